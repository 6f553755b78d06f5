//! Play in Quiz mode teaches (issue 23, a quiz that teaches): a forced move (the only legal
//! one) says "Only move" and is not scored, in every tab where one comes up; a move that was
//! not best tells where to look for why: the stone and Guess Number cell with its numbers (Play
//! opens once the table's start cell, the last of the fill order, is committed), the 913
//! position the move led to (the outcome quiz's question). Both languages.
#![cfg(feature = "gui")]

use crate::common;
use common::shows;

use common::{example, settle, wait_until};
use egui_kittest::Harness;
use egui_kittest::kittest::NodeT as _;
use egui_kittest::kittest::Queryable as _;
use gamedp::app::GamedpApp;
use gamedp::games::GameKind;
use gamedp::i18n::Language;

fn click(h: &mut Harness<'static, GamedpApp>, label: &str) {
    h.get_by_label(label).click();
    settle(h);
}

fn switch_language(h: &mut Harness<'static, GamedpApp>, to: Language) {
    click(
        h,
        match to {
            Language::English => "English",
            Language::Chinese => "简体中文",
        },
    );
}

/// The score line's right answers and questions asked (English).
fn score(h: &Harness<'static, GamedpApp>) -> (u32, u32) {
    let line = h
        .query_all_by_label_contains("All sets: ")
        .filter_map(|n| {
            let a = n.accesskit_node();
            a.label().or_else(|| a.value())
        })
        .find(|l| l.contains(" hinted · "))
        .expect("the score line");
    // "All sets: 3 right · 1 hinted · 2 wrong · …": asked is the three together
    let at = line.find("All sets: ").unwrap() + "All sets: ".len();
    let counts: Vec<u32> = line[at..]
        .split(" · ")
        .take(3)
        .map(|part| part.split_whitespace().next().unwrap().parse().unwrap())
        .collect();
    (counts[0], counts.iter().sum())
}

/// The legal moves of the user's position now in `kind`'s Play view (0: not the user's turn).
fn legal_now(app: &GamedpApp, kind: GameKind) -> usize {
    match kind {
        GameKind::Stone => {
            let tab = app.tab::<gamedp::ui::stone::StoneTab>().unwrap();
            let v = tab.view();
            match &v.play_view.game {
                Some(g) if !g.is_over() && g.to_move == v.play_view.user => match g.remaining {
                    Some((i, j)) if i == j => 1,
                    Some(_) => 2,
                    None => 0,
                },
                _ => 0,
            }
        }
        GameKind::GuessNumber => {
            let tab = app
                .tab::<gamedp::ui::guess_number::GuessNumberTab>()
                .unwrap();
            match &tab.view().play_view.game {
                Some(g) if !g.is_over() => {
                    let (lo, hi) = g.interval();
                    hi - lo + 1
                }
                _ => 0,
            }
        }
        GameKind::CatMouse => {
            let tab = app.tab::<gamedp::ui::cat_mouse::CatMouseTab>().unwrap();
            let sol = &tab.solved().unwrap().solution;
            let v = tab.view();
            match &v.play.game {
                Some(g) if v.play.users_turn() => g.legal_moves(sol.graph()).len(),
                _ => 0,
            }
        }
        GameKind::Custom => {
            let tab = app.tab::<gamedp::ui::custom::CustomTab>().unwrap();
            let game = &tab.current().unwrap().game;
            let v = tab.view();
            let p = v.play.position(game);
            if !v.play.users_turn() || gamedp::ui::custom::play::PlayView::over(game, p) {
                0
            } else {
                game.moves(p).len()
            }
        }
        _ => 0,
    }
}

/// In Play with Quiz on, past the gate, the score started again.
fn play(file: &str, kind: GameKind) -> common::TestApp {
    let mut t = common::quiz_app(example(file), Language::English);
    let idx = t.harness.state().tab_index(kind).unwrap();
    wait_until(&mut t.harness, 30, "solve", |a| a.tabs[idx].status().solved);
    settle(&mut t.harness);
    t.harness.query_all_by_label("Play").next().unwrap().click();
    settle(&mut t.harness);
    settle(&mut t.harness);
    common::quiz_play::pass_play_gate(&mut t.harness, kind);
    t
}

/// A forced move says "Only move" (只有这一步) and leaves the score as it was; every other
/// move is scored and does not say so. Played to the end in each tab where a forced move
/// comes up (1728 never has one: staying put is always a move).
#[test]
fn a_forced_move_says_only_move_and_is_not_scored() {
    let cases = [
        (GameKind::Stone, "stone-486-1-100-3.json"),
        (GameKind::GuessNumber, "guess-number-10.json"),
        (GameKind::CatMouse, "cat-mouse-leetcode-example-1.json"),
        (GameKind::Custom, "custom-subtraction-1-3-4.json"),
    ];
    for (kind, file) in cases {
        let what = format!("{kind:?}");
        let mut t = play(file, kind);
        let (mut forced, mut scored, mut no_choice) = (0, 0, 0);
        for k in 0..400 {
            let legal = legal_now(t.harness.state(), kind);
            let before = score(&t.harness);
            let turn = common::quiz_play::user_move(t.harness.state_mut(), kind, k);
            match turn {
                common::quiz_play::Turn::Over => break,
                common::quiz_play::Turn::Wait => {
                    t.harness.run_steps(3);
                    continue;
                }
                common::quiz_play::Turn::Moved => {}
            }
            t.harness.run_steps(2);
            let after = score(&t.harness);
            if legal == 1 {
                forced += 1;
                assert_eq!(after, before, "{what}: a forced move was scored");
                assert!(shows(&t.harness, "Only move"), "{what}: no \"Only move\"");
                assert!(
                    !shows(&t.harness, "Right!"),
                    "{what}: a forced move is right"
                );
                if forced == 1 {
                    switch_language(&mut t.harness, Language::Chinese);
                    assert!(shows(&t.harness, "只有这一步"), "{what}: in Chinese");
                    switch_language(&mut t.harness, Language::English);
                }
            } else if after == before
                && (shows(&t.harness, "shown in an earlier why")
                    || shows(&t.harness, "Its answer was shown in the why of"))
            {
                // a move whose answer a why showed (Guess Number: every cell's why prints each
                // guess's cost) is practice, not scored (issue 23, s2 stop 41)
                no_choice += 1;
            } else if after == before
                && (shows(&t.harness, "every move there gives the same result")
                    || shows(&t.harness, "both ends gave the same result"))
            {
                // every move as good as another (equal piles, every move loses): the same rule
                // as the only move (issue 23, q10)
                assert!(!shows(&t.harness, "Right!"), "{what}");
                no_choice += 1;
            } else {
                scored += 1;
                // (913: the questions of the position the move led to and of the one it was
                // made from, asked in Play before the move's verdict, count too when they were
                // still open: since b754249)
                let asked = if kind == GameKind::CatMouse { 3 } else { 1 };
                assert!(
                    (before.1 + 1..=before.1 + asked).contains(&after.1),
                    "{what}: a move was not scored"
                );
                assert!(!shows(&t.harness, "Only move"), "{what}: {legal} moves");
            }
            t.harness.run_steps(3);
        }
        assert!(forced > 0, "{what}: no forced move came up");
        // (486 [1, 100, 3]: both first moves lose by 96, so no move of that game is scored)
        assert!(
            scored + no_choice > 0,
            "{what}: no move with more than one choice came up"
        );
    }
}

/// Stone: a move that was not best names the cell of the position and, the table being
/// committed up to its start, the reason with its numbers; in both languages.
#[test]
fn stone_not_best_gives_the_cell_and_its_numbers() {
    let mut t = play("stone-seed-3-9-1-2.json", GameKind::Stone);
    // [3, 9, 1, 2]: the left pile is not best (3 - 8 = -5 against 2 - (-5) = 7)
    // (the table filled showed it: practice, not scored, s1 stop 44b)
    click(&mut t.harness, "Take left (3)");
    assert!(shows(
        &t.harness,
        "Not a best move. Its answer was shown in the why of dp[0][3]: not scored. Why, from dp[0][3] in the table:"
    ));
    assert!(shows(&t.harness, "Taking pile #0 is worth 3 - 8 = -5"));
    assert_eq!(score(&t.harness), (0, 0));
    switch_language(&mut t.harness, Language::Chinese);
    assert!(shows(
        &t.harness,
        "这不是最优的一步。它的答案在 dp[0][3] 的理由里出现过：不计分。 原因（见表格中的 dp[0][3]）"
    ));
    assert!(shows(&t.harness, "取 #0 堆得 3 - 8 = -5"));
}

/// Guess Number: a guess that was not best says so; after the table quiz every cell's why
/// printed each guess's cost, so Play's guess is practice and says why it is not scored (issue
/// 23, s2 stop 41: the why of dp[1][11] had shown the best guess Play then scored).
#[test]
fn guess_number_not_best_gives_the_cell_and_its_numbers() {
    let mut t = play("guess-number-10.json", GameKind::GuessNumber);
    let before = score(&t.harness);
    common::quiz_play::user_move(t.harness.state_mut(), GameKind::GuessNumber, 0);
    settle(&mut t.harness);
    assert!(shows(
        &t.harness,
        "Not a best move. Its answer was shown in the why of dp[1][10]: not scored."
    ));
    assert_eq!(score(&t.harness), before, "practice is not scored");
    // practice still teaches: the reason with its numbers
    assert!(shows(
        &t.harness,
        "Why, from dp[1][10] in the table: With the numbers:"
    ));
    switch_language(&mut t.harness, Language::Chinese);
    assert!(shows(
        &t.harness,
        "这不是最优的一步。它的答案在 dp[1][10] 的理由里出现过：不计分。"
    ));
    assert!(shows(
        &t.harness,
        "原因（见表格中的 dp[1][10]）：代入数值："
    ));
}

/// Cat and Mouse: a move that was not best names the position it led to (the outcome quiz's
/// question), not its outcome.
#[test]
fn cat_mouse_not_best_names_the_position_it_led_to() {
    let mut t = play("cat-mouse-leetcode-example-1.json", GameKind::CatMouse);
    let mut told = false;
    for _ in 0..400 {
        let app = t.harness.state_mut();
        let tab = app.tab_mut::<gamedp::ui::cat_mouse::CatMouseTab>().unwrap();
        let solved = tab.solved().cloned().unwrap();
        let sol = &solved.solution;
        let v = tab.view_mut();
        let Some(pos) = v.play.game.as_ref().map(|g| g.pos) else {
            break;
        };
        if v.play.game.as_ref().is_some_and(|g| g.is_over()) {
            break;
        }
        if !v.play.users_turn() {
            t.harness.run_steps(3);
            continue;
        }
        // the worst move, when the moves differ
        let options = gamedp::quiz::cat_mouse::move_options(sol, pos);
        let worst = options.iter().min_by_key(|o| o.rank).unwrap();
        let differ = options.iter().any(|o| o.rank != worst.rank);
        let to = if differ { worst.mv } else { options[0].mv };
        v.play.quiz_move(&mut v.quiz, &v.quiz_view, &solved, to);
        // its verdict waits for the question of the position it led to (asked in Play)
        common::quiz_play::answer_play_question(v, &solved, 0);
        t.harness.run_steps(2);
        let over = t
            .harness
            .state()
            .tab::<gamedp::ui::cat_mouse::CatMouseTab>()
            .unwrap()
            .view()
            .play
            .game
            .as_ref()
            .is_none_or(|g| g.is_over());
        if differ && !over {
            told = true;
            assert_eq!(score(&t.harness).0, 0, "the move was right");
            assert!(
                shows(
                    &t.harness,
                    "Not a best move. The outcome quiz's question on the position where your move led (mouse "
                ),
                "no position named"
            );
            switch_language(&mut t.harness, Language::Chinese);
            assert!(shows(
                &t.harness,
                "这不是最优的一步。胜负测验里关于你这一步走到的局面（老鼠在"
            ));
            switch_language(&mut t.harness, Language::English);
            break;
        }
        t.harness.run_steps(3);
    }
    assert!(told, "no move that was not best came up");
}

/// A position's move is scored once in a scenario: after a wrong move, Take back (or a new
/// game) and the move the feedback named says so and leaves the score (two students farmed
/// "Right!" that way, in stone and in Cat and Mouse).
#[test]
fn a_move_taken_back_and_played_again_is_not_scored_again() {
    let mut t = play("stone-seed-3-9-1-2.json", GameKind::Stone);
    // [3, 9, 1, 2]: the left pile is not best; the why names the right one
    // (the table filled showed every position's best end: Play is practice, s1 stop 44b; the
    // move the feedback named is not scored either way)
    click(&mut t.harness, "Take left (3)");
    assert_eq!(score(&t.harness), (0, 0));
    click(&mut t.harness, "Take back");
    click(&mut t.harness, "Take right (2)");
    assert_eq!(score(&t.harness), (0, 0), "scored after Take back");
    assert!(shows(
        &t.harness,
        "A best move. Its answer was shown in the why of dp[0][3]: not scored."
    ));
    click(&mut t.harness, "New game");
    click(&mut t.harness, "Take right (2)");
    assert_eq!(score(&t.harness), (0, 0), "scored in a new game");
    switch_language(&mut t.harness, Language::Chinese);
    assert!(shows(
        &t.harness,
        "这是最优的一步。它的答案在 dp[0][3] 的理由里出现过：不计分。"
    ));
}

/// Cat and Mouse: the why of the start names a move ("moving to 4 keeps the draw"); that tells
/// the outcome of the position it reaches, which counts as shown: Play does not ask it (a
/// student was asked "mouse 6, cat 2, cat to move" right after the why named 6, scored).
#[test]
fn cat_mouse_the_position_a_why_names_is_not_asked_in_play() {
    use gamedp::games::cat_mouse::Position;
    use gamedp::quiz::outcome::cat_mouse::{Reason, reason};
    let mut t = play("cat-mouse-leetcode-example-1.json", GameKind::CatMouse);
    let app = t.harness.state_mut();
    let tab = app.tab_mut::<gamedp::ui::cat_mouse::CatMouseTab>().unwrap();
    let solved = tab.solved().cloned().unwrap();
    let v = tab.view_mut();
    // the gate's question (the start) was answered: its why named a move
    let to = match reason(&solved.solution, Position::START).expect("a reason") {
        Reason::Wins { to, .. } | Reason::EveryMoveLoses { to, .. } | Reason::Draw { to } => to,
        Reason::Stuck => panic!("the start has moves"),
    };
    let told = Position::START.after_move(to);
    assert!(
        v.quiz_view.is_committed(&solved, told),
        "the position the why named ({told:?}) counts as shown"
    );
    assert!(v.play.users_turn(), "the mouse moves first");
    let asked_before = v.quiz.tally.score.asked;
    assert!(v.play.quiz_move(&mut v.quiz, &v.quiz_view, &solved, to));
    assert_eq!(
        v.play.asked_position(&v.quiz_view, &solved),
        None,
        "Play asks the position the why named"
    );
    settle(&mut t.harness);
    assert!(
        !shows(&t.harness, "Before the cat replies"),
        "a question is asked"
    );
    let v = t
        .harness
        .state()
        .tab::<gamedp::ui::cat_mouse::CatMouseTab>()
        .unwrap()
        .view();
    // the move itself is scored (a best move), its position's outcome is not
    assert!(v.quiz.tally.score.asked <= asked_before + 1);
}
