//! Quiz mode in the stone table: the cells of the fill order are asked in turn (the diagonal, one
//! pile, is given); the student types the value the heatmap shows; a wrong answer opens the
//! inspector on the cell with the real numbers. The checking is [`crate::quiz`]'s.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{RichText, Ui};

use super::table_view::HeatMode;
use crate::games::stone::{FillOrder, NetTable, fill_order};
use crate::i18n::quiz::tr as quiz_tr;
use crate::i18n::{Both, fill};
use crate::quiz::{FillQuiz, Kind, Step, parse_number};
use crate::ui::kit::quiz::{Feedback, Quiz, answer_field, feedback_ui};
use crate::ui::kit::widgets;

/// The table quiz of the stone tab.
#[derive(Debug, Clone, Default)]
pub struct TableQuiz {
    /// The questions, built for (n, order).
    pub fill: Option<FillQuiz>,
    built_for: Option<(usize, FillOrder)>,
    /// The cells given besides the diagonal (`i < j`): in a New exercise, those whose piles
    /// were in a row shown before (their values were on screen).
    pub given: Vec<(usize, usize)>,
    /// The typed answer.
    pub input: String,
    /// The feedback on the last answer.
    pub feedback: Option<Feedback>,
}

impl TableQuiz {
    /// Forget the questions (a new result).
    pub fn reset(&mut self) {
        *self = TableQuiz::default();
    }

    /// The questions for a table of `n` piles in `order` (built once), the diagonal and the
    /// cells `given` given.
    pub fn ensure(
        &mut self,
        n: usize,
        order: FillOrder,
        given: &[(usize, usize)],
    ) -> &mut FillQuiz {
        let same_given = self.given == given;
        if self.built_for != Some((n, order)) || self.fill.is_none() || !same_given {
            let mut fill = FillQuiz::new(n, &fill_order(n, order), |i, j| {
                i == j || given.contains(&(i, j))
            });
            self.given = given.to_vec();
            let same_table = same_given && self.built_for.is_some_and(|(m, _)| m == n);
            if let Some(old) = self.fill.as_ref().filter(|_| same_table) {
                // another fill order of the same table: the answered cells stay answered
                fill.keep_answers(old);
                if old.current().is_some() && old.current() == fill.current() {
                    // the question asked is the same: its feedback goes on
                    self.built_for = Some((n, order));
                    return self.fill.insert(fill);
                }
            }
            self.fill = Some(fill);
            self.built_for = Some((n, order));
            self.input.clear();
            self.feedback = None;
        }
        self.fill
            .get_or_insert_with(|| FillQuiz::new(0, &[], |_, _| true))
    }

    /// True when cell `(i, j)`'s value may be shown.
    pub fn shown(&self, i: usize, j: usize) -> bool {
        self.fill.as_ref().is_none_or(|q| q.shown(i, j))
    }

    /// Tell the tab's tally how many of the table's questions are not settled yet (every frame
    /// while the quiz is on, whichever pane is shown: the set's count is the table's).
    pub fn tell_left(&self, quiz: &mut Quiz) {
        if let Some(f) = &self.fill {
            quiz.tally.questions_left(f.unsettled());
        }
    }

    /// True once the start cell `dp[0][n-1]` of a table of `n` piles was answered (or its
    /// answer shown): Quiz mode's gate on Play waits for it. False before the quiz was built.
    pub fn start_committed(&self, n: usize) -> bool {
        self.fill.as_ref().is_some_and(|q| q.start_committed(n))
    }

    /// True once every cell of the quiz of a table of `n` piles is committed (answered or its
    /// answer shown): the result hides no question any more.
    pub fn all_committed(&self, n: usize) -> bool {
        self.fill
            .as_ref()
            .is_some_and(|q| q.n() == n && q.is_done())
    }

    /// The cell asked now.
    pub fn current(&self) -> Option<(usize, usize)> {
        self.fill.as_ref().and_then(|q| q.current())
    }

    /// Answer the current cell with `text`: scores in `quiz`; returns the cell to open in the
    /// inspector after a wrong answer.
    pub fn answer(
        &mut self,
        quiz: &mut Quiz,
        table: &NetTable,
        mode: HeatMode,
        text: &str,
    ) -> Option<(usize, usize)> {
        let fill = self.fill.as_mut()?;
        let (i, j) = fill.current()?;
        if fill.is_revealed() {
            return None;
        }
        let typed = match parse_number(text) {
            Ok(v) => v,
            Err(e) => {
                self.feedback = Some(Feedback::refused_keeping(self.feedback.take(), &e));
                return None;
            }
        };
        let expected = i128::from(expected_value(table, mode, i, j));
        let (step, settled) = fill.commit(typed == expected)?;
        if let Some(verdict) = settled {
            quiz.settle_named(Kind::Cell, verdict, || format!("dp[{i}][{j}]"));
        }
        self.input.clear();
        self.show(quiz, table, mode, (i, j), step, Some(typed))
    }

    /// The Hint button: the next hint for the current cell (after the last one, its answer).
    pub fn hint(
        &mut self,
        quiz: &mut Quiz,
        table: &NetTable,
        mode: HeatMode,
    ) -> Option<(usize, usize)> {
        let fill = self.fill.as_mut()?;
        let cell = fill.current()?;
        let (step, settled) = fill.hint()?;
        if let Some(verdict) = settled {
            quiz.settle_named(Kind::Cell, verdict, || {
                format!("dp[{}][{}]", cell.0, cell.1)
            });
        }
        self.show(quiz, table, mode, cell, step, None)
    }

    /// The feedback of a step at `cell` (`typed`: the answer that led to it, if any); returns
    /// the cell to open in the inspector once its answer is shown.
    fn show(
        &mut self,
        quiz: &mut Quiz,
        table: &NetTable,
        mode: HeatMode,
        (i, j): (usize, usize),
        step: Step,
        typed: Option<i128>,
    ) -> Option<(usize, usize)> {
        let expected = i128::from(expected_value(table, mode, i, j));
        match step {
            Step::Right { .. } => {
                quiz.tally.question_over();
                // the line of the recurrence the answer comes from, with its numbers
                self.feedback = Some(Feedback::right_why(
                    quiz,
                    Both::new(|| right_why(table, mode, i, j)),
                ));
                None
            }
            Step::Hint(k) => {
                let after_wrong = typed.is_some();
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
                    let hint = hint_text(table, mode, i, j, k);
                    fill(template, &[("k", &k), ("hint", &hint)])
                })));
                None
            }
            Step::Answer => {
                quiz.tally.question_over();
                self.feedback = Some(Feedback::Wrong(Both::new(|| {
                    let head = match typed {
                        Some(t) => fill_text(quiz_tr().answer_value, t, expected),
                        None => fill(quiz_tr().the_answer, &[("expected", &expected)]),
                    };
                    format!("{head} {}", right_why(table, mode, i, j))
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
        table: &NetTable,
        mode: HeatMode,
    ) -> Option<(usize, usize)> {
        let q = quiz_tr();
        let Some(f) = self.fill.as_ref() else {
            widgets::heading(ui, q.quiz);
            return None;
        };
        let (done, total) = f.progress();
        let (current, revealed) = (f.current(), f.is_revealed());
        // the counter beside the heading: a row of its own pushed Hint out of the pane in
        // presentation mode at 1024 × 740 once small text was body size (ui_quiz_wrap)
        crate::ui::kit::quiz::heading_with_progress(
            ui,
            current.map(|_| fill(q.progress, &[("k", &(done + 1)), ("total", &total)])),
        );
        quiz.tally.questions_left(f.unsettled());
        let mut select = None;
        match current {
            Some((i, j)) => {
                let what = match mode {
                    HeatMode::First => q.stone_what_fir,
                    HeatMode::Second => q.stone_what_sec,
                    HeatMode::Net | HeatMode::Choice => q.stone_what_net,
                };
                let what = fill(what, &[("i", &i), ("j", &j)]);
                ui.label_cjk(
                    RichText::new(fill(q.stone_ask, &[("i", &i), ("j", &j), ("what", &what)]))
                        .strong(),
                );
                if revealed {
                    if ui.button(q.next_cell).clicked() {
                        if let Some(f) = self.fill.as_mut() {
                            f.next();
                        }
                        self.feedback = None;
                    }
                } else {
                    if answer_field(ui, "stone_quiz_answer", &mut self.input) {
                        let text = self.input.clone();
                        select = self.answer(quiz, table, mode, &text);
                    }
                    if crate::ui::kit::quiz::hint_button(ui, true, true).clicked() {
                        select = self.hint(quiz, table, mode);
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
        ui.label_cjk(RichText::new(q.base_given).small().weak());
        if !self.given.is_empty() {
            let cells: Vec<String> = self
                .given
                .iter()
                .map(|(i, j)| format!("dp[{i}][{j}]"))
                .collect();
            let text = fill(
                crate::i18n::stone::tr().exercise_given,
                &[("cells", &cells.join(", "))],
            );
            ui.label_cjk(RichText::new(text).small().weak());
        }
        ui.separator();
        select
    }
}

/// The value the quiz asks for in `mode`: the pair's halves or the net score.
pub fn expected_value(table: &NetTable, mode: HeatMode, i: usize, j: usize) -> i64 {
    match mode {
        HeatMode::First => table.first(i, j),
        HeatMode::Second => table.second(i, j),
        HeatMode::Net | HeatMode::Choice => table.net(i, j),
    }
}

fn fill_text(template: &str, typed: i128, expected: i128) -> String {
    fill(template, &[("typed", &typed), ("expected", &expected)])
}

/// The formula behind cell `(i, j)` in the table `mode` shows: the pair table's fir or sec line,
/// or the net-score line (the inspector's, with the real numbers).
pub(crate) fn right_why(table: &NetTable, mode: HeatMode, i: usize, j: usize) -> String {
    use super::table_view::{Explain, explain_cell};
    let formulas: Vec<String> = explain_cell(crate::i18n::stone::tr(), table, i, j)
        .into_iter()
        .filter_map(|e| match e {
            Explain::Formula(f) => Some(f),
            _ => None,
        })
        .collect();
    let k = match mode {
        HeatMode::First => 0,
        HeatMode::Second => 1,
        HeatMode::Net | HeatMode::Choice => 2,
    };
    let line = formulas
        .get(k)
        .or(formulas.last())
        .cloned()
        .unwrap_or_default();
    // one line: the formula's continuation lines joined
    let line = line.lines().map(str::trim).collect::<Vec<_>>().join(" ");
    fill(quiz_tr().right_why, &[("why", &line)])
}

/// Hint `k` for cell `(i, j)` of the table `mode` shows: 1 names the cells it reads, 2 gives
/// their numbers (which end is better). The numbers are the solved table's.
pub(super) fn hint_text(table: &NetTable, mode: HeatMode, i: usize, j: usize, k: u8) -> String {
    let q = quiz_tr();
    if i >= j {
        return String::new();
    }
    let p = table.piles();
    let (i1, j1) = (i + 1, j - 1);
    let args_cells: [(&str, &dyn std::fmt::Display); 6] = [
        ("i", &i),
        ("j", &j),
        ("i1", &i1),
        ("j1", &j1),
        ("pi", &p[i]),
        ("pj", &p[j]),
    ];
    if k <= 1 {
        let t = match mode {
            HeatMode::First => q.stone_hint1_fir,
            HeatMode::Second => q.stone_hint1_sec,
            HeatMode::Net | HeatMode::Choice => q.stone_hint1_net,
        };
        return fill(t, &args_cells);
    }
    let (l, r) = table.options(i, j);
    // a negative number read after a sign is bracketed: 5 − (−2)
    let n = |v: i64| {
        if v < 0 {
            format!("({v})")
        } else {
            v.to_string()
        }
    };
    match mode {
        HeatMode::First => {
            let (a, b) = (n(table.second(i1, j)), n(table.second(i, j1)));
            fill(
                q.stone_hint2_fir,
                &[
                    ("i", &i),
                    ("j", &j),
                    ("pi", &p[i]),
                    ("pj", &p[j]),
                    ("a", &a),
                    ("b", &b),
                ],
            )
        }
        HeatMode::Second => {
            let (end, x, y) = match table.choice(i, j) {
                crate::games::stone::End::Left => (i, i1, j),
                crate::games::stone::End::Right => (j, i, j1),
            };
            fill(
                q.stone_hint2_sec,
                &[("end", &end), ("l", &l), ("r", &r), ("x", &x), ("y", &y)],
            )
        }
        HeatMode::Net | HeatMode::Choice => {
            let (a, b) = (n(table.net(i1, j)), n(table.net(i, j1)));
            fill(
                q.stone_hint2_net,
                &[
                    ("i", &i),
                    ("j", &j),
                    ("pi", &p[i]),
                    ("pj", &p[j]),
                    ("a", &a),
                    ("b", &b),
                    ("l", &l),
                    ("r", &r),
                ],
            )
        }
    }
}
