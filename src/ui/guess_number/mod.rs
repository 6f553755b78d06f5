//! The Guess Number Higher or Lower II tab (LeetCode 375): edit `n`, solve in the background, and
//! look at the `dp` table (heatmap and cell inspector), the optimal strategy as a decision tree,
//! and a game against an adversary who always answers so that the user pays the most.
//!
//! Up to [`PLAIN_MAX_N`] numbers the plain O(n³) table is built (it keeps every cell's cost and
//! best guess, which the views need); beyond that, or when the user asks for it, the exact O(n²)
//! algorithm gives the answer alone.

pub mod diagram;
mod editor;
mod export;
pub mod play_view;
pub mod table_view;
pub mod tree_view;

use std::sync::Arc;
use std::time::{Duration, Instant};

use egui::{RichText, Ui};

use crate::games::guess_number::{self, GuessTable, PLAIN_MAX_N};
use crate::i18n::guess_number::tr as gtr;
use crate::i18n::{Texts, fill, tr};
use crate::jobs::Waker;
use crate::scenario::Game;
use crate::ui::solve_slot::SolveSlot;
use crate::ui::undo::UndoStack;
use crate::ui::{ExportJob, ExportKind, GameTab, TabEnv, palette, widgets};

pub use editor::PRESETS;

/// `n` up to this is solved automatically after each edit (when auto-solve is on).
pub const AUTO_SOLVE_MAX: u64 = 500;

/// Largest `n` the editor offers (the fast algorithm's memory limit).
pub const EDITOR_MAX_N: u64 = guess_number::FAST_MAX_N;

/// Which algorithm produced a result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// The plain O(n³) interval table with best guesses ([`GuessTable`]).
    Plain,
    /// The exact O(n²) algorithm, value only ([`guess_number::min_cost_fast`]).
    Fast,
}

/// A finished solve.
pub struct GuessSolved {
    /// The `n` that was solved.
    pub n: u64,
    /// `dp[1][n]`.
    pub min_cost: u64,
    /// The full table, when the plain algorithm ran.
    pub table: Option<GuessTable>,
    /// Which algorithm ran.
    pub algorithm: Algorithm,
    /// Wall time of the solve.
    pub elapsed: Duration,
    /// Which content revision this result belongs to.
    pub revision: u64,
}

/// Which view of the solution the tab shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GuessView {
    /// Heatmap of `dp` and the cell inspector.
    Table,
    /// The optimal strategy as a decision tree.
    Tree,
    /// Play against the adversary.
    Play,
}

/// The Guess Number II tab.
pub struct GuessTab {
    n: u64,
    revision: u64,
    history: UndoStack<u64>,
    /// True while one drag or typing edit of `n` goes on (one undo step for all of it).
    editing: bool,
    /// Use the O(n²) value-only algorithm even when the table would fit.
    pub fast_only: bool,
    /// The background solve, keyed by (content revision, algorithm).
    slot: SolveSlot<GuessSolved, (u64, Algorithm)>,
    /// The view shown in the central panel.
    pub view: GuessView,
    /// Heatmap and inspector state.
    pub table_view: table_view::TableView,
    /// Strategy tree state.
    pub tree_view: tree_view::TreeView,
    /// Game against the adversary.
    pub play_view: play_view::PlayView,
}

impl GuessTab {
    /// A tab with the LeetCode example, `n = 10`.
    pub fn new(waker: Waker) -> Self {
        GuessTab {
            n: 10,
            revision: 1,
            history: UndoStack::new(200),
            editing: false,
            fast_only: false,
            slot: SolveSlot::new(waker),
            view: GuessView::Table,
            table_view: Default::default(),
            tree_view: Default::default(),
            play_view: Default::default(),
        }
    }

    /// The `n` being edited.
    pub fn n(&self) -> u64 {
        self.n
    }

    /// The latest finished solve (may be for an earlier revision while a new one runs).
    pub fn solved(&self) -> Option<&Arc<GuessSolved>> {
        self.slot.result()
    }

    /// The solve error of the current content, if any.
    pub fn error(&self) -> Option<&str> {
        self.slot.error()
    }

    /// The algorithm the current settings ask for.
    pub fn wanted_algorithm(&self) -> Algorithm {
        if self.fast_only || self.n > PLAIN_MAX_N {
            Algorithm::Fast
        } else {
            Algorithm::Plain
        }
    }

    /// True when the latest result belongs to the current content and settings.
    pub fn is_current(&self) -> bool {
        self.slot.is_current(self.solve_key())
    }

    /// The finished solve of the current content and settings, if there is one.
    pub fn current(&self) -> Option<&Arc<GuessSolved>> {
        self.slot.current(self.solve_key())
    }

    /// What a result for the current content and settings belongs to.
    fn solve_key(&self) -> (u64, Algorithm) {
        (self.revision, self.wanted_algorithm())
    }

    /// Set `n` (an edit: recorded for undo). Zero is refused (the editor never offers it).
    pub fn set_n(&mut self, n: u64) {
        if n == self.n || n == 0 {
            return;
        }
        let before = std::mem::replace(&mut self.n, n);
        self.history.push(before);
        self.changed();
    }

    fn changed(&mut self) {
        self.revision += 1;
        self.slot.invalidate();
    }

    /// Undo the last edit of `n`.
    pub fn undo(&mut self) {
        if let Some(prev) = self.history.undo(self.n) {
            self.n = prev;
            self.changed();
        }
    }

    /// Redo the last undone edit.
    pub fn redo(&mut self) {
        if let Some(next) = self.history.redo(self.n) {
            self.n = next;
            self.changed();
        }
    }

    /// Start solving the current `n` in the background with the wanted algorithm.
    pub fn solve_now(&mut self) {
        let n = self.n;
        let key = self.solve_key();
        let (revision, algorithm) = key;
        self.slot.start(key, "guess_number", move |control| {
            let started = Instant::now();
            let (min_cost, table) = match algorithm {
                Algorithm::Plain => {
                    let t = GuessTable::solve(n, control)?;
                    (t.min_cost(), Some(t))
                }
                Algorithm::Fast => (guess_number::min_cost_fast(n, control)?, None),
            };
            Ok(GuessSolved {
                n,
                min_cost,
                table,
                algorithm,
                elapsed: started.elapsed(),
                revision,
            })
        });
    }

    fn solve_controls(&mut self, ui: &mut Ui, auto_solve: bool) {
        let tr = tr();
        let auto = auto_solve && self.n <= AUTO_SOLVE_MAX;
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

    fn results_ui(&mut self, ui: &mut Ui) {
        let g = gtr();
        widgets::heading(ui, g.result);
        let running = self.slot.is_running();
        let result = self.slot.result().cloned();
        if widgets::result_placeholder(ui, self.slot.error_mut(), running, result.is_some()) {
            return;
        }
        let Some(solved) = result else { return };
        let stale = solved.revision != self.revision;
        ui.add_enabled_ui(!stale, |ui| {
            widgets::pill(
                ui,
                &fill(
                    g.min_cost_is,
                    &[("n", &solved.n), ("cost", &solved.min_cost)],
                ),
                palette::WIN_A,
            );
            if let Some(t) = &solved.table {
                let root = t.root();
                ui.label(fill(g.first_guess_is, &[("k", &root.guess)]));
            }
            let ms = format_ms(solved.elapsed);
            let text = match solved.algorithm {
                Algorithm::Plain => fill(
                    g.solved_plain,
                    &[("ms", &ms), ("cells", &(solved.n * (solved.n + 1) / 2))],
                ),
                Algorithm::Fast => fill(g.solved_fast, &[("ms", &ms)]),
            };
            ui.label(RichText::new(text).small().weak());
        });
        if stale && !self.slot.is_running() {
            ui.label(RichText::new(g.results_outdated).italics());
        }
    }

    fn handle_undo_keys(&mut self, ui: &Ui) {
        let (undo, redo) = widgets::undo_redo_shortcuts(ui);
        if undo {
            self.undo();
        }
        if redo {
            self.redo();
        }
    }

    fn central_ui(&mut self, ui: &mut Ui) {
        let tr = tr();
        let g = gtr();
        ui.horizontal(|ui| {
            ui.selectable_value(&mut self.view, GuessView::Table, g.view_table);
            ui.selectable_value(&mut self.view, GuessView::Tree, g.view_tree);
            ui.selectable_value(&mut self.view, GuessView::Play, g.view_play);
        });
        ui.separator();
        let Some(solved) = self.slot.result().cloned() else {
            ui.vertical_centered(|ui| {
                ui.add_space(ui.available_height() * 0.4);
                if self.slot.is_running() {
                    ui.spinner();
                    ui.label(tr.solving);
                } else if let Some(err) = self.slot.error() {
                    ui.label(err);
                } else if self.n > AUTO_SOLVE_MAX {
                    ui.label(fill(g.press_solve, &[("max", &AUTO_SOLVE_MAX)]));
                } else {
                    ui.label(tr.not_solved_yet);
                }
            });
            return;
        };
        let Some(table) = solved.table.as_ref() else {
            ui.label(fill(g.no_table, &[("n", &solved.n), ("max", &PLAIN_MAX_N)]));
            return;
        };
        if solved.revision != self.revision {
            ui.label(RichText::new(g.results_outdated).italics());
        }
        match self.view {
            GuessView::Table => self.table_view.ui(ui, table, solved.revision),
            GuessView::Tree => self.tree_view.ui(ui, table),
            GuessView::Play => self.play_view.ui(ui, table, solved.revision),
        }
    }
}

/// A duration in milliseconds with a precision that suits it ("0.012 ms", "3.4 ms", "1520 ms").
fn format_ms(d: Duration) -> String {
    let ms = d.as_secs_f64() * 1000.0;
    if ms < 1.0 {
        format!("{ms:.3}")
    } else if ms < 100.0 {
        format!("{ms:.1}")
    } else {
        format!("{ms:.0}")
    }
}

impl GameTab for GuessTab {
    fn game_name(&self) -> &'static str {
        "guess_number"
    }

    fn label(&self, _tr: &Texts) -> String {
        gtr().tab.to_string()
    }

    fn load(&mut self, game: Game) {
        if let Game::GuessNumber(guess_number::Setup { n }) = game {
            self.n = n;
            self.history.clear();
            self.editing = false;
            self.changed();
            self.table_view.reset();
            self.tree_view.reset();
            self.play_view = Default::default();
        }
    }

    fn game(&self) -> Game {
        Game::GuessNumber(guess_number::Setup { n: self.n })
    }

    fn revision(&self) -> u64 {
        self.revision
    }

    fn reset(&mut self) {
        self.fast_only = false;
        self.load(Game::GuessNumber(guess_number::Setup { n: 10 }));
    }

    fn poll(&mut self, env: &mut TabEnv) {
        let previous_n = self.slot.result().map(|s| s.n);
        if let Some(solved) = self.slot.poll(env.messages) {
            if previous_n != Some(solved.n) {
                self.table_view.reset();
                self.tree_view.reset();
            }
            self.table_view.on_new_result();
            self.play_view.on_new_result();
        }
        if env.auto_solve && self.n <= AUTO_SOLVE_MAX && self.slot.needs_solve(self.solve_key()) {
            self.solve_now();
        }
    }

    fn ui(&mut self, ui: &mut Ui, env: &mut TabEnv) {
        self.handle_undo_keys(ui);
        egui::Panel::left("guess_side")
            .resizable(true)
            .default_size(340.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    self.editor_ui(ui);
                    ui.separator();
                    self.solve_controls(ui, env.auto_solve);
                    self.results_ui(ui);
                });
            });
        egui::CentralPanel::default().show(ui, |ui| self.central_ui(ui));
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
        self.slot.busy(gtr().solving)
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
