//! Guess Number Higher or Lower II: the plain table against an exhaustive game-tree search, the
//! O(n²) table against the plain one, play mode, and the limits.

use std::collections::HashMap;

use gamedp::games::guess_number::{
    Adversary, Answer, FAST_MAX_N, FAST_MAX_N_WITH_GUESSES, FastTable, GuessTable, IntervalCost,
    PLAIN_MAX_N, TWO_THREADS_MIN_N, answer_for, fast_table_bytes, min_cost_fast,
    min_cost_fast_threads, plain_table_bytes,
};
use gamedp::games::{AtomicControl, MEMORY_BUDGET, NoControl, SolveError};
use proptest::prelude::*;

// ---- the largest allocation made by the current thread, to check refusals allocate nothing big
use crate::alloc_tracking::largest_allocation;

// ---- exhaustive reference: minimax over every guess and every answer, on sets of numbers

/// Least money that guarantees finding the secret when it is one of the numbers in `set`
/// (bit `x` ↔ number `x`), guesses being any number of `1..=n`. Knows nothing about intervals.
fn brute(set: u32, n: u32, memo: &mut HashMap<u32, u64>) -> u64 {
    if let Some(&v) = memo.get(&set) {
        return v;
    }
    let mut best = u64::MAX;
    for x in 1..=n {
        let below = set & ((1u32 << x) - 1);
        let above = set & !((1u32 << (x + 1)) - 1);
        let hit = set & (1 << x) != 0;
        // A guess that no answer can narrow down teaches nothing; skip it (it would loop).
        if !hit && (below == set || above == set) {
            continue;
        }
        let mut worst = 0u64;
        if below != 0 {
            worst = worst.max(u64::from(x) + brute(below, n, memo));
        }
        if above != 0 {
            worst = worst.max(u64::from(x) + brute(above, n, memo));
        }
        best = best.min(worst);
    }
    memo.insert(set, best);
    best
}

fn interval_set(i: u32, j: u32) -> u32 {
    (i..=j).fold(0, |s, x| s | 1 << x)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Every cell of the plain table equals the exhaustive search on that interval.
    #[test]
    fn plain_table_matches_exhaustive_search(n in 1u32..=12) {
        let table = GuessTable::solve(u64::from(n), &NoControl).expect("small n");
        let mut memo = HashMap::new();
        for i in 1..=n {
            for j in i..=n {
                let want = brute(interval_set(i, j), n, &mut memo);
                prop_assert_eq!(table.cost(i as usize, j as usize), Some(want), "cell ({}, {})", i, j);
            }
        }
    }

    /// The adversary never lets anybody pay less than dp[1][n]; the sum of what was paid and
    /// what is still guaranteed never drops below it either.
    #[test]
    fn adversary_charges_at_least_the_optimum(
        n in 1usize..=40,
        guesses in prop::collection::vec(0.0f64..1.0, 1..200),
    ) {
        let table = GuessTable::solve(n as u64, &NoControl).expect("small n");
        let mut game = Adversary::new(&table);
        for g in guesses {
            if game.is_over() {
                break;
            }
            let x = 1 + ((g * n as f64) as usize).min(n - 1);
            let (lo, hi) = game.interval();
            let answer = game.guess(&table, x).expect("valid guess");
            prop_assert_eq!(answer == Answer::Correct, lo == hi && x == lo);
            let (lo2, hi2) = game.interval();
            prop_assert!(lo2 <= hi2, "interval emptied");
            prop_assert!(game.spent() + game.remaining_cost(&table) >= game.start_cost());
        }
        // Finish by always guessing the lowest possible number.
        while !game.is_over() {
            let (lo, _) = game.interval();
            game.guess(&table, lo).expect("valid guess");
        }
        prop_assert!(game.spent() >= game.start_cost());
    }
}

#[test]
fn known_values() {
    for (n, want) in [(1u64, 0u64), (2, 1), (3, 2), (10, 16)] {
        let plain = GuessTable::solve(n, &NoControl).expect("small n");
        assert_eq!(plain.min_cost(), want, "plain n={n}");
        assert_eq!(min_cost_fast(n, &NoControl), Ok(want), "fast n={n}");
    }
}

/// The fast table for every n up to 300 against the plain table: the answer for each n, and
/// every cell with its best guess for n <= 120.
#[test]
fn fast_matches_plain_for_every_n_up_to_300() {
    let big = GuessTable::solve(300, &NoControl).expect("n = 300");
    for n in 1..=300usize {
        let fast = min_cost_fast(n as u64, &NoControl).expect("fast");
        assert_eq!(Some(fast), big.cost(1, n), "answer for n={n}");
    }
    for n in 1..=120u64 {
        let plain = GuessTable::solve(n, &NoControl).expect("plain");
        let fast = FastTable::solve(n, true, &NoControl).expect("fast");
        assert_eq!(fast.min_cost(), plain.min_cost());
        let n = n as usize;
        for i in 1..=n + 1 {
            for j in i.saturating_sub(1)..=n {
                assert_eq!(fast.cost(i, j), plain.cost(i, j), "n={n} cell ({i}, {j})");
                assert_eq!(
                    fast.best_guess(i, j),
                    plain.best_guess(i, j),
                    "n={n} guess ({i}, {j})"
                );
            }
        }
    }
}

/// `min_cost_fast` keeps only the columns still needed (those right of `k0(1, j) - 2`): its
/// answers against the plain O(n³) table up to n = 1 500 and against the whole fast triangle
/// (with and without guesses) at larger n. A column dropped too early would panic (an index
/// into an emptied column) or give a different answer.
#[test]
fn value_only_fast_path_matches_the_whole_tables() {
    let plain = GuessTable::solve(1_500, &NoControl).expect("n = 1500");
    for n in (301..=1_500usize).step_by(37).chain([1_499, 1_500]) {
        assert_eq!(
            min_cost_fast(n as u64, &NoControl).ok(),
            plain.cost(1, n),
            "n={n}"
        );
    }
    for n in [2_000u64, 3_001, 4_096] {
        let whole = FastTable::solve(n, false, &NoControl)
            .expect("fast")
            .min_cost();
        let guesses = FastTable::solve(n, true, &NoControl)
            .expect("fast")
            .min_cost();
        assert_eq!(min_cost_fast(n, &NoControl), Ok(whole), "n={n}");
        assert_eq!(whole, guesses, "n={n}");
    }
    // n = 10 000, as the whole-triangle implementation computed it before the change
    assert_eq!(min_cost_fast(10_000, &NoControl), Ok(97_452));
    assert_eq!(min_cost_fast_threads(10_000, 1, &NoControl), Ok(97_452));
    assert_eq!(min_cost_fast_threads(10_000, 2, &NoControl), Ok(97_452));
}

/// The two-thread value-only solve (columns in pairs, old columns freed as on one thread)
/// against one thread and the plain table: small n (all on the first, one-thread stretch),
/// around the start of the two-thread stretch (1 024 columns), odd and even n, the threshold.
#[test]
fn two_threads_match_one_thread() {
    let plain = GuessTable::solve(1_500, &NoControl).expect("n = 1500");
    for n in [
        1u64, 2, 3, 4, 5, 10, 1_023, 1_024, 1_025, 1_026, 1_027, 1_100, 1_499, 1_500,
    ] {
        let two = min_cost_fast_threads(n, 2, &NoControl);
        assert_eq!(two.ok(), plain.cost(1, n as usize), "n={n}");
    }
    for n in [
        2_001u64,
        2_048,
        TWO_THREADS_MIN_N as u64 - 1,
        TWO_THREADS_MIN_N as u64,
        4_097,
        6_000,
    ] {
        let one = min_cost_fast_threads(n, 1, &NoControl);
        assert_eq!(min_cost_fast_threads(n, 2, &NoControl), one, "n={n}");
        assert_eq!(min_cost_fast(n, &NoControl), one, "n={n}");
        // the calling thread going on alone part way (as on a busy machine)
        assert_eq!(
            gamedp::games::guess_number::fast::min_cost_fast_solo_after_start(n, &NoControl),
            one,
            "n={n} solo"
        );
    }
}

/// Cancelling stops the two-thread solve, before and during the two-thread stretch.
#[test]
fn two_thread_solve_can_be_cancelled() {
    let control = AtomicControl::default();
    control
        .cancel
        .store(true, std::sync::atomic::Ordering::Relaxed);
    assert_eq!(
        min_cost_fast_threads(5_000, 2, &control),
        Err(SolveError::Cancelled)
    );
    // Cancel from another thread while the two threads run.
    let control = std::sync::Arc::new(AtomicControl::default());
    let c2 = control.clone();
    let h = std::thread::spawn(move || min_cost_fast_threads(20_000, 2, &*c2));
    std::thread::sleep(std::time::Duration::from_millis(30));
    control
        .cancel
        .store(true, std::sync::atomic::Ordering::Relaxed);
    assert_eq!(h.join().expect("no panic"), Err(SolveError::Cancelled));
}

/// One bigger whole-table comparison, costs and guesses.
#[test]
fn fast_matches_plain_cell_for_cell_at_n_700() {
    let n = 700;
    let plain = GuessTable::solve(n as u64, &NoControl).expect("plain");
    let fast = FastTable::solve(n as u64, true, &NoControl).expect("fast");
    for i in 1..=n {
        for j in i..=n {
            assert_eq!(fast.cost(i, j), plain.cost(i, j), "cell ({i}, {j})");
            assert_eq!(
                fast.best_guess(i, j),
                plain.best_guess(i, j),
                "guess ({i}, {j})"
            );
        }
    }
}

/// The claim in the docs: restricting k the way Knuth's optimisation does is wrong here.
#[test]
fn knuth_restriction_gives_wrong_answers() {
    let n = 300usize;
    let plain = GuessTable::solve(n as u64, &NoControl).expect("plain");
    let mut cost = vec![vec![0u64; n + 2]; n + 2];
    let mut best = vec![vec![0usize; n + 2]; n + 2];
    for (i, row) in best.iter_mut().enumerate() {
        row[i] = i;
    }
    let mut wrong = 0;
    for len in 2..=n {
        for i in 1..=n - len + 1 {
            let j = i + len - 1;
            let (lo, hi) = (best[i][j - 1], best[i + 1][j].max(best[i][j - 1]));
            let mut c = u64::MAX;
            for k in lo..=hi {
                let left = if k > i { cost[i][k - 1] } else { 0 };
                let right = if k < j { cost[k + 1][j] } else { 0 };
                let t = k as u64 + left.max(right);
                if t < c {
                    c = t;
                    best[i][j] = k;
                }
            }
            cost[i][j] = c;
            if Some(c) != plain.cost(i, j) {
                wrong += 1;
            }
        }
    }
    assert!(
        wrong > 0,
        "Knuth's restriction happened to be right everywhere"
    );
}

/// Candidates print the recurrence with real numbers; their minimum is the cell and its first
/// occurrence the best guess; the strategy tree's worst case is the cost.
#[test]
fn inspector_and_strategy_tree_are_consistent() {
    let n = 60;
    let table = GuessTable::solve(n as u64, &NoControl).expect("plain");
    for i in 1..=n {
        for j in i..=n {
            let list = table.candidates(i, j).expect("cell in range");
            if i == j {
                assert!(list.is_empty());
                assert_eq!(table.best_guess(i, j), Some(i));
                continue;
            }
            assert_eq!(list.len(), j - i + 1);
            let min = list.iter().map(|c| c.total).min();
            assert_eq!(min, table.cost(i, j));
            let first = list.iter().find(|c| Some(c.total) == min).map(|c| c.guess);
            assert_eq!(first, table.best_guess(i, j));
            for c in &list {
                assert_eq!(Some(c.left), table.cost(i, c.guess - 1));
                assert_eq!(Some(c.right), table.cost(c.guess + 1, j));
                assert_eq!(c.total, c.guess as u64 + c.left.max(c.right));
            }
        }
    }
    fn worst(table: &GuessTable, lo: usize, hi: usize) -> u64 {
        let node = table.node(lo, hi).expect("node");
        if lo == hi {
            assert_eq!(node.guess, lo);
            assert!(node.lower.is_none() && node.higher.is_none());
            return 0;
        }
        let l = node.lower.map_or(0, |(a, b)| worst(table, a, b));
        let h = node.higher.map_or(0, |(a, b)| worst(table, a, b));
        node.guess as u64 + l.max(h)
    }
    assert_eq!(worst(&table, 1, n), table.min_cost());
    let root = table.root();
    assert_eq!(Some(root), table.node(1, n));
    assert_eq!(table.node(0, 3), None);
    assert_eq!(table.node(5, 4), None);
    assert_eq!(table.node(1, n + 1), None);
    assert_eq!(table.cost(n + 1, n), Some(0));
    assert_eq!(table.cost(0, 1), None);
    assert_eq!(table.candidates(3, 2), None);
}

/// Following the optimal strategy against the adversary costs exactly dp[1][n].
#[test]
fn optimal_play_pays_exactly_the_optimum() {
    for n in 1..=80u64 {
        let table = GuessTable::solve(n, &NoControl).expect("plain");
        let mut game = Adversary::new(&table);
        let mut moves = 0;
        while !game.is_over() {
            let (lo, hi) = game.interval();
            let x = table.best_guess(lo, hi).expect("guess");
            game.guess(&table, x).expect("valid");
            moves += 1;
            assert!(moves <= n, "game does not end");
        }
        assert_eq!(game.spent(), table.min_cost(), "n={n}");
        assert_eq!(game.start_cost(), table.min_cost());
    }
}

#[test]
fn adversary_answers() {
    let table = GuessTable::solve(10, &NoControl).expect("plain");
    // dp[1][6] = 8 > dp[8][10] = 9? check by the table, whatever it is.
    let lower = table.cost(1, 6).expect("cell");
    let higher = table.cost(8, 10).expect("cell");
    let want = if lower > higher {
        Answer::Lower
    } else {
        Answer::Higher
    };
    assert_eq!(answer_for(&table, 1, 10, 7), Ok(want));
    assert_eq!(answer_for(&table, 1, 10, 1), Ok(Answer::Higher));
    assert_eq!(answer_for(&table, 1, 10, 10), Ok(Answer::Lower));
    assert_eq!(answer_for(&table, 4, 4, 4), Ok(Answer::Correct));
    assert_eq!(answer_for(&table, 4, 6, 2), Ok(Answer::Higher));
    assert_eq!(answer_for(&table, 4, 6, 9), Ok(Answer::Lower));
    assert!(matches!(
        answer_for(&table, 4, 6, 11),
        Err(SolveError::Invalid(_))
    ));
    assert!(matches!(
        answer_for(&table, 0, 6, 3),
        Err(SolveError::Invalid(_))
    ));
    assert!(matches!(
        answer_for(&table, 5, 4, 3),
        Err(SolveError::Invalid(_))
    ));
    // A game on the fast table behaves the same, and a finished game refuses more guesses.
    let fast = FastTable::solve(1, false, &NoControl).expect("fast");
    let mut game = Adversary::new(&fast);
    assert_eq!(game.guess(&fast, 1), Ok(Answer::Correct));
    assert!(game.is_over());
    assert!(game.guess(&fast, 1).is_err());
    assert!(game.guess(&table, 1).is_err());
    assert_eq!(fast.n(), 1);
    assert_eq!(IntervalCost::cost(&fast, 1, 1), Some(0));
}

#[test]
fn limits_refuse_before_allocating() {
    const SMALL: usize = 64 * 1024;
    // The plain table above PLAIN_MAX_N.
    let (res, big) = largest_allocation(|| GuessTable::solve(PLAIN_MAX_N + 1, &NoControl));
    match res {
        Err(SolveError::TooBig { need, limit, .. }) => {
            assert_eq!((need, limit), (PLAIN_MAX_N + 1, PLAIN_MAX_N));
        }
        other => panic!("expected TooBig, got {other:?}"),
    }
    assert!(big < SMALL, "allocated {big} bytes before refusing");
    // n = 10^12 for both solvers.
    let (res, big) = largest_allocation(|| min_cost_fast(1_000_000_000_000, &NoControl));
    match res {
        Err(SolveError::TooBig {
            need, limit, unit, ..
        }) => {
            // expressed in numbers: the n asked for against the largest n whose table fits the
            // memory budget
            assert_eq!(
                (need, limit, unit),
                (1_000_000_000_000, FAST_MAX_N, "numbers")
            );
            assert!(fast_table_bytes(FAST_MAX_N, false) <= MEMORY_BUDGET);
        }
        other => panic!("expected TooBig, got {other:?}"),
    }
    assert!(big < SMALL, "allocated {big} bytes before refusing");
    let (res, big) = largest_allocation(|| GuessTable::solve(1_000_000_000_000, &NoControl));
    assert!(matches!(res, Err(SolveError::TooBig { .. })));
    assert!(big < SMALL);
    let (res, big) = largest_allocation(|| min_cost_fast(u64::MAX, &NoControl));
    assert!(matches!(res, Err(SolveError::TooBig { .. })));
    assert!(big < SMALL);
    // Byte counts saturate instead of overflowing.
    assert_eq!(fast_table_bytes(u64::MAX, true), u64::MAX);
    assert_eq!(fast_table_bytes(u64::MAX, false), u64::MAX);
    assert_eq!(plain_table_bytes(u64::MAX), u64::MAX);
    assert_eq!(fast_table_bytes(2, false), 3 * 4 + 3 * 4);
    // Just above the fast limits.
    assert!(matches!(
        min_cost_fast(FAST_MAX_N + 1, &NoControl),
        Err(SolveError::TooBig { .. })
    ));
    assert!(matches!(
        FastTable::solve(FAST_MAX_N_WITH_GUESSES + 1, true, &NoControl),
        Err(SolveError::TooBig { .. })
    ));
    // n = 0 is invalid everywhere.
    assert!(matches!(
        min_cost_fast(0, &NoControl),
        Err(SolveError::Invalid(_))
    ));
    assert!(matches!(
        GuessTable::solve(0, &NoControl),
        Err(SolveError::Invalid(_))
    ));
    // The message names the limit.
    let text = GuessTable::solve(PLAIN_MAX_N + 1, &NoControl)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(text.contains(&PLAIN_MAX_N.to_string()), "{text}");
}

#[test]
fn cancel_and_progress() {
    let control = AtomicControl::default();
    control
        .cancel
        .store(true, std::sync::atomic::Ordering::Relaxed);
    assert_eq!(
        GuessTable::solve(50, &control).err(),
        Some(SolveError::Cancelled)
    );
    assert_eq!(min_cost_fast(50, &control), Err(SolveError::Cancelled));
    // n = 1 has nothing to cancel between: the plain table is just the diagonal.
    assert!(GuessTable::solve(1, &control).is_ok());

    let control = AtomicControl::default();
    FastTable::solve(200, false, &control).expect("fast");
    let done = control.done.load(std::sync::atomic::Ordering::Relaxed);
    let total = control.total.load(std::sync::atomic::Ordering::Relaxed);
    assert_eq!((done, total), (200 * 201 / 2, 200 * 201 / 2));
    let control = AtomicControl::default();
    GuessTable::solve(100, &control).expect("plain");
    let done = control.done.load(std::sync::atomic::Ordering::Relaxed);
    let total = control.total.load(std::sync::atomic::Ordering::Relaxed);
    assert_eq!(done, total);
    assert!(total > 0);
}
