//! The side panel's editor: `max_choosable` and `desired_total` with limits, presets, and which
//! of the contract's rules applies to the input.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{RichText, Ui};

use super::{CanIWinView, EDITOR_MAX_M};
use crate::games::can_i_win::{self, BITMASK_MAX_M, DecidedBy, HASH_MAX_STATES, PRESETS};
use crate::i18n::can_i_win::tr as game_tr;
use crate::i18n::{fill, tr};
use crate::ui::framework::tab::TabCore;
use crate::ui::kit::widgets;

/// Smallest and largest `desired_total` the editor offers (files may hold any value).
pub const DESIRED_RANGE: (i64, i64) = (-1_000, 10_000);

impl CanIWinView {
    pub(super) fn input_editor_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        let tr = tr();
        let c = game_tr();
        widgets::heading(ui, c.input_heading);
        // the State explorer is hidden in Quiz mode: name the pane the student can open
        let start_here = if self.quiz.on {
            c.start_here_quiz
        } else {
            c.start_here
        };
        widgets::problem_statement(ui, c.rules, start_here);
        let current = *core.content();
        let (mut m, mut d) = current;
        let mut edited = false;
        let mut ended = false;
        let mut active = false;
        egui::Grid::new("ciw_inputs")
            .num_columns(2)
            .spacing([8.0, 4.0])
            .show(ui, |ui| {
                // a grid's columns do not wrap (the side panel wraps other text)
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                let r = ui
                    .add(
                        egui::DragValue::new(&mut m)
                            .prefix("max_choosable = ")
                            .custom_parser(widgets::parse_number)
                            .speed(0.1)
                            .range(1..=EDITOR_MAX_M)
                            .clamp_existing_to_range(false),
                    )
                    .on_hover_text(fill(c.m_tip, &[("max", &EDITOR_MAX_M)]));
                edited |= r.changed();
                ended |= r.drag_stopped() || r.lost_focus();
                active |= r.dragged() || r.has_focus();
                ui.end_row();
                let r = ui
                    .add(
                        egui::DragValue::new(&mut d)
                            .prefix("desired_total = ")
                            .custom_parser(widgets::parse_number)
                            .speed(0.3)
                            .range(DESIRED_RANGE.0..=DESIRED_RANGE.1)
                            .clamp_existing_to_range(false),
                    )
                    .on_hover_text(c.d_tip);
                edited |= r.changed();
                ended |= r.drag_stopped() || r.lost_focus();
                active |= r.dragged() || r.has_focus();
                ui.end_row();
            });
        if edited && (m, d) != current && m >= 1 {
            // a drag or typing goes on: its later changes join this undo step
            core.edit_joined((m, d), active);
        }
        if ended {
            core.end_joined();
        }
        ui.horizontal(|ui| core.undo_redo_buttons(ui));
        ui.horizontal_wrapped(|ui| {
            ui.label_cjk(tr.presets);
            for &(m, d) in PRESETS {
                let selected = (m, d) == *core.content();
                let button = ui.selectable_label(selected, format!("({m}, {d})"));
                // the notes say who wins: not during the quiz
                let button = if self.quiz.on {
                    button
                } else {
                    button.on_hover_text(preset_note(m, d))
                };
                if button.clicked() {
                    core.edit((m, d));
                }
            }
        });
        ui.add_space(4.0);
        Self::rule_box(*core.content(), self.quiz.on, ui);
        ui.add_space(4.0);
        egui::CollapsingHeader::new(c.recurrence_heading)
            .default_open(true)
            .show(ui, |ui| {
                widgets::formula(ui, c.recurrence);
                ui.label_cjk(RichText::new(c.recurrence_text).small());
            });
    }

    /// Which rule of the contract applies to the input, explained.
    fn rule_box((m, d): (u64, i64), quiz: bool, ui: &mut Ui) {
        let c = game_tr();
        let sum = can_i_win::sum_to(m);
        let text = match can_i_win::trivial(m, d) {
            // a rule that decides the game says who wins, and a line shown only when none
            // applies would tell that one does: during the quiz the same hidden line for all
            _ if quiz => c.rule_hidden.to_string(),
            Some((_, DecidedBy::NothingToReach)) => fill(c.rule_nothing_to_reach, &[("d", &d)]),
            Some((_, DecidedBy::SumTooSmall)) => {
                fill(c.rule_sum_too_small, &[("m", &m), ("sum", &sum), ("d", &d)])
            }
            Some((_, DecidedBy::OneMoveReaches)) => fill(c.rule_one_move, &[("m", &m), ("d", &d)]),
            _ if m <= BITMASK_MAX_M => fill(c.rule_search_bits, &[("m", &m), ("sum", &sum)]),
            _ => fill(
                c.rule_search_hash,
                &[
                    ("m", &m),
                    ("max", &BITMASK_MAX_M),
                    ("limit", &HASH_MAX_STATES),
                ],
            ),
        };
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.label_cjk(text);
        });
        if d < DESIRED_RANGE.0 || d > DESIRED_RANGE.1 || m > EDITOR_MAX_M {
            ui.label_cjk(
                RichText::new(c.beyond_editor)
                    .small()
                    .color(ui.visuals().warn_fg_color),
            );
        }
    }
}

/// What a preset shows, for its tooltip.
fn preset_note(m: u64, d: i64) -> String {
    let c = game_tr();
    match (m, d) {
        (10, 11) => c.preset_10_11.to_string(),
        (25, 200) => c.preset_hard.to_string(),
        (30, 300) => c.preset_refused.to_string(),
        _ => match can_i_win::trivial(m, d) {
            Some((_, DecidedBy::NothingToReach)) => c.rule_short_nothing.to_string(),
            Some((_, DecidedBy::SumTooSmall)) => c.rule_short_sum.to_string(),
            Some((_, DecidedBy::OneMoveReaches)) => c.rule_short_one_move.to_string(),
            _ => c.rule_short_search.to_string(),
        },
    }
}
