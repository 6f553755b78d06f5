//! The scenario loader on arbitrary bytes: never panics; what it accepts round-trips through
//! the writer; small accepted scenarios solve without panicking.
#![no_main]

use gamedp::games::{NoControl, can_i_win, cat_mouse, cat_mouse_ii, guess_number, stone};
use gamedp::scenario::{Game, Scenario};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(scenario) = Scenario::from_json(text) else { return };
    let written = scenario.to_json();
    let again = Scenario::from_json(&written).expect("the writer's output must load");
    assert_eq!(again.game, scenario.game);
    assert_eq!(again.title, scenario.title);
    assert_eq!(again.notes, scenario.notes);
    let small = match &scenario.game {
        Game::Stone(stone::Setup { piles }) => piles.len() <= 300,
        Game::CatMouse(cat_mouse::Setup { graph, .. }) => graph.n() <= 40,
        Game::GuessNumber(guess_number::Setup { n }) => *n <= 300,
        Game::CanIWin(can_i_win::Setup { max_choosable, .. }) => *max_choosable <= 12,
        Game::CatMouseII(cat_mouse_ii::Setup { grid, .. }) => grid.cells() <= 64,
    };
    if small {
        let _ = gamedp::solve::solved_scenario(&scenario, true, &NoControl);
    }
});
