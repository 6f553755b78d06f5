//! The solved [`CanIWin`] the Can I Win tab owns, and the positions its views ask it about.
//!
//! Questions about a position ([`query`]) take `&mut CanIWin` because positions the solve did
//! not visit are searched on demand — for m = 25 that can take seconds. So small games are asked
//! directly, and larger ones lend the `CanIWin` to a worker thread (the job runner) for one
//! question at a time; it comes back with the answer. Answers are cached by mask until the next
//! solve, so the frame only ever reads.

use std::collections::HashMap;

use crate::games::SolveError;
use crate::games::can_i_win::CanIWin;
pub use crate::games::can_i_win::position::{MoveInfo, Position, query};
use crate::jobs::{JobError, JobRunner, Waker};

/// Games with at most this many numbers are asked in the frame: a question then searches at
/// most 2^14 positions, well under a millisecond.
pub const INLINE_MAX_M: u64 = 14;

/// What a lent `CanIWin` brings back.
pub struct QueryDone {
    game: CanIWin,
    mask: u64,
    result: Result<Position, SolveError>,
}

/// The tab's solved game and its answers.
pub struct Engine {
    /// The game when it is not lent to a worker.
    game: Option<CanIWin>,
    /// Answers so far, by mask.
    cache: HashMap<u64, Result<Position, SolveError>>,
    jobs: JobRunner<QueryDone>,
    /// The mask being asked on a worker.
    asking: Option<u64>,
    /// The game was lost with a failed worker; questions cannot be answered until the next solve.
    lost: Option<JobError>,
}

impl Engine {
    /// An engine without a game.
    pub fn new(waker: Waker) -> Self {
        Engine {
            game: None,
            cache: HashMap::new(),
            jobs: JobRunner::new(waker),
            asking: None,
            lost: None,
        }
    }

    /// Take a freshly solved game; forget every old answer.
    pub fn install(&mut self, game: CanIWin) {
        self.clear();
        self.game = Some(game);
    }

    /// Forget the game and every answer (the input changed).
    pub fn clear(&mut self) {
        self.jobs.invalidate();
        self.asking = None;
        self.game = None;
        self.cache.clear();
        self.lost = None;
    }

    /// True when a game is installed (home or lent).
    pub fn has_game(&self) -> bool {
        self.game.is_some() || self.asking.is_some()
    }

    /// The answer for `mask`, if known.
    pub fn position(&self, mask: u64) -> Option<&Result<Position, SolveError>> {
        self.cache.get(&mask)
    }

    /// Why questions cannot be answered, if the game was lost.
    pub fn lost(&self) -> Option<&JobError> {
        self.lost.as_ref()
    }

    /// The mask a worker is searching now.
    pub fn asking(&self) -> Option<u64> {
        self.asking
    }

    /// Make sure the answer for `mask` comes: at once for small games, otherwise on a worker
    /// (if one is free; ask again next frame otherwise).
    pub fn request(&mut self, mask: u64) {
        if self.cache.contains_key(&mask) {
            return;
        }
        let Some(mut game) = self.game.take() else {
            return;
        };
        if game.max_choosable() <= INLINE_MAX_M {
            let result = query(&mut game, mask);
            self.cache.insert(mask, result);
            self.game = Some(game);
            return;
        }
        self.asking = Some(mask);
        self.jobs.start("can_i_win_position", move |_control| {
            let result = query(&mut game, mask);
            Ok(QueryDone { game, mask, result })
        });
    }

    /// Collect a worker's answer; call every frame.
    pub fn poll(&mut self) {
        let Some(done) = self.jobs.poll() else {
            return;
        };
        self.asking = None;
        match done {
            Ok(QueryDone { game, mask, result }) => {
                self.cache.insert(mask, result);
                self.game = Some(game);
            }
            Err(e) => {
                self.lost = Some(e);
            }
        }
    }

    /// True while a worker searches.
    pub fn is_busy(&self) -> bool {
        self.jobs.is_running()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::can_i_win::solve;

    #[test]
    fn engine_answers_inline_and_on_a_worker() {
        let mut e = Engine::new(crate::jobs::no_waker());
        e.install(solve(10, 11, &NoControl).unwrap());
        e.request(0);
        assert!(matches!(e.position(0), Some(Ok(p)) if !p.wins));
        let mut e = Engine::new(crate::jobs::no_waker());
        e.install(solve(16, 40, &NoControl).unwrap());
        e.request(0);
        let t0 = std::time::Instant::now();
        while e.position(0).is_none() {
            assert!(t0.elapsed().as_secs() < 30);
            std::thread::sleep(std::time::Duration::from_millis(2));
            e.poll();
        }
        assert!(e.has_game() && !e.is_busy());
        // an out-of-range mask is an error, not a panic
        e.request(1 << 20);
        while e.position(1 << 20).is_none() {
            std::thread::sleep(std::time::Duration::from_millis(2));
            e.poll();
        }
        assert!(matches!(e.position(1 << 20), Some(Err(_))));
    }
}
