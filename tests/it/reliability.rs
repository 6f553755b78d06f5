//! No lost work (issue 26): autosave while the window is not drawn, failed autosaves shown and
//! retried, lessons' set-aside work and examples as separate entries, several dead windows'
//! work offered at once, two windows on one file, files this user may not write.
#![cfg(feature = "gui")]

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::common;
use common::{edit_row, settle, wait_until, window_in};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gamedp::app::{AppOptions, Clock, Disk, EntryKind, GamedpApp, Modal, RealDisk};
use gamedp::games::GameKind;
use gamedp::i18n::Language;
use gamedp::ui::stone::StoneTab;
use serde_json::{Value, json};

fn piles(app: &GamedpApp) -> Vec<i64> {
    app.tab::<StoneTab>().unwrap().piles().to_vec()
}

/// A clock moved by hand.
#[derive(Default)]
struct ManualClock(Mutex<Duration>);

impl ManualClock {
    fn advance(&self, by: Duration) {
        *self.0.lock().unwrap() += by;
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Duration {
        *self.0.lock().unwrap()
    }
}

/// A disk that is full while `full` is set.
#[derive(Default)]
struct FlakyDisk {
    full: AtomicBool,
}

impl Disk for FlakyDisk {
    fn write(&self, path: &Path, bytes: &[u8]) -> std::io::Result<()> {
        if self.full.load(Ordering::SeqCst) {
            return Err(std::io::Error::new(
                std::io::ErrorKind::StorageFull,
                "No space left on device (os error 28)",
            ));
        }
        RealDisk.write(path, bytes)
    }
}

/// A window on the data folder `dir` with this clock and disk.
fn window(
    dir: &Path,
    file: Option<PathBuf>,
    clock: Arc<ManualClock>,
    disk: Arc<dyn Disk>,
) -> Harness<'static, GamedpApp> {
    let dir = dir.to_path_buf();
    let mut h = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .with_max_steps(400)
        .build_eframe(move |cc| {
            GamedpApp::new(
                &cc.egui_ctx,
                AppOptions {
                    file,
                    language: Some(Language::English),
                    dialogs: Some(Box::new(
                        gamedp::ui::framework::file_actions::ScriptedDialogs::default(),
                    )),
                    data_dir: Some(Some(dir)),
                    clock: Some(clock),
                    disk: Some(disk),
                    ..Default::default()
                },
            )
        });
    settle(&mut h);
    h
}

/// Every autosave entry in the data folder `dir`: (kind, scenario).
fn entries(dir: &Path) -> Vec<(String, Value)> {
    let mut out = Vec::new();
    let Ok(folders) = std::fs::read_dir(dir.join("autosave")) else {
        return out;
    };
    for folder in folders.flatten() {
        let Ok(files) = std::fs::read_dir(folder.path()) else {
            continue;
        };
        for f in files.flatten() {
            if f.path().extension().is_some_and(|e| e == "json")
                && let Ok(text) = std::fs::read_to_string(f.path())
                && let Ok(v) = serde_json::from_str::<Value>(&text)
            {
                let kind = v["kind"].as_str().unwrap_or("tab").to_string();
                out.push((kind, v["scenario"].clone()));
            }
        }
    }
    out
}

/// Run only `App::logic`, as eframe does while the window is covered or minimised (no ui
/// pass), with real time passing for the writer thread, until `done` holds.
fn logic_until(h: &mut Harness<'static, GamedpApp>, what: &str, done: impl Fn(&GamedpApp) -> bool) {
    let ctx = h.ctx.clone();
    let t0 = Instant::now();
    loop {
        h.state_mut().logic_tick(&ctx);
        if done(h.state()) {
            return;
        }
        assert!(
            t0.elapsed() < Duration::from_secs(20),
            "timed out waiting for {what}"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn recover_offer(app: &GamedpApp) -> Option<Vec<(EntryKind, Value)>> {
    match &app.modal {
        Some(Modal::Recover { entries }) => Some(
            entries
                .iter()
                .map(|e| (e.kind, e.scenario["piles"].clone()))
                .collect(),
        ),
        _ => None,
    }
}

#[test]
fn an_edit_is_autosaved_within_a_second_while_the_window_is_not_drawn() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::default());
    let mut h = window(dir.path(), None, clock.clone(), Arc::new(RealDisk));
    edit_row(&mut h, "[8, 8, 1]");
    // the window is covered from here on: no ui pass, only App::logic
    clock.advance(Duration::from_millis(200));
    let ctx = h.ctx.clone();
    h.state_mut().logic_tick(&ctx);
    std::thread::sleep(Duration::from_millis(50));
    assert!(entries(dir.path()).is_empty(), "not before the short delay");
    clock.advance(Duration::from_millis(800));
    logic_until(&mut h, "the autosave", |app| app.autosave_done());
    let found = entries(dir.path());
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].0, "tab");
    assert_eq!(entries(dir.path())[0].1["piles"], json!([8, 8, 1]));
    // kill -9: the next start offers it
    drop(h);
    let next = window(
        dir.path(),
        None,
        Arc::new(ManualClock::default()),
        Arc::new(RealDisk),
    );
    assert_eq!(
        recover_offer(next.state()),
        Some(vec![(EntryKind::Tab, json!([8, 8, 1]))])
    );
}

#[test]
fn a_failed_autosave_is_shown_and_retried_until_the_disk_has_room() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::default());
    let disk = Arc::new(FlakyDisk::default());
    disk.full.store(true, Ordering::SeqCst);
    let mut h = window(dir.path(), None, clock.clone(), disk.clone());
    edit_row(&mut h, "[8, 8, 1]");
    clock.advance(Duration::from_secs(1));
    logic_until(&mut h, "the failure", |app| {
        app.autosave_failing().is_some()
    });
    assert_eq!(h.state().autosave_failing().as_deref(), Some("disk full"));
    settle(&mut h);
    assert!(
        h.state()
            .window_title()
            .ends_with("— not autosaved: disk full"),
        "{}",
        h.state().window_title()
    );
    assert!(
        h.query_by_label_contains("Not autosaved: disk full")
            .is_some(),
        "the status bar says so"
    );
    // still full at the next tries: still said
    for _ in 0..3 {
        clock.advance(Duration::from_secs(30));
        let ctx = h.ctx.clone();
        h.state_mut().logic_tick(&ctx);
        std::thread::sleep(Duration::from_millis(30));
        h.state_mut().logic_tick(&ctx);
    }
    assert!(h.state().autosave_failing().is_some());
    assert!(entries(dir.path()).is_empty());
    // room again: the next try writes it and the warning goes
    disk.full.store(false, Ordering::SeqCst);
    clock.advance(Duration::from_secs(30));
    logic_until(&mut h, "the write after the disk has room", |app| {
        app.autosave_done() && app.autosave_failing().is_none()
    });
    assert_eq!(entries(dir.path()).len(), 1);
    settle(&mut h);
    assert!(!h.state().window_title().contains("not autosaved"));
    assert!(h.query_by_label_contains("Not autosaved").is_none());
    drop(h);
    let next = window(
        dir.path(),
        None,
        Arc::new(ManualClock::default()),
        Arc::new(RealDisk),
    );
    assert_eq!(
        recover_offer(next.state()),
        Some(vec![(EntryKind::Tab, json!([8, 8, 1]))])
    );
}

#[test]
fn work_a_lesson_set_aside_and_the_edited_example_are_both_offered_after_a_crash() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::default());
    let mut h = window(dir.path(), None, clock.clone(), Arc::new(RealDisk));
    edit_row(&mut h, "[8, 8, 1]");
    // at once (no time for an autosave of the edit): a lesson sets the work aside
    h.state_mut().start_lesson(0, 0);
    settle(&mut h);
    assert_eq!(h.state().lesson.set_aside_copies(GameKind::Stone).len(), 1);
    edit_row(&mut h, "[5, 6]");
    clock.advance(Duration::from_secs(1));
    logic_until(&mut h, "both entries", |app| app.autosave_done());
    let mut found = entries(dir.path());
    found.sort_by_key(|(k, _)| k.clone());
    assert_eq!(found.len(), 2, "{found:?}");
    assert_eq!(found[0].0, "set_aside");
    assert_eq!(found[0].1["piles"], json!([8, 8, 1]));
    assert_eq!(found[1].0, "tab");
    assert_eq!(found[1].1["piles"], json!([5, 6]));
    drop(h);
    let mut next = window(
        dir.path(),
        None,
        Arc::new(ManualClock::default()),
        Arc::new(RealDisk),
    );
    let offer = recover_offer(next.state()).expect("offered");
    assert_eq!(offer.len(), 2);
    assert!(
        next.query_by_label_contains("Pieces of unsaved work: 2")
            .is_some()
    );
    next.get_by_label("Recover").click();
    settle(&mut next);
    // the tab gets the lesson's edited example, the student's own work is set aside beside it
    assert_eq!(piles(next.state()), vec![5, 6]);
    let aside = next.state().lesson.set_aside_copies(GameKind::Stone);
    assert_eq!(aside.len(), 1);
    assert_eq!(aside[0].0["piles"], json!([8, 8, 1]));
    assert!(aside[0].1, "unsaved");
    // and both are this window's entries now: another crash keeps both
    let clock = Arc::new(ManualClock::default());
    drop(next);
    let again = window(dir.path(), None, clock, Arc::new(RealDisk));
    assert_eq!(recover_offer(again.state()).map(|o| o.len()), Some(2));
}

#[test]
fn the_same_games_work_of_two_dead_windows_is_offered_at_once() {
    let dir = tempfile::tempdir().unwrap();
    for row in ["[1, 1]", "[2, 2]"] {
        let (mut h, _d) = window_in(None, Language::English, dir.path());
        settle(&mut h);
        if let Some(Modal::Recover { .. }) = h.state().modal {
            // the first window's work: later
            h.key_press(egui::Key::Escape);
            settle(&mut h);
        }
        edit_row(&mut h, row);
        wait_until(&mut h, 20, "autosave", |app| app.autosave_done());
        drop(h);
    }
    let (mut h, _d) = window_in(None, Language::English, dir.path());
    settle(&mut h);
    let offer = recover_offer(h.state()).expect("offered");
    let mut rows: Vec<Value> = offer.into_iter().map(|(_, p)| p).collect();
    rows.sort_by_key(|v| v.to_string());
    assert_eq!(rows, [json!([1, 1]), json!([2, 2])]);
    assert!(
        h.query_by_label_contains("Pieces of unsaved work: 2")
            .is_some()
    );
    h.get_by_label("Recover").click();
    settle(&mut h);
    let in_tab = piles(h.state());
    let aside = h.state().lesson.set_aside_copies(GameKind::Stone);
    assert_eq!(aside.len(), 1);
    let other: Vec<i64> = serde_json::from_value(aside[0].0["piles"].clone()).unwrap();
    let mut both = vec![in_tab, other];
    both.sort();
    assert_eq!(both, [vec![1, 1], vec![2, 2]]);
}

/// Save the active tab (Ctrl+S) and wait for the file job to end.
fn save(h: &mut Harness<'static, GamedpApp>) {
    let t = h.state().active;
    h.state_mut().save(t, false);
    wait_until(h, 10, "the save", |app| !app.file_busy());
    settle(h);
}

fn file_piles(path: &Path) -> Value {
    let v: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    v["piles"].clone()
}

#[test]
fn two_windows_saving_one_file_ask_instead_of_overwriting() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("shared.json");
    std::fs::write(&file, r#"{"game": "stone", "piles": [3, 4]}"#).unwrap();
    let (mut a, _da) = window_in(Some(file.clone()), Language::English, dir.path());
    let (mut b, _db) = window_in(Some(file.clone()), Language::English, dir.path());
    settle(&mut a);
    settle(&mut b);
    edit_row(&mut a, "[1, 1]");
    save(&mut a);
    assert_eq!(file_piles(&file), json!([1, 1]));
    assert!(!a.state().docs[0].is_dirty());
    // B read the file before A saved: its save asks, and writes nothing
    edit_row(&mut b, "[2, 2]");
    save(&mut b);
    assert!(matches!(b.state().modal, Some(Modal::ChangedOnDisk { .. })));
    assert_eq!(file_piles(&file), json!([1, 1]));
    assert!(b.state().docs[0].is_dirty());
    b.get_by_label("Overwrite").click();
    wait_until(&mut b, 10, "the overwrite", |app| {
        !app.file_busy() && !app.docs[0].is_dirty()
    });
    assert_eq!(file_piles(&file), json!([2, 2]));
    // A gets the focus back: it no longer calls its work saved, and asks
    a.input_mut().focused = false;
    settle(&mut a);
    a.input_mut().focused = true;
    wait_until(&mut a, 10, "the check", |app| {
        matches!(app.modal, Some(Modal::ChangedOnDisk { .. }))
    });
    assert!(a.state().docs[0].is_dirty(), "not reported as saved");
    assert!(a.state().window_title().starts_with('●'));
    // a save from A asks again rather than overwrite B's work
    a.key_press(egui::Key::Escape);
    settle(&mut a);
    save(&mut a);
    assert!(matches!(a.state().modal, Some(Modal::ChangedOnDisk { .. })));
    assert_eq!(file_piles(&file), json!([2, 2]));
    a.get_by_label("Reload").click();
    wait_until(&mut a, 10, "the reload", |app| piles(app) == vec![2, 2]);
    assert!(!a.state().docs[0].is_dirty());
    // the same bytes written again are no change
    let text = std::fs::read(&file).unwrap();
    std::thread::sleep(Duration::from_millis(20));
    std::fs::write(&file, text).unwrap();
    settle(&mut a);
    edit_row(&mut a, "[7, 7]");
    assert_eq!(
        piles(a.state()),
        vec![7, 7],
        "{:?} {:?}",
        a.state().modal,
        a.state().status
    );
    save(&mut a);
    assert_eq!(a.state().modal, None);
    assert_eq!(file_piles(&file), json!([7, 7]));
}

/// Root, with `setpriv` to run something as nobody (65534).
fn can_switch_user() -> bool {
    // SAFETY: geteuid has no preconditions.
    let root = unsafe { libc::geteuid() } == 0;
    let setpriv = std::process::Command::new("setpriv")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !root || !setpriv {
        println!("skipped: needs root and setpriv (CI runs as root)");
    }
    root && setpriv
}

/// A world-writable folder holding a root-owned 0644 file `name` with `text`.
fn root_owned_file(name: &str, text: &str) -> (tempfile::TempDir, PathBuf) {
    use std::os::unix::fs::PermissionsExt as _;
    let dir = tempfile::tempdir().unwrap();
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o777)).unwrap();
    let file = dir.path().join(name);
    std::fs::write(&file, text).unwrap();
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
    (dir, file)
}

fn as_nobody(program: &Path) -> std::process::Command {
    let mut c = std::process::Command::new("setpriv");
    c.args(["--reuid=65534", "--regid=65534", "--clear-groups"])
        .arg(program);
    c
}

#[test]
fn save_refuses_a_file_of_another_user_in_a_writable_folder() {
    if !can_switch_user() {
        return;
    }
    let (_dir, file) = root_owned_file("theirs.json", r#"{"game": "stone", "piles": [3, 4]}"#);
    let before = std::fs::read(&file).unwrap();
    // this test's own binary, as nobody, runs the app part below
    let out = as_nobody(&std::env::current_exe().unwrap())
        .args([
            "--exact",
            "reliability::save_as_nobody",
            "--ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .env("GAMEDP_TEST_THEIRS", &file)
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "{text}");
    assert!(text.contains("1 passed"), "{text}");
    assert_eq!(std::fs::read(&file).unwrap(), before, "untouched");
    use std::os::unix::fs::MetadataExt as _;
    assert_eq!(std::fs::metadata(&file).unwrap().uid(), 0, "still root's");
}

/// Run by the test above as nobody: Save and Save As over root's file are refused.
#[test]
#[ignore = "run as another user by save_refuses_a_file_of_another_user_in_a_writable_folder"]
fn save_as_nobody() {
    let file = PathBuf::from(std::env::var_os("GAMEDP_TEST_THEIRS").expect("the file"));
    let data = tempfile::tempdir().unwrap();
    let (mut h, _d) = window_in(Some(file.clone()), Language::English, data.path());
    settle(&mut h);
    edit_row(&mut h, "[9, 9]");
    save(&mut h);
    let Some(Modal::Error { message, .. }) = h.state().modal.clone() else {
        panic!("no error: {:?}", h.state().modal);
    };
    assert!(message.contains("may not be written by you"), "{message}");
    assert!(h.state().docs[0].is_dirty(), "still unsaved");
    h.state_mut().modal = None;
    // Save As to the same file (the user agreed to replace it): refused too
    let t = h.state().active;
    h.state_mut().save_to(t, file.clone());
    settle(&mut h);
    assert!(matches!(h.state().modal, Some(Modal::Error { .. })));
    assert!(h.state().docs[0].is_dirty());
}

#[test]
fn solve_and_figure_refuse_an_out_file_of_another_user() {
    if !can_switch_user() {
        return;
    }
    let (dir, out) = root_owned_file("out.json", "old");
    let svg = dir.path().join("fig.svg");
    std::fs::write(&svg, "old").unwrap();
    let input = dir.path().join("in.json");
    std::fs::write(&input, r#"{"game": "stone", "piles": [3, 4]}"#).unwrap();
    let exe = PathBuf::from(env!("CARGO_BIN_EXE_gamedp"));
    for (args, target) in [
        (vec!["solve", "IN", "--out", "OUT"], &out),
        (
            vec!["figure", "IN", "--view", "table", "--out", "SVG"],
            &svg,
        ),
    ] {
        let args: Vec<std::ffi::OsString> = args
            .iter()
            .map(|a| match *a {
                "IN" => input.clone().into_os_string(),
                "OUT" => out.clone().into_os_string(),
                "SVG" => svg.clone().into_os_string(),
                a => a.into(),
            })
            .collect();
        let o = as_nobody(&exe).args(&args).output().unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(1), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(
            err.contains("permission denied: this user may not write the file"),
            "{err}"
        );
        assert_eq!(std::fs::read(target).unwrap(), b"old");
    }
}
