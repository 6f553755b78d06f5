//! The start's answer from the positions near it: retrograde analysis on the *forward cone*
//! of the start, for `gamedp solve` without `--table` (see [`super::solve_start`]).
//!
//! Whether a position is decided by ply `j` (and how) depends only on its children's status at
//! ply `j − 1`; so, with `f(p)` the fewest moves from the start to `p`, the status at ply `j` of
//! every position with `f(p) ≤ h − j` follows from the positions with `f ≤ h` alone. The solve
//! grows the cone one layer at a time (breadth first from the start: the horizon `h`) and after
//! each layer advances every position in it by one ply, deepest layer first: a position of layer
//! `f` then knows its status at ply `h − f`, exactly as the whole-graph solvers decide it. As
//! soon as the start (layer 0, ply `h`) is decided, its outcome and moves to the end are those
//! of the whole-graph solve, and so are the plies of its children (layer 1, ply `h − 1`), which
//! give the mouse's best first move.
//!
//! On a random graph whose start is decided after a few moves the cone is a tiny part of the
//! 2n² positions (the benchmark's 5,000 nodes: the start is decided in 5 moves, in a cone of
//! some 10⁴ positions). A draw is only known once nothing more can be decided anywhere, and long
//! games make the cone the whole graph: the work is capped ([`solve_cone`]'s `budget`) and the
//! caller then solves the whole graph with the bit-parallel solver.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::retrograde::StartAnswer;
use super::{CAT_START, Graph, HOLE, MOUSE_START, Outcome};

/// A hasher for the packed position keys (SplitMix64's finaliser).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = crate::games::rng::mix(self.0 ^ u64::from(b));
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = crate::games::rng::mix(x);
    }
}

const UNDECIDED: u32 = u32::MAX;

/// A position of the cone: mouse node, cat node; the player to move follows from the layer
/// (the mouse on even layers).
#[derive(Clone, Copy)]
struct Node {
    mouse: u32,
    cat: u32,
    /// The ply that decided it, or [`UNDECIDED`].
    ply: u32,
    /// Who wins once decided.
    mouse_wins: bool,
}

/// The start's answer if the start is decided before the work reaches `budget` steps (positions
/// added plus moves looked at); `None` otherwise (the caller solves the whole graph).
pub fn solve_cone(graph: &Graph, budget: u64) -> Option<StartAnswer> {
    let (answer, positions, layers, work) = grow(graph, budget);
    crate::debug::log_debug(&format!(
        "cat and mouse cone: {positions} positions in {layers} layers, {work} steps of {budget}: {}",
        if answer.is_some() {
            "decided"
        } else {
            "too big, solving the whole graph"
        }
    ));
    answer
}

/// [`solve_cone`], with the cone's positions, layers and work.
fn grow(graph: &Graph, budget: u64) -> (Option<StartAnswer>, usize, usize, u64) {
    let mut nodes = vec![Node {
        mouse: MOUSE_START,
        cat: CAT_START,
        ply: UNDECIDED,
        mouse_wins: false,
    }];
    let key = |m: u32, c: u32, mouse_to_move: bool| -> u64 {
        (u64::from(m) << 33) | (u64::from(c) << 1) | u64::from(mouse_to_move)
    };
    let mut index: HashMap<u64, u32, BuildHasherDefault<KeyHasher>> = HashMap::default();
    index.insert(key(MOUSE_START, CAT_START, true), 0);
    // layers[f]..layers[f + 1]: the positions first reached after f moves.
    let mut layers = vec![0usize, 1];
    // The children of the positions of the layers expanded so far (CSR over position indices).
    let mut child_off = vec![0u32];
    let mut children: Vec<u32> = Vec::new();
    let mut work = 0u64;
    let deg = (2 * graph.edge_count() as u64).div_ceil(graph.n() as u64) + 1;
    // counts[t]: the positions decided at ply t (ply 0: the games over).
    let mut counts: Vec<u64> = vec![0];
    loop {
        let h = layers.len() - 2;
        let start = nodes[0];
        if start.ply != UNDECIDED {
            let a = answer(&nodes, &children, &child_off, start);
            return (Some(a), nodes.len(), layers.len() - 1, work);
        }
        // Expand layer h: the children of its positions that are not over. First a guess of
        // what that and the next plies cost (each position of the next layer, and each of the
        // cone, looks at about `deg` moves): give up before the work is done, not after.
        let (lo, hi) = (layers[h], layers[h + 1]);
        let next = (hi - lo) as u64 * deg;
        if work + (nodes.len() as u64 + next) * (deg + 1) > budget {
            return (None, nodes.len(), layers.len() - 1, work);
        }
        let mouse_to_move = h.is_multiple_of(2);
        for i in lo..hi {
            let p = nodes[i];
            let over = p.mouse == HOLE || p.mouse == p.cat;
            if !over {
                let mover = if mouse_to_move { p.mouse } else { p.cat };
                for &v in graph.neighbours(mover) {
                    if !mouse_to_move && v == HOLE {
                        continue;
                    }
                    let (m, c) = if mouse_to_move {
                        (v, p.cat)
                    } else {
                        (p.mouse, v)
                    };
                    let next = nodes.len() as u32;
                    let at = *index.entry(key(m, c, !mouse_to_move)).or_insert(next);
                    if at == next {
                        nodes.push(Node {
                            mouse: m,
                            cat: c,
                            ply: UNDECIDED,
                            mouse_wins: false,
                        });
                    }
                    children.push(at);
                }
            }
            child_off.push(children.len() as u32);
            work += 1 + (child_off[i + 1] - child_off[i]) as u64;
        }
        if nodes.len() == hi {
            // Nothing new: every position reachable from the start is in the cone. Advance
            // plies until nothing changes; what is left undecided is a draw.
            let a = settle(
                &mut nodes,
                &children,
                &child_off,
                &layers,
                &mut counts,
                work,
                budget,
            );
            return (a, nodes.len(), layers.len() - 1, work);
        }
        layers.push(nodes.len());
        let h = h + 1;
        // The new layer at ply 0: the positions where the game is over.
        for p in &mut nodes[hi..] {
            if p.mouse == HOLE || p.mouse == p.cat {
                p.ply = 0;
                p.mouse_wins = p.mouse == HOLE;
                counts[0] += 1;
            }
        }
        // Every earlier layer one ply further, the deepest first: layer f reaches ply h − f
        // from its children's status at ply h − f − 1 (children lie in layers up to f + 1,
        // which know at least that ply).
        for f in (0..h).rev() {
            let j = (h - f) as u32;
            work += advance(
                &mut nodes,
                &children,
                &child_off,
                layers[f]..layers[f + 1],
                f,
                j,
                &mut counts,
            );
        }
        work += (nodes.len() - hi) as u64;
        if work > budget {
            return (None, nodes.len(), layers.len() - 1, work);
        }
    }
}

/// Decides the undecided positions of `range` (layer `f`) at ply `j`, counting them in
/// `counts[j]`; returns the moves looked at.
fn advance(
    nodes: &mut [Node],
    children: &[u32],
    child_off: &[u32],
    range: std::ops::Range<usize>,
    f: usize,
    j: u32,
    counts: &mut Vec<u64>,
) -> u64 {
    let mouse_to_move = f.is_multiple_of(2);
    let mut work = 0;
    for i in range {
        if nodes[i].ply != UNDECIDED {
            continue;
        }
        let kids = &children[child_off[i] as usize..child_off[i + 1] as usize];
        work += kids.len() as u64;
        if kids.is_empty() {
            continue; // over (decided at ply 0) or no move at all: a draw
        }
        let (mut win, mut all_lose) = (false, true);
        for &k in kids {
            let c = nodes[k as usize];
            let decided = c.ply < j;
            let mover_wins = c.mouse_wins == mouse_to_move;
            if decided && mover_wins {
                win = true;
                break;
            }
            if !decided {
                all_lose = false;
            }
        }
        if win || all_lose {
            if counts.len() <= j as usize {
                counts.resize(j as usize + 1, 0);
            }
            counts[j as usize] += 1;
            nodes[i].ply = j;
            // the mover wins, or every move loses
            nodes[i].mouse_wins = mouse_to_move == win;
        }
    }
    work
}

/// The whole reachable game is in the cone: advance every layer one ply a round until a ply at
/// which no position was decided lies behind every layer (nothing can be decided after such a
/// ply: a position decided at ply t + 1 has a child decided at ply t). `None` if the work exceeds
/// `budget` first.
#[allow(clippy::too_many_arguments)]
fn settle(
    nodes: &mut [Node],
    children: &[u32],
    child_off: &[u32],
    layers: &[usize],
    counts: &mut Vec<u64>,
    mut work: u64,
    budget: u64,
) -> Option<StartAnswer> {
    // Layer f knows ply h − f. In a round every layer moves up one ply, the deepest first, so
    // a layer's children (one layer deeper: already moved; shallower ones: ahead) always know
    // the ply before.
    let h = layers.len() - 2;
    let mut round = 0u32;
    loop {
        // the layer that knows the fewest plies is the deepest: ply `round`
        if (1..=round as usize).any(|t| counts.get(t).copied().unwrap_or(0) == 0) {
            return Some(answer(nodes, children, child_off, nodes[0]));
        }
        round += 1;
        for f in (0..=h).rev() {
            let j = (h - f) as u32 + round;
            work += advance(
                nodes,
                children,
                child_off,
                layers[f]..layers[f + 1],
                f,
                j,
                counts,
            );
        }
        if nodes[0].ply != UNDECIDED {
            return Some(answer(nodes, children, child_off, nodes[0]));
        }
        if work > budget {
            return None;
        }
    }
}

/// The answer once the start's status is final: its outcome, its ply, and the lowest of the
/// mouse's first moves whose position has the same outcome and was decided in the ply before
/// (in a draw: still undecided).
fn answer(nodes: &[Node], children: &[u32], child_off: &[u32], start: Node) -> StartAnswer {
    let kids = &children[child_off[0] as usize..child_off[1] as usize];
    let decided = start.ply != UNDECIDED;
    let outcome = match (decided, start.mouse_wins) {
        (false, _) => Outcome::Draw,
        (true, true) => Outcome::MouseWin,
        (true, false) => Outcome::CatWin,
    };
    let first_move = kids
        .iter()
        .map(|&k| nodes[k as usize])
        .filter(|c| {
            if decided {
                c.ply != UNDECIDED && c.ply + 1 == start.ply && c.mouse_wins == start.mouse_wins
            } else {
                c.ply == UNDECIDED
            }
        })
        .map(|c| c.mouse)
        .min();
    StartAnswer {
        outcome,
        moves_to_end: decided.then_some(start.ply),
        first_move,
    }
}
