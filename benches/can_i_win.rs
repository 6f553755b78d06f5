//! Can I Win: hard instances. `solve` (the bottom-up table for m <= 25, every position answered)
//! against `solve_by_search` (the memoised depth-first search, answer only). (25, 209) is the
//! slowest m = 25 instance found for the search; (26, 124), the slowest found for the hash-map
//! memo (m > 25, searched by both).
//!
//! `first_moves` adds the winning first moves, which `gamedp solve` writes: with the search each
//! may search positions the answer skipped. `app_job` is what the app does before its explorer
//! shows the empty position: the tab's solve job, the game handed to the engine, and the
//! engine's answer about the empty position (built with the `gui` feature only).

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use gamedp::games::NoControl;
use gamedp::games::can_i_win::{solve, solve_by_search};

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
        group.bench_function(format!("table_m{m}_d{desired}"), |b| {
            b.iter(|| {
                solve(black_box(m), black_box(desired), &NoControl).map(|g| g.first_player_wins())
            })
        });
        group.bench_function(format!("search_m{m}_d{desired}"), |b| {
            b.iter(|| {
                solve_by_search(black_box(m), black_box(desired), &NoControl)
                    .map(|g| g.first_player_wins())
            })
        });
    }
    for (m, desired) in [(25u64, 200i64), (25, 209)] {
        group.bench_function(format!("first_moves_table_m{m}_d{desired}"), |b| {
            b.iter(|| {
                solve(black_box(m), black_box(desired), &NoControl)
                    .and_then(|mut g| g.winning_first_moves())
            })
        });
        group.bench_function(format!("first_moves_search_m{m}_d{desired}"), |b| {
            b.iter(|| {
                solve_by_search(black_box(m), black_box(desired), &NoControl)
                    .and_then(|mut g| g.winning_first_moves())
            })
        });
    }
    group.finish();
}

#[cfg(feature = "gui")]
fn app_job(c: &mut Criterion) {
    use gamedp::games::can_i_win::position::query;
    use gamedp::ui::can_i_win::CanIWinTab;
    use gamedp::ui::framework::tab::GameView as _;

    let mut group = c.benchmark_group("can_i_win_app");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(10));
    let (m, desired) = (25u64, 200i64);
    group.bench_function(format!("app_job_m{m}_d{desired}"), |b| {
        b.iter(|| {
            let mut tab = CanIWinTab::new(gamedp::jobs::no_waker());
            tab.edit((m, desired));
            let job = tab.view().solve_job(tab.core()).expect("a job");
            let solved = job(&NoControl).expect("solved");
            let summary = tab.with_core(|view, _| view.keep(solved));
            assert!(summary.first_player_wins);
            let engine = &mut tab.view_mut().engine;
            engine.request(0);
            while engine.position(0).is_none() {
                std::thread::sleep(Duration::from_micros(100));
                engine.poll();
            }
            engine.position(0).cloned()
        })
    });
    // The same work done the old way: the search, each first move searched, then the empty
    // position's question (what the job and the explorer asked before the table).
    group.bench_function(format!("app_work_by_search_m{m}_d{desired}"), |b| {
        b.iter(|| {
            let mut game = solve_by_search(m, desired, &NoControl).expect("solved");
            for x in 1..=m {
                let _ = game.wins(1 << (x - 1));
            }
            let moves = game.winning_first_moves();
            (moves, query(&mut game, 0))
        })
    });
    group.finish();
}

#[cfg(not(feature = "gui"))]
fn app_job(_: &mut Criterion) {}

criterion_group!(benches, hard_cases, app_job);
criterion_main!(benches);
