//! What the Code pane highlights in the Cat and Mouse II tab: the position the solving order has
//! just decided (a parent won or lost as that step decided it), the position under the pointer
//! on the outcome boards, the one the replay, the game or the quiz shows; an end position the
//! solver never stores (one cell, an animal on the food) is `terminal`; a position never decided
//! is `undecided` (the cat wins); a mouse win near or over 1000 moves adds `limit`. The start
//! (`answer`) when nothing else is shown. Quiz mode keeps every verdict to itself.

use crate::code::Focus;
use crate::games::cat_mouse_ii::{MOVE_LIMIT, Position, Solution, Turn, Value};
use crate::i18n::cat_mouse_ii::tr as game_tr;
use crate::i18n::fill;
use crate::ui::framework::tab::{GameView, TabCore};

use super::texts::{cell_name, turn_name};
use super::{CatMouseIIPane, CatMouseIIView};

/// A mouse win of more than this many moves is near the 1000-move rule: the `limit` line
/// matters there.
const NEAR_LIMIT: u32 = MOVE_LIMIT - MOVE_LIMIT / 10;

impl CatMouseIIView {
    /// The Code pane's focus (see `GameView::code_focus`).
    pub(super) fn focus(&self, core: &TabCore<Self>) -> Focus {
        let t = game_tr();
        let Some(solved) = self.current(core) else {
            return Focus::default();
        };
        let sol = &solved.solution;
        let quiz = self.quiz.on;
        let pos = match self.pane {
            CatMouseIIPane::Edit => None,
            CatMouseIIPane::Outcomes if quiz => self.quiz_view.position,
            // (as the inspector below the boards: a position of the cat cell shown)
            CatMouseIIPane::Outcomes => self
                .outcomes
                .inspected
                .filter(|p| p.cat == self.outcomes.cat_cell(sol.grid()) && sol.value(*p).is_some()),
            CatMouseIIPane::Game => {
                // (at step 0 the replay shows the start)
                let step = self.replay.stepper.step.min(solved.line.len());
                step.checked_sub(1).map(|k| solved.line[k].after)
            }
            CatMouseIIPane::Play => self.play.game.as_ref().map(|(_, g)| g.position),
            CatMouseIIPane::Order => match sol.decision_order() {
                None => None,
                Some(_) if self.order.stepper.step == 0 => {
                    return Focus::new(&["degree"], t.code_degree);
                }
                Some(_) => self.order.current(solved),
            },
        };
        pos.and_then(|p| position_focus(sol, p, quiz))
            .unwrap_or_else(|| Focus::new(&["answer"], t.code_answer))
    }
}

/// Position `p` as the solver decided it; `None` for no position of the game (a wall).
fn position_focus(sol: &Solution, p: Position, quiz: bool) -> Option<Focus> {
    let t = game_tr();
    let grid = sol.grid();
    let n = grid.cells();
    if p.mouse >= n || p.cat >= n || grid.is_wall(p.mouse) || grid.is_wall(p.cat) {
        return None;
    }
    let pos = fill(
        t.code_pos,
        &[
            ("mouse", &cell_name(grid, p.mouse)),
            ("cat", &cell_name(grid, p.cat)),
            ("turn", &turn_name(p.turn)),
        ],
    );
    let Some(value) = sol.value(p) else {
        // not stored: the game is over there (one cell, or an animal on the food)
        let end = p.mouse == p.cat || p.mouse == grid.food() || p.cat == grid.food();
        return end.then(|| Focus::new(&["terminal"], fill(t.code_terminal, &[("pos", &pos)])));
    };
    // the branch of the player who jumped from the position (its own player) put it in the table
    let parents = match p.turn {
        Turn::Mouse => "mouse_parents",
        Turn::Cat => "cat_parents",
    };
    if quiz {
        let caption = fill(t.code_quiz, &[("pos", &pos)]);
        let hidden = crate::i18n::code::tr().quiz_hidden;
        return Some(Focus::new(&[parents], format!("{caption} {hidden}")));
    }
    let (who, other) = match p.turn {
        Turn::Mouse => (t.mouse, t.cat),
        Turn::Cat => (t.cat, t.mouse),
    };
    let args: [(&str, &dyn std::fmt::Display); 3] =
        [("pos", &pos), ("who", &who), ("other", &other)];
    let won = matches!(
        (value, p.turn),
        (Value::MouseWins(_), Turn::Mouse) | (Value::CatWins(_), Turn::Cat)
    );
    let focus = match value {
        Value::Endless => Focus::new(&["undecided"], fill(t.code_undecided, &args)),
        Value::MouseWins(k) if k > NEAR_LIMIT => {
            let verdict = if won { "win" } else { "lose" };
            let text = if k > MOVE_LIMIT {
                t.code_limit_over
            } else {
                t.code_limit_near
            };
            Focus::new(
                &[parents, verdict, "limit"],
                fill(text, &[("pos", &pos), ("k", &k)]),
            )
        }
        _ if won => Focus::new(&[parents, "win"], fill(t.code_win, &args)),
        _ => Focus::new(&[parents, "lose"], fill(t.code_lose, &args)),
    };
    Some(focus)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::cat_mouse_ii::{self, Grid};

    #[test]
    fn positions_are_highlighted_as_the_solver_decided_them() {
        crate::i18n::set_language(crate::i18n::Language::English);
        // LeetCode 1728's first example: the mouse wins
        let grid = Grid::parse(&["####F", "#C...", "M...."]).unwrap();
        let sol = cat_mouse_ii::solve(&grid, 2, 1, &NoControl).unwrap();
        let start = sol.start();
        let f = position_focus(&sol, start, false).unwrap();
        assert_eq!(f.marks, ["mouse_parents", "win"], "{f:?}");
        assert_eq!(
            position_focus(&sol, start, true).unwrap().marks,
            ["mouse_parents"]
        );
        let cat_turn = Position {
            turn: Turn::Cat,
            ..start
        };
        let f = position_focus(&sol, cat_turn, false).unwrap();
        assert_eq!(f.marks[0], "cat_parents", "{f:?}");
        // the mouse on the food: an end position the solver does not store
        let end = Position {
            mouse: grid.food(),
            ..start
        };
        assert_eq!(
            position_focus(&sol, end, false).unwrap().marks,
            ["terminal"]
        );
    }
}
