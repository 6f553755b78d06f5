//! A game in progress between a person and the computer (or two people): the moves so far, who
//! is to move, and how it ended, with the 1000-move rule. The computer plays
//! [`Solution::best_move`].

use super::grid::Cell;
use super::moves::{Ending, Move};
use super::solve::{MOVE_LIMIT, Position, Solution, Turn};

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameEnd {
    /// A move ended it (the food reached, or the mouse caught).
    Move(Ending),
    /// [`MOVE_LIMIT`] moves were made without the mouse reaching the food: the cat wins.
    MoveLimit,
}

impl GameEnd {
    /// Who won.
    pub fn winner(self) -> Turn {
        match self {
            GameEnd::Move(e) if e.mouse_wins() => Turn::Mouse,
            _ => Turn::Cat,
        }
    }
}

/// A game from a position, move by move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayGame {
    /// The position now (after the last move; the mover's cell is where the game ended if it did).
    pub position: Position,
    /// The moves so far.
    pub moves: Vec<Move>,
    /// How the game ended, once it has.
    pub end: Option<GameEnd>,
}

impl PlayGame {
    /// A game from `start`.
    pub fn new(start: Position) -> PlayGame {
        PlayGame {
            position: start,
            moves: Vec::new(),
            end: None,
        }
    }

    /// Who moves now.
    pub fn turn(&self) -> Turn {
        self.position.turn
    }

    /// The legal moves now (none once the game ended).
    pub fn legal(&self, sol: &Solution) -> Vec<Move> {
        if self.end.is_some() {
            return Vec::new();
        }
        sol.moves(self.position)
    }

    /// Play the move of the player to move to `to`; false (and nothing changes) when it is not a
    /// legal move.
    pub fn play(&mut self, sol: &Solution, to: Cell) -> bool {
        let Some(mv) = self.legal(sol).into_iter().find(|m| m.to == to) else {
            return false;
        };
        self.moves.push(mv);
        self.position = mv.after;
        self.end = match mv.ending {
            Some(e) => Some(GameEnd::Move(e)),
            None if self.moves.len() >= MOVE_LIMIT as usize => Some(GameEnd::MoveLimit),
            None => None,
        };
        true
    }

    /// Play the solver's best move; false when the game is over.
    pub fn play_best(&mut self, sol: &Solution) -> bool {
        if self.end.is_some() {
            return false;
        }
        match sol.best_move(self.position) {
            Some(mv) => self.play(sol, mv.to),
            None => false,
        }
    }

    /// Take back the moves since `turn` last had to move (the person's move and the computer's
    /// answer); false when there is nothing to take back.
    pub fn take_back(&mut self, turn: Turn) -> bool {
        let mut undone = false;
        while let Some(mv) = self.moves.pop() {
            undone = true;
            self.end = None;
            self.position = Position {
                mouse: if mv.after.turn == Turn::Cat {
                    mv.from
                } else {
                    mv.after.mouse
                },
                cat: if mv.after.turn == Turn::Mouse {
                    mv.from
                } else {
                    mv.after.cat
                },
                turn: mv.after.turn.other(),
            };
            if self.position.turn == turn {
                break;
            }
        }
        undone
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::cat_mouse_ii::{Grid, Value, solve};

    #[test]
    fn the_computer_against_itself_plays_the_optimal_game() {
        let g = Grid::parse(&["####F", "#C...", "M...."]).unwrap();
        let sol = solve(&g, 2, 1, &NoControl).unwrap();
        let mut game = PlayGame::new(sol.start());
        while game.play_best(&sol) {}
        assert_eq!(game.end, Some(GameEnd::Move(Ending::MouseOnFood)));
        assert_eq!(game.end.unwrap().winner(), Turn::Mouse);
        assert_eq!(Value::MouseWins(game.moves.len() as u32), sol.start_value());
        assert!(!game.play_best(&sol) && game.legal(&sol).is_empty());
    }

    #[test]
    fn illegal_moves_change_nothing_and_moves_can_be_taken_back() {
        let g = Grid::parse(&["M.C...F"]).unwrap();
        let sol = solve(&g, 4, 1, &NoControl).unwrap();
        let mut game = PlayGame::new(sol.start());
        assert!(!game.play(&sol, 6), "the food is 6 cells away");
        assert!(game.moves.is_empty());
        // the mouse runs into the cat: caught
        assert!(game.play(&sol, 2));
        assert_eq!(game.end, Some(GameEnd::Move(Ending::Caught)));
        assert_eq!(game.end.unwrap().winner(), Turn::Cat);
        assert!(game.take_back(Turn::Mouse));
        assert_eq!(game, PlayGame::new(sol.start()));
        // the mouse to 4, the cat answers; taking back returns to the mouse's turn
        assert!(game.play(&sol, 4));
        assert!(game.play_best(&sol));
        assert_eq!(game.turn(), Turn::Mouse);
        assert!(game.take_back(Turn::Mouse));
        assert_eq!(game.position, sol.start());
        assert!(!game.take_back(Turn::Mouse));
    }

    #[test]
    fn the_move_limit_gives_the_game_to_the_cat() {
        // nobody can win: the mouse and the cat stay put forever
        let g = Grid::parse(&["M#C#F"]).unwrap();
        let sol = solve(&g, 1, 1, &NoControl).unwrap();
        let mut game = PlayGame::new(sol.start());
        while game.play_best(&sol) {}
        assert_eq!(game.moves.len(), MOVE_LIMIT as usize);
        assert_eq!(game.end, Some(GameEnd::MoveLimit));
        assert_eq!(game.end.unwrap().winner(), Turn::Cat);
    }
}
