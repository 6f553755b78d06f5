//! What the Code pane highlights in the stone tab: the cell the inspector explains or the fill
//! animation fills (the table view), the call the call tree selects, the write of the rolling
//! array; `base` on the diagonal, else `cell` and the end the solved table took; the whole row
//! (`answer`) when nothing is selected. Quiz mode keeps which end is better to itself.

use crate::code::Focus;
use crate::games::stone::{End, FillOrder, NetTable};
use crate::i18n::fill;
use crate::i18n::stone::tr as game_tr;
use crate::ui::framework::tab::TabCore;

use super::{StonePane, StoneView};

impl StoneView {
    /// The Code pane's focus (see `GameView::code_focus`).
    pub(super) fn focus(&self, core: &TabCore<Self>) -> Focus {
        let Some(solved) = core.slot.result() else {
            return Focus::default();
        };
        let Some(table) = solved.table.as_ref() else {
            return answer(solved.piles.len());
        };
        let quiz = self.quiz.on;
        let cell = match self.pane {
            StonePane::Table if quiz => self
                .table_view
                .selected
                .or_else(|| self.table_view.quiz.current()),
            StonePane::Table => self.table_view.selected,
            StonePane::Calls => self.calls_view.selected,
            StonePane::Rolling => self.rolling_view.current().map(|s| s.cell),
            StonePane::Line | StonePane::Play | StonePane::Parity => None,
        };
        match cell.filter(|&(i, j)| i <= j && j < table.n()) {
            Some(cell) => {
                let mut focus = cell_focus(table, cell, quiz);
                if self.pane == StonePane::Table
                    && self.table_view.anim.order == FillOrder::RowsBottomUp
                {
                    // the listing's loops go diagonal by diagonal: say that the order the
                    // animation shows fills the same cells from the same two neighbours
                    focus.caption = format!("{} {}", focus.caption, game_tr().code_other_order);
                }
                focus
            }
            None => answer(table.n()),
        }
    }
}

/// The whole row of `n` piles.
fn answer(n: usize) -> Focus {
    let j = n.saturating_sub(1);
    Focus::new(&["answer"], fill(game_tr().code_answer, &[("j", &j)]))
}

/// Cell `(i, j)`: the one pile on the diagonal, else the two choices and the end the solver
/// took. The listing compares with `>`: on a tie it takes the right pile, as the solver does.
fn cell_focus(table: &NetTable, (i, j): (usize, usize), quiz: bool) -> Focus {
    let t = game_tr();
    let p = table.piles();
    if i == j {
        return Focus::new(&["base"], fill(t.code_base, &[("i", &i), ("pile", &p[i])]));
    }
    if quiz {
        let caption = fill(t.code_quiz, &[("i", &i), ("j", &j)]);
        let hidden = crate::i18n::code::tr().quiz_hidden;
        return Focus::new(&["cell"], format!("{caption} {hidden}"));
    }
    // the listing's two candidates: the pile plus what is left as second player
    let left = p[i] + table.second(i + 1, j);
    let right = p[j] + table.second(i, j - 1);
    let args: [(&str, &dyn std::fmt::Display); 4] =
        [("i", &i), ("j", &j), ("left", &left), ("right", &right)];
    if table.is_tie(i, j) {
        Focus::new(&["cell", "take_right"], fill(t.code_tie, &args))
    } else if table.choice(i, j) == End::Left {
        Focus::new(&["cell", "take_left"], fill(t.code_left, &args))
    } else {
        Focus::new(&["cell", "take_right"], fill(t.code_right, &args))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;

    #[test]
    fn the_marks_follow_the_solved_table() {
        crate::i18n::set_language(crate::i18n::Language::English);
        // [3, 9, 1, 2]: dp[1][3] takes the left pile (9), dp[2][3] the right one (2)
        let t = NetTable::solve(&[3, 9, 1, 2], &NoControl).unwrap();
        let f = cell_focus(&t, (2, 2), false);
        assert_eq!(f.marks, ["base"]);
        let f = cell_focus(&t, (1, 3), false);
        assert_eq!(f.marks, ["cell", "take_left"]);
        assert!(
            f.caption.contains("dp[1][3]") && f.caption.contains("left"),
            "{f:?}"
        );
        let f = cell_focus(&t, (2, 3), false);
        assert_eq!(f.marks, ["cell", "take_right"]);
        let f = cell_focus(&t, (2, 3), true);
        assert_eq!(
            f.marks,
            ["cell"],
            "Quiz mode keeps the better end to itself"
        );
        assert!(!f.caption.contains("right pile is better"), "{f:?}");
        // a tie: the listing's > takes the right pile, as the solver and the inspector do
        let t = NetTable::solve(&[5, 5], &NoControl).unwrap();
        assert!(t.is_tie(0, 1));
        assert_eq!(t.choice(0, 1), End::Right);
        assert_eq!(cell_focus(&t, (0, 1), false).marks, ["cell", "take_right"]);
        assert_eq!(answer(4).marks, ["answer"]);
    }
}
