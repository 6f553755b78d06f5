//! The orders in which the table can be filled, and what each cell reads.

/// An order that fills every cell after the cells it reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FillOrder {
    /// By interval length: the main diagonal, then the next one up (the seeds' 斜着遍历).
    Diagonal,
    /// Row by row from the bottom (`i = n-1` down to 0), each row left to right (seed 002).
    RowsBottomUp,
}

/// Every cell `(i, j)` with `i <= j < n`, in the given order.
pub fn fill_order(n: usize, order: FillOrder) -> Vec<(usize, usize)> {
    let mut cells = Vec::with_capacity(n * (n + 1) / 2);
    match order {
        FillOrder::Diagonal => {
            for d in 0..n {
                for i in 0..n - d {
                    cells.push((i, i + d));
                }
            }
        }
        FillOrder::RowsBottomUp => {
            for i in (0..n).rev() {
                for j in i..n {
                    cells.push((i, j));
                }
            }
        }
    }
    cells
}

/// The two cells `(i, j)` reads: `(i+1, j)` (after taking the left pile) and `(i, j-1)` (after
/// taking the right one). A diagonal cell is a base case and reads nothing.
pub fn dependencies(i: usize, j: usize) -> Option<[(usize, usize); 2]> {
    (i < j).then(|| [(i + 1, j), (i, j - 1)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_order_reads_only_filled_cells() {
        for order in [FillOrder::Diagonal, FillOrder::RowsBottomUp] {
            for n in 1..8 {
                let cells = fill_order(n, order);
                assert_eq!(cells.len(), n * (n + 1) / 2);
                let mut filled = std::collections::HashSet::new();
                for &(i, j) in &cells {
                    if let Some(deps) = dependencies(i, j) {
                        for d in deps {
                            assert!(
                                filled.contains(&d),
                                "{order:?}: ({i},{j}) reads {d:?} early"
                            );
                        }
                    }
                    assert!(filled.insert((i, j)));
                }
            }
        }
    }
}
