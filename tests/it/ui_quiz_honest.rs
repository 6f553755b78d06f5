//! Quiz mode says only what is true (issue 23): Guess Number's New exercise says which of its
//! cells a table shown before held (`dp[i][j]` depends only on `i` and `j`), and picks an `n`
//! past that table while one is of a teachable size; the exercise's status line goes once an
//! answer shows; the Game Lab exercise's rules name no game; the Game Lab inspector lists every
//! move of the position asked, the unasked ones "not answered yet". Both languages.
#![cfg(feature = "gui")]

use crate::common;

use common::{app_with, example, settle, wait_until};
use egui_kittest::kittest::Queryable as _;
use gamedp::app::GamedpApp;
use gamedp::i18n::{Language, set_language};
use gamedp::ui::custom::CustomTab;
use gamedp::ui::framework::StatusMessage;
use gamedp::ui::guess_number::GuessNumberTab;

fn status(app: &GamedpApp) -> Option<String> {
    match &app.status {
        Some(StatusMessage::Info(m) | StatusMessage::Error(m)) => Some(m.get().to_string()),
        _ => None,
    }
}

fn guess(app: &GamedpApp) -> &GuessNumberTab {
    app.tab::<GuessNumberTab>().expect("guess number tab")
}

/// Click the button labelled `text` (in `lang`).
fn click(t: &mut common::TestApp, lang: Language, text: impl Fn() -> &'static str) {
    set_language(lang);
    t.harness.get_by_label(text()).click();
    settle(&mut t.harness);
}

/// Guess Number with the table of `shown` numbers on screen (Quiz mode off), then Quiz mode and
/// New exercise: the exercise's `n` and the status line.
/// (The app starts in another tab: Guess Number's `n = 10` is never on screen.)
fn exercise_after(shown: u64, lang: Language) -> (common::TestApp, u64, Option<String>) {
    let mut t = app_with(example("stone-seed-3-9-1-2.json"), lang);
    t.harness
        .state_mut()
        .tab_mut::<GuessNumberTab>()
        .unwrap()
        .set_n(shown);
    // (the tab picked once its table is of `shown`: the start's n = 10 is never drawn)
    wait_until(&mut t.harness, 30, "solve", |a| {
        guess(a).is_solved() && guess(a).n() == shown
    });
    let app = t.harness.state_mut();
    app.active = app.tab_index(gamedp::games::GameKind::GuessNumber).unwrap();
    settle(&mut t.harness);
    click(&mut t, lang, || gamedp::i18n::quiz::tr().quiz_switch);
    // as New exercise does
    let app = t.harness.state_mut();
    let game = app.tabs[app.active].new_exercise().expect("an exercise");
    app.load_exercise(game);
    wait_until(&mut t.harness, 30, "the exercise", |a| {
        guess(a).is_solved() && guess(a).n() != shown
    });
    settle(&mut t.harness);
    set_language(lang);
    let n = guess(t.harness.state()).n();
    let line = status(t.harness.state());
    (t, n, line)
}

/// The `n = 10` table shown holds every cell of an exercise (n <= 9): the status line says
/// so, never "none of its answers has been shown"; after a table of 6, the exercise is larger
/// and its line says which cells were shown. The line goes once a hint shows an answer.
#[test]
fn guess_number_exercise_says_which_cells_were_on_screen() {
    for lang in [Language::English, Language::Chinese] {
        let (_, n, line) = exercise_after(10, lang);
        let g = gamedp::i18n::guess_number::tr();
        assert!((5..=9).contains(&n), "{lang:?}: n = {n}");
        let all = gamedp::i18n::fill(g.exercise_all_seen, &[("n", &n), ("shown", &10)]);
        assert_eq!(line.as_deref(), Some(all.as_str()), "{lang:?}");

        let (mut t, n, line) = exercise_after(6, lang);
        let g = gamedp::i18n::guess_number::tr();
        assert!(
            (7..=9).contains(&n),
            "{lang:?}: past the table shown: n = {n}"
        );
        let some = gamedp::i18n::fill(g.exercise_some_seen, &[("n", &n), ("shown", &6)]);
        assert_eq!(line.as_deref(), Some(some.as_str()), "{lang:?}");
        // a hint shows an answer: the line about what was shown goes
        click(&mut t, lang, || gamedp::i18n::quiz::tr().hint);
        click(&mut t, lang, || gamedp::i18n::quiz::tr().hint);
        click(&mut t, lang, || gamedp::i18n::quiz::tr().hint);
        settle(&mut t.harness);
        assert_eq!(status(t.harness.state()), None, "{lang:?}: after hints");
    }
}

/// A tab whose exercise shares nothing with what was shown keeps the usual line until an
/// answer shows (it stayed after every answer was shown).
#[test]
fn the_fresh_exercise_line_goes_with_the_first_answer() {
    for lang in [Language::English, Language::Chinese] {
        let mut t = app_with(example("stone-seed-3-9-1-2.json"), lang);
        wait_until(&mut t.harness, 30, "the solve", |app| {
            app.tabs[app.active].status().solved
        });
        click(&mut t, lang, || gamedp::i18n::quiz::tr().quiz_switch);
        click(&mut t, lang, || gamedp::i18n::quiz::tr().new_exercise);
        wait_until(&mut t.harness, 30, "the exercise", |app| {
            app.tabs[app.active].status().solved
        });
        settle(&mut t.harness);
        set_language(lang);
        let fresh = gamedp::i18n::quiz::tr().exercise_loaded.to_string();
        assert_eq!(status(t.harness.state()), Some(fresh), "{lang:?}");
        click(&mut t, lang, || gamedp::i18n::quiz::tr().hint);
        assert_eq!(status(t.harness.state()), None, "{lang:?}: after a hint");
    }
}

/// The Game Lab exercise's rules have no comment (one began "# Nim: take any number…",
/// naming the game, whose XOR rule answers every question, in English in the Chinese
/// interface) and still run.
#[test]
fn the_game_lab_exercise_names_no_game() {
    use gamedp::games::NoControl;
    for seed in 0..200 {
        let setup = gamedp::quiz::exercise::custom(seed);
        assert!(
            !setup.rules.contains('#'),
            "seed {seed}: a comment in\n{}",
            setup.rules
        );
        let lower = setup.rules.to_lowercase();
        assert!(
            !lower.contains("nim") && !lower.contains("subtraction"),
            "{lower}"
        );
        assert!(
            gamedp::games::custom::solve(&setup.rules, setup.misere, &NoControl).is_ok(),
            "seed {seed}: the rules run"
        );
    }
}

/// The inspector of the position asked lists every move, the unasked ones "not answered yet",
/// all in view above the graph (a student saw only the answered "→ 9" and "→ 7", the move to 6
/// scrolled out of view, and read that as a leak).
#[test]
fn the_game_lab_inspector_lists_every_move_of_the_position_asked() {
    for lang in [Language::English, Language::Chinese] {
        let mut t = app_with(example("custom-subtraction-1-3-4.json"), lang);
        wait_until(&mut t.harness, 60, "solve", |a| {
            a.tab::<CustomTab>().unwrap().is_solved()
        });
        t.harness.set_size(egui::vec2(1024.0, 740.0));
        settle(&mut t.harness);
        click(&mut t, lang, || gamedp::i18n::quiz::tr().quiz_switch);
        // "is 10 a win?": the start in the inspector
        let tab = t.harness.state_mut().tab_mut::<CustomTab>().unwrap();
        let start = tab.current().unwrap().game.start();
        tab.view_mut().positions.selected = Some(start);
        settle(&mut t.harness);
        set_language(lang);
        let lab = gamedp::i18n::custom::tr();
        let start = {
            let tab = t.harness.state().tab::<CustomTab>().unwrap();
            let game = &tab.current().unwrap().game;
            game.position_text(game.start(), 40)
        };
        let moves: Vec<String> = {
            let tab = t.harness.state().tab::<CustomTab>().unwrap();
            let game = &tab.current().unwrap().game;
            game.moves(game.start())
                .iter()
                .map(|&q| game.position_text(q, 40))
                .collect()
        };
        assert!(moves.len() >= 3, "{start}: {moves:?}");
        let graph_top = t
            .harness
            .state()
            .tab::<CustomTab>()
            .unwrap()
            .view()
            .positions
            .canvas
            .map(|r| r.top());
        for q in &moves {
            let line = gamedp::i18n::fill(lab.child_unanswered, &[("q", q)]);
            let node = t.harness.query_by_label(&line);
            let arrows: Vec<String> = t
                .harness
                .query_all_by_label_contains("→")
                .map(|n| format!("{n:?}"))
                .collect();
            assert!(node.is_some(), "{lang:?}: {line} not listed: {arrows:?}");
            if let (Some(node), Some(top)) = (node, graph_top) {
                let rect = node.rect();
                assert!(
                    rect.max.y <= top,
                    "{lang:?}: {line} below the graph's top {top}: {rect:?}"
                );
            }
        }
    }
}
