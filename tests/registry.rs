//! Every registered game, through the real app: each bundled example of the game (`saves/*.json`,
//! by its `"game"` field) loads into its tab, solves, comes back out of the tab unchanged in the
//! file format, and draws at two window sizes in English and Chinese. A new game is tested here
//! by being registered and having an example.
#![cfg(feature = "gui")]

mod common;

use std::path::PathBuf;

use common::{app_with, wait_until};
use egui_kittest::kittest::Queryable as _;
use gamedp::app::GamedpApp;
use gamedp::games::GameKind;
use gamedp::i18n::{Language, set_language};
use gamedp::scenario::Scenario;
use gamedp::ui::{StatusMessage, TabCommand, registry, tab_label};

/// Every bundled example with the game named in its `"game"` field.
fn examples() -> Vec<(String, PathBuf)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("saves");
    let mut found: Vec<(String, PathBuf)> = std::fs::read_dir(&dir)
        .expect("saves folder")
        .map(|e| e.expect("saves entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("read example");
            let v: serde_json::Value = serde_json::from_str(&text).expect("example is JSON");
            let game = v["game"].as_str().expect("example names its game");
            (game.to_string(), p)
        })
        .collect();
    found.sort();
    found
}

/// The index of the active tab, which must be `kind`'s.
fn active(app: &GamedpApp, kind: GameKind) -> usize {
    let idx = app.tab_index(kind).expect("the game has a tab");
    assert_eq!(app.active, idx, "{kind:?}: the example opens in its tab");
    idx
}

/// Draw a few frames at each window size and check what the tab shows in `lang`.
fn draws(t: &mut common::TestApp, kind: GameKind, lang: Language, what: &str) {
    t.harness.state_mut().settings.language = lang;
    for size in [egui::vec2(1024.0, 768.0), egui::vec2(1280.0, 720.0)] {
        t.harness.set_size(size);
        t.harness.run_steps(3);
        // the frame sets the language; the test reads the texts in the same one
        set_language(lang);
        let label = tab_label(kind);
        assert!(
            t.harness
                .query_all_by_label_contains(label)
                .next()
                .is_some(),
            "{what}: the tab label {label:?} is shown at {size:?} in {lang:?}"
        );
        let try_again = gamedp::i18n::tr().solve_again;
        assert!(
            t.harness.query_by_label(try_again).is_none(),
            "{what}: no solve error at {size:?} in {lang:?}"
        );
        let app = t.harness.state();
        assert!(
            !matches!(app.status, Some(StatusMessage::Error(_))),
            "{what}: no error in the status bar at {size:?} in {lang:?}: {:?}",
            app.status
        );
    }
}

#[test]
fn every_registered_game_loads_solves_round_trips_and_draws_its_examples() {
    assert_eq!(
        registry::TABS.len(),
        GameKind::ALL.len(),
        "every game has a tab"
    );
    let examples = examples();
    let mut visited = 0;
    for kind in GameKind::ALL {
        let mine: Vec<&PathBuf> = examples
            .iter()
            .filter(|(game, _)| game == kind.name())
            .map(|(_, p)| p)
            .collect();
        assert!(!mine.is_empty(), "{kind:?} has a bundled example");
        for path in mine {
            let what = path.file_name().unwrap().to_string_lossy().into_owned();
            let mut t = app_with(Some(path.clone()), Language::English);
            let idx = active(t.harness.state(), kind);

            // the content the tab produces is what was loaded
            let loaded = Scenario::load(path).expect("example loads").to_value();
            let app = t.harness.state();
            let now = app.docs[idx].scenario(app.tabs[idx].as_ref()).to_value();
            assert_eq!(now, loaded, "{what}: round trip through the tab");
            assert!(!app.docs[idx].is_dirty(), "{what}: loaded means saved");

            // solves (big examples are not solved by themselves: ask)
            t.harness.step();
            if !t.harness.state().tabs[idx].status().solved
                && t.harness.state().tabs[idx].status().busy.is_none()
            {
                t.harness.state_mut().tabs[idx].command(TabCommand::Solve);
            }
            wait_until(&mut t.harness, 120, &what, |app| {
                app.tabs[idx].status().solved
            });
            let app = t.harness.state();
            let after = app.docs[idx].scenario(app.tabs[idx].as_ref()).to_value();
            assert_eq!(after, loaded, "{what}: solving leaves the content alone");

            draws(&mut t, kind, Language::English, &what);
            draws(&mut t, kind, Language::Chinese, &what);
            visited += 1;
        }
    }
    assert_eq!(visited, examples.len(), "every example belongs to a game");
}
