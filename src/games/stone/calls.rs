//! The stone game as a memoised recursion (top-down): `solve(i, j)` calls `solve(i + 1, j)`
//! (after taking the left pile) and `solve(i, j - 1)` (after taking the right one), down to single
//! piles. [`call_trace`] records the run for the call-tree view; the counts of calls with and
//! without the memo are formulas, so they are known for any row without running anything.

use super::{check_len, check_piles, dependencies};
use crate::games::SolveError;
use crate::games::calls::{CallCount, CallTrace};

/// Most piles whose call tree is recorded and drawn (1 + n(n − 1) calls, 91 for 10 piles).
pub const CALL_TREE_MAX_PILES: usize = 10;

/// The memoised recursion's run on `piles`.
pub fn call_trace(piles: &[i64]) -> Result<CallTrace, SolveError> {
    check_piles(piles)?;
    let n = piles.len();
    check_len(n, CALL_TREE_MAX_PILES, "the call tree")?;
    Ok(CallTrace::record(
        (0, n - 1),
        &|(i, j)| dependencies(i, j).map(|d| d.to_vec()).unwrap_or_default(),
        &|(i, j), v| {
            if v.is_empty() {
                piles[i]
            } else {
                // check_piles bounds every partial score
                (piles[i] - v[0]).max(piles[j] - v[1])
            }
        },
    ))
}

/// Calls the memoised recursion makes on `n` piles: the first one and two for each interval of
/// two piles or more, `1 + n(n − 1)`.
pub fn memo_calls(n: usize) -> u128 {
    let n = n as u128;
    if n == 0 { 0 } else { 1 + n * (n - 1) }
}

/// Different intervals, the memo entries: `n(n + 1) / 2`.
pub fn memo_entries(n: usize) -> u128 {
    let n = n as u128;
    n * (n + 1) / 2
}

/// Calls the plain recursion (no memo) makes on `n` piles: each call on `m ≥ 2` piles makes two
/// on `m − 1`, so `2^n − 1`.
pub fn plain_calls(n: usize) -> CallCount {
    if n == 0 {
        return CallCount::Exact(0);
    }
    CallCount::power(1, 2, n.min(u32::MAX as usize) as u32, 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::stone::NetTable;

    /// The plain recursion, counting its calls: the reference for the formula.
    fn count_plain(i: usize, j: usize) -> u128 {
        1 + if i < j {
            count_plain(i + 1, j) + count_plain(i, j - 1)
        } else {
            0
        }
    }

    #[test]
    fn returned_values_are_the_table() {
        for piles in [
            vec![3, 9, 1, 2],
            vec![1, 100, 3],
            vec![5],
            vec![4, -2, 0, 8, -5, 3, 3, 1, -9, 6],
        ] {
            let table = NetTable::solve(&piles, &NoControl).unwrap();
            let t = call_trace(&piles).unwrap();
            for node in &t.nodes {
                let (i, j) = node.interval;
                assert_eq!(node.value, table.net(i, j), "{piles:?} ({i}, {j})");
            }
            let n = piles.len();
            assert_eq!(t.calls() as u128, memo_calls(n));
            assert_eq!(t.computed() as u128, memo_entries(n));
            assert_eq!(t.hits() as u128, memo_calls(n) - memo_entries(n));
            for i in 0..n {
                for j in i..n {
                    assert_eq!(t.written((i, j)).map(|w| w.0), Some(table.net(i, j)));
                }
            }
        }
    }

    #[test]
    fn lesson_four_numbers() {
        let t = call_trace(&[3, 9, 1, 2]).unwrap();
        assert_eq!((t.calls(), t.computed(), t.hits()), (13, 10, 3));
        let hits: Vec<_> = t
            .nodes
            .iter()
            .filter(|n| n.hit)
            .map(|n| n.interval)
            .collect();
        assert_eq!(hits, [(2, 2), (1, 2), (1, 1)]);
        assert_eq!(plain_calls(4), CallCount::Exact(15));
        assert_eq!(plain_calls(20), CallCount::Exact(1_048_575));
        assert_eq!(memo_calls(20), 381);
    }

    #[test]
    fn plain_count_matches_a_counting_recursion() {
        for n in 1..=14 {
            assert_eq!(
                plain_calls(n),
                CallCount::Exact(count_plain(0, n - 1)),
                "n = {n}"
            );
        }
        assert!(matches!(plain_calls(100_000), CallCount::About { .. }));
    }

    #[test]
    fn long_rows_give_counts_only() {
        assert!(call_trace(&[1; CALL_TREE_MAX_PILES + 1]).is_err());
        assert!(call_trace(&[1; CALL_TREE_MAX_PILES]).is_ok());
    }
}
