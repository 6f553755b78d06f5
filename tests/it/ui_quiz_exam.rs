//! Quiz mode as an exam, what a first-time student found (issue 23): the examples menus of every
//! tab name no LeetCode problem and no outcome during the quiz.
#![cfg(feature = "gui")]

use crate::common;

use common::{app_with, example, settle};
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gamedp::games::GameKind;
use gamedp::i18n::{Language, set_language};
use gamedp::ui::registry;

/// The labels of the buttons, menu items and texts of the last frame.
fn labels(t: &common::TestApp) -> Vec<String> {
    t.harness
        .query_all_by(|_| true)
        .filter_map(|n| n.accesskit_node().label())
        .collect()
}

/// What an example's label must not carry during the quiz: a LeetCode number, an aside that
/// names a problem or an outcome ("(877)", "(draw)", "（平局）"), a counterexample's name.
fn hint_in(label: &str) -> Option<&'static str> {
    let aside = |open: char, close: char| {
        label.trim_end().ends_with(close)
            && label
                .rfind(open)
                .is_some_and(|k| label[..k].trim_end().len() > 1)
    };
    if label.contains("LeetCode") {
        Some("LeetCode")
    } else if aside('(', ')') || aside('（', '）') {
        Some("an aside")
    } else if label.contains("2n") {
        Some("a counterexample")
    } else {
        None
    }
}

/// Every tab, English and Chinese: with Quiz mode on, its examples (the menu opened, the
/// buttons shown inline, the tooltips hovered) carry no LeetCode number and no aside that tells
/// the outcome; with Quiz mode off, the names are back.
#[test]
fn quiz_mode_examples_name_no_leetcode_problem_nor_outcome() {
    let mut failures = Vec::new();
    let mut opened = 0;
    for kind in GameKind::ALL {
        for lang in [Language::English, Language::Chinese] {
            let what = format!("{kind:?} {lang:?}");
            let mut t = app_with(example(registry::showcase(kind)), lang);
            t.harness.ctx.all_styles_mut(|s| {
                s.interaction.tooltip_delay = 0.0;
                s.interaction.show_tooltips_only_when_still = false;
            });
            settle(&mut t.harness);
            t.harness
                .get_by_label(gamedp::i18n::quiz::tr().quiz_switch)
                .click();
            settle(&mut t.harness);
            let idx = t.harness.state().tab_index(kind).unwrap();
            assert!(t.harness.state().tabs[idx].quiz_on(), "{what}");
            set_language(lang);
            let before = labels(&t);
            // the examples menu (a combo box or a menu button labelled "Examples"), if any
            let menu = gamedp::i18n::tr().presets;
            let opener = t.harness.query_all_by_label(menu).find(|n| {
                use egui::accesskit::Role;
                matches!(n.accesskit_node().role(), Role::ComboBox | Role::Button)
            });
            if let Some(node) = opener {
                node.click();
                settle(&mut t.harness);
                opened += 1;
            }
            set_language(lang);
            let shown = labels(&t);
            let new: Vec<String> = shown
                .iter()
                .filter(|l| !before.contains(l))
                .cloned()
                .collect();
            // the menu's items, and the buttons shown inline in the examples' row (the rows
            // after the label "Examples" / "Presets:", which may wrap)
            let mut items = new.clone();
            let row_label = [menu, gamedp::i18n::cat_mouse_ii::tr().presets];
            let row = t
                .harness
                .query_all_by(|n| n.label().is_some_and(|l| row_label.contains(&l.as_str())))
                .map(|n| n.rect())
                .next();
            if let Some(row) = row.filter(|_| opener_missing(kind)) {
                let inline: Vec<String> = t
                    .harness
                    .query_all_by(|n| {
                        use egui::accesskit::Role;
                        matches!(n.role(), Role::Button)
                    })
                    .filter(|n| {
                        let y = n.rect().center().y;
                        y > row.top() && y < row.bottom() + 2.0 * row.height()
                    })
                    .filter_map(|n| n.accesskit_node().label())
                    .collect();
                if inline.len() < 3 {
                    failures.push(format!("{what}: the examples' row shows {inline:?}"));
                }
                items.extend(inline);
            }
            if opener_missing(kind) == new.is_empty() {
                // (the tabs whose examples are inline buttons open no menu)
            } else if new.len() < 3 {
                failures.push(format!("{what}: the examples menu shows {new:?}"));
            }
            for item in &items {
                if let Some(hint) = hint_in(item) {
                    failures.push(format!("{what}: {hint} in {item:?}"));
                }
            }
            // their tooltips
            let centers: Vec<egui::Pos2> = t
                .harness
                .query_all_by(|n| n.label().is_some_and(|l| new.contains(&l)))
                .map(|n| n.rect().center())
                .collect();
            for p in centers {
                t.harness.hover_at(p);
                t.harness.run_steps(2);
                set_language(lang);
                for l in labels(&t) {
                    // (the quiz's own Hint button, "Hint (counts as hinted)", is no example)
                    if !shown.contains(&l)
                        && l != gamedp::i18n::quiz::tr().hint
                        && let Some(hint) = hint_in(&l)
                    {
                        failures.push(format!("{what}: {hint} in the tooltip {l:?}"));
                    }
                }
            }
        }
    }
    assert_eq!(
        opened,
        2 * 3,
        "the menus of stone, 913 and the Game Lab were opened"
    );
    assert!(
        failures.is_empty(),
        "{} hints:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The tabs whose examples are buttons in a row rather than a menu.
fn opener_missing(kind: GameKind) -> bool {
    matches!(
        kind,
        GameKind::CanIWin | GameKind::GuessNumber | GameKind::CatMouseII
    )
}

/// Outside the quiz the stone tab's examples keep their LeetCode numbers.
#[test]
fn outside_the_quiz_the_examples_keep_their_names() {
    let mut t = app_with(
        example(registry::showcase(GameKind::Stone)),
        Language::English,
    );
    settle(&mut t.harness);
    t.harness.get_by_label(gamedp::i18n::tr().presets).click();
    settle(&mut t.harness);
    assert!(
        t.harness
            .query_all_by_label("[5,3,4,5] (877)")
            .next()
            .is_some()
    );
}

/// Can I Win's numbers wait for the answer to "is this state a win?" and say so: a line over
/// them, and a hover text on each greyed-out number; once answered they are open again and the
/// line is gone (English and Chinese).
#[test]
fn can_i_win_numbers_say_why_they_wait() {
    use gamedp::ui::can_i_win::CanIWinTab;
    for lang in [Language::English, Language::Chinese] {
        let mut t = app_with(example("can-i-win-10-11.json"), lang);
        let h = &mut t.harness;
        common::wait_until(h, 30, "solve", |a| {
            a.tab::<CanIWinTab>().unwrap().is_solved()
        });
        h.ctx.all_styles_mut(|s| {
            s.interaction.tooltip_delay = 0.0;
            s.interaction.show_tooltips_only_when_still = false;
        });
        settle(h);
        h.get_by_label(gamedp::i18n::quiz::tr().quiz_switch).click();
        common::wait_until(h, 10, "the start", |a| {
            let v = a.tab::<CanIWinTab>().unwrap().view();
            v.engine.position(0).is_some()
        });
        settle(h);
        set_language(lang);
        let wait = gamedp::i18n::can_i_win::tr().numbers_wait_below;
        let count = |h: &egui_kittest::Harness<'static, gamedp::app::GamedpApp>| {
            h.query_all_by_label(wait).count()
        };
        let one = || egui::accesskit::Role::Button;
        assert_eq!(count(h), 1, "{lang:?}: the line over the numbers");
        let button = h.get_by_role_and_label(one(), "1");
        assert!(button.accesskit_node().is_disabled(), "{lang:?}");
        let at = button.rect().center();
        h.hover_at(at);
        h.run_steps(3);
        set_language(lang);
        assert_eq!(count(h), 2, "{lang:?}: the number's hover text says why");
        h.get_by_label(gamedp::i18n::quiz::tr().ciw_state_no)
            .click();
        settle(h);
        set_language(lang);
        assert_eq!(count(h), 0, "{lang:?}: answered, the line is gone");
        assert!(
            !h.get_by_role_and_label(one(), "1")
                .accesskit_node()
                .is_disabled()
        );
    }
}

/// "New exercise" has one place in every tab: the first row of the view bar, right after the
/// quiz switch, before every view's button, in English and in Chinese, at 1024 × 768, normal
/// and presentation mode (it moved between rows with the tab's views and the language).
#[test]
fn new_exercise_has_one_place_in_every_tab() {
    let mut failures = Vec::new();
    for presentation in [false, true] {
        for lang in [Language::English, Language::Chinese] {
            for kind in GameKind::ALL {
                let what = format!("{kind:?} {lang:?} presentation {presentation}");
                let mut t = app_with(example(registry::showcase(kind)), lang);
                t.harness.set_size(egui::vec2(1024.0, 768.0));
                let ctx = t.harness.ctx.clone();
                t.harness.state_mut().set_presentation(&ctx, presentation);
                settle(&mut t.harness);
                let q = gamedp::i18n::quiz::tr();
                t.harness.get_by_label(q.quiz_switch).click();
                settle(&mut t.harness);
                set_language(lang);
                let top = |label: &str| {
                    t.harness
                        .query_all_by_label(label)
                        .map(|n| n.rect())
                        .min_by(|a, b| a.top().total_cmp(&b.top()))
                };
                let (Some(new), Some(switch)) = (top(q.new_exercise), top(q.quiz_switch)) else {
                    failures.push(format!("{what}: no New exercise or switch"));
                    continue;
                };
                if (new.center().y - switch.center().y).abs() > 1.0
                    || new.left() < switch.right()
                    || new.left() - switch.right() > 12.0
                {
                    failures.push(format!(
                        "{what}: New exercise at {new:?}, not right after the switch {switch:?}"
                    ));
                }
                for pane in crate::registry::panes(kind) {
                    if let Some(p) = top(pane)
                        && (p.center().y - new.center().y).abs() < 1.0
                        && p.left() < new.left()
                    {
                        failures.push(format!("{what}: the view {pane:?} before New exercise"));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every tab, English and Chinese: with Quiz mode on, the "Start here" line names no view the
/// quiz locks (913's said "press ▶ under Optimal game to watch perfect play", Guess Number's
/// "open the Strategy tree").
#[test]
fn start_here_names_no_view_the_quiz_locks() {
    let mut failures = Vec::new();
    for lang in [Language::English, Language::Chinese] {
        for kind in GameKind::ALL {
            let mut t = app_with(example(registry::showcase(kind)), lang);
            t.harness.set_size(egui::vec2(1024.0, 768.0));
            settle(&mut t.harness);
            t.harness
                .get_by_label(gamedp::i18n::quiz::tr().quiz_switch)
                .click();
            settle(&mut t.harness);
            set_language(lang);
            let start = if lang == Language::English {
                "Start here"
            } else {
                "从这里开始"
            };
            // (the statement's labels are drawn text, not in the accessibility tree)
            let lines: Vec<String> = crate::ui_present_p14::drawn_texts(&t)
                .into_iter()
                .map(|(text, _, _)| text.replace('\n', " "))
                .filter(|text| text.contains(start))
                .collect();
            if lines.is_empty() {
                failures.push(format!("{kind:?} {lang:?}: no Start here line"));
            }
            let asked = registry::quiz_pane_labels(kind);
            let open = registry::open_pane_labels(kind);
            for pane in registry::pane_labels(kind) {
                if asked.contains(&pane) || open.contains(&pane) {
                    continue;
                }
                for line in &lines {
                    if line.contains(pane) {
                        failures.push(format!("{kind:?} {lang:?}: {line:?} names {pane:?}"));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
