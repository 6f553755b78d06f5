//! The Guess Number II tab driven through the real app: edit n, solve, click a heatmap cell and
//! read the inspector's recurrence, open the strategy tree, play against the adversary, and the
//! same in Chinese.
#![cfg(feature = "gui")]

use crate::common;

use common::{app_with, click_at, settle, wait_until};
use egui::accesskit::Role;
use egui_kittest::kittest::Queryable as _;
use gamedp::app::GamedpApp;
use gamedp::games::NoControl;
use gamedp::games::guess_number::{self, GuessTable};
use gamedp::i18n::Language;
use gamedp::ui::framework::GameTab as _;
use gamedp::ui::guess_number::{Algorithm, GuessNumberPane, GuessNumberTab};

use common::example;

fn guess(app: &GamedpApp) -> &GuessNumberTab {
    app.tab::<GuessNumberTab>().expect("guess tab")
}

fn solved(app: &GamedpApp) -> bool {
    guess(app).is_solved()
}

fn table(app: &GamedpApp) -> &GuessTable {
    guess(app)
        .solved()
        .and_then(|s| s.table.as_ref())
        .expect("a table")
}

/// Collapse runs of white space to one space (formulas break their long lines).
fn squash(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether some widget's text contains `needle`, however its lines were broken. (A label's
/// text is its accesskit value.)
fn shows(t: &common::TestApp, needle: &str) -> bool {
    let needle = squash(needle);
    t.harness
        .query_all_by(move |n| {
            n.label()
                .or_else(|| n.value())
                .is_some_and(|l| squash(&l).contains(&needle))
        })
        .next()
        .is_some()
}

#[test]
fn the_example_file_costs_16() {
    let mut t = app_with(example("guess-number-10.json"), Language::English);
    wait_until(&mut t.harness, 30, "solve", solved);
    settle(&mut t.harness);
    let app = t.harness.state();
    assert_eq!(
        app.active_tab().kind(),
        gamedp::games::GameKind::GuessNumber
    );
    let s = guess(app).solved().unwrap();
    assert_eq!((s.n, s.min_cost, s.algorithm), (10, 16, Algorithm::Plain));
    // (nobody wins in Guess Number: the money always finds the number; s1 stop 42b)
    assert!(
        t.harness
            .query_by_label("n = 10: 16 always finds it")
            .is_some()
    );
    assert!(
        t.harness
            .query_by_label("The optimal first guess is 7 (the lowest on ties).")
            .is_some()
    );
    assert!(
        t.harness
            .query_by_label_contains("Plain O(n³) table:")
            .is_some()
    );
}

#[test]
fn edit_n_presets_undo_and_the_fast_algorithm() {
    let mut t = app_with(example("guess-number-10.json"), Language::English);
    wait_until(&mut t.harness, 30, "solve", solved);
    // type a value into the n field (through accessibility, as a screen reader would)
    t.harness.get_by_label("n =").set_value_accesskit(5.0);
    settle(&mut t.harness);
    assert_eq!(guess(t.harness.state()).n(), 5);
    wait_until(&mut t.harness, 30, "solve n = 5", solved);
    assert_eq!(guess(t.harness.state()).solved().unwrap().min_cost, 6);
    // the edit marks the document unsaved
    assert!(t.harness.state().window_title().starts_with('●'));
    // a preset
    t.harness.get_by_label("n = 20").click();
    settle(&mut t.harness);
    wait_until(&mut t.harness, 30, "solve n = 20", solved);
    assert_eq!(guess(t.harness.state()).solved().unwrap().min_cost, 49);
    // undo goes back to 5, redo to 20
    t.harness.get_by_label("↶ Undo").click();
    settle(&mut t.harness);
    assert_eq!(guess(t.harness.state()).n(), 5);
    t.harness.get_by_label("↷ Redo").click();
    settle(&mut t.harness);
    assert_eq!(guess(t.harness.state()).n(), 20);
    // the fast algorithm gives the same answer, without a table
    t.harness
        .get_by_label("Fast O(n²) algorithm, value only")
        .click();
    settle(&mut t.harness);
    wait_until(&mut t.harness, 30, "fast solve", solved);
    let s = guess(t.harness.state()).solved().unwrap();
    assert_eq!((s.min_cost, s.algorithm), (49, Algorithm::Fast));
    assert!(s.table.is_none());
    settle(&mut t.harness);
    assert!(
        t.harness
            .query_by_label_contains("Fast O(n²) algorithm, value only:")
            .is_some()
    );
    assert!(
        t.harness
            .query_by_label_contains("was solved value-only")
            .is_some()
    );
}

#[test]
fn large_n_runs_the_fast_algorithm_on_request() {
    let mut t = app_with(example("guess-number-10.json"), Language::English);
    wait_until(&mut t.harness, 30, "solve", solved);
    t.harness.get_by_label("n =").set_value_accesskit(3000.0);
    settle(&mut t.harness);
    let tab = guess(t.harness.state());
    assert_eq!(tab.n(), 3000);
    assert_eq!(tab.wanted_algorithm(), Algorithm::Fast);
    // not solved by itself: too big for auto-solve
    assert!(!tab.is_solved());
    assert!(
        t.harness
            .query_by_label_contains("only the fast O(n²) algorithm runs")
            .is_some()
    );
    t.harness.get_by_label("Solve").click();
    wait_until(&mut t.harness, 60, "fast solve of 3000", solved);
    let want = guess_number::min_cost_fast(3000, &NoControl).unwrap();
    let s = guess(t.harness.state()).solved().unwrap();
    assert_eq!((s.min_cost, s.algorithm), (want, Algorithm::Fast));
}

#[test]
fn click_a_cell_and_read_its_recurrence() {
    let mut t = app_with(example("guess-number-10.json"), Language::English);
    wait_until(&mut t.harness, 30, "solve", solved);
    settle(&mut t.harness);
    assert!(t.harness.query_by_label_contains("Click a cell").is_some());
    let center = guess(t.harness.state())
        .view()
        .table_view
        .cell_center(1, 5)
        .expect("heatmap drawn");
    click_at(&mut t.harness, center);
    assert_eq!(
        guess(t.harness.state()).view().table_view.selected,
        Some((1, 5))
    );
    // dp[2][5] = 6, dp[3][5] = 4, dp[1][5] = 6 with the best guess 2 (the lowest of 2 and 4)
    assert!(shows(
        &t,
        "dp[1][5] = min(1 + max(0, dp[2][5]), 2 + max(dp[1][1], dp[3][5]), 3 + max(dp[1][2], dp[4][5]), \
         4 + max(dp[1][3], dp[5][5]), 5 + max(dp[1][4], 0))"
    ));
    assert!(shows(
        &t,
        "= min(1 + max(0, 6), 2 + max(0, 4), 3 + max(1, 4), 4 + max(2, 0), 5 + max(4, 0))"
    ));
    assert!(shows(&t, "= min(7, 6, 7, 6, 9) = 6"));
    assert!(!shows(&t, "= min(7, 6, 7, 6, 9) = 7"));
    assert!(
        t.harness
            .query_by_label_contains("Best guess k = 2")
            .is_some()
    );
    assert!(
        t.harness
            .query_by_label_contains("Other guesses with the same worst case: 4")
            .is_some()
    );
    // the link to a cell the best guess reads moves the selection there
    t.harness.get_by_label("dp[3][5]").click();
    settle(&mut t.harness);
    assert_eq!(
        guess(t.harness.state()).view().table_view.selected,
        Some((3, 5))
    );
    // a diagonal cell is the base case
    let center = guess(t.harness.state())
        .view()
        .table_view
        .cell_center(4, 4)
        .unwrap();
    click_at(&mut t.harness, center);
    assert!(t.harness.query_by_label("Base case").is_some());
    // below the diagonal is not a cell
    let center = guess(t.harness.state())
        .view()
        .table_view
        .cell_center(6, 2)
        .unwrap();
    click_at(&mut t.harness, center);
    assert_eq!(
        guess(t.harness.state()).view().table_view.selected,
        Some((4, 4))
    );
    // the best-guess colouring prints the guesses
    t.harness.get_by_label("best guess").click();
    settle(&mut t.harness);
    assert_eq!(
        guess(t.harness.state()).view().table_view.mode,
        gamedp::ui::guess_number::table_view::HeatMode::Guess
    );
}

#[test]
fn open_the_strategy_tree() {
    let mut t = app_with(example("guess-number-10.json"), Language::English);
    wait_until(&mut t.harness, 30, "solve", solved);
    t.harness.get_by_label("Strategy tree").click();
    settle(&mut t.harness);
    assert_eq!(guess(t.harness.state()).view().pane, GuessNumberPane::Tree);
    // only the root is built at first
    assert!(t.harness.query_by_label_contains("lower → 1–6").is_none());
    t.harness
        .get_by_label("1–10: guess 7 (worst case 16)")
        .click();
    settle(&mut t.harness);
    assert!(guess(t.harness.state()).view().tree_view.is_open(1, 10));
    let (lower, higher) = {
        let table = table(t.harness.state());
        (table.node(1, 6).unwrap(), table.node(8, 10).unwrap())
    };
    assert_eq!(
        (lower.guess, lower.cost, higher.guess, higher.cost),
        (3, 8, 9, 9)
    );
    let lower_label = "lower → 1–6: guess 3 (worst case 8)";
    assert!(t.harness.query_by_label(lower_label).is_some());
    assert!(
        t.harness
            .query_by_label("higher → 8–10: guess 9 (worst case 9)")
            .is_some()
    );
    assert!(
        t.harness
            .query_by_label_contains("worst case = 7 + max(8, 9) = 16")
            .is_some()
    );
    // open a child by clicking its box in the diagram: its own children appear in the list
    let center = guess(t.harness.state())
        .view()
        .tree_view
        .node_center(1, 6)
        .expect("the diagram draws the root's children");
    click_at(&mut t.harness, center);
    settle(&mut t.harness);
    assert!(guess(t.harness.state()).view().tree_view.is_open(1, 6));
    assert!(t.harness.query_by_label_contains("lower → 1–2").is_some());
    assert!(
        guess(t.harness.state())
            .view()
            .tree_view
            .node_center(1, 2)
            .is_some()
    );
    // and closing it from the list hides them again
    t.harness.get_by_label(lower_label).click();
    settle(&mut t.harness);
    assert!(!guess(t.harness.state()).view().tree_view.is_open(1, 6));
    assert!(
        guess(t.harness.state())
            .view()
            .tree_view
            .node_center(1, 2)
            .is_none()
    );
    // the path to a number opens every node on the way
    t.harness.get_by_label("number").set_value_accesskit(10.0);
    settle(&mut t.harness);
    t.harness.get_by_label("Show its path").click();
    settle(&mut t.harness);
    assert!(guess(t.harness.state()).view().tree_view.is_open(8, 10));
    assert!(
        t.harness
            .query_by_label_contains(
                "If the number is 10, an optimal player guesses 7 → 9 → 10 and pays 16."
            )
            .is_some()
    );
    t.harness.get_by_label("Collapse all").click();
    settle(&mut t.harness);
    assert_eq!(guess(t.harness.state()).view().tree_view.open_count(), 0);
    t.harness.get_by_label("Expand all").click();
    settle(&mut t.harness);
    assert!(guess(t.harness.state()).view().tree_view.is_open(4, 6));
}

/// Click the number button `x` in play mode.
fn guess_number_button(t: &mut common::TestApp, x: usize) {
    t.harness
        .get_by_role_and_label(Role::Button, &x.to_string())
        .click();
    settle(&mut t.harness);
}

#[test]
fn play_against_the_adversary() {
    let mut t = app_with(example("guess-number-10.json"), Language::English);
    wait_until(&mut t.harness, 30, "solve", solved);
    t.harness.get_by_label("Play").click();
    settle(&mut t.harness);
    assert!(t.harness.query_by_label("dp[1][10] = 16").is_some());
    // follow the hints: exactly the guaranteed minimum
    for _ in 0..10 {
        let game = guess(t.harness.state())
            .view()
            .play_view
            .game
            .clone()
            .unwrap();
        if game.is_over() {
            break;
        }
        t.harness.get_by_label("Hint").click();
        settle(&mut t.harness);
        let (lo, hi) = game.interval();
        let k = table(t.harness.state()).best_guess(lo, hi).unwrap();
        assert!(
            t.harness
                .query_by_label_contains(&format!("Hint: guess {k}."))
                .is_some()
        );
        guess_number_button(&mut t, k);
        if !guess(t.harness.state())
            .view()
            .play_view
            .game
            .as_ref()
            .unwrap()
            .is_over()
        {
            assert!(
                t.harness
                    .query_by_label_contains("A best guess: your worst case stays 16.")
                    .is_some()
            );
        }
    }
    let game = guess(t.harness.state())
        .view()
        .play_view
        .game
        .clone()
        .unwrap();
    assert!(game.is_over());
    assert_eq!(game.spent(), 16);
    assert!(
        t.harness
            .query_by_label("Found! You spent 16, exactly the guaranteed minimum 16.")
            .is_some()
    );
    // a new game played badly: always the lowest number still possible
    t.harness.get_by_label("New game").click();
    settle(&mut t.harness);
    assert_eq!(
        guess(t.harness.state())
            .view()
            .play_view
            .game
            .as_ref()
            .unwrap()
            .spent(),
        0
    );
    guess_number_button(&mut t, 1);
    assert!(
        t.harness
            .query_by_label_contains("You guessed 1: higher.")
            .is_some()
    );
    assert!(
        t.harness
            .query_by_label_contains("That guess raised your worst case by")
            .is_some()
    );
    for _ in 0..10 {
        let game = guess(t.harness.state())
            .view()
            .play_view
            .game
            .clone()
            .unwrap();
        if game.is_over() {
            break;
        }
        guess_number_button(&mut t, game.interval().0);
    }
    let game = guess(t.harness.state())
        .view()
        .play_view
        .game
        .clone()
        .unwrap();
    assert!(game.is_over());
    // the adversary makes the lowest-first player pay 1 + 2 + … + 9
    assert_eq!(game.spent(), 45);
    assert!(
        t.harness
            .query_by_label("Found! You spent 45; the guaranteed minimum is 16 (29 more).")
            .is_some()
    );
}

/// One way to guess: with a button per number there is no "Your guess: N" field and Guess
/// button beside them (it did the same as clicking a number); with more numbers than buttons
/// the field is the way to guess.
#[test]
fn play_has_one_way_to_guess() {
    let dir = tempfile::tempdir().unwrap();
    for (n, buttons) in [(10, true), (201, false)] {
        let file = common::write_file(
            &dir,
            &format!("g{n}.json"),
            &format!(r#"{{"game": "guess_number", "n": {n}}}"#),
        );
        let mut t = app_with(Some(file), Language::English);
        wait_until(&mut t.harness, 60, "solve", solved);
        t.harness.get_by_label("Play").click();
        settle(&mut t.harness);
        let field = t
            .harness
            .query_all_by_label_contains("Your guess")
            .next()
            .is_some();
        let guess_button = t
            .harness
            .query_by_role_and_label(Role::Button, "Guess")
            .is_some();
        let number_buttons = t
            .harness
            .query_by_role_and_label(Role::Button, &n.to_string())
            .is_some();
        assert_eq!(number_buttons, buttons, "n = {n}: the number buttons");
        assert_eq!(field, !buttons, "n = {n}: the Your guess field");
        assert_eq!(guess_button, !buttons, "n = {n}: the Guess button");
    }
}

#[test]
fn the_tab_in_chinese() {
    let mut t = app_with(example("guess-number-10.json"), Language::Chinese);
    wait_until(&mut t.harness, 30, "solve", solved);
    settle(&mut t.harness);
    assert!(
        t.harness
            .query_by_label("n = 10：至少需要 16 元才能保证猜中")
            .is_some()
    );
    let center = guess(t.harness.state())
        .view()
        .table_view
        .cell_center(1, 5)
        .unwrap();
    click_at(&mut t.harness, center);
    assert!(
        t.harness
            .query_by_label_contains("最优猜测 k = 2")
            .is_some()
    );
    t.harness.get_by_label("策略树").click();
    settle(&mut t.harness);
    t.harness.get_by_label("1–10：猜 7（最坏情况 16）").click();
    settle(&mut t.harness);
    assert!(
        t.harness
            .query_by_label("更小 → 1–6：猜 3（最坏情况 8）")
            .is_some()
    );
    t.harness.get_by_label("对战").click();
    settle(&mut t.harness);
    guess_number_button(&mut t, 7);
    assert!(t.harness.query_by_label_contains("你猜 7：").is_some());
    assert_eq!(
        guess(t.harness.state())
            .view()
            .play_view
            .game
            .as_ref()
            .unwrap()
            .spent(),
        7
    );
}

#[test]
fn exports_write_the_scenario_the_table_and_the_picture() {
    use gamedp::ui::framework::ExportKind;
    let mut t = app_with(example("guess-number-10.json"), Language::English);
    wait_until(&mut t.harness, 30, "solve", solved);
    let tab = guess(t.harness.state());
    // the solved scenario is offered by the app for every tab; the tab adds its own exports
    assert_eq!(
        tab.exports(),
        vec![ExportKind::TableCsv, ExportKind::HeatmapPng]
    );
    let dir = t.data_dir.path().to_path_buf();
    let json = dir.join("solved.json");
    t.dialogs
        .answer(gamedp::ui::framework::file_actions::DialogAnswer::Picked(
            json.clone(),
        ));
    t.harness
        .state_mut()
        .export(ExportKind::SolvedJsonWithTable);
    let j = json.clone();
    wait_until(&mut t.harness, 20, "export", move |app| {
        j.exists() && !app.file_busy()
    });
    let tab = guess(t.harness.state());
    let value: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    assert_eq!(value["game"], "guess_number");
    assert_eq!(value["solution"]["min_cost"], 16);
    assert_eq!(value["solution"]["table"]["cost"][0][9], 16);
    let csv = dir.join("table.csv");
    tab.export(ExportKind::TableCsv).unwrap()(&csv).unwrap();
    let text = std::fs::read_to_string(&csv).unwrap();
    assert!(text.starts_with("i,j,cost,best_guess\n"));
    assert!(text.contains("\n1,10,16,7\n"), "{text}");
    let png = dir.join("heatmap.png");
    tab.export(ExportKind::HeatmapPng).unwrap()(&png).unwrap();
    let img = image::open(&png).unwrap();
    assert!(img.width() >= 10 && img.width() == img.height());
    // below the diagonal is the white background, the top-right cell (16) is coloured
    let rgb = img.to_rgb8();
    assert_eq!(rgb.get_pixel(2, img.height() - 3).0, [255, 255, 255]);
    assert_ne!(rgb.get_pixel(img.width() - 3, 3).0, [255, 255, 255]);
    // the picture is not offered after a value-only solve
    t.harness
        .get_by_label("Fast O(n²) algorithm, value only")
        .click();
    settle(&mut t.harness);
    wait_until(&mut t.harness, 30, "fast solve", solved);
    let tab = guess(t.harness.state());
    assert_eq!(tab.exports(), vec![]);
    assert!(tab.export(ExportKind::HeatmapPng).is_err());
}

#[test]
fn one_number_and_a_refused_n() {
    let mut t = app_with(example("guess-number-10.json"), Language::English);
    wait_until(&mut t.harness, 30, "solve", solved);
    // n = 1: nothing to pay; the tree is a single leaf; the game ends at the first guess
    t.harness.get_by_label("n = 1").click();
    settle(&mut t.harness);
    wait_until(&mut t.harness, 30, "solve n = 1", solved);
    assert_eq!(guess(t.harness.state()).solved().unwrap().min_cost, 0);
    t.harness.get_by_label("Strategy tree").click();
    settle(&mut t.harness);
    assert!(
        t.harness
            .query_by_label("it must be 1: guess it, free")
            .is_some()
    );
    t.harness.get_by_label("Play").click();
    settle(&mut t.harness);
    guess_number_button(&mut t, 1);
    assert!(
        t.harness
            .query_by_label("Found! You spent 0, exactly the guaranteed minimum 0.")
            .is_some()
    );
    // a file with an n far beyond the limits loads, and the solver's refusal is shown
    let path = common::write_file(
        &t.data_dir,
        "huge.json",
        r#"{"game": "guess_number", "n": 1000000}"#,
    );
    let mut t = app_with(Some(path), Language::English);
    settle(&mut t.harness);
    assert_eq!(guess(t.harness.state()).n(), 1_000_000);
    assert!(
        t.harness
            .query_by_label_contains("This n is beyond what the app can solve")
            .is_some()
    );
    t.harness.get_by_label("Solve").click();
    wait_until(&mut t.harness, 30, "the refusal", |app| {
        guess(app).error().is_some()
    });
    let err = guess(t.harness.state()).error().unwrap().to_string();
    assert!(err.starts_with("Too big:"), "{err}");
    assert!(
        err.contains("the limit is 23168 numbers") && err.contains("memory budget is 1.0 GiB"),
        "{err}"
    );
    assert_eq!(guess(t.harness.state()).n(), 1_000_000);
}

#[test]
fn the_call_tree_for_n_10_and_n_4() {
    let mut t = app_with(example("guess-number-10.json"), Language::English);
    wait_until(&mut t.harness, 30, "solve", solved);
    t.harness.get_by_label("Calls").click();
    settle(&mut t.harness);
    assert_eq!(guess(t.harness.state()).view().pane, GuessNumberPane::Calls);
    assert!(shows(
        &t,
        "With the memo: 421 calls for 66 intervals (355 of them cache hits). Without the memo: 32,805 calls."
    ));
    t.harness.get_by_label("→").click();
    settle(&mut t.harness);
    assert!(shows(&t, "Step 1: solve(1, 10) is called"));
    t.harness.get_by_label("→|").click();
    settle(&mut t.harness);
    assert!(shows(
        &t,
        "solve(1, 10) returns 16 and writes memo(1, 10) = 16"
    ));
    {
        let trace = guess(t.harness.state()).view().calls_view.trace().unwrap();
        let table = table(t.harness.state());
        assert_eq!(trace.calls(), 421);
        for node in &trace.nodes {
            let (i, j) = node.interval;
            assert_eq!(Some(node.value as u64), table.cost(i, j), "({i}, {j})");
        }
    }
    // n = 4: a smaller tree, the memo fills cell by cell
    t.harness
        .state_mut()
        .tab_mut::<GuessNumberTab>()
        .unwrap()
        .set_n(4);
    wait_until(&mut t.harness, 30, "solve", |app| {
        solved(app) && guess(app).solved().unwrap().n == 4
    });
    settle(&mut t.harness);
    assert!(shows(
        &t,
        "With the memo: 33 calls for 15 intervals (18 of them cache hits). Without the memo: 45 calls."
    ));
    t.harness.get_by_label("|←").click();
    settle(&mut t.harness);
    for _ in 0..5 {
        t.harness.get_by_label("→").click();
        settle(&mut t.harness);
    }
    // solve(1, 4) → solve(1, 0) (empty: a base case), then solve(2, 4) → solve(2, 1)
    assert!(shows(&t, "Step 5: solve(2, 1) is called: a base case"));
    // more than ten numbers: counts only
    t.harness
        .state_mut()
        .tab_mut::<GuessNumberTab>()
        .unwrap()
        .set_n(200);
    wait_until(&mut t.harness, 30, "solve", |app| {
        solved(app) && guess(app).solved().unwrap().n == 200
    });
    settle(&mut t.harness);
    assert!(shows(&t, "for n = 200 only the counts are shown"));
    assert!(shows(&t, "Without the memo: about 1.5 × 10⁹⁵ calls."));
    assert!(guess(t.harness.state()).view().calls_view.trace().is_none());
}

#[test]
fn the_call_tree_in_chinese_and_lesson_names() {
    let mut t = app_with(example("guess-number-10.json"), Language::Chinese);
    wait_until(&mut t.harness, 30, "solve", solved);
    t.harness.get_by_label("递归调用").click();
    settle(&mut t.harness);
    t.harness.get_by_label("→|").click();
    settle(&mut t.harness);
    assert!(shows(&t, "有备忘录：421 次调用"));
    for pane in GuessNumberPane::ALL {
        assert_eq!(
            GuessNumberPane::from_lesson_name(pane.lesson_name()),
            Some(pane)
        );
    }
    for name in gamedp::lessons::views(gamedp::games::GameKind::GuessNumber) {
        assert!(GuessNumberPane::from_lesson_name(name).is_some(), "{name}");
    }
}

/// What the lesson walk (`tests/it/ui_lessons.rs`) checks of a step on this tab.
impl crate::ui_lessons::StepShown for gamedp::games::guess_number::Setup {
    fn check(
        app: &gamedp::app::GamedpApp,
        step: &gamedp::lessons::Step,
        view: Option<&str>,
        at: &str,
    ) {
        use gamedp::ui::guess_number::{GuessNumberPane, GuessNumberTab};
        let v = app.tab::<GuessNumberTab>().unwrap().view();
        let pane = view
            .and_then(GuessNumberPane::from_lesson_name)
            .unwrap_or(GuessNumberPane::Table);
        assert_eq!(v.pane, pane, "{at}: the pane");
        let cell = step.cell.map(|[i, j]| (i as usize, j as usize));
        assert_eq!(v.table_view.selected, cell, "{at}: the selected cell");
    }
}

/// Presentation mode (issue 24): the cell inspector's recurrence and a base case are drawn as
/// large as the prose around them (no text under 18 px), in English and Chinese, at 1366 × 768
/// and 1024 × 768.
#[test]
fn the_inspector_reads_from_the_back_row_in_presentation_mode() {
    for lang in [Language::English, Language::Chinese] {
        let (mut t, _) =
            crate::registry::solved_example(gamedp::games::GameKind::GuessNumber, lang);
        let ctx = t.harness.ctx.clone();
        t.harness.state_mut().set_presentation(&ctx, true);
        for size in [egui::vec2(1366.0, 768.0), egui::vec2(1024.0, 768.0)] {
            t.harness.set_size(size);
            t.harness.run_steps(4);
            for (i, j) in [(1, 10), (4, 4)] {
                let center = guess(t.harness.state())
                    .view()
                    .table_view
                    .cell_center(i, j)
                    .expect("heatmap drawn");
                click_at(&mut t.harness, center);
                t.harness.run_steps(3);
                assert_eq!(
                    guess(t.harness.state()).view().table_view.selected,
                    Some((i, j))
                );
                let problems: Vec<String> = crate::registry::legibility_problems(&t)
                    .into_iter()
                    .filter(|p| !p.contains("main picture"))
                    .collect();
                assert!(
                    problems.is_empty(),
                    "{lang:?} {size:?} dp[{i}][{j}]: {problems:?}"
                );
            }
        }
    }
}

/// View › Presentation and View › Code (in place of the views, in presentation mode) are check boxes whose tick shows
/// whether they are on (issue: no checkmark showed presentation mode was on); a click turns it
/// off again.
#[test]
fn the_view_menu_ticks_presentation_mode_when_it_is_on() {
    use egui_kittest::kittest::NodeT as _;
    let (mut t, _) =
        crate::registry::solved_example(gamedp::games::GameKind::GuessNumber, Language::Chinese);
    let ctx = t.harness.ctx.clone();
    t.harness.state_mut().set_presentation(&ctx, true);
    t.harness.run_steps(3);
    t.harness.get_by_label("视图").click();
    settle(&mut t.harness);
    let node = t.harness.get_by_label(gamedp::i18n::tr().menu_presentation);
    assert_eq!(
        node.accesskit_node().toggled(),
        Some(egui::accesskit::Toggled::True),
        "presentation mode is ticked"
    );
    // (in presentation mode the item says the code takes the views' place)
    let node = t
        .harness
        .get_by_label(gamedp::i18n::code::tr().menu_toggle_present);
    assert_eq!(
        node.accesskit_node().toggled(),
        Some(egui::accesskit::Toggled::False),
        "the code pane is closed, unticked"
    );
    t.harness
        .get_by_label(gamedp::i18n::tr().menu_presentation)
        .click();
    settle(&mut t.harness);
    assert!(
        !t.harness.state().settings.presentation,
        "a click turns it off"
    );
}

/// View › Dark theme shows the theme in use: unticked (and greyed) in presentation mode, which
/// is light, even when the dark theme is the setting (issue 24 item 5 showed "✓ Dark theme").
#[test]
fn the_dark_theme_box_is_unticked_in_presentation_mode() {
    let (mut t, _) =
        crate::registry::solved_example(gamedp::games::GameKind::GuessNumber, Language::English);
    t.harness.state_mut().settings.dark_mode = true;
    let ctx = t.harness.ctx.clone();
    t.harness.state_mut().set_presentation(&ctx, true);
    t.harness.run_steps(3);
    t.harness.get_by_label("View").click();
    settle(&mut t.harness);
    use egui_kittest::kittest::NodeT as _;
    let label = gamedp::i18n::tr().menu_dark;
    let node = t.harness.get_by_label(label);
    let toggled = node.accesskit_node().toggled();
    assert_eq!(
        toggled,
        Some(egui::accesskit::Toggled::False),
        "the box is unticked"
    );
    assert!(t.harness.state().settings.dark_mode, "the setting is kept");
}

/// Presentation mode's Play (issue 24): once an answer rules numbers out, their tiles say
/// "ruled out" (a teacher saw 1–6 and 8 look as before when only 10 was left), and the board
/// stays legible. English and Chinese.
#[test]
fn ruled_out_numbers_say_so_on_a_projector() {
    fn painted(t: &common::TestApp, needle: &str) -> usize {
        fn walk(shape: &egui::Shape, needle: &str, n: &mut usize) {
            match shape {
                egui::Shape::Vec(v) => v.iter().for_each(|s| walk(s, needle, n)),
                egui::Shape::Text(text) if text.galley.job.text.contains(needle) => *n += 1,
                _ => {}
            }
        }
        let mut n = 0;
        for c in &t.harness.output().shapes {
            walk(&c.shape, needle, &mut n);
        }
        n
    }
    for lang in [Language::English, Language::Chinese] {
        let mut t = app_with(example("guess-number-10.json"), lang);
        wait_until(&mut t.harness, 30, "solve", solved);
        let ctx = t.harness.ctx.clone();
        t.harness.state_mut().set_presentation(&ctx, true);
        t.harness.set_size(egui::vec2(1366.0, 768.0));
        t.harness.state_mut().show_view("play");
        settle(&mut t.harness);
        gamedp::i18n::set_language(lang);
        let ruled_out = gamedp::i18n::guess_number::tr().ruled_out;
        assert_eq!(painted(&t, ruled_out), 0, "{lang:?}: nothing ruled out yet");
        guess_number_button(&mut t, 7);
        t.harness.run_steps(3);
        let (lo, hi) = guess(t.harness.state())
            .view()
            .play_view
            .game
            .as_ref()
            .unwrap()
            .interval();
        gamedp::i18n::set_language(lang);
        // every number outside lo..=hi but the guessed 7 (which shows its answer)
        let out = (1..=10)
            .filter(|&x| x != 7 && !(lo..=hi).contains(&x))
            .count();
        assert!(out > 0, "{lang:?}: 7 rules some numbers out");
        assert_eq!(painted(&t, ruled_out), out, "{lang:?}: ({lo}, {hi})");
        let problems: Vec<String> = crate::registry::legibility_problems(&t)
            .into_iter()
            .filter(|p| !p.contains("main picture"))
            .collect();
        assert!(problems.is_empty(), "{lang:?}: {problems:?}");
    }
}
