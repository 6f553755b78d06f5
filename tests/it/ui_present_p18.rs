//! Issue 24, brief p18: what a teacher at a projector (presentation mode, 1024 × 768 and
//! 1366 × 768, English and Chinese) still hit: Guess Number n = 100's strategy tree blank after
//! "Expand all" or "Show its path", a lesson's Chinese broken inside a word or a cell, and
//! Help › Lessons past the window's foot.
#![cfg(feature = "gui")]

use crate::common;
use crate::common::presenting::show_tree_path;
use crate::ui_present_p14::presenting;

use common::settle;
use egui_kittest::kittest::NodeT as _;
use egui_kittest::kittest::Queryable as _;
use gamedp::i18n::{Language, set_language};
use gamedp::ui::guess_number::GuessNumberTab;
use gamedp::ui::guess_number::diagram::{DIAGRAM_MAX_NODES, visible_nodes};

const SIZES: [egui::Vec2; 2] = [egui::vec2(1024.0, 768.0), egui::vec2(1366.0, 768.0)];
const LANGS: [Language; 2] = [Language::English, Language::Chinese];

/// How many of the diagram's nodes the last frame drew inside the diagram's visible rectangle
/// (the picture's room), and how many there are.
fn nodes_in_view(t: &common::TestApp) -> (usize, usize) {
    let app = t.harness.state();
    let Some(picture) = app
        .layout
        .iter()
        .find(|r| r.name == gamedp::ui::kit::layout::PICTURE)
        .map(|r| r.rect)
    else {
        return (0, 0);
    };
    let tab = app.tab::<GuessNumberTab>().expect("guess tab");
    let table = tab.solved().and_then(|s| s.table.as_ref()).expect("table");
    let view = &tab.view().tree_view;
    let nodes = visible_nodes(view, table, DIAGRAM_MAX_NODES).unwrap_or_default();
    let seen = nodes
        .iter()
        .filter_map(|n| view.node_center(n.lo, n.hi))
        .filter(|c| picture.contains(*c))
        .count();
    (seen, nodes.len())
}

/// Item 1: after "Expand all" and after "Show its path" the diagram of n = 100 shows nodes
/// (the room was blank: the tree's nodes stood far to the right, found only by scrolling).
#[test]
fn the_strategy_tree_of_100_shows_nodes_after_expand_all_and_show_path() {
    let mut failures = Vec::new();
    for lang in LANGS {
        for size in SIZES {
            let what = format!("{lang:?} {size:?}");
            let mut t = presenting("guess-number-100.json", lang, size);
            set_language(lang);
            let g = gamedp::i18n::guess_number::tr();
            t.harness.get_by_label(g.view_tree).click();
            settle(&mut t.harness);
            settle(&mut t.harness);
            for button in [g.expand_all, g.collapse_all, g.expand_all] {
                set_language(lang);
                t.harness.get_by_label(button).click();
                settle(&mut t.harness);
                settle(&mut t.harness);
                let (seen, all) = nodes_in_view(&t);
                if seen == 0 {
                    failures.push(format!(
                        "{what}: after {button:?} none of the {all} nodes in view"
                    ));
                }
            }
            // the path to a small number, from a closed tree: the number's node is in view
            set_language(lang);
            t.harness.get_by_label(g.collapse_all).click();
            settle(&mut t.harness);
            let target = 3;
            show_tree_path(&mut t, target, lang);
            let (seen, all) = nodes_in_view(&t);
            if seen == 0 {
                failures.push(format!(
                    "{what}: after Show its path none of the {all} nodes in view"
                ));
            }
            let app = t.harness.state();
            let tab = app.tab::<GuessNumberTab>().unwrap();
            let table = tab.solved().and_then(|s| s.table.as_ref()).unwrap();
            let path = gamedp::ui::guess_number::tree_view::search_path(table, target);
            let picture = app
                .layout
                .iter()
                .find(|r| r.name == gamedp::ui::kit::layout::PICTURE)
                .map(|r| r.rect);
            let end = path.last().expect("a path");
            if let Some(picture) = picture
                && !tab
                    .view()
                    .tree_view
                    .node_center(end.lo, end.hi)
                    .is_some_and(|c| picture.contains(c))
            {
                failures.push(format!(
                    "{what}: the guess of {target} at the path's end is not in view"
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A text the last frame drew: its galley, where, and the clip it was drawn in.
struct Drawn {
    galley: std::sync::Arc<egui::Galley>,
    pos: egui::Pos2,
    clip: egui::Rect,
}

fn drawn(t: &common::TestApp) -> Vec<Drawn> {
    fn walk(shape: &egui::Shape, clip: egui::Rect, out: &mut Vec<Drawn>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, clip, out)),
            egui::Shape::Text(text) if !text.galley.text().trim().is_empty() => {
                out.push(Drawn {
                    galley: text.galley.clone(),
                    pos: text.pos,
                    clip,
                });
            }
            _ => {}
        }
    }
    let output = t.harness.output();
    let screen = t.harness.ctx.content_rect();
    let mut out = Vec::new();
    for clipped in &output.shapes {
        walk(
            &clipped.shape,
            clipped.clip_rect.intersect(screen),
            &mut out,
        );
    }
    out
}

/// Item 2: a lesson's Chinese text in the lesson bar breaks only where a word ends, and keeps
/// a cell "(0, 4)" whole (the projector showed "(0,⏎4)" and "原⏎地不动"): every row break is
/// one of `cjk_wrap`'s, none egui's own between two Hanzi.
#[test]
fn a_lesson_breaks_chinese_between_words() {
    let mut failures = Vec::new();
    let lessons = gamedp::lessons::all().expect("the lessons parse");
    let l = lessons
        .iter()
        .position(|l| l.id == "cat-and-mouse-ii")
        .expect("lesson 8");
    let steps: Vec<usize> = lessons[l]
        .steps
        .iter()
        .enumerate()
        .filter(|(_, s)| s.text.zh.contains("(0, 4)") || s.text.zh.contains("原地不动"))
        .map(|(k, _)| k)
        .collect();
    assert!(!steps.is_empty());
    for size in SIZES {
        for &k in &steps {
            let lang = Language::Chinese;
            let mut t = presenting("cat-mouse-ii-leetcode-1.json", lang, size);
            t.harness.state_mut().start_lesson(l, k);
            for _ in 0..3 {
                settle(&mut t.harness);
            }
            let text = lessons[l].steps[k].text.zh.trim().to_string();
            let head: String = text.chars().take(10).collect();
            let texts = drawn(&t);
            let Some(shown) = texts
                .iter()
                .find(|d| d.galley.text().replace('\n', "").starts_with(&head))
            else {
                failures.push(format!("{size:?} step {}: the text is not drawn", k + 1));
                continue;
            };
            let rows = &shown.galley.rows;
            if rows.len() < 2 {
                failures.push(format!("{size:?} step {}: one row only", k + 1));
            }
            for (n, row) in rows.iter().enumerate() {
                let line = row.text();
                if n + 1 < rows.len() && !row.ends_with_newline {
                    failures.push(format!(
                        "{size:?} step {}: egui broke the row {line:?}",
                        k + 1
                    ));
                }
                if line.ends_with("(0,") || line.starts_with("4)") || line.ends_with('原') {
                    failures.push(format!("{size:?} step {}: row {line:?}", k + 1));
                }
            }
            let _ = shown.pos;
            let _ = shown.clip;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Issue 24 (t1, stop 41): in presentation mode Help › Lessons is wide enough that every lesson
/// title stands on one row at 1366 × 768 and 1024 × 768, in both languages (the dialog was 520
/// points wide on any screen and cut lesson 6's title in half).
#[test]
fn the_lessons_dialog_gives_each_title_one_row_when_presenting() {
    let mut failures = Vec::new();
    for size in [egui::vec2(1366.0, 768.0), egui::vec2(1024.0, 768.0)] {
        for lang in LANGS {
            let mut t = presenting("guess-number-100.json", lang, size);
            t.harness.state_mut().open_lessons();
            for _ in 0..3 {
                settle(&mut t.harness);
            }
            set_language(lang);
            let number = t.harness.get_by_label("1.").rect();
            let titles: Vec<String> = t
                .harness
                .state()
                .lesson
                .lessons()
                .iter()
                .map(|l| l.title.get(lang).to_owned())
                .collect();
            for title in titles {
                // (Chinese is broken into rows with "\n" before egui sees it)
                let prefix: String = title.chars().take(4).collect();
                let Some(node) = t.harness.query_all_by_label_contains(&prefix).find(|n| {
                    let node = n.accesskit_node();
                    node.label().or(node.value()).is_some_and(|l| {
                        let flat = |s: &str| s.split_whitespace().collect::<String>();
                        flat(&l) == flat(&title)
                    })
                }) else {
                    failures.push(format!("{lang:?} {size:?}: {title} not listed"));
                    continue;
                };
                let rect = node.rect();
                if rect.height() > number.height() * 1.5 {
                    failures.push(format!(
                        "{lang:?} {size:?}: {title} wraps ({:.0} tall, a row is {:.0})",
                        rect.height(),
                        number.height()
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Item 4: Help › Lessons at 1024 × 768 fits under the window, its Close button in view, in
/// both languages, presentation mode on and off (it filled the screen and ran past its foot).
#[test]
fn the_lessons_dialog_fits_the_window() {
    let mut failures = Vec::new();
    let size = egui::vec2(1024.0, 768.0);
    for present in [true, false] {
        for lang in LANGS {
            let what = format!("{lang:?} presentation {present}");
            let mut t = presenting("guess-number-100.json", lang, size);
            if !present {
                let ctx = t.harness.ctx.clone();
                t.harness.state_mut().set_presentation(&ctx, false);
                settle(&mut t.harness);
            }
            t.harness.state_mut().open_lessons();
            for _ in 0..3 {
                settle(&mut t.harness);
            }
            set_language(lang);
            let l = gamedp::i18n::lessons::tr();
            let close = t.harness.get_by_label(l.close).rect();
            let title = t.harness.get_by_label(l.title).rect();
            if close.bottom() > size.y - 4.0 {
                failures.push(format!(
                    "{what}: Close at {:.0}..{:.0}, past the window's foot",
                    close.top(),
                    close.bottom()
                ));
            }
            if title.top() < 0.0 {
                failures.push(format!("{what}: the title above the window"));
            }
            // the dialog no taller than the window leaves below its top
            if close.bottom() - title.top() > size.y - 40.0 {
                failures.push(format!(
                    "{what}: the dialog is {:.0} tall",
                    close.bottom() - title.top()
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Brief p23 item 1: Guess Number's DP table for n = 100 on a projector has no numbers in its
/// cells; it says on screen how to read a value, and the cell pointed at is read in a line
/// everyone sees ("dp[1][100] = 400, best first guess 74"), not only in a tooltip.
#[test]
fn a_table_without_numbers_reads_the_cell_pointed_at() {
    let mut t = common::app_with(common::example("guess-number-100.json"), Language::English);
    let ctx = t.harness.ctx.clone();
    t.harness.state_mut().set_presentation(&ctx, true);
    t.harness.set_size(egui::vec2(1366.0, 768.0));
    common::wait_until(&mut t.harness, 120, "solve", |app| {
        app.tabs[app.active].status().solved
    });
    common::settle(&mut t.harness);
    assert!(
        t.harness
            .query_all_by_label_contains("Point at a cell")
            .next()
            .is_some(),
        "no hint how to read a value"
    );
    let at = t
        .harness
        .state()
        .tab::<GuessNumberTab>()
        .unwrap()
        .view()
        .table_view
        .cell_center(1, 100)
        .expect("the table is drawn");
    t.harness.hover_at(at);
    common::settle(&mut t.harness);
    common::settle(&mut t.harness);
    let line = t
        .harness
        .query_all_by_label_contains("dp[1][100] = 400, best first guess")
        .next()
        .map(|n| n.rect());
    let Some(rect) = line else {
        panic!("the cell pointed at is not read in a line");
    };
    // the line stands above the table, not in a tooltip by the pointer
    assert!(rect.bottom() < at.y, "{rect:?} is not above the table");
}
