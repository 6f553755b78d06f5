//! What the Code pane highlights in the Cat and Mouse tab: the position the solving order has
//! just decided (an end position first, then a parent won or lost as that step decided it), the
//! position the solution view, the game or the quiz shows; the counting of moves before the
//! first step; the start (`answer`) when nothing else is shown. A position never decided is a
//! draw (`undecided`). Quiz mode keeps every verdict to itself.

use crate::code::Focus;
use crate::games::cat_mouse::{Outcome, Position, Solution, Turn};
use crate::i18n::cat_mouse::tr as game_tr;
use crate::i18n::fill;
use crate::ui::framework::tab::{GameView, TabCore};

use super::board::position_text;
use super::{CatMousePane, CatMouseView, ORDER_ANIMATION_MAX_NODES};

impl CatMouseView {
    /// The Code pane's focus (see `GameView::code_focus`).
    pub(super) fn focus(&self, core: &TabCore<Self>) -> Focus {
        let t = game_tr();
        let answer = || Focus::new(&["answer"], t.code_answer);
        let Some(solved) = self.current(core) else {
            return Focus::default();
        };
        let sol = &solved.solution;
        let quiz = self.quiz.on;
        let pos = match self.pane {
            CatMousePane::Edit | CatMousePane::Compare => None,
            CatMousePane::Solution if quiz => self.quiz_view.position,
            CatMousePane::Solution => {
                Some(self.solution_view.current()).filter(|&p| p != Position::START)
            }
            CatMousePane::Order => {
                if sol.graph().n() > ORDER_ANIMATION_MAX_NODES {
                    None
                } else if self.order_view.stepper.step == 0 {
                    return Focus::new(&["degree"], t.code_degree);
                } else {
                    self.order_view.current(solved)
                }
            }
            CatMousePane::Play => self.play.game.as_ref().map(|g| g.pos),
        };
        match pos {
            Some(p) => position_focus(sol, p, quiz),
            None => answer(),
        }
    }
}

/// Position `p` as the solver decided it.
fn position_focus(sol: &Solution, p: Position, quiz: bool) -> Focus {
    let t = game_tr();
    let pos = position_text(p);
    // the line that put the position in the table: one of the two end kinds, or the branch of
    // the player who moved from it (the position's own player)
    match p.terminal_outcome() {
        Some(Outcome::MouseWin) => {
            return Focus::new(&["hole"], fill(t.code_terminal, &[("pos", &pos)]));
        }
        Some(_) => return Focus::new(&["caught"], fill(t.code_terminal, &[("pos", &pos)])),
        None => {}
    }
    let parents = match p.turn {
        Turn::Mouse => "mouse_parents",
        Turn::Cat => "cat_parents",
    };
    if quiz {
        let caption = fill(t.code_quiz, &[("pos", &pos)]);
        let hidden = crate::i18n::code::tr().quiz_hidden;
        return Focus::new(&[parents], format!("{caption} {hidden}"));
    }
    let (who, other) = match p.turn {
        Turn::Mouse => (t.mouse, t.cat),
        Turn::Cat => (t.cat, t.mouse),
    };
    let args: [(&str, &dyn std::fmt::Display); 3] =
        [("pos", &pos), ("who", &who), ("other", &other)];
    match sol.outcome(p) {
        Some(o) if o != Outcome::Draw && o.is_win_for(p.turn) => {
            Focus::new(&[parents, "win"], fill(t.code_win, &args))
        }
        Some(o) if o != Outcome::Draw => Focus::new(&[parents, "lose"], fill(t.code_lose, &args)),
        _ => Focus::new(&["undecided"], fill(t.code_undecided, &args)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::cat_mouse::{self, Graph};

    #[test]
    fn positions_are_highlighted_as_the_solver_decided_them() {
        crate::i18n::set_language(crate::i18n::Language::English);
        // LeetCode 913's first example: a draw from the start
        let adj: Vec<Vec<u32>> = vec![
            vec![2, 5],
            vec![3],
            vec![0, 4, 5],
            vec![1, 4, 5],
            vec![2, 3],
            vec![0, 2, 3],
        ];
        let graph = Graph::from_adjacency(&adj).unwrap();
        let sol = cat_mouse::solve(&graph, &NoControl).unwrap();
        let end = Position::new(0, 3, Turn::Cat);
        assert_eq!(position_focus(&sol, end, false).marks, ["hole"]);
        let caught = Position::new(3, 3, Turn::Mouse);
        assert_eq!(position_focus(&sol, caught, false).marks, ["caught"]);
        assert_eq!(
            position_focus(&sol, Position::START, false).marks,
            ["undecided"]
        );
        assert_eq!(
            position_focus(&sol, Position::START, true).marks,
            ["mouse_parents"]
        );
        // the mouse next to the hole wins by moving in
        let near = Position::new(5, 3, Turn::Mouse);
        let f = position_focus(&sol, near, false);
        assert_eq!(f.marks, ["mouse_parents", "win"], "{f:?}");
        assert_eq!(position_focus(&sol, near, true).marks, ["mouse_parents"]);
        // the cat to move next to the mouse wins by catching it: its own branch
        let f = position_focus(&sol, Position::new(3, 4, Turn::Cat), false);
        assert_eq!(f.marks, ["cat_parents", "win"], "{f:?}");
    }
}
