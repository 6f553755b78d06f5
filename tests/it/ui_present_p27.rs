//! Issue 24, brief p27: the back row of a projected class (t1 stop 43, 1024 × 768 and
//! 1366 × 768, English and Chinese): the view bar shrank to 18 px and wrapped onto two rows
//! whenever the side panel or a lesson was open (Problem 1).
#![cfg(feature = "gui")]

use crate::common;

use common::{settle, wait_until};
use egui_kittest::kittest::Queryable as _;
use gamedp::games::GameKind;
use gamedp::i18n::{Language, set_language};
use gamedp::ui::kit::theme::PRESENT_BODY;

const SIZES: [egui::Vec2; 2] = [egui::vec2(1024.0, 768.0), egui::vec2(1366.0, 768.0)];
const LANGS: [Language; 2] = [Language::English, Language::Chinese];

/// One text the last frame drew: its words, its rows' rectangle, the clip it was drawn in and
/// its smallest font size in pixels.
pub(crate) struct Drawn {
    pub text: String,
    pub rect: egui::Rect,
    pub clip: egui::Rect,
    pub px: f32,
}

/// Every text the last frame drew inside the window.
pub(crate) fn drawn(t: &common::TestApp) -> Vec<Drawn> {
    fn walk(shape: &egui::Shape, clip: egui::Rect, ppp: f32, out: &mut Vec<Drawn>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, clip, ppp, out)),
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
                    * ppp;
                out.push(Drawn {
                    text: text.galley.text().to_string(),
                    rect,
                    clip,
                    px,
                });
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
            walk(&clipped.shape, clip, output.pixels_per_point, &mut out);
        }
    }
    out
}

/// The rectangle of the region `name` the last frame recorded.
pub(crate) fn region(t: &common::TestApp, name: &str) -> Option<egui::Rect> {
    t.harness
        .state()
        .layout
        .iter()
        .find(|r| r.name == name)
        .map(|r| r.rect)
}

/// The app in presentation mode at `size` in `lang` on the showcase example of `kind`, solved.
fn presenting_kind(kind: GameKind, lang: Language, size: egui::Vec2) -> common::TestApp {
    let (mut t, _) = crate::registry::solved_example(kind, lang);
    let ctx = t.harness.ctx.clone();
    t.harness.state_mut().set_presentation(&ctx, true);
    t.harness.set_size(size);
    settle(&mut t.harness);
    settle(&mut t.harness);
    set_language(lang);
    t
}

/// What is wrong with the view bar of the active tab in the last frame: a view's button under
/// the presentation size, cut, off the bar's row (the quiz switch's), or neither on the bar nor
/// behind a "More ▾" menu on it.
fn view_bar_problems(t: &common::TestApp, kind: GameKind) -> Vec<String> {
    let mut found = Vec::new();
    let texts = drawn(t);
    let Some(central) = region(t, "central") else {
        return vec!["no central area".into()];
    };
    // the topmost text of these words in the central area
    let on_bar = |words: &str| {
        texts
            .iter()
            .filter(|d| d.text == words && central.contains(d.rect.center()))
            .min_by(|a, b| a.rect.top().total_cmp(&b.rect.top()))
    };
    let switch = gamedp::i18n::quiz::tr().quiz_switch;
    let Some(row) = on_bar(switch) else {
        return vec![format!("no {switch:?} in the view bar")];
    };
    let more = gamedp::i18n::tr().view_more;
    let has_more = on_bar(more).is_some();
    let mut bar: Vec<&Drawn> = vec![row];
    for label in crate::registry::panes(kind) {
        match on_bar(label) {
            Some(d) => bar.push(d),
            None if has_more => {}
            None => found.push(format!("{label:?} neither on the bar nor in {more:?}")),
        }
    }
    bar.extend(on_bar(more));
    for d in bar {
        if d.px < PRESENT_BODY - 0.01 {
            found.push(format!(
                "{:?} at {:.1} px (not {PRESENT_BODY})",
                d.text, d.px
            ));
        }
        if (d.rect.center().y - row.rect.center().y).abs() > 2.0 {
            found.push(format!(
                "{:?} on another row ({:?}; the switch at {:?})",
                d.text, d.rect, row.rect
            ));
        }
        if !d.clip.expand(0.5).contains_rect(d.rect) || !central.contains_rect(d.rect) {
            found.push(format!("{:?} cut at {:?} by {:?}", d.text, d.rect, d.clip));
        }
    }
    found
}

/// Problem 1: in every tab, at 1024 × 768 and 1366 × 768, in English and Chinese, with the side
/// panel open and with the tab's lesson open (its side panel shut and open), the view bar keeps
/// the presentation size on one row: what does not fit is in "More ▾".
#[test]
fn the_view_bar_keeps_its_size_and_row_beside_the_side_panel_and_a_lesson() {
    let mut failures = Vec::new();
    for lang in LANGS {
        for size in SIZES {
            for kind in GameKind::ALL {
                let mut t = presenting_kind(kind, lang, size);
                let what = format!("{kind:?} {lang:?} {}x{}", size.x, size.y);
                let unfold = gamedp::i18n::tr().side_unfold;
                t.harness.get_by_label(unfold).click();
                settle(&mut t.harness);
                settle(&mut t.harness);
                for p in view_bar_problems(&t, kind) {
                    failures.push(format!("{what}, side panel open: {p}"));
                }
                // the tab's first lesson, at its first step in this tab
                let lessons = t.harness.state().lesson.lessons().to_vec();
                let Some((n, k)) = lessons
                    .iter()
                    .enumerate()
                    .find_map(|(n, l)| l.steps.iter().position(|s| s.game == kind).map(|k| (n, k)))
                else {
                    failures.push(format!("{what}: no lesson"));
                    continue;
                };
                t.harness.state_mut().start_lesson(n, k);
                wait_until(&mut t.harness, 60, "the step's solve", |app| {
                    app.active_tab().status().solved
                });
                settle(&mut t.harness);
                settle(&mut t.harness);
                set_language(lang);
                for p in view_bar_problems(&t, kind) {
                    failures.push(format!("{what}, lesson {n} step {k} open: {p}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Problem 1: a view the bar has no room for is one click away in "More ▾": picking it there
/// shows it, and it then stands on the bar at the presentation size.
#[test]
fn a_view_in_more_opens_from_the_menu() {
    let lang = Language::English;
    let kind = GameKind::CatMouse;
    let mut t = presenting_kind(kind, lang, SIZES[0]);
    t.harness
        .get_by_label(gamedp::i18n::tr().side_unfold)
        .click();
    settle(&mut t.harness);
    settle(&mut t.harness);
    let more = gamedp::i18n::tr().view_more;
    let texts = drawn(&t);
    let labels = crate::registry::panes(kind);
    let last = *labels.last().unwrap();
    assert!(
        texts.iter().any(|d| d.text == more),
        "no {more:?} beside the side panel at 1024"
    );
    assert!(
        !texts.iter().any(|d| d.text == last),
        "{last:?} on the bar: nothing to pick from {more:?}"
    );
    t.harness.get_by_label(more).click();
    settle(&mut t.harness);
    t.harness.get_by_label(last).click();
    settle(&mut t.harness);
    settle(&mut t.harness);
    let problems = view_bar_problems(&t, kind);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // picked, it is the view shown: on the bar's row, selected
    let texts = drawn(&t);
    let switch = gamedp::i18n::quiz::tr().quiz_switch;
    let row = texts
        .iter()
        .find(|d| d.text == switch)
        .expect("the switch")
        .rect;
    assert!(
        texts
            .iter()
            .any(|d| d.text == last && (d.rect.center().y - row.center().y).abs() <= 2.0),
        "{last:?} is not on the bar once picked"
    );
}

/// A text's rows as the last frame drew them: each row's rectangle, the clip, the effective
/// colour on white (its opacity applied), whether it is monospace and its size in pixels.
struct Row {
    text: String,
    rect: egui::Rect,
    clip: egui::Rect,
    colour: egui::Color32,
    mono: bool,
    px: f32,
    /// drawn faded (a disabled widget)
    faded: bool,
}

/// Every text row the last frame drew inside the window.
fn rows(t: &common::TestApp) -> Vec<Row> {
    fn walk(shape: &egui::Shape, clip: egui::Rect, ppp: f32, out: &mut Vec<Row>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, clip, ppp, out)),
            egui::Shape::Text(text) if !text.galley.text().trim().is_empty() => {
                let job = &text.galley.job;
                let Some(section) = job.sections.first() else {
                    return;
                };
                let format = &section.format;
                let c = text.override_text_color.unwrap_or(
                    if format.color == egui::Color32::PLACEHOLDER {
                        text.fallback_color
                    } else {
                        format.color
                    },
                );
                let a = c.a() as f32 / 255.0 * text.opacity_factor;
                let on_white =
                    |v: u8| (v as f32 * text.opacity_factor + (1.0 - a) * 255.0).min(255.0) as u8;
                let colour =
                    egui::Color32::from_rgb(on_white(c.r()), on_white(c.g()), on_white(c.b()));
                let mono = job
                    .sections
                    .iter()
                    .any(|s| s.format.font_id.family == egui::FontFamily::Monospace);
                let px = job
                    .sections
                    .iter()
                    .map(|s| s.format.font_id.size)
                    .fold(f32::INFINITY, f32::min)
                    * ppp;
                for row in &text.galley.rows {
                    let words: String = row.glyphs.iter().map(|g| g.chr).collect();
                    if words.trim().is_empty() {
                        continue;
                    }
                    out.push(Row {
                        text: words,
                        rect: row.rect().translate(text.pos.to_vec2()),
                        clip,
                        colour,
                        mono,
                        px,
                        faded: text.opacity_factor < 0.99 || c.a() < 255,
                    });
                }
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
            walk(&clipped.shape, clip, output.pixels_per_point, &mut out);
        }
    }
    out
}

/// What is hard to read from the back row in the rows inside `area`: text (but code, which has
/// its own size and colours) under the presentation body size, grey text lighter than the
/// body's (egui's weak grey), a disabled label under 4.5 : 1, and (`cut`) a row sliced by the
/// bottom of its clip.
fn back_row_problems(t: &common::TestApp, area: egui::Rect, cut: bool) -> Vec<String> {
    let mut found = Vec::new();
    for r in rows(t) {
        let seen = r.clip.intersect(r.rect);
        if !area.contains(r.rect.center()) || seen.height() < 0.5 {
            continue;
        }
        if !r.mono && r.px < PRESENT_BODY - 0.01 {
            found.push(format!("{:?} at {:.1} px", r.text, r.px));
        }
        let (red, g, b) = (
            r.colour.r() as i32,
            r.colour.g() as i32,
            r.colour.b() as i32,
        );
        let grey = (red - g).abs() < 14 && (g - b).abs() < 14;
        // a disabled widget's text is fainter than the rest, and still reads (4.5 : 1 on
        // white); any other grey text is as dark as the body's (no weak grey)
        if r.faded {
            let lin = |v: u8| {
                let v = v as f32 / 255.0;
                if v <= 0.039_28 {
                    v / 12.92
                } else {
                    ((v + 0.055) / 1.055).powf(2.4)
                }
            };
            let c = r.colour;
            let l = 0.2126 * lin(c.r()) + 0.7152 * lin(c.g()) + 0.0722 * lin(c.b());
            if 1.05 / (l + 0.05) < 4.5 {
                found.push(format!("{:?} faded to {:?}", r.text, r.colour));
            }
        } else if grey && !r.mono && (red + g + b) / 3 > 60 {
            found.push(format!("{:?} in a light grey {:?}", r.text, r.colour));
        }
        if cut && r.rect.bottom() > r.clip.bottom() + 1.0 {
            found.push(format!(
                "{:?} cut at {:.0} (its row {:.0}–{:.0})",
                r.text,
                r.clip.bottom(),
                r.rect.top(),
                r.rect.bottom()
            ));
        }
    }
    found
}

/// Problems 2 and 5: with the side panel open, in every tab at 1024 × 768 and 1366 × 768, in
/// English and Chinese, its secondary lines (timings, counts, the rule that decided) are body
/// sized and as dark as its text, and no row is cut by its bottom edge (scrolled to the top
/// and to the middle).
#[test]
fn the_side_panel_reads_from_the_back_row_and_cuts_no_row() {
    let mut failures = Vec::new();
    for lang in LANGS {
        for size in SIZES {
            for kind in GameKind::ALL {
                let mut t = presenting_kind(kind, lang, size);
                let what = format!("{kind:?} {lang:?} {}x{}", size.x, size.y);
                t.harness
                    .get_by_label(gamedp::i18n::tr().side_unfold)
                    .click();
                settle(&mut t.harness);
                settle(&mut t.harness);
                let Some(side) = region(&t, "side") else {
                    failures.push(format!("{what}: no side panel"));
                    continue;
                };
                for p in back_row_problems(&t, side, true) {
                    failures.push(format!("{what}: {p}"));
                }
                // scrolled a little: the edge falls elsewhere
                t.harness.hover_at(side.center());
                t.harness.event(egui::Event::MouseWheel {
                    unit: egui::MouseWheelUnit::Point,
                    delta: egui::vec2(0.0, -37.0),
                    modifiers: egui::Modifiers::NONE,
                    source: egui::MouseWheelSource::Unknown,
                    phase: egui::TouchPhase::Move,
                });
                settle(&mut t.harness);
                for p in back_row_problems(&t, side, true) {
                    failures.push(format!("{what}, scrolled: {p}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Problems 5 and 6: a lesson's column shows whole rows (its text ends on a whole line above
/// "↓ more below") and its step count is body sized and dark; Help › Lessons' step counts and
/// the file's name beside the title too.
#[test]
fn the_lesson_column_the_lessons_dialog_and_the_file_name_read_from_the_back_row() {
    let mut failures = Vec::new();
    for lang in LANGS {
        for size in SIZES {
            let what = format!("{lang:?} {}x{}", size.x, size.y);
            let mut t = presenting_kind(GameKind::CatMouse, lang, size);
            // the file's name beside the title
            let name = "cat-mouse-leetcode-example-1.json";
            match rows(&t).into_iter().find(|r| r.text.contains(name)) {
                None => failures.push(format!("{what}: no file name")),
                Some(r) => {
                    let area = r.rect.expand(1.0);
                    for p in back_row_problems(&t, area, false) {
                        failures.push(format!("{what}, title row: {p}"));
                    }
                }
            }
            // lesson 5 step 3: a long text in the column at 1024
            let lessons = t.harness.state().lesson.lessons().to_vec();
            let n = lessons
                .iter()
                .position(|l| l.id == "cat-and-mouse")
                .unwrap();
            t.harness.state_mut().start_lesson(n, 2);
            wait_until(&mut t.harness, 60, "the step's solve", |app| {
                app.active_tab().status().solved
            });
            settle(&mut t.harness);
            settle(&mut t.harness);
            set_language(lang);
            match region(&t, "lesson_bar") {
                None => failures.push(format!("{what}: no lesson column")),
                Some(bar) => {
                    for p in back_row_problems(&t, bar, true) {
                        failures.push(format!("{what}, lesson: {p}"));
                    }
                }
            }
            t.harness.state_mut().lesson_leave();
            t.harness.state_mut().open_lessons();
            settle(&mut t.harness);
            settle(&mut t.harness);
            set_language(lang);
            let steps = gamedp::i18n::lessons::tr().steps;
            let count = gamedp::i18n::fill(steps, &[("n", &9)]);
            match rows(&t).into_iter().find(|r| r.text == count) {
                None => failures.push(format!("{what}: no {count:?} in Help › Lessons")),
                Some(r) => {
                    for p in back_row_problems(&t, r.rect.expand(1.0), false) {
                        failures.push(format!("{what}, Help › Lessons: {p}"));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
