//! The Game Lab tab driven through the real app: an example solves and its positions show with
//! their outcomes and Grundy values; a mistake in the rules is shown at its line; editing the
//! rules solves again; a scoring game shows its value; the same in Chinese. The views: the
//! Table (a strip with its period, a heatmap of pairs whose cells open the inspector), Play
//! (the cost of a mistake, the computer's best reply), Sum of games (the XOR rule against the
//! sum solved) and Quiz mode (answers hidden until asked).
#![cfg(feature = "gui")]

use crate::common;

use common::{app_with, click_at, example, settle, wait_until};
use egui_kittest::kittest::NodeT as _;
use egui_kittest::kittest::Queryable as _;
use gamedp::app::GamedpApp;
use gamedp::games::custom::{Pos, Setup};
use gamedp::i18n::{Language, custom::tr as lab_tr, set_language};
use gamedp::ui::custom::{CustomPane, CustomTab};

/// The subtraction game {1, 3, 4} from `n` stones.
fn subtraction(n: u32) -> Setup {
    Setup {
        rules: format!(
            "# take 1, 3 or 4\nstart = {n}\ndef moves(p):\n    return [p - k for k in (1, 3, 4) if p >= k]\n"
        ),
        misere: false,
    }
}

/// The app on the subtraction example with `setup` in the Game Lab, solved, in `lang`.
fn lab_with(setup: Setup, lang: Language) -> common::TestApp {
    let mut t = app_with(example("custom-subtraction-1-3-4.json"), lang);
    wait_until(&mut t.harness, 60, "solve", solved);
    t.harness
        .state_mut()
        .tab_mut::<CustomTab>()
        .unwrap()
        .edit(setup);
    wait_until(&mut t.harness, 60, "solve the edit", solved);
    settle(&mut t.harness);
    t
}

/// As [`lab_with`], with Quiz mode on from the start (no answer was on screen: it is scored).
fn quiz_lab_with(setup: Setup, lang: Language) -> common::TestApp {
    let mut t = common::quiz_app(example("custom-subtraction-1-3-4.json"), lang);
    wait_until(&mut t.harness, 60, "solve", solved);
    t.harness
        .state_mut()
        .tab_mut::<CustomTab>()
        .unwrap()
        .edit(setup);
    wait_until(&mut t.harness, 60, "solve the edit", solved);
    settle(&mut t.harness);
    t
}

/// Click the pane button `label`.
fn open_pane(t: &mut common::TestApp, lang: Language, label: impl Fn() -> &'static str) {
    set_language(lang);
    let text = label();
    t.harness.get_by_label(text).click();
    settle(&mut t.harness);
}

fn shows(t: &common::TestApp, text: &str) -> bool {
    t.harness.query_all_by_label_contains(text).next().is_some()
}

fn lab(app: &GamedpApp) -> &CustomTab {
    app.tab::<CustomTab>().expect("custom tab")
}

fn solved(app: &GamedpApp) -> bool {
    lab(app).is_solved()
}

#[test]
fn a_subtraction_game_solves_and_explains_its_start() {
    let mut t = app_with(example("custom-subtraction-1-3-4.json"), Language::English);
    wait_until(&mut t.harness, 60, "solve", solved);
    settle(&mut t.harness);
    let game = &lab(t.harness.state()).current().unwrap().game;
    assert_eq!(game.positions(), 11);
    // 10 stones: Grundy 1 (the values repeat 0 1 0 1 2 3 2 from 0), a win
    assert_eq!(game.grundy(game.start()), Some(1));
    assert!(t.harness.query_by_label("The first player wins").is_some());
    assert!(
        t.harness
            .query_by_label("Grundy value of the start: 1")
            .is_some()
    );
    assert!(t.harness.query_by_label("11 positions, 25 moves").is_some());
    // the inspector shows the start and why it is a win
    assert!(
        t.harness
            .query_all_by_label_contains("A win: moving to")
            .next()
            .is_some()
    );
}

#[test]
fn a_mistake_is_shown_at_its_line_and_fixing_it_solves_again() {
    let mut t = app_with(example("custom-subtraction-1-3-4.json"), Language::English);
    wait_until(&mut t.harness, 60, "solve", solved);
    let broken = Setup {
        rules: "start = 3\ndef moves(p):\n    return [p - 1] if p > 0 else nothing\n".into(),
        misere: false,
    };
    t.harness
        .state_mut()
        .tab_mut::<CustomTab>()
        .unwrap()
        .edit(broken);
    wait_until(&mut t.harness, 60, "the error", |app| {
        lab(app).error().is_some()
    });
    settle(&mut t.harness);
    let error = lab(t.harness.state()).error().unwrap().to_string();
    assert!(error.contains("line 3"), "{error}");
    assert!(
        t.harness
            .query_by_label("The rules have a mistake")
            .is_some()
    );
    assert!(
        t.harness
            .query_all_by_label_contains("Line 3: return [p - 1]")
            .next()
            .is_some()
    );
    t.harness.state_mut().tab_mut::<CustomTab>().unwrap().undo();
    wait_until(&mut t.harness, 60, "solve again", solved);
    assert_eq!(
        lab(t.harness.state()).current().unwrap().game.positions(),
        11
    );
}

#[test]
fn a_scoring_game_shows_its_value_in_both_languages() {
    for (lang, text) in [
        (
            Language::English,
            "With best play the start's value is -6: the points of the first player's moves minus the points of the second's (as the rules' points() gives them)",
        ),
        (
            Language::Chinese,
            "双方都走最优时，开局的值为 -6：先手各步的得分之和减去后手各步的得分之和（按规则中 points() 的计分）",
        ),
    ] {
        let mut t = app_with(example("custom-leetcode-1140.json"), lang);
        wait_until(&mut t.harness, 60, "solve", solved);
        settle(&mut t.harness);
        assert!(t.harness.query_by_label(text).is_some(), "{lang:?}");
        // the Positions list's caption speaks of the columns a scoring game has (no outcome)
        set_language(lang);
        t.harness.get_by_label(lab_tr().show_list).click();
        settle(&mut t.harness);
        set_language(lang);
        assert!(shows(&t, lab_tr().click_row_scoring), "{lang:?}");
        assert!(!shows(&t, lab_tr().click_row), "{lang:?}");
        // Play: each move's points on its button before the click
        open_pane(&mut t, lang, || lab_tr().view_play);
        let (a, b) = if lang == Language::English {
            ("(1, 1) (+2)", "(2, 2) (+9)")
        } else {
            ("(1, 1)（+2）", "(2, 2)（+9）")
        };
        assert!(t.harness.query_by_label(a).is_some(), "{lang:?}");
        assert!(t.harness.query_by_label(b).is_some(), "{lang:?}");
        // Sum of games: why its positions cannot be parts
        open_pane(&mut t, lang, || lab_tr().view_sum);
        assert!(shows(&t, lab_tr().sum_no_grundy_scoring), "{lang:?}");
        assert!(shows(&t, lab_tr().sum_empty_heaps), "{lang:?}");
    }
}

#[test]
fn a_sum_refuses_a_position_the_start_does_not_reach() {
    use gamedp::ui::custom::sum_view::pick_position;
    for lang in [Language::English, Language::Chinese] {
        let mut t = lab_with(subtraction(10), lang);
        open_pane(&mut t, lang, || lab_tr().view_sum);
        assert!(shows(&t, lab_tr().sum_reachable_only), "{lang:?}");
        // 40 is typed: it stays 40 (not 10) and is refused with a word
        t.harness
            .state_mut()
            .tab_mut::<CustomTab>()
            .unwrap()
            .view_mut()
            .sum
            .pick = (40, 0);
        settle(&mut t.harness);
        let refused = gamedp::i18n::fill(lab_tr().sum_unreachable, &[("p", &"40")]);
        assert!(shows(&t, &refused), "{lang:?}");
        let tab = lab(t.harness.state());
        assert_eq!(tab.view().sum.pick.0, 40);
        let solved = tab.current().unwrap();
        assert_eq!(pick_position(&solved.shape, (40, 0)), None);
        assert_eq!(pick_position(&solved.shape, (-1, 0)), None);
        assert_eq!(pick_position(&solved.shape, (i64::MIN, 0)), None);
        let five = pick_position(&solved.shape, (5, 0)).unwrap();
        assert_eq!(solved.game.position(five), Pos::Int(5));
    }
}

#[test]
fn the_positions_are_listed_by_position_at_first() {
    use gamedp::ui::custom::positions::{Column, PositionsView};
    assert_eq!(PositionsView::default().sort, (Column::Position, false));
}

#[test]
fn draws_come_from_a_cycle() {
    let mut t = app_with(example("custom-cycle-draws.json"), Language::English);
    wait_until(&mut t.harness, 60, "solve", solved);
    settle(&mut t.harness);
    assert!(
        t.harness
            .query_by_label("Neither player can force a win: a draw")
            .is_some()
    );
    let game = &lab(t.harness.state()).current().unwrap().game;
    assert_eq!(
        game.grundy(game.start()),
        None,
        "no Grundy values with a cycle"
    );
}

/// What the lesson walk (`tests/it/ui_lessons.rs`) checks of a step on this tab.
impl crate::ui_lessons::StepShown for gamedp::games::custom::Setup {
    fn check(
        app: &gamedp::app::GamedpApp,
        _step: &gamedp::lessons::Step,
        view: Option<&str>,
        at: &str,
    ) {
        let v = app.tab::<CustomTab>().unwrap().view();
        let pane = view
            .and_then(CustomPane::from_lesson_name)
            .unwrap_or(CustomPane::Positions);
        assert_eq!(v.pane, pane, "{at}: the pane");
    }
}

#[test]
fn the_table_of_a_subtraction_game_is_a_strip_with_its_period_in_both_languages() {
    for (lang, period) in [
        (
            Language::English,
            "From n = 0 the Grundy values repeat every 7: 0 1 0 1 2 3 2 (seen in n = 0–40).",
        ),
        (
            Language::Chinese,
            "从 n = 0 起，Grundy 值每 7 个重复一次：0 1 0 1 2 3 2（在 n = 0–40 中看到）。",
        ),
    ] {
        let mut t = lab_with(subtraction(40), lang);
        open_pane(&mut t, lang, || lab_tr().view_table);
        assert!(shows(&t, period), "{lang:?}: the period line");
        let tab = lab(t.harness.state());
        let solved = tab.current().unwrap();
        let gamedp::games::custom::shape::Shape::Ints {
            period: Some(p), ..
        } = &solved.shape
        else {
            panic!("a strip with a period")
        };
        assert_eq!((p.start, p.length), (0, 7));
        // the strip is wrapped at the period: 7 to a row
        assert_eq!(tab.view().table.strip_width(&solved.shape), 7);
        // from 10 stones no period can be seen yet (less than two periods)
        let mut t = lab_with(subtraction(10), lang);
        open_pane(&mut t, lang, || lab_tr().view_table);
        let none = if lang == Language::English {
            "No period shows in n = 0–10"
        } else {
            "在 n = 0–10 中看不出周期"
        };
        assert!(shows(&t, none), "{lang:?}: no period from 10");
    }
}

#[test]
fn a_cell_of_the_pair_heatmap_opens_the_inspector() {
    let mut t = app_with(example("custom-leetcode-1140.json"), Language::English);
    wait_until(&mut t.harness, 60, "solve", solved);
    settle(&mut t.harness);
    open_pane(&mut t, Language::English, || lab_tr().view_table);
    t.harness.run_steps(3);
    // (1, 1): one pile taken, M = 1; row 1 - 0, column 1 - 1
    let centre = lab(t.harness.state())
        .view()
        .table
        .heatmap
        .cell_center(1, 0)
        .expect("the heatmap was drawn");
    click_at(&mut t.harness, centre);
    settle(&mut t.harness);
    let tab = lab(t.harness.state());
    let game = &tab.current().unwrap().game;
    let id = tab.view().positions.selected.expect("a cell selected");
    assert_eq!(
        game.position(id),
        Pos::Tuple(vec![Pos::Int(1), Pos::Int(1)])
    );
    // the cell's value: the second player, facing [7, 9, 4, 4] with M = 1, is 8 ahead
    assert_eq!(game.value(id), Some(8));
    assert!(shows(&t, "Position (1, 1)"));
    assert!(shows(&t, "Value 8 = the best over the moves"));
}

#[test]
fn play_says_what_a_mistake_cost_and_the_computer_answers_best() {
    for lang in [Language::English, Language::Chinese] {
        let mut t = lab_with(subtraction(10), lang);
        open_pane(&mut t, lang, || lab_tr().view_play);
        // 10 is a win (Grundy 1): 10 → 9 and 10 → 7 win, 10 → 6 gives the win away
        t.harness.get_by_label("6").click();
        settle(&mut t.harness);
        let cost = if lang == Language::English {
            "That move cost you the game's outcome: before it you could force a win, now you lose against best play."
        } else {
            "这一步改变了胜负：走之前你可以强制取胜，现在对手走最优时你会输。"
        };
        assert!(shows(&t, cost), "{lang:?}");
        // and names a move that kept the win (10 → 9 or 10 → 7)
        let better = if lang == Language::English {
            [
                "The move to 9 keeps the win.",
                "The move to 7 keeps the win.",
            ]
        } else {
            ["走到 9 才能保持必胜。", "走到 7 才能保持必胜。"]
        };
        assert!(better.iter().any(|b| shows(&t, b)), "{lang:?}");
        let (game, at) = {
            let tab = lab(t.harness.state());
            let s = tab.current().unwrap().clone();
            let at = tab.view().play.position(&s.game);
            (s, at)
        };
        let game = &game.game;
        assert_eq!(game.position(at), Pos::Int(6));
        // the computer's reply is a best move: 6 → 2 (Grundy 0)
        let to = t
            .harness
            .state_mut()
            .tab_mut::<CustomTab>()
            .unwrap()
            .view_mut()
            .play
            .computer_move(game)
            .expect("the computer moves");
        assert!(game.best_moves(at).contains(&to));
        assert_eq!(game.position(to), Pos::Int(2));
        assert_eq!(game.grundy(to), Some(0));
    }
}

#[test]
fn the_xor_rule_agrees_with_the_solved_sum() {
    for lang in [Language::English, Language::Chinese] {
        let mut t = lab_with(subtraction(40), lang);
        open_pane(&mut t, lang, || lab_tr().view_sum);
        set_language(lang);
        let add = gamedp::i18n::fill(lab_tr().sum_add_selected, &[("p", &"40")]);
        t.harness.get_by_label(&add).click();
        settle(&mut t.harness);
        // and a Nim heap of 3: G(40) = 3, 3 ⊕ 3 = 0
        set_language(lang);
        t.harness
            .get_all_by_label(lab_tr().sum_add)
            .last()
            .unwrap()
            .click();
        wait_until(&mut t.harness, 60, "the sum solved", |app| {
            app.tab::<CustomTab>()
                .unwrap()
                .view()
                .sum
                .answer
                .as_ref()
                .is_some_and(|a| a.is_ok())
        });
        settle(&mut t.harness);
        let check = lab(t.harness.state())
            .view()
            .sum
            .answer
            .clone()
            .unwrap()
            .unwrap();
        assert_eq!((check.grundy.clone(), check.xor), (vec![3, 3], 0));
        assert_eq!(
            check.solved.first_wins,
            check.xor != 0,
            "the XOR rule holds"
        );
        assert_eq!(check.solved.states, 41 * 4);
        assert!(shows(&t, "3 ⊕ 3 = 0"), "{lang:?}");
        set_language(lang);
        assert!(shows(&t, lab_tr().sum_agree), "{lang:?}");
        let verdict = gamedp::i18n::fill(lab_tr().sum_solved_lose, &[("n", &164)]);
        assert!(shows(&t, &verdict), "{lang:?}");
    }
}

/// Click the quiz box's button `word` (the list may show the same word as a label).
fn answer(t: &mut common::TestApp, word: &str) {
    use egui_kittest::kittest::{Queryable as _, by};
    t.harness
        .get(by().label(word).role(egui::accesskit::Role::Button))
        .click();
    settle(&mut t.harness);
}

/// Student trial (stop 40): after a wrong answer, switching "Ask for" to another kind and back
/// moved on to another question and the wrong try never counted. While a question has a wrong
/// try or a hint, the kinds are greyed out until it is finished.
#[test]
fn a_question_with_a_wrong_try_is_finished_before_the_kind_changes() {
    let mut t = quiz_lab_with(subtraction(10), Language::English);
    set_language(Language::English);
    let grundy = || {
        t.harness
            .get_by_label(lab_tr().by_grundy)
            .accesskit_node()
            .is_disabled()
    };
    assert!(!grundy(), "the kinds are open before an answer");
    // the first question, 1, is a win: a wrong answer
    answer(&mut t, lab_tr().lose);
    set_language(Language::English);
    let grundy = t
        .harness
        .get_by_label(lab_tr().by_grundy)
        .accesskit_node()
        .is_disabled();
    assert!(grundy, "a wrong try left the kinds open");
    answer(&mut t, lab_tr().win);
    set_language(Language::English);
    let grundy = t
        .harness
        .get_by_label(lab_tr().by_grundy)
        .accesskit_node()
        .is_disabled();
    assert!(!grundy, "the question is over: the kinds are open again");
    assert_eq!(lab(t.harness.state()).view().quiz.score().asked, 1);
}

#[test]
fn quiz_mode_hides_answers_until_they_are_asked() {
    for lang in [Language::English, Language::Chinese] {
        let mut t = quiz_lab_with(subtraction(10), lang);
        set_language(lang);
        let q = gamedp::i18n::quiz::tr();
        settle(&mut t.harness);
        set_language(lang);
        // the result panel and the list keep the answers
        assert!(shows(&t, q.hidden), "{lang:?}");
        assert!(!shows(&t, lab_tr().first_wins), "{lang:?}");
        // the first question: 1 (its only move leads to 0, which has no moves and is given)
        let ask = gamedp::i18n::fill(lab_tr().quiz_ask_outcome, &[("p", &"1")]);
        assert!(shows(&t, &ask), "{lang:?}");
        let one = {
            let tab = lab(t.harness.state());
            tab.current().unwrap().game.find(&Pos::Int(1)).unwrap()
        };
        use gamedp::quiz::custom::Shown;
        let shown = |t: &common::TestApp, p, what| {
            lab(t.harness.state()).view().quiz_box.shows(true, p, what)
        };
        assert!(
            !shown(&t, one, Shown::Outcome),
            "1 is hidden before the answer"
        );
        answer(&mut t, lab_tr().win);
        set_language(lang);
        assert!(shows(&t, gamedp::i18n::quiz::tr().right), "{lang:?}");
        assert!(shown(&t, one, Shown::Outcome), "and shown after it");
        // only what was asked: the outcome, not the Grundy value nor the moves to the end
        // (the inspector now on 2, whose only move leads to 1)
        assert!(!shown(&t, one, Shown::Grundy) && !shown(&t, one, Shown::ToEnd));
        let child = gamedp::i18n::fill(
            lab_tr().child_outcome,
            &[("q", &"1"), ("outcome", &lab_tr().win)],
        );
        assert!(shows(&t, &child), "{lang:?}: {child}");
        assert!(
            !shows(&t, &format!("{child}, Grundy")),
            "{lang:?}: the outcome answered showed the Grundy value"
        );
        assert_eq!(lab(t.harness.state()).view().quiz.score().right, 1);
        // the next question is 2 (its move leads to 1, now shown); a wrong answer gives a hint
        // and the question goes on (graded, as the tables'): the answer is not shown yet
        answer(&mut t, lab_tr().win);
        set_language(lang);
        let wrong = gamedp::i18n::fill(
            lab_tr().quiz_wrong_outcome,
            &[("p", &"2"), ("actual", &lab_tr().lose)],
        );
        assert!(!shows(&t, &wrong), "{lang:?}: the answer at once: {wrong}");
        let hint = gamedp::i18n::fill(
            gamedp::i18n::quiz::tr().hint_wrong,
            &[("k", &1), ("hint", &"")],
        );
        assert!(
            shows(&t, hint.trim_end()),
            "{lang:?}: no hint after a wrong answer"
        );
        let two = {
            let tab = lab(t.harness.state());
            tab.current().unwrap().game.find(&Pos::Int(2)).unwrap()
        };
        assert!(
            !shown(&t, two, Shown::Outcome),
            "{lang:?}: 2 shown after a wrong answer"
        );
        answer(&mut t, lab_tr().lose);
        set_language(lang);
        // the set's report names the position missed ("局面（答错）" did not say which)
        let named = lab(t.harness.state())
            .view()
            .quiz
            .tally
            .set_so_far()
            .missed
            .last()
            .and_then(|m| m.name.as_ref())
            .map(|n| n.get().to_string());
        // (and the kind asked: "局面 2、局面 1" lumped outcome and Grundy, s2 stop 42b Other 7)
        let two_named = if lang == Language::English {
            "outcome of 2"
        } else {
            "2 的胜负"
        };
        assert_eq!(
            named.as_deref(),
            Some(two_named),
            "{lang:?}: the report's name"
        );
        let s = lab(t.harness.state()).view().quiz.score();
        assert_eq!((s.right, s.asked), (1, 2), "{lang:?}: the miss counts once");
        // the Table hides the strip's values and its period; Play's hints are graded (the
        // best moves are not shown at once: the question says how Hint helps)
        open_pane(&mut t, lang, || lab_tr().view_table);
        set_language(lang);
        let hidden = format!("{}: {}", lab_tr().what_grundy, lab_tr().hidden_quiz);
        assert!(shows(&t, &hidden), "{lang:?}");
        open_pane(&mut t, lang, || lab_tr().view_play);
        use egui_kittest::kittest::NodeT as _;
        set_language(lang);
        // Play waits for the start's question (a game played to its end shows how 10 ends):
        // its button asks it in Positions
        let gate = gamedp::i18n::fill(gamedp::i18n::exam::tr().play_gate, &[("question", &"10")]);
        assert!(shows(&t, &gate), "{lang:?}: {gate}");
        assert!(!shows(&t, gamedp::i18n::quiz::tr().play_ask_hints));
        t.harness
            .get_by_label(gamedp::i18n::exam::tr().play_gate_go)
            .click();
        settle(&mut t.harness);
        set_language(lang);
        assert_eq!(lab(t.harness.state()).view().pane, CustomPane::Positions);
        let ask = gamedp::i18n::fill(lab_tr().quiz_ask_outcome, &[("p", &"10")]);
        assert!(shows(&t, &ask), "{lang:?}: {ask}");
        // (s2 stop 42b Q6-17: "the moves of each position asked lead to positions already
        // shown" stood over "→ 7: not answered yet": said only when true)
        assert!(
            !shows(&t, lab_tr().quiz_order),
            "{lang:?}: the order's note is false here"
        );
        assert!(shows(&t, lab_tr().quiz_order_jump), "{lang:?}");
        // (answered right: a wrong answer leaves the question open, graded)
        let outcome = {
            let game = &lab(t.harness.state()).current().unwrap().game;
            game.outcome(game.find(&Pos::Int(10)).unwrap()).unwrap()
        };
        answer(
            &mut t,
            match outcome {
                gamedp::games::custom::Outcome::Win => lab_tr().win,
                gamedp::games::custom::Outcome::Lose => lab_tr().lose,
                gamedp::games::custom::Outcome::Draw => lab_tr().draw,
            },
        );
        open_pane(&mut t, lang, || lab_tr().view_play);
        set_language(lang);
        assert!(
            !shows(&t, &gate),
            "{lang:?}: the start answered, Play opens"
        );
        let hint = gamedp::i18n::quiz::tr().hint;
        assert!(!t.harness.get_by_label(hint).accesskit_node().is_disabled());
        assert!(
            shows(&t, gamedp::i18n::quiz::tr().play_ask_hints),
            "{lang:?}"
        );
    }
}

/// A right answer's why names a best move only to a position shown already (given or asked):
/// the start, asked first by Play's gate, says what its best move does without naming where it
/// goes (7 and 9 are still questions), in both languages.
#[test]
fn the_why_names_no_position_still_asked() {
    for lang in [Language::English, Language::Chinese] {
        let mut t = lab_with(subtraction(10), lang);
        set_language(lang);
        let q = gamedp::i18n::quiz::tr();
        t.harness.get_by_label(q.quiz_switch).click();
        settle(&mut t.harness);
        // the first question, 1: its best move is to 0 (no moves: given), named
        answer(&mut t, lab_tr().win);
        set_language(lang);
        let named = |p: &str, to: &str| {
            let q = gamedp::i18n::quiz::tr();
            let text = gamedp::i18n::fill(q.custom_why_best, &[("p", &p), ("to", &to)]);
            text.split("{worth}").next().unwrap().to_string()
        };
        assert!(shows(&t, &named("1", "0")), "{lang:?}: {}", named("1", "0"));
        // Play's gate asks the start, 10, now: its moves lead to 9, 7 and 6, none asked
        open_pane(&mut t, lang, || lab_tr().view_play);
        t.harness
            .get_by_label(gamedp::i18n::exam::tr().play_gate_go)
            .click();
        settle(&mut t.harness);
        set_language(lang);
        let ask = gamedp::i18n::fill(lab_tr().quiz_ask_outcome, &[("p", &"10")]);
        assert!(shows(&t, &ask), "{lang:?}: {ask}");
        answer(&mut t, lab_tr().win);
        set_language(lang);
        assert!(shows(&t, gamedp::i18n::quiz::tr().right), "{lang:?}");
        for to in ["9", "7", "6"] {
            assert!(
                !shows(&t, &named("10", to)),
                "{lang:?}: the why names {to}, still a question"
            );
        }
        let pending = gamedp::i18n::fill(
            gamedp::i18n::quiz::tr().custom_why_pending_win,
            &[("p", &"10")],
        );
        let pending = pending.split("{worth}").next().unwrap();
        assert!(shows(&t, pending), "{lang:?}: {pending}");
    }
}

/// The Game Lab's quiz has graded hints, as the other tabs: the positions the question reads,
/// then what is shown of them (a position not asked yet is counted, not named with its answer),
/// then the answer; the question counts as hinted.
#[test]
fn the_game_lab_quiz_has_graded_hints() {
    let mut t = quiz_lab_with(subtraction(10), Language::English);
    settle(&mut t.harness);
    let hint = "Hint";
    // the first question, 1: its only move leads to 0 (no moves: given, a loss)
    t.harness.get_by_label(hint).click();
    settle(&mut t.harness);
    assert!(shows(
        &t,
        "Hint 1 of 2: 1 reads the positions its moves reach: 0."
    ));
    // a hint alone counts nothing: the question counts once its answer is shown (issue 23, q10)
    assert!(
        shows(&t, "All sets: 0 right · 0 hinted · 0 wrong"),
        "a hint counted the question"
    );
    t.harness.get_by_label(hint).click();
    settle(&mut t.harness);
    let known = "Hint 2 of 2: Shown already: 0 is a loss. The rule: a position is a win";
    assert!(shows(&t, known), "{known}");
    t.harness.get_by_label(hint).click();
    settle(&mut t.harness);
    let answer = format!("The answer: 1 is {}.", lab_tr().win);
    assert!(shows(&t, &answer), "{answer}");
    // the answer shown, not given: wrong (s1 stop 44b)
    assert!(shows(&t, "All sets: 0 right · 0 hinted · 1 wrong"));
    // Play's gate asks the start, 10: its moves' positions are not asked yet, only counted
    open_pane(&mut t, Language::English, || lab_tr().view_play);
    t.harness
        .get_by_label(gamedp::i18n::exam::tr().play_gate_go)
        .click();
    settle(&mut t.harness);
    t.harness.get_by_label(hint).click();
    settle(&mut t.harness);
    t.harness.get_by_label(hint).click();
    settle(&mut t.harness);
    assert!(shows(
        &t,
        "Hint 2 of 2: 3 of them not asked yet: answer those first"
    ));
    assert!(!shows(&t, "Shown already"));
}

/// The new views on a game of pairs (LeetCode 1140, a heatmap) and with a sum of three parts
/// fit the window at 1024 × 768 and 1366 × 768, and in presentation mode at 1024 × 768 and
/// 1920 × 1080, in both languages, Quiz mode off and on.
#[test]
fn the_views_of_a_pair_game_fit_the_window() {
    let mut failures = Vec::new();
    for lang in [Language::English, Language::Chinese] {
        let mut t = app_with(example("custom-leetcode-1140.json"), lang);
        wait_until(&mut t.harness, 60, "solve", solved);
        let wythoff = Setup {
            rules: "start = (9, 12)\ndef moves(p):\n    a, b = p\n    out = [(x, b) for x in range(a)] + [(a, y) for y in range(b)]\n    return out + [(a - k, b - k) for k in range(1, min(a, b) + 1)]\n".into(),
            misere: false,
        };
        for (setup, name) in [(None, "1140"), (Some(wythoff), "Wythoff")] {
            if let Some(setup) = setup {
                t.harness
                    .state_mut()
                    .tab_mut::<CustomTab>()
                    .unwrap()
                    .edit(setup);
                wait_until(&mut t.harness, 60, "solve", solved);
                // a sum of three parts: the start twice and a heap
                let tab = t.harness.state_mut().tab_mut::<CustomTab>().unwrap();
                let sum = &mut tab.view_mut().sum;
                sum.parts = vec![
                    gamedp::games::custom::sum::Part::Position(0),
                    gamedp::games::custom::sum::Part::Position(0),
                    gamedp::games::custom::sum::Part::Heap(5),
                ];
            }
            for quiz in [false, true] {
                t.harness
                    .state_mut()
                    .tab_mut::<CustomTab>()
                    .unwrap()
                    .view_mut()
                    .quiz
                    .on = quiz;
                for (size, present) in [
                    (egui::vec2(1024.0, 768.0), false),
                    (egui::vec2(1366.0, 768.0), false),
                    (egui::vec2(1024.0, 768.0), true),
                    (egui::vec2(1920.0, 1080.0), true),
                ] {
                    if t.harness.state().settings.presentation != present {
                        let ctx = t.harness.ctx.clone();
                        t.harness.state_mut().set_presentation(&ctx, present);
                    }
                    t.harness.set_size(size);
                    for pane in [CustomPane::Table, CustomPane::Play, CustomPane::Sum] {
                        t.harness
                            .state_mut()
                            .tab_mut::<CustomTab>()
                            .unwrap()
                            .view_mut()
                            .pane = pane;
                        t.harness.run_steps(4);
                        let screen = t.harness.ctx.content_rect();
                        for p in
                            gamedp::ui::kit::layout::problems(screen, &t.harness.state().layout)
                        {
                            failures.push(format!(
                                "{name} {lang:?} {size:?} presentation={present} quiz={quiz} {pane:?}: {p}"
                            ));
                        }
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Frame times while a big game (a 600 × 600 grid of pairs, 360,000 positions) solves, and in
/// its Table and Positions views afterwards. A measurement, not a check (run with --ignored
/// --nocapture; the numbers depend on the machine and its load).
#[test]
#[ignore]
fn frame_times_while_a_big_game_solves() {
    use std::time::{Duration, Instant};
    let big = Setup {
        rules: "start = (599, 599)\ndef moves(p):\n    a, b = p\n    out = []\n    if a > 0:\n        out.append((a - 1, b))\n    if b > 0:\n        out.append((a, b - 1))\n    if a > 1 and b > 1:\n        out.append((a - 2, b - 2))\n    return out\n".into(),
        misere: false,
    };
    let mut t = app_with(example("custom-subtraction-1-3-4.json"), Language::English);
    wait_until(&mut t.harness, 60, "solve", solved);
    open_pane(&mut t, Language::English, || lab_tr().view_table);
    t.harness
        .state_mut()
        .tab_mut::<CustomTab>()
        .unwrap()
        .edit(big);
    let mut during = Vec::new();
    let t0 = Instant::now();
    while !solved(t.harness.state()) {
        let f = Instant::now();
        t.harness.step();
        during.push(f.elapsed());
        std::thread::sleep(Duration::from_millis(10));
        assert!(t0.elapsed() < Duration::from_secs(120));
    }
    let solve = t0.elapsed();
    let mut after = Vec::new();
    for _ in 0..20 {
        let f = Instant::now();
        t.harness.step();
        after.push(f.elapsed());
    }
    open_pane(&mut t, Language::English, || lab_tr().view_positions);
    let mut list = Vec::new();
    for _ in 0..10 {
        let f = Instant::now();
        t.harness.step();
        list.push(f.elapsed());
    }
    let stats = |v: &mut Vec<Duration>| {
        v.sort();
        (v.len(), v[v.len() / 2], v[v.len() * 9 / 10], v[v.len() - 1])
    };
    println!(
        "solve {solve:?} (positions {})",
        lab(t.harness.state()).current().unwrap().game.positions()
    );
    println!("frames while solving, in order: {during:?}");
    println!(
        "frames while solving (n, median, p90, max): {:?}",
        stats(&mut during)
    );
    println!(
        "Table frames after (first includes the texture): {:?}",
        stats(&mut after)
    );
    println!("Positions frames: {:?}", stats(&mut list));
}

#[test]
fn the_rules_editor_is_as_wide_as_its_longest_line() {
    // the edit holds its longest line (the scroll area beside the line numbers scrolls to it)
    // rather than being only as wide as the panel with long lines painted past its edge, cut
    let width = |rules: String| {
        let setup = Setup {
            rules,
            misere: false,
        };
        let t = lab_with(setup, Language::English);
        t.harness
            .get_by_role(egui::accesskit::Role::MultilineTextInput)
            .rect()
    };
    let short = width("start = 8\ndef moves(p):\n    return []\n".into());
    let long = width(format!(
        "# {}\nstart = 8\ndef moves(p):\n    return []\n",
        "a long comment ".repeat(20)
    ));
    assert!(long.width() > short.width() + 400.0, "{short:?} {long:?}");
    // not scrolled: the text starts where it did, right of the numbers
    assert_eq!(long.left(), short.left());
}

/// The Tab key indents with four spaces (Starlark refuses tabs) and Enter after a line that
/// ends in ':' starts the next line one level deeper, so typed rules parse.
#[test]
fn tab_and_enter_indent_as_a_python_editor_does() {
    let mut t = lab_with(subtraction(5), Language::English);
    let editor = t
        .harness
        .get_by_role(egui::accesskit::Role::MultilineTextInput)
        .rect();
    click_at(&mut t.harness, editor.center());
    t.harness
        .key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    t.harness
        .event(egui::Event::Text("start = 3\ndef moves(p):".into()));
    t.harness.step();
    // Enter indents one level; take it back and indent with the Tab key instead
    t.harness.key_press(egui::Key::Enter);
    for _ in 0..4 {
        t.harness.key_press(egui::Key::Backspace);
    }
    t.harness.key_press(egui::Key::Tab);
    t.harness.event(egui::Event::Text("if p > 0:".into()));
    t.harness.step();
    t.harness.key_press(egui::Key::Enter);
    t.harness.event(egui::Event::Text("return [p - 1]".into()));
    t.harness.step();
    // the next line keeps the depth; four backspaces go one level out
    t.harness.key_press(egui::Key::Enter);
    for _ in 0..4 {
        t.harness.key_press(egui::Key::Backspace);
    }
    t.harness.event(egui::Event::Text("return []".into()));
    settle(&mut t.harness);
    assert_eq!(
        lab(t.harness.state()).rules(),
        "start = 3\ndef moves(p):\n    if p > 0:\n        return [p - 1]\n    return []"
    );
    // they solve: the start 3 is lost for the player to move... or won: either way, solved
    wait_until(&mut t.harness, 60, "solve the typed rules", solved);
}

/// The Positions view's game graph: every position of a small game drawn, coloured by its
/// outcome; a click on a position selects it in the inspector, in both languages.
#[test]
fn the_game_graph_draws_every_position_and_a_click_inspects_it() {
    use gamedp::ui::kit::palette;
    for lang in [Language::English, Language::Chinese] {
        let mut t = lab_with(subtraction(10), lang);
        set_language(lang);
        let (n, seven, colours_right) = {
            let tab = lab(t.harness.state());
            let game = &tab.current().unwrap().game;
            let nodes = &tab.view().positions.nodes;
            let right = nodes.iter().all(|node| {
                let want = match game.outcome(node.id).unwrap() {
                    gamedp::games::custom::Outcome::Win => palette::WIN_A,
                    gamedp::games::custom::Outcome::Lose => palette::WIN_B,
                    gamedp::games::custom::Outcome::Draw => palette::DRAW,
                };
                node.colour == want
            });
            assert_eq!(nodes.len(), game.positions(), "{lang:?}: a node a position");
            (nodes.len(), game.find(&Pos::Int(7)).unwrap(), right)
        };
        assert_eq!(n, 11);
        assert!(colours_right, "{lang:?}: coloured by outcome");
        let label = gamedp::i18n::fill(lab_tr().graph_label, &[("n", &11), ("layers", &4)]);
        assert!(shows(&t, &label), "{lang:?}: {label}");
        let at = lab(t.harness.state())
            .view()
            .positions
            .nodes
            .iter()
            .find(|node| node.id == seven)
            .unwrap()
            .at;
        common::click_at(&mut t.harness, at);
        settle(&mut t.harness);
        set_language(lang);
        assert_eq!(
            lab(t.harness.state()).view().positions.selected,
            Some(seven)
        );
        let heading = gamedp::i18n::fill(lab_tr().inspect_heading, &[("p", &"7")]);
        assert!(shows(&t, &heading), "{lang:?}: the inspector shows 7");
        // the list is one click away, and the graph comes back
        t.harness.get_by_label(lab_tr().show_list).click();
        settle(&mut t.harness);
        assert!(lab(t.harness.state()).view().positions.nodes.is_empty());
        set_language(lang);
        assert!(shows(&t, lab_tr().click_row), "{lang:?}: the list");
    }
}

/// A game too large to draw (tic-tac-toe: 5,478 positions) shows its counts per layer in one
/// line instead of the picture.
#[test]
fn a_big_game_graph_is_summarised() {
    let mut t = app_with(example("custom-tic-tac-toe.json"), Language::English);
    wait_until(&mut t.harness, 120, "solve", solved);
    settle(&mut t.harness);
    set_language(Language::English);
    assert!(lab(t.harness.state()).view().positions.nodes.is_empty());
    assert!(shows(&t, "5478 positions and 16167 moves in 10 layers"));
    assert!(shows(
        &t,
        "Positions per layer: 1, 9, 72, 252, 756, 1260, 1520, 1140, 390, 78"
    ));
}

/// In Quiz mode the graph colours only the positions already given or asked: the others are
/// drawn neutral, and a right answer colours its position.
#[test]
fn quiz_mode_draws_the_graph_without_answers() {
    use gamedp::ui::kit::palette;
    let answers = [palette::WIN_A, palette::WIN_B, palette::DRAW];
    let mut t = lab_with(subtraction(10), Language::English);
    set_language(Language::English);
    t.harness
        .get_by_label(gamedp::i18n::quiz::tr().quiz_switch)
        .click();
    settle(&mut t.harness);
    let check = |t: &common::TestApp| {
        let tab = lab(t.harness.state());
        let view = tab.view();
        let nodes = &view.positions.nodes;
        assert_eq!(nodes.len(), 11);
        let mut coloured = 0;
        for node in nodes {
            let shown = view
                .quiz_box
                .shows(true, node.id, gamedp::quiz::custom::Shown::Outcome);
            assert_eq!(answers.contains(&node.colour), shown, "{node:?}");
            coloured += usize::from(shown);
        }
        coloured
    };
    let before = check(&t);
    assert!(before < 11, "some positions hidden");
    // the first question is 1, a win
    answer(&mut t, lab_tr().win);
    let after = check(&t);
    assert_eq!(after, before + 1);
}

/// After a move in Play no button keeps the keyboard focus: the next position's buttons stand
/// where the last ones did, and a focus ring left on one looked like a suggestion (the usual
/// layout and presentation mode's tiles).
#[test]
fn play_leaves_no_focus_on_a_move_button() {
    use egui_kittest::kittest::by;
    for present in [false, true] {
        let mut t = lab_with(subtraction(10), Language::English);
        if present {
            let ctx = t.harness.ctx.clone();
            t.harness.state_mut().set_presentation(&ctx, true);
            settle(&mut t.harness);
        }
        open_pane(&mut t, Language::English, || lab_tr().view_play);
        let button = t
            .harness
            .get(by().label("9").role(egui::accesskit::Role::Button));
        button.focus();
        settle(&mut t.harness);
        assert!(
            t.harness.ctx.memory(|m| m.focused()).is_some(),
            "present {present}: the button has the focus"
        );
        t.harness.key_press(egui::Key::Enter);
        settle(&mut t.harness);
        assert!(
            lab(t.harness.state()).view().play.made >= 1,
            "present {present}: Enter made the move"
        );
        assert_eq!(
            t.harness.ctx.memory(|m| m.focused()),
            None,
            "present {present}: the focus stays on a move button"
        );
    }
}

/// Issue 23 (q10): a move of Play from a position where every move loses (7 in the subtraction
/// game {1, 3, 4}: 6, 4 and 3 all win for the other player) is not scored, and says so with the
/// rule of the only move, in both languages (it said "Right!" and counted).
#[test]
fn a_move_where_every_move_loses_is_not_scored() {
    let mut t = quiz_lab_with(subtraction(7), Language::English);
    let q = gamedp::i18n::quiz::tr();
    settle(&mut t.harness);
    open_pane(&mut t, Language::English, || lab_tr().view_play);
    t.harness
        .get_by_label(gamedp::i18n::exam::tr().play_gate_go)
        .click();
    settle(&mut t.harness);
    answer(&mut t, lab_tr().lose);
    open_pane(&mut t, Language::English, || lab_tr().view_play);
    let before = lab(t.harness.state()).view().quiz.score();
    assert_eq!(before.asked, 1, "the start's question");
    let moved =
        common::quiz_play::user_move(t.harness.state_mut(), gamedp::games::GameKind::Custom, 0);
    assert!(matches!(moved, common::quiz_play::Turn::Moved));
    settle(&mut t.harness);
    assert_eq!(
        lab(t.harness.state()).view().quiz.score(),
        before,
        "a move with nothing to choose was scored"
    );
    assert!(shows(&t, q.play_no_choice), "{}", q.play_no_choice);
    assert!(!shows(&t, q.right));
    // s1, s2 stop 42b: the line is about your last move, and stands before the computer's
    // reply and the new question ("Your move is scored" came first, then "The computer moved
    // 8 → 3", then "…so this move is not scored")
    let top = |t: &common::TestApp, text: &str| {
        t.harness
            .query_all_by_label_contains(text)
            .next()
            .unwrap_or_else(|| panic!("{text} not shown"))
            .rect()
            .top()
    };
    for (lang, verdict, computer, ask) in [
        (
            Language::English,
            "Your last move: every move there gives the same result, so it is not scored.",
            "The computer moved",
            "Quiz: which move is best here?",
        ),
        (
            Language::Chinese,
            "你上一步：那里走哪一步，结果都一样，所以不计分。",
            "电脑走了",
            "测验：这里哪一步最好？",
        ),
    ] {
        if lang == Language::Chinese {
            t.harness.get_by_label("简体中文").click();
            settle(&mut t.harness);
        }
        let (v, c) = (top(&t, verdict), top(&t, computer));
        assert!(
            v < c,
            "{lang:?}: the verdict at {v}, the computer's move at {c}"
        );
        if shows(&t, ask) {
            let a = top(&t, ask);
            assert!(
                c < a,
                "{lang:?}: the computer's move at {c}, the question at {a}"
            );
        }
    }
}
