//! The command-line contract (`shared/CONTRACT.md`): solved output, `--out`, `--table`, and a
//! corpus of bad files that must each be refused with a one-line message naming the problem.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

fn gamedp(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gamedp"))
        .args(args)
        .env(
            "GAMEDP_HOME",
            std::env::temp_dir().join("gamedp-cli-test-home"),
        )
        .output()
        .expect("run gamedp")
}

fn solve_text(dir: &Path, name: &str, text: &str, extra: &[&str]) -> Output {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    let mut args = vec!["solve", path.to_str().unwrap()];
    args.extend_from_slice(extra);
    gamedp(&args)
}

fn solved(text: &str) -> Value {
    let dir = tempfile::tempdir().unwrap();
    let out = solve_text(dir.path(), "s.json", text, &[]);
    assert!(
        out.status.success(),
        "{text}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("stdout is JSON")
}

#[test]
fn stone_examples() {
    let v = solved(r#"{"game": "stone", "piles": [1, 100, 3]}"#);
    assert_eq!(v["solution"]["first"], 4);
    assert_eq!(v["solution"]["second"], 100);
    assert_eq!(v["solution"]["difference"], -96);
    assert_eq!(
        solved(r#"{"game":"stone","piles":[3,9,1,2]}"#)["solution"]["difference"],
        7
    );
    assert!(
        solved(r#"{"game":"stone","piles":[5,3,4,5]}"#)["solution"]["difference"]
            .as_i64()
            .unwrap()
            > 0
    );
    let v = solved(r#"{"game":"stone","piles":[-5, 0, -3]}"#);
    assert_eq!(
        v["solution"]["first"].as_i64().unwrap() + v["solution"]["second"].as_i64().unwrap(),
        -8
    );
    let v = solved(r#"{"game":"stone","piles":[9223372036854775807]}"#);
    assert_eq!(v["solution"]["first"], i64::MAX);
    assert_eq!(v["solution"]["second"], 0);
}

#[test]
fn cat_mouse_ii_examples() {
    let wins = |rows: &[&str], cat: u64, mouse: u64| {
        let v = solved(
            &serde_json::json!({
                "game": "cat_mouse_ii", "grid": rows, "cat_jump": cat, "mouse_jump": mouse
            })
            .to_string(),
        );
        v["solution"]["mouse_wins"]
            .as_bool()
            .expect("mouse_wins is a boolean")
    };
    // LeetCode 1728's examples
    assert!(wins(&["####F", "#C...", "M...."], 1, 2));
    assert!(wins(&["M.C...F"], 1, 4));
    assert!(!wins(&["M.C...F"], 1, 3));
    assert!(!wins(&["C...#", "...#F", "....#", "M...."], 2, 5));
    assert!(wins(&[".M...", "..#..", "#..#.", "C#.#.", "...#F"], 3, 1));
    // a mouse win of 4,153 moves on a 64×64 serpentine is a cat win by the 1000-move rule
    let mut rows: Vec<String> = (0..64)
        .map(|r| match r % 4 {
            0 | 2 => ".".repeat(64),
            1 => "#".repeat(63) + ".",
            _ => ".".to_string() + &"#".repeat(63),
        })
        .collect();
    rows[0].replace_range(0..2, "CM");
    rows[62].replace_range(0..1, "F");
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    assert!(!wins(&rows, 1, 1));
    // the grid is written back in LeetCode's form, with the table on request
    let dir = tempfile::tempdir().unwrap();
    let text = r#"{"game":"cat_mouse_ii","grid":["M.C...F"],"cat_jump":1,"mouse_jump":4}"#;
    let out = solve_text(dir.path(), "t.json", text, &["--table"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["grid"][0], "M.C...F");
    assert_eq!(v["solution"]["table"]["mouse_to_move"][0][2], "mouse_win");
    assert_eq!(v["solution"]["table"]["mouse_to_move"][0][0], Value::Null);
}

#[test]
fn other_games_examples() {
    let draw = r#"{"game":"cat_mouse","graph":[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]}"#;
    assert_eq!(solved(draw)["solution"]["outcome"], "draw");
    let mouse = r#"{"game":"cat_mouse","graph":[[1,3],[0],[3],[0,2]]}"#;
    assert_eq!(solved(mouse)["solution"]["outcome"], "mouse_win");
    let cat = r#"{"game":"cat_mouse","graph":[[2],[2],[0,1]]}"#;
    assert_eq!(solved(cat)["solution"]["outcome"], "cat_win");
    assert_eq!(
        solved(r#"{"game":"guess_number","n":10}"#)["solution"]["min_cost"],
        16
    );
    assert_eq!(
        solved(r#"{"game":"guess_number","n":1}"#)["solution"]["min_cost"],
        0
    );
    let ciw = |m: i64, d: i64| {
        solved(&format!(
            r#"{{"game":"can_i_win","max_choosable":{m},"desired_total":{d}}}"#
        ))["solution"]["first_player_wins"]
            .clone()
    };
    assert_eq!(ciw(10, 11), false);
    assert_eq!(ciw(10, 0), true);
    assert_eq!(ciw(10, -7), true);
    assert_eq!(ciw(10, 1), true);
    assert_eq!(ciw(5, 50), false);
    // the contract's edge cases hold for any size
    assert_eq!(ciw(1000, 0), true);
    assert_eq!(ciw(1000, 1000), true);
    assert_eq!(ciw(100, 5051), false);
}

#[test]
fn output_keeps_the_scenario_and_writes_the_current_version() {
    let v = solved(
        r#"{"version": 0, "game": "stone", "title": "t", "notes": "n", "piles": [1, 2], "future_field": {"x": [1]}, "solution": {"stale": true}}"#,
    );
    assert_eq!(v["version"], 1);
    assert_eq!(v["title"], "t");
    assert_eq!(v["notes"], "n");
    assert_eq!(v["future_field"]["x"][0], 1);
    assert_eq!(v["piles"], serde_json::json!([1, 2]));
    assert!(v["solution"].get("stale").is_none());
    // the output is itself a valid scenario
    let dir = tempfile::tempdir().unwrap();
    let again = solve_text(dir.path(), "again.json", &v.to_string(), &[]);
    assert!(again.status.success());
}

#[test]
fn out_writes_a_file_and_table_adds_tables() {
    let dir = tempfile::tempdir().unwrap();
    let out_path = dir.path().join("out.json");
    let out = solve_text(
        dir.path(),
        "in.json",
        r#"{"game":"stone","piles":[3,9,1,2]}"#,
        &["--out", out_path.to_str().unwrap(), "--table"],
    );
    assert!(out.status.success());
    assert!(out.stdout.is_empty());
    let v: Value = serde_json::from_str(&std::fs::read_to_string(&out_path).unwrap()).unwrap();
    assert_eq!(v["solution"]["difference"], 7);
    assert_eq!(v["solution"]["table"]["net"][0][3], 7);
    assert_eq!(v["solution"]["table"]["first"][1][3], 10);
    assert!(v["solution"]["table"]["net"][3][0].is_null());
    for (game, field) in [
        (r#"{"game":"guess_number","n":10}"#, "cost"),
        (
            r#"{"game":"cat_mouse","graph":[[1,3],[0],[3],[0,2]]}"#,
            "mouse_to_move",
        ),
        (
            r#"{"game":"can_i_win","max_choosable":6,"desired_total":12}"#,
            "states",
        ),
    ] {
        let out = solve_text(dir.path(), "t.json", game, &["--table"]);
        assert!(out.status.success(), "{game}");
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert!(v["solution"]["table"][field].is_array(), "{game}");
    }
}

#[test]
fn failure_leaves_no_output_file_and_keeps_an_old_one() {
    let dir = tempfile::tempdir().unwrap();
    let out_path = dir.path().join("out.json");
    let out = solve_text(
        dir.path(),
        "bad.json",
        r#"{"game":"stone","piles":[]}"#,
        &["--out", out_path.to_str().unwrap()],
    );
    assert!(!out.status.success());
    assert!(!out_path.exists());
    std::fs::write(&out_path, "old").unwrap();
    let out = solve_text(
        dir.path(),
        "bad.json",
        r#"{"game":"stone","piles":"x"}"#,
        &["--out", out_path.to_str().unwrap()],
    );
    assert!(!out.status.success());
    assert_eq!(std::fs::read_to_string(&out_path).unwrap(), "old");
    // only the output file is in the folder: no temporary leftovers
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 2, "{names:?}");
}

#[test]
fn a_read_only_out_is_refused_and_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let out_path = dir.path().join("locked.json");
    std::fs::write(&out_path, "old").unwrap();
    let mut permissions = std::fs::metadata(&out_path).unwrap().permissions();
    permissions.set_readonly(true);
    std::fs::set_permissions(&out_path, permissions).unwrap();
    let out = solve_text(
        dir.path(),
        "good.json",
        r#"{"game":"stone","piles":[1, 2]}"#,
        &["--out", out_path.to_str().unwrap()],
    );
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("locked.json") && err.contains("read-only"),
        "{err}"
    );
    assert_eq!(std::fs::read_to_string(&out_path).unwrap(), "old");
    assert!(
        std::fs::metadata(&out_path)
            .unwrap()
            .permissions()
            .readonly()
    );
}

#[test]
fn usage_errors_are_one_line() {
    for args in [
        vec!["solve"],
        vec!["solve", "a.json", "--bogus"],
        vec!["frobnicate", "x", "y"],
    ] {
        let out = gamedp(&args);
        assert!(!out.status.success(), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(out.stdout.is_empty());
    }
    let out = gamedp(&["solve", "/nonexistent/file.json"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("/nonexistent/file.json"));
    let help = gamedp(&["--help"]);
    assert!(help.status.success());
    assert!(String::from_utf8_lossy(&help.stdout).contains("solve"));
}

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bad_inputs")
}

#[test]
fn every_bad_file_is_refused_with_its_message() {
    let manifest = std::fs::read_to_string(corpus_dir().join("expected.tsv")).unwrap();
    let mut checked = 0;
    for line in manifest
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let (file, fragment) = line.split_once('\t').expect("file<TAB>fragment");
        let path = corpus_dir().join(file);
        assert!(path.exists(), "{file} is listed but missing");
        let dir = tempfile::tempdir().unwrap();
        let out_path = dir.path().join("out.json");
        let out = gamedp(&[
            "solve",
            path.to_str().unwrap(),
            "--out",
            out_path.to_str().unwrap(),
        ]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{file} was accepted");
        assert_eq!(
            err.trim_end().lines().count(),
            1,
            "{file}: not one line: {err}"
        );
        assert!(err.contains(fragment), "{file}: {err:?} lacks {fragment:?}");
        assert!(!err.contains("panicked"), "{file}: {err}");
        assert!(!out_path.exists(), "{file}: an output file was written");
        checked += 1;
    }
    // every file of the corpus is listed
    let files = std::fs::read_dir(corpus_dir())
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "json")
        })
        .count();
    assert_eq!(checked, files);
}

#[test]
fn a_dense_graph_beyond_the_time_budget_is_refused_at_once() {
    // the complete graph on 1,200 nodes: 2.9 million positions times ~1,200 moves each
    let n = 1200;
    let graph: Vec<Vec<usize>> = (0..n)
        .map(|u| (0..n).filter(|&v| v != u).collect())
        .collect();
    let text = serde_json::json!({ "game": "cat_mouse", "graph": graph }).to_string();
    let dir = tempfile::tempdir().unwrap();
    let t0 = std::time::Instant::now();
    let out = solve_text(dir.path(), "dense.json", &text, &[]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("steps") && err.contains("limit"), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1);
    assert!(t0.elapsed().as_secs() < 20, "took {:?}", t0.elapsed());
}

#[cfg(not(feature = "gui"))]
#[test]
fn a_build_without_the_gui_says_it_has_no_window() {
    let out = gamedp(&["some.json"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(
        err.contains("no window") && err.contains("gamedp solve"),
        "{err}"
    );
    assert!(out.stdout.is_empty());
}

/// `gamedp --lesson`, `--size` with values the app cannot use: one line naming the value, exit
/// code 2, before any window (the same in a build without the gui feature).
#[test]
fn bad_app_flags_are_refused_in_one_line_without_a_window() {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/stone-seed-3-9-1-2.json");
    let file = file.to_str().unwrap();
    for (args, fragment) in [
        (vec!["--lesson", "no-such-lesson"], "no-such-lesson"),
        (vec!["--lesson", ""], "no lesson"),
        (vec!["--lesson", "stone-basics:0"], "stone-basics"),
        (vec!["--lesson", "stone-basics:10"], "steps 1 to 9"),
        (vec!["--lesson", "stone-basics:"], "stone-basics"),
        (vec!["--lesson", "stone-basics:two"], "two"),
        (vec!["--lesson", "stone-basics:-1"], "stone-basics"),
        (vec!["--size", "1280"], "1280x800"),
        (vec!["--size", "wide x tall"], "1280x800"),
        (vec!["--size", "1280x"], "1280x800"),
        (vec!["--size", "0x0"], "at least 800x520"),
        (vec!["--size", "640x480"], "at least 800x520"),
        (vec!["--size", "100000x800"], "at most"),
        (vec!["--size", "1280x800x2"], "1280x800"),
        (vec!["--size=-1280x800"], "1280x800"),
    ] {
        for with_file in [false, true] {
            let mut all = args.clone();
            if with_file {
                all.insert(0, file);
                all.extend(["--screenshot", "never-written.png"]);
            }
            let out = gamedp(&all);
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{all:?}: {err}");
            assert_eq!(err.trim_end().lines().count(), 1, "{all:?}: {err}");
            assert!(err.starts_with("gamedp: error: "), "{all:?}: {err}");
            assert!(
                err.contains(fragment),
                "{all:?}: {err:?} lacks {fragment:?}"
            );
            assert!(out.stdout.is_empty(), "{all:?}");
            assert!(!Path::new("never-written.png").exists());
        }
    }
}

/// The app's flags are in `gamedp --help`.
#[test]
fn help_lists_the_app_flags() {
    let out = gamedp(&["--help"]);
    assert!(out.status.success());
    let help = String::from_utf8_lossy(&out.stdout);
    for flag in [
        "--screenshot",
        "--lang",
        "--presentation",
        "--quiz",
        "--lesson",
        "--size",
    ] {
        assert!(help.contains(flag), "--help lacks {flag}: {help}");
    }
}
