//! Texts of the Code pane, shared by every tab (English, then Simplified Chinese). What a tab's
//! caption says of its own game is in the game's table (`code_*` keys).

crate::i18n::text_table! {
    CodeTexts, EN, ZH;
    title: "Code", "代码";
    menu_toggle: "Code beside the table", "在表格旁显示代码";
    menu_toggle_present: "Code in place of the views", "用代码代替视图显示";
    menu_toggle_tip: "The reference solution in Python, C++ or Java, with the lines that compute what the view shows highlighted.", "Python、C++ 或 Java 的参考解法，并高亮计算当前视图内容的代码行。";
    close_tip: "Close the Code pane ({key})", "关闭代码窗格（{key}）";
    copy: "Copy", "复制";
    copy_tip: "Copy the whole listing to the clipboard.", "把整段代码复制到剪贴板。";
    copied: "Copied the {lang} listing ({lines} lines) to the clipboard.", "已把 {lang} 代码（{lines} 行）复制到剪贴板。";
    only_in: "This game's listing is in {lang} only.", "这个游戏的代码只有 {lang} 版本。";
    line: "Line {n}: {text}", "第 {n} 行：{text}";
    line_highlighted: "Line {n}, highlighted: {text}", "第 {n} 行（高亮）：{text}";
    side_hidden: "The window is narrow: the side panel comes back when the code is closed.", "窗口较窄：关闭代码后侧栏会重新出现。";
    quiz_hidden: "(which way it goes is hidden in Quiz mode)", "（测验模式下不显示结果）";
}

/// The table of the current language.
pub fn tr() -> &'static CodeTexts {
    <CodeTexts as crate::i18n::Localized>::current()
}

#[cfg(test)]
mod tests {
    /// Help › How to use names the Code pane, by its menu item, and its shortcut, in both
    /// languages.
    #[test]
    fn the_help_names_the_code_pane_and_its_shortcut() {
        for (help, code) in [
            (crate::i18n::texts::EN.help_text, super::EN.menu_toggle),
            (crate::i18n::texts::ZH.help_text, super::ZH.menu_toggle),
        ] {
            assert!(help.contains(code), "{code}");
            assert!(help.contains("Ctrl+Shift+C"));
        }
    }
}
