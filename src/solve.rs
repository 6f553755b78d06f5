//! Solving a whole scenario: the `"solution"` object of the contract, shared by `gamedp solve`
//! and the app's "export solved scenario". Each game writes its own solution
//! ([`GameSpec::solution`](crate::games::GameSpec::solution)); this is the dispatch.

use serde_json::Value;

use crate::games::{Control, Game, SolveError};
use crate::scenario::Scenario;

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
    game.solution(with_table, control)
}
