//! The plain O(n³) interval minimax — the teaching table.
//!
//! Every cell `dp[i][j]` (`1 <= i <= j <= n`) is filled by interval length, shortest first, from
//! the seed article's recurrence
//!
//! ```text
//! dp[i][j] = min over k in i..=j of  k + max(dp[i][k-1], dp[k+1][j]),   dp[i][i] = 0,
//! ```
//!
//! with empty intervals (`dp[i][i-1]`, `dp[j+1][j]`) worth 0. Besides the cost the table keeps
//! the best guess `k` of every cell; among guesses of equal cost the **lowest** `k` is kept, so
//! the strategy tree is deterministic.
//!
//! Storage: costs and best guesses in row-major upper triangles (`u32`, see the module docs of
//! [`super`] for why `u32` is safe). While filling, a column-major copy of the costs makes the
//! inner loop over `k` read two contiguous slices (`dp[i][k-1]` along row `i`, `dp[k+1][j]`
//! down column `j`); it is dropped when the solve ends.

use super::{IntervalCost, checked_n, in_range};
use crate::games::{Control, MEMORY_BUDGET, SolveError, human_bytes};

/// Largest `n` the O(n³) teaching table accepts.
///
/// Chosen by measurement so that the fill stays under about 2 s: a release build on the
/// project's 2-core machine fills `n = 1 500` in about 0.5–0.8 s and `n = 2 000` (1.3·10⁹ inner
/// steps) in about 1.7 s; the time grows as n³. (A debug build is many times slower.) Larger
/// `n` is the job of [`super::FastTable`].
pub const PLAIN_MAX_N: u64 = 2_000;

/// One term of the `min` that defines a cell: guessing `guess` in `i..=j` costs
/// `total = guess + max(left, right)` in the worst case.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Candidate {
    /// The guess `k`.
    pub guess: usize,
    /// `dp[i][k-1]`: what is still needed after "lower" (0 when `k == i`).
    pub left: u64,
    /// `dp[k+1][j]`: what is still needed after "higher" (0 when `k == j`).
    pub right: u64,
    /// `k + max(left, right)`.
    pub total: u64,
}

/// One node of the optimal strategy tree: the interval of numbers still possible, the guess
/// to make there, its guaranteed cost and the two sub-intervals the answers lead to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct StrategyNode {
    /// First number still possible.
    pub lo: usize,
    /// Last number still possible.
    pub hi: usize,
    /// The optimal guess (lowest on ties); when `lo == hi` it is that number and is right.
    pub guess: usize,
    /// `dp[lo][hi]`.
    pub cost: u64,
    /// The interval after the answer "lower" (`lo..=guess-1`), if not empty.
    pub lower: Option<(usize, usize)>,
    /// The interval after the answer "higher" (`guess+1..=hi`), if not empty.
    pub higher: Option<(usize, usize)>,
}

/// The full interval table of the plain O(n³) minimax, with best guesses.
#[derive(Debug, Clone)]
pub struct GuessTable {
    n: usize,
    /// Row-major upper triangle: row `i` holds `dp[i][i..=n]`.
    cost: Vec<u32>,
    /// Same layout: the lowest optimal guess of each cell.
    best: Vec<u32>,
}

/// Index of `(i, j)`, `1 <= i <= j <= n`, in a row-major upper triangle.
#[inline]
fn row_index(n: usize, i: usize, j: usize) -> usize {
    let a = i - 1;
    a * n - a * a.saturating_sub(1) / 2 + (j - i)
}

/// Index of `(i, j)`, `1 <= i <= j`, in a column-major upper triangle.
#[inline]
fn col_index(i: usize, j: usize) -> usize {
    j * (j - 1) / 2 + (i - 1)
}

/// Bytes the plain solve needs for `n` (two triangles kept, one more while filling), saturating.
pub fn plain_table_bytes(n: u64) -> u64 {
    let cells = u128::from(n) * (u128::from(n) + 1) / 2;
    u64::try_from(cells.saturating_mul(12)).unwrap_or(u64::MAX)
}

impl GuessTable {
    /// Fill the whole table for `1..=n`.
    ///
    /// Refuses `n = 0` ([`SolveError::Invalid`]) and `n > PLAIN_MAX_N` ([`SolveError::TooBig`])
    /// before allocating. Checks `control` once per interval length.
    pub fn solve(n: u64, control: &dyn Control) -> Result<GuessTable, SolveError> {
        let n_us = checked_n(n)?;
        if n > PLAIN_MAX_N {
            return Err(SolveError::TooBig {
                what: format!("guess_number O(n³) table for n = {n}"),
                need: n,
                limit: PLAIN_MAX_N,
                unit: "numbers",
            });
        }
        let bytes = plain_table_bytes(n);
        if bytes > MEMORY_BUDGET {
            return Err(SolveError::TooBig {
                what: format!(
                    "guess_number O(n³) table for n = {n} ({})",
                    human_bytes(bytes)
                ),
                need: bytes,
                limit: MEMORY_BUDGET,
                unit: "bytes",
            });
        }
        let n = n_us;
        let cells = n * (n + 1) / 2;
        let mut cost = vec![0u32; cells];
        let mut best = vec![0u32; cells];
        let mut cost_by_col = vec![0u32; cells];
        let total_work = (n as u64) * (n as u64 + 1) * (n as u64 + 2) / 6;
        let mut done = 0u64;

        for i in 1..=n {
            best[row_index(n, i, i)] = i as u32;
        }
        done += n as u64;
        control.progress(done, total_work);

        for len in 2..=n {
            if control.cancelled() {
                return Err(SolveError::Cancelled);
            }
            for i in 1..=n - len + 1 {
                let j = i + len - 1;
                // k = i: "lower" is impossible, only dp[i+1][j] remains.
                let mut best_c = i as u32 + cost_by_col[col_index(i + 1, j)];
                let mut best_k = i as u32;
                // Interior k = i+1 ..= j-1: dp[i][k-1] along row i, dp[k+1][j] down column j.
                if len > 2 {
                    let left = &cost[row_index(n, i, i)..=row_index(n, i, j - 2)];
                    let right = &cost_by_col[col_index(i + 2, j)..=col_index(j, j)];
                    let first_k = (i + 1) as u32;
                    let m = left
                        .iter()
                        .zip(right)
                        .enumerate()
                        .map(|(t, (&l, &r))| first_k + t as u32 + l.max(r))
                        .min()
                        .unwrap_or(u32::MAX);
                    if m < best_c {
                        let t = left
                            .iter()
                            .zip(right)
                            .enumerate()
                            .position(|(t, (&l, &r))| first_k + t as u32 + l.max(r) == m)
                            .unwrap_or(0);
                        best_c = m;
                        best_k = first_k + t as u32;
                    }
                }
                // k = j: "higher" is impossible, only dp[i][j-1] remains.
                let c = j as u32 + cost[row_index(n, i, j - 1)];
                if c < best_c {
                    best_c = c;
                    best_k = j as u32;
                }
                let r = row_index(n, i, j);
                cost[r] = best_c;
                best[r] = best_k;
                cost_by_col[col_index(i, j)] = best_c;
            }
            done += ((n - len + 1) * len) as u64;
            control.progress(done, total_work);
        }
        Ok(GuessTable { n, cost, best })
    }

    /// The `n` of this table.
    pub fn n(&self) -> usize {
        self.n
    }

    /// `dp[1][n]`, the answer to LeetCode 375.
    pub fn min_cost(&self) -> u64 {
        u64::from(self.cost[row_index(self.n, 1, self.n)])
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
        Some(u64::from(self.cost[row_index(self.n, i, j)]))
    }

    /// The optimal guess for `i..=j` (the lowest one on ties); `None` unless
    /// `1 <= i <= j <= n`. For `i == j` it is `i` (the guess is right).
    pub fn best_guess(&self, i: usize, j: usize) -> Option<usize> {
        if !in_range(self.n, i, j) || i > j {
            return None;
        }
        Some(self.best[row_index(self.n, i, j)] as usize)
    }

    /// Every term of the `min` that defines `dp[i][j]`, for `k = i..=j` in order, so that a UI
    /// can print `dp[1][5] = min(1 + max(0, dp[2][5]), ...) = 6` with real numbers. The minimum
    /// of the `total`s is `dp[i][j]` and its first occurrence is [`Self::best_guess`].
    ///
    /// `None` unless `1 <= i <= j <= n`. For `i == j` the list is empty: `dp[i][i] = 0` is the
    /// base case (the only possible number is guessed right, for free).
    pub fn candidates(&self, i: usize, j: usize) -> Option<Vec<Candidate>> {
        if !in_range(self.n, i, j) || i > j {
            return None;
        }
        if i == j {
            return Some(Vec::new());
        }
        let list = (i..=j)
            .map(|k| {
                let left = self.cost(i, k - 1).unwrap_or(0);
                let right = self.cost(k + 1, j).unwrap_or(0);
                Candidate {
                    guess: k,
                    left,
                    right,
                    total: k as u64 + left.max(right),
                }
            })
            .collect();
        Some(list)
    }

    /// The strategy-tree node for the interval `lo..=hi`; `None` unless `1 <= lo <= hi <= n`.
    /// Children are given as intervals, so a UI expands the tree lazily instead of building it.
    pub fn node(&self, lo: usize, hi: usize) -> Option<StrategyNode> {
        let guess = self.best_guess(lo, hi)?;
        let cost = self.cost(lo, hi)?;
        Some(StrategyNode {
            lo,
            hi,
            guess,
            cost,
            lower: (guess > lo).then(|| (lo, guess - 1)),
            higher: (guess < hi).then(|| (guess + 1, hi)),
        })
    }

    /// The nodes an optimal player visits when the secret is `x`: from the root down the
    /// answers "lower" and "higher" to the node whose guess is `x`. Empty unless
    /// `1 <= x <= n`.
    pub fn path_to(&self, x: usize) -> Vec<StrategyNode> {
        let mut path = Vec::new();
        if x == 0 || x > self.n {
            return path;
        }
        let (mut lo, mut hi) = (1, self.n);
        while let Some(node) = self.node(lo, hi) {
            path.push(node);
            if node.guess == x {
                break;
            }
            let next = if x < node.guess {
                node.lower
            } else {
                node.higher
            };
            match next {
                Some((a, b)) => (lo, hi) = (a, b),
                None => break,
            }
        }
        path
    }

    /// What an optimal player pays when the secret is `x`: the sum of the wrong guesses on
    /// [`Self::path_to`] (the last guess is right and free). At most [`Self::min_cost`]; 0
    /// unless `1 <= x <= n`.
    pub fn path_cost(&self, x: usize) -> u64 {
        self.path_to(x)
            .iter()
            .filter(|node| node.guess != x)
            .map(|node| node.guess as u64)
            .sum()
    }

    /// The root of the strategy tree: the interval `1..=n`.
    pub fn root(&self) -> StrategyNode {
        let guess = self.best[row_index(self.n, 1, self.n)] as usize;
        StrategyNode {
            lo: 1,
            hi: self.n,
            guess,
            cost: self.min_cost(),
            lower: (guess > 1).then(|| (1, guess - 1)),
            higher: (guess < self.n).then(|| (guess + 1, self.n)),
        }
    }
}

impl IntervalCost for GuessTable {
    fn n(&self) -> usize {
        self.n
    }
    fn cost(&self, i: usize, j: usize) -> Option<u64> {
        GuessTable::cost(self, i, j)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_are_dense() {
        let n = 7;
        let mut seen = vec![false; n * (n + 1) / 2];
        for i in 1..=n {
            for j in i..=n {
                let r = row_index(n, i, j);
                assert!(!seen[r]);
                seen[r] = true;
            }
        }
        assert!(seen.iter().all(|&s| s));
        let mut seen = vec![false; n * (n + 1) / 2];
        for j in 1..=n {
            for i in 1..=j {
                let c = col_index(i, j);
                assert!(!seen[c]);
                seen[c] = true;
            }
        }
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn the_path_to_a_number_follows_the_answers() {
        use crate::games::NoControl;
        let t = GuessTable::solve(10, &NoControl).unwrap();
        let path = t.path_to(10);
        let guesses: Vec<usize> = path.iter().map(|node| node.guess).collect();
        assert_eq!(guesses, vec![7, 9, 10]);
        assert_eq!(path[0], t.root());
        assert_eq!(
            path.iter()
                .map(|node| (node.lo, node.hi))
                .collect::<Vec<_>>(),
            vec![(1, 10), (8, 10), (10, 10)]
        );
        assert_eq!(t.path_cost(10), 16);
        // every secret is found, never paying more than the minimum, which some secret pays
        for x in 1..=10 {
            assert_eq!(t.path_to(x).last().map(|node| node.guess), Some(x));
            assert!(t.path_cost(x) <= t.min_cost(), "x = {x}");
        }
        assert_eq!((1..=10).map(|x| t.path_cost(x)).max(), Some(t.min_cost()));
        // outside 1..=n there is no path
        assert!(t.path_to(0).is_empty() && t.path_to(11).is_empty());
        assert_eq!(t.path_cost(11), 0);
        let one = GuessTable::solve(1, &NoControl).unwrap();
        assert_eq!(one.path_to(1).len(), 1);
        assert_eq!(one.path_cost(1), 0);
    }
}
