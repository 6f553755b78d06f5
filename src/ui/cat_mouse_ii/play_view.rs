//! Play as the mouse or the cat against the computer (which plays the solver's best move), with
//! an optional hint: the best move's cell outlined and its value; after each of the person's
//! moves, whether it kept the best outcome and, if not, what the best move would have given.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{RichText, Sense, Ui};

use super::CatMouseIISolved;
use super::board::{self, Board};
use super::quiz_view::{QuizView, winner_text};
use super::texts::{cell_name, dest_name, ending_text, mover_cell, turn_name, value_text};
use crate::games::cat_mouse_ii::play::{GameEnd, PlayGame};
use crate::games::cat_mouse_ii::review::{MoveReview, Verdict};
use crate::games::cat_mouse_ii::{MOVE_LIMIT, Move, Position, Solution, Turn};
use crate::i18n::cat_mouse_ii::tr as game_tr;
use crate::i18n::fill;
use crate::i18n::quiz::tr as quiz_tr;
use crate::quiz::cat_mouse_ii::move_options;
use crate::quiz::check_move;
use crate::quiz::outcome::cat_mouse_ii::Winner;
use crate::ui::kit::quiz::{Feedback, Quiz, Unscored, feedback_ui, play_hint};
use crate::ui::kit::quiz_pending::{PendingVerdict, last_turn_ui, no_choice_line, verdict_later};

/// The person's side, the game and the hint switch.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayView {
    /// The side the person plays.
    pub side: Turn,
    /// Show the best move.
    pub hint: bool,
    /// The game, for the result it was started with (its setup revision).
    pub game: Option<(u64, PlayGame)>,
    /// The person's last move against the best one.
    pub review: Option<MoveReview>,
    /// Where the board was drawn last.
    board: Option<Board>,
    /// Quiz mode: the verdict on the person's last move.
    pub quiz_feedback: Option<Feedback>,
    /// Quiz mode: the hints asked for the move to make now (graded).
    pub quiz_tries: crate::quiz::Tries,
    /// Quiz mode: the person's last move, its verdict kept back until the winner of the
    /// position it led to is committed ("a best move" tells that winner): that question is
    /// asked here, before the computer replies, which waits for it.
    pub quiz_verdict: PendingVerdict<Position, usize>,
}

impl Default for PlayView {
    fn default() -> Self {
        PlayView {
            side: Turn::Mouse,
            hint: false,
            game: None,
            review: None,
            board: None,
            quiz_feedback: None,
            quiz_tries: Default::default(),
            quiz_verdict: Default::default(),
        }
    }
}

impl PlayView {
    /// The centre of a cell where the board was drawn last.
    pub fn cell_center(&self, row: usize, col: usize) -> Option<egui::Pos2> {
        self.board.map(|b| b.center(row, col))
    }

    /// A new game from the start; the computer moves first when the person plays the cat.
    pub fn new_game(&mut self, solved: &CatMouseIISolved) {
        let sol = &solved.solution;
        let mut game = PlayGame::new(sol.start());
        if self.side == Turn::Cat {
            game.play_best(sol);
        }
        self.game = Some((solved.rev, game));
        self.review = None;
        self.quiz_feedback = None;
        self.quiz_tries = Default::default();
        self.forget_pending();
    }

    /// No verdict waits and no question is asked (a new game, a move taken back).
    fn forget_pending(&mut self) {
        self.quiz_verdict.forget();
    }

    /// Quiz mode: the person plays to `to`, scored against the best move(s) (any move after
    /// which the mover still wins) through the shared path ([`crate::ui::kit::quiz::score_play_move`]: not scored
    /// where there is one move or every move gives the same, as where every move loses).
    /// Where the position it leads to is an open question of the outcome quiz (`quiz_view`),
    /// the verdict waits and the computer with it: that question is asked first
    /// ([`PlayView::asked_position`]).
    pub fn quiz_play(
        &mut self,
        quiz: &mut Quiz,
        quiz_view: &QuizView,
        solved: &CatMouseIISolved,
        to: usize,
    ) -> bool {
        let sol = &solved.solution;
        let side = self.side;
        let Some(pos) = self
            .game
            .as_ref()
            .filter(|(_, g)| g.turn() == side && g.end.is_none())
            .map(|(_, g)| g.position)
        else {
            return false;
        };
        let options = move_options(sol, pos);
        if check_move(&options, to).is_none() || self.quiz_verdict.is_waiting() {
            return false;
        }
        if !self.user_play(sol, to) {
            return false;
        }
        let tries = std::mem::take(&mut self.quiz_tries);
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

    /// Quiz mode: the position whose winner Play asks now: where the person's move led, while
    /// its verdict waits, the game goes on and the outcome quiz has not committed it.
    pub fn asked_position(
        &self,
        quiz_view: &QuizView,
        solved: &CatMouseIISolved,
    ) -> Option<Position> {
        let reached = self
            .game
            .as_ref()
            .filter(|(_, g)| g.end.is_none())
            .map(|(_, g)| g.position);
        self.quiz_verdict
            .asked(reached, |p| quiz_view.is_committed(solved, p))
    }

    /// The verdict kept back (if any): scored now, and the computer replies.
    fn release_move(&mut self, quiz: &mut Quiz, quiz_view: &QuizView, solved: &CatMouseIISolved) {
        // (whether the position it led to is still an open question: the verdict says so)
        let open = self.asked_position(quiz_view, solved).is_some();
        let Some(pending) = self.quiz_verdict.pending.take() else {
            return;
        };
        let sol = &solved.solution;
        let before = pending.before;
        let options = move_options(sol, before);
        let same = Unscored::of(&options, |o| o.rank) == Some(Unscored::NoChoice);
        self.quiz_feedback = pending
            .score(quiz, &options, |o| o.rank, before, open)
            .map(|(_, _, feedback)| if same { no_choice_line() } else { feedback });
        self.reply(sol);
    }

    /// Quiz mode, each frame: the verdict kept back is given once nothing it would tell is
    /// asked any more (the game is over, or the position it led to is committed, here or in
    /// the outcome quiz).
    pub fn release_move_if_due(
        &mut self,
        quiz: &mut Quiz,
        quiz_view: &QuizView,
        solved: &CatMouseIISolved,
    ) {
        if self.quiz_verdict.is_waiting() && self.asked_position(quiz_view, solved).is_none() {
            self.release_move(quiz, quiz_view, solved);
        }
    }

    /// Quiz mode: the person answers Play's question (who wins the position the move led to).
    /// Graded as the outcome quiz's question and committed there too; once committed, the
    /// move's verdict is given and the computer replies.
    pub fn quiz_ask_pick(
        &mut self,
        quiz: &mut Quiz,
        quiz_view: &mut QuizView,
        solved: &CatMouseIISolved,
        w: Winner,
    ) {
        let Some(pos) = self.asked_position(quiz_view, solved) else {
            return;
        };
        // (two choices: a wrong pick shows the answer and ends the question)
        self.quiz_verdict
            .ask_pick(quiz, solved, &mut quiz_view.committed, pos, w);
        self.release_move_if_due(quiz, quiz_view, solved);
    }

    /// Quiz mode: the Hint button of Play's question (graded as the outcome quiz's).
    pub fn quiz_ask_hint(
        &mut self,
        quiz: &mut Quiz,
        quiz_view: &mut QuizView,
        solved: &CatMouseIISolved,
    ) {
        let Some(pos) = self.asked_position(quiz_view, solved) else {
            return;
        };
        self.quiz_verdict
            .ask_hint(quiz, solved, &mut quiz_view.committed, pos);
        self.release_move_if_due(quiz, quiz_view, solved);
    }

    /// Quiz mode: Play's question with its answers and Hint, while it is asked; its feedback.
    fn quiz_ask_ui(
        &mut self,
        ui: &mut Ui,
        quiz: &mut Quiz,
        quiz_view: &mut QuizView,
        solved: &CatMouseIISolved,
    ) {
        let q = quiz_tr();
        if let Some(pos) = self.asked_position(quiz_view, solved) {
            let who = match pos.turn {
                Turn::Mouse => q.the_mouse,
                Turn::Cat => q.the_cat,
            };
            let grid = solved.solution.grid();
            // (the position the move was made from, once where it led is answered)
            let ask = if self.quiz_verdict.asks_moved_from(Some(pos)) {
                q.cm_play_ask_from
            } else {
                q.cm_play_ask
            };
            ui.label_cjk(RichText::new(fill(ask, &[("who", &who)])).strong());
            ui.label_cjk(fill(
                q.quiz_position,
                &[
                    ("m", &cell_name(grid, pos.mouse)),
                    ("c", &cell_name(grid, pos.cat)),
                    ("who", &turn_name(pos.turn)),
                ],
            ));
            let mut pick = None;
            let mut hint = false;
            ui.horizontal_wrapped(|ui| {
                for w in [Winner::Mouse, Winner::Cat] {
                    if ui.button(winner_text(w)).clicked() {
                        pick = Some(w);
                    }
                }
                hint = crate::ui::kit::quiz::hint_button(ui, true, true).clicked();
            });
            if let Some(w) = pick {
                self.quiz_ask_pick(quiz, quiz_view, solved, w);
            } else if hint {
                self.quiz_ask_hint(quiz, quiz_view, solved);
            }
        }
    }

    /// Quiz mode's Hint for the move to make now: hint 1 names the moves to compare, hint 2
    /// what each leads to (the solver's values), then the best move. A hint makes the move
    /// count as hinted once it is made.
    pub fn quiz_hint(&mut self, quiz: &mut Quiz, sol: &Solution) {
        let side = self.side;
        let Some(pos) = self
            .game
            .as_ref()
            .filter(|(_, g)| g.turn() == side && g.end.is_none())
            .map(|(_, g)| g.position)
        else {
            return;
        };
        let options = move_options(sol, pos);
        let top = options.iter().map(|o| o.rank).max();
        let Some(best) = options.iter().find(|o| Some(o.rank) == top).copied() else {
            return;
        };
        let grid = sol.grid();
        let feedback = play_hint(quiz, &mut self.quiz_tries, |step| {
            let to = dest_name(grid, mover_cell(pos), best.mv);
            match step {
                crate::quiz::Step::Hint(1) => super::quiz_view::hint_text_of(sol, pos, 1),
                crate::quiz::Step::Hint(_) => fill(quiz_tr().play_hint2_move, &[("to", &to)]),
                _ => fill(quiz_tr().cm_play_best, &[("to", &to)]),
            }
        });
        if feedback.is_some() {
            self.quiz_feedback = feedback;
        }
    }

    /// The person plays to `to`; the computer answers. False when the move is not legal now.
    pub fn play(&mut self, sol: &Solution, to: usize) -> bool {
        if !self.user_play(sol, to) {
            return false;
        }
        self.reply(sol);
        true
    }

    /// The person's move to `to` alone (the computer's reply is [`PlayView::reply`]'s).
    fn user_play(&mut self, sol: &Solution, to: usize) -> bool {
        let side = self.side;
        let Some((_, game)) = self.game.as_mut() else {
            return false;
        };
        if game.turn() != side {
            return false;
        }
        let review = MoveReview::new(sol, game.position, to);
        if !game.play(sol, to) {
            return false;
        }
        self.review = review;
        true
    }

    /// The computer's move, when it is its turn in a game that goes on.
    fn reply(&mut self, sol: &Solution) {
        let side = self.side;
        if let Some((_, game)) = self.game.as_mut()
            && game.end.is_none()
            && game.turn() != side
        {
            game.play_best(sol);
        }
    }

    pub(super) fn ui(
        &mut self,
        ui: &mut Ui,
        solved: &CatMouseIISolved,
        quiz: &mut Quiz,
        quiz_view: &mut QuizView,
    ) {
        let grid = solved.solution.grid();
        if quiz.on {
            self.release_move_if_due(quiz, quiz_view, solved);
        } else if self.quiz_verdict.is_waiting() {
            // (Quiz mode turned off: nothing waits, the computer replies)
            self.forget_pending();
            self.quiz_feedback = None;
            self.reply(&solved.solution);
        }
        // (what the controls found for the board: the game, the legal moves, the hint)
        let quiz = (quiz, quiz_view);
        let mut state = (self, quiz, None);
        board::controls_and_board(
            ui,
            (grid.rows(), grid.cols()),
            &mut state,
            |(me, (quiz, quiz_view), shown), ui, beside| {
                *shown = me.controls_ui(ui, solved, quiz, quiz_view);
                // a column of its own beside the board: the moves to choose from as large
                // buttons too
                if beside && let Some((_, legal, _)) = shown.as_ref() {
                    let legal = legal.clone();
                    me.move_buttons_ui(ui, solved, quiz, quiz_view, &legal);
                }
            },
            |(me, (quiz, quiz_view), shown), ui| {
                if let Some(shown) = shown.take() {
                    me.board_ui(ui, solved, quiz, quiz_view, shown);
                }
            },
        );
    }

    /// The moves the player may make as large buttons filling the rest of `ui` (presentation
    /// mode, beside the board), each naming where it goes; a click plays it.
    fn move_buttons_ui(
        &mut self,
        ui: &mut Ui,
        solved: &CatMouseIISolved,
        quiz: &mut Quiz,
        quiz_view: &QuizView,
        legal: &[Move],
    ) {
        if legal.is_empty() {
            return;
        }
        let sol = &solved.solution;
        let grid = sol.grid();
        ui.add_space(6.0);
        let gap = ui.spacing().item_spacing.y;
        let room = ui.available_size();
        let body = egui::TextStyle::Body.resolve(ui.style()).size;
        let height = ((room.y - gap * legal.len() as f32) / legal.len() as f32)
            .clamp(body * 1.6, body * 4.0);
        let font = egui::FontId::proportional((height * 0.4).clamp(body, body * 1.5));
        // (a narrow column: the longest name fits its button, down to the body size)
        let labels: Vec<String> = legal
            .iter()
            .map(|mv| {
                // a stay says so: "Stay at (2, 0)", not "Move to (2, 0), staying put"
                if mv.from == mv.to {
                    fill(
                        game_tr().play_stay_button,
                        &[("at", &cell_name(grid, mv.to))],
                    )
                } else {
                    fill(
                        game_tr().play_move_button,
                        &[("to", &cell_name(grid, mv.to))],
                    )
                }
            })
            .collect();
        let room_x = room.x - 2.0 * ui.spacing().button_padding.x - 4.0;
        let widest = labels
            .iter()
            .map(|text| {
                ui.painter()
                    .layout_no_wrap(text.clone(), font.clone(), egui::Color32::WHITE)
                    .size()
                    .x
            })
            .fold(0.0, f32::max);
        let font = if widest > room_x && widest > 0.0 {
            egui::FontId::proportional((font.size * room_x / widest).max(body))
        } else {
            font
        };
        let mut area: Option<egui::Rect> = None;
        let mut play = None;
        egui::ScrollArea::vertical()
            .id_salt("cm2_play_moves")
            .show(ui, |ui| {
                for (mv, label) in legal.iter().zip(&labels) {
                    let text = RichText::new(label).font(font.clone());
                    let response = ui.add_sized(
                        egui::vec2(ui.available_width(), height),
                        egui::Button::new(text),
                    );
                    area = Some(area.map_or(response.rect, |a| a.union(response.rect)));
                    if response.clicked() {
                        play = Some(mv.to);
                    }
                }
            });
        if let Some(area) = area {
            crate::ui::kit::layout::picture(ui, area);
        }
        if let Some(to) = play {
            if quiz.on {
                self.quiz_play(quiz, quiz_view, solved, to);
            } else {
                self.play(sol, to);
            }
            ui.ctx().request_repaint();
        }
    }

    /// The side, the buttons, the status, the feedback and the hint; what the board shows.
    fn controls_ui(
        &mut self,
        ui: &mut Ui,
        solved: &CatMouseIISolved,
        quiz: &mut Quiz,
        quiz_view: &mut QuizView,
    ) -> Option<(PlayGame, Vec<Move>, Option<Move>)> {
        let t = game_tr();
        let sol = &solved.solution;
        if quiz.on {
            self.hint = false;
        }
        if self.game.as_ref().is_none_or(|(rev, _)| *rev != solved.rev) {
            self.new_game(solved);
        }
        ui.horizontal_wrapped(|ui| {
            let mut side = self.side;
            ui.selectable_value(&mut side, Turn::Mouse, t.play_as_mouse);
            ui.selectable_value(&mut side, Turn::Cat, t.play_as_cat);
            if side != self.side {
                self.side = side;
                self.new_game(solved);
            }
            if ui.button(t.new_game).clicked() {
                self.new_game(solved);
            }
            let side = self.side;
            let can_take_back = self
                .game
                .as_ref()
                .is_some_and(|(_, g)| g.moves.iter().any(|m| m.after.turn != side));
            if ui
                .add_enabled(can_take_back, egui::Button::new(t.take_back))
                .clicked()
                && let Some((_, g)) = self.game.as_mut()
            {
                g.take_back(side);
                self.review = None;
                self.quiz_tries = Default::default();
                self.forget_pending();
                self.quiz_feedback = None;
            }
            if quiz.on {
                // graded hints: the moves, what each leads to, the best move
                let users_turn = self
                    .game
                    .as_ref()
                    .is_some_and(|(_, g)| g.turn() == side && g.end.is_none());
                if crate::ui::kit::quiz::hint_button(
                    ui,
                    true,
                    users_turn && !self.quiz_tries.is_over(),
                )
                .clicked()
                {
                    self.quiz_hint(quiz, sol);
                }
            } else {
                ui.checkbox(&mut self.hint, t.hint);
            }
        });
        let (_, game) = self.game.clone()?;
        let present = crate::ui::kit::theme::presentation(ui.ctx());
        // the feedback of the person's move once the computer has replied: above the new
        // status and prompt, under a heading that says it is the last move's
        let replied = game.moves.last().is_some_and(|m| m.after.turn == self.side);
        if quiz.on && replied {
            let lines = [&self.quiz_verdict.ask_feedback, &self.quiz_feedback];
            last_turn_ui(ui, lines.into_iter().flatten());
        }
        let grid = sol.grid();
        let status = match game.end {
            Some(end) => {
                let how = match end {
                    GameEnd::Move(e) => ending_text(e).to_string(),
                    GameEnd::MoveLimit => fill(t.play_limit, &[("n", &MOVE_LIMIT)]),
                };
                let template = if end.winner() == self.side {
                    t.play_you_won
                } else {
                    t.play_you_lost
                };
                fill(template, &[("how", &how)])
            }
            None => fill(
                t.play_your_move,
                &[("side", &turn_name(self.side)), ("k", &game.moves.len())],
            ),
        };
        let last_text = game.moves.last().map(|last| {
            RichText::new(fill(
                t.play_last,
                &[
                    ("who", &turn_name(last.after.turn.other())),
                    ("to", &dest_name(grid, last.from, last.to)),
                ],
            ))
        });
        // on a projector the feedback is read from the back: body size
        let fine = |r: RichText| if present { r } else { r.small() };
        let last_text = last_text.map(fine);
        if present {
            // on a projector the grid needs the height: the status and the last move share a row
            ui.horizontal_wrapped(|ui| {
                ui.label_cjk(RichText::new(status).strong());
                if let Some(text) = last_text {
                    ui.label_cjk(text);
                }
            });
        } else {
            ui.label_cjk(RichText::new(status).strong());
            if let Some(text) = last_text {
                ui.label_cjk(text);
            }
        }
        if quiz.on {
            if game.end.is_none() && game.turn() == self.side && !self.quiz_verdict.is_waiting() {
                ui.label_cjk(RichText::new(quiz_tr().play_ask_hints).strong());
            }
            // the question of the position the move led to, before the computer replies
            self.quiz_ask_ui(ui, quiz, quiz_view, solved);
            if !replied {
                for fb in [&self.quiz_verdict.ask_feedback, &self.quiz_feedback]
                    .into_iter()
                    .flatten()
                {
                    feedback_ui(ui, fb);
                }
            }
        } else if let Some(r) = &self.review {
            let template = match r.verdict() {
                Verdict::Best => t.play_review_best,
                Verdict::SameOutcome => t.play_review_same,
                Verdict::Worse => t.play_review_worse,
            };
            let text = fill(
                template,
                &[
                    ("to", &dest_name(grid, r.played.from, r.played.to)),
                    ("value", &value_text(r.played.value)),
                    ("best", &dest_name(grid, r.best.from, r.best.to)),
                    ("best_value", &value_text(r.best.value)),
                ],
            );
            let mut text = fine(RichText::new(text));
            if r.verdict() == Verdict::Worse {
                text = text.color(ui.visuals().warn_fg_color);
            }
            ui.label_cjk(text);
        }
        let legal = if game.turn() == self.side && !self.quiz_verdict.is_waiting() {
            game.legal(sol)
        } else {
            Vec::new()
        };
        let best = if self.hint && !quiz.on && !legal.is_empty() {
            sol.best_move(game.position)
        } else {
            None
        };
        if let Some(b) = best {
            ui.label_cjk(fine(RichText::new(if b.from == b.to {
                // staying put: "stay at", not "to" the cell the animal is on
                fill(
                    t.play_hint_stay,
                    &[
                        ("at", &cell_name(grid, b.to)),
                        ("value", &value_text(b.value)),
                    ],
                )
            } else {
                fill(
                    t.play_hint,
                    &[
                        ("to", &dest_name(grid, b.from, b.to)),
                        ("value", &value_text(b.value)),
                    ],
                )
            })));
        }
        Some((game, legal, best))
    }

    /// The board: the tokens, the moves to choose from as rays, the hint; a click plays.
    fn board_ui(
        &mut self,
        ui: &mut Ui,
        solved: &CatMouseIISolved,
        quiz: &mut Quiz,
        quiz_view: &QuizView,
        (game, legal, best): (PlayGame, Vec<Move>, Option<Move>),
    ) {
        let sol = &solved.solution;
        let grid = sol.grid();
        let (response, painter, board) = board::grid_board(ui, grid, Sense::click());
        self.board = Some(board);
        let mover = match self.side {
            Turn::Mouse => 'M',
            Turn::Cat => 'C',
        };
        let (mr, mc) = grid.row_col(game.position.mouse);
        let (cr, cc) = grid.row_col(game.position.cat);
        let from = if self.side == Turn::Mouse {
            (mr, mc)
        } else {
            (cr, cc)
        };
        let targets: Vec<(usize, usize)> = legal.iter().map(|m| grid.row_col(m.to)).collect();
        board::draw_rays(&painter, &board, from, &targets, board::path_color(mover));
        let (fr, fc) = grid.row_col(grid.food());
        board::draw_token(&painter, &board, fr, fc, 'F');
        board::draw_token(&painter, &board, mr, mc, 'M');
        board::draw_token(&painter, &board, cr, cc, 'C');
        if let Some(b) = best {
            let (r, c) = grid.row_col(b.to);
            board::outline_cell(&painter, &board, r, c, crate::ui::kit::palette::DEPENDENCY);
        }
        if response.clicked()
            && let Some((r, c)) = response
                .interact_pointer_pos()
                .and_then(|p| board.cell_at(p))
        {
            if quiz.on {
                self.quiz_play(quiz, quiz_view, solved, grid.cell(r, c));
            } else {
                self.play(sol, grid.cell(r, c));
            }
        }
    }
}
