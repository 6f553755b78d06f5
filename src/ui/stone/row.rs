//! Drawing the row of piles for the replay and play views.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{Color32, RichText, Sense, Stroke, StrokeKind, Ui};

use crate::games::stone::Player;
use crate::ui::kit::palette;

/// How one pile looks.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PileLook {
    /// Who took it, if it is gone.
    pub taken_by: Option<Player>,
    /// Taken by the move being shown.
    pub just_taken: bool,
    /// It can be clicked (an end of the remaining row, in play).
    pub clickable: bool,
    /// The best move (hint).
    pub hinted: bool,
}

/// Draw the row; returns the index of a clicked, clickable pile. Every pile gets the width of the
/// widest value and only the piles in view are drawn, so rows of thousands of piles cost what
/// fits on the screen. In presentation mode the piles are laid out as a [`Grid`] at most
/// `max_height` high, when they fit it at a legible size.
pub fn row_ui_in(
    ui: &mut Ui,
    piles: &[i64],
    look: &dyn Fn(usize) -> PileLook,
    max_height: f32,
) -> Option<usize> {
    let digits = digits(piles);
    if crate::ui::kit::theme::presentation(ui.ctx())
        && let Some(grid) = Grid::fit(ui, piles.len(), digits, max_height)
    {
        return grid_ui(ui, &grid, piles, look);
    }
    strip_ui(ui, piles, look, digits)
}

/// The most digits (with the minus sign) of a value of `piles`.
pub fn digits(piles: &[i64]) -> usize {
    piles
        .iter()
        .map(|v| v.unsigned_abs().checked_ilog10().unwrap_or(0) as usize + 1 + usize::from(*v < 0))
        .max()
        .unwrap_or(1)
}

/// Presentation mode's layout of the piles: the whole row in lines that fill the width, read
/// left to right and top to bottom (each pile with its index under it), with the largest numbers
/// that let it fit the height given: on a projector every pile is in view and readable from
/// the back of the room, instead of a strip of small piles scrolled sideways.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Grid {
    /// Piles per line.
    pub cols: usize,
    /// A pile's box.
    pub pile: egui::Vec2,
    /// The gap between piles (and lines).
    pub gap: f32,
    /// The height of a line: the pile and its index.
    pub line: f32,
    /// The size of the piles' numbers and of their indices.
    pub value_px: f32,
    pub index_px: f32,
}

impl Grid {
    /// The grid of `n` piles of up to `digits` characters in the width left in `ui` and
    /// `max_height`: the largest numbers (up to 64 px) that fit; `None` when even numbers of the
    /// legible minimum do not fit (a long row keeps its scrolled strip).
    pub fn fit(ui: &Ui, n: usize, digits: usize, max_height: f32) -> Option<Grid> {
        let width = ui.available_width();
        let min = crate::ui::kit::theme::PRESENT_MIN_TEXT;
        if n == 0 || width <= 0.0 {
            return None;
        }
        let mut px = 64.0_f32;
        while px >= min + 2.0 {
            let gap = (px * 0.2).max(6.0);
            let pile_w = (digits as f32 * 0.62 * px + 0.9 * px).max(1.7 * px);
            let pile_h = 1.7 * px;
            // (the piles' numbers at a painted label's size: at 18 points they were 12 px high)
            let index_px = (px * 0.55).max(crate::ui::kit::theme::PRESENT_LABEL);
            let line = pile_h + index_px * 1.3 + gap;
            let cols = (((width + gap) / (pile_w + gap)).floor() as usize).min(n);
            if cols >= 1 {
                let lines = n.div_ceil(cols);
                // the lines as even as they can be (24 piles: 3 × 8, not 7 + 7 + 7 + 3)
                let cols = n.div_ceil(lines);
                if lines as f32 * line - gap <= max_height {
                    // the piles share the width (a pile at most twice as wide as its number)
                    let stretched = ((width - (cols as f32 - 1.0) * gap) / cols as f32)
                        .min(pile_w * 2.0)
                        .max(pile_w);
                    return Some(Grid {
                        cols,
                        pile: egui::vec2(stretched, pile_h),
                        gap,
                        line,
                        value_px: px,
                        index_px,
                    });
                }
            }
            px -= 1.0;
        }
        None
    }

    /// The size of the whole grid of `n` piles.
    pub fn size(&self, n: usize) -> egui::Vec2 {
        let lines = n.div_ceil(self.cols.max(1));
        egui::vec2(
            self.cols as f32 * (self.pile.x + self.gap) - self.gap,
            lines as f32 * self.line - self.gap,
        )
    }

    /// Where pile `k` is, the grid starting at `origin`.
    pub fn cell(&self, origin: egui::Pos2, k: usize) -> egui::Rect {
        let (line, col) = (k / self.cols.max(1), k % self.cols.max(1));
        egui::Rect::from_min_size(
            origin
                + egui::vec2(
                    col as f32 * (self.pile.x + self.gap),
                    line as f32 * self.line,
                ),
            self.pile,
        )
    }
}

/// The piles as a [`Grid`] (presentation mode).
fn grid_ui(
    ui: &mut Ui,
    grid: &Grid,
    piles: &[i64],
    look: &dyn Fn(usize) -> PileLook,
) -> Option<usize> {
    let (rect, _) = ui.allocate_exact_size(grid.size(piles.len()), Sense::hover());
    crate::ui::kit::layout::picture(ui, rect);
    let value_font = egui::FontId::monospace(grid.value_px);
    let index_font = egui::FontId::proportional(grid.index_px);
    let mut clicked = None;
    for (i, value) in piles.iter().enumerate() {
        let cell = grid.cell(rect.min, i);
        if let Some(k) = pile_ui(ui, i, *value, cell, &look(i), &value_font, &index_font, {
            grid.index_px * 0.65
        }) {
            clicked = Some(k);
        }
    }
    clicked
}

/// One pile at `cell`, its index `below` points under its bottom; returns `i` when clicked.
#[allow(clippy::too_many_arguments)]
fn pile_ui(
    ui: &mut Ui,
    i: usize,
    value: i64,
    cell: egui::Rect,
    l: &PileLook,
    value_font: &egui::FontId,
    index_font: &egui::FontId,
    below: f32,
) -> Option<usize> {
    let k = crate::ui::kit::theme::scale(ui.ctx());
    let sense = if l.clickable {
        Sense::click()
    } else {
        Sense::hover()
    };
    let resp = ui.interact(cell, ui.scope_id().with(("pile", i)), sense);
    let visuals = ui.visuals();
    let (fill, fg) = pile_colours(l, visuals);
    ui.painter().rect_filled(cell, 6.0, fill);
    let stroke = if l.just_taken {
        Stroke::new(4.0 * k, visuals.strong_text_color())
    } else if l.hinted {
        Stroke::new(3.0 * k, palette::DEPENDENCY)
    } else if l.clickable && resp.hovered() {
        Stroke::new(2.5 * k, visuals.strong_text_color())
    } else if l.clickable {
        Stroke::new(2.0 * k, visuals.selection.bg_fill)
    } else {
        Stroke::new(1.0 * k, Color32::from_gray(90))
    };
    ui.painter()
        .rect_stroke(cell, 6.0, stroke, StrokeKind::Inside);
    ui.painter().text(
        cell.center(),
        egui::Align2::CENTER_CENTER,
        value.to_string(),
        value_font.clone(),
        fg,
    );
    ui.painter().text(
        cell.center_bottom() + egui::vec2(0.0, below),
        egui::Align2::CENTER_CENTER,
        i.to_string(),
        index_font.clone(),
        crate::ui::kit::theme::caption(visuals),
    );
    (l.clickable && resp.clicked()).then_some(i)
}

/// A pile's fill and the colour of its number. A taken pile is in its player's colour, the very
/// colour of the legend and the totals ([`players_legend`]; a pale tint of it read as another
/// colour on a projector: issue 24); the pile just taken is marked by a thick frame instead.
fn pile_colours(l: &PileLook, visuals: &egui::Visuals) -> (Color32, Color32) {
    match l.taken_by {
        Some(Player::First) => (palette::PLAYER_A, palette::text_on(palette::PLAYER_A)),
        Some(Player::Second) => (palette::PLAYER_B, palette::text_on(palette::PLAYER_B)),
        None => (visuals.extreme_bg_color, visuals.strong_text_color()),
    }
}

/// The piles as one strip scrolled sideways.
fn strip_ui(
    ui: &mut Ui,
    piles: &[i64],
    look: &dyn Fn(usize) -> PileLook,
    digits: usize,
) -> Option<usize> {
    let mut clicked = None;
    // presentation mode: larger piles and numbers (read from the back of a room)
    let k = crate::ui::kit::theme::scale(ui.ctx());
    let value_font = egui::FontId::monospace(15.0 * k);
    let index_font = egui::FontId::proportional(crate::ui::kit::theme::text_size(ui.ctx(), 11.0));
    let width = (digits as f32 * 9.0 + 18.0).max(38.0) * k;
    let gap = 4.0 * k;
    let step = width + gap;
    // the pile a move just took, followed once a move: a strip that stayed put left pile #22
    // of 24 out of view while the step said it was taken (the user's own scrolling stays)
    let just = (0..piles.len()).find(|&i| look(i).just_taken);
    let followed_id = ui.scope_id().with("pile_row_followed");
    let followed: Option<usize> = ui.ctx().data(|d| d.get_temp(followed_id));
    egui::ScrollArea::horizontal()
        .id_salt("pile_row")
        .max_height(74.0 * k)
        .show_viewport(ui, |ui, viewport| {
            let total = egui::vec2(step * piles.len() as f32, 58.0 * k);
            let (rect, _) = ui.allocate_exact_size(total, Sense::hover());
            crate::ui::kit::layout::picture(ui, rect);
            if just != followed {
                if let Some(j) = just {
                    let min = rect.min + egui::vec2(j as f32 * step, 0.0);
                    let cell = egui::Rect::from_min_size(min, egui::vec2(width, 44.0 * k));
                    ui.scroll_to_rect(cell, None);
                }
                ui.ctx().data_mut(|d| d.insert_temp(followed_id, just));
            }
            let first = ((viewport.min.x / step).floor().max(0.0) as usize).min(piles.len());
            let last = ((viewport.max.x / step).ceil() as usize + 1).min(piles.len());
            for (i, value) in piles.iter().enumerate().take(last).skip(first) {
                let min = rect.min + egui::vec2(i as f32 * step, 0.0);
                let cell = egui::Rect::from_min_size(min, egui::vec2(width, 44.0 * k));
                if let Some(i) = pile_ui(
                    ui,
                    i,
                    *value,
                    cell,
                    &look(i),
                    &value_font,
                    &index_font,
                    9.0 * k,
                ) {
                    clicked = Some(i);
                }
            }
        });
    clicked
}

/// The two players' colours, as a legend (in presentation mode [`totals`] carries it, to leave
/// the piles the height).
pub fn players_legend(ui: &mut Ui, first: &str, second: &str) {
    if crate::ui::kit::theme::presentation(ui.ctx()) {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        crate::ui::kit::widgets::legend_item(ui, palette::PLAYER_A, first);
        crate::ui::kit::widgets::legend_item(ui, palette::PLAYER_B, second);
    });
}

/// Bold totals line (in presentation mode each after its player's colour: the legend).
pub fn totals(ui: &mut Ui, first_label: &str, first: i64, second_label: &str, second: i64) {
    let present = crate::ui::kit::theme::presentation(ui.ctx());
    ui.horizontal_wrapped(|ui| {
        if present {
            crate::ui::kit::widgets::legend_item(ui, palette::PLAYER_A, "");
        }
        ui.label_cjk(
            RichText::new(format!("{first_label}: {first}"))
                .color(crate::ui::kit::theme::text_colour(
                    ui.visuals(),
                    palette::PLAYER_A,
                ))
                .strong(),
        );
        ui.add_space(16.0);
        if present {
            crate::ui::kit::widgets::legend_item(ui, palette::PLAYER_B, "");
        }
        ui.label_cjk(
            RichText::new(format!("{second_label}: {second}"))
                .color(crate::ui::kit::theme::text_colour(
                    ui.visuals(),
                    palette::PLAYER_B,
                ))
                .strong(),
        );
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 24: a taken pile has its player's legend colour, whether just taken or not.
    #[test]
    fn taken_piles_have_the_legends_colours() {
        let v = egui::Visuals::light();
        for just_taken in [false, true] {
            for (player, legend) in [
                (Player::First, palette::PLAYER_A),
                (Player::Second, palette::PLAYER_B),
            ] {
                let look = PileLook {
                    taken_by: Some(player),
                    just_taken,
                    ..PileLook::default()
                };
                let (fill, fg) = pile_colours(&look, &v);
                assert_eq!(fill, legend, "{player:?}");
                assert!(palette::contrast(fg, fill) >= 4.5);
            }
        }
    }
}
