//! Lessons: short guided walks through the seeds' ideas, one file per lesson under
//! `assets/lessons/`, English and Chinese side by side, bundled into the binary. No UI here: a
//! lesson is data (the text of each step and the state of the app the step shows) and its
//! checks; the app applies a step's state to its tabs.
//!
//! A step names the tab (`tab`, a game name), optionally the scenario it shows (`scenario`, the
//! same JSON object as a scenario file, written as a TOML inline table, whose `title` may be
//! `{ en = "…", zh = "…" }` to follow the interface's language), the view inside the tab
//! (`view`, see [`views`]), and what to point at: a table cell (`cell = [i, j]`), a Cat and Mouse
//! position (`position`), a step of the fill order (`fill_step`, `fill_order`), piles or nodes to
//! highlight (`highlight`), a Can I Win used-set (`mask`). A step that leaves a field out keeps the
//! previous step's tab and scenario; the pointers (cell, position, …) belong to one step only.

pub mod can_i_win;
pub mod cat_mouse;
pub mod cat_mouse_ii;
mod check;
pub mod custom;
mod game;
pub mod guess_number;
mod player;
mod shelf;
pub mod stone;

use serde::Deserialize;

use crate::games::GameKind;
use crate::i18n::Language;

pub use check::{LessonError, check};
pub(crate) use game::panes;
pub use game::{LessonGame, Pane, Pointers, pointers, views};
pub use player::{Move, Player, Progress};
pub use shelf::{Kept, Shelf};

/// Every bundled lesson file, in the order Help › Lessons lists them.
const FILES: &[(&str, &str)] = &[
    (
        "01-stone-basics.toml",
        include_str!("../../assets/lessons/01-stone-basics.toml"),
    ),
    (
        "02-stone-parity.toml",
        include_str!("../../assets/lessons/02-stone-parity.toml"),
    ),
    (
        "03-rolling-array.toml",
        include_str!("../../assets/lessons/03-rolling-array.toml"),
    ),
    (
        "04-top-down-bottom-up.toml",
        include_str!("../../assets/lessons/04-top-down-bottom-up.toml"),
    ),
    (
        "05-cat-and-mouse.toml",
        include_str!("../../assets/lessons/05-cat-and-mouse.toml"),
    ),
    (
        "06-guess-number.toml",
        include_str!("../../assets/lessons/06-guess-number.toml"),
    ),
    (
        "07-can-i-win.toml",
        include_str!("../../assets/lessons/07-can-i-win.toml"),
    ),
    (
        "08-cat-and-mouse-ii.toml",
        include_str!("../../assets/lessons/08-cat-and-mouse-ii.toml"),
    ),
    (
        "09-game-lab.toml",
        include_str!("../../assets/lessons/09-game-lab.toml"),
    ),
];

/// A text in both languages.
#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Text {
    pub en: String,
    pub zh: String,
}

impl Text {
    pub fn get(&self, lang: Language) -> &str {
        match lang {
            Language::English => &self.en,
            Language::Chinese => &self.zh,
        }
    }
}

/// Whose turn it is in a Cat and Mouse position.
#[derive(Debug, Clone, Copy, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Turn {
    Mouse,
    Cat,
}

/// A Cat and Mouse position: the two nodes and the player to move.
#[derive(Debug, Clone, Copy, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Position {
    pub mouse: usize,
    pub cat: usize,
    pub turn: Turn,
}

/// The order in which an interval table is filled.
#[derive(Debug, Clone, Copy, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum FillOrder {
    /// By interval length: the diagonal first, then the next diagonal up.
    Diagonal,
    /// Row by row from the bottom, each row left to right.
    Rows,
}

/// One step of a lesson, as written in its file.
#[derive(Debug, Clone, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct RawStep {
    pub tab: Option<String>,
    pub scenario: Option<toml::Table>,
    pub view: Option<String>,
    pub cell: Option<[u64; 2]>,
    pub position: Option<Position>,
    pub fill_step: Option<u64>,
    pub fill_order: Option<FillOrder>,
    #[serde(default)]
    pub highlight: Vec<u64>,
    pub mask: Option<u64>,
    pub en: String,
    pub zh: String,
}

#[derive(Debug, Clone, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
struct RawLesson {
    id: String,
    title: Text,
    steps: Vec<RawStep>,
}

/// One step with the tab and scenario it inherits filled in.
#[derive(Debug, Clone, PartialEq)]
pub struct Step {
    pub game: GameKind,
    /// The scenario the step shows, as a scenario file's JSON object (its `title` in English;
    /// [`Step::scenario_in`] gives it in the interface's language).
    pub scenario: serde_json::Value,
    /// The scenario's title in both languages, where the lesson gives it as
    /// `title = { en = "…", zh = "…" }`.
    pub title: Option<Text>,
    pub view: Option<String>,
    pub cell: Option<[u64; 2]>,
    pub position: Option<Position>,
    pub fill_step: Option<u64>,
    pub fill_order: Option<FillOrder>,
    pub highlight: Vec<u64>,
    pub mask: Option<u64>,
    pub text: Text,
}

impl Step {
    /// The scenario the step shows, titled in `lang`.
    pub fn scenario_in(&self, lang: Language) -> serde_json::Value {
        let mut scenario = self.scenario.clone();
        if let (Some(title), Some(object)) = (&self.title, scenario.as_object_mut()) {
            object.insert("title".into(), title.get(lang).into());
        }
        scenario
    }
}

/// A lesson: its id (the file's stem without the number), title and steps.
#[derive(Debug, Clone, PartialEq)]
pub struct Lesson {
    pub id: String,
    pub file: &'static str,
    pub title: Text,
    pub steps: Vec<Step>,
}

/// Every bundled lesson, read and checked. An error names the file and the step; the bundled
/// lessons are checked by the tests, so this fails only on a broken build.
pub fn all() -> Result<Vec<Lesson>, LessonError> {
    FILES.iter().map(|(name, text)| parse(name, text)).collect()
}

/// Read one lesson file and check it.
pub fn parse(file: &'static str, text: &str) -> Result<Lesson, LessonError> {
    let raw: RawLesson = toml::from_str(text).map_err(|e| LessonError::Syntax {
        file,
        message: e.message().to_string(),
    })?;
    let mut steps = Vec::with_capacity(raw.steps.len());
    let mut game = None;
    let mut scenario: Option<serde_json::Value> = None;
    let mut title: Option<Text> = None;
    for (k, s) in raw.steps.into_iter().enumerate() {
        let at = |message: String| LessonError::Step {
            file,
            step: k + 1,
            message,
        };
        if let Some(tab) = &s.tab {
            let kind =
                GameKind::from_name(tab).ok_or_else(|| at(format!("unknown tab \"{tab}\"")))?;
            if game != Some(kind) && s.scenario.is_none() {
                scenario = None;
                title = None;
            }
            game = Some(kind);
        }
        if let Some(mut table) = s.scenario {
            // a title in both languages: the scenario keeps the English one
            title = match table.get("title") {
                Some(toml::Value::Table(t)) => {
                    let text: Text = t
                        .clone()
                        .try_into()
                        .map_err(|e: toml::de::Error| at(format!("title: {}", e.message())))?;
                    table.insert("title".into(), text.en.clone().into());
                    Some(text)
                }
                _ => None,
            };
            let value = serde_json::to_value(&table).map_err(|e| at(e.to_string()))?;
            scenario = Some(value);
        }
        let kind = game.ok_or_else(|| at("no tab named yet".into()))?;
        let scenario = scenario
            .clone()
            .ok_or_else(|| at(format!("no scenario for the {} tab yet", kind.name())))?;
        steps.push(Step {
            game: kind,
            scenario,
            title: title.clone(),
            view: s.view,
            cell: s.cell,
            position: s.position,
            fill_step: s.fill_step,
            fill_order: s.fill_order,
            highlight: s.highlight,
            mask: s.mask,
            text: Text { en: s.en, zh: s.zh },
        });
    }
    let lesson = Lesson {
        id: raw.id,
        file,
        title: raw.title,
        steps,
    };
    check(&lesson)?;
    Ok(lesson)
}
