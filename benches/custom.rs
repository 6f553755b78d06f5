//! Game Lab: explore and solve a game written as rules, the whole path `gamedp solve` takes
//! (parse, run the top level, explore on the worker threads, retrograde analysis with moves to
//! the end, Grundy values). The game is the one `benches/custom_reference.py --bench` solves
//! with CPython for the comparison in docs/BENCHMARKS.md: two heaps of 0..449 stones, a move
//! takes 1 to 10 stones from one heap (202,500 positions, 4,000,500 moves).
//!
//! `threads1` / `threads2`: the exploration on one thread or two worker threads; `scoring`: the
//! same moves with points (the stones taken), a minimax of the net score instead.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use gamedp::games::NoControl;
use gamedp::games::custom::{Limits, solve_with};

/// The benchmark game (the same text as `BENCH_RULES` in `benches/custom_reference.py`).
pub const RULES: &str = "\
N = 450
K = 10
start = (N - 1, N - 1)
def moves(p):
    a, b = p
    return [(a - k, b) for k in range(1, K + 1) if k <= a] + [(a, b - k) for k in range(1, K + 1) if k <= b]
";

fn explore_and_solve(c: &mut Criterion) {
    let mut group = c.benchmark_group("custom");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    for threads in [1usize, 2] {
        let limits = Limits {
            threads: Some(threads),
            ..Limits::default()
        };
        group.bench_function(format!("heaps_450_take_1_to_10_threads{threads}"), |b| {
            b.iter(|| {
                let s = solve_with(black_box(RULES), false, &limits, &NoControl).unwrap();
                assert_eq!((s.positions(), s.move_count()), (202_500, 4_000_500));
                s.grundy(0)
            })
        });
    }
    let scoring = format!("{RULES}def points(p, q):\n    return p[0] + p[1] - q[0] - q[1]\n");
    group.bench_function("heaps_450_take_1_to_10_scoring", |b| {
        b.iter(|| {
            let s = solve_with(black_box(&scoring), false, &Limits::default(), &NoControl).unwrap();
            s.value(0)
        })
    });
    group.finish();
}

criterion_group!(benches, explore_and_solve);
criterion_main!(benches);
