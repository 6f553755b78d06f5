//! Guess Number II in lessons: its tab's panes and what a step may point at.

use super::{LessonGame, Pointers, panes};
use crate::games::guess_number::Setup;

panes! {
    /// Which view of the solution the Guess Number tab's central panel shows.
    GuessNumberPane, crate::i18n::guess_number::tr;
    /// Heatmap of `dp` and the cell inspector.
    Table = "table", view_table;
    /// The optimal strategy as a decision tree.
    Tree = "tree", view_tree;
    /// Play against the adversary.
    Play = "play", view_play;
    /// The memoised recursion's call tree (lesson 4).
    Calls = "calls", view_calls;
}

impl LessonGame for Setup {
    type Pane = GuessNumberPane;
    fn pointers(&self) -> Pointers {
        Pointers {
            interval_table: true,
            highlights: true,
            ..Pointers::new(self.n, 1)
        }
    }
}
