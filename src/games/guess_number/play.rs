//! Play mode: the user guesses, the computer is the adversary.
//!
//! The computer has not fixed a secret number; it only keeps the interval of numbers still
//! consistent with its answers and, for every guess `x`, gives the answer that keeps the user's
//! guaranteed remaining cost highest: it sends the user to the side whose `dp` is larger.
//! "Correct" comes only when the interval is `{x}`.
//!
//! Against this adversary nobody pays less than `dp[1][n]`: after a guess `x` in `lo..=hi` the
//! user has paid `x` and faces `max(dp[lo][x-1], dp[x+1][hi])`, and by the recurrence
//! `x + max(..) >= dp[lo][hi]`. A user who follows an optimal strategy pays exactly `dp[1][n]`,
//! so [`Adversary::spent`] against [`Adversary::start_cost`] grades the play.

use super::IntervalCost;
use crate::games::SolveError;

/// The adversary's reply to a guess.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Answer {
    /// The secret is smaller than the guess.
    Lower,
    /// The secret is larger than the guess.
    Higher,
    /// The guess is the secret (the interval was `{guess}`).
    Correct,
}

/// The adversary's answer to `guess` when the numbers `lo..=hi` are still possible.
///
/// * A guess outside `lo..=hi` gets the only truthful answer ("higher" below, "lower" above).
/// * `lo == hi == guess`: "correct".
/// * Otherwise the side with the larger `dp` (`dp[lo][guess-1]` for "lower",
///   `dp[guess+1][hi]` for "higher"); an empty side is never chosen. Ties go to the side with
///   more numbers, then to "higher".
///
/// [`SolveError::Invalid`] unless `1 <= lo <= hi <= n` and `1 <= guess <= n`.
pub fn answer_for(
    table: &dyn IntervalCost,
    lo: usize,
    hi: usize,
    guess: usize,
) -> Result<Answer, SolveError> {
    let n = table.n();
    if lo == 0 || lo > hi || hi > n {
        return Err(SolveError::Invalid(format!(
            "guess_number: interval {lo}..={hi} is not inside 1..={n}"
        )));
    }
    if guess == 0 || guess > n {
        return Err(SolveError::Invalid(format!(
            "guess_number: guess {guess} is not in 1..={n}"
        )));
    }
    if guess < lo {
        return Ok(Answer::Higher);
    }
    if guess > hi {
        return Ok(Answer::Lower);
    }
    if lo == hi {
        return Ok(Answer::Correct);
    }
    if guess == lo {
        return Ok(Answer::Higher);
    }
    if guess == hi {
        return Ok(Answer::Lower);
    }
    let lower = table.cost(lo, guess - 1).unwrap_or(0);
    let higher = table.cost(guess + 1, hi).unwrap_or(0);
    let answer = match lower.cmp(&higher) {
        std::cmp::Ordering::Greater => Answer::Lower,
        std::cmp::Ordering::Less => Answer::Higher,
        std::cmp::Ordering::Equal => {
            if guess - lo > hi - guess {
                Answer::Lower
            } else {
                Answer::Higher
            }
        }
    };
    Ok(answer)
}

/// One game against the adversary: the interval still possible, the money spent, the history.
///
/// The table is passed to each call (not kept) so the game is a plain value; it must be the
/// table of the same `n` (checked).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Adversary {
    n: usize,
    lo: usize,
    hi: usize,
    spent: u64,
    start_cost: u64,
    history: Vec<(usize, Answer)>,
}

impl Adversary {
    /// A new game over `1..=table.n()`.
    pub fn new(table: &dyn IntervalCost) -> Adversary {
        let n = table.n();
        Adversary {
            n,
            lo: 1,
            hi: n,
            spent: 0,
            start_cost: table.cost(1, n).unwrap_or(0),
            history: Vec::new(),
        }
    }

    /// The user guesses `x`: the adversary answers (see [`answer_for`]), a wrong guess costs
    /// `x`, and the interval shrinks. [`SolveError::Invalid`] when the game is over, `x` is not
    /// in `1..=n`, or `table` is for another `n`.
    pub fn guess(&mut self, table: &dyn IntervalCost, x: usize) -> Result<Answer, SolveError> {
        if table.n() != self.n {
            return Err(SolveError::Invalid(format!(
                "guess_number: the table is for n = {}, the game for n = {}",
                table.n(),
                self.n
            )));
        }
        if self.is_over() {
            return Err(SolveError::Invalid(
                "guess_number: the number was already found".to_string(),
            ));
        }
        let answer = answer_for(table, self.lo, self.hi, x)?;
        match answer {
            Answer::Correct => {}
            Answer::Lower => {
                self.spent += x as u64;
                self.hi = self.hi.min(x - 1);
            }
            Answer::Higher => {
                self.spent += x as u64;
                self.lo = self.lo.max(x + 1);
            }
        }
        self.history.push((x, answer));
        Ok(answer)
    }

    /// The numbers still possible, `(lo, hi)`.
    pub fn interval(&self) -> (usize, usize) {
        (self.lo, self.hi)
    }

    /// Money spent so far (the sum of the wrong guesses).
    pub fn spent(&self) -> u64 {
        self.spent
    }

    /// `dp[1][n]`: what an optimal player pays in total against this adversary.
    pub fn start_cost(&self) -> u64 {
        self.start_cost
    }

    /// `dp[lo][hi]` for the current interval: what an optimal player must still be ready to pay.
    /// `spent + remaining_cost` never drops below [`Self::start_cost`].
    pub fn remaining_cost(&self, table: &dyn IntervalCost) -> u64 {
        table.cost(self.lo, self.hi).unwrap_or(0)
    }

    /// True once the number was guessed ("correct").
    pub fn is_over(&self) -> bool {
        matches!(self.history.last(), Some((_, Answer::Correct)))
    }

    /// Every guess so far with its answer.
    pub fn history(&self) -> &[(usize, Answer)] {
        &self.history
    }
}
