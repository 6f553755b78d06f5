//! Drawing the row of piles for the replay and play views.

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
/// fits on the screen.
pub fn row_ui(ui: &mut Ui, piles: &[i64], look: &dyn Fn(usize) -> PileLook) -> Option<usize> {
    let mut clicked = None;
    let digits = piles
        .iter()
        .map(|v| v.unsigned_abs().checked_ilog10().unwrap_or(0) as usize + 1 + usize::from(*v < 0))
        .max()
        .unwrap_or(1);
    // presentation mode: larger piles and numbers (read from the back of a room)
    let k = crate::ui::kit::theme::scale(ui.ctx());
    let value_font = egui::FontId::monospace(15.0 * k);
    let index_font = egui::FontId::proportional(crate::ui::kit::theme::text_size(ui.ctx(), 11.0));
    let width = (digits as f32 * 9.0 + 18.0).max(38.0) * k;
    let gap = 4.0 * k;
    let step = width + gap;
    egui::ScrollArea::horizontal()
        .id_salt("pile_row")
        .max_height(74.0 * k)
        .show_viewport(ui, |ui, viewport| {
            let total = egui::vec2(step * piles.len() as f32, 58.0 * k);
            let (rect, _) = ui.allocate_exact_size(total, Sense::hover());
            crate::ui::kit::layout::picture(ui, rect);
            let first = ((viewport.min.x / step).floor().max(0.0) as usize).min(piles.len());
            let last = ((viewport.max.x / step).ceil() as usize + 1).min(piles.len());
            for (i, value) in piles.iter().enumerate().take(last).skip(first) {
                let l = look(i);
                let min = rect.min + egui::vec2(i as f32 * step, 0.0);
                let cell = egui::Rect::from_min_size(min, egui::vec2(width, 44.0 * k));
                let sense = if l.clickable {
                    Sense::click()
                } else {
                    Sense::hover()
                };
                let resp = ui.interact(cell, ui.scope_id().with(("pile", i)), sense);
                let visuals = ui.visuals();
                let (fill, fg) = match l.taken_by {
                    Some(Player::First) => (
                        palette::PLAYER_A.gamma_multiply(0.35),
                        visuals.weak_text_color(),
                    ),
                    Some(Player::Second) => (
                        palette::PLAYER_B.gamma_multiply(0.35),
                        visuals.weak_text_color(),
                    ),
                    None => (visuals.extreme_bg_color, visuals.strong_text_color()),
                };
                let fill = if l.just_taken {
                    match l.taken_by {
                        Some(Player::First) => palette::PLAYER_A,
                        _ => palette::PLAYER_B,
                    }
                } else {
                    fill
                };
                let fg = if l.just_taken {
                    palette::text_on(fill)
                } else {
                    fg
                };
                ui.painter().rect_filled(cell, 6.0, fill);
                let stroke = if l.hinted {
                    Stroke::new(3.0, palette::DEPENDENCY)
                } else if l.clickable && resp.hovered() {
                    Stroke::new(2.5, visuals.strong_text_color())
                } else if l.clickable {
                    Stroke::new(2.0, visuals.selection.bg_fill)
                } else {
                    Stroke::new(1.0, Color32::from_gray(90))
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
                    cell.center_bottom() + egui::vec2(0.0, 9.0 * k),
                    egui::Align2::CENTER_CENTER,
                    i.to_string(),
                    index_font.clone(),
                    crate::ui::kit::theme::caption(visuals),
                );
                if l.clickable && resp.clicked() {
                    clicked = Some(i);
                }
            }
        });
    clicked
}

/// The two players' colours, as a legend.
pub fn players_legend(ui: &mut Ui, first: &str, second: &str) {
    ui.horizontal_wrapped(|ui| {
        crate::ui::kit::widgets::legend_item(ui, palette::PLAYER_A, first);
        crate::ui::kit::widgets::legend_item(ui, palette::PLAYER_B, second);
    });
}

/// Bold totals line.
pub fn totals(ui: &mut Ui, first_label: &str, first: i64, second_label: &str, second: i64) {
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(format!("{first_label}: {first}"))
                .color(palette::PLAYER_A)
                .strong(),
        );
        ui.add_space(16.0);
        ui.label(
            RichText::new(format!("{second_label}: {second}"))
                .color(palette::PLAYER_B)
                .strong(),
        );
    });
}
