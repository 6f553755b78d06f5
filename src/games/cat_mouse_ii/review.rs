//! The cost of a move: how a move played compares with the best move of its position, so that
//! the game against the computer can say whether the person's move kept the best outcome.

use super::grid::Cell;
use super::moves::{Move, mouse_wins_within_limit};
use super::solve::{Position, Solution};

/// How a move compares with the best one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// As good as the best move (the same value).
    Best,
    /// The same winner (under the move limit), in a different number of moves.
    SameOutcome,
    /// A worse outcome: the best move would have won where this one loses.
    Worse,
}

/// A move played and the best move of the same position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MoveReview {
    pub played: Move,
    pub best: Move,
}

impl MoveReview {
    /// The move from `p` to `to` against the best move; `None` when it is not a legal move.
    pub fn new(sol: &Solution, p: Position, to: Cell) -> Option<MoveReview> {
        let played = sol.moves(p).into_iter().find(|m| m.to == to)?;
        let best = sol.best_move(p)?;
        Some(MoveReview { played, best })
    }

    /// How the move played compares with the best.
    pub fn verdict(&self) -> Verdict {
        let (played, best) = (self.played.value, self.best.value);
        if played == best {
            Verdict::Best
        } else if mouse_wins_within_limit(played) == mouse_wins_within_limit(best) {
            Verdict::SameOutcome
        } else {
            Verdict::Worse
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::cat_mouse_ii::{Grid, Turn, Value, solve};

    #[test]
    fn a_move_is_judged_against_the_best() {
        // LeetCode's first example: the mouse wins from the start
        let g = Grid::parse(&["####F", "#C...", "M...."]).unwrap();
        let sol = solve(&g, 2, 1, &NoControl).unwrap();
        let start = sol.start();
        let best = sol.best_move(start).unwrap();
        let r = MoveReview::new(&sol, start, best.to).unwrap();
        assert_eq!(r.verdict(), Verdict::Best);
        let moves = sol.moves(start);
        let losing = moves
            .iter()
            .find(|m| matches!(m.value, Value::CatWins(_)))
            .expect("some first move loses");
        let r = MoveReview::new(&sol, start, losing.to).unwrap();
        assert_eq!(r.verdict(), Verdict::Worse);
        assert_eq!(r.best, best);
        if let Some(slower) = moves
            .iter()
            .find(|m| matches!(m.value, Value::MouseWins(_)) && m.value != best.value)
        {
            let r = MoveReview::new(&sol, start, slower.to).unwrap();
            assert_eq!(r.verdict(), Verdict::SameOutcome);
        }
        assert_eq!(start.turn, Turn::Mouse);
        assert!(
            MoveReview::new(&sol, start, g.food()).is_none(),
            "not a jump"
        );
    }
}
