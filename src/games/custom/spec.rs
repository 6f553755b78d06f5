//! Game Lab in the registry: [`GameSpec`] for its [`Setup`], through the functions of `file.rs`.

use serde_json::{Map, Value};

use super::Setup;
use crate::games::fields::{FieldError, FileRead};
use crate::games::{Control, GameKind, GameSpec, SolveError};

impl GameSpec for Setup {
    const KIND: GameKind = GameKind::Custom;
    const FIELDS: &'static [&'static str] = Setup::FIELDS;

    fn parse(obj: &Map<String, Value>, file: &mut FileRead) -> Result<Self, FieldError> {
        Setup::parse(obj, file)
    }

    fn write(&self, obj: &mut Map<String, Value>, written_as: &Map<String, Value>) {
        Setup::write(self, obj, written_as)
    }

    fn solution(&self, with_table: bool, control: &dyn Control) -> Result<Value, SolveError> {
        Setup::solution(self, with_table, control)
    }
}
