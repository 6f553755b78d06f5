//! Texts of Quiz mode, shared by every tab (English, then Simplified Chinese).

crate::i18n::text_table! {
    QuizTexts, EN, ZH;
    quiz: "Quiz", "测验";
    quiz_switch: "Quiz mode", "测验模式";
    quiz_tip: "Predict before the app reveals: the views turn into questions, answers stay hidden until you commit, and a score is kept while the app is open.", "先预测，再揭晓：视图变成题目，提交之前答案一直隐藏；应用打开期间记录得分。";
    score: "Score {right}/{asked} · streak {streak} (best {best})", "得分 {right}/{asked} · 连对 {streak}（最长 {best}）";
    reset_score: "Reset score", "得分清零";
    reset_score_tip: "Start the score and the streaks again from zero (this tab's quiz).", "把本标签页测验的得分和连对次数清零，重新开始。";
    by_kind: "By kind", "按题型";
    kind_line: "{kind}: {right}/{asked} right, hints used: {hints}", "{kind}：答对 {right}/{asked}，用了提示 {hints} 次";
    reset_kind: "Reset", "清零";
    kind_cell: "Table cells", "表格格子";
    kind_move: "Best moves", "最优走法";
    kind_outcome: "Who wins", "谁赢";
    kind_position: "Positions", "局面";
    report_title: "Set finished", "本组题目完成";
    report_total: "{asked} questions: {right} right, {wrong} wrong, hints used: {hints}.", "共 {asked} 题：答对 {right}，答错 {wrong}，用了提示 {hints} 次。";
    report_kind: "{kind}: {right} right, {wrong} wrong, hints used: {hints}", "{kind}：答对 {right}，答错 {wrong}，用了提示 {hints} 次";
    report_close: "Go on", "继续";
    hint: "Hint", "提示";
    hint_tip: "The next hint, without guessing (the question then no longer counts as right).", "给出下一条提示，不用先猜（这道题之后不再算作答对）。";
    hint_wrong: "Not yet. Hint {k} of 2: {hint}", "还不对。提示 {k}/2：{hint}";
    hint_shown: "Hint {k} of 2: {hint}", "提示 {k}/2：{hint}";
    answer_value: "Not quite: you answered {typed}, the cell holds {expected}.", "不对：你的答案是 {typed}，这一格是 {expected}。";
    the_answer: "The answer: {expected}.", "答案：{expected}。";
    start_again_tip: "Ask the table again from the first cell, with the score from zero.", "从第一格重新提问，得分从零开始。";
    stone_hint1_net: "dp[{i}][{j}] reads two cells: dp[{i1}][{j}], what is left after taking pile {i} (worth {pi}), and dp[{i}][{j1}], what is left after taking pile {j} (worth {pj}).", "dp[{i}][{j}] 读取两格：dp[{i1}][{j}]，即取走第 {i} 堆（值 {pi}）后剩下的；以及 dp[{i}][{j1}]，即取走第 {j} 堆（值 {pj}）后剩下的。";
    stone_hint1_fir: "fir reads the sec of two cells: dp[{i1}][{j}].sec after taking pile {i} (worth {pi}), and dp[{i}][{j1}].sec after taking pile {j} (worth {pj}).", "fir 读取两格的 sec：取走第 {i} 堆（值 {pi}）后的 dp[{i1}][{j}].sec，以及取走第 {j} 堆（值 {pj}）后的 dp[{i}][{j1}].sec。";
    stone_hint1_sec: "sec is the fir of the piles the mover leaves: dp[{i1}][{j}].fir if the mover takes pile {i}, dp[{i}][{j1}].fir if pile {j}.", "sec 是先走者留下的那些堆的 fir：先走者取第 {i} 堆时是 dp[{i1}][{j}].fir，取第 {j} 堆时是 dp[{i}][{j1}].fir。";
    stone_hint2_net: "Taking pile {i} is worth {pi} - {a} = {l}; taking pile {j} is worth {pj} - {b} = {r}. The mover takes the better end.", "取第 {i} 堆得 {pi} - {a} = {l}；取第 {j} 堆得 {pj} - {b} = {r}。先走者取更好的一端。";
    stone_hint2_fir: "Taking pile {i} gives {pi} + {a}; taking pile {j} gives {pj} + {b}. The mover takes the larger.", "取第 {i} 堆得 {pi} + {a}；取第 {j} 堆得 {pj} + {b}。先走者取较大的。";
    stone_hint2_sec: "The mover takes pile {end} (net {l} against {r}), so sec is the fir of the piles left: dp[{x}][{y}].fir.", "先走者取第 {end} 堆（净胜分 {l} 对 {r}），所以 sec 是剩下那些堆的 fir：dp[{x}][{y}].fir。";
    guess_hint1: "dp[{i}][{j}] tries every first guess k from {i} to {j}: guessing k pays k, then the worse side, dp[{i}][k−1] (the number is lower) or dp[k+1][{j}] (higher).", "dp[{i}][{j}] 尝试 {i} 到 {j} 中每个第一次猜测 k：猜 k 先付 k，再加上较差的一边，dp[{i}][k−1]（数更小）或 dp[k+1][{j}]（数更大）。";
    guess_hint2: "With the numbers: {terms}. The answer is the smallest; its k is the best first guess.", "代入数值：{terms}。答案是其中最小的；对应的 k 就是最优的第一次猜测。";
    cm_hint1: "The {who} moves from {from} to {list}: the position's outcome is the best, for the {who}, of the positions these moves reach.", "{who}可以从 {from} 走到 {list}：这个局面的结果是这些走法到达的局面中对{who}最好的那个。";
    list_sep: "; ", "；";
    cm_hint2: "The positions these moves reach: {list}.", "这些走法到达的局面：{list}。";
    new_exercise: "New exercise", "新练习";
    new_exercise_tip: "A fresh random scenario of a size to work by hand, quizzed from the start. Your own work is set aside (the lesson bar offers it back) and Ctrl+Z brings it back too.", "生成一个适合手算大小的随机新场景，并从头开始测验。你自己的内容会先放到一边（课程栏会提供恢复），按 Ctrl+Z 也能恢复。";
    exercise_title: "Exercise", "练习";
    hidden: "Hidden while Quiz is on.", "测验进行中，结果已隐藏。";
    check: "Check", "提交";
    right: "Right!", "答对了！";
    right_why: "Why: {why}.", "理由：{why}。";
    input_empty: "Type a number first.", "请先输入一个数。";
    input_bad: "\"{text}\" is not a whole number.", "“{text}”不是整数。";
    wrong_value: "Not quite: you answered {typed}, the cell holds {expected}. The inspector shows why.", "不对：你的答案是 {typed}，这一格是 {expected}。检查器里给出了推导。";
    next_cell: "Next cell", "下一格";
    start_again: "Start again", "从头再来";
    table_done: "Every cell is filled. Start again, or change the input.", "所有格子都已填好。可以从头再来，或者修改输入。";
    progress: "Cell {k} of {total}", "第 {k} 格，共 {total} 格";
    base_given: "The base cases (one pile or one number) are given; the others are blank until you answer them in the fill order.", "基本情况（只剩一堆或只剩一个数）已给出；其余格子按填表顺序由你作答，作答前保持空白。";
    ahead: "Not reached yet in the fill order: answer the earlier cells first.", "按填表顺序还没轮到这一格：请先回答前面的格子。";
    answer_box: "Your answer:", "你的答案：";
    stone_ask: "What is dp[{i}][{j}]: {what}?", "dp[{i}][{j}] 是多少：{what}？";
    stone_what_net: "the net score (own total minus the opponent's) of the player to move on piles {i}–{j}", "在第 {i} 到 {j} 堆上，先走的人的净胜分（自己总分减对手总分）";
    stone_what_fir: "the total of the player to move on piles {i}–{j} (fir)", "在第 {i} 到 {j} 堆上，先走的人的总分（fir）";
    stone_what_sec: "the total of the other player on piles {i}–{j} (sec)", "在第 {i} 到 {j} 堆上，后走的人的总分（sec）";
    guess_ask: "What is dp[{i}][{j}], the least money that guarantees finding a number in {i}–{j}?", "dp[{i}][{j}] 是多少，即在 {i}–{j} 中保证猜中所需的最少钱数？";
    guess_or_k: "…or the best first guess k:", "……或者最优的第一次猜测 k：";
    guess_k_out: "Guess a number from {lo} to {hi}.", "请猜 {lo} 到 {hi} 之间的数。";
    guess_wrong_k: "Not quite: guessing {k} guarantees {cost}; the best guess {best} guarantees {min}. The inspector shows every guess.", "不对：猜 {k} 需要 {cost}；最优猜测 {best} 只需 {min}。检查器里列出了每个猜测。";
    play_ask: "Quiz: which move is best here? Your move is scored (hints are off).", "测验：这里哪一步最好？你的这一步会被计分（提示已关闭）。";
    play_right: "Right: that was a best move.", "答对了：这是最优的一步。";
    stone_play_wrong: "Not the best: taking the {mine} pile is worth {v} net score from here; the {best} pile is worth {b}.", "不是最优：从这里取{mine}那堆，净胜分为 {v}；取{best}那堆为 {b}。";
    guess_play_wrong: "Not the best: guessing {k} guarantees {cost} from here; the best guess {best} guarantees {min}.", "不是最优：从这里猜 {k}，保证所需为 {cost}；最优猜测 {best} 只需 {min}。";
    cm_play_wrong: "Not the best: your move to {to} leads to {mine}; moving to {best} leads to {theirs}.", "不是最优：你走到 {to}，结果是{mine}；走到 {best} 的结果是{theirs}。";
    cm2_play_wrong: "Not the best: your move to {to} leads to {mine}; the move to {best} leads to {theirs}.", "不是最优：你走到 {to}，结果是{mine}；走到 {best} 的结果是{theirs}。";
    ciw_why_reaches: "taking {x} brings the total to {total}, the target: the mover wins at once", "取 {x} 使总和达到 {total}，即目标：立刻获胜";
    ciw_why_leaves: "after taking {x} the total is {total}, and the opponent, to move there, has no winning strategy (the solver marks that position lost)", "取 {x} 后总和为 {total}，轮到对手走，而对手没有必胜策略（求解器把那个局面标为必败）";
    ciw_why_lost: "no move wins here against best play (every number leaves the opponent a win), so any move is as good as another", "面对最优应对，这里没有能赢的走法（每个数都会让对手获胜），所以每一步都一样";
    custom_why_end: "{p} has no move: the rules give its answer", "{p} 没有走法：答案由规则直接给出";
    custom_why_grundy: "the moves of {p} reach Grundy values {{list}}; the least value not among them is {g}", "{p} 的走法到达的 Grundy 值为 {{list}}；不在其中的最小值是 {g}";
    custom_why_best: "from {p} the best move is to {to}, which gives {worth}", "从 {p} 出发最好的走法是到 {to}，结果是{worth}";
    ciw_play_wrong: "Not the best: after taking {x} the opponent can win; a winning move was {best}.", "不是最优：取 {x} 之后对手可以获胜；获胜的走法是 {best}。";
    outcome_ask: "Quiz: who wins this position with perfect play from both?", "测验：双方都走最优时，这个局面谁赢？";
    outcome_wrong: "Not quite: {actual}.", "不对：{actual}。";
    next_position: "Next position", "下一个局面";
    no_position: "This graph has no position to ask about.", "这个图中没有可以提问的局面。";
    mouse_wins: "Mouse wins", "老鼠赢";
    cat_wins: "Cat wins", "猫赢";
    draw: "It's a draw", "平局";
    the_mouse: "mouse", "老鼠";
    the_cat: "cat", "猫";
    reason_wins: "the {who} wins by moving to {to} (the game ends in {d} moves)", "{who}走到 {to} 就能赢（{d} 步后结束）";
    reason_loses: "every move of the {who} loses; the longest defence is to {to} ({d} moves)", "{who}的每一步都会输；拖得最久的是走到 {to}（{d} 步）";
    reason_draw: "no move wins for the {who}, and moving to {to} keeps the draw", "{who}没有能赢的走法，走到 {to} 可以保持平局";
    reason_stuck: "the {who} cannot move: a draw", "{who}无路可走：平局";
    reason_endless: "neither can force the end, so the game goes on forever and the 1000-move rule gives it to the cat (the {who}'s best move: to {to})", "双方都无法强制结束，游戏会一直进行，按 1000 步规则判猫赢（{who}的最佳走法：走到 {to}）";
    reason_too_long: "the mouse could force the food only in {d} moves, more than 1000: the cat wins", "老鼠要 {d} 步才能强制吃到食物，超过 1000 步：猫赢";
    quiz_position: "The position: the mouse on {m}, the cat on {c}, the {who} to move.", "局面：老鼠在 {m}，猫在 {c}，轮到{who}走。";
}

/// The table of the current language.
pub fn tr() -> &'static QuizTexts {
    <QuizTexts as crate::i18n::Localized>::current()
}
