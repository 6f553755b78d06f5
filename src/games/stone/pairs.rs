//! The seeds' table of pairs: `dp[i][j] = (fir, sec)`, filled diagonal by diagonal.

use super::{Outcome, check_piles};
use crate::games::SolveError;

/// Most piles the pair table accepts (n × n cells of 16 bytes: 400 MB at the limit).
pub const MAX_PAIR_PILES: usize = 5_000;

/// `dp[i][j].fir` / `.sec`: the totals of the player to move and of the other player on
/// `piles[i..=j]` (seed 000). Kept beside [`super::NetTable`] for teaching and as a cross-check;
/// it needs 16 bytes a cell, so the app uses the net table for everything it draws.
#[derive(Debug, Clone)]
pub struct PairTable {
    n: usize,
    /// Row-major n × n; only `i <= j` is meaningful.
    cells: Vec<(i64, i64)>,
}

impl PairTable {
    /// Fill the table as the seeds do: base case `dp[i][i] = (p[i], 0)`, then
    /// `left = p[i] + dp[i+1][j].sec`, `right = p[j] + dp[i][j-1].sec`; the player takes the larger
    /// (the right one on a tie) and `sec` is the `fir` of what is left.
    pub fn solve(piles: &[i64]) -> Result<Self, SolveError> {
        check_piles(piles)?;
        let n = piles.len();
        if n > MAX_PAIR_PILES {
            return Err(SolveError::TooBig {
                what: format!("the pair table for {n} piles"),
                need: n as u64,
                limit: MAX_PAIR_PILES as u64,
                unit: "piles",
            });
        }
        let mut cells = vec![(0i64, 0i64); n * n];
        for i in 0..n {
            cells[i * n + i] = (piles[i], 0);
        }
        for d in 1..n {
            for i in 0..n - d {
                let j = i + d;
                let left = piles[i] + cells[(i + 1) * n + j].1;
                let right = piles[j] + cells[i * n + j - 1].1;
                cells[i * n + j] = if left > right {
                    (left, cells[(i + 1) * n + j].0)
                } else {
                    (right, cells[i * n + j - 1].0)
                };
            }
        }
        Ok(PairTable { n, cells })
    }

    /// `dp[i][j]` as `(fir, sec)`. Requires `i <= j < n`.
    pub fn get(&self, i: usize, j: usize) -> (i64, i64) {
        self.cells[i * self.n + j]
    }

    /// Number of piles.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The answer for the whole row.
    pub fn outcome(&self) -> Outcome {
        let (first, second) = self.get(0, self.n - 1);
        Outcome {
            first,
            second,
            difference: first - second,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_000_example() {
        let t = PairTable::solve(&[1, 100, 3]).unwrap();
        assert_eq!(t.get(0, 2), (4, 100));
        let t = PairTable::solve(&[3, 9, 1, 2]).unwrap();
        assert_eq!(t.get(1, 3), (10, 2));
        assert_eq!(t.outcome().difference, 7);
    }
}
