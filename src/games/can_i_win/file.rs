//! Can I Win in a scenario file: `"max_choosable": int >= 1`, `"desired_total": int`.

use serde_json::{Map, Value};

use crate::games::fields::{FieldError, FileRead, int_at_least, int_i64, required};
use crate::games::{Control, GameKind, GameSpec, SolveError};

/// Can I Win's inputs: the numbers `1..=max_choosable` (`max_choosable >= 1`) and the total
/// that wins.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Setup {
    pub max_choosable: u64,
    pub desired_total: i64,
}

impl GameSpec for Setup {
    const KIND: GameKind = GameKind::CanIWin;
    const FIELDS: &'static [&'static str] = &["max_choosable", "desired_total"];

    fn parse(obj: &Map<String, Value>, _file: &mut FileRead) -> Result<Self, FieldError> {
        let game = Self::KIND.name();
        let max_choosable =
            int_at_least(required(obj, "max_choosable", game)?, "max_choosable", 1)?;
        let desired_total = int_i64(required(obj, "desired_total", game)?, "desired_total")?;
        Ok(Setup {
            max_choosable,
            desired_total,
        })
    }

    fn write(&self, obj: &mut Map<String, Value>, _written_as: &Map<String, Value>) {
        obj.insert("max_choosable".into(), self.max_choosable.into());
        obj.insert("desired_total".into(), self.desired_total.into());
    }

    fn solution(&self, with_table: bool, control: &dyn Control) -> Result<Value, SolveError> {
        super::solution::solution(self.max_choosable, self.desired_total, with_table, control)
    }
}
