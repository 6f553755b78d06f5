//! The Cat and Mouse tab driven through the real app: edit the graph by clicking and dragging,
//! undo and redo, paste lists, solve, click a heatmap cell, step the optimal game and the solving
//! order, compare solvers, play a move, export, and the same in Chinese.
#![cfg(feature = "gui")]

use crate::common;

use std::path::PathBuf;

use common::{app_with, click_at, settle, wait_until, write_file};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gamedp::app::GamedpApp;
use gamedp::games::cat_mouse::{Outcome, Position, Turn};
use gamedp::i18n::Language;
use gamedp::ui::cat_mouse::{CatMousePane, CatMouseTab};
use gamedp::ui::framework::ExportKind;
use gamedp::ui::framework::GameTab as _;
use gamedp::ui::framework::file_actions::DialogAnswer;

fn saves(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("saves")
        .join(name)
}

fn cm(app: &GamedpApp) -> &CatMouseTab {
    app.tab::<CatMouseTab>().expect("cat and mouse tab")
}

fn cm_mut(app: &mut GamedpApp) -> &mut CatMouseTab {
    app.tab_mut::<CatMouseTab>().expect("cat and mouse tab")
}

fn solved(app: &GamedpApp) -> bool {
    cm(app).is_solved()
}

fn open(name: &str, lang: Language) -> common::TestApp {
    let mut t = app_with(Some(saves(name)), lang);
    wait_until(&mut t.harness, 30, "solve", solved);
    settle(&mut t.harness);
    t
}

/// The unit-box point farthest from every node and edge of the draft (an empty spot).
fn empty_spot(tab: &CatMouseTab) -> [f32; 2] {
    let d = tab.draft();
    let seg = |p: [f32; 2], a: [f32; 2], b: [f32; 2]| -> f32 {
        let (abx, aby) = (b[0] - a[0], b[1] - a[1]);
        let len2 = abx * abx + aby * aby;
        let t = if len2 > 0.0 {
            (((p[0] - a[0]) * abx + (p[1] - a[1]) * aby) / len2).clamp(0.0, 1.0)
        } else {
            0.0
        };
        let (x, y) = (a[0] + abx * t - p[0], a[1] + aby * t - p[1]);
        (x * x + y * y).sqrt()
    };
    let mut best = ([0.5, 0.5], -1.0f32);
    for i in 1..20 {
        for j in 1..20 {
            let p = [i as f32 / 20.0, j as f32 / 20.0];
            let mut m = f32::MAX;
            for q in &d.pos {
                m = m.min(((p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2)).sqrt());
            }
            for (u, v) in d.edges() {
                m = m.min(seg(p, d.pos[u as usize], d.pos[v as usize]));
            }
            if m > best.1 {
                best = (p, m);
            }
        }
    }
    best.0
}

/// Screen position of node `k` on the editing canvas.
fn node_on_editor(tab: &CatMouseTab, k: usize) -> egui::Pos2 {
    tab.view()
        .canvas
        .screen_pos(tab.draft().pos[k])
        .expect("editor drawn")
}

/// Press at `from`, move in steps to `to`, release.
fn drag(h: &mut Harness<'static, GamedpApp>, from: egui::Pos2, to: egui::Pos2) {
    h.hover_at(from);
    h.step();
    h.drag_at(from);
    h.step();
    for k in 1..=6 {
        let p = from + (to - from) * (k as f32 / 6.0);
        h.hover_at(p);
        h.step();
    }
    h.drop_at(to);
    h.step();
    h.step();
}

/// A secondary (right) click at `pos`.
fn right_click_at(h: &mut Harness<'static, GamedpApp>, pos: egui::Pos2) {
    h.hover_at(pos);
    h.step();
    for pressed in [true, false] {
        h.event(egui::Event::PointerButton {
            pos,
            button: egui::PointerButton::Secondary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
        h.step();
    }
    h.step();
}

/// True if some widget has exactly this label (the status bar may repeat a message).
fn has_label(h: &Harness<'static, GamedpApp>, text: &str) -> bool {
    h.query_all_by_label(text).next().is_some()
}

/// True if some widget's label contains `text`.
fn has_label_containing(h: &Harness<'static, GamedpApp>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

fn to_view(t: &mut common::TestApp, label: &str) {
    t.harness.get_by_label(label).click();
    settle(&mut t.harness);
}

#[test]
fn a_saved_graph_opens_with_its_positions_and_is_solved() {
    let t = open("cat-mouse-leetcode-example-1.json", Language::English);
    let tab = cm(t.harness.state());
    let sol = &tab.current().unwrap().solution;
    assert_eq!(sol.start_outcome(), Outcome::Draw);
    // positions come from the file, not from a new layout
    let text = std::fs::read_to_string(saves("cat-mouse-leetcode-example-1.json")).unwrap();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let x0 = v["positions"][0][0].as_f64().unwrap() as f32;
    assert!((tab.draft().pos[0][0] - x0).abs() < 1e-6);
    // the result panel and the heatmap titles are shown
    assert!(has_label_containing(
        &t.harness,
        "Neither side can force a win"
    ));
    assert!(has_label(&t.harness, "Mouse to move"));
    assert!(has_label(&t.harness, "Cat to move"));
    assert!(t.harness.state().window_title().contains("Cat and Mouse"));
    // game() gives the graph and its positions back for saving
    match tab.game() {
        gamedp::scenario::Game::CatMouse(gamedp::games::cat_mouse::Setup { graph, positions }) => {
            assert_eq!(graph.n(), 6);
            assert_eq!(positions.unwrap().len(), 6);
        }
        other => panic!("unexpected {other:?}"),
    }
}

#[test]
fn a_node_added_beside_the_central_square_lands_under_the_pointer() {
    let mut t = open("cat-mouse-leetcode-example-2.json", Language::English);
    to_view(&mut t, "Edit graph");
    settle(&mut t.harness);
    // the canvas is wider than tall: left of the unit square there is room
    let spot = [-0.12, 0.5];
    let p = cm(t.harness.state())
        .view()
        .canvas
        .screen_pos(spot)
        .unwrap();
    click_at(&mut t.harness, p);
    let d = cm(t.harness.state()).draft().clone();
    assert_eq!(d.n(), 5);
    // (before: clamped to the square's edge, 0.12 of its side away)
    assert!(
        (d.pos[4][0] - spot[0]).abs() < 0.005 && (d.pos[4][1] - spot[1]).abs() < 0.005,
        "added at {:?}, clicked at {spot:?}",
        d.pos[4]
    );
}

#[test]
fn edit_by_clicking_and_dragging_with_undo_and_redo() {
    let mut t = open("cat-mouse-leetcode-example-2.json", Language::English);
    to_view(&mut t, "Edit graph");
    assert_eq!(cm(t.harness.state()).view().pane, CatMousePane::Edit);
    assert_eq!(cm(t.harness.state()).draft().n(), 4);

    // click on empty canvas: node 4
    let spot = empty_spot(cm(t.harness.state()));
    let p = cm(t.harness.state())
        .view()
        .canvas
        .screen_pos(spot)
        .unwrap();
    click_at(&mut t.harness, p);
    let d = cm(t.harness.state()).draft().clone();
    assert_eq!(d.n(), 5);
    assert!((d.pos[4][0] - spot[0]).abs() < 0.02 && (d.pos[4][1] - spot[1]).abs() < 0.02);
    assert!(has_label(&t.harness, "Added node 4."));

    // click node 4, then node 2: edge 2-4
    let (a, b) = (
        node_on_editor(cm(t.harness.state()), 4),
        node_on_editor(cm(t.harness.state()), 2),
    );
    click_at(&mut t.harness, a);
    assert!(cm(t.harness.state()).view().canvas.selected.is_some());
    click_at(&mut t.harness, b);
    assert!(cm(t.harness.state()).draft().has_edge(4, 2));
    // clicking both again removes it
    click_at(&mut t.harness, a);
    click_at(&mut t.harness, b);
    assert!(!cm(t.harness.state()).draft().has_edge(4, 2));

    // drag node 4 onto node 3: edge 3-4, node 4 stays where it was
    let before = cm(t.harness.state()).draft().pos[4];
    let (a, c) = (
        node_on_editor(cm(t.harness.state()), 4),
        node_on_editor(cm(t.harness.state()), 3),
    );
    drag(&mut t.harness, a, c);
    let d = cm(t.harness.state()).draft().clone();
    assert!(d.has_edge(3, 4), "{:?}", d.adj);
    assert_eq!(d.pos[4], before);

    // drag node 4 to another empty spot: it moves
    let spot2 = empty_spot(cm(t.harness.state()));
    let to = cm(t.harness.state())
        .view()
        .canvas
        .screen_pos(spot2)
        .unwrap();
    drag(&mut t.harness, a, to);
    let moved = cm(t.harness.state()).draft().pos[4];
    assert!((moved[0] - spot2[0]).abs() < 0.02 && (moved[1] - spot2[1]).abs() < 0.02);
    assert!(cm(t.harness.state()).draft().has_edge(3, 4));

    // undo the move, then the edge; redo the edge
    t.harness
        .key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    settle(&mut t.harness);
    assert_eq!(cm(t.harness.state()).draft().pos[4], before);
    t.harness
        .key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    settle(&mut t.harness);
    assert!(!cm(t.harness.state()).draft().has_edge(3, 4));
    t.harness
        .key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
    settle(&mut t.harness);
    assert!(cm(t.harness.state()).draft().has_edge(3, 4));

    // select node 3 and press Delete: node 4 becomes node 3, keeping its edges but the one to 3
    let p3 = node_on_editor(cm(t.harness.state()), 3);
    click_at(&mut t.harness, p3);
    t.harness.key_press(egui::Key::Delete);
    settle(&mut t.harness);
    let d = cm(t.harness.state()).draft().clone();
    assert_eq!(d.n(), 4);
    assert!(has_label(
        &t.harness,
        "Removed node 3; node 4 is now node 3."
    ));
    // the graph is still valid (node 2 kept its edge to 0? no: 2's only neighbour was 3)
    // so the editor shows why it cannot be solved, naming node 2
    assert!(cm(t.harness.state()).invalid().is_some());
    assert!(
        t.harness
            .query_by_label_contains("node 2 (the cat's start)")
            .is_some()
    );
    // the Undo button brings node 3 back
    t.harness.get_by_label("↶ Undo").click();
    settle(&mut t.harness);
    assert_eq!(cm(t.harness.state()).draft().n(), 5);
    assert!(cm(t.harness.state()).invalid().is_none());

    // right-click an edge: its menu removes it
    let d = cm(t.harness.state()).draft().clone();
    let (p2, p3) = (d.pos[2], d.pos[3]);
    let mid = [(p2[0] + p3[0]) / 2.0, (p2[1] + p3[1]) / 2.0];
    let at = cm(t.harness.state()).view().canvas.screen_pos(mid).unwrap();
    right_click_at(&mut t.harness, at);
    t.harness.get_by_label("Remove edge 2–3").click();
    settle(&mut t.harness);
    assert!(!cm(t.harness.state()).draft().has_edge(2, 3));
}

#[test]
fn an_invalid_draft_is_kept_not_solved_and_not_saved() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(saves("cat-mouse-leetcode-example-2.json")).unwrap();
    let path = write_file(&dir, "lc2.json", &text);
    let mut t = app_with(Some(path.clone()), Language::English);
    wait_until(&mut t.harness, 30, "solve", solved);
    to_view(&mut t, "Edit graph");
    // remove edge 2-3: node 2 has no neighbour, the draft is invalid
    {
        let tab = cm_mut(t.harness.state_mut());
        tab.apply(gamedp::ui::kit::graph_editor::GraphAction::RemoveEdge(2, 3));
    }
    settle(&mut t.harness);
    let tab = cm(t.harness.state());
    assert_eq!(tab.draft().n(), 4);
    assert!(!tab.draft().has_edge(2, 3));
    assert!(tab.invalid().is_some());
    assert!(!tab.is_solved());
    assert!(tab.save_blocker().is_some());
    assert!(
        t.harness
            .query_by_label_contains("Not a valid graph yet: node 2 (the cat's start)")
            .is_some()
    );
    // the document counts as changed; saving is refused with the reason, the file is untouched
    assert!(t.harness.state().window_title().starts_with('●'));
    let idx = t
        .harness
        .state()
        .tab_index(gamedp::games::GameKind::CatMouse)
        .unwrap();
    t.harness.state_mut().save(idx, false);
    settle(&mut t.harness);
    assert!(t.harness.state().modal.is_some());
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
    // what would be saved meanwhile is the last valid graph
    match cm(t.harness.state()).game() {
        gamedp::scenario::Game::CatMouse(gamedp::games::cat_mouse::Setup { graph, .. }) => {
            assert!(graph.has_edge(2, 3))
        }
        other => panic!("unexpected {other:?}"),
    }
}

#[test]
fn paste_a_leetcode_list_and_an_edge_list_and_copy_back() {
    let mut t = open("cat-mouse-leetcode-example-2.json", Language::English);
    // the box shows the open graph
    {
        use egui_kittest::kittest::NodeT as _;
        let shown = t
            .harness
            .get_by_label("Graph text:")
            .accesskit_node()
            .value();
        assert_eq!(shown.as_deref(), Some("[[1,3],[0],[3],[0,2]]"));
    }
    t.harness.get_by_label("Graph text:").focus();
    settle(&mut t.harness);
    t.harness
        .key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    t.harness
        .get_by_label("Graph text:")
        .type_text("[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]");
    settle(&mut t.harness);
    common::click_in_view(&mut t.harness, "Use as LeetCode list");
    settle(&mut t.harness);
    assert_eq!(
        cm(t.harness.state()).draft().adj,
        vec![
            vec![2, 5],
            vec![3],
            vec![0, 4, 5],
            vec![1, 4, 5],
            vec![2, 3],
            vec![0, 2, 3]
        ]
    );
    wait_until(&mut t.harness, 30, "solve", solved);
    assert_eq!(
        cm(t.harness.state())
            .current()
            .unwrap()
            .solution
            .start_outcome(),
        Outcome::Draw
    );
    // bad text: a message with line and column, the graph is unchanged
    cm_mut(t.harness.state_mut()).view_mut().editor.paste_text = "[[1],[0,".into();
    settle(&mut t.harness);
    common::click_in_view(&mut t.harness, "Use as LeetCode list");
    settle(&mut t.harness);
    assert!(has_label_containing(&t.harness, "line 1, column"));
    assert_eq!(cm(t.harness.state()).draft().n(), 6);
    // an edge list
    cm_mut(t.harness.state_mut()).view_mut().editor.paste_text = "0 1\n1 2\n2 3\n3 0\n".into();
    settle(&mut t.harness);
    t.harness.get_by_label("Use as edge list").click();
    settle(&mut t.harness);
    assert_eq!(
        cm(t.harness.state()).draft().adj,
        vec![vec![1, 3], vec![0, 2], vec![1, 3], vec![0, 2]]
    );
    // copy back in both forms
    t.harness.get_by_label("Copy as LeetCode list").click();
    settle(&mut t.harness);
    assert_eq!(
        cm(t.harness.state()).view().editor.paste_text,
        "[[1,3],[0,2],[1,3],[0,2]]"
    );
    t.harness.get_by_label("Copy as edge list").click();
    settle(&mut t.harness);
    assert_eq!(
        cm(t.harness.state()).view().editor.paste_text,
        "0 1\n0 3\n1 2\n2 3\n"
    );
    // undo goes back to the pasted LeetCode graph
    t.harness.get_by_label("↶ Undo").click();
    settle(&mut t.harness);
    assert_eq!(cm(t.harness.state()).draft().n(), 6);
}

#[test]
fn clicking_a_heatmap_cell_puts_the_tokens_there() {
    let mut t = open("cat-mouse-leetcode-example-1.json", Language::English);
    assert_eq!(cm(t.harness.state()).view().pane, CatMousePane::Solution);
    let center = cm(t.harness.state())
        .view()
        .solution_view
        .heat
        .cat
        .cell_center(3, 4)
        .expect("heatmap drawn");
    click_at(&mut t.harness, center);
    let view = &cm(t.harness.state()).view().solution_view;
    assert_eq!(view.start, Position::new(3, 4, Turn::Cat));
    assert_eq!(view.current(), Position::new(3, 4, Turn::Cat));
    assert!(has_label_containing(
        &t.harness,
        "Optimal game from mouse 3, cat 4, cat to move"
    ));
    // column 0 (the cat in the hole) is not a position
    let center = cm(t.harness.state())
        .view()
        .solution_view
        .heat
        .mouse
        .cell_center(2, 0)
        .unwrap();
    click_at(&mut t.harness, center);
    assert_eq!(
        cm(t.harness.state()).view().solution_view.start,
        Position::new(3, 4, Turn::Cat)
    );
    t.harness.get_by_label("Back to the start position").click();
    settle(&mut t.harness);
    assert_eq!(
        cm(t.harness.state()).view().solution_view.start,
        Position::START
    );
}

#[test]
fn step_the_optimal_game_and_the_solving_order() {
    let mut t = open("cat-mouse-naive-bound-a.json", Language::English);
    for _ in 0..3 {
        t.harness.get_by_label("→").click();
        settle(&mut t.harness);
    }
    let view = &cm(t.harness.state()).view().solution_view;
    assert_eq!(view.stepper.step, 3);
    assert_eq!(view.line().len(), 22, "the mouse wins in 21 moves");
    let line = view.line().to_vec();
    assert_eq!(view.current(), line[3]);
    assert!(has_label_containing(&t.harness, "Move 3: the "));
    t.harness.get_by_label("←").click();
    settle(&mut t.harness);
    assert_eq!(
        cm(t.harness.state()).view().solution_view.current(),
        line[2]
    );
    t.harness.get_by_label("→|").click();
    settle(&mut t.harness);
    assert_eq!(cm(t.harness.state()).view().solution_view.stepper.step, 21);
    assert!(has_label_containing(
        &t.harness,
        "The mouse reached the hole: the mouse wins."
    ));

    // the solving order: the first positions decided are terminal ones
    to_view(&mut t, "Solving order");
    for _ in 0..2 {
        t.harness.get_by_label("→").click();
        settle(&mut t.harness);
    }
    let app = t.harness.state();
    let tab = cm(app);
    let solved = tab.current().unwrap();
    assert_eq!(tab.view().order_view.stepper.step, 2);
    let p = tab.view().order_view.current(solved).unwrap();
    assert!(p.terminal_outcome().is_some(), "{p:?}");
    assert!(has_label_containing(
        &t.harness,
        "2 of 180 decisions shown (180 positions in all"
    ));
}

#[test]
fn compare_solvers_shows_that_2n_turns_are_too_few() {
    let mut t = open("cat-mouse-naive-bound-a.json", Language::English);
    to_view(&mut t, "Compare solvers");
    wait_until(&mut t.harness, 60, "comparison", |app| {
        cm(app).view().compare.result.is_some()
    });
    settle(&mut t.harness);
    let result = cm(t.harness.state())
        .view()
        .compare
        .result
        .as_ref()
        .unwrap();
    let safe = result.safe.as_ref().unwrap();
    let naive = result.other.as_ref().unwrap();
    assert_eq!(
        (safe.bound, safe.start, safe.disagreements),
        (180, Outcome::MouseWin, 0)
    );
    assert_eq!((naive.bound, naive.start), (20, Outcome::Draw));
    assert!(naive.disagreements > 0);
    assert!(has_label(&t.harness, "Wrong answer from the start"));
    assert!(has_label_containing(
        &t.harness,
        "a game of 20 or more moves is cut off"
    ));
    // a custom bound: 21 turns still cut the 21-move game off, 22 are enough from the start
    t.harness.get_by_label("Custom").click();
    settle(&mut t.harness);
    for (bound, start) in [(21, Outcome::Draw), (22, Outcome::MouseWin)] {
        cm_mut(t.harness.state_mut()).view_mut().compare.custom = bound;
        wait_until(&mut t.harness, 60, "comparison", |app| {
            cm(app)
                .view()
                .compare
                .result
                .as_ref()
                .is_some_and(|r| r.other.as_ref().is_ok_and(|o| o.bound == bound))
        });
        let result = cm(t.harness.state())
            .view()
            .compare
            .result
            .as_ref()
            .unwrap();
        assert_eq!(result.other.as_ref().unwrap().start, start, "bound {bound}");
    }
}

#[test]
fn play_a_move_against_the_computer_with_a_hint() {
    let mut t = open("cat-mouse-naive-bound-a.json", Language::English);
    to_view(&mut t, "Play");
    assert!(cm(t.harness.state()).view().play.users_turn());
    t.harness.get_by_label("Hint").click();
    settle(&mut t.harness);
    assert!(has_label_containing(&t.harness, "Hint: move to"));
    // click the best node on the board
    let (best, at) = {
        let tab = cm(t.harness.state());
        let sol = &tab.current().unwrap().solution;
        let best = sol.best_move(Position::START).unwrap().to;
        let at = tab
            .view()
            .play
            .canvas
            .screen_pos(tab.draft().pos[best as usize])
            .unwrap();
        (best, at)
    };
    click_at(&mut t.harness, at);
    let game = cm(t.harness.state()).view().play.game.clone().unwrap();
    assert_eq!(game.history.len(), 2);
    assert_eq!(game.history[1].mouse, best);
    assert!(has_label_containing(
        &t.harness,
        "the outcome stays: mouse wins"
    ));
    // the computer (the cat) answers
    wait_until(&mut t.harness, 10, "computer move", |app| {
        cm(app)
            .view()
            .play
            .game
            .as_ref()
            .is_some_and(|g| g.history.len() == 3)
    });
    assert!(cm(t.harness.state()).view().play.users_turn());
    // a move by button, then take both back
    let to = {
        let tab = cm(t.harness.state());
        let sol = &tab.current().unwrap().solution;
        let g = tab.view().play.game.as_ref().unwrap();
        g.pos.legal_moves(sol.graph()).next().unwrap()
    };
    t.harness.get_by_label(&format!("Move to {to}")).click();
    settle(&mut t.harness);
    assert_eq!(
        cm(t.harness.state())
            .view()
            .play
            .game
            .as_ref()
            .unwrap()
            .history
            .len(),
        4
    );
}

#[test]
fn exports_write_a_picture_a_table_and_the_solved_scenario() {
    let mut t = open("cat-mouse-leetcode-example-1.json", Language::English);
    let dir = tempfile::tempdir().unwrap();
    for (kind, name) in [
        (ExportKind::PicturePng, "graph.png"),
        (ExportKind::TableCsv, "table.csv"),
        (ExportKind::SolvedJsonWithTable, "solved.json"),
        (ExportKind::HeatmapPng, "heat.png"),
    ] {
        let path = dir.path().join(name);
        t.dialogs.answer(DialogAnswer::Picked(path.clone()));
        t.harness.state_mut().export(kind);
        let p = path.clone();
        wait_until(&mut t.harness, 20, "export", move |_| p.exists());
    }
    let img = image::open(dir.path().join("graph.png")).unwrap();
    assert_eq!((img.width(), img.height()), (1024, 1024));
    let csv = std::fs::read_to_string(dir.path().join("table.csv")).unwrap();
    assert_eq!(csv.lines().count(), 1 + 2 * 6 * 5);
    let solved = std::fs::read_to_string(dir.path().join("solved.json")).unwrap();
    let v: serde_json::Value = serde_json::from_str(&solved).unwrap();
    assert_eq!(v["solution"]["outcome"], "draw");
    assert_eq!(v["positions"].as_array().unwrap().len(), 6);
    assert!(v["solution"]["table"]["mouse_to_move"].is_array());
    assert!(v["title"].is_string());
}

#[test]
fn the_tab_in_chinese() {
    let mut t = open("cat-mouse-leetcode-example-2.json", Language::Chinese);
    assert!(has_label(&t.harness, "老鼠必胜"));
    assert!(has_label(&t.harness, "轮到老鼠"));
    // edit: a click adds a node, Ctrl+Z removes it again
    to_view(&mut t, "编辑图");
    let spot = empty_spot(cm(t.harness.state()));
    let p = cm(t.harness.state())
        .view()
        .canvas
        .screen_pos(spot)
        .unwrap();
    click_at(&mut t.harness, p);
    assert_eq!(cm(t.harness.state()).draft().n(), 5);
    assert!(has_label(&t.harness, "已添加结点 4。"));
    // node 4 is isolated: still a valid graph (only nodes 1 and 2 need neighbours)
    assert!(cm(t.harness.state()).invalid().is_none());
    t.harness
        .key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    settle(&mut t.harness);
    assert_eq!(cm(t.harness.state()).draft().n(), 4);
    // the other views open in Chinese
    wait_until(&mut t.harness, 30, "solve", solved);
    to_view(&mut t, "最优对局与结果表");
    t.harness.get_by_label("→").click();
    settle(&mut t.harness);
    assert!(has_label_containing(&t.harness, "第 1 步：老鼠从 1 走到 0"));
    to_view(&mut t, "求解顺序");
    assert!(has_label_containing(&t.harness, "已显示 0 / "));
    to_view(&mut t, "比较求解方法");
    wait_until(&mut t.harness, 60, "comparison", |app| {
        cm(app).view().compare.result.is_some()
    });
    settle(&mut t.harness);
    assert!(t.harness.query_by_label("逆向分析（默认）").is_some());
    to_view(&mut t, "对战");
    t.harness.get_by_label("走到 0").click();
    settle(&mut t.harness);
    assert!(has_label(&t.harness, "老鼠到达洞口：老鼠获胜。"));
    assert!(has_label(&t.harness, "你赢了"));
}

#[test]
fn the_layout_of_a_big_graph_opened_without_positions_is_not_an_edit() {
    // a ring of 400 nodes (over INLINE_LAYOUT_MAX_NODES) with irregular chords (a circle is
    // not already its layout), no positions
    let n = 400usize;
    let mut graph: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut link = |a: usize, b: usize| {
        if a != b && !graph[a].contains(&b) {
            graph[a].push(b);
            graph[b].push(a);
        }
    };
    for k in 0..n {
        link(k, (k + 1) % n);
        link(k, (k * k + 7) % n);
    }
    let text = serde_json::json!({"game": "cat_mouse", "graph": graph}).to_string();
    let dir = tempfile::tempdir().unwrap();
    let file = write_file(&dir, "ring.json", &text);
    let mut t = common::app_in(Some(file), Language::English, dir);
    // what the tab shows until the layout is ready
    let circle = gamedp::games::cat_mouse::circle_layout(n);
    wait_until(&mut t.harness, 60, "layout", |app| {
        cm(app).busy().is_none() && cm(app).draft().pos != circle
    });
    settle(&mut t.harness);
    let app = t.harness.state();
    let idx = app.tab_index(gamedp::games::GameKind::CatMouse).unwrap();
    assert!(!app.docs[idx].is_dirty());
    assert!(!cm(app).can_undo());
    assert!(!app.window_title().contains('●'));
    // moving a node is an edit: now the positions are the user's
    let mut moved = cm(app).draft().clone();
    moved.pos[5] = [0.5, 0.5];
    cm_mut(t.harness.state_mut()).set_draft(moved);
    settle(&mut t.harness);
    assert!(t.harness.state().docs[idx].is_dirty());
    assert!(cm(t.harness.state()).can_undo());
}

/// What the lesson walk (`tests/it/ui_lessons.rs`) checks of a step on this tab.
impl crate::ui_lessons::StepShown for gamedp::games::cat_mouse::Setup {
    fn check(
        app: &gamedp::app::GamedpApp,
        step: &gamedp::lessons::Step,
        view: Option<&str>,
        at: &str,
    ) {
        use gamedp::lessons::Turn;
        use gamedp::ui::cat_mouse::{CatMousePane, CatMouseTab};
        let v = app.tab::<CatMouseTab>().unwrap().view();
        let pane = match view {
            Some("edit") => CatMousePane::Edit,
            Some("order") => CatMousePane::Order,
            Some("compare") => CatMousePane::Compare,
            Some("play") => CatMousePane::Play,
            _ => CatMousePane::Solution,
        };
        assert_eq!(v.pane, pane, "{at}: the pane");
        if let Some(p) = step.position {
            let start = v.solution_view.start;
            assert_eq!(
                (start.mouse as usize, start.cat as usize),
                (p.mouse, p.cat),
                "{at}: the position"
            );
            let cat = start.turn == gamedp::games::cat_mouse::Turn::Cat;
            assert_eq!(cat, p.turn == Turn::Cat, "{at}: whose turn");
        }
    }
}

/// File › New gives a clean slate to draw on: the three nodes every game needs and the one edge
/// that makes a valid game, in the editor, not yet changed (it used to bring the example back).
#[test]
fn file_new_gives_a_bare_graph_to_draw_on() {
    let mut t = open("cat-mouse-leetcode-example-1.json", Language::English);
    t.harness
        .key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    settle(&mut t.harness);
    wait_until(&mut t.harness, 30, "solve", solved);
    let tab = cm(t.harness.state());
    assert_eq!(tab.draft().adj, vec![vec![], vec![2u32], vec![1]]);
    assert_eq!(tab.view().pane, CatMousePane::Edit);
    assert!(tab.invalid().is_none());
    let app = t.harness.state();
    assert!(!app.docs[app.active].is_dirty());
    assert!(app.window_title().starts_with("Untitled"));
    // the mouse's only move is onto the cat
    assert!(t.harness.query_by_label("The cat wins").is_some());
}

/// A graph drawn in a corner of its unit box, or flat on a wide canvas, fills the canvas
/// (issue 24: a 10-node graph was a 130-pixel blob on the projector): the bounding box of the
/// nodes meets the canvas's margin on one axis and is centred on the other, keeping the aspect.
#[test]
fn a_graph_fills_its_canvas_keeping_its_aspect() {
    use gamedp::ui::kit::graph_editor::CanvasTransform;
    let rect = egui::Rect::from_min_size(egui::pos2(100.0, 50.0), egui::vec2(800.0, 250.0));
    let corner = [[0.4, 0.4], [0.6, 0.45], [0.5, 0.6]];
    let t = CanvasTransform::filling(rect, 10.0, &corner);
    let pts: Vec<egui::Pos2> = corner.iter().map(|&p| t.to_screen(p)).collect();
    let (top, bottom) = (pts[0].y, pts[2].y);
    assert!(
        (top - 60.0).abs() < 0.01 && (bottom - 290.0).abs() < 0.01,
        "{pts:?}"
    );
    // the same scale on both axes, centred across
    let sx = (pts[1].x - pts[0].x) / 0.2;
    let sy = (bottom - top) / 0.2;
    assert!((sx - sy).abs() < 0.01, "{sx} {sy}");
    let mid = (pts[0].x + pts[1].x) / 2.0;
    assert!((mid - rect.center().x).abs() < 0.01, "{mid}");
    // round trip, and a single node keeps the plain transform
    let back = t.to_unit(pts[1]);
    assert!((back[0] - 0.6).abs() < 1e-4 && (back[1] - 0.45).abs() < 1e-4);
    assert_eq!(
        CanvasTransform::filling(rect, 10.0, &[[0.3, 0.3]]),
        CanvasTransform::new(rect, 10.0)
    );
}

/// A game that ends after one move is worded for one ("lasts 1 move", not "1 move(s)"), and a
/// longer one says its moves in the plural, in the result panel.
#[test]
fn the_length_of_the_game_is_worded_for_one_and_for_more() {
    let dir = tempfile::tempdir().unwrap();
    // the mouse (node 1) is next to the hole: it walks in with its first move
    let one = r#"{"version": 1, "game": "cat_mouse", "graph": [[1, 2], [0, 2], [0, 1]]}"#;
    let path = write_file(&dir, "one.json", one);
    let mut t = app_with(Some(path), Language::English);
    wait_until(&mut t.harness, 30, "solve", solved);
    settle(&mut t.harness);
    let shows = |h: &Harness<'static, GamedpApp>, s: &str| {
        h.query_all_by_label_contains(s).next().is_some()
    };
    assert!(shows(
        &t.harness,
        "With perfect play from the start, the game lasts 1 move."
    ));
    assert!(!shows(&t.harness, "move(s)"));
    let mut t = app_with(
        Some(saves("cat-mouse-naive-bound-a.json")),
        Language::English,
    );
    wait_until(&mut t.harness, 30, "solve", solved);
    settle(&mut t.harness);
    let d = cm(t.harness.state())
        .solved()
        .and_then(|s| s.solution.start_moves_to_end())
        .expect("the game ends");
    assert!(d > 1, "{d}");
    assert!(shows(
        &t.harness,
        &format!("the game lasts {d} moves (plies).")
    ));
}

/// Issue 24 (a teacher at a projector): in the optimal game the move just made is
/// unmistakable: an arrow in the mover's colour (the mouse's sky blue, the cat's reddish
/// purple; never an outcome's hue) runs on the graph from the node the mover left to the one it
/// reached, and the caption names the step, the mover and the move beside the same arrow; at
/// the start of the line there is no arrow.
#[test]
fn the_optimal_game_shows_the_move_just_made_as_an_arrow_in_the_movers_colour() {
    use gamedp::ui::kit::palette;
    let mut t = open("cat-mouse-naive-bound-a.json", Language::English);
    let arrows = |t: &common::TestApp| -> Vec<(egui::Color32, [egui::Pos2; 2])> {
        fn walk(s: &egui::Shape, out: &mut Vec<(egui::Color32, [egui::Pos2; 2])>) {
            match s {
                egui::Shape::Vec(v) => v.iter().for_each(|s| walk(s, out)),
                egui::Shape::LineSegment { points, stroke }
                    if [palette::MOUSE_PATH, palette::CAT_PATH].contains(&stroke.color)
                        && stroke.width >= 3.0 =>
                {
                    out.push((stroke.color, *points))
                }
                _ => {}
            }
        }
        let mut out = Vec::new();
        for clipped in &t.harness.output().shapes {
            walk(&clipped.shape, &mut out);
        }
        out
    };
    assert!(arrows(&t).is_empty(), "no move yet: {:?}", arrows(&t));
    let line = cm(t.harness.state()).view().solution_view.line().to_vec();
    for step in 1..=3 {
        t.harness.get_by_label("→").click();
        settle(&mut t.harness);
        let (prev, cur) = (line[step - 1], line[step]);
        let (color, from, to, who) = match prev.turn {
            Turn::Mouse => (palette::MOUSE_PATH, prev.mouse, cur.mouse, "mouse"),
            Turn::Cat => (palette::CAT_PATH, prev.cat, cur.cat, "cat"),
        };
        let caption = format!("Move {step}: the {who} goes {from} → {to}.");
        assert!(has_label_containing(&t.harness, &caption), "{caption}");
        let tab = cm(t.harness.state());
        let canvas = &tab.view().solution_view.canvas;
        let at = |k: u32| canvas.screen_pos(tab.draft().pos[k as usize]).unwrap();
        let (a, b) = (at(from), at(to));
        let found = arrows(&t);
        assert!(
            found.iter().all(|(c, _)| *c == color),
            "step {step}: only the {who}'s colour: {found:?}"
        );
        let on_graph = found.iter().any(|(_, [p, q])| {
            let dir = (b - a).normalized();
            (*p - a).length() <= canvas.radius() + 8.0
                && (*q - *p).normalized().dot(dir) > 0.99
                && (*q - b).length() < (*p - b).length()
        });
        assert!(
            on_graph,
            "step {step}: an arrow from node {from} {a:?} to node {to} {b:?}: {found:?}"
        );
    }
}

/// Issue 24: Play in presentation mode after a move, in English and Chinese: at 1366 × 768 the
/// controls' column beside the graph still reads (no text under 18 px, nothing cut off or
/// overlapping), the graph still covers half the central area, the legend is in view and the
/// feedback line stands whole above it (also with the hint shown); at 1024 × 768 (controls above
/// the graph) the move buttons share one row and the feedback is in view.
#[test]
fn play_on_a_projector_reads_after_a_move() {
    for (lang, view, mv, legend, said, hint) in [
        (
            Language::English,
            "Play",
            "Move to 3",
            "mouse",
            "You moved to 3",
            "Hint",
        ),
        (
            Language::Chinese,
            "对战",
            "走到 3",
            "老鼠",
            "你走到了 3",
            "提示",
        ),
    ] {
        for size in [egui::vec2(1366.0, 768.0), egui::vec2(1024.0, 768.0)] {
            let what = format!("{lang:?} {}x{}", size.x, size.y);
            let mut t = open("cat-mouse-leetcode-example-1.json", lang);
            let ctx = t.harness.ctx.clone();
            t.harness.state_mut().set_presentation(&ctx, true);
            t.harness.set_size(size);
            settle(&mut t.harness);
            to_view(&mut t, view);
            t.harness.get_by_label(mv).click();
            settle(&mut t.harness);
            // the computer answers after a short pause
            for _ in 0..30 {
                std::thread::sleep(std::time::Duration::from_millis(50));
                t.harness.run_steps(2);
            }
            settle(&mut t.harness);
            // (at 1024 × 768 the lines above the graph take some of its room after a move:
            // its share is checked before the move, by the legibility test)
            let problems: Vec<String> = crate::registry::layout_problems(&t)
                .into_iter()
                .chain(crate::registry::legibility_problems(&t))
                .filter(|p| size.x >= 1366.0 || !p.contains("main picture"))
                .collect();
            assert!(problems.is_empty(), "{what}: {problems:#?}");
            let screen = t.harness.ctx.content_rect();
            // the move buttons on one row (above the graph; the column is narrower)
            let rows: Vec<f32> = t
                .harness
                .query_all_by_label_contains(mv.trim_end_matches('3'))
                .map(|n| n.rect().center().y)
                .collect();
            assert!(rows.len() >= 2, "{what}: the move buttons {rows:?}");
            if size.x < 1366.0 {
                assert!(
                    rows.iter().all(|y| (y - rows[0]).abs() < 4.0),
                    "{what}: the move buttons wrap: {rows:?}"
                );
                let fb = t
                    .harness
                    .query_all_by_label_contains(said)
                    .next()
                    .unwrap_or_else(|| panic!("{what}: the feedback"))
                    .rect();
                assert!(screen.contains_rect(fb), "{what}: the feedback {fb:?}");
                continue;
            }
            // the hint adds its line: the feedback still stands whole above the legend
            t.harness.get_by_label(hint).click();
            settle(&mut t.harness);
            let key = t
                .harness
                .query_all_by_label(legend)
                .map(|n| n.rect())
                .find(|r| r.min.x > screen.width() * 0.6)
                .unwrap_or_else(|| panic!("{what}: the legend in the column"));
            assert!(
                screen.contains_rect(key),
                "{what}: the legend {key:?} in view"
            );
            // every line of the column is inside it (none pushed past its bottom)
            let app = t.harness.state();
            let column = app
                .layout
                .iter()
                .find(|r| r.name == "cm_play_controls")
                .map(|r| r.rect)
                .unwrap_or_else(|| panic!("{what}: the controls beside the graph"));
            assert!(
                column.expand(1.0).contains_rect(key),
                "{what}: the legend {key:?} inside the column {column:?}"
            );
            let fb = t
                .harness
                .query_all_by_label_contains(said)
                .next()
                .unwrap_or_else(|| panic!("{what}: the feedback"))
                .rect();
            assert!(
                column.expand(1.0).contains_rect(fb) && fb.bottom() <= key.top(),
                "{what}: the feedback {fb:?} whole above the legend {key:?}"
            );
        }
    }
}

/// Trial 3: a position picked in the outcome tables is said on screen (in presentation mode
/// too), and loading another graph (Compare solvers › Load counterexample A) starts the optimal
/// game from the game's start again, not from the old pick.
#[test]
fn a_picked_start_is_said_and_goes_when_the_graph_changes() {
    let mut t = open("cat-mouse-leetcode-example-1.json", Language::English);
    let center = cm(t.harness.state())
        .view()
        .solution_view
        .heat
        .cat
        .cell_center(3, 4)
        .expect("heatmap drawn");
    click_at(&mut t.harness, center);
    let said = "From the position you picked: mouse 3, cat 4, cat to move";
    assert!(has_label_containing(&t.harness, said));
    let ctx = t.harness.ctx.clone();
    t.harness.state_mut().set_presentation(&ctx, true);
    t.harness.set_size(egui::vec2(1366.0, 768.0));
    settle(&mut t.harness);
    assert!(has_label_containing(&t.harness, said), "presentation mode");
    cm_mut(t.harness.state_mut()).use_preset("naive_bound_a");
    settle(&mut t.harness);
    wait_until(&mut t.harness, 30, "solve", solved);
    settle(&mut t.harness);
    let view = &cm(t.harness.state()).view().solution_view;
    assert_eq!(view.start, Position::START);
    assert_eq!(view.current(), Position::START);
    assert!(!has_label_containing(&t.harness, "you picked"));
}

/// Trial 3: in presentation mode the outcome tables say in view (not only on hover) which axis
/// is whose and what the numbers are, in English and Chinese.
#[test]
fn the_outcome_tables_name_their_axes_on_a_projector() {
    for (lang, key) in [
        (Language::English, "↓ mouse · → cat"),
        (Language::Chinese, "↓ 老鼠 · → 猫"),
    ] {
        let mut t = open("cat-mouse-leetcode-example-1.json", lang);
        let ctx = t.harness.ctx.clone();
        t.harness.state_mut().set_presentation(&ctx, true);
        t.harness.set_size(egui::vec2(1366.0, 768.0));
        settle(&mut t.harness);
        let node = t
            .harness
            .query_all_by_label_contains(key)
            .next()
            .unwrap_or_else(|| panic!("{lang:?}: the axes key"));
        assert!(
            t.harness
                .query_all_by_label_contains(if lang == Language::English {
                    "numbers: moves to the end"
                } else {
                    "数字：到结束的步数"
                })
                .next()
                .is_some(),
            "{lang:?}: what the numbers are"
        );
        assert!(
            t.harness.ctx.content_rect().contains_rect(node.rect()),
            "{lang:?}: the axes key in view"
        );
        let problems = crate::registry::legibility_problems(&t);
        assert!(problems.is_empty(), "{lang:?}: {problems:#?}");
    }
}

/// Issue 24: in presentation mode the two outcome tables' titles stand side by side beside the
/// graph at 1366 × 768 and 1920 × 1080; the titles and the axes' key never run into each other
/// ("…→ caCat to move"): the key goes to the legend where it does not fit beside a title.
#[test]
fn the_outcome_tables_titles_never_run_into_each_other_on_a_projector() {
    for (lang, titles, key) in [
        (
            Language::English,
            ["Mouse to move", "Cat to move"],
            "↓ mouse · → cat",
        ),
        (Language::Chinese, ["轮到老鼠", "轮到猫"], "↓ 老鼠 · → 猫"),
    ] {
        for size in [egui::vec2(1366.0, 768.0), egui::vec2(1920.0, 1080.0)] {
            let what = format!("{lang:?} {}x{}", size.x, size.y);
            let mut t = open("cat-mouse-leetcode-example-1.json", lang);
            let ctx = t.harness.ctx.clone();
            t.harness.state_mut().set_presentation(&ctx, true);
            t.harness.set_size(size);
            settle(&mut t.harness);
            let rects: Vec<(String, egui::Rect)> = titles
                .iter()
                .chain([&key])
                .flat_map(|text| {
                    t.harness
                        .query_all_by_label(text)
                        .map(|n| (text.to_string(), n.rect()))
                        .collect::<Vec<_>>()
                })
                .collect();
            for title in titles {
                assert!(
                    rects.iter().any(|(s, _)| s == title),
                    "{what}: no title {title:?}"
                );
            }
            assert!(
                rects.iter().any(|(s, _)| s == key),
                "{what}: the axes' key {key:?} is gone"
            );
            for (i, (a, ra)) in rects.iter().enumerate() {
                for (b, rb) in &rects[i + 1..] {
                    assert!(
                        !ra.shrink(0.5).intersects(rb.shrink(0.5)),
                        "{what}: {a:?} {ra:?} runs into {b:?} {rb:?}"
                    );
                }
            }
        }
    }
}

/// Issue 24: the tokens covered node numbers (the quiz's explanation hid every node). A
/// badge lies outside its own node's circle and, where there is room, outside every other
/// node's circle and the other badge.
#[test]
fn token_badges_never_cover_a_node() {
    let radius = 12.0;
    let r = 16.0;
    // a crowded graph: a ring of six nodes three radii apart, and a node in the middle
    let mut centres: Vec<egui::Pos2> = (0..6)
        .map(|k| {
            let a = k as f32 * std::f32::consts::TAU / 6.0;
            egui::pos2(200.0 + 60.0 * a.cos(), 200.0 + 60.0 * a.sin())
        })
        .collect();
    centres.push(egui::pos2(200.0, 200.0));
    for node in 0..centres.len() {
        let cat = centres[node]
            + gamedp::ui::cat_mouse::board::badge_offset(&centres, node, radius, r, -0.8, &[]);
        let mouse = centres[node]
            + gamedp::ui::cat_mouse::board::badge_offset(&centres, node, radius, r, -2.4, &[cat]);
        for b in [cat, mouse] {
            assert!(
                b.distance(centres[node]) >= radius + r,
                "node {node}: {b:?}"
            );
        }
        // the outer nodes have room outside the ring
        if node < 6 {
            for (i, c) in centres.iter().enumerate() {
                for b in [cat, mouse] {
                    assert!(
                        b.distance(*c) >= radius + r - 0.5,
                        "node {node}, {i}: {b:?}"
                    );
                }
            }
            assert!(cat.distance(mouse) >= 2.0 * r - 0.5, "node {node}");
        }
    }
}

/// After the game is over nobody is to move: the "Now:" line says so instead of "…, cat to
/// move" (issue 23), in English and Chinese.
#[test]
fn an_ended_game_names_no_player_to_move() {
    for (lang, over) in [
        (Language::English, "game over"),
        (Language::Chinese, "对局结束"),
    ] {
        let mut t = open("cat-mouse-naive-bound-a.json", lang);
        t.harness.state_mut().show_view("play");
        settle(&mut t.harness);
        for _ in 0..200 {
            let (over_now, users, best) = {
                let tab = cm(t.harness.state());
                let play = &tab.view().play;
                let g = play.game.as_ref().unwrap();
                let sol = &tab.current().unwrap().solution;
                let best = (!g.is_over()).then(|| sol.best_move(g.pos).map(|m| m.to));
                (g.is_over(), play.users_turn(), best.flatten())
            };
            if over_now {
                break;
            }
            if users {
                let to = best.expect("a move");
                gamedp::i18n::set_language(lang);
                let label =
                    gamedp::i18n::fill(gamedp::i18n::cat_mouse::tr().play_move_to, &[("to", &to)]);
                t.harness.get_by_label(&label).click();
            }
            t.harness.step();
            settle(&mut t.harness);
        }
        let g = cm(t.harness.state()).view().play.game.clone().unwrap();
        assert!(g.is_over(), "{lang:?}: the game ends");
        assert!(
            t.harness.query_by_label_contains(over).is_some(),
            "{lang:?}: no line says {over:?}"
        );
        gamedp::i18n::set_language(lang);
        let cm_t = gamedp::i18n::cat_mouse::tr();
        for who in [cm_t.mouse, cm_t.cat] {
            let stale = gamedp::i18n::fill(
                cm_t.position,
                &[("m", &g.pos.mouse), ("c", &g.pos.cat), ("who", &who)],
            );
            assert!(
                t.harness.query_by_label_contains(&stale).is_none(),
                "{lang:?}: {stale:?} after the game is over"
            );
        }
    }
}

/// Issue 24: in presentation mode, Compare solvers' chart after loading counterexample A, with
/// the notes open and the side panel open or folded, at 1024 × 740 and 1366 × 740 in English
/// and Chinese: every text drawn in the chart is whole (inside its clip rectangle, not cut at
/// the top, bottom or right edge), no two texts overlap, and the punchline "Wrong answer from
/// the start" is drawn.
#[test]
fn the_presentation_compare_chart_cuts_and_overlaps_no_text() {
    use gamedp::ui::kit::layout::PICTURE;
    fn walk(
        shape: &egui::Shape,
        clip: egui::Rect,
        out: &mut Vec<(String, egui::Rect, egui::Rect)>,
    ) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, clip, out)),
            egui::Shape::Text(text) if !text.galley.text().trim().is_empty() => {
                for row in &text.galley.rows {
                    let rect = row.rect().translate(text.pos.to_vec2());
                    out.push((text.galley.text().to_string(), rect, clip));
                }
            }
            _ => {}
        }
    }
    let mut failures = Vec::new();
    for lang in [Language::English, Language::Chinese] {
        for width in [1024.0, 1366.0] {
            for side_open in [false, true] {
                let mut t = open("cat-mouse-naive-bound-a.json", lang);
                gamedp::i18n::set_language(lang);
                let ctx = t.harness.ctx.clone();
                t.harness.state_mut().set_presentation(&ctx, true);
                t.harness.set_size(egui::vec2(width, 740.0));
                settle(&mut t.harness);
                gamedp::i18n::set_language(lang);
                to_view(&mut t, gamedp::i18n::cat_mouse::tr().view_compare);
                t.harness
                    .get_by_label(gamedp::i18n::tr().scenario_notes)
                    .click();
                if side_open {
                    t.harness
                        .get_by_label(gamedp::i18n::tr().side_unfold)
                        .click();
                }
                wait_until(&mut t.harness, 60, "comparison", |app| {
                    cm(app).view().compare.result.is_some()
                });
                settle(&mut t.harness);
                gamedp::i18n::set_language(lang);
                let what = format!("{lang:?} {width} side open: {side_open}");
                let app = t.harness.state();
                let Some(picture) = app.layout.iter().find(|r| r.name == PICTURE) else {
                    failures.push(format!("{what}: no chart"));
                    continue;
                };
                let picture = picture.rect;
                let output = t.harness.output();
                let mut texts = Vec::new();
                for clipped in &output.shapes {
                    walk(&clipped.shape, clipped.clip_rect, &mut texts);
                }
                let texts: Vec<_> = texts
                    .into_iter()
                    .filter(|(_, r, clip)| r.intersects(picture) && r.intersects(*clip))
                    .collect();
                for (words, rect, clip) in &texts {
                    if !clip.expand(0.5).contains_rect(*rect) {
                        failures.push(format!("{what}: {words:?} at {rect:?} is cut by {clip:?}"));
                    }
                }
                for (i, (a, ra, _)) in texts.iter().enumerate() {
                    for (b, rb, _) in &texts[i + 1..] {
                        if ra.shrink(1.0).intersects(rb.shrink(1.0)) {
                            failures.push(format!("{what}: {a:?} {ra:?} overlaps {b:?} {rb:?}"));
                        }
                    }
                }
                let punchline = gamedp::i18n::cat_mouse::tr().cmp_wrong;
                if !texts.iter().any(|(w, _, _)| w == punchline) {
                    failures.push(format!("{what}: no whole {punchline:?}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Issue 24: no edge is drawn over a node's caption ("hole", "cat start", "mouse start"): in
/// presentation mode at 1366 × 740 and 1024 × 740, in English and Chinese, in every view, each
/// caption has an opaque backing drawn after every edge segment that crosses its text.
#[test]
fn no_edge_runs_through_a_node_caption_on_a_projector() {
    fn flat<'a>(shape: &'a egui::Shape, out: &mut Vec<&'a egui::Shape>) {
        if let egui::Shape::Vec(v) = shape {
            for s in v {
                flat(s, out);
            }
        } else {
            out.push(shape);
        }
    }
    fn crosses(seg: [egui::Pos2; 2], rect: egui::Rect) -> bool {
        (0..=64).any(|k| rect.contains(seg[0].lerp(seg[1], k as f32 / 64.0)))
    }
    let mut failures = Vec::new();
    let mut captions_seen = 0;
    for lang in [Language::English, Language::Chinese] {
        let mut t = open("cat-mouse-leetcode-example-1.json", lang);
        let ctx = t.harness.ctx.clone();
        t.harness.state_mut().set_presentation(&ctx, true);
        let tr = gamedp::i18n::cat_mouse::tr();
        let names = [tr.role_hole, tr.role_mouse_start, tr.role_cat_start];
        for size in [egui::vec2(1366.0, 740.0), egui::vec2(1024.0, 740.0)] {
            t.harness.set_size(size);
            settle(&mut t.harness);
            for pane in crate::registry::panes(gamedp::games::GameKind::CatMouse) {
                if let Some(node) = t.harness.query_all_by_label(pane).next() {
                    node.click();
                }
                t.harness.run_steps(4);
                let output = t.harness.output();
                let mut shapes = Vec::new();
                for c in &output.shapes {
                    flat(&c.shape, &mut shapes);
                }
                for (i, s) in shapes.iter().enumerate() {
                    let egui::Shape::Text(text) = s else { continue };
                    if !names.contains(&text.galley.job.text.as_str()) {
                        continue;
                    }
                    captions_seen += 1;
                    let rect = text.galley.rect.translate(text.pos.to_vec2()).shrink(1.0);
                    // the last opaque rectangle under the text that covers it
                    let backing = shapes[..i].iter().rposition(|b| {
                        matches!(b, egui::Shape::Rect(r)
                            if r.fill.a() == 255 && r.rect.contains_rect(rect))
                    });
                    for (j, e) in shapes[..i].iter().enumerate() {
                        if backing.is_some_and(|b| j < b) {
                            continue;
                        }
                        if let egui::Shape::LineSegment { points, .. } = e
                            && crosses(*points, rect)
                        {
                            failures.push(format!(
                                "{lang:?} {size:?} {pane}: an edge {points:?} crosses {:?}",
                                text.galley.job.text
                            ));
                        }
                    }
                }
            }
        }
    }
    assert!(captions_seen >= 8, "only {captions_seen} captions drawn");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Brief p23 item 3 (t1 problem 8): on a projector the graph editor's gestures are not a tip on
/// hover ("How to edit (hover here)", seen by nobody in the room) but a "How to edit" toggle
/// that shows them as text under the graph; English and Chinese.
#[test]
fn the_editing_gestures_show_as_text_on_a_projector() {
    for (lang, view, toggle, gesture) in [
        (
            Language::English,
            "Edit graph",
            "How to edit",
            "click two nodes",
        ),
        (Language::Chinese, "编辑图", "编辑方法", "依次点击两个结点"),
    ] {
        let mut t = open("cat-mouse-leetcode-example-1.json", lang);
        let ctx = t.harness.ctx.clone();
        t.harness.state_mut().set_presentation(&ctx, true);
        t.harness.set_size(egui::vec2(1366.0, 768.0));
        settle(&mut t.harness);
        to_view(&mut t, view);
        assert!(
            !has_label_containing(&t.harness, gesture),
            "{lang:?}: the gestures are shut at first"
        );
        to_view(&mut t, toggle);
        assert!(
            has_label_containing(&t.harness, gesture),
            "{lang:?}: {toggle:?} shows the gestures"
        );
        to_view(&mut t, toggle);
        assert!(!has_label_containing(&t.harness, gesture), "{lang:?}");
    }
}
