//! The Game Lab's rules on arbitrary text: running and solving a program never panics, every
//! refusal is one line naming the rules (or misère), and what solves is consistent (the start
//! has an answer, the best moves are moves, a Grundy value of 0 is a loss). Small limits and a
//! tenth of a second per input keep each run short; the first byte picks misère.
#![no_main]

use std::time::{Duration, Instant};

use gamedp::games::custom::{Limits, Outcome, solve_with};
use gamedp::games::{Control, SolveError};
use libfuzzer_sys::fuzz_target;

/// Cancels a solve a tenth of a second after it started.
struct Deadline(Instant);

impl Control for Deadline {
    fn progress(&self, _done: u64, _total: u64) {}
    fn cancelled(&self) -> bool {
        self.0.elapsed() > Duration::from_millis(100)
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&flags, rest)) = data.split_first() else { return };
    let Ok(rules) = std::str::from_utf8(rest) else { return };
    let limits = Limits {
        positions: 20_000,
        moves: 200_000,
        time: Duration::from_millis(500),
        heap_bytes: 16 << 20,
        position_bytes: 16 << 20,
        threads: Some(1 + usize::from(flags & 2 != 0)),
        ..Limits::default()
    };
    let misere = flags & 1 != 0;
    match solve_with(rules, misere, &limits, &Deadline(Instant::now())) {
        Err(SolveError::Invalid(message)) => {
            assert!(!message.contains('\n'), "not one line: {message:?}");
            assert!(
                message.starts_with("rules") || message.starts_with("misere"),
                "{message:?}"
            );
        }
        Err(SolveError::Cancelled) => {}
        Err(other) => panic!("unexpected error: {other:?}"),
        Ok(s) => {
            let start = s.start();
            assert!(s.positions() >= 1);
            assert!(s.outcome(start).is_some() != s.value(start).is_some());
            for id in 0..s.positions().min(200) as u32 {
                let moves = s.moves(id);
                for b in s.best_moves(id) {
                    assert!(moves.contains(&b));
                }
                if let Some(g) = s.grundy(id) {
                    assert_eq!(g == 0, s.outcome(id) == Some(Outcome::Lose));
                }
                let _ = s.position_text(id, 40);
            }
        }
    }
});
