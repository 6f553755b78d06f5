//! Quiz mode's outcome question: a position is shown on the graph without outcome colours; the
//! student picks who wins it (mouse, cat, draw); then the colours, the verdict and, after a
//! wrong pick, the solver's reason are shown. The question and its checking are
//! [`crate::quiz::outcome::cat_mouse`]'s.

use egui::{RichText, Ui};

use super::board::{outcome_legend, plain_board, position_board, position_text, verdict_text};
use super::{CatMouseSolved, Draft, outcome_color, outcome_text};
use crate::games::cat_mouse::{Outcome, Position, Turn};
use crate::games::rng::SplitMix64;
use crate::i18n::quiz::tr as quiz_tr;
use crate::i18n::{Both, fill};
use crate::quiz::check_outcome;
use crate::quiz::outcome::cat_mouse::{Reason, pick_position, reason};
use crate::ui::kit::quiz::{Feedback, Quiz, feedback_ui};

/// State of the outcome question.
pub struct QuizView {
    /// The position asked about.
    pub position: Option<Position>,
    /// The outcome picked, once the student committed.
    pub picked: Option<Outcome>,
    /// The verdict on the pick.
    pub feedback: Option<Feedback>,
    /// The graph canvas.
    pub canvas: crate::ui::kit::graph_editor::GraphEditorState,
    rng: SplitMix64,
    for_rev: Option<u64>,
}

impl Default for QuizView {
    fn default() -> Self {
        QuizView {
            position: None,
            picked: None,
            feedback: None,
            canvas: Default::default(),
            rng: SplitMix64::new(913),
            for_rev: None,
        }
    }
}

/// The solver's reason in words.
pub fn reason_text(r: Reason, turn: Turn) -> String {
    let q = quiz_tr();
    let who = match turn {
        Turn::Mouse => q.the_mouse,
        Turn::Cat => q.the_cat,
    };
    match r {
        Reason::Wins { to, moves } => {
            fill(q.reason_wins, &[("who", &who), ("to", &to), ("d", &moves)])
        }
        Reason::EveryMoveLoses { to, moves } => {
            fill(q.reason_loses, &[("who", &who), ("to", &to), ("d", &moves)])
        }
        Reason::Draw { to } => fill(q.reason_draw, &[("who", &who), ("to", &to)]),
        Reason::Stuck => fill(q.reason_stuck, &[("who", &who)]),
    }
}

impl QuizView {
    /// Ask about another position.
    pub fn next_question(&mut self, solved: &CatMouseSolved) {
        self.position = pick_position(&solved.solution, &mut self.rng, self.position);
        self.picked = None;
        self.feedback = None;
    }

    /// The student picks `outcome` for the position asked (scored once).
    pub fn pick(&mut self, quiz: &mut Quiz, solved: &CatMouseSolved, outcome: Outcome) {
        let Some(pos) = self.position else { return };
        if self.picked.is_some() {
            return;
        }
        let sol = &solved.solution;
        let Some(actual) = sol.outcome(pos) else {
            return;
        };
        let answer = quiz.score.count(check_outcome(outcome, actual));
        self.picked = Some(outcome);
        self.feedback = Some(match answer.wrong() {
            None => Feedback::RightWhy(Both::new(|| {
                let why = reason(sol, pos)
                    .map(|r| reason_text(r, pos.turn))
                    .unwrap_or_default();
                fill(quiz_tr().right_why, &[("why", &why)])
            })),
            Some(miss) => Feedback::Wrong(Both::new(|| {
                let why = reason(sol, pos)
                    .map(|r| reason_text(r, pos.turn))
                    .unwrap_or_default();
                let actual = format!("{} — {why}", outcome_text(miss.actual));
                fill(quiz_tr().outcome_wrong, &[("actual", &actual)])
            })),
        });
    }

    /// Draw the question.
    pub fn ui(&mut self, ui: &mut Ui, solved: &CatMouseSolved, draft: &Draft, quiz: &mut Quiz) {
        let q = quiz_tr();
        if self.for_rev != Some(solved.graph_rev) {
            self.for_rev = Some(solved.graph_rev);
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
        ui.label(RichText::new(q.outcome_ask).strong());
        ui.label(position_text(pos));
        let answered = self.picked.is_some();
        let mut pick = None;
        ui.horizontal_wrapped(|ui| {
            for (o, text) in [
                (Outcome::MouseWin, q.mouse_wins),
                (Outcome::CatWin, q.cat_wins),
                (Outcome::Draw, q.draw),
            ] {
                let mut button = egui::Button::new(text);
                if answered && self.picked == Some(o) {
                    button = button.selected(true);
                }
                if ui.add_enabled(!answered, button).clicked() {
                    pick = Some(o);
                }
            }
            if answered && ui.button(q.next_position).clicked() {
                self.next_question(solved);
            }
        });
        if let Some(o) = pick {
            self.pick(quiz, solved, o);
        }
        if let Some(fb) = &self.feedback {
            feedback_ui(ui, fb);
        }
        let answered = self.picked.is_some();
        if answered && let Some(o) = sol.outcome(pos) {
            ui.horizontal_wrapped(|ui| {
                crate::ui::kit::widgets::pill(ui, outcome_text(o), outcome_color(o));
                ui.label(verdict_text(sol, pos));
            });
        }
        let Some(pos) = self.position else { return };
        crate::ui::kit::layout::with_footer(
            ui,
            "cm_quiz_legend",
            |ui| {
                let size = ui.available_size();
                let id = egui::Id::unique("cm_quiz_tokens");
                // before the pick the outcome colours of the next nodes would give it away
                if answered {
                    position_board(ui, &mut self.canvas, sol, draft, pos, size, &|_| None, id);
                } else {
                    plain_board(ui, &mut self.canvas, draft, pos, size, &|_| None, id);
                }
            },
            outcome_legend,
        );
    }
}
