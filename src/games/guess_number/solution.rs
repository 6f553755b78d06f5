//! Guess Number's `"solution"` object: the least cost, and with `--table` every interval's
//! cost and best first guess.

use serde_json::{Map, Value, json};

use super::{FastTable, min_cost_fast};
use crate::games::fields::upper_triangle;
use crate::games::{Control, SolveError, table_export_limit};

/// Largest `n` whose table `--table` writes (n² cells).
pub const TABLE_EXPORT_MAX: u64 = 1_000;

/// The `"solution"` object for `1..=n`.
pub fn solution(n: u64, with_table: bool, control: &dyn Control) -> Result<Value, SolveError> {
    if !with_table {
        let cost = min_cost_fast(n, control)?;
        return Ok(json!({ "min_cost": cost }));
    }
    if n > TABLE_EXPORT_MAX {
        return Err(table_export_limit(
            &format!("n = {n}"),
            n,
            TABLE_EXPORT_MAX,
            "numbers",
        ));
    }
    let t = FastTable::solve(n, true, control)?;
    let size = n as usize;
    // the numbers are 1-based, the rows 0-based
    let grid = |f: &dyn Fn(usize, usize) -> Value| upper_triangle(size, &|i, j| f(i + 1, j + 1));
    let mut table = Map::new();
    table.insert(
        "about".into(),
        "row i-1, column j-1 for the interval i..=j (1-based numbers, null below the diagonal): cost = the money that guarantees finding the number in i..=j, best_guess = the first guess that achieves it (the lowest on ties)".into(),
    );
    table.insert(
        "cost".into(),
        grid(&|i, j| t.cost(i, j).map(Value::from).unwrap_or(Value::Null)),
    );
    table.insert(
        "best_guess".into(),
        grid(&|i, j| t.best_guess(i, j).map(Value::from).unwrap_or(Value::Null)),
    );
    Ok(json!({
        "min_cost": t.min_cost(),
        "first_guess": t.best_guess(1, size),
        "table": table,
    }))
}
