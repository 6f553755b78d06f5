//! Solving a whole scenario: the `"solution"` object of the contract, shared by `gamedp solve`
//! and the app's "export solved scenario".

use serde_json::{Map, Value, json};

use crate::games::{self, Control, SolveError, can_i_win, cat_mouse, guess_number, stone};
use crate::scenario::{Game, Scenario};

/// Most piles whose table `--table` writes (n² cells of JSON).
pub const STONE_TABLE_EXPORT_MAX: usize = 2_000;

/// Most graph nodes whose tables `--table` writes (2 n² positions).
pub const CAT_MOUSE_TABLE_EXPORT_MAX: usize = 400;

/// Largest `n` whose table `--table` writes for Guess Number (n² cells).
pub const GUESS_TABLE_EXPORT_MAX: u64 = 1_000;

/// Largest `max_choosable` whose memo `--table` writes for Can I Win (2^m states).
pub const CAN_I_WIN_TABLE_EXPORT_MAX: u64 = 16;

fn export_limit(what: &str, need: u64, limit: u64, unit: &'static str) -> SolveError {
    SolveError::TooBig {
        what: format!("the DP table for {what} (without the table, the solution alone is fine)"),
        need,
        limit,
        unit,
    }
}

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
        Game::CatMouse { graph, .. } => cat_mouse_solution(graph, with_table, control),
        Game::GuessNumber { n } => guess_solution(*n, with_table, control),
        Game::CanIWin {
            max_choosable,
            desired_total,
        } => can_i_win_solution(*max_choosable, *desired_total, with_table, control),
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
        return Err(export_limit(
            &format!("{n} piles"),
            n as u64,
            STONE_TABLE_EXPORT_MAX as u64,
            "piles",
        ));
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

fn cat_mouse_solution(
    graph: &cat_mouse::Graph,
    with_table: bool,
    control: &dyn Control,
) -> Result<Value, SolveError> {
    let n = graph.n();
    if with_table && n > CAT_MOUSE_TABLE_EXPORT_MAX {
        return Err(export_limit(
            &format!("{n} nodes"),
            n as u64,
            CAT_MOUSE_TABLE_EXPORT_MAX as u64,
            "nodes",
        ));
    }
    let sol = cat_mouse::solve(graph, control)?;
    let start = cat_mouse::Position::START;
    let mut out = json!({
        "outcome": sol.start_outcome().as_str(),
        "moves_to_end": sol.start_moves_to_end(),
        "mouse_first_move": sol.best_move(start).map(|m| m.to),
    });
    if with_table {
        let grid = |turn: cat_mouse::Turn, f: &dyn Fn(cat_mouse::Position) -> Value| -> Value {
            Value::Array(
                (0..n as u32)
                    .map(|m| {
                        Value::Array(
                            (0..n as u32)
                                .map(|c| {
                                    let pos = cat_mouse::Position::new(m, c, turn);
                                    if c == cat_mouse::HOLE {
                                        Value::Null
                                    } else {
                                        f(pos)
                                    }
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
        table.insert(
            "mouse_to_move".into(),
            grid(cat_mouse::Turn::Mouse, &outcome),
        );
        table.insert("cat_to_move".into(), grid(cat_mouse::Turn::Cat, &outcome));
        table.insert(
            "moves_to_end_mouse_to_move".into(),
            grid(cat_mouse::Turn::Mouse, &dist),
        );
        table.insert(
            "moves_to_end_cat_to_move".into(),
            grid(cat_mouse::Turn::Cat, &dist),
        );
        out["table"] = Value::Object(table);
    }
    Ok(out)
}

fn guess_solution(n: u64, with_table: bool, control: &dyn Control) -> Result<Value, SolveError> {
    if !with_table {
        let cost = guess_number::min_cost_fast(n, control)?;
        return Ok(json!({ "min_cost": cost }));
    }
    if n > GUESS_TABLE_EXPORT_MAX {
        return Err(export_limit(
            &format!("n = {n}"),
            n,
            GUESS_TABLE_EXPORT_MAX,
            "numbers",
        ));
    }
    let t = guess_number::FastTable::solve(n, true, control)?;
    let size = n as usize;
    let grid = |f: &dyn Fn(usize, usize) -> Value| -> Value {
        Value::Array(
            (1..=size)
                .map(|i| {
                    Value::Array(
                        (1..=size)
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

fn can_i_win_solution(
    max_choosable: u64,
    desired_total: i64,
    with_table: bool,
    control: &dyn Control,
) -> Result<Value, SolveError> {
    let decided_early = can_i_win::trivial(max_choosable, desired_total).is_some();
    if with_table && !decided_early && max_choosable > CAN_I_WIN_TABLE_EXPORT_MAX {
        return Err(export_limit(
            &format!("max_choosable = {max_choosable}"),
            max_choosable,
            CAN_I_WIN_TABLE_EXPORT_MAX,
            "numbers",
        ));
    }
    let mut r = can_i_win::solve(max_choosable, desired_total, control)?;
    let decided_by = serde_json::to_value(r.decided_by()).unwrap_or(Value::Null);
    let mut out = json!({
        "first_player_wins": r.first_player_wins(),
        "decided_by": decided_by,
    });
    if r.decided_by() == can_i_win::DecidedBy::Search {
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
