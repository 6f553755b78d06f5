//! The period of a sequence of values seen so far (the Grundy values of a subtraction game by
//! the number of stones, its outcomes, …): "from n = 0 the values repeat every 7".
//!
//! Only a finite start of the sequence is known, so a period is a statement about what was
//! seen. [`find_period`] asks for real evidence before it reports one:
//!
//! * the values from `start` on repeat with `length`: `v[n] == v[n + length]` for every
//!   `n >= start` inside the sequence;
//! * at least two whole periods were seen after `start` (`len - start >= 2 * length`);
//! * the repeating part is at least half of what was seen (`start <= len / 2`): a tail that
//!   happens to repeat a short pattern a couple of times is not called a period.
//!
//! Among the (start, length) pairs that qualify it picks the one with the smallest
//! `start + length` (the earliest point from which the sequence is explained), the shorter
//! period on a tie. The search stops as soon as no longer period can do better, so a periodic
//! sequence costs about `len * length` comparisons.

/// A period found in a sequence: from index `start` on, the values repeat every `length`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    /// The first index from which the values repeat (the preperiod's length).
    pub start: usize,
    /// The period.
    pub length: usize,
}

/// The period of `values`, if the values seen show one (see the module docs).
pub fn find_period<T: PartialEq>(values: &[T]) -> Option<Period> {
    let len = values.len();
    let mut best: Option<Period> = None;
    for length in 1..=len / 2 {
        if best.is_some_and(|b| length >= b.start + b.length) {
            break; // start + length cannot be smaller any more
        }
        // the smallest start from which v[n] == v[n + length] holds to the end
        let mut start = len - length;
        while start > 0 && values[start - 1] == values[start - 1 + length] {
            start -= 1;
        }
        let evidence = len - start >= 2 * length && start <= len / 2;
        if evidence && best.is_none_or(|b| start + length < b.start + b.length) {
            best = Some(Period { start, length });
        }
    }
    best
}

/// Whether `values` from `period.start` on really repeat with `period.length` (tests, and a
/// check the views can make).
pub fn holds<T: PartialEq>(values: &[T], period: Period) -> bool {
    period.length > 0
        && (period.start..values.len().saturating_sub(period.length))
            .all(|n| values[n] == values[n + period.length])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Grundy values of the subtraction game with moves `set`, for 0..len.
    fn subtraction(set: &[usize], len: usize) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::with_capacity(len);
        for n in 0..len {
            let reached: Vec<u32> = set.iter().filter(|&&k| k <= n).map(|&k| g[n - k]).collect();
            g.push((0..).find(|v| !reached.contains(v)).unwrap());
        }
        g
    }

    #[test]
    fn subtraction_1_3_4_repeats_every_7_from_0() {
        let g = subtraction(&[1, 3, 4], 40);
        assert_eq!(&g[..7], &[0, 1, 0, 1, 2, 3, 2]);
        assert_eq!(
            find_period(&g),
            Some(Period {
                start: 0,
                length: 7
            })
        );
        // 11 values (10 stones down to 0) show less than two periods: none is claimed, and
        // the repeating tail 0 1 0 1 is not taken for a period of 2
        assert_eq!(find_period(&g[..11]), None);
        assert_eq!(
            find_period(&g[..14]),
            Some(Period {
                start: 0,
                length: 7
            })
        );
    }

    #[test]
    fn known_periods() {
        // take 1 or 2: 0 1 2 0 1 2 …
        assert_eq!(
            find_period(&subtraction(&[1, 2], 30)),
            Some(Period {
                start: 0,
                length: 3
            })
        );
        // take 2 or 5 (a preperiod? no: period 7 from 0) and {2, 3}: period 5
        assert_eq!(find_period(&subtraction(&[2, 3], 30)).unwrap().length, 5);
        // a constant sequence, and one with a preperiod
        assert_eq!(
            find_period(&[4, 4, 4, 4]),
            Some(Period {
                start: 0,
                length: 1
            })
        );
        let v = [9, 8, 1, 2, 1, 2, 1, 2, 1, 2];
        assert_eq!(
            find_period(&v),
            Some(Period {
                start: 2,
                length: 2
            })
        );
        // nothing repeats: no period; too short: none
        assert_eq!(find_period(&[0, 1, 2, 3, 4, 5, 6, 7]), None);
        assert_eq!(find_period::<u8>(&[]), None);
        assert_eq!(find_period(&[1]), None);
    }

    #[test]
    fn options_compare_as_values() {
        // positions that were not reached (None) are part of the pattern
        let v = [Some(0), None, Some(0), None, Some(0), None];
        assert_eq!(
            find_period(&v),
            Some(Period {
                start: 0,
                length: 2
            })
        );
    }

    mod props {
        use super::super::*;
        use proptest::prelude::*;

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(300))]

            /// A found period holds, has its evidence, and nothing with a smaller
            /// start + length does.
            #[test]
            fn a_found_period_holds_and_is_the_earliest(values in prop::collection::vec(0u8..3, 0..40)) {
                let found = find_period(&values);
                let len = values.len();
                let qualifies = |p: Period| {
                    holds(&values, p) && len - p.start >= 2 * p.length && p.start <= len / 2
                };
                if let Some(p) = found {
                    prop_assert!(qualifies(p));
                }
                for length in 1..=len / 2 {
                    for start in 0..len {
                        let q = Period { start, length };
                        if qualifies(q) {
                            let f = found.expect("a qualifying period exists");
                            prop_assert!(f.start + f.length <= start + length);
                        }
                    }
                }
            }

            /// A pattern repeated (after any preperiod) is found with a period dividing its
            /// length, from at most where the repetition began.
            #[test]
            fn a_repeated_pattern_is_found(
                pre in prop::collection::vec(0u8..4, 0..6),
                pattern in prop::collection::vec(0u8..4, 1..6),
                times in 3usize..6,
            ) {
                let mut v = pre.clone();
                for _ in 0..times {
                    v.extend_from_slice(&pattern);
                }
                prop_assume!(pre.len() <= v.len() / 2);
                let p = find_period(&v).expect("a period");
                prop_assert!(p.start + p.length <= pre.len() + pattern.len());
                prop_assert!(holds(&v, p));
            }
        }
    }
}
