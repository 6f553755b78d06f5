//! The parity argument of LeetCode 877: colour the piles by even and odd position. With an even
//! number of piles the first player can take every pile of one colour, so they can always end
//! with the larger colour sum; with an odd number both ends are even positions and the argument
//! does not apply. What the colours guarantee is compared with the DP's margin by the caller,
//! which reads it from the solved table.

use super::End;

/// A colour: the piles at even positions (#0, #2, …) or at odd ones (#1, #3, …).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Colour {
    Even,
    Odd,
}

impl Colour {
    /// The colour of pile `k`.
    pub fn of(k: usize) -> Colour {
        if k.is_multiple_of(2) {
            Colour::Even
        } else {
            Colour::Odd
        }
    }
}

/// The two colour sums and what they guarantee the first player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Parity {
    pub piles: usize,
    pub even_sum: i64,
    pub odd_sum: i64,
}

impl Parity {
    pub fn of(piles: &[i64]) -> Parity {
        // the solver's check bounds the sum of absolute values; saturate anyway
        let sum = |c: Colour| {
            piles
                .iter()
                .enumerate()
                .filter(|(k, _)| Colour::of(*k) == c)
                .fold(0i64, |a, (_, &v)| a.saturating_add(v))
        };
        Parity {
            piles: piles.len(),
            even_sum: sum(Colour::Even),
            odd_sum: sum(Colour::Odd),
        }
    }

    /// Whether the first player can take every pile of one colour (an even number of piles).
    pub fn applies(&self) -> bool {
        self.piles.is_multiple_of(2) && self.piles > 0
    }

    /// The colour to take: the larger sum (`None` when the argument does not apply or the sums
    /// are equal, when either colour only guarantees a draw).
    pub fn best(&self) -> Option<Colour> {
        if !self.applies() {
            return None;
        }
        match self.even_sum.cmp(&self.odd_sum) {
            std::cmp::Ordering::Greater => Some(Colour::Even),
            std::cmp::Ordering::Less => Some(Colour::Odd),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// The sum of `colour`.
    pub fn sum(&self, colour: Colour) -> i64 {
        match colour {
            Colour::Even => self.even_sum,
            Colour::Odd => self.odd_sum,
        }
    }

    /// First player's total minus the second's when the first takes every pile of `colour`
    /// (`None` when the argument does not apply).
    pub fn margin(&self, colour: Colour) -> Option<i64> {
        let other = match colour {
            Colour::Even => Colour::Odd,
            Colour::Odd => Colour::Even,
        };
        self.applies()
            .then(|| self.sum(colour).saturating_sub(self.sum(other)))
    }
}

/// The colour strategy's move on the remaining piles `i..=j`: the end of `colour`, if one is.
/// On an even number of piles left, exactly one end has each colour.
pub fn colour_move(colour: Colour, (i, j): (usize, usize)) -> Option<End> {
    if Colour::of(i) == colour {
        Some(End::Left)
    } else if Colour::of(j) == colour {
        Some(End::Right)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::stone::NetTable;

    /// The first player's total when they follow the colour strategy and the second player
    /// plays every possible way: the least and the most it can be.
    fn colour_play(piles: &[i64], colour: Colour) -> (i64, i64) {
        fn go(p: &[i64], c: Colour, i: usize, j: usize, first: bool, got: i64) -> (i64, i64) {
            if i > j {
                return (got, got);
            }
            if first {
                let end = colour_move(c, (i, j)).expect("an end of the colour on the first turn");
                match end {
                    End::Left => go(p, c, i + 1, j, false, got + p[i]),
                    End::Right => go(p, c, i, j - 1, false, got + p[j]),
                }
            } else {
                let a = go(p, c, i + 1, j, true, got);
                if i == j {
                    return a;
                }
                let b = go(p, c, i, j - 1, true, got);
                (a.0.min(b.0), a.1.max(b.1))
            }
        }
        go(piles, colour, 0, piles.len() - 1, true, 0)
    }

    #[test]
    fn colour_strategy_takes_exactly_its_colour_against_every_reply() {
        for piles in [
            vec![5, 3, 4, 5],
            vec![9, 6, 2, 6],
            vec![5, 1, 5, 9],
            vec![3, 9, 1, 2],
            vec![-4, 7, 0, 2, 11, -3],
        ] {
            let p = Parity::of(&piles);
            for c in [Colour::Even, Colour::Odd] {
                let s = p.sum(c);
                assert_eq!(colour_play(&piles, c), (s, s), "{piles:?} {c:?}");
            }
            // the DP's margin is at least what the better colour guarantees
            let dp = NetTable::solve(&piles, &NoControl)
                .unwrap()
                .outcome()
                .difference;
            let best = p
                .margin(Colour::Even)
                .unwrap()
                .max(p.margin(Colour::Odd).unwrap());
            assert!(dp >= best, "{piles:?}: {dp} < {best}");
        }
    }

    #[test]
    fn lesson_two_numbers() {
        let p = Parity::of(&[5, 3, 4, 5]);
        assert_eq!(
            (p.even_sum, p.odd_sum, p.best()),
            (9, 8, Some(Colour::Even))
        );
        assert_eq!(p.margin(Colour::Even), Some(1));
        let p = Parity::of(&[9, 6, 2, 6]);
        assert_eq!(
            (p.even_sum, p.odd_sum, p.best()),
            (11, 12, Some(Colour::Odd))
        );
        let p = Parity::of(&[5, 1, 5, 9]);
        assert_eq!((p.best(), p.margin(Colour::Even)), (None, Some(0)));
        let p = Parity::of(&[1, 100, 3]);
        assert!(!p.applies());
        assert_eq!((p.best(), p.margin(Colour::Even)), (None, None));
    }

    #[test]
    fn odd_rows_leave_no_end_of_the_other_colour() {
        // three piles: both ends are even, so the odd colour cannot move first
        assert_eq!(colour_move(Colour::Odd, (0, 2)), None);
        assert_eq!(colour_move(Colour::Even, (0, 2)), Some(End::Left));
        assert_eq!(colour_move(Colour::Odd, (0, 3)), Some(End::Right));
    }
}
