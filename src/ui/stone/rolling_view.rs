//! The rolling-array view: the single row of n slots that is overwritten as the table fills,
//! what each slot holds (which cell (i, j) its value stands for), the slot being written and the
//! slots it reads, step by step; beside it the 2-D table, so that the row can be found in it.
//! The states come from [`crate::games::stone::rolling_steps`]; this file only draws them.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{Color32, FontId, RichText, Sense, Stroke, StrokeKind, Ui};

use crate::games::human_bytes;
use crate::games::stone::{
    FillOrder, NetTable, ROLLING_MAX_PILES, RollingStep, cell_count, rolling_steps, slot_of,
};
use crate::i18n::fill;
use crate::i18n::stone::tr as game_tr;
use crate::ui::kit::interval_grid::{GridCell, interval_grid};
use crate::ui::kit::stepper::Stepper;
use crate::ui::kit::{palette, theme, widgets};

/// The slot or cell being written.
pub const WRITTEN: Color32 = palette::WIN_A;
/// A cell whose value is in the row.
pub const IN_ROW: Color32 = Color32::from_rgb(90, 150, 215);

/// The frame of a slot the step reads: the lessons' yellow, on a projector darkened to 3 : 1
/// against the panel and to 4.5 : 1 against the slots' fills it frames (issue 24: the yellow
/// border vanished there, and at 3 : 1 the dark olive barely showed on the blue slots).
pub fn read_colour(ctx: &egui::Context) -> Color32 {
    if theme::presentation(ctx) {
        let visuals = ctx.global_style().visuals.clone();
        let grounds = [visuals.panel_fill, WRITTEN, IN_ROW];
        let mut c = theme::mark_on(&visuals, palette::DEPENDENCY, &grounds);
        for _ in 0..30 {
            if [WRITTEN, IN_ROW]
                .iter()
                .all(|g| palette::contrast(c, *g) >= READ_ON_SLOTS)
            {
                break;
            }
            let d = |v: u8| (v as f32 * 0.9) as u8;
            c = Color32::from_rgb(d(c.r()), d(c.g()), d(c.b()));
        }
        c
    } else {
        palette::DEPENDENCY
    }
}

/// The contrast the "read" frame has against the slots it frames on a projector.
pub const READ_ON_SLOTS: f64 = 4.5;

/// State of the rolling-array view.
#[derive(Debug, Clone)]
pub struct RollingView {
    /// The order the row is filled in (the lesson player sets it).
    pub order: FillOrder,
    /// Number of writes done, and playback.
    pub stepper: Stepper,
    steps: Vec<RollingStep>,
    built_for: Option<(u64, FillOrder)>,
    /// Presentation mode: the table below the row instead of the row drawn big.
    show_grid: bool,
}

impl Default for RollingView {
    fn default() -> Self {
        RollingView {
            order: FillOrder::Diagonal,
            stepper: Stepper::new(2.0),
            steps: Vec::new(),
            built_for: None,
            show_grid: false,
        }
    }
}

impl RollingView {
    /// The writes for the current row (empty until the view has been drawn once).
    pub fn steps(&self) -> &[RollingStep] {
        &self.steps
    }

    /// The state after the current step (`None` before the first write).
    pub fn current(&self) -> Option<&RollingStep> {
        self.stepper
            .step
            .checked_sub(1)
            .and_then(|k| self.steps.get(k))
    }

    fn ensure(&mut self, table: &NetTable, revision: u64) {
        if self.built_for != Some((revision, self.order)) {
            // a longer row: its first piles (their cells are the row's table's own)
            let m = table.n().min(ROLLING_MAX_PILES);
            self.steps = rolling_steps(&table.piles()[..m], self.order).unwrap_or_default();
            self.built_for = Some((revision, self.order));
            self.stepper.step = self.stepper.step.min(self.steps.len());
        }
    }

    /// Draw the view for a solved table; `revision` identifies the result.
    pub fn ui(&mut self, ui: &mut Ui, table: &NetTable, revision: u64) {
        let t = game_tr();
        let n = table.n();
        let row_bytes = human_bytes(n as u64 * 8);
        let table_bytes = human_bytes(cell_count(n) * 8);
        let present = theme::presentation(ui.ctx());
        // on a projector which piles the row shows is told on hover of the row (with the
        // sizes), so that the row takes the height
        let first_note = (n > ROLLING_MAX_PILES && present).then(|| {
            let first = fill(
                t.rolling_first_piles,
                &[
                    ("max", &ROLLING_MAX_PILES),
                    ("last", &(ROLLING_MAX_PILES - 1)),
                ],
            );
            let sizes = fill(
                t.rolling_too_long,
                &[
                    ("max", &ROLLING_MAX_PILES),
                    ("n", &n),
                    ("row", &row_bytes),
                    ("table", &table_bytes),
                ],
            );
            format!("{first}\n{sizes}")
        });
        if n > ROLLING_MAX_PILES && !present {
            ui.label_cjk(fill(
                t.rolling_too_long,
                &[
                    ("max", &ROLLING_MAX_PILES),
                    ("n", &n),
                    ("row", &row_bytes),
                    ("table", &table_bytes),
                ],
            ));
            ui.label_cjk(
                RichText::new(fill(
                    t.rolling_first_piles,
                    &[
                        ("max", &ROLLING_MAX_PILES),
                        ("last", &(ROLLING_MAX_PILES - 1)),
                    ],
                ))
                .strong(),
            );
        }
        self.ensure(table, revision);
        let total = self.steps.len();
        ui.horizontal_wrapped(|ui| {
            ui.label_cjk(t.rolling_order);
            let before = self.order;
            egui::ComboBox::new("rolling_order", "")
                .selected_text(match self.order {
                    FillOrder::Diagonal => t.order_diagonal,
                    FillOrder::RowsBottomUp => t.order_rows,
                })
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.order, FillOrder::Diagonal, t.order_diagonal);
                    ui.selectable_value(&mut self.order, FillOrder::RowsBottomUp, t.order_rows);
                });
            if self.order != before {
                self.stepper.step = 0;
                self.stepper.playing = false;
            }
            if present {
                // one line of controls on a projector
                self.ensure(table, revision);
                self.stepper
                    .controls(ui, total, Some((0.5..=20.0, t.anim_speed)));
                ui.toggle_value(&mut self.show_grid, t.rolling_grid_toggle);
                if !self.show_grid {
                    // the key on the controls' line (it wraps beside the speed): the room
                    // under the slots is the step's lines' alone, and the slots keep half the
                    // screen (once they stopped running over the lines they had less)
                    ui.add_space(12.0);
                    for (color, text) in [
                        (WRITTEN, t.legend_written),
                        (read_colour(ui.ctx()), t.legend_read),
                        (IN_ROW, t.legend_in_row),
                    ] {
                        widgets::legend_item(ui, color, text);
                    }
                }
            }
        });
        self.ensure(table, revision);
        if !present {
            ui.horizontal_wrapped(|ui| {
                self.stepper
                    .controls(ui, total, Some((0.5..=20.0, t.anim_speed)));
            });
        }
        self.stepper.tick(ui, total);
        if theme::presentation(ui.ctx()) {
            // on a projector nothing scrolls: the grid takes the height left
            self.body(ui, table, &row_bytes, &table_bytes, first_note.as_deref());
            return;
        }
        egui::ScrollArea::vertical()
            .id_salt("rolling_view")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                self.body(ui, table, &row_bytes, &table_bytes, None)
            });
    }

    /// The row (or the table) and the step's lines; `note` (presentation mode: which piles
    /// the row shows) is told on hover of the row.
    fn body(
        &self,
        ui: &mut Ui,
        table: &NetTable,
        row_bytes: &str,
        table_bytes: &str,
        note: Option<&str>,
    ) {
        let t = game_tr();
        // the row animated: the whole row, or its first piles
        let n = table.n().min(ROLLING_MAX_PILES);
        let full = table.n();
        let step = self.stepper.step;
        let current = self.current();
        let present = theme::presentation(ui.ctx());
        let intro = fill(t.rolling_intro, &[("n", &n)]);
        let intro = match note {
            Some(note) => format!("{note}\n{intro}"),
            None => intro,
        };
        if present {
            // told on hover of the row on a projector
            // the row is the picture (its slots as tall as the room allows), or the table is
            if !self.show_grid {
                // the step's lines at the bottom (as tall as they were; the key is on the
                // controls' line), the row over the room above them
                let room =
                    crate::ui::kit::tiles::room_above(ui, ("rolling_lines", n, full), 0, |ui| {
                        if full > n {
                            // said plainly, not only on hover: dp[0] ends as the part's answer
                            ui.label_cjk(
                                RichText::new(fill(
                                    t.rolling_part_shown,
                                    &[("last", &(n - 1)), ("max", &n), ("n", &full)],
                                ))
                                .strong(),
                            );
                        }
                        self.step_lines(ui, table, current);
                    });
                ui.scope_builder(egui::UiBuilder::new().max_rect(room), |ui| {
                    // the slots at their smallest may not fit a short room (the side panel
                    // open at 1024): they scroll in it rather than run over the lines below
                    let room_h = ui.available_height();
                    egui::ScrollArea::vertical()
                        .id_salt("rolling_slots")
                        .max_height(room_h)
                        .auto_shrink([false, true])
                        .show(ui, |ui| {
                            self.slots_row(ui, n, current, Some(room_h))
                                .on_hover_text(intro);
                        });
                });
                return;
            }
            self.slots_row(ui, n, current, None).on_hover_text(intro);
        } else {
            ui.label_cjk(RichText::new(intro).small());
            self.slots_row(ui, n, current, None);
        }
        self.step_lines(ui, table, current);
        ui.add_space(4.0);
        let in_row = |i: usize, j: usize| {
            current.is_some_and(|s| {
                s.slots[slot_of(self.order, (i, j))].is_some_and(|x| x.interval == (i, j))
            })
        };
        let written = |i: usize, j: usize| self.steps.iter().take(step).any(|s| s.cell == (i, j));
        let (width, max_cell) = if present {
            // as big as the room allows: the grid is the picture (n + 1 cells a side)
            let side = (ui.available_width() * 0.6).min(ui.available_height() - 4.0);
            (
                side,
                (side / (n as f32 + 1.0)).max(17.0) / theme::scale(ui.ctx()),
            )
        } else {
            ((ui.available_width() * 0.5).min(440.0), 44.0)
        };
        ui.horizontal_top(|ui| {
            interval_grid(ui, 0, n, width, max_cell, &|i, j| {
                let mut look = GridCell::default();
                if written(i, j) {
                    look.text = Some(table.net(i, j).to_string());
                    if in_row(i, j) {
                        look.fill = Some(IN_ROW);
                    } else {
                        look.faded = true;
                    }
                }
                if let Some(s) = current {
                    if s.cell == (i, j) {
                        look.fill = Some(WRITTEN);
                    }
                    if s.reads.iter().any(|r| r.held.interval == (i, j)) {
                        look.stroke = Some(palette::DEPENDENCY);
                    }
                }
                look
            });
            ui.vertical(|ui| {
                for (color, text) in [
                    (WRITTEN, t.legend_written),
                    (palette::DEPENDENCY, t.legend_read),
                    (IN_ROW, t.legend_in_row),
                ] {
                    ui.horizontal(|ui| widgets::legend_item(ui, color, text));
                }
                ui.horizontal(|ui| {
                    // an overwritten cell: faded, on the plain background (framed to be seen)
                    let (r, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), Sense::hover());
                    let bg = ui.visuals().extreme_bg_color.gamma_multiply(0.45);
                    ui.painter().rect_filled(r, 2.0, bg);
                    let edge = Stroke::new(1.0, ui.visuals().weak_text_color());
                    ui.painter().rect_stroke(r, 2.0, edge, StrokeKind::Inside);
                    ui.label_cjk(t.legend_gone);
                });
                if present {
                    return;
                }
                ui.add_space(6.0);
                ui.label_cjk(
                    RichText::new(fill(
                        t.rolling_memory,
                        &[
                            ("n", &full),
                            ("row", &row_bytes),
                            ("cells", &cell_count(n)),
                            ("table", &table_bytes),
                        ],
                    ))
                    .small(),
                );
                ui.label_cjk(RichText::new(t.rolling_solver).small().weak());
            });
        });
    }

    /// What the current write does (the first write's prompt, a base cell, or the formula and
    /// the slots it reads).
    fn step_lines(&self, ui: &mut Ui, table: &NetTable, current: Option<&RollingStep>) {
        let t = game_tr();
        let piles = table.piles();
        let step = self.stepper.step;
        match current {
            None => {
                ui.label_cjk(t.rolling_start);
            }
            Some(s) if s.reads.is_empty() => {
                ui.label_cjk(fill(
                    t.rolling_base,
                    &[
                        ("k", &step),
                        ("s", &s.slot),
                        ("i", &s.cell.0),
                        ("v", &s.value),
                    ],
                ));
            }
            Some(s) => {
                let (i, j) = s.cell;
                let (a, b) = (s.reads[0], s.reads[1]);
                widgets::formula(
                    ui,
                    &fill(
                        t.rolling_step,
                        &[
                            ("k", &step),
                            ("s", &s.slot),
                            ("i", &i),
                            ("j", &j),
                            ("a", &a.slot),
                            ("b", &b.slot),
                            ("pi", &piles[i]),
                            ("pj", &piles[j]),
                            ("va", &a.held.value),
                            ("vb", &b.held.value),
                            ("v", &s.value),
                        ],
                    ),
                );
                let cell = |c: (usize, usize)| format!("({}, {})", c.0, c.1);
                ui.label_cjk(
                    RichText::new(fill(
                        t.rolling_reads,
                        &[
                            ("s", &s.slot),
                            ("a", &a.slot),
                            ("ca", &cell(a.held.interval)),
                            ("b", &b.slot),
                            ("cb", &cell(b.held.interval)),
                        ],
                    ))
                    .color(if ui.visuals().dark_mode {
                        palette::DEPENDENCY
                    } else {
                        // the gold of the frames is unreadable as text on a light background
                        Color32::from_rgb(140, 100, 0)
                    }),
                );
            }
        }
    }

    /// The n slots: `dp[s]` above, the value inside, the cell it stands for below.
    fn slots_row(
        &self,
        ui: &mut Ui,
        n: usize,
        current: Option<&RollingStep>,
        room: Option<f32>,
    ) -> egui::Response {
        // tall: the slots as tall as the room's height allows
        let tall = room.is_some();
        let scale = theme::scale(ui.ctx());
        let present = theme::presentation(ui.ctx());
        let gap = 6.0 * scale;
        // on a projector the slots wrap onto more lines rather than shrink below the width
        // their captions need ("(0, 11)" at the projector's size)
        let per_line = if present {
            let fit = ((ui.available_width() + gap) / (7.0 * 11.0 * scale * 0.62 + gap)) as usize;
            n.min(fit.max(1))
        } else {
            n
        };
        let lines = n.div_ceil(per_line.max(1));
        // the lines evenly filled (12 slots in two lines of 6, not 10 and 2)
        let per_line = n.div_ceil(lines.max(1)).max(1);
        // (tall: the slots as wide as the room, a wide projector's too)
        let widest = if tall { 160.0 } else { 64.0 } * scale;
        let width =
            ((ui.available_width() - gap * per_line as f32) / per_line as f32).clamp(30.0, widest);
        let caption_h = 15.0 * scale;
        let height = if tall {
            // the room given (the step's lines and the key are below it)
            // (no less than the value's text needs: 15 × scale)
            (room.unwrap_or(0.0) / lines as f32 - 2.0 * caption_h - 4.0)
                .min(4.0 * width)
                .max(20.0 * scale)
        } else {
            34.0 * scale
        };
        let line_h = height + 2.0 * caption_h + 4.0;
        let size = egui::vec2((width + gap) * per_line as f32, line_h * lines as f32);
        let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
        if present {
            crate::ui::kit::layout::picture(ui, rect);
        }
        let visuals = ui.visuals().clone();
        let caption = theme::caption(&visuals);
        for s in 0..n {
            let x = rect.min.x + (s % per_line) as f32 * (width + gap);
            let rect = egui::Rect::from_min_size(
                egui::pos2(rect.min.x, rect.min.y + (s / per_line) as f32 * line_h),
                egui::vec2(rect.width(), line_h),
            );
            let bx = egui::Rect::from_min_size(
                egui::pos2(x, rect.min.y + caption_h),
                egui::vec2(width, height),
            );
            ui.painter().text(
                egui::pos2(bx.center().x, rect.min.y + caption_h * 0.5),
                egui::Align2::CENTER_CENTER,
                format!("dp[{s}]"),
                FontId::monospace(11.0 * scale),
                caption,
            );
            let held = current.and_then(|c| c.slots[s]);
            let is_written = current.is_some_and(|c| c.slot == s);
            let is_read = current.is_some_and(|c| c.reads.iter().any(|r| r.slot == s));
            let bg = if is_written {
                WRITTEN
            } else if held.is_some() {
                IN_ROW
            } else {
                theme::pending(visuals.dark_mode)
            };
            ui.painter().rect_filled(bx, 4.0, bg);
            if is_read {
                ui.painter().rect_stroke(
                    bx,
                    4.0,
                    // (thick on a projector: a 4.5-point frame barely showed on the blue)
                    Stroke::new(if present { 6.0 } else { 3.0 }, read_colour(ui.ctx())),
                    StrokeKind::Inside,
                );
            }
            let (value, label) = match held {
                Some(h) => (
                    h.value.to_string(),
                    format!("({}, {})", h.interval.0, h.interval.1),
                ),
                None => ("·".to_string(), String::new()),
            };
            ui.painter().text(
                bx.center(),
                egui::Align2::CENTER_CENTER,
                value,
                FontId::monospace(
                    if tall {
                        (height * 0.4).min(width * 0.4)
                    } else {
                        15.0 * scale
                    }
                    .max(15.0 * scale),
                ),
                palette::text_on(bg),
            );
            ui.painter().text(
                egui::pos2(bx.center().x, bx.max.y + caption_h * 0.6),
                egui::Align2::CENTER_CENTER,
                label,
                FontId::monospace(11.0 * scale),
                caption,
            );
        }
        response
    }
}
