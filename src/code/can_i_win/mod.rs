//! The reference solution's listings (see [`crate::code`]).

use crate::code::{GameCode, Listings};
use crate::games::can_i_win::Setup;

impl GameCode for Setup {
    const LISTINGS: Listings = Listings {
        python: include_str!("solution.py"),
        cpp: Some(include_str!("solution.cpp")),
        java: Some(include_str!("Solution.java")),
        zh_comments: crate::i18n::code_comments::CAN_I_WIN,
    };
    const MARKS: &'static [(&'static str, &'static str)] = &[
        (
            "reached",
            "known before any search: the total is already reached (at most 0)",
        ),
        (
            "out_of_reach",
            "known before any search: all the numbers together fall short",
        ),
        (
            "memo",
            "a set of used numbers already decided is looked up, a new one stored",
        ),
        ("move", "every number not used yet is tried"),
        ("win_now", "taking this number reaches the total: a win"),
        (
            "win_later",
            "after taking it the opponent is left in a losing state: a win",
        ),
        ("lose", "no number wins: the player to move loses"),
        ("answer", "the start: nothing used"),
    ];
}
