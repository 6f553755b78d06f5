//! Opening, saving and exporting: dialogs, background file jobs, and the unsaved-changes flow.

use crate::ui::framework::{ExportError, ExportJob, TabCommand};
use std::path::{Path, PathBuf};

use serde_json::Value;

use super::{GamedpApp, Modal};
use crate::i18n::{fill, tr};
use crate::scenario::Scenario;
use crate::ui::framework::file_actions::{DialogAnswer, DialogPurpose, DialogRequest};
use crate::ui::framework::{ExportKind, StatusMessage};

/// What a finished file job reports.
pub enum FileDone {
    Loaded {
        path: PathBuf,
        scenario: Box<Scenario>,
        /// The file as it was read.
        stamp: Option<super::FileStamp>,
        /// The user chose to reload it over the tab's work (no question asked).
        reload: bool,
    },
    Saved {
        path: PathBuf,
        tab: usize,
        value: Value,
        /// The file as it was written.
        stamp: super::FileStamp,
    },
    /// A save found the file changed by someone else since this window read or wrote it:
    /// nothing was written.
    ChangedOnDisk {
        path: PathBuf,
        tab: usize,
    },
    /// The files of these tabs were changed by someone else (a check on focus).
    DiskChecked {
        changed: Vec<(usize, PathBuf, super::FileStamp)>,
    },
    Exported {
        path: PathBuf,
    },
    /// A file could not be opened (its message in both languages).
    OpenFailed {
        message: crate::i18n::Both,
    },
    /// Writing an export failed.
    ExportFailed {
        path: PathBuf,
        error: ExportError,
    },
    /// A table's text for the clipboard (Edit › Copy table as …).
    Copied {
        text: String,
        kind: super::copy_table::TableText,
    },
}

/// Something the user asked for that waits for an answer about unsaved changes (or for a save
/// to finish first).
#[derive(Debug, Clone, PartialEq)]
pub enum PendingAction {
    /// File › New on a tab.
    New(usize),
    /// Put a loaded scenario into its tab.
    Apply {
        path: Option<PathBuf>,
        scenario: Box<Scenario>,
        stamp: Option<super::FileStamp>,
    },
    /// Close the window.
    Close,
}

impl PendingAction {
    /// The tabs whose unsaved changes this action would throw away.
    fn affected(&self, app: &GamedpApp) -> Vec<usize> {
        match self {
            PendingAction::New(t) => vec![*t],
            PendingAction::Apply { scenario, .. } => {
                app.tab_index(scenario.game.kind()).into_iter().collect()
            }
            PendingAction::Close => (0..app.tabs.len()).collect(),
        }
    }
}

/// The folder file dialogs start in: `saves/` next to the working directory or the program.
pub fn saves_dir() -> PathBuf {
    let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let candidates = [
        cwd.join("saves"),
        std::env::current_exe()
            .ok()
            .and_then(|exe| exe.parent().map(|d| d.join("../../saves")))
            .unwrap_or_else(|| cwd.join("saves")),
    ];
    candidates
        .into_iter()
        .find(|d| d.is_dir())
        .and_then(|d| std::fs::canonicalize(d).ok())
        .unwrap_or(cwd)
}

/// The user's documents folder (or home folder), where saving starts when nothing else is known.
fn user_dir() -> Option<PathBuf> {
    let dirs = directories::UserDirs::new()?;
    Some(
        dirs.document_dir()
            .filter(|d| d.is_dir())
            .unwrap_or(dirs.home_dir())
            .to_path_buf(),
    )
}

impl GamedpApp {
    /// The folder a dialog for `purpose` starts in: the folder last used (see
    /// [`crate::settings::Settings::last_dir`]); otherwise, for Open, the document's folder or
    /// the bundled examples, and for Save As the document's folder unless it is the bundled
    /// `saves/`, then the user's documents folder. Export starts in the folder last exported to,
    /// else as Save As (figures go beside the scenario, never into the bundled examples).
    pub fn dialog_dir(&self, purpose: &DialogPurpose) -> PathBuf {
        let last = self.settings.last_dir.clone().filter(|d| d.is_dir());
        let doc_dir = self.docs[self.active]
            .path
            .as_ref()
            .and_then(|p| p.parent().map(Path::to_path_buf))
            .filter(|d| d.is_dir());
        match purpose {
            DialogPurpose::Open => last.or(doc_dir).unwrap_or_else(saves_dir),
            DialogPurpose::Export(_) => {
                // the folder last exported to, else where Save As would start: the folder last
                // used, else the scenario's own folder (a teacher keeps the figures beside it)
                // unless it is the bundled `saves/`
                let last_export = self.settings.last_export_dir.clone().filter(|d| d.is_dir());
                last_export.unwrap_or_else(|| self.dialog_dir(&DialogPurpose::SaveAs))
            }
            DialogPurpose::SaveAs => {
                let bundled = std::fs::canonicalize(saves_dir()).ok();
                let doc_dir = doc_dir.filter(|d| std::fs::canonicalize(d).ok() != bundled);
                last.or(doc_dir)
                    .or_else(user_dir)
                    .unwrap_or_else(|| std::env::current_dir().unwrap_or_default())
            }
        }
    }

    /// Remember the folder of a path the user chose, for the next dialog.
    fn remember_dir(&mut self, path: &Path) {
        let dir = std::path::absolute(path)
            .ok()
            .and_then(|p| p.parent().map(Path::to_path_buf));
        if dir.is_some() && dir != self.settings.last_dir {
            self.settings.last_dir = dir;
            self.save_settings();
        }
    }

    /// Load the bundled example (no file given on the command line).
    pub(super) fn open_default_example(&mut self) {
        match Scenario::from_json(super::DEFAULT_EXAMPLE) {
            Ok(s) => self.apply_scenario(s, None, None),
            Err(e) => self.set_status(StatusMessage::Error(e.to_string().into())),
        }
    }

    /// Load a file right away (start-up only; later opens go through a job).
    pub(super) fn open_now(&mut self, path: &Path) {
        match Scenario::load(path) {
            Ok(s) => {
                let stamp = std::fs::read(path)
                    .ok()
                    .map(|bytes| super::FileStamp::of(path, &bytes));
                self.apply_scenario(s, Some(path.to_path_buf()), stamp);
            }
            Err(e) => {
                if let Some(run) = &mut self.screenshot {
                    run.open_failed(e.in_file(path));
                }
                let msg = crate::i18n::Both::new(|| e.localized_in_file(path));
                self.modal = Some(Modal::Error {
                    title: tr().open_failed.to_string(),
                    message: msg.get().to_string(),
                });
                self.set_status(StatusMessage::Error(msg));
                self.open_default_example();
            }
        }
    }

    /// Read a file in the background; the result goes through the unsaved-changes check.
    pub fn open_path(&mut self, path: PathBuf) {
        self.read_file(path, false);
    }

    /// Read a file in the background; `reload`: put it into its tab without asking (the user
    /// chose to reload it over the tab's work).
    fn read_file(&mut self, path: PathBuf, reload: bool) {
        self.status_names(&path);
        self.set_status(StatusMessage::Info(crate::i18n::Both::new(|| {
            fill(tr().opening, &[("path", &path.display())])
        })));
        self.start_file_job("open", move |_c| {
            let stamp = std::fs::read(&path)
                .ok()
                .map(|bytes| super::FileStamp::of(&path, &bytes));
            let scenario = match Scenario::load(&path) {
                Ok(s) => s,
                Err(e) => {
                    // in both languages: the status bar follows a language switch
                    let message = crate::i18n::Both::new(|| e.localized_in_file(&path));
                    return Ok(FileDone::OpenFailed { message });
                }
            };
            Ok(FileDone::Loaded {
                path,
                scenario: Box::new(scenario),
                stamp,
                reload,
            })
        });
    }

    /// Put a file read again into its tab, as an edit Ctrl+Z undoes (the tab's version is
    /// not lost).
    fn apply_reloaded(
        &mut self,
        scenario: Scenario,
        path: PathBuf,
        stamp: Option<super::FileStamp>,
    ) {
        let Some(idx) = self.tab_index(scenario.game.kind()) else {
            return;
        };
        self.tabs[idx].command(TabCommand::Import(scenario.game.clone()));
        self.docs[idx].load(&scenario, Some(path.clone()));
        self.docs[idx].disk = stamp;
        let value = self.docs[idx].scenario(self.tabs[idx].as_ref()).to_value();
        self.docs[idx].mark_saved(value);
        self.active = idx;
        self.update_dirty();
        self.status_names(&path);
        self.set_status(StatusMessage::Info(crate::i18n::Both::new(|| {
            fill(tr().opened, &[("path", &path.display())])
        })));
    }

    /// Reload tab `t`'s file over its work (the user chose to).
    pub fn reload(&mut self, t: usize) {
        if let Some(path) = self.docs[t].path.clone() {
            self.read_file(path, true);
        }
    }

    /// Put a scenario into its tab and make that tab active (no questions asked).
    pub(super) fn apply_scenario(
        &mut self,
        scenario: Scenario,
        path: Option<PathBuf>,
        stamp: Option<super::FileStamp>,
    ) {
        let Some(idx) = self.tab_index(scenario.game.kind()) else {
            self.set_status(StatusMessage::Error(crate::i18n::Both::new(|| {
                fill(tr().game_not_available, &[("game", &scenario.game.name())])
            })));
            return;
        };
        for w in &scenario.warnings {
            self.set_status(StatusMessage::Error(w.clone().into()));
        }
        self.tabs[idx].command(TabCommand::Load(scenario.game.clone()));
        self.docs[idx].load(&scenario, path.clone());
        self.docs[idx].disk = stamp;
        let value = self.docs[idx].scenario(self.tabs[idx].as_ref()).to_value();
        self.docs[idx].mark_saved(value);
        self.active = idx;
        if let Some(p) = &path {
            self.settings.push_recent(p);
            self.save_settings();
            self.status_names(p);
            self.set_status(StatusMessage::Info(crate::i18n::Both::new(|| {
                fill(tr().opened, &[("path", &p.display())])
            })));
        }
    }

    /// Ask for (or run) an action that may throw away unsaved changes.
    pub fn request(&mut self, action: PendingAction) {
        let dirty: Vec<usize> = action
            .affected(self)
            .into_iter()
            .filter(|&t| self.docs[t].is_dirty())
            .collect();
        if dirty.is_empty() {
            self.perform(action);
        } else {
            self.modal = Some(Modal::Unsaved { tabs: dirty });
            self.pending = Some(action);
        }
    }

    /// Run an action without asking.
    fn perform(&mut self, action: PendingAction) {
        match action {
            PendingAction::New(t) => {
                self.tabs[t].command(TabCommand::Reset);
                // the old result's memory goes back to the system, not only to the allocator
                crate::memory::release_free_memory();
                let tab = self.tabs[t].as_ref();
                self.docs[t] = super::Document::new(tab);
                self.active = t;
            }
            PendingAction::Apply {
                path,
                scenario,
                stamp,
            } => self.apply_scenario(*scenario, path, stamp),
            PendingAction::Close => {
                self.allow_close = true;
                self.autosave.clear_all();
                self.close_window();
            }
        }
    }

    fn close_window(&mut self) {
        // sent from the next frame, which has the context
        self.want_close = true;
    }

    /// The unsaved-changes question was answered.
    pub fn answer_unsaved(&mut self, answer: UnsavedAnswer) {
        self.modal = None;
        let Some(action) = self.pending.take() else {
            return;
        };
        match answer {
            UnsavedAnswer::Cancel => {}
            UnsavedAnswer::Discard => self.perform(action),
            UnsavedAnswer::Save => {
                let first_dirty = action
                    .affected(self)
                    .into_iter()
                    .find(|&t| self.docs[t].is_dirty());
                if let Some(t) = first_dirty {
                    // Run the action again once this save has finished.
                    self.pending = Some(action);
                    self.active = t;
                    self.save(t, false);
                } else {
                    self.perform(action);
                }
            }
        }
    }

    /// Save tab `t`; `save_as` (or no path yet) asks for a path first. A tab whose content
    /// cannot be saved now (see [`crate::ui::framework::TabStatus::save_blocker`]) is not saved: its message
    /// is shown and a New/Open/Close waiting for the save is dropped.
    pub fn save(&mut self, t: usize, save_as: bool) {
        if let Some(why) = self.tabs[t].status().save_blocker {
            self.pending = None;
            self.set_status(StatusMessage::Error(why.clone().into()));
            self.modal = Some(Modal::Error {
                title: tr().file_failed.to_string(),
                message: why,
            });
            return;
        }
        match (&self.docs[t].path, save_as) {
            (Some(path), false) => {
                // the file as this window left it: a change by someone else is asked about
                let expected = self.docs[t].disk.clone();
                let path = path.clone();
                self.write_doc(t, path, expected);
            }
            _ => {
                if !self.dialog_free() {
                    // the save cannot start: a New/Open/Close waiting for it is dropped too
                    self.pending = None;
                    return;
                }
                self.save_as_tab = Some(t);
                let name = self.save_as_name(t);
                self.ask_path(DialogPurpose::SaveAs, true, name, ("JSON", "json"));
            }
        }
    }

    /// The file name Save As suggests for tab `t`: its file's, or the game's for a new one.
    /// During the quiz it is always the game's: names such as "cat-guards-food.json" state
    /// the answer.
    fn save_as_name(&self, t: usize) -> String {
        let quiz = self.tabs[t].quiz_on();
        self.docs[t]
            .path
            .as_ref()
            .filter(|_| !quiz)
            .and_then(|p| p.file_name())
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| format!("{}.json", self.tabs[t].kind().name()))
    }

    /// Write tab `t` to `path` in the background (the user chose the path, and agreed to
    /// replace what is there).
    pub fn save_to(&mut self, t: usize, path: PathBuf) {
        self.write_doc(t, path, None);
    }

    /// Write tab `t` to `path` in the background. With `expected`, the file must still be as
    /// this window left it; if someone else changed it, nothing is written and the user is
    /// asked (reload, overwrite, save as).
    fn write_doc(&mut self, t: usize, path: PathBuf, expected: Option<super::FileStamp>) {
        let path = with_extension(path, "json");
        self.status_names(&path);
        if let Some(why) = crate::atomic::may_not_write(&path) {
            // said here in the user's language (the write would refuse it too)
            self.pending = None;
            let text = match why {
                crate::atomic::Unwritable::ReadOnly => tr().save_read_only,
                crate::atomic::Unwritable::NotPermitted => tr().save_not_permitted,
            };
            let msg = fill(text, &[("path", &path.display())]);
            self.set_status(StatusMessage::Error(msg.clone().into()));
            self.modal = Some(Modal::Error {
                title: tr().file_failed.to_string(),
                message: msg,
            });
            return;
        }
        self.docs[t].follow_data(self.tabs[t].as_ref());
        let value = self.docs[t].scenario(self.tabs[t].as_ref()).to_value();
        let text = crate::scenario::to_pretty(&value);
        self.start_file_job("save", move |_c| {
            if expected
                .as_ref()
                .is_some_and(|e| e.changed(&path).is_some())
            {
                return Ok(FileDone::ChangedOnDisk { path, tab: t });
            }
            crate::atomic::write_atomic(&path, text.as_bytes())
                .map_err(|e| crate::games::SolveError::Invalid(e.to_string()))?;
            let stamp = super::FileStamp::of(&path, text.as_bytes());
            Ok(FileDone::Saved {
                path,
                tab: t,
                value,
                stamp,
            })
        });
    }

    /// Start an export of the active tab: ask the tab, then ask for a path.
    pub fn export(&mut self, kind: ExportKind) {
        if !self.dialog_free() {
            return;
        }
        if self.answers_hidden() {
            // every export holds the answers of the quiz
            self.set_status(StatusMessage::Error(crate::i18n::Both::new(|| {
                crate::i18n::exam::tr().no_export.to_string()
            })));
            return;
        }
        let job = match kind {
            ExportKind::SolvedJson | ExportKind::SolvedJsonWithTable => {
                self.solved_scenario_job(kind == ExportKind::SolvedJsonWithTable)
            }
            ExportKind::Figure { view, format } => self.figure_job(view, format),
            _ => self.tabs[self.active].export(kind),
        };
        match job {
            Ok(job) => {
                self.pending_export = Some(job);
                let name = self.export_name(kind);
                let ext = kind.extension();
                let filter = match ext {
                    "csv" => ("CSV", "csv"),
                    "png" => ("PNG", "png"),
                    "svg" => ("SVG", "svg"),
                    "gif" => ("GIF", "gif"),
                    "tex" => ("LaTeX", "tex"),
                    "md" => ("Markdown", "md"),
                    _ => ("JSON", "json"),
                };
                self.ask_path(DialogPurpose::Export(kind), true, name, filter);
            }
            Err(e) => self.set_status(StatusMessage::Error(e.to_string().into())),
        }
    }

    /// The file name an export of the active tab suggests. A figure carries the game and the
    /// view (`stone-table.svg`, `custom-tic-tac-toe-graph.svg`): the scenario file's name when
    /// it starts with the game's name, else the game's name; other exports the file's name and
    /// the tab's suffix.
    pub fn export_name(&self, kind: ExportKind) -> String {
        let stem = self.docs[self.active]
            .path
            .as_ref()
            .and_then(|p| p.file_stem())
            .map(|s| s.to_string_lossy().into_owned());
        let game = self.tabs[self.active].kind().name();
        let ext = kind.extension();
        if let ExportKind::Figure { view, .. } = kind {
            let prefix = game.replace('_', "-");
            let base = stem
                .filter(|s| s.replace('_', "-").starts_with(&prefix))
                .unwrap_or(prefix);
            return format!("{base}-{view}.{ext}");
        }
        let base = stem.unwrap_or_else(|| game.to_string());
        let suffix = self.tabs[self.active].export_suffix(kind);
        let suffix = suffix.unwrap_or_else(|| match kind {
            ExportKind::SolvedJson => "-solved".to_string(),
            ExportKind::SolvedJsonWithTable => "-solved-table".to_string(),
            ExportKind::TableCsv => "-table".to_string(),
            ExportKind::HeatmapPng => "-heatmap".to_string(),
            ExportKind::PicturePng => "-picture".to_string(),
            ExportKind::Figure { view, .. } => format!("-{view}"),
        });
        format!("{base}{suffix}.{ext}")
    }

    /// The active document solved, as `gamedp solve` would write it (with `--table` if asked).
    fn solved_scenario_job(&self, with_table: bool) -> Result<ExportJob, ExportError> {
        let tab = self.tabs[self.active].as_ref();
        if let Some(reason) = tab.status().save_blocker {
            return Err(ExportError::NotNow(reason));
        }
        let scenario = self.docs[self.active].scenario(tab);
        Ok(Box::new(move |path: &Path| {
            let value =
                crate::solve::solved_scenario(&scenario, with_table, &crate::games::NoControl)?;
            crate::atomic::write_atomic(path, crate::scenario::to_pretty(&value).as_bytes())?;
            Ok(())
        }))
    }

    /// Whether File › Export › Figure for slides makes dark figures: as chosen there, else
    /// light, as `gamedp figure` (for projectors; t2 stop 43: a dark app made dark figures
    /// while the command line made light ones).
    pub(super) fn figure_dark(&self) -> bool {
        self.settings.figure_dark.unwrap_or(false)
    }

    /// A figure of the active document, drawn on the worker thread by the same module as
    /// `gamedp figure`: in the interface's language, the colours and shape chosen in the menu
    /// ([`GamedpApp::figure_dark`], `figure_4_3`), PNG at 2×.
    fn figure_job(
        &self,
        view: &'static str,
        format: crate::figures::Format,
    ) -> Result<ExportJob, ExportError> {
        let tab = self.tabs[self.active].as_ref();
        if let Some(reason) = tab.status().save_blocker {
            return Err(ExportError::NotNow(reason));
        }
        let game = tab.game();
        let options = crate::figures::Options {
            language: self.settings.language,
            theme: if self.figure_dark() {
                crate::figures::Theme::Dark
            } else {
                crate::figures::Theme::Light
            },
            scale: 2.0,
            aspect: if self.settings.figure_4_3 {
                crate::figures::Aspect::Standard
            } else {
                crate::figures::Aspect::Wide
            },
        };
        // titled as `gamedp figure` titles it: a Game Lab figure by the scenario's title
        let name = self.scenario_title();
        Ok(Box::new(move |path: &Path| {
            let bytes =
                crate::figures::render_named(&game, view, format, &options, name.as_deref())?;
            crate::atomic::write_atomic(path, &bytes)?;
            Ok(())
        }))
    }

    /// The active document's title in the interface's language (its translation when the file
    /// has one), as `gamedp figure` names a figure by it.
    pub(super) fn scenario_title(&self) -> Option<String> {
        let tab = self.tabs[self.active].as_ref();
        let scenario = self.docs[self.active].scenario(tab);
        scenario
            .title_in(self.settings.language.code())
            .map(str::to_string)
    }

    /// Export straight to a path (tests, the path field).
    pub fn export_to(&mut self, path: PathBuf) {
        if let Some(job) = self.pending_export.take() {
            // A failed write is reported as such (not as an invalid input).
            self.start_file_job("export", move |_c| {
                Ok(match job(&path) {
                    Ok(()) => FileDone::Exported { path },
                    Err(error) => FileDone::ExportFailed { path, error },
                })
            });
        }
    }

    /// True when no file dialog is open; otherwise says so in the status bar. Checked before any
    /// state is set for a dialog, so that a second request never takes over the first one's
    /// answer.
    fn dialog_free(&mut self) -> bool {
        if self.dialogs.is_open() {
            self.set_status(StatusMessage::Info(crate::i18n::Both::new(|| {
                tr().dialog_already_open.to_string()
            })));
            return false;
        }
        true
    }

    /// Start the Open dialog.
    pub fn open_dialog(&mut self) {
        self.ask_path(DialogPurpose::Open, false, String::new(), ("JSON", "json"));
    }

    fn ask_path(&mut self, purpose: DialogPurpose, save: bool, name: String, filter: (&str, &str)) {
        if !self.dialog_free() {
            return;
        }
        let tr = tr();
        let title = match &purpose {
            DialogPurpose::Open => tr.menu_open,
            DialogPurpose::SaveAs => tr.menu_save_as,
            DialogPurpose::Export(_) => tr.menu_export,
        }
        .trim_end_matches('…')
        .to_string();
        let directory = self.dialog_dir(&purpose);
        let request = DialogRequest {
            purpose,
            save,
            directory,
            file_name: (!name.is_empty()).then_some(name),
            filter: (filter.0.to_string(), vec![filter.1.to_string()]),
            title,
        };
        self.dialogs.request(request, self.waker.clone());
    }

    /// Act on a path the user gave (from a dialog or the path field).
    pub fn path_chosen(&mut self, purpose: DialogPurpose, path: PathBuf) {
        self.remember_dir(&path);
        if matches!(purpose, DialogPurpose::Export(_)) {
            let dir = std::path::absolute(&path)
                .ok()
                .and_then(|p| p.parent().map(Path::to_path_buf));
            if dir.is_some() && dir != self.settings.last_export_dir {
                self.settings.last_export_dir = dir;
                self.save_settings();
            }
        }
        match purpose {
            DialogPurpose::Open => self.open_path(path),
            DialogPurpose::SaveAs => {
                if let Some(t) = self.save_as_tab.take() {
                    self.save_to(t, path);
                }
            }
            DialogPurpose::Export(kind) => self.export_to(with_extension(path, kind.extension())),
        }
    }

    pub(super) fn dialog_gave_nothing(&mut self, purpose: &DialogPurpose) {
        if *purpose == DialogPurpose::SaveAs {
            self.save_as_tab = None;
            // a save that was meant to be followed by New/Open/Close: drop that too
            self.pending = None;
        }
        if matches!(purpose, DialogPurpose::Export(_)) {
            self.pending_export = None;
        }
    }

    pub(super) fn poll_dialogs(&mut self) {
        let Some((purpose, answer)) = self.dialogs.poll() else {
            return;
        };
        // the path field offered beside a late dialog goes when the dialog answers with a path
        let field_for_it =
            matches!(&self.modal, Some(Modal::PathEntry { purpose: p, .. }) if *p == purpose);
        match answer {
            DialogAnswer::Picked(path) => {
                if field_for_it {
                    self.modal = None;
                }
                self.path_chosen(purpose, path)
            }
            // (a late dialog's cancel leaves the field offered beside it: it may never have
            // appeared)
            DialogAnswer::Cancelled if field_for_it => {}
            DialogAnswer::Cancelled => self.dialog_gave_nothing(&purpose),
            // no answer after a few seconds: the dialog may not have appeared (a teacher's
            // export "did nothing"); the path field is offered at once, the dialog still counts
            DialogAnswer::Waiting if self.modal.is_some() => {}
            DialogAnswer::Waiting | DialogAnswer::Unavailable => {
                let dir = self.dialog_dir(&purpose);
                let suggested = match &purpose {
                    DialogPurpose::Open => dir.join(""),
                    DialogPurpose::SaveAs => {
                        let t = self.save_as_tab.unwrap_or(self.active);
                        dir.join(self.save_as_name(t))
                    }
                    DialogPurpose::Export(kind) => dir.join(self.export_name(*kind)),
                };
                self.modal = Some(Modal::PathEntry {
                    purpose,
                    text: suggested.display().to_string(),
                });
            }
        }
    }

    /// The path field was confirmed (empty or cancelled: nothing happens).
    pub fn path_entry_done(&mut self, purpose: DialogPurpose, text: Option<String>) {
        self.modal = None;
        // a late dialog still open is no longer waited for: the field answered
        if self.dialogs.is_open() {
            self.dialogs.abandon();
        }
        let Some(text) = text.map(|t| t.trim().to_string()).filter(|t| !t.is_empty()) else {
            self.dialog_gave_nothing(&purpose);
            return;
        };
        // a file dialog asks before replacing a file; so does the path field
        let path = match &purpose {
            DialogPurpose::Open => PathBuf::from(text),
            DialogPurpose::SaveAs => with_extension(PathBuf::from(text), "json"),
            DialogPurpose::Export(kind) => with_extension(PathBuf::from(text), kind.extension()),
        };
        if purpose != DialogPurpose::Open && path.exists() {
            self.modal = Some(Modal::ConfirmReplace { purpose, path });
        } else {
            self.path_chosen(purpose, path);
        }
    }

    /// Run a file job. Every job gets its own runner, so a save is never forgotten because an
    /// open started while it was writing.
    pub(super) fn start_file_job<F>(&mut self, label: &str, job: F)
    where
        F: FnOnce(&dyn crate::games::Control) -> Result<FileDone, crate::games::SolveError>
            + Send
            + 'static,
    {
        let mut runner = crate::jobs::JobRunner::new(self.waker.clone());
        runner.start(label, job);
        self.files.push(runner);
    }

    pub(super) fn poll_files(&mut self) {
        let mut results = Vec::new();
        self.files.retain_mut(|runner| match runner.poll() {
            Some(result) => {
                results.push(result);
                false
            }
            None => runner.is_running(),
        });
        for result in results {
            self.file_done(result);
        }
    }

    fn file_done(&mut self, result: crate::jobs::JobResult<FileDone>) {
        let tr = tr();
        match result {
            Ok(FileDone::Loaded {
                path,
                scenario,
                stamp,
                reload,
            }) => {
                if reload {
                    self.apply_reloaded(*scenario, path, stamp);
                } else {
                    self.request(PendingAction::Apply {
                        path: Some(path),
                        scenario,
                        stamp,
                    });
                }
            }
            Ok(FileDone::ChangedOnDisk { path, tab }) => {
                // the question decides; a New/Open/Close waiting for this save waits no more
                self.pending = None;
                self.disk_changed(tab, path);
            }
            Ok(FileDone::DiskChecked { changed }) => {
                for (tab, path, now) in changed {
                    let doc = &mut self.docs[tab];
                    if doc.path.as_ref() != Some(&path) || doc.foreign.as_ref() == Some(&now) {
                        continue;
                    }
                    doc.foreign = Some(now);
                    self.disk_changed(tab, path);
                }
            }
            Ok(FileDone::Saved {
                path,
                tab,
                value,
                stamp,
            }) => {
                self.docs[tab].path = Some(path.clone());
                self.docs[tab].disk = Some(stamp);
                self.docs[tab].foreign = None;
                self.docs[tab].mark_saved(value);
                self.settings.push_recent(&path);
                self.save_settings();
                self.status_names(&path);
                self.set_status(StatusMessage::Info(crate::i18n::Both::new(|| {
                    fill(crate::i18n::tr().saved_to, &[("path", &path.display())])
                })));
                // a New/Open/Close that waited for this save
                self.update_dirty();
                if let Some(action) = self.pending.take() {
                    self.request(action);
                }
            }
            Ok(FileDone::Exported { path }) => {
                self.status_names(&path);
                self.set_status(StatusMessage::Info(crate::i18n::Both::new(|| {
                    fill(crate::i18n::tr().exported_to, &[("path", &path.display())])
                })));
            }
            Ok(FileDone::Copied { text, kind }) => self.copied(text, kind),
            Ok(FileDone::OpenFailed { message }) => {
                self.pending = None;
                self.modal = Some(Modal::Error {
                    title: tr.open_failed.to_string(),
                    message: message.get().to_string(),
                });
                self.set_status(StatusMessage::Error(message));
            }
            Ok(FileDone::ExportFailed { path, error }) => {
                let msg = format!("{}: {error}", path.display());
                self.set_status(StatusMessage::Error(msg.clone().into()));
                self.modal = Some(Modal::Error {
                    title: tr.file_failed.to_string(),
                    message: msg,
                });
            }
            Err(e) => {
                let msg = e.to_string();
                self.pending = None;
                self.set_status(StatusMessage::Error(msg.clone().into()));
                self.modal = Some(Modal::Error {
                    title: tr.file_failed.to_string(),
                    message: msg,
                });
            }
        }
    }

    pub(super) fn handle_dropped_files(&mut self, ctx: &egui::Context) {
        let dropped = ctx.input(|i| i.raw.dropped_files.clone());
        if let Some(path) = dropped
            .first()
            .map(|f| f.path().to_path_buf())
            .filter(|p| !p.as_os_str().is_empty())
        {
            if path
                .extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("json"))
            {
                self.open_path(path);
            } else {
                self.status_names(&path);
                self.set_status(StatusMessage::Error(crate::i18n::Both::new(|| {
                    fill(tr().drop_not_json, &[("path", &path.display())])
                })));
            }
        }
    }

    /// Someone else changed tab `t`'s file `path`: the tab's work is no longer what the file
    /// holds (it is marked unsaved), and the user is asked what to do.
    fn disk_changed(&mut self, t: usize, path: PathBuf) {
        self.docs[t].mark_unsaved();
        self.update_dirty();
        let msg = fill(tr().changed_on_disk_text, &[("path", &path.display())]);
        self.set_status(StatusMessage::Error(msg.into()));
        if self.modal.is_none() {
            self.modal = Some(Modal::ChangedOnDisk { tab: t, path });
        }
    }

    /// The answer to "the file was changed by someone else".
    pub fn answer_changed_on_disk(&mut self, t: usize, answer: DiskAnswer) {
        self.modal = None;
        match answer {
            DiskAnswer::Reload => self.reload(t),
            DiskAnswer::Overwrite => {
                if let Some(path) = self.docs[t].path.clone() {
                    self.save_to(t, path);
                }
            }
            DiskAnswer::SaveAs => self.save(t, true),
            DiskAnswer::Cancel => {}
        }
    }

    /// Look for files changed by someone else (when the window gets the focus back), in the
    /// background; a change is asked about.
    pub fn check_files_on_disk(&mut self) {
        let known: Vec<(usize, PathBuf, super::FileStamp)> = self
            .docs
            .iter()
            .enumerate()
            .filter_map(|(t, d)| Some((t, d.path.clone()?, d.disk.clone()?)))
            .collect();
        if known.is_empty() {
            return;
        }
        self.start_file_job("check", move |_c| {
            let changed = known
                .into_iter()
                .filter_map(|(t, path, stamp)| {
                    let now = stamp.changed(&path)?;
                    Some((t, path, now))
                })
                .collect();
            Ok(FileDone::DiskChecked { changed })
        });
    }

    /// True while a file dialog is open (tests: a late one is abandoned once its path is typed).
    pub fn dialogs_open(&self) -> bool {
        self.dialogs.is_open()
    }

    /// True while a file is being read or written.
    pub fn file_busy(&self) -> bool {
        self.files.iter().any(|r| r.is_running())
    }

    /// Recompute every document's unsaved-changes flag.
    pub fn update_dirty(&mut self) {
        for (doc, tab) in self.docs.iter_mut().zip(self.tabs.iter()) {
            doc.follow_data(tab.as_ref());
            doc.update_dirty(tab.as_ref());
        }
    }
}

/// The answers to "the file was changed by someone else".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DiskAnswer {
    /// Load the file as it is now (this tab's work is dropped).
    Reload,
    /// Save this tab's work over it.
    Overwrite,
    /// Save this tab's work as another file.
    SaveAs,
    /// Decide later (the work stays unsaved).
    Cancel,
}

/// The three answers to "save changes?".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnsavedAnswer {
    Save,
    Discard,
    Cancel,
}

/// `path` with `ext` added when it has no extension.
fn with_extension(path: PathBuf, ext: &str) -> PathBuf {
    if path.extension().is_some() {
        path
    } else {
        path.with_extension(ext)
    }
}
