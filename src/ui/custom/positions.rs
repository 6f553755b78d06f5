//! The Positions view of the Game Lab: the inspector of one position (its moves, each child's
//! outcome or value, and why the position's own follows), above the list of every position,
//! which sorts by any column and searches the positions' text. In Quiz mode what has not been
//! asked yet is hidden (`shows` says what may be shown).

use crate::quiz::custom::Shown;
use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{RichText, Ui};

use crate::games::custom::layout::{GRAPH_MAX_MOVES, GRAPH_MAX_POSITIONS, Layers};
use crate::games::custom::{Outcome, Pos, PosId, Solved};
use crate::i18n::custom::tr as game_tr;
use crate::i18n::fill;
use crate::ui::kit::palette;

/// Longest position text shown in the list and the inspector.
pub const TEXT_MAX: usize = 60;

/// Rows of the list at most (the list is virtual, but a million rows help nobody); sorting and
/// search cover these rows.
pub const LIST_MAX: usize = 100_000;

/// Height kept for the game graph below the inspector (with its legend), where the window allows.
pub const GRAPH_MIN_HEIGHT: f32 = 240.0;

/// What may be shown of a position (Quiz mode hides what was not asked yet).
pub type Shows<'a> = &'a dyn Fn(PosId, Shown) -> bool;

/// A column of the list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Column {
    Id,
    /// (The first sort: by position, integers by size, tuples item by item.)
    #[default]
    Position,
    /// The outcome (with moves to the end) or the value.
    Result,
    ToEnd,
    Grundy,
    Moves,
}

impl Column {
    /// Whether sorting by this column would give answers away in Quiz mode.
    fn is_answer(self) -> bool {
        matches!(self, Column::Result | Column::ToEnd | Column::Grundy)
    }
}

/// The rows in the order shown, for one game, sort and search.
#[derive(Debug, Default)]
struct Order {
    key: (u64, Column, bool, String),
    rows: Vec<PosId>,
}

/// A position drawn in the game graph: where, how large, in which colour, and the label
/// written in it (its name when every name fits, else its number, the list's first column).
#[derive(Debug, Clone, PartialEq)]
pub struct GraphNode {
    pub id: PosId,
    pub at: egui::Pos2,
    pub r: f32,
    pub colour: egui::Color32,
    pub label: String,
}

/// The selected position, the list's sort and search.
#[derive(Debug, Default)]
pub struct PositionsView {
    /// The position the inspector shows (`None`: the start).
    pub selected: Option<PosId>,
    /// The column the list is sorted by, and whether in reverse.
    pub sort: (Column, bool),
    /// Text the positions must contain.
    pub search: String,
    /// The list is shown instead of the game graph.
    pub show_list: bool,
    /// The positions the game graph drew last frame (none: not drawn).
    pub nodes: Vec<GraphNode>,
    /// The part of the graph's canvas in view (where the nodes must be), when drawn.
    pub canvas: Option<egui::Rect>,
    order: Option<Order>,
    /// Where the inspector's rows of text ended last frame, below its top, in order.
    inspector_rows: Vec<f32>,
}

/// The bottoms of the rows of text drawn on `layer` from shape `first` on, below `top`, sorted.
fn row_ends(ctx: &egui::Context, layer: egui::LayerId, first: usize, top: f32) -> Vec<f32> {
    fn walk(shape: &egui::Shape, top: f32, out: &mut Vec<f32>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, top, out)),
            egui::Shape::Text(text) => out.extend(
                text.galley
                    .rows
                    .iter()
                    .map(|r| text.pos.y + r.rect().bottom() - top),
            ),
            _ => {}
        }
    }
    let mut ends = ctx.graphics(|g| {
        let mut out = Vec::new();
        if let Some(list) = g.get(layer) {
            for clipped in list.all_entries().skip(first) {
                walk(&clipped.shape, top, &mut out);
            }
        }
        out
    });
    ends.sort_by(f32::total_cmp);
    ends
}

/// `height` moved to the end of the last row in `ends` that ends within it (or a few points
/// past it: a row a hair too low is shown rather than dropped), so that the scrolled area shows
/// whole rows; unchanged without rows. (Never much taller: the graph below keeps its share.)
fn whole_rows(ends: &[f32], height: f32) -> f32 {
    const PAST: f32 = 8.0;
    // (half a point short: the clip is rounded outwards to whole pixels)
    ends.iter()
        .map(|&e| e - 0.5)
        .filter(|&e| e > 0.0 && e <= height + PAST)
        .max_by(f32::total_cmp)
        .unwrap_or(height)
}

pub fn outcome_word(o: Outcome) -> &'static str {
    let t = game_tr();
    match o {
        Outcome::Win => t.win,
        Outcome::Lose => t.lose,
        Outcome::Draw => t.draw,
    }
}

pub fn outcome_colour(o: Outcome) -> egui::Color32 {
    match o {
        Outcome::Win => palette::WIN_A,
        Outcome::Lose => palette::WIN_B,
        Outcome::Draw => palette::DRAW,
    }
}

pub fn value_colour(v: i64) -> egui::Color32 {
    match v.signum() {
        1 => palette::WIN_A,
        -1 => palette::WIN_B,
        _ => palette::DRAW,
    }
}

impl PositionsView {
    /// A new result: keep the selection if the position still exists.
    pub fn on_new_result(&mut self, positions: usize) {
        if self.selected.is_some_and(|p| p as usize >= positions) {
            self.selected = None;
        }
        self.order = None;
    }

    /// The inspector above the list. `revision` names the result (the sorted order is kept
    /// for it).
    pub fn ui(&mut self, ui: &mut Ui, game: &Solved, revision: u64, shows: Shows, quiz: bool) {
        self.nodes.clear();
        self.canvas = None;
        let at = self.inspector_ui(ui, game, shows, list_inspector_height(ui));
        self.list(ui, game, at, revision, shows, quiz);
    }

    /// The inspector above the game graph or the list (a choice between the two).
    pub fn ui_with_graph(
        &mut self,
        ui: &mut Ui,
        game: &Solved,
        layers: &Layers,
        revision: u64,
        shows: Shows,
        quiz: bool,
    ) {
        let t = game_tr();
        // the graph wants room: the inspector scrolls in less of the height, and leaves the
        // graph at least `GRAPH_MIN_HEIGHT`
        let height = ui.available_height();
        // (presentation mode: the graph, drawn larger, takes more of the room)
        let share = if crate::ui::kit::theme::presentation(ui.ctx()) {
            0.15
        } else {
            0.3
        };
        // (the inspector's heading and its first sentence, about three lines, always in view:
        // in presentation mode at 1024 × 768 a seventh of the height cut the sentence)
        // (the heading's row, the gap, the sentence's two rows)
        let lines =
            3.0 * ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y + 1.0;
        let inspector = if self.show_list {
            list_inspector_height(ui)
        } else if layers.layers.is_none() {
            // a graph too large to draw is one sentence: the inspector may take more
            (height * 0.45).max(lines)
        } else {
            (height * share)
                .max(lines)
                .min(height - GRAPH_MIN_HEIGHT)
                .max(60.0)
        };
        // (the graph with its labelled nodes fits below: the inspector scrolls in what is left,
        // at least its heading's row)
        let inspector = if self.show_list {
            inspector
        } else if let Some(rows) = layers.layers.as_ref() {
            let key = 2.0 * ui.spacing().interact_size.y + 2.0 * ui.spacing().item_spacing.y;
            let need = graph_need(ui, rows.len());
            inspector
                .min(height - key - need)
                .max(ui.text_style_height(&egui::TextStyle::Body))
        } else {
            inspector
        };
        let at = self.inspector_ui(ui, game, shows, inspector);
        // (presentation mode: the graph's key on this row, the graph the taller)
        let present = crate::ui::kit::theme::presentation(ui.ctx());
        ui.horizontal_wrapped(|ui| {
            ui.selectable_value(&mut self.show_list, false, t.show_graph)
                .on_hover_text(t.show_tip);
            ui.selectable_value(&mut self.show_list, true, t.show_list)
                .on_hover_text(t.show_tip);
            if present && self.show_list {
                // (presentation mode: the search on this row, a row more of the list)
                ui.separator();
                self.search_ui(ui, game, true);
            }
            if present && !self.show_list && layers.layers.is_some() {
                ui.separator();
                let quiz_hides = (0..game.positions() as PosId).any(|p| !shows(p, Shown::Outcome));
                graph_legend(ui, game, quiz_hides, false);
                dashed_key(ui);
            }
        });
        self.nodes.clear();
        self.canvas = None;
        if self.show_list {
            self.list_rows(ui, game, at, revision, shows, quiz, !present);
        } else {
            self.graph(ui, game, layers, at, shows);
        }
    }

    /// The inspector of the selected position (in a scroll area) and a separator; returns the
    /// position shown.
    fn inspector_ui(&mut self, ui: &mut Ui, game: &Solved, shows: Shows, max_height: f32) -> PosId {
        let at = self.selected.unwrap_or(game.start());
        // whole rows of text: the height ends at the nearest end of a row drawn last frame
        // (a projector showed a row cut through the middle)
        let max_height = whole_rows(&self.inspector_rows, max_height);
        egui::ScrollArea::vertical()
            .id_salt("custom_inspector")
            .max_height(max_height)
            // (egui's least height of a scrolled area, 64, is more than the graph leaves in
            // presentation mode)
            .min_scrolled_height(max_height.min(64.0))
            .auto_shrink([false, true])
            .show(ui, |ui| {
                let layer = ui.layer_id();
                let top = ui.min_rect().top();
                let first = ui
                    .ctx()
                    .graphics(|g| g.get(layer).map_or(0, |l| l.next_idx().0));
                if let Some(q) = inspector(ui, game, at, shows) {
                    self.selected = Some(q);
                }
                self.inspector_rows = row_ends(ui.ctx(), layer, first, top);
            });
        ui.separator();
        at
    }

    /// The game graph: the positions in rows by depth (the start at the top), coloured by
    /// outcome or value (neutral where Quiz mode hides it); a click selects a position. A graph
    /// too large to draw is summarised in one line.
    fn graph(&mut self, ui: &mut Ui, game: &Solved, layers: &Layers, at: PosId, shows: Shows) {
        let t = game_tr();
        let Some(rows) = layers.layers.as_ref() else {
            const COUNTS_MAX: usize = 40;
            let mut counts: Vec<String> = layers
                .counts
                .iter()
                .take(COUNTS_MAX)
                .map(|c| c.to_string())
                .collect();
            if layers.counts.len() > COUNTS_MAX {
                counts.push("…".to_string());
            }
            ui.label_cjk(fill(
                t.graph_summary,
                &[
                    ("n", &game.positions()),
                    ("moves", &game.move_count()),
                    ("layers", &layers.counts.len()),
                    ("max", &GRAPH_MAX_POSITIONS),
                    ("max_moves", &GRAPH_MAX_MOVES),
                    ("counts", &counts.join(", ")),
                ],
            ));
            return;
        };
        let quiz_hides = (0..game.positions() as PosId).any(|p| !shows(p, Shown::Outcome));
        // (a short window: the notes on dashes and clicks go to the picture's tooltip; in
        // presentation mode too, where the graph wants all the room there is and its key
        // stands on the row above)
        let present = crate::ui::kit::theme::presentation(ui.ctx());
        let roomy = ui.available_height() > GRAPH_MIN_HEIGHT && !present;
        if !present {
            ui.horizontal_wrapped(|ui| graph_legend(ui, game, quiz_hides, roomy));
        }
        if roomy {
            ui.label_cjk(RichText::new(t.graph_click).small().weak());
        }
        self.graph_canvas(ui, game, rows, layers, at, shows, present);
    }

    /// The graph's drawing, over the room left.
    #[allow(clippy::too_many_arguments)]
    fn graph_canvas(
        &mut self,
        ui: &mut Ui,
        game: &Solved,
        rows: &[Vec<PosId>],
        layers: &Layers,
        at: PosId,
        shows: Shows,
        present: bool,
    ) {
        let t = game_tr();
        let neutral = ui.visuals().widgets.inactive.bg_fill;
        let scale = crate::ui::kit::theme::scale(ui.ctx());
        let size = ui.available_size().max(egui::vec2(120.0, 48.0));
        let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
        let label = fill(
            t.graph_label,
            &[("n", &game.positions()), ("layers", &rows.len())],
        );
        response
            .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Figure, true, label.as_str()));
        crate::ui::kit::layout::picture(ui, rect);
        self.canvas = Some(rect.intersect(ui.clip_rect()));
        let rect = rect.shrink(6.0);
        let row_h = rect.height() / rows.len().max(1) as f32;
        let widest = rows.iter().map(Vec::len).max().unwrap_or(1).max(1);
        let font = label_font(ui);
        // each node's label in it: the positions' names when every name fits its column
        // (the questions name them so), else their numbers (the list's first column)
        let painter = ui.painter_at(response.rect);
        let width_of = |text: &str| {
            painter
                .layout_no_wrap(text.to_string(), font.clone(), egui::Color32::WHITE)
                .size()
                .x
        };
        let names_fit = rows.iter().all(|row| {
            let column = rect.width() / row.len().max(1) as f32;
            row.iter()
                .all(|&p| width_of(&game.position_text(p, 12)) + 6.0 <= column.min(4.0 * font.size))
        });
        let mut labels = vec![String::new(); game.positions()];
        for &p in rows.iter().flatten() {
            labels[p as usize] = if names_fit {
                game.position_text(p, 12)
            } else {
                p.to_string()
            };
        }
        let label_w = rows
            .iter()
            .flatten()
            .map(|&p| width_of(&labels[p as usize]))
            .fold(0.0, f32::max);
        // a node as large as its label, where the rows and the widest row leave room
        let r = (row_h * 0.3)
            .min(rect.width() / widest as f32 * 0.42)
            .clamp(2.0, 12.0 * scale)
            .max(label_w / 2.0 + 3.0)
            .max(font.size * 0.6)
            .min(row_h * 0.5 - 1.0)
            .min(rect.width() / widest as f32 * 0.5 - 1.0)
            .max(2.0);
        // presentation mode spreads the rows and the widest row over the whole canvas (room
        // for a node at the edges); elsewhere each row sits in its band
        let spread = if present {
            let inner = rect.shrink2(egui::vec2(r + 2.0, r + 4.0));
            inner.is_positive().then_some(inner)
        } else {
            None
        };
        let mut centre = vec![egui::Pos2::ZERO; game.positions()];
        for (l, row) in rows.iter().enumerate() {
            let y = match spread {
                Some(inner) if rows.len() > 1 => {
                    inner.top() + inner.height() * l as f32 / (rows.len() - 1) as f32
                }
                Some(inner) => inner.center().y,
                None => rect.top() + row_h * (l as f32 + 0.5),
            };
            for (i, &p) in row.iter().enumerate() {
                let f = (i as f32 + 0.5) / row.len() as f32;
                let x = match spread {
                    Some(inner) if widest > 1 => {
                        // the widest row's first and last columns to the canvas's edges
                        let edge = 0.5 / widest as f32;
                        inner.left() + inner.width() * (f - edge) / (1.0 - 2.0 * edge)
                    }
                    _ => rect.left() + rect.width() * f,
                };
                centre[p as usize] = egui::pos2(x, y);
            }
        }
        // (on a projector the edges are thick and dark: 1-point grey lines vanished, issue 24)
        let (line, back, width) = if present {
            let ink = ui.visuals().text_color();
            (ink.gamma_multiply(0.75), ink.gamma_multiply(0.6), 2.5)
        } else {
            let line = ui.visuals().weak_text_color().gamma_multiply(0.6);
            (line, ui.visuals().text_color().gamma_multiply(0.5), 1.0)
        };
        let depth = &layers.depth;
        for p in 0..game.positions() as PosId {
            let a = centre[p as usize];
            for &q in game.moves(p) {
                let b = centre[q as usize];
                if p == q {
                    painter.circle_stroke(
                        a + egui::vec2(r, -r),
                        r * 0.7,
                        egui::Stroke::new(width, back),
                    );
                    continue;
                }
                let forward = depth[q as usize] > depth[p as usize];
                let dir = (b - a).normalized();
                let tip = b - dir * (r + 1.0);
                let points: Vec<egui::Pos2> = if forward {
                    vec![a + dir * r, tip]
                } else {
                    // a curve bent to the side (the two directions of a pair apart)
                    let normal = egui::vec2(-dir.y, dir.x);
                    let bend = ((b - a).length() * 0.25).clamp(10.0, 60.0);
                    // (the curve's control point kept in the canvas: a curve under the last
                    // row was cut at the bottom)
                    let mid = (egui::pos2((a.x + b.x) / 2.0, (a.y + b.y) / 2.0) + normal * bend)
                        .clamp(rect.min, rect.max);
                    (0..=12)
                        .map(|k| {
                            let s = k as f32 / 12.0;
                            let u = 1.0 - s;
                            let v = a.to_vec2() * (u * u)
                                + mid.to_vec2() * (2.0 * u * s)
                                + b.to_vec2() * (s * s);
                            v.to_pos2()
                        })
                        .collect()
                };
                let (colour, head_from) = if forward {
                    painter.line_segment([points[0], tip], egui::Stroke::new(width, line));
                    (line, a)
                } else {
                    painter.extend(egui::Shape::dashed_line(
                        &points,
                        egui::Stroke::new(width, back),
                        4.0 * scale,
                        3.0 * scale,
                    ));
                    (back, points[points.len() - 3])
                };
                // the arrow head, at the border of the child
                let d = (b - head_from).normalized();
                let tip = b - d * (r + 1.0);
                let n = egui::vec2(-d.y, d.x);
                let h = (r * 0.8).clamp(3.0, 6.0 * scale);
                painter.add(egui::Shape::convex_polygon(
                    vec![tip, tip - d * h + n * h * 0.5, tip - d * h - n * h * 0.5],
                    colour,
                    egui::Stroke::NONE,
                ));
            }
        }
        let hover = response
            .hover_pos()
            .and_then(|h| nearest(&centre, h, r + 4.0));
        let text_colour = ui.visuals().text_color();
        for row in rows {
            for &p in row {
                let c = centre[p as usize];
                let fill_colour = if !shows(p, Shown::Outcome) {
                    neutral
                } else if let Some(v) = game.value(p) {
                    value_colour(v)
                } else {
                    game.outcome(p).map_or(neutral, outcome_colour)
                };
                painter.circle_filled(c, r, fill_colour);
                let label = std::mem::take(&mut labels[p as usize]);
                let ink = if fill_colour.intensity() > 0.55 {
                    egui::Color32::BLACK
                } else {
                    egui::Color32::WHITE
                };
                painter.text(c, egui::Align2::CENTER_CENTER, &label, font.clone(), ink);
                self.nodes.push(GraphNode {
                    id: p,
                    at: c,
                    r,
                    colour: fill_colour,
                    label,
                });
                if p == at {
                    painter.circle_stroke(
                        c,
                        r + 3.0,
                        egui::Stroke::new(2.5, ui.visuals().strong_text_color()),
                    );
                } else if hover == Some(p) {
                    painter.circle_stroke(c, r + 2.0, egui::Stroke::new(1.5, text_colour));
                }
            }
        }
        if let Some(p) = hover {
            let mut tip = format!("{p}: {}", game.position_text(p, TEXT_MAX));
            if shows(p, Shown::Outcome) {
                if let Some(v) = game.value(p) {
                    tip = format!("{tip}: {v}");
                } else if let Some(o) = game.outcome(p) {
                    tip = format!("{tip}: {}", outcome_word(o));
                }
            }
            response.clone().on_hover_text_at_pointer(tip);
        } else {
            response
                .clone()
                .on_hover_text(format!("{}\n{}", t.graph_click, t.graph_back));
        }
        if response.clicked()
            && let Some(at) = response.interact_pointer_pos()
            && let Some(p) = nearest(&centre, at, r + 4.0)
        {
            self.selected = Some(p);
        }
    }

    /// The rows in the order shown (sorted and searched), built when the sort, the search or
    /// the result change.
    fn rows(&mut self, game: &Solved, revision: u64) -> &[PosId] {
        let key = (
            revision,
            self.sort.0,
            self.sort.1,
            self.search.trim().to_lowercase(),
        );
        if self.order.as_ref().is_none_or(|o| o.key != key) {
            let shown = game.positions().min(LIST_MAX) as PosId;
            let mut rows: Vec<PosId> = (0..shown).collect();
            let query = &key.3;
            if !query.is_empty() {
                rows.retain(|&id| {
                    game.position_text(id, 400)
                        .to_lowercase()
                        .contains(query.as_str())
                });
            }
            sort_rows(game, &mut rows, key.1);
            if key.2 {
                rows.reverse();
            }
            self.order = Some(Order { key, rows });
        }
        self.order.as_ref().map_or(&[], |o| &o.rows)
    }

    /// The search field (its name says, on hover in presentation mode, what a click on a row
    /// does); `present`: presentation mode.
    fn search_ui(&mut self, ui: &mut Ui, game: &Solved, present: bool) {
        let t = game_tr();
        let caption = if game.is_scoring() {
            t.click_row_scoring
        } else {
            t.click_row
        };
        let label = ui.label_cjk(t.search);
        let label = if present {
            label.on_hover_text(caption)
        } else {
            label
        };
        ui.add(
            egui::TextEdit::singleline(&mut self.search)
                .hint_text(t.search_hint)
                .desired_width(180.0),
        )
        .labelled_by(label.id);
        if game.positions() > LIST_MAX {
            ui.label_cjk(
                RichText::new(fill(t.sorted_first, &[("max", &LIST_MAX)]))
                    .small()
                    .weak(),
            );
        }
    }

    /// The list; `quiz`: Quiz mode is on (no sorting by answers).
    pub fn list(
        &mut self,
        ui: &mut Ui,
        game: &Solved,
        at: PosId,
        revision: u64,
        shows: Shows,
        quiz: bool,
    ) {
        self.list_rows(ui, game, at, revision, shows, quiz, true);
    }

    /// The list, with its search row above it when `search`.
    #[allow(clippy::too_many_arguments)]
    fn list_rows(
        &mut self,
        ui: &mut Ui,
        game: &Solved,
        at: PosId,
        revision: u64,
        shows: Shows,
        quiz: bool,
        search: bool,
    ) {
        let t = game_tr();
        let n = game.positions();
        if quiz && self.sort.0.is_answer() {
            self.sort = (Column::Id, false);
        }
        let scoring = game.is_scoring();
        let caption = if scoring {
            t.click_row_scoring
        } else {
            t.click_row
        };
        // (presentation mode: the caption on hover of the search's name, the rows the room:
        // at 1024 × 768 its two lines left the list three rows)
        let present = crate::ui::kit::theme::presentation(ui.ctx());
        if search {
            ui.horizontal(|ui| self.search_ui(ui, game, present));
        }
        let rows_len = self.rows(game, revision).len();
        if !self.search.trim().is_empty() {
            ui.label_cjk(fill(
                t.matches,
                &[("k", &rows_len), ("n", &n.min(LIST_MAX))],
            ));
        } else if n > LIST_MAX {
            ui.label_cjk(fill(t.shown_rows, &[("shown", &LIST_MAX), ("n", &n)]));
        }
        if !present {
            ui.label_cjk(RichText::new(caption).small().weak());
        }
        let grundy = game.has_grundy();
        // each column as wide as its header (with a sort arrow) and its widest value, the
        // position's text in what is left of the width (in any text size)
        // (the cells' own padding parts the columns: half the usual gap between them)
        ui.spacing_mut().item_spacing.x *= 0.5;
        let spacing = ui.spacing().item_spacing.x;
        let pad = 2.0 * ui.spacing().button_padding.x + 2.0;
        let one_line = |ui: &Ui, text: RichText| {
            egui::WidgetText::from(text)
                .into_galley(
                    ui,
                    Some(egui::TextWrapMode::Extend),
                    f32::INFINITY,
                    egui::TextStyle::Body,
                )
                .size()
                .x
        };
        let sort = self.sort;
        let header = |ui: &Ui, column: Column, name: &str| {
            // room for the sort arrow in the sorted column only
            let arrow = if sort.0 == column { " ↓" } else { "" };
            one_line(ui, RichText::new(format!("{name}{arrow}")).strong())
        };
        let widest = |ui: &Ui, texts: &[&str]| {
            texts
                .iter()
                .map(|s| one_line(ui, RichText::new(*s)))
                .fold(0.0_f32, f32::max)
        };
        let result_name = if scoring { t.col_value } else { t.col_outcome };
        let words = [
            outcome_word(Outcome::Win),
            outcome_word(Outcome::Lose),
            outcome_word(Outcome::Draw),
            "-0000",
        ];
        let fixed = [
            header(ui, Column::Id, t.col_id).max(widest(ui, &[&n.to_string()])) + pad,
            0.0,
            header(ui, Column::Result, result_name).max(widest(ui, &words)) + pad,
            header(ui, Column::ToEnd, t.col_moves_to_end).max(widest(ui, &["000"])) + pad,
            header(ui, Column::Grundy, t.col_grundy).max(widest(ui, &["00"])) + pad,
            header(ui, Column::Moves, t.col_moves).max(widest(ui, &["00"])) + pad,
        ];
        let used: f32 = fixed[0]
            + fixed[2]
            + if scoring { 0.0 } else { fixed[3] }
            + if grundy { fixed[4] } else { 0.0 }
            + fixed[5]
            + spacing * 6.0;
        let rows: Vec<PosId> = self.rows(game, revision).to_vec();
        // the position column: what is left of the width, but at least its header and the
        // widest of the first rows' texts (then the table scrolls sideways)
        let needed = rows
            .iter()
            .take(200)
            .map(|&id| {
                one_line(
                    ui,
                    RichText::new(game.position_text(id, TEXT_MAX)).monospace(),
                )
            })
            .fold(header(ui, Column::Position, t.col_position), f32::max)
            + pad;
        let text_width = (ui.available_width() - used).max(needed.min(600.0));
        let widths = [fixed[0], text_width, fixed[2], fixed[3], fixed[4], fixed[5]];
        // solid scroll bars, so that a table wider than its room shows that it scrolls sideways
        ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
        // (the whole room: the rows below the header fill what it shows of it)
        egui::ScrollArea::horizontal()
            .id_salt("custom_positions_wide")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    let cols = [
                        Some((0, Column::Id, t.col_id)),
                        Some((1, Column::Position, t.col_position)),
                        Some((
                            2,
                            Column::Result,
                            if scoring { t.col_value } else { t.col_outcome },
                        )),
                        (!scoring).then_some((3, Column::ToEnd, t.col_moves_to_end)),
                        grundy.then_some((4, Column::Grundy, t.col_grundy)),
                        Some((5, Column::Moves, t.col_moves)),
                    ];
                    for (k, column, name) in cols.into_iter().flatten() {
                        let arrow = match self.sort {
                            (c, false) if c == column => " ↑",
                            (c, true) if c == column => " ↓",
                            _ => "",
                        };
                        let enabled = !(quiz && column.is_answer());
                        let response = ui
                            .add_enabled_ui(enabled, |ui| {
                                ui.add_sized(
                                    [widths[k], 18.0],
                                    egui::Button::new(
                                        RichText::new(format!("{name}{arrow}")).strong(),
                                    )
                                    .frame(false)
                                    .truncate(),
                                )
                            })
                            .inner;
                        crate::ui::kit::layout::table_cell(
                            ui,
                            "custom_positions_header",
                            response.rect,
                            egui::vec2(
                                one_line(ui, RichText::new(format!("{name}{arrow}")).strong())
                                    + pad
                                    - 2.0,
                                0.0,
                            ),
                        );
                        let response = response.on_hover_text(format!("{name}: {}", t.sort_tip));
                        if response.clicked() {
                            self.sort = if self.sort.0 == column {
                                (column, !self.sort.1)
                            } else {
                                (column, false)
                            };
                        }
                    }
                });
                // (as high as a row's buttons are, their text and padding: the rows are where
                // the list counts them)
                let body = ui.text_style_height(&egui::TextStyle::Body);
                let row_height = (body + 6.0).max(body + 2.0 * ui.spacing().button_padding.y + 4.0);
                let hidden = "?";
                // the rows whole: the list as high as the whole rows that fit (the room the
                // sideways scroll shows), not a half row cut at its foot (issue 24)
                // (the rows close together: their buttons' frames part them; presentation mode
                // at 740 high had room for three and a half rows with the usual gaps)
                ui.spacing_mut().item_spacing.y = 2.0;
                let gap = ui.spacing().item_spacing.y;
                let pitch = row_height + gap;
                let scroll = &ui.spacing().scroll;
                let bar = scroll.bar_width + scroll.bar_inner_margin + scroll.bar_outer_margin;
                let room = ui.clip_rect().bottom() - ui.cursor().top() - bar;
                let whole = ((room + gap) / pitch).floor().max(1.0);
                egui::ScrollArea::vertical()
                    .id_salt("custom_positions")
                    .auto_shrink([true, true])
                    .max_height(whole * pitch - gap)
                    .min_scrolled_height(whole * pitch - gap)
                    .show_rows(ui, row_height, rows.len(), |ui, range| {
                        for &id in &rows[range] {
                            ui.horizontal(|ui| {
                                // (each row the height the list counts)
                                ui.set_min_height(row_height);
                                let selected = id == at;
                                let label = format!("{id}");
                                if ui
                                    .add_sized(
                                        [widths[0], row_height - 4.0],
                                        egui::Button::selectable(selected, label),
                                    )
                                    .clicked()
                                {
                                    self.selected = Some(id);
                                }
                                let text =
                                    RichText::new(game.position_text(id, TEXT_MAX)).monospace();
                                let written = one_line(ui, text.clone()) + pad - 2.0;
                                let response = ui.add_sized(
                                    [widths[1], row_height - 4.0],
                                    egui::Button::selectable(selected, text).truncate(),
                                );
                                crate::ui::kit::layout::table_cell(
                                    ui,
                                    "custom_positions",
                                    response.rect,
                                    egui::vec2(written, 0.0),
                                );
                                if response.clicked() {
                                    self.selected = Some(id);
                                }
                                let show = shows(id, Shown::Outcome);
                                let size = |k: usize| [widths[k], row_height - 4.0];
                                if let Some(v) = game.value(id) {
                                    let text = if show {
                                        RichText::new(v.to_string()).color(value_colour(v))
                                    } else {
                                        RichText::new(hidden).weak()
                                    };
                                    ui.add_sized(size(2), egui::Label::new(text));
                                } else if let Some(o) = game.outcome(id) {
                                    let text = if show {
                                        RichText::new(outcome_word(o)).color(outcome_colour(o))
                                    } else {
                                        RichText::new(hidden).weak()
                                    };
                                    ui.add_sized(size(2), egui::Label::new(text));
                                    let k = if !shows(id, Shown::ToEnd) {
                                        hidden.to_string()
                                    } else {
                                        game.moves_to_end(id)
                                            .map_or_else(|| "—".to_string(), |k| k.to_string())
                                    };
                                    ui.add_sized(size(3), egui::Label::new(k));
                                }
                                if grundy {
                                    let g = match game.grundy(id) {
                                        Some(_) if !shows(id, Shown::Grundy) => hidden.to_string(),
                                        Some(g) => g.to_string(),
                                        None => String::new(),
                                    };
                                    ui.add_sized(size(4), egui::Label::new(g));
                                }
                                ui.add_sized(
                                    size(5),
                                    egui::Label::new(game.moves(id).len().to_string()),
                                );
                            });
                        }
                    });
            });
    }
}

/// The inspector's height above the list: less than half the room in presentation mode, where
/// rows are tall (at 1024 × 768 the list kept one row under 45 %), and room for its heading
/// and first sentence.
fn list_inspector_height(ui: &Ui) -> f32 {
    let height = ui.available_height();
    let present = crate::ui::kit::theme::presentation(ui.ctx());
    let lines = 3.2 * (ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y);
    let share = if present { 0.25 } else { 0.45 };
    (height * share).max(lines).max(120.0)
}

/// The font of the graph's node labels and its key: the small text, a painted label's size in
/// presentation mode (read on a projector: at 18 points the numbers on the dots were 12 px
/// high, issue 24).
fn label_font(ui: &Ui) -> egui::FontId {
    let mut font = egui::TextStyle::Small.resolve(ui.style());
    font.size = font
        .size
        .max(crate::ui::kit::theme::min_label(ui.ctx(), font.size));
    font
}

/// The height the graph of `rows` rows needs for its labelled nodes (a label's height and a
/// gap a row, the canvas's margins).
fn graph_need(ui: &Ui, rows: usize) -> f32 {
    let font = label_font(ui);
    rows as f32 * (font.size * 1.3 + 6.0) + 24.0
}

/// The graph's colour key (and, when `roomy`, the note on dashed moves).
fn graph_legend(ui: &mut Ui, game: &Solved, quiz_hides: bool, roomy: bool) {
    let t = game_tr();
    if quiz_hides {
        swatch(ui, ui.visuals().widgets.inactive.bg_fill, t.graph_hidden);
    }
    if game.is_scoring() {
        swatch(ui, palette::WIN_A, t.graph_value_pos);
        swatch(ui, palette::DRAW, t.graph_value_zero);
        swatch(ui, palette::WIN_B, t.graph_value_neg);
    } else {
        for o in [Outcome::Win, Outcome::Lose, Outcome::Draw] {
            if o == Outcome::Draw
                && !(0..game.positions() as PosId).any(|p| game.outcome(p) == Some(o))
            {
                continue;
            }
            swatch(ui, outcome_colour(o), outcome_word(o));
        }
    }
    if roomy {
        let size = label_font(ui).size;
        ui.label_cjk(RichText::new(t.graph_back).size(size).weak());
    }
}

/// The key of the graph's dashed edges on presentation mode's legend row (where the note on
/// them is left out: a teacher saw dashed lines nobody explained): a short dashed line, drawn
/// as the graph draws them, and what it means.
fn dashed_key(ui: &mut Ui) {
    let t = game_tr();
    let font = label_font(ui);
    let scale = crate::ui::kit::theme::scale(ui.ctx());
    // only where the row has room for it: wrapped to a second line it took the graph's height
    // (a lesson's step at 1024 left the picture 47 % of the area)
    let text = RichText::new(t.graph_back_key).size(font.size);
    let width = egui::WidgetText::from(text.clone())
        .into_galley(
            ui,
            Some(egui::TextWrapMode::Extend),
            f32::INFINITY,
            egui::TextStyle::Body,
        )
        .size()
        .x;
    let needed = font.size * 1.6 + 2.0 * ui.spacing().item_spacing.x + width;
    if needed > ui.available_rect_before_wrap().width() {
        return;
    }
    let (rect, _) =
        ui.allocate_exact_size(egui::vec2(font.size * 1.6, font.size), egui::Sense::hover());
    // (as the graph draws them: thick and dark on a projector)
    let (back, width) = if crate::ui::kit::theme::presentation(ui.ctx()) {
        (ui.visuals().text_color().gamma_multiply(0.6), 2.5)
    } else {
        (ui.visuals().text_color().gamma_multiply(0.5), 1.0)
    };
    let y = rect.center().y;
    ui.painter().extend(egui::Shape::dashed_line(
        &[egui::pos2(rect.left(), y), egui::pos2(rect.right(), y)],
        egui::Stroke::new(width, back),
        4.0 * scale,
        3.0 * scale,
    ));
    ui.label_cjk(text);
}

/// The drawn position nearest to `at`, within `reach`.
fn nearest(centre: &[egui::Pos2], at: egui::Pos2, reach: f32) -> Option<PosId> {
    centre
        .iter()
        .enumerate()
        .map(|(p, c)| (c.distance(at), p as PosId))
        .filter(|&(d, _)| d <= reach)
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, p)| p)
}

/// A key of the graph's legend: a dot of `colour` and its meaning.
fn swatch(ui: &mut Ui, colour: egui::Color32, text: &str) {
    let font = label_font(ui);
    let size = ui.fonts_mut(|f| f.row_height(&font));
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    ui.painter()
        .circle_filled(rect.center(), size * 0.4, colour);
    ui.label_cjk(RichText::new(text).size(font.size));
}

/// Sort `rows` by `column` (ties by id).
fn sort_rows(game: &Solved, rows: &mut [PosId], column: Column) {
    match column {
        Column::Id => rows.sort_unstable(),
        Column::Position => {
            let mut keyed: Vec<(Pos, PosId)> =
                rows.iter().map(|&id| (game.position(id), id)).collect();
            keyed.sort_unstable();
            for (row, (_, id)) in rows.iter_mut().zip(keyed) {
                *row = id;
            }
        }
        Column::Result => rows.sort_by_key(|&id| {
            let o = game.outcome(id).map(|o| match o {
                Outcome::Win => 0,
                Outcome::Lose => 1,
                Outcome::Draw => 2,
            });
            (game.value(id), o, game.moves_to_end(id), id)
        }),
        Column::ToEnd => {
            rows.sort_by_key(|&id| (game.moves_to_end(id).is_none(), game.moves_to_end(id), id))
        }
        Column::Grundy => rows.sort_by_key(|&id| (game.grundy(id), id)),
        Column::Moves => rows.sort_by_key(|&id| (game.moves(id).len(), id)),
    }
}

/// The inspector of position `p`: why its outcome, value or Grundy value follows from its
/// moves; what Quiz mode has not asked yet is hidden. Returns the move clicked.
pub fn inspector(ui: &mut Ui, game: &Solved, p: PosId, shows: Shows) -> Option<PosId> {
    let t = game_tr();
    let mut clicked = None;
    ui.add_space(4.0);
    let heading_size = 15.0 * crate::ui::kit::theme::scale(ui.ctx());
    let mut job = with_position(
        ui,
        t.inspect_heading,
        &[],
        "p",
        &game.position_text(p, TEXT_MAX),
        heading_size,
        true,
    );
    if p == game.start() {
        RichText::new(crate::i18n::aside(t.start_mark))
            .strong()
            .size(heading_size)
            .append_to(
                &mut job,
                ui.style(),
                egui::FontSelection::Default,
                egui::Align::Min,
            );
    }
    ui.label_cjk(job);
    let moves = game.moves(p);
    let show_here = shows(p, Shown::Outcome);
    let best = if show_here && shows(p, Shown::BestMoves) {
        game.best_moves(p)
    } else {
        Vec::new()
    };
    let name = |q: PosId| game.position_text(q, TEXT_MAX);
    let hidden = || {
        RichText::new(crate::i18n::aside(t.hidden_quiz).trim_start().to_owned())
            .italics()
            .weak()
    };
    let body = egui::TextStyle::Body.resolve(ui.style()).size;
    // a move's line: its template filled, the position in monospace
    let mut child_row = |ui: &mut Ui,
                         q: PosId,
                         template: &str,
                         args: &[(&str, &dyn std::fmt::Display)],
                         best: bool| {
        let template = if best {
            format!("{template}{}", crate::i18n::aside(t.best_mark))
        } else {
            template.to_string()
        };
        let job = with_position(ui, &template, args, "q", &name(q), body, best);
        // in the flow of moves a move that does not fit the rest of the row starts the next
        // one (it took the few pixels left: a column one character wide at 1024, s1 stop 42)
        let wide = ui.fonts_mut(|f| f.layout_job(job.clone())).size().x;
        if ui.available_size_before_wrap().x < wide.min(ui.max_rect().width()) {
            ui.end_row();
        }
        ui.horizontal_wrapped(|ui| {
            if ui.link(job).clicked() {
                clicked = Some(q);
            }
        });
    };
    if game.is_scoring() {
        if !show_here {
            ui.label_cjk(hidden());
        } else if moves.is_empty() {
            ui.label_cjk(t.why_value_end);
        } else if let Some(v) = game.value(p) {
            ui.label_cjk(fill(t.why_value, &[("v", &v)]));
        }
        let points = game.move_points(p).unwrap_or(&[]);
        // (the moves flow in one wrapped block, as below)
        ui.horizontal_wrapped(|ui| {
            for (k, &q) in moves.iter().enumerate() {
                let pts = points.get(k).copied().unwrap_or(0);
                if shows(q, Shown::Outcome) {
                    let theirs = game.value(q).unwrap_or(0);
                    let net = i128::from(pts) - i128::from(theirs);
                    child_row(
                        ui,
                        q,
                        t.child_value,
                        &[("points", &pts), ("value", &theirs), ("net", &net)],
                        best.contains(&q),
                    );
                } else {
                    child_row(ui, q, t.child_unanswered, &[], best.contains(&q));
                }
            }
        });
        return clicked;
    }
    let Some(outcome) = game.outcome(p) else {
        return clicked;
    };
    if !show_here {
        ui.label_cjk(hidden());
    } else if let Some(ended) = game.ended(p) {
        ui.label_cjk(fill(t.why_ended, &[("outcome", &outcome_word(ended))]));
    } else if moves.is_empty() {
        ui.label_cjk(if game.misere() {
            t.why_no_moves_win
        } else {
            t.why_no_moves_lose
        });
    } else {
        let k = game.moves_to_end(p).unwrap_or(0);
        // (in Quiz mode the best move stays hidden until Play has asked it: the why then names
        // no move; it said "moving to  leaves", the position's name empty)
        let first_best = best.first().map(|&q| name(q));
        let job = match (outcome, &first_best) {
            (Outcome::Win, Some(q)) => {
                with_position(ui, t.why_win, &[("k", &k)], "q", q, body, false)
            }
            (Outcome::Win, None) => {
                with_position(ui, t.why_win_hidden, &[("k", &k)], "q", "", body, false)
            }
            (Outcome::Lose, _) => with_position(ui, t.why_lose, &[("k", &k)], "q", "", body, false),
            (Outcome::Draw, Some(q)) => with_position(ui, t.why_draw, &[], "q", q, body, false),
            (Outcome::Draw, None) => {
                with_position(ui, t.why_draw_hidden, &[], "q", "", body, false)
            }
        };
        ui.label_cjk(job);
    }
    if shows(p, Shown::Grundy)
        && let Some(g) = game.grundy(p)
    {
        let values: Vec<String> = moves
            .iter()
            .filter_map(|&q| game.grundy(q))
            .map(|v| v.to_string())
            .collect();
        let values = if values.is_empty() {
            "—".to_string()
        } else {
            values.join(", ")
        };
        ui.label_cjk(fill(t.why_grundy, &[("g", &g), ("values", &values)]));
    }
    // every move, the unasked ones "not answered yet": the recurrence's inputs. They flow in
    // one wrapped block, so that the inspector's scrolled room shows them all (a student, seeing only "→ 9: lose for the opponent", read
    // the move to 6, scrolled out of view, as left out on purpose: a leak)
    let mut rows = |ui: &mut Ui| {
        for &q in moves {
            let (template, word) = match game.outcome(q) {
                Some(o) if shows(q, Shown::Outcome) => (t.child_outcome, outcome_word(o)),
                _ => (t.child_unanswered, ""),
            };
            let template = match game.grundy(q) {
                Some(g) if shows(q, Shown::Grundy) => format!("{template}, Grundy {g}"),
                _ => template.to_string(),
            };
            child_row(ui, q, &template, &[("outcome", &word)], best.contains(&q));
        }
    };
    // (answered too: one move a row, the quiz's feedback above left the inspector three rows
    // at 1024 × 768 and it showed "→ 6" alone, its other moves scrolled away, s1 stop 44b)
    ui.horizontal_wrapped(|ui| rows(ui));
    clicked
}

/// `template` filled with `args`, its hole `{hole}` with `position` set in monospace: a position
/// such as tic-tac-toe's `"X...O...."` keeps its columns inside a sentence (in the proportional
/// font the dots ran together, issue 24). All at `size`, strong when `strong`; the colour is
/// the widget's own (a link's, a label's).
fn with_position(
    ui: &Ui,
    template: &str,
    args: &[(&str, &dyn std::fmt::Display)],
    hole: &str,
    position: &str,
    size: f32,
    strong: bool,
) -> egui::text::LayoutJob {
    let filled = fill(template, args);
    let mark = format!("{{{hole}}}");
    let mut job = egui::text::LayoutJob::default();
    let add = |job: &mut egui::text::LayoutJob, text: &str, mono: bool| {
        if text.is_empty() {
            return;
        }
        let mut rich = RichText::new(text).size(size);
        if mono {
            rich = rich.family(egui::FontFamily::Monospace);
        }
        if strong {
            rich = rich.strong();
        }
        rich.append_to(
            job,
            ui.style(),
            egui::FontSelection::Default,
            egui::Align::Min,
        );
    };
    let mut pieces = filled.split(mark.as_str()).peekable();
    while let Some(piece) = pieces.next() {
        add(&mut job, piece, false);
        if pieces.peek().is_some() {
            add(&mut job, position, true);
        }
    }
    job
}
