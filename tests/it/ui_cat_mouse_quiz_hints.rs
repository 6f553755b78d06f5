//! Cat and Mouse (913) and Cat and Mouse II (1728) outcome quiz, hint 2 on the first question
//! (issue 23): the start's moves all reach open questions; hint 2 said "3 → not answered yet"
//! for every move. It now names each position the moves reach and the rule that decides the
//! outcome from them, without giving an outcome that is an open question. English and Chinese.
#![cfg(feature = "gui")]

use crate::common;

use common::{app_with, example, wait_until};
use gamedp::app::GamedpApp;
use gamedp::games::GameKind;
use gamedp::i18n::quiz::tr as quiz_tr;
use gamedp::i18n::{Language, fill, set_language};
use gamedp::ui::kit::quiz::Feedback;

/// The text of a hint in `lang`.
fn hint_in(fb: &Feedback, lang: Language) -> String {
    let Feedback::Hint(both) = fb else {
        panic!("not a hint: {fb:?}");
    };
    set_language(lang);
    let text = both.get().to_string();
    set_language(Language::English);
    text
}

fn solved_app(file: &str, kind: GameKind) -> common::TestApp {
    let mut t = app_with(example(file), Language::English);
    let idx = t.harness.state().tab_index(kind).unwrap();
    wait_until(&mut t.harness, 30, "solve", |a: &GamedpApp| {
        a.tabs[idx].status().solved
    });
    t
}

#[test]
fn cat_mouse_hint_2_on_the_first_question_names_the_positions_and_the_rule() {
    use gamedp::games::cat_mouse::{Position, Turn};
    use gamedp::ui::cat_mouse::CatMouseTab;
    let mut t = solved_app("cat-mouse-leetcode-example-1.json", GameKind::CatMouse);
    let tab = t.harness.state_mut().tab_mut::<CatMouseTab>().unwrap();
    let solved = tab.solved().cloned().unwrap();
    let v = tab.view_mut();
    v.quiz.on = true;
    v.quiz_view.next_question(&solved);
    assert_eq!(
        v.quiz_view.position,
        Some(Position::START),
        "the start first"
    );
    v.quiz_view.hint(&mut v.quiz, &solved);
    v.quiz_view.hint(&mut v.quiz, &solved);
    let fb = v.quiz_view.feedback.clone().expect("hint 2");
    let moves = solved.solution.moves(Position::START);
    assert!(!moves.is_empty());
    for lang in [Language::English, Language::Chinese] {
        let text = hint_in(&fb, lang);
        set_language(lang);
        let q = quiz_tr();
        let rule = fill(
            q.cm_hint2_rule,
            &[("who", &q.the_mouse), ("other", &q.the_cat)],
        );
        assert!(text.contains(&rule), "{lang:?}: the rule in {text:?}");
        for m in &moves {
            let at = fill(
                q.start_position,
                &[
                    ("m", &m.position.mouse),
                    ("c", &m.position.cat),
                    ("who", &q.the_cat),
                ],
            );
            assert_eq!(m.position.turn, Turn::Cat);
            assert!(text.contains(&at), "{lang:?}: {at:?} in {text:?}");
        }
        // no outcome of an open position (the moves of the start all reach one)
        let positions = text.replace(&rule, "");
        for word in [q.mouse_wins, q.cat_wins, q.draw] {
            assert!(!positions.contains(word), "{lang:?}: {word:?} in {text:?}");
        }
        assert!(
            !text.contains(&format!("→ {}", q.not_answered_yet)),
            "{text:?}"
        );
        set_language(Language::English);
    }
}

#[test]
fn cat_mouse_ii_hint_2_on_the_first_question_names_the_positions_and_the_rule() {
    use gamedp::ui::cat_mouse_ii::CatMouseIITab;
    let mut t = solved_app("cat-mouse-ii-leetcode-1.json", GameKind::CatMouseII);
    let tab = t.harness.state_mut().tab_mut::<CatMouseIITab>().unwrap();
    let solved = tab.solved().cloned().unwrap();
    let v = tab.view_mut();
    v.quiz.on = true;
    let start = solved.solution.start();
    v.quiz_view.ask(&solved, start);
    v.quiz_view.hint(&mut v.quiz, &solved);
    v.quiz_view.hint(&mut v.quiz, &solved);
    let fb = v.quiz_view.feedback.clone().expect("hint 2");
    for lang in [Language::English, Language::Chinese] {
        let text = hint_in(&fb, lang);
        set_language(lang);
        let q = quiz_tr();
        let who = gamedp::i18n::cat_mouse_ii::tr();
        let rule = fill(
            q.cm2_hint2_rule,
            &[("who", &who.mouse), ("other", &who.cat)],
        );
        assert!(text.contains(&rule), "{lang:?}: the rule in {text:?}");
        assert!(text.contains(q.cm_hint2_open), "{lang:?}: {text:?}");
        assert!(
            !text.contains(&format!("→ {}", q.not_answered_yet)),
            "{text:?}"
        );
        set_language(Language::English);
    }
}

/// s2 stop 42b, Other 4: a position's answer said "the cat wins in 5" (猫 5 步获胜) while the
/// parent's hint 2 put "(the cat wins in 6)" beside it: the count of the move, made from the
/// parent. Hint 2 says it counts from here ("…in 6 moves from here" / "从这里算起猫 6 步获胜").
/// Both languages.
#[test]
fn cat_mouse_ii_hint_2_counts_the_moves_from_here() {
    use gamedp::games::cat_mouse_ii::{Position, Turn, Value};
    use gamedp::ui::cat_mouse_ii::CatMouseIITab;
    let mut t = solved_app("cat-mouse-ii-leetcode-1.json", GameKind::CatMouseII);
    let tab = t.harness.state_mut().tab_mut::<CatMouseIITab>().unwrap();
    let solved = tab.solved().cloned().unwrap();
    let sol = &solved.solution;
    let cells = sol.grid().cells();
    // a position with a move that does not end the game, to a position won in 2 or more
    let (pos, mv) = (0..cells)
        .flat_map(|m| (0..cells).map(move |c| (m, c)))
        .flat_map(|(m, c)| {
            [Turn::Mouse, Turn::Cat].map(|turn| Position {
                mouse: m as _,
                cat: c as _,
                turn,
            })
        })
        .filter(|&p| p.mouse != p.cat && sol.value(p).is_some())
        .find_map(|p| {
            sol.moves(p)
                .into_iter()
                .find(|mv| {
                    mv.ending.is_none()
                        && matches!(
                            sol.value(mv.after),
                            Some(Value::MouseWins(2..) | Value::CatWins(2..))
                        )
                })
                .map(|mv| (p, mv))
        })
        .expect("a move to a position won in 2 or more");
    let (own, mouse) = match sol.value(mv.after).unwrap() {
        Value::MouseWins(n) => (n, true),
        Value::CatWins(n) => (n, false),
        Value::Endless => unreachable!(),
    };
    let v = tab.view_mut();
    v.quiz.on = true;
    // the position the move reaches is answered: hint 2 gives its count
    v.quiz_view.committed.insert(solved.rev, mv.after);
    v.quiz_view.ask(&solved, pos);
    v.quiz_view.hint(&mut v.quiz, &solved);
    v.quiz_view.hint(&mut v.quiz, &solved);
    let fb = v.quiz_view.feedback.clone().expect("hint 2");
    let from_here = own + 1;
    let (en, zh) = if mouse {
        (
            format!("the mouse wins in {from_here} moves from here"),
            format!("从这里算起老鼠 {from_here} 步获胜"),
        )
    } else {
        (
            format!("the cat wins in {from_here} moves from here"),
            format!("从这里算起猫 {from_here} 步获胜"),
        )
    };
    for (lang, here) in [(Language::English, en), (Language::Chinese, zh)] {
        let text = hint_in(&fb, lang);
        assert!(text.contains(&here), "{lang:?}: {here:?} in {text:?}");
    }
}
