//! Cat and Mouse in lessons: its tab's panes and what a step may point at.

use super::{LessonGame, Pointers, panes};
use crate::games::cat_mouse::Setup;

panes! {
    /// Which view the Cat and Mouse tab's central panel shows.
    CatMousePane, crate::i18n::cat_mouse::tr;
    /// The graph editor.
    Edit = "edit", view_edit;
    /// The optimal game on the graph and the outcome heatmaps.
    Solution = "solution", view_solution;
    /// The retrograde propagation, position by position.
    Order = "order", view_order;
    /// Retrograde against the turn-bounded DP.
    Compare = "compare", view_compare;
    /// A game against the computer.
    Play = "play", view_play;
}

impl LessonGame for Setup {
    type Pane = CatMousePane;
    fn pointers(&self) -> Pointers {
        let n = self.graph.n();
        Pointers {
            highlights: true,
            position_nodes: Some(n),
            ..Pointers::new(n as u64, 0)
        }
    }
}
