//! `gamedp figure` (`shared/CONTRACT.md`): every view of every bundled example in every format
//! it allows, `--list`, both languages and themes, and bad input refused in one line with no
//! file left behind and an existing file untouched.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn gamedp(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gamedp"))
        .args(args)
        .env(
            "GAMEDP_HOME",
            std::env::temp_dir().join("gamedp-cli-figure-home"),
        )
        .output()
        .expect("run gamedp")
}

fn saves() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("saves")
}

fn save(name: &str) -> String {
    saves().join(name).to_str().unwrap().to_string()
}

fn list(file: &str) -> Vec<String> {
    let out = gamedp(&["figure", file, "--list"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

/// Run a figure command that must succeed; returns the file's bytes.
fn figure_ok(file: &str, view: &str, out: &Path, extra: &[&str]) -> Vec<u8> {
    let mut args = vec![
        "figure",
        file,
        "--view",
        view,
        "--out",
        out.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    let o = gamedp(&args);
    assert!(
        o.status.success(),
        "{file} {view} {}: {}",
        out.display(),
        String::from_utf8_lossy(&o.stderr)
    );
    std::fs::read(out).unwrap()
}

/// Run a figure command that must fail: exit code, one line on stderr, no panic.
fn figure_err(args: &[&str], code: i32) -> String {
    let mut all = vec!["figure"];
    all.extend_from_slice(args);
    let o = gamedp(&all);
    let err = String::from_utf8_lossy(&o.stderr).to_string();
    assert_eq!(o.status.code(), Some(code), "{args:?}: {err}");
    assert_eq!(
        err.trim_end().lines().count(),
        1,
        "{args:?}: not one line: {err}"
    );
    assert!(!err.contains("panicked"), "{err}");
    err
}

/// The contents of every `<text>` element of an SVG, trimmed.
fn svg_texts(svg: &str) -> Vec<String> {
    svg.split("<text")
        .skip(1)
        .filter_map(|t| {
            let body = &t[t.find('>')? + 1..];
            Some(body[..body.find("</text>")?].trim().to_string())
        })
        .collect()
}

fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    let w = u32::from_be_bytes(bytes[16..20].try_into().unwrap());
    let h = u32::from_be_bytes(bytes[20..24].try_into().unwrap());
    (w, h)
}

/// Number of image frames in a GIF (image descriptors, 0x2C, after a graphic control block).
fn gif_frames(bytes: &[u8]) -> usize {
    assert_eq!(&bytes[..6], b"GIF89a");
    bytes
        .windows(3)
        .filter(|w| w[0] == 0x21 && w[1] == 0xF9 && w[2] == 0x04)
        .count()
}

const VIEWS: [(&str, &[&str]); 5] = [
    (
        "stone-seed-3-9-1-2.json",
        &["table", "fill", "fill-rows", "line", "game"],
    ),
    (
        "guess-number-10.json",
        &["table", "fill", "fill-rows", "tree", "game"],
    ),
    (
        "cat-mouse-leetcode-example-1.json",
        &["table", "graph", "order", "game"],
    ),
    ("can-i-win-10-11.json", &["table", "state"]),
    (
        "cat-mouse-ii-leetcode-1.json",
        &["table", "board", "order", "game"],
    ),
];

#[test]
fn list_prints_the_views_of_each_game() {
    for (file, views) in VIEWS {
        assert_eq!(list(&save(file)), *views, "{file}");
    }
}

#[test]
fn every_view_of_every_example_in_every_format() {
    let dir = tempfile::tempdir().unwrap();
    let mut files: Vec<_> = std::fs::read_dir(saves())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    for path in files {
        let file = path.to_str().unwrap();
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let views = list(file);
        assert_eq!(views[0], "table");
        for view in &views {
            // the Game Lab's graph figure draws games up to a stated size (the contract): a
            // bigger example is refused with one line naming the limit
            if name.starts_with("custom-") && view == "graph" {
                let out = dir.path().join(format!("{name}-{view}.svg"));
                let o = gamedp(&[
                    "figure",
                    file,
                    "--view",
                    view,
                    "--out",
                    out.to_str().unwrap(),
                ]);
                if !o.status.success() {
                    let err = String::from_utf8_lossy(&o.stderr);
                    assert_eq!(o.status.code(), Some(1), "{name}: {err}");
                    assert_eq!(err.trim_end().lines().count(), 1, "{name}: {err}");
                    assert!(err.contains(", the limit is "), "{name}: {err}");
                    assert!(!out.exists(), "{name}: no partial file");
                    continue;
                }
            }
            let svg = figure_ok(
                file,
                view,
                &dir.path().join(format!("{name}-{view}.svg")),
                &[],
            );
            let text = String::from_utf8(svg).unwrap();
            assert!(
                text.starts_with("<svg") && text.trim_end().ends_with("</svg>"),
                "{name} {view}"
            );
            assert!(text.matches("<text").count() >= 5, "{name} {view}");
            let png = figure_ok(
                file,
                view,
                &dir.path().join(format!("{name}-{view}.png")),
                &[],
            );
            assert_eq!(png_size(&png), (1600, 900));
        }
        assert!(
            !dir.path().read_dir().unwrap().any(|e| e
                .unwrap()
                .file_name()
                .to_string_lossy()
                .ends_with(".tmp"))
        );
    }
}

#[test]
fn svg_labels_titles_and_values() {
    let dir = tempfile::tempdir().unwrap();
    let svg = figure_ok(
        &save("stone-seed-3-9-1-2.json"),
        "table",
        &dir.path().join("t.svg"),
        &[],
    );
    let text = String::from_utf8(svg).unwrap();
    let texts = svg_texts(&text);
    // the title, the axis names, the answer cell (net 7) and the font
    assert!(
        texts
            .iter()
            .any(|t| t == "Stone game [3, 9, 1, 2] — net score table"),
        "{texts:?}"
    );
    for label in [
        "i",
        "j (grey numbers: the piles)",
        "7",
        "-5",
        "Final score 11 : 4 — the first player wins by 7",
    ] {
        assert!(texts.iter().any(|t| t == label), "{label} in {texts:?}");
    }
    // (an English figure names a Latin font first, then the bundled Chinese one)
    assert!(text.contains("font-family=\"Helvetica, Arial"));
    assert!(text.contains("WenQuanYi Micro Hei"));
    let svg = figure_ok(
        &save("cat-mouse-leetcode-example-1.json"),
        "table",
        &dir.path().join("c.svg"),
        &[],
    );
    let texts = svg_texts(&String::from_utf8(svg).unwrap());
    assert!(texts.iter().any(|t| t == "mouse to move") && texts.iter().any(|t| t == "cat to move"));
    let svg = figure_ok(
        &save("guess-number-10.json"),
        "table",
        &dir.path().join("g.svg"),
        &[],
    );
    // LeetCode 375: n = 10 costs 16
    assert!(
        svg_texts(&String::from_utf8(svg).unwrap())
            .iter()
            .any(|t| t == "16")
    );
}

#[test]
fn chinese_and_dark_figures() {
    let dir = tempfile::tempdir().unwrap();
    let svg = figure_ok(
        &save("cat-mouse-leetcode-example-1.json"),
        "table",
        &dir.path().join("zh.svg"),
        &["--lang", "zh", "--theme", "dark"],
    );
    let text = String::from_utf8(svg).unwrap();
    let texts = svg_texts(&text);
    assert!(texts.iter().any(|t| t.starts_with("猫和老鼠")), "{texts:?}");
    assert!(
        texts.iter().any(|t| t == "老鼠走") && texts.iter().any(|t| t == "猫走"),
        "{texts:?}"
    );
    assert!(!text.contains("mouse to move"));
    // dark: the background is dark, light's white is not
    assert!(
        text.contains("#1E1E1E") || text.contains("#1e1e1e"),
        "dark background"
    );
    let light = String::from_utf8(figure_ok(
        &save("stone-seed-3-9-1-2.json"),
        "table",
        &dir.path().join("l.svg"),
        &[],
    ))
    .unwrap();
    assert!(light.contains("#FFFFFF") || light.contains("#ffffff"));
    let svg = figure_ok(
        &save("stone-seed-3-9-1-2.json"),
        "line",
        &dir.path().join("zh2.svg"),
        &["--lang", "zh"],
    );
    assert!(
        String::from_utf8(svg)
            .unwrap()
            .contains("石子游戏 [3, 9, 1, 2] — 最优对局")
    );
}

#[test]
fn png_scale_and_gif_frames() {
    let dir = tempfile::tempdir().unwrap();
    let png = figure_ok(
        &save("stone-seed-3-9-1-2.json"),
        "table",
        &dir.path().join("s.png"),
        &["--scale", "0.5"],
    );
    assert_eq!(png_size(&png), (800, 450));
    let png = figure_ok(
        &save("guess-number-10.json"),
        "tree",
        &dir.path().join("s2.png"),
        &["--scale", "1.5"],
    );
    assert_eq!(png_size(&png), (2400, 1350));
    for file in [
        "stone-seed-3-9-1-2.json",
        "guess-number-10.json",
        "cat-mouse-leetcode-example-1.json",
    ] {
        let view = if file.starts_with("cat-mouse") {
            "order"
        } else {
            "fill"
        };
        let gif = figure_ok(
            &save(file),
            view,
            &dir.path().join("f.gif"),
            &["--scale", "0.5"],
        );
        let frames = gif_frames(&gif);
        assert!(frames >= 4, "{file}: {frames} frames");
        assert_eq!(u16::from_le_bytes([gif[6], gif[7]]), 800);
    }
}

/// The animations: every animated view of one example of each game as a GIF, with the number of
/// frames its steps give (one step a frame, sampled to at most 48, the last frame held for three),
/// and as a still SVG and PNG; a still view asked for as a GIF is refused.
#[test]
fn every_animated_view_as_gif_with_its_frames() {
    let dir = tempfile::tempdir().unwrap();
    // (file, view, frames): stone [3, 9, 1, 2] has 4 diagonals, 10 cells, 4 moves; Guess Number
    // n = 10 has 10 lengths and 55 cells (sampled to 46 frames of 2 cells), 4 guesses
    let cases: [(&str, &str, Option<usize>); 10] = [
        ("stone-seed-3-9-1-2.json", "fill", Some(4 + 2)),
        ("stone-seed-3-9-1-2.json", "fill-rows", Some(10 + 2)),
        ("stone-seed-3-9-1-2.json", "game", Some(1 + 4 + 2)),
        ("guess-number-10.json", "fill", Some(10 + 2)),
        ("guess-number-10.json", "fill-rows", Some(28 + 2)),
        ("guess-number-10.json", "game", None),
        ("cat-mouse-leetcode-example-1.json", "order", None),
        ("cat-mouse-leetcode-example-1.json", "game", None),
        ("cat-mouse-ii-leetcode-1.json", "order", None),
        ("cat-mouse-ii-leetcode-1.json", "game", None),
    ];
    for (file, view, frames) in cases {
        let gif = figure_ok(
            &save(file),
            view,
            &dir.path().join(format!("{view}.gif")),
            &["--scale", "0.5"],
        );
        let count = gif_frames(&gif);
        assert!((4..=48).contains(&count), "{file} {view}: {count} frames");
        if let Some(expected) = frames {
            assert_eq!(count, expected, "{file} {view}");
        }
        assert_eq!(u16::from_le_bytes([gif[6], gif[7]]), 800, "{file} {view}");
        for ext in ["svg", "png"] {
            let still = figure_ok(
                &save(file),
                view,
                &dir.path().join(format!("{view}.{ext}")),
                &[],
            );
            assert!(still.len() > 1000, "{file} {view}.{ext}");
        }
    }
    // a long game is sampled to the frame limit: 60 piles, 60 moves
    let piles: Vec<String> = (1..=60).map(|k| k.to_string()).collect();
    let long = dir.path().join("long.json");
    std::fs::write(
        &long,
        format!("{{\"game\": \"stone\", \"piles\": [{}]}}", piles.join(", ")),
    )
    .unwrap();
    for view in ["game", "fill-rows"] {
        let gif = figure_ok(
            long.to_str().unwrap(),
            view,
            &dir.path().join("long.gif"),
            &["--scale", "0.25"],
        );
        let count = gif_frames(&gif);
        assert!((30..=48).contains(&count), "{view}: {count} frames");
    }
    // still views stay still
    for (file, view) in [
        ("stone-seed-3-9-1-2.json", "line"),
        ("guess-number-10.json", "tree"),
        ("cat-mouse-leetcode-example-1.json", "graph"),
        ("cat-mouse-ii-leetcode-1.json", "board"),
    ] {
        let out = dir.path().join(format!("still-{view}.gif"));
        let e = figure_err(
            &[&save(file), "--view", view, "--out", out.to_str().unwrap()],
            1,
        );
        assert!(e.contains("still picture") && e.contains("game"), "{e}");
        assert!(!out.exists());
    }
}

#[test]
fn the_animated_games_show_the_solver_answers() {
    let dir = tempfile::tempdir().unwrap();
    let texts = |file: &str, view: &str| {
        let svg = figure_ok(&save(file), view, &dir.path().join("g.svg"), &[]);
        svg_texts(&String::from_utf8(svg).unwrap()).join("|")
    };
    // the finished stone game: first 11, second 4 (LeetCode 877 on [3, 9, 1, 2])
    let stone = texts("stone-seed-3-9-1-2.json", "game");
    assert!(
        stone.contains("first total: 11") && stone.contains("second total: 4"),
        "{stone}"
    );
    // Guess Number n = 10: the worst case spends exactly 16
    let guess = texts("guess-number-10.json", "game");
    assert!(guess.contains("Spent 16 of 16"), "{guess}");
    // Cat and Mouse example 1 is a draw: the line ends when a position repeats
    let cm = texts("cat-mouse-leetcode-example-1.json", "game");
    assert!(cm.contains("The position repeats: a draw."), "{cm}");
    // Cat and Mouse II example 1: the mouse wins
    let cm2 = texts("cat-mouse-ii-leetcode-1.json", "game");
    assert!(cm2.contains(". The mouse wins."), "{cm2}");
    let rows = texts("stone-seed-3-9-1-2.json", "fill-rows");
    assert!(rows.contains("row by row"), "{rows}");
}

#[test]
fn usage_errors_exit_with_2() {
    let f = save("stone-seed-3-9-1-2.json");
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x.svg");
    let o = out.to_str().unwrap();
    figure_err(&[&f], 2); // no --view, no --out
    figure_err(&[&f, "--view", "table"], 2);
    figure_err(&[&f, "--out", o], 2);
    for scale in ["abc", "0", "-1", "NaN", "inf", ""] {
        figure_err(&[&f, "--view", "table", "--out", o, "--scale", scale], 2);
    }
    figure_err(&[&f, "--view", "table", "--out", o, "--lang", "fr"], 2);
    figure_err(&[&f, "--view", "table", "--out", o, "--theme", "blue"], 2);
    assert!(!out.exists());
}

#[test]
fn bad_requests_exit_with_1_and_leave_nothing() {
    let f = save("stone-seed-3-9-1-2.json");
    let dir = tempfile::tempdir().unwrap();
    let p = |name: &str| dir.path().join(name).to_str().unwrap().to_string();
    let e = figure_err(&[&f, "--view", "tree", "--out", &p("a.svg")], 1);
    assert!(
        e.contains("unknown view \"tree\" for stone")
            && e.contains("table, fill, fill-rows, line, game"),
        "{e}"
    );
    let e = figure_err(&[&f, "--view", "table", "--out", &p("a.gif")], 1);
    assert!(e.contains("still picture"), "{e}");
    // a game without an animated view says so (the list was empty: "animated views: )")
    let ciw = save("can-i-win-10-11.json");
    let e = figure_err(&[&ciw, "--view", "state", "--out", &p("a.gif")], 1);
    assert!(
        e.contains("this game has none") && !e.contains(": )"),
        "{e}"
    );
    let e = figure_err(&[&f, "--view", "table", "--out", &p("a.jpg")], 1);
    assert!(e.contains(".svg, .png or .gif"), "{e}");
    figure_err(&[&f, "--view", "table", "--out", &p("noext")], 1);
    let e = figure_err(
        &[
            &f,
            "--view",
            "table",
            "--out",
            &p("a.png"),
            "--scale",
            "100",
        ],
        1,
    );
    assert!(e.contains("--scale 100") && e.contains("16384 px"), "{e}");
    let e = figure_err(
        &[&f, "--view", "fill", "--out", &p("a.gif"), "--scale", "5"],
        1,
    );
    assert!(e.contains("GIF"), "{e}");
    // a folder as OUT
    let e = figure_err(
        &[&f, "--view", "table", "--out", dir.path().to_str().unwrap()],
        1,
    );
    assert!(e.contains("folder") || e.contains("format"), "{e}");
    let sub = dir.path().join("d.svg");
    std::fs::create_dir(&sub).unwrap();
    let e = figure_err(&[&f, "--view", "table", "--out", sub.to_str().unwrap()], 1);
    assert!(e.contains("it is a folder"), "{e}");
    // a missing input file, a missing output folder
    let e = figure_err(
        &[&p("missing.json"), "--view", "table", "--out", &p("b.svg")],
        1,
    );
    assert!(e.contains("missing.json"), "{e}");
    figure_err(
        &[&f, "--view", "table", "--out", &p("no/such/folder.svg")],
        1,
    );
    figure_err(&[&p("missing.json"), "--list"], 1);
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(
        names,
        vec![std::ffi::OsString::from("d.svg")],
        "only the folder made by the test"
    );
}

#[test]
fn an_existing_file_is_untouched_on_failure_and_replaced_on_success() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("keep.svg");
    std::fs::write(&out, "old").unwrap();
    let o = out.to_str().unwrap();
    let big = dir.path().join("big.json");
    let piles: Vec<String> = (0..401).map(|k| k.to_string()).collect();
    std::fs::write(
        &big,
        format!(r#"{{"game":"stone","piles":[{}]}}"#, piles.join(",")),
    )
    .unwrap();
    let e = figure_err(&[big.to_str().unwrap(), "--view", "table", "--out", o], 1);
    assert!(
        e.contains("big.json") && e.contains("the limit is 400 piles"),
        "{e}"
    );
    assert_eq!(std::fs::read(&out).unwrap(), b"old");
    // read-only: refused and kept
    let mut perm = std::fs::metadata(&out).unwrap().permissions();
    perm.set_readonly(true);
    std::fs::set_permissions(&out, perm).unwrap();
    let e = figure_err(
        &[
            &save("stone-seed-3-9-1-2.json"),
            "--view",
            "table",
            "--out",
            o,
        ],
        1,
    );
    assert!(e.contains("read-only"), "{e}");
    assert_eq!(std::fs::read(&out).unwrap(), b"old");
    let mut perm = std::fs::metadata(&out).unwrap().permissions();
    #[allow(clippy::permissions_set_readonly_false)]
    perm.set_readonly(false);
    std::fs::set_permissions(&out, perm).unwrap();
    let new = figure_ok(&save("stone-seed-3-9-1-2.json"), "table", &out, &[]);
    assert!(new.starts_with(b"<svg"));
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2);
}

#[test]
fn sizes_beyond_the_limits_are_refused_quickly_naming_the_limit() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        (
            r#"{"game":"guess_number","n":1000000000000}"#,
            "table",
            "the limit is 400 numbers",
        ),
        (
            r#"{"game":"guess_number","n":5000}"#,
            "tree",
            "the limit is 1000 numbers",
        ),
        (
            r#"{"game":"can_i_win","max_choosable":60,"desired_total":300}"#,
            "table",
            "the limit is 25 numbers",
        ),
        (
            r#"{"game":"can_i_win","max_choosable":1000000,"desired_total":0}"#,
            "state",
            "the limit is 25 numbers",
        ),
    ];
    for (text, view, fragment) in cases {
        let f = dir.path().join("s.json");
        std::fs::write(&f, text).unwrap();
        let start = std::time::Instant::now();
        let e = figure_err(
            &[
                f.to_str().unwrap(),
                "--view",
                view,
                "--out",
                dir.path().join("o.png").to_str().unwrap(),
            ],
            1,
        );
        assert!(e.contains(fragment), "{text}: {e}");
        assert!(start.elapsed().as_secs() < 10);
    }
    assert!(!dir.path().join("o.png").exists());
}

#[test]
fn every_bad_file_of_the_corpus_is_refused() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bad_inputs");
    let manifest = std::fs::read_to_string(corpus.join("expected.tsv")).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("o.svg");
    for line in manifest
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let (file, fragment) = line.split_once('\t').unwrap();
        let path = corpus.join(file);
        let e = figure_err(
            &[
                path.to_str().unwrap(),
                "--view",
                "table",
                "--out",
                out.to_str().unwrap(),
            ],
            1,
        );
        // the scenario's own message, or a figure's size limit that comes first
        assert!(
            e.contains(fragment) || e.contains("the limit is"),
            "{file}: {e}"
        );
        assert!(!out.exists(), "{file}");
    }
}

#[test]
fn the_table_view_as_latex_and_markdown() {
    let dir = tempfile::tempdir().unwrap();
    let tex = figure_ok(
        &save("stone-seed-3-9-1-2.json"),
        "table",
        &dir.path().join("t.tex"),
        &[],
    );
    let tex = String::from_utf8(tex).unwrap();
    // a column of pile values beside the row indices, a row of them under the column indices
    assert!(tex.contains("\\begin{tabular}{rr|cccc}"), "{tex}");
    assert!(tex.contains(" & & 3 & 9 & 1 & 2 \\\\ \\hline"), "{tex}");
    assert!(tex.contains("\n1 & 9 & "), "{tex}");
    // the colour key: the scale's ends as swatches
    assert!(tex.matches("\\fcolorbox[HTML]").count() >= 2, "{tex}");
    assert!(tex.contains("\\cellcolor[HTML]{"), "{tex}");
    assert_eq!(
        tex.matches("\\cellcolor").count(),
        10,
        "the upper triangle of 4 piles"
    );
    for (file, rows) in [
        ("guess-number-10.json", 10),
        ("cat-mouse-ii-leetcode-1.json", 3),
    ] {
        let md = figure_ok(
            &save(file),
            "table",
            &dir.path().join("t.md"),
            &["--lang", "zh"],
        );
        let md = String::from_utf8(md).unwrap();
        // header, rule, one line per row
        assert_eq!(
            md.lines().filter(|l| l.starts_with('|')).count(),
            rows + 2,
            "{md}"
        );
    }
    let cm = figure_ok(
        &save("cat-mouse-leetcode-example-1.json"),
        "table",
        &dir.path().join("c.md"),
        &[],
    );
    let cm = String::from_utf8(cm).unwrap();
    assert!(
        cm.contains("*mouse to move*") && cm.contains("*cat to move*"),
        "{cm}"
    );
    // who wins stays in Markdown: a letter before the moves to the end, and what it stands for
    assert!(
        cm.contains("| M 0 |") && cm.contains(" C 1 ") && cm.contains(" D "),
        "{cm}"
    );
    assert!(
        cm.contains("M = mouse wins, C = cat wins, D = draw"),
        "{cm}"
    );
    let cm_tex = figure_ok(
        &save("cat-mouse-leetcode-example-1.json"),
        "table",
        &dir.path().join("c.tex"),
        &[],
    );
    let cm_tex = String::from_utf8(cm_tex).unwrap();
    // each table its own paragraph, its heading above it (not beside the table before it): the
    // second table starts the second slide, after the first slide's answer and key
    assert!(
        cm_tex.contains("\\framebreak\n\\par\\medskip\\noindent\n\\textbf{cat to move}\\par"),
        "{cm_tex}"
    );
    for words in [
        "mouse wins",
        "cat wins",
        "draw",
        "no position (cat in the hole)",
    ] {
        assert!(
            cm_tex.contains(&format!("}}~{words}}}")),
            "{words}: {cm_tex}"
        );
    }
    latex_compiles(&[&tex, &cm_tex]);
    let e = figure_err(
        &[
            &save("stone-seed-3-9-1-2.json"),
            "--view",
            "line",
            "--out",
            dir.path().join("l.tex").to_str().unwrap(),
        ],
        1,
    );
    assert!(e.contains("table view"), "{e}");
    assert!(!dir.path().join("l.tex").exists());
}

/// Compile LaTeX exports in `article` and in `beamer` (4:3 and 16:9, one frame each at
/// `\scriptsize`) when `pdflatex` is installed: each compiles, and none is wider than its page
/// or slide by more than a few points (an overfull box). `.ci/run` installs pdfLaTeX and Beamer;
/// without them this says so and checks nothing more, or fails when `CI` is set.
fn latex_compiles(parts: &[&str]) {
    latex_compiles_with(parts, "pdflatex", "")
}

/// [`latex_compiles`] for Chinese exports: XeLaTeX with ctex (texlive-xetex and
/// texlive-lang-chinese).
fn chinese_latex_compiles(parts: &[&str]) {
    latex_compiles_with(parts, "xelatex", "\\usepackage{ctex}\n")
}

fn latex_compiles_with(parts: &[&str], engine: &str, packages: &str) {
    if Command::new(engine).arg("--version").output().is_err() {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI: {engine} not found (.ci/run installs texlive-latex-recommended, texlive-xetex and texlive-lang-chinese)"
        );
        eprintln!("{engine} not found: the LaTeX exports are not compiled");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let body = parts.join("\n\\bigskip\n");
    let frames: String = parts
        .iter()
        .map(|p| format!("\\begin{{frame}}\\scriptsize\n{p}\n\\end{{frame}}\n"))
        .collect();
    let beamer = |ratio: &str| {
        format!(
            "\\documentclass[xcolor=table,aspectratio={ratio}]{{beamer}}\n{packages}\\begin{{document}}\n{frames}\\end{{document}}\n"
        )
    };
    for (name, doc) in [
        (
            "article",
            format!(
                "\\documentclass{{article}}\n\\usepackage[table]{{xcolor}}\n{packages}\\begin{{document}}\n{body}\n\\end{{document}}\n"
            ),
        ),
        ("beamer43", beamer("43")),
        ("beamer169", beamer("169")),
    ] {
        std::fs::write(dir.path().join(format!("{name}.tex")), doc).unwrap();
        let out = Command::new(engine)
            .args(["-interaction=nonstopmode", "-halt-on-error"])
            .arg(format!("{name}.tex"))
            .current_dir(dir.path())
            .output()
            .unwrap();
        let log = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{name}: {log}");
        // "Overfull \hbox (63.4pt too wide)": a table or key past the right edge
        // a table taller than a page (the Game Lab's 60 positions) is set in parts that break
        // across pages
        if name == "article" {
            let tall = log.lines().find(|l| l.starts_with("Overfull \\vbox ("));
            assert!(tall.is_none(), "{name}: {tall:?}");
        }
        for line in log.lines().filter(|l| l.starts_with("Overfull \\hbox (")) {
            let pt: f64 = line["Overfull \\hbox (".len()..]
                .split("pt")
                .next()
                .and_then(|v| v.parse().ok())
                .unwrap_or(f64::MAX);
            assert!(pt <= 6.0, "{name}: {line}");
        }
    }
}

/// One example of every game (Can I Win twice: its first move may already win) whose table is
/// compiled as LaTeX.
const LATEX_EXAMPLES: [&str; 7] = [
    "stone-seed-3-9-1-2.json",
    "cat-mouse-leetcode-example-1.json",
    "guess-number-10.json",
    "can-i-win-10-11.json",
    "can-i-win-10-0.json",
    "cat-mouse-ii-leetcode-1.json",
    "custom-wythoff.json",
];

/// Every game's table export compiles in `article` and on a Beamer slide without running off
/// its right edge, in English (the Chinese labels need ctex or xeCJK, which the export says).
#[test]
fn every_games_latex_table_compiles_and_fits_a_slide() {
    let dir = tempfile::tempdir().unwrap();
    let mut parts = Vec::new();
    for file in LATEX_EXAMPLES {
        let tex = figure_ok(&save(file), "table", &dir.path().join("t.tex"), &[]);
        let tex = String::from_utf8(tex).unwrap();
        // pdfLaTeX's default input encoding sets none of these as text
        let body: Vec<&str> = tex.lines().filter(|l| !l.starts_with('%')).collect();
        for c in ['✓', '−', '≥', '→', '×'] {
            assert!(!body.iter().any(|l| l.contains(c)), "{file}: {c} in {tex}");
        }
        parts.push(tex);
        // the Markdown of the same table holds no LaTeX
        let md = figure_ok(&save(file), "table", &dir.path().join("t.md"), &[]);
        let md = String::from_utf8(md).unwrap();
        assert!(
            !md.contains("\\ensuremath") && !md.contains("\\par"),
            "{file}: {md}"
        );
    }
    let parts: Vec<&str> = parts.iter().map(String::as_str).collect();
    latex_compiles(&parts);
}

/// The same tables in Chinese compile with XeLaTeX and ctex (as the export's header says) and
/// fit a Beamer slide: long Chinese axis names, set twice as wide as Latin letters, go above the
/// table too.
#[test]
fn every_games_chinese_latex_table_compiles_and_fits_a_slide() {
    let dir = tempfile::tempdir().unwrap();
    let mut parts = Vec::new();
    for file in LATEX_EXAMPLES {
        let tex = figure_ok(
            &save(file),
            "table",
            &dir.path().join("t.tex"),
            &["--lang", "zh"],
        );
        let tex = String::from_utf8(tex).unwrap();
        assert!(tex.contains("ctex"), "{file}: the header names ctex");
        parts.push(tex);
    }
    let parts: Vec<&str> = parts.iter().map(String::as_str).collect();
    chinese_latex_compiles(&parts);
}

/// `--aspect 4:3` makes 1600 × 1200 figures (PNG times `--scale`, SVG, GIF frames) that fill a
/// 4:3 slide; the default stays 16:9; another ratio is a usage error.
#[test]
fn aspect_four_by_three() {
    let dir = tempfile::tempdir().unwrap();
    for (file, view) in [
        ("cat-mouse-leetcode-example-1.json", "graph"),
        ("guess-number-10.json", "tree"),
        ("stone-seed-3-9-1-2.json", "table"),
    ] {
        let png = figure_ok(
            &save(file),
            view,
            &dir.path().join("a.png"),
            &["--aspect", "4:3"],
        );
        assert_eq!(png_size(&png), (1600, 1200), "{file}");
        let png = figure_ok(&save(file), view, &dir.path().join("b.png"), &[]);
        assert_eq!(png_size(&png), (1600, 900), "{file}");
        let png = figure_ok(
            &save(file),
            view,
            &dir.path().join("c.png"),
            &["--aspect", "16:9", "--scale", "0.5"],
        );
        assert_eq!(png_size(&png), (800, 450), "{file}");
        let svg = figure_ok(
            &save(file),
            view,
            &dir.path().join("a.svg"),
            &["--aspect", "4:3"],
        );
        let svg = String::from_utf8(svg).unwrap();
        assert!(svg.contains("height=\"1200\""), "{file}: {}", &svg[..200]);
        if view != "graph" {
            continue;
        }
        // the graph uses the taller canvas: something lies below the 16:9 bottom
        let lowest = svg
            .split(" cy=\"")
            .chain(svg.split(" y=\""))
            .skip(1)
            .filter_map(|t| t.split('"').next()?.parse::<f64>().ok())
            .fold(0.0, f64::max);
        assert!(lowest > 900.0, "{file} {view}: lowest {lowest}");
    }
    let e = figure_err(
        &[
            &save("guess-number-10.json"),
            "--view",
            "tree",
            "--out",
            dir.path().join("x.png").to_str().unwrap(),
            "--aspect",
            "5:4",
        ],
        2,
    );
    assert!(e.contains("5:4"), "{e}");
    // the pixel limit counts the taller canvas: 8000 × 6000 is beyond 40 million pixels
    // (8000 × 4500 at 16:9 is not)
    let e = figure_err(
        &[
            &save("guess-number-10.json"),
            "--view",
            "tree",
            "--out",
            dir.path().join("x.png").to_str().unwrap(),
            "--aspect",
            "4:3",
            "--scale",
            "5",
        ],
        1,
    );
    assert!(e.contains("8000 × 6000"), "{e}");
}

/// Tables of every game, small and large (two grids, 24 and 100 rows, 100 columns, 25 numbers,
/// 120 positions), exactly as exported, set as the export's header says: in Beamer (4:3 and
/// 16:9, the frame titled) inside `\begin{frame}[allowframebreaks]`, a part a slide. Nothing may
/// run past a slide's edge or bottom (no overfull box), and an export that comes as one part
/// (no `\framebreak`) fits one plain frame too.
const BEAMER_EXAMPLES: [&str; 10] = [
    "stone-seed-3-9-1-2.json",
    "stone-24-piles.json",
    "cat-mouse-leetcode-example-1.json",
    "guess-number-10.json",
    "guess-number-100.json",
    "can-i-win-10-11.json",
    "can-i-win-25-200.json",
    "cat-mouse-ii-leetcode-1.json",
    "cat-mouse-ii-long-game.json",
    "custom-nim-3-4-5.json",
];

/// `tex_for(aspect)`: the table exported for a slide of `aspect` ("4:3" or "16:9"), compiled in
/// a Beamer frame of that aspect ratio.
fn beamer_fits(file: &str, tex_for: impl Fn(&str) -> String, engine: &str, packages: &str) {
    if Command::new(engine).arg("--version").output().is_err() {
        assert!(std::env::var_os("CI").is_none(), "CI: {engine} not found");
        eprintln!("{engine} not found: the LaTeX exports are not compiled");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    for (ratio, aspect) in [("43", "4:3"), ("169", "16:9")] {
        let tex = tex_for(aspect);
        let one_part = !tex.lines().any(|l| l == "\\framebreak");
        let mut frames =
            format!("\\begin{{frame}}[allowframebreaks]{{A slide}}\n{tex}\n\\end{{frame}}\n");
        if one_part {
            frames.push_str(&format!(
                "\\begin{{frame}}{{A slide}}\n{tex}\n\\end{{frame}}\n"
            ));
        }
        let doc = format!(
            "\\documentclass[xcolor=table,aspectratio={ratio}]{{beamer}}\n{packages}\\begin{{document}}\n{frames}\\end{{document}}\n"
        );
        std::fs::write(dir.path().join("slides.tex"), doc).unwrap();
        let out = Command::new(engine)
            .args(["-interaction=nonstopmode", "-halt-on-error", "slides.tex"])
            .current_dir(dir.path())
            .output()
            .unwrap();
        let log = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{file} {ratio}: {log}");
        // "Overfull \hbox (53.2pt too wide)", "Overfull \vbox (29.7pt too high)"
        let over: Vec<&str> = log
            .lines()
            .filter(|l| l.starts_with("Overfull \\hbox (") || l.starts_with("Overfull \\vbox ("))
            .filter(|l| {
                let pt: f64 = l["Overfull \\hbox (".len()..]
                    .split("pt")
                    .next()
                    .and_then(|v| v.parse().ok())
                    .unwrap_or(f64::MAX);
                pt > 1.0
            })
            .collect();
        assert!(over.is_empty(), "{file} in beamer {ratio}: {over:?}");
    }
}

#[test]
fn every_games_latex_export_fits_beamer_frames_as_exported() {
    let dir = tempfile::tempdir().unwrap();
    for file in BEAMER_EXAMPLES {
        let tex_for = |aspect: &str| {
            let tex = figure_ok(
                &save(file),
                "table",
                &dir.path().join("t.tex"),
                &["--aspect", aspect],
            );
            String::from_utf8(tex).unwrap()
        };
        let tex = tex_for("16:9");
        beamer_fits(file, tex_for, "pdflatex", "");
        assert!(
            tex.contains("allowframebreaks"),
            "{file}: the header says how"
        );
    }
}

#[test]
fn every_games_chinese_latex_export_fits_beamer_frames_as_exported() {
    let dir = tempfile::tempdir().unwrap();
    for file in BEAMER_EXAMPLES {
        let tex_for = |aspect: &str| {
            let tex = figure_ok(
                &save(file),
                "table",
                &dir.path().join("t.tex"),
                &["--lang", "zh", "--aspect", aspect],
            );
            String::from_utf8(tex).unwrap()
        };
        beamer_fits(file, tex_for, "xelatex", "\\usepackage{ctex}\n");
    }
}

/// The heights (in points) of the words on each page of `pdf` below the frame title, and the
/// page's height: `pdftotext -bbox` (poppler-utils), or `None` without it.
/// A page of `pdftotext -bbox`: its words (text, height) and the page's height.
type Page = (Vec<(String, f64)>, f64);

fn word_heights(pdf: &Path) -> Option<Vec<Page>> {
    let out = Command::new("pdftotext")
        .arg("-bbox")
        .arg(pdf)
        .arg("-")
        .output()
        .ok()?;
    let html = String::from_utf8_lossy(&out.stdout).to_string();
    let attr = |tag: &str, name: &str| -> f64 {
        tag.split(&format!("{name}=\""))
            .nth(1)
            .and_then(|t| t.split('"').next()?.parse().ok())
            .unwrap_or(0.0)
    };
    Some(
        html.split("<page ")
            .skip(1)
            .map(|page| {
                let height = attr(page, "height");
                let words = page
                    .split("<word ")
                    .skip(1)
                    .filter(|w| attr(w, "yMin") > 30.0)
                    .map(|w| {
                        let text = w
                            .split_once('>')
                            .and_then(|(_, rest)| rest.split_once("</word>"))
                            .map_or("", |(t, _)| t);
                        (text.to_string(), attr(w, "yMax") - attr(w, "yMin"))
                    })
                    .collect();
                (words, height)
            })
            .collect(),
    )
}

/// A small table fills its slide rather than a corner of it: exported at `\scriptsize` whatever
/// its size, a 4 × 4 stone table or a 3 × 5 1728 board took 15 % of a slide. Set in a Beamer
/// frame as exported, its table's words are at least `\small` (about 9 pt high in `pdftotext`,
/// against 7 pt at `\scriptsize`), the stone table's and the 1728 board's at least `\large`
/// (the key under it stays small: it has more words than a 3 × 5 board since the keys name the
/// framed cell and five steps of a colour scale).
#[test]
fn small_latex_tables_are_set_big_on_their_slide() {
    if Command::new("pdflatex").arg("--version").output().is_err()
        || Command::new("pdftotext").arg("-v").output().is_err()
    {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI: pdflatex or pdftotext not found"
        );
        eprintln!("pdflatex or pdftotext not found: not compiled");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    for (file, least) in [
        ("stone-seed-3-9-1-2.json", 10.0),
        ("cat-mouse-ii-leetcode-1.json", 10.0),
        ("cat-mouse-leetcode-example-1.json", 8.5),
        ("guess-number-10.json", 8.5),
    ] {
        let tex = figure_ok(&save(file), "table", &dir.path().join("t.tex"), &[]);
        let tex = String::from_utf8(tex).unwrap();
        let doc = format!(
            "\\documentclass[xcolor=table,aspectratio=169]{{beamer}}\n\\begin{{document}}\n\\begin{{frame}}[allowframebreaks]{{A slide}}\n{tex}\n\\end{{frame}}\n\\end{{document}}\n"
        );
        std::fs::write(dir.path().join("s.tex"), doc).unwrap();
        let out = Command::new("pdflatex")
            .args(["-interaction=nonstopmode", "-halt-on-error", "s.tex"])
            .current_dir(dir.path())
            .output()
            .unwrap();
        assert!(out.status.success(), "{file}");
        let pages = word_heights(&dir.path().join("s.pdf")).unwrap();
        for (k, (words, _)) in pages.into_iter().enumerate() {
            // the table's words: its numbers, letters and headers (at most three letters or
            // digits); the key below it is set small on purpose, and a small table has fewer
            // words than its key
            let mut cells: Vec<f64> = words
                .iter()
                .filter(|(w, _)| {
                    !w.is_empty() && w.chars().count() <= 3 && w.chars().all(char::is_alphanumeric)
                })
                .map(|(_, h)| *h)
                .collect();
            assert!(cells.len() >= 8, "{file} slide {k}: {words:?}");
            cells.sort_by(f64::total_cmp);
            let median = cells[cells.len() / 2];
            assert!(
                median >= least,
                "{file} slide {k}: the table's words {median:.1} pt high, want {least}"
            );
        }
    }
}

/// `gamedp figure --help` and `-h` name every view `--list` prints for every game, on the game's
/// line (both come from the figures' one list of views).
#[test]
fn figure_help_names_every_view_of_every_game() {
    let mut examples: Vec<(String, String)> = Vec::new();
    for entry in std::fs::read_dir(saves()).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let game: serde_json::Value = serde_json::from_str(&text).unwrap();
        let game = game["game"].as_str().unwrap().to_string();
        if !examples.iter().any(|(g, _)| *g == game) {
            examples.push((game, path.to_str().unwrap().to_string()));
        }
    }
    assert_eq!(examples.len(), gamedp::games::GameKind::ALL.len());
    for flag in ["--help", "-h"] {
        let out = gamedp(&["figure", flag]);
        assert!(out.status.success());
        let help = String::from_utf8(out.stdout).unwrap();
        for (game, file) in &examples {
            let line = help
                .lines()
                .find(|l| l.trim_start().starts_with(&format!("{game}: ")))
                .unwrap_or_else(|| panic!("{flag}: no line for {game}: {help}"));
            let listed: Vec<&str> = line.split_once(": ").unwrap().1.split(", ").collect();
            assert_eq!(listed, list(file), "{flag}: {game}");
        }
    }
}

/// A Game Lab figure is titled by its scenario, with one colon at most: "Game Lab: LeetCode
/// 1025: Divisor Game" read badly on a slide (t2, stop 41), so the "Game Lab" goes to the end
/// in brackets and the colon left is a dot.
#[test]
fn game_lab_figures_are_titled_by_the_scenario() {
    let dir = tempfile::tempdir().unwrap();
    let file = save("custom-nim-3-4-5.json");
    for (lang, name) in [
        ("en", "Nim with heaps 3, 4, 5"),
        ("zh", "三堆 Nim · 3、4、5"),
    ] {
        for (view, ext) in [
            ("table", "svg"),
            ("graph", "svg"),
            ("table", "tex"),
            ("table", "md"),
        ] {
            let out = dir.path().join(format!("{lang}-{view}.{ext}"));
            let text = String::from_utf8(figure_ok(&file, view, &out, &["--lang", lang])).unwrap();
            let title = match ext {
                "svg" => svg_texts(&text)[0].clone(),
                _ => text.clone(),
            };
            assert!(title.contains(name), "{lang} {view}.{ext}: {title}");
            // no app's tab name after the title: it doubled the title's own brackets (t2 stop 42)
            if ext == "svg" {
                assert!(
                    !title.contains("Game Lab") && !title.contains("自定义博弈"),
                    "{lang} {view}: {title}"
                );
            }
        }
    }
    let out = dir.path().join("1025.svg");
    let svg = String::from_utf8(figure_ok(
        &save("custom-leetcode-1025.json"),
        "graph",
        &out,
        &[],
    ))
    .unwrap();
    let title = svg_texts(&svg)[0].clone();
    assert!(
        title.starts_with("LeetCode 1025 · Divisor Game — "),
        "{title}"
    );
    let out = dir.path().join("1025-zh.svg");
    let svg = String::from_utf8(figure_ok(
        &save("custom-leetcode-1025.json"),
        "graph",
        &out,
        &["--lang", "zh"],
    ))
    .unwrap();
    let title = svg_texts(&svg)[0].clone();
    assert!(title.starts_with("LeetCode 1025 · 除数博弈 — "), "{title}");
}

/// The notes of a slide say what is left out and give no software instructions (issue 24, t2
/// stop 41: "…in the JSON that gamedp solve --table writes", "the .md or .tex export of the
/// table has them all" had to be cropped off every slide): the big stone table (numbers left
/// out) and a cut Game Lab table, in both languages; the .tex export still has every number.
#[test]
fn the_notes_say_what_is_left_out_without_software_instructions() {
    let dir = tempfile::tempdir().unwrap();
    // .csv is no figure format
    let csv = dir.path().join("t.csv");
    figure_err(
        &[
            &save("stone-24-piles.json"),
            "--view",
            "table",
            "--out",
            csv.to_str().unwrap(),
        ],
        1,
    );
    for lang in ["en", "zh"] {
        let out = dir.path().join(format!("stone-{lang}.svg"));
        let svg = String::from_utf8(figure_ok(
            &save("stone-24-piles.json"),
            "table",
            &out,
            &["--lang", lang],
        ))
        .unwrap();
        let texts = svg_texts(&svg);
        let note = if lang == "en" {
            "left out"
        } else {
            "没有写数字"
        };
        let all = texts.join(if lang == "en" { " " } else { "" });
        assert!(all.contains(note), "{lang}: {texts:?}");
        for software in [".tex", ".md", ".csv", "gamedp", "JSON", "export", "导出"] {
            assert!(
                texts.iter().all(|t| !t.contains(software)),
                "{lang}: {software} in {texts:?}"
            );
        }
        // the .tex export has a number in every cell
        let tex_out = dir.path().join(format!("stone-{lang}.tex"));
        let tex = String::from_utf8(figure_ok(
            &save("stone-24-piles.json"),
            "table",
            &tex_out,
            &["--lang", lang],
        ))
        .unwrap();
        assert!(!tex.contains("left out"), "{lang}");
        let out = dir.path().join(format!("nim-{lang}.svg"));
        let svg = String::from_utf8(figure_ok(
            &save("custom-nim-3-4-5.json"),
            "table",
            &out,
            &["--lang", lang],
        ))
        .unwrap();
        let texts = svg_texts(&svg);
        // (how many rows fit at the 18 px floor: 38 at 16:9, fewer than the 60 of the LaTeX)
        let note = if lang == "en" {
            "Only the first 38 of"
        } else {
            "按广度优先顺序的前 38 个局面"
        };
        let all = texts.join(if lang == "en" { " " } else { "" });
        assert!(all.contains(note), "{lang}: {texts:?}");
        for software in ["gamedp", "JSON", "solve", "points()"] {
            assert!(
                texts.iter().all(|t| !t.contains(software)),
                "{lang}: {software} in {texts:?}"
            );
        }
    }
}

#[test]
fn the_usage_names_view_and_out_as_required() {
    let out = gamedp(&["figure", "--help"]);
    let help = String::from_utf8(out.stdout).unwrap();
    let usage = help.lines().find(|l| l.starts_with("Usage:")).unwrap();
    assert!(usage.contains("--view <VIEW> --out <OUT>"), "{help}");
    assert!(help.contains("gamedp figure <FILE> --list"), "{help}");
    let f = save("can-i-win-10-11.json");
    let e = figure_err(&[&f, "--view", "table"], 2);
    assert!(
        e.contains("--out") && e.contains("(see gamedp figure --help)"),
        "{e}"
    );
    let e = figure_err(&[&f, "--out", "x.svg"], 2);
    assert!(
        e.contains("--view") && e.contains("(see gamedp figure --help)"),
        "{e}"
    );
    // an unknown option of gamedp itself still points at the main help
    let o = gamedp(&["--bogus"]);
    let e = String::from_utf8_lossy(&o.stderr);
    assert!(e.contains("(see gamedp --help)"), "{e}");
}

/// `gamedp figure --help` says what an animated view's SVG or PNG is (issue 24: a teacher took
/// the `game` view's SVG, the game's last frame, for a picture of the whole game).
#[test]
fn figure_help_says_what_an_animated_views_still_is() {
    let out = gamedp(&["figure", "--help"]);
    assert!(out.status.success());
    let help = String::from_utf8(out.stdout).unwrap().replace('\n', " ");
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        help.contains("written as .svg or .png is one still picture")
            && help.contains("game shows the finished game")
            && help.contains("write .gif for the moves one by one"),
        "{help}"
    );
}

/// Brief p23 item 4 (t1): the Markdown of Guess Number's table (Edit › Copy table as Markdown,
/// `gamedp figure … t.md`) ends with its table, not with an orphan line of the colour key's
/// caption ("money that guarantees a win") whose swatches Markdown does not have; English and
/// Chinese.
#[test]
fn the_markdown_table_ends_without_an_orphan_key_caption() {
    let dir = tempfile::tempdir().unwrap();
    for lang in ["en", "zh"] {
        let md = figure_ok(
            &save("guess-number-10.json"),
            "table",
            &dir.path().join("t.md"),
            &["--lang", lang],
        );
        let md = String::from_utf8(md).unwrap();
        // after the table only the key's entries, each "what = what it means": since 0943735
        // (h/f12) the bold answer cell is explained ("**bold** = the answer"); a caption alone
        // ("money that guarantees a win", no " = ") would caption swatches Markdown lacks
        let after: Vec<&str> = md
            .lines()
            .rev()
            .take_while(|l| !l.starts_with('|'))
            .filter(|l| !l.trim().is_empty())
            .collect();
        assert!(
            after.len() < md.lines().filter(|l| !l.trim().is_empty()).count(),
            "{lang}: a table: {md}"
        );
        for line in &after {
            assert!(line.contains(" = "), "{lang}: ends with {line:?}:\n{md}");
        }
        // the bold key explains a bold cell the table has
        if after.iter().any(|l| l.starts_with("**")) {
            assert!(
                md.lines().any(|l| l.starts_with('|') && l.contains("| **")),
                "{lang}: a bold cell: {md}"
            );
        }
    }
}

/// t2 stop 42: the 25-number Can I Win table thinned its row labels to every other one, and
/// the ✓ of a winning first move went with them (2, 4, 20, 22, 24 had none; the subtitle named
/// nine). Every winning first move keeps its ✓ and its number, in both shapes and languages.
#[test]
fn every_winning_first_move_keeps_its_tick_when_labels_are_thinned() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, aspect) in [("en", "16:9"), ("zh", "16:9"), ("en", "4:3")] {
        let out = dir
            .path()
            .join(format!("t-{lang}-{}.svg", aspect.replace(':', "x")));
        let svg = figure_ok(
            &save("can-i-win-25-200.json"),
            "table",
            &out,
            &["--lang", lang, "--aspect", aspect],
        );
        let svg = String::from_utf8(svg).unwrap();
        // (y, text) of each right-aligned text: the row labels and their ticks
        let rows: Vec<(String, String)> = svg
            .split("<text ")
            .skip(1)
            .filter(|t| t.contains("text-anchor=\"end\""))
            .filter_map(|t| {
                let y = t.split("y=\"").nth(1)?.split('"').next()?.to_string();
                let body = t.split('>').nth(1)?.split('<').next()?.trim().to_string();
                Some((y, body))
            })
            .collect();
        let tick_ys: Vec<&String> = rows
            .iter()
            .filter(|(_, b)| b == "✓")
            .map(|(y, _)| y)
            .collect();
        let mut ticked: Vec<u32> = rows
            .iter()
            .filter(|(y, _)| tick_ys.contains(&y))
            .filter_map(|(_, b)| b.parse().ok())
            .collect();
        ticked.sort();
        assert_eq!(
            ticked,
            [2, 4, 19, 20, 21, 22, 23, 24, 25],
            "{lang} {aspect}: each winning first move has its number and its tick"
        );
        assert_eq!(tick_ys.len(), 9, "{lang} {aspect}: nine ticks");
    }
}
