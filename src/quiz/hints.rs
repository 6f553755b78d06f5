//! Graded hints: a wrong answer is not the end of a question. The first wrong answer (or the
//! Hint button) gives hint 1 (what the cell or position reads), the second hint 2 (their values,
//! or which option is better), the third shows the answer with the full explanation.
//!
//! A question counts once in the score, when it is committed (answered right, answered where
//! one answer ends it, or its answer shown) or at its first wrong answer (the question goes on,
//! its line says "scored as wrong", and the score says so at once): right when the first answer is right with no hint
//! before it, wrong when any answer was wrong (before or after a hint: pressing Hint first
//! must not make guessing free, s2 stop 42), hinted (its own count, not a miss) when hints
//! were asked for, no answer was wrong and the answer was found, not shown (Hint pressed
//! until the answer shows counts as wrong). A hint alone adds nothing to the score: pressing
//! Hint before any answer moved the score to 0/1 while the question was still open.

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
    /// How the question will count, from the first wrong answer or hint (none: right).
    mark: Option<Verdict>,
    scored: bool,
    over: bool,
}

impl Tries {
    /// The hints shown so far (0 to [`HINT_LEVELS`]).
    pub fn hints_used(&self) -> u8 {
        self.hints
    }

    /// True once the question counts in the score (committed: see the module's doc).
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

    /// The question is over: its verdict, once.
    fn settle(&mut self) -> Settled {
        self.over = true;
        if self.scored {
            None
        } else {
            self.scored = true;
            Some(self.mark.unwrap_or(Verdict::Right))
        }
    }

    /// The step shown and, when it ended the question, the verdict.
    fn stepped(&mut self) -> (Step, Settled) {
        let step = self.step_up();
        let settled = if self.over { self.settle() } else { None };
        (step, settled)
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
            let hints = self.hints;
            return Some((Step::Right { hints }, self.settle()));
        }
        self.mark = Some(Verdict::Wrong);
        let (step, settled) = self.stepped();
        // a wrong answer counts at once: the line said "Wrong (scored as wrong)" while the
        // score still read "0 wrong" until the question ended (s1, s2 stop 44)
        let settled = settled.or_else(|| self.count_now());
        Some((step, settled))
    }

    /// The question counts now, as marked, while it goes on (a wrong answer): once.
    fn count_now(&mut self) -> Settled {
        if self.scored {
            None
        } else {
            self.scored = true;
            self.mark
        }
    }

    /// An answer that ends the question whether right or not (a move of Play, a position of
    /// the Game Lab's quiz): its verdict, or `None` when the question was over already.
    pub fn commit(&mut self, right: bool) -> Settled {
        if self.over {
            return None;
        }
        if !right {
            self.mark = Some(Verdict::Wrong);
        }
        self.settle()
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
        self.mark = Some(Verdict::Wrong);
        self.hints = HINT_LEVELS + 1;
        Some((Step::Answer, self.settle()))
    }

    /// The Hint button: the next hint without guessing (the question no longer scores right;
    /// it will count as hinted unless an answer is wrong, before or after). Settles nothing
    /// until the answer is shown (after the last hint): then it counts as wrong, the answer
    /// having been shown rather than given.
    pub fn hint(&mut self) -> Option<(Step, Settled)> {
        if self.over {
            return None;
        }
        self.mark.get_or_insert(Verdict::Hinted);
        // the press that shows the answer gives the question up: the student did not give
        // the answer, so it counts as wrong, not hinted (s1 stop 44b: Hint three times, then
        // "1 hinted" for an answer read off the screen)
        if self.hints >= HINT_LEVELS {
            self.mark = Some(Verdict::Wrong);
        }
        Some(self.stepped())
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
        assert_eq!(
            t.hint(),
            Some((Step::Hint(1), None)),
            "a hint settles nothing"
        );
        assert_eq!(
            t.answer_of_two(true),
            Some((Step::Right { hints: 1 }, Some(Verdict::Hinted))),
            "after a hint: right, settled as hinted when answered"
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
        // (the miss counts at once, the question goes on: s1, s2 stop 44 read "Wrong (scored
        // as wrong)" beside "0 wrong")
        assert_eq!(
            t.answer(false),
            Some((Step::Hint(1), Some(Verdict::Wrong))),
            "still open, counted now"
        );
        assert!(t.is_settled() && !t.is_over());
        assert_eq!(t.hint(), Some((Step::Hint(2), None)));
        assert_eq!(
            t.answer(true),
            Some((Step::Right { hints: 2 }, None)),
            "a miss stays a miss, counted once"
        );
        let mut t = Tries::default();
        t.answer(false);
        assert_eq!(t.level(), 1);
        assert_eq!(t.answer(false), Some((Step::Hint(2), None)));
        assert_eq!(
            t.answer(false),
            Some((Step::Answer, None)),
            "scored once, at the first wrong answer"
        );
        assert!(t.is_over() && t.answer_shown());
        assert_eq!(t.hints_counted(), 2);
        assert_eq!(t.answer(true), None);
    }

    #[test]
    fn a_right_answer_after_a_hint_is_not_a_clean_one() {
        let mut t = Tries::default();
        assert_eq!(t.hint(), Some((Step::Hint(1), None)));
        assert!(!t.is_settled(), "a hint alone does not count the question");
        assert_eq!(
            t.answer(true),
            Some((Step::Right { hints: 1 }, Some(Verdict::Hinted)))
        );
        assert_eq!(t.hints_counted(), 1);
        // the button alone walks up to the answer: shown, not given, so wrong (s1 stop 44b)
        let mut t = Tries::default();
        assert_eq!(t.hint(), Some((Step::Hint(1), None)));
        assert_eq!(t.hint(), Some((Step::Hint(2), None)));
        assert_eq!(t.hint(), Some((Step::Answer, Some(Verdict::Wrong))));
        assert!(t.answer_shown());
        // a hint, then a wrong answer: wrong (pressing Hint first does not make a guess free)
        let mut t = Tries::default();
        assert_eq!(t.hint().unwrap().0, Step::Hint(1));
        assert_eq!(t.answer(false), Some((Step::Hint(2), Some(Verdict::Wrong))));
        assert_eq!(t.hint(), Some((Step::Answer, None)));
        let mut t = Tries::default();
        t.hint();
        assert_eq!(t.answer(false).unwrap().0, Step::Hint(2));
        assert_eq!(t.answer(true), Some((Step::Right { hints: 2 }, None)));
        let mut t = Tries::default();
        t.hint();
        assert_eq!(
            t.commit(false),
            Some(Verdict::Wrong),
            "a hinted move, not best"
        );
        let mut t = Tries::default();
        t.hint();
        assert_eq!(
            t.answer_of_two(false),
            Some((Step::Answer, Some(Verdict::Wrong)))
        );
    }

    #[test]
    fn a_committed_answer_ends_the_question() {
        let mut t = Tries::default();
        assert_eq!(t.commit(false), Some(Verdict::Wrong));
        assert!(t.is_over() && t.is_settled());
        assert_eq!(t.commit(true), None);
        let mut t = Tries::default();
        t.hint();
        assert_eq!(t.commit(true), Some(Verdict::Hinted));
        let mut t = Tries::default();
        t.hint();
        t.hint();
        t.hint();
        assert_eq!(t.commit(true), None, "counted when its answer was shown");
    }
}
