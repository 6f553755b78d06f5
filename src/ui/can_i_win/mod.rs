//! The Can I Win tab (LeetCode 464): edit `max_choosable` and `desired_total`, solve in the
//! background, explore positions (which numbers are used, who is to move, 必胜 / 必败, which
//! moves win) and play against the computer.
//!
//! The tab owns the solved [`CanIWin`] once the solve job returns it (see [`engine`]): questions
//! about positions the solve did not visit search on demand, on a worker for larger games.

mod editor;
pub mod engine;
pub mod explorer;
mod export;
pub mod play_view;

use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};
use std::time::{Duration, Instant};

use egui::{RichText, Ui};

use crate::games::SolveError;
use crate::games::can_i_win::{self, BITMASK_MAX_M, CanIWin, DecidedBy};
use crate::i18n::can_i_win::tr as ctr;
use crate::i18n::{Texts, fill, tr};
use crate::jobs::{JobError, Waker};
use crate::scenario::Game;
use crate::ui::solve_slot::SolveSlot;
use crate::ui::undo::UndoStack;
use crate::ui::{ExportJob, ExportKind, GameTab, TabEnv, palette, widgets};

pub use editor::PRESETS;

/// Games up to this many numbers are solved automatically after each edit (2^20 states at
/// most); trivially decided games always are.
pub const AUTO_SOLVE_MAX_M: u64 = 20;

/// Largest `max_choosable` the editor offers (the solver's hash-map memo limit).
pub const EDITOR_MAX_M: u64 = can_i_win::HASH_MAX_M;

/// The solve job is searching from the empty position.
const PHASE_SEARCH: u8 = 0;
/// The solve job is finding the winning first moves.
const PHASE_FIRST_MOVES: u8 = 1;

/// What a finished solve reports (the game itself goes to the [`engine::Engine`]).
#[derive(Debug, Clone)]
pub struct CiwSummary {
    /// `max_choosable`.
    pub m: u64,
    /// `desired_total`.
    pub desired: i64,
    /// The answer: can the first player (先手) force a win?
    pub first_player_wins: bool,
    /// Which rule decided it.
    pub decided_by: DecidedBy,
    /// States the solve computed.
    pub states_visited: u64,
    /// `2^m`, when it fits in `u64`.
    pub state_space: Option<u64>,
    /// Sets of used numbers whose sum stays below the target.
    pub live_states: Option<u64>,
    /// The winning first moves, or why positions cannot be explored.
    pub winning_first_moves: Result<Vec<u64>, String>,
    /// Time of the solve (without the winning first moves).
    pub elapsed: Duration,
    /// Time spent on the winning first moves after the solve.
    pub moves_elapsed: Duration,
    /// Which content revision this result belongs to.
    pub revision: u64,
}

/// What the solve job sends back.
pub struct CiwSolved {
    summary: CiwSummary,
    game: CanIWin,
}

/// Which view the central panel shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CiwView {
    /// The state explorer.
    Explorer,
    /// Play against the computer.
    Play,
}

/// The Can I Win tab.
pub struct CanIWinTab {
    max_choosable: u64,
    desired_total: i64,
    revision: u64,
    history: UndoStack<(u64, i64)>,
    /// True while one drag or typing edit goes on (one undo step for all of it).
    editing: bool,
    /// The background solve, keyed by content revision: the job's game goes to the engine, the
    /// summary stays here.
    slot: SolveSlot<CiwSummary, u64, CiwSolved>,
    /// What the running solve does now ([`PHASE_SEARCH`] or [`PHASE_FIRST_MOVES`]).
    phase: Arc<AtomicU8>,
    /// The solved game and its answers.
    pub engine: engine::Engine,
    /// The view shown in the central panel.
    pub view: CiwView,
    /// The state explorer.
    pub explorer: explorer::ExplorerView,
    /// The game against the computer.
    pub play: play_view::PlayView,
}

impl CanIWinTab {
    /// A tab with the LeetCode example (10, 11).
    pub fn new(waker: Waker) -> Self {
        CanIWinTab {
            max_choosable: 10,
            desired_total: 11,
            revision: 1,
            history: UndoStack::new(200),
            editing: false,
            slot: SolveSlot::new(waker.clone()),
            phase: Arc::new(AtomicU8::new(PHASE_SEARCH)),
            engine: engine::Engine::new(waker),
            view: CiwView::Explorer,
            explorer: Default::default(),
            play: Default::default(),
        }
    }

    /// `max_choosable` being edited.
    pub fn max_choosable(&self) -> u64 {
        self.max_choosable
    }

    /// `desired_total` being edited.
    pub fn desired_total(&self) -> i64 {
        self.desired_total
    }

    /// The latest finished solve (may be for an earlier revision while a new one runs).
    pub fn summary(&self) -> Option<&Arc<CiwSummary>> {
        self.slot.result()
    }

    /// The solve error of the current content, if any.
    pub fn error(&self) -> Option<&str> {
        self.slot.error()
    }

    /// True when the latest result belongs to the current content.
    pub fn is_current(&self) -> bool {
        self.slot.is_current(self.revision)
    }

    /// Set both inputs (an edit: recorded for undo). `max_choosable = 0` is refused.
    pub fn set_input(&mut self, max_choosable: u64, desired_total: i64) {
        let next = (max_choosable, desired_total);
        if next == (self.max_choosable, self.desired_total) || max_choosable == 0 {
            return;
        }
        self.history.push((self.max_choosable, self.desired_total));
        (self.max_choosable, self.desired_total) = next;
        self.changed();
    }

    fn changed(&mut self) {
        self.revision += 1;
        // Answers about positions belong to the old game.
        self.engine.clear();
        self.explorer.on_new_input(self.max_choosable);
        self.play.on_new_result();
        self.slot.invalidate();
    }

    /// Undo the last edit.
    pub fn undo(&mut self) {
        if let Some(prev) = self.history.undo((self.max_choosable, self.desired_total)) {
            (self.max_choosable, self.desired_total) = prev;
            self.changed();
        }
    }

    /// Redo the last undone edit.
    pub fn redo(&mut self) {
        if let Some(next) = self.history.redo((self.max_choosable, self.desired_total)) {
            (self.max_choosable, self.desired_total) = next;
            self.changed();
        }
    }

    /// Whether the current input is solved without asking for it.
    fn auto_solvable(&self) -> bool {
        self.max_choosable <= AUTO_SOLVE_MAX_M
            || can_i_win::trivial(self.max_choosable, self.desired_total).is_some()
    }

    /// Start solving the current input in the background.
    pub fn solve_now(&mut self) {
        let (m, d) = (self.max_choosable, self.desired_total);
        let revision = self.revision;
        // the engine keeps the game it has until the new result arrives (an edit clears it)
        let phase = self.phase.clone();
        phase.store(PHASE_SEARCH, Ordering::Relaxed);
        self.slot.start(revision, "can_i_win", move |control| {
            let started = Instant::now();
            let mut game = can_i_win::solve(m, d, control)?;
            let elapsed = started.elapsed();
            // The winning first moves may search positions the solve skipped (it stops at the
            // first winning move). Ask about each first move in turn, so that a cancel is
            // noticed between them; the list below then reads the memo.
            phase.store(PHASE_FIRST_MOVES, Ordering::Relaxed);
            let moves_started = Instant::now();
            if m <= can_i_win::HASH_MAX_M {
                for x in 1..=m {
                    if control.cancelled() {
                        return Err(SolveError::Cancelled);
                    }
                    control.progress(x - 1, m);
                    // errors (a refused memo) come back from winning_first_moves below
                    let _ = game.wins(1u64 << (x - 1));
                }
            }
            let winning_first_moves = game
                .winning_first_moves()
                .map_err(|e| crate::ui::describe_error(&JobError::Solve(e)));
            let summary = CiwSummary {
                m,
                desired: d,
                first_player_wins: game.first_player_wins(),
                decided_by: game.decided_by(),
                states_visited: game.states_visited(),
                state_space: game.state_space(),
                live_states: game.live_states(),
                winning_first_moves,
                elapsed,
                moves_elapsed: moves_started.elapsed(),
                revision,
            };
            Ok(CiwSolved { summary, game })
        });
    }

    fn solve_controls(&mut self, ui: &mut Ui, auto_solve: bool) {
        let tr = tr();
        let auto = auto_solve && self.auto_solvable();
        ui.horizontal(|ui| {
            if self.slot.is_running() {
                if self.slot.progress_ui(ui) {
                    self.slot.cancel();
                }
            } else if !auto && ui.button(tr.solve).clicked() {
                self.solve_now();
            }
        });
        if self.slot.is_running() {
            let note = if self.phase.load(Ordering::Relaxed) == PHASE_FIRST_MOVES {
                ctr().progress_first_moves
            } else {
                ctr().progress_note
            };
            ui.label(RichText::new(note).small().weak());
        }
    }

    fn results_ui(&mut self, ui: &mut Ui) {
        let c = ctr();
        widgets::heading(ui, c.result);
        let running = self.slot.is_running();
        let result = self.slot.result().cloned();
        if widgets::result_placeholder(ui, self.slot.error_mut(), running, result.is_some()) {
            return;
        }
        let Some(s) = result else { return };
        let stale = s.revision != self.revision;
        ui.add_enabled_ui(!stale, |ui| {
            let (text, color) = if s.first_player_wins {
                (
                    fill(c.first_wins, &[("m", &s.m), ("d", &s.desired)]),
                    palette::WIN_A,
                )
            } else {
                (
                    fill(c.first_loses, &[("m", &s.m), ("d", &s.desired)]),
                    palette::WIN_B,
                )
            };
            widgets::pill(ui, &text, color);
            ui.label(RichText::new(decided_by_text(&s)).small());
            match &s.winning_first_moves {
                // over before any move: there is no first move to make
                _ if s.decided_by == DecidedBy::NothingToReach => {}
                Ok(moves) if !moves.is_empty() => {
                    ui.label(fill(c.winning_first_moves, &[("moves", &join(moves))]));
                }
                Ok(_) => {
                    ui.label(c.no_winning_first_move);
                }
                Err(e) => {
                    ui.label(RichText::new(fill(c.cannot_explore, &[("why", e)])).small());
                }
            }
            ui.add_space(4.0);
            egui::Grid::new("ciw_stats")
                .num_columns(2)
                .spacing([12.0, 2.0])
                .show(ui, |ui| {
                    ui.label(c.states_visited);
                    let space = match s.state_space {
                        Some(space) => {
                            let pct = s.states_visited as f64 / space as f64 * 100.0;
                            fill(
                                c.of_space,
                                &[
                                    ("v", &s.states_visited),
                                    ("m", &s.m),
                                    ("space", &space),
                                    ("pct", &format!("{pct:.2}")),
                                ],
                            )
                        }
                        None => fill(c.of_space_huge, &[("v", &s.states_visited), ("m", &s.m)]),
                    };
                    ui.label(RichText::new(space).monospace());
                    ui.end_row();
                    if let Some(live) = s.live_states {
                        ui.label(c.live_states);
                        ui.label(RichText::new(live.to_string()).monospace())
                            .on_hover_text(c.live_states_tip);
                        ui.end_row();
                    }
                    if s.decided_by == DecidedBy::Search {
                        ui.label(c.memo);
                        ui.label(if s.m <= BITMASK_MAX_M {
                            c.memo_bits
                        } else {
                            c.memo_hash
                        });
                        ui.end_row();
                    }
                    ui.label(c.time);
                    ui.label(
                        RichText::new(fill(
                            c.time_text,
                            &[
                                ("ms", &format_ms(s.elapsed)),
                                ("moves", &format_ms(s.moves_elapsed)),
                            ],
                        ))
                        .monospace(),
                    );
                    ui.end_row();
                });
        });
        if stale && !self.slot.is_running() {
            ui.label(RichText::new(c.results_outdated).italics());
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
        let c = ctr();
        ui.horizontal(|ui| {
            ui.selectable_value(&mut self.view, CiwView::Explorer, c.view_explorer);
            ui.selectable_value(&mut self.view, CiwView::Play, c.view_play);
        });
        ui.separator();
        let Some(summary) = self.slot.current(self.revision).cloned() else {
            ui.vertical_centered(|ui| {
                ui.add_space(ui.available_height() * 0.4);
                if self.slot.is_running() {
                    ui.spinner();
                    ui.label(tr.solving);
                } else if let Some(err) = self.slot.error() {
                    ui.label(err);
                } else if self.auto_solvable() {
                    ui.label(tr.not_solved_yet);
                } else {
                    ui.label(fill(c.press_solve, &[("max", &AUTO_SOLVE_MAX_M)]));
                }
            });
            return;
        };
        if let Some(lost) = self.engine.lost() {
            ui.colored_label(ui.visuals().error_fg_color, lost);
            return;
        }
        if let Err(why) = &summary.winning_first_moves {
            ui.label(fill(c.cannot_explore, &[("why", why)]));
            return;
        }
        match self.view {
            CiwView::Explorer => self.explorer.ui(ui, &mut self.engine, &summary),
            CiwView::Play => self.play.ui(ui, &mut self.engine, &summary),
        }
    }
}

/// The numbers as "3, 5, 7".
pub fn join(numbers: &[u64]) -> String {
    numbers
        .iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Which rule decided the game, in words.
fn decided_by_text(s: &CiwSummary) -> String {
    let c = ctr();
    let sum = can_i_win::sum_to(s.m);
    match s.decided_by {
        DecidedBy::NothingToReach => fill(c.rule_nothing_to_reach, &[("d", &s.desired)]),
        DecidedBy::SumTooSmall => fill(
            c.rule_sum_too_small,
            &[("m", &s.m), ("sum", &sum), ("d", &s.desired)],
        ),
        DecidedBy::OneMoveReaches => fill(c.rule_one_move, &[("m", &s.m), ("d", &s.desired)]),
        DecidedBy::Search => c.rule_search.to_string(),
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

impl GameTab for CanIWinTab {
    fn game_name(&self) -> &'static str {
        "can_i_win"
    }

    fn label(&self, _tr: &Texts) -> String {
        ctr().tab.to_string()
    }

    fn load(&mut self, game: Game) {
        if let Game::CanIWin(can_i_win::Setup {
            max_choosable,
            desired_total,
        }) = game
        {
            self.max_choosable = max_choosable;
            self.desired_total = desired_total;
            self.history.clear();
            self.editing = false;
            self.changed();
        }
    }

    fn game(&self) -> Game {
        Game::CanIWin(can_i_win::Setup {
            max_choosable: self.max_choosable,
            desired_total: self.desired_total,
        })
    }

    fn revision(&self) -> u64 {
        self.revision
    }

    fn reset(&mut self) {
        self.load(Game::CanIWin(can_i_win::Setup {
            max_choosable: 10,
            desired_total: 11,
        }));
    }

    fn poll(&mut self, env: &mut TabEnv) {
        // An edit drops the running solve, so what arrives belongs to the current input.
        let (engine, play) = (&mut self.engine, &mut self.play);
        self.slot
            .poll_with(env.messages, |CiwSolved { summary, game }| {
                engine.install(game);
                play.on_new_result();
                summary
            });
        self.engine.poll();
        if env.auto_solve && self.auto_solvable() && self.slot.needs_solve(self.revision) {
            self.solve_now();
        }
    }

    fn ui(&mut self, ui: &mut Ui, env: &mut TabEnv) {
        self.handle_undo_keys(ui);
        egui::Panel::left("ciw_side")
            .resizable(true)
            .default_size(360.0)
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
        if export::csv_allowed(self.max_choosable).is_ok() {
            kinds.push(ExportKind::TableCsv);
        }
        kinds
    }

    fn export(&self, kind: ExportKind) -> Result<ExportJob, String> {
        export::export_job(self, kind)
    }

    fn busy(&self) -> Option<(String, Option<f32>)> {
        if let Some(busy) = self.slot.busy(ctr().solving) {
            return Some(busy);
        }
        self.engine
            .is_busy()
            .then(|| (ctr().searching_position.to_string(), None))
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
