//! "New exercise": a fresh random scenario of a size a student can work by hand, per game,
//! from a seed (the same seed gives the same scenario). Quiz mode then asks about it.

use crate::games::rng::SplitMix64;

/// A number in `lo..=hi`.
fn between(rng: &mut SplitMix64, lo: i64, hi: i64) -> i64 {
    lo + rng.below((hi - lo + 1) as u64) as i64
}

/// Stone game: 4 to 6 piles of -3 to 9 stones.
pub fn stone(seed: u64) -> Vec<i64> {
    let mut rng = SplitMix64::new(seed);
    let n = between(&mut rng, 4, 6);
    (0..n).map(|_| between(&mut rng, -3, 9)).collect()
}

/// Guess Number II: `n` from 5 to 9.
pub fn guess_number(seed: u64) -> u64 {
    let mut rng = SplitMix64::new(seed);
    between(&mut rng, 5, 9) as u64
}

/// Can I Win: `maxChoosableInteger` from 4 to 6 and a total that one move cannot reach and
/// all the numbers together can (`max + 1 ..= max (max + 1) / 2`).
pub fn can_i_win(seed: u64) -> (u64, i64) {
    let mut rng = SplitMix64::new(seed);
    let m = between(&mut rng, 4, 6);
    let total = between(&mut rng, m + 1, m * (m + 1) / 2);
    (m as u64, total)
}

/// Cat and Mouse (913): a connected random graph of 5 to 7 nodes, a little more than a tree
/// (about 2.4 moves a node), valid for the game.
pub fn cat_mouse(seed: u64) -> Option<crate::games::cat_mouse::Graph> {
    use crate::games::cat_mouse::{RandomGraphSpec, random_graph};
    let mut rng = SplitMix64::new(seed);
    let nodes = between(&mut rng, 5, 7) as usize;
    random_graph(&RandomGraphSpec {
        nodes,
        average_degree: 2.4,
        seed: rng.next_u64(),
    })
    .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exercises_are_of_a_teachable_size_and_repeat_for_a_seed() {
        let mut sizes = std::collections::BTreeSet::new();
        for seed in 0..200 {
            let row = stone(seed);
            assert!((4..=6).contains(&row.len()), "{row:?}");
            assert!(row.iter().all(|v| (-3..=9).contains(v)), "{row:?}");
            sizes.insert(row.len());
            assert_eq!(stone(seed), row);
            assert!((5..=9).contains(&guess_number(seed)));
            let (m, t) = can_i_win(seed);
            assert!((4..=6).contains(&m));
            let m = m as i64;
            assert!(t > m && t <= m * (m + 1) / 2, "({m}, {t})");
            let g = cat_mouse(seed).expect("a valid graph");
            assert!((5..=7).contains(&g.n()), "{}", g.n());
            assert_eq!(Some(&g), cat_mouse(seed).as_ref());
        }
        assert_eq!(sizes.len(), 3, "every size comes up");
        assert_ne!(stone(1), stone(2));
    }
}
