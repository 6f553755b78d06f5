//! Game Lab (`custom`): a game whose rules are a Starlark program (issue 25).
//!
//! The program defines `start`, `def moves(p)`, and optionally `def points(p, q)` (a scoring
//! game) or `def end(p)` (an outcome that ends the game early); see the contract's "Rules as
//! a program". [`solve`] runs it and solves the game:
//!
//! 1. **Run the rules** (`rules.rs`): parse (syntax errors give their line), run the top level
//!    with the interpreter's limits (call depth [`MAX_CALL_DEPTH`], the time limit
//!    [`TIME_LIMIT`] and the caller's cancel through the interpreter's cancellation hook),
//!    freeze the module. Nothing can be loaded or imported; `print` writes nothing.
//! 2. **Explore** (`explore.rs`): every position reachable from `start`, breadth first,
//!    `moves` called once per position (and `end` before it, `points` once per distinct move),
//!    on up to [`MAX_THREADS`] worker threads sharing the frozen rules. Positions are interned
//!    by value (`position.rs`: a compact byte key; a list is the same position as the tuple
//!    with the same items, `True` is not `1`) into a graph of ids, start = 0. Limits:
//!    [`MAX_POSITIONS`] positions, [`MAX_MOVES`] moves (a move listed twice counts once),
//!    [`MAX_POSITION_BYTES`] of keys, [`MAX_NESTING`] levels of tuples in a position, and
//!    [`MAX_HEAP_BYTES`] of Starlark heap per evaluation. (The interpreter checks its heap
//!    every 1,000 steps: one built-in operation that makes a huge value at once, such as
//!    `[0] * 2000000000`, runs to its end before it is refused, using that memory meanwhile.)
//! 3. **Solve** (`analysis.rs`): a win/lose game by retrograde analysis with draws and exact
//!    moves to the end (the winner hurries, the loser delays; 0 at an end, none for a draw),
//!    Grundy values by mex where defined (normal play, no `end`, no position repeats); a
//!    scoring game by minimax of the net score in an order where moves' targets come first (a
//!    cycle is bad input naming a repeating position).
//!
//! Every problem is one line ([`SolveError::Invalid`]): "rules line 3: …" for syntax and run-time
//! errors (the line of the error; a mistake of indentation says so in plain words) and for bad
//! return values (the line of the `return` that gave the value, found by calling again with the
//! interpreter's statement hook; the `def` line when no `return` ran), "rules: …" for what has
//! no line (a limit; a missing `moves`, unless a name like it is defined: "did you mean
//! `moves`?" at that name's line). The position limit's message names the last position found
//! and its distance from the start, and asks whether the positions grow forever when that is
//! far or the position has grown.

mod analysis;
pub mod examples;
mod explore;
mod file;
pub mod layout;
pub mod period;
pub mod position;
mod rules;
pub mod shape;
mod solution;
mod spec;
pub mod sum;

use std::time::Duration;

pub use file::Setup;
pub use position::{MAX_NESTING, Pos};
pub use solution::{TABLE_EXPORT_MAX, summary, table};

use crate::games::{Control, SolveError};
use analysis::{LOSE, Predecessors, WIN};
use explore::Graph;
use rules::{Checker, Failure, Program};

/// Most positions reachable from `start` (the contract's limit).
pub const MAX_POSITIONS: usize = 1_000_000;

/// Most moves in the reachable graph, each distinct move of each position counted once (the
/// contract's limit).
pub const MAX_MOVES: usize = 20_000_000;

/// How long the rules may run, top level and exploration together (the contract's limit).
pub const TIME_LIMIT: Duration = Duration::from_secs(30);

/// How deeply calls may nest inside one call of `moves`, `end` or `points` (that call
/// included): recursion is allowed up to this depth, like CPython's default recursion limit.
pub const MAX_CALL_DEPTH: usize = 1000;

/// Most bytes the keys of all positions may take together (a position's key is about as long
/// as its text; the bound keeps memory bounded when positions are large).
pub const MAX_POSITION_BYTES: usize = 256 << 20;

/// Most bytes one evaluation may allocate on its Starlark heap (the top level, or a run of
/// calls of the rules between two renewals of a worker's heap): bounds the memory the rules
/// use, and with it how deeply they can nest values (see [`STACK_BYTES`]).
pub const MAX_HEAP_BYTES: usize = 64 << 20;

/// Most threads that call the rules at once.
pub const MAX_THREADS: usize = 4;

/// Stack of each thread that runs the rules (address space: only what is used is ever
/// touched). [`MAX_CALL_DEPTH`] nested calls need well under 1 MiB (about 300 bytes a call);
/// what needs the room is the interpreter's own recursion over nested values, which is not
/// bounded by the call depth: `str(x)` of a tuple nested 2.7 million deep (about the deepest
/// value [`MAX_HEAP_BYTES`] allows) takes about 500 MiB of stack (measured: about 240 bytes a
/// level); freezing, garbage collection and hashing take less.
pub(crate) const STACK_BYTES: usize = 1 << 30;

/// The limits of one solve: [`Limits::default`] is the contract's; tests lower them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Limits {
    pub positions: usize,
    pub moves: usize,
    pub time: Duration,
    pub call_depth: usize,
    pub position_bytes: usize,
    pub heap_bytes: usize,
    /// Worker threads; `None`: the machine's cores, at most [`MAX_THREADS`].
    pub threads: Option<usize>,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            positions: MAX_POSITIONS,
            moves: MAX_MOVES,
            time: TIME_LIMIT,
            call_depth: MAX_CALL_DEPTH,
            position_bytes: MAX_POSITION_BYTES,
            heap_bytes: MAX_HEAP_BYTES,
            threads: None,
        }
    }
}

/// A position's result in a win/lose game, for the player to move there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    Win,
    Lose,
    Draw,
}

impl Outcome {
    /// `"win"`, `"lose"` or `"draw"`, as in the rules and the solution.
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Win => "win",
            Outcome::Lose => "lose",
            Outcome::Draw => "draw",
        }
    }
}

/// A position's id in a [`Solved`] game: 0 is `start`, the others are numbered in the order a
/// breadth-first exploration from `start` found them.
pub type PosId = u32;

#[derive(Debug, Clone)]
enum Answer {
    WinLose(analysis::WinLose),
    Scoring(Vec<i64>),
}

/// A solved custom game: its graph and every position's answer.
#[derive(Debug, Clone)]
pub struct Solved {
    graph: Graph,
    misere: bool,
    has_end: bool,
    answer: Answer,
}

/// Solve the rules with the contract's limits.
pub fn solve(rules: &str, misere: bool, control: &dyn Control) -> Result<Solved, SolveError> {
    solve_with(rules, misere, &Limits::default(), control)
}

/// Solve the rules with the given limits. Progress is reported as positions expanded out of
/// positions found; a cancel stops a running program within a few milliseconds (the
/// interpreter asks every 1,000 of its steps and after every call of the rules).
pub fn solve_with(
    rules: &str,
    misere: bool,
    limits: &Limits,
    control: &dyn Control,
) -> Result<Solved, SolveError> {
    let (graph, has_end) = run_rules(rules, misere, limits, control)?;
    let preds = Predecessors::new(&graph);
    let answer = if graph.points.is_some() {
        Answer::Scoring(analysis::scoring(&graph, &preds, control)?)
    } else {
        Answer::WinLose(analysis::win_lose(
            &graph, &preds, misere, has_end, control,
        )?)
    };
    Ok(Solved {
        graph,
        misere,
        has_end,
        answer,
    })
}

/// Run the rules and explore, on a thread with a stack for deep calls.
fn run_rules(
    rules: &str,
    misere: bool,
    limits: &Limits,
    control: &dyn Control,
) -> Result<(Graph, bool), SolveError> {
    let checker = Checker {
        deadline: std::time::Instant::now() + limits.time,
        control,
        stop: std::sync::atomic::AtomicBool::new(false),
    };
    let threads = limits.threads.unwrap_or_else(|| {
        std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1)
            .min(MAX_THREADS)
    });
    let run = || -> Result<(Graph, bool), Failure> {
        let program = Program::load(rules, limits, &checker)?;
        if program.points.is_some() {
            if program.end.is_some() {
                return Err(Failure::Bad(
                    "rules: a scoring game (the rules define points) cannot define end".into(),
                ));
            }
            if misere {
                return Err(Failure::Bad(
                    "misere: a scoring game (the rules define points) cannot be misère".into(),
                ));
            }
        }
        let graph = explore::explore(&program, limits, &checker, threads)?;
        Ok((graph, program.end.is_some()))
    };
    let result = std::thread::scope(|scope| {
        std::thread::Builder::new()
            .name("custom-rules-main".into())
            .stack_size(STACK_BYTES)
            .spawn_scoped(scope, run)
            .map_err(|_| Failure::Bad("rules: cannot start a thread to run the rules".into()))?
            .join()
            .unwrap_or_else(|_| {
                Err(Failure::Bad(
                    "rules: internal error in the interpreter".into(),
                ))
            })
    });
    result.map_err(|f| match f {
        Failure::Bad(message) => SolveError::Invalid(message),
        Failure::Cancelled => SolveError::Cancelled,
        Failure::TimeLimit => SolveError::Invalid(format!(
            "rules: the program did not finish within {} seconds, the time limit",
            limits.time.as_secs_f64()
        )),
    })
}

impl Solved {
    /// How many positions can be reached from `start`, itself included.
    pub fn positions(&self) -> usize {
        self.graph.len()
    }

    /// How many moves the graph has (each distinct move of each position once).
    pub fn move_count(&self) -> usize {
        self.graph.edges.len()
    }

    /// `start`'s id.
    pub fn start(&self) -> PosId {
        0
    }

    /// Whether the rules define `points` (a scoring game).
    pub fn is_scoring(&self) -> bool {
        matches!(self.answer, Answer::Scoring(_))
    }

    /// Whether the game was solved as misère (a player who cannot move wins).
    pub fn misere(&self) -> bool {
        self.misere
    }

    /// Whether the rules define `end`.
    pub fn has_end(&self) -> bool {
        self.has_end
    }

    /// The position `id` stands for (lists given as tuples).
    pub fn position(&self, id: PosId) -> Pos {
        Pos::from_key(self.graph.keys.key(id)).unwrap_or(Pos::None)
    }

    /// The position as Starlark writes it, lists as the rules first wrote them, cut to about
    /// `max` characters.
    pub fn position_text(&self, id: PosId, max: usize) -> String {
        match self.graph.written.get(&id) {
            Some(w) => position::repr_key(w, max),
            None => position::repr_key(self.graph.keys.key(id), max),
        }
    }

    /// A string position whose length is a square (4, 9, 16 or 25 characters, no spaces) as a
    /// board: its rows one per line, the characters spaced (tic-tac-toe's `"X...O...."` as
    /// `X . .` / `. O .` / `. . .`). `None` for any other position.
    pub fn board_text(&self, id: PosId) -> Option<String> {
        board_text(&self.position(id))
    }

    /// The id of a position, if it can be reached from `start`.
    pub fn find(&self, pos: &Pos) -> Option<PosId> {
        let key = pos.key();
        self.graph.keys.find(position::hash_key(&key), &key)
    }

    /// The positions one move from `id`, in the order `moves` listed them, each once.
    pub fn moves(&self, id: PosId) -> &[PosId] {
        self.graph.moves(id)
    }

    /// The points of each of [`Self::moves`] (a scoring game).
    pub fn move_points(&self, id: PosId) -> Option<&[i64]> {
        let range = self.graph.move_range(id);
        self.graph.points.as_ref().map(|p| &p[range])
    }

    /// What `end(id)` answered, where it was not `None`.
    pub fn ended(&self, id: PosId) -> Option<Outcome> {
        self.graph.ended[id as usize]
    }

    /// The outcome for the player to move at `id` (a win/lose game).
    pub fn outcome(&self, id: PosId) -> Option<Outcome> {
        match &self.answer {
            Answer::WinLose(w) => Some(match w.outcome[id as usize] {
                WIN => Outcome::Win,
                LOSE => Outcome::Lose,
                _ => Outcome::Draw,
            }),
            Answer::Scoring(_) => None,
        }
    }

    /// Moves to the end with best play from `id` (a win/lose game; `None` for a draw).
    pub fn moves_to_end(&self, id: PosId) -> Option<u32> {
        match &self.answer {
            Answer::WinLose(w) => Some(w.moves_to_end[id as usize]).filter(|&d| d != u32::MAX),
            Answer::Scoring(_) => None,
        }
    }

    /// Whether Grundy values are defined (normal play, no `end`, no position repeats).
    pub fn has_grundy(&self) -> bool {
        matches!(&self.answer, Answer::WinLose(w) if w.grundy.is_some())
    }

    /// The Grundy value of `id`, where defined.
    pub fn grundy(&self, id: PosId) -> Option<u32> {
        match &self.answer {
            Answer::WinLose(w) => w.grundy.as_ref().map(|g| g[id as usize]),
            Answer::Scoring(_) => None,
        }
    }

    /// The net score of the player to move at `id` with best play (a scoring game).
    pub fn value(&self, id: PosId) -> Option<i64> {
        match &self.answer {
            Answer::Scoring(v) => Some(v[id as usize]),
            Answer::WinLose(_) => None,
        }
    }

    /// Whether the first player wins: outcome "win", or value > 0 in a scoring game.
    pub fn first_player_wins(&self) -> bool {
        match &self.answer {
            Answer::Scoring(v) => v[0] > 0,
            Answer::WinLose(w) => w.outcome[0] == WIN,
        }
    }

    /// The best moves from `id`, in the rules' order: in a win/lose game those that keep the
    /// outcome with the stated moves to the end (a winner's quickest win, a loser's longest
    /// defence, a draw's drawing moves); in a scoring game those that reach the value.
    pub fn best_moves(&self, id: PosId) -> Vec<PosId> {
        let moves = self.moves(id);
        match &self.answer {
            Answer::Scoring(v) => {
                let points = self.move_points(id).unwrap_or(&[]);
                moves
                    .iter()
                    .zip(points)
                    .filter(|&(&q, &pts)| pts.checked_sub(v[q as usize]) == Some(v[id as usize]))
                    .map(|(&q, _)| q)
                    .collect()
            }
            Answer::WinLose(w) => {
                let o = w.outcome[id as usize];
                let d = w.moves_to_end[id as usize];
                moves
                    .iter()
                    .copied()
                    .filter(|&q| {
                        let (oq, dq) = (w.outcome[q as usize], w.moves_to_end[q as usize]);
                        match o {
                            WIN => oq == LOSE && dq.checked_add(1) == Some(d),
                            LOSE => oq == WIN && dq.checked_add(1) == Some(d),
                            _ => oq == analysis::DRAW,
                        }
                    })
                    .collect()
            }
        }
    }
}

/// See [`Solved::board_text`].
pub fn board_text(pos: &Pos) -> Option<String> {
    let Pos::Str(s) = pos else { return None };
    let chars: Vec<char> = s.chars().collect();
    let side = (2..=5).find(|k| k * k == chars.len())?;
    if chars.iter().any(|c| c.is_whitespace() || c.is_control()) {
        return None;
    }
    let rows: Vec<String> = chars
        .chunks(side)
        .map(|row| {
            row.iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    Some(rows.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;

    #[test]
    fn solves_the_contracts_example_and_a_cycle() {
        let rules = "piles = [2, 7, 9, 4, 4]
start = (0, 1)
def moves(p):
    i, m = p
    return [(i + x, max(m, x)) for x in range(1, 2 * m + 1) if i + x <= len(piles)]
def points(p, q):
    return sum(piles[p[0]:q[0]])
";
        let s = solve(rules, false, &NoControl).unwrap();
        assert_eq!((s.positions(), s.value(0)), (11, Some(-6)));
        assert!(!s.first_player_wins());
        let s = solve("start = 0\nmoves = lambda p: [1 - p]\n", false, &NoControl).unwrap();
        assert_eq!(s.outcome(0), Some(Outcome::Draw));
        assert_eq!((s.moves_to_end(0), s.grundy(0)), (None, None));
    }

    #[test]
    fn mistakes_are_one_line_with_their_line() {
        let err = |rules: &str| match solve(rules, false, &NoControl) {
            Err(SolveError::Invalid(m)) => m,
            other => panic!("{other:?}"),
        };
        assert!(err("start = 0\ndef moves(p)\n    return []\n").starts_with("rules line 2: "));
        assert!(err("start = 0\nmoves = lambda p: [1 // p]\n").starts_with("rules line 2: "));
        assert!(err("start = 1.5\nmoves = lambda p: []\n").contains("start is a float"));
        let limits = Limits {
            positions: 10,
            ..Limits::default()
        };
        assert!(matches!(
            solve_with("start = 0\nmoves = lambda p: [p + 1]\n", false, &limits, &NoControl),
            Err(SolveError::Invalid(m)) if m.contains("more than 10 positions")
        ));
    }
}
