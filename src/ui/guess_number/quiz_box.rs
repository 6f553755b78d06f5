//! Quiz mode in the Guess Number table: the intervals are asked by length (one number costs 0
//! and is given); the student types `dp[i][j]` or picks the best first guess `k`; a wrong answer
//! opens the inspector on the cell with every guess and its cost. Cells are 1-based `(i, j)` as
//! in the table view; the [`FillQuiz`] works on 0-based `(i - 1, j - 1)`.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{RichText, Ui};

use crate::games::guess_number::GuessTable;
use crate::i18n::quiz::tr as quiz_tr;
use crate::i18n::{Both, fill};
use crate::quiz::guess_number::move_options;
use crate::quiz::{Answer, FillQuiz, Kind, Step, check_move, check_value, parse_number};
use crate::ui::kit::quiz::{Feedback, Quiz, answer_field, feedback_ui};
use crate::ui::kit::widgets;

/// The table quiz of the Guess Number tab.
#[derive(Debug, Clone, Default)]
pub struct TableQuiz {
    /// The questions, built for `n`.
    pub fill: Option<FillQuiz>,
    /// The cells given besides the base cases (shown before), as they were when the questions
    /// were built.
    pub given: Given,
    /// The typed value.
    pub input: String,
    /// The typed best guess.
    pub guess_input: String,
    /// The feedback on the last answer.
    pub feedback: Option<Feedback>,
}

/// The cells of a table quiz that were shown before and are given besides the base cases:
/// `dp[i][j]` depends only on `i` and `j`, so a cell on screen in a table of any `n` (with Quiz
/// mode off, or answered, revealed or given in a quiz) is the same cell in every table.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Given {
    /// The columns `j <=` this (1-based) were all shown (0: none).
    pub upto: usize,
    /// Other cells `(i, j)` (1-based, `i < j`, `j > upto`) shown, sorted.
    pub cells: Vec<(usize, usize)>,
}

impl Given {
    /// Whether `dp[i][j]` (1-based) is given: a base case or a cell shown before.
    pub fn has(&self, i: usize, j: usize) -> bool {
        i == j || j <= self.upto || self.cells.binary_search(&(i, j)).is_ok()
    }

    /// How many cells of a table of `n` numbers are asked (neither base cases nor given).
    pub fn asked(&self, n: usize) -> usize {
        let col = |j: usize| j * j.saturating_sub(1) / 2;
        let extra = self.cells.iter().filter(|&&(_, j)| j <= n).count();
        (col(n) - col(self.upto.min(n))).saturating_sub(extra)
    }

    /// The given cells besides the columns, named (`dp[9][11], dp[10][11]`; at most 6, then
    /// "…").
    pub fn cells_named(&self) -> String {
        let sep = crate::i18n::tr().list_sep;
        let mut names: Vec<String> = self
            .cells
            .iter()
            .take(6)
            .map(|(i, j)| format!("dp[{i}][{j}]"))
            .collect();
        if self.cells.len() > 6 {
            names.push("…".to_string());
        }
        names.join(sep)
    }
}

/// Every interval of `1..=n` by length (0-based cells).
fn by_length(n: usize) -> Vec<(usize, usize)> {
    let mut cells = Vec::with_capacity(n * (n + 1) / 2);
    for d in 0..n {
        for i in 0..n - d {
            cells.push((i, i + d));
        }
    }
    cells
}

impl TableQuiz {
    /// Forget the questions (a new result).
    pub fn reset(&mut self) {
        *self = TableQuiz::default();
    }

    /// The questions for a table of `n` numbers whose cells `given()` are given, built once for
    /// each `n`: what was given stays while its quiz lasts (its own answers are not taken back
    /// as given; the tab drops the quiz when the content changes).
    pub fn ensure(&mut self, n: usize, given: impl FnOnce() -> Given) {
        if self.fill.as_ref().map(|f| f.n()) != Some(n) {
            let mut given = given();
            if given.upto >= n {
                given = Given::default();
            }
            given.cells.retain(|&(i, j)| i < j && j <= n);
            let has = |i: usize, j: usize| given.has(i + 1, j + 1);
            self.fill = Some(FillQuiz::new(n, &by_length(n), has));
            self.given = given;
            self.input.clear();
            self.guess_input.clear();
            self.feedback = None;
        }
    }

    /// True when cell `dp[i][j]` (1-based) may be shown.
    pub fn shown(&self, i: usize, j: usize) -> bool {
        self.fill
            .as_ref()
            .is_none_or(|q| i >= 1 && j >= 1 && q.shown(i - 1, j - 1))
    }

    /// Tell the tab's tally how many of the table's questions are not settled yet (every frame
    /// while the quiz is on, whichever pane is shown: the set's count is the table's).
    pub fn tell_left(&self, quiz: &mut Quiz) {
        if let Some(f) = &self.fill {
            quiz.tally.questions_left(f.unsettled());
        }
    }

    /// True once the start cell `dp[1][n]` (its cost and best first guess) of a table of `n`
    /// numbers was answered (or its answer shown): Quiz mode's gate on Play waits for it.
    /// False before the quiz was built.
    pub fn start_committed(&self, n: usize) -> bool {
        self.fill.as_ref().is_some_and(|q| q.start_committed(n))
    }

    /// True once every cell of the quiz of a table of `n` numbers is committed (answered or its
    /// answer shown): the result hides no question any more.
    pub fn all_committed(&self, n: usize) -> bool {
        self.fill
            .as_ref()
            .is_some_and(|q| q.n() == n && q.is_done())
    }

    /// The cell asked now (1-based).
    pub fn current(&self) -> Option<(usize, usize)> {
        self.fill
            .as_ref()
            .and_then(|q| q.current())
            .map(|(r, c)| (r + 1, c + 1))
    }

    /// Answer the current cell with a typed cost (`guess: false`) or best guess (`guess: true`);
    /// scores in `quiz`; returns the cell to open in the inspector after a wrong answer.
    pub fn answer(
        &mut self,
        quiz: &mut Quiz,
        table: &GuessTable,
        text: &str,
        guess: bool,
    ) -> Option<(usize, usize)> {
        let (i, j) = self.current()?;
        if self.fill.as_ref().is_some_and(|f| f.is_revealed()) {
            return None;
        }
        let typed = match parse_number(text) {
            Ok(v) => v,
            Err(e) => {
                self.feedback = Some(Feedback::refused_keeping(self.feedback.take(), &e));
                return None;
            }
        };
        let (right, wrong_text) = if guess {
            let k = usize::try_from(typed).ok().filter(|k| (i..=j).contains(k));
            let Some(k) = k else {
                self.feedback = Some(Feedback::Refused(Both::new(|| {
                    fill(quiz_tr().guess_k_out, &[("lo", &i), ("hi", &j)])
                })));
                return None;
            };
            match check_move(&move_options(table, i, j), k)? {
                Answer::Right => (true, None),
                Answer::Wrong(miss) => (
                    false,
                    Some(Both::new(|| {
                        fill(
                            quiz_tr().guess_wrong_k,
                            &[
                                ("k", &k),
                                ("cost", &miss.played.detail),
                                ("best", &miss.best[0].mv),
                                ("min", &miss.best[0].detail),
                            ],
                        )
                    })),
                ),
            }
        } else {
            let expected = i128::from(table.cost(i, j)?);
            match check_value(typed, expected) {
                Answer::Right => (true, None),
                Answer::Wrong(m) => (
                    false,
                    Some(Both::new(|| {
                        fill(
                            quiz_tr().wrong_value,
                            &[("typed", &m.typed), ("expected", &m.expected)],
                        )
                    })),
                ),
            }
        };
        let fill_quiz = self.fill.as_mut()?;
        let (step, settled) = fill_quiz.commit(right)?;
        if let Some(verdict) = settled {
            quiz.settle_named(Kind::Cell, verdict, || format!("dp[{i}][{j}]"));
        }
        self.input.clear();
        self.guess_input.clear();
        self.show(quiz, table, (i, j), step, wrong_text)
    }

    /// The Hint button: the next hint for the current cell (after the last one, its answer).
    pub fn hint(&mut self, quiz: &mut Quiz, table: &GuessTable) -> Option<(usize, usize)> {
        let cell = self.current()?;
        let (step, settled) = self.fill.as_mut()?.hint()?;
        if let Some(verdict) = settled {
            quiz.settle_named(Kind::Cell, verdict, || {
                format!("dp[{}][{}]", cell.0, cell.1)
            });
        }
        self.show(quiz, table, cell, step, None)
    }

    /// The feedback of a step at `dp[i][j]` (`wrong`: what the wrong answer that led to it
    /// shows); returns the cell to open in the inspector once its answer is shown.
    fn show(
        &mut self,
        quiz: &mut Quiz,
        table: &GuessTable,
        (i, j): (usize, usize),
        step: Step,
        wrong: Option<Both>,
    ) -> Option<(usize, usize)> {
        // the why (and hint 2) prints every guess's cost with the least: the best first guess
        // on i..=j is shown, and Play's guess there is practice ("8 + max(10, 10)" then Play
        // scored a guess of 5 on 1..11 wrong)
        if i < j && !matches!(step, Step::Hint(1)) {
            quiz.mark_move_shown_in((i, j), Both::new(|| format!("dp[{i}][{j}]")));
        }
        match step {
            Step::Right { .. } => {
                quiz.tally.question_over();
                self.feedback = Some(Feedback::right_why(
                    quiz,
                    Both::new(|| right_why(table, i, j)),
                ));
                None
            }
            Step::Hint(k) => {
                let after_wrong = wrong.is_some();
                // hints used are the hints pressed for (one shown after a wrong answer is not)
                if !after_wrong {
                    quiz.hint_used(Kind::Cell);
                }
                let wrong_line = crate::ui::kit::quiz::hint_wrong_line(quiz);
                self.feedback = Some(Feedback::Hint(Both::new(|| {
                    let template = if after_wrong {
                        wrong_line()
                    } else {
                        quiz_tr().hint_shown
                    };
                    let hint = hint_text(table, i, j, k);
                    fill(template, &[("k", &k), ("hint", &hint)])
                })));
                None
            }
            Step::Answer => {
                quiz.tally.question_over();
                let expected = table.cost(i, j).unwrap_or(0);
                let head = wrong.unwrap_or_else(|| {
                    Both::new(|| fill(quiz_tr().the_answer, &[("expected", &expected)]))
                });
                self.feedback = Some(Feedback::Wrong(Both::new(|| {
                    format!("{} {}", head.get(), right_why(table, i, j))
                })));
                Some((i, j))
            }
        }
    }

    /// The quiz box (top of the inspector); returns a cell to select.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        quiz: &mut Quiz,
        table: &GuessTable,
    ) -> Option<(usize, usize)> {
        let q = quiz_tr();
        let Some(f) = self.fill.as_ref() else {
            widgets::heading(ui, q.quiz);
            return None;
        };
        let (done, total) = f.progress();
        let revealed = f.is_revealed();
        // the counter beside the heading (a row of its own pushed the answer rows down)
        crate::ui::kit::quiz::heading_with_progress(
            ui,
            self.current()
                .map(|_| fill(q.progress, &[("k", &(done + 1)), ("total", &total)])),
        );
        quiz.tally.questions_left(f.unsettled());
        let mut select = None;
        match self.current() {
            Some((i, j)) => {
                ui.label_cjk(RichText::new(fill(q.guess_ask, &[("i", &i), ("j", &j)])).strong());
                if revealed {
                    if ui.button(q.next_cell).clicked() {
                        if let Some(f) = self.fill.as_mut() {
                            f.next();
                        }
                        self.feedback = None;
                    }
                } else {
                    if answer_field(ui, "guess_quiz_answer", &mut self.input) {
                        let text = self.input.clone();
                        select = self.answer(quiz, table, &text, false);
                    }
                    // Hint on the row of "…or the best first guess k:" (below the two answer
                    // rows it fell out of the pane in presentation mode at 1024 × 740 when a
                    // practice line stood above the table)
                    let hint = ui
                        .horizontal_wrapped(|ui| {
                            ui.label_cjk(q.guess_or_k);
                            crate::ui::kit::quiz::hint_button(ui, true, true).clicked()
                        })
                        .inner;
                    if hint {
                        select = self.hint(quiz, table);
                    }
                    if answer_field(ui, "guess_quiz_k", &mut self.guess_input) {
                        let text = self.guess_input.clone();
                        select = self.answer(quiz, table, &text, true);
                    }
                }
            }
            None => {
                ui.label_cjk(q.table_done);
                if ui
                    .button(q.start_again)
                    .on_hover_text(q.start_again_tip)
                    .clicked()
                {
                    // the questions again from the first, and the score from zero
                    if let Some(f) = self.fill.as_mut() {
                        f.restart();
                    }
                    quiz.tally.reset();
                    self.feedback = None;
                }
            }
        }
        if let Some(fb) = &self.feedback {
            feedback_ui(ui, fb);
        }
        let mut given = if self.given.upto > 0 {
            fill(q.guess_given_upto, &[("shown", &self.given.upto)])
        } else {
            q.base_given.to_string()
        };
        if !self.given.cells.is_empty() {
            given.push(' ');
            given.push_str(&fill(
                q.guess_given_cells,
                &[
                    ("count", &self.given.cells.len()),
                    ("cells", &self.given.cells_named()),
                ],
            ));
        }
        ui.label_cjk(RichText::new(given).small().weak());
        ui.separator();
        select
    }
}

/// The line of the recurrence behind `dp[i][j]` (1-based) with its numbers, on one line: the
/// inspector's formula (`dp[1][3] = min(1 + max(0, 2), 2 + max(1, 3), …) = min(3, 2, …) = 2`).
pub(crate) fn right_why(table: &GuessTable, i: usize, j: usize) -> String {
    use super::table_view::{Explain, explain_cell};
    let formulas: Vec<String> = explain_cell(crate::i18n::guess_number::tr(), table, i, j)
        .into_iter()
        .filter(|e| matches!(e, Explain::Formula(_)))
        .map(|e| e.text())
        .collect();
    // the symbolic line's head, then the numeric lines (the symbolic terms are long)
    let line = match formulas.as_slice() {
        [_, numeric, totals, ..] => format!("dp[{i}][{j}] {} {}", numeric.trim(), totals.trim()),
        [only] => only.trim().to_string(),
        _ => String::new(),
    };
    fill(quiz_tr().right_why, &[("why", &line)])
}

/// Hint `k` for `dp[i][j]` (1-based): 1 names what it reads, 2 gives every guess's numbers.
pub(crate) fn hint_text(table: &GuessTable, i: usize, j: usize, k: u8) -> String {
    use super::table_view::{Explain, explain_cell};
    let q = quiz_tr();
    if k <= 1 {
        return fill(q.guess_hint1, &[("i", &i), ("j", &j)]);
    }
    // the numeric line of the inspector's formula, without the totals
    let terms = explain_cell(crate::i18n::guess_number::tr(), table, i, j)
        .into_iter()
        .filter(|e| matches!(e, Explain::Formula(_)))
        .nth(1)
        .map(|e| e.text().trim().trim_start_matches('=').trim().to_string())
        .unwrap_or_default();
    fill(q.guess_hint2, &[("terms", &terms)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::fill::CellState;

    /// After the n = 10 table, the n = 12 exercise gives its columns j <= 10 (and the base
    /// cases) and asks the 21 cells of columns 11 and 12, by length; dp[1][12] is the last.
    #[test]
    fn the_columns_shown_before_are_given_and_the_rest_asked_by_length() {
        let cols = |upto| {
            move || Given {
                upto,
                cells: vec![],
            }
        };
        let mut q = TableQuiz::default();
        q.ensure(12, cols(10));
        let f = q.fill.as_ref().unwrap();
        assert_eq!(f.progress(), (0, 21));
        for i in 0..12 {
            for j in i..12 {
                let given = i == j || j < 10;
                assert_eq!(f.state(i, j) == CellState::Given, given, "({i}, {j})");
                // shown: the given cells only (the first asked one is not revealed)
                assert_eq!(f.shown(i, j), given, "({i}, {j})");
            }
        }
        // by length: dp[10][11] (length 2) first, dp[1][12] last
        assert_eq!(q.current(), Some((10, 11)));
        let f = q.fill.as_mut().unwrap();
        let mut asked = Vec::new();
        while let Some(c) = f.current() {
            asked.push(c);
            f.commit(true);
        }
        assert_eq!(asked.len(), 21);
        assert!(asked.windows(2).all(|w| w[0].1 - w[0].0 <= w[1].1 - w[1].0));
        assert_eq!(asked.last(), Some(&(0, 11)));
        assert!(q.start_committed(12));
        // Start again: the same cells given, the same 21 asked
        q.fill.as_mut().unwrap().restart();
        q.ensure(12, cols(10));
        assert_eq!(q.fill.as_ref().unwrap().progress(), (0, 21));
        assert_eq!(q.current(), Some((10, 11)));
        // the same n: what was given stays (its quiz is not rebuilt)
        q.ensure(12, cols(0));
        assert_eq!(q.fill.as_ref().unwrap().progress(), (0, 21));
        // a table no larger than the columns shown gives nothing but its base cases
        q.ensure(8, cols(10));
        assert_eq!(
            (q.given.upto, q.fill.as_ref().unwrap().progress()),
            (0, (0, 28))
        );
        // single cells shown before are given too, and not asked
        q.reset();
        q.ensure(12, || Given {
            upto: 10,
            cells: vec![(9, 11), (10, 11), (3, 13)],
        });
        let f = q.fill.as_ref().unwrap();
        assert_eq!(f.progress(), (0, 19));
        assert_eq!(f.state(8, 10), CellState::Given);
        assert_eq!(q.given.cells, vec![(9, 11), (10, 11)]);
        assert_eq!(q.given.asked(12), 19);
    }
}
