//! The solve bookkeeping every game tab shares: one background solve at a time, the latest
//! result and what it belongs to, and the solve error.
//!
//! A [`SolveSlot`] wraps a [`JobRunner`] and remembers the *key* of the running job and of the
//! latest result. The key is whatever a result belongs to: the tab's content revision, or the
//! revision together with settings that change the result (Guess Number's algorithm). An edit
//! calls [`SolveSlot::invalidate`], which drops the running job, so a result that arrives always
//! belongs to the key it was started with. The latest result stays available after an edit (the
//! tabs show it greyed out as outdated) until the next one replaces it.

use std::sync::Arc;
use std::time::Duration;

use egui::Ui;

use crate::games::{Control, SolveError};
use crate::jobs::{JobError, JobRunner, Waker};
use crate::ui::framework::StatusMessage;

/// One tab's background solve, its latest result and its error.
///
/// `T` is the result the tab keeps, `K` what a result belongs to (see the module docs) and `J`
/// what the job returns: `T` itself, unless the tab takes part of the job's value for itself when
/// it arrives ([`SolveSlot::poll_with`]; Can I Win hands the solved game to its engine).
pub struct SolveSlot<T, K = u64, J = T> {
    jobs: JobRunner<J>,
    /// The key the running job solves.
    running: Option<K>,
    /// The latest result and its key.
    result: Option<(K, Arc<T>)>,
    error: Option<String>,
}

impl<T, K, J> SolveSlot<T, K, J>
where
    K: Copy + PartialEq,
    J: Send + 'static,
{
    /// An empty slot whose jobs wake the UI with `waker`.
    pub fn new(waker: Waker) -> Self {
        SolveSlot {
            jobs: JobRunner::new(waker),
            running: None,
            result: None,
            error: None,
        }
    }

    /// Start solving `key` in the background (replacing any running job) and clear the error.
    pub fn start<F>(&mut self, key: K, label: impl Into<String>, job: F)
    where
        F: FnOnce(&dyn Control) -> Result<J, SolveError> + Send + 'static,
    {
        self.error = None;
        self.running = Some(key);
        self.jobs.start(label, job);
    }

    /// The content changed: clear the error and drop the running job, whose result would be
    /// stale. The latest result is kept (it is no longer current).
    pub fn invalidate(&mut self) {
        self.error = None;
        if self.running.take().is_some() {
            self.jobs.invalidate();
        }
    }

    /// Cancel the running job, if any; the error then says the solve was cancelled, unless the
    /// job was solving again what the latest result already answers (that result stays shown:
    /// it is still current).
    pub fn cancel(&mut self) {
        if self.jobs.is_running() {
            self.jobs.cancel();
            let key = self.running.take();
            if key.is_none_or(|k| !self.is_current(k)) {
                self.error = Some(crate::i18n::tr().solve_cancelled.to_string());
            }
        }
    }

    /// Call once per frame. A finished job's value goes through `keep`, is stored as the latest
    /// result and is returned (so the tab can reset its views). A failure becomes the error and
    /// a status-bar message; a cancelled job reports nothing.
    pub fn poll_with(
        &mut self,
        messages: &mut Vec<StatusMessage>,
        keep: impl FnOnce(J) -> T,
    ) -> Option<Arc<T>> {
        let result = self.jobs.poll()?;
        // A job reports only while it runs, and every job is started with a key.
        let key = self.running.take()?;
        match result {
            Ok(value) => {
                let value = Arc::new(keep(value));
                self.result = Some((key, value.clone()));
                Some(value)
            }
            Err(JobError::Solve(SolveError::Cancelled)) => None,
            Err(e) => {
                let msg = crate::ui::framework::describe_error(&e);
                messages.push(StatusMessage::Error(msg.clone().into()));
                self.error = Some(msg);
                None
            }
        }
    }

    /// Take the latest result out of the slot (a tab that will never show it again drops it, so
    /// that its memory is freed).
    pub fn take_result(&mut self) -> Option<Arc<T>> {
        self.result.take().map(|(_, r)| r)
    }

    /// True while a job runs.
    pub fn is_running(&self) -> bool {
        self.jobs.is_running()
    }

    /// The running job's label, fraction done (if known) and time so far.
    pub fn status(&self) -> Option<(&str, Option<f32>, Duration)> {
        self.jobs.status()
    }

    /// For [`crate::ui::framework::TabStatus::busy`]: `text` and the fraction done while a job runs.
    pub fn busy(&self, text: &str) -> Option<(String, Option<f32>)> {
        self.status()
            .map(|(_, fraction, _)| (text.to_string(), fraction))
    }

    /// The latest result (may belong to an earlier key while a new job runs).
    pub fn result(&self) -> Option<&Arc<T>> {
        self.result.as_ref().map(|(_, r)| r)
    }

    /// The latest result if it belongs to `key`.
    pub fn current(&self, key: K) -> Option<&Arc<T>> {
        self.result
            .as_ref()
            .filter(|(k, _)| *k == key)
            .map(|(_, r)| r)
    }

    /// True when the latest result belongs to `key`.
    pub fn is_current(&self, key: K) -> bool {
        self.current(key).is_some()
    }

    /// True when `key` has no result, no job solving it and no error: what auto-solve checks.
    pub fn needs_solve(&self, key: K) -> bool {
        !self.is_current(key) && self.running != Some(key) && self.error.is_none()
    }

    /// The solve error (or "cancelled"), if any.
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// The error, for widgets that clear it ([`crate::ui::kit::widgets::result_placeholder`]).
    pub fn error_mut(&mut self) -> &mut Option<String> {
        &mut self.error
    }

    /// Forget the error (a setting changed, so solving again may succeed).
    pub fn clear_error(&mut self) {
        self.error = None;
    }

    /// The running job's spinner, progress bar and Cancel button ([`progress_ui`]); draws nothing
    /// when no job runs. Returns true when Cancel was clicked (the caller cancels).
    pub fn progress_ui(&self, ui: &mut Ui) -> bool {
        self.is_running() && progress_ui(ui, self.status())
    }
}

impl<T, K> SolveSlot<T, K, T>
where
    T: Send + 'static,
    K: Copy + PartialEq,
{
    /// [`SolveSlot::poll_with`] keeping the job's value as it is.
    pub fn poll(&mut self, messages: &mut Vec<StatusMessage>) -> Option<Arc<T>> {
        self.poll_with(messages, |value| value)
    }
}

/// A running job's row: a spinner, a progress bar with the percentage and the seconds so far
/// (from a [`JobRunner::status`]) and a Cancel button. Returns true when Cancel was clicked.
pub fn progress_ui(ui: &mut Ui, status: Option<(&str, Option<f32>, Duration)>) -> bool {
    crate::ui::kit::widgets::calm_spinner(ui);
    if let Some((_, fraction, elapsed)) = status {
        let f = fraction.unwrap_or(0.0);
        ui.add(egui::ProgressBar::new(f).desired_width(140.0).text(format!(
            "{:.0}% · {:.1} s",
            f * 100.0,
            elapsed.as_secs_f32()
        )));
    }
    ui.button(crate::i18n::tr().cancel).clicked()
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::time::Instant;

    use super::*;
    use crate::jobs::no_waker;

    /// Poll until a result arrives or the job ends without one.
    fn wait<T, K, J>(
        slot: &mut SolveSlot<T, K, J>,
        messages: &mut Vec<StatusMessage>,
        mut keep: impl FnMut(J) -> T,
    ) -> Option<Arc<T>>
    where
        K: Copy + PartialEq,
        J: Send + 'static,
    {
        let deadline = Instant::now() + Duration::from_secs(10);
        while slot.is_running() && Instant::now() < deadline {
            if let Some(r) = slot.poll_with(messages, &mut keep) {
                return Some(r);
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        None
    }

    /// A job that runs until it is cancelled, then says so.
    fn until_cancelled(c: &dyn Control) -> Result<i32, SolveError> {
        let t0 = Instant::now();
        while !c.cancelled() && t0.elapsed() < Duration::from_secs(10) {
            std::thread::sleep(Duration::from_millis(1));
        }
        Err(SolveError::Cancelled)
    }

    #[test]
    fn start_and_poll_keep_the_result_for_its_key() {
        let mut slot = SolveSlot::<i32>::new(no_waker());
        let mut messages = Vec::new();
        assert!(slot.needs_solve(1));
        slot.start(1, "sum", |_c| Ok(2 + 2));
        assert!(slot.is_running());
        assert_eq!(
            slot.busy("Solving").map(|b| b.0),
            Some("Solving".to_string())
        );
        assert!(!slot.needs_solve(1), "a job already solves key 1");
        assert_eq!(wait(&mut slot, &mut messages, |v| v).as_deref(), Some(&4));
        assert!(!slot.is_running());
        assert_eq!(slot.busy("Solving"), None);
        assert_eq!(slot.result().map(|r| **r), Some(4));
        assert!(slot.is_current(1));
        assert_eq!(slot.current(1).map(|r| **r), Some(4));
        assert!(!slot.needs_solve(1));
        assert!(!slot.is_current(2));
        assert!(slot.current(2).is_none());
        assert!(slot.needs_solve(2));
        assert_eq!(slot.error(), None);
        assert!(messages.is_empty());
        // Nothing more arrives.
        assert_eq!(slot.poll(&mut messages), None);
    }

    #[test]
    fn invalidate_drops_the_stale_result_and_keeps_the_old_one() {
        let mut slot = SolveSlot::<i32>::new(no_waker());
        let mut messages = Vec::new();
        slot.start(1, "first", |_c| Ok(1));
        wait(&mut slot, &mut messages, |v| v);
        let seen_cancel = Arc::new(AtomicBool::new(false));
        let s = seen_cancel.clone();
        slot.start(2, "slow", move |c| {
            let r = until_cancelled(c);
            s.store(true, Ordering::Relaxed);
            r.map(|_| 2)
        });
        *slot.error_mut() = Some("old error".into());
        slot.invalidate();
        assert!(!slot.is_running());
        assert_eq!(slot.error(), None, "an edit clears the error");
        assert_eq!(slot.poll(&mut messages), None);
        // The job saw the cancel, and its answer went nowhere.
        let t0 = Instant::now();
        while !seen_cancel.load(Ordering::Relaxed) && t0.elapsed() < Duration::from_secs(10) {
            std::thread::sleep(Duration::from_millis(1));
        }
        assert!(seen_cancel.load(Ordering::Relaxed));
        std::thread::sleep(Duration::from_millis(10));
        assert_eq!(slot.poll(&mut messages), None);
        // The earlier result stays, for its own key only.
        assert_eq!(slot.result().map(|r| **r), Some(1));
        assert!(slot.is_current(1));
        assert!(slot.needs_solve(3));
        assert!(messages.is_empty());
    }

    #[test]
    fn a_new_start_replaces_the_running_job() {
        let mut slot = SolveSlot::<i32>::new(no_waker());
        let mut messages = Vec::new();
        slot.start(1, "slow", |c| until_cancelled(c).map(|_| 1));
        slot.start(2, "fast", |_c| Ok(2));
        assert_eq!(wait(&mut slot, &mut messages, |v| v).as_deref(), Some(&2));
        assert!(slot.is_current(2));
        assert!(!slot.is_current(1));
    }

    #[test]
    fn cancel_sets_the_error_and_stops_auto_solve() {
        let mut slot = SolveSlot::<i32>::new(no_waker());
        let mut messages = Vec::new();
        slot.cancel();
        assert_eq!(slot.error(), None, "nothing runs: nothing to cancel");
        slot.start(1, "slow", |c| until_cancelled(c).map(|_| 1));
        slot.cancel();
        assert!(!slot.is_running());
        assert_eq!(slot.error(), Some(crate::i18n::tr().solve_cancelled));
        assert!(
            !slot.needs_solve(1),
            "a cancelled solve is not restarted by itself"
        );
        assert_eq!(slot.poll(&mut messages), None);
        assert!(messages.is_empty());
        slot.clear_error();
        assert!(slot.needs_solve(1));
        // Starting again clears the error too.
        *slot.error_mut() = Some("x".into());
        slot.start(1, "again", |_c| Ok(5));
        assert_eq!(slot.error(), None);
    }

    #[test]
    fn cancelling_a_solve_of_unchanged_content_keeps_its_result() {
        let mut slot = SolveSlot::<i32>::new(no_waker());
        let mut messages = Vec::new();
        slot.start(1, "first", |_c| Ok(1));
        wait(&mut slot, &mut messages, |v| v);
        slot.start(1, "again", |c| until_cancelled(c).map(|_| 1));
        slot.cancel();
        assert!(!slot.is_running());
        assert_eq!(slot.error(), None);
        assert_eq!(slot.current(1).map(|r| **r), Some(1));
        assert!(!slot.needs_solve(1));
    }

    #[test]
    fn a_failed_or_panicking_job_is_reported() {
        let mut slot = SolveSlot::<i32>::new(no_waker());
        let mut messages = Vec::new();
        slot.start(1, "boom", |_c| panic!("solver bug"));
        assert_eq!(wait(&mut slot, &mut messages, |v| v), None);
        let err = slot.error().expect("the panic is the error").to_string();
        assert!(err.contains("solver bug"), "{err}");
        assert_eq!(messages, vec![StatusMessage::Error(err.into())]);
        assert!(slot.result().is_none());
        assert!(!slot.needs_solve(1), "not retried by itself after an error");

        let mut messages = Vec::new();
        slot.start(2, "refused", |_c| {
            Err(SolveError::Invalid("no such game".into()))
        });
        assert_eq!(wait(&mut slot, &mut messages, |v| v), None);
        let err = slot.error().unwrap().to_string();
        assert!(err.contains("no such game"), "{err}");
        assert_eq!(messages, vec![StatusMessage::Error(err.into())]);
    }

    #[test]
    fn a_cancel_from_inside_the_job_reports_nothing() {
        let mut slot = SolveSlot::<i32>::new(no_waker());
        let mut messages = Vec::new();
        slot.start(1, "gives up", |_c| Err(SolveError::Cancelled));
        assert_eq!(wait(&mut slot, &mut messages, |v| v), None);
        assert!(!slot.is_running());
        assert_eq!(slot.error(), None);
        assert!(messages.is_empty());
    }

    #[test]
    fn poll_with_keeps_part_of_the_value_and_keys_may_carry_settings() {
        let mut slot = SolveSlot::<String, (u64, bool), (String, Vec<u8>)>::new(no_waker());
        let mut messages = Vec::new();
        slot.start((7, true), "pair", |_c| Ok(("kept".to_string(), vec![1, 2])));
        let mut taken = None;
        let got = wait(&mut slot, &mut messages, |(kept, rest)| {
            taken = Some(rest);
            kept
        });
        assert_eq!(got.as_deref().map(String::as_str), Some("kept"));
        assert_eq!(taken, Some(vec![1, 2]));
        assert!(slot.is_current((7, true)));
        assert!(!slot.is_current((7, false)));
        assert!(slot.needs_solve((7, false)));
    }
}
