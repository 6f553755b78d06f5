//! Autosave: every unsaved copy of the user's work is written to the data folder, each as its
//! own entry (each tab's document, each unsaved copy a lesson set aside), and a clean exit
//! removes them. Each window writes into its own folder (see [`super::instance`]), so windows on
//! one data folder never overwrite each other's work, and at start-up the work of every window
//! that is no longer running is offered back, all of it in one dialog.
//!
//! When: [`GamedpApp::autosave_tick`] runs from `App::logic`, which eframe calls whether or not
//! the window is drawn (covered, minimised). A change is written [`FIRST_DELAY`] after it is
//! first seen, and while the user keeps editing at most every [`MIN_GAP`]. The writing (turning
//! the snapshot into JSON, the atomic write with its flush to disk) happens on one worker
//! thread of this window, in order, so no frame waits on the disk and an older snapshot never
//! lands after a newer one. A write that fails is tried again with back-off (1 s, 2 s, 4 s … up
//! to [`MAX_BACKOFF`]), and until it succeeds the status bar and the window title say that the
//! work is not autosaved and why.
//!
//! Time comes from a [`Clock`] and the disk is a [`Disk`], so that tests can run the timer by
//! hand and make writes fail (a full disk) and recover.

use crate::ui::framework::TabCommand;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::{Value, json};

use super::instance::{self, Instance};
use super::{GamedpApp, Modal};
use crate::games::GameKind;
use crate::i18n::{fill, tr};
use crate::scenario::Scenario;
use crate::ui::framework::StatusMessage;

/// How long after a change is first seen it is written.
pub const FIRST_DELAY: Duration = Duration::from_millis(400);
/// While the user keeps editing, one entry is written at most this often.
pub const MIN_GAP: Duration = Duration::from_secs(2);
/// The longest wait between two tries of a failing write.
pub const MAX_BACKOFF: Duration = Duration::from_secs(30);

/// A dead window's folder with no work in it is removed once it is this old (a younger one may
/// belong to a window that is still taking its lock).
const EMPTY_FOLDER_AGE: Duration = Duration::from_secs(60);

/// The time autosave goes by (tests use a clock they move by hand).
pub trait Clock: Send + Sync {
    /// Time since some fixed start.
    fn now(&self) -> Duration;
}

/// The real clock.
pub struct RealClock(std::time::Instant);

impl Default for RealClock {
    fn default() -> Self {
        RealClock(std::time::Instant::now())
    }
}

impl Clock for RealClock {
    fn now(&self) -> Duration {
        self.0.elapsed()
    }
}

/// Where autosaves are written (tests use a disk that fails on demand).
pub trait Disk: Send + Sync {
    /// Write `bytes` to `path` atomically, making its folder if needed.
    fn write(&self, path: &Path, bytes: &[u8]) -> std::io::Result<()>;
}

/// The real disk: [`crate::atomic::write_atomic`].
pub struct RealDisk;

impl Disk for RealDisk {
    fn write(&self, path: &Path, bytes: &[u8]) -> std::io::Result<()> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        crate::atomic::write_atomic(path, bytes).map_err(|e| e.source)
    }
}

/// What kind of copy an entry is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EntryKind {
    /// A tab's document (one per tab).
    Tab,
    /// An unsaved copy a lesson set aside (any number per tab).
    SetAside,
}

impl EntryKind {
    fn name(self) -> &'static str {
        match self {
            EntryKind::Tab => "tab",
            EntryKind::SetAside => "set_aside",
        }
    }
}

/// Autosaved work found at start-up.
#[derive(Debug, Clone, PartialEq)]
pub struct Recovered {
    pub game: String,
    /// The file the work belonged to, if it had been saved before.
    pub path: Option<PathBuf>,
    pub scenario: Value,
    /// The autosave file it was read from.
    pub file: PathBuf,
    /// Whether it was a tab's document or a copy set aside.
    pub kind: EntryKind,
}

impl Recovered {
    /// The file the work belonged to, or "Untitled".
    pub fn file_name(&self) -> String {
        self.path
            .as_ref()
            .map(|p| p.display().to_string())
            .unwrap_or_else(|| tr().untitled.to_string())
    }
}

/// One entry's version: it is written again when this changes.
type Version = (u64, u64);

/// What the app wants autosaved now: one entry.
pub struct Wanted {
    /// Names the entry (and its file).
    pub key: String,
    pub version: Version,
}

/// The state of one entry of this window.
#[derive(Default)]
struct Entry {
    /// The version on disk (its write succeeded).
    written: Option<Version>,
    /// The version being written now.
    in_flight: Option<Version>,
    /// When a version not yet written was first seen.
    pending_since: Option<Duration>,
    /// When this entry was last handed to the writer.
    last_sent: Option<Duration>,
    /// Failed tries in a row, and when to try again.
    failures: u32,
    retry_at: Option<Duration>,
}

/// A job for the writer thread.
enum Job {
    Write {
        key: String,
        version: Version,
        file: PathBuf,
        game: String,
        kind: EntryKind,
        path: Option<PathBuf>,
        scenario: Box<Scenario>,
    },
    Remove(PathBuf),
}

/// What the writer reports.
struct Done {
    key: String,
    version: Version,
    result: Result<(), (std::io::ErrorKind, String)>,
}

/// This window's autosave.
pub struct Autosave {
    /// The autosave folder of the data folder (every window's folder is inside).
    root: Option<PathBuf>,
    instance: Option<Instance>,
    clock: Arc<dyn Clock>,
    entries: HashMap<String, Entry>,
    jobs: Option<Sender<Job>>,
    done: Option<Receiver<Done>>,
    /// Held by the writer while it writes; a clean exit takes it and sets `closed`, so that no
    /// write lands after the files were removed.
    gate: Arc<Mutex<bool>>,
    /// Dead windows' files taken over at recovery: removed once this window has written its
    /// own entries for that work.
    adopted: Vec<PathBuf>,
    /// The last failure, while any entry is failing: (kind, the system's words).
    failing: Option<(std::io::ErrorKind, String)>,
    /// Under `GAMEDP_DEBUG`: the version of each entry last reported on stderr (the monkey keeps
    /// a ledger of the unsaved work and checks that a restart offers all of it).
    reported: Option<HashMap<String, Version>>,
}

impl Autosave {
    /// Autosave into a folder of this window's own under `data_dir/autosave` (none: autosave
    /// is off), writing on a worker thread that wakes the UI with `wake` when a write is done.
    pub fn new(
        data_dir: Option<PathBuf>,
        clock: Arc<dyn Clock>,
        disk: Arc<dyn Disk>,
        wake: crate::jobs::Waker,
    ) -> Self {
        let root = data_dir.map(|d| d.join("autosave"));
        let instance = root.as_deref().map(Instance::claim);
        let gate = Arc::new(Mutex::new(false));
        let (jobs, done) = match &instance {
            Some(_) => {
                let (job_tx, job_rx) = std::sync::mpsc::channel::<Job>();
                let (done_tx, done_rx) = std::sync::mpsc::channel::<Done>();
                let gate = gate.clone();
                let spawned = std::thread::Builder::new()
                    .name("gamedp-autosave".into())
                    .spawn(move || writer(job_rx, done_tx, disk, gate, wake));
                match spawned {
                    Ok(_) => (Some(job_tx), Some(done_rx)),
                    Err(e) => {
                        super::log_debug(&format!("autosave thread not started: {e}"));
                        (None, None)
                    }
                }
            }
            None => (None, None),
        };
        Autosave {
            root,
            instance,
            clock,
            entries: HashMap::new(),
            jobs,
            done,
            gate,
            adopted: Vec::new(),
            failing: None,
            reported: std::env::var_os("GAMEDP_DEBUG").map(|_| HashMap::new()),
        }
    }

    /// True when autosave is on.
    pub fn enabled(&self) -> bool {
        self.instance.is_some() && self.jobs.is_some()
    }

    fn own_dir(&self) -> Option<&Path> {
        self.instance.as_ref().map(Instance::dir)
    }

    fn file(&self, key: &str) -> Option<PathBuf> {
        self.own_dir().map(|d| d.join(format!("{key}.json")))
    }

    /// Why autosave is failing now (a write failed and has not succeeded since): a short
    /// reason in the interface's language.
    pub fn failing(&self) -> Option<String> {
        let (kind, words) = self.failing.as_ref()?;
        let tr = tr();
        Some(match kind {
            std::io::ErrorKind::StorageFull | std::io::ErrorKind::QuotaExceeded => {
                tr.autosave_disk_full.to_string()
            }
            std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem => {
                tr.autosave_no_permission.to_string()
            }
            _ => words.clone(),
        })
    }

    /// True when every wanted entry is on disk (nothing waiting, being written or failing).
    pub fn all_written(&self) -> bool {
        self.failing.is_none()
            && self
                .entries
                .values()
                .all(|e| e.in_flight.is_none() && e.pending_since.is_none())
    }

    /// Take in the writer's reports.
    fn take_reports(&mut self) {
        let Some(done) = &self.done else {
            return;
        };
        let now = self.clock.now();
        let reports: Vec<Done> = done.try_iter().collect();
        for d in reports {
            let Some(entry) = self.entries.get_mut(&d.key) else {
                continue;
            };
            if entry.in_flight == Some(d.version) {
                entry.in_flight = None;
            }
            match d.result {
                Ok(()) => {
                    entry.written = Some(d.version);
                    entry.failures = 0;
                    entry.retry_at = None;
                }
                Err((kind, words)) => {
                    super::log_debug(&format!("autosave failed: {words}"));
                    entry.failures += 1;
                    let backoff = Duration::from_secs(1 << (entry.failures - 1).min(5));
                    entry.retry_at = Some(now + backoff.min(MAX_BACKOFF));
                    entry.pending_since.get_or_insert(now);
                    self.failing = Some((kind, words));
                }
            }
        }
        if self.entries.values().all(|e| e.failures == 0) {
            self.failing = None;
        }
    }

    /// Compare what is wanted with what is written: the keys to write now, and when to look
    /// again (`None`: nothing to wait for). Entries no longer wanted are removed from disk.
    fn plan(&mut self, wanted: &[Wanted]) -> (Vec<String>, Option<Duration>) {
        let now = self.clock.now();
        let mut write = Vec::new();
        let mut next: Option<Duration> = None;
        let mut soon = |at: Duration| {
            let wait = at.saturating_sub(now);
            next = Some(next.map_or(wait, |n: Duration| n.min(wait)));
        };
        for w in wanted {
            let entry = self.entries.entry(w.key.clone()).or_default();
            if entry.written == Some(w.version) && entry.failures == 0 {
                entry.pending_since = None;
                continue;
            }
            if entry.in_flight.is_some() {
                // its report wakes the UI
                continue;
            }
            let since = *entry.pending_since.get_or_insert(now);
            let due = match entry.retry_at {
                Some(at) => at,
                None => {
                    let first = since + FIRST_DELAY;
                    let gap = entry.last_sent.map_or(first, |t| t + MIN_GAP);
                    first.max(gap)
                }
            };
            if now >= due {
                write.push(w.key.clone());
            } else {
                soon(due);
            }
        }
        let gone: Vec<String> = self
            .entries
            .keys()
            .filter(|k| !wanted.iter().any(|w| &w.key == *k))
            .cloned()
            .collect();
        for key in gone {
            self.entries.remove(&key);
            if let (Some(file), Some(jobs)) = (self.file(&key), &self.jobs) {
                let _ = jobs.send(Job::Remove(file));
            }
        }
        if self.entries.values().all(|e| e.failures == 0) {
            self.failing = None;
        }
        (write, next)
    }

    /// Hand one entry's snapshot to the writer.
    fn send(
        &mut self,
        key: &str,
        version: Version,
        kind: EntryKind,
        path: Option<PathBuf>,
        scenario: Scenario,
    ) {
        let now = self.clock.now();
        let (Some(file), Some(jobs)) = (self.file(key), &self.jobs) else {
            return;
        };
        let entry = self.entries.entry(key.to_string()).or_default();
        entry.in_flight = Some(version);
        entry.last_sent = Some(now);
        entry.pending_since = None;
        entry.retry_at = None;
        let job = Job::Write {
            key: key.to_string(),
            version,
            file,
            game: scenario.game.name().to_string(),
            kind,
            path,
            scenario: Box::new(scenario),
        };
        if jobs.send(job).is_err() {
            entry.in_flight = None;
        }
    }

    /// Once every entry is written, the dead windows' files taken over are no longer needed.
    fn drop_adopted(&mut self) {
        if self.adopted.is_empty() || !self.all_written() {
            return;
        }
        for file in std::mem::take(&mut self.adopted) {
            let _ = std::fs::remove_file(file);
        }
    }

    /// Forget every autosave of this window (clean exit); other windows' work stays. Waits for
    /// a write in progress, and no write starts after it.
    pub fn clear_all(&mut self) {
        if let Ok(mut closed) = self.gate.lock() {
            *closed = true;
        }
        if let Some(dir) = self.own_dir() {
            for file in json_files(dir) {
                let _ = std::fs::remove_file(file);
            }
        }
        self.entries.clear();
        self.adopted.clear();
        self.failing = None;
    }

    /// The work of windows that are no longer running (and of an older gamedp, which wrote
    /// straight into the autosave folder): every entry, newest first; a copy found twice (a
    /// window that died after taking over another's work) is offered once.
    pub fn found(&self) -> Vec<Recovered> {
        let Some(root) = &self.root else {
            return Vec::new();
        };
        let mut files = json_files(root);
        for dir in sub_folders(root) {
            if Some(dir.as_path()) == self.own_dir() || instance::is_live(&dir) {
                continue;
            }
            let work = json_files(&dir);
            if work.is_empty() && age(&dir).is_some_and(|a| a > EMPTY_FOLDER_AGE) {
                instance::remove_if_only_lock(&dir);
            }
            files.extend(work);
        }
        let mut found: Vec<(std::time::SystemTime, Recovered)> = files
            .into_iter()
            .filter_map(|file| {
                let modified = std::fs::metadata(&file).and_then(|m| m.modified()).ok()?;
                let v: Value = serde_json::from_str(&std::fs::read_to_string(&file).ok()?).ok()?;
                let kind = match v.get("kind").and_then(Value::as_str) {
                    Some("set_aside") => EntryKind::SetAside,
                    _ => EntryKind::Tab,
                };
                Some((
                    modified,
                    Recovered {
                        game: v.get("game")?.as_str()?.to_string(),
                        path: v.get("path").and_then(|p| p.as_str()).map(PathBuf::from),
                        scenario: v.get("scenario")?.clone(),
                        file,
                        kind,
                    },
                ))
            })
            .collect();
        found.sort_by_key(|(modified, _)| std::cmp::Reverse(*modified));
        // the same work twice is offered once (a discard or a recovery takes every copy: see
        // `with_copies`), so that the dialog counts each piece of work once
        let mut unique: Vec<Recovered> = Vec::new();
        for (_, r) in found {
            let same =
                |u: &Recovered| u.game == r.game && u.path == r.path && u.scenario == r.scenario;
            if !unique.iter().any(same) {
                unique.push(r);
            }
        }
        unique
    }

    /// Every file that holds the same work as one of `entries` (the copies `found` folded).
    fn with_copies(&self, entries: &[Recovered]) -> Vec<PathBuf> {
        let Some(root) = &self.root else {
            return Vec::new();
        };
        let mut files: Vec<PathBuf> = entries.iter().map(|e| e.file.clone()).collect();
        let mut candidates = json_files(root);
        for dir in sub_folders(root) {
            if Some(dir.as_path()) != self.own_dir() && !instance::is_live(&dir) {
                candidates.extend(json_files(&dir));
            }
        }
        for file in candidates {
            if files.contains(&file) {
                continue;
            }
            let Some(v) = std::fs::read_to_string(&file)
                .ok()
                .and_then(|t| serde_json::from_str::<Value>(&t).ok())
            else {
                continue;
            };
            let same = entries.iter().any(|e| {
                v.get("game").and_then(Value::as_str) == Some(e.game.as_str())
                    && v.get("scenario") == Some(&e.scenario)
                    && v.get("path").and_then(Value::as_str).map(PathBuf::from) == e.path
            });
            if same {
                files.push(file);
            }
        }
        files
    }

    /// Delete offered work (the user discarded it); nothing else is touched.
    pub fn discard(&self, entries: &[Recovered]) {
        for file in self.with_copies(entries) {
            let _ = std::fs::remove_file(&file);
            self.tidy(&file);
        }
    }

    /// Take recovered work over into this window's folder, so that it is not offered again
    /// while this window runs and is kept if this window dies before it has written the work
    /// as its own entries (then they are removed).
    fn adopt(&mut self, entries: &[Recovered]) {
        static SERIAL: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        for file in self.with_copies(entries) {
            let serial = SERIAL.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let Some(own) = self.file(&format!("adopted-{serial}")) else {
                continue;
            };
            if std::fs::rename(&file, &own).is_ok() {
                self.adopted.push(own);
                self.tidy(&file);
            }
        }
    }

    /// Remove the folder of a dead window once its work is all gone.
    fn tidy(&self, file: &Path) {
        if let Some(dir) = file.parent()
            && Some(dir) != self.root.as_deref()
        {
            instance::remove_if_only_lock(dir);
        }
    }
}

/// The writer thread: one job at a time, in order, each reported back.
fn writer(
    jobs: Receiver<Job>,
    done: Sender<Done>,
    disk: Arc<dyn Disk>,
    gate: Arc<Mutex<bool>>,
    wake: crate::jobs::Waker,
) {
    for job in jobs {
        let Ok(closed) = gate.lock() else {
            return;
        };
        if *closed {
            return;
        }
        match job {
            Job::Write {
                key,
                version,
                file,
                game,
                kind,
                path,
                scenario,
            } => {
                // a path that is not UTF-8 cannot be JSON: keep it lossily (it is only shown
                // and used to offer the file name back)
                let path = path.map(|p| p.to_string_lossy().into_owned());
                let value = json!({
                    "game": game,
                    "kind": kind.name(),
                    "path": path,
                    "scenario": scenario.to_value(),
                });
                let bytes = crate::scenario::to_pretty(&value);
                let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    disk.write(&file, bytes.as_bytes())
                }))
                .unwrap_or_else(|p| {
                    Err(std::io::Error::other(crate::jobs::panic_message(
                        p.as_ref(),
                    )))
                })
                .map_err(|e| (e.kind(), e.to_string()));
                drop(closed);
                let _ = done.send(Done {
                    key,
                    version,
                    result,
                });
                wake.wake();
            }
            Job::Remove(file) => {
                let _ = std::fs::remove_file(&file);
            }
        }
    }
}

/// The `.json` files directly in `dir`.
fn json_files(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json") && p.is_file())
        .collect()
}

/// The folders directly in `dir`.
fn sub_folders(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
        .map(|e| e.path())
        .collect()
}

/// How long ago `path` was last changed.
fn age(path: &Path) -> Option<Duration> {
    std::fs::metadata(path)
        .ok()?
        .modified()
        .ok()?
        .elapsed()
        .ok()
}

/// A short digest of a scenario (debug logs: the monkey's ledger).
fn digest(scenario: &Value) -> String {
    use std::hash::{Hash, Hasher};
    let mut h = std::hash::DefaultHasher::new();
    scenario.to_string().hash(&mut h);
    format!("{:016x}", h.finish())
}

/// The entry key of a tab's document (its file keeps the old name, `<game>.json`).
fn tab_key(game: GameKind) -> String {
    game.name().to_string()
}

/// The entry key of a set-aside copy.
fn aside_key(id: u64) -> String {
    format!("set-aside-{id}")
}

impl GamedpApp {
    pub(super) fn offer_recovery(&mut self) {
        let found = self.autosave.found();
        super::log_debug(&format!(
            "autosaved work found at start-up: {}",
            found.len()
        ));
        for e in &found {
            super::log_debug(&format!("offered: {}", digest(&e.scenario)));
        }
        if !found.is_empty() {
            self.modal = Some(Modal::Recover { entries: found });
        }
    }

    /// Put recovered work back, marked unsaved: per game the newest tab document (else the
    /// newest copy) into its tab, every other copy set aside beside it (the bar at the bottom
    /// offers it back, as work a lesson set aside).
    pub fn recover(&mut self, entries: Vec<Recovered>) {
        let mut into_tab: Vec<GameKind> = Vec::new();
        let mut order: Vec<&Recovered> = entries
            .iter()
            .filter(|e| e.kind == EntryKind::Tab)
            .collect();
        order.extend(entries.iter().filter(|e| e.kind != EntryKind::Tab));
        let (mut restored, mut aside) = (0usize, 0usize);
        let mut last_what = String::new();
        for e in order {
            match Scenario::from_value(e.scenario.clone()) {
                Ok(s) => {
                    let kind = s.game.kind();
                    let Some(idx) = self.tab_index(kind) else {
                        continue;
                    };
                    if into_tab.contains(&kind) {
                        self.lesson.set_aside_recovered(kind, s, e.path.clone());
                        aside += 1;
                        continue;
                    }
                    into_tab.push(kind);
                    self.tabs[idx].command(TabCommand::Load(s.game.clone()));
                    self.docs[idx].load(&s, e.path.clone());
                    self.docs[idx].mark_unsaved();
                    self.docs[idx].disk = None;
                    self.active = idx;
                    restored += 1;
                    last_what = format!("{} ({})", kind.tab_label(), e.file_name());
                }
                Err(err) => self.set_status(StatusMessage::Error(err.to_string().into())),
            }
        }
        self.autosave.adopt(&entries);
        self.update_dirty();
        if aside > 0 || restored > 1 {
            self.set_status(StatusMessage::Info(crate::i18n::Both::new(|| {
                fill(
                    tr().recovered_several,
                    &[("n", &(restored + aside)), ("k", &aside)],
                )
            })));
        } else if restored == 1 {
            self.set_status(StatusMessage::Info(crate::i18n::Both::new(|| {
                fill(tr().recovered, &[("what", &last_what)])
            })));
        }
    }

    /// Delete the offered work (the user chose to).
    pub fn discard_recovered(&mut self, entries: &[Recovered]) {
        self.autosave.discard(entries);
    }

    /// Autosave's part of a tick (see the module text): take the writer's reports, write what
    /// changed, remove what is no longer unsaved, and ask for a tick when the next write or try
    /// is due. Runs from `App::logic`, drawn window or not.
    pub fn autosave_tick(&mut self, ctx: &egui::Context) {
        if !self.autosave.enabled() {
            return;
        }
        self.autosave.take_reports();
        let mut wanted = Vec::new();
        for (tab, doc) in self.tabs.iter().zip(&self.docs) {
            if doc.is_dirty() {
                wanted.push(Wanted {
                    key: tab_key(tab.kind()),
                    version: (tab.status().revision, doc.revision),
                });
            }
        }
        for id in self.lesson.unsaved_copies() {
            wanted.push(Wanted {
                key: aside_key(id),
                version: (id, 0),
            });
        }
        self.report_unsaved(&wanted);
        let (write, next) = self.autosave.plan(&wanted);
        for key in write {
            let Some(w) = wanted.iter().find(|w| w.key == key) else {
                continue;
            };
            if let Some((t, _)) = self
                .tabs
                .iter()
                .enumerate()
                .find(|(_, tab)| tab_key(tab.kind()) == key)
            {
                // a snapshot (a copy of the game's inputs); the rest happens on the writer
                let snapshot = self.docs[t].scenario(self.tabs[t].as_ref());
                let path = self.docs[t].path.clone();
                self.autosave
                    .send(&key, w.version, EntryKind::Tab, path, snapshot);
            } else if let Some((scenario, path)) = self
                .lesson
                .unsaved_copies()
                .into_iter()
                .find(|id| aside_key(*id) == key)
                .and_then(|id| self.lesson.copy(id))
            {
                self.autosave
                    .send(&key, w.version, EntryKind::SetAside, path, scenario);
            }
        }
        self.autosave.drop_adopted();
        if let Some(wait) = next {
            ctx.request_repaint_after(wait);
        }
    }

    /// Under `GAMEDP_DEBUG`, say on stderr whenever an unsaved copy changes or goes (saved,
    /// discarded): `unsaved: KEY DIGEST AT` and `unsaved: KEY gone AT`, with a digest of the
    /// scenario as autosave writes it and the wall clock. A restart reports what it offers as
    /// `offered: DIGEST`. The monkey (`.ci/monkey`) lines the two up.
    fn report_unsaved(&mut self, wanted: &[Wanted]) {
        let Some(reported) = self.autosave.reported.as_mut() else {
            return;
        };
        let now = super::wall_clock();
        let changed: Vec<&Wanted> = wanted
            .iter()
            .filter(|w| reported.get(&w.key) != Some(&w.version))
            .collect();
        let gone: Vec<String> = reported
            .keys()
            .filter(|k| !wanted.iter().any(|w| &w.key == *k))
            .cloned()
            .collect();
        for key in gone {
            reported.remove(&key);
            super::log_debug(&format!("unsaved: {key} gone {now:.3}"));
        }
        let mut lines = Vec::new();
        for w in changed {
            reported.insert(w.key.clone(), w.version);
            let scenario =
                if let Some(t) = self.tabs.iter().position(|t| tab_key(t.kind()) == w.key) {
                    Some(self.docs[t].scenario(self.tabs[t].as_ref()))
                } else {
                    self.lesson
                        .unsaved_copies()
                        .into_iter()
                        .find(|id| aside_key(*id) == w.key)
                        .and_then(|id| self.lesson.copy(id))
                        .map(|(s, _)| s)
                };
            if let Some(s) = scenario {
                lines.push(format!(
                    "unsaved: {} {} {now:.3}",
                    w.key,
                    digest(&s.to_value())
                ));
            }
        }
        for line in lines {
            super::log_debug(&line);
        }
    }

    /// Why the work is not autosaved now, if it is not (a write failed and is being retried).
    pub fn autosave_failing(&self) -> Option<String> {
        self.autosave.failing()
    }

    /// True when every unsaved copy is autosaved (tests, the monkey).
    pub fn autosave_done(&self) -> bool {
        self.autosave.all_written()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn autosave(dir: &Path) -> Autosave {
        Autosave::new(
            Some(dir.to_path_buf()),
            Arc::new(RealClock::default()),
            Arc::new(RealDisk),
            crate::jobs::no_waker(),
        )
    }

    fn write_entry(dir: &Path, name: &str, game: &str, scenario: Value) {
        std::fs::create_dir_all(dir).unwrap();
        let v = json!({"game": game, "path": null, "scenario": scenario});
        std::fs::write(dir.join(name), v.to_string()).unwrap();
    }

    #[test]
    fn only_the_work_of_windows_that_are_gone_is_offered_and_discarded() {
        let dir = tempfile::tempdir().unwrap();
        let live = autosave(dir.path());
        let live_file = live.own_dir().unwrap().join("stone.json");
        write_entry(
            live.own_dir().unwrap(),
            "stone.json",
            "stone",
            json!({"game": "stone", "piles": [1]}),
        );
        // a window that died (its folder has no lock holder), and a file of an older gamedp
        let dead = dir.path().join("autosave").join("4000000-1-0");
        write_entry(
            &dead,
            "guess_number.json",
            "guess_number",
            json!({"game": "guess_number", "n": 9}),
        );
        let root = dir.path().join("autosave");
        write_entry(
            &root,
            "can_i_win.json",
            "can_i_win",
            json!({"game": "can_i_win", "max_choosable": 3, "desired_total": 4}),
        );
        let other = autosave(dir.path());
        let found = other.found();
        let mut games: Vec<&str> = found.iter().map(|r| r.game.as_str()).collect();
        games.sort();
        assert_eq!(games, ["can_i_win", "guess_number"]);
        // the live window's work is neither offered nor touched by a discard
        other.discard(&found);
        assert!(!dead.exists() && !root.join("can_i_win.json").exists());
        assert!(live_file.exists());
        assert!(autosave(dir.path()).found().is_empty());
    }

    #[test]
    fn every_copy_of_two_dead_windows_is_offered_at_once_and_a_double_once() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("autosave");
        write_entry(
            &root.join("4000000-1-0"),
            "stone.json",
            "stone",
            json!({"game": "stone", "piles": [1]}),
        );
        std::thread::sleep(Duration::from_millis(20));
        write_entry(
            &root.join("4000000-2-0"),
            "stone.json",
            "stone",
            json!({"game": "stone", "piles": [2]}),
        );
        // the same work as the first, taken over by a window that died too
        write_entry(
            &root.join("4000000-3-0"),
            "adopted-0.json",
            "stone",
            json!({"game": "stone", "piles": [1]}),
        );
        let next = autosave(dir.path());
        let found = next.found();
        let piles: Vec<&Value> = found.iter().map(|r| &r.scenario["piles"]).collect();
        assert_eq!(piles.len(), 2, "{piles:?}");
        assert!(piles.contains(&&json!([1])) && piles.contains(&&json!([2])));
        next.discard(&found);
        assert!(autosave(dir.path()).found().is_empty());
        assert_eq!(
            sub_folders(&root).len(),
            1,
            "only the live window's folder is left"
        );
    }

    /// A clock moved by hand.
    struct Manual(Mutex<Duration>);
    impl Clock for Manual {
        fn now(&self) -> Duration {
            *self.0.lock().unwrap()
        }
    }

    /// A disk that fails while `full` is set.
    struct Flaky {
        full: std::sync::atomic::AtomicBool,
    }
    impl Disk for Flaky {
        fn write(&self, path: &Path, bytes: &[u8]) -> std::io::Result<()> {
            if self.full.load(std::sync::atomic::Ordering::SeqCst) {
                return Err(std::io::Error::new(
                    std::io::ErrorKind::StorageFull,
                    "no space left on device",
                ));
            }
            RealDisk.write(path, bytes)
        }
    }

    fn wait_reports(a: &mut Autosave) {
        for _ in 0..500 {
            a.take_reports();
            if a.entries.values().all(|e| e.in_flight.is_none()) {
                return;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        panic!("the writer did not report");
    }

    #[test]
    fn a_failed_write_is_retried_with_back_off_until_it_succeeds() {
        let dir = tempfile::tempdir().unwrap();
        let clock = Arc::new(Manual(Mutex::new(Duration::ZERO)));
        let disk = Arc::new(Flaky {
            full: std::sync::atomic::AtomicBool::new(true),
        });
        let mut a = Autosave::new(
            Some(dir.path().to_path_buf()),
            clock.clone(),
            disk.clone(),
            crate::jobs::no_waker(),
        );
        let set = |t: u64| *clock.0.lock().unwrap() = Duration::from_millis(t);
        let wanted = [Wanted {
            key: "stone".into(),
            version: (1, 0),
        }];
        let scenario = || Scenario::from_value(json!({"game": "stone", "piles": [1]})).unwrap();
        // seen at 0: due at FIRST_DELAY
        let (write, next) = a.plan(&wanted);
        assert!(write.is_empty());
        assert_eq!(next, Some(FIRST_DELAY));
        set(400);
        let (write, _) = a.plan(&wanted);
        assert_eq!(write, ["stone"]);
        a.send("stone", (1, 0), EntryKind::Tab, None, scenario());
        wait_reports(&mut a);
        assert_eq!(a.failing().as_deref(), Some(tr().autosave_disk_full));
        // tries at +1 s, then +2 s, +4 s …
        let mut at = 400;
        for backoff in [1000, 2000, 4000] {
            let (write, next) = a.plan(&wanted);
            assert!(write.is_empty());
            assert_eq!(next, Some(Duration::from_millis(backoff)));
            at += backoff;
            set(at);
            let (write, _) = a.plan(&wanted);
            assert_eq!(write, ["stone"]);
            a.send("stone", (1, 0), EntryKind::Tab, None, scenario());
            wait_reports(&mut a);
            assert!(a.failing().is_some());
        }
        // space comes back: the next try writes it, and the warning goes
        disk.full.store(false, std::sync::atomic::Ordering::SeqCst);
        set(at + 8000);
        let (write, _) = a.plan(&wanted);
        assert_eq!(write, ["stone"]);
        a.send("stone", (1, 0), EntryKind::Tab, None, scenario());
        wait_reports(&mut a);
        assert!(a.failing().is_none());
        assert!(a.all_written());
        assert!(a.own_dir().unwrap().join("stone.json").exists());
        // no longer wanted (saved): removed
        a.plan(&[]);
        for _ in 0..200 {
            if !a.own_dir().unwrap().join("stone.json").exists() {
                break;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        assert!(!a.own_dir().unwrap().join("stone.json").exists());
    }
}
