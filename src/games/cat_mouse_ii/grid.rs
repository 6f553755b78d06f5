//! The board of Cat and Mouse II: a rectangle of walls and floor with the cat, the mouse and the
//! food on floor cells, read from and written to LeetCode's form (`["####F","#C...","M...."]`).

/// Most rows, and most columns, a grid may have (LeetCode's grids have at most 8). The solver
/// keeps two bytes and a counter for every (mouse cell, cat cell, player to move): 64×64 cells
/// take about 240 MiB.
pub const MAX_SIDE: usize = 64;

/// A cell's index: `row * cols + column`.
pub type Cell = usize;

/// Why a grid was refused. Each message names the row, the cell or the limit at fault.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GridError {
    #[error("at least one row is needed")]
    NoRows,
    #[error("{rows} rows, more than the limit of {limit}")]
    TooManyRows { rows: usize, limit: usize },
    #[error("row {row} is empty (every row needs at least one cell)")]
    EmptyRow { row: usize },
    #[error("row {row} has {cols} cells, more than the limit of {limit}")]
    TooManyColumns {
        row: usize,
        cols: usize,
        limit: usize,
    },
    #[error("row {row} has {found} cells but row 0 has {expected} (rows must have equal length)")]
    Ragged {
        row: usize,
        found: usize,
        expected: usize,
    },
    #[error("row {row}, column {col}: unknown character {ch:?} (use # . C M F)")]
    UnknownChar { row: usize, col: usize, ch: char },
    #[error("no {token} ({name}) on the grid")]
    Missing { token: char, name: &'static str },
    #[error(
        "a second {token} ({name}) at row {row}, column {col} (the first is at row {first_row}, column {first_col})"
    )]
    Second {
        token: char,
        name: &'static str,
        row: usize,
        col: usize,
        first_row: usize,
        first_col: usize,
    },
}

/// A checked grid: at least one row and column, at most [`MAX_SIDE`] of each, exactly one cat,
/// mouse and food, each on its own cell.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Grid {
    rows: usize,
    cols: usize,
    wall: Vec<bool>,
    cat: Cell,
    mouse: Cell,
    food: Cell,
}

impl Grid {
    /// Read LeetCode's form: one string per row over `# . C M F`.
    pub fn parse<S: AsRef<str>>(rows: &[S]) -> Result<Grid, GridError> {
        if rows.is_empty() {
            return Err(GridError::NoRows);
        }
        if rows.len() > MAX_SIDE {
            return Err(GridError::TooManyRows {
                rows: rows.len(),
                limit: MAX_SIDE,
            });
        }
        let mut cols = 0;
        let mut wall = Vec::new();
        let mut tokens: [Option<(usize, usize)>; 3] = [None; 3];
        const NAMES: [(char, &str); 3] = [('C', "cat"), ('M', "mouse"), ('F', "food")];
        for (r, row) in rows.iter().enumerate() {
            let row = row.as_ref();
            let len = row.chars().count();
            if len == 0 {
                return Err(GridError::EmptyRow { row: r });
            }
            if len > MAX_SIDE {
                return Err(GridError::TooManyColumns {
                    row: r,
                    cols: len,
                    limit: MAX_SIDE,
                });
            }
            if r == 0 {
                cols = len;
            } else if len != cols {
                return Err(GridError::Ragged {
                    row: r,
                    found: len,
                    expected: cols,
                });
            }
            for (c, ch) in row.chars().enumerate() {
                let token = match ch {
                    '#' => {
                        wall.push(true);
                        continue;
                    }
                    '.' => None,
                    'C' => Some(0),
                    'M' => Some(1),
                    'F' => Some(2),
                    other => {
                        return Err(GridError::UnknownChar {
                            row: r,
                            col: c,
                            ch: other,
                        });
                    }
                };
                wall.push(false);
                if let Some(t) = token {
                    if let Some((first_row, first_col)) = tokens[t] {
                        return Err(GridError::Second {
                            token: NAMES[t].0,
                            name: NAMES[t].1,
                            row: r,
                            col: c,
                            first_row,
                            first_col,
                        });
                    }
                    tokens[t] = Some((r, c));
                }
            }
        }
        let mut at = [0; 3];
        for (t, found) in tokens.iter().enumerate() {
            match found {
                Some((r, c)) => at[t] = r * cols + c,
                None => {
                    return Err(GridError::Missing {
                        token: NAMES[t].0,
                        name: NAMES[t].1,
                    });
                }
            }
        }
        Ok(Grid {
            rows: rows.len(),
            cols,
            wall,
            cat: at[0],
            mouse: at[1],
            food: at[2],
        })
    }

    /// LeetCode's form, one string per row.
    pub fn to_rows(&self) -> Vec<String> {
        (0..self.rows)
            .map(|r| {
                (0..self.cols)
                    .map(|c| {
                        let k = r * self.cols + c;
                        if self.wall[k] {
                            '#'
                        } else if k == self.cat {
                            'C'
                        } else if k == self.mouse {
                            'M'
                        } else if k == self.food {
                            'F'
                        } else {
                            '.'
                        }
                    })
                    .collect()
            })
            .collect()
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Number of cells, walls included.
    pub fn cells(&self) -> usize {
        self.rows * self.cols
    }

    /// The cell at `row`, `col`.
    pub fn cell(&self, row: usize, col: usize) -> Cell {
        row * self.cols + col
    }

    /// The row and column of a cell.
    pub fn row_col(&self, cell: Cell) -> (usize, usize) {
        (cell / self.cols, cell % self.cols)
    }

    /// True for a wall.
    pub fn is_wall(&self, cell: Cell) -> bool {
        self.wall[cell]
    }

    /// The cat's start cell.
    pub fn cat(&self) -> Cell {
        self.cat
    }

    /// The mouse's start cell.
    pub fn mouse(&self) -> Cell {
        self.mouse
    }

    /// The food's cell.
    pub fn food(&self) -> Cell {
        self.food
    }
}

/// Where an animal can jump from each cell: every floor cell reachable in a straight line of at
/// most `jump` cells without crossing a wall, the cell itself (staying put) included. Computed
/// once per grid and jump length; jumps are symmetric (if `a` can reach `b`, `b` can reach `a`),
/// so the same lists give a position's predecessors.
#[derive(Debug, Clone)]
pub struct Jumps {
    /// `targets[start[k]..start[k + 1]]` are the cells reachable from `k` (empty for walls).
    start: Vec<u32>,
    targets: Vec<u16>,
    /// How far a jump can go from each cell: left, right, up, down (in cells).
    reach: Vec<[u8; 4]>,
    cols: usize,
}

impl Jumps {
    /// The jumps on `grid` with jumps of at most `jump` cells.
    pub fn new(grid: &Grid, jump: u64) -> Jumps {
        let (rows, cols) = (grid.rows, grid.cols);
        let jump = jump.min(MAX_SIDE as u64) as usize;
        let mut start = Vec::with_capacity(grid.cells() + 1);
        let mut targets = Vec::new();
        let mut reach = Vec::with_capacity(grid.cells());
        start.push(0);
        for k in 0..grid.cells() {
            let (r, c) = (k / cols, k % cols);
            let mut far = [0u8; 4];
            if !grid.wall[k] {
                targets.push(k as u16);
                // left, right, up, down
                let steps: [(isize, isize); 4] = [(0, -1), (0, 1), (-1, 0), (1, 0)];
                for (d, (dr, dc)) in steps.iter().enumerate() {
                    let (mut rr, mut cc) = (r as isize, c as isize);
                    for _ in 0..jump {
                        rr += dr;
                        cc += dc;
                        if rr < 0 || cc < 0 || rr >= rows as isize || cc >= cols as isize {
                            break;
                        }
                        let t = rr as usize * cols + cc as usize;
                        if grid.wall[t] {
                            break;
                        }
                        targets.push(t as u16);
                        far[d] += 1;
                    }
                }
            }
            reach.push(far);
            start.push(targets.len() as u32);
        }
        Jumps {
            start,
            targets,
            reach,
            cols,
        }
    }

    /// The cells reachable from `cell` (itself first).
    #[inline]
    pub fn from(&self, cell: Cell) -> &[u16] {
        &self.targets[self.start[cell] as usize..self.start[cell + 1] as usize]
    }

    /// True when a jump goes from `a` to `b` (or `a == b`, staying put).
    #[inline]
    pub fn reaches(&self, a: Cell, b: Cell) -> bool {
        let (ra, ca) = (a / self.cols, a % self.cols);
        let (rb, cb) = (b / self.cols, b % self.cols);
        let [left, right, up, down] = self.reach[a];
        if ra == rb {
            if cb <= ca {
                ca - cb <= left as usize
            } else {
                cb - ca <= right as usize
            }
        } else if ca == cb {
            if rb < ra {
                ra - rb <= up as usize
            } else {
                rb - ra <= down as usize
            }
        } else {
            false
        }
    }

    /// Number of (cell, target) pairs.
    pub fn len(&self) -> usize {
        self.targets.len()
    }

    /// True when no cell has a jump (never: a grid has floor cells).
    pub fn is_empty(&self) -> bool {
        self.targets.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_write_back() {
        let rows = ["####F", "#C...", "M...."];
        let g = Grid::parse(&rows).unwrap();
        assert_eq!((g.rows(), g.cols()), (3, 5));
        assert_eq!(g.row_col(g.cat()), (1, 1));
        assert_eq!(g.row_col(g.mouse()), (2, 0));
        assert_eq!(g.row_col(g.food()), (0, 4));
        assert_eq!(g.to_rows(), rows);
    }

    #[test]
    fn errors_name_the_problem() {
        let e = |rows: &[&str]| Grid::parse(rows).unwrap_err().to_string();
        assert_eq!(e(&[]), "at least one row is needed");
        assert!(e(&["CMF", "..", "..."]).contains("row 1 has 2 cells but row 0 has 3"));
        assert!(e(&["CMF", ""]).contains("row 1 is empty"));
        assert!(e(&["CMx"]).contains("row 0, column 2: unknown character 'x'"));
        assert!(e(&["CM."]).contains("no F (food)"));
        assert!(e(&["CMF", "..C"]).contains("a second C (cat) at row 1, column 2"));
        let wide = "C".to_string() + &".".repeat(MAX_SIDE);
        assert!(e(&[&wide]).contains("more than the limit of 64"));
        let tall = vec!["."; MAX_SIDE + 1];
        assert!(e(&tall).contains("65 rows"));
    }

    #[test]
    fn jumps_stop_at_walls_and_the_edge() {
        let g = Grid::parse(&["M.#..", "C...F"]).unwrap();
        let j = Jumps::new(&g, 3);
        let mut from0: Vec<_> = j.from(0).iter().map(|&t| t as usize).collect();
        from0.sort();
        assert_eq!(from0, vec![0, 1, 5]);
        assert!(j.reaches(0, 1) && j.reaches(1, 0) && !j.reaches(1, 3) && !j.reaches(0, 6));
        assert!(j.from(2).is_empty());
        for a in 0..g.cells() {
            for b in 0..g.cells() {
                let listed = j.from(a).iter().any(|&t| t as usize == b);
                assert_eq!(listed, !g.is_wall(a) && j.reaches(a, b), "{a} {b}");
                assert_eq!(listed, j.from(b).iter().any(|&t| t as usize == a));
            }
        }
    }
}
