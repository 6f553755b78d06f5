//! The scenario loader on arbitrary bytes: never panics; what it accepts round-trips through
//! the writer; accepted scenarios solve (or stop after a tenth of a second) without panicking.
#![no_main]

use std::time::{Duration, Instant};

use gamedp::games::Control;
use gamedp::scenario::Scenario;
use libfuzzer_sys::fuzz_target;

/// Cancels a solve a tenth of a second after it started (every game, whatever its size: the
/// solvers check it now and then and refuse inputs beyond their limits before allocating).
struct Deadline(Instant);

impl Control for Deadline {
    fn progress(&self, _done: u64, _total: u64) {}
    fn cancelled(&self) -> bool {
        self.0.elapsed() > Duration::from_millis(100)
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(scenario) = Scenario::from_json(text) else { return };
    let written = scenario.to_json();
    let again = Scenario::from_json(&written).expect("the writer's output must load");
    assert_eq!(again.game, scenario.game);
    assert_eq!(again.title, scenario.title);
    assert_eq!(again.notes, scenario.notes);
    let _ = gamedp::solve::solved_scenario(&scenario, true, &Deadline(Instant::now()));
});
