//! A tab's document: where it is saved, its title and notes, and whether it has unsaved changes.

use std::path::PathBuf;

use serde_json::{Map, Value};

use crate::scenario::Scenario;
use crate::ui::GameTab;

/// The scenario-file side of a tab.
pub struct Document {
    /// The file it was loaded from or saved to.
    pub path: Option<PathBuf>,
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
}

impl Document {
    /// A new, untitled document holding the tab's current content (counts as saved).
    pub fn new(tab: &dyn GameTab) -> Self {
        let mut doc = Document {
            path: None,
            title: String::new(),
            notes: String::new(),
            extra: Map::new(),
            written_as: Map::new(),
            saved: Value::Null,
            revision: 0,
            checked: (u64::MAX, u64::MAX),
            dirty: false,
        };
        doc.mark_saved(doc.scenario(tab).to_value());
        doc
    }

    /// The whole scenario: the tab's game plus this document's fields.
    pub fn scenario(&self, tab: &dyn GameTab) -> Scenario {
        let mut s = Scenario::new(tab.game());
        s.title = (!self.title.is_empty()).then(|| self.title.clone());
        s.notes = (!self.notes.is_empty()).then(|| self.notes.clone());
        s.extra = self.extra.clone();
        s.written_as = self.written_as.clone();
        s
    }

    /// Take over a loaded scenario's fields (the tab loads the game itself).
    pub fn load(&mut self, scenario: &Scenario, path: Option<PathBuf>) {
        self.path = path;
        self.title = scenario.title.clone().unwrap_or_default();
        self.notes = scenario.notes.clone().unwrap_or_default();
        self.extra = scenario.extra.clone();
        self.written_as = scenario.written_as.clone();
        self.revision += 1;
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

    /// File name for titles and menus.
    pub fn display_name(&self, untitled: &str) -> String {
        self.path
            .as_ref()
            .and_then(|p| p.file_name())
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| untitled.to_string())
    }
}
