//! Sums of games: several games side by side, a move is a move in one of them (of the player's
//! choice), and a player who cannot move in any loses. The Sprague–Grundy theorem says the
//! first player loses the sum exactly when the XOR of the parts' Grundy values is 0; this
//! module checks that by **solving the sum itself**, without Grundy values.
//!
//! A part is a position of a solved game (the part is the game from there) or a Nim heap. Each
//! part's positions are numbered children first (every move goes to a smaller number), so a
//! position of the sum, numbered in mixed radix over its parts, has every move to a smaller
//! number too: one pass in increasing order decides every position of the sum (a win when some
//! move reaches a loss), reading only positions already decided. The parts must not repeat
//! positions (a game with Grundy values), and the sum has at most [`MAX_STATES`] positions.

use super::{PosId, Solved};
use crate::games::Control;

/// Most positions of a sum the solver explores.
pub const MAX_STATES: usize = 16_000_000;

/// Most moves it looks at (positions times the moves of each).
pub const MAX_WORK: u64 = 400_000_000;

/// Largest Nim heap.
pub const MAX_HEAP: u32 = 1_000;

/// Most parts in a sum.
pub const MAX_PARTS: usize = 8;

/// A part of a sum.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Part {
    /// The solved game from this position.
    Position(PosId),
    /// A Nim heap of this many (a move takes any number, at least one).
    Heap(u32),
}

/// Why a sum cannot be solved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SumError {
    /// No parts.
    Empty,
    /// The game has no Grundy values (misère, `end`, a scoring game or a position that can
    /// repeat): the theorem does not apply.
    NoGrundy,
    /// More parts than [`MAX_PARTS`].
    TooManyParts,
    /// A heap larger than [`MAX_HEAP`].
    HeapTooLarge(u32),
    /// The sum has `states` positions (or needs `work` moves looked at), beyond the limits.
    TooLarge {
        states: u128,
        work: u128,
    },
    Cancelled,
}

/// One part as a graph numbered children first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Component {
    /// The moves of each local position, to smaller local numbers.
    moves: Vec<Vec<u32>>,
    /// The part's own position (local number).
    start: u32,
}

impl Component {
    /// A component from moves that all go to smaller numbers; `None` otherwise.
    pub fn new(moves: Vec<Vec<u32>>, start: u32) -> Option<Component> {
        let ok = (start as usize) < moves.len()
            && moves
                .iter()
                .enumerate()
                .all(|(i, m)| m.iter().all(|&q| (q as usize) < i));
        ok.then_some(Component { moves, start })
    }

    /// A Nim heap of `k`: positions 0..=k, a move to any smaller one.
    pub fn heap(k: u32) -> Component {
        Component {
            moves: (0..=k).map(|i| (0..i).collect()).collect(),
            start: k,
        }
    }

    /// The game from `p` (every position `p` reaches), numbered children first; with the ids
    /// of the local positions. The game must not repeat positions.
    pub fn from_position(game: &Solved, p: PosId) -> Result<(Component, Vec<PosId>), SumError> {
        if !game.has_grundy() {
            return Err(SumError::NoGrundy);
        }
        // iterative depth-first search; a position is numbered once all its moves are
        let mut local: std::collections::HashMap<PosId, u32> = Default::default();
        let mut ids: Vec<PosId> = Vec::new();
        let mut stack: Vec<(PosId, usize)> = vec![(p, 0)];
        let mut entered: std::collections::HashSet<PosId> = [p].into_iter().collect();
        while let Some(&mut (x, ref mut next)) = stack.last_mut() {
            let moves = game.moves(x);
            if let Some(&q) = moves.get(*next) {
                *next += 1;
                if entered.insert(q) {
                    stack.push((q, 0));
                }
            } else {
                stack.pop();
                local.insert(x, ids.len() as u32);
                ids.push(x);
            }
        }
        let moves = ids
            .iter()
            .map(|&x| game.moves(x).iter().map(|q| local[q]).collect())
            .collect();
        let start = local[&p];
        Ok((Component { moves, start }, ids))
    }

    /// How many positions the part has.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether the part has no positions (never: it has its own).
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    fn edges(&self) -> u64 {
        self.moves.iter().map(|m| m.len() as u64).sum()
    }
}

/// A solved sum.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SumSolved {
    /// How many positions of the sum were decided.
    pub states: usize,
    /// Whether the player to move at the sum's start wins.
    pub first_wins: bool,
    /// A winning first move, when there is one: (part, the part's new local position).
    pub winning_move: Option<(usize, u32)>,
}

/// Solve the sum of `parts` from their starts (see the module docs).
pub fn solve_sum(parts: &[Component], control: &dyn Control) -> Result<SumSolved, SumError> {
    if parts.is_empty() {
        return Err(SumError::Empty);
    }
    let states: u128 = parts.iter().map(|c| c.len() as u128).product();
    // each position of the sum looks at every move of every part in it
    let work: u128 = parts
        .iter()
        .map(|c| states / c.len() as u128 * u128::from(c.edges()))
        .sum();
    if states > MAX_STATES as u128 || work > u128::from(MAX_WORK) {
        return Err(SumError::TooLarge { states, work });
    }
    let total = states as usize;
    // stride of part i in the mixed-radix number of a sum position
    let mut stride = vec![1usize; parts.len()];
    for i in 1..parts.len() {
        stride[i] = stride[i - 1] * parts[i - 1].len();
    }
    let mut win = vec![false; total];
    let mut digits = vec![0usize; parts.len()];
    for s in 0..total {
        if s % 65_536 == 0 {
            if control.cancelled() {
                return Err(SumError::Cancelled);
            }
            control.progress(s as u64, total as u64);
        }
        let wins = parts.iter().enumerate().any(|(i, c)| {
            let d = digits[i];
            c.moves[d]
                .iter()
                .any(|&q| !win[s - (d - q as usize) * stride[i]])
        });
        win[s] = wins;
        // the next number's digits
        for (i, c) in parts.iter().enumerate() {
            digits[i] += 1;
            if digits[i] < c.len() {
                break;
            }
            digits[i] = 0;
        }
    }
    let start: usize = parts
        .iter()
        .zip(&stride)
        .map(|(c, st)| c.start as usize * st)
        .sum();
    let winning_move = parts.iter().enumerate().find_map(|(i, c)| {
        let d = c.start as usize;
        c.moves[d]
            .iter()
            .find(|&&q| !win[start - (d - q as usize) * stride[i]])
            .map(|&q| (i, q))
    });
    Ok(SumSolved {
        states: total,
        first_wins: win[start],
        winning_move,
    })
}

/// A sum of parts of one solved game (or heaps), checked both ways.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SumCheck {
    pub parts: Vec<Part>,
    /// Each part's Grundy value (the solver's, or a heap's size).
    pub grundy: Vec<u32>,
    /// Their XOR: the first player wins the sum exactly when it is not 0.
    pub xor: u32,
    /// The sum solved as a game of its own.
    pub solved: SumSolved,
    /// The solved sum's winning first move as (part, what that part becomes).
    pub winning_move: Option<(usize, Part)>,
}

impl SumCheck {
    /// Whether the XOR rule's prediction is what solving the sum found.
    pub fn agrees(&self) -> bool {
        (self.xor != 0) == self.solved.first_wins
    }
}

/// Predict the sum of `parts` of `game` by the XOR of their Grundy values and solve it.
pub fn check(game: &Solved, parts: &[Part], control: &dyn Control) -> Result<SumCheck, SumError> {
    if parts.is_empty() {
        return Err(SumError::Empty);
    }
    if parts.len() > MAX_PARTS {
        return Err(SumError::TooManyParts);
    }
    let mut comps = Vec::new();
    let mut locals: Vec<Option<Vec<PosId>>> = Vec::new();
    let mut grundy = Vec::new();
    for &part in parts {
        match part {
            Part::Heap(k) => {
                if k > MAX_HEAP {
                    return Err(SumError::HeapTooLarge(k));
                }
                comps.push(Component::heap(k));
                locals.push(None);
                grundy.push(k);
            }
            Part::Position(p) => {
                let (c, ids) = Component::from_position(game, p)?;
                comps.push(c);
                locals.push(Some(ids));
                grundy.push(game.grundy(p).ok_or(SumError::NoGrundy)?);
            }
        }
    }
    let solved = solve_sum(&comps, control)?;
    let winning_move = solved.winning_move.map(|(i, q)| {
        let to = match &locals[i] {
            Some(ids) => Part::Position(ids[q as usize]),
            None => Part::Heap(q),
        };
        (i, to)
    });
    Ok(SumCheck {
        parts: parts.to_vec(),
        xor: grundy.iter().fold(0, |a, &g| a ^ g),
        grundy,
        solved,
        winning_move,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::custom::solve;

    /// The Grundy values of a component (mex over moves, children first).
    fn grundy(c: &Component) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::new();
        for m in &c.moves {
            let seen: Vec<u32> = m.iter().map(|&q| g[q as usize]).collect();
            g.push((0..).find(|v| !seen.contains(v)).unwrap());
        }
        g
    }

    #[test]
    fn nim_heaps_follow_the_xor() {
        for (heaps, wins) in [
            (vec![1, 2, 3], false),
            (vec![1, 2, 4], true),
            (vec![5, 5], false),
            (vec![0], false),
            (vec![7], true),
        ] {
            let comps: Vec<Component> = heaps.iter().map(|&k| Component::heap(k)).collect();
            let s = solve_sum(&comps, &NoControl).unwrap();
            assert_eq!(s.first_wins, wins, "{heaps:?}");
            assert_eq!(
                s.states,
                heaps.iter().map(|&k| k as usize + 1).product::<usize>()
            );
        }
        // 1 ⊕ 2 ⊕ 4 = 7: the winning move takes 4 down to 3
        let comps: Vec<Component> = [1, 2, 4].iter().map(|&k| Component::heap(k)).collect();
        assert_eq!(
            solve_sum(&comps, &NoControl).unwrap().winning_move,
            Some((2, 3))
        );
    }

    #[test]
    fn positions_of_a_subtraction_game_with_a_heap() {
        let g = solve(
            "start = 20\nmoves = lambda p: [p - k for k in (1, 3, 4) if p >= k]\n",
            false,
            &NoControl,
        )
        .unwrap();
        let id = |n: i64| g.find(&crate::games::custom::Pos::Int(n)).unwrap();
        // Grundy values 0 1 0 1 2 3 2 …: G(5) = 3, G(4) = 2, G(1) = 1 → 3 ⊕ 2 ⊕ 1 = 0
        let c = check(
            &g,
            &[Part::Position(id(5)), Part::Position(id(4)), Part::Heap(1)],
            &NoControl,
        )
        .unwrap();
        assert_eq!((c.grundy.clone(), c.xor), (vec![3, 2, 1], 0));
        assert!(!c.solved.first_wins && c.agrees());
        assert_eq!(c.winning_move, None);
        // 5 and 4 alone: 3 ⊕ 2 = 1, a win; the move found leaves a lost sum
        let c = check(
            &g,
            &[Part::Position(id(5)), Part::Position(id(4))],
            &NoControl,
        )
        .unwrap();
        assert!(c.solved.first_wins && c.agrees());
        let (i, to) = c.winning_move.unwrap();
        let mut after = c.parts.clone();
        after[i] = to;
        let again = check(&g, &after, &NoControl).unwrap();
        assert_eq!((again.xor, again.solved.first_wins), (0, false));
    }

    #[test]
    fn limits_and_games_without_grundy_values() {
        let comps: Vec<Component> = (0..4).map(|_| Component::heap(100)).collect();
        assert!(matches!(
            solve_sum(&comps, &NoControl),
            Err(SumError::TooLarge { .. })
        ));
        assert_eq!(solve_sum(&[], &NoControl), Err(SumError::Empty));
        let draws = solve("start = 0\nmoves = lambda p: [1 - p]\n", false, &NoControl).unwrap();
        assert_eq!(
            check(&draws, &[Part::Position(0)], &NoControl),
            Err(SumError::NoGrundy)
        );
        assert!(Component::new(vec![vec![], vec![1]], 1).is_none());
        assert_eq!(
            check(&draws, &[Part::Heap(MAX_HEAP + 1)], &NoControl),
            Err(SumError::HeapTooLarge(MAX_HEAP + 1))
        );
    }

    mod props {
        use super::*;
        use proptest::prelude::*;

        /// A random game: position i moves to some of 0..i.
        fn component() -> impl Strategy<Value = Component> {
            (1usize..9)
                .prop_flat_map(|n| {
                    let rows: Vec<_> = (0..n)
                        .map(|i| prop::collection::vec(0..(i.max(1) as u32), 0..=i.min(4)))
                        .collect();
                    (rows, 0..n as u32)
                })
                .prop_map(|(rows, start)| {
                    let moves = rows
                        .into_iter()
                        .enumerate()
                        .map(|(i, mut m)| {
                            m.retain(|&q| (q as usize) < i);
                            m.sort_unstable();
                            m.dedup();
                            m
                        })
                        .collect();
                    Component::new(moves, start).unwrap()
                })
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(300))]

            /// The XOR of the parts' Grundy values is 0 exactly when the solved sum is lost,
            /// and the winning move found leaves a lost sum.
            #[test]
            fn the_xor_rule_agrees_with_the_solved_sum(
                parts in prop::collection::vec(component(), 1..4),
            ) {
                let xor = parts
                    .iter()
                    .fold(0, |a, c| a ^ grundy(c)[c.start as usize]);
                let s = solve_sum(&parts, &NoControl).unwrap();
                prop_assert_eq!(s.first_wins, xor != 0);
                prop_assert_eq!(s.winning_move.is_some(), s.first_wins);
                if let Some((i, q)) = s.winning_move {
                    let mut after = parts.clone();
                    after[i].start = q;
                    prop_assert!(!solve_sum(&after, &NoControl).unwrap().first_wins);
                }
            }
        }
    }
}
