//! Issue 23, brief q14: in presentation mode at 1024 × 768 (a 1024 × 740 window) the quiz's
//! feedback lines ("Why: …", hints) wrap inside the quiz pane instead of being cut at its bottom
//! and right, in every tab, in English and Chinese.
#![cfg(feature = "gui")]

use crate::common;

use common::{app_with, example, settle};
use egui_kittest::kittest::Queryable as _;
use gamedp::games::GameKind;
use gamedp::i18n::{Language, set_language};
use gamedp::ui::registry;

/// A text the last frame drew: its words, its rows' rectangle, its clip, its rows.
struct Drawn {
    text: String,
    rect: egui::Rect,
    clip: egui::Rect,
    rows: usize,
}

fn drawn(t: &common::TestApp) -> Vec<Drawn> {
    fn walk(shape: &egui::Shape, clip: egui::Rect, out: &mut Vec<Drawn>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, clip, out)),
            egui::Shape::Text(text) if !text.galley.text().trim().is_empty() => {
                let rect = text
                    .galley
                    .rows
                    .iter()
                    .map(|r| r.rect())
                    .reduce(|a, b| a.union(b))
                    .unwrap_or(text.galley.rect)
                    .translate(text.pos.to_vec2());
                out.push(Drawn {
                    text: text.galley.text().to_string(),
                    rect,
                    clip,
                    rows: text.galley.rows.len(),
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

/// A feedback after the answer was shown ("The answer: …. Why: …", "Not quite: …"), by the
/// start of its template.
fn is_feedback(text: &str) -> bool {
    let q = gamedp::i18n::quiz::tr();
    [q.the_answer, q.outcome_wrong]
        .iter()
        .any(|t| text.starts_with(t.split('{').next().unwrap_or(t)))
}

/// Every tab whose quiz pane has a Hint button, English and Chinese, presentation mode in a
/// 1024 × 740 window: the Hint button pressed until the answer shows, its feedback (the answer
/// and why) is drawn whole inside its pane's clip and the window, and stone's long why wraps
/// on more than one row. Stone's "Why: …" ran below the inspector's bottom edge.
#[test]
fn the_feedback_wraps_inside_the_quiz_pane() {
    let mut failures = Vec::new();
    let mut checked = Vec::new();
    for lang in [Language::English, Language::Chinese] {
        for kind in GameKind::ALL {
            let what = format!("{kind:?} {lang:?}");
            let mut t = app_with(example(registry::showcase(kind)), lang);
            t.harness.set_size(egui::vec2(1024.0, 740.0));
            let ctx = t.harness.ctx.clone();
            t.harness.state_mut().set_presentation(&ctx, true);
            common::wait_until(&mut t.harness, 120, "solve", |app| {
                app.tabs[app.active].status().solved
            });
            settle(&mut t.harness);
            set_language(lang);
            let q = gamedp::i18n::quiz::tr();
            t.harness.get_by_label(q.quiz_switch).click();
            settle(&mut t.harness);
            settle(&mut t.harness);
            for _ in 0..3 {
                set_language(lang);
                let found = t
                    .harness
                    .query_all_by_label(q.hint)
                    .next()
                    .map(|b| b.click())
                    .is_some();
                if found {
                    settle(&mut t.harness);
                    settle(&mut t.harness);
                }
            }
            let screen = t.harness.ctx.content_rect();
            let feedback: Vec<Drawn> = drawn(&t)
                .into_iter()
                .filter(|d| is_feedback(&d.text))
                .collect();
            if feedback.is_empty() {
                continue;
            }
            checked.push(kind);
            for d in feedback {
                let inside = d.rect.shrink(1.0);
                if !d.clip.contains_rect(inside) || !screen.contains_rect(inside) {
                    failures.push(format!(
                        "{what}: {:?} at {:?} is cut (its pane shows {:?})",
                        d.text, d.rect, d.clip
                    ));
                }
                if kind == GameKind::Stone && d.rows < 2 {
                    failures.push(format!("{what}: the long why {:?} on one row", d.text));
                }
            }
        }
    }
    for kind in [GameKind::Stone, GameKind::CatMouse, GameKind::GuessNumber] {
        assert!(checked.contains(&kind), "no feedback drawn in {kind:?}");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Cat and Mouse (913), English and Chinese, normal and presentation mode (side panel folded):
/// while positions are left the Result is hidden; once every position is committed (the Hint
/// pressed to the answer, then Next position) the Result (normal mode) or the result line
/// above the views (presentation mode) says every question is answered, and the quiz's 4
/// positions made one set (it was a set of 10 before the tab told its questions left) whose last
/// position ended it with a report.
#[test]
fn cat_mouse_shows_the_result_once_every_position_is_answered() {
    use gamedp::ui::cat_mouse::CatMouseTab;
    let all = |t: &common::TestApp| {
        let tab = t.harness.state().tab::<CatMouseTab>().unwrap();
        tab.view().quiz_view.all_committed(tab.solved().unwrap())
    };
    let shows = |t: &common::TestApp, text: &str| {
        t.harness.query_all_by_label_contains(text).next().is_some()
    };
    for presentation in [false, true] {
        for lang in [Language::English, Language::Chinese] {
            let what = format!("{lang:?} presentation {presentation}");
            let mut t = common::quiz_app(example("cat-mouse-forced-capture.json"), lang);
            t.harness.set_size(egui::vec2(1024.0, 740.0));
            let ctx = t.harness.ctx.clone();
            t.harness.state_mut().set_presentation(&ctx, presentation);
            common::wait_until(&mut t.harness, 60, "solve", |app| {
                app.tabs[app.active].status().solved
            });
            settle(&mut t.harness);
            set_language(lang);
            let q = gamedp::i18n::quiz::tr();
            settle(&mut t.harness);
            let mut questions = 0;
            let set_size = |t: &common::TestApp| {
                let tab = t.harness.state().tab::<CatMouseTab>().unwrap();
                tab.view().quiz.tally.set_size()
            };
            let first_set = set_size(&t);
            while !all(&t) {
                assert!(
                    shows(&t, q.hidden),
                    "{what}: the result hidden while positions are left"
                );
                assert!(!shows(&t, q.all_answered), "{what}");
                assert!(questions < 80, "{what}: the quiz never ends");
                for _ in 0..3 {
                    set_language(lang);
                    let hint = t
                        .harness
                        .query_all_by_label(q.hint)
                        .next()
                        .map(|b| b.click());
                    if hint.is_some() {
                        settle(&mut t.harness);
                    }
                }
                questions += 1;
                if all(&t) {
                    break;
                }
                set_language(lang);
                t.harness.get_by_label(q.next_position).click();
                settle(&mut t.harness);
            }
            settle(&mut t.harness);
            set_language(lang);
            assert!(questions > 1, "{what}: {questions} question(s)");
            assert!(
                shows(&t, q.all_answered),
                "{what}: no 'every question answered'"
            );
            assert!(!shows(&t, q.hidden), "{what}: the result still hidden");
            let tab = t.harness.state().tab::<CatMouseTab>().unwrap();
            assert!(
                tab.view().quiz.tally.report.is_some(),
                "{what}: the last position ended no set"
            );
            // 4 positions (<= 12): one set of them all, whose last ends it
            assert_eq!(
                first_set, questions,
                "{what}: the set's size is not the quiz's {questions} positions"
            );
        }
    }
}
