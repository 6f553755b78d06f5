//! Memo tables for the can-I-win search, and the count of live states that sizes them.
//!
//! * [`BitMemo`]: 2 bits per mask (unknown / win / lose), indexed by the mask itself —
//!   2^m · 2 bits, 8 MiB for m = 25.
//! * [`HashMemo`]: a hash map from mask to result, for 26 <= m <= 64 when few masks are live.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// What the search needs from a memo.
pub(crate) trait MemoStore {
    /// The stored result for `mask`, if any.
    fn get(&self, mask: u64) -> Option<bool>;
    /// Store the result for `mask`.
    fn set(&mut self, mask: u64, wins: bool);
}

/// 2 bits per state, 32 states per word: `0` unknown, `1` win, `2` lose.
#[derive(Debug, Clone)]
pub(crate) struct BitMemo {
    words: Vec<u64>,
}

impl BitMemo {
    /// Bytes a memo for `m` numbers takes.
    pub(crate) const fn bytes(m: u32) -> u64 {
        let states = 1u64 << m;
        states.div_ceil(32) * 8
    }

    /// An all-unknown memo for masks below `2^m` (`m <= 32`).
    pub(crate) fn new(m: u32) -> BitMemo {
        let states = 1usize << m;
        BitMemo {
            words: vec![0; states.div_ceil(32)],
        }
    }
}

impl MemoStore for BitMemo {
    #[inline]
    fn get(&self, mask: u64) -> Option<bool> {
        let word = self.words[(mask >> 5) as usize];
        match (word >> ((mask & 31) * 2)) & 3 {
            1 => Some(true),
            2 => Some(false),
            _ => None,
        }
    }

    #[inline]
    fn set(&mut self, mask: u64, wins: bool) {
        let code: u64 = if wins { 1 } else { 2 };
        let word = &mut self.words[(mask >> 5) as usize];
        let shift = (mask & 31) * 2;
        *word = (*word & !(3 << shift)) | (code << shift);
    }
}

/// A multiplicative hasher with a SplitMix64 finish, enough for masks (no dependency).
#[derive(Default, Clone, Copy)]
pub(crate) struct MaskHasher(u64);

impl Hasher for MaskHasher {
    fn finish(&self) -> u64 {
        crate::games::rng::mix(self.0)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0 ^ x).wrapping_add(crate::games::rng::GOLDEN_GAMMA);
    }
}

/// Mask → result, for large `m` with few live states.
#[derive(Debug, Clone, Default)]
pub(crate) struct HashMemo {
    map: HashMap<u64, bool, BuildHasherDefault<MaskHasher>>,
}

impl HashMemo {
    /// Generous bytes per entry of the hash map: a 16-byte entry and a control byte, at most
    /// 7/8 full, and the old table still alive while it grows.
    pub(crate) const BYTES_PER_STATE: u64 = 64;
}

impl MemoStore for HashMemo {
    #[inline]
    fn get(&self, mask: u64) -> Option<bool> {
        self.map.get(&mask).copied()
    }

    #[inline]
    fn set(&mut self, mask: u64, wins: bool) {
        self.map.insert(mask, wins);
    }
}

/// The number of *live* states: sets of used numbers from `1..=m` whose sum is below `desired`
/// (only those are ever searched or stored). Counted by a subset-sum DP in O(m · desired);
/// only meant for `m <= 64` and `desired <= m(m+1)/2`. Saturates at `u64::MAX`.
pub(crate) fn live_states(m: u32, desired: i64) -> u64 {
    if desired <= 0 {
        return 0;
    }
    let d = desired as usize;
    // ways[s] = number of subsets with sum exactly s, for s < d.
    let mut ways = vec![0u128; d];
    ways[0] = 1;
    for x in 1..=m as usize {
        if x >= d {
            break;
        }
        for s in (x..d).rev() {
            ways[s] += ways[s - x];
        }
    }
    let total: u128 = ways.iter().sum();
    u64::try_from(total).unwrap_or(u64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bit_memo_round_trip() {
        let mut memo = BitMemo::new(6);
        for mask in 0..64u64 {
            assert_eq!(memo.get(mask), None);
            memo.set(mask, mask % 3 == 0);
        }
        for mask in 0..64u64 {
            assert_eq!(memo.get(mask), Some(mask % 3 == 0));
        }
        memo.set(5, true);
        assert_eq!(memo.get(5), Some(true));
        assert_eq!(memo.get(4), Some(false));
        assert_eq!(BitMemo::bytes(25), 8 << 20);
    }

    #[test]
    fn live_states_match_enumeration() {
        for m in 1..=10u32 {
            for desired in -2..=60i64 {
                let brute = (0u64..1 << m)
                    .filter(|mask| {
                        let sum: i64 = (0..m)
                            .filter(|b| mask & (1 << b) != 0)
                            .map(|b| i64::from(b) + 1)
                            .sum();
                        sum < desired
                    })
                    .count() as u64;
                assert_eq!(live_states(m, desired), brute, "m={m} desired={desired}");
            }
        }
    }
}
