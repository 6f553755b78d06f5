//! Issue 23 (s2-stop41, LEAK 1): what a why shows is shown. The why of an outcome question
//! names the winning move ("the mouse wins by moving to (2,1)") or says every move loses; the
//! why of a Guess Number cell prints every guess's cost with the least. Play asked that move,
//! and the position it reached, and scored them. They are practice now: feedback and why, not
//! scored, saying so; in English and Chinese.
#![cfg(feature = "gui")]

use crate::common;

use common::{app_with, example, settle, wait_until};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gamedp::app::GamedpApp;
use gamedp::games::GameKind;
use gamedp::i18n::Language;
use gamedp::i18n::quiz::tr as quiz_tr;
use gamedp::ui::kit::quiz::Feedback;

fn click(h: &mut Harness<'static, GamedpApp>, label: &str) {
    h.get_by_label(label).click();
    settle(h);
}

/// The words of a feedback in the current language.
fn words(fb: &Feedback) -> String {
    match fb {
        Feedback::Right => quiz_tr().right.to_string(),
        Feedback::RightWhy(t) | Feedback::RightLate { why: t, .. } => t.get().to_string(),
        Feedback::Wrong(t) | Feedback::Hint(t) | Feedback::Refused(t) => t.get().to_string(),
        Feedback::RefusedKeeping(t, _) => t.get().to_string(),
    }
}

/// `file` loaded, Quiz mode on, Play opened past its gate (the gate's question committed by its
/// hints: its why shown).
fn play(file: Option<std::path::PathBuf>, kind: GameKind) -> common::TestApp {
    let mut t = app_with(file, Language::English);
    let idx = t.harness.state().tab_index(kind).unwrap();
    t.harness.state_mut().active = idx;
    settle(&mut t.harness);
    wait_until(&mut t.harness, 30, "solve", |a| a.tabs[idx].status().solved);
    settle(&mut t.harness);
    click(&mut t.harness, "Quiz mode");
    t.harness.query_all_by_label("Play").next().unwrap().click();
    settle(&mut t.harness);
    settle(&mut t.harness);
    common::quiz_play::pass_play_gate(&mut t.harness, kind);
    t
}

/// 1728: the start's why says "the mouse wins by moving to …": Play's first move there, and
/// the question of the position it reaches, are practice.
#[test]
fn cat_mouse_ii_the_move_a_why_named_and_where_it_leads_are_practice() {
    use gamedp::games::cat_mouse_ii::Turn;
    use gamedp::quiz::outcome::cat_mouse_ii::{Reason, reason, winner};
    use gamedp::ui::cat_mouse_ii::CatMouseIITab;
    for lang in [Language::English, Language::Chinese] {
        let mut t = play(
            example("cat-mouse-ii-leetcode-1.json"),
            GameKind::CatMouseII,
        );
        if lang == Language::Chinese {
            click(&mut t.harness, "简体中文");
        }
        let h = &mut t.harness;
        let tab = h.state_mut().tab_mut::<CatMouseIITab>().unwrap();
        let solved = tab.solved().cloned().unwrap();
        let sol = &solved.solution;
        let start = sol.start();
        let Some(Reason::Wins { to, .. }) = reason(sol, start) else {
            panic!("the mouse wins the start");
        };
        let v = tab.view_mut();
        assert!(
            v.quiz_view.is_committed(&solved, start),
            "the gate's question"
        );
        v.play.side = Turn::Mouse;
        v.play.new_game(&solved);
        let before = v.quiz.score();
        assert!(v.play.quiz_play(&mut v.quiz, &v.quiz_view, &solved, to));
        let reached = v
            .play
            .asked_position(&v.quiz_view, &solved)
            .expect("the position reached is asked");
        let w = winner(sol.value(reached).unwrap());
        v.play
            .quiz_ask_pick(&mut v.quiz, &mut v.quiz_view, &solved, w);
        let after = v.quiz.score();
        assert_eq!(
            (after.right, after.asked),
            (before.right, before.asked),
            "{lang:?}: the move the start's why named, or the position after it, was scored"
        );
        let asked = words(v.play.quiz_verdict.ask_feedback.as_ref().unwrap());
        assert!(
            asked.contains(quiz_tr().shown_not_scored),
            "{lang:?}: the position's answer: {asked}"
        );
        let verdict = words(v.play.quiz_feedback.as_ref().unwrap());
        assert!(
            verdict.contains(quiz_tr().play_shown_right),
            "{lang:?}: the move's verdict: {verdict}"
        );
    }
}

/// 913 (a graph where the mouse wins by moving to 3, and loses moving to 4): the start's why
/// names the move; Play's move to 3 is practice.
#[test]
fn cat_mouse_the_move_a_why_named_is_practice() {
    use gamedp::games::cat_mouse::Position;
    use gamedp::quiz::outcome::cat_mouse::{Reason, reason};
    use gamedp::ui::cat_mouse::CatMouseTab;
    let dir = tempfile::tempdir().unwrap();
    let file = common::write_file(
        &dir,
        "cm.json",
        r#"{"version": 1, "game": "cat_mouse", "graph": [[3], [3, 4], [4], [0, 1], [1, 2]]}"#,
    );
    for lang in [Language::English, Language::Chinese] {
        let mut t = play(Some(file.clone()), GameKind::CatMouse);
        if lang == Language::Chinese {
            click(&mut t.harness, "简体中文");
        }
        let h = &mut t.harness;
        let tab = h.state_mut().tab_mut::<CatMouseTab>().unwrap();
        let solved = tab.solved().cloned().unwrap();
        let sol = &solved.solution;
        let Some(Reason::Wins { to, .. }) = reason(sol, Position::START) else {
            panic!("the mouse wins the start");
        };
        assert_eq!(to, 3);
        let v = tab.view_mut();
        let graph = sol.graph().clone();
        v.play.user = gamedp::games::cat_mouse::Turn::Mouse;
        v.play.new_game(&graph);
        let before = v.quiz.score();
        assert!(v.play.quiz_move(&mut v.quiz, &v.quiz_view, &solved, to));
        common::quiz_play::answer_play_question(v, &solved, 0);
        let after = v.quiz.score();
        assert_eq!(
            (after.right, after.asked),
            (before.right, before.asked),
            "{lang:?}: the move the start's why named was scored"
        );
        let verdict = words(v.play.quiz_feedback.as_ref().unwrap());
        assert!(
            verdict.contains(quiz_tr().play_shown_right),
            "{lang:?}: the move's verdict: {verdict}"
        );
    }
}

/// Guess Number: the why of dp[1][n] prints every guess's cost ("8 + max(10, 10)") with the
/// least: Play's best first guess on 1..n is shown, and is practice.
#[test]
fn guess_number_a_guess_a_why_printed_is_practice() {
    use gamedp::ui::guess_number::GuessNumberTab;
    for lang in [Language::English, Language::Chinese] {
        let mut t = play(example("guess-number-10.json"), GameKind::GuessNumber);
        if lang == Language::Chinese {
            click(&mut t.harness, "简体中文");
        }
        let h = &mut t.harness;
        let tab = h.state_mut().tab_mut::<GuessNumberTab>().unwrap();
        let table = tab.solved().and_then(|s| s.table.clone()).unwrap();
        tab.view_mut().play_view.new_game(&table);
        settle(h);
        let tab = h.state_mut().tab_mut::<GuessNumberTab>().unwrap();
        let v = tab.view_mut();
        let n = 10;
        let best = table.best_guess(1, n).unwrap();
        let before = v.quiz.score();
        v.play_view.quiz_guess(&mut v.quiz, &table, best);
        let after = v.quiz.score();
        assert_eq!(
            (after.right, after.asked),
            (before.right, before.asked),
            "{lang:?}: the best guess the why of dp[1][{n}] printed was scored"
        );
        let verdict = words(v.play_view.quiz_feedback.as_ref().unwrap());
        // it names the why (s1, s2 stop 42b: "an earlier why" did not say which)
        let named = gamedp::i18n::fill(quiz_tr().play_shown_right_in, &[("name", &"dp[1][10]")]);
        assert!(
            verdict.contains(&named),
            "{lang:?}: the guess's verdict: {verdict}"
        );
    }
}
