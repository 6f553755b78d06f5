//! The text table: one line per message, English then Simplified Chinese.
//!
//! Terms follow the seed articles: 先手 / 后手 (the player who moves first / second),
//! 必胜 / 必败 / 必和 (forced win / loss / draw), 状态转移方程 (the recurrence),
//! 斜着遍历 (filling the table diagonal by diagonal).

/// Keys whose Chinese text is deliberately the same as the English one (symbols, names).
#[cfg(test)]
pub(super) const SAME_IN_BOTH: &[&str] = &[
    "ok",
    "unsaved_item",
    "rules_hint",
    "col_id",
    "cell",
    "lab_empty",
    "cm_hint2_line",
];

crate::i18n::text_table! {
    Texts, EN, ZH;
    // ---- menus ---------------------------------------------------------------------------
    // between a label and its value ("Wrong positions: 14 of 180", "判错的局面：180 个中有 14 个")
    colon: ": ", "：";
    list_sep: ", ", "、";
    menu_file: "File", "文件";
    menu_new: "New", "新建";
    menu_open: "Open…", "打开…";
    menu_recent: "Open recent", "最近打开";
    menu_recent_none: "No recent files", "没有最近的文件";
    menu_recent_hidden: "Recent file {k} (its name is hidden during the quiz)", "最近的文件 {k}（测验期间隐藏文件名）";
    menu_recent_hidden_tip: "File names often give the answer: they are hidden while Quiz mode is on.", "文件名常常透露答案：测验模式开启时会隐藏。";
    menu_recent_clear: "Clear the list", "清空列表";
    menu_save: "Save", "保存";
    menu_save_as: "Save as…", "另存为…";
    menu_export: "Export…", "导出…";
    menu_quit: "Quit", "退出";
    menu_view: "View", "视图";
    menu_edit: "Edit", "编辑";
    menu_copy_latex: "Copy table as LaTeX", "把表格复制为 LaTeX";
    menu_copy_markdown: "Copy table as Markdown", "把表格复制为 Markdown";
    menu_copy_tip: "The same text as File › Export › Figure for slides › table (.tex / .md)", "与“文件 › 导出 › 幻灯片图形 › 表格（.tex / .md）”的文字相同";
    copied_table: "Copied the table as {format} ({lines} lines) to the clipboard.", "已把表格以 {format} 格式复制到剪贴板（{lines} 行）。";
    menu_solve: "Solver", "求解器";
    menu_solve_now: "Solve now", "立即求解";
    menu_cancel_solve: "Cancel the solve", "取消求解";
    menu_dark: "Dark theme", "深色主题";
    menu_presentation: "Presentation", "演示模式";
    menu_presentation_tip: "Large text, thick lines and a light theme for a projector.", "大号文字、粗线条和浅色主题，适合投影。";
    menu_auto_solve: "Solve automatically", "自动求解";
    menu_auto_solve_tip: "Solve small inputs again after every edit; big ones wait for the Solve button.", "输入较小时，每次编辑后自动重新求解；输入较大时等待点击“求解”。";
    menu_language: "Language", "语言";
    menu_help: "Help", "帮助";
    menu_how_to: "How to use gamedp", "使用说明";
    menu_about: "About gamedp", "关于 gamedp";
    export_solved_json: "Solved scenario (JSON)", "求解后的场景（JSON）";
    export_solved_json_table: "Solved scenario with the DP table (JSON)", "求解后的场景，含 DP 表（JSON）";
    export_table_csv: "DP table (CSV)", "DP 表（CSV）";
    export_heatmap_png: "Heatmap picture (PNG)", "热力图图片（PNG）";
    export_picture_png: "Picture (PNG)", "图片（PNG）";
    menu_export_figure: "Figure for slides", "幻灯片图形";
    export_figure_svg: "SVG (vector, editable text)", "SVG（矢量，文字为字形轮廓）";
    export_figure_colours: "Colours:", "配色：";
    export_figure_light: "light", "浅色";
    export_figure_dark: "dark", "深色";
    export_figure_shape: "Shape:", "比例：";
    export_figure_png: "PNG (2×)", "PNG（2 倍）";
    export_figure_gif: "animated GIF", "GIF 动画";
    export_figure_tex: "LaTeX table (xcolor)", "LaTeX 表格（xcolor）";
    export_figure_md: "Markdown table", "Markdown 表格";
    export_not_available: "This export is not available for this game.", "该游戏不支持此导出。";

    // ---- common words ----------------------------------------------------------------------
    ok: "OK", "确定";
    cancel: "Cancel", "取消";
    save: "Save", "保存";
    dont_save: "Don't save", "不保存";
    discard: "Discard", "丢弃";
    recover: "Recover", "恢复";
    dismiss: "Dismiss", "关闭提示";
    undo: "↶ Undo", "↶ 撤销";
    redo: "↷ Redo", "↷ 重做";
    presets: "Examples", "示例";
    choose: "Choose…", "选择…";
    seed: "Seed", "随机种子";
    solve: "Solve", "求解";
    solve_again: "Try again", "重试";
    solving: "Solving…", "正在求解…";
    solve_cancelled: "The solve was cancelled.", "求解已取消。";
    title_hidden_quiz: "hidden while Quiz mode is on", "测验模式下隐藏";
    file_hidden_quiz: "{game} file (its name is hidden during the quiz)", "“{game}”文件（测验期间隐藏文件名）";
    notes_hidden_quiz: "The notes are hidden while Quiz mode is on (they may give answers away).", "测验模式下隐藏说明（其中可能含有答案）。";
    no_such_view: "This tab has no view \"{name}\" (its views: {views}).", "这个标签页没有视图“{name}”（可用的视图：{views}）。";
    solved_on_request: "Solved ({ms} ms).", "求解完成（{ms} 毫秒）。";
    already_solved: "Already solved: the result shown is for this content.", "已经求解过：显示的结果就是当前输入的结果。";
    not_solved_yet: "Not solved yet.", "尚未求解。";
    side_unfold: "Show the side panel: the editor and the whole result", "显示侧栏：编辑器和完整结果";
    side_fold: "« Hide the side panel", "« 收起侧栏";
    view_more: "More ▼", "更多 ▼";
    view_more_tip: "The views that do not fit on the row", "这一行放不下的视图";
    side_fold_tip: "Presentation mode: give the views the whole width; the answer stays above them", "演示模式：把整个宽度留给视图，答案仍显示在视图上方";
    results_outdated: "These results are for the row before your last edit.", "这些结果对应的是上次编辑之前的输入。";
    play: "Play", "播放";
    pause: "Pause", "暂停";
    step: "step", "步";
    step_back: "Step back", "后退一步";
    step_forward: "Step forward", "前进一步";
    to_start: "To the start", "回到开头";
    to_end: "To the end", "跳到结尾";
    new_game: "New game", "新对局";
    hint: "Hint", "提示";
    you: "You", "你";
    computer: "Computer", "电脑";
    computer_thinking: "The computer is thinking…", "电脑正在思考…";
    you_win: "You win", "你赢了";
    computer_wins: "The computer wins", "电脑获胜";
    ready: "Ready.", "就绪。";
    untitled: "Untitled", "未命名";
    file_edited: "changed from {file}, not saved", "由 {file} 改动，未保存";
    path: "Path:", "路径：";

    // ---- documents and files ---------------------------------------------------------------
    scenario_title: "Title:", "标题：";
    scenario_title_hint: "A title for this scenario", "为这个场景起个标题";
    scenario_notes: "Notes", "备注";
    scenario_notes_hint: "Notes for students, sources, what to look at…", "写给学生的说明、出处、要观察的地方……";
    title_auto_tip: "Follows the data until you write your own title.", "在你自己写标题之前，标题随数据自动更新。";
    notes_set_aside: "The notes of the loaded example describe other data, so they are set aside while the data differs (undo brings them back).", "所载入示例的备注描述的是另一组数据，数据不同时这些备注会被搁置（撤销即可恢复）。";
    notes_restore: "Keep them anyway", "仍然保留";
    opening: "Opening {path}…", "正在打开 {path}…";
    opened: "Opened {path}.", "已打开 {path}。";
    saved_to: "Saved to {path}.", "已保存到 {path}。";
    exported_to: "Exported to {path}.", "已导出到 {path}。";
    open_failed: "Could not open the file", "无法打开文件";
    file_failed: "The file operation failed", "文件操作失败";
    file_working: "Working on a file…", "正在处理文件…";
    nothing_lost: "Nothing was changed: the open scenario is as it was.", "没有任何改动：当前打开的场景保持原样。";
    game_not_available: "This version has no tab for the game \"{game}\".", "此版本没有“{game}”游戏的标签页。";
    drop_not_json: "Only .json scenario files can be dropped here: {path}", "只能拖入 .json 场景文件：{path}";
    dialog_already_open: "A file dialog is already open.", "已经有一个文件对话框打开着。";
    unsaved_title: "Save your changes?", "保存修改吗？";
    unsaved_text: "There are unsaved changes in {items}. If you don't save, they are lost.", "{items} 中有未保存的修改。如果不保存，这些修改将会丢失。";
    unsaved_item: "{tab} ({file})", "{tab}({file})";
    path_entry_title: "Type a path", "输入路径";
    path_entry_late: "No file dialog has answered for a few seconds; it may not have appeared. If it is open, use it; otherwise type the file's path here:", "文件对话框几秒内没有响应，可能根本没有出现。如果它已打开，请在对话框中选择；否则请在这里输入文件路径：";
    path_entry_text: "This system has no file dialog (install xdg-desktop-portal-gtk or zenity to get one). Type the file's path instead:", "此系统没有可用的文件对话框（可安装 xdg-desktop-portal-gtk 或 zenity）。请直接输入文件路径：";
    replace_title: "Replace the file?", "替换文件吗？";
    replace_text: "{path} already exists. Do you want to replace it?", "{path} 已存在。要替换它吗？";
    replace: "Replace", "替换";
    save_read_only: "{path} is read-only: it was not replaced, and your work is still unsaved.", "{path} 是只读文件：没有替换它，你的工作仍未保存。";
    save_not_permitted: "{path} may not be written by you (it belongs to another user, or the system refuses): it was not replaced, and your work is still unsaved.", "你没有写入 {path} 的权限（它属于其他用户，或系统拒绝写入）：没有替换它，你的工作仍未保存。";
    changed_on_disk_title: "Changed by someone else", "文件已被他人修改";
    changed_on_disk_text: "{path} was changed by another program or window since you opened or saved it here. What is in this tab is not saved there.", "自从你在这里打开或保存 {path} 之后，它已被其他程序或窗口修改。本标签页中的内容没有保存到该文件中。";
    reload: "Reload", "重新载入";
    reload_tip: "Open the file as it is now; this tab's version is dropped (Ctrl+Z brings it back).", "载入文件现在的内容；本标签页的版本会被替换（Ctrl+Z 可以找回）。";
    overwrite: "Overwrite", "覆盖";
    overwrite_tip: "Save this tab's version over the file; the other version is replaced.", "用本标签页的版本覆盖该文件；另一个版本会被替换。";
    recover_title: "Recover unsaved work?", "恢复未保存的工作？";
    recover_text: "gamedp did not close properly last time. This unsaved work was kept:", "gamedp 上次没有正常关闭。以下未保存的工作已被保留：";
    recovered: "Recovered {what}; it is not saved yet.", "已恢复 {what}；它还没有保存。";
    recover_count: "Pieces of unsaved work: {n}. Recover brings back every one.", "未保存的工作共 {n} 份。“恢复”会把它们全部找回。";
    recover_set_aside: " (set aside for a lesson)", "（为课程暂存）";
    recovered_several: "Recovered {n} pieces of unsaved work, not saved yet; {k} of them are set aside beside their tab (the bar at the bottom brings them back).", "已恢复 {n} 份未保存的工作（尚未保存）；其中 {k} 份暂存在其标签页旁（底部的提示栏可以把它们找回）。";
    not_autosaved: "Not autosaved: {why}. Your work is only in this window; gamedp keeps trying.", "未能自动保存：{why}。你的工作目前只在这个窗口中；gamedp 会继续重试。";
    not_autosaved_title: "not autosaved: {why}", "未自动保存：{why}";
    autosave_disk_full: "disk full", "磁盘已满";
    autosave_no_permission: "no permission to write the data folder", "没有写入数据文件夹的权限";

    // ---- errors ----------------------------------------------------------------------------
    err_too_big: "Too big: {what} needs {need} {unit}; the limit is {limit} {unit}.", "规模太大：{what} 需要 {need} {unit}，上限为 {limit} {unit}。";
    err_invalid: "Invalid input: {msg}", "输入无效：{msg}";
    err_panic: "Internal error in the solver ({msg}). The app keeps running; please report it.", "求解器内部错误（{msg}）。程序仍在正常运行，请报告此问题。";
    // reading a scenario file (the app's words; `gamedp solve` keeps its English lines)
    ferr_read: "cannot read {path}: {reason}", "无法读取 {path}：{reason}";
    ferr_no_such_file: "no such file", "文件不存在";
    ferr_denied: "permission denied", "没有读取权限";
    ferr_folder: "it is a folder, not a file", "这是文件夹，不是文件";
    ferr_too_big: "{path}: the file is {size} bytes, more than the {limit} bytes a scenario may have", "{path}：文件有 {size} 字节，超过了场景文件的上限 {limit} 字节";
    ferr_not_text: "not a text file: {path}: invalid UTF-8 at byte {at}", "不是文本文件：{path}：第 {at} 字节处不是有效的 UTF-8";
    ferr_json: "malformed JSON: {msg}", "JSON 格式错误：{msg}";
    ferr_truncated: " (is the file truncated?)", "（文件是不是不完整？）";
    ferr_too_many_values: "the file holds about {values} JSON values, more than the {max} a scenario may have", "文件中约有 {values} 个 JSON 值，超过了场景文件的上限 {max} 个";
    ferr_duplicate_top: "duplicate key \"{key}\" in the top-level object", "顶层对象中的键“{key}”重复";
    ferr_duplicate_in: "duplicate key \"{key}\" in {object}", "{object} 中的键“{key}”重复";
    ferr_not_object: "a scenario must be a JSON object, found {found}", "场景必须是 JSON 对象，而这里是 {found}";
    ferr_missing_game: "missing field \"game\"", "缺少字段“game”";
    ferr_unknown_game: "game: unknown game \"{shown}\" (expected one of: {names})", "game：未知的游戏“{shown}”（应为以下之一：{names}）";
    ferr_newer: "this file was written by a newer gamedp (format version {found}); this one reads versions up to {version}", "此文件由更新版本的 gamedp 写出（格式版本 {found}）；本版本最多读取到版本 {version}";
    ferr_missing: "missing field \"{field}\" (required for game \"{game}\")", "缺少字段“{field}”（游戏“{game}”必需）";
    ferr_type: "{field}: expected {expected}, found {found}", "{field}：应为{expected}，实际是 {found}";
    ferr_not_i64: "{field}: {text} does not fit in a 64-bit signed integer (at most {max})", "{field}：{text} 超出 64 位有符号整数范围（最大 {max}）";
    ferr_inexact: "{field}: {text} is too large to be read exactly in this form; write it as digits only", "{field}：{text} 太大，这种写法无法精确读取；请只用数字书写";
    ferr_too_small: "{field}: must be at least {min}, found {found}", "{field}：至少应为 {min}，实际是 {found}";
    ferr_too_many: "{field}: {count} {what}, more than the limit of {limit}", "{field}：共 {count} 个{what}，超过上限 {limit}";
    fw_string: "a string", "字符串";
    fw_integer: "an integer", "整数";
    fw_bool: "true or false", "true 或 false";
    fw_adjacency: "an array of adjacency lists", "邻接表数组";
    fw_integers: "an array of integers", "整数数组";
    fw_strings: "an array of strings", "字符串数组";
    fw_array: "an array", "数组";
    fw_object: "an object", "对象";
    fw_the_string: "the string {s}", "字符串 {s}";
    fw_piles: "piles", "堆";
    fw_rows: "rows", "行";
    fw_nodes: "nodes", "节点";
    parse_empty: "The text holds no numbers.", "文本中没有数字。";
    parse_not_integer: "Item {index}: \"{text}\" is not an integer.", "第 {index} 项：“{text}”不是整数。";
    parse_too_large: "Item {index}: {text} does not fit in a 64-bit integer.", "第 {index} 项：{text} 超出 64 位整数范围。";
    parse_too_many: "More than {limit} items.", "超过 {limit} 项。";
    parse_brackets: "The brackets do not match.", "括号不匹配。";

    // ---- help and about --------------------------------------------------------------------
    help_title: "How to use gamedp", "使用说明";
    help_text: "Each tab is one game. Edit the input on the left; small inputs are solved at once, big ones with the Solve button (with progress and Cancel).\n\nTable: the DP table as a heatmap. Click a cell to see its recurrence with the real numbers; the cells it reads are outlined in yellow. Drag or scroll to pan, Ctrl + scroll to zoom, double-click to reset the view; Ctrl + and Ctrl − make everything larger or smaller. \"Show the fill order\" replays how the table is filled.\n\nOptimal line: both players play perfectly, move by move.\n\nPlay: play against the computer; ask for a hint, see what each move cost.\n\nFile: scenarios are JSON files (Ctrl+O open, Ctrl+S save, Ctrl+Shift+S save as); drop a .json file on the window to open it. Export writes the solved scenario, the table as CSV or the heatmap as PNG.\n\nLessons (Help › Lessons…): short guided tours. Each step loads an example and points at what to look at; Next and Back (or Page Down and Page Up) move through the steps. Your own work is set aside while a lesson runs; it comes back when you leave or finish the lesson, or sooner with \"Bring my work back\".\n\nQuiz mode (the Quiz mode switch above the views): the table and Play ask you instead of telling you, and keep your score.\n\nCode (View › Code beside the table): the reference solution in Python, C++ or Java, the code an interview asks for, with the lines behind what the views show highlighted (the cell being explained or filled, the step being solved). In presentation mode the code takes the views' place: the view bar's Code button and the views' buttons switch between them.\n\nShortcuts: F5 solve; Ctrl+N new, Ctrl+O open, Ctrl+S save, Ctrl+Shift+S save as; Ctrl+Z undo, Ctrl+Y redo; Ctrl+Shift+C the code beside the table; Ctrl+Shift+P presentation mode; Ctrl + and Ctrl − zoom.", "每个标签页是一个游戏。在左侧编辑输入；较小的输入会立即求解，较大的输入点击“求解”（有进度条，可取消）。\n\nDP 表：以热力图显示 DP 表。点击一个格子可以看到它的状态转移方程和实际数值；它依赖的格子用黄色框出。拖动或滚轮平移，Ctrl + 滚轮缩放，双击复位；Ctrl + 和 Ctrl − 放大或缩小整个界面。勾选“显示填表顺序”可以回放填表过程。\n\n最优对局：双方都按最优策略走，逐步回放。\n\n对战：和电脑对弈；可以请求提示，并看到每一步的代价。\n\n文件：场景是 JSON 文件（Ctrl+O 打开，Ctrl+S 保存，Ctrl+Shift+S 另存为）；把 .json 文件拖到窗口上即可打开。导出可以写出求解后的场景、CSV 格式的 DP 表或 PNG 格式的热力图。\n\n课程（帮助 › 课程…）：简短的引导讲解。每一步载入一个例子并指出要看的地方；“下一步”和“上一步”（或 Page Down 和 Page Up）切换步骤。课程进行时你自己的内容会暂时放到一边；离开或完成课程时它会回来，也可以点击“恢复我的内容”提前取回。\n\n测验模式（视图上方的“测验模式”开关）：DP 表和对战视图改为向你提问，并记录得分。\n\n代码（视图 › 在表格旁显示代码）：用 Python、C++ 或 Java 写的参考解法，也就是面试要你写的代码；视图里正在展示的内容（正在讲解或填写的格子、正在求解的一步）由哪几行代码算出，就高亮哪几行。演示模式下代码会占据视图的位置：用视图栏里的“代码”按钮和各视图按钮来回切换。\n\n快捷键：F5 求解；Ctrl+N 新建，Ctrl+O 打开，Ctrl+S 保存，Ctrl+Shift+S 另存为；Ctrl+Z 撤销，Ctrl+Y 重做；Ctrl+Shift+C 在表格旁显示代码；Ctrl+Shift+P 演示模式；Ctrl + 和 Ctrl − 缩放。";
    about_text: "gamedp teaches game-theory dynamic programming by letting you see it: LeetCode 877/486 (stone game), 913 (Cat and Mouse), 1728 (Cat and Mouse II), 375 (Guess Number II) and 464 (Can I Win).", "gamedp 让你“看见”博弈论中的动态规划：LeetCode 877/486（石子游戏）、913（猫和老鼠）、1728（猫和老鼠 II）、375（猜数字大小 II）和 464（我能赢吗）。";
    about_kernel: "Stone-game kernel on this CPU: {k}", "本机石子游戏计算内核：{k}";

}
