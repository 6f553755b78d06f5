//! Play mode: the user guesses, the computer answers adversarially (the answer that keeps the
//! user's cost highest, [`Adversary`]), and the view compares the money spent with the
//! guaranteed minimum `dp[1][n]`.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{Color32, RichText, Ui};

use crate::games::guess_number::{Adversary, Answer, GuessTable};
use crate::i18n::guess_number::{GuessTexts, tr as game_tr};
use crate::i18n::quiz::tr as quiz_tr;
use crate::i18n::{fill, tr};
use crate::quiz::guess_number::move_options;
use crate::ui::kit::quiz::{
    Feedback, MoveTally, Quiz, feedback_ui, play_hint, play_over_tally_ui, play_wrong_told,
    score_play_move,
};
use crate::ui::kit::tiles::{Tile, board};
use crate::ui::kit::{palette, widgets};

/// Up to this `n` the numbers are offered as buttons; above, the user types the guess.
pub const NUMBER_BUTTONS_MAX: usize = 200;

/// What the user's last guess did to the worst case.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GuessFeedback {
    /// The guess.
    pub guess: usize,
    /// The adversary's answer.
    pub answer: Answer,
    /// Spent plus `dp` of the interval before the guess: the total with perfect play from there.
    pub bound_before: u64,
    /// The same after the guess (never smaller).
    pub bound_after: u64,
    /// The best guess there was (lowest on ties).
    pub best: usize,
}

/// State of a game against the adversary.
#[derive(Debug, Clone, Default)]
pub struct PlayView {
    /// The game, once started.
    pub game: Option<Adversary>,
    /// The number in the guess field.
    pub guess_input: usize,
    /// Show the best guess for the current interval.
    pub show_hint: bool,
    /// Feedback on the last guess.
    pub last: Option<GuessFeedback>,
    /// A refused guess, explained.
    pub error: Option<String>,
    /// Revision of the result the game is played on.
    revision: Option<u64>,
    /// Quiz mode: the verdict on the user's last guess.
    pub quiz_feedback: Option<Feedback>,
    /// Quiz mode: the hints asked for the guess to make now (graded).
    pub quiz_tries: crate::quiz::Tries,
    /// Quiz mode: the user's guesses of this game, and how many were best.
    pub quiz_tally: MoveTally,
}

impl PlayView {
    /// A new solve arrived: a game on the old table cannot go on.
    pub fn on_new_result(&mut self) {
        self.game = None;
        self.last = None;
        self.error = None;
    }

    /// Start a new game on `table`.
    pub fn new_game(&mut self, table: &GuessTable) {
        self.game = Some(Adversary::new(table));
        self.last = None;
        self.error = None;
        self.show_hint = false;
        self.guess_input = table.root().guess;
        self.quiz_feedback = None;
        self.quiz_tries = Default::default();
        self.quiz_tally = MoveTally::default();
    }

    /// Quiz mode: the user guesses `x`, scored against the best guess(es) first.
    pub fn quiz_guess(&mut self, quiz: &mut Quiz, table: &GuessTable, x: usize) {
        let Some(game) = self.game.as_ref().filter(|g| !g.is_over()) else {
            return;
        };
        let (lo, hi) = game.interval();
        let options = move_options(table, lo, hi);
        if let Some((answer, scored, feedback)) = score_play_move(
            quiz,
            &mut self.quiz_tries,
            &options,
            x,
            |o| o.rank,
            (lo, hi),
            true,
        ) {
            // right or not, never which guess was best nor what it costs before its cell is
            // committed: Play opens once dp[1][n], the last of the fill order, is, so the cell
            // of this interval is committed too and the reason may give its numbers
            let right = answer.is_right();
            let forced = !scored;
            if scored {
                self.quiz_tally.record(right);
            }
            let shown = quiz.move_shown((lo, hi));
            // the why that showed it, named ("dp[1][10]"), where one is
            let shown_line = quiz
                .move_shown_in((lo, hi))
                .map(|name| crate::ui::kit::quiz::shown_in_line(false, name));
            self.quiz_feedback = Some(if right || (forced && !shown) {
                feedback
            } else if forced {
                // practice (a why showed this guess's numbers): not scored, and the reason with
                // its numbers still teaches (it said only "Not a best move … not scored")
                Feedback::Wrong(crate::i18n::Both::new(|| {
                    let why = super::quiz_box::hint_text(table, lo, hi, 2);
                    format!(
                        "{} {}",
                        shown_line
                            .as_ref()
                            .map_or(quiz_tr().play_shown_wrong, |l| l.get()),
                        fill(
                            quiz_tr().play_why_cell,
                            &[("i", &lo), ("j", &hi), ("why", &why)],
                        )
                    )
                }))
            } else {
                play_wrong_told(|| {
                    let why = super::quiz_box::hint_text(table, lo, hi, 2);
                    fill(
                        quiz_tr().play_why_cell,
                        &[("i", &lo), ("j", &hi), ("why", &why)],
                    )
                })
            });
        }
        self.user_guess(table, x);
    }

    /// Quiz mode's Hint: hint 1 says what to compare (every guess k: k plus the worse side),
    /// hint 2 gives each guess's numbers from the solver's table, then the best guess. A hint
    /// makes the guess count as hinted once it is made.
    pub fn quiz_hint(&mut self, quiz: &mut Quiz, table: &GuessTable) {
        let Some(game) = self.game.as_ref().filter(|g| !g.is_over()) else {
            return;
        };
        let (lo, hi) = game.interval();
        let best = table.best_guess(lo, hi).unwrap_or(lo);
        let feedback = play_hint(quiz, &mut self.quiz_tries, |step| match step {
            crate::quiz::Step::Hint(1) => super::quiz_box::hint_text(table, lo, hi, 1),
            crate::quiz::Step::Hint(_) => fill(quiz_tr().guess_play_hint2, &[("k", &best)]),
            _ => fill(quiz_tr().guess_play_best, &[("k", &best)]),
        });
        if feedback.is_some() {
            self.quiz_feedback = feedback;
        }
    }

    /// The worst-case total with perfect play from now on: spent + `dp[lo][hi]`.
    pub fn bound(&self, table: &GuessTable) -> Option<u64> {
        let game = self.game.as_ref()?;
        Some(if game.is_over() {
            game.spent()
        } else {
            game.spent() + game.remaining_cost(table)
        })
    }

    /// The user guesses `x`; the adversary answers.
    pub fn user_guess(&mut self, table: &GuessTable, x: usize) {
        let before = self.bound(table);
        let Some(game) = &mut self.game else { return };
        let (lo, hi) = game.interval();
        let best = table.best_guess(lo, hi).unwrap_or(lo);
        match game.guess(table, x) {
            Ok(answer) => {
                self.error = None;
                self.show_hint = false;
                let after = self.bound(table).unwrap_or(0);
                self.last = Some(GuessFeedback {
                    guess: x,
                    answer,
                    bound_before: before.unwrap_or(after),
                    bound_after: after,
                    best,
                });
                if let Some(game) = &self.game
                    && !game.is_over()
                {
                    let (lo, hi) = game.interval();
                    self.guess_input = self.guess_input.clamp(lo, hi);
                }
            }
            Err(e) => self.error = Some(e.to_string()),
        }
    }

    /// Draw the view.
    pub fn ui(&mut self, ui: &mut Ui, table: &GuessTable, revision: u64, quiz: &mut Quiz) {
        let tr = tr();
        let g = game_tr();
        let mut started = false;
        if self.revision != Some(revision) || self.game.is_none() {
            self.revision = Some(revision);
            self.new_game(table);
            started = true;
        }
        if quiz.on {
            self.show_hint = false;
        }
        let present = crate::ui::kit::theme::presentation(ui.ctx());
        // on a projector the rules are folded into a switch on the buttons' line (the presenter
        // tells them): a line of its own took the board's room
        let intro_id = ui.make_persistent_id("guess_play_intro");
        let mut intro = !present || ui.data(|d| d.get_temp(intro_id).unwrap_or(false));
        if !present {
            ui.label_cjk(g.play_intro);
        }
        ui.horizontal(|ui| {
            if ui.button(tr.new_game).clicked() {
                self.new_game(table);
                started = true;
            }
            let playing = self.game.as_ref().is_some_and(|g| !g.is_over());
            // in Quiz mode the hints are graded: what to compare, each guess, the best
            let more = !quiz.on || !self.quiz_tries.is_over();
            let hint = crate::ui::kit::quiz::hint_button(ui, quiz.on, playing && more);
            if hint.clicked() && quiz.on {
                self.quiz_hint(quiz, table);
            } else if hint.clicked() {
                self.show_hint = true;
            }
            if present && ui.toggle_value(&mut intro, g.play_intro_fold).changed() {
                ui.data_mut(|d| d.insert_temp(intro_id, intro));
            }
        });
        if present && intro {
            ui.label_cjk(g.play_intro);
        }
        ui.separator();
        if started && quiz.on {
            // the field starts on the best guess otherwise
            self.guess_input = 1;
        }
        let Some(game) = self.game.clone() else {
            return;
        };
        if crate::ui::kit::theme::presentation(ui.ctx())
            && let Some(numbers) = present_numbers(table.n(), &game)
        {
            self.present_ui(ui, g, table, &game, quiz, numbers);
            return;
        }
        egui::ScrollArea::vertical()
            .id_salt("guess_play_scroll")
            .show(ui, |ui| {
                // in the quiz too: Play opens there once the start cell, the fill order's last,
                // is committed, so what perfect play costs is answered
                self.status_ui(ui, g, table, &game);
                money_bar(ui, g, table, &game);
                ui.add_space(6.0);
                if !game.is_over() {
                    if quiz.on {
                        ui.label_cjk(RichText::new(quiz_tr().play_ask_hints).strong());
                    }
                    self.guess_ui(ui, g, table, &game, quiz);
                }
                if quiz.on
                    && let Some(fb) = &self.quiz_feedback
                {
                    feedback_ui(ui, fb);
                }
                // in the quiz, the quiz's verdict above already judges the guess
                self.feedback_ui(ui, g, !quiz.on);
                if let Some(game) = &self.game {
                    history_ui(ui, g, game);
                    if game.is_over() {
                        ui.add_space(6.0);
                        let (text, color) = end_text(g, game);
                        widgets::pill(ui, &text, color);
                        if quiz.on {
                            play_over_tally_ui(ui, self.quiz_tally);
                        }
                    }
                }
            });
    }

    /// Presentation mode: the numbers as a board of large tiles filling the room (those ruled
    /// out dimmed and captioned with the answer that ruled them out, the hint's guess gold),
    /// the state, the question and the feedback in lines below; nothing scrolls.
    fn present_ui(
        &mut self,
        ui: &mut Ui,
        g: &GuessTexts,
        table: &GuessTable,
        game: &Adversary,
        quiz: &mut Quiz,
        numbers: std::ops::RangeInclusive<usize>,
    ) {
        let room = crate::ui::kit::tiles::room_above(ui, ("guess_play", table.n()), 3, |ui| {
            self.present_lines(ui, g, table, game, quiz);
        });
        if room.height() < 48.0 {
            return;
        }
        let (lo, hi) = game.interval();
        let playing = !game.is_over();
        let hinted = if self.show_hint && playing {
            table.best_guess(lo, hi)
        } else {
            None
        };
        // a number the answers so far have ruled out looks sunk, recedes and says so (a teacher
        // saw 1–6 and 8 look as before once only 10 was left; then, drawn bright, the ruled-out
        // tiles stood out more than the numbers still possible)
        let sunk = ui.visuals().panel_fill;
        let ruled_out = g.ruled_out;
        let tiles: Vec<Tile> = numbers
            .clone()
            .map(|x| {
                let guessed = game.history().iter().find(|(y, _)| *y == x);
                let out = guessed.is_none() && playing && !(lo..=hi).contains(&x);
                let (fill_colour, caption) = match guessed {
                    Some((_, Answer::Correct)) => (Some(palette::WIN_A), g.answer_correct),
                    Some((_, a)) => (Some(palette::PLAYER_A), answer_name(g, *a)),
                    None if Some(x) == hinted => (Some(palette::DEPENDENCY), ""),
                    None if out => (Some(sunk), ruled_out),
                    None => (None, ""),
                };
                Tile {
                    label: x.to_string(),
                    fill: fill_colour,
                    selected: false,
                    caption: caption.to_string(),
                    tip: String::new(),
                    enabled: playing && (lo..=hi).contains(&x),
                    faded: out,
                }
            })
            .collect();
        if let Some(k) = board(ui, room, "guess_play", &tiles) {
            let x = numbers.start() + k;
            if quiz.on {
                self.quiz_guess(quiz, table, x);
            } else {
                self.user_guess(table, x);
            }
        }
    }

    /// Presentation mode's lines under the board: the state in one line, the hint, the quiz's
    /// question and verdict, the feedback, the end.
    fn present_lines(
        &self,
        ui: &mut Ui,
        g: &GuessTexts,
        table: &GuessTable,
        game: &Adversary,
        quiz: &Quiz,
    ) {
        let (lo, hi) = game.interval();
        ui.horizontal_wrapped(|ui| {
            if !game.is_over() {
                ui.label_cjk(g.still_possible);
                let text = if lo == hi {
                    lo.to_string()
                } else {
                    format!("{lo} .. {hi}")
                };
                ui.label_cjk(RichText::new(text).strong().monospace());
                ui.add_space(12.0);
            }
            // (Play opens in the quiz once the start cell is committed, and it is the fill
            // order's last cell: every value shown here is already answered)
            let spent = game.spent().to_string();
            widgets::name_value(ui, g.spent, RichText::new(spent).strong().monospace());
            ui.add_space(12.0);
            let min = game.start_cost().to_string();
            widgets::name_value(
                ui,
                g.guaranteed_minimum,
                RichText::new(format!("dp[1][{}] = {min}", table.n()))
                    .strong()
                    .monospace(),
            );
        });
        if !game.is_over() {
            if quiz.on {
                ui.label_cjk(RichText::new(quiz_tr().play_ask_hints).strong());
            } else if self.show_hint
                && let Some(k) = table.best_guess(lo, hi)
            {
                hint_line(ui, table, lo, hi, k);
            }
        }
        if quiz.on
            && let Some(fb) = &self.quiz_feedback
        {
            feedback_ui(ui, fb);
        }
        if self.error.is_some() || self.last.is_some() {
            // the answer and what the guess cost in one paragraph: the lines' room under the
            // board is taken from the board
            ui.horizontal_wrapped(|ui| self.feedback_ui(ui, g, !quiz.on));
        }
        if game.is_over() {
            let (text, color) = end_text(g, game);
            widgets::pill(ui, &text, color);
            if quiz.on {
                play_over_tally_ui(ui, self.quiz_tally);
            }
        }
    }

    /// The interval left, the money spent and the worst cases.
    fn status_ui(&self, ui: &mut Ui, g: &GuessTexts, table: &GuessTable, game: &Adversary) {
        let (lo, hi) = game.interval();
        // name and value wrap onto the next line in a narrow column (presentation mode on a
        // projector) instead of a grid wider than the column
        let row = |ui: &mut Ui, name: &str, value: String| {
            ui.horizontal_wrapped(|ui| {
                ui.label_cjk(name);
                ui.label_cjk(RichText::new(value).strong().monospace());
            });
        };
        let text = if game.is_over() {
            g.found.to_string()
        } else if lo == hi {
            lo.to_string()
        } else {
            format!("{lo} .. {hi}")
        };
        row(ui, g.still_possible, text);
        // (Play opens in the quiz once the start cell is committed, and it is the fill order's
        // last cell: every value shown here is already answered)
        let spent = game.spent().to_string();
        row(ui, g.spent, spent);
        let min = game.start_cost().to_string();
        row(
            ui,
            g.guaranteed_minimum,
            format!("dp[1][{}] = {min}", table.n()),
        );
        if !game.is_over() {
            let rest = game.remaining_cost(table);
            row(
                ui,
                g.worst_case_now,
                format!(
                    "{} + dp[{lo}][{hi}] = {} + {} = {}",
                    g.spent_short,
                    game.spent(),
                    rest,
                    game.spent() + rest
                ),
            );
        }
    }

    fn guess_ui(
        &mut self,
        ui: &mut Ui,
        g: &GuessTexts,
        table: &GuessTable,
        game: &Adversary,
        quiz: &mut Quiz,
    ) {
        let (lo, hi) = game.interval();
        let best = table.best_guess(lo, hi);
        let hinted = if self.show_hint { best } else { None };
        let n = table.n();
        let mut clicked = None;
        if n <= NUMBER_BUTTONS_MAX {
            ui.label_cjk(g.click_a_number);
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing = egui::vec2(4.0, 4.0);
                for x in 1..=n {
                    let possible = (lo..=hi).contains(&x);
                    let mut button = egui::Button::new(RichText::new(x.to_string()).monospace())
                        .min_size(egui::vec2(34.0, 24.0));
                    if Some(x) == hinted {
                        button = egui::Button::new(
                            RichText::new(x.to_string())
                                .monospace()
                                .color(Color32::BLACK),
                        )
                        .min_size(egui::vec2(34.0, 24.0))
                        .fill(palette::DEPENDENCY);
                    }
                    let resp = ui.add_enabled(possible, button);
                    if resp.clicked() {
                        clicked = Some(x);
                    }
                }
            });
        } else {
            // too many numbers for a button each: one field to type the guess in (the number
            // buttons take Tab and Enter too, so a field beside them would be a second copy)
            ui.horizontal(|ui| {
                ui.add(
                    egui::DragValue::new(&mut self.guess_input)
                        .prefix(g.your_guess_prefix)
                        .range(lo..=hi),
                );
                if ui.button(g.guess_button).clicked() {
                    clicked = Some(self.guess_input);
                }
            });
        }
        if let Some(k) = hinted {
            hint_line(ui, table, lo, hi, k);
        }
        if let Some(x) = clicked {
            if quiz.on {
                self.quiz_guess(quiz, table, x);
            } else {
                self.user_guess(table, x);
            }
        }
    }

    fn feedback_ui(&self, ui: &mut Ui, g: &GuessTexts, judge: bool) {
        if let Some(err) = &self.error {
            ui.colored_label_cjk(ui.visuals().error_fg_color, err);
        }
        let Some(f) = self.last else { return };
        let answer = answer_name(g, f.answer);
        ui.label_cjk(
            RichText::new(fill(
                g.computer_says,
                &[("x", &f.guess), ("answer", &answer)],
            ))
            .strong(),
        );
        let extra = f.bound_after.saturating_sub(f.bound_before);
        let (text, color) = if f.answer == Answer::Correct || !judge {
            (String::new(), palette::WIN_A)
        } else if extra == 0 {
            (
                fill(g.feedback_kept, &[("bound", &f.bound_after)]),
                palette::WIN_A,
            )
        } else {
            (
                fill(
                    g.feedback_extra,
                    &[
                        ("extra", &extra),
                        ("bound", &f.bound_after),
                        ("best", &f.best),
                    ],
                ),
                palette::WIN_B,
            )
        };
        if !text.is_empty() {
            ui.label_cjk(RichText::new(text).color(color));
        }
    }
}

/// Presentation mode's tiles: every number up to [`PRESENT_TILES_MAX`], else those still
/// possible when they are few enough (`None`: the window view's buttons and field).
fn present_numbers(n: usize, game: &Adversary) -> Option<std::ops::RangeInclusive<usize>> {
    if n <= PRESENT_TILES_MAX {
        return Some(1..=n);
    }
    let (lo, hi) = game.interval();
    (!game.is_over() && hi - lo < PRESENT_TILES_MAX).then_some(lo..=hi)
}

/// The most tiles presentation mode draws: every number that has a button in the window view
/// (n = 100 showed 1–51 of its buttons at 1024 × 768, the rest below a scroll the class could
/// not see); the board packs them, the digits at least 18 px up to about a hundred and twenty
/// numbers with the side panel open at 1024 × 768, smaller above.
const PRESENT_TILES_MAX: usize = NUMBER_BUTTONS_MAX;

/// A bar of the money: spent so far, what the worst case may still cost with perfect play,
/// and a mark at the guaranteed minimum.
fn money_bar(ui: &mut Ui, g: &GuessTexts, table: &GuessTable, game: &Adversary) {
    let spent = game.spent();
    let rest = if game.is_over() {
        0
    } else {
        game.remaining_cost(table)
    };
    let min = game.start_cost();
    let top = (spent + rest).max(min).max(1) as f32 * 1.08;
    let width = ui.available_width().min(480.0);
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, 18.0), egui::Sense::hover());
    let x = |v: u64| rect.left() + rect.width() * (v as f32 / top);
    let painter = ui.painter_at(rect.expand(2.0));
    painter.rect_filled(rect, 3.0, ui.visuals().extreme_bg_color);
    let spent_rect = egui::Rect::from_min_max(rect.min, egui::pos2(x(spent), rect.max.y));
    painter.rect_filled(spent_rect, 3.0, palette::PLAYER_A);
    let rest_rect = egui::Rect::from_min_max(
        egui::pos2(x(spent), rect.min.y),
        egui::pos2(x(spent + rest), rect.max.y),
    );
    painter.rect_filled(rest_rect, 0.0, palette::TIE);
    let mx = x(min);
    painter.line_segment(
        [
            egui::pos2(mx, rect.top() - 2.0),
            egui::pos2(mx, rect.bottom() + 2.0),
        ],
        egui::Stroke::new(3.0, palette::DEPENDENCY),
    );
    ui.horizontal_wrapped(|ui| {
        widgets::legend_item(ui, palette::PLAYER_A, &fill(g.bar_spent, &[("v", &spent)]));
        widgets::legend_item(ui, palette::TIE, &fill(g.bar_rest, &[("v", &rest)]));
        widgets::legend_item(ui, palette::DEPENDENCY, &fill(g.bar_min, &[("v", &min)]));
    });
}

/// The adversary's answer in words.
pub fn answer_name(g: &GuessTexts, a: Answer) -> &'static str {
    match a {
        Answer::Lower => g.answer_lower,
        Answer::Higher => g.answer_higher,
        Answer::Correct => g.answer_correct,
    }
}

fn history_ui(ui: &mut Ui, g: &GuessTexts, game: &Adversary) {
    if game.history().is_empty() {
        return;
    }
    ui.add_space(6.0);
    ui.label_cjk(RichText::new(g.history).strong());
    for (k, (x, a)) in game.history().iter().enumerate() {
        let paid = if *a == Answer::Correct { 0 } else { *x };
        ui.label_cjk(
            RichText::new(fill(
                g.history_line,
                &[
                    ("k", &(k + 1)),
                    ("x", x),
                    ("answer", &answer_name(g, *a)),
                    ("paid", &paid),
                ],
            ))
            .monospace(),
        );
    }
}

/// The end-of-game verdict: spent against the guaranteed minimum.
fn end_text(g: &GuessTexts, game: &Adversary) -> (String, Color32) {
    let spent = game.spent();
    let min = game.start_cost();
    if spent <= min {
        (
            fill(g.end_optimal, &[("spent", &spent), ("min", &min)]),
            palette::WIN_A,
        )
    } else {
        (
            fill(
                g.end_more,
                &[("spent", &spent), ("min", &min), ("extra", &(spent - min))],
            ),
            palette::WIN_B,
        )
    }
}

/// A hint colour readable on both themes.
fn text_gold(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode {
        palette::DEPENDENCY
    } else {
        Color32::from_rgb(150, 110, 0)
    }
}

/// The hint's line: the best guess `k` in `lo..=hi`, the worst cost of each side and the
/// interval's cost (the normal and the presentation layout both show it).
fn hint_line(ui: &mut Ui, table: &GuessTable, lo: usize, hi: usize, k: usize) {
    let g = game_tr();
    let left = if k > lo {
        table.cost(lo, k - 1).unwrap_or(0)
    } else {
        0
    };
    let right = table.cost(k + 1, hi).unwrap_or(0);
    ui.label_cjk(
        RichText::new(fill(
            g.hint_text,
            &[
                ("k", &k),
                ("left", &left),
                ("right", &right),
                ("cost", &table.cost(lo, hi).unwrap_or(0)),
            ],
        ))
        .color(text_gold(ui)),
    );
}
