//! Issue 24, brief p11: what a teacher at a projector (presentation mode, 1024 × 768 and
//! 1366 × 768, English and Chinese) found in the layout: the Details of 913's Optimal game and
//! 1728's Solving order covered the picture and cut their last line, a selected cell's frame
//! covered the heatmap's column headers, the view bar's text shrank beside the side panel, the
//! stone Optimal line's last move was below the fold, and 913's "Outcome tables" toggle hid the
//! step buttons.
#![cfg(feature = "gui")]

use crate::common;

use common::{app_with, example, settle, wait_until};
use egui_kittest::kittest::Queryable as _;
use gamedp::i18n::{Language, set_language};
use gamedp::ui::kit::layout::{DETAILS, PICTURE};

const SIZES: [egui::Vec2; 2] = [egui::vec2(1024.0, 768.0), egui::vec2(1366.0, 768.0)];
const LANGS: [Language; 2] = [Language::English, Language::Chinese];

/// The app on `file`, solved, in presentation mode at `size`, in `lang`, the side panel open
/// when `side` is set.
fn presenting(file: &str, lang: Language, size: egui::Vec2, side: bool) -> common::TestApp {
    let mut t = app_with(example(file), lang);
    let ctx = t.harness.ctx.clone();
    t.harness.state_mut().set_presentation(&ctx, true);
    t.harness.set_size(size);
    wait_until(&mut t.harness, 120, "solve", |app| {
        app.tabs[app.active].status().solved
    });
    settle(&mut t.harness);
    set_language(lang);
    if side {
        click(&mut t, gamedp::i18n::tr().side_unfold);
    }
    t
}

/// Click the first widget labelled `label`.
fn click(t: &mut common::TestApp, label: &str) {
    assert!(common::click_or_more(&mut t.harness, label), "no {label:?}");
    settle(&mut t.harness);
    settle(&mut t.harness);
}

/// One text the last frame drew: its words, its rows' rectangle, the clip it was drawn in,
/// its size in pixels.
struct Drawn {
    text: String,
    rect: egui::Rect,
    clip: egui::Rect,
    px: f32,
    /// its place among the shapes (paint order)
    order: usize,
}

/// A rectangle's outline the last frame drew: the band its stroke covers (between `outer` and
/// `inner`).
struct Outline {
    outer: egui::Rect,
    inner: egui::Rect,
    colour: egui::Color32,
    order: usize,
}

/// The texts and outlines of the last frame.
fn drawn(t: &common::TestApp) -> (Vec<Drawn>, Vec<Outline>) {
    struct Walk {
        texts: Vec<Drawn>,
        outlines: Vec<Outline>,
        ppp: f32,
        order: usize,
    }
    fn walk(shape: &egui::Shape, clip: egui::Rect, w: &mut Walk) {
        w.order += 1;
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, clip, w)),
            egui::Shape::Text(text) if !text.galley.text().trim().is_empty() => {
                let rect = text
                    .galley
                    .rows
                    .iter()
                    .map(|r| r.rect())
                    .reduce(|a, b| a.union(b))
                    .unwrap_or(text.galley.rect)
                    .translate(text.pos.to_vec2());
                let px = text
                    .galley
                    .job
                    .sections
                    .iter()
                    .map(|s| s.format.font_id.size)
                    .fold(f32::INFINITY, f32::min)
                    * w.ppp;
                w.texts.push(Drawn {
                    text: text.galley.text().to_string(),
                    rect,
                    clip,
                    px,
                    order: w.order,
                });
            }
            egui::Shape::Rect(r) if r.stroke.width > 0.0 && r.stroke.color.a() > 0 => {
                let sw = r.stroke.width;
                let outer = match r.stroke_kind {
                    egui::StrokeKind::Inside => r.rect,
                    egui::StrokeKind::Middle => r.rect.expand(sw / 2.0),
                    egui::StrokeKind::Outside => r.rect.expand(sw),
                };
                w.outlines.push(Outline {
                    outer: outer.intersect(clip),
                    inner: outer.shrink(sw),
                    colour: r.stroke.color,
                    order: w.order,
                });
            }
            _ => {}
        }
    }
    let output = t.harness.output();
    let screen = t.harness.ctx.content_rect();
    let mut w = Walk {
        texts: Vec::new(),
        outlines: Vec::new(),
        ppp: output.pixels_per_point,
        order: 0,
    };
    for clipped in &output.shapes {
        walk(&clipped.shape, clipped.clip_rect.intersect(screen), &mut w);
    }
    (w.texts, w.outlines)
}

fn region(t: &common::TestApp, name: &str) -> Option<egui::Rect> {
    t.harness
        .state()
        .layout
        .iter()
        .find(|r| r.name == name)
        .map(|r| r.rect)
}

/// Item 1: opening the Details of 913's Optimal game and Solving order and of 1728's Solving
/// order puts them where the picture is not (no picture region overlaps them) and shows every
/// line of them whole, a few steps on too, with the side panel shut and open.
#[test]
fn the_details_cover_no_picture_and_cut_no_line() {
    let cm = || gamedp::i18n::cat_mouse::tr();
    // (a file and its view's name, read in the language of the moment)
    type Case = (&'static str, fn() -> &'static str);
    let cases: [Case; 3] = [
        ("cat-mouse-leetcode-example-1.json", || {
            gamedp::i18n::cat_mouse::tr().view_solution
        }),
        ("cat-mouse-leetcode-example-1.json", || {
            gamedp::i18n::cat_mouse::tr().view_order
        }),
        ("cat-mouse-ii-leetcode-1.json", || {
            gamedp::i18n::cat_mouse_ii::tr().view_order
        }),
    ];
    let mut failures = Vec::new();
    for (file, view) in cases {
        for lang in LANGS {
            for size in SIZES {
                for side in [false, true] {
                    let mut t = presenting(file, lang, size, side);
                    click(&mut t, view());
                    click(&mut t, cm().present_details);
                    for _ in 0..3 {
                        click(&mut t, "→");
                    }
                    let what = format!("{file} {} {lang:?} {size:?} side {side}", view());
                    let Some(details) = region(&t, DETAILS) else {
                        failures.push(format!("{what}: no details drawn"));
                        continue;
                    };
                    for picture in t
                        .harness
                        .state()
                        .layout
                        .iter()
                        .filter(|r| r.name == PICTURE)
                    {
                        if picture.rect.shrink(1.0).intersects(details) {
                            failures.push(format!(
                                "{what}: the details {details:?} cover the picture {:?}",
                                picture.rect
                            ));
                        }
                    }
                    let (texts, _) = drawn(&t);
                    let inside: Vec<_> = texts
                        .iter()
                        .filter(|d| details.contains(d.rect.left_top()))
                        .collect();
                    if inside.len() < 2 {
                        failures.push(format!("{what}: {} texts in the details", inside.len()));
                    }
                    for d in inside {
                        if !d.clip.expand(0.5).contains_rect(d.rect)
                            || !details.expand(0.5).contains_rect(d.rect)
                        {
                            failures.push(format!(
                                "{what}: {:?} at {:?} is cut (clip {:?}, details {details:?})",
                                d.text, d.rect, d.clip
                            ));
                        }
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Item 2: a selected cell of the top row (stone's DP table) is framed with no stroke over
/// the column headers above it (nor any text outside the cell): a header is clear of the
/// frame, or painted over it (on its band, where the table's top edge leaves no room).
#[test]
fn a_selected_cell_frame_leaves_the_headers_readable() {
    let mut failures = Vec::new();
    for lang in LANGS {
        for size in SIZES {
            let mut t = presenting("stone-877-5-3-4-5.json", lang, size, false);
            click(&mut t, gamedp::i18n::stone::tr().view_table);
            for cell in [(0, 3), (0, 1)] {
                let stone = t
                    .harness
                    .state()
                    .tab::<gamedp::ui::stone::StoneTab>()
                    .expect("stone tab");
                let Some(at) = stone.view().table_view.heatmap.cell_center(cell.0, cell.1) else {
                    failures.push(format!("{lang:?} {size:?}: no heatmap"));
                    continue;
                };
                common::click_at(&mut t.harness, at);
                settle(&mut t.harness);
                let what = format!("{lang:?} {size:?} cell {cell:?}");
                let selected = t
                    .harness
                    .state()
                    .tab::<gamedp::ui::stone::StoneTab>()
                    .unwrap()
                    .view()
                    .table_view
                    .selected;
                if selected != Some(cell) {
                    failures.push(format!("{what}: selected {selected:?}"));
                    continue;
                }
                // (the inspector may move the table once a cell is selected)
                let at = t
                    .harness
                    .state()
                    .tab::<gamedp::ui::stone::StoneTab>()
                    .unwrap()
                    .view()
                    .table_view
                    .heatmap
                    .cell_center(cell.0, cell.1)
                    .unwrap_or(at);
                let (texts, outlines) = drawn(&t);
                let mut checked = 0;
                // the cell's frame: its dark ring (presentation mode), outermost
                let ring = egui::Color32::from_rgb(20, 20, 20);
                let frames = outlines
                    .iter()
                    .filter(|o| o.outer.contains(at) && o.colour == ring);
                for o in frames {
                    checked += 1;
                    // a text painted after the frame is on top of it (on the header band)
                    for d in texts.iter().filter(|d| d.order < o.order) {
                        let outside = !o.outer.contains(d.rect.center());
                        if outside && d.rect.intersects(o.outer) && !o.inner.contains_rect(d.rect) {
                            failures.push(format!(
                                "{what}: the frame {:?} covers {:?} at {:?}",
                                o.outer, d.text, d.rect
                            ));
                        }
                    }
                }
                if checked == 0 {
                    failures.push(format!("{what}: no frame around the cell"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Item 3: at 1024 × 768 with the side panel open (and with the quiz on) the view bar's
/// buttons keep text of at least 18 px.
#[test]
fn the_view_bar_keeps_its_text_size_beside_the_side_panel() {
    let mut failures = Vec::new();
    let views = |lang: Language| {
        set_language(lang);
        let s = gamedp::i18n::stone::tr();
        let c = gamedp::i18n::cat_mouse::tr();
        [
            ("stone-877-5-3-4-5.json", [s.view_table, s.view_line]),
            (
                "cat-mouse-leetcode-example-1.json",
                [c.view_edit, c.view_compare],
            ),
        ]
    };
    for lang in LANGS {
        for (file, names) in views(lang) {
            for quiz in [false, true] {
                let mut t = presenting(file, lang, SIZES[0], true);
                if quiz {
                    click(&mut t, gamedp::i18n::quiz::tr().quiz_switch);
                }
                let (texts, _) = drawn(&t);
                for name in names {
                    let what = format!("{file} {lang:?} quiz {quiz}: {name:?}");
                    if let Some(d) = texts.iter().find(|d| d.text == name) {
                        eprintln!("{what}: {:.1} px", d.px);
                    }
                    // (a view the row has no room for is in presentation mode's "More ▼")
                    let more = texts.iter().any(|d| d.text == gamedp::i18n::tr().view_more);
                    match texts.iter().find(|d| d.text == name) {
                        None if more => {}
                        None => failures.push(format!("{what}: not drawn")),
                        Some(d) if d.px < 18.0 - 0.01 => {
                            failures.push(format!("{what}: {:.1} px", d.px))
                        }
                        Some(d) if !d.clip.expand(0.5).contains_rect(d.rect) => {
                            failures.push(format!("{what}: cut at {:?} by {:?}", d.rect, d.clip))
                        }
                        Some(_) => {}
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Item 4: stone's Optimal line stepped to its end shows every move's row and the final score
/// whole in the window, with nothing to scroll: 4 and 5 piles, the side panel shut and open.
#[test]
fn the_optimal_line_shows_its_last_row_and_score() {
    let dir = tempfile::tempdir().unwrap();
    let five = common::write_file(
        &dir,
        "stone-five.json",
        r#"{"version": 1, "game": "stone", "title": "five", "piles": [3, 9, 1, 2, 7]}"#,
    );
    let mut failures = Vec::new();
    for (file, moves) in [
        (example("stone-877-5-3-4-5.json").unwrap(), 4),
        (five.clone(), 5),
    ] {
        for lang in LANGS {
            for size in SIZES {
                for side in [false, true] {
                    let mut t = app_with(Some(file.clone()), lang);
                    let ctx = t.harness.ctx.clone();
                    t.harness.state_mut().set_presentation(&ctx, true);
                    t.harness.set_size(size);
                    wait_until(&mut t.harness, 60, "solve", common::stone_solved);
                    settle(&mut t.harness);
                    set_language(lang);
                    if side {
                        click(&mut t, gamedp::i18n::tr().side_unfold);
                    }
                    let s = gamedp::i18n::stone::tr();
                    click(&mut t, s.view_line);
                    click(&mut t, "→|");
                    let what = format!("{file:?} {lang:?} {size:?} side {side}");
                    let line = &t
                        .harness
                        .state()
                        .tab::<gamedp::ui::stone::StoneTab>()
                        .unwrap()
                        .view()
                        .line_view;
                    let Some(last) = line.line().last().cloned() else {
                        failures.push(format!("{what}: no line"));
                        continue;
                    };
                    let (texts, _) = drawn(&t);
                    let central = region(&t, "central").unwrap();
                    let whole = |d: &&Drawn| {
                        d.clip.expand(0.5).contains_rect(d.rect)
                            && central.expand(0.5).contains_rect(d.rect)
                    };
                    let Some(number) = texts
                        .iter()
                        .filter(|d| d.text == moves.to_string() && central.contains(d.rect.min))
                        .max_by(|a, b| a.rect.min.y.total_cmp(&b.rect.min.y))
                    else {
                        failures.push(format!("{what}: no row for move {moves}"));
                        continue;
                    };
                    let row: Vec<_> = texts
                        .iter()
                        .filter(|d| (d.rect.center().y - number.rect.center().y).abs() < 4.0)
                        .collect();
                    for want in [
                        moves.to_string(),
                        last.totals.0.to_string(),
                        last.totals.1.to_string(),
                    ] {
                        match row.iter().find(|d| d.text == want) {
                            Some(d) if whole(d) => {}
                            Some(d) => failures.push(format!(
                                "{what}: {want:?} of the last row cut at {:?} (clip {:?})",
                                d.rect, d.clip
                            )),
                            None => failures.push(format!("{what}: the last row has no {want:?}")),
                        }
                    }
                    // nothing of the view runs below the window's central area (a scroll):
                    // no text drawn in a clip that starts in it ends below it
                    if let Some(d) = texts.iter().find(|d| {
                        central.contains(d.clip.min)
                            && d.rect.max.y > central.max.y + 1.0
                            && d.rect.min.x >= central.min.x
                    }) {
                        failures.push(format!(
                            "{what}: {:?} at {:?} runs below the central area {central:?}",
                            d.text, d.rect
                        ));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Item 5: 913's Optimal game at 1024 × 768 with the Outcome tables shown keeps its step
/// buttons (and the toggle) in view.
#[test]
fn the_outcome_tables_toggle_keeps_the_step_buttons() {
    let mut failures = Vec::new();
    for lang in LANGS {
        for side in [false, true] {
            let mut t = presenting("cat-mouse-leetcode-example-1.json", lang, SIZES[0], side);
            let c = gamedp::i18n::cat_mouse::tr();
            click(&mut t, c.view_solution);
            if t.harness
                .query_all_by_label(c.present_tables)
                .next()
                .is_none()
            {
                // the tables stand beside the graph: nothing to toggle
                continue;
            }
            click(&mut t, c.present_tables);
            let what = format!("{lang:?} side {side}");
            for label in ["→", "←", c.present_graph] {
                if t.harness.query_all_by_label(label).next().is_none() {
                    failures.push(format!("{what}: no {label:?} with the tables shown"));
                }
            }
            if t.harness.query_all_by_label("→").next().is_some() {
                let before = t
                    .harness
                    .state()
                    .tab::<gamedp::ui::cat_mouse::CatMouseTab>()
                    .unwrap()
                    .view()
                    .solution_view
                    .stepper
                    .step;
                click(&mut t, "→");
                let after = t
                    .harness
                    .state()
                    .tab::<gamedp::ui::cat_mouse::CatMouseTab>()
                    .unwrap()
                    .view()
                    .solution_view
                    .stepper
                    .step;
                if after != before + 1 {
                    failures.push(format!("{what}: → stepped from {before} to {after}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every filled rectangle the last frame drew in one of `fills` (clipped to where it shows).
fn filled(t: &common::TestApp, fills: &[egui::Color32]) -> Vec<egui::Rect> {
    fn walk(
        shape: &egui::Shape,
        clip: egui::Rect,
        fills: &[egui::Color32],
        out: &mut Vec<egui::Rect>,
    ) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, clip, fills, out)),
            egui::Shape::Rect(r) if fills.contains(&r.fill) => {
                let seen = r.rect.intersect(clip);
                if seen.is_positive() {
                    out.push(seen);
                }
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
            fills,
            &mut out,
        );
    }
    out
}

/// Brief p13 item 1: stone's Rolling array in presentation mode (24 piles and 4, at 1024 × 740
/// and 1366 × 740, the side panel shut and open, English and Chinese) draws no text over a
/// slot's box: the step's lines ("Step 78: dp[0] = max(…)") stay clear of the second row of
/// slots; only a slot's own value is inside its box.
#[test]
fn the_rolling_array_step_lines_overlap_no_slot() {
    use gamedp::ui::stone::rolling_view::{IN_ROW, WRITTEN};
    let mut failures = Vec::new();
    for (file, step) in [("stone-24-piles.json", 78), ("stone-seed-3-9-1-2.json", 7)] {
        for lang in LANGS {
            for size in [egui::vec2(1024.0, 740.0), egui::vec2(1366.0, 740.0)] {
                for side in [false, true] {
                    let mut t = presenting(file, lang, size, side);
                    click(&mut t, gamedp::i18n::stone::tr().view_rolling);
                    t.harness
                        .state_mut()
                        .tab_mut::<gamedp::ui::stone::StoneTab>()
                        .unwrap()
                        .view_mut()
                        .rolling_view
                        .stepper
                        .step = step;
                    settle(&mut t.harness);
                    settle(&mut t.harness);
                    let what = format!("{file} {lang:?} {size:?} side {side}");
                    // (the answer line above the views has the winner's fill too): the boxes
                    // below the view bar
                    let bar = t
                        .harness
                        .query_all_by_label(gamedp::i18n::stone::tr().view_rolling)
                        .map(|n| n.rect().max.y)
                        .fold(0.0, f32::max);
                    let boxes: Vec<_> = filled(&t, &[IN_ROW, WRITTEN])
                        .into_iter()
                        .filter(|b| b.min.y > bar)
                        .collect();
                    if boxes.len() < 4 {
                        failures.push(format!("{what}: only {} slot boxes drawn", boxes.len()));
                        continue;
                    }
                    let (texts, _) = drawn(&t);
                    if !texts.iter().any(|d| d.text.contains(&format!("{step}"))) {
                        failures.push(format!("{what}: no line of step {step}"));
                    }
                    // item 2: a longer row says in view which piles are shown, and why
                    // dp[0] is not the row's answer
                    let part = texts
                        .iter()
                        .any(|d| d.text.contains("#0–#11") && d.text.contains("(0, 11)"));
                    if part != file.contains("24") {
                        failures.push(format!("{what}: the shown part told: {part}"));
                    }
                    for d in &texts {
                        let shown = d.rect.intersect(d.clip);
                        if !shown.is_positive() {
                            continue;
                        }
                        for b in &boxes {
                            let own = b.expand(0.5).contains_rect(shown);
                            if !own && shown.shrink(1.0).intersects(*b) {
                                failures.push(format!(
                                    "{what}: {:?} at {shown:?} is drawn over the slot {b:?}",
                                    d.text.chars().take(40).collect::<String>()
                                ));
                                break;
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Brief p13 item 3: the Calls tree in presentation mode (stone 877 and Guess Number 10 a few
/// steps on, 1024 × 740 and 1366 × 740, English and Chinese) shows its rows whole: no call's
/// line is cut by the tree's edges (a row half above the top or below the bottom).
#[test]
fn the_calls_tree_cuts_no_row() {
    let mut failures = Vec::new();
    for (file, step) in [("stone-877-5-3-4-5.json", 13), ("guess-number-10.json", 25)] {
        for lang in LANGS {
            for size in [egui::vec2(1024.0, 740.0), egui::vec2(1366.0, 740.0)] {
                let mut t = presenting(file, lang, size, false);
                t.harness.state_mut().show_view("calls");
                settle(&mut t.harness);
                for _ in 0..step {
                    click(&mut t, "→");
                }
                let what = format!("{file} {lang:?} {size:?}");
                let (texts, _) = drawn(&t);
                let calls: Vec<_> = texts
                    .iter()
                    .filter(|d| d.text.starts_with("solve("))
                    .filter(|d| d.rect.intersect(d.clip).is_positive())
                    .collect();
                if calls.len() < 3 {
                    failures.push(format!("{what}: {} calls drawn", calls.len()));
                }
                for d in calls {
                    if !d.clip.expand(0.5).contains_rect(d.rect) {
                        failures.push(format!(
                            "{what}: {:?} at {:?} cut by {:?}",
                            d.text, d.rect, d.clip
                        ));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Brief p20 item 1: 913's Optimal game and Solving order with their Details open keep the
/// graph large: at least half the central area's width and two fifths of its height (at
/// 1366 × 768 the tables stood beside it too and the graph shrank to about 120 × 50 px), at
/// 1024, 1366 and 1920, in English and Chinese.
#[test]
fn the_details_leave_the_graph_half_the_room() {
    let cm = || gamedp::i18n::cat_mouse::tr();
    let views: [fn() -> &'static str; 2] = [
        || gamedp::i18n::cat_mouse::tr().view_solution,
        || gamedp::i18n::cat_mouse::tr().view_order,
    ];
    let mut failures = Vec::new();
    for view in views {
        for lang in LANGS {
            for size in SIZES.into_iter().chain([egui::vec2(1920.0, 1080.0)]) {
                let mut t = presenting("cat-mouse-leetcode-example-1.json", lang, size, false);
                click(&mut t, view());
                click(&mut t, cm().present_details);
                click(&mut t, "→");
                let what = format!("{} {lang:?} {size:?}", view());
                if region(&t, DETAILS).is_none() {
                    failures.push(format!("{what}: no details drawn"));
                }
                // the graph (the largest picture drawn) spans half the central area's width
                // and two fifths of its height (beside the tables it was about 120 × 50 px)
                let central = region(&t, "central").unwrap();
                let pictures: Vec<egui::Rect> = t
                    .harness
                    .state()
                    .layout
                    .iter()
                    .filter(|r| r.name == PICTURE)
                    .map(|r| r.rect.intersect(central))
                    .filter(|r| r.is_positive())
                    .collect();
                let graph = crate::registry::drawn_content(&t, &pictures)
                    .into_iter()
                    .flatten()
                    .max_by(|a, b| a.area().total_cmp(&b.area()));
                match graph {
                    Some(g)
                        if g.width() >= 0.5 * central.width()
                            && g.height() >= 0.4 * central.height() => {}
                    _ => failures.push(format!(
                        "{what}: the graph is drawn in {graph:?}, the central area is {central:?}"
                    )),
                }
                // and everything drawn stays legible
                for p in crate::registry::legibility_problems(&t) {
                    if !p.contains("main picture") {
                        failures.push(format!("{what}, details open: {p}"));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Brief p20 item 3: stone's DP table on a projector (1024 × 768 and 1366 × 768, English and
/// Chinese) keeps its column headers ("0:3", "1:9", …) above row 0: no header reaches into the
/// top row's cells (at 1024 they stood on a band over it and hid its values).
#[test]
fn the_table_headers_stand_above_row_0() {
    let mut failures = Vec::new();
    for lang in LANGS {
        for size in SIZES {
            let t = presenting("stone-seed-3-9-1-2.json", lang, size, false);
            let what = format!("{lang:?} {size:?}");
            let heat = &t
                .harness
                .state()
                .tab::<gamedp::ui::stone::StoneTab>()
                .unwrap()
                .view()
                .table_view
                .heatmap;
            let (Some(a), Some(b)) = (heat.cell_center(0, 0), heat.cell_center(1, 0)) else {
                failures.push(format!("{what}: no table drawn"));
                continue;
            };
            let top = a.y - (b.y - a.y) / 2.0;
            let (texts, _) = drawn(&t);
            let headers: Vec<&Drawn> = texts
                .iter()
                .filter(|d| ["0:3", "1:9", "2:1", "3:2"].contains(&d.text.as_str()))
                .collect();
            if headers.len() < 4 {
                failures.push(format!("{what}: {} column headers drawn", headers.len()));
            }
            for d in headers {
                if d.rect.bottom() > top + 0.5 {
                    failures.push(format!(
                        "{what}: header {:?} ends at {:.1}, row 0 starts at {top:.1}",
                        d.text,
                        d.rect.bottom()
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Brief p20 item 5: Guess Number's "If the number is …, an optimal player guesses … and pays
/// …" sentence after Show its path is the view's answer: on a projector it is drawn at the body
/// size (it was the small size, 18 px beside the 24 px buttons), n = 100 at 1024 and 1366,
/// English and Chinese.
#[test]
fn the_show_path_sentence_is_body_sized() {
    let mut failures = Vec::new();
    for lang in LANGS {
        for size in SIZES {
            let mut t = presenting("guess-number-100.json", lang, size, false);
            let g = gamedp::i18n::guess_number::tr();
            click(&mut t, g.view_tree);
            click(&mut t, g.show_path);
            let what = format!("{lang:?} {size:?}");
            let body = t.harness.ctx.global_style().text_styles[&egui::TextStyle::Body].size
                * t.harness.ctx.pixels_per_point();
            let (texts, _) = drawn(&t);
            let start = g.path_text.split("{x}").next().unwrap_or_default();
            match texts.iter().find(|d| d.text.starts_with(start)) {
                Some(d) if d.px >= body - 0.01 => {}
                Some(d) => failures.push(format!(
                    "{what}: {:?} is {:.1} px, the body {body:.1} px",
                    d.text, d.px
                )),
                None => failures.push(format!(
                    "{what}: no path sentence drawn: {:?}",
                    texts.iter().map(|d| &d.text).collect::<Vec<_>>()
                )),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Brief p23 item 1: Guess Number's DP table at n = 10 on a projector (1024 × 768 and
/// 1366 × 768, English and Chinese) draws its cell numbers at least 22 px (they were 18 px, the
/// floor, on 36-point rows: digits 12 px high, t1's "about 11 px" from the back row) and its row
/// and column numbers at least 20 px.
#[test]
fn the_dp_table_numbers_read_from_the_back_row() {
    use gamedp::ui::guess_number::GuessNumberTab;
    let mut failures = Vec::new();
    for lang in LANGS {
        for size in SIZES {
            let t = presenting("guess-number-10.json", lang, size, false);
            let what = format!("{lang:?} {size:?}");
            let table = &t
                .harness
                .state()
                .tab::<GuessNumberTab>()
                .unwrap()
                .view()
                .table_view;
            let (Some(a), Some(b)) = (table.cell_center(1, 1), table.cell_center(10, 10)) else {
                failures.push(format!("{what}: no table drawn"));
                continue;
            };
            let half = (b - a) / 18.0;
            let cells = egui::Rect::from_two_pos(a, b).expand2(half.abs());
            let (texts, _) = drawn(&t);
            let numbers = |d: &&Drawn| d.text.chars().all(|c| c.is_ascii_digit());
            let inside: Vec<&Drawn> = texts
                .iter()
                .filter(numbers)
                .filter(|d| cells.contains(d.rect.center()))
                .collect();
            let headers: Vec<&Drawn> = texts
                .iter()
                .filter(numbers)
                .filter(|d| !cells.contains(d.rect.center()))
                .filter(|d| cells.expand(80.0).contains(d.rect.center()))
                .collect();
            if inside.len() < 50 || headers.len() < 18 {
                failures.push(format!(
                    "{what}: {} cell numbers, {} headers drawn",
                    inside.len(),
                    headers.len()
                ));
            }
            for (kind, list, least) in [("cell", &inside, 22.0), ("header", &headers, 20.0)] {
                if let Some(d) = list.iter().min_by(|x, y| x.px.total_cmp(&y.px))
                    && d.px < least
                {
                    failures.push(format!(
                        "{what}: {kind} number {:?} is {:.1} px (at least {least})",
                        d.text, d.px
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Brief p23 item 4: the stone table's "Show the fill order" box is followed by the orders
/// themselves, not by a second "order:" label ("☑ Show the fill order  order: Diagonal by
/// diagonal…" said it twice), on a projector and off it.
#[test]
fn the_fill_order_is_named_once() {
    let mut failures = Vec::new();
    for lang in LANGS {
        for present in [true, false] {
            let mut t = app_with(example("stone-seed-3-9-1-2.json"), lang);
            let ctx = t.harness.ctx.clone();
            t.harness.state_mut().set_presentation(&ctx, present);
            t.harness.set_size(SIZES[1]);
            wait_until(&mut t.harness, 60, "solve", common::stone_solved);
            settle(&mut t.harness);
            set_language(lang);
            let s = gamedp::i18n::stone::tr();
            click(&mut t, s.anim_show);
            let what = format!("{lang:?} presentation {present}");
            let (texts, _) = drawn(&t);
            if !texts.iter().any(|d| d.text == s.order_diagonal) {
                failures.push(format!("{what}: the diagonal order is not shown"));
            }
            let label = format!("{}:", s.fill_order);
            if let Some(d) = texts
                .iter()
                .find(|d| d.text == label || d.text == s.fill_order)
            {
                failures.push(format!("{what}: {:?} follows the box", d.text));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
