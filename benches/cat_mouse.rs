//! Criterion benchmarks for the cat-and-mouse solvers on random graphs with 1,500 and 5,000 nodes
//! (average degree 6): the bit-parallel solver to the start's outcome (`start`) and for every
//! position (`full`), and the queue solver (`queue`); and the turn-bounded DP (safe and naive
//! bounds) on small graphs; and the app's path from Solve to the result (`cat_mouse_app`).

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

/// The app's path for the 5,000-node graph: the whole app headless (as `benches/frames.rs`),
/// the file opened, Solve pressed, frames drawn at 60 Hz (each draws the graph, as a window
/// does while the progress bar moves) until the tab shows the result: compare with
/// `random_n5000_deg6_full` above (the same solve on its own).
#[cfg(feature = "gui")]
fn app_solve(c: &mut Criterion) {
    use egui::{Pos2, RawInput, Rect, vec2};
    use gamedp::app::{AppOptions, GamedpApp};
    use gamedp::games::cat_mouse::circle_layout;
    use gamedp::i18n::Language;
    use std::time::Instant;

    let dir = tempfile::tempdir().expect("temp dir");
    let g = graph(5_000, 6.0);
    let file = dir.path().join("graph.json");
    let value = serde_json::json!({
        "game": "cat_mouse",
        "graph": g.to_adjacency(),
        "positions": circle_layout(g.n()),
    });
    std::fs::write(&file, value.to_string()).expect("write the scenario");
    let mut group = c.benchmark_group("cat_mouse_app");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(15));
    group.bench_function("app_random_n5000_deg6_solve", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                let ctx = egui::Context::default();
                let mut app = GamedpApp::new(
                    &ctx,
                    AppOptions {
                        file: Some(file.clone()),
                        language: Some(Language::English),
                        data_dir: Some(None),
                        ..Default::default()
                    },
                );
                let mut time = 0.0;
                let mut frame = |app: &mut GamedpApp| {
                    time += 1.0 / 60.0;
                    let input = RawInput {
                        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(1280.0, 720.0))),
                        time: Some(time),
                        predicted_dt: 1.0 / 60.0,
                        ..Default::default()
                    };
                    let out = ctx.run_ui(input, |ui| app.frame(ui));
                    ctx.tessellate(out.shapes, out.pixels_per_point);
                };
                frame(&mut app);
                let t0 = Instant::now();
                app.active_tab_mut()
                    .command(gamedp::ui::framework::TabCommand::Solve);
                loop {
                    let next = Instant::now() + Duration::from_micros(16_667);
                    frame(&mut app);
                    let status = app.active_tab().status();
                    if status.solved && status.busy.is_none() {
                        break;
                    }
                    assert!(t0.elapsed() < Duration::from_secs(60), "no result");
                    std::thread::sleep(next.saturating_duration_since(Instant::now()));
                }
                total += t0.elapsed();
            }
            total
        })
    });
    group.finish();
}

#[cfg(not(feature = "gui"))]
fn app_solve(_: &mut Criterion) {}

criterion_group!(benches, retrograde, turn_bounded, app_solve);
criterion_main!(benches);
