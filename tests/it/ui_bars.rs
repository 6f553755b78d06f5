//! The view bar (a button per view, then the quiz switch and score) at 1024 × 768: its buttons
//! never break a word, never touch or overlap, and none leaves the window.
#![cfg(feature = "gui")]

use crate::common::{TestApp, click_or_more, settle};
use crate::registry::{panes, solved_example};
use egui_kittest::kittest::Queryable as _;
use gamedp::games::GameKind;
use gamedp::i18n::{Language, set_language};

/// The bar's buttons shown now (the top-most node of each label), with their labels.
fn bar_buttons(t: &TestApp, kind: GameKind) -> Vec<(&'static str, egui::Rect)> {
    let q = gamedp::i18n::quiz::tr();
    let mut labels = panes(kind);
    labels.extend([q.quiz_switch, q.new_exercise, q.by_kind, q.reset_score]);
    // presentation mode folds the views that do not fit into "More ▼" (p27): its button is on
    // the bar too
    labels.push(gamedp::i18n::tr().view_more);
    labels
        .into_iter()
        .filter_map(|label| {
            let top = t
                .harness
                .query_all_by_label(label)
                .map(|n| n.rect())
                .min_by(|a, b| a.top().total_cmp(&b.top()))?;
            Some((label, top))
        })
        .collect()
}

/// What is wrong with the bar now: a button more than one row high (its text wrapped, as
/// "By kind" became a column of letters beside the code panel), two buttons of a row closer
/// than 4 points, or a button outside the window.
fn bar_problems(t: &TestApp, kind: GameKind) -> Vec<String> {
    let screen = t.harness.ctx.content_rect();
    let buttons = bar_buttons(t, kind);
    let mut found = Vec::new();
    // a row's height: the median (Reset score is a small button, a wrapped one is taller)
    let mut heights: Vec<f32> = buttons.iter().map(|(_, r)| r.height()).collect();
    heights.sort_by(f32::total_cmp);
    let row = heights.get(heights.len() / 2).copied().unwrap_or(0.0);
    for (i, (a, ra)) in buttons.iter().enumerate() {
        if ra.height() > row * 1.5 {
            found.push(format!(
                "{a:?} is {:.0} high (a row: {row:.0})",
                ra.height()
            ));
        }
        if !screen.contains_rect(*ra) {
            found.push(format!("{a:?} at {ra:?} leaves the window"));
        }
        for (b, rb) in &buttons[i + 1..] {
            let same_row = ra.y_range().intersects(rb.y_range());
            let gap = (rb.left() - ra.right()).max(ra.left() - rb.right());
            if same_row && gap < 4.0 {
                found.push(format!("{a:?} and {b:?} are {gap:.1} apart"));
            }
        }
    }
    found
}

/// Every tab in both languages at 1024 × 768, normal and presentation mode, the side panel
/// open and folded (and the Code pane beside the views, or its button in presentation mode), Quiz mode off and on: every view's
/// bar is clean.
#[test]
fn the_view_bar_never_breaks_a_word_or_squeezes_its_buttons() {
    let mut failures = Vec::new();
    for kind in GameKind::ALL {
        for lang in [Language::English, Language::Chinese] {
            let (mut t, idx) = solved_example(kind, lang);
            t.harness.set_size(egui::vec2(1024.0, 768.0));
            // (presentation, side panel shown in presentation, the Code pane)
            for (present, unfold, code) in [
                (false, false, false),
                (false, false, true),
                (true, false, true),
                (true, false, false),
                (true, true, false),
            ] {
                if t.harness.state().settings.presentation != present {
                    let ctx = t.harness.ctx.clone();
                    t.harness.state_mut().set_presentation(&ctx, present);
                }
                if t.harness.state().settings.code_open != code {
                    t.harness.key_press_modifiers(
                        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
                        egui::Key::C,
                    );
                }
                settle(&mut t.harness);
                set_language(lang);
                if unfold {
                    let show = gamedp::i18n::tr().side_unfold;
                    let strip = t.harness.query_all_by_label(show).next();
                    if let Some(n) = strip {
                        n.click();
                    }
                    settle(&mut t.harness);
                }
                for quiz in [false, true] {
                    t.harness.state_mut().tabs[idx].set_quiz(quiz);
                    settle(&mut t.harness);
                    set_language(lang);
                    for pane in panes(kind) {
                        // the normal bar shows every view; presentation mode may fold those
                        // that do not fit into "More ▼" (p27's intended design)
                        let found = if present {
                            click_or_more(&mut t.harness, pane)
                        } else if let Some(node) = t.harness.query_all_by_label(pane).next() {
                            node.click();
                            true
                        } else {
                            false
                        };
                        if !found {
                            failures.push(format!(
                                "{kind:?} {lang:?} presentation={present} unfolded={unfold} \
                                 code={code} quiz={quiz}: no {pane:?}"
                            ));
                            continue;
                        }
                        t.harness.run_steps(4);
                        set_language(lang);
                        for p in bar_problems(&t, kind) {
                            failures.push(format!(
                                "{kind:?} {lang:?} presentation={present} unfolded={unfold} \
                                 code={code} quiz={quiz} {pane:?}: {p}"
                            ));
                        }
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} problems:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Brief q30 item 3: at 1024 × 768 Cat and Mouse and the Game Lab with Quiz mode on put Play
/// alone on a second row of the view bar. Every tab, English and Chinese, 1024 and 1366 wide,
/// normal and presentation mode, Quiz mode off and on: the quiz switch and every view's
/// button share one row.
#[test]
fn the_view_buttons_share_one_row() {
    let mut failures = Vec::new();
    for kind in GameKind::ALL {
        for lang in [Language::English, Language::Chinese] {
            let (mut t, idx) = solved_example(kind, lang);
            for size in [egui::vec2(1024.0, 768.0), egui::vec2(1366.0, 768.0)] {
                t.harness.set_size(size);
                for present in [false, true] {
                    if t.harness.state().settings.presentation != present {
                        let ctx = t.harness.ctx.clone();
                        t.harness.state_mut().set_presentation(&ctx, present);
                    }
                    for quiz in [false, true] {
                        t.harness.state_mut().tabs[idx].set_quiz(quiz);
                        settle(&mut t.harness);
                        settle(&mut t.harness);
                        set_language(lang);
                        let q = gamedp::i18n::quiz::tr();
                        let mut labels = panes(kind);
                        labels.push(q.quiz_switch);
                        let top = |label: &str| {
                            t.harness
                                .query_all_by_label(label)
                                .map(|n| n.rect())
                                .min_by(|a, b| a.top().total_cmp(&b.top()))
                        };
                        let mut rows: Vec<(&str, egui::Rect)> = labels
                            .iter()
                            .filter_map(|label| Some((*label, top(label)?)))
                            .collect();
                        let what = format!(
                            "{kind:?} {lang:?} {}×{} presentation={present} quiz={quiz}",
                            size.x, size.y
                        );
                        // presentation mode folds the views that do not fit the row into
                        // "More ▼" (p27): the menu's button then shares the row; the normal
                        // bar still shows every view
                        let more = gamedp::i18n::tr().view_more;
                        let folded = match top(more) {
                            Some(r) if present && rows.len() < labels.len() => {
                                rows.push((more, r));
                                true
                            }
                            _ => false,
                        };
                        if rows.len() != labels.len() && !folded {
                            failures.push(format!("{what}: {} of {labels:?} found", rows.len()));
                            continue;
                        }
                        let (first, r0) = rows[0];
                        for (label, r) in &rows[1..] {
                            if !r.y_range().intersects(r0.y_range()) {
                                failures.push(format!(
                                    "{what}: {label:?} at {r:?} is not on the row of {first:?} at {r0:?}"
                                ));
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} problems:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
