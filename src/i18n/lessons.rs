//! Texts of the lesson player (Help › Lessons and the lesson bar), English then Simplified
//! Chinese. The lessons' own texts are in their files (`assets/lessons/`).

crate::i18n::text_table! {
    LessonTexts, EN, ZH;
    menu_lessons: "Lessons…", "课程…";
    title: "Lessons", "课程";
    intro: "Each lesson walks through one idea while the app shows it. Back and Next (or the ← and → keys) move between the steps. Leave the lesson at any step to explore from what it shows; you can come back to it here.", "每节课讲解一个思路，同时由程序展示出来。用“上一步”“下一步”（或 ← 和 → 键）切换步骤。可以在任何一步离开课程，从当前展示的状态继续自己探索；之后可以在这里回到课程。";
    steps: "{n} steps", "{n} 步";
    start: "Start", "开始";
    continue_at: "Continue \"{title}\" at step {k} of {n}", "继续“{title}”：第 {k} 步，共 {n} 步";
    step_of: "Step {k} of {n}", "第 {k} 步，共 {n} 步";
    back: "◀ Back", "◀ 上一步";
    next: "Next ▶", "下一步 ▶";
    finish: "Finish", "完成";
    leave: "Leave the lesson", "离开课程";
    keys_tip: "The ← and → keys also go back and forward.", "也可以用 ← 和 → 键后退和前进。";
    leave_tip: "The tabs keep what the lesson shows; Help › Lessons brings you back to this step.", "各标签页保留课程当前展示的内容；可在“帮助 › 课程”中回到这一步。";
    set_aside: "Your own work in {tabs} is set aside while the lesson shows its examples.", "为展示课程的示例，你在 {tabs} 中的内容已暂时放到一边。";
    bring_back: "Bring my work back", "恢复我的内容";
    bring_back_tip: "Put your own scenario back into these tabs (the lesson's example is replaced).", "把你自己的场景放回这些标签页（替换课程的示例）。";
    forget: "Forget it", "不再保留";
    forget_tip: "Keep the lesson's examples and drop your set-aside work (it was saved in its file, or you do not need it).", "保留课程示例，丢弃暂存的内容（它已保存在文件中，或你不再需要它）。";
    unsaved_mark: "{tab} (unsaved)", "{tab}（未保存）";
    list_separator: ", ", "、";
    left: "You left \"{title}\" at step {k}.", "你在第 {k} 步离开了“{title}”。";
    resume: "Continue the lesson", "继续课程";
    dismiss_tip: "Hide this bar (Help › Lessons still offers both).", "隐藏此栏（“帮助 › 课程”中仍可操作）。";
    none: "The lessons could not be loaded: {msg}", "无法载入课程：{msg}";
    close: "Close", "关闭";
}

/// The table of the current language.
pub fn tr() -> &'static LessonTexts {
    <LessonTexts as crate::i18n::Localized>::current()
}
