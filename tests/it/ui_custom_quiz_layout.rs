//! The Game Lab's Quiz mode at 1024 × 768 (a 1024 × 740 window), in both languages, normal and
//! presentation mode: the graph of positions writes each node's label (its name, the one the
//! questions use, when every name fits; else its number), readable (at least 18 px in
//! presentation mode), and the whole graph stands in its area; a wrong answer leaves the
//! answer buttons where they were (issue 23).
#![cfg(feature = "gui")]

use crate::common;

use common::{example, settle, wait_until};
use egui_kittest::kittest::{Queryable as _, by};
use gamedp::app::GamedpApp;
use gamedp::games::custom::Setup;
use gamedp::i18n::{Language, custom::tr as lab_tr, set_language};
use gamedp::ui::custom::{CustomPane, CustomTab};

fn lab(app: &GamedpApp) -> &CustomTab {
    app.tab::<CustomTab>().expect("custom tab")
}

fn solved(app: &GamedpApp) -> bool {
    lab(app).is_solved()
}

/// The app on `file` (a bundled example), edited to `setup` when given, solved, with Quiz
/// mode on in Positions, at 1024 × 740, `present` or not.
fn quiz_app(file: &str, setup: Option<Setup>, lang: Language, present: bool) -> common::TestApp {
    let mut t = common::quiz_app(example(file), lang);
    wait_until(&mut t.harness, 60, "solve", solved);
    if let Some(setup) = setup {
        t.harness
            .state_mut()
            .tab_mut::<CustomTab>()
            .unwrap()
            .edit(setup);
        wait_until(&mut t.harness, 60, "solve the edit", solved);
    }
    let ctx = t.harness.ctx.clone();
    t.harness.state_mut().set_presentation(&ctx, present);
    t.harness.set_size(egui::vec2(1024.0, 740.0));
    {
        let view = t
            .harness
            .state_mut()
            .tab_mut::<CustomTab>()
            .unwrap()
            .view_mut();
        view.quiz.on = true;
        view.pane = CustomPane::Positions;
    }
    settle(&mut t.harness);
    t
}

/// The subtraction game {1, 3, 4} from 10 stones (11 positions, named 0 to 10).
fn subtraction() -> Setup {
    Setup {
        rules: "start = 10\ndef moves(p):\n    return [p - k for k in (1, 3, 4) if p >= k]\n"
            .into(),
        misere: false,
    }
}

/// Every text drawn in the last frame, with its font size.
fn texts(t: &common::TestApp) -> Vec<(String, f32)> {
    fn walk(shape: &egui::Shape, out: &mut Vec<(String, f32)>) {
        match shape {
            egui::Shape::Vec(v) => v.iter().for_each(|s| walk(s, out)),
            egui::Shape::Text(text) => {
                let size = text
                    .galley
                    .job
                    .sections
                    .first()
                    .map_or(0.0, |s| s.format.font_id.size);
                out.push((text.galley.text().to_string(), size));
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &t.harness.output().shapes {
        walk(&clipped.shape, &mut out);
    }
    out
}

/// The graph's problems in the frame shown: a node without its label (named as the questions
/// name it, or numbered), a label not drawn or too small, a node outside the graph's area.
fn graph_problems(t: &common::TestApp, names: bool, what: &str) -> Vec<String> {
    let present = t.harness.state().settings.presentation;
    let tab = lab(t.harness.state());
    let game = &tab.current().unwrap().game;
    let view = &tab.view().positions;
    let mut out = Vec::new();
    if view.nodes.len() != game.positions() {
        out.push(format!(
            "{what}: {} nodes of {}",
            view.nodes.len(),
            game.positions()
        ));
    }
    let Some(canvas) = view.canvas else {
        out.push(format!("{what}: no graph drawn"));
        return out;
    };
    // every line, curve and arrow of the graph inside its area (none cut at its edges)
    for clipped in &t.harness.output().shapes {
        if clipped.clip_rect != canvas {
            continue;
        }
        let bounds = clipped.shape.visual_bounding_rect();
        if bounds.is_positive() && !canvas.expand(1.0).contains_rect(bounds) {
            out.push(format!(
                "{what}: a shape at {bounds:?} cut by the graph's area {canvas:?}"
            ));
            break;
        }
    }
    let drawn = texts(t);
    for node in &view.nodes {
        let want = if names {
            game.position_text(node.id, 12)
        } else {
            node.id.to_string()
        };
        if node.label != want {
            out.push(format!(
                "{what}: node {} labelled {:?}",
                node.id, node.label
            ));
        }
        let least = if present { 18.0 } else { 10.0 };
        if !drawn.iter().any(|(s, size)| *s == want && *size >= least) {
            out.push(format!("{what}: no label {want:?} of >= {least} px drawn"));
        }
        let rect = egui::Rect::from_center_size(node.at, egui::Vec2::splat(2.0 * node.r));
        if !canvas.contains_rect(rect) {
            out.push(format!(
                "{what}: node {want} at {rect:?} outside the graph's area {canvas:?}"
            ));
        }
    }
    out
}

/// Each node of the quiz's graph has its label, readable, and the whole graph is in its area:
/// the subtraction game (named by number: the questions' names) and Kayles (tuples too wide
/// for their columns: the positions' numbers), in both languages, normal and presentation.
#[test]
fn the_quiz_graph_labels_every_node_and_fits_its_area() {
    let mut failures = Vec::new();
    for lang in [Language::English, Language::Chinese] {
        for present in [false, true] {
            let t = quiz_app(
                "custom-subtraction-1-3-4.json",
                Some(subtraction()),
                lang,
                present,
            );
            let what = format!("subtraction {lang:?} presentation={present}");
            failures.extend(graph_problems(&t, true, &what));
            let t = quiz_app("custom-kayles.json", None, lang, present);
            let what = format!("Kayles {lang:?} presentation={present}");
            failures.extend(graph_problems(&t, false, &what));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A wrong answer shows its feedback under the answer buttons: the buttons (and Hint) stay
/// where they were, in both languages, normal and presentation mode.
#[test]
fn a_wrong_answer_leaves_the_answer_buttons_in_place() {
    let mut failures = Vec::new();
    for lang in [Language::English, Language::Chinese] {
        for present in [false, true] {
            let mut t = quiz_app(
                "custom-subtraction-1-3-4.json",
                Some(subtraction()),
                lang,
                present,
            );
            set_language(lang);
            let (win, lose, hint) = (lab_tr().win, lab_tr().lose, gamedp::i18n::quiz::tr().hint);
            let rects = |t: &common::TestApp| {
                [win, lose, hint].map(|word| {
                    t.harness
                        .get(by().label(word).role(egui::accesskit::Role::Button))
                        .rect()
                })
            };
            let before = rects(&t);
            // the first question is 1, a win: "lose" is wrong
            t.harness
                .get(by().label(lose).role(egui::accesskit::Role::Button))
                .click();
            settle(&mut t.harness);
            set_language(lang);
            let wrong = gamedp::i18n::fill(
                lab_tr().quiz_wrong_outcome,
                &[("p", &"1"), ("actual", &lab_tr().win)],
            );
            // graded: a hint, the question goes on, the answer not shown
            assert!(
                t.harness
                    .query_all_by_label_contains(&wrong)
                    .next()
                    .is_none(),
                "{lang:?} presentation={present}: the answer at once: {wrong}"
            );
            let hint_line = gamedp::i18n::fill(
                gamedp::i18n::quiz::tr().hint_wrong,
                &[("k", &1), ("hint", &"")],
            );
            assert!(
                t.harness
                    .query_all_by_label_contains(hint_line.trim_end())
                    .next()
                    .is_some(),
                "{lang:?} presentation={present}: the wrong answer's hint {hint_line}"
            );
            let after = rects(&t);
            for ((word, b), a) in [win, lose, hint].iter().zip(before).zip(after) {
                if b != a {
                    failures.push(format!(
                        "{lang:?} presentation={present}: {word} moved from {b:?} to {a:?}"
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
