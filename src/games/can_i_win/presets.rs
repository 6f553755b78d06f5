//! Can I Win's examples (LeetCode 464's and a few that show the rules and the limits).

/// The examples: (max_choosable, desired_total).
pub const PRESETS: &[(u64, i64)] = &[
    (10, 11),
    (10, 0),
    (10, 1),
    (5, 50),
    (4, 6),
    (18, 79),
    (20, 210),
    (25, 200),
    (30, 300),
];
