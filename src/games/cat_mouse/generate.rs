//! Random valid graphs (deterministic for a seed) and the built-in preset graphs.

use super::{Graph, GraphError, MAX_NODES, Outcome};
use crate::games::rng::SplitMix64;
use std::collections::HashSet;

/// What [`random_graph`] should build.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct RandomGraphSpec {
    /// Number of nodes, `3..=MAX_NODES`.
    pub nodes: usize,
    /// Wanted average degree; the edge count is `round(nodes · average_degree / 2)`, clamped to
    /// at least `nodes − 1` (a spanning tree keeps the graph connected) and at most the complete
    /// graph.
    pub average_degree: f64,
    /// Seed: the same spec always gives the same graph.
    pub seed: u64,
}

impl RandomGraphSpec {
    /// Spec from an edge density in `[0, 1]` (fraction of all possible edges) instead of an
    /// average degree.
    pub fn with_density(nodes: usize, density: f64, seed: u64) -> Self {
        let density = if density.is_finite() {
            density.clamp(0.0, 1.0)
        } else {
            0.0
        };
        RandomGraphSpec {
            nodes,
            average_degree: density * nodes.saturating_sub(1) as f64,
            seed,
        }
    }

    /// The number of undirected edges the generated graph will have.
    pub fn edge_count(&self) -> usize {
        let n = self.nodes;
        let max = n * n.saturating_sub(1) / 2;
        let d = if self.average_degree.is_finite() {
            self.average_degree.max(0.0)
        } else {
            0.0
        };
        let want = (n as f64 * d / 2.0).round();
        let want = if want >= max as f64 {
            max
        } else {
            want as usize
        };
        want.clamp(n.saturating_sub(1), max.max(n.saturating_sub(1)))
    }
}

/// Builds a random connected graph that satisfies the contract (so it always validates): a
/// random spanning tree plus random extra edges up to the wanted count, neighbour lists sorted.
/// Deterministic for a given spec. Errors only for `nodes` outside `3..=MAX_NODES`.
pub fn random_graph(spec: &RandomGraphSpec) -> Result<Graph, GraphError> {
    let n = spec.nodes;
    if n < 3 {
        return Err(GraphError::TooFewNodes { n });
    }
    if n > MAX_NODES {
        return Err(GraphError::TooManyNodes {
            n: n as u64,
            limit: MAX_NODES,
        });
    }
    let mut rng = SplitMix64::new(spec.seed);
    let max_edges = n * (n - 1) / 2;
    let want = spec.edge_count();
    let key = |u: usize, v: usize| -> u64 {
        let (a, b) = if u < v { (u, v) } else { (v, u) };
        (a * n + b) as u64
    };

    // Random spanning tree: shuffle the nodes, attach each to a random earlier one.
    let mut order: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        order.swap(i, j);
    }
    let mut lists: Vec<Vec<u32>> = vec![Vec::new(); n];
    let add = |lists: &mut Vec<Vec<u32>>, u: usize, v: usize| {
        lists[u].push(v as u32);
        lists[v].push(u as u32);
    };
    let mut tree_edges: Vec<(usize, usize)> = Vec::with_capacity(n - 1);
    for i in 1..n {
        let j = rng.below(i as u64) as usize;
        tree_edges.push((order[i], order[j]));
    }
    // The cat must be able to move: if node 2 hangs only on the hole (a leaf on 0), hang it on
    // another node instead (still a spanning tree, as 2 is a leaf).
    let touching_2: Vec<usize> = (0..tree_edges.len())
        .filter(|&e| tree_edges[e].0 == 2 || tree_edges[e].1 == 2)
        .collect();
    if let [e] = touching_2.as_slice()
        && (tree_edges[*e] == (2, 0) || tree_edges[*e] == (0, 2))
    {
        let mut v = 1 + rng.below(n as u64 - 2) as usize; // 1..n-1 without 2
        if v >= 2 {
            v += 1;
        }
        tree_edges[*e] = (2, v);
    }
    let mut tree: HashSet<u64> = HashSet::with_capacity(n);
    for &(u, v) in &tree_edges {
        tree.insert(key(u, v));
        add(&mut lists, u, v);
    }
    let extra = want.saturating_sub(n - 1);
    if extra > 0 {
        if 2 * want <= max_edges {
            // Sparse: sample random pairs.
            let mut present = tree;
            let mut added = 0;
            while added < extra {
                let u = rng.below(n as u64) as usize;
                let v = rng.below(n as u64) as usize;
                if u != v && present.insert(key(u, v)) {
                    add(&mut lists, u, v);
                    added += 1;
                }
            }
        } else {
            // Dense: sample the non-tree pairs to leave out, add every other pair.
            let leave_out = max_edges - want;
            let mut removed: HashSet<u64> = HashSet::with_capacity(leave_out);
            while removed.len() < leave_out {
                let u = rng.below(n as u64) as usize;
                let v = rng.below(n as u64) as usize;
                if u != v && !tree.contains(&key(u, v)) {
                    removed.insert(key(u, v));
                }
            }
            for u in 0..n {
                for v in u + 1..n {
                    let k = key(u, v);
                    if !tree.contains(&k) && !removed.contains(&k) {
                        add(&mut lists, u, v);
                    }
                }
            }
        }
    }
    for list in &mut lists {
        list.sort_unstable();
    }
    Graph::from_adjacency(&lists)
}

/// A named built-in graph.
#[derive(Debug, Clone, Copy)]
pub struct Preset {
    /// Stable identifier (snake_case).
    pub name: &'static str,
    /// Short English title.
    pub title: &'static str,
    /// One-sentence English description.
    pub description: &'static str,
    /// Adjacency lists.
    pub adjacency: &'static [&'static [u32]],
    /// The outcome from the start position.
    pub expected: Outcome,
}

impl Preset {
    /// The preset's graph. Presets are valid by construction (tested); an invalid one would
    /// panic here.
    pub fn graph(&self) -> Graph {
        let lists: Vec<Vec<u32>> = self.adjacency.iter().map(|l| l.to_vec()).collect();
        Graph::from_adjacency(&lists).expect("built-in presets are valid graphs")
    }

    /// The adjacency lists as raw numbers, as a scenario file stores them.
    pub fn raw(&self) -> Vec<Vec<i64>> {
        self.adjacency
            .iter()
            .map(|l| l.iter().map(|&v| i64::from(v)).collect())
            .collect()
    }
}

const PRESETS: &[Preset] = &[
    Preset {
        name: "leetcode_example_1",
        title: "LeetCode example 1",
        description: "LeetCode 913's first example: neither side can force a win, so it is a draw.",
        adjacency: &[&[2, 5], &[3], &[0, 4, 5], &[1, 4, 5], &[2, 3], &[0, 2, 3]],
        expected: Outcome::Draw,
    },
    Preset {
        name: "leetcode_example_2",
        title: "LeetCode example 2",
        description: "LeetCode 913's second example: the mouse reaches the hole.",
        adjacency: &[&[1, 3], &[0], &[3], &[0, 2]],
        expected: Outcome::MouseWin,
    },
    Preset {
        name: "naive_bound_a",
        title: "Counterexample A to the 2n bound",
        description: "Ten nodes where the mouse wins but needs 21 moves: a DP that stops at 2n = 20 turns wrongly calls it a draw.",
        adjacency: &[
            &[5, 7, 9],
            &[3, 4, 5, 6],
            &[3, 4, 5, 8],
            &[1, 2, 6, 7],
            &[1, 2, 5, 7, 9],
            &[0, 1, 2, 4, 8],
            &[1, 3, 7, 8],
            &[0, 3, 4, 6, 8],
            &[2, 5, 6, 7, 9],
            &[0, 4, 8],
        ],
        expected: Outcome::MouseWin,
    },
    Preset {
        name: "naive_bound_b",
        title: "Counterexample B to the 2n bound",
        description: "Ten nodes where the cat wins in 30 moves: a DP that stops at 2n = 20 turns wrongly calls it a draw.",
        adjacency: &[
            &[8],
            &[5, 7, 9],
            &[3, 6, 7],
            &[2, 4, 6, 8],
            &[3, 5, 6, 8],
            &[1, 4, 7, 9],
            &[2, 3, 4, 9],
            &[1, 2, 5, 8],
            &[0, 3, 4, 7],
            &[1, 5, 6],
        ],
        expected: Outcome::CatWin,
    },
    Preset {
        name: "mouse_walks_into_cat",
        title: "Forced capture",
        description: "The mouse's only move is onto the cat: the cat wins after one move.",
        adjacency: &[&[2], &[2], &[0, 1]],
        expected: Outcome::CatWin,
    },
];

/// All built-in presets: the two LeetCode examples, the two counterexamples to the naive `2n`
/// turn bound, and a tiny forced capture.
pub fn presets() -> &'static [Preset] {
    PRESETS
}

/// The preset with this name, if any.
pub fn preset(name: &str) -> Option<&'static Preset> {
    PRESETS.iter().find(|p| p.name == name)
}
