//! Checks of a lesson: both languages in every step, and every scenario, view, cell, position,
//! fill step, pile, node and used-set a step names exists.

use crate::scenario::Scenario;

use super::{Lesson, Step, pointers, views};

/// What is wrong with a lesson file.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum LessonError {
    #[error("lesson {file}: {message}")]
    Syntax { file: &'static str, message: String },
    #[error("lesson {file}, step {step}: {message}")]
    Step {
        file: &'static str,
        step: usize,
        message: String,
    },
    #[error("lesson {file}: {message}")]
    Lesson { file: &'static str, message: String },
}

/// Check a whole lesson.
pub fn check(lesson: &Lesson) -> Result<(), LessonError> {
    let whole = |message: &str| LessonError::Lesson {
        file: lesson.file,
        message: message.to_string(),
    };
    if lesson.id.trim().is_empty() {
        return Err(whole("no id"));
    }
    if lesson.title.en.trim().is_empty() || lesson.title.zh.trim().is_empty() {
        return Err(whole("the title needs both en and zh"));
    }
    if lesson.steps.is_empty() {
        return Err(whole("no steps"));
    }
    for (k, step) in lesson.steps.iter().enumerate() {
        check_step(step).map_err(|message| LessonError::Step {
            file: lesson.file,
            step: k + 1,
            message,
        })?;
    }
    Ok(())
}

fn check_step(step: &Step) -> Result<(), String> {
    if step.text.en.trim().is_empty() {
        return Err("the English text is empty".into());
    }
    if step.text.zh.trim().is_empty() {
        return Err("the Chinese text is empty".into());
    }
    let scenario =
        Scenario::from_value(step.scenario.clone()).map_err(|e| format!("scenario: {e}"))?;
    if scenario.game.kind() != step.game {
        return Err(format!(
            "the scenario is a {} game on the {} tab",
            scenario.game.kind().name(),
            step.game.name()
        ));
    }
    if let Some(view) = &step.view
        && !views(step.game).contains(&view.as_str())
    {
        return Err(format!(
            "the {} tab has no view \"{view}\" (it has {})",
            step.game.name(),
            views(step.game).join(", ")
        ));
    }
    // the size of the game's table and what its cells, piles or nodes are numbered from
    let can = pointers(&scenario.game);
    let (size, first) = (can.size, can.first);
    let interval_table = can.interval_table;
    if let Some([i, j]) = step.cell {
        if !interval_table {
            return Err(format!("the {} tab has no table cells", step.game.name()));
        }
        let last = first + size - 1;
        if !(first <= i && i <= j && j <= last) {
            return Err(format!(
                "cell [{i}, {j}] is not in the table ({first} <= i <= j <= {last})"
            ));
        }
    }
    if let Some(k) = step.fill_step {
        if !interval_table {
            return Err(format!("the {} tab has no fill order", step.game.name()));
        }
        let cells = size * (size + 1) / 2;
        if k == 0 || k > cells {
            return Err(format!("fill step {k} is not in 1..={cells}"));
        }
    } else if step.fill_order.is_some() {
        return Err("a fill order without a fill step".into());
    }
    if let Some(p) = step.position {
        let Some(n) = can.position_nodes else {
            return Err(format!("the {} tab has no positions", step.game.name()));
        };
        if p.mouse >= n || p.cat >= n {
            return Err(format!(
                "position (mouse {}, cat {}) names a node beyond {}",
                p.mouse,
                p.cat,
                n - 1
            ));
        }
        if p.cat == 0 {
            return Err("the cat is never in the hole (node 0)".into());
        }
    }
    if !step.highlight.is_empty() {
        if !can.highlights {
            return Err(format!("the {} tab highlights nothing", step.game.name()));
        }
        if let Some(h) = step
            .highlight
            .iter()
            .find(|&&h| h < first || h >= first + size)
        {
            return Err(format!(
                "highlight {h} is not in {first}..={}",
                first + size - 1
            ));
        }
    }
    if let Some(mask) = step.mask {
        let Some(max_choosable) = can.used_sets else {
            return Err(format!("the {} tab has no used-sets", step.game.name()));
        };
        if max_choosable < 64 && mask >> max_choosable != 0 {
            return Err(format!(
                "mask {mask} uses a number above max_choosable {max_choosable}"
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::{all, parse};
    use super::*;

    #[test]
    fn every_bundled_lesson_reads_and_checks() {
        let lessons = all().expect("the bundled lessons");
        assert!(lessons.len() >= 7);
        let mut ids: Vec<&str> = lessons.iter().map(|l| l.id.as_str()).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), lessons.len(), "lesson ids are unique");
        for l in &lessons {
            assert!(l.steps.len() >= 3, "{} has {} steps", l.file, l.steps.len());
        }
    }

    #[test]
    fn every_game_has_a_lesson() {
        let lessons = all().unwrap();
        for kind in crate::games::GameKind::ALL {
            assert!(
                lessons
                    .iter()
                    .any(|l| l.steps.iter().any(|s| s.game == kind)),
                "{kind:?}"
            );
        }
    }

    fn one_step(extra: &str) -> Result<Lesson, LessonError> {
        let text = format!(
            "id = \"t\"\ntitle = {{ en = \"T\", zh = \"T\" }}\n[[steps]]\n{extra}\nen = \"a\"\nzh = \"甲\"\n"
        );
        parse("test.toml", &text)
    }

    const STONE: &str = "tab = \"stone\"\nscenario = { game = \"stone\", piles = [3, 9, 1, 2] }";

    #[test]
    fn a_step_pointing_at_nothing_is_refused() {
        assert!(one_step(STONE).is_ok());
        assert!(one_step(&format!("{STONE}\ncell = [0, 3]")).is_ok());
        let bad = [
            (format!("{STONE}\ncell = [0, 4]"), "cell [0, 4]"),
            (format!("{STONE}\ncell = [2, 1]"), "cell [2, 1]"),
            (format!("{STONE}\nview = \"tree\""), "no view \"tree\""),
            (format!("{STONE}\nfill_step = 11"), "fill step 11"),
            (format!("{STONE}\nhighlight = [4]"), "highlight 4"),
            (format!("{STONE}\nmask = 1"), "no used-sets"),
            ("tab = \"chess\"".to_string(), "unknown tab"),
            (
                "tab = \"stone\"\nscenario = { game = \"stone\", piles = [] }".to_string(),
                "scenario:",
            ),
            (
                "tab = \"stone\"\nscenario = { game = \"guess_number\", n = 3 }".to_string(),
                "on the stone tab",
            ),
            (
                "tab = \"cat_mouse\"\nscenario = { game = \"cat_mouse\", graph = [[1], [0, 2], [1]] }\nposition = { mouse = 1, cat = 3, turn = \"cat\" }".to_string(),
                "beyond 2",
            ),
            (
                "tab = \"can_i_win\"\nscenario = { game = \"can_i_win\", max_choosable = 3, desired_total = 5 }\nmask = 8".to_string(),
                "above max_choosable",
            ),
        ];
        for (text, needle) in bad {
            let err = one_step(&text).expect_err(&text).to_string();
            assert!(err.contains(needle), "{text}: {err}");
            assert!(err.contains("step 1") || err.contains("unknown"), "{err}");
        }
    }

    #[test]
    fn a_missing_language_is_refused() {
        let text = "id = \"t\"\ntitle = { en = \"T\", zh = \"T\" }\n[[steps]]\ntab = \"stone\"\nscenario = { game = \"stone\", piles = [1] }\nen = \"a\"\n";
        assert!(parse("t.toml", text).is_err());
        let text = "id = \"t\"\ntitle = { en = \"T\", zh = \"T\" }\n[[steps]]\ntab = \"stone\"\nscenario = { game = \"stone\", piles = [1] }\nen = \"a\"\nzh = \"  \"\n";
        let err = parse("t.toml", text).unwrap_err().to_string();
        assert!(err.contains("Chinese"), "{err}");
    }

    #[test]
    fn steps_inherit_the_tab_and_scenario() {
        let text = "id = \"t\"\ntitle = { en = \"T\", zh = \"T\" }\n[[steps]]\ntab = \"stone\"\nscenario = { game = \"stone\", piles = [1, 2] }\nen = \"a\"\nzh = \"甲\"\n[[steps]]\ncell = [0, 1]\nen = \"b\"\nzh = \"乙\"\n";
        let l = parse("t.toml", text).unwrap();
        assert_eq!(l.steps[1].game, crate::games::GameKind::Stone);
        assert_eq!(l.steps[1].scenario["piles"], serde_json::json!([1, 2]));
    }

    #[test]
    fn a_scenario_title_in_both_languages_is_given_in_the_language_shown() {
        use crate::i18n::Language;
        let text = "id = \"t\"\ntitle = { en = \"T\", zh = \"T\" }\n[[steps]]\ntab = \"stone\"\nscenario = { game = \"stone\", title = { en = \"A row\", zh = \"一排\" }, piles = [1, 2] }\nen = \"a\"\nzh = \"甲\"\n[[steps]]\ncell = [0, 1]\nen = \"b\"\nzh = \"乙\"\n[[steps]]\nscenario = { game = \"stone\", title = \"Plain\", piles = [3] }\nen = \"c\"\nzh = \"丙\"\n";
        let l = parse("t.toml", text).unwrap();
        for k in [0, 1] {
            // the second step inherits the scenario and its titles
            assert_eq!(l.steps[k].scenario["title"], "A row", "the file's form");
            assert_eq!(l.steps[k].scenario_in(Language::English)["title"], "A row");
            assert_eq!(l.steps[k].scenario_in(Language::Chinese)["title"], "一排");
            assert_eq!(
                l.steps[k].scenario_in(Language::Chinese)["piles"],
                serde_json::json!([1, 2])
            );
        }
        // a plain title is the same in both
        assert_eq!(l.steps[2].scenario_in(Language::Chinese)["title"], "Plain");
        // a title table needs both languages
        let bad = text.replace(", zh = \"一排\"", "");
        let err = parse("t.toml", &bad).unwrap_err().to_string();
        assert!(err.contains("title"), "{err}");
    }
}
