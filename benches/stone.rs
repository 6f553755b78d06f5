//! Stone game benchmarks: value-only n = 20,000 per kernel (as `solve_value` picks the threads:
//! two at this size) and with one and two threads forced (i32 cells, and i64 cells for the row
//! scaled by 2^20), the two-thread threshold (one against
//! two threads at smaller n), full table n = 5,000.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use gamedp::games::NoControl;
use gamedp::games::stone::{
    Kernel, NetTable, best_kernel, cell_count, solve_value_threads, solve_value_with,
};
use std::hint::black_box;

fn row(n: usize) -> Vec<i64> {
    let mut state = 0x1234_5678_u64;
    (0..n)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % 2001) as i64 - 1000
        })
        .collect()
}

fn value_only(c: &mut Criterion) {
    let n = 20_000;
    let piles = row(n);
    let mut group = c.benchmark_group("stone_value_only_20000");
    group.throughput(Throughput::Elements(cell_count(n)));
    group.sample_size(20);
    for kernel in Kernel::available() {
        group.bench_function(kernel.name(), |b| {
            b.iter(|| solve_value_with(black_box(&piles), kernel, &NoControl).unwrap())
        });
    }
    // The same row scaled so that its sum no longer fits in 32 bits: the i64 cells.
    let wide: Vec<i64> = piles.iter().map(|&p| p << 20).collect();
    for threads in [1, 2] {
        group.bench_function(format!("{}_{threads}_threads", best_kernel().name()), |b| {
            b.iter(|| {
                solve_value_threads(black_box(&piles), best_kernel(), threads, &NoControl).unwrap()
            })
        });
        group.bench_function(
            format!("{}_{threads}_threads_i64", best_kernel().name()),
            |b| {
                b.iter(|| {
                    solve_value_threads(black_box(&wide), best_kernel(), threads, &NoControl)
                        .unwrap()
                })
            },
        );
    }
    group.finish();
}

fn threshold(c: &mut Criterion) {
    let mut group = c.benchmark_group("stone_threads");
    group.sample_size(20);
    for n in [2_000, 4_000, 6_000, 8_000] {
        let piles = row(n);
        for threads in [1, 2] {
            group.bench_function(format!("n{n}_{threads}_threads"), |b| {
                b.iter(|| {
                    solve_value_threads(black_box(&piles), best_kernel(), threads, &NoControl)
                        .unwrap()
                })
            });
        }
    }
    group.finish();
}

fn full_table(c: &mut Criterion) {
    let n = 5_000;
    let piles = row(n);
    let mut group = c.benchmark_group("stone_full_table_5000");
    group.throughput(Throughput::Elements(cell_count(n)));
    group.sample_size(10);
    group.bench_function("net_table", |b| {
        b.iter(|| NetTable::solve(black_box(&piles), &NoControl).unwrap())
    });
    group.finish();
}

criterion_group!(benches, value_only, threshold, full_table);
criterion_main!(benches);
