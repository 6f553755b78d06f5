//! Issue 24, brief p17: a teacher at a projector (presentation mode, 1024 × 740 and
//! 1366 × 740, English and Chinese) could not read the Game Lab's rules in the side panel (cut
//! on the right, a line and a half in view), saw three and a half rows of the Positions list,
//! and tic-tac-toe's positions inside the inspector's sentences in the proportional font.
#![cfg(feature = "gui")]

use crate::common;
use crate::ui_present_p14::presenting;

use common::settle;
use egui_kittest::kittest::Queryable as _;
use gamedp::i18n::{Language, set_language};
use gamedp::ui::custom::CustomTab;

const SIZES: [egui::Vec2; 2] = [egui::vec2(1024.0, 740.0), egui::vec2(1366.0, 740.0)];
const LANGS: [Language; 2] = [Language::English, Language::Chinese];

/// A text the last frame drew: its galley, where, and the clip it was drawn in.
struct Drawn {
    galley: std::sync::Arc<egui::Galley>,
    pos: egui::Pos2,
    clip: egui::Rect,
}

impl Drawn {
    fn text(&self) -> &str {
        self.galley.text()
    }
    /// Each row's rectangle on the screen.
    fn rows(&self) -> Vec<egui::Rect> {
        self.galley
            .rows
            .iter()
            .filter(|r| r.char_count_excluding_newline().0 > 0)
            .map(|r| r.rect().translate(self.pos.to_vec2()))
            .collect()
    }
}

fn drawn(t: &common::TestApp) -> Vec<Drawn> {
    fn walk(shape: &egui::Shape, clip: egui::Rect, out: &mut Vec<Drawn>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, clip, out)),
            egui::Shape::Text(text) if !text.galley.text().trim().is_empty() => {
                out.push(Drawn {
                    galley: text.galley.clone(),
                    pos: text.pos,
                    clip,
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

/// The side panel opened (presentation mode folds it).
fn unfold(t: &mut common::TestApp, lang: Language) {
    set_language(lang);
    let folded = gamedp::i18n::tr().side_unfold;
    t.harness.get_by_label(folded).click();
    settle(&mut t.harness);
    settle(&mut t.harness);
}

/// Item 1: the rules in the side panel wrap at its edge (no row goes past the clip on the
/// right) and show whole from their first line: the subtraction game's five lines, and seven rows
/// of tic-tac-toe's at 1366, five at 1024 (at 1366 a line and a half showed, at 1024 lines were cut
/// sideways).
#[test]
fn the_rules_in_the_side_panel_are_readable_on_a_projector() {
    let mut failures = Vec::new();
    for (file, first, least) in [
        ("custom-subtraction-1-3-4.json", "# A subtraction game", 5),
        ("custom-tic-tac-toe.json", "# Tic-tac-toe", 7),
    ] {
        for lang in LANGS {
            for size in SIZES {
                let what = format!("{file} {lang:?} {size:?}");
                let mut t = presenting(file, lang, size);
                unfold(&mut t, lang);
                let texts = drawn(&t);
                let Some(rules) = texts.iter().find(|d| d.text().starts_with(first)) else {
                    failures.push(format!("{what}: the rules are not drawn"));
                    continue;
                };
                let rows = rules.rows();
                let clip = rules.clip;
                let past: Vec<_> = rows
                    .iter()
                    .filter(|r| r.top() < clip.bottom() && r.right() > clip.right() + 1.0)
                    .collect();
                if !past.is_empty() {
                    failures.push(format!(
                        "{what}: {} rows cut on the right at {} (e.g. {:?})",
                        past.len(),
                        clip.right(),
                        past[0]
                    ));
                }
                let whole = rows
                    .iter()
                    .filter(|r| r.top() >= clip.top() - 0.5 && r.bottom() <= clip.bottom() + 0.5)
                    .count();
                // at 1024 the side panel's Details above the rules read at body size since p27
                // (t1 stop 43: they were 11 px), and take two of tic-tac-toe's rows
                let least = if size.x < 1100.0 { least.min(5) } else { least };
                if whole < least {
                    failures.push(format!(
                        "{what}: {whole} rows of the rules in view, fewer than {least}"
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Item 2: Game Lab › Positions › List shows its rows whole (no half row at the foot) and at
/// as many as the room has (four at 740 high; three and a half showed).
#[test]
fn the_positions_list_shows_whole_rows() {
    use gamedp::games::custom::Outcome;
    use gamedp::ui::custom::positions::outcome_word;
    let mut failures = Vec::new();
    for lang in LANGS {
        for size in SIZES {
            let what = format!("{lang:?} {size:?}");
            let mut t = presenting("custom-subtraction-1-3-4.json", lang, size);
            t.harness
                .state_mut()
                .tab_mut::<CustomTab>()
                .unwrap()
                .view_mut()
                .positions
                .show_list = true;
            settle(&mut t.harness);
            settle(&mut t.harness);
            set_language(lang);
            let words = [outcome_word(Outcome::Win), outcome_word(Outcome::Lose)];
            let texts = drawn(&t);
            let cells: Vec<_> = texts
                .iter()
                .filter(|d| words.contains(&d.text()))
                .filter_map(|d| {
                    let r = d.rows().first().copied()?;
                    r.intersects(d.clip).then_some((r, d.clip))
                })
                .collect();
            let cut: Vec<_> = cells
                .iter()
                .filter(|(r, clip)| r.top() < clip.top() - 0.5 || r.bottom() > clip.bottom() + 0.5)
                .collect();
            if !cut.is_empty() {
                failures.push(format!("{what}: rows cut by the list's edge: {cut:?}"));
            }
            let whole = cells.len() - cut.len();
            if whole < 4 {
                failures.push(format!("{what}: {whole} whole rows in the list"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Item 3: in the inspector, tic-tac-toe's positions ("X........") inside the heading and the
/// sentences are set in monospace, at the size of the words around them.
#[test]
fn the_inspectors_positions_are_in_monospace() {
    let mut failures = Vec::new();
    for lang in LANGS {
        let t = presenting("custom-tic-tac-toe.json", lang, SIZES[1]);
        let texts = drawn(&t);
        let mut seen = 0;
        for d in &texts {
            let text = d.text();
            for board in ["\".........\"", "\"X........\"", "\".X.......\""] {
                let Some(at) = text.find(board) else {
                    continue;
                };
                if text == board {
                    continue;
                }
                seen += 1;
                let job = &d.galley.job;
                let font_at = |byte: usize| {
                    job.sections
                        .iter()
                        .find(|s| s.byte_range.start.0 <= byte && byte < s.byte_range.end.0)
                        .map(|s| s.format.font_id.clone())
                };
                let board_font = font_at(at + 1);
                let word_font = font_at(0);
                match (board_font, word_font) {
                    (Some(b), Some(w)) => {
                        if b.family != egui::FontFamily::Monospace {
                            failures.push(format!("{lang:?} {text:?}: {board} in {b:?}"));
                        }
                        if (b.size - w.size).abs() > 0.01 {
                            failures.push(format!(
                                "{lang:?} {text:?}: {board} at {} beside words at {}",
                                b.size, w.size
                            ));
                        }
                    }
                    _ => failures.push(format!("{lang:?} {text:?}: no fonts")),
                }
            }
        }
        if seen < 3 {
            failures.push(format!("{lang:?}: {seen} sentences with a board drawn"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
