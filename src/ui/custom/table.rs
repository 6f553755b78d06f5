//! The Table view of the Game Lab: positions that are pairs of integers as a heatmap (rows `a`,
//! columns `b`), single integers as a strip (wrapped into rows, with the period of its values
//! found and shown), anything else as the sortable list of the Positions view. A click on a
//! cell shows the position in the inspector beside it.

use crate::quiz::custom::Shown;
use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{Color32, RichText, Ui};

use super::CustomSolved;
use super::positions::{self, PositionsView, Shows, outcome_colour};
use crate::games::custom::shape::{Ranges, Shape, StripValue, strip_value};
use crate::games::custom::{Outcome, PosId, Solved};
use crate::i18n::custom::{CustomTexts, tr as game_tr};
use crate::i18n::fill;
use crate::ui::kit::heatmap::{HeatmapSpec, HeatmapState, Mark};
use crate::ui::kit::{palette, widgets};

/// What the cells show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ColourBy {
    Outcome,
    ToEnd,
    Grundy,
    Value,
}

/// Row width of a strip without a period.
const STRIP_WIDTH: usize = 10;

/// Widest strip row.
pub const STRIP_WIDTH_MAX: usize = 400;

/// Values of a strip written out in the sequence line.
const SEQUENCE_SHOWN: usize = 28;

/// State of the Table view.
#[derive(Default)]
pub struct TableView {
    /// What the cells show (`None`: the game's natural choice).
    pub colour_by: Option<ColourBy>,
    /// A strip's row width (`None`: its period, else [`STRIP_WIDTH`]).
    pub width: Option<usize>,
    pub heatmap: HeatmapState,
    /// Presentation mode shows one of the table and the position inspector at a time: the
    /// inspector when this is set.
    pub show_inspector: bool,
}

/// What a cell of the table stands for.
fn cell_of(shape: &Shape, width: usize, r: usize, c: usize) -> Option<PosId> {
    match shape {
        Shape::Pairs { cols, cells, .. } => cells.get(r * cols + c).copied().flatten(),
        Shape::Ints { cells, .. } => {
            if c >= width {
                return None;
            }
            cells.get(r * width + c).copied().flatten()
        }
        Shape::List => None,
    }
}

/// Tables with more cells than this have their first picture drawn on the solve's worker.
const PREBUILD_CELLS: usize = 10_000;

/// The picture the Table view first shows (the game's default colouring and strip width),
/// drawn on the worker for large tables: (colouring, strip width, picture).
pub type Picture = (ColourBy, usize, egui::ColorImage);

/// Draw the first picture of a large table (see [`Picture`]).
pub fn prebuild(game: &Solved, shape: &Shape, ranges: &Ranges) -> Option<Picture> {
    let (rows, cols, width) = match shape {
        Shape::Pairs { rows, cols, .. } => (*rows, *cols, 0),
        Shape::Ints { cells, .. } => {
            let w = TableView::default().strip_width(shape);
            (cells.len().div_ceil(w), w.min(cells.len()), w)
        }
        Shape::List => return None,
    };
    if rows * cols <= PREBUILD_CELLS {
        return None;
    }
    let mode = TableView::choices(game)[0];
    let color = |r: usize, c: usize| match cell_of(shape, width, r, c) {
        None => palette::EMPTY,
        Some(id) => cell_colour(game, ranges, mode, id),
    };
    Some((
        mode,
        width,
        crate::ui::kit::heatmap::table_image(rows, cols, &color),
    ))
}

impl TableView {
    /// A new result: the picture is drawn again.
    pub fn on_new_result(&mut self) {
        self.heatmap.invalidate();
    }

    /// The choices of colouring for `game`, the default first.
    fn choices(game: &Solved) -> Vec<ColourBy> {
        if game.is_scoring() {
            vec![ColourBy::Value]
        } else if game.has_grundy() {
            vec![ColourBy::Grundy, ColourBy::Outcome, ColourBy::ToEnd]
        } else {
            vec![ColourBy::Outcome, ColourBy::ToEnd]
        }
    }

    fn colour_by(&self, game: &Solved) -> ColourBy {
        let choices = Self::choices(game);
        self.colour_by
            .filter(|c| choices.contains(c))
            .unwrap_or(choices[0])
    }

    /// The strip's row width.
    pub fn strip_width(&self, shape: &Shape) -> usize {
        let period = match shape {
            Shape::Ints { period, .. } => *period,
            _ => None,
        };
        self.width
            .or(period.map(|p| p.length).filter(|&p| p >= 2))
            .unwrap_or(STRIP_WIDTH)
            .clamp(1, STRIP_WIDTH_MAX)
    }

    /// Draw the view. `selected` is the tab's selected position; `quiz_box` draws Quiz mode's
    /// question above the inspector and returns the position it asks about.
    #[allow(clippy::too_many_arguments)]
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        solved: &CustomSolved,
        list: &mut PositionsView,
        shows: Shows,
        quiz_shown: Option<usize>,
        quiz_box: &mut dyn FnMut(&mut Ui) -> Option<PosId>,
    ) {
        let quiz = quiz_shown.is_some();
        let t = game_tr();
        let game = &solved.game;
        if solved.shape == Shape::List {
            ui.label_cjk(RichText::new(t.table_list).small());
            if let Some(p) = quiz_box(ui) {
                list.selected = Some(p);
            }
            list.ui(ui, game, solved.revision, shows, quiz);
            return;
        }
        let mode = self.colour_by(game);
        let present = crate::ui::kit::theme::presentation(ui.ctx());
        // presentation mode: the cells take the room's shape (larger numbers); the rows stay
        // the strip's rows, so a period still reads down the columns
        self.heatmap.stretch = present;
        ui.horizontal_wrapped(|ui| {
            // (a strip has the switch on its row width's row, the colours' row the shorter)
            let strip = matches!(solved.shape, Shape::Ints { .. });
            if present && !quiz && !strip {
                ui.toggle_value(&mut self.show_inspector, t.inspector_toggle);
                ui.separator();
            }
            ui.label_cjk(t.colour_by);
            let mut m = mode;
            for c in Self::choices(game) {
                ui.selectable_value(&mut m, c, colour_name(t, c));
            }
            if m != mode {
                self.colour_by = Some(m);
            }
            if !quiz {
                ui.separator();
                legend(ui, t, m, &solved.ranges);
            }
        });
        if let Shape::Ints { min, cells, period } = &solved.shape {
            self.strip_header(ui, game, *min, cells, *period, quiz, &solved.shape);
        } else if !present {
            // (on a projector the presenter says it: at body size, as small text is there now,
            // its three lines took the grid's room at 1024 × 768)
            ui.label_cjk(RichText::new(t.table_pairs).small());
        }
        let at = list.selected.unwrap_or(game.start());
        if present && !quiz {
            // one big view at a time on a projector: the table, or the inspector
            let show_inspector = self.show_inspector;
            let this = std::cell::RefCell::new(&mut *self);
            let selected = std::cell::RefCell::new(&mut list.selected);
            crate::ui::kit::layout::columns_or_one(
                ui,
                "central",
                ("custom_heatmap", "custom_table_inspector"),
                340.0,
                show_inspector,
                |ui| {
                    if let Some(p) = this
                        .borrow_mut()
                        .heatmap_ui(ui, solved, mode, at, shows, quiz_shown)
                    {
                        **selected.borrow_mut() = Some(p);
                    }
                },
                |ui| {
                    egui::ScrollArea::vertical().show(ui, |ui| {
                        if let Some(q) = positions::inspector(ui, game, at, shows) {
                            **selected.borrow_mut() = Some(q);
                        }
                    });
                },
            );
            return;
        }
        let inspector_width = 340.0_f32.min(ui.available_width() * 0.42);
        egui::Panel::right("custom_table_inspector")
            .resizable(true)
            .default_size(inspector_width)
            .size_range(200.0..=520.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    if let Some(p) = quiz_box(ui) {
                        list.selected = Some(p);
                    }
                    let at = list.selected.unwrap_or(game.start());
                    if let Some(q) = positions::inspector(ui, game, at, shows) {
                        list.selected = Some(q);
                    }
                });
            });
        egui::CentralPanel::default().show(ui, |ui| {
            if let Some(p) = self.heatmap_ui(ui, solved, mode, at, shows, quiz_shown) {
                list.selected = Some(p);
            }
        });
    }

    #[allow(clippy::too_many_arguments)]
    fn strip_header(
        &mut self,
        ui: &mut Ui,
        game: &Solved,
        min: i64,
        cells: &[Option<PosId>],
        period: Option<crate::games::custom::period::Period>,
        quiz: bool,
        shape: &Shape,
    ) {
        let t = game_tr();
        let lo = min;
        let hi = min + cells.len() as i64 - 1;
        let width = self.strip_width(shape);
        // presentation mode: the cells show the values and the rows the period, so the
        // explanation goes to the row width's hover and the sequence line is left out (the
        // table keeps the height)
        let present = crate::ui::kit::theme::presentation(ui.ctx());
        let about = fill(t.table_ints, &[("lo", &lo), ("hi", &hi), ("w", &width)]);
        if !present {
            ui.label_cjk(RichText::new(&about).small());
        }
        let what = if game.has_grundy() {
            t.what_grundy
        } else if game.is_scoring() {
            t.what_values
        } else {
            t.what_outcomes
        };
        let text_of = |k: usize| -> String {
            match cells[k].and_then(|id| strip_value(game, id)) {
                Some(v) => strip_text(t, v),
                None => "·".into(),
            }
        };
        if quiz {
            ui.label_cjk(RichText::new(format!("{what}: {}", t.hidden_quiz)).italics());
        } else {
            let shown = if present {
                0
            } else {
                cells.len().min(SEQUENCE_SHOWN)
            };
            let mut values: Vec<String> = Vec::new();
            for k in 0..shown {
                if let Some(p) = period
                    && k > p.start
                    && (k - p.start).is_multiple_of(p.length)
                {
                    values.push("|".into());
                }
                values.push(text_of(k));
            }
            if cells.len() > shown && !present {
                values.push("…".into());
            }
            if !present {
                ui.label_cjk(
                    RichText::new(fill(
                        t.sequence,
                        &[
                            ("what", &what),
                            ("lo", &lo),
                            ("next", &(lo + 1)),
                            ("values", &values.join(" ")),
                        ],
                    ))
                    .monospace(),
                );
            }
            let line = match period {
                Some(p) => {
                    let pattern: Vec<String> = (p.start..p.start + p.length).map(text_of).collect();
                    fill(
                        t.period_found,
                        &[
                            ("from", &(min + p.start as i64)),
                            ("what", &what),
                            ("p", &p.length),
                            ("pattern", &pattern.join(" ")),
                            ("lo", &lo),
                            ("hi", &hi),
                        ],
                    )
                }
                None => fill(t.period_none, &[("lo", &lo), ("hi", &hi)]),
            };
            if present && period.is_none() {
                // (presentation mode: the short line, the rule of a period on hover)
                let short = fill(t.period_none_short, &[("lo", &lo), ("hi", &hi)]);
                ui.label_cjk(RichText::new(short).strong())
                    .on_hover_text(line);
            } else {
                ui.label_cjk(RichText::new(line).strong());
            }
        }
        ui.horizontal_wrapped(|ui| {
            let tip = if present {
                format!("{about}\n\n{}", t.row_width_tip)
            } else {
                t.row_width_tip.to_string()
            };
            let label = ui.label_cjk(t.row_width).on_hover_text(&tip);
            let mut w = width;
            ui.add(egui::DragValue::new(&mut w).range(1..=STRIP_WIDTH_MAX))
                .labelled_by(label.id)
                .on_hover_text(&tip);
            if w != width {
                self.width = Some(w);
            }
            if let Some(p) = period.filter(|_| !quiz)
                && ui
                    .add_enabled(width != p.length, egui::Button::new(t.use_period))
                    .clicked()
            {
                self.width = Some(p.length);
            }
            // presentation mode: the switch between the table and the inspector
            if present && !quiz {
                ui.separator();
                ui.toggle_value(&mut self.show_inspector, t.inspector_toggle);
            }
        });
    }

    /// The heatmap; returns the position clicked.
    fn heatmap_ui(
        &mut self,
        ui: &mut Ui,
        solved: &CustomSolved,
        mode: ColourBy,
        at: PosId,
        shows: Shows,
        quiz_shown: Option<usize>,
    ) -> Option<PosId> {
        let t = game_tr();
        let game = &solved.game;
        let shape = &solved.shape;
        let width = self.strip_width(shape);
        let (rows, cols, row_name, col_name): (usize, usize, Box<dyn Fn(usize) -> String>, _) =
            match shape {
                Shape::Pairs {
                    row_min,
                    col_min,
                    rows,
                    cols,
                    ..
                } => {
                    let (r0, c0) = (*row_min, *col_min);
                    let col_name: Box<dyn Fn(usize) -> String> =
                        Box::new(move |c| (c0 + c as i64).to_string());
                    (
                        *rows,
                        *cols,
                        Box::new(move |r: usize| (r0 + r as i64).to_string())
                            as Box<dyn Fn(usize) -> String>,
                        col_name,
                    )
                }
                Shape::Ints { min, cells, .. } => {
                    let m = *min;
                    (
                        cells.len().div_ceil(width),
                        width.min(cells.len()),
                        Box::new(move |r: usize| (m + (r * width) as i64).to_string())
                            as Box<dyn Fn(usize) -> String>,
                        Box::new(move |c: usize| format!("+{c}")) as Box<dyn Fn(usize) -> String>,
                    )
                }
                Shape::List => return None,
            };
        let pending = crate::ui::kit::theme::pending(ui.visuals().dark_mode);
        let ranges = &solved.ranges;
        // what the colouring shows, which Quiz mode shows where its own question was asked
        let by = match mode {
            ColourBy::Grundy => Shown::Grundy,
            ColourBy::ToEnd => Shown::ToEnd,
            ColourBy::Outcome | ColourBy::Value => Shown::Outcome,
        };
        let color = |r: usize, c: usize| -> Color32 {
            match cell_of(shape, width, r, c) {
                None => palette::EMPTY,
                Some(id) if !shows(id, by) => pending,
                Some(id) => cell_colour(game, ranges, mode, id),
            }
        };
        let label = |r: usize, c: usize| -> Option<String> {
            let id = cell_of(shape, width, r, c)?;
            shows(id, by).then(|| cell_label(t, game, mode, id))
        };
        let tooltip = |r: usize, c: usize| -> Option<String> {
            let id = cell_of(shape, width, r, c)?;
            let p = game.position_text(id, 40);
            if !shows(id, by) {
                return Some(format!("{p}: {}", t.hidden_quiz));
            }
            let what = match (game.value(id), game.outcome(id)) {
                (Some(v), _) if shows(id, Shown::Outcome) => v.to_string(),
                (None, Some(o)) => {
                    // each answer only where its own question was asked (Quiz mode)
                    let mut parts = Vec::new();
                    if shows(id, Shown::Outcome) {
                        parts.push(positions::outcome_word(o).to_string());
                    }
                    if shows(id, Shown::Grundy)
                        && let Some(g) = game.grundy(id)
                    {
                        parts.push(format!("Grundy {g}"));
                    }
                    if shows(id, Shown::ToEnd)
                        && let Some(k) = game.moves_to_end(id)
                    {
                        parts.push(format!("{} {k}", t.col_moves_to_end));
                    }
                    parts.join(", ")
                }
                _ => String::new(),
            };
            Some(fill(t.cell_tip_outcome, &[("p", &p), ("outcome", &what)]))
        };
        // where a position is drawn
        let place = |id: PosId| -> Option<(usize, usize)> {
            let pos = game.position(id);
            match shape {
                Shape::Pairs {
                    row_min, col_min, ..
                } => {
                    let (a, b) = pos.as_int_pair()?;
                    Some(((a - row_min) as usize, (b - col_min) as usize))
                }
                Shape::Ints { min, .. } => {
                    let k = (pos.as_int()? - min) as usize;
                    Some((k / width, k % width))
                }
                Shape::List => None,
            }
        };
        let mut marks = Vec::new();
        for &q in game.moves(at) {
            if let Some(cell) = place(q) {
                marks.push(Mark {
                    cell,
                    color: palette::DEPENDENCY,
                    width: 2.0,
                    beacon: false,
                });
            }
        }
        if let Some(cell) = place(at) {
            marks.push(Mark {
                cell,
                color: palette::SELECTED,
                width: 3.0,
                beacon: false,
            });
        }
        let key = {
            use std::hash::{Hash, Hasher};
            let mut h = std::collections::hash_map::DefaultHasher::new();
            // what the quiz shows changes the picture
            (solved.revision, mode, width, quiz_shown).hash(&mut h);
            h.finish()
        };
        // the first picture of a large table comes from the worker
        let prebuilt = || {
            let mut picture = solved.picture.lock().ok()?;
            let fits = picture
                .as_ref()
                .is_some_and(|(m, w, _)| *m == mode && (*w == width || *w == 0));
            if !fits || quiz_shown.is_some() {
                return None;
            }
            picture.take().map(|(_, _, image)| image)
        };
        let spec = HeatmapSpec {
            id: "custom_heatmap",
            rows,
            cols,
            key,
            color: &color,
            label: Some(&label),
            tooltip: Some(&tooltip),
            marks: &marks,
            row_name: Some(&*row_name),
            col_name: Some(&*col_name),
            height: None,
            prebuilt: Some(&prebuilt),
        };
        let response = self.heatmap.show(ui, &spec);
        response
            .clicked
            .and_then(|(r, c)| cell_of(shape, width, r, c))
    }
}

fn colour_name(t: &CustomTexts, c: ColourBy) -> &'static str {
    match c {
        ColourBy::Outcome => t.by_outcome,
        ColourBy::ToEnd => t.by_to_end,
        ColourBy::Grundy => t.by_grundy,
        ColourBy::Value => t.by_value,
    }
}

fn legend(ui: &mut Ui, t: &CustomTexts, mode: ColourBy, ranges: &Ranges) {
    match mode {
        ColourBy::Outcome => {
            widgets::legend_item(ui, palette::WIN_A, t.win);
            widgets::legend_item(ui, palette::WIN_B, t.lose);
            widgets::legend_item(ui, palette::DRAW, t.draw);
        }
        ColourBy::ToEnd => {
            widgets::legend_item(ui, palette::sequential(0.0), "0");
            ui.label_cjk("…");
            let hi = ranges.max_to_end.to_string();
            widgets::legend_item(ui, palette::sequential(1.0), &hi);
            widgets::legend_item(ui, palette::DRAW, t.draw);
        }
        ColourBy::Grundy => {
            widgets::legend_item(ui, palette::WIN_B, "0");
            widgets::legend_item(ui, palette::sequential(0.0), "1");
            ui.label_cjk("…");
            let hi = ranges.max_grundy.max(1).to_string();
            widgets::legend_item(ui, palette::sequential(1.0), &hi);
        }
        ColourBy::Value => {
            let (lo, hi) = ranges.value;
            let c = |v| palette::diverging(palette::symmetric(v, lo, hi));
            widgets::legend_item(ui, c(lo), &lo.to_string());
            ui.label_cjk("…");
            widgets::legend_item(ui, c(hi), &hi.to_string());
        }
    }
}

/// The colour of a position's cell.
pub fn cell_colour(game: &Solved, ranges: &Ranges, mode: ColourBy, id: PosId) -> Color32 {
    match mode {
        ColourBy::Outcome => game.outcome(id).map_or(palette::DRAW, outcome_colour),
        ColourBy::ToEnd => match game.moves_to_end(id) {
            Some(d) => palette::sequential(palette::normalise(
                i64::from(d),
                0,
                i64::from(ranges.max_to_end),
            )),
            None => palette::DRAW,
        },
        // Grundy 0 is a loss: the loss colour; the others on a scale from 1
        ColourBy::Grundy => match game.grundy(id) {
            Some(0) => palette::WIN_B,
            Some(g) => palette::sequential(palette::normalise(
                i64::from(g),
                1,
                i64::from(ranges.max_grundy.max(2)),
            )),
            None => palette::DRAW,
        },
        ColourBy::Value => {
            let (lo, hi) = ranges.value;
            palette::diverging(palette::symmetric(game.value(id).unwrap_or(0), lo, hi))
        }
    }
}

/// The text in a position's cell.
pub fn cell_label(t: &CustomTexts, game: &Solved, mode: ColourBy, id: PosId) -> String {
    match mode {
        ColourBy::Outcome => game
            .outcome(id)
            .map(|o| outcome_letter(t, o).to_string())
            .unwrap_or_default(),
        ColourBy::ToEnd => game
            .moves_to_end(id)
            .map_or_else(|| "—".into(), |d| d.to_string()),
        ColourBy::Grundy => game.grundy(id).map(|g| g.to_string()).unwrap_or_default(),
        ColourBy::Value => game.value(id).map(|v| v.to_string()).unwrap_or_default(),
    }
}

fn outcome_letter(t: &CustomTexts, o: Outcome) -> &'static str {
    match o {
        Outcome::Win => t.cell_win,
        Outcome::Lose => t.cell_lose,
        Outcome::Draw => t.cell_draw,
    }
}

/// A strip value as text.
fn strip_text(t: &CustomTexts, v: StripValue) -> String {
    match v {
        StripValue::Grundy(g) => g.to_string(),
        StripValue::Value(v) => v.to_string(),
        StripValue::Outcome(o) => outcome_letter(t, o).to_string(),
    }
}
