//! Cat and Mouse II's figures: the outcome of every mouse cell with the cat at its start (as
//! the tab shows it), and the board with walls, tokens and food.

mod game;

use super::scene::Scene;
use super::style::Rgb;
use super::table::{Axis, Cell, Legend, Panel};
use super::{Ctx, FigureError, titled, too_big};
use super::{View, animated, still};
use crate::games::NoControl;
use crate::games::cat_mouse_ii::{
    MOVE_LIMIT, ORDER_MAX_CELLS, Position, Setup, Solution, Turn, Value, solve,
};
use crate::i18n::fill;

impl super::GameFigures for Setup {
    const VIEWS: &'static [View] = &[
        still("table"),
        still("board"),
        animated("order"),
        animated("game"),
    ];
    fn scenes(&self, view: &str, ctx: &Ctx) -> Result<Vec<Scene>, FigureError> {
        scenes(self, view, ctx)
    }
}

pub(crate) fn scenes(setup: &Setup, view: &str, ctx: &Ctx) -> Result<Vec<Scene>, FigureError> {
    match view {
        "table" => {
            // the solver refuses grids beyond its memory budget before allocating
            let sol = solve(&setup.grid, setup.mouse_jump, setup.cat_jump, &NoControl)?;
            Ok(vec![outcomes(setup, &sol, ctx)])
        }
        "order" | "game" => {
            if view == "order" && setup.grid.cells() > ORDER_MAX_CELLS {
                let cells = setup.grid.cells();
                return Err(too_big(
                    format!("the order figure for {cells} cells"),
                    cells as u64,
                    ORDER_MAX_CELLS as u64,
                    "cells",
                ));
            }
            let sol = solve(&setup.grid, setup.mouse_jump, setup.cat_jump, &NoControl)?;
            Ok(if view == "order" {
                game::order(setup, &sol, ctx)
            } else {
                game::game(setup, &sol, ctx)
            })
        }
        _ => Ok(vec![board(setup, ctx)]),
    }
}

pub(crate) fn game_title(setup: &Setup, ctx: &Ctx) -> String {
    let g = &setup.grid;
    fill(
        ctx.t.cat_mouse_ii,
        &[
            ("rows", &g.rows()),
            ("cols", &g.cols()),
            ("cat", &setup.cat_jump),
            ("mouse", &setup.mouse_jump),
        ],
    )
}

pub(crate) fn axes(setup: &Setup, ctx: &Ctx) -> (Axis, Axis) {
    (
        Axis::numbered(ctx.t.row, setup.grid.rows(), 0),
        Axis::numbered(ctx.t.column, setup.grid.cols(), 0),
    )
}

/// The fixed cells: walls, the food, the cat's and the mouse's start.
pub(crate) fn token(setup: &Setup, ctx: &Ctx, cell: usize) -> Option<(Rgb, &'static str)> {
    let g = &setup.grid;
    if g.is_wall(cell) {
        Some((ctx.pal.wall, ""))
    } else if cell == g.food() {
        Some((ctx.pal.food, "F"))
    } else if cell == g.cat() {
        Some((ctx.pal.cat_token, "C"))
    } else {
        None
    }
}

/// A position's colour and moves to the end: a mouse win within the move limit, a cat win
/// (also a mouse win beyond the limit), an endless game; nothing for no position.
pub(crate) fn value_look(v: Option<Value>, ctx: &Ctx) -> (Rgb, Option<String>) {
    match v {
        Some(Value::MouseWins(k)) if k <= MOVE_LIMIT => (ctx.pal.mouse_wins, Some(k.to_string())),
        Some(Value::MouseWins(k)) | Some(Value::CatWins(k)) => {
            (ctx.pal.cat_wins, Some(k.to_string()))
        }
        Some(Value::Endless) => (ctx.pal.draw, Some("∞".to_string())),
        None => (ctx.pal.none, None),
    }
}

fn outcomes(setup: &Setup, sol: &Solution, ctx: &Ctx) -> Scene {
    let g = &setup.grid;
    let cols = g.cols();
    let (rows, columns) = axes(setup, ctx);
    let panel = Panel {
        title: None,
        rows,
        cols: columns,
        cell: Box::new(|r, c| {
            let cell = r * cols + c;
            if let Some((fill_c, letter)) = token(setup, ctx, cell) {
                return Some(Cell {
                    fill: fill_c,
                    text: (!letter.is_empty()).then(|| letter.to_string()),
                    framed: false,
                });
            }
            let pos = Position {
                mouse: cell,
                cat: g.cat(),
                turn: Turn::Mouse,
            };
            let (fill_c, text) = value_look(sol.value(pos), ctx);
            Some(Cell {
                fill: fill_c,
                text,
                framed: cell == g.mouse(),
            })
        }),
    };
    let legend = Legend::Swatches {
        title: Some(ctx.t.moves_note.into()),
        items: vec![
            (ctx.pal.mouse_wins, ctx.t.mouse_win.into()),
            (ctx.pal.cat_wins, ctx.t.cat_win.into()),
            (ctx.pal.draw, ctx.t.endless.into()),
            (ctx.pal.wall, ctx.t.wall.into()),
            (ctx.pal.food, format!("F = {}", ctx.t.food)),
            (ctx.pal.cat_token, format!("C = {}", ctx.t.cat)),
        ]
        .into_iter()
        // the key lists only the colours the table has (LeetCode's example 1 has no cell the
        // cat wins and none endless)
        .filter(|(c, _)| {
            (0..g.rows())
                .any(|r| (0..cols).any(|k| (panel.cell)(r, k).is_some_and(|x| x.fill == *c)))
        })
        .collect(),
    };
    let title = titled(game_title(setup, ctx), ctx.t.cm2_table);
    let verdict = if sol.mouse_wins() {
        ctx.t.mouse_win
    } else {
        ctx.t.cat_win
    };
    let sub = fill(ctx.t.start_outcome, &[("outcome", &verdict)]);
    // letters apart from the cells' own C (the cat), M and F (t2: "C" was the cat's cell and
    // "cat wins")
    ctx.outcome_letters(&[
        (ctx.pal.mouse_wins, ctx.t.letter_mouse_wins_ii),
        (ctx.pal.cat_wins, ctx.t.letter_cat_wins_ii),
        (ctx.pal.draw, ctx.t.letter_endless),
        (ctx.pal.wall, "#"),
    ]);
    ctx.frame_means(ctx.t.frame_mouse_start);
    ctx.table_figure(&title, Some(&sub), &[panel], &legend)
}

fn board(setup: &Setup, ctx: &Ctx) -> Scene {
    let g = &setup.grid;
    let cols = g.cols();
    let (rows, columns) = axes(setup, ctx);
    let panel = Panel {
        title: None,
        rows,
        cols: columns,
        cell: Box::new(|r, c| {
            let cell = r * cols + c;
            let (fill_c, text) = match token(setup, ctx, cell) {
                Some((f, l)) => (f, (!l.is_empty()).then(|| l.to_string())),
                None if cell == g.mouse() => (ctx.pal.mouse_token, Some("M".to_string())),
                None => (ctx.pal.floor, None),
            };
            Some(Cell {
                fill: fill_c,
                text,
                // the white mouse in a frame: it stands out on a light floor
                framed: cell == g.mouse(),
            })
        }),
    };
    let legend = Legend::Swatches {
        title: None,
        items: vec![
            (ctx.pal.wall, format!("# {}", ctx.t.wall)),
            (ctx.pal.floor, format!(". {}", ctx.t.floor)),
            (ctx.pal.cat_token, format!("C {}", ctx.t.cat)),
            (ctx.pal.mouse_token, format!("M {}", ctx.t.mouse)),
            (ctx.pal.food, format!("F {}", ctx.t.food)),
        ],
    };
    let title = titled(game_title(setup, ctx), ctx.t.cm2_board);
    // the answer under the title, as the table says it (a grid the solver refuses has none)
    let sub = solve(&setup.grid, setup.mouse_jump, setup.cat_jump, &NoControl)
        .ok()
        .map(|sol| {
            let verdict = if sol.mouse_wins() {
                ctx.t.mouse_win
            } else {
                ctx.t.cat_win
            };
            fill(ctx.t.start_outcome, &[("outcome", &verdict)])
        });
    ctx.frame_means(ctx.t.frame_mouse_start);
    ctx.table_scene(&title, sub.as_deref(), &[panel], &legend)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::cat_mouse_ii::Grid;

    #[test]
    fn the_board_and_the_outcomes_are_labelled() {
        let ctx = Ctx::new(&crate::figures::Options::default(), false);
        let setup = Setup {
            grid: Grid::parse(&["####F", "#C...", "M...."]).unwrap(),
            cat_jump: 1,
            mouse_jump: 2,
        };
        let b = scenes(&setup, "board", &ctx).unwrap();
        let texts = b[0].texts();
        for l in ["C", "M", "F", "row", "column"] {
            assert!(texts.contains(&l), "{l} in {texts:?}");
        }
        // the board states the answer under its title, as the table does
        assert!(texts.contains(&"From the start: mouse wins"), "{texts:?}");
        let t = scenes(&setup, "table", &ctx).unwrap();
        // LeetCode 1728 example 1: the mouse wins
        assert!(
            t[0].texts().contains(&"From the start: mouse wins"),
            "{:?}",
            t[0].texts()
        );
    }
}
