//! The stone-game tab: edit a row of piles, solve it in the background, and look at the table,
//! the optimal line and a game against the computer.

mod code_focus;
mod editor;
mod export;
mod line_view;
pub mod parity_view;
mod play_view;
mod quiz_box;
pub mod rolling_view;
mod row;
mod table_view;

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use std::sync::Arc;
use std::time::{Duration, Instant};

use egui::{RichText, Ui};

use crate::games::stone::{self, NetTable, Outcome};
use crate::games::{Control, GameKind, SolveError, Verdict};
use crate::i18n::stone::{StoneTexts, tr as game_tr};
use crate::i18n::{fill, tr};
use crate::jobs::Waker;
use crate::scenario::Game;
use crate::ui::framework::tab::{Change, GameView, SolveJob, Tab, TabCore};
use crate::ui::framework::{ExportError, ExportJob, ExportKind};
use crate::ui::kit::call_tree::{self, CallTreeView};
use crate::ui::kit::quiz::Quiz;
use crate::ui::kit::{layout, palette, widgets};

use crate::games::stone::PRESETS;

pub use crate::lessons::stone::StonePane;
pub use editor::EDITOR_MAX_PILES;
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

/// The stone-game tab.
pub type StoneTab = Tab<StoneView>;

/// What the stone tab holds of its own: the editor, the solve setting and the views.
pub struct StoneView {
    editor: editor::EditorState,
    /// Solve without the table even when it would fit.
    pub value_only: bool,
    /// The view shown in the central panel.
    pub pane: StonePane,
    pub table_view: table_view::TableView,
    pub line_view: line_view::LineView,
    pub play_view: play_view::PlayView,
    pub parity_view: parity_view::ParityView,
    pub rolling_view: rolling_view::RollingView,
    pub calls_view: CallTreeView,
    /// Piles a lesson step points at (drawn with a ring in the row editor).
    pub lesson_highlight: Vec<usize>,
    /// Quiz mode: on or off, and the score.
    pub quiz: Quiz,
    /// The stretches of piles (2 to [`STONE_STRETCH_MAX`]) whose cell was on screen in this
    /// session: `dp[i][j]` depends only on the piles `i..=j`, so a row holding one (a New
    /// exercise, or one typed, opened or brought back by Undo) gives its cell instead of asking
    /// a value seen (a student was asked `dp[0][1] = 0` of `[6, 6]` again, just shown in the
    /// row before; s2 stop 43 typed `[9, 1, 2, 5]` after `[3, 9, 1, 2]` and was scored on three
    /// cells of it).
    pub seen: std::collections::BTreeSet<Vec<i64>>,
    /// The fingerprints (`crate::quiz::seen`) of the stretches seen in earlier runs (the
    /// settings keep those of [`Self::seen`]).
    seen_prints: std::collections::HashSet<String>,
    /// Fingerprints of stretches newly in [`Self::seen`], until the tab takes them.
    seen_new: Vec<String>,
    /// What [`Self::seen`] last took in: the row, the quiz's progress, whether its answer was
    /// shown and whether the quiz was on (taken in again when one changes).
    seen_key: Option<SeenKey>,
    /// The New exercise made last and its cells seen before, until it is loaded.
    pending_exercise: Option<ExerciseGiven>,
    /// The exercise being imported (the pending one, when the imported row is its).
    incoming_exercise: Option<ExerciseGiven>,
    /// The row loaded or edited last and its cells given (while the row is its): those whose
    /// piles were seen before it came.
    pub exercise_given: Option<ExerciseGiven>,
}

/// What [`StoneView::seen`] last took in: the row, the quiz's progress, whether its answer was
/// shown and whether the quiz was on.
type SeenKey = (Arc<Vec<i64>>, (usize, usize), bool, bool);

/// A stone New exercise and its cells seen before (given in its quiz).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExerciseGiven {
    /// The exercise's row.
    pub piles: Vec<i64>,
    /// Its cells `(i, j)`, `i < j`, whose piles were seen before.
    pub given: Vec<(usize, usize)>,
}

use crate::quiz::exercise::STONE_STRETCH_MAX;

/// The fingerprint of a stretch of piles: that of the game of those piles alone.
fn stretch_print(piles: &[i64]) -> String {
    crate::quiz::seen::fingerprint(&Game::Stone(stone::Setup {
        piles: piles.to_vec(),
    }))
}

impl StoneTab {
    /// The row being edited.
    pub fn piles(&self) -> &[i64] {
        self.content()
    }

    /// Replace the row (an edit: recorded for undo).
    pub fn set_piles(&mut self, piles: Vec<i64>) {
        self.edit(piles);
    }

    /// Run a solve of the current row on the job runner: `job` computes the outcome and, if it
    /// can, the table; the tab adds the rest (ranges, timing, revision). A panic in `job` is
    /// reported as an error; an edit while it runs drops its result.
    pub fn run_job<F>(&mut self, job: F)
    where
        F: FnOnce(&dyn Control) -> Result<(Outcome, Option<NetTable>), SolveError> + Send + 'static,
    {
        let job = StoneView::job(self.core(), job);
        self.start_job(job);
    }
}

impl StoneView {
    /// Whether a solve of `core`'s row builds the table.
    fn with_table(&self, core: &TabCore<Self>) -> bool {
        !self.value_only && core.content().len() <= APP_TABLE_MAX
    }

    /// The solve job of the current row around `job`, which computes the outcome and the table.
    fn job<F>(core: &TabCore<Self>, job: F) -> SolveJob<StoneSolved>
    where
        F: FnOnce(&dyn Control) -> Result<(Outcome, Option<NetTable>), SolveError> + Send + 'static,
    {
        let piles = Arc::new(core.content().clone());
        let revision = core.revision();
        Box::new(move |control| {
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
        })
    }

    /// Whether the cell of the stretch of piles `piles` was on screen, in this run or an
    /// earlier one.
    fn was_seen(&self, piles: &[i64]) -> bool {
        self.seen.contains(piles) || self.seen_prints.contains(&stretch_print(piles))
    }

    /// The cells of the row `piles` whose piles were seen before: given in its quiz. None when
    /// all were (the whole row was on screen: a practice asks them all again).
    fn given_now(&self, piles: &[i64]) -> ExerciseGiven {
        let mut given = crate::quiz::exercise::stone_given(piles, &|s| self.was_seen(s));
        let n = piles.len();
        if given.len() == n * n.saturating_sub(1) / 2 {
            given.clear();
        }
        ExerciseGiven {
            piles: piles.to_vec(),
            given,
        }
    }

    /// The cells given in Quiz mode for the row `piles`: those of the row loaded or edited last
    /// seen before it came, while the row is its.
    fn given_for(&self, piles: &[i64]) -> Vec<(usize, usize)> {
        self.exercise_given
            .as_ref()
            .filter(|e| e.piles == piles)
            .map(|e| e.given.clone())
            .unwrap_or_default()
    }

    /// Take in the stretches of `piles` whose cells are on screen: all of them with the quiz
    /// off, the cells answered or shown with it on (once per change).
    fn note_seen(&mut self, piles: &Arc<Vec<i64>>) {
        let fill = self.table_view.quiz.fill.as_ref();
        let progress = fill.map_or((0, 0), |f| f.progress());
        let revealed = fill.is_some_and(|f| f.is_revealed());
        let key = (piles.clone(), progress, revealed, self.quiz.on);
        if self
            .seen_key
            .as_ref()
            .is_some_and(|k| Arc::ptr_eq(&k.0, piles) && (k.1, k.2, k.3) == (key.1, key.2, key.3))
        {
            return;
        }
        self.seen_key = Some(key);
        let n = piles.len();
        for i in 0..n {
            for j in i + 1..n.min(i + STONE_STRETCH_MAX) {
                let shown = if self.quiz.on {
                    fill.is_some_and(|f| f.n() == n && f.shown(i, j))
                } else {
                    true
                };
                if shown && self.seen.insert(piles[i..=j].to_vec()) {
                    self.seen_new.push(stretch_print(&piles[i..=j]));
                }
            }
        }
    }

    fn reset_views(&mut self) {
        self.table_view.reset();
        self.line_view = Default::default();
        self.play_view = Default::default();
        self.parity_view = Default::default();
        self.rolling_view = Default::default();
        self.calls_view = Default::default();
    }

    /// The call-tree pane: the trace of the memoised recursion (rows of up to
    /// [`stone::CALL_TREE_MAX_PILES`] piles) and the counts with and without the memo.
    fn calls_ui(&mut self, ui: &mut Ui, table: &NetTable, revision: u64) {
        let t = game_tr();
        let n = table.n();
        // a long row: the tree of its first piles (the same calls the row makes for that
        // interval), the counts of the whole row
        let shown = n.min(stone::CALL_TREE_MAX_PILES);
        self.calls_view
            .ensure(revision, || stone::call_trace(&table.piles()[..shown]).ok());
        let too_big = (n > shown).then(|| {
            fill(
                t.calls_too_big,
                &[
                    ("max", &shown),
                    ("last", &shown.saturating_sub(1)),
                    ("n", &n),
                ],
            )
        });
        let frame = call_tree::Frame {
            intro: t.calls_intro,
            growth: t.calls_growth,
            note: None,
            too_big,
            counts: call_tree::Counts {
                memo_calls: stone::memo_calls(n),
                memo_entries: stone::memo_entries(n),
                plain_calls: stone::plain_calls(n),
            },
            first: 0,
            n: shown,
        };
        self.calls_view.ui(ui, &frame);
    }

    fn verdict_text(tr: &StoneTexts, outcome: &Outcome) -> (String, egui::Color32) {
        match outcome.verdict() {
            Verdict::FirstWins => (
                fill(tr.first_wins_by, &[("d", &outcome.difference)]),
                palette::WIN_A,
            ),
            Verdict::SecondWins => (
                fill(tr.second_wins_by, &[("d", &-outcome.difference)]),
                palette::WIN_B,
            ),
            Verdict::Tie => (tr.tie.to_string(), palette::DRAW),
        }
    }
}

impl crate::ui::framework::tab::GameUi for crate::games::stone::Setup {
    type View = StoneView;
    const QUIZ_PANES: &'static [Self::Pane] = &[StonePane::Table, StonePane::Play];
    const SHOWCASE: &'static str = "stone-24-piles.json";
    fn auto_title(&self) -> String {
        let t = game_tr();
        const SHOWN: usize = 12;
        let piles: Vec<String> = self.piles.iter().map(i64::to_string).collect();
        if piles.len() <= SHOWN {
            let row = format!("[{}]", piles.join(", "));
            fill(t.auto_title, &[("game", &t.tab), ("piles", &row)])
        } else {
            let row = format!("[{}, …]", piles[..SHOWN].join(", "));
            fill(
                t.auto_title_long,
                &[("game", &t.tab), ("n", &piles.len()), ("piles", &row)],
            )
        }
    }
}

impl GameView for StoneView {
    type Content = Vec<i64>;
    type Solved = StoneSolved;
    /// The content revision and whether the table is wanted (so that unticking "Value only"
    /// solves again with the table).
    type Key = (u64, bool);
    type Job = StoneSolved;

    const KIND: GameKind = GameKind::Stone;
    type Setup = crate::games::stone::Setup;
    const SIDE_RANGE: (f32, f32) = (280.0, 560.0);
    /// A projector needs the width for the table, the rolling array and the calls: the answer
    /// goes above them.
    const PRESENT_FOLDS_SIDE: bool = true;

    fn new(_waker: &Waker) -> (Self, Vec<i64>) {
        let view = StoneView {
            editor: editor::EditorState::default(),
            value_only: false,
            pane: StonePane::Table,
            table_view: Default::default(),
            line_view: Default::default(),
            play_view: Default::default(),
            parity_view: Default::default(),
            rolling_view: Default::default(),
            calls_view: Default::default(),
            lesson_highlight: Vec::new(),
            quiz: Quiz::default(),
            seen: Default::default(),
            seen_key: None,
            seen_prints: Default::default(),
            seen_new: Vec::new(),
            pending_exercise: None,
            incoming_exercise: None,
            exercise_given: None,
        };
        (view, PRESETS[stone::DEFAULT_PRESET].1.to_vec())
    }

    fn reset(&mut self) -> Vec<i64> {
        PRESETS[stone::DEFAULT_PRESET].1.to_vec()
    }

    fn import(&mut self, game: Game) -> Option<Vec<i64>> {
        let Game::Stone(setup) = game else {
            return None;
        };
        self.incoming_exercise = self
            .pending_exercise
            .take()
            .filter(|e| e.piles == setup.piles);
        Some(setup.piles)
    }

    fn to_game(&self, core: &TabCore<Self>) -> Game {
        Game::Stone(stone::Setup {
            piles: core.content().clone(),
        })
    }

    fn solve_key(&self, core: &TabCore<Self>) -> (u64, bool) {
        (core.revision(), self.with_table(core))
    }

    fn solve_job(&self, core: &TabCore<Self>) -> Option<SolveJob<StoneSolved>> {
        let with_table = self.with_table(core);
        let row = Arc::new(core.content().clone());
        Some(Self::job(core, move |control| {
            if with_table {
                let t = NetTable::solve(&row, control)?;
                Ok((t.outcome(), Some(t)))
            } else {
                Ok((stone::solve_value(&row, control)?, None))
            }
        }))
    }

    fn on_change(&mut self, core: &mut TabCore<Self>, change: Change) {
        core.slot.invalidate();
        // a New exercise keeps what it gives; any other row (typed, opened, by Undo) gives its
        // cells seen before it came
        let incoming = self.incoming_exercise.take();
        self.exercise_given = Some(incoming.unwrap_or_else(|| self.given_now(core.content())));
        if change == Change::Load {
            self.reset_views();
            self.editor = Default::default();
            self.lesson_highlight.clear();
        }
    }

    fn on_result(&mut self, previous: Option<&Arc<StoneSolved>>, solved: &Arc<StoneSolved>) {
        if previous.map(|s| s.piles.len()) != Some(solved.piles.len()) {
            self.reset_views();
        }
        let same_values = previous.is_some_and(|p| p.piles == solved.piles);
        self.table_view.on_new_result(same_values);
        self.play_view.on_new_result();
    }

    fn auto_solve(&self, core: &TabCore<Self>) -> bool {
        core.content().len() <= AUTO_SOLVE_MAX
    }

    fn editor_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        self.piles_editor_ui(core, ui);
    }

    fn solve_options_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        let t = game_tr();
        ui.horizontal_wrapped(|ui| {
            let too_big_for_table = core.content().len() > APP_TABLE_MAX;
            ui.add_enabled_ui(!too_big_for_table, |ui| {
                ui.checkbox(&mut self.value_only, t.value_only)
                    .on_hover_text(t.value_only_tip);
            });
            if too_big_for_table {
                ui.label_cjk(
                    RichText::new(fill(t.table_too_big, &[("max", &APP_TABLE_MAX)]))
                        .small()
                        .weak(),
                );
            }
        });
    }

    fn result_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        let tr = tr();
        let revision = core.revision();
        core.result_section(
            ui,
            game_tr().result,
            tr.results_outdated,
            |solved| solved.revision != revision,
            |ui, solved| {
                let all = solved
                    .table
                    .as_ref()
                    .is_some_and(|t| self.table_view.quiz.all_committed(t.n()));
                if crate::ui::kit::quiz::result_hidden_ui(ui, self.quiz.on, all) {
                    return;
                }
                let o = solved.outcome;
                egui::Grid::new("stone_result")
                    .num_columns(2)
                    .show(ui, |ui| {
                        // a grid's columns do not wrap (the side panel wraps other text)
                        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                        layout::table_text(ui, "stone_result", game_tr().first_player);
                        layout::table_text(
                            ui,
                            "stone_result",
                            RichText::new(o.first.to_string()).strong().monospace(),
                        );
                        ui.end_row();
                        layout::table_text(ui, "stone_result", game_tr().second_player);
                        layout::table_text(
                            ui,
                            "stone_result",
                            RichText::new(o.second.to_string()).strong().monospace(),
                        );
                        ui.end_row();
                        layout::table_text(ui, "stone_result", game_tr().difference);
                        layout::table_text(
                            ui,
                            "stone_result",
                            RichText::new(o.difference.to_string()).strong().monospace(),
                        );
                        ui.end_row();
                    });
                let (text, color) = Self::verdict_text(game_tr(), &o);
                widgets::pill(ui, &text, color);
                if o.verdict() == Verdict::Tie {
                    ui.label_cjk(RichText::new(game_tr().tie_rule).small());
                }
                let mode = if solved.table.is_some() {
                    game_tr().mode_table
                } else {
                    game_tr().mode_value
                };
                ui.label_cjk(
                    RichText::new(fill(
                        game_tr().solved_in,
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
            },
        );
    }

    fn quiz_all_committed(&self, solved: &Self::Solved) -> bool {
        solved
            .table
            .as_ref()
            .is_some_and(|t| self.table_view.quiz.all_committed(t.n()))
    }

    fn result_line_ui(&mut self, ui: &mut Ui, solved: &Arc<Self::Solved>) {
        let o = solved.outcome;
        let (text, color) = Self::verdict_text(game_tr(), &o);
        widgets::pill(ui, &text, color);
        ui.label_cjk(format!(
            "{} {} · {} {}",
            game_tr().first_player,
            o.first,
            game_tr().second_player,
            o.second
        ));
    }

    fn pane(&self) -> StonePane {
        self.pane
    }

    fn view_bar_state(&mut self) -> (&mut Quiz, &mut StonePane) {
        (&mut self.quiz, &mut self.pane)
    }

    const EXERCISES: bool = true;

    fn exercise(&mut self, seed: u64) -> Option<Game> {
        use crate::quiz::exercise::{stone_after, stone_given};
        let seen = |s: &[i64]| self.was_seen(s);
        let piles = stone_after(seed, &seen);
        let given = stone_given(&piles, &seen);
        self.pending_exercise = Some(ExerciseGiven {
            piles: piles.clone(),
            given,
        });
        Some(Game::Stone(stone::Setup { piles }))
    }

    /// The stretches of piles seen in earlier runs: a row holding one gives its cell.
    fn seen_before(&mut self, seen: &[String]) {
        self.seen_prints = seen.iter().cloned().collect();
    }

    fn take_seen_parts(&mut self) -> Vec<String> {
        std::mem::take(&mut self.seen_new)
    }

    fn exercise_note(&self, game: &Game) -> Option<crate::i18n::Both> {
        let Game::Stone(setup) = game else {
            return None;
        };
        let given = self.given_for(&setup.piles);
        if given.is_empty() {
            return None;
        }
        let n = setup.piles.len();
        let asked = n * (n - 1) / 2 - given.len();
        let cells: Vec<String> = given.iter().map(|(i, j)| format!("dp[{i}][{j}]")).collect();
        let cells = cells.join(", ");
        let count = given.len();
        Some(crate::i18n::Both::new(move || {
            fill(
                game_tr().exercise_given_note,
                &[("count", &count), ("cells", &cells), ("asked", &asked)],
            )
        }))
    }

    fn central_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        let tr = tr();
        let Some(solved) = core.slot.result().cloned() else {
            ui.centered_and_justified(|ui| {
                if core.slot.is_running() {
                    crate::ui::kit::widgets::calm_spinner(ui);
                } else {
                    ui.label_cjk(core.slot.error().unwrap_or(tr.not_solved_yet));
                }
            });
            return;
        };
        let (Some(table), Some(ranges)) = (solved.table.as_ref(), solved.ranges) else {
            if self.quiz.on {
                // the quiz's question went with the table: say the quiz is paused, and how
                // to go on
                let t = game_tr();
                let too_long = core.content().len() > APP_TABLE_MAX;
                let why = if too_long {
                    fill(t.quiz_paused_too_long, &[("max", &APP_TABLE_MAX)])
                } else {
                    t.quiz_paused_value_only.to_string()
                };
                let resume = (!too_long && self.value_only).then_some(t.quiz_resume_value_only);
                if crate::ui::kit::quiz::quiz_paused_ui(ui, &why, resume) {
                    self.value_only = false;
                }
                return;
            }
            ui.label_cjk(fill(game_tr().no_table, &[("max", &APP_TABLE_MAX)]));
            return;
        };
        if solved.revision != core.revision() {
            ui.label_cjk(RichText::new(tr.results_outdated).italics());
        }
        self.table_view.given = self.given_for(&solved.piles);
        self.note_seen(&solved.piles);
        match self.pane {
            StonePane::Table => {
                self.table_view
                    .ui(ui, table, &ranges, solved.revision, &mut self.quiz)
            }
            StonePane::Line => self.line_view.ui(ui, table, solved.revision),
            StonePane::Play => {
                // a position whose cell the table quiz showed (answered with its why, its
                // answer shown, or given) had its best end printed: Play's move there is
                // practice, as in Guess Number (s1 stop 44b: the why of dp[0][4] named the
                // right end, and taking left was scored wrong)
                if self.quiz.on
                    && let Some((i, j)) = self
                        .play_view
                        .game
                        .as_ref()
                        .filter(|g| !g.is_over() && g.to_move == self.play_view.user)
                        .and_then(|g| g.remaining)
                    && i < j
                    && self.table_view.quiz.shown(i, j)
                {
                    self.quiz.mark_move_shown_in(
                        (i, j),
                        crate::i18n::Both::new(|| format!("dp[{i}][{j}]")),
                    );
                }
                self.play_view
                    .ui(ui, table, solved.revision, &mut self.quiz)
            }
            StonePane::Parity => {
                if let Some(colour) = self.parity_view.ui(ui, table) {
                    self.play_view.play_colour(table.n(), colour);
                    self.pane = StonePane::Play;
                }
            }
            StonePane::Rolling => self.rolling_view.ui(ui, table, solved.revision),
            StonePane::Calls => self.calls_ui(ui, table, solved.revision),
        }
    }

    fn quiz_on(&self) -> bool {
        self.quiz.on
    }

    fn play_gate(&self, core: &TabCore<Self>) -> Option<String> {
        // a game played best (either side) shows the start's value dp[0][n-1] and its best
        // first move, the table quiz's last question
        if !self.quiz.on || self.pane != StonePane::Play {
            return None;
        }
        let n = core.slot.result()?.table.as_ref()?.n();
        (!self.table_view.quiz.start_committed(n)).then(|| {
            crate::i18n::fill(
                crate::i18n::exam::tr().last_cell,
                &[("cell", &format!("dp[0][{}]", n - 1))],
            )
        })
    }

    fn quiz_count(&mut self, core: &TabCore<Self>) {
        // one exercise, one count: the set counts the table's questions whichever pane is
        // shown (Play said "Set: 1 of 10" where the table said "1 of 21"); Play's moves count
        // in the score and the set's report, not in its count
        let Some(n) = core
            .slot
            .result()
            .and_then(|s| s.table.as_ref())
            .map(|t| t.n())
        else {
            return;
        };
        let given = self.given_for(core.content());
        self.table_view
            .quiz
            .ensure(n, self.table_view.anim.order, &given);
        self.table_view.quiz.tell_left(&mut self.quiz);
    }

    fn open_gate_question(&mut self, core: &mut TabCore<Self>) {
        let _ = core;
        self.pane = StonePane::Table;
    }

    fn code_focus(&self, core: &TabCore<Self>) -> crate::code::Focus {
        self.focus(core)
    }

    fn set_quiz(&mut self, on: bool) {
        self.quiz.on = on;
    }

    fn show_lesson_step(&mut self, core: &mut TabCore<Self>, step: &crate::lessons::Step) {
        self.pane = step
            .view
            .as_deref()
            .and_then(StonePane::from_lesson_name)
            .unwrap_or(StonePane::Table);
        let order = match step.fill_order {
            Some(crate::lessons::FillOrder::Rows) => stone::FillOrder::RowsBottomUp,
            _ => stone::FillOrder::Diagonal,
        };
        if self.pane == StonePane::Rolling {
            let rolling = &mut self.rolling_view;
            rolling.order = order;
            rolling.stepper.step = step.fill_step.unwrap_or(0) as usize;
            rolling.stepper.playing = false;
        }
        if self.pane == StonePane::Calls {
            self.calls_view.selected = step.cell.map(|[i, j]| (i as usize, j as usize));
        }
        let table = &mut self.table_view;
        table.selected = step.cell.map(|[i, j]| (i as usize, j as usize));
        table.anim.active = step.fill_step.is_some();
        if let Some(k) = step.fill_step {
            table.anim.order = order;
            table.anim.stepper.step = k as usize;
            table.anim.stepper.playing = false;
        }
        self.lesson_highlight = step.highlight.iter().map(|&k| k as usize).collect();
        if self.pane == StonePane::Parity {
            self.parity_view.highlight = self.lesson_highlight.clone();
        }
        // Play with the piles of one colour named: the game starts as the Parity view's "Play
        // it" starts it, that colour's piles marked (lesson 2 told the student to take the
        // even-coloured piles on a Play view without colours)
        let h = &self.lesson_highlight;
        if self.pane == StonePane::Play && !h.is_empty() {
            let colour = if h.iter().all(|k| k % 2 == 0) {
                Some(stone::Colour::Even)
            } else if h.iter().all(|k| k % 2 == 1) {
                Some(stone::Colour::Odd)
            } else {
                None
            };
            if let Some(colour) = colour {
                self.play_view.play_colour(core.content().len(), colour);
            }
        }
    }

    fn exports(&self, core: &TabCore<Self>) -> Vec<ExportKind> {
        crate::ui::framework::table_exports(self.current(core).is_some_and(|s| s.table.is_some()))
    }

    fn export(&self, core: &TabCore<Self>, kind: ExportKind) -> Result<ExportJob, ExportError> {
        export::export_job(self.current(core).cloned(), self.table_view.mode, kind)
    }

    fn export_suffix(&self, kind: ExportKind) -> Option<String> {
        // the heatmap of fir, of sec, of the net score or of the chosen end: four pictures
        // that must not overwrite each other
        (kind == ExportKind::HeatmapPng).then(|| {
            let mode = match self.table_view.mode.unwrap_or(HeatMode::Net) {
                HeatMode::First => "fir",
                HeatMode::Second => "sec",
                HeatMode::Net => "net",
                HeatMode::Choice => "chosen-end",
            };
            format!("-heatmap-{mode}")
        })
    }
}
