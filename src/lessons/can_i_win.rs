//! Can I Win in lessons: its tab's panes and what a step may point at.

use super::{LessonGame, Pointers, panes};
use crate::games::can_i_win::Setup;

panes! {
    /// Which view the Can I Win tab's central panel shows.
    CanIWinPane, crate::i18n::can_i_win::tr;
    /// The state explorer.
    Explorer = "explorer", view_explorer;
    /// Play against the computer.
    Play = "play", view_play;
}

impl LessonGame for Setup {
    type Pane = CanIWinPane;
    fn pointers(&self) -> Pointers {
        Pointers {
            used_sets: Some(self.max_choosable),
            ..Pointers::new(self.max_choosable, 1)
        }
    }
}
