//! The value-only solve on two threads: the anti-diagonals cut in two, synchronised once per
//! block of [`BLOCK`] diagonals rather than once per diagonal.
//!
//! Cell `i` of diagonal `t` (the interval `i..=i+len-1`) reads cells `i` and `i + 1` of diagonal
//! `t - 1`: information only flows from higher to lower indices. Cut a block at `h`:
//!
//! * the right part `[h, m_t)` reads nothing left of `h`: the worker thread computes it for
//!   the whole block on its own;
//! * the left part shrinks by one a step, `[0, h - t)`: cell `h - t - 1` reads `h - t` of the
//!   step before, still inside the part. The calling thread computes it on its own;
//! * what is left, the triangle `[h - t, h)` for `t = 1..=B` (B²/2 cells), needs both sides'
//!   boundary values, which each side records as it goes; the calling thread fills it once
//!   the worker has sent its record.
//!
//! Each thread keeps its own two diagonal buffers (the cores keep their halves in their own
//! caches). Between blocks the cut moves left as the diagonals shrink (keeping the halves'
//! work equal), and the calling thread hands the worker the values it now owns. One message
//! each way per block; at the end the worker sends its part of the last diagonal and the rest
//! is finished on one thread. The arithmetic is the same kernel on the same cells, so the
//! result is identical to the one-thread solve (the tests compare them).

use std::sync::mpsc;

use super::Kernel;
use super::kernel::Cell;
use crate::games::{Control, SolveError};

/// Diagonals per block: one round trip between the threads per block, and a triangle of
/// `BLOCK² / 2` cells done on one thread.
pub const BLOCK: usize = 256;

/// The two-thread phase stops when the diagonals are this short (the rest is one thread's).
const MIN_LEN: usize = 4 * BLOCK;

/// Work for the worker: take `values` as cells `from..` of the current diagonal, then compute
/// `steps` diagonals on `[h, m_t)` starting with diagonal length `len0`.
struct Block<T> {
    h: usize,
    len0: usize,
    steps: usize,
    from: usize,
    values: Vec<T>,
}

enum ToWorker<T> {
    Block(Block<T>),
    /// Send cells `h..m` of the current diagonal back and stop.
    Finish {
        h: usize,
        m: usize,
    },
}

/// How long a thread waiting for the other one's message polls before it sleeps. A block's
/// half takes 0.1–0.5 ms on 20,000 piles; a thread that slept there would be woken on the
/// waker's core (Linux's wake-affine placement) and the two would take turns on one core:
/// `perf sched timehist` showed `gamedp solve` using 1.05–1.17 CPUs with a plain `recv`,
/// 1.6 polling. After the first [`SPIN_HOT`] it polls with `yield_now`, so that when both
/// threads do share a core (another program busy on the other) the one it waits for runs.
const SPIN: std::time::Duration = std::time::Duration::from_millis(2);
const SPIN_HOT: std::time::Duration = std::time::Duration::from_micros(50);

/// `rx.recv()`, polling for up to [`SPIN`] before sleeping.
fn recv_spinning<M>(rx: &mpsc::Receiver<M>) -> Result<M, mpsc::RecvError> {
    let start = std::time::Instant::now();
    let mut polls = 0u32;
    let mut hot = true;
    loop {
        match rx.try_recv() {
            Ok(msg) => return Ok(msg),
            Err(mpsc::TryRecvError::Disconnected) => return Err(mpsc::RecvError),
            Err(mpsc::TryRecvError::Empty) => {}
        }
        polls += 1;
        if hot {
            if polls.is_multiple_of(32) && start.elapsed() > SPIN_HOT {
                hot = false;
            }
            std::hint::spin_loop();
        } else {
            if polls.is_multiple_of(8) && start.elapsed() > SPIN {
                return rx.recv();
            }
            std::thread::yield_now();
        }
    }
}

/// The worker: its own buffers over absolute indices, only `[h, m)` meaningful.
fn worker<T: Cell>(
    piles: &[T],
    kernel: Kernel,
    inbox: mpsc::Receiver<ToWorker<T>>,
    outbox: mpsc::Sender<Vec<T>>,
) {
    let n = piles.len();
    let mut prev = vec![T::default(); n + 1];
    let mut next = vec![T::default(); n + 1];
    while let Ok(msg) = recv_spinning(&inbox) {
        match msg {
            ToWorker::Block(b) => {
                prev[b.from..b.from + b.values.len()].copy_from_slice(&b.values);
                // record[t - 1]: cell h of diagonal t - 1
                let mut record = Vec::with_capacity(b.steps);
                for t in 1..=b.steps {
                    let len = b.len0 + t - 1;
                    let m = n - len + 1;
                    record.push(prev[b.h]);
                    kernel.step(
                        &piles[b.h..m],
                        &piles[b.h + len - 1..],
                        &prev[b.h..m + 1],
                        &mut next[b.h..m],
                    );
                    std::mem::swap(&mut prev, &mut next);
                }
                if outbox.send(record).is_err() {
                    return;
                }
            }
            ToWorker::Finish { h, m } => {
                let _ = outbox.send(prev[h..m].to_vec());
                return;
            }
        }
    }
}

/// The cut for a block starting with diagonal length `len0` and `steps` diagonals: the left
/// part's work `Σ (h - t)` equal to the right part's `Σ (m_t - h)`.
fn cut(n: usize, len0: usize, steps: usize) -> usize {
    let m_first = n - len0 + 1;
    let m_last = m_first + 1 - steps;
    let m_mid = (m_first + m_last) / 2;
    ((m_mid + steps / 2) / 2).clamp(steps, m_last - 1)
}

/// Solve diagonals `2..=n` of `piles` on two threads and return the last one's single cell
/// (`prev` holds diagonal 1, the piles). `None` from a worker that failed (then the caller
/// solves on one thread). Progress and cancellation as in the one-thread solve, once a block.
pub fn solve_two_threads<T: Cell>(
    piles: &[T],
    kernel: Kernel,
    control: &dyn Control,
) -> Result<Option<T>, SolveError> {
    let n = piles.len();
    let mut prev = piles.to_vec();
    prev.push(T::default());
    let mut next = vec![T::default(); n + 1];
    let all = super::cell_count(n);
    let mut done = n as u64;
    let result = std::thread::scope(|scope| -> Result<Option<T>, SolveError> {
        let (to_worker, inbox) = mpsc::channel();
        let (outbox, from_worker) = mpsc::channel();
        let here = crate::games::cores::current_cpu();
        scope.spawn(move || {
            crate::games::cores::leave_cpu(here);
            worker(piles, kernel, inbox, outbox)
        });
        let mut len0 = 2;
        // the worker's cells begin at `owned` (nothing yet: n)
        let mut owned = n;
        let mut tri = Vec::with_capacity(BLOCK);
        let mut cur = Vec::with_capacity(BLOCK + 1);
        while n + 1 - len0 >= MIN_LEN + BLOCK {
            let steps = BLOCK;
            let h = cut(n, len0, steps).min(owned);
            let m_prev = n + 2 - len0;
            let block = Block {
                h,
                len0,
                steps,
                from: h,
                values: prev[h..owned.min(m_prev)].to_vec(),
            };
            if to_worker.send(ToWorker::Block(block)).is_err() {
                return Ok(None);
            }
            owned = h;
            // The left part, recording cell h - t of diagonal t - 1.
            let mut record = Vec::with_capacity(steps);
            for t in 1..=steps {
                let len = len0 + t - 1;
                let w = h - t;
                record.push(prev[w]);
                kernel.step(
                    &piles[..w],
                    &piles[len - 1..],
                    &prev[..w + 1],
                    &mut next[..w],
                );
                std::mem::swap(&mut prev, &mut next);
            }
            let Ok(right) = recv_spinning(&from_worker) else {
                return Ok(None);
            };
            // The triangle [h - t, h), from both records.
            tri.clear();
            for t in 1..=steps {
                let len = len0 + t - 1;
                cur.clear();
                cur.push(record[t - 1]);
                cur.extend_from_slice(&tri);
                cur.push(right[t - 1]);
                tri.resize(t, T::default());
                kernel.step(&piles[h - t..h], &piles[h - t + len - 1..], &cur, &mut tri);
            }
            prev[h - steps..h].copy_from_slice(&tri);
            for t in 0..steps {
                done += (n - (len0 + t) + 1) as u64;
            }
            len0 += steps;
            if control.cancelled() {
                return Err(SolveError::Cancelled);
            }
            control.progress(done, all);
        }
        // Take the worker's part of the current diagonal back.
        let m = n + 2 - len0;
        if owned < m {
            if to_worker.send(ToWorker::Finish { h: owned, m }).is_err() {
                return Ok(None);
            }
            let Ok(right) = recv_spinning(&from_worker) else {
                return Ok(None);
            };
            prev[owned..m].copy_from_slice(&right);
        }
        drop(to_worker);
        // The short diagonals left, on this thread.
        for len in len0..=n {
            let m = n - len + 1;
            kernel.step(
                &piles[..m],
                &piles[len - 1..],
                &prev[..m + 1],
                &mut next[..m],
            );
            std::mem::swap(&mut prev, &mut next);
        }
        Ok(Some(prev[0]))
    });
    control.progress(all, all);
    result
}
