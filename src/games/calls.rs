//! Memoised recursion (top-down) as a call tree: the types every game's trace uses.
//!
//! A trace is the run of a memoised recursive solver recorded call by call: each call is a
//! [`CallNode`] (numbered in the order the calls are made, so a prefix of the nodes is the tree
//! grown so far), and the run is a sequence of [`CallEvent`]s (a call starts, a call returns, a
//! call finds its interval in the memo). A UI steps through the events; it never runs the
//! recursion itself.

/// One call of the recursive function.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CallNode {
    /// The interval `(i, j)` the call solves (as the game's table names it).
    pub interval: (usize, usize),
    /// Depth in the call tree (the first call is 0).
    pub depth: usize,
    /// The calling node (`None` for the first call).
    pub parent: Option<usize>,
    /// The interval was already in the memo: the call returned at once.
    pub hit: bool,
    /// The value the call returned.
    pub value: i64,
    /// Index in [`CallTrace::events`] of the call's first event.
    pub enter: usize,
    /// Index of its last event (the same as `enter` for a cache hit).
    pub exit: usize,
}

/// What happened at one step of the run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CallEvent {
    /// Node `.0` is called and not in the memo: it starts calling its children.
    Call(usize),
    /// Node `.0` returns its value and writes it into the memo.
    Return(usize),
    /// Node `.0` finds its interval in the memo and returns at once.
    Hit(usize),
}

impl CallEvent {
    /// The node the event belongs to.
    pub fn node(self) -> usize {
        match self {
            CallEvent::Call(k) | CallEvent::Return(k) | CallEvent::Hit(k) => k,
        }
    }
}

/// The calls a call makes: the intervals, in order.
pub type Children<'a> = &'a dyn Fn((usize, usize)) -> Vec<(usize, usize)>;
/// A call's value from its children's values (none for a base case).
pub type Combine<'a> = &'a dyn Fn((usize, usize), &[i64]) -> i64;

/// The recorded run of a memoised recursion.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CallTrace {
    pub nodes: Vec<CallNode>,
    pub events: Vec<CallEvent>,
}

impl CallTrace {
    /// Number of calls (every node, hits included).
    pub fn calls(&self) -> usize {
        self.nodes.len()
    }

    /// Number of cache hits.
    pub fn hits(&self) -> usize {
        self.nodes.iter().filter(|n| n.hit).count()
    }

    /// Number of calls that computed their interval (the memo entries written).
    pub fn computed(&self) -> usize {
        self.calls() - self.hits()
    }

    /// The calls made once the first `step` events have happened (a prefix of the nodes).
    pub fn visible(&self, step: usize) -> usize {
        self.nodes.partition_point(|n| n.enter < step)
    }

    /// Whether node `k` has returned once the first `step` events have happened.
    pub fn returned(&self, k: usize, step: usize) -> bool {
        self.nodes[k].exit < step
    }

    /// The memo entry written for `interval`: the value and the index of the event that wrote it.
    pub fn written(&self, interval: (usize, usize)) -> Option<(i64, usize)> {
        self.nodes
            .iter()
            .find(|n| !n.hit && n.interval == interval)
            .map(|n| (n.value, n.exit))
    }

    /// Record a run: `children(interval)` lists the intervals a call makes, in order, and
    /// `combine(interval, values)` computes the value from the children's values (a call
    /// without children is a base case). Every interval is memoised, base cases included.
    pub fn record(root: (usize, usize), children: Children, combine: Combine) -> CallTrace {
        let mut trace = CallTrace::default();
        let mut memo = std::collections::HashMap::new();
        trace.visit(root, 0, None, children, combine, &mut memo);
        trace
    }

    fn visit(
        &mut self,
        interval: (usize, usize),
        depth: usize,
        parent: Option<usize>,
        children: Children,
        combine: Combine,
        memo: &mut std::collections::HashMap<(usize, usize), i64>,
    ) -> i64 {
        let k = self.nodes.len();
        let at = self.events.len();
        let mut node = CallNode {
            interval,
            depth,
            parent,
            hit: false,
            value: 0,
            enter: at,
            exit: at,
        };
        if let Some(&v) = memo.get(&interval) {
            node.hit = true;
            node.value = v;
            self.nodes.push(node);
            self.events.push(CallEvent::Hit(k));
            return v;
        }
        self.nodes.push(node);
        self.events.push(CallEvent::Call(k));
        let values: Vec<i64> = children(interval)
            .into_iter()
            .map(|c| self.visit(c, depth + 1, Some(k), children, combine, memo))
            .collect();
        let v = combine(interval, &values);
        memo.insert(interval, v);
        self.nodes[k].value = v;
        self.nodes[k].exit = self.events.len();
        self.events.push(CallEvent::Return(k));
        v
    }
}

/// How many calls a recursion makes, when the number is too large for a table of all of them.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum CallCount {
    /// The exact count.
    Exact(u128),
    /// More than `u128` holds: about `10^log10`.
    About { log10: f64 },
}

impl CallCount {
    /// `base^exp * factor - minus`, exact while it fits in `u128`.
    pub fn power(factor: u128, base: u32, exp: u32, minus: u128) -> CallCount {
        let exact = (base as u128)
            .checked_pow(exp)
            .and_then(|p| p.checked_mul(factor))
            .map(|p| p - minus);
        match exact {
            Some(v) => CallCount::Exact(v),
            None => CallCount::About {
                log10: exp as f64 * (base as f64).log10() + (factor as f64).log10(),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn power_is_exact_then_approximate() {
        assert_eq!(CallCount::power(1, 2, 4, 1), CallCount::Exact(15));
        assert_eq!(CallCount::power(5, 3, 8, 0), CallCount::Exact(32_805));
        let CallCount::About { log10 } = CallCount::power(1, 2, 200, 1) else {
            panic!("2^200 does not fit in u128");
        };
        assert!((log10 - 60.206).abs() < 0.001, "{log10}");
    }

    #[test]
    fn fibonacci_trace_hits_and_order() {
        // (k, 0) calls (k-1, 0) and (k-2, 0): a memoised Fibonacci
        let t = CallTrace::record(
            (6, 0),
            &|(k, _)| {
                if k < 2 {
                    vec![]
                } else {
                    vec![(k - 1, 0), (k - 2, 0)]
                }
            },
            &|(k, _), v| if v.is_empty() { k as i64 } else { v[0] + v[1] },
        );
        assert_eq!(t.nodes[0].value, 8);
        // 7 different arguments; each of 2..=6 makes two calls: 11 calls, 4 hits
        assert_eq!((t.calls(), t.computed(), t.hits()), (11, 7, 4));
        assert_eq!(t.events.len(), 2 * t.computed() + t.hits());
        assert_eq!(t.visible(0), 0);
        assert_eq!(t.visible(1), 1);
        assert_eq!(t.visible(t.events.len()), t.calls());
        assert!(t.returned(0, t.events.len()));
        assert!(!t.returned(0, t.events.len() - 1));
        // nodes are numbered in the order of their first event
        for (k, n) in t.nodes.iter().enumerate() {
            assert_eq!(t.events[n.enter].node(), k);
            assert_eq!(t.events[n.exit].node(), k);
        }
        assert_eq!(t.written((6, 0)), Some((8, t.events.len() - 1)));
    }
}
