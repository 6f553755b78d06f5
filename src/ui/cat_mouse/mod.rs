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
//! - [`GameTab::game`] returns the last valid graph and its positions (autosave keeps that);
//! - saving is refused with a clear message ([`GameTab::save_blocker`]), and the document counts
//!   as having unsaved changes, so closing or opening another file asks first.
//!
//! # Renumbering
//!
//! Removing node `k` moves every node above it one number down (`k + 1` becomes `k`, …), keeping
//! their order; the editor says so after each removal.

mod board;
mod compare;
mod draft;
mod editor;
mod export;
mod order_view;
mod play;
mod solution_view;

use std::sync::Arc;
use std::time::{Duration, Instant};

use egui::{RichText, Ui};

use crate::games::SolveError;
use crate::games::cat_mouse::{self, Graph, GraphError, Outcome, Solution};
use crate::i18n::cat_mouse::tr as cm_tr;
use crate::i18n::{Texts, fill, tr};
use crate::jobs::{JobError, JobRunner, Waker};
use crate::scenario::Game;
use crate::ui::graph_editor::{GraphAction, GraphEditorState};
use crate::ui::solve_slot::SolveSlot;
use crate::ui::undo::UndoStack;
use crate::ui::{ExportJob, ExportKind, GameTab, StatusMessage, TabEnv, palette, widgets};

pub use compare::{BoundReport, CompareDone, CompareView, OtherBound};
pub use draft::{Draft, fit_positions};
pub use editor::{EditorState, RandomSettings};
pub use order_view::{ORDER_ANIMATION_MAX_NODES, OrderView};
pub use play::{GameEnd, PlayGame, PlayView};
pub use solution_view::SolutionView;

/// Graphs up to this many nodes are solved automatically after each edit.
pub const AUTO_SOLVE_MAX_NODES: usize = 400;

/// Graphs up to this many nodes are laid out on the UI thread; bigger ones in the background.
pub const INLINE_LAYOUT_MAX_NODES: usize = 300;

/// Rounds of the force-directed layout for small graphs (big ones get fewer, see
/// [`force_iterations`]).
pub const FORCE_ITERATIONS: u32 = 300;

/// Rounds of the force-directed layout for `n` nodes: 300 up to 300 nodes, then fewer so that a
/// layout of the largest graphs still ends in seconds.
pub fn force_iterations(n: usize) -> u32 {
    (90_000 / n.max(1)).clamp(40, FORCE_ITERATIONS as usize) as u32
}

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
}

/// A layout or random graph computed in the background.
pub struct LayoutDone {
    /// The draft to install.
    pub draft: Draft,
    /// The draft (adjacency) it was computed for; `None` for a new random graph.
    pub for_adjacency: Option<Vec<Vec<u32>>>,
}

/// Which view of the tab is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CmView {
    /// The graph editor.
    Edit,
    /// The optimal game on the graph and the outcome heatmaps.
    Solution,
    /// The retrograde propagation, position by position.
    Order,
    /// Retrograde against the turn-bounded DP.
    Compare,
    /// A game against the computer.
    Play,
}

/// The Cat and Mouse tab.
pub struct CatMouseTab {
    draft: Draft,
    /// The validated draft, when it is valid.
    graph: Option<Graph>,
    /// Why the draft is invalid.
    invalid: Option<GraphError>,
    /// The last valid graph and its positions (what is saved while the draft is invalid).
    last_valid: (Graph, Vec<[f32; 2]>),
    revision: u64,
    /// Changes whenever the (valid) graph changes; solutions are tagged with it.
    graph_rev: u64,
    history: UndoStack<Draft>,
    /// The editing canvas.
    pub canvas: GraphEditorState,
    /// Paste, random graph and editor messages.
    pub editor: EditorState,
    /// The background solve, keyed by graph revision.
    slot: SolveSlot<CatMouseSolved>,
    layout: JobRunner<LayoutDone>,
    /// The view shown in the central area.
    pub view: CmView,
    /// Optimal game and heatmaps.
    pub solution_view: SolutionView,
    /// Decision-order animation.
    pub order_view: OrderView,
    /// Solver comparison.
    pub compare: CompareView,
    /// Game against the computer.
    pub play: PlayView,
    /// Messages for the status bar, handed over at the next poll.
    messages: Vec<StatusMessage>,
}

impl CatMouseTab {
    /// A tab showing LeetCode's first example.
    pub fn new(waker: Waker) -> Self {
        let preset = default_preset();
        let graph = preset.graph();
        let pos = cat_mouse::force_layout(&graph, None, force_iterations(graph.n()));
        CatMouseTab {
            draft: Draft::from_graph(&graph, pos.clone()),
            graph: Some(graph.clone()),
            invalid: None,
            last_valid: (graph, pos),
            revision: 1,
            graph_rev: 1,
            history: UndoStack::new(300),
            canvas: GraphEditorState::default(),
            editor: EditorState::default(),
            slot: SolveSlot::new(waker.clone()),
            layout: JobRunner::new(waker.clone()),
            view: CmView::Solution,
            solution_view: SolutionView::default(),
            order_view: OrderView::default(),
            compare: CompareView::new(waker),
            play: PlayView::default(),
            messages: Vec::new(),
        }
    }

    /// The draft being edited.
    pub fn draft(&self) -> &Draft {
        &self.draft
    }

    /// The validated graph, if the draft is valid.
    pub fn graph(&self) -> Option<&Graph> {
        self.graph.as_ref()
    }

    /// Why the draft is invalid, if it is.
    pub fn invalid(&self) -> Option<&GraphError> {
        self.invalid.as_ref()
    }

    /// The latest finished solve (may be for an earlier graph while a new one runs).
    pub fn solved(&self) -> Option<&Arc<CatMouseSolved>> {
        self.slot.result()
    }

    /// The solve of the current graph, if finished.
    pub fn current(&self) -> Option<&Arc<CatMouseSolved>> {
        self.slot
            .current(self.graph_rev)
            .filter(|_| self.graph.is_some())
    }

    /// The solve error of the current graph, if any.
    pub fn error(&self) -> Option<&str> {
        self.slot.error()
    }

    /// Revision of the valid graph (solutions are tagged with it).
    pub fn graph_rev(&self) -> u64 {
        self.graph_rev
    }

    /// True while something can be undone.
    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    // ---- edits ---------------------------------------------------------------------------

    /// Replace the draft (an edit: recorded for undo).
    pub fn set_draft(&mut self, draft: Draft) {
        if draft == self.draft {
            return;
        }
        let before = std::mem::replace(&mut self.draft, draft);
        let adjacency_changed = before.adj != self.draft.adj;
        self.history.push(before);
        self.changed(adjacency_changed);
    }

    /// Apply one canvas action (an edit, recorded for undo).
    pub fn apply(&mut self, action: GraphAction) {
        let t = cm_tr();
        match action {
            GraphAction::AddNode(p) => {
                let mut d = self.draft.clone();
                let k = d.add_node(p);
                self.set_draft(d);
                self.note(fill(t.note_added_node, &[("k", &k)]));
            }
            GraphAction::ToggleEdge(u, v) => {
                let mut d = self.draft.clone();
                if let Some(added) = d.toggle_edge(u, v) {
                    self.set_draft(d);
                    let (a, b) = (u.min(v), u.max(v));
                    let text = if added {
                        t.note_added_edge
                    } else {
                        t.note_removed_edge
                    };
                    self.note(fill(text, &[("u", &a), ("v", &b)]));
                }
            }
            GraphAction::MoveStart(_) => {
                self.history.push(self.draft.clone());
            }
            GraphAction::Move(k, p) => {
                let before = self.draft.pos.get(k as usize).copied();
                self.draft.move_node(k, p);
                if before != self.draft.pos.get(k as usize).copied() {
                    self.changed(false);
                }
            }
            GraphAction::MoveEnd(_) | GraphAction::NodeClicked(_) => {}
            GraphAction::RemoveNode(k) => {
                let mut d = self.draft.clone();
                let n = d.n() as u32;
                if d.remove_node(k) {
                    self.set_draft(d);
                    let text = if k + 2 == n {
                        fill(
                            t.note_removed_node_renumbered_one,
                            &[("k", &k), ("a", &(k + 1))],
                        )
                    } else if k + 1 < n {
                        fill(
                            t.note_removed_node_renumbered,
                            &[("k", &k), ("a", &(k + 1)), ("b", &(n - 1)), ("c", &(n - 2))],
                        )
                    } else {
                        fill(t.note_removed_node, &[("k", &k)])
                    };
                    self.note(text);
                }
            }
            GraphAction::RemoveEdge(u, v) => {
                let mut d = self.draft.clone();
                if d.remove_edge(u, v) {
                    self.set_draft(d);
                    self.note(fill(t.note_removed_edge, &[("u", &u), ("v", &v)]));
                }
            }
        }
    }

    fn note(&mut self, text: String) {
        self.editor.note = Some(text.clone());
        self.messages.push(StatusMessage::Info(text));
    }

    /// Something in the draft changed; `adjacency` if the edges or nodes did (not only
    /// positions).
    fn changed(&mut self, adjacency: bool) {
        self.revision += 1;
        if !adjacency {
            if self.graph.is_some() {
                self.last_valid.1 = self.draft.pos.clone();
            }
            return;
        }
        // A layout computed for the old graph no longer fits.
        self.layout.invalidate();
        match self.draft.validate() {
            Ok(g) => {
                let same = self.graph.as_ref() == Some(&g);
                self.invalid = None;
                self.last_valid = (g.clone(), self.draft.pos.clone());
                self.graph = Some(g);
                if !same {
                    self.graph_changed();
                }
            }
            Err(e) => {
                self.invalid = Some(e);
                if self.graph.take().is_some() {
                    self.graph_changed();
                }
            }
        }
    }

    fn graph_changed(&mut self) {
        self.graph_rev += 1;
        self.slot.invalidate();
    }

    /// Undo the last edit.
    pub fn undo(&mut self) {
        if let Some(prev) = self.history.undo(self.draft.clone()) {
            let adjacency = prev.adj != self.draft.adj;
            self.draft = prev;
            self.canvas.clear();
            self.changed(adjacency);
        }
    }

    /// Redo the last undone edit.
    pub fn redo(&mut self) {
        if let Some(next) = self.history.redo(self.draft.clone()) {
            let adjacency = next.adj != self.draft.adj;
            self.draft = next;
            self.canvas.clear();
            self.changed(adjacency);
        }
    }

    /// Lay the current graph out again (force-directed or on a circle); big graphs in the
    /// background.
    pub fn relayout(&mut self, force: bool) {
        let n = self.draft.n();
        if !force {
            let mut d = self.draft.clone();
            d.pos = cat_mouse::circle_layout(n);
            self.set_draft(d);
            return;
        }
        // The force layout needs a valid graph for its edge list; an invalid draft is laid out
        // from its edges directly through a permissive copy.
        let adjacency = self.draft.adj.clone();
        let initial = self.draft.pos.clone();
        if n <= INLINE_LAYOUT_MAX_NODES {
            let mut d = self.draft.clone();
            d.pos = force_layout_lists(&adjacency, Some(&initial));
            self.set_draft(d);
        } else {
            self.layout.start("layout", move |_c| {
                let pos = force_layout_lists(&adjacency, Some(&initial));
                Ok(LayoutDone {
                    draft: Draft {
                        adj: adjacency.clone(),
                        pos,
                    },
                    for_adjacency: Some(adjacency),
                })
            });
        }
    }

    /// Replace the draft by a random graph (laid out; big graphs in the background).
    pub fn random_graph(&mut self) {
        let s = self.editor.random.clone();
        let spec = cat_mouse::RandomGraphSpec::with_density(s.nodes, s.density, s.seed);
        let edges = spec.edge_count();
        if edges > editor::RANDOM_MAX_EDGES {
            self.editor.random_error = Some(fill(
                cm_tr().random_too_many_edges,
                &[("m", &edges), ("max", &editor::RANDOM_MAX_EDGES)],
            ));
            return;
        }
        self.editor.random_error = None;
        self.editor.random.seed = s.seed.wrapping_add(1);
        let make = move || -> Result<Draft, SolveError> {
            let g = cat_mouse::random_graph(&spec).map_err(SolveError::from)?;
            let pos = cat_mouse::force_layout(&g, None, force_iterations(g.n()));
            Ok(Draft::from_graph(&g, pos))
        };
        if s.nodes <= INLINE_LAYOUT_MAX_NODES {
            match make() {
                Ok(d) => self.set_draft(d),
                Err(e) => self.editor.random_error = Some(e.to_string()),
            }
        } else {
            self.layout.start("random", move |_c| {
                Ok(LayoutDone {
                    draft: make()?,
                    for_adjacency: None,
                })
            });
        }
    }

    /// Replace the draft by a preset graph.
    pub fn use_preset(&mut self, name: &str) {
        if let Some(p) = cat_mouse::preset(name) {
            let g = p.graph();
            let pos = cat_mouse::force_layout(&g, None, force_iterations(g.n()));
            self.set_draft(Draft::from_graph(&g, pos));
            self.canvas.clear();
        }
    }

    // ---- solving -------------------------------------------------------------------------

    /// Start solving the current graph in the background (nothing happens while the draft is
    /// invalid).
    pub fn solve_now(&mut self) {
        let Some(graph) = self.graph.clone() else {
            return;
        };
        let graph_rev = self.graph_rev;
        self.slot.start(graph_rev, "cat_mouse", move |control| {
            let started = Instant::now();
            let solution = cat_mouse::solve(&graph, control)?;
            let counts = solution.counts();
            Ok(CatMouseSolved {
                graph_rev,
                solution,
                counts,
                elapsed: started.elapsed(),
            })
        });
    }

    fn needs_solve(&self) -> bool {
        self.graph.is_some() && self.slot.needs_solve(self.graph_rev)
    }

    fn poll_jobs(&mut self, env: &mut TabEnv) {
        // A change of the graph drops the running solve, so what arrives belongs to this graph.
        self.slot.poll(env.messages);
        if let Some(result) = self.layout.poll() {
            match result {
                Ok(done) => {
                    let fits = done
                        .for_adjacency
                        .as_ref()
                        .is_none_or(|adj| *adj == self.draft.adj);
                    if fits {
                        self.set_draft(done.draft);
                        self.canvas.clear();
                    }
                }
                Err(JobError::Solve(SolveError::Cancelled)) => {}
                Err(e) => {
                    let msg = crate::ui::describe_error(&e);
                    self.editor.random_error = Some(msg.clone());
                    env.messages.push(StatusMessage::Error(msg));
                }
            }
        }
        let current = self.current().cloned();
        self.compare.poll(current.as_ref(), env);
        env.messages.append(&mut self.messages);
    }

    // ---- panels --------------------------------------------------------------------------

    fn solve_controls(&mut self, ui: &mut Ui, auto_solve: bool) {
        let tr = tr();
        let t = cm_tr();
        let n = self.draft.n();
        let auto = auto_solve && n <= AUTO_SOLVE_MAX_NODES;
        ui.horizontal_wrapped(|ui| {
            if self.slot.is_running() {
                // The tab's cancel: stops a comparison and a background layout too.
                if self.slot.progress_ui(ui) {
                    self.cancel();
                }
            } else if !auto
                && ui
                    .add_enabled(self.graph.is_some(), egui::Button::new(tr.solve))
                    .clicked()
            {
                self.solve_now();
            }
        });
        if !auto && self.graph.is_some() {
            ui.label(
                RichText::new(fill(t.big_graph_solve, &[("max", &AUTO_SOLVE_MAX_NODES)]))
                    .small()
                    .weak(),
            );
        }
    }

    fn results_ui(&mut self, ui: &mut Ui) {
        let t = cm_tr();
        widgets::heading(ui, t.result);
        if self.graph.is_none() {
            ui.label(RichText::new(t.not_solved_invalid).italics());
            return;
        }
        let running = self.slot.is_running();
        let result = self.current().cloned();
        if widgets::result_placeholder(ui, self.slot.error_mut(), running, result.is_some()) {
            return;
        }
        let Some(solved) = result else { return };
        let sol = &solved.solution;
        let outcome = sol.start_outcome();
        widgets::pill(ui, outcome_text(outcome), outcome_color(outcome));
        match sol.start_moves_to_end() {
            Some(d) => ui.label(fill(t.start_moves, &[("d", &d)])),
            None => ui.label(t.start_draw_explain),
        };
        if let Some(mv) = sol.best_move(cat_mouse::Position::START) {
            ui.label(fill(t.first_move, &[("to", &mv.to)]));
        }
        let c = solved.counts;
        ui.label(
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
        ui.label(
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

    fn central_ui(&mut self, ui: &mut Ui) {
        let tr = tr();
        let t = cm_tr();
        ui.horizontal_wrapped(|ui| {
            ui.selectable_value(&mut self.view, CmView::Edit, t.view_edit);
            ui.selectable_value(&mut self.view, CmView::Solution, t.view_solution);
            ui.selectable_value(&mut self.view, CmView::Order, t.view_order);
            ui.selectable_value(&mut self.view, CmView::Compare, t.view_compare);
            ui.selectable_value(&mut self.view, CmView::Play, t.view_play);
        });
        ui.separator();
        if self.view == CmView::Edit {
            self.edit_view_ui(ui);
            return;
        }
        let Some(solved) = self.current().cloned() else {
            ui.centered_and_justified(|ui| {
                if self.graph.is_none() {
                    ui.label(t.not_solved_invalid);
                } else if self.slot.is_running() {
                    ui.spinner();
                } else if let Some(err) = self.slot.error() {
                    ui.label(err);
                } else {
                    ui.label(format!(
                        "{}\n{}",
                        tr.not_solved_yet,
                        fill(t.big_graph_solve, &[("max", &AUTO_SOLVE_MAX_NODES)])
                    ));
                }
            });
            return;
        };
        match self.view {
            CmView::Edit => {}
            CmView::Solution => self.solution_view.ui(ui, &solved, &self.draft),
            CmView::Order => self.order_view.ui(ui, &solved, &self.draft),
            CmView::Compare => {
                if let Some(name) = self.compare.ui(ui, &solved) {
                    self.use_preset(name);
                }
            }
            CmView::Play => self.play.ui(ui, &solved, &self.draft),
        }
    }

    fn edit_view_ui(&mut self, ui: &mut Ui) {
        let t = cm_tr();
        ui.label(RichText::new(t.edit_gestures).small());
        let texts = board::editor_texts();
        let size = ui.available_size() - egui::vec2(0.0, 26.0);
        let draft = &self.draft;
        let visuals = ui.visuals().clone();
        let look = |k: usize| board::base_look(&visuals, k, draft.n());
        let picture = crate::ui::graph_editor::GraphPicture {
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
            self.apply(action);
        }
        board::roles_legend(ui);
    }
}

/// The preset the tab starts with.
fn default_preset() -> &'static cat_mouse::Preset {
    cat_mouse::preset("leetcode_example_1")
        .or_else(|| cat_mouse::presets().first())
        .expect("the solver has presets")
}

/// Force-directed layout of adjacency lists that may not form a valid graph (the editor lays out
/// drafts too): builds a permissive edge set and reuses the solver crate's layout through a
/// padded valid graph when needed.
fn force_layout_lists(adj: &[Vec<u32>], initial: Option<&[[f32; 2]]>) -> Vec<[f32; 2]> {
    let n = adj.len();
    if let Ok(g) = Graph::from_adjacency(adj) {
        return cat_mouse::force_layout(&g, initial, force_iterations(n));
    }
    // An invalid draft: keep only symmetric, in-range, loop-free edges and lay out that graph
    // (with three helper nodes when it is too small to validate, which are then dropped).
    let mut lists: Vec<Vec<u32>> = vec![Vec::new(); n.max(3)];
    for (u, list) in adj.iter().enumerate() {
        for &v in list {
            let v = v as usize;
            if v < n && v != u && !lists[u].contains(&(v as u32)) && adj[v].contains(&(u as u32)) {
                lists[u].push(v as u32);
            }
        }
    }
    // Make it pass the start-node checks without changing the drawing much: an edge 1–2 if
    // needed (only used for the layout).
    if !lists[1].contains(&2) && (lists[1].is_empty() || lists[2].iter().all(|&v| v == 0)) {
        lists[1].push(2);
        lists[2].push(1);
    }
    match Graph::from_adjacency(&lists) {
        Ok(g) => {
            let init = initial.filter(|p| p.len() == n.max(3));
            let mut pos = cat_mouse::force_layout(&g, init, force_iterations(n));
            pos.truncate(n);
            pos
        }
        Err(_) => cat_mouse::circle_layout(n),
    }
}

/// "The mouse wins" / "The cat wins" / "Draw" in the current language.
pub fn outcome_text(o: Outcome) -> &'static str {
    let t = cm_tr();
    match o {
        Outcome::MouseWin => t.outcome_mouse,
        Outcome::CatWin => t.outcome_cat,
        Outcome::Draw => t.outcome_draw,
    }
}

/// "mouse wins" / "cat wins" / "draw" in the current language, for use inside sentences.
pub fn outcome_short(o: Outcome) -> &'static str {
    let t = cm_tr();
    match o {
        Outcome::MouseWin => t.outcome_mouse_short,
        Outcome::CatWin => t.outcome_cat_short,
        Outcome::Draw => t.outcome_draw_short,
    }
}

/// The palette colour of an outcome.
pub fn outcome_color(o: Outcome) -> egui::Color32 {
    match o {
        Outcome::MouseWin => palette::WIN_A,
        Outcome::CatWin => palette::WIN_B,
        Outcome::Draw => palette::DRAW,
    }
}

/// A graph error in the current language, naming the node or edge at fault.
pub fn describe_graph_error(e: &GraphError) -> String {
    let t = cm_tr();
    match e {
        GraphError::TooFewNodes { n } => fill(t.gerr_too_few, &[("n", n)]),
        GraphError::TooManyNodes { n, limit } => {
            fill(t.gerr_too_many, &[("n", n), ("limit", limit)])
        }
        GraphError::NegativeNeighbour { node, neighbour, n } => fill(
            t.gerr_negative,
            &[("node", node), ("v", neighbour), ("n", n)],
        ),
        GraphError::NeighbourOutOfRange { node, neighbour, n } => fill(
            t.gerr_out_of_range,
            &[("node", node), ("v", neighbour), ("n", n)],
        ),
        GraphError::SelfLoop { node } => fill(t.gerr_self_loop, &[("node", node)]),
        GraphError::DuplicateNeighbour { node, neighbour } => {
            fill(t.gerr_duplicate, &[("node", node), ("v", neighbour)])
        }
        GraphError::Asymmetric { node, neighbour } => {
            fill(t.gerr_asymmetric, &[("node", node), ("v", neighbour)])
        }
        GraphError::MouseIsolated => t.gerr_mouse_isolated.to_string(),
        GraphError::CatStuck => t.gerr_cat_stuck.to_string(),
        GraphError::Parse {
            line,
            column,
            message,
        } => fill(
            t.gerr_parse,
            &[("line", line), ("column", column), ("msg", message)],
        ),
    }
}

impl GameTab for CatMouseTab {
    fn game_name(&self) -> &'static str {
        "cat_mouse"
    }

    fn label(&self, _tr: &Texts) -> String {
        cm_tr().tab.to_string()
    }

    fn load(&mut self, game: Game) {
        let Game::CatMouse(cat_mouse::Setup { graph, positions }) = game else {
            return;
        };
        // a layout or random graph still computing belongs to the old content
        self.layout.invalidate();
        let n = graph.n();
        let pos = match positions.as_deref().and_then(|p| fit_positions(p, n)) {
            Some(p) => p,
            None if n <= INLINE_LAYOUT_MAX_NODES => {
                cat_mouse::force_layout(&graph, None, force_iterations(graph.n()))
            }
            None => cat_mouse::circle_layout(n),
        };
        let needs_background_layout = positions.is_none() && n > INLINE_LAYOUT_MAX_NODES;
        self.draft = Draft::from_graph(&graph, pos.clone());
        self.invalid = None;
        self.last_valid = (graph.clone(), pos);
        self.graph = Some(graph);
        self.history.clear();
        self.canvas.clear();
        self.editor = EditorState::default();
        self.revision += 1;
        self.graph_changed();
        self.solution_view = SolutionView::default();
        self.order_view = OrderView::default();
        self.play = PlayView::default();
        self.compare.reset();
        if needs_background_layout {
            // A big graph without positions: a circle now, the force layout when it is ready.
            // (Installing it is an edit the user can undo.)
            self.relayout(true);
        }
    }

    fn game(&self) -> Game {
        match &self.graph {
            Some(g) => Game::CatMouse(cat_mouse::Setup {
                graph: g.clone(),
                positions: Some(self.draft.pos.clone()),
            }),
            None => Game::CatMouse(cat_mouse::Setup {
                graph: self.last_valid.0.clone(),
                positions: Some(self.last_valid.1.clone()),
            }),
        }
    }

    fn revision(&self) -> u64 {
        self.revision
    }

    fn reset(&mut self) {
        let g = default_preset().graph();
        self.load(Game::CatMouse(cat_mouse::Setup {
            graph: g,
            positions: None,
        }));
        self.view = CmView::Solution;
    }

    fn poll(&mut self, env: &mut TabEnv) {
        self.poll_jobs(env);
        if env.auto_solve && self.draft.n() <= AUTO_SOLVE_MAX_NODES && self.needs_solve() {
            self.solve_now();
        }
    }

    fn ui(&mut self, ui: &mut Ui, env: &mut TabEnv) {
        let (undo, redo) = widgets::undo_redo_shortcuts(ui);
        if undo {
            self.undo();
        }
        if redo {
            self.redo();
        }
        egui::Panel::left("cat_mouse_side")
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
        env.messages.append(&mut self.messages);
    }

    fn exports(&self) -> Vec<ExportKind> {
        let mut kinds = vec![ExportKind::PicturePng];
        if self.current().is_some() {
            kinds.push(ExportKind::TableCsv);
            kinds.push(ExportKind::HeatmapPng);
        }
        kinds
    }

    fn export(&self, kind: ExportKind) -> Result<ExportJob, String> {
        export::export_job(self, kind)
    }

    fn busy(&self) -> Option<(String, Option<f32>)> {
        let t = cm_tr();
        if let Some(busy) = self.slot.busy(t.solving) {
            return Some(busy);
        }
        if let Some((_, fraction)) = self.compare.status() {
            return Some((t.comparing.to_string(), fraction));
        }
        self.layout
            .status()
            .map(|(_, fraction, _)| (t.laying_out.to_string(), fraction))
    }

    fn cancel(&mut self) {
        self.slot.cancel();
        self.compare.cancel();
        self.layout.cancel();
    }

    fn is_solved(&self) -> bool {
        self.current().is_some()
    }

    fn save_blocker(&self) -> Option<String> {
        self.invalid
            .as_ref()
            .map(|e| fill(cm_tr().save_blocked, &[("why", &describe_graph_error(e))]))
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
