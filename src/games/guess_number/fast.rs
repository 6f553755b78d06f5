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
//!
//! Measured with `perf` at n = 10 000 (value only): the time went to the loop's dependency
//! chain (each row re-read the cell just written, through a store and a load) and, for a third
//! of it, to faulting in the 200 MB triangle. Now `dp[i+1][j]` stays in a register, the column
//! of `L(k0)` is looked up only when the breakpoint moves, and [`min_cost_fast`] keeps only the
//! columns a later column can still read (about a fifth of the triangle). Tried and dropped:
//! keeping the candidates' values in the deque (no faster: the column being filled is in L1),
//! and branch-free updates of the breakpoint and the deque (slower: they put the deque's loads
//! on the critical path that branch prediction takes off it; the breakpoint moves on 12 % of
//! the rows, the back of the deque loses exactly one candidate on 91 %, the front one on 2 %).

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

/// The candidate guesses `k < k0` of one column, by `k` falling from front to back; their
/// values `g(k) = k + dp[k+1][j]` (read from the column being filled, in L1) rise from front
/// to back: the front is the window minimum. Reused from column to column.
pub(super) struct Deque {
    k: Vec<u32>,
}

impl Deque {
    pub(super) fn new(n: usize) -> Self {
        Deque { k: vec![0; n + 1] }
    }
}

/// Fill column `j`: `col[r - 1] = dp[r][j]` for `r` in `1..=j` (`col` holds zeros), and the
/// best guesses into `best` (same indexing) when `GUESSES`. `column(c)` gives the finished
/// column `c` (`1 <= c < j`). Returns the breakpoint of the top row, `k0(1, j)`: no later
/// column reads a column below `k0(1, j) - 2` (see [`min_cost_fast`]).
///
/// The row `i = j - 1` is done first: `dp[j-1][j] = j - 1` (guess `j - 1`), after which the
/// breakpoint is `k0 = j - 1` and no candidate is left. From then on `k0 >= i + 1`, so
/// `L(k) = dp[i][k-1]` is always a stored cell (`k - 1 >= i`) and the loop needs no special
/// case. `dp[i+1][j]` stays in a register from one row to the next, the deque keeps the values
/// of its candidates beside them (no comparison reads the table), and the column of `L(k0)`
/// is only looked up again when the breakpoint moves.
#[inline(always)]
pub(super) fn fill_column<'a, const GUESSES: bool>(
    j: usize,
    column: impl Fn(usize) -> &'a [u32],
    col: &mut [u32],
    best: &mut [u32],
    deque: &mut Deque,
) -> usize {
    // i = j: a single number, cost 0 (already 0).
    if GUESSES {
        best[j - 1] = j as u32;
    }
    if j < 2 {
        return 1;
    }
    let col = &mut col[..j];
    col[j - 2] = (j - 1) as u32;
    if GUESSES {
        best[j - 2] = (j - 1) as u32;
    }
    if j < 3 {
        return 1;
    }
    let dk = &mut deque.k[..j];
    let mut k0 = j - 1;
    // the column of L(k0) = dp[i][k0-1]
    let mut lcol = column(k0 - 1);
    let (mut front, mut back) = (0usize, 0usize);
    // dp[i+1][j], kept in a register from the previous row
    let mut below = (j - 1) as u32;
    for i in (1..j - 1).rev() {
        // New candidate k = i enters at the back, after the larger values leave.
        let g_new = i as u32 + below;
        while back > front && {
            let k = dk[back - 1] as usize;
            k as u32 + col[k] >= g_new
        } {
            back -= 1;
        }
        dk[back] = i as u32;
        back += 1;
        // Move the breakpoint left while L(k0 - 1) >= R(k0 - 1) and k0 - 1 > i.
        let mut moved = false;
        while k0 > i + 1 && column(k0 - 2)[i - 1] >= col[k0 - 1] {
            k0 -= 1;
            moved = true;
        }
        if moved {
            lcol = column(k0 - 1);
            // Candidates k >= k0 leave at the front.
            while front < back && dk[front] as usize >= k0 {
                front += 1;
            }
        }
        let at_k0 = k0 as u32 + lcol[i - 1];
        let kf = dk[front] as usize;
        let g = kf as u32 + col[kf];
        let use_window = (front < back) & (g <= at_k0);
        below = if use_window { g } else { at_k0 };
        col[i - 1] = below;
        if GUESSES {
            best[i - 1] = if use_window { dk[front] } else { k0 as u32 };
        }
    }
    k0
}

/// `dp[1][n]` by the O(n²) algorithm, costs only. This is the entry point for `gamedp solve`.
///
/// The same columns as [`FastTable::solve`], each its own vector, and only the ones still
/// needed are kept: every later read of an old column is at or right of `k0(i, j') - 2`, and
/// `k0(i, j') >= k0(1, j') >= k0(1, j)` (the breakpoint falls with `i` and grows with `j`:
/// `R` only grows with `j`), so once column `j` is done the columns below `k0(1, j) - 2` go.
/// `k0(1, j)` is about `0.9 j`, so some 20 % of the triangle is alive at a time (≈ 40 MB
/// instead of 200 MB at n = 10 000): fewer pages to fault in and more of it in cache.
///
/// Refuses `n = 0` and `n > FAST_MAX_N` before allocating (with the whole triangle's size, a
/// safe bound); checks `control` once per column.
pub fn min_cost_fast(n: u64, control: &dyn Control) -> Result<u64, SolveError> {
    let two = n >= TWO_THREADS_MIN_N as u64
        && std::thread::available_parallelism().is_ok_and(|c| c.get() >= 2);
    min_cost_fast_threads(n, if two { 2 } else { 1 }, control)
}

/// The two-thread solve forced to hand the rest to the calling thread at its first check
/// (about 128 columns after the first 1 024): the path it takes when the worker is often
/// descheduled. For the tests.
#[doc(hidden)]
pub fn min_cost_fast_solo_after_start(n: u64, control: &dyn Control) -> Result<u64, SolveError> {
    let n = check_size(n, false)?;
    super::parallel::min_cost_two_threads_with(n, control, -1.0, std::time::Duration::ZERO)
}

/// [`min_cost_fast`] uses two threads from this `n` on (when the machine has two cores).
pub const TWO_THREADS_MIN_N: usize = 3_000;

/// [`min_cost_fast`] on `threads` threads (1, or 2 for anything more), whatever `n`: two
/// threads fill the columns in pairs (see `parallel.rs`). The answer does not depend on it.
pub fn min_cost_fast_threads(
    n: u64,
    threads: usize,
    control: &dyn Control,
) -> Result<u64, SolveError> {
    let n = check_size(n, false)?;
    if threads >= 2 {
        return super::parallel::min_cost_two_threads(n, control);
    }
    let cells = n * (n + 1) / 2;
    let mut columns: Vec<Vec<u32>> = Vec::with_capacity(n + 1);
    columns.push(Vec::new());
    let mut deque = Deque::new(n);
    let mut dead = 1;
    for j in 1..=n {
        if control.cancelled() {
            return Err(SolveError::Cancelled);
        }
        let mut col = vec![0u32; j];
        let top = fill_column::<false>(j, |c| &columns[c], &mut col, &mut [], &mut deque);
        columns.push(col);
        while dead + 2 < top {
            columns[dead] = Vec::new();
            dead += 1;
        }
        control.progress((j * (j + 1) / 2) as u64, cells as u64);
    }
    Ok(u64::from(columns[n][0]))
}

/// `n` as an index if `1 <= n` and its table fits in [`MEMORY_BUDGET`].
fn check_size(n: u64, with_guesses: bool) -> Result<usize, SolveError> {
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
    Ok(n_us)
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
        let n = check_size(n, with_guesses)?;
        let cells = n * (n + 1) / 2;
        let mut cost = vec![0u32; cells];
        let mut best = with_guesses.then(|| vec![0u32; cells]);
        let mut deque = Deque::new(n);
        for j in 1..=n {
            if control.cancelled() {
                return Err(SolveError::Cancelled);
            }
            let cs = col_start(j);
            let (done, rest) = cost.split_at_mut(cs);
            let column = |c: usize| &done[col_start(c)..col_start(c) + c];
            match best.as_mut() {
                Some(best) => {
                    fill_column::<true>(j, column, rest, &mut best[cs..], &mut deque);
                }
                None => {
                    fill_column::<false>(j, column, rest, &mut [], &mut deque);
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
