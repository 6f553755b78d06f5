//! Reading and writing a game's fields in a scenario file: the JSON helpers every game shares.
//!
//! Integers follow JSON Schema's "integer" ([`integer`]); every message names the field (with
//! its index, `piles[3]`) and what was found there ([`describe`]). A game's parse also gets a
//! [`FileRead`] to report problems that do not stop the load and to keep values exactly as the
//! file wrote them.

use serde_json::{Map, Value};

use super::SolveError;

/// Why a field of a scenario file cannot be read. The text names the field (with its index)
/// and the problem; it is the line `gamedp solve` prints after the file name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FieldError {
    /// A field the game needs is not in the file.
    #[error("missing field \"{field}\" (required for game \"{game}\")")]
    Missing { field: String, game: &'static str },
    /// The field holds another kind of value (`expected` is "an integer", "a string", …;
    /// `found` is [`describe`]'s text).
    #[error("{field}: expected {expected}, found {found}")]
    WrongType {
        field: String,
        expected: &'static str,
        found: String,
    },
    /// An integer beyond the range of i64 (`text` as the file wrote it).
    #[error("{field}: {text} does not fit in a 64-bit signed integer (at most {max})", max = i64::MAX)]
    NotI64 { field: String, text: String },
    /// An integer written with a fraction or an exponent that is too large to be exact.
    #[error(
        "{field}: {text} is too large to be read exactly in this form; write it as digits only"
    )]
    Inexact { field: String, text: String },
    /// An integer below the field's minimum.
    #[error("{field}: must be at least {min}, found {found}")]
    TooSmall { field: String, min: u64, found: i64 },
    /// A list longer than the game accepts (`what` names the items: "piles", "nodes").
    #[error("{field}: {count} {what}, more than the limit of {limit}")]
    TooMany {
        field: String,
        count: usize,
        what: &'static str,
        limit: usize,
    },
    /// Any other problem of a field's value, in the game's words.
    #[error("{field}: {problem}")]
    Invalid { field: String, problem: String },
    /// The game's solver refuses the input (its message names the field).
    #[error(transparent)]
    Solver(#[from] SolveError),
}

impl FieldError {
    /// The message in the interface's language (the `Display` text is `gamedp solve`'s English
    /// line). A game's own words for a value it refuses ([`FieldError::Invalid`], the solver's)
    /// stay as the game wrote them.
    pub fn localized(&self) -> String {
        use crate::i18n::{fill, tr};
        let t = tr();
        match self {
            FieldError::Missing { field, game } => {
                fill(t.ferr_missing, &[("field", field), ("game", game)])
            }
            FieldError::WrongType {
                field,
                expected,
                found,
            } => fill(
                t.ferr_type,
                &[
                    ("field", field),
                    ("expected", &word(expected)),
                    ("found", &word(found)),
                ],
            ),
            FieldError::NotI64 { field, text } => fill(
                t.ferr_not_i64,
                &[("field", field), ("text", text), ("max", &i64::MAX)],
            ),
            FieldError::Inexact { field, text } => {
                fill(t.ferr_inexact, &[("field", field), ("text", text)])
            }
            FieldError::TooSmall { field, min, found } => fill(
                t.ferr_too_small,
                &[("field", field), ("min", min), ("found", found)],
            ),
            FieldError::TooMany {
                field,
                count,
                what,
                limit,
            } => fill(
                t.ferr_too_many,
                &[
                    ("field", field),
                    ("count", count),
                    ("what", &word(what)),
                    ("limit", limit),
                ],
            ),
            FieldError::Invalid { .. } | FieldError::Solver(_) => self.to_string(),
        }
    }
}

/// A word of the file errors (a kind of value, [`describe`]'s text, a kind of item) in the
/// interface's language; one it does not know is kept as it is.
pub fn word(english: &str) -> String {
    let t = crate::i18n::tr();
    let known = match english {
        "a string" => t.fw_string,
        "an integer" => t.fw_integer,
        "true or false" => t.fw_bool,
        "an array of adjacency lists" => t.fw_adjacency,
        "an array of integers" => t.fw_integers,
        "an array of strings" => t.fw_strings,
        "an array" => t.fw_array,
        "an object" => t.fw_object,
        "piles" => t.fw_piles,
        "rows" => t.fw_rows,
        "nodes" => t.fw_nodes,
        _ => {
            return match english.strip_prefix("the string ") {
                Some(s) => crate::i18n::fill(t.fw_the_string, &[("s", &s)]),
                None => english.to_string(),
            };
        }
    };
    known.to_string()
}

/// What a game's parse reports besides its inputs.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct FileRead {
    /// Problems that did not stop the load (for example unusable node positions).
    pub warnings: Vec<String>,
    /// Fields the game interprets but could not use: the scenario keeps them as they were,
    /// beside the fields it does not know.
    pub kept: Vec<&'static str>,
    /// Fields as the file wrote them, for the game's write to put back exactly while the
    /// game's value is unchanged (no rounding, `1` stays `1`).
    pub written_as: Map<String, Value>,
}

impl FileRead {
    /// Report a problem that does not stop the load.
    pub fn warn(&mut self, warning: impl Into<String>) {
        self.warnings.push(warning.into());
    }

    /// Keep `field` in the file as it is, as if the game did not know it.
    pub fn keep(&mut self, field: &'static str) {
        self.kept.push(field);
    }

    /// Remember `field`'s value as the file wrote it.
    pub fn remember(&mut self, field: &str, value: &Value) {
        self.written_as.insert(field.to_owned(), value.clone());
    }
}

/// An `n` × `n` table as JSON rows for a DP over intervals `i..=j` (0-based): `cell(i, j)` on
/// and above the diagonal, `null` below it.
pub fn upper_triangle(n: usize, cell: &dyn Fn(usize, usize) -> Value) -> Value {
    Value::Array(
        (0..n)
            .map(|i| {
                Value::Array(
                    (0..n)
                        .map(|j| if j < i { Value::Null } else { cell(i, j) })
                        .collect(),
                )
            })
            .collect(),
    )
}

/// Describe a JSON value's type for messages ("a string", "3.5").
pub fn describe(v: &Value) -> String {
    match v {
        Value::Null => "null".into(),
        Value::Bool(b) => format!("{b}"),
        Value::Number(n) => format!("{n}"),
        Value::String(s) => {
            let short: String = s.chars().take(20).collect();
            if short.len() < s.len() {
                format!("the string \"{short}…\"")
            } else {
                format!("the string \"{short}\"")
            }
        }
        Value::Array(_) => "an array".into(),
        Value::Object(_) => "an object".into(),
    }
}

/// A [`FieldError::WrongType`] for the value `found` in `field`.
pub fn wrong_type(field: impl Into<String>, expected: &'static str, found: &Value) -> FieldError {
    FieldError::WrongType {
        field: field.into(),
        expected,
        found: describe(found),
    }
}

/// Largest integer a JSON number with a fraction or an exponent can stand for exactly (2^53).
const EXACT_FLOAT_INT: f64 = 9_007_199_254_740_992.0;

/// The integer a JSON number stands for. Like JSON Schema's "integer": `3`, `-0`, `3.0` and
/// `1e2` are integers, `2.5` is not; a number written with a fraction or an exponent must be
/// exact (at most 2^53 in size). The result may be beyond i64: callers check their range.
pub fn integer(v: &Value, name: &str) -> Result<i128, FieldError> {
    let Value::Number(n) = v else {
        return Err(wrong_type(name, "an integer", v));
    };
    if let Some(i) = n.as_i64() {
        return Ok(i as i128);
    }
    if let Some(u) = n.as_u64() {
        return Ok(u as i128);
    }
    let text = n.to_string();
    let not_i64 = || FieldError::NotI64 {
        field: name.to_owned(),
        text: text.clone(),
    };
    let digits = text.strip_prefix('-').unwrap_or(&text);
    if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        // an integer literal beyond u64
        return Err(not_i64());
    }
    let mantissa = digits.split(['e', 'E']).next().unwrap_or_default();
    match n.as_f64() {
        // beyond what a double holds (1e400: serde_json gives no double for it): an integer far
        // out of range, not a wrong type
        None => Err(not_i64()),
        Some(f) if f.is_infinite() => Err(not_i64()),
        // below what a double holds (1e-400): a tiny fraction, not 0
        Some(f) if f == 0.0 && mantissa.bytes().any(|b| (b'1'..=b'9').contains(&b)) => {
            Err(wrong_type(name, "an integer", v))
        }
        Some(f) if f.is_finite() && f.fract() == 0.0 => {
            if f.abs() <= EXACT_FLOAT_INT {
                Ok(f as i128)
            } else if f.abs() >= 9.223_372_036_854_776e18 {
                Err(not_i64())
            } else {
                Err(FieldError::Inexact {
                    field: name.to_owned(),
                    text,
                })
            }
        }
        _ => Err(wrong_type(name, "an integer", v)),
    }
}

/// An integer field that must fit in i64.
pub fn int_i64(v: &Value, name: &str) -> Result<i64, FieldError> {
    let i = integer(v, name)?;
    i64::try_from(i).map_err(|_| FieldError::NotI64 {
        field: name.to_owned(),
        text: i.to_string(),
    })
}

/// An integer field that must be at least `min` (and fit in i64).
pub fn int_at_least(v: &Value, name: &str, min: u64) -> Result<u64, FieldError> {
    let i = int_i64(v, name)?;
    if i < min as i64 {
        return Err(FieldError::TooSmall {
            field: name.to_owned(),
            min,
            found: i,
        });
    }
    Ok(i as u64)
}

/// An optional string field; `null` counts as absent.
pub fn optional_string(obj: &Map<String, Value>, name: &str) -> Result<Option<String>, FieldError> {
    match obj.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(other) => Err(wrong_type(name, "a string", other)),
    }
}

/// A field `game` needs.
pub fn required<'a>(
    obj: &'a Map<String, Value>,
    name: &str,
    game: &'static str,
) -> Result<&'a Value, FieldError> {
    obj.get(name).ok_or_else(|| FieldError::Missing {
        field: name.to_owned(),
        game,
    })
}
