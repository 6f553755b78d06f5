//! Playing a game move by move: the position, the positions so far, and how the game ended.
//!
//! [`PlayState`] applies the rules of the module docs ([`super`]): the mouse moves first from
//! node 1, the cat from node 2 and never into the hole 0; the mouse wins in the hole, the cat on
//! the mouse, and a position that comes up again (same nodes, same player to move) is a draw. A
//! player with no legal move also ends the game in a draw ([`Ending::Stuck`]); such positions
//! cannot be reached by a move, only set up with [`PlayState::from_position`].
//!
//! The UI's game against the computer and the solution view's optimal line both ask a
//! [`PlayState`] how a game ended instead of judging it themselves.

use std::collections::HashSet;

use super::{Graph, Outcome, Position, Turn};

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ending {
    /// The mouse reached the hole: the mouse wins.
    MouseInHole,
    /// The cat and the mouse are on the same node: the cat wins.
    CatCatches,
    /// A position (same nodes, same player to move) came up a second time: a draw.
    Repetition,
    /// The player to move has no legal move: a draw.
    Stuck,
}

impl Ending {
    /// The result of the game: a win for the mouse or the cat, or a draw.
    pub fn outcome(self) -> Outcome {
        match self {
            Ending::MouseInHole => Outcome::MouseWin,
            Ending::CatCatches => Outcome::CatWin,
            Ending::Repetition | Ending::Stuck => Outcome::Draw,
        }
    }

    /// The player who won, or `None` for a draw.
    pub fn winner(self) -> Option<Turn> {
        match self {
            Ending::MouseInHole => Some(Turn::Mouse),
            Ending::CatCatches => Some(Turn::Cat),
            Ending::Repetition | Ending::Stuck => None,
        }
    }

    /// How the game ends at `pos`, reached by a move (`repeated`: it came up before), or `None`
    /// if it goes on. A win is judged first, then repetition, then a mover without a move.
    fn at(graph: &Graph, pos: Position, repeated: bool) -> Option<Ending> {
        match pos.terminal_outcome() {
            Some(Outcome::MouseWin) => Some(Ending::MouseInHole),
            Some(_) => Some(Ending::CatCatches),
            None if repeated => Some(Ending::Repetition),
            None if pos.legal_moves(graph).next().is_none() => Some(Ending::Stuck),
            None => None,
        }
    }
}

/// One move of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveReport {
    /// Who moved.
    pub mover: Turn,
    /// The mover's node before the move.
    pub from: u32,
    /// The mover's node after the move.
    pub to: u32,
    /// The position before the move.
    pub before: Position,
    /// The position after the move.
    pub after: Position,
    /// How the game ended with this move, if it did.
    pub ending: Option<Ending>,
}

impl MoveReport {
    /// The move from `before` to `after` (one node of the mover changes).
    fn new(before: Position, after: Position, ending: Option<Ending>) -> MoveReport {
        let to = match before.turn {
            Turn::Mouse => after.mouse,
            Turn::Cat => after.cat,
        };
        MoveReport {
            mover: before.turn,
            from: before.mover_node(),
            to,
            before,
            after,
            ending,
        }
    }
}

/// Why [`PlayState::play`] refused a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// The game has already ended.
    #[error("the game is over ({0:?})")]
    GameOver(Ending),
    /// `to` is not a neighbour of the mover's node, or it is the hole and the cat moves.
    #[error("illegal move to node {to} from the position {pos}")]
    Illegal {
        /// The position the move was tried in.
        pos: Position,
        /// The node asked for.
        to: u32,
    },
}

/// A game in progress: the current position, every position so far and how the game ended.
///
/// Read the fields; change them only through [`PlayState::play`] and [`PlayState::undo`], which
/// keep them consistent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayState {
    /// The current position.
    pub pos: Position,
    /// Every position so far, the first one (where the game was set up) first; the last is
    /// [`PlayState::pos`].
    pub history: Vec<Position>,
    /// The positions of `history`.
    seen: HashSet<Position>,
    /// Set once the game has ended.
    end: Option<Ending>,
}

impl PlayState {
    /// A game from the start position: mouse on 1, cat on 2, mouse to move.
    pub fn new(graph: &Graph) -> PlayState {
        PlayState::set_up(graph, Position::START)
    }

    /// A game set up at `pos` (a heatmap cell, say), or `None` if `pos` is not a valid
    /// position on `graph`. It may have ended already: at a win, or when the player to move
    /// has no legal move ([`Ending::Stuck`]).
    pub fn from_position(graph: &Graph, pos: Position) -> Option<PlayState> {
        pos.is_valid(graph.n())
            .then(|| PlayState::set_up(graph, pos))
    }

    fn set_up(graph: &Graph, pos: Position) -> PlayState {
        PlayState {
            pos,
            history: vec![pos],
            seen: HashSet::from([pos]),
            end: Ending::at(graph, pos, false),
        }
    }

    /// Replays `line` (a position followed by the positions its moves reach, like
    /// [`super::Solution::optimal_line`]): the game after its last position, or `None` if
    /// `line` is empty, starts at an invalid position or contains a step that is not a legal
    /// move (including any move after the game ended).
    pub fn replay(graph: &Graph, line: &[Position]) -> Option<PlayState> {
        let (&first, rest) = line.split_first()?;
        let mut state = PlayState::from_position(graph, first)?;
        for &next in rest {
            let to = match state.pos.turn {
                Turn::Mouse => next.mouse,
                Turn::Cat => next.cat,
            };
            if state.pos.after_move(to) != next {
                return None;
            }
            state.play(graph, to).ok()?;
        }
        Some(state)
    }

    /// How the game ended, or `None` while it goes on.
    pub fn ending(&self) -> Option<Ending> {
        self.end
    }

    /// True once the game has ended.
    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// Who moves next.
    pub fn to_move(&self) -> Turn {
        self.pos.turn
    }

    /// Number of moves played since the game was set up.
    pub fn move_count(&self) -> usize {
        self.history.len() - 1
    }

    /// The legal destinations of the player to move, in the graph's neighbour order; none once
    /// the game has ended.
    pub fn legal_moves(&self, graph: &Graph) -> Vec<u32> {
        if self.is_over() {
            return Vec::new();
        }
        self.pos.legal_moves(graph).collect()
    }

    /// The player to move goes to `to`. Refused when the game is over or the move is not
    /// legal; otherwise the report says how the game ended with it, if it did.
    pub fn play(&mut self, graph: &Graph, to: u32) -> Result<MoveReport, PlayError> {
        if let Some(end) = self.end {
            return Err(PlayError::GameOver(end));
        }
        let before = self.pos;
        if !before.legal_moves(graph).any(|v| v == to) {
            return Err(PlayError::Illegal { pos: before, to });
        }
        let after = before.after_move(to);
        let repeated = !self.seen.insert(after);
        self.pos = after;
        self.history.push(after);
        self.end = Ending::at(graph, after, repeated);
        Ok(MoveReport::new(before, after, self.end))
    }

    /// Takes back the last move and returns it, or `None` if no move was played.
    pub fn undo(&mut self) -> Option<MoveReport> {
        if self.history.len() < 2 {
            return None;
        }
        let after = self.history.pop()?;
        let before = *self.history.last()?;
        let report = MoveReport::new(before, after, self.end);
        self.pos = before;
        self.seen = self.history.iter().copied().collect();
        // The game went on after every earlier position.
        self.end = None;
        Some(report)
    }

    /// The moves played so far, in order (only the last one can have an ending).
    pub fn moves(&self) -> Vec<MoveReport> {
        let k = self.move_count();
        self.history
            .windows(2)
            .enumerate()
            .map(|(i, w)| MoveReport::new(w[0], w[1], if i + 1 == k { self.end } else { None }))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::cat_mouse::{preset, solve};

    fn graph(lists: &[&[u32]]) -> Graph {
        let raw: Vec<Vec<u32>> = lists.iter().map(|l| l.to_vec()).collect();
        Graph::from_adjacency(&raw).unwrap()
    }

    /// LeetCode 913, example 1 (a draw).
    fn example_1() -> Graph {
        graph(&[&[2, 5], &[3], &[0, 4, 5], &[1, 4, 5], &[2, 3], &[0, 2, 3]])
    }

    /// LeetCode 913, example 2 (the mouse wins with its first move).
    fn example_2() -> Graph {
        graph(&[&[1, 3], &[0], &[3], &[0, 2]])
    }

    #[test]
    fn the_mouse_walks_into_the_hole_in_example_2() {
        let g = example_2();
        let mut s = PlayState::new(&g);
        assert_eq!(s.pos, Position::START);
        assert_eq!(
            (s.ending(), s.to_move(), s.move_count()),
            (None, Turn::Mouse, 0)
        );
        assert_eq!(s.legal_moves(&g), vec![0]);
        let m = s.play(&g, 0).unwrap();
        assert_eq!((m.mover, m.from, m.to), (Turn::Mouse, 1, 0));
        assert_eq!(m.after, Position::new(0, 2, Turn::Cat));
        assert_eq!(m.ending, Some(Ending::MouseInHole));
        assert_eq!(s.ending(), Some(Ending::MouseInHole));
        assert_eq!(Ending::MouseInHole.outcome(), Outcome::MouseWin);
        assert_eq!(Ending::MouseInHole.winner(), Some(Turn::Mouse));
        assert!(s.legal_moves(&g).is_empty());
        assert_eq!(s.play(&g, 1), Err(PlayError::GameOver(Ending::MouseInHole)));
    }

    #[test]
    fn a_repeated_position_is_a_draw_in_example_1() {
        let g = example_1();
        let mut s = PlayState::new(&g);
        // mouse 1 → 3, cat 2 → 5, mouse 3 → 1, cat 5 → 2: the start again, mouse to move
        for to in [3, 5, 1] {
            assert_eq!(s.play(&g, to).unwrap().ending, None);
        }
        let before_last = s.clone();
        let m = s.play(&g, 2).unwrap();
        assert_eq!((m.mover, m.from, m.to), (Turn::Cat, 5, 2));
        assert_eq!(s.pos, Position::START);
        assert_eq!(s.ending(), Some(Ending::Repetition));
        assert_eq!(Ending::Repetition.outcome(), Outcome::Draw);
        assert_eq!(Ending::Repetition.winner(), None);
        assert_eq!(s.move_count(), 4);
        let moves = s.moves();
        assert_eq!(
            moves.iter().map(|m| (m.from, m.to)).collect::<Vec<_>>(),
            vec![(1, 3), (2, 5), (3, 1), (5, 2)]
        );
        assert!(moves[..3].iter().all(|m| m.ending.is_none()));
        assert_eq!(moves[3].ending, Some(Ending::Repetition));
        // taking it back reopens the game exactly as it was
        let undone = s.undo().unwrap();
        assert_eq!(undone, m);
        assert_eq!(s, before_last);
        while s.undo().is_some() {}
        assert_eq!(s, PlayState::new(&g));
        assert_eq!(s.undo(), None);
    }

    #[test]
    fn a_position_repeats_only_with_the_same_player_to_move() {
        // the mouse runs round the triangle 1-3-4, the cat round 2-5-6; the hole is out of reach
        let g = graph(&[&[], &[3, 4], &[5, 6], &[1, 4], &[1, 3], &[2, 6], &[2, 5]]);
        let mut s = PlayState::new(&g);
        for to in [3, 5, 4, 2, 1] {
            assert_eq!(s.play(&g, to).unwrap().ending, None);
        }
        // the start's nodes again, but the cat to move: the game goes on
        assert_eq!(s.pos, Position::new(1, 2, Turn::Cat));
        for to in [5, 3, 2, 4, 5, 1] {
            assert_eq!(s.play(&g, to).unwrap().ending, None);
        }
        // the start itself again
        assert_eq!(s.play(&g, 2).unwrap().ending, Some(Ending::Repetition));
        assert_eq!(s.pos, Position::START);
        assert_eq!(s.move_count(), 12);
    }

    #[test]
    fn the_cat_catches_the_mouse_and_never_enters_the_hole() {
        let g = example_1();
        let mut s = PlayState::new(&g);
        s.play(&g, 3).unwrap();
        // node 2 neighbours 0, 4, 5; the hole is not a move for the cat
        assert_eq!(s.legal_moves(&g), vec![4, 5]);
        let before = s.clone();
        assert_eq!(
            s.play(&g, 0),
            Err(PlayError::Illegal {
                pos: Position::new(3, 2, Turn::Cat),
                to: 0
            })
        );
        assert!(matches!(s.play(&g, 1), Err(PlayError::Illegal { .. })));
        assert_eq!(s, before, "a refused move changes nothing");
        s.play(&g, 4).unwrap();
        // the mouse steps onto the cat
        let m = s.play(&g, 4).unwrap();
        assert_eq!(m.ending, Some(Ending::CatCatches));
        assert_eq!(Ending::CatCatches.outcome(), Outcome::CatWin);
        assert_eq!(Ending::CatCatches.winner(), Some(Turn::Cat));
        // the cat lands on the mouse
        let g = preset("mouse_walks_into_cat").unwrap().graph();
        let mut s = PlayState::new(&g);
        s.play(&g, 2).unwrap();
        assert_eq!(s.ending(), Some(Ending::CatCatches));
    }

    #[test]
    fn set_up_positions_may_have_ended_already() {
        // example 2 with an isolated node 4
        let g = graph(&[&[1, 3], &[0], &[3], &[0, 2], &[]]);
        let stuck_mouse = PlayState::from_position(&g, Position::new(4, 2, Turn::Mouse)).unwrap();
        assert_eq!(stuck_mouse.ending(), Some(Ending::Stuck));
        assert_eq!(Ending::Stuck.outcome(), Outcome::Draw);
        // node 1's only neighbour is the hole, where the cat may not go
        let stuck_cat = PlayState::from_position(&g, Position::new(3, 1, Turn::Cat)).unwrap();
        assert_eq!(stuck_cat.ending(), Some(Ending::Stuck));
        assert!(stuck_cat.legal_moves(&g).is_empty());
        let home = PlayState::from_position(&g, Position::new(0, 3, Turn::Cat)).unwrap();
        assert_eq!(home.ending(), Some(Ending::MouseInHole));
        let caught = PlayState::from_position(&g, Position::new(3, 3, Turn::Mouse)).unwrap();
        assert_eq!(caught.ending(), Some(Ending::CatCatches));
        assert_eq!(
            PlayState::from_position(&g, Position::new(3, 2, Turn::Cat))
                .unwrap()
                .ending(),
            None
        );
        // the cat is never on the hole; nodes must exist
        assert!(PlayState::from_position(&g, Position::new(3, 0, Turn::Mouse)).is_none());
        assert!(PlayState::from_position(&g, Position::new(5, 2, Turn::Mouse)).is_none());
    }

    #[test]
    fn optimal_lines_replay_to_their_outcome() {
        for (g, ending, moves) in [
            (example_1(), Ending::Repetition, None),
            (example_2(), Ending::MouseInHole, Some(1)),
            (
                preset("naive_bound_a").unwrap().graph(),
                Ending::MouseInHole,
                Some(21),
            ),
            (
                preset("naive_bound_b").unwrap().graph(),
                Ending::CatCatches,
                Some(30),
            ),
        ] {
            let sol = solve(&g, &NoControl).unwrap();
            let line = sol.optimal_line(Position::START);
            let s = PlayState::replay(&g, &line).unwrap();
            assert_eq!(s.history, line);
            assert_eq!(s.ending(), Some(ending));
            assert_eq!(ending.outcome(), sol.start_outcome());
            if let Some(d) = moves {
                assert_eq!(s.move_count(), d);
            }
        }
    }

    #[test]
    fn replay_refuses_what_is_not_a_game() {
        let g = example_1();
        assert!(PlayState::replay(&g, &[]).is_none());
        // a jump (1 → 4 is no edge) and two cat moves in a row
        let jump = [Position::START, Position::new(4, 2, Turn::Cat)];
        assert!(PlayState::replay(&g, &jump).is_none());
        let twice = [
            Position::START,
            Position::new(3, 2, Turn::Cat),
            Position::new(3, 4, Turn::Cat),
        ];
        assert!(PlayState::replay(&g, &twice).is_none());
        // nothing may follow the end of the game
        let g = example_2();
        let after_end = [
            Position::START,
            Position::new(0, 2, Turn::Cat),
            Position::new(0, 3, Turn::Mouse),
        ];
        assert!(PlayState::replay(&g, &after_end).is_none());
        assert_eq!(
            PlayState::replay(&g, &after_end[..1]),
            Some(PlayState::new(&g))
        );
    }
}
