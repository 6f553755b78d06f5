//! The reference solution's listings (see [`crate::code`]).

use crate::code::{GameCode, Listings};
use crate::games::stone::Setup;

impl GameCode for Setup {
    const LISTINGS: Listings = Listings {
        python: include_str!("solution.py"),
        cpp: Some(include_str!("solution.cpp")),
        java: Some(include_str!("Solution.java")),
        zh_comments: crate::i18n::code_comments::STONE,
    };
    const MARKS: &'static [(&'static str, &'static str)] = &[
        ("base", "one pile left: the player to move takes it"),
        (
            "cell",
            "a longer stretch: the two choices, each the pile plus what is left as second player",
        ),
        ("take_left", "taking the left pile is at least as good"),
        ("take_right", "taking the right pile is better"),
        ("answer", "the whole row: first and second player totals"),
    ];
}
