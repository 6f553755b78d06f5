//! The Game Lab's library of examples: small programs of rules, each a known game, with a title
//! and a short problem statement in English and Chinese. Each is bundled as
//! `saves/custom-<name>.json` (the rules with English comments, the title "Game Lab: " and the
//! English title, and the statement in both languages as the notes; `tests/it/custom_examples.rs`
//! checks every file against this list) and offered by the tab's Examples menu, which gives the rules with
//! their comments in the interface's language ([`Example::rules_in`]).
//!
//! The rules are written once, with English comments; `comments_zh` gives each comment's
//! Chinese text, so the code is the same in both languages (a test checks that every comment
//! has its translation).

use super::Setup;
use crate::i18n::{Language, language};

/// One example of the library.
pub struct Example {
    /// The file's name: `saves/custom-<name>.json`.
    pub name: &'static str,
    /// The title in English and in Chinese.
    pub en: &'static str,
    pub zh: &'static str,
    /// The problem statement in English and in Chinese: the game, and how the value the app
    /// shows answers the problem (LeetCode's question where it is one).
    pub statement_en: &'static str,
    pub statement_zh: &'static str,
    /// The rules, with English comments.
    pub rules: &'static str,
    /// Each comment of `rules` (the text after `# `) and its Chinese text.
    pub comments_zh: &'static [(&'static str, &'static str)],
    pub misere: bool,
}

impl Example {
    /// The title in the interface's language.
    pub fn title(&self) -> &'static str {
        match language() {
            Language::English => self.en,
            Language::Chinese => self.zh,
        }
    }

    /// The title as Quiz mode shows it: without its trailing tag ("(draws)", "（平局）"), which
    /// may tell what the game's positions give (a draw), a question of the quiz, and without
    /// its LeetCode number (a student who knows the problem knows its answer).
    pub fn quiz_title(&self) -> &'static str {
        crate::i18n::exam::quiz_label(self.title())
    }

    /// The problem statement in the interface's language.
    pub fn statement(&self) -> &'static str {
        match language() {
            Language::English => self.statement_en,
            Language::Chinese => self.statement_zh,
        }
    }

    /// The rules with their comments in `lang`.
    pub fn rules_in(&self, lang: Language) -> String {
        if lang == Language::English {
            return self.rules.to_string();
        }
        let mut out = String::with_capacity(self.rules.len() * 2);
        for line in self.rules.split_inclusive('\n') {
            match comment_at(line) {
                Some(at) => {
                    let (code, comment) = line.split_at(at);
                    let text = comment[2..].trim_end();
                    let zh = self
                        .comments_zh
                        .iter()
                        .find(|(en, _)| *en == text)
                        .map_or(text, |(_, zh)| zh);
                    out.push_str(code);
                    out.push_str("# ");
                    out.push_str(zh);
                    if line.ends_with('\n') {
                        out.push('\n');
                    }
                }
                None => out.push_str(line),
            }
        }
        out
    }

    /// The example as the tab's content, its comments in the interface's language.
    pub fn setup(&self) -> Setup {
        self.setup_in(language())
    }

    /// The example as the tab's content, its comments in `lang`.
    pub fn setup_in(&self, lang: Language) -> Setup {
        Setup {
            rules: self.rules_in(lang),
            misere: self.misere,
        }
    }

    /// The file's name in `saves/`.
    pub fn file_name(&self) -> String {
        format!("custom-{}.json", self.name)
    }

    /// The texts of every comment in the rules (the text after `# ` on each line).
    pub fn comments(&self) -> Vec<&'static str> {
        self.rules
            .lines()
            .filter_map(|l| comment_at(l).map(|at| l[at + 2..].trim_end()))
            .collect()
    }
}

/// Where a line's comment starts (`# `), outside strings.
fn comment_at(line: &str) -> Option<usize> {
    let mut quote: Option<char> = None;
    let mut escaped = false;
    for (k, c) in line.char_indices() {
        match quote {
            Some(q) => {
                if escaped {
                    escaped = false;
                } else if c == '\\' {
                    escaped = true;
                } else if c == q {
                    quote = None;
                }
            }
            None if c == '"' || c == '\'' => quote = Some(c),
            None if c == '#' && line[k..].starts_with("# ") => return Some(k),
            None => {}
        }
    }
    None
}

/// A subtraction game: the first example, and the tab's start.
const SUBTRACTION: &str = "\
# A subtraction game: take 1, 3 or 4 stones; who cannot move loses
start = 10
def moves(p):
    return [p - k for k in (1, 3, 4) if p >= k]
";

/// Every example, in menu order; the first is the tab's start.
pub const EXAMPLES: &[Example] = &[
    Example {
        name: "subtraction-1-3-4",
        en: "Subtraction game {1, 3, 4}",
        zh: "减法博弈 {1, 3, 4}",
        statement_en: "A heap of 10 stones; a move takes 1, 3 or 4 stones, and a player who cannot move loses. Who wins from 10? The Positions view lists every count from 0 to 10 with its outcome and Grundy value: 0 1 0 1 2 3 2, then 0 1 0 1 again. Change start to 40 and the Table finds the period: the Grundy values repeat every 7.",
        statement_zh: "一堆 10 颗石子，每步取走 1、3 或 4 颗，无路可走的一方输。从 10 颗开始谁赢？“全部局面”视图列出从 0 到 10 的每个数目及其结果和 Grundy 值：0 1 0 1 2 3 2，然后又是 0 1 0 1。把 start 改成 40，“表格”就会找出周期：Grundy 值每 7 个重复一次。",
        rules: SUBTRACTION,
        comments_zh: &[(
            "A subtraction game: take 1, 3 or 4 stones; who cannot move loses",
            "减法博弈：每步取 1、3 或 4 颗石子，无路可走的一方输",
        )],
        misere: false,
    },
    Example {
        name: "nim-3-4-5",
        en: "Nim with heaps 3, 4, 5",
        zh: "三堆 Nim：3、4、5",
        statement_en: "Heaps of 3, 4 and 5 stones. A move takes any number of stones (at least one) from one heap; the player who takes the last stone wins (who cannot move loses). Bouton's theorem: the player to move loses exactly when the XOR of the heaps is 0. Here 3 XOR 4 XOR 5 = 2, the Grundy value of the start.",
        statement_zh: "三堆石子，分别有 3、4、5 颗。每步从某一堆取走任意颗（至少一颗）；取走最后一颗的一方获胜（无路可走的一方输）。Bouton 定理：轮到走的一方必败，当且仅当各堆数目的异或为 0。这里 3 XOR 4 XOR 5 = 2，正是起始局面的 Grundy 值。",
        rules: "\
# Nim: take any number of stones from one heap; who cannot move loses
start = (3, 4, 5)
def moves(p):
    out = []
    for i in range(len(p)):
        for k in range(1, p[i] + 1):
            q = list(p)
            q[i] = q[i] - k
            out.append(tuple(q))
    return out
",
        comments_zh: &[(
            "Nim: take any number of stones from one heap; who cannot move loses",
            "Nim：从某一堆取走任意颗石子，无路可走的一方输",
        )],
        misere: false,
    },
    Example {
        name: "leetcode-292",
        en: "LeetCode 292: Nim Game",
        zh: "LeetCode 292：Nim 游戏",
        statement_en: "LeetCode 292, Nim Game: a heap of n stones (here 12); the players take turns removing 1 to 3 stones, and whoever removes the last stone wins. Can the first player win? LeetCode's answer is true exactly when the start's outcome is a win.",
        statement_zh: "LeetCode 292（Nim 游戏）：一堆 n 颗石子（这里 n = 12），双方轮流取走 1 到 3 颗，取走最后一颗的一方获胜。先手能赢吗？起始局面的结果为“必胜”时，LeetCode 的答案为 true。",
        rules: "\
# LeetCode 292: take 1 to 3 stones; whoever takes the last stone wins
start = 12
def moves(p):
    return [p - k for k in (1, 2, 3) if p >= k]
",
        comments_zh: &[(
            "LeetCode 292: take 1 to 3 stones; whoever takes the last stone wins",
            "LeetCode 292：每步取 1 到 3 颗石子，取走最后一颗的一方获胜",
        )],
        misere: false,
    },
    Example {
        name: "leetcode-1025",
        en: "LeetCode 1025: Divisor Game",
        zh: "LeetCode 1025：除数博弈",
        statement_en: "LeetCode 1025, Divisor Game: the number n is on the board (here 12). A move picks x with 0 < x < n that divides n and replaces n by n − x; a player who cannot move loses. Does Alice, who moves first, win? LeetCode's answer is true exactly when the start's outcome is a win; the Positions view shows the pattern (even numbers win).",
        statement_zh: "LeetCode 1025（除数博弈）：黑板上写着数字 n（这里 n = 12）。每步选一个满足 0 < x < n 且整除 n 的 x，把 n 换成 n − x；无路可走的一方输。先手 Alice 能赢吗？起始局面的结果为“必胜”时，LeetCode 的答案为 true；“全部局面”视图能看出规律（偶数必胜）。",
        rules: "\
# LeetCode 1025, Divisor Game: replace n by n - x, where 0 < x < n and x divides n
start = 12
def moves(n):
    return [n - x for x in range(1, n) if n % x == 0]
",
        comments_zh: &[(
            "LeetCode 1025, Divisor Game: replace n by n - x, where 0 < x < n and x divides n",
            "LeetCode 1025 除数博弈：把 n 换成 n - x，其中 0 < x < n 且 x 整除 n",
        )],
        misere: false,
    },
    Example {
        name: "leetcode-877",
        en: "LeetCode 877: Stone Game (a scoring game)",
        zh: "LeetCode 877：石子游戏（计分博弈）",
        statement_en: "LeetCode 877, Stone Game: piles 5, 3, 4, 5 in a row; the players take turns taking the whole pile at the left or the right end, and whoever has more stones at the end wins. The value shown is Alice's total minus Bob's (the same as the Stone Game tab's difference on these piles); LeetCode's answer is true when it is above 0, and Alice's stones are (total + value) / 2.",
        statement_zh: "LeetCode 877（石子游戏）：一排石子堆 5、3、4、5；双方轮流拿走最左或最右的一整堆，最后石子多的一方获胜。显示的值是 Alice 的总数减 Bob 的总数（与“石子游戏”标签页在同一排石子上的差值相同）；值大于 0 时 LeetCode 的答案为 true，Alice 拿到的石子数为 (总数 + 值) / 2。",
        rules: "\
# LeetCode 877, Stone Game: take the pile at either end of the row; the most stones wins
piles = [5, 3, 4, 5]
start = (0, len(piles))   # the piles left are piles[i:j]
def moves(p):
    i, j = p
    return [(i + 1, j), (i, j - 1)] if i < j else []
def points(p, q):
    i, j = p
    return piles[i] if q[0] == i + 1 else piles[j - 1]
",
        comments_zh: &[
            (
                "LeetCode 877, Stone Game: take the pile at either end of the row; the most stones wins",
                "LeetCode 877 石子游戏：拿走这一排两端之一的整堆石子，石子最多的一方获胜",
            ),
            ("the piles left are piles[i:j]", "剩下的石子堆是 piles[i:j]"),
        ],
        misere: false,
    },
    Example {
        name: "leetcode-1140",
        en: "LeetCode 1140: Stone Game II (a scoring game)",
        zh: "LeetCode 1140：石子游戏 II（计分博弈）",
        statement_en: "LeetCode 1140, Stone Game II: piles 2, 7, 9, 4, 4 in a row and M = 1; a player takes all the stones of the first X remaining piles, 1 ≤ X ≤ 2M, then M = max(M, X). The value shown is Alice's total minus Bob's with best play (−6 here); LeetCode asks for Alice's stones, (total + value) / 2 = (26 − 6) / 2 = 10.",
        statement_zh: "LeetCode 1140（石子游戏 II）：一排石子堆 2、7、9、4、4，M = 1；每步拿走剩下的前 X 堆的全部石子，1 ≤ X ≤ 2M，然后 M = max(M, X)。显示的值是双方最优时 Alice 的总数减 Bob 的总数（这里是 −6）；LeetCode 问的是 Alice 拿到的石子数：(总数 + 值) / 2 = (26 − 6) / 2 = 10。",
        rules: "\
# LeetCode 1140, Stone Game II: take the first x piles, 1 <= x <= 2M, then M = max(M, x)
piles = [2, 7, 9, 4, 4]
start = (0, 1)            # (piles taken so far, M)
def moves(p):
    i, m = p
    return [(i + x, max(m, x)) for x in range(1, 2 * m + 1) if i + x <= len(piles)]
def points(p, q):
    return sum(piles[p[0]:q[0]])
",
        comments_zh: &[
            (
                "LeetCode 1140, Stone Game II: take the first x piles, 1 <= x <= 2M, then M = max(M, x)",
                "LeetCode 1140 石子游戏 II：拿走前 x 堆，1 <= x <= 2M，然后 M = max(M, x)",
            ),
            ("(piles taken so far, M)", "（已拿走的堆数, M）"),
        ],
        misere: false,
    },
    Example {
        name: "leetcode-1406",
        en: "LeetCode 1406: Stone Game III (a scoring game)",
        zh: "LeetCode 1406：石子游戏 III（计分博弈）",
        statement_en: "LeetCode 1406, Stone Game III: stones with values 1, 2, 3, −1, −2, −3, 7 in a row; a player takes the next 1, 2 or 3 stones and scores their values. The value shown is Alice's score minus Bob's: LeetCode's answer is \"Alice\" when it is above 0, \"Bob\" below 0 and \"Tie\" at 0.",
        statement_zh: "LeetCode 1406（石子游戏 III）：一排石子，价值依次为 1、2、3、−1、−2、−3、7；每步拿走接下来的 1、2 或 3 颗，得到它们的价值之和。显示的值是 Alice 的得分减 Bob 的得分：大于 0 时 LeetCode 的答案为 \"Alice\"，小于 0 为 \"Bob\"，等于 0 为 \"Tie\"。",
        rules: "\
# LeetCode 1406, Stone Game III: take the next 1, 2 or 3 stones; the higher total wins
values = [1, 2, 3, -1, -2, -3, 7]
start = 0                 # the stones taken so far
def moves(i):
    return [i + k for k in (1, 2, 3) if i + k <= len(values)]
def points(i, j):
    return sum(values[i:j])
",
        comments_zh: &[
            (
                "LeetCode 1406, Stone Game III: take the next 1, 2 or 3 stones; the higher total wins",
                "LeetCode 1406 石子游戏 III：拿走接下来的 1、2 或 3 颗石子，总价值高的一方获胜",
            ),
            ("the stones taken so far", "已拿走的石子数"),
        ],
        misere: false,
    },
    Example {
        name: "leetcode-1510",
        en: "LeetCode 1510: Stone Game IV",
        zh: "LeetCode 1510：石子游戏 IV",
        statement_en: "LeetCode 1510, Stone Game IV: a heap of n stones (here 17); a move removes a square number of stones (1, 4, 9, …), and a player who cannot move loses. Does Alice, who moves first, win? LeetCode's answer is true exactly when the start's outcome is a win.",
        statement_zh: "LeetCode 1510（石子游戏 IV）：一堆 n 颗石子（这里 n = 17）；每步取走平方数颗石子（1、4、9……），无路可走的一方输。先手 Alice 能赢吗？起始局面的结果为“必胜”时，LeetCode 的答案为 true。",
        rules: "\
# LeetCode 1510, Stone Game IV: remove a square number of stones; who cannot move loses
start = 17
def moves(n):
    return [n - k * k for k in range(1, n + 1) if k * k <= n]
",
        comments_zh: &[(
            "LeetCode 1510, Stone Game IV: remove a square number of stones; who cannot move loses",
            "LeetCode 1510 石子游戏 IV：取走平方数颗石子，无路可走的一方输",
        )],
        misere: false,
    },
    Example {
        name: "leetcode-1563",
        en: "LeetCode 1563: Stone Game V (a scoring game)",
        zh: "LeetCode 1563：石子游戏 V（计分博弈）",
        statement_en: "LeetCode 1563, Stone Game V: stones 6, 2, 3, 4, 5, 5 in a row. Alice splits the row into two non-empty parts; Bob throws away the part with the larger sum (on a tie Alice chooses) and Alice scores the sum of the part that stays; this repeats until one stone is left. Bob has no choice, so his move is a forced one that gives Alice the points (written as Bob losing them). The value shown is Alice's score, LeetCode's answer.",
        statement_zh: "LeetCode 1563（石子游戏 V）：一排石子 6、2、3、4、5、5。Alice 把这一排分成两个非空的部分；Bob 扔掉和较大的那部分（相等时由 Alice 选），Alice 得到留下部分的和；如此反复，直到只剩一颗石子。Bob 没有选择，所以他的一步是唯一的走法，把分数记给 Alice（写成 Bob 失去这些分）。显示的值就是 Alice 的得分，即 LeetCode 的答案。",
        rules: "\
# LeetCode 1563, Stone Game V: Alice splits the row, Bob throws away the part with the larger sum
values = [6, 2, 3, 4, 5, 5]
start = (\"Alice\", 0, len(values))   # who moves, and the row values[i:j] that is left
def moves(p):
    who, i, j = p
    if who == \"Bob\":
        return [(\"Alice\", i, j)]       # forced: the part Alice keeps
    out = []
    for k in range(i + 1, j):
        left, right = sum(values[i:k]), sum(values[k:j])
        if left <= right:
            out.append((\"Bob\", i, k))
        if right <= left:
            out.append((\"Bob\", k, j))
    return out
def points(p, q):
    # Alice scores the part that stays: written as Bob losing those points
    return -sum(values[q[1]:q[2]]) if p[0] == \"Bob\" else 0
",
        comments_zh: &[
            (
                "LeetCode 1563, Stone Game V: Alice splits the row, Bob throws away the part with the larger sum",
                "LeetCode 1563 石子游戏 V：Alice 把这一排分成两部分，Bob 扔掉和较大的部分",
            ),
            (
                "who moves, and the row values[i:j] that is left",
                "轮到谁走，以及剩下的一排 values[i:j]",
            ),
            (
                "forced: the part Alice keeps",
                "唯一的走法：Alice 留下的部分",
            ),
            (
                "Alice scores the part that stays: written as Bob losing those points",
                "Alice 得到留下部分的和：写成 Bob 失去这些分",
            ),
        ],
        misere: false,
    },
    Example {
        name: "leetcode-1690",
        en: "LeetCode 1690: Stone Game VII (a scoring game)",
        zh: "LeetCode 1690：石子游戏 VII（计分博弈）",
        statement_en: "LeetCode 1690, Stone Game VII: stones 5, 3, 1, 4, 2 in a row; a player removes the stone at either end and scores the sum of the stones that are left. Alice maximises and Bob minimises the difference of their scores. The value shown is Alice's score minus Bob's, LeetCode's answer.",
        statement_zh: "LeetCode 1690（石子游戏 VII）：一排石子 5、3、1、4、2；每步移走两端之一的石子，得到剩下石子的和。Alice 要让双方得分之差最大，Bob 要让它最小。显示的值是 Alice 的得分减 Bob 的得分，即 LeetCode 的答案。",
        rules: "\
# LeetCode 1690, Stone Game VII: remove an end stone, score the sum of the stones left
stones = [5, 3, 1, 4, 2]
start = (0, len(stones))  # the stones left are stones[i:j]
def moves(p):
    i, j = p
    return [(i + 1, j), (i, j - 1)] if i < j else []
def points(p, q):
    return sum(stones[q[0]:q[1]])
",
        comments_zh: &[
            (
                "LeetCode 1690, Stone Game VII: remove an end stone, score the sum of the stones left",
                "LeetCode 1690 石子游戏 VII：移走一端的石子，得到剩下石子的和",
            ),
            (
                "the stones left are stones[i:j]",
                "剩下的石子是 stones[i:j]",
            ),
        ],
        misere: false,
    },
    Example {
        name: "leetcode-294",
        en: "LeetCode 294: Flip Game II (strings)",
        zh: "LeetCode 294：翻转游戏 II（字符串）",
        statement_en: "LeetCode 294, Flip Game II: a string of + and − (here nine +); a move turns two neighbouring \"++\" into \"--\", and a player who cannot move loses. Can the first player guarantee a win? LeetCode's answer is true exactly when the start's outcome is a win. A position here is a string.",
        statement_zh: "LeetCode 294（翻转游戏 II）：一个由 + 和 − 组成的字符串（这里是九个 +）；每步把相邻的 \"++\" 翻成 \"--\"，无路可走的一方输。先手能保证获胜吗？起始局面的结果为“必胜”时，LeetCode 的答案为 true。这里的局面是字符串。",
        rules: "\
# LeetCode 294, Flip Game II: turn two neighbouring \"++\" into \"--\"; who cannot move loses
start = \"+++++++++\"
def moves(s):
    return [s[:i] + \"--\" + s[i + 2:] for i in range(len(s) - 1) if s[i:i + 2] == \"++\"]
",
        comments_zh: &[(
            "LeetCode 294, Flip Game II: turn two neighbouring \"++\" into \"--\"; who cannot move loses",
            "LeetCode 294 翻转游戏 II：把相邻的 \"++\" 翻成 \"--\"，无路可走的一方输",
        )],
        misere: false,
    },
    Example {
        name: "leetcode-913",
        en: "LeetCode 913: Cat and Mouse (draws)",
        zh: "LeetCode 913：猫和老鼠（平局）",
        statement_en: "LeetCode 913, Cat and Mouse, on the graph of its first example (the Cat and Mouse tab's \"LeetCode example 1\"): the mouse starts at node 1 and moves first, the cat starts at node 2 and may never enter the hole 0. The mouse wins in the hole, the cat wins on the mouse's node, and a game that can go on forever is a draw. The outcome is the mouse's: win = 1, lose = 2, draw = 0 in LeetCode's answer.",
        statement_zh: "LeetCode 913（猫和老鼠），用的是它第一个示例的图（“猫和老鼠”标签页的“LeetCode 示例 1”）：老鼠从结点 1 出发并先走，猫从结点 2 出发，永远不能进入洞 0。老鼠进洞则老鼠赢，猫到达老鼠所在的结点则猫赢，能无限进行下去的对局是平局。结果是对老鼠而言的：必胜、必败、平局分别对应 LeetCode 答案的 1、2、0。",
        rules: "\
# LeetCode 913, Cat and Mouse: the mouse reaches the hole 0, the cat catches it, or a draw
graph = [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]]
start = (1, 2, \"mouse\")   # (the mouse's node, the cat's node, who moves)
def end(p):
    mouse, cat, turn = p
    if mouse == cat:
        winner = \"cat\"
    elif mouse == 0:
        winner = \"mouse\"
    else:
        return None
    return \"win\" if winner == turn else \"lose\"
def moves(p):
    mouse, cat, turn = p
    if turn == \"mouse\":
        return [(m, cat, \"cat\") for m in graph[mouse]]
    return [(mouse, c, \"mouse\") for c in graph[cat] if c != 0]   # never into the hole
",
        comments_zh: &[
            (
                "LeetCode 913, Cat and Mouse: the mouse reaches the hole 0, the cat catches it, or a draw",
                "LeetCode 913 猫和老鼠：老鼠进洞 0，或猫抓到老鼠，或平局",
            ),
            (
                "(the mouse's node, the cat's node, who moves)",
                "（老鼠所在结点, 猫所在结点, 轮到谁走）",
            ),
            ("never into the hole", "猫不能进洞"),
        ],
        misere: false,
    },
    Example {
        name: "kayles",
        en: "Kayles: a row of 10 pins",
        zh: "Kayles 保龄球游戏：一排 10 个球瓶",
        statement_en: "Kayles: a row of 10 pins; a move knocks down one pin or two neighbouring pins, which may split a row in two, and a player who cannot move loses. A position is the tuple of the rows' lengths, longest first. Each row is a game of its own: the Grundy value of the position is the XOR of its rows' values (Sprague–Grundy).",
        statement_zh: "Kayles（保龄球游戏）：一排 10 个球瓶；每步击倒一个瓶或相邻的两个瓶，一排可能因此分成两排；无路可走的一方输。局面是各排长度组成的元组，从长到短。每一排都是一个独立的博弈：局面的 Grundy 值等于各排 Grundy 值的异或（Sprague–Grundy 定理）。",
        rules: "\
# Kayles: knock down one pin or two neighbouring pins; who cannot move loses
start = (10,)             # the lengths of the rows of pins, longest first
def moves(rows):
    out = []
    for r in range(len(rows)):
        n = rows[r]
        others = rows[:r] + rows[r + 1:]
        for k in (1, 2):
            for a in range(n - k + 1):     # a pins stay left of the gap, n - a - k right of it
                left = [x for x in others + (a, n - a - k) if x > 0]
                out.append(tuple(sorted(left, reverse = True)))
    return out
",
        comments_zh: &[
            (
                "Kayles: knock down one pin or two neighbouring pins; who cannot move loses",
                "Kayles：击倒一个瓶或相邻的两个瓶，无路可走的一方输",
            ),
            (
                "the lengths of the rows of pins, longest first",
                "各排瓶的长度，从长到短",
            ),
            (
                "a pins stay left of the gap, n - a - k right of it",
                "缺口左边留下 a 个瓶，右边留下 n - a - k 个",
            ),
        ],
        misere: false,
    },
    Example {
        name: "wythoff",
        en: "Wythoff's game: heaps 8 and 13",
        zh: "威佐夫博弈：两堆 8 和 13",
        statement_en: "Wythoff's game: heaps of 8 and 13 stones; a move takes any number of stones from one heap, or the same number from both, and a player who cannot move loses. The lost positions are the pairs (⌊kφ⌋, ⌊kφ²⌋) with φ the golden ratio: (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), … Who wins from (8, 13)?",
        statement_zh: "威佐夫博弈：两堆石子，分别有 8 和 13 颗；每步从一堆取任意颗，或从两堆取同样多颗，无路可走的一方输。必败局面是 (⌊kφ⌋, ⌊kφ²⌋)，φ 为黄金分割比：(0, 0)、(1, 2)、(3, 5)、(4, 7)、(6, 10)、(8, 13)…… 从 (8, 13) 开始谁赢？",
        rules: "\
# Wythoff's game: take from one heap, or the same number from both; who cannot move loses
start = (8, 13)
def moves(p):
    a, b = p
    return ([(a - k, b) for k in range(1, a + 1)] +
            [(a, b - k) for k in range(1, b + 1)] +
            [(a - k, b - k) for k in range(1, min(a, b) + 1)])
",
        comments_zh: &[(
            "Wythoff's game: take from one heap, or the same number from both; who cannot move loses",
            "威佐夫博弈：从一堆取任意颗，或从两堆取同样多颗，无路可走的一方输",
        )],
        misere: false,
    },
    Example {
        name: "tic-tac-toe",
        en: "Tic-tac-toe (draws and early ends)",
        zh: "井字棋（平局与提前结束）",
        statement_en: "Tic-tac-toe: X moves first; three in a line wins, a full board without a line is a draw. The function end says when the game is over before the players run out of moves: it answers for the player who would move next, so a line just made is a loss for them. With best play neither player can force a win.",
        statement_zh: "井字棋：X 先走；连成一线者获胜，棋盘下满而无人连线则为平局。函数 end 说明对局在无路可走之前就已结束的情况：它的回答是对下一个要走的一方而言的，所以刚刚连成的一条线对他来说是输。双方都走最优时，谁也无法强制取胜。",
        rules: "\
# Tic-tac-toe: a position is the board as 9 characters, X moves first
start = \".........\"
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
def made_line(b):
    for a, c, d in LINES:
        if b[a] != \".\" and b[a] == b[c] and b[a] == b[d]:
            return True
    return False
def end(b):
    if made_line(b):
        return \"lose\"       # the player who just moved made a line
    if \".\" not in b:
        return \"draw\"
    return None
def moves(b):
    t = \"X\" if b.count(\"X\") == b.count(\"O\") else \"O\"
    return [b[:i] + t + b[i + 1:] for i in range(9) if b[i] == \".\"]
",
        comments_zh: &[
            (
                "Tic-tac-toe: a position is the board as 9 characters, X moves first",
                "井字棋：局面是由 9 个字符表示的棋盘，X 先走",
            ),
            (
                "the player who just moved made a line",
                "刚走的一方连成了一线",
            ),
        ],
        misere: false,
    },
    Example {
        name: "misere-subtraction-1-2",
        en: "Misère subtraction game {1, 2}",
        zh: "反常规则的减法博弈 {1, 2}",
        statement_en: "A misère game: a heap of 9 stones, a move takes 1 or 2, and whoever takes the last stone loses (a player who cannot move wins: the Misère box is ticked). The lost positions are the counts 1, 4, 7, … (one more than a multiple of 3). Misère games have no Grundy values here.",
        statement_zh: "反常规则的博弈：一堆 9 颗石子，每步取 1 或 2 颗，取走最后一颗的一方输（无路可走的一方获胜：勾选了“反常规则”）。必败局面是 1、4、7……（3 的倍数加 1）。反常规则的博弈在这里没有 Grundy 值。",
        rules: "\
# Take 1 or 2 stones; with misère, whoever takes the last stone loses
start = 9
def moves(p):
    return [p - k for k in (1, 2) if p >= k]
",
        comments_zh: &[(
            "Take 1 or 2 stones; with misère, whoever takes the last stone loses",
            "每步取 1 或 2 颗石子；在反常规则下，取走最后一颗的一方输",
        )],
        misere: true,
    },
    Example {
        name: "cycle-draws",
        en: "A game with a cycle (draws)",
        zh: "有环的博弈（平局）",
        statement_en: "A token moves along the arrows of a small directed graph: 4 → 0 or 5, 5 → 4, 0 → 1 → 2 → 0 or 3, and a player who cannot move (at 3) loses. From 4 and 5 the game can go round forever: neither player can force a win there, so they are draws, and no position has a Grundy value.",
        statement_zh: "一枚棋子沿着一个小有向图的箭头移动：4 → 0 或 5，5 → 4，0 → 1 → 2 → 0 或 3；无路可走（到达 3）的一方输。从 4 和 5 出发，对局可以无限地绕下去：那里谁也无法强制取胜，所以是平局，也没有局面有 Grundy 值。",
        rules: "\
# Moves along a directed graph; positions that can go round the cycle forever are draws
G = {0: [1], 1: [2], 2: [0, 3], 3: [], 4: [0, 5], 5: [4]}
start = 4
def moves(p):
    return G[p]
",
        comments_zh: &[(
            "Moves along a directed graph; positions that can go round the cycle forever are draws",
            "沿着有向图移动；能沿环无限绕下去的局面是平局",
        )],
        misere: false,
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_are_found_outside_strings_and_translated() {
        assert_eq!(comment_at("x = 1   # a"), Some(8));
        assert_eq!(comment_at("s = \"# not\"  # yes"), Some(13));
        assert_eq!(comment_at("s = '#'"), None);
        for e in EXAMPLES {
            let zh = e.rules_in(Language::Chinese);
            // the same code, line by line
            assert_eq!(zh.lines().count(), e.rules.lines().count(), "{}", e.name);
            for (a, b) in e.rules.lines().zip(zh.lines()) {
                let code = |l: &str| comment_at(l).map_or(l.to_string(), |at| l[..at].into());
                assert_eq!(code(a), code(b), "{}", e.name);
            }
            for c in e.comments() {
                assert!(
                    e.comments_zh.iter().any(|(en, _)| *en == c),
                    "{}: no Chinese for the comment {c:?}",
                    e.name
                );
            }
        }
    }
}
