//! Several windows on one data folder: each keeps its own autosave, and only the work of windows
//! that are gone is offered back.
#![cfg(feature = "gui")]

use crate::common;

use common::{app_with, autosaves, edit_row, settle, wait_until, window_in};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gamedp::app::{GamedpApp, Modal};
use gamedp::i18n::Language;
use gamedp::ui::stone::StoneTab;

fn piles(app: &GamedpApp) -> Vec<i64> {
    app.tab::<StoneTab>().unwrap().piles().to_vec()
}

/// Start one more window on the data folder `dir`, and let it settle.
fn start(dir: &std::path::Path) -> Harness<'static, GamedpApp> {
    let (mut h, _dialogs) = window_in(None, Language::English, dir);
    settle(&mut h);
    h
}

fn recover_offer(app: &GamedpApp) -> Option<Vec<serde_json::Value>> {
    match &app.modal {
        Some(Modal::Recover { entries }) => Some(
            entries
                .iter()
                .map(|e| e.scenario["piles"].clone())
                .collect(),
        ),
        _ => None,
    }
}

#[test]
fn two_windows_keep_their_own_work_and_only_a_dead_ones_is_offered() {
    let mut a = app_with(None, Language::English);
    let dir = a.data_dir.path().to_path_buf();
    edit_row(&mut a.harness, "[8, 8, 1]");
    wait_until(&mut a.harness, 20, "A's autosave", |_| {
        autosaves(&dir, "stone").len() == 1
    });
    // B starts while A runs: A has not crashed, nothing is offered
    let mut b = start(&dir);
    assert_eq!(recover_offer(b.state()), None);
    edit_row(&mut b, "[2, 2, 2]");
    wait_until(&mut b, 20, "B's autosave", |_| {
        autosaves(&dir, "stone").len() == 2
    });
    // A's work is still there after B wrote its own
    a.harness.step();
    assert_eq!(piles(a.harness.state()), vec![8, 8, 1]);

    // A dies; C is offered A's work only, and discarding it leaves B's alone
    drop(a.harness);
    let mut c = start(&dir);
    assert_eq!(
        recover_offer(c.state()),
        Some(vec![serde_json::json!([8, 8, 1])])
    );
    c.get_by_label("Discard").click();
    settle(&mut c);
    assert_eq!(autosaves(&dir, "stone").len(), 1);

    // B keeps autosaving; when B dies, D is offered B's work
    edit_row(&mut b, "[2, 2, 3]");
    wait_until(&mut b, 20, "B's second autosave", |_| {
        autosaves(&dir, "stone")
            .iter()
            .filter_map(|f| std::fs::read_to_string(f).ok())
            .filter_map(|t| serde_json::from_str::<serde_json::Value>(&t).ok())
            .any(|v| v["scenario"]["piles"] == serde_json::json!([2, 2, 3]))
    });
    drop(b);
    drop(c);
    let mut d = start(&dir);
    assert_eq!(
        recover_offer(d.state()),
        Some(vec![serde_json::json!([2, 2, 3])])
    );
    d.get_by_label("Recover").click();
    settle(&mut d);
    assert_eq!(piles(d.state()), vec![2, 2, 3]);
    // the recovered work now belongs to D: a window started beside it is offered nothing
    let e = start(&dir);
    assert_eq!(recover_offer(e.state()), None);
}

#[test]
fn work_of_a_process_that_is_not_running_is_offered() {
    let t = app_with(None, Language::English);
    // written by a gamedp whose process is gone: its folder's lock is held by nobody
    let dead = t.data_dir.path().join("autosave").join("4000000-17-0");
    std::fs::create_dir_all(&dead).unwrap();
    std::fs::write(dead.join("lock"), "").unwrap();
    let work = serde_json::json!({"game": "stone", "path": null, "scenario": {"game": "stone", "piles": [4, 5, 6]}});
    std::fs::write(dead.join("stone.json"), work.to_string()).unwrap();
    let mut next = start(t.data_dir.path());
    assert_eq!(
        recover_offer(next.state()),
        Some(vec![serde_json::json!([4, 5, 6])])
    );
    next.get_by_label("Recover").click();
    settle(&mut next);
    assert_eq!(piles(next.state()), vec![4, 5, 6]);
    assert!(next.state().docs[0].is_dirty());
    // taken over: the dead folder is gone, the work lives in the new window's folder (taken
    // over as it was, then written as this window's own entry)
    assert!(!dead.exists());
    let dir = t.data_dir.path().to_path_buf();
    wait_until(&mut next, 20, "the window's own entry", |app| {
        app.autosave_done() && autosaves(&dir, "stone").len() == 1
    });
    let own = std::fs::read_dir(autosaves(&dir, "stone")[0].parent().unwrap())
        .unwrap()
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "json"))
        .count();
    assert_eq!(
        own, 1,
        "the copy taken over is gone once the entry is written"
    );
}

#[test]
fn escape_on_the_recovery_offer_keeps_the_work_for_the_next_start() {
    let t = app_with(None, Language::English);
    let dead = t.data_dir.path().join("autosave").join("4000001-17-0");
    std::fs::create_dir_all(&dead).unwrap();
    std::fs::write(dead.join("lock"), "").unwrap();
    let work = serde_json::json!({"game": "stone", "path": null, "scenario": {"game": "stone", "piles": [7, 1]}});
    std::fs::write(dead.join("stone.json"), work.to_string()).unwrap();
    let mut first = start(t.data_dir.path());
    assert!(recover_offer(first.state()).is_some());
    first.key_press(egui::Key::Escape);
    settle(&mut first);
    assert_eq!(first.state().modal, None, "Escape closes the offer");
    assert!(dead.join("stone.json").exists(), "nothing was discarded");
    drop(first);
    let next = start(t.data_dir.path());
    assert_eq!(
        recover_offer(next.state()),
        Some(vec![serde_json::json!([7, 1])])
    );
}

#[test]
fn two_windows_merge_their_settings_key_by_key() {
    let t = app_with(None, Language::English);
    let dir = t.data_dir.path().to_path_buf();
    let files = tempfile::tempdir().unwrap();
    let x = common::write_file(&files, "x.json", r#"{"game": "stone", "piles": [1, 2]}"#);
    let y = common::write_file(&files, "y.json", r#"{"game": "stone", "piles": [3, 4]}"#);
    let (mut a, _) = window_in(Some(x.clone()), Language::English, &dir);
    settle(&mut a);
    let (mut b, _) = window_in(Some(y.clone()), Language::English, &dir);
    settle(&mut b);
    // B switches to Chinese after A started; A quits later without touching the language
    b.state_mut().set_language(Language::Chinese);
    settle(&mut b);
    eframe::App::on_exit(a.state_mut(), None);
    let saved = gamedp::settings::Settings::load(Some(&dir));
    assert_eq!(
        saved.language,
        Language::Chinese,
        "A's exit kept B's language"
    );
    assert!(
        saved.recent.contains(&x),
        "A's recent file: {:?}",
        saved.recent
    );
    assert!(
        saved.recent.contains(&y),
        "B's recent file: {:?}",
        saved.recent
    );
    // and B quitting afterwards keeps A's recent file
    eframe::App::on_exit(b.state_mut(), None);
    let saved = gamedp::settings::Settings::load(Some(&dir));
    assert_eq!(saved.language, Language::Chinese);
    assert!(saved.recent.contains(&x) && saved.recent.contains(&y));
}
