//! LEAK 5 (issue 23): once a table quiz is done, the views that show a position's best move
//! (Guess Number's "best guess", the stone table's "chosen end") and the Result's first move
//! were the answer sheet of every move Play was about to score. In Quiz mode a cell shows its
//! best move only once Play has scored the move made there; the others show their value, under
//! a line that says why. Checked in English and Chinese, before and after Play's first move.
#![cfg(feature = "gui")]

use crate::common;

use common::{app_with, example, wait_until};
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gamedp::games::GameKind;
use gamedp::i18n::{Language, fill, set_language};
use gamedp::ui::framework::TabCommand;

/// The texts drawn in the last frame (each galley), with the rectangle each takes.
fn drawn(t: &common::TestApp) -> Vec<(String, egui::Rect)> {
    fn walk(shape: &egui::Shape, out: &mut Vec<(String, egui::Rect)>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
            egui::Shape::Text(text) => out.push((
                text.galley.job.text.clone(),
                egui::Rect::from_min_size(text.pos, text.galley.size()),
            )),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &t.harness.output().shapes {
        walk(&clipped.shape, &mut out);
    }
    out
}

/// Every text of the last frame: drawn, and the accessibility tree's labels.
fn texts(t: &common::TestApp) -> Vec<String> {
    let mut out: Vec<String> = drawn(t).into_iter().map(|(s, _)| s).collect();
    for node in t.harness.query_all_by(|_| true) {
        out.extend(node.accesskit_node().label());
    }
    out
}

/// `file` open in `lang`, solved, Quiz mode on, its table in the choice mode and every cell
/// committed (by its answer shown).
fn table_done(kind: GameKind, file: &str, lang: Language) -> common::TestApp {
    let mut t = app_with(example(file), lang);
    let idx = t.harness.state().tab_index(kind).unwrap();
    t.harness.step();
    if !t.harness.state().tabs[idx].status().solved {
        t.harness.state_mut().tabs[idx].command(TabCommand::Solve);
    }
    wait_until(&mut t.harness, 60, "solve", |app| {
        app.tabs[idx].status().solved
    });
    set_language(lang);
    t.harness
        .get_by_label(gamedp::i18n::quiz::tr().quiz_switch)
        .click();
    common::settle(&mut t.harness);
    match kind {
        GameKind::Stone => {
            use gamedp::ui::stone::{HeatMode, StonePane, StoneTab};
            let v = t
                .harness
                .state_mut()
                .tab_mut::<StoneTab>()
                .unwrap()
                .view_mut();
            v.pane = StonePane::Table;
            v.table_view.mode = Some(HeatMode::Choice);
        }
        _ => {
            use gamedp::ui::guess_number::table_view::HeatMode;
            use gamedp::ui::guess_number::{GuessNumberPane, GuessNumberTab};
            let v = t
                .harness
                .state_mut()
                .tab_mut::<GuessNumberTab>()
                .unwrap()
                .view_mut();
            v.pane = GuessNumberPane::Table;
            v.table_view.mode = HeatMode::Guess;
        }
    }
    common::settle(&mut t.harness);
    assert!(
        common::quiz_play::commit_gate_question(t.harness.state_mut(), kind),
        "{kind:?}: the table committed"
    );
    // past the start's answer shown: the quiz is done
    let fill = match kind {
        GameKind::Stone => {
            use gamedp::ui::stone::StoneTab;
            let v = t
                .harness
                .state_mut()
                .tab_mut::<StoneTab>()
                .unwrap()
                .view_mut();
            v.table_view.quiz.fill.as_mut()
        }
        _ => {
            use gamedp::ui::guess_number::GuessNumberTab;
            let v = t
                .harness
                .state_mut()
                .tab_mut::<GuessNumberTab>()
                .unwrap()
                .view_mut();
            v.table_view.quiz.fill.as_mut()
        }
    };
    let fill = fill.expect("the table's quiz");
    if fill.is_revealed() {
        fill.next();
    }
    assert!(fill.is_done(), "{kind:?}: every cell committed");
    common::settle(&mut t.harness);
    common::settle(&mut t.harness);
    set_language(lang);
    assert!(
        texts(&t)
            .iter()
            .any(|s| s == gamedp::i18n::quiz::tr().all_answered),
        "{kind:?} {lang:?}: the Result shows (every question answered)"
    );
    t
}

/// Play's first move (the user's), then back to the table: the position it was made from.
fn first_move(t: &mut common::TestApp, kind: GameKind) -> (usize, usize) {
    use gamedp::ui::guess_number::{GuessNumberPane, GuessNumberTab};
    use gamedp::ui::stone::{StonePane, StoneTab};
    let set_pane = |app: &mut gamedp::app::GamedpApp, table: bool| match kind {
        GameKind::Stone => {
            app.tab_mut::<StoneTab>().unwrap().view_mut().pane = if table {
                StonePane::Table
            } else {
                StonePane::Play
            }
        }
        _ => {
            app.tab_mut::<GuessNumberTab>().unwrap().view_mut().pane = if table {
                GuessNumberPane::Table
            } else {
                GuessNumberPane::Play
            }
        }
    };
    set_pane(t.harness.state_mut(), false);
    common::settle(&mut t.harness);
    let mut at = None;
    for _ in 0..100 {
        let app = t.harness.state_mut();
        let here = match kind {
            GameKind::Stone => {
                let v = app.tab_mut::<StoneTab>().unwrap().view_mut();
                v.play_view.game.as_ref().and_then(|g| g.remaining)
            }
            _ => {
                let v = app.tab_mut::<GuessNumberTab>().unwrap().view_mut();
                v.play_view.game.as_ref().map(|g| g.interval())
            }
        };
        if common::quiz_play::user_move(app, kind, 0) == common::quiz_play::Turn::Moved {
            at = here;
            break;
        }
        t.harness.run_steps(3);
    }
    let at = at.expect("the user moved");
    common::settle(&mut t.harness);
    set_pane(t.harness.state_mut(), true);
    common::settle(&mut t.harness);
    common::settle(&mut t.harness);
    at
}

#[test]
fn a_finished_stone_table_shows_no_chosen_end_before_play_asks_it() {
    let ends = |t: &common::TestApp| {
        texts(t)
            .into_iter()
            .filter(|s| s == "L" || s == "R")
            .count()
    };
    for lang in [Language::English, Language::Chinese] {
        let mut t = table_done(GameKind::Stone, "stone-seed-3-9-1-2.json", lang);
        set_language(lang);
        let note = gamedp::i18n::quiz::tr().moves_after_play;
        assert!(
            texts(&t).iter().any(|s| s == note),
            "{lang:?}: the line saying why the ends wait"
        );
        assert_eq!(ends(&t), 0, "{lang:?}: no chosen end before Play asks it");
        let at = first_move(&mut t, GameKind::Stone);
        assert_eq!(at.0, 0, "{lang:?}: the first move is from the whole row");
        assert_eq!(
            ends(&t),
            1,
            "{lang:?}: the end chosen where Play scored the move shows, only there"
        );
    }
}

#[test]
fn a_finished_guess_table_and_the_result_show_no_best_guess_before_play_asks_it() {
    use gamedp::ui::guess_number::GuessNumberTab;
    for lang in [Language::English, Language::Chinese] {
        let mut t = table_done(GameKind::GuessNumber, "guess-number-10.json", lang);
        let (n, k, cost) = {
            let tab = t.harness.state().tab::<GuessNumberTab>().unwrap();
            let table = tab.solved().unwrap().table.clone().unwrap();
            let n = table.n();
            (n, table.root().guess, table.cost(1, n).unwrap())
        };
        assert_ne!(k as u64, cost, "the example tells a guess from a cost");
        let corner = |t: &common::TestApp| {
            let centre = t
                .harness
                .state()
                .tab::<GuessNumberTab>()
                .unwrap()
                .view()
                .table_view
                .cell_center(1, n)
                .expect("the corner drawn");
            drawn(t)
                .into_iter()
                .find(|(_, r)| r.contains(centre))
                .map(|(s, _)| s)
        };
        set_language(lang);
        let result = fill(
            gamedp::i18n::guess_number::tr().first_guess_is,
            &[("k", &k)],
        );
        let note = gamedp::i18n::quiz::tr().moves_after_play;
        let all = texts(&t);
        assert!(
            all.iter().any(|s| s == note),
            "{lang:?}: the line saying why"
        );
        assert!(
            !all.iter().any(|s| s.contains(&result)),
            "{lang:?}: the Result names the first guess before Play asks it"
        );
        assert_eq!(
            corner(&t),
            Some(cost.to_string()),
            "{lang:?}: dp[1][n] shows its cost, not its best guess"
        );
        let at = first_move(&mut t, GameKind::GuessNumber);
        assert_eq!(at, (1, n));
        set_language(lang);
        assert!(
            texts(&t).iter().any(|s| s.contains(&result)),
            "{lang:?}: the Result names the first guess once Play scored it"
        );
        assert_eq!(corner(&t), Some(k.to_string()), "{lang:?}: the best guess");
    }
}
