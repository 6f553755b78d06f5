//! How the cat-and-mouse graph is drawn in every view: the hole and the two start nodes, the
//! mouse and cat tokens (moving smoothly between nodes), and the mover's next nodes coloured by
//! the outcome of moving there.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{Color32, Painter, Stroke, Ui, Visuals, vec2};

use super::{Draft, outcome_color, outcome_text};
use crate::games::cat_mouse::{CAT_START, HOLE, MOUSE_START, Outcome, Position, Solution, Turn};
use crate::i18n::cat_mouse::tr as cm_tr;
use crate::i18n::fill;
use crate::ui::kit::graph_editor::{
    CanvasTransform, EditorTexts, GraphEditorState, GraphPicture, GraphResponse, LABEL_MAX_NODES,
    NodeLook,
};
use crate::ui::kit::{palette, widgets};

/// Colour of the mouse token (white, "M"; no outcome's hue).
pub const MOUSE_TOKEN: Color32 = palette::MOUSE_TOKEN;
/// Colour of the cat token (black, "C") in the light theme; `palette::cat_token` in either.
pub const CAT_TOKEN: Color32 = palette::CAT_TOKEN;
/// Ring of the mouse's start node (the colour of the mouse's path).
pub const MOUSE_START_RING: Color32 = palette::MOUSE_PATH;
/// Ring of the cat's start node (the colour of the cat's path).
pub const CAT_START_RING: Color32 = palette::CAT_PATH;
/// Fill of the hole.
pub const HOLE_FILL: Color32 = Color32::from_rgb(40, 40, 46);

/// Right-click menu texts of the graph canvas in the current language.
pub fn editor_texts() -> EditorTexts {
    let t = cm_tr();
    EditorTexts {
        canvas_name: t.canvas_name.to_string(),
        remove_node: t.menu_remove_node.to_string(),
        remove_edge: t.menu_remove_edge.to_string(),
        add_node_here: t.menu_add_node.to_string(),
    }
}

/// Fill of an ordinary node.
pub fn node_fill(visuals: &Visuals) -> Color32 {
    if visuals.dark_mode {
        Color32::from_rgb(78, 88, 104)
    } else {
        Color32::from_rgb(205, 214, 228)
    }
}

/// The look of node `k` by its role: the hole 0 dark, the mouse's start 1 with a blue ring,
/// the cat's start 2 with an orange ring, each with a caption.
pub fn base_look(visuals: &Visuals, k: usize, n: usize) -> NodeLook {
    let t = cm_tr();
    let stroke = Stroke::new(1.0, visuals.strong_text_color().gamma_multiply(0.6));
    let mut look = NodeLook {
        fill: node_fill(visuals),
        stroke,
        ring: None,
        label: (n <= LABEL_MAX_NODES).then(|| k.to_string()),
        caption: None,
    };
    let captions = n <= 400;
    match k as u32 {
        HOLE => {
            look.fill = HOLE_FILL;
            look.ring = Some(Stroke::new(2.5, Color32::from_gray(140)));
            look.caption = captions.then(|| t.role_hole.to_string());
        }
        MOUSE_START => {
            look.ring = Some(Stroke::new(3.0, MOUSE_START_RING));
            look.caption = captions.then(|| t.role_mouse_start.to_string());
        }
        CAT_START => {
            look.ring = Some(Stroke::new(3.0, CAT_START_RING));
            look.caption = captions.then(|| t.role_cat_start.to_string());
        }
        _ => {}
    }
    look
}

/// The legend of the node roles.
pub fn roles_legend(ui: &mut Ui) {
    let t = cm_tr();
    ui.horizontal_wrapped(|ui| {
        ring_item(ui, HOLE_FILL, Color32::from_gray(140), t.legend_hole);
        ring_item(
            ui,
            node_fill(ui.visuals()),
            MOUSE_START_RING,
            t.legend_mouse_start,
        );
        ring_item(
            ui,
            node_fill(ui.visuals()),
            CAT_START_RING,
            t.legend_cat_start,
        );
    });
}

fn ring_item(ui: &mut Ui, fill: Color32, ring: Color32, text: &str) {
    let (rect, _) = ui.allocate_exact_size(vec2(16.0, 16.0), egui::Sense::hover());
    ui.painter().circle(rect.center(), 5.5, fill, Stroke::NONE);
    ui.painter()
        .circle_stroke(rect.center(), 7.0, Stroke::new(2.0, ring));
    ui.label_cjk(text);
}

/// A coloured label that never wraps inside (options, verdicts); in a wrapping layout the whole
/// chip moves to the next line when it does not fit.
pub fn chip(ui: &mut Ui, text: &str, color: Color32) -> egui::Response {
    let fg = palette::text_on(color);
    // the ink is set, never egui's strong text colour: that is white in the dark theme, and a
    // white "Draw" on the draw's grey had 3 : 1 (issue 24)
    let galley = egui::WidgetText::from(egui::RichText::new(text).strong().color(fg)).into_galley(
        ui,
        Some(egui::TextWrapMode::Extend),
        f32::INFINITY,
        egui::TextStyle::Body,
    );
    let pad = vec2(8.0, 2.0);
    let (rect, response) = ui.allocate_exact_size(galley.size() + 2.0 * pad, egui::Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, text));
    if ui.is_rect_visible(rect) {
        ui.painter().rect_filled(rect, 8.0, color);
        ui.painter().galley(rect.min + pad, galley, fg);
    }
    response
}

/// The legend of the tokens and the outcome colours.
pub fn outcome_legend(ui: &mut Ui) {
    let t = cm_tr();
    ui.horizontal_wrapped(|ui| {
        token_item(ui, MOUSE_TOKEN, t.token_mouse, t.legend_mouse_token);
        let cat = palette::cat_token(ui.visuals().dark_mode);
        token_item(ui, cat, t.token_cat, t.legend_cat_token);
        ui.separator();
        widgets::legend_item(ui, palette::WIN_A, outcome_text(Outcome::MouseWin));
        widgets::legend_item(ui, palette::WIN_B, outcome_text(Outcome::CatWin));
        widgets::legend_item(ui, palette::DRAW, outcome_text(Outcome::Draw));
    });
}

/// The legend of the tokens alone (beside the outcome tables, whose legend has the outcome
/// colours).
pub fn token_legend(ui: &mut Ui) {
    let t = cm_tr();
    ui.horizontal_wrapped(|ui| {
        token_item(ui, MOUSE_TOKEN, t.token_mouse, t.legend_mouse_token);
        let cat = palette::cat_token(ui.visuals().dark_mode);
        token_item(ui, cat, t.token_cat, t.legend_cat_token);
    });
}

fn token_item(ui: &mut Ui, color: Color32, letter: &str, text: &str) {
    let k = crate::ui::kit::theme::scale(ui.ctx());
    let font = crate::ui::kit::theme::text_size(ui.ctx(), 10.0);
    let (rect, _) = ui.allocate_exact_size(vec2(18.0 * k, 18.0 * k), egui::Sense::hover());
    ui.painter().circle(
        rect.center(),
        8.0 * k,
        color,
        Stroke::new(1.5 * k, palette::text_on(color)),
    );
    ui.painter().text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        letter,
        egui::FontId::proportional(font),
        palette::text_on(color),
    );
    ui.label_cjk(text);
}

/// Where a token's badge of radius `r` goes beside the node `node` (screen positions
/// `centres`, node radius `radius`): outside the node's circle so that its number stays
/// readable, in the one of 16 directions that keeps farthest from the other nodes' circles and
/// the badges already `placed` (the direction `prefer`, an angle, wins ties), as the figures
/// place theirs. The offset from the node's centre.
pub fn badge_offset(
    centres: &[egui::Pos2],
    node: usize,
    radius: f32,
    r: f32,
    prefer: f32,
    placed: &[egui::Pos2],
) -> egui::Vec2 {
    badge_offset_within(
        centres,
        node,
        radius,
        r,
        prefer,
        placed,
        egui::Rect::EVERYTHING,
    )
}

/// [`badge_offset`] for a badge that must also stay inside `bounds` (the canvas it is drawn
/// in): a node in the canvas's corner had its mouse badge cut by the edge (913's solving
/// order, issue 24).
pub fn badge_offset_within(
    centres: &[egui::Pos2],
    node: usize,
    radius: f32,
    r: f32,
    prefer: f32,
    placed: &[egui::Pos2],
    bounds: egui::Rect,
) -> egui::Vec2 {
    let Some(&at) = centres.get(node) else {
        return vec2(0.0, 0.0);
    };
    let reach = radius + r + 3.0;
    let mut best = (f32::MIN, vec2(0.0, -reach));
    for k in 0..16 {
        let angle = prefer + k as f32 * std::f32::consts::PI / 8.0;
        let offset = vec2(angle.cos(), angle.sin()) * reach;
        let p = at + offset;
        let mut room = f32::MAX;
        for (i, c) in centres.iter().enumerate() {
            if i != node {
                room = room.min(p.distance(*c) - radius - r);
            }
        }
        for q in placed {
            room = room.min(p.distance(*q) - 2.0 * r);
        }
        // (the badge whole inside the canvas: an edge is as bad as a node in the way)
        let edge = (p.x - bounds.left())
            .min(bounds.right() - p.x)
            .min(p.y - bounds.top())
            .min(bounds.bottom() - p.y)
            - r;
        room = room.min(edge);
        // enough room is as good as more: then the preferred side (first) wins
        let score = room.min(r);
        if score > best.0 + 1e-3 {
            best = (score, offset);
        }
    }
    best.1
}

/// Whether the token of the mouse (`mouse`) or the cat wears the mover's ring at `pos`: the
/// player to move, and nobody at an end position (the cat wore it once the mouse reached the
/// hole).
pub fn wears_mover_ring(pos: Position, mouse: bool) -> bool {
    pos.terminal_outcome().is_none() && (pos.turn == Turn::Mouse) == mouse
}

/// Draw the two tokens of `pos` as badges beside their nodes (never over a node's number),
/// animated towards their nodes over a short time.
pub fn draw_tokens(
    painter: &Painter,
    t: &CanvasTransform,
    radius: f32,
    positions: &[[f32; 2]],
    pos: Position,
    id: egui::Id,
) {
    let ctx = painter.ctx();
    let tr = cm_tr();
    // (the letters stay at the legible floor: at a painted label's 22 points the larger badges
    // took other sides and left Cat and Mouse's Play at 1024 under half the area)
    let min_text = crate::ui::kit::theme::min_text(ctx, 9.0);
    // a token holds its letter at the smallest legible size (presentation mode)
    let r = (radius * 0.7).max(7.0).max(min_text / 1.1);
    let centres: Vec<egui::Pos2> = positions.iter().map(|p| t.to_screen(*p)).collect();
    // the captions under the hole and the starts count as badges placed: a token beside them
    // keeps clear of their words (issue 24: the cat over "mouse start" read 「老[猫]点」)
    let mut placed: Vec<egui::Pos2> = caption_points(painter, &centres, radius, r);
    for (mouse, node, color, letter) in [
        (
            false,
            pos.cat,
            palette::cat_token(ctx.global_style().visuals.dark_mode),
            tr.token_cat,
        ),
        (true, pos.mouse, MOUSE_TOKEN, tr.token_mouse),
    ] {
        let Some(&target) = positions.get(node as usize) else {
            continue;
        };
        let prefer = if mouse {
            -3.0 * std::f32::consts::FRAC_PI_4
        } else {
            -std::f32::consts::FRAC_PI_4
        };
        let offset = badge_offset_within(
            &centres,
            node as usize,
            radius,
            r,
            prefer,
            &placed,
            painter.clip_rect(),
        );
        let key = id.with(mouse);
        let x = ctx.animate_value_with_time(key.with("x"), target[0], 0.3);
        let y = ctx.animate_value_with_time(key.with("y"), target[1], 0.3);
        let dx = ctx.animate_value_with_time(key.with("dx"), offset.x, 0.3);
        let dy = ctx.animate_value_with_time(key.with("dy"), offset.y, 0.3);
        let node_at = t.to_screen([x, y]);
        let c = node_at + vec2(dx, dy);
        placed.push(centres[node as usize] + offset);
        // at an end position nobody moves: no token wears the mover's ring (the cat wore it
        // once the mouse reached the hole)
        let mover = wears_mover_ring(pos, mouse);
        // a short stroke ties the badge to its node
        let dir = vec2(dx, dy).normalized();
        painter.line_segment(
            [node_at + dir * radius, c - dir * r],
            Stroke::new(2.0, ctx.global_style().visuals.text_color()),
        );
        // the rim in the opposite shade (the tokens are white and black), the mover's ring in
        // the highlight colour around it, edged in the text colour (issue 24: the white mouse
        // in a thin yellow ring vanished on a projector's white)
        painter.circle(c, r, color, Stroke::new(1.5, palette::text_on(color)));
        if mover {
            let k = crate::ui::kit::theme::scale(ctx);
            let w = 3.0 * k;
            painter.circle_stroke(c, r + w / 2.0 + 0.5, Stroke::new(w, palette::DEPENDENCY));
            painter.circle_stroke(
                c,
                r + w + 1.25,
                Stroke::new(1.5, ctx.global_style().visuals.text_color()),
            );
        }
        painter.text(
            c,
            egui::Align2::CENTER_CENTER,
            letter,
            egui::FontId::proportional((r * 1.1).clamp(min_text, 26.0_f32.max(min_text))),
            palette::text_on(color),
        );
    }
}

/// Points along the middle line of each caption drawn under a node ("hole", "mouse start",
/// "cat start", as [`base_look`] names them and the graph places them, centred under the node),
/// `r` / 2 apart: a badge of radius `r` kept 2 `r` from each covers none of their words.
fn caption_points(
    painter: &Painter,
    centres: &[egui::Pos2],
    radius: f32,
    r: f32,
) -> Vec<egui::Pos2> {
    let t = cm_tr();
    let n = centres.len();
    let font = egui::FontId::proportional(crate::ui::kit::theme::text_size(painter.ctx(), 12.0));
    let mut out = Vec::new();
    if n > 400 {
        return out;
    }
    for (k, caption) in [
        (HOLE, t.role_hole),
        (MOUSE_START, t.role_mouse_start),
        (CAT_START, t.role_cat_start),
    ] {
        let Some(&c) = centres.get(k as usize) else {
            continue;
        };
        let size = painter
            .layout_no_wrap(caption.to_string(), font.clone(), Color32::WHITE)
            .size();
        let rect = egui::Align2::CENTER_TOP.anchor_size(c + vec2(0.0, radius + 4.0), size);
        let steps = (rect.width() / (r * 0.5).max(1.0)).ceil() as usize;
        for i in 0..=steps {
            let x = rect.left() + rect.width() * i as f32 / steps.max(1) as f32;
            out.push(egui::pos2(x, rect.center().y));
        }
    }
    out
}

/// The canvas of a solution view (`draft` must hold the solved graph, as it does while the
/// solution is current): the graph in view mode, the mover's next nodes filled with the
/// outcome of moving there (and the edges there drawn in that colour), extra rings from
/// `extra_ring`, and the tokens of `pos`.
#[allow(clippy::too_many_arguments)]
pub fn position_board(
    ui: &mut Ui,
    canvas: &mut GraphEditorState,
    solution: &Solution,
    draft: &Draft,
    pos: Position,
    size: egui::Vec2,
    extra_ring: &dyn Fn(u32) -> Option<Stroke>,
    id: egui::Id,
) -> GraphResponse {
    position_board_after(ui, canvas, solution, draft, pos, None, size, extra_ring, id)
}

/// The move that led to `line[step]` of a line of play: who moved, from which node, to which
/// (`None` at the start of the line or past its end).
pub fn last_move(line: &[Position], step: usize) -> Option<(Turn, u32, u32)> {
    let cur = line.get(step)?;
    let prev = line.get(step.checked_sub(1)?)?;
    Some(match prev.turn {
        Turn::Mouse => (Turn::Mouse, prev.mouse, cur.mouse),
        Turn::Cat => (Turn::Cat, prev.cat, cur.cat),
    })
}

/// The colour of a player's moves (arrows, paths): the colour of its start node's ring, no
/// outcome's hue.
pub fn mover_color(turn: Turn) -> Color32 {
    match turn {
        Turn::Mouse => palette::MOUSE_PATH,
        Turn::Cat => palette::CAT_PATH,
    }
}

/// An arrow from `from` to `to` (screen points), its ends kept `inset` points off the two
/// points (the node discs), its shaft a line segment `width` wide and its head a triangle.
pub fn move_arrow(
    painter: &Painter,
    from: egui::Pos2,
    to: egui::Pos2,
    inset: f32,
    width: f32,
    color: Color32,
) {
    let d = to - from;
    let len = d.length();
    if len <= 2.0 * inset + 4.0 {
        return;
    }
    let dir = d / len;
    let a = from + dir * inset;
    let tip = to - dir * inset;
    let head = (3.2 * width).max(10.0).min((len - 2.0 * inset) * 0.5);
    let base = tip - dir * head;
    let side = egui::vec2(-dir.y, dir.x) * head * 0.55;
    painter.line_segment([a, base], Stroke::new(width, color));
    painter.add(egui::Shape::convex_polygon(
        vec![tip, base + side, base - side],
        color,
        Stroke::NONE,
    ));
}

/// [`position_board`] with the move that led to `pos` (`last`: who moved, from, to) drawn as an
/// arrow in the mover's colour from the old node to the new one.
#[allow(clippy::too_many_arguments)]
pub fn position_board_after(
    ui: &mut Ui,
    canvas: &mut GraphEditorState,
    solution: &Solution,
    draft: &Draft,
    pos: Position,
    last: Option<(Turn, u32, u32)>,
    size: egui::Vec2,
    extra_ring: &dyn Fn(u32) -> Option<Stroke>,
    id: egui::Id,
) -> GraphResponse {
    let graph = solution.graph();
    let n = graph.n();
    let moves = solution.moves(pos);
    let visuals = ui.visuals().clone();
    let next_outcome = |k: u32| moves.iter().find(|m| m.to == k).map(|m| m.outcome);
    let look = |k: usize| {
        let mut look = base_look(&visuals, k, n);
        if let Some(o) = next_outcome(k as u32) {
            look.fill = outcome_color(o);
        }
        if let Some(ring) = extra_ring(k as u32) {
            look.ring = Some(ring);
        }
        look
    };
    let from = pos.mover_node();
    let edge_hl = |u: u32, v: u32| -> Option<Stroke> {
        let other = if u == from {
            v
        } else if v == from {
            u
        } else {
            return None;
        };
        next_outcome(other).map(|o| Stroke::new(3.0, outcome_color(o)))
    };
    let positions = &draft.pos;
    let texts = editor_texts();
    let picture = GraphPicture {
        positions,
        adjacency: &draft.adj,
        node_look: &look,
        edge_highlight: Some(&edge_hl),
        editable: false,
        size,
        texts: &texts,
    };
    let scale = crate::ui::kit::theme::scale(ui.ctx());
    canvas.show(ui, &picture, &mut |painter, t, radius| {
        if let Some((who, a, b)) = last
            && let (Some(&pa), Some(&pb)) = (positions.get(a as usize), positions.get(b as usize))
        {
            let width = (radius * 0.3).clamp(3.0, 8.0) * scale.max(1.0);
            move_arrow(
                painter,
                t.to_screen(pa),
                t.to_screen(pb),
                radius + 3.0,
                width,
                mover_color(who),
            );
        }
        draw_tokens(painter, t, radius, positions, pos, id);
    })
}

/// The graph in view mode with the tokens of `pos` and rings from `extra_ring`, without outcome
/// colours (a game in progress must not give the answer away).
pub fn plain_board(
    ui: &mut Ui,
    canvas: &mut GraphEditorState,
    draft: &Draft,
    pos: Position,
    size: egui::Vec2,
    extra_ring: &dyn Fn(u32) -> Option<Stroke>,
    id: egui::Id,
) -> GraphResponse {
    let n = draft.n();
    let visuals = ui.visuals().clone();
    let look = |k: usize| {
        let mut look = base_look(&visuals, k, n);
        if let Some(ring) = extra_ring(k as u32) {
            look.ring = Some(ring);
        }
        look
    };
    let texts = editor_texts();
    let picture = GraphPicture {
        positions: &draft.pos,
        adjacency: &draft.adj,
        node_look: &look,
        edge_highlight: None,
        editable: false,
        size,
        texts: &texts,
    };
    let positions = &draft.pos;
    canvas.show(ui, &picture, &mut |painter, t, radius| {
        draw_tokens(painter, t, radius, positions, pos, id);
    })
}

/// "mouse 3, cat 4, cat to move" in the current language.
pub fn position_text(pos: Position) -> String {
    let t = cm_tr();
    let mover = match pos.turn {
        Turn::Mouse => t.mouse,
        Turn::Cat => t.cat,
    };
    fill(
        t.position,
        &[("m", &pos.mouse), ("c", &pos.cat), ("who", &mover)],
    )
}

/// "mouse 0, cat 2, game over": the last position of an ended game, where nobody moves.
pub fn final_position_text(pos: Position) -> String {
    fill(cm_tr().position_over, &[("m", &pos.mouse), ("c", &pos.cat)])
}

/// The verdict of `pos` for the player to move, with the seeds' terms (必胜 / 必败 / 必和) and
/// the number of moves to the end.
pub fn verdict_text(solution: &Solution, pos: Position) -> String {
    let t = cm_tr();
    let Some(outcome) = solution.outcome(pos) else {
        return String::new();
    };
    let mover = match pos.turn {
        Turn::Mouse => t.mouse,
        Turn::Cat => t.cat,
    };
    if let Some(end) = pos.terminal_outcome() {
        return match end {
            Outcome::MouseWin => t.terminal_mouse.to_string(),
            _ => t.terminal_cat.to_string(),
        };
    }
    let d = solution.moves_to_end(pos);
    match (outcome, d) {
        (Outcome::Draw, _) | (_, None) => fill(t.verdict_draw, &[("who", &mover)]),
        (o, Some(d)) if o.is_win_for(pos.turn) => {
            fill(t.verdict_win, &[("who", &mover), ("d", &d)])
        }
        (_, Some(d)) => fill(t.verdict_loss, &[("who", &mover), ("d", &d)]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 24 (p18 item 7): a node in the canvas's top-left corner had the mouse's badge
    /// (preferred up and to the left) cut by the canvas's edge: it goes where it is whole.
    #[test]
    fn a_badge_stays_inside_the_canvas() {
        let bounds = egui::Rect::from_min_size(egui::pos2(0.0, 0.0), vec2(300.0, 200.0));
        let (radius, r) = (14.0, 10.0);
        let centres = [
            egui::pos2(16.0, 16.0),
            egui::pos2(120.0, 20.0),
            egui::pos2(20.0, 120.0),
        ];
        for prefer in [
            -3.0 * std::f32::consts::FRAC_PI_4,
            -std::f32::consts::FRAC_PI_4,
        ] {
            let c = centres[0] + badge_offset_within(&centres, 0, radius, r, prefer, &[], bounds);
            let badge = egui::Rect::from_center_size(c, vec2(2.0 * r, 2.0 * r));
            assert!(bounds.contains_rect(badge), "{prefer}: {badge:?}");
        }
        // with room all round the preferred side still wins
        let free = [egui::pos2(150.0, 100.0)];
        let up_left = badge_offset_within(
            &free,
            0,
            radius,
            r,
            -3.0 * std::f32::consts::FRAC_PI_4,
            &[],
            bounds,
        );
        assert!(up_left.x < 0.0 && up_left.y < 0.0, "{up_left:?}");
    }
}
