//! Cat and Mouse II in a scenario file: `"grid": [string, ...]` in LeetCode's form, and
//! `"cat_jump"`, `"mouse_jump"`: int >= 1.

use serde_json::{Map, Value};

use super::{Grid, MAX_SIDE};
use crate::games::fields::{FieldError, FileRead, int_at_least, required, wrong_type};
use crate::games::{Control, GameKind, GameSpec, SolveError};

/// Cat and Mouse II's inputs: the board and the longest jump of each animal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    pub grid: Grid,
    pub cat_jump: u64,
    pub mouse_jump: u64,
}

impl GameSpec for Setup {
    const KIND: GameKind = GameKind::CatMouseII;
    const FIELDS: &'static [&'static str] = &["grid", "cat_jump", "mouse_jump"];

    fn parse(obj: &Map<String, Value>, _file: &mut FileRead) -> Result<Self, FieldError> {
        let game = Self::KIND.name();
        let grid = parse_grid(required(obj, "grid", game)?)?;
        let cat_jump = int_at_least(required(obj, "cat_jump", game)?, "cat_jump", 1)?;
        let mouse_jump = int_at_least(required(obj, "mouse_jump", game)?, "mouse_jump", 1)?;
        Ok(Setup {
            grid,
            cat_jump,
            mouse_jump,
        })
    }

    fn write(&self, obj: &mut Map<String, Value>, _written_as: &Map<String, Value>) {
        obj.insert("grid".into(), self.grid.to_rows().into());
        obj.insert("cat_jump".into(), self.cat_jump.into());
        obj.insert("mouse_jump".into(), self.mouse_jump.into());
    }

    fn solution(&self, with_table: bool, control: &dyn Control) -> Result<Value, SolveError> {
        super::solution::solution(self, with_table, control)
    }
}

fn parse_grid(v: &Value) -> Result<Grid, FieldError> {
    let Value::Array(items) = v else {
        return Err(wrong_type("grid", "an array of strings", v));
    };
    if items.len() > MAX_SIDE {
        return Err(FieldError::TooMany {
            field: "grid".into(),
            count: items.len(),
            what: "rows",
            limit: MAX_SIDE,
        });
    }
    let rows = items
        .iter()
        .enumerate()
        .map(|(k, item)| match item {
            Value::String(s) => Ok(s.as_str()),
            other => Err(wrong_type(format!("grid[{k}]"), "a string", other)),
        })
        .collect::<Result<Vec<_>, _>>()?;
    Grid::parse(&rows).map_err(|e| FieldError::Invalid {
        field: "grid".into(),
        problem: e.to_string(),
    })
}
