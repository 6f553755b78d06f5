//! Exploring every position reachable from `start` into a compact graph.
//!
//! Positions are numbered in the order they are found, breadth first from `start` (id 0), and
//! `moves` is called once per position, in that order. The ids and the graph do not depend on
//! the number of threads: worker threads (each with its own Starlark heap, calling the frozen
//! rules) expand consecutive runs of ids, and one coordinator merges their answers strictly in
//! id order, interning the new positions by key ([`Interner`]) and appending each position's
//! moves (its row of the graph, moves in the order the rules listed them, duplicates
//! dropped). The first problem in that order is the one reported, whatever the threads did.

use std::collections::BTreeMap;
use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::Ordering;
use std::sync::mpsc;
use std::time::Duration;

use starlark::environment::Module;
use starlark::eval::Evaluator;

use super::position::hash_key;
use super::rules::{Checker, Failure, Func, Program, key_text, prepare};
use super::{Limits, Outcome};

/// Positions interned by key: an arena of keys and an open-addressing table of ids.
#[derive(Debug, Clone, Default)]
pub(crate) struct Interner {
    arena: Vec<u8>,
    /// `starts[id]..starts[id + 1]` is the key of `id`.
    starts: Vec<usize>,
    hashes: Vec<u64>,
    /// `id + 1`, or 0 for an empty slot; the length is a power of two.
    slots: Vec<u32>,
}

impl Interner {
    pub fn new() -> Self {
        Interner {
            arena: Vec::new(),
            starts: vec![0],
            hashes: Vec::new(),
            slots: vec![0; 1024],
        }
    }

    pub fn len(&self) -> usize {
        self.hashes.len()
    }

    /// Bytes of all keys together.
    pub fn key_bytes(&self) -> usize {
        self.arena.len()
    }

    pub fn key(&self, id: u32) -> &[u8] {
        let id = id as usize;
        &self.arena[self.starts[id]..self.starts[id + 1]]
    }

    /// The id of the key, if interned.
    pub fn find(&self, hash: u64, key: &[u8]) -> Option<u32> {
        let mask = self.slots.len() - 1;
        let mut s = hash as usize & mask;
        loop {
            let slot = self.slots[s];
            if slot == 0 {
                return None;
            }
            let id = slot - 1;
            if self.hashes[id as usize] == hash && self.key(id) == key {
                return Some(id);
            }
            s = (s + 1) & mask;
        }
    }

    /// The id of the key, interning it if new (`true`).
    pub fn intern(&mut self, hash: u64, key: &[u8]) -> (u32, bool) {
        let mask = self.slots.len() - 1;
        let mut s = hash as usize & mask;
        loop {
            let slot = self.slots[s];
            if slot == 0 {
                break;
            }
            let id = slot - 1;
            if self.hashes[id as usize] == hash && self.key(id) == key {
                return (id, false);
            }
            s = (s + 1) & mask;
        }
        let id = self.hashes.len() as u32;
        self.slots[s] = id + 1;
        self.hashes.push(hash);
        self.arena.extend_from_slice(key);
        self.starts.push(self.arena.len());
        if self.hashes.len() * 2 > self.slots.len() {
            self.grow();
        }
        (id, true)
    }

    fn grow(&mut self) {
        let size = self.slots.len() * 2;
        let mask = size - 1;
        let mut slots = vec![0u32; size];
        for (id, &h) in self.hashes.iter().enumerate() {
            let mut s = h as usize & mask;
            while slots[s] != 0 {
                s = (s + 1) & mask;
            }
            slots[s] = id as u32 + 1;
        }
        self.slots = slots;
    }
}

/// The game's graph: every position reachable from `start` (id 0) and its moves.
#[derive(Debug, Clone)]
pub(crate) struct Graph {
    pub keys: Interner,
    /// The form positions holding a list were first written in (lists tagged as lists).
    pub written: HashMap<u32, Box<[u8]>>,
    /// `edge_start[p]..edge_start[p + 1]` indexes `edges` (and `points`) for `p`'s moves.
    pub edge_start: Vec<u32>,
    pub edges: Vec<u32>,
    /// `points(p, q)` of each move, for a scoring game.
    pub points: Option<Vec<i64>>,
    /// What `end(p)` said, where it was not `None` (those positions have no moves).
    pub ended: Vec<Option<Outcome>>,
    /// Each position's distance from `start` in moves (breadth first: never decreasing by id).
    pub depth: Vec<u32>,
}

impl Graph {
    pub fn len(&self) -> usize {
        self.ended.len()
    }

    pub fn moves(&self, p: u32) -> &[u32] {
        let p = p as usize;
        &self.edges[self.edge_start[p] as usize..self.edge_start[p + 1] as usize]
    }

    pub fn move_range(&self, p: u32) -> std::ops::Range<usize> {
        let p = p as usize;
        self.edge_start[p] as usize..self.edge_start[p + 1] as usize
    }

    /// The key to hand to the rules: the written form if there is one.
    fn written_key(&self, p: u32) -> &[u8] {
        match self.written.get(&p) {
            Some(w) => w,
            None => self.keys.key(p),
        }
    }
}

/// A run of consecutive positions for a worker to expand.
struct Task {
    seq: usize,
    /// The positions' keys (written forms), one after another; `ends[k]` ends the k-th.
    keys: Vec<u8>,
    ends: Vec<usize>,
}

/// What one position's expansion gave.
#[derive(Debug, Clone, Copy)]
enum Item {
    Ended(Outcome),
    /// The number of its distinct moves (their keys are next in [`Expanded::keys`]).
    Moves(u32),
}

/// A worker's answer for a [`Task`]: its positions in order, up to the first failure.
#[derive(Default)]
struct Expanded {
    seq: usize,
    items: Vec<Item>,
    keys: Vec<u8>,
    key_ends: Vec<usize>,
    hashes: Vec<u64>,
    /// Written forms of the children holding a list: (child index in this answer, form).
    written: Vec<(usize, Vec<u8>)>,
    points: Vec<i64>,
    /// The failure at the position after the last of `items`.
    failure: Option<Failure>,
}

/// How many bytes a worker's Starlark heap may hold (the garbage of the calls it served)
/// before it is dropped and a fresh one made; well below [`super::MAX_HEAP_BYTES`], so that a
/// single call has the rest of the heap limit.
const HEAP_BYTES_BEFORE_RENEWAL: usize = 8 << 20;

/// Most tasks out at once, per worker.
const TASKS_PER_WORKER: usize = 3;

/// Longest run of positions in one task.
const MAX_TASK_POSITIONS: usize = 256;

/// Below this many positions waiting (and no task out), the coordinator expands them itself:
/// handing them to a worker would cost more than it saves (a game that is a long chain never
/// has more than one position waiting).
const INLINE_BELOW: usize = 16;

/// Explore the game: the rules' program is already loaded. With `threads` > 1, that many
/// workers call the rules while this thread hands out runs of positions and merges the
/// answers; with 1, this thread does everything.
pub(crate) fn explore(
    program: &Program,
    limits: &Limits,
    checker: &Checker,
    threads: usize,
) -> Result<Graph, Failure> {
    let (start, start_written) = program.start_key()?;
    let mut graph = Graph {
        keys: Interner::new(),
        written: HashMap::new(),
        edge_start: vec![0],
        edges: Vec::new(),
        points: program.points.map(|_| Vec::new()),
        ended: Vec::new(),
        depth: vec![0],
    };
    check_key_bytes(start.len(), limits)?;
    graph.keys.intern(hash_key(&start), &start);
    graph.ended.push(None);
    if let Some(w) = start_written {
        graph.written.insert(0, w.into_boxed_slice());
    }
    let workers = if threads > 1 { threads } else { 0 };
    let (task_tx, task_rx) = mpsc::channel::<Task>();
    let task_rx = Mutex::new(task_rx);
    let (out_tx, out_rx) = mpsc::channel::<Expanded>();
    let result = std::thread::scope(|scope| {
        for _ in 0..workers {
            let out_tx = out_tx.clone();
            let task_rx = &task_rx;
            let spawned = std::thread::Builder::new()
                .name("custom-rules".into())
                .stack_size(super::STACK_BYTES)
                .spawn_scoped(scope, move || {
                    worker(program, limits, checker, task_rx, out_tx)
                });
            if spawned.is_err() {
                checker.stop.store(true, Ordering::Relaxed);
                return Err(Failure::Bad(
                    "rules: cannot start a thread to run the rules".into(),
                ));
            }
        }
        drop(out_tx);
        let r = Coordinator {
            graph: &mut graph,
            program,
            limits,
            checker,
            workers,
            tasks: &task_tx,
            answers: &out_rx,
            next_dispatch: 0,
            next_seq: 0,
            next_merge: 0,
            out_now: 0,
            pending: BTreeMap::new(),
            dedup: Dedup::default(),
        }
        .run();
        if r.is_err() {
            checker.stop.store(true, Ordering::Relaxed);
        }
        drop(task_tx);
        r
    });
    result.map(|()| graph)
}

fn check_key_bytes(bytes: usize, limits: &Limits) -> Result<(), Failure> {
    if bytes > limits.position_bytes {
        return Err(Failure::Bad(format!(
            "rules: the positions take more than {} MiB together, beyond the limit (make \
             positions smaller)",
            limits.position_bytes >> 20
        )));
    }
    Ok(())
}

/// Hands out tasks, expands small runs itself, and merges the answers in order.
struct Coordinator<'g, 'p> {
    graph: &'g mut Graph,
    program: &'p Program,
    limits: &'p Limits,
    checker: &'p Checker<'p>,
    workers: usize,
    tasks: &'p mpsc::Sender<Task>,
    answers: &'p mpsc::Receiver<Expanded>,
    /// The first position not yet handed out (or expanded here).
    next_dispatch: usize,
    next_seq: usize,
    next_merge: usize,
    /// Tasks handed out and not merged yet.
    out_now: usize,
    pending: BTreeMap<usize, Expanded>,
    dedup: Dedup,
}

impl Coordinator<'_, '_> {
    fn run(&mut self) -> Result<(), Failure> {
        loop {
            let done = Module::with_temp_heap(|module| -> Result<bool, Failure> {
                let mut eval = Evaluator::new(&module);
                prepare(&mut eval, self.limits, self.checker);
                loop {
                    if self.out_now == 0 {
                        let waiting = self.graph.keys.len() - self.next_dispatch;
                        if waiting == 0 {
                            return Ok(true);
                        }
                        if self.workers == 0 || waiting < INLINE_BELOW {
                            self.expand_here(&mut eval, waiting.min(MAX_TASK_POSITIONS))?;
                            if module.heap().allocated_bytes() > HEAP_BYTES_BEFORE_RENEWAL {
                                return Ok(false);
                            }
                            continue;
                        }
                    }
                    self.dispatch()?;
                    self.receive()?;
                }
            })?;
            if done {
                return Ok(());
            }
        }
    }

    /// The next run of `n` positions (their keys as the rules wrote them).
    fn take(&mut self, n: usize) -> Task {
        let mut task = Task {
            seq: self.next_seq,
            keys: Vec::new(),
            ends: Vec::with_capacity(n),
        };
        for p in self.next_dispatch..self.next_dispatch + n {
            task.keys
                .extend_from_slice(self.graph.written_key(p as u32));
            task.ends.push(task.keys.len());
        }
        self.next_dispatch += n;
        self.next_seq += 1;
        task
    }

    /// Expand the next `n` positions on this thread (nothing is out: they merge at once).
    fn expand_here(&mut self, eval: &mut Evaluator, n: usize) -> Result<(), Failure> {
        let task = self.take(n);
        let answer = expand(
            eval,
            self.program,
            self.limits,
            self.checker,
            &task,
            &mut self.dedup,
        );
        self.next_merge += 1;
        merge(self.graph, self.limits, answer)?;
        self.progress();
        if self.checker.should_stop() {
            return Err(self.checker.why_stopped().unwrap_or(Failure::Cancelled));
        }
        Ok(())
    }

    /// Hand out tasks while workers may take more.
    fn dispatch(&mut self) -> Result<(), Failure> {
        while self.out_now < self.workers * TASKS_PER_WORKER
            && self.next_dispatch < self.graph.keys.len()
        {
            let waiting = self.graph.keys.len() - self.next_dispatch;
            let n = (waiting / (self.workers * 2)).clamp(1, MAX_TASK_POSITIONS);
            let task = self.take(n);
            self.out_now += 1;
            if self.tasks.send(task).is_err() {
                return Err(Failure::Bad("rules: the workers stopped".into()));
            }
        }
        Ok(())
    }

    /// Wait a little for answers; merge those that are next in order.
    fn receive(&mut self) -> Result<(), Failure> {
        match self.answers.recv_timeout(Duration::from_millis(20)) {
            Ok(answer) => {
                self.pending.insert(answer.seq, answer);
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                return Err(Failure::Bad("rules: the workers stopped".into()));
            }
        }
        if self.checker.should_stop() {
            return Err(self.checker.why_stopped().unwrap_or(Failure::Cancelled));
        }
        while let Some(answer) = self.pending.remove(&self.next_merge) {
            self.next_merge += 1;
            self.out_now -= 1;
            merge(self.graph, self.limits, answer)?;
            self.progress();
        }
        Ok(())
    }

    fn progress(&self) {
        let expanded = self.graph.edge_start.len() as u64 - 1;
        self.checker
            .control
            .progress(expanded, self.graph.keys.len() as u64);
    }
}

/// Append a worker's answer to the graph: its positions' rows, new positions interned.
fn merge(graph: &mut Graph, limits: &Limits, answer: Expanded) -> Result<(), Failure> {
    let mut child = 0usize;
    let mut written = answer.written.into_iter().peekable();
    for item in &answer.items {
        let p = graph.edge_start.len() - 1;
        match *item {
            Item::Ended(outcome) => graph.ended[p] = Some(outcome),
            Item::Moves(count) => {
                for _ in 0..count {
                    let begin = if child == 0 {
                        0
                    } else {
                        answer.key_ends[child - 1]
                    };
                    let key = &answer.keys[begin..answer.key_ends[child]];
                    let (id, new) = graph.keys.intern(answer.hashes[child], key);
                    if new {
                        graph.ended.push(None);
                        graph.depth.push(graph.depth[p] + 1);
                        if graph.keys.len() > limits.positions {
                            return Err(Failure::Bad(format!(
                                "rules: more than {} positions can be reached from start, \
                                 beyond the limit{}",
                                group(limits.positions as u64),
                                growing_hint(graph)
                            )));
                        }
                        check_key_bytes(graph.keys.key_bytes(), limits)?;
                    }
                    while written.peek().is_some_and(|(c, _)| *c < child) {
                        written.next();
                    }
                    if let Some((c, w)) = written.peek_mut()
                        && *c == child
                    {
                        if new {
                            graph
                                .written
                                .insert(id, std::mem::take(w).into_boxed_slice());
                        }
                        written.next();
                    }
                    graph.edges.push(id);
                    if let Some(points) = graph.points.as_mut() {
                        points.push(answer.points[child]);
                    }
                    child += 1;
                }
                if graph.edges.len() > limits.moves {
                    return Err(Failure::Bad(format!(
                        "rules: more than {} moves can be reached from start, beyond the limit",
                        group(limits.moves as u64)
                    )));
                }
            }
        }
        graph.edge_start.push(graph.edges.len() as u32);
    }
    match answer.failure {
        Some(f) => Err(f),
        None => Ok(()),
    }
}

/// Added to the message of the position limit: the last position found and its distance from
/// the start, and when it is far from the start or much bigger than the start, a hint that the
/// positions may grow forever (moves that always lead to new positions, such as `p + 1`, make
/// a game that never ends).
fn growing_hint(graph: &Graph) -> String {
    let last = graph.keys.len() as u32 - 1;
    let depth = graph.depth[last as usize];
    let (start_bytes, last_bytes) = (graph.keys.key(0).len(), graph.keys.key(last).len());
    let found = format!(
        "; the last position found, {}, is {} moves from start",
        key_text(graph.keys.key(last)),
        group(u64::from(depth))
    );
    if depth >= GROWING_DEPTH || last_bytes > 2 * start_bytes + 16 {
        format!(
            "{found}: do the positions grow forever? If moves keep leading to new positions \
             (such as p + 1), the game never ends: bound them (for example `if p < 100`)"
        )
    } else {
        found
    }
}

/// How far from the start the position limit must be reached for the hint that positions
/// grow forever.
const GROWING_DEPTH: u32 = 1000;

/// 1000000 as "1,000,000".
pub(crate) fn group(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A worker: takes tasks until there are none, expanding them on a Starlark heap that is
/// renewed now and then.
fn worker(
    program: &Program,
    limits: &Limits,
    checker: &Checker,
    tasks: &Mutex<mpsc::Receiver<Task>>,
    answers: mpsc::Sender<Expanded>,
) {
    let mut dedup = Dedup::default();
    loop {
        let go_on = Module::with_temp_heap(|module| {
            let mut eval = Evaluator::new(&module);
            prepare(&mut eval, limits, checker);
            loop {
                let task = {
                    let Ok(rx) = tasks.lock() else { return false };
                    match rx.recv() {
                        Ok(task) => task,
                        Err(_) => return false,
                    }
                };
                let seq = task.seq;
                let answer = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    expand(&mut eval, program, limits, checker, &task, &mut dedup)
                }))
                .unwrap_or_else(|_| Expanded {
                    seq,
                    failure: Some(Failure::Bad(
                        "rules: internal error in the interpreter".into(),
                    )),
                    ..Expanded::default()
                });
                let failed = answer.failure.is_some();
                if answers.send(answer).is_err() {
                    return false;
                }
                if failed {
                    // after a failure, go on (if asked to) with a fresh evaluator
                    return true;
                }
                if module.heap().allocated_bytes() > HEAP_BYTES_BEFORE_RENEWAL {
                    return true;
                }
            }
        });
        if !go_on {
            return;
        }
    }
}

/// Children of one position already seen, by key (a table reset for each position).
#[derive(Default)]
struct Dedup {
    /// (generation, child index); a slot of an older generation is empty.
    slots: Vec<(u32, u32)>,
    generation: u32,
}

impl Dedup {
    /// Start a position with up to `n` children.
    fn reset(&mut self, n: usize) {
        let want = (n * 2).next_power_of_two().max(16);
        if self.slots.len() < want || self.generation == u32::MAX {
            self.slots = vec![(0, 0); want.max(self.slots.len())];
            self.generation = 0;
        }
        self.generation += 1;
    }

    /// Whether the child `index` (key `out.keys[begin..]`, hash `h`) was seen already for this
    /// position; records it if not.
    fn seen(&mut self, out: &Expanded, first_child: usize, h: u64, begin: usize) -> bool {
        let key = &out.keys[begin..];
        let mask = self.slots.len() - 1;
        let mut s = h as usize & mask;
        loop {
            let (g, c) = self.slots[s];
            if g != self.generation {
                self.slots[s] = (self.generation, out.hashes.len() as u32);
                return false;
            }
            let c = c as usize;
            debug_assert!(c >= first_child);
            if out.hashes[c] == h {
                let b = if c == 0 { 0 } else { out.key_ends[c - 1] };
                if &out.keys[b..out.key_ends[c]] == key {
                    return true;
                }
            }
            s = (s + 1) & mask;
        }
    }
}

/// Expand a task's positions: `end`, then `moves` and `points`, keys of the children.
fn expand<'v>(
    eval: &mut Evaluator<'v, '_, '_>,
    program: &Program,
    limits: &Limits,
    checker: &Checker,
    task: &Task,
    dedup: &mut Dedup,
) -> Expanded {
    let mut out = Expanded {
        seq: task.seq,
        ..Expanded::default()
    };
    let mut begin = 0;
    for &end in &task.ends {
        let key = &task.keys[begin..end];
        begin = end;
        if let Err(f) = expand_one(eval, program, limits, checker, key, &mut out, dedup) {
            out.failure = Some(f);
            break;
        }
    }
    out
}

fn expand_one<'v>(
    eval: &mut Evaluator<'v, '_, '_>,
    program: &Program,
    limits: &Limits,
    checker: &Checker,
    key: &[u8],
    out: &mut Expanded,
    dedup: &mut Dedup,
) -> Result<(), Failure> {
    let p = program.build(eval, key)?;
    if program.end.is_some() {
        let r = program.call(eval, Func::End, &[p], checker)?;
        if let Some(outcome) = program.end_result(eval, r, p)? {
            out.items.push(Item::Ended(outcome));
            return Ok(());
        }
    }
    let r = program.call(eval, Func::Moves, &[p], checker)?;
    let items = program.move_items(eval, r, p)?;
    if items.len() > limits.moves {
        return Err(Failure::Bad(format!(
            "rules: moves({}) returned {} moves, more than the limit of {} moves in all",
            key_text(key),
            group(items.len() as u64),
            group(limits.moves as u64)
        )));
    }
    dedup.reset(items.len());
    let first_child = out.hashes.len();
    let mut count = 0u32;
    for q in items {
        let begin = out.keys.len();
        let has_list = match super::rules::encode(q, &mut out.keys, super::position::TAG_TUPLE, 0) {
            Ok(l) => l,
            Err(bad) => {
                out.keys.truncate(begin);
                return Err(program.bad_move(eval, p, &bad));
            }
        };
        let h = hash_key(&out.keys[begin..]);
        if dedup.seen(out, first_child, h, begin) {
            out.keys.truncate(begin);
            continue;
        }
        if has_list {
            let mut w = Vec::new();
            let _ = super::rules::encode(q, &mut w, super::position::TAG_LIST, 0);
            out.written.push((out.hashes.len(), w));
        }
        out.key_ends.push(out.keys.len());
        out.hashes.push(h);
        if program.points.is_some() {
            let r = program.call(eval, Func::Points, &[p, q], checker)?;
            out.points.push(program.points_value(eval, r, p, q)?);
        }
        count += 1;
        if out.keys.len() > limits.position_bytes {
            check_key_bytes(out.keys.len(), limits)?;
        }
    }
    out.items.push(Item::Moves(count));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interner_finds_what_it_stored() {
        let mut t = Interner::new();
        for i in 0..5000u32 {
            let key = i.to_le_bytes();
            assert_eq!(t.intern(hash_key(&key), &key), (i, true));
        }
        for i in 0..5000u32 {
            let key = i.to_le_bytes();
            assert_eq!(t.find(hash_key(&key), &key), Some(i));
            assert_eq!(t.intern(hash_key(&key), &key), (i, false));
            assert_eq!(t.key(i), key);
        }
        assert_eq!(t.find(hash_key(b"x"), b"x"), None);
        assert_eq!(group(1_000_000), "1,000,000");
        assert_eq!(group(999), "999");
    }
}
