//! The fill order of a triangular interval table (the stone game's and Guess Number's), in
//! either order: one helper for both games and both orders. A game gives its axes, its legend
//! and what a filled cell shows; the order comes from [`fill_order`].
//!
//! Still picture: every cell numbered with its step. Frames: the cells fill in the order, the
//! newest framed; by diagonals a frame adds a whole diagonal, row by row a frame adds cells of a
//! row (several cells a frame when the table has more cells than [`super::MAX_FRAMES`]).

use super::scene::Scene;
use super::table::{Axis, Cell, Legend, Panel};
use super::{Ctx, frame_ends, hold_end};
use crate::games::stone::{FillOrder, fill_order};

/// What a game's fill figure needs; cells are 0-based `(r, c)` with `r <= c < n`.
pub(crate) struct FillSpec<'a> {
    pub n: usize,
    pub order: FillOrder,
    /// The figure's title (the game and the order).
    pub title: String,
    /// The line under the title in the still picture (the answer).
    pub subtitle: String,
    /// The axes of the table.
    pub axes: &'a dyn Fn() -> (Axis, Axis),
    /// A filled cell: its colour and value.
    pub filled: &'a dyn Fn(usize, usize) -> Cell,
    /// The legend of the filled values.
    pub legend: &'a dyn Fn() -> Legend,
}

/// The steps of an order: by diagonals one step per diagonal, row by row one step per cell.
pub(crate) fn steps(n: usize, order: FillOrder) -> Vec<Vec<(usize, usize)>> {
    let cells = fill_order(n, order);
    match order {
        FillOrder::Diagonal => {
            let mut groups: Vec<Vec<(usize, usize)>> = vec![Vec::new(); n];
            for (i, j) in cells {
                groups[j - i].push((i, j));
            }
            groups
        }
        FillOrder::RowsBottomUp => cells.into_iter().map(|c| vec![c]).collect(),
    }
}

/// The scenes of a fill figure: one numbered still, or the frames (the last one held longer).
pub(crate) fn fill_scenes(spec: &FillSpec, ctx: &Ctx) -> Vec<Scene> {
    let n = spec.n;
    let groups = steps(n, spec.order);
    // the cell's place in the order (1-based) and its step (0-based group)
    let mut number = vec![0usize; n * n];
    let mut group = vec![0usize; n * n];
    let mut k = 0;
    for (g, cells) in groups.iter().enumerate() {
        for &(i, j) in cells {
            k += 1;
            number[i * n + j] = k;
            group[i * n + j] = g;
        }
    }
    let total_cells = k;
    if !ctx.frames {
        let (rows, cols) = (spec.axes)();
        let number = &number;
        let panel = Panel {
            title: None,
            rows,
            cols,
            cell: Box::new(move |i, j| {
                (i <= j).then(|| Cell {
                    fill: ctx.pal.sequential(
                        number[i * n + j] as f64,
                        1.0,
                        total_cells.max(1) as f64,
                    ),
                    text: Some(number[i * n + j].to_string()),
                    framed: false,
                })
            }),
        };
        let legend = Legend::Scale {
            title: ctx.t.filled.to_string(),
            colors: ctx.pal.sequential_stops(),
            lo: "1".into(),
            hi: total_cells.to_string(),
            keys: vec![],
        };
        return vec![ctx.table_scene(&spec.title, Some(&spec.subtitle), &[panel], &legend)];
    }
    let ends = frame_ends(groups.len());
    ctx.frame_means(ctx.t.frame_new);
    let group = &group;
    let mut frames: Vec<Scene> = ends
        .iter()
        .map(|&done| {
            let prev = ends.iter().rev().find(|&&e| e < done).copied().unwrap_or(0);
            let (rows, cols) = (spec.axes)();
            let panel = Panel {
                title: None,
                rows,
                cols,
                cell: Box::new(move |i, j| {
                    if i > j {
                        return None;
                    }
                    let g = group[i * n + j];
                    Some(if g < done {
                        Cell {
                            framed: g >= prev,
                            ..(spec.filled)(i, j)
                        }
                    } else {
                        Cell {
                            fill: ctx.pal.empty,
                            text: None,
                            framed: false,
                        }
                    })
                }),
            };
            let sub = crate::i18n::fill(
                ctx.t.labelled,
                &[
                    ("label", &ctx.t.step),
                    ("value", &format!("{done} / {}", groups.len())),
                ],
            );
            ctx.table_scene(&spec.title, Some(&sub), &[panel], &(spec.legend)())
        })
        .collect();
    hold_end(&mut frames);
    frames
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_orders_cover_every_cell_once_and_diagonals_group() {
        for n in 1..7 {
            for order in [FillOrder::Diagonal, FillOrder::RowsBottomUp] {
                let groups = steps(n, order);
                let mut all: Vec<_> = groups.iter().flatten().copied().collect();
                assert_eq!(all.len(), n * (n + 1) / 2);
                all.sort();
                all.dedup();
                assert_eq!(all.len(), n * (n + 1) / 2);
                match order {
                    FillOrder::Diagonal => {
                        assert_eq!(groups.len(), n);
                        for (d, g) in groups.iter().enumerate() {
                            assert!(g.iter().all(|&(i, j)| j - i == d));
                        }
                    }
                    FillOrder::RowsBottomUp => {
                        assert_eq!(groups.len(), n * (n + 1) / 2);
                        // the bottom row first
                        assert_eq!(groups[0], vec![(n - 1, n - 1)]);
                    }
                }
            }
        }
    }
}
