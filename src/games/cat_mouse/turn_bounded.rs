//! The seed article's turn-bounded DP, as a teaching comparison with retrograde analysis.
//!
//! `dp[mouse][cat][turns]` is the outcome when `turns` moves have been played (the mouse moves
//! when `turns` is even); once `turns` reaches the bound the game is declared a draw, whatever the
//! position (exactly as in the seed). Otherwise: mouse in the hole — mouse wins; cat on the mouse —
//! cat wins; else the player to move wins if some move reaches a win for them, draws if some move
//! reaches a draw, and loses otherwise. A player with no legal move gets a draw (consistent with
//! the retrograde solver; such positions are unreachable from any other).
//!
//! The seed's bound `2n(n−1)` ([`TurnBound::Safe`]) is at least the number of positions, so no
//! forced win is longer and the DP agrees with retrograde analysis. The tempting bound `2n`
//! ([`TurnBound::Naive`]) is wrong: see the presets `naive_bound_a` and `naive_bound_b`.
//!
//! The table is filled bottom-up from the bound down to turn 0, keeping two layers, so nothing is
//! recursive. Work is about `bound · n² · degree`, `O(n⁵)` for the safe bound on dense graphs;
//! solves estimated above [`TURN_BOUNDED_WORK_LIMIT`] steps are refused.

use super::{Graph, HOLE, Outcome, Position, Turn};
use crate::games::{Control, MEMORY_BUDGET, SolveError, human_bytes};

/// Largest accepted work estimate (position evaluations plus move look-ups) for
/// [`solve_turn_bounded`], about a few seconds of computation.
pub const TURN_BOUNDED_WORK_LIMIT: u64 = 3_000_000_000;

const DRAW: u8 = 0;
const MOUSE: u8 = 1;
const CAT: u8 = 2;
/// Check for cancellation about this often (in work steps).
const CHECK_EVERY: u64 = 1 << 20;

/// Where the turn-bounded DP declares a draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnBound {
    /// `2n(n−1)` turns, the seed's bound: correct.
    Safe,
    /// `2n` turns: too short for some graphs (a teaching counterexample).
    Naive,
    /// A custom number of turns (at least 1).
    Custom(u64),
}

impl TurnBound {
    /// The number of turns after which the game is declared a draw on `n` nodes.
    pub fn turns(self, n: usize) -> u64 {
        let n = n as u64;
        match self {
            TurnBound::Safe => 2 * n * n.saturating_sub(1),
            TurnBound::Naive => 2 * n,
            TurnBound::Custom(t) => t.max(1),
        }
    }
}

/// Estimated work of [`solve_turn_bounded`]: for every turn below the bound, one evaluation per
/// position plus one look-up per legal move of the player to move.
pub fn turn_bounded_work_estimate(graph: &Graph, bound: TurnBound) -> u64 {
    let n = graph.n() as u64;
    let turns = bound.turns(graph.n());
    let mouse_moves: u64 = (0..graph.n() as u32).map(|u| graph.degree(u) as u64).sum();
    let cat_moves: u64 = (0..graph.n() as u32)
        .map(|u| graph.cat_degree(u) as u64)
        .sum();
    let mouse_turns = turns.div_ceil(2);
    let cat_turns = turns / 2;
    let per_layer = n * (n - 1);
    turns
        .saturating_mul(per_layer)
        .saturating_add(mouse_turns.saturating_mul((n - 1).saturating_mul(mouse_moves)))
        .saturating_add(cat_turns.saturating_mul(n.saturating_mul(cat_moves)))
}

/// Result of the turn-bounded DP: the outcome of every position at the start of the count
/// (mouse-to-move positions at turn 0, cat-to-move positions at turn 1).
#[derive(Debug, Clone)]
pub struct TurnBoundedSolution {
    n: usize,
    bound: u64,
    /// Layer `turns = 0`, indexed `mouse·n + cat`.
    turn0: Vec<u8>,
    /// Layer `turns = 1`, indexed `mouse·n + cat`.
    turn1: Vec<u8>,
}

impl TurnBoundedSolution {
    /// The bound used, in turns.
    pub fn bound(&self) -> u64 {
        self.bound
    }

    /// `dp[1][2][0]`: the answer from the start.
    pub fn start_outcome(&self) -> Outcome {
        self.outcome(Position::START).unwrap_or(Outcome::Draw)
    }

    /// `dp[mouse][cat][0]` for a mouse-to-move position, `dp[mouse][cat][1]` for a cat-to-move
    /// one; `None` for an invalid position.
    pub fn outcome(&self, pos: Position) -> Option<Outcome> {
        if !pos.is_valid(self.n) {
            return None;
        }
        let layer = match pos.turn {
            Turn::Mouse => &self.turn0,
            Turn::Cat => &self.turn1,
        };
        Some(decode(
            layer[pos.mouse as usize * self.n + pos.cat as usize],
        ))
    }
}

fn decode(v: u8) -> Outcome {
    match v {
        MOUSE => Outcome::MouseWin,
        CAT => Outcome::CatWin,
        _ => Outcome::Draw,
    }
}

/// Runs the turn-bounded DP with the given bound.
///
/// Refuses with [`SolveError::TooBig`] (unit "steps") if [`turn_bounded_work_estimate`] exceeds
/// [`TURN_BOUNDED_WORK_LIMIT`], before allocating anything; stops with
/// [`SolveError::Cancelled`] when `control` says so. Progress is reported in turns computed.
pub fn solve_turn_bounded(
    graph: &Graph,
    bound: TurnBound,
    control: &dyn Control,
) -> Result<TurnBoundedSolution, SolveError> {
    let n = graph.n();
    let turns = bound.turns(n);
    let work = turn_bounded_work_estimate(graph, bound);
    if work > TURN_BOUNDED_WORK_LIMIT {
        return Err(SolveError::TooBig {
            what: format!(
                "turn-bounded DP with a bound of {turns} turns on {n} nodes (use retrograde analysis)"
            ),
            need: work,
            limit: TURN_BOUNDED_WORK_LIMIT,
            unit: "steps",
        });
    }
    let bytes = 4 * (n as u64) * (n as u64);
    if bytes > MEMORY_BUDGET {
        return Err(SolveError::TooBig {
            what: format!("turn-bounded DP layers ({})", human_bytes(bytes)),
            need: bytes,
            limit: MEMORY_BUDGET,
            unit: "bytes",
        });
    }
    // Layer `turns` = the bound: all draws.
    let mut next = vec![DRAW; n * n];
    let mut cur = vec![DRAW; n * n];
    let mut turn1: Option<Vec<u8>> = if turns == 1 { Some(next.clone()) } else { None };
    let mut steps: u64 = 0;
    let mut next_check = CHECK_EVERY;
    for t in (0..turns).rev() {
        let mouse_moves = t % 2 == 0;
        for m in 0..n {
            let row = &mut cur[m * n..(m + 1) * n];
            row[0] = DRAW; // cat never on the hole
            for (c, slot) in row.iter_mut().enumerate().skip(1) {
                *slot = if m == HOLE as usize {
                    MOUSE
                } else if m == c {
                    CAT
                } else if mouse_moves {
                    let nbrs = graph.neighbours(m as u32);
                    steps += nbrs.len() as u64 + 1;
                    let mut any = false;
                    let mut draw = false;
                    let mut win = false;
                    for &m2 in nbrs {
                        any = true;
                        match next[m2 as usize * n + c] {
                            MOUSE => {
                                win = true;
                                break;
                            }
                            DRAW => draw = true,
                            _ => {}
                        }
                    }
                    if win {
                        MOUSE
                    } else if draw || !any {
                        DRAW
                    } else {
                        CAT
                    }
                } else {
                    let nbrs = graph.neighbours(c as u32);
                    steps += nbrs.len() as u64 + 1;
                    let base = m * n;
                    let mut any = false;
                    let mut draw = false;
                    let mut win = false;
                    for &c2 in nbrs {
                        if c2 == HOLE {
                            continue;
                        }
                        any = true;
                        match next[base + c2 as usize] {
                            CAT => {
                                win = true;
                                break;
                            }
                            DRAW => draw = true,
                            _ => {}
                        }
                    }
                    if win {
                        CAT
                    } else if draw || !any {
                        DRAW
                    } else {
                        MOUSE
                    }
                };
            }
        }
        std::mem::swap(&mut cur, &mut next);
        if t == 1 {
            turn1 = Some(next.clone());
        }
        if steps >= next_check {
            next_check = steps + CHECK_EVERY;
            if control.cancelled() {
                return Err(SolveError::Cancelled);
            }
            control.progress(turns - t, turns);
        }
    }
    control.progress(turns, turns);
    Ok(TurnBoundedSolution {
        n,
        bound: turns,
        turn0: next,
        turn1: turn1.unwrap_or_else(|| vec![DRAW; n * n]),
    })
}
