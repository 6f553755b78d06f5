//! The solving order, animated: the solver's decisions replayed step by step with the shared
//! stepper. For one cat cell the two boards (mouse to move, cat to move) colour the positions
//! decided so far by their value, frame the one decided at this step, and a sentence says why it
//! was decided. The order comes from the solver ([`Solution::decision_order`]); this view only
//! ranks it once per result and reads it.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{RichText, Sense, Ui, vec2};

use super::CatMouseIISolved;
use super::board::{self, Board};
use super::texts::{cell_name, turn_name, value_color, value_text};
use crate::games::cat_mouse_ii::{Cell, ORDER_MAX_CELLS, Position, Solution, Turn, Value};
use crate::i18n::cat_mouse_ii::tr as game_tr;
use crate::i18n::fill;
use crate::ui::kit::palette;
use crate::ui::kit::stepper::Stepper;
use crate::ui::kit::widgets;

/// The solving-order view: the stepper, the chosen cat cell and when each position was decided.
#[derive(Debug, Clone)]
pub struct OrderView {
    /// Positions decided so far.
    pub stepper: Stepper,
    /// The cat cell chosen by a click; `None` follows the position of the current step.
    pub cat: Option<Cell>,
    /// When each position was decided (`u32::MAX`: never), indexed by [`rank_index`].
    rank: Vec<u32>,
    /// The result the ranks belong to.
    for_rev: Option<u64>,
    /// Where the boards (mouse to move, cat to move) were drawn last.
    boards: [Option<Board>; 2],
    /// The board shown where one is shown at a time (presentation mode).
    shown: Turn,
    /// Presentation mode shows the step's details (the intro, the speed, why).
    show_details: bool,
}

impl Default for OrderView {
    fn default() -> Self {
        OrderView {
            stepper: Stepper::new(10.0),
            cat: None,
            rank: Vec::new(),
            for_rev: None,
            boards: [None; 2],
            shown: Turn::Mouse,
            show_details: false,
        }
    }
}

/// Index of a position in the rank table of a grid of `n` cells.
fn rank_index(n: usize, p: Position) -> usize {
    (turn_index(p.turn) * n + p.mouse) * n + p.cat
}

/// 0 for the mouse's board, 1 for the cat's.
fn turn_index(turn: Turn) -> usize {
    match turn {
        Turn::Mouse => 0,
        Turn::Cat => 1,
    }
}

impl OrderView {
    /// Rank the decisions of a new result (once per result) and start over.
    fn ensure(&mut self, solved: &CatMouseIISolved, order: &[u32]) {
        if self.for_rev == Some(solved.rev) {
            return;
        }
        self.for_rev = Some(solved.rev);
        let sol = &solved.solution;
        let n = sol.grid().cells();
        self.rank = vec![u32::MAX; 2 * n * n];
        for (k, &e) in order.iter().enumerate() {
            self.rank[rank_index(n, sol.position_at(e))] = k as u32;
        }
        // the whole order plays in about 40 s (1.0..=2000.0 is the slider's range)
        self.stepper.start_run(order.len(), 40.0, 10.0, 2000.0);
        self.cat = None;
    }

    /// The position decided at the last step shown, if any.
    pub fn current(&self, solved: &CatMouseIISolved) -> Option<Position> {
        let sol = &solved.solution;
        let order = sol.decision_order()?;
        let k = self.stepper.step.checked_sub(1)?;
        order.get(k).map(|&e| sol.position_at(e))
    }

    /// The cat cell the boards show: the chosen one, else the current position's, else the
    /// grid's.
    pub fn cat_cell(&self, solved: &CatMouseIISolved) -> Cell {
        let grid = solved.solution.grid();
        match self.cat {
            Some(c) if c < grid.cells() && !grid.is_wall(c) && c != grid.food() => c,
            _ => self.current(solved).map_or(grid.cat(), |p| p.cat),
        }
    }

    /// The centre of a cell on the board for `turn`, where it was drawn last.
    pub fn cell_center(&self, turn: Turn, row: usize, col: usize) -> Option<egui::Pos2> {
        self.boards[turn_index(turn)].map(|b| b.center(row, col))
    }

    pub(super) fn ui(&mut self, ui: &mut Ui, solved: &CatMouseIISolved) {
        let t = game_tr();
        let sol = &solved.solution;
        let Some(order) = sol.decision_order() else {
            ui.label_cjk(fill(t.order_too_big, &[("max", &ORDER_MAX_CELLS)]));
            return;
        };
        self.ensure(solved, order);
        let total = order.len();
        let present = crate::ui::kit::theme::presentation(ui.ctx());
        if !present {
            ui.label_cjk(RichText::new(t.order_intro).small());
        }
        let progress = |step: usize| {
            RichText::new(fill(
                t.order_progress,
                &[("k", &step), ("total", &total), ("all", &playable(sol))],
            ))
            .strong()
        };
        ui.horizontal_wrapped(|ui| {
            // on a projector the boards need the height: the step buttons, the progress and
            // the details' toggle share a row (the speed is among the details)
            if present {
                self.stepper.buttons(ui, total);
            } else {
                self.stepper
                    .controls(ui, total, Some((1.0..=2000.0, t.order_speed)));
            }
            if ui
                .add_enabled(self.cat.is_some(), egui::Button::new(t.order_follow))
                .clicked()
            {
                self.cat = None;
            }
            if present {
                // (the whole sentence is among the details: the boards need the height)
                let step = self.stepper.step.min(total);
                ui.label_cjk(
                    RichText::new(fill(
                        t.order_progress_short,
                        &[("k", &step), ("total", &total)],
                    ))
                    .strong(),
                );
                ui.toggle_value(
                    &mut self.show_details,
                    crate::i18n::cat_mouse::tr().present_details,
                )
                .on_hover_text(t.order_intro);
            }
        });
        self.stepper.tick(ui, total);
        let step = self.stepper.step.min(total);
        let current = self.current(solved);
        let cat = self.cat_cell(solved);
        let grid = sol.grid();
        if !present {
            ui.label_cjk(progress(step));
        }
        // on a projector the boards need the height: the step's details fold away (as in Cat
        // and Mouse's solution view)
        let details = |ui: &mut Ui| match current {
            Some(p) => {
                let value = sol.value(p).unwrap_or(Value::Endless);
                // (Chinese lines end where a word does, in the details' strip too)
                crate::ui::kit::cjk_wrap::label(
                    ui,
                    &fill(
                        t.position,
                        &[
                            ("mouse", &cell_name(grid, p.mouse)),
                            ("cat", &cell_name(grid, p.cat)),
                            ("turn", &turn_name(p.turn)),
                            ("value", &value_text(value)),
                        ],
                    ),
                );
                let why = reason(sol, p, value);
                let shown = crate::ui::kit::cjk_wrap::wrapped(ui, &why);
                ui.label_cjk(RichText::new(shown).small());
            }
            None => {
                ui.label_cjk(RichText::new(t.order_none_yet).weak());
                ui.label_cjk("");
            }
        };
        if !present {
            details(ui);
        }
        // on a projector the details are in a strip beside or under the boards (side by
        // side, each as wide as the grid): the boards keep the rest, every line of them whole
        let aspect = 2.0 * grid.cols() as f32 / grid.rows().max(1) as f32;
        let (strip, mut ui) = crate::ui::kit::layout::details_split(
            ui,
            "cm2_order_details",
            present && self.show_details,
            aspect,
        );
        if let Some(strip) = strip {
            let stepper = &mut self.stepper;
            strip.show(|ui| {
                // (the intro, a paragraph, is the Details toggle's hover text: in the strip
                // it left the boards a sliver at 1024 × 768)
                ui.label_cjk(progress(step));
                stepper.speed_slider(ui, 1.0..=2000.0, t.order_speed);
                details(ui);
            });
        }
        let ui = &mut ui;
        ui.horizontal_wrapped(|ui| {
            ui.label_cjk(
                RichText::new(fill(t.cat_at, &[("cell", &cell_name(grid, cat))])).strong(),
            );
            ui.add_space(8.0);
            widgets::legend_item(ui, value_color(Value::MouseWins(1)), t.legend_mouse);
            widgets::legend_item(ui, value_color(Value::CatWins(1)), t.legend_cat);
            widgets::legend_item(
                ui,
                crate::ui::kit::theme::pending(ui.visuals().dark_mode),
                t.order_legend_pending,
            );
            // the current position is framed on the board: its key is a framed cell
            widgets::legend_outline(
                ui,
                crate::ui::kit::theme::pending(ui.visuals().dark_mode),
                palette::SELECTED,
                t.order_legend_current,
            );
        });
        let avail = ui.available_size();
        self.boards = [None; 2];
        let mut shown = self.shown;
        board::two_boards(ui, grid, avail, &mut shown, |ui, turn| {
            self.board_ui(ui, sol, cat, turn, step, current);
        });
        self.shown = shown;
    }

    /// One board for `turn`: decided positions coloured, the current one framed; a click on a
    /// floor cell keeps the cat there.
    fn board_ui(
        &mut self,
        ui: &mut Ui,
        sol: &Solution,
        cat: Cell,
        turn: Turn,
        step: usize,
        current: Option<Position>,
    ) {
        let grid = sol.grid();
        let n = grid.cells();
        let size = ui.available_size() - vec2(0.0, 4.0);
        let (response, painter) = ui.allocate_painter(size.max(vec2(40.0, 40.0)), Sense::click());
        let board = Board::fit_in(ui.ctx(), response.rect, grid.rows(), grid.cols());
        self.boards[turn_index(turn)] = Some(board);
        crate::ui::kit::layout::picture(ui, board.picture_rect(ui.ctx()));
        let dark = ui.visuals().dark_mode;
        let rank = &self.rank;
        let decided = |mouse: Cell| -> Option<Value> {
            let p = Position { mouse, cat, turn };
            let value = sol.value(p)?;
            ((rank[rank_index(n, p)] as usize) < step).then_some(value)
        };
        board::draw_cells(&painter, &board, dark, |r, c| {
            let k = grid.cell(r, c);
            if grid.is_wall(k) {
                board::wall_color(dark)
            } else if sol
                .value(Position {
                    mouse: k,
                    cat,
                    turn,
                })
                .is_none()
            {
                board::floor_color(dark)
            } else {
                decided(k).map_or(crate::ui::kit::theme::pending(dark), value_color)
            }
        });
        let numbers = board.fits_text(ui.ctx());
        for k in 0..n {
            let (r, c) = grid.row_col(k);
            if k == cat {
                board::draw_token(&painter, &board, r, c, 'C');
            } else if k == grid.food() {
                board::draw_token(&painter, &board, r, c, 'F');
            } else if numbers && let Some(Value::MouseWins(len) | Value::CatWins(len)) = decided(k)
            {
                board::draw_number(&painter, &board, r, c, &len.to_string(), palette::SELECTED);
            }
        }
        if let Some(p) = current.filter(|p| p.cat == cat && p.turn == turn) {
            let (r, c) = grid.row_col(p.mouse);
            board::outline_cell(&painter, &board, r, c, palette::SELECTED);
        }
        if response.clicked()
            && let Some((r, c)) = response
                .interact_pointer_pos()
                .and_then(|p| board.cell_at(p))
        {
            let k = grid.cell(r, c);
            if !grid.is_wall(k) && k != grid.food() {
                self.cat = Some(k);
            }
        }
    }
}

/// Positions of play (both animals on distinct floor cells off the food, either to move).
fn playable(sol: &Solution) -> usize {
    let grid = sol.grid();
    let floor = (0..grid.cells())
        .filter(|&k| !grid.is_wall(k) && k != grid.food())
        .count();
    2 * floor * floor.saturating_sub(1)
}

/// Why `p` was decided with `value` at its step.
fn reason(sol: &Solution, p: Position, value: Value) -> String {
    let t = game_tr();
    let grid = sol.grid();
    let (mover, other) = match p.turn {
        Turn::Mouse => (t.mouse, t.cat),
        Turn::Cat => (t.cat, t.mouse),
    };
    let (won, len) = match (value, p.turn) {
        (Value::MouseWins(k), Turn::Mouse) | (Value::CatWins(k), Turn::Cat) => (true, k),
        (Value::MouseWins(k), Turn::Cat) | (Value::CatWins(k), Turn::Mouse) => (false, k),
        (Value::Endless, _) => return t.explain_endless.to_string(),
    };
    if won && len == 1 {
        return match p.turn {
            Turn::Mouse => t.order_mouse_food.to_string(),
            Turn::Cat if sol.jumps_of(Turn::Cat).reaches(p.cat, p.mouse) => {
                t.order_cat_catch.to_string()
            }
            Turn::Cat => {
                debug_assert!(sol.jumps_of(Turn::Cat).reaches(p.cat, grid.food()));
                t.order_cat_food.to_string()
            }
        };
    }
    let text = if won { t.order_won } else { t.order_lost };
    fill(text, &[("mover", &mover), ("other", &other)])
}
