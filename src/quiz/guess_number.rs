//! Guess Number II in Quiz mode: the options of a move, for "which move is best here?"
//! ([`crate::quiz::check_move`]).

use crate::quiz::MoveOption;

/// Guess Number II: every guess `k` of `lo..=hi`, worth the money it guarantees
/// (`k + max(dp[lo][k-1], dp[k+1][hi])`; lower is better).
pub fn move_options(
    table: &crate::games::guess_number::GuessTable,
    lo: usize,
    hi: usize,
) -> Vec<MoveOption<usize, u64>> {
    match table.candidates(lo, hi) {
        Some(list) if !list.is_empty() => list
            .into_iter()
            .map(|c| MoveOption {
                mv: c.guess,
                rank: -i128::from(c.total),
                detail: c.total,
            })
            .collect(),
        // one number left: guessing it costs nothing
        Some(_) => vec![MoveOption {
            mv: lo,
            rank: 0,
            detail: 0,
        }],
        None => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::quiz::check_move;

    #[test]
    fn guesses_are_judged_by_the_money_they_guarantee() {
        use crate::games::guess_number::GuessTable;
        // n = 3: guessing 2 costs 2; guessing 1 costs 1 + dp[2][3] = 3; 3 costs 3 + dp[1][2] = 4
        let t = GuessTable::solve(3, &NoControl).unwrap();
        let o = move_options(&t, 1, 3);
        assert!(check_move(&o, 2).unwrap().is_right());
        let w = check_move(&o, 1).unwrap();
        let w = w.wrong().unwrap();
        assert_eq!((w.played.detail, w.best[0].mv, w.best[0].detail), (3, 2, 2));
        // n = 4: guesses 1 and 3 both guarantee 4
        let t = GuessTable::solve(4, &NoControl).unwrap();
        let o = move_options(&t, 1, 4);
        assert!(check_move(&o, 1).unwrap().is_right());
        assert!(check_move(&o, 3).unwrap().is_right());
        assert!(!check_move(&o, 2).unwrap().is_right());
        assert_eq!(move_options(&t, 2, 2).len(), 1);
    }
}
