//! Game Lab in lessons: its tab's panes and what a step may point at.

use super::{LessonGame, Pointers, panes};
use crate::games::custom::Setup;

panes! {
    /// Which view the Game Lab tab's central panel shows.
    CustomPane, crate::i18n::custom::tr;
    /// Every position with its outcome or value, and the inspector.
    Positions = "positions", view_positions;
    /// How to write rules.
    Guide = "guide", view_guide;
}

impl LessonGame for Setup {
    type Pane = CustomPane;
    fn pointers(&self) -> Pointers {
        // positions are only known once the rules have run: a step points at none
        Pointers::new(0, 0)
    }
}
