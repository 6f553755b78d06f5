//! The stone tab driven through the real app: edit, solve, inspect a cell, step the fill
//! order, replay the optimal line, play a game, undo.
#![cfg(feature = "gui")]

use crate::common;

use common::{app_with, click_at, example, settle, wait_until};
use egui_kittest::kittest::Queryable as _;
use gamedp::games::stone::{End, Player};
use gamedp::i18n::Language;
use gamedp::ui::stone::{StonePane, StoneTab};

fn stone(app: &gamedp::app::GamedpApp) -> &StoneTab {
    app.tab::<StoneTab>().expect("stone tab")
}

fn solved(app: &gamedp::app::GamedpApp) -> bool {
    stone(app).is_solved()
}

#[test]
fn default_example_is_solved_and_shown() {
    let mut t = app_with(None, Language::English);
    wait_until(&mut t.harness, 20, "solve", solved);
    settle(&mut t.harness);
    let o = stone(t.harness.state()).solved().unwrap().outcome;
    assert_eq!((o.first, o.second, o.difference), (11, 4, 7));
    assert!(
        t.harness
            .query_by_label("The first player wins by 7")
            .is_some()
    );
    assert!(t.harness.state().window_title().contains("Stone game"));
}

#[test]
fn paste_a_row_solve_and_undo() {
    let mut t = app_with(None, Language::English);
    wait_until(&mut t.harness, 20, "solve", solved);
    // the box shows the current row; select it to replace it
    common::edit_row(&mut t.harness, "piles = [1, 100, 3]");
    assert_eq!(stone(t.harness.state()).piles(), &[1, 100, 3]);
    wait_until(&mut t.harness, 20, "solve", solved);
    let o = stone(t.harness.state()).solved().unwrap().outcome;
    assert_eq!((o.first, o.second, o.difference), (4, 100, -96));
    // the edit marks the document unsaved
    assert!(t.harness.state().window_title().starts_with('●'));
    // bad text is refused with a message and changes nothing
    common::edit_row(&mut t.harness, "[1, x]");
    assert!(
        t.harness
            .query_by_label_contains("is not an integer")
            .is_some()
    );
    assert_eq!(stone(t.harness.state()).piles(), &[1, 100, 3]);
    // undo with the button brings the example back
    t.harness.get_by_label("↶ Undo").click();
    settle(&mut t.harness);
    assert_eq!(stone(t.harness.state()).piles(), &[3, 9, 1, 2]);
    t.harness.get_by_label("↷ Redo").click();
    settle(&mut t.harness);
    assert_eq!(stone(t.harness.state()).piles(), &[1, 100, 3]);
}

#[test]
fn insert_move_remove_piles_and_keyboard_undo() {
    let mut t = app_with(None, Language::English);
    wait_until(&mut t.harness, 20, "solve", solved);
    t.harness.get_by_label("#1").click();
    settle(&mut t.harness);
    t.harness.get_by_label("Insert after").click();
    settle(&mut t.harness);
    assert_eq!(stone(t.harness.state()).piles(), &[3, 9, 0, 1, 2]);
    t.harness.get_by_label("◀ Move").click();
    settle(&mut t.harness);
    assert_eq!(stone(t.harness.state()).piles(), &[3, 0, 9, 1, 2]);
    t.harness.get_by_label("Remove").click();
    settle(&mut t.harness);
    assert_eq!(stone(t.harness.state()).piles(), &[3, 9, 1, 2]);
    t.harness
        .key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    settle(&mut t.harness);
    assert_eq!(stone(t.harness.state()).piles(), &[3, 0, 9, 1, 2]);
    t.harness
        .key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
    settle(&mut t.harness);
    assert_eq!(stone(t.harness.state()).piles(), &[3, 9, 1, 2]);
}

#[test]
fn click_a_cell_and_read_its_recurrence() {
    let mut t = app_with(None, Language::English);
    wait_until(&mut t.harness, 20, "solve", solved);
    settle(&mut t.harness);
    let center = stone(t.harness.state())
        .view()
        .table_view
        .heatmap
        .cell_center(1, 3)
        .expect("heatmap drawn");
    click_at(&mut t.harness, center);
    assert_eq!(
        stone(t.harness.state()).view().table_view.selected,
        Some((1, 3))
    );
    assert!(
        t.harness
            .query_by_label_contains("dp[1][3].fir = max(9 + dp[2][3].sec, 2 + dp[1][2].sec)")
            .is_some()
    );
    assert!(
        t.harness
            .query_by_label_contains("= max(9 + 1, 2 + 1) = 10")
            .is_some()
    );
    // a diagonal cell explains the base case
    let center = stone(t.harness.state())
        .view()
        .table_view
        .heatmap
        .cell_center(2, 2)
        .unwrap();
    click_at(&mut t.harness, center);
    assert!(t.harness.query_by_label("Base case").is_some());
    // below the diagonal is not a cell
    let center = stone(t.harness.state())
        .view()
        .table_view
        .heatmap
        .cell_center(3, 0)
        .unwrap();
    click_at(&mut t.harness, center);
    assert_eq!(
        stone(t.harness.state()).view().table_view.selected,
        Some((2, 2))
    );
}

#[test]
fn step_the_fill_order() {
    let mut t = app_with(None, Language::English);
    wait_until(&mut t.harness, 20, "solve", solved);
    t.harness.get_by_label("Show the fill order").click();
    settle(&mut t.harness);
    for _ in 0..5 {
        t.harness.get_by_label("→").click();
        settle(&mut t.harness);
    }
    let view = &stone(t.harness.state()).view().table_view;
    assert_eq!(view.anim.stepper.step, 5);
    // diagonal order: 4 base cells, then (0, 1)
    assert_eq!(view.anim.current(), Some((0, 1)));
    assert_eq!(view.selected, Some((0, 1)));
    t.harness.get_by_label("←").click();
    settle(&mut t.harness);
    assert_eq!(
        stone(t.harness.state()).view().table_view.anim.current(),
        Some((3, 3))
    );
}

#[test]
fn replay_the_optimal_line() {
    let mut t = app_with(None, Language::English);
    wait_until(&mut t.harness, 20, "solve", solved);
    t.harness.get_by_label("Optimal line").click();
    settle(&mut t.harness);
    assert_eq!(stone(t.harness.state()).view().pane, StonePane::Line);
    for _ in 0..4 {
        t.harness.get_by_label("→").click();
        settle(&mut t.harness);
    }
    assert_eq!(stone(t.harness.state()).view().line_view.step, 4);
    // first takes 2, second 3, first 9, second 1: 11 against 4
    assert!(t.harness.query_by_label("First player: 11").is_some());
    assert!(t.harness.query_by_label("Second player: 4").is_some());
}

#[test]
fn play_against_the_computer() {
    let mut t = app_with(None, Language::English);
    wait_until(&mut t.harness, 20, "solve", solved);
    t.harness.get_by_label("Play").click();
    settle(&mut t.harness);
    // a bad first move: take the left 3 (best is the right 2)
    t.harness.get_by_label("Take left (3)").click();
    settle(&mut t.harness);
    let play = &stone(t.harness.state()).view().play_view;
    let last = play.last_user_move.clone().unwrap();
    assert_eq!(
        (last.end, last.best, last.cost),
        (End::Left, End::Right, 12)
    );
    assert!(
        t.harness
            .query_by_label_contains("cost 12 points")
            .is_some()
    );
    // the computer answers after a short pause
    wait_until(&mut t.harness, 10, "computer move", |app| {
        let g = app
            .tab::<StoneTab>()
            .unwrap()
            .view()
            .play_view
            .game
            .clone()
            .unwrap();
        g.to_move == Player::First
    });
    // hint, then follow it until the end
    while let Some(game) = stone(t.harness.state()).view().play_view.game.clone() {
        if game.is_over() {
            break;
        }
        if game.to_move == Player::First {
            t.harness.get_by_label("Hint").click();
            settle(&mut t.harness);
            assert!(
                t.harness
                    .query_by_label_contains("Best: take the")
                    .is_some()
            );
            let label = match game.remaining {
                Some((i, j)) if i == j => format!("Take left ({})", [3, 9, 1, 2][i]),
                _ => {
                    let tab = stone(t.harness.state());
                    let table = tab.solved().unwrap().table.as_ref().unwrap();
                    match game.best_move(table) {
                        Some(End::Left) => {
                            format!("Take left ({})", [3, 9, 1, 2][game.remaining.unwrap().0])
                        }
                        _ => format!("Take right ({})", [3, 9, 1, 2][game.remaining.unwrap().1]),
                    }
                }
            };
            t.harness.get_by_label(&label).click();
            settle(&mut t.harness);
        } else {
            wait_until(&mut t.harness, 10, "computer move", |app| {
                let g = app
                    .tab::<StoneTab>()
                    .unwrap()
                    .view()
                    .play_view
                    .game
                    .clone()
                    .unwrap();
                g.to_move == Player::First || g.is_over()
            });
        }
    }
    let game = stone(t.harness.state())
        .view()
        .play_view
        .game
        .clone()
        .unwrap();
    assert!(game.is_over());
    assert_eq!(game.totals.0 + game.totals.1, 15);
    assert!(
        t.harness
            .query_by_label_contains("With perfect play you could have scored 11")
            .is_some()
    );
}

#[test]
fn a_panic_in_a_solve_is_an_error_and_the_app_goes_on() {
    let mut t = app_with(None, Language::English);
    wait_until(&mut t.harness, 20, "solve", solved);
    t.harness
        .state_mut()
        .tab_mut::<StoneTab>()
        .unwrap()
        .run_job(|_| panic!("deliberate test panic"));
    wait_until(&mut t.harness, 10, "error", |app| {
        app.tab::<StoneTab>().unwrap().error().is_some()
    });
    settle(&mut t.harness);
    let err = stone(t.harness.state()).error().unwrap().to_string();
    assert!(err.contains("deliberate test panic"), "{err}");
    assert!(err.contains("Internal error"), "{err}");
    // the app still works: a new edit is solved
    t.harness.get_by_label("Try again").click();
    settle(&mut t.harness);
    wait_until(&mut t.harness, 20, "solve", solved);
}

#[test]
fn an_edit_during_a_solve_drops_the_stale_result_and_cancel_stops() {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};
    let mut t = app_with(None, Language::English);
    wait_until(&mut t.harness, 20, "solve", solved);
    let saw_cancel = Arc::new(AtomicBool::new(false));
    let flag = saw_cancel.clone();
    t.harness
        .state_mut()
        .tab_mut::<StoneTab>()
        .unwrap()
        .run_job(move |control| {
            let t0 = std::time::Instant::now();
            while !control.cancelled() && t0.elapsed().as_secs() < 20 {
                control.progress(1, 4);
                std::thread::sleep(std::time::Duration::from_millis(2));
            }
            flag.store(control.cancelled(), Ordering::Relaxed);
            // a wrong answer that must never be shown
            Ok((gamedp::games::stone::brute_force(&[1000]), None))
        });
    settle(&mut t.harness);
    assert!(stone(t.harness.state()).busy().is_some());
    // the status bar shows the progress with a Cancel button
    assert!(t.harness.query_all_by_label("Cancel").next().is_some());
    // an edit: the running job is cancelled and its result dropped
    t.harness.get_by_label("#0").click();
    settle(&mut t.harness);
    t.harness.get_by_label("Insert before").click();
    settle(&mut t.harness);
    wait_until(&mut t.harness, 10, "cancel seen", |_| {
        saw_cancel.load(Ordering::Relaxed)
    });
    wait_until(&mut t.harness, 20, "solve of the edit", solved);
    let o = stone(t.harness.state()).solved().unwrap().outcome;
    assert_eq!(o.first + o.second, 15);
    assert_ne!(o.first, 1000);
    // Cancel from the status bar stops a long solve of content that has no result yet (the
    // cancelled re-solve of solved content keeps its result: see ui::solve_slot's tests)
    t.harness.state_mut().settings.auto_solve = false;
    t.harness.get_by_label("#0").click();
    settle(&mut t.harness);
    t.harness.get_by_label("Insert before").click();
    settle(&mut t.harness);
    t.harness
        .state_mut()
        .tab_mut::<StoneTab>()
        .unwrap()
        .run_job(|control| {
            while !control.cancelled() {
                std::thread::sleep(std::time::Duration::from_millis(2));
            }
            Err(gamedp::games::SolveError::Cancelled)
        });
    settle(&mut t.harness);
    t.harness.get_all_by_label("Cancel").next().unwrap().click();
    settle(&mut t.harness);
    assert!(stone(t.harness.state()).busy().is_none());
    assert_eq!(
        stone(t.harness.state()).error(),
        Some("The solve was cancelled.")
    );
}

#[test]
fn every_view_renders_in_chinese() {
    let mut t = app_with(None, Language::Chinese);
    wait_until(&mut t.harness, 20, "solve", solved);
    settle(&mut t.harness);
    assert!(t.harness.query_by_label("先手必胜，领先 7 分").is_some());
    // inspector, fill order, random row and presets in Chinese (kittest fails on a missing glyph)
    let center = stone(t.harness.state())
        .view()
        .table_view
        .heatmap
        .cell_center(0, 3)
        .unwrap();
    click_at(&mut t.harness, center);
    assert!(
        t.harness
            .query_by_label("二元组表（先手分，后手分）：双方各自的得分")
            .is_some()
    );
    t.harness.get_by_label("显示填表顺序").click();
    settle(&mut t.harness);
    t.harness.get_by_label("随机生成").click();
    settle(&mut t.harness);
    t.harness.get_by_label("生成随机行").click();
    settle(&mut t.harness);
    assert_eq!(stone(t.harness.state()).piles().len(), 8);
    wait_until(&mut t.harness, 20, "solve", solved);
    t.harness.get_by_label("最优对局").click();
    settle(&mut t.harness);
    t.harness.get_by_label("→|").click();
    settle(&mut t.harness);
    assert!(t.harness.query_by_label_contains("第 8 步").is_some());
    t.harness.get_by_label("对战").click();
    settle(&mut t.harness);
    t.harness.get_by_label("提示").click();
    settle(&mut t.harness);
    assert!(t.harness.query_by_label_contains("最优：取").is_some());
    t.harness.get_by_label("执后手").click();
    settle(&mut t.harness);
    wait_until(&mut t.harness, 10, "computer's first move", |app| {
        app.tab::<StoneTab>()
            .unwrap()
            .view()
            .play_view
            .game
            .as_ref()
            .is_some_and(|g| g.history.len() == 1)
    });
}

#[test]
fn unticking_value_only_brings_the_table_back() {
    let mut t = app_with(None, Language::English);
    wait_until(&mut t.harness, 20, "solve", solved);
    t.harness.get_by_label("Value only (no table)").click();
    wait_until(&mut t.harness, 20, "value-only solve", |app| {
        let tab = app.tab::<StoneTab>().unwrap();
        tab.is_solved() && tab.solved().unwrap().table.is_none()
    });
    t.harness.get_by_label("Value only (no table)").click();
    wait_until(&mut t.harness, 20, "table solve", |app| {
        let tab = app.tab::<StoneTab>().unwrap();
        tab.is_solved() && tab.solved().unwrap().table.is_some()
    });
}

/// Load `piles` and wait for the solve.
fn load_row(t: &mut common::TestApp, piles: &[i64]) {
    t.harness
        .state_mut()
        .tab_mut::<StoneTab>()
        .unwrap()
        .set_piles(piles.to_vec());
    wait_until(&mut t.harness, 20, "solve", |app| {
        solved(app) && stone(app).solved().unwrap().piles.as_slice() == piles
    });
    settle(&mut t.harness);
}

/// The row the rolling view shows now, checked against the table: every value it holds is
/// the table cell it stands for. Returns the values (`None`: not written yet).
fn rolling_row(t: &common::TestApp) -> Vec<Option<i64>> {
    let tab = stone(t.harness.state());
    let table = tab.solved().unwrap().table.clone().unwrap();
    let view = &tab.view().rolling_view;
    let Some(step) = view.current() else {
        return vec![None; table.n()];
    };
    step.slots
        .iter()
        .map(|s| {
            s.map(|s| {
                assert_eq!(s.value, table.net(s.interval.0, s.interval.1), "{s:?}");
                s.value
            })
        })
        .collect()
}

#[test]
fn the_rolling_array_steps_and_holds_the_table_values() {
    let mut t = app_with(None, Language::English);
    wait_until(&mut t.harness, 20, "solve", solved);
    t.harness.get_by_label("Rolling array").click();
    settle(&mut t.harness);
    assert_eq!(stone(t.harness.state()).view().pane, StonePane::Rolling);
    assert!(t.harness.query_by_label_contains("Press ▶ or →").is_some());
    // diagonal order (the value-only solver's): four single piles, then (0, 1) into dp[0]
    for _ in 0..5 {
        t.harness.get_by_label("→").click();
        settle(&mut t.harness);
    }
    assert_eq!(rolling_row(&t), [Some(6), Some(9), Some(1), Some(2)]);
    assert!(
        t.harness
            .query_by_label_contains(
                "Step 5: dp[0] = max(p[0] − dp[1], p[1] − dp[0]) = max(3 − 9, 9 − 3) = 6"
            )
            .is_some()
    );
    assert!(
        t.harness
            .query_by_label_contains(
                "It reads dp[1] = cell (1, 1) and dp[0] = cell (0, 0), then overwrites dp[0]."
            )
            .is_some()
    );
    // row by row, as lesson 3 tells it
    let view = &mut t
        .harness
        .state_mut()
        .tab_mut::<StoneTab>()
        .unwrap()
        .view_mut()
        .rolling_view;
    view.order = gamedp::games::stone::FillOrder::RowsBottomUp;
    view.stepper.step = 0;
    settle(&mut t.harness);
    for _ in 0..3 {
        t.harness.get_by_label("→").click();
        settle(&mut t.harness);
    }
    assert_eq!(rolling_row(&t), [None, None, Some(1), Some(1)]);
    assert!(
        t.harness
            .query_by_label_contains(
                "dp[3] = max(p[2] − dp[3], p[3] − dp[2]) = max(1 − 2, 2 − 1) = 1"
            )
            .is_some()
    );
    t.harness.get_by_label("→|").click();
    settle(&mut t.harness);
    assert_eq!(rolling_row(&t), [Some(3), Some(6), Some(-5), Some(7)]);
    // a long row: the animation is refused with the memory numbers
    load_row(&mut t, &[1; 30]);
    assert!(
        t.harness
            .query_by_label_contains("shows rows of up to 12 piles; this row has 30")
            .is_some()
    );
}

#[test]
fn the_parity_view_and_playing_one_colour() {
    let mut t = app_with(None, Language::English);
    wait_until(&mut t.harness, 20, "solve", solved);
    load_row(&mut t, &[9, 6, 2, 6]);
    t.harness.get_by_label("Parity").click();
    settle(&mut t.harness);
    assert!(
        t.harness
            .query_by_label("Even positions: 9 + 2 = 11")
            .is_some()
    );
    assert!(
        t.harness
            .query_by_label("Odd positions: 6 + 6 = 12")
            .is_some()
    );
    assert!(
        t.harness
            .query_by_label_contains("ends 12 to 11: ahead by 1")
            .is_some()
    );
    // the DP's margin comes from the table's corner
    assert!(
        t.harness
            .query_by_label_contains("the first player's margin is 7")
            .is_some()
    );
    assert!(
        t.harness
            .query_by_label_contains("wins by 1, the best play by 7")
            .is_some()
    );
    // play the odd colour: every move takes the odd end, and the game ends 12 to 11
    t.harness
        .get_by_label("Play it: take only the odd piles")
        .click();
    settle(&mut t.harness);
    let view = stone(t.harness.state()).view();
    assert_eq!(view.pane, StonePane::Play);
    assert_eq!(
        view.play_view.colour_hint,
        Some(gamedp::games::stone::Colour::Odd)
    );
    assert!(t.harness.query_by_label_contains("Take #3 now.").is_some());
    loop {
        let game = stone(t.harness.state())
            .view()
            .play_view
            .game
            .clone()
            .unwrap();
        if game.is_over() {
            break;
        }
        if game.to_move == Player::First {
            let (i, j) = game.remaining.unwrap();
            let k = if i % 2 == 1 { i } else { j };
            assert_eq!(k % 2, 1, "an odd end is always there");
            assert!(
                t.harness
                    .query_by_label_contains(&format!("Take #{k} now."))
                    .is_some()
            );
            let label = if k == i {
                format!("Take left ({})", [9, 6, 2, 6][i])
            } else {
                format!("Take right ({})", [9, 6, 2, 6][j])
            };
            t.harness.get_by_label(&label).click();
            settle(&mut t.harness);
        } else {
            wait_until(&mut t.harness, 10, "computer move", |app| {
                let g = stone(app).view().play_view.game.clone().unwrap();
                g.to_move == Player::First || g.is_over()
            });
        }
    }
    let game = stone(t.harness.state())
        .view()
        .play_view
        .game
        .clone()
        .unwrap();
    assert_eq!(game.totals, (12, 11));
    // an odd number of piles: the argument does not apply and nothing to play
    load_row(&mut t, &[1, 100, 3]);
    t.harness.get_by_label("Parity").click();
    settle(&mut t.harness);
    assert!(
        t.harness
            .query_by_label_contains("does not apply")
            .is_some()
    );
    assert!(t.harness.query_by_label_contains("margin is -96").is_some());
    assert!(t.harness.query_by_label_contains("Play it").is_none());
}

#[test]
fn the_call_tree_grows_with_hits_and_fills_the_memo() {
    let mut t = app_with(None, Language::English);
    wait_until(&mut t.harness, 20, "solve", solved);
    t.harness.get_by_label("Calls").click();
    settle(&mut t.harness);
    assert_eq!(stone(t.harness.state()).view().pane, StonePane::Calls);
    assert!(
        t.harness
            .query_by_label(
                "With the memo: 13 calls for 10 intervals (3 of them cache hits). Without the memo: 15 calls."
            )
            .is_some()
    );
    t.harness.get_by_label("→").click();
    settle(&mut t.harness);
    assert!(
        t.harness
            .query_by_label_contains("Step 1: solve(0, 3) is called")
            .is_some()
    );
    // the tenth event is the first cache hit: (2, 2), already computed under (2, 3)
    for _ in 1..10 {
        t.harness.get_by_label("→").click();
        settle(&mut t.harness);
    }
    assert!(
        t.harness
            .query_by_label_contains("Step 10: solve(2, 2) is in the memo: 1 at once")
            .is_some()
    );
    assert!(
        t.harness
            .query_by_label("So far: 7 calls, cache hits: 1, memo entries written: 3.")
            .is_some()
    );
    t.harness.get_by_label("→|").click();
    settle(&mut t.harness);
    let tab = stone(t.harness.state());
    let table = tab.solved().unwrap().table.clone().unwrap();
    let trace = tab.view().calls_view.trace().unwrap();
    assert_eq!(trace.calls(), 13);
    for node in &trace.nodes {
        assert_eq!(node.value, table.net(node.interval.0, node.interval.1));
    }
    assert!(
        t.harness
            .query_by_label_contains("solve(0, 3) returns 7 and writes memo(0, 3) = 7")
            .is_some()
    );
    // a long row: counts only
    load_row(&mut t, &[1; 20]);
    assert!(
        t.harness
            .query_by_label(
                "With the memo: 381 calls for 210 intervals (171 of them cache hits). Without the memo: 1,048,575 calls."
            )
            .is_some()
    );
    // (the tree of its first 10 piles: the calls of solve(0, 9), the same as in the row)
    assert!(
        t.harness
            .query_by_label_contains("below are the calls of solve(0, 9)")
            .is_some()
    );
    let trace = stone(t.harness.state()).view().calls_view.trace().unwrap();
    assert_eq!(trace.nodes[0].interval, (0, 9));
    assert_eq!(trace.calls(), 91, "1 + n(n − 1) calls for 10 piles");
}

#[test]
fn the_lesson_views_render_in_chinese() {
    let mut t = app_with(None, Language::Chinese);
    wait_until(&mut t.harness, 20, "solve", solved);
    for pane in ["奇偶", "滚动数组", "递归调用"] {
        t.harness.get_by_label(pane).click();
        settle(&mut t.harness);
        if let Some(end) = t.harness.query_by_label("→|") {
            end.click();
            settle(&mut t.harness);
        }
    }
    assert!(
        t.harness
            .query_all_by_label_contains("缓存命中")
            .next()
            .is_some()
    );
    t.harness.get_by_label("滚动数组").click();
    settle(&mut t.harness);
    assert!(t.harness.query_by_label_contains("第 10 步").is_some());
    t.harness.get_by_label("奇偶").click();
    settle(&mut t.harness);
    t.harness.get_by_label("试一试：只拿奇数位置的堆").click();
    settle(&mut t.harness);
    assert!(t.harness.query_by_label_contains("现在拿 #3").is_some());
}

#[test]
fn panes_are_named_as_the_lessons_name_them() {
    for pane in StonePane::ALL {
        assert_eq!(StonePane::from_lesson_name(pane.lesson_name()), Some(pane));
    }
    for name in gamedp::lessons::views(gamedp::games::GameKind::Stone) {
        assert!(StonePane::from_lesson_name(name).is_some(), "{name}");
    }
    assert_eq!(
        StonePane::from_lesson_name("rolling"),
        Some(StonePane::Rolling)
    );
    assert_eq!(StonePane::from_lesson_name("tree"), None);
}

#[test]
fn pile_cells_of_a_row_line_up_in_presentation_mode() {
    // at 1024 × 768 with the projector's larger text, the cells of a wrapped row of piles used
    // to sit each a little lower than the one before (the row re-centred every taller cell)
    let mut t = app_with(example("stone-24-piles.json"), Language::English);
    wait_until(&mut t.harness, 20, "solve", solved);
    for present in [false, true] {
        let ctx = t.harness.ctx.clone();
        t.harness.state_mut().set_presentation(&ctx, present);
        t.harness.set_size(egui::vec2(1024.0, 768.0));
        t.harness.run_steps(4);
        if present {
            // presentation mode folds the side panel (the piles are in it): open it
            t.harness
                .get_by_label(gamedp::i18n::tr().side_unfold)
                .click();
            t.harness.run_steps(4);
        }
        let tops: Vec<f32> = (0..3)
            .map(|k| {
                t.harness
                    .query_by_label(&format!("#{k}"))
                    .unwrap_or_else(|| panic!("#{k} shown (presentation {present})"))
                    .rect()
                    .top()
            })
            .collect();
        assert!(
            tops.iter().all(|&y| (y - tops[0]).abs() < 0.5),
            "presentation {present}: the first row's index labels at {tops:?}"
        );
    }
}

/// What the lesson walk (`tests/it/ui_lessons.rs`) checks of a step on this tab.
impl crate::ui_lessons::StepShown for gamedp::games::stone::Setup {
    fn check(
        app: &gamedp::app::GamedpApp,
        step: &gamedp::lessons::Step,
        view: Option<&str>,
        at: &str,
    ) {
        use gamedp::lessons::FillOrder;
        use gamedp::ui::stone::{StonePane, StoneTab};
        let v = app.tab::<StoneTab>().unwrap().view();
        let pane = view
            .and_then(StonePane::from_lesson_name)
            .unwrap_or(StonePane::Table);
        assert_eq!(v.pane, pane, "{at}: the pane");
        let piles: Vec<usize> = step.highlight.iter().map(|&h| h as usize).collect();
        if pane == StonePane::Parity {
            assert_eq!(v.parity_view.highlight, piles, "{at}: the coloured piles");
        }
        if pane == StonePane::Rolling {
            let f = step.fill_step.unwrap_or(0) as usize;
            assert_eq!(v.rolling_view.stepper.step, f, "{at}: the rolling step");
        }
        if pane == StonePane::Calls {
            let cell = step.cell.map(|[i, j]| (i as usize, j as usize));
            assert_eq!(v.calls_view.selected, cell, "{at}: the selected call");
        }
        let anim = &v.table_view.anim;
        // while the fill order is shown, the inspector follows the cell filled last
        let cell = step.cell.map(|[i, j]| (i as usize, j as usize));
        let cell = cell.or(step.fill_step.and_then(|_| anim.current()));
        assert_eq!(v.table_view.selected, cell, "{at}: the selected cell");
        assert_eq!(
            anim.active,
            step.fill_step.is_some(),
            "{at}: fill order shown"
        );
        if let Some(f) = step.fill_step {
            assert_eq!(anim.stepper.step, f as usize, "{at}: the fill step");
            let order = match step.fill_order {
                Some(FillOrder::Rows) => gamedp::games::stone::FillOrder::RowsBottomUp,
                _ => gamedp::games::stone::FillOrder::Diagonal,
            };
            assert_eq!(anim.order, order, "{at}: the fill order");
        }
        let piles: Vec<usize> = step.highlight.iter().map(|&h| h as usize).collect();
        assert_eq!(v.lesson_highlight, piles, "{at}: the highlighted piles");
    }
}

/// LeetCode 486's tie rule is said where a tie is shown, and a move as good as the one the
/// table picks is praised without naming the other end.
#[test]
fn a_tie_names_486s_rule_and_an_equal_move_is_not_called_the_other_end() {
    let mut t = app_with(None, Language::English);
    wait_until(&mut t.harness, 20, "solve", solved);
    common::edit_row(&mut t.harness, "piles = [2, 2]");
    wait_until(&mut t.harness, 20, "solve", solved);
    settle(&mut t.harness);
    assert!(t.harness.query_by_label("A tie").is_some());
    let rule = "LeetCode 486 counts a tie as a win for the first player";
    assert!(t.harness.query_by_label_contains(rule).is_some());
    t.harness.get_by_label("Play").click();
    settle(&mut t.harness);
    // both ends are 2; the table takes the right one on a tie, the user takes the left
    t.harness.get_by_label("Take left (2)").click();
    settle(&mut t.harness);
    let last = stone(t.harness.state())
        .view()
        .play_view
        .last_user_move
        .clone()
        .unwrap();
    assert_eq!((last.end, last.cost), (End::Left, 0));
    assert!(
        t.harness
            .query_by_label("Your last move was optimal: it lost no points.")
            .is_some()
    );
    assert!(
        t.harness
            .query_by_label_contains("best one (right)")
            .is_none()
    );
    // the computer takes the other 2: a tie, with the rule beside it
    wait_until(&mut t.harness, 10, "game over", |app| {
        app.tab::<StoneTab>()
            .unwrap()
            .view()
            .play_view
            .game
            .as_ref()
            .is_some_and(|g| g.is_over())
    });
    settle(&mut t.harness);
    assert!(t.harness.query_by_label_contains("A tie: 2 to 2").is_some());
    // beside the result and beside the game's end
    assert_eq!(t.harness.query_all_by_label_contains(rule).count(), 2);
}

/// The pair table's inspector says what fir and sec are, and that the taker is the second
/// player on the rest.
#[test]
fn the_inspector_says_what_fir_and_sec_mean() {
    let mut t = app_with(None, Language::English);
    wait_until(&mut t.harness, 20, "solve", solved);
    settle(&mut t.harness);
    let center = stone(t.harness.state())
        .view()
        .table_view
        .heatmap
        .cell_center(0, 3)
        .expect("heatmap drawn");
    click_at(&mut t.harness, center);
    assert!(
        t.harness
            .query_by_label_contains("First is the total of the player to move")
            .is_some()
    );
    assert!(
        t.harness
            .query_by_label_contains("is the second player on the piles that are left")
            .is_some()
    );
}

/// F5 on a row that auto-solve already answered says so in the status bar (it used to show
/// nothing at all) without solving it again (which held two copies of a big result, issue 26);
/// F5 on a row not solved yet solves it and says so.
#[test]
fn f5_after_an_auto_solve_says_it_solved() {
    let mut t = app_with(None, Language::English);
    wait_until(&mut t.harness, 20, "solve", solved);
    settle(&mut t.harness);
    assert!(
        t.harness
            .query_by_label_contains("Already solved")
            .is_none()
    );
    t.harness.key_press(egui::Key::F5);
    t.harness.step();
    assert!(
        t.harness.state().active_tab().status().busy.is_none(),
        "nothing is solved again"
    );
    common::wait_for_label(
        &mut t.harness,
        20,
        "Already solved: the result shown is for this content.",
    );
    t.harness
        .state_mut()
        .active_tab_mut()
        .command(gamedp::ui::framework::TabCommand::Cancel);
    t.harness.state_mut().settings.auto_solve = false;
    common::edit_row(&mut t.harness, "[4, 1, 7]");
    assert!(!stone(t.harness.state()).is_solved());
    t.harness.key_press(egui::Key::F5);
    common::wait_for_label(&mut t.harness, 20, "Solved (");
    assert!(stone(t.harness.state()).is_solved());
}

/// Issue 24 (a teacher at a projector): a click on a cell of the DP table shows its recurrence
/// in presentation mode too, at 1024 × 768 and 1366 × 768, and the table stays drawn (trial 3:
/// the click turned to the inspector, which replaced the table, so the class saw "reads
/// dp[2][3] dp[1][2]" but not those cells): beside the table at 1366 (both formulations), in a
/// strip under it at 1024 (the net formulation the table is coloured by, on one line).
#[test]
fn a_click_on_a_cell_shows_its_recurrence_in_presentation_mode() {
    for size in [egui::vec2(1024.0, 768.0), egui::vec2(1366.0, 768.0)] {
        let mut t = app_with(None, Language::English);
        wait_until(&mut t.harness, 20, "solve", solved);
        let ctx = t.harness.ctx.clone();
        t.harness.state_mut().set_presentation(&ctx, true);
        t.harness.set_size(size);
        t.harness.run_steps(4);
        assert!(
            !stone(t.harness.state()).view().table_view.show_inspector,
            "{size:?}: the table first"
        );
        assert!(
            t.harness
                .query_by_label_contains("dp[1][3].fir = max(9 + dp[2][3].sec")
                .is_none(),
            "{size:?}: no recurrence before the click"
        );
        let center = stone(t.harness.state())
            .view()
            .table_view
            .heatmap
            .cell_center(1, 3)
            .expect("heatmap drawn");
        click_at(&mut t.harness, center);
        t.harness.run_steps(2);
        assert_eq!(
            stone(t.harness.state()).view().table_view.selected,
            Some((1, 3))
        );
        let recurrence = if size.x > 1200.0 {
            "dp[1][3].fir = max(9 + dp[2][3].sec, 2 + dp[1][2].sec)"
        } else {
            "dp[1][3] = max(9 - dp[2][3], 2 - dp[1][2]) = max(9 - "
        };
        assert!(
            t.harness.query_by_label_contains(recurrence).is_some(),
            "{size:?}: the click shows the cell's recurrence"
        );
        // the table is still drawn, full-sized, with the cells read outlined
        let state = t.harness.state();
        let layout = &state.layout;
        let heatmap = layout
            .iter()
            .find(|r| r.name == "stone_heatmap")
            .unwrap_or_else(|| panic!("{size:?}: the table is drawn: {layout:?}"));
        assert!(
            heatmap.rect.height() > 300.0 && heatmap.rect.width() > 500.0,
            "{size:?}: the table keeps its room: {:?}",
            heatmap.rect
        );
        let view = &stone(state).view().table_view;
        assert!(
            view.heatmap.cell_center(2, 3).is_some() && view.heatmap.cell_center(1, 2).is_some(),
            "{size:?}: the cells read are on screen"
        );
        assert!(
            !view.show_inspector,
            "{size:?}: the inspector is not turned on"
        );
    }
}

/// A pile's number is written "#k", as the pile row labels it (from #0, like the dp[i][j] indices
/// the same texts name), in English and in Chinese: never "pile {i}" or "第 {i} 堆", ordinal
/// words that read as counting from 1 (the quiz asked about "第 0 到 1 堆"). Both languages
/// name the same piles.
#[test]
fn pile_numbers_read_as_the_row_labels_them() {
    let ordinal_zh = |z: &str| {
        z.match_indices("第 {").any(|(at, _)| {
            let rest = &z[at..];
            rest.find('}').is_some_and(|end| {
                rest[end + 1..].starts_with(" 堆") || rest[end + 1..].starts_with(" 到")
            })
        })
    };
    let mut checked = 0;
    for table in gamedp::i18n::all_tables() {
        if !["stone", "quiz", "figures"].contains(&table.name) {
            continue;
        }
        for ((key, en), (_, zh)) in table.english.iter().zip(&table.chinese) {
            for word in ["pile {", "piles {", "Pile {", "Piles {"] {
                // "{piles}" is a list of pile values, not a number
                let numbered = en
                    .match_indices(word)
                    .any(|(at, _)| !en[at + word.len()..].starts_with("piles}"));
                assert!(
                    !numbered,
                    "{}::{key}: {en:?} numbers a pile without #",
                    table.name
                );
            }
            assert!(
                !ordinal_zh(zh),
                "{}::{key}: {zh:?} numbers a pile as an ordinal",
                table.name
            );
            assert_eq!(
                en.matches("#{").count(),
                zh.matches("#{").count(),
                "{}::{key}: the languages number different piles: {en:?} / {zh:?}",
                table.name
            );
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked} texts");
}

/// Issue 24 (s07, t04): in presentation mode at 1024 × 768 and 1366 × 768, in English and
/// Chinese, the Parity view's last line ("Here the colour strategy is as good as the best
/// play") stands whole above the button at its foot (it was cut in half by it): the piles take
/// the height the lines under them leave.
#[test]
fn the_parity_views_last_line_stands_whole_above_its_button_on_a_projector() {
    for (lang, view, last, button) in [
        (
            Language::English,
            "Parity",
            "Here the colour strategy is as good as the best play.",
            "Play it: take only the",
        ),
        (
            Language::Chinese,
            "奇偶",
            "这里颜色策略和最优走法一样好。",
            "试一试",
        ),
    ] {
        for size in [egui::vec2(1024.0, 768.0), egui::vec2(1366.0, 768.0)] {
            let what = format!("{lang:?} {}x{}", size.x, size.y);
            let mut t = app_with(None, lang);
            wait_until(&mut t.harness, 20, "solve", solved);
            let ctx = t.harness.ctx.clone();
            t.harness.state_mut().set_presentation(&ctx, true);
            t.harness.set_size(size);
            settle(&mut t.harness);
            t.harness.get_by_label(view).click();
            settle(&mut t.harness);
            let line = t
                .harness
                .query_by_label(last)
                .unwrap_or_else(|| panic!("{what}: the last line"))
                .rect();
            let foot = t
                .harness
                .query_by_label_contains(button)
                .unwrap_or_else(|| panic!("{what}: the button"))
                .rect();
            assert!(
                line.bottom() <= foot.top(),
                "{what}: the last line {line:?} runs under the button {foot:?}"
            );
        }
    }
}
