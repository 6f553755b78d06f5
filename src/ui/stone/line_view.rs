//! The optimal line: the game both players play perfectly, replayed move by move.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{RichText, Ui};

use super::row::{PileLook, players_legend, row_ui_in, totals};
use crate::games::stone::{End, MoveRecord, NetTable, Player, optimal_line};
use crate::i18n::fill;
use crate::i18n::stone::tr as game_tr;
use crate::ui::kit::stepper::Stepper;

/// State of the replay.
#[derive(Debug, Clone)]
pub struct LineView {
    /// Number of moves shown.
    pub step: usize,
    pub stepper: Stepper,
    /// The optimal line of the result it was computed for (by revision).
    line: Vec<MoveRecord>,
    line_revision: Option<u64>,
    /// The step the move list last scrolled to (it scrolls to the current move once a step).
    scrolled_to: Option<usize>,
}

impl Default for LineView {
    fn default() -> Self {
        LineView {
            step: 0,
            stepper: Stepper::new(1.5),
            line: Vec::new(),
            line_revision: None,
            scrolled_to: None,
        }
    }
}

impl LineView {
    /// The optimal line last drawn (empty before the view is first drawn).
    pub fn line(&self) -> &[MoveRecord] {
        &self.line
    }

    /// Draw the replay of the optimal game on `table`, the result of content `revision`.
    pub fn ui(&mut self, ui: &mut Ui, table: &NetTable, revision: u64) {
        if crate::ui::kit::theme::presentation(ui.ctx()) {
            // presentation mode's large row and text: the piles take what the move list (up
            // to 8 rows, the whole line of a short game with its final score) leaves of the
            // view's height, at most half of it; nothing scrolls but a long list (a view that
            // scrolled hid the last move and the score below the fold on a 1024 × 768
            // projector)
            let room = ui.available_height();
            self.view_ui(ui, table, revision, Some(room));
        } else {
            self.view_ui(ui, table, revision, None);
        }
    }

    /// `room`: the height of the view when it is scrolled (presentation mode).
    fn view_ui(&mut self, ui: &mut Ui, table: &NetTable, revision: u64, room: Option<f32>) {
        let scrolled = room.is_some();
        let t = game_tr();
        let top = ui.cursor().top();
        // the height of what is not the piles nor the moves' rows (buttons, lines, header),
        // measured in the last frame
        let others_id = ui.scope_id().with("line_others");
        let others: f32 = ui
            .ctx()
            .data(|d| d.get_temp(others_id))
            .unwrap_or(8.0 * ui.text_style_height(&egui::TextStyle::Body));
        // the line is the same until the result changes: computed once per result
        if self.line_revision != Some(revision) || self.line.len() != table.n() {
            self.line = optimal_line(table);
            self.line_revision = Some(revision);
        }
        let line = &self.line;
        let total = line.len();
        self.stepper.step = self.stepper.step.min(total);
        // (presentation mode: the intro and then each move's line in one place under the
        // buttons, so a step moves neither the buttons nor the table; a line added under the
        // piles pushed the table's last move out of the view)
        if !scrolled {
            ui.label_cjk(t.line_intro);
        }
        ui.horizontal_wrapped(|ui| {
            self.stepper.controls(ui, total, None);
        });
        self.stepper.tick(ui, total);
        self.step = self.stepper.step;

        let shown = &line[..self.step];
        let move_line = shown.last().map(|m| {
            let who = match m.player {
                Player::First => t.first_player,
                Player::Second => t.second_player,
            };
            let end = end_name(m);
            let template = if m.before.0 == m.before.1 {
                t.line_move_last
            } else {
                t.line_move
            };
            fill(
                template,
                &[
                    ("k", &self.step),
                    ("who", &who),
                    ("end", &end),
                    ("v", &m.value),
                    ("i", &m.index),
                ],
            )
        });
        if scrolled {
            let text = move_line
                .clone()
                .unwrap_or_else(|| t.line_intro.to_string());
            ui.add(egui::Label::new(text).truncate());
        }
        let mut taken_by = vec![None; table.n()];
        for m in shown {
            taken_by[m.index] = Some(m.player);
        }
        let last = shown.last().map(|m| m.index);
        let row_height = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
        let pitch = row_height + ui.spacing().item_spacing.y;
        let list_rows = total.clamp(1, 8) as f32;
        let piles_room = room.map_or(0.0, |room| {
            (room - others - list_rows * pitch - 8.0)
                .max(2.5 * row_height)
                .min(room * 0.5)
        });
        let piles_top = ui.cursor().top();
        row_ui_in(
            ui,
            table.piles(),
            &|k| PileLook {
                taken_by: taken_by[k],
                just_taken: Some(k) == last,
                ..Default::default()
            },
            piles_room,
        );
        let piles_height = ui.cursor().top() - piles_top;
        players_legend(ui, t.first_player, t.second_player);
        let (a, b) = shown.last().map(|m| m.totals).unwrap_or((0, 0));
        totals(ui, t.first_player, a, t.second_player, b);
        if let Some(text) = move_line.filter(|_| !scrolled) {
            ui.label_cjk(text);
        }
        ui.separator();
        // The move list: only the visible rows are laid out (rows may number thousands).
        let widths = column_widths(ui);
        let header = |ui: &mut Ui| {
            ui.horizontal(|ui| {
                let names = [t.player, t.takes, t.first_player, t.second_player];
                for (text, w) in ["#"].into_iter().chain(names).zip(widths) {
                    // a heading wraps in its column (presentation mode's large text)
                    ui.allocate_ui_with_layout(
                        egui::vec2(w, 18.0),
                        egui::Layout::top_down(egui::Align::Center),
                        |ui| {
                            ui.set_width(w);
                            let mut text = RichText::new(text).strong();
                            if scrolled {
                                text = text.small();
                            }
                            ui.add(egui::Label::new(text).wrap());
                        },
                    );
                }
            });
        };
        // the header and the moves are the view's table, under the row of piles
        let header_rect = ui.scope(header).response.rect;
        crate::ui::kit::layout::picture(ui, header_rect);
        if scrolled {
            let measured = ui.cursor().top() - top - piles_height;
            if (measured - others).abs() > 0.5 {
                ui.ctx().data_mut(|d| d.insert_temp(others_id, measured));
                ui.ctx().request_discard("optimal line measured");
            }
        }
        let list = egui::ScrollArea::vertical()
            .id_salt("line_moves")
            .auto_shrink([false, false]);
        // a new step: the list (and the view around it) scrolls to the current move
        let scroll = self.scrolled_to != Some(self.step);
        self.scrolled_to = Some(self.step);
        let list = if scroll {
            list.vertical_scroll_offset(self.step.saturating_sub(3) as f32 * pitch)
        } else {
            list
        };
        let current = self.step;
        let shown = list.show_rows(ui, row_height, line.len(), |ui, rows| {
            for k in rows {
                let m = &line[k];
                let text = |s: String| {
                    if k < self.step {
                        RichText::new(s)
                    } else {
                        RichText::new(s).weak()
                    }
                };
                let who = match m.player {
                    Player::First => t.first_player,
                    Player::Second => t.second_player,
                };
                let end = end_name(m);
                let row = ui.horizontal(|ui| {
                    let cells = [
                        (k + 1).to_string(),
                        who.to_string(),
                        format!("{end}: {}", m.value),
                        m.totals.0.to_string(),
                        m.totals.1.to_string(),
                    ];
                    // every value centred in its column, under its heading
                    for (cell, w) in cells.into_iter().zip(widths) {
                        ui.add_sized(
                            [w, row_height - 4.0],
                            egui::Label::new(text(cell)).truncate(),
                        );
                    }
                });
                if scroll && k + 1 == current {
                    row.response.scroll_to_me(None);
                }
            }
        });
        crate::ui::kit::layout::picture(ui, shown.inner_rect);
    }
}

/// The widths of the move list's columns (#, player, takes, first's total, second's total):
/// larger in presentation mode, narrowed together when the view is narrower than that.
fn column_widths(ui: &Ui) -> [f32; 5] {
    let t = game_tr();
    let scale = crate::ui::kit::theme::scale(ui.ctx());
    let mut widths = [50.0, 170.0, 120.0, 120.0, 120.0].map(|w| w * scale);
    // the player's column holds the longer name whole ("Second player (后手)", not
    // "Second player (后…" in presentation mode's large text): the other columns narrow first
    let font = egui::TextStyle::Body.resolve(ui.style());
    let who = [t.first_player, t.second_player]
        .map(|name| {
            ui.fonts_mut(|f| {
                f.layout_no_wrap(name.to_string(), font.clone(), egui::Color32::WHITE)
                    .size()
                    .x
            })
        })
        .into_iter()
        .fold(0.0_f32, f32::max)
        + 8.0;
    widths[1] = widths[1].max(who);
    let gaps = 5.0 * ui.spacing().item_spacing.x;
    let room = (ui.available_width() - gaps).max(100.0);
    let wanted: f32 = widths.iter().sum();
    if wanted <= room {
        return widths;
    }
    let others = wanted - widths[1];
    let k = (room - widths[1]) / others;
    if k >= 0.4 {
        for (c, w) in widths.iter_mut().enumerate() {
            if c != 1 {
                *w *= k;
            }
        }
        widths
    } else {
        widths.map(|w| w * room / wanted)
    }
}

/// "left", "right", or "last" for the move that takes the only pile left.
fn end_name(m: &MoveRecord) -> &'static str {
    let t = game_tr();
    if m.before.0 == m.before.1 {
        t.last
    } else if m.end == End::Left {
        t.left
    } else {
        t.right
    }
}
