//! Chinese punctuation: a Chinese text uses full-width "：" "，" "（" "）" "？" "！" next to Chinese words;
//! ASCII punctuation stays only in code, formulas and coordinates such as "(0, 1)" (issue 23).

use gamedp::i18n::all_tables;

fn is_cjk(c: char) -> bool {
    ('\u{4e00}'..='\u{9fff}').contains(&c)
        || ('\u{3000}'..='\u{303f}').contains(&c)
        || ('\u{ff00}'..='\u{ffef}').contains(&c)
}

/// The ASCII ':' ',' '(' ')' of `text` that sit against Chinese, and the ':' ',' glued to the
/// next word ("dp[1][1]:fir 3,sec 0"): ASCII ':' and ',' in Chinese prose are followed by a space.
fn bad_punctuation(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut bad = Vec::new();
    for (k, &c) in chars.iter().enumerate() {
        let prev = k.checked_sub(1).map(|p| chars[p]);
        let next = chars.get(k + 1).copied();
        let wrong = match c {
            ':' | ',' => {
                prev.is_some_and(is_cjk)
                    || next.is_some_and(|n| is_cjk(n) || n.is_alphabetic() || n == '{')
            }
            // "吗?" "猜中了!" "赢多少?(LeetCode 877)"
            '?' | '!' | ';' => prev.is_some_and(is_cjk) || next.is_some_and(is_cjk),
            // "老鼠到达食物." (an ellipsis "..." and "3.5" stay)
            '.' => {
                prev.is_some_and(|p| ('\u{4e00}'..='\u{9fff}').contains(&p))
                    || prev == Some('}') && next.is_none()
            }
            '(' => next.is_some_and(is_cjk) || prev.is_some_and(|p| p == '?'),
            ')' => prev.is_some_and(is_cjk),
            _ => false,
        };
        if wrong {
            let from = k.saturating_sub(8);
            let to = (k + 9).min(chars.len());
            bad.push(chars[from..to].iter().collect());
        }
    }
    bad
}

#[test]
fn the_checker_finds_what_the_student_found() {
    for text in [
        "dp[{i}][{j}]:fir {fir},sec {sec}",
        "你猜 {x}:{answer}。",
        "取左端,5",
        "电脑选了 3(必败)",
        "谁赢、赢多少?(LeetCode 877、486)",
        "保存修改吗?",
        "老鼠到达食物.",
        "{step} {end}.",
    ] {
        assert!(!bad_punctuation(text).is_empty(), "{text}");
    }
    for text in [
        "dp[{i}][{j}]：先手 {fir}，后手 {sec}",
        "格子 (0, 1)：max(3, 4)",
        "def moves(p):\n    return [p - 1]",
    ] {
        assert_eq!(bad_punctuation(text), Vec::<String>::new(), "{text}");
    }
}

#[test]
fn chinese_texts_use_full_width_punctuation() {
    let mut bad = Vec::new();
    // the Chinese of the Code pane's comments (issue 23)
    for kind in gamedp::games::GameKind::ALL {
        for (en, zh) in gamedp::code::listings(kind).zh_comments {
            for hit in bad_punctuation(zh) {
                bad.push(format!("{kind:?} comment {en:?}: …{hit}…"));
            }
        }
    }
    for table in all_tables() {
        for (key, text) in &table.chinese {
            for hit in bad_punctuation(text) {
                bad.push(format!("{}::{key}: …{hit}…", table.name));
            }
        }
    }
    for lesson in gamedp::lessons::all().expect("the lessons parse") {
        for hit in bad_punctuation(&lesson.title.zh) {
            bad.push(format!("{} title: …{hit}…", lesson.file));
        }
        for (n, step) in lesson.steps.iter().enumerate() {
            for hit in bad_punctuation(&step.text.zh) {
                bad.push(format!("{} step {}: …{hit}…", lesson.file, n + 1));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "ASCII punctuation in Chinese:\n{}",
        bad.join("\n")
    );
}

#[test]
fn one_name_for_the_strategy_tree() {
    // The Guess Number tab calls its view 策略树; lessons and notes use the same word.
    assert_eq!(gamedp::i18n::guess_number::ZH.view_tree, "策略树");
    for lesson in gamedp::lessons::all().expect("the lessons parse") {
        for step in &lesson.steps {
            assert!(
                !step.text.zh.contains("决策树"),
                "{}: {}",
                lesson.file,
                step.text.zh
            );
        }
    }
}

/// Issue 23 (q12 item 4): Chinese wordings a first-time reader found awkward or meaningless:
/// "轮到在那里走的一方" (say 在那里轮到走棋的一方), "拖得最久的是走到 3（1 步）" for a move that
/// loses at once, and "fir（先手）" ("fir" is the code's name: Chinese says 先手 / 后手 alone).
#[test]
fn chinese_avoids_the_wordings_students_stumbled_on() {
    // (大了 / 小了 say "you guessed too big / too small", the opposite of "higher" / "lower":
    // a teacher read the Guess Number figures backwards)
    // ("结果是 {worth}" read "结果是 在 10 轮到走的一方必败", a stray space before 在)
    let awkward = [
        "轮到在",
        "拖得最久的是",
        "fir（",
        "sec（",
        "大了",
        "小了",
        "是 {worth}",
    ];
    let mut bad = Vec::new();
    for table in all_tables() {
        for (key, text) in &table.chinese {
            for a in awkward {
                if text.contains(a) {
                    bad.push(format!("{}::{key}: {a}", table.name));
                }
            }
        }
    }
    for lesson in gamedp::lessons::all().expect("the lessons parse") {
        for (n, step) in lesson.steps.iter().enumerate() {
            for a in awkward {
                if step.text.zh.contains(a) {
                    bad.push(format!("{} step {}: {a}", lesson.file, n + 1));
                }
            }
        }
    }
    assert!(bad.is_empty(), "awkward Chinese:\n{}", bad.join("\n"));
    assert_eq!(gamedp::i18n::stone::ZH.mode_first, "先手");
    assert_eq!(gamedp::i18n::stone::ZH.mode_second, "后手");
    // a move that loses at once is said to lose at once, not called the longest defence
    assert!(gamedp::i18n::quiz::ZH.reason_loses_at_once.contains("立刻"));
    assert!(
        gamedp::i18n::quiz::EN
            .reason_loses_at_once
            .contains("loses at once")
    );
}

/// Issue 24 (t2 item 4): the Game Lab tab said a scoring game's value is "the first player's
/// total minus the other's", which misled a class on Stone Game V (1563), where only Alice
/// scores: it says it as the figures do, the points of the first player's moves minus those of
/// the second's, as the rules' points() gives them, in both languages.
#[test]
fn the_game_lab_value_is_said_as_the_figures_say_it() {
    use gamedp::i18n::{custom, figures};
    let (en, zh) = (custom::EN.value_is, custom::ZH.value_is);
    for old in ["total minus the other", "first player's total"] {
        assert!(!en.contains(old), "{en}");
    }
    assert!(!zh.contains("先手总分减后手总分"), "{zh}");
    // the figure's words after its "{v}:" / "{v}："
    let en_words = figures::EN.lab_scores.split("{v}: ").nth(1).unwrap();
    let zh_words = figures::ZH.lab_scores.split("{v}：").nth(1).unwrap();
    assert!(en.contains(en_words.trim_end_matches('.')), "{en}");
    assert!(zh.contains(zh_words.trim_end_matches('。')), "{zh}");
    assert!(en.contains("{v}") && zh.contains("{v}"));
}

/// A Chinese example name (a figure's title, the Examples menu) has no English word in it: the
/// names of games and sites ("Nim", "LeetCode", "Kayles") stay, a lower-case English word does
/// not ("井字棋（平局与 end）" stood on a slide, issue 24).
#[test]
fn chinese_example_names_have_no_english_words() {
    use gamedp::games::custom::examples::EXAMPLES;
    for example in EXAMPLES {
        let words: Vec<&str> = example
            .zh
            .split(|c: char| !c.is_ascii_alphabetic())
            .filter(|w| w.len() >= 2 && w.starts_with(|c: char| c.is_ascii_lowercase()))
            .collect();
        assert!(words.is_empty(), "{}: {words:?}", example.zh);
    }
}

/// Issue 24 (t2, wording): the texts of the Chinese figures (every view of every bundled example)
/// use full-width punctuation and no space between two Chinese words: "先手 总分: 9" stood on a
/// slide (say 先手总分：9), and "步 1: 先手 取 5 (右端)", "走过的路 (猫)", "1 = 先手, 2 = 后手",
/// "开局: (3, 4, 5)".
#[test]
fn chinese_figure_texts_use_full_width_punctuation() {
    use gamedp::figures::{Aspect, Options, Theme};
    let options = Options {
        language: gamedp::i18n::Language::Chinese,
        theme: Theme::Light,
        scale: 1.0,
        aspect: Aspect::Wide,
    };
    let han = |c: char| ('\u{4e00}'..='\u{9fff}').contains(&c);
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .filter(|n| n.ends_with(".json"))
        .collect();
    names.sort();
    let mut bad = std::collections::BTreeSet::new();
    for name in &names {
        let text = std::fs::read_to_string(dir.join(name)).unwrap();
        let game = gamedp::scenario::Scenario::from_value(serde_json::from_str(&text).unwrap())
            .unwrap()
            .game;
        for view in gamedp::figures::views(game.kind()) {
            let Ok(scenes) = gamedp::figures::scenes(&game, view.name, false, &options) else {
                continue;
            };
            for text in scenes[0].texts() {
                for hit in bad_punctuation(text) {
                    bad.insert(format!("{name} {}: …{hit}… in {text:?}", view.name));
                }
                let chars: Vec<char> = text.chars().collect();
                if chars
                    .windows(3)
                    .any(|w| han(w[0]) && w[1] == ' ' && han(w[2]))
                {
                    bad.insert(format!(
                        "{name} {}: a space between words in {text:?}",
                        view.name
                    ));
                }
            }
        }
    }
    assert!(
        bad.is_empty(),
        "{}",
        bad.into_iter().collect::<Vec<_>>().join("\n")
    );
}

/// Issue 24 (t2, wording): a Cat and Mouse game's last move ends in a sentence that starts with
/// a capital and ends with a full stop, as Cat and Mouse II's does ("Move 30 of 30: cat 5 → 7.
/// cat wins" stood on a slide).
#[test]
fn the_cat_and_mouse_game_ends_in_a_sentence() {
    use gamedp::figures::{Aspect, Options, Theme};
    let options = Options {
        language: gamedp::i18n::Language::English,
        theme: Theme::Light,
        scale: 1.0,
        aspect: Aspect::Wide,
    };
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("saves")
        .join("cat-mouse-naive-bound-b.json");
    let text = std::fs::read_to_string(path).unwrap();
    let game = gamedp::scenario::Scenario::from_value(serde_json::from_str(&text).unwrap())
        .unwrap()
        .game;
    let scene = gamedp::figures::scenes(&game, "game", false, &options)
        .unwrap()
        .remove(0);
    let words = scene.texts().join("|");
    assert!(
        words.contains("Move 30 of 30: cat 5 → 7. The cat wins."),
        "{words}"
    );
}

/// Issue 24 (t2, wording): the figures call the strategy tree what the Guess Number tab does,
/// 策略树 (the Export menu said 决策树, the figure's title 最优策略树).
#[test]
fn the_figures_name_the_strategy_tree_as_the_app_does() {
    let app = gamedp::i18n::guess_number::ZH.view_tree;
    assert_eq!(gamedp::i18n::figures::ZH.view_tree, app);
    assert_eq!(gamedp::i18n::figures::ZH.guess_tree, app);
    assert_eq!(
        gamedp::i18n::figures::ZH.floor,
        gamedp::i18n::cat_mouse_ii::ZH.tool_floor
    );
}

fn is_hanzi(c: char) -> bool {
    ('\u{4e00}'..='\u{9fff}').contains(&c)
}

/// English says its own words: no Chinese glossed into an English text ("First player (先手)",
/// "Diagonal by diagonal (斜着遍历)", "必败: the first player, to move, loses", "…: 必败."), in the
/// text tables and in the lessons (issue 23: a teacher read them as an inconsistent half
/// translation). Only the name of the Chinese interface itself is written in Chinese.
#[test]
fn english_texts_have_no_chinese_in_them() {
    let mut bad = Vec::new();
    for table in all_tables() {
        for (key, en) in &table.english {
            if en.chars().any(is_hanzi) && *en != "简体中文" {
                bad.push(format!("{}.{key}: {en}", table.name));
            }
        }
    }
    for lesson in gamedp::lessons::all().unwrap() {
        let en = gamedp::i18n::Language::English;
        for (k, step) in lesson.steps.iter().enumerate() {
            let text = step.text.get(en);
            if text.chars().any(is_hanzi) {
                bad.push(format!("{} step {}: {text}", lesson.id, k + 1));
            }
        }
        if lesson.title.get(en).chars().any(is_hanzi) {
            bad.push(format!("{} title", lesson.id));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// The Chinese lessons quote with “”, not ASCII quotes ("每个选择都是"我拿到的……"" in lesson 1),
/// and name the base case as the rest of the app does: 基本情况 (the panels said
/// "边界情况（base case）" beside the lessons' 基本情况).
#[test]
fn chinese_lessons_use_chinese_quotes_and_one_term_for_the_base_case() {
    let zh = gamedp::i18n::Language::Chinese;
    let mut bad = Vec::new();
    for lesson in gamedp::lessons::all().unwrap() {
        for (k, step) in lesson.steps.iter().enumerate() {
            let text = step.text.get(zh);
            if text.contains('"') {
                bad.push(format!(
                    "{} step {}: ASCII quotes in {text}",
                    lesson.id,
                    k + 1
                ));
            }
            if text.contains("边界情况") {
                bad.push(format!("{} step {}: 边界情况", lesson.id, k + 1));
            }
        }
    }
    for table in all_tables() {
        for (key, text) in &table.chinese {
            if text.contains("边界情况") {
                bad.push(format!("{}.{key}: {text} (say 基本情况)", table.name));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Lesson 2 step 3 says what Play shows: the row under Piles frames both even piles, the row
/// you take from frames only the pile to take now (it said both rows framed #0 and #2).
#[test]
fn lesson_2_step_3_says_which_row_frames_which_piles() {
    let lessons = gamedp::lessons::all().unwrap();
    let lesson = lessons.iter().find(|l| l.id == "stone-parity").unwrap();
    let en = lesson.steps[2].text.get(gamedp::i18n::Language::English);
    let zh = lesson.steps[2].text.get(gamedp::i18n::Language::Chinese);
    assert!(!en.contains("and in the row you take from"), "{en}");
    assert!(en.contains("the even pile to take now"), "{en}");
    assert!(!zh.contains("都有"), "{zh}");
    assert!(zh.contains("现在该拿的"), "{zh}");
}

/// Brief p23 item 4 (t1): prose says "≥" and "≤", not the code operators ">=" and "<=" ("The
/// computer wins: the total reached 11 >= 11.", "使 x >= 11"), in English and Chinese; only code
/// (a Game Lab program) keeps them.
#[test]
fn prose_uses_no_code_comparison_operators() {
    let mut bad = Vec::new();
    for table in all_tables() {
        for (key, text) in table.english.iter().chain(&table.chinese) {
            let code = text.contains("def ") || text.contains("return ");
            if !code && (text.contains(">=") || text.contains("<=")) {
                bad.push(format!("{}.{key}: {text:?}", table.name));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Brief p23 item 4 (t1): the stone table's colour choices name the players in words ("Colour
/// by: fir · sec · net = fir - sec" was cryptic); the code names stay in the tips' formulas.
#[test]
fn the_colour_choices_name_the_players_in_words() {
    let s = &gamedp::i18n::stone::EN;
    for text in [s.mode_first, s.mode_second, s.mode_net] {
        let words: Vec<&str> = text.split(|c: char| !c.is_alphanumeric()).collect();
        assert!(
            !words.contains(&"fir") && !words.contains(&"sec"),
            "{text:?} uses a code name"
        );
    }
    assert!(s.mode_first.contains("first") && s.mode_second.contains("second"));
}

/// s1 stop 42b (wording): the stone table's tooltip read "dp[1][1]: fir 9, sec 0, net 9", its
/// code names unexplained there; it names the players in words ("first 9, second 0, net 9" /
/// "先手分 9、后手分 0、净得 9").
#[test]
fn the_cell_tooltip_names_the_players_in_words() {
    let (en, zh) = (&gamedp::i18n::stone::EN, &gamedp::i18n::stone::ZH);
    for text in [en.cell_tooltip_values, en.cell_tooltip] {
        // (the placeholders {fir} and {sec} are not shown)
        let shown = text.replace("{fir}", "").replace("{sec}", "");
        let words: Vec<&str> = shown.split(|c: char| !c.is_alphanumeric()).collect();
        assert!(
            !words.contains(&"fir") && !words.contains(&"sec"),
            "{text:?} uses a code name"
        );
        assert!(
            text.contains("first {fir}, second {sec}, net {net}"),
            "{text:?}"
        );
    }
    for text in [zh.cell_tooltip_values, zh.cell_tooltip] {
        assert!(
            text.contains("先手分 {fir}、后手分 {sec}、净得 {net}"),
            "{text:?}"
        );
    }
}

/// Brief p23 item 4 (t1): a Can I Win tile's caption says it is about taking that number ("opponent
/// wins" on every tile read as a statement about the game).
#[test]
fn a_tile_says_what_taking_it_does() {
    let (en, zh) = (&gamedp::i18n::can_i_win::EN, &gamedp::i18n::can_i_win::ZH);
    for text in [en.tile_leaves_win, en.tile_leaves_loss] {
        assert!(text.contains("take it"), "{text:?}");
    }
    for text in [zh.tile_leaves_win, zh.tile_leaves_loss] {
        assert!(text.contains("选它"), "{text:?}");
    }
}

/// Brief p23 item 4 (t1): 913's Optimal game from a position where the game is already over
/// tells how it ended (the line above it says the game is over), instead of "The tokens are where the line starts. The mouse reached the hole: the
/// mouse wins." (a contradiction at the start); a line that starts in play keeps its sentence.
#[cfg(feature = "gui")]
#[test]
fn a_line_that_starts_over_says_so() {
    use gamedp::games::cat_mouse::{Ending, Position, Turn};
    use gamedp::ui::cat_mouse::move_text;
    for lang in [
        gamedp::i18n::Language::English,
        gamedp::i18n::Language::Chinese,
    ] {
        gamedp::i18n::set_language(lang);
        let t = gamedp::i18n::cat_mouse::tr();
        let over = Position {
            mouse: 0,
            cat: 2,
            turn: Turn::Cat,
        };
        let text = move_text(&[over], 0, Some(Ending::MouseInHole));
        assert!(!text.contains(t.line_start), "{lang:?}: {text:?}");
        assert!(text.contains(t.end_mouse_home), "{lang:?}: {text:?}");
        let start = Position {
            mouse: 1,
            cat: 2,
            turn: Turn::Mouse,
        };
        let next = Position {
            mouse: 0,
            cat: 2,
            turn: Turn::Cat,
        };
        assert_eq!(move_text(&[start, next], 0, None), t.line_start, "{lang:?}");
    }
    gamedp::i18n::set_language(gamedp::i18n::Language::English);
}

/// beside a Hanzi is filled with a Chinese name ("你在 猜数字大小 II 中的内容" at a projector).
#[test]
fn no_space_between_hanzi_even_around_a_filled_name() {
    let mut bad = Vec::new();
    let spaced = |s: &str| {
        let c: Vec<char> = s.chars().collect();
        c.windows(3)
            .any(|w| is_hanzi(w[0]) && w[1] == ' ' && is_hanzi(w[2]))
    };
    for table in all_tables() {
        for (key, text) in &table.chinese {
            if spaced(text) {
                bad.push(format!("{}::{key}: {text}", table.name));
            }
            // every placeholder filled with a Chinese name
            let mut filled = text.to_string();
            while let Some(open) = filled.find('{') {
                let Some(len) = filled[open..].find('}') else {
                    break;
                };
                let hole = filled[open..=open + len].to_string();
                if hole.len() < 3 || hole.contains(' ') || hole.contains('"') {
                    break;
                }
                let name = &hole[1..hole.len() - 1];
                filled = gamedp::i18n::fill(&filled, &[(name, &"猜数字大小")]);
            }
            if spaced(&filled) {
                bad.push(format!("{}::{key} filled: {filled}", table.name));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    assert_eq!(
        gamedp::i18n::fill("你在 {tabs} 中的内容", &[("tabs", &"猜数字大小 II")]),
        "你在猜数字大小 II 中的内容"
    );
    assert_eq!(
        gamedp::i18n::fill("Your work in {tabs} is", &[("tabs", &"Guess Number II")]),
        "Your work in Guess Number II is"
    );
}

/// ("局面 10 (起始局面)" at a projector), in the texts and where the app adds them.
#[test]
fn chinese_brackets_are_full_width() {
    use gamedp::i18n::{Language, aside, set_language};
    let mut bad = Vec::new();
    for table in all_tables() {
        for (key, text) in &table.chinese {
            let c: Vec<char> = text.chars().collect();
            for w in c.windows(2) {
                if w[0] == '(' && is_hanzi(w[1]) || is_hanzi(w[0]) && w[1] == ')' {
                    bad.push(format!("{}::{key}: {text}", table.name));
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    set_language(Language::Chinese);
    let c = gamedp::i18n::custom::tr();
    assert_eq!(
        format!("局面 10{}", aside(c.start_mark)),
        "局面 10（起始局面）"
    );
    // the Game Lab's tab of positions opens on their graph: its name says no "list"
    assert!(!c.view_positions.contains("列表"), "{}", c.view_positions);
    set_language(Language::English);
    let c = gamedp::i18n::custom::tr();
    assert_eq!(
        format!("position 10{}", aside(c.start_mark)),
        "position 10 (the start)"
    );
}

/// "points()").
#[test]
fn figure_texts_use_one_word_for_each_thing_and_no_software_instructions() {
    use gamedp::i18n::figures::{EN, ZH};
    let mut left = Vec::new();
    for (key, zh) in ZH.entries() {
        for old in [
            "和局",
            "平手",
            "净得分",
            "到结束",
            "不是局面",
            "从开局看",
            "最优猜法对最坏",
            "回答：",
        ] {
            if zh.contains(old) {
                left.push(format!("zh {key}: {old} in {zh}"));
            }
        }
        if zh == "和" {
            left.push(format!("zh {key}: 和 for a draw"));
        }
        if zh.contains('(') || zh.contains(')') {
            left.push(format!("zh {key}: a half-width bracket in {zh}"));
        }
        if zh.matches('：').count() > 1 {
            left.push(format!("zh {key}: two colons in {zh}"));
        }
    }
    for (key, en) in EN.entries() {
        // a colon after a word ("Final:"), not the score's " : "
        let colons = en
            .char_indices()
            .filter(|&(k, c)| c == ':' && !en[..k].ends_with(' '))
            .count();
        if colons > 1 {
            left.push(format!("en {key}: two colons in {en}"));
        }
        if en.contains(", answer:") {
            left.push(format!("en {key}: {en}"));
        }
    }
    for (lang, table) in [("en", &EN), ("zh", &ZH)] {
        for (key, text) in table.entries() {
            for software in ["gamedp", ".tex", ".md", "JSON", "points()", "--table"] {
                if text.contains(software) {
                    left.push(format!("{lang} {key}: {software} in {text}"));
                }
            }
        }
    }
    assert!(left.is_empty(), "{left:#?}");
    // the words chosen
    assert_eq!(ZH.draw, "平局");
    assert_eq!(ZH.lab_draw, "平");
    assert!(ZH.lab_draw_key.starts_with("平局："));
    assert!(ZH.lab_draws.starts_with("平局："));
    assert_eq!(ZH.lab_value, "净胜分");
    assert!(ZH.net_legend.contains("净胜分") && ZH.stone_table.contains("净胜分"));
    assert!(ZH.moves_note.contains("到终局的步数"));
    assert_eq!(ZH.not_a_position, "不可能的局面（猫不能进洞）");
    assert_eq!(ZH.start_outcome, "开局结果：{outcome}");
    assert_eq!(ZH.guess_game, "最坏情况下的最优猜法");
    assert_eq!(EN.final_score, "Final score {first} : {second} — {verdict}");
    assert_eq!(ZH.final_score, "最终 {first} : {second}，{verdict}");
    assert_eq!(
        EN.guess_step,
        "Guess {k}: {x} — {answer}. Spent {spent} of {cost}."
    );
}
