//! Issue 24, brief p19: lessons give the picture its room. A projector teacher found the
//! lessons squashing the main view until it was unreadable (lesson 6 step 3's DP table a 150 px
//! strip with no numbers at 1024 × 768, lesson 1 step 5's a 50 px strip in Chinese), the
//! lesson's text cut after three lines with no sign that more followed, and the lesson bar's
//! buttons wrapped onto lines of their own.
#![cfg(feature = "gui")]

use crate::common;

use common::{app_with, settle, wait_until};
use egui_kittest::kittest::Queryable as _;
use gamedp::i18n::{Language, set_language};

const SIZES: [egui::Vec2; 3] = [
    egui::vec2(1024.0, 768.0),
    egui::vec2(1366.0, 768.0),
    egui::vec2(1920.0, 1080.0),
];

/// Lesson steps (lesson id, step from 1) whose main picture does not yet cover half the
/// central area in presentation mode at every size and language: reported, not failed. Most
/// fall short at 1920 × 1080 too, where the lesson takes no height: their small examples
/// ([3, 9, 1, 2], a 1 × 5 grid) draw a picture smaller than the room, or the view's controls
/// (fill order, stepper, inspector) take the height. A step listed here that reaches half
/// everywhere fails the test, so the list only shrinks.
const GAPS: &[(&str, usize)] = &[
    ("can-i-win", 2),
    ("cat-and-mouse", 2),
    ("cat-and-mouse", 5),
    ("cat-and-mouse", 6),
    ("cat-and-mouse-ii", 1),
    ("cat-and-mouse-ii", 2),
    ("cat-and-mouse-ii", 3),
    ("cat-and-mouse-ii", 4),
    ("cat-and-mouse-ii", 5),
    ("cat-and-mouse-ii", 6),
    ("game-lab", 2),
    ("game-lab", 3),
    ("game-lab", 4),
    ("game-lab", 5),
    ("guess-number", 1),
    ("guess-number", 2),
    ("guess-number", 5),
    ("rolling-array", 1),
    ("rolling-array", 2),
    ("rolling-array", 3),
    ("rolling-array", 4),
    ("stone-basics", 2),
    ("stone-basics", 3),
    ("stone-basics", 4),
    ("stone-basics", 5),
    ("stone-basics", 6),
    ("stone-basics", 7),
    ("stone-basics", 9),
    ("stone-parity", 1),
    ("stone-parity", 2),
    ("stone-parity", 3),
    ("stone-parity", 4),
    ("stone-parity", 5),
    ("stone-parity", 6),
    ("stone-parity", 7),
    ("top-down-bottom-up", 1),
    ("top-down-bottom-up", 2),
    ("top-down-bottom-up", 3),
    ("top-down-bottom-up", 4),
];

/// Every step of every lesson, at 1024 × 768, 1366 × 768 and 1920 × 1080, in English and
/// Chinese, with presentation mode on and off, leaves the view its room: the lesson never lies
/// over the view, and in presentation mode the main picture covers at least half the central
/// area and no text is under 18 px, faint or pale (the legibility test of the views,
/// tests/it/registry.rs, walked through the lessons; the steps in [`GAPS`] are reported).
#[test]
fn every_lesson_step_leaves_the_main_picture_half_the_central_area() {
    let mut failures = Vec::new();
    let mut gaps: std::collections::BTreeMap<(String, usize), Vec<String>> = Default::default();
    for lang in [Language::English, Language::Chinese] {
        let mut t = app_with(None, lang);
        let all = t.harness.state().lesson.lessons().to_vec();
        for present in [true, false] {
            let ctx = t.harness.ctx.clone();
            t.harness.state_mut().set_presentation(&ctx, present);
            for size in SIZES {
                t.harness.set_size(size);
                for (n, lesson) in all.iter().enumerate() {
                    for k in 0..lesson.steps.len() {
                        t.harness.state_mut().start_lesson(n, k);
                        wait_until(&mut t.harness, 60, "the step's solve", |app| {
                            app.active_tab().status().solved
                        });
                        t.harness.run_steps(4);
                        set_language(lang);
                        let what = format!(
                            "{} step {} {lang:?} {}x{} presentation={present}",
                            lesson.id,
                            k + 1,
                            size.x,
                            size.y
                        );
                        // the lesson never covers the view: the view keeps inside the room
                        // the lesson leaves it
                        let screen = t.harness.ctx.content_rect();
                        let layout = &t.harness.state().layout;
                        for p in gamedp::ui::kit::layout::problems(screen, layout) {
                            if p.contains("lesson_bar") {
                                failures.push(format!("{what}: {p}"));
                            }
                        }
                        // (the views record their pictures, and the text is large, only in
                        // presentation mode)
                        if !present {
                            continue;
                        }
                        for p in crate::registry::legibility_problems(&t) {
                            if p.contains("main picture") {
                                gaps.entry((lesson.id.clone(), k + 1))
                                    .or_default()
                                    .push(format!("{what}: {p}"));
                            } else {
                                failures.push(format!("{what}: {p}"));
                            }
                        }
                    }
                }
            }
        }
        t.harness.state_mut().lesson_leave();
        settle(&mut t.harness);
    }
    for (step, found) in &gaps {
        if GAPS
            .iter()
            .any(|&(id, k)| (id, k) == (step.0.as_str(), step.1))
        {
            eprintln!("known gap {step:?}:\n  {}", found.join("\n  "));
        } else {
            failures.extend(found.iter().cloned());
        }
    }
    for &(id, k) in GAPS {
        // (game-lab step 5 at 1024 × 768 covers 45 % or 50 % from run to run: not a sign)
        if !gaps.contains_key(&(id.to_string(), k)) && (id, k) != ("game-lab", 5) {
            failures.push(format!(
                "{id} step {k} leaves the picture half the area everywhere now: remove it from GAPS"
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} problems:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// In a window wide enough (from 1024 × 768 in presentation mode, 1920 × 1080 without) the running lesson stands
/// in a column on the right, the whole height of the workspace beside it: the view keeps the
/// window's height (the band at the bottom took a third of it at 1024 × 768). Its buttons are
/// on screen, Back and Next on one row.
#[test]
fn the_lesson_stands_beside_the_view_in_a_wide_window() {
    for lang in [Language::English, Language::Chinese] {
        let mut t = app_with(None, lang);
        t.harness.state_mut().start_lesson(5, 2);
        for (size, present) in [
            (egui::vec2(1024.0, 768.0), true),
            (egui::vec2(1366.0, 768.0), true),
            (egui::vec2(1920.0, 1080.0), false),
        ] {
            let ctx = t.harness.ctx.clone();
            t.harness.state_mut().set_presentation(&ctx, present);
            t.harness.set_size(size);
            t.harness.run_steps(6);
            set_language(lang);
            let what = format!("{lang:?} {size:?} presentation={present}");
            let app = t.harness.state();
            let rect = |name: &str| {
                app.layout
                    .iter()
                    .find(|r| r.name == name)
                    .map(|r| r.rect)
                    .unwrap_or_else(|| panic!("{what}: no {name}"))
            };
            let (bar, workspace) = (rect("lesson_bar"), rect("workspace"));
            assert!(
                bar.left() >= workspace.right() - 1.0,
                "{what}: the lesson {bar:?} is not beside the workspace {workspace:?}"
            );
            assert!(
                (bar.top() - workspace.top()).abs() < 2.0
                    && (bar.bottom() - workspace.bottom()).abs() < 2.0,
                "{what}: the lesson {bar:?} is not as tall as the workspace {workspace:?}"
            );
            let tr = gamedp::i18n::lessons::tr();
            let button = |label: &str| {
                t.harness
                    .query_by_label(label)
                    .map(|n| n.rect())
                    .unwrap_or_else(|| panic!("{what}: no {label:?}"))
            };
            let (back, next, leave) = (button(tr.back), button(tr.next), button(tr.leave));
            let screen = t.harness.ctx.content_rect();
            for r in [back, next, leave] {
                assert!(screen.contains_rect(r), "{what}: a button off screen {r:?}");
                assert!(
                    bar.contains_rect(r),
                    "{what}: a button outside the lesson {r:?}"
                );
            }
            assert!(
                (back.top() - next.top()).abs() < 1.0,
                "{what}: Back and Next on different rows"
            );
        }
    }
}

/// The lesson's text that does not fit its box says so: "↓ more below" under a long step in a
/// small window (the box showed three lines, cut mid-sentence, with no sign of the rest), and
/// nothing under a step whose text fits.
#[test]
fn a_lesson_text_that_does_not_fit_says_more_below() {
    for lang in [Language::English, Language::Chinese] {
        let mut t = app_with(None, lang);
        let ctx = t.harness.ctx.clone();
        t.harness.state_mut().set_presentation(&ctx, true);
        t.harness.set_size(egui::vec2(800.0, 600.0));
        let all = t.harness.state().lesson.lessons().to_vec();
        let longest = (0..all[0].steps.len())
            .max_by_key(|&k| all[0].steps[k].text.get(lang).chars().count())
            .unwrap();
        t.harness.state_mut().start_lesson(0, longest);
        t.harness.run_steps(6);
        set_language(lang);
        let cue = gamedp::i18n::lessons::tr().more_below;
        assert!(
            t.harness.query_by_label(cue).is_some(),
            "{lang:?}: no {cue:?} under lesson 1 step {}",
            longest + 1
        );
        // a wide window: the column holds the whole text
        t.harness.set_size(egui::vec2(1920.0, 1080.0));
        t.harness.run_steps(6);
        set_language(lang);
        assert!(
            t.harness.query_by_label(cue).is_none(),
            "{lang:?}: {cue:?} under a text that fits"
        );
    }
}
