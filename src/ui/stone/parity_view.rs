//! The parity view (LeetCode 877): the piles coloured by even and odd position with the two
//! sums, the colour the first player should take, and the colour strategy's margin against the
//! DP's margin read from the solved table. With an odd number of piles it says the argument does
//! not apply.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{Color32, FontId, RichText, Sense, Stroke, StrokeKind, Ui};

use crate::games::stone::{Colour, NetTable, Parity};
use crate::i18n::fill;
use crate::i18n::stone::{StoneTexts, tr as game_tr};
use crate::ui::kit::{palette, theme, widgets};

/// The even colour (the palette's, no sign's or outcome's hue).
pub const EVEN: Color32 = palette::rgb(crate::palette::PARITY_EVEN);
/// The odd colour.
pub const ODD: Color32 = palette::rgb(crate::palette::PARITY_ODD);

/// Rows up to this many piles list the terms of each sum.
const TERMS_MAX: usize = 12;

/// State of the parity view.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ParityView {
    /// Piles to outline (a lesson points at them).
    pub highlight: Vec<usize>,
}

/// The colour of `c` and its name.
pub fn colour_look(t: &StoneTexts, c: Colour) -> (Color32, &'static str) {
    match c {
        Colour::Even => (EVEN, t.colour_even),
        Colour::Odd => (ODD, t.colour_odd),
    }
}

impl ParityView {
    /// Draw the view; returns the colour the user wants to play with.
    pub fn ui(&mut self, ui: &mut Ui, table: &NetTable) -> Option<Colour> {
        let t = game_tr();
        let piles = table.piles();
        let n = piles.len();
        let parity = Parity::of(piles);
        let mut play = None;
        let room = ui.available_height();
        // the height of the lines under the piles, measured in the last frame: in presentation
        // mode the piles take what they leave (the last line was cut by the button below)
        let below_id = ui.scope_id().with("parity_below");
        let below = ui.ctx().data(|d| d.get_temp::<f32>(below_id));
        crate::ui::kit::layout::with_footer(
            ui,
            "parity_play",
            |ui| {
                let body = ui.available_height();
                egui::ScrollArea::vertical()
                    .id_salt("parity_view")
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        let top = ui.cursor().top();
                        ui.label_cjk(t.parity_intro);
                        ui.add_space(4.0);
                        let above = ui.cursor().top() - top;
                        // a row of several lines (many piles) keeps its height: the piles are
                        // the picture (narrowed to leave the text its room they fell to a
                        // quarter of the view at 1024 × 768, and the text scrolls anyway); a
                        // row of one line narrows so that the text stands whole under it
                        let one_line =
                            super::row::Grid::fit(ui, n, super::row::digits(piles), room * 0.65)
                                .is_none_or(|g| g.cols >= n);
                        let piles_room = match below {
                            Some(below) if one_line => {
                                (body - above - below - 8.0).clamp(room * 0.2, room * 0.65)
                            }
                            _ => room * 0.65,
                        };
                        self.row(ui, piles, piles_room);
                        ui.add_space(4.0);
                        let after_row = ui.cursor().top();
                        for (c, template) in [
                            (Colour::Even, t.parity_sum_even),
                            (Colour::Odd, t.parity_sum_odd),
                        ] {
                            let terms = if n <= TERMS_MAX {
                                let v: Vec<String> = piles
                                    .iter()
                                    .enumerate()
                                    .filter(|(k, _)| Colour::of(*k) == c)
                                    .map(|(_, v)| {
                                        if *v < 0 {
                                            format!("({v})")
                                        } else {
                                            v.to_string()
                                        }
                                    })
                                    .collect();
                                if v.is_empty() {
                                    "0".to_string()
                                } else {
                                    v.join(" + ")
                                }
                            } else {
                                "…".to_string()
                            };
                            let (color, _) = colour_look(t, c);
                            ui.label_cjk(
                                RichText::new(fill(
                                    template,
                                    &[("terms", &terms), ("sum", &parity.sum(c))],
                                ))
                                .color(crate::ui::kit::theme::text_colour(ui.visuals(), color))
                                .strong(),
                            );
                        }
                        ui.add_space(6.0);
                        let dp = table.net(0, n - 1);
                        if !parity.applies() {
                            ui.label_cjk(fill(t.parity_odd_count, &[("n", &n)]));
                        } else if let Some(best) = parity.best() {
                            let (color, name) = colour_look(t, best);
                            let margin = parity.margin(best).unwrap_or(0);
                            let other = parity.sum(best) - margin;
                            ui.label_cjk(
                                RichText::new(fill(
                                    t.parity_take,
                                    &[
                                        ("colour", &name),
                                        ("mine", &parity.sum(best)),
                                        ("theirs", &other),
                                        ("margin", &margin),
                                    ],
                                ))
                                .color(crate::ui::kit::theme::text_colour(ui.visuals(), color)),
                            );
                        } else {
                            ui.label_cjk(fill(t.parity_equal, &[("sum", &parity.even_sum)]));
                        }
                        widgets::pill(
                            ui,
                            &fill(t.parity_dp, &[("j", &(n - 1)), ("dp", &dp)]),
                            if dp > 0 {
                                palette::WIN_A
                            } else if dp < 0 {
                                palette::WIN_B
                            } else {
                                palette::DRAW
                            },
                        );
                        if parity.applies() {
                            let colour_margin =
                                parity.best().and_then(|c| parity.margin(c)).unwrap_or(0);
                            if colour_margin == dp {
                                ui.label_cjk(t.parity_same);
                            } else {
                                let text = if colour_margin == 0 {
                                    t.parity_less_draw
                                } else {
                                    t.parity_less
                                };
                                ui.label_cjk(fill(
                                    text,
                                    &[
                                        ("colour", &colour_margin),
                                        ("dp", &dp),
                                        ("gap", &(dp.saturating_sub(colour_margin))),
                                    ],
                                ));
                            }
                        }
                        let used = ui.min_rect().bottom() - after_row;
                        if below.is_none_or(|b| (b - used).abs() > 0.5) {
                            ui.ctx().data_mut(|d| d.insert_temp(below_id, used));
                            ui.ctx().request_discard("parity lines measured");
                        }
                    });
            },
            |ui| {
                // the buttons at the foot of the view, always in view (they were cut off
                // under the text on a 1024 × 768 projector)
                if !parity.applies() {
                    return;
                }
                ui.horizontal_wrapped(|ui| {
                    let colours = match parity.best() {
                        Some(c) => vec![c],
                        None => vec![Colour::Even, Colour::Odd],
                    };
                    for c in colours {
                        let (_, name) = colour_look(t, c);
                        if ui
                            .button(fill(t.parity_play, &[("colour", &name)]))
                            .on_hover_text(t.parity_play_tip)
                            .clicked()
                        {
                            play = Some(c);
                        }
                    }
                });
            },
        );
        play
    }

    /// The row of piles, coloured by position; only the piles in view are drawn. In
    /// presentation mode they are laid out as a grid at most `room` high.
    fn row(&self, ui: &mut Ui, piles: &[i64], room: f32) {
        let scale = theme::scale(ui.ctx());
        let digits = super::row::digits(piles);
        // presentation mode: every pile in view, in lines as large as the room allows
        if theme::presentation(ui.ctx())
            && let Some(grid) = super::row::Grid::fit(ui, piles.len(), digits, room)
        {
            let (rect, _) = ui.allocate_exact_size(grid.size(piles.len()), Sense::hover());
            crate::ui::kit::layout::picture(ui, rect);
            let visuals = ui.visuals().clone();
            for (k, v) in piles.iter().enumerate() {
                let cell = grid.cell(rect.min, k);
                self.pile(ui, &visuals, k, *v, cell, grid.value_px, grid.index_px);
            }
            return;
        }
        let width = (digits as f32 * 9.0 + 18.0).max(38.0) * scale;
        let height = 40.0 * scale;
        let step = width + 4.0 * scale;
        egui::ScrollArea::horizontal()
            .id_salt("parity_row")
            .show_viewport(ui, |ui, viewport| {
                let total = egui::vec2(step * piles.len() as f32, height + 18.0 * scale);
                let (rect, _) = ui.allocate_exact_size(total, Sense::hover());
                let first = ((viewport.min.x / step).floor().max(0.0) as usize).min(piles.len());
                let last = ((viewport.max.x / step).ceil() as usize + 1).min(piles.len());
                let visuals = ui.visuals().clone();
                for (k, v) in piles.iter().enumerate().take(last).skip(first) {
                    let cell = egui::Rect::from_min_size(
                        rect.min + egui::vec2(k as f32 * step, 0.0),
                        egui::vec2(width, height),
                    );
                    self.pile(ui, &visuals, k, *v, cell, 15.0 * scale, 11.0 * scale);
                }
            });
    }

    /// One pile at `cell` in its position's colour, its index under it.
    #[allow(clippy::too_many_arguments)]
    fn pile(
        &self,
        ui: &Ui,
        visuals: &egui::Visuals,
        k: usize,
        v: i64,
        cell: egui::Rect,
        value_px: f32,
        index_px: f32,
    ) {
        let color = if k.is_multiple_of(2) { EVEN } else { ODD };
        ui.painter().rect_filled(cell, 6.0, color);
        if self.highlight.contains(&k) {
            ui.painter().rect_stroke(
                cell.expand(1.0),
                6.0,
                Stroke::new(3.0, visuals.strong_text_color()),
                StrokeKind::Outside,
            );
        }
        ui.painter().text(
            cell.center(),
            egui::Align2::CENTER_CENTER,
            v.to_string(),
            FontId::monospace(value_px),
            palette::text_on(color),
        );
        ui.painter().text(
            cell.center_bottom() + egui::vec2(0.0, index_px * 0.8),
            egui::Align2::CENTER_CENTER,
            format!("#{k}"),
            FontId::proportional(index_px),
            theme::caption(visuals),
        );
    }
}
