//! The Can I Win tab (LeetCode 464): edit `max_choosable` and `desired_total`, solve in the
//! background, explore positions (which numbers are used, who is to move, 必胜 / 必败, which
//! moves win) and play against the computer.
//!
//! The tab owns the solved [`CanIWin`] once the solve job returns it (see [`Engine`]): questions
//! about positions the solve did not visit search on demand, on a worker for larger games.

mod code_focus;
mod editor;
pub mod engine;
pub mod explorer;
mod export;
pub mod play_view;

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};
use std::time::{Duration, Instant};

use egui::{RichText, Ui};

use crate::games::can_i_win::{self, BITMASK_MAX_M, CanIWin, DecidedBy};
use crate::games::{GameKind, SolveError};
use crate::i18n::can_i_win::tr as game_tr;
use crate::i18n::{fill, tr};
use crate::jobs::Waker;
use crate::scenario::Game;
use crate::ui::framework::tab::{Change, GameView, SolveJob, Tab, TabCore};
use crate::ui::framework::{ExportError, ExportJob, ExportKind, TabEnv};
use crate::ui::kit::{palette, widgets};
use engine::Engine;

pub use crate::lessons::can_i_win::CanIWinPane;

/// Games up to this many numbers are solved automatically after each edit (2^20 states at
/// most); trivially decided games always are.
pub const AUTO_SOLVE_MAX_M: u64 = 20;

/// Largest `max_choosable` the editor offers (the solver's hash-map memo limit).
pub const EDITOR_MAX_M: u64 = can_i_win::HASH_MAX_M;

/// The solve job is searching from the empty position.
const PHASE_SEARCH: u8 = 0;
/// The solve job is finding the winning first moves.
const PHASE_FIRST_MOVES: u8 = 1;

/// What a finished solve reports (the game itself goes to the [`Engine`]).
#[derive(Debug, Clone)]
pub struct CanIWinSummary {
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
    pub winning_first_moves: Result<Vec<u64>, SolveError>,
    /// Time of the solve (without the winning first moves).
    pub elapsed: Duration,
    /// Time spent on the winning first moves after the solve.
    pub moves_elapsed: Duration,
    /// Which content revision this result belongs to.
    pub revision: u64,
}

/// What the solve job sends back.
pub struct CanIWinSolved {
    summary: CanIWinSummary,
    game: CanIWin,
}

impl From<CanIWinSolved> for CanIWinSummary {
    /// The summary alone (the tab hands the game to its engine first, see `keep`).
    fn from(solved: CanIWinSolved) -> Self {
        solved.summary
    }
}

/// The Can I Win tab.
pub type CanIWinTab = Tab<CanIWinView>;

/// What the Can I Win tab holds of its own: the engine with the solved game, and the views.
pub struct CanIWinView {
    /// What the running solve does now ([`PHASE_SEARCH`] or [`PHASE_FIRST_MOVES`]).
    phase: Arc<AtomicU8>,
    /// The solved game and its answers.
    pub engine: Engine,
    /// The view shown in the central panel.
    pub pane: CanIWinPane,
    /// The state explorer.
    pub explorer: explorer::ExplorerView,
    /// The game against the computer.
    pub play: play_view::PlayView,
    /// Quiz mode: on or off, and the score (its questions are the game's moves).
    pub quiz: crate::ui::kit::quiz::Quiz,
}

impl CanIWinTab {
    /// `max_choosable` being edited.
    pub fn max_choosable(&self) -> u64 {
        self.content().0
    }

    /// `desired_total` being edited.
    pub fn desired_total(&self) -> i64 {
        self.content().1
    }

    /// The latest finished solve (may be for an earlier revision while a new one runs).
    pub fn summary(&self) -> Option<&Arc<CanIWinSummary>> {
        self.solved()
    }

    /// Set both inputs (an edit: recorded for undo). `max_choosable = 0` is refused.
    pub fn set_input(&mut self, max_choosable: u64, desired_total: i64) {
        if max_choosable != 0 {
            self.edit((max_choosable, desired_total));
        }
    }
}

impl crate::ui::framework::tab::GameUi for crate::games::can_i_win::Setup {
    type View = CanIWinView;
    const QUIZ_PANES: &'static [Self::Pane] = &[CanIWinPane::Play];
    const SHOWCASE: &'static str = "can-i-win-10-11.json";
    fn auto_title(&self) -> String {
        let t = game_tr();
        fill(
            t.auto_title,
            &[
                ("game", &t.tab),
                ("m", &self.max_choosable),
                ("d", &self.desired_total),
            ],
        )
    }
}

impl GameView for CanIWinView {
    type Content = (u64, i64);
    type Solved = CanIWinSummary;
    /// The content revision.
    type Key = u64;
    /// The job's game goes to the engine, the summary stays in the slot.
    type Job = CanIWinSolved;

    const KIND: GameKind = GameKind::CanIWin;
    type Setup = crate::games::can_i_win::Setup;
    /// A projector needs the width for the explorer and the game: the answer goes above them.
    const PRESENT_FOLDS_SIDE: bool = true;

    /// A tab with the LeetCode example (10, 11).
    fn new(waker: &Waker) -> (Self, (u64, i64)) {
        let view = CanIWinView {
            phase: Arc::new(AtomicU8::new(PHASE_SEARCH)),
            engine: Engine::new(waker.clone()),
            pane: CanIWinPane::Explorer,
            explorer: Default::default(),
            play: Default::default(),
            quiz: Default::default(),
        };
        (view, (10, 11))
    }

    fn reset(&mut self) -> (u64, i64) {
        (10, 11)
    }

    fn import(&mut self, game: Game) -> Option<(u64, i64)> {
        let Game::CanIWin(setup) = game else {
            return None;
        };
        Some((setup.max_choosable, setup.desired_total))
    }

    fn to_game(&self, core: &TabCore<Self>) -> Game {
        let (max_choosable, desired_total) = *core.content();
        Game::CanIWin(can_i_win::Setup {
            max_choosable,
            desired_total,
        })
    }

    fn solve_key(&self, core: &TabCore<Self>) -> u64 {
        core.revision()
    }

    fn solve_job(&self, core: &TabCore<Self>) -> Option<SolveJob<CanIWinSolved>> {
        let (m, d) = *core.content();
        let revision = core.revision();
        // the engine keeps the game it has until the new result arrives (an edit clears it)
        let phase = self.phase.clone();
        phase.store(PHASE_SEARCH, Ordering::Relaxed);
        Some(Box::new(move |control| {
            let started = Instant::now();
            let mut game = can_i_win::solve(m, d, control)?;
            let elapsed = started.elapsed();
            // For m <= 25 the solve filled the table of every position, so the winning first
            // moves are lookups. Beyond, the search may have skipped positions they need (it
            // stops at the first winning move): ask about each first move in turn, so that a
            // cancel is noticed between them; the list below then reads the memo.
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
            let winning_first_moves = game.winning_first_moves();
            let summary = CanIWinSummary {
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
            Ok(CanIWinSolved { summary, game })
        }))
    }

    /// An edit drops the running solve, so what arrives belongs to the current input: its game
    /// goes to the engine.
    fn keep(&mut self, CanIWinSolved { summary, game }: CanIWinSolved) -> CanIWinSummary {
        self.engine.install(game);
        self.play.on_new_result();
        summary
    }

    fn on_change(&mut self, core: &mut TabCore<Self>, _change: Change) {
        // Answers about positions belong to the old game.
        self.engine.clear();
        self.explorer.on_new_input(core.content().0);
        self.play.on_new_result();
        core.slot.invalidate();
    }

    fn poll(&mut self, _core: &mut TabCore<Self>, _env: &mut TabEnv) {
        self.engine.poll();
    }

    fn busy(&self) -> Option<(String, Option<f32>)> {
        self.engine
            .is_busy()
            .then(|| (game_tr().searching_position.to_string(), None))
    }

    /// Whether the current input is solved without asking for it.
    fn auto_solve(&self, core: &TabCore<Self>) -> bool {
        let (m, d) = *core.content();
        m <= AUTO_SOLVE_MAX_M || can_i_win::trivial(m, d).is_some()
    }

    fn solve_notes_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui, _auto: bool) {
        if core.slot.is_running() {
            let note = if self.phase.load(Ordering::Relaxed) == PHASE_FIRST_MOVES {
                game_tr().progress_first_moves
            } else {
                game_tr().progress_note
            };
            ui.label_cjk(RichText::new(note).small().weak());
        }
    }

    fn editor_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        self.input_editor_ui(core, ui);
    }

    fn result_line_ui(&mut self, ui: &mut Ui, s: &Arc<Self::Solved>) {
        let c = game_tr();
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
        if s.decided_by != DecidedBy::NothingToReach
            && let Ok(moves) = &s.winning_first_moves
            && !moves.is_empty()
        {
            ui.label_cjk(fill(c.winning_first_moves, &[("moves", &join(moves))]));
        }
    }

    fn result_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        let c = game_tr();
        let revision = core.revision();
        core.result_section(
            ui,
            c.result,
            c.results_outdated,
            |s| s.revision != revision,
            |ui, s| {
                if self.quiz.on {
                    ui.label_cjk(crate::i18n::quiz::tr().hidden);
                    return;
                }
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
                ui.label_cjk(RichText::new(decided_by_text(s)).small());
                match &s.winning_first_moves {
                    // over before any move: there is no first move to make
                    _ if s.decided_by == DecidedBy::NothingToReach => {}
                    Ok(moves) if !moves.is_empty() => {
                        ui.label_cjk(fill(c.winning_first_moves, &[("moves", &join(moves))]));
                    }
                    Ok(_) => {
                        ui.label_cjk(c.no_winning_first_move);
                    }
                    Err(e) => {
                        let why = crate::ui::framework::describe_solve_error(e);
                        ui.label_cjk(
                            RichText::new(fill(c.cannot_explore, &[("why", &why)])).small(),
                        );
                    }
                }
                ui.add_space(4.0);
                // the names keep a third of the width; the long values wrap beside them
                egui::Grid::new("ciw_stats")
                    .num_columns(2)
                    .spacing([12.0, 2.0])
                    .min_col_width(ui.available_width() * 0.3)
                    .show(ui, |ui| {
                        // bottom-up, every set is computed; the live ones are counted below
                        let bottom_up = s.decided_by == DecidedBy::Search && s.m <= BITMASK_MAX_M;
                        stat_name(
                            ui,
                            if bottom_up {
                                c.states_computed
                            } else {
                                c.states_visited
                            },
                        );
                        let space = match s.state_space {
                            Some(space) if bottom_up => {
                                fill(c.all_of_space, &[("m", &s.m), ("space", &space)])
                            }
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
                        ui.label_cjk(RichText::new(space).monospace());
                        ui.end_row();
                        if let Some(live) = s.live_states {
                            stat_name(ui, c.live_states);
                            ui.label_cjk(RichText::new(live.to_string()).monospace())
                                .on_hover_text(c.live_states_tip);
                            ui.end_row();
                        }
                        if s.decided_by == DecidedBy::Search {
                            stat_name(ui, c.memo);
                            ui.label_cjk(if s.m <= BITMASK_MAX_M {
                                c.memo_bits
                            } else {
                                c.memo_hash
                            });
                            ui.end_row();
                        }
                        stat_name(ui, c.time);
                        ui.label_cjk(
                            RichText::new(fill(
                                c.time_text,
                                &[
                                    ("ms", &widgets::format_ms(s.elapsed)),
                                    ("moves", &widgets::format_ms(s.moves_elapsed)),
                                ],
                            ))
                            .monospace(),
                        );
                        ui.end_row();
                    });
                if let Some(live) = s.live_states.filter(|&l| l > 0)
                    && s.decided_by == DecidedBy::Search
                    && s.m <= BITMASK_MAX_M
                {
                    let space = s.state_space.unwrap_or(0);
                    ui.label_cjk(
                        RichText::new(fill(
                            c.states_explained_bottom_up,
                            &[("m", &s.m), ("space", &space), ("live", &live)],
                        ))
                        .small()
                        .weak(),
                    );
                } else if let Some(live) = s.live_states.filter(|&l| l > 0)
                    && s.decided_by == DecidedBy::Search
                {
                    let pct = s.states_visited as f64 / live as f64 * 100.0;
                    ui.label_cjk(
                        RichText::new(fill(
                            c.states_explained,
                            &[
                                ("v", &s.states_visited),
                                ("live", &live),
                                ("pct", &format!("{pct:.1}")),
                            ],
                        ))
                        .small()
                        .weak(),
                    );
                }
            },
        );
    }

    fn pane(&self) -> CanIWinPane {
        self.pane
    }

    fn view_bar_state(&mut self) -> (&mut crate::ui::kit::quiz::Quiz, &mut CanIWinPane) {
        (&mut self.quiz, &mut self.pane)
    }

    const EXERCISES: bool = true;

    fn exercise(&mut self, seed: u64) -> Option<Game> {
        let (max_choosable, desired_total) = crate::quiz::exercise::can_i_win(seed);
        Some(Game::CanIWin(can_i_win::Setup {
            max_choosable,
            desired_total,
        }))
    }

    fn central_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        let tr = tr();
        let c = game_tr();
        let Some(summary) = core.slot.current(core.revision()).cloned() else {
            ui.vertical_centered(|ui| {
                ui.add_space(ui.available_height() * 0.4);
                if core.slot.is_running() {
                    crate::ui::kit::widgets::calm_spinner(ui);
                    ui.label_cjk(tr.solving);
                } else if let Some(err) = core.slot.error() {
                    ui.label_cjk(err);
                } else if self.auto_solve(core) {
                    ui.label_cjk(tr.not_solved_yet);
                } else {
                    ui.label_cjk(fill(c.press_solve, &[("max", &AUTO_SOLVE_MAX_M)]));
                }
            });
            return;
        };
        if let Some(lost) = self.engine.lost() {
            ui.colored_label_cjk(
                ui.visuals().error_fg_color,
                crate::ui::framework::describe_error(lost),
            );
            return;
        }
        if let Err(e) = &summary.winning_first_moves {
            let why = crate::ui::framework::describe_solve_error(e);
            ui.label_cjk(fill(c.cannot_explore, &[("why", &why)]));
            return;
        }
        match self.pane {
            CanIWinPane::Explorer => self.explorer.ui(ui, &mut self.engine, &summary),
            CanIWinPane::Play => self.play.ui(ui, &mut self.engine, &summary, &mut self.quiz),
        }
    }

    fn quiz_on(&self) -> bool {
        self.quiz.on
    }

    fn play_gate(&self, core: &TabCore<Self>) -> Option<String> {
        // playing first, Play asks the start's questions itself; playing second, the
        // computer's first move and the end would answer them
        let _ = core;
        (self.quiz.on && self.pane == CanIWinPane::Play && self.play.second_is_gated())
            .then(|| crate::i18n::quiz::tr().ciw_start_question.to_string())
    }

    fn open_gate_question(&mut self, core: &mut TabCore<Self>) {
        let _ = core;
        self.play.go_to_start_question();
    }

    fn code_focus(&self, core: &TabCore<Self>) -> crate::code::Focus {
        self.focus(core)
    }

    fn set_quiz(&mut self, on: bool) {
        self.quiz.on = on;
        if on {
            // as the switch does: the quiz's questions are the moves of a game
            self.pane = CanIWinPane::Play;
        }
    }

    fn show_lesson_step(&mut self, core: &mut TabCore<Self>, step: &crate::lessons::Step) {
        let _ = core;
        self.pane = step
            .view
            .as_deref()
            .and_then(CanIWinPane::from_lesson_name)
            .unwrap_or(CanIWinPane::Explorer);
        self.explorer.mask = step.mask.unwrap_or(0);
    }

    fn exports(&self, core: &TabCore<Self>) -> Vec<ExportKind> {
        if export::csv_allowed(core.content().0).is_ok() {
            vec![ExportKind::TableCsv]
        } else {
            Vec::new()
        }
    }

    fn export(&self, core: &TabCore<Self>, kind: ExportKind) -> Result<ExportJob, ExportError> {
        export::export_job(*core.content(), kind)
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
fn decided_by_text(s: &CanIWinSummary) -> String {
    let c = game_tr();
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

/// A name in the statistics grid: on one line, its column as wide as it needs (a name broken in
/// two, 有效状 / 态：, read as two words).
fn stat_name(ui: &mut Ui, text: &str) {
    ui.add(egui::Label::new(text).wrap_mode(egui::TextWrapMode::Extend));
}
