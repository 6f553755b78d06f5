//! The reference solution's listings (see [`crate::code`]).

use crate::code::{GameCode, Listings};
use crate::games::cat_mouse::Setup;

impl GameCode for Setup {
    const LISTINGS: Listings = Listings {
        python: include_str!("solution.py"),
        cpp: Some(include_str!("solution.cpp")),
        java: Some(include_str!("Solution.java")),
    };
    const MARKS: &'static [(&'static str, &'static str)] = &[
        (
            "degree",
            "each position counts the moves of the player to move (the cat never into the hole)",
        ),
        (
            "terminal",
            "the end positions are decided first: mouse in the hole, cat on the mouse",
        ),
        (
            "parents",
            "from a decided position back to the positions that move into it",
        ),
        (
            "win",
            "a parent whose player to move can move into a win for them is a win",
        ),
        ("lose", "a parent all of whose moves lose is a loss"),
        ("undecided", "positions never decided are draws"),
        ("answer", "the start: mouse at 1, cat at 2, mouse to move"),
    ];
}
