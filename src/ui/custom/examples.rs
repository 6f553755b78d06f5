//! The Examples menu of the Game Lab: small programs of rules, each a known game. The same
//! programs are bundled as `saves/custom-*.json`.

use crate::games::custom::Setup;
use crate::i18n::{Language, language};

/// One example: its title in both languages and its rules.
pub struct Example {
    pub en: &'static str,
    pub zh: &'static str,
    pub rules: &'static str,
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

    /// The example as the tab's content.
    pub fn setup(&self) -> Setup {
        Setup {
            rules: self.rules.to_string(),
            misere: self.misere,
        }
    }
}

/// A subtraction game: the first example, and the tab's start.
pub const SUBTRACTION: &str = "\
# A subtraction game: take 1, 3 or 4 stones; who cannot move loses
start = 10
def moves(p):
    return [p - k for k in (1, 3, 4) if p >= k]
";

/// Every example, in menu order.
pub const EXAMPLES: &[Example] = &[
    Example {
        en: "Subtraction game {1, 3, 4}",
        zh: "减法博弈 {1, 3, 4}",
        rules: SUBTRACTION,
        misere: false,
    },
    Example {
        en: "LeetCode 292: Nim Game",
        zh: "LeetCode 292：Nim 游戏",
        rules: "\
# LeetCode 292: take 1 to 3 stones; whoever takes the last stone wins
start = 12
def moves(p):
    return [p - k for k in (1, 2, 3) if p >= k]
",
        misere: false,
    },
    Example {
        en: "Nim with heaps 3, 4, 5",
        zh: "三堆 Nim：3、4、5",
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
        misere: false,
    },
    Example {
        en: "LeetCode 1140: Stone Game II (a scoring game)",
        zh: "LeetCode 1140：石子游戏 II（计分博弈）",
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
        misere: false,
    },
    Example {
        en: "Tic-tac-toe (draws, and end)",
        zh: "井字棋（平局与 end）",
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
        misere: false,
    },
    Example {
        en: "A game with a cycle (draws)",
        zh: "有环的博弈（平局）",
        rules: "\
# Moves along a directed graph; positions that can go round the cycle forever are draws
G = {0: [1], 1: [2], 2: [0, 3], 3: [], 4: [0, 5], 5: [4]}
start = 4
def moves(p):
    return G[p]
",
        misere: false,
    },
    Example {
        en: "Misère subtraction game {1, 2}",
        zh: "反常规则的减法博弈 {1, 2}",
        rules: "\
# Take 1 or 2 stones; with misère, whoever takes the last stone loses
start = 9
def moves(p):
    return [p - k for k in (1, 2) if p >= k]
",
        misere: true,
    },
];
