//! Can I Win (464) in Quiz mode: the options of a move, for "which move is best here?"
//! ([`crate::quiz::check_move`]).

use crate::quiz::MoveOption;

/// Can I Win (464): every unused number, worth whether the mover wins after taking it (it
/// reaches the target, or leaves the opponent a lost position): the solver's winning moves.
pub fn move_options(
    here: &crate::games::can_i_win::position::Position,
) -> Vec<MoveOption<u64, bool>> {
    here.moves
        .iter()
        .map(|m| {
            let wins = here.winning_moves.contains(&m.number);
            MoveOption {
                mv: m.number,
                rank: i128::from(wins),
                detail: wins,
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
    fn can_i_win_moves_are_judged_by_the_winner() {
        use crate::games::can_i_win::position::query;
        // m = 4, target 6: taking 1 wins (whatever the opponent takes from {2, 3, 4}, the total
        // then lies within reach); taking 4 loses (the opponent takes 2)
        let mut g = crate::games::can_i_win::solve(4, 6, &NoControl).unwrap();
        let here = query(&mut g, 0).unwrap();
        let o = move_options(&here);
        assert_eq!(o.len(), 4);
        assert!(here.wins, "the first player wins (4, 6)");
        assert!(check_move(&o, 1).unwrap().is_right());
        let w = check_move(&o, 4).unwrap();
        assert!(w.wrong().unwrap().best.iter().any(|b| b.mv == 1));
        for m in &o {
            let info = here.moves.iter().find(|i| i.number == m.mv).unwrap();
            let wins = info.reaches || info.opponent_wins == Some(false);
            assert_eq!(m.detail, wins, "{m:?}");
            let a = check_move(&o, m.mv).unwrap();
            assert_eq!(a.is_right(), !here.wins || m.detail);
        }
    }
}
