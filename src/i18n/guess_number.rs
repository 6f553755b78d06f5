//! Texts of the Guess Number II tab (English, then Simplified Chinese).
//!
//! Terms follow seed 003: 状态转移方程 (the recurrence), 最小化最大值 (minimise the maximum).

crate::i18n::text_table! {
    GuessTexts, EN, ZH;
    tab: "Guess Number II", "猜数字大小 II";
    auto_title: "{game}: n = {n}", "{game}：n = {n}";
    solving: "Solving Guess Number II", "正在求解猜数字大小 II";

    // ---- side panel ------------------------------------------------------------------------
    numbers_heading: "Numbers 1 .. n", "数字 1 .. n";
    exercise_all_seen: "New exercise n = {n}: the n = {shown} table shown before held all its answers (dp[i][j] depends only on i and j, and exercises go past a table shown only up to n = {max}). Work them out again without looking.", "新练习 n = {n}：之前显示的 n = {shown} 的表里已有它的全部答案（dp[i][j] 只取决于 i 和 j，而练习最多只出到 n = {max}，无法比这张表更大）。请不看答案重新推一遍。";
    exercise_given: "New exercise, n = {n}: the cells with j ≤ {shown} were shown before and are given; the {asked} cells with j > {shown} are asked.", "新练习，n = {n}：j ≤ {shown} 的格子之前已经显示过，直接给出；j > {shown} 的 {asked} 个格子由你来填。";
    exercise_given_more: "New exercise, n = {n}: the cells with j ≤ {shown} were shown before and are given, and so are {count} cells answered or shown in an earlier quiz ({cells}); the other {asked} cells are asked.", "新练习，n = {n}：j ≤ {shown} 的格子之前已经显示过，直接给出；之前的测验里答过或显示过的 {count} 个格子（{cells}）也直接给出；其余 {asked} 个格子由你来填。";
    exercise_given_cells: "New exercise, n = {n}: {count} cells answered or shown in an earlier quiz are given ({cells}); the other {asked} cells are asked.", "新练习，n = {n}：之前的测验里答过或显示过的 {count} 个格子直接给出（{cells}）；其余 {asked} 个格子由你来填。";
    rules: "Someone picks a number from 1 to n. You guess; each wrong guess x costs x, and you hear \"lower\" or \"higher\". How much money guarantees that you find the number? (LeetCode 375)", "对方从 1 到 n 中选一个数。你来猜；每猜错一次 x 就付 x 元，并得知答案“更小”或“更大”。至少要准备多少钱才能保证猜中？（LeetCode 375）";
    n_tip: "Drag or double-click to type; 1 to {max}.", "拖动或双击输入；范围 1 到 {max}。";
    n_beyond_limit: "This n is beyond what the app can solve (at most {max}); the solver will refuse it.", "这个 n 超出了程序能求解的范围（最多 {max}）；求解器会拒绝。";
    preset_10: "n = 10 (costs 16)", "n = 10（花费 16）";
    fast_only: "Fast O(n²) algorithm, value only", "快速 O(n²) 算法，只求值";
    fast_only_tip: "An exact O(n²) algorithm (breakpoint + sliding-window minimum) gives dp[1][n] alone. The table, the tree and play need the plain O(n³) table.", "精确的 O(n²) 算法（断点 + 滑动窗口最小值）只给出 dp[1][n]。DP 表、策略树和对战需要朴素的 O(n³) 表。";
    fast_forced: "Above n = {max} only the fast O(n²) algorithm runs (value only).", "n 超过 {max} 时只运行快速 O(n²) 算法（只求值）。";
    press_solve: "n above {max}: press Solve (progress and Cancel are shown).", "n 超过 {max}：请点击“求解”（会显示进度，可取消）。";
    recurrence_heading: "The recurrence", "状态转移方程";
    recurrence: "dp[i][j] = min over i ≤ k ≤ j of\n   k + max(dp[i][k-1], dp[k+1][j])\ndp[i][i] = 0; empty intervals cost 0", "dp[i][j] = 对 i ≤ k ≤ j 取最小值：\n   k + max(dp[i][k-1], dp[k+1][j])\ndp[i][i] = 0；空区间的代价为 0";
    recurrence_text: "Minimise the maximum: for each first guess k the adversary sends you to the dearer side, and you pick the k whose worst case is cheapest.", "最小化最大值：对每个首次猜测 k，对手总把你引向代价更大的一侧；你选择最坏情况最便宜的 k。";

    // ---- result ----------------------------------------------------------------------------
    result: "Result", "结果";
    min_cost_is: "n = {n}: {cost} always finds it", "n = {n}：至少需要 {cost} 元才能保证猜中";
    first_guess_is: "The optimal first guess is {k} (the lowest on ties).", "最优的第一次猜测是 {k}（并列时取最小的）。";
    solved_plain: "Plain O(n³) table: {ms} ms, {cells} cells", "朴素 O(n³) 建表：{ms} 毫秒，{cells} 个格子";
    solved_fast: "Fast O(n²) algorithm, value only: {ms} ms", "快速 O(n²) 算法（只求值）：{ms} 毫秒";
    results_outdated: "These results are for the n before your last edit.", "这些结果对应的是上次编辑之前的 n。";
    no_table: "n = {n} was solved value-only (n above {max}, or the fast algorithm was chosen), so there is no table, tree or game to show.", "n = {n} 只求了值（n 超过 {max}，或选择了快速算法），因此没有 DP 表、策略树或对战可显示。";
    no_table_export: "There is no table: n was solved value-only.", "没有 DP 表：n 只求了值。";

    // ---- views -----------------------------------------------------------------------------
    start_here: "Start here: click a cell of the DP table to see its min-of-max recurrence, then open the Strategy tree or try to beat the adversary in Play.", "从这里开始：点击 DP 表中的格子查看它的“最小化最大值”递推式，然后打开“策略树”，或者在“对战”中挑战对手。";
    start_here_quiz: "Start here: fill the DP table cell by cell in the order asked, each from the cells it reads; Play opens once dp[1][n] is answered.", "从这里开始：按提问的顺序逐格填写 DP 表，每格都由它读取的格子算出；答出 dp[1][n] 后即可进入“对战”。";
    view_table: "DP table", "DP 表";
    view_tree: "Strategy tree", "策略树";
    view_play: "Play", "对战";
    view_calls: "Calls", "递归调用";
    calls_intro: "solve(i, j) = min over k = i, …, j of k + max(solve(i, k − 1), solve(k + 1, j)); one number or none costs 0. With a memo, each interval is computed once.", "solve(i, j) = 对 k = i, …, j 取 k + max(solve(i, k − 1), solve(k + 1, j)) 的最小值；只剩一个数或没有数时代价为 0。有备忘录时，每个区间只计算一次。";
    calls_growth: "Without the memo the calls triple with each number (5·3^(n−2)); with it they grow as n³.", "没有备忘录时，每多一个数调用次数就变成三倍（5·3^(n−2)）；有备忘录时按 n³ 增长。";
    calls_too_big: "The call tree is drawn for n up to {max}; for n = {n} only the counts are shown.", "调用树最多画到 n = {max}；这里 n = {n}，所以只显示调用次数。";
    calls_empty_note: "Empty intervals (i > j) cost 0; they are calls too, but have no cell in the table.", "空区间（i > j）代价为 0；它们也算调用，但在表格中没有格子。";

    // ---- table view ------------------------------------------------------------------------
    show_in_cells: "Cells show:", "格子显示：";
    mode_cost: "cost dp[i][j]", "代价 dp[i][j]";
    mode_cost_tip: "The money that guarantees finding a number known to lie between i and j", "已知数字在 i 到 j 之间时，保证猜中所需的钱";
    mode_guess: "best guess", "最优猜测";
    mode_guess_tip: "The best first guess k from i to j, coloured by where it lies in the interval", "区间 [i, j] 中最优的首次猜测 k，按它在区间中的位置着色";
    legend_low_end: "low end", "靠左端";
    legend_middle: "middle", "居中";
    legend_high_end: "high end", "靠右端";
    cell_tooltip: "dp[{i}][{j}] = {cost}\nbest first guess: {k}", "dp[{i}][{j}] = {cost}\n最优首次猜测：{k}";
    cell_value_line: "dp[{i}][{j}] = {cost}, best first guess {k}", "dp[{i}][{j}] = {cost}，最优首次猜测 {k}";
    cell_value_hint: "Point at a cell to read its value here.", "把鼠标移到格子上，这里会显示它的值。";
    inspector: "Cell inspector", "格子详情";
    inspector_hint: "Click a cell (row i, column j) to see its recurrence with the real numbers.", "点击一个格子（第 i 行，第 j 列），查看它的状态转移方程和实际数值。";
    inspector_cell: "dp[{i}][{j}]: the number is known to lie between {i} and {j}", "dp[{i}][{j}]：已知数字在 {i} 到 {j} 之间";
    base_case: "Base case", "基本情况";
    base_case_text: "Only {x} is possible: guess it, it is right, nothing to pay.", "只可能是 {x}：直接猜它，一定猜中，不用付钱。";
    recurrence_with_numbers: "The recurrence with its numbers", "代入实际数值的状态转移方程";
    best_guess_text: "Best guess k = {k}: a wrong guess costs {k}, then \"lower\" still needs {left} and \"higher\" {right}; the adversary picks the dearer side, so the worst case is {cost}.", "最优猜测 k = {k}：猜错付 {k}，之后“更小”还需 {left}，“更大”还需 {right}；对手会选代价更大的一侧，所以最坏情况是 {cost}。";
    ties_text: "Other guesses with the same worst case: {ks} (the lowest one is kept).", "最坏情况相同的其他猜测：{ks}（保留最小的那个）。";
    reads: "reads", "依赖";
    all_guesses: "Every guess k of this interval", "本区间内的每个猜测 k";

    // ---- tree view -------------------------------------------------------------------------
    tree_intro_fold: "How to read the tree", "怎样看这棵树";
    tree_intro: "The optimal strategy: the first guess at the top; open a node to see what to guess after each answer. Only opened nodes are built.", "最优策略：顶部是第一次猜测；展开一个结点可以看到每种回答之后该猜什么。只有展开的结点才会生成。";
    collapse_all: "Collapse all", "全部折叠";
    expand_all: "Expand all", "全部展开";
    expand_all_too_big: "(expand all: up to n = {max})", "（全部展开：最多 n = {max}）";
    path_to_prefix: "number ", "数字 ";
    show_path: "Show its path", "显示猜测路径";
    path_text: "If the number is {x}, an optimal player guesses {guesses} and pays {paid}.", "如果数字是 {x}，最优玩家的猜法是 {guesses}，共付 {paid} 元。";
    node_label: "{lo}–{hi}: guess {k} (worst case {cost})", "{lo}–{hi}：猜 {k}（最坏情况 {cost}）";
    node_leaf: "it must be {x}: guess it, free", "一定是 {x}：直接猜，不花钱";
    node_found: "found {x}, nothing more to pay", "猜中 {x}，不再付钱";
    node_formula: "worst case = {k} + max({left}, {right}) = {cost}", "最坏情况 = {k} + max({left}, {right}) = {cost}";
    diagram_name: "Strategy tree diagram", "策略树示意图";
    outline_toggle: "Outline", "文字大纲";
    diagram_found: "found", "猜中";
    path_view_hint: "The path alone, from the first guess on the left to the number on the right; the other answer's node stands above (lower) or below (higher). Click a node, Collapse all or Expand all for the whole tree.", "只显示这条路径：最左边是第一次猜测，最右边是要猜的数；另一种回答通向的结点画在上方（更小）或下方（更大）。点击任一结点、“全部折叠”或“全部展开”可回到整棵树。";
    diagram_too_big: "More than {max} nodes are open: the diagram is left out; the list goes on.", "展开的结点超过 {max} 个：不再绘制示意图，列表仍可使用。";
    answer_lower: "lower", "更小";
    answer_higher: "higher", "更大";
    answer_correct: "correct", "猜对了";
    ruled_out: "ruled out", "已排除";

    // ---- play ------------------------------------------------------------------------------
    play_intro: "The computer has not fixed a number: it answers so that you pay as much as possible (any answer it gives stays consistent). Play well and you pay exactly the guaranteed minimum.", "电脑并没有事先定下数字：它总是给出让你花钱最多的回答（回答始终前后一致）。按最优策略猜，你付的钱恰好等于保证所需的最少金额。";
    play_intro_fold: "How the computer answers", "电脑怎样回答";
    still_possible: "Numbers still possible:", "仍可能的数字：";
    found: "found", "已猜中";
    spent: "Money spent:", "已花费：";
    spent_short: "spent", "已花费";
    guaranteed_minimum: "Guaranteed minimum:", "保证所需的最少金额：";
    worst_case_now: "Worst case from here, playing perfectly:", "此后按最优策略的最坏总花费：";
    bar_spent: "spent {v}", "已花费 {v}";
    bar_rest: "may still cost {v} with perfect play", "按最优策略最多还要 {v}";
    bar_min: "guaranteed minimum {v}", "保证所需的最少金额 {v}";
    click_a_number: "Click a number to guess it:", "点击一个数字来猜：";
    your_guess_prefix: "Your guess: ", "你的猜测：";
    guess_button: "Guess", "猜";
    hint_text: "Hint: guess {k}. A wrong guess costs {k}; then at most max({left}, {right}) more, in all {cost} from here.", "提示：猜 {k}。猜错付 {k}；之后最多再付 max({left}, {right})，从此处起共 {cost}。";
    computer_says: "You guessed {x}: {answer}.", "你猜 {x}：{answer}。";
    feedback_kept: "A best guess: your worst case stays {bound}.", "这是最优猜测：你的最坏总花费仍是 {bound}。";
    feedback_extra: "That guess raised your worst case by {extra} to {bound}; the best guess was {best}.", "这一步让你的最坏总花费增加了 {extra}，变为 {bound}；最优猜测是 {best}。";
    history: "Guesses", "猜测记录";
    history_line: "{k}. {x}: {answer} (paid {paid})", "{k}. {x}：{answer}（付 {paid}）";
    end_optimal: "Found! You spent {spent}, exactly the guaranteed minimum {min}.", "猜中了！你花了 {spent}，恰好等于保证所需的最少金额 {min}。";
    end_more: "Found! You spent {spent}; the guaranteed minimum is {min} ({extra} more).", "猜中了！你花了 {spent}；保证所需的最少金额是 {min}（多花了 {extra}）。";
    // ---- the Code pane's caption -------------------------------------------------------------
    code_answer: "dp[1][{n}]: the whole range 1–{n} is the answer.", "dp[1][{n}]：整个范围 1–{n} 就是答案。";
    code_base: "dp[{i}][{j}]: at most one number left, nothing to pay.", "dp[{i}][{j}]：最多只剩一个数，不用花钱。";
    code_cell: "dp[{i}][{j}]: every guess is tried; guessing {k} is the cheapest, {cost}.", "dp[{i}][{j}]：逐个尝试每种猜法；猜 {k} 最便宜，{cost}。";
    code_quiz: "dp[{i}][{j}]: every guess k costs k plus the dearer side.", "dp[{i}][{j}]：每种猜法 k 的花费是 k 加上较贵的一边。";
    quiz_paused_fast: "the fast O(n²) algorithm gives dp[1][n] alone, without a table, so there is no cell to ask.", "快速 O(n²) 算法只求 dp[1][n]，不建表，所以没有格子可问。";
    quiz_paused_too_big: "above n = {max} only the fast algorithm runs, without a table, so there is no cell to ask. Lower n to go on.", "n 超过 {max} 时只运行快速算法，不建表，所以没有格子可问。把 n 调小就能继续。";
    quiz_resume_fast: "Use the table algorithm and go on with the quiz", "改用建表算法，继续测验";
}

/// The table of the current language.
pub fn tr() -> &'static GuessTexts {
    <GuessTexts as crate::i18n::Localized>::current()
}
