//! Issue 24, brief p25: presentation mode at 1024 × 768 and from the back row (t1 stop 42):
//! panels and switches give way to the main picture rather than crushing it.
#![cfg(feature = "gui")]

use crate::common;
use crate::common::presenting::unfold_side;
use crate::ui_present_p14::presenting;

use egui_kittest::kittest::Queryable as _;
use gamedp::i18n::{Language, set_language};

const SIZES: [egui::Vec2; 2] = [egui::vec2(1024.0, 768.0), egui::vec2(1366.0, 768.0)];
const LANGS: [Language; 2] = [Language::English, Language::Chinese];

/// Click the first widget labelled `label`.
fn click(t: &mut common::TestApp, label: &str) {
    t.harness
        .query_all_by_label(label)
        .next()
        .unwrap_or_else(|| panic!("no {label:?}"))
        .click();
    t.harness.run_steps(6);
}

/// The digits drawn inside the main picture (the pictures the view recorded), with their size
/// in pixels.
fn numbers_in_picture(t: &common::TestApp) -> Vec<(String, f32)> {
    let pictures: Vec<egui::Rect> = t
        .harness
        .state()
        .layout
        .iter()
        .filter(|r| r.name == gamedp::ui::kit::layout::PICTURE)
        .map(|r| r.rect)
        .collect();
    let ppp = t.harness.output().pixels_per_point;
    crate::ui_present_p14::drawn_texts(t)
        .into_iter()
        .filter(|(s, r, clip)| {
            !s.is_empty()
                && s.chars()
                    .all(|c| c.is_ascii_digit() || c == '-' || c == '−')
                && clip.expand(0.5).contains_rect(*r)
                && pictures.iter().any(|p| p.contains(r.center()))
        })
        .map(|(s, r, _)| (s, r.height() * ppp))
        .collect()
}

/// Item 1: stone's DP table with the side panel open and the fill order shown and stepped to
/// its end keeps half the central area, its ten numbers whole, and the step buttons in view
/// (at 1024 × 768 the switches above it left the table 60 px: numbers gone, headers over the
/// cells).
#[test]
fn the_fill_order_switches_give_way_to_the_table_beside_the_side_panel() {
    let mut failures = Vec::new();
    for lang in LANGS {
        for size in SIZES {
            let mut t = presenting("stone-877-5-3-4-5.json", lang, size);
            unfold_side(&mut t);
            set_language(lang);
            click(&mut t, gamedp::i18n::stone::tr().anim_show);
            click(&mut t, gamedp::ui::kit::stepper::TO_END);
            t.harness.run_steps(6);
            set_language(lang);
            let what = format!("{lang:?} {size:?}");
            for p in crate::registry::legibility_problems(&t) {
                if p.contains("main picture") {
                    failures.push(format!("{what}: {p}"));
                }
            }
            // nothing leaves the window (a row of buttons too wide pushed the table's last
            // column off it)
            let screen = t.harness.ctx.content_rect();
            for p in gamedp::ui::kit::layout::problems(screen, &t.harness.state().layout) {
                failures.push(format!("{what}: {p}"));
            }
            for (text, rect, clip) in crate::ui_present_p14::drawn_texts(&t) {
                // (what a scrolled panel hides below its fold is not seen)
                if rect.intersects(clip) && rect.right() > screen.right() + 0.5 {
                    failures.push(format!("{what}: {text:?} leaves the window at {rect:?}"));
                }
            }
            let numbers = numbers_in_picture(&t);
            // the ten cells' numbers (and the four row numbers)
            if numbers.len() < 10 {
                failures.push(format!(
                    "{what}: {} numbers in the table: {numbers:?}",
                    numbers.len()
                ));
            }
            match t
                .harness
                .query_all_by_label(gamedp::ui::kit::stepper::TO_END)
                .next()
            {
                Some(b) if screen.contains_rect(b.rect()) => {}
                _ => failures.push(format!("{what}: the step buttons are out of view")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
