//! Guess Number Higher or Lower II (LeetCode 375): the least money that guarantees finding a
//! secret number in `1..=n` when every wrong guess `x` costs `x` (a correct guess is free).
//!
//! `dp[i][j]` is that least money when the secret is known to lie in `i..=j`:
//!
//! ```text
//! dp[i][j] = 0                                                  if i >= j
//! dp[i][j] = min over k in i..=j of  k + max(dp[i][k-1], dp[k+1][j])
//! ```
//!
//! Guessing `k` costs `k` unless it is right, and then the adversary (the person who "chose" the
//! number) sends us to the more expensive side: "lower" leaves `i..=k-1`, "higher" leaves
//! `k+1..=j`. `n = 1` costs 0, `n = 10` costs 16.
//!
//! Three pieces live here:
//!
//! * [`GuessTable`] — the plain interval minimax of the seed article, filled by interval length in
//!   O(n³). It keeps every cell's cost *and* best guess and answers the questions a teaching UI
//!   asks: [`GuessTable::cost`], [`GuessTable::best_guess`], [`GuessTable::candidates`] (every
//!   term of the `min`, with real numbers), [`GuessTable::node`] (the optimal strategy tree,
//!   one node at a time) and [`GuessTable::path_to`] / [`GuessTable::path_cost`] (the guesses
//!   and the money for one secret). Limited to [`PLAIN_MAX_N`].
//! * [`FastTable`] / [`min_cost_fast`] — an *exact* O(n²) algorithm for large `n`
//!   (breakpoint + sliding-window minimum, see [`fast`]). Limited by [`MEMORY_BUDGET`]
//!   ([`FAST_MAX_N`] for costs only, [`FAST_MAX_N_WITH_GUESSES`] with best guesses).
//! * [`Adversary`] — play mode: the user guesses, the computer answers so that the user's
//!   guaranteed remaining cost stays as high as possible.
//!
//! All costs fit in `u32` inside the tables: guessing by bisection costs at most
//! `n · ⌈log₂(n + 1)⌉`, which for `n <= 65 535` is below 2²¹; the public API returns `u64`.
//!
//! [`MEMORY_BUDGET`]: crate::games::MEMORY_BUDGET

pub mod calls;
mod csv_table;
pub mod fast;
mod file;
mod parallel;
pub mod plain;
pub mod play;
mod presets;
mod solution;

pub use csv_table::table_csv;
pub use fast::{
    FAST_MAX_N, FAST_MAX_N_WITH_GUESSES, FastTable, TWO_THREADS_MIN_N, fast_table_bytes,
    min_cost_fast, min_cost_fast_threads,
};
pub use file::Setup;
pub use plain::{Candidate, GuessTable, PLAIN_MAX_N, StrategyNode, plain_table_bytes};
pub use play::{Adversary, Answer, answer_for};
pub use presets::PRESETS;
pub use solution::TABLE_EXPORT_MAX;

use super::SolveError;

/// Read access to `dp[i][j]` for any interval, shared by [`GuessTable`] and [`FastTable`] so
/// that play mode ([`Adversary`]) works with either.
pub trait IntervalCost {
    /// The `n` the table was solved for (numbers `1..=n`).
    fn n(&self) -> usize;
    /// `dp[i][j]`: `Some(0)` for an empty interval (`i > j`), `None` when `i == 0`,
    /// `j > n` or `i > n + 1`.
    fn cost(&self, i: usize, j: usize) -> Option<u64>;
}

/// `n` as a `usize` index, or [`SolveError::Invalid`] for `n = 0`. Values too large for memory
/// saturate; the caller's limit check refuses them before anything is allocated.
pub(crate) fn checked_n(n: u64) -> Result<usize, SolveError> {
    if n == 0 {
        return Err(SolveError::Invalid(
            "guess_number: n must be at least 1".to_string(),
        ));
    }
    Ok(usize::try_from(n).unwrap_or(usize::MAX))
}

/// Whether `(i, j)` names a cell the tables can answer for (see [`IntervalCost::cost`]).
pub(crate) fn in_range(n: usize, i: usize, j: usize) -> bool {
    i >= 1 && j <= n && i <= n + 1
}
