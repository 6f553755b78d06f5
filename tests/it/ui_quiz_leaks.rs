//! Quiz mode is an exam (issue 23 item 1): while it is on, no pane, title, note, tooltip, status
//! line or legend shows an answer that was not asked and committed. For every game (from the
//! registry), in English and Chinese, on two examples each, the test turns Quiz mode on, opens
//! every pane, hovers over its pictures (so that tooltips are drawn) and reads everything: the
//! accessibility tree's labels and values, the text drawn in the frame and the window title. It
//! fails on any answer of the scenario as the solver gives it: the sentences the app states the
//! result with (in both languages) and the answer numbers as whole tokens, where a number
//! cannot be confused with the input.
#![cfg(feature = "gui")]

use std::collections::BTreeSet;

use crate::common;

use common::{app_with, example, wait_until};
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gamedp::games::{GameKind, NoControl};
use gamedp::i18n::{Language, Localized, fill, set_language};
use gamedp::ui::framework::TabCommand;
use gamedp::ui::registry;
use serde_json::Value;

/// The examples each game is checked on: its showcase and one whose answer differs (another
/// outcome, or answer numbers that are not input values).
fn examples(kind: GameKind) -> [&'static str; 2] {
    let other = match kind {
        GameKind::Stone => "stone-seed-3-9-1-2.json",
        GameKind::GuessNumber => "guess-number-100.json",
        GameKind::CanIWin => "can-i-win-18-79.json",
        GameKind::CatMouse => "cat-mouse-leetcode-example-2.json",
        GameKind::CatMouseII => "cat-mouse-ii-cat-guards-food.json",
        GameKind::Custom => "custom-leetcode-1406.json",
    };
    [registry::showcase(kind), other]
}

/// What must not show during the quiz: sentences (matched anywhere, ignoring case), numbers
/// (matched as whole tokens) and the words of the outcome among the game's outcomes (matched as
/// a whole text, unless every outcome is shown: a legend).
#[derive(Debug, Default)]
struct Answers {
    phrases: Vec<String>,
    numbers: Vec<i64>,
    /// The game's outcome words in English and Chinese, and which of them is the answer.
    outcomes: Vec<[String; 2]>,
    outcome: usize,
}

impl Answers {
    /// The outcome words of `texts`, the answer `which` of them (in both languages).
    fn outcome<T: Localized>(&mut self, texts: &[fn(&'static T) -> &'static str], which: usize) {
        self.outcomes = texts.iter().map(|f| both(|t| f(t).to_string())).collect();
        self.outcome = which;
    }
}

/// `f` of a game's text table in English and in Chinese.
fn both<T: Localized>(f: impl Fn(&'static T) -> String) -> [String; 2] {
    [f(T::english()), f(T::chinese())]
}

/// The answers of scenario `file` as the solver gives them: the `"solution"` object of
/// `gamedp solve` (and, for Guess Number, the table's best first guess), put into the sentences
/// the app states them with.
fn answers(kind: GameKind, file: &str) -> Answers {
    let path = example(file).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    let scenario = gamedp::scenario::Scenario::from_value(serde_json::from_str(&text).unwrap())
        .expect("a scenario");
    let sol = gamedp::solve::solution(&scenario.game, false, &NoControl).expect("solved");
    let int = |key: &str| sol[key].as_i64();
    let mut a = Answers::default();
    match kind {
        GameKind::Stone => {
            use gamedp::i18n::stone::StoneTexts;
            let d = int("difference").unwrap();
            a.numbers = vec![int("first").unwrap(), int("second").unwrap(), d.abs()];
            a.phrases.extend(both(|t: &StoneTexts| match d {
                d if d > 0 => fill(t.first_wins_by, &[("d", &d)]),
                d if d < 0 => fill(t.second_wins_by, &[("d", &-d)]),
                _ => t.tie.to_string(),
            }));
        }
        GameKind::GuessNumber => {
            use gamedp::i18n::guess_number::GuessTexts;
            let cost = int("min_cost").unwrap();
            let n = scenario.to_value()["n"].as_u64().unwrap();
            let k = gamedp::games::guess_number::plain::GuessTable::solve(n, &NoControl)
                .unwrap()
                .root()
                .guess;
            a.numbers = vec![cost];
            a.phrases.extend(both(|t: &GuessTexts| {
                fill(t.min_cost_is, &[("n", &n), ("cost", &cost)])
            }));
            a.phrases
                .extend(both(|t: &GuessTexts| fill(t.first_guess_is, &[("k", &k)])));
            a.phrases.push(format!("costs {cost}"));
            a.phrases.push(format!("花费 {cost}"));
        }
        GameKind::CanIWin => {
            use gamedp::i18n::can_i_win::CanIWinTexts;
            let v = scenario.to_value();
            let (m, d) = (v["max_choosable"].clone(), v["desired_total"].clone());
            let wins = sol["first_player_wins"].as_bool().unwrap();
            a.phrases.extend(both(|t: &CanIWinTexts| {
                let text = if wins { t.first_wins } else { t.first_loses };
                fill(text, &[("m", &m), ("d", &d)])
            }));
            if let Some(moves) = sol["winning_first_moves"].as_array() {
                if moves.is_empty() {
                    a.phrases
                        .extend(both(|t: &CanIWinTexts| t.no_winning_first_move.to_string()));
                } else {
                    let list: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
                    a.phrases.extend(both(|t: &CanIWinTexts| {
                        fill(t.winning_first_moves, &[("moves", &list.join(", "))])
                    }));
                }
            }
        }
        GameKind::CatMouse => {
            use gamedp::i18n::cat_mouse::CatMouseTexts;
            let which = match sol["outcome"].as_str().unwrap() {
                "mouse_win" => 0,
                "cat_win" => 1,
                _ => 2,
            };
            a.outcome::<CatMouseTexts>(
                &[|t| t.outcome_mouse, |t| t.outcome_cat, |t| t.outcome_draw],
                which,
            );
            match int("moves_to_end") {
                Some(1) => a
                    .phrases
                    .extend(both(|t: &CatMouseTexts| t.start_one_move.to_string())),
                Some(d) => a
                    .phrases
                    .extend(both(|t: &CatMouseTexts| fill(t.start_moves, &[("d", &d)]))),
                None => a
                    .phrases
                    .extend(both(|t: &CatMouseTexts| t.start_draw_explain.to_string())),
            }
        }
        GameKind::CatMouseII => {
            use gamedp::i18n::cat_mouse_ii::CatMouseIITexts;
            let mouse = sol["mouse_wins"].as_bool().unwrap();
            a.outcome::<CatMouseIITexts>(&[|t| t.mouse_wins, |t| t.cat_wins], usize::from(!mouse));
            a.phrases.extend(both(|t: &CatMouseIITexts| {
                let answer = if mouse {
                    t.leetcode_true
                } else {
                    t.leetcode_false
                };
                fill(t.leetcode_answer, &[("answer", &answer)])
            }));
        }
        GameKind::Custom => {
            use gamedp::i18n::custom::CustomTexts;
            if let Some(v) = int("value") {
                a.phrases
                    .extend(both(|t: &CustomTexts| fill(t.value_is, &[("v", &v)])));
            }
            if let Some(o) = sol["outcome"].as_str() {
                let which = match o {
                    "win" => 0,
                    "lose" => 1,
                    _ => 2,
                };
                a.outcome::<CustomTexts>(
                    &[|t| t.first_wins, |t| t.first_loses, |t| t.first_draws],
                    which,
                );
            }
            if let Some(k) = int("moves_to_end") {
                a.phrases
                    .extend(both(|t: &CustomTexts| fill(t.ends_in, &[("k", &k)])));
            }
            if let Some(g) = int("grundy") {
                a.phrases
                    .extend(both(|t: &CustomTexts| fill(t.grundy_is, &[("g", &g)])));
            }
        }
    }
    // a number is looked for only where it cannot be an input: not a number of the scenario,
    // not an index or a size up to its longest list
    let input = scenario.to_value();
    let mut inputs = BTreeSet::new();
    let mut longest = 0;
    numbers_in(&input, &mut inputs, &mut longest);
    let checkable: Vec<i64> = a
        .numbers
        .iter()
        .copied()
        .filter(|x| !inputs.contains(x) && *x > longest as i64 + 1)
        .collect();
    if !a.numbers.is_empty() {
        assert!(
            !checkable.is_empty(),
            "{file}: every answer number {:?} could be an input value: choose another example",
            a.numbers
        );
    }
    a.numbers = checkable;
    a
}

/// Every integer in `v` (also in its strings: rules, grids) and the length of its longest list.
fn numbers_in(v: &Value, out: &mut BTreeSet<i64>, longest: &mut usize) {
    match v {
        Value::Number(n) => {
            if let Some(i) = n.as_i64() {
                out.insert(i);
            }
        }
        Value::String(s) => {
            *longest = (*longest).max(s.lines().map(str::len).max().unwrap_or(0));
            for word in s.split(|c: char| !c.is_ascii_digit()) {
                if let Ok(i) = word.parse() {
                    out.insert(i);
                }
            }
        }
        Value::Array(items) => {
            *longest = (*longest).max(items.len());
            for item in items {
                numbers_in(item, out, longest);
            }
        }
        Value::Object(map) => {
            for (key, item) in map {
                // the title and the notes are hidden during the quiz: they are no input
                if key != "title" && key != "notes" {
                    numbers_in(item, out, longest);
                }
            }
        }
        _ => {}
    }
}

/// True if `number` stands in `text` as a whole token: no digit or minus sign beside it, and
/// no decimal point between it and another digit ("12.5", "0.12"; "by 12." is the number).
fn has_number(text: &str, number: i64) -> bool {
    let needle = number.to_string();
    let bytes = text.as_bytes();
    let digit = |k: Option<usize>| k.and_then(|k| bytes.get(k)).is_some_and(u8::is_ascii_digit);
    text.match_indices(&needle).any(|(at, _)| {
        let end = at + needle.len();
        let before = at.checked_sub(1);
        let point = |k: Option<usize>| k.and_then(|k| bytes.get(k)) == Some(&b'.');
        let joined_before = digit(before)
            || before.is_some_and(|b| bytes[b] == b'-')
            || (point(before) && digit(at.checked_sub(2)));
        let joined_after = digit(Some(end)) || (point(Some(end)) && digit(Some(end + 1)));
        !joined_before && !joined_after
    })
}

/// Every text of the last frame: the accessibility tree's labels and values, the text drawn
/// (each galley in egui's output shapes) and the window title.
fn all_texts(t: &common::TestApp) -> Vec<String> {
    fn walk(shape: &egui::Shape, out: &mut Vec<String>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
            egui::Shape::Text(text) => out.push(text.galley.job.text.clone()),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for node in t.harness.query_all_by(|_| true) {
        let a = node.accesskit_node();
        out.extend(a.label());
        out.extend(a.value());
    }
    for clipped in &t.harness.output().shapes {
        walk(&clipped.shape, &mut out);
    }
    out.push(t.harness.state().window_title().to_string());
    // the checkout's own path (in "Opened …/saves/x.json") is not the app's to choose: a
    // folder named "run-7" would read as the answer 7
    let root = env!("CARGO_MANIFEST_DIR");
    out.iter_mut()
        .filter(|s| s.contains(root))
        .for_each(|s| *s = s.replace(root, "<checkout>"));
    out
}

/// How many texts the last frame drew inside `rect`, and how many characters they hold.
fn drawn_in(t: &common::TestApp, rect: egui::Rect) -> (usize, usize) {
    fn walk(shape: &egui::Shape, rect: egui::Rect, n: &mut (usize, usize)) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, rect, n)),
            egui::Shape::Text(text)
                if !text.galley.job.text.trim().is_empty() && rect.contains(text.pos) =>
            {
                n.0 += 1;
                n.1 += text.galley.job.text.chars().count();
            }
            _ => {}
        }
    }
    let mut n = (0, 0);
    for clipped in &t.harness.output().shapes {
        walk(&clipped.shape, rect, &mut n);
    }
    n
}

/// The answers found in `texts`, described.
fn leaks(answers: &Answers, texts: &[String]) -> Vec<String> {
    let mut found = BTreeSet::new();
    for text in texts {
        let lower = text.to_lowercase();
        for phrase in &answers.phrases {
            if lower.contains(&phrase.to_lowercase()) {
                found.insert(format!("{phrase:?} in {text:?}"));
            }
        }
        for &number in &answers.numbers {
            if has_number(text, number) {
                found.insert(format!("{number} in {text:?}"));
            }
        }
    }
    let whole: BTreeSet<String> = texts.iter().map(|t| t.trim().to_lowercase()).collect();
    for lang in 0..2 {
        let Some(answer) = answers.outcomes.get(answers.outcome) else {
            break;
        };
        let legend = answers
            .outcomes
            .iter()
            .all(|o| whole.contains(&o[lang].to_lowercase()));
        if whole.contains(&answer[lang].to_lowercase()) && !legend {
            found.insert(format!("the outcome {:?}", answer[lang]));
        }
    }
    found.into_iter().collect()
}

/// Points spread over the main pictures of the last frame (where tooltips are): an 8 × 8 grid,
/// which reaches the corner cell of a table (the answer, `dp[0][n-1]`) too.
fn picture_points(t: &common::TestApp) -> Vec<egui::Pos2> {
    const STEPS: usize = 8;
    let mut points = Vec::new();
    for region in &t.harness.state().layout {
        if region.name != gamedp::ui::kit::layout::PICTURE || !region.rect.is_positive() {
            continue;
        }
        let r = region.rect;
        for y in 0..STEPS {
            for x in 0..STEPS {
                let f = |k: usize| (k as f32 + 0.5) / STEPS as f32;
                points.push(r.min + egui::vec2(r.width() * f(x), r.height() * f(y)));
            }
        }
    }
    points
}

/// What no pane may say during the quiz, whatever the scenario: the Can I Win rule lines that
/// tell whether a shortcut decides the game (both languages, the text before the first blank).
fn quiz_sentences() -> Vec<String> {
    use gamedp::i18n::can_i_win::CanIWinTexts;
    fn head(t: &str) -> String {
        t.split('{').next().unwrap_or(t).trim().to_string()
    }
    let mut out = Vec::new();
    out.extend(both(|t: &CanIWinTexts| head(t.rule_search_bits)));
    out.extend(both(|t: &CanIWinTexts| head(t.rule_search_hash)));
    out
}

/// A stone game's running total ("You: 12") or end line ("The computer wins: 1 – 13"), in
/// either language: what the game gives against the computer's best play, a table value.
fn is_score_line(text: &str) -> bool {
    use gamedp::i18n::Texts;
    use gamedp::i18n::stone::StoneTexts;
    let mut names = Vec::new();
    names.extend(both(|t: &Texts| t.you.to_string()));
    names.extend(both(|t: &Texts| t.computer.to_string()));
    names.extend(both(|t: &Texts| t.you_win.to_string()));
    names.extend(both(|t: &Texts| t.computer_wins.to_string()));
    names.extend(both(|t: &StoneTexts| t.tie.to_string()));
    names.iter().any(|n| {
        text.strip_prefix(n.as_str())
            .and_then(|r| r.strip_prefix(": "))
            .is_some_and(|r| r.split('–').all(|x| x.trim().parse::<i64>().is_ok()))
    })
}

/// What Play must not say during the quiz, whatever the scenario: the sentences that state a
/// position's value or outcome (the solver's reason after a right move, what perfect play
/// would have given, the values or outcomes of the moves in hint 2), in both languages: the
/// text of each template before its first blank.
fn play_sentences() -> Vec<String> {
    use gamedp::i18n::cat_mouse::CatMouseTexts;
    use gamedp::i18n::guess_number::GuessTexts;
    use gamedp::i18n::quiz::QuizTexts;
    use gamedp::i18n::stone::StoneTexts;
    fn head(t: &str) -> String {
        t.split('{').next().unwrap_or(t).trim().to_string()
    }
    let mut out = Vec::new();
    out.extend(both(|t: &QuizTexts| head(t.right_why)));
    out.extend(both(|t: &QuizTexts| head(t.stone_hint2_net)));
    out.extend(both(|t: &QuizTexts| head(t.cm_hint2)));
    out.extend(both(|t: &QuizTexts| head(t.guess_hint2)));
    out.extend(both(|t: &StoneTexts| head(t.game_over_best)));
    out.extend(both(|t: &CatMouseTexts| head(t.play_start_was)));
    out.extend(both(|t: &GuessTexts| head(t.end_optimal)));
    out.extend(both(|t: &GuessTexts| head(t.end_more)));
    // the scores of a game against the computer's best play are table values (issue 23): the
    // stone totals and end line, Guess Number's worst case from here
    out.extend(both(|t: &GuessTexts| format!("{} + dp[", t.spent_short)));
    // the sentences of the hints and verdicts before this fix (a value or an outcome each)
    for s in [
        "no move wins",
        "keeps the draw",
        "What each number leaves",
        "What each move gives you",
        "in net score",
        "which guarantees",
        "每个数的结果",
        "每一步给你的结果",
        "净胜分为",
        "保持平局",
        // a wrong move's verdict named the best move (issue 23): say only that it was not
        "Not the best:",
        "was better",
        "不是最优：",
    ] {
        out.push(s.to_string());
    }
    out
}

/// Play `kind`'s game with Quiz mode on as a student would: Hint twice, a few moves (a wrong
/// one among them), the game to its end; the sentences that state a value or an outcome
/// ([`play_sentences`]) and the answers' sentences and outcome words of the scenario are looked
/// for after every step. (Numbers are not: the player's own score may equal an answer.)
fn play_leaks(
    t: &mut common::TestApp,
    kind: GameKind,
    lang: Language,
    answers: &Answers,
) -> Vec<String> {
    let mut sentences = play_sentences();
    // Play opens in stone and Guess Number once the start cell is committed, the last of the
    // table's fill order: every cell is committed then, so a wrong move's why may give its
    // numbers and the game its scores, money spent and what perfect play gives (students asked
    // for their own totals); what is checked there is that nothing shows before the gate
    let all_committed = matches!(kind, GameKind::Stone | GameKind::GuessNumber);
    if all_committed {
        sentences.clear();
    }
    let words = Answers {
        phrases: answers.phrases.clone(),
        numbers: Vec::new(),
        outcomes: answers.outcomes.clone(),
        outcome: answers.outcome,
    };
    let mut found = BTreeSet::new();
    let mut look = |t: &common::TestApp, when: &str| {
        set_language(lang);
        for text in all_texts(t) {
            for s in &sentences {
                if text.contains(s.as_str()) {
                    found.insert(format!("{when}: {s:?} in {text:?}"));
                }
            }
        }
        for text in all_texts(t)
            .iter()
            .filter(|x| !all_committed && is_score_line(x))
        {
            found.insert(format!("{when}: a score {text:?}"));
        }
        for leak in leaks(&words, &all_texts(t)) {
            found.insert(format!("{when}: {leak}"));
        }
    };
    // a game played to its end shows how the start ends: in every tab but Can I Win (whose Play
    // asks the start itself), Play waits for the start's question (nothing of the game shows
    // before), whose button asks it
    set_language(lang);
    let exam = gamedp::i18n::exam::tr();
    let mut problems = Vec::new();
    let gated = t
        .harness
        .query_all_by_label(exam.play_gate_go)
        .next()
        .is_some();
    let outcome_game = kind != GameKind::CanIWin;
    if gated != outcome_game {
        problems.push(format!("Play gated {gated}"));
    }
    if gated {
        look(t, "the gate");
        // the game's view is not drawn behind the gate (its question line is not there)
        set_language(lang);
        let ask = gamedp::i18n::quiz::tr().play_ask_hints;
        if t.harness.query_all_by_label_contains(ask).next().is_some() {
            problems.push("Play's question shows behind the gate".into());
        }
        set_language(lang);
        t.harness.get_by_label(exam.play_gate_go).click();
        t.harness.run_steps(4);
        if !common::quiz_play::commit_gate_question(t.harness.state_mut(), kind) {
            problems.push("the gate's button did not ask the start".into());
        }
        t.harness.run_steps(2);
        set_language(lang);
        let play = registry::pane_labels(kind)[registry::pane_names(kind)
            .iter()
            .position(|n| *n == "play")
            .expect("a play pane")];
        t.harness
            .query_all_by_label(play)
            .next()
            .expect("Play")
            .click();
        t.harness.run_steps(4);
        set_language(lang);
        if t.harness
            .query_all_by_label(exam.play_gate_go)
            .next()
            .is_some()
        {
            problems.push("Play still gated after the start's question".into());
        }
    }
    let hint = gamedp::i18n::quiz::tr().hint;
    // Can I Win asks first whether the state is a win: the hints are the state's
    for k in 1..=2 {
        set_language(lang);
        if let Some(button) = t.harness.query_all_by_label(hint).next() {
            button.click();
        }
        t.harness.run_steps(2);
        look(t, &format!("hint {k}"));
    }
    let mut moves = 0;
    for k in 0..400 {
        match common::quiz_play::user_move(t.harness.state_mut(), kind, k) {
            common::quiz_play::Turn::Moved => moves += 1,
            common::quiz_play::Turn::Over => break,
            common::quiz_play::Turn::Wait => {}
        }
        t.harness.run_steps(3);
        look(t, &format!("move {moves}"));
    }
    t.harness.run_steps(3);
    look(t, "the end");
    let mut out: Vec<String> = found.into_iter().collect();
    out.extend(problems);
    if moves == 0 {
        out.push("no move was made".into());
    }
    if common::quiz_play::user_move(t.harness.state_mut(), kind, 0) != common::quiz_play::Turn::Over
    {
        out.push(format!("the game did not end ({moves} moves)"));
    }
    out
}

/// The number tokens helper finds whole numbers only.
#[test]
fn numbers_are_found_as_whole_tokens() {
    assert!(has_number("The first player wins by 12", 12));
    assert!(has_number("11/4", 11) && has_number("11/4", 4));
    assert!(!has_number("112 and 121", 12));
    assert!(!has_number("Solved in 12.5 ms", 12) && !has_number("0.12", 12));
    assert!(!has_number("dp = -12", 12));
    assert!(has_number("ahead by 7.", 7) && has_number("(7)", 7));
}

/// Quiz mode is an exam: in every pane of every tab, in English and Chinese, nothing shows an
/// answer the student was not asked; locked panes say so, quiz panes ask.
#[test]
fn quiz_mode_shows_no_answer_in_any_pane() {
    let mut failures = Vec::new();
    let mut checked = 0;
    let mut played = 0;
    for kind in GameKind::ALL {
        for file in examples(kind) {
            let answers = answers(kind, file);
            for lang in [Language::English, Language::Chinese] {
                let mut t = app_with(example(file), lang);
                let idx = t.harness.state().tab_index(kind).unwrap();
                t.harness.step();
                if !t.harness.state().tabs[idx].status().solved {
                    t.harness.state_mut().tabs[idx].command(TabCommand::Solve);
                }
                wait_until(&mut t.harness, 60, "solve", |app| {
                    app.tabs[idx].status().solved
                });
                // tooltips at once where the pointer rests
                t.harness.ctx.all_styles_mut(|s| {
                    s.interaction.tooltip_delay = 0.0;
                    s.interaction.show_tooltips_only_when_still = false;
                });
                t.harness.run_steps(3);
                set_language(lang);
                let shown = leaks(&answers, &all_texts(&t));
                assert!(
                    !shown.is_empty(),
                    "{kind:?} {file} {lang:?}: the answers are on screen before the quiz \
                     (else the test looks for the wrong texts)"
                );
                t.harness
                    .get_by_label(gamedp::i18n::quiz::tr().quiz_switch)
                    .click();
                t.harness.run_steps(4);
                assert!(t.harness.state().tabs[idx].quiz_on());
                set_language(lang);
                let quiz_panes = registry::quiz_pane_labels(kind);
                let open_panes = registry::open_pane_labels(kind);
                let locked_line = fill(
                    gamedp::i18n::exam::tr().locked,
                    &[("panes", &gamedp::i18n::exam::either(&quiz_panes))],
                );
                let labels = registry::pane_labels(kind);
                for (pane, name) in labels.iter().zip(registry::pane_names(kind)) {
                    let what = format!("{kind:?} {file} {lang:?} {name}");
                    let Some(button) = t.harness.query_all_by_label(pane).next() else {
                        failures.push(format!("{what}: no {pane:?} button"));
                        continue;
                    };
                    button.click();
                    t.harness.run_steps(4);
                    set_language(lang);
                    let mut texts = all_texts(&t);
                    let locked = !quiz_panes.contains(pane) && !open_panes.contains(pane);
                    let has_lock = texts.contains(&locked_line);
                    if locked != has_lock {
                        failures.push(format!(
                            "{what}: locked {locked}, but the lock line {} shown",
                            if has_lock { "is" } else { "is not" }
                        ));
                    }
                    if !locked {
                        // the pane is drawn: more text in the central area than its view bar
                        let central = t
                            .harness
                            .state()
                            .layout
                            .iter()
                            .find(|r| r.name == "central")
                            .map(|r| r.rect);
                        let (count, chars) = central.map_or((0, 0), |r| drawn_in(&t, r));
                        if count < labels.len() + 4 && chars < 400 {
                            failures.push(format!(
                                "{what}: the pane draws almost nothing ({count} texts)"
                            ));
                        }
                    }
                    for p in picture_points(&t) {
                        t.harness.hover_at(p);
                        t.harness.run_steps(2);
                        texts.extend(all_texts(&t));
                    }
                    set_language(lang);
                    for leak in leaks(&answers, &texts) {
                        failures.push(format!("{what}: {leak}"));
                    }
                    // a line shown only when no shortcut decides the game tells that one does
                    for s in quiz_sentences() {
                        if let Some(text) = texts.iter().find(|x| x.contains(s.as_str())) {
                            failures.push(format!("{what}: {s:?} in {text:?}"));
                        }
                    }
                    if name == "play" {
                        for leak in play_leaks(&mut t, kind, lang, &answers) {
                            failures.push(format!("{what} (playing): {leak}"));
                        }
                        played += 1;
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked >= 2 * 2 * 20, "only {checked} panes were checked");
    assert_eq!(
        played,
        GameKind::ALL.len() * 2 * 2,
        "every tab's Play was played"
    );
    assert!(
        failures.is_empty(),
        "{} leaks or problems:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The exports and copies of the table hold every answer: during the quiz Edit's copies and
/// File › Export are greyed out, and asking for them anyway (a shortcut, a script) writes
/// nothing and says why; with Quiz mode off they work again.
#[test]
fn exports_and_copies_are_refused_during_the_quiz() {
    use gamedp::app::copy_table::TableText;
    use gamedp::ui::framework::StatusMessage;
    let mut t = app_with(None, Language::English);
    wait_until(&mut t.harness, 30, "solve", |a| {
        a.active_tab().status().solved
    });
    let idx = t.harness.state().active;
    t.harness.state_mut().tabs[idx].set_quiz(true);
    t.harness.run_steps(2);
    t.harness.get_by_label("Edit").click();
    t.harness.run_steps(2);
    let copy = t.harness.get_by_label("Copy table as Markdown");
    assert!(
        copy.accesskit_node().is_disabled(),
        "Copy is offered during the quiz"
    );
    t.harness.key_press(egui::Key::Escape);
    t.harness.run_steps(2);
    t.harness.get_by_label("File").click();
    t.harness.run_steps(2);
    assert!(
        t.harness
            .get_by_label("Export…")
            .accesskit_node()
            .is_disabled()
    );
    for kind in [TableText::Latex, TableText::Markdown] {
        t.harness.state_mut().copy_table(kind);
        for _ in 0..20 {
            t.harness.step();
            let copied = t
                .harness
                .output()
                .platform_output
                .commands
                .iter()
                .any(|c| matches!(c, egui::OutputCommand::CopyText(_)));
            assert!(!copied, "the table reached the clipboard during the quiz");
        }
        match &t.harness.state().status {
            Some(StatusMessage::Error(s)) => assert!(s.contains("turn Quiz mode off"), "{s}"),
            other => panic!("no message: {other:?}"),
        }
    }
    t.harness.state_mut().tabs[idx].set_quiz(false);
    // (the line saying Quiz mode is off comes first: a copy done before it was overwritten by it
    // under load)
    t.harness.run_steps(3);
    t.harness.state_mut().status = None;
    t.harness.state_mut().copy_table(TableText::Markdown);
    let t0 = std::time::Instant::now();
    loop {
        t.harness.step();
        // (turning Quiz mode off says so first)
        if let Some(StatusMessage::Info(s)) = &t.harness.state().status
            && !s.starts_with("Quiz mode is off")
        {
            assert!(s.starts_with("Copied the table"), "{s}");
            break;
        }
        assert!(t0.elapsed().as_secs() < 20, "no copy with Quiz mode off");
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}
