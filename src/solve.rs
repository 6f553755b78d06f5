//! Solving a whole scenario: the `"solution"` object of the contract, shared by `gamedp solve`
//! and the app's "export solved scenario". Each game writes its own solution
//! ([`GameSpec::solution`](crate::games::GameSpec::solution)); this is the dispatch.

use serde_json::Value;

use crate::games::{Control, Game, SolveError};
use crate::scenario::Scenario;

/// Most piles whose table `--table` writes (n² cells of JSON).
pub use crate::games::stone::TABLE_EXPORT_MAX as STONE_TABLE_EXPORT_MAX;

/// Most graph nodes whose tables `--table` writes (2 n² positions).
pub use crate::games::cat_mouse::TABLE_EXPORT_MAX as CAT_MOUSE_TABLE_EXPORT_MAX;

/// Largest `n` whose table `--table` writes for Guess Number (n² cells).
pub use crate::games::guess_number::TABLE_EXPORT_MAX as GUESS_TABLE_EXPORT_MAX;

/// Largest `max_choosable` whose memo `--table` writes for Can I Win (2^m states).
pub use crate::games::can_i_win::TABLE_EXPORT_MAX as CAN_I_WIN_TABLE_EXPORT_MAX;

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
