//! Graded hints: a wrong answer is not the end of a question. The first wrong answer (or the
//! Hint button) gives hint 1 (what the cell or position reads), the second hint 2 (their values,
//! or which option is better), the third shows the answer with the full explanation.
//!
//! A question counts once in the score, when it is settled: right when the first answer is
//! right with no hint before it, wrong as soon as an answer is wrong, hinted (its own count, not
//! a miss) when a hint is asked for before any wrong answer.

/// Hints before the answer is shown.
pub const HINT_LEVELS: u8 = 2;

/// What the question shows after an answer or a hint.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Answered right (after `hints` hints; zero is a clean right answer).
    Right { hints: u8 },
    /// Show hint `1..=HINT_LEVELS`.
    Hint(u8),
    /// Show the answer with the full explanation: the question is over.
    Answer,
}

/// How a settled question counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Right at the first answer, with no hint.
    Right,
    /// A wrong answer.
    Wrong,
    /// A hint asked for before any wrong answer: not right, not a miss either.
    Hinted,
}

impl Verdict {
    /// The verdict of a first answer.
    pub fn of(right: bool) -> Verdict {
        if right {
            Verdict::Right
        } else {
            Verdict::Wrong
        }
    }
}

/// What the score takes from a step: nothing, or the question settled.
pub type Settled = Option<Verdict>;

/// The tries at one question.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tries {
    hints: u8,
    scored: bool,
    over: bool,
}

impl Tries {
    /// The hints shown so far (0 to [`HINT_LEVELS`]).
    pub fn hints_used(&self) -> u8 {
        self.hints
    }

    /// True once the question counts in the score (an answer, or a hint before any).
    pub fn is_settled(&self) -> bool {
        self.scored
    }

    /// True once answered right or the answer is shown.
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// True once the answer is shown (the question lost).
    pub fn answer_shown(&self) -> bool {
        self.over && self.hints > HINT_LEVELS
    }

    fn settle(&mut self, verdict: Verdict) -> Settled {
        if self.scored {
            None
        } else {
            self.scored = true;
            Some(verdict)
        }
    }

    /// The next hint, or the answer after the last hint.
    fn step_up(&mut self) -> Step {
        self.hints = self.hints.saturating_add(1);
        if self.hints > HINT_LEVELS {
            self.over = true;
            Step::Answer
        } else {
            Step::Hint(self.hints)
        }
    }

    /// An answer, right or wrong: `None` when the question is over (nothing happens).
    pub fn answer(&mut self, right: bool) -> Option<(Step, Settled)> {
        if self.over {
            return None;
        }
        if right {
            self.over = true;
            let hints = self.hints;
            let settled = self.settle(if hints == 0 {
                Verdict::Right
            } else {
                Verdict::Hinted
            });
            return Some((Step::Right { hints }, settled));
        }
        let settled = self.settle(Verdict::Wrong);
        Some((self.step_up(), settled))
    }

    /// An answer to a question of two choices (who wins, a win or not): a wrong one shows the
    /// answer at once, with the question lost (the other choice left would be a free retry).
    /// `None` when the question is over.
    pub fn answer_of_two(&mut self, right: bool) -> Option<(Step, Settled)> {
        if self.over {
            return None;
        }
        if right {
            return self.answer(true);
        }
        let settled = self.settle(Verdict::Wrong);
        self.hints = HINT_LEVELS + 1;
        self.over = true;
        Some((Step::Answer, settled))
    }

    /// The Hint button: the next hint without guessing (the question no longer scores right;
    /// it counts as hinted unless an answer was wrong before).
    pub fn hint(&mut self) -> Option<(Step, Settled)> {
        if self.over {
            return None;
        }
        let settled = self.settle(Verdict::Hinted);
        Some((self.step_up(), settled))
    }

    /// The hint level to show now (0: none yet).
    pub fn level(&self) -> u8 {
        self.hints.min(HINT_LEVELS)
    }

    /// Counted in hints used: the hints shown (the answer is not a hint).
    pub fn hints_counted(&self) -> u8 {
        self.hints.min(HINT_LEVELS)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wrong_answer_of_two_shows_the_answer_at_once() {
        let mut t = Tries::default();
        assert_eq!(
            t.answer_of_two(false),
            Some((Step::Answer, Some(Verdict::Wrong)))
        );
        assert!(t.is_over() && t.answer_shown());
        assert_eq!(
            t.answer_of_two(true),
            None,
            "no retry with the other choice"
        );
        let mut t = Tries::default();
        let _ = t.hint();
        assert_eq!(
            t.answer_of_two(true),
            Some((Step::Right { hints: 1 }, None)),
            "after a hint: right, settled as hinted by the hint"
        );
    }

    #[test]
    fn a_clean_right_answer_scores_right() {
        let mut t = Tries::default();
        assert_eq!(
            t.answer(true),
            Some((Step::Right { hints: 0 }, Some(Verdict::Right)))
        );
        assert!(t.is_over() && !t.answer_shown());
        assert_eq!(t.answer(true), None, "over: nothing more");
        assert_eq!(t.hint(), None);
    }

    #[test]
    fn wrong_answers_give_hint_one_then_two_then_the_answer() {
        let mut t = Tries::default();
        assert_eq!(t.answer(false), Some((Step::Hint(1), Some(Verdict::Wrong))));
        assert_eq!(t.hint(), Some((Step::Hint(2), None)), "a miss stays a miss");
        let mut t = Tries::default();
        t.answer(false);
        assert_eq!(t.level(), 1);
        assert_eq!(t.answer(false), Some((Step::Hint(2), None)), "scored once");
        assert_eq!(t.answer(false), Some((Step::Answer, None)));
        assert!(t.is_over() && t.answer_shown());
        assert_eq!(t.hints_counted(), 2);
        assert_eq!(t.answer(true), None);
    }

    #[test]
    fn a_right_answer_after_a_hint_is_not_a_clean_one() {
        let mut t = Tries::default();
        assert_eq!(t.hint(), Some((Step::Hint(1), Some(Verdict::Hinted))));
        assert_eq!(t.answer(true), Some((Step::Right { hints: 1 }, None)));
        assert_eq!(t.hints_counted(), 1);
        // the button alone walks up to the answer
        let mut t = Tries::default();
        assert_eq!(t.hint().unwrap().0, Step::Hint(1));
        assert_eq!(t.answer(false).unwrap().0, Step::Hint(2));
        assert_eq!(t.hint().unwrap().0, Step::Answer);
        assert!(t.answer_shown());
    }
}
