//! Guess Number in a scenario file: `"n": int >= 1`.

use serde_json::{Map, Value};

use crate::games::fields::{FieldError, FileRead, int_at_least, required};
use crate::games::{Control, GameKind, GameSpec, SolveError};

/// Guess Number's input: the secret lies in `1..=n` (`n >= 1`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Setup {
    pub n: u64,
}

impl GameSpec for Setup {
    const KIND: GameKind = GameKind::GuessNumber;
    const FIELDS: &'static [&'static str] = &["n"];

    fn parse(obj: &Map<String, Value>, _file: &mut FileRead) -> Result<Self, FieldError> {
        let n = int_at_least(required(obj, "n", Self::KIND.name())?, "n", 1)?;
        Ok(Setup { n })
    }

    fn write(&self, obj: &mut Map<String, Value>, _written_as: &Map<String, Value>) {
        obj.insert("n".into(), self.n.into());
    }

    fn solution(&self, with_table: bool, control: &dyn Control) -> Result<Value, SolveError> {
        super::solution::solution(self.n, with_table, control)
    }
}
