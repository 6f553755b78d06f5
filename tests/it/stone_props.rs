//! The stone game against exhaustive minimax, and its formulations against each other.

use gamedp::games::NoControl;
use gamedp::games::stone::{
    End, Kernel, NetTable, PairTable, TWO_THREADS_MIN_PILES, brute_force, fits_i32, optimal_line,
    solve_value, solve_value_threads, solve_value_with,
};
use proptest::prelude::*;

fn small_row() -> impl Strategy<Value = Vec<i64>> {
    prop::collection::vec(-50i64..=50, 1..=10)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Every formulation gives the exhaustive minimax answer.
    #[test]
    fn solvers_match_exhaustive_minimax(piles in small_row()) {
        let want = brute_force(&piles);
        prop_assert_eq!(solve_value(&piles, &NoControl).unwrap(), want);
        prop_assert_eq!(NetTable::solve(&piles, &NoControl).unwrap().outcome(), want);
        prop_assert_eq!(PairTable::solve(&piles).unwrap().outcome(), want);
    }

    /// The pair table and the net table agree on every cell.
    #[test]
    fn pair_and_net_tables_agree_everywhere(piles in small_row()) {
        let net = NetTable::solve(&piles, &NoControl).unwrap();
        let pairs = PairTable::solve(&piles).unwrap();
        let n = piles.len();
        for i in 0..n {
            for j in i..n {
                prop_assert_eq!(pairs.get(i, j), (net.first(i, j), net.second(i, j)), "cell ({}, {})", i, j);
                prop_assert_eq!(net.net(i, j), brute_force(&piles[i..=j]).difference);
            }
        }
    }

    /// Every kernel gives the same answer as the portable one (big rows, extreme values).
    #[test]
    fn kernels_agree(piles in prop::collection::vec(-(1i64 << 40)..(1i64 << 40), 1..300)) {
        let want = solve_value_with(&piles, Kernel::Portable, &NoControl).unwrap();
        for k in Kernel::available() {
            prop_assert_eq!(solve_value_with(&piles, k, &NoControl).unwrap(), want);
        }
        prop_assert_eq!(NetTable::solve(&piles, &NoControl).unwrap().outcome(), want);
    }

    /// The optimal line reaches the table's totals and each move is the table's choice.
    #[test]
    fn optimal_line_is_consistent(piles in small_row()) {
        let t = NetTable::solve(&piles, &NoControl).unwrap();
        let line = optimal_line(&t);
        let o = t.outcome();
        prop_assert_eq!(line.last().unwrap().totals, (o.first, o.second));
        for m in &line {
            let (i, j) = m.before;
            prop_assert_eq!(m.index, if m.end == End::Left { i } else { j });
            prop_assert_eq!(m.cost, 0);
        }
    }
}

#[test]
fn value_only_equals_table_on_a_long_row() {
    let piles: Vec<i64> = (0..3000)
        .map(|k| ((k * 7919) % 2001) as i64 - 1000)
        .collect();
    let v = solve_value(&piles, &NoControl).unwrap();
    let t = NetTable::solve(&piles, &NoControl).unwrap();
    assert_eq!(v, t.outcome());
    assert_eq!(v.first + v.second, piles.iter().sum::<i64>());
}

#[test]
fn even_row_with_odd_total_first_player_wins() {
    // LeetCode 877: an even number of positive piles with an odd total: the first player wins.
    for piles in [
        vec![5, 3, 4, 5],
        vec![3, 7, 2, 3],
        vec![1, 2],
        vec![7, 8, 8, 10],
    ] {
        assert!(
            solve_value(&piles, &NoControl).unwrap().difference > 0,
            "{piles:?}"
        );
    }
}

#[test]
fn extreme_values_stay_exact() {
    let big = i64::MAX / 4;
    let piles = vec![big, -big, big, -big + 7];
    assert_eq!(
        solve_value(&piles, &NoControl).unwrap(),
        brute_force(&piles)
    );
    let max = vec![i64::MAX];
    assert_eq!(solve_value(&max, &NoControl).unwrap().first, i64::MAX);
}

fn random_row(n: usize, seed: u64, spread: i64) -> Vec<i64> {
    let mut state = seed | 1;
    (0..n)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % (2 * spread as u64 + 1)) as i64 - spread
        })
        .collect()
}

/// The two-thread solve (blocks of diagonals cut in two, a triangle fixed up between them)
/// against the one-thread solve, with every kernel: lengths around the block and phase
/// boundaries, the threshold, and a long row; values small (many ties) and large.
#[test]
fn two_threads_match_one_thread() {
    let lengths = [
        1,
        2,
        3,
        255,
        1_279,
        1_280,
        1_281,
        1_537,
        2_048,
        3_333,
        TWO_THREADS_MIN_PILES - 1,
        TWO_THREADS_MIN_PILES,
        9_001,
    ];
    for (s, &n) in lengths.iter().enumerate() {
        for spread in [3i64, 1 << 40] {
            let piles = random_row(n, 0x9e37_79b9 + s as u64, spread);
            let one = solve_value_threads(&piles, Kernel::Portable, 1, &NoControl).unwrap();
            for k in Kernel::available() {
                let two = solve_value_threads(&piles, k, 2, &NoControl).unwrap();
                assert_eq!(two, one, "n={n} spread={spread} kernel {}", k.name());
            }
            // and what solve_value picks by itself
            assert_eq!(solve_value(&piles, &NoControl).unwrap(), one, "n={n}");
        }
    }
    // small rows against exhaustive minimax, forced onto the two-thread path
    for n in 1..=12 {
        let piles = random_row(n, n as u64, 20);
        assert_eq!(
            solve_value_threads(&piles, Kernel::Portable, 2, &NoControl).unwrap(),
            brute_force(&piles)
        );
    }
}

/// Rows whose sum of absolute values fits in 32 bits are solved on i32 cells, others on i64.
/// Scaling every pile by 2^24 scales every net by 2^24 and pushes the row onto the i64 path:
/// both paths, one and two threads, every kernel, must agree.
#[test]
fn i32_cells_match_i64_cells() {
    for (s, &n) in [1usize, 2, 7, 64, 1_281, 3_333, TWO_THREADS_MIN_PILES, 9_001]
        .iter()
        .enumerate()
    {
        let piles = random_row(n, 0x51ed + s as u64, 1_000);
        let wide: Vec<i64> = piles.iter().map(|&p| p << 24).collect();
        assert!(fits_i32(&piles) && !fits_i32(&wide) || n < 4, "n={n}");
        for k in Kernel::available() {
            for threads in [1, 2] {
                let narrow = solve_value_threads(&piles, k, threads, &NoControl).unwrap();
                let scaled = solve_value_threads(&wide, k, threads, &NoControl).unwrap();
                assert_eq!(
                    (
                        narrow.first << 24,
                        narrow.second << 24,
                        narrow.difference << 24
                    ),
                    (scaled.first, scaled.second, scaled.difference),
                    "n={n} kernel {} threads {threads}",
                    k.name()
                );
            }
        }
    }
}

/// The i32 path at its edge: sums of absolute values of exactly `i32::MAX` (i32 cells) and one
/// more (i64 cells), with extreme piles, against the i64 table and exhaustive minimax.
#[test]
fn i32_edge_stays_exact() {
    let m = i32::MAX as i64;
    for piles in [
        vec![m],
        vec![-m],
        vec![m / 2, -(m / 2) - 1],
        vec![m / 4, -(m / 4), m / 4, -(m / 4) - 3],
        vec![1, -(m - 1)],
        vec![m / 2 + 1, -(m / 2) - 1],
        vec![-(m / 3), m / 3, -(m / 3) - 2, 1, 1],
    ] {
        let sum: i64 = piles.iter().map(|p| p.abs()).sum();
        assert_eq!(fits_i32(&piles), sum <= m, "{piles:?}");
        let want = brute_force(&piles);
        assert_eq!(NetTable::solve(&piles, &NoControl).unwrap().outcome(), want);
        for k in Kernel::available() {
            for threads in [1, 2] {
                assert_eq!(
                    solve_value_threads(&piles, k, threads, &NoControl).unwrap(),
                    want,
                    "{piles:?} kernel {}",
                    k.name()
                );
            }
        }
    }
}

/// Cancelling stops the two-thread solve as well.
#[test]
fn two_thread_solve_can_be_cancelled() {
    let control = gamedp::games::AtomicControl::default();
    control
        .cancel
        .store(true, std::sync::atomic::Ordering::Relaxed);
    let piles = random_row(8_000, 7, 100);
    assert!(matches!(
        solve_value_threads(&piles, Kernel::Portable, 2, &control),
        Err(gamedp::games::SolveError::Cancelled)
    ));
}

/// s2 stop 42b, Other 6: lesson 2's last step said that with negative piles "the colours prove
/// nothing either" (若有负数堆，颜色论证也不成立). With an even number of piles of any signs the
/// first player takes every pile of one colour and picks the larger sum: the best play is at
/// least that far ahead. Checked on every row of 2 and 4 piles from −3 to 3, and the step says
/// so in both languages.
#[test]
fn the_colour_argument_holds_with_negative_piles() {
    let values = -3i64..=3;
    let mut rows: Vec<Vec<i64>> = Vec::new();
    for a in values.clone() {
        for b in values.clone() {
            rows.push(vec![a, b]);
            for c in values.clone() {
                for d in values.clone() {
                    rows.push(vec![a, b, c, d]);
                }
            }
        }
    }
    for row in rows {
        let parity = gamedp::games::stone::Parity::of(&row);
        let out = gamedp::games::stone::brute_force(&row);
        let net = out.first - out.second;
        let colours = (parity.even_sum - parity.odd_sum).abs();
        assert!(net >= colours, "{row:?}: best {net} < colours {colours}");
    }
    let lesson = gamedp::lessons::all()
        .expect("the lessons parse")
        .into_iter()
        .find(|l| l.id == "stone-parity")
        .expect("lesson 2");
    let last = &lesson.steps.last().expect("its steps").text;
    assert!(!last.en.contains("prove nothing"), "{}", last.en);
    assert!(!last.zh.contains("也不成立"), "{}", last.zh);
    assert!(
        last.en
            .contains("Negative piles (this app allows them) do not break the colours")
    );
    assert!(last.zh.contains("负数堆（本应用允许）并不会让颜色论证失效"));
}
