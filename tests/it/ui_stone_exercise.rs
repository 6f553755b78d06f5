//! A stone New exercise asks no value already on screen (issue 23): `dp[i][j]` depends only on
//! the piles `i..=j`, so a cell whose stretch of piles was in a row shown before (or answered)
//! is given, not asked. A student got `[6, 6, 2, 6, 9, -3]` after `[6, 6, 6, 2, 6, 9]` and was
//! asked `dp[0][1] = 0` of `[6, 6]` again, a value just shown.
#![cfg(feature = "gui")]

use std::collections::BTreeSet;

use crate::common;

use common::{example, quiz_app, settle, wait_until};
use gamedp::app::GamedpApp;
use gamedp::i18n::Language;
use gamedp::quiz::fill::CellState;
use gamedp::ui::framework::GameTab as _;
use gamedp::ui::framework::StatusMessage;
use gamedp::ui::framework::tab::GameView as _;
use gamedp::ui::stone::StoneTab;

fn stone(app: &GamedpApp) -> &StoneTab {
    app.tab::<StoneTab>().expect("stone tab")
}

/// Many New exercises in turn, each table shown whole (Quiz mode off a moment) before the next:
/// no exercise asks a cell whose piles were shown before; those cells are given, and the status
/// line names them. Both languages.
#[test]
fn a_stone_exercise_asks_no_stretch_of_piles_shown_before() {
    for lang in [Language::English, Language::Chinese] {
        let mut t = quiz_app(example("stone-seed-3-9-1-2.json"), lang);
        wait_until(&mut t.harness, 30, "solve", |a| stone(a).is_solved());
        settle(&mut t.harness);
        let mut shown: BTreeSet<Vec<i64>> = BTreeSet::new();
        let (mut asked, mut given) = (0, 0);
        for k in 0..40u64 {
            let seed = k.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
            let app = t.harness.state_mut();
            let game = app
                .tab_mut::<StoneTab>()
                .unwrap()
                .view_mut()
                .exercise(seed)
                .expect("an exercise");
            let gamedp::scenario::Game::Stone(setup) = &game else {
                panic!("a stone game");
            };
            let row = setup.piles.clone();
            let before = stone(app).status().revision;
            app.load_exercise(game);
            if stone(t.harness.state()).status().revision == before {
                continue; // the same row as on screen: not loaded
            }
            wait_until(&mut t.harness, 30, "the exercise", |a| {
                stone(a).is_solved() && stone(a).piles() == row.as_slice()
            });
            settle(&mut t.harness);
            let app = t.harness.state();
            let q = stone(app)
                .view()
                .table_view
                .quiz
                .fill
                .clone()
                .expect("the quiz");
            let mut given_here = Vec::new();
            for i in 0..row.len() {
                for j in i + 1..row.len() {
                    let seen = shown.contains(&row[i..=j]);
                    let state = q.state(i, j);
                    assert_eq!(
                        state == CellState::Given,
                        seen,
                        "{lang:?} exercise {k} {row:?}: dp[{i}][{j}] {state:?}, its piles {:?} \
                         shown before: {seen}",
                        &row[i..=j]
                    );
                    if seen {
                        given_here.push(format!("dp[{i}][{j}]"));
                    } else {
                        asked += 1;
                    }
                }
            }
            if !given_here.is_empty() {
                given += given_here.len();
                let Some(StatusMessage::Info(line)) = &app.status else {
                    panic!("a status line");
                };
                let line = line.get().to_string();
                for cell in &given_here {
                    assert!(line.contains(cell.as_str()), "{lang:?}: {line}");
                }
            }
            // the whole table on screen: Quiz mode off a moment, then on again
            let app = t.harness.state_mut();
            let a = app.active;
            app.tabs[a].set_quiz(false);
            settle(&mut t.harness);
            let app = t.harness.state_mut();
            app.tabs[a].set_quiz(true);
            settle(&mut t.harness);
            for i in 0..row.len() {
                for j in i + 1..row.len() {
                    shown.insert(row[i..=j].to_vec());
                }
            }
        }
        assert!(asked > 200, "{lang:?}: {asked} cells asked");
        eprintln!("{lang:?}: {asked} asked, {given} given");
    }
}

/// Type `text` into the row editor's array box and press its button, in `lang`.
fn use_row(h: &mut egui_kittest::Harness<'static, GamedpApp>, lang: Language, text: &str) {
    use egui_kittest::kittest::Queryable as _;
    gamedp::i18n::set_language(lang);
    let t = gamedp::i18n::stone::tr();
    h.get_by_label(t.paste_label).focus();
    settle(h);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_label(t.paste_label).type_text(text);
    settle(h);
    common::click_in_view(h, t.use_row);
    settle(h);
}

/// The quiz of `[9, 1, 2, 5]` after `[3, 9, 1, 2]` was on screen: the cells whose piles were
/// in that row are given (`dp[0][1]` of `[9, 1]`, `dp[1][2]` of `[1, 2]`, `dp[0][2]` of
/// `[9, 1, 2]`), the others asked, and the quiz box names the given ones.
fn assert_overlap_given(h: &egui_kittest::Harness<'static, GamedpApp>, lang: Language) {
    let view = stone(h.state()).view();
    let q = view.table_view.quiz.fill.clone().expect("the quiz");
    let given = [(0, 1), (1, 2), (0, 2)];
    for i in 0..4 {
        for j in i + 1..4 {
            assert_eq!(
                q.state(i, j) == CellState::Given,
                given.contains(&(i, j)),
                "{lang:?}: dp[{i}][{j}] {:?}",
                q.state(i, j)
            );
        }
    }
    gamedp::i18n::set_language(lang);
    let line = gamedp::i18n::fill(
        gamedp::i18n::stone::tr().exercise_given,
        &[("cells", &"dp[0][1], dp[0][2], dp[1][2]")],
    );
    assert!(
        common::shows(h, &line),
        "{lang:?}: the given cells are named: {line}"
    );
}

/// s2 stop 43, LEAK 1: `[3, 9, 1, 2]` seen with Quiz mode off, then Quiz mode on and
/// `[9, 1, 2, 5]` typed into the array box: the scored quiz asked `dp[0][1]`, `dp[1][2]` and
/// `dp[0][2]`, values of the table just shown. Whatever brings a row (the array box here), a
/// cell whose piles were in a row shown before is given. Both languages.
#[test]
fn a_row_typed_after_an_overlapping_one_gives_the_cells_seen() {
    for lang in [Language::English, Language::Chinese] {
        let mut t = common::app_with(example("stone-seed-3-9-1-2.json"), lang);
        wait_until(&mut t.harness, 30, "solve", |a| stone(a).is_solved());
        settle(&mut t.harness);
        let app = t.harness.state_mut();
        let a = app.active;
        app.tabs[a].set_quiz(true);
        settle(&mut t.harness);
        use_row(&mut t.harness, lang, "[9,1,2,5]");
        wait_until(&mut t.harness, 30, "the new row", |a| {
            stone(a).is_solved() && stone(a).piles() == [9, 1, 2, 5]
        });
        settle(&mut t.harness);
        settle(&mut t.harness);
        assert_overlap_given(&t.harness, lang);
    }
}

/// The same in a later run: `[3, 9, 1, 2]` on screen in one run (its stretches of piles kept in
/// the settings' fingerprints), `[9, 1, 2, 5]` quizzed in the next gives the same cells. Both
/// languages.
#[test]
fn a_row_seen_in_an_earlier_run_gives_its_cells_in_an_overlapping_one() {
    for lang in [Language::English, Language::Chinese] {
        let data = tempfile::tempdir().unwrap();
        let (mut h, _) =
            common::window_with(example("stone-seed-3-9-1-2.json"), lang, data.path(), false);
        wait_until(&mut h, 30, "solve", |a| stone(a).is_solved());
        settle(&mut h);
        settle(&mut h);
        drop(h);
        let file = data.path().join("row.json");
        std::fs::write(
            &file,
            r#"{ "version": 1, "game": "stone", "piles": [9, 1, 2, 5] }"#,
        )
        .unwrap();
        let (mut h, _) = common::window_with(Some(file), lang, data.path(), true);
        wait_until(&mut h, 30, "the new row", |a| {
            stone(a).is_solved() && stone(a).piles() == [9, 1, 2, 5]
        });
        settle(&mut h);
        settle(&mut h);
        assert_overlap_given(&h, lang);
    }
}

/// s2 stop 43, problem 1: the status line kept "Practice: this scenario's answers were on
/// screen earlier, so it is not scored" after a new row typed in started a scored set (the
/// header counted it, the score rose). The line follows: a scored set says it is scored. Both
/// languages.
#[test]
fn the_practice_line_goes_when_a_scored_set_starts() {
    let status = |app: &GamedpApp| match &app.status {
        Some(StatusMessage::Info(m) | StatusMessage::Error(m)) => Some(m.get().to_string()),
        _ => None,
    };
    for lang in [Language::English, Language::Chinese] {
        let mut t = common::app_with(example("stone-seed-3-9-1-2.json"), lang);
        wait_until(&mut t.harness, 30, "solve", |a| stone(a).is_solved());
        settle(&mut t.harness);
        let app = t.harness.state_mut();
        let a = app.active;
        app.tabs[a].set_quiz(true);
        settle(&mut t.harness);
        gamedp::i18n::set_language(lang);
        let practice = gamedp::i18n::quiz::tr().practice;
        assert_eq!(
            status(t.harness.state()).as_deref(),
            Some(practice),
            "{lang:?}"
        );
        use_row(&mut t.harness, lang, "[8,1,2,5]");
        wait_until(&mut t.harness, 30, "the new row", |a| {
            stone(a).is_solved() && stone(a).piles() == [8, 1, 2, 5]
        });
        settle(&mut t.harness);
        let app = t.harness.state_mut();
        let a = app.active;
        assert!(app.tabs[a].quiz_scored(), "{lang:?}: the new row is scored");
        gamedp::i18n::set_language(lang);
        assert_eq!(
            status(t.harness.state()).as_deref(),
            Some(gamedp::i18n::quiz::tr().scored),
            "{lang:?}"
        );
    }
}
