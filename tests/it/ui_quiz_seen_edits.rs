//! s1 stop 43: a scenario seen with Quiz mode off, edited in a way that changes no answer of
//! it, was scored as new. Cat and Mouse: a node no path reaches added to the graph; the Game
//! Lab: the example seen solved came back from New exercise without its comment lines. Such a
//! scenario is now the one seen (practice), in a later run too; a real change is scored.
//! Both languages.
#![cfg(feature = "gui")]

use crate::common;

use common::{settle, wait_until};
use egui_kittest::kittest::Queryable as _;
use gamedp::i18n::Language;

/// Run 1 shows `seen` (Quiz mode off, solved); run 2, in the same data folder, quizzes each
/// of `then`: `(file text, scored?)`.
fn seen_then(name: &str, seen: &str, then: &[(&str, bool)]) {
    for lang in [Language::English, Language::Chinese] {
        let dir = tempfile::tempdir().unwrap();
        let data = tempfile::tempdir().unwrap();
        let file = common::write_file(&dir, "seen.json", seen);
        let (mut h, _) = common::window_with(Some(file), lang, data.path(), false);
        wait_until(&mut h, 60, "the first solve", |a| {
            a.active_tab().status().solved
        });
        settle(&mut h);
        drop(h);
        for (k, (text, scored)) in then.iter().enumerate() {
            let file = common::write_file(&dir, &format!("then-{k}.json"), text);
            let (mut h, _) = common::window_with(Some(file), lang, data.path(), true);
            wait_until(&mut h, 60, "the quizzed solve", |a| {
                a.active_tab().status().solved
            });
            settle(&mut h);
            assert_eq!(
                h.state_mut().active_tab_mut().quiz_scored(),
                *scored,
                "{name} ({lang:?}), case {k}: {text}"
            );
        }
    }
}

#[test]
fn a_graph_with_a_node_no_path_reaches_is_the_graph_seen() {
    let game = |graph: &str| format!(r#"{{"version": 1, "game": "cat_mouse", "graph": {graph}}}"#);
    seen_then(
        "cat and mouse",
        &game("[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]"),
        &[
            // node 6, no edge: the same game
            (&game("[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3],[]]"), false),
            // nodes 6 and 7 joined to each other only
            (
                &game("[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3],[7],[6]]"),
                false,
            ),
            // node 6 joined to node 4: another game
            (
                &game("[[2,5],[3],[0,4,5],[1,4,5],[2,3,6],[0,2,3],[4]]"),
                true,
            ),
        ],
    );
}

#[test]
fn the_game_lab_rules_without_their_comments_are_the_rules_seen() {
    let game = |rules: &str| {
        let rules = serde_json::to_string(rules).unwrap();
        format!(r#"{{"version": 1, "game": "custom", "rules": {rules}}}"#)
    };
    let code = "start = 10\ndef moves(n):\n    return [n - k for k in (1, 3, 4) if n >= k]\n";
    seen_then(
        "game lab",
        &game(&format!("# take 1, 3 or 4\n\n{code}  # the end\n")),
        &[
            (&game(code), false),
            (&game(&code.replace("(1, 3, 4)", "(1, 2, 4)")), true),
        ],
    );
}

/// s1 stop 43: an exercise made in Chinese kept the title "练习" after a switch to English. Its
/// title follows the interface's language, as a bundled example's does.
#[test]
fn an_exercise_is_titled_in_the_interface_language() {
    let t = common::quiz_app(common::example("stone-877-5-3-4-5.json"), Language::Chinese);
    let mut h = t.harness;
    wait_until(&mut h, 30, "the stone solve", common::stone_solved);
    settle(&mut h);
    gamedp::i18n::set_language(Language::Chinese);
    h.get_by_label(gamedp::i18n::quiz::tr().new_exercise)
        .click();
    settle(&mut h);
    let title = |h: &egui_kittest::Harness<'static, gamedp::app::GamedpApp>| {
        let app = h.state();
        app.docs[app.active].title.clone()
    };
    assert_eq!(title(&h), "练习");
    h.state_mut().set_language(Language::English);
    settle(&mut h);
    assert_eq!(title(&h), "Exercise");
    h.state_mut().set_language(Language::Chinese);
    settle(&mut h);
    assert_eq!(title(&h), "练习");
}
