//! Scenario files: one JSON object per `.json` file (see `shared/CONTRACT.md`).
//!
//! This module is the envelope: the version, the game's name, title and notes, the size limits,
//! loading, and the fields kept on a round trip. The game's own fields are read and written by
//! the game ([`GameSpec`](crate::games::GameSpec), in `src/games/<game>/file.rs`).
//!
//! Reading goes through [`Scenario::from_json`], which checks every field by hand so that each
//! message names the field, the index or the limit at fault. Writing produces the current
//! [`VERSION`]; fields this version does not know are kept as they were, so a round trip loses
//! nothing. Saves are atomic ([`crate::atomic::write_atomic`]), so a failed save never damages the
//! old file.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use serde_json::{Map, Value};

use crate::atomic::{WriteError, write_atomic};
/// The game of a scenario (defined by the registry of games, [`crate::games`]).
pub use crate::games::Game;
use crate::games::GameKind;
use crate::games::fields::{FieldError, FileRead, describe, int_i64, optional_string, wrong_type};

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

/// A whole scenario: the game plus the optional fields kept on a round trip.
#[derive(Debug, Clone, PartialEq)]
pub struct Scenario {
    pub game: Game,
    pub title: Option<String>,
    pub notes: Option<String>,
    /// Top-level fields this version does not interpret, kept in their original order (also
    /// `"title": null` and fields the game could not use, such as unusable `"positions"`, so
    /// that a round trip changes nothing).
    pub extra: Map<String, Value>,
    /// Fields of the game as the file wrote them, which the game writes back as they were while
    /// its value is unchanged (Cat and Mouse's `"positions"`: no rounding, `1` stays `1`).
    pub written_as: Map<String, Value>,
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
    #[error("not a text file: {}: invalid UTF-8 at byte {at}", path.display())]
    NotText { path: PathBuf, at: usize },
    /// `eof`: the text ended in the middle of a value (the file may be truncated).
    #[error("malformed JSON: {msg}{}", if *eof { " (is the file truncated?)" } else { "" })]
    Json { msg: String, eof: bool },
    #[error(
        "the file holds about {values} JSON values, more than the {MAX_JSON_VALUES} a scenario may have"
    )]
    TooManyValues { values: usize },
    /// `object` is the path of the object holding the key twice (empty: the top level).
    #[error("duplicate key \"{key}\" in {}", if object.is_empty() { "the top-level object" } else { object })]
    DuplicateKey { key: String, object: String },
    #[error("a scenario must be a JSON object, found {found}")]
    NotObject { found: String },
    #[error("missing field \"game\"")]
    MissingGame,
    /// `shown` is the name as the file wrote it, cut to 40 characters.
    #[error("game: unknown game \"{shown}\" (expected one of: {})", game_names())]
    UnknownGame { shown: String },
    /// A field (of the envelope or of the game) cannot be read.
    #[error(transparent)]
    Field(#[from] FieldError),
    #[error(
        "this file was written by a newer gamedp (format version {found}); this one reads versions up to {VERSION}"
    )]
    NewerVersion { found: i64 },
}

impl ScenarioError {
    /// The message for a file that could not be opened, naming the file (the errors of reading
    /// name it already; the others get it in front).
    pub fn in_file(&self, path: &Path) -> String {
        match self {
            ScenarioError::Read { .. }
            | ScenarioError::FileTooBig { .. }
            | ScenarioError::NotText { .. }
            | ScenarioError::Write(_) => self.to_string(),
            _ => format!("{}: {self}", path.display()),
        }
    }

    /// [`ScenarioError::in_file`] in the interface's language (the app's status bar and error
    /// window; `gamedp solve` prints the English `in_file`).
    pub fn localized_in_file(&self, path: &Path) -> String {
        use crate::games::fields::word;
        use crate::i18n::{Language, fill, language, tr};
        let t = tr();
        let body = match self {
            ScenarioError::Read { path, source } => {
                let chinese = language() == Language::Chinese;
                let reason = match source.kind() {
                    _ if source.to_string() == FOLDER => t.ferr_folder.to_string(),
                    std::io::ErrorKind::NotFound if chinese => t.ferr_no_such_file.to_string(),
                    std::io::ErrorKind::PermissionDenied if chinese => t.ferr_denied.to_string(),
                    _ => source.to_string(),
                };
                return fill(
                    t.ferr_read,
                    &[("path", &path.display()), ("reason", &reason)],
                );
            }
            ScenarioError::FileTooBig { path, size, limit } => {
                return fill(
                    t.ferr_too_big,
                    &[("path", &path.display()), ("size", size), ("limit", limit)],
                );
            }
            ScenarioError::NotText { path, at } => {
                return fill(t.ferr_not_text, &[("path", &path.display()), ("at", at)]);
            }
            ScenarioError::Write(_) => return self.to_string(),
            ScenarioError::Json { msg, eof } => {
                let mut text = fill(t.ferr_json, &[("msg", msg)]);
                if *eof {
                    text.push_str(t.ferr_truncated);
                }
                text
            }
            ScenarioError::TooManyValues { values } => fill(
                t.ferr_too_many_values,
                &[("values", values), ("max", &MAX_JSON_VALUES)],
            ),
            ScenarioError::DuplicateKey { key, object } if object.is_empty() => {
                fill(t.ferr_duplicate_top, &[("key", key)])
            }
            ScenarioError::DuplicateKey { key, object } => {
                fill(t.ferr_duplicate_in, &[("key", key), ("object", object)])
            }
            ScenarioError::NotObject { found } => {
                fill(t.ferr_not_object, &[("found", &word(found))])
            }
            ScenarioError::MissingGame => t.ferr_missing_game.to_string(),
            ScenarioError::UnknownGame { shown } => fill(
                t.ferr_unknown_game,
                &[("shown", shown), ("names", &game_names())],
            ),
            ScenarioError::Field(f) => f.localized(),
            ScenarioError::NewerVersion { found } => {
                fill(t.ferr_newer, &[("found", found), ("version", &VERSION)])
            }
        };
        format!("{}: {body}", path.display())
    }
}

/// Why a folder cannot be opened as a scenario.
const FOLDER: &str = "it is a folder, not a file";

/// The names of the games, as the unknown-game message lists them.
fn game_names() -> String {
    GameKind::ALL.map(GameKind::name).join(", ")
}

type Result<T, E = ScenarioError> = std::result::Result<T, E>;

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
    /// The title in the language `code` (`"en"`, `"zh"`): its entry in `"translations"`,
    /// otherwise `"title"`.
    pub fn title_in(&self, code: &str) -> Option<&str> {
        self.extra
            .get("translations")
            .and_then(|t| t.get(code))
            .and_then(|e| e.get("title"))
            .and_then(Value::as_str)
            .or(self.title.as_deref())
    }

    /// A scenario with just a game.
    pub fn new(game: Game) -> Self {
        Scenario {
            game,
            title: None,
            notes: None,
            extra: Map::new(),
            written_as: Map::new(),
            warnings: Vec::new(),
        }
    }

    /// Parse and check scenario text.
    pub fn from_json(text: &str) -> Result<Self> {
        let values = count_json_values(text);
        if values > MAX_JSON_VALUES {
            return Err(ScenarioError::TooManyValues { values });
        }
        let value: Value = serde_json::from_str(text).map_err(|e| ScenarioError::Json {
            msg: e.to_string(),
            eof: e.is_eof(),
        })?;
        if let Some((key, object)) = crate::duplicate_keys::first_duplicate(text) {
            return Err(ScenarioError::DuplicateKey { key, object });
        }
        Self::from_value(value)
    }

    /// Check an already parsed JSON value.
    pub fn from_value(value: Value) -> Result<Self> {
        let Value::Object(obj) = value else {
            return Err(ScenarioError::NotObject {
                found: describe(&value),
            });
        };
        if let Some(v) = obj.get("version") {
            let version = int_i64(v, "version")?;
            if version > VERSION {
                return Err(ScenarioError::NewerVersion { found: version });
            }
        }
        let kind = match obj.get("game") {
            None => return Err(ScenarioError::MissingGame),
            Some(Value::String(s)) => {
                GameKind::from_name(s).ok_or_else(|| ScenarioError::UnknownGame {
                    shown: s.chars().take(40).collect(),
                })?
            }
            Some(other) => return Err(wrong_type("game", "a string", other).into()),
        };
        let mut file = FileRead::default();
        let game = Game::parse(kind, &obj, &mut file)?;
        let title = optional_string(&obj, "title")?;
        let notes = optional_string(&obj, "notes")?;
        let own = kind.fields();
        let extra = obj
            .into_iter()
            .filter(|(k, v)| {
                let k = k.as_str();
                // kept as they are: fields of other games or of newer versions, a null title
                // or notes, and fields the game could not use
                let interpreted = (COMMON_FIELDS.contains(&k)
                    && !((k == "title" || k == "notes") && v.is_null()))
                    || (own.contains(&k) && !file.kept.contains(&k));
                !interpreted
            })
            .collect();
        Ok(Scenario {
            game,
            title,
            notes,
            extra,
            written_as: file.written_as,
            warnings: file.warnings,
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
                source: std::io::Error::other(FOLDER),
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
        let text = String::from_utf8(bytes).map_err(|e| ScenarioError::NotText {
            path: path.to_path_buf(),
            at: e.utf8_error().valid_up_to(),
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
        self.game.write(&mut obj, &self.written_as);
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

/// What decides a game's answers: its file fields as a JSON object, without those that only say
/// how it is drawn ([`GameSpec::LAYOUT_FIELDS`](crate::games::GameSpec::LAYOUT_FIELDS), such as
/// a graph's node positions). Two games with the same value are the same game to a lesson step
/// or a title.
pub fn described(game: &Game) -> Value {
    let mut value = Scenario::new(game.clone()).to_value();
    if let Value::Object(map) = &mut value {
        for field in game.kind().layout_fields() {
            map.remove(*field);
        }
        map.remove("title");
        map.remove("notes");
    }
    value
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
                // straight into the text, without a string per item
                let _ = write!(out, "{v}");
            }
            out.push(']');
        }
        other => out.push_str(&other.to_string()),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_message_of_a_file_that_cannot_be_opened_names_it() {
        let dir = tempfile::tempdir().unwrap();
        for (name, text) in [
            ("json.json", "{"),
            ("game.json", r#"{"game": "chess"}"#),
            ("utf8.json", "\u{0}\u{ff}"),
        ] {
            let path = dir.path().join(name);
            std::fs::write(&path, text).unwrap();
            let err = super::Scenario::load(&path).unwrap_err();
            let msg = err.in_file(&path);
            assert_eq!(msg.matches(name).count(), 1, "{msg}");
        }
        let missing = dir.path().join("missing.json");
        let msg = super::Scenario::load(&missing)
            .unwrap_err()
            .in_file(&missing);
        assert_eq!(msg.matches("missing.json").count(), 1, "{msg}");
    }

    use super::*;
    use crate::games::{cat_mouse, guess_number, stone};

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
            Game::Stone(stone::Setup {
                piles: vec![3, 9, 1, 2]
            })
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
        assert_eq!(
            err(r#"{"game":"x"}"#),
            "game: unknown game \"x\" (expected one of: stone, cat_mouse, guess_number, can_i_win, cat_mouse_ii, custom)"
        );
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
                game: Game::GuessNumber(guess_number::Setup { n }),
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
        assert_eq!(
            pile("-0").unwrap().game,
            Game::Stone(stone::Setup { piles: vec![0] })
        );
        assert_eq!(
            pile("-0.0").unwrap().game,
            Game::Stone(stone::Setup { piles: vec![0] })
        );
        assert_eq!(
            pile("-7e0").unwrap().game,
            Game::Stone(stone::Setup { piles: vec![-7] })
        );
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
        if let Game::CatMouse(cat_mouse::Setup {
            positions: Some(p), ..
        }) = &mut s.game
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
