//! The bottom-up solve for `m <= 25`: the result of **every** set of used numbers, 64 sets
//! to a word.
//!
//! A set's result only depends on its supersets, and every superset is a larger number, so the
//! masks are filled from `2^m - 1` down to `0`. Bit `j` of word `w` is the mask `w << L | j`,
//! where `L = min(m, 6)` is the number of *lane* bits (the numbers `1..=L`):
//!
//! * a set that is over (its sum reaches `desired_total`) is lost for the player to move (the
//!   previous move won); the sets of a word that are not over are those whose lane sum is
//!   below `desired_total - (sum of the word's numbers)`, a precomputed lane mask per threshold;
//! * taking a number `x > L` leads, for all 64 lanes at once, to the same lanes of word
//!   `w | 1 << (x - L - 1)`, already final: `!child` marks the lanes where that move wins;
//! * taking a lane number `x <= L` moves lane `j` to lane `j + 2^(x-1)` of the same word: a
//!   shift. Those lanes have one more bit, so six passes settle the word, one popcount layer
//!   per pass (lane 63 has no such move; lanes with `p` bits are final after `6 - p` passes).
//!
//! The player to move wins a set that is not over iff some move leads to a lost set — the
//! memoised search's rule, without its shortcuts (taking a number that reaches the total leads
//! to an over set, which is lost for the opponent). At m = 25 that is 2^19 words, 4 MiB.

use crate::games::{Control, SolveError};

/// Win bits of every mask below `2^m`, for `1 <= m <= 25` (see the module docs).
#[derive(Debug, Clone)]
pub(crate) struct WinTable {
    /// Lane bits per word: `min(m, 6)`.
    lanes: u32,
    words: Vec<u64>,
}

/// Check for a cancel every this many words.
const CHECK_EVERY: usize = 1 << 12;

impl WinTable {
    /// Bytes the table takes for `m` numbers.
    pub(crate) const fn bytes(m: u32) -> u64 {
        let lanes = if m < 6 { m } else { 6 };
        (1u64 << (m - lanes)) * 8
    }

    /// Fill the table for `1 <= m <= 25` and `desired`. Progress is reported in masks done
    /// out of `2^m`; a cancel gives [`SolveError::Cancelled`].
    pub(crate) fn build(m: u32, desired: i64, control: &dyn Control) -> Result<Self, SolveError> {
        debug_assert!((1..=25).contains(&m));
        let lanes = m.min(6);
        let lane_count = 1u32 << lanes;
        let all_lanes: u64 = if lanes == 6 {
            u64::MAX
        } else {
            (1u64 << lane_count) - 1
        };
        // below[t]: the lanes whose numbers sum to less than t (t = 0..=22; 1+…+6 = 21).
        let mut below = [0u64; 23];
        for (t, entry) in below.iter_mut().enumerate() {
            for j in 0..lane_count {
                let sum: u32 = (0..lanes).filter(|b| j >> b & 1 != 0).map(|b| b + 1).sum();
                if (sum as usize) < t {
                    *entry |= 1 << j;
                }
            }
        }
        // without[b]: the lanes where number b + 1 is not used yet.
        let mut without = [0u64; 6];
        for (b, entry) in without.iter_mut().enumerate().take(lanes as usize) {
            for j in 0..lane_count {
                if j >> b & 1 == 0 {
                    *entry |= 1 << j;
                }
            }
        }
        let high = m - lanes;
        let n_words = 1usize << high;
        let mut words = vec![0u64; n_words];
        let full_high = n_words - 1;
        let total_masks = 1u64 << m;
        let mut next_check = n_words.saturating_sub(CHECK_EVERY);
        for w in (0..n_words).rev() {
            // The sum of the word's numbers: bit k of w is the number k + lanes + 1.
            let mut sum_high: i64 = 0;
            let mut rest = w;
            while rest != 0 {
                let k = rest.trailing_zeros();
                sum_high += i64::from(k + lanes + 1);
                rest &= rest - 1;
            }
            let threshold = desired - sum_high;
            if threshold <= 0 {
                // every lane is over: lost for the player to move (already 0)
                continue;
            }
            let live = below[threshold.min(22) as usize] & all_lanes;
            // Moves to other words.
            let mut wins = 0u64;
            let mut free = full_high & !w;
            while free != 0 {
                let k = free.trailing_zeros();
                wins |= !words[w | 1 << k];
                free &= free - 1;
            }
            // Moves inside the word, one popcount layer per pass.
            let base = wins & live;
            let mut v = base;
            for _ in 0..lanes {
                let mut inner = 0u64;
                for (b, &lanes_without) in without.iter().enumerate().take(lanes as usize) {
                    inner |= (!v >> (1u32 << b)) & lanes_without;
                }
                v = base | (inner & live);
            }
            words[w] = v;
            if w == next_check {
                next_check = next_check.saturating_sub(CHECK_EVERY);
                let done = ((n_words - w) as u64) << lanes;
                control.progress(done.min(total_masks), total_masks);
                if control.cancelled() {
                    return Err(SolveError::Cancelled);
                }
            }
        }
        Ok(WinTable { lanes, words })
    }

    /// Whether the player to move at `mask` (below `2^m`) wins; false for sets that are over.
    #[inline]
    pub(crate) fn wins(&self, mask: u64) -> bool {
        let word = self.words[(mask >> self.lanes) as usize];
        word >> (mask & ((1 << self.lanes) - 1)) & 1 != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;

    /// Plain recursion: the player to move at `mask` (not over) wins?
    fn brute(m: u32, mask: u64, remaining: i64) -> bool {
        (0..m).any(|b| {
            mask >> b & 1 == 0
                && (i64::from(b) + 1 >= remaining
                    || !brute(m, mask | 1 << b, remaining - i64::from(b) - 1))
        })
    }

    #[test]
    fn every_mask_matches_plain_recursion() {
        for m in 1..=9u32 {
            let sum = i64::from(m * (m + 1) / 2);
            for desired in 1..=sum {
                let table = WinTable::build(m, desired, &NoControl).unwrap();
                for mask in 0..1u64 << m {
                    let total: i64 = (0..m)
                        .filter(|b| mask >> b & 1 != 0)
                        .map(|b| i64::from(b) + 1)
                        .sum();
                    let want = total < desired && brute(m, mask, desired - total);
                    assert_eq!(table.wins(mask), want, "m={m} d={desired} mask={mask:#b}");
                }
            }
        }
    }

    #[test]
    fn sizes() {
        assert_eq!(WinTable::bytes(25), 4 << 20);
        assert_eq!(WinTable::bytes(3), 8);
        assert_eq!(
            WinTable::build(25, 200, &NoControl).unwrap().words.len(),
            1 << 19
        );
    }
}
