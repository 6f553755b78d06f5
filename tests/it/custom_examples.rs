//! The Game Lab's library of examples (`games::custom::examples`): every example is a bundled
//! file in `saves/` with exactly its rules, title and statement; each solves quickly to its
//! known answer (LeetCode's, where it is a LeetCode problem); its statement exists in both
//! languages; and the examples that are another tab's game give that tab's answer on the same
//! input (877 and the stone tab, 913 and the Cat and Mouse tab).

use std::path::PathBuf;
use std::time::{Duration, Instant};

use gamedp::games::NoControl;
use gamedp::games::custom::examples::{EXAMPLES, Example};
use gamedp::games::custom::{Outcome, Pos, Solved, solve};
use gamedp::i18n::Language;
use serde_json::{Map, Value, json};

fn saves() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("saves")
}

/// The bundled file's JSON object: the English rules, "Game Lab: " and the English title, the
/// statement in both languages as the notes.
fn scenario_json(e: &Example) -> Value {
    let mut obj = Map::new();
    obj.insert("version".into(), json!(gamedp::scenario::VERSION));
    obj.insert("game".into(), json!("custom"));
    obj.insert("title".into(), json!(format!("Game Lab: {}", e.en)));
    obj.insert("notes".into(), json!(e.statement_en));
    obj.insert(
        "translations".into(),
        json!({"zh": {"title": format!("自定义博弈：{}", e.zh), "notes": e.statement_zh}}),
    );
    obj.insert("rules".into(), json!(e.rules));
    if e.misere {
        obj.insert("misere".into(), json!(true));
    }
    Value::Object(obj)
}

fn example(name: &str) -> &'static Example {
    EXAMPLES
        .iter()
        .find(|e| e.name == name)
        .unwrap_or_else(|| panic!("no example {name}"))
}

fn solved(name: &str) -> Solved {
    let e = example(name);
    solve(e.rules, e.misere, &NoControl).unwrap_or_else(|err| panic!("{name}: {err}"))
}

fn has_cjk(s: &str) -> bool {
    s.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

/// Every example is a file in `saves/` with its rules, title and statement, and every
/// `saves/custom-*.json` is an example. `GAMEDP_WRITE_EXAMPLES=1` writes the files.
#[test]
fn every_example_is_a_bundled_file_and_every_file_an_example() {
    let write = std::env::var_os("GAMEDP_WRITE_EXAMPLES").is_some();
    for e in EXAMPLES {
        let path = saves().join(e.file_name());
        let want = scenario_json(e);
        if write {
            let text = serde_json::to_string_pretty(&want).unwrap() + "\n";
            std::fs::write(&path, text).unwrap();
        }
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|err| panic!("{}: {err}", path.display()));
        let got: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(got, want, "{} differs from its example", path.display());
        // and it loads as a scenario of the Game Lab with these rules
        let s = gamedp::scenario::Scenario::from_json(&text).unwrap();
        assert_eq!(
            s.game,
            gamedp::scenario::Game::Custom(e.setup_in(Language::English))
        );
    }
    let mut names: Vec<String> = std::fs::read_dir(saves())
        .unwrap()
        .map(|f| f.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("custom-") && n.ends_with(".json"))
        .collect();
    names.sort();
    let mut known: Vec<String> = EXAMPLES.iter().map(Example::file_name).collect();
    known.sort();
    assert_eq!(names, known, "saves/custom-*.json and the Examples menu");
}

#[test]
fn every_statement_and_title_is_in_both_languages() {
    for e in EXAMPLES {
        for (what, en, zh) in [
            ("title", e.en, e.zh),
            ("statement", e.statement_en, e.statement_zh),
        ] {
            assert!(!en.trim().is_empty(), "{}: no English {what}", e.name);
            assert!(!has_cjk(en), "{}: Chinese in the English {what}", e.name);
            assert!(has_cjk(zh), "{}: the Chinese {what} is not Chinese", e.name);
            assert_ne!(en, zh, "{}", e.name);
        }
        // the rules' comments in Chinese: the code stays the same
        let zh = e.rules_in(Language::Chinese);
        for line in zh.lines().filter(|l| l.contains("# ")) {
            assert!(has_cjk(line), "{}: an English comment: {line}", e.name);
        }
        assert_eq!(
            solve(&zh, e.misere, &NoControl).unwrap().positions(),
            solve(e.rules, e.misere, &NoControl).unwrap().positions(),
            "{}",
            e.name
        );
    }
}

/// What each example's start is worth: the outcome with moves to the end and Grundy value, or
/// the value; and the positions reached. Every solve takes well under a second.
#[test]
fn every_example_solves_quickly_to_its_known_answer() {
    use Outcome::*;
    enum Want {
        WinLose(Outcome, Option<u32>),
        Value(i64),
    }
    let wants: &[(&str, Want)] = &[
        ("subtraction-1-3-4", Want::WinLose(Win, Some(1))),
        ("nim-3-4-5", Want::WinLose(Win, Some(3 ^ 4 ^ 5))),
        // 12 is a multiple of 4: false
        ("leetcode-292", Want::WinLose(Lose, Some(0))),
        // n even: true
        ("leetcode-1025", Want::WinLose(Win, None)),
        // Alice 9 of 17 ... see the stone cross-check below
        ("leetcode-877", Want::Value(1)),
        // Alice gets (26 - 6) / 2 = 10, LeetCode's answer
        ("leetcode-1140", Want::Value(-6)),
        // [1, 2, 3, -1, -2, -3, 7]: "Alice" (LeetCode's example)
        ("leetcode-1406", Want::Value(9)),
        // n = 17: false (LeetCode's example)
        ("leetcode-1510", Want::WinLose(Lose, None)),
        // [6, 2, 3, 4, 5, 5]: 18 (LeetCode's example)
        ("leetcode-1563", Want::Value(18)),
        // [5, 3, 1, 4, 2]: 6 (LeetCode's example)
        ("leetcode-1690", Want::Value(6)),
        // nine +: Grundy 0 (the octal game 0.07's value of 9), false
        ("leetcode-294", Want::WinLose(Lose, Some(0))),
        // LeetCode's example 1: 0, a draw
        ("leetcode-913", Want::WinLose(Draw, None)),
        // a row of 10 pins: Grundy 2
        ("kayles", Want::WinLose(Win, Some(2))),
        // (8, 13) = (⌊5φ⌋, ⌊5φ²⌋): lost
        ("wythoff", Want::WinLose(Lose, Some(0))),
        ("tic-tac-toe", Want::WinLose(Draw, None)),
        // 9 is not 1 more than a multiple of 3: won
        ("misere-subtraction-1-2", Want::WinLose(Win, None)),
        ("cycle-draws", Want::WinLose(Draw, None)),
    ];
    assert_eq!(wants.len(), EXAMPLES.len(), "an answer for every example");
    for e in EXAMPLES {
        let (_, want) = wants
            .iter()
            .find(|(n, _)| *n == e.name)
            .unwrap_or_else(|| panic!("no answer for {}", e.name));
        let started = Instant::now();
        let s = solved(e.name);
        let took = started.elapsed();
        assert!(took < Duration::from_secs(1), "{} took {took:?}", e.name);
        match *want {
            Want::WinLose(o, g) => {
                assert_eq!(s.outcome(0), Some(o), "{}", e.name);
                if g.is_some() {
                    assert_eq!(s.grundy(0), g, "{}", e.name);
                }
            }
            Want::Value(v) => assert_eq!(s.value(0), Some(v), "{}", e.name),
        }
    }
}

/// The Divisor Game's even numbers win, Stone Game IV's known values, Wythoff's lost pairs.
#[test]
fn win_lose_examples_show_their_patterns() {
    let s = solved("leetcode-1025");
    for n in 1..=12 {
        let id = s.find(&Pos::Int(n)).unwrap();
        assert_eq!(s.outcome(id) == Some(Outcome::Win), n % 2 == 0, "{n}");
    }
    // LeetCode 1510: n = 1 true, 2 false, 4 true, 7 false, 17 false
    let s = solved("leetcode-1510");
    for (n, wins) in [(1, true), (2, false), (4, true), (7, false), (17, false)] {
        let id = s.find(&Pos::Int(n)).unwrap();
        assert_eq!(s.outcome(id) == Some(Outcome::Win), wins, "{n}");
    }
    let s = solved("wythoff");
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let cold: Vec<(i64, i64)> = (0..6)
        .map(|k| {
            let k = f64::from(k);
            ((k * phi).floor() as i64, (k * phi * phi).floor() as i64)
        })
        .collect();
    for a in 0..=8 {
        for b in 0..=13 {
            let id = s.find(&Pos::Tuple(vec![Pos::Int(a), Pos::Int(b)])).unwrap();
            let lost = cold.contains(&(a, b)) || cold.contains(&(b, a));
            assert_eq!(s.outcome(id) == Some(Outcome::Lose), lost, "({a}, {b})");
        }
    }
    // misère take 1 or 2: lost exactly at 1, 4, 7
    let s = solved("misere-subtraction-1-2");
    for n in 0..=9 {
        let id = s.find(&Pos::Int(n)).unwrap();
        assert_eq!(s.outcome(id) == Some(Outcome::Lose), n % 3 == 1, "{n}");
    }
}

/// Kayles: the Grundy value of a position is the XOR of its rows' values (0, 1, 2, 3, 1, 4, 3,
/// 2, 1, 4, 2 for rows of 0 to 10 pins).
#[test]
fn kayles_rows_add_up_by_xor() {
    const K: [u32; 11] = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2];
    let s = solved("kayles");
    for id in 0..s.positions() as u32 {
        let Pos::Tuple(rows) = s.position(id) else {
            panic!("a position of Kayles is a tuple")
        };
        let xor = rows.iter().fold(0, |x, r| match r {
            Pos::Int(n) => x ^ K[*n as usize],
            other => panic!("{other:?}"),
        });
        assert_eq!(s.grundy(id), Some(xor), "{:?}", s.position(id));
    }
}

/// LeetCode 877 written as rules gives the stone tab's answer on the same piles (the bundled
/// stone file), and LeetCode 1140's Alice gets (total + value) / 2 = 10.
#[test]
fn stone_game_examples_match_the_stone_tab_and_leetcode() {
    let text = std::fs::read_to_string(saves().join("stone-877-5-3-4-5.json")).unwrap();
    let file: Value = serde_json::from_str(&text).unwrap();
    let piles: Vec<i64> = serde_json::from_value(file["piles"].clone()).unwrap();
    assert!(example("leetcode-877").rules.contains(&format!(
        "piles = [{}]",
        piles
            .iter()
            .map(i64::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    )));
    let stone = gamedp::games::stone::solve_value(&piles, &NoControl).unwrap();
    let lab = solved("leetcode-877");
    assert_eq!(lab.value(0), Some(stone.difference));
    let total: i64 = piles.iter().sum();
    assert_eq!((total + lab.value(0).unwrap()) / 2, stone.first);
    // 1140: Alice's stones, LeetCode's answer
    let lab = solved("leetcode-1140");
    assert_eq!((26 + lab.value(0).unwrap()) / 2, 10);
}

/// LeetCode 913 written as rules gives the Cat and Mouse tab's answer on the same graph (the
/// bundled "LeetCode example 1"), at every position the rules reach.
#[test]
fn cat_and_mouse_example_matches_the_cat_and_mouse_tab() {
    use gamedp::games::cat_mouse::{self, Graph};
    let text = std::fs::read_to_string(saves().join("cat-mouse-leetcode-example-1.json")).unwrap();
    let file: Value = serde_json::from_str(&text).unwrap();
    let adj: Vec<Vec<u32>> = serde_json::from_value(file["graph"].clone()).unwrap();
    let graph_text = format!(
        "graph = [{}]",
        adj.iter()
            .map(|l| format!(
                "[{}]",
                l.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
            ))
            .collect::<Vec<_>>()
            .join(", ")
    );
    assert!(example("leetcode-913").rules.contains(&graph_text));
    let g = Graph::from_adjacency(&adj).unwrap();
    let tab = cat_mouse::solve(&g, &NoControl).unwrap();
    let lab = solved("leetcode-913");
    crate::custom_peers::check_cat_mouse(&lab, &tab);
}

/// The Examples menu in the Chinese interface gives the rules with Chinese comments, and the
/// title that follows them is Chinese too.
#[cfg(feature = "gui")]
#[test]
fn the_examples_menu_speaks_the_interfaces_language() {
    use crate::common::{app_with, example as file, settle, wait_until};
    use egui_kittest::kittest::Queryable as _;
    use gamedp::games::GameKind;
    use gamedp::ui::custom::CustomTab;
    let mut t = app_with(file("custom-subtraction-1-3-4.json"), Language::Chinese);
    let solved = |app: &gamedp::app::GamedpApp| app.tab::<CustomTab>().unwrap().is_solved();
    wait_until(&mut t.harness, 60, "solve", solved);
    t.harness.get_by_label("示例").click();
    settle(&mut t.harness);
    t.harness.get_by_label("LeetCode 292：Nim 游戏").click();
    settle(&mut t.harness);
    let want = example("leetcode-292").rules_in(Language::Chinese);
    let app = t.harness.state();
    assert_eq!(app.tab::<CustomTab>().unwrap().rules(), want);
    assert!(
        want.starts_with("# LeetCode 292：每步取 1 到 3 颗石子"),
        "{want}"
    );
    let doc = &app.docs[app.tab_index(GameKind::Custom).unwrap()];
    assert!(
        // (the example's name in the interface's language, not the rules' first comment)
        doc.title == "自定义博弈：LeetCode 292：Nim 游戏",
        "{}",
        doc.title
    );
    wait_until(&mut t.harness, 60, "solve", solved);
    let lab = t.harness.state().tab::<CustomTab>().unwrap();
    assert_eq!(
        lab.current().unwrap().game.outcome(0),
        Some(Outcome::Lose),
        "12 stones: a multiple of 4"
    );
}

/// Issue 23 item 4: every bundled example (`saves/*.json`, every game) has its title and notes
/// in English in `"title"`/`"notes"` and in Chinese in `"translations"."zh"`.
#[test]
fn every_bundled_example_has_its_title_and_notes_in_both_languages() {
    let mut count = 0;
    for f in std::fs::read_dir(saves()).unwrap() {
        let path = f.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) != Some("json") {
            continue;
        }
        let v: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let name = path.display();
        for field in ["title", "notes"] {
            let en = v[field].as_str().unwrap_or_default();
            let zh = v["translations"]["zh"][field].as_str().unwrap_or_default();
            assert!(!en.trim().is_empty(), "{name}: no English {field}");
            assert!(!has_cjk(en), "{name}: Chinese in the English {field}: {en}");
            assert!(has_cjk(zh), "{name}: no Chinese {field}");
        }
        // the app reads it
        gamedp::scenario::Scenario::from_json(&serde_json::to_string(&v).unwrap()).unwrap();
        count += 1;
    }
    assert!(count >= 40, "{count} bundled examples");
}
