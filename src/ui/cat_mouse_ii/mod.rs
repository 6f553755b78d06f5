//! The Cat and Mouse II tab (LeetCode 1728): paint a grid, set the jumps, solve in the background
//! by retrograde analysis, and look at the outcome of every placement of the mouse for a chosen
//! cat cell, at the optimal game step by step, and play either side against the computer.
//!
//! # The draft and what is saved
//!
//! The content is a [`Draft`]: the rows as characters and the two jumps. Its grid may be invalid
//! for a while (a row removed with the mouse on it); the message is shown in the editor, nothing
//! is solved, and saving is refused ([`GameView::save_blocker`]) while [`GameView::to_game`]
//! gives the last valid setup (what autosave keeps). Nothing of the draft is thrown away.

mod board;
mod code_focus;
mod edit_view;
mod editor;
mod export;
mod game_view;
mod order_view;
mod outcome_view;
mod play_view;
mod quiz_view;
mod texts;

use crate::ui::kit::cjk_wrap::CjkLabels as _;
pub use board::ray_colour;

use std::sync::Arc;
use std::time::{Duration, Instant};

use egui::{RichText, Ui};

use crate::games::GameKind;
use crate::games::cat_mouse_ii::{self, GridError, Move, Setup, Solution, Value};
use crate::i18n::cat_mouse_ii::tr as game_tr;
use crate::i18n::{fill, tr};
use crate::jobs::Waker;
use crate::scenario::Game;
use crate::ui::framework::tab::{Change, GameView, SolveJob, Tab, TabCore};
use crate::ui::framework::{ExportError, ExportJob, ExportKind};
use crate::ui::kit::undo::SnapshotSize;
use crate::ui::kit::widgets;

pub use crate::lessons::cat_mouse_ii::CatMouseIIPane;

pub use crate::games::cat_mouse_ii::draft::{Draft, PasteError, Pasted, parse_pasted};
pub use edit_view::{EditBoard, Tool};
pub use editor::{PRESETS, Preset, QUIZ_ORDER, quiz_preset_name};
pub use game_view::GameReplay;
pub use order_view::OrderView;
pub use outcome_view::OutcomeView;
pub use play_view::PlayView;
pub use texts::{describe_grid_error, value_color, value_text};

/// Grids up to this many cells are solved automatically after each edit (a 40×40 grid solves
/// in about a tenth of a second; 64×64 takes most of a second and 240 MiB).
pub const AUTO_SOLVE_MAX_CELLS: usize = 1600;

/// Longest optimal game kept for the replay (an endless game is cut here).
pub const REPLAY_MAX_MOVES: usize = 5_000;

/// Moves of an endless game shown in the replay.
pub const ENDLESS_REPLAY_MOVES: usize = 60;

/// A finished solve.
pub struct CatMouseIISolved {
    /// Which setup revision this result belongs to.
    pub rev: u64,
    /// The value of every position.
    pub solution: Solution,
    /// The optimal game from the start (cut for an endless game).
    pub line: Vec<Move>,
    /// Wall time of the solve.
    pub elapsed: Duration,
}

/// The Cat and Mouse II tab: its content is the [`Draft`].
pub type CatMouseIITab = Tab<CatMouseIIView>;

/// What the tab holds of its own: the validated setup, the tools and the views.
pub struct CatMouseIIView {
    /// The draft's setup, when its grid is valid.
    setup: Option<Setup>,
    /// Why the draft's grid is invalid.
    invalid: Option<GridError>,
    /// The last valid setup (what is saved while the draft is invalid).
    last_valid: Setup,
    /// Changes whenever the valid setup changes; results are tagged with it.
    rev: u64,
    /// The view shown in the central panel.
    pub pane: CatMouseIIPane,
    /// The paint tool and the drag in progress.
    pub edit: EditBoard,
    /// The text of the paste box.
    pub paste_text: String,
    /// What the last paste or copy did (or why it was refused).
    pub paste_note: Option<(bool, String)>,
    /// The content revision the note speaks of: an edit of any other kind (a preset, a random
    /// maze, painting) makes it stale, and it goes.
    paste_note_rev: u64,
    /// The content revision the paste box last showed.
    paste_shown: Option<u64>,
    /// Outcome boards: the chosen cat cell and the hovered cell.
    pub outcomes: OutcomeView,
    /// The optimal game's stepper.
    pub replay: GameReplay,
    /// The game against the computer.
    pub play: PlayView,
    /// Quiz mode: on or off, and the score.
    pub quiz: crate::ui::kit::quiz::Quiz,
    /// Quiz mode's outcome question (in place of the outcome boards).
    pub quiz_view: quiz_view::QuizView,
    /// The solving order's stepper and cat cell.
    pub order: OrderView,
    /// The seed of the last random maze.
    maze_seed: u64,
}

impl SnapshotSize for Draft {
    fn snapshot_bytes(&self) -> usize {
        40 + self.rows.iter().map(|r| 24 + r.len()).sum::<usize>()
    }
}

impl CatMouseIITab {
    /// The draft being edited.
    pub fn draft(&self) -> &Draft {
        self.content()
    }

    /// The valid setup, if the draft's grid is valid.
    pub fn setup(&self) -> Option<&Setup> {
        self.view().setup.as_ref()
    }

    /// Why the draft's grid is invalid, if it is.
    pub fn invalid(&self) -> Option<&GridError> {
        self.view().invalid.as_ref()
    }

    /// Replace the content by a preset (an edit).
    pub fn use_preset(&mut self, name: &str) {
        if let Some(p) = PRESETS.iter().find(|p| p.name == name) {
            self.edit(p.draft());
        }
    }

    /// Use a pasted text as the grid (an edit), or keep everything and say why not.
    pub fn paste(&mut self, text: &str) {
        let text = text.to_string();
        self.with_core(|view, core| {
            view.paste_text = text;
            view.use_paste(core);
        });
    }
}

/// The preset the tab starts with: LeetCode's first example.
fn default_draft() -> Draft {
    PRESETS[0].draft()
}

impl CatMouseIIView {
    /// The solve of the current setup, if finished.
    fn solved(&self, core: &TabCore<Self>) -> Option<Arc<CatMouseIISolved>> {
        self.current(core).cloned()
    }

    /// What the central panel shows while there is no result for the current grid.
    fn placeholder_ui(&self, core: &TabCore<Self>, ui: &mut Ui) {
        let t = game_tr();
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.35);
            if let Some(e) = &self.invalid {
                ui.label_cjk(fill(t.invalid_grid, &[("why", &describe_grid_error(e))]));
            } else if core.slot.is_running() {
                crate::ui::kit::widgets::calm_spinner(ui);
                ui.label_cjk(tr().solving);
            } else if let Some(err) = core.slot.error() {
                ui.label_cjk(err);
            } else {
                ui.label_cjk(tr().not_solved_yet);
                let (rows, cols) = core.content().size();
                if rows * cols > AUTO_SOLVE_MAX_CELLS {
                    ui.label_cjk(fill(t.big_grid_solve, &[("max", &AUTO_SOLVE_MAX_CELLS)]));
                }
            }
        });
    }
}

impl crate::ui::framework::tab::GameUi for crate::games::cat_mouse_ii::Setup {
    type View = CatMouseIIView;
    const QUIZ_PANES: &'static [Self::Pane] = &[CatMouseIIPane::Outcomes, CatMouseIIPane::Play];
    const OPEN_PANES: &'static [Self::Pane] = &[CatMouseIIPane::Edit];
    const SHOWCASE: &'static str = "cat-mouse-ii-leetcode-1.json";
    fn auto_title(&self) -> String {
        let t = game_tr();
        fill(
            t.auto_title,
            &[
                ("game", &t.tab),
                ("rows", &self.grid.rows()),
                ("cols", &self.grid.cols()),
                ("c", &self.cat_jump),
                ("mj", &self.mouse_jump),
            ],
        )
    }
}

impl GameView for CatMouseIIView {
    type Content = Draft;
    type Solved = CatMouseIISolved;
    /// The setup revision.
    type Key = u64;
    type Job = CatMouseIISolved;

    const KIND: GameKind = GameKind::CatMouseII;
    type Setup = crate::games::cat_mouse_ii::Setup;
    const UNDO_STEPS: usize = 300;
    const SIDE_WIDTH: f32 = 340.0;
    /// A projector needs the width for the grids: the answer goes above them.
    const PRESENT_FOLDS_SIDE: bool = true;

    fn new(_waker: &Waker) -> (Self, Draft) {
        let draft = default_draft();
        let setup = draft.to_setup().expect("the presets are valid");
        let view = CatMouseIIView {
            setup: Some(setup.clone()),
            invalid: None,
            last_valid: setup,
            rev: 1,
            pane: CatMouseIIPane::Outcomes,
            edit: EditBoard::default(),
            paste_text: String::new(),
            paste_shown: None,
            paste_note: None,
            paste_note_rev: 0,
            outcomes: OutcomeView::default(),
            replay: GameReplay::default(),
            play: PlayView::default(),
            quiz: Default::default(),
            quiz_view: Default::default(),
            order: OrderView::default(),
            maze_seed: 0,
        };
        (view, draft)
    }

    fn reset(&mut self) -> Draft {
        self.pane = CatMouseIIPane::Outcomes;
        default_draft()
    }

    fn import(&mut self, game: Game) -> Option<Draft> {
        let Game::CatMouseII(setup) = game else {
            return None;
        };
        Some(Draft::from_setup(&setup))
    }

    fn to_game(&self, _core: &TabCore<Self>) -> Game {
        Game::CatMouseII(
            self.setup
                .clone()
                .unwrap_or_else(|| self.last_valid.clone()),
        )
    }

    fn solve_key(&self, _core: &TabCore<Self>) -> u64 {
        self.rev
    }

    /// Nothing is solved while the grid is invalid.
    fn result_bytes(&self, solved: &CatMouseIISolved) -> usize {
        // its tables (this view shows only a current result, never an outdated one)
        usize::try_from(cat_mouse_ii::solve::memory_bytes(solved.solution.grid()))
            .unwrap_or(usize::MAX)
    }

    fn solve_job(&self, _core: &TabCore<Self>) -> Option<SolveJob<CatMouseIISolved>> {
        let setup = self.setup.clone()?;
        let rev = self.rev;
        Some(Box::new(move |control| {
            let started = Instant::now();
            let solution =
                cat_mouse_ii::solve(&setup.grid, setup.mouse_jump, setup.cat_jump, control)?;
            let cut = match solution.start_value() {
                Value::Endless => ENDLESS_REPLAY_MOVES,
                _ => REPLAY_MAX_MOVES,
            };
            let line = solution.optimal_line(solution.start(), cut);
            Ok(CatMouseIISolved {
                rev,
                solution,
                line,
                elapsed: started.elapsed(),
            })
        }))
    }

    fn current<'a>(&self, core: &'a TabCore<Self>) -> Option<&'a Arc<CatMouseIISolved>> {
        core.slot.current(self.rev).filter(|_| self.setup.is_some())
    }

    /// Validate the draft; a change of the valid setup drops the solve.
    fn on_change(&mut self, core: &mut TabCore<Self>, change: Change) {
        if change == Change::Load {
            self.outcomes = OutcomeView::default();
            self.replay = GameReplay::default();
            self.play = PlayView::default();
            self.order = OrderView::default();
            self.paste_note = None;
            self.edit.cancel();
            self.setup = None;
        }
        if change == Change::Undo {
            // an undo in the middle of a drag ends it: the next change is a step of its own
            self.edit.cancel();
            core.end_joined();
        }
        match core.content().to_setup() {
            Ok(setup) => {
                self.invalid = None;
                if self.setup.as_ref() != Some(&setup) {
                    self.last_valid = setup.clone();
                    self.setup = Some(setup);
                    self.rev += 1;
                    core.slot.invalidate();
                }
            }
            Err(e) => {
                self.invalid = Some(e);
                if self.setup.take().is_some() {
                    self.rev += 1;
                    core.slot.invalidate();
                }
            }
        }
    }

    fn on_result(
        &mut self,
        _previous: Option<&Arc<CatMouseIISolved>>,
        solved: &Arc<CatMouseIISolved>,
    ) {
        self.replay.on_new_result(solved);
    }

    fn auto_solve(&self, core: &TabCore<Self>) -> bool {
        let (rows, cols) = core.content().size();
        rows * cols <= AUTO_SOLVE_MAX_CELLS
    }

    fn can_solve(&self, _core: &TabCore<Self>) -> bool {
        self.setup.is_some()
    }

    fn save_blocker(&self, _core: &TabCore<Self>) -> Option<String> {
        self.invalid
            .as_ref()
            .map(|e| fill(game_tr().save_blocked, &[("why", &describe_grid_error(e))]))
    }

    fn solve_notes_ui(&mut self, _core: &mut TabCore<Self>, ui: &mut Ui, auto: bool) {
        if !auto && self.setup.is_some() {
            ui.label_cjk(
                RichText::new(fill(
                    game_tr().big_grid_solve,
                    &[("max", &AUTO_SOLVE_MAX_CELLS)],
                ))
                .small()
                .weak(),
            );
        }
    }

    fn editor_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        self.grid_editor_ui(core, ui);
    }

    fn result_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        let t = game_tr();
        widgets::heading(ui, t.result);
        if self.setup.is_none() {
            ui.label_cjk(RichText::new(t.not_solved_invalid).italics());
            return;
        }
        let running = core.slot.is_running();
        let result = self.solved(core);
        if widgets::result_placeholder(ui, core.slot.error_mut(), running, result.is_some()) {
            return;
        }
        if let Some(solved) = result {
            if self.quiz.on {
                ui.label_cjk(crate::i18n::quiz::tr().hidden);
                return;
            }
            game_view::result_summary(ui, &solved);
        }
    }

    fn result_line_blocked(&self) -> Option<&'static str> {
        self.setup.is_none().then_some(game_tr().not_solved_invalid)
    }

    fn result_line_ui(&mut self, ui: &mut Ui, solved: &Arc<Self::Solved>) {
        game_view::result_line(ui, solved);
    }

    fn pane(&self) -> CatMouseIIPane {
        self.pane
    }

    fn view_bar_state(&mut self) -> (&mut crate::ui::kit::quiz::Quiz, &mut CatMouseIIPane) {
        (&mut self.quiz, &mut self.pane)
    }

    const EXERCISES: bool = true;

    fn exercise(&mut self, seed: u64) -> Option<Game> {
        Some(Game::CatMouseII(crate::quiz::exercise::cat_mouse_ii(seed)))
    }

    fn central_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        if self.pane == CatMouseIIPane::Edit {
            self.edit.ui(core, ui);
            return;
        }
        let Some(solved) = self.solved(core) else {
            self.placeholder_ui(core, ui);
            return;
        };
        match self.pane {
            CatMouseIIPane::Edit => {}
            CatMouseIIPane::Outcomes if self.quiz.on => {
                self.quiz_view.ui(ui, &solved, &mut self.quiz)
            }
            CatMouseIIPane::Outcomes => self.outcomes.ui(ui, &solved),
            CatMouseIIPane::Game => self.replay.ui(ui, &solved),
            CatMouseIIPane::Play => self
                .play
                .ui(ui, &solved, &mut self.quiz, &mut self.quiz_view),
            CatMouseIIPane::Order => self.order.ui(ui, &solved),
        }
    }

    fn quiz_on(&self) -> bool {
        self.quiz.on
    }

    fn play_gate(&self, core: &TabCore<Self>) -> Option<String> {
        // a game played best to its end shows who wins the start, a question of the quiz
        if !self.quiz.on || self.pane != CatMouseIIPane::Play {
            return None;
        }
        let solved = self.current(core)?;
        let start = solved.solution.start();
        let grid = solved.solution.grid();
        (!self.quiz_view.is_committed(solved, start)).then(|| {
            fill(
                crate::i18n::quiz::tr().start_position,
                &[
                    ("m", &texts::cell_name(grid, start.mouse)),
                    ("c", &texts::cell_name(grid, start.cat)),
                    ("who", &texts::turn_name(start.turn)),
                ],
            )
        })
    }

    fn open_gate_question(&mut self, core: &mut TabCore<Self>) {
        if let Some(solved) = self.solved(core) {
            self.quiz_view.ask(&solved, solved.solution.start());
            self.pane = CatMouseIIPane::Outcomes;
        }
    }

    fn code_focus(&self, core: &TabCore<Self>) -> crate::code::Focus {
        self.focus(core)
    }

    fn set_quiz(&mut self, on: bool) {
        self.quiz.on = on;
    }

    fn show_lesson_step(&mut self, core: &mut TabCore<Self>, step: &crate::lessons::Step) {
        let _ = core;
        self.pane = step
            .view
            .as_deref()
            .and_then(CatMouseIIPane::from_lesson_name)
            .unwrap_or(CatMouseIIPane::Outcomes);
    }

    fn exports(&self, core: &TabCore<Self>) -> Vec<ExportKind> {
        let fits = |s: &Arc<CatMouseIISolved>| s.solution.grid().cells() <= export::CSV_MAX_CELLS;
        if self.current(core).is_some_and(fits) {
            vec![ExportKind::TableCsv]
        } else {
            Vec::new()
        }
    }

    fn export(&self, core: &TabCore<Self>, kind: ExportKind) -> Result<ExportJob, ExportError> {
        export::export_job(self.solved(core), kind)
    }
}
