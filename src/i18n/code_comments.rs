//! The Chinese of the Code pane's listings' comments and Python docstrings, one table per game
//! (issue 23). The listings stay English (the tests run them as they are); the pane shows each
//! comment in the interface language ([`crate::code::localized_lines`]).
//!
//! An entry is (English, Chinese): the English is a comment's text as the listing writes it (after
//! `#` or `//`, or inside `"""`), the lines of a comment that spans several lines joined by `\n`;
//! the Chinese has as many lines, so every line of the listing keeps its number. A comment
//! worded alike in several languages of a game has one entry. A test fails when a comment of a
//! listing has no entry here, or an entry belongs to no comment.

/// Stone game (877/486).
pub const STONE: &[(&str, &str)] = &[
    (
        "Totals (first, second): each takes an end pile, maximising their own total.",
        "返回（先手总分，后手总分）：双方轮流从两端取走一堆，各自让自己的总分最大。",
    ),
    (
        "Totals {first, second}: each takes an end pile, maximising their own total.",
        "返回 {先手总分，后手总分}：双方轮流从两端取走一堆，各自让自己的总分最大。",
    ),
    (
        "fir[i][j], sec[i][j]: the totals of the player to move and of the other on i..j",
        "fir[i][j]、sec[i][j]：只剩 i..j 这几堆时，轮到走的一方与另一方各自的总分",
    ),
    ("diagonal by diagonal", "按对角线逐条填表"),
    (
        "after my move I am the second player on the rest",
        "我取走一堆后，在剩下的几堆上我就成了后手",
    ),
];

/// Guess Number Higher or Lower II (375).
pub const GUESS_NUMBER: &[(&str, &str)] = &[
    (
        "The least money that surely finds a number in 1..n when a wrong guess k costs k.",
        "猜错 k 就要付 k 元：保证猜中 1..n 中任何一个数，至少要准备多少钱。",
    ),
    (
        "dp[i][j]: the cost of the interval i..j; zero while j <= i (one number or none)",
        "dp[i][j]：区间 i..j 的代价；j <= i 时为 0（只剩一个数或没有数）",
    ),
    ("shorter intervals first", "先算短区间，再算长区间"),
    (
        "k is wrong: pay k, and the number is on the dearer side",
        "猜 k 猜错了：付 k 元，而答案总在代价更大的那一侧",
    ),
];

/// Can I Win (464).
pub const CAN_I_WIN: &[(&str, &str)] = &[
    (
        "Whether the first player can force the running total up to desired_total.",
        "先手能否必胜：无论对手怎么选，都由自己让累计总和达到 desired_total。",
    ),
    (
        "Whether the first player can force the running total up to desiredTotal.",
        "先手能否必胜：无论对手怎么选，都由自己让累计总和达到 desiredTotal。",
    ),
    (
        "memo[used]: whether the player to move wins; bit k - 1 of used is set once k is\n\
         taken (what is left to reach follows from used, so used alone is the key)",
        "memo[used]：轮到走的一方是否必胜；k 被选走后，used 的第 k - 1 位置为 1\n\
         （离目标还差多少由 used 就能算出，所以只用 used 作记忆化的键）",
    ),
    (
        "memo.get(used): whether the player to move wins; bit k - 1 of used is set once k is\n\
         taken (what is left to reach follows from used, so used alone is the key)",
        "memo.get(used)：轮到走的一方是否必胜；k 被选走后，used 的第 k - 1 位置为 1\n\
         （离目标还差多少由 used 就能算出，所以只用 used 作记忆化的键）",
    ),
];

/// Cat and Mouse (913).
pub const CAT_MOUSE: &[(&str, &str)] = &[
    (
        "a turn is MOUSE or CAT; a decided position holds its winner",
        "轮到谁走用 MOUSE 或 CAT 表示；已确定的局面记下它的胜者",
    ),
    ("a decided position: its winner", "已确定的局面记下它的胜者"),
    (
        "a decided position holds its winner",
        "已确定的局面记下它的胜者",
    ),
    (
        "1: the mouse wins, 2: the cat wins, 0: a draw (LeetCode 913).",
        "返回 1：老鼠胜，2：猫胜，0：平局（LeetCode 913）。",
    ),
    (
        "result[t][m][c]: the winner with t to move, the mouse on m and the cat on c",
        "result[t][m][c]：轮到 t 走、老鼠在 m、猫在 c 时的胜者",
    ),
    (
        "left[t][m][c]: the moves of the player to move not yet known to lose",
        "left[t][m][c]：轮到走的一方还有几步走法未确定为必败",
    ),
    ("the mouse moved here", "老鼠刚走到这里"),
    (
        "the cat moved here, never from the hole",
        "猫刚走到这里，它不可能来自洞 0",
    ),
    (
        "the player to move there can move into a win",
        "在那里轮到走棋的一方能走到自己必胜的局面",
    ),
    ("every move loses", "每一步都必败"),
];

/// Cat and Mouse II (1728).
pub const CAT_MOUSE_II: &[(&str, &str)] = &[
    (
        "a turn is MOUSE or CAT; a decided position: its winner",
        "轮到谁走用 MOUSE 或 CAT 表示；已确定的局面记下它的胜者",
    ),
    ("decided: the winner", "已确定的局面记下它的胜者"),
    ("a decided position: its winner", "已确定的局面记下它的胜者"),
    (
        "the moves the mouse has to reach the food",
        "老鼠到达食物的步数上限",
    ),
    (
        "Whether the mouse can force reaching the food within 1000 moves (LeetCode 1728).",
        "老鼠能否保证在 1000 步之内到达食物（LeetCode 1728）。",
    ),
    (
        "cell r * cols + c",
        "第 r 行第 c 列的格子编号为 r * cols + c",
    ),
    (
        "The cells a jump of 0..longest cells reaches: walls and the border stop it.",
        "跳 0..longest 格能到达的格子：遇到墙或棋盘边界就停下。",
    ),
    ("a jump of 0: staying put", "跳 0 格：原地不动"),
    (
        "to[t][x]: where the player t jumps from x; jumps are symmetric, so these are also\n\
         the cells that jump to x",
        "to[t][x]：玩家 t 从 x 一跳能到的格子；跳法是对称的，\n\
         所以这些也正是一跳能到 x 的格子",
    ),
    (
        "to[t][x]: where the player t jumps from x; jumps are symmetric, so these are\n\
         also the cells that jump to x",
        "to[t][x]：玩家 t 从 x 一跳能到的格子；跳法是对称的，\n\
         所以这些也正是一跳能到 x 的格子",
    ),
    (
        "result[t][m][c]: the winner with t to move, the mouse on m and the cat on c;\n\
         moves[t][m][c]: the moves to the end (the winner hurries, the loser delays)",
        "result[t][m][c]：轮到 t 走、老鼠在 m、猫在 c 时的胜者；\n\
         moves[t][m][c]：到终局还要走几步（赢家尽快取胜，输家尽量拖延）",
    ),
    (
        "left[t][m][c]: the jumps of the player to move not yet known to lose",
        "left[t][m][c]：轮到走的一方还有几种跳法未确定为必败",
    ),
    ("both on one cell: the cat wins", "两者在同一格：猫胜"),
    (
        "the cat or the mouse on the food",
        "猫到了食物上，或老鼠到了食物上",
    ),
    ("the cat on the food", "猫到了食物上：猫胜"),
    ("the mouse on the food", "老鼠到了食物上：老鼠胜"),
    ("the mouse jumped here", "老鼠刚跳到这里"),
    ("the cat jumped here", "猫刚跳到这里"),
    (
        "the player to move there can jump into a win",
        "在那里轮到走棋的一方能跳到自己必胜的局面",
    ),
    ("every jump loses", "每一种跳法都必败"),
    (
        "never decided: neither side can force a win, and the move limit gives it to the cat",
        "从未确定的局面：双方都无法强制取胜，步数用完就算猫胜",
    ),
    (
        "never decided: neither side can force a win, and the move limit gives it to\n\
         the cat",
        "从未确定的局面：双方都无法强制取胜，\n\
         步数用完就算猫胜",
    ),
];

/// The Game Lab (rules written in Starlark).
pub const CUSTOM: &[(&str, &str)] = &[
    (
        "A position as the rules compare it: a list equals its tuple, True is not 1.",
        "局面按规则的比较方式转成的键：列表与内容相同的元组相等，True 不等于 1。",
    ),
    (
        "The game the rules define, solved as the app's \"solution\": win/lose/draw by\n\
         retrograde analysis, or with points each player's best total minus the other's.",
        "求解规则定义的博弈，得到应用里的“solution”：用逆向分析求必胜、必败或平局；\n\
         定义了 points 时，求双方最优时“自己的总分减对方的总分”。",
    ),
    (
        "every position reached so far, by its key",
        "目前到达过的每个局面，按它的键存放",
    ),
    (
        "\"win\", \"lose\", \"draw\" or None",
        "\"win\"、\"lose\"、\"draw\" 或 None",
    ),
    (
        "a move listed twice counts once",
        "同一走法列出两次也只算一次",
    ),
    ("moves not decided yet", "每个局面还有几步走法未确定"),
    (
        "a scoring game: no cycles, every value from those of the moves",
        "计分博弈：没有环，每个局面的值都由它各步走法的值算出",
    ),
    ("all its moves are valued", "它的每一步走法都已算出值"),
    (
        "for the player to move; the moves to the end",
        "对轮到走的一方而言的结果；到终局还要走几步",
    ),
    (
        "a move into the other player's loss",
        "有一步能让对手陷入必败",
    ),
    (
        "every move leads to the other player's win",
        "每一步都走到对手必胜的局面",
    ),
];
