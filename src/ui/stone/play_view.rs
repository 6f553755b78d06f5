//! Play against the computer: the user moves first or second and clicks an end of the row; the
//! computer answers optimally; after each move the view says what the best move was and what the
//! user's choice cost.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{RichText, Ui};

use super::parity_view::colour_look;
use super::row::{PileLook, players_legend, row_ui_in, totals};
use crate::games::stone::{Colour, End, MoveRecord, NetTable, PlayState, Player, colour_move};
use crate::i18n::quiz::tr as quiz_tr;
use crate::i18n::stone::tr as game_tr;
use crate::i18n::{fill, tr};
use crate::quiz::stone::move_options;
use crate::quiz::{Step, Tries};
use crate::ui::kit::quiz::{
    Feedback, MoveTally, Quiz, feedback_ui, play_hint, play_over_tally_ui, play_wrong_told,
    score_play_move,
};
use crate::ui::kit::{palette, widgets};

/// Seconds the computer waits before answering, so the user sees each move.
const COMPUTER_DELAY: f64 = 0.5;

/// State of a game against the computer.
#[derive(Debug, Clone)]
pub struct PlayView {
    /// The side the user plays.
    pub user: Player,
    pub game: Option<PlayState>,
    /// The user's last move, for the feedback line.
    pub last_user_move: Option<MoveRecord>,
    pub show_hint: bool,
    /// Mark the end of this colour at each of the user's turns (the parity view's "play it").
    pub colour_hint: Option<Colour>,
    /// When the computer may move (input time).
    computer_at: Option<f64>,
    /// Revision of the result the game is played on.
    revision: Option<u64>,
    /// Quiz mode: the verdict on the user's last move, or the hint asked for this move.
    pub quiz_feedback: Option<Feedback>,
    /// Quiz mode: the hints asked for the move to make now (graded, as in the table quiz).
    pub quiz_tries: Tries,
    /// Quiz mode: the user's moves of this game, and how many were best.
    pub quiz_tally: MoveTally,
    /// Quiz mode: each of the user's moves in this game, in order: whether it was a best move
    /// where there was a choice, and whether it was made again after Take back (`None`:
    /// nothing to choose). The tally is made from it.
    quiz_log: Vec<Option<(bool, bool)>>,
    /// Quiz mode: the first verdict on each position `(i, j)` moved from in this game. A move
    /// taken back and made again from there counts as it was made (s2 stop 44b: the count kept
    /// the move taken back), and the end line says the score keeps the first try (both
    /// students, stop 42: "2 of 2 moves best" after a wrong move taken back, the score 1 of 2).
    quiz_first: Vec<((usize, usize), bool)>,
}

impl Default for PlayView {
    fn default() -> Self {
        PlayView {
            user: Player::First,
            game: None,
            last_user_move: None,
            show_hint: false,
            colour_hint: None,
            computer_at: None,
            revision: None,
            quiz_feedback: None,
            quiz_tries: Tries::default(),
            quiz_tally: MoveTally::default(),
            quiz_log: Vec::new(),
            quiz_first: Vec::new(),
        }
    }
}

impl PlayView {
    /// A new solve arrived: a game on the old row cannot go on.
    pub fn on_new_result(&mut self) {
        self.game = None;
        self.last_user_move = None;
        self.computer_at = None;
        self.colour_hint = None;
        self.quiz_tries = Tries::default();
    }

    /// Start a game as the first player on `n` piles with the ends of `colour` marked.
    pub fn play_colour(&mut self, n: usize, colour: Colour) {
        self.user = Player::First;
        self.new_game(n);
        self.colour_hint = Some(colour);
    }

    /// Start a new game on a row of `n` piles.
    pub fn new_game(&mut self, n: usize) {
        self.game = Some(PlayState::new(n));
        self.last_user_move = None;
        self.show_hint = false;
        self.computer_at = None;
        self.quiz_feedback = None;
        self.quiz_tries = Tries::default();
        self.quiz_tally = MoveTally::default();
        self.quiz_log.clear();
        self.quiz_first.clear();
    }

    /// The user takes an end (ignored when it is not the user's turn).
    pub fn user_move(&mut self, table: &NetTable, end: End) {
        let Some(game) = &mut self.game else { return };
        if game.to_move != self.user || game.is_over() {
            return;
        }
        self.last_user_move = game.play(table, end);
        self.show_hint = false;
    }

    /// Quiz mode: the user takes an end, scored against the best end(s) first. The feedback
    /// says right or names the better end, never a value (the table quiz asks those).
    pub fn quiz_move(&mut self, quiz: &mut Quiz, table: &NetTable, end: End) {
        let Some(game) = &self.game else { return };
        let Some((i, j)) = game.remaining.filter(|_| game.to_move == self.user) else {
            return;
        };
        // one pile left: either end takes it (the options list it once, as the left end)
        let end = if i == j { End::Left } else { end };
        let options = move_options(table, i, j);
        let Some((answer, _, feedback)) = score_play_move(
            quiz,
            &mut self.quiz_tries,
            &options,
            end,
            |o| o.rank,
            (i, j),
            true,
        ) else {
            return;
        };
        let right = answer.is_right();
        // (both ends the same, or one pile: not scored; a position scored before is not scored
        // again either, but says so in its own words)
        let forced = crate::ui::kit::quiz::Unscored::of(&options, |o| o.rank).is_some();
        // the end line counts the moves of the game as it stands: a move taken back goes, and
        // a move whose position was scored before is still a choice (the line said "1 of your
        // 2 moves was best. Not scored: 1 (no choice there)" after a wrong move taken back and
        // both moves then best), counted as made (the move taken back counted instead, s2
        // stop 44b), the end line saying the score keeps the first try
        let again = self.quiz_first.iter().any(|(at, _)| *at == (i, j));
        if !again {
            self.quiz_first.push(((i, j), right));
        }
        self.quiz_log.push((!forced).then_some((right, again)));
        self.quiz_tally = tally_of(&self.quiz_log);
        // both ends give the same: say so in the stone's words (the end line counts it too)
        let feedback = if forced && i < j {
            crate::ui::kit::quiz::Feedback::Hint(crate::i18n::Both::new(|| {
                quiz_tr().stone_play_tie_unscored.to_string()
            }))
        } else {
            feedback
        };
        // Play opens once the start cell dp[0][n-1] is committed, the last of every fill order:
        // the cell of this position is committed too, so the reason may give its numbers
        // a position whose best end the table showed is practice: a wrong move says so (not
        // scored, and which why showed it) with the reason and its numbers (s1 stop 44b: the
        // why of dp[0][4] named the right end, and taking left was scored wrong)
        let shown_line = quiz
            .move_shown_in((i, j))
            .filter(|_| !forced && i < j)
            .map(|name| crate::ui::kit::quiz::shown_in_line(false, name));
        self.quiz_feedback = Some(if right || forced {
            feedback
        } else if let Some(line) = shown_line {
            crate::ui::kit::quiz::Feedback::Wrong(crate::i18n::Both::new(|| {
                let why =
                    super::quiz_box::hint_text(table, super::table_view::HeatMode::Net, i, j, 2);
                format!(
                    "{} {}",
                    line.get(),
                    fill(
                        quiz_tr().play_why_cell,
                        &[("i", &i), ("j", &j), ("why", &why)],
                    )
                )
            }))
        } else {
            play_wrong_told(|| {
                let why =
                    super::quiz_box::hint_text(table, super::table_view::HeatMode::Net, i, j, 2);
                fill(
                    quiz_tr().play_why_cell,
                    &[("i", &i), ("j", &j), ("why", &why)],
                )
            })
        });
        self.user_move(table, end);
    }

    /// Quiz mode's Hint for the move to make now: hint 1 names what to compare (the cells the
    /// two ends read), hint 2 which end is better (no number), then the best end. A hint
    /// makes the move count as hinted once it is made.
    pub fn quiz_hint(&mut self, quiz: &mut Quiz, table: &NetTable) {
        let Some(game) = &self.game else { return };
        let Some((i, j)) = game
            .remaining
            .filter(|_| game.to_move == self.user && !game.is_over())
        else {
            return;
        };
        let options = move_options(table, i, j);
        let top = options.iter().map(|o| o.rank).max();
        let Some(best) = options.iter().find(|o| Some(o.rank) == top).copied() else {
            return;
        };
        let tie = options.iter().all(|o| Some(o.rank) == top) && i < j;
        let pile = match best.mv {
            End::Left => table.piles()[i],
            End::Right => table.piles()[j],
        };
        let other = match best.mv {
            End::Left => table.piles()[j],
            End::Right => table.piles()[i],
        };
        // a practice move's hints count nowhere (its move is not scored either)
        let mut scratch = Quiz::default();
        let counted = if quiz.move_shown((i, j)) {
            &mut scratch
        } else {
            quiz
        };
        let feedback = play_hint(counted, &mut self.quiz_tries, |step| match step {
            Step::Hint(1) if i < j => {
                super::quiz_box::hint_text(table, super::table_view::HeatMode::Net, i, j, 1)
            }
            Step::Hint(_) if tie => quiz_tr().stone_play_hint2_tie.to_string(),
            Step::Hint(_) if i < j => {
                let text = match pile.cmp(&other) {
                    std::cmp::Ordering::Less => quiz_tr().stone_play_hint2_smaller,
                    _ => quiz_tr().stone_play_hint2,
                };
                fill(text, &[("end", &side(best.mv))])
            }
            _ => fill(
                quiz_tr().stone_play_best,
                &[("end", &side(best.mv)), ("v", &pile)],
            ),
        });
        if feedback.is_some() {
            self.quiz_feedback = feedback;
        }
    }

    /// The colour side of each of `n` piles in the game: `Player::First` (the legend's first
    /// colour, "You") for the student's piles, `Player::Second` for the computer's, whichever
    /// side the student plays ([`colour_side`]).
    pub fn pile_sides(&self, n: usize) -> Vec<Option<Player>> {
        let mut taken_by = vec![None; n];
        if let Some(game) = &self.game {
            for m in &game.history {
                if let Some(t) = taken_by.get_mut(m.index) {
                    *t = Some(colour_side(self.user, m.player));
                }
            }
        }
        taken_by
    }

    /// The computer moves now if it is its turn (tests call this instead of waiting).
    pub fn computer_move(&mut self, table: &NetTable) {
        let Some(game) = &mut self.game else { return };
        if game.to_move == self.user {
            return;
        }
        if let Some(end) = game.best_move(table) {
            game.play(table, end);
        }
        self.computer_at = None;
    }

    /// Draw the view.
    pub fn ui(&mut self, ui: &mut Ui, table: &NetTable, revision: u64, quiz: &mut Quiz) {
        if crate::ui::kit::theme::presentation(ui.ctx()) {
            // the piles take most of the height: a long hint or the quiz's feedback under them
            // is scrolled to rather than cut off
            let room = ui.available_height();
            egui::ScrollArea::vertical()
                .id_salt("stone_play_present")
                .auto_shrink([false, false])
                .show(ui, |ui| self.view_ui(ui, table, revision, quiz, room));
        } else {
            let room = ui.available_height();
            self.view_ui(ui, table, revision, quiz, room);
        }
    }

    /// `room`: the view's height (scrolled or not).
    fn view_ui(
        &mut self,
        ui: &mut Ui,
        table: &NetTable,
        revision: u64,
        quiz: &mut Quiz,
        room: f32,
    ) {
        let tr = tr();
        let top = ui.min_rect().top();
        if quiz.on {
            self.show_hint = false;
        }
        if self.revision != Some(revision) {
            self.revision = Some(revision);
            self.game = None;
        }
        ui.horizontal_wrapped(|ui| {
            ui.label_cjk(game_tr().play_as);
            let before = self.user;
            ui.selectable_value(&mut self.user, Player::First, game_tr().play_first);
            ui.selectable_value(&mut self.user, Player::Second, game_tr().play_second);
            if ui.button(tr.new_game).clicked() || self.user != before || self.game.is_none() {
                self.new_game(table.n());
            }
            let can_undo = self.game.as_ref().is_some_and(|g| !g.history.is_empty());
            if ui
                .add_enabled(can_undo, egui::Button::new(game_tr().take_back))
                .clicked()
                && let Some(game) = &mut self.game
            {
                // take back the computer's answer and the user's move
                while let Some(m) = game.undo() {
                    if m.player == self.user {
                        break;
                    }
                }
                let users = game
                    .history
                    .iter()
                    .filter(|m| m.player == self.user)
                    .count();
                self.quiz_log.truncate(users);
                self.quiz_tally = tally_of(&self.quiz_log);
                self.last_user_move = None;
                self.computer_at = None;
                self.quiz_tries = Tries::default();
            }
            let users_turn = self
                .game
                .as_ref()
                .is_some_and(|g| !g.is_over() && g.to_move == self.user);
            // in Quiz mode the hints are graded: what to compare, the numbers, the best end
            let more = !quiz.on || !self.quiz_tries.is_over();
            let hint = crate::ui::kit::quiz::hint_button(ui, quiz.on, users_turn && more);
            let clicked = hint.clicked();
            if clicked && quiz.on {
                self.quiz_hint(quiz, table);
            } else if clicked {
                self.show_hint = true;
            }
        });
        let Some(game) = self.game.clone() else {
            return;
        };

        // The computer's turn: answer after a short pause.
        if !game.is_over() && game.to_move != self.user {
            let now = ui.input(|i| i.time);
            let at = *self.computer_at.get_or_insert(now + COMPUTER_DELAY);
            if now >= at {
                self.computer_move(table);
            } else {
                ui.ctx()
                    .request_repaint_after(std::time::Duration::from_secs_f64(at - now));
            }
        }
        let game = self.game.clone().unwrap_or(game);

        let (you, computer) = (tr.you, tr.computer);
        // the student's colour is the student's whichever side is played (the colours swapped
        // with the side): the row colours the first player's piles as PLAYER_A
        let taken_by = self.pile_sides(table.n());
        let last = game.history.last().map(|m| m.index);
        let users_turn = !game.is_over() && game.to_move == self.user;
        let ends = game.remaining;
        // a position whose best end the table quiz showed (its why, or the table filled): its
        // move is practice ([`Quiz::move_shown`], marked by the tab)
        let practice = ends.is_some_and(|(i, j)| i < j && quiz.move_shown((i, j)));
        let best = game.best_move(table);
        let colour_index = match (self.colour_hint, ends) {
            (Some(c), Some((i, j))) if users_turn => match colour_move(c, (i, j)) {
                Some(End::Left) => Some(i),
                Some(End::Right) => Some(j),
                None => None,
            },
            _ => None,
        };
        let hinted_index = match (self.show_hint && users_turn, best, ends) {
            (true, Some(End::Left), Some((i, _))) => Some(i),
            (true, Some(End::Right), Some((_, j))) => Some(j),
            _ => colour_index,
        };
        // presentation mode: the piles take most of the view, the moves and totals under them
        let clicked = row_ui_in(
            ui,
            table.piles(),
            &|k| PileLook {
                taken_by: taken_by[k],
                just_taken: Some(k) == last,
                clickable: users_turn && ends.is_some_and(|(i, j)| k == i || k == j),
                hinted: Some(k) == hinted_index,
            },
            {
                // room under the piles for the totals, the move buttons and a line of hint,
                // and in Quiz mode the question above the buttons (without it the piles took
                // its height and the buttons went under the status bar at 1024 × 768)
                let button = ui.text_style_height(&egui::TextStyle::Button)
                    + 2.0 * ui.spacing().button_padding.y;
                let row = ui.spacing().interact_size.y.max(button) + ui.spacing().item_spacing.y;
                let ask = if quiz.on && users_turn && practice {
                    crate::ui::kit::quiz::play_ask_text_height(ui, quiz_tr().play_ask_practice)
                        + ui.spacing().item_spacing.y
                } else if quiz.on && users_turn {
                    crate::ui::kit::quiz::play_ask_height(ui) + ui.spacing().item_spacing.y
                } else {
                    0.0
                };
                room - (ui.cursor().top() - top) - 3.0 * row - ask
            },
        );
        let mut chosen = None;
        if let (Some(k), Some((i, _))) = (clicked, ends) {
            chosen = Some(if k == i { End::Left } else { End::Right });
        }
        if let Some(c) = self.colour_hint {
            let (color, name) = colour_look(game_tr(), c);
            ui.horizontal_wrapped(|ui| {
                let kept = game
                    .history
                    .iter()
                    .filter(|m| m.player == self.user)
                    .all(|m| Colour::of(m.index) == c);
                let text = match colour_index {
                    // after the last move there is nothing to take: say how the strategy went
                    _ if game.is_over() && kept => {
                        fill(game_tr().colour_hint_over_kept, &[("colour", &name)])
                    }
                    _ if game.is_over() => {
                        fill(game_tr().colour_hint_over_left, &[("colour", &name)])
                    }
                    Some(k) => fill(game_tr().colour_hint, &[("colour", &name), ("k", &k)]),
                    None if users_turn => fill(game_tr().colour_hint_none, &[("colour", &name)]),
                    None => fill(game_tr().colour_hint, &[("colour", &name), ("k", &"…")]),
                };
                // the colour on a swatch, the words in the text colour: sky blue words were
                // pale on a projector's white (2.3 : 1)
                let side = ui.text_style_height(&egui::TextStyle::Body) * 0.8;
                let (swatch, _) =
                    ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
                ui.painter().rect_filled(swatch, 2.0, color);
                ui.label_cjk(RichText::new(text).strong());
                if ui.small_button(game_tr().colour_hint_off).clicked() {
                    self.colour_hint = None;
                }
            });
        }
        players_legend(ui, you, computer);
        // (in the quiz too: Play opens there once the start cell, the fill order's last, is
        // committed, so what perfect play gives is answered; the totals are the piles taken)
        let (mine, theirs) = match self.user {
            Player::First => game.totals,
            Player::Second => (game.totals.1, game.totals.0),
        };
        totals(ui, you, mine, computer, theirs);

        if let Some((i, j)) = ends.filter(|_| users_turn) {
            if quiz.on && practice {
                // the table filled shows this position's best end: practice, said before the
                // move (not "Your move is scored", then "not scored" after it)
                crate::ui::kit::quiz::play_ask_practice_ui(ui, quiz_tr().play_ask_practice);
            } else if quiz.on {
                // (one pile left: one move, nothing asked)
                crate::ui::kit::quiz::play_ask_of_ui(ui, if i == j { 1 } else { 2 });
            }
            let row = ui.horizontal_wrapped(|ui| {
                ui.label_cjk(game_tr().your_move);
                if ui
                    .button(fill(game_tr().take_left, &[("v", &table.piles()[i])]))
                    .clicked()
                {
                    chosen = Some(End::Left);
                }
                if i != j
                    && ui
                        .button(fill(game_tr().take_right, &[("v", &table.piles()[j])]))
                        .clicked()
                {
                    chosen = Some(End::Right);
                }
            });
            if crate::ui::kit::theme::presentation(ui.ctx()) {
                crate::ui::kit::widgets::keep_in_view_each_turn(
                    ui,
                    &row.response,
                    "stone_play_moves_in_view",
                    game.history.len(),
                );
            }
            if self.show_hint
                && let Some(b) = best
            {
                let end = if b == End::Left {
                    game_tr().left
                } else {
                    game_tr().right
                };
                let (mine, theirs) = match self.user {
                    Player::First => game.totals,
                    Player::Second => (game.totals.1, game.totals.0),
                };
                let rest = game.value_now(table).unwrap_or(0);
                ui.label_cjk(RichText::new(hint_text(end, rest, mine, theirs)).color(
                    // the hint's yellow, darkened to 4.5 : 1 on a light panel
                    crate::ui::kit::theme::text_colour(ui.visuals(), palette::DEPENDENCY),
                ));
            }
        } else if !game.is_over() {
            ui.horizontal(|ui| {
                crate::ui::kit::widgets::calm_spinner(ui);
                ui.label_cjk(tr.computer_thinking);
            });
        }

        if quiz.on {
            if let Some(fb) = &self.quiz_feedback {
                feedback_ui(ui, fb);
            }
        } else if let Some(m) = &self.last_user_move {
            let best = if m.best == End::Left {
                game_tr().left
            } else {
                game_tr().right
            };
            let text = if m.cost == 0 {
                game_tr().feedback_best.to_string()
            } else {
                fill(
                    game_tr().feedback_cost,
                    &[("best", &best), ("cost", &m.cost)],
                )
            };
            let color = if m.cost == 0 {
                palette::WIN_A
            } else {
                palette::WIN_B
            };
            ui.label_cjk(RichText::new(text).color(color));
        }

        if let Some(end) = chosen {
            if quiz.on {
                self.quiz_move(quiz, table, end);
            } else {
                self.user_move(table, end);
            }
        }

        if game.is_over() && quiz.on {
            play_over_tally_ui(ui, self.quiz_tally);
        }
        if game.is_over() {
            let (mine, theirs) = match self.user {
                Player::First => game.totals,
                Player::Second => (game.totals.1, game.totals.0),
            };
            let optimal = table.outcome();
            let guaranteed = match self.user {
                Player::First => optimal.first,
                Player::Second => optimal.second,
            };
            let (text, color) = match mine.cmp(&theirs) {
                std::cmp::Ordering::Greater => (tr.you_win, palette::WIN_A),
                std::cmp::Ordering::Less => (tr.computer_wins, palette::WIN_B),
                std::cmp::Ordering::Equal => (game_tr().tie, palette::DRAW),
            };
            // "2 to −3", not "2 – -3" (a dash beside a minus sign; s2 stop 42)
            let signed = |v: i64| v.to_string().replace('-', "\u{2212}");
            let line = fill(
                game_tr().play_final,
                &[
                    ("result", &text),
                    ("mine", &signed(mine)),
                    ("theirs", &signed(theirs)),
                ],
            );
            widgets::pill(ui, &line, color);
            if mine == theirs {
                ui.label_cjk(RichText::new(game_tr().tie_rule).small());
            }
            ui.label_cjk(fill(
                game_tr().game_over_best,
                &[("best", &guaranteed), ("got", &mine)],
            ));
        }
    }
}

/// The hint: the best end, and what "ahead" means, on the piles that are left (`rest`, the net
/// score of perfect play from here) and over the whole game (`mine` and `theirs` taken so far).
pub fn hint_text(end: &str, rest: i64, mine: i64, theirs: i64) -> String {
    let t = game_tr();
    let rest_text = match rest.cmp(&0) {
        std::cmp::Ordering::Greater => fill(t.hint_rest_more, &[("v", &rest)]),
        std::cmp::Ordering::Less => fill(t.hint_rest_less, &[("v", &rest.unsigned_abs())]),
        std::cmp::Ordering::Equal => t.hint_rest_same.to_string(),
    };
    let whole = (mine as i128) - (theirs as i128) + (rest as i128);
    let whole_text = match whole.cmp(&0) {
        std::cmp::Ordering::Greater => fill(t.hint_whole_ahead, &[("d", &whole)]),
        std::cmp::Ordering::Less => fill(t.hint_whole_behind, &[("d", &whole.unsigned_abs())]),
        std::cmp::Ordering::Equal => t.hint_whole_level.to_string(),
    };
    fill(
        t.hint_text,
        &[("end", &end), ("rest", &rest_text), ("whole", &whole_text)],
    )
}

/// The side whose colour a pile taken by `mover` wears when the student plays `user`: the
/// student's piles have the first colour (the legend's "You"), the computer's the second.
pub fn colour_side(user: Player, mover: Player) -> Player {
    if mover == user {
        Player::First
    } else {
        Player::Second
    }
}

/// The name of an end ("left", "right").
fn side(end: End) -> &'static str {
    match end {
        End::Left => game_tr().left,
        End::Right => game_tr().right,
    }
}

/// The end line's count of `log` (the user's moves of this game, [`PlayView::quiz_log`]).
fn tally_of(log: &[Option<(bool, bool)>]) -> MoveTally {
    let mut tally = MoveTally::default();
    for mark in log {
        match mark {
            Some((best, again)) => {
                tally.record(*best);
                tally.again += u32::from(*again);
            }
            None => tally.skip(),
        }
    }
    tally
}
