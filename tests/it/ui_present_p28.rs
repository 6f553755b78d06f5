//! Issue 24, brief p28: what the app paints itself in presentation mode, read from a class's
//! back row (t1 stop 43): the labels on graphs, trees and around tables were 18 points (12 px
//! capitals), the Game Lab's edges 1 px grey, a token stood on the caption "mouse start", and a
//! see-through band let the top row's colours run through a table's column numbers.
#![cfg(feature = "gui")]

use crate::common;
use crate::ui_present_p14::presenting;

use common::settle;
use egui_kittest::kittest::Queryable as _;
use gamedp::i18n::{Language, set_language};
/// A painted label's smallest size in presentation mode (`theme::PRESENT_LABEL`).
const PRESENT_LABEL: f32 = 22.0;

const SIZES: [egui::Vec2; 2] = [egui::vec2(1024.0, 768.0), egui::vec2(1366.0, 768.0)];
const LANGS: [Language; 2] = [Language::English, Language::Chinese];

/// A text the last frame drew: its words, its size in pixels, its rows' rectangle, and its
/// place in the paint order (the index of its top-level shape).
struct Text {
    words: String,
    px: f32,
    rect: egui::Rect,
    order: usize,
}

fn texts(t: &common::TestApp) -> Vec<Text> {
    fn walk(shape: &egui::Shape, order: usize, ppp: f32, clip: egui::Rect, out: &mut Vec<Text>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, order, ppp, clip, out)),
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
                out.push(Text {
                    words: text.galley.text().to_string(),
                    px,
                    rect,
                    order,
                });
            }
            _ => {}
        }
    }
    let output = t.harness.output();
    let screen = t.harness.ctx.content_rect();
    let mut out = Vec::new();
    for (order, clipped) in output.shapes.iter().enumerate() {
        let clip = clipped.clip_rect.intersect(screen);
        if clip.is_positive() {
            walk(
                &clipped.shape,
                order,
                output.pixels_per_point,
                clip,
                &mut out,
            );
        }
    }
    out
}

/// The pictures the last frame recorded (the views' main drawings).
fn pictures(t: &common::TestApp) -> Vec<egui::Rect> {
    t.harness
        .state()
        .layout
        .iter()
        .filter(|r| r.name == gamedp::ui::kit::layout::PICTURE)
        .map(|r| r.rect)
        .collect()
}

/// The texts drawn inside a picture smaller than [`PRESENT_LABEL`] (but the Cat and Mouse
/// tokens' letters, on badges at the legible floor: larger badges left Play under half the area).
fn small_labels(t: &common::TestApp) -> Vec<String> {
    let pictures = pictures(t);
    let cm = gamedp::i18n::cat_mouse::tr();
    texts(t)
        .into_iter()
        .filter(|d| pictures.iter().any(|p| p.contains(d.rect.center())))
        .filter(|d| d.words != cm.token_mouse && d.words != cm.token_cat)
        .filter(|d| d.px < PRESENT_LABEL - 0.01)
        .map(|d| format!("{:?} {:.1} px at {:?}", d.words, d.px, d.rect.min))
        .collect()
}

/// A view's button label, in the language set.
type ViewName = fn() -> &'static str;

/// Item 1: every label painted in the graphs, trees, boards and around the tables (node numbers,
/// captions, edge labels, row and column numbers) is at least 22 px in presentation mode, as
/// the DP table's numbers.
#[test]
fn painted_labels_are_at_least_22_px_in_presentation_mode() {
    let gn = gamedp::i18n::guess_number::tr;
    let cases: [(&str, ViewName, bool); 6] = [
        (
            "custom-subtraction-1-3-4.json",
            || gamedp::i18n::custom::tr().view_positions,
            false,
        ),
        (
            "custom-subtraction-1-3-4.json",
            || gamedp::i18n::custom::tr().view_table,
            false,
        ),
        (
            "guess-number-10.json",
            || gamedp::i18n::guess_number::tr().view_tree,
            true,
        ),
        (
            "cat-mouse-leetcode-example-1.json",
            || gamedp::i18n::cat_mouse::tr().view_order,
            false,
        ),
        (
            "stone-seed-3-9-1-2.json",
            || gamedp::i18n::stone::tr().view_table,
            false,
        ),
        (
            "cat-mouse-ii-leetcode-1.json",
            || gamedp::i18n::cat_mouse_ii::tr().view_outcomes,
            false,
        ),
    ];
    let mut failures = Vec::new();
    for (file, view, expand) in cases {
        for lang in LANGS {
            for size in SIZES {
                let mut t = presenting(file, lang, size);
                common::click_in_view(&mut t.harness, view());
                settle(&mut t.harness);
                if expand {
                    set_language(lang);
                    t.harness.get_by_label(gn().expand_all).click();
                    settle(&mut t.harness);
                }
                settle(&mut t.harness);
                let small = small_labels(&t);
                let seen = texts(&t).len();
                if !small.is_empty() {
                    failures.push(format!(
                        "{file} {} {lang:?} {size:?}: {} of {seen} texts under {PRESENT_LABEL} px: {:?}",
                        view(),
                        small.len(),
                        &small[..small.len().min(4)]
                    ));
                }
                assert!(
                    !pictures(&t).is_empty(),
                    "{file} {} {lang:?}: no picture",
                    view()
                );
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Item 1: the Game Lab graph's key ("win", "lose") is as large as its node numbers, and its
/// edges are at least 2 px wide (1 px grey lines vanished on a projector).
#[test]
fn the_game_lab_graph_key_and_edges_read_on_a_projector() {
    let mut failures = Vec::new();
    for lang in LANGS {
        for size in SIZES {
            let mut t = presenting("custom-subtraction-1-3-4.json", lang, size);
            common::click_in_view(&mut t.harness, gamedp::i18n::custom::tr().view_positions);
            settle(&mut t.harness);
            set_language(lang);
            let what = format!("{lang:?} {size:?}");
            let c = gamedp::i18n::custom::tr();
            for word in [c.win, c.lose] {
                match texts(&t).iter().find(|d| d.words == word) {
                    Some(d) if d.px < PRESENT_LABEL - 0.01 => {
                        failures.push(format!("{what}: the key {word:?} is {:.1} px", d.px))
                    }
                    Some(_) => {}
                    None => failures.push(format!("{what}: no key {word:?}")),
                }
            }
            let pictures = pictures(&t);
            let mut widths = Vec::new();
            fn walk(shape: &egui::Shape, pictures: &[egui::Rect], out: &mut Vec<f32>) {
                match shape {
                    egui::Shape::Vec(s) => s.iter().for_each(|s| walk(s, pictures, out)),
                    egui::Shape::LineSegment { points, stroke } => {
                        let mid = points[0] + (points[1] - points[0]) / 2.0;
                        if pictures.iter().any(|p| p.contains(mid)) {
                            out.push(stroke.width);
                        }
                    }
                    _ => {}
                }
            }
            for s in &t.harness.output().shapes {
                walk(&s.shape, &pictures, &mut widths);
            }
            if widths.len() < 5 {
                failures.push(format!("{what}: only {} edges drawn", widths.len()));
            }
            if let Some(w) = widths.iter().copied().reduce(f32::min)
                && w < 2.0
            {
                failures.push(format!("{what}: an edge {w} px wide"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Item 2: in Cat and Mouse's solving order the tokens keep clear of the captions "hole",
/// "mouse start", "cat start" at every step (the cat stood on "mouse start": 「老[猫]点」).
#[test]
fn tokens_keep_clear_of_the_captions_in_the_solving_order() {
    let mut failures = Vec::new();
    for lang in LANGS {
        for size in SIZES {
            let mut t = presenting("cat-mouse-leetcode-example-1.json", lang, size);
            common::click_in_view(&mut t.harness, gamedp::i18n::cat_mouse::tr().view_order);
            settle(&mut t.harness);
            set_language(lang);
            let cm = gamedp::i18n::cat_mouse::tr();
            let captions = [cm.role_hole, cm.role_mouse_start, cm.role_cat_start];
            let tokens = [cm.token_mouse, cm.token_cat];
            let mut captions_seen = 0;
            for step in 0..60 {
                let pictures = pictures(&t);
                let drawn: Vec<Text> = texts(&t)
                    .into_iter()
                    .filter(|d| pictures.iter().any(|p| p.contains(d.rect.center())))
                    .collect();
                let shown: Vec<&Text> = drawn
                    .iter()
                    .filter(|d| captions.contains(&d.words.as_str()))
                    .collect();
                captions_seen = captions_seen.max(shown.len());
                for token in drawn.iter().filter(|d| tokens.contains(&d.words.as_str())) {
                    // the badge: a circle around the letter, about as tall as the letter
                    let badge = egui::Rect::from_center_size(
                        token.rect.center(),
                        egui::Vec2::splat(token.rect.height()),
                    );
                    for caption in &shown {
                        if badge.intersects(caption.rect.shrink(1.0)) {
                            failures.push(format!(
                                "{lang:?} {size:?} step {step}: the token {:?} at {:?} on the caption {:?} at {:?}",
                                token.words, badge, caption.words, caption.rect
                            ));
                        }
                    }
                }
                match t
                    .harness
                    .query_all_by_label(gamedp::ui::kit::stepper::FORWARD)
                    .next()
                {
                    Some(b) => b.click(),
                    None => break,
                }
                t.harness.run_steps(3);
            }
            if captions_seen < 2 {
                failures.push(format!("{lang:?} {size:?}: {captions_seen} captions drawn"));
            }
        }
    }
    failures.dedup_by(|a, b| a.split(" step").next() == b.split(" step").next());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Item 2: nothing see-through lies over or under a table's column numbers: the band the
/// numbers stand on over the top row is opaque (a pale strip of the row's colours ran through
/// the Game Lab table's "+0 … +9"), and nothing is drawn over them after.
#[test]
fn the_column_numbers_stand_on_an_opaque_band() {
    let mut failures = Vec::new();
    for lang in LANGS {
        for size in SIZES {
            let mut t = presenting("custom-subtraction-1-3-4.json", lang, size);
            common::click_in_view(&mut t.harness, gamedp::i18n::custom::tr().view_table);
            settle(&mut t.harness);
            settle(&mut t.harness);
            let what = format!("{lang:?} {size:?}");
            let headers: Vec<Text> = texts(&t)
                .into_iter()
                .filter(|d| d.words.starts_with('+') && d.words[1..].parse::<u32>().is_ok())
                .collect();
            if headers.len() < 5 {
                failures.push(format!("{what}: {} column numbers", headers.len()));
                continue;
            }
            let output = t.harness.output();
            for h in &headers {
                let inner = h.rect.shrink2(egui::vec2(1.0, 3.0));
                for (order, clipped) in output.shapes.iter().enumerate() {
                    let egui::Shape::Rect(r) = &clipped.shape else {
                        continue;
                    };
                    if !r.rect.intersects(inner) || !clipped.clip_rect.intersects(inner) {
                        continue;
                    }
                    let see_through = r.fill.a() > 0 && r.fill.a() < 255;
                    if order > h.order || see_through {
                        failures.push(format!(
                            "{what}: {:?} at {:?} under a {} {:?} (fill {:?})",
                            h.words,
                            h.rect,
                            if order > h.order {
                                "rectangle drawn over it"
                            } else {
                                "see-through band"
                            },
                            r.rect,
                            r.fill
                        ));
                    }
                }
            }
        }
    }
    failures.truncate(8);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// WCAG's contrast ratio of two colours.
fn contrast(a: egui::Color32, b: egui::Color32) -> f32 {
    let lin = |v: u8| {
        let v = v as f32 / 255.0;
        if v <= 0.039_28 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    let l = |c: egui::Color32| 0.2126 * lin(c.r()) + 0.7152 * lin(c.g()) + 0.0722 * lin(c.b());
    let (x, y) = (l(a), l(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

/// Item 3: each token's edge stands out from the projector's white by 3 : 1: its outermost ring,
/// or, where that ring is a thin rim, the disc inside it (the white mouse to move wore a thick
/// yellow ring, 1.4 : 1, and vanished; the black cat's white rim is a thin line on a black disc).
#[test]
fn the_tokens_rims_read_on_the_projectors_white() {
    let mut failures = Vec::new();
    for lang in LANGS {
        let size = SIZES[0];
        let mut t = presenting("cat-mouse-leetcode-example-1.json", lang, size);
        common::click_in_view(&mut t.harness, gamedp::i18n::cat_mouse::tr().view_order);
        settle(&mut t.harness);
        set_language(lang);
        let cm = gamedp::i18n::cat_mouse::tr();
        let pictures = pictures(&t);
        let letters: Vec<Text> = texts(&t)
            .into_iter()
            .filter(|d| pictures.iter().any(|p| p.contains(d.rect.center())))
            .filter(|d| d.words == cm.token_mouse || d.words == cm.token_cat)
            .collect();
        if letters.len() < 2 {
            failures.push(format!("{lang:?}: {} tokens drawn", letters.len()));
        }
        let mut circles = Vec::new();
        fn walk(shape: &egui::Shape, out: &mut Vec<egui::epaint::CircleShape>) {
            match shape {
                egui::Shape::Vec(s) => s.iter().for_each(|s| walk(s, out)),
                egui::Shape::Circle(c) => out.push(*c),
                _ => {}
            }
        }
        for s in &t.harness.output().shapes {
            walk(&s.shape, &mut circles);
        }
        for letter in &letters {
            let outer = circles
                .iter()
                .filter(|c| c.center.distance(letter.rect.center()) < 3.0)
                .filter(|c| c.stroke.width > 0.0 && c.stroke.color.a() > 0)
                .max_by(|a, b| {
                    (a.radius + a.stroke.width / 2.0).total_cmp(&(b.radius + b.stroke.width / 2.0))
                });
            match outer {
                Some(c)
                    if contrast(c.stroke.color, egui::Color32::WHITE) < 3.0
                        && !(c.stroke.width <= 2.0
                            && contrast(c.fill, egui::Color32::WHITE) >= 3.0) =>
                {
                    failures.push(format!(
                        "{lang:?}: the token {:?}'s outer ring {:?} has {:.1} : 1 on white",
                        letter.words,
                        c.stroke.color,
                        contrast(c.stroke.color, egui::Color32::WHITE)
                    ))
                }
                Some(_) => {}
                None => failures.push(format!("{lang:?}: no ring around {:?}", letter.words)),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Item 4: Guess Number's table of n = 100 on a projector has its axes: row and column numbers
/// at a round step (at least every 10), at a painted label's size (it showed no number at all).
#[test]
fn the_guess_number_table_of_100_has_axes_on_a_projector() {
    let mut failures = Vec::new();
    for lang in LANGS {
        for size in SIZES {
            let mut t = presenting("guess-number-100.json", lang, size);
            common::click_in_view(&mut t.harness, gamedp::i18n::guess_number::tr().view_table);
            settle(&mut t.harness);
            settle(&mut t.harness);
            let what = format!("{lang:?} {size:?}");
            let pictures = pictures(&t);
            let numbers: Vec<(u32, f32, egui::Rect)> = texts(&t)
                .into_iter()
                .filter(|d| pictures.iter().any(|p| p.contains(d.rect.center())))
                .filter_map(|d| {
                    d.words
                        .trim()
                        .parse::<u32>()
                        .ok()
                        .map(|v| (v, d.px, d.rect))
                })
                .collect();
            // the numbers along the top (one row of them) and down the left (one column)
            let top = numbers
                .iter()
                .map(|n| n.2.center().y)
                .fold(f32::MAX, f32::min);
            let left = numbers
                .iter()
                .map(|n| n.2.center().x)
                .fold(f32::MAX, f32::min);
            let across: Vec<u32> = numbers
                .iter()
                .filter(|n| (n.2.center().y - top).abs() < 2.0)
                .map(|n| n.0)
                .collect();
            let down: Vec<u32> = numbers
                .iter()
                .filter(|n| (n.2.center().x - left).abs() < 30.0)
                .map(|n| n.0)
                .collect();
            for (axis, ticks) in [("columns", &across), ("rows", &down)] {
                // 100 numbers with a tick at least every 10: 10 of them or more
                if ticks.len() < 9 {
                    failures.push(format!(
                        "{what}: {} numbers on the {axis}: {ticks:?}",
                        ticks.len()
                    ));
                }
            }
            if let Some(small) = numbers.iter().find(|n| n.1 < PRESENT_LABEL - 0.01) {
                failures.push(format!(
                    "{what}: the number {} is {:.1} px",
                    small.0, small.1
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Item 3: the rolling array's "read" frame stands out from the blue and green slots it frames
/// on a projector by 4.5 : 1 (at 3 : 1 the dark olive barely showed on the blue).
#[test]
fn the_read_frame_shows_on_the_slots_on_a_projector() {
    use gamedp::ui::stone::rolling_view::{IN_ROW, WRITTEN, read_colour};
    let ctx = egui::Context::default();
    gamedp::ui::kit::theme::apply(&ctx, false, true);
    let read = read_colour(&ctx);
    for (what, slot) in [("in the row", IN_ROW), ("written", WRITTEN)] {
        let r = contrast(read, slot);
        assert!(
            r >= 4.5,
            "the read frame {read:?} on a slot {what} {slot:?}: {r:.2} : 1"
        );
    }
    assert!(contrast(read, egui::Color32::WHITE) >= 3.0);
}

/// Item 5: after "Expand all" the strategy tree of n = 100, wider than its room on a projector,
/// slices no node at the room's left or right side (at 1024 "93" and "77" were cut).
#[test]
fn the_expanded_tree_slices_no_node_at_the_sides() {
    use gamedp::ui::guess_number::GuessNumberTab;
    use gamedp::ui::guess_number::tree_view::search_path;
    let mut failures = Vec::new();
    for lang in LANGS {
        for size in SIZES {
            let mut t = presenting("guess-number-100.json", lang, size);
            let g = gamedp::i18n::guess_number::tr();
            common::click_in_view(&mut t.harness, g.view_tree);
            settle(&mut t.harness);
            set_language(lang);
            t.harness.get_by_label(g.expand_all).click();
            settle(&mut t.harness);
            settle(&mut t.harness);
            let what = format!("{lang:?} {size:?}");
            let app = t.harness.state();
            let Some(picture) = app
                .layout
                .iter()
                .find(|r| r.name == gamedp::ui::kit::layout::PICTURE)
                .map(|r| r.rect)
            else {
                failures.push(format!("{what}: no picture"));
                continue;
            };
            let tab = app.tab::<GuessNumberTab>().expect("guess tab");
            let table = tab.solved().and_then(|s| s.table.as_ref()).expect("table");
            let view = &tab.view().tree_view;
            let mut seen = std::collections::BTreeSet::new();
            let mut whole = 0;
            for x in 1..=100 {
                for p in search_path(table, x) {
                    if !seen.insert((p.lo, p.hi)) {
                        continue;
                    }
                    let Some(r) = view.node_rect(p.lo, p.hi) else {
                        continue;
                    };
                    let across =
                        r.x_range().min < picture.right() && r.x_range().max > picture.left();
                    let down =
                        r.y_range().min < picture.bottom() && r.y_range().max > picture.top();
                    if !(across && down) {
                        continue;
                    }
                    if r.left() < picture.left() - 0.5 || r.right() > picture.right() + 0.5 {
                        failures.push(format!(
                            "{what}: the node {} ({}–{}) at {:?} is cut by the room {:?}",
                            p.guess, p.lo, p.hi, r, picture
                        ));
                    } else {
                        whole += 1;
                    }
                }
            }
            if whole < 3 {
                failures.push(format!("{what}: {whole} nodes in view"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
