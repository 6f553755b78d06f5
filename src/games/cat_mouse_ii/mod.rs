//! Cat and Mouse II (LeetCode 1728): rules and solver, pure Rust without UI.
//!
//! The board is a grid of walls (`#`) and floor (`.`) with a cat (`C`), a mouse (`M`) and food
//! (`F`) on floor cells. The mouse moves first, then they alternate. A move is a jump of 0 up to
//! the animal's jump length in one of the four directions, never onto or across a wall nor off
//! the grid (jumping over the other animal is allowed; 0 is staying put). After a move, both
//! animals on one cell (whoever moved there) or the cat on the food is a cat win; the mouse on
//! the food is a mouse win. The mouse must reach the food within [`MOVE_LIMIT`] moves (a move is
//! one player's jump), otherwise the cat wins.
//!
//! The solver ([`solve`]) is retrograde analysis over (mouse cell, cat cell, player to move) with
//! exact game lengths, the step after Cat and Mouse (913): positions neither side can force are
//! endless games, which the move limit gives to the cat, and so is a mouse win that takes more
//! than [`MOVE_LIMIT`] moves. On LeetCode's 8×8 boards the longest forced mouse win seen is about
//! 50 moves (a serpentine corridor: 53), far below the limit; on a 64×64 serpentine the mouse
//! needs 4,153 moves, and the limit turns that win into the cat's.
//!
//! Modules:
//! - [`grid`]: the checked [`Grid`], its errors, and the jumps from each cell ([`Jumps`]);
//! - [`solve`](mod@solve): the retrograde analysis and the [`Solution`];
//! - [`moves`]: the moves of a position and the optimal choice among them;
//! - `maze`: random mazes for the editor;
//! - [`play`]: a game in progress against the computer, with the move limit;
//! - [`review`]: how a move played compares with the best move (the cost of a mistake);
//! - [`draft`]: the grid being edited (maybe invalid for a while), its edits and the pasted text form;
//! - `file` and `solution`: the game in a scenario file ([`Setup`]) and its `"solution"` object.

mod csv_table;
pub mod draft;
mod file;
pub mod grid;
mod maze;
pub mod moves;
pub mod play;
pub mod review;
mod solution;
pub mod solve;
#[cfg(test)]
pub(crate) mod stay_rule;

pub use csv_table::table_csv;
pub use file::Setup;
pub use grid::{Cell, Grid, GridError, Jumps, MAX_SIDE};
pub use maze::random_maze;
pub use moves::{Ending, Move};
pub use solution::TABLE_EXPORT_MAX;
pub use solve::{
    MOVE_LIMIT, ORDER_MAX_CELLS, Position, Solution, Turn, Value, memory_bytes, mouse_wins,
    position_count, solve,
};
