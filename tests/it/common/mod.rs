//! Shared helpers for the UI tests: the whole app in an egui_kittest harness, with scripted file
//! dialogs and a temporary data folder.
#![allow(dead_code)]

pub mod presenting;
pub mod quiz_play;

use std::time::{Duration, Instant};

use egui_kittest::Harness;
use gamedp::app::{AppOptions, GamedpApp};
use gamedp::i18n::Language;
use gamedp::ui::framework::file_actions::ScriptedDialogs;

/// A running app under test.
pub struct TestApp {
    pub harness: Harness<'static, GamedpApp>,
    pub dialogs: ScriptedDialogs,
    pub data_dir: tempfile::TempDir,
}

/// The app with `file` open (or the default example), in `lang`.
pub fn app_with(file: Option<std::path::PathBuf>, lang: Language) -> TestApp {
    let data_dir = tempfile::tempdir().expect("temp dir");
    app_in(file, lang, data_dir)
}

/// The app with `file` open (or the default example), in `lang`, with Quiz mode on from the
/// start in its tab (`--quiz`): no answer of it was on screen, so the quiz is scored (a quiz
/// turned on for a result already shown is practice).
pub fn quiz_app(file: Option<std::path::PathBuf>, lang: Language) -> TestApp {
    let data_dir = tempfile::tempdir().expect("temp dir");
    let (harness, dialogs) = window_with(file, lang, data_dir.path(), true);
    TestApp {
        harness,
        dialogs,
        data_dir,
    }
}

/// The app with a given data folder (to test what is kept between runs).
pub fn app_in(
    file: Option<std::path::PathBuf>,
    lang: Language,
    data_dir: tempfile::TempDir,
) -> TestApp {
    let (harness, dialogs) = window_in(file, lang, data_dir.path());
    TestApp {
        harness,
        dialogs,
        data_dir,
    }
}

/// One more window on the data folder `dir` (another running instance of the app).
pub fn window_in(
    file: Option<std::path::PathBuf>,
    lang: Language,
    dir: &std::path::Path,
) -> (Harness<'static, GamedpApp>, ScriptedDialogs) {
    window_with(file, lang, dir, false)
}

/// One more window on the data folder `dir`, with Quiz mode on from the start if `quiz`.
pub fn window_with(
    file: Option<std::path::PathBuf>,
    lang: Language,
    dir: &std::path::Path,
    quiz: bool,
) -> (Harness<'static, GamedpApp>, ScriptedDialogs) {
    let dialogs = ScriptedDialogs::default();
    let d = dialogs.clone();
    let dir = dir.to_path_buf();
    let harness = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .with_max_steps(400)
        .build_eframe(move |cc| {
            GamedpApp::new(
                &cc.egui_ctx,
                AppOptions {
                    file,
                    language: Some(lang),
                    dialogs: Some(Box::new(d)),
                    data_dir: Some(Some(dir)),
                    quiz,
                    ..Default::default()
                },
            )
        });
    (harness, dialogs)
}

/// Every autosave file of `game` in the data folder `dir` (one per window that has one).
pub fn autosaves(dir: &std::path::Path, game: &str) -> Vec<std::path::PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir.join("autosave")) else {
        return Vec::new();
    };
    entries
        .flatten()
        .map(|e| e.path().join(format!("{game}.json")))
        .filter(|p| p.exists())
        .collect()
}

/// Step frames (with real time passing for worker threads) until `done` holds; panics after
/// `secs` seconds.
pub fn wait_until(
    h: &mut Harness<'static, GamedpApp>,
    secs: u64,
    what: &str,
    done: impl Fn(&GamedpApp) -> bool,
) {
    let t0 = Instant::now();
    loop {
        h.step();
        if done(h.state()) {
            return;
        }
        assert!(
            t0.elapsed() < Duration::from_secs(secs),
            "timed out waiting for {what}"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Run a few frames so that clicks and layout settle (no wait for background work).
pub fn settle(h: &mut Harness<'static, GamedpApp>) {
    h.run_steps(4);
}

/// Whether some widget's label holds `text` (the quiz tests' check of what is on screen).
pub fn shows(h: &Harness<'static, GamedpApp>, text: &str) -> bool {
    use egui_kittest::kittest::Queryable as _;
    h.query_all_by_label_contains(text).next().is_some()
}

/// Click at a screen position (press and release).
pub fn click_at(h: &mut Harness<'static, GamedpApp>, pos: egui::Pos2) {
    h.hover_at(pos);
    h.step();
    h.drag_at(pos);
    h.step();
    h.drop_at(pos);
    h.step();
    h.step();
}

/// Write a scenario file into the test's data folder and return its path.
pub fn write_file(dir: &tempfile::TempDir, name: &str, text: &str) -> std::path::PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, text).expect("write scenario");
    path
}

/// Step frames (real time passing) until a widget whose label contains `text` exists.
pub fn wait_for_label(h: &mut Harness<'static, GamedpApp>, secs: u64, text: &str) {
    use egui_kittest::kittest::Queryable as _;
    let t0 = Instant::now();
    loop {
        h.step();
        if h.query_all_by_label_contains(text).next().is_some() {
            return;
        }
        assert!(
            t0.elapsed() < Duration::from_secs(secs),
            "timed out waiting for a label with {text:?}"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// A bundled example scenario from `saves/`.
pub fn example(name: &str) -> Option<std::path::PathBuf> {
    Some(
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("saves")
            .join(name),
    )
}

/// Click the widget labelled `label` the way a person does: scrolled into view, hovered while the
/// side panel's scrolling settles, then pressed.
pub fn click_in_view(h: &mut Harness<'static, GamedpApp>, label: &str) {
    use egui_kittest::kittest::Queryable as _;
    h.get_by_label(label).scroll_to_me();
    settle(h);
    h.get_by_label(label).hover();
    settle(h);
    h.get_by_label(label).click();
}

/// Click the first widget labelled `label`; where there is none, open presentation mode's
/// "More ▼" (the views its view bar has no room for) and click it there. False when neither
/// has it.
pub fn click_or_more(h: &mut Harness<'static, GamedpApp>, label: &str) -> bool {
    use egui_kittest::kittest::Queryable as _;
    if let Some(node) = h.query_all_by_label(label).next() {
        node.click();
        return true;
    }
    match h.query_all_by_label(gamedp::i18n::tr().view_more).next() {
        Some(more) => more.click(),
        None => return false,
    }
    settle(h);
    match h.query_all_by_label(label).next() {
        Some(node) => {
            node.click();
            true
        }
        None => false,
    }
}

/// Whether the stone tab has a solution for its current row.
pub fn stone_solved(app: &GamedpApp) -> bool {
    app.tab::<gamedp::ui::stone::StoneTab>()
        .unwrap()
        .is_solved()
}

/// Type `text` into the stone tab's "Array:" field (replacing what is there) and press "Use this
/// row", as a person does.
pub fn edit_row(h: &mut Harness<'static, GamedpApp>, text: &str) {
    use egui_kittest::kittest::Queryable as _;
    h.get_by_label("Array:").focus();
    settle(h);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_label("Array:").type_text(text);
    settle(h);
    click_in_view(h, "Use this row");
    settle(h);
}
