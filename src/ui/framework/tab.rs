//! The shared piece of every game tab: [`Tab<V>`] holds the content, its revision, undo and redo,
//! the background solve with auto-solve, the default panel layout and the export plumbing, and
//! implements [`GameTab`] once. A game's tab implements only [`GameView`]: what is its own.
//!
//! # Adding a game (UI side)
//!
//! The whole recipe is in `docs/ARCHITECTURE.md`. Here:
//!
//! 1. `src/ui/<game>/mod.rs`: `struct MyView` implementing [`GameView`]: the content undo keeps,
//!    the solved result, the solve key, the conversion from and to [`Game`] (`import`,
//!    `to_game`: the only place the tab matches or builds a `Game`), the solve job, the editor
//!    (which places the Undo/Redo row with [`TabCore::undo_redo_buttons`]), the result (usually
//!    [`TabCore::result_section`]), the central view and the exports. Defaulted hooks cover the
//!    rest: `on_change`, `on_result`, background work (`poll`, `busy`, `cancel`),
//!    `save_blocker`, the auto-solve size limit, `can_solve`, extra solve options and notes,
//!    `show_lesson_step` (what a lesson step selects in the tab) and `set_quiz` (Quiz mode's
//!    switch, for `--quiz`).
//! 2. [`GameUi`] for the game's `Setup` in the same file: the view, the panes Quiz mode asks in,
//!    the showcase example and the automatic title. The registry (`crate::ui::registry`) then
//!    makes the tab from the one list of games, and `tests/it/registry.rs` loads, solves,
//!    round-trips and draws every `saves/*.json` example of the game.
//! 3. `pub type MyTab = Tab<MyView>;` (tests reach it with `app.tab::<MyTab>()`).
//!
//! # Changes and their hook
//!
//! Views edit the content through [`TabCore`] ([`TabCore::edit`], [`TabCore::edit_joined`],
//! [`TabCore::edit_untracked`]), and undo or redo happen in the core too. The core remembers that
//! something changed; once the view's method returns, the tab calls [`GameView::on_change`]
//! (which by default drops the running solve), so a view never needs the tab while it draws.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use std::sync::Arc;

use egui::Ui;

use crate::games::{Control, GameKind, SolveError};
use crate::i18n::tr;
use crate::jobs::Waker;
use crate::lessons::{LessonGame, Pane as _};
use crate::scenario::Game;
use crate::ui::framework::TabStatus;
use crate::ui::framework::solve_slot::SolveSlot;
use crate::ui::framework::{
    ExportError, ExportJob, ExportKind, GameTab, StatusMessage, TabCommand, TabEnv,
};
use crate::ui::kit::code_view::CodeView;
use crate::ui::kit::quiz::Quiz;
use crate::ui::kit::undo::{SnapshotSize, UndoStack};
use crate::ui::kit::{layout, whole_rows, widgets};

/// The panes of view `V`'s tab.
pub type Pane<V> = <<V as GameView>::Setup as LessonGame>::Pane;

/// A solve job for the job runner: computes the result the view keeps (see [`GameView::keep`]).
pub type SolveJob<J> = Box<dyn FnOnce(&dyn Control) -> Result<J, SolveError> + Send>;

/// What happened to the content (for [`GameView::on_change`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Change {
    /// An edit by the user.
    Edit,
    /// Undo or redo.
    Undo,
    /// A new scenario was loaded (or File › New): the history is gone.
    Load,
}

/// What the interface needs of a game besides its solvers: implemented for each game's `Setup`
/// in `src/ui/<game>/mod.rs`.
pub trait GameUi: LessonGame {
    /// The game's tab.
    type View: GameView;
    /// The panes in which Quiz mode asks questions.
    const QUIZ_PANES: &'static [Self::Pane];
    /// The panes that show no answer (the graph editor, a guide): usable during the quiz too.
    /// Every other pane is locked while Quiz mode is on (see [`Tab`]'s central panel).
    const OPEN_PANES: &'static [Self::Pane] = &[];
    /// The bundled example (`saves/`) that shows the tab best: a mid-sized one, with numbers in
    /// the table's cells or captions on the graph (screenshots and layout checks use it).
    const SHOWCASE: &'static str;
    /// The title the app gives a scenario of this game once its data differs from the loaded
    /// file's, in the current language ("Stone game: [3, 9, 1, 2]").
    fn auto_title(&self) -> String;
}

/// What a game's tab implements; [`Tab<V>`] does the rest.
pub trait GameView: Sized + 'static {
    /// What undo keeps: the editable content.
    type Content: Clone + PartialEq + SnapshotSize + 'static;
    /// The result the tab keeps from a solve.
    type Solved: Send + Sync + 'static;
    /// What a result belongs to (the content revision, maybe with settings).
    type Key: Copy + PartialEq + 'static;
    /// What the solve job returns ([`GameView::keep`] turns it into `Solved`; usually `Solved`
    /// itself).
    type Job: Send + Into<Self::Solved> + 'static;

    /// The game.
    const KIND: GameKind;
    /// The game's setup, which names the tab's panes and those Quiz mode asks in.
    type Setup: GameUi;
    /// Undo steps kept.
    const UNDO_STEPS: usize = 200;
    /// Default width of the side panel.
    const SIDE_WIDTH: f32 = 360.0;
    /// Narrowest and widest the side panel can be dragged (egui's default range unless set).
    const SIDE_RANGE: (f32, f32) = (96.0, f32::INFINITY);

    /// The view of a new tab, and its first content.
    fn new(waker: &Waker) -> (Self, Self::Content);
    /// The content of File › New (the view may reset its settings too).
    fn reset(&mut self) -> Self::Content;
    /// The content of `game`, if it is this view's game.
    fn import(&mut self, game: Game) -> Option<Self::Content>;
    /// The content as a scenario game.
    fn to_game(&self, core: &TabCore<Self>) -> Game;

    /// What a result for the current content and settings belongs to.
    fn solve_key(&self, core: &TabCore<Self>) -> Self::Key;
    /// The solve of the current content, or `None` when it cannot be solved now (an invalid
    /// draft).
    fn solve_job(&self, core: &TabCore<Self>) -> Option<SolveJob<Self::Job>>;

    /// The side panel's editor.
    fn editor_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui);
    /// The side panel's result section.
    fn result_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui);
    /// Whether presentation mode folds the side panel into a narrow strip (until the user
    /// opens it), the views taking the width and [`GameView::result_line_ui`] showing the
    /// answer above them.
    const PRESENT_FOLDS_SIDE: bool = false;
    /// The answer in one short line (inside a wrapping row) above the views while the side
    /// panel is folded (see [`GameView::PRESENT_FOLDS_SIDE`]), for the current result
    /// `solved`. The tab itself shows what stands there otherwise: the reason the input cannot
    /// be solved ([`GameView::result_line_blocked`]), "Solving…" or "Not solved yet", and the
    /// quiz's "hidden" while Quiz mode is on.
    fn result_line_ui(&mut self, ui: &mut Ui, solved: &Arc<Self::Solved>) {
        let _ = (ui, solved);
    }
    /// Why the input cannot be solved at all (an invalid graph or grid), shown in the result
    /// line instead of "Not solved yet".
    fn result_line_blocked(&self) -> Option<&'static str> {
        None
    }
    /// True when every question of the tab's quiz about `solved` is committed (answered or its
    /// answer shown): Quiz mode hides the result no longer, in the Result section
    /// ([`crate::ui::kit::quiz::result_hidden_ui`]) and in the folded side panel's line.
    fn quiz_all_committed(&self, solved: &Self::Solved) -> bool {
        let _ = solved;
        false
    }
    /// The central panel below the view bar: the body of the pane shown (the tab draws the
    /// view bar, and a line instead of the body while Quiz mode locks the pane).
    fn central_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui);
    /// The pane shown in the central panel.
    fn pane(&self) -> Pane<Self>;
    /// What the view bar changes: Quiz mode and the pane shown.
    fn view_bar_state(&mut self) -> (&mut Quiz, &mut Pane<Self>);

    /// What this tab can export now besides the solved scenario.
    fn exports(&self, core: &TabCore<Self>) -> Vec<ExportKind>;
    /// Prepare an export; the job runs on a worker thread.
    fn export(&self, core: &TabCore<Self>, kind: ExportKind) -> Result<ExportJob, ExportError>;
    /// The suggested file name's suffix for export `kind` when the usual one would not tell two
    /// exports apart (see `GameTab::export_suffix`).
    fn export_suffix(&self, kind: ExportKind) -> Option<String> {
        let _ = kind;
        None
    }

    /// About how many bytes `solved` holds. An outdated result of [`BIG_RESULT`] bytes or more
    /// is let go when the solve that replaces it starts, so that memory holds one big result at
    /// a time (the views show "solving" meanwhile); smaller ones stay shown, greyed, until the
    /// new result arrives. By default 0: always kept.
    fn result_bytes(&self, solved: &Self::Solved) -> usize {
        let _ = solved;
        0
    }
    /// What the tab keeps of a finished job (Can I Win hands the game to its engine first).
    fn keep(&mut self, job: Self::Job) -> Self::Solved {
        job.into()
    }
    /// The content changed (see [`Change`]). By default the running solve is dropped.
    fn on_change(&mut self, core: &mut TabCore<Self>, change: Change) {
        let _ = change;
        core.slot.invalidate();
    }
    /// The finished solve of the current content and settings, if there is one.
    fn current<'a>(&self, core: &'a TabCore<Self>) -> Option<&'a Arc<Self::Solved>> {
        core.slot.current(self.solve_key(core))
    }
    /// Run [`GameView::on_change`] now for what changed so far (the tab does it after every
    /// view method; a view calls this when its next step needs the hook's work done first).
    fn settle(&mut self, core: &mut TabCore<Self>) {
        if let Some(change) = core.change.take() {
            // another scenario (loaded, edited, or by Undo) starts a new set of questions: a
            // set's report covers its own scenario (the report of a Guess Number exercise
            // listed cells of the one before, changed by an example of the editor)
            let (quiz, _) = self.view_bar_state();
            quiz.tally.new_set();
            quiz.forget_scored_moves();
            self.on_change(core, change);
        }
    }
    /// A result arrived; `previous` is the one it replaces.
    fn on_result(&mut self, previous: Option<&Arc<Self::Solved>>, solved: &Arc<Self::Solved>) {
        let _ = (previous, solved);
    }
    /// Poll the view's own background work (every frame, visible or not).
    fn poll(&mut self, core: &mut TabCore<Self>, env: &mut TabEnv) {
        let _ = (core, env);
    }
    /// The view's own background work for the status bar (label, fraction).
    fn busy(&self) -> Option<(String, Option<f32>)> {
        None
    }
    /// Cancel the view's own background work.
    fn cancel(&mut self) {}
    /// Whether the content is solved after edits without asking (size limits).
    fn auto_solve(&self, core: &TabCore<Self>) -> bool {
        let _ = core;
        true
    }
    /// Whether the content can be solved now (the Solve button is enabled).
    fn can_solve(&self, core: &TabCore<Self>) -> bool {
        let _ = core;
        true
    }
    /// Why the content cannot be saved now, in the current language.
    fn save_blocker(&self, core: &TabCore<Self>) -> Option<String> {
        let _ = core;
        None
    }
    /// Options drawn above the Solve button.
    fn solve_options_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        let _ = (core, ui);
    }
    /// Notes drawn below the Solve button (`auto`: the content is solved by itself).
    fn solve_notes_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui, auto: bool) {
        let _ = (core, ui, auto);
    }
    /// Show what a lesson step names: the view, the selected cell or position, the fill step,
    /// the highlighted piles or nodes, the used-set. The tab has already loaded the step's
    /// scenario; it calls this again when the first result for it arrives (a solve may reset
    /// the selection). Views that are not there yet fall back to the nearest one.
    fn show_lesson_step(&mut self, core: &mut TabCore<Self>, step: &crate::lessons::Step) {
        let _ = (core, step);
    }
    /// Turn Quiz mode on or off as the view's switch does (`--quiz`). Views without a quiz keep
    /// the default, which does nothing.
    fn set_quiz(&mut self, on: bool) {
        let _ = on;
    }
    /// True while Quiz mode is on (views without a quiz: never).
    fn quiz_on(&self) -> bool {
        false
    }
    /// What the Code pane highlights: the marks (the game's, `crate::code::marks`) of the
    /// lines that compute what the views show now (the cell the inspector explains, the cell
    /// the animation fills, the step of the solving order), and a short caption of it in the
    /// interface's language. The result comes from the solved result, never derived again.
    /// While Quiz mode is on, only marks that do not give the answer away, and a caption that
    /// says nothing of the result. Called twice a frame while the pane is open: no heavy work.
    fn code_focus(&self, core: &TabCore<Self>) -> crate::code::Focus {
        let _ = core;
        crate::code::Focus::default()
    }

    /// Quiz mode's gate on a pane that plays games to the end (Play): a game played best to
    /// its end shows how the start ends, a question of the quiz. While Quiz mode is on and the
    /// pane shown would answer questions not committed yet (at least the start position's),
    /// `Some(the start question in words)` ("mouse 1, cat 2, mouse to move"): the tab then
    /// shows a short locked line and a button ([`GameView::open_gate_question`]) instead of the
    /// pane. `None` (the default): the pane is open.
    fn play_gate(&self, core: &TabCore<Self>) -> Option<String> {
        let _ = core;
        None
    }
    /// Quiz mode, every frame whichever pane shows (a gated or locked one too): tell the
    /// quiz's tally how many questions are left (`tally.questions_left`), so that the set's
    /// count on the bar is the same in every pane (Play said "Set: 1 of 10" where the table
    /// said "1 of 21"). The default tells nothing (the pane that asks tells it).
    fn quiz_count(&mut self, core: &TabCore<Self>) {
        let _ = core;
    }

    /// The gate's button: select the question [`GameView::play_gate`] waits for (its pane and
    /// its position).
    fn open_gate_question(&mut self, core: &mut TabCore<Self>) {
        let _ = core;
    }

    /// Whether Quiz mode offers New exercise in this tab ([`GameView::exercise`]).
    const EXERCISES: bool = false;

    /// The tab can be given the rules of another tab's game (the Game Lab plays LeetCode 877
    /// and 913 among others): its answers, shown, would answer that tab's quiz.
    const SOLVES_OTHER_GAMES: bool = false;

    /// Quiz mode's New exercise: a fresh scenario of a teachable size made from `seed`, or
    /// `None` when the tab has none (or could not make one).
    fn exercise(&mut self, seed: u64) -> Option<Game> {
        let _ = seed;
        None
    }

    /// What New exercise and the seen check compare of `game` with the scenarios already
    /// shown (never to give one again, nor score it): the game itself by default; Cat and
    /// Mouse keeps only the graph around the start, without node positions (a graph is the
    /// same exercise wherever its nodes stand, and with a node no path reaches); the Game Lab
    /// leaves out comments and blank lines.
    fn exercise_key(game: &Game) -> Game {
        game.clone()
    }

    /// What the status line says of New exercise's `game` once loaded, when "none of its
    /// answers has been shown" would not be true (Guess Number: a table shown before holds
    /// its cells). `None` (the default): that line.
    fn exercise_note(&self, game: &Game) -> Option<crate::i18n::Both> {
        let _ = game;
        None
    }

    /// The fingerprints of the scenarios whose answers were on screen in earlier runs
    /// (`crate::quiz::seen`, from the settings, when the tab starts): a view whose scenarios
    /// share answers may take what they showed (Guess Number: the largest table seen, whose
    /// cells are those of any larger table's first columns). Nothing by default.
    fn seen_before(&mut self, seen: &[String]) {
        let _ = seen;
    }
    /// Fingerprints (`crate::quiz::seen`) of scenarios whose answers went on screen within the
    /// current one's since the last call, kept with the tab's seen scenarios (the stone game:
    /// every stretch of piles whose cell was shown, `dp[i][j]` being the whole game of the
    /// piles `i..=j`). None by default.
    fn take_seen_parts(&mut self) -> Vec<String> {
        Vec::new()
    }
}

/// The part of a tab its view works with: the content, its revision and history, the solve slot
/// and messages for the status bar.
pub struct TabCore<V: GameView> {
    content: V::Content,
    revision: u64,
    history: UndoStack<V::Content>,
    /// True while one drag or typing edit goes on (one undo step for all of it).
    joining: bool,
    /// What changed since the view's hook last ran.
    change: Option<Change>,
    /// The background solve.
    pub slot: SolveSlot<V::Solved, V::Key, V::Job>,
    /// Messages for the status bar, handed over at the next poll or frame.
    pub messages: Vec<StatusMessage>,
    /// The scored set's questions answered on this content, while Quiz mode scores it (the
    /// tab sets it every frame): Undo or Redo would leave the set, and brought back by Redo or
    /// Undo the scenario is practice (its answers were on screen). The first press says so in
    /// the status line and does nothing; the second leaves (s1 stop 42b: 9 cells answered,
    /// Undo, Redo, and the same exercise was "Practice (not scored)" at "Cell 1 of 10", with
    /// no word before).
    leave_guard: Option<u32>,
    /// The press ([`Change`]-like: true for Undo, false for Redo) the status line warned of;
    /// pressed again, it leaves.
    leave_warned: Option<bool>,
}

impl<V: GameView> TabCore<V> {
    /// The content being edited.
    pub fn content(&self) -> &V::Content {
        &self.content
    }

    /// A counter that changes on every change of the content.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    fn changed(&mut self, change: Change) {
        self.revision += 1;
        self.change = self.change.max(Some(change));
    }

    /// Replace the content (an edit: one undo step).
    pub fn edit(&mut self, content: V::Content) {
        if content == self.content {
            return;
        }
        let before = std::mem::replace(&mut self.content, content);
        self.history.push(before);
        self.changed(Change::Edit);
    }

    /// Replace the content as part of a drag or typing: the first change of the gesture is an
    /// undo step, the later ones join it while `ongoing` stays true.
    pub fn edit_joined(&mut self, content: V::Content, ongoing: bool) {
        if content == self.content {
            return;
        }
        if self.joining {
            self.content = content;
            self.changed(Change::Edit);
        } else {
            self.edit(content);
            self.joining = ongoing;
        }
    }

    /// The drag or typing of [`TabCore::edit_joined`] ended.
    pub fn end_joined(&mut self) {
        self.joining = false;
    }

    /// Record the current content as an undo step without changing it (before a node drag).
    pub fn push_undo_step(&mut self) {
        self.history.push(self.content.clone());
    }

    /// Change the content in place without an undo step (a node drag moving positions, the
    /// rest of a drag whose first change was the undo step); `edit` says whether it changed
    /// anything.
    pub fn edit_untracked(&mut self, edit: impl FnOnce(&mut V::Content) -> bool) {
        if edit(&mut self.content) {
            self.changed(Change::Edit);
        }
    }

    /// True when Undo (`undo`) or Redo would leave a scored set with answers and this press is
    /// the first: the status line says what it would do, and nothing else happens.
    fn warned_before_leaving(&mut self, undo: bool) -> bool {
        let Some(answered) = self.leave_guard else {
            self.leave_warned = None;
            return false;
        };
        if self.leave_warned == Some(undo) {
            self.leave_warned = None;
            return false;
        }
        self.leave_warned = Some(undo);
        self.messages
            .push(StatusMessage::Info(crate::i18n::Both::new(move || {
                let t = crate::i18n::quiz::tr();
                let template = if undo { t.undo_leaves } else { t.redo_leaves };
                crate::i18n::fill(template, &[("n", &answered)])
            })));
        true
    }

    /// Set by the tab every frame: `Some(answered)` while a scored set has `answered`
    /// questions answered on this content (see `leave_guard`). A change of it forgets a
    /// warning given.
    fn guard_leaving(&mut self, answered: Option<u32>) {
        if self.leave_guard != answered {
            self.leave_warned = None;
        }
        self.leave_guard = answered;
    }

    /// Undo the last edit.
    pub fn undo(&mut self) {
        if !self.history.can_undo() || self.warned_before_leaving(true) {
            return;
        }
        if let Some(prev) = self.history.undo(self.content.clone()) {
            self.content = prev;
            self.changed(Change::Undo);
            self.messages.push(StatusMessage::Clear);
        }
    }

    /// Redo the last undone edit.
    pub fn redo(&mut self) {
        if !self.history.can_redo() || self.warned_before_leaving(false) {
            return;
        }
        if let Some(next) = self.history.redo(self.content.clone()) {
            self.content = next;
            self.changed(Change::Undo);
            self.messages.push(StatusMessage::Clear);
        }
    }

    /// True while something can be undone.
    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    /// A "Result" section: `heading`, then the solve error (with "Try again"), a spinner or "not
    /// solved yet" while there is no result; otherwise the latest result drawn by `draw`, greyed
    /// out while `stale` says it belongs to earlier content, with the `outdated` note once no
    /// solve runs.
    pub fn result_section(
        &mut self,
        ui: &mut Ui,
        heading: &str,
        outdated: &str,
        stale: impl FnOnce(&V::Solved) -> bool,
        draw: impl FnOnce(&mut Ui, &V::Solved),
    ) {
        widgets::heading(ui, heading);
        let running = self.slot.is_running();
        let result = self.slot.result().cloned();
        if widgets::result_placeholder(ui, self.slot.error_mut(), running, result.is_some()) {
            return;
        }
        let Some(solved) = result else { return };
        let stale = stale(&solved);
        ui.add_enabled_ui(!stale, |ui| draw(ui, &solved));
        if stale && !running {
            ui.label_cjk(egui::RichText::new(outdated).italics());
        }
    }

    /// The editor's Undo and Redo buttons (Ctrl+Z / Ctrl+Y in their tooltips), drawn where the
    /// editor puts them; the undo itself happens here.
    pub fn undo_redo_buttons(&mut self, ui: &mut Ui) {
        let (undo, redo) =
            widgets::undo_redo_buttons(ui, self.history.can_undo(), self.history.can_redo());
        if undo {
            self.undo();
        }
        if redo {
            self.redo();
        }
    }

    /// Replace the content as a load (the views start afresh) that the user can undo: a
    /// lesson's scenario (Undo brings back what the tab held before).
    pub fn import(&mut self, content: V::Content) {
        if content == self.content {
            return;
        }
        let before = std::mem::replace(&mut self.content, content);
        self.history.push(before);
        self.joining = false;
        self.changed(Change::Load);
    }

    fn load(&mut self, content: V::Content) {
        self.content = content;
        self.history.clear();
        self.joining = false;
        self.changed(Change::Load);
    }
}

/// How much wider the side panel is in presentation mode (its text is almost twice as large).
pub const SIDE_PRESENT_GROWTH: f32 = 1.5;

/// The width of the strip a folded side panel leaves (see [`GameView::PRESENT_FOLDS_SIDE`]).
pub const SIDE_STRIP_WIDTH: f32 = 36.0;

/// In presentation mode the central views keep at least this much of the window's width (the
/// side panel is narrowed to leave it).
pub const PRESENT_CENTRAL_MIN: f32 = 600.0;

/// The Code pane's default width: this share of the tab's width, within [`CODE_WIDTH`]
/// (larger in presentation mode).
const CODE_SHARE: f32 = 0.27;

/// The Code pane's default width range (points; times [`SIDE_PRESENT_GROWTH`] in
/// presentation mode).
const CODE_WIDTH: (f32, f32) = (240.0, 520.0);

/// The narrowest the Code pane may be dragged.
const CODE_MIN: f32 = 200.0;

/// While the Code pane is open the central views keep at least this much of the width (the
/// widest views need it: the solving order's graph and tables, the call tree), and
/// [`CODE_CENTRAL_SHARE`] of it: the side panel and the pane narrow first. In presentation mode
/// [`PRESENT_CENTRAL_MIN`].
const CODE_CENTRAL_MIN: f32 = 620.0;

/// While the Code pane is open the central views keep at least this share of the tab's width.
const CODE_CENTRAL_SHARE: f32 = 0.4;

/// While the Code pane is open the side panel narrows to this at the least (points; times
/// [`SIDE_PRESENT_GROWTH`] in presentation mode), or to its own narrowest if that is wider.
const CODE_SIDE_FLOOR: f32 = 270.0;

/// The Code pane's narrowest useful width (points): a window without room for it, the side
/// panel's floor and the views leaves the side panel out while the pane is open.
const CODE_USEFUL: f32 = 240.0;

/// The settings key of a game's side panel width (one for presentation mode, one without).
pub fn side_width_key(kind: GameKind, presentation: bool) -> String {
    if presentation {
        format!("{}/presentation", kind.name())
    } else {
        kind.name().to_string()
    }
}

/// The size from which an outdated result is let go when its replacement starts solving (see
/// [`GameView::result_bytes`]).
pub const BIG_RESULT: usize = 32 << 20;

/// A game tab: the shared piece around a game's [`GameView`].
pub struct Tab<V: GameView> {
    core: TabCore<V>,
    view: V,
    /// A lesson step shown while its scenario is not solved yet: shown again when the result
    /// arrives.
    lesson_step: Option<crate::lessons::Step>,
    /// When the user asked for a solve (F5, Solver › Solve now): its result is acknowledged in
    /// the status bar, so that solving again what auto-solve already answered is not silent.
    asked: Option<std::time::Instant>,
    /// The Code pane's listing, highlight and scrolling.
    code: CodeView,
    /// The Code pane's width in the last frame (the side panel leaves room for it).
    code_width: Option<f32>,
    /// Presentation mode: the side panel is open although the view folds it
    /// ([`GameView::PRESENT_FOLDS_SIDE`]).
    side_unfolded: bool,
    /// Presentation mode with the Code pane open: the code is shown in place of the views (a
    /// "Code" button in the view bar; the views' buttons bring them back). Set when the pane
    /// opens.
    code_front: bool,
    /// The Code pane was open in the last frame (opening it brings the code to the front).
    code_was_open: bool,
    /// Quiz mode was on in the last frame.
    quiz_was_on: bool,
    /// The status line says Quiz mode was turned off ("every answer shows again"): turned on
    /// again, it says so (the off line stayed).
    quiz_turned_off: bool,
    /// The status line said the quiz is practice: a scored quiz after it says it is scored.
    practice_said: bool,
    /// Contents whose answers were on screen (a result with Quiz mode off, or a question
    /// answered or shown in the quiz), the latest last, at most [`SEEN_CONTENTS`]: one quizzed
    /// (Quiz mode turned on for it, or brought back by Undo, an example, a file while it is
    /// on) is a practice, not scored (students re-took, by Undo, a quiz whose answers had been
    /// revealed, and turned the quiz on for answers they had just been shown).
    seen_contents: Vec<V::Content>,
    /// The scenarios of `seen_contents` as [`GameView::exercise_key`]s, for New exercise,
    /// which never gives one of them again (s1: a Cat and Mouse graph just solved came back
    /// two exercises later, scored as new).
    seen_exercises: Vec<Game>,
    /// Fingerprints of the scenarios whose answers were on screen in this run or an earlier
    /// one (`crate::quiz::seen`; the app keeps them in the settings): quizzed, such a scenario
    /// is practice, and New exercise does not give it (s1: `--quiz` on a bundled example
    /// solved in an earlier run was scored).
    seen_before: Vec<String>,
    /// `seen_before` grew since the app last took it.
    seen_before_changed: bool,
    /// What the seen check last ran on: the revision, Quiz mode on, the quiz's progress, a
    /// result current (it runs again only when one of them changes, not every frame).
    seen_check: (u64, bool, (u32, u32), bool),
    /// The revision New exercise loaded (fresh by making: scored even where an earlier
    /// exercise was the same scenario, its answers given where they were shown).
    exercise_revision: Option<u64>,
}

/// How many contents a tab remembers as seen ([`Tab`]'s `seen_contents`).
const SEEN_CONTENTS: usize = 32;

/// How many seeds New exercise tries for a scenario not shown yet.
const FRESH_TRIES: usize = 64;

impl<V: GameView> Tab<V> {
    /// A new tab whose jobs wake the UI with `waker`.
    pub fn new(waker: Waker) -> Self {
        let (view, content) = V::new(&waker);
        Tab {
            core: TabCore {
                content,
                revision: 1,
                history: UndoStack::new(V::UNDO_STEPS),
                joining: false,
                change: None,
                slot: SolveSlot::new(waker),
                messages: Vec::new(),
                leave_guard: None,
                leave_warned: None,
            },
            view,
            lesson_step: None,
            asked: None,
            code: CodeView::default(),
            code_width: None,
            side_unfolded: false,
            code_front: false,
            code_was_open: false,
            quiz_was_on: false,
            quiz_turned_off: false,
            practice_said: false,
            seen_contents: Vec::new(),
            seen_exercises: Vec::new(),
            seen_before: Vec::new(),
            seen_before_changed: false,
            seen_check: (0, false, (0, 0), false),
            exercise_revision: None,
        }
    }

    /// The game's own part of the tab.
    pub fn view(&self) -> &V {
        &self.view
    }

    /// The game's own part of the tab, mutable.
    pub fn view_mut(&mut self) -> &mut V {
        &mut self.view
    }

    /// The Code pane's state (what it highlighted and showed in the last frame).
    pub fn code_view(&self) -> &CodeView {
        &self.code
    }

    /// The shared part: content, history, solve.
    pub fn core(&self) -> &TabCore<V> {
        &self.core
    }

    /// The content being edited.
    pub fn content(&self) -> &V::Content {
        &self.core.content
    }

    /// A counter that changes on every change of the content.
    pub fn revision(&self) -> u64 {
        self.core.revision
    }

    /// The latest finished solve (may be for earlier content while a new one runs).
    pub fn solved(&self) -> Option<&Arc<V::Solved>> {
        self.core.slot.result()
    }

    /// The finished solve of the current content and settings, if there is one.
    pub fn current(&self) -> Option<&Arc<V::Solved>> {
        self.view.current(&self.core)
    }

    /// True when the latest result belongs to the current content and settings.
    pub fn is_solved(&self) -> bool {
        self.current().is_some()
    }

    /// The solve error, if any.
    pub fn error(&self) -> Option<&str> {
        self.core.slot.error()
    }

    /// What this tab can export now besides the solved scenario.
    pub fn exports(&self) -> Vec<ExportKind> {
        self.view.exports(&self.core)
    }

    /// Why the content cannot be saved now, in the current language.
    pub fn save_blocker(&self) -> Option<String> {
        self.view.save_blocker(&self.core)
    }

    /// Apply a change to the content through the core and run the view's hook.
    pub fn with_core<R>(&mut self, f: impl FnOnce(&mut V, &mut TabCore<V>) -> R) -> R {
        let r = f(&mut self.view, &mut self.core);
        self.settle();
        r
    }

    /// Replace the content (an edit: one undo step).
    pub fn edit(&mut self, content: V::Content) {
        self.core.edit(content);
        self.settle();
    }

    /// Undo the last edit.
    pub fn undo(&mut self) {
        self.core.undo();
        self.settle();
    }

    /// Redo the last undone edit.
    pub fn redo(&mut self) {
        self.core.redo();
        self.settle();
    }

    /// Solve the current content now, whatever its size.
    pub fn solve_now(&mut self) {
        let key = self.view.solve_key(&self.core);
        if let Some(job) = self.view.solve_job(&self.core) {
            let big_and_outdated = self.core.slot.current(key).is_none()
                && self
                    .core
                    .slot
                    .result()
                    .is_some_and(|old| self.view.result_bytes(old) >= BIG_RESULT);
            if big_and_outdated {
                drop(self.core.slot.take_result());
            }
            self.core.slot.start(key, V::KIND.name(), job);
        }
    }

    /// Start `job` as the solve of the current content (tests run failing or slow jobs).
    pub fn start_job(&mut self, job: SolveJob<V::Job>) {
        let key = self.view.solve_key(&self.core);
        self.core.slot.start(key, V::KIND.name(), job);
    }

    /// Run the view's hook for what changed since the last call.
    fn settle(&mut self) {
        self.view.settle(&mut self.core);
    }

    fn load(&mut self, content: V::Content) {
        self.core.load(content);
        self.settle();
    }

    fn cancel(&mut self) {
        self.core.slot.cancel();
        self.view.cancel();
    }

    /// The side panel at the left of the tab: the editor, the solve controls and the result,
    /// `width` wide unless dragged within `range`.
    fn side_panel(
        &mut self,
        ui: &mut Ui,
        env: &mut TabEnv,
        present: bool,
        code_open: bool,
        width: f32,
        range: std::ops::RangeInclusive<f32>,
    ) {
        // presentation mode (without the Code pane) may fold the panel into a strip
        let foldable = present && !code_open && V::PRESENT_FOLDS_SIDE;
        // (a panel of its own beside the Code pane: closing the pane gives the width back)
        let id = format!(
            "{}_side{}{}",
            V::KIND.name(),
            if present { "_present" } else { "" },
            if code_open { "_code" } else { "" }
        );
        let lesson_open = env.lesson_open;
        let side = egui::Panel::left(id)
            .resizable(true)
            .default_size(width)
            .size_range(range)
            .show(ui, |ui| {
                let inner = ui.max_rect();
                let mut content = ui.new_child(
                    egui::UiBuilder::new()
                        .max_rect(inner)
                        .layout(egui::Layout::top_down(egui::Align::Min)),
                );
                content.shrink_clip_rect(inner);
                // text wraps at the panel's edge, also in rows and grids
                content.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                // on a projector its secondary lines (timings, counts, rules) read as the rest
                crate::ui::kit::theme::plain_secondary(&mut content);
                let result = |this: &mut Self, ui: &mut Ui| {
                    let top = ui.cursor().top();
                    this.view.result_ui(&mut this.core, ui);
                    this.settle();
                    let rect = ui.min_rect().intersect(egui::Rect::everything_below(top));
                    layout::answer(ui.ctx(), rect);
                };
                // on a projector, or above a lesson's bar, the answer comes first, in view
                // without scrolling (recorded: the lesson test checks it is): it stays above
                // the editor's scrolling (at 1024 × 740 a scrolled editor took the verdict
                // out of sight), in a scroll of its own when it is over half the panel
                let answer_first = present || lesson_open;
                let mut answer_rect = None;
                if answer_first {
                    if foldable
                        && content
                            .button(crate::i18n::tr().side_fold)
                            .on_hover_text(crate::i18n::tr().side_fold_tip)
                            .clicked()
                    {
                        self.side_unfolded = false;
                    }
                    let answer = whole_rows::show(
                        egui::ScrollArea::vertical()
                            .id_salt("side_answer")
                            .max_height(inner.height() * 0.5)
                            .auto_shrink([false, true]),
                        &mut content,
                        |ui| result(self, ui),
                    );
                    answer_rect = Some(answer.inner_rect);
                    content.separator();
                }
                // (its bottom edge cuts no row in two: issue 24, "Memo:" and Undo / Redo
                // sliced at a projector)
                let scroll = whole_rows::show(
                    egui::ScrollArea::vertical().auto_shrink([false, false]),
                    &mut content,
                    |ui| {
                        // (a panel that folds is presentation mode's: its button is above)
                        self.view.editor_ui(&mut self.core, ui);
                        self.settle();
                        ui.separator();
                        self.solve_controls(ui, env.auto_solve);
                        self.settle();
                        if !answer_first {
                            result(self, ui);
                        }
                    },
                );
                ui.expand_to_include_rect(inner);
                // the panel's content is the answer above (when it is pinned there) and the
                // scrolled editor under it
                let shown = answer_rect.map_or(scroll.inner_rect, |a| a.union(scroll.inner_rect));
                (shown, scroll.content_size.x)
            });
        let (inner, wanted) = side.inner;
        layout::record(ui.ctx(), "workspace", "side", side.response.rect);
        layout::record_with_content(ui.ctx(), "side", "side_content", inner, wanted);
    }

    /// The answer line above the views while the side panel is folded: the view's line for a
    /// current result with Quiz mode off; otherwise why there is none, or that it is hidden.
    fn result_line(&mut self, ui: &mut Ui) {
        if let Some(why) = self.view.result_line_blocked() {
            ui.label_cjk(egui::RichText::new(why).italics());
            return;
        }
        let Some(solved) = self.view.current(&self.core).cloned() else {
            ui.label_cjk(if self.core.slot.is_running() {
                tr().solving
            } else {
                tr().not_solved_yet
            });
            return;
        };
        let quiz_on = self.view.view_bar_state().0.on;
        let all = quiz_on && self.view.quiz_all_committed(&solved);
        if crate::ui::kit::quiz::result_hidden_ui(ui, quiz_on, all) {
            return;
        }
        self.view.result_line_ui(ui, &solved);
    }

    /// The side panel folded in presentation mode: a narrow strip whose button opens it.
    fn side_strip(&mut self, ui: &mut Ui) {
        let id = format!("{}_side_strip", V::KIND.name());
        let frame = egui::Frame::side_top_panel(ui.style()).inner_margin(4);
        let side = egui::Panel::left(id)
            .resizable(false)
            .exact_size(SIDE_STRIP_WIDTH)
            .frame(frame)
            .show(ui, |ui| {
                ui.spacing_mut().button_padding = egui::vec2(2.0, 2.0);
                let tip = crate::i18n::tr().side_unfold;
                let open = ui
                    .add(egui::Button::new("»").min_size(egui::vec2(ui.available_width(), 0.0)))
                    .on_hover_text(tip);
                open.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, tip));
                if open.clicked() {
                    self.side_unfolded = true;
                }
                ui.min_rect()
            });
        layout::record(ui.ctx(), "workspace", "side", side.response.rect);
        let inner = side.inner;
        layout::record_with_content(ui.ctx(), "side", "side_content", inner, inner.width());
    }

    /// The Code pane at the right of the tab, `default` wide unless dragged, leaving the
    /// central views `central_min`. Returns the focus it showed.
    fn code_pane(
        &mut self,
        ui: &mut Ui,
        env: &mut TabEnv,
        default: f32,
        central_min: f32,
        side_hidden: bool,
    ) -> crate::code::Focus {
        let focus = self.view.code_focus(&self.core);
        let room = ui.available_width();
        let hi = (room - central_min).max(CODE_MIN);
        let lo = CODE_MIN.min(hi);
        // (never in presentation mode: there the code takes the views' place)
        let id = format!("{}_code", V::KIND.name());
        let pane = egui::Panel::right(id)
            .resizable(true)
            .default_size(default.clamp(lo, hi))
            .size_range(lo..=hi)
            .show(ui, |ui| {
                // as the side panel: the contents get the panel's width and never widen it
                let inner = ui.max_rect();
                let mut content = ui.new_child(
                    egui::UiBuilder::new()
                        .max_rect(inner)
                        .layout(egui::Layout::top_down(egui::Align::Min)),
                );
                content.shrink_clip_rect(inner);
                let note = side_hidden.then_some(crate::i18n::code::tr().side_hidden);
                self.code_body(&mut content, env, &focus, note);
                ui.expand_to_include_rect(inner);
            });
        self.code_width = Some(pane.response.rect.width());
        layout::record(ui.ctx(), "workspace", "code", pane.response.rect);
        focus
    }

    /// The code's listing, language picker and Copy button in `ui` (the pane beside the views,
    /// or the central area in presentation mode), with `note` under its header.
    fn code_body(
        &mut self,
        ui: &mut Ui,
        env: &mut TabEnv,
        focus: &crate::code::Focus,
        note: Option<&'static str>,
    ) {
        let listings = crate::code::listings(V::KIND);
        let key = ui.ctx().format_shortcut(&super::CODE_SHORTCUT);
        let close_tip = crate::i18n::fill(crate::i18n::code::tr().close_tip, &[("key", &key)]);
        let out = self
            .code
            .ui(ui, &listings, &mut env.code.lang, focus, &close_tip, note);
        if out.close {
            env.code.open = false;
        }
        if let Some((lang, lines)) = out.copied {
            self.core
                .messages
                .push(StatusMessage::Info(crate::i18n::Both::new(|| {
                    crate::i18n::fill(
                        crate::i18n::code::tr().copied,
                        &[("lang", &lang.label()), ("lines", &lines)],
                    )
                })));
        }
    }

    /// In presentation mode with the Code pane open, the code in place of the views (the
    /// "Code" button of the view bar): it takes the central area under the bar.
    fn code_in_front(&mut self, ui: &mut Ui, env: &mut TabEnv) -> crate::code::Focus {
        let focus = self.view.code_focus(&self.core);
        let rect = ui.available_rect_before_wrap();
        let mut content = ui.new_child(
            egui::UiBuilder::new()
                .max_rect(rect)
                .layout(egui::Layout::top_down(egui::Align::Min)),
        );
        content.shrink_clip_rect(rect);
        self.code_body(&mut content, env, &focus, None);
        ui.expand_to_include_rect(rect);
        layout::record(ui.ctx(), "central", "code", rect);
        focus
    }

    /// True while Quiz mode is on and the pane shown is neither one it asks in nor one that
    /// shows no answer: the pane's body is not drawn (the quiz is an exam).
    pub fn locked(&self) -> bool {
        let pane = self.view.pane();
        self.view.quiz_on()
            && !V::Setup::QUIZ_PANES.contains(&pane)
            && !V::Setup::OPEN_PANES.contains(&pane)
    }

    /// The view bar above the central panel: a button per pane, the quiz switch and score.
    /// Turning Quiz mode on while a locked pane shows moves to the first pane the quiz asks in.
    /// `code_button`: the bar has a "Code" button (presentation mode with the pane open).
    fn view_bar(&mut self, ui: &mut Ui, code_button: bool) {
        let (quiz, pane) = self.view.view_bar_state();
        let was_on = quiz.on;
        quiz.exercises = V::EXERCISES;
        let code = code_button.then_some((&mut self.code_front, crate::i18n::code::tr().title));
        quiz.view_bar(
            ui,
            <Pane<V> as crate::lessons::Pane>::ALL,
            |p| p.label(),
            pane,
            code,
        );
        if std::mem::take(&mut quiz.exercise_asked) {
            // a set's report belongs to the exercise it was made in
            quiz.tally.close_report();
            if let Some(game) = self.fresh_exercise() {
                crate::ui::kit::quiz::request_exercise(ui.ctx(), game);
            }
        }
        let (quiz, _) = self.view.view_bar_state();
        if quiz.on && !was_on && self.locked() {
            let (_, pane) = self.view.view_bar_state();
            if let Some(&first) = V::Setup::QUIZ_PANES.first() {
                *pane = first;
            }
        }
        ui.separator();
    }

    /// The seen check: a content whose answers were on screen (see `seen_contents`) quizzed
    /// again, by turning Quiz mode on for it or bringing it back while it is on, is a practice
    /// (the tally counts nothing; the status line and the quiz say so); any other is scored.
    /// A content is remembered as seen once its result shows with Quiz mode off or a question
    /// of it is answered. Runs when the revision, the switch, the quiz's progress or whether a
    /// result is current changes.
    fn note_answers_seen(&mut self) {
        self.take_seen_parts();
        let on = self.view.quiz_on();
        let revision = self.core.revision;
        if !on && self.quiz_was_on {
            // (a quiz's line, "Quiz mode is on, but…", stayed after it was turned off)
            self.core
                .messages
                .push(StatusMessage::Info(crate::i18n::Both::new(|| {
                    crate::i18n::exam::tr().quiz_off.to_string()
                })));
            self.quiz_turned_off = true;
            self.practice_said = false;
        }
        self.quiz_was_on = on;
        let progress = self.quiz_progress();
        let shown = !on && self.view.current(&self.core).is_some();
        let check = (revision, on, progress, shown);
        let last = std::mem::replace(&mut self.seen_check, check);
        if check == last {
            return;
        }
        let quizzed = on && (revision != last.0 || !last.1);
        if quizzed {
            let practice = self.exercise_revision != Some(revision)
                && (self.seen_contents.contains(self.core.content())
                    || self.seen_before.contains(&self.fingerprint()));
            let (quiz, _) = self.view.view_bar_state();
            quiz.tally.practice = practice;
            quiz.practice_why = None;
            let turned_on_again = std::mem::take(&mut self.quiz_turned_off) && !last.1;
            if practice {
                self.practice_said = true;
                self.core
                    .messages
                    .push(StatusMessage::Info(crate::i18n::Both::new(|| {
                        crate::i18n::quiz::tr().practice.to_string()
                    })));
            } else if std::mem::take(&mut self.practice_said)
                && self.exercise_revision != Some(revision)
            {
                // (the practice line stayed while a new scenario's scored set ran: s2 stop 43
                // typed a new row, the header counted a scored set, the line said "not scored")
                self.core
                    .messages
                    .push(StatusMessage::Info(crate::i18n::Both::new(|| {
                        crate::i18n::quiz::tr().scored.to_string()
                    })));
            } else if turned_on_again {
                // (the line "Quiz mode is off: every answer shows again" stayed after it was
                // turned on again)
                self.core
                    .messages
                    .push(StatusMessage::Info(crate::i18n::Both::new(|| {
                        crate::i18n::exam::tr().quiz_on.to_string()
                    })));
            }
        }
        // answers on screen: a result with the quiz off, or the quiz's progress on this content
        let answered = on && !quizzed && progress != last.2;
        if shown || answered {
            self.mark_seen();
        }
        if shown && self.exercise_revision == Some(revision) {
            // the exercise's answers shown with Quiz mode off: quizzed again, it is practice
            // (s2 stop 42 turned the quiz off, read dp[7][11] = 18, turned it on: scored)
            self.exercise_revision = None;
        }
    }

    /// How many fingerprints the tab keeps (`crate::quiz::seen::kept`).
    fn kept() -> usize {
        crate::quiz::seen::kept(V::KIND.name())
    }

    /// Take in the view's parts seen ([`GameView::take_seen_parts`]).
    fn take_seen_parts(&mut self) {
        for fingerprint in self.view.take_seen_parts() {
            if crate::quiz::seen::remember(&mut self.seen_before, fingerprint, Self::kept()) {
                self.seen_before_changed = true;
            }
        }
    }

    /// Remember the current content as seen: its answers were on screen (or could be looked
    /// up), so quizzed again it is practice, in this run and later ones.
    fn mark_seen(&mut self) {
        if !self.seen_contents.contains(self.core.content()) {
            if self.seen_contents.len() >= SEEN_CONTENTS {
                self.seen_contents.remove(0);
            }
            self.seen_contents.push(self.core.content().clone());
            let key = V::exercise_key(&self.view.to_game(&self.core));
            if !self.seen_exercises.contains(&key) {
                if self.seen_exercises.len() >= SEEN_CONTENTS {
                    self.seen_exercises.remove(0);
                }
                self.seen_exercises.push(key);
            }
            let fingerprint = self.fingerprint();
            if crate::quiz::seen::remember(&mut self.seen_before, fingerprint, Self::kept()) {
                self.seen_before_changed = true;
            }
        }
    }

    /// New exercise's scenario: made from the quiz's next seeds, the first whose scenario was
    /// not shown in this tab (see `seen_exercises`); after a few tries, the last made (a tab
    /// with few scenarios of a teachable size may have shown them all).
    fn fresh_exercise(&mut self) -> Option<Game> {
        let mut last = None;
        for _ in 0..FRESH_TRIES {
            let (quiz, _) = self.view.view_bar_state();
            let seed = quiz.next_seed();
            let game = self.view.exercise(seed)?;
            let key = V::exercise_key(&game);
            if !self.seen_exercises.contains(&key)
                && !self
                    .seen_before
                    .contains(&crate::quiz::seen::fingerprint(&key))
            {
                return Some(game);
            }
            last = Some(game);
        }
        last
    }

    /// The fingerprint of the current scenario as New exercise compares it
    /// ([`GameView::exercise_key`], `crate::quiz::seen`).
    fn fingerprint(&self) -> String {
        crate::quiz::seen::fingerprint(&V::exercise_key(&self.view.to_game(&self.core)))
    }

    /// The questions of the current set answered, while Quiz mode scores this content
    /// (`None`: not on, practice, or nothing answered yet).
    fn scored_set_answered(&mut self) -> Option<u32> {
        if !self.view.quiz_on() {
            return None;
        }
        let (quiz, _) = self.view.view_bar_state();
        let answered = quiz.tally.set_so_far().total().asked();
        (!quiz.tally.practice && answered > 0).then_some(answered)
    }

    /// New exercise loaded the current revision: it is scored (see `exercise_revision`).
    pub fn exercise_loaded(&mut self) {
        self.exercise_revision = Some(self.core.revision);
    }

    /// What a locked pane shows instead of its body: one line naming the panes the quiz asks
    /// in, and a button that turns Quiz mode off.
    fn locked_ui(&mut self, ui: &mut Ui) {
        let t = crate::i18n::exam::tr();
        let names: Vec<&str> = V::Setup::QUIZ_PANES.iter().map(|p| p.label()).collect();
        let panes = crate::i18n::exam::either(&names);
        ui.add_space(12.0);
        ui.label_cjk(
            egui::RichText::new(crate::i18n::fill(t.locked, &[("panes", &panes)])).strong(),
        );
        ui.add_space(6.0);
        if ui.button(t.turn_off).clicked() {
            self.view.set_quiz(false);
        }
    }

    /// Running background work for the status bar (label, fraction done).
    pub fn busy(&self) -> Option<(String, Option<f32>)> {
        self.core
            .slot
            .busy(V::KIND.solving_text())
            .or_else(|| self.view.busy())
    }

    fn solve_controls(&mut self, ui: &mut Ui, auto_solve: bool) {
        self.view.solve_options_ui(&mut self.core, ui);
        let auto = auto_solve && self.view.auto_solve(&self.core);
        ui.horizontal_wrapped(|ui| {
            if self.core.slot.is_running() {
                if self.core.slot.progress_ui(ui) {
                    self.cancel();
                }
            } else if !auto
                && ui
                    .add_enabled(
                        self.view.can_solve(&self.core),
                        egui::Button::new(tr().solve),
                    )
                    .clicked()
            {
                self.solve_now();
            }
        });
        self.view.solve_notes_ui(&mut self.core, ui, auto);
    }
}

impl<V: GameView> GameTab for Tab<V> {
    fn kind(&self) -> GameKind {
        V::KIND
    }

    fn game(&self) -> Game {
        self.view.to_game(&self.core)
    }

    fn status(&self) -> TabStatus {
        TabStatus {
            revision: self.core.revision,
            solved: self.is_solved(),
            busy: self.busy(),
            save_blocker: self.save_blocker(),
            exports: self.exports(),
        }
    }

    fn command(&mut self, command: TabCommand) {
        match command {
            TabCommand::Load(game) => {
                self.lesson_step = None;
                if let Some(content) = self.view.import(game) {
                    self.load(content);
                }
            }
            TabCommand::Import(game) => {
                self.lesson_step = None;
                if let Some(content) = self.view.import(game) {
                    self.core.import(content);
                    self.settle();
                }
            }
            TabCommand::Reset => {
                self.lesson_step = None;
                let content = self.view.reset();
                self.load(content);
                // a new document: the last result (tens of MB for a big board) belongs to
                // nothing the tab can get back to, so it is not kept as a stale result
                drop(self.core.slot.take_result());
            }
            TabCommand::Solve => {
                // the result shown already answers this content: solving it again would only
                // hold two copies of a result in memory for a while (a 64 × 64 Cat and Mouse II
                // result is ~100 MB); say so instead
                let key = self.view.solve_key(&self.core);
                if !self.core.slot.is_running() && self.core.slot.current(key).is_some() {
                    self.asked = None;
                    self.core
                        .messages
                        .push(StatusMessage::Info(crate::i18n::Both::new(|| {
                            crate::i18n::tr().already_solved.to_string()
                        })));
                    return;
                }
                self.solve_now();
                self.asked = self.core.slot.is_running().then(std::time::Instant::now);
            }
            TabCommand::Cancel => self.cancel(),
        }
    }

    fn poll(&mut self, env: &mut TabEnv) {
        let previous = self.core.slot.result().cloned();
        let view = &mut self.view;
        if let Some(solved) = self.core.slot.poll_with(env.messages, |job| view.keep(job)) {
            self.view.on_result(previous.as_ref(), &solved);
            if let Some(t0) = self.asked.take() {
                let ms = t0.elapsed().as_millis();
                env.messages
                    .push(StatusMessage::Info(crate::i18n::Both::new(|| {
                        crate::i18n::fill(crate::i18n::tr().solved_on_request, &[("ms", &ms)])
                    })));
            }
        } else if !self.core.slot.is_running() {
            self.asked = None;
        }
        if self.lesson_step.is_some()
            && self.is_solved()
            && let Some(step) = self.lesson_step.take()
        {
            self.view.show_lesson_step(&mut self.core, &step);
        }
        self.view.poll(&mut self.core, env);
        self.settle();
        let key = self.view.solve_key(&self.core);
        if env.auto_solve
            && self.view.auto_solve(&self.core)
            && self.view.can_solve(&self.core)
            && self.core.slot.needs_solve(key)
        {
            self.solve_now();
        }
        env.messages.append(&mut self.core.messages);
    }

    fn ui(&mut self, ui: &mut Ui, env: &mut TabEnv) {
        let answered = self.scored_set_answered();
        self.core.guard_leaving(answered);
        let (undo, redo) = widgets::undo_redo_shortcuts(ui);
        if undo {
            self.undo();
        }
        if redo {
            self.redo();
        }
        self.note_answers_seen();
        // The side panel is as wide as the user dragged it (or as remembered), never wider
        // because of what it holds: its contents get exactly its width, wrap inside it and are
        // cut off rather than push the panel out (egui panels otherwise grow to their widest
        // content, a little more on many frames).
        // Presentation mode has larger text: a wider panel, kept apart from the usual one.
        let present = crate::ui::kit::theme::presentation(ui.ctx());
        let grow = if present { SIDE_PRESENT_GROWTH } else { 1.0 };
        let (mut lo, hi) = (V::SIDE_RANGE.0 * grow, V::SIDE_RANGE.1 * grow);
        let room = ui.available_width();
        let mut hi = hi.min((room * 0.6).max(lo));
        // in presentation mode the code takes the views' place rather than their side (beside
        // them neither read from the back row): a "Code" button in the view bar
        let split = env.code.open && present;
        if env.code.open && !self.code_was_open {
            self.code_front = true;
        }
        self.code_was_open = env.code.open;
        let code_open = env.code.open && !present;
        let code_default = (room * CODE_SHARE).clamp(CODE_WIDTH.0 * grow, CODE_WIDTH.1 * grow);
        let central_min = match (code_open, present) {
            (true, _) => CODE_CENTRAL_MIN.max(room * CODE_CENTRAL_SHARE),
            (false, true) => PRESENT_CENTRAL_MIN,
            (false, false) => 0.0,
        };
        // Beside the Code pane the side panel keeps a floor (its contents' narrowest), the pane
        // a useful width and the views `central_min`; a window too narrow for the three (1024
        // points) leaves the side panel out while the pane is open.
        let side_floor = V::SIDE_RANGE.0.max(CODE_SIDE_FLOOR * grow);
        let side_hidden = code_open && room < side_floor + CODE_USEFUL + central_min;
        if present || code_open {
            // on a narrow projector (1024 × 768), or beside the Code pane, the panel narrows,
            // its text wrapping, rather than squeeze the views: they keep `central_min`
            let (code, floor) = if code_open {
                let code = self
                    .code_width
                    .map_or(code_default, |w| w.min(code_default));
                (code.max(CODE_MIN), side_floor)
            } else {
                (0.0, V::SIDE_RANGE.0)
            };
            hi = hi.min((room - code - central_min).max(floor));
            lo = lo.min(hi);
        }
        let width = env.side_width.unwrap_or(V::SIDE_WIDTH * grow).clamp(lo, hi);
        // presentation mode (without the Code pane) may fold the side panel into a strip
        let foldable = present && !code_open && V::PRESENT_FOLDS_SIDE;
        let folded = foldable && !self.side_unfolded;
        if folded {
            self.side_strip(ui);
        } else if !side_hidden {
            self.side_panel(ui, env, present, code_open, width, lo..=hi);
        }
        let mut focus =
            code_open.then(|| self.code_pane(ui, env, code_default, central_min, side_hidden));
        let central = egui::CentralPanel::default().show(ui, |ui| {
            if folded {
                // the answer stays in view above the views (recorded, as in the side panel)
                let top = ui.cursor().top();
                ui.horizontal_wrapped(|ui| self.result_line(ui));
                self.settle();
                let rect = ui.min_rect().intersect(egui::Rect::everything_below(top));
                layout::answer(ui.ctx(), rect);
            }
            if self.view.quiz_on() {
                self.view.quiz_count(&self.core);
            }
            self.view_bar(ui, split);
            // a practice says so above the questions, in every pane
            crate::ui::kit::quiz::practice_ui(ui, self.view.view_bar_state().0);
            if split && self.code_front && env.code.open {
                focus = Some(self.code_in_front(ui, env));
            } else if self.locked() {
                self.locked_ui(ui);
            } else if let Some(question) = self.view.play_gate(&self.core) {
                if crate::ui::kit::quiz::play_gate_ui(ui, &question) {
                    self.view.open_gate_question(&mut self.core);
                }
            } else {
                self.view.central_ui(&mut self.core, ui);
            }
            self.settle();
        });
        layout::record(ui.ctx(), "workspace", "central", central.response.rect);
        // the views ran after the pane: what they changed (a click on a cell) shows in the
        // next frame, which is asked for
        if let Some(focus) = focus
            && self.view.code_focus(&self.core) != focus
        {
            ui.ctx().request_repaint();
        }
        env.messages.append(&mut self.core.messages);
    }

    fn export(&self, kind: ExportKind) -> Result<ExportJob, ExportError> {
        self.view.export(&self.core, kind)
    }

    fn export_suffix(&self, kind: ExportKind) -> Option<String> {
        self.view.export_suffix(kind)
    }

    fn show_lesson_step(&mut self, step: &crate::lessons::Step) {
        if step.view.is_some() {
            // the view the step (or --view) names is shown, not the code in front of it
            self.code_front = false;
        }
        // the step's scenario, unless the tab shows that game already (the user's selection
        // and the solve stay)
        let wanted = crate::scenario::Scenario::from_value(step.scenario.clone()).ok();
        if let Some(wanted) = wanted
            && crate::scenario::described(&wanted.game) != crate::scenario::described(&self.game())
            && let Some(content) = self.view.import(wanted.game)
        {
            self.core.import(content);
            self.settle();
        }
        self.view.show_lesson_step(&mut self.core, step);
        self.settle();
        self.lesson_step = (!self.is_solved()).then(|| step.clone());
    }

    fn set_quiz(&mut self, on: bool) {
        let was_on = self.view.quiz_on();
        self.view.set_quiz(on);
        // as the view bar's switch does: Quiz mode turned on over a locked pane moves to the
        // first pane the quiz asks in (a lesson's exercise opens on a question, not a lock)
        if on && !was_on && self.locked() {
            let (_, pane) = self.view.view_bar_state();
            if let Some(&first) = V::Setup::QUIZ_PANES.first() {
                *pane = first;
            }
        }
    }

    fn quiz_on(&self) -> bool {
        self.view.quiz_on()
    }

    fn has_exercises(&self) -> bool {
        V::EXERCISES
    }

    fn exercise_note(&self, game: &Game) -> Option<crate::i18n::Both> {
        self.view.exercise_note(game)
    }

    fn exercise_loaded(&mut self) {
        Tab::exercise_loaded(self);
    }

    fn solves_other_games(&self) -> bool {
        V::SOLVES_OTHER_GAMES
    }

    fn quiz_scored(&mut self) -> bool {
        let (quiz, _) = self.view.view_bar_state();
        quiz.on && !quiz.tally.practice
    }

    fn make_practice(&mut self, why: crate::i18n::Both) {
        let (quiz, _) = self.view.view_bar_state();
        quiz.tally.practice = true;
        quiz.practice_why = Some(why);
        self.mark_seen();
    }

    fn set_seen_before(&mut self, seen: Vec<String>) {
        self.view.seen_before(&seen);
        self.seen_before = seen;
        self.seen_before_changed = false;
    }

    fn take_seen_before(&mut self) -> Option<Vec<String>> {
        self.take_seen_parts();
        std::mem::take(&mut self.seen_before_changed).then(|| self.seen_before.clone())
    }

    fn quiz_progress(&mut self) -> (u32, u32) {
        let (quiz, _) = self.view.view_bar_state();
        let t = &quiz.tally;
        let hints = crate::quiz::Kind::ALL.iter().map(|&k| t.hints_of(k)).sum();
        (t.score.asked, hints)
    }

    fn new_exercise(&mut self) -> Option<Game> {
        if !V::EXERCISES {
            return None;
        }
        self.fresh_exercise()
    }

    fn code_focus(&self) -> crate::code::Focus {
        self.view.code_focus(&self.core)
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn std::any::Any {
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::no_waker;

    /// Guess Number's game for `n`, built from its file form (the test does not depend on the
    /// shape of [`Game`]).
    fn game_of(n: u64) -> Game {
        let value = serde_json::json!({ "version": 1, "game": "guess_number", "n": n });
        crate::scenario::Scenario::from_value(value).unwrap().game
    }

    /// `n` of a Guess Number game.
    fn n_of(game: Game) -> Option<u64> {
        let value = crate::scenario::Scenario::new(game).to_value();
        value["n"].as_u64()
    }

    /// A view whose content is a number; it records the changes it is told about.
    struct Counter {
        changes: Vec<Change>,
        quiz: Quiz,
        pane: crate::lessons::guess_number::GuessNumberPane,
    }

    impl GameView for Counter {
        type Content = u64;
        type Solved = u64;
        type Key = u64;
        type Job = u64;
        const KIND: GameKind = GameKind::GuessNumber;
        type Setup = crate::games::guess_number::Setup;

        fn pane(&self) -> Pane<Self> {
            self.pane
        }
        fn view_bar_state(&mut self) -> (&mut Quiz, &mut Pane<Self>) {
            (&mut self.quiz, &mut self.pane)
        }
        fn new(_waker: &Waker) -> (Self, u64) {
            (
                Counter {
                    changes: Vec::new(),
                    quiz: Quiz::default(),
                    pane: crate::lessons::guess_number::GuessNumberPane::Table,
                },
                1,
            )
        }
        fn reset(&mut self) -> u64 {
            1
        }
        fn import(&mut self, game: Game) -> Option<u64> {
            n_of(game)
        }
        fn to_game(&self, core: &TabCore<Self>) -> Game {
            game_of(*core.content())
        }
        fn solve_key(&self, core: &TabCore<Self>) -> u64 {
            core.revision()
        }
        fn solve_job(&self, core: &TabCore<Self>) -> Option<SolveJob<u64>> {
            let n = *core.content();
            Some(Box::new(move |_| Ok(n * 2)))
        }
        fn editor_ui(&mut self, _core: &mut TabCore<Self>, _ui: &mut Ui) {}
        fn result_ui(&mut self, _core: &mut TabCore<Self>, _ui: &mut Ui) {}
        fn central_ui(&mut self, _core: &mut TabCore<Self>, _ui: &mut Ui) {}
        fn exports(&self, _core: &TabCore<Self>) -> Vec<ExportKind> {
            Vec::new()
        }
        fn export(
            &self,
            _core: &TabCore<Self>,
            _kind: ExportKind,
        ) -> Result<ExportJob, ExportError> {
            Err("no".into())
        }
        fn on_change(&mut self, core: &mut TabCore<Self>, change: Change) {
            self.changes.push(change);
            core.slot.invalidate();
        }
        fn result_bytes(&self, solved: &u64) -> usize {
            // the results of 50 and more are big
            if *solved >= 100 { BIG_RESULT } else { 0 }
        }
    }

    #[test]
    fn edits_undo_redo_and_load_reach_the_view_once_each() {
        let mut tab = Tab::<Counter>::new(no_waker());
        tab.edit(2);
        tab.edit(2); // no change, no step
        tab.with_core(|_, core| {
            core.edit_joined(3, true);
            core.edit_joined(4, true);
            core.end_joined();
        });
        assert_eq!(*tab.content(), 4);
        assert_eq!(tab.view().changes, vec![Change::Edit, Change::Edit]);
        tab.undo();
        assert_eq!(*tab.content(), 2, "one drag is one undo step");
        tab.undo();
        assert_eq!(*tab.content(), 1);
        tab.redo();
        assert_eq!(*tab.content(), 2);
        assert_eq!(tab.view().changes[2..], [Change::Undo; 3]);
        // a drag of positions: one undo step, then changes without steps
        tab.with_core(|_, core| {
            core.push_undo_step();
            core.edit_untracked(|n| {
                *n = 7;
                true
            });
            core.edit_untracked(|_| false);
        });
        assert_eq!(*tab.content(), 7);
        tab.undo();
        assert_eq!(*tab.content(), 2);
        let revision = tab.revision();
        tab.command(TabCommand::Load(game_of(9)));
        assert_eq!(*tab.content(), 9);
        assert!(tab.revision() > revision);
        assert_eq!(tab.view().changes.last(), Some(&Change::Load));
        assert!(!tab.core().can_undo(), "a load forgets the history");
        assert_eq!(n_of(tab.game()), Some(9));
    }

    /// Poll `tab` until its content is solved (at most 10 s).
    fn wait_solved(tab: &mut Tab<Counter>, env: &mut TabEnv) {
        let t0 = std::time::Instant::now();
        while !tab.status().solved && t0.elapsed() < std::time::Duration::from_secs(10) {
            tab.poll(env);
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
    }

    /// A solve is kept for the content it was started for. Issue 26: F5 on a result that is
    /// current solves nothing again (it says so); a solve of changed content lets a big outdated
    /// result go when it starts, while a small one stays shown.
    #[test]
    fn a_solve_is_kept_for_the_content_it_was_started_for() {
        let mut tab = Tab::<Counter>::new(no_waker());
        let mut messages = Vec::new();
        let waker = no_waker();
        let mut code = crate::ui::framework::CodePane::default();
        let mut env = TabEnv {
            waker: &waker,
            messages: &mut messages,
            auto_solve: false,
            side_width: None,
            code: &mut code,
            lesson_open: false,
        };
        tab.command(TabCommand::Solve);
        wait_solved(&mut tab, &mut env);
        assert_eq!(tab.current().map(|s| **s), Some(2));
        // F5 again: nothing runs, the status bar says the result is current
        tab.command(TabCommand::Solve);
        assert!(!tab.core.slot.is_running());
        tab.poll(&mut env);
        assert!(
            env.messages
                .iter()
                .any(|m| matches!(m, StatusMessage::Info(t)
                if t.get() == crate::i18n::tr().already_solved)),
            "{:?}",
            env.messages
        );
        // a small outdated result stays shown while its replacement solves
        tab.edit(60);
        assert!(!tab.status().solved, "an edit makes the result outdated");
        assert_eq!(
            tab.solved().map(|s| **s),
            Some(2),
            "but it stays to be shown"
        );
        tab.command(TabCommand::Solve);
        assert_eq!(tab.solved().map(|s| **s), Some(2));
        wait_solved(&mut tab, &mut env);
        assert_eq!(tab.current().map(|s| **s), Some(120));
        // a big one is let go when the solve of the new content starts
        tab.edit(70);
        tab.command(TabCommand::Solve);
        assert!(tab.solved().is_none(), "the big outdated result is let go");
        wait_solved(&mut tab, &mut env);
        assert_eq!(tab.current().map(|s| **s), Some(140));
    }
}
