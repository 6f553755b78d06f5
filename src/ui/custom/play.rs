//! Play a Game Lab game against the computer: the user picks one of the position's moves, the
//! computer answers with a best move of the solver; a hint shows the best moves, and after a
//! mistake the view says what it cost (the outcome, moves to the end, or points). In Quiz mode
//! the user's move is scored against the best moves and the hints are graded (what to compare,
//! what each move gives, then the best move); a move after a hint counts as hinted.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{RichText, Ui};

use super::positions::{TEXT_MAX, outcome_word};
use crate::games::custom::{Outcome, PosId, Solved};
use crate::i18n::custom::{CustomTexts, tr as game_tr};
use crate::i18n::quiz::tr as quiz_tr;
use crate::i18n::{fill, tr};
use crate::quiz::custom::{Worth, move_options, worth};
use crate::ui::kit::quiz::{
    Feedback, Quiz, feedback_ui, play_hint, play_over_ui, play_wrong_told, score_play_move,
};
use crate::ui::kit::tiles::Tile;
use crate::ui::kit::{palette, widgets};

/// Seconds the computer waits before answering, so the user sees each move.
const COMPUTER_DELAY: f64 = 0.6;

/// Moves of the game kept in the list (a game with draws can go on forever).
const HISTORY_MAX: usize = 500;

/// One move of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayedMove {
    pub from: PosId,
    pub to: PosId,
    pub by_user: bool,
    /// Points scored (a scoring game).
    pub points: i64,
}

/// What the user's last move did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveFeedback {
    /// A best move.
    Best,
    /// Not a best move: its worth, the best move's and a best move.
    Cost {
        got: Worth,
        best: Worth,
        better: PosId,
    },
}

/// State of the game against the computer.
#[derive(Debug, Clone)]
pub struct PlayView {
    /// The user plays first (先手)?
    pub user_first: bool,
    /// Where the game started.
    pub from: Option<PosId>,
    /// The current position (`None`: where the game started).
    pub at: Option<PosId>,
    pub moves: Vec<PlayedMove>,
    /// How many moves were made in all (the list keeps the last [`HISTORY_MAX`]).
    pub made: usize,
    pub show_hint: bool,
    pub feedback: Option<MoveFeedback>,
    /// Quiz mode: the verdict on the user's last move.
    pub quiz_feedback: Option<Feedback>,
    /// Quiz mode: the hints asked for the move to make now (graded).
    pub quiz_tries: crate::quiz::Tries,
    computer_at: Option<f64>,
    /// Picks the computer's move among its best ones (seeded from the clock; a test may set
    /// it): always the first would say which of the rules' moves are not best.
    pub rng: crate::games::rng::SplitMix64,
}

impl Default for PlayView {
    fn default() -> Self {
        PlayView {
            user_first: true,
            from: None,
            at: None,
            moves: Vec::new(),
            made: 0,
            show_hint: false,
            feedback: None,
            quiz_feedback: None,
            quiz_tries: Default::default(),
            computer_at: None,
            rng: crate::games::rng::SplitMix64::new(crate::games::rng::clock_seed()),
        }
    }
}

impl PlayView {
    /// A new result: a new game from the start.
    pub fn on_new_result(&mut self) {
        self.from = None;
        self.new_game();
    }

    /// Start again from where the game started.
    pub fn new_game(&mut self) {
        self.at = None;
        self.moves.clear();
        self.made = 0;
        self.show_hint = false;
        self.feedback = None;
        self.quiz_feedback = None;
        self.quiz_tries = Default::default();
        self.computer_at = None;
    }

    /// The current position.
    pub fn position(&self, game: &Solved) -> PosId {
        self.at.or(self.from).unwrap_or(game.start())
    }

    /// Whether the user is to move.
    pub fn users_turn(&self) -> bool {
        self.made.is_multiple_of(2) == self.user_first
    }

    /// Whether the game is over at `p` (no moves, or `end` said so).
    pub fn over(game: &Solved, p: PosId) -> bool {
        game.moves(p).is_empty() || game.ended(p).is_some()
    }

    fn apply(&mut self, game: &Solved, to: PosId, by_user: bool) {
        let from = self.position(game);
        let k = game.moves(from).iter().position(|&q| q == to);
        let points = k
            .and_then(|k| game.move_points(from).and_then(|p| p.get(k).copied()))
            .unwrap_or(0);
        self.moves.push(PlayedMove {
            from,
            to,
            by_user,
            points,
        });
        if self.moves.len() > HISTORY_MAX {
            self.moves.remove(0);
        }
        self.made += 1;
        self.at = Some(to);
        self.computer_at = None;
    }

    /// The user moves to `to` (ignored unless it is the user's turn and a move of the
    /// position). In Quiz mode the move is scored.
    pub fn user_move(&mut self, game: &Solved, to: PosId, quiz: Option<&mut Quiz>) {
        self.user_move_told(game, to, quiz, &|_| false);
    }

    /// [`Self::user_move`], `told` saying which positions' outcomes the quiz has shown: a
    /// wrong move in Quiz mode gets its why (what it gives against the better move, as
    /// stone's Play gives its numbers) once both positions are shown, else the question that
    /// tells it.
    pub fn user_move_told(
        &mut self,
        game: &Solved,
        to: PosId,
        quiz: Option<&mut Quiz>,
        told: &dyn Fn(PosId) -> bool,
    ) {
        let p = self.position(game);
        if !self.users_turn() || Self::over(game, p) || !game.moves(p).contains(&to) {
            return;
        }
        let options = move_options(game, p);
        let (best, better) = options
            .iter()
            .max_by_key(|o| o.rank)
            .map_or((Worth::Value(0), to), |o| (o.detail, o.mv));
        let got = worth(game, p, to);
        self.feedback = Some(if got.rank() >= best.rank() {
            MoveFeedback::Best
        } else {
            MoveFeedback::Cost { got, best, better }
        });
        // a best move whose position's outcome the quiz has shown is listed under this
        // position ("→ 4: lose for the opponent"), in the Positions panel and the table: the
        // move from here was on screen, practice (s1 stop 44b: Play scored 4 Right)
        let listed = listed_best(&options, told);
        let mut quiz = quiz;
        if let (Some(quiz), Some(_)) = (quiz.as_deref_mut(), listed) {
            quiz.mark_move_shown(p);
        }
        if let Some(quiz) = quiz
            && let Some((answer, scored, feedback)) = score_play_move(
                quiz,
                &mut self.quiz_tries,
                &options,
                to,
                |o| o.detail.class(),
                p,
                true,
            )
        {
            // right or not; which move was best and what it gives only where the quiz has
            // shown both positions (else the question that tells it); not scored where every
            // move gives the same (a lost position) or there is one
            let name = |q: PosId| game.position_text(q, TEXT_MAX);
            let shown_line = listed.filter(|_| !scored && quiz.move_shown(p)).map(|at| {
                let right = answer.is_right();
                crate::i18n::Both::new(move || {
                    let t = if right {
                        quiz_tr().play_listed_right
                    } else {
                        quiz_tr().play_listed_wrong
                    };
                    fill(t, &[("pos", &name(at))])
                })
            });
            if let Some(line) = shown_line
                && matches!(feedback, Feedback::Hint(_))
            {
                self.quiz_feedback = Some(if answer.is_right() {
                    Feedback::Hint(line)
                } else {
                    Feedback::Wrong(line)
                });
                self.show_hint = false;
                self.apply(game, to, true);
                return;
            }
            self.quiz_feedback = Some(match (&feedback, self.feedback) {
                (Feedback::Wrong(_), Some(MoveFeedback::Cost { got, best, better })) => {
                    let name = |q: PosId| game.position_text(q, TEXT_MAX);
                    if told(to) && told(better) {
                        play_wrong_told(|| {
                            let t = game_tr();
                            format!(
                                "{} {}",
                                cost_text(t, got, best),
                                better_text(t, got, best, &name(better))
                            )
                            .trim_end()
                            .to_string()
                        })
                    } else {
                        play_wrong_told(|| fill(quiz_tr().play_why_position, &[("pos", &name(to))]))
                    }
                }
                _ => feedback,
            });
        }
        self.show_hint = false;
        self.apply(game, to, true);
    }

    /// Quiz mode's Hint: hint 1 says what to compare, hint 2 what each move gives (the
    /// solver's outcomes or values), then the best move. A hint makes the move count as hinted.
    pub fn quiz_hint(&mut self, game: &Solved, quiz: &mut Quiz) {
        let p = self.position(game);
        if !self.users_turn() || Self::over(game, p) {
            return;
        }
        let options = move_options(game, p);
        let Some(best) = options.iter().max_by_key(|o| o.rank).map(|o| o.mv) else {
            return;
        };
        let name = |q: PosId| game.position_text(q, TEXT_MAX);
        let feedback = play_hint(quiz, &mut self.quiz_tries, |step| {
            let q = quiz_tr();
            match step {
                crate::quiz::Step::Hint(1) => {
                    let text = if game.is_scoring() {
                        q.custom_play_hint1_value
                    } else {
                        q.custom_play_hint1
                    };
                    fill(text, &[("n", &options.len())])
                }
                crate::quiz::Step::Hint(_) => fill(q.play_hint2_move, &[("to", &name(best))]),
                _ => fill(q.cm_play_best, &[("to", &name(best))]),
            }
        });
        if feedback.is_some() {
            self.quiz_feedback = feedback;
        }
    }

    /// The Hint button: in Quiz mode the graded hints (off once they are all shown), else
    /// the best moves.
    fn hint_button(&mut self, ui: &mut Ui, game: &Solved, quiz: &mut Quiz) {
        let enabled = if quiz.on {
            !self.quiz_tries.is_over()
        } else {
            !self.show_hint
        };
        let hint = crate::ui::kit::quiz::hint_button(ui, quiz.on, enabled);
        if hint.clicked() {
            if quiz.on {
                self.quiz_hint(game, quiz);
            } else {
                self.show_hint = true;
            }
        }
    }

    /// The computer moves now if it is its turn (tests call this instead of waiting); returns
    /// where it moved.
    pub fn computer_move(&mut self, game: &Solved) -> Option<PosId> {
        let p = self.position(game);
        if self.users_turn() || Self::over(game, p) {
            return None;
        }
        let best = game.best_moves(p);
        let choices = if best.is_empty() {
            game.moves(p)
        } else {
            &best[..]
        };
        let to = *choices.get(self.rng.below(choices.len() as u64) as usize)?;
        self.apply(game, to, false);
        Some(to)
    }

    /// Draw the view; `selected` is the tab's selected position (the game can start there).
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        game: &Solved,
        selected: Option<PosId>,
        quiz: &mut Quiz,
        told: &dyn Fn(PosId) -> bool,
    ) {
        let t = game_tr();
        let tr = tr();
        if quiz.on {
            self.show_hint = false;
        }
        ui.horizontal_wrapped(|ui| {
            ui.label_cjk(t.you_play);
            let before = self.user_first;
            ui.selectable_value(&mut self.user_first, true, t.play_first);
            ui.selectable_value(&mut self.user_first, false, t.play_second);
            if ui.button(tr.new_game).clicked() || self.user_first != before {
                self.new_game();
            }
            if let Some(s) = selected.filter(|&s| Some(s) != self.from && s != game.start()) {
                let text = fill(t.play_from, &[("p", &game.position_text(s, TEXT_MAX))]);
                if ui.button(text).clicked() {
                    self.from = Some(s);
                    self.new_game();
                }
            }
            if self.from.is_some() && ui.button(t.play_from_start).clicked() {
                self.from = None;
                self.new_game();
            }
        });
        // the computer's turn: answer after a short pause
        let p = self.position(game);
        if !self.users_turn() && !Self::over(game, p) {
            let now = ui.input(|i| i.time);
            let at = *self.computer_at.get_or_insert(now + COMPUTER_DELAY);
            if now >= at {
                self.computer_move(game);
            } else {
                ui.ctx()
                    .request_repaint_after(std::time::Duration::from_secs_f64(at - now));
            }
        }
        ui.separator();
        if crate::ui::kit::theme::presentation(ui.ctx()) {
            self.present_ui(ui, game, quiz, told);
            return;
        }
        egui::ScrollArea::vertical()
            .id_salt("custom_play")
            .auto_shrink([false, false])
            .show(ui, |ui| self.board_ui(ui, game, quiz, told));
    }

    /// Presentation mode: the position and the turn on one row, the moves to choose from as
    /// large tiles over the room (the position itself while the computer thinks or once the
    /// game is over), the feedback and the end at the bottom; nothing scrolls.
    fn present_ui(
        &mut self,
        ui: &mut Ui,
        game: &Solved,
        quiz: &mut Quiz,
        told: &dyn Fn(PosId) -> bool,
    ) {
        let t = game_tr();
        let tr = tr();
        let p = self.position(game);
        let name = |q: PosId| game.position_text(q, TEXT_MAX);
        let over = Self::over(game, p);
        let users_turn = !over && self.users_turn();
        ui.horizontal_wrapped(|ui| {
            ui.label_cjk(
                RichText::new(fill(t.play_at, &[("p", &name(p))]))
                    .monospace()
                    .strong(),
            );
            if users_turn {
                ui.label_cjk(t.play_your_turn);
                self.hint_button(ui, game, quiz);
            } else if !over {
                widgets::calm_spinner(ui);
                ui.label_cjk(tr.computer_thinking);
            }
        });
        // the feedback and the end at the bottom; the tiles above
        let room = crate::ui::kit::tiles::room_above(ui, "custom_play", 2, |ui| {
            self.present_lines(ui, game, quiz, users_turn, over);
        });
        if room.height() < 48.0 {
            return;
        }
        let tiles: Vec<Tile> = if users_turn {
            let best = if self.show_hint {
                game.best_moves(p)
            } else {
                Vec::new()
            };
            // a scoring game: each move's points in its caption (not in Quiz mode)
            let points = game.move_points(p).filter(|_| !quiz.on);
            game.moves(p)
                .iter()
                .enumerate()
                .map(|(k, &q)| Tile {
                    label: game.board_text(q).unwrap_or_else(|| name(q)),
                    fill: best.contains(&q).then_some(palette::WIN_A),
                    selected: false,
                    caption: points
                        .and_then(|pts| pts.get(k))
                        .map_or(String::new(), |pts| format!("{pts:+}")),
                    tip: t.play_moves.to_string(),
                    enabled: true,
                    faded: false,
                })
                .collect()
        } else {
            vec![Tile {
                label: game.board_text(p).unwrap_or_else(|| name(p)),
                fill: None,
                selected: true,
                caption: String::new(),
                tip: String::new(),
                enabled: false,
                faded: false,
            }]
        };
        if let Some(k) = crate::ui::kit::tiles::board(ui, room, "custom_play", &tiles)
            && users_turn
            && let Some(&to) = game.moves(p).get(k)
        {
            self.user_move_told(game, to, quiz.on.then_some(quiz), told);
            drop_focus(ui);
        }
    }

    /// Presentation mode's lines under the tiles: the feedback on your last move, the
    /// computer's reply, Quiz mode's question, the hint, the end.
    /// The verdict on the user's last move, then the computer's reply (before the new
    /// question: "Your move is scored" stood above "…so this move is not scored", which was
    /// about the move before the computer's, s1 and s2 stop 42b).
    fn verdict_and_reply_ui(&self, ui: &mut Ui, game: &Solved, quiz: &Quiz) {
        let t = game_tr();
        let name = |q: PosId| game.position_text(q, TEXT_MAX);
        if quiz.on {
            if let Some(fb) = &self.quiz_feedback {
                feedback_ui(ui, fb);
            }
        } else if let Some(fb) = self.feedback {
            match fb {
                MoveFeedback::Best => {
                    ui.label_cjk(RichText::new(t.play_good).color(palette::WIN_A));
                }
                MoveFeedback::Cost { got, best, better } => {
                    let text = format!(
                        "{} {}",
                        cost_text(t, got, best),
                        better_text(t, got, best, &name(better))
                    );
                    ui.label_cjk(RichText::new(text.trim_end()).color(palette::WIN_B));
                }
            }
        }
        if let Some(last) = self.moves.last().filter(|m| !m.by_user) {
            ui.label_cjk(fill(
                t.computer_moved,
                &[("from", &name(last.from)), ("to", &name(last.to))],
            ));
        }
    }

    fn present_lines(&self, ui: &mut Ui, game: &Solved, quiz: &Quiz, users_turn: bool, over: bool) {
        let t = game_tr();
        let p = self.position(game);
        self.verdict_and_reply_ui(ui, game, quiz);
        if users_turn {
            if quiz.on {
                ui.label_cjk(RichText::new(quiz_tr().play_ask_hints).strong());
            }
            if self.show_hint && !quiz.on {
                ui.label_cjk(RichText::new(hint_text(t, game, p)).color(palette::WIN_A));
            }
        }
        if over {
            let (text, colour) = self.end_text(t, game, p);
            widgets::pill(ui, &text, colour);
            if quiz.on {
                play_over_ui(ui, quiz);
            }
        } else if self.made >= 200 && !quiz.on && game.outcome(p) == Some(Outcome::Draw) {
            ui.label_cjk(RichText::new(fill(t.play_long, &[("k", &self.made)])).weak());
        }
    }

    fn board_ui(
        &mut self,
        ui: &mut Ui,
        game: &Solved,
        quiz: &mut Quiz,
        told: &dyn Fn(PosId) -> bool,
    ) {
        let t = game_tr();
        let tr = tr();
        let p = self.position(game);
        let name = |q: PosId| game.position_text(q, TEXT_MAX);
        ui.label_cjk(
            RichText::new(fill(t.play_at, &[("p", &name(p))]))
                .monospace()
                .strong(),
        );
        let over = Self::over(game, p);
        let users_turn = !over && self.users_turn();
        let best = if users_turn && self.show_hint {
            game.best_moves(p)
        } else {
            Vec::new()
        };
        self.verdict_and_reply_ui(ui, game, quiz);
        let mut clicked = None;
        if users_turn {
            ui.label_cjk(t.play_your_turn);
            if quiz.on {
                ui.label_cjk(RichText::new(quiz_tr().play_ask_hints).strong());
            }
            ui.label_cjk(t.play_moves);
            ui.horizontal_wrapped(|ui| {
                // a scoring game: each move's points on its button (not in Quiz mode)
                let points = game.move_points(p).filter(|_| !quiz.on);
                for (k, &q) in game.moves(p).iter().enumerate() {
                    let label = match points.and_then(|pts| pts.get(k)) {
                        Some(pts) => fill(
                            t.move_with_points,
                            &[("to", &name(q)), ("pts", &format!("{pts:+}"))],
                        ),
                        None => game.board_text(q).unwrap_or_else(|| name(q)),
                    };
                    let text = RichText::new(label).monospace();
                    let button = if best.contains(&q) {
                        egui::Button::new(text.color(egui::Color32::BLACK)).fill(palette::WIN_A)
                    } else {
                        egui::Button::new(text)
                    };
                    if ui.add(button).clicked() {
                        clicked = Some(q);
                    }
                }
            });
            ui.horizontal(|ui| self.hint_button(ui, game, quiz));
            if self.show_hint && !quiz.on {
                ui.label_cjk(RichText::new(hint_text(t, game, p)).color(palette::WIN_A));
            }
        } else if !over {
            ui.horizontal(|ui| {
                widgets::calm_spinner(ui);
                ui.label_cjk(tr.computer_thinking);
            });
        }
        if let Some(to) = clicked {
            self.user_move_told(game, to, quiz.on.then_some(quiz), told);
            drop_focus(ui);
        }
        if over {
            ui.add_space(6.0);
            let (text, colour) = self.end_text(t, game, p);
            widgets::pill(ui, &text, colour);
            if quiz.on {
                play_over_ui(ui, quiz);
            }
        } else if self.made >= 200 && !quiz.on && game.outcome(p) == Some(Outcome::Draw) {
            ui.label_cjk(RichText::new(fill(t.play_long, &[("k", &self.made)])).weak());
        }
        if !self.moves.is_empty() {
            ui.add_space(6.0);
            ui.label_cjk(RichText::new(t.moves_so_far).strong());
            let first = self.made - self.moves.len();
            for (k, mv) in self.moves.iter().enumerate() {
                let who = if mv.by_user { tr.you } else { tr.computer };
                let args: [(&str, &dyn std::fmt::Display); 5] = [
                    ("k", &(first + k + 1)),
                    ("who", &who),
                    ("from", &name(mv.from)),
                    ("to", &name(mv.to)),
                    ("pts", &mv.points),
                ];
                let line = if game.is_scoring() {
                    fill(t.move_line_points, &args)
                } else {
                    fill(t.move_line, &args)
                };
                ui.label_cjk(RichText::new(line).monospace());
            }
        }
    }

    /// The end of the game: who won, or the totals.
    fn end_text(&self, t: &CustomTexts, game: &Solved, p: PosId) -> (String, egui::Color32) {
        let tr = tr();
        let users_turn = self.users_turn();
        if game.is_scoring() {
            let mine: i64 = self
                .moves
                .iter()
                .filter(|m| m.by_user)
                .map(|m| m.points)
                .sum();
            let theirs: i64 = self
                .moves
                .iter()
                .filter(|m| !m.by_user)
                .map(|m| m.points)
                .sum();
            let colour = match mine.cmp(&theirs) {
                std::cmp::Ordering::Greater => palette::WIN_A,
                std::cmp::Ordering::Less => palette::WIN_B,
                std::cmp::Ordering::Equal => palette::DRAW,
            };
            let text = fill(t.play_over_score, &[("mine", &mine), ("theirs", &theirs)]);
            return (text, colour);
        }
        // the outcome for the player to move at p
        let outcome = game.ended(p).or(game.outcome(p)).unwrap_or(Outcome::Draw);
        let user_outcome = match (outcome, users_turn) {
            (Outcome::Draw, _) => Outcome::Draw,
            (o, true) => o,
            (Outcome::Win, false) => Outcome::Lose,
            (Outcome::Lose, false) => Outcome::Win,
        };
        let (who, colour) = match user_outcome {
            Outcome::Win => (t.play_over_who_you, palette::WIN_A),
            Outcome::Lose => (t.play_over_who_computer, palette::WIN_B),
            Outcome::Draw => (t.play_over_who_draw, palette::DRAW),
        };
        let _ = tr;
        let text = fill(t.play_over_ended, &[("who", &who)]);
        (text, colour)
    }
}

/// The hint for the position `p`: the best moves and what they keep.
pub fn hint_text(t: &CustomTexts, game: &Solved, p: PosId) -> String {
    let best: Vec<String> = game
        .best_moves(p)
        .iter()
        .map(|&q| game.position_text(q, TEXT_MAX))
        .collect();
    let moves = best.join(", ");
    if let Some(v) = game.value(p) {
        return fill(t.play_hint_value, &[("moves", &moves), ("v", &v)]);
    }
    let k = game.moves_to_end(p).unwrap_or(0);
    match game.outcome(p) {
        Some(Outcome::Win) => fill(t.play_hint_win, &[("moves", &moves), ("k", &k)]),
        Some(Outcome::Lose) => fill(t.play_hint_lose, &[("moves", &moves), ("k", &k)]),
        _ => fill(t.play_hint_draw, &[("moves", &moves)]),
    }
}

/// What a move is worth, in words ("win in 3 moves", "draw", "7").
pub fn worth_text(t: &CustomTexts, w: Worth) -> String {
    match w {
        Worth::Value(v) => v.to_string(),
        Worth::Outcome(o, Some(d)) => fill(t.worth_in, &[("outcome", &outcome_word(o)), ("k", &d)]),
        Worth::Outcome(o, None) => outcome_word(o).to_string(),
    }
}

/// What a best move `to` (worth `best`) does instead of a worse move: "The move to 7 keeps
/// the win."
pub fn better_text(t: &CustomTexts, got: Worth, best: Worth, to: &str) -> String {
    let text = match best {
        Worth::Value(_) => t.better_points,
        Worth::Outcome(Outcome::Win, _) if matches!(got, Worth::Outcome(Outcome::Win, _)) => {
            t.better_sooner
        }
        Worth::Outcome(Outcome::Win, _) => t.better_win,
        Worth::Outcome(Outcome::Draw, _) => t.better_draw,
        Worth::Outcome(Outcome::Lose, _) => t.better_lose,
    };
    fill(text, &[("to", &to), ("best", &worth_text(t, best))])
}

/// What a move that is not a best move cost.
pub fn cost_text(t: &CustomTexts, got: Worth, best: Worth) -> String {
    match (got, best) {
        (Worth::Value(g), Worth::Value(b)) => fill(
            t.cost_points,
            &[
                ("k", &(i128::from(b) - i128::from(g))),
                ("got", &g),
                ("best", &b),
            ],
        ),
        (Worth::Outcome(go, gd), Worth::Outcome(bo, bd)) if go == bo => {
            let (g, b) = (gd.unwrap_or(0), bd.unwrap_or(0));
            if go == Outcome::Win {
                fill(
                    t.cost_slower,
                    &[("k", &g.abs_diff(b)), ("got", &g), ("best", &b)],
                )
            } else {
                fill(
                    t.cost_sooner,
                    &[("k", &g.abs_diff(b)), ("got", &g), ("best", &b)],
                )
            }
        }
        (Worth::Outcome(go, _), Worth::Outcome(bo, _)) => {
            let before = if bo == Outcome::Win {
                t.force_win
            } else {
                t.force_draw
            };
            let after = if go == Outcome::Lose {
                t.now_lose
            } else {
                t.now_draw
            };
            fill(t.cost_outcome, &[("before", &before), ("after", &after)])
        }
        _ => String::new(),
    }
}

/// After the user's move no button keeps the keyboard focus: the next position's move buttons
/// stand where the last ones did, and a focus ring left on one looked like a suggestion.
fn drop_focus(ui: &Ui) {
    ui.memory_mut(|m| {
        if let Some(id) = m.focused() {
            m.surrender_focus(id);
        }
    });
}

/// A best move of `options` whose position `told` says the quiz has shown, when that shows
/// the move best: a win/lose game's move to a lost position (nothing beats a win), or any
/// best move once every move's position is shown (the student can compare them all).
fn listed_best(
    options: &[crate::quiz::MoveOption<PosId, Worth>],
    told: &dyn Fn(PosId) -> bool,
) -> Option<PosId> {
    let top = options.iter().map(|o| o.detail.class()).max()?;
    let all = options.iter().all(|o| told(o.mv));
    // (the best of them first: a win sooner)
    let mut best: Vec<_> = options
        .iter()
        .filter(|o| o.detail.class() == top && told(o.mv))
        .filter(|o| all || matches!(o.detail, Worth::Outcome(Outcome::Win, _)))
        .collect();
    best.sort_by_key(|o| std::cmp::Reverse(o.rank));
    best.first().map(|o| o.mv)
}
