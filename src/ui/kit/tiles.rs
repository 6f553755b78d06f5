//! Presentation mode's board of choices: large tiles that fill the room a view leaves them
//! (columns chosen for the squarest tiles), each with a label (a number, a position) and a
//! short caption (what taking it does, who took it). Views draw it instead of a row of small
//! buttons when projected; the board is recorded as the view's picture.

use egui::{Color32, Rect, Sense, Ui};

use crate::ui::kit::theme::{PRESENT_BODY, PRESENT_MIN_TEXT};

/// One tile.
pub struct Tile {
    /// The label (a number, a position), drawn large (its accessible name too).
    pub label: String,
    /// Its fill (`None`: the plain button colour).
    pub fill: Option<Color32>,
    /// Drawn as selected (a used number without a colour of its own).
    pub selected: bool,
    /// The caption under the number (may be empty).
    pub caption: String,
    /// Shown on hover.
    pub tip: String,
    /// Clickable.
    pub enabled: bool,
    /// Out of play (a number ruled out): drawn receding, in the weak text colour on the panel,
    /// with a thin border, so that the tiles still in play stand out.
    pub faded: bool,
}

/// Gap between tiles (points): narrower on a board of many (a hundred numbers), where each
/// point of gap is taken from the digits.
fn gap(n: usize) -> f32 {
    if n > MANY { 4.0 } else { 8.0 }
}

/// Columns and rows for `n` tiles in `size`: the squarest large tiles (the smaller side as long
/// as can be), more columns on a tie.
pub fn grid(n: usize, size: egui::Vec2) -> (usize, usize) {
    let n = n.max(1);
    let gap = gap(n);
    let mut best = (n, 1, f32::MIN);
    for cols in 1..=n {
        let rows = n.div_ceil(cols);
        let w = (size.x - gap * (cols - 1) as f32) / cols as f32;
        let h = (size.y - gap * (rows - 1) as f32) / rows as f32;
        let side = w.min(h);
        if side >= best.2 - 0.01 {
            best = (cols, rows, side);
        }
    }
    (best.0, best.1)
}

/// Split the room left in `ui`: `lines` (text, drawn top-down) at the bottom, and the room above
/// them for a board, returned. The lines' room holds still while the board is played on (`key`
/// names the board: a view and its game, so another game starts afresh): it
/// starts at `at_least` lines (what a move brings: for a game, its feedback, the reply and the
/// turn) and only grows, to the tallest the lines have been at this width (they grew and shrank
/// with the play state, and every tile moved and changed size: six tiles a row before the first
/// move, eight after it). A view whose lines keep their count passes 0: its room is what they
/// were. The floor is no more than it needs: each line reserved is taken from the board, which
/// is to cover half the central area in presentation mode (four lines left it 40 %).
pub fn room_above(
    ui: &mut Ui,
    key: impl std::hash::Hash + std::fmt::Debug,
    at_least: usize,
    lines: impl FnOnce(&mut Ui),
) -> Rect {
    let free = ui.available_rect_before_wrap();
    let id = ui.make_persistent_id((key, "lines"));
    // (the lines are drawn 3 points apart; a line of a spinner or a button is as tall as one)
    let line = ui
        .text_style_height(&egui::TextStyle::Body)
        .max(ui.spacing().interact_size.y)
        + 3.0;
    let floor = (at_least as f32 * line).min(free.height() * 0.4);
    // (the width it was measured at, the tallest the lines were there)
    let kept: Option<(f32, f32)> = ui.ctx().data(|d| d.get_temp(id));
    let guess = match kept {
        Some((width, height)) if (width - free.width()).abs() < 0.5 => height.max(floor),
        _ => floor,
    };
    let top = (free.bottom() - guess).max(free.top());
    let text = Rect::from_min_max(egui::pos2(free.left(), top), free.max);
    let used = ui
        .scope_builder(
            egui::UiBuilder::new()
                .max_rect(text)
                .layout(egui::Layout::top_down(egui::Align::Min)),
            |ui| {
                ui.spacing_mut().item_spacing.y = 3.0;
                lines(ui)
            },
        )
        .response
        .rect;
    let height = used.height().max(guess);
    if kept != Some((free.width(), height)) {
        ui.ctx()
            .data_mut(|d| d.insert_temp(id, (free.width(), height)));
    }
    if height > guess + 0.5 {
        // the lines grew (a result arrived, a longer message): this pass drew them past the
        // bottom of the room, so it is redone at once with the new height, never shown
        ui.ctx()
            .request_discard("tiles: the lines below the board grew");
    }
    Rect::from_min_max(free.min, egui::pos2(free.right(), top - 4.0))
}

/// The largest label size (points) whose labels of `chars` × `lines` fit whole in a `w` × `h`
/// tile (a monospace glyph is about 0.6 of its size wide and 1.2 high).
fn label_fits(w: f32, h: f32, chars: f32, lines: f32) -> f32 {
    ((w - TILE_PADDING) / (0.62 * chars)).min(h * 0.92 / (1.2 * lines))
}

/// The room a label leaves at its tile's sides (points).
const TILE_PADDING: f32 = 8.0;

/// Columns and rows for a board of many tiles (more than [`MANY`]) in `size`: the grid whose
/// labels of `chars` × `lines` can be largest. The squarest tiles left a hundred numbers' digits
/// 13 px high at 1024 × 768 and 9 px beside the side panel (issue 24): three digits want a wide
/// tile.
pub fn grid_for_labels(n: usize, size: egui::Vec2, chars: f32, lines: f32) -> (usize, usize) {
    let n = n.max(1);
    let gap = gap(n);
    let mut best = (n, 1, f32::MIN);
    for cols in 1..=n {
        let rows = n.div_ceil(cols);
        let w = (size.x - gap * (cols - 1) as f32) / cols as f32;
        let h = (size.y - gap * (rows - 1) as f32) / rows as f32;
        let fits = label_fits(w, h, chars, lines);
        if fits > best.2 + 0.01 {
            best = (cols, rows, fits);
        }
    }
    (best.0, best.1)
}

/// More tiles than this make a board of many (a hundred numbers): narrower gaps, and the grid
/// chosen for the largest labels rather than the squarest tiles.
const MANY: usize = 48;

/// Draw `tiles` over `rect` (ids from `salt`) and return the index of the tile clicked.
pub fn board(ui: &mut Ui, rect: Rect, salt: &str, tiles: &[Tile]) -> Option<usize> {
    // the longest line and the most lines of a label (a board is drawn as lines)
    let chars = tiles
        .iter()
        .flat_map(|t| t.label.lines())
        .map(|l| l.chars().count())
        .max()
        .unwrap_or(1)
        .max(1) as f32;
    let lines = tiles
        .iter()
        .map(|t| t.label.lines().count())
        .max()
        .unwrap_or(1)
        .max(1) as f32;
    let (cols, rows) = if tiles.len() > MANY {
        // a board of many keeps its columns while its width and count do: the lines under it
        // grow at the first move and take a little of its height, and the hundred tiles
        // reflowed under the presenter's pointer (19 a row before a guess, 20 after; issue 24)
        let id = ui.make_persistent_id((salt, "columns"));
        let key = (tiles.len(), rect.width().round() as i32);
        let kept: Option<((usize, i32), usize)> = ui.ctx().data(|d| d.get_temp(id));
        match kept {
            Some((k, cols)) if k == key => (cols, tiles.len().div_ceil(cols)),
            _ => {
                let (cols, rows) = grid_for_labels(tiles.len(), rect.size(), chars, lines);
                ui.ctx().data_mut(|d| d.insert_temp(id, (key, cols)));
                (cols, rows)
            }
        }
    } else {
        grid(tiles.len(), rect.size())
    };
    let gap = gap(tiles.len());
    let w = (rect.width() - gap * (cols - 1) as f32) / cols as f32;
    let h = (rect.height() - gap * (rows - 1) as f32) / rows as f32;
    // tiles no taller than wide by half, the board kept at the top
    let h = h.min(w * 1.5);
    let board = Rect::from_min_size(
        rect.min,
        egui::vec2(rect.width(), h * rows as f32 + gap * (rows - 1) as f32),
    );
    crate::ui::kit::layout::picture(ui, board);
    let painter = ui.painter_at(board);
    let visuals = ui.visuals().clone();
    // (a long label wraps): at least body size, unless a tile is too small for it (a board of
    // a hundred numbers), where the digits still fit whole in their tile
    let fits = label_fits(w, h, chars, lines);
    let number_size = if tiles.len() > MANY {
        // a board of many: the digits as large as their tiles take (the captions give way)
        fits.min(PRESENT_BODY * 1.5)
    } else {
        (h * 0.42)
            .min(w * 0.8 / (0.62 * chars))
            .min(h * 0.8 / (1.2 * lines))
            .max(PRESENT_BODY)
            .min(fits)
    };
    let caption_size = (h * 0.14).clamp(PRESENT_MIN_TEXT, PRESENT_BODY);
    let mut clicked = None;
    for (k, tile) in tiles.iter().enumerate() {
        let (row, col) = (k / cols, k % cols);
        let min = rect.min + egui::vec2(col as f32 * (w + gap), row as f32 * (h + gap));
        let cell = Rect::from_min_size(min, egui::vec2(w, h));
        let id = ui.make_persistent_id((salt, k));
        let sense = if tile.enabled {
            Sense::click()
        } else {
            Sense::hover()
        };
        let response = ui.interact(cell, id, sense);
        response.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::Button, tile.enabled, tile.label.as_str())
        });
        let style = if tile.enabled {
            visuals.widgets.style(&response)
        } else {
            &visuals.widgets.inactive
        };
        let fill = tile.fill.unwrap_or(if tile.selected {
            visuals.selection.bg_fill
        } else {
            style.weak_bg_fill
        });
        painter.rect_filled(cell, 8.0, fill);
        let stroke = if response.hovered() && tile.enabled {
            egui::Stroke::new(3.0, visuals.strong_text_color())
        } else if tile.faded {
            egui::Stroke::new(1.0, visuals.widgets.noninteractive.bg_stroke.color)
        } else {
            egui::Stroke::new(1.5, visuals.widgets.noninteractive.bg_stroke.color)
        };
        painter.rect_stroke(cell, 8.0, stroke, egui::StrokeKind::Inside);
        let ink = if tile.faded {
            visuals.weak_text_color()
        } else if tile.fill.is_some() {
            crate::ui::kit::palette::text_on(fill)
        } else {
            visuals.strong_text_color()
        };
        let number = painter.layout(
            tile.label.clone(),
            egui::FontId::monospace(number_size),
            ink,
            w - TILE_PADDING,
        );
        let caption = (!tile.caption.is_empty())
            .then(|| {
                let font = egui::FontId::proportional(caption_size);
                // Chinese rows end where a word does ("选它则对手" / "必胜" on a projector)
                let text = if crate::ui::kit::cjk_wrap::has_cjk(&tile.caption) {
                    crate::ui::kit::cjk_wrap::wrap_with(&tile.caption, w - 8.0, &mut |s: &str| {
                        painter
                            .layout_no_wrap(s.to_owned(), font.clone(), ink)
                            .size()
                            .x
                    })
                } else {
                    tile.caption.clone()
                };
                painter.layout(text, font, ink, w - 8.0)
            })
            .filter(|g| g.size().y + number.size().y + 8.0 <= h && g.size().x <= w - 4.0);
        let total = number.size().y + caption.as_ref().map_or(0.0, |g| g.size().y);
        let top = cell.center().y - total / 2.0;
        painter.galley(
            egui::pos2(cell.center().x - number.size().x / 2.0, top),
            number.clone(),
            ink,
        );
        if let Some(g) = caption {
            let at = egui::pos2(cell.center().x - g.size().x / 2.0, top + number.size().y);
            painter.galley(at, g, ink);
        }
        let response = if tile.tip.is_empty() {
            response
        } else {
            response.on_hover_text(&tile.tip)
        };
        if response.clicked() {
            clicked = Some(k);
        }
    }
    clicked
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_squarest_grid() {
        // ten numbers on a wide board: two rows of five
        assert_eq!(grid(10, egui::vec2(818.0, 340.0)), (5, 2));
        // a tall one: more rows
        assert_eq!(grid(10, egui::vec2(300.0, 700.0)), (2, 5));
        assert_eq!(grid(1, egui::vec2(300.0, 300.0)), (1, 1));
        let (c, r) = grid(25, egui::vec2(900.0, 400.0));
        assert!(c * r >= 25 && c > r);
    }

    #[test]
    fn a_hundred_numbers_take_wide_tiles() {
        // a hundred numbers of up to three digits beside the side panel at 1024 × 768: wider
        // than tall, the digits at least 18 points (the squarest tiles left them 13)
        let size = egui::vec2(580.0, 250.0);
        let (c, r) = grid_for_labels(100, size, 3.0, 1.0);
        assert!(c * r >= 100 && c > r, "{c} × {r}");
        let w = (size.x - gap(100) * (c - 1) as f32) / c as f32;
        let h = (size.y - gap(100) * (r - 1) as f32) / r as f32;
        assert!(label_fits(w, h, 3.0, 1.0) >= 18.0, "{w} × {h}");
    }
}
