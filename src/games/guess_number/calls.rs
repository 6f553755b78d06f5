//! Guess Number II as a memoised recursion (top-down): `solve(i, j)` tries every guess `k` in
//! `i..=j` and calls `solve(i, k − 1)` and `solve(k + 1, j)` for each; an interval of one number
//! or none costs 0. [`call_trace`] records the run for the call-tree view; the counts of calls
//! with and without the memo are formulas.

use super::checked_n;
use crate::games::SolveError;
use crate::games::calls::{CallCount, CallTrace};

/// Largest `n` whose call tree is recorded and drawn (421 calls for n = 10).
pub const CALL_TREE_MAX_N: u64 = 10;

/// The memoised recursion's run for `1..=n`. An empty interval is written `(k + 1, k)`.
pub fn call_trace(n: u64) -> Result<CallTrace, SolveError> {
    let n = checked_n(n)?;
    if n as u64 > CALL_TREE_MAX_N {
        return Err(SolveError::TooBig {
            what: format!("the call tree for n = {n}"),
            need: n as u64,
            limit: CALL_TREE_MAX_N,
            unit: "numbers",
        });
    }
    Ok(CallTrace::record(
        (1, n),
        &|(i, j)| {
            if i >= j {
                return Vec::new();
            }
            (i..=j).flat_map(|k| [(i, k - 1), (k + 1, j)]).collect()
        },
        &|(i, j), v| {
            if v.is_empty() {
                return 0;
            }
            (i..=j)
                .zip(v.chunks(2))
                .map(|(k, c)| k as i64 + c[0].max(c[1]))
                .min()
                .unwrap_or(0)
        },
    ))
}

/// Calls the memoised recursion makes for `1..=n`: the first one and `2·len` for each interval
/// of `len ≥ 2` numbers, `1 + 2·(n(n + 1)(n + 2)/6 − n)`.
pub fn memo_calls(n: u64) -> u128 {
    let n = n as u128;
    if n == 0 {
        return 0;
    }
    1 + 2 * (n * (n + 1) * (n + 2) / 6 - n)
}

/// Different intervals reached, the memo entries: the `n(n + 1)/2` non-empty ones and the
/// empty ones `(a, a − 1)`. Guessing the lowest number of an interval of two or more opens
/// `(i, i − 1)` for `i = 1, …, n − 1`, guessing the highest opens `(j + 1, j)` for
/// `j = 2, …, n`: all `n + 1` of them from `n = 3` on, two for `n = 2`, none for `n = 1`.
pub fn memo_entries(n: u64) -> u128 {
    let n = n as u128;
    let empty = match n {
        0 | 1 => 0,
        2 => 2,
        _ => n + 1,
    };
    n * (n + 1) / 2 + empty
}

/// Calls the plain recursion (no memo) makes for `1..=n`: `C(0) = C(1) = 1` and
/// `C(m) = 1 + 2·(C(0) + … + C(m − 1))`, which is `5·3^(m − 2)` for `m ≥ 2`.
pub fn plain_calls(n: u64) -> CallCount {
    if n < 2 {
        return CallCount::Exact(1);
    }
    CallCount::power(5, 3, (n - 2).min(u32::MAX as u64) as u32, 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::guess_number::GuessTable;

    fn count_plain(i: usize, j: usize) -> u128 {
        1 + if i < j {
            (i..=j)
                .map(|k| count_plain(i, k - 1) + count_plain(k + 1, j))
                .sum::<u128>()
        } else {
            0
        }
    }

    #[test]
    fn returned_values_are_the_table() {
        for n in 1..=CALL_TREE_MAX_N {
            let table = GuessTable::solve(n, &NoControl).unwrap();
            let t = call_trace(n).unwrap();
            for node in &t.nodes {
                let (i, j) = node.interval;
                assert_eq!(
                    Some(node.value as u64),
                    table.cost(i, j),
                    "n = {n} ({i}, {j})"
                );
            }
            assert_eq!(t.nodes[0].value as u64, table.min_cost());
            assert_eq!(t.calls() as u128, memo_calls(n), "n = {n}");
            assert_eq!(t.computed() as u128, memo_entries(n), "n = {n}");
            for i in 1..=n as usize {
                for j in i..=n as usize {
                    assert_eq!(t.written((i, j)).map(|w| w.0 as u64), table.cost(i, j));
                }
            }
        }
    }

    #[test]
    fn lesson_four_numbers() {
        let t = call_trace(10).unwrap();
        assert_eq!((t.calls(), t.computed(), t.hits()), (421, 66, 355));
        assert_eq!(t.nodes[0].value, 16);
        assert_eq!(plain_calls(10), CallCount::Exact(32_805));
        let t = call_trace(4).unwrap();
        assert_eq!((t.calls(), t.computed()), (33, 15));
        assert_eq!(t.nodes[0].value, 4);
    }

    #[test]
    fn plain_count_matches_a_counting_recursion() {
        for n in 1..=12u64 {
            let want = count_plain(1, n as usize);
            assert_eq!(plain_calls(n), CallCount::Exact(want), "n = {n}");
        }
        assert!(matches!(plain_calls(10_000), CallCount::About { .. }));
    }

    #[test]
    fn big_n_gives_counts_only() {
        assert!(call_trace(CALL_TREE_MAX_N + 1).is_err());
        assert!(call_trace(0).is_err());
        assert_eq!(
            memo_calls(2_000),
            1 + 2 * (2_000u128 * 2_001 * 2_002 / 6 - 2_000)
        );
    }
}
