//! The stone game in lessons: its tab's panes and what a step may point at.

use super::{LessonGame, Pointers, panes};
use crate::games::stone::Setup;

panes! {
    /// Which view of the solution the stone tab's central panel shows.
    StonePane, crate::i18n::stone::tr;
    /// The DP table's heatmap and the cell inspector.
    Table = "table", view_table;
    /// The optimal line of play.
    Line = "line", view_line;
    /// A game against the computer.
    Play = "play", view_play;
    /// The colours of LeetCode 877 (lesson 2).
    Parity = "parity", view_parity;
    /// The one-dimensional rolling array (lesson 3).
    Rolling = "rolling", view_rolling;
    /// The memoised recursion's call tree (lesson 4).
    Calls = "calls", view_calls;
}

impl LessonGame for Setup {
    type Pane = StonePane;
    fn pointers(&self) -> Pointers {
        Pointers {
            interval_table: true,
            highlights: true,
            ..Pointers::new(self.piles.len() as u64, 0)
        }
    }
}
