//! The quiz's own controls as a first-time student met them (issue 23, student trial stop 40):
//! Reset score asks first, the set's place names the set and the question, the bar of work set
//! aside stays on its own tab in one row, and the Game Lab's why names no empty position.
#![cfg(feature = "gui")]

use crate::common;
use common::shows;

use common::{app_with, example, settle, wait_until};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gamedp::app::GamedpApp;
use gamedp::games::GameKind;
use gamedp::i18n::Language;
use gamedp::ui::stone::StoneTab;

fn click(h: &mut Harness<'static, GamedpApp>, label: &str) {
    h.get_by_label(label).click();
    settle(h);
    settle(h);
}

/// The stone tab in Quiz mode from the start ([3, 9, 1, 2]: dp[0][1] = 6), in `lang`.
fn stone_quiz(lang: Language) -> common::TestApp {
    let mut t = common::quiz_app(None, lang);
    wait_until(&mut t.harness, 30, "solve", |a| {
        a.tab::<StoneTab>().unwrap().is_solved()
    });
    settle(&mut t.harness);
    t
}

fn stone_answer(t: &mut common::TestApp, text: &str, check: &str) {
    t.harness
        .state_mut()
        .tab_mut::<StoneTab>()
        .unwrap()
        .view_mut()
        .table_view
        .quiz
        .input = text.to_string();
    click(&mut t.harness, check);
}

fn asked(app: &GamedpApp) -> u32 {
    app.tab::<StoneTab>().unwrap().view().quiz.score().asked
}

/// Student trial (stop 40): "Reset score" beside "By kind" wiped a 4/5 with one mis-click.
/// It asks first, naming how many answers go; Cancel keeps the score.
#[test]
fn reset_score_asks_before_it_wipes_the_score() {
    for (lang, check, reset, question, yes, no) in [
        (
            Language::English,
            "Check",
            "Reset score",
            "Reset the score of 1 answer?",
            "Reset",
            "Cancel",
        ),
        (
            Language::Chinese,
            "提交",
            "得分清零",
            "把 1 题的得分清零吗？",
            "清零",
            "取消",
        ),
    ] {
        let mut t = stone_quiz(lang);
        stone_answer(&mut t, "6", check);
        assert_eq!(asked(t.harness.state()), 1, "{lang:?}");
        click(&mut t.harness, reset);
        assert_eq!(asked(t.harness.state()), 1, "{lang:?}: one click wiped it");
        assert!(shows(&t.harness, question), "{lang:?}: no question");
        click(&mut t.harness, no);
        assert_eq!(asked(t.harness.state()), 1, "{lang:?}: Cancel");
        assert!(!shows(&t.harness, question), "{lang:?}: the question stays");
        click(&mut t.harness, reset);
        click(&mut t.harness, yes);
        assert_eq!(asked(t.harness.state()), 0, "{lang:?}: Reset");
        assert!(!shows(&t.harness, question), "{lang:?}");
    }
}

/// Student trial (stop 40): "Set: 2 of 4" beside "Cell 1 of 3" read as two counters that
/// disagree. The bar names the set and the question in it.
#[test]
fn the_set_place_names_the_set_and_the_question() {
    for (lang, check, first, second) in [
        (
            Language::English,
            "Check",
            "Set 1 · question 1 of 6",
            "Set 1 · question 2 of 6",
        ),
        (
            Language::Chinese,
            "提交",
            "第 1 组 · 第 1 题，共 6 题",
            "第 1 组 · 第 2 题，共 6 题",
        ),
    ] {
        let mut t = stone_quiz(lang);
        assert!(shows(&t.harness, first), "{lang:?}: {first}");
        stone_answer(&mut t, "6", check);
        assert!(shows(&t.harness, second), "{lang:?}: {second}");
    }
}

/// Student trial (stop 40): "Your own work in … is still set aside" stayed on every tab for
/// the whole session, in two rows. It shows on the tab whose work is aside, in one row with
/// its buttons and its ✕.
#[test]
fn the_set_aside_bar_stays_on_its_own_tab_in_one_row() {
    let dir = tempfile::tempdir().unwrap();
    let file = common::write_file(
        &dir,
        "mine.json",
        r#"{"version": 1, "game": "stone", "title": "Mine", "piles": [7, 1, 7, 1, 7]}"#,
    );
    let mut t = app_with(Some(file), Language::English);
    wait_until(&mut t.harness, 30, "solve", |a| {
        a.tab::<StoneTab>().unwrap().is_solved()
    });
    let last = t.harness.state().lesson.lessons()[0].steps.len() - 1;
    t.harness.state_mut().start_lesson(0, last);
    settle(&mut t.harness);
    click(&mut t.harness, "Try an exercise");
    wait_until(&mut t.harness, 30, "solve", |a| {
        a.tab::<StoneTab>().unwrap().is_solved()
    });
    settle(&mut t.harness);
    let aside = "Your own work in Stone game is still set aside";
    assert!(shows(&t.harness, aside), "on its own tab");
    // one row: the line, its buttons and the ✕
    let row = t
        .harness
        .query_all_by_label_contains(aside)
        .next()
        .unwrap()
        .rect();
    for label in ["Bring my work back", "Forget it", "✕"] {
        let r = t
            .harness
            .query_all_by_label(label)
            .map(|n| n.rect())
            .find(|r| r.y_range().intersects(row.y_range()));
        assert!(r.is_some(), "{label} is not on the row of {row:?}");
    }
    // another tab: not there
    let other = t
        .harness
        .state()
        .tab_index(GameKind::CatMouse)
        .expect("cat and mouse");
    t.harness.state_mut().active = other;
    settle(&mut t.harness);
    settle(&mut t.harness);
    assert!(
        !shows(&t.harness, aside),
        "on a tab whose work is not aside"
    );
    // back on its tab: there, and the ✕ closes it
    let stone = t.harness.state().tab_index(GameKind::Stone).unwrap();
    t.harness.state_mut().active = stone;
    settle(&mut t.harness);
    settle(&mut t.harness);
    assert!(shows(&t.harness, aside), "back on its own tab");
    let close = t
        .harness
        .query_all_by_label("✕")
        .find(|n| n.rect().y_range().intersects(row.y_range()))
        .expect("its ✕");
    close.click();
    settle(&mut t.harness);
    settle(&mut t.harness);
    assert!(!shows(&t.harness, aside), "dismissed");
}

/// Student trial (stop 40): the Game Lab's why of a won position answered in the quiz said
/// "A win: moving to  leaves the opponent in a lost position" (the best move is hidden until
/// Play asks it, and its name was left empty). The why names no empty position.
#[test]
fn the_game_lab_why_of_a_win_has_no_empty_position() {
    use gamedp::games::custom::Outcome;
    use gamedp::ui::custom::CustomTab;
    for (lang, empty, filled) in [
        (Language::English, "moving to  leaves", "A win: "),
        (Language::Chinese, "走到  后", "必胜："),
    ] {
        let mut t = common::quiz_app(example("custom-subtraction-1-3-4.json"), lang);
        wait_until(&mut t.harness, 60, "solve", |a| {
            a.tab::<CustomTab>().unwrap().is_solved()
        });
        settle(&mut t.harness);
        // answer the questions (right) until a won position with moves is answered
        let mut won = None;
        for _ in 0..40 {
            let tab = t.harness.state_mut().tab_mut::<CustomTab>().unwrap();
            let solved = tab.current().cloned().unwrap();
            let game = &solved.game;
            let v = tab.view_mut();
            let Some((_, q)) = v.quiz_box.questions.as_mut() else {
                settle(&mut t.harness);
                continue;
            };
            let Some(p) = q.current() else {
                break;
            };
            let outcome = game.outcome(p).unwrap();
            q.answer_outcome(game, outcome);
            if outcome == Outcome::Win && !game.moves(p).is_empty() && game.ended(p).is_none() {
                won = Some(p);
                break;
            }
            q.next(game);
            settle(&mut t.harness);
        }
        let p = won.expect("a won position asked");
        t.harness
            .state_mut()
            .tab_mut::<CustomTab>()
            .unwrap()
            .view_mut()
            .positions
            .selected = Some(p);
        settle(&mut t.harness);
        settle(&mut t.harness);
        assert!(shows(&t.harness, filled), "{lang:?}: no why of the win");
        assert!(!shows(&t.harness, empty), "{lang:?}: an empty position");
    }
}

/// Student trial (stop 40): Cat and Mouse's hint 1 read "the position's outcome is the best,
/// for the mouse, of the positions these moves reach" (too many commas).
#[test]
fn the_cat_and_mouse_hint_reads_in_one_go() {
    gamedp::i18n::set_language(Language::English);
    let hint = gamedp::i18n::fill(
        gamedp::i18n::quiz::tr().cm_hint1,
        &[("who", &"mouse"), ("from", &"1"), ("list", &"2, 3")],
    );
    assert!(
        hint.contains("is the best outcome for the mouse among the positions these moves reach"),
        "{hint}"
    );
}
