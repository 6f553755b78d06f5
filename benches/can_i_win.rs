//! Can I Win: hard instances of the memoised search. Target: (25, 300) in at most 2 s.
//! (25, 209) is the slowest m = 25 instance found; (26, 124), the slowest found for the hash-map
//! memo (m > 25).

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use gamedp::games::NoControl;
use gamedp::games::can_i_win::solve;

fn hard_cases(c: &mut Criterion) {
    let mut group = c.benchmark_group("can_i_win");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(10));
    for (m, desired) in [
        (20u64, 210i64),
        (20, 150),
        (25, 200),
        (25, 209),
        (25, 300),
        (25, 325),
        (26, 124),
    ] {
        group.bench_function(format!("m{m}_d{desired}"), |b| {
            b.iter(|| {
                solve(black_box(m), black_box(desired), &NoControl).map(|g| g.first_player_wins())
            })
        });
    }
    group.finish();
}

criterion_group!(benches, hard_cases);
criterion_main!(benches);
