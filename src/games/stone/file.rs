//! The stone game in a scenario file: `"piles": [int, ...]`.

use serde_json::{Map, Value};

use super::{MAX_PILES, check_piles};
use crate::games::fields::{FieldError, FileRead, int_i64, required, wrong_type};
use crate::games::{Control, GameKind, GameSpec, SolveError};

/// The stone game's inputs: the row of piles (at least one; the sum of absolute values fits
/// in i64).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    pub piles: Vec<i64>,
}

impl GameSpec for Setup {
    const KIND: GameKind = GameKind::Stone;
    const FIELDS: &'static [&'static str] = &["piles"];

    fn parse(obj: &Map<String, Value>, _file: &mut FileRead) -> Result<Self, FieldError> {
        let piles = parse_piles(required(obj, "piles", Self::KIND.name())?)?;
        Ok(Setup { piles })
    }

    fn write(&self, obj: &mut Map<String, Value>, _written_as: &Map<String, Value>) {
        obj.insert("piles".into(), self.piles.clone().into());
    }

    fn solution(&self, with_table: bool, control: &dyn Control) -> Result<Value, SolveError> {
        super::solution::solution(&self.piles, with_table, control)
    }
}

fn parse_piles(v: &Value) -> Result<Vec<i64>, FieldError> {
    let Value::Array(items) = v else {
        return Err(wrong_type("piles", "an array of integers", v));
    };
    if items.is_empty() {
        return Err(FieldError::Invalid {
            field: "piles".into(),
            problem: "at least one pile is needed".into(),
        });
    }
    if items.len() > MAX_PILES {
        return Err(FieldError::TooMany {
            field: "piles".into(),
            count: items.len(),
            what: "piles",
            limit: MAX_PILES,
        });
    }
    let piles = items
        .iter()
        .enumerate()
        .map(|(k, item)| {
            // the common case without building the field's name (only an error needs it)
            if let Value::Number(n) = item
                && let Some(i) = n.as_i64()
            {
                return Ok(i);
            }
            int_i64(item, &format!("piles[{k}]"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    check_piles(&piles)?;
    Ok(piles)
}
