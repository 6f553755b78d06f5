//! The Game Lab tab driven through the real app: an example solves and its positions show with
//! their outcomes and Grundy values; a mistake in the rules is shown at its line; editing the
//! rules solves again; a scoring game shows its value; the same in Chinese.
#![cfg(feature = "gui")]

use crate::common;

use common::{app_with, example, settle, wait_until};
use egui_kittest::kittest::Queryable as _;
use gamedp::app::GamedpApp;
use gamedp::games::custom::Setup;
use gamedp::i18n::Language;
use gamedp::ui::custom::{CustomPane, CustomTab};

fn lab(app: &GamedpApp) -> &CustomTab {
    app.tab::<CustomTab>().expect("custom tab")
}

fn solved(app: &GamedpApp) -> bool {
    lab(app).is_solved()
}

#[test]
fn a_subtraction_game_solves_and_explains_its_start() {
    let mut t = app_with(example("custom-subtraction-1-3-4.json"), Language::English);
    wait_until(&mut t.harness, 60, "solve", solved);
    settle(&mut t.harness);
    let game = &lab(t.harness.state()).current().unwrap().game;
    assert_eq!(game.positions(), 11);
    // 10 stones: Grundy 1 (the values repeat 0 1 0 1 2 3 2 from 0), a win
    assert_eq!(game.grundy(game.start()), Some(1));
    assert!(
        t.harness
            .query_by_label("The first player (先手) wins")
            .is_some()
    );
    assert!(
        t.harness
            .query_by_label("Grundy value of the start: 1")
            .is_some()
    );
    assert!(t.harness.query_by_label("11 positions, 25 moves").is_some());
    // the inspector shows the start and why it is a win
    assert!(
        t.harness
            .query_all_by_label_contains("A win: moving to")
            .next()
            .is_some()
    );
}

#[test]
fn a_mistake_is_shown_at_its_line_and_fixing_it_solves_again() {
    let mut t = app_with(example("custom-subtraction-1-3-4.json"), Language::English);
    wait_until(&mut t.harness, 60, "solve", solved);
    let broken = Setup {
        rules: "start = 3\ndef moves(p):\n    return [p - 1] if p > 0 else nothing\n".into(),
        misere: false,
    };
    t.harness
        .state_mut()
        .tab_mut::<CustomTab>()
        .unwrap()
        .edit(broken);
    wait_until(&mut t.harness, 60, "the error", |app| {
        lab(app).error().is_some()
    });
    settle(&mut t.harness);
    let error = lab(t.harness.state()).error().unwrap().to_string();
    assert!(error.contains("line 3"), "{error}");
    assert!(
        t.harness
            .query_by_label("The rules have a mistake")
            .is_some()
    );
    assert!(
        t.harness
            .query_all_by_label_contains("Line 3: return [p - 1]")
            .next()
            .is_some()
    );
    t.harness.state_mut().tab_mut::<CustomTab>().unwrap().undo();
    wait_until(&mut t.harness, 60, "solve again", solved);
    assert_eq!(
        lab(t.harness.state()).current().unwrap().game.positions(),
        11
    );
}

#[test]
fn a_scoring_game_shows_its_value_in_both_languages() {
    for (lang, text) in [
        (
            Language::English,
            "With best play the first player's total minus the other's is -6",
        ),
        (Language::Chinese, "双方都走最优时，先手总分减后手总分为 -6"),
    ] {
        let mut t = app_with(example("custom-leetcode-1140.json"), lang);
        wait_until(&mut t.harness, 60, "solve", solved);
        settle(&mut t.harness);
        assert!(t.harness.query_by_label(text).is_some(), "{lang:?}");
    }
}

#[test]
fn draws_come_from_a_cycle() {
    let mut t = app_with(example("custom-cycle-draws.json"), Language::English);
    wait_until(&mut t.harness, 60, "solve", solved);
    settle(&mut t.harness);
    assert!(
        t.harness
            .query_by_label("Neither player can force a win: a draw")
            .is_some()
    );
    let game = &lab(t.harness.state()).current().unwrap().game;
    assert_eq!(
        game.grundy(game.start()),
        None,
        "no Grundy values with a cycle"
    );
}

/// What the lesson walk (`tests/it/ui_lessons.rs`) checks of a step on this tab.
impl crate::ui_lessons::StepShown for gamedp::games::custom::Setup {
    fn check(
        app: &gamedp::app::GamedpApp,
        _step: &gamedp::lessons::Step,
        view: Option<&str>,
        at: &str,
    ) {
        let v = app.tab::<CustomTab>().unwrap().view();
        let pane = view
            .and_then(CustomPane::from_lesson_name)
            .unwrap_or(CustomPane::Positions);
        assert_eq!(v.pane, pane, "{at}: the pane");
    }
}
