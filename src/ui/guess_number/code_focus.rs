//! What the Code pane highlights in the Guess Number tab: the interval the inspector explains
//! (the table view), the call the call tree selects, the interval left in the game against the
//! adversary; `base` for at most one number, else `cell` and `best` with the solved table's best
//! guess; the whole range (`answer`) when nothing is selected. Quiz mode keeps the best guess
//! and the cost to itself.

use crate::code::Focus;
use crate::games::guess_number::GuessTable;
use crate::i18n::fill;
use crate::i18n::guess_number::tr as game_tr;
use crate::ui::framework::tab::TabCore;

use super::{GuessNumberPane, GuessNumberView};

impl GuessNumberView {
    /// The Code pane's focus (see `GameView::code_focus`).
    pub(super) fn focus(&self, core: &TabCore<Self>) -> Focus {
        let Some(solved) = core.slot.result() else {
            return Focus::default();
        };
        let Some(table) = solved.table.as_ref() else {
            return answer(solved.n);
        };
        let quiz = self.quiz.on;
        let cell = match self.pane {
            GuessNumberPane::Table if quiz => self
                .table_view
                .selected
                .or_else(|| self.table_view.quiz.current()),
            GuessNumberPane::Table => self.table_view.selected,
            GuessNumberPane::Calls => self.calls_view.selected,
            GuessNumberPane::Play => self
                .play_view
                .game
                .as_ref()
                .filter(|g| !g.is_over())
                .map(|g| g.interval()),
            GuessNumberPane::Tree => None,
        };
        match cell.filter(|&(i, j)| i >= 1 && j <= table.n() && i <= j + 1) {
            Some(cell) => cell_focus(table, cell, quiz),
            None => answer(table.n() as u64),
        }
    }
}

/// The whole range `1..=n`.
fn answer(n: u64) -> Focus {
    Focus::new(&["answer"], fill(game_tr().code_answer, &[("n", &n)]))
}

/// The interval `i..=j`: nothing to pay for at most one number, else every guess and the
/// cheapest one.
fn cell_focus(table: &GuessTable, (i, j): (usize, usize), quiz: bool) -> Focus {
    let t = game_tr();
    if i >= j {
        return Focus::new(&["base"], fill(t.code_base, &[("i", &i), ("j", &j)]));
    }
    if quiz {
        let caption = fill(t.code_quiz, &[("i", &i), ("j", &j)]);
        let hidden = crate::i18n::code::tr().quiz_hidden;
        return Focus::new(&["cell"], format!("{caption} {hidden}"));
    }
    match (table.best_guess(i, j), table.cost(i, j)) {
        (Some(k), Some(cost)) => Focus::new(
            &["cell", "best"],
            fill(
                t.code_cell,
                &[("i", &i), ("j", &j), ("k", &k), ("cost", &cost)],
            ),
        ),
        _ => Focus::new(&["cell", "best"], ""),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;

    #[test]
    fn intervals_highlight_base_or_the_guesses() {
        crate::i18n::set_language(crate::i18n::Language::English);
        let t = GuessTable::solve(10, &NoControl).unwrap();
        assert_eq!(cell_focus(&t, (3, 3), false).marks, ["base"]);
        let f = cell_focus(&t, (1, 10), false);
        assert_eq!(f.marks, ["cell", "best"]);
        assert!(
            f.caption.contains("guessing 7") && f.caption.contains("16"),
            "{f:?}"
        );
        let f = cell_focus(&t, (1, 10), true);
        assert_eq!(f.marks, ["cell"]);
        assert!(!f.caption.contains("16"), "{f:?}");
        assert_eq!(answer(10).marks, ["answer"]);
    }
}
