//! The stone game in Quiz mode: the options of a move, for "which move is best here?"
//! ([`crate::quiz::check_move`]).

use crate::quiz::MoveOption;

/// Stone game: taking the left or the right pile of `i..=j`, each worth its net score
/// (`piles[i] - dp[i+1][j]`, `piles[j] - dp[i][j-1]`). One option when one pile is left.
pub fn move_options(
    table: &crate::games::stone::NetTable,
    i: usize,
    j: usize,
) -> Vec<MoveOption<crate::games::stone::End, i64>> {
    use crate::games::stone::End;
    let (l, r) = table.options(i, j);
    let mut out = vec![MoveOption {
        mv: End::Left,
        rank: l.into(),
        detail: l,
    }];
    if i != j {
        out.push(MoveOption {
            mv: End::Right,
            rank: r.into(),
            detail: r,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::quiz::{Answer, check_move};

    #[test]
    fn stone_moves_are_judged_by_net_score() {
        use crate::games::stone::{End, NetTable};
        // [3, 9, 1, 2]: left is worth 3 - 8 = -5, right 2 - (-5) = 7
        let t = NetTable::solve(&[3, 9, 1, 2], &NoControl).unwrap();
        let o = move_options(&t, 0, 3);
        assert_eq!(check_move(&o, End::Right), Some(Answer::Right));
        let w = check_move(&o, End::Left).unwrap();
        let w = w.wrong().unwrap();
        assert_eq!((w.played.detail, w.best[0].detail), (-5, 7));
        assert_eq!(w.best[0].mv, End::Right);
        // a tie: both ends are right
        let t = NetTable::solve(&[4, 4], &NoControl).unwrap();
        let o = move_options(&t, 0, 1);
        assert!(check_move(&o, End::Left).unwrap().is_right());
        assert!(check_move(&o, End::Right).unwrap().is_right());
        // one pile left: one move
        assert_eq!(move_options(&t, 1, 1).len(), 1);
    }
}
