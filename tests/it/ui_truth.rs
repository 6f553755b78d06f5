//! What the screen says is true: titles and notes follow the data, paste boxes show the current
//! data, status messages do not follow the user, dialogs start in the folder last used.
#![cfg(feature = "gui")]

use crate::common;

use common::{app_with, edit_row, example, settle, stone_solved, wait_until};
use egui_kittest::kittest::Queryable as _;
use gamedp::i18n::Language;
use gamedp::ui::framework::file_actions::DialogAnswer;
use gamedp::ui::stone::StoneTab;

fn saved_json(t: &mut common::TestApp, name: &str) -> serde_json::Value {
    let path = t.data_dir.path().join(name);
    t.dialogs.answer(DialogAnswer::Picked(path.clone()));
    t.harness.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::S,
    );
    wait_until(&mut t.harness, 10, "save", |_| path.exists());
    serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap()
}

#[test]
fn a_pasted_row_does_not_keep_the_title_and_notes_of_the_877_example() {
    let mut t = app_with(example("stone-877-5-3-4-5.json"), Language::English);
    wait_until(&mut t.harness, 20, "solve", stone_solved);
    let doc = &t.harness.state().docs[0];
    assert!(doc.title.contains("[5, 3, 4, 5]"));
    assert!(!doc.notes.is_empty());
    assert!(!doc.is_dirty());

    edit_row(&mut t.harness, "[3,9,1,2]");
    let doc = &t.harness.state().docs[0];
    assert_eq!(doc.title, "Stone game: [3, 9, 1, 2]");
    assert_eq!(doc.notes, "", "the 877 notes do not stay with another row");
    assert!(doc.notes_set_aside());
    let v = saved_json(&mut t, "row.json");
    assert_eq!(v["piles"], serde_json::json!([3, 9, 1, 2]));
    assert_eq!(v["title"], "Stone game: [3, 9, 1, 2]");
    assert!(v.get("notes").is_none(), "{v}");
}

#[test]
fn undo_brings_the_loaded_title_and_notes_back_and_a_written_title_stays() {
    let mut t = app_with(example("stone-877-5-3-4-5.json"), Language::English);
    wait_until(&mut t.harness, 20, "solve", stone_solved);
    let loaded_notes = t.harness.state().docs[0].notes.clone();
    edit_row(&mut t.harness, "[1, 2]");
    assert_eq!(t.harness.state().docs[0].title, "Stone game: [1, 2]");
    t.harness
        .key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    settle(&mut t.harness);
    let doc = &t.harness.state().docs[0];
    assert_eq!(
        t.harness.state().tab::<StoneTab>().unwrap().piles(),
        [5, 3, 4, 5]
    );
    assert!(doc.title.contains("LeetCode 877"), "{}", doc.title);
    assert_eq!(doc.notes, loaded_notes);
    assert!(!doc.is_dirty());

    // a title the user writes is theirs: it stays whatever the data does
    t.harness.get_by_label("Title:").focus();
    settle(&mut t.harness);
    t.harness
        .key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    t.harness.get_by_label("Title:").type_text("My lesson");
    settle(&mut t.harness);
    edit_row(&mut t.harness, "[4, 4, 4]");
    assert_eq!(t.harness.state().docs[0].title, "My lesson");
    // "Keep them anyway" keeps the set-aside notes with the new row
    t.harness.get_by_label("Keep them anyway").click();
    settle(&mut t.harness);
    let doc = &t.harness.state().docs[0];
    assert_eq!(doc.notes, loaded_notes);
    assert!(!doc.notes_set_aside());
}

#[test]
fn an_automatic_title_follows_every_game_and_the_language() {
    use gamedp::ui::cat_mouse::CatMouseTab;
    let mut t = app_with(
        example("cat-mouse-leetcode-example-1.json"),
        Language::English,
    );
    settle(&mut t.harness);
    let k = t.harness.state().active;
    assert!(t.harness.state().docs[k].title.contains("913"));
    t.harness
        .state_mut()
        .tab_mut::<CatMouseTab>()
        .unwrap()
        .use_preset("naive_bound_a");
    settle(&mut t.harness);
    let title = t.harness.state().docs[k].title.clone();
    assert!(title.starts_with("Cat and Mouse: "), "{title}");
    assert!(title.ends_with(" edges"), "{title}");
    t.harness.state_mut().set_language(Language::Chinese);
    settle(&mut t.harness);
    let title = &t.harness.state().docs[k].title;
    assert!(title.starts_with("猫和老鼠："), "{title}");
}

fn field_value(t: &common::TestApp, label: &str) -> String {
    use egui_kittest::kittest::NodeT as _;
    t.harness
        .get_by_label(label)
        .accesskit_node()
        .value()
        .unwrap_or_default()
}

fn click_tab(t: &mut common::TestApp, label: &str) {
    t.harness.get_all_by_label(label).next().unwrap().click();
    settle(&mut t.harness);
}

#[test]
fn paste_boxes_show_the_current_row_and_graph() {
    use gamedp::ui::cat_mouse::CatMouseTab;
    let mut t = app_with(example("stone-877-5-3-4-5.json"), Language::English);
    settle(&mut t.harness);
    assert_eq!(field_value(&t, "Array:"), "[5,3,4,5]");
    t.harness
        .state_mut()
        .tab_mut::<StoneTab>()
        .unwrap()
        .set_piles(vec![1, 2, 3]);
    settle(&mut t.harness);
    assert_eq!(field_value(&t, "Array:"), "[1,2,3]");
    t.harness
        .key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    settle(&mut t.harness);
    assert_eq!(field_value(&t, "Array:"), "[5,3,4,5]");
    // a refused text stays (with its message) until the row changes
    edit_row(&mut t.harness, "[1, x]");
    assert_eq!(field_value(&t, "Array:"), "[1, x]");

    click_tab(&mut t, "Cat and Mouse");
    let adj = t
        .harness
        .state()
        .tab::<CatMouseTab>()
        .unwrap()
        .draft()
        .adj
        .clone();
    assert_eq!(
        field_value(&t, "Graph text:"),
        gamedp::games::cat_mouse::leetcode_text(&adj)
    );
    t.harness
        .state_mut()
        .tab_mut::<CatMouseTab>()
        .unwrap()
        .use_preset("naive_bound_a");
    settle(&mut t.harness);
    let adj = t
        .harness
        .state()
        .tab::<CatMouseTab>()
        .unwrap()
        .draft()
        .adj
        .clone();
    assert_eq!(adj.len(), 10);
    assert_eq!(
        field_value(&t, "Graph text:"),
        gamedp::games::cat_mouse::leetcode_text(&adj)
    );
}

#[test]
fn status_messages_go_away_on_undo_and_on_a_tab_change() {
    use gamedp::ui::cat_mouse::CatMouseTab;
    use gamedp::ui::framework::StatusMessage;
    use gamedp::ui::kit::graph_editor::GraphAction;
    let mut t = app_with(
        example("cat-mouse-leetcode-example-1.json"),
        Language::English,
    );
    settle(&mut t.harness);
    let remove = |t: &mut common::TestApp| {
        t.harness
            .state_mut()
            .tab_mut::<CatMouseTab>()
            .unwrap()
            .apply(GraphAction::RemoveEdge(1, 3));
        settle(&mut t.harness);
        assert!(
            matches!(&t.harness.state().status, Some(StatusMessage::Info(m)) if m.contains("Removed")),
            "{:?}",
            t.harness.state().status
        );
    };
    remove(&mut t);
    t.harness
        .key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    settle(&mut t.harness);
    assert_eq!(
        t.harness.state().status,
        None,
        "the message was about the undone edit"
    );
    assert!(
        t.harness.query_by_label_contains("Removed edge").is_none(),
        "the editor's note went too"
    );
    remove(&mut t);
    click_tab(&mut t, "Stone game");
    assert_eq!(t.harness.state().status, None);
}

#[test]
fn the_stone_hint_says_what_ahead_means() {
    use gamedp::games::stone::Player;
    // [3, 9, 1, 2]: taking the left 3 lets the computer take the 9; the best from [1, 2] then
    // gives 1 more on the piles left, but the whole game ends 5–10
    let mut t = app_with(None, Language::English);
    wait_until(&mut t.harness, 20, "solve", stone_solved);
    t.harness.get_by_label("Play").click();
    settle(&mut t.harness);
    t.harness.get_by_label("Take left (3)").click();
    settle(&mut t.harness);
    wait_until(&mut t.harness, 10, "computer move", |app| {
        let play = &app.tab::<StoneTab>().unwrap().view().play_view;
        play.game.as_ref().unwrap().to_move == Player::First
    });
    t.harness.get_by_label("Hint").click();
    settle(&mut t.harness);
    let hint = t
        .harness
        .query_by_label_contains("Best: take the")
        .map(|n| format!("{n:?}"))
        .unwrap_or_default();
    assert!(
        hint.contains("on the piles that are left you take 1 more than the computer"),
        "{hint}"
    );
    assert!(hint.contains("over the whole game"), "{hint}");
    assert!(hint.contains("5 behind"), "{hint}");
    assert!(!hint.contains("1 ahead"), "{hint}");
}

#[test]
fn a_node_range_is_written_inclusively() {
    let mut t = app_with(None, Language::English);
    settle(&mut t.harness);
    click_tab(&mut t, "Cat and Mouse");
    t.harness.get_by_label("Graph text:").focus();
    settle(&mut t.harness);
    t.harness
        .key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    t.harness
        .get_by_label("Graph text:")
        .type_text("[[2,5],[2],[0,1]]");
    settle(&mut t.harness);
    common::click_in_view(&mut t.harness, "Use as LeetCode list");
    settle(&mut t.harness);
    assert!(
        t.harness
            .query_by_label_contains("which is not a node (nodes are 0–2)")
            .is_some()
    );
    // the command line says it the same way
    let e = gamedp::games::cat_mouse::graph::parse_leetcode_lists("[[2,5],[2],[0,1]]")
        .and_then(|l| gamedp::games::cat_mouse::lists_to_draft(&l))
        .map(|_| ())
        .unwrap_err();
    assert!(e.to_string().ends_with("(nodes are 0–2)"), "{e}");
}

#[test]
fn no_text_names_a_seed_article_or_writes_a_half_open_range() {
    // every table of the app, the figures' and the quiz's included
    for table in gamedp::i18n::all_tables() {
        for (key, text) in table.english.iter().chain(&table.chinese) {
            let (key, text) = (format!("{}.{key}", table.name), *text);
            let lower = text.to_lowercase();
            for bad in [
                "seed 0",
                "seeds 0",
                "seed's",
                "seeds'",
                "种子 0",
                "种子文章",
            ] {
                assert!(!lower.contains(bad), "{key}: {text}");
            }
            let b = text.as_bytes();
            for k in 1..b.len().saturating_sub(2) {
                let around = (b[k - 1] as char, b[k + 2] as char);
                let range_like = (around.0.is_ascii_alphanumeric() || around.0 == '}')
                    && (around.1.is_ascii_alphanumeric() || around.1 == '{');
                assert!(!(&b[k..k + 2] == b".." && range_like), "{key}: {text}");
            }
        }
    }
}

#[test]
fn save_as_and_export_start_in_the_folder_last_used_not_in_the_bundled_saves() {
    let bundled = std::fs::canonicalize(gamedp::app::saves_dir()).unwrap();
    let mut t = app_with(example("stone-877-5-3-4-5.json"), Language::English);
    wait_until(&mut t.harness, 20, "solve", stone_solved);
    let last_request_dir = |t: &common::TestApp| {
        let requests = t.dialogs.requests.lock().unwrap();
        requests.last().unwrap().directory.clone()
    };
    // nothing used yet: not the bundled examples
    t.dialogs.answer(DialogAnswer::Cancelled);
    t.harness.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::S,
    );
    settle(&mut t.harness);
    let first = last_request_dir(&t);
    assert_ne!(
        std::fs::canonicalize(&first).ok(),
        Some(bundled.clone()),
        "{first:?}"
    );

    // save into a folder of the user's: the next Save As and Export start there
    let lessons = t.data_dir.path().join("lessons");
    std::fs::create_dir(&lessons).unwrap();
    let path = lessons.join("877.json");
    t.dialogs.answer(DialogAnswer::Picked(path.clone()));
    t.harness.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::S,
    );
    wait_until(&mut t.harness, 10, "save", |_| path.exists());
    t.dialogs.answer(DialogAnswer::Cancelled);
    t.harness
        .state_mut()
        .export(gamedp::ui::framework::ExportKind::SolvedJson);
    settle(&mut t.harness);
    assert_eq!(last_request_dir(&t), lessons);

    // and the next run remembers it
    let dir = t.data_dir;
    drop(t.harness);
    let mut t2 = common::app_in(None, Language::English, dir);
    wait_until(&mut t2.harness, 20, "solve", stone_solved);
    t2.dialogs.answer(DialogAnswer::Cancelled);
    t2.harness.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::S,
    );
    settle(&mut t2.harness);
    assert_eq!(last_request_dir(&t2), lessons);
}

#[test]
fn every_tab_opens_with_its_problem_statement_and_a_start_here_line() {
    for (lang, start, tabs) in [
        (
            Language::English,
            "Start here:",
            [
                ("Stone game", "LeetCode 877"),
                ("Cat and Mouse", "LeetCode 913"),
                ("Guess Number II", "LeetCode 375"),
                ("Can I Win", "LeetCode 464"),
                ("Cat and Mouse II", "within 1000 moves"),
            ],
        ),
        (
            Language::Chinese,
            "从这里开始",
            [
                ("石子游戏", "LeetCode 877"),
                ("猫和老鼠", "LeetCode 913"),
                ("猜数字大小 II", "LeetCode 375"),
                ("我能赢吗", "LeetCode 464"),
                ("猫和老鼠 II", "1000 步之内"),
            ],
        ),
    ] {
        let mut t = app_with(None, lang);
        settle(&mut t.harness);
        for (tab, statement) in tabs {
            t.harness.get_by_label(tab).click();
            settle(&mut t.harness);
            assert!(
                t.harness
                    .query_all_by_label_contains(statement)
                    .next()
                    .is_some(),
                "{tab}: no problem statement"
            );
            assert_eq!(
                t.harness.query_all_by_label_contains(start).count(),
                1,
                "{tab}: one start-here line"
            );
        }
    }
}

#[test]
fn no_example_name_points_to_a_seed_article() {
    for (name, _) in gamedp::games::stone::PRESETS {
        assert!(!name.to_lowercase().contains("seed"), "{name}");
    }
}

/// Issue 23 item 4: a bundled example carries its title and notes in both languages (the
/// `"translations"` field) and shows the interface's; a language switch follows; a save writes
/// the file's own title, notes and translations back unchanged; a title for other data drops
/// the stale translations.
#[test]
fn a_bundled_example_shows_its_title_and_notes_in_the_interface_language() {
    let file = example("stone-877-5-3-4-5.json");
    let text = std::fs::read_to_string(file.as_ref().unwrap()).unwrap();
    let original: serde_json::Value = serde_json::from_str(&text).unwrap();
    let zh = &original["translations"]["zh"];
    let mut t = app_with(file, Language::Chinese);
    wait_until(&mut t.harness, 20, "solve", stone_solved);
    let doc = &t.harness.state().docs[0];
    assert_eq!(doc.title, zh["title"].as_str().unwrap());
    assert_eq!(doc.notes, zh["notes"].as_str().unwrap());
    assert!(!doc.is_dirty(), "showing the translation is not an edit");

    t.harness.state_mut().set_language(Language::English);
    settle(&mut t.harness);
    let doc = &t.harness.state().docs[0];
    assert_eq!(doc.title, original["title"].as_str().unwrap());
    assert_eq!(doc.notes, original["notes"].as_str().unwrap());
    t.harness.state_mut().set_language(Language::Chinese);
    settle(&mut t.harness);
    assert_eq!(
        t.harness.state().docs[0].title,
        zh["title"].as_str().unwrap()
    );

    // saved in Chinese: the file's own English title and its translations, as they were
    let v = saved_json(&mut t, "same.json");
    assert_eq!(v["title"], original["title"]);
    assert_eq!(v["notes"], original["notes"]);
    assert_eq!(v["translations"], original["translations"]);

    // other piles: the automatic title, and no translation describing the old piles
    t.harness.state_mut().set_language(Language::English);
    settle(&mut t.harness);
    edit_row(&mut t.harness, "[1, 2]");
    let v = saved_json(&mut t, "other.json");
    assert_eq!(v["title"], "Stone game: [1, 2]");
    assert!(v.get("notes").is_none(), "{v}");
    assert!(v.get("translations").is_none(), "{v}");
}
