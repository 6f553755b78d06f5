//! The Cat and Mouse tab (LeetCode 913): edit a graph by clicking, solve it in the background by
//! retrograde analysis, and look at the optimal game, the outcome tables, the order in which the
//! solver decides positions, a comparison with the seed's turn-bounded DP, and a game against the
//! computer.
//!
//! # The draft and what is saved
//!
//! The user edits a [`Draft`]: plain adjacency lists plus node positions, which may be invalid
//! for a while (fewer than 3 nodes, node 2 only next to the hole, …). After every edit the draft
//! is validated with the solver's own check; the message (naming the node or edge at fault) is
//! shown in the editor and nothing is solved until the draft is valid again. Nothing of the
//! draft is ever thrown away because it is invalid.
//!
//! A scenario file needs a valid graph, so while the draft is invalid:
//! - [`GameView::to_game`] returns the last valid graph and its positions (autosave keeps that);
//! - saving is refused with a clear message ([`GameView::save_blocker`]), and the document
//!   counts as having unsaved changes, so closing or opening another file asks first.
//!
//! # Renumbering
//!
//! Removing node `k` moves every node above it one number down (`k + 1` becomes `k`, …), keeping
//! their order; the editor says so after each removal.

pub mod board;
mod code_focus;
mod compare;
mod editor;
mod edits;
mod export;
mod order_view;
mod play;
mod quiz_view;
mod solution_view;
mod texts;

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use std::sync::Arc;
use std::time::{Duration, Instant};

use egui::{RichText, Ui};

use crate::games::GameKind;
use crate::games::cat_mouse::{self, Graph, GraphError, Solution, force_iterations};
use crate::i18n::cat_mouse::tr as game_tr;
use crate::i18n::{fill, tr};
use crate::jobs::{JobRunner, Waker};
use crate::scenario::Game;
use crate::ui::framework::tab::{Change, GameView, SolveJob, Tab, TabCore};
use crate::ui::framework::{ExportError, ExportJob, ExportKind, TabEnv};
use crate::ui::kit::graph_editor::{GraphAction, GraphEditorState};
use crate::ui::kit::undo::SnapshotSize;
use crate::ui::kit::widgets;

pub use crate::lessons::cat_mouse::CatMousePane;

pub use crate::games::cat_mouse::{Draft, fit_positions};
pub use compare::{BoundReport, CompareDone, CompareView, OtherBound};
pub use editor::{EditorState, RandomSettings};
pub use order_view::{ORDER_ANIMATION_MAX_NODES, OrderView};
pub use play::{GameEnd, PlayGame, PlayView};
pub use solution_view::{SolutionView, move_text};
pub use texts::{describe_graph_error, outcome_color, outcome_short, outcome_text};

/// Graphs up to this many nodes are solved automatically after each edit.
pub const AUTO_SOLVE_MAX_NODES: usize = 400;

/// Graphs up to this many nodes are laid out on the UI thread; bigger ones in the background.
pub const INLINE_LAYOUT_MAX_NODES: usize = 300;

/// From this many nodes a solve's tables are big enough (about 2 MB) that the allocator is asked
/// to give their memory back once they are freed ([`crate::memory::release_free_memory`]).
const RELEASE_MEMORY_MIN_NODES: usize = 1_000;

/// A finished retrograde solve.
pub struct CatMouseSolved {
    /// Which graph revision this result belongs to.
    pub graph_rev: u64,
    /// Outcomes, distances, moves and the decision order.
    pub solution: Solution,
    /// How many positions have each outcome.
    pub counts: cat_mouse::OutcomeCounts,
    /// Wall time of the solve.
    pub elapsed: Duration,
    /// The outcome heatmaps' texels (mouse to move, cat to move) of a large graph, read in the
    /// background (a byte a texel, 2 MB for both at most); each is taken by the view that
    /// first shows it.
    heat_images: std::sync::Mutex<[Option<solution_view::HeatTexels>; 2]>,
}

/// From this many nodes on, the outcome heatmaps are drawn with the solve, on its worker: a
/// 1024 × 1024 picture of a 5,000-node table takes 15 to 25 ms, too long for a frame.
pub const HEAT_IMAGES_MIN_NODES: usize = 1_000;

impl CatMouseSolved {
    /// The outcome heatmap's picture for `turn`, if it was drawn in the background and not
    /// taken yet.
    pub fn take_heat_image(&self, turn: cat_mouse::Turn) -> Option<egui::ColorImage> {
        let k = match turn {
            cat_mouse::Turn::Mouse => 0,
            cat_mouse::Turn::Cat => 1,
        };
        self.heat_images.lock().ok()?[k].take().map(|t| t.image())
    }
}

/// A layout or random graph computed in the background.
pub struct LayoutDone {
    /// The draft to install.
    pub draft: Draft,
    /// The draft (adjacency) it was computed for; `None` for a new random graph.
    pub for_adjacency: Option<Vec<Vec<u32>>>,
    /// The layout of a graph opened without positions: not an edit while the user has moved
    /// nothing.
    pub on_open: bool,
}

/// The Cat and Mouse tab: its content is the [`Draft`].
pub type CatMouseTab = Tab<CatMouseView>;

/// What the Cat and Mouse tab holds of its own: the validated graph, the canvas, the layout job
/// and the views.
pub struct CatMouseView {
    /// The validated draft, when it is valid.
    graph: Option<Graph>,
    /// Why the draft is invalid.
    invalid: Option<GraphError>,
    /// The last valid graph and its positions (what is saved while the draft is invalid).
    last_valid: (Graph, Vec<[f32; 2]>),
    /// The adjacency the graph above was validated from (a change of positions only keeps it).
    validated_adj: Vec<Vec<u32>>,
    /// Changes whenever the (valid) graph changes; solutions are tagged with it.
    graph_rev: u64,
    /// A loaded big graph came without positions: lay it out in the background.
    layout_after_load: bool,
    /// The positions the tab computed for a big graph opened without any: they are not the
    /// user's, so while the nodes stay there the scenario has no positions (as in the file),
    /// and installing the layout changes nothing to save or undo.
    computed_pos: Option<Vec<[f32; 2]>>,
    /// The editing canvas.
    pub canvas: GraphEditorState,
    /// Paste, random graph and editor messages.
    pub editor: EditorState,
    layout: JobRunner<LayoutDone>,
    /// The view shown in the central area.
    pub pane: CatMousePane,
    /// Optimal game and heatmaps.
    pub solution_view: SolutionView,
    /// Decision-order animation.
    pub order_view: OrderView,
    /// Solver comparison.
    pub compare: CompareView,
    /// Game against the computer.
    pub play: PlayView,
    /// Quiz mode: on or off, and the score.
    pub quiz: crate::ui::kit::quiz::Quiz,
    /// Quiz mode's outcome question (in place of the solution view).
    pub quiz_view: quiz_view::QuizView,
    /// Presentation mode: the editing gestures are shown as text under the graph (a toggle:
    /// on a projector a hover-only tip is seen by nobody in the room).
    pub show_gestures: bool,
}

impl SnapshotSize for Draft {
    fn snapshot_bytes(&self) -> usize {
        let lists: usize = self.adj.iter().map(|l| 24 + 4 * l.len()).sum();
        48 + lists + 8 * self.pos.len()
    }
}

impl CatMouseTab {
    /// The draft being edited.
    pub fn draft(&self) -> &Draft {
        self.content()
    }

    /// The validated graph, if the draft is valid.
    pub fn graph(&self) -> Option<&Graph> {
        self.view().graph.as_ref()
    }

    /// Why the draft is invalid, if it is.
    pub fn invalid(&self) -> Option<&GraphError> {
        self.view().invalid.as_ref()
    }

    /// Revision of the valid graph (solutions are tagged with it).
    pub fn graph_rev(&self) -> u64 {
        self.view().graph_rev
    }

    /// True while something can be undone.
    pub fn can_undo(&self) -> bool {
        self.core().can_undo()
    }

    /// Replace the draft (an edit: recorded for undo).
    pub fn set_draft(&mut self, draft: Draft) {
        self.edit(draft);
    }

    /// Apply one canvas action (an edit, recorded for undo).
    pub fn apply(&mut self, action: GraphAction) {
        self.with_core(|view, core| view.apply(core, action));
    }

    /// Lay the current graph out again (force-directed or on a circle); big graphs in the
    /// background.
    pub fn relayout(&mut self, force: bool) {
        self.with_core(|view, core| view.relayout(core, force));
    }

    /// Replace the draft by a random graph (laid out; big graphs in the background).
    pub fn random_graph(&mut self) {
        self.with_core(|view, core| view.random_graph(core));
    }

    /// Replace the draft by a preset graph.
    pub fn use_preset(&mut self, name: &str) {
        self.with_core(|view, core| view.use_preset(core, name));
    }
}

impl CatMouseView {
    /// Whether the Result names the mouse's best first move: in Quiz mode only once Play
    /// scored the move from the start (Play asks it; the Result said it once the outcomes
    /// were answered).
    fn first_move_shows(&self) -> bool {
        !self.quiz.on || self.quiz.move_scored(cat_mouse::Position::START)
    }

    fn graph_changed(&mut self, core: &mut TabCore<Self>) {
        self.graph_rev += 1;
        core.slot.invalidate();
        // a position picked in the outcome tables belongs to the old graph: the optimal game
        // starts again from the game's start (a lesson step sets its own after the load)
        self.solution_view.set_start(cat_mouse::Position::START);
        // The tab shows only the solve of the current graph (see `current`), never an outdated
        // one: the old solution goes now, not when the next solve replaces it.
        // The views' pictures of the old graph go too (the editor draws the new one).
        for canvas in [
            &mut self.solution_view.canvas,
            &mut self.order_view.canvas,
            &mut self.play.canvas,
            &mut self.quiz_view.canvas,
        ] {
            canvas.forget_picture();
        }
        if let Some(old) = core.slot.take_result() {
            let big = old.solution.graph().n() >= RELEASE_MEMORY_MIN_NODES;
            drop(old);
            if big {
                crate::memory::release_free_memory();
            }
        }
    }

    /// `pos` as the scenario keeps it: none while they are the ones computed on open.
    fn users_positions(&self, pos: &[[f32; 2]]) -> Option<Vec<[f32; 2]>> {
        (self.computed_pos.as_deref() != Some(pos)).then(|| pos.to_vec())
    }

    /// The draft of a loaded `graph`: its positions if they fit, otherwise a layout (a circle
    /// for big graphs, laid out in the background once loaded).
    fn loaded_draft(&mut self, graph: Graph, positions: Option<Vec<[f32; 2]>>) -> Draft {
        let n = graph.n();
        let pos = match positions.as_deref().and_then(|p| fit_positions(p, n)) {
            Some(p) => p,
            None if n <= INLINE_LAYOUT_MAX_NODES => {
                cat_mouse::force_layout(&graph, None, force_iterations(graph.n()))
            }
            None => cat_mouse::circle_layout(n),
        };
        self.layout_after_load = positions.is_none() && n > INLINE_LAYOUT_MAX_NODES;
        self.computed_pos = self.layout_after_load.then(|| pos.clone());
        Draft::from_graph(&graph, pos)
    }

    fn edit_view_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        let t = game_tr();
        // on a projector the canvas needs the height: the gestures are a toggle at the end of
        // the legend's row that shows them as text under it (a tip on hover is seen by nobody
        // in the room)
        let present = crate::ui::kit::theme::presentation(ui.ctx());
        if !present {
            ui.label_cjk(RichText::new(t.edit_gestures).small());
        }
        let texts = board::editor_texts();
        let mut show_gestures = self.show_gestures;
        crate::ui::kit::layout::with_footer(
            ui,
            "cm_edit_legend",
            |ui| {
                let size = ui.available_size();
                let draft = core.content();
                let visuals = ui.visuals().clone();
                let look = |k: usize| board::base_look(&visuals, k, draft.n());
                let picture = crate::ui::kit::graph_editor::GraphPicture {
                    positions: &draft.pos,
                    adjacency: &draft.adj,
                    node_look: &look,
                    edge_highlight: None,
                    editable: true,
                    size,
                    texts: &texts,
                };
                let response = self.canvas.show(ui, &picture, &mut |_, _, _| {});
                for action in response.actions {
                    self.apply(core, action);
                }
            },
            |ui| {
                if present {
                    ui.horizontal_wrapped(|ui| {
                        board::roles_legend(ui);
                        ui.separator();
                        // (a link, a line of text high: a button made the footer taller)
                        if ui.link(t.edit_gestures_toggle).clicked() {
                            show_gestures = !show_gestures;
                        }
                    });
                    if show_gestures {
                        ui.label_cjk(t.edit_gestures);
                    }
                } else {
                    board::roles_legend(ui);
                }
            },
        );
        self.show_gestures = show_gestures;
    }
}

/// The preset the tab starts with.
fn default_preset() -> &'static cat_mouse::Preset {
    cat_mouse::preset("leetcode_example_1")
        .or_else(|| cat_mouse::presets().first())
        .expect("the solver has presets")
}

impl crate::ui::framework::tab::GameUi for crate::games::cat_mouse::Setup {
    type View = CatMouseView;
    const QUIZ_PANES: &'static [Self::Pane] = &[CatMousePane::Solution, CatMousePane::Play];
    const OPEN_PANES: &'static [Self::Pane] = &[CatMousePane::Edit];
    const SHOWCASE: &'static str = "cat-mouse-leetcode-example-1.json";
    fn auto_title(&self) -> String {
        let t = game_tr();
        fill(
            t.auto_title,
            &[
                ("game", &t.tab),
                ("n", &self.graph.n()),
                ("m", &self.graph.edge_count()),
            ],
        )
    }
}

impl GameView for CatMouseView {
    type Content = Draft;
    type Solved = CatMouseSolved;
    /// The graph revision: moving nodes keeps the solve.
    type Key = u64;
    type Job = CatMouseSolved;

    const KIND: GameKind = GameKind::CatMouse;
    type Setup = crate::games::cat_mouse::Setup;
    const UNDO_STEPS: usize = 300;
    const SIDE_WIDTH: f32 = 340.0;
    /// A projector needs the width for the graph and the tables: the answer goes above them.
    const PRESENT_FOLDS_SIDE: bool = true;

    /// A tab showing LeetCode's first example.
    fn new(waker: &Waker) -> (Self, Draft) {
        let graph = default_preset().graph();
        let pos = cat_mouse::force_layout(&graph, None, force_iterations(graph.n()));
        let draft = Draft::from_graph(&graph, pos.clone());
        let view = CatMouseView {
            graph: Some(graph.clone()),
            invalid: None,
            last_valid: (graph, pos),
            validated_adj: draft.adj.clone(),
            graph_rev: 1,
            layout_after_load: false,
            computed_pos: None,
            canvas: GraphEditorState::default(),
            editor: EditorState::default(),
            layout: JobRunner::new(waker.clone()),
            pane: CatMousePane::Solution,
            solution_view: SolutionView::default(),
            order_view: OrderView::default(),
            compare: CompareView::new(waker.clone()),
            play: PlayView::default(),
            quiz: Default::default(),
            quiz_view: Default::default(),
            show_gestures: false,
        };
        (view, draft)
    }

    /// File › New: a clean slate to draw on — the three nodes every game needs (the hole 0, the
    /// mouse's start 1, the cat's start 2) and the one edge that makes it a valid game (1–2: the
    /// mouse must move onto the cat), in the graph editor.
    fn reset(&mut self) -> Draft {
        self.pane = CatMousePane::Edit;
        self.layout_after_load = false;
        self.computed_pos = None;
        Draft {
            adj: vec![Vec::new(), vec![2], vec![1]],
            pos: vec![[0.5, 0.2], [0.2, 0.75], [0.8, 0.75]],
        }
    }

    fn import(&mut self, game: Game) -> Option<Draft> {
        let Game::CatMouse(cat_mouse::Setup { graph, positions }) = game else {
            return None;
        };
        Some(self.loaded_draft(graph, positions))
    }

    fn to_game(&self, core: &TabCore<Self>) -> Game {
        match &self.graph {
            Some(g) => Game::CatMouse(cat_mouse::Setup {
                graph: g.clone(),
                positions: self.users_positions(&core.content().pos),
            }),
            None => Game::CatMouse(cat_mouse::Setup {
                graph: self.last_valid.0.clone(),
                positions: self.users_positions(&self.last_valid.1),
            }),
        }
    }

    fn solve_key(&self, _core: &TabCore<Self>) -> u64 {
        self.graph_rev
    }

    /// Nothing is solved while the draft is invalid.
    fn solve_job(&self, _core: &TabCore<Self>) -> Option<SolveJob<CatMouseSolved>> {
        let graph = self.graph.clone()?;
        let graph_rev = self.graph_rev;
        Some(Box::new(move |control| {
            let started = Instant::now();
            let solution = cat_mouse::solve(&graph, control)?;
            // what the view reports: the solve, not what the job does for the view after it
            let solved = started.elapsed();
            if graph.n() <= order_view::ORDER_ANIMATION_MAX_NODES {
                // the animation's decision order comes from the queue solver: compute it here,
                // in the background, rather than in the first frame that shows it
                let _ = solution.decision_order();
            }
            let counts = solution.counts();
            let heat_images = if graph.n() >= HEAT_IMAGES_MIN_NODES {
                // one heatmap a thread (reading the table is memory-bound)
                std::thread::scope(|s| {
                    use solution_view::HeatTexels;
                    let cat = s.spawn(|| HeatTexels::read(&solution, cat_mouse::Turn::Cat));
                    let mouse = HeatTexels::read(&solution, cat_mouse::Turn::Mouse);
                    [Some(mouse), cat.join().ok()]
                })
            } else {
                [None, None]
            };
            if graph.n() >= RELEASE_MEMORY_MIN_NODES {
                // the solve's working tables are freed by now
                crate::memory::release_free_memory();
            }
            crate::debug::log_debug(&format!(
                "cat_mouse solve job: {:.1} ms for {} nodes (the solve {:.1} ms)",
                started.elapsed().as_secs_f64() * 1000.0,
                graph.n(),
                solved.as_secs_f64() * 1000.0
            ));
            Ok(CatMouseSolved {
                graph_rev,
                solution,
                counts,
                elapsed: solved,
                heat_images: std::sync::Mutex::new(heat_images),
            })
        }))
    }

    /// The solve of the current graph, if finished (none while the draft is invalid).
    fn current<'a>(&self, core: &'a TabCore<Self>) -> Option<&'a Arc<CatMouseSolved>> {
        core.slot
            .current(self.graph_rev)
            .filter(|_| self.graph.is_some())
    }

    /// Positions alone change nothing but what is saved; a change of nodes or edges validates
    /// the draft again, and a change of the valid graph drops the solve.
    fn on_change(&mut self, core: &mut TabCore<Self>, change: Change) {
        if change == Change::Undo {
            self.canvas.clear();
            // "Removed node 3; …" described the edit that was just undone
            self.editor.note = None;
        }
        let draft = core.content();
        if change == Change::Load {
            // a layout or random graph still computing belongs to the old content
            self.layout.invalidate();
            // a loaded file is valid; File › New's empty graph is not yet
            let (graph, invalid) = match draft.validate() {
                Ok(g) => (Some(g), None),
                Err(e) => (None, Some(e)),
            };
            self.invalid = invalid;
            self.validated_adj = draft.adj.clone();
            if let Some(g) = &graph {
                self.last_valid = (g.clone(), draft.pos.clone());
            }
            self.graph = graph;
            self.canvas.clear();
            self.editor = EditorState::default();
            self.graph_changed(core);
            self.solution_view = SolutionView::default();
            self.order_view = OrderView::default();
            self.play = PlayView::default();
            self.compare.reset();
            if std::mem::take(&mut self.layout_after_load) {
                // A big graph without positions: a circle now, the force layout when it is
                // ready (installing it is not an edit).
                self.layout_in_background(core, true);
            }
            return;
        }
        if draft.adj == self.validated_adj {
            if self.graph.is_some() {
                self.last_valid.1 = draft.pos.clone();
            }
            return;
        }
        self.validated_adj = draft.adj.clone();
        // A layout computed for the old graph no longer fits.
        self.layout.invalidate();
        match draft.validate() {
            Ok(g) => {
                let same = self.graph.as_ref() == Some(&g);
                self.invalid = None;
                self.last_valid = (g.clone(), draft.pos.clone());
                self.graph = Some(g);
                if !same {
                    self.graph_changed(core);
                }
            }
            Err(e) => {
                self.invalid = Some(e);
                if self.graph.take().is_some() {
                    self.graph_changed(core);
                }
            }
        }
    }

    fn poll(&mut self, core: &mut TabCore<Self>, env: &mut TabEnv) {
        self.poll_layout(core, env);
        let current = self.current(core).cloned();
        self.compare.poll(current.as_ref(), env);
    }

    fn busy(&self) -> Option<(String, Option<f32>)> {
        let t = game_tr();
        if let Some((_, fraction)) = self.compare.status() {
            return Some((t.comparing.to_string(), fraction));
        }
        self.layout
            .status()
            .map(|(_, fraction, _)| (t.laying_out.to_string(), fraction))
    }

    /// The tab's cancel stops a comparison and a background layout too.
    fn cancel(&mut self) {
        self.compare.cancel();
        self.layout.cancel();
    }

    fn auto_solve(&self, core: &TabCore<Self>) -> bool {
        core.content().n() <= AUTO_SOLVE_MAX_NODES
    }

    fn can_solve(&self, _core: &TabCore<Self>) -> bool {
        self.graph.is_some()
    }

    fn save_blocker(&self, _core: &TabCore<Self>) -> Option<String> {
        self.invalid
            .as_ref()
            .map(|e| fill(game_tr().save_blocked, &[("why", &describe_graph_error(e))]))
    }

    fn solve_notes_ui(&mut self, _core: &mut TabCore<Self>, ui: &mut Ui, auto: bool) {
        if !auto && self.graph.is_some() {
            ui.label_cjk(
                RichText::new(fill(
                    game_tr().big_graph_solve,
                    &[("max", &AUTO_SOLVE_MAX_NODES)],
                ))
                .small()
                .weak(),
            );
        }
    }

    fn editor_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        self.graph_editor_ui(core, ui);
    }

    fn result_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        let t = game_tr();
        widgets::heading(ui, t.result);
        if self.graph.is_none() {
            ui.label_cjk(RichText::new(t.not_solved_invalid).italics());
            return;
        }
        let running = core.slot.is_running();
        let result = self.current(core).cloned();
        if widgets::result_placeholder(ui, core.slot.error_mut(), running, result.is_some()) {
            return;
        }
        let Some(solved) = result else { return };
        let all = self.quiz.on && self.quiz_view.all_committed(&solved);
        if crate::ui::kit::quiz::result_hidden_ui(ui, self.quiz.on, all) {
            return;
        }
        let sol = &solved.solution;
        let outcome = sol.start_outcome();
        widgets::pill(ui, outcome_text(outcome), outcome_color(outcome));
        match sol.start_moves_to_end() {
            Some(1) => ui.label_cjk(t.start_one_move),
            Some(d) => ui.label_cjk(fill(t.start_moves, &[("d", &d)])),
            None => ui.label_cjk(t.start_draw_explain),
        };
        if let Some(mv) = sol
            .best_move(cat_mouse::Position::START)
            .filter(|_| self.first_move_shows())
        {
            ui.label_cjk(fill(t.first_move, &[("to", &mv.to)]));
        }
        let c = solved.counts;
        ui.label_cjk(
            RichText::new(fill(
                t.counts,
                &[
                    ("all", &(c.mouse_wins + c.cat_wins + c.draws)),
                    ("mw", &c.mouse_wins),
                    ("cw", &c.cat_wins),
                    ("dr", &c.draws),
                ],
            ))
            .small(),
        );
        ui.label_cjk(
            RichText::new(fill(
                t.solved_in,
                &[(
                    "ms",
                    &format!("{:.2}", solved.elapsed.as_secs_f64() * 1000.0),
                )],
            ))
            .small()
            .weak(),
        );
    }

    fn result_line_blocked(&self) -> Option<&'static str> {
        self.graph.is_none().then_some(game_tr().not_solved_invalid)
    }

    fn quiz_all_committed(&self, solved: &Self::Solved) -> bool {
        self.quiz_view.all_committed(solved)
    }

    fn result_line_ui(&mut self, ui: &mut Ui, solved: &Arc<Self::Solved>) {
        let t = game_tr();
        let sol = &solved.solution;
        let outcome = sol.start_outcome();
        widgets::pill(ui, outcome_text(outcome), outcome_color(outcome));
        if let Some(mv) = sol
            .best_move(cat_mouse::Position::START)
            .filter(|_| self.first_move_shows())
        {
            ui.label_cjk(fill(t.first_move, &[("to", &mv.to)]));
        }
    }

    fn pane(&self) -> CatMousePane {
        self.pane
    }

    fn view_bar_state(&mut self) -> (&mut crate::ui::kit::quiz::Quiz, &mut CatMousePane) {
        (&mut self.quiz, &mut self.pane)
    }

    const EXERCISES: bool = true;

    fn exercise(&mut self, seed: u64) -> Option<Game> {
        let graph = crate::quiz::exercise::cat_mouse(seed)?;
        Some(Game::CatMouse(crate::games::cat_mouse::Setup {
            graph,
            positions: None,
        }))
    }

    fn exercise_key(game: &Game) -> Game {
        match game {
            Game::CatMouse(setup) => Game::CatMouse(crate::games::cat_mouse::Setup {
                graph: setup.graph.around_the_start(),
                positions: None,
            }),
            other => other.clone(),
        }
    }

    fn central_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        let tr = tr();
        let t = game_tr();
        if self.pane == CatMousePane::Edit {
            self.edit_view_ui(core, ui);
            return;
        }
        let Some(solved) = self.current(core).cloned() else {
            ui.centered_and_justified(|ui| {
                if self.graph.is_none() {
                    ui.label_cjk(t.not_solved_invalid);
                } else if core.slot.is_running() {
                    crate::ui::kit::widgets::calm_spinner(ui);
                } else if let Some(err) = core.slot.error() {
                    ui.label_cjk(err);
                } else {
                    ui.label_cjk(format!(
                        "{}\n{}",
                        tr.not_solved_yet,
                        fill(t.big_graph_solve, &[("max", &AUTO_SOLVE_MAX_NODES)])
                    ));
                }
            });
            return;
        };
        match self.pane {
            CatMousePane::Edit => {}
            CatMousePane::Solution if self.quiz.on => {
                self.quiz_view
                    .ui(ui, &solved, core.content(), &mut self.quiz)
            }
            CatMousePane::Solution => self.solution_view.ui(ui, &solved, core.content()),
            CatMousePane::Order => self.order_view.ui(ui, &solved, core.content()),
            CatMousePane::Compare => {
                if let Some(name) = self.compare.ui(ui, &solved) {
                    self.use_preset(core, name);
                }
            }
            CatMousePane::Play => self.play.ui(
                ui,
                &solved,
                core.content(),
                &mut self.quiz,
                &mut self.quiz_view,
            ),
        }
    }

    fn quiz_on(&self) -> bool {
        self.quiz.on
    }

    fn play_gate(&self, core: &TabCore<Self>) -> Option<String> {
        // a game played best to its end shows the start's outcome, a question of the quiz
        if !self.quiz.on || self.pane != CatMousePane::Play {
            return None;
        }
        let solved = self.current(core)?;
        let start = cat_mouse::Position::START;
        (!self.quiz_view.is_committed(solved, start)).then(|| board::position_text(start))
    }

    fn quiz_count(&mut self, core: &TabCore<Self>) {
        // one exercise, one count: the set counts the positions' questions whichever pane is
        // shown (Play said "Set: 1 of 10" before the outcome quiz was opened)
        if let Some(solved) = self.current(core) {
            let left = self.quiz_view.questions_left(solved);
            self.quiz.tally.set_max = Some(quiz_view::SET_MAX);
            self.quiz.tally.questions_left(left);
        }
    }

    fn open_gate_question(&mut self, core: &mut TabCore<Self>) {
        if let Some(solved) = self.current(core).cloned() {
            self.quiz_view.ask(&solved, cat_mouse::Position::START);
            self.pane = CatMousePane::Solution;
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
            .and_then(CatMousePane::from_lesson_name)
            .unwrap_or(CatMousePane::Solution);
        if let Some(p) = step.position {
            self.solution_view.set_start(cat_mouse::Position {
                mouse: p.mouse as u32,
                cat: p.cat as u32,
                turn: match p.turn {
                    crate::lessons::Turn::Mouse => cat_mouse::Turn::Mouse,
                    crate::lessons::Turn::Cat => cat_mouse::Turn::Cat,
                },
            });
            // the lesson picked it, not the student
            self.solution_view.start_by_lesson = true;
        }
    }

    fn exports(&self, core: &TabCore<Self>) -> Vec<ExportKind> {
        let mut kinds = vec![ExportKind::PicturePng];
        if self.current(core).is_some() {
            kinds.push(ExportKind::TableCsv);
            kinds.push(ExportKind::HeatmapPng);
        }
        kinds
    }

    fn export(&self, core: &TabCore<Self>, kind: ExportKind) -> Result<ExportJob, ExportError> {
        export::export_job(self.current(core).cloned(), core.content(), kind)
    }
}
