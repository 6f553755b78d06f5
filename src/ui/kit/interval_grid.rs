//! A small table of intervals `(i, j)`, `i <= j`, drawn cell by cell with the numbers in the
//! cells: the lesson views (rolling array, call tree) put it beside what they animate. It knows
//! no game; the caller says what each cell shows.

use egui::{Color32, FontId, Sense, Stroke, StrokeKind, Ui};

use crate::ui::kit::{palette, theme};

/// How one cell looks.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct GridCell {
    /// The number shown (`None`: not filled yet).
    pub text: Option<String>,
    /// Background (`None`: the "not filled" grey, or the plain background when filled).
    pub fill: Option<Color32>,
    /// A frame around the cell (the cell being written, the cells read, the selection).
    pub stroke: Option<Color32>,
    /// Drawn faded (a value that is no longer kept).
    pub faded: bool,
}

/// Draw the upper triangle of the table for indices `first..first + n` with at most `max_cell`
/// points a cell (scaled in presentation mode), within `width`. Returns the cell clicked.
pub fn interval_grid(
    ui: &mut Ui,
    first: usize,
    n: usize,
    width: f32,
    max_cell: f32,
    cell: &dyn Fn(usize, usize) -> GridCell,
) -> Option<(usize, usize)> {
    let scale = theme::scale(ui.ctx());
    let size = (width / (n as f32 + 1.0)).clamp(16.0, max_cell * scale);
    let total = egui::vec2(size * (n as f32 + 1.0), size * (n as f32 + 1.0));
    let (rect, resp) = ui.allocate_exact_size(total, Sense::click());
    let painter = ui.painter_at(rect);
    let visuals = ui.visuals().clone();
    let caption = theme::caption(&visuals);
    super::layout::picture(ui, rect);
    let min_text = theme::min_text(ui.ctx(), 9.0);
    let font = FontId::monospace((size * 0.34).clamp(min_text, (15.0 * scale).max(min_text)));
    // (the row and column numbers at a painted label's size on a projector: every few columns
    // where the cells are narrower)
    let min_label = theme::min_label(ui.ctx(), 9.0);
    let header = FontId::monospace((size * 0.32).clamp(min_label, (14.0 * scale).max(min_label)));
    // in presentation mode numbers only where they fit (every few headers, no cell text on
    // cells too small for it): the colours still tell the story
    let fits = scale == 1.0 || font.size <= size * 0.55;
    let every = if scale == 1.0 {
        1
    } else {
        ((header.size * 1.2) / size).ceil().max(1.0) as usize
    };
    for k in (0..n).filter(|k| k % every == 0) {
        let label = (first + k).to_string();
        let top = rect.min + egui::vec2(size * (k as f32 + 1.5), size * 0.5);
        painter.text(
            top,
            egui::Align2::CENTER_CENTER,
            &label,
            header.clone(),
            caption,
        );
        let left = rect.min + egui::vec2(size * 0.5, size * (k as f32 + 1.5));
        painter.text(
            left,
            egui::Align2::CENTER_CENTER,
            &label,
            header.clone(),
            caption,
        );
    }
    let cell_rect = |r: usize, c: usize| {
        egui::Rect::from_min_size(
            rect.min + egui::vec2(size * (c as f32 + 1.0), size * (r as f32 + 1.0)),
            egui::vec2(size, size),
        )
        .shrink(1.0)
    };
    let mut frames = Vec::new();
    for r in 0..n {
        for c in r..n {
            let look = cell(first + r, first + c);
            let at = cell_rect(r, c);
            let bg = match (look.fill, &look.text) {
                (Some(f), _) => f,
                (None, Some(_)) => visuals.extreme_bg_color,
                (None, None) => theme::pending(visuals.dark_mode),
            };
            let bg = if look.faded {
                bg.gamma_multiply(0.45)
            } else {
                bg
            };
            painter.rect_filled(at, 2.0, bg);
            if let Some(t) = look.text.as_ref().filter(|_| fits) {
                let fg = if look.fill.is_some() {
                    // the ink for the colour the cell shows (a faded fill is translucent)
                    palette::text_on(palette::over(bg, visuals.panel_fill))
                } else {
                    visuals.text_color()
                };
                let fg = if look.faded {
                    fg.gamma_multiply(0.6)
                } else {
                    fg
                };
                painter.text(
                    at.center(),
                    egui::Align2::CENTER_CENTER,
                    t,
                    font.clone(),
                    fg,
                );
            }
            if let Some(s) = look.stroke {
                frames.push((at, s));
            }
        }
    }
    // frames last, so that a neighbour's background does not cover them
    let present = crate::ui::kit::theme::presentation(ui.ctx());
    for (at, s) in frames {
        if present {
            // on a projector: 4 points inside a dark ring, seen on every cell colour
            painter.rect_stroke(
                at,
                2.0,
                Stroke::new(2.5, Color32::from_rgb(20, 20, 20)),
                StrokeKind::Outside,
            );
            painter.rect_stroke(at, 2.0, Stroke::new(4.0, s), StrokeKind::Inside);
        } else {
            painter.rect_stroke(
                at,
                2.0,
                Stroke::new(2.0 * scale.min(1.5), s),
                StrokeKind::Inside,
            );
        }
    }
    let pos = resp.interact_pointer_pos().filter(|_| resp.clicked())?;
    let c = ((pos.x - rect.min.x) / size).floor() as isize - 1;
    let r = ((pos.y - rect.min.y) / size).floor() as isize - 1;
    (r >= 0 && c >= r && (c as usize) < n).then(|| (first + r as usize, first + c as usize))
}
