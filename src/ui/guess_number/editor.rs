//! The side panel's editor: `n` with limits, presets, the algorithm switch and the recurrence.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{RichText, Ui};

use super::{AUTO_SOLVE_MAX, EDITOR_MAX_N, GuessNumberView};
use crate::games::guess_number::{PLAIN_MAX_N, PRESETS};
use crate::i18n::guess_number::tr as game_tr;
use crate::i18n::{fill, tr};
use crate::ui::framework::tab::TabCore;
use crate::ui::kit::widgets;

impl GuessNumberView {
    pub(super) fn n_editor_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        let tr = tr();
        let g = game_tr();
        widgets::heading(ui, g.numbers_heading);
        widgets::problem_statement(
            ui,
            g.rules,
            if self.quiz.on {
                g.start_here_quiz
            } else {
                g.start_here
            },
        );
        ui.horizontal(|ui| {
            let current = *core.content();
            let mut n = current;
            let resp = ui
                .add(
                    egui::DragValue::new(&mut n)
                        .prefix("n = ")
                        .custom_parser(widgets::parse_number)
                        .speed(0.5)
                        .range(1..=EDITOR_MAX_N)
                        .clamp_existing_to_range(false),
                )
                .on_hover_text(fill(g.n_tip, &[("max", &EDITOR_MAX_N)]));
            if resp.changed() && n != current && n >= 1 {
                // the same drag or typing goes on: one undo step for all of it
                core.edit_joined(n, resp.dragged() || resp.has_focus());
            }
            if resp.drag_stopped() || resp.lost_focus() {
                core.end_joined();
            }
            ui.add_space(8.0);
            core.undo_redo_buttons(ui);
        });
        if *core.content() > EDITOR_MAX_N {
            ui.label_cjk(
                RichText::new(fill(g.n_beyond_limit, &[("max", &EDITOR_MAX_N)]))
                    .small()
                    .color(ui.visuals().warn_fg_color),
            );
        }
        ui.horizontal_wrapped(|ui| {
            ui.label_cjk(tr.presets);
            for &n in PRESETS {
                // in Quiz mode the label would give dp[1][10] away
                let text = if n == 10 && !self.quiz.on {
                    g.preset_10.to_string()
                } else {
                    format!("n = {n}")
                };
                if ui.selectable_label(*core.content() == n, text).clicked() {
                    core.edit(n);
                }
            }
        });

        ui.add_space(4.0);
        let forced = *core.content() > PLAIN_MAX_N;
        ui.add_enabled_ui(!forced, |ui| {
            let mut fast = self.fast_only || forced;
            if ui
                .checkbox(&mut fast, g.fast_only)
                .on_hover_text(g.fast_only_tip)
                .changed()
            {
                self.fast_only = fast;
                core.slot.clear_error();
            }
        });
        let note = if forced {
            fill(g.fast_forced, &[("max", &PLAIN_MAX_N)])
        } else if *core.content() > AUTO_SOLVE_MAX {
            fill(g.press_solve, &[("max", &AUTO_SOLVE_MAX)])
        } else {
            String::new()
        };
        if !note.is_empty() {
            ui.label_cjk(RichText::new(note).small().weak());
        }

        ui.add_space(6.0);
        egui::CollapsingHeader::new(g.recurrence_heading)
            .default_open(true)
            .show(ui, |ui| {
                widgets::formula(ui, g.recurrence);
                ui.label_cjk(RichText::new(g.recurrence_text).small());
            });
    }
}
