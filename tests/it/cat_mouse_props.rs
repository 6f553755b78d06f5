//! Integration tests for `gamedp::games::cat_mouse`: the retrograde solver against an
//! independent fixpoint reference, the turn-bounded DP, validation, parsers, the generator,
//! optimal lines and layouts.

use gamedp::games::cat_mouse::graph::{parse_edge_list_lists, parse_leetcode_lists};
use gamedp::games::cat_mouse::retrograde::position_count;
use gamedp::games::cat_mouse::*;
use gamedp::games::{AtomicControl, MEMORY_BUDGET, NoControl, SolveError};
use proptest::prelude::*;
use std::collections::HashSet;
use std::sync::atomic::Ordering;

// ---------------------------------------------------------------------------------------------
// Independent reference: synchronous (Jacobi) iteration of the win/lose rules to a fixpoint over
// plain 3-D arrays, straight from the rules, with its own move generation from raw lists.
// In round r a position is decided from the values of rounds < r only, so the round in which it
// is decided is its distance (win: fastest winning child + 1; loss: slowest child + 1).
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum R {
    Undecided,
    Mouse(u32),
    Cat(u32),
}

struct Reference {
    n: usize,
    /// vals[turn][mouse][cat], turn 0 = mouse to move.
    vals: Vec<Vec<Vec<R>>>,
}

impl Reference {
    #[allow(clippy::needless_range_loop)]
    fn new(adj: &[Vec<u32>]) -> Reference {
        let n = adj.len();
        let moves = |m: usize, c: usize, t: usize| -> Vec<(usize, usize, usize)> {
            if t == 0 {
                adj[m].iter().map(|&v| (v as usize, c, 1)).collect()
            } else {
                adj[c]
                    .iter()
                    .filter(|&&v| v != 0)
                    .map(|&v| (m, v as usize, 0))
                    .collect()
            }
        };
        let mut vals = vec![vec![vec![R::Undecided; n]; n]; 2];
        for t in 0..2 {
            for m in 0..n {
                for c in 1..n {
                    if m == 0 {
                        vals[t][m][c] = R::Mouse(0);
                    } else if m == c {
                        vals[t][m][c] = R::Cat(0);
                    }
                }
            }
        }
        let mut round = 0u32;
        loop {
            round += 1;
            let snap = vals.clone();
            let mut changed = false;
            for t in 0..2 {
                for m in 1..n {
                    for c in 1..n {
                        if snap[t][m][c] != R::Undecided {
                            continue;
                        }
                        let children: Vec<R> = moves(m, c, t)
                            .into_iter()
                            .map(|(m2, c2, t2)| snap[t2][m2][c2])
                            .collect();
                        if children.is_empty() {
                            continue; // no legal move: draw by definition
                        }
                        let mover_wins = children.iter().any(|r| {
                            if t == 0 {
                                matches!(r, R::Mouse(_))
                            } else {
                                matches!(r, R::Cat(_))
                            }
                        });
                        let all_lose = children.iter().all(|r| {
                            if t == 0 {
                                matches!(r, R::Cat(_))
                            } else {
                                matches!(r, R::Mouse(_))
                            }
                        });
                        let new = if mover_wins {
                            if t == 0 {
                                R::Mouse(round)
                            } else {
                                R::Cat(round)
                            }
                        } else if all_lose {
                            if t == 0 {
                                R::Cat(round)
                            } else {
                                R::Mouse(round)
                            }
                        } else {
                            continue;
                        };
                        vals[t][m][c] = new;
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
        Reference { n, vals }
    }

    fn get(&self, p: Position) -> (Outcome, Option<u32>) {
        let t = match p.turn {
            Turn::Mouse => 0,
            Turn::Cat => 1,
        };
        match self.vals[t][p.mouse as usize][p.cat as usize] {
            R::Undecided => (Outcome::Draw, None),
            R::Mouse(d) => (Outcome::MouseWin, Some(d)),
            R::Cat(d) => (Outcome::CatWin, Some(d)),
        }
    }
}

fn all_positions(n: usize) -> impl Iterator<Item = Position> {
    (0..n as u32).flat_map(move |m| {
        (1..n as u32).flat_map(move |c| {
            [Turn::Mouse, Turn::Cat]
                .into_iter()
                .map(move |t| Position::new(m, c, t))
        })
    })
}

/// Small random valid graphs: n in 3..=8, random edge flags, minimal repairs so that node 1 has
/// a neighbour and node 2 a neighbour other than 0; neighbour lists rotated so that order is not
/// always ascending. Isolated nodes and cat dead ends (only neighbour 0) do occur.
fn small_graph() -> impl Strategy<Value = Graph> {
    (3usize..=8)
        .prop_flat_map(|n| {
            (
                Just(n),
                proptest::collection::vec(0u8..100, n * (n - 1) / 2),
                0u8..100,
                proptest::collection::vec(0usize..8, n),
                1usize..8,
                1usize..8,
            )
        })
        .prop_map(|(n, flags, density, rot, fix1, fix2)| {
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
                let v = fix1 % n;
                let v = if v == 1 { 0 } else { v };
                adj[1].push(v as u32);
                adj[v].push(1);
            }
            if adj[2].iter().all(|&v| v == 0) {
                let v = 1 + fix2 % (n - 1);
                let v = if v == 2 { 1 } else { v };
                adj[2].push(v as u32);
                adj[v].push(2);
            }
            for (u, list) in adj.iter_mut().enumerate() {
                if !list.is_empty() {
                    let r = rot[u] % list.len();
                    list.rotate_left(r);
                }
            }
            Graph::from_adjacency(&adj).expect("repaired graph is valid")
        })
}

/// What `gamedp solve` writes without `--table`, from a whole solution.
fn start_answer_of(sol: &Solution) -> StartAnswer {
    StartAnswer {
        outcome: sol.start_outcome(),
        moves_to_end: sol.start_moves_to_end(),
        first_move: sol.best_move(Position::START).map(|m| m.to),
    }
}

/// The start-only solve against the independent reference: the start's outcome and distance,
/// and a first move that is optimal by the reference's values (the fastest win, the longest
/// defence, a draw kept; the lowest such node).
fn check_start_against_reference(g: &Graph) {
    for method in [StartMethod::Cone, StartMethod::Plies] {
        check_start_method_against_reference(g, method);
    }
}

fn check_start_method_against_reference(g: &Graph, method: StartMethod) {
    let a = solve_start_with(g, method, &NoControl).expect("solves");
    let reference = Reference::new(&g.to_adjacency());
    let (ro, rd) = reference.get(Position::START);
    assert_eq!(
        (a.outcome, a.moves_to_end),
        (ro, rd),
        "start ({method:?}) on {g}"
    );
    let kids: Vec<(u32, (Outcome, Option<u32>))> = g
        .neighbours(MOUSE_START)
        .iter()
        .map(|&v| (v, reference.get(Position::new(v, CAT_START, Turn::Cat))))
        .collect();
    let want = kids
        .iter()
        .filter(|(_, (o, d))| {
            *o == ro
                && match rd {
                    Some(rd) => *d == Some(rd - 1),
                    None => true,
                }
        })
        .map(|&(v, _)| v)
        .min();
    assert_eq!(a.first_move, want, "first move ({method:?}) on {g}");
}

fn check_against_reference(g: &Graph) {
    let sol = solve(g, &NoControl).expect("solves");
    let reference = Reference::new(&g.to_adjacency());
    assert_eq!(reference.n, g.n());
    for p in all_positions(g.n()) {
        let (ro, rd) = reference.get(p);
        assert_eq!(sol.outcome(p), Some(ro), "outcome of {p} on {g}");
        assert_eq!(sol.moves_to_end(p), rd, "moves to end of {p} on {g}");
    }
}

/// The solver's own distances satisfy the optimal-play equations (terminal 0; win: fastest
/// winning move + 1; loss: slowest move + 1; draw: no distance, some move keeps the draw or no
/// move at all, and no move wins).
fn check_distance_equations(g: &Graph, sol: &Solution) {
    for p in all_positions(g.n()) {
        let o = sol.outcome(p).unwrap();
        let d = sol.moves_to_end(p);
        let moves = sol.moves(p);
        if let Some(t) = p.terminal_outcome() {
            assert_eq!((o, d), (t, Some(0)), "terminal {p}");
            assert!(moves.is_empty());
            continue;
        }
        match o {
            Outcome::Draw => {
                assert_eq!(d, None);
                assert!(!moves.iter().any(|m| m.outcome.is_win_for(p.turn)));
                assert!(moves.is_empty() || moves.iter().any(|m| m.outcome == Outcome::Draw));
            }
            _ if o.is_win_for(p.turn) => {
                let best = moves
                    .iter()
                    .filter(|m| m.outcome == o)
                    .map(|m| m.moves_to_end.unwrap())
                    .min()
                    .expect("a winning move");
                assert_eq!(d, Some(best + 1), "win distance at {p}");
            }
            _ => {
                assert!(!moves.is_empty());
                assert!(moves.iter().all(|m| m.outcome == o));
                let worst = moves.iter().map(|m| m.moves_to_end.unwrap()).max().unwrap();
                assert_eq!(d, Some(worst + 1), "loss distance at {p}");
            }
        }
    }
}

fn check_optimal_line(sol: &Solution, from: Position) {
    let line = sol.optimal_line(from);
    assert_eq!(line[0], from);
    let g = sol.graph();
    for w in line.windows(2) {
        let legal: Vec<u32> = w[0].legal_moves(g).collect();
        assert_eq!(w[0].turn.other(), w[1].turn);
        let to = w[1].mover_node_before(w[0]);
        assert!(legal.contains(&to), "illegal step {} -> {}", w[0], w[1]);
    }
    let o = sol.outcome(from).unwrap();
    match sol.moves_to_end(from) {
        Some(d) => {
            assert_eq!(line.len(), d as usize + 1, "line length from {from}");
            assert_eq!(line.last().unwrap().terminal_outcome(), Some(o));
            for (i, p) in line.iter().enumerate() {
                assert_eq!(sol.outcome(*p), Some(o));
                assert_eq!(sol.moves_to_end(*p), Some(d - i as u32));
            }
        }
        None => {
            assert_eq!(o, Outcome::Draw);
            assert!(line.iter().all(|p| sol.outcome(*p) == Some(Outcome::Draw)));
            let last = *line.last().unwrap();
            let repeats = line[..line.len() - 1].contains(&last);
            assert!(repeats || last.legal_moves(g).next().is_none());
            let distinct: HashSet<_> = line[..line.len() - 1].iter().collect();
            assert_eq!(
                distinct.len(),
                line.len() - 1,
                "only the last position repeats"
            );
        }
    }
}

trait MoverBefore {
    fn mover_node_before(&self, prev: Position) -> u32;
}
impl MoverBefore for Position {
    /// The node the player who moved from `prev` went to.
    fn mover_node_before(&self, prev: Position) -> u32 {
        match prev.turn {
            Turn::Mouse => self.mouse,
            Turn::Cat => self.cat,
        }
    }
}

fn check_turn_bounded_safe(g: &Graph, sol: &Solution) {
    let tb = solve_turn_bounded(g, TurnBound::Safe, &NoControl).expect("small enough");
    assert_eq!(tb.bound(), 2 * g.n() as u64 * (g.n() as u64 - 1));
    assert_eq!(tb.start_outcome(), sol.start_outcome());
    for p in all_positions(g.n()) {
        assert_eq!(
            tb.outcome(p),
            sol.outcome(p),
            "turn-bounded vs retrograde at {p} on {g}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    #[test]
    fn start_only_solve_matches_reference(g in small_graph()) {
        check_start_against_reference(&g);
    }

    #[test]
    fn retrograde_matches_reference(g in small_graph()) {
        check_against_reference(&g);
    }

    #[test]
    fn distances_satisfy_optimal_play_equations(g in small_graph()) {
        let sol = solve(&g, &NoControl).unwrap();
        check_distance_equations(&g, &sol);
    }

    #[test]
    fn turn_bounded_safe_matches_retrograde(g in small_graph()) {
        let sol = solve(&g, &NoControl).unwrap();
        check_turn_bounded_safe(&g, &sol);
    }

    #[test]
    fn optimal_lines_end_as_stated(g in small_graph()) {
        let sol = solve(&g, &NoControl).unwrap();
        for p in all_positions(g.n()) {
            check_optimal_line(&sol, p);
        }
    }

    #[test]
    fn best_move_is_optimal(g in small_graph()) {
        let sol = solve(&g, &NoControl).unwrap();
        for p in all_positions(g.n()) {
            let o = sol.outcome(p).unwrap();
            let moves = sol.moves(p);
            match sol.best_move(p) {
                None => prop_assert!(p.terminal_outcome().is_some() || moves.is_empty()),
                Some(b) => {
                    prop_assert_eq!(b.outcome, o);
                    let same: Vec<&MoveInfo> = moves.iter().filter(|m| m.outcome == o).collect();
                    let target = if o == Outcome::Draw {
                        same[0].to
                    } else if o.is_win_for(p.turn) {
                        let d = same.iter().map(|m| m.moves_to_end).min().unwrap();
                        same.iter().find(|m| m.moves_to_end == d).unwrap().to
                    } else {
                        let d = same.iter().map(|m| m.moves_to_end).max().unwrap();
                        same.iter().find(|m| m.moves_to_end == d).unwrap().to
                    };
                    prop_assert_eq!(b.to, target);
                }
            }
        }
    }

    #[test]
    fn decision_order_is_complete_and_sorted_by_distance(g in small_graph()) {
        let sol = solve(&g, &NoControl).unwrap();
        let order = sol.decision_order();
        let mut seen = HashSet::new();
        let mut last = 0;
        for &i in order {
            prop_assert!(seen.insert(i));
            let d = sol.moves_to_end_at(i as usize).unwrap();
            prop_assert!(d >= last);
            last = d;
        }
        let counts = sol.counts();
        prop_assert_eq!(order.len() as u64, counts.mouse_wins + counts.cat_wins);
        prop_assert_eq!(sol.position_count() as u64, position_count(g.n()));
        for i in 0..sol.position_count() {
            let p = sol.position_at(i).unwrap();
            prop_assert_eq!(sol.position_index(p), Some(i));
        }
        prop_assert_eq!(sol.position_at(sol.position_count()), None);
    }

    #[test]
    fn formats_parse_back(g in small_graph()) {
        let lc = g.to_leetcode_string();
        prop_assert_eq!(Graph::parse_leetcode(&lc).unwrap(), g.clone());
        let el = g.to_edge_list_string();
        let back = Graph::parse_edge_list(&el, None).unwrap();
        prop_assert_eq!(back.sorted(), g.sorted());
        let back = Graph::parse_edge_list(&el, Some(g.n())).unwrap();
        prop_assert_eq!(back.sorted(), g.sorted());
    }

    #[test]
    fn parsers_never_panic(s in "\\PC{0,60}") {
        let _ = Graph::parse_leetcode(&s);
        let _ = Graph::parse_edge_list(&s, None);
        let _ = Graph::parse_edge_list(&s, Some(5));
    }

    #[test]
    fn parsers_never_panic_on_near_miss(s in "[\\[\\]0-9, \\-\n#a]{0,40}") {
        let _ = Graph::parse_leetcode(&s);
        let _ = Graph::parse_edge_list(&s, None);
    }

    #[test]
    fn generator_output_is_valid_and_deterministic(
        n in 3usize..120,
        deg in 0.0f64..12.0,
        seed in any::<u64>(),
    ) {
        let spec = RandomGraphSpec { nodes: n, average_degree: deg, seed };
        let g = random_graph(&spec).unwrap();
        prop_assert_eq!(g.n(), n);
        prop_assert_eq!(g.edge_count(), spec.edge_count());
        let raw: Vec<Vec<i64>> = g
            .to_adjacency()
            .iter()
            .map(|l| l.iter().map(|&v| i64::from(v)).collect())
            .collect();
        prop_assert_eq!(Graph::new_validated(&raw).unwrap(), g.clone());
        prop_assert!(is_connected(&g));
        prop_assert_eq!(random_graph(&spec).unwrap(), g);
    }
}

fn is_connected(g: &Graph) -> bool {
    let mut seen = vec![false; g.n()];
    let mut stack = vec![0u32];
    seen[0] = true;
    while let Some(u) = stack.pop() {
        for &v in g.neighbours(u) {
            if !seen[v as usize] {
                seen[v as usize] = true;
                stack.push(v);
            }
        }
    }
    seen.iter().all(|&s| s)
}

#[test]
fn exhaustive_graphs_on_four_nodes() {
    // Every graph on 4 nodes that validates (64 edge subsets).
    let pairs: Vec<(u32, u32)> = (0..4)
        .flat_map(|u| (u + 1..4).map(move |v| (u, v)))
        .collect();
    let mut checked = 0;
    for mask in 0u32..(1 << pairs.len()) {
        let mut adj = vec![Vec::new(); 4];
        for (i, &(u, v)) in pairs.iter().enumerate() {
            if mask & (1 << i) != 0 {
                adj[u as usize].push(v);
                adj[v as usize].push(u);
            }
        }
        if let Ok(g) = Graph::from_adjacency(&adj) {
            check_against_reference(&g);
            let sol = solve(&g, &NoControl).unwrap();
            check_turn_bounded_safe(&g, &sol);
            checked += 1;
        }
    }
    assert!(checked > 20);
}

#[test]
fn random_medium_graphs_match_reference_and_safe_bound() {
    for seed in 0..20 {
        for (n, deg) in [(12, 2.5), (15, 3.0), (20, 2.2)] {
            let g = random_graph(&RandomGraphSpec {
                nodes: n,
                average_degree: deg,
                seed,
            })
            .unwrap();
            check_against_reference(&g);
            let sol = solve(&g, &NoControl).unwrap();
            check_turn_bounded_safe(&g, &sol);
            check_optimal_line(&sol, Position::START);
        }
    }
}

#[test]
fn larger_graphs_match_reference() {
    // Large enough that some BFS levels hold over 1024 positions, so the solver's in-level
    // reordering is exercised (and must not change any outcome or distance).
    let mut big_level_seen = false;
    for (n, deg, seed) in [(60, 2.3, 1), (90, 3.0, 2), (120, 2.1, 3), (150, 6.0, 4)] {
        let g = random_graph(&RandomGraphSpec {
            nodes: n,
            average_degree: deg,
            seed,
        })
        .unwrap();
        check_against_reference(&g);
        let sol = solve(&g, &NoControl).unwrap();
        let mut per_level = std::collections::HashMap::new();
        for &i in sol.decision_order() {
            *per_level
                .entry(sol.moves_to_end_at(i as usize).unwrap())
                .or_insert(0usize) += 1;
        }
        big_level_seen |= per_level.values().any(|&k| k >= 1024);
        check_optimal_line(&sol, Position::START);
    }
    assert!(big_level_seen);
}

// --------------------------------------------------------------------------------------------
// Presets, LeetCode examples, the naive bound
// --------------------------------------------------------------------------------------------

fn raw(lists: &[&[i64]]) -> Vec<Vec<i64>> {
    lists.iter().map(|l| l.to_vec()).collect()
}

#[test]
fn leetcode_examples() {
    let ex1 = raw(&[&[2, 5], &[3], &[0, 4, 5], &[1, 4, 5], &[2, 3], &[0, 2, 3]]);
    assert_eq!(solve_outcome(&ex1), Ok(Outcome::Draw));
    assert_eq!(Outcome::Draw.leetcode_code(), 0);
    let ex2 = raw(&[&[1, 3], &[0], &[3], &[0, 2]]);
    assert_eq!(solve_outcome(&ex2), Ok(Outcome::MouseWin));
    assert_eq!(Outcome::MouseWin.leetcode_code(), 1);
    let g = Graph::new_validated(&ex2).unwrap();
    let sol = solve(&g, &NoControl).unwrap();
    assert_eq!(sol.start_moves_to_end(), Some(1));
    assert_eq!(
        sol.optimal_line(Position::START),
        vec![Position::START, Position::new(0, 2, Turn::Cat)]
    );
}

#[test]
fn presets_have_their_expected_outcomes() {
    let names: Vec<&str> = presets().iter().map(|p| p.name).collect();
    for name in [
        "leetcode_example_1",
        "leetcode_example_2",
        "naive_bound_a",
        "naive_bound_b",
    ] {
        assert!(names.contains(&name), "{name}");
    }
    for p in presets() {
        let g = p.graph();
        assert_eq!(Graph::new_validated(&p.raw()).unwrap(), g);
        let sol = solve(&g, &NoControl).unwrap();
        assert_eq!(sol.start_outcome(), p.expected, "{}", p.name);
        check_against_reference(&g);
        check_distance_equations(&g, &sol);
        check_turn_bounded_safe(&g, &sol);
        check_optimal_line(&sol, Position::START);
    }
    assert!(preset("nope").is_none());
}

#[test]
fn naive_bound_is_wrong_on_the_counterexamples() {
    let a = preset("naive_bound_a").unwrap().graph();
    let sol = solve(&a, &NoControl).unwrap();
    assert_eq!(sol.start_outcome(), Outcome::MouseWin);
    assert_eq!(sol.start_moves_to_end(), Some(21));
    let naive = solve_turn_bounded(&a, TurnBound::Naive, &NoControl).unwrap();
    assert_eq!(naive.bound(), 20);
    assert_eq!(naive.start_outcome(), Outcome::Draw);
    let safe = solve_turn_bounded(&a, TurnBound::Safe, &NoControl).unwrap();
    assert_eq!(safe.bound(), 180);
    assert_eq!(safe.start_outcome(), Outcome::MouseWin);
    // 21 moves need a bound of 22 turns (the draw is declared at the bound itself).
    let c21 = solve_turn_bounded(&a, TurnBound::Custom(21), &NoControl).unwrap();
    assert_eq!(c21.start_outcome(), Outcome::Draw);
    let c22 = solve_turn_bounded(&a, TurnBound::Custom(22), &NoControl).unwrap();
    assert_eq!(c22.start_outcome(), Outcome::MouseWin);

    let b = preset("naive_bound_b").unwrap().graph();
    let sol = solve(&b, &NoControl).unwrap();
    assert_eq!(sol.start_outcome(), Outcome::CatWin);
    assert_eq!(sol.start_moves_to_end(), Some(30));
    let naive = solve_turn_bounded(&b, TurnBound::Naive, &NoControl).unwrap();
    assert_eq!(naive.start_outcome(), Outcome::Draw);
    let safe = solve_turn_bounded(&b, TurnBound::Safe, &NoControl).unwrap();
    assert_eq!(safe.start_outcome(), Outcome::CatWin);
}

#[test]
fn turn_bounded_refuses_big_work_and_cancels() {
    let g = random_graph(&RandomGraphSpec {
        nodes: 400,
        average_degree: 6.0,
        seed: 1,
    })
    .unwrap();
    let work = turn_bounded_work_estimate(&g, TurnBound::Safe);
    assert!(work > TURN_BOUNDED_WORK_LIMIT);
    match solve_turn_bounded(&g, TurnBound::Safe, &NoControl) {
        Err(SolveError::TooBig {
            need, limit, unit, ..
        }) => {
            assert_eq!(
                (need, limit, unit),
                (work, TURN_BOUNDED_WORK_LIMIT, "steps")
            );
        }
        other => panic!("expected TooBig, got {other:?}"),
    }
    // The naive bound on the same graph is cheap and runs.
    assert!(solve_turn_bounded(&g, TurnBound::Naive, &NoControl).is_ok());
    let ctl = AtomicControl::default();
    ctl.cancel.store(true, Ordering::Relaxed);
    let g = random_graph(&RandomGraphSpec {
        nodes: 120,
        average_degree: 6.0,
        seed: 1,
    })
    .unwrap();
    assert_eq!(
        solve_turn_bounded(&g, TurnBound::Safe, &ctl).err(),
        Some(SolveError::Cancelled)
    );
}

#[test]
fn retrograde_cancels_and_reports_progress() {
    let g = random_graph(&RandomGraphSpec {
        nodes: 600,
        average_degree: 6.0,
        seed: 9,
    })
    .unwrap();
    let ctl = AtomicControl::default();
    let sol = solve(&g, &ctl).unwrap();
    assert_eq!(
        ctl.done.load(Ordering::Relaxed),
        sol.position_count() as u64
    );
    assert_eq!(
        ctl.total.load(Ordering::Relaxed),
        sol.position_count() as u64
    );
    ctl.cancel.store(true, Ordering::Relaxed);
    assert_eq!(solve(&g, &ctl).err(), Some(SolveError::Cancelled));
}

#[test]
fn retrograde_memory_check_refuses_before_allocating() {
    // Sparse graphs up to the node limit fit the budget.
    assert!(
        retrograde::retrograde_memory_bytes_for(MAX_NODES, 6 * MAX_NODES as u64) <= MEMORY_BUDGET
    );
    // A dense graph on many nodes does not.
    let n = MAX_NODES;
    let g = random_graph(&RandomGraphSpec {
        nodes: n,
        average_degree: 1100.0,
        seed: 5,
    })
    .unwrap();
    let need = retrograde_memory_bytes(&g);
    assert!(need > MEMORY_BUDGET);
    match solve(&g, &NoControl) {
        Err(e @ SolveError::TooBig { .. }) => {
            let msg = e.to_string();
            assert!(msg.contains(&need.to_string()), "{msg}");
            assert!(msg.contains(&MEMORY_BUDGET.to_string()), "{msg}");
            if let SolveError::TooBig {
                need: nd,
                limit,
                unit,
                ..
            } = e
            {
                assert_eq!((nd, limit, unit), (need, MEMORY_BUDGET, "bytes"));
            }
        }
        other => panic!(
            "expected TooBig, got {:?}",
            other.map(|s| s.start_outcome())
        ),
    }
}

#[test]
fn isolated_and_dead_end_positions_are_draws() {
    // Node 3 is isolated; node 4's only neighbour is the hole (a dead end for the cat).
    let g = Graph::new_validated(&raw(&[&[1, 4], &[0, 2], &[1], &[], &[0]])).unwrap();
    let sol = solve(&g, &NoControl).unwrap();
    // Mouse on the isolated node, mouse to move: no move, draw.
    assert_eq!(
        sol.outcome(Position::new(3, 2, Turn::Mouse)),
        Some(Outcome::Draw)
    );
    assert_eq!(sol.moves_to_end(Position::new(3, 2, Turn::Mouse)), None);
    assert_eq!(sol.best_move(Position::new(3, 2, Turn::Mouse)), None);
    // Cat on the dead end, cat to move: no move, draw.
    assert_eq!(
        sol.outcome(Position::new(1, 4, Turn::Cat)),
        Some(Outcome::Draw)
    );
    assert_eq!(sol.optimal_line(Position::new(1, 4, Turn::Cat)).len(), 1);
    let tb = solve_turn_bounded(&g, TurnBound::Safe, &NoControl).unwrap();
    assert_eq!(
        tb.outcome(Position::new(1, 4, Turn::Cat)),
        Some(Outcome::Draw)
    );
    assert_eq!(
        tb.outcome(Position::new(3, 2, Turn::Mouse)),
        Some(Outcome::Draw)
    );
    check_against_reference(&g);
}

#[test]
fn queries_on_invalid_positions_are_none() {
    let g = preset("leetcode_example_1").unwrap().graph();
    let sol = solve(&g, &NoControl).unwrap();
    for p in [
        Position::new(0, 0, Turn::Mouse),
        Position::new(6, 1, Turn::Cat),
        Position::new(1, 6, Turn::Mouse),
    ] {
        assert_eq!(sol.position_index(p), None);
        assert_eq!(sol.outcome(p), None);
        assert_eq!(sol.moves_to_end(p), None);
        assert!(sol.moves(p).is_empty());
        assert_eq!(sol.best_move(p), None);
        assert!(sol.optimal_line(p).is_empty());
    }
}

#[test]
fn moves_report_children() {
    let g = preset("leetcode_example_1").unwrap().graph();
    let sol = solve(&g, &NoControl).unwrap();
    // Cat on 2 may not enter the hole 0.
    let p = Position::new(3, 2, Turn::Cat);
    let tos: Vec<u32> = sol.moves(p).iter().map(|m| m.to).collect();
    assert_eq!(tos, vec![4, 5]);
    for m in sol.moves(p) {
        assert_eq!(m.position, Position::new(3, m.to, Turn::Mouse));
        assert_eq!(Some(m.outcome), sol.outcome(m.position));
    }
    assert!(sol.moves(Position::new(0, 2, Turn::Cat)).is_empty());
}

// --------------------------------------------------------------------------------------------
// Validation
// --------------------------------------------------------------------------------------------

fn err(lists: &[&[i64]]) -> GraphError {
    Graph::new_validated(&raw(lists)).expect_err("should be invalid")
}

#[test]
fn validation_names_the_fault() {
    let e = err(&[&[1], &[0]]);
    assert_eq!(e, GraphError::TooFewNodes { n: 2 });
    assert!(e.to_string().contains("at least 3"));
    assert_eq!(err(&[]), GraphError::TooFewNodes { n: 0 });

    let e = err(&[&[1, 2], &[0, 2], &[0, 1, 2]]);
    assert_eq!(e, GraphError::SelfLoop { node: 2 });
    assert!(e.to_string().contains("node 2"));

    let e = err(&[&[1, 2], &[0, 2, 0], &[0, 1]]);
    assert_eq!(
        e,
        GraphError::DuplicateNeighbour {
            node: 1,
            neighbour: 0
        }
    );
    assert!(e.to_string().contains("node 1") && e.to_string().contains("neighbour 0"));

    let e = err(&[&[1, 2], &[0, 2], &[0]]);
    assert_eq!(
        e,
        GraphError::Asymmetric {
            node: 1,
            neighbour: 2
        }
    );
    assert!(e.to_string().contains("1-2"), "{e}");

    let e = err(&[&[1], &[0, 7], &[1]]);
    assert_eq!(
        e,
        GraphError::NeighbourOutOfRange {
            node: 1,
            neighbour: 7,
            n: 3
        }
    );
    assert!(e.to_string().contains("node 1") && e.to_string().contains('7'));

    let e = err(&[&[1], &[0, 2], &[1, -1]]);
    assert_eq!(
        e,
        GraphError::NegativeNeighbour {
            node: 2,
            neighbour: -1,
            n: 3
        }
    );
    assert!(e.to_string().contains("-1") && e.to_string().contains("node 2"));

    let e = err(&[&[1], &[0, i64::MAX], &[1]]);
    assert!(matches!(e, GraphError::NeighbourOutOfRange { node: 1, .. }));
    assert!(e.to_string().contains(&i64::MAX.to_string()));
    let e = err(&[&[1], &[0, i64::MIN], &[1]]);
    assert!(matches!(e, GraphError::NegativeNeighbour { node: 1, .. }));
    let e = err(&[&[1], &[0, 4_294_967_296], &[1]]);
    assert!(matches!(e, GraphError::NeighbourOutOfRange { node: 1, .. }));

    let e = err(&[&[2], &[], &[0]]);
    assert_eq!(e, GraphError::MouseIsolated);
    assert!(e.to_string().contains("node 1"));

    let e = err(&[&[1, 2], &[0], &[0]]);
    assert_eq!(e, GraphError::CatStuck);
    assert!(e.to_string().contains("node 2"));
    let e = err(&[&[1], &[0], &[]]);
    assert_eq!(e, GraphError::CatStuck);

    let big = vec![Vec::<i64>::new(); MAX_NODES + 1];
    let e = Graph::new_validated(&big).unwrap_err();
    assert_eq!(
        e,
        GraphError::TooManyNodes {
            n: MAX_NODES as u64 + 1,
            limit: MAX_NODES
        }
    );
    match SolveError::from(e) {
        SolveError::TooBig {
            need, limit, unit, ..
        } => assert_eq!(
            (need, limit, unit),
            (MAX_NODES as u64 + 1, MAX_NODES as u64, "nodes")
        ),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        solve_outcome(&raw(&[&[1], &[0], &[]])),
        Err(SolveError::Invalid(m)) if m.contains("node 2")
    ));
    // All messages are one line.
    for e in [
        err(&[&[1, 2], &[0, 2], &[0]]),
        GraphError::MouseIsolated,
        GraphError::CatStuck,
    ] {
        assert!(!e.to_string().contains('\n'));
    }
}

#[test]
fn valid_minimal_graphs() {
    // Mouse next to the hole: the mouse wins at once.
    let g = Graph::new_validated(&raw(&[&[1], &[0, 2], &[1]])).unwrap();
    let sol = solve(&g, &NoControl).unwrap();
    assert_eq!(sol.start_outcome(), Outcome::MouseWin);
    assert_eq!(sol.start_moves_to_end(), Some(1));
    // Hole unreachable and the mouse's only move is onto the cat: caught.
    let g = Graph::new_validated(&raw(&[&[], &[2], &[1, 3], &[2]])).unwrap();
    assert_eq!(
        solve(&g, &NoControl).unwrap().start_outcome(),
        Outcome::CatWin
    );
}

// --------------------------------------------------------------------------------------------
// Parsers
// --------------------------------------------------------------------------------------------

fn parse_err(text: &str) -> (usize, usize, String) {
    match parse_leetcode_lists(text) {
        Err(GraphError::Parse {
            line,
            column,
            message,
        }) => (line, column, message),
        other => panic!("expected a parse error for {text:?}, got {other:?}"),
    }
}

#[test]
fn leetcode_parser_accepts_whitespace() {
    let g =
        Graph::parse_leetcode(" [ [2,5],\n [3] ,[0, 4,5],\r\n[1,4,5],[2,3],[0,2,3] ]\n").unwrap();
    assert_eq!(g.n(), 6);
    assert_eq!(g.neighbours(2), &[0, 4, 5]);
    assert_eq!(
        g.to_leetcode_string(),
        "[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]"
    );
    assert_eq!(g.to_string(), g.to_leetcode_string());
    assert_eq!(
        parse_leetcode_lists("[[],[]]").unwrap(),
        vec![Vec::<i64>::new(); 2]
    );
    assert_eq!(parse_leetcode_lists("[]").unwrap(), Vec::<Vec<i64>>::new());
    assert_eq!(
        parse_leetcode_lists("[[-3, +4]]").unwrap(),
        vec![vec![-3, 4]]
    );
}

#[test]
fn leetcode_parser_reports_where() {
    let (l, c, m) = parse_err("[[1],[0],x]");
    assert_eq!((l, c), (1, 10));
    assert!(m.contains("'x'"), "{m}");
    let (l, c, _) = parse_err("[[1],\n [0 2]]");
    assert_eq!((l, c), (2, 5));
    let (_, _, m) = parse_err("");
    assert!(m.contains("empty"));
    let (_, _, m) = parse_err("[[1],[0]");
    assert!(m.contains("end of the text"), "{m}");
    let (_, _, m) = parse_err("[[1],[0]] trailing");
    assert!(m.contains("after the closing"), "{m}");
    let (_, _, m) = parse_err("[[1,],[0]]");
    assert!(m.contains("node number"), "{m}");
    let (_, _, m) = parse_err("[[1],[0],]");
    assert!(m.contains("expected '['"), "{m}");
    let (l, c, m) = parse_err("[[99999999999999999999]]");
    assert_eq!((l, c), (1, 3));
    assert!(m.contains("too large"));
    let (_, _, m) = parse_err("[[1],[0],[-]]");
    assert!(m.contains("node number"));
    let (_, _, m) = parse_err("[[1]]\u{0}");
    assert!(m.contains("U+0000"), "{m}");
    let (_, c, _) = parse_err("[[é],[0]]");
    assert_eq!(c, 3);
    // Numbers that parse but are not nodes: validation names them, nothing big is allocated.
    let e = Graph::parse_leetcode("[[4000000000],[0],[1]]").unwrap_err();
    assert!(matches!(
        e,
        GraphError::NeighbourOutOfRange {
            node: 0,
            neighbour: 4_000_000_000,
            ..
        }
    ));
    let e = Graph::parse_leetcode("[[1],[0,-5],[1]]").unwrap_err();
    assert!(matches!(e, GraphError::NegativeNeighbour { .. }));
    // Too many lists are refused as soon as the limit is passed.
    let many = format!("[{}]", vec!["[]"; MAX_NODES + 1].join(","));
    let (_, _, m) = parse_err(&many);
    assert!(m.contains(&MAX_NODES.to_string()), "{m}");
}

#[test]
fn edge_list_parser() {
    let text = "# LeetCode example 2\n0 1\n\n0 3\r\n2,3\n 3 2 \n";
    let g = Graph::parse_edge_list(text, None).unwrap();
    assert_eq!(g.n(), 4);
    assert_eq!(g.sorted().to_leetcode_string(), "[[1,3],[0],[3],[0,2]]");
    let g = Graph::parse_edge_list(text, Some(6)).unwrap();
    assert_eq!(g.n(), 6);
    assert_eq!(g.to_edge_list_string(), "0 1\n0 3\n2 3\n4\n5\n");
    // A single id declares a node.
    let g = Graph::parse_edge_list("0 1\n1 2\n5", None).unwrap();
    assert_eq!(g.n(), 6);
    assert_eq!(g.degree(5), 0);

    let bad = |text: &str, nodes: Option<usize>| match parse_edge_list_lists(text, nodes) {
        Err(GraphError::Parse {
            line,
            column,
            message,
        }) => (line, column, message),
        other => panic!("expected a parse error for {text:?}, got {other:?}"),
    };
    let (l, c, m) = bad("0 1\n0 4000000000\n", None);
    assert_eq!((l, c), (2, 3));
    assert!(
        m.contains("4000000000") && m.contains(&MAX_NODES.to_string()),
        "{m}"
    );
    let (_, _, m) = bad("0 1\n0 99999999999999999999999999\n", None);
    assert!(m.contains("99999999999999999999999999"), "{m}");
    let (l, _, m) = bad("0 1\n1 7", Some(6));
    assert_eq!(l, 2);
    assert!(m.contains("out of range for 6 nodes"), "{m}");
    let (_, _, m) = bad("0 -1", None);
    assert!(m.contains("negative"));
    let (l, c, m) = bad("0 1\n1 2 3", None);
    assert_eq!((l, c), (2, 5));
    assert!(m.contains("one edge"), "{m}");
    let (_, _, m) = bad("0 x", None);
    assert!(m.contains("'x'"));
    let (_, _, m) = bad("0 1x", None);
    assert!(m.contains("after a node id"));
    let (l, _, m) = bad("0 1\n\n3 3", None);
    assert_eq!(l, 3);
    assert!(m.contains("self loop"));
    assert!(matches!(
        parse_edge_list_lists("0 1", Some(MAX_NODES + 1)),
        Err(GraphError::TooManyNodes { .. })
    ));
    assert!(matches!(
        Graph::parse_edge_list("", None),
        Err(GraphError::TooFewNodes { n: 0 })
    ));
    assert!(matches!(
        Graph::parse_edge_list("0 1\n0 2", None),
        Err(GraphError::CatStuck)
    ));
}

#[test]
fn serde_names() {
    use serde::Deserialize;
    use serde::de::IntoDeserializer;
    use serde::de::value::Error as DeError;
    for (name, o) in [
        ("mouse_win", Outcome::MouseWin),
        ("cat_win", Outcome::CatWin),
        ("draw", Outcome::Draw),
    ] {
        let d: serde::de::value::StrDeserializer<DeError> = name.into_deserializer();
        assert_eq!(Outcome::deserialize(d).unwrap(), o);
        assert_eq!(o.as_str(), name);
    }
    let good: Vec<Vec<i64>> = raw(&[&[1, 3], &[0], &[3], &[0, 2]]);
    let d: serde::de::value::SeqDeserializer<_, DeError> = good.into_deserializer();
    assert_eq!(Graph::deserialize(d).unwrap().n(), 4);
    let bad: Vec<Vec<i64>> = raw(&[&[1, 3], &[0], &[3], &[0]]);
    let d: serde::de::value::SeqDeserializer<_, DeError> = bad.into_deserializer();
    let e = Graph::deserialize(d).unwrap_err().to_string();
    assert!(e.contains("2-3") || e.contains("3-2"), "{e}");
}

// --------------------------------------------------------------------------------------------
// Generator and layouts
// --------------------------------------------------------------------------------------------

#[test]
fn generator_handles_extremes() {
    for (n, deg) in [
        (3, 0.0),
        (3, 100.0),
        (10, 9.0),
        (10, 8.5),
        (50, 45.0),
        (7, f64::NAN),
    ] {
        let spec = RandomGraphSpec {
            nodes: n,
            average_degree: deg,
            seed: 42,
        };
        let g = random_graph(&spec).unwrap();
        assert_eq!(g.edge_count(), spec.edge_count());
        assert!(is_connected(&g));
    }
    let complete = random_graph(&RandomGraphSpec::with_density(12, 1.0, 1)).unwrap();
    assert_eq!(complete.edge_count(), 66);
    assert!(
        random_graph(&RandomGraphSpec {
            nodes: 2,
            average_degree: 1.0,
            seed: 0
        })
        .is_err()
    );
    assert!(
        random_graph(&RandomGraphSpec {
            nodes: MAX_NODES + 1,
            average_degree: 1.0,
            seed: 0
        })
        .is_err()
    );
    let a = random_graph(&RandomGraphSpec {
        nodes: 30,
        average_degree: 4.0,
        seed: 1,
    })
    .unwrap();
    let b = random_graph(&RandomGraphSpec {
        nodes: 30,
        average_degree: 4.0,
        seed: 2,
    })
    .unwrap();
    assert_ne!(a, b);
    let mut r = SplitMix64::new(7);
    let first = r.next_u64();
    assert_eq!(SplitMix64::new(7).next_u64(), first);
    for _ in 0..1000 {
        assert!(r.below(10) < 10);
        let f = r.next_f64();
        assert!((0.0..1.0).contains(&f));
    }
}

#[test]
fn layouts_are_in_the_unit_box_and_deterministic() {
    let c = circle_layout(7);
    assert_eq!(c.len(), 7);
    assert!(
        (c[0][0] - 0.5).abs() < 1e-6 && c[0][1] < 0.1,
        "node 0 at the top"
    );
    for g in [
        preset("naive_bound_a").unwrap().graph(),
        random_graph(&RandomGraphSpec {
            nodes: 300,
            average_degree: 3.0,
            seed: 4,
        })
        .unwrap(),
    ] {
        let a = force_layout(&g, None, 100);
        let b = force_layout(&g, None, 100);
        assert_eq!(a, b);
        assert_eq!(a.len(), g.n());
        for p in &a {
            assert!(p[0].is_finite() && p[1].is_finite());
            assert!((0.0..=1.0).contains(&p[0]) && (0.0..=1.0).contains(&p[1]));
        }
        // Not collapsed: some spread in both directions.
        let spread = |k: usize| {
            let lo = a.iter().map(|p| p[k]).fold(f32::MAX, f32::min);
            let hi = a.iter().map(|p| p[k]).fold(f32::MIN, f32::max);
            hi - lo
        };
        assert!(spread(0) > 0.3 && spread(1) > 0.3);
        // From given positions (all equal: must still separate them).
        let same = vec![[0.3f32, 0.3]; g.n()];
        let s = force_layout(&g, Some(&same), 50);
        assert!(s.iter().all(|p| p[0].is_finite() && p[1].is_finite()));
        let distinct: HashSet<(u32, u32)> =
            s.iter().map(|p| (p[0].to_bits(), p[1].to_bits())).collect();
        assert!(distinct.len() > g.n() / 2);
        // Wrong length or NaN input falls back to the circle.
        assert_eq!(force_layout(&g, Some(&[[f32::NAN, 0.0]]), 0).len(), g.n());
    }
}

// --------------------------------------------------------------------------------------------
// Scale (ignored by default): run with
// `cargo test --release --test cat_mouse_props -- --ignored scale_5000`
// under `/usr/bin/time -v` to see the peak memory.
// --------------------------------------------------------------------------------------------

#[test]
#[ignore]
fn scale_5000() {
    let g = random_graph(&RandomGraphSpec {
        nodes: 5000,
        average_degree: 6.0,
        seed: 1,
    })
    .unwrap();
    let t = std::time::Instant::now();
    let sol = solve(&g, &NoControl).unwrap();
    let elapsed = t.elapsed();
    eprintln!(
        "n=5000: {:?}, start {:?} in {:?} moves, counts {:?}, estimate {} bytes",
        elapsed,
        sol.start_outcome(),
        sol.start_moves_to_end(),
        sol.counts(),
        retrograde_memory_bytes(&g)
    );
    check_optimal_line(&sol, Position::START);
    // What a solve keeps: a byte a position for the distances (games here are short) and a bit
    // a position for who wins, about 56 MB (the queue solver's tables were 600 MB).
    assert!(sol.table_bytes() < 60_000_000, "{}", sol.table_bytes());
    assert_eq!(solve_outcome(&lists_of(&g)).unwrap(), sol.start_outcome());
}

fn lists_of(g: &Graph) -> Vec<Vec<i64>> {
    g.to_adjacency()
        .iter()
        .map(|l| l.iter().map(|&v| v as i64).collect())
        .collect()
}

// --------------------------------------------------------------------------------------------
// The bit-parallel solver (`solve`) against the queue solver (`solve_queue`)
// --------------------------------------------------------------------------------------------

/// Every public result of the two solvers is the same: outcome and distance of every position,
/// counts, the longest distance, the start-only answer and the decision order.
fn check_bitset_matches_queue(g: &Graph) {
    let fast = solve(g, &NoControl).expect("bit-parallel solves");
    let queue = solve_queue(g, &NoControl).expect("queue solves");
    assert_eq!(fast.position_count(), queue.position_count());
    for i in 0..fast.position_count() {
        assert_eq!(
            (fast.outcome_at(i), fast.moves_to_end_at(i)),
            (queue.outcome_at(i), queue.moves_to_end_at(i)),
            "position {:?} on {g}",
            fast.position_at(i)
        );
    }
    assert_eq!(fast.counts(), queue.counts());
    assert_eq!(fast.max_moves_to_end(), queue.max_moves_to_end());
    assert_eq!(fast.start_outcome(), queue.start_outcome());
    assert_eq!(
        fast.best_move(Position::START),
        queue.best_move(Position::START)
    );
    assert_eq!(solve_outcome(&lists_of(g)).unwrap(), queue.start_outcome());
    for method in [StartMethod::Auto, StartMethod::Cone, StartMethod::Plies] {
        assert_eq!(
            solve_start_with(g, method, &NoControl).expect("start-only solves"),
            start_answer_of(&queue),
            "the start-only answer ({method:?}) on {g}"
        );
    }
    if g.n() <= 80 {
        assert_eq!(fast.decision_order(), queue.decision_order());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn bitset_matches_queue_on_small_graphs(g in small_graph()) {
        check_bitset_matches_queue(&g);
    }
}

/// Graphs big enough that the dense plies are split between two threads (rows cut in two;
/// `bitset::TWO_THREADS_MIN_WORDS` words or more), dense and sparse, with short and long games:
/// every outcome and distance against the queue solver.
#[test]
fn two_thread_plies_match_queue() {
    for (n, deg, seed) in [
        (1_500usize, 6.0, 11u64),
        (1_601, 2.2, 12),
        (1_700, 14.0, 13),
    ] {
        let w = n.div_ceil(64);
        assert!((n - 1) * w >= gamedp::games::cat_mouse::bitset::TWO_THREADS_MIN_WORDS);
        let g = random_graph(&RandomGraphSpec {
            nodes: n,
            average_degree: deg,
            seed,
        })
        .unwrap();
        check_bitset_matches_queue(&g);
    }
}

/// Random graphs whose sizes straddle the 64-bit word and block boundaries, sparse to dense,
/// some with isolated nodes and cat dead ends (node 3 hanging off the hole only).
#[test]
fn bitset_matches_queue_across_word_boundaries() {
    for (k, &n) in [63usize, 64, 65, 127, 128, 129, 200].iter().enumerate() {
        for (j, deg) in [1.2, 2.5, 6.0, 20.0].into_iter().enumerate() {
            let g = random_graph(&RandomGraphSpec {
                nodes: n,
                average_degree: deg,
                seed: (k * 10 + j) as u64,
            })
            .unwrap();
            check_bitset_matches_queue(&g);
            // The same graph with node 3 reduced to a cat dead end and the last node isolated.
            let mut adj = g.to_adjacency();
            let (dead, iso) = (3u32, n as u32 - 1);
            for list in adj.iter_mut() {
                list.retain(|&v| v != dead && v != iso);
            }
            adj[dead as usize] = vec![0];
            adj[0].push(dead);
            adj[iso as usize].clear();
            if let Ok(h) = Graph::from_adjacency(&adj) {
                check_bitset_matches_queue(&h);
            }
        }
    }
}

/// A long path (hole at one end) has games longer than 255 moves: the bit-parallel solver adds
/// distance planes up to the ninth mid-solve, and the queue solver's table widens from one byte
/// to two.
#[test]
fn bitset_matches_queue_on_long_games() {
    let n = 400u32;
    // 0 - 3 - 4 - ... - (n-1) - 1 - 2, plus a chord so that the cat has a choice.
    let mut adj = vec![Vec::new(); n as usize];
    let mut link = |a: u32, b: u32| {
        adj[a as usize].push(b);
        adj[b as usize].push(a);
    };
    let mut prev = 0;
    for v in 3..n {
        link(prev, v);
        prev = v;
    }
    link(prev, 1);
    link(1, 2);
    link(2, n / 2);
    let g = Graph::from_adjacency(&adj).unwrap();
    let queue = solve_queue(&g, &NoControl).unwrap();
    assert!(
        queue.max_moves_to_end() > 255,
        "{}",
        queue.max_moves_to_end()
    );
    check_bitset_matches_queue(&g);
}

/// Every bundled Cat and Mouse example gives the same results with both solvers.
#[test]
fn bitset_matches_queue_on_saves() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
    let mut seen = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if !name.starts_with("cat-mouse-") || name.starts_with("cat-mouse-ii-") {
            continue;
        }
        let scenario = gamedp::scenario::Scenario::load(&path).unwrap();
        let gamedp::games::Game::CatMouse(setup) = scenario.game else {
            panic!("{name} is not a cat and mouse scenario");
        };
        check_bitset_matches_queue(&setup.graph);
        seen += 1;
    }
    assert!(seen >= 5, "{seen}");
}
