//! How a solved game's positions lay out as a table (the Game Lab's Table view and figure):
//!
//! * every position a pair of integers `(a, b)`: a grid, rows `a`, columns `b` (any pair game:
//!   LeetCode 1140's `(i, M)`, two-heap Nim, Wythoff);
//! * every position an integer `n`: a strip by `n`, with the period of its values (Grundy
//!   values where defined, else outcomes or values) when the values seen show one;
//! * anything else, or a grid or strip far larger than the game (sparse positions): a list.
//!
//! Built once per solve, on the worker (a million positions take a moment); no egui.

use super::period::{Period, find_period};
use super::{Outcome, PosId, Solved};
use crate::games::{Control, SolveError};

/// Most cells a grid or strip may have (reached or not).
pub const MAX_CELLS: usize = 4_000_000;

/// A table with at most this many cells is always drawn as a grid or strip; a larger one only
/// when at least a quarter of its cells are positions of the game.
pub const SPARSE_OK_CELLS: usize = 10_000;

/// How the positions lay out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shape {
    /// Every position is `(a, b)`: `cells[(a - row_min) * cols + (b - col_min)]`.
    Pairs {
        row_min: i64,
        col_min: i64,
        rows: usize,
        cols: usize,
        cells: Vec<Option<PosId>>,
    },
    /// Every position is `n`: `cells[n - min]`, and the period of the strip's values.
    Ints {
        min: i64,
        cells: Vec<Option<PosId>>,
        period: Option<Period>,
    },
    /// A list (positions of other kinds, or a grid or strip too large or too sparse).
    List,
}

impl Shape {
    /// The layout of `game`'s positions.
    pub fn of(game: &Solved, control: &dyn Control) -> Result<Shape, SolveError> {
        let n = game.positions();
        let mut ints = Vec::new();
        let mut pairs = Vec::new();
        for id in 0..n as PosId {
            if id % 65_536 == 0 && control.cancelled() {
                return Err(SolveError::Cancelled);
            }
            let p = game.position(id);
            if let Some(i) = p.as_int() {
                if !pairs.is_empty() {
                    return Ok(Shape::List);
                }
                ints.push(i);
            } else if let Some(ab) = p.as_int_pair() {
                if !ints.is_empty() {
                    return Ok(Shape::List);
                }
                pairs.push(ab);
            } else {
                return Ok(Shape::List);
            }
        }
        if !ints.is_empty() {
            let (lo, hi) = bounds(ints.iter().copied());
            let Some(width) = span(lo, hi).filter(|&w| fits(w, n)) else {
                return Ok(Shape::List);
            };
            let mut cells = vec![None; width];
            for (id, &i) in ints.iter().enumerate() {
                cells[(i - lo) as usize] = Some(id as PosId);
            }
            let period = strip_period(game, &cells);
            return Ok(Shape::Ints {
                min: lo,
                cells,
                period,
            });
        }
        if pairs.is_empty() {
            return Ok(Shape::List);
        }
        let (r0, r1) = bounds(pairs.iter().map(|p| p.0));
        let (c0, c1) = bounds(pairs.iter().map(|p| p.1));
        let (Some(rows), Some(cols)) = (span(r0, r1), span(c0, c1)) else {
            return Ok(Shape::List);
        };
        if rows.checked_mul(cols).is_none_or(|cells| !fits(cells, n)) {
            return Ok(Shape::List);
        }
        let mut cells = vec![None; rows * cols];
        for (id, &(a, b)) in pairs.iter().enumerate() {
            cells[(a - r0) as usize * cols + (b - c0) as usize] = Some(id as PosId);
        }
        Ok(Shape::Pairs {
            row_min: r0,
            col_min: c0,
            rows,
            cols,
            cells,
        })
    }
}

/// The ranges of a game's numbers, for colour scales.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Ranges {
    /// The most moves to the end of a decided position.
    pub max_to_end: u32,
    /// The largest Grundy value.
    pub max_grundy: u32,
    /// The smallest and largest value (a scoring game).
    pub value: (i64, i64),
}

impl Ranges {
    /// The ranges of `game`.
    pub fn of(game: &Solved) -> Ranges {
        let mut r = Ranges {
            value: (i64::MAX, i64::MIN),
            ..Ranges::default()
        };
        for id in 0..game.positions() as PosId {
            if let Some(d) = game.moves_to_end(id) {
                r.max_to_end = r.max_to_end.max(d);
            }
            if let Some(g) = game.grundy(id) {
                r.max_grundy = r.max_grundy.max(g);
            }
            if let Some(v) = game.value(id) {
                r.value = (r.value.0.min(v), r.value.1.max(v));
            }
        }
        if r.value.0 > r.value.1 {
            r.value = (0, 0);
        }
        r
    }
}

fn bounds(values: impl Iterator<Item = i64>) -> (i64, i64) {
    values.fold((i64::MAX, i64::MIN), |(lo, hi), v| (lo.min(v), hi.max(v)))
}

/// `hi - lo + 1` when it is at most [`MAX_CELLS`].
fn span(lo: i64, hi: i64) -> Option<usize> {
    let w = i128::from(hi) - i128::from(lo) + 1;
    (w >= 1 && w <= MAX_CELLS as i128).then_some(w as usize)
}

/// Whether `cells` cells for `positions` positions make a readable table.
fn fits(cells: usize, positions: usize) -> bool {
    cells <= MAX_CELLS && (cells <= SPARSE_OK_CELLS || cells <= positions.saturating_mul(4))
}

/// What a strip cell shows: the Grundy value where defined, else the outcome, else the value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StripValue {
    Grundy(u32),
    Outcome(Outcome),
    Value(i64),
}

/// The value a strip shows for position `id`.
pub fn strip_value(game: &Solved, id: PosId) -> Option<StripValue> {
    if let Some(g) = game.grundy(id) {
        Some(StripValue::Grundy(g))
    } else if let Some(v) = game.value(id) {
        Some(StripValue::Value(v))
    } else {
        game.outcome(id).map(StripValue::Outcome)
    }
}

/// The period of a strip's values (cells not reached count as a value of their own).
pub fn strip_period(game: &Solved, cells: &[Option<PosId>]) -> Option<Period> {
    let values: Vec<Option<StripValue>> = cells
        .iter()
        .map(|c| c.and_then(|id| strip_value(game, id)))
        .collect();
    find_period(&values)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::custom::solve;

    fn shape(rules: &str) -> (Solved, Shape) {
        let g = solve(rules, false, &NoControl).unwrap();
        let s = Shape::of(&g, &NoControl).unwrap();
        (g, s)
    }

    #[test]
    fn a_subtraction_game_is_a_strip_with_its_period() {
        let (g, s) = shape("start = 40\nmoves = lambda p: [p - k for k in (1, 3, 4) if p >= k]\n");
        let Shape::Ints { min, cells, period } = s else {
            panic!("{s:?}")
        };
        assert_eq!((min, cells.len()), (0, 41));
        assert_eq!(g.position(cells[7].unwrap()).as_int(), Some(7));
        assert_eq!(
            period,
            Some(Period {
                start: 0,
                length: 7
            })
        );
        // from 10: too short to show a period
        let (_, s) = shape("start = 10\nmoves = lambda p: [p - k for k in (1, 3, 4) if p >= k]\n");
        assert!(matches!(s, Shape::Ints { period: None, .. }));
    }

    #[test]
    fn pairs_are_a_grid_and_the_rest_a_list() {
        let (g, s) = shape(
            "start = (2, 3)\ndef moves(p):\n    a, b = p\n    return [(x, b) for x in range(a)] + [(a, y) for y in range(b)]\n",
        );
        let Shape::Pairs {
            row_min,
            col_min,
            rows,
            cols,
            cells,
        } = s
        else {
            panic!("{s:?}")
        };
        assert_eq!((row_min, col_min, rows, cols), (0, 0, 3, 4));
        let id = cells[4 + 2].unwrap(); // row 1 of 4 columns, column 2
        assert_eq!(g.position(id).as_int_pair(), Some((1, 2)));
        // two-heap Nim: Grundy a XOR b
        assert_eq!(g.grundy(id), Some(3));
        let (_, s) = shape("start = 'ab'\nmoves = lambda p: [p[1:]] if p else []\n");
        assert_eq!(s, Shape::List);
        // integers far apart: a list, not a strip of a billion cells
        let (_, s) = shape("start = 0\nmoves = lambda p: [1000000000] if p == 0 else []\n");
        assert_eq!(s, Shape::List);
        // a mix of integers and pairs: a list
        let (_, s) = shape("start = 1\nmoves = lambda p: [(0, 0)] if p == 1 else []\n");
        assert_eq!(s, Shape::List);
    }
}
