//! Texts of the Cat and Mouse II tab (English, then Simplified Chinese).
//!
//! Terms follow seed 001: 猫和老鼠 II, 必胜 / 必败 (a forced win / loss).

crate::i18n::text_table! {
    CatMouseIITexts, EN, ZH;
    tab: "Cat and Mouse II", "猫和老鼠 II";
    auto_title: "{game}: {rows} × {cols} grid, cat jump {c}, mouse jump {mj}", "{game}：{rows} × {cols} 网格，猫跳 {c}，鼠跳 {mj}";
    solving: "Solving Cat and Mouse II", "正在求解猫和老鼠 II";

    // ---- views ---------------------------------------------------------------------------
    start_here: "Start here: in the Outcome map, click a cell to put the cat there and see who wins from every mouse cell; pick a preset below to try other grids.", "从这里开始：在“结果图”中点击一个格子把猫放在那里，查看老鼠在每个格子出发时谁赢；也可以在下方选一个预设网格试试。";
    start_here_quiz: "Start here: in the Outcome map, say who wins from each position the quiz asks; Play opens once the start is answered.", "从这里开始：在“结果图”中回答测验问到的每个局面谁赢；答出起始局面后即可进入“对战”。";
    view_edit: "Edit grid", "编辑网格";
    view_outcomes: "Outcome map", "结果图";
    view_game: "Optimal game", "最优对局";
    view_play: "Play", "对战";
    view_order: "Solving order", "求解顺序";
    play_move_button: "Move to {to}", "走到 {to}";
    play_stay_button: "Stay at {at}", "留在 {at}";
    mouse: "mouse", "老鼠";
    cat: "cat", "猫";
    // (the tokens' letters: one token language per UI language, as Cat and Mouse's 鼠 / 猫)
    token_mouse: "M", "鼠";
    token_cat: "C", "猫";
    token_food: "F", "食";

    // ---- editor --------------------------------------------------------------------------
    grid_heading: "Grid", "网格";
    rules: "The mouse moves first. Each turn an animal jumps up to its jump length in a straight line (or stays put), never onto or across a wall. The cat wins by reaching the mouse or the food; the mouse wins by reaching the food within 1000 moves.", "老鼠先走。每回合动物沿直线最多跳出自己的跳跃距离（也可以原地不动），不能跳到墙上或越过墙。猫抓到老鼠或先到达食物则猫获胜；老鼠在 1000 步之内到达食物则老鼠获胜。";
    size: "{rows} × {cols} cells", "{rows} × {cols} 个格子";
    valid_grid: "● A valid grid: ready to solve.", "● 网格合法，可以求解。";
    invalid_grid: "Not a valid grid yet: {why}", "还不是合法的网格：{why}";
    invalid_kept: "Nothing is solved until the grid is valid, and saving is refused; your edits stay. Fix it by painting, or undo (Ctrl+Z).", "网格合法之前不会求解，也不能保存；你的编辑都会保留。可以继续绘制修改，或撤销（Ctrl+Z）。";
    save_blocked: "The grid cannot be saved while it is invalid: {why}. Fix it in the editor (your edits are kept) or undo.", "网格不合法，无法保存：{why}。请在编辑器中修改（你的编辑都已保留）或撤销。";
    tool: "Paint:", "绘制：";
    tool_wall: "Wall", "墙";
    tool_floor: "Floor", "地面";
    tool_cat: "Cat", "猫";
    tool_mouse: "Mouse", "老鼠";
    tool_food: "Food", "食物";
    tool_tip: "Click or drag on the grid (Edit grid view) to paint walls and floor; with Cat, Mouse or Food, a click moves that token. Dragging a token moves it with any tool.", "在网格上（“编辑网格”视图）点击或拖动来绘制墙和地面；选中猫、老鼠或食物时，点击会把它移到该格。无论选中哪种工具，拖动一个棋子都会移动它。";
    rows_label: "Rows", "行";
    cols_label: "Columns", "列";
    add_row_tip: "Add a row of floor at the bottom", "在底部加一行地面";
    remove_row_tip: "Remove the bottom row", "删除最下面一行";
    add_col_tip: "Add a column of floor on the right", "在右侧加一列地面";
    remove_col_tip: "Remove the right column", "删除最右边一列";
    cat_jump: "Cat jump", "猫的跳跃距离";
    mouse_jump: "Mouse jump", "老鼠的跳跃距离";
    jump_tip: "The longest jump in one move, in cells (1 to {max}).", "一步最远能跳几格（1 到 {max}）。";
    presets: "Presets:", "预设：";
    preset_long: "Long game (53 moves)", "长对局（53 步）";
    preset_staying: "Staying put matters", "原地不动很重要";
    preset_staying_tip: "The cat wins only because it may stay put (a jump of 0) and wait while the mouse has to commit. If every move had to be a jump of at least 1, the mouse would win (checked by solving both rules).", "猫之所以能赢，只是因为它可以原地不动（跳 0 格），等老鼠先表态。如果每一步都必须至少跳 1 格，老鼠就会获胜（两种规则都已求解验证）。";
    preset_guard: "The cat guards the food", "猫守住食物";
    preset_quiz: "Grid {k}", "网格 {k}";
    preset_guard_tip: "The mouse is closer to the food than the cat is to the mouse, yet the cat wins: sitting next to the food, it jumps onto it on its first move.", "老鼠离食物比猫离老鼠更近，但猫获胜：它就在食物旁边，第一步就跳到食物上。";
    paste_heading: "Paste or copy (LeetCode form)", "粘贴或复制（LeetCode 格式）";
    paste_hint: "[\"####F\",\"#C...\",\"M....\"] or one row per line", "[\"####F\",\"#C...\",\"M....\"] 或每行一行";
    use_pasted: "Use pasted grid", "使用粘贴的网格";
    copy_leetcode: "Copy as LeetCode grid", "复制为 LeetCode 网格";
    copied: "Copied the grid in LeetCode's form.", "已按 LeetCode 格式复制网格。";
    pasted: "Used the pasted grid ({rows} × {cols}).", "已使用粘贴的网格（{rows} × {cols}）。";
    paste_refused: "Not used: {why}", "未采用：{why}";
    paste_empty: "there is no row in the text", "文本中没有任何一行";
    paste_jump: "{key} must be a whole number from 1", "{key} 必须是不小于 1 的整数";
    random_maze: "Random maze", "随机迷宫";
    random_tip: "A random maze of the current size (the tokens far apart)", "生成当前大小的随机迷宫（棋子彼此相距较远）";

    // ---- grid errors ---------------------------------------------------------------------
    gerr_no_rows: "at least one row is needed", "至少需要一行";
    gerr_too_many_rows: "{rows} rows, more than the limit of {limit}", "{rows} 行，超过上限 {limit}";
    gerr_empty_row: "row {row} is empty", "第 {row} 行是空的";
    gerr_too_many_cols: "row {row} has {cols} cells, more than the limit of {limit}", "第 {row} 行有 {cols} 格，超过上限 {limit}";
    gerr_ragged: "row {row} has {found} cells but row 0 has {expected} (rows must have equal length)", "第 {row} 行有 {found} 格，而第 0 行有 {expected} 格（各行长度必须相同）";
    gerr_unknown: "row {row}, column {col}: unknown character {ch} (use # . C M F)", "第 {row} 行第 {col} 列：未知字符 {ch}（请用 # . C M F）";
    gerr_missing: "no {name} ({token}) on the grid", "网格上没有{name}（{token}）";
    gerr_second: "a second {name} ({token}) at row {row}, column {col}", "第 {row} 行第 {col} 列出现了第二个{name}（{token}）";
    food: "food", "食物";

    // ---- solve and result ----------------------------------------------------------------
    big_grid_solve: "Grids of more than {max} cells are solved when you press Solve.", "超过 {max} 个格子的网格需要点击“求解”。";
    result: "Result", "结果";
    results_outdated: "Results are for an earlier grid.", "结果属于之前的网格。";
    not_solved_invalid: "Not solved: the grid is not valid yet.", "未求解：网格还不合法。";
    mouse_wins: "The mouse wins", "老鼠获胜";
    cat_wins: "The cat wins", "猫获胜";
    leetcode_answer: "LeetCode's answer: {answer}", "LeetCode 的答案：{answer}";
    leetcode_true: "true", "是";
    leetcode_false: "false", "否";
    moves_mouse: "The mouse reaches the food in {n} moves of optimal play (a move is one animal's jump).", "双方都走最优时，老鼠用 {n} 步到达食物（一步是一只动物跳一次）。";
    moves_cat: "The cat wins in {n} moves of optimal play (a move is one animal's jump).", "双方都走最优时，猫用 {n} 步获胜（一步是一只动物跳一次）。";
    moves_mouse_one: "The mouse reaches the food in one move: it can jump there now.", "老鼠一步就能到达食物：现在就能跳过去。";
    moves_cat_one: "The cat wins in one move: it can jump onto the mouse or the food now.", "猫一步就能获胜：现在就能跳到老鼠或食物上。";
    moves_endless: "Neither side can force a win: the game would go on forever, and the 1000-move rule gives it to the cat.", "双方都无法强制获胜：对局会无限进行下去，1000 步的规则把它判给猫。";
    moves_too_long: "The mouse could force reaching the food, but only in {n} moves, more than 1000: by the move limit the cat wins.", "老鼠可以强制到达食物，但需要 {n} 步，超过 1000 步：按步数限制判猫获胜。";
    why_limit: "Why the 1000-move rule matters: on LeetCode's 8×8 boards the longest forced mouse win is about 50 moves (the serpentine preset: 53), far below 1000; on a 64×64 serpentine the mouse needs 4,153 moves and the rule gives the game to the cat.", "为什么 1000 步的规则重要：在 LeetCode 的 8×8 网格上，老鼠最长的必胜对局约 50 步（蛇形预设：53 步），远低于 1000；在 64×64 的蛇形网格上老鼠需要 4,153 步，规则就把这局判给了猫。";
    first_move: "First move: the mouse jumps from {from} to {to}.", "第一步：老鼠从 {from} 跳到 {to}。";
    first_move_stay: "First move: the mouse stays at {from}.", "第一步：老鼠留在 {from} 不动。";
    solved_in: "Solved {positions} positions in {ms} ms.", "求解了 {positions} 个局面，用时 {ms} 毫秒。";

    // ---- outcome map ---------------------------------------------------------------------
    outcomes_help: "Each floor cell is coloured by the outcome with the mouse on it and the cat on the selected cell; the number is the moves to the end. Click a cell to put the cat there; hover a cell to see its moves.", "每个地面格子按“老鼠在此格、猫在选中格”时的结果着色；数字是到结束的步数。点击格子把猫放到那里；把鼠标悬停在格子上可查看它的走法。";
    mouse_to_move: "Mouse to move", "老鼠走";
    cat_to_move: "Cat to move", "猫走";
    cat_at: "Cat at {cell}", "猫在 {cell}";
    legend_mouse: "mouse wins", "老鼠必胜";
    legend_cat: "cat wins", "猫必胜";
    legend_endless: "endless (cat by the rule)", "无限循环（按规则判猫赢）";
    legend_too_long: "mouse wins after 1000 moves (cat by the rule)", "老鼠超过 1000 步才赢（按规则判猫赢）";
    cell: "({row}, {col})", "({row}, {col})";
    cell_stay: "({row}, {col}), staying put", "({row}, {col})（原地不动）";
    timeline_stay: "stays at {at}", "留在 {at}";
    position: "Mouse at {mouse}, cat at {cat}, {turn} to move: {value}.", "老鼠在 {mouse}，猫在 {cat}，轮到{turn}：{value}。";
    value_mouse: "the mouse wins in {n}", "老鼠 {n} 步获胜";
    value_cat: "the cat wins in {n}", "猫 {n} 步获胜";
    value_mouse_here: "the mouse wins in {n} moves from here", "从这里算起老鼠 {n} 步获胜";
    value_cat_here: "the cat wins in {n} moves from here", "从这里算起猫 {n} 步获胜";
    value_endless: "endless (the cat wins by the rule)", "无限循环（按规则判猫赢）";
    moves_heading: "Moves ({k}), the best first:", "走法（{k} 种），最优的在前：";
    move_line: "to {to}: {value}", "到 {to}：{value}";
    move_stay: "stay: {value}", "不动：{value}";
    ends_mouse_food: "the mouse reaches the food", "老鼠到达食物";
    ends_cat_food: "the cat reaches the food", "猫到达食物";
    ends_caught: "the cat catches the mouse", "猫抓到老鼠";
    step_ends: "{step} {end}.", "{step}{end}。";
    move_ends: "{value} ({end})", "{value}（{end}）";
    explain_won: "Won: some move leads to a position lost for the opponent; the shortest such win is taken (the winner hurries).", "必胜：存在一步走到对手必败的局面；取其中最短的胜利（赢家求快）。";
    explain_lost: "Lost: every move leads to a position won by the opponent; the longest is taken (the loser delays).", "必败：每一步都走到对手必胜的局面；取其中最长的（输家拖延）。";
    explain_endless: "Endless: no move wins, and some move avoids losing, so the game can go on forever.", "无限循环：没有一步能赢，但有一步可以不输，所以对局可以一直进行下去。";
    hover_hint: "Hover a cell to see the position's moves and why it has its value.", "把鼠标悬停在格子上，查看该局面的走法以及它为什么是这个结果。";
    no_cell_for_cat: "The cat cannot stand there (a wall or the food).", "猫不能待在那里（墙或食物）。";

    // ---- optimal game --------------------------------------------------------------------
    game_help: "Both play optimally: at each step the mover picks the best move (a winner the shortest win, a loser the longest loss).", "双方都走最优：每一步走子方都选最好的走法（赢家选最短的胜利，输家选最长的失败）。";
    game_step: "Move {k} of {n}", "第 {k} 步，共 {n} 步";
    game_start: "The start: the mouse moves first.", "开局：老鼠先走。";
    game_move_mouse: "The mouse jumps from {from} to {to}.", "老鼠从 {from} 跳到 {to}。";
    game_move_cat: "The cat jumps from {from} to {to}.", "猫从 {from} 跳到 {to}。";
    game_stay_mouse: "The mouse stays at {from}.", "老鼠留在 {from} 不动。";
    game_stay_cat: "The cat stays at {from}.", "猫留在 {from} 不动。";
    game_endless_cut: "An endless game: the first {n} moves are shown.", "无限循环的对局：只显示前 {n} 步。";
    game_over_limit: "Move {k} passes the 1000-move limit: the cat wins here.", "第 {k} 步超过了 1000 步的限制：此时猫获胜。";
    speed: "moves/s", "步/秒";

    // ---- play ----------------------------------------------------------------------------
    play_as_mouse: "Play as the mouse", "执老鼠";
    play_as_cat: "Play as the cat", "执猫";
    new_game: "New game", "新对局";
    take_back: "Take back", "悔棋";
    hint: "Hint", "提示";
    play_your_move: "Your move ({side}): click a cell the rays reach. Moves so far: {k}.", "轮到你（{side}）：点击射线能到达的格子。已走 {k} 步。";
    play_last: "Last move: the {who} to {to}.", "上一步：{who}走到 {to}。";
    play_hint: "Hint: to {to} ({value}).", "提示：走到 {to}（{value}）。";
    play_hint_stay: "Hint: stay at {at} ({value}).", "提示：留在 {at} 不动（{value}）。";
    play_you_won: "You won: {how}.", "你赢了：{how}。";
    play_you_lost: "The computer won: {how}.", "电脑赢了：{how}。";
    // ---- solving order ---------------------------------------------------------------------
    order_intro: "The solver works backwards from the ends of the game: first the positions that end in one move, then those one move longer, and so on. Step through the order in which it decided them. The boards show the cat on one cell (click a cell to keep the cat there; by default it follows the step).", "求解器从对局的结尾倒推：先确定一步就结束的局面，再确定多一步的，依此类推。逐步查看它确定各局面的顺序。棋盘显示猫在某一格时的情况（点击一个格子让猫固定在那里；默认跟随当前这一步）。";
    order_progress: "Step {k} of {total}: {k} positions decided ({all} positions of play; those never decided are endless and count as cat wins by the 1000-move rule).", "第 {k} 步，共 {total} 步：已确定 {k} 个局面（共 {all} 个对局局面；始终未确定的局面会无限循环，按 1000 步规则判猫获胜）。";
    order_progress_short: "Step {k} of {total}", "第 {k} 步，共 {total} 步";
    order_speed: "steps/s", "步/秒";
    order_follow: "Follow the step", "跟随当前步";
    order_none_yet: "Nothing decided yet: press → or ▶.", "尚未确定任何局面：按 → 或 ▶。";
    order_mouse_food: "The mouse can jump onto the food.", "老鼠可以跳到食物上。";
    order_cat_catch: "The cat can jump onto the mouse.", "猫可以跳到老鼠身上。";
    order_cat_food: "The cat can jump onto the food.", "猫可以跳到食物上。";
    order_won: "The {mover} can move to a position already decided as lost for the {other}; the shortest such win is taken.", "{mover}可以走到一个已确定为{other}必败的局面；取其中最短的胜利。";
    order_lost: "Every move of the {mover} leads to a position the {other} wins; this is the last of them to be decided, the longest the {mover} can hold out.", "{mover}的每一步都走到{other}必胜的局面；这是其中最后确定的一个，也就是{mover}能拖延的最长步数。";
    order_too_big: "The solving order is kept for grids of at most {max} cells.", "只有不超过 {max} 个格子的网格才保留求解顺序。";
    order_legend_pending: "not decided yet", "尚未确定";
    order_legend_current: "decided at this step", "本步确定";
    play_review_best: "Your move to {to} was a best move: {value}.", "你走到 {to} 是最优走法：{value}。";
    play_review_same: "Your move to {to} keeps the outcome ({value}); the best move, to {best}, gives {best_value}.", "你走到 {to}，结果不变（{value}）；最优走法是走到 {best}：{best_value}。";
    play_review_worse: "Your move to {to} was a mistake: {value}, where the best move, to {best}, gives {best_value}.", "你走到 {to} 是失误：{value}；而最优走法是走到 {best}：{best_value}。";
    play_limit: "{n} moves without reaching the food, so the cat wins", "走了 {n} 步老鼠仍未到达食物，所以猫获胜";
    // ---- the Code pane's caption -------------------------------------------------------------
    code_pos: "mouse {mouse}, cat {cat}, {turn} to move", "老鼠在 {mouse}，猫在 {cat}，轮到{turn}";
    code_answer: "The start position of the grid, mouse to move.", "网格上的起始局面，老鼠先走。";
    code_degree: "Before the first step: every position counts the jumps of the player to move.", "第一步之前：每个局面数一数走的一方有几种跳法。";
    code_terminal: "{pos}: an end position (one cell, or an animal on the food), decided first.", "{pos}：终局（同在一格，或有一方到了食物），最先确定。";
    code_win: "{pos}: the {who} can jump into a win for them: a win.", "{pos}：{who}可以跳进自己的胜局：必胜。";
    code_lose: "{pos}: every jump of the {who} leads to a win for the {other}: a loss.", "{pos}：{who}的每一跳都通向{other}的胜局：必败。";
    code_undecided: "{pos}: never decided: the mouse cannot force the food, the cat wins.", "{pos}：从未被确定：老鼠无法保证拿到食物，猫赢。";
    code_limit_over: "{pos}: the mouse needs {k} moves, more than 1000: the cat wins by the rule.", "{pos}：老鼠需要 {k} 步，超过 1000 步：按规则猫赢。";
    code_limit_near: "{pos}: the mouse wins in {k} moves, close to the 1000-move rule.", "{pos}：老鼠 {k} 步获胜，接近 1000 步的限制。";
    code_quiz: "{pos}: decided from the positions it jumps to.", "{pos}：由它能跳到的局面确定。";
}

/// The table of the current language.
pub fn tr() -> &'static CatMouseIITexts {
    <CatMouseIITexts as crate::i18n::Localized>::current()
}
