//! Texts of the Can I Win tab (English, then Simplified Chinese).
//!
//! Terms follow seed 003: 先手 / 后手 (the player who moves first / second), 必胜 / 必败 (a forced
//! win / loss for the player to move), 状态压缩 (the bitmask of used numbers), 状态转移方程.

crate::i18n::text_table! {
    CanIWinTexts, EN, ZH;
    tab: "Can I Win", "我能赢吗";
    auto_title: "{game}: ({m}, {d})", "{game}：({m}, {d})";
    solving: "Solving Can I Win", "正在求解“我能赢吗”";
    searching_position: "Searching this position…", "正在搜索这个局面…";
    progress_note: "Up to 25 numbers progress counts the sets of used numbers computed out of 2^m. Above, it counts the states searched against the live states (sets of used numbers whose sum is below the target); the search usually stops well before all of them.", "不超过 25 个数时，进度按已计算的已用数字集合数相对于 2^m 计算。超过时，进度按已搜索状态数相对于有效状态数（已用数字之和小于目标的集合）计算；搜索通常远未遍历全部就会结束。";
    progress_first_moves: "The answer is known; now checking every first move (progress: moves checked).", "答案已经得到；正在逐一检查每个第一步（进度：已检查的走法数）。";
    press_solve: "Not solved yet: games with more than {max} numbers wait for the Solve button.", "尚未求解：超过 {max} 个数字的游戏需要点击“求解”。";

    // ---- side panel ------------------------------------------------------------------------
    input_heading: "Numbers and target", "数字与目标";
    rules: "Two players take turns picking an unused integer from 1 to the largest number m and add it to a running total; whoever brings the total to the target d or more wins. Can the first player force a win? (LeetCode 464)", "两名玩家轮流从 1 到最大数 m 中选一个没用过的整数，累加到总和上；谁先让总和达到或超过目标 d 谁就赢。先手能否必胜？（LeetCode 464）";
    m_tip: "1 to {max}. Up to 25 numbers every one of the 2^m states is computed bottom-up, 1 bit per state; above, a memoised search keeps a hash map of the live states, if there are not too many.", "范围 1 到 {max}。不超过 25 个数时，自底向上计算全部 2^m 个状态，每个状态占 1 位；超过时改用记忆化搜索，用哈希表只存有效状态（数量不能太多）。";
    d_tip: "Any integer; a target of 0 or less means the first player has already won.", "任意整数；目标不超过 0 时，先手在开始前就已获胜。";
    beyond_editor: "This value is outside the editor's range; it is kept as loaded.", "这个值超出了编辑器的范围；保持载入时的值。";
    preset_10_11: "LeetCode's example: the first player cannot win", "LeetCode 的示例：先手无法获胜";
    preset_hard: "A hard case: all 2^25 sets of used numbers, computed bottom-up", "困难的例子：自底向上计算全部 2^25 个已用数字集合";
    preset_refused: "Too many live states: the solver refuses and says why", "有效状态太多：求解器会拒绝并说明原因";
    rule_short_nothing: "desired_total ≤ 0: the first player wins at once", "desired_total ≤ 0：先手直接获胜";
    rule_short_sum: "1 + … + m < desired_total: the first player cannot win", "1 + … + m < desired_total：先手无法获胜";
    rule_short_one_move: "m ≥ desired_total: one move wins", "m ≥ desired_total：一步就赢";
    rule_short_search: "Decided by minimax over the sets of used numbers", "由对已用数字集合的极小化极大计算决定";
    rule_hidden: "Which rule decides this game (a shortcut may say who wins): hidden during the quiz.", "这一局用哪条规则来判定（捷径可能直接说出谁赢）：测验进行中，已隐藏。";
    rule_nothing_to_reach: "desired_total = {d} ≤ 0: the total already reaches it before any move, so the first player wins at once.", "desired_total = {d} ≤ 0：开始前总和就已达到目标，所以先手直接获胜。";
    rule_sum_too_small: "1 + … + {m} = {sum} < {d}: even all numbers together do not reach the target, so nobody can win and the first player cannot win.", "1 + … + {m} = {sum} < {d}：所有数字加起来也达不到目标，谁都赢不了，所以先手无法获胜。";
    rule_one_move: "max_choosable = {m} ≥ desired_total = {d}: the first player takes {d} and wins in one move.", "max_choosable = {m} ≥ desired_total = {d}：先手直接选 {d}，一步获胜。";
    rule_search: "Decided by minimax over the sets of used numbers: bottom-up over all of them up to 25 numbers, a memoised search above.", "由对“已用数字集合”的极小化极大计算决定：不超过 25 个数时自底向上计算全部集合，超过时用记忆化搜索。";
    rule_search_bits: "No shortcut applies (1 + … + {m} = {sum}): all 2^{m} sets of used numbers are computed bottom-up (supersets first, 64 sets at a time), 1 bit per set.", "没有捷径可用（1 + … + {m} = {sum}）：自底向上计算全部 2^{m} 个已用数字集合（先算超集，每次 64 个），每个集合占 1 位。";
    rule_search_hash: "No shortcut applies and m = {m} > {max}: the memo becomes a hash map of the live states (sum below the target); the solver refuses if there are more than {limit}.", "没有捷径可用且 m = {m} > {max}：备忘录改为只存有效状态（和小于目标）的哈希表；若有效状态超过 {limit} 个，求解器会拒绝。";
    recurrence_heading: "The recurrence", "状态转移方程";
    recurrence: "win(used) = some unused x with\n    x ≥ desired_total - total(used)\n    or not win(used + x)", "win(used) = 存在未用的 x，使得\n    x ≥ desired_total - total(used)\n    或 win(used + x) 为假";
    recurrence_text: "The state is the set of used numbers (a bitmask): the total and who moves follow from it. The player to move wins if some move reaches the target or leaves the opponent in a losing state.", "状态就是已用数字的集合（位掩码，状态压缩）：总和和轮到谁都由它决定。若某一步能达到目标，或者让对手陷入必败状态，当前行动者就必胜。";

    // ---- result ----------------------------------------------------------------------------
    result: "Result", "结果";
    first_wins: "({m}, {d}): the first player wins", "({m}, {d})：先手必胜";
    first_loses: "({m}, {d}): the first player cannot win", "({m}, {d})：先手无法获胜";
    winning_first_moves: "Winning first moves: {moves}", "必胜的第一步：{moves}";
    no_winning_first_move: "No first move wins.", "没有必胜的第一步。";
    cannot_explore: "Positions cannot be explored: {why}", "无法探索局面：{why}";
    states_computed: "States computed:", "已计算状态：";
    all_of_space: "all 2^{m} = {space} (bottom-up)", "全部 2^{m} = {space} 个（自底向上）";
    states_explained_bottom_up: "Bottom-up computes every one of the 2^{m} = {space} sets of used numbers, 1 bit each, supersets first; only {live} of them are “live states” (their sum is still below the target), the positions the game can reach. The answer is the bit of the empty set.", "自底向上计算全部 2^{m} = {space} 个已用数字集合，每个 1 位，先算超集；其中只有 {live} 个是“活跃状态”（数字之和仍小于目标），即对局能到达的局面。答案是空集对应的那一位。";
    states_visited: "States visited:", "已访问状态：";
    of_space: "{v} of 2^{m} = {space} ({pct}%)", "{v} 个，共 2^{m} = {space} 个（{pct}%）";
    of_space_huge: "{v} of 2^{m}", "{v} 个，共 2^{m} 个";
    live_states: "Live states:", "有效状态：";
    live_states_tip: "Sets of used numbers whose sum is below the target: the only states the search can meet.", "已用数字之和小于目标的集合：搜索唯一可能遇到的状态。";
    states_explained: "“States visited” counts the sets of used numbers the search solved and stored; “live states” counts every set whose sum is still below the target, that is every position the game can reach. This search needed {v} of the {live} live states ({pct}%): once a player finds a winning move, the other moves are not searched.", "“已访问状态”是搜索实际求解并记入备忘录的已用数字集合；“有效状态”是和仍小于目标的全部集合，也就是游戏可能到达的所有局面。这次搜索只用到了 {live} 个有效状态中的 {v} 个（{pct}%）：一旦找到必胜的一步，其余的走法就不再搜索。";
    memo: "Memo:", "备忘录：";
    memo_bits: "1 bit per state, every state computed bottom-up", "每个状态 1 位，自底向上计算全部状态";
    memo_hash: "hash map of the live states", "有效状态的哈希表";
    time: "Time:", "用时：";
    time_text: "{ms} ms (first moves: +{moves} ms)", "{ms} 毫秒（第一步：+{moves} 毫秒）";
    results_outdated: "These results are for the input before your last edit.", "这些结果对应的是上次编辑之前的输入。";
    csv_too_big: "The CSV of states is limited to m ≤ {max} numbers (2^m lines).", "状态 CSV 仅支持 m ≤ {max} 个数（2^m 行）。";

    // ---- views -----------------------------------------------------------------------------
    start_here: "Start here: in the State explorer, click numbers to mark them used and see which moves win from there.", "从这里开始：在“状态探索”中点击数字把它们标为已用，看看此时哪些走法必胜。";
    start_here_quiz: "Start here: in Play, say whether each state is a win for you, then take a number.", "从这里开始：在“对战”中先判断每个状态你能否赢，再选一个数。";
    view_explorer: "State explorer", "状态探索";
    view_play: "Play", "对战";
    first_player: "the first player", "先手";
    second_player: "the second player", "后手";

    // ---- explorer --------------------------------------------------------------------------
    explorer_intro: "Click numbers to mark them used (in any order: only the set matters). Green numbers are the winning moves for the player to move.", "点击数字把它标为已用（顺序无关，只看集合）。绿色的数字是当前行动者的必胜走法。";
    used_numbers: "Used numbers:", "已用数字：";
    tip_use: "Mark as used", "标为已用";
    tip_unuse: "Mark as unused", "标为未用";
    clear_used: "Clear used numbers", "清空已用数字";
    take_winning_move: "Take a winning move", "走一步必胜走法";
    take_winning_move_tip: "Mark the smallest winning move as used", "把最小的必胜走法标为已用";
    legend_winning_move: "winning move", "必胜走法";
    used_label: "Used:", "已用：";
    bits_label: "As bits:", "二进制：";
    bits_value: "{bits} = {int}", "{bits} = 十进制 {int}";
    bits_tip: "The used set as the solver stores it: bit x − 1 (counting from 0 on the right) is 1 when the number x is used; the integer is the memo's index.", "求解器保存的已用集合：从右数第 x − 1 位（从 0 开始）为 1 表示数字 x 已用；这个整数就是备忘录的下标。";
    play_bits: "Used set as bits: {bits} = {int}", "已用集合的二进制：{bits} = {int}";
    running_total: "Running total:", "当前总和：";
    total_of: "{total} (target {d}, {rest} to go)", "{total}（目标 {d}，还差 {rest}）";
    to_move: "To move:", "轮到：";
    verdict_wins: "Winning: {who}, to move, can force a win", "必胜：轮到{who}，可以强制获胜";
    verdict_loses: "Losing: {who}, to move, loses against best play", "必败：轮到{who}，对手最优时必输";
    verdict_over: "Game over: {who} brought the total to {total} ≥ {d} and won.", "对局结束：{who}把总和加到 {total} ≥ {d}，获胜。";
    verdict_over_at_start: "Game over before any move: desired_total = {d} ≤ 0, the first player wins.", "还没走就结束了：desired_total = {d} ≤ 0，先手获胜。";
    verdict_unreachable: "Nobody can reach {d}: the first player cannot win.", "谁都达不到 {d}：先手无法获胜。";
    winning_moves: "Winning moves: {moves}", "必胜走法：{moves}";
    none: "none", "无";
    recurrence_here: "The recurrence at this position", "当前局面的状态转移方程";
    recurrence_at: "win({s}) = some unused x with x ≥ {rest} or not win({s} + x)", "win({s}) = 存在未用的 x，使 x ≥ {rest} 或 win({s} + x) 为假";
    move_reaches: "x = {x}: {x} ≥ {rest}, reaches the target: wins", "x = {x}：{x} ≥ {rest}，达到目标：获胜";
    move_opponent_wins: "x = {x}: then win({next}) = true, the opponent wins: not this one", "x = {x}：之后 win({next}) 为真，对手必胜：不行";
    move_opponent_loses: "x = {x}: then win({next}) = false, the opponent loses: a winning move", "x = {x}：之后 win({next}) = false，对手必败：获胜";
    click_to_take: "Click to take this number", "点击选用这个数字";
    total_short: "Total {total} of {d}, {rest} to go", "总和 {total} / {d}，还差 {rest}";
    tile_used: "used", "已用";
    tile_reaches: "reaches the target", "达到目标";
    tile_leaves_loss: "take it: opponent loses", "选它：对手必败";
    tile_leaves_win: "take it: opponent wins", "选它：对手必胜";
    tile_move: "move {k}", "第 {k} 步";

    // ---- play ------------------------------------------------------------------------------
    you_play: "You play:", "你执：";
    play_first: "first", "先手";
    play_second: "second", "后手";
    play_total: "Total {total} of {d}", "总和 {total} / {d}";
    play_status: "Total {total} of {d}; used {used}", "总和 {total} / {d}；已用 {used}";
    your_turn: "Your move: click an unused number.", "轮到你了：点击一个未用的数字。";
    hint_wins: "Hint: you can force a win; winning moves: {moves}.", "提示：你处于必胜局面；必胜走法：{moves}。";
    hint_lost: "Hint: this position is lost against best play; pick a number that does not let the computer reach the target at once and hope for a mistake.", "提示：对手最优时这个局面必败；选一个不让电脑立刻达到目标的数字，等它犯错。";
    computer_took: "The computer took {x} ({why}).", "电脑选了 {x}（{why}）。";
    computer_took_plain: "The computer took {x}.", "电脑选了 {x}。";
    kind_wins_now: "it reaches the target", "达到目标";
    kind_winning: "a winning move", "必胜走法";
    kind_delaying: "it is lost, so it delays", "已处必败，尽量拖延";
    kind_any: "it is lost, any move", "已处必败，随便走";
    feedback_winning: "Your last move was a winning move.", "你上一步是必胜走法。";
    feedback_threw: "Your last move let the win slip: the winning moves were {moves}.", "你上一步错失了胜利：必胜走法是 {moves}。";
    feedback_lost: "Your last move was made from a lost position: no move there could force a win.", "你上一步之前已处于必败局面：没有必胜走法。";
    moves_heading: "Moves", "走法记录";
    move_line: "{k}. {who}: {x} (total {total})", "{k}. {who}：{x}（总和 {total}）";
    end_reached: "{who}: the total reached {total} ≥ {d}.", "{who}：总和达到 {total} ≥ {d}。";
    end_at_start: "desired_total = {d} ≤ 0: the first player won before any move.", "desired_total = {d} ≤ 0：先手在开始前就已获胜。";
    end_nobody: "All numbers are used and the total {total} stays below {d}: nobody wins, so the first player did not win.", "数字全部用完，总和 {total} 仍小于 {d}：谁都没赢，先手没有获胜。";
    // ---- the Code pane's caption -------------------------------------------------------------
    code_answer: "The start: no number used yet, the first player to move.", "起点：还没有用过任何数，先手走。";
    code_reached: "Decided before any search: the total is at most 0, already reached, so the first player wins.", "无需搜索就能确定：目标不超过 0，已经达到，先手赢。";
    code_out_of_reach: "Decided before any search: 1 + 2 + … + {m} = {sum} falls short of {total}, so nobody can reach it and the first player cannot win.", "无需搜索就能确定：1 + 2 + … + {m} = {sum} 不到 {total}，谁也达不到，先手赢不了。";
    code_win_now: "Used {set}: taking {x} reaches the total, a win.", "已用 {set}：取 {x} 就达到目标，必胜。";
    code_win_later: "Used {set}: taking {x} leaves the opponent a lost state, a win.", "已用 {set}：取 {x} 让对手陷入必败状态，必胜。";
    code_lose: "Used {set}: no number wins, the player to move loses.", "已用 {set}：没有能赢的数，走的人必败。";
    code_over: "Used {set}: the total was reached, the last move won.", "已用 {set}：目标已经达到，上一步的人赢了。";
    code_quiz: "Used {set}: every unused number is tried.", "已用 {set}：逐个尝试每个没用过的数。";
    numbers_wait_below: "The numbers wait for your answer: first say below whether this state is a win for you.", "请先在下面回答这个状态你能否获胜，然后才能选数字。";
    numbers_wait_above: "The numbers wait for your answer: first say above whether this state is a win for you.", "请先在上面回答这个状态你能否获胜，然后才能选数字。";
}

/// The table of the current language.
pub fn tr() -> &'static CanIWinTexts {
    <CanIWinTexts as crate::i18n::Localized>::current()
}
