//! Texts of Quiz mode as an exam: what shows in place of the views and results that would give
//! the answers away while the quiz is on (English, then Simplified Chinese).

crate::i18n::text_table! {
    ExamTexts, EN, ZH;
    locked: "Hidden during the quiz: this view shows the answers. Answer in {panes}, or turn Quiz mode off.", "测验进行中，此视图已隐藏：它会显示答案。请在{panes}中作答，或者关闭测验模式。";
    panes_sep: ", ", "、";
    panes_or: " or ", "或";
    panes_and: " and ", "和";
    turn_off: "Turn Quiz mode off", "关闭测验模式";
    play_gate: "Play opens when you have answered the start position ({question}).", "回答了起始局面（{question}）之后，对弈才会开放。";
    play_gate_go: "Go to that question", "去回答这道题";
    last_cell: "{cell}, the table's last question in its fill order", "{cell}，按填表顺序是表格的最后一题";
    quiz_off: "Quiz mode is off: every answer shows again.", "测验模式已关闭：所有答案重新显示。";
    quiz_on: "Quiz mode is on: answers stay hidden until you commit them.", "测验模式已开启：提交答案之前，答案都会隐藏。";
    guard_closed: "Quiz mode is scored in {tabs}. The {lab} can play the same games, and its answers would answer those questions, so it stays closed while they are scored.", "{tabs}的测验正在计分。{lab}能下那个游戏，它的答案就是那边测验的答案，所以计分期间这里暂不开放。";
    guard_open: "Open the {lab}: Quiz mode in {tabs} becomes practice (not scored)", "打开{lab}：{tabs}的测验改为练习（不计分）";
    practice_lab: "Practice: the {lab} was opened during this quiz, and it can show this scenario's answers, so it is not scored. New exercise gives a fresh one.", "练习：这次测验中打开过{lab}，它能显示这个局面的答案，所以不计分。点“新练习”换一道新题。";
    guard_opened: "The {lab} is open: Quiz mode in {tabs} is now practice (not scored). New exercise there gives a fresh one.", "{lab}已打开：{tabs}的测验改为练习（不计分）。在那里点“新练习”可换一道新题。";
    no_export: "Exports and copies of the table hold the answers: turn Quiz mode off first.", "导出和复制的表格含有答案：请先关闭测验模式。";
}

/// The table of the current language.
pub fn tr() -> &'static ExamTexts {
    <ExamTexts as crate::i18n::Localized>::current()
}

/// `names` as a list in the current language: "Table or Play", "Positions, Table or Play".
pub fn either(names: &[&str]) -> String {
    let t = tr();
    match names {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => format!("{}{}{last}", init.join(t.panes_sep), t.panes_or),
    }
}

/// `names` as a list of all of them in the current language: "Stone game and Guess Number
/// II", "A, B and C" (s1 stop 43: "Your quiz in A, B or C is scored" when all were).
pub fn all_of(names: &[&str]) -> String {
    let t = tr();
    match names {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => format!("{}{}{last}", init.join(t.panes_sep), t.panes_and),
    }
}

/// `text` without the aside at its end that states an example's answer during the quiz: "Long
/// game (53 moves)" → "Long game", "LeetCode 示例 1（平局）" → "LeetCode 示例 1".
pub fn without_aside(text: &str) -> &str {
    let trimmed = text.trim_end();
    let cut = if trimmed.ends_with(')') {
        trimmed.rfind('(')
    } else if trimmed.ends_with('）') {
        trimmed.rfind('（')
    } else {
        None
    };
    cut.map_or(text, |at| text[..at].trim_end())
}

/// An example's label as Quiz mode shows it: without the aside at its end
/// ([`without_aside`]: "[5,3,4,5] (877)" → "[5,3,4,5]") and without a leading LeetCode number
/// ("LeetCode 292: Nim Game" → "Nim Game", "LeetCode 292：Nim 游戏" → "Nim 游戏"): a student who
/// knows the problem would know its answer.
pub fn quiz_label(text: &str) -> &str {
    let text = without_aside(text);
    let Some(rest) = text.strip_prefix("LeetCode ") else {
        return text;
    };
    let rest = rest.trim_start_matches(|c: char| c.is_ascii_digit());
    match rest.strip_prefix(':').or_else(|| rest.strip_prefix('：')) {
        Some(name) if !name.trim().is_empty() && rest.len() < text.len() - 9 => name.trim_start(),
        _ => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_of_joins_with_and() {
        use crate::i18n::{Language, set_language};
        set_language(Language::English);
        assert_eq!(all_of(&["A", "B", "C"]), "A, B and C");
        assert_eq!(all_of(&["A"]), "A");
        assert_eq!(either(&["A", "B"]), "A or B");
        set_language(Language::Chinese);
        assert_eq!(all_of(&["甲", "乙", "丙"]), "甲、乙和丙");
        set_language(Language::English);
    }

    #[test]
    fn quiz_labels_carry_no_leetcode_number() {
        assert_eq!(quiz_label("[5,3,4,5] (877)"), "[5,3,4,5]");
        assert_eq!(quiz_label("[3,9,1,2]"), "[3,9,1,2]");
        assert_eq!(quiz_label("LeetCode 292: Nim Game"), "Nim Game");
        assert_eq!(quiz_label("LeetCode 292：Nim 游戏"), "Nim 游戏");
        assert_eq!(
            quiz_label("LeetCode 877: Stone Game (a scoring game)"),
            "Stone Game"
        );
        assert_eq!(quiz_label("LeetCode 913：猫和老鼠（平局）"), "猫和老鼠");
        assert_eq!(
            quiz_label("Kayles: a row of 10 pins"),
            "Kayles: a row of 10 pins"
        );
    }

    #[test]
    fn asides_are_cut_off() {
        assert_eq!(without_aside("Long game (53 moves)"), "Long game");
        assert_eq!(without_aside("LeetCode 示例 1（平局）"), "LeetCode 示例 1");
        assert_eq!(without_aside("Forced capture"), "Forced capture");
    }
}
