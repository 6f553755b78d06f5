//! The outcome quiz of Cat and Mouse (913) and Cat and Mouse II (1728): a position is picked,
//! the student picks its outcome, and a wrong pick is explained with the solver's reason (the
//! winning move, the longest defence when every move loses, the move that keeps a draw).

use super::Answer;
use crate::games::rng::SplitMix64;

/// What a wrong pick shows: the pick and the real outcome (the tab adds the reason).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OutcomeMiss<O> {
    pub picked: O,
    pub actual: O,
}

/// Check a picked outcome against the real one.
pub fn check_outcome<O: PartialEq + Copy>(picked: O, actual: O) -> Answer<OutcomeMiss<O>> {
    if picked == actual {
        Answer::Right
    } else {
        Answer::Wrong(OutcomeMiss { picked, actual })
    }
}

/// The positions whose outcome the student has committed in one solved game (`rev`): answered
/// right, or shown after the last hint. Play and the hints may name those outcomes, and only
/// those (the others are open questions). A new solve (another `rev`) starts empty.
#[derive(Debug, Clone)]
pub struct Committed<P> {
    rev: Option<u64>,
    set: std::collections::HashSet<P>,
}

impl<P> Default for Committed<P> {
    fn default() -> Self {
        Committed {
            rev: None,
            set: std::collections::HashSet::new(),
        }
    }
}

impl<P: std::hash::Hash + Eq> Committed<P> {
    /// The outcome of `p` in the game of `rev` is committed.
    pub fn insert(&mut self, rev: u64, p: P) {
        if self.rev != Some(rev) {
            self.rev = Some(rev);
            self.set.clear();
        }
        self.set.insert(p);
    }

    /// True when the outcome of `p` in the game of `rev` is committed.
    pub fn contains(&self, rev: u64, p: &P) -> bool {
        self.rev == Some(rev) && self.set.contains(p)
    }
}

/// Pick one of `count` candidates with `rng`, other than `avoid` when there is a choice.
fn pick(rng: &mut SplitMix64, count: usize, avoid: Option<usize>) -> Option<usize> {
    match count {
        0 => None,
        1 => Some(0),
        _ => loop {
            let k = rng.below(count as u64) as usize;
            if Some(k) != avoid {
                return Some(k);
            }
        },
    }
}

/// Cat and Mouse (913).
pub mod cat_mouse {
    use super::*;
    use crate::games::cat_mouse::{Outcome, Position, Solution};

    /// The positions the outcome quiz asks about: not over yet and with a move (the quiz of
    /// the game is done once each of them is committed).
    pub fn candidates(sol: &Solution) -> Vec<Position> {
        (0..sol.position_count())
            .filter_map(|i| sol.position_at(i))
            .filter(|p| p.terminal_outcome().is_none() && sol.best_move(*p).is_some())
            .collect()
    }

    /// Why a position has its outcome, from the solver.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum Reason {
        /// The mover has a winning move: to `to`, the game ends in `moves` moves.
        Wins { to: u32, moves: u32 },
        /// Every move of the mover loses; the longest defence is to `to`, `moves` moves.
        EveryMoveLoses { to: u32, moves: u32 },
        /// No move wins for the mover; moving to `to` keeps the draw.
        Draw { to: u32 },
        /// The mover has no legal move (a draw).
        Stuck,
    }

    /// The reason the solver gives for `pos` (a position of play, not terminal).
    pub fn reason(sol: &Solution, pos: Position) -> Option<Reason> {
        let outcome = sol.outcome(pos)?;
        if pos.terminal_outcome().is_some() {
            return None;
        }
        let Some(best) = sol.best_move(pos) else {
            return Some(Reason::Stuck);
        };
        let moves = sol.moves_to_end(pos).unwrap_or(0);
        Some(if outcome == Outcome::Draw {
            Reason::Draw { to: best.to }
        } else if outcome.is_win_for(pos.turn) {
            Reason::Wins { to: best.to, moves }
        } else {
            Reason::EveryMoveLoses { to: best.to, moves }
        })
    }

    /// True when `pos` can arise from the start (`reachable`: [`Solution::reachable_from_start`]).
    pub fn is_reachable(sol: &Solution, reachable: &[bool], pos: Position) -> bool {
        sol.position_index(pos)
            .and_then(|i| reachable.get(i))
            .copied()
            .unwrap_or(false)
    }

    /// A position to ask about: not terminal, the mover has a move. The start position first
    /// (the game's own question, Play's gate) unless it is in `asked`; then one not `asked`
    /// while any is left (a set of 10 asked one position twice and never the start), those
    /// that can arise from the start (`reachable`, [`Solution::reachable_from_start`]) before
    /// the others (a student was asked the mouse beside the hole with the cat far away, a
    /// position no game reaches); then any but `last` when there is a choice. `None` when the
    /// graph has no such position.
    pub fn pick_position(
        sol: &Solution,
        rng: &mut SplitMix64,
        last: Option<Position>,
        asked: &[Position],
        reachable: &[bool],
    ) -> Option<Position> {
        let candidates = candidates(sol);
        // (`last` counts as asked: a caller that keeps no list still moves on from it)
        let asked_already = |p: &Position| asked.contains(p) || last == Some(*p);
        if candidates.contains(&Position::START) && !asked_already(&Position::START) {
            return Some(Position::START);
        }
        let fresh = |wanted: bool| -> Vec<Position> {
            candidates
                .iter()
                .copied()
                .filter(|p| !asked_already(p) && is_reachable(sol, reachable, *p) == wanted)
                .collect()
        };
        for fresh in [fresh(true), fresh(false)] {
            if !fresh.is_empty() {
                return pick(rng, fresh.len(), None).map(|k| fresh[k]);
            }
        }
        let avoid = last.and_then(|l| candidates.iter().position(|p| *p == l));
        pick(rng, candidates.len(), avoid).map(|k| candidates[k])
    }
}

/// Cat and Mouse II (1728).
pub mod cat_mouse_ii {
    use super::*;
    use crate::games::cat_mouse_ii::moves::mouse_wins_within_limit;
    use crate::games::cat_mouse_ii::{Cell, Position, Solution, Turn, Value};

    /// Who wins a position under the 1000-move rule.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Winner {
        Mouse,
        Cat,
    }

    /// The winner of a value under the 1000-move rule.
    pub fn winner(v: Value) -> Winner {
        if mouse_wins_within_limit(v) {
            Winner::Mouse
        } else {
            Winner::Cat
        }
    }

    /// Why a position has its winner, from the solver.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum Reason {
        /// The mover wins: the best move is to `to`, the game lasts `moves` moves.
        Wins { to: Cell, moves: u32 },
        /// Every move of the mover loses; the longest defence is to `to`, `moves` moves.
        EveryMoveLoses { to: Cell, moves: u32 },
        /// Neither can force the end: the game goes on forever, and the 1000-move rule gives it
        /// to the cat (`to`: the mover's best move).
        Endless { to: Cell },
        /// The mouse would win, but only after more than 1000 moves: the cat wins.
        TooLong { moves: u32 },
    }

    /// The reason the solver gives for `pos` (a position of play with moves).
    pub fn reason(sol: &Solution, pos: Position) -> Option<Reason> {
        let value = sol.value(pos)?;
        let best = sol.best_move(pos)?;
        Some(match value {
            Value::Endless => Reason::Endless { to: best.to },
            Value::MouseWins(n) if winner(value) == Winner::Cat => Reason::TooLong { moves: n },
            Value::MouseWins(n) | Value::CatWins(n) => {
                let mover_wins = matches!(
                    (winner(value), pos.turn),
                    (Winner::Mouse, Turn::Mouse) | (Winner::Cat, Turn::Cat)
                );
                if mover_wins {
                    Reason::Wins {
                        to: best.to,
                        moves: n,
                    }
                } else {
                    Reason::EveryMoveLoses {
                        to: best.to,
                        moves: n,
                    }
                }
            }
        })
    }

    /// A position to ask about: the mouse and the cat on different floor cells, neither on the
    /// food, the mover has a move, its value known; another one than `last` when possible.
    pub fn pick_position(
        sol: &Solution,
        rng: &mut SplitMix64,
        last: Option<Position>,
    ) -> Option<Position> {
        if !sol.is_complete() {
            return None;
        }
        let food = sol.grid().food();
        let candidates: Vec<Position> = sol
            .all_positions()
            .filter(|p| p.mouse != p.cat && p.mouse != food && p.cat != food)
            .filter(|p| sol.value(*p).is_some() && sol.best_move(*p).is_some())
            .collect();
        let avoid = last.and_then(|l| candidates.iter().position(|p| *p == l));
        pick(rng, candidates.len(), avoid).map(|k| candidates[k])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::quiz::Score;

    #[test]
    fn committed_positions_belong_to_one_solve() {
        let mut c = Committed::default();
        assert!(!c.contains(1, &7));
        c.insert(1, 7);
        assert!(c.contains(1, &7) && !c.contains(1, &8) && !c.contains(2, &7));
        c.insert(2, 8);
        assert!(!c.contains(2, &7), "a new solve starts empty");
    }

    #[test]
    fn a_right_pick_scores_and_a_wrong_one_explains() {
        let mut s = Score::default();
        assert!(s.count(check_outcome(1, 1)).is_right());
        let a = s.count(check_outcome(2, 1));
        assert_eq!(
            a.wrong(),
            Some(&OutcomeMiss {
                picked: 2,
                actual: 1
            })
        );
        assert_eq!((s.right, s.asked, s.streak, s.best_streak), (1, 2, 0, 1));
    }

    #[test]
    fn cat_and_mouse_positions_come_with_the_solvers_reason() {
        use crate::games::cat_mouse::{Graph, Outcome, Position, Turn, solve};
        use cat_mouse::{Reason, pick_position, reason};
        // LeetCode 913 example 1 (a draw from the start)
        let g = Graph::from_adjacency(&[
            vec![2, 5],
            vec![3],
            vec![0, 4, 5],
            vec![1, 4, 5],
            vec![2, 3],
            vec![0, 2, 3],
        ])
        .unwrap();
        let sol = solve(&g, &NoControl).unwrap();
        assert_eq!(sol.start_outcome(), Outcome::Draw);
        let mut rng = SplitMix64::new(7);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..200 {
            let p = pick_position(&sol, &mut rng, None, &[Position::START], &[]).unwrap();
            assert!(p.terminal_outcome().is_none());
            let r = reason(&sol, p).unwrap();
            let o = sol.outcome(p).unwrap();
            match r {
                Reason::Wins { to, moves } => {
                    assert!(o.is_win_for(p.turn));
                    let next = p.after_move(to);
                    assert_eq!(sol.outcome(next), Some(o));
                    assert_eq!(sol.moves_to_end(next), Some(moves - 1));
                }
                Reason::EveryMoveLoses { .. } => {
                    assert!(o != Outcome::Draw && !o.is_win_for(p.turn));
                    assert!(sol.moves(p).iter().all(|m| m.outcome == o));
                }
                Reason::Draw { to } => {
                    assert_eq!(o, Outcome::Draw);
                    assert_eq!(sol.outcome(p.after_move(to)), Some(Outcome::Draw));
                }
                Reason::Stuck => unreachable!("picked positions have a move"),
            }
            seen.insert(p);
        }
        assert!(seen.len() > 10, "positions vary");
        // a different position from the last one
        let last = Position::new(1, 2, Turn::Mouse);
        for _ in 0..50 {
            assert_ne!(
                pick_position(&sol, &mut rng, Some(last), &[Position::START], &[]),
                Some(last)
            );
        }
        // the start first, then never a position twice while unasked ones remain, every one
        // that can arise from the start before any that cannot
        let reach = sol.reachable_from_start();
        let mut asked = Vec::new();
        while let Some(p) = pick_position(&sol, &mut rng, asked.last().copied(), &asked, &reach) {
            if asked.contains(&p) {
                break;
            }
            asked.push(p);
        }
        assert_eq!(asked.first(), Some(&Position::START));
        let reachable = |p: &Position| cat_mouse::is_reachable(&sol, &reach, *p);
        let first_other = asked.iter().position(|p| !reachable(p)).unwrap();
        assert!(first_other > 1, "some positions arise from the start");
        assert!(
            asked[first_other..].iter().all(|p| !reachable(p)),
            "a position that cannot arise was asked before one that can: {asked:?}"
        );
        let all: std::collections::HashSet<_> = asked.iter().collect();
        assert_eq!(all.len(), asked.len());
        assert!(
            all.len() >= seen.len(),
            "every position asked before a repeat"
        );
    }

    #[test]
    fn cat_and_mouse_positions_that_cannot_arise_are_asked_last() {
        use crate::games::cat_mouse::{Graph, Position, Turn, solve};
        use cat_mouse::{candidates, is_reachable, pick_position};
        // LeetCode 913 example 2: the mouse's only move is into the hole, so the start is the
        // only position of play that arises; the others still have a value
        let g = Graph::from_adjacency(&[vec![1, 3], vec![0], vec![3], vec![0, 2]]).unwrap();
        let sol = solve(&g, &NoControl).unwrap();
        let reach = sol.reachable_from_start();
        let arise: Vec<Position> = (0..sol.position_count())
            .filter_map(|i| sol.position_at(i))
            .filter(|p| is_reachable(&sol, &reach, *p))
            .collect();
        assert_eq!(
            arise,
            vec![Position::START, Position::new(0, 2, Turn::Cat)],
            "the start and the mouse in the hole"
        );
        assert!(candidates(&sol).len() > 2);
        let mut rng = SplitMix64::new(3);
        let first = pick_position(&sol, &mut rng, None, &[], &reach);
        assert_eq!(first, Some(Position::START));
        let next = pick_position(&sol, &mut rng, first, &[Position::START], &reach).unwrap();
        assert!(
            !is_reachable(&sol, &reach, next),
            "only the others are left"
        );
    }

    #[test]
    fn cat_and_mouse_ii_positions_come_with_the_solvers_reason() {
        use crate::games::cat_mouse_ii::{Grid, Turn, solve};
        use cat_mouse_ii::{Reason, Winner, pick_position, reason, winner};
        let g = Grid::parse(&["####F", "#C...", "M...."]).unwrap();
        let sol = solve(&g, 2, 1, &NoControl).unwrap();
        let mut rng = SplitMix64::new(3);
        let (mut mouse, mut cat) = (0, 0);
        for _ in 0..200 {
            let p = pick_position(&sol, &mut rng, None).unwrap();
            let w = winner(sol.value(p).unwrap());
            match w {
                Winner::Mouse => mouse += 1,
                Winner::Cat => cat += 1,
            }
            match reason(&sol, p).unwrap() {
                Reason::Wins { .. } => assert_eq!(
                    w,
                    if p.turn == Turn::Mouse {
                        Winner::Mouse
                    } else {
                        Winner::Cat
                    }
                ),
                Reason::EveryMoveLoses { .. } => assert_ne!(
                    w,
                    if p.turn == Turn::Mouse {
                        Winner::Mouse
                    } else {
                        Winner::Cat
                    }
                ),
                Reason::Endless { .. } | Reason::TooLong { .. } => assert_eq!(w, Winner::Cat),
            }
        }
        assert!(mouse > 0 && cat > 0, "both outcomes come up");
        assert!(check_outcome(Winner::Mouse, Winner::Mouse).is_right());
        assert_eq!(
            check_outcome(Winner::Cat, Winner::Mouse)
                .wrong()
                .unwrap()
                .actual,
            Winner::Mouse
        );
    }
}
