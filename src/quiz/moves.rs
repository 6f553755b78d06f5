//! "Which move is best here?": the student's move in a game against the computer against the
//! solver's best move(s). Every legal move gets a rank for the player to move (higher is better)
//! and a detail for the explanation (its value: a net score, a cost, an outcome); any move of the
//! highest rank is right, so ties are all right.
//!
//! Each game gives its options, from its solver's results, in its own file
//! (`crate::quiz::<game>::move_options`).

use super::Answer;

/// A legal move, its rank for the player to move (higher is better) and what it is worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveOption<M, D> {
    pub mv: M,
    pub rank: i128,
    pub detail: D,
}

/// What a wrong move shows: the move played and the best one(s), with their values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveMiss<M, D> {
    pub played: MoveOption<M, D>,
    /// Every best move (more than one on a tie), in the order of the options.
    pub best: Vec<MoveOption<M, D>>,
}

/// Check the move `played` against the best of `options`. `None` when `played` is not among
/// the options (not a legal move: nothing to score).
pub fn check_move<M: PartialEq + Copy, D: Clone>(
    options: &[MoveOption<M, D>],
    played: M,
) -> Option<Answer<MoveMiss<M, D>>> {
    let mine = options.iter().find(|o| o.mv == played)?.clone();
    let top = options.iter().map(|o| o.rank).max()?;
    if mine.rank == top {
        return Some(Answer::Right);
    }
    let best = options.iter().filter(|o| o.rank == top).cloned().collect();
    Some(Answer::Wrong(MoveMiss { played: mine, best }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::Score;

    fn opt(mv: u32, rank: i128) -> MoveOption<u32, i128> {
        MoveOption {
            mv,
            rank,
            detail: rank * 10,
        }
    }

    #[test]
    fn any_best_move_is_right_and_others_explain_the_difference() {
        let options = [opt(1, 3), opt(2, 5), opt(3, 5)];
        assert_eq!(check_move(&options, 2), Some(Answer::Right));
        assert_eq!(check_move(&options, 3), Some(Answer::Right));
        let miss = check_move(&options, 1).unwrap();
        let w = miss.wrong().unwrap();
        assert_eq!(w.played, opt(1, 3));
        assert_eq!(w.best, vec![opt(2, 5), opt(3, 5)]);
        assert_eq!(check_move(&options, 9), None, "not a legal move");
        let mut s = Score::default();
        s.count(miss);
        assert_eq!((s.right, s.asked), (0, 1));
    }
}
