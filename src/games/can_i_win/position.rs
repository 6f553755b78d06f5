//! Everything a view asks about one position of a solved [`CanIWin`] ([`query`]).
//!
//! Questions about a position (`wins`, `winning_moves`, `computer_move`) take `&mut CanIWin`
//! because positions the solve did not visit are searched on demand — for m = 25 that can take
//! seconds. The tab's engine (`crate::ui::can_i_win::engine`) asks small games in the frame and
//! lends larger ones to a worker.

use crate::games::SolveError;
use crate::games::can_i_win::{CanIWin, ComputerMove};

/// One unused number at a position and what taking it does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveInfo {
    /// The number.
    pub number: u64,
    /// Taking it brings the total to the target: the mover wins at once.
    pub reaches: bool,
    /// Otherwise: whether the opponent, then to move, has a winning strategy.
    pub opponent_wins: Option<bool>,
}

/// Everything the views show about one position (a set of used numbers).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    /// The used numbers as a bitmask (bit `x - 1` for number `x`).
    pub mask: u64,
    /// The running total.
    pub total: u64,
    /// What is still missing to reach the target (may be zero or negative when over).
    pub remaining: i128,
    /// True when the first player (先手) is to move.
    pub first_to_move: bool,
    /// The total has reached the target.
    pub over: bool,
    /// The player to move has a winning strategy (必胜).
    pub wins: bool,
    /// The winning moves, increasing.
    pub winning_moves: Vec<u64>,
    /// Every unused number with its effect (empty when over).
    pub moves: Vec<MoveInfo>,
    /// What the computer would play here (the first of `computer_choices`).
    pub computer: Option<ComputerMove>,
    /// Every move the computer plays equally gladly here ([`CanIWin::computer_choices`]).
    pub computer_choices: Vec<ComputerMove>,
}

/// Ask the solver everything about `mask`.
pub fn query(game: &mut CanIWin, mask: u64) -> Result<Position, SolveError> {
    let total = game.total(mask)?;
    let first_to_move = game.first_to_move(mask)?;
    let over = game.is_over(mask)?;
    let wins = game.wins(mask)?;
    let winning_moves = game.winning_moves(mask)?;
    let computer_choices = game.computer_choices(mask)?;
    let computer = computer_choices.first().copied();
    let remaining = i128::from(game.desired_total()) - i128::from(total);
    let mut moves = Vec::new();
    if !over {
        let m = game.max_choosable().min(64);
        for x in 1..=m {
            let bit = 1u64 << (x - 1);
            if mask & bit != 0 {
                continue;
            }
            let reaches = game.reaches(mask, x)?;
            let opponent_wins = if reaches {
                None
            } else {
                Some(game.wins(mask | bit)?)
            };
            moves.push(MoveInfo {
                number: x,
                reaches,
                opponent_wins,
            });
        }
    }
    Ok(Position {
        mask,
        total,
        remaining,
        first_to_move,
        over,
        wins,
        winning_moves,
        moves,
        computer,
        computer_choices,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::can_i_win::solve;

    #[test]
    fn positions_match_the_solver() {
        let mut game = solve(10, 11, &NoControl).unwrap();
        let p = query(&mut game, 0).unwrap();
        assert!(!p.wins);
        assert!(p.winning_moves.is_empty());
        assert_eq!(p.moves.len(), 10);
        // every first move hands the opponent a win
        assert!(p.moves.iter().all(|m| m.opponent_wins == Some(true)));
        // after 1 is taken the second player wins by taking 10
        let p = query(&mut game, 1).unwrap();
        assert!(p.wins && !p.first_to_move);
        assert_eq!(p.winning_moves, vec![10]);
        assert_eq!(p.total, 1);
        assert_eq!(p.remaining, 10);
        assert!(p.moves.iter().any(|m| m.number == 10 && m.reaches));
    }
}
