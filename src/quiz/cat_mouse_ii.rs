//! Cat and Mouse II (1728) in Quiz mode: the options of a move, for "which move is best here?"
//! ([`crate::quiz::check_move`]).

use crate::quiz::MoveOption;

/// Cat and Mouse II (1728): every legal move (a jump, or staying put), worth who wins after it
/// under the 1000-move rule (a win for the mover before a loss), with its value as detail.
pub fn move_options(
    sol: &crate::games::cat_mouse_ii::Solution,
    pos: crate::games::cat_mouse_ii::Position,
) -> Vec<MoveOption<crate::games::cat_mouse_ii::Cell, crate::games::cat_mouse_ii::Value>> {
    use crate::games::cat_mouse_ii::Turn;
    use crate::games::cat_mouse_ii::moves::mouse_wins_within_limit;
    sol.moves(pos)
        .into_iter()
        .map(|m| {
            let mouse = mouse_wins_within_limit(m.value);
            let wins = match pos.turn {
                Turn::Mouse => mouse,
                Turn::Cat => !mouse,
            };
            MoveOption {
                mv: m.to,
                rank: i128::from(wins),
                detail: m.value,
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
    fn cat_and_mouse_ii_moves_are_judged_by_the_winner() {
        use crate::games::cat_mouse_ii::{Grid, Value, solve};
        let g = Grid::parse(&["####F", "#C...", "M...."]).unwrap();
        let sol = solve(&g, 2, 1, &NoControl).unwrap();
        let start = sol.start();
        let o = move_options(&sol, start);
        let best = sol.best_move(start).unwrap();
        assert!(check_move(&o, best.to).unwrap().is_right());
        let losing = o
            .iter()
            .find(|m| matches!(m.detail, Value::CatWins(_)))
            .expect("a losing first move");
        let w = check_move(&o, losing.mv).unwrap();
        assert!(w.wrong().unwrap().best.iter().any(|b| b.mv == best.to));
        // a slower win is still a win: right
        if let Some(slow) = o
            .iter()
            .find(|m| matches!(m.detail, Value::MouseWins(_)) && m.detail != best.value)
        {
            assert!(check_move(&o, slow.mv).unwrap().is_right());
        }
    }
}
