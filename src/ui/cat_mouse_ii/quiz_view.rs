//! Quiz mode's outcome question for Cat and Mouse II: a position (mouse, cat, who moves) is shown
//! on the grid without values; the student picks who wins under the 1000-move rule; a wrong
//! pick is explained with the solver's reason. The question and its checking are
//! [`crate::quiz::outcome::cat_mouse_ii`]'s.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{RichText, Sense, Ui};

use super::CatMouseIISolved;
use super::board;
use super::texts::{cell_name, dest_name, mover_cell, turn_name, value_text, value_text_from_here};
use crate::games::cat_mouse_ii::{Grid, Position};
use crate::games::rng::SplitMix64;
use crate::i18n::fill;
use crate::i18n::quiz::tr as quiz_tr;
use crate::quiz::Tries;
use crate::quiz::outcome::Committed;
use crate::quiz::outcome::cat_mouse_ii::{Reason, Winner, pick_position, reason, winner};
use crate::ui::kit::quiz::{Feedback, Quiz, feedback_ui};
use crate::ui::kit::quiz_pending::{OutcomeAsked, OutcomeGame, outcome_shown};

/// State of the outcome question.
#[derive(Debug, Clone)]
pub struct QuizView {
    /// The position asked about.
    pub position: Option<Position>,
    /// The winner, once the question is over (answered right, or the answer shown).
    pub picked: Option<Winner>,
    /// Wrong picks so far (their buttons are off).
    pub wrong_picks: Vec<Winner>,
    /// The tries at the question (graded hints).
    pub tries: Tries,
    /// The verdict on the pick.
    pub feedback: Option<Feedback>,
    /// The positions whose winner was answered or shown (hint 2 and Play's gate read it).
    pub committed: Committed<Position>,
    rng: SplitMix64,
    for_rev: Option<u64>,
}

impl Default for QuizView {
    fn default() -> Self {
        QuizView {
            position: None,
            picked: None,
            wrong_picks: Vec::new(),
            tries: Tries::default(),
            feedback: None,
            committed: Committed::default(),
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
        // a move that loses at once is no "defence"
        Reason::EveryMoveLoses { to, moves } => fill(
            if moves <= 1 {
                q.reason_loses_at_once
            } else {
                q.reason_loses
            },
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

pub(super) fn winner_text(w: Winner) -> &'static str {
    match w {
        Winner::Mouse => quiz_tr().mouse_wins,
        Winner::Cat => quiz_tr().cat_wins,
    }
}

impl QuizView {
    /// A new question: no pick, no wrong picks, no tries, no feedback yet.
    fn reset_question(&mut self) {
        self.picked = None;
        self.wrong_picks.clear();
        self.tries = Tries::default();
        self.feedback = None;
    }

    /// Ask about another position. The last question of a set is the start position while
    /// its winner is still open: Play opens once the start is committed, and a set of 10
    /// that never asked it left Play locked ("answer the start position first").
    pub fn next_question(&mut self, solved: &CatMouseIISolved, quiz: &Quiz) {
        let sol = &solved.solution;
        let start = sol.start();
        let last_of_set = quiz.tally.set_place().is_some_and(|(k, n)| k >= n);
        let askable = sol.is_complete()
            && start.mouse != start.cat
            && sol.value(start).is_some()
            && sol.best_move(start).is_some();
        self.position = if last_of_set
            && askable
            && self.position != Some(start)
            && !self.is_committed(solved, start)
        {
            Some(start)
        } else {
            // past the positions an earlier why settled (asked, they are practice)
            let mut pos = pick_position(sol, &mut self.rng, self.position);
            for _ in 0..64 {
                match pos {
                    Some(p) if outcome_shown(quiz, solved, p) => {
                        pos = pick_position(sol, &mut self.rng, Some(p));
                    }
                    _ => break,
                }
            }
            pos
        };
        self.reset_question();
    }

    /// Ask about `pos` now (Play's gate: the start position), in the game of `solved`.
    pub fn ask(&mut self, solved: &CatMouseIISolved, pos: Position) {
        self.for_rev = Some(solved.rev);
        self.position = Some(pos);
        self.reset_question();
    }

    /// True when the winner of `pos` in the game of `solved` was answered or shown.
    pub fn is_committed(&self, solved: &CatMouseIISolved, pos: Position) -> bool {
        self.committed.contains(solved.rev, &pos)
    }

    /// The student picks `w` for the position asked: right ends the question, wrong shows the
    /// answer and why (two choices: no retry). Scored once.
    pub fn pick(&mut self, quiz: &mut Quiz, solved: &CatMouseIISolved, w: Winner) {
        let Some(pos) = self.position else { return };
        if self.picked.is_some() || self.wrong_picks.contains(&w) {
            return;
        }
        let asked = OutcomeAsked {
            pos,
            tries: &mut self.tries,
            committed: &mut self.committed,
            why: true,
        };
        if let Some((feedback, over)) = asked.pick(quiz, solved, w) {
            if !over {
                self.wrong_picks.push(w);
            }
            self.feedback = Some(feedback);
            self.picked = over
                .then(|| solved.solution.value(pos).map(winner))
                .flatten();
        }
    }

    /// The Hint button: the next hint (after the last, the answer).
    pub fn hint(&mut self, quiz: &mut Quiz, solved: &CatMouseIISolved) {
        let Some(pos) = self.position else { return };
        if self.picked.is_some() {
            return;
        }
        let asked = OutcomeAsked {
            pos,
            tries: &mut self.tries,
            committed: &mut self.committed,
            why: true,
        };
        if let Some((feedback, over)) = asked.hint(quiz, solved) {
            self.feedback = Some(feedback);
            self.picked = over
                .then(|| solved.solution.value(pos).map(winner))
                .flatten();
        }
    }

    /// Draw the question.
    pub fn ui(&mut self, ui: &mut Ui, solved: &CatMouseIISolved, quiz: &mut Quiz) {
        let q = quiz_tr();
        if self.for_rev != Some(solved.rev) {
            self.for_rev = Some(solved.rev);
            self.position = None;
        }
        if self.position.is_none() {
            self.next_question(solved, quiz);
        }
        let Some(pos) = self.position else {
            ui.label_cjk(q.no_position);
            return;
        };
        let sol = &solved.solution;
        let grid = sol.grid();
        ui.label_cjk(RichText::new(q.outcome_ask).strong());
        ui.label_cjk(fill(
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
                let open = !answered && !self.wrong_picks.contains(&w);
                if ui.add_enabled(open, button).clicked() {
                    pick = Some(w);
                }
            }
            if !answered && crate::ui::kit::quiz::hint_button(ui, true, true).clicked() {
                self.hint(quiz, solved);
            }
            if answered && ui.button(q.next_position).clicked() {
                self.next_question(solved, quiz);
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
            ui.label_cjk(RichText::new(value_text(v)).small());
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

/// The outcome quiz of 1728 as the shared question asks it (here and in Play, before the
/// computer replies): who wins, two choices.
impl OutcomeGame for CatMouseIISolved {
    type Pos = Position;
    type Outcome = Winner;

    fn rev(&self) -> u64 {
        self.rev
    }

    fn outcome(&self, pos: Position) -> Option<Winner> {
        self.solution.value(pos).map(winner)
    }

    fn two_choices(&self) -> bool {
        true
    }

    fn report_name(&self, pos: Position) -> String {
        position_name(self.solution.grid(), pos)
    }

    fn outcome_words(&self, w: Winner) -> String {
        winner_text(w).to_string()
    }

    fn why(&self, pos: Position) -> String {
        let sol = &self.solution;
        reason(sol, pos)
            .map(|r| reason_text(sol.grid(), r, pos))
            .unwrap_or_default()
    }

    fn hint(&self, committed: &Committed<Position>, pos: Position, k: u8) -> String {
        hint_text(self, committed, pos, k)
    }

    fn why_settles(&self, pos: Position) -> (bool, Vec<Position>) {
        let sol = &self.solution;
        match reason(sol, pos) {
            // "the mouse wins by moving to (2,1)": that move, and the position it reaches
            Some(Reason::Wins { to, .. } | Reason::Endless { to }) => (true, vec![after(pos, to)]),
            // "every move of the cat loses": every position a move reaches
            Some(Reason::EveryMoveLoses { .. }) => (
                false,
                crate::quiz::cat_mouse_ii::move_options(sol, pos)
                    .iter()
                    .map(|o| after(pos, o.mv))
                    .collect(),
            ),
            _ => (false, Vec::new()),
        }
    }
}

/// The position after the mover of `pos` goes to cell `to`.
fn after(pos: Position, to: usize) -> Position {
    use crate::games::cat_mouse_ii::Turn;
    match pos.turn {
        Turn::Mouse => Position {
            mouse: to,
            cat: pos.cat,
            turn: Turn::Cat,
        },
        Turn::Cat => Position {
            mouse: pos.mouse,
            cat: to,
            turn: Turn::Mouse,
        },
    }
}

/// Hint `k` for `pos`: 1 names the mover's moves (the positions the winner reads), 2 gives
/// the value of each (the solver's) whose winner is no open question: a position that ends the
/// game, or one `committed` (answered or shown). Where some are open (all of them at the
/// first question), each position they reach is named with the rule that decides from them,
/// not "not answered yet" alone (issue 23).
fn hint_text(
    solved: &CatMouseIISolved,
    committed: &Committed<Position>,
    pos: Position,
    k: u8,
) -> String {
    let sol = &solved.solution;
    if k <= 1 {
        return hint_text_of(sol, pos, k);
    }
    let q = quiz_tr();
    let grid = sol.grid();
    let from = mover_cell(pos);
    let food = grid.food();
    let options = crate::quiz::cat_mouse_ii::move_options(sol, pos);
    let list = options
        .iter()
        .map(|o| {
            let next = match pos.turn {
                crate::games::cat_mouse_ii::Turn::Mouse => Position {
                    mouse: o.mv,
                    cat: pos.cat,
                    turn: crate::games::cat_mouse_ii::Turn::Cat,
                },
                crate::games::cat_mouse_ii::Turn::Cat => Position {
                    mouse: pos.mouse,
                    cat: o.mv,
                    turn: crate::games::cat_mouse_ii::Turn::Mouse,
                },
            };
            let ends = next.mouse == next.cat || next.mouse == food || next.cat == food;
            (o, next, ends || committed.contains(solved.rev, &next))
        })
        .collect::<Vec<_>>();
    let to = |o: &crate::quiz::MoveOption<usize, crate::games::cat_mouse_ii::Value>| {
        dest_name(grid, from, o.mv)
    };
    if list.iter().all(|(_, _, known)| *known) {
        let list = list
            .iter()
            .map(|(o, _, _)| format!("{} → {}", to(o), value_text_from_here(o.detail)))
            .collect::<Vec<_>>()
            .join(q.list_sep);
        return fill(q.cm_hint2, &[("list", &list)]);
    }
    // (some are open questions, all of them at the first question: each position named, and
    // the rule that decides from them, rather than "not answered yet" alone; a line each, the
    // note on open ones once: one paragraph with the note five times was hard to read, s1
    // stop 44b)
    let mut lines = vec![q.cm_hint2_head.to_string()];
    for (o, next, known) in &list {
        let at = fill(
            q.start_position,
            &[
                ("m", &cell_name(grid, next.mouse)),
                ("c", &cell_name(grid, next.cat)),
                ("who", &turn_name(next.turn)),
            ],
        );
        lines.push(if *known {
            fill(
                q.cm_hint2_line_known,
                &[
                    ("to", &to(o)),
                    ("pos", &at),
                    ("what", &value_text_from_here(o.detail)),
                ],
            )
        } else {
            fill(q.cm_hint2_line, &[("to", &to(o)), ("pos", &at)])
        });
    }
    lines.push(q.cm_hint2_open.to_string());
    lines.push(fill(
        q.cm2_hint2_rule,
        &[
            ("who", &turn_name(pos.turn)),
            ("other", &turn_name(pos.turn.other())),
        ],
    ));
    lines.join("\n")
}

/// Hint 1 for `pos` (the mover's moves), from the solution (Play's hint 1 asks the same of
/// the position to move from; hint 2 is [`hint_text`]'s, which names only committed winners).
pub(super) fn hint_text_of(
    sol: &crate::games::cat_mouse_ii::Solution,
    pos: Position,
    _k: u8,
) -> String {
    let q = quiz_tr();
    let grid = sol.grid();
    let from = mover_cell(pos);
    let options = crate::quiz::cat_mouse_ii::move_options(sol, pos);
    let who = match pos.turn {
        crate::games::cat_mouse_ii::Turn::Mouse => q.the_mouse,
        crate::games::cat_mouse_ii::Turn::Cat => q.the_cat,
    };
    // staying put is said as such: "can stay at (2, 1) or move to …", not "moves from (2, 1)
    // to (2, 1), staying put, …"
    let stays = options.iter().any(|o| o.mv == from) && options.iter().any(|o| o.mv != from);
    let list = options
        .iter()
        .filter(|o| !stays || o.mv != from)
        .map(|o| dest_name(grid, from, o.mv))
        .collect::<Vec<_>>()
        .join(", ");
    let template = if stays { q.cm_hint1_stay } else { q.cm_hint1 };
    fill(
        template,
        &[
            ("who", &who),
            ("from", &cell_name(grid, from)),
            ("list", &list),
        ],
    )
}

/// "(mouse (1, 2), cat (0, 0), cat to move)": the position as the set's report names it.
fn position_name(grid: &Grid, pos: Position) -> String {
    fill(
        quiz_tr().report_position,
        &[
            ("m", &cell_name(grid, pos.mouse)),
            ("c", &cell_name(grid, pos.cat)),
            ("who", &turn_name(pos.turn)),
        ],
    )
}
