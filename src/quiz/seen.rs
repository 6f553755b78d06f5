//! Scenarios whose answers were on screen, remembered between runs (kept in the settings, by
//! game). Quizzed in a later run, such a scenario is practice, not scored, and New exercise does
//! not give it: a student who solved a bundled example yesterday, or read its table, is not
//! scored on it today as if it were new (s1, stop 41: `--quiz` on a bundled example was scored).
//!
//! A scenario is kept as a short fingerprint of its inputs (never its title or notes), so that
//! the settings file stays small and says nothing of the answers.

use crate::games::Game;

/// How many scenarios are remembered per game (the oldest go first), but for the stone game
/// ([`kept`]).
pub const KEPT: usize = 256;

/// How many fingerprints the stone game keeps: each row shown keeps every stretch of two or more
/// of its piles (`dp[i][j]` depends only on the piles `i..=j`: a row holding a stretch seen has
/// that cell given), 6 to 15 for an exercise of 4 to 6 piles, so some 70 to 170 rows. About 20
/// bytes each in the settings file: 20 KB at most.
pub const STONE_KEPT: usize = 1024;

/// How many fingerprints the game called `game` keeps ([`KEPT`], [`STONE_KEPT`]).
pub fn kept(game: &str) -> usize {
    if game == crate::games::GameKind::Stone.name() {
        STONE_KEPT
    } else {
        KEPT
    }
}

/// The fingerprint of `game`'s inputs: 16 hex digits of a 64-bit FNV-1a hash of its name and
/// the fields it writes to a scenario file (the same inputs give the same fingerprint in every
/// run and on every machine).
pub fn fingerprint(game: &Game) -> String {
    let mut obj = serde_json::Map::new();
    game.write(&mut obj, &serde_json::Map::new());
    let text = format!("{}\n{}", game.kind().name(), serde_json::Value::Object(obj));
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in text.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}

/// Remember `fingerprint` at the end of `list` (the latest last, at most `kept`, see [`kept`]).
/// Returns whether the list changed (false when it was there already).
pub fn remember(list: &mut Vec<String>, fingerprint: String, kept: usize) -> bool {
    if list.contains(&fingerprint) {
        return false;
    }
    if list.len() >= kept {
        list.drain(..=list.len() - kept);
    }
    list.push(fingerprint);
    true
}

/// `ours` after what another window kept (`theirs`, read from disk): every fingerprint of both,
/// theirs first, ours after, at most `kept` of the latest (see [`kept`]).
pub fn merge(ours: &[String], theirs: &[String], kept: usize) -> Vec<String> {
    let mut merged: Vec<String> = Vec::with_capacity(ours.len() + theirs.len());
    for f in theirs.iter().chain(ours) {
        if !merged.contains(f) {
            merged.push(f.clone());
        }
    }
    if merged.len() > kept {
        merged.drain(..merged.len() - kept);
    }
    merged
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::stone;

    fn piles(p: &[i64]) -> Game {
        Game::Stone(stone::Setup { piles: p.to_vec() })
    }

    #[test]
    fn the_same_inputs_give_the_same_fingerprint_and_others_another() {
        let a = fingerprint(&piles(&[5, 3, 4, 5]));
        assert_eq!(a.len(), 16);
        assert_eq!(a, fingerprint(&piles(&[5, 3, 4, 5])));
        assert_ne!(a, fingerprint(&piles(&[5, 3, 5, 4])));
        assert_ne!(a, fingerprint(&piles(&[5, 3, 4])));
    }

    #[test]
    fn the_list_keeps_the_latest_without_repeats() {
        let mut list = Vec::new();
        assert!(remember(&mut list, "a".into(), KEPT));
        assert!(!remember(&mut list, "a".into(), KEPT));
        for k in 0..KEPT + 5 {
            remember(&mut list, format!("f{k}"), KEPT);
        }
        assert_eq!(list.len(), KEPT);
        assert_eq!(
            list.last().map(String::as_str),
            Some(&*format!("f{}", KEPT + 4))
        );
        assert!(!list.contains(&"a".to_string()), "the oldest went first");
        let merged = merge(&["x".into(), "y".into()], &["y".into(), "z".into()], KEPT);
        assert_eq!(merged, ["y", "z", "x"]);
    }
}
