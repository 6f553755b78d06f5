//! The full net-score table, stored diagonal by diagonal in 8 bytes a cell.

use super::{End, Outcome, best_kernel, cell_count, check_piles, check_table_size};
use crate::games::{Control, SolveError};

/// Value ranges of a table, for colour scales.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ranges {
    pub first: (i64, i64),
    pub second: (i64, i64),
    pub net: (i64, i64),
}

/// The net-score table of seed 004 for every interval `piles[i..=j]`.
///
/// `net(i, j)` is what the player to move on `piles[i..=j]` ends with minus what the other player
/// ends with. Cells are stored by anti-diagonal (interval length), which is the order they are
/// computed in, so the fill is the same vectorised step as the value-only solver.
/// The seeds' pair `(fir, sec)` follows from the range sum: `fir = (sum + net) / 2`.
#[derive(Debug, Clone)]
pub struct NetTable {
    piles: Vec<i64>,
    /// `prefix[k]` = sum of `piles[..k]`.
    prefix: Vec<i64>,
    /// Diagonal-major: diagonal `d = j - i` starts at `diag_start(d)`, then `i` = 0, 1, ...
    net: Vec<i64>,
}

impl NetTable {
    /// Fill the whole table. Refuses rows whose table would not fit the limits.
    pub fn solve(piles: &[i64], control: &dyn Control) -> Result<Self, SolveError> {
        check_piles(piles)?;
        let n = piles.len();
        check_table_size(n)?;
        let kernel = best_kernel();
        let all = cell_count(n);
        let mut net = Vec::new();
        net.try_reserve_exact(all as usize)
            .map_err(|_| SolveError::TooBig {
                what: format!("the full table for {n} piles (out of memory)"),
                need: n as u64,
                limit: super::MAX_TABLE_PILES as u64,
                unit: "piles",
            })?;
        net.extend_from_slice(piles);
        let mut done = n as u64;
        for d in 1..n {
            let m = n - d;
            let start = net.len();
            net.resize(start + m, 0);
            let (before, out) = net.split_at_mut(start);
            let prev = &before[start - (m + 1)..];
            kernel.step(&piles[..m], &piles[d..], prev, out);
            done += m as u64;
            if d % 32 == 0 {
                if control.cancelled() {
                    return Err(SolveError::Cancelled);
                }
                control.progress(done, all);
            }
        }
        control.progress(all, all);
        let mut prefix = Vec::with_capacity(n + 1);
        prefix.push(0i64);
        for &p in piles {
            prefix.push(prefix[prefix.len() - 1] + p);
        }
        Ok(NetTable {
            piles: piles.to_vec(),
            prefix,
            net,
        })
    }

    /// Number of piles.
    pub fn n(&self) -> usize {
        self.piles.len()
    }

    /// The row this table was computed for.
    pub fn piles(&self) -> &[i64] {
        &self.piles
    }

    fn index(&self, i: usize, j: usize) -> usize {
        debug_assert!(i <= j && j < self.n());
        let n = self.n();
        let d = j - i;
        // sum over earlier diagonals of (n - k), k < d
        d * n - d * (d.saturating_sub(1)) / 2 + i
    }

    /// Net score of the player to move on `piles[i..=j]`. Requires `i <= j < n`.
    pub fn net(&self, i: usize, j: usize) -> i64 {
        self.net[self.index(i, j)]
    }

    /// Sum of `piles[i..=j]`.
    pub fn range_sum(&self, i: usize, j: usize) -> i64 {
        self.prefix[j + 1] - self.prefix[i]
    }

    /// The seeds' `dp[i][j].fir`: total of the player to move on `piles[i..=j]`.
    pub fn first(&self, i: usize, j: usize) -> i64 {
        ((self.range_sum(i, j) as i128 + self.net(i, j) as i128) / 2) as i64
    }

    /// The seeds' `dp[i][j].sec`: total of the other player on `piles[i..=j]`.
    pub fn second(&self, i: usize, j: usize) -> i64 {
        self.range_sum(i, j) - self.first(i, j)
    }

    /// Net score of each choice at `(i, j)`: `(p[i] - net(i+1, j), p[j] - net(i, j-1))`.
    /// On the diagonal both are the single pile.
    pub fn options(&self, i: usize, j: usize) -> (i64, i64) {
        if i == j {
            return (self.piles[i], self.piles[i]);
        }
        (
            self.piles[i] - self.net(i + 1, j),
            self.piles[j] - self.net(i, j - 1),
        )
    }

    /// The end the player to move takes on `piles[i..=j]` (the right one on a tie).
    pub fn choice(&self, i: usize, j: usize) -> End {
        let (l, r) = self.options(i, j);
        if l > r { End::Left } else { End::Right }
    }

    /// True when both ends are equally good at `(i, j)` (and `i < j`).
    pub fn is_tie(&self, i: usize, j: usize) -> bool {
        let (l, r) = self.options(i, j);
        i < j && l == r
    }

    /// The answer for the whole row.
    pub fn outcome(&self) -> Outcome {
        let n = self.n();
        Outcome::from_net(self.net(0, n - 1), self.range_sum(0, n - 1))
    }

    /// Smallest and largest `fir`, `sec` and net value over the whole table: one pass over the
    /// cells in storage order (this runs on the worker after every solve).
    pub fn ranges(&self) -> Ranges {
        let n = self.n();
        let mut r = Ranges {
            first: (i64::MAX, i64::MIN),
            second: (i64::MAX, i64::MIN),
            net: (i64::MAX, i64::MIN),
        };
        let mut k = 0;
        for d in 0..n {
            for i in 0..n - d {
                let net = self.net[k];
                k += 1;
                let sum = self.prefix[i + d + 1] - self.prefix[i];
                // sum + net = 2·fir is even; i128 because it may exceed i64
                let first = ((sum as i128 + net as i128) >> 1) as i64;
                let second = sum - first;
                r.first = (r.first.0.min(first), r.first.1.max(first));
                r.second = (r.second.0.min(second), r.second.1.max(second));
                r.net = (r.net.0.min(net), r.net.1.max(net));
            }
        }
        r
    }

    /// Bytes held by the table.
    pub fn memory_bytes(&self) -> usize {
        self.net.capacity() * 8 + self.prefix.capacity() * 8 + self.piles.capacity() * 8
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;

    #[test]
    fn seed_004_table() {
        let t = NetTable::solve(&[3, 9, 1, 2], &NoControl).unwrap();
        let want = [[3, 6, -5, 7], [0, 9, 8, 8], [0, 0, 1, 1], [0, 0, 0, 2]];
        for (i, row) in want.iter().enumerate() {
            for (j, &cell) in row.iter().enumerate().skip(i) {
                assert_eq!(t.net(i, j), cell, "cell ({i},{j})");
            }
        }
        assert_eq!(t.outcome().difference, 7);
        assert_eq!(t.choice(0, 3), End::Right);
        assert!(t.is_tie(0, 2));
        // the inspector example of the issue: dp[1][3].fir = max(9 + 1, 2 + 1) = 10
        assert_eq!(t.first(1, 3), 10);
        assert_eq!(t.second(2, 3), 1);
        assert_eq!(t.second(1, 2), 1);
    }

    #[test]
    fn ranges_match_the_cells() {
        let piles = [3, -9, 1, 2, 7, -4];
        let t = NetTable::solve(&piles, &NoControl).unwrap();
        let r = t.ranges();
        let n = piles.len();
        let cells: Vec<(usize, usize)> = (0..n).flat_map(|i| (i..n).map(move |j| (i, j))).collect();
        let span = |f: &dyn Fn(usize, usize) -> i64| {
            let v: Vec<i64> = cells.iter().map(|&(i, j)| f(i, j)).collect();
            (*v.iter().min().unwrap(), *v.iter().max().unwrap())
        };
        assert_eq!(r.first, span(&|i, j| t.first(i, j)));
        assert_eq!(r.second, span(&|i, j| t.second(i, j)));
        assert_eq!(r.net, span(&|i, j| t.net(i, j)));
    }

    #[test]
    fn outcome_matches_value_only() {
        let piles = [1, 100, 3];
        let t = NetTable::solve(&piles, &NoControl).unwrap();
        let o = t.outcome();
        assert_eq!((o.first, o.second, o.difference), (4, 100, -96));
    }
}
