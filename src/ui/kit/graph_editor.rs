//! A shared graph canvas: draws an undirected graph (nodes as discs, edges as lines) and, in edit
//! mode, turns clicks and drags into edit actions without any modal dialog.
//!
//! Node positions live in the unit box `[0, 1]²` (y grows downwards) and are mapped uniformly
//! onto the canvas. The widget never changes the graph itself: it reports [`GraphAction`]s and
//! the owner applies them (and records undo snapshots). Gestures in edit mode:
//!
//! - click on empty canvas: a new node there (or, while something is selected, clear the
//!   selection);
//! - click a node, then another: toggle the edge between them (clicking the selected node again
//!   deselects it);
//! - drag a node: move it; drop it on another node: toggle the edge instead (the node goes back);
//! - click an edge: select it; Delete or Backspace removes the selected node or edge; Escape
//!   clears the selection;
//! - right-click a node, an edge or empty canvas: a small menu (remove / add a node here).
//!
//! A frame costs one pass over the nodes and one over the edges; labels are drawn only when
//! there are few nodes.

use egui::{Color32, Pos2, Rect, Sense, Stroke, Ui, Vec2, pos2, vec2};

/// Labels are drawn inside nodes up to this many nodes.
pub const LABEL_MAX_NODES: usize = 150;

/// Graphs with more than [`LABEL_MAX_NODES`] nodes and at least this many nodes and edges
/// together are drawn from a picture rasterised once ([`super::graph_raster`]), with only what
/// changes (highlights, marked nodes, tokens) drawn as shapes over it.
pub const RASTER_MIN_SHAPES: usize = 1_500;

/// Extra pick distance around a node and around an edge, in points.
const PICK_SLACK: f32 = 4.0;

/// What is selected on the canvas.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Selection {
    /// A node.
    Node(u32),
    /// An edge `(u, v)` with `u < v`.
    Edge(u32, u32),
}

/// An edit (or, in view mode, a click) the canvas reports to its owner.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum GraphAction {
    /// Add a node at this unit-box position.
    AddNode([f32; 2]),
    /// Add the edge if missing, remove it if present.
    ToggleEdge(u32, u32),
    /// A drag of this node begins (record an undo snapshot now).
    MoveStart(u32),
    /// Put this node at this unit-box position (sent repeatedly while dragging).
    Move(u32, [f32; 2]),
    /// The drag of a node ended.
    MoveEnd(u32),
    /// Remove this node (the owner renumbers the rest).
    RemoveNode(u32),
    /// Remove this edge.
    RemoveEdge(u32, u32),
    /// View mode: a node was clicked.
    NodeClicked(u32),
}

/// How one node is drawn.
#[derive(Debug, Clone, PartialEq)]
pub struct NodeLook {
    /// Disc fill.
    pub fill: Color32,
    /// Outline of the disc.
    pub stroke: Stroke,
    /// An extra ring around the disc (start nodes, highlights), if any.
    pub ring: Option<Stroke>,
    /// Text inside the disc (drawn only when the disc is large enough).
    pub label: Option<String>,
    /// Text under the disc (e.g. "hole"); drawn whatever the node count.
    pub caption: Option<String>,
}

/// Texts of the right-click menu, given by the owner in the current language.
pub struct EditorTexts {
    /// Accessible name of the canvas.
    pub canvas_name: String,
    /// "Remove node {k}" with `{k}` filled in by the widget.
    pub remove_node: String,
    /// "Remove edge {u}–{v}" with `{u}` and `{v}` filled in by the widget.
    pub remove_edge: String,
    /// "Add a node here".
    pub add_node_here: String,
}

/// What the canvas shows this frame.
pub struct GraphPicture<'a> {
    /// One position per node.
    pub positions: &'a [[f32; 2]],
    /// Adjacency lists (each edge listed from both ends; drawn once).
    pub adjacency: &'a [Vec<u32>],
    /// Look of node `k`.
    pub node_look: &'a dyn Fn(usize) -> NodeLook,
    /// A special stroke for the edge `(u, v)` (`u < v`), if it should stand out.
    pub edge_highlight: Option<&'a dyn Fn(u32, u32) -> Option<Stroke>>,
    /// Edit mode (add, connect, move, remove) or view mode (clicks on nodes only).
    pub editable: bool,
    /// Size of the canvas.
    pub size: Vec2,
    /// Right-click menu texts (edit mode).
    pub texts: &'a EditorTexts,
}

/// What happened on the canvas this frame.
#[derive(Debug, Default)]
pub struct GraphResponse {
    /// Edits (or node clicks in view mode), in order.
    pub actions: Vec<GraphAction>,
    /// The node under the pointer.
    pub hovered: Option<u32>,
}

/// A node being dragged.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Drag {
    node: u32,
    origin: [f32; 2],
    /// A node the pointer is over (dropping there toggles an edge).
    target: Option<u32>,
}

/// What the right-click menu was opened on.
#[derive(Debug, Clone, Copy, PartialEq)]
enum MenuTarget {
    Node(u32),
    Edge(u32, u32),
    Empty([f32; 2]),
}

/// Maps the unit box onto a canvas rectangle, uniformly and centred.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CanvasTransform {
    origin: Pos2,
    scale: f32,
    /// How much more the vertical axis is scaled than the horizontal one (1: the graph keeps
    /// its aspect; see [`CanvasTransform::stretching`]).
    y_ratio: f32,
    /// The unit-box coordinates of the canvas's usable corners (the canvas is wider or taller
    /// than the unit box: nodes may be put anywhere on it).
    visible: [[f32; 2]; 2],
}

impl CanvasTransform {
    /// The transform for a canvas `rect` with `margin` points kept free on every side.
    pub fn new(rect: Rect, margin: f32) -> Self {
        let inner = rect.shrink(margin);
        let side = inner.width().min(inner.height()).max(1.0);
        let origin = pos2(inner.center().x - side / 2.0, inner.center().y - side / 2.0);
        let unit = |p: Pos2| [(p.x - origin.x) / side, (p.y - origin.y) / side];
        CanvasTransform {
            origin,
            scale: side,
            y_ratio: 1.0,
            visible: [unit(inner.min), unit(inner.max)],
        }
    }

    /// [`CanvasTransform::new`], unless some of `positions` (nodes put beside the unit square
    /// on a wider canvas) would fall off this canvas: then everything is scaled down to fit.
    /// Adding or moving a node on the canvas never changes the transform.
    pub fn fitting(rect: Rect, margin: f32, positions: &[[f32; 2]]) -> Self {
        let t = Self::new(rect, margin);
        let (mut lo, mut hi) = ([0.0f32, 0.0], [1.0f32, 1.0]);
        for p in positions
            .iter()
            .filter(|p| p[0].is_finite() && p[1].is_finite())
        {
            for a in 0..2 {
                lo[a] = lo[a].min(p[a]);
                hi[a] = hi[a].max(p[a]);
            }
        }
        let [vlo, vhi] = t.visible;
        if lo[0] >= vlo[0] && lo[1] >= vlo[1] && hi[0] <= vhi[0] && hi[1] <= vhi[1] {
            return t;
        }
        let inner = rect.shrink(margin);
        let scale = (inner.width() / (hi[0] - lo[0]))
            .min(inner.height() / (hi[1] - lo[1]))
            .max(1e-3);
        let mid = vec2((lo[0] + hi[0]) / 2.0, (lo[1] + hi[1]) / 2.0);
        let origin = inner.center() - mid * scale;
        let unit = |p: Pos2| [(p.x - origin.x) / scale, (p.y - origin.y) / scale];
        CanvasTransform {
            origin,
            scale,
            y_ratio: 1.0,
            visible: [unit(inner.min), unit(inner.max)],
        }
    }

    /// The transform that makes the bounding box of `positions` fill the canvas `rect` (less
    /// `margin` on every side), keeping the aspect and centred: a graph drawn in a corner of
    /// its unit box, or a flat one on a wide canvas, is drawn as large as the canvas allows.
    /// [`CanvasTransform::new`] for fewer than two distinct positions.
    pub fn filling(rect: Rect, margin: f32, positions: &[[f32; 2]]) -> Self {
        let (mut lo, mut hi) = ([f32::INFINITY; 2], [f32::NEG_INFINITY; 2]);
        for p in positions
            .iter()
            .filter(|p| p[0].is_finite() && p[1].is_finite())
        {
            for a in 0..2 {
                lo[a] = lo[a].min(p[a]);
                hi[a] = hi[a].max(p[a]);
            }
        }
        let extent = [hi[0] - lo[0], hi[1] - lo[1]];
        let inner = rect.shrink(margin);
        let largest = extent[0].max(extent[1]);
        if !largest.is_finite() || largest <= 1e-4 || !inner.is_positive() {
            return Self::new(rect, margin);
        }
        let scale = [0, 1]
            .iter()
            .map(|&a| {
                let room = [inner.width(), inner.height()][a];
                if extent[a] > 1e-4 {
                    room / extent[a]
                } else {
                    f32::INFINITY
                }
            })
            .fold(f32::INFINITY, f32::min)
            .max(1e-3);
        let mid = vec2((lo[0] + hi[0]) / 2.0, (lo[1] + hi[1]) / 2.0);
        let origin = inner.center() - mid * scale;
        let unit = |p: Pos2| [(p.x - origin.x) / scale, (p.y - origin.y) / scale];
        CanvasTransform {
            origin,
            scale,
            y_ratio: 1.0,
            visible: [unit(inner.min), unit(inner.max)],
        }
    }

    /// Like [`CanvasTransform::filling`], except that each axis of the graph's bounding box is
    /// scaled to the canvas's (up to `max_stretch` times more than the other): in presentation
    /// mode a graph uses a wide, short canvas (a projector's) instead of a square in its middle.
    pub fn stretching(rect: Rect, margin: f32, positions: &[[f32; 2]], max_stretch: f32) -> Self {
        let even = Self::filling(rect, margin, positions);
        let (mut lo, mut hi) = ([f32::INFINITY; 2], [f32::NEG_INFINITY; 2]);
        for p in positions
            .iter()
            .filter(|p| p[0].is_finite() && p[1].is_finite())
        {
            for a in 0..2 {
                lo[a] = lo[a].min(p[a]);
                hi[a] = hi[a].max(p[a]);
            }
        }
        let extent = [hi[0] - lo[0], hi[1] - lo[1]];
        let inner = rect.shrink(margin);
        if !(extent[0] > 1e-4 && extent[1] > 1e-4 && inner.is_positive()) {
            return even;
        }
        let max_stretch = max_stretch.max(1.0);
        let sx = inner.width() / extent[0];
        let sy = inner.height() / extent[1];
        let (sx, sy) = (sx.min(sy * max_stretch), sy.min(sx * max_stretch));
        let mid = vec2((lo[0] + hi[0]) / 2.0, (lo[1] + hi[1]) / 2.0);
        let origin = inner.center() - vec2(mid.x * sx, mid.y * sy);
        let t = CanvasTransform {
            origin,
            scale: sx,
            y_ratio: sy / sx,
            visible: [[0.0; 2]; 2],
        };
        CanvasTransform {
            visible: [t.to_unit(inner.min), t.to_unit(inner.max)],
            ..t
        }
    }

    /// The unit-box point of a screen position, kept on the usable canvas: a node put there
    /// lands under the pointer, also beside the central square.
    pub fn to_unit_on_canvas(&self, p: Pos2) -> [f32; 2] {
        let u = self.to_unit(p);
        let [lo, hi] = self.visible;
        [u[0].clamp(lo[0], hi[0]), u[1].clamp(lo[1], hi[1])]
    }

    /// Screen position of a unit-box point.
    pub fn to_screen(&self, p: [f32; 2]) -> Pos2 {
        self.origin + vec2(p[0] * self.scale, p[1] * self.scale * self.y_ratio)
    }

    /// Unit-box point of a screen position (not clamped).
    pub fn to_unit(&self, p: Pos2) -> [f32; 2] {
        let d = p - self.origin;
        [d.x / self.scale, d.y / (self.scale * self.y_ratio)]
    }

    /// Points per unit (along the axis scaled less).
    pub fn scale(&self) -> f32 {
        self.scale * self.y_ratio.min(1.0)
    }
}

/// Canvas state kept by the owner between frames.
#[derive(Debug, Clone, Default)]
pub struct GraphEditorState {
    /// The selected node or edge (edit mode).
    pub selected: Option<Selection>,
    drag: Option<Drag>,
    menu: Option<MenuTarget>,
    transform: Option<CanvasTransform>,
    /// The canvas `transform` was made for.
    transform_rect: Option<Rect>,
    radius: f32,
    raster: super::graph_raster::RasterCache,
}

/// How much more one axis of a graph may be stretched than the other in presentation mode
/// (see [`CanvasTransform::stretching`]).
pub const PRESENT_STRETCH: f32 = 3.0;

/// Node radius in points for `n` nodes on a canvas of `side` points.
pub fn node_radius(n: usize, side: f32) -> f32 {
    (side / ((n.max(1) as f32).sqrt() * 5.0)).clamp(3.0, 16.0)
}

/// The smallest distance between two node positions (unit-box coordinates), for graphs small
/// enough to check every pair (a few hundred nodes); `None` otherwise or with fewer than two.
fn closest_pair(positions: &[[f32; 2]]) -> Option<f32> {
    if positions.len() < 2 || positions.len() > 400 {
        return None;
    }
    let mut best = f32::INFINITY;
    for (i, a) in positions.iter().enumerate() {
        for b in &positions[i + 1..] {
            let d = ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2)).sqrt();
            if d.is_finite() {
                best = best.min(d);
            }
        }
    }
    (best.is_finite() && best > 0.0).then_some(best)
}

/// Distance from `p` to the segment `a`–`b`.
fn segment_distance(p: Pos2, a: Pos2, b: Pos2) -> f32 {
    let ab = b - a;
    let len2 = ab.length_sq();
    if len2 <= f32::EPSILON {
        return (p - a).length();
    }
    let t = ((p - a).dot(ab) / len2).clamp(0.0, 1.0);
    (p - (a + ab * t)).length()
}

impl GraphEditorState {
    /// Forget selection, drag and menu (the graph was replaced).
    pub fn clear(&mut self) {
        self.selected = None;
        self.drag = None;
        self.menu = None;
    }

    /// Screen position of a unit-box point as drawn in the last frame (tests click here).
    pub fn screen_pos(&self, p: [f32; 2]) -> Option<Pos2> {
        self.transform.map(|t| t.to_screen(p))
    }

    /// The node being dragged, if any.
    pub fn dragging(&self) -> Option<u32> {
        self.drag.map(|d| d.node)
    }

    /// Node radius used in the last frame.
    pub fn radius(&self) -> f32 {
        self.radius
    }

    /// Free the large-graph picture (a graph this canvas no longer shows); the next frame that
    /// shows a large graph draws it again.
    pub fn forget_picture(&mut self) {
        self.raster.clear();
    }

    /// How many times the large-graph picture was drawn (0 for graphs drawn as shapes).
    pub fn pictures_drawn(&self) -> u64 {
        self.raster.draws
    }

    /// Drop a selection that no longer exists in a graph of `n` nodes.
    fn check_selection(&mut self, picture: &GraphPicture) {
        let n = picture.positions.len() as u32;
        let ok = match self.selected {
            None => true,
            Some(Selection::Node(k)) => k < n,
            Some(Selection::Edge(u, v)) => {
                u < n
                    && v < n
                    && picture
                        .adjacency
                        .get(u as usize)
                        .is_some_and(|l| l.contains(&v))
            }
        };
        if !ok {
            self.selected = None;
        }
        if self.drag.is_some_and(|d| d.node >= n) {
            self.drag = None;
        }
    }

    fn node_at(&self, picture: &GraphPicture, t: &CanvasTransform, p: Pos2) -> Option<u32> {
        let reach = self.radius + PICK_SLACK;
        let mut best: Option<(f32, u32)> = None;
        for (k, &q) in picture.positions.iter().enumerate() {
            let d = (t.to_screen(q) - p).length();
            if d <= reach && best.is_none_or(|(bd, _)| d < bd) {
                best = Some((d, k as u32));
            }
        }
        best.map(|(_, k)| k)
    }

    fn edge_at(&self, picture: &GraphPicture, t: &CanvasTransform, p: Pos2) -> Option<(u32, u32)> {
        let mut best: Option<(f32, (u32, u32))> = None;
        let n = picture.positions.len();
        for (u, list) in picture.adjacency.iter().enumerate().take(n) {
            for &v in list {
                if (u as u32) >= v || v as usize >= n {
                    continue;
                }
                let a = t.to_screen(picture.positions[u]);
                let b = t.to_screen(picture.positions[v as usize]);
                let d = segment_distance(p, a, b);
                if d <= PICK_SLACK + 1.0 && best.is_none_or(|(bd, _)| d < bd) {
                    best = Some((d, (u as u32, v)));
                }
            }
        }
        best.map(|(_, e)| e)
    }

    /// Draw the graph and handle the gestures; `overlay` paints on top (tokens, arrows) with the
    /// unit-box → screen transform and the node radius.
    pub fn show(
        &mut self,
        ui: &mut Ui,
        picture: &GraphPicture,
        overlay: &mut dyn FnMut(&egui::Painter, &CanvasTransform, f32),
    ) -> GraphResponse {
        let mut out = GraphResponse::default();
        self.check_selection(picture);
        let size = vec2(picture.size.x.max(60.0), picture.size.y.max(60.0));
        let (rect, response) = ui.allocate_exact_size(size, Sense::click_and_drag());
        super::layout::picture(ui, rect);
        let name = picture.texts.canvas_name.clone();
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, &name));
        let n = picture.positions.len();
        // presentation mode: larger nodes (as long as they fit), thicker edges, larger text
        let scale = super::theme::scale(ui.ctx());
        let side = rect.width().min(rect.height());
        let radius = node_radius(n, side) * scale;
        let radius = radius.min((side / ((n.max(1) as f32).sqrt() * 3.0)).max(3.0));
        // the graph's own extent fills the canvas (kept while a node is dragged: the drag
        // moves the node, not the whole drawing)
        let t = match (self.drag, self.transform, self.transform_rect) {
            (Some(_), Some(t), Some(r)) if r == rect => t,
            // presentation mode: the graph fills a projector's wide canvas (up to
            // PRESENT_STRETCH times wider than it is drawn elsewhere)
            _ if super::theme::presentation(ui.ctx()) => CanvasTransform::stretching(
                rect,
                radius + 14.0 * scale,
                picture.positions,
                PRESENT_STRETCH,
            ),
            _ => CanvasTransform::filling(rect, radius + 14.0 * scale, picture.positions),
        };
        self.transform_rect = Some(rect);
        // nodes never overlap: at most a little under half the closest two nodes' distance
        // (on a short canvas, a projector's, presentation mode's larger nodes would pile up)
        let radius = match closest_pair(picture.positions) {
            Some(d) => radius.min((0.45 * d * t.scale()).max(3.0)),
            None => radius,
        };
        self.transform = Some(t);
        self.radius = radius;
        let pointer = response.hover_pos().or(response.interact_pointer_pos());
        let hovered = pointer.and_then(|p| self.node_at(picture, &t, p));
        out.hovered = hovered;

        if picture.editable {
            self.edit_gestures(ui, picture, &t, &response, hovered, &mut out);
        } else {
            self.drag = None;
            if response.clicked()
                && let Some(p) = response.interact_pointer_pos()
                && let Some(k) = self.node_at(picture, &t, p)
            {
                out.actions.push(GraphAction::NodeClicked(k));
            }
        }

        // ---- painting ----------------------------------------------------------------------
        let painter = ui.painter_at(rect);
        let visuals = ui.visuals();
        painter.rect_filled(rect, 4.0, visuals.extreme_bg_color);
        let edge_stroke = Stroke::new(
            if n > 2_000 { 1.0 } else { 1.8 * scale },
            visuals.weak_text_color(),
        );
        // Positions as they are drawn this frame: a dragged node follows the pointer unless it
        // is over a target node (then it is drawn at its origin and a line shows the new edge).
        let drag = self.drag;
        let drawn = |k: usize| -> [f32; 2] {
            match drag {
                Some(d) if d.node as usize == k && d.target.is_some() => d.origin,
                _ => picture.positions[k],
            }
        };
        // Big graphs get no node outlines (half the shapes).
        let outlines = n <= 2_000;
        let looks: Vec<NodeLook> = (0..n).map(|k| (picture.node_look)(k)).collect();
        let edge_count = picture
            .adjacency
            .iter()
            .take(n)
            .map(Vec::len)
            .sum::<usize>()
            / 2;
        let rasterised = n > LABEL_MAX_NODES && n + edge_count >= RASTER_MIN_SHAPES;
        if rasterised {
            let ppp = ui.ctx().pixels_per_point();
            let fill = |k: usize| looks[k].fill;
            let base = BasePicture {
                picture,
                drawn: &drawn,
                fill: &fill,
                stroke: &|k| looks[k].stroke,
                transform: t,
                rect,
                ppp,
                radius,
                edge_stroke,
                outlines,
                drag,
            };
            base.paint(ui.ctx(), &painter, &mut self.raster);
        } else {
            self.raster.clear();
        }
        for (u, list) in picture.adjacency.iter().enumerate().take(n) {
            for &v in list {
                if (u as u32) >= v || v as usize >= n {
                    continue;
                }
                let selected = self.selected == Some(Selection::Edge(u as u32, v));
                let highlight = picture.edge_highlight.and_then(|f| f(u as u32, v));
                let stroke = match highlight {
                    _ if selected => Stroke::new(4.0, visuals.selection.bg_fill),
                    Some(h) => h,
                    // the picture has it
                    None if rasterised => continue,
                    None => edge_stroke,
                };
                painter.line_segment(
                    [t.to_screen(drawn(u)), t.to_screen(drawn(v as usize))],
                    stroke,
                );
            }
        }
        // Edge previews: from a dragged node to its target, or from the selected node to the
        // pointer ("click another node to connect").
        let preview = Stroke::new(2.0, visuals.selection.bg_fill.gamma_multiply(0.8));
        if let Some(d) = self.drag
            && let Some(target) = d.target
        {
            let a = t.to_screen(d.origin);
            let b = t.to_screen(picture.positions[target as usize]);
            painter.add(egui::Shape::dashed_line(&[a, b], preview, 6.0, 4.0));
        } else if picture.editable
            && self.drag.is_none()
            && let Some(Selection::Node(k)) = self.selected
            && let Some(p) = response.hover_pos()
            && (k as usize) < n
        {
            let a = t.to_screen(picture.positions[k as usize]);
            painter.add(egui::Shape::dashed_line(&[a, p], preview, 6.0, 4.0));
        }
        // (node numbers at a painted label's size on a projector: at 18 points they were 12 px
        // high, issue 24)
        let min_text = super::theme::min_label(ui.ctx(), 9.0);
        let font = egui::FontId::proportional(
            (radius * 0.95).clamp(min_text, (14.0 * scale).max(min_text)),
        );
        let caption_font = egui::FontId::proportional(super::theme::text_size(ui.ctx(), 12.0));
        // node numbers only where they fit their disc (presentation mode's large text)
        let draw_labels =
            n <= LABEL_MAX_NODES && radius >= 7.0 && (scale == 1.0 || radius * 2.0 >= min_text);
        // A caption ("hole", "cat's start") is left out where it would cover another node (a
        // small canvas, such as presentation mode's on a projector): the node's ring still
        // tells its role (and the editor's legend names the rings).
        let centres: Vec<Pos2> = if n <= LABEL_MAX_NODES {
            (0..n).map(|k| t.to_screen(drawn(k))).collect()
        } else {
            Vec::new()
        };
        // ... or where it would run into a caption already drawn ("hole mouse start")
        let placed = std::cell::RefCell::new(Vec::<Rect>::new());
        // (a caption near the canvas's edge moves inward: a stretched graph puts nodes near
        // the sides, and "mouse start" must not run past the edge)
        let caption_fits = |k: usize, at: Pos2, caption: &str| -> Option<Pos2> {
            let galley =
                painter.layout_no_wrap(caption.to_string(), caption_font.clone(), Color32::WHITE);
            let mut rect = egui::Align2::CENTER_TOP.anchor_size(at, galley.size());
            let inner = painter.clip_rect().shrink(2.0);
            let dx = if rect.width() > inner.width() {
                0.0
            } else if rect.min.x < inner.min.x {
                inner.min.x - rect.min.x
            } else if rect.max.x > inner.max.x {
                inner.max.x - rect.max.x
            } else {
                0.0
            };
            rect = rect.translate(vec2(dx, 0.0));
            let clear = centres
                .iter()
                .enumerate()
                .all(|(j, c)| j == k || !rect.expand(radius).contains(*c))
                && placed
                    .borrow()
                    .iter()
                    .all(|other| !other.expand2(vec2(caption_font.size, 2.0)).intersects(rect));
            if clear {
                placed.borrow_mut().push(rect);
            }
            clear.then_some(at + vec2(dx, 0.0))
        };
        // A caption on a backing of the canvas's colour (issue 24: the edges ran through "hole"
        // and "cat start"): no edge crosses its text.
        let draw_caption = |at: Pos2, caption: &str| {
            let galley = painter.layout_no_wrap(
                caption.to_string(),
                caption_font.clone(),
                visuals.text_color(),
            );
            let rect = egui::Align2::CENTER_TOP.anchor_size(at, galley.size());
            painter.rect_filled(rect.expand(2.0), 4.0, visuals.extreme_bg_color);
            painter.galley(rect.min, galley, visuals.text_color());
        };
        // Plain nodes first, then the marked ones (rings, selection, hover) on top so that they
        // stay visible in a crowded graph.
        let mut on_top: Vec<(usize, NodeLook)> = Vec::new();
        for (k, look) in looks.into_iter().enumerate() {
            let marked = look.ring.is_some()
                || hovered == Some(k as u32)
                || self.selected == Some(Selection::Node(k as u32))
                || self
                    .drag
                    .is_some_and(|d| d.node == k as u32 || d.target == Some(k as u32));
            if marked {
                on_top.push((k, look));
                continue;
            }
            let c = t.to_screen(drawn(k));
            if rasterised {
                // the picture has the disc (and big graphs have no labels)
            } else if outlines {
                painter.circle(c, radius, look.fill, look.stroke);
            } else {
                painter.circle_filled(c, radius, look.fill);
            }
            if draw_labels && let Some(label) = &look.label {
                painter.text(
                    c,
                    egui::Align2::CENTER_CENTER,
                    label,
                    font.clone(),
                    super::palette::text_on(look.fill),
                );
            }
            if let Some(caption) = &look.caption
                && let Some(at) = caption_fits(k, c + vec2(0.0, radius + 4.0), caption)
            {
                draw_caption(at, caption);
            }
        }
        for (k, look) in on_top {
            let c = t.to_screen(drawn(k));
            let mut r = radius;
            if hovered == Some(k as u32) {
                r += 1.5;
            }
            if let Some(ring) = look.ring {
                painter.circle_stroke(c, r + ring.width / 2.0 + 2.0, ring);
            }
            painter.circle(c, r, look.fill, look.stroke);
            if self.selected == Some(Selection::Node(k as u32))
                || self.drag.and_then(|d| d.target) == Some(k as u32)
            {
                painter.circle_stroke(c, r + 4.0, Stroke::new(2.5, visuals.selection.bg_fill));
            }
            if draw_labels && let Some(label) = &look.label {
                painter.text(
                    c,
                    egui::Align2::CENTER_CENTER,
                    label,
                    font.clone(),
                    super::palette::text_on(look.fill),
                );
            }
            if let Some(caption) = &look.caption
                && let Some(at) = caption_fits(k, c + vec2(0.0, r + 4.0), caption)
            {
                draw_caption(at, caption);
            }
        }
        overlay(&painter, &t, radius);
        if let Some(k) = hovered
            && !draw_labels
        {
            // Few labels on big graphs: name the node under the pointer.
            let c = t.to_screen(drawn(k as usize));
            painter.text(
                c + vec2(radius + 3.0, -radius - 3.0),
                egui::Align2::LEFT_BOTTOM,
                k.to_string(),
                egui::FontId::proportional(13.0 * scale),
                visuals.strong_text_color(),
            );
        }
        out
    }

    fn edit_gestures(
        &mut self,
        ui: &Ui,
        picture: &GraphPicture,
        t: &CanvasTransform,
        response: &egui::Response,
        hovered: Option<u32>,
        out: &mut GraphResponse,
    ) {
        let n = picture.positions.len();
        // Dragging a node.
        if response.drag_started_by(egui::PointerButton::Primary) {
            let origin = ui.input(|i| i.pointer.press_origin());
            if let Some(k) = origin.and_then(|p| self.node_at(picture, t, p)) {
                self.drag = Some(Drag {
                    node: k,
                    origin: picture.positions[k as usize],
                    target: None,
                });
                out.actions.push(GraphAction::MoveStart(k));
            }
        }
        if let Some(d) = &mut self.drag {
            if let Some(p) = response.interact_pointer_pos() {
                let target = hovered.filter(|&h| h != d.node);
                d.target = target;
                if target.is_none() {
                    out.actions
                        .push(GraphAction::Move(d.node, t.to_unit_on_canvas(p)));
                }
            }
            if response.drag_stopped() || !response.is_pointer_button_down_on() {
                let d = *d;
                self.drag = None;
                if let Some(target) = d.target {
                    out.actions.push(GraphAction::Move(d.node, d.origin));
                    out.actions.push(GraphAction::ToggleEdge(d.node, target));
                    self.selected = None;
                }
                out.actions.push(GraphAction::MoveEnd(d.node));
            }
        }

        // Clicks.
        if response.clicked()
            && let Some(p) = response.interact_pointer_pos()
        {
            if let Some(k) = self.node_at(picture, t, p) {
                match self.selected {
                    Some(Selection::Node(a)) if a == k => self.selected = None,
                    Some(Selection::Node(a)) => {
                        out.actions.push(GraphAction::ToggleEdge(a, k));
                        self.selected = None;
                    }
                    _ => self.selected = Some(Selection::Node(k)),
                }
            } else if let Some((u, v)) = self.edge_at(picture, t, p) {
                self.selected = if self.selected == Some(Selection::Edge(u, v)) {
                    None
                } else {
                    Some(Selection::Edge(u, v))
                };
            } else if self.selected.is_some() {
                self.selected = None;
            } else {
                out.actions
                    .push(GraphAction::AddNode(t.to_unit_on_canvas(p)));
            }
        }

        // Right-click menu.
        if response.secondary_clicked()
            && let Some(p) = response.interact_pointer_pos()
        {
            self.menu = Some(if let Some(k) = self.node_at(picture, t, p) {
                self.selected = Some(Selection::Node(k));
                MenuTarget::Node(k)
            } else if let Some((u, v)) = self.edge_at(picture, t, p) {
                self.selected = Some(Selection::Edge(u, v));
                MenuTarget::Edge(u, v)
            } else {
                MenuTarget::Empty(t.to_unit_on_canvas(p))
            });
        }
        let texts = picture.texts;
        let menu = self.menu;
        let mut chosen: Option<GraphAction> = None;
        response.context_menu(|ui| match menu {
            Some(MenuTarget::Node(k)) if (k as usize) < n => {
                if ui
                    .button(texts.remove_node.replace("{k}", &k.to_string()))
                    .clicked()
                {
                    chosen = Some(GraphAction::RemoveNode(k));
                    ui.close();
                }
            }
            Some(MenuTarget::Edge(u, v)) => {
                let label = texts
                    .remove_edge
                    .replace("{u}", &u.to_string())
                    .replace("{v}", &v.to_string());
                if ui.button(label).clicked() {
                    chosen = Some(GraphAction::RemoveEdge(u, v));
                    ui.close();
                }
            }
            Some(MenuTarget::Empty(p)) => {
                if ui.button(&texts.add_node_here).clicked() {
                    chosen = Some(GraphAction::AddNode(p));
                    ui.close();
                }
            }
            _ => {
                ui.close();
            }
        });
        if let Some(action) = chosen {
            self.selected = None;
            self.menu = None;
            out.actions.push(action);
        }

        // Keyboard: Delete / Backspace removes the selection, Escape clears it.
        if self.selected.is_some() && !ui.ctx().egui_wants_keyboard_input() {
            let (delete, escape) = ui.input_mut(|i| {
                (
                    i.consume_key(egui::Modifiers::NONE, egui::Key::Delete)
                        || i.consume_key(egui::Modifiers::NONE, egui::Key::Backspace),
                    i.consume_key(egui::Modifiers::NONE, egui::Key::Escape),
                )
            });
            if delete {
                match self.selected.take() {
                    Some(Selection::Node(k)) => out.actions.push(GraphAction::RemoveNode(k)),
                    Some(Selection::Edge(u, v)) => out.actions.push(GraphAction::RemoveEdge(u, v)),
                    None => {}
                }
            } else if escape {
                self.selected = None;
            }
        }
    }
}

/// What the still picture of a large graph is drawn from, this frame.
struct BasePicture<'a> {
    picture: &'a GraphPicture<'a>,
    drawn: &'a dyn Fn(usize) -> [f32; 2],
    fill: &'a dyn Fn(usize) -> Color32,
    stroke: &'a dyn Fn(usize) -> Stroke,
    transform: CanvasTransform,
    rect: Rect,
    ppp: f32,
    radius: f32,
    edge_stroke: Stroke,
    outlines: bool,
    drag: Option<Drag>,
}

impl BasePicture<'_> {
    /// Every edge and node disc from the cached picture: drawn again only when the geometry
    /// or a colour changed, then shown as one texture on the canvas's pixel grid.
    fn paint(
        &self,
        ctx: &egui::Context,
        painter: &egui::Painter,
        cache: &mut super::graph_raster::RasterCache,
    ) {
        use super::graph_raster::{Disc, PictureInput, QuickHash, Segment};
        let ppp = self.ppp;
        let px_min = (self.rect.min.to_vec2() * ppp).floor();
        let px_max = (self.rect.max.to_vec2() * ppp).ceil();
        let size = [
            (px_max.x - px_min.x).max(0.0) as usize,
            (px_max.y - px_min.y).max(0.0) as usize,
        ];
        let t = self.transform;
        let to_px = |p: [f32; 2]| {
            let s = t.to_screen(p);
            [s.x * ppp - px_min.x, s.y * ppp - px_min.y]
        };
        let n = self.picture.positions.len();
        let adjacency = &self.picture.adjacency[..n.min(self.picture.adjacency.len())];
        let edges = || {
            adjacency.iter().enumerate().flat_map(|(u, list)| {
                list.iter()
                    .filter(move |&&v| (u as u32) < v && (v as usize) < n)
                    .map(move |&v| (u, v as usize))
            })
        };
        let mut g = QuickHash::default();
        for v in [size[0] as u64, size[1] as u64, n as u64] {
            g.word(v);
        }
        for v in [
            ppp,
            px_min.x,
            px_min.y,
            t.origin.x,
            t.origin.y,
            t.scale,
            t.y_ratio,
            self.edge_stroke.width,
        ] {
            g.f32(v);
        }
        if let Some(d) = self.drag {
            g.word(d.node as u64);
            g.word(d.target.map_or(u64::MAX, u64::from));
        }
        for k in 0..n {
            let p = (self.drawn)(k);
            g.f32(p[0]);
            g.f32(p[1]);
        }
        for (u, v) in edges() {
            g.word(((u as u64) << 32) | v as u64);
        }
        let geometry = g.finish();
        let mut c = g;
        c.word(u32::from_le_bytes(self.edge_stroke.color.to_array()) as u64);
        c.f32(self.radius);
        c.word(self.outlines as u64);
        for k in 0..n {
            c.word(u32::from_le_bytes((self.fill)(k).to_array()) as u64);
            if self.outlines {
                let s = (self.stroke)(k);
                c.word(u32::from_le_bytes(s.color.to_array()) as u64);
                c.f32(s.width);
            }
        }
        let colours = c.finish();
        let texture = cache.texture(ctx, size, geometry, colours, || PictureInput {
            segments: edges()
                .map(|(u, v)| Segment {
                    a: to_px((self.drawn)(u)),
                    b: to_px((self.drawn)(v)),
                })
                .collect(),
            width: self.edge_stroke.width * ppp,
            color: self.edge_stroke.color,
            discs: (0..n)
                .map(|k| {
                    let s = (self.stroke)(k);
                    Disc {
                        center: to_px((self.drawn)(k)),
                        r: self.radius * ppp,
                        fill: (self.fill)(k),
                        stroke_width: if self.outlines { s.width * ppp } else { 0.0 },
                        stroke: s.color,
                    }
                })
                .collect(),
        });
        // Until a big graph's first picture arrives from its worker (a few tens of
        // milliseconds), the canvas stays empty; a picture being replaced stays up meanwhile.
        let Some((texture, _stale)) = texture else {
            return;
        };
        let shown = Rect::from_min_max((px_min / ppp).to_pos2(), (px_max / ppp).to_pos2());
        let uv = Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0));
        painter.image(texture, shown, uv, Color32::WHITE);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transform_round_trips_and_keeps_aspect() {
        let rect = Rect::from_min_size(pos2(10.0, 20.0), vec2(400.0, 200.0));
        let t = CanvasTransform::new(rect, 10.0);
        let p = t.to_screen([0.25, 0.75]);
        let back = t.to_unit(p);
        assert!((back[0] - 0.25).abs() < 1e-5 && (back[1] - 0.75).abs() < 1e-5);
        // the unit box is a square of the smaller side, centred
        assert!((t.scale() - 180.0).abs() < 1e-3);
        assert!((t.to_screen([0.5, 0.5]) - rect.center()).length() < 1e-3);
        // beside the square, a point stays where it is put; outside the canvas it is kept on it
        let beside = t.to_unit(pos2(30.0, 120.0));
        assert!(
            (t.to_screen(t.to_unit_on_canvas(pos2(30.0, 120.0))) - pos2(30.0, 120.0)).length()
                < 1e-3
        );
        assert!(beside[0] < 0.0);
        let off = t.to_screen(t.to_unit_on_canvas(pos2(0.0, 500.0)));
        assert!(rect.shrink(9.9).contains(off), "{off:?}");
        // positions on the canvas keep the transform; ones off it make everything fit
        assert_eq!(
            CanvasTransform::fitting(rect, 10.0, &[beside, [0.5, 0.5]]),
            t
        );
        let far = CanvasTransform::fitting(rect, 10.0, &[[-3.0, 0.5], [1.0, 1.0]]);
        assert!(rect.shrink(9.0).contains(far.to_screen([-3.0, 0.5])));
    }

    #[test]
    fn segment_distance_is_right() {
        let d = segment_distance(pos2(5.0, 3.0), pos2(0.0, 0.0), pos2(10.0, 0.0));
        assert!((d - 3.0).abs() < 1e-5);
        let end = segment_distance(pos2(13.0, 4.0), pos2(0.0, 0.0), pos2(10.0, 0.0));
        assert!((end - 5.0).abs() < 1e-5);
        assert!(node_radius(8_000, 800.0) >= 3.0);
        assert!(node_radius(3, 800.0) <= 16.0);
    }

    /// A canvas's frames, without a window.
    struct Canvas {
        ctx: egui::Context,
        state: GraphEditorState,
        time: f64,
    }

    /// What a frame drew: line segments, textured meshes (the picture), discs.
    #[derive(Debug, Default, PartialEq)]
    struct Drawn {
        lines: usize,
        pictures: usize,
        circles: usize,
    }

    impl Canvas {
        fn new() -> Self {
            Canvas {
                ctx: egui::Context::default(),
                state: GraphEditorState::default(),
                time: 0.0,
            }
        }

        fn frame(&mut self, picture: &GraphPicture, pointer: Pos2) -> Drawn {
            self.time += 1.0 / 60.0;
            let input = egui::RawInput {
                screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(700.0, 600.0))),
                time: Some(self.time),
                events: vec![egui::Event::PointerMoved(pointer)],
                ..Default::default()
            };
            let state = &mut self.state;
            let mut out = self.ctx.run_ui(input, |ui| {
                state.show(ui, picture, &mut |_, _, _| {});
            });
            out.textures_delta.clear();
            let mut drawn = Drawn::default();
            for clipped in &out.shapes {
                count(&clipped.shape, &mut drawn);
            }
            drawn
        }
    }

    fn count(shape: &egui::Shape, drawn: &mut Drawn) {
        match shape {
            egui::Shape::LineSegment { .. } => drawn.lines += 1,
            egui::Shape::Circle(_) => drawn.circles += 1,
            egui::Shape::Mesh(m) if m.texture_id != egui::TextureId::default() => {
                drawn.pictures += 1
            }
            egui::Shape::Vec(v) => v.iter().for_each(|s| count(s, drawn)),
            _ => {}
        }
    }

    /// `side` × `side` nodes on a grid, each joined to its right, lower and lower-right
    /// neighbours.
    fn grid(side: usize) -> (Vec<[f32; 2]>, Vec<Vec<u32>>) {
        let n = side * side;
        let positions = (0..n)
            .map(|k| {
                let (x, y) = (k % side, k / side);
                [x as f32 / (side - 1) as f32, y as f32 / (side - 1) as f32]
            })
            .collect();
        let mut adjacency = vec![Vec::new(); n];
        let mut join = |a: usize, b: usize| {
            adjacency[a].push(b as u32);
            adjacency[b].push(a as u32);
        };
        for y in 0..side {
            for x in 0..side {
                let k = y * side + x;
                if x + 1 < side {
                    join(k, k + 1);
                }
                if y + 1 < side {
                    join(k, k + side);
                }
                if x + 1 < side && y + 1 < side {
                    join(k, k + side + 1);
                }
            }
        }
        (positions, adjacency)
    }

    fn texts() -> EditorTexts {
        EditorTexts {
            canvas_name: "graph".into(),
            remove_node: "remove {k}".into(),
            remove_edge: "remove {u}-{v}".into(),
            add_node_here: "add".into(),
        }
    }

    fn plain(_: usize) -> NodeLook {
        NodeLook {
            fill: Color32::GRAY,
            stroke: Stroke::new(1.0, Color32::WHITE),
            ring: None,
            label: None,
            caption: None,
        }
    }

    /// Grey nodes, no highlights, on a 500 × 500 canvas.
    fn plain_picture<'a>(
        positions: &'a [[f32; 2]],
        adjacency: &'a [Vec<u32>],
        texts: &'a EditorTexts,
        editable: bool,
    ) -> GraphPicture<'a> {
        GraphPicture {
            positions,
            adjacency,
            node_look: &plain,
            edge_highlight: None,
            editable,
            size: vec2(500.0, 500.0),
            texts,
        }
    }

    #[test]
    fn a_caption_that_would_cover_another_node_is_left_out() {
        fn captioned(k: usize) -> NodeLook {
            NodeLook {
                caption: (k == 0).then(|| "hole".to_string()),
                ..plain(k)
            }
        }
        let texts = texts();
        let adjacency = vec![vec![1], vec![0], vec![], vec![]];
        let words = |below: f32| -> Vec<String> {
            // node 1 straight below node 0, `below` of the unit box lower; two nodes in the
            // corners keep the drawing's extent the unit box (the canvas fits the nodes)
            let positions = [[0.5, 0.3], [0.5, 0.3 + below], [0.0, 0.0], [1.0, 1.0]];
            let picture = GraphPicture {
                node_look: &captioned,
                ..plain_picture(&positions, &adjacency, &texts, false)
            };
            let mut canvas = Canvas::new();
            canvas.frame(&picture, pos2(1.0, 1.0));
            let input = egui::RawInput {
                screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(700.0, 600.0))),
                ..Default::default()
            };
            let state = &mut canvas.state;
            let mut out = canvas.ctx.run_ui(input, |ui| {
                state.show(ui, &picture, &mut |_, _, _| {});
            });
            out.textures_delta.clear();
            let mut found = Vec::new();
            fn texts_in(shape: &egui::Shape, found: &mut Vec<String>) {
                match shape {
                    egui::Shape::Text(t) => found.push(t.galley.text().to_string()),
                    egui::Shape::Vec(v) => v.iter().for_each(|s| texts_in(s, found)),
                    _ => {}
                }
            }
            for c in &out.shapes {
                texts_in(&c.shape, &mut found);
            }
            found
        };
        assert!(
            words(0.5).contains(&"hole".to_string()),
            "room below: shown"
        );
        assert!(
            !words(0.06).contains(&"hole".to_string()),
            "a node right under the caption: left out"
        );
    }

    #[test]
    fn small_graphs_are_drawn_as_shapes() {
        let (positions, adjacency) = grid(6);
        let texts = texts();
        let picture = plain_picture(&positions, &adjacency, &texts, true);
        let mut canvas = Canvas::new();
        let drawn = canvas.frame(&picture, pos2(1.0, 1.0));
        assert_eq!(drawn.pictures, 0);
        assert_eq!(drawn.lines, 5 * 6 * 2 + 25);
        assert_eq!(drawn.circles, 36);
        assert_eq!(canvas.state.pictures_drawn(), 0);
    }

    #[test]
    fn a_large_graph_is_one_picture_drawn_again_only_when_it_changes() {
        // 529 nodes, 1,518 edges, all short: drawn within the frame
        let (mut positions, adjacency) = grid(23);
        let texts = texts();
        let marked = std::cell::Cell::new(None::<usize>);
        let red = std::cell::Cell::new(None::<usize>);
        let look = |k: usize| {
            let mut l = plain(k);
            if marked.get() == Some(k) {
                l.ring = Some(Stroke::new(3.0, Color32::YELLOW));
            }
            if red.get() == Some(k) {
                l.fill = Color32::RED;
            }
            l
        };
        let highlight =
            |u: u32, v: u32| (u == 0 && v == 1).then(|| Stroke::new(3.0, Color32::GREEN));
        let mut canvas = Canvas::new();
        let frame = |canvas: &mut Canvas, positions: &[[f32; 2]], pointer: Pos2| {
            let picture = GraphPicture {
                positions,
                adjacency: &adjacency,
                node_look: &look,
                edge_highlight: Some(&highlight),
                editable: true,
                size: vec2(500.0, 500.0),
                texts: &texts,
            };
            canvas.frame(&picture, pointer)
        };
        let first = frame(&mut canvas, &positions, pos2(650.0, 10.0));
        // the picture, the one highlighted edge on top, no disc drawn as a shape
        assert_eq!(
            first,
            Drawn {
                lines: 1,
                pictures: 1,
                circles: 0
            }
        );
        assert_eq!(canvas.state.pictures_drawn(), 1);
        // hovering a node and ringing another draw them on top; the picture stays
        let over = canvas.state.screen_pos(positions[30]).expect("drawn");
        marked.set(Some(40));
        let hover = frame(&mut canvas, &positions, over);
        assert_eq!(hover.pictures, 1);
        assert_eq!(
            hover.circles, 3,
            "{hover:?}: the hovered disc, the ringed one and its ring"
        );
        assert_eq!(canvas.state.pictures_drawn(), 1);
        // a node's colour: the picture is drawn again (its edges are kept)
        red.set(Some(7));
        frame(&mut canvas, &positions, over);
        assert_eq!(canvas.state.pictures_drawn(), 2);
        frame(&mut canvas, &positions, over);
        assert_eq!(canvas.state.pictures_drawn(), 2);
        // a node moved: drawn again
        positions[100][0] += 0.01;
        frame(&mut canvas, &positions, over);
        assert_eq!(canvas.state.pictures_drawn(), 3);
    }

    #[test]
    fn a_very_large_graph_is_drawn_on_a_worker_and_shown_when_ready() {
        // 3,000 nodes on a circle, 6,000 long chords: far too many pixels for one frame
        let n = 3_000;
        let positions: Vec<[f32; 2]> = (0..n)
            .map(|k| {
                let a = k as f32 / n as f32 * std::f32::consts::TAU;
                [0.5 + 0.45 * a.cos(), 0.5 + 0.45 * a.sin()]
            })
            .collect();
        let mut adjacency = vec![Vec::new(); n];
        for k in 0..n {
            for step in [n / 3 + 1, n / 2 - 7] {
                let j = (k + step) % n;
                if !adjacency[k].contains(&(j as u32)) {
                    adjacency[k].push(j as u32);
                    adjacency[j].push(k as u32);
                }
            }
        }
        let texts = texts();
        let picture = plain_picture(&positions, &adjacency, &texts, false);
        let mut canvas = Canvas::new();
        let first = canvas.frame(&picture, pos2(690.0, 10.0));
        assert_eq!(
            first.lines + first.circles,
            0,
            "nothing drawn as shapes: {first:?}"
        );
        assert_eq!(
            canvas.state.pictures_drawn(),
            0,
            "not drawn within the frame"
        );
        let t0 = std::time::Instant::now();
        while canvas.state.pictures_drawn() == 0 {
            assert!(t0.elapsed().as_secs() < 30, "the picture never arrived");
            std::thread::sleep(std::time::Duration::from_millis(5));
            canvas.frame(&picture, pos2(690.0, 10.0));
        }
        assert_eq!(canvas.frame(&picture, pos2(690.0, 10.0)).pictures, 1);
        assert_eq!(canvas.state.pictures_drawn(), 1);
    }
}
