//! [`super::min_cost_fast`] on two threads: the columns of the O(n²) algorithm two at a time.
//!
//! Column `j` reads only columns `<= j - 2` (the breakpoint starts at `k0 = j - 1` and only
//! falls; it reads `L(k0) = dp[i][k0 - 1]` and, to move, `dp[i][k0 - 2]`) and itself. So
//! columns `j` and `j + 1` need nothing from each other: the calling thread fills the even
//! columns, a worker the odd ones, and a thread starts column `j` once the other has finished
//! column `j - 3` (one column of slack either way). The arithmetic is
//! [`super::fast::fill_column`] on the same cells, so the answer is the one-thread answer (the
//! tests compare them).
//!
//! Memory is kept as low as on one thread: a column no later column can read (below
//! `k0(1, j) - 2`, see [`super::min_cost_fast`]) is freed by the calling thread, taking the
//! smaller `k0(1, ·)` of the two threads' last finished columns (a column still being filled is
//! to the right of both, and `k0(1, j)` grows with `j`).
//!
//! The first [`SERIAL_COLUMNS`] columns (tiny: a synchronisation would cost more than the
//! column) are filled on the calling thread.

use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicUsize, Ordering};

use super::fast::{Deque, fill_column};
use crate::games::{Control, SolveError};

/// Columns filled on one thread before the two threads start.
const SERIAL_COLUMNS: usize = 1_024;

/// The finished columns, shared by both threads: column `c` is `c` cells, or null before it is
/// finished and after it is freed.
struct Columns {
    cols: Vec<AtomicPtr<u32>>,
}

impl Columns {
    fn new(n: usize) -> Self {
        Columns {
            cols: (0..=n)
                .map(|_| AtomicPtr::new(std::ptr::null_mut()))
                .collect(),
        }
    }

    /// Publishes the finished column `c` (the thread then announces it with a release store).
    fn publish(&self, c: usize, col: Vec<u32>) {
        debug_assert_eq!(col.len(), c);
        let ptr = Box::into_raw(col.into_boxed_slice()) as *mut u32;
        let old = self.cols[c].swap(ptr, Ordering::Release);
        debug_assert!(old.is_null());
    }

    /// Column `c`, finished (announced to this thread) and not freed.
    #[inline(always)]
    fn get(&self, c: usize) -> &[u32] {
        let ptr = self.cols[c].load(Ordering::Acquire);
        assert!(
            !ptr.is_null(),
            "column {c} read before it was finished or after it was freed"
        );
        // SAFETY: a non-null pointer is a leaked boxed slice of `c` cells (`publish`), written
        // before the release store that announced it; only `free` releases it, for columns no
        // thread reads any more (the module doc).
        unsafe { std::slice::from_raw_parts(ptr, c) }
    }

    /// Frees column `c` (if it is still there).
    fn free(&self, c: usize) {
        let ptr = self.cols[c].swap(std::ptr::null_mut(), Ordering::AcqRel);
        if !ptr.is_null() {
            // SAFETY: `ptr` came from `Box::into_raw` of a `c`-cell slice in `publish`, and the
            // swap took it out, so it is freed once.
            drop(unsafe { Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, c)) });
        }
    }
}

impl Drop for Columns {
    fn drop(&mut self) {
        for c in 0..self.cols.len() {
            self.free(c);
        }
    }
}

/// What the two threads share besides the columns.
struct Progress {
    /// The last column each thread finished (the even one's, the odd one's).
    done: [AtomicUsize; 2],
    /// `k0(1, j)` of that column.
    top: [AtomicUsize; 2],
    /// Set when either thread stops early (cancelled, or a panic): the other stops waiting.
    stop: AtomicBool,
    /// Set by the calling thread when it goes on alone: the worker stops before its next column.
    solo: AtomicBool,
}

/// Sets `stop` when dropped: a thread that returns or panics never leaves the other waiting.
struct StopOnDrop<'a>(&'a AtomicBool);

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Release);
    }
}

/// Waits until the thread `other` has finished column `c` (true), or `stop` (false).
fn wait_for(p: &Progress, other: usize, c: usize) -> bool {
    let mut spins = 0u32;
    while p.done[other].load(Ordering::Acquire) < c {
        if p.stop.load(Ordering::Acquire) {
            // A thread that finished its last column also stops: look once more.
            return p.done[other].load(Ordering::Acquire) >= c;
        }
        spins += 1;
        if spins < 2_000 {
            std::hint::spin_loop();
        } else {
            // The other thread is descheduled (the cores are shared): give it the core.
            std::thread::yield_now();
        }
    }
    true
}

/// The worker: fills the columns of parity `parity` from `first` to `n`, waiting for the
/// calling thread's, until done, stopped, or told to leave the rest to the calling thread.
fn worker(n: usize, first: usize, parity: usize, cols: &Columns, p: &Progress) {
    let mut deque = Deque::new(n);
    let mut j = first + (first + parity) % 2;
    while j <= n {
        if p.solo.load(Ordering::Acquire) || !wait_for(p, 1 - parity, j - 3) {
            return;
        }
        let mut col = vec![0u32; j];
        let top = fill_column::<false>(j, |c| cols.get(c), &mut col, &mut [], &mut deque);
        cols.publish(j, col);
        p.top[parity].store(top, Ordering::Release);
        p.done[parity].store(j, Ordering::Release);
        j += 2;
    }
}

/// The calling thread gives up on the worker when it has spent more than this share of its
/// time waiting for it (checked every [`SOLO_CHECK`] columns after [`SOLO_GRACE`]): on a
/// machine whose cores are busy with other work the worker is often descheduled, and one
/// column of slack makes every such pause the caller's too.
const SOLO_WAIT_SHARE: f64 = 0.3;
const SOLO_CHECK: usize = 64;
const SOLO_GRACE: std::time::Duration = std::time::Duration::from_millis(10);

/// `dp[1][n]` on two threads (`n` already checked against the limits).
pub(super) fn min_cost_two_threads(n: usize, control: &dyn Control) -> Result<u64, SolveError> {
    min_cost_two_threads_with(n, control, SOLO_WAIT_SHARE, SOLO_GRACE)
}

/// [`min_cost_two_threads`] with the calling thread going on alone when it has waited more
/// than `solo_share` of its time (a negative share: at its first check after `grace`).
pub(super) fn min_cost_two_threads_with(
    n: usize,
    control: &dyn Control,
    solo_share: f64,
    grace: std::time::Duration,
) -> Result<u64, SolveError> {
    let cells = (n * (n + 1) / 2) as u64;
    let cols = Columns::new(n);
    let serial = SERIAL_COLUMNS.min(n);
    let mut deque = Deque::new(n);
    let mut dead = 1;
    let mut top = 1;
    let fill = |j: usize, deque: &mut Deque| {
        let mut col = vec![0u32; j];
        let top = fill_column::<false>(j, |c| cols.get(c), &mut col, &mut [], deque);
        cols.publish(j, col);
        top
    };
    for j in 1..=serial {
        if control.cancelled() {
            return Err(SolveError::Cancelled);
        }
        top = fill(j, &mut deque);
        while dead + 2 < top {
            cols.free(dead);
            dead += 1;
        }
    }
    let p = Progress {
        done: [AtomicUsize::new(serial), AtomicUsize::new(serial)],
        top: [AtomicUsize::new(top), AtomicUsize::new(top)],
        stop: AtomicBool::new(false),
        solo: AtomicBool::new(false),
    };
    let first = serial + 1;
    let (me, other) = (first % 2, 1 - first % 2);
    let mut result = Ok(());
    std::thread::scope(|scope| {
        let mut handle = Some(scope.spawn(|| {
            let _stop = StopOnDrop(&p.stop);
            worker(n, first, other, &cols, &p);
        }));
        let _stop = StopOnDrop(&p.stop);
        let started = std::time::Instant::now();
        let mut waited = std::time::Duration::ZERO;
        let mut j = first;
        let mut solo = false;
        while j <= n {
            if control.cancelled() {
                result = Err(SolveError::Cancelled);
                return;
            }
            if solo {
                // Every column now, except the worker's finished ones.
                if j % 2 == me || j > p.done[other].load(Ordering::Acquire) {
                    top = fill(j, &mut deque);
                    while dead + 2 < top {
                        cols.free(dead);
                        dead += 1;
                    }
                }
                control.progress((j * (j + 1) / 2) as u64, cells);
                j += 1;
                continue;
            }
            if p.done[other].load(Ordering::Acquire) + 3 < j {
                let t = std::time::Instant::now();
                if !wait_for(&p, other, j - 3) {
                    // The worker stopped (it panicked): the scope re-raises its panic.
                    result = Err(SolveError::Cancelled);
                    return;
                }
                waited += t.elapsed();
            }
            let t = fill(j, &mut deque);
            p.top[me].store(t, Ordering::Release);
            p.done[me].store(j, Ordering::Release);
            let both = t.min(p.top[other].load(Ordering::Acquire));
            while dead + 2 < both {
                cols.free(dead);
                dead += 1;
            }
            control.progress((j * (j + 1) / 2) as u64, cells);
            j += 2;
            if j % (2 * SOLO_CHECK) < 2 {
                let elapsed = started.elapsed();
                if elapsed >= grace && waited.as_secs_f64() > solo_share * elapsed.as_secs_f64() {
                    p.solo.store(true, Ordering::Release);
                    if let Some(Err(panic)) = handle.take().map(|h| h.join()) {
                        std::panic::resume_unwind(panic);
                    }
                    solo = true;
                    // Continue right after the last column this thread finished.
                    j -= 1;
                }
            }
        }
    });
    result?;
    Ok(u64::from(cols.get(n)[0]))
}
