//! The outcome map (central panel): for a chosen cat cell, every mouse cell coloured by the value
//! of the position with the mouse there, once with the mouse to move and once with the cat to
//! move, the moves to the end written in the cells that fit them, the jumps from the chosen cells
//! drawn as rays, and an inspector that explains a hovered position from its moves.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{RichText, Sense, Ui, vec2};

use super::CatMouseIISolved;
use super::board::{self, Board};
use super::texts::{cell_name, ending_text, turn_name, value_color, value_text};
use crate::games::cat_mouse_ii::moves::better_for;
use crate::games::cat_mouse_ii::{Cell, Grid, Position, Solution, Turn, Value};
use crate::i18n::cat_mouse_ii::tr as game_tr;
use crate::i18n::fill;
use crate::ui::kit::widgets;

/// Most moves the inspector lists (a long jump on a big grid has up to 4 × 63 + 1).
const LISTED_MOVES: usize = 12;

/// The chosen cat cell and the hovered position.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct OutcomeView {
    /// The cat's cell (the grid's cat when unset or no longer a floor cell).
    pub cat: Option<Cell>,
    /// The position under the pointer (or the last one).
    pub inspected: Option<Position>,
    /// Where the boards (mouse to move, cat to move) were drawn last.
    boards: [Option<Board>; 2],
    /// The board shown where one is shown at a time (presentation mode; `None`: the mouse's).
    shown: Option<Turn>,
}

impl OutcomeView {
    /// The cat cell shown: the chosen one if the cat can stand there, else the grid's cat.
    pub fn cat_cell(&self, grid: &Grid) -> Cell {
        match self.cat {
            Some(c) if c < grid.cells() && !grid.is_wall(c) && c != grid.food() => c,
            _ => grid.cat(),
        }
    }

    pub(super) fn ui(&mut self, ui: &mut Ui, solved: &CatMouseIISolved) {
        let t = game_tr();
        let sol = &solved.solution;
        let grid = sol.grid();
        let cat = self.cat_cell(grid);
        let present = crate::ui::kit::theme::presentation(ui.ctx());
        if !present {
            ui.label_cjk(RichText::new(t.outcomes_help).small());
        }
        let legend = |ui: &mut Ui| {
            ui.label_cjk(
                RichText::new(fill(t.cat_at, &[("cell", &cell_name(grid, cat))])).strong(),
            );
            ui.add_space(8.0);
            widgets::legend_item(ui, value_color(Value::MouseWins(1)), t.legend_mouse);
            widgets::legend_item(ui, value_color(Value::CatWins(1)), t.legend_cat);
            // on a projector the key names only the colours the boards show (one row)
            let shows = |color| {
                !present
                    || (0..grid.cells()).any(|mouse| {
                        [Turn::Mouse, Turn::Cat].into_iter().any(|turn| {
                            sol.value(Position { mouse, cat, turn })
                                .is_some_and(|v| value_color(v) == color)
                        })
                    })
            };
            for (value, text) in [
                (Value::Endless, t.legend_endless),
                (Value::MouseWins(u32::MAX), t.legend_too_long),
            ] {
                if shows(value_color(value)) {
                    widgets::legend_item(ui, value_color(value), text);
                }
            }
        };
        // on a projector the key sits beside Details below the boards (the boards get its row)
        if !present {
            ui.horizontal_wrapped(|ui| legend(ui));
        }
        // two boards side by side when wide, one above the other when tall; the inspector below
        // (on a projector the boards need the height: the help and the inspector fold into
        // Details below them)
        let details_id = ui.make_persistent_id("cm2_outcome_details");
        let details_open = present
            && egui::collapsing_header::CollapsingState::load(ui.ctx(), details_id)
                .is_some_and(|s| s.is_open());
        let inspector_height = if present && !details_open {
            ui.spacing().interact_size.y + 2.0 * ui.spacing().item_spacing.y
        } else {
            150.0
        };
        let avail = ui.available_size() - vec2(0.0, inspector_height);
        let mut hovered = None;
        self.boards = [None; 2];
        let mut shown = self.shown.unwrap_or(Turn::Mouse);
        board::two_boards(ui, grid, avail, &mut shown, |ui, turn| {
            if let Some(h) = self.board_ui(ui, sol, cat, turn) {
                hovered = Some(h);
            }
        });
        self.shown = Some(shown);
        if hovered.is_some() {
            self.inspected = hovered;
        }
        let inspected = self
            .inspected
            .filter(|p| p.cat == cat && sol.value(*p).is_some());
        let inspector = |ui: &mut Ui| match inspected {
            Some(p) => inspector_ui(ui, sol, p),
            None => {
                ui.label_cjk(RichText::new(t.hover_hint).weak());
            }
        };
        if present {
            let mut state = egui::collapsing_header::CollapsingState::load_with_default_open(
                ui.ctx(),
                details_id,
                false,
            );
            let header = ui.horizontal_wrapped(|ui| {
                state.show_toggle_button(ui, egui::collapsing_header::paint_default_icon);
                let details = crate::i18n::cat_mouse::tr().present_details;
                if ui
                    .add(egui::Label::new(details).sense(Sense::click()))
                    .clicked()
                {
                    state.toggle(ui);
                }
                ui.add_space(24.0);
                legend(ui);
            });
            state.show_body_indented(&header.response, ui, |ui| {
                ui.label_cjk(RichText::new(t.outcomes_help).small());
                inspector(ui);
            });
        } else {
            ui.separator();
            inspector(ui);
        }
    }

    /// One board for `turn`; returns the position under the pointer.
    fn board_ui(&mut self, ui: &mut Ui, sol: &Solution, cat: Cell, turn: Turn) -> Option<Position> {
        let grid = sol.grid();
        let size = ui.available_size() - vec2(0.0, 4.0);
        let (response, painter) = ui.allocate_painter(size.max(vec2(40.0, 40.0)), Sense::click());
        let board = Board::fit_in(ui.ctx(), response.rect, grid.rows(), grid.cols());
        self.boards[turn_index(turn)] = Some(board);
        crate::ui::kit::layout::picture(ui, board.picture_rect(ui.ctx()));
        let dark = ui.visuals().dark_mode;
        let value_at = |cell: Cell| {
            sol.value(Position {
                mouse: cell,
                cat,
                turn,
            })
        };
        board::draw_cells(&painter, &board, dark, |r, c| {
            let k = grid.cell(r, c);
            if grid.is_wall(k) {
                board::wall_color(dark)
            } else {
                value_at(k).map_or(board::floor_color(dark), value_color)
            }
        });
        // the jumps beside the numbers (so both read): the cat's from its cell, the mouse's from the
        // hovered cell
        let cells = |from: Cell, t: Turn| -> Vec<(usize, usize)> {
            sol.jumps_of(t)
                .from(from)
                .iter()
                .map(|&k| grid.row_col(k as Cell))
                .collect()
        };
        let (cat_color, mouse_color) = (board::path_color('C'), board::path_color('M'));
        board::draw_rays_beside_numbers(
            &painter,
            &board,
            grid.row_col(cat),
            &cells(cat, Turn::Cat),
            cat_color,
        );
        let hovered = response
            .hover_pos()
            .and_then(|p| board.cell_at(p))
            .map(|(r, c)| grid.cell(r, c));
        let inspected = hovered.filter(|&m| value_at(m).is_some());
        if let Some(m) = inspected {
            let (r, c) = grid.row_col(m);
            board::draw_rays_beside_numbers(
                &painter,
                &board,
                (r, c),
                &cells(m, Turn::Mouse),
                mouse_color,
            );
        }
        let numbers = board.fits_text(ui.ctx());
        for k in 0..grid.cells() {
            let (r, c) = grid.row_col(k);
            if k == cat {
                board::draw_token(&painter, &board, r, c, 'C');
            } else if k == grid.food() {
                board::draw_token(&painter, &board, r, c, 'F');
            } else if numbers && let Some(v) = value_at(k) {
                let text = match v {
                    Value::MouseWins(n) | Value::CatWins(n) => n.to_string(),
                    Value::Endless => "∞".to_string(),
                };
                board::draw_number(&painter, &board, r, c, &text, value_color(v));
            }
        }
        // the mouse's start, and the hovered cell
        let (r, c) = grid.row_col(grid.mouse());
        board::outline_cell(&painter, &board, r, c, mouse_color.gamma_multiply(0.7));
        if let Some(m) = inspected {
            let (r, c) = grid.row_col(m);
            board::outline_cell(&painter, &board, r, c, mouse_color);
        }
        if response.clicked()
            && let Some(k) = hovered
            && !grid.is_wall(k)
            && k != grid.food()
        {
            self.cat = Some(k);
        }
        inspected.map(|m| Position {
            mouse: m,
            cat,
            turn,
        })
    }

    /// The centre of a cell on the board for `turn`, where it was drawn last.
    pub fn cell_center(&self, turn: Turn, row: usize, col: usize) -> Option<egui::Pos2> {
        self.boards[turn_index(turn)].map(|b| b.center(row, col))
    }
}

/// 0 for the mouse's board, 1 for the cat's.
fn turn_index(turn: Turn) -> usize {
    match turn {
        Turn::Mouse => 0,
        Turn::Cat => 1,
    }
}

/// The value of `p` and why: its moves with their values, the best first.
fn inspector_ui(ui: &mut Ui, sol: &Solution, p: Position) {
    let t = game_tr();
    let grid = sol.grid();
    let Some(value) = sol.value(p) else { return };
    ui.label_cjk(
        RichText::new(fill(
            t.position,
            &[
                ("mouse", &cell_name(grid, p.mouse)),
                ("cat", &cell_name(grid, p.cat)),
                ("turn", &turn_name(p.turn)),
                ("value", &value_text(value)),
            ],
        ))
        .strong(),
    );
    let wins_for_mover = matches!(
        (value, p.turn),
        (Value::MouseWins(_), Turn::Mouse) | (Value::CatWins(_), Turn::Cat)
    );
    let why = match value {
        Value::Endless => t.explain_endless,
        _ if wins_for_mover => t.explain_won,
        _ => t.explain_lost,
    };
    ui.label_cjk(RichText::new(why).small());
    let mut moves = sol.moves(p);
    // best first; equal values keep the jump order
    moves.sort_by(|a, b| {
        if better_for(p.turn, a.value, b.value) {
            std::cmp::Ordering::Less
        } else if better_for(p.turn, b.value, a.value) {
            std::cmp::Ordering::Greater
        } else {
            std::cmp::Ordering::Equal
        }
    });
    ui.label_cjk(RichText::new(fill(t.moves_heading, &[("k", &moves.len())])).small());
    egui::ScrollArea::vertical()
        .id_salt("cm2_moves")
        .max_height(ui.available_height().max(40.0))
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                for mv in moves.iter().take(LISTED_MOVES) {
                    let mut what = value_text(mv.value);
                    if let Some(e) = mv.ending {
                        what = fill(t.move_ends, &[("value", &what), ("end", &ending_text(e))]);
                    }
                    let text = if mv.to == mv.from {
                        fill(t.move_stay, &[("value", &what)])
                    } else {
                        fill(
                            t.move_line,
                            &[("to", &cell_name(grid, mv.to)), ("value", &what)],
                        )
                    };
                    let color = value_color(mv.value);
                    ui.label_cjk(RichText::new("■").color(color));
                    ui.label_cjk(RichText::new(text).small());
                    ui.add_space(6.0);
                }
                if moves.len() > LISTED_MOVES {
                    ui.label_cjk(RichText::new("…").small());
                }
            });
        });
}
