//! The Game Lab against the other tabs' solvers, on the same games written as rules: the stone
//! game (877 and 486's rule, random small rows with negative piles), Cat and Mouse (913, random
//! small graphs: mouse at 1 moving first, cat at 2 never entering the hole 0, draws) and Can I
//! Win (464, small `max_choosable` and `desired_total`). Every position the rules reach is
//! compared, not only the start.

use gamedp::games::cat_mouse::{self, Graph, Position, Turn};
use gamedp::games::custom::{Outcome, Pos, Solved, solve};
use gamedp::games::{NoControl, can_i_win, stone};
use proptest::prelude::*;

fn list(items: impl IntoIterator<Item = String>) -> String {
    format!("[{}]", items.into_iter().collect::<Vec<_>>().join(", "))
}

fn int(p: &Pos) -> i64 {
    match p {
        Pos::Int(i) => *i,
        other => panic!("not an int: {other:?}"),
    }
}

// ---- the stone game

/// The stone game as rules: a position is (i, j), the piles left are `piles[i:j]`.
fn stone_rules(piles: &[i64]) -> String {
    format!(
        "piles = {}
start = (0, len(piles))
def moves(p):
    i, j = p
    return [(i + 1, j), (i, j - 1)] if i < j else []
def points(p, q):
    i, j = p
    return piles[i] if q[0] == i + 1 else piles[j - 1]
",
        list(piles.iter().map(i64::to_string))
    )
}

fn check_stone(piles: &[i64]) {
    let lab = solve(&stone_rules(piles), false, &NoControl).unwrap();
    let table = stone::NetTable::solve(piles, &NoControl).unwrap();
    let n = piles.len();
    assert_eq!(
        lab.value(0),
        Some(stone::solve_value(piles, &NoControl).unwrap().difference),
        "{piles:?}"
    );
    // every row piles[i..j] is reached, each with the stone table's net score
    let mut reached = 0;
    for id in 0..lab.positions() as u32 {
        let Pos::Tuple(ij) = lab.position(id) else {
            panic!()
        };
        let (i, j) = (int(&ij[0]) as usize, int(&ij[1]) as usize);
        if i < j {
            assert_eq!(
                lab.value(id),
                Some(table.net(i, j - 1)),
                "{piles:?} [{i}, {j})"
            );
            reached += 1;
        } else {
            assert_eq!(lab.value(id), Some(0));
        }
    }
    assert_eq!(reached, n * (n + 1) / 2, "{piles:?}");
}

// ---- Cat and Mouse (913)

/// LeetCode 913 as rules, on `adj`.
fn cat_mouse_rules(adj: &[Vec<u32>]) -> String {
    format!(
        "graph = {}
start = (1, 2, \"mouse\")
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
    return [(mouse, c, \"mouse\") for c in graph[cat] if c != 0]
",
        list(adj.iter().map(|l| list(l.iter().map(u32::to_string))))
    )
}

/// Every position the rules reach has the Cat and Mouse solver's outcome (for the player to
/// move there) and moves to the end; the start is the solver's start.
pub(crate) fn check_cat_mouse(lab: &Solved, tab: &cat_mouse::Solution) {
    for id in 0..lab.positions() as u32 {
        let Pos::Tuple(p) = lab.position(id) else {
            panic!()
        };
        let turn = match &p[2] {
            Pos::Str(s) if s == "mouse" => Turn::Mouse,
            Pos::Str(s) if s == "cat" => Turn::Cat,
            other => panic!("{other:?}"),
        };
        let pos = Position::new(int(&p[0]) as u32, int(&p[1]) as u32, turn);
        if id == 0 {
            assert_eq!(pos, Position::START);
        }
        let (mover_wins, other_wins) = match turn {
            Turn::Mouse => (cat_mouse::Outcome::MouseWin, cat_mouse::Outcome::CatWin),
            Turn::Cat => (cat_mouse::Outcome::CatWin, cat_mouse::Outcome::MouseWin),
        };
        let want = match lab.outcome(id).unwrap() {
            Outcome::Win => mover_wins,
            Outcome::Lose => other_wins,
            Outcome::Draw => cat_mouse::Outcome::Draw,
        };
        assert_eq!(tab.outcome(pos), Some(want), "outcome at {pos}");
        assert_eq!(
            tab.moves_to_end(pos),
            lab.moves_to_end(id),
            "moves to the end at {pos}"
        );
    }
}

/// Small random valid graphs (n in 3..=7): random edges, then node 1 given a neighbour and
/// node 2 a neighbour other than 0 (the contract's conditions), neighbour lists rotated.
fn small_graph() -> impl Strategy<Value = Vec<Vec<u32>>> {
    (3usize..=7)
        .prop_flat_map(|n| {
            (
                Just(n),
                proptest::collection::vec(0u8..100, n * (n - 1) / 2),
                10u8..90,
                proptest::collection::vec(0usize..7, n),
                1usize..7,
            )
        })
        .prop_map(|(n, flags, density, rot, fix)| {
            let mut adj: Vec<Vec<u32>> = vec![Vec::new(); n];
            let mut k = 0;
            for u in 0..n {
                for v in u + 1..n {
                    if flags[k] < density {
                        adj[u].push(v as u32);
                        adj[v].push(u as u32);
                    }
                    k += 1;
                }
            }
            if adj[1].is_empty() {
                adj[1].push(0);
                adj[0].push(1);
            }
            if adj[2].iter().all(|&v| v == 0) {
                // a neighbour of 2 other than 0 and 2
                let v = [1, 3, 4, 5, 6][fix % (n - 2).min(5)] as u32;
                adj[2].push(v);
                adj[v as usize].push(2);
            }
            for (u, l) in adj.iter_mut().enumerate() {
                if !l.is_empty() {
                    let r = rot[u] % l.len();
                    l.rotate_left(r);
                }
            }
            adj
        })
}

fn check_cat_mouse_graph(adj: &[Vec<u32>]) {
    let g = Graph::from_adjacency(adj).unwrap();
    let tab = cat_mouse::solve(&g, &NoControl).unwrap();
    let lab = solve(&cat_mouse_rules(adj), false, &NoControl).unwrap();
    assert_eq!(
        lab.outcome(0).map(|o| o.as_str()),
        Some(match tab.start_outcome() {
            cat_mouse::Outcome::MouseWin => "win",
            cat_mouse::Outcome::CatWin => "lose",
            cat_mouse::Outcome::Draw => "draw",
        }),
        "{adj:?}"
    );
    check_cat_mouse(&lab, &tab);
}

// ---- Can I Win (464)

/// Can I Win as rules: a position is the set of numbers used, as a bit mask.
fn can_i_win_rules(m: u32, desired: i64) -> String {
    format!(
        "M = {m}
D = {desired}
FULL = (1 << M) - 1
def total(mask):
    return sum([x for x in range(1, M + 1) if mask & (1 << (x - 1))])
start = 0
def end(mask):
    if mask == 0 and D <= 0:
        return \"win\"        # the contract gives it to the first player
    if total(mask) >= D:
        return \"lose\"       # the player who just moved reached the total
    if mask == FULL:
        return \"draw\"       # the numbers ran out below the total: nobody wins
    return None
def moves(mask):
    return [mask | (1 << (x - 1)) for x in range(1, M + 1) if not mask & (1 << (x - 1))]
"
    )
}

fn check_can_i_win(m: u32, desired: i64) {
    let lab = solve(&can_i_win_rules(m, desired), false, &NoControl).unwrap();
    let mut table = can_i_win::solve(u64::from(m), desired, &NoControl).unwrap();
    assert_eq!(
        lab.first_player_wins(),
        table.first_player_wins(),
        "m {m}, desired {desired}"
    );
    if can_i_win::trivial(u64::from(m), desired).is_some() {
        return;
    }
    for id in 0..lab.positions() as u32 {
        let mask = int(&lab.position(id)) as u64;
        assert_eq!(
            lab.outcome(id) == Some(Outcome::Win),
            table.wins(mask).unwrap(),
            "m {m}, desired {desired}, mask {mask:#b}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn stone_rows_as_rules_match_the_stone_solver(
        piles in proptest::collection::vec(-20i64..=30, 1..=9)
    ) {
        check_stone(&piles);
    }

    #[test]
    fn cat_and_mouse_graphs_as_rules_match_the_913_solver(adj in small_graph()) {
        check_cat_mouse_graph(&adj);
    }

    #[test]
    fn can_i_win_as_rules_matches_its_solver(m in 1u32..=8, d in -2i64..=40) {
        check_can_i_win(m, d);
    }
}

/// The bundled examples of the other tabs, written as rules.
#[test]
fn the_other_tabs_examples_as_rules() {
    check_stone(&[5, 3, 4, 5]);
    check_stone(&[3, 9, 1, 2]);
    check_stone(&[-3, 7, -1, 0, 4, -8]);
    // LeetCode 913's two examples: a draw, and a mouse win
    check_cat_mouse_graph(&[
        vec![2, 5],
        vec![3],
        vec![0, 4, 5],
        vec![1, 4, 5],
        vec![2, 3],
        vec![0, 2, 3],
    ]);
    check_cat_mouse_graph(&[vec![1, 3], vec![0], vec![3], vec![0, 2]]);
    // LeetCode 464: (10, 11) false, (10, 0) true, (10, 1) true; sum below the total: false
    for (m, d) in [
        (10, 11),
        (10, 0),
        (10, 1),
        (4, 6),
        (5, 16),
        (6, 21),
        (6, 22),
    ] {
        check_can_i_win(m, d);
    }
}
