//! The result in the side panel, and the optimal game on the grid step by step (the shared
//! stepper): at each step the mover plays the solver's best move.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{RichText, Sense, Ui};

use super::CatMouseIISolved;
use super::board::{self, Board};
use super::texts::{cell_name, ending_text, value_color};
use crate::games::cat_mouse_ii::{Grid, MOVE_LIMIT, Move, Turn, Value};
use crate::i18n::cat_mouse_ii::tr as game_tr;
use crate::i18n::fill;
use crate::ui::kit::stepper::Stepper;
use crate::ui::kit::widgets;

/// Who wins, in how many moves, the 1000-move rule, the first move and the time taken.
pub(super) fn result_summary(ui: &mut Ui, solved: &CatMouseIISolved) {
    let t = game_tr();
    let sol = &solved.solution;
    let value = sol.start_value();
    let mouse = sol.mouse_wins();
    let (text, color) = if mouse {
        (t.mouse_wins, value_color(value))
    } else {
        (t.cat_wins, crate::ui::kit::palette::WIN_B)
    };
    widgets::pill(ui, text, color);
    ui.label_cjk(fill(
        t.leetcode_answer,
        &[(
            "answer",
            &if mouse {
                t.leetcode_true
            } else {
                t.leetcode_false
            },
        )],
    ));
    let moves = match value {
        Value::MouseWins(1) => t.moves_mouse_one.to_string(),
        Value::CatWins(1) => t.moves_cat_one.to_string(),
        Value::MouseWins(n) if n <= MOVE_LIMIT => fill(t.moves_mouse, &[("n", &n)]),
        Value::MouseWins(n) => fill(t.moves_too_long, &[("n", &n)]),
        Value::CatWins(n) => fill(t.moves_cat, &[("n", &n)]),
        Value::Endless => t.moves_endless.to_string(),
    };
    ui.label_cjk(moves);
    if let Some(first) = solved.line.first() {
        let grid = sol.grid();
        let text = if first.to == first.from {
            fill(t.first_move_stay, &[("from", &cell_name(grid, first.from))])
        } else {
            fill(
                t.first_move,
                &[
                    ("from", &cell_name(grid, first.from)),
                    ("to", &cell_name(grid, first.to)),
                ],
            )
        };
        ui.label_cjk(text);
    }
    ui.label_cjk(RichText::new(t.why_limit).small());
    // (mouse cell, cat cell) pairs, for each player to move
    let positions = 2 * sol.grid().cells().pow(2);
    ui.label_cjk(
        RichText::new(fill(
            t.solved_in,
            &[
                ("positions", &positions),
                ("ms", &widgets::format_ms(solved.elapsed)),
            ],
        ))
        .small()
        .weak(),
    );
}

/// Who wins and LeetCode's answer in one line (presentation mode, above the views).
pub(super) fn result_line(ui: &mut Ui, solved: &CatMouseIISolved) {
    let t = game_tr();
    let sol = &solved.solution;
    let mouse = sol.mouse_wins();
    let (text, color) = if mouse {
        (t.mouse_wins, value_color(sol.start_value()))
    } else {
        (t.cat_wins, crate::ui::kit::palette::WIN_B)
    };
    widgets::pill(ui, text, color);
    ui.label_cjk(fill(
        t.leetcode_answer,
        &[(
            "answer",
            &if mouse {
                t.leetcode_true
            } else {
                t.leetcode_false
            },
        )],
    ));
}

/// The optimal game's stepper.
#[derive(Debug, Clone, PartialEq)]
pub struct GameReplay {
    pub stepper: Stepper,
    /// Where the board was drawn last.
    board: Option<Board>,
}

impl Default for GameReplay {
    fn default() -> Self {
        GameReplay {
            stepper: Stepper::new(4.0),
            board: None,
        }
    }
}

impl GameReplay {
    /// A new result: back to the start.
    pub(super) fn on_new_result(&mut self, _solved: &CatMouseIISolved) {
        *self = GameReplay {
            stepper: Stepper::new(self.stepper.speed),
            board: None,
        };
    }

    /// The centre of a cell where the board was drawn last.
    pub fn cell_center(&self, row: usize, col: usize) -> Option<egui::Pos2> {
        self.board.map(|b| b.center(row, col))
    }

    pub(super) fn ui(&mut self, ui: &mut Ui, solved: &CatMouseIISolved) {
        let grid = solved.solution.grid();
        board::controls_and_board(
            ui,
            (grid.rows(), grid.cols()),
            self,
            |me, ui, beside| {
                me.controls_ui(ui, solved, beside);
                // a column of its own beside the board: the whole game as a timeline
                if beside {
                    ui.add_space(6.0);
                    me.timeline_ui(ui, solved);
                }
            },
            |me, ui| me.board_ui(ui, solved),
        );
    }

    /// The stepper, the step and what happened (not when the timeline `beside` the board
    /// highlights it: the row would repeat it, broken mid-sentence by the buttons' wrap).
    fn controls_ui(&mut self, ui: &mut Ui, solved: &CatMouseIISolved, beside: bool) {
        let t = game_tr();
        let sol = &solved.solution;
        let grid = sol.grid();
        let line = &solved.line;
        let total = line.len();
        let present = crate::ui::kit::theme::presentation(ui.ctx());
        let step = self.stepper.step.min(total);
        if present {
            // on a projector the grid needs the height: the step buttons, the step and what
            // happened share a row (or a column beside the board), the help folds away
            ui.horizontal_wrapped(|ui| {
                self.stepper.buttons(ui, total);
                ui.label_cjk(
                    RichText::new(fill(t.game_step, &[("k", &step), ("n", &total)])).strong(),
                );
                if !beside {
                    ui.label_cjk(step_text(grid, line, step));
                }
            });
        } else {
            ui.label_cjk(RichText::new(t.game_help).small());
            ui.horizontal_wrapped(|ui| {
                self.stepper
                    .controls(ui, total, Some((0.5..=60.0, t.speed)));
            });
        }
        self.stepper.tick(ui, total);
        let step = self.stepper.step.min(total);
        if !present {
            ui.label_cjk(RichText::new(fill(t.game_step, &[("k", &step), ("n", &total)])).strong());
            ui.label_cjk(step_text(grid, line, step));
        }
        if sol.start_value() == Value::Endless && total > 0 {
            ui.label_cjk(RichText::new(fill(t.game_endless_cut, &[("n", &total)])).small());
        } else if step as u32 > MOVE_LIMIT {
            ui.label_cjk(
                RichText::new(fill(t.game_over_limit, &[("k", &step)]))
                    .color(ui.visuals().warn_fg_color),
            );
        }
    }

    /// The optimal game as a timeline filling the rest of `ui` (presentation mode, beside the
    /// board): a line per move (who moved where, the mover's colour), the step shown
    /// highlighted; as many lines around it as fit; a click on a line goes to that step.
    fn timeline_ui(&mut self, ui: &mut Ui, solved: &CatMouseIISolved) {
        let grid = solved.solution.grid();
        let line = &solved.line;
        let total = line.len();
        let step = self.stepper.step.min(total);
        let body = egui::TextStyle::Body.resolve(ui.style());
        let one_line = (body.size * 1.9).max(30.0);
        let room = ui.available_size();
        if room.y < one_line {
            return;
        }
        let (rect, response) = ui.allocate_exact_size(room, Sense::click());
        crate::ui::kit::layout::picture(ui, rect);
        // the window of steps 0..=total shown for a row height, the current step in it
        let window = |row_h: f32| {
            let fits = ((rect.height() / row_h).floor() as usize).max(1);
            let first = step
                .saturating_sub(fits / 2)
                .min((total + 1).saturating_sub(fits));
            (first, fits)
        };
        let painter = ui.painter_at(rect);
        let visuals = ui.visuals();
        let text_left = |row_h: f32| rect.left() + row_h * 1.0 + 10.0;
        let text_width = |row_h: f32| rect.right() - text_left(row_h) - 6.0;
        // a narrow column (1024 × 768) gives every row two or three lines rather than cutting
        // its text
        let lines = {
            let (first, fits) = window(one_line);
            (first..(first + fits).min(total + 1))
                .map(|k| {
                    let text = timeline_text(grid, line, k).1;
                    let mut job = egui::text::LayoutJob::simple_singleline(
                        text,
                        body.clone(),
                        visuals.text_color(),
                    );
                    job.wrap.max_width = text_width(one_line);
                    painter.layout_job(job).rows.len()
                })
                .max()
                .unwrap_or(1)
                .clamp(1, 3)
        };
        let row_h = if lines > 1 {
            (body.size * (1.25 * lines as f32 + 0.5)).max(one_line)
        } else {
            one_line
        };
        let (first, fits) = window(row_h);
        for k in first..(first + fits).min(total + 1) {
            let top = rect.top() + (k - first) as f32 * row_h;
            let row = egui::Rect::from_min_size(
                egui::pos2(rect.left(), top),
                egui::vec2(rect.width(), row_h),
            );
            if k == step {
                painter.rect_filled(row, 6.0, visuals.selection.bg_fill);
            } else {
                painter.rect_stroke(
                    row.shrink(1.0),
                    6.0,
                    visuals.widgets.noninteractive.bg_stroke,
                    egui::StrokeKind::Inside,
                );
            }
            let (token, text) = timeline_text(grid, line, k);
            let disc = row.left_center() + egui::vec2(one_line * 0.5 + 4.0, 0.0);
            let color = board::token_color(token, ui.visuals().dark_mode);
            painter.circle(
                disc,
                one_line * 0.36,
                color,
                egui::Stroke::new(1.5, crate::ui::kit::palette::text_on(color)),
            );
            painter.text(
                disc,
                egui::Align2::CENTER_CENTER,
                k.to_string(),
                egui::FontId::proportional(body.size),
                crate::ui::kit::palette::text_on(color),
            );
            let text_color = if k == step {
                visuals.strong_text_color()
            } else {
                visuals.text_color()
            };
            let left = text_left(one_line);
            let mut job = egui::text::LayoutJob::simple_singleline(text, body.clone(), text_color);
            job.wrap = egui::text::TextWrapping {
                max_width: text_width(one_line),
                max_rows: lines,
                break_anywhere: false,
                overflow_character: Some('…'),
            };
            let galley = painter.layout_job(job);
            let at = egui::pos2(left, row.center().y - galley.size().y / 2.0);
            painter.galley(at, galley, text_color);
        }
        if response.clicked()
            && let Some(p) = response.interact_pointer_pos()
        {
            let k = first + ((p.y - rect.top()) / row_h).floor() as usize;
            if k <= total {
                self.stepper.step = k;
                self.stepper.playing = false;
            }
        }
    }

    /// The board at the step shown, the last few moves as rays.
    fn board_ui(&mut self, ui: &mut Ui, solved: &CatMouseIISolved) {
        let sol = &solved.solution;
        let grid = sol.grid();
        let line = &solved.line;
        let step = self.stepper.step.min(line.len());
        let start = sol.start();
        let (mouse, cat) = match step.checked_sub(1).map(|k| line[k].after) {
            Some(p) => (p.mouse, p.cat),
            None => (start.mouse, start.cat),
        };
        let (_, painter, board) = board::grid_board(ui, grid, Sense::hover());
        self.board = Some(board);
        // the last few moves as rays from where each mover came
        for mv in line[step.saturating_sub(6)..step].iter() {
            let color = match mover(mv) {
                Turn::Mouse => board::path_color('M'),
                Turn::Cat => board::path_color('C'),
            };
            board::draw_rays(
                &painter,
                &board,
                grid.row_col(mv.from),
                &[grid.row_col(mv.to)],
                // (on a projector the rays' own strong colour: the trail faded to nothing)
                if crate::ui::kit::theme::presentation(ui.ctx()) {
                    color
                } else {
                    color.gamma_multiply(0.6)
                },
            );
        }
        let (fr, fc) = grid.row_col(grid.food());
        board::draw_token(&painter, &board, fr, fc, 'F');
        let (mr, mc) = grid.row_col(mouse);
        let (cr, cc) = grid.row_col(cat);
        board::draw_token(&painter, &board, mr, mc, 'M');
        board::draw_token(&painter, &board, cr, cc, 'C');
    }
}

/// A line of the timeline: the mover's token and, short, from → to and how the game ended
/// (the sentence is above); the start at 0.
fn timeline_text(grid: &Grid, line: &[Move], k: usize) -> (char, String) {
    match k.checked_sub(1).and_then(|j| line.get(j)) {
        Some(mv) => {
            // a stay reads "stays at (1, 1)", not "(1, 1) → (1, 1), staying put"
            let mut text = if mv.from == mv.to {
                fill(
                    game_tr().timeline_stay,
                    &[("at", &cell_name(grid, mv.from))],
                )
            } else {
                format!("{} → {}", cell_name(grid, mv.from), cell_name(grid, mv.to))
            };
            if let Some(e) = mv.ending {
                text = format!("{text} · {}", ending_text(e));
            }
            let token = match mover(mv) {
                Turn::Mouse => 'M',
                Turn::Cat => 'C',
            };
            (token, text)
        }
        None => ('F', step_text(grid, line, 0)),
    }
}

/// Who made a move.
fn mover(mv: &Move) -> Turn {
    mv.after.turn.other()
}

/// What happened at `step` (0: the start).
fn step_text(grid: &Grid, line: &[Move], step: usize) -> String {
    let t = game_tr();
    let Some(mv) = step.checked_sub(1).and_then(|k| line.get(k)) else {
        return t.game_start.to_string();
    };
    let from = cell_name(grid, mv.from);
    let to = cell_name(grid, mv.to);
    let template = match (mover(mv), mv.from == mv.to) {
        (Turn::Mouse, false) => t.game_move_mouse,
        (Turn::Cat, false) => t.game_move_cat,
        (Turn::Mouse, true) => t.game_stay_mouse,
        (Turn::Cat, true) => t.game_stay_cat,
    };
    let mut text = fill(template, &[("from", &from), ("to", &to)]);
    if let Some(e) = mv.ending {
        text = fill(t.step_ends, &[("step", &text), ("end", &ending_text(e))]);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::cat_mouse_ii::{Ending, Position};
    use crate::i18n::{Language, set_language};

    /// Issue 24 (p18 item 3): the last step of a game said "老鼠到达食物." on a Chinese screen,
    /// an English full stop (and a space) after the Chinese: the ending is joined as the
    /// language says it.
    #[test]
    fn the_ending_of_a_game_is_punctuated_in_its_language() {
        let grid = Grid::parse(&["M.F", "C.."]).unwrap();
        let (mouse, food, cat) = (grid.mouse(), grid.food(), grid.cat());
        let mv = Move {
            from: mouse,
            to: food,
            after: Position {
                mouse: food,
                cat,
                turn: Turn::Cat,
            },
            ending: Some(Ending::MouseOnFood),
            value: Value::MouseWins(1),
        };
        set_language(Language::Chinese);
        let zh = step_text(&grid, &[mv], 1);
        assert!(zh.ends_with("老鼠到达食物。"), "{zh}");
        assert!(!zh.contains('.'), "{zh}");
        set_language(Language::English);
        let en = step_text(&grid, &[mv], 1);
        assert!(en.ends_with(" the mouse reaches the food."), "{en}");
    }
}
