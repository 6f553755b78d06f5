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
