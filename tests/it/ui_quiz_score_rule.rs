//! Brief q30 item 2: the score counted a hinted answer like a wrong one ("Score 1/3" after
//! wrong, right, hinted) while the report said hinted is "neither right nor wrong". The bar
//! now shows right, hinted and wrong apart, the rule beside them, and By kind names the cells
//! missed and hinted. English and Chinese.
#![cfg(feature = "gui")]

use crate::common;

use common::{example, quiz_app, settle, shows, wait_until};
use egui_kittest::kittest::Queryable as _;
use gamedp::i18n::quiz::tr as quiz_tr;
use gamedp::i18n::{Language, fill, set_language};
use gamedp::quiz::{Kind, Verdict};
use gamedp::ui::stone::StoneTab;

#[test]
fn the_score_shows_right_hinted_and_wrong_apart_with_its_rule_and_by_kind_names_them() {
    for lang in [Language::English, Language::Chinese] {
        let mut t = quiz_app(example("stone-877-5-3-4-5.json"), lang);
        wait_until(&mut t.harness, 30, "solve", common::stone_solved);
        settle(&mut t.harness);
        {
            let quiz = &mut t
                .harness
                .state_mut()
                .tab_mut::<StoneTab>()
                .unwrap()
                .view_mut()
                .quiz;
            let name = |s: &'static str| move || s.to_string();
            quiz.settle_named(Kind::Cell, Verdict::Wrong, name("dp[1][2]"));
            quiz.settle_named(Kind::Cell, Verdict::Right, name("dp[0][1]"));
            quiz.settle_named(Kind::Cell, Verdict::Hinted, name("dp[0][2]"));
            quiz.settle_named(Kind::Cell, Verdict::Wrong, name("dp[1][3]"));
            quiz.settle_named(Kind::Cell, Verdict::Right, name("dp[2][3]"));
        }
        settle(&mut t.harness);
        set_language(lang);
        let q = quiz_tr();
        let line = fill(
            q.score,
            &[
                ("right", &2),
                ("hinted", &1),
                ("wrong", &2),
                ("streak", &1),
                ("best", &1),
            ],
        );
        assert!(shows(&t.harness, &line), "{lang:?}: {line:?}");
        assert!(
            shows(&t.harness, q.score_rule),
            "{lang:?}: the rule beside the score"
        );
        t.harness.get_by_label(q.by_kind).click();
        settle(&mut t.harness);
        set_language(lang);
        let wrong = fill(
            q.kind_wrong,
            &[("list", &["dp[1][2]", "dp[1][3]"].join(q.report_missed_sep))],
        );
        let hinted = fill(q.kind_hinted, &[("list", &"dp[0][2]")]);
        assert!(
            shows(&t.harness, &wrong),
            "{lang:?}: By kind lists {wrong:?}"
        );
        assert!(
            shows(&t.harness, &hinted),
            "{lang:?}: By kind lists {hinted:?}"
        );
    }
}
