//! "Which move is best here?": the student's move in a game against the computer against the
//! solver's best move(s). Every legal move gets a rank for the player to move (higher is better)
//! and a detail for the explanation (its value: a net score, a cost, an outcome); any move of the
//! highest rank is right, so ties are all right.
//!
//! The helpers below give the options of each game, from its solver's results.

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

/// Stone game: taking the left or the right pile of `i..=j`, each worth its net score
/// (`piles[i] - dp[i+1][j]`, `piles[j] - dp[i][j-1]`). One option when one pile is left.
pub fn stone_options(
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

/// Guess Number II: every guess `k` of `lo..=hi`, worth the money it guarantees
/// (`k + max(dp[lo][k-1], dp[k+1][hi])`; lower is better).
pub fn guess_options(
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

/// Cat and Mouse (913): every legal move, worth the outcome it leads to (a win for the mover
/// before a draw before a loss), with the moves to the end as detail.
pub fn cat_mouse_options(
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

/// Cat and Mouse II (1728): every legal move (a jump, or staying put), worth who wins after it
/// under the 1000-move rule (a win for the mover before a loss), with its value as detail.
pub fn cat_mouse_ii_options(
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

/// Can I Win (464): every unused number, worth whether the mover wins after taking it (it
/// reaches the target, or leaves the opponent a lost position): the solver's winning moves.
pub fn can_i_win_options(
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

    #[test]
    fn stone_moves_are_judged_by_net_score() {
        use crate::games::stone::{End, NetTable};
        // [3, 9, 1, 2]: left is worth 3 - 8 = -5, right 2 - (-5) = 7
        let t = NetTable::solve(&[3, 9, 1, 2], &NoControl).unwrap();
        let o = stone_options(&t, 0, 3);
        assert_eq!(check_move(&o, End::Right), Some(Answer::Right));
        let w = check_move(&o, End::Left).unwrap();
        let w = w.wrong().unwrap();
        assert_eq!((w.played.detail, w.best[0].detail), (-5, 7));
        assert_eq!(w.best[0].mv, End::Right);
        // a tie: both ends are right
        let t = NetTable::solve(&[4, 4], &NoControl).unwrap();
        let o = stone_options(&t, 0, 1);
        assert!(check_move(&o, End::Left).unwrap().is_right());
        assert!(check_move(&o, End::Right).unwrap().is_right());
        // one pile left: one move
        assert_eq!(stone_options(&t, 1, 1).len(), 1);
    }

    #[test]
    fn guesses_are_judged_by_the_money_they_guarantee() {
        use crate::games::guess_number::GuessTable;
        // n = 3: guessing 2 costs 2; guessing 1 costs 1 + dp[2][3] = 3; 3 costs 3 + dp[1][2] = 4
        let t = GuessTable::solve(3, &NoControl).unwrap();
        let o = guess_options(&t, 1, 3);
        assert!(check_move(&o, 2).unwrap().is_right());
        let w = check_move(&o, 1).unwrap();
        let w = w.wrong().unwrap();
        assert_eq!((w.played.detail, w.best[0].mv, w.best[0].detail), (3, 2, 2));
        // n = 4: guesses 1 and 3 both guarantee 4
        let t = GuessTable::solve(4, &NoControl).unwrap();
        let o = guess_options(&t, 1, 4);
        assert!(check_move(&o, 1).unwrap().is_right());
        assert!(check_move(&o, 3).unwrap().is_right());
        assert!(!check_move(&o, 2).unwrap().is_right());
        assert_eq!(guess_options(&t, 2, 2).len(), 1);
    }

    #[test]
    fn cat_and_mouse_moves_are_judged_by_outcome() {
        use crate::games::cat_mouse::{Graph, Outcome, Position, Turn, solve};
        // LeetCode 913 example 2: [[1,3],[0],[3],[0,2]]: the mouse wins by going into the hole
        let g = Graph::from_adjacency(&[vec![1, 3], vec![0], vec![3], vec![0, 2]]).unwrap();
        let sol = solve(&g, &NoControl).unwrap();
        let start = Position::START;
        let o = cat_mouse_options(&sol, start);
        assert_eq!(o.len(), 1);
        assert!(check_move(&o, 0).unwrap().is_right());
        // the cat on 3, mouse on 1 to move... the cat at 2 to move with the mouse on 3: taking
        // the mouse wins; staying away does not
        let p = Position::new(3, 2, Turn::Cat);
        let o = cat_mouse_options(&sol, p);
        assert!(check_move(&o, 3).unwrap().is_right());
        assert_eq!(
            o.iter().find(|m| m.mv == 3).unwrap().detail.0,
            Outcome::CatWin
        );
    }

    #[test]
    fn cat_and_mouse_ii_moves_are_judged_by_the_winner() {
        use crate::games::cat_mouse_ii::{Grid, Value, solve};
        let g = Grid::parse(&["####F", "#C...", "M...."]).unwrap();
        let sol = solve(&g, 2, 1, &NoControl).unwrap();
        let start = sol.start();
        let o = cat_mouse_ii_options(&sol, start);
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

    #[test]
    fn can_i_win_moves_are_judged_by_the_winner() {
        use crate::games::can_i_win::position::query;
        // m = 4, target 6: taking 1 wins (whatever the opponent takes from {2, 3, 4}, the total
        // then lies within reach); taking 4 loses (the opponent takes 2)
        let mut g = crate::games::can_i_win::solve(4, 6, &NoControl).unwrap();
        let here = query(&mut g, 0).unwrap();
        let o = can_i_win_options(&here);
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
