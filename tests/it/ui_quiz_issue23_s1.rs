//! Issue 23, this morning's students (s1/s2 stop 44): lines of Quiz mode that told the answer
//! of a question asked later, and lines that said two things at once; English and Chinese.
#![cfg(feature = "gui")]

use crate::common;
use common::{settle, shows, wait_until};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gamedp::app::GamedpApp;
use gamedp::i18n::can_i_win::tr as game_tr;
use gamedp::i18n::quiz::tr as quiz_tr;
use gamedp::i18n::{Language, fill};
use gamedp::ui::can_i_win::CanIWinTab;
use gamedp::ui::can_i_win::engine::Position;

fn ciw(app: &GamedpApp) -> &CanIWinTab {
    app.tab::<CanIWinTab>().expect("can i win tab")
}

fn click(h: &mut Harness<'static, GamedpApp>, label: &str) {
    h.get_by_label(label).click();
    settle(h);
    settle(h);
}

/// Click the number `x` on Can I Win's board.
fn number(h: &mut Harness<'static, GamedpApp>, x: u64) {
    h.get_by_role_and_label(egui::accesskit::Role::Button, &x.to_string())
        .click();
    settle(h);
    settle(h);
}

fn here(app: &GamedpApp) -> Position {
    let v = ciw(app).view();
    match v.engine.position(v.play.mask) {
        Some(Ok(p)) => p.clone(),
        other => panic!("no position: {other:?}"),
    }
}

/// The computer's next pick among `n` equally good moves is the `k`-th.
fn computer_picks(h: &mut Harness<'static, GamedpApp>, n: u64, k: u64) {
    let seed = (0..)
        .find(|&s| gamedp::games::rng::SplitMix64::new(s).below(n) == k)
        .expect("a seed");
    h.state_mut()
        .tab_mut::<CanIWinTab>()
        .expect("tab")
        .view_mut()
        .play
        .rng = gamedp::games::rng::SplitMix64::new(seed);
}

/// Wait for `moves` moves in the game and the position after them.
fn wait_moves(h: &mut Harness<'static, GamedpApp>, moves: usize) {
    wait_until(h, 10, "the moves", |a| {
        ciw(a).view().play.moves.len() == moves
    });
    wait_until(h, 10, "the position", |a| {
        let v = ciw(a).view();
        v.engine.position(v.play.mask).is_some()
    });
    settle(h);
    settle(h);
}

fn score(h: &Harness<'static, GamedpApp>) -> (u32, u32) {
    let s = ciw(h.state()).view().quiz.score();
    (s.right, s.asked)
}

/// s1 stop 44, LEAK 1, the exact sequence: Can I Win (max 4, target 7), the start answered "a
/// win", 3 taken (not a best move); the verdict at the game's end, "Not a best move. Any of 1
/// or 2 wins.", tells the state after each number. New game, playing second, the computer takes
/// 2: "is this state a win for you?" was scored, answered from that line. Now it is practice,
/// and says so. Then, playing first again and taking 1, the state after the computer's reply
/// ({1} is lost for its mover, the line said: every state after it is a win) is practice too.
#[test]
fn states_a_move_verdict_named_are_not_scored() {
    for lang in [Language::English, Language::Chinese] {
        let dir = tempfile::tempdir().unwrap();
        let file = common::write_file(
            &dir,
            "ciw.json",
            r#"{"game": "can_i_win", "max_choosable": 4, "desired_total": 7}"#,
        );
        let mut t = common::quiz_app(Some(file), lang);
        let h = &mut t.harness;
        wait_until(h, 30, "solve", |a| ciw(a).is_solved());
        wait_moves(h, 0);
        let (q, c) = (quiz_tr(), game_tr());
        let start = here(h.state());
        assert!(start.wins && start.winning_moves == vec![1, 2], "{start:?}");
        click(h, q.ciw_state_yes);
        number(h, 3);
        wait_moves(h, 2);
        assert!(
            here(h.state()).over,
            "{lang:?}: the computer took 4 and won"
        );
        let told = fill(
            q.play_wrong_told,
            &[("tell", &fill(q.ciw_play_best_many, &[("list", &"1X2")]))],
        )
        .replace("1X2", &format!("1{}2", q.or_word));
        assert!(shows(h, &told), "{lang:?}: the verdict {told:?}");
        assert_eq!(
            score(h),
            (1, 2),
            "{lang:?}: the start right, the move wrong"
        );
        // playing second: the computer (its start a win) takes 2, one of its two best
        computer_picks(h, 2, 1);
        click(h, c.play_second);
        wait_moves(h, 1);
        assert_eq!(ciw(h.state()).view().play.moves[0].number, 2, "{lang:?}");
        assert!(shows(h, q.ciw_state_ask), "{lang:?}: the state's question");
        click(h, q.ciw_state_no);
        assert_eq!(
            score(h),
            (1, 2),
            "{lang:?}: the state after 2, told by the verdict, was scored"
        );
        assert!(shows(h, q.shown_not_scored), "{lang:?}: not said");
        // playing first: take 1 (a best move; the start is told, not scored again)
        click(h, c.play_first);
        wait_moves(h, 0);
        click(h, q.ciw_state_yes);
        number(h, 1);
        wait_moves(h, 2);
        let state = here(h.state());
        assert!(state.wins && !state.over, "{lang:?}: {state:?}");
        let before = score(h);
        click(h, q.ciw_state_yes);
        assert_eq!(
            score(h),
            before,
            "{lang:?}: the state after 1 and a reply, told by the verdict, was scored"
        );
        assert!(shows(h, q.shown_not_scored), "{lang:?}: not said");
    }
}

/// In `kind`'s Play with Quiz on, past the gate, in `lang`.
fn play(file: &str, kind: gamedp::games::GameKind, lang: Language) -> common::TestApp {
    let mut t = common::app_with(common::example(file), Language::English);
    let idx = t.harness.state().tab_index(kind).unwrap();
    wait_until(&mut t.harness, 30, "solve", |a| a.tabs[idx].status().solved);
    settle(&mut t.harness);
    t.harness.get_by_label("Quiz mode").click();
    settle(&mut t.harness);
    t.harness.query_all_by_label("Play").next().unwrap().click();
    settle(&mut t.harness);
    settle(&mut t.harness);
    common::quiz_play::pass_play_gate(&mut t.harness, kind);
    if lang == Language::Chinese {
        t.harness.get_by_label("简体中文").click();
        settle(&mut t.harness);
    }
    t
}

/// s1 stop 44, LEAK 2: 913's Play, mouse to move at a position never asked, a move to a position
/// answered before ("the cat wins") got "Not a best move": so the cat did not win where the
/// move was made. No verdict on a move from a position whose outcome is open: Play asks it
/// ("who wins from the position you moved from"), the computer waits, then the verdict.
#[test]
fn cat_mouse_no_verdict_from_an_open_position() {
    use gamedp::games::cat_mouse::{Outcome, Turn};
    use gamedp::ui::cat_mouse::CatMouseTab;
    use gamedp::ui::kit::quiz::{Feedback, Unscored};
    for lang in [Language::English, Language::Chinese] {
        let mut t = play(
            "cat-mouse-leetcode-example-1.json",
            gamedp::games::GameKind::CatMouse,
            lang,
        );
        let h = &mut t.harness;
        let q = quiz_tr();
        let mut checked = false;
        for _ in 0..300 {
            let tab = h.state_mut().tab_mut::<CatMouseTab>().unwrap();
            let solved = tab.solved().cloned().unwrap();
            let sol = &solved.solution;
            let v = tab.view_mut();
            let Some(game) = v.play.game.clone() else {
                break;
            };
            if game.is_over() {
                break;
            }
            if !v.play.users_turn() {
                h.run_steps(3);
                continue;
            }
            let options = gamedp::quiz::cat_mouse::move_options(sol, game.pos);
            let top = options.iter().map(|o| o.rank).max().unwrap();
            // (s1's move: one that is not best, when there is one)
            let mv = options
                .iter()
                .find(|o| o.rank < top)
                .unwrap_or(&options[0])
                .mv;
            let mut after = game.clone();
            after.play(sol.graph(), mv).unwrap();
            let case = Unscored::of(&options, |o| o.rank).is_none()
                && !after.is_over()
                && !v.quiz_view.is_committed(&solved, game.pos)
                && !v.quiz.move_shown(game.pos);
            if !case {
                v.play.quiz_move(&mut v.quiz, &v.quiz_view, &solved, mv);
                common::quiz_play::answer_play_question(v, &solved, 0);
                h.run_steps(3);
                continue;
            }
            // where the move leads was answered before (s1: "the cat wins")
            v.quiz_view.committed.insert(solved.graph_rev, after.pos);
            let score = v.quiz.score();
            v.play.quiz_move(&mut v.quiz, &v.quiz_view, &solved, mv);
            settle(h);
            settle(h);
            let who = match game.pos.turn {
                Turn::Mouse => q.the_mouse,
                Turn::Cat => q.the_cat,
            };
            assert!(
                shows(h, &fill(q.cm_play_ask_from, &[("who", &who)])),
                "{lang:?}: the question of where the move was made"
            );
            assert!(
                shows(h, q.cm_move_verdict_later_from),
                "{lang:?}: the verdict waits, and says for what"
            );
            let v = h.state().tab::<CatMouseTab>().unwrap().view();
            assert!(
                matches!(v.play.quiz_feedback, Some(Feedback::Hint(_))),
                "{lang:?}: a verdict on a move from an open position: {:?}",
                v.play.quiz_feedback
            );
            assert_eq!(v.quiz.score(), score, "{lang:?}: the score tells it");
            assert_eq!(
                v.play.game.as_ref().map(|g| g.pos),
                Some(after.pos),
                "{lang:?}: the computer waits for the answer"
            );
            let label = match sol.outcome(game.pos).unwrap() {
                Outcome::MouseWin => q.mouse_wins,
                Outcome::CatWin => q.cat_wins,
                Outcome::Draw => q.draw,
            };
            h.get_by_role_and_label(egui::accesskit::Role::Button, label)
                .click();
            settle(h);
            settle(h);
            let v = h.state().tab::<CatMouseTab>().unwrap().view();
            assert!(
                v.quiz_view.is_committed(&solved, game.pos),
                "{lang:?}: answered in Play, committed in the outcome quiz"
            );
            assert!(
                matches!(
                    v.play.quiz_feedback,
                    Some(Feedback::Wrong(_) | Feedback::RightWhy(_) | Feedback::RightLate { .. })
                ),
                "{lang:?}: the verdict, now: {:?}",
                v.play.quiz_feedback
            );
            checked = true;
            break;
        }
        assert!(checked, "{lang:?}: no move from an open position came up");
    }
}

/// s1 #2, s2 #2 (stop 44): "Wrong (scored as wrong)" stood beside a score reading "0 wrong"
/// until the cell was finally answered. The wrong answer counts at once, and once: the score
/// line agrees with the feedback line; en and zh.
#[test]
fn a_wrong_answer_is_in_the_score_at_once() {
    use gamedp::ui::stone::StoneTab;
    for lang in [Language::English, Language::Chinese] {
        let mut t = common::quiz_app(None, lang);
        let h = &mut t.harness;
        wait_until(h, 30, "solve", common::stone_solved);
        settle(h);
        let q = quiz_tr();
        let answer = |h: &mut Harness<'static, GamedpApp>, text: &str| {
            h.state_mut()
                .tab_mut::<StoneTab>()
                .unwrap()
                .view_mut()
                .table_view
                .quiz
                .input = text.to_string();
            h.get_by_label(quiz_tr().check).click();
            settle(h);
            settle(h);
        };
        // [3, 9, 1, 2]: dp[0][1] = 6
        answer(h, "7");
        let wrong_line = fill(q.hint_wrong, &[("k", &1), ("hint", &"")]);
        assert!(
            shows(h, wrong_line.trim_end()),
            "{lang:?}: the wrong answer's line"
        );
        let line = |wrong: u32| {
            fill(
                q.score,
                &[
                    ("right", &0),
                    ("hinted", &0),
                    ("wrong", &wrong),
                    ("streak", &0),
                    ("best", &0),
                ],
            )
        };
        assert!(shows(h, &line(1)), "{lang:?}: the score says {:?}", line(1));
        answer(h, "1000");
        answer(h, "6");
        assert!(shows(h, &line(1)), "{lang:?}: counted once: {:?}", line(1));
    }
}

/// s1 #1 (stop 44): in a state where every number loses the board said "take any (this move is
/// not scored)" and presentation mode "which move is best here? Your move is scored" for the
/// same state; and "which move is best here?" stood over a single number. One line on both,
/// true to the scoring; en and zh.
#[test]
fn can_i_win_says_the_same_move_line_on_the_board_and_on_a_projector() {
    for lang in [Language::English, Language::Chinese] {
        for present in [false, true] {
            // (max 4, target 10: the first player loses; playing second, the user's second
            // state has one number left)
            let dir = tempfile::tempdir().unwrap();
            let file = common::write_file(
                &dir,
                "ciw.json",
                r#"{"game": "can_i_win", "max_choosable": 4, "desired_total": 10}"#,
            );
            let mut t = common::quiz_app(Some(file), lang);
            let h = &mut t.harness;
            if present {
                let ctx = h.ctx.clone();
                h.state_mut().set_presentation(&ctx, true);
                h.set_size(egui::vec2(1024.0, 768.0));
            }
            wait_until(h, 30, "solve", |a| ciw(a).is_solved());
            wait_moves(h, 0);
            let (q, c) = (quiz_tr(), game_tr());
            assert!(
                !here(h.state()).wins,
                "(4, 10) is lost for the first player"
            );
            click(h, q.ciw_state_no);
            assert!(
                shows(h, q.ciw_state_lost_move),
                "{lang:?} present {present}: every number loses, not scored"
            );
            for scored in [q.play_ask, q.play_ask_hints] {
                assert!(
                    !shows(h, scored),
                    "{lang:?} present {present}: {scored:?} where nothing is scored"
                );
            }
            click(h, c.play_second);
            wait_moves(h, 1);
            let answer = |h: &mut Harness<'static, GamedpApp>| {
                let word = if here(h.state()).wins {
                    quiz_tr().ciw_state_yes
                } else {
                    quiz_tr().ciw_state_no
                };
                click(h, word);
            };
            answer(h);
            let first = here(h.state()).moves[0].number;
            number(h, first);
            wait_moves(h, 3);
            let state = here(h.state());
            assert_eq!(state.moves.len(), 1, "{lang:?}: one number left");
            answer(h);
            let only = fill(q.ciw_only_move, &[("x", &state.moves[0].number)]);
            assert!(shows(h, &only), "{lang:?} present {present}: {only:?}");
            for scored in [q.play_ask, q.play_ask_hints] {
                assert!(
                    !shows(h, scored),
                    "{lang:?} present {present}: {scored:?} over one number"
                );
            }
        }
    }
}

/// s2 #4 (stop 44): the line after a move in a won state said its verdict waits for "the
/// question of the state it leads to", which is never asked (the computer replies at once).
/// It names the question that is asked: the state after the computer's reply; en and zh.
#[test]
fn can_i_win_the_waiting_verdict_names_the_question_asked() {
    for lang in [Language::English, Language::Chinese] {
        let dir = tempfile::tempdir().unwrap();
        let file = common::write_file(
            &dir,
            "ciw.json",
            r#"{"game": "can_i_win", "max_choosable": 4, "desired_total": 6}"#,
        );
        let mut t = common::quiz_app(Some(file), lang);
        let h = &mut t.harness;
        wait_until(h, 30, "solve", |a| ciw(a).is_solved());
        wait_moves(h, 0);
        let q = quiz_tr();
        click(h, q.ciw_state_yes);
        number(h, 1);
        assert!(shows(h, q.ciw_move_verdict_later), "{lang:?}: the line");
        let names_the_reply = match lang {
            Language::Chinese => q.ciw_move_verdict_later.contains("电脑回应"),
            _ => q.ciw_move_verdict_later.contains("computer's reply"),
        };
        assert!(
            names_the_reply,
            "{lang:?}: {:?} names a question never asked",
            q.ciw_move_verdict_later
        );
        wait_moves(h, 2);
        assert!(
            shows(h, q.ciw_state_ask),
            "{lang:?}: the question it waits for is asked"
        );
    }
}

/// s1 (stop 44, Q1-40): the stone game's Play said "which move is best here? Your move is
/// scored" over a single pile left; en and zh.
#[test]
fn stone_play_says_a_single_move_is_not_asked() {
    use gamedp::ui::stone::StoneTab;
    for lang in [Language::English, Language::Chinese] {
        // (s1's exercise: five piles, the user first moves last)
        let dir = tempfile::tempdir().unwrap();
        let file = common::write_file(
            &dir,
            "stone.json",
            r#"{"game": "stone", "piles": [-3, 6, 0, 4, 0]}"#,
        );
        let mut t = common::quiz_app(Some(file), lang);
        let h = &mut t.harness;
        wait_until(h, 30, "solve", common::stone_solved);
        settle(h);
        assert!(
            common::quiz_play::commit_gate_question(h.state_mut(), gamedp::games::GameKind::Stone),
            "the start cell"
        );
        settle(h);
        h.query_all_by_label(gamedp::i18n::stone::tr().view_play)
            .next()
            .expect("Play")
            .click();
        settle(h);
        settle(h);
        let q = quiz_tr();
        // the user first, then the computer, until one pile is left
        let mut saw_only = false;
        for _ in 0..200 {
            let (users, piles) = {
                let v = h.state().tab::<StoneTab>().unwrap().view();
                let p = &v.play_view;
                let game = p.game.as_ref();
                (
                    game.is_some_and(|g| g.to_move == p.user),
                    game.and_then(|g| g.remaining)
                        .map_or(0, |(lo, hi)| hi + 1 - lo),
                )
            };
            if piles == 0 {
                break;
            }
            if users && piles == 1 {
                settle(h);
                assert!(shows(h, q.play_ask_only_move), "{lang:?}: one pile left");
                assert!(
                    !shows(h, q.play_ask_hints),
                    "{lang:?}: 'which move is best' over one pile"
                );
                saw_only = true;
                break;
            }
            if users {
                common::quiz_play::user_move(h.state_mut(), gamedp::games::GameKind::Stone, 0);
            }
            settle(h);
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        assert!(saw_only, "{lang:?}: the user's last move came up");
    }
}

/// s2 stop 44, LEAK 1 (by design): the Game Lab's panel under a question shows the answers of
/// the positions the moves lead to (asked before it: the quiz goes backwards like a DP table).
/// The question says so, so that it reads as the exercise, not a leak; en and zh.
#[test]
fn game_lab_question_says_the_children_are_answered_first() {
    use gamedp::ui::custom::{CustomPane, CustomTab};
    for lang in [Language::English, Language::Chinese] {
        let mut t = common::quiz_app(common::example("custom-subtraction-1-3-4.json"), lang);
        let h = &mut t.harness;
        wait_until(h, 60, "solve", |a| {
            a.tab::<CustomTab>().is_some_and(|t| t.is_solved())
        });
        h.state_mut()
            .tab_mut::<CustomTab>()
            .unwrap()
            .view_mut()
            .pane = CustomPane::Positions;
        let idx = h
            .state()
            .tab_index(gamedp::games::GameKind::Custom)
            .unwrap();
        h.state_mut().active = idx;
        settle(h);
        settle(h);
        let line = gamedp::i18n::custom::tr().quiz_ask_backwards;
        assert!(shows(h, line), "{lang:?}: {line:?}");
    }
}
