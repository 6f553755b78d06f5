//! Lessons never lose the student's work (issue 11 follow-up), driven through the real app: the
//! first-time user's path (edit, lesson 1, Leave, edit again, lesson 2) keeps both versions,
//! lesson imports and bringing work back are undoable, bringing work back leaves the lesson, the
//! set-aside notice and the "●" tell the truth, Help › Lessons keeps its Start buttons in place,
//! Page Up / Page Down step the lesson while → is left to the views, and Next stays put from
//! step to step.
#![cfg(feature = "gui")]

use crate::common;

use common::{app_with, settle, wait_until};
use egui_kittest::kittest::Queryable as _;
use gamedp::games::GameKind;
use gamedp::i18n::{Language, set_language};
use gamedp::ui::stone::StoneTab;
use serde_json::json;

fn piles(t: &common::TestApp) -> Vec<i64> {
    t.harness
        .state()
        .tab::<StoneTab>()
        .unwrap()
        .piles()
        .to_vec()
}

fn edit(t: &mut common::TestApp, row: &[i64]) {
    t.harness
        .state_mut()
        .tab_mut::<StoneTab>()
        .unwrap()
        .set_piles(row.to_vec());
    settle(&mut t.harness);
}

fn wait_solved(t: &mut common::TestApp) {
    wait_until(&mut t.harness, 60, "the solve", |app| {
        app.active_tab().status().solved
    });
    settle(&mut t.harness);
}

/// The piles of the set-aside copies of the stone tab, oldest first, with their unsaved flags.
fn stone_copies(t: &common::TestApp) -> Vec<(serde_json::Value, bool)> {
    t.harness
        .state()
        .lesson
        .set_aside_copies(GameKind::Stone)
        .into_iter()
        .map(|(v, unsaved)| (v["piles"].clone(), unsaved))
        .collect()
}

#[test]
fn a_later_edit_is_set_aside_too_and_nothing_is_replaced_silently() {
    let mut t = app_with(None, Language::English);
    wait_solved(&mut t);
    edit(&mut t, &[5, 1, 7, 4]);
    t.harness.state_mut().start_lesson(0, 0);
    settle(&mut t.harness);
    // the student edits the lesson's example (Leave would give the work back), then starts
    // lesson 2
    edit(&mut t, &[8, 8, 1]);
    t.harness.state_mut().start_lesson(1, 0);
    settle(&mut t.harness);
    assert_eq!(piles(&t), [5, 3, 4, 5], "lesson 2's example");
    assert_eq!(
        stone_copies(&t),
        [(json!([5, 1, 7, 4]), true), (json!([8, 8, 1]), true)],
        "both versions of the student's row are kept"
    );
    // the tab and the window still say there is unsaved work
    assert!(
        t.harness.query_by_label("Stone game ●").is_some(),
        "the tab keeps its unsaved marker during the lesson"
    );
    assert!(t.harness.state().window_title().starts_with('●'));
    assert!(
        t.harness
            .query_by_label_contains("Stone game (2 copies, unsaved) is set aside")
            .is_some()
    );
    // the lesson's import is undoable: Undo shows [8, 8, 1] again
    assert!(
        t.harness
            .state()
            .tab::<StoneTab>()
            .unwrap()
            .core()
            .can_undo()
    );
    t.harness.state_mut().tab_mut::<StoneTab>().unwrap().undo();
    settle(&mut t.harness);
    assert_eq!(piles(&t), [8, 8, 1]);
    t.harness.state_mut().tab_mut::<StoneTab>().unwrap().redo();
    settle(&mut t.harness);
    // Bring my work back: the newest copy, [8, 8, 1], comes back, undoably; [5, 1, 7, 4] stays
    t.harness.get_by_label("Bring my work back").click();
    settle(&mut t.harness);
    assert_eq!(piles(&t), [8, 8, 1]);
    assert!(t.harness.state().docs[0].is_dirty(), "still unsaved");
    assert_eq!(stone_copies(&t), [(json!([5, 1, 7, 4]), true)]);
    assert!(
        t.harness
            .state()
            .tab::<StoneTab>()
            .unwrap()
            .core()
            .can_undo()
    );
    t.harness.state_mut().tab_mut::<StoneTab>().unwrap().undo();
    settle(&mut t.harness);
    assert_eq!(piles(&t), [5, 3, 4, 5], "Undo shows the lesson's example");
    t.harness.state_mut().tab_mut::<StoneTab>().unwrap().redo();
    settle(&mut t.harness);
    // once more: [5, 1, 7, 4] comes back and [8, 8, 1], the student's too, goes aside
    t.harness.get_by_label("Bring my work back").click();
    settle(&mut t.harness);
    assert_eq!(piles(&t), [5, 1, 7, 4]);
    assert_eq!(stone_copies(&t), [(json!([8, 8, 1]), true)]);
}

/// Issue 23 (s1, stop 41): the exercise "Try an exercise" gave is the student's work: a later
/// lesson on the same tab sets it aside and gives it back when finished. Lesson 2 took the tab
/// as if it held nothing of the student's, and Finish left its own [1, 100, 3] there.
#[test]
fn an_exercise_from_a_lesson_comes_back_after_the_next_lesson() {
    for lang in [Language::English, Language::Chinese] {
        let mut t = app_with(None, lang);
        wait_solved(&mut t);
        let n0 = t.harness.state().lesson.lessons()[0].steps.len();
        t.harness.state_mut().start_lesson(0, n0 - 1);
        wait_solved(&mut t);
        t.harness.state_mut().lesson_exercise(GameKind::Stone);
        wait_solved(&mut t);
        let exercise = piles(&t);
        assert!(!t.harness.state().lesson.player.is_active());
        t.harness.state_mut().start_lesson(1, 0);
        wait_solved(&mut t);
        assert_ne!(
            piles(&t),
            exercise,
            "{lang:?}: lesson 2 shows its own example"
        );
        let n1 = t.harness.state().lesson.lessons()[1].steps.len();
        for _ in 0..n1 {
            t.harness.state_mut().lesson_next();
            settle(&mut t.harness);
        }
        wait_solved(&mut t);
        assert!(!t.harness.state().lesson.player.is_active(), "{lang:?}");
        assert_eq!(
            piles(&t),
            exercise,
            "{lang:?}: the exercise came back after lesson 2"
        );
    }
}

#[test]
fn bringing_work_back_leaves_the_lesson_and_keeps_the_place() {
    let mut t = app_with(None, Language::English);
    wait_solved(&mut t);
    edit(&mut t, &[7, 1, 7]);
    t.harness.state_mut().start_lesson(1, 0);
    settle(&mut t.harness);
    t.harness.state_mut().lesson_next();
    settle(&mut t.harness);
    let at = t.harness.state().lesson.player.at();
    t.harness.get_by_label("Bring my work back").click();
    settle(&mut t.harness);
    let app = t.harness.state();
    assert_eq!(piles(&t), [7, 1, 7]);
    assert!(
        !app.lesson.player.is_active(),
        "the step no longer describes the screen: the lesson is left"
    );
    assert_eq!(app.lesson.player.at(), at, "the place is kept");
    assert_eq!(
        app.settings.lesson.as_ref().map(|p| p.step),
        at.map(|(_, s)| s),
        "and offered to continue"
    );
    let all = app.lesson.lessons().to_vec();
    let step_of = format!("Step 2 of {}", all[1].steps.len());
    assert!(
        t.harness.query_by_label(&step_of).is_none(),
        "the bar is closed"
    );
}

#[test]
fn the_set_aside_notice_shows_whenever_work_is_set_aside_during_a_lesson() {
    // the example the app opened with, never edited nor saved, is nobody's work: nothing is
    // set aside and nothing says so (the bar said "Your own work in Stone game is set aside"
    // when there was none), in English and Chinese
    for (lang, said) in [
        (
            Language::English,
            "Your own work in Stone game is set aside",
        ),
        (Language::Chinese, "中的内容已暂时放到一边"),
    ] {
        let mut t = app_with(None, lang);
        wait_solved(&mut t);
        assert!(!t.harness.state().docs[0].is_dirty());
        t.harness.state_mut().start_lesson(1, 0);
        settle(&mut t.harness);
        set_language(lang);
        assert_eq!(piles(&t), [5, 3, 4, 5]);
        assert_eq!(stone_copies(&t), []);
        assert!(
            t.harness.query_by_label_contains(said).is_none(),
            "{lang:?}: no work, no notice"
        );
    }
    // work saved in its file, not edited since: still set aside, still said
    let path = common::example("stone-seed-3-9-1-2.json").unwrap();
    let mut t = app_with(Some(path), Language::English);
    wait_solved(&mut t);
    assert!(!t.harness.state().docs[0].is_dirty());
    t.harness.state_mut().start_lesson(1, 0);
    settle(&mut t.harness);
    assert_eq!(piles(&t), [5, 3, 4, 5]);
    assert_eq!(stone_copies(&t), [(json!([3, 9, 1, 2]), false)]);
    assert!(
        t.harness
            .query_by_label_contains("Your own work in Stone game is set aside")
            .is_some(),
        "the notice is shown for saved work too"
    );
    assert!(
        !t.harness.state().window_title().starts_with('●'),
        "nothing unsaved"
    );
    // in Chinese too
    t.harness.state_mut().set_language(Language::Chinese);
    settle(&mut t.harness);
    set_language(Language::Chinese);
    assert!(
        t.harness
            .query_by_label_contains("中的内容已暂时放到一边")
            .is_some()
    );
}

#[test]
fn help_lessons_keeps_its_start_buttons_in_place() {
    let mut t = app_with(None, Language::English);
    wait_solved(&mut t);
    let starts = |t: &common::TestApp| -> Vec<egui::Rect> {
        t.harness
            .query_all_by_label("Start")
            .map(|n| n.rect())
            .collect()
    };
    t.harness.state_mut().open_lessons();
    settle(&mut t.harness);
    let first = starts(&t);
    assert_eq!(first.len(), gamedp::lessons::all().unwrap().len());
    t.harness.state_mut().modal = None;
    settle(&mut t.harness);
    // a lesson left half way (the dialog now offers to continue) with unsaved work set aside
    edit(&mut t, &[4, 4, 4]);
    // (still running: Leave would give the work back)
    t.harness.state_mut().start_lesson(1, 2);
    settle(&mut t.harness);
    t.harness.state_mut().open_lessons();
    settle(&mut t.harness);
    assert!(t.harness.query_by_label_contains("Continue \"").is_some());
    assert!(
        t.harness.query_all_by_label("Bring my work back").count() >= 1,
        "the set-aside work is offered"
    );
    let again = starts(&t);
    assert_eq!(again, first, "the Start buttons moved");
}

#[test]
fn page_down_and_page_up_step_the_lesson_and_the_arrows_are_left_to_the_views() {
    let mut t = app_with(None, Language::English);
    t.harness.state_mut().start_lesson(0, 0);
    settle(&mut t.harness);
    let at = |t: &common::TestApp| t.harness.state().lesson.player.at();
    t.harness.key_press(egui::Key::PageDown);
    settle(&mut t.harness);
    assert_eq!(at(&t), Some((0, 1)));
    t.harness.key_press(egui::Key::ArrowRight);
    settle(&mut t.harness);
    assert_eq!(at(&t), Some((0, 1)), "→ is not the lesson's");
    t.harness.key_press(egui::Key::PageUp);
    settle(&mut t.harness);
    assert_eq!(at(&t), Some((0, 0)));
    // the texts say so, in both languages
    t.harness.get_by_label("Next ▶").hover();
    settle(&mut t.harness);
    assert!(
        t.harness
            .query_by_label_contains("Page Up and Page Down")
            .is_some()
    );
    assert!(
        gamedp::i18n::lessons::tr().keys_tip.contains("Page Down")
            && !gamedp::i18n::lessons::tr().keys_tip.contains('→')
    );
}

/// Next stays where it is from the first step of each lesson to the last, at 1024 × 768, in
/// both languages (the bar's height is the lesson's tallest step, the buttons are its last row).
#[test]
fn next_stays_in_place_from_step_to_step() {
    let mut failures = Vec::new();
    for lang in [Language::English, Language::Chinese] {
        let mut t = app_with(None, lang);
        t.harness.set_size(egui::vec2(1024.0, 768.0));
        let all = t.harness.state().lesson.lessons().to_vec();
        let next = match lang {
            Language::English => ["Next ▶", "Finish"],
            Language::Chinese => ["下一步 ▶", "完成"],
        };
        for (n, lesson) in all.iter().enumerate() {
            let mut seen: Option<egui::Rect> = None;
            for k in 0..lesson.steps.len() {
                t.harness.state_mut().start_lesson(n, k);
                t.harness.run_steps(4);
                set_language(lang);
                let rect = next
                    .iter()
                    .find_map(|l| t.harness.query_by_label(l))
                    .map(|b| b.rect())
                    .expect("Next is shown");
                match seen {
                    None => seen = Some(rect),
                    Some(r) if (r.min.y - rect.min.y).abs() > 0.5 => failures.push(format!(
                        "{} step {} {lang:?}: Next at y = {} (step 1: {})",
                        lesson.id,
                        k + 1,
                        rect.min.y,
                        r.min.y
                    )),
                    _ => {}
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Issue 24 (t1, stop 41): "Leave the lesson" stays where it was on a lesson's last step, in the
/// bar and in the column beside the picture; "Try an exercise" comes after it. On the last
/// step Leave moved and the exercise button took its place: a teacher clicking the usual spot
/// started a quiz.
#[test]
fn leave_stays_in_place_on_the_last_step() {
    let mut failures = Vec::new();
    for size in [egui::vec2(1024.0, 768.0), egui::vec2(1700.0, 900.0)] {
        for lang in [Language::English, Language::Chinese] {
            let mut t = app_with(None, lang);
            t.harness.set_size(size);
            set_language(lang);
            let leave = gamedp::i18n::lessons::tr().leave;
            let all = t.harness.state().lesson.lessons().to_vec();
            for (n, lesson) in all.iter().enumerate() {
                let last = lesson.steps.len() - 1;
                let mut at = Vec::new();
                for k in [last - 1, last] {
                    t.harness.state_mut().start_lesson(n, k);
                    t.harness.run_steps(4);
                    set_language(lang);
                    at.push(t.harness.get_by_label(leave).rect().min);
                }
                if (at[0] - at[1]).length() > 0.5 {
                    failures.push(format!(
                        "{} {lang:?} {size:?}: Leave at {:?} on the last step, {:?} before",
                        lesson.id, at[1], at[0]
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Leave gives the student's work back (after Leave the Guess Number tab still held the
/// lesson's n = 10 example; only "Bring my work back", pressed before leaving, restored the
/// student's file): the row the student had is back, unsaved as it was, nothing is left aside,
/// the status line says so, and Undo shows the lesson's example again.
#[test]
fn leaving_the_lesson_gives_the_students_work_back() {
    let mut t = app_with(None, Language::English);
    wait_solved(&mut t);
    edit(&mut t, &[5, 1, 7, 4]);
    t.harness.state_mut().start_lesson(0, 2);
    settle(&mut t.harness);
    assert_ne!(piles(&t), [5, 1, 7, 4], "the lesson shows its example");
    t.harness.get_by_label("Leave the lesson").click();
    settle(&mut t.harness);
    settle(&mut t.harness);
    assert!(!t.harness.state().lesson.player.is_active());
    assert_eq!(piles(&t), [5, 1, 7, 4], "the student's row is back");
    assert!(t.harness.state().docs[0].is_dirty(), "still unsaved");
    assert!(stone_copies(&t).is_empty(), "nothing is left aside");
    assert!(
        t.harness
            .query_by_label_contains("your own work is back in Stone game")
            .is_some(),
        "the status line says the work is back"
    );
    t.harness.state_mut().tab_mut::<StoneTab>().unwrap().undo();
    settle(&mut t.harness);
    assert_ne!(
        piles(&t),
        [5, 1, 7, 4],
        "Undo shows the lesson's example again"
    );
}
