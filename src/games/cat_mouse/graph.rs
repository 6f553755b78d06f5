//! The cat-and-mouse graph: validation of raw adjacency lists, parsing of pasted text (LeetCode
//! adjacency lists and edge lists) and formatting back to either form.
//!
//! A [`Graph`] can only be built through validation, so every `Graph` satisfies the contract:
//! `n >= 3`, neighbours in `0..n`, no self loops, no duplicate neighbours, symmetric, node 1 has a
//! neighbour and node 2 has a neighbour other than the hole 0. Node ids are `u32`; the node count
//! is at most [`MAX_NODES`], checked before anything proportional to the input's numbers is
//! allocated.

use std::fmt::Write as _;

/// Largest accepted node count. Chosen so that the retrograde tables of a sparse graph with this
/// many nodes (8 bytes per position, `2·n·(n−1)` positions ≈ 977 MiB) fit in
/// [`MEMORY_BUDGET`](crate::games::MEMORY_BUDGET); denser graphs near the limit are refused by
/// the solver's own memory check.
pub const MAX_NODES: usize = 8_000;

/// Why a graph (or a text meant to describe one) is not a valid cat-and-mouse graph.
///
/// The `Display` text is a one-line English message naming the node, edge or text location at
/// fault.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GraphError {
    /// Fewer than three nodes (the hole 0, the mouse's start 1 and the cat's start 2 must exist).
    #[error("the graph has {n} node(s); it needs at least 3 (hole 0, mouse start 1, cat start 2)")]
    TooFewNodes {
        /// The node count given.
        n: usize,
    },
    /// More nodes than [`MAX_NODES`].
    #[error("the graph has {n} nodes; the limit is {limit} nodes")]
    TooManyNodes {
        /// The node count given (or implied).
        n: u64,
        /// [`MAX_NODES`].
        limit: usize,
    },
    /// A neighbour number below zero.
    #[error("node {node} lists neighbour {neighbour}, which is negative (nodes are 0–{})", n.saturating_sub(1))]
    NegativeNeighbour {
        /// The node whose list is at fault.
        node: u32,
        /// The negative number.
        neighbour: i64,
        /// The node count.
        n: usize,
    },
    /// A neighbour number that is not a node (`>= n`).
    #[error("node {node} lists neighbour {neighbour}, which is not a node (nodes are 0–{})", n.saturating_sub(1))]
    NeighbourOutOfRange {
        /// The node whose list is at fault.
        node: u32,
        /// The out-of-range number.
        neighbour: i64,
        /// The node count.
        n: usize,
    },
    /// A node lists itself.
    #[error("node {node} lists itself as a neighbour (self loop)")]
    SelfLoop {
        /// The node with the self loop.
        node: u32,
    },
    /// A node lists the same neighbour twice.
    #[error("node {node} lists neighbour {neighbour} more than once")]
    DuplicateNeighbour {
        /// The node whose list is at fault.
        node: u32,
        /// The repeated neighbour.
        neighbour: u32,
    },
    /// `node` lists `neighbour` but not the other way round.
    #[error(
        "edge {node}-{neighbour} is one-way: node {node} lists {neighbour} but node {neighbour} does not list {node}"
    )]
    Asymmetric {
        /// The node that lists the edge.
        node: u32,
        /// The node that does not list it back.
        neighbour: u32,
    },
    /// Node 1, where the mouse starts, has no neighbour.
    #[error("node 1 (the mouse's start) has no neighbour, so the mouse could not move")]
    MouseIsolated,
    /// Node 2, where the cat starts, has no neighbour other than the hole 0.
    #[error(
        "node 2 (the cat's start) has no neighbour other than the hole 0, so the cat could not move"
    )]
    CatStuck,
    /// Pasted text could not be read; `line` and `column` are 1-based (column in characters).
    #[error("line {line}, column {column}: {message}")]
    Parse {
        /// 1-based line of the problem.
        line: usize,
        /// 1-based column (in characters) of the problem.
        column: usize,
        /// What is wrong there.
        message: String,
    },
}

/// A validated undirected graph for cat and mouse, stored as compressed adjacency lists.
///
/// Neighbour lists keep the order in which they were given, so formatting a parsed graph gives
/// back the same lists. Equality compares the lists in that order; compare [`Graph::sorted`]
/// copies to ignore it. Serializes as (and deserializes, with validation, from) the adjacency
/// lists `[[int, ...], ...]` of a scenario file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Graph {
    /// `offsets[u]..offsets[u + 1]` is the range of `targets` holding `u`'s neighbours.
    offsets: Vec<u32>,
    targets: Vec<u32>,
}

impl Graph {
    /// Validates raw adjacency lists (`graph[u]` lists the neighbours of `u`) and builds a graph.
    ///
    /// Checks, in this order: `3 <= n <= MAX_NODES`; then node by node, each neighbour is
    /// non-negative, `< n`, not the node itself and not repeated; then symmetry; then node 1 has
    /// a neighbour and node 2 has a neighbour other than 0. The first problem found is returned.
    /// Nothing larger than `O(n + edges)` is allocated, and nothing at all when `n` is too big.
    pub fn new_validated(graph: &[Vec<i64>]) -> Result<Graph, GraphError> {
        Graph::validate(graph)
    }

    /// Like [`Graph::new_validated`] for lists of `u32` node ids (e.g. built by a program).
    pub fn from_adjacency(graph: &[Vec<u32>]) -> Result<Graph, GraphError> {
        Graph::validate(graph)
    }

    fn validate<T: Copy + Into<i64>>(graph: &[Vec<T>]) -> Result<Graph, GraphError> {
        let n = graph.len();
        if n < 3 {
            return Err(GraphError::TooFewNodes { n });
        }
        if n > MAX_NODES {
            return Err(GraphError::TooManyNodes {
                n: n as u64,
                limit: MAX_NODES,
            });
        }
        let total: usize = graph.iter().map(Vec::len).sum();
        // Each node can list at most n - 1 distinct neighbours; a longer list must contain a
        // duplicate or a bad number, which the loop below reports. Bound the allocation anyway.
        let mut targets: Vec<u32> = Vec::with_capacity(total.min(n * (n - 1)));
        let mut offsets: Vec<u32> = Vec::with_capacity(n + 1);
        offsets.push(0);
        // seen[v] == u means v was already listed by u.
        let mut seen = vec![u32::MAX; n];
        for (u, list) in graph.iter().enumerate() {
            let u32_u = u as u32;
            for &raw in list {
                let raw: i64 = raw.into();
                if raw < 0 {
                    return Err(GraphError::NegativeNeighbour {
                        node: u32_u,
                        neighbour: raw,
                        n,
                    });
                }
                if raw >= n as i64 {
                    return Err(GraphError::NeighbourOutOfRange {
                        node: u32_u,
                        neighbour: raw,
                        n,
                    });
                }
                let v = raw as u32;
                if v == u32_u {
                    return Err(GraphError::SelfLoop { node: u32_u });
                }
                if seen[v as usize] == u32_u {
                    return Err(GraphError::DuplicateNeighbour {
                        node: u32_u,
                        neighbour: v,
                    });
                }
                seen[v as usize] = u32_u;
                targets.push(v);
            }
            offsets.push(targets.len() as u32);
        }
        let graph = Graph { offsets, targets };
        graph.check_symmetric()?;
        if graph.degree(1) == 0 {
            return Err(GraphError::MouseIsolated);
        }
        if graph.neighbours(2).iter().all(|&v| v == 0) {
            return Err(GraphError::CatStuck);
        }
        Ok(graph)
    }

    /// Checks that every listed edge is listed from both ends.
    fn check_symmetric(&self) -> Result<(), GraphError> {
        let mut sorted = self.targets.clone();
        for u in 0..self.n() {
            let (a, b) = self.range(u as u32);
            sorted[a..b].sort_unstable();
        }
        for u in 0..self.n() as u32 {
            for &v in self.neighbours(u) {
                let (a, b) = self.range(v);
                if sorted[a..b].binary_search(&u).is_err() {
                    return Err(GraphError::Asymmetric {
                        node: u,
                        neighbour: v,
                    });
                }
            }
        }
        Ok(())
    }

    #[inline]
    fn range(&self, u: u32) -> (usize, usize) {
        let u = u as usize;
        (self.offsets[u] as usize, self.offsets[u + 1] as usize)
    }

    /// The part of the graph the game is played on: the nodes joined to the hole, the mouse's
    /// start or the cat's start by a path, renumbered in their order (0, 1 and 2 stay).
    /// Nodes beyond it change no answer there: a quiz takes a graph as already seen when this
    /// part was (s1 stop 43 added a node with no edge after looking, and was scored).
    pub fn around_the_start(&self) -> Graph {
        let n = self.n();
        let mut kept = vec![false; n];
        let mut stack: Vec<u32> = vec![0, 1, 2];
        while let Some(u) = stack.pop() {
            if std::mem::replace(&mut kept[u as usize], true) {
                continue;
            }
            stack.extend(self.neighbours(u).iter().filter(|&&v| !kept[v as usize]));
        }
        if kept.iter().all(|&k| k) {
            return self.clone();
        }
        let mut new_id = vec![u32::MAX; n];
        let mut next = 0u32;
        for (u, &k) in kept.iter().enumerate() {
            if k {
                new_id[u] = next;
                next += 1;
            }
        }
        let lists: Vec<Vec<u32>> = (0..n as u32)
            .filter(|&u| kept[u as usize])
            .map(|u| {
                self.neighbours(u)
                    .iter()
                    .map(|&v| new_id[v as usize])
                    .collect()
            })
            .collect();
        Graph::from_adjacency(&lists).unwrap_or_else(|_| self.clone())
    }

    /// Number of nodes (at least 3).
    #[inline]
    pub fn n(&self) -> usize {
        self.offsets.len() - 1
    }

    /// Neighbours of `u`, in the order they were given. Panics if `u >= n`.
    #[inline]
    pub fn neighbours(&self, u: u32) -> &[u32] {
        let (a, b) = self.range(u);
        &self.targets[a..b]
    }

    /// Number of neighbours of `u`. Panics if `u >= n`.
    #[inline]
    pub fn degree(&self, u: u32) -> usize {
        let (a, b) = self.range(u);
        b - a
    }

    /// Number of moves the cat has from `u` (its neighbours other than the hole 0).
    pub fn cat_degree(&self, u: u32) -> usize {
        self.neighbours(u).iter().filter(|&&v| v != 0).count()
    }

    /// Number of undirected edges.
    pub fn edge_count(&self) -> usize {
        self.targets.len() / 2
    }

    /// True if `u` and `v` are adjacent (both must be `< n`).
    pub fn has_edge(&self, u: u32, v: u32) -> bool {
        self.neighbours(u).contains(&v)
    }

    /// Every undirected edge once, as `(u, v)` with `u < v`, ordered by `u` then by `u`'s list.
    pub fn edges(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        (0..self.n() as u32).flat_map(move |u| {
            self.neighbours(u)
                .iter()
                .filter(move |&&v| u < v)
                .map(move |&v| (u, v))
        })
    }

    /// The adjacency lists as nested vectors (for scenario files).
    pub fn to_adjacency(&self) -> Vec<Vec<u32>> {
        (0..self.n() as u32)
            .map(|u| self.neighbours(u).to_vec())
            .collect()
    }

    /// Bytes of heap memory this graph occupies.
    pub fn heap_bytes(&self) -> u64 {
        4 * (self.offsets.len() as u64 + self.targets.len() as u64)
    }

    /// Parses a pasted LeetCode adjacency list such as `[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]`
    /// (whitespace and newlines anywhere between tokens) and validates it.
    pub fn parse_leetcode(text: &str) -> Result<Graph, GraphError> {
        let lists = parse_leetcode_lists(text)?;
        Graph::new_validated(&lists)
    }

    /// Parses an edge list and validates it: one edge `u v` per line (a comma may separate the
    /// two ids), a line with a single id declares a node (possibly isolated), blank lines and
    /// `#` comments are ignored, an edge given twice (in either direction) counts once.
    ///
    /// The node count is `nodes` if given, otherwise the largest id plus one. Ids must be below
    /// that count and below [`MAX_NODES`]; a larger id is refused with its line before anything is
    /// allocated for it.
    pub fn parse_edge_list(text: &str, nodes: Option<usize>) -> Result<Graph, GraphError> {
        let lists = parse_edge_list_lists(text, nodes)?;
        Graph::new_validated(&lists)
    }

    /// Formats as a LeetCode adjacency list, e.g. `[[2,5],[3],[0,4,5]]`.
    pub fn to_leetcode_string(&self) -> String {
        let mut out = String::with_capacity(2 + 8 * self.targets.len() + 3 * self.n());
        out.push('[');
        for u in 0..self.n() as u32 {
            if u > 0 {
                out.push(',');
            }
            out.push('[');
            for (i, v) in self.neighbours(u).iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                let _ = write!(out, "{v}");
            }
            out.push(']');
        }
        out.push(']');
        out
    }

    /// Formats as an edge list: one `u v` line per edge with `u < v`, plus a single-id line for
    /// every node without neighbours, so [`Graph::parse_edge_list`] gives the same graph back
    /// (neighbour order may differ).
    pub fn to_edge_list_string(&self) -> String {
        let mut out = String::new();
        for u in 0..self.n() as u32 {
            if self.degree(u) == 0 {
                let _ = writeln!(out, "{u}");
            }
            for &v in self.neighbours(u) {
                if u < v {
                    let _ = writeln!(out, "{u} {v}");
                }
            }
        }
        out
    }

    /// The same graph with every neighbour list sorted ascending (for order-insensitive
    /// comparisons).
    pub fn sorted(&self) -> Graph {
        let mut g = self.clone();
        for u in 0..g.n() {
            let (a, b) = g.range(u as u32);
            g.targets[a..b].sort_unstable();
        }
        g
    }
}

impl TryFrom<Vec<Vec<i64>>> for Graph {
    type Error = GraphError;
    fn try_from(value: Vec<Vec<i64>>) -> Result<Self, Self::Error> {
        Graph::new_validated(&value)
    }
}

impl From<Graph> for Vec<Vec<u32>> {
    fn from(g: Graph) -> Self {
        g.to_adjacency()
    }
}

impl serde::Serialize for Graph {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        let mut seq = serializer.serialize_seq(Some(self.n()))?;
        for u in 0..self.n() as u32 {
            seq.serialize_element(self.neighbours(u))?;
        }
        seq.end()
    }
}

impl<'de> serde::Deserialize<'de> for Graph {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let raw = Vec::<Vec<i64>>::deserialize(deserializer)?;
        Graph::new_validated(&raw).map_err(serde::de::Error::custom)
    }
}

impl std::fmt::Display for Graph {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_leetcode_string())
    }
}

/// A cursor over text that knows how to report line and column.
struct Cursor<'a> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Cursor<'a> {
    fn new(text: &'a str) -> Self {
        Cursor {
            text,
            bytes: text.as_bytes(),
            pos: 0,
        }
    }

    fn error_at(&self, pos: usize, message: impl Into<String>) -> GraphError {
        let (line, column) = line_column(self.text, pos);
        GraphError::Parse {
            line,
            column,
            message: message.into(),
        }
    }

    fn skip_ws(&mut self) {
        while self.pos < self.bytes.len() && self.bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    /// Describes what is at the cursor for error messages.
    fn found(&self) -> String {
        match self.text.get(self.pos..).and_then(|s| s.chars().next()) {
            None => "the end of the text".to_string(),
            Some(c) if c.is_control() => format!("character U+{:04X}", c as u32),
            Some(c) => format!("'{}'", c.escape_debug()),
        }
    }

    fn expect(&mut self, want: u8) -> Result<(), GraphError> {
        self.skip_ws();
        if self.peek() == Some(want) {
            self.pos += 1;
            Ok(())
        } else {
            Err(self.error_at(
                self.pos,
                format!("expected '{}' but found {}", want as char, self.found()),
            ))
        }
    }

    /// Reads an optionally signed decimal integer that must fit in i64.
    fn integer(&mut self) -> Result<i64, GraphError> {
        self.skip_ws();
        let start = self.pos;
        let negative = match self.peek() {
            Some(b'-') => {
                self.pos += 1;
                true
            }
            Some(b'+') => {
                self.pos += 1;
                false
            }
            _ => false,
        };
        let digits_start = self.pos;
        let mut value: i64 = 0;
        let mut overflow = false;
        while let Some(b) = self.peek() {
            if !b.is_ascii_digit() {
                break;
            }
            let d = i64::from(b - b'0');
            match value.checked_mul(10).and_then(|v| {
                if negative {
                    v.checked_sub(d)
                } else {
                    v.checked_add(d)
                }
            }) {
                Some(v) => value = v,
                None => overflow = true,
            }
            self.pos += 1;
        }
        if self.pos == digits_start {
            return Err(self.error_at(
                self.pos,
                format!("expected a node number but found {}", self.found()),
            ));
        }
        if overflow {
            return Err(self.error_at(start, "number is too large"));
        }
        Ok(value)
    }
}

/// 1-based line and character column of byte offset `pos` in `text`.
fn line_column(text: &str, pos: usize) -> (usize, usize) {
    let mut pos = pos.min(text.len());
    while !text.is_char_boundary(pos) {
        pos -= 1;
    }
    let before = &text[..pos];
    let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = before[line_start..].chars().count() + 1;
    (line, column)
}

/// Parses LeetCode adjacency-list text into raw lists without validating the graph.
///
/// Syntax: `[` lists separated by `,` `]`, each list `[` integers separated by `,` `]`, whitespace
/// anywhere between tokens, nothing after the closing bracket. More than [`MAX_NODES`] lists are
/// refused as soon as the limit is passed. Full-width input (`［［１］，［０］］`) reads as ASCII.
/// Never panics.
pub fn parse_leetcode_lists(text: &str) -> Result<Vec<Vec<i64>>, GraphError> {
    let text = crate::games::text::ascii_width(text);
    let text = text.as_ref();
    let mut cur = Cursor::new(text);
    cur.skip_ws();
    if cur.peek().is_none() {
        return Err(cur.error_at(
            cur.pos,
            "the text is empty; expected a list such as [[1],[0]]",
        ));
    }
    cur.expect(b'[')?;
    let mut lists: Vec<Vec<i64>> = Vec::new();
    cur.skip_ws();
    if cur.peek() == Some(b']') {
        cur.pos += 1;
    } else {
        loop {
            if lists.len() == MAX_NODES {
                return Err(cur.error_at(
                    cur.pos,
                    format!("too many nodes: the limit is {MAX_NODES} nodes"),
                ));
            }
            cur.expect(b'[')?;
            let mut list = Vec::new();
            cur.skip_ws();
            if cur.peek() == Some(b']') {
                cur.pos += 1;
            } else {
                loop {
                    list.push(cur.integer()?);
                    cur.skip_ws();
                    match cur.peek() {
                        Some(b',') => cur.pos += 1,
                        Some(b']') => {
                            cur.pos += 1;
                            break;
                        }
                        _ => {
                            return Err(cur.error_at(
                                cur.pos,
                                format!(
                                    "expected ',' or ']' in the list of node {} but found {}",
                                    lists.len(),
                                    cur.found()
                                ),
                            ));
                        }
                    }
                }
            }
            lists.push(list);
            cur.skip_ws();
            match cur.peek() {
                Some(b',') => cur.pos += 1,
                Some(b']') => {
                    cur.pos += 1;
                    break;
                }
                _ => {
                    return Err(cur.error_at(
                        cur.pos,
                        format!(
                            "expected ',' or ']' after the list of node {} but found {}",
                            lists.len() - 1,
                            cur.found()
                        ),
                    ));
                }
            }
        }
    }
    cur.skip_ws();
    if cur.peek().is_some() {
        return Err(cur.error_at(
            cur.pos,
            format!("unexpected {} after the closing ']'", cur.found()),
        ));
    }
    Ok(lists)
}

/// Parses edge-list text (see [`Graph::parse_edge_list`]) into raw adjacency lists without
/// validating the graph (except that ids are in range and there are no self loops, which are
/// reported with their line). Full-width input reads as ASCII. Never panics; allocates only
/// `O(nodes + edges)`.
pub fn parse_edge_list_lists(
    text: &str,
    nodes: Option<usize>,
) -> Result<Vec<Vec<i64>>, GraphError> {
    let text = crate::games::text::ascii_width(text);
    let text = text.as_ref();
    if let Some(n) = nodes
        && n > MAX_NODES
    {
        return Err(GraphError::TooManyNodes {
            n: n as u64,
            limit: MAX_NODES,
        });
    }
    let limit = nodes.unwrap_or(MAX_NODES) as u64;
    let mut edges: Vec<(u32, u32)> = Vec::new();
    let mut max_id: Option<u32> = None;
    for (line_no, raw_line) in text.split('\n').enumerate() {
        let content = raw_line.split('#').next().unwrap_or("");
        let mut ids: Vec<u32> = Vec::with_capacity(2);
        let mut i = 0usize;
        let bytes = content.as_bytes();
        let err = |pos: usize, message: String| {
            let (_, column) = line_column(raw_line, pos);
            GraphError::Parse {
                line: line_no + 1,
                column,
                message,
            }
        };
        while i < bytes.len() {
            let b = bytes[i];
            if b.is_ascii_whitespace() || b == b',' {
                i += 1;
                continue;
            }
            let start = i;
            if b == b'-' {
                return Err(err(start, "node ids cannot be negative".to_string()));
            }
            if !b.is_ascii_digit() {
                let c = content[start..].chars().next().unwrap_or('?');
                return Err(err(
                    start,
                    format!("expected a node id but found '{}'", c.escape_debug()),
                ));
            }
            let mut value: u64 = 0;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                value = value
                    .saturating_mul(10)
                    .saturating_add(u64::from(bytes[i] - b'0'));
                i += 1;
            }
            if i < bytes.len() && !(bytes[i].is_ascii_whitespace() || bytes[i] == b',') {
                let c = content[i..].chars().next().unwrap_or('?');
                return Err(err(
                    i,
                    format!("unexpected '{}' after a node id", c.escape_debug()),
                ));
            }
            if value >= limit {
                let shown = if value == u64::MAX {
                    content[start..i].to_string()
                } else {
                    value.to_string()
                };
                let message = match nodes {
                    Some(n) => format!(
                        "node {shown} is out of range for {n} nodes (ids 0–{})",
                        n.saturating_sub(1)
                    ),
                    None => format!(
                        "node {shown} is beyond the limit of {MAX_NODES} nodes (ids 0–{})",
                        MAX_NODES - 1
                    ),
                };
                return Err(err(start, message));
            }
            if ids.len() == 2 {
                return Err(err(
                    start,
                    "a line holds one edge: two node ids (or one id to declare a node)".to_string(),
                ));
            }
            ids.push(value as u32);
        }
        match ids.as_slice() {
            [] => {}
            [u] => max_id = Some(max_id.map_or(*u, |m| m.max(*u))),
            [u, v] => {
                if u == v {
                    return Err(err(0, format!("edge {u}-{v} is a self loop on node {u}")));
                }
                max_id = Some(max_id.map_or(*u.max(v), |m| m.max(*u).max(*v)));
                edges.push(((*u).min(*v), (*u).max(*v)));
            }
            _ => {}
        }
    }
    let n = match nodes {
        Some(n) => n,
        None => max_id.map_or(0, |m| m as usize + 1),
    };
    edges.sort_unstable();
    edges.dedup();
    let mut lists: Vec<Vec<i64>> = vec![Vec::new(); n];
    for &(u, v) in &edges {
        lists[u as usize].push(i64::from(v));
        lists[v as usize].push(i64::from(u));
    }
    for list in &mut lists {
        list.sort_unstable();
    }
    Ok(lists)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_graph_parsers_read_full_width_input() {
        assert_eq!(
            parse_leetcode_lists("［［１，２］，［０，２］，［０，１］］").unwrap(),
            vec![vec![1, 2], vec![0, 2], vec![0, 1]]
        );
        assert_eq!(
            parse_edge_list_lists("０ １\n１\u{3000}２", None).unwrap(),
            vec![vec![1], vec![0, 2], vec![1]]
        );
    }
}
