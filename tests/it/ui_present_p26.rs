//! Issue 24, brief p26: what a teacher at a projector (t1 stop 42, Problem 4) still could not
//! follow: Guess Number n = 100's strategy tree after "Show its path" showed the leaf, with the
//! root and most of the path above the room's top edge (the tree area is 300–340 px tall).
#![cfg(feature = "gui")]

use crate::common;
use crate::common::presenting::show_tree_path;
use crate::ui_present_p14::presenting;

use common::settle;
use egui_kittest::kittest::Queryable as _;
use gamedp::i18n::{Language, set_language};
use gamedp::ui::guess_number::GuessNumberTab;
use gamedp::ui::guess_number::tree_view::search_path;

const SIZES: [egui::Vec2; 2] = [egui::vec2(1024.0, 768.0), egui::vec2(1366.0, 768.0)];
const LANGS: [Language; 2] = [Language::English, Language::Chinese];

/// Item 2: after "Show its path" every node of the path, from the root to the number, is drawn
/// whole inside the diagram's visible room (the deepest path of n = 100 and the teacher's 30),
/// and the diagram's text stays legible.
#[test]
fn show_its_path_fits_the_whole_path_in_the_room() {
    let mut failures = Vec::new();
    for lang in LANGS {
        for size in SIZES {
            let mut t = presenting("guess-number-100.json", lang, size);
            let g = gamedp::i18n::guess_number::tr();
            t.harness.get_by_label(g.view_tree).click();
            settle(&mut t.harness);
            settle(&mut t.harness);
            let deepest = {
                let app = t.harness.state();
                let tab = app.tab::<GuessNumberTab>().expect("guess tab");
                let table = tab.solved().and_then(|s| s.table.as_ref()).expect("table");
                (1..=100)
                    .max_by_key(|&x| (search_path(table, x).len(), x))
                    .unwrap()
            };
            for target in [deepest, 30] {
                show_tree_path(&mut t, target, lang);
                let what = format!("{lang:?} {size:?} path to {target}");
                let app = t.harness.state();
                let tab = app.tab::<GuessNumberTab>().unwrap();
                let table = tab.solved().and_then(|s| s.table.as_ref()).unwrap();
                let path = search_path(table, target);
                assert!(path.len() >= 5, "{what}: a short path {}", path.len());
                let Some(picture) = app
                    .layout
                    .iter()
                    .find(|r| r.name == gamedp::ui::kit::layout::PICTURE)
                    .map(|r| r.rect)
                else {
                    failures.push(format!("{what}: no picture"));
                    continue;
                };
                let view = &tab.view().tree_view;
                let out: Vec<usize> = path
                    .iter()
                    .filter(|p| {
                        !view
                            .node_rect(p.lo, p.hi)
                            .is_some_and(|r| picture.expand(0.5).contains_rect(r))
                    })
                    .map(|p| p.guess)
                    .collect();
                if !out.is_empty() {
                    failures.push(format!(
                        "{what}: of the path's {} nodes, {out:?} are not whole in the room {picture:?}",
                        path.len()
                    ));
                }
                for p in crate::registry::legibility_problems(&t) {
                    if !p.contains("main picture") {
                        failures.push(format!("{what}: {p}"));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Item 1: Game Lab's graph on a projector keys its dashed edges on the legend row beside
/// win / lose / draw (the note on them was left out in presentation mode: t1 saw dashed lines
/// nobody explained), at 1024 × 768 and 1366 × 768, English and Chinese, legible.
#[test]
fn the_game_lab_graph_keys_its_dashed_edges_on_a_projector() {
    let mut failures = Vec::new();
    for lang in LANGS {
        for size in SIZES {
            let t = presenting("custom-leetcode-913.json", lang, size);
            set_language(lang);
            let key = gamedp::i18n::custom::tr().graph_back_key;
            let what = format!("{lang:?} {size:?}");
            let screen = t.harness.ctx.content_rect();
            let shown = crate::ui_present_p14::drawn_texts(&t)
                .into_iter()
                .any(|(s, r, clip)| s == key && screen.contains_rect(r) && clip.intersects(r));
            if !shown {
                failures.push(format!("{what}: no key {key:?} for the dashed edges"));
            }
            for p in crate::registry::legibility_problems(&t) {
                if !p.contains("main picture") {
                    failures.push(format!("{what}: {p}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
