//! Texts of the Game Lab tab (English, then Simplified Chinese): a game whose rules the user
//! writes as a small program.
//!
//! Terms: 先手 / 后手 (the player who moves first / second), 必胜 / 必败 (a forced win / loss for
//! the player to move), 局面 (a position), Grundy 值 (the nimber of a position).

crate::i18n::text_table! {
    CustomTexts, EN, ZH;
    tab: "Game Lab", "自定义博弈";
    solving: "Running and solving the rules", "正在运行并求解规则";
    auto_title: "{game}: {summary}", "{game}：{summary}";

    // ---- panes --------------------------------------------------------------------------------
    view_positions: "Positions", "局面";
    view_guide: "How to write rules", "规则写法";
    start_here: "Start here: pick an example, then change a number in the rules and watch every position follow.", "从这里开始：选一个示例，然后改动规则里的一个数字，看所有局面如何随之变化。";

    // ---- side panel ---------------------------------------------------------------------------
    intro: "Write any two-player game as a program: its start position and the moves from a position. The app runs it, finds every position and solves them all backwards.", "把任何双人博弈写成一段程序：起始局面，以及每个局面能走到哪些局面。应用会运行它，找出所有局面，并从终局倒推求解。";
    rules_heading: "Rules (Starlark, a small Python)", "规则（Starlark，一种精简的 Python）";
    rules_hint: "start = 7\ndef moves(p):\n    return [p - k for k in (1, 3, 4) if p >= k]", "start = 7\ndef moves(p):\n    return [p - k for k in (1, 3, 4) if p >= k]";
    misere: "Misère: a player who cannot move wins", "反常规则（misère）：无路可走的一方获胜";
    misere_tip: "Normal play: a player who cannot move loses. Misère turns that around. Scoring games (with points) are never misère.", "常规规则：无路可走的一方输。反常规则正好相反。计分博弈（定义了 points）不能用反常规则。";
    examples: "Examples", "示例";
    error_heading: "The rules have a mistake", "规则有错误";
    error_line: "Line {line}: {text}", "第 {line} 行：{text}";

    // ---- result -------------------------------------------------------------------------------
    result: "Result", "结果";
    results_outdated: "These results are for the rules before your last edit.", "这些结果属于你上次修改之前的规则。";
    counts: "{n} positions, {m} moves", "{n} 个局面，{m} 种走法";
    first_wins: "The first player (先手) wins", "先手必胜";
    first_loses: "The first player (先手) loses", "先手必败";
    first_draws: "Neither player can force a win: a draw", "双方都无法强制取胜：平局";
    ends_in: "With best play the game ends after {k} moves.", "双方都走最优时，对局在 {k} 步后结束。";
    grundy_is: "Grundy value of the start: {g}", "起始局面的 Grundy 值：{g}";
    no_grundy: "No Grundy values: they need normal play, no end function and no position that can repeat.", "没有 Grundy 值：它要求常规规则、没有 end 函数、并且局面不会重复。";
    value_is: "With best play the first player's total minus the other's is {v}", "双方都走最优时，先手总分减后手总分为 {v}";
    solved_in: "Explored and solved in {ms} ms.", "探索并求解用时 {ms} 毫秒。";

    // ---- positions ----------------------------------------------------------------------------
    col_id: "#", "#";
    col_position: "Position", "局面";
    col_outcome: "Outcome", "结果";
    col_value: "Value", "值";
    col_moves_to_end: "To the end", "距结束";
    col_grundy: "Grundy", "Grundy 值";
    col_moves: "Moves", "走法数";
    win: "win", "必胜";
    lose: "lose", "必败";
    draw: "draw", "平局";
    shown_rows: "The first {shown} of {n} positions, in the order they were found from the start.", "共 {n} 个局面，按从起始局面找到的顺序显示前 {shown} 个。";
    click_row: "Outcome: for the player to move there. To the end: moves left with best play. Click a position to see why its value follows from its moves.", "结果：对轮到在那里走的一方而言。距结束：双方最优时还剩的步数。点击一个局面，看它的值是怎样由它的走法得出的。";
    inspect_heading: "Position {p}", "局面 {p}";
    start_mark: "the start", "起始局面";
    why_ended: "The rules' end() says the game is over here: a {outcome} for the player to move.", "规则的 end() 说对局在这里结束：轮到走的一方{outcome}。";
    why_no_moves_lose: "No moves: the player to move loses (normal play).", "无路可走：轮到走的一方输（常规规则）。";
    why_no_moves_win: "No moves: the player to move wins (misère).", "无路可走：轮到走的一方赢（反常规则）。";
    why_win: "A win: moving to {q} leaves the opponent in a lost position; the fastest such win ends in {k} moves.", "必胜：走到 {q} 后对手处于必败局面；这样最快 {k} 步结束。";
    why_lose: "A loss: every move leaves the opponent in a winning position; the longest defence lasts {k} moves.", "必败：每一步都让对手处于必胜局面；最长的抵抗持续 {k} 步。";
    why_draw: "A draw: no move leaves the opponent in a lost position, but a move to {q} keeps the player from losing.", "平局：没有一步能让对手落入必败局面，但走到 {q} 可以保证不输。";
    why_value: "Value {v} = the best over the moves of (points scored − the opponent's value from there).", "值 {v} = 所有走法中（这一步得分 − 对手在那里的值）的最大值。";
    why_value_end: "No moves: the game is over and nothing more is scored (value 0).", "无路可走：对局结束，不再得分（值为 0）。";
    why_grundy: "Grundy {g}: the smallest number that is not the Grundy value of a move (the moves' values: {values}).", "Grundy 值 {g}：不等于任何一步走到的局面的 Grundy 值的最小自然数（各步的值：{values}）。";
    child_outcome: "→ {q}: {outcome} for the opponent", "→ {q}：对手{outcome}";
    child_value: "→ {q}: scores {points}, the opponent's value there {value}, so {net}", "→ {q}：得 {points} 分，对手在那里的值为 {value}，合计 {net}";
    best_mark: "best", "最优";

    // ---- the guide ----------------------------------------------------------------------------
    guide: "A program of rules defines:\n\n• start — the start position: an integer, a string, a bool, None, or a tuple or list of these.\n• def moves(p) — the list of positions the player to move can reach from p. An empty list: that player cannot move, and loses (or wins, with Misère).\n• def points(p, q) (optional) — the points the player moving from p to q scores. Then it is a scoring game: each player maximises their own total minus the other's.\n• def end(p) (optional) — \"win\", \"lose\" or \"draw\" when the game is already over at p, for the player who would move there; None otherwise.\n\nStarlark is Python without while, classes, imports or files; sum and abs work as in Python. Positions are compared by value: the list [1, 2] and the tuple (1, 2) are the same position.\n\nThe app finds every position reachable from start (up to a million), then solves them all backwards: wins, losses and draws with the number of moves to the end; Grundy values for games without draws or end; values for scoring games.", "规则程序定义：\n\n• start —— 起始局面：整数、字符串、布尔值、None，或由它们组成的元组或列表。\n• def moves(p) —— 轮到走的一方从局面 p 一步能走到的局面列表。空列表表示无路可走，这一方输（反常规则下赢）。\n• def points(p, q)（可选）—— 从 p 走到 q 的一方得到的分数。定义了它就是计分博弈：双方都让“自己的总分减对方的总分”最大。\n• def end(p)（可选）—— 对局在 p 已经结束时，返回 \"win\"、\"lose\" 或 \"draw\"（对轮到在 p 走的一方而言）；否则返回 None。\n\nStarlark 就是没有 while、类、import 和文件的 Python；sum 和 abs 与 Python 相同。局面按值比较：列表 [1, 2] 和元组 (1, 2) 是同一个局面。\n\n应用会找出从 start 出发能到达的所有局面（最多一百万个），再从终局倒推求解：必胜、必败、平局以及距结束的步数；没有平局和 end 的博弈还有 Grundy 值；计分博弈给出值。";
}

/// The table of the current language.
pub fn tr() -> &'static CustomTexts {
    <CustomTexts as crate::i18n::Localized>::current()
}
