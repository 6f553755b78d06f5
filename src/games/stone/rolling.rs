//! The one-dimensional rolling array: the net-score DP in a single row of `n` slots.
//!
//! Filled diagonal by diagonal (the value-only solver's order), slot `i` holds the interval
//! `(i, i + d)` of the current diagonal once it is written and `(i + 1, i + d)`'s neighbour from
//! the diagonal before until then: `dp[i] = max(p[i] - dp[i+1], p[i+d] - dp[i])` reads the old
//! `dp[i+1]` and `dp[i]` and overwrites `dp[i]`. Filled row by row from the bottom (seed 002),
//! slot `j` holds `(i, j)` of the current row and `(i + 1, j)` of the row below until it is
//! overwritten: `dp[j] = max(p[i] - dp[j], p[j] - dp[j-1])`.
//!
//! [`rolling_steps`] records what the row holds after each write, which interval each slot's
//! value belongs to and which slots the write read, for the rolling-array view and lesson 3.
//! (The app's value-only solver keeps two rows so that it can vectorise a whole diagonal at
//! once; the single row here is the same computation done one cell at a time.)

use super::{FillOrder, check_len, check_piles, dependencies, fill_order};
use crate::games::SolveError;

/// Most piles the rolling-array animation accepts (one slot a pile must fit the view).
pub const ROLLING_MAX_PILES: usize = 12;

/// A slot's value and the table cell it stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Slot {
    pub interval: (usize, usize),
    pub value: i64,
}

/// A slot read by a write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Read {
    pub slot: usize,
    /// What the slot held when it was read.
    pub held: Slot,
}

/// One write into the row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RollingStep {
    /// The table cell computed.
    pub cell: (usize, usize),
    /// The slot overwritten.
    pub slot: usize,
    pub value: i64,
    /// The slots read: after taking the left pile (`(i+1, j)`), then the right one (`(i, j-1)`);
    /// none for a single pile.
    pub reads: Vec<Read>,
    /// The whole row after the write (`None`: not written yet).
    pub slots: Vec<Option<Slot>>,
}

/// The slot that holds cell `(i, j)` in `order`.
pub fn slot_of(order: FillOrder, (i, j): (usize, usize)) -> usize {
    match order {
        FillOrder::Diagonal => i,
        FillOrder::RowsBottomUp => j,
    }
}

/// Every write of the rolling array for `piles` in `order`: step `k` (from 1) is element `k-1`.
pub fn rolling_steps(piles: &[i64], order: FillOrder) -> Result<Vec<RollingStep>, SolveError> {
    check_piles(piles)?;
    let n = piles.len();
    check_len(n, ROLLING_MAX_PILES, "the rolling-array animation")?;
    let mut row: Vec<Option<Slot>> = vec![None; n];
    let mut steps = Vec::with_capacity(n * (n + 1) / 2);
    for (i, j) in fill_order(n, order) {
        let mut reads = Vec::new();
        let value = match dependencies(i, j) {
            None => piles[i],
            Some(deps) => {
                for d in deps {
                    let slot = slot_of(order, d);
                    let held = row[slot].expect("a dependency is written before it is read");
                    debug_assert_eq!(held.interval, d, "slot {slot} holds the cell read");
                    reads.push(Read { slot, held });
                }
                // check_piles bounds every partial score, so this cannot overflow
                let left = piles[i] - reads[0].held.value;
                let right = piles[j] - reads[1].held.value;
                left.max(right)
            }
        };
        let slot = slot_of(order, (i, j));
        row[slot] = Some(Slot {
            interval: (i, j),
            value,
        });
        steps.push(RollingStep {
            cell: (i, j),
            slot,
            value,
            reads,
            slots: row.clone(),
        });
    }
    Ok(steps)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::stone::NetTable;

    fn rows() -> Vec<Vec<i64>> {
        vec![
            vec![3, 9, 1, 2],
            vec![5, 3, 4, 5],
            vec![1, 100, 3],
            vec![-7],
            vec![4, -2, 0, 8, -5, 3, 3, 1, -9, 6, 2, 7],
        ]
    }

    #[test]
    fn every_value_held_is_the_table_cell_it_stands_for() {
        for piles in rows() {
            let table = NetTable::solve(&piles, &NoControl).unwrap();
            for order in [FillOrder::Diagonal, FillOrder::RowsBottomUp] {
                let steps = rolling_steps(&piles, order).unwrap();
                assert_eq!(steps.len(), piles.len() * (piles.len() + 1) / 2);
                for s in &steps {
                    assert_eq!(
                        s.value,
                        table.net(s.cell.0, s.cell.1),
                        "{piles:?} {order:?}"
                    );
                    for (k, slot) in s.slots.iter().enumerate() {
                        if let Some(slot) = slot {
                            assert_eq!(slot.value, table.net(slot.interval.0, slot.interval.1));
                            assert_eq!(slot_of(order, slot.interval), k);
                        }
                    }
                    let want: Vec<_> = dependencies(s.cell.0, s.cell.1)
                        .map(|d| d.to_vec())
                        .unwrap_or_default();
                    let got: Vec<_> = s.reads.iter().map(|r| r.held.interval).collect();
                    assert_eq!(
                        got, want,
                        "each write reads the two cells of the recurrence"
                    );
                }
                let last = steps.last().unwrap();
                let answer = last.slots[slot_of(order, (0, piles.len() - 1))].unwrap();
                assert_eq!(answer.value, table.outcome().difference);
            }
        }
    }

    #[test]
    fn lesson_three_row_by_row() {
        // assets/lessons/03-rolling-array.toml: [3, 9, 1, 2] filled row by row
        let steps = rolling_steps(&[3, 9, 1, 2], FillOrder::RowsBottomUp).unwrap();
        let values = |k: usize| -> Vec<Option<i64>> {
            steps[k - 1]
                .slots
                .iter()
                .map(|s| s.map(|s| s.value))
                .collect()
        };
        assert_eq!(values(1), [None, None, None, Some(2)]);
        assert_eq!(values(3), [None, None, Some(1), Some(1)]);
        assert_eq!(values(6), [None, Some(9), Some(8), Some(8)]);
        assert_eq!(values(10), [Some(3), Some(6), Some(-5), Some(7)]);
        // step 3 writes dp[3] from the old dp[3] = (3, 3) and the new dp[2] = (2, 2)
        let s = &steps[2];
        assert_eq!((s.cell, s.slot), ((2, 3), 3));
        assert_eq!(s.reads[0].slot, 3);
        assert_eq!(s.reads[0].held.interval, (3, 3));
        assert_eq!(s.reads[1].slot, 2);
        assert_eq!(s.reads[1].held.interval, (2, 2));
    }

    #[test]
    fn diagonal_order_keeps_one_slot_per_start() {
        let steps = rolling_steps(&[3, 9, 1, 2], FillOrder::Diagonal).unwrap();
        // after the first diagonal the row is the piles; then slot i moves up its column
        assert_eq!(
            steps[3]
                .slots
                .iter()
                .map(|s| s.unwrap().value)
                .collect::<Vec<_>>(),
            [3, 9, 1, 2]
        );
        assert_eq!(steps[4].cell, (0, 1));
        assert_eq!(steps[4].slots[0].unwrap().interval, (0, 1));
        assert_eq!(steps[4].slots[1].unwrap().interval, (1, 1));
    }

    #[test]
    fn too_long_rows_are_refused() {
        let piles = vec![1; ROLLING_MAX_PILES + 1];
        assert!(rolling_steps(&piles, FillOrder::Diagonal).is_err());
        assert!(rolling_steps(&[], FillOrder::Diagonal).is_err());
    }
}
