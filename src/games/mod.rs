//! The games and their solvers: pure Rust, no UI.
//!
//! Every solver here is usable from the command line, the tests and the benchmarks without a
//! window. Long solves take a [`Control`] so that the caller can watch progress and cancel.
//!
//! A game is one folder: its solvers, its inputs in a scenario file (`file.rs`, the game's
//! `Setup`), its `"solution"` object (`solution.rs`), its limits and presets. The games are
//! listed once, in the registry, which generates [`GameKind`] and [`Game`]; each game's `Setup`
//! implements [`GameSpec`].

pub mod calls;
pub mod can_i_win;
pub mod cat_mouse;
pub mod cat_mouse_ii;
pub mod cores;
pub mod custom;
pub mod fields;
pub mod guess_number;
mod registry;
pub mod rng;
pub mod stone;
pub mod text;

pub use registry::{Game, GameKind, GameSpec, table_export_limit};

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// How a running solve reports progress and learns that it should stop.
///
/// Solvers call [`Control::progress`] now and then (not per cell) and stop with
/// [`SolveError::Cancelled`] once [`Control::cancelled`] is true.
pub trait Control: Sync {
    /// `done` of `total` units of work are finished.
    fn progress(&self, done: u64, total: u64);
    /// True once the caller no longer wants the result.
    fn cancelled(&self) -> bool;
}

/// A [`Control`] that ignores progress and never cancels (command line, tests, benchmarks).
pub struct NoControl;

impl Control for NoControl {
    fn progress(&self, _done: u64, _total: u64) {}
    fn cancelled(&self) -> bool {
        false
    }
}

/// A [`Control`] backed by atomics, handy for tests and for the job runner.
#[derive(Default)]
pub struct AtomicControl {
    pub cancel: AtomicBool,
    pub done: AtomicU64,
    pub total: AtomicU64,
}

impl Control for AtomicControl {
    fn progress(&self, done: u64, total: u64) {
        self.done.store(done, Ordering::Relaxed);
        self.total.store(total, Ordering::Relaxed);
    }
    fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }
}

/// Why a solve did not produce a result. The `Display` text is the English one-line message the
/// command line prints; the app translates from the variant's fields.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    /// The caller cancelled the solve.
    #[error("cancelled")]
    Cancelled,
    /// The input is too big for this solver: `what` needs `need`, the limit is `limit`.
    #[error("{what}: needs {need} {unit}, the limit is {limit} {unit}")]
    TooBig {
        what: String,
        need: u64,
        limit: u64,
        unit: &'static str,
    },
    /// The input is not a valid instance of the game.
    #[error("{0}")]
    Invalid(String),
}

/// Memory budget for one solve, in bytes. Inputs whose tables would need more are refused
/// before anything is allocated.
pub const MEMORY_BUDGET: u64 = 1 << 30;

/// Format a byte count for messages ("512 MiB").
pub fn human_bytes(bytes: u64) -> String {
    const UNITS: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    if unit == 0 {
        format!("{bytes} B")
    } else {
        format!("{value:.1} {}", UNITS[unit])
    }
}

/// Who wins a two-player game from some position, seen from the first player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    FirstWins,
    SecondWins,
    Tie,
}
