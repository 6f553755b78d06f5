//! Play against the computer as the mouse or the cat. The user clicks one of the highlighted
//! nodes (or its button); the computer answers with the solver's best move after a short pause.
//! A hint shows the best move; after each move the view says whether it kept the outcome.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{RichText, Stroke, Ui};

use super::board::{final_position_text, position_board, position_text, verdict_text};
use super::quiz_view::QuizView;
use super::{CatMouseSolved, Draft, outcome_color, outcome_short, outcome_text};
use crate::games::cat_mouse::{Ending, Graph, Outcome, PlayState, Position, Solution, Turn};
use crate::i18n::cat_mouse::tr as cm_tr;
use crate::i18n::quiz::tr as quiz_tr;
use crate::i18n::{fill, tr};
use crate::quiz::cat_mouse::move_options;
use crate::quiz::check_move;
use crate::ui::kit::graph_editor::GraphAction;
use crate::ui::kit::quiz::{
    Feedback as QuizFeedback, Quiz, Unscored, feedback_ui, play_hint, play_over_ui, play_wrong_told,
};
use crate::ui::kit::quiz_pending::{PendingVerdict, last_turn_ui, no_choice_line, verdict_later};
use crate::ui::kit::{palette, widgets};

/// Seconds the computer waits before answering, so the user sees each move.
const COMPUTER_DELAY: f64 = 0.6;

/// How a game ended: the rules live in [`crate::games::cat_mouse::play`].
pub use crate::games::cat_mouse::Ending as GameEnd;
/// A game in progress: the rules live in [`crate::games::cat_mouse::play`].
pub use crate::games::cat_mouse::PlayState as PlayGame;

/// What the user's last move did to the outcome (from the user's side).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Feedback {
    /// Outcome before the move.
    pub before: Outcome,
    /// Outcome after it.
    pub after: Outcome,
    /// The best move there was.
    pub best: Option<u32>,
    /// The move played.
    pub played: u32,
}

/// State of a game against the computer.
pub struct PlayView {
    /// The side the user plays.
    pub user: Turn,
    /// The game, once started.
    pub game: Option<PlayState>,
    /// Show the best move.
    pub show_hint: bool,
    /// What the last user move did.
    pub feedback: Option<Feedback>,
    /// The graph canvas.
    pub canvas: crate::ui::kit::graph_editor::GraphEditorState,
    computer_at: Option<f64>,
    for_rev: Option<u64>,
    /// Quiz mode: the verdict on the user's last move.
    pub quiz_feedback: Option<QuizFeedback>,
    /// Quiz mode: the hints asked for the move to make now (graded).
    pub quiz_tries: crate::quiz::Tries,
    /// Quiz mode: the user's last move, its verdict kept back until the outcome of the
    /// position it led to is committed ("a best move" tells that outcome): that question is
    /// asked here, before the computer replies, which waits for it.
    pub quiz_verdict: PendingVerdict<Position, u32>,
}

impl Default for PlayView {
    fn default() -> Self {
        PlayView {
            user: Turn::Mouse,
            game: None,
            show_hint: false,
            feedback: None,
            canvas: Default::default(),
            computer_at: None,
            for_rev: None,
            quiz_feedback: None,
            quiz_tries: Default::default(),
            quiz_verdict: Default::default(),
        }
    }
}

impl PlayView {
    /// Start a new game on `graph`.
    pub fn new_game(&mut self, graph: &Graph) {
        self.game = Some(PlayState::new(graph));
        self.show_hint = false;
        self.feedback = None;
        self.computer_at = None;
        self.quiz_feedback = None;
        self.quiz_tries = Default::default();
        self.forget_pending();
    }

    /// No verdict waits and no question is asked (a new game, a move taken back, Quiz mode
    /// off).
    fn forget_pending(&mut self) {
        self.quiz_verdict.forget();
    }

    /// Quiz mode: the user moves to `to`, scored against the best move(s) (a move that keeps
    /// the best outcome the position offers is right) through the shared path
    /// ([`crate::ui::kit::quiz::score_play_move`]: not scored where there is one move or every move gives the same).
    /// Where the position it leads to is an open question of the outcome quiz (`quiz_view`),
    /// the verdict waits: that question is asked first ([`PlayView::asked_position`]).
    pub fn quiz_move(
        &mut self,
        quiz: &mut Quiz,
        quiz_view: &QuizView,
        solved: &CatMouseSolved,
        to: u32,
    ) -> bool {
        let sol = &solved.solution;
        let Some(pos) = self
            .game
            .as_ref()
            .map(|g| g.pos)
            .filter(|_| self.users_turn())
        else {
            return false;
        };
        let options = move_options(sol, pos);
        if check_move(&options, to).is_none() {
            return self.user_move(sol, to);
        }
        let tries = std::mem::take(&mut self.quiz_tries);
        if !self.user_move(sol, to) {
            self.quiz_tries = tries;
            return false;
        }
        self.quiz_verdict.hold(pos, to, tries);
        let only = Unscored::of(&options, |o| o.rank) == Some(Unscored::OnlyMove);
        if only || self.asked_position(quiz_view, solved).is_none() {
            // (the only move tells nothing; an ended game or a committed position is shown)
            self.release_move(quiz, quiz_view, solved);
        } else {
            let asked = self.asked_position(quiz_view, solved);
            let from_open = !quiz_view.is_committed(solved, pos);
            let reached_open = !self.quiz_verdict.asks_moved_from(asked);
            self.quiz_feedback = Some(verdict_later(reached_open, from_open));
        }
        true
    }

    /// Quiz mode: the position whose outcome Play asks now: where the user's move led, while
    /// its verdict waits, the game goes on and the outcome quiz has not committed it.
    pub fn asked_position(
        &self,
        quiz_view: &QuizView,
        solved: &CatMouseSolved,
    ) -> Option<Position> {
        let reached = self.game.as_ref().filter(|g| !g.is_over()).map(|g| g.pos);
        self.quiz_verdict
            .asked(reached, |p| quiz_view.is_committed(solved, p))
    }

    /// The verdict kept back (if any): scored now. A move that was not best names the
    /// position it led to (its question tells why).
    fn release_move(&mut self, quiz: &mut Quiz, quiz_view: &QuizView, solved: &CatMouseSolved) {
        // (whether the position it led to is still an open question: the verdict says so)
        let open = self.asked_position(quiz_view, solved).is_some();
        let Some(pending) = self.quiz_verdict.pending.take() else {
            return;
        };
        let before = pending.before;
        let options = move_options(&solved.solution, before);
        let reached = self.game.as_ref().filter(|g| !g.is_over()).map(|g| g.pos);
        let same = Unscored::of(&options, |o| o.rank) == Some(Unscored::NoChoice);
        self.quiz_feedback = pending.score(quiz, &options, |o| o.rank, before, open).map(
            |(answer, scored, feedback)| match reached {
                Some(reached) if scored && !answer.is_right() => play_wrong_told(move || {
                    fill(
                        quiz_tr().play_why_position,
                        &[("pos", &position_text(reached))],
                    )
                }),
                _ if same => no_choice_line(),
                _ => feedback,
            },
        );
    }

    /// Quiz mode, each frame: the verdict kept back is given once nothing it would tell is
    /// asked any more (the game is over, or the position it led to is committed, here or in
    /// the outcome quiz).
    pub fn release_move_if_due(
        &mut self,
        quiz: &mut Quiz,
        quiz_view: &QuizView,
        solved: &CatMouseSolved,
    ) {
        if self.quiz_verdict.is_waiting() && self.asked_position(quiz_view, solved).is_none() {
            self.release_move(quiz, quiz_view, solved);
        }
    }

    /// Quiz mode: the user answers Play's question (who wins the position the move led to).
    /// Graded as the outcome quiz's question and committed there too; once committed, the
    /// move's verdict is given and the computer replies.
    pub fn quiz_ask_pick(
        &mut self,
        quiz: &mut Quiz,
        quiz_view: &mut QuizView,
        solved: &CatMouseSolved,
        outcome: Outcome,
    ) {
        let Some(pos) = self.asked_position(quiz_view, solved) else {
            return;
        };
        self.quiz_verdict
            .ask_pick(quiz, solved, &mut quiz_view.committed, pos, outcome);
        self.release_move_if_due(quiz, quiz_view, solved);
    }

    /// Quiz mode: the Hint button of Play's question (graded as the outcome quiz's).
    pub fn quiz_ask_hint(
        &mut self,
        quiz: &mut Quiz,
        quiz_view: &mut QuizView,
        solved: &CatMouseSolved,
    ) {
        let Some(pos) = self.asked_position(quiz_view, solved) else {
            return;
        };
        self.quiz_verdict
            .ask_hint(quiz, solved, &mut quiz_view.committed, pos);
        self.release_move_if_due(quiz, quiz_view, solved);
    }

    /// Quiz mode: Play's question with its answers and Hint, while it is asked.
    fn quiz_ask_ui(
        &mut self,
        ui: &mut Ui,
        quiz: &mut Quiz,
        quiz_view: &mut QuizView,
        solved: &CatMouseSolved,
    ) {
        let q = quiz_tr();
        if let Some(pos) = self.asked_position(quiz_view, solved) {
            let who = match pos.turn {
                Turn::Mouse => q.the_mouse,
                Turn::Cat => q.the_cat,
            };
            // (the position the move was made from, once where it led is answered)
            let ask = if self.quiz_verdict.asks_moved_from(Some(pos)) {
                q.cm_play_ask_from
            } else {
                q.cm_play_ask
            };
            ui.label_cjk(RichText::new(fill(ask, &[("who", &who)])).strong());
            ui.label_cjk(position_text(pos));
            let mut pick = None;
            let mut hint = false;
            ui.horizontal_wrapped(|ui| {
                for (o, text) in [
                    (Outcome::MouseWin, q.mouse_wins),
                    (Outcome::CatWin, q.cat_wins),
                    (Outcome::Draw, q.draw),
                ] {
                    if ui.button(text).clicked() {
                        pick = Some(o);
                    }
                }
                hint = crate::ui::kit::quiz::hint_button(ui, true, true).clicked();
            });
            if let Some(o) = pick {
                self.quiz_ask_pick(quiz, quiz_view, solved, o);
            } else if hint {
                self.quiz_ask_hint(quiz, quiz_view, solved);
            }
        }
    }

    /// Quiz mode's Hint for the move to make now: hint 1 names the moves to compare, hint 2
    /// the outcome of each (the solver's), then the best move. A hint makes the move count
    /// as hinted once it is made.
    pub fn quiz_hint(&mut self, quiz: &mut Quiz, sol: &Solution) {
        let Some(pos) = self
            .game
            .as_ref()
            .map(|g| g.pos)
            .filter(|_| self.users_turn())
        else {
            return;
        };
        let options = move_options(sol, pos);
        let top = options.iter().map(|o| o.rank).max();
        let Some(best) = options.iter().find(|o| Some(o.rank) == top).copied() else {
            return;
        };
        let feedback = play_hint(quiz, &mut self.quiz_tries, |step| match step {
            crate::quiz::Step::Hint(1) => super::quiz_view::hint_text_of(sol, pos, 1),
            crate::quiz::Step::Hint(_) => fill(quiz_tr().play_hint2_move, &[("to", &best.mv)]),
            _ => fill(quiz_tr().cm_play_best, &[("to", &best.mv)]),
        });
        if feedback.is_some() {
            self.quiz_feedback = feedback;
        }
    }

    /// A move chosen in the view: scored in Quiz mode.
    fn choose(&mut self, quiz: &mut Quiz, quiz_view: &QuizView, solved: &CatMouseSolved, to: u32) {
        if quiz.on {
            self.quiz_move(quiz, quiz_view, solved, to);
        } else {
            self.user_move(&solved.solution, to);
        }
    }

    /// True when the user is to move in a running game.
    pub fn users_turn(&self) -> bool {
        self.game
            .as_ref()
            .is_some_and(|g| !g.is_over() && g.to_move() == self.user)
    }

    /// The user moves to `to` (ignored when it is not the user's turn or not legal).
    pub fn user_move(&mut self, sol: &Solution, to: u32) -> bool {
        if !self.users_turn() {
            return false;
        }
        let Some(game) = &mut self.game else {
            return false;
        };
        let before_pos = game.pos;
        let before = sol.outcome(before_pos).unwrap_or(Outcome::Draw);
        let best = sol.best_move(before_pos).map(|m| m.to);
        if game.play(sol.graph(), to).is_err() {
            return false;
        }
        let after = sol.outcome(game.pos).unwrap_or(Outcome::Draw);
        self.feedback = Some(Feedback {
            before,
            after,
            best,
            played: to,
        });
        self.show_hint = false;
        self.computer_at = None;
        true
    }

    /// The computer moves now if it is its turn (tests call this instead of waiting).
    pub fn computer_move(&mut self, sol: &Solution) {
        self.computer_at = None;
        // (Quiz mode: the question of the position the user's move led to comes first)
        if self.quiz_verdict.is_waiting() {
            return;
        }
        let Some(game) = &mut self.game else { return };
        if game.is_over() || game.to_move() == self.user {
            return;
        }
        let to = sol
            .best_move(game.pos)
            .map(|m| m.to)
            .or_else(|| game.legal_moves(sol.graph()).first().copied());
        if let Some(to) = to {
            // `to` is legal: the solver's move, or the first legal one.
            let _ = game.play(sol.graph(), to);
        }
    }

    /// Draw the view.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        solved: &CatMouseSolved,
        draft: &Draft,
        quiz: &mut Quiz,
        quiz_view: &mut QuizView,
    ) {
        let t = cm_tr();
        let common = tr();
        let sol = &solved.solution;
        if quiz.on {
            self.show_hint = false;
            self.release_move_if_due(quiz, quiz_view, solved);
        } else if self.quiz_verdict.is_waiting() {
            // (Quiz mode turned off: nothing waits, the computer replies)
            self.forget_pending();
            self.quiz_feedback = None;
        }
        if self.for_rev != Some(solved.graph_rev) {
            self.for_rev = Some(solved.graph_rev);
            self.new_game(sol.graph());
        }
        // on a wide projector (1366 × 768) the graph needs the height: the controls stand in a
        // column at its right and the graph takes the whole height at its left
        let mut split = present_controls_column(ui).map(|width| {
            let (left, mut right) = crate::ui::kit::layout::split_columns(
                ui,
                "central",
                ("cm_graph", "cm_play_controls"),
                width,
            );
            // (the outcome colours only where the graph shows them: with the hint, or once
            // the game is over)
            let reveal = self.show_hint || self.game.as_ref().is_some_and(|g| g.is_over());
            (left, column_above_legend(&mut right, reveal))
        });
        let (board_ui, ui): (Option<&mut Ui>, &mut Ui) = match &mut split {
            Some((left, right)) => (Some(left), right),
            None => (None, ui),
        };
        let present_mode = crate::ui::kit::theme::presentation(ui.ctx());
        // the controls (the game above the graph, or in the column beside it, where they
        // scroll rather than pass under the legend, the newest line in view)
        let mut controls = |ui: &mut Ui| -> Option<PlayState> {
            ui.horizontal_wrapped(|ui| {
                ui.label_cjk(t.play_as);
                let before = self.user;
                ui.selectable_value(&mut self.user, Turn::Mouse, t.play_mouse);
                ui.selectable_value(&mut self.user, Turn::Cat, t.play_cat);
                if ui.button(common.new_game).clicked()
                    || self.user != before
                    || self.game.is_none()
                {
                    self.new_game(sol.graph());
                }
                let can_undo = self.game.as_ref().is_some_and(|g| g.move_count() > 0);
                if ui
                    .add_enabled(can_undo, egui::Button::new(t.take_back))
                    .clicked()
                    && let Some(game) = &mut self.game
                {
                    // Take back the computer's answer and the user's move.
                    while game.undo().is_some() {
                        if game.to_move() == self.user {
                            break;
                        }
                    }
                    self.feedback = None;
                    self.computer_at = None;
                    self.quiz_tries = Default::default();
                    self.forget_pending();
                    self.quiz_feedback = None;
                }
                // in Quiz mode the hints are graded: the moves, their outcomes, the best move
                let more = !quiz.on || !self.quiz_tries.is_over();
                let hint =
                    crate::ui::kit::quiz::hint_button(ui, quiz.on, self.users_turn() && more);
                if hint.clicked() && quiz.on {
                    self.quiz_hint(quiz, sol);
                } else if hint.clicked() {
                    self.show_hint = true;
                }
            });

            // The computer's turn: answer after a short pause.
            let computers_turn = self
                .game
                .as_ref()
                .is_some_and(|g| !g.is_over() && g.to_move() != self.user)
                && !self.quiz_verdict.is_waiting();
            if computers_turn {
                let now = ui.input(|i| i.time);
                let at = *self.computer_at.get_or_insert(now + COMPUTER_DELAY);
                if now >= at {
                    self.computer_move(sol);
                } else {
                    ui.ctx()
                        .request_repaint_after(std::time::Duration::from_secs_f64(at - now));
                }
            }
            let game = self.game.clone()?;
            let users_turn = self.users_turn();
            let best = sol.best_move(game.pos);
            // the feedback of the user's move once the computer has replied: above the new
            // prompt, under a heading that says it is the last move's
            let replied = game.moves().last().is_some_and(|m| m.mover != self.user);
            if quiz.on && replied {
                let lines = [&self.quiz_verdict.ask_feedback, &self.quiz_feedback];
                last_turn_ui(ui, lines.into_iter().flatten());
            }

            // Status lines.
            let you = match self.user {
                Turn::Mouse => t.mouse,
                Turn::Cat => t.cat,
            };
            if let Some(end) = game.ending() {
                let (text, color) = (ending_text(end), outcome_color(end.outcome()));
                let user_won = end.winner() == Some(self.user);
                let user_lost = end.winner() == Some(self.user.other());
                ui.horizontal_wrapped(|ui| {
                    widgets::pill(ui, text, color);
                    if user_won {
                        ui.label_cjk(RichText::new(common.you_win).strong());
                    } else if user_lost {
                        ui.label_cjk(RichText::new(common.computer_wins).strong());
                    }
                });
                if quiz.on {
                    // the start's outcome is a question of the outcome quiz
                    play_over_ui(ui, quiz);
                } else {
                    let start = sol.start_outcome();
                    ui.label_cjk(fill(t.play_start_was, &[("o", &outcome_text(start))]));
                }
            } else if users_turn {
                // on a projector the graph needs the height: the move buttons follow the prompt
                let present = crate::ui::kit::theme::presentation(ui.ctx());
                if !present {
                    ui.label_cjk(RichText::new(fill(t.play_your_move, &[("who", &you)])).strong());
                }
                if quiz.on {
                    let moves = game.legal_moves(sol.graph()).len();
                    crate::ui::kit::quiz::play_ask_of_ui(ui, moves);
                }
                let row = ui.horizontal_wrapped(|ui| {
                    if present {
                        // (short: the prompt and the move buttons share a row at 1024 × 768)
                        let prompt = fill(t.play_your_move_short, &[("who", &you)]);
                        ui.label_cjk(RichText::new(prompt).strong());
                    }
                    for to in game.legal_moves(sol.graph()).into_iter().take(30) {
                        if ui.button(fill(t.play_move_to, &[("to", &to)])).clicked() {
                            self.choose(quiz, quiz_view, solved, to);
                        }
                    }
                });
                if present_mode {
                    crate::ui::kit::widgets::keep_in_view_each_turn(
                        ui,
                        &row.response,
                        "cm_play_moves_in_view",
                        game.move_count(),
                    );
                }
                if self.show_hint
                    && let Some(b) = best
                {
                    ui.label_cjk(
                        RichText::new(fill(
                            t.play_hint,
                            &[("to", &b.to), ("verdict", &verdict_text(sol, game.pos))],
                        ))
                        .color(palette::DEPENDENCY),
                    );
                }
            } else if !quiz.on || self.asked_position(quiz_view, solved).is_none() {
                ui.horizontal(|ui| {
                    crate::ui::kit::widgets::calm_spinner(ui);
                    ui.label_cjk(common.computer_thinking);
                });
            }
            if quiz.on {
                // the question of the position the move led to, before the computer replies
                self.quiz_ask_ui(ui, quiz, quiz_view, solved);
            }
            if quiz.on && !replied {
                if let Some(fb) = &self.quiz_verdict.ask_feedback {
                    feedback_ui(ui, fb);
                }
                if let Some(fb) = &self.quiz_feedback {
                    feedback_ui(ui, fb);
                }
            }
            let (mut feedback_line, mut moves_line) = (None, None);
            if let Some(f) = self.feedback.filter(|_| !quiz.on) {
                let text = match f.best {
                    Some(b) if f.before != f.after => fill(
                        t.play_fb_changed,
                        &[
                            ("to", &f.played),
                            ("before", &outcome_short(f.before)),
                            ("after", &outcome_short(f.after)),
                            ("best", &b),
                        ],
                    ),
                    _ => fill(
                        t.play_fb_kept,
                        &[("to", &f.played), ("o", &outcome_short(f.after))],
                    ),
                };
                let color = if f.before == f.after {
                    palette::WIN_A
                } else {
                    palette::WIN_B
                };
                feedback_line = Some(RichText::new(text).color(color));
            }
            if game.move_count() > 0 {
                let moves: Vec<String> = game
                    .moves()
                    .iter()
                    .map(|m| {
                        let letter = match m.mover {
                            Turn::Mouse => t.token_mouse,
                            Turn::Cat => t.token_cat,
                        };
                        format!("{letter} {}→{}", m.from, m.to)
                    })
                    .collect();
                // (on a projector the last few: the list must not push the graph away)
                let shown = if present_mode && moves.len() > PRESENT_MOVES {
                    format!("… {}", moves[moves.len() - PRESENT_MOVES..].join(", "))
                } else {
                    moves.join(", ")
                };
                moves_line = Some(RichText::new(format!("{} {shown}", t.play_moves)).small());
            }
            // on a projector the feedback and the moves share a row (the graph needs the height)
            if present_mode && (feedback_line.is_some() || moves_line.is_some()) {
                ui.horizontal_wrapped(|ui| {
                    feedback_line.map(|l| ui.label_cjk(l));
                    moves_line.map(|l| ui.label_cjk(l));
                });
            } else {
                feedback_line.map(|l| ui.label_cjk(l));
                moves_line.map(|l| ui.label_cjk(l));
            }
            // (on a projector the tokens show the position)
            if !crate::ui::kit::theme::presentation(ui.ctx()) {
                // an ended game has nobody to move
                let now = if game.is_over() {
                    final_position_text(game.pos)
                } else {
                    position_text(game.pos)
                };
                ui.label_cjk(
                    RichText::new(fill(
                        t.play_position,
                        &[("pos", &now), ("k", &game.move_count())],
                    ))
                    .small(),
                );
            }
            Some(game)
        };
        let game = if board_ui.is_some() {
            egui::ScrollArea::vertical()
                .id_salt("cm_play_controls_scroll")
                .auto_shrink([false, false])
                .stick_to_bottom(true)
                .show(ui, controls)
                .inner
        } else if present_mode {
            // above the graph on a projector (1024 × 768, or the side panel open): the last
            // move's verdict and why could push the prompt and the move buttons below the
            // window; the controls take at most half the height and scroll, the newest lines
            // (the prompt and the buttons) in view
            let max = 0.55 * ui.available_height();
            egui::ScrollArea::vertical()
                .id_salt("cm_play_controls_scroll")
                .auto_shrink([false, true])
                .max_height(max)
                .stick_to_bottom(true)
                .show(ui, controls)
                .inner
        } else {
            controls(ui)
        };
        let Some(game) = game else {
            return;
        };
        let users_turn = self.users_turn();
        let best = sol.best_move(game.pos);

        // The board: the user's legal moves get a ring; the hint a yellow one.
        let legal: Vec<u32> = if users_turn {
            game.legal_moves(sol.graph())
        } else {
            Vec::new()
        };
        let hint = best.filter(|_| self.show_hint && users_turn).map(|m| m.to);
        let ring_color = ui.visuals().strong_text_color();
        // (beside the graph its legend ends the column: the graph takes the whole height)
        let beside = board_ui.is_some();
        let ui = board_ui.unwrap_or(ui);
        let ring = |k: u32| -> Option<Stroke> {
            if Some(k) == hint {
                Some(Stroke::new(4.0, palette::DEPENDENCY))
            } else if legal.contains(&k) {
                Some(Stroke::new(3.0, ring_color))
            } else {
                None
            }
        };
        let response = crate::ui::kit::layout::with_footer(
            ui,
            "cm_play_legend",
            |ui| {
                let size = ui.available_size();
                let id = egui::Id::unique("cm_play_tokens");
                // While playing, the outcome colours of the next nodes would give the answer away:
                // they are shown only with the hint or once the game is over (never in Quiz
                // mode: they are the outcome quiz's answers).
                let reveal = (self.show_hint || game.is_over()) && !quiz.on;
                if reveal {
                    position_board(ui, &mut self.canvas, sol, draft, game.pos, size, &ring, id)
                } else {
                    super::board::plain_board(
                        ui,
                        &mut self.canvas,
                        draft,
                        game.pos,
                        size,
                        &ring,
                        id,
                    )
                }
            },
            |ui| {
                if !beside {
                    super::board::outcome_legend(ui);
                }
            },
        );
        for action in response.actions {
            if let GraphAction::NodeClicked(k) = action {
                self.choose(quiz, quiz_view, solved, k);
            }
        }
    }
}

/// How many of the last moves the list of moves shows in presentation mode.
const PRESENT_MOVES: usize = 4;

/// Presentation mode on a room much wider than high (a 1366 × 768 projector): the width of a
/// column at the graph's right for the controls, when the graph left of it is still almost
/// twice as wide as high; `None` elsewhere (the controls go above the graph).
fn present_controls_column(ui: &Ui) -> Option<f32> {
    if !crate::ui::kit::theme::presentation(ui.ctx()) {
        return None;
    }
    let room = ui.available_size();
    let width = (0.24 * room.x).max(320.0);
    (room.x - width >= 1.8 * room.y).then_some(width)
}

/// The graph's legend (the tokens, and the `outcomes` colours when the graph shows them) at the
/// bottom of the controls' column `ui` (its height measured and kept for the next frame) and the room above it for the controls, which never cover it (a long
/// game's list of moves is cut off at the legend).
fn column_above_legend(ui: &mut Ui, outcomes: bool) -> Ui {
    let id = ui.scope_id().with("cm_play_column_legend");
    let guess = 3.0 * ui.spacing().interact_size.y;
    let height = ui.ctx().data(|d| d.get_temp::<f32>(id)).unwrap_or(guess);
    let full = ui.available_rect_before_wrap();
    let gap = ui.spacing().item_spacing.y;
    let split = (full.bottom() - height).max(full.top());
    let child = |ui: &mut Ui, rect: egui::Rect| {
        let mut c = ui.new_child(
            egui::UiBuilder::new()
                .max_rect(rect)
                .layout(egui::Layout::top_down(egui::Align::Min)),
        );
        c.shrink_clip_rect(rect);
        c
    };
    let mut footer = child(
        ui,
        egui::Rect::from_min_max(egui::pos2(full.left(), split), full.max),
    );
    if outcomes {
        super::board::outcome_legend(&mut footer);
    } else {
        super::board::token_legend(&mut footer);
    }
    let used = footer.min_rect().height();
    if (used - height).abs() > 0.5 {
        ui.ctx().data_mut(|d| d.insert_temp(id, used));
        ui.ctx().request_discard("play legend height measured");
    }
    let body = egui::Rect::from_min_max(
        full.min,
        egui::pos2(full.right(), (split - gap).max(full.top())),
    );
    let body = child(ui, body);
    ui.allocate_rect(full, egui::Sense::hover());
    body
}

/// The sentence for how a game ended.
pub fn ending_text(end: Ending) -> &'static str {
    let t = cm_tr();
    match end {
        Ending::MouseInHole => t.end_mouse_home,
        Ending::CatCatches => t.end_caught,
        Ending::Repetition => t.end_repeated,
        Ending::Stuck => t.end_stuck,
    }
}
