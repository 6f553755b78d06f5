//! Criterion benchmarks for the cat-and-mouse solvers on random graphs with 1,500 and 5,000 nodes
//! (average degree 6): the bit-parallel solver to the start's outcome (`start`) and for every
//! position (`full`), and the queue solver (`queue`); and the turn-bounded DP (safe and naive
//! bounds) on small graphs.

use criterion::{Criterion, criterion_group, criterion_main};
use gamedp::games::NoControl;
use gamedp::games::cat_mouse::{
    RandomGraphSpec, TurnBound, preset, random_graph, solve, solve_outcome, solve_queue,
    solve_turn_bounded,
};
use std::hint::black_box;
use std::time::Duration;

fn graph(nodes: usize, average_degree: f64) -> gamedp::games::cat_mouse::Graph {
    random_graph(&RandomGraphSpec {
        nodes,
        average_degree,
        seed: 1,
    })
    .expect("valid spec")
}

fn retrograde(c: &mut Criterion) {
    let mut group = c.benchmark_group("cat_mouse_retrograde");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(10));
    for n in [1_500usize, 5_000] {
        let g = graph(n, 6.0);
        let lists: Vec<Vec<i64>> = g
            .to_adjacency()
            .iter()
            .map(|l| l.iter().map(|&v| v as i64).collect())
            .collect();
        group.bench_function(format!("random_n{n}_deg6_start"), |b| {
            b.iter(|| solve_outcome(black_box(&lists)).expect("solves"))
        });
        group.bench_function(format!("random_n{n}_deg6_full"), |b| {
            b.iter(|| solve(black_box(&g), &NoControl).expect("solves"))
        });
        group.bench_function(format!("random_n{n}_deg6_queue"), |b| {
            b.iter(|| solve_queue(black_box(&g), &NoControl).expect("solves"))
        });
    }
    group.finish();
}

fn turn_bounded(c: &mut Criterion) {
    let mut group = c.benchmark_group("cat_mouse_turn_bounded");
    group.sample_size(10);
    let a = preset("naive_bound_a").expect("preset").graph();
    group.bench_function("naive_bound_a_safe", |b| {
        b.iter(|| solve_turn_bounded(black_box(&a), TurnBound::Safe, &NoControl).expect("ok"))
    });
    let g = graph(50, 6.0);
    group.bench_function("random_n50_deg6_safe", |b| {
        b.iter(|| solve_turn_bounded(black_box(&g), TurnBound::Safe, &NoControl).expect("ok"))
    });
    group.bench_function("random_n50_deg6_naive", |b| {
        b.iter(|| solve_turn_bounded(black_box(&g), TurnBound::Naive, &NoControl).expect("ok"))
    });
    group.bench_function("random_n50_deg6_retrograde", |b| {
        b.iter(|| solve(black_box(&g), &NoControl).expect("ok"))
    });
    group.finish();
}

criterion_group!(benches, retrograde, turn_bounded);
criterion_main!(benches);
