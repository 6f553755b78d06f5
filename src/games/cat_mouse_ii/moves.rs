//! The moves of a position and the optimal choice among them, read from a [`Solution`]: what the
//! UI shows (the optimal game, hints, the inspector) without deriving any result itself.
//!
//! A move's value is the value of the position *through* that move: a move that ends the game is
//! a win in 1; a move to a position worth `n` moves to the end is worth `n + 1`; a move to an
//! endless position is endless. The position's own value is its best move's ("winner hurries:
//! the shortest win; loser delays: the longest loss").

use super::grid::Cell;
use super::solve::{MOVE_LIMIT, Position, Solution, Turn, Value};

impl Turn {
    /// The other player.
    pub fn other(self) -> Turn {
        match self {
            Turn::Mouse => Turn::Cat,
            Turn::Cat => Turn::Mouse,
        }
    }
}

/// How a move ends the game at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ending {
    /// The mouse reached the food.
    MouseOnFood,
    /// The cat reached the food.
    CatOnFood,
    /// Both animals on one cell.
    Caught,
}

impl Ending {
    /// True when this ending is the mouse's win.
    pub fn mouse_wins(self) -> bool {
        self == Ending::MouseOnFood
    }
}

/// One move of the player to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    /// The mover's cell before the move.
    pub from: Cell,
    /// The mover's cell after the move (the same cell: staying put).
    pub to: Cell,
    /// The position after the move (the other player to move).
    pub after: Position,
    /// How the move ends the game, if it does.
    pub ending: Option<Ending>,
    /// The value of the position before the move when this move is played.
    pub value: Value,
}

/// True when `a` is better than `b` for `turn` (the winner hurries, the loser delays; an endless
/// game is better than a loss and worse than a win).
pub fn better_for(turn: Turn, a: Value, b: Value) -> bool {
    // rank: higher is better for the mouse
    let rank = |v: Value| -> i64 {
        match v {
            Value::MouseWins(n) => 2_000_000 - n as i64,
            Value::Endless => 0,
            Value::CatWins(n) => -2_000_000 + n as i64,
        }
    };
    match turn {
        Turn::Mouse => rank(a) > rank(b),
        // the cat prefers short cat wins and long mouse wins: the opposite ranking
        Turn::Cat => {
            let cat_rank = |v: Value| -> i64 {
                match v {
                    Value::CatWins(n) => 2_000_000 - n as i64,
                    Value::Endless => 0,
                    Value::MouseWins(n) => -2_000_000 + n as i64,
                }
            };
            cat_rank(a) > cat_rank(b)
        }
    }
}

/// True when `v` counts as the mouse's win under the move limit.
pub fn mouse_wins_within_limit(v: Value) -> bool {
    matches!(v, Value::MouseWins(n) if n <= MOVE_LIMIT)
}

impl Solution {
    /// Every move of the player to move in `p`, in the order of the jump lists (staying put
    /// first); empty when `p` is not a position of play.
    pub fn moves(&self, p: Position) -> Vec<Move> {
        if self.value(p).is_none() {
            return Vec::new();
        }
        let grid = self.grid();
        let food = grid.food();
        let from = match p.turn {
            Turn::Mouse => p.mouse,
            Turn::Cat => p.cat,
        };
        self.jumps_of(p.turn)
            .from(from)
            .iter()
            .map(|&to| {
                let to = to as Cell;
                let after = match p.turn {
                    Turn::Mouse => Position {
                        mouse: to,
                        cat: p.cat,
                        turn: Turn::Cat,
                    },
                    Turn::Cat => Position {
                        mouse: p.mouse,
                        cat: to,
                        turn: Turn::Mouse,
                    },
                };
                let ending = if after.mouse == after.cat {
                    Some(Ending::Caught)
                } else if after.cat == food {
                    Some(Ending::CatOnFood)
                } else if after.mouse == food {
                    Some(Ending::MouseOnFood)
                } else {
                    None
                };
                let value = match ending {
                    Some(Ending::MouseOnFood) => Value::MouseWins(1),
                    Some(_) => Value::CatWins(1),
                    None => match self.value(after).unwrap_or(Value::Endless) {
                        Value::MouseWins(n) => Value::MouseWins(n + 1),
                        Value::CatWins(n) => Value::CatWins(n + 1),
                        Value::Endless => Value::Endless,
                    },
                };
                Move {
                    from,
                    to,
                    after,
                    ending,
                    value,
                }
            })
            .collect()
    }

    /// The optimal move in `p`: the best value for the player to move, the first in jump order
    /// among equals (so replays are the same every time). `None` when `p` is not a position of
    /// play.
    pub fn best_move(&self, p: Position) -> Option<Move> {
        let mut best: Option<Move> = None;
        for mv in self.moves(p) {
            if best.is_none_or(|b| better_for(p.turn, mv.value, b.value)) {
                best = Some(mv);
            }
        }
        best
    }

    /// The optimal game from `from`: the moves both players make, until the game ends or
    /// `max_moves` moves were made (an endless game goes on forever).
    pub fn optimal_line(&self, from: Position, max_moves: usize) -> Vec<Move> {
        let mut line = Vec::new();
        let mut p = from;
        while line.len() < max_moves {
            let Some(mv) = self.best_move(p) else { break };
            line.push(mv);
            if mv.ending.is_some() {
                break;
            }
            p = mv.after;
        }
        line
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::cat_mouse_ii::{Grid, solve};

    fn solved(rows: &[&str], mouse_jump: u64, cat_jump: u64) -> Solution {
        solve(
            &Grid::parse(rows).unwrap(),
            mouse_jump,
            cat_jump,
            &NoControl,
        )
        .unwrap()
    }

    #[test]
    fn a_position_is_worth_its_best_move() {
        let boards: [(&[&str], u64, u64); 3] = [
            (&["####F", "#C...", "M...."], 2, 1),
            (&["C...#", "...#F", "....#", "M...."], 5, 2),
            (&[".M...", "..#..", "#..#.", "C#.#.", "...#F"], 1, 3),
        ];
        for (rows, mj, cj) in boards {
            let sol = solved(rows, mj, cj);
            for p in sol.all_positions() {
                match sol.value(p) {
                    None => assert!(sol.moves(p).is_empty() && sol.best_move(p).is_none()),
                    Some(v) => {
                        let best = sol.best_move(p).expect("a position has moves");
                        assert_eq!(best.value, v, "{rows:?} {p:?}");
                        for mv in sol.moves(p) {
                            assert!(!better_for(p.turn, mv.value, v), "{rows:?} {p:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_optimal_line_has_the_start_value_s_length() {
        let serpentine = [
            "CM......", "#######.", "........", ".#######", "........", "#######.", "........",
            ".######F",
        ];
        let sol = solved(&serpentine, 1, 1);
        assert_eq!(sol.start_value(), Value::MouseWins(53));
        let line = sol.optimal_line(sol.start(), 10_000);
        assert_eq!(line.len(), 53);
        assert_eq!(line.last().unwrap().ending, Some(Ending::MouseOnFood));
        for (k, mv) in line.iter().enumerate() {
            assert_eq!(mv.value, Value::MouseWins(53 - k as u32));
        }
        // LeetCode's "M.C...F" with mouse jump 3, cat jump 1: the cat wins
        let sol = solved(&["M.C...F"], 3, 1);
        let line = sol.optimal_line(sol.start(), 10_000);
        assert!(matches!(sol.start_value(), Value::CatWins(_)));
        assert!(line.last().unwrap().ending.is_some_and(|e| !e.mouse_wins()));
        assert!(sol.optimal_line(sol.start(), 2).len() <= 2);
    }

    #[test]
    fn moves_that_end_the_game_are_wins_in_one() {
        let sol = solved(&["M.C...F"], 4, 1);
        let mv = sol.best_move(sol.start()).unwrap();
        // the mouse jumps over the cat to cell 4, then onto the food
        assert_eq!(mv.to, 4);
        let cat = sol.moves(Position {
            mouse: 1,
            cat: 2,
            turn: Turn::Cat,
        });
        let caught = cat.iter().find(|m| m.to == 1).unwrap();
        assert_eq!(caught.ending, Some(Ending::Caught));
        assert_eq!(caught.value, Value::CatWins(1));
        assert!(mouse_wins_within_limit(Value::MouseWins(MOVE_LIMIT)));
        assert!(!mouse_wins_within_limit(Value::MouseWins(MOVE_LIMIT + 1)));
        assert!(!mouse_wins_within_limit(Value::Endless));
    }
}
