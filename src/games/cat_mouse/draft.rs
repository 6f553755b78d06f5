//! The editable draft graph: plain adjacency lists and node positions, which may be invalid
//! while the user edits (fewer than three nodes, node 2 only next to the hole, …).
//!
//! Every edit here is a small pure function; the tab records a whole-draft snapshot before each
//! one for undo. Removing a node renumbers the nodes above it one lower (`k + 1` becomes `k`,
//! and so on), so the order of the remaining nodes is kept.

use crate::games::cat_mouse::{Graph, GraphError, MAX_NODES, circle_layout, force_layout};

/// A graph being edited: adjacency lists (neighbour order kept as given) and one position per
/// node in the unit box (y grows downwards).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Draft {
    /// `adj[u]` lists the neighbours of `u`.
    pub adj: Vec<Vec<u32>>,
    /// `pos[u]` is where node `u` is drawn, in `[0, 1]²`.
    pub pos: Vec<[f32; 2]>,
}

impl Draft {
    /// A draft holding a valid graph and its positions (`pos` must have one entry per node).
    pub fn from_graph(graph: &Graph, pos: Vec<[f32; 2]>) -> Self {
        Draft {
            adj: graph.to_adjacency(),
            pos,
        }
    }

    /// Number of nodes.
    pub fn n(&self) -> usize {
        self.adj.len()
    }

    /// Number of undirected edges (each edge is listed from both ends).
    pub fn edge_count(&self) -> usize {
        self.adj.iter().map(Vec::len).sum::<usize>() / 2
    }

    /// True if `u` and `v` are adjacent.
    pub fn has_edge(&self, u: u32, v: u32) -> bool {
        self.adj
            .get(u as usize)
            .is_some_and(|list| list.contains(&v))
    }

    /// Every edge once, as `(u, v)` with `u < v`.
    pub fn edges(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.adj.iter().enumerate().flat_map(|(u, list)| {
            list.iter()
                .filter(move |&&v| (u as u32) < v)
                .map(move |&v| (u as u32, v))
        })
    }

    /// Adds a node at `p` (clamped to the unit box); returns its number.
    pub fn add_node(&mut self, p: [f32; 2]) -> u32 {
        self.adj.push(Vec::new());
        self.pos.push(clamp_canvas(p));
        (self.adj.len() - 1) as u32
    }

    /// Adds the edge `u`–`v` if it is missing, removes it if present. Returns `Some(true)` if
    /// added, `Some(false)` if removed, `None` if `u == v` or a node does not exist.
    pub fn toggle_edge(&mut self, u: u32, v: u32) -> Option<bool> {
        let n = self.n() as u32;
        if u == v || u >= n || v >= n {
            return None;
        }
        if self.has_edge(u, v) {
            self.remove_edge(u, v);
            Some(false)
        } else {
            self.adj[u as usize].push(v);
            self.adj[v as usize].push(u);
            Some(true)
        }
    }

    /// Removes the edge `u`–`v` (from both lists). Returns true if it was there.
    pub fn remove_edge(&mut self, u: u32, v: u32) -> bool {
        let n = self.n() as u32;
        if u >= n || v >= n {
            return false;
        }
        let before = self.adj[u as usize].len() + self.adj[v as usize].len();
        self.adj[u as usize].retain(|&w| w != v);
        self.adj[v as usize].retain(|&w| w != u);
        before != self.adj[u as usize].len() + self.adj[v as usize].len()
    }

    /// Removes node `k` and its edges; nodes above `k` move one number down. Returns false if
    /// `k` does not exist.
    pub fn remove_node(&mut self, k: u32) -> bool {
        if k as usize >= self.n() {
            return false;
        }
        self.adj.remove(k as usize);
        if (k as usize) < self.pos.len() {
            self.pos.remove(k as usize);
        }
        for list in &mut self.adj {
            list.retain(|&w| w != k);
            for w in list.iter_mut() {
                if *w > k {
                    *w -= 1;
                }
            }
        }
        true
    }

    /// Moves node `k` to `p` (clamped to the unit box).
    pub fn move_node(&mut self, k: u32, p: [f32; 2]) {
        if let Some(slot) = self.pos.get_mut(k as usize) {
            *slot = clamp_canvas(p);
        }
    }

    /// Checks the draft against the contract: the validated graph or the first problem found.
    pub fn validate(&self) -> Result<Graph, GraphError> {
        Graph::from_adjacency(&self.adj)
    }
}

/// `p` kept within `[-1, 2]²`: the editor's canvas is the unit square plus what lies beside it
/// on a wide or tall canvas, and a node is put where it is clicked (non-finite coordinates become
/// 0.5). A loaded file's positions are fitted into the unit square again ([`fit_positions`]).
pub fn clamp_canvas(p: [f32; 2]) -> [f32; 2] {
    let c = |x: f32| {
        if x.is_finite() {
            x.clamp(-1.0, 2.0)
        } else {
            0.5
        }
    };
    [c(p[0]), c(p[1])]
}

/// `p` clamped to `[0, 1]²` (non-finite coordinates become 0.5).
pub fn clamp_unit(p: [f32; 2]) -> [f32; 2] {
    let c = |x: f32| {
        if x.is_finite() {
            x.clamp(0.0, 1.0)
        } else {
            0.5
        }
    };
    [c(p[0]), c(p[1])]
}

/// Positions from a file, made usable: one finite point per node, scaled uniformly into the unit
/// box when some lie outside it. `None` if the count does not match.
pub fn fit_positions(pos: &[[f32; 2]], n: usize) -> Option<Vec<[f32; 2]>> {
    if pos.len() != n || pos.iter().any(|p| !p[0].is_finite() || !p[1].is_finite()) {
        return None;
    }
    let inside = pos
        .iter()
        .all(|p| (0.0..=1.0).contains(&p[0]) && (0.0..=1.0).contains(&p[1]));
    if inside {
        return Some(pos.to_vec());
    }
    let (mut lo, mut hi) = ([f32::MAX; 2], [f32::MIN; 2]);
    for p in pos {
        for a in 0..2 {
            lo[a] = lo[a].min(p[a]);
            hi[a] = hi[a].max(p[a]);
        }
    }
    let span = (hi[0] - lo[0]).max(hi[1] - lo[1]);
    let scale = if span > 1e-9 { 0.9 / span } else { 0.0 };
    Some(
        pos.iter()
            .map(|p| [0.05 + (p[0] - lo[0]) * scale, 0.05 + (p[1] - lo[1]) * scale])
            .collect(),
    )
}

/// Rounds of the force-directed layout for small graphs (big ones get fewer, see
/// [`force_iterations`]).
pub const FORCE_ITERATIONS: u32 = 300;

/// Rounds of the force-directed layout for `n` nodes: 300 up to 300 nodes, then fewer so that a
/// layout of the largest graphs still ends in seconds.
pub fn force_iterations(n: usize) -> u32 {
    (90_000 / n.max(1)).clamp(40, FORCE_ITERATIONS as usize) as u32
}

/// Force-directed layout of adjacency lists that may not form a valid graph (the editor lays out
/// drafts too): builds a permissive edge set and reuses the solver crate's layout through a
/// padded valid graph when needed.
pub fn force_layout_lists(adj: &[Vec<u32>], initial: Option<&[[f32; 2]]>) -> Vec<[f32; 2]> {
    let n = adj.len();
    if let Ok(g) = Graph::from_adjacency(adj) {
        return force_layout(&g, initial, force_iterations(n));
    }
    // An invalid draft: keep only symmetric, in-range, loop-free edges and lay out that graph
    // (with three helper nodes when it is too small to validate, which are then dropped).
    let mut lists: Vec<Vec<u32>> = vec![Vec::new(); n.max(3)];
    for (u, list) in adj.iter().enumerate() {
        for &v in list {
            let v = v as usize;
            if v < n && v != u && !lists[u].contains(&(v as u32)) && adj[v].contains(&(u as u32)) {
                lists[u].push(v as u32);
            }
        }
    }
    // Make it pass the start-node checks without changing the drawing much: an edge 1–2 if
    // needed (only used for the layout).
    if !lists[1].contains(&2) && (lists[1].is_empty() || lists[2].iter().all(|&v| v == 0)) {
        lists[1].push(2);
        lists[2].push(1);
    }
    match Graph::from_adjacency(&lists) {
        Ok(g) => {
            let init = initial.filter(|p| p.len() == n.max(3));
            let mut pos = force_layout(&g, init, force_iterations(n));
            pos.truncate(n);
            pos
        }
        Err(_) => circle_layout(n),
    }
}

/// Turn parsed lists into a draft when the editor can show them: every neighbour a node, no self
/// loops, no repeats, symmetric. Start-node problems (too few nodes, node 1 isolated, node 2
/// stuck) are kept as an invalid draft to fix by clicking; anything else is refused.
pub fn lists_to_draft(lists: &[Vec<i64>]) -> Result<Vec<Vec<u32>>, GraphError> {
    match Graph::new_validated(lists) {
        Ok(g) => Ok(g.to_adjacency()),
        Err(GraphError::TooFewNodes { .. } | GraphError::MouseIsolated | GraphError::CatStuck)
            if lists.len() <= MAX_NODES =>
        {
            // Structural checks still apply: validate with padding that satisfies the start rules.
            let n = lists.len();
            let mut padded: Vec<Vec<i64>> = lists.to_vec();
            while padded.len() < 3 {
                padded.push(Vec::new());
            }
            let a = n.max(3) as i64;
            // Two helper nodes a, a+1 joined to 1 and 2 make the start rules hold.
            padded.push(vec![1, 2, a + 1]);
            padded.push(vec![a]);
            padded[1].push(a);
            padded[2].push(a);
            match Graph::new_validated(&padded) {
                Ok(_) => Ok(lists
                    .iter()
                    .map(|l| l.iter().map(|&v| v as u32).collect())
                    .collect()),
                Err(e) => Err(e),
            }
        }
        Err(e) => Err(e),
    }
}

/// The draft as a LeetCode adjacency list (works for invalid drafts too).
pub fn leetcode_text(adj: &[Vec<u32>]) -> String {
    let lists: Vec<String> = adj
        .iter()
        .map(|l| {
            let items: Vec<String> = l.iter().map(|v| v.to_string()).collect();
            format!("[{}]", items.join(","))
        })
        .collect();
    format!("[{}]", lists.join(","))
}

/// The draft as an edge list: `u v` per edge, a lone id for every isolated node.
pub fn edge_list_text(draft: &Draft) -> String {
    let mut out = String::new();
    for (u, list) in draft.adj.iter().enumerate() {
        if list.is_empty() {
            out.push_str(&format!("{u}\n"));
        }
        for &v in list {
            if (u as u32) < v {
                out.push_str(&format!("{u} {v}\n"));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn path4() -> Draft {
        Draft {
            adj: vec![vec![1], vec![0, 2], vec![1, 3], vec![2]],
            pos: vec![[0.1, 0.1], [0.2, 0.2], [0.3, 0.3], [0.4, 0.4]],
        }
    }

    #[test]
    fn toggle_adds_then_removes() {
        let mut d = path4();
        assert_eq!(d.toggle_edge(0, 3), Some(true));
        assert!(d.has_edge(3, 0));
        assert_eq!(d.edge_count(), 4);
        assert_eq!(d.toggle_edge(3, 0), Some(false));
        assert!(!d.has_edge(0, 3));
        assert_eq!(d.toggle_edge(1, 1), None);
        assert_eq!(d.toggle_edge(1, 9), None);
    }

    #[test]
    fn removing_a_node_renumbers_the_ones_above() {
        let mut d = path4();
        assert!(d.remove_node(1));
        assert_eq!(d.adj, vec![vec![], vec![2], vec![1]]);
        assert_eq!(d.pos, vec![[0.1, 0.1], [0.3, 0.3], [0.4, 0.4]]);
        assert!(!d.remove_node(7));
    }

    #[test]
    fn validation_names_the_problem() {
        let mut d = path4();
        assert!(d.validate().is_ok());
        d.remove_node(3);
        d.remove_node(2);
        assert_eq!(
            d.validate(),
            Err(GraphError::TooFewNodes { n: 2 }),
            "two nodes are too few"
        );
        let d = Draft {
            adj: vec![vec![2], vec![2], vec![0, 1]],
            pos: vec![[0.0; 2]; 3],
        };
        assert!(d.validate().is_ok());
        let d = Draft {
            adj: vec![vec![1, 2], vec![0], vec![0]],
            pos: vec![[0.0; 2]; 3],
        };
        assert_eq!(d.validate(), Err(GraphError::CatStuck));
    }

    #[test]
    fn positions_are_fitted_into_the_unit_box() {
        assert_eq!(fit_positions(&[[0.5, 0.5]], 2), None);
        let p = fit_positions(&[[0.0, 0.0], [10.0, 5.0]], 2).unwrap();
        assert!(
            p.iter()
                .all(|q| (0.0..=1.0).contains(&q[0]) && (0.0..=1.0).contains(&q[1]))
        );
        let inside = vec![[0.2, 0.3], [0.9, 0.1]];
        assert_eq!(fit_positions(&inside, 2), Some(inside.clone()));
        assert_eq!(clamp_unit([f32::NAN, 3.0]), [0.5, 1.0]);
    }

    #[test]
    fn start_problems_become_an_invalid_draft_other_problems_are_refused() {
        // node 2 only next to the hole: kept as a draft to fix
        let adj = lists_to_draft(&[vec![2], vec![], vec![0]]).unwrap();
        assert_eq!(adj, vec![vec![2], vec![], vec![0]]);
        // two nodes: kept
        assert!(lists_to_draft(&[vec![1], vec![0]]).is_ok());
        // one-way edge: refused with the edge named
        assert_eq!(
            lists_to_draft(&[vec![1], vec![], vec![1]]),
            Err(GraphError::Asymmetric {
                node: 0,
                neighbour: 1
            })
        );
        assert!(lists_to_draft(&[vec![-1], vec![2], vec![1]]).is_err());
    }

    #[test]
    fn text_forms_match_the_solver_formatters() {
        let g = crate::games::cat_mouse::preset("leetcode_example_1")
            .unwrap()
            .graph();
        let d = Draft::from_graph(&g, vec![[0.0; 2]; g.n()]);
        assert_eq!(leetcode_text(&d.adj), g.to_leetcode_string());
        assert_eq!(edge_list_text(&d), g.to_edge_list_string());
    }
}
