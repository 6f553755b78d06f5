//! The Game Lab's messages for the mistakes a first-time student makes (issue 25, from their
//! trial): a parse error caused by indentation says "indentation" in plain words at the right
//! line; a bad return value is reported at the `return` that gave it, not at the `def`;
//! `def move(p)` gets "did you mean `moves`?"; positions that grow forever get a hint when they
//! reach the position limit. Each through the library and through `gamedp solve` (one line on
//! standard error, exit status 1, no output file).

use std::process::Command;

use gamedp::games::custom::{Limits, solve_with};
use gamedp::games::{NoControl, SolveError};
use serde_json::json;

fn message(rules: &str, limits: &Limits) -> String {
    match solve_with(rules, false, limits, &NoControl) {
        Err(SolveError::Invalid(m)) => m,
        other => panic!("expected bad input, got {:?}", other.map(|s| s.positions())),
    }
}

/// `gamedp solve` on the rules: exit status 1 and the one line of standard error.
fn cli(rules: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("rules.json");
    let out = dir.path().join("out.json");
    std::fs::write(&file, json!({"game": "custom", "rules": rules}).to_string()).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_gamedp"))
        .args([
            "solve",
            file.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
        ])
        .env("GAMEDP_HOME", dir.path().join("home"))
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr).to_string();
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "not one line: {err}");
    assert!(!out.exists(), "an output file was written");
    err
}

/// Each case: the rules, the start of the library's message, and a fragment it has.
fn check(rules: &str, prefix: &str, fragment: &str) {
    let m = message(rules, &Limits::default());
    assert!(
        m.starts_with(prefix),
        "{m:?} does not start with {prefix:?}"
    );
    assert!(m.contains(fragment), "{m:?} lacks {fragment:?}");
    assert!(!m.contains('\n'), "not one line: {m:?}");
    let err = cli(rules);
    assert!(err.contains(&m), "{err:?} lacks {m:?}");
}

#[test]
fn indentation_mistakes_say_indentation_at_their_line() {
    // a block not indented after `:`
    check(
        "start = 0\ndef moves(p):\nreturn []\n",
        "rules line 3: bad indentation: ",
        "lines after a line that ends with `:` must be indented",
    );
    // a line indented for no reason (the first line too)
    check(
        "start = 0\ndef moves(p):\n    x = 1\n      return [p + 1]\n",
        "rules line 4: bad indentation: ",
        "indented more than the line before it",
    );
    check(
        " start = 0\ndef moves(p):\n    return []\n",
        "rules line 1: bad indentation: ",
        "indented more than the line before it",
    );
    // back to an indentation no line of the block has: the line itself, not the one before
    check(
        "start = 0\ndef moves(p):\n    if p < 3:\n        x = 1\n      return [p + 1]\n    return []\n",
        "rules line 5: bad indentation: ",
        "indent the lines of one block by the same number of spaces",
    );
    check(
        "start = 0\ndef moves(p):\n\treturn []\n",
        "rules line 3: bad indentation: ",
        "indent with spaces, not tabs",
    );
    // other syntax errors are as they were
    check(
        "start = 0\ndef moves(p):\n    return [p +]\n",
        "rules line 3: ",
        "Parse error",
    );
}

#[test]
fn a_bad_return_value_is_reported_at_its_return() {
    // the second `return` gave it: line 5, not the `def` on line 2
    check(
        "start = 0\ndef moves(p):\n    if p < 3:\n        return [p + 1]\n    return 5\n",
        "rules line 5: moves(3) returned 5 (an int)",
        "moves must return a list or a tuple",
    );
    check(
        "start = 0\ndef moves(p):\n    if p < 3:\n        return [p + 1]\n    return [{1: 2}]\n",
        "rules line 5: moves(3) returned a move that is a dict",
        "not a position",
    );
    // inside a loop; through a helper (the `return` of moves that called it)
    check(
        "start = 0\ndef moves(p):\n    for k in range(3):\n        if k == 2:\n            return {p: k}\n    return []\n",
        "rules line 5: moves(0) returned {0: 2} (a dict)",
        "",
    );
    check(
        "start = 0\ndef helper(p):\n    return 5\ndef moves(p):\n    x = 1\n    return helper(p)\n",
        "rules line 6: moves(0) returned 5",
        "",
    );
    // points and end
    check(
        "start = 0\ndef moves(p):\n    return [p + 1] if p < 3 else []\ndef points(p, q):\n    x = 1\n    return \"a\"\n",
        "rules line 6: points(0, 1) returned \"a\" (a string)",
        "points must return an integer",
    );
    check(
        "start = 0\ndef moves(p):\n    return [p + 1] if p < 3 else []\ndef end(p):\n    if p == 2:\n        return 7\n    return None\n",
        "rules line 6: end(2) returned 7",
        "end must return",
    );
    // no `return` ran: the function's line, and why it returned None
    check(
        "start = 0\ndef moves(p):\n    if p < 3:\n        return [p + 1]\n",
        "rules line 2: moves(3) returned None",
        "the function ended without a `return`",
    );
    // a lambda has only its line
    check(
        "start = 0\nmoves = lambda p: 5\n",
        "rules line 2: moves(0) returned 5",
        "",
    );
}

#[test]
fn a_misspelt_name_gets_did_you_mean() {
    for (rules, name, line) in [
        ("start = 0\ndef move(p):\n    return []\n", "move", 2),
        ("start = 0\ndef Moves(p):\n    return []\n", "Moves", 2),
        ("start = 0\n\ndef mvoes(p):\n    return []\n", "mvoes", 3),
    ] {
        check(
            rules,
            &format!(
                "rules line {line}: no `moves` defined, but `{name}` is: did you mean `moves`?"
            ),
            "def moves(p)",
        );
    }
    check(
        "Start = 0\ndef moves(p):\n    return []\n",
        "rules line 1: no `start` defined, but `Start` is: did you mean `start`?",
        "",
    );
    // nothing like it: the message as before
    check(
        "start = 0\ndef next_positions(p):\n    return []\n",
        "rules: no `moves` defined (the rules must define def moves(p)",
        "",
    );
}

#[test]
fn positions_that_grow_forever_get_a_hint() {
    // p + 1 for ever: at the contract's limit, through the command line
    check(
        "start = 0\ndef moves(p):\n    return [p + 1]\n",
        "rules: more than 1,000,000 positions can be reached from start, beyond the limit; the \
         last position found, 1000000, is 1,000,000 moves from start: do the positions grow \
         forever?",
        "(such as p + 1), the game never ends",
    );
    // tuples that get longer: few moves from start, but ever bigger
    let small = Limits {
        positions: 5000,
        ..Limits::default()
    };
    let m = message(
        "start = ()\ndef moves(p):\n    return [p + (0,), p + (1,)]\n",
        &small,
    );
    assert!(
        m.contains("is 12 moves from start: do the positions grow forever?"),
        "{m}"
    );
    // a big game that is finite: the last position, and no hint
    let m = message(
        "start = (0, 0)\ndef moves(p):\n    a, b = p\n    return [(a + 1, b), (a, b + 1)] if a < 999 and b < 999 else []\n",
        &small,
    );
    assert!(m.ends_with(", is 99 moves from start"), "{m}");
}
