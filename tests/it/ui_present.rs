//! Issue 24, what a teacher at a projector found (presentation mode, 1024 × 768 and 1366 × 768,
//! English and Chinese): the stone Optimal line keeps its last move in view and its table in
//! place, the Calls view's step buttons stay put, the Game Lab list shows several rows and the
//! inspector its whole sentence, tic-tac-toe's moves are drawn as boards.
#![cfg(feature = "gui")]

use crate::common;

use common::{app_with, example, settle, wait_until};
use egui_kittest::kittest::Queryable as _;
use gamedp::i18n::{Language, set_language};

const SIZES: [egui::Vec2; 2] = [egui::vec2(1024.0, 768.0), egui::vec2(1366.0, 768.0)];
const LANGS: [Language; 2] = [Language::English, Language::Chinese];

/// The app on `file`, solved, in presentation mode at `size`, in `lang`.
fn presenting(file: &str, lang: Language, size: egui::Vec2) -> common::TestApp {
    let mut t = app_with(example(file), lang);
    let ctx = t.harness.ctx.clone();
    t.harness.state_mut().set_presentation(&ctx, true);
    t.harness.set_size(size);
    wait_until(&mut t.harness, 120, "solve", |app| {
        app.tabs[app.active].status().solved
    });
    settle(&mut t.harness);
    set_language(lang);
    t
}

/// Click the first widget labelled `label`.
fn click(t: &mut common::TestApp, label: &str) {
    t.harness
        .query_all_by_label(label)
        .next()
        .unwrap_or_else(|| panic!("no {label:?}"))
        .click();
    settle(&mut t.harness);
}

/// One text the last frame drew: its words, where its rows are, the clip it was drawn in.
struct Drawn {
    text: String,
    rect: egui::Rect,
    clip: egui::Rect,
}

impl Drawn {
    /// Every row of it is inside its clip (nothing cut).
    fn whole(&self) -> bool {
        self.clip.expand(0.5).contains_rect(self.rect)
    }
}

/// The texts of the last frame.
fn drawn(t: &common::TestApp) -> Vec<Drawn> {
    fn walk(shape: &egui::Shape, clip: egui::Rect, out: &mut Vec<Drawn>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, clip, out)),
            egui::Shape::Text(text) => out.push(Drawn {
                text: text.galley.job.text.clone(),
                rect: text.galley.rect.translate(text.pos.to_vec2()),
                clip,
            }),
            _ => {}
        }
    }
    let screen = t.harness.ctx.content_rect();
    let mut out = Vec::new();
    for clipped in &t.harness.output().shapes {
        walk(
            &clipped.shape,
            clipped.clip_rect.intersect(screen),
            &mut out,
        );
    }
    out
}

/// Item 1: stepping through the stone Optimal line (4 moves) neither moves its table nor cuts
/// its last move.
#[test]
fn the_optimal_line_keeps_its_table_in_place_and_whole() {
    for lang in LANGS {
        for size in SIZES {
            let mut t = presenting("stone-877-5-3-4-5.json", lang, size);
            let s = gamedp::i18n::stone::tr();
            click(&mut t, s.view_line);
            let mut header = None;
            for step in 0..=4 {
                let texts = drawn(&t);
                let what = format!("{lang:?} {size:?} step {step}");
                let takes = texts
                    .iter()
                    .find(|d| d.text == s.takes)
                    .unwrap_or_else(|| panic!("{what}: no table header"));
                let at = takes.rect.min;
                assert_eq!(*header.get_or_insert(at), at, "{what}: the table moved");
                let last = texts
                    .iter()
                    .find(|d| d.text == "4" && d.rect.min.y > takes.rect.max.y)
                    .unwrap_or_else(|| panic!("{what}: no row for move 4"));
                assert!(
                    last.whole(),
                    "{what}: move 4 cut at {:?} by {:?}",
                    last.rect,
                    last.clip
                );
                click(&mut t, "→");
            }
        }
    }
}

/// Item 2: in the Calls view (stone and Guess Number) the step buttons stay in one place from
/// step to step, and so does the call tree under them.
#[test]
fn the_calls_step_buttons_stay_in_place() {
    for file in ["stone-877-5-3-4-5.json", "guess-number-10.json"] {
        for lang in LANGS {
            for size in SIZES {
                let mut t = presenting(file, lang, size);
                let tab = if file.starts_with("stone") {
                    gamedp::i18n::stone::tr().view_calls
                } else {
                    gamedp::i18n::guess_number::tr().view_calls
                };
                click(&mut t, tab);
                let mut first = None;
                for step in 0..14 {
                    let next = t.harness.get_by_label("→").rect();
                    let what = format!("{file} {lang:?} {size:?} step {step}");
                    assert_eq!(
                        *first.get_or_insert(next),
                        next,
                        "{what}: the → button moved"
                    );
                    click(&mut t, "→");
                }
            }
        }
    }
}

/// Item 3: at 1024 × 768 the Game Lab's Positions view shows the inspector's first sentence
/// whole, and its List several rows.
#[test]
fn the_game_lab_list_and_sentence_fit() {
    for lang in LANGS {
        for size in SIZES {
            let mut t = presenting("custom-tic-tac-toe.json", lang, size);
            let lab = gamedp::i18n::custom::tr();
            click(&mut t, lab.view_positions);
            let what = format!("{lang:?} {size:?}");
            // the inspector's sentence: a draw, and the move that keeps it
            let texts = drawn(&t);
            let sentence = texts
                .iter()
                .find(|d| d.text.contains("\"X........\"") && d.text.chars().count() > 30)
                .unwrap_or_else(|| panic!("{what}: no sentence"));
            assert!(
                sentence.whole(),
                "{what}: the sentence {:?} cut at {:?} by {:?}",
                sentence.text,
                sentence.rect,
                sentence.clip
            );
            click(&mut t, lab.show_list);
            let rows = drawn(&t)
                .into_iter()
                .filter(|d| d.text.starts_with('"') && d.text.ends_with('"') && d.whole())
                .count();
            assert!(rows >= 4, "{what}: the list shows {rows} rows");
        }
    }
}

/// Item 6: tic-tac-toe's moves in Play are boards (three rows of three), not strings.
#[test]
fn tic_tac_toe_moves_are_boards() {
    for lang in LANGS {
        let mut t = presenting("custom-tic-tac-toe.json", lang, SIZES[0]);
        let lab = gamedp::i18n::custom::tr();
        click(&mut t, lab.view_play);
        assert!(
            t.harness
                .query_all_by_label("X . .\n. . .\n. . .")
                .next()
                .is_some(),
            "{lang:?}: no board for the first move"
        );
        assert!(
            t.harness
                .query_all_by_label("\"X........\"")
                .next()
                .is_none(),
            "{lang:?}: a move still shown as a string"
        );
    }
}

/// Item 9: Cat and Mouse II's tokens speak the interface's language (鼠 / 猫 / 食 in Chinese,
/// as Cat and Mouse's), not M / C / F beside 913's 鼠 / 猫.
#[test]
fn cat_mouse_ii_tokens_follow_the_language() {
    for lang in LANGS {
        let mut t = presenting("cat-mouse-ii-leetcode-1.json", lang, SIZES[0]);
        click(&mut t, gamedp::i18n::cat_mouse_ii::tr().view_game);
        let texts: Vec<String> = drawn(&t).into_iter().map(|d| d.text).collect();
        let (want, not) = match lang {
            Language::Chinese => (["鼠", "猫", "食"], ["M", "C", "F"]),
            _ => (["M", "C", "F"], ["鼠", "猫", "食"]),
        };
        for w in want {
            assert!(texts.iter().any(|s| s == w), "{lang:?}: no token {w:?}");
        }
        for n in not {
            assert!(!texts.iter().any(|s| s == n), "{lang:?}: a token {n:?}");
        }
    }
}

/// Item 9: a move written "3 → 1" is kept whole on one line (no breakable space beside the
/// arrow) in both languages.
#[test]
fn a_move_arrow_keeps_its_ends() {
    for lang in LANGS {
        set_language(lang);
        let lab = gamedp::i18n::custom::tr();
        for text in [
            lab.computer_moved,
            lab.move_line,
            lab.move_line_points,
            lab.sum_win_move,
        ] {
            assert!(text.contains('→'), "{lang:?}: {text:?}");
            assert!(
                !text.contains(" →") && !text.contains("→ "),
                "{lang:?}: {text:?} may break beside its arrow"
            );
        }
    }
}

/// Issue 23 (q12 item 5): in presentation mode at 1024 × 768 a status message longer than the
/// window wraps onto more rows inside the window (it was cut: "press New exerc…"), in English
/// and Chinese, info and error alike.
#[test]
fn a_long_status_line_wraps_in_presentation_mode() {
    use gamedp::ui::framework::StatusMessage;
    for lang in LANGS {
        let mut t = presenting("stone-877-5-3-4-5.json", lang, egui::vec2(1024.0, 768.0));
        let text = match lang {
            Language::English => {
                "Quiz mode is on, but this scenario's answers were on screen just before: press New exercise for a fresh one, or keep going with this one if you did not look"
            }
            Language::Chinese => {
                "测验模式已开启，但这个场景的答案刚才显示在屏幕上：按“新练习”换一道新的题目，如果你刚才没有看答案，也可以继续做这一道题，直到所有格子都填完为止"
            }
        };
        for message in [
            StatusMessage::Info(text.to_string().into()),
            StatusMessage::Error(text.to_string().into()),
        ] {
            t.harness.state_mut().status = Some(message);
            settle(&mut t.harness);
            let screen = t.harness.ctx.content_rect();
            let node = t
                .harness
                .query_all_by_label_contains(&text[..30])
                .next()
                .unwrap_or_else(|| panic!("{lang:?}: the status line is not shown"));
            let rect = node.rect();
            let row = t.harness.ctx.global_style().text_styles[&egui::TextStyle::Body].size;
            assert!(
                screen.contains_rect(rect),
                "{lang:?}: the status line {rect:?} leaves the window {screen:?}"
            );
            assert!(
                rect.height() > 1.6 * row,
                "{lang:?}: the status line is one row of {:.0} ({rect:?}): cut, not wrapped",
                rect.height()
            );
        }
    }
}

/// In presentation mode the code takes the views' place, and View's menu item says so (it
/// said "Code beside the table"), in both languages; with presentation off it says "beside".
#[test]
fn the_code_menu_item_says_where_the_code_goes() {
    for lang in LANGS {
        for present in [true, false] {
            let mut t = presenting("stone-877-5-3-4-5.json", lang, SIZES[0]);
            if !present {
                let ctx = t.harness.ctx.clone();
                t.harness.state_mut().set_presentation(&ctx, false);
                settle(&mut t.harness);
            }
            let view = gamedp::i18n::tr().menu_view;
            click(&mut t, view);
            let code = gamedp::i18n::code::tr();
            let (said, not) = if present {
                (code.menu_toggle_present, code.menu_toggle)
            } else {
                (code.menu_toggle, code.menu_toggle_present)
            };
            assert!(
                t.harness.query_all_by_label_contains(said).next().is_some(),
                "{lang:?} presentation {present}: no {said:?}"
            );
            assert!(
                t.harness.query_all_by_label_contains(not).next().is_none(),
                "{lang:?} presentation {present}: {not:?} shown"
            );
        }
    }
}
