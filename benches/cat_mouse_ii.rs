//! Cat and Mouse II: retrograde analysis on LeetCode's 8×8 boards and on large random mazes.
//!
//! Targets: a 64×64 grid with random walls (one cell in five) and jumps of 8 solves in at most
//! 1 s and 512 MiB, a 40×40 one in at most 0.1 s, an 8×8 one in well under a millisecond.
//! `start` stops once the start's value is known (what `gamedp solve` needs); `full` decides
//! every position (what the app shows).

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use gamedp::games::NoControl;
use gamedp::games::cat_mouse_ii::{Grid, mouse_wins, solve};
use gamedp::games::rng::SplitMix64;

/// A `side`×`side` grid with about one wall in five and the tokens on random floor cells.
fn maze(side: usize, seed: u64) -> Grid {
    let mut rng = SplitMix64::new(seed);
    let mut cells: Vec<char> = (0..side * side)
        .map(|_| {
            if rng.next_u64().is_multiple_of(5) {
                '#'
            } else {
                '.'
            }
        })
        .collect();
    let mut floor: Vec<usize> = (0..cells.len()).filter(|&k| cells[k] == '.').collect();
    for token in ['C', 'M', 'F'] {
        let k = (rng.next_u64() % floor.len() as u64) as usize;
        cells[floor.swap_remove(k)] = token;
    }
    let rows: Vec<String> = cells.chunks(side).map(|r| r.iter().collect()).collect();
    Grid::parse(&rows).expect("a valid maze")
}

fn boards(c: &mut Criterion) {
    for (side, time) in [(8, 3), (40, 6), (64, 12)] {
        let grid = maze(side, 1728);
        let mut group = c.benchmark_group(format!("cat_mouse_ii_{side}x{side}_jump8"));
        group.sample_size(10);
        group.measurement_time(Duration::from_secs(time));
        group.bench_function("start", |b| {
            b.iter(|| mouse_wins(black_box(&grid), 8, 8, &NoControl))
        });
        group.bench_function("full", |b| {
            b.iter(|| solve(black_box(&grid), 8, 8, &NoControl).map(|s| s.mouse_wins()))
        });
        group.finish();
    }
    let leetcode = Grid::parse(&["####F", "#C...", "M...."]).expect("LeetCode's example");
    c.bench_function("cat_mouse_ii_leetcode_example_1", |b| {
        b.iter(|| mouse_wins(black_box(&leetcode), 2, 1, &NoControl))
    });
}

criterion_group!(benches, boards);
criterion_main!(benches);
