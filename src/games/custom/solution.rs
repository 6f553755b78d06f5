//! Game Lab's `"solution"` object and its `--table`.
//!
//! Without the table, for a win/lose game:
//! `{"positions", "moves", "outcome", "first_player_wins", "moves_to_end", "grundy"}`;
//! for a scoring game: `{"positions", "moves", "value", "first_player_wins"}` (`"moves"`: the
//! number of distinct moves in the reachable graph, beside the contract's fields).
//!
//! With `--table`, `"table"` lists every position, start first and then in the order a
//! breadth-first exploration found them:
//!
//! ```text
//! "table": {
//!   "about": "...",
//!   "columns": ["position", "outcome", "moves_to_end", "grundy"],   // win/lose game
//!   "rows": [[[0, 1], "win", 3, 2], ...]
//! }
//! ```
//!
//! A position is written as JSON (integers exact at any size, strings, `true`/`false`, `null`
//! for `None`, arrays for tuples and lists); `moves_to_end` is `null` for a draw, `grundy` is
//! `null` where it is not defined. A scoring game's columns are `["position", "value"]`. The
//! table is refused beyond [`TABLE_EXPORT_MAX`] positions.

use serde_json::{Value, json};

use super::{Outcome, Setup, Solved, solve};
use crate::games::{Control, SolveError, table_export_limit};

/// Most positions whose table `--table` writes.
pub const TABLE_EXPORT_MAX: usize = 100_000;

/// The `"solution"` object for a setup.
pub fn solution(
    setup: &Setup,
    with_table: bool,
    control: &dyn Control,
) -> Result<Value, SolveError> {
    let solved = solve(&setup.rules, setup.misere, control)?;
    let n = solved.positions();
    if with_table && n > TABLE_EXPORT_MAX {
        return Err(table_export_limit(
            &format!("a game of {n} positions"),
            n as u64,
            TABLE_EXPORT_MAX as u64,
            "positions",
        ));
    }
    let mut out = summary(&solved);
    if with_table {
        out["table"] = table(&solved);
    }
    Ok(out)
}

/// The contract's fields.
pub fn summary(solved: &Solved) -> Value {
    let start = solved.start();
    if let Some(value) = solved.value(start) {
        return json!({
            "positions": solved.positions(),
            "moves": solved.move_count(),
            "value": value,
            "first_player_wins": solved.first_player_wins(),
        });
    }
    let outcome = solved.outcome(start).unwrap_or(Outcome::Draw);
    json!({
        "positions": solved.positions(),
        "moves": solved.move_count(),
        "outcome": outcome.as_str(),
        "first_player_wins": solved.first_player_wins(),
        "moves_to_end": solved.moves_to_end(start),
        "grundy": solved.grundy(start),
    })
}

/// Every position's row (see the module docs).
pub fn table(solved: &Solved) -> Value {
    let ids = 0..solved.positions() as u32;
    if solved.is_scoring() {
        let rows: Vec<Value> = ids
            .map(|p| json!([solved.position(p).to_json(), solved.value(p)]))
            .collect();
        return json!({
            "about": "every position reachable from start, start first, in the order a breadth-first exploration found them: [position, value] where value is the net score (own points minus the other's) of the player to move with best play",
            "columns": ["position", "value"],
            "rows": rows,
        });
    }
    let rows: Vec<Value> = ids
        .map(|p| {
            json!([
                solved.position(p).to_json(),
                solved.outcome(p).map(Outcome::as_str),
                solved.moves_to_end(p),
                solved.grundy(p),
            ])
        })
        .collect();
    json!({
        "about": "every position reachable from start, start first, in the order a breadth-first exploration found them: [position, outcome, moves_to_end, grundy] where outcome (win, lose or draw) is for the player to move, moves_to_end counts the moves until the game ends with best play (the winner hurries, the loser delays; null for a draw) and grundy is the Grundy value (null where it is not defined: misère, an end function, or a position that can repeat)",
        "columns": ["position", "outcome", "moves_to_end", "grundy"],
        "rows": rows,
    })
}
