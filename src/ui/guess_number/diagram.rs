//! The strategy tree drawn with the painter: the nodes the user has opened (and their children),
//! each at the height of its depth and, since the tree is a search tree over `1..=n`, in the
//! left-to-right order of its guess. Edges are labelled `< k` and `> k`, the answers that lead
//! there. Clicking a node opens or closes it (the same open set as the list beside it).

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{Align2, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, Ui, vec2};

use super::tree_view::TreeView;
use crate::games::guess_number::{GuessTable, StrategyNode};
use crate::i18n::fill;
use crate::i18n::guess_number::tr as game_tr;
use crate::ui::kit::palette;

/// Most nodes the diagram draws; beyond, it says so and the list goes on alone.
pub const DIAGRAM_MAX_NODES: usize = 400;

/// Widest and narrowest slot a node gets (the node is 8 points narrower).
const SLOT_MAX: f32 = 68.0;
const SLOT_MIN: f32 = 42.0;
const NODE_H: f32 = 38.0;
const LEVEL_H: f32 = 76.0;
const MARGIN: f32 = 16.0;

/// One drawn node.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DrawnNode {
    /// The interval of the node.
    pub lo: usize,
    /// The interval's end.
    pub hi: usize,
    /// The guess made there (the number itself for a single number).
    pub guess: usize,
    /// `dp[lo][hi]`.
    pub cost: u64,
    /// Depth below the root.
    pub depth: usize,
    /// Index of the parent in the list.
    pub parent: Option<usize>,
}

/// The nodes to draw: the root, and both children of every open node, in breadth-first
/// order; `None` if there are more than `limit`.
pub fn visible_nodes(view: &TreeView, table: &GuessTable, limit: usize) -> Option<Vec<DrawnNode>> {
    let mut out: Vec<DrawnNode> = Vec::new();
    let root = table.root();
    out.push(DrawnNode {
        lo: root.lo,
        hi: root.hi,
        guess: root.guess,
        cost: root.cost,
        depth: 0,
        parent: None,
    });
    let mut next = 0;
    while next < out.len() {
        let here = out[next];
        if here.lo < here.hi && view.is_open(here.lo, here.hi) {
            let node = table.node(here.lo, here.hi)?;
            for (a, b) in [node.lower, node.higher].into_iter().flatten() {
                let child = table.node(a, b)?;
                out.push(DrawnNode {
                    lo: a,
                    hi: b,
                    guess: child.guess,
                    cost: child.cost,
                    depth: here.depth + 1,
                    parent: Some(next),
                });
                if out.len() > limit {
                    return None;
                }
            }
        }
        next += 1;
    }
    Some(out)
}

/// Draw the diagram; `path` are the intervals on the way to the highlighted number.
pub(super) fn diagram_ui(
    view: &mut TreeView,
    ui: &mut Ui,
    table: &GuessTable,
    path: &[(usize, usize)],
) {
    let g = game_tr();
    if view.fit_path && path.len() > 1 {
        path_ui(view, ui, table, path);
        return;
    }
    let Some(nodes) = visible_nodes(view, table, DIAGRAM_MAX_NODES) else {
        view.node_rects.clear();
        ui.label_cjk(fill(g.diagram_too_big, &[("max", &DIAGRAM_MAX_NODES)]));
        return;
    };
    // x: the rank of the node's guess among the drawn nodes (a search tree keeps them apart)
    let mut order: Vec<usize> = (0..nodes.len()).collect();
    order.sort_by_key(|&k| nodes[k].guess);
    let mut rank = vec![0usize; nodes.len()];
    for (r, &k) in order.iter().enumerate() {
        rank[k] = r;
    }
    let depth = nodes.iter().map(|n| n.depth).max().unwrap_or(0);
    // presentation mode: larger nodes, text and lines (read from the back of a room)
    let zoom = crate::ui::kit::theme::scale(ui.ctx());
    let ctx = ui.ctx().clone();
    let text = |size: f32| FontId::proportional(crate::ui::kit::theme::text_size(&ctx, size));
    let present = crate::ui::kit::theme::presentation(ui.ctx());
    // presentation mode: the tree spreads over the room, its levels over the height and its
    // nodes up to twice as wide (a node as narrow as its number and cost still reads)
    let (slot_min, slot_max, margin) = if present {
        (34.0 * zoom, 2.0 * SLOT_MAX * zoom, MARGIN / 2.0)
    } else {
        (SLOT_MIN * zoom, SLOT_MAX * zoom, MARGIN)
    };
    let node_h = NODE_H * zoom;
    let level_h = if present && depth > 0 {
        ((ui.available_height() - 2.0 * margin - node_h - 8.0 * zoom) / depth as f32)
            // (at least 1.15 node heights: at 1.3 the bottom leaves of n = 10 were cut off at
            // 1024 × 768)
            .clamp(1.15 * node_h, 2.5 * LEVEL_H * zoom)
    } else {
        LEVEL_H * zoom
    };
    // as wide as fits, within limits (scroll sideways beyond)
    let mut slot =
        ((ui.available_width() - 2.0 * margin) / nodes.len() as f32).clamp(slot_min, slot_max);
    // on a projector a tree wider than its room has no side margin and a whole number of
    // slots in the room, and "Expand all" and "Show its path" scroll to a slot's edge: no node
    // is sliced at the room's sides (issue 24: "93" and "77" were cut at 1024)
    let room_w = ui.available_width();
    let snap = present && nodes.len() as f32 * slot + 2.0 * margin > room_w && room_w > slot;
    let margin_x = if snap { 0.0 } else { margin };
    if snap {
        slot = room_w / (room_w / slot).floor().max(1.0);
    }
    let node_w = slot - 8.0;
    let width = (nodes.len() as f32 * slot + 2.0 * margin_x).max(ui.available_width());
    let height = (depth as f32 + 1.0) * level_h + 2.0 * margin;
    let mut area = egui::ScrollArea::both()
        .id_salt("guess_diagram_scroll")
        .auto_shrink([false, false]);
    // after "Expand all" or "Show its path" the room shows the node asked for, centred (at
    // n = 100 the tree is thousands of points wide and the room showed a blank part of it)
    if let Some(target) = view.scroll_to.take()
        && let Some(k) = nodes.iter().position(|n| (n.lo, n.hi) == target)
    {
        let room = ui.available_size();
        let used = nodes.len() as f32 * slot;
        let left = ((width - used) / 2.0).max(margin_x);
        let x = left + rank[k] as f32 * slot + slot / 2.0;
        let y = margin + nodes[k].depth as f32 * level_h + node_h / 2.0;
        let mut offset = vec2(
            (x - room.x / 2.0).clamp(0.0, (width - room.x).max(0.0)),
            (y - room.y / 2.0).clamp(0.0, (height - room.y).max(0.0)),
        );
        if snap {
            // (at a slot's edge: the room holds whole slots)
            let last = ((width - room.x) / slot).floor().max(0.0);
            offset.x = ((offset.x / slot).round().min(last)) * slot;
        }
        area = area.scroll_offset(offset);
    }
    let shown = area.show(ui, |ui| {
        let (response, painter) = ui.allocate_painter(
            vec2(width, height.max(ui.available_height())),
            Sense::click(),
        );
        response
            .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Figure, true, g.diagram_name));
        let origin = response.rect.min;
        let used = nodes.len() as f32 * slot;
        let left = origin.x + ((response.rect.width() - used) / 2.0).max(margin_x);
        let center = |k: usize| -> Pos2 {
            Pos2::new(
                left + rank[k] as f32 * slot + slot / 2.0,
                origin.y + margin + nodes[k].depth as f32 * level_h + node_h / 2.0,
            )
        };
        let visuals = ui.visuals().clone();
        let edge_color = visuals.weak_text_color();
        // edge captions readable in both themes (and larger on a projector)
        let caption_color = crate::ui::kit::theme::caption(&visuals);
        let scale = zoom;
        let caption = text(12.0);
        let small = text(11.0);
        // edges first, under the nodes
        for (k, node) in nodes.iter().enumerate() {
            let Some(p) = node.parent else { continue };
            let (a, b) = (center(p), center(k));
            let from = Pos2::new(a.x, a.y + node_h / 2.0);
            let to = Pos2::new(b.x, b.y - node_h / 2.0);
            let on_path = path.contains(&(node.lo, node.hi));
            let stroke = if on_path {
                Stroke::new(2.5 * scale, palette::DEPENDENCY)
            } else {
                Stroke::new(1.2 * scale, edge_color)
            };
            painter.line_segment([from, to], stroke);
            let parent_guess = nodes[p].guess;
            let label = if node.guess < parent_guess {
                format!("< {parent_guess}")
            } else {
                format!("> {parent_guess}")
            };
            let mid = from + (to - from) * 0.45;
            let align = if node.guess < parent_guess {
                Align2::RIGHT_CENTER
            } else {
                Align2::LEFT_CENTER
            };
            let shift = if node.guess < parent_guess { -4.0 } else { 4.0 };
            // (presentation mode's levels are closer, the edges flatter: the answer sits
            // above its edge rather than on it)
            let lift = if present { -0.6 * caption.size } else { 0.0 };
            painter.text(
                Pos2::new(mid.x + shift, mid.y + lift),
                align,
                label,
                caption.clone(),
                caption_color,
            );
        }
        let max_cost = table.min_cost().max(1) as i64;
        let mut rects = Vec::with_capacity(nodes.len());
        for (k, node) in nodes.iter().enumerate() {
            let rect = Rect::from_center_size(center(k), vec2(node_w, node_h));
            let leaf = node.lo == node.hi;
            let open = view.is_open(node.lo, node.hi);
            let fill_color = if leaf {
                palette::WIN_A
            } else {
                palette::sequential(palette::normalise(node.cost as i64, 0, max_cost))
            };
            painter.rect_filled(rect, 6.0, fill_color);
            let on_path = path.contains(&(node.lo, node.hi));
            let stroke = if on_path {
                Stroke::new(2.5 * zoom, palette::DEPENDENCY)
            } else if open {
                Stroke::new(1.5 * zoom, visuals.strong_text_color())
            } else {
                Stroke::new(1.0 * zoom, edge_color)
            };
            painter.rect_stroke(rect, 6.0, stroke, StrokeKind::Outside);
            let fg = palette::text_on(fill_color);
            painter.text(
                Pos2::new(rect.center().x, rect.top() + 13.0 * zoom),
                Align2::CENTER_CENTER,
                node.guess.to_string(),
                FontId::proportional(16.0 * zoom),
                fg,
            );
            // narrow nodes show the cost alone (the interval is in the tooltip), and a leaf
            // too narrow for "found" its cost, 0 (at 1024 "found" was cut at both ends)
            let fits = |text: &str| {
                painter
                    .layout_no_wrap(text.to_string(), small.clone(), fg)
                    .size()
                    .x
                    <= node_w - 4.0
            };
            let sub = if leaf && fits(g.diagram_found) {
                g.diagram_found.to_string()
            } else if leaf {
                node.cost.to_string()
            } else {
                let interval = format!("{}–{} | {}", node.lo, node.hi, node.cost);
                if node_w >= 54.0 * zoom && fits(&interval) {
                    interval
                } else {
                    node.cost.to_string()
                }
            };
            painter.text(
                Pos2::new(rect.center().x, rect.bottom() - 9.0 * zoom),
                Align2::CENTER_CENTER,
                sub,
                small.clone(),
                fg,
            );
            if !leaf && !open {
                // closed: more below
                painter.text(
                    Pos2::new(rect.center().x, rect.bottom() + 7.0 * zoom),
                    Align2::CENTER_CENTER,
                    "+",
                    text(13.0),
                    edge_color,
                );
            }
            rects.push(((node.lo, node.hi), rect));
        }
        if response.clicked()
            && let Some(pos) = response.interact_pointer_pos()
            && let Some(&((lo, hi), _)) = rects.iter().find(|(_, r)| r.contains(pos))
            && lo < hi
        {
            let open = view.is_open(lo, hi);
            view.set_open(lo, hi, !open);
        }
        if let Some(pos) = response.hover_pos()
            && let Some(&((lo, hi), _)) = rects.iter().find(|(_, r)| r.contains(pos))
            && let Some(tip) = node_tip(table, lo, hi)
        {
            response.clone().on_hover_text_at_pointer(tip);
        }
        view.node_rects = rects;
    });
    crate::ui::kit::layout::picture(ui, shown.inner_rect);
}

/// The tooltip of the node `lo..=hi`.
fn node_tip(table: &GuessTable, lo: usize, hi: usize) -> Option<String> {
    let g = game_tr();
    let node = table.node(lo, hi)?;
    Some(if lo == hi {
        fill(g.node_leaf, &[("x", &lo)])
    } else {
        fill(
            g.node_label,
            &[
                ("lo", &lo),
                ("hi", &hi),
                ("k", &node.guess),
                ("cost", &node.cost),
            ],
        )
    })
}

/// A node of the path's picture: its column (its step), its row (0 above the path, 1 the
/// path, 2 below) and its parent's index.
struct Placed {
    node: StrategyNode,
    col: usize,
    row: usize,
    parent: Option<usize>,
}

/// "Show its path": the path alone, from the first guess on the left to the number on the
/// right, each step's other answer in a node above ("< k") or below ("> k") it, fitted to the
/// room so that the whole way reads at once (the tree's levels of n = 100 did not fit the
/// 300 px a projector leaves it: the root and most of the path stood above the room). The path
/// is a thick yellow line edged in black, high-contrast on white. A click on a node goes back
/// to the whole tree, there.
fn path_ui(view: &mut TreeView, ui: &mut Ui, table: &GuessTable, path: &[(usize, usize)]) {
    let g = game_tr();
    let ctx = ui.ctx().clone();
    let zoom = crate::ui::kit::theme::scale(&ctx);
    let text = |size: f32| FontId::proportional(crate::ui::kit::theme::text_size(&ctx, size));
    let mut placed: Vec<Placed> = Vec::new();
    for (i, &(lo, hi)) in path.iter().enumerate() {
        let Some(node) = table.node(lo, hi) else {
            return;
        };
        placed.push(Placed {
            node,
            col: i,
            row: 1,
            parent: i.checked_sub(1),
        });
    }
    for i in 1..path.len() {
        let parent = placed[i - 1].node;
        for (lo, hi) in [parent.lower, parent.higher].into_iter().flatten() {
            if (lo, hi) == path[i] {
                continue;
            }
            if let Some(node) = table.node(lo, hi) {
                placed.push(Placed {
                    node,
                    col: i,
                    row: if node.guess < parent.guess { 0 } else { 2 },
                    parent: Some(i - 1),
                });
            }
        }
    }
    let visuals = ui.visuals().clone();
    let caption = text(12.0);
    let guess_font = text(16.0);
    let small = text(11.0);
    let caption_color = crate::ui::kit::theme::caption(&visuals);
    let edge_color = visuals.weak_text_color();
    let strong = visuals.strong_text_color();
    // a slot is as wide as the widest answer above its nodes, and a node as its number (the
    // twelve steps of n = 100 fit 1024 points)
    let measure = |text: String, font: &FontId| {
        ui.painter()
            .layout_no_wrap(text, font.clone(), strong)
            .size()
            .x
    };
    let widest_caption = placed
        .iter()
        .filter_map(|p| p.parent.map(|q| placed[q].node.guess))
        .max()
        .map_or(0.0, |k| measure(format!("> {k}"), &caption));
    let widest_number = measure(table.n().to_string(), &guess_font);
    let margin = MARGIN / 2.0;
    let room = ui.available_size();
    let cols = path.len() as f32;
    let slot_min = (widest_caption + 6.0 * zoom).max(widest_number + 12.0 * zoom);
    let slot =
        ((room.x - 2.0 * margin) / cols).clamp(slot_min, (2.0 * SLOT_MAX * zoom).max(slot_min));
    // (room between the nodes for the path's thick line)
    let node_w = (slot * 0.62).max(widest_number + 8.0 * zoom).min(slot);
    // (the answer clear of the path node's thick outline)
    let caption_h = caption.size * 1.3 + 4.0 * zoom;
    let gap = 4.0 * zoom;
    let one_line = guess_font.size * 1.3;
    let node_h = ((room.y - 2.0 * margin) / 3.0 - caption_h - gap).clamp(one_line, NODE_H * zoom);
    let two_lines = node_h >= (guess_font.size + small.size) * 1.2;
    let row_h = caption_h + node_h + gap;
    let width = cols * slot + 2.0 * margin;
    let height = 3.0 * row_h + 2.0 * margin;
    let shown = egui::ScrollArea::both()
        .id_salt("guess_path_scroll")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let (response, painter) = ui.allocate_painter(
                vec2(
                    width.max(ui.available_width()),
                    height.max(ui.available_height()),
                ),
                Sense::click(),
            );
            response.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::Figure, true, g.diagram_name)
            });
            let area = response.rect;
            let left = area.left() + ((area.width() - cols * slot) / 2.0).max(margin);
            let top = area.top() + ((area.height() - 3.0 * row_h) / 2.0).max(margin);
            let rect_of = |p: &Placed| {
                let x = left + p.col as f32 * slot + slot / 2.0;
                let y = top + p.row as f32 * row_h + caption_h + node_h / 2.0;
                Rect::from_center_size(Pos2::new(x, y), vec2(node_w, node_h))
            };
            let rects: Vec<Rect> = placed.iter().map(rect_of).collect();
            // the other answers' edges first, then the path's over them
            for on_path in [false, true] {
                for (k, p) in placed.iter().enumerate() {
                    let Some(parent) = p.parent else { continue };
                    if (p.row == 1) != on_path {
                        continue;
                    }
                    let from = rects[parent].right_center();
                    let to = rects[k].left_center();
                    if on_path {
                        painter.line_segment([from, to], Stroke::new(8.0 * zoom, strong));
                        painter
                            .line_segment([from, to], Stroke::new(4.0 * zoom, palette::DEPENDENCY));
                    } else {
                        painter.line_segment([from, to], Stroke::new(1.5 * zoom, edge_color));
                    }
                }
            }
            let max_cost = table.min_cost().max(1) as i64;
            for (k, p) in placed.iter().enumerate() {
                let rect = rects[k];
                let node = p.node;
                if let Some(parent) = p.parent {
                    let parent_guess = placed[parent].node.guess;
                    let label = if node.guess < parent_guess {
                        format!("< {parent_guess}")
                    } else {
                        format!("> {parent_guess}")
                    };
                    painter.text(
                        Pos2::new(rect.center().x, rect.top() - caption_h / 2.0 - 2.0 * zoom),
                        Align2::CENTER_CENTER,
                        label,
                        caption.clone(),
                        caption_color,
                    );
                }
                let leaf = node.lo == node.hi;
                let fill_color = if leaf {
                    palette::WIN_A
                } else {
                    palette::sequential(palette::normalise(node.cost as i64, 0, max_cost))
                };
                painter.rect_filled(rect, 6.0, fill_color);
                if p.row == 1 {
                    painter.rect_stroke(
                        rect,
                        6.0,
                        Stroke::new(3.0 * zoom, strong),
                        StrokeKind::Outside,
                    );
                } else {
                    painter.rect_stroke(
                        rect,
                        6.0,
                        Stroke::new(1.0 * zoom, edge_color),
                        StrokeKind::Outside,
                    );
                }
                let fg = palette::text_on(fill_color);
                if two_lines {
                    painter.text(
                        Pos2::new(rect.center().x, rect.top() + guess_font.size * 0.6 + 2.0),
                        Align2::CENTER_CENTER,
                        node.guess.to_string(),
                        guess_font.clone(),
                        fg,
                    );
                    // (a leaf too narrow for "found" shows its cost, 0)
                    let found_fits = painter
                        .layout_no_wrap(g.diagram_found.to_string(), small.clone(), fg)
                        .size()
                        .x
                        <= rect.width() - 4.0;
                    let sub = if leaf && found_fits {
                        g.diagram_found.to_string()
                    } else {
                        node.cost.to_string()
                    };
                    painter.text(
                        Pos2::new(rect.center().x, rect.bottom() - small.size * 0.6 - 2.0),
                        Align2::CENTER_CENTER,
                        sub,
                        small.clone(),
                        fg,
                    );
                } else {
                    painter.text(
                        rect.center(),
                        Align2::CENTER_CENTER,
                        node.guess.to_string(),
                        guess_font.clone(),
                        fg,
                    );
                }
            }
            let at = |pos: Pos2| {
                placed
                    .iter()
                    .zip(&rects)
                    .find(|(_, r)| r.contains(pos))
                    .map(|(p, _)| (p.node.lo, p.node.hi))
            };
            if response.clicked()
                && let Some((lo, hi)) = response.interact_pointer_pos().and_then(at)
            {
                // back to the whole tree, at the node clicked
                view.fit_path = false;
                view.scroll_to = Some((lo, hi));
            }
            match response.hover_pos().and_then(at) {
                Some((lo, hi)) => {
                    if let Some(tip) = node_tip(table, lo, hi) {
                        response.clone().on_hover_text_at_pointer(tip);
                    }
                }
                None => {
                    response.clone().on_hover_text(g.path_view_hint);
                }
            }
            view.node_rects = placed
                .iter()
                .zip(&rects)
                .map(|(p, r)| ((p.node.lo, p.node.hi), *r))
                .collect();
        });
    crate::ui::kit::layout::picture(ui, shown.inner_rect);
}
