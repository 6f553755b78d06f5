//! Quiz mode's outcome question for Cat and Mouse II: a position (mouse, cat, who moves) is shown
//! on the grid without values; the student picks who wins under the 1000-move rule; a wrong
//! pick is explained with the solver's reason. The question and its checking are
//! [`crate::quiz::outcome::cat_mouse_ii`]'s.

use egui::{RichText, Sense, Ui};

use super::CatMouseIISolved;
use super::board;
use super::texts::{cell_name, dest_name, mover_cell, turn_name, value_text};
use crate::games::cat_mouse_ii::{Grid, Position};
use crate::games::rng::SplitMix64;
use crate::i18n::quiz::tr as quiz_tr;
use crate::i18n::{Both, fill};
use crate::quiz::check_outcome;
use crate::quiz::outcome::cat_mouse_ii::{Reason, Winner, pick_position, reason, winner};
use crate::ui::kit::quiz::{Feedback, Quiz, feedback_ui};

/// State of the outcome question.
#[derive(Debug, Clone)]
pub struct QuizView {
    /// The position asked about.
    pub position: Option<Position>,
    /// The winner picked, once the student committed.
    pub picked: Option<Winner>,
    /// The verdict on the pick.
    pub feedback: Option<Feedback>,
    rng: SplitMix64,
    for_rev: Option<u64>,
}

impl Default for QuizView {
    fn default() -> Self {
        QuizView {
            position: None,
            picked: None,
            feedback: None,
            rng: SplitMix64::new(1728),
            for_rev: None,
        }
    }
}

/// The solver's reason in words.
pub fn reason_text(grid: &Grid, r: Reason, pos: Position) -> String {
    let q = quiz_tr();
    let who = turn_name(pos.turn);
    let from = mover_cell(pos);
    match r {
        Reason::Wins { to, moves } => fill(
            q.reason_wins,
            &[
                ("who", &who),
                ("to", &dest_name(grid, from, to)),
                ("d", &moves),
            ],
        ),
        Reason::EveryMoveLoses { to, moves } => fill(
            q.reason_loses,
            &[
                ("who", &who),
                ("to", &dest_name(grid, from, to)),
                ("d", &moves),
            ],
        ),
        Reason::Endless { to } => fill(
            q.reason_endless,
            &[("who", &who), ("to", &dest_name(grid, from, to))],
        ),
        Reason::TooLong { moves } => fill(q.reason_too_long, &[("d", &moves)]),
    }
}

fn winner_text(w: Winner) -> &'static str {
    match w {
        Winner::Mouse => quiz_tr().mouse_wins,
        Winner::Cat => quiz_tr().cat_wins,
    }
}

impl QuizView {
    /// Ask about another position.
    pub fn next_question(&mut self, solved: &CatMouseIISolved) {
        self.position = pick_position(&solved.solution, &mut self.rng, self.position);
        self.picked = None;
        self.feedback = None;
    }

    /// The student picks `w` for the position asked (scored once).
    pub fn pick(&mut self, quiz: &mut Quiz, solved: &CatMouseIISolved, w: Winner) {
        let Some(pos) = self.position else { return };
        if self.picked.is_some() {
            return;
        }
        let sol = &solved.solution;
        let Some(value) = sol.value(pos) else { return };
        let answer = quiz.score.count(check_outcome(w, winner(value)));
        self.picked = Some(w);
        self.feedback = Some(match answer.wrong() {
            None => Feedback::RightWhy(Both::new(|| {
                let why = reason(sol, pos)
                    .map(|r| reason_text(sol.grid(), r, pos))
                    .unwrap_or_default();
                fill(quiz_tr().right_why, &[("why", &why)])
            })),
            Some(miss) => Feedback::Wrong(Both::new(|| {
                let why = reason(sol, pos)
                    .map(|r| reason_text(sol.grid(), r, pos))
                    .unwrap_or_default();
                let actual = format!("{} — {why}", winner_text(miss.actual));
                fill(quiz_tr().outcome_wrong, &[("actual", &actual)])
            })),
        });
    }

    /// Draw the question.
    pub fn ui(&mut self, ui: &mut Ui, solved: &CatMouseIISolved, quiz: &mut Quiz) {
        let q = quiz_tr();
        if self.for_rev != Some(solved.rev) {
            self.for_rev = Some(solved.rev);
            self.position = None;
        }
        if self.position.is_none() {
            self.next_question(solved);
        }
        let Some(pos) = self.position else {
            ui.label(q.no_position);
            return;
        };
        let sol = &solved.solution;
        let grid = sol.grid();
        ui.label(RichText::new(q.outcome_ask).strong());
        ui.label(fill(
            q.quiz_position,
            &[
                ("m", &cell_name(grid, pos.mouse)),
                ("c", &cell_name(grid, pos.cat)),
                ("who", &turn_name(pos.turn)),
            ],
        ));
        let answered = self.picked.is_some();
        let mut pick = None;
        ui.horizontal_wrapped(|ui| {
            for w in [Winner::Mouse, Winner::Cat] {
                let button = egui::Button::new(winner_text(w)).selected(self.picked == Some(w));
                if ui.add_enabled(!answered, button).clicked() {
                    pick = Some(w);
                }
            }
            if answered && ui.button(q.next_position).clicked() {
                self.next_question(solved);
            }
        });
        if let Some(w) = pick {
            self.pick(quiz, solved, w);
        }
        if let Some(fb) = &self.feedback {
            feedback_ui(ui, fb);
        }
        if self.picked.is_some()
            && let Some(v) = sol.value(pos)
        {
            ui.label(RichText::new(value_text(v)).small());
        }
        let Some(pos) = self.position else { return };
        let (_, painter, b) = board::grid_board(ui, grid, Sense::hover());
        let (fr, fc) = grid.row_col(grid.food());
        let (mr, mc) = grid.row_col(pos.mouse);
        let (cr, cc) = grid.row_col(pos.cat);
        board::draw_token(&painter, &b, fr, fc, 'F');
        board::draw_token(&painter, &b, mr, mc, 'M');
        board::draw_token(&painter, &b, cr, cc, 'C');
        let (r, c) = match pos.turn {
            crate::games::cat_mouse_ii::Turn::Mouse => (mr, mc),
            crate::games::cat_mouse_ii::Turn::Cat => (cr, cc),
        };
        board::outline_cell(&painter, &b, r, c, crate::ui::kit::palette::DEPENDENCY);
    }
}
