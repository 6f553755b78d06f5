//! Game Lab in a scenario file: `"rules"`: the program (a string); optional `"misere"`: bool.
//!
//! Reading the file only checks the fields' types: the program itself is run by the solve, so
//! that a file whose rules have a mistake still loads (the editor shows the error at its line)
//! and `gamedp solve` reports it as one line.

use serde_json::{Map, Value};

use crate::games::fields::{FieldError, FileRead, required, wrong_type};
use crate::games::{Control, SolveError};

/// Game Lab's inputs: the rules as a Starlark program, and whether a player who cannot move
/// wins (misère).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    pub rules: String,
    pub misere: bool,
}

impl Setup {
    /// The game's name in scenario files.
    pub const NAME: &'static str = "custom";

    /// The top-level fields it interprets (`GameSpec::FIELDS`).
    pub const FIELDS: &'static [&'static str] = &["rules", "misere"];

    /// Read the fields (`GameSpec::parse`): `"rules"` must be a string, `"misere"` a bool
    /// (absent or `null`: false).
    pub fn parse(obj: &Map<String, Value>, file: &mut FileRead) -> Result<Self, FieldError> {
        let rules = match required(obj, "rules", Self::NAME)? {
            Value::String(s) => s.clone(),
            other => {
                return Err(wrong_type(
                    "rules",
                    "a string (the rules as a program)",
                    other,
                ));
            }
        };
        let misere = match obj.get("misere") {
            None | Some(Value::Null) => false,
            Some(Value::Bool(b)) => *b,
            Some(other) => return Err(wrong_type("misere", "true or false", other)),
        };
        if let Some(v) = obj.get("misere") {
            file.remember("misere", v);
        }
        Ok(Setup { rules, misere })
    }

    /// Write the fields (`GameSpec::write`): `"misere"` when true, or as the file wrote it
    /// while it is still false.
    pub fn write(&self, obj: &mut Map<String, Value>, written_as: &Map<String, Value>) {
        obj.insert("rules".into(), Value::String(self.rules.clone()));
        match written_as.get("misere") {
            _ if self.misere => {
                obj.insert("misere".into(), Value::Bool(true));
            }
            Some(v @ (Value::Null | Value::Bool(false))) => {
                obj.insert("misere".into(), v.clone());
            }
            _ => {}
        }
    }

    /// The `"solution"` object (`GameSpec::solution`).
    pub fn solution(&self, with_table: bool, control: &dyn Control) -> Result<Value, SolveError> {
        super::solution::solution(self, with_table, control)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn parse(v: Value) -> Result<Setup, FieldError> {
        let Value::Object(obj) = v else { panic!() };
        Setup::parse(&obj, &mut FileRead::default())
    }

    #[test]
    fn fields_are_checked_and_written_back() {
        let s = parse(json!({"rules": "start = 0", "misere": true})).unwrap();
        assert_eq!(
            s,
            Setup {
                rules: "start = 0".into(),
                misere: true
            }
        );
        assert!(!parse(json!({"rules": "x", "misere": null})).unwrap().misere);
        assert_eq!(
            parse(json!({"misere": true})).unwrap_err().to_string(),
            "missing field \"rules\" (required for game \"custom\")"
        );
        assert_eq!(
            parse(json!({"rules": 3})).unwrap_err().to_string(),
            "rules: expected a string (the rules as a program), found 3"
        );
        assert_eq!(
            parse(json!({"rules": "", "misere": "yes"}))
                .unwrap_err()
                .to_string(),
            "misere: expected true or false, found the string \"yes\""
        );
        // write: misere only when true, or as the file had it
        let mut obj = Map::new();
        Setup {
            rules: "r".into(),
            misere: false,
        }
        .write(&mut obj, &Map::new());
        assert_eq!(Value::Object(obj), json!({"rules": "r"}));
        let mut file = FileRead::default();
        let Value::Object(src) = json!({"rules": "r", "misere": false}) else {
            panic!()
        };
        let s = Setup::parse(&src, &mut file).unwrap();
        let mut obj = Map::new();
        s.write(&mut obj, &file.written_as);
        assert_eq!(Value::Object(obj), json!({"rules": "r", "misere": false}));
    }
}
