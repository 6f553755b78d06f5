//! Play Can I Win against the computer: the user is the first (先手) or the second (后手)
//! player; the computer plays the solver's `computer_move`; a hint shows the winning moves.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{Color32, RichText, Ui};

use super::engine::{Engine, Position};
use super::explorer::{bits_text, set_text};
use super::{CanIWinSummary, join};
use crate::games::can_i_win::{ComputerMove, MoveKind};
use crate::i18n::can_i_win::{CanIWinTexts, tr as game_tr};
use crate::i18n::quiz::tr as quiz_tr;
use crate::i18n::{Both, fill, tr};
use crate::quiz::Step;
use crate::quiz::can_i_win::move_options;
use crate::ui::framework::describe_solve_error;
use crate::ui::kit::quiz::{
    Feedback, Quiz, Unscored, feedback_ui, play_hint, play_hint_of, play_wrong_told,
    score_play_move, shown_note,
};
use crate::ui::kit::quiz_pending::PendingMove;
use crate::ui::kit::tiles::{Tile, board};
use crate::ui::kit::{palette, widgets};

/// Seconds the computer waits before answering, so the user sees each move.
const COMPUTER_DELAY: f64 = 0.6;

/// One move of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayedMove {
    /// Made by the first player (先手)?
    pub by_first: bool,
    /// The number taken.
    pub number: u64,
}

/// What the user's last move did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveFeedback {
    /// A winning move from a winning position.
    Winning,
    /// The position was won, but this move lets the opponent win; the winning moves were these.
    ThrewAway(Vec<u64>),
    /// The position was already lost against best play.
    WasLost,
}

/// State of the game against the computer.
#[derive(Debug, Clone)]
pub struct PlayView {
    /// The user plays first (先手)?
    pub user_first: bool,
    /// The used numbers.
    pub mask: u64,
    /// The moves so far.
    pub moves: Vec<PlayedMove>,
    /// Show the winning moves to the user.
    pub show_hint: bool,
    /// Feedback on the user's last move.
    pub feedback: Option<MoveFeedback>,
    /// The computer's last move and why it chose it.
    pub last_computer: Option<ComputerMove>,
    /// When the computer may move (input time).
    computer_at: Option<f64>,
    /// Quiz mode: the verdict on the user's last move.
    pub quiz_feedback: Option<Feedback>,
    /// Quiz mode: the hints asked for the question now (graded).
    pub quiz_tries: crate::quiz::Tries,
    /// Quiz mode: the used numbers of the state whose "is it a win?" was answered, and its
    /// answer (the move is asked after it).
    pub quiz_state: Option<(u64, bool)>,
    /// Quiz mode: the start's questions committed while playing first (is the start a win,
    /// then the first move) for the current result. Playing second waits for both: the
    /// computer's first move and the game's end answer them.
    pub start_committed: (bool, bool),
    /// Quiz mode: the user's last move in a won state, its verdict kept back until the
    /// question of the state it leads to is committed ("a best move" from a won state says
    /// that the next state is a win before the student answers it).
    pub quiz_pending: Option<PendingMove<Position, u64>>,
    /// Quiz mode: the verdict on the user's last move, once given (drawn before the
    /// feedback on the state's question that released it).
    pub quiz_move_feedback: Option<Feedback>,
    /// Quiz mode: the state's answer picked wrong (greyed out while the question goes on).
    pub quiz_state_wrong: Option<bool>,
    /// Picks the computer's move among its equally good ones (seeded from the clock; a test
    /// may set it): always the smallest would say whether the computer is winning, and so
    /// whether the student's last move left a lost state, before the quiz asks it.
    pub rng: crate::games::rng::SplitMix64,
}

impl Default for PlayView {
    fn default() -> Self {
        PlayView {
            user_first: true,
            mask: 0,
            moves: Vec::new(),
            show_hint: false,
            feedback: None,
            last_computer: None,
            computer_at: None,
            quiz_feedback: None,
            quiz_tries: Default::default(),
            quiz_state: None,
            start_committed: (false, false),
            quiz_pending: None,
            quiz_move_feedback: None,
            quiz_state_wrong: None,
            rng: crate::games::rng::SplitMix64::new(crate::games::rng::clock_seed()),
        }
    }
}

impl PlayView {
    /// A new game (also after a new solve).
    pub fn on_new_result(&mut self) {
        self.start_committed = (false, false);
        self.new_game();
    }

    /// Quiz mode: true when playing second would answer the start's questions before they
    /// were committed (the gate on Play, see `GameView::play_gate`).
    pub fn second_is_gated(&self) -> bool {
        !self.user_first && self.start_committed != (true, true)
    }

    /// The gate's button: play first from the start, where the start's questions are asked.
    pub fn go_to_start_question(&mut self) {
        self.user_first = true;
        self.new_game();
    }

    /// Start again from the empty position.
    pub fn new_game(&mut self) {
        self.mask = 0;
        self.moves.clear();
        self.show_hint = false;
        self.feedback = None;
        self.last_computer = None;
        self.computer_at = None;
        self.quiz_feedback = None;
        self.quiz_tries = Default::default();
        self.quiz_state = None;
        self.quiz_pending = None;
        self.quiz_move_feedback = None;
        self.quiz_state_wrong = None;
    }

    /// Quiz mode: true while the question of the state the user is to move in ("is this
    /// state a win for you?") waits for its answer; the move is asked only after it.
    pub fn state_question_pending(&self, quiz: &Quiz, here: &Position) -> bool {
        quiz.on
            && self.users_turn()
            && !here.over
            && !here.moves.is_empty()
            && here.mask == self.mask
            && self.quiz_state.map(|(mask, _)| mask) != Some(self.mask)
    }

    /// The state's question at `here` is committed: at the start (playing first), so is the
    /// first move's when the start is lost (no first move wins: nothing more to ask).
    fn committed_at(&mut self, here: &Position) {
        if here.mask == 0 && self.user_first {
            self.start_committed.0 = true;
            if !here.wins {
                self.start_committed.1 = true;
            }
        }
    }

    /// Quiz mode: the user answers "is this state a win for you?" (`win`). Scored as a
    /// who-wins question of two choices, as every tab's: a wrong answer shows the answer with
    /// its why at once (scored wrong; Hint before answering still helps, and counts). Once it is committed, the
    /// verdict on the user's move before it is given, then, in a won state, the best move is
    /// asked; in a lost one every number loses and the move is free.
    pub fn quiz_state_answer(&mut self, quiz: &mut Quiz, here: &Position, win: bool) {
        if !self.state_question_pending(quiz, here) || self.quiz_state_wrong == Some(win) {
            return;
        }
        let right = win == here.wins;
        // a state answered before in this scenario (a new game reached it again): the answer
        // is told, not scored again
        let key = ("can_i_win_state", here.mask);
        if quiz.asked_before(key) {
            let state = here.clone();
            let template = if right {
                quiz_tr().ciw_state_again_right
            } else {
                quiz_tr().ciw_state_again_wrong
            };
            let told = Both::new(move || fill(template, &[("state", &state_text(&state))]));
            self.quiz_feedback = Some(if right {
                Feedback::RightWhy(told)
            } else {
                Feedback::Wrong(told)
            });
            self.state_committed(quiz, here);
            return;
        }
        // a state whose outcome an earlier why settled (a lost state's "each of them leaves
        // your opponent a state they win", a move's verdict "any of 1 or 2 wins"), or that the
        // computer's best reply from a known win left: practice, feedback and why, not scored
        if quiz.shown_before(key) || self.left_by_a_known_winner(quiz, here) {
            let state = here.clone();
            let template = if right {
                quiz_tr().ciw_state_right
            } else {
                quiz_tr().ciw_state_wrong
            };
            let told = Both::new(move || {
                format!(
                    "{} {}",
                    fill(template, &[("state", &state_text(&state))]),
                    shown_note()
                )
            });
            self.quiz_feedback = Some(if right {
                Feedback::RightWhy(told)
            } else {
                Feedback::Wrong(told)
            });
            quiz.mark_asked(key);
            self.state_committed(quiz, here);
            return;
        }
        // two choices: a wrong pick shows the answer with its why at once, scored wrong, as
        // every tab's question of two (greyed, it left one button: a retry that taught nothing)
        let Some((step, settled)) = self.quiz_tries.answer_of_two(right) else {
            return;
        };
        if let Some(verdict) = settled {
            quiz.settle(crate::quiz::Kind::Outcome, verdict);
        }
        let state = here.clone();
        match step {
            Step::Right { .. } => {
                quiz.tally.question_over();
                // (a full stop: the computer's move follows on the next line)
                self.quiz_feedback = Some(Feedback::right_why(
                    quiz,
                    Both::new(move || {
                        fill(quiz_tr().ciw_state_right, &[("state", &state_text(&state))])
                    }),
                ));
                quiz.mark_asked(key);
                self.state_committed(quiz, here);
            }
            Step::Hint(k) => {
                self.hint_named_the_move(quiz, here);
                self.quiz_state_wrong = Some(win);
                self.quiz_feedback = Some(Feedback::Hint(Both::new(move || {
                    fill(
                        quiz_tr().hint_wrong,
                        &[("k", &k), ("hint", &state_hint(&state, k))],
                    )
                })));
            }
            Step::Answer => {
                quiz.tally.question_over();
                self.quiz_feedback = Some(Feedback::Wrong(Both::new(move || {
                    fill(quiz_tr().ciw_state_wrong, &[("state", &state_text(&state))])
                })));
                quiz.mark_asked(key);
                self.state_committed(quiz, here);
            }
        }
    }

    /// The state's question at `here` is committed (answered right or its answer shown): the
    /// move follows, and the verdict on the move before it is given.
    fn state_committed(&mut self, quiz: &mut Quiz, here: &Position) {
        if !here.wins {
            // the why of a lost state says every number leaves the opponent a win (or that
            // nobody can reach the total): the states after each number are settled
            for m in &here.moves {
                quiz.mark_shown(("can_i_win_state", here.mask | 1u64 << (m.number - 1)));
            }
        } else if Unscored::of(&move_options(here), |o| o.rank) == Some(Unscored::NoChoice) {
            // "every number wins here" ([`move_ask`]) settles the state after each
            mark_children_shown(quiz, here, &numbers_of(here));
        }
        self.quiz_state = Some((self.mask, here.wins));
        self.quiz_state_wrong = None;
        self.quiz_tries = Default::default();
        self.committed_at(here);
        self.release_move(quiz);
    }

    /// The verdict on the user's move kept back (if any): scored now, its feedback kept for
    /// the view. The shared path of every tab ([`score_play_move`]); a wrong move names the
    /// best one (a student was left with "not a best move", Hint greyed out, the game over).
    fn release_move(&mut self, quiz: &mut Quiz) {
        let Some(pending) = self.quiz_pending.take() else {
            return;
        };
        let options = move_options(&pending.before);
        let at = pending.before.mask;
        let (before, mv) = (pending.before.clone(), pending.mv);
        // (given once the state it led to is committed, or the game is over: that state is no
        // open question, and the verdict does not say it is)
        self.quiz_move_feedback =
            pending
                .score(quiz, &options, |o| o.rank, at, false)
                .map(|(answer, _, feedback)| match answer.wrong() {
                    Some(miss) => {
                        // "any of 1 or 2 wins" settles the state after every number
                        mark_children_shown(quiz, &before, &numbers_of(&before));
                        let best: Vec<u64> = miss.best.iter().map(|b| b.mv).collect();
                        play_wrong_told(move || best_moves_text(&best))
                    }
                    None => {
                        // "a best move" settles the state it left the opponent
                        mark_children_shown(quiz, &before, &[mv]);
                        feedback
                    }
                });
    }

    /// Quiz mode: the state the user is asked at `here` was left by the computer's reply from
    /// a state the user knows is a win for the computer (answered, or settled by a why): the
    /// computer plays a winning number there, so `here` is a loss, known (s1 stop 44: playing
    /// second after answering "the start is a win", the first state asked was a known loss).
    fn left_by_a_known_winner(&self, quiz: &Quiz, here: &Position) -> bool {
        let Some(last) = self.moves.last() else {
            return false;
        };
        if here.wins || last.by_first == self.user_first || last.number == 0 {
            return false;
        }
        let prev = here.mask & !(1u64 << (last.number - 1));
        let key = ("can_i_win_state", prev);
        quiz.asked_before(key) || quiz.shown_before(key)
    }

    /// Quiz mode, each frame: the verdict kept back is given once nothing it would tell is
    /// asked any more (the game is over, or the state's question at `here` is committed).
    pub fn release_move_if_due(&mut self, quiz: &mut Quiz, here: &Position) {
        if self.quiz_pending.is_none() || here.mask != self.mask {
            return;
        }
        let finished = here.over || here.moves.is_empty();
        if finished {
            // the line saying the verdict waits goes with it
            self.quiz_feedback = None;
            self.release_move(quiz);
        } else if self.users_turn() && !self.state_question_pending(quiz, here) {
            self.release_move(quiz);
        }
    }

    /// Quiz mode: the user takes `x`. Where there is a choice that matters (a won state with
    /// a number that loses) it is scored against the winning moves, through the shared path
    /// ([`score_play_move`]), once the question of the state it leads to is committed (its
    /// verdict would answer that question). Where every number gives the same ([`Unscored`]:
    /// a lost state, or the only number left) it is said at once and not scored.
    pub fn quiz_move(&mut self, quiz: &mut Quiz, before: &Position, x: u64) {
        if !self.users_turn() || before.over || before.mask != self.mask {
            return;
        }
        if self.state_question_pending(quiz, before) || !before.moves.iter().any(|m| m.number == x)
        {
            return;
        }
        if before.mask == 0 && self.user_first {
            self.start_committed.1 = true;
        }
        // (a verdict still kept back is given first: one move at a time)
        self.release_move(quiz);
        let options = move_options(before);
        let tries = std::mem::take(&mut self.quiz_tries);
        if Unscored::of(&options, |o| o.rank).is_some() {
            // nothing to choose: said at once (in a lost state the student's own answer
            // already says every number loses)
            let mut tries = tries;
            self.quiz_move_feedback = None;
            self.quiz_feedback = score_play_move(
                quiz,
                &mut tries,
                &options,
                x,
                |o| o.rank,
                before.mask,
                false,
            )
            .map(|(_, _, feedback)| feedback);
        } else {
            self.quiz_pending = Some(PendingMove {
                before: before.clone(),
                mv: x,
                tries,
            });
            self.quiz_move_feedback = None;
            self.quiz_feedback = Some(Feedback::Hint(Both::new(|| {
                quiz_tr().ciw_move_verdict_later.to_string()
            })));
        }
        self.user_move(before, x);
    }

    /// Quiz mode's Hint at `here`: for the state's question, what makes a state a win, then
    /// whether a number reaches the total at once, then the answer; for the move (in a won
    /// state), what to compare, the better number (no outcome), then the best move. A hint
    /// makes the question count as hinted once it is answered.
    pub fn quiz_hint(&mut self, quiz: &mut Quiz, here: &Position) {
        if !self.users_turn() || here.over || here.mask != self.mask {
            return;
        }
        let q = quiz_tr;
        if self.state_question_pending(quiz, here) {
            let state = here.clone();
            let feedback = play_hint_of(
                quiz,
                crate::quiz::Kind::Outcome,
                &mut self.quiz_tries,
                |step| match step {
                    Step::Hint(k) => state_hint(&state, k),
                    _ => fill(q().the_answer, &[("expected", &state_text(&state))]),
                },
            );
            if let Some(fb) = feedback {
                self.quiz_feedback = Some(fb);
            }
            self.hint_named_the_move(quiz, here);
            if self.quiz_tries.is_over() {
                // the answer is shown: the move follows
                self.state_committed(quiz, here);
            }
            return;
        }
        if here.winning_moves.is_empty() {
            return;
        }
        let (n, left) = (here.moves.len(), here.remaining);
        let feedback = play_hint(quiz, &mut self.quiz_tries, |step| match step {
            crate::quiz::Step::Hint(1) => fill(q().ciw_play_hint1, &[("n", &n), ("left", &left)]),
            crate::quiz::Step::Hint(_) => move_hint2(here),
            _ => best_moves_answer(here),
        });
        if feedback.is_some() {
            self.quiz_feedback = feedback;
            // the answer names every winning number (and so the others lose): the states they
            // leave are settled (hint 2 names none: it says what to check)
            if self.quiz_tries.is_over() {
                mark_children_shown(quiz, here, &numbers_of(here));
            }
        }
    }

    /// The state's hint 2 named a number that reaches the total at once: the move asked next
    /// is then given away, and is not scored ([`Quiz::mark_move_shown`]).
    fn hint_named_the_move(&self, quiz: &mut Quiz, here: &Position) {
        if self.quiz_tries.hints_used() >= 2 && reaching_number(here).is_some() {
            quiz.mark_move_shown(here.mask);
        }
    }

    /// Quiz mode at the user's turn: the question asked now, with Yes and No for the state's.
    pub fn quiz_ask_ui(&mut self, ui: &mut Ui, quiz: &mut Quiz, here: &Position) {
        let q = quiz_tr();
        if self.state_question_pending(quiz, here) {
            ui.label_cjk(RichText::new(q.ciw_state_ask).strong());
            ui.horizontal(|ui| {
                // (a wrong pick is greyed out while the question goes on, as in the tables)
                for (win, word) in [(true, q.ciw_state_yes), (false, q.ciw_state_no)] {
                    let open = self.quiz_state_wrong != Some(win);
                    if ui.add_enabled(open, egui::Button::new(word)).clicked() {
                        self.quiz_state_answer(quiz, here, win);
                    }
                }
            });
        } else {
            ui.label_cjk(RichText::new(move_ask(here, false)).strong());
        }
    }

    /// Whether the user is to move at the current position.
    pub fn users_turn(&self) -> bool {
        self.moves.len().is_multiple_of(2) == self.user_first
    }

    fn apply(&mut self, x: u64) {
        let by_first = self.moves.len().is_multiple_of(2);
        self.mask |= 1u64 << (x - 1);
        self.moves.push(PlayedMove {
            by_first,
            number: x,
        });
    }

    /// The user takes `x` (ignored unless it is the user's turn, `x` is free and the game
    /// goes on). `before` is the answer for the position before the move.
    pub fn user_move(&mut self, before: &Position, x: u64) {
        if !self.users_turn() || before.over || before.mask != self.mask {
            return;
        }
        if !before.moves.iter().any(|m| m.number == x) {
            return;
        }
        self.feedback = Some(if !before.wins {
            MoveFeedback::WasLost
        } else if before.winning_moves.contains(&x) {
            MoveFeedback::Winning
        } else {
            MoveFeedback::ThrewAway(before.winning_moves.clone())
        });
        self.show_hint = false;
        self.apply(x);
        self.computer_at = None;
    }

    /// The computer moves now if it is its turn and the answer for the position is known
    /// (tests call this instead of waiting). Returns the number taken.
    pub fn computer_move(&mut self, here: &Position) -> Option<u64> {
        if self.users_turn() || here.over || here.mask != self.mask {
            return None;
        }
        let choices = &here.computer_choices;
        let mv = *choices.get(self.rng.below(choices.len() as u64) as usize)?;
        self.apply(mv.number);
        self.last_computer = Some(mv);
        self.computer_at = None;
        Some(mv.number)
    }

    /// Draw the view.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        engine: &mut Engine,
        summary: &CanIWinSummary,
        quiz: &mut Quiz,
    ) {
        if quiz.on {
            self.show_hint = false;
        }
        // a set of ten needs several games: the set's tooltip says so
        quiz.set_note = Some(|| quiz_tr().ciw_set_note);
        let tr = tr();
        let c = game_tr();
        let m = summary.m.min(64);
        let present = crate::ui::kit::theme::presentation(ui.ctx());
        // on a projector Hint is on this line, the total's line below keeping room for its bar
        // (the position is last frame's: the button waits for the user's turn)
        let hint_live = present
            && !quiz.on
            && self.users_turn()
            && matches!(engine.position(self.mask), Some(Ok(p)) if !p.over && !p.moves.is_empty());
        ui.horizontal_wrapped(|ui| {
            ui.label_cjk(c.you_play);
            let before = self.user_first;
            ui.selectable_value(&mut self.user_first, true, c.play_first);
            ui.selectable_value(&mut self.user_first, false, c.play_second);
            if ui.button(tr.new_game).clicked() || self.user_first != before {
                self.new_game();
            }
            if present
                && ui
                    .add_enabled(hint_live, egui::Button::new(tr.hint))
                    .clicked()
            {
                self.show_hint = true;
            }
        });
        engine.request(self.mask);
        // The computer's turn: answer after a short pause.
        if let Some(Ok(before)) = engine.position(self.mask)
            && !before.over
            && !before.moves.is_empty()
            && !self.users_turn()
        {
            let before = before.clone();
            let now = ui.input(|i| i.time);
            let at = *self.computer_at.get_or_insert(now + COMPUTER_DELAY);
            if now >= at {
                if self.computer_move(&before).is_some() {
                    engine.request(self.mask);
                }
            } else {
                ui.ctx()
                    .request_repaint_after(std::time::Duration::from_secs_f64(at - now));
            }
        }
        let here = match engine.position(self.mask) {
            Some(Ok(p)) => p.clone(),
            Some(Err(e)) => {
                ui.colored_label_cjk(ui.visuals().error_fg_color, describe_solve_error(e));
                return;
            }
            None => {
                ui.horizontal(|ui| {
                    crate::ui::kit::widgets::calm_spinner(ui);
                    ui.label_cjk(c.searching_position);
                });
                return;
            }
        };
        if quiz.on {
            self.release_move_if_due(quiz, &here);
        }
        ui.separator();
        if crate::ui::kit::theme::presentation(ui.ctx()) {
            self.present_ui(ui, c, &here, summary, m, quiz);
            return;
        }
        egui::ScrollArea::vertical()
            .id_salt("ciw_play_scroll")
            .show(ui, |ui| self.board_ui(ui, c, &here, summary, m, quiz));
    }

    /// Presentation mode: the running total over the target, then the numbers as a board of
    /// large tiles (each taken one coloured by who took it and captioned with its move number,
    /// the moves list of the window view), and the turn, feedback and end at the bottom;
    /// nothing scrolls.
    fn present_ui(
        &mut self,
        ui: &mut Ui,
        c: &CanIWinTexts,
        here: &Position,
        summary: &CanIWinSummary,
        m: u64,
        quiz: &mut Quiz,
    ) {
        let tr = tr();
        let mask = here.mask;
        let finished = here.over || here.moves.is_empty();
        let users_turn = !finished && self.users_turn();
        // the total and the key on one line and the bar of the total in the rest of it
        // (a line of its own and the bar under it took the board's room); the used set and its
        // bits on hover (the tiles show it). The total's room is its widest, so the bar holds
        // still as it grows.
        let total_text = |total: &dyn std::fmt::Display| {
            RichText::new(fill(
                c.play_total,
                &[("total", total), ("d", &summary.desired)],
            ))
            .monospace()
            .strong()
        };
        let widest = (m * (m + 1) / 2).max(summary.desired.max(0) as u64);
        let total_w = egui::WidgetText::from(total_text(&widest))
            .into_galley(
                ui,
                Some(egui::TextWrapMode::Extend),
                f32::INFINITY,
                egui::TextStyle::Body,
            )
            .size()
            .x
            .ceil()
            + 1.0;
        let mut end = egui::Rect::NOTHING;
        let row = ui
            .horizontal_wrapped(|ui| {
                let h = ui.spacing().interact_size.y;
                ui.allocate_ui_with_layout(
                    egui::vec2(total_w, h),
                    egui::Layout::left_to_right(egui::Align::Center),
                    |ui| {
                        ui.label_cjk(total_text(&here.total)).on_hover_text(format!(
                            "{}\n{}",
                            fill(
                                c.play_status,
                                &[
                                    ("total", &here.total),
                                    ("d", &summary.desired),
                                    ("used", &set_text(mask)),
                                ],
                            ),
                            fill(
                                c.play_bits,
                                &[("bits", &bits_text(mask, m)), ("int", &mask)]
                            )
                        ));
                    },
                );
                widgets::legend_item(ui, palette::PLAYER_A, tr.you);
                widgets::legend_item(ui, palette::PLAYER_B, tr.computer);
                // (where the line ends: a last key of no width)
                end = ui
                    .allocate_exact_size(egui::vec2(0.0, h), egui::Sense::hover())
                    .0;
            })
            .response
            .rect;
        let gap = 2.0 * ui.spacing().item_spacing.x;
        let right = ui.max_rect().right();
        // (on the line when it is one line with room for a bar worth reading)
        let bar_on_line =
            end.is_finite() && end.top() - row.top() < 4.0 && right - end.right() - gap >= 160.0;
        let bar_h = 28.0;
        let on_line = bar_on_line.then(|| {
            egui::Rect::from_min_max(
                egui::pos2(end.right() + gap, end.center().y - bar_h / 2.0),
                egui::pos2(right, end.center().y + bar_h / 2.0),
            )
        });
        if self.state_question_pending(quiz, here) {
            self.quiz_ask_ui(ui, quiz, here);
        }
        // the turn, the feedback and the end at the bottom; the bar and the board above
        let room =
            crate::ui::kit::tiles::room_above(ui, ("ciw_play", m, summary.desired), 2, |ui| {
                self.present_lines(ui, c, here, summary, quiz, users_turn, finished);
            });
        let below = if on_line.is_some() { 0.0 } else { bar_h + 10.0 };
        if room.height() < below + 48.0 {
            return;
        }
        let bar = on_line.unwrap_or_else(|| {
            egui::Rect::from_min_size(room.min, egui::vec2(room.width(), bar_h))
        });
        self.total_bar_in(ui, bar.shrink2(egui::vec2(0.0, 5.0)), summary.desired, 5.0);
        // the numbers wait while the state's question is asked (Quiz mode)
        let open = users_turn && !self.state_question_pending(quiz, here);
        let hinted: Vec<u64> = if self.show_hint && users_turn {
            here.winning_moves.clone()
        } else {
            Vec::new()
        };
        let tiles: Vec<Tile> = (1..=m)
            .map(|x| {
                let taken = self.moves.iter().position(|mv| mv.number == x);
                let (fill_colour, caption) = match taken {
                    Some(k) => {
                        let by_user = self.moves[k].by_first == self.user_first;
                        let colour = if by_user {
                            palette::PLAYER_A
                        } else {
                            palette::PLAYER_B
                        };
                        (Some(colour), fill(c.tile_move, &[("k", &(k + 1))]))
                    }
                    None if hinted.contains(&x) => {
                        (Some(palette::WIN_A), c.legend_winning_move.to_string())
                    }
                    None => (None, String::new()),
                };
                Tile {
                    label: x.to_string(),
                    fill: fill_colour,
                    selected: false,
                    caption,
                    // (a number that waits for the state's answer says so)
                    tip: if users_turn && !open && taken.is_none() {
                        c.numbers_wait_above.to_string()
                    } else {
                        String::new()
                    },
                    enabled: open && taken.is_none() && mask & (1u64 << (x - 1)) == 0,
                    faded: false,
                }
            })
            .collect();
        let board_room =
            egui::Rect::from_min_max(egui::pos2(room.left(), room.top() + below), room.max);
        crate::ui::kit::layout::picture(ui, bar);
        if let Some(k) = board(ui, board_room, "ciw_play", &tiles) {
            let x = k as u64 + 1;
            if quiz.on {
                self.quiz_move(quiz, here, x);
            } else {
                self.user_move(here, x);
            }
        }
    }

    /// Presentation mode's lines under the board: the turn, the hint, the computer's last
    /// move, the feedback, the end.
    #[allow(clippy::too_many_arguments)]
    fn present_lines(
        &self,
        ui: &mut Ui,
        c: &CanIWinTexts,
        here: &Position,
        summary: &CanIWinSummary,
        quiz: &Quiz,
        users_turn: bool,
        finished: bool,
    ) {
        let tr = tr();
        let hint = |ui: &mut Ui| {
            if self.show_hint {
                let text = if here.wins {
                    fill(c.hint_wins, &[("moves", &join(&here.winning_moves))])
                } else {
                    c.hint_lost.to_string()
                };
                ui.label_cjk(RichText::new(text).color(palette::WIN_A));
            }
        };
        let thinking = |ui: &mut Ui| {
            crate::ui::kit::widgets::calm_spinner(ui);
            ui.label_cjk(tr.computer_thinking);
        };
        if !quiz.on {
            // the verdict on the move, the reply and the turn in one paragraph: the room under
            // the board is two lines, taken from the board (a line each left it under half the
            // area, and a reply that came in a line of its own moved every tile)
            ui.horizontal_wrapped(|ui| {
                self.feedback_lines(ui, c, quiz, finished);
                if users_turn {
                    ui.label_cjk(c.your_turn);
                } else if !finished {
                    thinking(ui);
                }
            });
            if users_turn {
                hint(ui);
            }
        } else {
            self.feedback_lines(ui, c, quiz, finished);
            if users_turn {
                ui.label_cjk(c.your_turn);
                if !self.state_question_pending(quiz, here) {
                    ui.label_cjk(RichText::new(move_ask(here, true)).strong());
                }
                hint(ui);
            } else if !finished {
                ui.horizontal(thinking);
            }
        }
        if finished {
            let (text, color) = self.end_text(c, here, summary);
            widgets::pill(ui, &text, color);
            set_goes_on_ui(ui, quiz);
        }
    }

    /// The feedback on the user's last answer or move, then the computer's reply: drawn above
    /// the turn and the question asked now (they came before it). When the user's move ended
    /// the game, the computer's earlier reply is stale: not drawn in Quiz mode (the verdict on
    /// that last move stays; a move in a lost state has none, `quiz_move` clears it).
    fn feedback_lines(&self, ui: &mut Ui, c: &CanIWinTexts, quiz: &Quiz, finished: bool) {
        let last_by_user = self
            .moves
            .last()
            .is_some_and(|mv| mv.by_first == self.user_first);
        if quiz.on {
            // the verdict on the move before, then the feedback on the question it waited for
            for fb in [&self.quiz_move_feedback, &self.quiz_feedback]
                .into_iter()
                .flatten()
            {
                feedback_ui(ui, fb);
            }
        } else {
            match &self.feedback {
                Some(MoveFeedback::Winning) => {
                    ui.label_cjk(RichText::new(c.feedback_winning).color(palette::WIN_A));
                }
                Some(MoveFeedback::ThrewAway(best)) => {
                    ui.label_cjk(
                        RichText::new(fill(c.feedback_threw, &[("moves", &join(best))]))
                            .color(palette::WIN_B),
                    );
                }
                Some(MoveFeedback::WasLost) => {
                    ui.label_cjk(RichText::new(c.feedback_lost).weak());
                }
                None => {}
            }
        }
        if let Some(mv) = self.last_computer {
            if quiz.on {
                if !(finished && last_by_user) {
                    // why the computer chose it ("it is lost, any move", "a winning move") would
                    // say whether the student's position is won before the question is answered
                    ui.label_cjk(fill(c.computer_took_plain, &[("x", &mv.number)]));
                }
            } else {
                ui.label_cjk(fill(
                    c.computer_took,
                    &[("x", &mv.number), ("why", &move_kind_text(c, mv.kind))],
                ));
            }
        }
    }

    fn board_ui(
        &mut self,
        ui: &mut Ui,
        c: &CanIWinTexts,
        here: &Position,
        summary: &CanIWinSummary,
        m: u64,
        quiz: &mut Quiz,
    ) {
        let tr = tr();
        let mask = here.mask;
        let finished = here.over || here.moves.is_empty();
        let users_turn = !finished && self.users_turn();
        ui.label_cjk(
            RichText::new(fill(
                c.play_status,
                &[
                    ("total", &here.total),
                    ("d", &summary.desired),
                    ("used", &set_text(mask)),
                ],
            ))
            .monospace()
            .strong(),
        );
        ui.label_cjk(
            RichText::new(fill(
                c.play_bits,
                &[("bits", &bits_text(mask, m)), ("int", &mask)],
            ))
            .monospace()
            .small(),
        )
        .on_hover_text(c.bits_tip);
        self.total_bar(ui, summary.desired);
        // the numbers wait while the state's question is asked (Quiz mode)
        let open = users_turn && !self.state_question_pending(quiz, here);
        let hinted: Vec<u64> = if self.show_hint && users_turn {
            here.winning_moves.clone()
        } else {
            Vec::new()
        };
        let mut clicked = None;
        // the numbers wait for the state's answer: say so, not only by greying them out
        let waiting = users_turn && !open;
        if waiting {
            ui.label_cjk(RichText::new(c.numbers_wait_below).color(ui.visuals().warn_fg_color));
        } else if quiz.on && users_turn {
            // the line's room is kept once the state is answered: the numbers do not move up
            // under the pointer (a student's click on a number hit Hint below it)
            let galley = ui.painter().layout(
                c.numbers_wait_below.to_string(),
                egui::TextStyle::Body.resolve(ui.style()),
                egui::Color32::TRANSPARENT,
                ui.available_width(),
            );
            ui.add_space(galley.size().y + ui.spacing().item_spacing.y);
        }
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing = egui::vec2(4.0, 4.0);
            for x in 1..=m {
                let used = mask & (1u64 << (x - 1)) != 0;
                let text = RichText::new(x.to_string()).monospace();
                let button = if used {
                    let by_user = self
                        .moves
                        .iter()
                        .any(|mv| mv.number == x && mv.by_first == self.user_first);
                    let fill = if by_user {
                        palette::PLAYER_A
                    } else {
                        palette::PLAYER_B
                    };
                    // taken: shown in full colour, but not clickable
                    egui::Button::new(text.color(Color32::BLACK))
                        .fill(fill)
                        .sense(egui::Sense::hover())
                } else if hinted.contains(&x) {
                    egui::Button::new(text.color(Color32::BLACK)).fill(palette::WIN_A)
                } else {
                    egui::Button::new(text)
                };
                let mut resp =
                    ui.add_enabled(open || used, button.min_size(egui::vec2(36.0, 28.0)));
                if waiting && !used {
                    resp = resp.on_disabled_hover_text(c.numbers_wait_below);
                }
                if resp.clicked() {
                    clicked = Some(x);
                }
            }
        });
        ui.horizontal(|ui| {
            widgets::legend_item(ui, palette::PLAYER_A, tr.you);
            widgets::legend_item(ui, palette::PLAYER_B, tr.computer);
            // in Quiz mode the hints are graded: what to compare, each number, the best
            // (none for a move in a lost state: every number loses, the move is not asked)
            let more = !quiz.on
                || (!self.quiz_tries.is_over()
                    && (here.wins || self.state_question_pending(quiz, here)));
            let hint = crate::ui::kit::quiz::hint_button(ui, quiz.on, users_turn && more);
            if hint.clicked() && quiz.on {
                self.quiz_hint(quiz, here);
            } else if hint.clicked() {
                self.show_hint = true;
            }
        });
        if let Some(x) = clicked {
            if quiz.on {
                self.quiz_move(quiz, here, x);
            } else {
                self.user_move(here, x);
            }
        }
        ui.add_space(4.0);
        self.feedback_lines(ui, c, quiz, finished);
        if users_turn {
            ui.label_cjk(c.your_turn);
            if quiz.on {
                self.quiz_ask_ui(ui, quiz, here);
            }
            if self.show_hint {
                let text = if here.wins {
                    fill(c.hint_wins, &[("moves", &join(&here.winning_moves))])
                } else {
                    c.hint_lost.to_string()
                };
                ui.label_cjk(RichText::new(text).color(palette::WIN_A));
            }
        } else if !finished {
            ui.horizontal(|ui| {
                crate::ui::kit::widgets::calm_spinner(ui);
                ui.label_cjk(tr.computer_thinking);
            });
        }
        if !self.moves.is_empty() {
            ui.add_space(6.0);
            ui.label_cjk(RichText::new(c.moves_heading).strong());
            let mut total = 0u64;
            for (k, mv) in self.moves.iter().enumerate() {
                total += mv.number;
                let who = if mv.by_first == self.user_first {
                    tr.you
                } else {
                    tr.computer
                };
                ui.label_cjk(
                    RichText::new(fill(
                        c.move_line,
                        &[
                            ("k", &(k + 1)),
                            ("who", &who),
                            ("x", &mv.number),
                            ("total", &total),
                        ],
                    ))
                    .monospace(),
                );
            }
        }
        if finished {
            ui.add_space(6.0);
            let (text, color) = self.end_text(c, here, summary);
            widgets::pill(ui, &text, color);
            set_goes_on_ui(ui, quiz);
        }
    }

    /// The running total as a bar of the moves (coloured by who made them) against the target.
    fn total_bar(&self, ui: &mut Ui, desired: i64) {
        let width = ui.available_width().min(520.0);
        let (rect, _) = ui.allocate_exact_size(egui::vec2(width, 16.0), egui::Sense::hover());
        self.total_bar_in(ui, rect, desired, 3.0);
    }

    /// [`Self::total_bar`] in `rect`, the target's mark `reach` above and below it (and as
    /// wide).
    fn total_bar_in(&self, ui: &Ui, rect: egui::Rect, desired: i64, reach: f32) {
        if desired <= 0 {
            return;
        }
        let total: u64 = self.moves.iter().map(|m| m.number).sum();
        let top = (desired as f32).max(total as f32) * 1.05;
        let painter = ui.painter_at(rect.expand(reach));
        painter.rect_filled(rect, 3.0, ui.visuals().extreme_bg_color);
        let x = |v: f32| rect.left() + rect.width() * v / top;
        let mut at = 0.0;
        for mv in &self.moves {
            let color = if mv.by_first == self.user_first {
                palette::PLAYER_A
            } else {
                palette::PLAYER_B
            };
            let seg = egui::Rect::from_min_max(
                egui::pos2(x(at), rect.top()),
                egui::pos2(x(at + mv.number as f32), rect.bottom()),
            );
            painter.rect_filled(seg.shrink2(egui::vec2(0.5, 0.0)), 0.0, color);
            at += mv.number as f32;
        }
        let tx = x(desired as f32);
        let present = crate::ui::kit::theme::presentation(ui.ctx());
        if present {
            // on a projector the white bar on white showed nothing: an outline, and the
            // target's mark dark and thick (the yellow one was faint)
            painter.rect_stroke(
                rect,
                3.0,
                egui::Stroke::new(1.5, egui::Color32::from_gray(90)),
                egui::StrokeKind::Inside,
            );
        }
        let (mark_width, mark_colour) = if present {
            (reach.max(4.0), ui.visuals().strong_text_color())
        } else {
            (reach, palette::DEPENDENCY)
        };
        painter.line_segment(
            [
                egui::pos2(tx, rect.top() - reach),
                egui::pos2(tx, rect.bottom() + reach),
            ],
            egui::Stroke::new(mark_width, mark_colour),
        );
    }

    fn end_text(
        &self,
        c: &CanIWinTexts,
        here: &Position,
        summary: &CanIWinSummary,
    ) -> (String, Color32) {
        let tr = tr();
        if here.over {
            // The previous mover reached the target; at the start (desired <= 0) the first wins.
            let winner_first = if self.moves.is_empty() {
                true
            } else {
                self.moves.last().is_some_and(|mv| mv.by_first)
            };
            let user_won = winner_first == self.user_first;
            let text = if self.moves.is_empty() {
                fill(c.end_at_start, &[("d", &summary.desired)])
            } else {
                let who = if user_won {
                    tr.you_win
                } else {
                    tr.computer_wins
                };
                fill(
                    c.end_reached,
                    &[
                        ("who", &who),
                        ("total", &here.total),
                        ("d", &summary.desired),
                    ],
                )
            };
            let color = if user_won {
                palette::WIN_A
            } else {
                palette::WIN_B
            };
            (text, color)
        } else {
            (
                fill(
                    c.end_nobody,
                    &[("total", &here.total), ("d", &summary.desired)],
                ),
                palette::DRAW,
            )
        }
    }
}

/// Why the computer chose its move, in words.
pub fn move_kind_text(c: &CanIWinTexts, kind: MoveKind) -> &'static str {
    match kind {
        MoveKind::WinsNow => c.kind_wins_now,
        MoveKind::Winning => c.kind_winning,
        MoveKind::Delaying => c.kind_delaying,
        MoveKind::AnyLegal => c.kind_any,
    }
}

/// The numbers the player to move can take at `here`, in the current language's list ("2, 5, 6";
/// "2、5、6").
fn numbers_left(here: &Position) -> String {
    let nums: Vec<String> = here.moves.iter().map(|m| m.number.to_string()).collect();
    nums.join(crate::i18n::tr().list_sep)
}

/// "this state is a win (or a loss) for you" and why, with this state's numbers, in the current
/// language: one of them reaches the total at once (which one is not said: the move is asked
/// next, and naming it would answer that question); the numbers left cannot reach it even all
/// together (nobody can win: 1 + … + 5 < 50); else what the numbers leave the opponent (which
/// number wins is again the move asked next; in a loss every number leaves a win, which the
/// committed answer already says).
/// Quiz mode's line over the numbers once the state's question is answered, the same on the
/// board and on a projector (s1 stop 44: presentation mode said "which move is best here? Your
/// move is scored" where the board said "every number loses here: not scored"): every number
/// loses, only one is left, every number wins (not scored: [`Unscored`]), or which is best
/// (`present`: hints are off on a projector).
pub fn move_ask(here: &Position, present: bool) -> String {
    let q = quiz_tr();
    if !here.wins {
        return q.ciw_state_lost_move.to_string();
    }
    match Unscored::of(&move_options(here), |o| o.rank) {
        Some(Unscored::OnlyMove) => {
            let x = here.moves.first().map_or(0, |m| m.number);
            fill(q.ciw_only_move, &[("x", &x)])
        }
        Some(_) => q.ciw_every_number_wins.to_string(),
        None if present => q.play_ask.to_string(),
        None => q.play_ask_hints.to_string(),
    }
}

/// Every number the player to move can take at `here`.
fn numbers_of(here: &Position) -> Vec<u64> {
    here.moves.iter().map(|m| m.number).collect()
}

/// Quiz mode: a line named the outcome of the state after each of `numbers` at `before` (a
/// move's verdict, a hint's best move): each such state is settled ([`Quiz::mark_shown`]), and
/// a state so named lost for the player to move there settles every state after it too (each
/// of its numbers leaves a win). Asked later, in this game or another, they are practice.
fn mark_children_shown(quiz: &mut Quiz, before: &Position, numbers: &[u64]) {
    for &x in numbers {
        let child = before.mask | 1u64 << (x - 1);
        quiz.mark_shown(("can_i_win_state", child));
        let reaches = before.moves.iter().any(|m| m.number == x && m.reaches);
        if before.winning_moves.contains(&x) && !reaches {
            for m in before.moves.iter().filter(|m| m.number != x) {
                quiz.mark_shown(("can_i_win_state", child | 1u64 << (m.number - 1)));
            }
        }
    }
}

/// The best moves in words: every one of them (a student read "The best move: take 3" where 4
/// wins as well).
pub fn best_moves_text(best: &[u64]) -> String {
    match best {
        [x] => fill(quiz_tr().ciw_play_best, &[("x", x)]),
        _ => fill(quiz_tr().ciw_play_best_many, &[("list", &or_list(best))]),
    }
}

fn state_text(here: &Position) -> String {
    let q = quiz_tr();
    let left = here.remaining;
    let nums = numbers_left(here);
    let args: [(&str, &dyn std::fmt::Display); 2] = [("left", &left), ("nums", &nums)];
    let sum: i128 = here.moves.iter().map(|m| i128::from(m.number)).sum();
    if here.moves.iter().any(|m| m.reaches) {
        fill(q.ciw_state_win_reaches, &args)
    } else if here.wins {
        fill(q.ciw_state_win, &args)
    } else if sum < left {
        fill(q.ciw_state_loss_sum, &[("sum", &sum), ("left", &left)])
    } else {
        fill(q.ciw_state_loss, &args)
    }
}

/// Hint `k` of the state's question at `here`, graded as the tables' are: 1 names the state
/// (what is taken, what is still missing) and the numbers it reads; 2 counts: the number that
/// reaches the total at once (the largest), or that the numbers left cannot reach it even all
/// together, or, for each number, whether the opponent then reaches the total at once (with
/// one worked case) and which numbers leave them no such move (s1 stop 42b: "it depends on what
/// each leaves your opponent" gave nothing concrete with the State explorer hidden).
fn state_hint(here: &Position, k: u8) -> String {
    let q = quiz_tr();
    let left = here.remaining;
    let nums = numbers_left(here);
    if k <= 1 {
        let from = if here.mask == 0 {
            q.ciw_from_start.to_string()
        } else {
            fill(q.ciw_from_used, &[("used", &set_text(here.mask))])
        };
        return fill(
            q.ciw_state_hint1,
            &[("from", &from), ("left", &left), ("nums", &nums)],
        );
    }
    if let Some(x) = reaching_number(here) {
        return fill(q.ciw_state_hint2_reaches, &[("x", &x), ("left", &left)]);
    }
    let sum: i128 = here.moves.iter().map(|m| i128::from(m.number)).sum();
    if sum < left {
        return fill(q.ciw_state_hint2_sum, &[("sum", &sum), ("left", &left)]);
    }
    // each number: the opponent's smallest number that reaches what is then missing, if any
    let replies: Vec<(u64, Option<u64>)> = here
        .moves
        .iter()
        .map(|m| {
            let need = left - i128::from(m.number);
            let reply = here
                .moves
                .iter()
                .map(|r| r.number)
                .find(|&y| y != m.number && i128::from(y) >= need);
            (m.number, reply)
        })
        .collect();
    let mut out = fill(q.ciw_state_hint2_none, &[("left", &left), ("nums", &nums)]);
    let at_once: Vec<(u64, u64)> = replies
        .iter()
        .filter_map(|&(x, y)| y.map(|y| (x, y)))
        .collect();
    if let Some(&(x, y)) = at_once.first() {
        let need = left - i128::from(x);
        let line = if at_once.len() == 1 {
            fill(
                q.ciw_hint_after_reach_one,
                &[("x", &x), ("need", &need), ("y", &y)],
            )
        } else {
            let list: Vec<u64> = at_once.iter().map(|&(x, _)| x).collect();
            fill(
                q.ciw_hint_after_reach,
                &[
                    ("list", &or_list(&list)),
                    ("x", &x),
                    ("need", &need),
                    ("y", &y),
                ],
            )
        };
        out.push_str(sep_after_sentence());
        out.push_str(&line);
    }
    let open: Vec<u64> = replies
        .iter()
        .filter(|(_, y)| y.is_none())
        .map(|&(x, _)| x)
        .collect();
    if !open.is_empty() {
        out.push_str(sep_after_sentence());
        out.push_str(&fill(q.ciw_hint_after_open, &[("list", &or_list(&open))]));
    }
    out
}

/// The move's hint 2 at a won state `here`: what to look for, with this state's numbers, without
/// naming the move (s2 stop 43 #8: "Taking 1 is a best choice" handed the answer over). Where a
/// number reaches the total at once, that one is there; else the numbers after which the
/// opponent reaches it at once are ruled out, and the others are to be checked, the first with
/// what the opponent then needs and has.
fn move_hint2(here: &Position) -> String {
    let q = quiz_tr();
    let left = here.remaining;
    if here.moves.iter().any(|m| m.reaches) {
        return fill(q.ciw_play_hint2_reaches, &[("left", &left)]);
    }
    let nums: Vec<u64> = here.moves.iter().map(|m| m.number).collect();
    // the opponent reaches at once after x when one of the other numbers covers what is missing
    let reached_after = |x: u64| {
        let need = left - i128::from(x);
        nums.iter().any(|&y| y != x && i128::from(y) >= need)
    };
    let (out, open): (Vec<u64>, Vec<u64>) = nums.iter().partition(|&&x| reached_after(x));
    let mut text = q.ciw_play_hint2_leaves.to_string();
    match out.as_slice() {
        [] => {}
        [x] => {
            text.push_str(sep_after_sentence());
            text.push_str(&fill(q.ciw_play_hint2_ruled_out_one, &[("x", x)]));
        }
        _ => {
            text.push_str(sep_after_sentence());
            text.push_str(&fill(
                q.ciw_play_hint2_ruled_out,
                &[("list", &or_list(&out))],
            ));
        }
    }
    if let Some(&x) = open.first() {
        let need = left - i128::from(x);
        let theirs: Vec<String> = nums
            .iter()
            .filter(|&&y| y != x)
            .map(u64::to_string)
            .collect();
        let theirs = theirs.join(tr().list_sep);
        text.push_str(sep_after_sentence());
        text.push_str(&if open.len() == 1 {
            fill(
                q.ciw_play_hint2_check_one,
                &[("x", &x), ("need", &need), ("nums", &theirs)],
            )
        } else {
            fill(
                q.ciw_play_hint2_check,
                &[
                    ("list", &or_list(&open)),
                    ("x", &x),
                    ("need", &need),
                    ("nums", &theirs),
                ],
            )
        });
    }
    text
}

/// The move's answer at a won state `here`, once the hints are spent: the best moves, and why
/// where none reaches the total at once (each leaves the opponent a state they lose).
fn best_moves_answer(here: &Position) -> String {
    let mut text = best_moves_text(&here.winning_moves);
    if !here.moves.iter().any(|m| m.reaches) {
        let q = quiz_tr();
        text.push_str(sep_after_sentence());
        text.push_str(if here.winning_moves.len() == 1 {
            q.ciw_play_best_why_one
        } else {
            q.ciw_play_best_why_many
        });
    }
    text
}

/// The largest number at `here` that reaches the total at once, if one does.
fn reaching_number(here: &Position) -> Option<u64> {
    here.moves
        .iter()
        .rev()
        .find(|m| m.reaches)
        .map(|m| m.number)
}

/// Between two sentences: a space in English, nothing after a Chinese full stop.
fn sep_after_sentence() -> &'static str {
    if crate::i18n::language() == crate::i18n::Language::Chinese {
        ""
    } else {
        " "
    }
}

/// Numbers as a list whose last two are joined by "or" ("2, 3 or 4"; "2、3 或 4").
fn or_list(xs: &[u64]) -> String {
    let words: Vec<String> = xs.iter().map(u64::to_string).collect();
    match words.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{}{}{last}", rest.join(tr().list_sep), quiz_tr().or_word),
    }
}

/// Quiz mode at the end of a game, while a set is under way: the set goes on in the next game
/// (a game asks only a few questions; "Set: 2 of 10" stayed with no word on what next).
fn set_goes_on_ui(ui: &mut Ui, quiz: &Quiz) {
    if quiz.on && quiz.tally.set_place().is_some() {
        ui.label_cjk(RichText::new(quiz_tr().ciw_set_note).italics());
    }
}
