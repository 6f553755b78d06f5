//! Cat and Mouse (913) in Quiz mode: the options of a move, for "which move is best here?"
//! ([`crate::quiz::check_move`]).

use crate::quiz::MoveOption;

/// Cat and Mouse (913): every legal move, worth the outcome it leads to (a win for the mover
/// before a draw before a loss), with the moves to the end as detail.
pub fn move_options(
    sol: &crate::games::cat_mouse::Solution,
    pos: crate::games::cat_mouse::Position,
) -> Vec<MoveOption<u32, (crate::games::cat_mouse::Outcome, Option<u32>)>> {
    use crate::games::cat_mouse::Outcome;
    sol.moves(pos)
        .into_iter()
        .map(|m| {
            let rank = if m.outcome.is_win_for(pos.turn) {
                2
            } else if m.outcome == Outcome::Draw {
                1
            } else {
                0
            };
            MoveOption {
                mv: m.to,
                rank,
                detail: (m.outcome, m.moves_to_end),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::quiz::check_move;

    #[test]
    fn cat_and_mouse_moves_are_judged_by_outcome() {
        use crate::games::cat_mouse::{Graph, Outcome, Position, Turn, solve};
        // LeetCode 913 example 2: [[1,3],[0],[3],[0,2]]: the mouse wins by going into the hole
        let g = Graph::from_adjacency(&[vec![1, 3], vec![0], vec![3], vec![0, 2]]).unwrap();
        let sol = solve(&g, &NoControl).unwrap();
        let start = Position::START;
        let o = move_options(&sol, start);
        assert_eq!(o.len(), 1);
        assert!(check_move(&o, 0).unwrap().is_right());
        // the cat on 3, mouse on 1 to move... the cat at 2 to move with the mouse on 3: taking
        // the mouse wins; staying away does not
        let p = Position::new(3, 2, Turn::Cat);
        let o = move_options(&sol, p);
        assert!(check_move(&o, 3).unwrap().is_right());
        assert_eq!(
            o.iter().find(|m| m.mv == 3).unwrap().detail.0,
            Outcome::CatWin
        );
    }
}
