//! The text table: one line per message, English then Simplified Chinese.
//!
//! Terms follow the seed articles: 先手 / 后手 (the player who moves first / second),
//! 必胜 / 必败 / 必和 (forced win / loss / draw), 状态转移方程 (the recurrence),
//! 斜着遍历 (filling the table diagonal by diagonal).

/// Keys whose Chinese text is deliberately the same as the English one (symbols, names).
#[cfg(test)]
pub(super) const SAME_IN_BOTH: &[&str] = &["ok", "unsaved_item"];

crate::i18n::text_table! {
    Texts, EN, ZH;
    // ---- menus ---------------------------------------------------------------------------
    menu_file: "File", "文件";
    menu_new: "New", "新建";
    menu_open: "Open…", "打开…";
    menu_recent: "Open recent", "最近打开";
    menu_recent_none: "No recent files", "没有最近的文件";
    menu_recent_clear: "Clear the list", "清空列表";
    menu_save: "Save", "保存";
    menu_save_as: "Save as…", "另存为…";
    menu_export: "Export…", "导出…";
    menu_quit: "Quit", "退出";
    menu_view: "View", "视图";
    menu_solve: "Solver", "求解器";
    menu_solve_now: "Solve now", "立即求解";
    menu_cancel_solve: "Cancel the solve", "取消求解";
    menu_dark: "Dark theme", "深色主题";
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
    export_not_available: "This export is not available for this game.", "该游戏不支持此导出。";

    // ---- common words ----------------------------------------------------------------------
    ok: "OK", "OK";
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
    solving_stone: "Solving the stone game", "正在求解石子游戏";
    solve_cancelled: "The solve was cancelled.", "求解已取消。";
    not_solved_yet: "Not solved yet.", "尚未求解。";
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
    path: "Path:", "路径：";

    // ---- documents and files ---------------------------------------------------------------
    tab_stone: "Stone game", "石子游戏";
    scenario_title: "Title:", "标题：";
    scenario_title_hint: "A title for this scenario", "为这个场景起个标题";
    scenario_notes: "Notes", "备注";
    scenario_notes_hint: "Notes for students, sources, what to look at…", "写给学生的说明、出处、要观察的地方……";
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
    unsaved_title: "Save your changes?", "保存修改吗?";
    unsaved_text: "There are unsaved changes in {items}. If you don't save, they are lost.", "{items} 中有未保存的修改。如果不保存，这些修改将会丢失。";
    unsaved_item: "{tab} ({file})", "{tab}({file})";
    path_entry_title: "Type a path", "输入路径";
    path_entry_text: "This system has no file dialog (install xdg-desktop-portal-gtk or zenity to get one). Type the file's path instead:", "此系统没有可用的文件对话框（可安装 xdg-desktop-portal-gtk 或 zenity）。请直接输入文件路径：";
    recover_title: "Recover unsaved work?", "恢复未保存的工作?";
    recover_text: "gamedp did not close properly last time. This unsaved work was kept:", "gamedp 上次没有正常关闭。以下未保存的工作已被保留：";
    recovered: "Recovered {what}; it is not saved yet.", "已恢复 {what}；它还没有保存。";

    // ---- errors ----------------------------------------------------------------------------
    err_too_big: "Too big: {what} needs {need} {unit}; the limit is {limit} {unit}.", "规模太大：{what} 需要 {need} {unit}，上限为 {limit} {unit}。";
    err_invalid: "Invalid input: {msg}", "输入无效：{msg}";
    err_panic: "Internal error in the solver ({msg}). The app keeps running; please report it.", "求解器内部错误（{msg}）。程序仍在正常运行，请报告此问题。";
    parse_empty: "The text holds no numbers.", "文本中没有数字。";
    parse_not_integer: "Item {index}: \"{text}\" is not an integer.", "第 {index} 项：“{text}”不是整数。";
    parse_too_large: "Item {index}: {text} does not fit in a 64-bit integer.", "第 {index} 项：{text} 超出 64 位整数范围。";
    parse_too_many: "More than {limit} items.", "超过 {limit} 项。";
    parse_brackets: "The brackets do not match.", "括号不匹配。";

    // ---- help and about --------------------------------------------------------------------
    help_title: "How to use gamedp", "使用说明";
    help_text: "Each tab is one game. Edit the input on the left; small inputs are solved at once, big ones with the Solve button (with progress and Cancel).\n\nTable: the DP table as a heatmap. Click a cell to see its recurrence with the real numbers; the cells it reads are outlined in yellow. Drag to pan, scroll to zoom, double-click to reset the view. \"Show the fill order\" replays how the table is filled.\n\nOptimal line: both players play perfectly, move by move.\n\nPlay: play against the computer; ask for a hint, see what each move cost.\n\nFile: scenarios are JSON files (Ctrl+O open, Ctrl+S save, Ctrl+Shift+S save as); drop a .json file on the window to open it. Export writes the solved scenario, the table as CSV or the heatmap as PNG.\n\nUndo and redo edits with Ctrl+Z and Ctrl+Y.", "每个标签页是一个游戏。在左侧编辑输入；较小的输入会立即求解，较大的输入点击“求解”（有进度条，可取消）。\n\nDP 表：以热力图显示 DP 表。点击一个格子可以看到它的状态转移方程和实际数值；它依赖的格子用黄色框出。拖动平移，滚轮缩放，双击复位。勾选“显示填表顺序”可以回放填表过程。\n\n最优对局：双方都按最优策略走，逐步回放。\n\n对战：和电脑对弈；可以请求提示，并看到每一步的代价。\n\n文件：场景是 JSON 文件（Ctrl+O 打开，Ctrl+S 保存，Ctrl+Shift+S 另存为）；把 .json 文件拖到窗口上即可打开。导出可以写出求解后的场景、CSV 格式的 DP 表或 PNG 格式的热力图。\n\n用 Ctrl+Z 和 Ctrl+Y 撤销和重做编辑。";
    about_text: "gamedp teaches game-theory dynamic programming by letting you see it: LeetCode 877/486 (stone game), 913 (Cat and Mouse), 375 (Guess Number II) and 464 (Can I Win).", "gamedp 让你“看见”博弈论中的动态规划：LeetCode 877/486（石子游戏）、913（猫和老鼠）、375（猜数字大小 II）和 464（我能赢吗）。";
    about_kernel: "Stone-game kernel on this CPU: {k}", "本机石子游戏计算内核：{k}";

    // ---- stone game ------------------------------------------------------------------------
    st_piles: "Piles", "石子堆";
    st_pile_count: "{n} piles", "共 {n} 堆";
    st_pile_tip: "Pile {k}: drag or double-click to edit", "第 {k} 堆：拖动或双击编辑";
    st_insert_before: "Insert before", "在前面插入";
    st_insert_after: "Insert after", "在后面插入";
    st_insert_tip: "Insert a pile of 0 next to the selected pile", "在选中的堆旁边插入一堆 0";
    st_remove: "Remove", "删除";
    st_move_left: "◀ Move", "◀ 左移";
    st_move_right: "Move ▶", "右移 ▶";
    st_select_hint: "Click a pile's number (#) to select it.", "点击堆的编号（#）来选中它。";
    st_row_too_long: "This row is too long to edit pile by pile (more than {max} piles); edit it as text below.", "这一行太长（超过 {max} 堆），无法逐堆编辑；请在下方以文本形式编辑。";
    st_paste_heading: "Paste or copy a LeetCode array", "粘贴或复制 LeetCode 数组";
    st_paste_label: "Array:", "数组：";
    st_use_row: "Use this row", "使用这一行";
    st_copy_row: "Copy the row", "复制这一行";
    st_copied: "Copied {n} piles to the clipboard as a LeetCode array.", "已把 {n} 堆以 LeetCode 数组的形式复制到剪贴板。";
    st_random_heading: "Random row", "随机生成";
    st_random_size: "Piles", "堆数";
    st_random_min: "Smallest", "最小值";
    st_random_max: "Largest", "最大值";
    st_random_negatives: "Allow negative piles", "允许负数";
    st_random_swapped: "The smallest is above the largest; they are swapped.", "最小值大于最大值；将会交换。";
    st_random_make: "Make a random row", "生成随机行";
    st_value_only: "Value only (no table)", "只求值（不建表）";
    st_value_only_tip: "Compute just the answer in O(n) memory. The table views need the full table.", "只用 O(n) 内存计算答案。DP 表相关视图需要完整的表。";
    st_table_too_big: "Rows longer than {max} piles are solved value-only.", "超过 {max} 堆的行只求值，不建表。";
    st_result: "Result", "结果";
    st_first_player: "First player (先手)", "先手";
    st_second_player: "Second player (后手)", "后手";
    st_difference: "Difference", "分差";
    st_first_wins_by: "The first player wins by {d}", "先手必胜，领先 {d} 分";
    st_second_wins_by: "The second player wins by {d}", "后手必胜，领先 {d} 分";
    st_tie: "A tie", "平局";
    st_mode_table: "full table", "完整 DP 表";
    st_mode_value: "value only", "只求值";
    st_solved_in: "Solved in {ms} ms ({mode}, {cells} cells)", "用时 {ms} 毫秒（{mode}，{cells} 个格子）";
    st_no_table: "This row was solved value-only (more than {max} piles, or \"Value only\" is on), so there is no table to show.", "这一行只求了值（超过 {max} 堆，或勾选了“只求值”），没有可显示的 DP 表。";
    st_no_table_export: "There is no table: the row was solved value-only.", "没有 DP 表：这一行只求了值。";
    st_csv_too_big: "The CSV export is limited to {max} piles.", "CSV 导出最多支持 {max} 堆。";
    st_view_table: "DP table", "DP 表";
    st_view_line: "Optimal line", "最优对局";
    st_view_play: "Play", "对战";
    st_colour_by: "Colour by:", "着色依据：";
    st_mode_first: "fir", "fir（先手）";
    st_mode_first_tip: "dp[i][j].fir: the total of the player to move on piles i..j", "dp[i][j].fir：在第 i..j 堆上，当前行动者最终得分";
    st_mode_second: "sec", "sec（后手）";
    st_mode_second_tip: "dp[i][j].sec: the total of the other player on piles i..j", "dp[i][j].sec：在第 i..j 堆上，另一方最终得分";
    st_mode_net: "net = fir - sec", "净胜分 = fir - sec";
    st_mode_net_tip: "The net-score table of seed 004: dp[i][j] = max(p[i] - dp[i+1][j], p[j] - dp[i][j-1])", "种子文章 004 的净胜分表：dp[i][j] = max(p[i] - dp[i+1][j], p[j] - dp[i][j-1])";
    st_mode_choice: "chosen end", "所取的一端";
    st_mode_choice_tip: "Which end the player to move takes on piles i..j", "在第 i..j 堆上，当前行动者取哪一端";
    st_left: "left", "左端";
    st_right: "right", "右端";
    st_tie_right: "equal (takes right)", "相等（取右端）";
    st_only_pile: "the only pile", "唯一的一堆";
    st_last: "last", "最后一堆";
    st_cell_tooltip: "dp[{i}][{j}]: fir {fir}, sec {sec}, net {net}\ntakes: {end} (left {l}, right {r})", "dp[{i}][{j}]:fir {fir},sec {sec}，净胜分 {net}\n取：{end}（取左 {l}，取右 {r}）";
    st_anim_too_big: "The fill-order animation is offered up to {max} piles.", "填表动画最多支持 {max} 堆。";
    st_anim_show: "Show the fill order", "显示填表顺序";
    st_anim_tip: "Replay how the table is filled, cell by cell; each cell lights the cells it reads.", "逐格回放填表过程；每个格子会标出它读取的格子。";
    st_fill_order: "order", "顺序";
    st_order_diagonal: "Diagonal by diagonal (斜着遍历)", "斜着遍历（按区间长度）";
    st_order_rows: "Rows bottom-up (seed 002)", "从下往上逐行（种子 002）";
    st_anim_speed: "cells/s", "格/秒";
    st_inspector: "Cell inspector", "格子详情";
    st_inspector_hint: "Click a cell of the table to see its recurrence (状态转移方程) with the real numbers.", "点击表中的格子，查看它的状态转移方程和实际数值。";
    st_inspector_cell: "dp[{i}][{j}]: piles {piles}", "dp[{i}][{j}]：石子堆 {piles}";
    st_base_case: "Base case", "边界情况（base case）";
    st_base_case_text: "One pile is left: the player to move takes it, the other gets nothing.", "只剩一堆：当前行动者取走它，另一方得 0。";
    st_pair_formulation: "Pair table (fir, sec), seed 000", "二元组表 (fir, sec)，种子 000";
    st_net_formulation: "Net-score table, seed 004", "净胜分表，种子 004";
    st_choice_left: "Take the left pile ({pile}): net {l} against {r} for the right.", "取左端（{pile}）：净胜分 {l}，取右端为 {r}。";
    st_choice_right: "Take the right pile ({pile}): net {r} against {l} for the left.", "取右端（{pile}）：净胜分 {r}，取左端为 {l}。";
    st_choice_tie: "Both ends are worth {v}; like the seeds' code, the player takes the right one.", "两端都是 {v}；和种子文章的代码一样，取右端。";
    st_reads: "reads", "依赖";
    st_line_intro: "Both players play perfectly. Step through the game move by move.", "双方都按最优策略行动。逐步查看整局对局。";
    st_moves: "moves", "步";
    st_line_move: "Move {k}: {who} takes the {end} pile, {v} (pile {i}).", "第 {k} 步：{who}取{end},{v}（第 {i} 堆）。";
    st_line_move_last: "Move {k}: {who} takes the last pile, {v} (pile {i}).", "第 {k} 步：{who}取走最后一堆，{v}（第 {i} 堆）。";
    st_player: "Player", "玩家";
    st_takes: "Takes", "所取";
    st_play_as: "You play:", "你选择：";
    st_play_first: "first (先手)", "执先手";
    st_play_second: "second (后手)", "执后手";
    st_take_back: "Take back", "悔棋";
    st_your_move: "Your move:", "轮到你：";
    st_take_left: "Take left ({v})", "取左端（{v}）";
    st_take_right: "Take right ({v})", "取右端（{v}）";
    st_hint_text: "Best: take the {end} pile; with perfect play from here you end {v} ahead.", "最优：取{end}；此后双方最优，你最终领先 {v} 分。";
    st_feedback_best: "Your last move was the best one ({best}).", "你上一步走的是最优的（{best}）。";
    st_feedback_cost: "Your last move cost {cost} points of net score; the best was the {best} pile.", "你上一步损失了 {cost} 分净胜分；最优是取{best}。";
    st_game_over_best: "With perfect play you could have scored {best}; you scored {got}.", "如果每步最优，你可以得到 {best} 分；你实际得到 {got} 分。";
}
