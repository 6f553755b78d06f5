//! The side panel's editor: `n` with limits, presets, the algorithm switch and the recurrence.

use egui::{RichText, Ui};

use super::{AUTO_SOLVE_MAX, EDITOR_MAX_N, GuessTab};
use crate::games::guess_number::PLAIN_MAX_N;
use crate::i18n::guess_number::tr as gtr;
use crate::i18n::{fill, tr};
use crate::ui::widgets;

/// The values of `n` offered as buttons (10 is LeetCode's example, which costs 16).
pub const PRESETS: &[u64] = &[1, 10, 20, 100, 2_000, 10_000];

impl GuessTab {
    pub(super) fn editor_ui(&mut self, ui: &mut Ui) {
        let tr = tr();
        let g = gtr();
        widgets::heading(ui, g.numbers_heading);
        ui.label(g.rules);
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            let mut n = self.n;
            let resp = ui
                .add(
                    egui::DragValue::new(&mut n)
                        .prefix("n = ")
                        .speed(0.5)
                        .range(1..=EDITOR_MAX_N)
                        .clamp_existing_to_range(false),
                )
                .on_hover_text(fill(g.n_tip, &[("max", &EDITOR_MAX_N)]));
            if resp.changed() && n != self.n && n >= 1 {
                if self.editing {
                    // the same drag or typing goes on: one undo step for all of it
                    self.n = n;
                    self.changed();
                } else {
                    self.set_n(n);
                    self.editing = resp.dragged() || resp.has_focus();
                }
            }
            if resp.drag_stopped() || resp.lost_focus() {
                self.editing = false;
            }
            ui.add_space(8.0);
            let (undo, redo) = crate::ui::widgets::undo_redo_buttons(
                ui,
                self.history.can_undo(),
                self.history.can_redo(),
            );
            if undo {
                self.undo();
            }
            if redo {
                self.redo();
            }
        });
        if self.n > EDITOR_MAX_N {
            ui.label(
                RichText::new(fill(g.n_beyond_limit, &[("max", &EDITOR_MAX_N)]))
                    .small()
                    .color(ui.visuals().warn_fg_color),
            );
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(tr.presets);
            for &n in PRESETS {
                let text = if n == 10 {
                    g.preset_10.to_string()
                } else {
                    format!("n = {n}")
                };
                if ui.selectable_label(self.n == n, text).clicked() {
                    self.set_n(n);
                }
            }
        });

        ui.add_space(4.0);
        let forced = self.n > PLAIN_MAX_N;
        ui.add_enabled_ui(!forced, |ui| {
            let mut fast = self.fast_only || forced;
            if ui
                .checkbox(&mut fast, g.fast_only)
                .on_hover_text(g.fast_only_tip)
                .changed()
            {
                self.fast_only = fast;
                self.slot.clear_error();
            }
        });
        let note = if forced {
            fill(g.fast_forced, &[("max", &PLAIN_MAX_N)])
        } else if self.n > AUTO_SOLVE_MAX {
            fill(g.press_solve, &[("max", &AUTO_SOLVE_MAX)])
        } else {
            String::new()
        };
        if !note.is_empty() {
            ui.label(RichText::new(note).small().weak());
        }

        ui.add_space(6.0);
        egui::CollapsingHeader::new(g.recurrence_heading)
            .default_open(true)
            .show(ui, |ui| {
                widgets::formula(ui, g.recurrence);
                ui.label(RichText::new(g.recurrence_text).small());
            });
    }
}
