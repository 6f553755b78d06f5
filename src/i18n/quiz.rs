//! Texts of Quiz mode, shared by every tab (English, then Simplified Chinese).

crate::i18n::text_table! {
    QuizTexts, EN, ZH;
    quiz: "Quiz", "测验";
    quiz_switch: "Quiz mode", "测验模式";
    quiz_tip: "Predict before the app reveals: the views turn into questions, answers stay hidden until you commit, and a score is kept while the app is open.", "先预测，再揭晓：视图变成题目，提交之前答案一直隐藏；应用打开期间记录得分。";
    score: "Score {right}/{asked} · streak {streak} (best {best})", "得分 {right}/{asked} · 连对 {streak}（最长 {best}）";
    reset_score: "Reset score", "得分清零";
    reset_score_tip: "Start the score and the streaks again from zero (this tab's quiz).", "把本标签页测验的得分和连对次数清零，重新开始。";
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
