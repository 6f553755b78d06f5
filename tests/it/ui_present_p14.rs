//! Issue 24, brief p14: a teacher at a projector (presentation mode, 1024 × 740 and
//! 1366 × 740, English and Chinese) found the Game Lab inspector's third line cut through the
//! middle above the graph, and the file's name still shown after an example replaced its data.
#![cfg(feature = "gui")]

use crate::common;

use common::settle;
use egui_kittest::kittest::Queryable as _;
use gamedp::i18n::{Language, set_language};

const SIZES: [egui::Vec2; 2] = [egui::vec2(1024.0, 740.0), egui::vec2(1366.0, 740.0)];
const LANGS: [Language; 2] = [Language::English, Language::Chinese];

pub(crate) use common::presenting::{drawn_texts, presenting};

/// Game Lab › Positions above the graph: every row of text is drawn whole or not at all (at
/// 1024 × 740 the inspector's scroll cut its second row through the middle). The inspector keeps
/// its share of the height (its whole height left the graph a strip); its scroll ends at a row.
#[test]
fn the_game_lab_inspector_rows_are_whole_above_the_graph() {
    for lang in LANGS {
        for size in SIZES {
            let t = presenting("custom-subtraction-1-3-4.json", lang, size);
            let rows = drawn_rows(&t);
            assert!(
                rows.iter().any(|(s, _, _)| s.contains('7')),
                "{lang:?} {size:?}: the inspector's sentence is not drawn"
            );
            for (s, rect, clip) in rows {
                let shown = rect.intersect(clip);
                // (a sliver under a pixel is not drawn)
                if shown.height() < 1.0 || shown.width() <= 0.0 {
                    continue;
                }
                assert!(
                    shown.height() >= rect.height() - 1.0,
                    "{lang:?} {size:?}: {s:?} cut by its clip: {rect:?} in {clip:?}"
                );
            }
        }
    }
}

/// Every row of text the last frame drew: its words, its rectangle and the clip it was drawn in.
fn drawn_rows(t: &common::TestApp) -> Vec<(String, egui::Rect, egui::Rect)> {
    fn walk(
        shape: &egui::Shape,
        clip: egui::Rect,
        out: &mut Vec<(String, egui::Rect, egui::Rect)>,
    ) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, clip, out)),
            egui::Shape::Text(text) => {
                for row in &text.galley.rows {
                    if !row.text().trim().is_empty() {
                        let rect = row.rect().translate(text.pos.to_vec2());
                        out.push((row.text(), rect, clip));
                    }
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
            &mut out,
        );
    }
    out
}

/// An example picked in the editor replaces the data: the header no longer names the file as
/// if it were on screen (it says the data changed from it, not saved).
#[test]
fn the_file_label_says_an_example_replaced_the_file() {
    for lang in LANGS {
        let mut t = presenting("stone-24-piles.json", lang, SIZES[0]);
        let file = "stone-24-piles.json";
        let shown =
            |t: &common::TestApp, text: &str| t.harness.query_all_by_label(text).next().is_some();
        assert!(
            shown(&t, file),
            "{lang:?}: the file's name is shown after opening it"
        );
        let folded = gamedp::i18n::tr().side_unfold;
        if shown(&t, folded) {
            t.harness.get_by_label(folded).click();
            settle(&mut t.harness);
        }
        examples_box(&t).scroll_to_me();
        settle(&mut t.harness);
        examples_box(&t).click();
        settle(&mut t.harness);
        t.harness.get_by_label("[1,5,2] (486)").click();
        settle(&mut t.harness);
        settle(&mut t.harness);
        assert!(
            !shown(&t, file),
            "{lang:?}: after [1,5,2] the header still names {file} alone"
        );
        let edited = gamedp::i18n::fill(gamedp::i18n::tr().file_edited, &[("file", &file)]);
        assert!(shown(&t, &edited), "{lang:?}: no {edited:?}");
    }
}

/// Item 3: at 1024 × 740 with the side panel open and its editor scrolled to the bottom, every
/// tab's answer (the verdict badge) is still in view at the top of the panel, in English and
/// Chinese (it scrolled out of sight with the editor).
#[test]
fn the_answer_stays_in_view_when_the_side_panel_scrolls() {
    use gamedp::games::GameKind;
    use gamedp::ui::kit::layout::ANSWER;
    let region = |t: &common::TestApp, name: &str| {
        t.harness
            .state()
            .layout
            .iter()
            .find(|r| r.name == name)
            .map(|r| r.rect)
    };
    let mut failures = Vec::new();
    for kind in GameKind::ALL {
        for lang in LANGS {
            let what = format!("{kind:?} {lang:?}");
            let (mut t, _) = crate::registry::solved_example(kind, lang);
            let ctx = t.harness.ctx.clone();
            t.harness.state_mut().set_presentation(&ctx, true);
            t.harness.set_size(SIZES[0]);
            t.harness.run_steps(4);
            set_language(lang);
            let folded = gamedp::i18n::tr().side_unfold;
            if t.harness.query_by_label(folded).is_some() {
                t.harness.get_by_label(folded).click();
                t.harness.run_steps(4);
            }
            let Some(side) = region(&t, "side") else {
                failures.push(format!("{what}: no side panel"));
                continue;
            };
            // the wheel over the panel's lower half, to the bottom of the editor
            let at = egui::pos2(side.center().x, side.bottom() - 60.0);
            t.harness.event(egui::Event::PointerMoved(at));
            for _ in 0..10 {
                t.harness.event(egui::Event::MouseWheel {
                    unit: egui::MouseWheelUnit::Point,
                    delta: egui::vec2(0.0, -400.0),
                    phase: egui::TouchPhase::Move,
                    source: egui::MouseWheelSource::Unknown,
                    modifiers: egui::Modifiers::NONE,
                });
                t.harness.run_steps(2);
            }
            t.harness.run_steps(4);
            let side = region(&t, "side").unwrap_or(egui::Rect::NOTHING);
            let answer = region(&t, ANSWER).unwrap_or(egui::Rect::NOTHING);
            let in_view = answer.height() >= 10.0
                && answer.top() >= side.top() - 1.0
                && answer.top() + 30.0 <= side.bottom()
                && answer.left() >= side.left() - 1.0
                && answer.right() <= side.right() + 1.0;
            if !in_view {
                failures.push(format!(
                    "{what}: scrolled, the answer {answer:?} is out of the side panel {side:?}"
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The stone editor's box of examples ("Choose…").
fn examples_box(t: &common::TestApp) -> egui_kittest::Node<'_> {
    let choose = gamedp::i18n::tr().choose;
    t.harness
        .query_all_by_role(egui::accesskit::Role::ComboBox)
        .find(|n| n.value().as_deref() == Some(choose))
        .expect("the examples' box")
}

/// Item 2: a row of 24 piles at 1024 × 740: stepping the Optimal line to a move that takes a
/// pile beyond the first screenful (#22) shows that pile, its number and its index whole (the
/// strip stayed on piles 0–11).
#[test]
fn the_optimal_line_follows_the_pile_taken() {
    for lang in LANGS {
        let mut t = presenting("stone-24-piles.json", lang, SIZES[0]);
        let s = gamedp::i18n::stone::tr();
        t.harness.get_by_label(s.view_line).click();
        settle(&mut t.harness);
        let line = |t: &common::TestApp| {
            t.harness
                .state()
                .tab::<gamedp::ui::stone::StoneTab>()
                .unwrap()
                .view()
                .line_view
                .line()
                .to_vec()
        };
        let moves = line(&t);
        let far = moves
            .iter()
            .position(|m| m.index >= 16)
            .expect("a move that takes a pile far right");
        for _ in 0..=far {
            t.harness.get_by_label("→").click();
            settle(&mut t.harness);
        }
        settle(&mut t.harness);
        let m = &moves[far];
        let texts = drawn_texts(&t);
        let whole = |text: &str| -> Vec<egui::Rect> {
            texts
                .iter()
                .filter(|(s, rect, clip)| s == text && clip.expand(0.5).contains_rect(*rect))
                .map(|(_, rect, _)| *rect)
                .collect()
        };
        let (indices, values) = (whole(&m.index.to_string()), whole(&m.value.to_string()));
        let seen = indices.iter().any(|i| {
            values
                .iter()
                .any(|v| (i.center().x - v.center().x).abs() < 4.0 && v.top() < i.top())
        });
        assert!(
            seen,
            "{lang:?}: move {} takes pile #{} ({}), not in view: indices {indices:?}, values {values:?}",
            far + 1,
            m.index,
            m.value
        );
    }
}
