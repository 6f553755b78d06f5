//! Guess Number II's examples.

/// The values of `n` offered as buttons (10 is LeetCode's example, which costs 16).
pub const PRESETS: &[u64] = &[1, 10, 20, 100, 2_000, 10_000];
