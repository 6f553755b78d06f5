//! Guess Number Higher or Lower II: the O(n³) teaching table against the exact O(n²) algorithm.
//!
//! Targets: at n = 1 500 the fast table is at least 20× faster than the plain one; at
//! n = 10 000 the fast value-only solve takes at most 2 s.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use gamedp::games::NoControl;
use gamedp::games::guess_number::{FastTable, GuessTable, min_cost_fast, min_cost_fast_threads};

fn n1500(c: &mut Criterion) {
    let mut group = c.benchmark_group("guess_number_n1500");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(12));
    group.bench_function("plain_table", |b| {
        b.iter(|| GuessTable::solve(black_box(1_500), &NoControl).map(|t| t.min_cost()))
    });
    group.bench_function("fast_value_only", |b| {
        b.iter(|| min_cost_fast(black_box(1_500), &NoControl))
    });
    group.bench_function("fast_with_guesses", |b| {
        b.iter(|| FastTable::solve(black_box(1_500), true, &NoControl).map(|t| t.min_cost()))
    });
    group.finish();
}

fn n10000(c: &mut Criterion) {
    let mut group = c.benchmark_group("guess_number_n10000");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(8));
    group.bench_function("fast_value_only", |b| {
        b.iter(|| min_cost_fast(black_box(10_000), &NoControl))
    });
    for threads in [1, 2] {
        group.bench_function(format!("fast_value_only_{threads}_threads"), |b| {
            b.iter(|| min_cost_fast_threads(black_box(10_000), threads, &NoControl))
        });
    }
    group.finish();
}

criterion_group!(benches, n1500, n10000);
criterion_main!(benches);
