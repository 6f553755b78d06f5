//! Cat and Mouse (913) outcome quiz (brief q30): a student was asked positions no game from
//! the start can reach (the mouse beside the hole, the cat far away). The quiz asks the
//! positions that can arise from the start first, and a position that cannot says so in one
//! line. English and Chinese.
#![cfg(feature = "gui")]

use crate::common;

use common::{example, quiz_app, settle, shows, wait_until};
use gamedp::app::GamedpApp;
use gamedp::games::GameKind;
use gamedp::i18n::quiz::tr as quiz_tr;
use gamedp::i18n::{Language, set_language};
use gamedp::quiz::outcome::cat_mouse::{candidates, is_reachable};
use gamedp::ui::cat_mouse::CatMouseTab;

/// LeetCode 913's example 1 in Quiz mode, solved.
fn example_one_quiz(lang: Language) -> common::TestApp {
    let mut t = quiz_app(example("cat-mouse-leetcode-example-1.json"), lang);
    let idx = t.harness.state().tab_index(GameKind::CatMouse).unwrap();
    wait_until(&mut t.harness, 30, "solve", |a: &GamedpApp| {
        a.tabs[idx].status().solved
    });
    settle(&mut t.harness);
    t
}

#[test]
fn cat_mouse_asks_reachable_positions_first_and_says_when_one_cannot_arise() {
    for lang in [Language::English, Language::Chinese] {
        let mut t = example_one_quiz(lang);
        let tab = t.harness.state_mut().tab_mut::<CatMouseTab>().unwrap();
        let solved = tab.solved().cloned().unwrap();
        let sol = &solved.solution;
        let reach = sol.reachable_from_start();
        let all = candidates(sol);
        let arise = all
            .iter()
            .filter(|p| is_reachable(sol, &reach, **p))
            .count();
        assert!(arise > 1 && arise < all.len(), "{arise} of {}", all.len());
        let mut seen_other = false;
        let mut notes = 0;
        for k in 0..all.len() {
            let tab = t.harness.state_mut().tab_mut::<CatMouseTab>().unwrap();
            let v = tab.view_mut();
            if k > 0 {
                v.quiz_view.next_question(&solved);
            }
            let pos = v.quiz_view.position.expect("a question");
            let can = is_reachable(sol, &reach, pos);
            assert!(
                !(can && seen_other),
                "{lang:?}: {pos} can arise but came after one that cannot"
            );
            seen_other |= !can;
            settle(&mut t.harness);
            set_language(lang);
            let note = shows(&t.harness, quiz_tr().cannot_arise);
            assert_eq!(
                note, !can,
                "{lang:?}: question {k}, {pos}: the note shown: {note}"
            );
            notes += usize::from(note);
        }
        assert_eq!(
            notes,
            all.len() - arise,
            "{lang:?}: every other position says so"
        );
    }
}

/// s1, s2 stop 42b: a 7-node graph's outcome quiz was one set of 55 to 60 questions, too long a
/// sitting. A set holds at most `SET_MAX` (15) questions, the rest in the next sets; the set's
/// size stays fixed as its questions are answered ("1 of 55" went to "2 of 54" on 50777f3).
/// Both languages.
#[test]
fn cat_mouse_sets_hold_at_most_fifteen_questions_and_keep_their_size() {
    for lang in [Language::English, Language::Chinese] {
        let mut t = example_one_quiz(lang);
        let tab = t.harness.state().tab::<CatMouseTab>().unwrap();
        let solved = tab.solved().cloned().unwrap();
        let total = candidates(&solved.solution).len();
        assert!(total > 15, "the example asks {total} questions");
        let (k, size) = tab.view().quiz.tally.set_place().expect("a set under way");
        assert_eq!(k, 1, "{lang:?}");
        assert!(size <= 15, "{lang:?}: a set of {size} of {total} questions");
        set_language(lang);
        let line = gamedp::i18n::fill(quiz_tr().set_place, &[("s", &1), ("k", &1), ("n", &size)]);
        assert!(shows(&t.harness, &line), "{lang:?}: {line}");
        // answer three questions right: the place moves on, the size stays
        for _ in 0..3 {
            let tab = t.harness.state_mut().tab_mut::<CatMouseTab>().unwrap();
            let v = tab.view_mut();
            let pos = v.quiz_view.position.expect("a question");
            let right = solved.solution.outcome(pos).unwrap();
            v.quiz_view.pick(&mut v.quiz, &solved, right);
            v.quiz_view.next_question_fresh(&solved, &v.quiz);
            settle(&mut t.harness);
            let (k, n) = t
                .harness
                .state()
                .tab::<CatMouseTab>()
                .unwrap()
                .view()
                .quiz
                .tally
                .set_place()
                .expect("the set under way");
            assert!(k > 1, "{lang:?}: the place moved on");
            assert_eq!(n, size, "{lang:?}: the set keeps its size");
        }
    }
}
