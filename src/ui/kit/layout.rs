//! What was laid out where in the last frame: the window's panels and the regions the views
//! split their central area into, each with its parent. The layout tests read it to check that
//! nothing leaves the window and that no two regions of one parent overlap; the app reads the
//! side panel's width from it to remember a drag.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{Context, Id, Rect};

/// One laid-out region.
#[derive(Debug, Clone, PartialEq)]
pub struct Region {
    /// What it is ("side", "central", "cm_graph", …).
    pub name: String,
    /// The region it lies in ("" for the window's own panels).
    pub parent: String,
    /// Where it was drawn.
    pub rect: Rect,
    /// How wide its contents wanted to be (more than `rect` means they were cut off).
    pub content_width: Option<f32>,
    /// A row or cell of a text table ([`table_text`]): its text's size on one line per line
    /// written, and the visible part of its panel. `None` for the other regions.
    pub table: Option<TableText>,
}

/// What [`table_text`] records of a table's row or cell.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TableText {
    /// The size of its text laid out without wrapping: as many lines as were written.
    pub written: egui::Vec2,
    /// The visible part of the panel it was drawn in.
    pub clip: Rect,
}

/// The parent of the regions [`table_text`] records (they are not checked for overlaps).
pub const TABLE: &str = "table";

fn key() -> Id {
    Id::unique("gamedp_layout_regions")
}

/// Record a region of this frame.
pub fn record(ctx: &Context, parent: &str, name: &str, rect: Rect) {
    push(ctx, parent, name, rect, None);
}

/// Record a region and the width its contents needed.
pub fn record_with_content(ctx: &Context, parent: &str, name: &str, rect: Rect, content: f32) {
    push(ctx, parent, name, rect, Some(content));
}

fn push(ctx: &Context, parent: &str, name: &str, rect: Rect, content_width: Option<f32>) {
    push_region(
        ctx,
        Region {
            name: name.to_string(),
            parent: parent.to_string(),
            rect,
            content_width,
            table: None,
        },
    );
}

fn push_region(ctx: &Context, region: Region) {
    ctx.data_mut(|d| d.get_temp_mut_or_default::<Vec<Region>>(key()).push(region));
}

/// Draw one row (a line of monospace columns) or one cell (of an [`egui::Grid`]) of the text
/// table `table` as a label, and record it when it is in view: the layout test flags a row or
/// cell whose text took more lines than it was written in (a column broken onto a new line) or
/// that its panel cut off on the right.
pub fn table_text(
    ui: &mut egui::Ui,
    table: &str,
    text: impl Into<egui::WidgetText>,
) -> egui::Response {
    let text = text.into();
    let written = text
        .clone()
        .into_galley(
            ui,
            Some(egui::TextWrapMode::Extend),
            f32::INFINITY,
            egui::TextStyle::Body,
        )
        .size();
    let response = ui.label_cjk(text);
    let clip = ui.clip_rect();
    if response.rect.y_range().intersects(clip.y_range()) {
        push_region(
            ui.ctx(),
            Region {
                name: table.to_string(),
                parent: TABLE.to_string(),
                rect: response.rect,
                content_width: None,
                table: Some(TableText { written, clip }),
            },
        );
    }
    response
}

/// Record, for the layout test, a table cell drawn some other way than by [`table_text`] (a
/// header button, a truncating button) at `rect`, whose text needs `written` on one line: it is
/// flagged when `rect` is narrower than that (the text was cut with "…") or its panel cuts it.
pub fn table_cell(ui: &egui::Ui, table: &str, rect: Rect, written: egui::Vec2) {
    let clip = ui.clip_rect();
    if rect.y_range().intersects(clip.y_range()) {
        push_region(
            ui.ctx(),
            Region {
                name: table.to_string(),
                parent: TABLE.to_string(),
                rect,
                content_width: None,
                table: Some(TableText {
                    written: egui::vec2(written.x, written.y.min(rect.height())),
                    clip,
                }),
            },
        );
    }
}

/// What is wrong with a table's row or cell `r`: wrapped onto more lines, or cut off.
fn table_problems(r: &Region, t: &TableText, found: &mut Vec<String>) {
    const SLACK: f32 = 1.0;
    if r.rect.height() > t.written.y + SLACK {
        found.push(format!(
            "{}: a row or cell wrapped ({:.0} high, {:.0} as written) at {:?}",
            r.name,
            r.rect.height(),
            t.written.y,
            r.rect
        ));
    }
    if t.written.x > r.rect.width() + SLACK || r.rect.right() > t.clip.right() + SLACK {
        found.push(format!(
            "{}: a row or cell {:.0} wide is cut off at {:.0} ({:?})",
            r.name,
            t.written.x,
            t.clip.right().min(r.rect.right()),
            r.rect
        ));
    }
}

/// The name of the regions [`picture`] records.
pub const PICTURE: &str = "picture";

/// Record `rect`, as far as `ui` shows it, as (part of) the main picture of the view drawn in
/// the central area: a table, a graph, a board, a tree. The legibility test wants the pictures
/// of each view to cover at least half the central area in presentation mode. Pictures may lie
/// over other regions; they are not checked for overlaps.
pub fn picture(ui: &egui::Ui, rect: Rect) {
    let shown = rect.intersect(ui.clip_rect());
    if shown.is_positive() {
        push(ui.ctx(), "", PICTURE, shown, None);
    }
}

/// The name of the region [`answer`] records.
pub const ANSWER: &str = "answer";

/// Record `rect` as where the side panel drew the tab's result (the answer), in view or not:
/// the lesson test wants it in view above a lesson's bar. Not checked by [`problems`] (below
/// the fold it may lie outside the window).
pub fn answer(ctx: &Context, rect: Rect) {
    push(ctx, "", ANSWER, rect, None);
}

/// The regions recorded since the last call (the app takes them at the end of each frame).
pub fn take(ctx: &Context) -> Vec<Region> {
    ctx.data_mut(|d| std::mem::take(d.get_temp_mut_or_default::<Vec<Region>>(key())))
}

/// What is wrong with a frame's layout inside `screen`: regions outside the window, regions
/// of one parent that overlap, regions outside their parent, contents wider than their region,
/// rows and cells of tables ([`table_text`]) that wrapped or were cut off.
/// Empty when the layout holds.
pub fn problems(screen: Rect, regions: &[Region]) -> Vec<String> {
    const SLACK: f32 = 1.0;
    let mut found = Vec::new();
    let inside = |outer: Rect, inner: Rect| outer.expand(SLACK).contains_rect(inner);
    for r in regions
        .iter()
        .filter(|r| r.name != PICTURE && r.name != ANSWER)
    {
        if let Some(t) = &r.table {
            table_problems(r, t, &mut found);
            continue;
        }
        if !r.rect.is_finite() || r.rect.width() < 0.0 || r.rect.height() < 0.0 {
            found.push(format!("{}: no proper rectangle ({:?})", r.name, r.rect));
            continue;
        }
        if !inside(screen, r.rect) {
            found.push(format!(
                "{} {:?} leaves the window {:?}",
                r.name, r.rect, screen
            ));
        }
        if let Some(parent) = regions.iter().find(|p| p.name == r.parent)
            && !inside(parent.rect, r.rect)
        {
            found.push(format!(
                "{} {:?} leaves its parent {} {:?}",
                r.name, r.rect, parent.name, parent.rect
            ));
        }
        if let Some(w) = r.content_width
            && w > r.rect.width() + SLACK
        {
            found.push(format!(
                "{}: contents {w:.0} wide in {:.0} (cut off)",
                r.name,
                r.rect.width()
            ));
        }
    }
    let checked: Vec<&Region> = regions
        .iter()
        .filter(|r| r.name != PICTURE && r.name != ANSWER && r.table.is_none())
        .collect();
    for (i, a) in checked.iter().enumerate() {
        for b in &checked[i + 1..] {
            if a.parent == b.parent && a.rect.shrink(SLACK).intersects(b.rect.shrink(SLACK)) {
                found.push(format!(
                    "{} {:?} and {} {:?} overlap",
                    a.name, a.rect, b.name, b.rect
                ));
            }
        }
    }
    found
}

/// Split the rest of `ui` into a left and a right column, the right one `right_width` wide (at
/// most 60 % of the room), and draw each in its own column: neither can grow over the other,
/// whatever it holds. The columns are recorded as `names` inside `parent`.
pub fn columns<A, B>(
    ui: &mut egui::Ui,
    parent: &str,
    names: (&str, &str),
    right_width: f32,
    left: impl FnOnce(&mut egui::Ui) -> A,
    right: impl FnOnce(&mut egui::Ui) -> B,
) -> (A, B) {
    let (mut l, mut r) = split_columns(ui, parent, names, right_width);
    (left(&mut l), right(&mut r))
}

/// The two columns of [`columns`] as child `Ui`s, for callers that draw them one after the
/// other with the same state.
pub fn split_columns(
    ui: &mut egui::Ui,
    parent: &str,
    names: (&str, &str),
    right_width: f32,
) -> (egui::Ui, egui::Ui) {
    let full = ui.available_rect_before_wrap();
    let gap = ui.spacing().item_spacing.x * 2.0;
    let right_width = right_width.clamp(0.0, full.width() * 0.6);
    let right_rect =
        Rect::from_min_max(egui::pos2(full.right() - right_width, full.top()), full.max);
    let left_rect =
        Rect::from_min_max(full.min, egui::pos2(right_rect.left() - gap, full.bottom()));
    let column = |ui: &mut egui::Ui, rect: Rect| {
        let mut child = ui.new_child(
            egui::UiBuilder::new()
                .max_rect(rect)
                .layout(egui::Layout::top_down(egui::Align::Min)),
        );
        child.shrink_clip_rect(rect);
        child
    };
    let l = column(ui, left_rect);
    let r = column(ui, right_rect);
    let x = (left_rect.right() + right_rect.left()) / 2.0;
    ui.painter().vline(
        x,
        full.y_range(),
        ui.visuals().widgets.noninteractive.bg_stroke,
    );
    record(ui.ctx(), parent, names.0, left_rect);
    record(ui.ctx(), parent, names.1, right_rect);
    ui.allocate_rect(full, egui::Sense::hover());
    (l, r)
}

/// Like [`columns`], except in presentation mode: there the main picture (`left`) gets the
/// whole area and the secondary panel (`right`) is shown instead of it when `show_right` is set
/// (a toggle the view draws), so that on a projector (1366 × 768, 1024 × 768) neither is
/// squeezed beside the other. Returns what the drawn side returned.
pub fn columns_or_one<A, B>(
    ui: &mut egui::Ui,
    parent: &str,
    names: (&str, &str),
    right_width: f32,
    show_right: bool,
    left: impl FnOnce(&mut egui::Ui) -> A,
    right: impl FnOnce(&mut egui::Ui) -> B,
) -> (Option<A>, Option<B>) {
    if !crate::ui::kit::theme::presentation(ui.ctx()) {
        let (a, b) = columns(ui, parent, names, right_width, left, right);
        return (Some(a), Some(b));
    }
    let full = ui.available_rect_before_wrap();
    let mut child = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(full)
            .layout(egui::Layout::top_down(egui::Align::Min)),
    );
    child.shrink_clip_rect(full);
    let result = if show_right {
        record(ui.ctx(), parent, names.1, full);
        (None, Some(right(&mut child)))
    } else {
        record(ui.ctx(), parent, names.0, full);
        (Some(left(&mut child)), None)
    };
    ui.allocate_rect(full, egui::Sense::hover());
    result
}

/// The name of the region a view's details (presentation mode's Details toggle) are drawn in.
pub const DETAILS: &str = "details";

/// A view's details in presentation mode (the step's sentences a toggle opens), drawn by
/// [`details_split`] in a framed strip the picture leaves room for: beside it or under it,
/// as high as its lines (every line whole), never over the picture.
pub struct Details {
    ui: egui::Ui,
    strip: Rect,
    id: Id,
    beside: bool,
    heights: (f32, f32),
}

impl Details {
    /// Draw the details with `add`: their height is measured and kept for the next frame
    /// (the frame is laid out again when it changed, so no line is ever cut).
    pub fn show(mut self, add: impl FnOnce(&mut egui::Ui)) {
        let frame = egui::Frame::group(self.ui.style())
            .inner_margin(egui::Margin::symmetric(8, 4))
            .show(&mut self.ui, |ui| {
                ui.set_width(ui.available_width());
                add(ui);
            });
        let used = frame.response.rect.height();
        let (beside_h, below_h) = self.heights;
        let heights = if self.beside {
            (used, below_h)
        } else {
            (beside_h, used)
        };
        let ctx = self.ui.ctx().clone();
        if (heights.0 - beside_h).abs() > 0.5 || (heights.1 - below_h).abs() > 0.5 {
            ctx.data_mut(|d| d.insert_temp(self.id, heights));
            ctx.request_discard("details height measured");
        }
        // (the strip: beside the picture, the column it leaves)
        push(&ctx, DETAILS, DETAILS, self.strip, None);
    }
}

/// Split the rest of `ui` into the picture's room and, when `show` is set, a strip for the
/// view's details (presentation mode's Details toggle): beside the picture on the right where
/// that leaves a picture of width : height `aspect` more room, else under it. Returns the
/// details' strip (draw it with [`Details::show`]) and the picture's `Ui`. `id_salt` names it.
pub fn details_split(
    ui: &mut egui::Ui,
    id_salt: &str,
    show: bool,
    aspect: f32,
) -> (Option<Details>, egui::Ui) {
    let room = ui.available_rect_before_wrap();
    let child = |ui: &mut egui::Ui, rect: Rect| {
        let mut c = ui.new_child(
            egui::UiBuilder::new()
                .max_rect(rect)
                .layout(egui::Layout::top_down(egui::Align::Min)),
        );
        c.shrink_clip_rect(rect);
        c
    };
    if !show {
        let picture = child(ui, room);
        ui.allocate_rect(room, egui::Sense::hover());
        return (None, picture);
    }
    let id = ui.scope_id().with(("details_heights", id_salt));
    let line = ui.text_style_height(&egui::TextStyle::Body);
    // (a first guess: the frame is laid out again once they are measured)
    let heights: (f32, f32) = ui
        .ctx()
        .data(|d| d.get_temp(id))
        .unwrap_or((8.0 * line, 4.0 * line));
    let gap = ui.spacing().item_spacing.x * 2.0;
    // beside: a column of at least 300 points (a move's button is whole on one line), never
    // more than half the room
    let side = (room.width() * 0.4).clamp(300.0, 460.0);
    let aspect = aspect.max(0.1);
    // the area of the largest picture of `aspect` in w × h
    let fit = |w: f32, h: f32| {
        let w = w.min(h.max(0.0) * aspect).max(0.0);
        w * w / aspect
    };
    let beside = heights.0 <= room.height()
        && side <= room.width() * 0.5
        && fit(room.width() - side - gap, room.height())
            >= fit(room.width(), room.height() - heights.1 - gap);
    let (strip, picture) = if beside {
        (
            Rect::from_min_max(egui::pos2(room.right() - side, room.top()), room.max),
            Rect::from_min_max(
                room.min,
                egui::pos2(room.right() - side - gap, room.bottom()),
            ),
        )
    } else {
        let top = (room.bottom() - heights.1).max(room.top());
        (
            Rect::from_min_max(egui::pos2(room.left(), top), room.max),
            Rect::from_min_max(
                room.min,
                egui::pos2(room.right(), (top - gap).max(room.top())),
            ),
        )
    };
    let details = Details {
        ui: child(ui, strip),
        strip,
        id,
        beside,
        heights,
    };
    let picture = child(ui, picture);
    ui.allocate_rect(room, egui::Sense::hover());
    (Some(details), picture)
}

/// Draw `footer` (a legend) at the bottom of the rest of `ui` and `body` above it in the room
/// left: the footer is always in view, whatever the body does. The footer's height is measured
/// and kept for the next frame (`id_salt` names it).
pub fn with_footer<R>(
    ui: &mut egui::Ui,
    id_salt: &str,
    body: impl FnOnce(&mut egui::Ui) -> R,
    footer: impl FnOnce(&mut egui::Ui),
) -> R {
    let id = ui.scope_id().with(("footer_height", id_salt));
    let guess = 2.0 * ui.spacing().interact_size.y + ui.spacing().item_spacing.y;
    let height = ui.ctx().data(|d| d.get_temp::<f32>(id)).unwrap_or(guess);
    let full = ui.available_rect_before_wrap();
    let gap = ui.spacing().item_spacing.y;
    let split = (full.bottom() - height).max(full.top());
    let body_rect = Rect::from_min_max(
        full.min,
        egui::pos2(full.right(), (split - gap).max(full.top())),
    );
    let footer_rect = Rect::from_min_max(egui::pos2(full.left(), split), full.max);
    let child = |ui: &mut egui::Ui, rect: Rect| {
        let mut c = ui.new_child(
            egui::UiBuilder::new()
                .max_rect(rect)
                .layout(egui::Layout::top_down(egui::Align::Min)),
        );
        c.shrink_clip_rect(rect);
        c
    };
    let r = body(&mut child(ui, body_rect));
    let mut f = child(ui, footer_rect);
    footer(&mut f);
    let used = f.min_rect().height();
    if (used - height).abs() > 0.5 {
        ui.ctx().data_mut(|d| d.insert_temp(id, used));
        ui.ctx().request_discard("footer height measured");
    }
    ui.allocate_rect(full, egui::Sense::hover());
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::{pos2, vec2};

    fn region(name: &str, parent: &str, min: (f32, f32), size: (f32, f32)) -> Region {
        Region {
            name: name.into(),
            parent: parent.into(),
            rect: Rect::from_min_size(pos2(min.0, min.1), vec2(size.0, size.1)),
            content_width: None,
            table: None,
        }
    }

    #[test]
    fn overlaps_and_escapes_are_found() {
        let screen = Rect::from_min_size(pos2(0.0, 0.0), vec2(1024.0, 768.0));
        let good = [
            region("side", "", (0.0, 40.0), (360.0, 700.0)),
            region("central", "", (360.0, 40.0), (664.0, 700.0)),
            region("graph", "central", (360.0, 40.0), (300.0, 700.0)),
            region("tables", "central", (660.0, 40.0), (364.0, 700.0)),
        ];
        assert!(
            problems(screen, &good).is_empty(),
            "{:?}",
            problems(screen, &good)
        );
        let mut bad = good.to_vec();
        bad[3] = region("tables", "central", (600.0, 40.0), (424.0, 700.0));
        let p = problems(screen, &bad);
        assert!(p.iter().any(|m| m.contains("overlap")), "{p:?}");
        bad[3] = region("tables", "central", (660.0, 40.0), (500.0, 700.0));
        let p = problems(screen, &bad);
        assert!(p.iter().any(|m| m.contains("leaves the window")), "{p:?}");
        bad[3] = good[3].clone();
        bad[3].content_width = Some(400.0);
        let p = problems(screen, &bad);
        assert!(p.iter().any(|m| m.contains("cut off")), "{p:?}");
    }

    #[test]
    fn wrapped_and_cut_table_rows_are_found() {
        let screen = Rect::from_min_size(pos2(0.0, 0.0), vec2(1024.0, 768.0));
        let clip = Rect::from_min_size(pos2(0.0, 40.0), vec2(360.0, 700.0));
        let row = |size: (f32, f32), written: (f32, f32)| Region {
            table: Some(TableText {
                written: vec2(written.0, written.1),
                clip,
            }),
            ..region("guess_candidates", TABLE, (10.0, 100.0), size)
        };
        // rows and cells overlap nothing: they lie in the panels they are drawn in
        let fits = [
            region("side", "", (0.0, 40.0), (360.0, 700.0)),
            row((300.0, 18.0), (300.0, 18.0)),
        ];
        assert!(
            problems(screen, &fits).is_empty(),
            "{:?}",
            problems(screen, &fits)
        );
        let wrapped = [row((340.0, 36.0), (380.0, 18.0))];
        let p = problems(screen, &wrapped);
        assert!(p.iter().any(|m| m.contains("wrapped")), "{p:?}");
        let cut = [row((400.0, 18.0), (400.0, 18.0))];
        let p = problems(screen, &cut);
        assert!(p.iter().any(|m| m.contains("cut off")), "{p:?}");
        let truncated = [row((340.0, 18.0), (380.0, 18.0))];
        let p = problems(screen, &truncated);
        assert!(p.iter().any(|m| m.contains("cut off")), "{p:?}");
    }
}
