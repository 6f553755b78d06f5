//! The piles editor: values in place, insert, remove, move, random rows, paste and copy a
//! LeetCode array, presets and undo/redo.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{RichText, Ui};

use super::StoneView;
use crate::games::stone::{self, format_row, parse_row};
use crate::i18n::stone::tr as game_tr;
use crate::i18n::{fill, tr};
use crate::ui::framework::tab::TabCore;
use crate::ui::kit::widgets;

/// Rows up to this long are edited pile by pile; longer ones as text.
pub const EDITOR_MAX_PILES: usize = 200;

/// Most piles a random row may have.
pub const RANDOM_MAX_PILES: usize = stone::MAX_PILES;

/// Settings of the random-row generator.
#[derive(Debug, Clone, PartialEq)]
pub struct RandomSettings {
    pub size: usize,
    pub min: i64,
    pub max: i64,
    pub negatives: bool,
    pub seed: u64,
}

impl Default for RandomSettings {
    fn default() -> Self {
        RandomSettings {
            size: 8,
            min: -20,
            max: 50,
            negatives: false,
            seed: 1,
        }
    }
}

/// Editor state that is not part of the scenario.
#[derive(Debug, Clone, Default)]
pub struct EditorState {
    pub selected: Option<usize>,
    pub paste_text: String,
    pub paste_error: Option<String>,
    pub random: RandomSettings,
    /// The pile whose value is being dragged or typed (one undo step per edit).
    editing: Option<usize>,
    /// The row was just copied (its length), for a short confirmation.
    pub copied: Option<usize>,
    /// The content revision the paste box last showed.
    paste_shown: Option<u64>,
}

/// A small deterministic generator (SplitMix64) for random rows.
pub fn random_row(settings: &RandomSettings) -> Vec<i64> {
    let lo = if settings.negatives {
        settings.min.min(settings.max)
    } else {
        settings.min.min(settings.max).max(0)
    };
    let hi = settings.max.max(lo);
    let span = (hi as i128 - lo as i128 + 1) as u128;
    let mut rng = crate::games::rng::SplitMix64::new(settings.seed);
    (0..settings.size.clamp(1, RANDOM_MAX_PILES))
        .map(|_| (lo as i128 + (rng.next_u64() as u128 % span) as i128) as i64)
        .collect()
}

impl StoneView {
    pub(super) fn piles_editor_ui(&mut self, core: &mut TabCore<StoneView>, ui: &mut Ui) {
        let tr = tr();
        widgets::heading(ui, game_tr().piles);
        let t = game_tr();
        widgets::problem_statement(
            ui,
            t.rules,
            if self.quiz.on {
                t.start_here_quiz
            } else {
                t.start_here
            },
        );
        let n = core.content().len();
        ui.horizontal(|ui| {
            ui.label_cjk(fill(game_tr().pile_count, &[("n", &n)]));
            ui.add_space(8.0);
            core.undo_redo_buttons(ui);
        });

        if n <= EDITOR_MAX_PILES {
            self.pile_cells_ui(core, ui);
            self.selection_tools_ui(core, ui);
        } else {
            ui.label_cjk(
                RichText::new(fill(game_tr().row_too_long, &[("max", &EDITOR_MAX_PILES)])).weak(),
            );
        }

        ui.add_space(6.0);
        egui::CollapsingHeader::new(game_tr().paste_heading)
            .default_open(true)
            .show(ui, |ui| self.paste_ui(core, ui));
        egui::CollapsingHeader::new(game_tr().random_heading)
            .default_open(false)
            .show(ui, |ui| self.random_ui(core, ui));
        ui.horizontal(|ui| {
            egui::ComboBox::new("stone_presets", tr.presets)
                .selected_text(tr.choose)
                .show_ui(ui, |ui| {
                    for (name, piles) in stone::PRESETS {
                        // in Quiz mode without the LeetCode number (877 tells who wins)
                        let name = if self.quiz.on {
                            crate::i18n::exam::quiz_label(name)
                        } else {
                            name
                        };
                        if ui.selectable_label(false, name).clicked() {
                            core.edit(piles.to_vec());
                            self.editor.selected = None;
                        }
                    }
                });
        });
    }

    fn pile_cells_ui(&mut self, core: &mut TabCore<StoneView>, ui: &mut Ui) {
        let t = game_tr();
        let mut new_value: Option<(usize, i64)> = None;
        let mut focus_ended = false;
        let digit = {
            let font = egui::TextStyle::Button.resolve(ui.style());
            ui.fonts_mut(|f| f.glyph_width(&font, '0'))
        };
        // Top-aligned: with the larger text of presentation mode a cell is taller than asked
        // for, and a centred wrapping row re-centred every cell a little lower than the one
        // before it.
        let wrapping = egui::Layout::left_to_right(egui::Align::Min).with_main_wrap(true);
        ui.with_layout(wrapping, |ui| {
            ui.spacing_mut().item_spacing = egui::vec2(4.0, 4.0);
            // the cell's height from the sizes in use (the index label is as tall as any
            // button)
            let value_height = ui.spacing().interact_size.y.max(20.0);
            let height =
                (2.0 * ui.spacing().interact_size.y + ui.spacing().item_spacing.y).max(46.0);
            for (k, &value) in core.content().iter().enumerate() {
                let selected = self.editor.selected == Some(k);
                // a fixed-width cell, so that the row wraps cleanly (as wide as its digits in
                // the current text size, presentation mode included)
                let width = 2.0 * ui.spacing().button_padding.x
                    + 8.0
                    + digit * value.to_string().len().max(3) as f32;
                let cell = ui.allocate_ui_with_layout(
                    egui::vec2(width, height),
                    egui::Layout::top_down(egui::Align::Min),
                    |ui| {
                        ui.set_min_width(width);
                        let index =
                            ui.selectable_label(selected, RichText::new(format!("#{k}")).small());
                        if index.clicked() {
                            self.editor.selected = if selected { None } else { Some(k) };
                        }
                        let mut v = value;
                        let resp = ui.add_sized(
                            egui::vec2(width, value_height),
                            egui::DragValue::new(&mut v)
                                .speed(0.2)
                                .range(-stone_value_limit()..=stone_value_limit())
                                // never change a loaded value just by showing it
                                .clamp_existing_to_range(false),
                        );
                        let resp = resp.on_hover_text(fill(t.pile_tip, &[("k", &k)]));
                        if resp.changed() && v != value {
                            new_value = Some((k, v));
                        }
                        if resp.gained_focus() || resp.drag_started() {
                            self.editor.selected = Some(k);
                        }
                        if resp.lost_focus() || resp.drag_stopped() {
                            focus_ended = true;
                        }
                    },
                );
                if self.lesson_highlight.contains(&k) {
                    // a pile a lesson step points at
                    ui.painter().rect_stroke(
                        cell.response.rect.expand(2.0),
                        4.0,
                        egui::Stroke::new(2.5, crate::ui::kit::palette::LESSON),
                        egui::StrokeKind::Outside,
                    );
                }
            }
        });
        if let Some((k, v)) = new_value {
            let mut piles = core.content().clone();
            piles[k] = v;
            if stone::check_piles(&piles).is_ok() {
                if self.editor.editing == Some(k) {
                    // same edit continues: one undo step for the whole drag or typing
                    core.edit_untracked(|p| {
                        *p = piles;
                        true
                    });
                } else {
                    self.editor.editing = Some(k);
                    core.edit(piles);
                }
            }
        }
        if focus_ended {
            self.editor.editing = None;
        }
    }

    fn selection_tools_ui(&mut self, core: &mut TabCore<StoneView>, ui: &mut Ui) {
        let t = game_tr();
        let n = core.content().len();
        let sel = self.editor.selected.filter(|&k| k < n);
        ui.horizontal_wrapped(|ui| {
            let at = sel.unwrap_or(n.saturating_sub(1));
            if ui
                .button(t.insert_before)
                .on_hover_text(t.insert_tip)
                .clicked()
            {
                let mut p = core.content().clone();
                let pos = sel.unwrap_or(0);
                p.insert(pos, 0);
                core.edit(p);
                self.editor.selected = Some(pos);
            }
            if ui
                .button(t.insert_after)
                .on_hover_text(t.insert_tip)
                .clicked()
            {
                let mut p = core.content().clone();
                let pos = (at + 1).min(p.len());
                p.insert(pos, 0);
                core.edit(p);
                self.editor.selected = Some(pos);
            }
            let can_remove = sel.is_some() && n > 1;
            if ui
                .add_enabled(can_remove, egui::Button::new(t.remove))
                .clicked()
                && let Some(k) = sel
            {
                let mut p = core.content().clone();
                p.remove(k);
                core.edit(p);
                self.editor.selected = if k < n - 1 { Some(k) } else { k.checked_sub(1) };
            }
            if ui
                .add_enabled(sel.is_some_and(|k| k > 0), egui::Button::new(t.move_left))
                .clicked()
                && let Some(k) = sel
            {
                let mut p = core.content().clone();
                p.swap(k, k - 1);
                core.edit(p);
                self.editor.selected = Some(k - 1);
            }
            if ui
                .add_enabled(
                    sel.is_some_and(|k| k + 1 < n),
                    egui::Button::new(t.move_right),
                )
                .clicked()
                && let Some(k) = sel
            {
                let mut p = core.content().clone();
                p.swap(k, k + 1);
                core.edit(p);
                self.editor.selected = Some(k + 1);
            }
        });
        if sel.is_none() {
            ui.label_cjk(RichText::new(t.select_hint).small().weak());
        }
    }

    fn paste_ui(&mut self, core: &mut TabCore<StoneView>, ui: &mut Ui) {
        let t = game_tr();
        let id = ui.make_persistent_id("stone_paste_box");
        let revision = core.revision();
        if widgets::follow_paste_box(
            ui,
            id,
            &mut self.editor.paste_text,
            &mut self.editor.paste_shown,
            revision,
            || format_row(core.content()),
        ) {
            self.editor.paste_error = None;
            self.editor.copied = None;
        }
        let label = ui.label_cjk(t.paste_label);
        let field = ui
            .add(
                egui::TextEdit::multiline(&mut self.editor.paste_text)
                    .id(id)
                    .desired_rows(2)
                    .desired_width(ui.available_width())
                    .hint_text("[3,9,1,2]")
                    .font(egui::TextStyle::Monospace)
                    // "-7" stays whole where the box wraps
                    .layouter(&mut crate::ui::kit::cjk_wrap::numbers_layouter),
            )
            .labelled_by(label.id);
        // Under GAMEDP_DEBUG: where the keyboard focus is, so that a script driving the real
        // window (.ci/clipboard-check) finds this box by Tab instead of by screen position.
        if field.gained_focus() {
            crate::debug::log_debug("focus: the stone Array box has it");
        } else if field.lost_focus() {
            crate::debug::log_debug("focus: the stone Array box lost it");
        }
        ui.horizontal(|ui| {
            if ui.button(t.use_row).clicked() {
                match parse_row(&self.editor.paste_text, stone::MAX_PILES) {
                    Ok(piles) => match stone::check_piles(&piles) {
                        Ok(()) => {
                            core.edit(piles);
                            self.editor.paste_error = None;
                            self.editor.selected = None;
                            if self.editor.paste_text.len()
                                > crate::ui::kit::widgets::FIELD_TEXT_MAX
                            {
                                // used: a huge pasted text would slow every frame
                                self.editor.paste_text.clear();
                            }
                        }
                        Err(e) => self.editor.paste_error = Some(e.to_string()),
                    },
                    Err(e) => {
                        self.editor.paste_error = Some(describe_row_error(&e));
                    }
                }
            }
            if ui.button(t.copy_row).clicked() {
                let text = format_row(core.content());
                ui.ctx().copy_text(text.clone());
                // long rows go to the clipboard only: a huge text field slows every frame
                self.editor.paste_text = crate::ui::kit::widgets::text_for_field(text);
                self.editor.paste_error = None;
                self.editor.copied = Some(core.content().len());
            }
        });
        if let Some(err) = &self.editor.paste_error {
            ui.colored_label_cjk(ui.visuals().error_fg_color, err);
        } else if let Some(n) = self.editor.copied {
            ui.label_cjk(RichText::new(fill(t.copied, &[("n", &n)])).small().weak());
        }
    }

    fn random_ui(&mut self, core: &mut TabCore<StoneView>, ui: &mut Ui) {
        let tr = tr();
        let r = &mut self.editor.random;
        egui::Grid::new("stone_random")
            .num_columns(2)
            .show(ui, |ui| {
                // a grid's columns do not wrap (the side panel wraps other text)
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                ui.label_cjk(game_tr().random_size);
                ui.add(egui::DragValue::new(&mut r.size).range(1..=RANDOM_MAX_PILES));
                ui.end_row();
                ui.label_cjk(game_tr().random_min);
                ui.add(egui::DragValue::new(&mut r.min).range(-1_000_000_000..=1_000_000_000));
                ui.end_row();
                ui.label_cjk(game_tr().random_max);
                ui.add(egui::DragValue::new(&mut r.max).range(-1_000_000_000..=1_000_000_000));
                ui.end_row();
                ui.label_cjk(game_tr().random_negatives);
                ui.checkbox(&mut r.negatives, "");
                ui.end_row();
                ui.label_cjk(tr.seed);
                ui.add(egui::DragValue::new(&mut r.seed));
                ui.end_row();
            });
        if r.max < r.min {
            ui.label_cjk(RichText::new(game_tr().random_swapped).small().weak());
        }
        if ui.button(game_tr().random_make).clicked() {
            let row = random_row(&self.editor.random);
            self.editor.random.seed = self.editor.random.seed.wrapping_add(1);
            core.edit(row);
            self.editor.selected = None;
        }
    }
}

/// Largest magnitude the pile editor lets a value reach (keeps every row of editor size exact).
fn stone_value_limit() -> i64 {
    1_000_000_000_000_000
}

/// A row-parse error in the current language.
pub fn describe_row_error(e: &stone::RowParseError) -> String {
    use stone::RowParseError as E;
    let tr = tr();
    match e {
        E::Empty => tr.parse_empty.to_string(),
        E::NotInteger { index, text } => {
            fill(tr.parse_not_integer, &[("index", index), ("text", text)])
        }
        E::TooLarge { index, text } => {
            fill(tr.parse_too_large, &[("index", index), ("text", text)])
        }
        E::TooMany { limit } => fill(tr.parse_too_many, &[("limit", limit)]),
        E::Brackets => tr.parse_brackets.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_rows_respect_the_settings() {
        let s = RandomSettings {
            size: 500,
            min: -5,
            max: 5,
            negatives: false,
            seed: 7,
        };
        let row = random_row(&s);
        assert_eq!(row.len(), 500);
        assert!(row.iter().all(|&v| (0..=5).contains(&v)));
        let with_neg = random_row(&RandomSettings {
            negatives: true,
            ..s.clone()
        });
        assert!(with_neg.iter().any(|&v| v < 0));
        assert!(with_neg.iter().all(|&v| (-5..=5).contains(&v)));
        assert_eq!(random_row(&s), row, "deterministic for a seed");
        let extreme = random_row(&RandomSettings {
            size: 3,
            min: i64::MIN,
            max: i64::MAX,
            negatives: true,
            seed: 1,
        });
        assert_eq!(extreme.len(), 3);
    }
}
