//! The reference solution's listings (see [`crate::code`]).

use crate::code::{GameCode, Listings};
use crate::games::guess_number::Setup;

impl GameCode for Setup {
    const LISTINGS: Listings = Listings {
        python: include_str!("solution.py"),
        cpp: Some(include_str!("solution.cpp")),
        java: Some(include_str!("Solution.java")),
        zh_comments: crate::i18n::code_comments::GUESS_NUMBER,
    };
    const MARKS: &'static [(&'static str, &'static str)] = &[
        ("base", "an interval of at most one number costs nothing"),
        (
            "cell",
            "an interval: every guess k, its cost k plus the dearer side",
        ),
        ("best", "the cheapest guess of the interval is kept"),
        ("answer", "the whole range 1..n"),
    ];
}
