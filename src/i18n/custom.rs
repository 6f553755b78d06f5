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
    view_positions: "Positions", "全部局面";
    view_guide: "How to write rules", "规则写法";
    view_table: "Table", "表格";
    view_play: "Play", "对战";
    view_sum: "Sum of games", "博弈之和";
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
    first_wins: "The first player wins", "先手必胜";
    first_loses: "The first player loses", "先手必败";
    first_draws: "Neither player can force a win: a draw", "双方都无法强制取胜：平局";
    ends_in: "With best play the game ends after {k} moves.", "双方都走最优时，对局在 {k} 步后结束。";
    grundy_is: "Grundy value of the start: {g}", "起始局面的 Grundy 值：{g}";
    no_grundy: "No Grundy values: they need normal play, no end function and no position that can repeat.", "没有 Grundy 值：它要求常规规则、没有 end 函数、并且局面不会重复。";
    value_is: "With best play the start's value is {v}: the points of the first player's moves minus the points of the second's (as the rules' points() gives them)", "双方都走最优时，开局的值为 {v}：先手各步的得分之和减去后手各步的得分之和（按规则中 points() 的计分）";
    solved_in: "Explored and solved in {ms} ms.", "探索并求解用时 {ms} 毫秒。";

    // ---- positions ----------------------------------------------------------------------------
    col_id: "#", "#";
    col_position: "Position", "局面";
    col_outcome: "Outcome", "结果";
    col_value: "Value", "值";
    col_moves_to_end: "To end", "距结束";
    col_grundy: "Grundy", "Grundy 值";
    col_moves: "Moves", "走法数";
    win: "win", "必胜";
    lose: "lose", "必败";
    draw: "draw", "平局";
    shown_rows: "The first {shown} of {n} positions, in the order they were found from the start.", "共 {n} 个局面，按从起始局面找到的顺序显示前 {shown} 个。";
    click_row: "Outcome: for the player to move there. To end: moves left with best play. Click a position to see why its value follows from its moves.", "结果：对在这个局面轮到走棋的一方而言。距结束：双方最优时还剩的步数。点击一个局面，看它的值是怎样由它的走法得出的。";
    click_row_scoring: "Value: the total of the player to move there minus the other's, from there on with best play. Click a position to see why its value follows from its moves.", "值：双方都走最优时，从那里起轮到走的一方的总分减去另一方的总分。点击一个局面，看它的值是怎样由它的走法得出的。";
    show_graph: "Graph", "图";
    show_list: "List", "列表";
    show_tip: "The game graph (positions in layers by their distance from the start) or the list of every position.", "博弈图（局面按离起始局面的步数分层）或所有局面的列表。";
    graph_label: "Game graph: {n} positions in {layers} layers", "博弈图：{n} 个局面，共 {layers} 层";
    graph_summary: "{n} positions and {moves} moves in {layers} layers: too many to draw (the picture shows up to {max} positions and {max_moves} moves). Positions per layer: {counts}", "{n} 个局面、{moves} 步走法，共 {layers} 层：太多，画不下（图最多画 {max} 个局面、{max_moves} 步走法）。每层局面数：{counts}";
    graph_click: "Top: the start; each row one move further. Click a position to inspect it.", "最上面是起始局面；每往下一行多走一步。点击一个局面查看它。";
    graph_back: "dashed: a move within a row or back up", "虚线：同一行内或往上的走法";
    graph_back_key: "a move within a row or back up", "同一行内或往上的走法";
    graph_hidden: "Quiz mode: colours hidden", "测验模式：颜色已隐藏";
    graph_value_pos: "value > 0", "值 > 0";
    graph_value_zero: "value 0", "值 0";
    graph_value_neg: "value < 0", "值 < 0";
    inspect_heading: "Position {p}", "局面 {p}";
    inspector_toggle: "Position inspector", "局面详情";
    start_mark: "the start", "起始局面";
    why_ended: "The rules' end() says the game is over here: a {outcome} for the player to move.", "规则的 end() 说对局在这里结束：轮到走的一方{outcome}。";
    why_no_moves_lose: "No moves: the player to move loses (normal play).", "无路可走：轮到走的一方输（常规规则）。";
    why_no_moves_win: "No moves: the player to move wins (misère).", "无路可走：轮到走的一方赢（反常规则）。";
    why_win: "A win: moving to {q} leaves the opponent in a lost position; the fastest such win ends in {k} moves.", "必胜：走到 {q} 后对手处于必败局面；这样最快 {k} 步结束。";
    why_lose: "A loss: every move leaves the opponent in a winning position; the longest defence lasts {k} moves.", "必败：每一步都让对手处于必胜局面；最长的抵抗持续 {k} 步。";
    why_win_hidden: "A win: some move leaves the opponent in a lost position (which one is a question of Play); the fastest such win ends in {k} moves.", "必胜：有一步能让对手落入必败局面（是哪一步，是“对战”里的题目）；这样最快 {k} 步结束。";
    why_draw_hidden: "A draw: no move leaves the opponent in a lost position, but some move keeps the player from losing (which one is a question of Play).", "平局：没有一步能让对手落入必败局面，但有一步可以保证不输（是哪一步，是“对战”里的题目）。";
    why_draw: "A draw: no move leaves the opponent in a lost position, but a move to {q} keeps the player from losing.", "平局：没有一步能让对手落入必败局面，但走到 {q} 可以保证不输。";
    why_value: "Value {v} = the best over the moves of (points scored − the opponent's value from there).", "值 {v} = 所有走法中（这一步得分 − 对手在那里的值）的最大值。";
    why_value_end: "No moves: the game is over and nothing more is scored (value 0).", "无路可走：对局结束，不再得分（值为 0）。";
    why_grundy: "Grundy {g}: the smallest number that is not the Grundy value of a move (the moves' values: {values}).", "Grundy 值 {g}：不等于任何一步走到的局面的 Grundy 值的最小自然数（各步的值：{values}）。";
    child_outcome: "→ {q}: {outcome} for the opponent", "→ {q}：对手{outcome}";
    child_unanswered: "→ {q}: not answered yet", "→ {q}：尚未作答";
    child_value: "→ {q}: scores {points}, the opponent's value there {value}, so {net}", "→ {q}：得 {points} 分，对手在那里的值为 {value}，合计 {net}";
    best_mark: "best", "最优";

    // ---- table --------------------------------------------------------------------------------
    colour_by: "Colour by:", "着色：";
    by_outcome: "Outcome", "胜负";
    by_to_end: "Moves to the end", "距结束步数";
    by_grundy: "Grundy value", "Grundy 值";
    by_value: "Value", "值";
    report_outcome_of: "outcome of {p}", "{p} 的胜负";
    report_grundy_of: "Grundy of {p}", "{p} 的 Grundy 值";
    report_value_of: "value of {p}", "{p} 的值";
    quiz_kind_done: "Every {kind} question answered: those answers show here. {n} questions of another kind are still open.", "{kind}题都已作答：这些答案在这里显示。还有 {n} 道别的题型的题没有作答。";
    cell_win: "W", "胜";
    cell_lose: "L", "败";
    cell_draw: "D", "平";
    not_reached: "not reached", "不可达";
    table_pairs: "Every position is a pair (a, b): row a, column b. Empty cells are pairs the start cannot reach. Click a cell to see why its value follows from its moves.", "每个局面都是一对整数 (a, b)：第 a 行第 b 列。空格是从起始局面到不了的数对。点击格子，看它的值如何由它的走法得出。";
    table_ints: "Every position is a number n: the strip lists n = {lo} to {hi}, {w} to a row. Click a cell to see why its value follows from its moves.", "每个局面都是一个数 n：下面的条带依次列出 n = {lo} 到 {hi}，每行 {w} 个。点击格子，看它的值如何由它的走法得出。";
    table_list: "These positions are not all integers or pairs of integers (or they are too spread out for a grid), so the table is a list: click a column's name to sort by it, type in the box to search.", "这些局面不全是整数或整数对（或者分布太散，画不成网格），所以表格是一个列表：点击列名按该列排序，在搜索框里输入文字进行查找。";
    row_width: "Per row:", "每行：";
    row_width_tip: "How many numbers each row of the strip holds. Set it to the period and the repeating values line up in columns.", "条带每行放几个数。设成周期，重复的值就会上下对齐成列。";
    use_period: "Use the period", "按周期排";
    period_found: "From n = {from} the {what} repeat every {p}: {pattern} (seen in n = {lo}–{hi}).", "从 n = {from} 起，{what}每 {p} 个重复一次：{pattern}（在 n = {lo}–{hi} 中看到）。";
    period_none: "No period shows in n = {lo}–{hi}: a pattern must repeat at least twice, over at least half of the values, to be called a period. Start from a larger n to see further.", "在 n = {lo}–{hi} 中看不出周期：一个模式至少要重复两次、覆盖至少一半的值，才算周期。从更大的 n 出发可以看得更远。";
    period_none_short: "No period shows in n = {lo}–{hi} (start from a larger n to see further).", "在 n = {lo}–{hi} 中看不出周期（从更大的 n 出发可以看得更远）。";
    what_grundy: "Grundy values", "Grundy 值";
    what_outcomes: "outcomes", "胜负";
    what_values: "values", "值";
    sequence: "{what} for n = {lo}, {next}, …: {values}", "n = {lo}, {next}, … 的{what}：{values}";
    cell_tip_outcome: "{p}: {outcome}", "{p}：{outcome}";
    search: "Search:", "搜索：";
    search_hint: "part of a position", "局面中的文字";
    sort_tip: "Click to sort by this column; click again to reverse.", "点击按此列排序；再点一次倒序。";
    matches: "{k} of {n} positions match.", "{n} 个局面中有 {k} 个匹配。";
    sorted_first: "Sorting and search cover the first {max} positions.", "排序和搜索只覆盖前 {max} 个局面。";

    // ---- play ---------------------------------------------------------------------------------
    you_play: "You play:", "你执：";
    play_first: "first", "先手";
    play_second: "second", "后手";
    play_at: "Position {p}", "局面 {p}";
    play_from: "Play from {p}", "从 {p} 开始";
    play_from_start: "Play from the start", "从起始局面开始";
    worth_in: "{outcome} in {k} moves", "{k} 步后{outcome}";
    play_moves: "Your moves (click one):", "你的走法（点击一个）：";
    play_your_turn: "Your turn.", "轮到你走。";
    play_hint_win: "Hint: {moves} keeps the win (it ends in {k} moves).", "提示：走 {moves} 可以保持必胜（{k} 步后结束）。";
    play_hint_lose: "Hint: every move loses against best play; {moves} lasts longest ({k} moves).", "提示：对手走最优时每一步都输；走 {moves} 撑得最久（{k} 步）。";
    play_hint_draw: "Hint: no move wins; {moves} keeps the draw.", "提示：没有能赢的走法；走 {moves} 可以保持平局。";
    play_hint_value: "Hint: {moves} is worth {v} (your points minus the computer's from here).", "提示：走 {moves} 的价值是 {v}（从这里起你的得分减电脑的得分）。";
    play_good: "A best move.", "最优的一步。";
    cost_outcome: "That move cost you the game's outcome: before it you could {before}, now you {after} against best play.", "这一步改变了胜负：走之前你可以{before}，现在对手走最优时你{after}。";
    cost_slower: "Still a win, but a slower one: {k} more moves than the best ({best} instead of {got}).", "仍然必胜，但更慢：比最优多 {k} 步（{got} 步而不是 {best} 步）。";
    cost_sooner: "The loss comes {k} moves sooner than with the longest defence ({got} instead of {best}).", "失败比最长的抵抗早 {k} 步到来（{got} 步而不是 {best} 步）。";
    cost_points: "That move cost you {k} points: it is worth {got}, the best move {best}.", "这一步让你少得 {k} 分：它的价值是 {got}，最优的一步是 {best}。";
    better_win: "The move to {to} keeps the win.", "走到 {to} 才能保持必胜。";
    better_draw: "The move to {to} keeps the draw.", "走到 {to} 才能保住平局。";
    better_lose: "The move to {to} holds out longest.", "走到 {to} 能撑得最久。";
    better_points: "The move to {to} is worth {best}.", "走到 {to} 的价值是 {best}。";
    better_sooner: "The move to {to} wins sooner ({best}).", "走到 {to} 赢得更快（{best}）。";
    move_with_points: "{to} ({pts})", "{to}（{pts}）";
    force_win: "force a win", "强制取胜";
    force_draw: "hold a draw", "保住平局";
    now_lose: "lose", "会输";
    now_draw: "can only draw", "只能平局";
    computer_moved: "The computer moved {from}\u{a0}→\u{a0}{to}.", "电脑走了 {from}\u{a0}→\u{a0}{to}。";
    moves_so_far: "Moves", "走法记录";
    move_line: "{k}. {who}: {from}\u{a0}→\u{a0}{to}", "{k}. {who}：{from}\u{a0}→\u{a0}{to}";
    move_line_points: "{k}. {who}: {from}\u{a0}→\u{a0}{to} (+{pts})", "{k}. {who}：{from}\u{a0}→\u{a0}{to}（+{pts}）";
    play_over_win: "You cannot move: you lose (normal play).", "你无路可走：你输了（常规规则）。";
    play_over_ended: "The game is over: {who}.", "对局结束：{who}。";
    play_over_score: "The game is over: you {mine}, the computer {theirs}.", "对局结束：你 {mine} 分，电脑 {theirs} 分。";
    play_over_who_you: "you win", "你赢了";
    play_over_who_computer: "the computer wins", "电脑获胜";
    play_over_who_draw: "a draw", "平局";
    play_long: "This game has gone on for {k} moves: with draws it can go on forever. Start a new game when you like.", "这局已经走了 {k} 步：有平局的博弈可以永远走下去。随时可以开始新对局。";

    // ---- quiz ---------------------------------------------------------------------------------
    quiz_ask_outcome: "Quiz: is {p} a win, a loss or a draw for the player to move there?", "测验：在 {p}，轮到走棋的一方是必胜、必败还是平局？";
    quiz_ask_backwards: "The quiz goes backwards, as a DP table fills: the positions your moves lead to, where asked first, show their answers in the panel below. Build this one from them.", "测验倒着问，就像填 DP 表：你的各步走到的局面若已先问过，它们的答案就列在下面的面板里。用它们算出这一题。";
    quiz_ask_grundy: "Quiz: what is the Grundy value of {p}?", "测验：{p} 的 Grundy 值是多少？";
    quiz_ask_value: "Quiz: what is the value of {p} (the mover's points minus the other's, with best play)?", "测验：{p} 的值是多少（双方最优时，走的一方得分减另一方得分）？";
    quiz_ask_kind: "Ask for:", "提问：";
    quiz_ask_locked: "Finish this question first: a wrong try counts.", "请先答完这道题：答错的那次也要计分。";
    quiz_order: "Questions come from the end of the game backwards: the moves of each position asked lead to positions already shown.", "题目从对局结束处往回问：每个被问到的局面，它的走法都通向已经揭晓的局面。";
    quiz_order_jump: "This question comes out of that order (Play asks the start first): some of its moves lead to positions not answered yet.", "这道题不在那个顺序里（对弈要先回答起始局面）：它的一些走法通向还没作答的局面。";
    quiz_order_draws: "This game has draws, so the questions come in a random order: a position asked may have moves to positions not shown yet.", "这个博弈有平局，所以题目按随机顺序出：被问到的局面，它的走法可能通向还没揭晓的局面。";
    quiz_wrong_outcome: "Not quite: {p} is a {actual}. The Position inspector shows why.", "不对：{p} 是{actual}。“局面详情”里给出了理由。";
    quiz_wrong_number: "Not quite: you answered {typed}, {p} has {expected}. The Position inspector shows why.", "不对：你的答案是 {typed}，{p} 的值是 {expected}。“局面详情”里给出了理由。";
    quiz_done: "Every position has been asked. Start again, or change the rules.", "所有局面都问过了。可以从头再来，或者修改规则。";
    quiz_progress: "{k} of {n} positions shown", "已揭晓 {k} / {n} 个局面";
    hidden_quiz: "hidden during the quiz", "测验中隐藏";

    // ---- sum of games -------------------------------------------------------------------------
    sum_intro: "Put several games side by side: a move is a move in one of them, and a player who cannot move in any loses. The Sprague–Grundy theorem: the first player loses the sum exactly when the XOR (⊕) of the parts' Grundy values is 0. The app checks it by solving the sum itself, position by position, without Grundy values.", "把几个博弈并排放在一起：每一步在其中一个里走，哪个里都走不动的一方输。Sprague–Grundy 定理：先手在这个和上必败，当且仅当各部分 Grundy 值的异或（⊕）为 0。应用会不用 Grundy 值、逐个局面地直接求解这个和来验证它。";
    sum_no_grundy: "This game has no Grundy values (misère, an end function, a scoring game or positions that repeat), so the theorem does not apply to it. Nim heaps still work.", "这个博弈没有 Grundy 值（反常规则、end 函数、计分博弈或局面会重复），定理不适用于它。Nim 堆仍然可以用。";
    sum_parts: "Parts", "各部分";
    sum_add_position: "Add a position:", "加入局面：";
    sum_add_selected: "Add {p}", "加入 {p}";
    sum_add_heap: "Add a Nim heap of", "加入一个 Nim 堆，大小";
    sum_add: "Add", "加入";
    sum_remove: "Remove", "移除";
    sum_tile_grundy: "Grundy {g}", "Grundy 值 {g}";
    sum_tile_heap: "heap {k}", "堆 {k}";
    sum_tile_xor: "XOR of the parts", "各部分的异或";
    sum_tile_remove: "Click to remove this part from the sum.", "点击把这个部分从和中移除。";
    sum_clear: "Clear", "清空";
    sum_part_position: "position {p}", "局面 {p}";
    sum_part_heap: "a Nim heap of {k}", "大小为 {k} 的 Nim 堆";
    sum_part_line: "{k}. {what}: Grundy {g}", "{k}. {what}：Grundy 值 {g}";
    sum_empty: "Add two or more parts: pick a position (the start, or one selected in Positions or Table) or a Nim heap.", "加入两个或更多部分：选一个局面（起始局面，或在“全部局面”“表格”中选中的局面），或一个 Nim 堆。";
    sum_no_grundy_scoring: "A scoring game cannot be a part: a sum is won by the last player to move, not on points, so the theorem says nothing about points. Nim heaps still work.", "计分博弈不能作为一个部分：博弈之和按谁走最后一步定胜负，不计分数，所以定理与分数无关。Nim 堆仍然可以用。";
    sum_empty_heaps: "Add two or more Nim heaps: positions of this game cannot be parts.", "加入两个或更多 Nim 堆：这个博弈的局面不能作为部分。";
    sum_reachable_only: "(only positions reachable from the start can be parts)", "（只有从起始局面能到达的局面才能作为部分）";
    sum_unreachable: "{p} is not reachable from the start, so it cannot be a part.", "{p} 从起始局面无法到达，所以不能作为一个部分。";
    sum_rule_heading: "The XOR rule", "异或法则";
    sum_solved_heading: "The sum solved", "直接求解";
    sum_solved_lead: "Solved directly as one game:", "把整个和直接求解：";
    sum_predicts_win: "Not 0: the first player wins the sum.", "不为 0：先手在这个和上必胜。";
    sum_predicts_lose: "0: the first player loses the sum.", "为 0：先手在这个和上必败。";
    sum_solved_win: "The first player wins ({n} positions of the sum decided).", "先手必胜（求解了和的 {n} 个局面）。";
    sum_solved_lose: "The first player loses ({n} positions of the sum decided).", "先手必败（求解了和的 {n} 个局面）。";
    sum_win_move: "A winning first move: in part {k}, {from}\u{a0}→\u{a0}{to}.", "一个获胜的第一步：在第 {k} 部分，{from}\u{a0}→\u{a0}{to}。";
    sum_agree: "The two agree.", "两者一致。";
    sum_disagree: "The two disagree: please report this.", "两者不一致：请报告这个问题。";
    sum_solving: "Solving the sum…", "正在求解这个和…";
    sum_too_large: "The sum has {states} positions; the app solves sums of up to {max} positions and {work} moves looked at. Take smaller parts.", "这个和有 {states} 个局面；应用最多求解 {max} 个局面、查看 {work} 步走法的和。请换用更小的部分。";
    sum_too_many: "At most {max} parts.", "最多 {max} 个部分。";
    sum_heap_too_large: "A heap may hold at most {max}.", "一个堆最多 {max} 个。";
    sum_failed: "The sum could not be solved: {e}", "无法求解这个和：{e}";

    // ---- the guide ----------------------------------------------------------------------------
    guide: "A program of rules defines:\n\n• start — the start position: an integer, a string, a bool, None, or a tuple or list of these.\n• def moves(p) — the list of positions the player to move can reach from p. An empty list: that player cannot move, and loses (or wins, with Misère).\n• def points(p, q) (optional) — the points the player moving from p to q scores. Then it is a scoring game: each player maximises their own total minus the other's.\n• def end(p) (optional) — \"win\", \"lose\" or \"draw\" when the game is already over at p, for the player who would move there; None otherwise.\n\nStarlark is Python without while, classes, imports or files; sum and abs work as in Python. Positions are compared by value: the list [1, 2] and the tuple (1, 2) are the same position.\n\nThe app finds every position reachable from start (up to a million), then solves them all backwards: wins, losses and draws with the number of moves to the end; Grundy values for games without draws or end; values for scoring games.", "规则程序定义：\n\n• start —— 起始局面：整数、字符串、布尔值、None，或由它们组成的元组或列表。\n• def moves(p) —— 轮到走的一方从局面 p 一步能走到的局面列表。空列表表示无路可走，这一方输（反常规则下赢）。\n• def points(p, q)（可选）—— 从 p 走到 q 的一方得到的分数。定义了它就是计分博弈：双方都让“自己的总分减对方的总分”最大。\n• def end(p)（可选）—— 对局在 p 已经结束时，返回 \"win\"、\"lose\" 或 \"draw\"（对在 p 轮到走棋的一方而言）；否则返回 None。\n\nStarlark 就是没有 while、类、import 和文件的 Python；sum 和 abs 与 Python 相同。局面按值比较：列表 [1, 2] 和元组 (1, 2) 是同一个局面。\n\n应用会找出从 start 出发能到达的所有局面（最多一百万个），再从终局倒推求解：必胜、必败、平局以及距结束的步数；没有平局和 end 的博弈还有 Grundy 值；计分博弈给出值。";
    // ---- the Code pane's caption -------------------------------------------------------------
    code_answer: "The start position.", "起始局面。";
    code_terminal: "{pos}: an end position, decided first.", "{pos}：终局，最先确定。";
    code_win: "{pos}: a move leads to a loss for the other player: a win.", "{pos}：有一步能让对方陷入败局：必胜。";
    code_lose: "{pos}: every move leads to a win for the other player: a loss.", "{pos}：每一步都让对方获胜：必败。";
    code_undecided: "{pos}: never decided, a draw.", "{pos}：从未被确定，和棋。";
    code_score: "{pos}: the best of the points minus the value after the move, {v}.", "{pos}：取“得分减去走后局面的值”的最大值，{v}。";
    code_quiz: "{pos}: decided from the positions it moves to.", "{pos}：由它能走到的局面确定。";
    err_rules_syntax: "rules line {line}: {msg}", "规则第 {line} 行有语法错误（解释器的原话：{msg}）";
    err_rules_line: "rules line {line}: {msg}", "规则第 {line} 行出错（原文：{msg}）";
    err_rules: "rules: {msg}", "规则有错误（原文：{msg}）";
}

/// The table of the current language.
pub fn tr() -> &'static CustomTexts {
    <CustomTexts as crate::i18n::Localized>::current()
}

/// A Game Lab message about the rules ("rules line 3: Parse error: …", "rules: no `start`
/// defined …", as the solver words it) in the current language: the frame around the
/// interpreter's own words (the line, what went wrong) is translated, those words are quoted
/// as they are (s2 stop 44b read "输入无效：rules line 1: Parse error: …" in the Chinese
/// interface). Any other message is returned as it is.
pub fn rules_message(msg: &str) -> String {
    let t = tr();
    if let Some(rest) = msg.strip_prefix("rules line ")
        && let Some((line, text)) = rest.split_once(": ")
        && let Ok(line) = line.parse::<usize>()
    {
        let template = if text.starts_with("Parse error") {
            t.err_rules_syntax
        } else {
            t.err_rules_line
        };
        return crate::i18n::fill(template, &[("line", &line), ("msg", &text)]);
    }
    if let Some(text) = msg.strip_prefix("rules: ") {
        return crate::i18n::fill(t.err_rules, &[("msg", &text)]);
    }
    msg.to_string()
}

#[cfg(test)]
mod tests {
    use super::rules_message;
    use crate::i18n::{Language, set_language};

    #[test]
    fn a_rules_message_keeps_english_and_frames_chinese() {
        let parse = "rules line 1: Parse error: unexpected keyword 'def', expected new line";
        let run = "rules line 3: Variable `x` not found";
        let whole = "rules: no `start` defined (the rules must define the start position)";
        set_language(Language::English);
        for m in [parse, run, whole, "the piles must be integers"] {
            assert_eq!(rules_message(m), m);
        }
        set_language(Language::Chinese);
        assert_eq!(
            rules_message(parse),
            "规则第 1 行有语法错误（解释器的原话：Parse error: unexpected keyword 'def', expected new line）"
        );
        assert_eq!(
            rules_message(run),
            "规则第 3 行出错（原文：Variable `x` not found）"
        );
        assert!(rules_message(whole).starts_with("规则有错误（原文：no `start`"));
        set_language(Language::English);
    }
}
