//! Scenario files: one JSON object per `.json` file (see `shared/CONTRACT.md`).
//!
//! Reading goes through [`Scenario::from_json`], which checks every field by hand so that each
//! message names the field, the index or the limit at fault. Writing produces the current
//! [`VERSION`]; fields this version does not know are kept as they were, so a round trip loses
//! nothing. Saves are atomic ([`crate::atomic::write_atomic`], re-exported here for the callers
//! that know it by this path), so a failed save never damages the old file.

use std::path::{Path, PathBuf};

use serde_json::{Map, Value};

pub use crate::atomic::{WriteError, write_atomic};
use crate::games::cat_mouse;

/// The scenario format version this program writes (and the newest it reads).
pub const VERSION: i64 = 1;

/// Largest scenario file we read, in bytes: checked before reading it into memory. The largest
/// inputs the solvers accept take a few MB (100,000 piles are about 2 MB).
pub const MAX_FILE_BYTES: u64 = 32 << 20;

/// Most JSON values (numbers, strings, arrays, …) a scenario may hold: counted with a cheap scan
/// of the text before it is parsed, so that parsing never builds a huge tree.
pub const MAX_JSON_VALUES: usize = 2_000_000;

/// Top-level fields every scenario may have, interpreted by this version.
const COMMON_FIELDS: &[&str] = &["version", "game", "title", "notes", "solution"];

/// The fields a game interprets; every other field is kept as it is.
fn game_fields(game: &str) -> &'static [&'static str] {
    match game {
        "stone" => &["piles"],
        "cat_mouse" => &["graph", "positions"],
        "guess_number" => &["n"],
        "can_i_win" => &["max_choosable", "desired_total"],
        _ => &[],
    }
}

/// The names of the games, as written in the `"game"` field.
pub const GAME_NAMES: &[&str] = &["stone", "cat_mouse", "guess_number", "can_i_win"];

/// A game and its inputs, already checked against the contract.
#[derive(Debug, Clone, PartialEq)]
pub enum Game {
    /// The take-from-either-end stone game.
    Stone { piles: Vec<i64> },
    /// Cat and Mouse on an undirected graph; `positions` are the editor's node positions
    /// (one `[x, y]` per node), if the file has them.
    CatMouse {
        graph: cat_mouse::Graph,
        positions: Option<Vec<[f32; 2]>>,
    },
    /// Guess Number Higher or Lower II on `1..=n`.
    GuessNumber { n: u64 },
    /// Can I Win.
    CanIWin {
        max_choosable: u64,
        desired_total: i64,
    },
}

impl Game {
    /// The `"game"` field for this game.
    pub fn name(&self) -> &'static str {
        self.kind().name()
    }

    /// Which game this is.
    pub fn kind(&self) -> crate::games::GameKind {
        use crate::games::GameKind;
        match self {
            Game::Stone { .. } => GameKind::Stone,
            Game::CatMouse { .. } => GameKind::CatMouse,
            Game::GuessNumber { .. } => GameKind::GuessNumber,
            Game::CanIWin { .. } => GameKind::CanIWin,
        }
    }
}

/// A whole scenario: the game plus the optional fields kept on a round trip.
#[derive(Debug, Clone, PartialEq)]
pub struct Scenario {
    pub game: Game,
    pub title: Option<String>,
    pub notes: Option<String>,
    /// Top-level fields this version does not interpret, kept in their original order (also
    /// `"title": null` and unusable `"positions"`, so that a round trip changes nothing).
    pub extra: Map<String, Value>,
    /// The `"positions"` value as the file wrote it, and what it was read as: written back as it
    /// was while the positions are unchanged (no rounding, `1` stays `1`).
    pub positions_source: Option<(Vec<[f32; 2]>, Value)>,
    /// Problems that did not stop the load (for example unusable node positions).
    pub warnings: Vec<String>,
}

/// Why a scenario could not be read or written. The text names the field, index or limit.
#[derive(Debug, thiserror::Error)]
pub enum ScenarioError {
    #[error("cannot read {path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error(transparent)]
    Write(#[from] WriteError),
    #[error("{path}: the file is {size} bytes, more than the {limit} bytes a scenario may have")]
    FileTooBig {
        path: PathBuf,
        size: u64,
        limit: u64,
    },
    #[error("not a text file: {0}")]
    NotText(String),
    #[error("malformed JSON: {0}")]
    Json(String),
    #[error("{0}")]
    Field(String),
    #[error(
        "this file was written by a newer gamedp (format version {found}); this one reads versions up to {VERSION}"
    )]
    NewerVersion { found: i64 },
}

impl ScenarioError {
    fn field(msg: impl Into<String>) -> Self {
        ScenarioError::Field(msg.into())
    }
}

type Result<T, E = ScenarioError> = std::result::Result<T, E>;

/// Describe a JSON value's type for messages ("a string", "3.5").
fn describe(v: &Value) -> String {
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

/// Largest integer a JSON number with a fraction or an exponent can stand for exactly (2^53).
const EXACT_FLOAT_INT: f64 = 9_007_199_254_740_992.0;

/// The integer a JSON number stands for. Like JSON Schema's "integer": `3`, `-0`, `3.0` and
/// `1e2` are integers, `2.5` is not; a number written with a fraction or an exponent must be
/// exact (at most 2^53 in size). The result may be beyond i64: callers check their range.
fn integer(v: &Value, name: &str) -> Result<i128> {
    let Value::Number(n) = v else {
        return Err(ScenarioError::field(format!(
            "{name}: expected an integer, found {}",
            describe(v)
        )));
    };
    if let Some(i) = n.as_i64() {
        return Ok(i as i128);
    }
    if let Some(u) = n.as_u64() {
        return Ok(u as i128);
    }
    let text = n.to_string();
    let digits = text.strip_prefix('-').unwrap_or(&text);
    if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        // an integer literal beyond u64
        return Err(ScenarioError::field(format!(
            "{name}: {text} does not fit in a 64-bit signed integer (at most {})",
            i64::MAX
        )));
    }
    match n.as_f64() {
        Some(f) if f.is_finite() && f.fract() == 0.0 => {
            if f.abs() <= EXACT_FLOAT_INT {
                Ok(f as i128)
            } else if f.abs() >= 9.223_372_036_854_776e18 {
                Err(ScenarioError::field(format!(
                    "{name}: {text} does not fit in a 64-bit signed integer (at most {})",
                    i64::MAX
                )))
            } else {
                Err(ScenarioError::field(format!(
                    "{name}: {text} is too large to be read exactly in this form; write it as digits only"
                )))
            }
        }
        _ => Err(ScenarioError::field(format!(
            "{name}: expected an integer, found {text}"
        ))),
    }
}

/// An integer field that must fit in i64.
fn int_i64(v: &Value, name: &str) -> Result<i64> {
    let i = integer(v, name)?;
    i64::try_from(i).map_err(|_| {
        ScenarioError::field(format!(
            "{name}: {i} does not fit in a 64-bit signed integer (at most {})",
            i64::MAX
        ))
    })
}

/// An integer field that must be at least `min` (and fit in i64).
fn int_at_least(v: &Value, name: &str, min: u64) -> Result<u64> {
    let i = int_i64(v, name)?;
    if i < min as i64 {
        return Err(ScenarioError::field(format!(
            "{name}: must be at least {min}, found {i}"
        )));
    }
    Ok(i as u64)
}

fn optional_string(obj: &Map<String, Value>, name: &str) -> Result<Option<String>> {
    match obj.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(other) => Err(ScenarioError::field(format!(
            "{name}: expected a string, found {}",
            describe(other)
        ))),
    }
}

fn required<'a>(obj: &'a Map<String, Value>, name: &str, game: &str) -> Result<&'a Value> {
    obj.get(name).ok_or_else(|| {
        ScenarioError::field(format!(
            "missing field \"{name}\" (required for game \"{game}\")"
        ))
    })
}

fn parse_piles(v: &Value) -> Result<Vec<i64>> {
    let Value::Array(items) = v else {
        return Err(ScenarioError::field(format!(
            "piles: expected an array of integers, found {}",
            describe(v)
        )));
    };
    if items.is_empty() {
        return Err(ScenarioError::field("piles: at least one pile is needed"));
    }
    if items.len() > crate::games::stone::MAX_PILES {
        return Err(ScenarioError::field(format!(
            "piles: {} piles, more than the limit of {}",
            items.len(),
            crate::games::stone::MAX_PILES
        )));
    }
    let piles = items
        .iter()
        .enumerate()
        .map(|(k, item)| int_i64(item, &format!("piles[{k}]")))
        .collect::<Result<Vec<_>>>()?;
    crate::games::stone::check_piles(&piles).map_err(|e| ScenarioError::field(e.to_string()))?;
    Ok(piles)
}

fn parse_graph(v: &Value) -> Result<cat_mouse::Graph> {
    let Value::Array(rows) = v else {
        return Err(ScenarioError::field(format!(
            "graph: expected an array of adjacency lists, found {}",
            describe(v)
        )));
    };
    if rows.len() > cat_mouse::MAX_NODES {
        return Err(ScenarioError::field(format!(
            "graph: {} nodes, more than the limit of {}",
            rows.len(),
            cat_mouse::MAX_NODES
        )));
    }
    let mut raw = Vec::with_capacity(rows.len());
    for (u, row) in rows.iter().enumerate() {
        let Value::Array(items) = row else {
            return Err(ScenarioError::field(format!(
                "graph[{u}]: expected an array of node numbers, found {}",
                describe(row)
            )));
        };
        if items.len() > rows.len() {
            return Err(ScenarioError::field(format!(
                "graph[{u}]: node {u} lists {} neighbours but the graph has only {} nodes",
                items.len(),
                rows.len()
            )));
        }
        let list = items
            .iter()
            .enumerate()
            .map(|(k, item)| int_i64(item, &format!("graph[{u}][{k}]")))
            .collect::<Result<Vec<_>>>()?;
        raw.push(list);
    }
    cat_mouse::Graph::new_validated(&raw).map_err(|e| ScenarioError::field(format!("graph: {e}")))
}

/// Node positions are presentation only: unusable ones are ignored by the editor (which lays the
/// graph out anew) but kept in the file, with a warning.
fn parse_positions(v: &Value, n: usize) -> Option<Vec<[f32; 2]>> {
    let items = v.as_array()?;
    if items.len() != n {
        return None;
    }
    items
        .iter()
        .map(|p| {
            let xy = p.as_array()?;
            if xy.len() != 2 {
                return None;
            }
            let x = xy[0].as_f64()? as f32;
            let y = xy[1].as_f64()? as f32;
            (x.is_finite() && y.is_finite()).then_some([x, y])
        })
        .collect()
}

/// Count the JSON values in `text` (an upper bound: commas, brackets and braces outside strings,
/// plus one) without building anything.
pub fn count_json_values(text: &str) -> usize {
    let mut count = 1;
    let mut in_string = false;
    let mut escaped = false;
    for b in text.bytes() {
        if in_string {
            if escaped {
                escaped = false;
            } else if b == b'\\' {
                escaped = true;
            } else if b == b'"' {
                in_string = false;
            }
        } else {
            match b {
                b'"' => in_string = true,
                b',' | b'[' | b'{' => count += 1,
                _ => {}
            }
        }
    }
    count
}

impl Scenario {
    /// A scenario with just a game.
    pub fn new(game: Game) -> Self {
        Scenario {
            game,
            title: None,
            notes: None,
            extra: Map::new(),
            positions_source: None,
            warnings: Vec::new(),
        }
    }

    /// Parse and check scenario text.
    pub fn from_json(text: &str) -> Result<Self> {
        let values = count_json_values(text);
        if values > MAX_JSON_VALUES {
            return Err(ScenarioError::field(format!(
                "the file holds about {values} JSON values, more than the {MAX_JSON_VALUES} a scenario may have"
            )));
        }
        let value: Value = serde_json::from_str(text).map_err(|e| {
            let msg = e.to_string();
            if e.is_eof() {
                ScenarioError::Json(format!("{msg} (is the file truncated?)"))
            } else {
                ScenarioError::Json(msg)
            }
        })?;
        Self::from_value(value)
    }

    /// Check an already parsed JSON value.
    pub fn from_value(value: Value) -> Result<Self> {
        let Value::Object(obj) = value else {
            return Err(ScenarioError::field(format!(
                "a scenario must be a JSON object, found {}",
                describe(&value)
            )));
        };
        if let Some(v) = obj.get("version") {
            let version = int_i64(v, "version")?;
            if version > VERSION {
                return Err(ScenarioError::NewerVersion { found: version });
            }
        }
        let game_name = match obj.get("game") {
            None => return Err(ScenarioError::field("missing field \"game\"")),
            Some(Value::String(s)) => s.as_str(),
            Some(other) => {
                return Err(ScenarioError::field(format!(
                    "game: expected a string, found {}",
                    describe(other)
                )));
            }
        };
        let mut warnings = Vec::new();
        let mut positions_source = None;
        let mut keep_positions = false;
        let game = match game_name {
            "stone" => Game::Stone {
                piles: parse_piles(required(&obj, "piles", game_name)?)?,
            },
            "cat_mouse" => {
                let graph = parse_graph(required(&obj, "graph", game_name)?)?;
                let positions = match obj.get("positions") {
                    None | Some(Value::Null) => None,
                    Some(v) => match parse_positions(v, graph.n()) {
                        Some(p) => {
                            positions_source = Some((p.clone(), v.clone()));
                            Some(p)
                        }
                        None => {
                            warnings.push(format!(
                                "positions: not {} pairs of numbers [x, y]; the editor lays the graph out anew (the field is kept in the file)",
                                graph.n()
                            ));
                            keep_positions = true;
                            None
                        }
                    },
                };
                Game::CatMouse { graph, positions }
            }
            "guess_number" => Game::GuessNumber {
                n: int_at_least(required(&obj, "n", game_name)?, "n", 1)?,
            },
            "can_i_win" => Game::CanIWin {
                max_choosable: int_at_least(
                    required(&obj, "max_choosable", game_name)?,
                    "max_choosable",
                    1,
                )?,
                desired_total: int_i64(
                    required(&obj, "desired_total", game_name)?,
                    "desired_total",
                )?,
            },
            other => {
                let shown: String = other.chars().take(40).collect();
                return Err(ScenarioError::field(format!(
                    "game: unknown game \"{shown}\" (expected one of: {})",
                    GAME_NAMES.join(", ")
                )));
            }
        };
        let title = optional_string(&obj, "title")?;
        let notes = optional_string(&obj, "notes")?;
        let own = game_fields(game_name);
        let extra = obj
            .into_iter()
            .filter(|(k, v)| {
                let k = k.as_str();
                // kept as they are: fields of other games or of newer versions, a null title
                // or notes, and positions the editor cannot use
                let interpreted = (COMMON_FIELDS.contains(&k)
                    && !((k == "title" || k == "notes") && v.is_null()))
                    || (own.contains(&k) && !(k == "positions" && (keep_positions || v.is_null())));
                !interpreted
            })
            .collect();
        Ok(Scenario {
            game,
            title,
            notes,
            extra,
            positions_source,
            warnings,
        })
    }

    /// Read and check a scenario file. The size is checked before the file is read.
    pub fn load(path: &Path) -> Result<Self> {
        let read_err = |source| ScenarioError::Read {
            path: path.to_path_buf(),
            source,
        };
        let meta = std::fs::metadata(path).map_err(read_err)?;
        if meta.is_dir() {
            return Err(ScenarioError::Read {
                path: path.to_path_buf(),
                source: std::io::Error::other("it is a folder, not a file"),
            });
        }
        if meta.len() > MAX_FILE_BYTES {
            return Err(ScenarioError::FileTooBig {
                path: path.to_path_buf(),
                size: meta.len(),
                limit: MAX_FILE_BYTES,
            });
        }
        let bytes = std::fs::read(path).map_err(read_err)?;
        let text = String::from_utf8(bytes).map_err(|e| {
            ScenarioError::NotText(format!(
                "{}: invalid UTF-8 at byte {}",
                path.display(),
                e.utf8_error().valid_up_to()
            ))
        })?;
        let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
        Self::from_json(text)
    }

    /// The scenario as a JSON object, in the current version, without a solution.
    pub fn to_value(&self) -> Value {
        let mut obj = Map::new();
        obj.insert("version".into(), VERSION.into());
        obj.insert("game".into(), self.game.name().into());
        if let Some(t) = &self.title {
            obj.insert("title".into(), t.clone().into());
        }
        if let Some(t) = &self.notes {
            obj.insert("notes".into(), t.clone().into());
        }
        match &self.game {
            Game::Stone { piles } => {
                obj.insert("piles".into(), piles.clone().into());
            }
            Game::CatMouse { graph, positions } => {
                obj.insert("graph".into(), graph.to_adjacency().into());
                match (positions, &self.positions_source) {
                    // unchanged since loading: exactly as the file wrote them
                    (Some(pos), Some((read, original))) if pos == read => {
                        obj.insert("positions".into(), original.clone());
                    }
                    (Some(pos), _) => {
                        let list: Vec<Value> = pos
                            .iter()
                            .map(|&[x, y]| Value::from(vec![round3(x), round3(y)]))
                            .collect();
                        obj.insert("positions".into(), list.into());
                    }
                    (None, _) => {}
                }
            }
            Game::GuessNumber { n } => {
                obj.insert("n".into(), (*n).into());
            }
            Game::CanIWin {
                max_choosable,
                desired_total,
            } => {
                obj.insert("max_choosable".into(), (*max_choosable).into());
                obj.insert("desired_total".into(), (*desired_total).into());
            }
        }
        for (k, v) in &self.extra {
            // a field the scenario now has itself (a title typed over a null one) wins
            if !obj.contains_key(k) {
                obj.insert(k.clone(), v.clone());
            }
        }
        Value::Object(obj)
    }

    /// Pretty JSON text of [`Scenario::to_value`], ending with a newline.
    pub fn to_json(&self) -> String {
        to_pretty(&self.to_value())
    }

    /// Save atomically to `path`.
    pub fn save(&self, path: &Path) -> Result<()> {
        Ok(write_atomic(path, self.to_json().as_bytes())?)
    }
}

fn round3(x: f32) -> f64 {
    ((x as f64) * 1000.0).round() / 1000.0
}

/// Pretty-printed JSON with a final newline. Objects are indented as usual; an array of plain
/// values (numbers, strings, …) stays on one line, so piles, adjacency lists and table rows read
/// like the LeetCode arrays they are.
pub fn to_pretty(value: &Value) -> String {
    let mut text = String::new();
    write_pretty(value, 0, &mut text);
    text.push('\n');
    text
}

fn is_flat(v: &Value) -> bool {
    !matches!(v, Value::Array(_) | Value::Object(_))
}

fn write_pretty(value: &Value, indent: usize, out: &mut String) {
    let pad = |n: usize| "  ".repeat(n);
    match value {
        Value::Object(map) if !map.is_empty() => {
            out.push_str("{\n");
            for (k, (key, v)) in map.iter().enumerate() {
                out.push_str(&pad(indent + 1));
                out.push_str(&Value::String(key.clone()).to_string());
                out.push_str(": ");
                write_pretty(v, indent + 1, out);
                if k + 1 < map.len() {
                    out.push(',');
                }
                out.push('\n');
            }
            out.push_str(&pad(indent));
            out.push('}');
        }
        Value::Array(items) if !items.is_empty() && !items.iter().all(is_flat) => {
            out.push_str("[\n");
            for (k, v) in items.iter().enumerate() {
                out.push_str(&pad(indent + 1));
                write_pretty(v, indent + 1, out);
                if k + 1 < items.len() {
                    out.push(',');
                }
                out.push('\n');
            }
            out.push_str(&pad(indent));
            out.push(']');
        }
        Value::Array(items) => {
            out.push('[');
            for (k, v) in items.iter().enumerate() {
                if k > 0 {
                    out.push_str(", ");
                }
                out.push_str(&v.to_string());
            }
            out.push(']');
        }
        other => out.push_str(&other.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(text: &str) -> String {
        Scenario::from_json(text).unwrap_err().to_string()
    }

    #[test]
    fn stone_round_trip_keeps_unknown_fields() {
        let text =
            r#"{"game":"stone","piles":[3,9,1,2],"title":"seed","notes":"n","future":{"a":1}}"#;
        let s = Scenario::from_json(text).unwrap();
        assert_eq!(
            s.game,
            Game::Stone {
                piles: vec![3, 9, 1, 2]
            }
        );
        let back = Scenario::from_json(&s.to_json()).unwrap();
        assert_eq!(back, s);
        assert_eq!(s.to_value()["future"]["a"], 1);
        assert_eq!(s.to_value()["version"], VERSION);
    }

    #[test]
    fn messages_name_the_field() {
        assert!(err(r#"{"game":"stone","piles":[1,"x"]}"#).contains("piles[1]"));
        assert!(err(r#"{"game":"stone","piles":[1,2.5]}"#).contains("piles[1]"));
        assert!(err(r#"{"game":"stone","piles":[]}"#).contains("at least one"));
        assert!(err(r#"{"game":"stone"}"#).contains("\"piles\""));
        assert!(err(r#"{"piles":[1]}"#).contains("\"game\""));
        assert!(err(r#"{"game":"chess"}"#).contains("unknown game"));
        assert!(err(r#"{"game":7}"#).contains("game"));
        assert!(err(r#"[1,2]"#).contains("object"));
        assert!(err(r#"{"game":"guess_number","n":0}"#).contains("at least 1"));
        assert!(err(r#"{"game":"guess_number","n":-3}"#).contains("at least 1"));
        assert!(err(r#"{"game":"can_i_win","max_choosable":3}"#).contains("desired_total"));
        assert!(err(r#"{"game":"stone","piles":[1],"title":5}"#).contains("title"));
        assert!(err(r#"{"game":"stone","piles":[1], "#).contains("truncated"));
        assert!(err(r#"{"game":"stone","piles":[9223372036854775808]}"#).contains("piles[0]"));
        assert!(
            err(r#"{"game":"stone","piles":[9223372036854775807,1]}"#).contains("absolute values")
        );
    }

    #[test]
    fn newer_version_refused_older_read() {
        assert!(err(r#"{"version":2,"game":"guess_number","n":3}"#).contains("newer"));
        assert!(Scenario::from_json(r#"{"version":0,"game":"guess_number","n":3}"#).is_ok());
        assert!(err(r#"{"version":"1","game":"guess_number","n":3}"#).contains("version"));
    }

    #[test]
    fn pretty_output_is_valid_json_with_flat_rows() {
        let v: Value =
            serde_json::from_str(r#"{"a":[1,2,3],"b":[[1,2],[]],"c":{"d":"x\"y","e":[]},"f":{}}"#)
                .unwrap();
        let text = to_pretty(&v);
        assert_eq!(serde_json::from_str::<Value>(&text).unwrap(), v);
        assert!(text.contains("\"a\": [1, 2, 3]"), "{text}");
        assert!(text.contains("    [1, 2],\n    []\n"), "{text}");
    }

    #[test]
    fn integers_follow_json_schema() {
        let n = |text: &str| match Scenario::from_json(&format!(
            r#"{{"game":"guess_number","n":{text}}}"#
        )) {
            Ok(Scenario {
                game: Game::GuessNumber { n },
                ..
            }) => Ok(n),
            Ok(_) => unreachable!(),
            Err(e) => Err(e.to_string()),
        };
        assert_eq!(n("3"), Ok(3));
        assert_eq!(n("3.0"), Ok(3));
        assert_eq!(n("1e2"), Ok(100));
        assert_eq!(n("1E1"), Ok(10));
        assert!(
            n("2.5")
                .unwrap_err()
                .contains("expected an integer, found 2.5")
        );
        assert!(n("1e300").unwrap_err().contains("does not fit"));
        assert!(n("12345678901234567.0").unwrap_err().contains("exactly"));
        assert!(
            n("9223372036854775808")
                .unwrap_err()
                .contains("does not fit")
        );
        assert!(
            n("123456789012345678901234567890")
                .unwrap_err()
                .contains("does not fit")
        );
        let pile =
            |text: &str| Scenario::from_json(&format!(r#"{{"game":"stone","piles":[{text}]}}"#));
        assert_eq!(pile("-0").unwrap().game, Game::Stone { piles: vec![0] });
        assert_eq!(pile("-0.0").unwrap().game, Game::Stone { piles: vec![0] });
        assert_eq!(pile("-7e0").unwrap().game, Game::Stone { piles: vec![-7] });
    }

    #[test]
    fn a_round_trip_changes_nothing_it_does_not_interpret() {
        let text = r#"{"game":"cat_mouse","graph":[[2],[2],[0,1]],"positions":[[0.0001,0.9999],[0.1234,0.5],[1,2]],"title":null,"piles":[1],"n":5,"big":123456789012345678901234567890,"f":1e2}"#;
        let s = Scenario::from_json(text).unwrap();
        let v = s.to_value();
        let original: Value = serde_json::from_str(text).unwrap();
        for key in [
            "positions",
            "title",
            "piles",
            "n",
            "big",
            "f",
            "graph",
            "game",
        ] {
            assert_eq!(v[key].to_string(), original[key].to_string(), "{key}");
        }
        assert!(v.as_object().unwrap().contains_key("title"));
        // unusable positions are kept too, with a warning
        let s = Scenario::from_json(
            r#"{"game":"cat_mouse","graph":[[2],[2],[0,1]],"positions":"abc"}"#,
        )
        .unwrap();
        assert_eq!(s.warnings.len(), 1);
        assert_eq!(s.to_value()["positions"], "abc");
        assert_eq!(
            s.game,
            Scenario::from_json(r#"{"game":"cat_mouse","graph":[[2],[2],[0,1]]}"#)
                .unwrap()
                .game
        );
        // positions of another game are kept
        let s = Scenario::from_json(r#"{"game":"stone","piles":[1],"positions":[[0,0]]}"#).unwrap();
        assert_eq!(s.to_value()["positions"][0][0], 0);
        // a title typed over a null one wins
        let mut s = Scenario::from_json(r#"{"game":"stone","piles":[1],"title":null}"#).unwrap();
        s.title = Some("mine".into());
        assert_eq!(s.to_value()["title"], "mine");
        // moved positions are written anew
        let mut s = Scenario::from_json(text).unwrap();
        if let Game::CatMouse {
            positions: Some(p), ..
        } = &mut s.game
        {
            p[0] = [0.25, 0.75];
        }
        assert_eq!(s.to_value()["positions"][0].to_string(), "[0.25,0.75]");
    }

    #[test]
    fn too_many_values_are_refused_before_parsing() {
        let text = format!(
            r#"{{"game":"stone","piles":[{}1]}}"#,
            "1,".repeat(MAX_JSON_VALUES)
        );
        assert!(err(&text).contains("JSON values"));
        assert_eq!(count_json_values(r#"{"a":"x,[{","b":[1,2]}"#), 5);
        assert_eq!(count_json_values(r#"["a\"b,"]"#), 2);
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
        assert!(err(&deep).contains("JSON"));
    }
}
