//! What a lesson step may name in each game's tab, generated from the one list of games
//! ([`crate::with_games!`]): each game's [`LessonGame`] lives in `src/lessons/<game>.rs`, beside
//! the panes of its tab.

use crate::games::{Game, GameKind, GameSpec};

/// The views of a game's tab (the buttons along the top of its central area), each with the
/// name lesson files give it and its label. Declared with [`panes!`](crate::lessons::panes).
pub trait Pane: Copy + PartialEq + std::fmt::Debug + 'static {
    /// Every pane, in the order of the pane selector.
    const ALL: &'static [Self];
    /// The name a lesson step gives the pane (`view = "rolling"`).
    fn lesson_name(self) -> &'static str;
    /// The pane selector's label, in the current language.
    fn label(self) -> &'static str;
}

/// What a step may point at in a game's tab besides its views.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pointers {
    /// How many piles, numbers, nodes or cells the game has, and what they are numbered from.
    pub size: u64,
    pub first: u64,
    /// An interval table `dp[i][j]`: cells (`cell`) and a fill order (`fill_step`).
    pub interval_table: bool,
    /// Piles, numbers or nodes can be highlighted (`highlight`).
    pub highlights: bool,
    /// Positions (`position`) on a graph of this many nodes.
    pub position_nodes: Option<usize>,
    /// Used-sets (`mask`) of the numbers `1..=max`.
    pub used_sets: Option<u64>,
}

impl Pointers {
    /// A game of `size` things numbered from `first`, with nothing to point at yet.
    pub fn new(size: u64, first: u64) -> Pointers {
        Pointers {
            size,
            first,
            interval_table: false,
            highlights: false,
            position_nodes: None,
            used_sets: None,
        }
    }
}

/// What lessons need of a game: implemented for each game's `Setup` in `src/lessons/<game>.rs`.
pub trait LessonGame: GameSpec {
    /// The panes of the game's tab.
    type Pane: Pane;
    /// What a step may point at in this game.
    fn pointers(&self) -> Pointers;
}

macro_rules! lesson_games {
    ($( $(#[$doc:meta])* $variant:ident($module:ident) = $name:literal, )+) => {
        /// The views a step may name in a game's tab: its panes' lesson names.
        pub fn views(game: GameKind) -> Vec<&'static str> {
            match game {
                $( GameKind::$variant => names::<<crate::games::$module::Setup as LessonGame>::Pane>(), )+
            }
        }

        /// What a step may point at in `game`.
        pub fn pointers(game: &Game) -> Pointers {
            match game {
                $( Game::$variant(setup) => setup.pointers(), )+
            }
        }
    };
}

crate::with_games!(lesson_games);

fn names<P: Pane>() -> Vec<&'static str> {
    P::ALL.iter().map(|p| p.lesson_name()).collect()
}

/// Declares a tab's pane enum: `Name, text_table_fn; Variant = "lesson name", label_field; …`.
/// Gives it [`Pane`] and the same items as inherent ones (`ALL` as an array, `lesson_name`,
/// `from_lesson_name`, `label`), so the tab's code needs no trait in scope.
macro_rules! panes {
    (
        $(#[$meta:meta])* $name:ident, $tr:path;
        $( $(#[$doc:meta])* $variant:ident = $lesson:literal, $label:ident; )+
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum $name {
            $( $(#[$doc])* $variant, )+
        }

        impl $name {
            /// Every pane, in the order of the pane selector.
            pub const ALL: [$name; [$($name::$variant),+].len()] = [$($name::$variant),+];

            /// The name a lesson step gives the pane.
            pub fn lesson_name(self) -> &'static str {
                match self {
                    $( $name::$variant => $lesson, )+
                }
            }

            /// The pane a lesson step names, if any.
            pub fn from_lesson_name(name: &str) -> Option<$name> {
                Self::ALL.into_iter().find(|p| p.lesson_name() == name)
            }

            /// The pane selector's label, in the current language.
            pub fn label(self) -> &'static str {
                let t = $tr();
                match self {
                    $( $name::$variant => t.$label, )+
                }
            }
        }

        impl $crate::lessons::Pane for $name {
            const ALL: &'static [Self] = &$name::ALL;
            fn lesson_name(self) -> &'static str {
                $name::lesson_name(self)
            }
            fn label(self) -> &'static str {
                $name::label(self)
            }
        }
    };
}
pub(crate) use panes;
