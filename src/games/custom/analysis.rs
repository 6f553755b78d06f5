//! Solving the explored graph: retrograde analysis with draws and exact moves to the end,
//! Grundy values, and minimax of the net score for scoring games.

use super::Outcome;
use super::explore::Graph;
use super::rules::key_text;
use crate::games::{Control, SolveError};

/// `outcome` codes.
pub(crate) const DRAW: u8 = 0;
pub(crate) const WIN: u8 = 1;
pub(crate) const LOSE: u8 = 2;

/// How often (in positions) the loops look at the caller's cancel.
const CHECK_EVERY: usize = 1 << 16;

/// A win/lose game's answer for every position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct WinLose {
    /// [`WIN`], [`LOSE`] or [`DRAW`] for the player to move.
    pub outcome: Vec<u8>,
    /// Moves to the end with best play; `u32::MAX` for a draw.
    pub moves_to_end: Vec<u32>,
    /// The Grundy values, when defined (normal play, no `end`, no cycle).
    pub grundy: Option<Vec<u32>>,
}

/// Who moves into each position: the graph reversed, rows by position.
pub(crate) struct Predecessors {
    start: Vec<u32>,
    from: Vec<u32>,
}

impl Predecessors {
    pub fn new(g: &Graph) -> Self {
        let n = g.len();
        let mut start = vec![0u32; n + 1];
        for &q in &g.edges {
            start[q as usize + 1] += 1;
        }
        for k in 0..n {
            start[k + 1] += start[k];
        }
        let mut fill = start.clone();
        let mut from = vec![0u32; g.edges.len()];
        for p in 0..n as u32 {
            for &q in g.moves(p) {
                let at = &mut fill[q as usize];
                from[*at as usize] = p;
                *at += 1;
            }
        }
        Predecessors { start, from }
    }

    pub fn of(&self, q: u32) -> &[u32] {
        let q = q as usize;
        &self.from[self.start[q] as usize..self.start[q + 1] as usize]
    }
}

fn check(control: &dyn Control, step: usize) -> Result<(), SolveError> {
    if step.is_multiple_of(CHECK_EVERY) && control.cancelled() {
        return Err(SolveError::Cancelled);
    }
    Ok(())
}

/// Retrograde analysis of a win/lose game. A position without moves (and no `end` answer) is
/// lost for the player to move, or won when `misere`; positions are decided in order of their
/// distance to the end (a FIFO queue from the ends), a win by its first losing child (the
/// quickest), a loss when its last child turns out won (the slowest). What is never decided
/// is a draw.
pub(crate) fn win_lose(
    g: &Graph,
    preds: &Predecessors,
    misere: bool,
    has_end: bool,
    control: &dyn Control,
) -> Result<WinLose, SolveError> {
    let n = g.len();
    let mut outcome = vec![DRAW; n];
    let mut dist = vec![u32::MAX; n];
    let mut remaining: Vec<u32> = (0..n as u32).map(|p| g.moves(p).len() as u32).collect();
    let mut queue: Vec<u32> = Vec::new();
    for p in 0..n {
        let decided = match g.ended[p] {
            Some(Outcome::Win) => WIN,
            Some(Outcome::Lose) => LOSE,
            Some(Outcome::Draw) => continue,
            None if remaining[p] == 0 => {
                if misere {
                    WIN
                } else {
                    LOSE
                }
            }
            None => continue,
        };
        outcome[p] = decided;
        dist[p] = 0;
        queue.push(p as u32);
    }
    let mut head = 0;
    while head < queue.len() {
        check(control, head)?;
        let c = queue[head];
        head += 1;
        let (oc, dc) = (outcome[c as usize], dist[c as usize]);
        for &p in preds.of(c) {
            let p = p as usize;
            if outcome[p] != DRAW || dist[p] != u32::MAX {
                continue;
            }
            if oc == LOSE {
                outcome[p] = WIN;
            } else {
                remaining[p] -= 1;
                if remaining[p] > 0 {
                    continue;
                }
                outcome[p] = LOSE;
            }
            dist[p] = dc + 1;
            queue.push(p as u32);
        }
    }
    let grundy = if has_end || misere {
        None
    } else {
        grundy(g, preds, control)?
    };
    Ok(WinLose {
        outcome,
        moves_to_end: dist,
        grundy,
    })
}

/// The positions in an order where every position comes after all its moves' targets (Kahn's
/// algorithm from the positions without moves), or the first position that can be reached
/// again from itself.
fn children_first(
    g: &Graph,
    preds: &Predecessors,
    control: &dyn Control,
) -> Result<Result<Vec<u32>, u32>, SolveError> {
    let n = g.len();
    let mut left: Vec<u32> = (0..n as u32).map(|p| g.moves(p).len() as u32).collect();
    let mut order: Vec<u32> = (0..n as u32).filter(|&p| left[p as usize] == 0).collect();
    let mut head = 0;
    while head < order.len() {
        check(control, head)?;
        let c = order[head];
        head += 1;
        for &p in preds.of(c) {
            left[p as usize] -= 1;
            if left[p as usize] == 0 {
                order.push(p);
            }
        }
    }
    if order.len() == n {
        return Ok(Ok(order));
    }
    // every position still left has a move to another one left: walk those from the first
    // until a position repeats; it lies on a cycle
    let Some(mut x) = (0..n as u32).find(|&p| left[p as usize] > 0) else {
        return Ok(Ok(order));
    };
    let mut seen = vec![false; n];
    loop {
        if seen[x as usize] {
            return Ok(Err(x));
        }
        seen[x as usize] = true;
        match g.moves(x).iter().find(|&&q| left[q as usize] > 0) {
            Some(&q) => x = q,
            None => return Ok(Err(x)),
        }
    }
}

/// Grundy values (mex of the moves' values) when no position repeats, else `None`.
fn grundy(
    g: &Graph,
    preds: &Predecessors,
    control: &dyn Control,
) -> Result<Option<Vec<u32>>, SolveError> {
    let Ok(order) = children_first(g, preds, control)? else {
        return Ok(None);
    };
    let mut value = vec![0u32; g.len()];
    let mut mark: Vec<u32> = Vec::new();
    for (step, &p) in order.iter().enumerate() {
        check(control, step)?;
        let moves = g.moves(p);
        // the mex is at most the number of moves
        if mark.len() < moves.len() + 1 {
            mark.resize(moves.len() + 1, u32::MAX);
        }
        for &q in moves {
            let v = value[q as usize] as usize;
            if v <= moves.len() {
                mark[v] = p;
            }
        }
        value[p as usize] = (0..).find(|&v| mark[v as usize] != p).unwrap_or(0);
    }
    Ok(Some(value))
}

/// A scoring game's values: for each position the best net score of the player to move,
/// `max over moves (points(p, q) - value(q))`, 0 without moves. A position that can be
/// reached again from itself, or a value beyond i64, is bad input.
pub(crate) fn scoring(
    g: &Graph,
    preds: &Predecessors,
    control: &dyn Control,
) -> Result<Vec<i64>, SolveError> {
    let order = match children_first(g, preds, control)? {
        Ok(order) => order,
        Err(x) => {
            return Err(SolveError::Invalid(format!(
                "rules: the position {} can be reached again from itself; a scoring game \
                 (with points) must end",
                key_text(g.keys.key(x))
            )));
        }
    };
    let points = g.points.as_deref().unwrap_or(&[]);
    let mut value = vec![0i64; g.len()];
    for (step, &p) in order.iter().enumerate() {
        check(control, step)?;
        let mut best: Option<i64> = None;
        for e in g.move_range(p) {
            let q = g.edges[e] as usize;
            let v = points[e].checked_sub(value[q]).ok_or_else(|| {
                SolveError::Invalid(format!(
                    "rules: the value of the position {} is beyond the 64-bit signed range",
                    key_text(g.keys.key(p))
                ))
            })?;
            best = Some(best.map_or(v, |b| b.max(v)));
        }
        value[p as usize] = best.unwrap_or(0);
    }
    Ok(value)
}
