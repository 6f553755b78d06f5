//! Autosave: every few seconds, unsaved work is written to the data folder; a clean exit removes
//! it, so whatever is there at start-up was left by a crash and is offered back.

use crate::ui::TabCommand;
use std::path::PathBuf;
use std::time::Duration;

use serde_json::{Value, json};

use super::{GamedpApp, Modal};
use crate::i18n::{fill, tr};
use crate::scenario::Scenario;
use crate::ui::StatusMessage;

/// How often unsaved work is written.
pub const INTERVAL: Duration = Duration::from_secs(5);

/// Autosaved work found at start-up.
#[derive(Debug, Clone, PartialEq)]
pub struct Recovered {
    pub game: String,
    /// The file the work belonged to, if it had been saved before.
    pub path: Option<PathBuf>,
    pub scenario: Value,
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

/// The autosave folder and the time of the last write.
pub struct Autosave {
    dir: Option<PathBuf>,
    last: Option<f64>,
    /// (tab revision, doc revision) per game at the last write.
    written: std::collections::HashMap<String, (u64, u64)>,
}

impl Autosave {
    /// Autosave into `data_dir/autosave` (none: autosave is off).
    pub fn new(data_dir: Option<PathBuf>) -> Self {
        Autosave {
            dir: data_dir.map(|d| d.join("autosave")),
            last: None,
            written: Default::default(),
        }
    }

    fn file(&self, game: &str) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(format!("{game}.json")))
    }

    /// An autosave writer for the same folder (to write from a worker thread).
    pub fn clone_target(&self) -> Autosave {
        Autosave::new(
            self.dir
                .as_ref()
                .and_then(|d| d.parent().map(|p| p.to_path_buf())),
        )
    }

    /// Write one game's unsaved work.
    pub fn write(
        &self,
        game: &str,
        path: Option<&PathBuf>,
        scenario: Value,
    ) -> Result<(), AutosaveError> {
        let Some(file) = self.file(game) else {
            return Ok(());
        };
        if let Some(dir) = &self.dir {
            std::fs::create_dir_all(dir).map_err(AutosaveError::Folder)?;
        }
        // a path that is not UTF-8 cannot be JSON: keep it lossily (it is only shown and used
        // to offer the file name back)
        let path = path.map(|p| p.to_string_lossy().into_owned());
        let value = json!({ "game": game, "path": path, "scenario": scenario });
        crate::atomic::write_atomic(&file, crate::scenario::to_pretty(&value).as_bytes())?;
        Ok(())
    }

    /// Forget one game's autosave (it was saved or discarded).
    pub fn remove(&mut self, game: &str) {
        if let Some(file) = self.file(game) {
            let _ = std::fs::remove_file(file);
        }
        self.written.remove(game);
    }

    /// Forget every autosave (clean exit).
    pub fn clear_all(&mut self) {
        if let Some(dir) = &self.dir
            && let Ok(entries) = std::fs::read_dir(dir)
        {
            for e in entries.flatten() {
                if e.path().extension().is_some_and(|x| x == "json") {
                    let _ = std::fs::remove_file(e.path());
                }
            }
        }
        self.written.clear();
    }

    /// Everything autosaved by an earlier run.
    pub fn found(&self) -> Vec<Recovered> {
        let Some(dir) = &self.dir else {
            return Vec::new();
        };
        let Ok(entries) = std::fs::read_dir(dir) else {
            return Vec::new();
        };
        let mut found: Vec<Recovered> = entries
            .flatten()
            .filter(|e| e.path().extension().is_some_and(|x| x == "json"))
            .filter_map(|e| std::fs::read_to_string(e.path()).ok())
            .filter_map(|text| serde_json::from_str::<Value>(&text).ok())
            .filter_map(|v| {
                Some(Recovered {
                    game: v.get("game")?.as_str()?.to_string(),
                    path: v.get("path").and_then(|p| p.as_str()).map(PathBuf::from),
                    scenario: v.get("scenario")?.clone(),
                })
            })
            .collect();
        found.sort_by(|a, b| a.game.cmp(&b.game));
        found
    }
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
                    self.docs[idx].mark_unsaved();
                    self.active = idx;
                    let what = format!(
                        "{} ({})",
                        crate::ui::tab_label(self.tabs[idx].kind()),
                        e.file_name()
                    );
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
        if self.autosave.dir.is_none() || !self.docs.iter().any(|d| d.is_dirty()) {
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
                let value = doc.scenario(tab.as_ref()).to_value();
                // the write (with its flush to disk) happens off the UI thread
                let writer = self.autosave.clone_target();
                let path = doc.path.clone();
                let game_name = game.to_string();
                std::thread::spawn(move || {
                    if let Err(e) = writer.write(&game_name, path.as_ref(), value) {
                        super::log_debug(&format!("autosave failed: {e}"));
                    }
                });
                self.autosave.written.insert(game.to_string(), key);
            }
        }
        ctx.request_repaint_after(INTERVAL);
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
        let autosave = Autosave::new(Some(dir.path().to_path_buf()));
        let path = PathBuf::from(std::ffi::OsStr::from_bytes(b"/tmp/caf\xe9.json"));
        autosave
            .write("stone", Some(&path), json!({"game": "stone", "piles": [1]}))
            .unwrap();
        let found = autosave.found();
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
}
