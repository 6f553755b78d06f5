//! The take-from-either-end stone game (LeetCode 877 and 486; negative piles as in seed 004).
//!
//! A row of piles; the two players alternately take the leftmost or the rightmost pile and each
//! maximises their own total. Two classic formulations of the same interval DP live here:
//!
//! * [`PairTable`] — the seeds' table of pairs: `dp[i][j] = (fir, sec)`, the totals of the player to
//!   move and of the other player on `piles[i..=j]`.
//! * [`NetTable`] — the net-score table of seed 004: `dp[i][j] = max(p[i] - dp[i+1][j],
//!   p[j] - dp[i][j-1])`, stored diagonal by diagonal in 8 bytes a cell; `fir` and `sec` follow
//!   from the range sum, so the two tables always agree.
//!
//! [`solve_value`] computes the answer in O(n) memory for long rows, vectorised along
//! anti-diagonals with runtime CPU feature detection, on two threads for rows of
//! [`TWO_THREADS_MIN_PILES`] piles or more.
//!
//! Ties: when both ends are worth the same, the player takes the **right** end, as the seeds' code
//! does (`if left > right { left } else { right }`).

mod calls;
mod csv_table;
mod file;
mod kernel;
mod order;
mod pairs;
mod parallel;
mod parity;
mod parse;
mod play;
mod presets;
mod rolling;
mod solution;
mod table;

pub use calls::{CALL_TREE_MAX_PILES, call_trace, memo_calls, memo_entries, plain_calls};
pub use csv_table::table_csv;
pub use file::Setup;
pub use kernel::{Kernel, best_kernel};
pub use order::{FillOrder, dependencies, fill_order};
pub use pairs::{MAX_PAIR_PILES, PairTable};
pub use parity::{Colour, Parity, colour_move};
pub use parse::{RowParseError, format_row, parse_row};
pub use play::{MoveRecord, PlayState, Player, optimal_line};
pub use presets::{DEFAULT_PRESET, PRESETS};
pub use rolling::{ROLLING_MAX_PILES, Read, RollingStep, Slot, rolling_steps, slot_of};
pub use solution::TABLE_EXPORT_MAX;
pub use table::{NetTable, Ranges};

use super::{Control, MEMORY_BUDGET, SolveError, human_bytes};

/// Most piles the value-only solver accepts (its time grows with n²/2 cells).
pub const MAX_PILES: usize = 100_000;

/// Most piles the full table accepts: n(n+1)/2 cells of 8 bytes within [`MEMORY_BUDGET`].
pub const MAX_TABLE_PILES: usize = 16_000;

/// Which end of the row a player takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum End {
    Left,
    Right,
}

/// The result of a game played optimally from the full row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Outcome {
    /// Total of the player who moves first.
    pub first: i64,
    /// Total of the other player.
    pub second: i64,
    /// `first - second`.
    pub difference: i64,
}

impl Outcome {
    /// Build from the net score and the row's total.
    fn from_net(net: i64, total: i64) -> Self {
        // first + second = total, first - second = net; both have the same parity.
        let first = (total as i128 + net as i128) / 2;
        let first = first as i64;
        Outcome {
            first,
            second: total - first,
            difference: net,
        }
    }

    /// Who wins: the first player if the difference is positive, the second if negative.
    pub fn verdict(&self) -> super::Verdict {
        match self.difference.cmp(&0) {
            std::cmp::Ordering::Greater => super::Verdict::FirstWins,
            std::cmp::Ordering::Less => super::Verdict::SecondWins,
            std::cmp::Ordering::Equal => super::Verdict::Tie,
        }
    }
}

/// Check a row before solving: at least one pile, and exact i64 arithmetic guaranteed.
///
/// Every partial score is bounded by the sum of absolute values, so once that sum fits in i64
/// no intermediate value can overflow.
pub fn check_piles(piles: &[i64]) -> Result<(), SolveError> {
    if piles.is_empty() {
        return Err(SolveError::Invalid(
            "piles: at least one pile is needed".into(),
        ));
    }
    let mut sum: u128 = 0;
    for &p in piles {
        sum += p.unsigned_abs() as u128;
    }
    if sum > i64::MAX as u128 {
        return Err(SolveError::Invalid(format!(
            "piles: the sum of absolute values ({sum}) does not fit in a 64-bit integer (max {})",
            i64::MAX
        )));
    }
    Ok(())
}

fn check_len(n: usize, limit: usize, what: &str) -> Result<(), SolveError> {
    if n > limit {
        return Err(SolveError::TooBig {
            what: format!("{what} for {n} piles"),
            need: n as u64,
            limit: limit as u64,
            unit: "piles",
        });
    }
    Ok(())
}

/// Bytes the full table needs for `n` piles.
pub fn table_bytes(n: usize) -> u64 {
    let cells = n as u64 * (n as u64 + 1) / 2;
    cells * 8
}

/// Check that the full table for `n` piles fits the limits, before allocating anything.
pub fn check_table_size(n: usize) -> Result<(), SolveError> {
    let need = table_bytes(n);
    if n > MAX_TABLE_PILES || need > MEMORY_BUDGET {
        return Err(SolveError::TooBig {
            what: format!(
                "the full table for {n} piles ({}; use value-only mode)",
                human_bytes(need)
            ),
            need: n as u64,
            limit: MAX_TABLE_PILES as u64,
            unit: "piles",
        });
    }
    Ok(())
}

/// Number of cells of the upper triangle (the work of one solve).
pub fn cell_count(n: usize) -> u64 {
    n as u64 * (n as u64 + 1) / 2
}

/// The answer for the whole row in O(n) memory, vectorised along anti-diagonals.
pub fn solve_value(piles: &[i64], control: &dyn Control) -> Result<Outcome, SolveError> {
    solve_value_with(piles, best_kernel(), control)
}

/// Rows at least this long are solved on two threads when the machine has two cores or more
/// (see `parallel.rs`). Measured (medians of 200 runs of `solve_value_threads`, AVX-512, loaded
/// 2-core machine): at n = 2,000 one thread is faster (0.52 ms against 0.61 ms), at 3,000 they
/// are even (1.3 ms), at 4,000 two threads win (2.8 ms against 5.5 ms).
pub const TWO_THREADS_MIN_PILES: usize = 4_000;

/// [`solve_value`] with a chosen kernel (benchmarks and tests compare them).
pub fn solve_value_with(
    piles: &[i64],
    kernel: Kernel,
    control: &dyn Control,
) -> Result<Outcome, SolveError> {
    let two = piles.len() >= TWO_THREADS_MIN_PILES
        && std::thread::available_parallelism().is_ok_and(|c| c.get() >= 2);
    solve_value_threads(piles, kernel, if two { 2 } else { 1 }, control)
}

/// [`solve_value_with`] on `threads` threads (1 or 2; more are treated as 2), whatever the
/// length of the row. The answer does not depend on it.
pub fn solve_value_threads(
    piles: &[i64],
    kernel: Kernel,
    threads: usize,
    control: &dyn Control,
) -> Result<Outcome, SolveError> {
    check_piles(piles)?;
    let n = piles.len();
    check_len(n, MAX_PILES, "value-only solve")?;
    let total: i64 = piles.iter().sum();
    let net = if fits_i32(piles) {
        let narrow: Vec<i32> = piles.iter().map(|&p| p as i32).collect();
        i64::from(diagonals(&narrow, kernel, threads, control)?)
    } else {
        diagonals(piles, kernel, threads, control)?
    };
    Ok(Outcome::from_net(net, total))
}

/// True if every cell of the row's table fits in an `i32`: each is bounded by the sum of
/// absolute values, and so is each difference the step computes (`pile - cell`).
pub fn fits_i32(piles: &[i64]) -> bool {
    piles
        .iter()
        .try_fold(0u64, |sum, &p| sum.checked_add(p.unsigned_abs()))
        .is_some_and(|sum| sum <= i32::MAX as u64)
}

/// The net of the whole row, diagonal by diagonal, on one or two threads.
fn diagonals<T: kernel::Cell>(
    piles: &[T],
    kernel: Kernel,
    threads: usize,
    control: &dyn Control,
) -> Result<T, SolveError> {
    let n = piles.len();
    if threads >= 2
        && let Some(net) = parallel::solve_two_threads(piles, kernel, control)?
    {
        return Ok(net);
    }
    let mut prev = piles.to_vec();
    let mut next = vec![T::default(); n];
    let all = cell_count(n);
    let mut done = n as u64;
    for len in 2..=n {
        let m = n - len + 1;
        kernel.step(
            &piles[..m],
            &piles[len - 1..],
            &prev[..m + 1],
            &mut next[..m],
        );
        std::mem::swap(&mut prev, &mut next);
        done += m as u64;
        if len % 64 == 0 {
            if control.cancelled() {
                return Err(SolveError::Cancelled);
            }
            control.progress(done, all);
        }
    }
    control.progress(all, all);
    Ok(prev[0])
}

/// Exhaustive minimax over every sequence of moves: the reference the tests check against.
/// Exponential; only for tiny rows.
pub fn brute_force(piles: &[i64]) -> Outcome {
    fn go(p: &[i64]) -> (i64, i64) {
        // (total of the player to move, total of the other)
        match p.len() {
            0 => (0, 0),
            _ => {
                let (ls, lo) = go(&p[1..]);
                let (rs, ro) = go(&p[..p.len() - 1]);
                let left = (p[0] + lo, ls);
                let right = (p[p.len() - 1] + ro, rs);
                if left.0 > right.0 { left } else { right }
            }
        }
    }
    let (first, second) = go(piles);
    Outcome {
        first,
        second,
        difference: first - second,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;

    #[test]
    fn seed_examples() {
        let o = solve_value(&[1, 100, 3], &NoControl).unwrap();
        assert_eq!((o.first, o.second, o.difference), (4, 100, -96));
        assert_eq!(
            solve_value(&[3, 9, 1, 2], &NoControl).unwrap().difference,
            7
        );
        let o = solve_value(&[5, 3, 4, 5], &NoControl).unwrap();
        assert!(o.difference > 0);
        assert_eq!(o.verdict(), crate::games::Verdict::FirstWins);
    }

    #[test]
    fn single_and_negative() {
        let o = solve_value(&[-7], &NoControl).unwrap();
        assert_eq!((o.first, o.second, o.difference), (-7, 0, -7));
        let o = solve_value(&[-1, -2, -3], &NoControl).unwrap();
        assert_eq!(o, brute_force(&[-1, -2, -3]));
    }

    #[test]
    fn overflow_refused_not_wrapped() {
        assert!(check_piles(&[i64::MAX, 1]).is_err());
        assert!(check_piles(&[i64::MIN]).is_err());
        assert!(check_piles(&[i64::MAX]).is_ok());
        assert!(check_piles(&[i64::MAX / 2, -(i64::MAX / 2)]).is_ok());
        let o = solve_value(&[i64::MAX / 2, -(i64::MAX / 2) - 1], &NoControl).unwrap();
        assert_eq!(o, brute_force(&[i64::MAX / 2, -(i64::MAX / 2) - 1]));
        assert!(solve_value(&[], &NoControl).is_err());
    }

    #[test]
    fn extreme_values_exact() {
        let piles = [i64::MAX];
        let o = solve_value(&piles, &NoControl).unwrap();
        assert_eq!((o.first, o.second), (i64::MAX, 0));
        let piles = [i64::MIN + 1];
        let o = solve_value(&piles, &NoControl).unwrap();
        assert_eq!(
            (o.first, o.second, o.difference),
            (i64::MIN + 1, 0, i64::MIN + 1)
        );
        let piles = [-(1i64 << 61), 1 << 61, -(1 << 61), (1 << 61) - 1];
        assert_eq!(
            solve_value(&piles, &NoControl).unwrap(),
            brute_force(&piles)
        );
    }

    #[test]
    fn too_many_piles_refused() {
        let err = check_len(MAX_PILES + 1, MAX_PILES, "x").unwrap_err();
        assert!(err.to_string().contains("limit"));
        assert!(check_table_size(MAX_TABLE_PILES + 1).is_err());
        assert!(check_table_size(5_000).is_ok());
    }

    #[test]
    fn cancel_stops() {
        let c = crate::games::AtomicControl::default();
        c.cancel.store(true, std::sync::atomic::Ordering::Relaxed);
        let piles: Vec<i64> = (0..1000).collect();
        assert_eq!(solve_value(&piles, &c), Err(SolveError::Cancelled));
    }
}
