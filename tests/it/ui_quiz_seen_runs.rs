//! A scenario whose answers were on screen in an earlier run is practice when it is quizzed in a
//! later one (s1, stop 41: `--quiz` on a bundled example solved the day before was scored as
//! new). The app keeps fingerprints of the scenarios seen in its data folder; a fresh data
//! folder scores the same file. Both languages.
#![cfg(feature = "gui")]

use crate::common;

use common::{app_with, example, settle, stone_solved, wait_until};
use egui_kittest::kittest::Queryable as _;
use gamedp::i18n::{Language, set_language};
use gamedp::ui::stone::StoneTab;

/// Whether the stone quiz of the window `h` is practice, as the tally and the screen say.
fn practice(
    h: &mut egui_kittest::Harness<'static, gamedp::app::GamedpApp>,
    lang: Language,
) -> bool {
    wait_until(h, 30, "the stone solve", stone_solved);
    settle(h);
    set_language(lang);
    let tally = h
        .state()
        .tab::<StoneTab>()
        .unwrap()
        .view()
        .quiz
        .tally
        .practice;
    let line = h
        .query_all_by_label(gamedp::i18n::quiz::tr().practice)
        .next()
        .is_some();
    assert_eq!(
        tally, line,
        "the quiz says what the tally counts ({lang:?})"
    );
    tally
}

#[test]
fn a_scenario_solved_in_an_earlier_run_is_practice_in_a_later_one() {
    for lang in [Language::English, Language::Chinese] {
        let file = example("stone-877-5-3-4-5.json");
        // run 1: the file's table on screen, Quiz mode off
        let first = app_with(file.clone(), lang);
        let mut h = first.harness;
        wait_until(&mut h, 30, "the stone solve", stone_solved);
        settle(&mut h);
        drop(h);
        let settings = std::fs::read_to_string(first.data_dir.path().join("settings.json"))
            .expect("settings written");
        assert!(
            settings.contains("\"seen\""),
            "the seen scenario is kept: {settings}"
        );
        assert!(
            !settings.contains("[5,3,4,5]") && !settings.contains("5, 3, 4"),
            "only a fingerprint is kept"
        );
        // run 2, the same data folder: `--quiz` on the same file is practice
        let (mut h, _) = common::window_with(file.clone(), lang, first.data_dir.path(), true);
        assert!(
            practice(&mut h, lang),
            "solved in an earlier run: practice ({lang:?})"
        );
        drop(h);
        // a fresh data folder: the same file is scored
        let fresh = tempfile::tempdir().unwrap();
        let (mut h, _) = common::window_with(file, lang, fresh.path(), true);
        assert!(!practice(&mut h, lang), "never seen: scored ({lang:?})");
    }
}

/// s2 stop 42 LEAK 1: New exercise, a few answers, Quiz mode off (the whole table shows), on
/// again: the exercise was still scored. Now it is practice; and a quiz turned on again says
/// so in the status line (the "Quiz mode is off" line stayed).
#[test]
fn an_exercise_whose_answers_were_shown_with_quiz_off_is_practice() {
    for lang in [Language::English, Language::Chinese] {
        let t = common::quiz_app(example("stone-877-5-3-4-5.json"), lang);
        let mut h = t.harness;
        wait_until(&mut h, 30, "the stone solve", stone_solved);
        settle(&mut h);
        set_language(lang);
        h.get_by_label(gamedp::i18n::quiz::tr().new_exercise)
            .click();
        settle(&mut h);
        wait_until(&mut h, 30, "the exercise's solve", stone_solved);
        settle(&mut h);
        assert!(
            !practice(&mut h, lang),
            "a new exercise is scored ({lang:?})"
        );
        // Quiz mode off: the table shows; on again
        set_language(lang);
        h.get_by_label(gamedp::i18n::quiz::tr().quiz_switch).click();
        settle(&mut h);
        set_language(lang);
        h.get_by_label(gamedp::i18n::quiz::tr().quiz_switch).click();
        settle(&mut h);
        assert!(
            practice(&mut h, lang),
            "its answers were on screen: practice ({lang:?})"
        );
    }
}
