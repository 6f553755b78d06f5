//! Solving a whole scenario: the `"solution"` object of the contract, shared by `gamedp solve`
//! and the app's "export solved scenario".

use serde_json::{Map, Value, json};

use crate::games::{self, Control, SolveError, stone};
use crate::scenario::{Game, Scenario};

/// Most piles whose table `--table` writes (n² cells of JSON).
pub const STONE_TABLE_EXPORT_MAX: usize = 2_000;

/// The scenario in the current version with a `"solution"` object added.
pub fn solved_scenario(
    scenario: &Scenario,
    with_table: bool,
    control: &dyn Control,
) -> Result<Value, SolveError> {
    let solution = solution(&scenario.game, with_table, control)?;
    let mut value = scenario.to_value();
    if let Value::Object(obj) = &mut value {
        obj.insert("solution".into(), solution);
    }
    Ok(value)
}

/// The `"solution"` object for a game.
pub fn solution(game: &Game, with_table: bool, control: &dyn Control) -> Result<Value, SolveError> {
    match game {
        Game::Stone { piles } => stone_solution(piles, with_table, control),
        _ => Err(SolveError::Invalid("not implemented yet".into())),
    }
}

fn verdict_name(v: games::Verdict) -> &'static str {
    match v {
        games::Verdict::FirstWins => "first_wins",
        games::Verdict::SecondWins => "second_wins",
        games::Verdict::Tie => "tie",
    }
}

fn stone_solution(
    piles: &[i64],
    with_table: bool,
    control: &dyn Control,
) -> Result<Value, SolveError> {
    if !with_table {
        let o = stone::solve_value(piles, control)?;
        return Ok(json!({
            "first": o.first,
            "second": o.second,
            "difference": o.difference,
            "winner": verdict_name(o.verdict()),
        }));
    }
    let n = piles.len();
    if n > STONE_TABLE_EXPORT_MAX {
        return Err(SolveError::TooBig {
            what: format!(
                "--table for {n} piles (the exported table has n × n cells; solve without --table)"
            ),
            need: n as u64,
            limit: STONE_TABLE_EXPORT_MAX as u64,
            unit: "piles",
        });
    }
    let t = stone::NetTable::solve(piles, control)?;
    let o = t.outcome();
    let grid = |f: &dyn Fn(usize, usize) -> Value| -> Value {
        Value::Array(
            (0..n)
                .map(|i| {
                    Value::Array(
                        (0..n)
                            .map(|j| if j < i { Value::Null } else { f(i, j) })
                            .collect(),
                    )
                })
                .collect(),
        )
    };
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
                stone::End::Left => "left",
                stone::End::Right => "right",
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
