//! The table view: the heatmap of the DP table, the cell inspector and the fill-order animation.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{Color32, RichText, Ui};

use crate::games::stone::{End, FillOrder, NetTable, Ranges, dependencies, fill_order};
use crate::i18n::fill;
use crate::i18n::stone::{StoneTexts, tr as game_tr};
use crate::ui::kit::heatmap::{HeatmapSpec, HeatmapState, Mark};
use crate::ui::kit::quiz::Quiz;
use crate::ui::kit::stepper::Stepper;
use crate::ui::kit::{layout, palette, widgets};

/// Animations are offered up to this many piles (the order has n(n+1)/2 steps).
pub const ANIMATION_MAX_PILES: usize = 120;

/// What the heatmap colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HeatMode {
    /// `dp[i][j].fir`.
    First,
    /// `dp[i][j].sec`.
    Second,
    /// `fir - sec`, the net-score table.
    Net,
    /// The end the player to move takes.
    Choice,
}

/// The fill-order animation.
#[derive(Debug, Clone)]
pub struct FillAnimation {
    pub active: bool,
    pub order: FillOrder,
    /// Number of cells filled so far, and playback.
    pub stepper: Stepper,
    cells: Vec<(usize, usize)>,
    /// rank[i * n + j] = position of (i, j) in the order.
    rank: Vec<usize>,
    built_for: Option<(usize, FillOrder)>,
}

impl Default for FillAnimation {
    fn default() -> Self {
        FillAnimation {
            active: false,
            order: FillOrder::Diagonal,
            stepper: Stepper::new(4.0),
            cells: Vec::new(),
            rank: Vec::new(),
            built_for: None,
        }
    }
}

impl FillAnimation {
    fn ensure(&mut self, n: usize) {
        if self.built_for != Some((n, self.order)) {
            self.cells = fill_order(n, self.order);
            self.rank = vec![usize::MAX; n * n];
            for (k, &(i, j)) in self.cells.iter().enumerate() {
                self.rank[i * n + j] = k;
            }
            self.built_for = Some((n, self.order));
            self.stepper.step = self.stepper.step.min(self.cells.len());
        }
    }

    /// Total number of steps.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// True when there are no steps.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The cell filled by the last step, if any.
    pub fn current(&self) -> Option<(usize, usize)> {
        self.stepper
            .step
            .checked_sub(1)
            .and_then(|k| self.cells.get(k).copied())
    }

    fn filled(&self, n: usize, i: usize, j: usize) -> bool {
        !self.active
            || self
                .rank
                .get(i * n + j)
                .is_some_and(|&r| r < self.stepper.step)
    }
}

/// The central width from which presentation mode shows a clicked cell's recurrence beside the
/// table (1366-point windows); below it, in a strip under the table (1024).
const RECURRENCE_BESIDE_MIN: f32 = 1150.0;

/// Presentation mode: the share of the view's height (under the view bar) the switches above
/// the table leave to the table and the recurrence under it, scrolling where they need more.
const PICTURE_SHARE: f32 = 0.65;

/// State of the table view.
#[derive(Default)]
pub struct TableView {
    pub mode: Option<HeatMode>,
    pub selected: Option<(usize, usize)>,
    pub heatmap: HeatmapState,
    pub anim: FillAnimation,
    /// Quiz mode's questions (used while the tab's quiz is on).
    pub quiz: super::quiz_box::TableQuiz,
    /// The cells the quiz gives besides the diagonal (a New exercise's cells seen before).
    pub given: Vec<(usize, usize)>,
    /// Presentation mode shows one of the table and the cell inspector at a time: the
    /// inspector when this is set.
    pub show_inspector: bool,
}

impl TableView {
    /// Forget selection and animation (a new row size).
    pub fn reset(&mut self) {
        self.selected = None;
        self.anim = FillAnimation::default();
        self.quiz.reset();
        self.heatmap.invalidate();
    }

    /// A new result arrived: the texture must be rebuilt.
    pub fn on_new_result(&mut self, same_values: bool) {
        self.heatmap.invalidate();
        // the same values solved again (Value only / the fast algorithm ticked and unticked):
        // the quiz keeps its answers and tries (it started again at cell 1, and an answer
        // shown or a wrong try dropped scored again)
        if !same_values {
            self.quiz.reset();
        }
    }

    fn mode(&self) -> HeatMode {
        self.mode.unwrap_or(HeatMode::Net)
    }

    /// Draw the view for a solved table; `revision` identifies the result.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        table: &NetTable,
        ranges: &Ranges,
        revision: u64,
        quiz: &mut Quiz,
    ) {
        let n = table.n();
        let present = crate::ui::kit::theme::presentation(ui.ctx());
        // presentation mode: the cells take the room's shape (larger numbers)
        self.heatmap.stretch = present;
        self.heatmap.headers_above = present;
        if quiz.on {
            self.quiz.ensure(n, self.anim.order, &self.given);
        }
        if self.selected.is_some_and(|(i, j)| i > j || j >= n) {
            self.selected = None;
        }
        // presentation mode: the switches above the table give way to it (t1 stop 42: at
        // 1024 × 768 beside the side panel, with the fill order shown, they took all but 60 px
        // and the numbers vanished): where they would leave the table less than its share, they
        // scroll in a strip of their own; the step buttons stay under them, in view
        let room = ui.available_height();
        // (one row of buttons and the gap under it)
        let row = ui.spacing().interact_size.y.max(
            ui.text_style_height(&egui::TextStyle::Button) + 2.0 * ui.spacing().button_padding.y,
        ) + ui.spacing().item_spacing.y;
        let footer = if present && !quiz.on && !self.show_inspector && self.selected.is_some() {
            // the recurrence under the table: three lines
            3.0 * row
        } else {
            0.0
        };
        let stepper = if present && !quiz.on && self.anim.active && n <= ANIMATION_MAX_PILES {
            row
        } else {
            0.0
        };
        // whole rows (a row cut in half read as two garbled words)
        let rows = ((room * (1.0 - PICTURE_SHARE) - footer - stepper) / row).floor();
        // with no room for a row of them, the switches fold into a menu on the step buttons'
        // row (1024 × 768 beside the side panel, a cell's recurrence under the table)
        let fold = stepper > 0.0 && rows < 1.0;
        let cap = rows.max(1.0) * row - ui.spacing().item_spacing.y;
        if fold {
            ui.horizontal(|ui| {
                let t = game_tr();
                ui.menu_button(t.switches_menu, |ui| {
                    ui.set_max_width(480.0);
                    self.switches_ui(ui, table, ranges, quiz, present);
                    // (the speed too: the row holds the menu and the step buttons only)
                    ui.spacing_mut().slider_width = ui.spacing().slider_width.min(60.0);
                    self.anim
                        .stepper
                        .speed_slider(ui, 0.5..=200.0, t.anim_speed);
                })
                .response
                .on_hover_text(t.switches_menu_tip);
                self.stepper_row(ui, n, false);
            });
            self.stepper_tick(ui, n);
        } else if present && !quiz.on {
            ui.scope(|ui| {
                // (a strip cut short says so: a solid bar, the floating one was a hairline
                // until hovered)
                let width = ui.spacing().scroll.bar_width;
                ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
                ui.spacing_mut().scroll.bar_width = width;
                egui::ScrollArea::vertical()
                    .id_salt("stone_table_switches")
                    .auto_shrink([false, true])
                    .max_height(cap)
                    .show(ui, |ui| self.switches_ui(ui, table, ranges, quiz, present));
            });
            self.animation_stepper(ui, n);
        } else {
            self.switches_ui(ui, table, ranges, quiz, present);
        }

        if present && !quiz.on && !self.show_inspector && self.selected.is_some() {
            // a clicked cell on a projector: the table stays, its read cells outlined, and the
            // cell's recurrence with its numbers beside it (wide) or in a strip under it
            let this = std::cell::RefCell::new(self);
            let full = ui.available_rect_before_wrap();
            if full.width() >= RECURRENCE_BESIDE_MIN {
                let width = (full.width() * 0.45).min(640.0);
                layout::columns(
                    ui,
                    "central",
                    ("stone_heatmap", "stone_recurrence"),
                    width,
                    |ui| {
                        this.borrow_mut().heatmap_ui(
                            ui,
                            table,
                            ranges,
                            revision,
                            false,
                            (&|_, _| true, 0),
                        )
                    },
                    |ui| {
                        egui::ScrollArea::vertical()
                            .id_salt("stone_recurrence")
                            .show(ui, |ui| this.borrow_mut().recurrence_ui(ui, table, false));
                    },
                );
            } else {
                layout::with_footer(
                    ui,
                    "stone_recurrence",
                    |ui| {
                        layout::record(ui.ctx(), "central", "stone_heatmap", ui.max_rect());
                        this.borrow_mut().heatmap_ui(
                            ui,
                            table,
                            ranges,
                            revision,
                            false,
                            (&|_, _| true, 0),
                        )
                    },
                    |ui| {
                        layout::record(ui.ctx(), "central", "stone_recurrence", ui.max_rect());
                        // (the cell's recurrence: the table's details, in a strip under it)
                        layout::record(ui.ctx(), layout::DETAILS, layout::DETAILS, ui.max_rect());
                        this.borrow_mut().recurrence_ui(ui, table, true)
                    },
                );
            }
            return;
        }
        if present && !quiz.on {
            // one big view at a time on a projector: the table, or the inspector
            let show_inspector = self.show_inspector;
            let this = std::cell::RefCell::new(self);
            layout::columns_or_one(
                ui,
                "central",
                ("stone_heatmap", "stone_inspector"),
                360.0,
                show_inspector,
                |ui| {
                    this.borrow_mut().heatmap_ui(
                        ui,
                        table,
                        ranges,
                        revision,
                        false,
                        (&|_, _| true, 0),
                    )
                },
                |ui| {
                    egui::ScrollArea::vertical()
                        .show(ui, |ui| this.borrow_mut().inspector_ui(ui, table, None));
                },
            );
            return;
        }
        let inspector_width = 360.0_f32.min(ui.available_width() * 0.45);
        egui::Panel::right("stone_inspector")
            .resizable(true)
            .default_size(inspector_width)
            .size_range(240.0..=520.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    if quiz.on {
                        let mode = self.mode();
                        if let Some(cell) = self.quiz.ui(ui, quiz, table, mode) {
                            self.selected = Some(cell);
                        }
                    }
                    self.inspector_ui(ui, table, quiz.on.then_some(&*quiz))
                });
            });
        // in Quiz mode a cell's chosen end shows once Play scored the take made from it
        let asked = |i: usize, j: usize| !quiz.on || quiz.move_scored((i, j));
        let moves = quiz.moves_scored();
        egui::CentralPanel::default().show(ui, |ui| {
            self.heatmap_ui(ui, table, ranges, revision, quiz.on, (&asked, moves))
        });
    }

    /// The colour choice and the fill order's switches (the quiz's order choice in Quiz mode):
    /// the rows above the table.
    fn switches_ui(
        &mut self,
        ui: &mut Ui,
        table: &NetTable,
        ranges: &Ranges,
        quiz: &Quiz,
        present: bool,
    ) {
        let t = game_tr();
        let n = table.n();
        ui.horizontal_wrapped(|ui| {
            ui.label_cjk(t.colour_by);
            let mut mode = self.mode();
            ui.selectable_value(&mut mode, HeatMode::First, t.mode_first)
                .on_hover_text(t.mode_first_tip);
            ui.selectable_value(&mut mode, HeatMode::Second, t.mode_second)
                .on_hover_text(t.mode_second_tip);
            ui.selectable_value(&mut mode, HeatMode::Net, t.mode_net)
                .on_hover_text(t.mode_net_tip);
            ui.selectable_value(&mut mode, HeatMode::Choice, t.mode_choice)
                .on_hover_text(t.mode_choice_tip);
            self.mode = Some(mode);
            if !quiz.on && !present {
                // the value range would give answers away
                ui.separator();
                self.legend_ui(ui, ranges);
            }
        });
        if quiz.on {
            self.quiz_order_ui(ui);
            if self.mode() == HeatMode::Choice {
                crate::ui::kit::quiz::moves_after_play_ui(ui);
            }
        } else {
            // (presentation mode: the key on the row of the switches, so that the colour row
            // does not wrap and the table keeps the height)
            self.animation_controls(ui, n, present.then_some(ranges));
            if !present {
                self.animation_stepper(ui, n);
            }
        }
    }

    fn legend_ui(&self, ui: &mut Ui, ranges: &Ranges) {
        legend_of(ui, self.mode(), ranges);
    }

    /// The fill order's switch and controls, and in presentation mode the inspector's switch
    /// and the colours' key (`key`).
    fn animation_controls(&mut self, ui: &mut Ui, n: usize, key: Option<&Ranges>) {
        let t = game_tr();
        // presentation mode shows the table or the inspector: the switch between them
        let present = crate::ui::kit::theme::presentation(ui.ctx());
        if n > ANIMATION_MAX_PILES {
            ui.label_cjk(
                RichText::new(fill(t.anim_too_big, &[("max", &ANIMATION_MAX_PILES)]))
                    .small()
                    .weak(),
            );
            if present {
                ui.horizontal_wrapped(|ui| {
                    ui.toggle_value(&mut self.show_inspector, t.inspector);
                    if let Some(ranges) = key {
                        ui.separator();
                        self.legend_ui(ui, ranges);
                    }
                });
            }
            self.anim.active = false;
            return;
        }
        let mode = self.mode();
        let anim = &mut self.anim;
        anim.ensure(n);
        ui.horizontal_wrapped(|ui| {
            let shown = ui
                .checkbox(&mut anim.active, t.anim_show)
                .on_hover_text(t.anim_tip);
            if shown.changed() && anim.active {
                anim.stepper.step = 0;
                anim.stepper.playing = false;
            }
            let before = anim.order;
            // (presentation mode: the order's two buttons only while they can be used, so
            // that the table keeps the height)
            if anim.active || !present {
                order_choice(ui, "fill_order", true, anim.active, &mut anim.order);
            }
            if present {
                ui.separator();
                ui.toggle_value(&mut self.show_inspector, t.inspector);
            }
            if let Some(ranges) = key {
                ui.separator();
                legend_of(ui, mode, ranges);
            }
            if anim.order != before {
                anim.ensure(n);
                anim.stepper.step = 0;
            }
        });
    }

    /// The fill order's step buttons and speed, while it is shown; the step's cell becomes the
    /// selected one.
    fn animation_stepper(&mut self, ui: &mut Ui, n: usize) {
        let t = game_tr();
        let anim = &mut self.anim;
        if n > ANIMATION_MAX_PILES || !anim.active {
            return;
        }
        let total = anim.len();
        if crate::ui::kit::theme::presentation(ui.ctx()) {
            // the buttons and a short speed slider on one row: the table under them keeps the
            // height (wrapped, the speed took a row of its own)
            ui.horizontal(|ui| self.stepper_row(ui, n, true));
        } else {
            ui.horizontal_wrapped(|ui| {
                anim.stepper
                    .controls(ui, total, Some((0.5..=200.0, t.anim_speed)));
            });
        }
        self.stepper_tick(ui, n);
    }

    /// Presentation mode's step buttons and (`speed`) short speed slider, in the row of `ui`.
    fn stepper_row(&mut self, ui: &mut Ui, n: usize, speed: bool) {
        let anim = &mut self.anim;
        if n > ANIMATION_MAX_PILES || !anim.active {
            return;
        }
        let total = anim.len();
        ui.spacing_mut().slider_width = ui.spacing().slider_width.min(60.0);
        anim.stepper.buttons(ui, total);
        if speed {
            anim.stepper
                .speed_slider(ui, 0.5..=200.0, game_tr().anim_speed);
        }
    }

    /// The fill order's playing, once a frame; the step's cell becomes the selected one.
    fn stepper_tick(&mut self, ui: &mut Ui, n: usize) {
        let anim = &mut self.anim;
        if n > ANIMATION_MAX_PILES || !anim.active {
            return;
        }
        let total = anim.len();
        anim.stepper.tick(ui, total);
        if let Some(cell) = anim.current() {
            self.selected = Some(cell);
        }
    }

    /// Quiz mode's order choice (a change starts the quiz again in the new order).
    fn quiz_order_ui(&mut self, ui: &mut Ui) {
        let anim = &mut self.anim;
        ui.horizontal_wrapped(|ui| {
            order_choice(ui, "quiz_fill_order", false, true, &mut anim.order)
        });
    }

    fn heatmap_ui(
        &mut self,
        ui: &mut Ui,
        table: &NetTable,
        ranges: &Ranges,
        revision: u64,
        quiz_on: bool,
        (asked, moves): (&dyn Fn(usize, usize) -> bool, usize),
    ) {
        let n = table.n();
        let mode = self.mode();
        // `asked(i, j)`: whether the end chosen on `i..=j` may show (in Quiz mode, once Play
        // scored the take from there; `moves`, how many it scored, redraws when it changes):
        // other cells show their net score in its place, the end being a question of Play
        let mode_at = |i: usize, j: usize| {
            if mode == HeatMode::Choice && !asked(i, j) {
                HeatMode::Net
            } else {
                mode
            }
        };
        let anim = &self.anim;
        let quiz = &self.quiz;
        // in Quiz mode the colour scale spans the cells shown only: spanning the whole table, a
        // shown cell's shade told how far the hidden ones reach (a student read off that the
        // largest was above 9)
        let (lo, hi) = if quiz_on {
            (0..n)
                .flat_map(|i| (i..n).map(move |j| (i, j)))
                .filter(|&(i, j)| quiz.shown(i, j))
                .map(|(i, j)| mode_value(table, mode, i, j))
                .fold(None, |span: Option<(i64, i64)>, v| {
                    Some(span.map_or((v, v), |(a, b)| (a.min(v), b.max(v))))
                })
                .unwrap_or((0, 0))
        } else {
            value_range(ranges, mode)
        };
        // in Quiz mode only the cells answered (and the base cases) are shown
        let filled = |i: usize, j: usize| {
            if quiz_on {
                quiz.shown(i, j)
            } else {
                anim.filled(n, i, j)
            }
        };
        let pending = crate::ui::kit::theme::pending(ui.visuals().dark_mode);
        let color = |i: usize, j: usize| -> Color32 {
            if j < i {
                palette::EMPTY
            } else if !filled(i, j) {
                pending
            } else {
                cell_color(table, mode_at(i, j), lo, hi, (i, j))
            }
        };
        let label = |i: usize, j: usize| -> Option<String> {
            if j < i || !filled(i, j) {
                return None;
            }
            Some(cell_label(table, mode_at(i, j), i, j))
        };
        let tooltip = |i: usize, j: usize| -> Option<String> {
            (j >= i && filled(i, j)).then(|| {
                let t = game_tr();
                let (l, r) = table.options(i, j);
                if !asked(i, j) {
                    // (the end taken, and the two ends' worths that tell it, wait for Play)
                    return fill(
                        t.cell_tooltip_values,
                        &[
                            ("i", &i),
                            ("j", &j),
                            ("fir", &table.first(i, j)),
                            ("sec", &table.second(i, j)),
                            ("net", &table.net(i, j)),
                        ],
                    );
                }
                fill(
                    t.cell_tooltip,
                    &[
                        ("i", &i),
                        ("j", &j),
                        ("fir", &table.first(i, j)),
                        ("sec", &table.second(i, j)),
                        ("net", &table.net(i, j)),
                        ("end", &end_name(game_tr(), table, i, j)),
                        ("l", &l),
                        ("r", &r),
                    ],
                )
            })
        };
        let mut marks = Vec::new();
        if quiz_on && let Some(cell) = quiz.current() {
            marks.push(Mark {
                cell,
                color: palette::current_frame(ui.visuals().dark_mode),
                width: 4.0,
                beacon: true,
            });
        }
        if let Some((i, j)) = self.selected {
            marks.push(Mark {
                cell: (i, j),
                color: palette::SELECTED,
                width: 3.0,
                beacon: false,
            });
            if let Some(deps) = dependencies(i, j).filter(|_| !quiz_on || filled(i, j)) {
                for d in deps {
                    marks.push(Mark {
                        cell: d,
                        color: palette::DEPENDENCY,
                        width: 3.0,
                        beacon: false,
                    });
                }
            }
        }
        let key = {
            use std::hash::{Hash, Hasher};
            let mut h = std::collections::hash_map::DefaultHasher::new();
            (
                revision,
                mode,
                anim.active,
                anim.stepper.step,
                anim.order,
                moves,
            )
                .hash(&mut h);
            if quiz_on {
                let progress = quiz.fill.as_ref().map(|q| (q.progress(), q.is_revealed()));
                progress.hash(&mut h);
            }
            h.finish()
        };
        let piles = table.piles();
        let col_name = |j: usize| format!("{j}:{}", piles[j]);
        let spec = HeatmapSpec {
            id: "stone_heatmap",
            rows: n,
            cols: n,
            key,
            color: &color,
            label: Some(&label),
            tooltip: Some(&tooltip),
            marks: &marks,
            row_name: None,
            col_name: Some(&col_name),
            height: None,
            prebuilt: None,
        };
        let response = self.heatmap.show(ui, &spec);
        if let Some((i, j)) = response.clicked
            && j >= i
        {
            self.selected = Some((i, j));
            self.anim.stepper.playing = false;
            // (presentation mode: the click shows the cell's recurrence beside or under the
            // table, which stays in view)
        }
    }

    /// Presentation mode's short explanation of the selected cell, shown with the table: the
    /// cell, the cells it reads (links) and its recurrence with the numbers. `strip`: the narrow
    /// strip under the table, which shows only the formulas of the colouring (one line each).
    fn recurrence_ui(&mut self, ui: &mut Ui, table: &NetTable, strip: bool) {
        let t = game_tr();
        let Some((i, j)) = self.selected else {
            return;
        };
        let p = table.piles();
        ui.horizontal_wrapped(|ui| {
            let piles: Vec<String> = p[i..=j].iter().map(|v| v.to_string()).collect();
            let piles = if piles.len() > 8 {
                format!("[{}, …, {}]", piles[0], piles[piles.len() - 1])
            } else {
                format!("[{}]", piles.join(", "))
            };
            ui.label_cjk(
                RichText::new(fill(
                    t.inspector_cell,
                    &[("i", &i), ("j", &j), ("piles", &piles)],
                ))
                .strong(),
            );
            if let Some(deps) = dependencies(i, j) {
                ui.separator();
                widgets::legend_item(ui, palette::DEPENDENCY, t.reads);
                for (a, b) in deps {
                    if ui.link(format!("dp[{a}][{b}]")).clicked() {
                        self.selected = Some((a, b));
                    }
                }
            }
        });
        let pair = matches!(self.mode(), HeatMode::First | HeatMode::Second);
        for line in explain_cell(game_tr(), table, i, j) {
            match line {
                Explain::Formula(f) if strip => {
                    // the strip: the formulas of the colouring only, each on one line
                    let of_pair = f.contains(".fir") || f.contains(".sec");
                    if of_pair == pair && !f.starts_with("fir - sec") {
                        let one: Vec<&str> = f.lines().map(str::trim).collect();
                        widgets::formula(ui, &one.join(" "));
                    }
                }
                Explain::Formula(f) => widgets::formula(ui, &f),
                Explain::Heading(h) if !strip => {
                    ui.add_space(4.0);
                    ui.label_cjk(RichText::new(h).strong());
                }
                _ => {}
            }
        }
    }

    fn inspector_ui(&mut self, ui: &mut Ui, table: &NetTable, quiz: Option<&Quiz>) {
        let quiz_on = quiz.is_some();
        let t = game_tr();
        widgets::heading(ui, t.inspector);
        let Some((i, j)) = self.selected else {
            ui.label_cjk(t.inspector_hint);
            return;
        };
        if quiz_on && !self.quiz.shown(i, j) {
            // the inspector would give the answer away
            if self.quiz.current() != Some((i, j)) {
                ui.label_cjk(crate::i18n::quiz::tr().ahead);
            } else {
                // the cell asked: what it is, never its value (it was empty)
                ui.label_cjk(fill(
                    t.inspector_cell,
                    &[
                        ("i", &i),
                        ("j", &j),
                        ("piles", &pile_list(table.piles(), i, j)),
                    ],
                ));
                ui.label_cjk(t.inspector_asked);
                // what it reads is hint 1's text: the Hint button gives it, counted; a click
                // on the cell does not (s2 stop 42, item 6: a free hint)
            }
            return;
        }
        let interval = pile_list(table.piles(), i, j);
        ui.label_cjk(fill(
            t.inspector_cell,
            &[("i", &i), ("j", &j), ("piles", &interval)],
        ));
        // the cells it reads first, under its name: last, the line was cut at the column's foot
        // (lesson 1 step 5 at 1024 × 740, zh)
        if let Some(deps) = dependencies(i, j) {
            ui.horizontal(|ui| {
                widgets::legend_item(ui, palette::DEPENDENCY, t.reads);
                for (a, b) in deps {
                    if ui.link(format!("dp[{a}][{b}]")).clicked() {
                        self.selected = Some((a, b));
                    }
                }
            });
        }
        ui.add_space(4.0);
        // in Quiz mode the end to take ("Take the right pile (5): net 6 against 0") shows once
        // Play has asked it: it was the answer to Play's first question (the line last)
        let hide_choice =
            i < j && quiz.is_some_and(|q| !q.move_scored((i, j)) && !q.move_shown((i, j)));
        let lines = explain_cell(game_tr(), table, i, j);
        let last = lines.len().saturating_sub(1);
        for (k, line) in lines.into_iter().enumerate() {
            match line {
                Explain::Text(_) if hide_choice && k == last => {
                    crate::ui::kit::quiz::moves_after_play_ui(ui);
                }
                Explain::Text(t) => {
                    ui.label_cjk(t);
                }
                Explain::Formula(f) => widgets::formula(ui, &f),
                Explain::Heading(h) => {
                    ui.add_space(4.0);
                    ui.label_cjk(RichText::new(h).strong());
                }
            }
        }
    }
}

/// One line of a cell's explanation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Explain {
    Heading(String),
    Text(String),
    Formula(String),
}

/// `a + b` with negative numbers in brackets: `9 + (-2)`.
fn num(v: i64) -> String {
    if v < 0 {
        format!("({v})")
    } else {
        v.to_string()
    }
}

/// The recurrence of cell `(i, j)` with its real numbers, in both formulations.
pub fn explain_cell(tr: &StoneTexts, table: &NetTable, i: usize, j: usize) -> Vec<Explain> {
    let p = table.piles();
    let mut out = Vec::new();
    if i == j {
        out.push(Explain::Heading(tr.base_case.into()));
        out.push(Explain::Formula(format!(
            "dp[{i}][{i}].fir = piles[{i}] = {}",
            p[i]
        )));
        out.push(Explain::Formula(format!("dp[{i}][{i}].sec = 0")));
        out.push(Explain::Formula(format!(
            "dp[{i}][{i}] = piles[{i}] = {}",
            p[i]
        )));
        out.push(Explain::Text(tr.base_case_text.into()));
        return out;
    }
    let (l_sec, r_sec) = (table.second(i + 1, j), table.second(i, j - 1));
    let fir = table.first(i, j);
    out.push(Explain::Heading(tr.pair_formulation.into()));
    out.push(Explain::Formula(format!(
        "dp[{i}][{j}].fir = max({} + dp[{}][{j}].sec, {} + dp[{i}][{}].sec)\n              = max({} + {}, {} + {}) = {fir}",
        num(p[i]),
        i + 1,
        num(p[j]),
        j - 1,
        num(p[i]),
        num(l_sec),
        num(p[j]),
        num(r_sec),
    )));
    let end = table.choice(i, j);
    let (rest, rest_fir) = match end {
        End::Left => (format!("dp[{}][{j}]", i + 1), table.first(i + 1, j)),
        End::Right => (format!("dp[{i}][{}]", j - 1), table.first(i, j - 1)),
    };
    out.push(Explain::Formula(format!(
        "dp[{i}][{j}].sec = {rest}.fir = {rest_fir}"
    )));
    out.push(Explain::Text(tr.pair_meaning.into()));
    out.push(Explain::Heading(tr.net_formulation.into()));
    let (l, r) = table.options(i, j);
    out.push(Explain::Formula(format!(
        "dp[{i}][{j}] = max({} - dp[{}][{j}], {} - dp[{i}][{}])\n          = max({} - {}, {} - {}) = {}",
        num(p[i]),
        i + 1,
        num(p[j]),
        j - 1,
        num(p[i]),
        num(table.net(i + 1, j)),
        num(p[j]),
        num(table.net(i, j - 1)),
        table.net(i, j),
    )));
    out.push(Explain::Formula(format!(
        "fir - sec = {fir} - {} = {}",
        num(table.second(i, j)),
        fir - table.second(i, j)
    )));
    let text = if table.is_tie(i, j) {
        fill(tr.choice_tie, &[("v", &l)])
    } else if end == End::Left {
        fill(tr.choice_left, &[("pile", &p[i]), ("l", &l), ("r", &r)])
    } else {
        fill(tr.choice_right, &[("pile", &p[j]), ("l", &l), ("r", &r)])
    };
    out.push(Explain::Text(text));
    out
}

fn end_name(tr: &StoneTexts, table: &NetTable, i: usize, j: usize) -> &'static str {
    if i == j {
        tr.only_pile
    } else if table.is_tie(i, j) {
        tr.tie_right
    } else if table.choice(i, j) == End::Left {
        tr.left
    } else {
        tr.right
    }
}

fn mode_value(table: &NetTable, mode: HeatMode, i: usize, j: usize) -> i64 {
    match mode {
        HeatMode::First => table.first(i, j),
        HeatMode::Second => table.second(i, j),
        HeatMode::Net | HeatMode::Choice => table.net(i, j),
    }
}

fn value_range(ranges: &Ranges, mode: HeatMode) -> (i64, i64) {
    match mode {
        HeatMode::First => ranges.first,
        HeatMode::Second => ranges.second,
        HeatMode::Net | HeatMode::Choice => ranges.net,
    }
}

/// The colour of value `v` in a table whose values span `lo..=hi`.
fn value_color(mode: HeatMode, v: i64, lo: i64, hi: i64) -> Color32 {
    match mode {
        HeatMode::Net => palette::diverging(palette::symmetric(v, lo, hi)),
        _ => palette::sequential(palette::normalise(v, lo, hi)),
    }
}

fn cell_color(table: &NetTable, mode: HeatMode, lo: i64, hi: i64, cell: (usize, usize)) -> Color32 {
    let (i, j) = cell;
    match mode {
        HeatMode::Choice => {
            if i == j || table.is_tie(i, j) {
                palette::TIE
            } else if table.choice(i, j) == End::Left {
                palette::LEFT
            } else {
                palette::RIGHT
            }
        }
        _ => value_color(mode, mode_value(table, mode, i, j), lo, hi),
    }
}

fn cell_label(table: &NetTable, mode: HeatMode, i: usize, j: usize) -> String {
    match mode {
        HeatMode::Choice => {
            if i == j {
                "·".into()
            } else if table.choice(i, j) == End::Left {
                "L".into()
            } else {
                "R".into()
            }
        }
        HeatMode::First | HeatMode::Second => {
            // show the pair, the seeds' notation
            format!("{}/{}", table.first(i, j), table.second(i, j))
        }
        HeatMode::Net => table.net(i, j).to_string(),
    }
}

/// The label of a cell in the exported PNG (same as on screen).
pub fn export_label(table: &NetTable, mode: HeatMode, i: usize, j: usize) -> Option<String> {
    (j >= i).then(|| cell_label(table, mode, i, j))
}

/// The colour of a cell in the exported PNG (same as on screen).
pub fn export_color<'a>(
    table: &'a NetTable,
    ranges: &Ranges,
    mode: HeatMode,
) -> impl Fn(usize, usize) -> Color32 + 'a {
    let (lo, hi) = value_range(ranges, mode);
    move |i, j| {
        if j < i {
            palette::EMPTY
        } else {
            cell_color(table, mode, lo, hi, (i, j))
        }
    }
}

/// The fill-order choice: a drop-down, or in presentation mode its two choices as buttons in the
/// row (a drop-down's large text wrapped into a block wider than a 1024 × 768 projector's view).
/// `after_box`: it follows the "Show the fill order" box, which names it (with its own "order:"
/// label the row said "order" twice); else it is led by "Fill order:".
fn order_choice(ui: &mut Ui, id: &str, after_box: bool, enabled: bool, order: &mut FillOrder) {
    let t = game_tr();
    let choices = [
        (FillOrder::Diagonal, t.order_diagonal),
        (FillOrder::RowsBottomUp, t.order_rows),
    ];
    if crate::ui::kit::theme::presentation(ui.ctx()) {
        if !after_box {
            ui.add_enabled(enabled, egui::Label::new(format!("{}:", t.fill_order)));
        }
        for (value, text) in choices {
            if ui
                .add_enabled(enabled, egui::Button::selectable(*order == value, text))
                .clicked()
            {
                *order = value;
            }
        }
        return;
    }
    ui.add_enabled_ui(enabled, |ui| {
        let label = (!after_box).then(|| ui.label_cjk(format!("{}:", t.fill_order)).id);
        let response = egui::ComboBox::new(id, "")
            .selected_text(match *order {
                FillOrder::Diagonal => t.order_diagonal,
                FillOrder::RowsBottomUp => t.order_rows,
            })
            .show_ui(ui, |ui| {
                for (value, text) in choices {
                    ui.selectable_value(order, value, text);
                }
            })
            .response;
        // its name for screen readers (and the UI tests): the label before it, or "Fill
        // order" where the box before it names it on screen (labelled by the box, the box's
        // name was found twice)
        match label {
            Some(label) => {
                response.labelled_by(label);
            }
            None => response.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::ComboBox, enabled, t.fill_order)
            }),
        }
    });
}

/// The colours' key of heat mode `mode`: the three choices, or the value range.
fn legend_of(ui: &mut Ui, mode: HeatMode, ranges: &Ranges) {
    let t = game_tr();
    match mode {
        HeatMode::Choice => {
            widgets::legend_item(ui, palette::LEFT, t.left);
            widgets::legend_item(ui, palette::RIGHT, t.right);
            widgets::legend_item(ui, palette::TIE, t.tie_right);
        }
        mode => {
            let (lo, hi) = value_range(ranges, mode);
            let (c_lo, c_hi) = (value_color(mode, lo, lo, hi), value_color(mode, hi, lo, hi));
            widgets::legend_item(ui, c_lo, &lo.to_string());
            ui.label_cjk("…");
            widgets::legend_item(ui, c_hi, &hi.to_string());
        }
    }
}

/// The piles of `dp[i][j]` as the inspector lists them ("[5, 3, 4]", long ones shortened).
fn pile_list(p: &[i64], i: usize, j: usize) -> String {
    let interval: Vec<String> = p[i..=j].iter().map(|v| v.to_string()).collect();
    if interval.len() > 12 {
        format!(
            "[{}, …, {}] ({} piles)",
            interval[..5].join(", "),
            interval[interval.len() - 5..].join(", "),
            interval.len()
        )
    } else {
        format!("[{}]", interval.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;

    #[test]
    fn explanation_has_the_issue_example() {
        let t = NetTable::solve(&[3, 9, 1, 2], &NoControl).unwrap();
        let lines = explain_cell(&crate::i18n::stone::EN, &t, 1, 3);
        let all: String = lines
            .iter()
            .map(|l| match l {
                Explain::Formula(f) | Explain::Text(f) | Explain::Heading(f) => f.clone(),
            })
            .collect::<Vec<_>>()
            .join("\n");
        assert!(
            all.contains("dp[1][3].fir = max(9 + dp[2][3].sec, 2 + dp[1][2].sec)"),
            "{all}"
        );
        assert!(all.contains("= max(9 + 1, 2 + 1) = 10"), "{all}");
        assert!(
            all.contains("dp[1][3] = max(9 - dp[2][3], 2 - dp[1][2])"),
            "{all}"
        );
        assert!(all.contains("= max(9 - 1, 2 - 8) = 8"), "{all}");
        let base = explain_cell(&crate::i18n::stone::EN, &t, 2, 2);
        assert!(base.contains(&Explain::Formula("dp[2][2].fir = piles[2] = 1".into())));
    }
}
