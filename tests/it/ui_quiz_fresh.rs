//! New exercise is new (issue 23, s1's LEAK 2: a Cat and Mouse graph just solved came back two
//! exercises later, marked new and scored): in every tab with exercises, twenty New exercise in
//! a row, each one's result shown, never give a scenario already shown in the session.
#![cfg(feature = "gui")]

use crate::common;

use common::{app_with, settle, wait_until};
use gamedp::games::GameKind;
use gamedp::i18n::Language;
use gamedp::scenario::Game;

/// What makes two scenarios the same exercise: the game, without Cat and Mouse's node positions.
fn key(game: Game) -> Game {
    match game {
        Game::CatMouse(mut setup) => {
            setup.positions = None;
            Game::CatMouse(setup)
        }
        other => other,
    }
}

#[test]
fn new_exercise_never_gives_a_scenario_already_shown() {
    for kind in [
        GameKind::CatMouse,
        GameKind::CatMouseII,
        GameKind::CanIWin,
        GameKind::Custom,
    ] {
        let mut t = app_with(None, Language::English);
        let app = t.harness.state_mut();
        let i = app.tab_index(kind).expect("the tab");
        app.active = i;
        settle(&mut t.harness);
        let mut shown: Vec<Game> = Vec::new();
        for press in 0..20 {
            let app = t.harness.state_mut();
            app.tabs[i].set_quiz(true);
            let game = app.tabs[i].new_exercise().expect("an exercise");
            assert!(
                !shown.contains(&key(game.clone())),
                "{kind:?}: New exercise {press} gave {game:?}, shown before"
            );
            app.load_exercise(game);
            wait_until(&mut t.harness, 30, "the exercise solved", |a| {
                a.tabs[i].status().solved
            });
            // its answers on screen: the result with Quiz mode off
            t.harness.state_mut().tabs[i].set_quiz(false);
            settle(&mut t.harness);
            shown.push(key(t.harness.state().tabs[i].game()));
        }
    }
}
