//! The bit-parallel retrograde solver: the same outcomes and moves to the end as the queue
//! solver in [`super::retrograde`], decided ply by ply on bit sets, 64 positions per word.
//!
//! For each player to move and each winner the decided positions are an n × n bit matrix, kept
//! in two orientations: *mouse-major* (row = mouse node, bits = cat node) and *cat-major*
//! (row = cat node, bits = mouse node). A mouse move changes only the mouse's node, so the
//! mouse-to-move positions of one mouse row follow word by word from the cat-to-move rows of its
//! neighbours in mouse-major form: the mouse wins where **some** neighbour row is a mouse win
//! (OR), the cat wins where **every** neighbour row is a cat win (AND over the legal moves; no
//! move at all is a draw, not a loss). The cat's moves work the same way on cat-major rows, over
//! the cat's neighbours other than the hole. Positions decided in ply `k` are exactly those at
//! distance `k` in the queue solver: a win is decided one ply after its fastest winning child, a
//! loss one ply after its slowest child.
//!
//! Each ply recomputes only the words that can change: the words, in the rows of the
//! neighbours, of the words that changed in the last ply (a sparse ply pushes from its
//! frontier); when the frontier is large, every word is recomputed instead (a dense ply pulls),
//! which saves the bookkeeping. The bits a ply decides are transposed 64 × 64 at a time into the
//! other orientation, and their distance is written into the moves-to-the-end planes. With
//! [`Goal::Start`] the solve stops as soon as the start position is decided and writes no
//! distances.
//!
//! **Layout.** A matrix is stored in 64 × 64-bit blocks, each block's 64 words (one per row)
//! contiguous: word `wd` of row `r` is at [`word_index`]`(r, wd, ⌈n/64⌉)`. A block and its
//! transpose are each one 512-byte run, so moving a ply's new bits into the other orientation
//! reads and writes memory in order, and a dense ply's reads of the neighbours' rows for one
//! column of words stay within ⌈n/64⌉ blocks.
//!
//! Memory: twelve n × ⌈n/64⌉-word matrices (rows rounded up to a multiple of 64) (eight for the sets, four for the bits of the last
//! ply) and, for [`Goal::Every`], ⌈log₂(longest game + 2)⌉ more for each player to move (the
//! bit-sliced distances, [`Planes`]): about 70 MB for 5,000 nodes whose games last at most
//! 30 moves.

use super::bits::{Distances, Planes, transpose64, word_index};
use super::{CAT_START, Graph, HOLE, MOUSE_START, Outcome};
use crate::games::{Control, SolveError};

/// What the solve must produce.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    /// Only the start position's outcome: stop as soon as it is decided, no distances.
    Start,
    /// Outcome and distance of every position.
    Every,
}

/// The result of [`solve_plies`].
#[derive(Debug)]
pub struct PlyResult {
    /// Outcome from the start (mouse on 1, cat on 2, mouse to move).
    pub start: Outcome,
    /// Words per matrix row, `⌈n/64⌉`.
    pub words: usize,
    /// The mouse's wins, cat-major (word [`word_index`]`(c, m / 64, words)`, bit `m % 64`), for
    /// the mouse to move (`[0]`) and the cat to move (`[1]`). Complete only for
    /// [`Goal::Every`].
    pub mouse_win: [Vec<u64>; 2],
    /// Distances by dense index (`turn·n(n−1) + (cat−1)·n + mouse`); `None` for [`Goal::Start`].
    pub dist: Option<Distances>,
    /// The last ply that decided a position.
    pub max_moves: u32,
    /// Positions the mouse wins (all of them for [`Goal::Every`]).
    pub mouse_wins: u64,
    /// Positions the cat wins.
    pub cat_wins: u64,
    /// Moves to the end from the start (the ply that decided it); `None` for a draw.
    pub start_moves: Option<u32>,
    /// The mouse's best first move from the start, as [`super::Solution::best_move`] picks it:
    /// the fastest win, the longest defence, a move that keeps a draw; the lowest node on ties.
    /// `None` when the mouse has no move.
    pub first_move: Option<u32>,
}

const MOUSE: usize = 0;
const CAT: usize = 1;
/// Check for cancellation about this often (blocks of 64 words recomputed, or single words).
const CHECK_EVERY: usize = 1 << 16;

/// Moves in CSR form, each target stored as the offset of its row in a blocked matrix
/// ([`word_index`]`(v, 0, w)`), so that word `wd` of the row is at `target + 64·wd`.
struct Moves {
    off: Vec<u32>,
    at: Vec<u32>,
}

impl Moves {
    fn new(n: usize, w: usize, neighbours: impl Fn(u32) -> Vec<u32>) -> Moves {
        let mut off = Vec::with_capacity(n + 1);
        let mut at = Vec::new();
        off.push(0u32);
        for u in 0..n as u32 {
            at.extend(
                neighbours(u)
                    .into_iter()
                    .map(|v| word_index(v as usize, 0, w) as u32),
            );
            off.push(at.len() as u32);
        }
        Moves { off, at }
    }

    #[inline(always)]
    fn of(&self, row: usize) -> &[u32] {
        &self.at[self.off[row] as usize..self.off[row + 1] as usize]
    }
}

struct Solver {
    n: usize,
    w: usize,
    /// The mouse's moves and the cat's (without the hole).
    mouse_moves: Moves,
    cat_moves: Moves,
    /// Valid bits per word of a mouse-major row (cat nodes 1..n) and of a cat-major row (mouse
    /// nodes 0..n).
    valid_cat: Vec<u64>,
    valid_mouse: Vec<u64>,
    /// Mouse to move, mouse-major (computed) and cat-major (transposed): [mouse wins, cat wins].
    mm0: [Vec<u64>; 2],
    cm0: [Vec<u64>; 2],
    /// Cat to move, cat-major (computed) and mouse-major (transposed).
    cm1: [Vec<u64>; 2],
    mm1: [Vec<u64>; 2],
    /// Bits decided in the current ply, in the computing orientation, and their word indices.
    d0: [Vec<u64>; 2],
    d1: [Vec<u64>; 2],
    touched0: Vec<u32>,
    touched1: Vec<u32>,
    /// Words that changed in the last ply, in the orientation the next ply reads: mouse to move
    /// in cat-major (read by the cat's ply), cat to move in mouse-major (read by the mouse's).
    front0: Vec<u32>,
    front1: Vec<u32>,
    /// Scratch: target marks (one bit per word index), target list, block marks and list.
    mark: Vec<u64>,
    targets: Vec<u32>,
    block_mark: Vec<bool>,
    blocks: Vec<u32>,
    planes: Option<Planes>,
    mouse_wins: u64,
    cat_wins: u64,
    /// The start's children (the mouse's moves from its start, the cat on its start) and the ply
    /// each was decided in (`u32::MAX`: not yet).
    kids: Vec<(u32, u32)>,
}

/// Solves `graph` ply by ply (see the module doc). The caller has already checked the memory
/// and work limits. Stops with [`SolveError::Cancelled`] when `control` says so (checked every
/// ply and about every 65,000 recomputed words, when progress is reported as positions
/// decided of all positions).
pub fn solve_plies(
    graph: &Graph,
    goal: Goal,
    control: &dyn Control,
) -> Result<PlyResult, SolveError> {
    let n = graph.n();
    let w = n.div_ceil(64);
    let half = n * (n - 1);
    let len = 64 * w * w;
    let mut valid_mouse = vec![u64::MAX; w];
    if !n.is_multiple_of(64) {
        valid_mouse[w - 1] = (1u64 << (n % 64)) - 1;
    }
    let mut valid_cat = valid_mouse.clone();
    valid_cat[0] &= !1;
    let mat = || vec![0u64; len];
    let mut s = Solver {
        n,
        w,
        mouse_moves: Moves::new(n, w, |u| graph.neighbours(u).to_vec()),
        cat_moves: Moves::new(n, w, |u| {
            graph
                .neighbours(u)
                .iter()
                .copied()
                .filter(|&v| v != HOLE)
                .collect()
        }),
        valid_cat,
        valid_mouse,
        mm0: [mat(), mat()],
        cm0: [mat(), mat()],
        cm1: [mat(), mat()],
        mm1: [mat(), mat()],
        d0: [mat(), mat()],
        d1: [mat(), mat()],
        touched0: Vec::new(),
        touched1: Vec::new(),
        front0: Vec::new(),
        front1: Vec::new(),
        mark: vec![0u64; len.div_ceil(64)],
        targets: Vec::new(),
        block_mark: vec![false; w * w],
        blocks: Vec::new(),
        planes: (goal == Goal::Every).then(|| Planes::new(n)),
        mouse_wins: 0,
        cat_wins: 0,
        kids: graph
            .neighbours(MOUSE_START)
            .iter()
            .map(|&v| (v, u32::MAX))
            .collect(),
    };
    let total = 2 * half as u64;
    if let Some(p) = s.planes.as_mut() {
        p.reserve_value(0);
    }
    s.terminals();
    s.flush(0);
    s.note_kids(0);
    let mut ply = 0u32;
    let mut max_moves = 0u32;
    let mut start_moves = s.start_outcome().map(|_| 0);
    loop {
        if goal == Goal::Start && s.start_outcome().is_some() {
            break;
        }
        if s.front0.is_empty() && s.front1.is_empty() {
            break;
        }
        if control.cancelled() {
            return Err(SolveError::Cancelled);
        }
        control.progress(s.mouse_wins + s.cat_wins, total);
        ply += 1;
        if let Some(p) = s.planes.as_mut() {
            p.reserve_value(ply);
        }
        s.mouse_ply(control)?;
        s.cat_ply(control)?;
        if !s.touched0.is_empty() || !s.touched1.is_empty() {
            max_moves = ply;
        }
        s.flush(ply);
        s.note_kids(ply);
        if start_moves.is_none() && s.start_outcome().is_some() {
            start_moves = Some(ply);
        }
    }
    control.progress(total, total);
    let start = s.start_outcome().unwrap_or(Outcome::Draw);
    let first_move = s.first_move(start, start_moves);
    let Solver {
        cm0,
        cm1,
        planes,
        mouse_wins,
        cat_wins,
        ..
    } = s;
    let [cm0_mouse, _] = cm0;
    let [cm1_mouse, _] = cm1;
    Ok(PlyResult {
        start,
        words: w,
        mouse_win: [cm0_mouse, cm1_mouse],
        dist: planes.map(Distances::Planes),
        max_moves,
        mouse_wins,
        cat_wins,
        start_moves,
        first_move,
    })
}

/// One player's half of a ply: recompute words of the mover's matrices (rows = the mover's
/// node) from the neighbours' rows of the other player's matrices.
struct Ply<'a> {
    n: usize,
    w: usize,
    /// The mover's moves.
    moves: &'a Moves,
    /// Valid bits per word of a row.
    valid: &'a [u64],
    /// The positions after the move, same orientation: [mouse wins, cat wins].
    read: [&'a [u64]; 2],
    /// The mover: a word is a win where some move wins, a loss where every move loses.
    me: usize,
}

/// Dense plies over at least this many words are split between two threads (by block rows).
pub const TWO_THREADS_MIN_WORDS: usize = 1 << 15;

impl Ply<'_> {
    /// Recomputes `targets` (or every word when `dense`), adding the new bits to `set` and
    /// `delta` and the changed words to `touched`, in increasing order for a dense ply on any
    /// number of threads.
    fn run(
        &self,
        dense: bool,
        targets: &[u32],
        set: &mut [Vec<u64>; 2],
        delta: &mut [Vec<u64>; 2],
        touched: &mut Vec<u32>,
        control: &dyn Control,
    ) -> Result<(), SolveError> {
        if !dense {
            for (k, &t) in targets.iter().enumerate() {
                if k % CHECK_EVERY == CHECK_EVERY - 1 && control.cancelled() {
                    return Err(SolveError::Cancelled);
                }
                let t = t as usize;
                let (b, i) = (t / 64, t % 64);
                let (row, wd) = ((b / self.w) * 64 + i, b % self.w);
                let (nw, nl) = self.word(row, wd, set[0][t] | set[1][t]);
                if nw | nl != 0 {
                    touched.push(t as u32);
                    self.record(set, delta, t, nw, nl);
                }
            }
            return Ok(());
        }
        let w = self.w;
        let [s0, s1] = set;
        let [d0, d1] = delta;
        let words = s0.len();
        if words < TWO_THREADS_MIN_WORDS || w < 2 || !two_cores() {
            self.blocks(0, [s0, s1], [d0, d1], touched, control)
        } else {
            // Cut at a block-row boundary near the middle; the halves write disjoint words.
            let cut = (w / 2) * w * 64;
            let (s0a, s0b) = s0.split_at_mut(cut);
            let (s1a, s1b) = s1.split_at_mut(cut);
            let (d0a, d0b) = d0.split_at_mut(cut);
            let (d1a, d1b) = d1.split_at_mut(cut);
            let mut second = Vec::new();
            let (a, b) = std::thread::scope(|scope| {
                let worker =
                    scope.spawn(|| self.blocks(cut, [s0b, s1b], [d0b, d1b], &mut second, control));
                let a = self.blocks(0, [s0a, s1a], [d0a, d1a], touched, control);
                (a, worker.join())
            });
            a?;
            match b {
                Ok(b) => b?,
                Err(panic) => std::panic::resume_unwind(panic),
            }
            touched.extend_from_slice(&second);
            Ok(())
        }
    }

    /// Recomputes the words `first..first + set[0].len()` (whole blocks), where `set` and
    /// `delta` are those words of the matrices.
    fn blocks(
        &self,
        first: usize,
        set: [&mut [u64]; 2],
        delta: [&mut [u64]; 2],
        touched: &mut Vec<u32>,
        control: &dyn Control,
    ) -> Result<(), SolveError> {
        let w = self.w;
        let [s0, s1] = set;
        let [d0, d1] = delta;
        let chunks = s0
            .chunks_exact_mut(64)
            .zip(s1.chunks_exact_mut(64))
            .zip(d0.chunks_exact_mut(64))
            .zip(d1.chunks_exact_mut(64));
        for (k, (((x0, x1), y0), y1)) in chunks.enumerate() {
            if k % (CHECK_EVERY / 64) == CHECK_EVERY / 64 - 1 && control.cancelled() {
                return Err(SolveError::Cancelled);
            }
            let b = first / 64 + k;
            let (rb, wd) = (b / w, b % w);
            let (x0, x1, y0, y1) = (&mut x0[..64], &mut x1[..64], &mut y0[..64], &mut y1[..64]);
            for i in 0..64 {
                let (nw, nl) = self.word(rb * 64 + i, wd, x0[i] | x1[i]);
                if nw | nl != 0 {
                    touched.push((b * 64 + i) as u32);
                    let (win, lose) = if self.me == MOUSE {
                        (&mut x0[i], &mut x1[i])
                    } else {
                        (&mut x1[i], &mut x0[i])
                    };
                    *win |= nw;
                    *lose |= nl;
                    let (dw, dl) = if self.me == MOUSE {
                        (&mut y0[i], &mut y1[i])
                    } else {
                        (&mut y1[i], &mut y0[i])
                    };
                    *dw = nw;
                    *dl = nl;
                }
            }
        }
        Ok(())
    }

    /// The bits of word `wd` of row `row` (`decided`: its bits already decided) that this ply
    /// decides: won by the mover and lost by the mover. Nothing for row 0 (the mouse there has
    /// won; the cat is never there) and for the rows past `n` that round a block up.
    #[inline(always)]
    fn word(&self, row: usize, wd: usize, decided: u64) -> (u64, u64) {
        if row == 0 || row >= self.n {
            return (0, 0);
        }
        let und = !decided & self.valid[wd];
        if und == 0 {
            return (0, 0);
        }
        let nbrs = self.moves.of(row);
        if nbrs.is_empty() {
            return (0, 0);
        }
        let (win_of, lose_of) = (self.read[self.me], self.read[1 - self.me]);
        let (mut win, mut lose) = (0u64, u64::MAX);
        let col = 64 * wd;
        for &v in nbrs {
            let j = v as usize + col;
            win |= win_of[j];
            lose &= lose_of[j];
        }
        (win & und, lose & und & !win)
    }

    /// Adds the new bits of word `t` (a sparse ply).
    #[inline(always)]
    fn record(
        &self,
        set: &mut [Vec<u64>; 2],
        delta: &mut [Vec<u64>; 2],
        t: usize,
        nw: u64,
        nl: u64,
    ) {
        let (me, other) = (self.me, 1 - self.me);
        set[me][t] |= nw;
        set[other][t] |= nl;
        delta[me][t] = nw;
        delta[other][t] = nl;
    }
}

/// True if the machine has two cores or more (asked once).
fn two_cores() -> bool {
    static TWO: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *TWO.get_or_init(|| std::thread::available_parallelism().is_ok_and(|c| c.get() >= 2))
}

impl Solver {
    /// The outcome of the cat-to-move position (mouse `m`, cat on its start) once decided.
    fn kid_outcome(&self, m: u32) -> Option<Outcome> {
        let t = word_index(CAT_START as usize, m as usize / 64, self.w);
        let bit = 1u64 << (m % 64);
        if self.cm1[MOUSE][t] & bit != 0 {
            Some(Outcome::MouseWin)
        } else if self.cm1[CAT][t] & bit != 0 {
            Some(Outcome::CatWin)
        } else {
            None
        }
    }

    /// Records `ply` for the start's children decided by now.
    fn note_kids(&mut self, ply: u32) {
        for k in 0..self.kids.len() {
            if self.kids[k].1 == u32::MAX && self.kid_outcome(self.kids[k].0).is_some() {
                self.kids[k].1 = ply;
            }
        }
    }

    /// The mouse's best first move, once the start is decided in ply `start_moves` with outcome
    /// `start` (or the solve has ended with it undecided: a draw). A win is decided one ply after
    /// its fastest winning child and a loss one ply after its slowest child, so the best moves
    /// are the children with the start's outcome decided in the ply before; in a draw, the
    /// children still undecided. The lowest node among them.
    fn first_move(&self, start: Outcome, start_moves: Option<u32>) -> Option<u32> {
        self.kids
            .iter()
            .filter(|&&(v, ply)| match start_moves {
                Some(d) => d > 0 && ply == d - 1 && self.kid_outcome(v) == Some(start),
                None => self.kid_outcome(v).is_none(),
            })
            .map(|&(v, _)| v)
            .min()
    }

    /// The start position's outcome once decided.
    fn start_outcome(&self) -> Option<Outcome> {
        let t = word_index(MOUSE_START as usize, CAT_START as usize / 64, self.w);
        let bit = 1u64 << (CAT_START % 64);
        if self.mm0[MOUSE][t] & bit != 0 {
            Some(Outcome::MouseWin)
        } else if self.mm0[CAT][t] & bit != 0 {
            Some(Outcome::CatWin)
        } else {
            None
        }
    }

    /// Ply 0: mouse in the hole (mouse wins), cat on the mouse (cat wins), for both players.
    fn terminals(&mut self) {
        let (n, w) = (self.n, self.w);
        // Mouse to move, mouse-major: row 0 all cats; row m bit m.
        for wd in 0..w {
            Self::add(
                &mut self.mm0,
                &mut self.d0,
                &mut self.touched0,
                word_index(0, wd, w),
                MOUSE,
                self.valid_cat[wd],
            );
        }
        for m in 1..n {
            Self::add(
                &mut self.mm0,
                &mut self.d0,
                &mut self.touched0,
                word_index(m, m / 64, w),
                CAT,
                1 << (m % 64),
            );
        }
        // Cat to move, cat-major: row c bit 0 (mouse wins) and bit c (cat wins).
        for c in 1..n {
            Self::add(
                &mut self.cm1,
                &mut self.d1,
                &mut self.touched1,
                word_index(c, 0, w),
                MOUSE,
                1,
            );
            Self::add(
                &mut self.cm1,
                &mut self.d1,
                &mut self.touched1,
                word_index(c, c / 64, w),
                CAT,
                1 << (c % 64),
            );
        }
    }

    /// Records new bits `bits` for winner `who` at word `t` of a computing-orientation matrix
    /// and its delta.
    #[inline]
    fn add(
        set: &mut [Vec<u64>; 2],
        delta: &mut [Vec<u64>; 2],
        touched: &mut Vec<u32>,
        t: usize,
        who: usize,
        bits: u64,
    ) {
        if delta[MOUSE][t] | delta[CAT][t] == 0 {
            touched.push(t as u32);
        }
        set[who][t] |= bits;
        delta[who][t] |= bits;
    }

    /// Collects the words to recompute: the neighbours' rows of each frontier word, or every
    /// word when that is about as many (a dense ply). `which` 0: the mouse's ply (frontier: the
    /// cat-to-move words in mouse-major form, rows linked by the mouse's moves); 1: the cat's
    /// (frontier: the mouse-to-move words in cat-major form, rows linked by the cat's moves).
    /// Returns true for a dense ply (every word; `targets` is then left empty).
    fn collect_targets(&mut self, which: usize) -> bool {
        let (n, w) = (self.n, self.w);
        self.targets.clear();
        let front = if which == 0 {
            &self.front1
        } else {
            &self.front0
        };
        let moves = if which == 0 {
            &self.mouse_moves
        } else {
            &self.cat_moves
        };
        let avg_deg = moves.at.len() / n.max(1) + 1;
        if front.len().saturating_mul(avg_deg) >= n * w / 2 {
            return true;
        }
        // A move u → v is also v → u (the graph is undirected; the cat's moves leave out the
        // hole, which is never the cat's row): the rows to recompute are the frontier rows'
        // moves.
        for &f in front {
            let (b, i) = (f as usize / 64, f as usize % 64);
            let (row, wd) = ((b / w) * 64 + i, b % w);
            for &u in moves.of(row) {
                let t = u as usize + 64 * wd;
                let (k, bit) = (t / 64, 1u64 << (t % 64));
                if self.mark[k] & bit == 0 {
                    self.mark[k] |= bit;
                    self.targets.push(t as u32);
                }
            }
        }
        for &t in &self.targets {
            self.mark[t as usize / 64] = 0;
        }
        false
    }

    /// The mouse-to-move positions decided in this ply (mouse-major rows).
    fn mouse_ply(&mut self, control: &dyn Control) -> Result<(), SolveError> {
        let dense = self.collect_targets(0);
        let ply = Ply {
            n: self.n,
            w: self.w,
            moves: &self.mouse_moves,
            valid: &self.valid_cat,
            read: [&self.mm1[MOUSE], &self.mm1[CAT]],
            me: MOUSE,
        };
        ply.run(
            dense,
            &self.targets,
            &mut self.mm0,
            &mut self.d0,
            &mut self.touched0,
            control,
        )
    }

    /// The cat-to-move positions decided in this ply (cat-major rows).
    fn cat_ply(&mut self, control: &dyn Control) -> Result<(), SolveError> {
        let dense = self.collect_targets(1);
        let ply = Ply {
            n: self.n,
            w: self.w,
            moves: &self.cat_moves,
            valid: &self.valid_mouse,
            read: [&self.cm0[MOUSE], &self.cm0[CAT]],
            me: CAT,
        };
        ply.run(
            dense,
            &self.targets,
            &mut self.cm1,
            &mut self.d1,
            &mut self.touched1,
            control,
        )
    }

    /// Transposes this ply's new bits into the other orientation, records their distance
    /// `ply`, counts them, clears the deltas and makes them the next frontier. Works a block
    /// of 64 words at a time, in straight loops over the block.
    fn flush(&mut self, ply: u32) {
        let w = self.w;
        self.front0.clear();
        self.front1.clear();
        for turn in [1, 0] {
            let touched = if turn == 0 {
                &self.touched0
            } else {
                &self.touched1
            };
            // The blocks with new bits, in order when most of them have some.
            self.blocks.clear();
            if touched.len() >= 8 * w * w {
                self.blocks.extend(0..(w * w) as u32);
            } else {
                for &t in touched.iter() {
                    let b = t as usize / 64;
                    if !self.block_mark[b] {
                        self.block_mark[b] = true;
                        self.blocks.push(b as u32);
                    }
                }
            }
            let (delta, set, front) = if turn == 0 {
                (&mut self.d0, &mut self.cm0, &mut self.front0)
            } else {
                (&mut self.d1, &mut self.mm1, &mut self.front1)
            };
            let [delta_m, delta_c] = delta;
            let [set_m, set_c] = set;
            for &b in &self.blocks {
                let b = b as usize;
                self.block_mark[b] = false;
                let at = 64 * b;
                let mut m: [u64; 64] = delta_m[at..at + 64].try_into().unwrap_or([0; 64]);
                let mut c: [u64; 64] = delta_c[at..at + 64].try_into().unwrap_or([0; 64]);
                delta_m[at..at + 64].fill(0);
                delta_c[at..at + 64].fill(0);
                let mut both = [0u64; 64];
                let mut any = 0;
                for ((x, &y), &z) in both.iter_mut().zip(&m).zip(&c) {
                    *x = y | z;
                    any |= *x;
                }
                if any == 0 {
                    continue;
                }
                self.mouse_wins += m.iter().map(|x| x.count_ones() as u64).sum::<u64>();
                self.cat_wins += c.iter().map(|x| x.count_ones() as u64).sum::<u64>();
                if turn == 1 {
                    // Cat to move: the distances from the cat-major block itself.
                    if let Some(planes) = self.planes.as_mut() {
                        planes.or_block(1, at, &both, ply);
                    }
                }
                transpose64(&mut m);
                transpose64(&mut c);
                // The transposed block: rows wc·64.., word rb.
                let (rb, wc) = (b / w, b % w);
                let out = 64 * (wc * w + rb);
                for (x, y) in set_m[out..out + 64].iter_mut().zip(&m) {
                    *x |= y;
                }
                for (x, y) in set_c[out..out + 64].iter_mut().zip(&c) {
                    *x |= y;
                }
                for (i, (&y, &z)) in m.iter().zip(&c).enumerate() {
                    both[i] = y | z;
                    if y | z != 0 {
                        front.push((out + i) as u32);
                    }
                }
                if turn == 0 {
                    // Mouse to move: the distances from the transposed (cat-major) block.
                    if let Some(planes) = self.planes.as_mut() {
                        planes.or_block(0, out, &both, ply);
                    }
                }
            }
        }
        self.touched0.clear();
        self.touched1.clear();
    }
}
