//! The Code pane (issue 23 item 3) through the real app: in every tab (from the registry) and
//! both interface languages it opens, shows the listing of each of the game's languages line by
//! line, and highlights exactly the lines that carry the marks of the tab's focus, also while a
//! lesson walks the tab through its views; Quiz mode names no mark that gives an answer away;
//! the pane and its language are remembered across a restart; in presentation mode it keeps
//! every text at 18 px or more and the layout holds at 1024 × 768, 1366 × 768 and 1920 × 1080.
//! The games' own tests below check that the highlight follows the selection.
#![cfg(feature = "gui")]

use crate::common::{self, TestApp, app_with, settle, wait_until};
use crate::registry::{layout_problems, legibility_problems, panes, solved_example};

use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gamedp::code::{self, Focus, Lang};
use gamedp::games::GameKind;
use gamedp::i18n::{Language, set_language};
use gamedp::ui::kit::code_view::CodeView;

/// The marks that tell a result: never highlighted while Quiz mode is on.
const ANSWER_MARKS: &[&str] = &[
    "take_left",
    "take_right",
    "win",
    "lose",
    "win_now",
    "win_later",
    "undecided",
    "limit",
];

/// A line of the Code pane as its accessibility node tells it.
#[derive(Debug, Clone, PartialEq)]
struct Shown {
    n: usize,
    lit: bool,
    text: String,
}

/// `label` read with `template` ("Line {n}: {text}"): the number and the text.
fn parse(template: &str, label: &str) -> Option<(usize, String)> {
    let (pre, rest) = template.split_once("{n}")?;
    let (mid, _) = rest.split_once("{text}")?;
    let after = label.strip_prefix(pre)?;
    let digits: String = after.chars().take_while(|c| c.is_ascii_digit()).collect();
    let n = digits.parse().ok()?;
    let text = after[digits.len()..].strip_prefix(mid)?;
    Some((n, text.to_string()))
}

/// The lines the Code pane shows, in order (read in the current language).
fn pane_lines(t: &TestApp) -> Vec<Shown> {
    let c = gamedp::i18n::code::tr();
    let mut out = Vec::new();
    for node in t.harness.query_all_by_role(egui::accesskit::Role::Label) {
        let a = node.accesskit_node();
        let Some(label) = a.label().or_else(|| a.value()) else {
            continue;
        };
        if let Some((n, text)) = parse(c.line_highlighted, &label) {
            out.push(Shown { n, lit: true, text });
        } else if let Some((n, text)) = parse(c.line, &label) {
            out.push(Shown {
                n,
                lit: false,
                text,
            });
        }
    }
    out.sort_by_key(|s| s.n);
    out
}

/// The numbers of the highlighted lines.
fn lit(t: &TestApp) -> Vec<usize> {
    pane_lines(t)
        .into_iter()
        .filter(|s| s.lit)
        .map(|s| s.n)
        .collect()
}

/// Open the Code pane with its shortcut.
fn open_code(t: &mut TestApp) {
    t.harness.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::C,
    );
    settle(&mut t.harness);
    assert!(
        t.harness.state().settings.code_open,
        "Ctrl+Shift+C opens it"
    );
}

/// The focus of the active tab.
fn focus(t: &TestApp) -> Focus {
    let app = t.harness.state();
    app.tabs[app.active].code_focus()
}

/// The language the pane shows for the user's choice.
fn shown_lang(t: &TestApp, kind: GameKind) -> Lang {
    let chosen = t.harness.state().code_pane().lang;
    CodeView::shown_lang(&code::listings(kind), chosen)
}

/// What is wrong with the pane now: its lines are not the listing's (its comments in the
/// interface language), or the highlighted lines are not those that carry the focus's marks,
/// or the focus names a mark the game lacks.
fn pane_problems(t: &TestApp, kind: GameKind, what: &str) -> Vec<String> {
    let mut found = Vec::new();
    let lang = shown_lang(t, kind);
    let Some(lines) = code::listings(kind).lines(lang, gamedp::i18n::language()) else {
        return vec![format!("{what}: no {lang:?} listing")];
    };
    let shown = pane_lines(t);
    if shown.len() != lines.len() {
        found.push(format!(
            "{what}: {} lines shown of the {} of the {lang:?} listing",
            shown.len(),
            lines.len()
        ));
    }
    for (s, l) in shown.iter().zip(&lines) {
        if s.text != l.text {
            found.push(format!(
                "{what}: line {} shows {:?}, not {:?}",
                s.n, s.text, l.text
            ));
            break;
        }
    }
    let focus = focus(t);
    let known: Vec<&str> = code::marks(kind).iter().map(|(m, _)| *m).collect();
    for m in &focus.marks {
        if !known.contains(m) {
            found.push(format!(
                "{what}: the focus names @{m}, not a mark of the game"
            ));
        }
    }
    let want = CodeView::marked(&lines, &focus);
    let got: Vec<usize> = shown.iter().filter(|s| s.lit).map(|s| s.n).collect();
    if got != want {
        found.push(format!(
            "{what}: lines {got:?} highlighted, the marks {:?} are on {want:?}",
            focus.marks
        ));
    }
    if !focus.marks.is_empty() && want.is_empty() {
        found.push(format!(
            "{what}: no line of the {lang:?} listing carries {:?}",
            focus.marks
        ));
    }
    found
}

/// The layout problems of the last frame with the pane open (see `registry::layout_problems`):
/// the side panel is left out below `side_from` points of width, shown from there on (`None`:
/// either is right).
fn pane_layout_problems(t: &TestApp, side_from: Option<f32>) -> Vec<String> {
    let app = t.harness.state();
    let width = t.harness.ctx.content_rect().width();
    let side = app.layout.iter().any(|r| r.name == "side");
    let mut found: Vec<String> = layout_problems(t)
        .into_iter()
        .filter(|p| p != "side was not laid out")
        .collect();
    if let Some(side_from) = side_from
        && side != (width >= side_from)
    {
        found.push(format!("the side panel shown: {side} at {width} points"));
    }
    if !app.layout.iter().any(|r| r.name == "code") {
        found.push("the Code pane was not laid out".into());
    }
    found
}

/// The lessons' steps of `kind`.
fn lesson_steps(kind: GameKind) -> Vec<gamedp::lessons::Step> {
    gamedp::lessons::all()
        .expect("the bundled lessons")
        .into_iter()
        .flat_map(|l| l.steps)
        .filter(|s| s.game == kind)
        .collect()
}

/// Show a lesson step in tab `idx`, as the lesson player does, and wait for its solve.
fn show_step(t: &mut TestApp, idx: usize, step: &gamedp::lessons::Step) {
    t.harness.state_mut().tabs[idx].show_lesson_step(step);
    wait_until(&mut t.harness, 60, "the step's solve", |app| {
        app.tabs[idx].status().solved
    });
    settle(&mut t.harness);
}

/// In every tab and both interface languages: the pane opens, shows each of the game's
/// listings line by line when its language is picked, starts on the answer, and highlights the
/// lines of the focus's marks in every step of the game's lessons.
#[test]
fn every_tab_shows_its_listings_and_highlights_its_focus() {
    let mut failures = Vec::new();
    for kind in GameKind::ALL {
        for ui_lang in [Language::English, Language::Chinese] {
            let (mut t, idx) = solved_example(kind, ui_lang);
            open_code(&mut t);
            set_language(ui_lang);
            assert!(
                t.harness.state().layout.iter().any(|r| r.name == "code"),
                "{kind:?}: the pane is laid out"
            );
            let start = focus(&t);
            // the answer line (Can I Win adds why the start is won or lost; a scoring game of
            // the Game Lab has its value line)
            if start.marks.first() != Some(&"answer") && start.marks != ["value"] {
                failures.push(format!("{kind:?} {ui_lang:?}: starts on {start:?}"));
            }
            if start.caption.is_empty() {
                failures.push(format!("{kind:?} {ui_lang:?}: no caption"));
            }
            for lang in code::listings(kind).langs() {
                t.harness.get_by_label(lang.label()).click();
                settle(&mut t.harness);
                set_language(ui_lang);
                assert_eq!(t.harness.state().code_pane().lang, lang, "{kind:?}: picked");
                let what = format!("{kind:?} {ui_lang:?} {lang:?} start");
                failures.extend(pane_problems(&t, kind, &what));
            }
            for (k, step) in lesson_steps(kind).iter().enumerate() {
                show_step(&mut t, idx, step);
                set_language(ui_lang);
                let what = format!("{kind:?} {ui_lang:?} lesson step {k}");
                failures.extend(pane_problems(&t, kind, &what));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Quiz mode on: through every step of every game's lessons the pane names no mark that tells
/// the result, and still highlights the lines of the marks it names.
#[test]
fn quiz_mode_highlights_no_answer() {
    let mut failures = Vec::new();
    for kind in GameKind::ALL {
        let (mut t, idx) = solved_example(kind, Language::English);
        open_code(&mut t);
        t.harness.state_mut().tabs[idx].set_quiz(true);
        settle(&mut t.harness);
        for (k, step) in lesson_steps(kind).iter().enumerate() {
            show_step(&mut t, idx, step);
            set_language(Language::English);
            let what = format!("{kind:?} quiz, lesson step {k}");
            let f = focus(&t);
            for m in &f.marks {
                if ANSWER_MARKS.contains(m) {
                    failures.push(format!("{what}: @{m} highlighted ({:?})", f.caption));
                }
            }
            failures.extend(pane_problems(&t, kind, &what));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The lines of the shown listing of `kind` that carry `mark`.
fn lines_with(t: &TestApp, kind: GameKind, mark: &'static str) -> Vec<usize> {
    let lang = shown_lang(t, kind);
    let source = code::listings(kind).get(lang).unwrap();
    CodeView::marked(&code::lines(source, lang), &Focus::new(&[mark], ""))
}

/// The stone game: the answer at first; a cell on the diagonal highlights the base case, a cell
/// where the right pile is better the right choice (not the left), the fill animation's cell
/// the same way; Quiz mode keeps the choice to itself.
#[test]
fn stone_highlights_the_base_case_and_the_better_end() {
    use gamedp::ui::stone::StoneTab;
    let mut t = app_with(
        common::example("stone-seed-3-9-1-2.json"),
        Language::English,
    );
    wait_until(&mut t.harness, 60, "solve", common::stone_solved);
    open_code(&mut t);
    let kind = GameKind::Stone;
    assert_eq!(focus(&t).marks, ["answer"]);
    assert_eq!(lit(&t), lines_with(&t, kind, "answer"));
    let select = |t: &mut TestApp, cell| {
        let tab = t.harness.state_mut().tab_mut::<StoneTab>().unwrap();
        tab.view_mut().table_view.selected = Some(cell);
        settle(&mut t.harness);
    };
    select(&mut t, (1, 1));
    assert_eq!(focus(&t).marks, ["base"]);
    assert!(focus(&t).caption.contains("dp[1][1]"), "{:?}", focus(&t));
    let base = lit(&t);
    assert!(!base.is_empty(), "the base case is highlighted");
    assert_eq!(base, lines_with(&t, kind, "base"));
    // [3, 9, 1, 2]: on piles 1 and 2 the right pile is better
    select(&mut t, (2, 3));
    assert_eq!(focus(&t).marks, ["cell", "take_right"]);
    let right = lit(&t);
    assert_ne!(right, base, "the highlight follows the selection");
    let take_right = lines_with(&t, kind, "take_right");
    assert!(!take_right.is_empty() && take_right.iter().all(|n| right.contains(n)));
    assert!(
        lines_with(&t, kind, "take_left")
            .iter()
            .all(|n| !right.contains(n))
    );
    assert!(
        lines_with(&t, kind, "cell")
            .iter()
            .all(|n| right.contains(n))
    );
    // on piles 9, 1, 2 the left one
    select(&mut t, (1, 3));
    assert_eq!(focus(&t).marks, ["cell", "take_left"]);
    assert!(!focus(&t).caption.contains("diagonal by diagonal"));
    // another fill order than the listing's loops: the caption says the listing's is diagonal
    {
        let tab = t.harness.state_mut().tab_mut::<StoneTab>().unwrap();
        tab.view_mut().table_view.anim.order = gamedp::games::stone::FillOrder::RowsBottomUp;
    }
    settle(&mut t.harness);
    assert!(
        focus(&t).caption.contains("diagonal by diagonal"),
        "{:?}",
        focus(&t)
    );
    {
        let tab = t.harness.state_mut().tab_mut::<StoneTab>().unwrap();
        tab.view_mut().table_view.anim.order = gamedp::games::stone::FillOrder::Diagonal;
    }
    // the fill animation: its first cell is on the diagonal
    {
        let tab = t.harness.state_mut().tab_mut::<StoneTab>().unwrap();
        let anim = &mut tab.view_mut().table_view.anim;
        anim.active = true;
        anim.stepper.step = 1;
        anim.stepper.playing = false;
    }
    settle(&mut t.harness);
    assert_eq!(focus(&t).marks, ["base"], "the cell being filled");
    assert_eq!(lit(&t), base);
    // Quiz mode: which end is better stays hidden
    {
        let tab = t.harness.state_mut().tab_mut::<StoneTab>().unwrap();
        tab.view_mut().table_view.anim.active = false;
        tab.view_mut().quiz.on = true;
    }
    select(&mut t, (2, 3));
    let f = focus(&t);
    assert_eq!(f.marks, ["cell"]);
    assert!(!f.caption.contains("better"), "{f:?}");
    assert_eq!(lit(&t), lines_with(&t, kind, "cell"));
    // in Chinese too
    t.harness.state_mut().set_language(Language::Chinese);
    settle(&mut t.harness);
    set_language(Language::Chinese);
    assert!(focus(&t).caption.contains("比较"), "{:?}", focus(&t));
    assert_eq!(lit(&t), lines_with(&t, kind, "cell"));
}

/// Guess Number: the interval inspected, a single number the base case, a longer one every
/// guess and the best.
#[test]
fn guess_number_highlights_the_interval() {
    use gamedp::ui::guess_number::GuessNumberTab;
    let mut t = app_with(common::example("guess-number-10.json"), Language::English);
    let idx = t.harness.state().active;
    wait_until(&mut t.harness, 60, "solve", |app| {
        app.tabs[idx].status().solved
    });
    open_code(&mut t);
    let kind = GameKind::GuessNumber;
    assert_eq!(focus(&t).marks, ["answer"]);
    let select = |t: &mut TestApp, cell| {
        let tab = t.harness.state_mut().tab_mut::<GuessNumberTab>().unwrap();
        tab.view_mut().table_view.selected = Some(cell);
        settle(&mut t.harness);
    };
    select(&mut t, (3, 3));
    assert_eq!(focus(&t).marks, ["base"]);
    assert_eq!(lit(&t), lines_with(&t, kind, "base"));
    select(&mut t, (1, 10));
    let f = focus(&t);
    assert_eq!(f.marks, ["cell", "best"]);
    assert!(
        f.caption.contains("guessing 7") && f.caption.contains("16"),
        "{f:?}"
    );
    assert!(!lit(&t).is_empty());
    assert!(pane_problems(&t, kind, "guess").is_empty());
}

/// Can I Win: the state in the explorer, looked up and decided as the solver says.
#[test]
fn can_i_win_highlights_the_state() {
    use gamedp::ui::can_i_win::CanIWinTab;
    let mut t = app_with(common::example("can-i-win-10-11.json"), Language::English);
    let idx = t.harness.state().active;
    wait_until(&mut t.harness, 60, "solve", |app| {
        app.tabs[idx].status().solved
    });
    open_code(&mut t);
    // the start of (10, 11) is lost: the answer line and why (no number wins)
    wait_until(&mut t.harness, 30, "the start's answer", |app| {
        app.tabs[idx].code_focus().marks.len() == 3
    });
    settle(&mut t.harness);
    assert_eq!(focus(&t).marks, ["answer", "move", "lose"]);
    let lit_now = lit(&t);
    for mark in ["win_now", "win_later", "memo"] {
        let lines = lines_with(&t, GameKind::CanIWin, mark);
        assert!(
            lines.iter().all(|l| !lit_now.contains(l)),
            "a lost state lights no @{mark} line (the win's memo store among them)"
        );
    }
    // {1, 2} used, 8 to go: taking 8, 9 or 10 reaches 11 at once
    {
        let tab = t.harness.state_mut().tab_mut::<CanIWinTab>().unwrap();
        tab.view_mut().explorer.mask = 0b11;
    }
    wait_until(&mut t.harness, 30, "the state's answer", |app| {
        app.tabs[idx].code_focus().marks.first() == Some(&"move")
    });
    settle(&mut t.harness);
    assert_eq!(focus(&t).marks, ["move", "win_now"]);
    assert!(pane_problems(&t, GameKind::CanIWin, "can i win").is_empty());
    t.harness.state_mut().tabs[idx].set_quiz(true);
    settle(&mut t.harness);
    let f = focus(&t);
    assert!(
        f.marks.iter().all(|m| !ANSWER_MARKS.contains(m)),
        "Quiz mode: {f:?}"
    );
}

/// Cat and Mouse: the solving order, step by step: counting the moves before the first step,
/// the end positions first, then parents won or lost as each step decided them.
#[test]
fn cat_mouse_highlights_the_solving_order() {
    use gamedp::ui::cat_mouse::{CatMousePane, CatMouseTab};
    let mut t = app_with(
        common::example("cat-mouse-leetcode-example-1.json"),
        Language::English,
    );
    let idx = t.harness.state().active;
    wait_until(&mut t.harness, 60, "solve", |app| {
        app.tabs[idx].status().solved
    });
    open_code(&mut t);
    let kind = GameKind::CatMouse;
    assert_eq!(focus(&t).marks, ["answer"]);
    fn tab(t: &mut TestApp) -> &mut CatMouseTab {
        t.harness.state_mut().tab_mut::<CatMouseTab>().unwrap()
    }
    tab(&mut t).view_mut().pane = CatMousePane::Order;
    settle(&mut t.harness);
    assert_eq!(focus(&t).marks, ["degree"]);
    assert_eq!(lit(&t), lines_with(&t, kind, "degree"));
    let total = tab(&mut t)
        .solved()
        .unwrap()
        .solution
        .decision_order()
        .len();
    let mut seen = Vec::new();
    for step in [1, total / 2, total] {
        tab(&mut t).view_mut().order_view.stepper.step = step;
        settle(&mut t.harness);
        seen.push(focus(&t).marks);
        assert!(pane_problems(&t, kind, &format!("step {step}")).is_empty());
    }
    assert!(
        seen[0] == ["hole"] || seen[0] == ["caught"],
        "the end positions come first, one kind of end lit: {seen:?}"
    );
    for marks in &seen[1..] {
        // one branch of the walk back: the one of the player who moved from the position
        assert!(
            marks.len() == 2
                && ["mouse_parents", "cat_parents"].contains(&marks[0])
                && ["win", "lose"].contains(&marks[1]),
            "{seen:?}"
        );
    }
    let marks = focus(&t).marks;
    let other = if marks[0] == "mouse_parents" {
        "cat_parents"
    } else {
        "mouse_parents"
    };
    let lit_now = lit(&t);
    assert!(
        lines_with(&t, kind, other)
            .iter()
            .all(|l| !lit_now.contains(l)),
        "the other player's branch is not lit: {marks:?}"
    );
    tab(&mut t).view_mut().quiz.on = true;
    settle(&mut t.harness);
    assert_eq!(focus(&t).marks, [marks[0]], "Quiz mode: the branch only");
}

/// Cat and Mouse II: the solving order (wins in one move first), and an end position of a game
/// (the mouse on the food), which the solver does not store.
#[test]
fn cat_mouse_ii_highlights_the_solving_order() {
    use gamedp::ui::cat_mouse_ii::{CatMouseIIPane, CatMouseIITab};
    let mut t = app_with(
        common::example("cat-mouse-ii-leetcode-1.json"),
        Language::English,
    );
    let idx = t.harness.state().active;
    wait_until(&mut t.harness, 60, "solve", |app| {
        app.tabs[idx].status().solved
    });
    open_code(&mut t);
    let kind = GameKind::CatMouseII;
    assert_eq!(focus(&t).marks, ["answer"]);
    fn tab(t: &mut TestApp) -> &mut CatMouseIITab {
        t.harness.state_mut().tab_mut::<CatMouseIITab>().unwrap()
    }
    tab(&mut t).view_mut().pane = CatMouseIIPane::Order;
    settle(&mut t.harness);
    assert_eq!(focus(&t).marks, ["degree"]);
    tab(&mut t).view_mut().order.stepper.step = 1;
    settle(&mut t.harness);
    let marks = focus(&t).marks;
    assert!(
        ["mouse_parents", "cat_parents"].contains(&marks[0]) && marks[1..] == ["win"],
        "a win in one move: {marks:?}"
    );
    assert!(pane_problems(&t, kind, "order").is_empty());
    // the optimal game's last position: the mouse has reached the food
    let moves = tab(&mut t).solved().unwrap().line.len();
    tab(&mut t).view_mut().pane = CatMouseIIPane::Game;
    tab(&mut t).view_mut().replay.stepper.step = moves;
    settle(&mut t.harness);
    assert_eq!(focus(&t).marks, ["terminal"]);
    assert_eq!(lit(&t), lines_with(&t, kind, "terminal"));
}

/// The Game Lab: the position inspected: an end position, a win, a loss.
#[test]
fn game_lab_highlights_the_position() {
    use gamedp::ui::custom::CustomTab;
    let mut t = app_with(
        common::example("custom-subtraction-1-3-4.json"),
        Language::English,
    );
    let idx = t.harness.state().active;
    wait_until(&mut t.harness, 60, "solve", |app| {
        app.tabs[idx].status().solved
    });
    open_code(&mut t);
    let kind = GameKind::Custom;
    assert_eq!(focus(&t).marks, ["answer"]);
    let game = &t
        .harness
        .state()
        .tab::<CustomTab>()
        .unwrap()
        .solved()
        .unwrap()
        .game;
    let outcome = gamedp::games::custom::Outcome::Win;
    let ids = 0..game.positions() as u32;
    let end = ids.clone().find(|&p| game.moves(p).is_empty()).unwrap();
    let won = ids
        .clone()
        .find(|&p| !game.moves(p).is_empty() && game.outcome(p) == Some(outcome))
        .unwrap();
    let lost = ids
        .clone()
        .find(|&p| {
            !game.moves(p).is_empty()
                && game.outcome(p) == Some(gamedp::games::custom::Outcome::Lose)
        })
        .unwrap();
    for (p, marks) in [
        (end, vec!["terminal"]),
        (won, vec!["parents", "win"]),
        (lost, vec!["parents", "lose"]),
    ] {
        let tab = t.harness.state_mut().tab_mut::<CustomTab>().unwrap();
        tab.view_mut().positions.selected = Some(p);
        settle(&mut t.harness);
        assert_eq!(focus(&t).marks, marks);
        assert!(pane_problems(&t, kind, "lab").is_empty());
    }
}

/// Issue 23: in the Chinese interface the listings' comments and docstrings are Chinese, in
/// Python and C++ alike, on the lines they are written on (the marks still highlight the right
/// lines); the code itself is as written; Copy copies the listing as shown. In English they
/// are the listing's own.
#[test]
fn the_comments_are_in_the_interface_language() {
    let shown = |t: &TestApp, n: usize| {
        pane_lines(t)
            .into_iter()
            .find(|l| l.n == n)
            .map(|l| l.text)
            .unwrap_or_default()
    };
    let (mut t, _) = solved_example(GameKind::Stone, Language::Chinese);
    open_code(&mut t);
    for (lang, n, code_line) in [
        (Lang::Python, 9, "    for length in range(2, n + 1):  # "),
        (
            Lang::Cpp,
            15,
            "        for (int length = 2; length <= n; length++) {  // ",
        ),
    ] {
        t.harness.get_by_label(lang.label()).click();
        settle(&mut t.harness);
        set_language(Language::Chinese);
        let problems = pane_problems(&t, GameKind::Stone, &format!("{lang:?}"));
        assert!(problems.is_empty(), "{}", problems.join("\n"));
        assert_eq!(
            shown(&t, n),
            format!("{code_line}按对角线逐条填表"),
            "{lang:?}"
        );
        let all: Vec<String> = pane_lines(&t).into_iter().map(|l| l.text).collect();
        let all = all.join("\n");
        assert!(all.contains("后手"), "{lang:?}: {all}");
        for english in [
            "diagonal",
            "the player to move",
            "maximising",
            "second player",
        ] {
            assert!(!all.contains(english), "{lang:?}: {english:?} in\n{all}");
        }
    }
    // the docstring, on its line
    t.harness.get_by_label("Python").click();
    settle(&mut t.harness);
    set_language(Language::Chinese);
    assert!(
        shown(&t, 2).starts_with("    \"\"\"返回（先手总分，后手总分）：")
            && shown(&t, 2).ends_with("\"\"\""),
        "{}",
        shown(&t, 2)
    );
    t.harness
        .get_by_label(gamedp::i18n::code::tr().copy)
        .click();
    let mut copied = None;
    for _ in 0..10 {
        t.harness.step();
        copied = t
            .harness
            .output()
            .platform_output
            .commands
            .iter()
            .find_map(|c| match c {
                egui::OutputCommand::CopyText(text) => Some(text.clone()),
                _ => None,
            });
        if copied.is_some() {
            break;
        }
    }
    let copied = copied.expect("Copy hands the listing to the clipboard");
    assert!(copied.contains("# 按对角线逐条填表"), "{copied}");
    assert!(!copied.contains("@base"), "{copied}");
    // English: as written
    let (mut t, _) = solved_example(GameKind::Stone, Language::English);
    open_code(&mut t);
    t.harness.get_by_label("Python").click();
    settle(&mut t.harness);
    set_language(Language::English);
    assert_eq!(
        shown(&t, 9),
        "    for length in range(2, n + 1):  # diagonal by diagonal"
    );
}

/// The pane, open and in Java, is remembered across a restart; its close button and View ›
/// Code beside the table close and open it.
#[test]
fn the_pane_and_its_language_are_remembered() {
    let mut t = app_with(None, Language::English);
    settle(&mut t.harness);
    assert!(!t.harness.state().settings.code_open, "closed at first");
    assert!(!t.harness.state().layout.iter().any(|r| r.name == "code"));
    open_code(&mut t);
    t.harness.get_by_label("Java").click();
    settle(&mut t.harness);
    let on_disk = gamedp::settings::Settings::load(Some(t.data_dir.path()));
    assert!(on_disk.code_open);
    assert_eq!(on_disk.code_lang, "java");
    let dir = t.data_dir;
    drop(t.harness);
    let mut t = common::app_in(None, Language::English, dir);
    settle(&mut t.harness);
    assert!(t.harness.state().settings.code_open, "open after a restart");
    assert_eq!(t.harness.state().code_pane().lang, Lang::Java);
    assert!(t.harness.state().layout.iter().any(|r| r.name == "code"));
    assert!(
        pane_lines(&t)
            .iter()
            .any(|l| l.text.contains("class Solution")),
        "the Java listing is shown"
    );
    // the close button, then View › Code beside the table
    t.harness.get_by_label("✕").click();
    settle(&mut t.harness);
    assert!(!t.harness.state().settings.code_open);
    assert!(!t.harness.state().layout.iter().any(|r| r.name == "code"));
    t.harness.get_by_label("View").click();
    settle(&mut t.harness);
    t.harness
        .get_by_label_contains(gamedp::i18n::code::tr().menu_toggle)
        .click();
    settle(&mut t.harness);
    assert!(t.harness.state().settings.code_open);
    // Copy puts the listing without its marks on the clipboard, and says so
    t.harness
        .get_by_label(gamedp::i18n::code::tr().copy)
        .click();
    settle(&mut t.harness);
    let status = format!("{:?}", t.harness.state().status);
    assert!(status.contains("Java"), "{status}");
}

/// Presentation mode with the pane open, in every tab and both languages, at 1024 × 768 (every
/// view), 1366 × 768 and 1920 × 1080: the code takes the views' place (the view bar's "Code"
/// button; a view's button brings the picture back), so each reads from the back row. With the
/// code in front: it fills the central area under the bar, no text under 18 px, no faint
/// grey, nothing leaves the window or is cut off. With a view in front: the view is legible and
/// its main picture covers half the central area, as with the pane closed.
#[test]
fn the_pane_is_legible_in_presentation_mode() {
    let mut failures = Vec::new();
    let code_button = |lang: Language| {
        set_language(lang);
        gamedp::i18n::code::tr().title
    };
    for kind in GameKind::ALL {
        for lang in [Language::English, Language::Chinese] {
            let (mut t, _) = solved_example(kind, lang);
            let ctx = t.harness.ctx.clone();
            t.harness.state_mut().set_presentation(&ctx, true);
            open_code(&mut t);
            for size in [
                egui::vec2(1024.0, 768.0),
                egui::vec2(1366.0, 768.0),
                egui::vec2(1920.0, 1080.0),
            ] {
                t.harness.set_size(size);
                t.harness.run_steps(3);
                set_language(lang);
                let names = gamedp::ui::registry::pane_names(kind);
                let views: Vec<(&str, &str)> = if size.x < 1100.0 {
                    panes(kind).into_iter().zip(names).collect()
                } else {
                    panes(kind).into_iter().zip(names).take(1).collect()
                };
                for (pane, name) in views {
                    let what = format!("{kind:?} {lang:?} {}x{} {name}", size.x, size.y);
                    // the view in front: as with the pane closed
                    let Some(node) = t.harness.query_all_by_label(pane).next() else {
                        failures.push(format!("{what}: no {pane:?}"));
                        continue;
                    };
                    node.click();
                    t.harness.run_steps(4);
                    set_language(lang);
                    if t.harness.state().layout.iter().any(|r| r.name == "code") {
                        failures.push(format!("{what}: the code stayed in front of the view"));
                    }
                    for p in layout_problems(&t)
                        .into_iter()
                        .chain(legibility_problems(&t))
                    {
                        failures.push(format!("{what}, view in front: {p}"));
                    }
                    // the code in front
                    let label = code_button(lang);
                    let Some(node) = t.harness.query_all_by_label(label).next() else {
                        failures.push(format!("{what}: no {label:?} button in the view bar"));
                        continue;
                    };
                    node.click();
                    t.harness.run_steps(4);
                    set_language(lang);
                    for p in pane_layout_problems(&t, None) {
                        failures.push(format!("{what}, code in front: {p}"));
                    }
                    for p in legibility_problems(&t) {
                        if !p.contains("main picture") {
                            failures.push(format!("{what}, code in front: {p}"));
                        }
                    }
                    let app = t.harness.state();
                    let region = |n: &str| app.layout.iter().find(|r| r.name == n).map(|r| r.rect);
                    match (region("code"), region("central")) {
                        (Some(code), Some(central)) if code.width() < central.width() - 40.0 => {
                            failures.push(format!(
                                "{what}: the code takes {:.0} of the central {:.0} points",
                                code.width(),
                                central.width()
                            ))
                        }
                        (Some(_), Some(_)) => {}
                        _ => failures.push(format!("{what}: no code in front or no views")),
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} problems:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// With the pane open, every view of every tab fits at 1024 × 768, 1280 × 720 and 1366 × 768
/// in both languages: nothing leaves the window, overlaps or is cut off, the central views keep
/// at least 620 points, and the side panel is left out at 1024 points only.
#[test]
fn every_view_fits_beside_the_pane() {
    let mut failures = Vec::new();
    for kind in GameKind::ALL {
        for lang in [Language::English, Language::Chinese] {
            let (mut t, _) = solved_example(kind, lang);
            open_code(&mut t);
            for size in [
                egui::vec2(1024.0, 768.0),
                egui::vec2(1280.0, 720.0),
                egui::vec2(1366.0, 768.0),
            ] {
                t.harness.set_size(size);
                t.harness.run_steps(3);
                set_language(lang);
                let names = gamedp::ui::registry::pane_names(kind);
                for (pane, name) in panes(kind).into_iter().zip(names) {
                    let Some(node) = t.harness.query_all_by_label(pane).next() else {
                        failures.push(format!("{kind:?} {lang:?} {size:?}: no {pane:?}"));
                        continue;
                    };
                    node.click();
                    t.harness.run_steps(4);
                    set_language(lang);
                    let what = format!("{kind:?} {lang:?} {}x{} {name}", size.x, size.y);
                    for p in pane_layout_problems(&t, Some(1280.0)) {
                        failures.push(format!("{what}: {p}"));
                    }
                    let app = t.harness.state();
                    let central = app.layout.iter().find(|r| r.name == "central");
                    if let Some(c) = central.filter(|c| c.rect.width() < 619.0) {
                        failures.push(format!("{what}: the views keep {:.0}", c.rect.width()));
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} problems:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Issue 23: at 1024 × 740, outside presentation mode, a long line of a listing wraps at the
/// pane's edge with a hanging indent (students read lines cut off at the pane's right edge), in
/// every tab's every language, in English and Chinese: no text of the pane is cut on the
/// right.
#[test]
fn long_lines_wrap_in_the_pane_at_1024() {
    let mut failures = Vec::new();
    for kind in GameKind::ALL {
        for ui_lang in [Language::English, Language::Chinese] {
            let (mut t, _) = solved_example(kind, ui_lang);
            t.harness.set_size(egui::vec2(1024.0, 740.0));
            open_code(&mut t);
            for lang in code::listings(kind).langs() {
                t.harness.get_by_label(lang.label()).click();
                settle(&mut t.harness);
                set_language(ui_lang);
                let what = format!("{kind:?} {ui_lang:?} {lang:?}");
                let app = t.harness.state();
                let Some(pane) = app.layout.iter().find(|r| r.name == "code") else {
                    failures.push(format!("{what}: the pane was not laid out"));
                    continue;
                };
                let pane = pane.rect.expand(1.0);
                for (text, rect, clip) in crate::ui_lessons::cut_texts(&t) {
                    if pane.contains_rect(clip) && rect.right() > clip.right() + 1.0 {
                        failures.push(format!(
                            "{what}: {text:?} at {rect:?} is cut at {:.0}",
                            clip.right()
                        ));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
