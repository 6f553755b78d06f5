//! Small shared widgets and drawing helpers.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{Color32, RichText, Ui};

/// A bold section heading.
pub fn heading(ui: &mut Ui, text: &str) {
    ui.add_space(4.0);
    let size = 15.0 * super::theme::scale(ui.ctx());
    ui.label_cjk(RichText::new(text).strong().size(size));
}

/// A coloured "pill" label (verdicts, legends).
pub fn pill(ui: &mut Ui, text: &str, color: Color32) -> egui::Response {
    let fg = super::palette::text_on(color);
    egui::Frame::new()
        .fill(color)
        .corner_radius(8.0)
        .inner_margin(egui::Margin::symmetric(8, 2))
        .show(ui, |ui| {
            ui.label_cjk(RichText::new(text).color(fg).strong())
        })
        .response
}

/// A legend entry: a colour swatch and its meaning, kept together as one unit: in a wrapping
/// row the pair moves to the next line as a whole (the swatch never stays behind at the end
/// of a line while its words start the next one).
pub fn legend_item(ui: &mut Ui, color: Color32, text: &str) {
    legend_unit(ui, text, |painter, rect| {
        painter.rect_filled(rect, 2.0, color);
    });
}

/// A legend entry whose key is a cell outline of `outline` (how a picture frames its current
/// cell) around a `fill` swatch, with a thin border in the text colour so a light outline stays
/// visible on a light background.
pub fn legend_outline(ui: &mut Ui, fill: Color32, outline: Color32, text: &str) {
    let border = ui.visuals().text_color();
    legend_unit(ui, text, |painter, rect| {
        painter.rect_filled(rect, 2.0, fill);
        let width = (rect.width() * 0.18).max(2.0);
        painter.rect_stroke(
            rect.shrink(1.0),
            2.0,
            egui::Stroke::new(width, outline),
            egui::StrokeKind::Inside,
        );
        painter.rect_stroke(
            rect,
            2.0,
            egui::Stroke::new(1.0, border),
            egui::StrokeKind::Outside,
        );
    });
}

/// A swatch drawn by `key` and its label, allocated as one block: as wide as both on one line
/// when that fits in a row, else the label wraps beside its swatch.
fn legend_unit(ui: &mut Ui, text: &str, key: impl FnOnce(&egui::Painter, egui::Rect)) {
    let side = 14.0 * super::theme::scale(ui.ctx());
    let gap = ui.spacing().item_spacing.x;
    let row = ui.max_rect().width().max(4.0 * side);
    let room = (row - side - gap).max(side);
    let galley = egui::WidgetText::from(text).into_galley(
        ui,
        Some(egui::TextWrapMode::Wrap),
        room,
        egui::TextStyle::Body,
    );
    // (a pixel more than the text needs, so the label does not wrap by rounding)
    let size = egui::vec2(
        side + gap + galley.size().x.ceil() + 1.0,
        galley.size().y.max(side),
    );
    ui.allocate_ui_with_layout(
        size,
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
            key(ui.painter(), rect);
            ui.add(egui::Label::new(text).wrap());
        },
    );
}

/// A name and its value ("Guaranteed minimum:" "dp[1][100] = 400") in a wrapping row, kept
/// together: when both do not fit in what is left of the row but would fit in a whole row, they
/// start the next one (a projector showed the name ending a row and its value starting the next).
pub fn name_value(ui: &mut Ui, name: &str, value: RichText) -> (egui::Response, egui::Response) {
    let width = |ui: &Ui, text: egui::WidgetText| {
        text.into_galley(
            ui,
            Some(egui::TextWrapMode::Extend),
            f32::INFINITY,
            egui::TextStyle::Body,
        )
        .size()
        .x
    };
    let need =
        width(ui, name.into()) + ui.spacing().item_spacing.x + width(ui, value.clone().into());
    let left = ui.available_size_before_wrap().x;
    let row = ui.max_rect().width();
    if need > left && need <= row && left < row - 1.0 {
        ui.end_row();
    }
    (ui.label_cjk(name), ui.label_cjk(value))
}

/// A monospace, selectable block for formulas, broken into lines only at good places
/// ([`crate::ui::kit::formula`]).
pub fn formula(ui: &mut Ui, text: &str) {
    crate::ui::kit::formula::formula(ui, text);
}

/// Glyphs of the tiny 3×5 bitmap font used to print numbers into exported PNGs.
fn glyph(ch: char) -> Option<[u8; 5]> {
    // each row is 3 bits, most significant = left column
    Some(match ch {
        '0' => [0b111, 0b101, 0b101, 0b101, 0b111],
        '1' => [0b010, 0b110, 0b010, 0b010, 0b111],
        '2' => [0b111, 0b001, 0b111, 0b100, 0b111],
        '3' => [0b111, 0b001, 0b111, 0b001, 0b111],
        '4' => [0b101, 0b101, 0b111, 0b001, 0b001],
        '5' => [0b111, 0b100, 0b111, 0b001, 0b111],
        '6' => [0b111, 0b100, 0b111, 0b101, 0b111],
        '7' => [0b111, 0b001, 0b010, 0b010, 0b010],
        '8' => [0b111, 0b101, 0b111, 0b101, 0b111],
        '9' => [0b111, 0b101, 0b111, 0b001, 0b111],
        '-' => [0b000, 0b000, 0b111, 0b000, 0b000],
        '+' => [0b000, 0b010, 0b111, 0b010, 0b000],
        '.' => [0b000, 0b000, 0b000, 0b000, 0b010],
        ',' => [0b000, 0b000, 0b000, 0b010, 0b100],
        '/' => [0b001, 0b001, 0b010, 0b100, 0b100],
        ':' => [0b000, 0b010, 0b000, 0b010, 0b000],
        'L' => [0b100, 0b100, 0b100, 0b100, 0b111],
        'R' => [0b110, 0b101, 0b110, 0b101, 0b101],
        'M' => [0b101, 0b111, 0b111, 0b101, 0b101],
        'C' => [0b111, 0b100, 0b100, 0b100, 0b111],
        'D' => [0b110, 0b101, 0b101, 0b101, 0b110],
        'W' => [0b101, 0b101, 0b111, 0b111, 0b101],
        '=' => [0b000, 0b111, 0b000, 0b111, 0b000],
        ' ' => [0; 5],
        _ => return None,
    })
}

/// Draw `text` centred in the `cell`-pixel square at (`x0`, `y0`) with the 3×5 digit font.
/// Characters the font lacks are left out.
pub fn draw_digits(
    img: &mut image::RgbaImage,
    text: &str,
    x0: u32,
    y0: u32,
    cell: u32,
    fg: Color32,
) {
    let glyphs: Vec<[u8; 5]> = text.chars().filter_map(glyph).collect();
    if glyphs.is_empty() {
        return;
    }
    let chars = glyphs.len() as u32;
    // pixel size of one font dot: the text takes at most 80% of the cell width
    let dot = ((cell * 8 / 10) / (chars * 4)).min(cell / 10).max(1);
    let text_w = chars * 4 * dot - dot;
    let text_h = 5 * dot;
    if text_w > cell || text_h > cell {
        return;
    }
    let left = x0 + (cell - text_w) / 2;
    let top = y0 + (cell - text_h) / 2;
    let (w, h) = img.dimensions();
    for (k, g) in glyphs.iter().enumerate() {
        for (row, bits) in g.iter().enumerate() {
            for col in 0..3u32 {
                if bits & (0b100 >> col) != 0 {
                    let gx = left + (k as u32 * 4 + col) * dot;
                    let gy = top + row as u32 * dot;
                    for dy in 0..dot {
                        for dx in 0..dot {
                            let (x, y) = (gx + dx, gy + dy);
                            if x < w && y < h {
                                img.put_pixel(x, y, image::Rgba([fg.r(), fg.g(), fg.b(), 255]));
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Ctrl+Z / Ctrl+Y (or Ctrl+Shift+Z) for a tab's own undo history, consumed only when no text
/// field has the keyboard (a text field keeps its own undo). Returns (undo, redo).
pub fn undo_redo_shortcuts(ui: &Ui) -> (bool, bool) {
    if ui.ctx().egui_wants_keyboard_input() {
        return (false, false);
    }
    ui.input_mut(|i| {
        let undo = i.consume_key(egui::Modifiers::COMMAND, egui::Key::Z);
        let redo = i.consume_key(egui::Modifiers::COMMAND, egui::Key::Y)
            || i.consume_key(
                egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
                egui::Key::Z,
            );
        (undo, redo)
    })
}

/// The top of every "Result" section when there is no result to show: the solve error with a
/// "Try again" button (which clears it), a spinner while solving, or "not solved yet".
/// Returns true when the caller has nothing more to draw.
pub fn result_placeholder(
    ui: &mut Ui,
    error: &mut Option<String>,
    running: bool,
    has_result: bool,
) -> bool {
    let tr = crate::i18n::tr();
    if let Some(err) = error {
        ui.colored_label_cjk(ui.visuals().error_fg_color, err.as_str());
        if ui.button(tr.solve_again).clicked() {
            *error = None;
        }
        return true;
    }
    if has_result {
        return false;
    }
    if running {
        ui.horizontal(|ui| {
            crate::ui::kit::widgets::calm_spinner(ui);
            ui.label_cjk(tr.solving);
        });
    } else {
        ui.label_cjk(tr.not_solved_yet);
    }
    true
}

/// Longest text kept in a paste field: laying out a longer one costs every frame.
pub const FIELD_TEXT_MAX: usize = 20_000;

/// `text` if it is short enough to stay in a paste field, otherwise nothing (the clipboard has
/// it).
pub fn text_for_field(text: String) -> String {
    if text.len() <= FIELD_TEXT_MAX {
        text
    } else {
        String::new()
    }
}

/// The Undo and Redo buttons of an editor (Ctrl+Z / Ctrl+Y in their tooltips).
/// Returns (undo clicked, redo clicked).
pub fn undo_redo_buttons(ui: &mut Ui, can_undo: bool, can_redo: bool) -> (bool, bool) {
    let tr = crate::i18n::tr();
    let undo = ui
        .add_enabled(can_undo, egui::Button::new(tr.undo))
        .on_hover_text("Ctrl+Z")
        .clicked();
    let redo = ui
        .add_enabled(can_redo, egui::Button::new(tr.redo))
        .on_hover_text("Ctrl+Y")
        .clicked();
    (undo, redo)
}

/// The parser of number fields ([`egui::DragValue::custom_parser`]): full-width digits and
/// signs from an input method (`１２`, `－３`) read as ASCII.
pub fn parse_number(text: &str) -> Option<f64> {
    crate::games::text::ascii_width(text).trim().parse().ok()
}

/// A duration in milliseconds with a precision that suits it ("0.012 ms", "3.4 ms", "1520 ms").
pub fn format_ms(d: std::time::Duration) -> String {
    let ms = d.as_secs_f64() * 1000.0;
    if ms < 1.0 {
        format!("{ms:.3}")
    } else if ms < 100.0 {
        format!("{ms:.1}")
    } else {
        format!("{ms:.0}")
    }
}

/// Keep a paste box showing the current data: once the content has changed since the box last
/// showed it (`shown` holds that revision) and the box (`id`) has no keyboard focus, its text
/// becomes `current()` (long texts stay on the clipboard only, see [`text_for_field`]). Returns
/// true when the text was replaced, so that notes about the old text can go.
pub fn follow_paste_box(
    ui: &Ui,
    id: egui::Id,
    text: &mut String,
    shown: &mut Option<u64>,
    revision: u64,
    current: impl FnOnce() -> String,
) -> bool {
    if *shown == Some(revision) || ui.memory(|m| m.has_focus(id)) {
        return false;
    }
    *shown = Some(revision);
    *text = text_for_field(current());
    true
}

/// A tab's problem statement and its one "start here" line, at the top of the side panel.
pub fn problem_statement(ui: &mut Ui, rules: &str, start_here: &str) {
    ui.label_cjk(rules);
    ui.label_cjk(egui::RichText::new(start_here).strong());
    ui.add_space(4.0);
}

/// How often a [`calm_spinner`] redraws.
pub const SPINNER_FRAME: std::time::Duration = std::time::Duration::from_millis(250);

/// A busy spinner that redraws four times a second instead of every frame (egui's own spinner
/// asks for a repaint each frame). While a solve runs, every frame also redraws the tab's view
/// (a 5,000-node graph, a large heatmap), and on two cores those frames would compete with the
/// solver's threads.
pub fn calm_spinner(ui: &mut egui::Ui) -> egui::Response {
    let size = ui.style().spacing.interact_size.y;
    let (rect, response) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    if ui.is_rect_visible(rect) {
        ui.ctx().request_repaint_after(SPINNER_FRAME);
        let color = ui.visuals().strong_text_color();
        let radius = rect.height().min(rect.width()) * 0.5 - 2.0;
        // Twelve steps a turn, one per redraw.
        let time = ui.input(|i| i.time);
        let step = (time / SPINNER_FRAME.as_secs_f64()).floor();
        let start = step * std::f64::consts::TAU / 12.0;
        let n = 16;
        let points: Vec<egui::Pos2> = (0..=n)
            .map(|i| {
                let angle = start + 4.2 * i as f64 / n as f64;
                let (sin, cos) = angle.sin_cos();
                rect.center() + radius * egui::vec2(cos as f32, sin as f32)
            })
            .collect();
        ui.painter()
            .add(egui::Shape::line(points, egui::Stroke::new(3.0, color)));
    }
    response
}

/// On a projector a view scrolls: `response` (a row of move buttons) is scrolled into view for
/// the first frames of each `turn` (the last move's lines above it had pushed it under the
/// picture or the window's foot), then left where the user puts it. `name` keeps each view's
/// count apart.
pub fn keep_in_view_each_turn(ui: &egui::Ui, response: &egui::Response, name: &str, turn: usize) {
    let id = egui::Id::unique(name);
    let seen = ui.ctx().data(|d| d.get_temp::<(usize, u8)>(id));
    let frames = match seen {
        Some((at, n)) if at == turn => n,
        _ => 0,
    };
    if frames < 3 {
        response.scroll_to_me(Some(egui::Align::Max));
        ui.ctx().data_mut(|d| d.insert_temp(id, (turn, frames + 1)));
        ui.ctx().request_repaint();
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn number_fields_read_full_width_digits() {
        assert_eq!(super::parse_number("１２"), Some(12.0));
        assert_eq!(super::parse_number(" －３ "), Some(-3.0));
        assert_eq!(super::parse_number("x"), None);
    }

    #[test]
    fn a_name_and_its_value_share_a_row() {
        let ctx = egui::Context::default();
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(330.0, 400.0),
            )),
            ..Default::default()
        };
        let mut rows = None;
        let _ = ctx.run_ui(input, |ui| {
            ui.horizontal_wrapped(|ui| {
                let first = ui.label("Still possible: 1 .. 100   Spent: 0");
                let (name, value) = super::name_value(
                    ui,
                    "Guaranteed minimum:",
                    egui::RichText::new("dp[1][100] = 400").monospace(),
                );
                rows = Some((first.rect, name.rect, value.rect));
            });
        });
        let (first, name, value) = rows.expect("drawn");
        // the name does not end the first row with its value on the next: both start the next
        assert!(
            (name.center().y - value.center().y).abs() < 2.0,
            "{name:?} {value:?}"
        );
        assert!(name.top() >= first.bottom() - 1.0, "{first:?} {name:?}");
    }
}
