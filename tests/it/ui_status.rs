//! The status line in the interface's language: a message made before a language switch is
//! shown in the new language (it stayed in the old one: "Opened … 文件…"), and the reasons a
//! file cannot be opened (missing, not JSON, broken JSON, not an object, an unknown game, a
//! bad field) are written in Chinese in the Chinese interface, at start-up and from File › Open.
#![cfg(feature = "gui")]

use crate::common;

use common::{app_with, settle};
use egui_kittest::kittest::Queryable as _;
use gamedp::app::GamedpApp;
use gamedp::i18n::{Language, set_language};
use gamedp::ui::framework::StatusMessage;

/// The status line's text in the current language, and whether it is an error.
fn status(app: &GamedpApp) -> Option<(String, bool)> {
    match &app.status {
        Some(StatusMessage::Info(m)) => Some((m.get().to_string(), false)),
        Some(StatusMessage::Error(m)) => Some((m.get().to_string(), true)),
        _ => None,
    }
}

fn switch(t: &mut common::TestApp, lang: Language) {
    t.harness.state_mut().set_language(lang);
    settle(&mut t.harness);
    set_language(lang);
}

/// Whether a label on screen contains `text`.
fn shows(t: &common::TestApp, text: &str) -> bool {
    t.harness.query_all_by_label_contains(text).next().is_some()
}

#[test]
fn the_status_line_follows_a_language_switch() {
    let mut t = app_with(common::example("guess-number-10.json"), Language::English);
    settle(&mut t.harness);
    let (text, _) = status(t.harness.state()).expect("a status after opening a file");
    assert!(text.starts_with("Opened "), "{text:?}");
    assert!(shows(&t, "Opened "));
    switch(&mut t, Language::Chinese);
    let (text, _) = status(t.harness.state()).unwrap();
    assert!(text.starts_with("已打开 "), "after the switch: {text:?}");
    assert!(
        shows(&t, "已打开 "),
        "the status bar shows the Chinese line"
    );
    assert!(!shows(&t, "Opened "), "no English left in the status bar");
    // and back, for a message made in Chinese
    let path = common::example("stone-877-5-3-4-5.json").unwrap();
    t.harness.state_mut().open_path(path);
    common::wait_until(&mut t.harness, 10, "the file opened", |app| {
        status(app).is_some_and(|(s, _)| s.starts_with("已打开 "))
    });
    switch(&mut t, Language::English);
    let (text, _) = status(t.harness.state()).unwrap();
    assert!(
        text.starts_with("Opened "),
        "after the switch back: {text:?}"
    );
}

/// (file name, its text or `None` for a file that is not there, what the Chinese line says, what the
/// English line says)
const BAD_FILES: &[(&str, Option<&str>, &str, &str)] = &[
    ("missing.json", None, "无法读取", "cannot read"),
    (
        "words.json",
        Some("hello"),
        "JSON 格式错误",
        "malformed JSON",
    ),
    (
        "cut.json",
        Some("{\"game\": \"stone\", "),
        "文件是不是不完整",
        "is the file truncated",
    ),
    (
        "list.json",
        Some("[1, 2]"),
        "场景必须是 JSON 对象，而这里是数组",
        "must be a JSON object, found an array",
    ),
    (
        "chess.json",
        Some("{\"game\": \"chess\"}"),
        "未知的游戏",
        "unknown game",
    ),
    (
        "nogame.json",
        Some("{\"piles\": [1, 2]}"),
        "缺少字段“game”",
        "missing field \"game\"",
    ),
    (
        "piles.json",
        Some("{\"game\": \"stone\", \"piles\": \"x\"}"),
        "piles：应为整数数组，实际是字符串 \"x\"",
        "piles: expected an array of integers, found the string \"x\"",
    ),
    (
        "twice.json",
        Some("{\"game\": \"stone\", \"game\": \"stone\"}"),
        "键“game”重复",
        "duplicate key \"game\"",
    ),
];

#[test]
fn a_file_that_cannot_be_opened_is_explained_in_chinese() {
    let dir = tempfile::tempdir().unwrap();
    for &(name, text, zh, en) in BAD_FILES {
        let path = dir.path().join(name);
        if let Some(text) = text {
            std::fs::write(&path, text).unwrap();
        }
        // File › Open (a background job)
        let mut t = app_with(None, Language::Chinese);
        settle(&mut t.harness);
        t.harness.state_mut().open_path(path.clone());
        common::wait_until(&mut t.harness, 10, "the open to fail", |app| {
            status(app).is_some_and(|(_, error)| error)
        });
        set_language(Language::Chinese);
        let (line, _) = status(t.harness.state()).unwrap();
        assert!(line.contains(zh), "{name}: {line:?} does not say {zh:?}");
        assert!(!line.contains(en), "{name}: {line:?} is English");
        assert!(
            shows(&t, zh),
            "{name}: the status bar or the error window shows {zh:?}"
        );
        switch(&mut t, Language::English);
        let (line, _) = status(t.harness.state()).unwrap();
        assert!(
            line.contains(en),
            "{name} in English: {line:?} does not say {en:?}"
        );
        // at start-up (the file given on the command line)
        let t = app_with(Some(path), Language::Chinese);
        set_language(Language::Chinese);
        let (line, error) = status(t.harness.state()).unwrap();
        assert!(error && line.contains(zh), "{name} at start-up: {line:?}");
    }
}

/// Quiz mode turned on for a scenario whose answers were just on screen is a practice, says so
/// and points to New exercise (students took the quiz on the answers they had seen, issue 23);
/// a fresh exercise says nothing of it. Both languages.
#[test]
fn a_quiz_on_answers_just_seen_says_so() {
    for lang in [Language::English, Language::Chinese] {
        let mut t = app_with(common::example("stone-seed-3-9-1-2.json"), lang);
        common::wait_until(&mut t.harness, 30, "the solve", |app| {
            app.tabs[app.active].status().solved
        });
        settle(&mut t.harness);
        set_language(lang);
        let seen = gamedp::i18n::quiz::tr().practice;
        let said = |t: &common::TestApp| status(t.harness.state()).is_some_and(|(s, _)| s == seen);
        assert!(!said(&t), "{lang:?}: nothing before the quiz");
        t.harness
            .get_by_label(gamedp::i18n::quiz::tr().quiz_switch)
            .click();
        settle(&mut t.harness);
        set_language(lang);
        assert!(
            said(&t),
            "{lang:?}: the quiz on seen answers: {:?}",
            status(t.harness.state())
        );
        // a fresh exercise is another scenario, never on screen with the quiz off: the status
        // line says so instead (the notice stayed, and the exercise looked spoiled too)
        t.harness
            .get_by_label(gamedp::i18n::quiz::tr().new_exercise)
            .click();
        common::wait_until(&mut t.harness, 30, "the exercise's solve", |app| {
            app.tabs[app.active].status().solved
        });
        settle(&mut t.harness);
        set_language(lang);
        assert!(!said(&t), "{lang:?}: nothing after New exercise");
        let fresh = gamedp::i18n::quiz::tr().exercise_loaded;
        assert!(
            status(t.harness.state()).is_some_and(|(s, _)| s == fresh),
            "{lang:?}: {:?}",
            status(t.harness.state())
        );
    }
}
