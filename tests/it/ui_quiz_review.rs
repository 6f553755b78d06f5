//! A quiz that teaches, issue 23 (helper q17): the set's report names the questions missed or
//! hinted and gives a takeaway (stone cells, Cat and Mouse positions), in both languages.
#![cfg(feature = "gui")]

use crate::common;

use common::{app_with, settle, wait_until};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gamedp::app::GamedpApp;
use gamedp::i18n::Language;

fn shows(h: &Harness<'static, GamedpApp>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

fn click(h: &mut Harness<'static, GamedpApp>, label: &str) {
    h.get_by_label(label).click();
    settle(h);
}

mod stone {
    use super::*;
    use gamedp::ui::stone::StoneTab;

    fn tab(app: &GamedpApp) -> &StoneTab {
        app.tab::<StoneTab>().expect("stone tab")
    }

    fn current(t: &common::TestApp) -> Option<(usize, usize)> {
        tab(t.harness.state()).view().table_view.quiz.current()
    }

    fn answer(t: &mut common::TestApp, text: &str) {
        t.harness
            .state_mut()
            .tab_mut::<StoneTab>()
            .unwrap()
            .view_mut()
            .table_view
            .quiz
            .input = text.to_string();
        click(&mut t.harness, "Check");
    }

    fn expected(t: &common::TestApp) -> Option<i64> {
        let tab = tab(t.harness.state());
        let (i, j) = tab.view().table_view.quiz.current()?;
        Some(tab.solved()?.table.as_ref()?.net(i, j))
    }

    /// The default row's six cells: the first answered wrong, the second hinted, the others
    /// right. The report names the two ("dp[0][1] (wrong), dp[1][2] (hinted)") and says which
    /// kind was most missed, with what to do; in Chinese too.
    #[test]
    fn the_report_names_the_cells_missed_and_gives_a_takeaway() {
        let mut t = app_with(None, Language::English);
        wait_until(&mut t.harness, 30, "solve", |a| tab(a).is_solved());
        settle(&mut t.harness);
        click(&mut t.harness, "Quiz mode");
        let mut names = Vec::new();
        let mut k = 0;
        while let Some((i, j)) = current(&t) {
            assert!(k < 6, "more than six cells");
            if tab(t.harness.state()).view().quiz.tally.report.is_some() {
                break;
            }
            match k {
                0 => {
                    answer(&mut t, "9999");
                    names.push(format!("dp[{i}][{j}] (wrong)"));
                    let mut hints = 0;
                    while !shows(&t.harness, "Next cell") {
                        assert!(hints < 4);
                        click(&mut t.harness, "Hint (counts)");
                        hints += 1;
                    }
                    click(&mut t.harness, "Next cell");
                }
                1 => {
                    click(&mut t.harness, "Hint (counts)");
                    names.push(format!("dp[{i}][{j}] (hinted)"));
                    let v = expected(&t).unwrap();
                    answer(&mut t, &v.to_string());
                }
                _ => {
                    let v = expected(&t).unwrap();
                    answer(&mut t, &v.to_string());
                }
            }
            k += 1;
        }
        assert!(
            tab(t.harness.state()).view().quiz.tally.report.is_some(),
            "no report"
        );
        let line = format!("Look again at: {}.", names.join(", "));
        assert!(shows(&t.harness, &line), "missing {line:?}");
        assert!(shows(
            &t.harness,
            "Takeaway: most missed were Table cells (2 of 6)."
        ));
        assert!(shows(&t.harness, "find the cells its recurrence reads"));
        click(&mut t.harness, "简体中文");
        let zh: Vec<String> = names
            .iter()
            .map(|n| {
                n.replace(" (wrong)", "（答错）")
                    .replace(" (hinted)", "（借助提示）")
            })
            .collect();
        let line = format!("值得再看一遍：{}。", zh.join("、"));
        assert!(shows(&t.harness, &line), "missing {line:?}");
        assert!(shows(
            &t.harness,
            "要点：错得最多的是表格格子（6 题中 2 题）。"
        ));
    }
}
