//! The Cat and Mouse II tab driven through the real app: open an example and read the result in
//! English and Chinese, paint walls by clicking and dragging with undo, move tokens, presets,
//! paste (good and bad), an invalid draft, the outcome map's cat cell and inspector, the optimal
//! game, the table export, and the layout at two window sizes.
#![cfg(feature = "gui")]

use crate::common;
use common::shows;

use common::{app_with, click_at, example, settle, wait_until};
use egui_kittest::Harness;
use egui_kittest::kittest::NodeT as _;
use egui_kittest::kittest::Queryable as _;
use gamedp::app::GamedpApp;
use gamedp::games::cat_mouse_ii::{Position, Turn, Value};
use gamedp::i18n::Language;
use gamedp::ui::cat_mouse_ii::{CatMouseIIPane, CatMouseIITab, Tool, value_text};
use gamedp::ui::framework::ExportKind;
use gamedp::ui::framework::GameTab as _;
use gamedp::ui::framework::file_actions::DialogAnswer;

fn tab(app: &GamedpApp) -> &CatMouseIITab {
    app.tab::<CatMouseIITab>().expect("cat and mouse II tab")
}

fn tab_mut(app: &mut GamedpApp) -> &mut CatMouseIITab {
    app.tab_mut::<CatMouseIITab>()
        .expect("cat and mouse II tab")
}

fn solved(app: &GamedpApp) -> bool {
    tab(app).is_solved()
}

fn rows(t: &common::TestApp) -> Vec<String> {
    tab(t.harness.state()).draft().rows.clone()
}

fn open(name: &str, lang: Language) -> common::TestApp {
    let mut t = app_with(example(name), lang);
    wait_until(&mut t.harness, 30, "solve", solved);
    settle(&mut t.harness);
    t
}

/// True if some widget's label contains `text`.
/// Click the widget labelled `label` and let the frames settle.
fn click_label(t: &mut common::TestApp, label: &str) {
    t.harness.get_by_label(label).click();
    settle(&mut t.harness);
}

/// Screen position of a cell of the editing board.
fn edit_cell(t: &common::TestApp, row: usize, col: usize) -> egui::Pos2 {
    tab(t.harness.state())
        .view()
        .edit
        .cell_center(row, col)
        .expect("the editing board is drawn")
}

/// Press at `from`, move through `path`, release at its end.
fn drag_through(h: &mut Harness<'static, GamedpApp>, from: egui::Pos2, path: &[egui::Pos2]) {
    h.hover_at(from);
    h.step();
    h.drag_at(from);
    h.step();
    let mut prev = from;
    for &p in path {
        for k in 1..=3 {
            let q = prev + (p - prev) * (k as f32 / 3.0);
            h.hover_at(q);
            h.step();
        }
        prev = p;
    }
    let end = *path.last().unwrap_or(&from);
    h.drop_at(end);
    h.step();
    h.step();
}

fn undo(t: &mut common::TestApp) {
    t.harness
        .key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    settle(&mut t.harness);
}

#[test]
fn the_example_opens_solved_with_its_result_in_english_and_chinese() {
    let t = open("cat-mouse-ii-leetcode-1.json", Language::English);
    let sol = &tab(t.harness.state()).current().unwrap().solution;
    assert!(sol.mouse_wins());
    assert_eq!(sol.start_value(), Value::MouseWins(5));
    assert!(shows(&t.harness, "The mouse wins"));
    assert!(shows(&t.harness, "LeetCode's answer: true"));
    assert!(shows(&t.harness, "reaches the food in 5 moves"));
    assert!(
        shows(&t.harness, "4,153 moves"),
        "the 1000-move rule is explained"
    );
    assert!(shows(&t.harness, "Mouse to move") && shows(&t.harness, "Cat to move"));
    assert_eq!(tab(t.harness.state()).view().pane, CatMouseIIPane::Outcomes);

    let t = open("cat-mouse-ii-leetcode-1.json", Language::Chinese);
    assert!(shows(&t.harness, "老鼠获胜"));
    assert!(shows(&t.harness, "LeetCode 的答案：是"));
    assert!(shows(&t.harness, "老鼠用 5 步到达食物"));
    assert!(shows(&t.harness, "老鼠走") && shows(&t.harness, "猫走"));

    let t = open("cat-mouse-ii-long-game.json", Language::English);
    assert!(shows(&t.harness, "reaches the food in 53 moves"));
}

#[test]
fn paint_a_wall_by_clicking_and_a_drag_is_one_undo_step() {
    let mut t = open("cat-mouse-ii-leetcode-1.json", Language::English);
    click_label(&mut t, "Edit grid");
    let before = rows(&t);
    assert_eq!(tab(t.harness.state()).view().edit.tool, Tool::Wall);
    let p = edit_cell(&t, 2, 2);
    click_at(&mut t.harness, p);
    assert_eq!(rows(&t), vec!["####F", "#C...", "M.#.."]);
    // the edit is solved by itself: the result belongs to the painted grid
    wait_until(&mut t.harness, 30, "solve after the edit", solved);
    let sol = &tab(t.harness.state()).current().unwrap().solution;
    assert_eq!(sol.grid().to_rows(), rows(&t));
    undo(&mut t);
    assert_eq!(rows(&t), before);

    // a drag along row 2 paints three walls; one undo takes them all back
    let (a, b, c) = (
        edit_cell(&t, 2, 1),
        edit_cell(&t, 2, 2),
        edit_cell(&t, 2, 3),
    );
    drag_through(&mut t.harness, a, &[b, c]);
    assert_eq!(rows(&t)[2], "M###.");
    undo(&mut t);
    assert_eq!(rows(&t), before, "one drag, one undo step");

    // painting floor over a wall, and a token keeps its cell under the wall tool's click
    click_label(&mut t, "Floor");
    let p = edit_cell(&t, 0, 0);
    click_at(&mut t.harness, p);
    assert_eq!(rows(&t)[0], ".###F");
}

#[test]
fn token_tools_move_tokens_and_a_token_can_be_dragged() {
    let mut t = open("cat-mouse-ii-leetcode-1.json", Language::English);
    // choosing a tool opens the editing board
    click_label(&mut t, "Cat");
    assert_eq!(tab(t.harness.state()).view().pane, CatMouseIIPane::Edit);
    let p = edit_cell(&t, 2, 4);
    click_at(&mut t.harness, p);
    assert_eq!(rows(&t), vec!["####F", "#....", "M...C"]);

    // drag the mouse (any tool) from (2, 0) to (1, 2)
    click_label(&mut t, "Wall");
    let (from, via, to) = (
        edit_cell(&t, 2, 0),
        edit_cell(&t, 1, 0),
        edit_cell(&t, 1, 2),
    );
    // (1, 0) is a wall: a dragged token passes over walls without changing them
    drag_through(&mut t.harness, from, &[via, to]);
    let now = rows(&t);
    assert_eq!(now, vec!["####F", "#.M..", "....C"]);
    assert!(tab(t.harness.state()).invalid().is_none());
    wait_until(&mut t.harness, 30, "solve after the move", solved);
    let sol = &tab(t.harness.state()).current().unwrap().solution;
    assert_eq!(sol.grid().to_rows(), now);
}

#[test]
fn presets_and_paste_good_and_bad() {
    let mut t = open("cat-mouse-ii-leetcode-1.json", Language::English);
    click_label(&mut t, "Long game (53 moves)");
    wait_until(&mut t.harness, 30, "solve the preset", solved);
    settle(&mut t.harness);
    assert_eq!(rows(&t)[0], "CM......");
    assert!(shows(&t.harness, "reaches the food in 53 moves"));
    click_label(&mut t, "LeetCode 3");
    wait_until(&mut t.harness, 30, "solve the preset", solved);
    settle(&mut t.harness);
    assert!(shows(&t.harness, "The cat wins"));
    assert!(shows(&t.harness, "LeetCode's answer: false"));

    // paste LeetCode's whole input: grid and jumps
    click_label(&mut t, "Paste or copy (LeetCode form)");
    tab_mut(t.harness.state_mut()).view_mut().paste_text =
        r#"grid = ["C...#","...#F","....#","M...."], catJump = 2, mouseJump = 5"#.into();
    click_label(&mut t, "Use pasted grid");
    let d = tab(t.harness.state()).draft().clone();
    assert_eq!(d.rows, vec!["C...#", "...#F", "....#", "M...."]);
    assert_eq!((d.cat_jump, d.mouse_jump), (2, 5));
    assert!(shows(&t.harness, "Used the pasted grid (4 × 5)"));

    // a bad paste says why and changes nothing
    let revision = tab(t.harness.state()).revision();
    tab_mut(t.harness.state_mut()).view_mut().paste_text = "CMF\nC..".into();
    click_label(&mut t, "Use pasted grid");
    assert!(shows(
        &t.harness,
        "Not used: a second cat (C) at row 1, column 0"
    ));
    assert_eq!(tab(t.harness.state()).draft(), &d);
    assert_eq!(tab(t.harness.state()).revision(), revision);

    // a random maze keeps the size and the jumps, and is a valid grid; undo brings the grid back
    tab_mut(t.harness.state_mut()).view_mut().paste_text =
        r#"grid = ["C...#","...#F","....#","M...."], catJump = 2, mouseJump = 5"#.into();
    click_label(&mut t, "Use pasted grid");
    assert!(shows(&t.harness, "Used the pasted grid (4 × 5)"));
    click_label(&mut t, "Random maze");
    // the note spoke of the pasted grid, which is no longer there
    assert!(!shows(&t.harness, "Used the pasted grid"));
    let maze = tab(t.harness.state()).draft().clone();
    assert_ne!(maze.rows, d.rows);
    assert_eq!((maze.rows.len(), maze.rows[0].len()), (4, 5));
    assert_eq!((maze.cat_jump, maze.mouse_jump), (2, 5));
    assert!(tab(t.harness.state()).invalid().is_none());
    undo(&mut t);
    assert_eq!(tab(t.harness.state()).draft(), &d);

    // copy writes LeetCode's form into the box
    click_label(&mut t, "Copy as LeetCode grid");
    assert_eq!(
        tab(t.harness.state()).view().paste_text,
        r##"["C...#","...#F","....#","M...."]"##
    );
}

#[test]
fn an_invalid_draft_is_kept_but_not_solved_or_saved() {
    let mut t = open("cat-mouse-ii-leetcode-1.json", Language::English);
    let setup = tab(t.harness.state()).setup().cloned().unwrap();
    // removing the bottom row takes the mouse with it
    tab_mut(t.harness.state_mut()).with_core(|_, core| {
        let smaller = core.content().row_removed();
        core.edit(smaller);
    });
    settle(&mut t.harness);
    let tb = tab(t.harness.state());
    assert_eq!(tb.draft().rows, vec!["####F", "#C..."]);
    assert!(tb.invalid().is_some() && tb.setup().is_none());
    assert!(!tb.is_solved());
    let blocker = tb.save_blocker().expect("saving is refused");
    assert!(blocker.contains("no mouse (M)"), "{blocker}");
    assert!(shows(
        &t.harness,
        "Not a valid grid yet: no mouse (M) on the grid"
    ));
    // what autosave keeps is the last valid setup
    match tb.game() {
        gamedp::scenario::Game::CatMouseII(s) => assert_eq!(s, setup),
        other => panic!("unexpected {other:?}"),
    }
    undo(&mut t);
    assert!(tab(t.harness.state()).invalid().is_none());
    wait_until(&mut t.harness, 30, "solve after undo", solved);
}

#[test]
fn the_outcome_map_picks_a_cat_cell_and_explains_a_position() {
    let mut t = open("cat-mouse-ii-leetcode-1.json", Language::English);
    assert!(shows(&t.harness, "Cat at (1, 1)"));
    let view = &tab(t.harness.state()).view().outcomes;
    let p = view
        .cell_center(Turn::Mouse, 2, 4)
        .expect("the board is drawn");
    click_at(&mut t.harness, p);
    let cat = tab(t.harness.state()).view().outcomes.cat;
    assert_eq!(cat, Some(2 * 5 + 4));
    assert!(shows(&t.harness, "Cat at (2, 4)"));

    // hovering the mouse's start on the cat-to-move board explains that position
    let p = tab(t.harness.state())
        .view()
        .outcomes
        .cell_center(Turn::Cat, 2, 0)
        .unwrap();
    t.harness.hover_at(p);
    settle(&mut t.harness);
    let inspected = tab(t.harness.state()).view().outcomes.inspected;
    let want = Position {
        mouse: 10,
        cat: 14,
        turn: Turn::Cat,
    };
    assert_eq!(inspected, Some(want));
    let value = tab(t.harness.state())
        .current()
        .unwrap()
        .solution
        .value(want)
        .unwrap();
    let head = format!(
        "Mouse at (2, 0), cat at (2, 4), cat to move: {}.",
        value_text(value)
    );
    assert!(shows(&t.harness, &head), "{head}");
    assert!(shows(&t.harness, "Moves (3)"), "stay, left, up");
}

#[test]
fn the_optimal_game_steps_to_the_food() {
    let mut t = open("cat-mouse-ii-long-game.json", Language::English);
    click_label(&mut t, "Optimal game");
    assert!(shows(&t.harness, "Move 0 of 53"));
    click_label(&mut t, "→");
    assert!(shows(&t.harness, "Move 1 of 53"));
    assert!(shows(&t.harness, "The mouse jumps from (0, 1) to (0, 2)."));
    click_label(&mut t, "→|");
    assert!(shows(&t.harness, "Move 53 of 53"));
    assert!(shows(&t.harness, "the mouse reaches the food"));
}

#[test]
fn the_table_exports_as_csv_and_the_solved_scenario_as_json() {
    let mut t = open("cat-mouse-ii-leetcode-1.json", Language::English);
    assert!(
        tab(t.harness.state())
            .exports()
            .contains(&ExportKind::TableCsv)
    );
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("table.csv");
    t.dialogs.answer(DialogAnswer::Picked(path.clone()));
    t.harness.state_mut().export(ExportKind::TableCsv);
    let p = path.clone();
    wait_until(&mut t.harness, 20, "export", move |_| p.exists());
    let csv = std::fs::read_to_string(&path).unwrap();
    // 9 floor cells besides the food: 9 · 8 placements, both players to move
    assert_eq!(csv.lines().count(), 1 + 2 * 9 * 8);
    assert!(csv.contains("\n2,0,1,1,mouse,mouse_win,5,mouse\n"));

    // the solved scenario with its tables comes from the app
    let path = dir.path().join("solved.json");
    t.dialogs.answer(DialogAnswer::Picked(path.clone()));
    t.harness
        .state_mut()
        .export(ExportKind::SolvedJsonWithTable);
    let p = path.clone();
    wait_until(&mut t.harness, 20, "export", move |_| p.exists());
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(v["game"], "cat_mouse_ii");
    assert_eq!(v["solution"]["mouse_wins"], true);
    // mouse on (2, 0) is cell 10, the cat on (1, 1) cell 6
    assert_eq!(
        v["solution"]["table"]["moves_to_end_mouse_to_move"][10][6],
        5
    );
}

#[test]
fn every_pane_fits_at_1024x768_and_1280x720() {
    for lang in [Language::English, Language::Chinese] {
        let mut t = open("cat-mouse-ii-long-game.json", lang);
        for size in [egui::vec2(1024.0, 768.0), egui::vec2(1280.0, 720.0)] {
            t.harness.set_size(size);
            for pane in [
                CatMouseIIPane::Edit,
                CatMouseIIPane::Outcomes,
                CatMouseIIPane::Game,
                CatMouseIIPane::Play,
                CatMouseIIPane::Order,
            ] {
                tab_mut(t.harness.state_mut()).view_mut().pane = pane;
                settle(&mut t.harness);
                let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, size);
                let view = tab(t.harness.state()).view();
                let corners: Vec<egui::Pos2> = match pane {
                    CatMouseIIPane::Edit => {
                        vec![
                            view.edit.cell_center(0, 0).unwrap(),
                            view.edit.cell_center(7, 7).unwrap(),
                        ]
                    }
                    CatMouseIIPane::Outcomes => [Turn::Mouse, Turn::Cat]
                        .into_iter()
                        .flat_map(|turn| {
                            [
                                view.outcomes.cell_center(turn, 0, 0).unwrap(),
                                view.outcomes.cell_center(turn, 7, 7).unwrap(),
                            ]
                        })
                        .collect(),
                    CatMouseIIPane::Game => vec![
                        view.replay.cell_center(0, 0).unwrap(),
                        view.replay.cell_center(7, 7).unwrap(),
                    ],
                    CatMouseIIPane::Play => vec![
                        view.play.cell_center(0, 0).unwrap(),
                        view.play.cell_center(7, 7).unwrap(),
                    ],
                    CatMouseIIPane::Order => [Turn::Mouse, Turn::Cat]
                        .into_iter()
                        .flat_map(|turn| {
                            [
                                view.order.cell_center(turn, 0, 0).unwrap(),
                                view.order.cell_center(turn, 7, 7).unwrap(),
                            ]
                        })
                        .collect(),
                };
                if pane == CatMouseIIPane::Outcomes {
                    let (mouse_end, cat_start) = (corners[1], corners[2]);
                    assert!(
                        mouse_end.x < cat_start.x || mouse_end.y < cat_start.y,
                        "the two boards do not overlap at {size:?}"
                    );
                }
                for c in corners {
                    assert!(
                        screen.contains(c),
                        "{pane:?} at {size:?}: {c:?} is on screen"
                    );
                }
                let app = t.harness.state();
                assert!(
                    !matches!(
                        app.status,
                        Some(gamedp::ui::framework::StatusMessage::Error(_))
                    ),
                    "{pane:?} at {size:?}: {:?}",
                    app.status
                );
            }
        }
    }
}

#[test]
fn the_solving_order_steps_through_the_decisions_in_english_and_chinese() {
    let cases = [
        (
            Language::English,
            "Solving order",
            "Step {k} of {n}",
            "The mouse can jump onto the food.",
            ["already decided as lost", "Every move of the"],
        ),
        (
            Language::Chinese,
            "求解顺序",
            "第 {k} 步，共 {n} 步",
            "老鼠可以跳到食物上。",
            ["已确定为", "的每一步都走到"],
        ),
    ];
    for (lang, view, progress, first_reason, later_reasons) in cases {
        let mut t = open("cat-mouse-ii-leetcode-1.json", lang);
        click_label(&mut t, view);
        assert_eq!(tab(t.harness.state()).view().pane, CatMouseIIPane::Order);
        let total = tab(t.harness.state())
            .current()
            .unwrap()
            .solution
            .decision_order()
            .expect("a small grid keeps its order")
            .len();
        let at = |k: usize| {
            progress
                .replace("{k}", &k.to_string())
                .replace("{n}", &total.to_string())
        };
        assert!(shows(&t.harness, &at(0)), "{}", at(0));
        assert!(!shows(&t.harness, first_reason));
        // the first decisions are the mouse's jumps onto the food
        click_label(&mut t, "→");
        assert!(shows(&t.harness, &at(1)), "{}", at(1));
        assert!(shows(&t.harness, first_reason));
        let first = tab(t.harness.state()).view().order.stepper.step;
        assert_eq!(first, 1);
        // the last decision is one of the longest games, decided from earlier ones
        click_label(&mut t, "→|");
        assert!(shows(&t.harness, &at(total)), "{}", at(total));
        assert!(!shows(&t.harness, first_reason));
        assert!(later_reasons.iter().any(|r| shows(&t.harness, r)));
        // a click on a board keeps the cat on that cell
        let p = tab(t.harness.state())
            .view()
            .order
            .cell_center(Turn::Mouse, 2, 4)
            .expect("the board is drawn");
        click_at(&mut t.harness, p);
        assert_eq!(tab(t.harness.state()).view().order.cat, Some(2 * 5 + 4));
    }
}

#[test]
fn play_against_the_computer_with_hints() {
    let mut t = open("cat-mouse-ii-leetcode-1.json", Language::English);
    click_label(&mut t, "Play");
    assert!(shows(&t.harness, "Your move (mouse)"));
    click_label(&mut t, "Hint");
    // follow the hints: the mouse wins in 5 moves, 3 of them the person's
    for _ in 0..3 {
        let tb = tab(t.harness.state());
        let sol = &tb.current().unwrap().solution;
        let (_, game) = tb.view().play.game.clone().expect("a game");
        let best = sol.best_move(game.position).expect("a move");
        let (r, c) = sol.grid().row_col(best.to);
        let hint = format!("Hint: to ({r}, {c})");
        assert!(shows(&t.harness, &hint), "{hint}");
        let p = tb.view().play.cell_center(r, c).unwrap();
        click_at(&mut t.harness, p);
        let (_, after) = tab(t.harness.state()).view().play.game.clone().unwrap();
        assert!(after.moves.len() > game.moves.len(), "the move was played");
        assert!(
            after.end.is_some() || after.moves.len() == game.moves.len() + 2,
            "the computer answered"
        );
    }
    assert!(shows(&t.harness, "You won: the mouse reaches the food."));
    // a click on a cell out of reach plays nothing
    click_label(&mut t, "New game");
    let p = tab(t.harness.state())
        .view()
        .play
        .cell_center(0, 4)
        .unwrap();
    click_at(&mut t.harness, p);
    let (_, game) = tab(t.harness.state()).view().play.game.clone().unwrap();
    assert!(game.moves.is_empty());
    // as the cat, the computer (the mouse) moves first
    click_label(&mut t, "Play as the cat");
    let (_, game) = tab(t.harness.state()).view().play.game.clone().unwrap();
    assert_eq!(game.moves.len(), 1);
    assert_eq!(game.turn(), Turn::Cat);
    assert!(shows(&t.harness, "Your move (cat)"));
}

#[test]
fn a_move_in_play_is_judged_against_the_best_in_english_and_chinese() {
    let cases = [
        (
            Language::English,
            "Play",
            "was a mistake",
            "was a best move",
            "New game",
            "({r}, {c})",
        ),
        (
            Language::Chinese,
            "对战",
            "是失误",
            "是最优走法",
            "新对局",
            "({r}, {c})",
        ),
    ];
    for (lang, view, mistake, best_text, new_game, cell_text) in cases {
        let mut t = open("cat-mouse-ii-leetcode-1.json", lang);
        click_label(&mut t, view);
        let (losing, best) = {
            let tb = tab(t.harness.state());
            let sol = &tb.current().unwrap().solution;
            let start = sol.start();
            let losing = sol
                .moves(start)
                .into_iter()
                .find(|m| matches!(m.value, Value::CatWins(_)))
                .expect("a losing first move");
            (losing, sol.best_move(start).unwrap())
        };
        let cell = |t: &common::TestApp, k: usize| {
            let (r, c) = (k / 5, k % 5);
            tab(t.harness.state())
                .view()
                .play
                .cell_center(r, c)
                .expect("the board is drawn")
        };
        let p = cell(&t, losing.to);
        click_at(&mut t.harness, p);
        assert!(shows(&t.harness, mistake), "{mistake}");
        let (r, c) = (best.to / 5, best.to % 5);
        let best_cell = cell_text
            .replace("{r}", &r.to_string())
            .replace("{c}", &c.to_string());
        assert!(shows(&t.harness, &best_cell), "{best_cell}");
        click_label(&mut t, new_game);
        assert!(!shows(&t.harness, mistake));
        let p = cell(&t, best.to);
        click_at(&mut t.harness, p);
        assert!(shows(&t.harness, best_text), "{best_text}");
    }
}

/// What the lesson walk (`tests/it/ui_lessons.rs`) checks of a step on this tab.
impl crate::ui_lessons::StepShown for gamedp::games::cat_mouse_ii::Setup {
    fn check(
        app: &gamedp::app::GamedpApp,
        _step: &gamedp::lessons::Step,
        view: Option<&str>,
        at: &str,
    ) {
        use gamedp::ui::cat_mouse_ii::{CatMouseIIPane, CatMouseIITab};
        let v = app.tab::<CatMouseIITab>().unwrap().view();
        let pane = match view {
            Some("edit") => CatMouseIIPane::Edit,
            Some("game") => CatMouseIIPane::Game,
            Some("play") => CatMouseIIPane::Play,
            Some("order") => CatMouseIIPane::Order,
            _ => CatMouseIIPane::Outcomes,
        };
        assert_eq!(v.pane, pane, "{at}: the pane");
    }
}

/// A touchpad tap presses and releases within one frame: it paints like a click.
#[test]
fn a_quick_tap_paints_a_cell() {
    let mut t = open("cat-mouse-ii-leetcode-1.json", Language::English);
    click_label(&mut t, "Edit grid");
    let p = edit_cell(&t, 2, 2);
    t.harness.hover_at(p);
    t.harness.step();
    // press and release within one frame (kittest's own queue gives each event a frame)
    for pressed in [true, false] {
        t.harness
            .input_mut()
            .events
            .push(egui::Event::PointerButton {
                pos: p,
                button: egui::PointerButton::Primary,
                pressed,
                modifiers: egui::Modifiers::NONE,
            });
    }
    t.harness.step();
    t.harness.step();
    assert_eq!(rows(&t), vec!["####F", "#C...", "M.#.."]);
    // one tap, one undo step
    undo(&mut t);
    assert_eq!(rows(&t), vec!["####F", "#C...", "M...."]);
}

/// Issue 24 (a teacher at a projector): on the outcome map the jump markers (the dots at the
/// end of the cat's rays, and of the hovered cell's mouse rays) and the rays themselves sit
/// beside the numbers in the cells, never on them, so both read; in presentation mode too.
#[test]
fn the_outcome_map_markers_sit_beside_the_numbers() {
    use gamedp::ui::kit::palette;
    for present in [false, true] {
        let mut t = open("cat-mouse-ii-leetcode-1.json", Language::English);
        if present {
            let ctx = t.harness.ctx.clone();
            t.harness.state_mut().set_presentation(&ctx, true);
            t.harness.set_size(egui::vec2(1366.0, 768.0));
            settle(&mut t.harness);
        }
        assert_eq!(tab(t.harness.state()).view().pane, CatMouseIIPane::Outcomes);
        // hover the mouse's start on the cat-to-move board: its rays show too
        let p = tab(t.harness.state())
            .view()
            .outcomes
            .cell_center(Turn::Cat, 2, 0)
            .unwrap();
        t.harness.hover_at(p);
        settle(&mut t.harness);
        let (mut numbers, mut dots, mut rays) = (Vec::new(), Vec::new(), Vec::new());
        // (on a projector both are drawn in the strong ray colour, issue 24)
        let visuals = t.harness.ctx.global_style().visuals.clone();
        let strong = |c: egui::Color32, p: egui::Color32| {
            present && c == gamedp::ui::cat_mouse_ii::ray_colour(&visuals, p)
        };
        let marker = |c: egui::Color32| {
            [palette::MOUSE_PATH, palette::CAT_PATH]
                .iter()
                .any(|p| c == p.gamma_multiply(0.8) || strong(c, *p))
        };
        let ray = |c: egui::Color32| {
            [palette::MOUSE_PATH, palette::CAT_PATH]
                .iter()
                .any(|p| c == p.gamma_multiply(0.6) || strong(c, *p))
        };
        fn walk(s: &egui::Shape, f: &mut dyn FnMut(&egui::Shape)) {
            if let egui::Shape::Vec(v) = s {
                for s in v {
                    walk(s, f);
                }
            } else {
                f(s);
            }
        }
        let output = t.harness.output();
        for clipped in &output.shapes {
            walk(&clipped.shape, &mut |s| match s {
                egui::Shape::Text(text)
                    if !text.galley.job.text.is_empty()
                        && text
                            .galley
                            .job
                            .text
                            .chars()
                            .all(|c| c.is_ascii_digit() || c == '∞') =>
                {
                    numbers.push((text.galley.job.text.clone(), s.visual_bounding_rect()));
                }
                egui::Shape::Circle(c) if marker(c.fill) => dots.push(s.visual_bounding_rect()),
                egui::Shape::LineSegment { points, stroke } if ray(stroke.color) => {
                    rays.push(*points)
                }
                _ => {}
            });
        }
        assert!(numbers.len() >= 10, "numbers drawn: {numbers:?}");
        assert!(
            dots.len() >= 3,
            "the cat's and the mouse's markers: {dots:?}"
        );
        assert_eq!(dots.len(), rays.len());
        for (text, number) in &numbers {
            for dot in &dots {
                assert!(
                    !dot.intersects(*number),
                    "present {present}: a marker {dot:?} on the number {text:?} at {number:?}"
                );
            }
            for [a, b] in &rays {
                let crosses = (0..=50).any(|k| number.contains(a.lerp(*b, k as f32 / 50.0)));
                assert!(
                    !crosses,
                    "present {present}: a ray {a:?}–{b:?} through the number {text:?} at {number:?}"
                );
            }
        }
    }
}

/// Trial 3: on a projector (presentation mode, 1366 × 768) the feedback on a move ("Your move
/// to (2, 2) was a best move…", "Last move: …") is body size, like the rest: no text under the
/// presentation minimum, in English and Chinese.
#[test]
fn play_feedback_reads_on_a_projector() {
    for (lang, view, best_text) in [
        (Language::English, "Play", "was a best move"),
        (Language::Chinese, "对战", "是最优走法"),
    ] {
        let mut t = open("cat-mouse-ii-leetcode-1.json", lang);
        let ctx = t.harness.ctx.clone();
        t.harness.state_mut().set_presentation(&ctx, true);
        t.harness.set_size(egui::vec2(1366.0, 768.0));
        settle(&mut t.harness);
        click_label(&mut t, view);
        let best = {
            let sol = &tab(t.harness.state()).current().unwrap().solution;
            sol.best_move(sol.start()).unwrap()
        };
        let p = tab(t.harness.state())
            .view()
            .play
            .cell_center(best.to / 5, best.to % 5)
            .expect("the board is drawn");
        click_at(&mut t.harness, p);
        settle(&mut t.harness);
        assert!(shows(&t.harness, best_text), "{lang:?}: {best_text}");
        let problems = crate::registry::legibility_problems(&t);
        assert!(problems.is_empty(), "{lang:?}: {problems:#?}");
    }
}

/// Every text the last frame drew: its words, where, its size and whether it was cut with "…".
fn drawn_texts(t: &common::TestApp) -> Vec<(String, egui::Rect, f32, bool)> {
    fn walk(shape: &egui::Shape, out: &mut Vec<(String, egui::Rect, f32, bool)>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
            egui::Shape::Text(text) => {
                let g = &text.galley;
                let size = g
                    .job
                    .sections
                    .first()
                    .map_or(0.0, |s| s.format.font_id.size);
                out.push((
                    g.text().to_string(),
                    g.rect.translate(text.pos.to_vec2()),
                    size,
                    g.elided,
                ));
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &t.harness.output().shapes {
        walk(&clipped.shape, &mut out);
    }
    out
}

/// Issue 24: in presentation mode the Optimal game's board has its row numbers at its left and
/// its column numbers above it (moves are written (row, column)), at least 18 px, and at
/// 1024 × 768 its list of moves cuts no move with "…", in English and Chinese.
#[test]
fn the_board_is_numbered_and_the_move_list_whole_on_a_projector() {
    for lang in [Language::English, Language::Chinese] {
        for size in [egui::vec2(1024.0, 768.0), egui::vec2(1366.0, 768.0)] {
            let what = format!("{lang:?} {}x{}", size.x, size.y);
            let mut t = open("cat-mouse-ii-leetcode-1.json", lang);
            let ctx = t.harness.ctx.clone();
            t.harness.state_mut().set_presentation(&ctx, true);
            t.harness.set_size(size);
            t.harness.state_mut().show_view("game");
            settle(&mut t.harness);
            let view = tab(t.harness.state()).view();
            let (rows, cols) = (3, 5);
            let at = |r, c| view.replay.cell_center(r, c).expect("the board is drawn");
            let cell = at(0, 1).x - at(0, 0).x;
            let texts = drawn_texts(&t);
            let numbered = |name: String, near: egui::Pos2, left: bool| {
                let found = texts.iter().any(|(s, rect, px, _)| {
                    *s == name
                        && *px >= 18.0
                        && if left {
                            (rect.center().y - near.y).abs() < cell / 3.0
                                && rect.right() < near.x - cell / 2.0
                        } else {
                            (rect.center().x - near.x).abs() < cell / 3.0
                                && rect.bottom() < near.y - cell / 2.0 + 4.0
                        }
                });
                assert!(found, "{what}: the number {name} beside {near:?}");
            };
            for r in 0..rows {
                numbered(r.to_string(), at(r, 0), true);
            }
            for c in 0..cols {
                numbered(c.to_string(), at(0, c), false);
            }
            let cut: Vec<&String> = texts
                .iter()
                .filter(|(s, _, _, elided)| *elided && (s.contains('→') || s.contains("start")))
                .map(|(s, ..)| s)
                .collect();
            assert!(cut.is_empty(), "{what}: moves cut with …: {cut:?}");
            let problems = crate::registry::layout_problems(&t);
            assert!(problems.is_empty(), "{what}: {problems:#?}");
        }
    }
}

/// Issue 24: with the timeline beside the board (presentation mode at 1366 × 768), the row of
/// step buttons does not repeat the step the timeline highlights: it broke that sentence after
/// its first word ("Move 0 of 5  The ⏎ start: the mouse moves first."). English and Chinese.
#[test]
fn the_step_is_told_once_beside_the_timeline() {
    for (lang, start) in [
        (Language::English, "The start: the mouse moves first."),
        (Language::Chinese, "开局：老鼠先走。"),
    ] {
        let mut t = open("cat-mouse-ii-leetcode-1.json", lang);
        let ctx = t.harness.ctx.clone();
        t.harness.state_mut().set_presentation(&ctx, true);
        t.harness.set_size(egui::vec2(1366.0, 768.0));
        t.harness.state_mut().show_view("game");
        settle(&mut t.harness);
        let told: Vec<String> = drawn_texts(&t)
            .into_iter()
            .map(|(s, ..)| s)
            .filter(|s| s.contains(start))
            .collect();
        assert_eq!(told.len(), 1, "{lang:?}: the start is told in {told:?}");
    }
}

/// Quiz mode: the presets get neutral names ("Grid A" …) in an order of their own, with no
/// tip and no highlight, so neither a name nor the place nor the highlight of the grid just
/// opened tells who wins (issue 23: "Example 7/8" kept their order and highlight).
#[test]
fn quiz_mode_presets_have_neutral_names_in_their_own_order() {
    use gamedp::ui::cat_mouse_ii::{PRESETS, QUIZ_ORDER, quiz_preset_name};
    for lang in [Language::English, Language::Chinese] {
        let mut t = open("cat-mouse-ii-leetcode-1.json", lang);
        let normal: Vec<String> = {
            let h = &t.harness;
            ["LeetCode 1", "LeetCode 5"]
                .iter()
                .filter(|l| shows(h, l))
                .map(|l| l.to_string())
                .collect()
        };
        assert_eq!(normal.len(), 2, "the normal names are shown first");
        tab_mut(t.harness.state_mut()).view_mut().quiz.on = true;
        settle(&mut t.harness);
        gamedp::i18n::set_language(lang);
        let t2 = gamedp::i18n::cat_mouse_ii::tr();
        for hidden in [
            "LeetCode 1",
            "LeetCode 5",
            gamedp::i18n::exam::without_aside(t2.preset_long),
            t2.preset_staying,
            t2.preset_guard,
        ] {
            assert!(
                !shows(&t.harness, hidden),
                "{lang:?}: {hidden:?} in Quiz mode"
            );
        }
        // a permutation, not the normal order, and not sorted by the answer
        let mut sorted = QUIZ_ORDER;
        sorted.sort();
        assert_eq!(sorted.to_vec(), (0..PRESETS.len()).collect::<Vec<_>>());
        assert!(QUIZ_ORDER.iter().enumerate().all(|(k, &i)| k != i));
        let wins: Vec<bool> = QUIZ_ORDER.iter().map(|&i| PRESETS[i].mouse_wins).collect();
        assert!(
            !wins.is_sorted() && !wins.iter().rev().is_sorted(),
            "{wins:?}"
        );
        for (k, &index) in QUIZ_ORDER.iter().enumerate() {
            let name = quiz_preset_name(k);
            let button = t.harness.get_by_label(&name);
            assert_ne!(
                button.accesskit_node().is_selected(),
                Some(true),
                "{name} is highlighted"
            );
            button.click();
            settle(&mut t.harness);
            assert_eq!(
                tab(t.harness.state()).draft(),
                &PRESETS[index].draft(),
                "{lang:?}: {name}"
            );
        }
        // the grid just opened is a preset, and no button says which
        gamedp::i18n::set_language(lang);
        for k in 0..QUIZ_ORDER.len() {
            let name = quiz_preset_name(k);
            let node = t.harness.get_by_label(&name);
            assert_ne!(node.accesskit_node().is_selected(), Some(true));
        }
    }
}

/// Issue 23: outside presentation mode too, the boards of the Edit and Optimal game views have
/// their row numbers at the left and column numbers above (smaller than on a projector), since
/// moves and questions name cells (row, col); at 1024 × 768 in English and Chinese.
#[test]
fn the_boards_are_numbered_in_normal_mode() {
    for lang in [Language::English, Language::Chinese] {
        for view_name in ["edit", "game"] {
            let what = format!("{lang:?} {view_name}");
            let mut t = open("cat-mouse-ii-leetcode-1.json", lang);
            t.harness.set_size(egui::vec2(1024.0, 768.0));
            t.harness.state_mut().show_view(view_name);
            settle(&mut t.harness);
            let view = tab(t.harness.state()).view();
            let at = |r: usize, c: usize| match view_name {
                "edit" => view.edit.cell_center(r, c).expect("the board is drawn"),
                _ => view.replay.cell_center(r, c).expect("the board is drawn"),
            };
            let cell = at(0, 1).x - at(0, 0).x;
            let texts = drawn_texts(&t);
            let numbered = |name: String, near: egui::Pos2, left: bool| {
                let found = texts.iter().any(|(s, rect, px, _)| {
                    *s == name
                        && (9.0..18.0).contains(px)
                        && if left {
                            (rect.center().y - near.y).abs() < cell / 3.0
                                && rect.right() < near.x - cell / 2.0
                        } else {
                            (rect.center().x - near.x).abs() < cell / 3.0
                                && rect.bottom() < near.y - cell / 2.0 + 4.0
                        }
                });
                assert!(found, "{what}: the number {name} beside {near:?}");
            };
            for r in 0..3 {
                numbered(r.to_string(), at(r, 0), true);
            }
            for c in 0..5 {
                numbered(c.to_string(), at(0, c), false);
            }
            let problems = crate::registry::layout_problems(&t);
            assert!(problems.is_empty(), "{what}: {problems:#?}");
        }
    }
}

/// Brief p23 item 4 (t1): Play's move buttons on a projector say a stay as "Stay at (0, 2)"
/// (it read "Move to (0, 2), staying put"), and no button says "staying put"; English and
/// Chinese (留在 …, not 走到 …（原地不动）).
#[test]
fn a_stay_is_said_as_a_stay() {
    for (lang, view, stay, moving) in [
        (Language::English, "Play", "Stay at (0, 2)", "Move to"),
        (Language::Chinese, "对战", "留在 (0, 2)", "走到"),
    ] {
        let mut t = open("cat-mouse-ii-staying-put.json", lang);
        let ctx = t.harness.ctx.clone();
        t.harness.state_mut().set_presentation(&ctx, true);
        t.harness.set_size(egui::vec2(1366.0, 768.0));
        settle(&mut t.harness);
        click_label(&mut t, view);
        let texts: Vec<String> = drawn_texts(&t).into_iter().map(|d| d.0).collect();
        assert!(texts.iter().any(|s| s == stay), "{lang:?}: {texts:?}");
        assert!(
            texts.iter().any(|s| s.starts_with(moving)),
            "{lang:?}: the other moves keep {moving:?}: {texts:?}"
        );
        // (the title says "staying put matters": only the buttons are read)
        let put = ["staying put", "原地不动"];
        assert!(
            !texts
                .iter()
                .filter(|s| s.starts_with(moving))
                .any(|s| put.iter().any(|p| s.contains(p))),
            "{lang:?}: {texts:?}"
        );
    }
}
