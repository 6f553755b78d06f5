//! The tab framework: what the app and every game tab share. [`GameTab`] is the tab as the app
//! sees it (a small object-safe trait in the spirit of egui's demo library); [`tab::Tab`] is the
//! shared piece around a game's [`tab::GameView`] (content, undo and redo, the background solve,
//! the panel layout, the exports); [`solve_slot`] holds a tab's solve and [`file_actions`] the
//! file dialogs' answers. It knows the widget kit ([`crate::ui::kit`]) and no game.

pub mod file_actions;
pub mod solve_slot;
pub mod tab;

use std::path::Path;

use crate::games::GameKind;
use crate::i18n::{Both, Texts};
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
    /// A figure for slides (`crate::figures`, the same as `gamedp figure`): a view of the
    /// solved game in a format. The app handles it for every tab.
    Figure {
        view: &'static str,
        format: crate::figures::Format,
    },
}

impl ExportKind {
    /// The file extension for this export.
    pub fn extension(self) -> &'static str {
        match self {
            ExportKind::SolvedJson | ExportKind::SolvedJsonWithTable => "json",
            ExportKind::TableCsv => "csv",
            ExportKind::HeatmapPng | ExportKind::PicturePng => "png",
            ExportKind::Figure { format, .. } => format.extension(),
        }
    }

    /// The menu label.
    pub fn label(self, tr: &Texts) -> String {
        match self {
            ExportKind::SolvedJson => tr.export_solved_json.into(),
            ExportKind::SolvedJsonWithTable => tr.export_solved_json_table.into(),
            ExportKind::TableCsv => tr.export_table_csv.into(),
            ExportKind::HeatmapPng => tr.export_heatmap_png.into(),
            ExportKind::PicturePng => tr.export_picture_png.into(),
            ExportKind::Figure { view, format } => {
                let what = match format {
                    crate::figures::Format::Svg => tr.export_figure_svg,
                    crate::figures::Format::Png => tr.export_figure_png,
                    crate::figures::Format::Gif => tr.export_figure_gif,
                    crate::figures::Format::Tex => tr.export_figure_tex,
                    crate::figures::Format::Md => tr.export_figure_md,
                };
                crate::figures::view_item(view, what, crate::i18n::language())
            }
        }
    }
}

/// Why an export cannot be prepared or failed while it was written.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// The export is not possible now (not solved yet, no table, too big, …); the message is in
    /// the current language.
    #[error("{0}")]
    NotNow(String),
    /// Writing the CSV failed.
    #[error("CSV: {0}")]
    Csv(#[from] csv::Error),
    /// Encoding the PNG failed.
    #[error("PNG: {0}")]
    Png(#[from] image::ImageError),
    /// Writing the file failed.
    #[error("{0}")]
    Write(#[from] crate::atomic::WriteError),
    /// The solve for a solved-scenario export failed.
    #[error("{0}")]
    Solve(#[from] crate::games::SolveError),
    /// Drawing a figure failed or the figure is beyond its limits.
    #[error("{0}")]
    Figure(#[from] crate::figures::FigureError),
}

impl From<&str> for ExportError {
    fn from(msg: &str) -> Self {
        ExportError::NotNow(msg.to_string())
    }
}

/// Work that writes an export file, run on a worker thread.
pub type ExportJob = Box<dyn FnOnce(&Path) -> Result<(), ExportError> + Send>;

/// What a tab may tell the app after a frame. The text is kept in both languages and shown in
/// the current one, so the status bar follows a language switch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StatusMessage {
    Info(Both),
    Error(Both),
    /// Clear the status bar (after an undo or redo the last message may describe what was
    /// undone).
    Clear,
}

/// Things a tab gets from the app for one frame.
pub struct TabEnv<'a> {
    /// Wakes the UI from worker threads.
    pub waker: &'a Waker,
    /// Messages for the status bar.
    pub messages: &'a mut Vec<StatusMessage>,
    /// Solve automatically after edits when the input is small.
    pub auto_solve: bool,
    /// The side panel's width as the user last chose it (`None`: the tab's default).
    pub side_width: Option<f32>,
    /// The Code pane: open or closed, and the listings' language (both kept in the settings;
    /// the tab changes them when the pane's close button or another language is pressed).
    pub code: &'a mut CodePane,
    /// A lesson's bar takes the bottom of the window: the side panel shows the result first,
    /// as in presentation mode, so that it is in view without scrolling.
    pub lesson_open: bool,
}

/// The Code pane as the user left it: the same in every tab.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CodePane {
    /// Shown beside the tab's views.
    pub open: bool,
    /// The language of the listings (a game without a listing in it shows its first language).
    pub lang: crate::code::Lang,
}

impl Default for CodePane {
    fn default() -> Self {
        CodePane {
            open: false,
            lang: crate::code::Lang::Python,
        }
    }
}

/// View › Code beside the table, and the pane's close button: Ctrl+Shift+C (C for code; the
/// plain Ctrl+C copies).
pub const CODE_SHORTCUT: egui::KeyboardShortcut = egui::KeyboardShortcut::new(
    egui::Modifiers::COMMAND.plus(egui::Modifiers::SHIFT),
    egui::Key::C,
);

/// A tab's state as the app needs it (unsaved-changes mark, menus, status bar).
#[derive(Debug, Clone, PartialEq)]
pub struct TabStatus {
    /// A counter that changes on every edit of the content.
    pub revision: u64,
    /// True when the tab has a finished result for the current content.
    pub solved: bool,
    /// Running background work for the status bar (label, fraction done).
    pub busy: Option<(String, Option<f32>)>,
    /// Why the content cannot be saved right now (e.g. a graph being edited is invalid), in the
    /// current language. While this is `Some`, saving is refused with the message and the
    /// document counts as having unsaved changes.
    pub save_blocker: Option<String>,
    /// What the tab can export now besides the solved scenario (tables, pictures).
    pub exports: Vec<ExportKind>,
}

/// What the app asks a tab to do.
#[derive(Debug, Clone)]
pub enum TabCommand {
    /// Replace the content with `game` (already known to be this tab's game).
    Load(Game),
    /// Replace the content with `game` as an edit the user can undo (the student's work
    /// brought back after a lesson: Undo shows the lesson's example again).
    Import(Game),
    /// Back to the default content (File › New).
    Reset,
    /// Solve the current content now, whatever its size (the Solve button, F5, `--screenshot`).
    Solve,
    /// Cancel running background work.
    Cancel,
}

/// A game tab as the app sees it. Every tab is a [`tab::Tab`] around its game's
/// [`tab::GameView`], which implements this trait once.
pub trait GameTab {
    /// The tab's game (its label, its scenario files, its autosave).
    fn kind(&self) -> GameKind;
    /// The current content as a scenario game.
    fn game(&self) -> Game;
    /// Revision, solved, busy, save blocker and exports.
    fn status(&self) -> TabStatus;
    /// Load, reset, solve or cancel.
    fn command(&mut self, command: TabCommand);
    /// Poll background work; called every frame for every tab, visible or not.
    fn poll(&mut self, env: &mut TabEnv);
    /// Draw the tab (undo and redo included).
    fn ui(&mut self, ui: &mut egui::Ui, env: &mut TabEnv);
    /// Prepare an export; the returned job runs on a worker thread. `Err` explains why not now.
    fn export(&self, kind: ExportKind) -> Result<ExportJob, ExportError>;
    /// The suggested file name's suffix for export `kind` (after the document's name, before
    /// the extension) when the kind's usual one would not tell two exports apart: the
    /// heatmap's colour mode. `None`: the usual suffix.
    fn export_suffix(&self, kind: ExportKind) -> Option<String> {
        let _ = kind;
        None
    }
    /// Put the tab into the state a lesson step names: its scenario (an import the user can
    /// undo, unless the tab holds that game already), then the view, selection and highlights
    /// (again when the scenario's solve arrives).
    fn show_lesson_step(&mut self, step: &crate::lessons::Step);
    /// Turn Quiz mode on or off as the tab's switch does (`--quiz` at start-up).
    fn set_quiz(&mut self, on: bool);
    /// True while Quiz mode is on: the app then hides what could give answers away (the
    /// scenario's notes).
    fn quiz_on(&self) -> bool;
    /// A New exercise for this tab as Quiz mode's button makes one (a fresh seed each call),
    /// for a lesson that ends with an exercise; `None` when the tab has no exercises.
    fn new_exercise(&mut self) -> Option<crate::scenario::Game>;
    /// Whether the tab makes exercises ([`tab::GameView::EXERCISES`]).
    fn has_exercises(&self) -> bool;
    /// The status line of New exercise's `game` when "none of its answers has been shown" is
    /// not true ([`tab::GameView::exercise_note`]).
    fn exercise_note(&self, game: &crate::scenario::Game) -> Option<crate::i18n::Both>;
    /// New exercise loaded the current scenario (`TabCommand::Import`): it is quizzed and
    /// scored, not a practice, though an earlier exercise may have been the same scenario.
    fn exercise_loaded(&mut self);
    /// The tab can be given another tab's game ([`tab::GameView::SOLVES_OTHER_GAMES`]): with
    /// its answers shown, no other tab's quiz is scored.
    fn solves_other_games(&self) -> bool;
    /// Quiz mode is on and scored (not practice).
    fn quiz_scored(&mut self) -> bool;
    /// The quiz under way is practice from now on, and its scenario seen: its answers could be
    /// looked up in another tab. `why`: the line that says so.
    fn make_practice(&mut self, why: crate::i18n::Both);
    /// The scenarios whose answers were on screen in earlier runs (fingerprints,
    /// `crate::quiz::seen`, from the settings): quizzed, they are practice, and New exercise
    /// does not give them.
    fn set_seen_before(&mut self, seen: Vec<String>);
    /// The tab's seen scenarios, earlier runs' and this run's, when they changed since the
    /// last call (the app keeps them in the settings).
    fn take_seen_before(&mut self) -> Option<Vec<String>>;
    /// The quiz's questions answered and hints used so far: a change means an answer was
    /// shown (the status line's "none shown" then goes).
    fn quiz_progress(&mut self) -> (u32, u32);
    /// What the Code pane highlights now: the marks of the lines that compute what the views
    /// show, and the caption (see [`tab::GameView::code_focus`]).
    fn code_focus(&self) -> crate::code::Focus;
    /// For tests and the app: the concrete tab.
    fn as_any(&self) -> &dyn std::any::Any;
    /// For tests and the app: the concrete tab, mutable.
    fn as_any_mut(&mut self) -> &mut dyn std::any::Any;
}

/// The table exports (CSV and heatmap picture), offered when the current result has a table.
pub fn table_exports(has_table: bool) -> Vec<ExportKind> {
    if has_table {
        vec![ExportKind::TableCsv, ExportKind::HeatmapPng]
    } else {
        Vec::new()
    }
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
        // (the Game Lab's "rules line 3: …" framed in the interface's language)
        JobError::Solve(SolveError::Invalid(msg)) => fill(
            tr.err_invalid,
            &[("msg", &crate::i18n::custom::rules_message(msg))],
        ),
        JobError::Solve(SolveError::Cancelled) => tr.solve_cancelled.to_string(),
        JobError::Panicked(msg) => fill(tr.err_panic, &[("msg", msg)]),
    }
}

/// A solver error in the current language.
pub fn describe_solve_error(e: &crate::games::SolveError) -> String {
    describe_error(&crate::jobs::JobError::Solve(e.clone()))
}

/// Encode `img` as PNG and write it atomically.
pub fn save_png(path: &Path, img: &image::RgbaImage) -> Result<(), ExportError> {
    let mut bytes = Vec::new();
    image::DynamicImage::ImageRgba8(img.clone()).write_to(
        &mut std::io::Cursor::new(&mut bytes),
        image::ImageFormat::Png,
    )?;
    crate::atomic::write_atomic(path, &bytes)?;
    Ok(())
}
