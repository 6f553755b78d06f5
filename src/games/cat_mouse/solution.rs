//! Cat and Mouse's `"solution"` object: the outcome from the start, and with `--table` the
//! outcome and distance of every position.

use serde_json::{Map, Value, json};

use super::{Graph, HOLE, Position, Turn, solve, solve_start};
use crate::games::{Control, SolveError, table_export_limit};

/// Most graph nodes whose tables `--table` writes (2 n² positions).
pub const TABLE_EXPORT_MAX: usize = 400;

/// The `"solution"` object for `graph`.
pub fn solution(
    graph: &Graph,
    with_table: bool,
    control: &dyn Control,
) -> Result<Value, SolveError> {
    let n = graph.n();
    if with_table && n > TABLE_EXPORT_MAX {
        return Err(table_export_limit(
            &format!("{n} nodes"),
            n as u64,
            TABLE_EXPORT_MAX as u64,
            "nodes",
        ));
    }
    if !with_table {
        // Only as far as the start needs (the same three fields as the whole solution gives).
        let a = solve_start(graph, control)?;
        return Ok(json!({
            "outcome": a.outcome.as_str(),
            "moves_to_end": a.moves_to_end,
            "mouse_first_move": a.first_move,
        }));
    }
    let sol = solve(graph, control)?;
    let start = Position::START;
    let mut out = json!({
        "outcome": sol.start_outcome().as_str(),
        "moves_to_end": sol.start_moves_to_end(),
        "mouse_first_move": sol.best_move(start).map(|m| m.to),
    });
    if with_table {
        let grid = |turn: Turn, f: &dyn Fn(Position) -> Value| -> Value {
            Value::Array(
                (0..n as u32)
                    .map(|m| {
                        Value::Array(
                            (0..n as u32)
                                .map(|c| {
                                    let pos = Position::new(m, c, turn);
                                    if c == HOLE { Value::Null } else { f(pos) }
                                })
                                .collect(),
                        )
                    })
                    .collect(),
            )
        };
        let outcome = |p| {
            sol.outcome(p)
                .map(|o| Value::from(o.as_str()))
                .unwrap_or(Value::Null)
        };
        let dist = |p| sol.moves_to_end(p).map(Value::from).unwrap_or(Value::Null);
        let mut table = Map::new();
        table.insert(
            "about".into(),
            "[mouse node][cat node] for each player to move: the outcome under optimal play, and the number of moves (plies) to the end (null for draws and where the cat would be in the hole)".into(),
        );
        table.insert("mouse_to_move".into(), grid(Turn::Mouse, &outcome));
        table.insert("cat_to_move".into(), grid(Turn::Cat, &outcome));
        table.insert(
            "moves_to_end_mouse_to_move".into(),
            grid(Turn::Mouse, &dist),
        );
        table.insert("moves_to_end_cat_to_move".into(), grid(Turn::Cat, &dist));
        out["table"] = Value::Object(table);
    }
    Ok(out)
}
