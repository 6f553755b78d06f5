//! File dialogs behind a small interface, so the app never blocks on one and tests supply paths.
//!
//! [`RfdDialogs`] shows the system dialog (rfd) on a worker thread and wakes the UI when it is
//! answered. rfd answers "nothing" both when the user cancels and when the system has no dialog
//! at all; an answer within [`UNAVAILABLE_WITHIN`] cannot have come from a person, so it is
//! reported as [`DialogAnswer::Unavailable`] and the app offers a path field instead.
//! [`ScriptedDialogs`] answers from a queue (tests).

use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::jobs::Waker;

/// A "nothing" answer faster than this means the system has no file dialog.
pub const UNAVAILABLE_WITHIN: Duration = Duration::from_millis(400);

/// No answer after this long: the dialog may not have appeared at all (a desktop portal that
/// never answers); the app offers the path field beside it rather than wait in silence.
pub const SHOWN_WITHIN: Duration = Duration::from_secs(3);

/// What a dialog is for; the app acts on the answer according to it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DialogPurpose {
    Open,
    SaveAs,
    Export(super::ExportKind),
}

/// One dialog request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DialogRequest {
    pub purpose: DialogPurpose,
    /// Save (choose a new file name) rather than open.
    pub save: bool,
    /// Folder to start in.
    pub directory: PathBuf,
    /// Suggested file name for saves.
    pub file_name: Option<String>,
    /// File type filter: name and extensions.
    pub filter: (String, Vec<String>),
    /// Dialog title.
    pub title: String,
}

/// How a dialog was answered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DialogAnswer {
    Picked(PathBuf),
    Cancelled,
    /// The system has no usable file dialog.
    Unavailable,
    /// No answer after [`SHOWN_WITHIN`]: the dialog stays open (a later answer still comes),
    /// but it may never have appeared.
    Waiting,
}

/// Something that asks the user for a file path without blocking the UI.
pub trait FileDialogs {
    /// Start a dialog. Ignored while another one is open.
    fn request(&mut self, request: DialogRequest, waker: Waker);
    /// The answer, once there is one.
    fn poll(&mut self) -> Option<(DialogPurpose, DialogAnswer)>;
    /// True while a dialog is open.
    fn is_open(&self) -> bool;
    /// Stop waiting for the open dialog (the path was typed instead): its answer, if one
    /// comes, is dropped.
    fn abandon(&mut self);
}

/// The system's dialogs through rfd, each on its own thread.
#[derive(Default)]
pub struct RfdDialogs {
    pending: Option<(DialogPurpose, Instant, Receiver<Option<PathBuf>>)>,
    /// [`DialogAnswer::Waiting`] was given for the pending dialog.
    waited: bool,
}

impl FileDialogs for RfdDialogs {
    fn request(&mut self, request: DialogRequest, waker: Waker) {
        if self.pending.is_some() {
            return;
        }
        let (sender, receiver) = channel();
        let purpose = request.purpose.clone();
        let waker_for_late = waker.clone();
        let spawned = std::thread::Builder::new()
            .name("gamedp-file-dialog".into())
            .spawn(move || {
                let exts: Vec<&str> = request.filter.1.iter().map(|s| s.as_str()).collect();
                let mut dialog = rfd::FileDialog::new()
                    .set_title(&request.title)
                    .set_directory(&request.directory)
                    .add_filter(&request.filter.0, &exts);
                if let Some(name) = &request.file_name {
                    dialog = dialog.set_file_name(name);
                }
                let picked = if request.save {
                    dialog.save_file()
                } else {
                    dialog.pick_file()
                };
                let _ = sender.send(picked);
                waker.wake();
            });
        if spawned.is_ok() {
            self.pending = Some((purpose, Instant::now(), receiver));
            self.waited = false;
            // wake the UI when the dialog is late, so that it says so without other input
            let waker = waker_for_late.clone();
            let _ = std::thread::Builder::new()
                .name("gamedp-file-dialog-timer".into())
                .spawn(move || {
                    std::thread::sleep(SHOWN_WITHIN);
                    waker.wake();
                });
        }
    }

    fn poll(&mut self) -> Option<(DialogPurpose, DialogAnswer)> {
        let (_, started, receiver) = self.pending.as_ref()?;
        let answer = match receiver.try_recv() {
            Ok(Some(path)) => DialogAnswer::Picked(path),
            Ok(None) if started.elapsed() < UNAVAILABLE_WITHIN => DialogAnswer::Unavailable,
            Ok(None) => DialogAnswer::Cancelled,
            Err(std::sync::mpsc::TryRecvError::Empty) => {
                if self.waited || started.elapsed() < SHOWN_WITHIN {
                    return None;
                }
                self.waited = true;
                let purpose = self.pending.as_ref()?.0.clone();
                return Some((purpose, DialogAnswer::Waiting));
            }
            Err(std::sync::mpsc::TryRecvError::Disconnected) => DialogAnswer::Unavailable,
        };
        let (purpose, _, _) = self.pending.take()?;
        Some((purpose, answer))
    }

    fn is_open(&self) -> bool {
        self.pending.is_some()
    }

    fn abandon(&mut self) {
        self.pending = None;
        self.waited = false;
    }
}

/// Dialogs answered from a queue (tests). Requests are recorded for inspection.
#[derive(Clone, Default)]
pub struct ScriptedDialogs {
    pub answers: Arc<Mutex<VecDeque<DialogAnswer>>>,
    pub requests: Arc<Mutex<Vec<DialogRequest>>>,
    /// While set, an open dialog stays open (a person who has not answered yet).
    pub hold: Arc<std::sync::atomic::AtomicBool>,
    pending: Option<DialogPurpose>,
    /// The pending dialog was answered [`DialogAnswer::Waiting`].
    late: bool,
}

impl ScriptedDialogs {
    /// Queue an answer for the next dialog.
    pub fn answer(&self, answer: DialogAnswer) {
        if let Ok(mut q) = self.answers.lock() {
            q.push_back(answer);
        }
    }
}

impl FileDialogs for ScriptedDialogs {
    fn request(&mut self, request: DialogRequest, waker: Waker) {
        if self.pending.is_none() {
            self.pending = Some(request.purpose.clone());
            if let Ok(mut r) = self.requests.lock() {
                r.push(request);
            }
            waker.wake();
        }
    }

    fn poll(&mut self) -> Option<(DialogPurpose, DialogAnswer)> {
        self.pending.as_ref()?;
        if self.hold.load(std::sync::atomic::Ordering::Relaxed) {
            return None;
        }
        let queued = self.answers.lock().ok().and_then(|mut q| q.pop_front());
        // a late dialog stays open until an answer is queued for it
        if queued.is_none() && self.late {
            return None;
        }
        let answer = queued.unwrap_or(DialogAnswer::Cancelled);
        self.late = answer == DialogAnswer::Waiting;
        if self.late {
            return self.pending.clone().map(|p| (p, answer));
        }
        self.pending.take().map(|p| (p, answer))
    }

    fn is_open(&self) -> bool {
        self.pending.is_some()
    }

    fn abandon(&mut self) {
        self.pending = None;
        self.late = false;
    }
}
