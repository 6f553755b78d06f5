//! Retrograde analysis of Cat and Mouse II with exact game lengths.
//!
//! A position is (mouse cell, cat cell, player to move) with both animals on distinct floor cells
//! and neither on the food (any other placement has already ended the game). The positions that
//! end in one move are decided first: the mouse to move wins at once if it can jump onto the
//! food; the cat to move wins at once if it can jump onto the mouse or the food. From there the
//! analysis works backwards in order of game length, as a breadth-first search over
//! predecessors: a position whose player can move to a position lost for the opponent is won, one
//! step longer than the shortest such move (the winner hurries); a position all of whose moves
//! reach positions won by the opponent is lost, one step longer than the longest of them (the
//! loser delays), which is the last to be decided. Each position keeps a counter of its moves not
//! yet known to lose for the player to move. Positions never decided are those where neither side
//! can force a win: the game would go on forever, and the 1000-move rule gives them to the cat.
//!
//! Moves are symmetric (a straight jump from `a` to `b` can be made back from `b` to `a`), so the
//! predecessors of a position are found from the same per-cell jump lists as its moves.

use super::grid::{Cell, Grid, Jumps};
use crate::games::{Control, SolveError};

/// The mouse must reach the food within this many moves (a move is one player's jump), or the
/// cat wins.
pub const MOVE_LIMIT: u32 = 1000;

/// Who moves in a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Turn {
    Mouse,
    Cat,
}

/// A position: where the mouse and the cat are and who moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub mouse: Cell,
    pub cat: Cell,
    pub turn: Turn,
}

/// The value of a position when the game may go on forever (before the 1000-move rule).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Value {
    /// The mouse can force reaching the food in this many moves, and the cat can make it take
    /// that many.
    MouseWins(u32),
    /// The cat can force a win (catching the mouse or reaching the food) in this many moves, and
    /// the mouse can make it take that many.
    CatWins(u32),
    /// Neither side can force a win: the game goes on forever (a cat win by the move limit).
    Endless,
}

/// Stored per position: 0 undecided; otherwise the length, with this bit set for cat wins.
const CAT_BIT: u16 = 0x8000;
/// Longest game length stored exactly; longer ones are kept as this (far beyond the move limit).
const MAX_LEN: u32 = 0x7FFF;

/// Bytes the solver needs per position (value, counter, queue entry).
pub const BYTES_PER_POSITION: u64 = 7;

/// Grids of at most this many cells keep the order in which positions were decided (the
/// solver's queue, 4 bytes per decided position: at most 2 × 400 × 512 × 4 bytes, 1.6 MB).
pub const ORDER_MAX_CELLS: usize = 400;

/// A queue entry's top bits: the cat is to move; the cat won. The rest is the table index of the
/// other turn's layout (cat to move as `cat << shift | mouse`, mouse to move as
/// `mouse << shift | cat`).
const CAT_TURN: u32 = 1 << 31;
const CAT_WON: u32 = 1 << 30;

/// The solved game: the value of every position.
#[derive(Debug, Clone)]
pub struct Solution {
    grid: Grid,
    mouse_jump: u64,
    cat_jump: u64,
    /// Rows of the tables are `1 << shift` long (the number of cells, padded).
    shift: u32,
    /// Mouse to move, indexed `cat << shift | mouse`.
    mouse_to_move: Vec<u16>,
    /// Cat to move, indexed `mouse << shift | cat`.
    cat_to_move: Vec<u16>,
    /// The mouse's and the cat's jumps (the moves of every position).
    mouse_moves: Jumps,
    cat_moves: Jumps,
    /// The analysis stopped early once the start was decided (or could no longer be a mouse win
    /// within the move limit): only the start's value is known.
    partial: bool,
    /// The queue of decided positions, in the order they were decided (small grids only).
    order: Option<Vec<u32>>,
}

/// Number of (mouse cell, cat cell, turn) slots the solver keeps for `grid`.
pub fn position_count(grid: &Grid) -> u64 {
    let n = grid.cells() as u64;
    2 * n * n.next_power_of_two()
}

/// Memory the solver needs for `grid`, in bytes.
pub fn memory_bytes(grid: &Grid) -> u64 {
    position_count(grid) * BYTES_PER_POSITION
}

/// Solve every position.
pub fn solve(
    grid: &Grid,
    mouse_jump: u64,
    cat_jump: u64,
    control: &dyn Control,
) -> Result<Solution, SolveError> {
    Analysis::new(grid, mouse_jump, cat_jump).run(false, control)
}

/// Whether the mouse wins from the start, stopping as soon as that is known.
pub fn mouse_wins(
    grid: &Grid,
    mouse_jump: u64,
    cat_jump: u64,
    control: &dyn Control,
) -> Result<bool, SolveError> {
    Ok(Analysis::new(grid, mouse_jump, cat_jump)
        .run(true, control)?
        .mouse_wins())
}

struct Analysis<'g> {
    grid: &'g Grid,
    mouse_jump: u64,
    cat_jump: u64,
    mouse: Jumps,
    cat: Jumps,
}

impl<'g> Analysis<'g> {
    fn new(grid: &'g Grid, mouse_jump: u64, cat_jump: u64) -> Self {
        Analysis {
            grid,
            mouse_jump,
            cat_jump,
            mouse: Jumps::new(grid, mouse_jump),
            cat: Jumps::new(grid, cat_jump),
        }
    }

    fn run(self, start_only: bool, control: &dyn Control) -> Result<Solution, SolveError> {
        let grid = self.grid;
        let n = grid.cells();
        // Rows are padded to a power of two so that a queue entry's row is a shift away.
        let shift = n.next_power_of_two().trailing_zeros();
        let stride = 1usize << shift;
        let food = grid.food();
        let total = n * stride;
        let mut mouse_to_move = vec![0u16; total];
        let mut cat_to_move = vec![0u16; total];
        // Moves of each position not yet known to lose for the player to move.
        let mut mouse_left = vec![0u8; total];
        let mut cat_left = vec![0u8; total];
        // Decided positions in order of length. A position is queued under the index of the
        // other table's layout (cat to move as `cat << shift | mouse`, with the top bit set;
        // mouse to move as `mouse << shift | cat`), which is the row its predecessors live in:
        // sorting a level by that value lets each row be updated while it is in cache.
        // The top bits say who is to move and who won (so that handling an entry reads no table).
        let mut queue: Vec<u32> = Vec::new();

        // Each table row starts as a copy of the movers' move counts; the few positions that
        // end in one move are then queued and their neighbours' counters adjusted, so nothing
        // here costs more than a row copy per row.
        let floor: Vec<Cell> = (0..n).filter(|&k| !grid.is_wall(k) && k != food).collect();
        let mut mouse_degree = vec![0u8; n];
        let mut cat_degree = vec![0u8; n];
        for &k in &floor {
            mouse_degree[k] = self.mouse.from(k).len() as u8;
            cat_degree[k] = self.cat.from(k).len() as u8;
        }
        // cells from which a jump reaches the food (jumps are symmetric)
        let mouse_near_food: Vec<Cell> = self
            .mouse
            .from(food)
            .iter()
            .map(|&k| k as Cell)
            .filter(|&k| k != food)
            .collect();
        let cat_near_food: Vec<u16> = self.cat.from(food).to_vec();
        for &c in &floor {
            // mouse to move, the cat on c
            let row = c << shift;
            let left = &mut mouse_left[row..row + n];
            left.copy_from_slice(&mouse_degree);
            left[c] = 0;
            // a jump onto the cat loses at once: not counted
            for &m in self.mouse.from(c) {
                left[m as usize] = left[m as usize].saturating_sub(1);
            }
            for &m in &mouse_near_food {
                if m != c {
                    mouse_to_move[row + m] = 1;
                    left[m] = 0;
                    queue.push((m << shift | c) as u32);
                }
            }
        }
        for &m in &floor {
            // cat to move, the mouse on m
            let row = m << shift;
            let left = &mut cat_left[row..row + n];
            left.copy_from_slice(&cat_degree);
            left[m] = 0;
            for &c in self.cat.from(m).iter().chain(&cat_near_food) {
                let c = c as usize;
                if c != m && c != food && cat_to_move[row + c] == 0 {
                    cat_to_move[row + c] = CAT_BIT | 1;
                    left[c] = 0;
                    queue.push(CAT_TURN | CAT_WON | (c << shift | m) as u32);
                }
            }
        }
        let start = grid.cat() << shift | grid.mouse();
        let mask = stride - 1;
        let mut level_start = 0;
        let mut len: u32 = 1;
        let mut scratch = Vec::new();
        let mut done = 0u64;
        let mut partial = false;
        while level_start < queue.len() {
            if start_only && (mouse_to_move[start] != 0 || len >= MOVE_LIMIT) {
                // the start is decided, or every position decided from here on takes longer
                // than the limit
                partial = true;
                break;
            }
            if control.cancelled() {
                return Err(SolveError::Cancelled);
            }
            control.progress(done, total as u64 * 2);
            let level_end = queue.len();
            sort_by_row(&mut queue[level_start..level_end], &mut scratch, shift, n);
            let next = (len + 1).min(MAX_LEN) as u16;
            for k in level_start..level_end {
                let entry = queue[k];
                let e = (entry & !(CAT_TURN | CAT_WON)) as usize;
                let cat_won = entry & CAT_WON != 0;
                let (row, col) = (e >> shift, e & mask);
                if entry & CAT_TURN != 0 {
                    // cat to move at (m, c), decided: the mouse moved here from (m', c)
                    let (c, m) = (row, col);
                    let values = &mut mouse_to_move[c << shift..(c << shift) + n];
                    let left = &mut mouse_left[c << shift..(c << shift) + n];
                    for &from in self.mouse.from(m) {
                        let from = from as usize;
                        if from == c || from == food || values[from] != 0 {
                            continue;
                        }
                        if !cat_won {
                            // the mouse moves to a mouse win: won
                            values[from] = next;
                            queue.push((from << shift | c) as u32);
                        } else {
                            left[from] -= 1;
                            if left[from] == 0 {
                                values[from] = CAT_BIT | next;
                                queue.push(CAT_WON | (from << shift | c) as u32);
                            }
                        }
                    }
                } else {
                    // mouse to move at (m, c), decided: the cat moved here from (m, c')
                    let (m, c) = (row, col);
                    let values = &mut cat_to_move[m << shift..(m << shift) + n];
                    let left = &mut cat_left[m << shift..(m << shift) + n];
                    for &from in self.cat.from(c) {
                        let from = from as usize;
                        if from == m || from == food || values[from] != 0 {
                            continue;
                        }
                        if cat_won {
                            values[from] = CAT_BIT | next;
                            queue.push(CAT_TURN | CAT_WON | (from << shift | m) as u32);
                        } else {
                            left[from] -= 1;
                            if left[from] == 0 {
                                values[from] = next;
                                queue.push(CAT_TURN | (from << shift | m) as u32);
                            }
                        }
                    }
                }
            }
            done += (level_end - level_start) as u64;
            level_start = level_end;
            len += 1;
        }
        Ok(Solution {
            grid: grid.clone(),
            mouse_jump: self.mouse_jump,
            cat_jump: self.cat_jump,
            mouse_moves: self.mouse,
            cat_moves: self.cat,
            shift,
            mouse_to_move,
            cat_to_move,
            partial,
            // the queue is the order of decision: level by level, in order of game length
            order: (!start_only && n <= ORDER_MAX_CELLS).then_some(queue),
        })
    }
}

/// Counting sort of one level of the queue by row (the bits above `shift`, the turn bit
/// included, the winner bit left out): entries of one row are then handled together.
fn sort_by_row(level: &mut [u32], scratch: &mut Vec<u32>, shift: u32, n: usize) {
    if level.len() < 2 {
        return;
    }
    let bucket = |e: u32| ((e >> 31) as usize) * n + ((e & !(3 << 30)) >> shift) as usize;
    let mut counts = vec![0u32; 2 * n + 1];
    for &e in level.iter() {
        counts[bucket(e) + 1] += 1;
    }
    for b in 1..counts.len() {
        counts[b] += counts[b - 1];
    }
    scratch.clear();
    scratch.resize(level.len(), 0);
    for &e in level.iter() {
        let b = bucket(e);
        scratch[counts[b] as usize] = e;
        counts[b] += 1;
    }
    level.copy_from_slice(scratch);
}

fn decode(v: u16) -> Value {
    if v == 0 {
        Value::Endless
    } else if v & CAT_BIT != 0 {
        Value::CatWins((v & !CAT_BIT) as u32)
    } else {
        Value::MouseWins(v as u32)
    }
}

impl Solution {
    /// The grid that was solved.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The mouse's and the cat's longest jumps.
    pub fn jumps(&self) -> (u64, u64) {
        (self.mouse_jump, self.cat_jump)
    }

    /// The start position: the tokens as on the grid, the mouse to move.
    pub fn start(&self) -> Position {
        Position {
            mouse: self.grid.mouse(),
            cat: self.grid.cat(),
            turn: Turn::Mouse,
        }
    }

    /// The jumps of the animal that moves on `turn`.
    pub fn jumps_of(&self, turn: Turn) -> &Jumps {
        match turn {
            Turn::Mouse => &self.mouse_moves,
            Turn::Cat => &self.cat_moves,
        }
    }

    /// True when the analysis covered every position (not stopped at the start's value).
    pub fn is_complete(&self) -> bool {
        !self.partial
    }

    /// Every (mouse cell, cat cell, player to move) of the grid, positions of play or not.
    pub fn all_positions(&self) -> impl Iterator<Item = Position> + use<> {
        let n = self.grid.cells();
        (0..n).flat_map(move |mouse| {
            (0..n).flat_map(move |cat| {
                [Turn::Mouse, Turn::Cat]
                    .into_iter()
                    .map(move |turn| Position { mouse, cat, turn })
            })
        })
    }

    /// The value of a position, or `None` when it is not a position of play (a wall, both on one
    /// cell, an animal on the food).
    pub fn value(&self, p: Position) -> Option<Value> {
        let n = self.grid.cells();
        let g = &self.grid;
        if p.mouse >= n || p.cat >= n || g.is_wall(p.mouse) || g.is_wall(p.cat) {
            return None;
        }
        if p.mouse == p.cat || p.mouse == g.food() || p.cat == g.food() {
            return None;
        }
        Some(decode(match p.turn {
            Turn::Mouse => self.mouse_to_move[p.cat << self.shift | p.mouse],
            Turn::Cat => self.cat_to_move[p.mouse << self.shift | p.cat],
        }))
    }

    /// The decided positions in the order the analysis decided them, shortest games first (each
    /// position once; the endless ones never appear), for complete solves of grids of at most
    /// [`ORDER_MAX_CELLS`] cells. Read an entry with [`Solution::position_at`].
    pub fn decision_order(&self) -> Option<&[u32]> {
        self.order.as_deref()
    }

    /// The position of an entry of [`Solution::decision_order`].
    pub fn position_at(&self, entry: u32) -> Position {
        let e = (entry & !(CAT_TURN | CAT_WON)) as usize;
        let (row, col) = (e >> self.shift, e & ((1 << self.shift) - 1));
        if entry & CAT_TURN != 0 {
            Position {
                mouse: col,
                cat: row,
                turn: Turn::Cat,
            }
        } else {
            Position {
                mouse: row,
                cat: col,
                turn: Turn::Mouse,
            }
        }
    }

    /// The start's value.
    pub fn start_value(&self) -> Value {
        self.value(self.start()).unwrap_or(Value::Endless)
    }

    /// LeetCode 1728's answer: the mouse can force reaching the food within [`MOVE_LIMIT`] moves.
    pub fn mouse_wins(&self) -> bool {
        matches!(self.start_value(), Value::MouseWins(len) if len <= MOVE_LIMIT)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;

    fn wins(rows: &[&str], cat_jump: u64, mouse_jump: u64) -> bool {
        let g = Grid::parse(rows).unwrap();
        let full = solve(&g, mouse_jump, cat_jump, &NoControl)
            .unwrap()
            .mouse_wins();
        let fast = mouse_wins(&g, mouse_jump, cat_jump, &NoControl).unwrap();
        assert_eq!(full, fast, "{rows:?}");
        full
    }

    /// Exhaustive minimax over a move horizon by value iteration: `win[k]` holds the positions
    /// one side can force a win from within `k` moves.
    fn horizon_values(
        g: &Grid,
        mouse_jump: u64,
        cat_jump: u64,
        horizon: u32,
    ) -> Vec<[Option<Value>; 2]> {
        let n = g.cells();
        let mj = Jumps::new(g, mouse_jump);
        let cj = Jumps::new(g, cat_jump);
        let f = g.food();
        let idx = |m: usize, c: usize| m * n + c;
        let live =
            |m: usize, c: usize| !g.is_wall(m) && !g.is_wall(c) && m != c && m != f && c != f;
        // [mouse wins within k, cat wins within k] for [mouse to move, cat to move]
        let mut mouse = vec![[false; 2]; n * n];
        let mut cat = vec![[false; 2]; n * n];
        let mut out = vec![[None; 2]; n * n];
        for k in 1..=horizon {
            let (pm, pc) = (mouse.clone(), cat.clone());
            for m in 0..n {
                for c in 0..n {
                    if !live(m, c) {
                        continue;
                    }
                    let i = idx(m, c);
                    // mouse to move
                    let mw = mj.reaches(m, f)
                        || mj.from(m).iter().any(|&t| {
                            let t = t as usize;
                            t != c && pm[idx(t, c)][1]
                        });
                    let cw = !mj.reaches(m, f)
                        && mj.from(m).iter().all(|&t| {
                            let t = t as usize;
                            t == c || pc[idx(t, c)][1]
                        });
                    mouse[i][0] = mw;
                    cat[i][0] = cw;
                    // cat to move
                    let immediate = cj.reaches(c, m) || cj.reaches(c, f);
                    let mw = !immediate && cj.from(c).iter().all(|&t| pm[idx(m, t as usize)][0]);
                    let cw = immediate || cj.from(c).iter().any(|&t| pc[idx(m, t as usize)][0]);
                    mouse[i][1] = mw;
                    cat[i][1] = cw;
                    for t in 0..2 {
                        if out[i][t].is_none() {
                            if mouse[i][t] {
                                out[i][t] = Some(Value::MouseWins(k));
                            } else if cat[i][t] {
                                out[i][t] = Some(Value::CatWins(k));
                            }
                        }
                    }
                }
            }
        }
        out
    }

    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        }
        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
    }

    fn random_grid(rng: &mut Rng) -> Option<Grid> {
        let rows = 1 + rng.below(4) as usize;
        let cols = 1 + rng.below(5) as usize;
        let mut cells: Vec<char> = (0..rows * cols)
            .map(|_| if rng.below(4) == 0 { '#' } else { '.' })
            .collect();
        let mut floor: Vec<usize> = (0..cells.len()).filter(|&k| cells[k] == '.').collect();
        if floor.len() < 3 {
            return None;
        }
        for token in ['C', 'M', 'F'] {
            let k = rng.below(floor.len() as u64) as usize;
            cells[floor.swap_remove(k)] = token;
        }
        let rows: Vec<String> = cells.chunks(cols).map(|r| r.iter().collect()).collect();
        Some(Grid::parse(&rows).unwrap())
    }

    #[test]
    fn agrees_with_minimax_over_the_move_horizon() {
        let mut rng = Rng(1728);
        let mut checked = 0;
        while checked < 400 {
            let Some(g) = random_grid(&mut rng) else {
                continue;
            };
            let (mj, cj) = (1 + rng.below(4), 1 + rng.below(4));
            let sol = solve(&g, mj, cj, &NoControl).unwrap();
            let n = g.cells();
            // every game on these grids is decided well within 4 n² moves
            let horizon = (4 * n * n) as u32 + 4;
            let want = horizon_values(&g, mj, cj, horizon);
            for m in 0..n {
                for c in 0..n {
                    for (t, turn) in [Turn::Mouse, Turn::Cat].into_iter().enumerate() {
                        let got = sol.value(Position {
                            mouse: m,
                            cat: c,
                            turn,
                        });
                        let expected = want[m * n + c][t];
                        match got {
                            None => assert_eq!(expected, None),
                            Some(Value::Endless) => {
                                assert_eq!(expected, None, "{:?} m{m} c{c} {turn:?}", g.to_rows())
                            }
                            Some(v) => assert_eq!(
                                Some(v),
                                expected,
                                "{:?} {mj} {cj} m{m} c{c} {turn:?}",
                                g.to_rows()
                            ),
                        }
                    }
                }
            }
            let limit = horizon_values(&g, mj, cj, MOVE_LIMIT);
            let start = limit[g.mouse() * n + g.cat()][0];
            assert_eq!(sol.mouse_wins(), matches!(start, Some(Value::MouseWins(_))));
            assert_eq!(
                mouse_wins(&g, mj, cj, &NoControl).unwrap(),
                sol.mouse_wins()
            );
            checked += 1;
        }
    }

    #[test]
    fn decision_order_lists_each_decided_position_once_shortest_first() {
        let cases: &[(&[&str], u64, u64)] = &[
            (&["####F", "#C...", "M...."], 1, 2),
            (&["C...#", "...#F", "....#", "M...."], 2, 5),
            (&[".M...", "..#..", "#..#.", "C#.#.", "...#F"], 3, 1),
            (&["..M.#", ".C...", ".###.", "..F.."], 1, 2),
        ];
        for &(rows, cj, mj) in cases {
            let g = Grid::parse(rows).unwrap();
            let sol = solve(&g, mj, cj, &NoControl).unwrap();
            let order = sol.decision_order().expect("a small grid keeps the order");
            let mut seen = std::collections::HashSet::new();
            let mut last = 0;
            for &e in order {
                let p = sol.position_at(e);
                assert!(seen.insert(p), "{p:?} twice");
                let len = match sol.value(p) {
                    Some(Value::MouseWins(k)) | Some(Value::CatWins(k)) => k,
                    other => panic!("{p:?} decided as {other:?}"),
                };
                assert!(len >= last, "{rows:?}: {len} after {last}");
                last = len;
            }
            let mut decided = 0;
            for p in sol.all_positions() {
                if matches!(sol.value(p), Some(Value::MouseWins(_) | Value::CatWins(_))) {
                    decided += 1;
                    assert!(seen.contains(&p), "{p:?} missing");
                }
            }
            assert_eq!(decided, order.len());
        }
        let rows: Vec<String> = (0..21)
            .map(|r| match r {
                0 => "CMF".to_string() + &".".repeat(17),
                _ => ".".repeat(20),
            })
            .collect();
        let g = Grid::parse(&rows).unwrap();
        assert!(g.cells() > ORDER_MAX_CELLS);
        assert!(
            solve(&g, 1, 1, &NoControl)
                .unwrap()
                .decision_order()
                .is_none()
        );
    }

    #[test]
    fn leetcode_examples() {
        assert!(wins(&["####F", "#C...", "M...."], 1, 2));
        assert!(wins(&["M.C...F"], 1, 4));
        assert!(!wins(&["M.C...F"], 1, 3));
        assert!(!wins(&["C...#", "...#F", "....#", "M...."], 2, 5));
        assert!(wins(&[".M...", "..#..", "#..#.", "C#.#.", "...#F"], 3, 1));
    }
}
