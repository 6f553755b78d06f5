//! Retrograde analysis: the [`Solution`] of cat and mouse, [`solve`], and the queue solver.
//!
//! The queue solver ([`solve_queue`]): every position `(mouse, cat, turn)` with `cat != 0` gets an outcome and, when decided, the
//! number of moves (plies) to the end under optimal play: the winner plays the fastest win, the
//! loser the longest defence. The solver starts from the terminal positions (mouse in the hole:
//! mouse wins; cat on the mouse: cat wins) and works backwards with a FIFO queue. Each undecided
//! position keeps a count of its moves not yet known to lose; a position with a move to a win for
//! its player is a win (distance = that child's + 1, found first because the queue is in
//! distance order), a position whose last move turns out to be a win for the opponent is a loss
//! (distance = that last child's + 1, the largest). Positions never decided are draws. The queue,
//! kept whole, is the order in which positions were decided.
//!
//! Storage is a little over 8 bytes per position: one `u32` state word (2 bits outcome, 30 bits
//! either the remaining-move counter while undecided or the distance once decided), one `u32`
//! queue entry and one bit of a bitmap. Positions are indexed `turn·n(n−1) + (cat−1)·n + mouse`.
//! The queue is processed level by level (all positions at distance d, then d + 1, ...), and a
//! large level is first put in index order with the bitmap: then the parents visited from
//! consecutive positions lie in a few rows walked forwards, instead of all over the table. The
//! level sets, and so all outcomes and distances, are the same in any order within a level.
//!
//! Which solver serves which query: [`solve`] (the app's solve job and `gamedp solve`) and
//! [`solve_outcome`] use the bit-parallel solver of [`super::bitset`], which decides the same
//! positions at the same plies, 64 at a time (the property tests check both against each other
//! and against an independent fixpoint). The queue solver here is kept as [`solve_queue`]: it is
//! the reference, and it alone gives [`Solution::decision_order`] (the exact order in which it
//! decides positions, for the animation of small graphs), which a bit-parallel [`Solution`]
//! computes with it on first use. Both solvers refuse the same graphs (the memory estimate and
//! work limit below are those of the queue solver, larger than the bit-parallel solver's needs).
//!
//! A [`Solution`] keeps one byte per position for the moves to the end (two or four if the
//! games are that long) and one bit per position for who wins; best moves and lines are
//! computed on demand from these.

use super::bits::{Distances, word_index};
use super::bitset::{Goal, solve_plies};
use super::{Graph, HOLE, Outcome, Position, Turn};
use crate::games::{Control, MEMORY_BUDGET, NoControl, SolveError, human_bytes};
use std::collections::HashSet;
use std::sync::OnceLock;

const DECIDED: u32 = 1 << 30;
const MOUSE_WIN: u32 = 1 << 30;
const CAT_WIN: u32 = 2 << 30;
const LOW_MASK: u32 = DECIDED - 1;
/// Check for cancellation and report progress after about this many steps.
const CHECK_EVERY: u64 = 1 << 20;

/// Most basic steps ([`retrograde_work_estimate`]) the retrograde solver accepts: about 15 s on
/// the development machine (some 2·10⁸ steps a second). A random graph of 8,000 nodes with
/// average degree 6 needs about 8·10⁸; dense graphs of a few thousand nodes are refused.
pub const RETROGRADE_WORK_LIMIT: u64 = 3_000_000_000;

/// Number of positions `(mouse, cat, turn)` with `cat != 0` on `n` nodes: `2·n·(n−1)`.
pub fn position_count(n: usize) -> u64 {
    2 * n as u64 * (n as u64).saturating_sub(1)
}

/// Bytes the queue solver allocates for `graph`: a little over 8 per position plus a copy of the
/// graph and a little per node. Compared against [`MEMORY_BUDGET`] before anything is allocated,
/// by both solvers (the bit-parallel solver needs under 2 bytes a position while the games are
/// shorter than 255 moves, and at most about 4.5).
pub fn retrograde_memory_bytes(graph: &Graph) -> u64 {
    retrograde_memory_bytes_for(graph.n(), 2 * graph.edge_count() as u64)
}

/// [`retrograde_memory_bytes`] from the node count and the total length of the adjacency lists
/// (twice the edge count), for a check before the graph is even built.
pub fn retrograde_memory_bytes_for(nodes: usize, adjacency_entries: u64) -> u64 {
    // State + queue (4 + 4 bytes) and the level bitmap (1 bit) per position; the graph copy
    // (offsets and targets) and a degree table.
    let positions = position_count(nodes);
    let n = nodes as u64;
    positions * 8 + positions.div_ceil(64) * 8 + 4 * (n + 1 + adjacency_entries) + 4 * n
}

/// Upper estimate of the retrograde solver's basic steps (predecessor visits) for `graph`: the
/// number of (position, legal move) pairs. Useful to warn before a long solve.
pub fn retrograde_work_estimate(graph: &Graph) -> u64 {
    let n = graph.n() as u64;
    let mouse_moves: u64 = (0..graph.n() as u32).map(|u| graph.degree(u) as u64).sum();
    let cat_moves: u64 = (1..graph.n() as u32)
        .map(|u| graph.cat_degree(u) as u64)
        .sum();
    (n - 1) * mouse_moves + n * cat_moves + position_count(graph.n())
}

/// One legal move from a position and what it leads to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MoveInfo {
    /// The node the player to move goes to.
    pub to: u32,
    /// The resulting position.
    pub position: Position,
    /// The outcome of the resulting position.
    pub outcome: Outcome,
    /// Moves to the end from the resulting position (`None` for a draw).
    pub moves_to_end: Option<u32>,
}

/// How many positions have each outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct OutcomeCounts {
    /// Positions the mouse wins.
    pub mouse_wins: u64,
    /// Positions the cat wins.
    pub cat_wins: u64,
    /// Drawn positions.
    pub draws: u64,
}

/// The result of [`solve`] (or [`solve_queue`]): outcome and distance of every position, and
/// on demand the decision order.
#[derive(Debug, Clone)]
pub struct Solution {
    graph: Graph,
    n: usize,
    /// n·(n−1): the size of each half of the table.
    half: usize,
    /// Words per row of `mouse_win`, ⌈n/64⌉.
    words: usize,
    /// Moves to the end by dense index (`None` = draw).
    dist: Distances,
    /// Mouse wins, cat-major: `[turn][word_index(cat, mouse / 64, words)]`, bit `mouse % 64`.
    mouse_win: [Vec<u64>; 2],
    counts: OutcomeCounts,
    max_moves: u32,
    /// The queue solver's decision order, computed on first use unless the queue solver made
    /// this solution.
    order: OnceLock<Vec<u32>>,
}

/// Refuses graphs too big for the solvers (see [`solve`]).
fn check_limits(graph: &Graph) -> Result<(), SolveError> {
    let need = retrograde_memory_bytes(graph);
    if need > MEMORY_BUDGET {
        return Err(SolveError::TooBig {
            what: format!(
                "cat and mouse retrograde tables for {} nodes ({} of {})",
                graph.n(),
                human_bytes(need),
                human_bytes(MEMORY_BUDGET)
            ),
            need,
            limit: MEMORY_BUDGET,
            unit: "bytes",
        });
    }
    let work = retrograde_work_estimate(graph);
    if work > RETROGRADE_WORK_LIMIT {
        return Err(SolveError::TooBig {
            what: format!(
                "cat and mouse retrograde analysis of {} nodes and {} edges (every position times every move)",
                graph.n(),
                graph.edge_count()
            ),
            need: work,
            limit: RETROGRADE_WORK_LIMIT,
            unit: "steps",
        });
    }
    Ok(())
}

/// Solves every position of `graph` with the bit-parallel solver ([`super::bitset`]): the
/// same outcomes and distances as [`solve_queue`], several times faster and in an eighth of
/// the memory.
///
/// Refuses with [`SolveError::TooBig`] (unit "bytes") if the queue solver's tables would
/// exceed [`MEMORY_BUDGET`], or (unit "steps") if its work would exceed
/// [`RETROGRADE_WORK_LIMIT`], before allocating anything; stops with
/// [`SolveError::Cancelled`] when `control` says so (checked every ply and about every 65,000
/// words, when progress is also reported as positions decided of all positions).
pub fn solve(graph: &Graph, control: &dyn Control) -> Result<Solution, SolveError> {
    check_limits(graph)?;
    if control.cancelled() {
        return Err(SolveError::Cancelled);
    }
    let r = solve_plies(graph, Goal::Every, control)?;
    let n = graph.n();
    let half = n * (n - 1);
    let positions = 2 * half as u64;
    Ok(Solution {
        graph: graph.clone(),
        n,
        half,
        words: r.words,
        dist: r.dist.unwrap_or_else(|| Distances::new(2 * half)),
        mouse_win: r.mouse_win,
        counts: OutcomeCounts {
            mouse_wins: r.mouse_wins,
            cat_wins: r.cat_wins,
            draws: positions - r.mouse_wins - r.cat_wins,
        },
        max_moves: r.max_moves,
        order: OnceLock::new(),
    })
}

/// What `gamedp solve` writes of a graph without `--table`: the start's outcome, its moves to
/// the end and the mouse's best first move, the same as a [`Solution`]'s
/// [`start_outcome`](Solution::start_outcome), [`start_moves_to_end`](Solution::start_moves_to_end)
/// and [`best_move`](Solution::best_move) from the start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StartAnswer {
    /// The outcome from the start.
    pub outcome: Outcome,
    /// Moves to the end from the start (`None` for a draw).
    pub moves_to_end: Option<u32>,
    /// The node of the mouse's best first move (`None` if the mouse cannot move).
    pub first_move: Option<u32>,
}

/// How [`solve_start_with`] finds the start's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StartMethod {
    /// The forward cone while it stays small (well under one dense ply of the bit-parallel solver),
    /// else the bit-parallel solver: what [`solve_start`] does.
    Auto,
    /// The forward cone only, however large it grows (tests).
    Cone,
    /// The bit-parallel solver only, stopped in the ply that decides the start.
    Plies,
}

/// Solves only as far as the start needs ([`StartMethod::Auto`]): retrograde analysis on the
/// positions near the start (the forward cone, `cone.rs`) while that stays small, otherwise the
/// bit-parallel solver, stopped in the ply that decides the start (a draw needs every ply); the
/// best first move follows from the ply in which each of the mouse's first moves was decided.
/// The same limits and errors as [`solve`]; no table of distances is kept.
pub fn solve_start(graph: &Graph, control: &dyn Control) -> Result<StartAnswer, SolveError> {
    solve_start_with(graph, StartMethod::Auto, control)
}

/// [`solve_start`] by the given method; the answer does not depend on it.
pub fn solve_start_with(
    graph: &Graph,
    method: StartMethod,
    control: &dyn Control,
) -> Result<StartAnswer, SolveError> {
    check_limits(graph)?;
    if control.cancelled() {
        return Err(SolveError::Cancelled);
    }
    let n = graph.n() as u64;
    let budget = match method {
        // about the words of two bit matrices: a dense ply of the bit-parallel solver reads some
        // six times as many
        StartMethod::Auto => Some((2 * n * n.div_ceil(64)).max(1 << 12)),
        StartMethod::Cone => Some(u64::MAX),
        StartMethod::Plies => None,
    };
    if let Some(budget) = budget
        && let Some(answer) = super::cone::solve_cone(graph, budget)
    {
        return Ok(answer);
    }
    let r = solve_plies(graph, Goal::Start, control)?;
    Ok(StartAnswer {
        outcome: r.start,
        moves_to_end: r.start_moves,
        first_move: r.first_move,
    })
}

/// Solves every position of `graph` by retrograde analysis with the queue (the reference
/// solver; see the module doc). Same limits, errors and results as [`solve`], and the
/// decision order is filled in at once.
pub fn solve_queue(graph: &Graph, control: &dyn Control) -> Result<Solution, SolveError> {
    check_limits(graph)?;
    if control.cancelled() {
        return Err(SolveError::Cancelled);
    }
    let (state, queue) = queue_solve(graph, control)?;
    Ok(Solution::from_queue(graph, &state, queue))
}

/// The queue solver proper: the state words and the queue (decision order).
fn queue_solve(graph: &Graph, control: &dyn Control) -> Result<(Vec<u32>, Vec<u32>), SolveError> {
    let n = graph.n();
    let half = n * (n - 1);
    let total = 2 * half;
    let total_u64 = total as u64;

    // Initial counters: the number of legal moves of the player to move.
    let mouse_degree: Vec<u32> = (0..n as u32).map(|u| graph.degree(u) as u32).collect();
    let mut state = vec![0u32; total];
    for c in 1..n {
        // Mouse to move at (m, c): the mouse's degree.
        state[(c - 1) * n..c * n].copy_from_slice(&mouse_degree);
        // Cat to move at (m, c): the cat's moves, the same for every m.
        let cat_moves = graph.cat_degree(c as u32) as u32;
        state[half + (c - 1) * n..half + c * n].fill(cat_moves);
    }

    let mut queue: Vec<u32> = Vec::with_capacity(total);
    // Terminal positions: mouse in the hole, then cat on the mouse.
    for c in 1..n {
        for idx in [(c - 1) * n, half + (c - 1) * n] {
            state[idx] = MOUSE_WIN;
            queue.push(idx as u32);
        }
    }
    for c in 1..n {
        for idx in [(c - 1) * n + c, half + (c - 1) * n + c] {
            state[idx] = CAT_WIN;
            queue.push(idx as u32);
        }
    }

    let mut bitmap = vec![0u64; total.div_ceil(64)];
    let mut head = 0usize;
    let mut steps: u64 = 0;
    let mut next_check = CHECK_EVERY;
    while head < queue.len() {
        // One BFS level: queue[head..level_end]. Positions of the next level are appended.
        let level_end = queue.len();
        sort_level(&mut queue[head..level_end], &mut bitmap);
        while head < level_end {
            let p = queue[head] as usize;
            head += 1;
            let s = state[p];
            let nd = (s & LOW_MASK) + 1;
            let child_mouse_wins = s < CAT_WIN;
            if p < half {
                // Child: mouse to move at (m, c). Parents: cat to move at (m, c2), c2 ~ c,
                // c2 != 0, at half + (c2 - 1)·n + m.
                let c = p / n + 1;
                let base = half + p - c * n;
                let nbrs = graph.neighbours(c as u32);
                steps += nbrs.len() as u64 + 1;
                for &c2 in nbrs {
                    if c2 == HOLE {
                        continue;
                    }
                    let q = base + c2 as usize * n;
                    let sq = state[q];
                    if sq >= DECIDED {
                        continue;
                    }
                    if !child_mouse_wins {
                        state[q] = CAT_WIN | nd;
                        queue.push(q as u32);
                    } else if sq == 1 {
                        state[q] = MOUSE_WIN | nd;
                        queue.push(q as u32);
                    } else {
                        state[q] = sq - 1;
                    }
                }
            } else {
                // Child: cat to move at (m, c). Parents: mouse to move at (m2, c), m2 ~ m, at
                // (c - 1)·n + m2.
                let j = p - half;
                let row = j / n;
                let m = j - row * n;
                let base = row * n;
                let nbrs = graph.neighbours(m as u32);
                steps += nbrs.len() as u64 + 1;
                for &m2 in nbrs {
                    let q = base + m2 as usize;
                    let sq = state[q];
                    if sq >= DECIDED {
                        continue;
                    }
                    if child_mouse_wins {
                        state[q] = MOUSE_WIN | nd;
                        queue.push(q as u32);
                    } else if sq == 1 {
                        state[q] = CAT_WIN | nd;
                        queue.push(q as u32);
                    } else {
                        state[q] = sq - 1;
                    }
                }
            }
            if steps >= next_check {
                next_check = steps + CHECK_EVERY;
                if control.cancelled() {
                    return Err(SolveError::Cancelled);
                }
                control.progress(head as u64, total_u64);
            }
        }
    }
    control.progress(total_u64, total_u64);
    Ok((state, queue))
}

/// Sorts one BFS level of the queue by position index when that is cheap (a bitmap pass over
/// the index range the level spans), so that processing it walks memory in order. The set of
/// positions in each level, and so every outcome and distance, does not depend on this order.
fn sort_level(level: &mut [u32], bitmap: &mut [u64]) {
    if level.len() < 1024 {
        return;
    }
    let (mut lo, mut hi) = (u32::MAX, 0u32);
    for &p in level.iter() {
        lo = lo.min(p);
        hi = hi.max(p);
    }
    let (lo_word, hi_word) = ((lo >> 6) as usize, (hi >> 6) as usize);
    if hi_word - lo_word + 1 > 16 * level.len() {
        return;
    }
    for &p in level.iter() {
        bitmap[(p >> 6) as usize] |= 1u64 << (p & 63);
    }
    let mut k = 0;
    for (w, word) in bitmap[lo_word..=hi_word].iter_mut().enumerate() {
        let mut bits = *word;
        *word = 0;
        let base = ((lo_word + w) as u32) << 6;
        while bits != 0 {
            level[k] = base + bits.trailing_zeros();
            k += 1;
            bits &= bits - 1;
        }
    }
}

/// Validates raw adjacency lists and returns the outcome from the start position (the
/// LeetCode 913 answer), stopping as soon as the start is decided. Graph errors become [`SolveError::Invalid`] or, for too many nodes,
/// [`SolveError::TooBig`].
pub fn solve_outcome(graph: &[Vec<i64>]) -> Result<Outcome, SolveError> {
    let graph = Graph::new_validated(graph)?;
    check_limits(&graph)?;
    Ok(solve_plies(&graph, Goal::Start, &NoControl)?.start)
}

impl Solution {
    /// Builds a solution from the queue solver's state words and queue.
    fn from_queue(graph: &Graph, state: &[u32], queue: Vec<u32>) -> Solution {
        let n = graph.n();
        let half = n * (n - 1);
        let words = n.div_ceil(64);
        let mut dist = Distances::new(state.len());
        let max_moves = queue.last().map_or(0, |&i| state[i as usize] & LOW_MASK);
        dist.reserve_value(max_moves);
        let mut mouse_win = [
            vec![0u64; 64 * words * words],
            vec![0u64; 64 * words * words],
        ];
        let mut counts = OutcomeCounts::default();
        for (i, &s) in state.iter().enumerate() {
            match s >> 30 {
                1 => counts.mouse_wins += 1,
                2 => counts.cat_wins += 1,
                _ => {
                    counts.draws += 1;
                    continue;
                }
            }
            dist.set(i, s & LOW_MASK);
            if s < CAT_WIN {
                let (t, j) = if i < half { (0, i) } else { (1, i - half) };
                let (c, m) = (j / n + 1, j % n);
                mouse_win[t][word_index(c, m / 64, words)] |= 1 << (m % 64);
            }
        }
        Solution {
            graph: graph.clone(),
            n,
            half,
            words,
            dist,
            mouse_win,
            counts,
            max_moves,
            order: OnceLock::from(queue),
        }
    }

    /// The graph that was solved.
    pub fn graph(&self) -> &Graph {
        &self.graph
    }

    /// Number of positions, `2·n·(n−1)`; indices run over `0..position_count()`.
    pub fn position_count(&self) -> usize {
        2 * self.half
    }

    /// Dense index of a valid position (`None` if `mouse >= n`, `cat == 0` or `cat >= n`).
    /// The layout is an implementation detail; use [`Solution::position_at`] to go back.
    pub fn position_index(&self, pos: Position) -> Option<usize> {
        if !pos.is_valid(self.n) {
            return None;
        }
        let (m, c) = (pos.mouse as usize, pos.cat as usize);
        Some(match pos.turn {
            Turn::Mouse => (c - 1) * self.n + m,
            Turn::Cat => self.half + (c - 1) * self.n + m,
        })
    }

    /// The position with dense index `index` (`None` if out of range).
    pub fn position_at(&self, index: usize) -> Option<Position> {
        let n = self.n;
        let (turn, j) = if index < self.half {
            (Turn::Mouse, index)
        } else if index < 2 * self.half {
            (Turn::Cat, index - self.half)
        } else {
            return None;
        };
        Some(Position::new((j % n) as u32, (j / n + 1) as u32, turn))
    }

    /// Outcome of the position with dense index `index`. Panics if out of range.
    #[inline]
    pub fn outcome_at(&self, index: usize) -> Outcome {
        if self.dist.get(index).is_none() {
            return Outcome::Draw;
        }
        let (t, j) = if index < self.half {
            (0, index)
        } else {
            (1, index - self.half)
        };
        let (c, m) = (j / self.n + 1, j % self.n);
        if self.mouse_win[t][word_index(c, m / 64, self.words)] >> (m % 64) & 1 != 0 {
            Outcome::MouseWin
        } else {
            Outcome::CatWin
        }
    }

    /// Moves to the end from the position with dense index `index` (`None` for a draw). Panics
    /// if out of range.
    #[inline]
    pub fn moves_to_end_at(&self, index: usize) -> Option<u32> {
        self.dist.get(index)
    }

    /// Outcome of `pos` under optimal play (`None` for an invalid position).
    pub fn outcome(&self, pos: Position) -> Option<Outcome> {
        // (called for every cell of a heatmap: no dense index, no division)
        if !pos.is_valid(self.n) {
            return None;
        }
        let (m, c) = (pos.mouse as usize, pos.cat as usize);
        let t = match pos.turn {
            Turn::Mouse => 0,
            Turn::Cat => 1,
        };
        if self.dist.get_pair(self.n, t, c, m).is_none() {
            return Some(Outcome::Draw);
        }
        Some(
            if self.mouse_win[t][word_index(c, m / 64, self.words)] >> (m % 64) & 1 != 0 {
                Outcome::MouseWin
            } else {
                Outcome::CatWin
            },
        )
    }

    /// Number of moves (plies) to the end of the game from `pos` when the winner plays the
    /// fastest win and the loser the longest defence; `Some(0)` at a terminal position, `None`
    /// for a draw or an invalid position.
    pub fn moves_to_end(&self, pos: Position) -> Option<u32> {
        self.position_index(pos)
            .and_then(|i| self.moves_to_end_at(i))
    }

    /// Outcome from the start (mouse on 1, cat on 2, mouse to move).
    pub fn start_outcome(&self) -> Outcome {
        self.outcome(Position::START).unwrap_or(Outcome::Draw)
    }

    /// Moves to the end from the start (`None` for a draw).
    pub fn start_moves_to_end(&self) -> Option<u32> {
        self.moves_to_end(Position::START)
    }

    /// The legal moves from `pos`, sorted by destination node, each with the outcome and
    /// distance of the resulting position. Empty at a terminal or invalid position.
    pub fn moves(&self, pos: Position) -> Vec<MoveInfo> {
        let mut moves: Vec<MoveInfo> = pos
            .legal_moves(&self.graph)
            .map(|to| {
                let next = pos.after_move(to);
                let i = self.position_index(next).unwrap_or(0);
                MoveInfo {
                    to,
                    position: next,
                    outcome: self.outcome_at(i),
                    moves_to_end: self.moves_to_end_at(i),
                }
            })
            .collect();
        moves.sort_by_key(|m| m.to);
        moves
    }

    /// The optimal move from `pos`: for the winner the fastest win, for the loser the longest
    /// defence, in a draw a move that keeps the draw; ties go to the lowest node id. `None` at
    /// a terminal or invalid position, or when the player to move has no legal move.
    pub fn best_move(&self, pos: Position) -> Option<MoveInfo> {
        let outcome = self.outcome(pos)?;
        let moves = self.moves(pos);
        let mut best: Option<MoveInfo> = None;
        for mv in moves {
            if mv.outcome != outcome {
                continue;
            }
            let better = match best {
                None => true,
                Some(b) => {
                    let (d, bd) = (mv.moves_to_end, b.moves_to_end);
                    if outcome == Outcome::Draw {
                        false
                    } else if outcome.is_win_for(pos.turn) {
                        d < bd
                    } else {
                        d > bd
                    }
                }
            };
            if better {
                best = Some(mv);
            }
        }
        best
    }

    /// The positions that can arise from the start under the rules (the mouse moves first, the
    /// cat never enters the hole, the game stops at a terminal position), as a flag per dense
    /// index ([`Solution::position_index`]): a breadth-first walk over the legal moves. The
    /// start and every terminal position reached are included.
    pub fn reachable_from_start(&self) -> Vec<bool> {
        let mut seen = vec![false; self.position_count()];
        let Some(start) = self.position_index(Position::START) else {
            return seen;
        };
        seen[start] = true;
        let mut queue = std::collections::VecDeque::from([Position::START]);
        while let Some(pos) = queue.pop_front() {
            for to in pos.legal_moves(&self.graph) {
                let next = pos.after_move(to);
                if let Some(i) = self.position_index(next)
                    && let Some(flag) = seen.get_mut(i)
                    && !*flag
                {
                    *flag = true;
                    queue.push_back(next);
                }
            }
        }
        seen
    }

    /// The optimal line from `from`: `from` followed by the positions reached by
    /// [`Solution::best_move`] until the game ends (a decided position: exactly
    /// `moves_to_end(from) + 1` positions, the last terminal), or, for a draw, until a position
    /// repeats (the repeated position is included as the last element) or the player to move has
    /// no legal move. Empty for an invalid position.
    pub fn optimal_line(&self, from: Position) -> Vec<Position> {
        if !from.is_valid(self.n) {
            return Vec::new();
        }
        let mut line = vec![from];
        let mut seen: HashSet<Position> = HashSet::new();
        seen.insert(from);
        let mut pos = from;
        while let Some(mv) = self.best_move(pos) {
            pos = mv.position;
            line.push(pos);
            if !seen.insert(pos) {
                break;
            }
        }
        line
    }

    /// Dense indices of the decided positions in the order the queue solver decides them
    /// (terminal positions first, then by increasing distance). Positions not listed are draws.
    /// For a solution of [`solve`] the queue solver runs on the first call (the time and
    /// memory of [`solve_queue`]: meant for small graphs, such as the animation's).
    pub fn decision_order(&self) -> &[u32] {
        self.order.get_or_init(|| {
            queue_solve(&self.graph, &NoControl)
                .map(|(_, queue)| queue)
                .unwrap_or_default()
        })
    }

    /// How many positions have each outcome.
    pub fn counts(&self) -> OutcomeCounts {
        self.counts
    }

    /// The largest moves-to-end over all decided positions (0 if only terminals are decided).
    pub fn max_moves_to_end(&self) -> u32 {
        self.max_moves
    }

    /// Bytes the solution's tables hold (distances and outcome bits; not the graph, nor a
    /// decision order).
    pub fn table_bytes(&self) -> usize {
        self.dist.bytes() + 8 * (self.mouse_win[0].len() + self.mouse_win[1].len())
    }
}
