//! Issue 24, brief p29: presentation mode read from the back row (t1 stop 44). Guess Number
//! Play's hundred number tiles had 13 px digits at 1024 × 768 and 9 px beside the side panel,
//! and tiles moved after the first guess; the quiz's "Cell 1 of 45" and the other texts views
//! set small stayed fine print.
#![cfg(feature = "gui")]

use crate::common;
use common::presenting::{presenting, unfold_side};

use common::{click_or_more, settle};
use egui_kittest::kittest::NodeT as _;
use egui_kittest::kittest::Queryable as _;
use gamedp::i18n::{Language, set_language};

/// Body text in presentation mode (`theme::PRESENT_BODY`).
const PRESENT_BODY: f32 = 24.0;
/// The smallest text presentation mode draws (`theme::PRESENT_MIN_TEXT`).
const PRESENT_MIN_TEXT: f32 = 18.0;

const LANGS: [Language; 2] = [Language::English, Language::Chinese];

/// Every text the last frame drew that could be seen: its words, its smallest size in pixels
/// and its rows' rectangle.
fn sized_texts(t: &common::TestApp) -> Vec<(String, f32, egui::Rect)> {
    fn walk(
        shape: &egui::Shape,
        ppp: f32,
        clip: egui::Rect,
        out: &mut Vec<(String, f32, egui::Rect)>,
    ) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, ppp, clip, out)),
            egui::Shape::Text(text) if !text.galley.text().trim().is_empty() => {
                let rect = text
                    .galley
                    .rows
                    .iter()
                    .map(|r| r.rect())
                    .reduce(|a, b| a.union(b))
                    .unwrap_or(text.galley.rect)
                    .translate(text.pos.to_vec2());
                if !clip.intersects(rect) {
                    return;
                }
                let px = text
                    .galley
                    .job
                    .sections
                    .iter()
                    .map(|s| s.format.font_id.size)
                    .fold(f32::MAX, f32::min)
                    * ppp;
                out.push((text.galley.text().to_string(), px, rect));
            }
            _ => {}
        }
    }
    let output = t.harness.output();
    let screen = t.harness.ctx.content_rect();
    let mut out = Vec::new();
    for clipped in &output.shapes {
        let clip = clipped.clip_rect.intersect(screen);
        if clip.is_positive() {
            walk(&clipped.shape, output.pixels_per_point, clip, &mut out);
        }
    }
    out
}

/// The number tiles of Guess Number's Play board: (number, size in px), drawn in the picture.
fn number_tiles(t: &common::TestApp) -> Vec<(usize, f32)> {
    let pictures: Vec<egui::Rect> = t
        .harness
        .state()
        .layout
        .iter()
        .filter(|r| r.name == gamedp::ui::kit::layout::PICTURE)
        .map(|r| r.rect)
        .collect();
    sized_texts(t)
        .into_iter()
        .filter(|(_, _, rect)| pictures.iter().any(|p| p.contains(rect.center())))
        .filter_map(|(words, px, _)| words.trim().parse::<usize>().ok().map(|n| (n, px)))
        .filter(|(n, _)| (1..=100).contains(n))
        .collect()
}

/// The screen rectangle of the tile of `number` (a button named by its number).
fn tile_rect(t: &common::TestApp, number: usize) -> Option<egui::Rect> {
    let name = number.to_string();
    t.harness
        .query_all_by_label(&name)
        .find(|n| n.accesskit_node().role() == egui::accesskit::Role::Button)
        .map(|n| n.rect())
}

#[test]
fn guess_play_numbers_read_from_the_back_row() {
    let mut failures = Vec::new();
    for lang in LANGS {
        for (size, side, least) in [
            (egui::vec2(1024.0, 768.0), false, PRESENT_BODY),
            (egui::vec2(1366.0, 768.0), false, PRESENT_BODY),
            (egui::vec2(1024.0, 768.0), true, PRESENT_MIN_TEXT),
        ] {
            let what = format!("{lang:?} {}×{} side panel {side}", size.x, size.y);
            let mut t = presenting("guess-number-100.json", lang, size);
            if side {
                unfold_side(&mut t);
                settle(&mut t.harness);
            }
            set_language(lang);
            let play = gamedp::i18n::guess_number::tr().view_play;
            assert!(click_or_more(&mut t.harness, play), "{what}: no Play");
            settle(&mut t.harness);
            settle(&mut t.harness);
            set_language(lang);
            let numbers = number_tiles(&t);
            if numbers.len() != 100 {
                failures.push(format!("{what}: {} number tiles drawn", numbers.len()));
            }
            if let Some((n, px)) = numbers
                .iter()
                .copied()
                .min_by(|a, b| a.1.total_cmp(&b.1))
                .filter(|(_, px)| *px < least - 0.01)
            {
                failures.push(format!(
                    "{what}: the number {n} is {px:.1} px (at least {least})"
                ));
            }
            // after a guess what the tiles say still reads (captions and numbers)
            let Some(fifty) = t
                .harness
                .query_all_by_label("50")
                .find(|n| n.accesskit_node().role() == egui::accesskit::Role::Button)
            else {
                failures.push(format!("{what}: no tile 50"));
                continue;
            };
            fifty.click();
            settle(&mut t.harness);
            settle(&mut t.harness);
            set_language(lang);
            let pictures: Vec<egui::Rect> = t
                .harness
                .state()
                .layout
                .iter()
                .filter(|r| r.name == gamedp::ui::kit::layout::PICTURE)
                .map(|r| r.rect)
                .collect();
            for (words, px, rect) in sized_texts(&t) {
                if pictures.iter().any(|p| p.contains(rect.center())) && px < least - 0.01 {
                    failures.push(format!("{what}, after a guess: {words:?} is {px:.1} px"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_quiz_counter_is_body_text_in_presentation_mode() {
    let mut failures = Vec::new();
    for lang in LANGS {
        for size in [egui::vec2(1024.0, 768.0), egui::vec2(1366.0, 768.0)] {
            let what = format!("{lang:?} {}×{}", size.x, size.y);
            let mut t = presenting("stone-877-5-3-4-5.json", lang, size);
            let idx = t.harness.state().active;
            t.harness.state_mut().tabs[idx].set_quiz(true);
            settle(&mut t.harness);
            settle(&mut t.harness);
            set_language(lang);
            let start: String = gamedp::i18n::quiz::tr()
                .progress
                .split('{')
                .next()
                .unwrap()
                .to_string();
            let counters: Vec<_> = sized_texts(&t)
                .into_iter()
                .filter(|(w, _, _)| w.starts_with(&start))
                .collect();
            if counters.is_empty() {
                failures.push(format!("{what}: no {start:?} counter"));
            }
            for (words, px, _) in counters {
                if px < PRESENT_BODY - 0.01 {
                    failures.push(format!(
                        "{what}: {words:?} is {px:.1} px (body {PRESENT_BODY})"
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The rectangle of the first button named `label`.
fn button_rect(t: &common::TestApp, label: &str) -> Option<egui::Rect> {
    t.harness
        .query_all_by_label(label)
        .find(|n| n.accesskit_node().role() == egui::accesskit::Role::Button)
        .map(|n| n.rect())
}

#[test]
fn guess_play_tiles_keep_their_columns_across_a_guess() {
    let mut failures = Vec::new();
    for lang in LANGS {
        for size in [egui::vec2(1024.0, 768.0), egui::vec2(1366.0, 768.0)] {
            let at = format!("{lang:?} {}×{}", size.x, size.y);
            // Guess Number's Play: the tiles stay where they were after a guess (they
            // reflowed from 19 to 20 a row)
            for side in [false, true] {
                let what = format!("{at} side panel {side}");
                let mut t = presenting("guess-number-100.json", lang, size);
                if side {
                    unfold_side(&mut t);
                    settle(&mut t.harness);
                }
                set_language(lang);
                let play = gamedp::i18n::guess_number::tr().view_play;
                assert!(click_or_more(&mut t.harness, play), "{what}: no Play");
                settle(&mut t.harness);
                settle(&mut t.harness);
                let before = [1, 37, 100].map(|n| tile_rect(&t, n));
                match button_rect(&t, "50") {
                    Some(_) => t
                        .harness
                        .query_all_by_label("50")
                        .find(|n| n.accesskit_node().role() == egui::accesskit::Role::Button)
                        .unwrap()
                        .click(),
                    None => {
                        failures.push(format!("{what}: no tile 50"));
                        continue;
                    }
                }
                settle(&mut t.harness);
                settle(&mut t.harness);
                let after = [1, 37, 100].map(|n| tile_rect(&t, n));
                // the same columns: each tile keeps its left and right edges, and the top row
                // its top (the lines under the board may take a little of its height: the
                // last row rises up to 16 px at 1024 × 768, left for now)
                let put = before.iter().zip(&after).all(|(b, a)| match (b, a) {
                    (Some(b), Some(a)) => {
                        (b.left() - a.left()).abs() < 0.5 && (b.right() - a.right()).abs() < 0.5
                    }
                    _ => false,
                }) && matches!((before[0], after[0]), (Some(b), Some(a)) if (b.top() - a.top()).abs() < 0.5);
                if !put {
                    failures.push(format!(
                        "{what}: the tiles moved after a guess: {before:?} → {after:?}"
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
