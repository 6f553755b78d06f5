//! The tab's edits of the draft: canvas actions (with a note of what they did), layouts,
//! random graphs, presets, and installing a layout computed in the background.

use super::{CatMouseView, Draft, INLINE_LAYOUT_MAX_NODES, LayoutDone, editor};
use crate::games::SolveError;
use crate::games::cat_mouse::{self, force_iterations};
use crate::i18n::cat_mouse::tr as game_tr;
use crate::i18n::fill;
use crate::jobs::JobError;
use crate::ui::framework::tab::TabCore;
use crate::ui::framework::{StatusMessage, TabEnv};
use crate::ui::kit::graph_editor::GraphAction;

impl CatMouseView {
    /// Apply one canvas action (an edit, recorded for undo).
    pub fn apply(&mut self, core: &mut TabCore<Self>, action: GraphAction) {
        let t = game_tr();
        match action {
            GraphAction::AddNode(p) => {
                let mut d = core.content().clone();
                let k = d.add_node(p);
                core.edit(d);
                self.note(core, fill(t.note_added_node, &[("k", &k)]));
            }
            GraphAction::ToggleEdge(u, v) => {
                let mut d = core.content().clone();
                if let Some(added) = d.toggle_edge(u, v) {
                    core.edit(d);
                    let (a, b) = (u.min(v), u.max(v));
                    let text = if added {
                        t.note_added_edge
                    } else {
                        t.note_removed_edge
                    };
                    self.note(core, fill(text, &[("u", &a), ("v", &b)]));
                }
            }
            GraphAction::MoveStart(_) => core.push_undo_step(),
            GraphAction::Move(k, p) => core.edit_untracked(|draft| {
                let before = draft.pos.get(k as usize).copied();
                draft.move_node(k, p);
                before != draft.pos.get(k as usize).copied()
            }),
            GraphAction::MoveEnd(_) | GraphAction::NodeClicked(_) => {}
            GraphAction::RemoveNode(k) => {
                let mut d = core.content().clone();
                let n = d.n() as u32;
                if d.remove_node(k) {
                    core.edit(d);
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
                    self.note(core, text);
                }
            }
            GraphAction::RemoveEdge(u, v) => {
                let mut d = core.content().clone();
                if d.remove_edge(u, v) {
                    core.edit(d);
                    self.note(core, fill(t.note_removed_edge, &[("u", &u), ("v", &v)]));
                }
            }
        }
    }

    fn note(&mut self, core: &mut TabCore<Self>, text: String) {
        self.editor.note = Some(text.clone());
        core.messages.push(StatusMessage::Info(text.into()));
    }

    /// Lay the current graph out again (force-directed or on a circle); big graphs in the
    /// background.
    pub fn relayout(&mut self, core: &mut TabCore<Self>, force: bool) {
        let n = core.content().n();
        if !force {
            let mut d = core.content().clone();
            d.pos = cat_mouse::circle_layout(n);
            core.edit(d);
            return;
        }
        if n <= INLINE_LAYOUT_MAX_NODES {
            // The force layout needs a valid graph for its edge list; an invalid draft is laid
            // out from its edges directly.
            let mut d = core.content().clone();
            d.pos = cat_mouse::force_layout_lists(&d.adj, Some(&d.pos));
            core.edit(d);
        } else {
            self.layout_in_background(core, false);
        }
    }

    /// Start the force layout of the current draft on the layout runner; `on_open` marks the
    /// layout of a graph opened without positions.
    pub(super) fn layout_in_background(&mut self, core: &TabCore<Self>, on_open: bool) {
        let adjacency = core.content().adj.clone();
        let initial = core.content().pos.clone();
        self.layout.start("layout", move |_c| {
            let pos = cat_mouse::force_layout_lists(&adjacency, Some(&initial));
            Ok(LayoutDone {
                draft: Draft {
                    adj: adjacency.clone(),
                    pos,
                },
                for_adjacency: Some(adjacency),
                on_open,
            })
        });
    }

    /// Replace the draft by a random graph (laid out; big graphs in the background).
    pub fn random_graph(&mut self, core: &mut TabCore<Self>) {
        let s = self.editor.random.clone();
        let spec = cat_mouse::RandomGraphSpec::with_density(s.nodes, s.density, s.seed);
        let edges = spec.edge_count();
        if edges > editor::RANDOM_MAX_EDGES {
            self.editor.random_error = Some(fill(
                game_tr().random_too_many_edges,
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
                Ok(d) => core.edit(d),
                Err(e) => self.editor.random_error = Some(e.to_string()),
            }
        } else {
            self.layout.start("random", move |_c| {
                Ok(LayoutDone {
                    draft: make()?,
                    for_adjacency: None,
                    on_open: false,
                })
            });
        }
    }

    /// Replace the draft by a preset graph.
    pub fn use_preset(&mut self, core: &mut TabCore<Self>, name: &str) {
        if let Some(p) = cat_mouse::preset(name) {
            let g = p.graph();
            let pos = cat_mouse::force_layout(&g, None, force_iterations(g.n()));
            core.edit(Draft::from_graph(&g, pos));
            self.canvas.clear();
        }
    }

    pub(super) fn poll_layout(&mut self, core: &mut TabCore<Self>, env: &mut TabEnv) {
        let Some(result) = self.layout.poll() else {
            return;
        };
        match result {
            Ok(done) => {
                let fits = done
                    .for_adjacency
                    .as_ref()
                    .is_none_or(|adj| *adj == core.content().adj);
                // (once the user moved a node, the layout is an edit like any other)
                let untouched = self.computed_pos.as_ref() == Some(&core.content().pos);
                if fits && done.on_open && untouched {
                    // not an edit: no undo step, and nothing new to save
                    self.computed_pos = Some(done.draft.pos.clone());
                    core.edit_untracked(|draft| {
                        *draft = done.draft;
                        true
                    });
                    self.canvas.clear();
                } else if fits {
                    core.edit(done.draft);
                    self.canvas.clear();
                }
            }
            Err(JobError::Solve(SolveError::Cancelled)) => {}
            Err(e) => {
                let msg = crate::ui::framework::describe_error(&e);
                self.editor.random_error = Some(msg.clone());
                env.messages.push(StatusMessage::Error(msg.into()));
            }
        }
    }
}
