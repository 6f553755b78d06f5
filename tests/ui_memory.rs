//! What the app keeps on the heap for a solved Cat and Mouse graph, counted by a global
//! allocator: a solve adds about its solution and nothing more, and the solution is freed once no
//! view can show it (File › New, another file opened, the graph edited).
//!
//! One test in its own binary: the count is of every live allocation of the process.
#![cfg(feature = "gui")]

use std::alloc::{GlobalAlloc, Layout, System};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use gamedp::app::{GamedpApp, PendingAction};
use gamedp::games::GameKind;
use gamedp::games::NoControl;
use gamedp::games::cat_mouse::{RandomGraphSpec, circle_layout, random_graph, solve};
use gamedp::ui::cat_mouse::{CatMousePane, CatMouseTab};
use gamedp::ui::framework::TabCommand;

struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            LIVE.fetch_add(layout.size(), Ordering::Relaxed);
        }
        p
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc_zeroed(layout) };
        if !p.is_null() {
            LIVE.fetch_add(layout.size(), Ordering::Relaxed);
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
            LIVE.fetch_add(new_size, Ordering::Relaxed);
        }
        p
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[path = "headless/mod.rs"]
mod headless;
use headless::Headless;

/// What this test does with the headless app.
trait Driver {
    /// The app on `file`, three frames drawn.
    fn start(file: &Path) -> Self;
    fn until(&mut self, what: &str, done: impl Fn(&GamedpApp) -> bool);
    fn cm(&mut self) -> &mut CatMouseTab;
    fn solve(&mut self);
    fn open_file(&mut self, file: &Path);
}

impl Driver for Headless {
    fn start(file: &Path) -> Self {
        let mut h = Headless::open(file);
        h.frames(3);
        h
    }

    /// Frames until `done` holds (real time passes for the worker threads).
    fn until(&mut self, what: &str, done: impl Fn(&GamedpApp) -> bool) {
        let t0 = Instant::now();
        while !done(&self.app) {
            assert!(t0.elapsed() < Duration::from_secs(120), "no {what}");
            self.frames(1);
            std::thread::sleep(Duration::from_millis(5));
        }
        self.frames(3);
    }

    fn cm(&mut self) -> &mut CatMouseTab {
        self.app
            .tab_mut::<CatMouseTab>()
            .expect("cat and mouse tab")
    }

    /// Press Solve and wait for the result.
    fn solve(&mut self) {
        self.app.active_tab_mut().command(TabCommand::Solve);
        self.until("solve", |app| {
            let s = app.active_tab().status();
            s.solved && s.busy.is_none()
        });
        self.frames(5);
        // the graph's pictures, drawn on workers, have arrived (each canvas keeps a byte a pixel)
        self.until("the graph's pictures", |_| {
            gamedp::ui::kit::graph_raster::pending() == 0
        });
        self.frames(2);
    }

    fn open_file(&mut self, file: &Path) {
        self.app.open_path(file.to_path_buf());
        self.frames(2);
        self.until("open", idle);
    }
}

fn idle(app: &GamedpApp) -> bool {
    let s = app.active_tab().status();
    s.busy.is_none() && !app.file_busy()
}

#[test]
fn a_solved_graph_keeps_its_solution_only_and_frees_it_when_no_longer_shown() {
    let nodes: usize = std::env::var("GAMEDP_MEM_NODES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1_200);
    let mib = |b: f64| b / (1 << 20) as f64;
    let dir = tempfile::tempdir().expect("temp dir");
    let g = random_graph(&RandomGraphSpec {
        nodes,
        average_degree: 6.0,
        seed: 1,
    })
    .expect("valid spec");
    let big = dir.path().join("big.json");
    let value = serde_json::json!({
        "game": "cat_mouse",
        "graph": g.to_adjacency(),
        "positions": circle_layout(g.n()),
    });
    std::fs::write(&big, value.to_string()).expect("write the scenario");
    drop(value);
    let small =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/cat-mouse-leetcode-example-1.json");

    // What the solution itself takes: the same solve on this thread, nothing else running.
    let before = live();
    let solution = solve(&g, &NoControl).expect("solves");
    let solution_bytes = live().saturating_sub(before) as f64;
    drop((solution, g));
    eprintln!("the solution alone: {:.1} MiB", mib(solution_bytes));
    assert!(solution_bytes > 0.0);

    let mut h = Headless::start(&big);
    // no auto-solve: what File › New leaves is not replaced by the example's own solve
    h.app.settings.auto_solve = false;
    h.until("load", idle);
    let opened = live() as f64;
    // the solve keeps its solution and nothing more (no copies of it or of its tables)
    let keeps_only_the_solution = |what: &str| {
        let added = live() as f64 - opened;
        eprintln!("{what}: {:.1} MiB more than the graph opened", mib(added));
        assert!(
            added <= 1.1 * solution_bytes + (2 << 20) as f64,
            "{what}: {:.1} MiB kept for a solution of {:.1} MiB",
            mib(added),
            mib(solution_bytes)
        );
    };
    // a solution nobody can see any more is freed
    let freed = |what: &str| {
        let left = live() as f64 - opened;
        eprintln!("{what}: {:.1} MiB more than the graph opened", mib(left));
        assert!(
            left <= 0.2 * solution_bytes + (1 << 20) as f64,
            "{what}: {:.1} MiB still kept (the solution took {:.1} MiB)",
            mib(left),
            mib(solution_bytes)
        );
    };

    h.solve();
    keeps_only_the_solution("after the solve");
    for pane in [
        CatMousePane::Order,
        CatMousePane::Compare,
        CatMousePane::Play,
        CatMousePane::Edit,
        CatMousePane::Solution,
    ] {
        h.cm().view_mut().pane = pane;
        h.frames(3);
    }
    let stone = h.app.tab_index(GameKind::Stone).expect("stone tab");
    let cat_mouse = h
        .app
        .tab_index(GameKind::CatMouse)
        .expect("cat and mouse tab");
    h.app.active = stone;
    h.frames(3);
    h.app.active = cat_mouse;
    h.frames(3);
    // the graph's pictures, drawn on workers, have arrived (each canvas keeps a byte a pixel)
    h.until("the graph's pictures", |_| {
        gamedp::ui::kit::graph_raster::pending() == 0
    });
    h.frames(2);
    keeps_only_the_solution("after every pane and another tab");
    assert!(h.cm().is_solved(), "switching views keeps the solve");

    // an edit of the graph: the solution no longer belongs to it
    let mut draft = h.cm().draft().clone();
    let (u, v) = (3..nodes as u32)
        .flat_map(|u| (u + 1..nodes as u32).map(move |v| (u, v)))
        .find(|&(u, v)| !draft.has_edge(u, v))
        .expect("a missing edge");
    assert_eq!(draft.toggle_edge(u, v), Some(true));
    h.cm().set_draft(draft);
    h.frames(3);
    assert!(!h.cm().is_solved());
    freed("after an edit of the graph");

    // undo brings the graph back, not its old solution: solve again, then File › New
    h.cm().undo();
    h.frames(3);
    h.solve();
    keeps_only_the_solution("solved again");
    h.app.request(PendingAction::New(cat_mouse));
    h.frames(3);
    h.until("idle", idle);
    freed("after File › New");

    // the big graph again, solved, then another file (File › New left the graph editor open,
    // whose picture of a big graph is drawn at a byte a pixel: back to the view measured first)
    h.open_file(&big);
    h.cm().view_mut().pane = CatMousePane::Solution;
    h.solve();
    keeps_only_the_solution("opened and solved again");
    h.open_file(&small);
    assert_eq!(h.cm().draft().n(), 6, "the small file is open");
    freed("after opening another file");
}

fn live() -> usize {
    LIVE.load(Ordering::Relaxed)
}
