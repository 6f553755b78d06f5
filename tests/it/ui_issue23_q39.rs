//! Issue 23, stop 44b trials (h/q39): what the first-time students still met at 1024 × 768.
#![cfg(feature = "gui")]

use crate::common::{self, app_with, settle, shows, wait_until};
use egui_kittest::kittest::Queryable as _;
use gamedp::games::GameKind;
use gamedp::i18n::{Language, set_language};
use gamedp::ui::stone::StoneTab;

fn wait_solved(t: &mut common::TestApp) {
    wait_until(&mut t.harness, 60, "the solve", |app| {
        app.active_tab().status().solved
    });
    settle(&mut t.harness);
}

/// The quiz's answer box of the stone table: its "Check" button.
fn check_rect(t: &common::TestApp) -> egui::Rect {
    let check = gamedp::i18n::quiz::tr().check;
    t.harness
        .query_all_by_label(check)
        .next()
        .unwrap_or_else(|| panic!("no {check:?} on screen"))
        .rect()
}

/// s1 (stop 44b): a lesson left at some step, then Quiz mode in the stone tab; the student's
/// own row (edited, unsaved) is set aside by New exercise, and the bar "You left … / Your own
/// work … is still set aside" appeared at the bottom mid-quiz: the layout moved under the
/// pointer and a click meant for Check landed on Hint. While the quiz runs the bar does not
/// appear: the workspace and the answer box stay where they were, in English and Chinese.
#[test]
fn the_after_lesson_bar_does_not_appear_mid_quiz() {
    for lang in [Language::English, Language::Chinese] {
        let mut t = app_with(None, lang);
        t.harness.set_size(egui::vec2(1024.0, 768.0));
        wait_solved(&mut t);
        t.harness.state_mut().start_lesson(0, 1);
        settle(&mut t.harness);
        t.harness.state_mut().lesson_leave();
        settle(&mut t.harness);
        let stone = t.harness.state().tab_index(GameKind::Stone).unwrap();
        t.harness.state_mut().active = stone;
        t.harness.state_mut().tabs[stone].set_quiz(true);
        settle(&mut t.harness);
        set_language(lang);
        // a New exercise, then the student's own row typed over it (unsaved)
        let new = gamedp::i18n::quiz::tr().new_exercise;
        t.harness.get_by_label(new).click();
        settle(&mut t.harness);
        wait_solved(&mut t);
        t.harness
            .state_mut()
            .tab_mut::<StoneTab>()
            .unwrap()
            .set_piles(vec![-5, 3, 4]);
        wait_solved(&mut t);
        settle(&mut t.harness);
        set_language(lang);
        let region = |t: &common::TestApp, name: &str| {
            t.harness
                .state()
                .layout
                .iter()
                .find(|r| r.name == name)
                .map(|r| r.rect)
        };
        assert!(region(&t, "lesson_bar").is_none(), "{lang:?}: no bar yet");
        let workspace = region(&t, "workspace").expect("workspace");
        let check = check_rect(&t);
        t.harness.get_by_label(new).click();
        settle(&mut t.harness);
        wait_solved(&mut t);
        settle(&mut t.harness);
        set_language(lang);
        assert_eq!(
            t.harness.state().lesson.set_aside_games(),
            [GameKind::Stone],
            "{lang:?}: the student's row is set aside"
        );
        assert_ne!(
            t.harness.state().tab::<StoneTab>().unwrap().piles(),
            &[-5, 3, 4],
            "{lang:?}: a new exercise"
        );
        assert!(
            region(&t, "lesson_bar").is_none(),
            "{lang:?}: the bar appeared mid-quiz"
        );
        assert_eq!(region(&t, "workspace"), Some(workspace), "{lang:?}");
        assert_eq!(check_rect(&t), check, "{lang:?}: the answer box moved");
        // Quiz mode off: the bar offers the work back
        let stone = t.harness.state().tab_index(GameKind::Stone).unwrap();
        t.harness.state_mut().tabs[stone].set_quiz(false);
        settle(&mut t.harness);
        settle(&mut t.harness);
        set_language(lang);
        let back = gamedp::i18n::lessons::tr().bring_back;
        assert!(
            shows(&t.harness, back),
            "{lang:?}: out of the quiz the bar offers the work back"
        );
    }
}

/// s1 (stop 44b, Q6-15): the Game Lab on "take 1, 2 or 3" from 7, every Outcome question
/// answered at 1024 × 768 in Positions with the graph: the inspector of the start listed "→ 6"
/// only, its moves to 5 and 4 scrolled out of its room (the quiz's feedback above took the
/// height), read as the only move. Every move of the start is in view, in both languages.
#[test]
fn the_game_lab_inspector_shows_every_move_after_the_answers() {
    use gamedp::games::custom::{Outcome, Setup};
    use gamedp::i18n::custom::tr as lab_tr;
    use gamedp::ui::custom::{CustomPane, CustomTab};
    let solved = |app: &gamedp::app::GamedpApp| app.tab::<CustomTab>().unwrap().is_solved();
    for lang in [Language::English, Language::Chinese] {
        let mut t = common::quiz_app(common::example("custom-subtraction-1-3-4.json"), lang);
        t.harness.set_size(egui::vec2(1024.0, 768.0));
        wait_until(&mut t.harness, 60, "solve", solved);
        t.harness
            .state_mut()
            .tab_mut::<CustomTab>()
            .unwrap()
            .edit(Setup {
                rules:
                    "start = 7\ndef moves(p):\n    return [p - k for k in (1, 2, 3) if p >= k]\n"
                        .into(),
                misere: false,
            });
        wait_until(&mut t.harness, 60, "solve the edit", solved);
        t.harness
            .state_mut()
            .tab_mut::<CustomTab>()
            .unwrap()
            .view_mut()
            .pane = CustomPane::Positions;
        settle(&mut t.harness);
        // every Outcome question answered right through its buttons
        let mut lost_seen = 0;
        for _ in 0..20 {
            let tab = t.harness.state_mut().tab_mut::<CustomTab>().unwrap();
            let s = tab.current().unwrap().clone();
            let Some(p) = tab
                .view_mut()
                .quiz_box
                .ensure(&s.game, s.revision)
                .current()
            else {
                break;
            };
            set_language(lang);
            let word = match s.game.outcome(p) {
                Some(Outcome::Win) => lab_tr().win,
                Some(Outcome::Lose) => lab_tr().lose,
                _ => lab_tr().draw,
            };
            let lost_with_moves =
                s.game.outcome(p) == Some(Outcome::Lose) && !s.game.moves(p).is_empty();
            use egui_kittest::kittest::by;
            t.harness
                .get(by().label(word).role(egui::accesskit::Role::Button))
                .click();
            settle(&mut t.harness);
            // s2 (stop 44b, Q6-15): "from 9 the best move is to 8" in a lost position says
            // that the best move only holds out longest
            if lost_with_moves {
                set_language(lang);
                let longest = match lang {
                    Language::English => "out longest",
                    Language::Chinese => "最好的走法（撑得最久）",
                };
                lost_seen += 1;
                assert!(
                    shows(&t.harness, longest),
                    "{lang:?}: the why of a lost position says {longest:?}"
                );
            }
        }
        assert!(
            lost_seen > 0,
            "{lang:?}: a lost position with moves was asked"
        );
        settle(&mut t.harness);
        set_language(lang);
        let tab = t.harness.state().tab::<CustomTab>().unwrap();
        let game = &tab.current().unwrap().game;
        let start = game.start();
        assert_eq!(tab.view().positions.selected.unwrap_or(start), start);
        assert!(
            tab.view()
                .quiz_box
                .shows(true, start, gamedp::quiz::custom::Shown::Outcome)
        );
        let graph = t
            .harness
            .query_all_by_label(lab_tr().show_graph)
            .next()
            .expect("the Graph button")
            .rect();
        for &q in game.moves(start) {
            let word = match game.outcome(q) {
                Some(Outcome::Win) => lab_tr().win,
                _ => lab_tr().lose,
            };
            let name = game.position_text(q, 40);
            let line =
                gamedp::i18n::fill(lab_tr().child_outcome, &[("q", &name), ("outcome", &word)]);
            let r = t
                .harness
                .query_all_by_label_contains(&line)
                .next()
                .unwrap_or_else(|| panic!("{lang:?}: no {line:?}"))
                .rect();
            assert!(
                r.bottom() <= graph.top(),
                "{lang:?}: {line:?} at {r:?} is scrolled out of the inspector (the Graph button at {graph:?})"
            );
        }
    }
}

/// s1 (stop 44b, Q5-13): Cat and Mouse II's hint 2 on the first question was one paragraph of
/// five positions, "(not answered yet: work it out from its own moves)" after each. It is a
/// line per move, the note on open positions once, then the rule: short lines, in English and
/// Chinese (Cat and Mouse's hint 2, made the same way, too).
#[test]
fn cat_mouse_hint_2_is_a_line_per_move() {
    use gamedp::i18n::quiz::tr as quiz_tr;
    use gamedp::ui::cat_mouse::CatMouseTab;
    use gamedp::ui::cat_mouse_ii::CatMouseIITab;
    use gamedp::ui::kit::quiz::Feedback;
    let solved_app = |file: &str, kind: GameKind| {
        let mut t = app_with(common::example(file), Language::English);
        let idx = t.harness.state().tab_index(kind).unwrap();
        wait_until(&mut t.harness, 30, "solve", |a| a.tabs[idx].status().solved);
        t
    };
    let mut hints = Vec::new();
    {
        let mut t = solved_app("cat-mouse-ii-leetcode-1.json", GameKind::CatMouseII);
        let tab = t.harness.state_mut().tab_mut::<CatMouseIITab>().unwrap();
        let solved = tab.solved().cloned().unwrap();
        let v = tab.view_mut();
        v.quiz.on = true;
        v.quiz_view.ask(&solved, solved.solution.start());
        v.quiz_view.hint(&mut v.quiz, &solved);
        v.quiz_view.hint(&mut v.quiz, &solved);
        let moves =
            gamedp::quiz::cat_mouse_ii::move_options(&solved.solution, solved.solution.start())
                .len();
        hints.push((
            "Cat and Mouse II",
            v.quiz_view.feedback.clone().expect("hint 2"),
            moves,
        ));
    }
    {
        let mut t = solved_app("cat-mouse-leetcode-example-1.json", GameKind::CatMouse);
        let tab = t.harness.state_mut().tab_mut::<CatMouseTab>().unwrap();
        let solved = tab.solved().cloned().unwrap();
        let v = tab.view_mut();
        v.quiz.on = true;
        v.quiz_view.next_question(&solved);
        v.quiz_view.hint(&mut v.quiz, &solved);
        v.quiz_view.hint(&mut v.quiz, &solved);
        let moves = solved
            .solution
            .moves(gamedp::games::cat_mouse::Position::START)
            .len();
        hints.push((
            "Cat and Mouse",
            v.quiz_view.feedback.clone().expect("hint 2"),
            moves,
        ));
    }
    for (game, fb, moves) in hints {
        assert!(moves >= 1, "{game}: a start with moves");
        let Feedback::Hint(both) = fb else {
            panic!("{game}: not a hint: {fb:?}");
        };
        for lang in [Language::English, Language::Chinese] {
            set_language(lang);
            let text = both.get().to_string();
            let q = quiz_tr();
            assert_eq!(
                text.matches(q.cm_hint2_open).count(),
                1,
                "{game} {lang:?}: the note on open positions once: {text:?}"
            );
            let lines: Vec<&str> = text.lines().collect();
            let items = lines.iter().filter(|l| l.starts_with("• ")).count();
            assert_eq!(items, moves, "{game} {lang:?}: a line per move: {text:?}");
            for line in &lines {
                assert!(
                    line.chars().count() <= 160,
                    "{game} {lang:?}: a long line {line:?}"
                );
            }
        }
        set_language(Language::English);
    }
}

/// s2 (stop 44b, Q6-19 → Q6-20): Play said "Your move is scored", then "every move there gives
/// the same result, so it is not scored". Said before the move, the promise holds when made: it
/// names the one case it does not score (without saying whether this position is that case,
/// which would tell its answer), in every form of the question and both languages.
#[test]
fn plays_promise_names_the_moves_it_does_not_score() {
    for (lang, unless) in [
        (Language::English, "unless every move"),
        (Language::Chinese, "除非"),
    ] {
        set_language(lang);
        let q = gamedp::i18n::quiz::tr();
        for ask in [q.play_ask, q.play_ask_short, q.play_ask_hints] {
            assert!(
                ask.contains(unless),
                "{lang:?}: {ask:?} promises every move is scored"
            );
        }
    }
    set_language(Language::English);
}

/// s2 (stop 44b, X-04): the Game Lab's parse error read "输入无效：rules line 1: Parse error: …" in
/// the Chinese interface. The frame is Chinese (the line, "syntax error"), the interpreter's
/// own words quoted; English is unchanged. Through the app: the rules with a parse error.
#[test]
fn a_rules_error_is_framed_in_chinese() {
    use gamedp::games::custom::Setup;
    use gamedp::ui::custom::CustomTab;
    for lang in [Language::Chinese, Language::English] {
        let mut t = app_with(common::example("custom-subtraction-1-3-4.json"), lang);
        let idx = t.harness.state().tab_index(GameKind::Custom).unwrap();
        t.harness.state_mut().active = idx;
        wait_until(&mut t.harness, 60, "solve", |a| a.tabs[idx].status().solved);
        t.harness
            .state_mut()
            .tab_mut::<CustomTab>()
            .unwrap()
            .edit(Setup {
                rules: "start = 8def moves(p):return [p - k for k in (1, 3, 4) if p >= k]\n".into(),
                misere: false,
            });
        for _ in 0..200 {
            settle(&mut t.harness);
            if shows(&t.harness, "Parse error") {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        assert!(
            shows(&t.harness, "Parse error"),
            "{lang:?}: the interpreter's words"
        );
        if lang == Language::Chinese {
            assert!(
                shows(
                    &t.harness,
                    "输入无效：规则第 1 行有语法错误（解释器的原话：Parse error"
                ),
                "{lang:?}: the frame in Chinese"
            );
            assert!(!shows(&t.harness, "rules line"), "{lang:?}: English frame");
        } else {
            assert!(shows(
                &t.harness,
                "Invalid input: rules line 1: Parse error"
            ));
        }
    }
}

/// The rows of text of the last frame outside the side panel that the bottom edge of their
/// pane cuts in two (a row partly in view): each row's text, where it was drawn and the pane.
fn rows_cut_at_the_bottom(t: &common::TestApp) -> Vec<String> {
    fn walk(
        shape: &egui::Shape,
        clip: egui::Rect,
        out: &mut Vec<(String, egui::Rect, egui::Rect)>,
    ) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, clip, out)),
            egui::Shape::Text(text) => {
                for row in &text.galley.rows {
                    let r = row.rect().translate(text.pos.to_vec2());
                    let words: String = row.row.glyphs.iter().map(|g| g.chr).collect();
                    if !words.trim().is_empty()
                        && r.top() < clip.bottom() - 2.0
                        && r.bottom() > clip.bottom() + 2.0
                        && r.x_range().intersects(clip.x_range())
                    {
                        out.push((words, r, clip));
                    }
                }
            }
            _ => {}
        }
    }
    let side = t
        .harness
        .state()
        .layout
        .iter()
        .find(|r| r.name == "side")
        .map(|r| r.rect);
    let mut out = Vec::new();
    for clipped in &t.harness.output().shapes {
        walk(&clipped.shape, clipped.clip_rect, &mut out);
    }
    out.into_iter()
        .filter(|(_, _, clip)| !side.is_some_and(|s| s.expand(1.0).contains_rect(*clip)))
        .map(|(text, r, clip)| {
            format!("the row {text:?} at {r:?} is cut by the bottom of {clip:?}")
        })
        .collect()
}

/// s1 and s2 (stop 44b, L1-9, L2-7): at 1024 × 768 the stone inspector's last row "…so the
/// player takes the right one" was cut in half by the bottom of its pane (beside the lesson
/// bar), and lesson 6's "Every guess k" table ended in a half row. Every step of every lesson,
/// both languages: no row of text outside the side panel is cut in two at the bottom of its
/// pane (it is left out of view until scrolled to).
#[test]
fn no_lesson_step_cuts_a_row_in_half_at_1024_by_768() {
    let mut failures = Vec::new();
    for lang in [Language::English, Language::Chinese] {
        let mut t = app_with(None, lang);
        t.harness.set_size(egui::vec2(1024.0, 768.0));
        let all = t.harness.state().lesson.lessons().to_vec();
        for (n, lesson) in all.iter().enumerate() {
            for k in 0..lesson.steps.len() {
                t.harness.state_mut().start_lesson(n, k);
                wait_solved(&mut t);
                t.harness.run_steps(4);
                set_language(lang);
                for p in rows_cut_at_the_bottom(&t) {
                    failures.push(format!("{} step {} {lang:?}: {p}", lesson.id, k + 1));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// s1 (stop 44b, L6-2): lesson 6 step 2 spoke of binary search, "5, then 8, then 9 … = 22",
/// over an empty Play view. The step says to play it there, and doing so (clicking 5, 8, 9)
/// shows the 22 it speaks of; en and zh.
#[test]
fn lesson_6_step_2_plays_the_binary_search_it_speaks_of() {
    use gamedp::ui::guess_number::GuessNumberTab;
    for (lang, says) in [
        (Language::English, "click 5, then 8, then 9"),
        (Language::Chinese, "依次点 5、8、9"),
    ] {
        let mut t = app_with(None, lang);
        t.harness.set_size(egui::vec2(1024.0, 768.0));
        let n = t
            .harness
            .state()
            .lesson
            .lessons()
            .iter()
            .position(|l| l.id == "guess-number")
            .unwrap();
        t.harness.state_mut().start_lesson(n, 1);
        wait_solved(&mut t);
        set_language(lang);
        assert!(shows(&t.harness, says), "{lang:?}: the step says {says:?}");
        for x in ["5", "8", "9"] {
            use egui_kittest::kittest::by;
            t.harness
                .get(by().label(x).role(egui::accesskit::Role::Button))
                .click();
            settle(&mut t.harness);
        }
        let spent = t
            .harness
            .state()
            .tab::<GuessNumberTab>()
            .unwrap()
            .view()
            .play_view
            .game
            .as_ref()
            .map(|g| g.spent());
        assert_eq!(spent, Some(22), "{lang:?}: the money spent after 5, 8, 9");
    }
}
