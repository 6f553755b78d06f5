//! The table quiz: the cells of a fill order are asked in turn. Base cases (the cells the order
//! starts from, which read no other cell) are given; every other cell stays blank until it is
//! asked and answered. A right answer fills the cell and moves on; a wrong one gives a hint
//! ([`super::hints`]), and after the last hint the cell is revealed (the inspector shows the
//! real numbers) and the student moves on with [`FillQuiz::next`].

use super::hints::{Settled, Step, Tries};

/// A quiz over the cells of an `n × n` table in a fill order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FillQuiz {
    n: usize,
    /// The questions, in fill order (the order without the base cases).
    cells: Vec<(usize, usize)>,
    /// `rank[i * n + j]`: the question number of `(i, j)`; `u32::MAX` for a base case or a cell
    /// that is not part of the table.
    rank: Vec<u32>,
    /// The question asked now: every question before it is finished (answered right, or
    /// revealed and passed), some after it may be too (kept from another fill order).
    next: usize,
    /// `done[i * n + j]`: the question `(i, j)` is finished.
    done: Vec<bool>,
    /// Questions finished.
    done_count: usize,
    /// The current question's answer is shown (after the last hint).
    revealed: bool,
    /// The tries at the current question.
    tries: Tries,
}

/// Where a cell of the table stands in the quiz.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CellState {
    /// Not part of the quiz's table (below the diagonal).
    Outside,
    /// A base case, given from the start.
    Given,
    /// Answered (or revealed and passed).
    Done,
    /// The question now; `revealed` once answered wrong.
    Asked { revealed: bool },
    /// Not reached yet: blank.
    Ahead,
}

impl CellState {
    /// True when the cell's value may be shown.
    pub fn shown(self) -> bool {
        matches!(
            self,
            CellState::Given | CellState::Done | CellState::Asked { revealed: true }
        )
    }
}

impl FillQuiz {
    /// A quiz over the cells of `order` (every cell of the table, in fill order) on an `n × n`
    /// table; the cells for which `is_base` holds are given.
    pub fn new(n: usize, order: &[(usize, usize)], is_base: impl Fn(usize, usize) -> bool) -> Self {
        let mut rank = vec![u32::MAX; n * n];
        let mut cells = Vec::new();
        for &(i, j) in order {
            if i >= n || j >= n || is_base(i, j) {
                continue;
            }
            rank[i * n + j] = cells.len() as u32;
            cells.push((i, j));
        }
        let mut in_table = vec![false; n * n];
        for &(i, j) in order {
            if i < n && j < n {
                in_table[i * n + j] = true;
            }
        }
        // cells outside the order are marked by a second sentinel
        for (k, r) in rank.iter_mut().enumerate() {
            if !in_table[k] {
                *r = u32::MAX - 1;
            }
        }
        FillQuiz {
            n,
            cells,
            rank,
            next: 0,
            done: vec![false; n * n],
            done_count: 0,
            revealed: false,
            tries: Tries::default(),
        }
    }

    /// The table size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The cell asked now, or `None` when every question is done.
    pub fn current(&self) -> Option<(usize, usize)> {
        self.cells.get(self.next).copied()
    }

    /// The hint level shown at the current question (0: none).
    pub fn hint_level(&self) -> u8 {
        self.tries.level()
    }

    /// (questions left, the current one included).
    pub fn left(&self) -> usize {
        self.cells.len().saturating_sub(self.done_count)
    }

    /// Questions not settled yet in the score: those left, without the current one once it is
    /// over (its answer shown) (for [`crate::quiz::Tally::questions_left`]).
    pub fn unsettled(&self) -> usize {
        let settled = self.current().is_some() && (self.tries.is_settled() || self.revealed);
        self.left().saturating_sub(usize::from(settled))
    }

    /// True once the current question's answer is shown (after the last hint).
    pub fn is_revealed(&self) -> bool {
        self.revealed && self.current().is_some()
    }

    /// (questions done, questions in all).
    pub fn progress(&self) -> (usize, usize) {
        (self.done_count, self.cells.len())
    }

    /// True when every question is done.
    pub fn is_done(&self) -> bool {
        self.next >= self.cells.len()
    }

    /// Where cell `(i, j)` stands.
    pub fn state(&self, i: usize, j: usize) -> CellState {
        if i >= self.n || j >= self.n {
            return CellState::Outside;
        }
        match self.rank[i * self.n + j] {
            u32::MAX => CellState::Given,
            r if r == u32::MAX - 1 => CellState::Outside,
            _ if self.done[i * self.n + j] => CellState::Done,
            r if (r as usize) < self.next => CellState::Done,
            r if r as usize == self.next => CellState::Asked {
                revealed: self.revealed,
            },
            _ => CellState::Ahead,
        }
    }

    /// True when the value of `(i, j)` may be shown now.
    pub fn shown(&self, i: usize, j: usize) -> bool {
        self.state(i, j).shown()
    }

    /// True when this is the quiz of an `n` × `n` table whose start cell `(0, n − 1)` (the top
    /// right: the answer of an interval table) was answered or its answer shown: Quiz mode's
    /// gate on Play waits for it.
    pub fn start_committed(&self, n: usize) -> bool {
        n > 0 && self.n() == n && self.shown(0, n - 1)
    }

    /// Commit an answer to the current question, checked by the caller (`right` or not). Right:
    /// the cell is filled and the next one asked. Wrong: the next hint, and after the last one
    /// the cell is revealed. `None` (nothing happens, nothing to score) when there is no
    /// question or it was already revealed.
    pub fn commit(&mut self, right: bool) -> Option<(Step, Settled)> {
        if self.current().is_none() || self.revealed {
            return None;
        }
        let out = self.tries.answer(right)?;
        self.after(out.0);
        Some(out)
    }

    /// The Hint button: the next hint of the current question (after the last, its answer).
    pub fn hint(&mut self) -> Option<(Step, Settled)> {
        if self.current().is_none() || self.revealed {
            return None;
        }
        let out = self.tries.hint()?;
        self.after(out.0);
        Some(out)
    }

    fn after(&mut self, step: Step) {
        match step {
            Step::Right { .. } => {
                self.finish();
                self.tries = Tries::default();
            }
            Step::Answer => self.revealed = true,
            Step::Hint(_) => {}
        }
    }

    /// After a wrong answer: go on to the next cell (the revealed one stays filled).
    pub fn next(&mut self) {
        if self.revealed && self.next < self.cells.len() {
            self.finish();
            self.revealed = false;
            self.tries = Tries::default();
        }
    }

    /// The current question is finished: on to the next one not finished yet.
    fn finish(&mut self) {
        if let Some((i, j)) = self.current() {
            self.done[i * self.n + j] = true;
            self.done_count += 1;
        }
        self.skip_done();
    }

    /// Move `next` past the questions finished already.
    fn skip_done(&mut self) {
        self.next += 1;
        while let Some(&(i, j)) = self.cells.get(self.next) {
            if !self.done[i * self.n + j] {
                break;
            }
            self.next += 1;
        }
    }

    /// The same table in another fill order: the questions finished in `old` stay finished
    /// (an answer is about a cell, not the order); the first one not finished is asked. A
    /// table of another size keeps nothing.
    pub fn keep_answers(&mut self, old: &FillQuiz) {
        if old.n != self.n {
            return;
        }
        for &(i, j) in &self.cells {
            if old.state(i, j) == CellState::Done {
                self.done[i * self.n + j] = true;
                self.done_count += 1;
            }
        }
        if self
            .cells
            .first()
            .is_some_and(|&(i, j)| self.done[i * self.n + j])
        {
            self.skip_done();
        }
        if old.current().is_some() && old.current() == self.current() {
            // the same question asked: its hints and tries go on (scored once)
            self.tries = old.tries;
            self.revealed = old.revealed;
        }
    }

    /// Start again from the first question.
    pub fn restart(&mut self) {
        self.done.iter_mut().for_each(|d| *d = false);
        self.done_count = 0;
        self.next = 0;
        self.revealed = false;
        self.tries = Tries::default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::{Score, Verdict};

    /// The upper triangle of a 3 × 3 table by diagonals, diagonal cells given.
    fn quiz3() -> FillQuiz {
        let order = [(0, 0), (1, 1), (2, 2), (0, 1), (1, 2), (0, 2)];
        FillQuiz::new(3, &order, |i, j| i == j)
    }

    #[test]
    fn cells_are_asked_in_order_and_blank_until_reached() {
        let q = quiz3();
        assert_eq!(q.progress(), (0, 3));
        assert_eq!(q.current(), Some((0, 1)));
        assert_eq!(q.state(1, 1), CellState::Given);
        assert_eq!(q.state(1, 0), CellState::Outside);
        assert_eq!(q.state(0, 1), CellState::Asked { revealed: false });
        assert_eq!(q.state(0, 2), CellState::Ahead);
        assert!(q.shown(2, 2));
        assert!(!q.shown(0, 1) && !q.shown(1, 2) && !q.shown(0, 2));
    }

    #[test]
    fn a_right_answer_fills_the_cell_and_scores() {
        let mut q = quiz3();
        let mut s = Score::default();
        let (step, settled) = q.commit(true).unwrap();
        assert_eq!(step, Step::Right { hints: 0 });
        s.settle(settled.unwrap());
        assert!(q.shown(0, 1));
        assert_eq!(q.current(), Some((1, 2)));
        assert!(!q.shown(1, 2));
        assert_eq!((s.right, s.asked, s.streak), (1, 1, 1));
    }

    #[test]
    fn wrong_answers_give_two_hints_then_reveal_the_cell() {
        let mut q = quiz3();
        let mut s = Score::default();
        s.record(true);
        let (step, settled) = q.commit(false).unwrap();
        assert_eq!(step, Step::Hint(1));
        // (counted at the first wrong answer, the question goes on: s1, s2 stop 44)
        assert_eq!(settled, Some(Verdict::Wrong), "counted at once");
        s.settle(settled.unwrap());
        // a hint: still blank, still asked
        assert_eq!(q.state(0, 1), CellState::Asked { revealed: false });
        assert!(!q.shown(0, 1));
        assert_eq!(q.hint_level(), 1);
        assert_eq!(q.hint(), Some((Step::Hint(2), None)));
        let (step, settled) = q.commit(false).unwrap();
        assert_eq!(step, Step::Answer);
        assert_eq!(settled, None, "counted once");
        assert_eq!((s.right, s.asked, s.streak), (1, 2, 0));
        // revealed: shown, still the current cell, and a further answer is not taken
        assert_eq!(q.state(0, 1), CellState::Asked { revealed: true });
        assert!(q.shown(0, 1));
        assert_eq!(q.commit(true), None);
        assert_eq!(q.current(), Some((0, 1)));
        q.next();
        assert_eq!(q.current(), Some((1, 2)));
        assert_eq!(q.state(0, 1), CellState::Done);
        assert!(!q.is_revealed());
        assert_eq!(q.hint_level(), 0, "a fresh question has no hint");
        // right after a wrong answer: filled, and counted once, as the miss it was
        assert_eq!(q.commit(false).unwrap().1, Some(Verdict::Wrong));
        assert_eq!(q.commit(true), Some((Step::Right { hints: 1 }, None)));
        assert_eq!(q.current(), Some((0, 2)));
        assert_eq!(q.left(), 1);
    }

    #[test]
    fn the_quiz_ends_after_the_last_cell() {
        let mut q = quiz3();
        for _ in 0..3 {
            q.commit(true).unwrap();
        }
        assert!(q.is_done());
        assert_eq!(q.current(), None);
        assert_eq!(q.commit(true), None);
        assert!(q.shown(0, 2));
        q.restart();
        assert_eq!(q.current(), Some((0, 1)));
    }

    #[test]
    fn another_fill_order_keeps_the_answered_cells() {
        // by diagonals the 3 × 3 triangle asks (0,1), (1,2), (0,2); by rows (1,2), (0,1), (0,2)
        let mut q = quiz3();
        assert!(matches!(q.commit(true), Some((Step::Right { .. }, _))));
        assert_eq!(q.current(), Some((1, 2)));
        let rows = [(2, 2), (1, 1), (1, 2), (0, 0), (0, 1), (0, 2)];
        let mut r = FillQuiz::new(3, &rows, |i, j| i == j);
        r.keep_answers(&q);
        assert_eq!(
            r.state(0, 1),
            CellState::Done,
            "the answer is about the cell"
        );
        assert_eq!(r.current(), Some((1, 2)));
        assert_eq!(r.progress(), (1, 3));
        assert!(matches!(r.commit(true), Some((Step::Right { .. }, _))));
        assert_eq!(r.current(), Some((0, 2)), "(0, 1) is not asked again");
        assert_eq!(r.left(), 1);
        // another size keeps nothing
        let mut big = FillQuiz::new(4, &[(0, 1)], |_, _| false);
        big.keep_answers(&r);
        assert_eq!(big.progress(), (0, 1));
    }
}
