//! Cat and Mouse II in lessons: its tab's panes and what a step may point at.

use super::{LessonGame, Pointers, panes};
use crate::games::cat_mouse_ii::Setup;

panes! {
    /// Which view the Cat and Mouse II tab's central panel shows.
    CatMouseIIPane, crate::i18n::cat_mouse_ii::tr;
    /// The grid to paint.
    Edit = "edit", view_edit;
    /// Outcome boards for a chosen cat cell.
    Outcomes = "outcomes", view_outcomes;
    /// The optimal game, step by step.
    Game = "game", view_game;
    /// A game against the computer.
    Play = "play", view_play;
    /// The solver's decisions, step by step.
    Order = "order", view_order;
}

impl LessonGame for Setup {
    type Pane = CatMouseIIPane;
    fn pointers(&self) -> Pointers {
        Pointers::new((self.grid.rows() * self.grid.cols()) as u64, 0)
    }
}
