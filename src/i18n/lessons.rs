//! Texts of the lesson player (Help › Lessons and the lesson bar), English then Simplified
//! Chinese. The lessons' own texts are in their files (`assets/lessons/`).

crate::i18n::text_table! {
    LessonTexts, EN, ZH;
    menu_lessons: "Lessons…", "课程…";
    title: "Lessons", "课程";
    intro: "Each lesson walks through one idea while the app shows it. Back and Next (or the Page Up and Page Down keys) move between the steps. Leave the lesson at any step to explore from what it shows; you can come back to it here. If a lesson needs a tab that holds your own work, that work is set aside first (never replaced) and comes back when you finish or leave the lesson.", "每节课讲解一个思路，同时由程序展示出来。用“上一步”“下一步”（或 Page Up 和 Page Down 键）切换步骤。可以在任何一步离开课程，从当前展示的状态继续自己探索；之后可以在这里回到课程。如果课程要用到的标签页里有你自己的内容，会先把它暂时放到一边（不会被覆盖），完成或离开课程时再恢复。";
    steps: "{n} steps", "{n} 步";
    start: "Start", "开始";
    continue_at: "Continue \"{title}\" at step {k} of {n}", "继续“{title}”：第 {k} 步，共 {n} 步";
    step_of: "Step {k} of {n}", "第 {k} 步，共 {n} 步";
    back: "◀ Back", "◀ 上一步";
    next: "Next ▶", "下一步 ▶";
    finish: "Finish", "完成";
    leave: "Leave the lesson", "离开课程";
    keys_tip: "The Page Up and Page Down keys also go back and forward.", "也可以用 Page Up 和 Page Down 键后退和前进。";
    leave_tip: "Your own work set aside for the lesson comes back into its tabs; the other tabs keep what the lesson shows. Help › Lessons brings you back to this step.", "为课程暂时放到一边的内容会回到原来的标签页；其他标签页保留课程当前展示的内容。可在“帮助 › 课程”中回到这一步。";
    more_below: "↓ more below", "↓ 下面还有";
    more_below_tip: "The step's text goes on: scroll it.", "这一步的说明还没完，可以滚动查看。";
    try_exercise: "Try an exercise", "做一道练习";
    try_exercise_tip: "Finish the lesson and practise on a fresh small example of this game in Quiz mode.", "结束本课，在测验模式下用这个游戏的一个新的小例子练习。";
    set_aside: "Your own work in {tabs} is set aside while the lesson shows its examples.", "为展示课程的示例，你在 {tabs} 中的内容已暂时放到一边。";
    set_aside_after: "Your own work in {tabs} is still set aside.", "你在 {tabs} 中的内容仍暂时放在一边。";
    restored: "The lesson is finished: your own work is back in {tabs} (Undo shows the lesson's example again).", "课程完成：你在 {tabs} 中的内容已经恢复（撤销可再次显示课程示例）。";
    restored_left: "You left the lesson: your own work is back in {tabs} (Undo shows the lesson's example again).", "已离开课程：你在 {tabs} 中的内容已经恢复（撤销可再次显示课程示例）。";
    bring_back: "Bring my work back", "恢复我的内容";
    bring_back_tip: "Put your own scenario back into these tabs and leave the lesson (Help › Lessons continues it). Undo shows the lesson's example again.", "把你自己的场景放回这些标签页并离开课程（可在“帮助 › 课程”中继续）。撤销可再次显示课程示例。";
    forget: "Forget it", "不再保留";
    forget_tip: "Keep the lesson's examples and drop your set-aside work (it was saved in its file, or you do not need it).", "保留课程示例，丢弃暂存的内容（它已保存在文件中，或你不再需要它）。";
    unsaved_mark: "{tab} (unsaved)", "{tab}（未保存）";
    list_separator: ", ", "、";
    left: "You left \"{title}\" at step {k}.", "你在第 {k} 步离开了“{title}”。";
    resume: "Continue the lesson", "继续课程";
    dismiss_tip: "Hide this bar (Help › Lessons still offers both).", "隐藏此栏（“帮助 › 课程”中仍可操作）。";
    none: "The lessons could not be loaded: {msg}", "无法载入课程：{msg}";
    close: "Close", "关闭";
    unsaved_copies: "{tab} ({n} copies, unsaved)", "{tab}（{n} 份，未保存）";
    close_several: "Several unsaved copies of your work in one tab are set aside for the lessons: bring them back and save them, or forget them, then close again.", "同一标签页有多份未保存的内容被课程放到一边：请先恢复并保存，或选择不再保留，然后再关闭。";
}

/// The table of the current language.
pub fn tr() -> &'static LessonTexts {
    <LessonTexts as crate::i18n::Localized>::current()
}
