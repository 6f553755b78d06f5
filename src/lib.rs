//! gamedp: see game-theory dynamic programming.
//!
//! * [`games`] — the solvers, pure Rust with no UI.
//! * [`scenario`] — the scenario file format.
//! * [`cli`] — `gamedp solve`.
//! * [`jobs`] — the background job runner every tab uses.
//! * [`ui`] and [`app`] — the egui application.

pub mod cli;
pub mod games;
pub mod scenario;
pub mod solve;
