//! Quiz mode: predict before the app reveals. No UI here: the score, the questions a solved game
//! asks (the next cell of a fill order, the outcome of a position, the best move of a position)
//! and the checking of an answer, which is either right or wrong with what the explanation needs.
//! The tabs draw the questions and keep the answer hidden until the student commits.
//!
//! * [`Score`] — right answers, questions asked, the streak (right in a row) and the best streak.
//! * [`fill`] — the table quiz of Stone and Guess Number: the cells of the fill order in turn.
//! * [`hints`] — graded hints: what a cell reads, then their values, then the answer.
//! * [`tally`] — the score per kind of question and sets of ten that end with a report.
//! * [`moves`] — "which move is best here?": a move against the best move(s) of a position.
//! * [`seen`] — scenarios whose answers were on screen, remembered between runs.
//! * [`outcome`] — the outcome of a Cat and Mouse (913, 1728) position, with the solver's reason.
//! * one module per game (`stone`, `guess_number`, …): its quiz hooks, the options of its moves.

pub mod can_i_win;
pub mod cat_mouse;
pub mod cat_mouse_ii;
pub mod custom;
pub mod exercise;
pub mod fill;
pub mod guess_number;
pub mod hints;
pub mod moves;
pub mod outcome;
pub mod seen;
pub mod stone;
pub mod tally;

pub use fill::FillQuiz;
pub use hints::{Step, Tries, Verdict};
pub use moves::{MoveMiss, MoveOption, check_move};
pub use outcome::{OutcomeMiss, check_outcome};
pub use tally::{Kind, Report, Tally};

/// The score of a quiz, kept while the app is open (not saved).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Score {
    /// Questions answered right.
    pub right: u32,
    /// Questions answered (right, wrong or hinted).
    pub asked: u32,
    /// Questions settled with a hint (asked, not right, not a miss).
    pub hinted: u32,
    /// Right answers in a row, up to the last answer.
    pub streak: u32,
    /// The longest streak so far.
    pub best_streak: u32,
}

impl Score {
    /// Count an answer: a right one scores and lengthens the streak, a wrong one only counts as
    /// asked and ends the streak.
    pub fn record(&mut self, right: bool) {
        self.asked = self.asked.saturating_add(1);
        if right {
            self.right = self.right.saturating_add(1);
            self.streak = self.streak.saturating_add(1);
            self.best_streak = self.best_streak.max(self.streak);
        } else {
            self.streak = 0;
        }
    }

    /// Count a settled question: a hinted one counts as asked and as hinted (not a miss) and
    /// ends the streak (a streak is right answers without help).
    pub fn settle(&mut self, verdict: Verdict) {
        match verdict {
            Verdict::Right => self.record(true),
            Verdict::Wrong => self.record(false),
            Verdict::Hinted => {
                self.record(false);
                self.hinted = self.hinted.saturating_add(1);
            }
        }
    }

    /// Questions answered wrong (asked, neither right nor hinted).
    pub fn wrong(&self) -> u32 {
        self.asked
            .saturating_sub(self.right)
            .saturating_sub(self.hinted)
    }

    /// Count an answer checked by one of this module's checks, and pass it on.
    pub fn count<W>(&mut self, answer: Answer<W>) -> Answer<W> {
        self.record(answer.is_right());
        answer
    }
}

/// The result of checking an answer: right, or wrong with what the explanation shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer<W> {
    Right,
    Wrong(W),
}

impl<W> Answer<W> {
    /// True for a right answer.
    pub fn is_right(&self) -> bool {
        matches!(self, Answer::Right)
    }

    /// The explanation data of a wrong answer.
    pub fn wrong(&self) -> Option<&W> {
        match self {
            Answer::Right => None,
            Answer::Wrong(w) => Some(w),
        }
    }
}

/// A typed number that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InputError {
    #[error("type a number first")]
    Empty,
    #[error("\"{0}\" is not a whole number")]
    NotANumber(String),
}

/// Read a typed answer: a whole number, spaces around it allowed (a leading `+` too).
pub fn parse_number(text: &str) -> Result<i128, InputError> {
    let t = text.trim();
    if t.is_empty() {
        return Err(InputError::Empty);
    }
    t.parse::<i128>()
        .map_err(|_| InputError::NotANumber(t.chars().take(24).collect()))
}

/// What a wrong typed value shows: the value typed and the real one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ValueMiss {
    pub typed: i128,
    pub expected: i128,
}

/// Check a typed value against the real one.
pub fn check_value(typed: i128, expected: i128) -> Answer<ValueMiss> {
    if typed == expected {
        Answer::Right
    } else {
        Answer::Wrong(ValueMiss { typed, expected })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_right_answer_scores_and_a_wrong_one_ends_the_streak() {
        let mut s = Score::default();
        s.record(true);
        s.record(true);
        assert_eq!(
            s,
            Score {
                right: 2,
                asked: 2,
                hinted: 0,
                streak: 2,
                best_streak: 2
            }
        );
        s.record(false);
        assert_eq!((s.right, s.asked, s.streak, s.best_streak), (2, 3, 0, 2));
        s.record(true);
        assert_eq!((s.right, s.asked, s.streak, s.best_streak), (3, 4, 1, 2));
        s.settle(Verdict::Hinted);
        assert_eq!((s.right, s.asked, s.hinted, s.streak), (3, 5, 1, 0));
        assert_eq!(s.wrong(), 1, "a hinted question is no miss");
    }

    #[test]
    fn typed_values_are_checked_exactly() {
        assert_eq!(check_value(7, 7), Answer::Right);
        assert_eq!(
            check_value(-7, 7),
            Answer::Wrong(ValueMiss {
                typed: -7,
                expected: 7
            })
        );
        let mut s = Score::default();
        assert!(s.count(check_value(1, 2)).wrong().is_some());
        assert_eq!((s.right, s.asked), (0, 1));
    }

    #[test]
    fn typed_text_is_read_or_refused_with_a_reason() {
        assert_eq!(parse_number(" -12 "), Ok(-12));
        assert_eq!(parse_number("+3"), Ok(3));
        assert_eq!(parse_number("  "), Err(InputError::Empty));
        assert_eq!(
            parse_number("1.5"),
            Err(InputError::NotANumber("1.5".into()))
        );
        assert!(parse_number("12x").unwrap_err().to_string().contains("12x"));
    }
}
