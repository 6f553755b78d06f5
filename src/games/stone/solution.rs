//! The stone game's `"solution"` object: the totals, and with `--table` the whole DP table.

use serde_json::{Map, Value, json};

use super::{End, NetTable, solve_value};
use crate::games::fields::upper_triangle;
use crate::games::{Control, SolveError, Verdict, table_export_limit};

/// Most piles whose table `--table` writes (n² cells of JSON).
pub const TABLE_EXPORT_MAX: usize = 2_000;

fn verdict_name(v: Verdict) -> &'static str {
    match v {
        Verdict::FirstWins => "first_wins",
        Verdict::SecondWins => "second_wins",
        Verdict::Tie => "tie",
    }
}

/// The `"solution"` object for `piles`.
pub fn solution(
    piles: &[i64],
    with_table: bool,
    control: &dyn Control,
) -> Result<Value, SolveError> {
    if !with_table {
        let o = solve_value(piles, control)?;
        return Ok(json!({
            "first": o.first,
            "second": o.second,
            "difference": o.difference,
            "winner": verdict_name(o.verdict()),
        }));
    }
    let n = piles.len();
    if n > TABLE_EXPORT_MAX {
        return Err(table_export_limit(
            &format!("{n} piles"),
            n as u64,
            TABLE_EXPORT_MAX as u64,
            "piles",
        ));
    }
    let t = NetTable::solve(piles, control)?;
    let o = t.outcome();
    let grid = |f: &dyn Fn(usize, usize) -> Value| upper_triangle(n, f);
    let mut table = Map::new();
    table.insert(
        "about".into(),
        "dp[i][j] for piles[i..=j] (0-based, null below the diagonal): first = total of the player to move, second = total of the other, net = first - second, choice = the end the player to move takes".into(),
    );
    table.insert("first".into(), grid(&|i, j| t.first(i, j).into()));
    table.insert("second".into(), grid(&|i, j| t.second(i, j).into()));
    table.insert("net".into(), grid(&|i, j| t.net(i, j).into()));
    table.insert(
        "choice".into(),
        grid(&|i, j| {
            match t.choice(i, j) {
                End::Left => "left",
                End::Right => "right",
            }
            .into()
        }),
    );
    Ok(json!({
        "first": o.first,
        "second": o.second,
        "difference": o.difference,
        "winner": verdict_name(o.verdict()),
        "table": table,
    }))
}
