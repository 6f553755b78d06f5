//! The background job runner every tab uses.
//!
//! A [`JobRunner`] owns at most one running job: a worker thread that runs a solve with a
//! [`Control`] for progress and cancel, and sends the result back over a channel. The UI polls the
//! runner once per frame ([`JobRunner::poll`]) and never waits for it. Progress and the end of a
//! job wake the UI through a [`Waker`] (in the app, `Context::request_repaint`).
//!
//! Stale results are dropped by construction: starting a new job or calling
//! [`JobRunner::invalidate`] cancels the old job and forgets its channel, so whatever it still
//! sends goes nowhere. A panic inside a job is caught and reported as [`JobError::Panicked`];
//! the app keeps running.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::{Duration, Instant};

use crate::games::{Control, SolveError};

/// Something that wakes the UI (a repaint request). Must be cheap and callable from any thread.
///
/// A job's end and its progress wake the UI differently: an end has a result to show at once,
/// progress only a number that may wait for the next frame. In the app the end asks egui for
/// a frame now, progress for one within [`PROGRESS_WAKE_MS`]: a frame already due by then (a
/// busy spinner's) shows the progress too, so progress adds no frames of its own. (An
/// immediate request draws two frames in egui, and with software rendering each frame of a
/// large view costs tens of milliseconds of both cores, taken from the solve.)
#[derive(Clone)]
pub struct Waker {
    done: Arc<dyn Fn() + Send + Sync>,
    progress: Arc<dyn Fn() + Send + Sync>,
}

impl Waker {
    /// A waker that calls `wake` for ends and for progress alike.
    pub fn new(wake: impl Fn() + Send + Sync + 'static) -> Self {
        let wake: Arc<dyn Fn() + Send + Sync> = Arc::new(wake);
        Waker {
            done: wake.clone(),
            progress: wake,
        }
    }

    /// A waker that calls `done` when a job ends (or a dialog answers) and `progress` when a
    /// job reports progress.
    pub fn with_progress(
        done: impl Fn() + Send + Sync + 'static,
        progress: impl Fn() + Send + Sync + 'static,
    ) -> Self {
        Waker {
            done: Arc::new(done),
            progress: Arc::new(progress),
        }
    }

    /// Wake the UI: something is ready to show.
    pub fn wake(&self) {
        (self.done)()
    }

    /// Wake the UI for progress (throttled by the job to one call per [`PROGRESS_WAKE_MS`]).
    pub fn wake_for_progress(&self) {
        (self.progress)()
    }
}

/// A waker that does nothing (tests that poll by hand).
pub fn no_waker() -> Waker {
    Waker::new(|| {})
}

/// Why a job produced no result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JobError {
    /// The solver refused or failed (too big, invalid input, cancelled from inside).
    Solve(SolveError),
    /// The job panicked; the message is the panic payload.
    Panicked(String),
}

impl std::fmt::Display for JobError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            JobError::Solve(e) => write!(f, "{e}"),
            JobError::Panicked(msg) => write!(f, "internal error in the solver: {msg}"),
        }
    }
}

/// What a finished job reports.
pub type JobResult<T> = Result<T, JobError>;

/// Progress wakes the UI at most once per this many milliseconds.
pub const PROGRESS_WAKE_MS: u64 = 250;

/// The [`Control`] a job sees: a cancel flag, progress counters and a throttled waker.
pub struct JobControl {
    cancel: AtomicBool,
    done: AtomicU64,
    total: AtomicU64,
    /// Milliseconds since `started` of the last wake-up sent for progress.
    last_wake_ms: AtomicU64,
    started: Instant,
    waker: Waker,
}

impl JobControl {
    fn new(waker: Waker) -> Self {
        JobControl {
            cancel: AtomicBool::new(false),
            done: AtomicU64::new(0),
            total: AtomicU64::new(0),
            last_wake_ms: AtomicU64::new(0),
            started: Instant::now(),
            waker,
        }
    }

    /// Fraction done in 0..=1, if the job has reported any progress.
    pub fn fraction(&self) -> Option<f32> {
        let total = self.total.load(Ordering::Relaxed);
        (total > 0).then(|| (self.done.load(Ordering::Relaxed) as f64 / total as f64) as f32)
    }
}

impl Control for JobControl {
    fn progress(&self, done: u64, total: u64) {
        self.done.store(done, Ordering::Relaxed);
        self.total.store(total, Ordering::Relaxed);
        // Wake the UI at most four times a second for progress: each wake draws a frame of the
        // tab's view, and with software rendering a frame of a 5,000-node graph took more of
        // the two cores than the solve itself (perf: 63 % of the samples in the rasteriser's
        // threads while the solve ran at 30 wakes a second).
        let now = self.started.elapsed().as_millis() as u64;
        let last = self.last_wake_ms.load(Ordering::Relaxed);
        if now >= last + PROGRESS_WAKE_MS
            && self
                .last_wake_ms
                .compare_exchange(last, now, Ordering::Relaxed, Ordering::Relaxed)
                .is_ok()
        {
            self.waker.wake_for_progress();
        }
    }

    fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }
}

struct Running<T> {
    label: String,
    control: Arc<JobControl>,
    receiver: Receiver<JobResult<T>>,
}

/// Runs one background job at a time for one owner (a tab, the file actions).
pub struct JobRunner<T> {
    waker: Waker,
    running: Option<Running<T>>,
    /// Incremented on every start and invalidation: lets owners tag what a result belongs to.
    generation: u64,
}

impl<T: Send + 'static> JobRunner<T> {
    /// A runner that wakes the UI with `waker`.
    pub fn new(waker: Waker) -> Self {
        JobRunner {
            waker,
            running: None,
            generation: 0,
        }
    }

    /// Start `job` on a worker thread, cancelling (and forgetting) any job still running.
    pub fn start<F>(&mut self, label: impl Into<String>, job: F)
    where
        F: FnOnce(&dyn Control) -> Result<T, SolveError> + Send + 'static,
    {
        self.invalidate();
        let control = Arc::new(JobControl::new(self.waker.clone()));
        let (sender, receiver) = channel();
        let thread_control = control.clone();
        let waker = self.waker.clone();
        let label = label.into();
        let spawned = std::thread::Builder::new()
            .name(format!("gamedp-job-{label}"))
            .spawn(move || {
                let result = catch_unwind(AssertUnwindSafe(|| job(&*thread_control)));
                let result = match result {
                    Ok(r) => r.map_err(JobError::Solve),
                    Err(payload) => Err(JobError::Panicked(panic_message(payload.as_ref()))),
                };
                // The receiver is gone if the job was cancelled or superseded: nothing to do.
                let _ = sender.send(result);
                waker.wake();
            });
        match spawned {
            Ok(_) => {
                self.running = Some(Running {
                    label,
                    control,
                    receiver,
                })
            }
            Err(e) => {
                // No thread: report it as a failed job on the next poll.
                let (sender, receiver) = channel();
                let _ = sender.send(Err(JobError::Panicked(format!(
                    "could not start a worker thread: {e}"
                ))));
                self.running = Some(Running {
                    label,
                    control,
                    receiver,
                });
            }
        }
    }

    /// Cancel the running job, if any, and drop whatever it would still report.
    pub fn invalidate(&mut self) {
        if let Some(running) = self.running.take() {
            running.control.cancel.store(true, Ordering::Relaxed);
        }
        self.generation += 1;
    }

    /// Same as [`JobRunner::invalidate`]; reads better at a "Cancel" button.
    pub fn cancel(&mut self) {
        self.invalidate();
    }

    /// Call once per frame: the finished job's result, if one arrived.
    pub fn poll(&mut self) -> Option<JobResult<T>> {
        let running = self.running.as_ref()?;
        match running.receiver.try_recv() {
            Ok(result) => {
                self.running = None;
                Some(result)
            }
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => {
                self.running = None;
                Some(Err(JobError::Panicked(
                    "the worker thread ended without a result".into(),
                )))
            }
        }
    }

    /// True while a job runs.
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// The running job's label, fraction done (if known) and time so far.
    pub fn status(&self) -> Option<(&str, Option<f32>, Duration)> {
        self.running.as_ref().map(|r| {
            (
                r.label.as_str(),
                r.control.fraction(),
                r.control.started.elapsed(),
            )
        })
    }

    /// Counter of starts and invalidations.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// Block until the running job ends (tests and the command line only, never the UI).
    pub fn wait(&mut self, timeout: Duration) -> Option<JobResult<T>> {
        let deadline = Instant::now() + timeout;
        loop {
            if let Some(r) = self.poll() {
                return Some(r);
            }
            if !self.is_running() || Instant::now() >= deadline {
                return None;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
    }
}

impl<T> Drop for JobRunner<T> {
    fn drop(&mut self) {
        if let Some(running) = self.running.take() {
            running.control.cancel.store(true, Ordering::Relaxed);
        }
    }
}

/// The text of a panic payload.
pub fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "unknown panic".to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;

    #[test]
    fn result_arrives_and_wakes() {
        let wakes = Arc::new(AtomicUsize::new(0));
        let w = wakes.clone();
        let mut runner = JobRunner::new(Waker::new(move || {
            w.fetch_add(1, Ordering::Relaxed);
        }));
        runner.start("sum", |_c| Ok(2 + 2));
        assert_eq!(runner.wait(Duration::from_secs(5)), Some(Ok(4)));
        assert!(wakes.load(Ordering::Relaxed) >= 1);
        assert!(!runner.is_running());
    }

    #[test]
    fn progress_and_the_end_wake_through_their_own_calls() {
        let (done, progress) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
        let (d, p) = (done.clone(), progress.clone());
        let mut runner = JobRunner::new(Waker::with_progress(
            move || {
                d.fetch_add(1, Ordering::Relaxed);
            },
            move || {
                p.fetch_add(1, Ordering::Relaxed);
            },
        ));
        runner.start("slow", |c| {
            // progress for longer than one wake interval: at least one progress wake
            let t0 = Instant::now();
            while t0.elapsed() < Duration::from_millis(PROGRESS_WAKE_MS + 100) {
                c.progress(1, 2);
                std::thread::sleep(Duration::from_millis(5));
            }
            Ok(1)
        });
        assert_eq!(runner.wait(Duration::from_secs(10)), Some(Ok(1)));
        // (the end wakes just after it sends the result)
        let t0 = Instant::now();
        while done.load(Ordering::Relaxed) == 0 && t0.elapsed() < Duration::from_secs(5) {
            std::thread::sleep(Duration::from_millis(1));
        }
        assert_eq!(done.load(Ordering::Relaxed), 1, "the end wakes once");
        let woken = progress.load(Ordering::Relaxed);
        // throttled: one wake per interval, not one per report (about 60 reports)
        assert!((1..=2).contains(&woken), "{woken} progress wakes");
    }

    #[test]
    fn a_new_start_drops_the_stale_result() {
        let mut runner = JobRunner::new(no_waker());
        runner.start("slow", |c| {
            while !c.cancelled() {
                std::thread::sleep(Duration::from_millis(1));
            }
            Ok(1)
        });
        runner.start("fast", |_c| Ok(2));
        assert_eq!(runner.wait(Duration::from_secs(5)), Some(Ok(2)));
        assert_eq!(runner.poll(), None);
    }

    #[test]
    fn invalidate_cancels_and_discards() {
        let mut runner = JobRunner::<i32>::new(no_waker());
        let seen_cancel = Arc::new(AtomicBool::new(false));
        let s = seen_cancel.clone();
        runner.start("loop", move |c| {
            let t0 = Instant::now();
            while !c.cancelled() && t0.elapsed() < Duration::from_secs(5) {
                c.progress(1, 2);
                std::thread::sleep(Duration::from_millis(1));
            }
            s.store(c.cancelled(), Ordering::Relaxed);
            Err(SolveError::Cancelled)
        });
        std::thread::sleep(Duration::from_millis(20));
        assert_eq!(runner.status().and_then(|s| s.1), Some(0.5));
        runner.invalidate();
        assert!(!runner.is_running());
        assert_eq!(runner.poll(), None);
        let t0 = Instant::now();
        while !seen_cancel.load(Ordering::Relaxed) && t0.elapsed() < Duration::from_secs(5) {
            std::thread::sleep(Duration::from_millis(1));
        }
        assert!(seen_cancel.load(Ordering::Relaxed));
    }

    #[test]
    fn a_panic_is_reported_not_propagated() {
        let mut runner = JobRunner::<i32>::new(no_waker());
        runner.start("boom", |_c| panic!("solver bug"));
        match runner.wait(Duration::from_secs(5)) {
            Some(Err(JobError::Panicked(msg))) => assert!(msg.contains("solver bug")),
            other => panic!("unexpected {other:?}"),
        }
    }
}
