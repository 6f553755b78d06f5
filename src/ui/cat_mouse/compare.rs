//! "Compare solvers": the seed's turn-bounded DP `dp[mouse][cat][turns]`, run in the background
//! with the safe bound 2n(n−1) and with 2n (or a custom bound), next to retrograde analysis.
//! Disagreements are highlighted and explained: a game that is decided only after more moves
//! than the bound is wrongly called a draw. Solves that would take too long are refused by the
//! solver, and the refusal is shown with its reason.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use std::sync::Arc;
use std::time::{Duration, Instant};

use egui::{Color32, RichText, Ui};

use super::board::position_text;
use super::{CatMouseSolved, outcome_color, outcome_short};
use crate::games::SolveError;
use crate::games::cat_mouse::{
    Outcome, TURN_BOUNDED_WORK_LIMIT, Turn, TurnBound, compare_with_retrograde, solve_turn_bounded,
    turn_bounded_work_estimate,
};
use crate::i18n::cat_mouse::{CatMouseTexts, tr as cm_tr};
use crate::i18n::fill;
use crate::jobs::{JobError, JobRunner, Waker};
use crate::ui::framework::{StatusMessage, TabEnv};
use crate::ui::kit::{palette, widgets};

/// Comparisons estimated below this many steps start by themselves when the view is open.
pub const AUTO_COMPARE_WORK: u64 = 40_000_000;

/// Examples of disagreeing positions kept per bound.
const EXAMPLES: usize = 8;

/// The second bound to compare with the safe one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OtherBound {
    /// 2n turns (too short for some graphs).
    Naive,
    /// A number of turns typed by the user.
    Custom,
}

/// A position where the turn-bounded DP and retrograde analysis disagree.
pub use crate::games::cat_mouse::Disagreement;

/// The turn-bounded DP with one bound, compared with retrograde analysis.
#[derive(Debug, Clone)]
pub struct BoundReport {
    /// Turns after which the DP declares a draw.
    pub bound: u64,
    /// `dp[1][2][0]`.
    pub start: Outcome,
    /// `start` is the retrograde outcome of the start position.
    pub start_agrees: bool,
    /// Positions whose outcome differs from retrograde analysis.
    pub disagreements: u64,
    /// Positions compared.
    pub total: u64,
    /// A few of the disagreeing positions (the start first if it disagrees).
    pub examples: Vec<Disagreement>,
    /// Wall time of the DP.
    pub elapsed: Duration,
}

/// The turn-bounded DP with one bound: its report, or why it was refused.
pub type BoundResult = Result<BoundReport, SolveError>;

/// A finished comparison.
pub struct CompareDone {
    /// The graph revision compared.
    pub graph_rev: u64,
    /// The second bound.
    pub other_bound: TurnBound,
    /// With the safe bound 2n(n−1).
    pub safe: BoundResult,
    /// With the second bound.
    pub other: BoundResult,
}

/// State of the comparison view.
pub struct CompareView {
    /// Which second bound to use.
    pub other: OtherBound,
    /// The custom bound in turns.
    pub custom: u64,
    jobs: JobRunner<CompareDone>,
    running: Option<(u64, TurnBound)>,
    /// The last finished comparison.
    pub result: Option<CompareDone>,
    error: Option<String>,
    /// Presentation mode shows the comparison as text (the table's blocks and the reasons)
    /// instead of the chart.
    pub show_text: bool,
}

fn run_bound(
    solved: &CatMouseSolved,
    bound: TurnBound,
    control: &dyn crate::games::Control,
) -> Result<BoundReport, SolveError> {
    let sol = &solved.solution;
    let started = Instant::now();
    let tb = solve_turn_bounded(sol.graph(), bound, control)?;
    let elapsed = started.elapsed();
    let comparison = compare_with_retrograde(sol, &tb, EXAMPLES, control)?;
    Ok(BoundReport {
        bound: tb.bound(),
        start: tb.start_outcome(),
        start_agrees: comparison.start_agrees,
        disagreements: comparison.disagreements,
        total: comparison.positions_compared,
        examples: comparison.examples,
        elapsed,
    })
}

impl CompareView {
    /// A view with the 2n bound selected.
    pub fn new(waker: Waker) -> Self {
        CompareView {
            other: OtherBound::Naive,
            custom: 30,
            jobs: JobRunner::new(waker),
            running: None,
            result: None,
            error: None,
            show_text: false,
        }
    }

    /// Forget results (a new scenario).
    pub fn reset(&mut self) {
        self.jobs.invalidate();
        self.running = None;
        self.result = None;
        self.error = None;
    }

    /// The second bound as chosen.
    pub fn other_bound(&self) -> TurnBound {
        match self.other {
            OtherBound::Naive => TurnBound::Naive,
            OtherBound::Custom => TurnBound::Custom(self.custom.max(1)),
        }
    }

    /// Running job: label and fraction.
    pub fn status(&self) -> Option<(String, Option<f32>)> {
        self.jobs
            .status()
            .map(|(label, fraction, _)| (label.to_string(), fraction))
    }

    /// Cancel a running comparison.
    pub fn cancel(&mut self) {
        if self.jobs.is_running() {
            self.jobs.cancel();
            self.running = None;
            self.error = Some(crate::i18n::tr().solve_cancelled.to_string());
        }
    }

    /// Start comparing on `solved` with the chosen bounds.
    pub fn start(&mut self, solved: &Arc<CatMouseSolved>) {
        let solved = solved.clone();
        let other = self.other_bound();
        let graph_rev = solved.graph_rev;
        self.error = None;
        self.running = Some((graph_rev, other));
        self.jobs.start("compare", move |control| {
            let safe = run_bound(&solved, TurnBound::Safe, control);
            if matches!(safe, Err(SolveError::Cancelled)) {
                return Err(SolveError::Cancelled);
            }
            let other_result = run_bound(&solved, other, control);
            if matches!(other_result, Err(SolveError::Cancelled)) {
                return Err(SolveError::Cancelled);
            }
            Ok(CompareDone {
                graph_rev,
                other_bound: other,
                safe,
                other: other_result,
            })
        });
    }

    /// Collect a finished comparison (called every frame).
    pub fn poll(&mut self, current: Option<&Arc<CatMouseSolved>>, env: &mut TabEnv) {
        if let Some(result) = self.jobs.poll() {
            self.running = None;
            match result {
                Ok(done) => self.result = Some(done),
                Err(JobError::Solve(SolveError::Cancelled)) => {}
                Err(e) => {
                    let msg = crate::ui::framework::describe_error(&e);
                    env.messages.push(StatusMessage::Error(msg.clone().into()));
                    self.error = Some(msg);
                }
            }
        }
        // A running comparison of an older graph is useless.
        if let Some((rev, _)) = self.running
            && current.is_none_or(|s| s.graph_rev != rev)
        {
            self.jobs.invalidate();
            self.running = None;
        }
    }

    fn is_current(&self, solved: &CatMouseSolved) -> bool {
        self.result
            .as_ref()
            .is_some_and(|r| r.graph_rev == solved.graph_rev && r.other_bound == self.other_bound())
    }

    /// Draw the view; returns the name of a preset the user asked to load.
    pub fn ui(&mut self, ui: &mut Ui, solved: &Arc<CatMouseSolved>) -> Option<&'static str> {
        let t = cm_tr();
        let mut load = None;
        let graph = solved.solution.graph();
        let n = graph.n();
        if crate::ui::kit::theme::presentation(ui.ctx()) {
            return self.present_ui(ui, solved);
        }
        // (ending on a whole row: lesson 5 at 1024 × 768 cut a line of the list in half)
        let scroll = egui::ScrollArea::vertical();
        crate::ui::kit::whole_rows::show(scroll, ui, |ui| {
            ui.label_cjk(t.cmp_intro);
            ui.horizontal_wrapped(|ui| {
                ui.label_cjk(t.cmp_try);
                if ui.button(t.cmp_load_a).clicked() {
                    load = Some("naive_bound_a");
                }
                if ui.button(t.cmp_load_b).clicked() {
                    load = Some("naive_bound_b");
                }
            });
            ui.add_space(4.0);
            ui.horizontal_wrapped(|ui| {
                ui.label_cjk(t.cmp_second_bound);
                ui.selectable_value(
                    &mut self.other,
                    OtherBound::Naive,
                    fill(t.cmp_naive, &[("b", &TurnBound::Naive.turns(n))]),
                );
                ui.selectable_value(&mut self.other, OtherBound::Custom, t.cmp_custom);
                if self.other == OtherBound::Custom {
                    let label = ui.label_cjk(t.cmp_custom_turns);
                    ui.add(egui::DragValue::new(&mut self.custom).range(1..=1_000_000_000))
                        .labelled_by(label.id);
                }
            });
            let safe_work = turn_bounded_work_estimate(graph, TurnBound::Safe);
            let other_work = turn_bounded_work_estimate(graph, self.other_bound());
            let small = safe_work.max(other_work) <= AUTO_COMPARE_WORK;
            let current = self.is_current(solved);
            let running = self.running == Some((solved.graph_rev, self.other_bound()));
            if !current && !running && small && self.error.is_none() {
                self.start(solved);
            }
            ui.horizontal_wrapped(|ui| {
                if self.jobs.is_running() {
                    if crate::ui::framework::solve_slot::progress_ui(ui, self.jobs.status()) {
                        self.cancel();
                    }
                } else if ui
                    .button(if current { t.cmp_run_again } else { t.cmp_run })
                    .clicked()
                {
                    self.start(solved);
                }
                ui.label_cjk(
                    RichText::new(fill(
                        t.cmp_estimate,
                        &[
                            ("safe", &safe_work),
                            ("other", &other_work),
                            ("limit", &TURN_BOUNDED_WORK_LIMIT),
                        ],
                    ))
                    .small()
                    .weak(),
                );
            });
            if let Some(err) = &self.error {
                ui.colored_label_cjk(ui.visuals().error_fg_color, err);
            }
            ui.separator();
            self.table_ui(ui, solved);
        });
        load
    }

    /// Presentation mode: the buttons in a compact row (the introduction on hover of the
    /// Details toggle), then the solvers as a chart filling the room, or with Details the
    /// table's blocks and the reasons as text.
    fn present_ui(&mut self, ui: &mut Ui, solved: &Arc<CatMouseSolved>) -> Option<&'static str> {
        let t = cm_tr();
        let mut load = None;
        let graph = solved.solution.graph();
        let n = graph.n();
        let safe_work = turn_bounded_work_estimate(graph, TurnBound::Safe);
        let other_work = turn_bounded_work_estimate(graph, self.other_bound());
        let small = safe_work.max(other_work) <= AUTO_COMPARE_WORK;
        let current = self.is_current(solved);
        let running = self.running == Some((solved.graph_rev, self.other_bound()));
        if !current && !running && small && self.error.is_none() {
            self.start(solved);
        }
        ui.horizontal_wrapped(|ui| {
            ui.selectable_value(
                &mut self.other,
                OtherBound::Naive,
                fill(t.cmp_naive, &[("b", &TurnBound::Naive.turns(n))]),
            )
            .on_hover_text(t.cmp_second_bound);
            ui.selectable_value(&mut self.other, OtherBound::Custom, t.cmp_custom)
                .on_hover_text(t.cmp_second_bound);
            if self.other == OtherBound::Custom {
                let label = ui.label_cjk(t.cmp_custom_turns);
                ui.add(egui::DragValue::new(&mut self.custom).range(1..=1_000_000_000))
                    .labelled_by(label.id);
            }
            if self.jobs.is_running() {
                if crate::ui::framework::solve_slot::progress_ui(ui, self.jobs.status()) {
                    self.cancel();
                }
            } else if ui
                .button(if current { t.cmp_run_again } else { t.cmp_run })
                .on_hover_text(fill(
                    t.cmp_estimate,
                    &[
                        ("safe", &safe_work),
                        ("other", &other_work),
                        ("limit", &TURN_BOUNDED_WORK_LIMIT),
                    ],
                ))
                .clicked()
            {
                self.start(solved);
            }
            ui.separator();
            if ui.button(t.cmp_load_a).on_hover_text(t.cmp_try).clicked() {
                load = Some("naive_bound_a");
            }
            if ui.button(t.cmp_load_b).on_hover_text(t.cmp_try).clicked() {
                load = Some("naive_bound_b");
            }
            ui.separator();
            ui.toggle_value(&mut self.show_text, t.present_details)
                .on_hover_text(t.cmp_intro);
        });
        if let Some(err) = &self.error {
            ui.colored_label_cjk(ui.visuals().error_fg_color, err);
        }
        if self.show_text {
            egui::ScrollArea::vertical()
                .id_salt("cm_compare_text")
                .show(ui, |ui| {
                    ui.label_cjk(t.cmp_intro);
                    self.table_ui(ui, solved);
                });
        } else {
            self.chart_ui(ui, solved);
        }
        load
    }

    /// The solvers as a chart (presentation mode): a band each, its name and bound at the
    /// left, a bar of the positions it got right (green) and wrong (red), its answer from
    /// the start as a coloured tag (marked when wrong) and its time.
    fn chart_ui(&self, ui: &mut Ui, solved: &CatMouseSolved) {
        let t = cm_tr();
        let sol = &solved.solution;
        let n = sol.graph().n();
        let result = self
            .result
            .as_ref()
            .filter(|r| r.graph_rev == solved.graph_rev);
        let ms = |d: Duration| time_text(t, d);
        struct Row {
            name: String,
            bound: String,
            /// the answer from the start and whether retrograde analysis agrees
            start: Option<(Outcome, bool)>,
            /// wrong positions of all (none for the reference)
            wrong: Option<(u64, u64)>,
            note: String,
        }
        let mut rows = vec![Row {
            name: t.cmp_retrograde.to_string(),
            bound: t.cmp_retrograde_bound.to_string(),
            start: Some((sol.start_outcome(), true)),
            wrong: None,
            note: ms(solved.elapsed),
        }];
        let other = result.map_or(self.other_bound(), |r| r.other_bound);
        for (name, report, bound) in [
            (
                t.cmp_safe.to_string(),
                result.map(|r| &r.safe),
                TurnBound::Safe,
            ),
            (
                match other {
                    TurnBound::Custom(_) => t.cmp_row_custom.to_string(),
                    _ => t.cmp_row_naive.to_string(),
                },
                result.map(|r| &r.other),
                other,
            ),
        ] {
            let bound = fill(t.cmp_turns, &[("b", &bound.turns(n))]);
            rows.push(match report {
                None => Row {
                    name,
                    bound,
                    start: None,
                    wrong: None,
                    note: "…".into(),
                },
                Some(Err(_)) => Row {
                    name,
                    bound,
                    start: None,
                    wrong: None,
                    note: t.cmp_refused.into(),
                },
                Some(Ok(r)) => Row {
                    name,
                    bound,
                    start: Some((r.start, r.start_agrees)),
                    wrong: Some((r.disagreements, r.total)),
                    note: ms(r.elapsed),
                },
            });
        }
        // Each band is laid out to the room first (nothing may be cut or overlap: a long name
        // wraps, the punchline goes to a line of its own, and where the bar's side is too
        // narrow the names stand above the bar); spare height is shared out, and where the
        // bands need more than the room they scroll.
        let room = ui.available_size();
        let visuals = ui.visuals().clone();
        let text = visuals.text_color();
        let body = egui::TextStyle::Body.resolve(ui.style()).size;
        let big = egui::FontId::proportional(body * 1.25);
        let font = egui::FontId::proportional(body);
        let painter = ui.painter().clone();
        let pad = egui::vec2(4.0, 6.0);
        let inner_w = (room.x - 2.0 * pad.x).max(40.0);
        // the names' column: as wide as the widest name or bound (at most two fifths)
        let widest = rows
            .iter()
            .flat_map(|r| {
                [
                    painter
                        .layout_no_wrap(r.name.clone(), big.clone(), text)
                        .size()
                        .x,
                    painter
                        .layout_no_wrap(r.bound.clone(), font.clone(), text)
                        .size()
                        .x,
                ]
            })
            .fold(0.0_f32, f32::max);
        let names_w = (widest + 16.0).min(0.4 * inner_w);
        let caption = |row: &Row| match row.wrong {
            Some((wrong, all)) if all > 0 => Some(format!(
                "{}{}{}",
                t.cmp_col_disagree,
                crate::i18n::tr().colon,
                fill(t.cmp_disagree_count, &[("k", &wrong), ("all", &all)])
            )),
            // the reference row: nothing to compare it with
            _ if row.start.is_some() && row.wrong.is_none() => Some(format!(
                "{}{}{}",
                t.cmp_col_disagree,
                crate::i18n::tr().colon,
                t.cmp_reference
            )),
            _ => None,
        };
        // what the bar's side must hold on one line
        let side_need = rows
            .iter()
            .flat_map(|r| {
                let mut w = vec![];
                if let Some(c) = caption(r) {
                    w.push(painter.layout_no_wrap(c, font.clone(), text).size().x + 20.0);
                }
                if let Some((o, agrees)) = r.start {
                    let tag = format!(
                        "{}{}{}",
                        t.cmp_col_start,
                        crate::i18n::tr().colon,
                        outcome_short(o)
                    );
                    w.push(painter.layout_no_wrap(tag, font.clone(), text).size().x + 16.0);
                    if !agrees {
                        let p = t.cmp_wrong.to_string();
                        w.push(painter.layout_no_wrap(p, font.clone(), text).size().x + 16.0);
                    }
                }
                w
            })
            .fold(0.0_f32, f32::max);
        let stacked = inner_w - names_w < side_need;
        struct Band {
            name: (egui::Pos2, Arc<egui::Galley>),
            bound: (egui::Pos2, Arc<egui::Galley>),
            bar: egui::Rect,
            /// tags: their rectangle, text and fill
            tags: Vec<(egui::Rect, Arc<egui::Galley>, Color32)>,
            note: (egui::Pos2, Arc<egui::Galley>),
            height: f32,
        }
        // `tight`: less padding and closer lines, where the bands do not fit the room so
        let lay = |row: &Row, bar_h: f32, tight: bool| -> Band {
            let (pad_y, gap) = if tight { (3.0, 3.0) } else { (pad.y, 6.0) };
            let (names_wrap, bar_left) = if stacked {
                (inner_w, 0.0)
            } else {
                (names_w - 12.0, names_w)
            };
            let name = painter.layout(row.name.clone(), big.clone(), text, names_wrap);
            let bound = painter.layout(row.bound.clone(), font.clone(), text, names_wrap);
            let name_h = name.size().y;
            let names_h = name_h + 4.0 + bound.size().y;
            let bar_top = if stacked { names_h + gap } else { 0.0 };
            let bar = egui::Rect::from_min_size(
                egui::pos2(bar_left, bar_top),
                egui::vec2(inner_w - bar_left, bar_h),
            );
            let mut tags = Vec::new();
            let (mut x, mut y, mut line_h) = (bar.left(), bar.bottom() + gap, 0.0_f32);
            let place = |size: egui::Vec2, x: &mut f32, y: &mut f32, line_h: &mut f32| {
                if *x > bar.left() && *x + size.x > bar.right() {
                    *x = bar.left();
                    *y += *line_h + gap;
                    *line_h = 0.0;
                }
                let at = egui::pos2(*x, *y);
                *x += size.x + 10.0;
                *line_h = line_h.max(size.y);
                at
            };
            if let Some((o, agrees)) = row.start {
                let mut chips = vec![(
                    format!(
                        "{}{}{}",
                        t.cmp_col_start,
                        crate::i18n::tr().colon,
                        outcome_short(o)
                    ),
                    outcome_color(o),
                )];
                if !agrees {
                    chips.push((t.cmp_wrong.to_string(), palette::WIN_B));
                }
                for (words, fill_colour) in chips {
                    let galley = painter.layout(
                        words,
                        font.clone(),
                        palette::text_on(fill_colour),
                        bar.width() - 16.0,
                    );
                    let size = galley.size() + egui::vec2(16.0, 6.0);
                    let at = place(size, &mut x, &mut y, &mut line_h);
                    tags.push((egui::Rect::from_min_size(at, size), galley, fill_colour));
                }
            }
            let note = painter.layout_no_wrap(row.note.clone(), font.clone(), text);
            let note_size = note.size() + egui::vec2(0.0, 6.0);
            let note_at = if tags.is_empty() || x + note_size.x > bar.right() {
                place(note_size, &mut x, &mut y, &mut line_h)
            } else {
                egui::pos2(bar.right() - note_size.x, y)
            } + egui::vec2(0.0, 3.0);
            let height = (y + line_h).max(if stacked { 0.0 } else { names_h }) + 2.0 * pad_y;
            Band {
                name: (egui::Pos2::ZERO, name),
                bound: (egui::pos2(0.0, name_h + 4.0), bound),
                bar,
                tags,
                note: (note_at, note),
                height,
            }
        };
        let need = |bar_h: f32, tight: bool| -> f32 {
            rows.iter().map(|r| lay(r, bar_h, tight).height).sum()
        };
        // where the bands do not fit, closer: a bar just high enough for its caption (a chart
        // that scrolled cut its last line at the scroll edge: English, 1024 × 740, notes open)
        let tight = need(body * 1.6, false) > room.y;
        let min_bar = if tight {
            painter
                .layout_no_wrap("Ag".into(), font.clone(), text)
                .size()
                .y
                + 4.0
        } else {
            body * 1.6
        };
        let spare = ((room.y - need(min_bar, tight)) / rows.len() as f32).max(0.0);
        let bar_h = (min_bar + spare).min(3.0 * body);
        let bands: Vec<Band> = rows.iter().map(|r| lay(r, bar_h, tight)).collect();
        let pad = if tight { egui::vec2(pad.x, 3.0) } else { pad };
        let total: f32 = bands.iter().map(|b| b.height).sum();
        let spare = ((room.y - total) / rows.len() as f32).max(0.0);
        let draw = |ui: &mut Ui, size: egui::Vec2| {
            let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
            crate::ui::kit::layout::picture(ui, rect);
            let painter = ui.painter_at(rect);
            let mut top = rect.top();
            for (k, (band, row)) in bands.iter().zip(&rows).enumerate() {
                if k > 0 {
                    painter.hline(
                        rect.x_range(),
                        top,
                        visuals.widgets.noninteractive.bg_stroke,
                    );
                }
                let origin = egui::pos2(rect.left(), top) + pad;
                let at = |p: egui::Pos2| origin + p.to_vec2();
                painter.galley(at(band.name.0), band.name.1.clone(), text);
                painter.galley(at(band.bound.0), band.bound.1.clone(), text);
                let bar = band.bar.translate(origin.to_vec2());
                let caption_colour = palette::text_on(palette::WIN_A);
                match row.wrong {
                    Some((wrong, all)) if all > 0 => {
                        let share = wrong as f32 / all as f32;
                        // (a single wrong position still shows)
                        let red = if wrong > 0 {
                            (share * bar.width()).max(8.0)
                        } else {
                            0.0
                        };
                        let (right_part, wrong_part) = bar.split_left_right_at_x(bar.right() - red);
                        painter.rect_filled(right_part, 0.0, palette::WIN_A);
                        if wrong > 0 {
                            painter.rect_filled(wrong_part, 0.0, palette::WIN_B);
                        }
                    }
                    _ if row.start.is_some() => {
                        painter.rect_filled(bar, 0.0, palette::WIN_A);
                    }
                    _ => {
                        painter.rect_stroke(
                            bar,
                            0.0,
                            egui::Stroke::new(2.0, visuals.weak_text_color()),
                            egui::StrokeKind::Inside,
                        );
                    }
                }
                if let Some(c) = caption(row) {
                    painter.text(
                        bar.left_center() + egui::vec2(10.0, 0.0),
                        egui::Align2::LEFT_CENTER,
                        c,
                        font.clone(),
                        caption_colour,
                    );
                }
                for (r, galley, colour) in &band.tags {
                    let r = r.translate(origin.to_vec2());
                    painter.rect_filled(r, 6.0, *colour);
                    painter.galley(r.min + egui::vec2(8.0, 3.0), galley.clone(), text);
                }
                painter.galley(at(band.note.0), band.note.1.clone(), text);
                top += band.height + spare;
            }
        };
        if total <= room.y + 0.5 {
            draw(ui, room);
        } else {
            egui::ScrollArea::vertical()
                .id_salt("cm_compare_chart")
                .show(ui, |ui| draw(ui, egui::vec2(ui.available_width(), total)));
        }
    }

    fn table_ui(&self, ui: &mut Ui, solved: &CatMouseSolved) {
        let t = cm_tr();
        let sol = &solved.solution;
        let n = sol.graph().n();
        let result = self
            .result
            .as_ref()
            .filter(|r| r.graph_rev == solved.graph_rev);
        let mut refusals: Vec<String> = Vec::new();
        let heads = [
            t.cmp_col_solver,
            t.cmp_col_bound,
            t.cmp_col_start,
            t.cmp_col_disagree,
            t.cmp_col_time,
        ];
        let ms = |d: Duration| time_text(t, d);
        // Retrograde analysis, then the two turn-bounded solvers.
        let mut rows: Vec<[Cell; 5]> = vec![[
            Cell::Text(t.cmp_retrograde.into()),
            Cell::Text(t.cmp_retrograde_bound.into()),
            Cell::Outcome(sol.start_outcome(), sol.start_moves_to_end()),
            Cell::Text(t.cmp_reference.into()),
            Cell::Text(ms(solved.elapsed).into()),
        ]];
        let bounded: [(String, Option<&BoundResult>, u64); 2] = [
            (
                t.cmp_safe.to_string(),
                result.map(|r| &r.safe),
                TurnBound::Safe.turns(n),
            ),
            (
                match result.map(|r| r.other_bound) {
                    Some(TurnBound::Custom(_)) => t.cmp_row_custom.to_string(),
                    _ => t.cmp_row_naive.to_string(),
                },
                result.map(|r| &r.other),
                result
                    .map_or(self.other_bound(), |r| r.other_bound)
                    .turns(n),
            ),
        ];
        for (name, report, bound) in bounded {
            let turns = Cell::Text(fill(t.cmp_turns, &[("b", &bound)]).into());
            let rest = match report {
                None => [Cell::Text("…".into()), Cell::Empty, Cell::Empty],
                Some(Err(e)) => {
                    refusals.push(format!(
                        "{name}: {}",
                        crate::ui::framework::describe_error(&JobError::Solve(e.clone()))
                    ));
                    [
                        Cell::Text(RichText::new(t.cmp_refused).color(ui.visuals().error_fg_color)),
                        Cell::Empty,
                        Cell::Empty,
                    ]
                }
                Some(Ok(r)) => {
                    let text = fill(
                        t.cmp_disagree_count,
                        &[("k", &r.disagreements), ("all", &r.total)],
                    );
                    let count = if r.disagreements == 0 {
                        RichText::new(text).color(palette::WIN_A)
                    } else {
                        RichText::new(text).color(palette::WIN_B).strong()
                    };
                    let start = if r.start_agrees {
                        Cell::Outcome(r.start, None)
                    } else {
                        Cell::Wrong(r.start)
                    };
                    [start, Cell::Text(count), Cell::Text(ms(r.elapsed).into())]
                }
            };
            let [a, b, c] = rest;
            rows.push([Cell::Text(name.into()), turns, a, b, c]);
        }
        if crate::ui::kit::theme::presentation(ui.ctx()) {
            // presentation mode's large text makes the five columns wider than a projector's
            // 1024 points: each solver is a block, its name above a grid of its facts, each
            // beside its column's name
            for (k, row) in rows.iter().enumerate() {
                ui.add_space(6.0);
                if let Cell::Text(name) = &row[0] {
                    cell(ui, name.clone().strong());
                }
                egui::Grid::new(("cm_compare_facts", k))
                    .num_columns(2)
                    .spacing(egui::vec2(14.0, 4.0))
                    .show(ui, |ui| {
                        for (head, c) in heads.iter().zip(row).skip(1) {
                            if !matches!(c, Cell::Empty) {
                                cell(ui, RichText::new(*head).weak());
                                c.show(ui);
                                ui.end_row();
                            }
                        }
                    });
            }
        } else {
            egui::ScrollArea::horizontal()
                .id_salt("cm_compare_table")
                .show(ui, |ui| {
                    // (12 points between columns: with w1's times in ms the Time column
                    // ended 3 points past the window beside a lesson at 1024 × 740)
                    egui::Grid::new("cm_compare_grid")
                        .num_columns(5)
                        .striped(true)
                        .spacing(egui::vec2(12.0, 6.0))
                        .show(ui, |ui| {
                            for h in heads {
                                cell(ui, RichText::new(h).strong());
                            }
                            ui.end_row();
                            for row in &rows {
                                for c in row {
                                    c.show(ui);
                                }
                                ui.end_row();
                                if let Cell::Wrong(_) = row[2] {
                                    cell(ui, "");
                                    cell(ui, "");
                                    widgets::pill(ui, t.cmp_wrong, palette::WIN_B);
                                    ui.end_row();
                                }
                            }
                        });
                });
        }
        for why in &refusals {
            ui.colored_label_cjk(ui.visuals().error_fg_color, why);
        }
        ui.add_space(8.0);
        if let Some(r) = result {
            for (label, report) in [(t.cmp_safe, &r.safe), (t.cmp_row_naive, &r.other)] {
                if let Ok(rep) = report {
                    explain(ui, solved, label, rep);
                }
            }
        }
        ui.add_space(8.0);
        ui.label_cjk(
            RichText::new(fill(t.cmp_why_safe, &[("safe", &TurnBound::Safe.turns(n))])).small(),
        );
    }
}

/// A coloured outcome, with moves to the end when known.
fn outcome_cell(ui: &mut Ui, o: Outcome, moves: Option<u32>) {
    let text = match moves {
        Some(d) => fill(
            cm_tr().cmp_outcome_in,
            &[("o", &outcome_short(o)), ("d", &d)],
        ),
        None => outcome_short(o).to_string(),
    };
    widgets::pill(ui, &text, outcome_color(o));
}

/// Why a bound disagrees with retrograde analysis, with examples.
fn explain(ui: &mut Ui, solved: &CatMouseSolved, _label: &str, r: &BoundReport) {
    let t = cm_tr();
    let sol = &solved.solution;
    if r.disagreements == 0 && r.start_agrees {
        return;
    }
    egui::Frame::new()
        .stroke(egui::Stroke::new(1.5, palette::WIN_B))
        .corner_radius(6.0)
        .inner_margin(8.0)
        .show(ui, |ui| {
            ui.label_cjk(
                RichText::new(fill(t.cmp_why_title, &[("b", &r.bound)]))
                    .strong()
                    .color(palette::WIN_B),
            );
            if !r.start_agrees
                && let Some(d) = sol.start_moves_to_end()
            {
                ui.label_cjk(fill(
                    t.cmp_why_start,
                    &[
                        ("o", &outcome_short(sol.start_outcome())),
                        ("d", &d),
                        ("b", &r.bound),
                    ],
                ));
            }
            ui.label_cjk(fill(t.cmp_why_general, &[("b", &r.bound)]));
            for e in &r.examples {
                let left = match e.pos.turn {
                    Turn::Mouse => r.bound,
                    Turn::Cat => r.bound.saturating_sub(1),
                };
                let line = fill(
                    t.cmp_example,
                    &[
                        ("pos", &position_text(e.pos)),
                        ("o", &outcome_short(e.retrograde)),
                        ("d", &e.moves.map_or("-".to_string(), |d| d.to_string())),
                        ("dp", &outcome_short(e.bounded)),
                        ("left", &left),
                    ],
                );
                ui.label_cjk(RichText::new(format!("• {line}")).color(Color32::from_gray(
                    if ui.visuals().dark_mode { 210 } else { 40 },
                )));
            }
        });
}

/// What a cell of the comparison table shows.
enum Cell {
    Text(RichText),
    /// An outcome, with moves to the end when known.
    Outcome(Outcome, Option<u32>),
    /// An outcome that retrograde analysis contradicts (marked wrong).
    Wrong(Outcome),
    Empty,
}

impl Cell {
    fn show(&self, ui: &mut Ui) {
        match self {
            Cell::Text(text) => {
                cell(ui, text.clone());
            }
            Cell::Outcome(o, moves) => outcome_cell(ui, *o, *moves),
            // (in presentation mode's blocks the mark sits beside the outcome, in one cell;
            // the table gives it a row of its own)
            Cell::Wrong(o) if crate::ui::kit::theme::presentation(ui.ctx()) => {
                ui.horizontal(|ui| {
                    outcome_cell(ui, *o, None);
                    widgets::pill(ui, cm_tr().cmp_wrong, palette::WIN_B);
                });
            }
            Cell::Wrong(o) => outcome_cell(ui, *o, None),
            Cell::Empty => {
                cell(ui, "");
            }
        }
    }
}

/// A cell of the comparison table (recorded for the layout test: a column must not wrap).
fn cell(ui: &mut Ui, text: impl Into<egui::WidgetText>) -> egui::Response {
    crate::ui::kit::layout::table_text(ui, "cm_compare", text)
}

/// A solver's time in the comparison, in milliseconds with two decimals, in the language's unit
/// (Chinese says 毫秒 as the side panel does); a time that rounds to 0.00 says it is below 0.01.
fn time_text(t: &CatMouseTexts, d: Duration) -> String {
    let ms = d.as_secs_f64() * 1000.0;
    if ms < 0.005 {
        t.cmp_time_tiny.to_string()
    } else {
        fill(t.cmp_time, &[("ms", &format!("{ms:.2}"))])
    }
}

#[cfg(test)]
mod time_tests {
    use super::time_text;
    use crate::i18n::cat_mouse::{EN, ZH};
    use std::time::Duration;

    #[test]
    fn a_time_is_said_in_the_language_and_never_as_zero() {
        // a projector showed "0.00 ms" beside the side panel's 毫秒 (issue 24)
        assert_eq!(time_text(&ZH, Duration::from_micros(1500)), "1.50 毫秒");
        assert_eq!(time_text(&EN, Duration::from_micros(1500)), "1.50 ms");
        assert_eq!(time_text(&EN, Duration::from_nanos(800)), "< 0.01 ms");
        assert_eq!(time_text(&ZH, Duration::ZERO), "不到 0.01 毫秒");
    }
}
