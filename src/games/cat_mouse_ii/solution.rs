//! Cat and Mouse II's `"solution"` object: whether the mouse wins, and with `--table` the value
//! of every position.

use serde_json::{Map, Value, json};

use super::{Position, Setup, Turn, Value as GameValue, mouse_wins, solve};
use crate::games::{Control, SolveError, table_export_limit};

/// Most grid cells whose tables `--table` writes (2 cells² positions).
pub const TABLE_EXPORT_MAX: usize = 256;

/// The `"solution"` object for a setup.
pub fn solution(
    setup: &Setup,
    with_table: bool,
    control: &dyn Control,
) -> Result<Value, SolveError> {
    let grid = &setup.grid;
    if !with_table {
        let wins = mouse_wins(grid, setup.mouse_jump, setup.cat_jump, control)?;
        return Ok(json!({ "mouse_wins": wins }));
    }
    let cells = grid.cells();
    if cells > TABLE_EXPORT_MAX {
        return Err(table_export_limit(
            &format!("a grid of {cells} cells"),
            cells as u64,
            TABLE_EXPORT_MAX as u64,
            "cells",
        ));
    }
    let sol = solve(grid, setup.mouse_jump, setup.cat_jump, control)?;
    let table = |turn: Turn, f: &dyn Fn(GameValue) -> Value| -> Value {
        Value::Array(
            (0..cells)
                .map(|m| {
                    Value::Array(
                        (0..cells)
                            .map(|c| {
                                sol.value(Position {
                                    mouse: m,
                                    cat: c,
                                    turn,
                                })
                                .map(f)
                                .unwrap_or(Value::Null)
                            })
                            .collect(),
                    )
                })
                .collect(),
        )
    };
    let outcome = |v: GameValue| -> Value {
        match v {
            GameValue::MouseWins(_) => "mouse_win",
            GameValue::CatWins(_) => "cat_win",
            GameValue::Endless => "endless",
        }
        .into()
    };
    let moves = |v: GameValue| -> Value {
        match v {
            GameValue::MouseWins(n) | GameValue::CatWins(n) => n.into(),
            GameValue::Endless => Value::Null,
        }
    };
    let mut t = Map::new();
    t.insert(
        "about".into(),
        "[mouse cell][cat cell] for each player to move, cells numbered row by row from 0 (row * columns + column): the outcome if the game could go on forever (\"endless\": neither side can force a win, which the 1000-move rule gives to the cat) and the number of moves to the end under optimal play (the winner hurries, the loser delays); null where the position cannot occur (a wall, both on one cell, an animal on the food)".into(),
    );
    t.insert("mouse_to_move".into(), table(Turn::Mouse, &outcome));
    t.insert("cat_to_move".into(), table(Turn::Cat, &outcome));
    t.insert(
        "moves_to_end_mouse_to_move".into(),
        table(Turn::Mouse, &moves),
    );
    t.insert("moves_to_end_cat_to_move".into(), table(Turn::Cat, &moves));
    Ok(json!({
        "mouse_wins": sol.mouse_wins(),
        "table": t,
    }))
}
