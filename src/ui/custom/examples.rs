//! The Examples menu of the Game Lab: the library of examples lives with the engine
//! (`games::custom::examples`: rules, titles and problem statements in both languages), the same
//! programs as the bundled `saves/custom-*.json`.

pub use crate::games::custom::examples::EXAMPLES;
