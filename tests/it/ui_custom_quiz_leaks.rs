//! The Game Lab's quiz leaks nothing it may still ask (issue 23, stop 42 student trials): the
//! Result panel's Grundy line waits for the start's Grundy question; what Play revealed and what
//! an earlier exercise of the same rules showed is not scored again; one count of questions;
//! hint 2 says something the first did not; the views fit at 1024 × 768.
#![cfg(feature = "gui")]

use crate::common;

use common::{example, settle, shows, wait_until};
use egui_kittest::kittest::Queryable as _;
use gamedp::app::GamedpApp;
use gamedp::games::custom::{Outcome, Setup};
use gamedp::i18n::{Language, custom::tr as lab_tr, fill, set_language};
use gamedp::quiz::custom::Ask;
use gamedp::ui::custom::{CustomPane, CustomTab};

fn lab(app: &GamedpApp) -> &CustomTab {
    app.tab::<CustomTab>().expect("custom tab")
}

fn solved(app: &GamedpApp) -> bool {
    lab(app).is_solved()
}

/// The subtraction game {1, 3, 4} from 10 stones (Grundy value of 10: 1, a win).
fn subtraction() -> Setup {
    Setup {
        rules: "# take 1, 3 or 4\nstart = 10\ndef moves(p):\n    return [p - k for k in (1, 3, 4) if p >= k]\n"
            .into(),
        misere: false,
    }
}

/// The app with Quiz mode on from the start, the Game Lab on `setup`, solved, in Positions.
fn quiz_lab(setup: Setup, lang: Language) -> common::TestApp {
    let mut t = common::quiz_app(example("custom-subtraction-1-3-4.json"), lang);
    wait_until(&mut t.harness, 60, "solve", solved);
    t.harness
        .state_mut()
        .tab_mut::<CustomTab>()
        .unwrap()
        .edit(setup);
    wait_until(&mut t.harness, 60, "solve the edit", solved);
    t.harness
        .state_mut()
        .tab_mut::<CustomTab>()
        .unwrap()
        .view_mut()
        .pane = CustomPane::Positions;
    settle(&mut t.harness);
    t
}

/// Answer every open question of the kind `ask` right, through the quiz's questions.
fn answer_all(t: &mut common::TestApp, ask: Ask) {
    let tab = t.harness.state_mut().tab_mut::<CustomTab>().unwrap();
    let solved = tab.current().unwrap().clone();
    let game = &solved.game;
    let view = tab.view_mut();
    let q = view.quiz_box.ensure(game, solved.revision);
    if q.ask != ask {
        q.ask = ask;
    }
    while let Some(p) = q.current().or_else(|| q.next(game)) {
        match ask {
            Ask::Outcome => {
                q.answer_outcome(game, game.outcome(p).unwrap_or(Outcome::Draw));
            }
            Ask::Grundy => {
                q.answer_number(game, i128::from(game.grundy(p).unwrap()));
            }
            Ask::Value => {
                q.answer_number(game, i128::from(game.value(p).unwrap()));
            }
        }
    }
    settle(&mut t.harness);
}

/// s1 stop 42 LEAK 1: every Outcome question answered, the Result panel showed "Grundy value of
/// the start: 1" while the Grundy questions were still open. It waits until the start's Grundy
/// value is asked; the outcome (answered) shows.
#[test]
fn the_result_panel_keeps_the_start_grundy_value_until_asked() {
    for lang in [Language::English, Language::Chinese] {
        let mut t = quiz_lab(subtraction(), lang);
        answer_all(&mut t, Ask::Outcome);
        set_language(lang);
        let grundy = fill(lab_tr().grundy_is, &[("g", &1)]);
        // (s1 stop 42b: "Every question answered: the result is shown" with the Grundy
        // questions open; it names the kind answered and counts the rest)
        assert!(
            !shows(&t.harness, gamedp::i18n::quiz::tr().all_answered),
            "{lang:?}: every outcome answered, not every question"
        );
        let done = fill(
            lab_tr().quiz_kind_done,
            &[("kind", &lab_tr().by_outcome), ("n", &10)],
        );
        assert!(shows(&t.harness, &done), "{lang:?}: {done}");
        assert!(shows(&t.harness, lab_tr().first_wins), "{lang:?}");
        assert!(
            !shows(&t.harness, &grundy),
            "{lang:?}: the start's Grundy value shown while still a question: {grundy}"
        );
        answer_all(&mut t, Ask::Grundy);
        set_language(lang);
        assert!(
            shows(&t.harness, &grundy),
            "{lang:?}: every Grundy value answered: {grundy}"
        );
        assert!(
            shows(&t.harness, gamedp::i18n::quiz::tr().all_answered),
            "{lang:?}: every question answered"
        );
    }
}

/// s2 stop 42 LEAK 3: Play at (3,1), the student played (3,0), the feedback said "not best" and
/// the computer played (3,0) → (0,0) and won: (3,0) is a win, and its table question was then
/// scored. What Play showed is given: the positions the game went through are never asked.
#[test]
fn what_play_showed_is_never_asked() {
    use gamedp::games::custom::Pos;
    use gamedp::quiz::custom::Shown;
    for lang in [Language::English, Language::Chinese] {
        let mut t = quiz_lab(subtraction(), lang);
        // Play's gate: the start, 10 (a win), answered
        {
            let tab = t.harness.state_mut().tab_mut::<CustomTab>().unwrap();
            let solved = tab.current().unwrap().clone();
            let game = &solved.game;
            let view = tab.view_mut();
            view.quiz_box.ask_at(game, solved.revision, game.start());
            let q = view.quiz_box.ensure(game, solved.revision);
            assert!(q.answer_outcome(game, Outcome::Win).unwrap().is_right());
            view.pane = CustomPane::Play;
        }
        settle(&mut t.harness);
        // 10 → 6 is not best (6 is a win for the computer); the computer answers 6 → 2
        let (six, two) = {
            let tab = t.harness.state_mut().tab_mut::<CustomTab>().unwrap();
            let solved = tab.current().unwrap().clone();
            let game = &solved.game;
            let id = |n: i64| game.find(&Pos::Int(n)).unwrap();
            let view = tab.view_mut();
            view.play.user_move(game, id(6), Some(&mut view.quiz));
            let reply = view.play.computer_move(game);
            assert_eq!(reply, Some(id(2)), "{lang:?}: the computer's best reply");
            (id(6), id(2))
        };
        settle(&mut t.harness);
        set_language(lang);
        let shown = |t: &common::TestApp, p| {
            lab(t.harness.state())
                .view()
                .quiz_box
                .shows(true, p, Shown::Outcome)
        };
        assert!(
            shown(&t, six) && shown(&t, two),
            "{lang:?}: Play showed 6 and 2 (a win, a loss), still questions"
        );
        // the outcome questions left never ask them
        let tab = t.harness.state_mut().tab_mut::<CustomTab>().unwrap();
        let solved = tab.current().unwrap().clone();
        let game = &solved.game;
        let q = tab.view_mut().quiz_box.ensure(game, solved.revision);
        let mut asked = Vec::new();
        while let Some(p) = q.current().or_else(|| q.next(game)) {
            asked.push(p);
            q.answer_outcome(game, game.outcome(p).unwrap());
        }
        assert!(
            !asked.contains(&six) && !asked.contains(&two),
            "{lang:?}: asked {asked:?}"
        );
    }
}

/// s1 stop 42 (Q6-08, Q6-21, Q6-23): "question 2 of 9" stood beside "2 of 10 positions shown",
/// and after a Grundy question the start's outcome question spilled into a one-question "Set 2"
/// with its own report. One count: the quiz's questions of every kind it asks (10 outcomes and
/// 10 Grundy values of the 11 positions, one given), no second count beside it, and a kind
/// switched to and back keeps the set.
#[test]
fn the_game_lab_quiz_has_one_count_and_no_spilled_set() {
    for lang in [Language::English, Language::Chinese] {
        let mut t = quiz_lab(subtraction(), lang);
        set_language(lang);
        let second = fill(lab_tr().quiz_progress, &[("k", &1), ("n", &11)]);
        assert!(
            !shows(&t.harness, &second),
            "{lang:?}: a second count beside the bar's: {second}"
        );
        let place = |t: &common::TestApp| lab(t.harness.state()).view().quiz.tally.set_place();
        assert_eq!(place(&t), Some((1, 20)), "{lang:?}");
        // one Grundy question, then back to the outcomes, all answered
        {
            let tab = t.harness.state_mut().tab_mut::<CustomTab>().unwrap();
            let solved = tab.current().unwrap().clone();
            let game = &solved.game;
            let view = tab.view_mut();
            view.quiz_box.ensure(game, solved.revision).ask = Ask::Grundy;
            view.quiz_box.ensure(game, solved.revision).next(game);
            // the first Grundy question is 1 (its move reaches 0): Grundy value 1
            view.quiz_box.typed = "1".into();
        }
        settle(&mut t.harness);
        set_language(lang);
        t.harness
            .get(
                egui_kittest::kittest::by()
                    .label(gamedp::i18n::quiz::tr().check)
                    .role(egui::accesskit::Role::Button),
            )
            .click();
        settle(&mut t.harness);
        let tally = |t: &common::TestApp| lab(t.harness.state()).view().quiz.tally.clone();
        assert_eq!(tally(&t).score.asked, 1, "{lang:?}: the Grundy question");
        // the outcomes through the box's buttons (the last, the start, asked in set 1)
        {
            let tab = t.harness.state_mut().tab_mut::<CustomTab>().unwrap();
            let solved = tab.current().unwrap().clone();
            let game = &solved.game;
            let q = tab.view_mut().quiz_box.ensure(game, solved.revision);
            q.ask = Ask::Outcome;
            q.next(game);
        }
        settle(&mut t.harness);
        for _ in 0..10 {
            let outcome = {
                let tab = lab(t.harness.state());
                let game = &tab.current().unwrap().game;
                let q = &tab.view().quiz_box.questions.as_ref().unwrap().1;
                let Some(p) = q.current() else { break };
                game.outcome(p).unwrap()
            };
            set_language(lang);
            let word = match outcome {
                Outcome::Win => lab_tr().win,
                Outcome::Lose => lab_tr().lose,
                Outcome::Draw => lab_tr().draw,
            };
            t.harness
                .get(
                    egui_kittest::kittest::by()
                        .label(word)
                        .role(egui::accesskit::Role::Button),
                )
                .click();
            settle(&mut t.harness);
        }
        let tally = tally(&t);
        assert_eq!(tally.score.asked, 11, "{lang:?}");
        assert_eq!(
            (tally.set_number(), tally.report.is_some()),
            (1, false),
            "{lang:?}: the start's question spilled into a set of its own"
        );
        assert_eq!(tally.set_place(), Some((12, 20)), "{lang:?}");
    }
}

/// s1 stop 42 (Q6-10): hint 2 said only "What is shown of them: (0, 0) lose.", which the graph
/// showed already. It says what is shown as a sentence ("0 is a loss") and the rule that turns
/// those answers into this one, for outcomes and Grundy values, in both languages.
#[test]
fn hint_two_gives_the_rule() {
    use gamedp::i18n::quiz::tr as quiz_tr;
    for lang in [Language::English, Language::Chinese] {
        let mut t = quiz_lab(subtraction(), lang);
        for ask in [Ask::Outcome, Ask::Grundy] {
            {
                let tab = t.harness.state_mut().tab_mut::<CustomTab>().unwrap();
                let solved = tab.current().unwrap().clone();
                let game = &solved.game;
                let q = tab.view_mut().quiz_box.ensure(game, solved.revision);
                if q.ask != ask {
                    q.ask = ask;
                    q.next(game);
                }
            }
            settle(&mut t.harness);
            // the question is 1, whose only move reaches 0 (given: a loss, Grundy value 0)
            for _ in 0..2 {
                set_language(lang);
                t.harness.get_by_label(quiz_tr().hint).click();
                settle(&mut t.harness);
            }
            set_language(lang);
            let (known, rule) = match ask {
                Ask::Grundy => (
                    fill(quiz_tr().custom_hint_has_grundy, &[("p", &"0"), ("g", &0)]),
                    quiz_tr().custom_hint2_rule_grundy,
                ),
                _ => (
                    fill(quiz_tr().custom_hint_is_lose, &[("p", &"0")]),
                    quiz_tr().custom_hint2_rule_outcome,
                ),
            };
            assert!(shows(&t.harness, &known), "{lang:?} {ask:?}: {known}");
            assert!(shows(&t.harness, rule), "{lang:?} {ask:?}: {rule}");
            // the third press shows the answer: on to the next kind
            set_language(lang);
            t.harness.get_by_label(quiz_tr().hint).click();
            settle(&mut t.harness);
        }
    }
}

/// Nim of two heaps from `(a, b)` (the rules of the Game Lab's exercises of pairs).
fn nim(a: u32, b: u32) -> Setup {
    Setup {
        rules: format!(
            "start = ({a}, {b})\ndef moves(p):\n    out = []\n    for i in range(len(p)):\n        for k in range(1, p[i] + 1):\n            q = list(p)\n            q[i] = q[i] - k\n            out.append(tuple(q))\n    return out\n"
        ),
        misere: false,
    }
}

/// s2 stop 42 LEAK 2: Nim (3,3) with Quiz mode off coloured every position; Quiz on, New
/// exercise gave (3,1), all of whose positions had just been on screen, and scored them. The
/// positions of the same rules on screen in this session are given (shown, not asked), and New
/// exercise prefers exercises with positions not shown.
#[test]
fn positions_seen_under_another_start_are_given() {
    use gamedp::quiz::custom::Shown;
    use gamedp::ui::framework::tab::GameView as _;
    for lang in [Language::English, Language::Chinese] {
        let mut t = common::app_with(example("custom-subtraction-1-3-4.json"), lang);
        wait_until(&mut t.harness, 60, "solve", solved);
        t.harness
            .state_mut()
            .tab_mut::<CustomTab>()
            .unwrap()
            .edit(nim(4, 4));
        wait_until(&mut t.harness, 60, "solve (4,4)", solved);
        t.harness
            .state_mut()
            .tab_mut::<CustomTab>()
            .unwrap()
            .view_mut()
            .pane = CustomPane::Positions;
        settle(&mut t.harness);
        // every Nim exercise of pairs up to 4 is inside (4,4), seen: New exercise gives others
        for seed in 0..12 {
            let game = t
                .harness
                .state_mut()
                .tab_mut::<CustomTab>()
                .unwrap()
                .view_mut()
                .exercise(seed);
            let Some(gamedp::scenario::Game::Custom(setup)) = game else {
                panic!("{lang:?}: no exercise")
            };
            assert!(
                !setup.rules.contains("range(len(p))"),
                "{lang:?} seed {seed}: an exercise all of whose positions were on screen"
            );
        }
        // Quiz on, another start of the same rules: its positions are given, none asked
        t.harness
            .state_mut()
            .tab_mut::<CustomTab>()
            .unwrap()
            .view_mut()
            .quiz
            .on = true;
        t.harness
            .state_mut()
            .tab_mut::<CustomTab>()
            .unwrap()
            .edit(nim(3, 1));
        wait_until(&mut t.harness, 60, "solve (3,1)", solved);
        settle(&mut t.harness);
        let tab = lab(t.harness.state());
        let game = &tab.current().unwrap().game;
        let qb = &tab.view().quiz_box;
        for p in 0..game.positions() as u32 {
            assert!(
                qb.shows(true, p, Shown::Outcome),
                "{lang:?}: {} was on screen, asked again",
                game.position_text(p, 20)
            );
        }
    }
}

/// s1 stop 42 (Q6-05): at 1024 × 768 the Table view's inspector squeezed a move of the
/// position asked ("→ (1, 0): not answered yet") into a column one character wide: each move
/// starts a new row when it does not fit the rest of one, and keeps to one or two rows of text,
/// in both languages.
#[test]
fn the_table_inspector_moves_are_not_squeezed_at_1024() {
    let mut failures = Vec::new();
    for lang in [Language::English, Language::Chinese] {
        let mut t = quiz_lab(nim(4, 1), lang);
        t.harness.set_size(egui::vec2(1024.0, 740.0));
        t.harness
            .state_mut()
            .tab_mut::<CustomTab>()
            .unwrap()
            .view_mut()
            .pane = CustomPane::Table;
        settle(&mut t.harness);
        // the start (4, 1), hidden: its moves flow in one block
        {
            let tab = t.harness.state_mut().tab_mut::<CustomTab>().unwrap();
            let start = tab.current().unwrap().game.start();
            tab.view_mut().positions.selected = Some(start);
        }
        settle(&mut t.harness);
        set_language(lang);
        let head = lab_tr()
            .child_unanswered
            .split("{q}")
            .next()
            .unwrap()
            .trim();
        let mut seen = 0;
        fn walk(shape: &egui::Shape, out: &mut Vec<(String, usize, f32)>) {
            match shape {
                egui::Shape::Vec(v) => v.iter().for_each(|s| walk(s, out)),
                egui::Shape::Text(text) => out.push((
                    text.galley.text().to_string(),
                    text.galley.rows.len(),
                    text.galley.rect.width(),
                )),
                _ => {}
            }
        }
        let mut texts = Vec::new();
        for clipped in &t.harness.output().shapes {
            walk(&clipped.shape, &mut texts);
        }
        for (text, rows, width) in texts {
            if text.starts_with(head) && text.contains('(') {
                seen += 1;
                if rows > 2 {
                    failures.push(format!("{lang:?}: {text:?} in {rows} rows {width} wide"));
                }
            }
        }
        if seen == 0 {
            failures.push(format!("{lang:?}: no move of the start drawn"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
