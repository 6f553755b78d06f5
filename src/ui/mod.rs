//! The user interface: one module per game tab plus shared widgets.
//!
//! Tabs implement [`GameTab`], a small trait in the spirit of egui's demo library: the app holds a
//! list of them and draws the active one. Tabs ask the solvers (in [`crate::games`]) for results
//! through the [`crate::jobs`] runner and draw them; they never re-derive results themselves.

pub mod can_i_win;
pub mod cat_mouse;
pub mod file_actions;
pub mod fonts;
pub mod graph_editor;
pub mod guess_number;
pub mod heatmap;
pub mod palette;
pub mod solve_slot;
pub mod stepper;
pub mod stone;
pub mod undo;
pub mod widgets;

use std::path::Path;

use crate::i18n::Texts;
use crate::jobs::Waker;
use crate::scenario::Game;

/// What a tab can export besides the solved scenario.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ExportKind {
    /// The solved scenario as JSON (the document's title and notes included). The app handles
    /// it for every tab; tabs list only their own exports.
    SolvedJson,
    /// The solved scenario with the DP table(s).
    SolvedJsonWithTable,
    /// The DP table(s) as CSV.
    TableCsv,
    /// The heatmap as a PNG picture.
    HeatmapPng,
    /// The game's picture (the graph) as PNG.
    PicturePng,
}

impl ExportKind {
    /// The file extension for this export.
    pub fn extension(self) -> &'static str {
        match self {
            ExportKind::SolvedJson | ExportKind::SolvedJsonWithTable => "json",
            ExportKind::TableCsv => "csv",
            ExportKind::HeatmapPng | ExportKind::PicturePng => "png",
        }
    }

    /// The menu label.
    pub fn label(self, tr: &Texts) -> &'static str {
        match self {
            ExportKind::SolvedJson => tr.export_solved_json,
            ExportKind::SolvedJsonWithTable => tr.export_solved_json_table,
            ExportKind::TableCsv => tr.export_table_csv,
            ExportKind::HeatmapPng => tr.export_heatmap_png,
            ExportKind::PicturePng => tr.export_picture_png,
        }
    }
}

/// Work that writes an export file, run on a worker thread.
pub type ExportJob = Box<dyn FnOnce(&Path) -> Result<(), String> + Send>;

/// What a tab may tell the app after a frame.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StatusMessage {
    Info(String),
    Error(String),
}

/// Things a tab gets from the app for one frame.
pub struct TabEnv<'a> {
    /// Wakes the UI from worker threads.
    pub waker: &'a Waker,
    /// Messages for the status bar.
    pub messages: &'a mut Vec<StatusMessage>,
    /// Solve automatically after edits when the input is small.
    pub auto_solve: bool,
}

/// A game tab.
pub trait GameTab {
    /// The game's name as in scenario files (`"stone"`, …); also the tab's id.
    fn game_name(&self) -> &'static str;
    /// The tab's label in the current language.
    fn label(&self, tr: &Texts) -> String;
    /// Replace the content with `game` (already known to be this tab's game).
    fn load(&mut self, game: Game);
    /// The current content as a scenario game.
    fn game(&self) -> Game;
    /// A counter that changes on every edit of the content (for the unsaved-changes mark).
    fn revision(&self) -> u64;
    /// Back to the default content (File › New).
    fn reset(&mut self);
    /// Poll background work; called every frame for every tab, visible or not.
    fn poll(&mut self, env: &mut TabEnv);
    /// Draw the tab.
    fn ui(&mut self, ui: &mut egui::Ui, env: &mut TabEnv);
    /// What this tab can export now besides the solved scenario (tables, pictures).
    fn exports(&self) -> Vec<ExportKind>;
    /// Prepare an export; the returned job runs on a worker thread. `Err` explains why not now.
    fn export(&self, kind: ExportKind) -> Result<ExportJob, String>;
    /// A short description of running background work for the status bar (label, fraction).
    fn busy(&self) -> Option<(String, Option<f32>)>;
    /// Cancel running background work.
    fn cancel(&mut self);
    /// Solve the current content now, whatever its size (the Solve button, F5, `--screenshot`).
    fn solve(&mut self);
    /// True when the tab has a finished result for the current content.
    fn is_solved(&self) -> bool;
    /// Why the content cannot be saved right now (e.g. a graph being edited is invalid), in the
    /// current language. While this is `Some`, saving is refused with the message and the
    /// document counts as having unsaved changes.
    fn save_blocker(&self) -> Option<String> {
        None
    }
    /// For tests and the app: the concrete tab.
    fn as_any(&self) -> &dyn std::any::Any;
    /// For tests and the app: the concrete tab, mutable.
    fn as_any_mut(&mut self) -> &mut dyn std::any::Any;
}

/// A job error in the current language.
pub fn describe_error(e: &crate::jobs::JobError) -> String {
    use crate::games::SolveError;
    use crate::i18n::fill;
    use crate::jobs::JobError;
    let tr = crate::i18n::tr();
    match e {
        JobError::Solve(SolveError::TooBig {
            what,
            need,
            limit,
            unit,
        }) => fill(
            tr.err_too_big,
            &[
                ("what", what),
                ("need", need),
                ("limit", limit),
                ("unit", unit),
            ],
        ),
        JobError::Solve(SolveError::Invalid(msg)) => fill(tr.err_invalid, &[("msg", msg)]),
        JobError::Solve(SolveError::Cancelled) => tr.solve_cancelled.to_string(),
        JobError::Panicked(msg) => fill(tr.err_panic, &[("msg", msg)]),
    }
}

/// Encode `img` as PNG and write it atomically.
pub fn save_png(path: &Path, img: &image::RgbaImage) -> Result<(), String> {
    let mut bytes = Vec::new();
    image::DynamicImage::ImageRgba8(img.clone())
        .write_to(
            &mut std::io::Cursor::new(&mut bytes),
            image::ImageFormat::Png,
        )
        .map_err(|e| e.to_string())?;
    crate::atomic::write_atomic(path, &bytes).map_err(|e| e.to_string())
}
