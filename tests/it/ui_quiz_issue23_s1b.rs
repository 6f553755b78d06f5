//! Issue 23, the quiz as an exam, s1/s2 stop 44b: answers on screen before a question was
//! scored, moves left out of the score without a word, and counters that disagreed; English and
//! Chinese.
#![cfg(feature = "gui")]

use crate::common;
use common::{example, settle, shows, wait_until};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gamedp::app::GamedpApp;
use gamedp::games::GameKind;
use gamedp::i18n::quiz::tr as quiz_tr;
use gamedp::i18n::{Language, fill};

fn click(h: &mut Harness<'static, GamedpApp>, label: &str) {
    h.get_by_label(label).click();
    settle(h);
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

/// The score of `kind`'s tab: right answers and questions asked.
fn score_of(app: &GamedpApp, kind: GameKind) -> (u32, u32) {
    let s = match kind {
        GameKind::Stone => app
            .tab::<gamedp::ui::stone::StoneTab>()
            .unwrap()
            .view()
            .quiz
            .score(),
        GameKind::GuessNumber => app
            .tab::<gamedp::ui::guess_number::GuessNumberTab>()
            .unwrap()
            .view()
            .quiz
            .score(),
        GameKind::CanIWin => app
            .tab::<gamedp::ui::can_i_win::CanIWinTab>()
            .unwrap()
            .view()
            .quiz
            .score(),
        GameKind::Custom => app
            .tab::<gamedp::ui::custom::CustomTab>()
            .unwrap()
            .view()
            .quiz
            .score(),
        other => panic!("no score here for {other:?}"),
    };
    (s.right, s.asked)
}

/// In `kind`'s Play with Quiz on from the start, past the gate, in `lang`.
fn play(file: &str, kind: GameKind, lang: Language) -> common::TestApp {
    let mut t = common::quiz_app(example(file), Language::English);
    let idx = t.harness.state().tab_index(kind).unwrap();
    wait_until(&mut t.harness, 30, "solve", |a| a.tabs[idx].status().solved);
    settle(&mut t.harness);
    t.harness.query_all_by_label("Play").next().unwrap().click();
    settle(&mut t.harness);
    settle(&mut t.harness);
    common::quiz_play::pass_play_gate(&mut t.harness, kind);
    if lang == Language::Chinese {
        switch_language(&mut t.harness, Language::Chinese);
    }
    settle(&mut t.harness);
    t
}

/// s1 stop 44b, LEAK 1: the stone table filled up to dp[0][3] (its why, "max(3 − 8, 2 − (−5))",
/// names the right end), Play's first move was scored: taking left counted wrong. Now the
/// question line says before the move that Play is practice, and the move says which why
/// showed it and that it is not scored; the score stays.
#[test]
fn stone_play_after_the_table_is_practice_and_says_so() {
    for lang in [Language::English, Language::Chinese] {
        let mut t = play("stone-seed-3-9-1-2.json", GameKind::Stone, lang);
        let h = &mut t.harness;
        let q = quiz_tr();
        assert!(
            shows(h, q.play_ask_practice),
            "{lang:?}: the question line does not say Play is practice"
        );
        assert!(
            !shows(h, q.play_ask_hints),
            "{lang:?}: \"Your move is scored\" over a practice move"
        );
        let before = score_of(h.state(), GameKind::Stone);
        // [3, 9, 1, 2]: the left pile is not best (3 − 8 = −5 against 2 − (−5) = 7)
        let left = fill(gamedp::i18n::stone::tr().take_left, &[("v", &3)]);
        click(h, &left);
        assert_eq!(
            score_of(h.state(), GameKind::Stone),
            before,
            "{lang:?}: a move the table showed was scored"
        );
        let line = fill(q.play_shown_wrong_in, &[("name", &"dp[0][3]")]);
        assert!(shows(h, &line), "{lang:?}: not said: {line:?}");
    }
}

/// s1 stop 44b, LEAK 2: Game Lab, every Outcome question answered; the Positions panel lists
/// under the start "→ 9: lose for the opponent", and Play scored the move to 9 Right. A move
/// whose best child the quiz has shown is practice: not scored, and the line says why.
#[test]
fn game_lab_play_move_listed_under_the_position_is_not_scored() {
    use gamedp::games::custom::Outcome;
    use gamedp::quiz::custom::{Ask, Shown};
    use gamedp::ui::custom::CustomTab;
    for lang in [Language::English, Language::Chinese] {
        let mut t = common::quiz_app(example("custom-subtraction-1-3-4.json"), lang);
        let h = &mut t.harness;
        wait_until(h, 30, "solve", |a| {
            a.tab::<CustomTab>().unwrap().current().is_some()
        });
        settle(h);
        // every outcome question answered right (the start, 10, the last)
        {
            let tab = h.state_mut().tab_mut::<CustomTab>().unwrap();
            let solved = tab.current().cloned().unwrap();
            let game = &solved.game;
            let v = tab.view_mut();
            let (_, q) = v.quiz_box.questions.as_mut().expect("the questions");
            while q.ask == Ask::Outcome
                && let Some(c) = q.current()
            {
                q.answer_outcome(game, game.outcome(c).unwrap_or(Outcome::Draw));
                q.next(game);
            }
        }
        settle(h);
        h.state_mut()
            .tab_mut::<CustomTab>()
            .unwrap()
            .view_mut()
            .pane = gamedp::ui::custom::CustomPane::Play;
        settle(h);
        let tab = h.state_mut().tab_mut::<CustomTab>().unwrap();
        let solved = tab.current().cloned().unwrap();
        let game = &solved.game;
        let v = tab.view_mut();
        let start = v.play.position(game);
        // the best move from 10: to 7 or 9 (both lost for the mover), the sooner win
        let nine = gamedp::quiz::custom::move_options(game, start)
            .into_iter()
            .max_by_key(|o| o.rank)
            .expect("moves")
            .mv;
        let name = game.position_text(nine, 40);
        assert!(
            v.quiz_box.shows(true, nine, Shown::Outcome),
            "{lang:?}: {name}'s outcome was answered"
        );
        let before = v.quiz.score();
        let qb = &v.quiz_box;
        let told = |p| qb.shows(true, p, Shown::Outcome);
        v.play.user_move_told(game, nine, Some(&mut v.quiz), &told);
        assert_eq!(
            v.quiz.score(),
            before,
            "{lang:?}: a move listed under the position was scored"
        );
        settle(h);
        let line = fill(quiz_tr().play_listed_right, &[("pos", &name)]);
        assert!(shows(h, &line), "{lang:?}: not said: {line:?}");
    }
}

/// s1 stop 44b: the set's report read "This set: 1 questions, 1 right…": a count of one takes
/// the singular (English; Chinese has no plural and stays as it is).
#[test]
fn a_set_of_one_question_says_question() {
    let total = |asked: u32| {
        fill(
            quiz_tr().report_total,
            &[
                ("asked", &asked),
                ("right", &1),
                ("wrong", &0),
                ("hinted", &0),
                ("hints", &0),
            ],
        )
    };
    gamedp::i18n::set_language(Language::English);
    assert!(total(1).contains("This set: 1 question, "), "{}", total(1));
    assert!(total(2).contains("This set: 2 questions, "), "{}", total(2));
    gamedp::i18n::set_language(Language::Chinese);
    assert!(total(1).contains("本组共 1 题"), "{}", total(1));
    gamedp::i18n::set_language(Language::English);
}
