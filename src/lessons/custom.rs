//! Game Lab in lessons: its tab's panes and what a step may point at.

use super::{LessonGame, Pointers, panes};
use crate::games::custom::Setup;

panes! {
    /// Which view the Game Lab tab's central panel shows.
    CustomPane, crate::i18n::custom::tr;
    /// Every position with its outcome or value, and the inspector.
    Positions = "positions", view_positions;
    /// The positions as a table: a heatmap of pairs, a strip of numbers with its period, or
    /// a sortable list.
    Table = "table", view_table;
    /// A game against the computer.
    Play = "play", view_play;
    /// Sums of games: the XOR of Grundy values against the sum solved.
    Sum = "sum", view_sum;
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
