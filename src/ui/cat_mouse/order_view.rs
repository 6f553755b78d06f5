//! The retrograde propagation, animated: positions light up on the two heatmaps in the order the
//! solver decides them (terminal positions first, then by moves to the end); the tokens show the
//! position just decided and a sentence says why it was decided that way. Positions never
//! decided are the draws.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{RichText, Ui};

use super::board::{outcome_legend, position_board, position_text};
use super::solution_view::{HeatPair, HeatSpecs, heatmaps_ui};
use super::{CatMouseSolved, Draft, outcome_color};
use crate::games::cat_mouse::{Outcome, Position, Turn};
use crate::i18n::cat_mouse::tr as cm_tr;
use crate::i18n::fill;
use crate::ui::kit::palette;
use crate::ui::kit::stepper::Stepper;

/// The animation is offered up to this many nodes (2·n·(n−1) steps at most).
pub const ORDER_ANIMATION_MAX_NODES: usize = 120;

/// State of the decision-order view.
pub struct OrderView {
    /// Positions decided so far.
    pub stepper: Stepper,
    /// The two heatmaps.
    pub heat: HeatPair,
    /// The graph canvas.
    pub canvas: crate::ui::kit::graph_editor::GraphEditorState,
    /// rank[index] = when the position with that dense index was decided (u32::MAX: never).
    rank: Vec<u32>,
    for_rev: Option<u64>,
    /// Presentation mode shows the outcome tables instead of the graph (where both do not fit).
    pub show_tables: bool,
    /// Presentation mode shows the details of the step (the intro, the speed, why).
    pub show_details: bool,
}

impl Default for OrderView {
    fn default() -> Self {
        OrderView {
            stepper: Stepper::new(20.0),
            heat: HeatPair::default(),
            canvas: Default::default(),
            rank: Vec::new(),
            for_rev: None,
            show_tables: false,
            show_details: false,
        }
    }
}

impl OrderView {
    /// The position decided by the last step shown, if any.
    pub fn current(&self, solved: &CatMouseSolved) -> Option<Position> {
        let order = solved.solution.decision_order();
        self.stepper
            .step
            .checked_sub(1)
            .and_then(|k| order.get(k))
            .and_then(|&i| solved.solution.position_at(i as usize))
    }

    fn ensure(&mut self, solved: &CatMouseSolved) {
        if self.for_rev == Some(solved.graph_rev) {
            return;
        }
        self.for_rev = Some(solved.graph_rev);
        let sol = &solved.solution;
        self.rank = vec![u32::MAX; sol.position_count()];
        for (k, &i) in sol.decision_order().iter().enumerate() {
            self.rank[i as usize] = k as u32;
        }
        // the whole order plays in about 40 s (1.0..=2000.0 is the slider's range)
        self.stepper
            .start_run(sol.decision_order().len(), 40.0, 20.0, 2000.0);
        self.heat.invalidate();
    }

    /// Draw the view.
    pub fn ui(&mut self, ui: &mut Ui, solved: &CatMouseSolved, draft: &Draft) {
        let t = cm_tr();
        let sol = &solved.solution;
        let n = sol.graph().n();
        if n > ORDER_ANIMATION_MAX_NODES {
            ui.label_cjk(fill(
                t.order_too_big,
                &[("max", &ORDER_ANIMATION_MAX_NODES)],
            ));
            return;
        }
        self.ensure(solved);
        let total = sol.decision_order().len();
        let present = crate::ui::kit::theme::presentation(ui.ctx());
        // on a projector the tables stand beside the graph where both fit, else a toggle picks;
        // with the details open the graph and its details take the room (beside the tables too
        // the graph shrank to a blob at 1366 × 768)
        let beside = super::solution_view::present_tables_beside(ui).filter(|_| !self.show_details);
        if present {
            // on a projector the graph needs the height: the intro is among the details (a
            // toggle) and the toggle and the step buttons share a row
            ui.horizontal_wrapped(|ui| {
                if beside.is_none() {
                    ui.selectable_value(&mut self.show_tables, false, t.present_graph);
                    ui.selectable_value(&mut self.show_tables, true, t.present_tables);
                    ui.separator();
                }
                self.stepper.buttons(ui, total);
                // (the whole sentence is among the details: the graph needs the height)
                let step = self.stepper.step.min(total);
                ui.label_cjk(
                    RichText::new(fill(
                        t.order_progress_short,
                        &[("k", &step), ("total", &total)],
                    ))
                    .strong(),
                );
                ui.toggle_value(&mut self.show_details, t.present_details)
                    .on_hover_text(t.order_intro);
            });
        } else {
            ui.label_cjk(RichText::new(t.order_intro).small());
            ui.horizontal_wrapped(|ui| {
                self.stepper
                    .controls(ui, total, Some((1.0..=2000.0, t.order_speed)));
            });
        }
        self.stepper.tick(ui, total);
        let step = self.stepper.step.min(total);
        let current = self.current(solved);
        let rank = &self.rank;
        let finished = step >= total;
        let pending = crate::ui::kit::theme::pending(ui.visuals().dark_mode);
        let right_width = super::solution_view::heat_column_width(ui);
        let show_details = self.show_details;
        let graph = |ui: &mut Ui| {
            crate::ui::kit::layout::with_footer(
                ui,
                "cm_order_legend",
                |ui| {
                    // (Chinese lines end where a word does: "共 60 个局⏎面", "还⏎有 4 步结束"
                    // in the details' strip at a projector)
                    let wrapped = crate::ui::kit::cjk_wrap::wrapped;
                    let progress = |ui: &mut Ui| {
                        let text = fill(
                            t.order_progress,
                            &[
                                ("k", &step),
                                ("total", &total),
                                ("all", &sol.position_count()),
                            ],
                        );
                        ui.label_cjk(RichText::new(wrapped(ui, &text)).strong());
                    };
                    let details = |ui: &mut Ui| match current {
                        Some(p) => {
                            crate::ui::kit::cjk_wrap::label(
                                ui,
                                &fill(
                                    t.order_decided,
                                    &[
                                        ("pos", &position_text(p)),
                                        (
                                            "o",
                                            &super::outcome_short(
                                                sol.outcome(p).unwrap_or(Outcome::Draw),
                                            ),
                                        ),
                                        ("d", &sol.moves_to_end(p).unwrap_or(0)),
                                    ],
                                ),
                            );
                            let why = why_decided(&solved.solution, p);
                            ui.label_cjk(RichText::new(wrapped(ui, &why)).italics());
                        }
                        None => {
                            crate::ui::kit::cjk_wrap::label(ui, t.order_start_hint);
                        }
                    };
                    if !present {
                        progress(ui);
                        details(ui);
                    }
                    // on a projector the details are in a strip beside or under the graph:
                    // the graph keeps the rest of the room, every line of them whole
                    let (strip, mut ui) = crate::ui::kit::layout::details_split(
                        ui,
                        "cm_order_details",
                        present && show_details,
                        super::solution_view::GRAPH_ASPECT,
                    );
                    if let Some(strip) = strip {
                        strip.show(|ui| {
                            // (the intro, a paragraph, is the Details toggle's hover text:
                            // in the strip it left the graph a sliver at 1024 × 768)
                            progress(ui);
                            self.stepper.speed_slider(ui, 1.0..=2000.0, t.order_speed);
                            details(ui);
                        });
                    }
                    let ui = &mut ui;
                    if finished {
                        let draws = solved.counts.draws;
                        ui.label_cjk(fill(t.order_finished, &[("dr", &draws)]));
                    }
                    let size = ui.available_size();
                    let id = egui::Id::unique("cm_order_tokens");
                    let pos = current.unwrap_or(Position::START);
                    position_board(ui, &mut self.canvas, sol, draft, pos, size, &|_| None, id);
                },
                // beside the tables the outcome colours are in their legend
                |ui| {
                    if beside.is_some() {
                        super::board::token_legend(ui);
                    } else {
                        outcome_legend(ui);
                    }
                },
            );
        };
        let tables = |ui: &mut Ui| {
            let color = |p: Position| {
                let Some(i) = sol.position_index(p) else {
                    return palette::EMPTY;
                };
                if (rank[i] as usize) < step {
                    outcome_color(sol.outcome_at(i))
                } else if finished {
                    palette::DRAW
                } else {
                    pending
                }
            };
            let label = |p: Position| {
                let i = sol.position_index(p)?;
                ((rank[i] as usize) < step)
                    .then(|| sol.moves_to_end_at(i).map(|d| d.to_string()))
                    .flatten()
            };
            let specs = HeatSpecs {
                ids: ("cm_order_mouse", "cm_order_cat"),
                key: solved.graph_rev.wrapping_mul(1_000_003) ^ step as u64,
                color: &color,
                label: &label,
                current,
                extra_legend: Some((pending, t.order_pending)),
                prebuilt: None,
            };
            heatmaps_ui(ui, &mut self.heat, sol, &specs);
        };
        let names = ("cm_graph", "cm_tables");
        match beside {
            Some(width) => {
                crate::ui::kit::layout::columns(ui, "central", names, width, graph, tables);
            }
            None => {
                crate::ui::kit::layout::columns_or_one(
                    ui,
                    "central",
                    names,
                    right_width,
                    self.show_tables,
                    graph,
                    tables,
                );
            }
        }
    }
}

/// Why the retrograde solver decided `p` as it did: a terminal position, a move to a position
/// already won for the mover, or every move leads to a position won by the opponent.
fn why_decided(sol: &crate::games::cat_mouse::Solution, p: Position) -> String {
    let t = cm_tr();
    if let Some(o) = p.terminal_outcome() {
        return match o {
            Outcome::MouseWin => t.why_terminal_mouse.to_string(),
            _ => t.why_terminal_cat.to_string(),
        };
    }
    let (who, other) = match p.turn {
        Turn::Mouse => (t.mouse, t.cat),
        Turn::Cat => (t.cat, t.mouse),
    };
    match (sol.outcome(p), sol.best_move(p)) {
        (Some(o), Some(mv)) if o.is_win_for(p.turn) => fill(
            t.why_win,
            &[
                ("who", &who),
                ("to", &mv.to),
                ("d", &mv.moves_to_end.unwrap_or(0)),
            ],
        ),
        // one move: "All 1 move of the cat lead to" read badly
        (Some(_), Some(mv)) if sol.moves(p).len() == 1 => fill(
            t.why_loss_one,
            &[("who", &who), ("other", &other), ("to", &mv.to)],
        ),
        (Some(_), Some(mv)) => fill(
            t.why_loss,
            &[
                ("who", &who),
                ("other", &other),
                ("k", &sol.moves(p).len()),
                ("to", &mv.to),
            ],
        ),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::cat_mouse::{Graph, solve};
    use crate::i18n::{Language, set_language};

    /// A lost position with one move says "its only move", never "All 1 move … lead"; one with
    /// more moves counts them, in both languages.
    #[test]
    fn a_loss_with_one_move_is_worded_for_one() {
        // LeetCode 913's first example: positions with one move (node 1 has one neighbour)
        let graph = Graph::new_validated(&[
            vec![2, 5],
            vec![3],
            vec![0, 4, 5],
            vec![1, 4, 5],
            vec![2, 3],
            vec![0, 2, 3],
        ])
        .unwrap();
        let sol = solve(&graph, &NoControl).unwrap();
        let lost = |moves: usize| {
            (0..sol.position_count())
                .filter_map(|i| sol.position_at(i))
                .find(|&p| {
                    p.terminal_outcome().is_none()
                        && sol.moves(p).len() == moves
                        && sol.outcome(p).is_some_and(|o| {
                            o != crate::games::cat_mouse::Outcome::Draw && !o.is_win_for(p.turn)
                        })
                })
                .expect("a lost position")
        };
        let (one, more) = (lost(1), lost(2));
        set_language(Language::English);
        let text = why_decided(&sol, one);
        assert!(text.contains("only move, to node"), "{text}");
        assert!(!text.contains("All 1"), "{text}");
        let text = why_decided(&sol, more);
        assert!(text.starts_with("All 2 moves"), "{text}");
        set_language(Language::Chinese);
        let text = why_decided(&sol, one);
        assert!(text.contains("只有一种走法"), "{text}");
        set_language(Language::English);
    }
}
