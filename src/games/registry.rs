//! The registry of games: every game is listed once, in [`with_games!`](crate::with_games)
//! below, and that one line gives it a [`GameKind`], a [`Game`] variant holding its inputs, and its place in
//! every dispatch (reading and writing scenario files, solving). Each game's module implements
//! [`GameSpec`] for its `Setup`; the compiler then refuses a game that misses a part.

use serde_json::{Map, Value};

use super::fields::{FieldError, FileRead};
use super::{Control, SolveError};

/// What a game provides besides its solvers and its drawing: its inputs in a scenario file and
/// its `"solution"` object. Implemented by each game's `Setup` (its inputs, already checked).
pub trait GameSpec: Sized + Clone + PartialEq + std::fmt::Debug {
    /// Which game this is.
    const KIND: GameKind;
    /// The top-level fields of a scenario file the game interprets; every other field is kept
    /// as it is.
    const FIELDS: &'static [&'static str];
    /// Those of [`GameSpec::FIELDS`] that only say how the game is drawn (a graph's node
    /// positions): they change no answer, so a lesson or a title does not tell games apart by
    /// them.
    const LAYOUT_FIELDS: &'static [&'static str] = &[];

    /// Read and check the game's inputs from a scenario object. Problems that do not stop the
    /// load, fields to keep as they were and values to write back exactly go to `file`.
    fn parse(obj: &Map<String, Value>, file: &mut FileRead) -> Result<Self, FieldError>;

    /// Write the inputs into a scenario object. `written_as` holds the values the parse
    /// remembered ([`FileRead::remember`]), to write back exactly while they are unchanged.
    fn write(&self, obj: &mut Map<String, Value>, written_as: &Map<String, Value>);

    /// The `"solution"` object of the contract; with `with_table` also the DP table(s), refused
    /// with [`SolveError::TooBig`] beyond the game's export limit.
    fn solution(&self, with_table: bool, control: &dyn Control) -> Result<Value, SolveError>;
}

/// The error for a `--table` export beyond a game's limit: `what` names the input
/// ("12 piles"), `need` and `limit` are counted in `unit`.
pub fn table_export_limit(what: &str, need: u64, limit: u64, unit: &'static str) -> SolveError {
    SolveError::TooBig {
        what: format!("the DP table for {what} (without the table, the solution alone is fine)"),
        need,
        limit,
        unit,
    }
}

/// Generates [`GameKind`], [`Game`] and their dispatch from the list of games
/// ([`with_games!`](crate::with_games)).
macro_rules! games {
    ($( $(#[$doc:meta])* $variant:ident($module:ident) = $name:literal, )+) => {
        /// Every game gamedp knows. Matching on it is exhaustive, so the compiler lists every
        /// place a new game must be handled.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum GameKind {
            $( $(#[$doc])* $variant, )+
        }

        impl GameKind {
            /// Every game, in tab order.
            pub const ALL: [GameKind; [$(GameKind::$variant),+].len()] = [$(GameKind::$variant),+];

            /// The game's name as in the `"game"` field of a scenario file.
            pub fn name(self) -> &'static str {
                match self {
                    $( GameKind::$variant => $name, )+
                }
            }

            /// The top-level fields of a scenario file the game interprets.
            pub fn fields(self) -> &'static [&'static str] {
                match self {
                    $( GameKind::$variant => <super::$module::Setup as GameSpec>::FIELDS, )+
                }
            }

            /// The game's tab label in the current language (its text table,
            /// `crate::i18n::<module>`).
            pub fn tab_label(self) -> &'static str {
                match self {
                    $( GameKind::$variant => crate::i18n::$module::tr().tab, )+
                }
            }

            /// What the status bar says while the game is solved, in the current language.
            pub fn solving_text(self) -> &'static str {
                match self {
                    $( GameKind::$variant => crate::i18n::$module::tr().solving, )+
                }
            }

            /// The fields that change no answer ([`GameSpec::LAYOUT_FIELDS`]).
            pub fn layout_fields(self) -> &'static [&'static str] {
                match self {
                    $( GameKind::$variant => {
                        <super::$module::Setup as GameSpec>::LAYOUT_FIELDS
                    } )+
                }
            }
        }

        /// A game and its inputs, already checked against the contract.
        #[derive(Debug, Clone, PartialEq)]
        pub enum Game {
            $( $(#[$doc])* $variant(super::$module::Setup), )+
        }

        impl Game {
            /// Which game this is.
            pub fn kind(&self) -> GameKind {
                match self {
                    $( Game::$variant(_) => GameKind::$variant, )+
                }
            }

            /// Read the inputs of game `kind` from a scenario object ([`GameSpec::parse`]).
            pub fn parse(
                kind: GameKind,
                obj: &Map<String, Value>,
                file: &mut FileRead,
            ) -> Result<Game, FieldError> {
                match kind {
                    $( GameKind::$variant => {
                        <super::$module::Setup as GameSpec>::parse(obj, file).map(Game::$variant)
                    } )+
                }
            }

            /// Write the inputs into a scenario object ([`GameSpec::write`]).
            pub fn write(&self, obj: &mut Map<String, Value>, written_as: &Map<String, Value>) {
                match self {
                    $( Game::$variant(setup) => setup.write(obj, written_as), )+
                }
            }

            /// The `"solution"` object ([`GameSpec::solution`]).
            pub fn solution(
                &self,
                with_table: bool,
                control: &dyn Control,
            ) -> Result<Value, SolveError> {
                match self {
                    $( Game::$variant(setup) => setup.solution(with_table, control), )+
                }
            }
        }

        $(
            impl From<super::$module::Setup> for Game {
                fn from(setup: super::$module::Setup) -> Game {
                    Game::$variant(setup)
                }
            }

            // each game's `GameSpec::KIND` is the variant it is registered as
            const _: () = assert!(
                <super::$module::Setup as GameSpec>::KIND as usize == GameKind::$variant as usize
            );
        )+
    };
}

/// **The list of games**, the only one: each line is `Variant(module) = "name"`, the variant of
/// [`GameKind`] and [`Game`], the game's module (`src/games/<module>/`, whose `Setup` implements
/// [`GameSpec`]) and its name in scenario files.
///
/// Every layer generates its dispatch from this list: `crate::with_games!(my_macro)` expands to
/// `my_macro! { <the list> }`, and `my_macro` writes the layer's `match` over the games, naming
/// each game's part of that layer through a trait on its `Setup` (the figures' `GameFigures`,
/// the lessons' `LessonGame`, the tabs' `GameUi`) or a module of the same name (its text
/// table, `crate::i18n::<module>`). A new game is its folders, one line here, and the `mod`
/// line of each folder; the compiler names every part it still misses.
#[macro_export]
macro_rules! with_games {
    ($callback:ident) => {
        $callback! {
            /// The take-from-either-end stone game.
            Stone(stone) = "stone",
            /// Cat and Mouse on an undirected graph.
            CatMouse(cat_mouse) = "cat_mouse",
            /// Guess Number Higher or Lower II on `1..=n`.
            GuessNumber(guess_number) = "guess_number",
            /// Can I Win.
            CanIWin(can_i_win) = "can_i_win",
            /// Cat and Mouse II on a grid (LeetCode 1728).
            CatMouseII(cat_mouse_ii) = "cat_mouse_ii",
            /// Game Lab: any game whose rules are written as a program.
            Custom(custom) = "custom",
        }
    };
}

crate::with_games!(games);

impl Game {
    /// The `"game"` field for this game.
    pub fn name(&self) -> &'static str {
        self.kind().name()
    }
}

impl GameKind {
    /// The game called `name` in scenario files.
    pub fn from_name(name: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|k| k.name() == name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_fields_belong_to_one_game_each() {
        for kind in GameKind::ALL {
            assert_eq!(GameKind::from_name(kind.name()), Some(kind));
            for other in GameKind::ALL {
                if other != kind {
                    assert_ne!(other.name(), kind.name());
                }
            }
        }
        assert_eq!(GameKind::from_name("chess"), None);
        assert_eq!(GameKind::CatMouse.fields(), ["graph", "positions"]);
        let game = Game::from(super::super::guess_number::Setup { n: 10 });
        assert_eq!(game.kind(), GameKind::GuessNumber);
        assert_eq!(game.name(), "guess_number");
    }
}
