//! The Code pane's reference solutions (`src/code/<game>/`, issue 23) against the solvers: each
//! listing is run by its driver in `tests/code_drivers/<game>/` (Python with python3, C++ with
//! g++, Java with javac and java) on ~200 random inputs of teachable sizes plus the bundled
//! examples, all cases of a game in one process per language, and every answer must be the
//! solver's (`gamedp solve`'s `"solution"`).
//!
//! A missing python3, g++ or JDK skips that language with one line on standard output, unless
//! the environment variable `CI` is set: then it fails.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

use gamedp::games::NoControl;
use gamedp::games::rng::SplitMix64;
use gamedp::scenario::Scenario;
use serde_json::{Value, json};

/// Random cases per game (the bundled examples come on top).
const CASES: usize = 200;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Lang {
    Python,
    Cpp,
    Java,
}

impl Lang {
    const ALL: [Lang; 3] = [Lang::Python, Lang::Cpp, Lang::Java];

    fn label(self) -> &'static str {
        match self {
            Lang::Python => "Python",
            Lang::Cpp => "C++",
            Lang::Java => "Java",
        }
    }

    /// The programs the language needs, each with an argument that makes it print its version.
    fn tools(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Lang::Python => &[("python3", "--version")],
            Lang::Cpp => &[("g++", "--version")],
            Lang::Java => &[("javac", "-version"), ("java", "-version")],
        }
    }
}

/// Whether `lang`'s tools run here; checked once per test run. Without them: a panic under CI,
/// otherwise one line saying which language is skipped.
fn available(lang: Lang) -> bool {
    static FOUND: OnceLock<[bool; 3]> = OnceLock::new();
    let found = FOUND.get_or_init(|| {
        Lang::ALL.map(|lang| {
            let missing: Vec<&str> = lang
                .tools()
                .iter()
                .filter(|(tool, arg)| {
                    !Command::new(tool)
                        .arg(arg)
                        .output()
                        .is_ok_and(|o| o.status.success())
                })
                .map(|(tool, _)| *tool)
                .collect();
            if missing.is_empty() {
                return true;
            }
            let what = format!(
                "{} not found: the {} listings are not checked",
                missing.join(" and "),
                lang.label()
            );
            assert!(std::env::var_os("CI").is_none(), "CI: {what}");
            println!("code_listings: skipped {}: {what}", lang.label());
            false
        })
    });
    found[Lang::ALL.iter().position(|&l| l == lang).unwrap()]
}

/// One input of a game: the driver's input line and the solver's answer line.
struct Case {
    input: String,
    expected: String,
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The solver's `"solution"` object for a scenario.
fn solution(scenario: Value) -> Value {
    let parsed = Scenario::from_value(scenario.clone())
        .unwrap_or_else(|e| panic!("the test built an invalid scenario {scenario}: {e}"));
    gamedp::solve::solution(&parsed.game, false, &NoControl)
        .unwrap_or_else(|e| panic!("{scenario}: the solver failed: {e}"))
}

/// The bundled scenario files whose names start with `prefix`, as JSON, sorted by name.
fn bundled(prefix: &str) -> Vec<(String, Value)> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(root().join("saves"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_str().unwrap();
            name.starts_with(prefix) && name.ends_with(".json")
        })
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no saves/{prefix}*.json");
    files
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            let name = p.file_name().unwrap().to_str().unwrap().to_string();
            (name, serde_json::from_str(&text).unwrap())
        })
        .collect()
}

fn int_in(rng: &mut SplitMix64, lo: i64, hi: i64) -> i64 {
    lo + rng.below((hi - lo + 1) as u64) as i64
}

/// Run every language's listing of `game` on `cases` and compare each answer with the
/// solver's by `same(expected, got)`.
fn check(game: &str, langs: &[Lang], cases: &[Case], same: fn(&str, &str) -> bool) {
    let mut failures = Vec::new();
    for &lang in langs {
        if available(lang) {
            failures.extend(check_lang(game, lang, cases, same));
        }
    }
    assert!(
        failures.is_empty(),
        "{} mismatch(es) of the listings with the solver:\n{}",
        failures.len(),
        failures
            .iter()
            .take(12)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// The mismatches of one language's listing, each naming the game, language and input.
fn check_lang(game: &str, lang: Lang, cases: &[Case], same: fn(&str, &str) -> bool) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let drivers = root().join("tests/code_drivers").join(game);
    let mut command = match lang {
        Lang::Python => {
            let mut c = Command::new("python3");
            c.arg(drivers.join("driver.py"));
            c
        }
        Lang::Cpp => {
            let exe = dir.path().join("driver");
            let mut g = Command::new("g++");
            g.args(["-std=c++17", "-O1", "-o"])
                .arg(&exe)
                .arg(drivers.join("driver.cpp"));
            build(game, lang, g);
            Command::new(exe)
        }
        Lang::Java => {
            let listing = root().join("src/code").join(game).join("Solution.java");
            std::fs::copy(listing, dir.path().join("Solution.java")).unwrap();
            std::fs::copy(drivers.join("Driver.java"), dir.path().join("Driver.java")).unwrap();
            // C1 only and one GC thread: a quicker start for these short runs on two cores
            let fast = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];
            let mut javac = Command::new("javac");
            javac
                .args(fast.map(|f| format!("-J{f}")))
                .arg("-d")
                .arg(dir.path())
                .args(["Solution.java", "Driver.java"])
                .current_dir(dir.path());
            build(game, lang, javac);
            let mut java = Command::new("java");
            java.args(fast).arg("-cp").arg(dir.path()).arg("Driver");
            java
        }
    };
    let answers = run(game, lang, &mut command, cases);
    if answers.len() != cases.len() {
        return vec![format!(
            "{game} {}: {} answers to {} cases",
            lang.label(),
            answers.len(),
            cases.len()
        )];
    }
    cases
        .iter()
        .zip(&answers)
        .filter(|(case, got)| !same(&case.expected, got))
        .map(|(case, got)| {
            format!(
                "{game} {}: input `{}`: the solver says `{}`, the listing `{got}`",
                lang.label(),
                case.input,
                case.expected
            )
        })
        .collect()
}

/// Compile a driver with its listing; a failure shows the compiler's messages.
fn build(game: &str, lang: Lang, mut command: Command) {
    let out = command.output().expect("run the compiler");
    assert!(
        out.status.success(),
        "{game} {}: the listing does not compile:\n{}",
        lang.label(),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Run a driver with every case on its standard input; its answer lines.
fn run(game: &str, lang: Lang, command: &mut Command, cases: &[Case]) -> Vec<String> {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{game} {}: cannot start the driver: {e}", lang.label()));
    let mut input: String = cases.iter().map(|c| format!("{}\n", c.input)).collect();
    if input.is_empty() {
        input.push('\n');
    }
    let mut stdin = child.stdin.take().unwrap();
    // written from another thread: the driver answers while it reads
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().unwrap();
    let _ = writer.join();
    assert!(
        out.status.success(),
        "{game} {}: the driver failed ({}):\n{}",
        lang.label(),
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| l.trim_end().to_string())
        .collect()
}

fn same_text(expected: &str, got: &str) -> bool {
    expected == got
}

fn yes_no(v: &Value) -> String {
    v.as_bool().expect("a bool").to_string()
}

#[test]
fn stone_listings_match_the_solver() {
    let mut rng = SplitMix64::new(0x23_0301);
    let mut rows: Vec<Vec<i64>> = vec![vec![0], vec![-60], vec![5, 5, 5, 5]];
    while rows.len() < CASES {
        let n = int_in(&mut rng, 1, 14) as usize;
        // a few values (zero among them) make ties; else any value
        let pool: Vec<i64> = (0..int_in(&mut rng, 1, 3))
            .map(|_| int_in(&mut rng, -60, 60))
            .chain([0])
            .collect();
        let few = rng.below(2) == 0;
        rows.push(
            (0..n)
                .map(|_| {
                    if few {
                        pool[rng.below(pool.len() as u64) as usize]
                    } else {
                        int_in(&mut rng, -60, 60)
                    }
                })
                .collect(),
        );
    }
    for (_, file) in bundled("stone-") {
        rows.push(serde_json::from_value(file["piles"].clone()).unwrap());
    }
    let cases: Vec<Case> = rows
        .iter()
        .map(|piles| {
            let s = solution(json!({"game": "stone", "piles": piles}));
            Case {
                input: piles
                    .iter()
                    .map(i64::to_string)
                    .collect::<Vec<_>>()
                    .join(" "),
                expected: format!("{} {}", s["first"], s["second"]),
            }
        })
        .collect();
    check("stone", &Lang::ALL, &cases, same_text);
}

#[test]
fn guess_number_listings_match_the_solver() {
    let mut rng = SplitMix64::new(0x23_0302);
    let mut ns: Vec<i64> = vec![1, 2, 3, 80];
    while ns.len() < CASES {
        ns.push(int_in(&mut rng, 1, 80));
    }
    let cases: Vec<Case> = ns
        .iter()
        .map(|&n| Case {
            input: n.to_string(),
            expected: solution(json!({"game": "guess_number", "n": n}))["min_cost"].to_string(),
        })
        .collect();
    check("guess_number", &Lang::ALL, &cases, same_text);
}

#[test]
fn can_i_win_listings_match_the_solver() {
    let mut rng = SplitMix64::new(0x23_0303);
    // the trivial cases' edges: a total of 0 or less, the sum of all numbers and one more
    let mut inputs: Vec<(i64, i64)> = vec![(1, 0), (1, 1), (1, 2), (10, 55), (10, 56), (12, -3)];
    while inputs.len() < CASES {
        inputs.push((int_in(&mut rng, 1, 12), int_in(&mut rng, -3, 90)));
    }
    let cases: Vec<Case> = inputs
        .iter()
        .map(|&(m, total)| {
            let s = solution(json!({
                "game": "can_i_win", "max_choosable": m, "desired_total": total
            }));
            Case {
                input: format!("{m} {total}"),
                expected: yes_no(&s["first_player_wins"]),
            }
        })
        .collect();
    check("can_i_win", &Lang::ALL, &cases, same_text);
}

/// A random valid graph of `n` nodes (see the contract): any density, maybe disconnected;
/// node 1 gets a neighbour and node 2 one other than the hole if the draw gave none.
fn random_graph(rng: &mut SplitMix64, n: usize) -> Vec<Vec<usize>> {
    let density = 0.1 + 0.8 * rng.next_f64();
    let mut edges = vec![vec![false; n]; n];
    let add = |edges: &mut Vec<Vec<bool>>, a: usize, b: usize| {
        edges[a][b] = true;
        edges[b][a] = true;
    };
    for a in 0..n {
        for b in a + 1..n {
            if rng.next_f64() < density {
                add(&mut edges, a, b);
            }
        }
    }
    if !edges[1].contains(&true) {
        let other = [0, 2, 3.min(n - 1)][rng.below(3) as usize];
        add(&mut edges, 1, other);
    }
    if !(1..n).any(|b| edges[2][b]) {
        let other = if n > 3 && rng.below(2) == 0 { n - 1 } else { 1 };
        add(&mut edges, 2, other);
    }
    (0..n)
        .map(|a| (0..n).filter(|&b| edges[a][b]).collect())
        .collect()
}

#[test]
fn cat_mouse_listings_match_the_solver() {
    let mut rng = SplitMix64::new(0x23_0304);
    let mut graphs: Vec<Vec<Vec<usize>>> = Vec::new();
    while graphs.len() < CASES {
        let n = int_in(&mut rng, 3, 9) as usize;
        graphs.push(random_graph(&mut rng, n));
    }
    for (_, file) in bundled("cat-mouse-") {
        if file["game"] == "cat_mouse" {
            graphs.push(serde_json::from_value(file["graph"].clone()).unwrap());
        }
    }
    let cases: Vec<Case> = graphs
        .iter()
        .map(|graph| {
            let s = solution(json!({"game": "cat_mouse", "graph": graph}));
            let expected = match s["outcome"].as_str().unwrap() {
                "mouse_win" => "1",
                "cat_win" => "2",
                "draw" => "0",
                other => panic!("outcome {other}"),
            };
            let lists: Vec<String> = graph
                .iter()
                .map(|l| l.iter().map(usize::to_string).collect::<Vec<_>>().join(" "))
                .collect();
            Case {
                input: lists.join(";"),
                expected: expected.to_string(),
            }
        })
        .collect();
    check("cat_mouse", &Lang::ALL, &cases, same_text);
}

/// A random grid of at most 5×5 with walls anywhere and the cat, mouse and food on three
/// distinct cells.
fn random_grid(rng: &mut SplitMix64) -> Vec<String> {
    loop {
        let rows = int_in(rng, 1, 5) as usize;
        let cols = int_in(rng, 1, 5) as usize;
        if rows * cols < 3 {
            continue;
        }
        let walls = 0.45 * rng.next_f64();
        let mut cells: Vec<u8> = (0..rows * cols)
            .map(|_| if rng.next_f64() < walls { b'#' } else { b'.' })
            .collect();
        let mut free: Vec<usize> = (0..rows * cols).collect();
        for animal in [b'C', b'M', b'F'] {
            let at = free.swap_remove(rng.below(free.len() as u64) as usize);
            cells[at] = animal;
        }
        return cells
            .chunks(cols)
            .map(|row| String::from_utf8(row.to_vec()).unwrap())
            .collect();
    }
}

/// A serpentine corridor 64 cells wide: the cat at its start, the mouse next to it and the
/// food `steps` cells further on. Both jump 1 cell, the cat cannot catch up, and the mouse
/// reaches the food on the game's move 2 · steps − 1.
fn serpentine(steps: usize) -> Vec<String> {
    const WIDTH: usize = 64;
    let length = steps + 2;
    let mut path = Vec::new();
    let mut row = 0;
    while path.len() < length {
        let rightwards = row % 4 == 0;
        for k in 0..WIDTH {
            path.push((row, if rightwards { k } else { WIDTH - 1 - k }));
        }
        // down through the gap in the wall below
        path.push((row + 1, if rightwards { WIDTH - 1 } else { 0 }));
        row += 2;
    }
    path.truncate(length);
    let mut grid = vec![vec![b'#'; WIDTH]; path[length - 1].0 + 1];
    for &(r, c) in &path {
        grid[r][c] = b'.';
    }
    for (at, animal) in [(0, b'C'), (1, b'M'), (length - 1, b'F')] {
        let (r, c) = path[at];
        grid[r][c] = animal;
    }
    grid.into_iter()
        .map(|row| String::from_utf8(row).unwrap())
        .collect()
}

#[test]
fn cat_mouse_ii_listings_match_the_solver() {
    let mut rng = SplitMix64::new(0x23_0305);
    let mut games: Vec<(Vec<String>, i64, i64)> = Vec::new();
    while games.len() < CASES {
        let grid = random_grid(&mut rng);
        games.push((grid, int_in(&mut rng, 1, 4), int_in(&mut rng, 1, 4)));
    }
    for (_, file) in bundled("cat-mouse-ii-") {
        let grid = serde_json::from_value(file["grid"].clone()).unwrap();
        let jump = |k: &str| file[k].as_i64().unwrap();
        games.push((grid, jump("cat_jump"), jump("mouse_jump")));
    }
    // the 1000-move rule: a forced win in 999 moves is the mouse's, one in 1001 the cat's
    for (steps, mouse_wins) in [(500, true), (501, false)] {
        let grid = serpentine(steps);
        let s = solution(json!({
            "game": "cat_mouse_ii", "grid": grid, "cat_jump": 1, "mouse_jump": 1
        }));
        assert_eq!(s["mouse_wins"], mouse_wins, "the solver on {grid:?}");
        games.push((grid, 1, 1));
    }
    let cases: Vec<Case> = games
        .iter()
        .map(|(grid, cat_jump, mouse_jump)| {
            let s = solution(json!({
                "game": "cat_mouse_ii", "grid": grid,
                "cat_jump": cat_jump, "mouse_jump": mouse_jump
            }));
            Case {
                input: format!("{cat_jump} {mouse_jump} {}", grid.join(" ")),
                expected: yes_no(&s["mouse_wins"]),
            }
        })
        .collect();
    check("cat_mouse_ii", &Lang::ALL, &cases, same_text);
}

/// Bundled Game Lab examples whose rules CPython cannot run as Python (Starlark is a dialect
/// of Python; a rule file using something only Starlark has goes here, with the reason).
/// None at present: every bundled example is valid Python.
const NOT_PYTHON: &[(&str, &str)] = &[];

#[test]
fn custom_listing_matches_the_solver_on_the_examples() {
    let mut cases = Vec::new();
    for (name, file) in bundled("custom-") {
        if NOT_PYTHON.iter().any(|(n, _)| *n == name) {
            continue;
        }
        let s = solution(file.clone());
        let expected = match s.get("value") {
            Some(value) => json!({"positions": s["positions"], "value": value}),
            None => json!({
                "positions": s["positions"],
                "outcome": s["outcome"],
                "moves_to_end": s["moves_to_end"],
            }),
        };
        let input =
            json!({"rules": file["rules"], "misere": file.get("misere").unwrap_or(&json!(false))});
        cases.push(Case {
            input: input.to_string(),
            expected: expected.to_string(),
        });
    }
    check("custom", &[Lang::Python], &cases, |expected, got| {
        let got: Result<Value, _> = serde_json::from_str(got);
        got.is_ok_and(|got| serde_json::from_str::<Value>(expected).unwrap() == got)
    });
}

#[test]
fn every_listing_has_a_driver() {
    for game in [
        "stone",
        "guess_number",
        "can_i_win",
        "cat_mouse",
        "cat_mouse_ii",
    ] {
        for file in ["driver.py", "driver.cpp", "Driver.java"] {
            let path = root().join("tests/code_drivers").join(game).join(file);
            assert!(Path::new(&path).is_file(), "{} is missing", path.display());
        }
    }
    assert!(root().join("tests/code_drivers/custom/driver.py").is_file());
}
