//! The reference solution's listings (see [`crate::code`]).

use crate::code::{GameCode, Listings};
use crate::games::cat_mouse_ii::Setup;

impl GameCode for Setup {
    const LISTINGS: Listings = Listings {
        python: include_str!("solution.py"),
        cpp: Some(include_str!("solution.cpp")),
        java: Some(include_str!("Solution.java")),
        zh_comments: crate::i18n::code_comments::CAT_MOUSE_II,
    };
    const MARKS: &'static [(&'static str, &'static str)] = &[
        (
            "degree",
            "each position counts the moves of the player to move (jumps of 0..jump cells, no walls)",
        ),
        (
            "terminal",
            "the end positions are decided first: on one cell, cat on the food, mouse on the food",
        ),
        (
            "mouse_parents",
            "from a decided position back to the positions the mouse jumped from (mouse to move)",
        ),
        (
            "cat_parents",
            "from a decided position back to the positions the cat jumped from (cat to move)",
        ),
        (
            "win",
            "a parent whose player to move can jump into a win for them is a win",
        ),
        ("lose", "a parent all of whose jumps lose is a loss"),
        (
            "limit",
            "the 1000-move rule: a mouse win takes at most 1000 moves",
        ),
        (
            "undecided",
            "positions never decided: the mouse cannot force the food, the cat wins",
        ),
        ("answer", "the start positions of the grid, mouse to move"),
    ];
}
