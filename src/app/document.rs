//! A tab's document: where it is saved, its title and notes, and whether it has unsaved changes.
//!
//! The title and notes follow the data: a title the user has not written in this document is
//! automatic. While the data is the one the document was loaded with, the loaded title and notes
//! stay; once it differs (an edit, a preset, a paste), the title becomes the one the app makes
//! for the data ([`auto_title`]) and the loaded notes are set aside (the notes box says so and
//! offers to keep them; undoing back to the loaded data brings them back). What the user types
//! into the title or the notes is theirs and stays whatever the data does.
//!
//! A file may carry its title and notes in other languages too (the optional field
//! `"translations": {"zh": {"title": …, "notes": …}}`): while they follow the loaded data, the
//! title and notes shown are those of the interface's language, and a save writes the file's
//! own back unchanged. A title or notes the user writes replace every language's.

use std::path::PathBuf;

use serde_json::{Map, Value};

use crate::i18n::{Language, language};
use crate::scenario::{Game, Scenario};
use crate::ui::framework::GameTab;

/// The scenario-file side of a tab.
pub struct Document {
    /// The file it was loaded from or saved to.
    pub path: Option<PathBuf>,
    /// That file as it was when this document last read or wrote it (to tell whether someone
    /// else changed it since).
    pub disk: Option<FileStamp>,
    /// Someone else's version of the file, already asked about (not asked again).
    pub foreign: Option<FileStamp>,
    pub title: String,
    pub notes: String,
    /// Fields of the file this version does not interpret (kept on save).
    pub extra: Map<String, Value>,
    /// The game's fields as the file wrote them (see [`Scenario::written_as`]).
    written_as: Map<String, Value>,
    /// The scenario as last saved or loaded, to tell whether there are unsaved changes.
    saved: Value,
    /// Changes with every title or notes edit.
    pub revision: u64,
    /// (tab revision, document revision) when `dirty` was last computed.
    checked: (u64, u64),
    dirty: bool,
    /// What the loaded title and notes describe: the game's data when the document was loaded
    /// (taken at the first [`Document::follow_data`] after a load; `None` until then).
    basis: Option<Value>,
    loaded_title: String,
    loaded_notes: String,
    /// The user wrote the title (a non-empty one) in this document: it no longer follows.
    pub title_own: bool,
    /// The user wrote or kept the notes in this document: they no longer follow.
    pub notes_own: bool,
    /// The loaded notes are set aside because the data differs from what they describe.
    notes_set_aside: bool,
    /// (tab revision, document revision, language) when the title and notes last followed.
    followed: (u64, u64, Language),
}

impl Document {
    /// A new, untitled document holding the tab's current content (counts as saved).
    pub fn new(tab: &dyn GameTab) -> Self {
        let mut doc = Document {
            path: None,
            disk: None,
            foreign: None,
            title: String::new(),
            notes: String::new(),
            extra: Map::new(),
            written_as: Map::new(),
            saved: Value::Null,
            revision: 0,
            checked: (u64::MAX, u64::MAX),
            dirty: false,
            basis: None,
            loaded_title: String::new(),
            loaded_notes: String::new(),
            title_own: false,
            notes_own: false,
            notes_set_aside: false,
            followed: (u64::MAX, u64::MAX, Language::English),
        };
        doc.mark_saved(doc.scenario(tab).to_value());
        doc
    }

    /// The whole scenario: the tab's game plus this document's fields.
    pub fn scenario(&self, tab: &dyn GameTab) -> Scenario {
        let mut s = Scenario::new(tab.game());
        // a title or notes still the loaded ones (in any language) are written as the file had
        // them, with their translations; others replace every language's
        let title_loaded = self.follows_loaded(TITLE, &self.title);
        let notes_loaded = self.follows_loaded(NOTES, &self.notes);
        let title = if title_loaded {
            &self.loaded_title
        } else {
            &self.title
        };
        let notes = if notes_loaded {
            &self.loaded_notes
        } else {
            &self.notes
        };
        s.title = (!title.is_empty()).then(|| title.clone());
        s.notes = (!notes.is_empty()).then(|| notes.clone());
        s.extra = self.extra.clone();
        let mut drop = Vec::new();
        if !title_loaded {
            drop.push(TITLE);
        }
        if !notes_loaded {
            drop.push(NOTES);
        }
        without_translations(&mut s.extra, &drop);
        s.written_as = self.written_as.clone();
        s
    }

    /// Take over a loaded scenario's fields (the tab loads the game itself).
    pub fn load(&mut self, scenario: &Scenario, path: Option<PathBuf>) {
        self.path = path;
        // (whoever knows how the file was read sets this again)
        self.disk = None;
        self.foreign = None;
        self.title = scenario.title.clone().unwrap_or_default();
        self.notes = scenario.notes.clone().unwrap_or_default();
        self.extra = scenario.extra.clone();
        self.written_as = scenario.written_as.clone();
        self.basis = None;
        self.loaded_title = self.title.clone();
        self.loaded_notes = self.notes.clone();
        self.title_own = false;
        self.notes_own = false;
        self.notes_set_aside = false;
        self.followed = (u64::MAX, u64::MAX, Language::English);
        self.revision += 1;
    }

    /// The user typed into the title: a non-empty title is theirs from now on; an emptied one
    /// is automatic again.
    pub fn title_typed(&mut self) {
        self.title_own = !self.title.trim().is_empty();
        self.revision += 1;
    }

    /// The user typed into the notes: they are theirs from now on (emptied: they follow again).
    pub fn notes_typed(&mut self) {
        self.notes_own = !self.notes.is_empty();
        self.notes_set_aside = false;
        self.revision += 1;
    }

    /// True while the loaded notes are set aside (the data differs from what they describe).
    pub fn notes_set_aside(&self) -> bool {
        self.notes_set_aside
    }

    /// Keep the set-aside notes with the current data (the user's choice).
    pub fn keep_loaded_notes(&mut self) {
        self.notes = self.loaded(NOTES);
        self.notes_own = true;
        self.notes_set_aside = false;
        self.revision += 1;
    }

    /// Let the title and notes follow the tab's data (see the module text). Cheap when nothing
    /// changed since the last call.
    pub fn follow_data(&mut self, tab: &dyn GameTab) {
        let now = (tab.status().revision, self.revision, language());
        if now == self.followed {
            return;
        }
        let game = tab.game();
        let data = crate::scenario::described(&game);
        let basis = self.basis.get_or_insert_with(|| data.clone());
        let at_basis = *basis == data;
        if !self.title_own {
            let title = if at_basis {
                self.loaded(TITLE)
            } else {
                auto_title(&game)
            };
            if title != self.title {
                self.title = title;
                self.revision += 1;
            }
        }
        if !self.notes_own {
            let notes = if at_basis {
                self.loaded(NOTES)
            } else {
                String::new()
            };
            self.notes_set_aside = !at_basis && !self.loaded_notes.is_empty();
            if notes != self.notes {
                self.notes = notes;
                self.revision += 1;
            }
        }
        self.followed = (now.0, self.revision, now.2);
    }

    /// The loaded title or notes (`field`) in the interface's language: the file's translation
    /// into it, else the file's own.
    fn loaded(&self, field: &str) -> String {
        self.extra
            .get(TRANSLATIONS)
            .and_then(|t| t.get(language().code()))
            .and_then(|t| t.get(field))
            .and_then(Value::as_str)
            .filter(|t| !t.trim().is_empty())
            .map(str::to_string)
            .unwrap_or_else(|| match field {
                TITLE => self.loaded_title.clone(),
                _ => self.loaded_notes.clone(),
            })
    }

    /// True when `shown` is the loaded title or notes (`field`) in some language, not written
    /// by the user.
    fn follows_loaded(&self, field: &str, shown: &str) -> bool {
        let own = match field {
            TITLE => self.title_own,
            _ => self.notes_own,
        };
        if own {
            return false;
        }
        let base = match field {
            TITLE => &self.loaded_title,
            _ => &self.loaded_notes,
        };
        if shown == base {
            return true;
        }
        self.extra
            .get(TRANSLATIONS)
            .and_then(Value::as_object)
            .is_some_and(|t| {
                t.values()
                    .any(|l| l.get(field).and_then(Value::as_str) == Some(shown))
            })
    }

    /// Remember `value` as the saved state.
    pub fn mark_saved(&mut self, value: Value) {
        self.saved = value;
        self.checked = (u64::MAX, u64::MAX);
    }

    /// Recompute the unsaved-changes flag if anything changed since the last check.
    pub fn update_dirty(&mut self, tab: &dyn GameTab) {
        let status = tab.status();
        let now = (status.revision, self.revision);
        if now != self.checked {
            self.dirty =
                status.save_blocker.is_some() || self.scenario(tab).to_value() != self.saved;
            self.checked = now;
        }
    }

    /// True when the content differs from the saved file.
    pub fn is_dirty(&self) -> bool {
        self.dirty
    }

    /// Force the unsaved mark (recovered work has never been saved).
    pub fn mark_unsaved(&mut self) {
        self.saved = Value::Null;
        self.checked = (u64::MAX, u64::MAX);
    }

    /// File name for titles and menus; during the quiz a file's name gives way to `neutral`
    /// (names such as "cat-guards-food" or "cycle-draws" state the answer).
    pub fn shown_name(
        &self,
        quiz: bool,
        untitled: &str,
        neutral: impl FnOnce() -> String,
    ) -> String {
        if quiz && self.path.is_some() {
            neutral()
        } else {
            self.display_name(untitled)
        }
    }

    /// File name for titles and menus.
    pub fn display_name(&self, untitled: &str) -> String {
        self.path
            .as_ref()
            .and_then(|p| p.file_name())
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| untitled.to_string())
    }
}

/// The optional field of a scenario with its title and notes in other languages, and its keys.
const TRANSLATIONS: &str = "translations";
const TITLE: &str = "title";
const NOTES: &str = "notes";

/// Remove `fields` from every language of `extra`'s translations (and what is left empty).
fn without_translations(extra: &mut Map<String, Value>, fields: &[&str]) {
    if fields.is_empty() {
        return;
    }
    let Some(Value::Object(langs)) = extra.get_mut(TRANSLATIONS) else {
        return;
    };
    for entry in langs.values_mut() {
        if let Value::Object(entry) = entry {
            for f in fields {
                entry.remove(*f);
            }
        }
    }
    langs.retain(|_, v| !v.as_object().is_some_and(Map::is_empty));
    if langs.is_empty() {
        extra.remove(TRANSLATIONS);
    }
}

/// A file as this window last saw it: when it was changed, its size and a hash of its bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileStamp {
    pub modified: Option<std::time::SystemTime>,
    pub len: u64,
    pub hash: u64,
}

impl FileStamp {
    /// The stamp of `path` whose bytes are `bytes` (just read or written).
    pub fn of(path: &std::path::Path, bytes: &[u8]) -> FileStamp {
        let modified = std::fs::metadata(path).and_then(|m| m.modified()).ok();
        FileStamp {
            modified,
            len: bytes.len() as u64,
            hash: hash(bytes),
        }
    }

    /// Read `path` again: `None` when it has the content this stamp describes (or cannot be
    /// read: then there is nothing to compare), else its new stamp. A file whose time and size
    /// are unchanged is not read.
    pub fn changed(&self, path: &std::path::Path) -> Option<FileStamp> {
        let meta = std::fs::metadata(path).ok()?;
        if meta.modified().ok() == self.modified && meta.len() == self.len {
            return None;
        }
        let bytes = std::fs::read(path).ok()?;
        let now = FileStamp::of(path, &bytes);
        (now.len != self.len || now.hash != self.hash).then_some(now)
    }
}

/// A hash of a file's bytes (to tell a change by someone else from the same bytes written
/// again).
fn hash(bytes: &[u8]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::hash::DefaultHasher::new();
    bytes.hash(&mut h);
    h.finish()
}

/// The title the app makes for a game, in the current language ("Stone game: [3, 9, 1, 2]"):
/// the game's own ([`crate::ui::framework::tab::GameUi::auto_title`]).
pub fn auto_title(game: &Game) -> String {
    crate::ui::registry::auto_title(game)
}
