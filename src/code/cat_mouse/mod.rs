//! The reference solution's listings (see [`crate::code`]).

use crate::code::{GameCode, Listings};
use crate::games::cat_mouse::Setup;

impl GameCode for Setup {
    const LISTINGS: Listings = Listings {
        python: include_str!("solution.py"),
        cpp: Some(include_str!("solution.cpp")),
        java: Some(include_str!("Solution.java")),
        zh_comments: crate::i18n::code_comments::CAT_MOUSE,
    };
    const MARKS: &'static [(&'static str, &'static str)] = &[
        (
            "degree",
            "each position counts the moves of the player to move (the cat never into the hole)",
        ),
        (
            "hole",
            "the end positions with the mouse in the hole are decided first",
        ),
        ("caught", "and those with the cat on the mouse"),
        (
            "mouse_parents",
            "from a decided position back to the positions the mouse moved from (mouse to move)",
        ),
        (
            "cat_parents",
            "from a decided position back to the positions the cat moved from (cat to move)",
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
