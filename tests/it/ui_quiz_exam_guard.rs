//! The Game Lab can play other tabs' games (LeetCode 877, 913 among its examples): while a quiz
//! in another tab is scored, it stays closed, with a line saying why and a button that opens
//! it and makes that quiz practice (s1 and s2, stop 42: the stone exercise's piles typed into
//! the Game Lab's LeetCode 877 gave every value, and the stone answers were still scored). Its
//! exports and copies are closed too. Both languages.
#![cfg(feature = "gui")]

use crate::common;

use common::{example, quiz_app, settle, stone_solved, wait_until};
use egui_kittest::kittest::Queryable as _;
use gamedp::app::GamedpApp;
use gamedp::games::GameKind;
use gamedp::i18n::{Language, set_language};
use gamedp::ui::framework::StatusMessage;
use gamedp::ui::stone::StoneTab;

fn stone_practice(app: &GamedpApp) -> bool {
    app.tab::<StoneTab>().unwrap().view().quiz.tally.practice
}

fn status(app: &GamedpApp) -> String {
    match &app.status {
        Some(StatusMessage::Info(m) | StatusMessage::Error(m)) => m.get().to_string(),
        _ => String::new(),
    }
}

/// The words of the closed line that hold in every language's sentence (before its
/// placeholders).
fn closed_line_start() -> String {
    let t = gamedp::i18n::exam::tr().guard_closed;
    let lab = GameKind::Custom.tab_label();
    let stone = GameKind::Stone.tab_label();
    gamedp::i18n::fill(t, &[("tabs", &stone), ("lab", &lab)])
}

fn open_button() -> String {
    let t = gamedp::i18n::exam::tr().guard_open;
    gamedp::i18n::fill(
        t,
        &[
            ("tabs", &GameKind::Stone.tab_label()),
            ("lab", &GameKind::Custom.tab_label()),
        ],
    )
}

#[test]
fn the_game_lab_stays_closed_while_another_quiz_is_scored() {
    for lang in [Language::English, Language::Chinese] {
        let mut t = quiz_app(example("stone-877-5-3-4-5.json"), lang);
        wait_until(&mut t.harness, 30, "the stone solve", stone_solved);
        settle(&mut t.harness);
        assert!(
            !stone_practice(t.harness.state()),
            "a fresh --quiz is scored"
        );
        set_language(lang);
        t.harness.get_by_label(GameKind::Custom.tab_label()).click();
        settle(&mut t.harness);
        set_language(lang);
        assert!(
            t.harness
                .query_all_by_label(&closed_line_start())
                .next()
                .is_some(),
            "the Game Lab says why it is closed ({lang:?})"
        );
        assert!(
            t.harness
                .query_all_by_label(gamedp::i18n::quiz::tr().quiz_switch)
                .next()
                .is_none(),
            "none of the Game Lab's views or switches shows ({lang:?})"
        );
        // its table cannot be copied either
        t.harness
            .state_mut()
            .copy_table(gamedp::app::copy_table::TableText::Latex);
        settle(&mut t.harness);
        set_language(lang);
        assert_eq!(
            status(t.harness.state()),
            gamedp::i18n::exam::tr().no_export,
            "copying the closed tab's table is refused ({lang:?})"
        );
        assert!(
            !stone_practice(t.harness.state()),
            "still scored while closed"
        );
        // the button opens it: the stone quiz becomes practice, and the status line says so
        t.harness.get_by_label(&open_button()).click();
        settle(&mut t.harness);
        set_language(lang);
        assert!(
            stone_practice(t.harness.state()),
            "opened: the stone quiz is practice"
        );
        assert!(
            t.harness
                .query_all_by_label(&closed_line_start())
                .next()
                .is_none(),
            "the Game Lab is open ({lang:?})"
        );
        assert!(
            status(t.harness.state()).contains(GameKind::Stone.tab_label()),
            "the status line names the quiz made practice: {:?}",
            status(t.harness.state())
        );
    }
}

#[test]
fn the_game_lab_is_open_when_no_other_quiz_is_scored() {
    for lang in [Language::English, Language::Chinese] {
        let mut t = common::app_with(example("stone-877-5-3-4-5.json"), lang);
        wait_until(&mut t.harness, 30, "the stone solve", stone_solved);
        set_language(lang);
        t.harness.get_by_label(GameKind::Custom.tab_label()).click();
        settle(&mut t.harness);
        set_language(lang);
        assert!(
            t.harness
                .query_all_by_label(&closed_line_start())
                .next()
                .is_none()
        );
        assert!(
            t.harness
                .query_all_by_label(gamedp::i18n::quiz::tr().quiz_switch)
                .next()
                .is_some(),
            "the Game Lab's view bar shows ({lang:?})"
        );
    }
}

/// s2 stop 43, problem 3: once the Game Lab was opened, the stone quiz said "Practice: this
/// scenario's answers were on screen earlier", which was not so. It says the true reason, the
/// Game Lab opened during the quiz; and the Game Lab opens as it was, its Quiz mode on when it
/// was on. Both languages.
#[test]
fn a_quiz_made_practice_by_the_game_lab_says_so() {
    for lang in [Language::English, Language::Chinese] {
        let mut t = quiz_app(example("stone-877-5-3-4-5.json"), lang);
        wait_until(&mut t.harness, 30, "the stone solve", stone_solved);
        settle(&mut t.harness);
        let app = t.harness.state_mut();
        let lab = app.tab_index(GameKind::Custom).unwrap();
        app.tabs[lab].set_quiz(true);
        set_language(lang);
        t.harness.get_by_label(GameKind::Custom.tab_label()).click();
        settle(&mut t.harness);
        set_language(lang);
        t.harness.get_by_label(&open_button()).click();
        settle(&mut t.harness);
        assert!(
            t.harness.state().tabs[lab].quiz_on(),
            "{lang:?}: the Game Lab opens with its Quiz mode on, as it was"
        );
        set_language(lang);
        t.harness.get_by_label(GameKind::Stone.tab_label()).click();
        settle(&mut t.harness);
        set_language(lang);
        let why = gamedp::i18n::fill(
            gamedp::i18n::exam::tr().practice_lab,
            &[("lab", &GameKind::Custom.tab_label())],
        );
        assert!(
            t.harness.query_all_by_label(&why).next().is_some(),
            "{lang:?}: the stone quiz says why it is practice: {why}"
        );
        assert!(
            t.harness
                .query_all_by_label(gamedp::i18n::quiz::tr().practice)
                .next()
                .is_none(),
            "{lang:?}: not 'its answers were on screen earlier'"
        );
    }
}
