//! The turn-bounded DP next to retrograde analysis: which positions it gets wrong.
//!
//! [`compare_with_retrograde`] walks every position of a retrograde [`Solution`] and counts those
//! whose outcome under a [`TurnBoundedSolution`] of the same graph differs, keeping a few of them
//! as examples. With the safe bound `2n(n−1)` there are none; with the naive `2n` the presets
//! `naive_bound_a` and `naive_bound_b` disagree, from the start on.

use super::{Outcome, Position, Solution, TurnBoundedSolution};
use crate::games::{Control, SolveError};

/// Check for cancellation after this many positions.
const CHECK_EVERY: usize = 65_536;

/// A position where the turn-bounded DP and retrograde analysis disagree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Disagreement {
    /// The position.
    pub pos: Position,
    /// What the turn-bounded DP says.
    pub bounded: Outcome,
    /// What retrograde analysis says.
    pub retrograde: Outcome,
    /// Moves to the end by retrograde analysis.
    pub moves: Option<u32>,
}

/// The result of [`compare_with_retrograde`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comparison {
    /// Positions compared: every position of the retrograde solution.
    pub positions_compared: u64,
    /// Positions whose outcomes differ (the start included if it differs).
    pub disagreements: u64,
    /// Both solvers give the start position the same outcome.
    pub start_agrees: bool,
    /// Some of the disagreeing positions: the start first if it disagrees, then others in
    /// position order, at most `max_examples` in all (or just the start when `max_examples` is
    /// 0 and it disagrees).
    pub examples: Vec<Disagreement>,
}

/// Compares `bounded` with the retrograde `solution` of the same graph, position by position.
///
/// A position the turn-bounded solution has no outcome for counts as a draw there. Stops with
/// [`SolveError::Cancelled`] when `control` says so (checked every 65,536 positions).
pub fn compare_with_retrograde(
    solution: &Solution,
    bounded: &TurnBoundedSolution,
    max_examples: usize,
    control: &dyn Control,
) -> Result<Comparison, SolveError> {
    let start_bounded = bounded.start_outcome();
    let start_retrograde = solution.start_outcome();
    let mut comparison = Comparison {
        positions_compared: solution.position_count() as u64,
        disagreements: 0,
        start_agrees: start_bounded == start_retrograde,
        examples: Vec::new(),
    };
    if !comparison.start_agrees {
        comparison.examples.push(Disagreement {
            pos: Position::START,
            bounded: start_bounded,
            retrograde: start_retrograde,
            moves: solution.start_moves_to_end(),
        });
    }
    for i in 0..solution.position_count() {
        let Some(pos) = solution.position_at(i) else {
            continue;
        };
        let retrograde = solution.outcome_at(i);
        let bounded_outcome = bounded.outcome(pos).unwrap_or(Outcome::Draw);
        if bounded_outcome != retrograde {
            comparison.disagreements += 1;
            if comparison.examples.len() < max_examples && pos != Position::START {
                comparison.examples.push(Disagreement {
                    pos,
                    bounded: bounded_outcome,
                    retrograde,
                    moves: solution.moves_to_end_at(i),
                });
            }
        }
        if i % CHECK_EVERY == 0 && control.cancelled() {
            return Err(SolveError::Cancelled);
        }
    }
    Ok(comparison)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::cat_mouse::{TurnBound, preset, solve, solve_turn_bounded};

    fn compare(name: &str, bound: TurnBound, max_examples: usize) -> Comparison {
        let g = preset(name).unwrap().graph();
        let sol = solve(&g, &NoControl).unwrap();
        let tb = solve_turn_bounded(&g, bound, &NoControl).unwrap();
        compare_with_retrograde(&sol, &tb, max_examples, &NoControl).unwrap()
    }

    #[test]
    fn the_safe_bound_agrees_everywhere() {
        for name in ["naive_bound_a", "naive_bound_b", "leetcode_example_1"] {
            let c = compare(name, TurnBound::Safe, 8);
            assert!(c.start_agrees, "{name}");
            assert_eq!(c.disagreements, 0, "{name}");
            assert!(c.examples.is_empty(), "{name}");
        }
        let c = compare("naive_bound_a", TurnBound::Safe, 8);
        assert_eq!(c.positions_compared, 2 * 10 * 9);
    }

    #[test]
    fn the_naive_bound_disagrees_from_the_start_on_naive_bound_a() {
        let c = compare("naive_bound_a", TurnBound::Naive, 8);
        assert_eq!(c.positions_compared, 180);
        assert!(!c.start_agrees);
        assert!(c.disagreements > 0);
        assert_eq!(c.examples.len() as u64, c.disagreements.min(8));
        assert_eq!(
            c.examples[0],
            Disagreement {
                pos: Position::START,
                bounded: Outcome::Draw,
                retrograde: Outcome::MouseWin,
                moves: Some(21),
            }
        );
        // every example is a real disagreement, the start listed once
        assert!(c.examples.iter().all(|e| e.bounded != e.retrograde));
        assert_eq!(
            c.examples
                .iter()
                .filter(|e| e.pos == Position::START)
                .count(),
            1
        );
        // the turn-bounded DP only ever cuts long games off into draws
        assert!(c.examples.iter().all(|e| e.bounded == Outcome::Draw));
        // fewer examples, same count
        let few = compare("naive_bound_a", TurnBound::Naive, 2);
        assert_eq!(few.disagreements, c.disagreements);
        assert_eq!(few.examples[..], c.examples[..2]);
    }

    #[test]
    fn a_bound_just_long_enough_agrees_from_the_start() {
        // 21 moves need 22 turns
        assert!(!compare("naive_bound_a", TurnBound::Custom(21), 8).start_agrees);
        assert!(compare("naive_bound_a", TurnBound::Custom(22), 8).start_agrees);
    }

    #[test]
    fn a_cancelled_comparison_stops() {
        struct Cancelled;
        impl Control for Cancelled {
            fn cancelled(&self) -> bool {
                true
            }
            fn progress(&self, _done: u64, _total: u64) {}
        }
        let g = preset("naive_bound_a").unwrap().graph();
        let sol = solve(&g, &NoControl).unwrap();
        let tb = solve_turn_bounded(&g, TurnBound::Naive, &NoControl).unwrap();
        assert_eq!(
            compare_with_retrograde(&sol, &tb, 8, &Cancelled),
            Err(SolveError::Cancelled)
        );
    }
}
