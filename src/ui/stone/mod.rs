//! The stone-game tab: edit a row of piles, solve it in the background, and look at the table,
//! the optimal line and a game against the computer.

mod editor;
mod export;
mod line_view;
mod play_view;
mod row;
mod table_view;

use std::sync::Arc;
use std::time::{Duration, Instant};

use egui::{RichText, Ui};

use crate::games::stone::{self, NetTable, Outcome};
use crate::games::{SolveError, Verdict};
use crate::i18n::{Texts, fill, tr};
use crate::jobs::Waker;
use crate::scenario::Game;
use crate::ui::solve_slot::SolveSlot;
use crate::ui::undo::UndoStack;
use crate::ui::{ExportJob, ExportKind, GameTab, TabEnv, palette, widgets};

pub use editor::{EDITOR_MAX_PILES, PRESETS};
pub use table_view::HeatMode;

/// Rows up to this many piles are solved automatically after each edit.
pub const AUTO_SOLVE_MAX: usize = 3_000;

/// The app builds the full table (heatmap, inspector, replay, play) up to this many piles;
/// longer rows are solved value-only.
pub const APP_TABLE_MAX: usize = 5_000;

/// A finished solve.
pub struct StoneSolved {
    /// The row that was solved.
    pub piles: Arc<Vec<i64>>,
    pub outcome: Outcome,
    /// The full table, unless the row was solved value-only.
    pub table: Option<NetTable>,
    /// Value ranges of the table (computed on the worker, for the colour scales).
    pub ranges: Option<stone::Ranges>,
    pub elapsed: Duration,
    /// Which content revision this result belongs to.
    pub revision: u64,
}

/// Which view of the solution the tab shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StoneView {
    Table,
    Line,
    Play,
}

/// The stone-game tab.
pub struct StoneTab {
    piles: Vec<i64>,
    revision: u64,
    history: UndoStack<Vec<i64>>,
    editor: editor::EditorState,
    /// Solve without the table even when it would fit.
    pub value_only: bool,
    /// The background solve, keyed by content revision and whether the table is wanted (so that
    /// unticking "Value only" solves again with the table).
    slot: SolveSlot<StoneSolved, (u64, bool)>,
    pub view: StoneView,
    pub table_view: table_view::TableView,
    pub line_view: line_view::LineView,
    pub play_view: play_view::PlayView,
}

impl StoneTab {
    /// A tab showing the seeds' first example.
    pub fn new(waker: Waker) -> Self {
        StoneTab {
            piles: PRESETS[1].1.to_vec(),
            revision: 1,
            history: UndoStack::new(200),
            editor: editor::EditorState::default(),
            value_only: false,
            slot: SolveSlot::new(waker),
            view: StoneView::Table,
            table_view: Default::default(),
            line_view: Default::default(),
            play_view: Default::default(),
        }
    }

    /// The row being edited.
    pub fn piles(&self) -> &[i64] {
        &self.piles
    }

    /// The latest finished solve (may be for an earlier revision while a new one runs).
    pub fn solved(&self) -> Option<&Arc<StoneSolved>> {
        self.slot.result()
    }

    /// The finished solve of the current content and settings, if there is one.
    pub fn current(&self) -> Option<&Arc<StoneSolved>> {
        self.slot.current(self.key())
    }

    /// The solve error of the current content, if any.
    pub fn error(&self) -> Option<&str> {
        self.slot.error()
    }

    /// True when the latest result belongs to the current content.
    pub fn is_current(&self) -> bool {
        self.slot.is_current(self.key())
    }

    /// What a result must have been solved for to be current: the row and the table choice.
    fn key(&self) -> (u64, bool) {
        (
            self.revision,
            !self.value_only && self.piles.len() <= APP_TABLE_MAX,
        )
    }

    /// Replace the row (an edit: recorded for undo).
    pub fn set_piles(&mut self, piles: Vec<i64>) {
        if piles == self.piles {
            return;
        }
        let before = std::mem::replace(&mut self.piles, piles);
        self.history.push(before);
        self.changed();
    }

    fn changed(&mut self) {
        self.revision += 1;
        self.slot.invalidate();
    }

    /// Undo the last edit of the row.
    pub fn undo(&mut self) {
        if let Some(prev) = self.history.undo(self.piles.clone()) {
            self.piles = prev;
            self.changed();
        }
    }

    /// Redo the last undone edit.
    pub fn redo(&mut self) {
        if let Some(next) = self.history.redo(self.piles.clone()) {
            self.piles = next;
            self.changed();
        }
    }

    /// Start solving the current row in the background.
    pub fn solve_now(&mut self) {
        let piles = Arc::new(self.piles.clone());
        let with_table = !self.value_only && piles.len() <= APP_TABLE_MAX;
        let row = piles.clone();
        self.run_job(move |control| {
            if with_table {
                let t = NetTable::solve(&row, control)?;
                Ok((t.outcome(), Some(t)))
            } else {
                Ok((stone::solve_value(&row, control)?, None))
            }
        });
    }

    /// Run a solve of the current row on the job runner: `job` computes the outcome and, if it
    /// can, the table; the tab adds the rest (ranges, timing, revision). A panic in `job` is
    /// reported as an error; an edit while it runs drops its result.
    pub fn run_job<F>(&mut self, job: F)
    where
        F: FnOnce(&dyn crate::games::Control) -> Result<(Outcome, Option<NetTable>), SolveError>
            + Send
            + 'static,
    {
        let piles = Arc::new(self.piles.clone());
        let revision = self.revision;
        let key = self.key();
        self.slot.start(key, "stone", move |control| {
            let started = Instant::now();
            let (outcome, table) = job(control)?;
            let ranges = table.as_ref().map(|t| t.ranges());
            Ok(StoneSolved {
                piles,
                outcome,
                table,
                ranges,
                elapsed: started.elapsed(),
                revision,
            })
        });
    }

    fn verdict_text(tr: &Texts, outcome: &Outcome) -> (String, egui::Color32) {
        match outcome.verdict() {
            Verdict::FirstWins => (
                fill(tr.st_first_wins_by, &[("d", &outcome.difference)]),
                palette::WIN_A,
            ),
            Verdict::SecondWins => (
                fill(tr.st_second_wins_by, &[("d", &-outcome.difference)]),
                palette::WIN_B,
            ),
            Verdict::Tie => (tr.st_tie.to_string(), palette::DRAW),
        }
    }

    fn results_ui(&mut self, ui: &mut Ui) {
        let tr = tr();
        widgets::heading(ui, tr.st_result);
        let running = self.slot.is_running();
        let result = self.slot.result().cloned();
        if widgets::result_placeholder(ui, self.slot.error_mut(), running, result.is_some()) {
            return;
        }
        let Some(solved) = result else { return };
        let stale = solved.revision != self.revision;
        ui.add_enabled_ui(!stale, |ui| {
            let o = solved.outcome;
            egui::Grid::new("stone_result")
                .num_columns(2)
                .show(ui, |ui| {
                    ui.label(tr.st_first_player);
                    ui.label(RichText::new(o.first.to_string()).strong().monospace());
                    ui.end_row();
                    ui.label(tr.st_second_player);
                    ui.label(RichText::new(o.second.to_string()).strong().monospace());
                    ui.end_row();
                    ui.label(tr.st_difference);
                    ui.label(RichText::new(o.difference.to_string()).strong().monospace());
                    ui.end_row();
                });
            let (text, color) = Self::verdict_text(tr, &o);
            widgets::pill(ui, &text, color);
            let mode = if solved.table.is_some() {
                tr.st_mode_table
            } else {
                tr.st_mode_value
            };
            ui.label(
                RichText::new(fill(
                    tr.st_solved_in,
                    &[
                        (
                            "ms",
                            &format!("{:.1}", solved.elapsed.as_secs_f64() * 1000.0),
                        ),
                        ("mode", &mode),
                        ("cells", &stone::cell_count(solved.piles.len())),
                    ],
                ))
                .small()
                .weak(),
            );
        });
        if stale && !self.slot.is_running() {
            ui.label(RichText::new(tr.results_outdated).italics());
        }
    }

    fn solve_controls(&mut self, ui: &mut Ui, auto_solve: bool) {
        let tr = tr();
        let n = self.piles.len();
        ui.horizontal_wrapped(|ui| {
            let too_big_for_table = n > APP_TABLE_MAX;
            ui.add_enabled_ui(!too_big_for_table, |ui| {
                ui.checkbox(&mut self.value_only, tr.st_value_only)
                    .on_hover_text(tr.st_value_only_tip);
            });
            if too_big_for_table {
                ui.label(
                    RichText::new(fill(tr.st_table_too_big, &[("max", &APP_TABLE_MAX)]))
                        .small()
                        .weak(),
                );
            }
        });
        let auto = auto_solve && n <= AUTO_SOLVE_MAX;
        ui.horizontal(|ui| {
            if self.slot.is_running() {
                if self.slot.progress_ui(ui) {
                    self.slot.cancel();
                }
            } else if !auto && ui.button(tr.solve).clicked() {
                self.solve_now();
            }
        });
    }
}

impl GameTab for StoneTab {
    fn game_name(&self) -> &'static str {
        "stone"
    }

    fn label(&self, tr: &Texts) -> String {
        tr.tab_stone.to_string()
    }

    fn load(&mut self, game: Game) {
        if let Game::Stone(stone::Setup { piles }) = game {
            self.piles = piles;
            self.history.clear();
            self.changed();
            self.table_view.reset();
            self.line_view = Default::default();
            self.play_view = Default::default();
            self.editor = Default::default();
        }
    }

    fn game(&self) -> Game {
        Game::Stone(stone::Setup {
            piles: self.piles.clone(),
        })
    }

    fn revision(&self) -> u64 {
        self.revision
    }

    fn reset(&mut self) {
        self.load(Game::Stone(stone::Setup {
            piles: PRESETS[1].1.to_vec(),
        }));
    }

    fn poll(&mut self, env: &mut TabEnv) {
        let previous_size = self.slot.result().map(|s| s.piles.len());
        if let Some(solved) = self.slot.poll(env.messages) {
            if previous_size != Some(solved.piles.len()) {
                self.table_view.reset();
                self.line_view = Default::default();
                self.play_view = Default::default();
            }
            self.table_view.on_new_result();
            self.play_view.on_new_result();
        }
        if env.auto_solve && self.piles.len() <= AUTO_SOLVE_MAX && self.slot.needs_solve(self.key())
        {
            self.solve_now();
        }
    }

    fn ui(&mut self, ui: &mut Ui, env: &mut TabEnv) {
        let tr = tr();
        let (undo, redo) = widgets::undo_redo_shortcuts(ui);
        if undo {
            self.undo();
        }
        if redo {
            self.redo();
        }

        egui::Panel::left("stone_side")
            .resizable(true)
            .default_size(360.0)
            .size_range(280.0..=560.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    self.editor_ui(ui);
                    ui.separator();
                    self.solve_controls(ui, env.auto_solve);
                    self.results_ui(ui);
                });
            });

        egui::CentralPanel::default().show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.selectable_value(&mut self.view, StoneView::Table, tr.st_view_table);
                ui.selectable_value(&mut self.view, StoneView::Line, tr.st_view_line);
                ui.selectable_value(&mut self.view, StoneView::Play, tr.st_view_play);
            });
            ui.separator();
            let Some(solved) = self.slot.result().cloned() else {
                ui.centered_and_justified(|ui| {
                    if self.slot.is_running() {
                        ui.spinner();
                    } else {
                        ui.label(self.slot.error().unwrap_or(tr.not_solved_yet));
                    }
                });
                return;
            };
            let (Some(table), Some(ranges)) = (solved.table.as_ref(), solved.ranges) else {
                ui.label(fill(tr.st_no_table, &[("max", &APP_TABLE_MAX)]));
                return;
            };
            let stale = solved.revision != self.revision;
            if stale {
                ui.label(RichText::new(tr.results_outdated).italics());
            }
            match self.view {
                StoneView::Table => self.table_view.ui(ui, table, &ranges, solved.revision),
                StoneView::Line => self.line_view.ui(ui, table, solved.revision),
                StoneView::Play => self.play_view.ui(ui, table, solved.revision),
            }
        });
    }

    fn exports(&self) -> Vec<ExportKind> {
        let mut kinds = Vec::new();
        if self.current().is_some_and(|s| s.table.is_some()) {
            kinds.push(ExportKind::TableCsv);
            kinds.push(ExportKind::HeatmapPng);
        }
        kinds
    }

    fn export(&self, kind: ExportKind) -> Result<ExportJob, String> {
        export::export_job(self, kind)
    }

    fn busy(&self) -> Option<(String, Option<f32>)> {
        self.slot.busy(tr().solving_stone)
    }

    fn cancel(&mut self) {
        self.slot.cancel();
    }

    fn is_solved(&self) -> bool {
        self.is_current()
    }

    fn solve(&mut self) {
        self.solve_now();
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn std::any::Any {
        self
    }
}
