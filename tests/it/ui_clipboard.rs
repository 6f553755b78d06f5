//! The clipboard (issue 24): every Copy button of a paste box hands its text to egui's clipboard
//! output (`OutputCommand::CopyText`, which eframe's `clipboard` feature puts on the system
//! clipboard), and every paste box takes a Ctrl+V (`Event::Paste`, which eframe makes from the
//! system clipboard's text). Edit › Copy table is checked in `ui_app`; `.ci/clipboard-check`
//! does the round trip through the real X clipboard.
#![cfg(feature = "gui")]

use crate::common;

use common::{app_with, example, settle, wait_until};
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gamedp::app::GamedpApp;
use gamedp::i18n::Language;
use gamedp::ui::cat_mouse::CatMouseTab;
use gamedp::ui::cat_mouse_ii::CatMouseIITab;
use gamedp::ui::stone::StoneTab;

/// Click the button `label` and return the text that a following frame hands to the clipboard.
fn copied_by(h: &mut Harness<'static, GamedpApp>, label: &str) -> String {
    common::click_in_view(h, label);
    for _ in 0..10 {
        h.step();
        let copied = h
            .output()
            .platform_output
            .commands
            .iter()
            .find_map(|c| match c {
                egui::OutputCommand::CopyText(s) => Some(s.clone()),
                _ => None,
            });
        if let Some(text) = copied {
            return text;
        }
    }
    panic!("{label}: nothing was handed to the clipboard");
}

/// Ctrl+A, then Ctrl+V of `text` in the focused field, as eframe delivers a paste.
fn paste(h: &mut Harness<'static, GamedpApp>, text: &str) {
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.event(egui::Event::Paste(text.to_string()));
    settle(h);
}

#[test]
fn stone_copy_the_row_and_paste_a_leetcode_array() {
    let stone = |app: &GamedpApp| app.tab::<StoneTab>().unwrap().piles().to_vec();
    let mut t = app_with(None, Language::English);
    wait_until(&mut t.harness, 20, "solve", common::stone_solved);
    assert_eq!(copied_by(&mut t.harness, "Copy the row"), "[3,9,1,2]");
    t.harness.get_by_label("Array:").focus();
    settle(&mut t.harness);
    paste(&mut t.harness, "[5, -2, 7]");
    common::click_in_view(&mut t.harness, "Use this row");
    settle(&mut t.harness);
    assert_eq!(stone(t.harness.state()), [5, -2, 7]);
    assert_eq!(copied_by(&mut t.harness, "Copy the row"), "[5,-2,7]");
}

#[test]
fn cat_and_mouse_copy_both_forms_and_paste_a_leetcode_list() {
    let cm = |app: &GamedpApp| app.tab::<CatMouseTab>().unwrap().draft().adj.clone();
    let mut t = app_with(
        example("cat-mouse-leetcode-example-2.json"),
        Language::English,
    );
    wait_until(&mut t.harness, 30, "solve", |app| {
        app.tab::<CatMouseTab>().unwrap().is_solved()
    });
    settle(&mut t.harness);
    assert_eq!(
        copied_by(&mut t.harness, "Copy as LeetCode list"),
        "[[1,3],[0],[3],[0,2]]"
    );
    assert_eq!(
        copied_by(&mut t.harness, "Copy as edge list"),
        "0 1\n0 3\n2 3\n"
    );
    t.harness.get_by_label("Graph text:").focus();
    settle(&mut t.harness);
    paste(&mut t.harness, "[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]");
    common::click_in_view(&mut t.harness, "Use as LeetCode list");
    settle(&mut t.harness);
    assert_eq!(
        cm(t.harness.state()),
        vec![
            vec![2, 5],
            vec![3],
            vec![0, 4, 5],
            vec![1, 4, 5],
            vec![2, 3],
            vec![0, 2, 3]
        ]
    );
}

#[test]
fn cat_and_mouse_ii_copy_and_paste_a_leetcode_grid() {
    let tab = |app: &GamedpApp| app.tab::<CatMouseIITab>().unwrap().draft().clone();
    let mut t = app_with(example("cat-mouse-ii-leetcode-1.json"), Language::English);
    wait_until(&mut t.harness, 30, "solve", |app| {
        app.tab::<CatMouseIITab>().unwrap().is_solved()
    });
    settle(&mut t.harness);
    common::click_in_view(&mut t.harness, "Paste or copy (LeetCode form)");
    settle(&mut t.harness);
    assert_eq!(
        copied_by(&mut t.harness, "Copy as LeetCode grid"),
        r#####"["####F","#C...","M...."]"#####
    );
    let fields: Vec<_> = t
        .harness
        .query_all_by_role(Role::MultilineTextInput)
        .collect();
    assert_eq!(fields.len(), 1, "the paste box is the one multiline field");
    fields[0].focus();
    settle(&mut t.harness);
    paste(
        &mut t.harness,
        r#"grid = ["C...#","...#F","....#","M...."], catJump = 2, mouseJump = 5"#,
    );
    common::click_in_view(&mut t.harness, "Use pasted grid");
    settle(&mut t.harness);
    let d = tab(t.harness.state());
    assert_eq!(d.rows, vec!["C...#", "...#F", "....#", "M...."]);
    assert_eq!((d.cat_jump, d.mouse_jump), (2, 5));
}
