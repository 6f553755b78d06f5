//! The Positions view of the Game Lab: the inspector of one position (its moves, each child's
//! outcome or value, and why the position's own follows), above the list of every position.

use egui::{RichText, Ui};

use crate::games::custom::{Outcome, PosId, Solved};
use crate::i18n::custom::tr as game_tr;
use crate::i18n::fill;
use crate::ui::kit::{palette, widgets};

/// Longest position text shown in the list and the inspector.
const TEXT_MAX: usize = 60;

/// Rows of the list at most (the list is virtual, but a million rows help nobody).
pub const LIST_MAX: usize = 100_000;

/// The selected position.
#[derive(Debug, Default)]
pub struct PositionsView {
    /// The position the inspector shows (`None`: the start).
    pub selected: Option<PosId>,
}

fn outcome_word(o: Outcome) -> &'static str {
    let t = game_tr();
    match o {
        Outcome::Win => t.win,
        Outcome::Lose => t.lose,
        Outcome::Draw => t.draw,
    }
}

fn outcome_colour(o: Outcome) -> egui::Color32 {
    match o {
        Outcome::Win => palette::WIN_A,
        Outcome::Lose => palette::WIN_B,
        Outcome::Draw => palette::DRAW,
    }
}

fn value_colour(v: i64) -> egui::Color32 {
    match v.signum() {
        1 => palette::WIN_A,
        -1 => palette::WIN_B,
        _ => palette::DRAW,
    }
}

impl PositionsView {
    /// A new result: keep the selection if the position still exists.
    pub fn on_new_result(&mut self, positions: usize) {
        if self.selected.is_some_and(|p| p as usize >= positions) {
            self.selected = None;
        }
    }

    pub fn ui(&mut self, ui: &mut Ui, game: &Solved) {
        let at = self.selected.unwrap_or(game.start());
        let height = ui.available_height();
        egui::ScrollArea::vertical()
            .id_salt("custom_inspector")
            .max_height((height * 0.45).max(120.0))
            .auto_shrink([false, true])
            .show(ui, |ui| self.inspector(ui, game, at));
        ui.separator();
        self.list(ui, game, at);
    }

    fn inspector(&mut self, ui: &mut Ui, game: &Solved, p: PosId) {
        let t = game_tr();
        let mut heading = fill(
            t.inspect_heading,
            &[("p", &game.position_text(p, TEXT_MAX))],
        );
        if p == game.start() {
            heading = format!("{heading} ({})", t.start_mark);
        }
        widgets::heading(ui, &heading);
        let moves = game.moves(p);
        let best = game.best_moves(p);
        let name = |q: PosId| game.position_text(q, TEXT_MAX);
        if let Some(v) = game.value(p) {
            if moves.is_empty() {
                ui.label(t.why_value_end);
            } else {
                ui.label(fill(t.why_value, &[("v", &v)]));
            }
            let points = game.move_points(p).unwrap_or(&[]);
            for (k, &q) in moves.iter().enumerate() {
                let pts = points.get(k).copied().unwrap_or(0);
                let theirs = game.value(q).unwrap_or(0);
                let net = i128::from(pts) - i128::from(theirs);
                let line = fill(
                    t.child_value,
                    &[
                        ("q", &name(q)),
                        ("points", &pts),
                        ("value", &theirs),
                        ("net", &net),
                    ],
                );
                self.child_row(ui, q, line, best.contains(&q));
            }
            return;
        }
        let Some(outcome) = game.outcome(p) else {
            return;
        };
        if let Some(ended) = game.ended(p) {
            ui.label(fill(t.why_ended, &[("outcome", &outcome_word(ended))]));
        } else if moves.is_empty() {
            ui.label(if game.misere() {
                t.why_no_moves_win
            } else {
                t.why_no_moves_lose
            });
        } else {
            let k = game.moves_to_end(p).unwrap_or(0);
            let first_best = best.first().map(|&q| name(q)).unwrap_or_default();
            let text = match outcome {
                Outcome::Win => fill(t.why_win, &[("q", &first_best), ("k", &k)]),
                Outcome::Lose => fill(t.why_lose, &[("k", &k)]),
                Outcome::Draw => fill(t.why_draw, &[("q", &first_best)]),
            };
            ui.label(text);
        }
        if let Some(g) = game.grundy(p) {
            let values: Vec<String> = moves
                .iter()
                .filter_map(|&q| game.grundy(q))
                .map(|v| v.to_string())
                .collect();
            let values = if values.is_empty() {
                "—".to_string()
            } else {
                values.join(", ")
            };
            ui.label(fill(t.why_grundy, &[("g", &g), ("values", &values)]));
        }
        for &q in moves {
            let Some(o) = game.outcome(q) else { continue };
            let mut line = fill(
                t.child_outcome,
                &[("q", &name(q)), ("outcome", &outcome_word(o))],
            );
            if let Some(g) = game.grundy(q) {
                line = format!("{line}, Grundy {g}");
            }
            self.child_row(ui, q, line, best.contains(&q));
        }
    }

    /// One move of the inspected position: a link to the position it leads to.
    fn child_row(&mut self, ui: &mut Ui, q: PosId, line: String, best: bool) {
        let t = game_tr();
        ui.horizontal_wrapped(|ui| {
            let text = if best {
                RichText::new(format!("{line} ({})", t.best_mark)).strong()
            } else {
                RichText::new(line)
            };
            if ui.link(text).clicked() {
                self.selected = Some(q);
            }
        });
    }

    fn list(&mut self, ui: &mut Ui, game: &Solved, at: PosId) {
        let t = game_tr();
        let n = game.positions();
        let shown = n.min(LIST_MAX);
        if shown < n {
            ui.label(fill(t.shown_rows, &[("shown", &shown), ("n", &n)]));
        }
        ui.label(RichText::new(t.click_row).small().weak());
        let scoring = game.is_scoring();
        let grundy = game.has_grundy();
        // fixed columns, and the position's text in what is left of the width
        let spacing = ui.spacing().item_spacing.x;
        // (presentation mode's larger text: wider columns, as far as the width allows)
        let k = crate::ui::kit::theme::scale(ui.ctx());
        let base: f32 = 48.0 + 96.0 + 96.0 + 72.0 + 64.0;
        let fit = (ui.available_width() - 60.0 - 6.0 * spacing) / base;
        let k = k.min(fit).max(0.5);
        let fixed = [48.0 * k, 0.0, 96.0 * k, 96.0 * k, 72.0 * k, 64.0 * k];
        let used: f32 = fixed[0]
            + fixed[2]
            + if scoring { 0.0 } else { fixed[3] }
            + if grundy { fixed[4] } else { 0.0 }
            + fixed[5]
            + spacing * 6.0;
        let text_width = (ui.available_width() - used).max(60.0);
        let widths = [fixed[0], text_width, fixed[2], fixed[3], fixed[4], fixed[5]];
        let header = |ui: &mut Ui| {
            ui.horizontal(|ui| {
                let cols = [
                    Some((0, t.col_id)),
                    Some((1, t.col_position)),
                    Some((2, if scoring { t.col_value } else { t.col_outcome })),
                    (!scoring).then_some((3, t.col_moves_to_end)),
                    grundy.then_some((4, t.col_grundy)),
                    Some((5, t.col_moves)),
                ];
                for (k, c) in cols.into_iter().flatten() {
                    ui.add_sized(
                        [widths[k], 18.0],
                        egui::Label::new(RichText::new(c).strong()).truncate(),
                    )
                    .on_hover_text(c);
                }
            });
        };
        header(ui);
        let row_height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
        egui::ScrollArea::vertical()
            .id_salt("custom_positions")
            .auto_shrink([false, false])
            .show_rows(ui, row_height, shown, |ui, range| {
                for id in range {
                    let id = id as PosId;
                    ui.horizontal(|ui| {
                        let selected = id == at;
                        let label = format!("{id}");
                        if ui
                            .add_sized(
                                [widths[0], row_height - 4.0],
                                egui::Button::selectable(selected, label),
                            )
                            .clicked()
                        {
                            self.selected = Some(id);
                        }
                        if ui
                            .add_sized(
                                [widths[1], row_height - 4.0],
                                egui::Button::selectable(
                                    selected,
                                    RichText::new(game.position_text(id, TEXT_MAX)).monospace(),
                                )
                                .truncate(),
                            )
                            .clicked()
                        {
                            self.selected = Some(id);
                        }
                        if let Some(v) = game.value(id) {
                            ui.add_sized(
                                [widths[2], row_height - 4.0],
                                egui::Label::new(
                                    RichText::new(v.to_string()).color(value_colour(v)),
                                ),
                            );
                        } else if let Some(o) = game.outcome(id) {
                            ui.add_sized(
                                [widths[2], row_height - 4.0],
                                egui::Label::new(
                                    RichText::new(outcome_word(o)).color(outcome_colour(o)),
                                ),
                            );
                            let k = game
                                .moves_to_end(id)
                                .map_or_else(|| "—".to_string(), |k| k.to_string());
                            ui.add_sized([widths[3], row_height - 4.0], egui::Label::new(k));
                        }
                        if grundy {
                            let g = game.grundy(id).map_or_else(String::new, |g| g.to_string());
                            ui.add_sized([widths[4], row_height - 4.0], egui::Label::new(g));
                        }
                        ui.add_sized(
                            [widths[5], row_height - 4.0],
                            egui::Label::new(game.moves(id).len().to_string()),
                        );
                    });
                }
            });
    }
}
