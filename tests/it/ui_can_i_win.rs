//! The Can I Win tab driven through the real app: the explorer (toggle numbers, read the verdict
//! and the winning moves), the contract's edge cases, a refused input, a search on a worker,
//! cancelling a hard solve, playing against the computer, and the same in Chinese.
#![cfg(feature = "gui")]

use crate::common;

use common::{app_with, settle, wait_until};
use egui::accesskit::Role;
use egui_kittest::kittest::Queryable as _;
use gamedp::app::GamedpApp;
use gamedp::games::NoControl;
use gamedp::games::can_i_win;
use gamedp::i18n::Language;
use gamedp::ui::can_i_win::{CanIWinPane, CanIWinTab};
use gamedp::ui::framework::GameTab as _;

use common::example;

fn ciw(app: &GamedpApp) -> &CanIWinTab {
    app.tab::<CanIWinTab>().expect("can_i_win tab")
}

fn solved(app: &GamedpApp) -> bool {
    ciw(app).is_solved()
}

fn number(t: &mut common::TestApp, x: u64) {
    t.harness
        .get_by_role_and_label(Role::Button, &x.to_string())
        .click();
    settle(&mut t.harness);
}

#[test]
fn the_example_is_a_loss_and_the_explorer_shows_why() {
    let mut t = app_with(example("can-i-win-10-11.json"), Language::English);
    wait_until(&mut t.harness, 30, "solve", solved);
    settle(&mut t.harness);
    let s = ciw(t.harness.state()).summary().unwrap().clone();
    assert!(!s.first_player_wins);
    assert_eq!(s.state_space, Some(1024));
    assert!(s.states_visited > 0 && s.states_visited <= 1024);
    assert!(
        t.harness
            .query_by_label("(10, 11): the first player cannot win")
            .is_some()
    );
    assert!(
        t.harness
            .query_by_label_contains("all 2^10 = 1024 (bottom-up)")
            .is_some()
    );
    assert!(t.harness.query_by_label("No first move wins.").is_some());
    // the empty position: the first player loses, no move wins
    assert!(
        t.harness
            .query_by_label("Losing: the first player, to move, loses against best play")
            .is_some()
    );
    assert!(t.harness.query_by_label("Winning moves: none").is_some());
    assert!(
        t.harness
            .query_by_label_contains("x = 1: then win({1}) = true, the opponent wins: not this one")
            .is_some()
    );
    // take 1: the second player wins by taking 10
    number(&mut t, 1);
    assert_eq!(ciw(t.harness.state()).view().explorer.mask, 1);
    assert!(
        t.harness
            .query_by_label("Winning: the second player, to move, can force a win")
            .is_some()
    );
    assert!(t.harness.query_by_label("Winning moves: 10").is_some());
    assert!(
        t.harness
            .query_by_label_contains("x = 10: 10 ≥ 10, reaches the target: wins")
            .is_some()
    );
    assert!(
        t.harness
            .query_by_label_contains("1 (target 11, 10 to go)")
            .is_some()
    );
    // take 10 too: the total is 11, the game is over
    t.harness.get_by_label("Take a winning move").click();
    settle(&mut t.harness);
    assert_eq!(ciw(t.harness.state()).view().explorer.used(), vec![1, 10]);
    assert!(
        t.harness
            .query_by_label_contains("Game over: the second player brought the total to 11 ≥ 11")
            .is_some()
    );
    // untoggle 1 and 10, use 5 and 6: total 11 again
    t.harness.get_by_label("Clear used numbers").click();
    settle(&mut t.harness);
    assert_eq!(ciw(t.harness.state()).view().explorer.mask, 0);
    number(&mut t, 4);
    number(&mut t, 3);
    // {3, 4}: total 7, the first player to move needs 4 or more: 5..10 win at once
    assert!(
        t.harness
            .query_by_label("Winning moves: 5, 6, 7, 8, 9, 10")
            .is_some()
    );
    assert!(t.harness.query_by_label("{3, 4}").is_some());
}

#[test]
fn the_contracts_edge_cases_are_explained() {
    let mut t = app_with(example("can-i-win-10-0.json"), Language::English);
    wait_until(&mut t.harness, 30, "solve", solved);
    settle(&mut t.harness);
    let s = ciw(t.harness.state()).summary().unwrap().clone();
    assert!(s.first_player_wins);
    assert_eq!(s.decided_by, can_i_win::DecidedBy::NothingToReach);
    let rule = "desired_total = 0 ≤ 0: the total already reaches it before any move, so the first player wins at once.";
    // in the input box and in the result
    assert_eq!(t.harness.query_all_by_label(rule).count(), 2);
    assert!(
        t.harness
            .query_by_label_contains("Game over before any move")
            .is_some()
    );
    // sum(1..10) = 55 < 60: the first player cannot win
    t.harness
        .get_by_label("desired_total =")
        .set_value_accesskit(60.0);
    settle(&mut t.harness);
    assert_eq!(ciw(t.harness.state()).desired_total(), 60);
    wait_until(&mut t.harness, 30, "solve (10, 60)", solved);
    settle(&mut t.harness);
    assert!(!ciw(t.harness.state()).summary().unwrap().first_player_wins);
    // in the input box and in the result
    assert_eq!(
        t.harness
            .query_all_by_label_contains("1 + … + 10 = 55 < 60: even all numbers together")
            .count(),
        2
    );
    assert!(
        t.harness
            .query_by_label("Nobody can reach 60: the first player cannot win.")
            .is_some()
    );
    // m >= desired: one move wins
    t.harness
        .get_by_label("desired_total =")
        .set_value_accesskit(7.0);
    settle(&mut t.harness);
    wait_until(&mut t.harness, 30, "solve (10, 7)", solved);
    settle(&mut t.harness);
    assert!(ciw(t.harness.state()).summary().unwrap().first_player_wins);
    assert_eq!(
        t.harness
            .query_all_by_label(
                "max_choosable = 10 ≥ desired_total = 7: the first player takes 7 and wins in one move."
            )
            .count(),
        2
    );
    assert!(
        t.harness
            .query_by_label("Winning first moves: 7, 8, 9, 10")
            .is_some()
    );
    // undo brings 60 back
    t.harness.get_by_label("↶ Undo").click();
    settle(&mut t.harness);
    assert_eq!(ciw(t.harness.state()).desired_total(), 60);
}

#[test]
fn a_refused_input_says_why_and_loses_nothing() {
    let mut t = app_with(example("can-i-win-10-11.json"), Language::English);
    wait_until(&mut t.harness, 30, "solve", solved);
    // (30, 300): far too many live states for the hash memo; refused before allocating
    t.harness.get_by_label("(30, 300)").click();
    settle(&mut t.harness);
    assert_eq!(ciw(t.harness.state()).max_choosable(), 30);
    t.harness.get_by_label("Solve").click();
    wait_until(&mut t.harness, 30, "the refusal", |app| {
        ciw(app).error().is_some()
    });
    settle(&mut t.harness);
    let err = ciw(t.harness.state()).error().unwrap().to_string();
    assert!(err.starts_with("Too big:"), "{err}");
    assert!(err.contains("8388608 states"), "{err}");
    assert!(t.harness.query_all_by_label(&err).count() >= 1);
    // the input is kept as it was
    assert_eq!(ciw(t.harness.state()).desired_total(), 300);
}

#[test]
fn a_larger_game_is_explored_on_a_worker() {
    let mut t = app_with(example("can-i-win-18-79.json"), Language::English);
    wait_until(&mut t.harness, 60, "solve (18, 79)", solved);
    let want = can_i_win::solve(18, 79, &NoControl)
        .unwrap()
        .winning_first_moves()
        .unwrap();
    let s = ciw(t.harness.state()).summary().unwrap().clone();
    assert!(s.first_player_wins);
    assert_eq!(s.winning_first_moves.as_ref().unwrap(), &want);
    wait_until(&mut t.harness, 60, "the empty position", |app| {
        ciw(app).view().engine.position(0).is_some()
    });
    settle(&mut t.harness);
    let listed = want
        .iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ");
    assert!(
        t.harness
            .query_by_label(&format!("Winning moves: {listed}"))
            .is_some()
    );
    // take a winning move: the second player is now lost
    t.harness.get_by_label("Take a winning move").click();
    wait_until(&mut t.harness, 60, "the next position", |app| {
        let tab = ciw(app);
        tab.view()
            .engine
            .position(tab.view().explorer.mask)
            .is_some()
    });
    settle(&mut t.harness);
    assert_eq!(ciw(t.harness.state()).view().explorer.used(), vec![want[0]]);
    assert!(
        t.harness
            .query_by_label("Losing: the second player, to move, loses against best play")
            .is_some()
    );
}

#[test]
fn the_hardest_bundled_game_is_solved_with_every_first_move() {
    let mut t = app_with(example("can-i-win-25-200.json"), Language::English);
    settle(&mut t.harness);
    // m = 25 is not solved by itself
    assert!(!ciw(t.harness.state()).is_solved());
    t.harness.get_by_label("Solve").click();
    wait_until(&mut t.harness, 60, "solve", solved);
    let s = ciw(t.harness.state()).summary().unwrap().clone();
    assert!(s.first_player_wins);
    assert_eq!(
        s.winning_first_moves,
        Ok(vec![2, 4, 19, 20, 21, 22, 23, 24, 25])
    );
    // the bottom-up table computed every live state
    assert_eq!(Some(s.states_visited), s.live_states);
    wait_until(&mut t.harness, 30, "the empty position", |app| {
        ciw(app).view().engine.position(0).is_some()
    });
    common::wait_for_label(
        &mut t.harness,
        30,
        "Winning moves: 2, 4, 19, 20, 21, 22, 23, 24, 25",
    );
}

#[test]
fn a_hard_solve_shows_progress_and_can_be_cancelled() {
    let mut t = app_with(example("can-i-win-25-200.json"), Language::English);
    settle(&mut t.harness);
    // (26, 124), the slowest game found for the hash-map memo, is not solved by itself
    t.harness
        .state_mut()
        .tab_mut::<CanIWinTab>()
        .expect("can_i_win tab")
        .set_input(26, 124);
    settle(&mut t.harness);
    assert!(!ciw(t.harness.state()).is_solved());
    t.harness.get_by_label("Solve").click();
    settle(&mut t.harness);
    assert!(t.harness.state().active_tab().status().busy.is_some());
    // frames keep coming while it works
    for _ in 0..5 {
        t.harness.step();
    }
    // the side panel's Cancel (the status bar has one too)
    t.harness
        .query_all_by_label("Cancel")
        .next()
        .expect("a Cancel button")
        .click();
    settle(&mut t.harness);
    let tab = ciw(t.harness.state());
    assert!(tab.busy().is_none());
    assert_eq!(tab.error(), Some("The solve was cancelled."));
    // in the result and in the empty central panel
    assert!(
        t.harness
            .query_all_by_label("The solve was cancelled.")
            .count()
            >= 1
    );
}

#[test]
fn play_against_the_computer() {
    let mut t = app_with(example("can-i-win-10-11.json"), Language::English);
    wait_until(&mut t.harness, 30, "solve", solved);
    t.harness.get_by_label("Play").click();
    settle(&mut t.harness);
    assert_eq!(ciw(t.harness.state()).view().pane, CanIWinPane::Play);
    // as the first player the position is lost: take 1, the computer takes 10 and wins
    number(&mut t, 1);
    assert_eq!(
        ciw(t.harness.state()).view().play.feedback,
        Some(gamedp::ui::can_i_win::play_view::MoveFeedback::WasLost)
    );
    wait_until(&mut t.harness, 10, "computer move", |app| {
        ciw(app).view().play.moves.len() == 2
    });
    settle(&mut t.harness);
    assert_eq!(ciw(t.harness.state()).view().play.moves[1].number, 10);
    assert!(
        t.harness
            .query_by_label("The computer wins: the total reached 11 ≥ 11.")
            .is_some()
    );
    assert!(
        t.harness
            .query_by_label("The computer took 10 (it reaches the target).")
            .is_some()
    );
    // as the second player the user can win: follow the hints
    t.harness.get_by_label("second").click();
    settle(&mut t.harness);
    let play = &ciw(t.harness.state()).view().play;
    assert!(!play.user_first);
    assert!(
        play.moves.len() <= 1,
        "a new game; the computer may have moved"
    );
    for _ in 0..10 {
        wait_until(&mut t.harness, 10, "the user's turn or the end", |app| {
            let tab = ciw(app);
            let over = tab
                .view()
                .engine
                .position(tab.view().play.mask)
                .and_then(|p| p.as_ref().ok())
                .is_some_and(|p| p.over || p.moves.is_empty());
            over || tab.view().play.users_turn()
        });
        settle(&mut t.harness);
        let tab = ciw(t.harness.state());
        let Some(Ok(here)) = tab.view().engine.position(tab.view().play.mask) else {
            panic!("no position")
        };
        if here.over {
            break;
        }
        assert!(here.wins, "the second player keeps a winning position");
        let x = here.winning_moves[0];
        t.harness.get_by_label("Hint").click();
        settle(&mut t.harness);
        assert!(
            t.harness
                .query_by_label_contains("Hint: you can force a win")
                .is_some()
        );
        number(&mut t, x);
        assert_eq!(
            ciw(t.harness.state()).view().play.feedback,
            Some(gamedp::ui::can_i_win::play_view::MoveFeedback::Winning)
        );
    }
    settle(&mut t.harness);
    let play = &ciw(t.harness.state()).view().play;
    assert!(
        play.moves.len().is_multiple_of(2),
        "the user (second) made the last move"
    );
    assert!(
        t.harness
            .query_by_label_contains("You win: the total reached")
            .is_some()
    );
}

#[test]
fn the_tab_in_chinese() {
    let mut t = app_with(example("can-i-win-10-11.json"), Language::Chinese);
    wait_until(&mut t.harness, 30, "solve", solved);
    settle(&mut t.harness);
    assert!(t.harness.query_by_label("(10, 11)：先手无法获胜").is_some());
    assert!(
        t.harness
            .query_by_label("必败：轮到先手，对手最优时必输")
            .is_some()
    );
    number(&mut t, 1);
    assert!(
        t.harness
            .query_by_label("必胜：轮到后手，可以强制获胜")
            .is_some()
    );
    assert!(t.harness.query_by_label("必胜走法：10").is_some());
    t.harness.get_by_label("对战").click();
    settle(&mut t.harness);
    t.harness.get_by_label("提示").click();
    settle(&mut t.harness);
    assert!(
        t.harness
            .query_by_label_contains("对手最优时这个局面必败")
            .is_some()
    );
}

#[test]
fn exports_write_the_scenario_and_the_states() {
    use gamedp::ui::framework::ExportKind;
    let mut t = app_with(example("can-i-win-10-11.json"), Language::English);
    wait_until(&mut t.harness, 30, "solve", solved);
    let tab = ciw(t.harness.state());
    // the solved scenario is offered by the app for every tab; the tab adds its CSV
    assert_eq!(tab.exports(), vec![ExportKind::TableCsv]);
    assert!(tab.export(ExportKind::HeatmapPng).is_err());
    let dir = t.data_dir.path().to_path_buf();
    let json = dir.join("solved.json");
    t.dialogs
        .answer(gamedp::ui::framework::file_actions::DialogAnswer::Picked(
            json.clone(),
        ));
    t.harness
        .state_mut()
        .export(ExportKind::SolvedJsonWithTable);
    let j = json.clone();
    wait_until(&mut t.harness, 20, "export", move |app| {
        j.exists() && !app.file_busy()
    });
    let tab = ciw(t.harness.state());
    let value: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    assert_eq!(value["game"], "can_i_win");
    assert_eq!(value["solution"]["first_player_wins"], false);
    assert!(value["solution"]["table"]["states"].is_array());
    let csv = dir.join("states.csv");
    tab.export(ExportKind::TableCsv).unwrap()(&csv).unwrap();
    let text = std::fs::read_to_string(&csv).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "used_mask,used_bits,used,total,to_move,wins");
    assert_eq!(lines[1], "0,0000000000,,0,first,false");
    // every live state (sum below 11) is listed once
    let live = ciw(t.harness.state())
        .summary()
        .unwrap()
        .live_states
        .unwrap();
    assert_eq!(lines.len() as u64, 1 + live);
    assert!(lines.contains(&"1,0000000001,1,1,second,true"));
    // above 16 numbers the CSV is not offered
    t.harness.get_by_label("(18, 79)").click();
    settle(&mut t.harness);
    let tab = ciw(t.harness.state());
    assert_eq!(tab.exports(), vec![]);
    assert!(tab.export(ExportKind::TableCsv).is_err());
}

#[test]
fn more_numbers_than_the_memo_takes() {
    let mut t = app_with(example("can-i-win-10-11.json"), Language::English);
    wait_until(&mut t.harness, 30, "solve", solved);
    // (100, 5): one move wins, but positions of 100 numbers cannot be explored
    let path = common::write_file(
        &t.data_dir,
        "big.json",
        r#"{"game": "can_i_win", "max_choosable": 100, "desired_total": 5}"#,
    );
    let mut t = app_with(Some(path), Language::English);
    wait_until(&mut t.harness, 30, "solve (100, 5)", solved);
    settle(&mut t.harness);
    let s = ciw(t.harness.state()).summary().unwrap().clone();
    assert!(s.first_player_wins);
    assert_eq!(s.decided_by, can_i_win::DecidedBy::OneMoveReaches);
    assert!(s.winning_first_moves.is_err());
    assert!(
        t.harness
            .query_by_label_contains("This value is outside the editor's range")
            .is_some()
    );
    assert!(
        t.harness
            .query_all_by_label_contains("Positions cannot be explored: Too big:")
            .count()
            >= 1
    );
    // (64, 64) is the largest explorer: 64 number buttons
    t.harness
        .get_by_label("max_choosable =")
        .set_value_accesskit(64.0);
    t.harness
        .get_by_label("desired_total =")
        .set_value_accesskit(64.0);
    settle(&mut t.harness);
    wait_until(&mut t.harness, 60, "solve (64, 64)", solved);
    wait_until(&mut t.harness, 60, "the empty position", |app| {
        ciw(app).view().engine.position(0).is_some()
    });
    settle(&mut t.harness);
    assert_eq!(
        ciw(t.harness.state())
            .summary()
            .unwrap()
            .winning_first_moves,
        Ok(vec![64])
    );
    assert!(t.harness.query_by_label("Winning moves: 64").is_some());
    number(&mut t, 64);
    // positions of 64 numbers are answered on a worker thread
    common::wait_for_label(
        &mut t.harness,
        30,
        "Game over: the first player brought the total to 64",
    );
}

#[test]
fn solving_again_and_cancelling_keeps_the_explorer_working() {
    let mut t = app_with(example("can-i-win-10-11.json"), Language::English);
    wait_until(&mut t.harness, 30, "solve", solved);
    wait_until(&mut t.harness, 30, "the empty position", |app| {
        ciw(app).view().engine.position(0).is_some()
    });
    t.harness.key_press(egui::Key::F5);
    t.harness.step();
    t.harness
        .state_mut()
        .active_tab_mut()
        .command(gamedp::ui::framework::TabCommand::Cancel);
    settle(&mut t.harness);
    // the explorer still answers for the position it showed
    wait_until(&mut t.harness, 30, "the empty position", |app| {
        ciw(app).view().engine.position(0).is_some()
    });
    number(&mut t, 1);
    common::wait_for_label(&mut t.harness, 30, "Used:");
}

#[test]
fn a_state_shows_its_bits_and_the_counts_are_explained() {
    let mut t = app_with(example("can-i-win-10-11.json"), Language::English);
    wait_until(&mut t.harness, 30, "solve", solved);
    settle(&mut t.harness);
    assert!(t.harness.query_by_label("0b0000000000 = 0").is_some());
    number(&mut t, 3);
    number(&mut t, 7);
    // {3, 7}: bits 2 and 6 → 0b0001000100 = 68
    assert!(t.harness.query_by_label("0b0001000100 = 68").is_some());
    let s = ciw(t.harness.state()).summary().unwrap().clone();
    let live = s.live_states.unwrap();
    assert!(
        t.harness
            .query_by_label_contains(&format!(
                "Bottom-up computes every one of the 2^10 = 1024 sets of used numbers, 1 bit each, supersets first; only {live} of them are “live states”"
            ))
            .is_some()
    );
    // the play view shows the bits of the position too
    t.harness.get_by_label("Play").click();
    settle(&mut t.harness);
    number(&mut t, 1);
    assert!(
        t.harness
            .query_by_label("Used set as bits: 0b0000000001 = 1")
            .is_some()
    );
}

/// What the lesson walk (`tests/it/ui_lessons.rs`) checks of a step on this tab.
impl crate::ui_lessons::StepShown for gamedp::games::can_i_win::Setup {
    fn check(
        app: &gamedp::app::GamedpApp,
        step: &gamedp::lessons::Step,
        view: Option<&str>,
        at: &str,
    ) {
        use gamedp::ui::can_i_win::{CanIWinPane, CanIWinTab};
        let v = app.tab::<CanIWinTab>().unwrap().view();
        let pane = match view {
            Some("play") => CanIWinPane::Play,
            _ => CanIWinPane::Explorer,
        };
        assert_eq!(v.pane, pane, "{at}: the pane");
        assert_eq!(
            v.explorer.mask,
            step.mask.unwrap_or(0),
            "{at}: the used-set"
        );
    }
}

/// Issue 24 item 1: in presentation mode the explorer and the game draw the numbers as a board
/// of large tiles (at least 80 points tall at 1366 × 768) that are the numbers' buttons: a click
/// on a tile marks it used in the explorer and takes it in the game.
#[test]
fn presentation_mode_draws_the_numbers_as_large_tiles_that_click() {
    let mut t = app_with(example("can-i-win-10-11.json"), Language::English);
    wait_until(&mut t.harness, 30, "solve", solved);
    let ctx = t.harness.ctx.clone();
    t.harness.state_mut().set_presentation(&ctx, true);
    t.harness.set_size(egui::vec2(1366.0, 768.0));
    settle(&mut t.harness);
    let tile = |t: &common::TestApp, x: u64| {
        t.harness
            .get_by_role_and_label(Role::Button, &x.to_string())
            .rect()
    };
    for x in [1, 10] {
        let r = tile(&t, x);
        assert!(
            r.height() >= 80.0 && r.width() >= 80.0,
            "explorer tile {x} is {r:?}"
        );
    }
    number(&mut t, 3);
    assert_eq!(ciw(t.harness.state()).view().explorer.mask, 0b100);
    // the verdict for the position after 3 (the second player to move wins)
    assert!(
        t.harness
            .query_by_label("Winning: the second player, to move, can force a win")
            .is_some()
    );
    t.harness.get_by_label("Play").click();
    settle(&mut t.harness);
    let r = tile(&t, 5);
    assert!(r.height() >= 80.0, "play tile 5 is {r:?}");
    number(&mut t, 5);
    let play = &ciw(t.harness.state()).view().play;
    assert_eq!(play.moves.first().map(|m| m.number), Some(5));
}
