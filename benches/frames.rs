//! Frame time of the heaviest views (issue 13): the whole app, as the window runs it (egui's
//! frame and the tessellation of what it drew; no GPU), on
//!
//! * a 5,000-node Cat and Mouse graph with the pointer moving over it,
//! * the stone table of 3,000 piles being panned,
//! * the Guess Number decision tree for n = 1,000 with the pointer moving,
//! * the Can I Win explorer for (25, 200) with the pointer moving.
//!
//! Each benchmark is one frame with one input event, after the solve has finished. Goal: a
//! median of at most 16 ms in release.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use egui::{Event, Modifiers, PointerButton, Pos2, vec2};

use gamedp::games::cat_mouse::{RandomGraphSpec, circle_layout, random_graph};

#[path = "../tests/headless/mod.rs"]
mod headless;
use headless::Headless;

/// Run frames until the active tab has its result and nothing is running.
trait Settle {
    fn settle(&mut self, what: &str);
}

impl Settle for Headless {
    fn settle(&mut self, what: &str) {
        let t0 = Instant::now();
        let mut asked = false;
        loop {
            self.frame(Vec::new());
            let status = self.app.active_tab().status();
            // (and a large graph's picture, drawn on a worker, has arrived)
            if status.solved
                && status.busy.is_none()
                && gamedp::ui::kit::graph_raster::pending() == 0
            {
                break;
            }
            // large inputs are not solved automatically: press Solve once nothing else runs
            if !asked && status.busy.is_none() {
                self.app
                    .active_tab_mut()
                    .command(gamedp::ui::framework::TabCommand::Solve);
                asked = true;
            }
            assert!(
                t0.elapsed() < Duration::from_secs(300),
                "{what}: no result after 300 s"
            );
            std::thread::sleep(Duration::from_millis(5));
        }
        self.frames(5);
    }
}

fn write(dir: &Path, name: &str, value: serde_json::Value) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, value.to_string()).expect("write the scenario");
    path
}

/// Pointer positions that sweep the central area, one a frame.
fn sweep(k: &mut u32) -> Pos2 {
    *k = k.wrapping_add(1);
    let t = *k as f32;
    Pos2::new(
        500.0 + 350.0 * (t * 0.37).sin(),
        400.0 + 220.0 * (t * 0.23).cos(),
    )
}

fn pointer_moving(c: &mut Criterion, name: &str, app: &mut Headless) {
    let mut k = 0;
    c.bench_function(name, |b| {
        b.iter(|| app.frame(vec![Event::PointerMoved(sweep(&mut k))]))
    });
}

/// The large-graph picture the canvas draws once (on a worker) instead of 15,000 lines a
/// frame: the edges of the 5,000-node graph on a 400 × 400 pixel canvas, then the discs.
fn graph_picture(
    c: &mut Criterion,
    graph: &gamedp::games::cat_mouse::Graph,
    positions: &[[f32; 2]],
) {
    use gamedp::ui::kit::graph_raster::{Coverage, Disc, Segment};
    let px = |p: [f32; 2]| [10.0 + 380.0 * p[0], 10.0 + 380.0 * p[1]];
    let adjacency = graph.to_adjacency();
    let segments: Vec<Segment> = adjacency
        .iter()
        .enumerate()
        .flat_map(|(u, list)| {
            list.iter()
                .filter(move |&&v| (u as u32) < v)
                .map(move |&v| (u, v as usize))
        })
        .map(|(u, v)| Segment {
            a: px(positions[u]),
            b: px(positions[v]),
        })
        .collect();
    let discs: Vec<Disc> = positions
        .iter()
        .map(|&p| Disc {
            center: px(p),
            r: 3.0,
            fill: egui::Color32::GRAY,
            stroke_width: 0.0,
            stroke: egui::Color32::TRANSPARENT,
        })
        .collect();
    let color = egui::Color32::from_gray(140);
    c.bench_function("graph_picture_5000_nodes_edges", |b| {
        b.iter(|| Coverage::of_segments([400, 400], &segments, 1.0, 1.0))
    });
    let edges = Coverage::of_segments([400, 400], &segments, 1.0, 1.0).to_bytes();
    c.bench_function("graph_picture_5000_nodes_discs", |b| {
        b.iter(|| edges.compose(color, &discs))
    });
}

fn frames(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temp dir");

    // a 5,000-node graph, average degree 6, laid out on a circle
    let graph = random_graph(&RandomGraphSpec {
        nodes: 5000,
        average_degree: 6.0,
        seed: 7,
    })
    .expect("graph");
    let positions: Vec<[f32; 2]> = circle_layout(graph.n());
    let file = write(
        dir.path(),
        "graph.json",
        serde_json::json!({"game": "cat_mouse", "graph": graph.to_adjacency(), "positions": positions}),
    );
    graph_picture(c, &graph, &positions);
    let mut app = Headless::open(&file);
    app.settle("cat_mouse 5000");
    pointer_moving(c, "frame_cat_mouse_5000_nodes_pointer_moving", &mut app);
    // the same graph in the editor, where the pointer finds the node under it
    if let Some(tab) = app.app.tab_mut::<gamedp::ui::cat_mouse::CatMouseTab>() {
        tab.view_mut().pane = gamedp::ui::cat_mouse::CatMousePane::Edit;
    }
    app.settle("cat_mouse editor");
    pointer_moving(
        c,
        "frame_cat_mouse_5000_nodes_editor_pointer_moving",
        &mut app,
    );
    drop(app);

    // the stone table of 3,000 piles, panned by dragging
    let piles: Vec<i64> = (0..3000).map(|i| (i * 7919 % 199) as i64 - 99).collect();
    let file = write(
        dir.path(),
        "stone.json",
        serde_json::json!({"game": "stone", "piles": piles}),
    );
    let mut app = Headless::open(&file);
    app.settle("stone 3000");
    let start = Pos2::new(650.0, 400.0);
    app.frame(vec![
        Event::PointerMoved(start),
        Event::PointerButton {
            pos: start,
            button: PointerButton::Primary,
            pressed: true,
            modifiers: Modifiers::NONE,
        },
    ]);
    let mut k = 0u32;
    c.bench_function("frame_stone_3000_table_panned", |b| {
        b.iter(|| {
            k = k.wrapping_add(1);
            let dx = if (k / 40).is_multiple_of(2) {
                3.0
            } else {
                -3.0
            };
            let p = start + vec2(dx * (k % 40) as f32, dx * (k % 40) as f32 * 0.5);
            app.frame(vec![Event::PointerMoved(p)])
        })
    });
    drop(app);

    // the Guess Number decision tree for n = 1,000
    let file = write(
        dir.path(),
        "guess.json",
        serde_json::json!({"game": "guess_number", "n": 1000}),
    );
    let mut app = Headless::open(&file);
    app.settle("guess_number 1000");
    if let Some(tab) = app
        .app
        .tab_mut::<gamedp::ui::guess_number::GuessNumberTab>()
    {
        tab.view_mut().pane = gamedp::ui::guess_number::GuessNumberPane::Tree;
    }
    app.settle("guess_number tree");
    pointer_moving(c, "frame_guess_number_1000_tree_pointer_moving", &mut app);
    drop(app);

    // the Can I Win explorer for (25, 200)
    let file = write(
        dir.path(),
        "can_i_win.json",
        serde_json::json!({"game": "can_i_win", "max_choosable": 25, "desired_total": 200}),
    );
    let mut app = Headless::open(&file);
    app.settle("can_i_win 25 200");
    pointer_moving(
        c,
        "frame_can_i_win_25_200_explorer_pointer_moving",
        &mut app,
    );
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).measurement_time(Duration::from_secs(6));
    targets = frames
}
criterion_main!(benches);
