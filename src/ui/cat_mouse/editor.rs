//! The editor side panel: counts, undo and redo, the validation message, selection help, layouts,
//! presets, paste and copy (LeetCode adjacency list or edge list) and the random generator.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{RichText, Ui};

use super::{CatMouseView, Draft, INLINE_LAYOUT_MAX_NODES, describe_graph_error};
use crate::games::cat_mouse::{
    self, GraphError, MAX_NODES, edge_list_text, leetcode_text, lists_to_draft,
};
use crate::i18n::cat_mouse::tr as game_tr;
use crate::i18n::{fill, tr};
use crate::ui::framework::tab::{GameView, TabCore};
use crate::ui::kit::graph_editor::Selection;
use crate::ui::kit::{palette, widgets};

/// Random graphs are refused above this many edges (the editor would become slow).
pub const RANDOM_MAX_EDGES: usize = 200_000;

/// Settings of the random-graph generator.
#[derive(Debug, Clone, PartialEq)]
pub struct RandomSettings {
    /// Number of nodes.
    pub nodes: usize,
    /// Fraction of all possible edges, 0..=1 (at least a spanning tree is always made).
    pub density: f64,
    /// Seed; bumped after each graph so the next one differs.
    pub seed: u64,
}

impl Default for RandomSettings {
    fn default() -> Self {
        RandomSettings {
            nodes: 8,
            density: 0.3,
            seed: 1,
        }
    }
}

/// Editor state that is not part of the scenario.
#[derive(Debug, Clone, Default)]
pub struct EditorState {
    /// The paste / copy text field.
    pub paste_text: String,
    /// Why the pasted text was refused.
    pub paste_error: Option<String>,
    /// Random-graph settings.
    pub random: RandomSettings,
    /// Why the random graph was refused.
    pub random_error: Option<String>,
    /// What the last edit did ("Removed node 3; …").
    pub note: Option<String>,
    /// The paste box shows the edge-list form (the last form used), not LeetCode's lists.
    pub edge_list_form: bool,
    /// The graph revision the paste box last showed.
    paste_shown: Option<u64>,
}

impl CatMouseView {
    pub(super) fn graph_editor_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        let t = game_tr();
        let common = tr();
        widgets::heading(ui, t.graph_heading);
        widgets::problem_statement(
            ui,
            t.rules,
            if self.quiz.on {
                t.start_here_quiz
            } else {
                t.start_here
            },
        );
        ui.horizontal_wrapped(|ui| {
            ui.label_cjk(fill(
                t.graph_counts,
                &[
                    ("n", &core.content().n()),
                    ("m", &core.content().edge_count()),
                ],
            ));
            core.undo_redo_buttons(ui);
        });
        match &self.invalid {
            Some(e) => {
                egui::Frame::new()
                    .stroke(egui::Stroke::new(1.5, ui.visuals().error_fg_color))
                    .corner_radius(4.0)
                    .inner_margin(6.0)
                    .show(ui, |ui| {
                        ui.colored_label_cjk(
                            ui.visuals().error_fg_color,
                            fill(t.invalid_graph, &[("why", &describe_graph_error(e))]),
                        );
                        ui.label_cjk(RichText::new(t.invalid_kept).small());
                    });
            }
            None => {
                ui.label_cjk(RichText::new(t.valid_graph).color(palette::WIN_A));
            }
        }
        match self.canvas.selected {
            Some(Selection::Node(k)) => {
                ui.label_cjk(RichText::new(fill(t.selected_node, &[("k", &k)])).small());
            }
            Some(Selection::Edge(u, v)) => {
                ui.label_cjk(RichText::new(fill(t.selected_edge, &[("u", &u), ("v", &v)])).small());
            }
            None => {}
        }
        if let Some(note) = &self.editor.note {
            ui.label_cjk(RichText::new(note).small().weak());
        }
        egui::CollapsingHeader::new(t.help_heading)
            .default_open(false)
            .show(ui, |ui| {
                ui.label_cjk(t.edit_help);
            });

        ui.horizontal_wrapped(|ui| {
            ui.label_cjk(t.layout);
            if ui.button(t.layout_circle).clicked() {
                self.relayout(core, false);
            }
            if ui
                .add_enabled(!self.layout.is_running(), egui::Button::new(t.layout_force))
                .clicked()
            {
                self.relayout(core, true);
            }
            if self.layout.is_running() {
                crate::ui::kit::widgets::calm_spinner(ui);
            }
        });
        ui.horizontal(|ui| {
            let mut chosen = None;
            // in Quiz mode an example's title and description would state its answer
            let exam = self.quiz.on;
            egui::ComboBox::new("cm_presets", common.presets)
                .selected_text(common.choose)
                .show_ui(ui, |ui| {
                    let presets = cat_mouse::presets();
                    if exam {
                        // a title that names LeetCode's example or a counterexample to the 2n
                        // bound (not a draw) tells the answer: neutral letters in an order of
                        // their own
                        for (k, &index) in QUIZ_ORDER.iter().enumerate() {
                            if let Some(p) = presets.get(index)
                                && ui.selectable_label(false, quiz_preset_name(k)).clicked()
                            {
                                chosen = Some(p.name);
                            }
                        }
                        return;
                    }
                    for p in presets {
                        let title = preset_title(p.name, p.title);
                        if ui
                            .selectable_label(false, title)
                            .on_hover_text(preset_description(p.name, p.description))
                            .clicked()
                        {
                            chosen = Some(p.name);
                        }
                    }
                });
            if let Some(name) = chosen {
                self.use_preset(core, name);
            }
        });
        ui.add_space(4.0);
        egui::CollapsingHeader::new(t.paste_heading)
            .default_open(true)
            .show(ui, |ui| self.paste_ui(core, ui));
        egui::CollapsingHeader::new(t.random_heading)
            .default_open(false)
            .show(ui, |ui| self.random_ui(core, ui));
    }

    fn paste_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        let t = game_tr();
        let id = ui.make_persistent_id("cm_paste_box");
        let edge_list = self.editor.edge_list_form;
        if widgets::follow_paste_box(
            ui,
            id,
            &mut self.editor.paste_text,
            &mut self.editor.paste_shown,
            self.graph_rev,
            || {
                if edge_list {
                    edge_list_text(core.content())
                } else {
                    leetcode_text(&core.content().adj)
                }
            },
        ) {
            self.editor.paste_error = None;
        }
        let label = ui.label_cjk(t.paste_label);
        ui.add(
            egui::TextEdit::multiline(&mut self.editor.paste_text)
                .id(id)
                .desired_rows(3)
                .desired_width(f32::INFINITY)
                .hint_text("[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]")
                .font(egui::TextStyle::Monospace)
                // "-7" stays whole where the box wraps
                .layouter(&mut crate::ui::kit::cjk_wrap::numbers_layouter),
        )
        .labelled_by(label.id);
        ui.horizontal_wrapped(|ui| {
            if ui.button(t.use_leetcode).clicked() {
                let parsed = cat_mouse::graph::parse_leetcode_lists(&self.editor.paste_text);
                self.editor.edge_list_form = false;
                self.use_pasted(core, parsed);
            }
            if ui.button(t.use_edge_list).clicked() {
                let parsed = cat_mouse::graph::parse_edge_list_lists(&self.editor.paste_text, None);
                self.editor.edge_list_form = true;
                self.use_pasted(core, parsed);
            }
        });
        ui.horizontal_wrapped(|ui| {
            if ui.button(t.copy_leetcode).clicked() {
                let text = leetcode_text(&core.content().adj);
                self.editor.edge_list_form = false;
                ui.ctx().copy_text(text.clone());
                self.editor.paste_text = crate::ui::kit::widgets::text_for_field(text);
                self.editor.paste_error = None;
            }
            if ui.button(t.copy_edge_list).clicked() {
                let text = edge_list_text(core.content());
                self.editor.edge_list_form = true;
                ui.ctx().copy_text(text.clone());
                self.editor.paste_text = crate::ui::kit::widgets::text_for_field(text);
                self.editor.paste_error = None;
            }
        });
        if let Some(err) = &self.editor.paste_error {
            ui.colored_label_cjk(ui.visuals().error_fg_color, err);
        }
    }

    /// Install parsed lists as the new draft (laid out anew), or show why not.
    fn use_pasted(&mut self, core: &mut TabCore<Self>, parsed: Result<Vec<Vec<i64>>, GraphError>) {
        let adj = match parsed.and_then(|lists| lists_to_draft(&lists)) {
            Ok(adj) => adj,
            Err(e) => {
                self.editor.paste_error = Some(fill(
                    game_tr().paste_refused,
                    &[("why", &describe_graph_error(&e))],
                ));
                return;
            }
        };
        self.editor.paste_error = None;
        let n = adj.len();
        let mut draft = Draft {
            pos: cat_mouse::circle_layout(n),
            adj,
        };
        if n <= INLINE_LAYOUT_MAX_NODES {
            draft.pos = cat_mouse::force_layout_lists(&draft.adj, None);
            core.edit(draft);
        } else {
            core.edit(draft);
            // validate first: the new graph's layout must outlive the change
            self.settle(core);
            self.relayout(core, true);
        }
        self.canvas.clear();
    }

    fn random_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        let t = game_tr();
        let r = &mut self.editor.random;
        egui::Grid::new("cm_random").num_columns(2).show(ui, |ui| {
            // a grid's columns do not wrap (the side panel wraps other text)
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
            let label = ui.label_cjk(t.random_nodes);
            ui.add(egui::DragValue::new(&mut r.nodes).range(3..=MAX_NODES))
                .labelled_by(label.id);
            ui.end_row();
            let label = ui.label_cjk(t.random_density);
            ui.add(egui::Slider::new(&mut r.density, 0.0..=1.0).fixed_decimals(2))
                .labelled_by(label.id);
            ui.end_row();
            let label = ui.label_cjk(tr().seed);
            ui.add(egui::DragValue::new(&mut r.seed))
                .labelled_by(label.id);
            ui.end_row();
        });
        let spec = cat_mouse::RandomGraphSpec::with_density(r.nodes, r.density, r.seed);
        ui.label_cjk(
            RichText::new(fill(t.random_edges, &[("m", &spec.edge_count())]))
                .small()
                .weak(),
        );
        if ui.button(t.random_make).clicked() {
            self.random_graph(core);
        }
        if let Some(err) = &self.editor.random_error {
            ui.colored_label_cjk(ui.visuals().error_fg_color, err);
        }
    }
}

/// The presets' order in Quiz mode (indices into `cat_mouse::presets()`): not the normal order.
pub const QUIZ_ORDER: [usize; 5] = [3, 0, 4, 2, 1];

/// The neutral name of the `k`-th preset in Quiz mode: "Graph A", "Graph B", …
pub fn quiz_preset_name(k: usize) -> String {
    let letter = char::from(b'A' + (k % 26) as u8);
    fill(game_tr().preset_quiz, &[("k", &letter)])
}

/// A preset's title in the current language.
pub fn preset_title(name: &str, english: &'static str) -> &'static str {
    let t = game_tr();
    match name {
        "leetcode_example_1" => t.preset_lc1,
        "leetcode_example_2" => t.preset_lc2,
        "naive_bound_a" => t.preset_a,
        "naive_bound_b" => t.preset_b,
        "mouse_walks_into_cat" => t.preset_forced,
        _ => english,
    }
}

/// A preset's description in the current language.
pub fn preset_description(name: &str, english: &'static str) -> &'static str {
    let t = game_tr();
    match name {
        "leetcode_example_1" => t.preset_lc1_about,
        "leetcode_example_2" => t.preset_lc2_about,
        "naive_bound_a" => t.preset_a_about,
        "naive_bound_b" => t.preset_b_about,
        "mouse_walks_into_cat" => t.preset_forced_about,
        _ => english,
    }
}
