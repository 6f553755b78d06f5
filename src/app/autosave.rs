//! Autosave: every few seconds, unsaved work is written to the data folder; a clean exit removes
//! it. Each window writes into its own folder (see [`super::instance`]), so windows on one data
//! folder never overwrite each other's work, and at start-up only the work of windows that are
//! no longer running is offered back.

use crate::ui::framework::TabCommand;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde_json::{Value, json};

use super::instance::{self, Instance};
use super::{GamedpApp, Modal};
use crate::i18n::{fill, tr};
use crate::scenario::Scenario;
use crate::ui::framework::StatusMessage;

/// How often unsaved work is written.
pub const INTERVAL: Duration = Duration::from_secs(5);

/// A dead window's folder with no work in it is removed once it is this old (a younger one may
/// belong to a window that is still taking its lock).
const EMPTY_FOLDER_AGE: Duration = Duration::from_secs(60);

/// Autosaved work found at start-up.
#[derive(Debug, Clone, PartialEq)]
pub struct Recovered {
    pub game: String,
    /// The file the work belonged to, if it had been saved before.
    pub path: Option<PathBuf>,
    pub scenario: Value,
    /// The autosave file it was read from.
    pub file: PathBuf,
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

/// Why unsaved work could not be autosaved.
#[derive(Debug, thiserror::Error)]
pub enum AutosaveError {
    /// The autosave folder could not be made.
    #[error("cannot create the autosave folder: {0}")]
    Folder(std::io::Error),
    /// The file could not be written.
    #[error(transparent)]
    Write(#[from] crate::atomic::WriteError),
}

/// This window's autosave: its own folder, the time of the last write.
pub struct Autosave {
    /// The autosave folder of the data folder (every window's folder is inside).
    root: Option<PathBuf>,
    instance: Option<Instance>,
    last: Option<f64>,
    /// (tab revision, doc revision) per game at the last write.
    written: std::collections::HashMap<String, (u64, u64)>,
}

/// Writes one window's autosaves (from a worker thread).
pub struct AutosaveWriter {
    dir: Option<PathBuf>,
}

impl AutosaveWriter {
    /// Write one game's unsaved work.
    pub fn write(
        &self,
        game: &str,
        path: Option<&PathBuf>,
        scenario: Value,
    ) -> Result<(), AutosaveError> {
        let Some(dir) = &self.dir else {
            return Ok(());
        };
        std::fs::create_dir_all(dir).map_err(AutosaveError::Folder)?;
        // a path that is not UTF-8 cannot be JSON: keep it lossily (it is only shown and used
        // to offer the file name back)
        let path = path.map(|p| p.to_string_lossy().into_owned());
        let value = json!({ "game": game, "path": path, "scenario": scenario });
        let file = dir.join(format!("{game}.json"));
        crate::atomic::write_atomic(&file, crate::scenario::to_pretty(&value).as_bytes())?;
        Ok(())
    }
}

impl Autosave {
    /// Autosave into a folder of this window's own under `data_dir/autosave` (none: autosave
    /// is off).
    pub fn new(data_dir: Option<PathBuf>) -> Self {
        let root = data_dir.map(|d| d.join("autosave"));
        Autosave {
            instance: root.as_deref().map(Instance::claim),
            root,
            last: None,
            written: Default::default(),
        }
    }

    /// True when autosave is on.
    pub fn enabled(&self) -> bool {
        self.instance.is_some()
    }

    fn own_dir(&self) -> Option<&Path> {
        self.instance.as_ref().map(Instance::dir)
    }

    fn file(&self, game: &str) -> Option<PathBuf> {
        self.own_dir().map(|d| d.join(format!("{game}.json")))
    }

    /// A writer for this window's folder (to write from a worker thread).
    pub fn writer(&self) -> AutosaveWriter {
        AutosaveWriter {
            dir: self.own_dir().map(Path::to_path_buf),
        }
    }

    /// Forget one game's autosave (it was saved or discarded).
    pub fn remove(&mut self, game: &str) {
        if let Some(file) = self.file(game) {
            let _ = std::fs::remove_file(file);
        }
        self.written.remove(game);
    }

    /// Forget every autosave of this window (clean exit); other windows' work stays.
    pub fn clear_all(&mut self) {
        if let Some(dir) = self.own_dir() {
            for file in json_files(dir) {
                let _ = std::fs::remove_file(file);
            }
        }
        self.written.clear();
    }

    /// The work of windows that are no longer running (and of an older gamedp, which wrote
    /// straight into the autosave folder): per game the newest, so that nothing is shadowed;
    /// the rest is offered at a later start.
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
                Some((
                    modified,
                    Recovered {
                        game: v.get("game")?.as_str()?.to_string(),
                        path: v.get("path").and_then(|p| p.as_str()).map(PathBuf::from),
                        scenario: v.get("scenario")?.clone(),
                        file,
                    },
                ))
            })
            .collect();
        found.sort_by_key(|(modified, _)| std::cmp::Reverse(*modified));
        let mut found: Vec<Recovered> = found.into_iter().map(|(_, r)| r).collect();
        let mut seen = std::collections::HashSet::new();
        found.retain(|r| seen.insert(r.game.clone()));
        found.sort_by(|a, b| a.game.cmp(&b.game));
        found
    }

    /// Delete offered work (the user discarded it); nothing else is touched.
    pub fn discard(&self, entries: &[Recovered]) {
        for e in entries {
            let _ = std::fs::remove_file(&e.file);
            self.tidy(&e.file);
        }
    }

    /// Take recovered work over into this window's folder, so that it is not offered again
    /// while this window runs and is kept if this window dies too.
    fn adopt(&mut self, entry: &Recovered) {
        if let Some(own) = self.file(&entry.game)
            && std::fs::rename(&entry.file, own).is_ok()
        {
            self.tidy(&entry.file);
        }
        self.written.remove(&entry.game);
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

impl GamedpApp {
    pub(super) fn offer_recovery(&mut self) {
        let found = self.autosave.found();
        super::log_debug(&format!(
            "autosaved work found at start-up: {}",
            found.len()
        ));
        if !found.is_empty() {
            self.modal = Some(Modal::Recover { entries: found });
        }
    }

    /// Put recovered work back into its tabs, marked unsaved.
    pub fn recover(&mut self, entries: Vec<Recovered>) {
        for e in entries {
            match Scenario::from_value(e.scenario.clone()) {
                Ok(s) => {
                    let Some(idx) = self.tab_index(s.game.kind()) else {
                        continue;
                    };
                    self.tabs[idx].command(TabCommand::Load(s.game.clone()));
                    self.docs[idx].load(&s, e.path.clone());
                    self.autosave.adopt(&e);
                    self.docs[idx].mark_unsaved();
                    self.active = idx;
                    let what = format!("{} ({})", self.tabs[idx].kind().tab_label(), e.file_name());
                    self.set_status(StatusMessage::Info(fill(
                        tr().recovered,
                        &[("what", &what)],
                    )));
                }
                Err(err) => self.set_status(StatusMessage::Error(err.to_string())),
            }
        }
        self.update_dirty();
    }

    pub(super) fn autosave_tick(&mut self, ctx: &egui::Context) {
        if !self.autosave.enabled() || !self.docs.iter().any(|d| d.is_dirty()) {
            return;
        }
        // Nothing new since the last write: no wake-up (an idle window with unsaved changes
        // uses no CPU; the next edit brings a frame, and this check, anyway).
        let pending = self.tabs.iter().zip(&self.docs).any(|(tab, doc)| {
            let key = (tab.status().revision, doc.revision);
            doc.is_dirty() && self.autosave.written.get(tab.kind().name()) != Some(&key)
        });
        if !pending {
            return;
        }
        let now = ctx.input(|i| i.time);
        let interval = INTERVAL.as_secs_f64();
        // The first unsaved change starts the clock; egui only paints on input, so ask for a
        // frame when the next write is due.
        let last = *self.autosave.last.get_or_insert(now);
        if now - last < interval {
            ctx.request_repaint_after(Duration::from_secs_f64(interval - (now - last)));
            return;
        }
        self.autosave.last = Some(now);
        for (k, tab) in self.tabs.iter().enumerate() {
            let doc = &self.docs[k];
            let game = tab.kind().name();
            let key = (tab.status().revision, doc.revision);
            if doc.is_dirty() && self.autosave.written.get(game) != Some(&key) {
                // a snapshot (a copy of the game's inputs); turning it into JSON and the write
                // with its flush to disk happen off the UI thread, so no frame pays for them
                let snapshot = doc.scenario(tab.as_ref());
                let writer = self.autosave.writer();
                let path = doc.path.clone();
                let game_name = game.to_string();
                std::thread::spawn(move || {
                    let value = snapshot.to_value();
                    if let Err(e) = writer.write(&game_name, path.as_ref(), value) {
                        super::log_debug(&format!("autosave failed: {e}"));
                    }
                });
                self.autosave.written.insert(game.to_string(), key);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn a_path_that_is_not_utf8_is_kept_lossily_not_a_panic() {
        use std::os::unix::ffi::OsStrExt;
        let dir = tempfile::tempdir().unwrap();
        let gone = Autosave::new(Some(dir.path().to_path_buf()));
        let path = PathBuf::from(std::ffi::OsStr::from_bytes(b"/tmp/caf\xe9.json"));
        gone.writer()
            .write("stone", Some(&path), json!({"game": "stone", "piles": [1]}))
            .unwrap();
        drop(gone);
        let found = Autosave::new(Some(dir.path().to_path_buf())).found();
        assert_eq!(found.len(), 1);
        assert!(
            found[0]
                .path
                .as_ref()
                .unwrap()
                .to_string_lossy()
                .contains("caf")
        );
    }

    #[test]
    fn only_the_work_of_windows_that_are_gone_is_offered_and_discarded() {
        let dir = tempfile::tempdir().unwrap();
        let data = Some(dir.path().to_path_buf());
        let live = Autosave::new(data.clone());
        let stone = json!({"game": "stone", "piles": [1]});
        live.writer().write("stone", None, stone.clone()).unwrap();
        // a window that died (its folder has no lock holder), and a file of an older gamedp
        let dead = dir.path().join("autosave").join("4000000-1-0");
        std::fs::create_dir_all(&dead).unwrap();
        let dead_guess = json!({"game": "guess_number", "path": null, "scenario": {"game": "guess_number", "n": 9}});
        std::fs::write(dead.join("guess_number.json"), dead_guess.to_string()).unwrap();
        let legacy = json!({"game": "can_i_win", "path": null, "scenario": {"game": "can_i_win", "max_choosable": 3, "desired_total": 4}});
        let legacy_file = dir.path().join("autosave").join("can_i_win.json");
        std::fs::write(&legacy_file, legacy.to_string()).unwrap();
        let other = Autosave::new(data.clone());
        let found = other.found();
        let games: Vec<&str> = found.iter().map(|r| r.game.as_str()).collect();
        assert_eq!(games, ["can_i_win", "guess_number"]);
        // the live window's work is neither offered nor touched by a discard
        other.discard(&found);
        assert!(!dead.exists() && !legacy_file.exists());
        assert!(live.own_dir().unwrap().join("stone.json").exists());
        assert!(Autosave::new(data).found().is_empty());
    }

    #[test]
    fn of_two_dead_windows_the_newest_work_of_a_game_is_offered_first() {
        let dir = tempfile::tempdir().unwrap();
        let data = Some(dir.path().to_path_buf());
        for piles in [[1], [2]] {
            let gone = Autosave::new(data.clone());
            let scenario = json!({"game": "stone", "piles": piles});
            gone.writer().write("stone", None, scenario).unwrap();
            std::thread::sleep(Duration::from_millis(20));
        }
        let next = Autosave::new(data.clone());
        let found = next.found();
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].scenario["piles"], json!([2]));
        next.discard(&found);
        let found = Autosave::new(data).found();
        assert_eq!(found[0].scenario["piles"], json!([1]));
    }
}
