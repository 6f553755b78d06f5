//! Cat and Mouse (LeetCode 913): rules, solvers and helpers, pure Rust without UI.
//!
//! The game is played on an undirected graph with `n >= 3` nodes. Node 0 is the hole. The mouse
//! starts on node 1 and moves first, the cat starts on node 2. The player to move must move along
//! an edge; the cat may never enter the hole. The mouse wins on reaching the hole, the cat wins on
//! landing on the mouse (or when the mouse steps onto the cat), and a repeated position (same
//! nodes, same player to move) is a draw. Under optimal play the outcome of every position equals
//! the retrograde (backward induction) value where positions from which neither side can force a
//! win are draws.
//!
//! Positions where the player to move has no legal move (the mouse on an isolated node, the cat on
//! a node whose only neighbour is the hole) cannot be reached from any other position; every
//! solver here defines them as draws.
//!
//! Modules:
//! - [`graph`]: the validated [`Graph`], its errors, text parsing and formatting;
//! - [`retrograde`]: the [`Solution`] (outcomes, distances, best moves and the decision order for
//!   animation), [`solve`] and the queue solver [`solve_queue`], the reference;
//! - [`bitset`]: the bit-parallel solver behind [`solve`] and [`solve_outcome`], 64 positions
//!   per word (`bits`: its 64 × 64 transpose and the distance table);
//! - `cone`: the start's answer from the positions near the start ([`solve_start`], what
//!   `gamedp solve` writes without `--table`), the bit-parallel solver when that is not enough;
//! - [`turn_bounded`]: the seed article's `dp[mouse][cat][turns]` with a selectable turn bound, as
//!   a teaching comparison;
//! - [`compare`]: where the turn-bounded DP disagrees with retrograde analysis;
//! - [`play`]: a game move by move ([`PlayState`]) and how it ended ([`Ending`]);
//! - [`generate`]: random valid graphs (from the shared [`SplitMix64`]) and the presets;
//! - [`layout`]: circle and force-directed node layouts;
//! - `file` and `solution`: the game in a scenario file ([`Setup`]) and its `"solution"` object.

mod bits;
pub mod bitset;
pub mod compare;
mod cone;
mod csv_table;
pub mod draft;
mod file;
pub mod generate;
pub mod graph;
pub mod layout;
pub mod play;
pub mod retrograde;
mod solution;
pub mod turn_bounded;

pub use crate::games::rng::SplitMix64;
pub use compare::{Comparison, Disagreement, compare_with_retrograde};
pub use csv_table::table_csv;
pub use draft::{
    Draft, FORCE_ITERATIONS, edge_list_text, fit_positions, force_iterations, force_layout_lists,
    leetcode_text, lists_to_draft,
};
pub use file::Setup;
pub use generate::{Preset, RandomGraphSpec, preset, presets, random_graph};
pub use graph::{Graph, GraphError, MAX_NODES};
pub use layout::{circle_layout, force_layout};
pub use play::{Ending, MoveReport, PlayError, PlayState};
pub use retrograde::{
    MoveInfo, OutcomeCounts, RETROGRADE_WORK_LIMIT, Solution, StartAnswer, StartMethod,
    retrograde_memory_bytes, retrograde_memory_bytes_for, retrograde_work_estimate, solve,
    solve_outcome, solve_queue, solve_start, solve_start_with,
};
pub use solution::TABLE_EXPORT_MAX;
pub use turn_bounded::{
    TURN_BOUNDED_WORK_LIMIT, TurnBound, TurnBoundedSolution, solve_turn_bounded,
    turn_bounded_work_estimate,
};

use crate::games::SolveError;

/// The hole.
pub const HOLE: u32 = 0;
/// The mouse's start node.
pub const MOUSE_START: u32 = 1;
/// The cat's start node.
pub const CAT_START: u32 = 2;

/// The result of a position under optimal play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// The mouse can force reaching the hole.
    MouseWin,
    /// The cat can force catching the mouse.
    CatWin,
    /// Neither side can force a win.
    Draw,
}

impl Outcome {
    /// LeetCode 913's return code: 1 mouse wins, 2 cat wins, 0 draw.
    pub fn leetcode_code(self) -> i32 {
        match self {
            Outcome::MouseWin => 1,
            Outcome::CatWin => 2,
            Outcome::Draw => 0,
        }
    }

    /// The serde name: `"mouse_win"`, `"cat_win"` or `"draw"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::MouseWin => "mouse_win",
            Outcome::CatWin => "cat_win",
            Outcome::Draw => "draw",
        }
    }

    /// True if this outcome is a win for the player `turn`.
    pub fn is_win_for(self, turn: Turn) -> bool {
        matches!(
            (self, turn),
            (Outcome::MouseWin, Turn::Mouse) | (Outcome::CatWin, Turn::Cat)
        )
    }
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Outcome::MouseWin => "mouse wins",
            Outcome::CatWin => "cat wins",
            Outcome::Draw => "draw",
        })
    }
}

/// Whose turn it is.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Turn {
    /// The mouse moves next.
    Mouse,
    /// The cat moves next.
    Cat,
}

impl Turn {
    /// The other player.
    pub fn other(self) -> Turn {
        match self {
            Turn::Mouse => Turn::Cat,
            Turn::Cat => Turn::Mouse,
        }
    }
}

/// A game position: where the mouse and the cat are and who moves next.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Position {
    /// The mouse's node.
    pub mouse: u32,
    /// The cat's node (never 0 in a valid position).
    pub cat: u32,
    /// Who moves next.
    pub turn: Turn,
}

impl Position {
    /// The start position: mouse on 1, cat on 2, mouse to move.
    pub const START: Position = Position {
        mouse: MOUSE_START,
        cat: CAT_START,
        turn: Turn::Mouse,
    };

    /// Builds a position.
    pub fn new(mouse: u32, cat: u32, turn: Turn) -> Position {
        Position { mouse, cat, turn }
    }

    /// True if the position is valid on a graph with `n` nodes (`mouse < n`, `1 <= cat < n`).
    pub fn is_valid(&self, n: usize) -> bool {
        (self.mouse as usize) < n && self.cat != 0 && (self.cat as usize) < n
    }

    /// The game is over here: the outcome if so (mouse in the hole, or cat on the mouse).
    pub fn terminal_outcome(&self) -> Option<Outcome> {
        if self.mouse == HOLE {
            Some(Outcome::MouseWin)
        } else if self.mouse == self.cat {
            Some(Outcome::CatWin)
        } else {
            None
        }
    }

    /// The node of the player to move.
    pub fn mover_node(&self) -> u32 {
        match self.turn {
            Turn::Mouse => self.mouse,
            Turn::Cat => self.cat,
        }
    }

    /// The position after the player to move goes to `to` (legality is not checked).
    pub fn after_move(&self, to: u32) -> Position {
        match self.turn {
            Turn::Mouse => Position::new(to, self.cat, Turn::Cat),
            Turn::Cat => Position::new(self.mouse, to, Turn::Mouse),
        }
    }

    /// The legal destinations of the player to move, in the graph's neighbour order: none in a
    /// terminal position; the cat never goes to the hole. Invalid positions have no moves.
    pub fn legal_moves<'a>(&self, graph: &'a Graph) -> impl Iterator<Item = u32> + 'a {
        let ok = self.is_valid(graph.n()) && self.terminal_outcome().is_none();
        let turn = self.turn;
        let list: &'a [u32] = if ok {
            graph.neighbours(self.mover_node())
        } else {
            &[]
        };
        list.iter()
            .copied()
            .filter(move |&v| !(turn == Turn::Cat && v == HOLE))
    }
}

impl std::fmt::Display for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let who = match self.turn {
            Turn::Mouse => "mouse",
            Turn::Cat => "cat",
        };
        write!(f, "mouse {}, cat {}, {} to move", self.mouse, self.cat, who)
    }
}

impl From<GraphError> for SolveError {
    /// Too many nodes becomes [`SolveError::TooBig`] (unit "nodes"); every other problem becomes
    /// [`SolveError::Invalid`] with the error's message.
    fn from(e: GraphError) -> Self {
        match e {
            GraphError::TooManyNodes { n, limit } => SolveError::TooBig {
                what: "cat and mouse graph".to_string(),
                need: n,
                limit: limit as u64,
                unit: "nodes",
            },
            other => SolveError::Invalid(other.to_string()),
        }
    }
}
