//! Settings and recent files, kept between runs in the app's data folder.
//!
//! The folder is `$GAMEDP_HOME` when set (tests and CI use a temporary one), otherwise the
//! platform's data folder (`~/.local/share/gamedp` on Linux). The file is small JSON, written
//! atomically; a damaged or missing file gives the defaults.

use std::path::{Path, PathBuf};

use crate::atomic::{WriteError, write_atomic};
use crate::i18n::Language;

/// How many recent files the File menu lists.
pub const MAX_RECENT: usize = 10;

/// Why the settings could not be saved.
#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    /// Neither `$GAMEDP_HOME` nor a platform data folder is known.
    #[error("no data folder")]
    NoDataFolder,
    /// The data folder could not be created.
    #[error("{}: {source}", dir.display())]
    CreateFolder {
        dir: PathBuf,
        source: std::io::Error,
    },
    /// The settings could not be turned into JSON.
    #[error(transparent)]
    Json(#[from] serde_json::Error),
    /// The settings file could not be written.
    #[error(transparent)]
    Write(#[from] WriteError),
}

/// Everything the app remembers between runs.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Interface language.
    pub language: Language,
    /// Recently opened or saved files, newest first.
    pub recent: Vec<PathBuf>,
    /// The tab that was open last (its game name).
    pub last_tab: String,
    /// Dark or light look.
    pub dark_mode: bool,
    /// Solve automatically after each edit when the input is small.
    pub auto_solve: bool,
    /// The folder of the file last chosen in a file dialog or the path field (where the next
    /// dialog starts).
    pub last_dir: Option<PathBuf>,
    /// The folder of the file last exported to (where the next export starts).
    pub last_export_dir: Option<PathBuf>,
    /// Presentation mode: large text, thick lines, the light projector theme.
    pub presentation: bool,
    /// Width of each tab's side panel (by game name) as the user last dragged it.
    pub side_widths: std::collections::BTreeMap<String, f32>,
    /// Where the student left a lesson (Help › Lessons offers to continue there).
    pub lesson: Option<crate::lessons::Progress>,
    /// The Code pane (the reference solution beside the views) is open.
    pub code_open: bool,
    /// The language of the Code pane's listings: `python`, `cpp` or `java`
    /// (`crate::code::Lang::key`).
    pub code_lang: String,
    /// Scenarios whose answers were on screen, by game name: fingerprints of their inputs
    /// (`crate::quiz::seen`), the latest last. Quizzed again, in any later run, they are
    /// practice.
    pub seen: std::collections::BTreeMap<String, Vec<String>>,
    /// File › Export › Figure for slides: dark figures (`None`: light, as `gamedp figure`).
    pub figure_dark: Option<bool>,
    /// File › Export › Figure for slides: 4:3 figures instead of 16:9.
    pub figure_4_3: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: Language::English,
            recent: Vec::new(),
            last_tab: crate::games::GameKind::ALL[0].name().into(),
            dark_mode: true,
            auto_solve: true,
            last_dir: None,
            last_export_dir: None,
            presentation: false,
            side_widths: Default::default(),
            lesson: None,
            code_open: false,
            code_lang: crate::code::Lang::Python.key().to_string(),
            seen: Default::default(),
            figure_dark: None,
            figure_4_3: false,
        }
    }
}

/// The app's data folder (settings, autosaves), if one can be found.
pub fn data_dir() -> Option<PathBuf> {
    if let Some(home) = std::env::var_os("GAMEDP_HOME") {
        return Some(PathBuf::from(home));
    }
    directories::ProjectDirs::from("", "", "gamedp").map(|d| d.data_dir().to_path_buf())
}

impl Settings {
    fn file(dir: &Path) -> PathBuf {
        dir.join("settings.json")
    }

    /// Load from `dir`, or the defaults if there is nothing usable there.
    pub fn load(dir: Option<&Path>) -> Settings {
        dir.and_then(|d| std::fs::read_to_string(Self::file(d)).ok())
            .and_then(|text| serde_json::from_str(&text).ok())
            .unwrap_or_default()
    }

    /// Save to `dir` (creating it), merged with what other windows saved there since this one
    /// read or wrote the file: only the keys this window changed since `base` (its settings as
    /// they were then) replace the ones on disk; recent files from every window are kept, this
    /// window's newest first. Returns the settings now on disk, the next `base`. Errors are
    /// returned for the status bar.
    pub fn save_merged(
        &self,
        base: &Settings,
        dir: Option<&Path>,
    ) -> Result<Settings, SettingsError> {
        self.write(Some(base), dir)
    }

    /// Save to `dir` (creating it), replacing what is there. Errors are returned for the status
    /// bar.
    pub fn save(&self, dir: Option<&Path>) -> Result<(), SettingsError> {
        self.write(None, dir).map(|_| ())
    }

    /// Write, merged with the file on disk when `base` is given (see [`Settings::save_merged`]).
    fn write(
        &self,
        base: Option<&Settings>,
        dir: Option<&Path>,
    ) -> Result<Settings, SettingsError> {
        let Some(dir) = dir else {
            return Err(SettingsError::NoDataFolder);
        };
        std::fs::create_dir_all(dir).map_err(|source| SettingsError::CreateFolder {
            dir: dir.to_path_buf(),
            source,
        })?;
        let mut merged = self.clone();
        if let Some(base) = base {
            let disk = Self::load(Some(dir));
            merged.recent = merge_recent(&self.recent, &base.recent, &disk.recent);
            // what another window saw stays seen
            for (game, theirs) in &disk.seen {
                let ours = merged.seen.entry(game.clone()).or_default();
                *ours = crate::quiz::seen::merge(ours, theirs, crate::quiz::seen::kept(game));
            }
        }
        // JSON cannot hold a path that is not UTF-8: such recent files are not kept
        merged.recent.retain(|p| p.to_str().is_some());
        let mut disk = base
            .and_then(|_| std::fs::read_to_string(Self::file(dir)).ok())
            .and_then(|text| serde_json::from_str::<serde_json::Value>(&text).ok())
            .and_then(|v| v.as_object().cloned())
            .unwrap_or_default();
        let before = base.map(serde_json::to_value).transpose()?;
        let serde_json::Value::Object(own) = serde_json::to_value(&merged)? else {
            unreachable!("settings are a JSON object")
        };
        for (key, value) in own {
            let changed = before.as_ref().and_then(|b| b.get(&key)) != Some(&value);
            if key == "recent" || key == "seen" || changed || !disk.contains_key(&key) {
                disk.insert(key, value);
            }
        }
        let disk = serde_json::Value::Object(disk);
        write_atomic(
            &Self::file(dir),
            serde_json::to_string_pretty(&disk)?.as_bytes(),
        )?;
        Ok(serde_json::from_value(disk).unwrap_or(merged))
    }

    /// Put `path` at the top of the recent files.
    pub fn push_recent(&mut self, path: &Path) {
        let path = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        self.recent.retain(|p| p != &path);
        self.recent.insert(0, path);
        self.recent.truncate(MAX_RECENT);
    }
}

/// The recent files after a save: those this window opened since `base` (they are at the top of
/// `own`), then those on disk (from every window) except the ones this window removed, then the
/// rest of this window's, without repeats.
fn merge_recent(own: &[PathBuf], base: &[PathBuf], disk: &[PathBuf]) -> Vec<PathBuf> {
    let fresh = own.iter().take_while(|p| Some(*p) != base.first());
    let removed = |p: &&PathBuf| base.contains(p) && !own.contains(p);
    let mut merged: Vec<PathBuf> = Vec::new();
    for p in fresh.chain(disk.iter().filter(|p| !removed(p))).chain(own) {
        if !merged.contains(p) {
            merged.push(p.clone());
        }
    }
    merged.truncate(MAX_RECENT);
    merged
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_recent_order() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = Settings::default();
        for k in 0..12 {
            s.push_recent(Path::new(&format!("/nonexistent/{k}.json")));
        }
        s.push_recent(Path::new("/nonexistent/5.json"));
        assert_eq!(s.recent.len(), MAX_RECENT);
        assert_eq!(s.recent[0], Path::new("/nonexistent/5.json"));
        s.language = Language::Chinese;
        s.save(Some(dir.path())).unwrap();
        assert_eq!(Settings::load(Some(dir.path())), s);
    }

    #[cfg(unix)]
    #[test]
    fn a_recent_path_that_is_not_utf8_does_not_stop_saving() {
        use std::os::unix::ffi::OsStrExt;
        let dir = tempfile::tempdir().unwrap();
        let mut s = Settings::default();
        s.push_recent(Path::new(std::ffi::OsStr::from_bytes(
            b"/nonexistent/caf\xe9.json",
        )));
        s.push_recent(Path::new("/nonexistent/ok.json"));
        s.language = Language::Chinese;
        s.save(Some(dir.path())).unwrap();
        let back = Settings::load(Some(dir.path()));
        assert_eq!(back.language, Language::Chinese);
        assert_eq!(back.recent, vec![PathBuf::from("/nonexistent/ok.json")]);
    }

    #[test]
    fn two_windows_merge_their_settings_key_by_key() {
        let dir = tempfile::tempdir().unwrap();
        let dir = Some(dir.path());
        let mut start = Settings::default();
        start.push_recent(Path::new("/nonexistent/old.json"));
        start.save(dir).unwrap();
        // both windows start from the same file
        let (mut a, a_base) = (Settings::load(dir), Settings::load(dir));
        let (mut b, b_base) = (Settings::load(dir), Settings::load(dir));
        b.language = Language::Chinese;
        b.push_recent(Path::new("/nonexistent/b.json"));
        b.save_merged(&b_base, dir).unwrap();
        a.dark_mode = false;
        a.push_recent(Path::new("/nonexistent/a.json"));
        let merged = a.save_merged(&a_base, dir).unwrap();
        let back = Settings::load(dir);
        assert_eq!(back, merged);
        assert_eq!(back.language, Language::Chinese);
        assert!(!back.dark_mode);
        let recent: Vec<&str> = back.recent.iter().map(|p| p.to_str().unwrap()).collect();
        assert_eq!(
            recent,
            [
                "/nonexistent/a.json",
                "/nonexistent/b.json",
                "/nonexistent/old.json"
            ]
        );
        // clearing the list in a window clears what that window knew
        let mut c = back.clone();
        c.recent.clear();
        assert!(c.save_merged(&back, dir).unwrap().recent.is_empty());
    }

    #[test]
    fn scenarios_seen_in_two_windows_are_both_kept() {
        let dir = tempfile::tempdir().unwrap();
        let dir = Some(dir.path());
        Settings::default().save(dir).unwrap();
        let (mut a, a_base) = (Settings::load(dir), Settings::load(dir));
        let (mut b, b_base) = (Settings::load(dir), Settings::load(dir));
        a.seen
            .entry("stone".into())
            .or_default()
            .push("aaaa".into());
        a.save_merged(&a_base, dir).unwrap();
        b.seen
            .entry("stone".into())
            .or_default()
            .push("bbbb".into());
        b.seen
            .entry("guess_number".into())
            .or_default()
            .push("cccc".into());
        let merged = b.save_merged(&b_base, dir).unwrap();
        assert_eq!(merged.seen["stone"], ["aaaa", "bbbb"]);
        assert_eq!(merged.seen["guess_number"], ["cccc"]);
        assert_eq!(Settings::load(dir), merged);
    }

    #[test]
    fn panel_widths_and_presentation_are_kept_and_merged() {
        let dir = tempfile::tempdir().unwrap();
        let dir = Some(dir.path());
        Settings::default().save(dir).unwrap();
        let (mut a, a_base) = (Settings::load(dir), Settings::load(dir));
        let (mut b, b_base) = (Settings::load(dir), Settings::load(dir));
        a.side_widths.insert("stone".into(), 420.0);
        a.save_merged(&a_base, dir).unwrap();
        b.presentation = true;
        let merged = b.save_merged(&b_base, dir).unwrap();
        assert_eq!(merged.side_widths.get("stone"), Some(&420.0));
        assert!(merged.presentation);
        assert_eq!(Settings::load(dir), merged);
        // a file from before these settings existed gives their defaults
        let old = tempfile::tempdir().unwrap();
        std::fs::write(old.path().join("settings.json"), br#"{"dark_mode": false}"#).unwrap();
        let s = Settings::load(Some(old.path()));
        assert!(!s.presentation && s.side_widths.is_empty() && !s.dark_mode);
    }

    #[test]
    fn the_code_pane_is_kept_and_an_old_file_gives_its_defaults() {
        let dir = tempfile::tempdir().unwrap();
        let dir = Some(dir.path());
        let mut s = Settings::default();
        assert!(!s.code_open, "the pane starts closed");
        assert_eq!(s.code_lang, "python");
        s.code_open = true;
        s.code_lang = crate::code::Lang::Java.key().into();
        s.save(dir).unwrap();
        assert_eq!(Settings::load(dir), s);
        let old = tempfile::tempdir().unwrap();
        std::fs::write(
            old.path().join("settings.json"),
            br#"{"language": "zh", "presentation": true}"#,
        )
        .unwrap();
        let s = Settings::load(Some(old.path()));
        assert_eq!(s.language, Language::Chinese);
        assert!(s.presentation && !s.code_open);
        assert_eq!(s.code_lang, "python");
    }

    #[test]
    fn damaged_file_gives_defaults() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("settings.json"), b"{not json").unwrap();
        assert_eq!(Settings::load(Some(dir.path())), Settings::default());
    }
}
