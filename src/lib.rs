//! gamedp: see game-theory dynamic programming.
//!
//! * [`games`] — the games, pure Rust with no UI: solvers, each game's fields in a scenario file
//!   and its `"solution"` object, and the registry listing the games.
//! * [`scenario`] — the scenario file's envelope; [`solve`] — solving a whole scenario.
//! * [`atomic`] — atomic file writes (saves, settings, exports); [`debug`] — developers' log.
//! * [`cli`] — the command line; [`figures`] — figures for slides (SVG, PNG, GIF).
//! * [`jobs`] — the background job runner every tab uses.
//! * [`code`] — each game's reference solution in Python, C++ and Java, lines marked for the
//!   Code pane.
//! * [`lessons`] — the bundled lessons (data from `assets/lessons/`, checked).
//! * [`i18n`] — every text a user reads, in English and Chinese.
//! * [`ui`] and [`app`] — the egui application.

#[cfg(feature = "gui")]
pub mod app;
pub mod atomic;
pub mod cli;
pub mod code;
pub mod debug;
mod duplicate_keys;
pub mod figures;
pub mod games;
pub mod i18n;
pub mod jobs;
pub mod lessons;
pub mod memory;
pub mod palette;
pub mod quiz;
pub mod scenario;
pub mod settings;
pub mod solve;
#[cfg(feature = "gui")]
pub mod ui;
