//! The game graph in layers by depth (the fewest moves from the start), for pictures: the
//! Game Lab's Positions view draws it; a graph too large to draw keeps only the number of
//! positions in each layer (its summary).

use std::collections::VecDeque;

use super::{PosId, Solved};

/// Most positions drawn as a graph picture.
pub const GRAPH_MAX_POSITIONS: usize = 300;
/// Most moves drawn as a graph picture.
pub const GRAPH_MAX_MOVES: usize = 1_500;

/// A game's positions in layers by depth.
#[derive(Debug, Clone, Default)]
pub struct Layers {
    /// How many positions each layer holds (layer 0: the start).
    pub counts: Vec<usize>,
    /// Every position's depth, when the graph is small enough to draw.
    pub depth: Vec<u32>,
    /// The layers in drawing order, when the graph is small enough to draw (`None`: too many
    /// positions or moves; only `counts` is known).
    pub layers: Option<Vec<Vec<PosId>>>,
}

impl Layers {
    /// The layers of `s`; drawn ones (at most `max_positions` and `max_moves`) are ordered to
    /// keep moves between neighbouring layers short (a few barycentre sweeps).
    pub fn of(s: &Solved, max_positions: usize, max_moves: usize) -> Layers {
        let depth = depths(s);
        let count = depth
            .iter()
            .filter(|&&d| d != u32::MAX)
            .max()
            .map_or(0, |&d| d as usize + 1);
        let mut counts = vec![0usize; count];
        for &d in &depth {
            if let Some(c) = counts.get_mut(d as usize) {
                *c += 1;
            }
        }
        if s.positions() > max_positions || s.move_count() > max_moves {
            return Layers {
                counts,
                depth: Vec::new(),
                layers: None,
            };
        }
        let layers = ordered(s, &depth, count);
        Layers {
            counts,
            depth,
            layers: Some(layers),
        }
    }

    /// Whether the graph is drawn (not only summarised).
    pub fn drawn(&self) -> bool {
        self.layers.is_some()
    }
}

/// Every position's distance (fewest moves) from the start; `u32::MAX`: not reached.
pub fn depths(s: &Solved) -> Vec<u32> {
    let n = s.positions();
    let mut depth = vec![u32::MAX; n];
    if n == 0 {
        return depth;
    }
    let mut queue = VecDeque::new();
    depth[s.start() as usize] = 0;
    queue.push_back(s.start());
    while let Some(p) = queue.pop_front() {
        let next = depth[p as usize] + 1;
        for &q in s.moves(p) {
            if depth[q as usize] == u32::MAX {
                depth[q as usize] = next;
                queue.push_back(q);
            }
        }
    }
    depth
}

/// The layers ordered by a few barycentre sweeps (down by the predecessors, up by the
/// successors): `depth` gives each position's layer (`u32::MAX`: none), `count` how many.
/// (The figures use it for their layers by rank too.)
pub fn ordered(s: &Solved, depth: &[u32], count: usize) -> Vec<Vec<PosId>> {
    let n = s.positions();
    let mut layers = vec![Vec::new(); count];
    for (p, &d) in depth.iter().enumerate() {
        if let Some(layer) = layers.get_mut(d as usize) {
            layer.push(p as PosId);
        }
    }
    let mut preds = vec![Vec::new(); n];
    for p in 0..n as PosId {
        for &q in s.moves(p) {
            preds[q as usize].push(p);
        }
    }
    let mut place = vec![0.0f64; n];
    for layer in &layers {
        for (k, &p) in layer.iter().enumerate() {
            place[p as usize] = (k as f64 + 0.5) / layer.len() as f64;
        }
    }
    for _ in 0..4 {
        for down in [true, false] {
            let order: Vec<usize> = if down {
                (1..layers.len()).collect()
            } else {
                (0..layers.len().saturating_sub(1)).rev().collect()
            };
            for l in order {
                let next = if down { l - 1 } else { l + 1 } as u32;
                let key = |p: PosId| {
                    let near: &[PosId] = if down { &preds[p as usize] } else { s.moves(p) };
                    let (sum, k) = near
                        .iter()
                        .filter(|&&q| depth[q as usize] == next)
                        .fold((0.0, 0usize), |(sum, k), &q| {
                            (sum + place[q as usize], k + 1)
                        });
                    if k == 0 {
                        place[p as usize]
                    } else {
                        sum / k as f64
                    }
                };
                let mut keyed: Vec<(f64, PosId)> = layers[l].iter().map(|&p| (key(p), p)).collect();
                keyed.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
                layers[l] = keyed.into_iter().map(|(_, p)| p).collect();
                for (k, &p) in layers[l].iter().enumerate() {
                    place[p as usize] = (k as f64 + 0.5) / layers[l].len() as f64;
                }
            }
        }
    }
    layers
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::custom::solve;

    #[test]
    fn a_subtraction_game_lays_out_by_depth() {
        let rules = "start = 7\ndef moves(p):\n    return [p - k for k in (1, 3, 4) if p >= k]\n";
        let s = solve(rules, false, &NoControl).unwrap();
        let l = Layers::of(&s, GRAPH_MAX_POSITIONS, GRAPH_MAX_MOVES);
        let layers = l.layers.as_ref().unwrap();
        assert_eq!(layers[0], vec![s.start()]);
        assert_eq!(l.counts.iter().sum::<usize>(), s.positions());
        assert_eq!(layers.iter().map(Vec::len).sum::<usize>(), s.positions());
        // 7 → {6, 4, 3} → {5, 2, 0, 1} → …
        assert_eq!(l.counts[1], 3);
        let small = Layers::of(&s, 3, GRAPH_MAX_MOVES);
        assert!(!small.drawn());
        assert_eq!(small.counts, l.counts);
    }
}
