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

#[test]
fn cat_mouse_asks_reachable_positions_first_and_says_when_one_cannot_arise() {
    for lang in [Language::English, Language::Chinese] {
        let mut t = quiz_app(example("cat-mouse-leetcode-example-1.json"), lang);
        let idx = t.harness.state().tab_index(GameKind::CatMouse).unwrap();
        wait_until(&mut t.harness, 30, "solve", |a: &GamedpApp| {
            a.tabs[idx].status().solved
        });
        settle(&mut t.harness);
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
