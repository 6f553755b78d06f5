//! The stone game's examples from the seed articles and LeetCode, named by the row and the
//! LeetCode problem only (the names are shown as they are in both languages).

/// The seeds' examples: (name, piles).
pub const PRESETS: &[(&str, &[i64])] = &[
    ("[1,100,3] (486)", &[1, 100, 3]),
    ("[3,9,1,2]", &[3, 9, 1, 2]),
    ("[5,3,4,5] (877)", &[5, 3, 4, 5]),
    ("[3,7,2,3] (877)", &[3, 7, 2, 3]),
    ("[1,5,2] (486)", &[1, 5, 2]),
    ("[1,5,233,7] (486)", &[1, 5, 233, 7]),
    ("[-3,2,-1,4,-5]", &[-3, 2, -1, 4, -5]),
    ("[0,-2,0,-2]", &[0, -2, 0, -2]),
];

/// The example a new stone tab shows (`[3, 9, 1, 2]`, the seeds' first).
pub const DEFAULT_PRESET: usize = 1;
