//! The solution view: the optimal game animated on the graph (tokens move; step back and forth;
//! moves to the end shown), the mover's next nodes coloured by outcome, and the two outcome
//! heatmaps (mouse to move, cat to move). Clicking a heatmap cell puts the tokens there and
//! replays the optimal game from that position.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{Color32, RichText, Ui};

use super::board::{outcome_legend, position_text, verdict_text};
use super::{CatMouseSolved, Draft, outcome_color, outcome_short, outcome_text};
use crate::games::cat_mouse::{Ending, Outcome, PlayState, Position, Solution, Turn};
use crate::i18n::cat_mouse::tr as cm_tr;
use crate::i18n::fill;
use crate::ui::kit::heatmap::{HeatmapSpec, HeatmapState, Mark};
use crate::ui::kit::stepper::Stepper;
use crate::ui::kit::{palette, widgets};

/// The two heatmaps of a view: mouse to move and cat to move.
#[derive(Default)]
pub struct HeatPair {
    /// Rows: mouse node; columns: cat node; the mouse moves next.
    pub mouse: HeatmapState,
    /// Rows: mouse node; columns: cat node; the cat moves next.
    pub cat: HeatmapState,
}

impl HeatPair {
    /// Forget the textures.
    pub fn invalidate(&mut self) {
        self.mouse.invalidate();
        self.cat.invalidate();
    }

    /// The state of the heatmap for `turn`.
    pub fn of(&self, turn: Turn) -> &HeatmapState {
        match turn {
            Turn::Mouse => &self.mouse,
            Turn::Cat => &self.cat,
        }
    }
}

/// What the heatmaps of a view show.
pub struct HeatSpecs<'a> {
    /// Plot ids of the mouse-to-move and cat-to-move heatmaps.
    pub ids: (&'static str, &'static str),
    /// Texture key (change it when the colours change).
    pub key: u64,
    /// Colour of a valid position.
    pub color: &'a dyn Fn(Position) -> Color32,
    /// Text in a cell (when the cells are large enough).
    pub label: &'a dyn Fn(Position) -> Option<String>,
    /// The position to outline.
    pub current: Option<Position>,
    /// One more legend entry (colour, text) after the three outcomes.
    pub extra_legend: Option<(Color32, &'a str)>,
    /// Pictures of the heatmaps drawn beforehand (see [`outcome_heat_image`]), if any.
    pub prebuilt: Option<&'a dyn Fn(Turn) -> Option<egui::ColorImage>>,
}

/// Cell (mouse `r`, cat `c`) of the outcome heatmap of `turn` as one byte: 0 empty (column 0,
/// the cat in the hole), 1 + the outcome's number otherwise.
fn outcome_code(sol: &Solution, turn: Turn, r: usize, c: usize) -> u8 {
    if c == 0 {
        return 0;
    }
    match sol.outcome(Position::new(r as u32, c as u32, turn)) {
        None => 0,
        Some(Outcome::MouseWin) => 1,
        Some(Outcome::CatWin) => 2,
        Some(Outcome::Draw) => 3,
    }
}

/// The colour of an [`outcome_code`].
fn code_color(code: u8) -> Color32 {
    match code {
        1 => outcome_color(Outcome::MouseWin),
        2 => outcome_color(Outcome::CatWin),
        3 => outcome_color(Outcome::Draw),
        _ => palette::EMPTY,
    }
}

/// The colour of cell (mouse `r`, cat `c`) in the outcome heatmap of `turn`.
fn outcome_cell(sol: &Solution, turn: Turn, r: usize, c: usize) -> Color32 {
    code_color(outcome_code(sol, turn, r, c))
}

/// An outcome heatmap's texels read on a worker (a large table takes longer than a frame), a
/// byte each until a view makes them a picture.
pub struct HeatTexels {
    size: [usize; 2],
    codes: Vec<u8>,
}

impl HeatTexels {
    /// The texels of the outcome heatmap of `turn`, as the heatmap widget samples them.
    pub fn read(sol: &Solution, turn: Turn) -> Self {
        let n = sol.graph().n();
        let (size, codes) =
            crate::ui::kit::heatmap::table_texels(n, n, 0u8, &|r, c| outcome_code(sol, turn, r, c));
        HeatTexels { size, codes }
    }

    /// The picture (a few milliseconds for a million texels).
    pub fn image(&self) -> egui::ColorImage {
        let lut = [0u8, 1, 2, 3].map(code_color);
        let pixels = self.codes.iter().map(|&k| lut[(k & 3) as usize]).collect();
        egui::ColorImage::new(self.size, pixels)
    }
}

/// Height of what goes around the two heatmaps in their column: the axes note, the two titles
/// and the legend.
fn heat_overhead(ui: &Ui) -> f32 {
    let body = ui.text_style_height(&egui::TextStyle::Body);
    let small = ui.text_style_height(&egui::TextStyle::Small);
    4.0 * body
        + 3.0 * small
        + 2.0 * ui.spacing().interact_size.y
        + 8.0 * ui.spacing().item_spacing.y
}

/// How wide the column of the two stacked outcome heatmaps should be in `ui`: each a square
/// that lets both fit the height, with room for the row numbers.
pub fn heat_column_width(ui: &Ui) -> f32 {
    let height = ui.available_height() - heat_overhead(ui);
    (height / 2.0).max(120.0) + 24.0
}

/// Presentation mode: the width of the two outcome tables side by side (each a square as high
/// as the room below a row of buttons) when the graph beside them keeps at least two fifths of
/// the width of `ui`, or 55 % of the width when narrower tables are still large (a 1920 × 1080
/// screen); `None` when they do not fit beside the graph (then a toggle shows one or the
/// other).
pub fn present_tables_beside(ui: &Ui) -> Option<f32> {
    if !crate::ui::kit::theme::presentation(ui.ctx()) {
        return None;
    }
    let body = ui.text_style_height(&egui::TextStyle::Body);
    let spacing = ui.spacing();
    // the button row above, the titles and the legend (on a projector the axes note is the
    // titles' hover text: the tables need the height)
    let overhead = 2.0 * spacing.interact_size.y + body + 8.0 * spacing.item_spacing.y;
    let side = (ui.available_height() - overhead).max(60.0);
    let width = 2.0 * (side + 24.0) + 2.0 * spacing.item_spacing.x;
    if width <= 0.6 * ui.available_width() {
        return Some(width);
    }
    // a large screen (1920 × 1080): tables as high as the room would leave the graph too
    // little width, but narrower ones are still large (each at least 300 points): they keep
    // 55 % of the width and stand beside the graph
    let capped = 0.55 * ui.available_width();
    let narrower = capped / 2.0 - 24.0 - spacing.item_spacing.x;
    (narrower >= 300.0).then_some(capped)
}

/// The width : height a graph is drawn best at, for the details' strip to leave it room
/// (beside it on a wide screen, under it on a narrow one).
pub const GRAPH_ASPECT: f32 = 1.5;

/// Draw the two outcome heatmaps stacked; returns the position of a clicked cell.
pub fn heatmaps_ui(
    ui: &mut Ui,
    pair: &mut HeatPair,
    solution: &Solution,
    specs: &HeatSpecs,
) -> Option<Position> {
    let t = cm_tr();
    let n = solution.graph().n();
    // the axes' key when it does not fit beside the tables' titles
    let key_in_legend = std::cell::Cell::new(false);
    let legend = |ui: &mut Ui| {
        ui.horizontal_wrapped(|ui| {
            if key_in_legend.get() {
                ui.label_cjk(t.heat_axes_short).on_hover_text(t.heat_axes);
            }
            widgets::legend_item(ui, palette::WIN_A, outcome_text(Outcome::MouseWin));
            widgets::legend_item(ui, palette::WIN_B, outcome_text(Outcome::CatWin));
            widgets::legend_item(ui, palette::DRAW, outcome_text(Outcome::Draw));
            if let Some((color, text)) = specs.extra_legend {
                widgets::legend_item(ui, color, text);
            }
            // on a projector the axes note above the tables is a hover text: the short key
            // stays in view
            if crate::ui::kit::theme::presentation(ui.ctx()) {
                // Chinese keeps it on one row, moved to the next whole ("数字：到结/束" split
                // it); English wraps in the row's room as before (a row more cost the graph)
                let note = egui::Label::new(t.heat_numbers);
                let note = if crate::ui::kit::cjk_wrap::has_cjk(t.heat_numbers) {
                    note.extend()
                } else {
                    note
                };
                ui.add(note).on_hover_text(t.heat_axes);
            }
        });
    };
    crate::ui::kit::layout::with_footer(
        ui,
        "cm_heat_legend",
        |ui| {
            // on a projector the two tables stand side by side, each as high as the room (the
            // axes note is the titles' hover text there: the tables need the height)
            let side_by_side = crate::ui::kit::theme::presentation(ui.ctx());
            if !side_by_side {
                ui.label_cjk(RichText::new(t.heat_axes).small().weak());
            }
            let titles = 2.0 * ui.text_style_height(&egui::TextStyle::Body)
                + 4.0 * ui.spacing().item_spacing.y;
            let height = if side_by_side {
                // (no taller than a column is wide: the square tables stay at the top)
                let column = (ui.available_width() - ui.spacing().item_spacing.x) / 2.0;
                (ui.available_height() - titles / 2.0).min(column).max(60.0)
            } else {
                ((ui.available_height() - titles) / 2.0).max(60.0)
            };
            let mut clicked = None;
            let mut one = |ui: &mut Ui, turn: Turn| {
                let title = match turn {
                    Turn::Mouse => t.heat_mouse_to_move,
                    Turn::Cat => t.heat_cat_to_move,
                };
                // (on a projector the axes' key shares the title's row where both fit the
                // column, else it goes to the legend below: the titles never run into each
                // other)
                let width = |text: RichText| {
                    egui::WidgetText::from(text)
                        .into_galley(
                            ui,
                            Some(egui::TextWrapMode::Extend),
                            f32::INFINITY,
                            egui::TextStyle::Body,
                        )
                        .size()
                        .x
                };
                let key_fits = side_by_side
                    && width(RichText::new(title).strong())
                        + ui.spacing().item_spacing.x
                        + width(RichText::new(t.heat_axes_short))
                        <= ui.available_width();
                if side_by_side && !key_fits {
                    key_in_legend.set(true);
                }
                ui.horizontal(|ui| {
                    ui.label_cjk(RichText::new(title).strong())
                        .on_hover_text(t.heat_axes);
                    if key_fits {
                        ui.label_cjk(t.heat_axes_short).on_hover_text(t.heat_axes);
                    }
                });
                let color = |r: usize, c: usize| -> Color32 {
                    if c == 0 {
                        palette::EMPTY
                    } else {
                        (specs.color)(Position::new(r as u32, c as u32, turn))
                    }
                };
                let label = |r: usize, c: usize| -> Option<String> {
                    (c != 0)
                        .then(|| (specs.label)(Position::new(r as u32, c as u32, turn)))
                        .flatten()
                };
                let tooltip = |r: usize, c: usize| -> Option<String> {
                    if c == 0 {
                        return Some(t.heat_cat_in_hole.to_string());
                    }
                    let p = Position::new(r as u32, c as u32, turn);
                    Some(format!(
                        "{}\n{}",
                        position_text(p),
                        verdict_text(solution, p)
                    ))
                };
                let marks: Vec<Mark> = specs
                    .current
                    .filter(|p| p.turn == turn)
                    .map(|p| Mark {
                        cell: (p.mouse as usize, p.cat as usize),
                        color: palette::SELECTED,
                        width: 3.0,
                        beacon: false,
                    })
                    .into_iter()
                    .collect();
                let (id, state) = match turn {
                    Turn::Mouse => (specs.ids.0, &mut pair.mouse),
                    Turn::Cat => (specs.ids.1, &mut pair.cat),
                };
                let prebuilt = || specs.prebuilt.and_then(|f| f(turn));
                let spec = HeatmapSpec {
                    id,
                    rows: n,
                    cols: n,
                    key: specs.key,
                    color: &color,
                    label: Some(&label),
                    tooltip: Some(&tooltip),
                    marks: &marks,
                    row_name: None,
                    col_name: None,
                    height: Some(height),
                    prebuilt: Some(&prebuilt),
                };
                let response = state.show(ui, &spec);
                if let Some((r, c)) = response.clicked
                    && c != 0
                {
                    clicked = Some(Position::new(r as u32, c as u32, turn));
                }
            };
            if side_by_side {
                ui.columns(2, |columns| {
                    one(&mut columns[0], Turn::Mouse);
                    one(&mut columns[1], Turn::Cat);
                });
            } else {
                for turn in [Turn::Mouse, Turn::Cat] {
                    one(ui, turn);
                }
            }
            clicked
        },
        legend,
    )
}

/// State of the solution view.
pub struct SolutionView {
    /// Where the optimal game starts (the start position, or a clicked heatmap cell).
    pub start: Position,
    /// The start was put there by a lesson's step (the view says so instead of "the position
    /// you picked": lesson 5 said that when nothing was picked).
    pub start_by_lesson: bool,
    /// Moves shown of the optimal game.
    pub stepper: Stepper,
    /// The two heatmaps.
    pub heat: HeatPair,
    /// The graph canvas.
    pub canvas: crate::ui::kit::graph_editor::GraphEditorState,
    line: Vec<Position>,
    /// How the game of `line` ends, after its last position.
    line_end: Option<Ending>,
    line_key: Option<(u64, Position)>,
    for_rev: Option<u64>,
    /// Presentation mode shows the outcome tables instead of the graph (where both do not fit).
    pub show_tables: bool,
    /// Presentation mode shows the details of the position (the start, the verdict, the moves).
    pub show_details: bool,
}

impl Default for SolutionView {
    fn default() -> Self {
        SolutionView {
            start: Position::START,
            start_by_lesson: false,
            stepper: Stepper::new(1.5),
            heat: HeatPair::default(),
            canvas: Default::default(),
            line: Vec::new(),
            line_end: None,
            line_key: None,
            for_rev: None,
            show_tables: false,
            show_details: false,
        }
    }
}

impl SolutionView {
    /// The optimal line shown (from `start`).
    pub fn line(&self) -> &[Position] {
        &self.line
    }

    /// The position the tokens are on.
    pub fn current(&self) -> Position {
        self.line
            .get(self.stepper.step)
            .copied()
            .unwrap_or(self.start)
    }

    /// Put the tokens on `pos` and replay the optimal game from there.
    pub fn set_start(&mut self, pos: Position) {
        self.start = pos;
        self.start_by_lesson = false;
        self.stepper.step = 0;
        self.stepper.playing = false;
    }

    fn ensure(&mut self, solved: &CatMouseSolved) {
        if self.for_rev != Some(solved.graph_rev) {
            self.for_rev = Some(solved.graph_rev);
            if !self.start.is_valid(solved.solution.graph().n()) {
                self.start = Position::START;
            }
            self.stepper.step = 0;
            self.stepper.playing = false;
            self.heat.invalidate();
        }
        let key = (solved.graph_rev, self.start);
        if self.line_key != Some(key) {
            self.line = solved.solution.optimal_line(self.start);
            self.line_end = PlayState::replay(solved.solution.graph(), &self.line)
                .and_then(|game| game.ending());
            self.line_key = Some(key);
            self.stepper.step = self.stepper.step.min(self.line.len().saturating_sub(1));
        }
    }

    /// Draw the view.
    pub fn ui(&mut self, ui: &mut Ui, solved: &CatMouseSolved, draft: &Draft) {
        self.ensure(solved);
        let sol = &solved.solution;
        let t = cm_tr();
        let total = self.line.len().saturating_sub(1);
        let right_width = heat_column_width(ui);
        let current = self.current();
        let mut back_to_start = false;
        let present = crate::ui::kit::theme::presentation(ui.ctx());
        // on a projector the graph needs the height: the toggle and the step buttons share a row
        let mut controls = |ui: &mut Ui, stepper: &mut crate::ui::kit::stepper::Stepper| {
            if present {
                stepper.buttons(ui, total);
            } else {
                stepper.controls(ui, total, None);
            }
            // (on a projector a short label, the whole sentence on hover: the row fits 1024)
            let label = if present {
                t.back_to_start_short
            } else {
                t.back_to_start
            };
            if ui
                .add_enabled(self.start != Position::START, egui::Button::new(label))
                .on_hover_text(t.back_to_start)
                .on_disabled_hover_text(t.back_to_start)
                .clicked()
            {
                back_to_start = true;
            }
        };
        // on a projector the tables stand beside the graph where both fit, else a toggle picks;
        // with the details open the graph and its details take the room (beside the tables too
        // the graph shrank to a blob at 1366 × 768)
        let beside = present_tables_beside(ui).filter(|_| !self.show_details);
        if present {
            ui.horizontal_wrapped(|ui| {
                if beside.is_none() {
                    ui.selectable_value(&mut self.show_tables, false, t.present_graph);
                    ui.selectable_value(&mut self.show_tables, true, t.present_tables);
                }
                if beside.is_none() {
                    ui.separator();
                }
                // the step buttons stay with the tables shown too: they move the framed cell
                controls(ui, &mut self.stepper);
                if beside.is_some() || !self.show_tables {
                    ui.toggle_value(&mut self.show_details, t.present_details);
                }
            });
            self.stepper.tick(ui, total);
        }
        let show_details = self.show_details;
        let graph = |ui: &mut Ui| {
            crate::ui::kit::layout::with_footer(
                ui,
                "cm_solution_legend",
                |ui| {
                    if !present {
                        ui.horizontal_wrapped(|ui| controls(ui, &mut self.stepper));
                        self.stepper.tick(ui, total);
                    }
                    let step = self.stepper.step.min(total);
                    let pos = self.line.get(step).copied().unwrap_or(self.start);
                    // a game that has ended at its start has no "move 0 of 0"
                    let line_from = if total == 0 {
                        fill(
                            t.line_from_ended,
                            &[("m", &self.start.mouse), ("c", &self.start.cat)],
                        )
                    } else if let Some(rep) = self
                        .line
                        .split_last()
                        .filter(|(last, before)| before.contains(last))
                        .map(|(last, _)| *last)
                    {
                        // a draw: the counter counts the moves until a position repeats (a
                        // student read "move 0 of 5" of a draw and asked what the 5 moves were)
                        fill(
                            t.line_from_draw,
                            &[
                                ("pos", &position_text(self.start)),
                                ("k", &step),
                                ("total", &total),
                                ("rep", &position_text(rep)),
                            ],
                        )
                    } else {
                        fill(
                            t.line_from,
                            &[
                                ("pos", &position_text(self.start)),
                                ("k", &step),
                                ("total", &total),
                            ],
                        )
                    };
                    // the move just made, unmistakable: an arrow in the mover's colour beside
                    // the sentence and on the graph from the old node to the new one
                    let last = super::board::last_move(&self.line, step);
                    // a start picked in the tables is not the game's: say so, always
                    if self.start != Position::START {
                        ui.label_cjk(
                            RichText::new(fill(
                                if self.start_by_lesson {
                                    t.lesson_start
                                } else {
                                    t.picked_start
                                },
                                &[("pos", &position_text(self.start))],
                            ))
                            .strong()
                            .color(ui.visuals().warn_fg_color),
                        );
                    }
                    ui.horizontal_wrapped(|ui| {
                        if let Some((who, _, _)) = last {
                            arrow_swatch(ui, super::board::mover_color(who));
                        }
                        ui.label_cjk(
                            RichText::new(move_text(&self.line, step, self.line_end)).strong(),
                        );
                    });
                    let details = |ui: &mut Ui| {
                        crate::ui::kit::cjk_wrap::label(ui, line_from.as_str());
                        crate::ui::kit::cjk_wrap::label(ui, &verdict_text(sol, pos));
                        moves_row(ui, sol, pos);
                    };
                    // on a projector the graph needs the height: the details are a toggle,
                    // in a strip beside or under the graph (as the solving order's are)
                    if !present {
                        details(ui);
                    }
                    let (strip, mut ui) = crate::ui::kit::layout::details_split(
                        ui,
                        "cm_solution_details",
                        present && show_details,
                        GRAPH_ASPECT,
                    );
                    if let Some(strip) = strip {
                        strip.show(details);
                    }
                    let ui = &mut ui;
                    let size = ui.available_size();
                    let id = egui::Id::unique("cm_solution_tokens");
                    super::board::position_board_after(
                        ui,
                        &mut self.canvas,
                        sol,
                        draft,
                        pos,
                        last,
                        size,
                        &|_| None,
                        id,
                    );
                },
                // beside the tables the outcome colours are in their legend
                |ui| {
                    if beside.is_some() {
                        super::board::token_legend(ui);
                    } else {
                        outcome_legend(ui);
                    }
                },
            );
        };
        let tables = |ui: &mut Ui| {
            let specs = HeatSpecs {
                ids: ("cm_heat_mouse", "cm_heat_cat"),
                key: solved.graph_rev,
                color: &|p: Position| outcome_cell(sol, p.turn, p.mouse as usize, p.cat as usize),
                label: &|p: Position| sol.moves_to_end(p).map(|d| d.to_string()),
                current: Some(current),
                extra_legend: None,
                prebuilt: Some(&|turn| solved.take_heat_image(turn)),
            };
            heatmaps_ui(ui, &mut self.heat, sol, &specs)
        };
        let names = ("cm_graph", "cm_tables");
        let clicked = match beside {
            Some(width) => {
                let ((), clicked) =
                    crate::ui::kit::layout::columns(ui, "central", names, width, graph, tables);
                Some(clicked)
            }
            None => {
                crate::ui::kit::layout::columns_or_one(
                    ui,
                    "central",
                    names,
                    right_width,
                    self.show_tables,
                    graph,
                    tables,
                )
                .1
            }
        };
        let clicked = clicked.flatten();
        if back_to_start {
            self.set_start(Position::START);
            self.ensure(solved);
        }
        if let Some(p) = clicked {
            self.set_start(p);
            self.ensure(solved);
        }
    }
}

/// A short arrow in `color` at the height of a line of text: the key of the move arrow.
fn arrow_swatch(ui: &mut Ui, color: Color32) {
    let k = crate::ui::kit::theme::scale(ui.ctx());
    let h = ui.text_style_height(&egui::TextStyle::Body);
    let (rect, _) = ui.allocate_exact_size(egui::vec2(1.6 * h, h), egui::Sense::hover());
    super::board::move_arrow(
        ui.painter(),
        rect.left_center(),
        rect.right_center(),
        1.0,
        3.0 * k.max(1.0),
        color,
    );
}

/// What happened at `step` of `line` ("Move 3: the cat goes 4 → 5"), and at its last step how
/// the game ended (`ending`, from [`PlayState::replay`]).
pub fn move_text(line: &[Position], step: usize, ending: Option<Ending>) -> String {
    let t = cm_tr();
    let Some(&cur) = line.get(step) else {
        return String::new();
    };
    // A line that starts where the player to move cannot move says so only in the verdict.
    let ending = ending
        .filter(|&end| step + 1 == line.len() && (step > 0 || end != Ending::Stuck))
        .map(super::play::ending_text);
    let text = if step == 0 {
        // a line that starts at an ended game tells only how it ended (the line above says
        // the game is already over): "The tokens are where the line starts. The mouse reached
        // the hole" read as a contradiction (issue 24)
        if let Some(end) = ending {
            return end.to_string();
        }
        t.line_start.to_string()
    } else {
        let prev = line[step - 1];
        let (who, from, to) = match prev.turn {
            Turn::Mouse => (t.mouse, prev.mouse, cur.mouse),
            Turn::Cat => (t.cat, prev.cat, cur.cat),
        };
        fill(
            t.line_move,
            &[("k", &step), ("who", &who), ("from", &from), ("to", &to)],
        )
    };
    match ending {
        Some(end) => format!("{text} {end}"),
        None => text,
    }
}

/// The mover's options from `pos` as coloured pills: "→ 3: mouse wins in 4".
pub fn moves_row(ui: &mut Ui, sol: &Solution, pos: Position) {
    let t = cm_tr();
    let moves = sol.moves(pos);
    if moves.is_empty() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        let who = match pos.turn {
            Turn::Mouse => t.mouse,
            Turn::Cat => t.cat,
        };
        ui.label_cjk(fill(t.options_of, &[("who", &who)]));
        for m in moves.iter().take(40) {
            let text = match m.moves_to_end {
                Some(0) if m.outcome == Outcome::MouseWin => {
                    fill(t.option_into_hole, &[("to", &m.to)])
                }
                Some(0) => fill(t.option_caught, &[("to", &m.to)]),
                Some(d) => fill(
                    t.option_decided,
                    &[("to", &m.to), ("o", &outcome_short(m.outcome)), ("d", &d)],
                ),
                None => fill(t.option_draw, &[("to", &m.to)]),
            };
            super::board::chip(ui, &text, outcome_color(m.outcome));
        }
        if moves.len() > 40 {
            ui.label_cjk("…");
        }
    });
}
