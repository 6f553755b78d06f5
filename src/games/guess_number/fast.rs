//! An exact O(n²) algorithm for the same table, for large `n`.
//!
//! Fix the right end `j` and let the left end `i` run from `j` down to 1. For the cell
//! `(i, j)` write `L(k) = dp[i][k-1]` and `R(k) = dp[k+1][j]`. Because `dp` never decreases when
//! the interval grows, `L` is non-decreasing and `R` non-increasing in `k`, so there is a
//! *breakpoint* `k0(i, j)`, the smallest `k` in `i..=j` with `L(k) >= R(k)` (it exists: `R(j) = 0`).
//!
//! * For `k >= k0` the cost is `k + L(k)`, strictly increasing in `k`: only `k0` matters.
//! * For `k < k0` the cost is `g(k) = k + dp[k+1][j]`, which does not depend on `i` at all.
//!
//! Moving from `i + 1` to `i` only makes `L` larger, so `k0(i, j) <= k0(i + 1, j)`: the
//! breakpoint walks left, a few steps in total per column. The candidates `k < k0` form the
//! window `i..=k0-1` whose both ends move left; its minimum of `g` is kept with a monotone deque
//! (sliding-window minimum). Every cell costs amortised O(1), the table O(n²).
//!
//! Ties are broken like the plain table (the lowest `k`): the deque keeps the lowest `k` among
//! equal values, and the window (all `k < k0`) wins a tie against `k0`. So [`FastTable`] with
//! guesses reproduces [`super::GuessTable`] cell for cell; the tests check it.
//!
//! *Not* Knuth's optimisation: the optimal `k` of this recurrence is not monotone in `i` and
//! `j`, and restricting `k` as Knuth does gives wrong answers.
//!
//! Layout: a column-major upper triangle (`u32`). Column `j` is written top-down as `i` falls
//! and `R(k)`/`g(k)` are read from it; `L(k) = dp[i][k0-1]` is read from column `k0 - 1` at row
//! `i`, and as `i` falls with `k0` nearly still, those reads walk down a column too — both
//! streams are sequential. (A row-major triangle with the current column in a local vector makes
//! every `L` read and every write jump a whole row; measured about 1.5× slower at n = 10 000.)

use super::{IntervalCost, checked_n, in_range};
use crate::games::{Control, MEMORY_BUDGET, SolveError, human_bytes};

/// Bytes [`FastTable::solve`] needs for `n` (the triangle of `u32` costs, another one for the
/// best guesses if asked, and the deque), saturating at `u64::MAX`.
pub const fn fast_table_bytes(n: u64, with_guesses: bool) -> u64 {
    let n = n as u128;
    let cells = n * (n + 1) / 2;
    let tables = if with_guesses { 2 } else { 1 };
    // cells < 2^127 for any u64 n; the products may not fit, so saturate.
    let bytes = cells.saturating_mul(4 * tables).saturating_add((n + 1) * 4);
    if bytes > u64::MAX as u128 {
        u64::MAX
    } else {
        bytes as u64
    }
}

/// Largest `n` whose table fits in `MEMORY_BUDGET`.
const fn max_n(with_guesses: bool) -> u64 {
    let (mut lo, mut hi) = (1u64, 1u64 << 20);
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if fast_table_bytes(mid, with_guesses) <= MEMORY_BUDGET {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    lo
}

/// Largest `n` that [`min_cost_fast`] and [`FastTable::solve`] without guesses accept: the cost
/// triangle (`2n²` bytes) and the deque must fit in [`MEMORY_BUDGET`] (1 GiB → 23 168).
pub const FAST_MAX_N: u64 = max_n(false);

/// Largest `n` that [`FastTable::solve`] accepts when it also keeps the best guesses (16 383).
pub const FAST_MAX_N_WITH_GUESSES: u64 = max_n(true);

// Costs are stored as u32: dp[1][n] <= n * ceil(log2(n + 1)) (bisection), and g(k) adds at
// most n more. Make sure that bound stays far below u32::MAX for every accepted n.
const _: () = assert!(FAST_MAX_N < 1 << 16 && (1u64 << 16) * 18 < u32::MAX as u64);

/// The `dp` triangle computed by the O(n²) algorithm, optionally with best guesses.
#[derive(Debug, Clone)]
pub struct FastTable {
    n: usize,
    /// Column-major upper triangle: column `j` holds `dp[1..=j][j]`.
    cost: Vec<u32>,
    /// Same layout, lowest optimal guess of each cell, when asked for.
    best: Option<Vec<u32>>,
}

/// Start of column `j` (1-based) in a column-major upper triangle.
#[inline]
fn col_start(j: usize) -> usize {
    j * (j - 1) / 2
}

/// `dp[1][n]` by the O(n²) algorithm, costs only. This is the entry point for `gamedp solve`.
///
/// Refuses `n = 0` and `n > FAST_MAX_N` before allocating; checks `control` once per column.
pub fn min_cost_fast(n: u64, control: &dyn Control) -> Result<u64, SolveError> {
    FastTable::solve(n, false, control).map(|t| t.min_cost())
}

impl FastTable {
    /// Compute every cell of the triangle for `1..=n`, and the best guess of every cell too if
    /// `with_guesses`.
    ///
    /// Refuses `n = 0` ([`SolveError::Invalid`]) and any `n` whose storage
    /// ([`fast_table_bytes`]) exceeds [`MEMORY_BUDGET`] ([`SolveError::TooBig`]) before
    /// allocating. Reports progress and checks for cancellation once per column.
    pub fn solve(
        n: u64,
        with_guesses: bool,
        control: &dyn Control,
    ) -> Result<FastTable, SolveError> {
        let n_us = checked_n(n)?;
        let bytes = fast_table_bytes(n, with_guesses);
        if bytes > MEMORY_BUDGET {
            let limit = if with_guesses {
                FAST_MAX_N_WITH_GUESSES
            } else {
                FAST_MAX_N
            };
            return Err(SolveError::TooBig {
                what: format!(
                    "guess_number with n = {n} (its table would take {}, the memory budget is {})",
                    human_bytes(bytes),
                    human_bytes(MEMORY_BUDGET)
                ),
                need: n,
                limit,
                unit: "numbers",
            });
        }
        let n = n_us;
        let cells = n * (n + 1) / 2;
        let mut cost = vec![0u32; cells];
        let mut best = with_guesses.then(|| vec![0u32; cells]);
        // The deque of candidate guesses k < k0, by k falling from front to back; their values
        // g(k) = k + dp[k+1][j] rise from front to back, so the front is the window minimum.
        let mut deque = vec![0u32; n + 1];

        for j in 1..=n {
            if control.cancelled() {
                return Err(SolveError::Cancelled);
            }
            let cs = col_start(j);
            // dp[i][j] lives at cs + i - 1; dp[k+1][j] at cs + k.
            // i = j: the single number is guessed right, cost 0 (already 0).
            if let Some(best) = best.as_mut() {
                best[cs + j - 1] = j as u32;
            }
            let mut k0 = j;
            let (mut front, mut back) = (0usize, 0usize);
            for i in (1..j).rev() {
                // New candidate k = i enters the window at the back.
                let g_new = i as u32 + cost[cs + i];
                while back > front {
                    let k = deque[back - 1] as usize;
                    if k as u32 + cost[cs + k] >= g_new {
                        back -= 1;
                    } else {
                        break;
                    }
                }
                deque[back] = i as u32;
                back += 1;
                // Move the breakpoint left while the condition L(k) >= R(k) holds at k0 - 1.
                while k0 > i {
                    let k = k0 - 1;
                    let left = if k == i {
                        0
                    } else {
                        cost[col_start(k - 1) + i - 1]
                    };
                    if left >= cost[cs + k] {
                        k0 = k;
                    } else {
                        break;
                    }
                }
                // Candidates k >= k0 leave the window at the front.
                while front < back && deque[front] as usize >= k0 {
                    front += 1;
                }
                let at_k0 = k0 as u32
                    + if k0 == i {
                        0
                    } else {
                        cost[col_start(k0 - 1) + i - 1]
                    };
                let (value, guess) = if front < back {
                    let k = deque[front] as usize;
                    let g = k as u32 + cost[cs + k];
                    if g <= at_k0 {
                        (g, k as u32)
                    } else {
                        (at_k0, k0 as u32)
                    }
                } else {
                    (at_k0, k0 as u32)
                };
                cost[cs + i - 1] = value;
                if let Some(best) = best.as_mut() {
                    best[cs + i - 1] = guess;
                }
            }
            control.progress((j * (j + 1) / 2) as u64, cells as u64);
        }
        Ok(FastTable { n, cost, best })
    }

    /// The `n` of this table.
    pub fn n(&self) -> usize {
        self.n
    }

    /// `dp[1][n]`, the answer to LeetCode 375.
    pub fn min_cost(&self) -> u64 {
        u64::from(self.cost[col_start(self.n)])
    }

    /// `dp[i][j]`: `Some(0)` for an empty interval (`i > j`); `None` when `i == 0`, `j > n` or
    /// `i > n + 1`.
    pub fn cost(&self, i: usize, j: usize) -> Option<u64> {
        if !in_range(self.n, i, j) {
            return None;
        }
        if i > j {
            return Some(0);
        }
        Some(u64::from(self.cost[col_start(j) + i - 1]))
    }

    /// Whether the best guesses were computed.
    pub fn has_guesses(&self) -> bool {
        self.best.is_some()
    }

    /// The optimal guess for `i..=j`, the lowest on ties (the same as
    /// [`super::GuessTable::best_guess`]); `None` unless `1 <= i <= j <= n` and the table was
    /// solved with guesses.
    pub fn best_guess(&self, i: usize, j: usize) -> Option<usize> {
        let best = self.best.as_ref()?;
        if !in_range(self.n, i, j) || i > j {
            return None;
        }
        Some(best[col_start(j) + i - 1] as usize)
    }
}

impl IntervalCost for FastTable {
    fn n(&self) -> usize {
        self.n
    }
    fn cost(&self, i: usize, j: usize) -> Option<u64> {
        FastTable::cost(self, i, j)
    }
}
