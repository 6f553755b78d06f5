//! Scrolled panels that end on a whole row: the row their bottom edge would cut in two (a
//! sliced "Memo:", buttons "n = 100 / Undo / Redo" cut across, a lesson's last half-line) is
//! left out of view until scrolled to, leaving the panel's ground below the last whole row
//! (issue 24: a projected panel that ends mid-line reads as broken from the back row).

use egui::layers::ShapeIdx;
use egui::scroll_area::{ScrollArea, ScrollAreaOutput};
use egui::{Context, LayerId, Rect, Shape, Ui};

/// `scroll` with `add` in it, showing whole rows only at its bottom edge (see the module).
pub fn show<R>(
    scroll: ScrollArea,
    ui: &mut Ui,
    add: impl FnOnce(&mut Ui) -> R,
) -> ScrollAreaOutput<R> {
    let layer = ui.layer_id();
    let next = |ctx: &Context| ctx.graphics(|g| g.get(layer).map_or(0, |l| l.next_idx().0));
    let mut range = (0, 0);
    let out = scroll.show(ui, |ui| {
        let start = next(ui.ctx());
        let inner = add(ui);
        range = (start, next(ui.ctx()));
        inner
    });
    // a row is at most three lines of body text high: taller shapes (a picture, a frame
    // around a group) are cut as they are
    let tallest = 3.0 * egui::TextStyle::Body.resolve(ui.style()).size;
    hide_cut_row(ui.ctx(), layer, range, out.inner_rect, tallest);
    out
}

/// Clip the shapes `range` of `layer` (a scroll area's content) above the row its `viewport`'s
/// bottom edge cuts, if any: a text row, or a button, field or band no taller than `tallest`.
fn hide_cut_row(
    ctx: &Context,
    layer: LayerId,
    range: (usize, usize),
    viewport: Rect,
    tallest: f32,
) {
    let (start, end) = range;
    if end <= start {
        return;
    }
    ctx.graphics_mut(|g| {
        let Some(list) = g.get_mut(layer) else {
            return;
        };
        let mut rows = Vec::new();
        for shape in list.all_entries().skip(start).take(end - start) {
            // what is clipped above the viewport's edge already is not cut by it
            if shape.clip_rect.bottom() < viewport.bottom() - 0.5 {
                continue;
            }
            collect_rows(&shape.shape, tallest, &mut rows);
        }
        // the lowest edge that cuts no row: above every row it would cut, again and again
        // (a button beside a label starts a little higher than the label's row)
        let mut cut = viewport.bottom();
        for _ in 0..8 {
            let higher = rows
                .iter()
                .filter(|r| r.top() < cut && r.bottom() > cut + 1.0)
                .map(|r| r.top())
                .fold(cut, f32::min);
            if higher >= cut {
                break;
            }
            cut = higher;
        }
        if cut >= viewport.bottom() || cut <= viewport.top() {
            return;
        }
        for i in start..end.min(list.next_idx().0) {
            list.mutate_shape(ShapeIdx(i), |s| {
                if s.clip_rect.max.y > cut {
                    s.clip_rect.max.y = cut;
                }
            });
        }
    });
}

/// The rows `shape` draws: each text row with a visible glyph, and each rectangle no taller
/// than `tallest` (a button's frame, a field, a selected row's band).
fn collect_rows(shape: &Shape, tallest: f32, out: &mut Vec<Rect>) {
    match shape {
        Shape::Vec(shapes) => shapes.iter().for_each(|s| collect_rows(s, tallest, out)),
        Shape::Text(text) => {
            for row in &text.galley.rows {
                if row.glyphs.iter().any(|g| !g.chr.is_whitespace()) {
                    out.push(row.rect().translate(text.pos.to_vec2()));
                }
            }
        }
        Shape::Rect(r) if r.rect.height() <= tallest => out.push(r.rect),
        _ => {}
    }
}
