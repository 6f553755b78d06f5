//! Can I Win's `"solution"` object: whether the first player wins and why, and with `--table`
//! every position that is not over.

use serde_json::{Value, json};

use super::{DecidedBy, solve, trivial};
use crate::games::{Control, SolveError, table_export_limit};

/// Largest `max_choosable` whose memo `--table` writes (2^m states).
pub const TABLE_EXPORT_MAX: u64 = 16;

/// The `"solution"` object for the numbers `1..=max_choosable` and `desired_total`.
pub fn solution(
    max_choosable: u64,
    desired_total: i64,
    with_table: bool,
    control: &dyn Control,
) -> Result<Value, SolveError> {
    let decided_early = trivial(max_choosable, desired_total).is_some();
    if with_table && !decided_early && max_choosable > TABLE_EXPORT_MAX {
        return Err(table_export_limit(
            &format!("max_choosable = {max_choosable}"),
            max_choosable,
            TABLE_EXPORT_MAX,
            "numbers",
        ));
    }
    let mut r = solve(max_choosable, desired_total, control)?;
    let decided_by = serde_json::to_value(r.decided_by()).unwrap_or(Value::Null);
    let mut out = json!({
        "first_player_wins": r.first_player_wins(),
        "decided_by": decided_by,
    });
    if r.decided_by() == DecidedBy::Search {
        out["winning_first_moves"] = json!(r.winning_first_moves()?);
        out["states_visited"] = json!(r.states_visited());
    }
    if with_table && decided_early {
        out["table"] = json!({
            "about": "decided by a rule of the contract before any search: no positions to list",
            "states": [],
        });
    }
    if with_table && !decided_early {
        let m = max_choosable as u32;
        let mut states = Vec::new();
        for mask in 0u64..(1u64 << m) {
            if r.is_over(mask)? {
                continue;
            }
            let wins = r.wins(mask)?;
            states.push(json!([mask, r.total(mask)?, wins]));
        }
        out["table"] = json!({
            "about": "every position that is not over: [used, total, wins] where bit x-1 of used means x was taken, total is the running total and wins tells whether the player to move wins",
            "states": states,
        });
    }
    Ok(out)
}
