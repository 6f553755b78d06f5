//! Game Lab (`custom`): the engine against references written here on random games given as
//! rules (`moves = G[p]` over a dict literal): a depth-bounded minimax for outcomes and exact
//! moves to the end, a recursive mex for Grundy values, a memoised minimax for scoring games;
//! the contract's examples; every bad input of the contract as one line; the limits.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use gamedp::games::custom::{Limits, Outcome, Pos, Setup, Solved, solve, solve_with};
use gamedp::games::{AtomicControl, NoControl, SolveError};
use proptest::prelude::*;
use serde_json::json;

// ---- random games and their rules

/// A game on nodes `0..n`: the moves of each node (duplicates and self-loops allowed), what
/// `end` says at each node (`None`: play goes on), the start node, and how nodes are written
/// as positions.
#[derive(Debug, Clone)]
struct Game {
    moves: Vec<Vec<usize>>,
    ends: Option<Vec<Option<Outcome>>>,
    start: usize,
    misere: bool,
    form: Form,
}

/// How node `i` is written in the rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Form {
    /// `i`
    Int,
    /// `"n7"`
    Str,
    /// `(i, "x")`
    Tuple,
    /// `[i]` (a list: the rules map it through `G[p[0]]`)
    List,
}

impl Game {
    fn pos(&self, i: usize) -> Pos {
        match self.form {
            Form::Int => Pos::Int(i as i64),
            Form::Str => Pos::Str(format!("n{i}")),
            Form::Tuple => Pos::Tuple(vec![Pos::Int(i as i64), Pos::Str("x".into())]),
            Form::List => Pos::Tuple(vec![Pos::Int(i as i64)]),
        }
    }

    fn lit(&self, i: usize) -> String {
        match self.form {
            Form::Int => format!("{i}"),
            Form::Str => format!("\"n{i}\""),
            Form::Tuple => format!("({i}, \"x\")"),
            Form::List => format!("[{i}]"),
        }
    }

    /// The dict key of node `i` (lists cannot be keys: the list form uses the int).
    fn key_lit(&self, i: usize) -> String {
        if self.form == Form::List {
            format!("{i}")
        } else {
            self.lit(i)
        }
    }

    fn rules(&self) -> String {
        let mut r = String::from("G = {\n");
        for (i, ms) in self.moves.iter().enumerate() {
            let items: Vec<String> = ms.iter().map(|&j| self.lit(j)).collect();
            r += &format!("    {}: [{}],\n", self.key_lit(i), items.join(", "));
        }
        r += "}\n";
        r += &format!("start = {}\n", self.lit(self.start));
        let lookup = if self.form == Form::List { "p[0]" } else { "p" };
        r += &format!("def moves(p):\n    return G[{lookup}]\n");
        if let Some(ends) = &self.ends {
            r += "E = {";
            for (i, e) in ends.iter().enumerate() {
                if let Some(o) = e {
                    r += &format!("{}: \"{}\", ", self.key_lit(i), o.as_str());
                }
            }
            r += "}\n";
            r += &format!("def end(p):\n    return E.get({lookup})\n");
        }
        r
    }

    fn reachable(&self) -> Vec<usize> {
        let mut seen = vec![false; self.moves.len()];
        let mut queue = VecDeque::from([self.start]);
        seen[self.start] = true;
        let mut order = Vec::new();
        while let Some(p) = queue.pop_front() {
            order.push(p);
            if self.ended(p).is_some() {
                continue;
            }
            for &q in &self.moves[p] {
                if !seen[q] {
                    seen[q] = true;
                    queue.push_back(q);
                }
            }
        }
        order
    }

    fn ended(&self, p: usize) -> Option<Outcome> {
        self.ends.as_ref().and_then(|e| e[p])
    }

    /// The moves of `p` as the game has them: none where `end` answered.
    fn moves_of(&self, p: usize) -> Vec<usize> {
        if self.ended(p).is_some() {
            return Vec::new();
        }
        let mut ms = self.moves[p].clone();
        ms.sort_unstable();
        ms.dedup();
        ms
    }
}

fn outcome_strategy() -> impl Strategy<Value = Option<Outcome>> {
    prop_oneof![
        6 => Just(None),
        1 => Just(Some(Outcome::Win)),
        1 => Just(Some(Outcome::Lose)),
        1 => Just(Some(Outcome::Draw)),
    ]
}

fn form_strategy() -> impl Strategy<Value = Form> {
    prop_oneof![
        Just(Form::Int),
        Just(Form::Str),
        Just(Form::Tuple),
        Just(Form::List)
    ]
}

/// Graphs with cycles, self-loops and duplicate moves.
fn game_strategy() -> impl Strategy<Value = Game> {
    (1usize..=10).prop_flat_map(|n| {
        (
            prop::collection::vec(prop::collection::vec(0..n, 0..4), n),
            prop::option::of(prop::collection::vec(outcome_strategy(), n)),
            0..n,
            any::<bool>(),
            form_strategy(),
        )
            .prop_map(|(moves, ends, start, misere, form)| Game {
                moves,
                ends,
                start,
                misere,
                form,
            })
    })
}

/// Acyclic games (moves only to larger nodes), where Grundy values are defined.
fn dag_strategy() -> impl Strategy<Value = Game> {
    (1usize..=12).prop_flat_map(|n| {
        (
            prop::collection::vec(prop::collection::vec(0..n, 0..4), n),
            form_strategy(),
        )
            .prop_map(move |(raw, form)| Game {
                moves: raw
                    .into_iter()
                    .enumerate()
                    .map(|(i, ms)| ms.into_iter().filter(|&j| j > i).collect())
                    .collect(),
                ends: None,
                start: 0,
                misere: false,
                form,
            })
    })
}

// ---- references

/// Depth-bounded minimax: `win[k][p]` — the player to move at `p` can force a win within `k`
/// moves; `lose[k][p]` — the opponent can. The outcome is a win (loss) if some `k` gives it,
/// and the moves to the end are the least such `k`; otherwise a draw.
fn reference_outcomes(g: &Game) -> HashMap<usize, (Outcome, Option<u32>)> {
    let n = g.moves.len();
    let mut win = vec![false; n];
    let mut lose = vec![false; n];
    let mut dist = vec![None::<u32>; n];
    for p in 0..n {
        let (w, l) = match g.ended(p) {
            Some(Outcome::Win) => (true, false),
            Some(Outcome::Lose) => (false, true),
            Some(Outcome::Draw) => (false, false),
            None if g.moves[p].is_empty() => (g.misere, !g.misere),
            None => (false, false),
        };
        win[p] = w;
        lose[p] = l;
        if w || l {
            dist[p] = Some(0);
        }
    }
    for k in 1..=(2 * n as u32 + 2) {
        let (pw, pl) = (win.clone(), lose.clone());
        for p in 0..n {
            let ms = g.moves_of(p);
            if ms.is_empty() || pw[p] || pl[p] {
                continue;
            }
            if ms.iter().any(|&q| pl[q]) {
                win[p] = true;
                dist[p] = Some(k);
            } else if ms.iter().all(|&q| pw[q]) {
                lose[p] = true;
                dist[p] = Some(k);
            }
        }
    }
    (0..n)
        .map(|p| {
            let o = if win[p] {
                Outcome::Win
            } else if lose[p] {
                Outcome::Lose
            } else {
                Outcome::Draw
            };
            (p, (o, dist[p]))
        })
        .collect()
}

/// Grundy values by recursion with a memo, `None` when a reachable position repeats.
fn reference_grundy(g: &Game) -> Option<HashMap<usize, u32>> {
    fn go(g: &Game, p: usize, state: &mut HashMap<usize, Option<u32>>) -> Option<u32> {
        match state.get(&p) {
            Some(Some(v)) => return Some(*v),
            Some(None) => return None, // on the current path: a cycle
            None => {}
        }
        state.insert(p, None);
        let mut values = HashSet::new();
        for q in g.moves_of(p) {
            values.insert(go(g, q, state)?);
        }
        let mex = (0..).find(|v| !values.contains(v)).unwrap();
        state.insert(p, Some(mex));
        Some(mex)
    }
    let mut state = HashMap::new();
    go(g, g.start, &mut state)?;
    Some(state.into_iter().map(|(p, v)| (p, v.unwrap())).collect())
}

fn solve_game(g: &Game, threads: usize) -> Solved {
    let limits = Limits {
        threads: Some(threads),
        ..Limits::default()
    };
    match solve_with(&g.rules(), g.misere, &limits, &NoControl) {
        Ok(s) => s,
        Err(e) => panic!("{e}\n{}", g.rules()),
    }
}

fn check_win_lose(g: &Game, threads: usize) {
    let solved = solve_game(g, threads);
    let reach = g.reachable();
    assert_eq!(solved.positions(), reach.len(), "{}", g.rules());
    let moves: usize = reach.iter().map(|&p| g.moves_of(p).len()).sum();
    assert_eq!(solved.move_count(), moves);
    let reference = reference_outcomes(g);
    let grundy = if g.ends.is_none() && !g.misere {
        reference_grundy(g)
    } else {
        None
    };
    assert_eq!(solved.has_grundy(), grundy.is_some(), "{}", g.rules());
    for p in 0..g.moves.len() {
        let id = solved.find(&g.pos(p));
        if !reach.contains(&p) {
            assert_eq!(id, None);
            continue;
        }
        let id = id.unwrap();
        assert_eq!(solved.position(id), g.pos(p));
        let (o, d) = reference[&p];
        assert_eq!(solved.outcome(id), Some(o), "node {p}\n{}", g.rules());
        assert_eq!(solved.moves_to_end(id), d, "node {p}\n{}", g.rules());
        assert_eq!(solved.grundy(id), grundy.as_ref().map(|gr| gr[&p]));
        assert_eq!(solved.ended(id), g.ended(p));
        // the moves: each once, in the order the rules first listed them
        let mut listed = Vec::new();
        if g.ended(p).is_none() {
            for &q in &g.moves[p] {
                if !listed.contains(&q) {
                    listed.push(q);
                }
            }
        }
        let got: Vec<Pos> = solved
            .moves(id)
            .iter()
            .map(|&q| solved.position(q))
            .collect();
        let want: Vec<Pos> = listed.iter().map(|&q| g.pos(q)).collect();
        assert_eq!(got, want);
        // best moves keep the outcome and the distance
        for q in solved.best_moves(id) {
            let (oq, dq) = (solved.outcome(q).unwrap(), solved.moves_to_end(q));
            match o {
                Outcome::Win => assert_eq!((oq, dq.map(|x| x + 1)), (Outcome::Lose, d)),
                Outcome::Lose => assert_eq!((oq, dq.map(|x| x + 1)), (Outcome::Win, d)),
                Outcome::Draw => assert_eq!(oq, Outcome::Draw),
            }
        }
        if o != Outcome::Draw && d != Some(0) {
            assert!(!solved.best_moves(id).is_empty());
        }
    }
    let start = solved.find(&g.pos(g.start)).unwrap();
    assert_eq!(start, 0);
    assert_eq!(
        solved.first_player_wins(),
        reference[&g.start].0 == Outcome::Win
    );
}

/// A scoring game: moves from `moves`, points from a table by (p, q).
#[derive(Debug, Clone)]
struct Scoring {
    moves: Vec<Vec<usize>>,
    points: Vec<Vec<i64>>,
    start: usize,
}

impl Scoring {
    fn rules(&self) -> String {
        let mut r = String::from("G = {\n");
        for (i, ms) in self.moves.iter().enumerate() {
            let items: Vec<String> = ms.iter().map(|j| j.to_string()).collect();
            r += &format!("    {i}: [{}],\n", items.join(", "));
        }
        r += "}\nP = {\n";
        for (i, ms) in self.moves.iter().enumerate() {
            let mut ms = ms.clone();
            ms.sort_unstable();
            ms.dedup();
            for j in ms {
                r += &format!("    ({i}, {j}): {},\n", self.points[i][j]);
            }
        }
        r += &format!(
            "}}\nstart = {}\ndef moves(p):\n    return G[p]\ndef points(p, q):\n    return P[(p, q)]\n",
            self.start
        );
        r
    }

    /// Memoised minimax of the net score, or `None` when a reachable position repeats.
    fn reference(&self) -> Option<HashMap<usize, i64>> {
        fn go(s: &Scoring, p: usize, memo: &mut HashMap<usize, Option<i64>>) -> Option<i64> {
            match memo.get(&p) {
                Some(Some(v)) => return Some(*v),
                Some(None) => return None,
                None => {}
            }
            memo.insert(p, None);
            let mut best = None::<i64>;
            for &q in &s.moves[p] {
                let v = s.points[p][q] - go(s, q, memo)?;
                best = Some(best.map_or(v, |b| b.max(v)));
            }
            let v = best.unwrap_or(0);
            memo.insert(p, Some(v));
            Some(v)
        }
        let mut memo = HashMap::new();
        go(self, self.start, &mut memo)?;
        Some(memo.into_iter().map(|(p, v)| (p, v.unwrap())).collect())
    }
}

fn scoring_strategy() -> impl Strategy<Value = Scoring> {
    (1usize..=9, any::<bool>()).prop_flat_map(|(n, acyclic)| {
        (
            prop::collection::vec(prop::collection::vec(0..n, 0..4), n),
            prop::collection::vec(prop::collection::vec(-20i64..=20, n), n),
            0..n,
        )
            .prop_map(move |(raw, points, start)| Scoring {
                moves: raw
                    .into_iter()
                    .enumerate()
                    .map(|(i, ms)| ms.into_iter().filter(|&j| !acyclic || j > i).collect())
                    .collect(),
                points,
                start,
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn win_lose_games_match_bounded_minimax(g in game_strategy(), threads in 1usize..=3) {
        check_win_lose(&g, threads);
    }

    #[test]
    fn acyclic_games_have_grundy_values(g in dag_strategy()) {
        check_win_lose(&g, 2);
        let solved = solve_game(&g, 2);
        prop_assert!(solved.has_grundy());
    }

    #[test]
    fn scoring_games_match_memoised_minimax(s in scoring_strategy()) {
        let result = solve(&s.rules(), false, &NoControl);
        match s.reference() {
            Some(values) => {
                let solved = result.unwrap();
                prop_assert_eq!(solved.positions(), values.len());
                prop_assert!(solved.is_scoring());
                for (&p, &v) in &values {
                    let id = solved.find(&Pos::Int(p as i64)).unwrap();
                    prop_assert_eq!(solved.value(id), Some(v));
                    for q in solved.best_moves(id) {
                        let k = solved.moves(id).iter().position(|&x| x == q).unwrap();
                        let pts = solved.move_points(id).unwrap()[k];
                        prop_assert_eq!(pts - solved.value(q).unwrap(), v);
                    }
                }
                prop_assert_eq!(solved.first_player_wins(), values[&s.start] > 0);
            }
            None => {
                let Err(SolveError::Invalid(msg)) = result else {
                    panic!("a cycle was accepted:\n{}", s.rules())
                };
                prop_assert!(msg.contains("can be reached again from itself"), "{}", msg);
            }
        }
    }
}

/// The same game explored by one, two and four threads gives the same ids and answers.
#[test]
fn threads_do_not_change_the_graph() {
    let rules = "
start = (0, 0)
def moves(p):
    a, b = p
    out = []
    for x in range(1, 4):
        if a + x <= 40:
            out.append((a + x, (b * 7 + x) % 13))
    return out
";
    let tables: Vec<serde_json::Value> = [1, 2, 4]
        .iter()
        .map(|&t| {
            let limits = Limits {
                threads: Some(t),
                ..Limits::default()
            };
            let s = solve_with(rules, false, &limits, &NoControl).unwrap();
            gamedp::games::custom::table(&s)
        })
        .collect();
    assert_eq!(tables[0], tables[1]);
    assert_eq!(tables[0], tables[2]);
}

// ---- the contract's examples and classic games

const STONE_GAME_II: &str = "piles = [2, 7, 9, 4, 4]
start = (0, 1)            # (piles taken so far, M)
def moves(p):
    i, m = p
    return [(i + x, max(m, x)) for x in range(1, 2 * m + 1) if i + x <= len(piles)]
def points(p, q):
    return sum(piles[p[0]:q[0]])
";

#[test]
fn stone_game_ii_example_is_minus_six() {
    let setup = Setup {
        rules: STONE_GAME_II.into(),
        misere: false,
    };
    let solution = setup.solution(false, &NoControl).unwrap();
    assert_eq!(
        solution,
        json!({"positions": 11, "moves": 15, "value": -6, "first_player_wins": false})
    );
    let table = setup.solution(true, &NoControl).unwrap();
    let rows = table["table"]["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 11);
    assert_eq!(rows[0], json!([[0, 1], -6]));
}

#[test]
fn subtraction_game_grundy_values_repeat_every_seven() {
    let rules = "start = 60\nmoves = lambda n: [n - k for k in (1, 3, 4) if n >= k]\n";
    let solved = solve(rules, false, &NoControl).unwrap();
    assert_eq!(solved.positions(), 61);
    let period = [0, 1, 0, 1, 2, 3, 2];
    for n in 0..=60 {
        let id = solved.find(&Pos::Int(n)).unwrap();
        assert_eq!(solved.grundy(id), Some(period[n as usize % 7]), "n = {n}");
        let o = if n % 7 == 0 || n % 7 == 2 {
            Outcome::Lose
        } else {
            Outcome::Win
        };
        assert_eq!(solved.outcome(id), Some(o), "n = {n}");
    }
    let setup = Setup {
        rules: rules.into(),
        misere: false,
    };
    let s = setup.solution(false, &NoControl).unwrap();
    assert_eq!(s["grundy"], json!(period[60 % 7]));
    assert_eq!(s["outcome"], json!("win"));
    // a misère game has no Grundy value
    let s = Setup {
        rules: rules.into(),
        misere: true,
    }
    .solution(false, &NoControl)
    .unwrap();
    assert_eq!(s["grundy"], json!(null));
}

#[test]
fn nim_is_the_xor_of_the_heaps() {
    let rules = "
start = (3, 4, 5)
def moves(p):
    out = []
    for i in range(len(p)):
        for k in range(p[i]):
            out.append(p[:i] + (k,) + p[i + 1:])
    return out
";
    let solved = solve(rules, false, &NoControl).unwrap();
    assert_eq!(solved.positions(), 4 * 5 * 6);
    for a in 0..=3i64 {
        for b in 0..=4 {
            for c in 0..=5 {
                let id = solved
                    .find(&Pos::Tuple(vec![Pos::Int(a), Pos::Int(b), Pos::Int(c)]))
                    .unwrap();
                assert_eq!(solved.grundy(id), Some((a ^ b ^ c) as u32));
            }
        }
    }
    assert!(solved.first_player_wins());
}

#[test]
fn misere_take_one_to_three() {
    // misère: whoever takes the last stone loses; lost exactly when n % 4 == 1
    let rules = "start = 21\nmoves = lambda n: [n - k for k in (1, 2, 3) if n >= k]\n";
    let solved = solve(rules, true, &NoControl).unwrap();
    for n in 0..=21 {
        let id = solved.find(&Pos::Int(n)).unwrap();
        let o = if n % 4 == 1 {
            Outcome::Lose
        } else {
            Outcome::Win
        };
        assert_eq!(solved.outcome(id), Some(o), "n = {n}");
    }
    assert_eq!(solved.grundy(0), None);
    // normal play: lost exactly when n % 4 == 0; the loser delays (takes 1, the winner 3):
    // from 8, 4 moves; from 9 the winner first takes 1
    let solved = solve(rules, false, &NoControl).unwrap();
    let eight = solved.find(&Pos::Int(8)).unwrap();
    assert_eq!(solved.outcome(eight), Some(Outcome::Lose));
    assert_eq!(solved.moves_to_end(eight), Some(4));
    let nine = solved.find(&Pos::Int(9)).unwrap();
    assert_eq!(solved.moves_to_end(nine), Some(5));
    assert_eq!(solved.best_moves(nine), vec![eight]);
}

#[test]
fn tic_tac_toe_is_a_draw() {
    let rules = r#"
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
start = "........."
def turn(b):
    return "X" if b.count("X") == b.count("O") else "O"
def end(b):
    for a, c, d in LINES:
        if b[a] != "." and b[a] == b[c] and b[a] == b[d]:
            return "lose"   # the player who just moved made a line
    if "." not in b:
        return "draw"
    return None
def moves(b):
    t = turn(b)
    return [b[:i] + t + b[i + 1:] for i in range(9) if b[i] == "."]
"#;
    let solved = solve(rules, false, &NoControl).unwrap();
    assert_eq!(solved.positions(), 5478);
    assert_eq!(solved.outcome(0), Some(Outcome::Draw));
    assert_eq!(solved.moves_to_end(0), None);
    assert_eq!(solved.grundy(0), None);
    let s = Setup {
        rules: rules.into(),
        misere: false,
    }
    .solution(false, &NoControl)
    .unwrap();
    assert_eq!(
        s,
        json!({"positions": 5478, "moves": 16167, "outcome": "draw", "first_player_wins": false, "moves_to_end": null, "grundy": null})
    );
    // X in a corner, O in the middle... X to win needs a mistake: after X centre, O edge
    let after = solved.find(&Pos::Str("X..O.....".into())).unwrap();
    assert_eq!(solved.outcome(after), Some(Outcome::Win));
}

#[test]
fn cycles_make_draws() {
    // 0 <-> 1, and 1 -> 2 where 2 has no move: the player at 1 moves to 2 and wins
    let rules =
        "G = {0: [1], 1: [0, 2], 2: [], 3: [4], 4: [3]}\nstart = 0\nmoves = lambda p: G[p]\n";
    let solved = solve(rules, false, &NoControl).unwrap();
    assert_eq!(solved.outcome(0), Some(Outcome::Lose));
    assert_eq!(solved.moves_to_end(0), Some(2));
    let rules = "G = {0: [1], 1: [0]}\nstart = 0\nmoves = lambda p: G[p]\n";
    let setup = Setup {
        rules: rules.into(),
        misere: false,
    };
    assert_eq!(
        setup.solution(false, &NoControl).unwrap(),
        json!({"positions": 2, "moves": 2, "outcome": "draw", "first_player_wins": false, "moves_to_end": null, "grundy": null})
    );
}

#[test]
fn positions_are_values() {
    // a list is the tuple with the same items; True is not 1; duplicates count once
    let rules = "start = 0
def moves(p):
    if p == 0:
        return [[1, 2], (1, 2), True, 1, 1, (1, 2)]
    if type(p) == \"list\" and len(p) == 2:
        return [p + [3]]
    return []
";
    let solved = solve(rules, false, &NoControl).unwrap();
    assert_eq!(solved.positions(), 5);
    assert_eq!(solved.moves(0).len(), 3);
    let pair = solved
        .find(&Pos::Tuple(vec![Pos::Int(1), Pos::Int(2)]))
        .unwrap();
    // the rules first wrote it as a list, and get it back as one
    assert_eq!(solved.position_text(pair, 80), "[1, 2]");
    assert_eq!(solved.moves(pair).len(), 1);
    assert!(solved.find(&Pos::Bool(true)).is_some());
    assert!(solved.find(&Pos::Int(1)).is_some());
    // big integers, None and strings
    let rules = "start = 1000000000000000000000000000000\ndef moves(p):\n    if p == None:\n        return []\n    if type(p) == \"string\":\n        return [None]\n    return [p - 100000000000000000000000000000, str(p)] if p > 0 else []\n";
    let solved = solve(rules, false, &NoControl).unwrap();
    assert_eq!(
        solved.position(0),
        Pos::BigInt(format!("1{}", "0".repeat(30)))
    );
    assert!(solved.find(&Pos::Int(0)).is_some());
    assert!(solved.find(&Pos::None).is_some());
    assert_eq!(solved.positions(), 11 + 10 + 1);
    let s = Setup {
        rules: rules.into(),
        misere: false,
    }
    .solution(true, &NoControl)
    .unwrap();
    assert_eq!(
        s["table"]["rows"][0][0].to_string(),
        format!("1{}", "0".repeat(30))
    );
}

#[test]
fn recursion_is_allowed_up_to_the_call_depth() {
    let rules = |depth: usize| {
        format!(
            "def f(n):\n    return 0 if n == 0 else 1 + f(n - 1)\nstart = 0\ndef moves(p):\n    return [] if f({depth}) else []\n"
        )
    };
    let depth = gamedp::games::custom::MAX_CALL_DEPTH;
    // f(k) is k + 1 nested calls, and moves itself is one: exactly `depth` calls are fine
    solve(&rules(depth - 2), false, &NoControl).unwrap();
    let Err(SolveError::Invalid(msg)) = solve(&rules(depth - 1), false, &NoControl) else {
        panic!("too deep a recursion was accepted")
    };
    assert!(msg.starts_with("rules line 2: "), "{msg}");
    assert!(msg.contains("call-depth limit"), "{msg}");
    assert!(msg.ends_with(" (in moves(0))"), "{msg}");
    // at the top level too
    let top = |k: usize| format!("{}\nx = f({k})\n", rules(0));
    solve(&top(depth - 1), false, &NoControl).unwrap();
    let Err(SolveError::Invalid(msg)) = solve(&top(depth), false, &NoControl) else {
        panic!("too deep a recursion was accepted")
    };
    assert!(msg.contains("call-depth limit"), "{msg}");
}

#[test]
fn sum_and_abs_are_pythons() {
    let rules = "
assert_values = [sum([1, 2, 3]), sum([], 5), sum([[1], [2]], []), abs(-3), abs(4), abs(-2.5)]
if assert_values != [6, 5, [1, 2], 3, 4, 2.5]:
    fail(\"wrong: \" + str(assert_values))
start = abs(-2)
moves = lambda p: [p - 1] if p > 0 else []
";
    let solved = solve(rules, false, &NoControl).unwrap();
    assert_eq!(solved.positions(), 3);
    let Err(SolveError::Invalid(msg)) = solve("start = sum([\"a\"], \"\")\n", false, &NoControl)
    else {
        panic!()
    };
    assert!(msg.starts_with("rules line 1: "), "{msg}");
}

// ---- bad input: one line each, with the line where there is one

fn bad(rules: &str) -> String {
    bad_with(rules, false, &Limits::default())
}

fn bad_with(rules: &str, misere: bool, limits: &Limits) -> String {
    match solve_with(rules, misere, limits, &NoControl) {
        Err(SolveError::Invalid(msg)) => {
            assert!(!msg.contains('\n'), "not one line: {msg}");
            // and through the game's solution, as `gamedp solve` reports it
            let setup = Setup {
                rules: rules.into(),
                misere,
            };
            if *limits == Limits::default() {
                assert_eq!(
                    setup.solution(false, &NoControl),
                    Err(SolveError::Invalid(msg.clone()))
                );
            }
            msg
        }
        Err(other) => panic!("expected bad input, got {other:?}"),
        Ok(_) => panic!("accepted:\n{rules}"),
    }
}

#[test]
fn bad_input_is_one_line_with_its_line() {
    let cases: &[(&str, &str)] = &[
        // syntax
        (
            "start = 0\ndef moves(p):\n    return [p +]\n",
            "rules line 3: ",
        ),
        ("start = (0\n", "rules line "),
        ("load(\"x.star\", \"y\")\nstart = 0\n", "rules line 1: "),
        ("while True:\n    pass\n", "rules line 1: "),
        // missing definitions
        ("start = 0\n", "rules: no `moves` defined"),
        (
            "def moves(p):\n    return []\n",
            "rules: no `start` defined",
        ),
        // run-time errors, at the top level and inside the functions
        ("start = 0\nx = undefined_name\n", "rules line 2: "),
        (
            "start = 0\ndef moves(p):\n    x = 1\n    return [p // 0]\n",
            "rules line 4: ",
        ),
        (
            "L = []\nstart = 0\ndef moves(p):\n    L.append(p)\n    return []\n",
            "rules line 4: ",
        ),
        ("start = 0\nmoves = 3\n", "rules line 2: "),
        // positions that are not positions
        (
            "start = {1: 2}\nmoves = lambda p: []\n",
            "rules line 1: start is a dict",
        ),
        (
            "start = 0.5\nmoves = lambda p: []\n",
            "rules line 1: start is a float",
        ),
        (
            "start = 0\ndef moves(p):\n    return [{}]\n",
            "rules line 3: moves(0) returned a move that is a dict",
        ),
        (
            "start = 0\ndef moves(p):\n    return [1.5]\n",
            "rules line 3: moves(0) returned a move that is a float",
        ),
        (
            "start = 0\ndef moves(p):\n    return [(1, [2, 0.5])]\n",
            "a float",
        ),
        (
            "def moves(p):\n    return []\nstart = moves\n",
            "rules line 3: start is a function",
        ),
        (
            "start = 0\ndef moves(p):\n    return [moves]\n",
            "a function",
        ),
        // moves returning something else than a list or a tuple
        (
            "start = 0\ndef moves(p):\n    return 3\n",
            "rules line 3: moves(0) returned 3 (an int)",
        ),
        (
            "start = 0\ndef moves(p):\n    return None\n",
            "moves(0) returned None",
        ),
        (
            "start = 0\ndef moves(p):\n    return {1: 2}\n",
            "moves(0) returned {1: 2}",
        ),
        // points
        (
            "start = 0\nmoves = lambda p: [1] if p == 0 else []\ndef points(p, q):\n    return True\n",
            "rules line 4: points(0, 1) returned True (a bool); points must return an integer",
        ),
        (
            "start = 0\nmoves = lambda p: [1] if p == 0 else []\ndef points(p, q):\n    return \"1\"\n",
            "points must return an integer",
        ),
        (
            "start = 0\nmoves = lambda p: [1] if p == 0 else []\ndef points(p, q):\n    return 9223372036854775807 + 1\n",
            "beyond the 64-bit signed range",
        ),
        (
            "start = 0\nmoves = lambda p: [1] if p == 0 else []\ndef points(p, q):\n    return 1\ndef end(p):\n    return None\n",
            "cannot define end",
        ),
        // end
        (
            "start = 0\nmoves = lambda p: []\ndef end(p):\n    return 5\n",
            "rules line 4: end(0) returned 5; end must return \"win\", \"lose\", \"draw\" or None",
        ),
        (
            "start = 0\nmoves = lambda p: []\ndef end(p):\n    return \"Win\"\n",
            "end(0) returned \"Win\"",
        ),
        // a cycle in a scoring game
        (
            "start = 0\nmoves = lambda p: [(p + 1) % 3]\ndef points(p, q):\n    return 1\n",
            "rules: the position 0 can be reached again from itself; a scoring game (with points) must end",
        ),
        // a value beyond i64
        (
            "start = 0\nmoves = lambda p: [p + 1] if p < 3 else []\ndef points(p, q):\n    return -9223372036854775807 - 1 if p % 2 == 0 else 9223372036854775807\n",
            "is beyond the 64-bit signed range",
        ),
    ];
    for (rules, want) in cases {
        let msg = bad(rules);
        assert!(msg.contains(want), "{rules}\ngave: {msg}\nwanted: {want}");
    }
    // misère and points
    let msg = bad_with(
        "start = 0\nmoves = lambda p: []\ndef points(p, q):\n    return 1\n",
        true,
        &Limits::default(),
    );
    assert!(msg.contains("cannot be misère"), "{msg}");
}

#[test]
fn limits_of_positions_and_moves() {
    let small = Limits {
        positions: 1000,
        moves: 5000,
        ..Limits::default()
    };
    let msg = bad_with("start = 0\nmoves = lambda p: [p + 1]\n", false, &small);
    assert!(
        msg.starts_with(
            "rules: more than 1,000 positions can be reached from start, beyond the limit; "
        ),
        "{msg}"
    );
    let msg = bad_with(
        "start = 0\nmoves = lambda p: [(p + k) % 500 for k in range(20)]\n",
        false,
        &small,
    );
    assert_eq!(
        msg,
        "rules: more than 5,000 moves can be reached from start, beyond the limit"
    );
    // the contract's limit itself: 1,000,000 positions are fine, one more is not
    let rules = |n: u64| format!("start = 0\nmoves = lambda p: [p + 1] if p < {n} else []\n");
    let solved = solve(&rules(999_999), false, &NoControl).unwrap();
    assert_eq!(solved.positions(), 1_000_000);
    assert_eq!(solved.moves_to_end(0), Some(999_999));
    let msg = bad(&rules(1_000_000));
    assert!(
        msg.starts_with(
            "rules: more than 1,000,000 positions can be reached from start, beyond the limit; "
        ),
        "{msg}"
    );
}

#[test]
fn the_time_limit_stops_a_long_program() {
    let limits = Limits {
        time: Duration::from_millis(300),
        ..Limits::default()
    };
    let at = Instant::now();
    let msg = bad_with(
        "start = 0\nfor i in range(100000):\n    for j in range(100000):\n        x = i\nmoves = lambda p: []\n",
        false,
        &limits,
    );
    assert_eq!(
        msg,
        "rules: the program did not finish within 0.3 seconds, the time limit"
    );
    assert!(at.elapsed() < Duration::from_secs(3), "{:?}", at.elapsed());
    // inside moves too
    let msg = bad_with(
        "start = 0\ndef moves(p):\n    for i in range(100000):\n        for j in range(100000):\n            x = i\n    return []\n",
        false,
        &limits,
    );
    assert!(msg.contains("did not finish within 0.3 seconds"), "{msg}");
}

#[test]
fn a_cancel_stops_a_running_program_quickly() {
    let control = AtomicControl::default();
    let rules = "start = 0\ndef moves(p):\n    for i in range(100000):\n        for j in range(100000):\n            x = i\n    return []\n";
    std::thread::scope(|s| {
        let control = &control;
        let h = s.spawn(move || {
            let at = Instant::now();
            let r = solve(rules, false, control);
            (r.map(|_| ()), at.elapsed())
        });
        std::thread::sleep(Duration::from_millis(200));
        let cancelled_at = Instant::now();
        control.cancel.store(true, Ordering::Relaxed);
        let (r, _) = h.join().unwrap();
        assert_eq!(r, Err(SolveError::Cancelled));
        assert!(
            cancelled_at.elapsed() < Duration::from_millis(100),
            "{:?}",
            cancelled_at.elapsed()
        );
    });
}

#[test]
fn table_export_is_refused_beyond_its_limit() {
    let n = gamedp::games::custom::TABLE_EXPORT_MAX;
    let setup = Setup {
        rules: format!("start = 0\nmoves = lambda p: [p + 1] if p < {n} else []\n"),
        misere: false,
    };
    let Err(SolveError::TooBig { need, limit, .. }) = setup.solution(true, &NoControl) else {
        panic!()
    };
    assert_eq!((need, limit), (n as u64 + 1, n as u64));
    assert!(setup.solution(false, &NoControl).is_ok());
}

#[test]
fn memory_and_nesting_are_bounded() {
    // a program that builds too much is stopped by the heap limit
    let msg = bad(
        "x = []\nfor i in range(100000000):\n    x.append(i)\nstart = 0\nmoves = lambda p: []\n",
    );
    assert_eq!(
        msg,
        "rules: the program needs more than 64 MiB of memory at once, beyond the limit"
    );
    // a position nested deeper than the limit
    let msg = bad("start = ()\ndef moves(p):\n    return [(p,)]\n");
    assert!(msg.starts_with("rules line 3: moves("), "{msg}");
    assert!(msg.contains("nested more than 1000"), "{msg}");
    // the deepest value the heap limit allows can still be printed: the interpreter's
    // recursion fits the stack of the threads that run the rules (no crash)
    let msg =
        bad("x = ()\nfor i in range(10000000):\n    x = (x,)\nstart = 0\nmoves = lambda p: []\n");
    assert!(msg.contains("64 MiB"), "{msg}");
    let deep = "def moves(p):
    x = ()
    for i in range(10000000):
        x = (x,)
        if i % 100000 == 0:
            s = str(x)
    return []
start = 0
";
    let msg = bad(deep);
    assert!(msg.contains("64 MiB"), "{msg}");
}

#[test]
fn a_cancel_stops_a_big_exploration_quickly() {
    for threads in [1, 2] {
        let control = AtomicControl::default();
        let limits = Limits {
            threads: Some(threads),
            ..Limits::default()
        };
        // 1,000,000 positions (a second or more): cancelled after 100 ms
        let rules = "N = 1000\nstart = (N - 1, N - 1)\ndef moves(p):\n    a, b = p\n    return [(a - k, b) for k in range(1, 4) if k <= a] + [(a, b - k) for k in range(1, 4) if k <= b]\n";
        std::thread::scope(|s| {
            let (control, limits) = (&control, &limits);
            let h = s.spawn(move || solve_with(rules, false, limits, control).map(|_| ()));
            std::thread::sleep(Duration::from_millis(100));
            let cancelled_at = Instant::now();
            control.cancel.store(true, Ordering::Relaxed);
            let r = h.join().unwrap();
            assert_eq!(r, Err(SolveError::Cancelled));
            assert!(
                cancelled_at.elapsed() < Duration::from_millis(100),
                "{:?}",
                cancelled_at.elapsed()
            );
        });
        // progress counted positions expanded out of positions found
        let (done, total) = (
            control.done.load(Ordering::Relaxed),
            control.total.load(Ordering::Relaxed),
        );
        assert!(0 < done && done <= total, "{done} of {total}");
    }
}

#[test]
fn a_beginners_mistakes_get_a_hint() {
    // Starlark has no `while`
    let msg = bad("start = 3\ndef moves(p):\n    while True:\n        return []\n");
    assert!(msg.starts_with("rules line 3: "), "{msg}");
    assert!(msg.contains("no `while`"), "{msg}");
    assert!(msg.contains("for i in range(...)"), "{msg}");
    // a very long loop in a call: named as too long, at its line, not as memory of the program
    let msg = bad(
        "start = 5\ndef moves(p):\n    n = 0\n    for i in range(1000000000):\n        n += i\n    return []\n",
    );
    assert!(msg.starts_with("rules line "), "{msg}");
    assert!(msg.contains("moves(5) ran too long"), "{msg}");
    assert!(msg.contains("64 MiB"), "{msg}");
    // a float as a move: `//` divides to an int
    let msg = bad("start = 6\ndef moves(p):\n    return [p / 2] if p > 1 else []\n");
    assert!(msg.starts_with("rules line 3: "), "{msg}");
    assert!(msg.contains("`//`"), "{msg}");
}
