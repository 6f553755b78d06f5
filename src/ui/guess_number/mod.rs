//! The Guess Number Higher or Lower II tab (LeetCode 375): edit `n`, solve in the background, and
//! look at the `dp` table (heatmap and cell inspector), the optimal strategy as a decision tree,
//! and a game against an adversary who always answers so that the user pays the most.
//!
//! Up to [`PLAIN_MAX_N`] numbers the plain O(n³) table is built (it keeps every cell's cost and
//! best guess, which the views need); beyond that, or when the user asks for it, the exact O(n²)
//! algorithm gives the answer alone.

mod code_focus;
pub mod diagram;
mod editor;
mod export;
pub mod play_view;
mod quiz_box;
pub mod table_view;
pub mod tree_view;

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use std::sync::Arc;
use std::time::{Duration, Instant};

use egui::{RichText, Ui};

use crate::games::GameKind;
use crate::games::guess_number::{self, GuessTable, PLAIN_MAX_N, calls};
use crate::i18n::guess_number::tr as game_tr;
use crate::i18n::{fill, tr};
use crate::jobs::Waker;
use crate::scenario::Game;
use crate::ui::framework::tab::{Change, GameView, SolveJob, Tab, TabCore};
use crate::ui::framework::{ExportError, ExportJob, ExportKind};
use crate::ui::kit::call_tree::{self, CallTreeView};
use crate::ui::kit::{palette, widgets};

pub use crate::lessons::guess_number::GuessNumberPane;

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
pub struct GuessNumberSolved {
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

/// The Guess Number II tab.
pub type GuessNumberTab = Tab<GuessNumberView>;

/// What the Guess Number tab holds of its own: the algorithm switch and the views.
pub struct GuessNumberView {
    /// Use the O(n²) value-only algorithm even when the table would fit.
    pub fast_only: bool,
    /// The view shown in the central panel.
    pub pane: GuessNumberPane,
    /// Heatmap and inspector state.
    pub table_view: table_view::TableView,
    /// Strategy tree state.
    pub tree_view: tree_view::TreeView,
    /// Game against the adversary.
    pub play_view: play_view::PlayView,
    /// The memoised recursion's call tree.
    pub calls_view: CallTreeView,
    /// Quiz mode: on or off, and the score.
    pub quiz: crate::ui::kit::quiz::Quiz,
    /// Every column `j <=` this was on screen: the largest `n` whose table was shown with Quiz
    /// mode off (this run, or seen in an earlier run: the settings' fingerprints), or whose
    /// quizzes showed every cell. `dp[i][j]` depends only on `i` and `j`, so these are cells
    /// of every table (a student saw New exercise's answers in the `n = 10` table shown before).
    pub shown_n: u64,
    /// Single cells `(i, j)` (1-based, `i < j`, `j > shown_n`) a quiz showed (answered,
    /// revealed, given, or read by a why): only these count as shown of a table left halfway
    /// (s2 stop 42: after n = 11 was left halfway, n = 12 gave all of n = 11 as "shown before").
    pub shown_cells: std::collections::BTreeSet<(u64, u64)>,
    /// The largest `n` whose table quiz was worked on (a cell answered or shown): New exercise
    /// goes past it.
    pub worked_n: u64,
}

impl GuessNumberTab {
    /// The `n` being edited.
    pub fn n(&self) -> u64 {
        *self.content()
    }

    /// Set `n` (an edit: recorded for undo). Zero is refused (the editor never offers it).
    pub fn set_n(&mut self, n: u64) {
        if n != 0 {
            self.edit(n);
        }
    }

    /// The algorithm the current settings ask for.
    pub fn wanted_algorithm(&self) -> Algorithm {
        self.view().wanted_algorithm(self.n())
    }
}

// an exercise past a table shown solves itself
const _: () = assert!(crate::quiz::exercise::GUESS_NUMBER_PAST_MAX <= AUTO_SOLVE_MAX);

impl GuessNumberView {
    /// The cells given in Quiz mode in a table of `n` numbers: every cell shown before (in any
    /// table, whatever brought the content: New exercise, Undo or Redo, an example, a file; s2
    /// stop 42: Undo brought back n = 12 blank and scored though its cells had been on
    /// screen). None when every cell was shown (the quiz asks them all again, a practice).
    pub fn given(&self, n: u64) -> quiz_box::Given {
        if self.shown_n >= n {
            return quiz_box::Given::default();
        }
        quiz_box::Given {
            upto: self.shown_n as usize,
            cells: self
                .shown_cells
                .iter()
                .filter(|&&(_, j)| j <= n)
                .map(|&(i, j)| (i as usize, j as usize))
                .collect(),
        }
    }

    /// The columns given in Quiz mode in a table of `n` numbers (see [`Self::given`]).
    pub fn given_upto(&self, n: u64) -> u64 {
        self.given(n).upto as u64
    }

    /// Every cell of a table of `n` numbers was on screen.
    pub fn note_table_shown(&mut self, n: u64) {
        if n > self.shown_n {
            self.shown_n = n;
            self.shown_cells.retain(|&(_, j)| j > n);
            self.compact();
        }
    }

    /// Columns whose every cell was shown one by one count as shown columns.
    fn compact(&mut self) {
        loop {
            let j = self.shown_n + 1;
            if !(1..j).all(|i| self.shown_cells.contains(&(i, j))) {
                break;
            }
            self.shown_cells.retain(|&(_, c)| c != j);
            self.shown_n = j;
        }
    }

    /// A table quiz showed its answered, revealed and given cells: they are given in the next
    /// quiz of any table holding them, and New exercise goes past a table worked on (a student
    /// got n = 11 and 12 in turn, both asking the column j = 11 seen). Noted before the quiz is
    /// dropped as well (another scenario loaded, another n): a student worked on n = 12, opened
    /// the n = 20 example, and New exercise gave n = 11, asking and scoring dp[10][11] and
    /// dp[9][11] shown in the n = 12 set. Only the cells shown count: the others of a table
    /// left halfway were never on screen.
    fn note_worked(&mut self) {
        let Some(q) = &self.table_view.quiz.fill else {
            return;
        };
        let n = q.n();
        if q.progress().0 > 0 || q.is_revealed() {
            self.worked_n = self.worked_n.max(n as u64);
        }
        for j in (self.shown_n as usize + 1)..=n {
            for i in 1..j {
                if q.shown(i - 1, j - 1) {
                    self.shown_cells.insert((i as u64, j as u64));
                }
            }
        }
        self.compact();
    }

    /// Whether the Result names the best first guess of a table of `n` numbers: in Quiz mode
    /// only once Play scored the first guess (Play asks it; the Result said it beside).
    fn first_guess_shows(&self, n: usize) -> bool {
        !self.quiz.on || self.quiz.move_scored((1_usize, n))
    }

    /// The algorithm the settings ask for `n`.
    pub fn wanted_algorithm(&self, n: u64) -> Algorithm {
        if self.fast_only || n > PLAIN_MAX_N {
            Algorithm::Fast
        } else {
            Algorithm::Plain
        }
    }
}

impl GuessNumberView {
    /// The call-tree pane: the trace of the memoised recursion (up to
    /// [`calls::CALL_TREE_MAX_N`]) and the counts with and without the memo.
    fn calls_ui(&mut self, ui: &mut Ui, n: u64, revision: u64) {
        let g = game_tr();
        self.calls_view
            .ensure(revision, || calls::call_trace(n).ok());
        let too_big = (n > calls::CALL_TREE_MAX_N).then(|| {
            fill(
                g.calls_too_big,
                &[("max", &calls::CALL_TREE_MAX_N), ("n", &n)],
            )
        });
        let shown = n.min(calls::CALL_TREE_MAX_N) as usize;
        let frame = call_tree::Frame {
            intro: g.calls_intro,
            growth: g.calls_growth,
            note: Some(g.calls_empty_note),
            too_big,
            counts: call_tree::Counts {
                memo_calls: calls::memo_calls(n),
                memo_entries: calls::memo_entries(n),
                plain_calls: calls::plain_calls(n),
            },
            first: 1,
            n: shown,
        };
        self.calls_view.ui(ui, &frame);
    }
}

impl crate::ui::framework::tab::GameUi for crate::games::guess_number::Setup {
    type View = GuessNumberView;
    const QUIZ_PANES: &'static [Self::Pane] = &[GuessNumberPane::Table, GuessNumberPane::Play];
    const SHOWCASE: &'static str = "guess-number-10.json";
    fn auto_title(&self) -> String {
        let t = game_tr();
        fill(t.auto_title, &[("game", &t.tab), ("n", &self.n)])
    }
}

impl GameView for GuessNumberView {
    type Content = u64;
    type Solved = GuessNumberSolved;
    /// The content revision and the algorithm.
    type Key = (u64, Algorithm);
    type Job = GuessNumberSolved;

    const KIND: GameKind = GameKind::GuessNumber;
    type Setup = crate::games::guess_number::Setup;
    const SIDE_WIDTH: f32 = 340.0;
    /// A projector needs the width for the table, the tree and the calls: the answer goes
    /// above them.
    const PRESENT_FOLDS_SIDE: bool = true;

    /// A tab with the LeetCode example, `n = 10`.
    fn new(_waker: &Waker) -> (Self, u64) {
        let view = GuessNumberView {
            fast_only: false,
            pane: GuessNumberPane::Table,
            table_view: Default::default(),
            tree_view: Default::default(),
            play_view: Default::default(),
            calls_view: Default::default(),
            quiz: Default::default(),
            shown_n: 0,
            shown_cells: Default::default(),
            worked_n: 0,
        };
        (view, 10)
    }

    fn reset(&mut self) -> u64 {
        self.fast_only = false;
        10
    }

    fn import(&mut self, game: Game) -> Option<u64> {
        let Game::GuessNumber(setup) = game else {
            return None;
        };
        Some(setup.n)
    }

    fn to_game(&self, core: &TabCore<Self>) -> Game {
        Game::GuessNumber(guess_number::Setup { n: *core.content() })
    }

    fn solve_key(&self, core: &TabCore<Self>) -> (u64, Algorithm) {
        (core.revision(), self.wanted_algorithm(*core.content()))
    }

    fn solve_job(&self, core: &TabCore<Self>) -> Option<SolveJob<GuessNumberSolved>> {
        let n = *core.content();
        let (revision, algorithm) = self.solve_key(core);
        Some(Box::new(move |control| {
            let started = Instant::now();
            let (min_cost, table) = match algorithm {
                Algorithm::Plain => {
                    let t = GuessTable::solve(n, control)?;
                    (t.min_cost(), Some(t))
                }
                Algorithm::Fast => (guess_number::min_cost_fast(n, control)?, None),
            };
            Ok(GuessNumberSolved {
                n,
                min_cost,
                table,
                algorithm,
                elapsed: started.elapsed(),
                revision,
            })
        }))
    }

    fn on_change(&mut self, core: &mut TabCore<Self>, change: Change) {
        core.slot.invalidate();
        if change == Change::Load {
            self.note_worked();
            self.table_view.reset();
            self.tree_view.reset();
            self.play_view = Default::default();
            self.calls_view = Default::default();
        }
    }

    fn on_result(
        &mut self,
        previous: Option<&Arc<GuessNumberSolved>>,
        solved: &Arc<GuessNumberSolved>,
    ) {
        self.note_worked();
        if previous.map(|s| s.n) != Some(solved.n) {
            self.table_view.reset();
            self.tree_view.reset();
        }
        // (a table's values depend on n only)
        let same_values = previous.is_some_and(|p| p.n == solved.n);
        self.table_view.on_new_result(same_values);
        self.play_view.on_new_result();
    }

    fn auto_solve(&self, core: &TabCore<Self>) -> bool {
        *core.content() <= AUTO_SOLVE_MAX
    }

    fn editor_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        self.n_editor_ui(core, ui);
    }

    fn result_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        let g = game_tr();
        let revision = core.revision();
        core.result_section(
            ui,
            g.result,
            g.results_outdated,
            |solved| solved.revision != revision,
            |ui, solved| {
                let all = solved
                    .table
                    .as_ref()
                    .is_some_and(|t| self.table_view.quiz.all_committed(t.n()));
                if crate::ui::kit::quiz::result_hidden_ui(ui, self.quiz.on, all) {
                    return;
                }
                widgets::pill(
                    ui,
                    &fill(
                        g.min_cost_is,
                        &[("n", &solved.n), ("cost", &solved.min_cost)],
                    ),
                    palette::WIN_A,
                );
                if let Some(t) = &solved.table
                    && self.first_guess_shows(t.n())
                {
                    let root = t.root();
                    ui.label_cjk(fill(g.first_guess_is, &[("k", &root.guess)]));
                }
                let ms = widgets::format_ms(solved.elapsed);
                let text = match solved.algorithm {
                    Algorithm::Plain => fill(
                        g.solved_plain,
                        &[("ms", &ms), ("cells", &(solved.n * (solved.n + 1) / 2))],
                    ),
                    Algorithm::Fast => fill(g.solved_fast, &[("ms", &ms)]),
                };
                ui.label_cjk(RichText::new(text).small().weak());
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
        let g = game_tr();
        widgets::pill(
            ui,
            &fill(
                g.min_cost_is,
                &[("n", &solved.n), ("cost", &solved.min_cost)],
            ),
            palette::WIN_A,
        );
        if let Some(t) = &solved.table
            && self.first_guess_shows(t.n())
        {
            ui.label_cjk(fill(g.first_guess_is, &[("k", &t.root().guess)]));
        }
    }

    fn pane(&self) -> GuessNumberPane {
        self.pane
    }

    fn view_bar_state(&mut self) -> (&mut crate::ui::kit::quiz::Quiz, &mut GuessNumberPane) {
        (&mut self.quiz, &mut self.pane)
    }

    const EXERCISES: bool = true;

    fn exercise(&mut self, seed: u64) -> Option<Game> {
        use crate::quiz::exercise::guess_number_after;
        self.note_worked();
        let n = guess_number_after(seed, self.shown_n.max(self.worked_n));
        Some(Game::GuessNumber(guess_number::Setup { n }))
    }

    fn exercise_note(&self, game: &Game) -> Option<crate::i18n::Both> {
        use crate::quiz::exercise::GUESS_NUMBER_PAST_MAX;
        let Game::GuessNumber(setup) = game else {
            return None;
        };
        let (n, shown) = (setup.n, self.shown_n);
        let given = self.given(n);
        if shown < n && given.upto == 0 && given.cells.is_empty() {
            return None;
        }
        Some(crate::i18n::Both::new(move || {
            let g = game_tr();
            let asked = given.asked(n as usize);
            let (count, cells) = (given.cells.len(), given.cells_named());
            let upto = given.upto;
            if given.upto > 0 && count > 0 {
                fill(
                    g.exercise_given_more,
                    &[
                        ("n", &n),
                        ("shown", &upto),
                        ("count", &count),
                        ("cells", &cells),
                        ("asked", &asked),
                    ],
                )
            } else if given.upto > 0 {
                fill(
                    g.exercise_given,
                    &[("n", &n), ("shown", &upto), ("asked", &asked)],
                )
            } else if count > 0 {
                fill(
                    g.exercise_given_cells,
                    &[
                        ("n", &n),
                        ("count", &count),
                        ("cells", &cells),
                        ("asked", &asked),
                    ],
                )
            } else {
                fill(
                    g.exercise_all_seen,
                    &[
                        ("n", &n),
                        ("shown", &shown),
                        ("max", &GUESS_NUMBER_PAST_MAX),
                    ],
                )
            }
        }))
    }

    /// The largest table seen in an earlier run (s1 stop 42, LEAK 3: n = 20 seen and n = 21
    /// answered the day before, the next day's first exercise was n = 12 asking dp[10][11]):
    /// its cells are given, and New exercise goes past it. (Only tables of a size New exercise
    /// gives past, up to its largest, are looked for.)
    fn seen_before(&mut self, seen: &[String]) {
        use crate::quiz::exercise::GUESS_NUMBER_PAST_MAX;
        let largest = (1..=GUESS_NUMBER_PAST_MAX).rev().find(|&n| {
            let game = Game::GuessNumber(guess_number::Setup { n });
            seen.contains(&crate::quiz::seen::fingerprint(&game))
        });
        if let Some(n) = largest {
            self.note_table_shown(n);
        }
    }

    fn central_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        let tr = tr();
        let g = game_tr();
        let Some(solved) = core.slot.result().cloned() else {
            ui.vertical_centered(|ui| {
                ui.add_space(ui.available_height() * 0.4);
                if core.slot.is_running() {
                    crate::ui::kit::widgets::calm_spinner(ui);
                    ui.label_cjk(tr.solving);
                } else if let Some(err) = core.slot.error() {
                    ui.label_cjk(err);
                } else if *core.content() > AUTO_SOLVE_MAX {
                    ui.label_cjk(fill(g.press_solve, &[("max", &AUTO_SOLVE_MAX)]));
                } else {
                    ui.label_cjk(tr.not_solved_yet);
                }
            });
            return;
        };
        let Some(table) = solved.table.as_ref() else {
            if self.quiz.on {
                // the quiz's question went with the table: say the quiz is paused, and how
                // to go on
                let too_big = *core.content() > PLAIN_MAX_N;
                let why = if too_big {
                    fill(g.quiz_paused_too_big, &[("max", &PLAIN_MAX_N)])
                } else {
                    g.quiz_paused_fast.to_string()
                };
                let resume = (!too_big && self.fast_only).then_some(g.quiz_resume_fast);
                if crate::ui::kit::quiz::quiz_paused_ui(ui, &why, resume) {
                    self.fast_only = false;
                }
                return;
            }
            ui.label_cjk(fill(g.no_table, &[("n", &solved.n), ("max", &PLAIN_MAX_N)]));
            return;
        };
        if !self.quiz.on {
            self.note_table_shown(table.n() as u64);
        }
        if solved.revision != core.revision() {
            ui.label_cjk(RichText::new(g.results_outdated).italics());
        }
        self.table_view.given = self.given(table.n() as u64);
        match self.pane {
            GuessNumberPane::Table => {
                self.table_view
                    .ui(ui, table, solved.revision, &mut self.quiz)
            }
            GuessNumberPane::Tree => self.tree_view.ui(ui, table),
            GuessNumberPane::Play => {
                // an interval whose cell the table quiz showed (answered with its why, its
                // answer shown, or given from a table worked on before) had its best guess
                // printed: Play's guess there is practice
                if self.quiz.on
                    && let Some((lo, hi)) = self
                        .play_view
                        .game
                        .as_ref()
                        .filter(|g| !g.is_over())
                        .map(|g| g.interval())
                    && lo < hi
                    && self.table_view.quiz.shown(lo, hi)
                {
                    self.quiz.mark_move_shown_in(
                        (lo, hi),
                        crate::i18n::Both::new(|| format!("dp[{lo}][{hi}]")),
                    );
                }
                self.play_view
                    .ui(ui, table, solved.revision, &mut self.quiz)
            }
            GuessNumberPane::Calls => self.calls_ui(ui, solved.n, solved.revision),
        }
    }

    fn quiz_on(&self) -> bool {
        self.quiz.on
    }

    fn play_gate(&self, core: &TabCore<Self>) -> Option<String> {
        // Play's costs paid add up to dp[1][n] and its hints name the best first guess, the
        // table quiz's last question
        if !self.quiz.on || self.pane != GuessNumberPane::Play {
            return None;
        }
        let n = core.slot.result()?.table.as_ref()?.n();
        (!self.table_view.quiz.start_committed(n)).then(|| {
            crate::i18n::fill(
                crate::i18n::exam::tr().last_cell,
                &[("cell", &format!("dp[1][{n}]"))],
            )
        })
    }

    fn quiz_count(&mut self, core: &TabCore<Self>) {
        // one exercise, one count: the set counts the table's questions whichever pane is
        // shown; Play's moves count in the score and the set's report, not in its count
        let Some(n) = core
            .slot
            .result()
            .and_then(|s| s.table.as_ref())
            .map(|t| t.n())
        else {
            return;
        };
        let given = self.given(n as u64);
        self.table_view.quiz.ensure(n, || given);
        self.table_view.quiz.tell_left(&mut self.quiz);
    }

    fn open_gate_question(&mut self, core: &mut TabCore<Self>) {
        let _ = core;
        self.pane = GuessNumberPane::Table;
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
            .and_then(GuessNumberPane::from_lesson_name)
            .unwrap_or(GuessNumberPane::Table);
        let cell = step.cell.map(|[i, j]| (i as usize, j as usize));
        self.table_view.selected = cell;
        if self.pane == GuessNumberPane::Calls {
            self.calls_view.selected = cell;
        }
    }

    fn exports(&self, core: &TabCore<Self>) -> Vec<ExportKind> {
        crate::ui::framework::table_exports(self.current(core).is_some_and(|s| s.table.is_some()))
    }

    fn export(&self, core: &TabCore<Self>, kind: ExportKind) -> Result<ExportJob, ExportError> {
        export::export_job(self.current(core).cloned(), self.table_view.mode, kind)
    }

    fn export_suffix(&self, kind: ExportKind) -> Option<String> {
        // the costs or the best guesses: two pictures that must not overwrite each other
        (kind == ExportKind::HeatmapPng).then(|| {
            let mode = match self.table_view.mode {
                table_view::HeatMode::Cost => "cost",
                table_view::HeatMode::Guess => "best-guess",
            };
            format!("-heatmap-{mode}")
        })
    }
}
