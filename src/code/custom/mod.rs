//! The reference solution's listing (see [`crate::code`]): Python only, the language the
//! rules are written in (Starlark is a dialect of Python).

use crate::code::{GameCode, Listings};
use crate::games::custom::Setup;

impl GameCode for Setup {
    const LISTINGS: Listings = Listings {
        python: include_str!("solution.py"),
        cpp: None,
        java: None,
        zh_comments: crate::i18n::code_comments::CUSTOM,
    };
    const MARKS: &'static [(&'static str, &'static str)] = &[
        (
            "explore",
            "every position reachable from the start and its moves",
        ),
        (
            "terminal",
            "the end positions: no moves (or end(p) says), decided first",
        ),
        (
            "parents",
            "from a decided position back to the positions that move into it",
        ),
        (
            "win",
            "a parent that can move into a loss for the other player is a win",
        ),
        (
            "lose",
            "a parent all of whose moves lead to wins for the other player is a loss",
        ),
        ("undecided", "positions never decided are draws"),
        (
            "score",
            "a scoring game: the best of points(p, q) minus the value of q",
        ),
        ("answer", "the start position of a win/lose game"),
        ("value", "the start position's value in a scoring game"),
    ];
}
