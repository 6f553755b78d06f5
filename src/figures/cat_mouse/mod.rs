//! Cat and Mouse (913)'s figures: the two outcome tables and the graph coloured by outcome.

mod game;

use super::scene::{HAlign, Scene, fit_size};
use super::style::{self, Rgb};
use super::table::{self, Axis, Cell, Legend, Panel};
use super::{Ctx, FigureError, frame_ends, hold_end, titled, too_big};
use super::{View, animated, still};
use crate::games::NoControl;
use crate::games::cat_mouse::{
    CAT_START, HOLE, MOUSE_START, Outcome, Position, Setup, Solution, Turn, force_iterations,
    force_layout, solve,
};
use crate::i18n::fill;

impl super::GameFigures for Setup {
    const VIEWS: &'static [View] = &[
        still("table"),
        still("graph"),
        animated("order"),
        animated("game"),
    ];
    fn scenes(&self, view: &str, ctx: &Ctx) -> Result<Vec<Scene>, FigureError> {
        scenes(self, view, ctx)
    }
}

/// Most nodes the outcome tables draw (two n × n grids).
pub const TABLE_MAX_NODES: usize = 200;
/// Most nodes the graph figure draws.
pub const GRAPH_MAX_NODES: usize = 400;

pub(crate) fn scenes(setup: &Setup, view: &str, ctx: &Ctx) -> Result<Vec<Scene>, FigureError> {
    let n = setup.graph.n();
    let limit = if view == "graph" || view == "game" {
        GRAPH_MAX_NODES
    } else {
        TABLE_MAX_NODES
    };
    if n > limit {
        return Err(too_big(
            format!("the {view} figure for {n} nodes"),
            n as u64,
            limit as u64,
            "nodes",
        ));
    }
    let sol = solve(&setup.graph, &NoControl)?;
    match view {
        "table" => Ok(vec![tables(&sol, ctx)]),
        "order" => Ok(order(&sol, ctx)),
        "game" => Ok(game::scenes(setup, &sol, ctx)),
        _ => Ok(vec![graph(setup, &sol, ctx)]),
    }
}

pub(crate) fn game_title(n: usize, ctx: &Ctx) -> String {
    fill(ctx.t.cat_mouse, &[("n", &n)])
}

pub(crate) fn colour(o: Outcome, ctx: &Ctx) -> Rgb {
    match o {
        Outcome::MouseWin => ctx.pal.mouse_wins,
        Outcome::CatWin => ctx.pal.cat_wins,
        Outcome::Draw => ctx.pal.draw,
    }
}

pub(crate) fn outcome_name(o: Outcome, ctx: &Ctx) -> &'static str {
    match o {
        Outcome::MouseWin => ctx.t.mouse_win,
        Outcome::CatWin => ctx.t.cat_win,
        Outcome::Draw => ctx.t.draw,
    }
}

fn legend(ctx: &Ctx, with_none: bool) -> Legend {
    let mut items = vec![
        (ctx.pal.mouse_wins, ctx.t.mouse_win.to_string()),
        (ctx.pal.cat_wins, ctx.t.cat_win.to_string()),
        (ctx.pal.draw, ctx.t.draw.to_string()),
    ];
    if with_none {
        items.push((ctx.pal.none, ctx.t.not_a_position.to_string()));
    }
    Legend::Swatches {
        title: with_none.then(|| ctx.t.moves_note.to_string()),
        items,
    }
}

pub(crate) fn start_line(sol: &Solution, ctx: &Ctx) -> String {
    fill(
        ctx.t.start_outcome,
        &[("outcome", &outcome_name(sol.start_outcome(), ctx))],
    )
}

fn tables(sol: &Solution, ctx: &Ctx) -> Scene {
    let n = sol.graph().n();
    let panel = |turn: Turn, title: &str| Panel {
        title: Some(title.to_string()),
        rows: Axis::numbered(ctx.t.mouse_node, n, 0),
        cols: Axis::numbered(ctx.t.cat_node, n, 0),
        cell: Box::new(move |m, c| {
            let pos = Position::new(m as u32, c as u32, turn);
            Some(match sol.outcome(pos) {
                Some(o) => Cell {
                    fill: colour(o, ctx),
                    text: sol.moves_to_end(pos).map(|d| d.to_string()),
                    framed: pos == Position::START,
                },
                None => Cell {
                    fill: ctx.pal.none,
                    text: None,
                    framed: false,
                },
            })
        }),
    };
    let panels = [
        panel(Turn::Mouse, ctx.t.mouse_to_move),
        panel(Turn::Cat, ctx.t.cat_to_move),
    ];
    let title = titled(game_title(n, ctx), ctx.t.cat_mouse_table);
    ctx.frame_means(ctx.t.frame_start);
    ctx.outcome_letters(&[
        (ctx.pal.mouse_wins, ctx.t.letter_mouse_wins),
        (ctx.pal.cat_wins, ctx.t.letter_cat_wins),
        (ctx.pal.draw, ctx.t.letter_draw),
    ]);
    ctx.table_figure(
        &title,
        Some(&start_line(sol, ctx)),
        &panels,
        &legend(ctx, true),
    )
}

/// The retrograde solving order, from the solver's own record of it. Still: every decided cell
/// numbered with its step (draws stay grey). Frames: the cells appear in their outcome colours
/// in the order they were decided, the newest framed.
fn order(sol: &Solution, ctx: &Ctx) -> Vec<Scene> {
    let n = sol.graph().n();
    let decided = sol.decision_order();
    let mut step = vec![0usize; sol.position_count()];
    for (k, &index) in decided.iter().enumerate() {
        if let Some(s) = step.get_mut(index as usize) {
            *s = k + 1;
        }
    }
    let total = decided.len();
    let title = titled(game_title(n, ctx), ctx.t.cat_mouse_order);
    let panels = |upto: Option<(usize, usize)>| -> Vec<Panel> {
        [
            (Turn::Mouse, ctx.t.mouse_to_move),
            (Turn::Cat, ctx.t.cat_to_move),
        ]
        .into_iter()
        .map(|(turn, name)| {
            let step = &step;
            Panel {
                title: Some(name.to_string()),
                rows: Axis::numbered(ctx.t.mouse_node, n, 0),
                cols: Axis::numbered(ctx.t.cat_node, n, 0),
                cell: Box::new(move |m, c| {
                    let pos = Position::new(m as u32, c as u32, turn);
                    let Some(index) = sol.position_index(pos) else {
                        return Some(Cell {
                            fill: ctx.pal.none,
                            text: None,
                            framed: false,
                        });
                    };
                    let k = step[index];
                    Some(match upto {
                        // still: the step number on a sequential scale
                        None if k > 0 => Cell {
                            fill: ctx.pal.order(k as f64, 1.0, total.max(1) as f64),
                            text: Some(k.to_string()),
                            framed: false,
                        },
                        None => Cell {
                            fill: ctx.pal.draw,
                            text: None,
                            framed: false,
                        },
                        Some((prev, done)) if k > 0 && k <= done => Cell {
                            fill: sol
                                .outcome(pos)
                                .map(|o| colour(o, ctx))
                                .unwrap_or(ctx.pal.none),
                            text: sol.moves_to_end(pos).map(|d| d.to_string()),
                            framed: k > prev,
                        },
                        Some(_) => Cell {
                            fill: ctx.pal.empty,
                            text: None,
                            framed: false,
                        },
                    })
                }),
            }
        })
        .collect()
    };
    if !ctx.frames {
        let legend = Legend::Scale {
            title: fill(
                ctx.t.paren,
                &[("a", &ctx.t.step), ("b", &ctx.t.cat_mouse_order)],
            ),
            colors: ctx.pal.order_stops(),
            lo: "1".into(),
            hi: total.to_string(),
            // the colours besides the scale: never decided (a draw), no position
            keys: vec![
                (ctx.pal.draw, ctx.t.never_decided_draw.into()),
                (ctx.pal.none, ctx.t.not_a_position.into()),
            ],
        };
        return vec![ctx.table_scene(&title, Some(&start_line(sol, ctx)), &panels(None), &legend)];
    }
    ctx.frame_means(ctx.t.frame_new);
    // the frames' key: the outcomes, and the cells not decided yet
    let frames_legend = match legend(ctx, true) {
        Legend::Swatches { title, mut items } => {
            items.push((ctx.pal.empty, ctx.t.undecided.to_string()));
            Legend::Swatches { title, items }
        }
        other => other,
    };
    let ends = frame_ends(total);
    let mut frames: Vec<Scene> = ends
        .iter()
        .map(|&done| {
            let prev = ends.iter().rev().find(|&&e| e < done).copied().unwrap_or(0);
            let sub = fill(
                ctx.t.labelled,
                &[
                    ("label", &ctx.t.step),
                    ("value", &format!("{done} / {total}")),
                ],
            );
            ctx.table_scene(
                &title,
                Some(&sub),
                &panels(Some((prev, done))),
                &frames_legend,
            )
        })
        .collect();
    hold_end(&mut frames);
    frames
}

/// The node positions: the scenario's if it has them, otherwise the app's force layout.
fn positions(setup: &Setup) -> Vec<[f32; 2]> {
    let n = setup.graph.n();
    match &setup.positions {
        Some(p) if p.len() == n => p.clone(),
        _ => force_layout(&setup.graph, None, force_iterations(n)),
    }
}

fn graph(setup: &Setup, sol: &Solution, ctx: &Ctx) -> Scene {
    let title = titled(game_title(setup.graph.n(), ctx), ctx.t.cat_mouse_graph);
    let tokens = Tokens {
        mouse: MOUSE_START,
        cat: CAT_START,
        turn: Turn::Mouse,
        trails: None,
        moves: Vec::new(),
    };
    let notes = [
        fill(
            ctx.t.cm_token,
            &[
                ("letter", &"M"),
                ("who", &ctx.t.mouse),
                ("node", &MOUSE_START),
            ],
        ),
        fill(
            ctx.t.cm_token,
            &[("letter", &"C"), ("who", &ctx.t.cat), ("node", &CAT_START)],
        ),
    ];
    graph_scene(
        setup,
        sol,
        ctx,
        &title,
        &start_line(sol, ctx),
        &tokens,
        None,
        notes,
    )
}

/// How far step `k` of `steps` fades towards the background: the last [`TRAIL_FULL`] steps not
/// at all, older ones more the older they are (at most 80 %).
pub(crate) fn trail_fade(k: usize, steps: usize) -> f64 {
    let age = steps.saturating_sub(k + 1);
    if age < TRAIL_FULL {
        0.0
    } else {
        let oldest = steps.saturating_sub(1).max(TRAIL_FULL + 1);
        0.25 + 0.55 * (age - TRAIL_FULL) as f64 / (oldest - TRAIL_FULL) as f64
    }
}

/// The steps of a path drawn at full strength.
pub(crate) const TRAIL_FULL: usize = 6;

/// Where the tokens are on a graph picture, and the paths they took to get there.
pub(crate) struct Tokens {
    pub mouse: u32,
    pub cat: u32,
    /// Whose move it is: the nodes are coloured by the outcome with that player to move.
    pub turn: Turn,
    /// The mouse's and the cat's nodes so far (the game view).
    pub trails: Option<(Vec<u32>, Vec<u32>)>,
    /// Every move of the game (the game view; who moved, from, to): listed beside the graph,
    /// those made so far (`trails`) numbered on the paths.
    pub moves: Vec<(Turn, u32, u32)>,
}

/// The letter of a player's token (and of its moves in the list).
fn token_letter(turn: Turn) -> &'static str {
    match turn {
        Turn::Mouse => "M",
        Turn::Cat => "C",
    }
}

/// A line of the game view's move list: "12  C 5 → 7".
pub(crate) fn move_entry(k: usize, (turn, from, to): (Turn, u32, u32)) -> String {
    format!("{k}  {} {from} → {to}", token_letter(turn))
}

/// How the game view's move list is set: the moves it has room for (the last ones when the
/// game is too long), in columns of `per_col` lines `row_h` apart at text size `size`.
#[derive(Clone, Copy)]
struct MoveList {
    first: usize,
    per_col: usize,
    cols: usize,
    row_h: f64,
    size: f64,
    col_w: f64,
}

/// Smallest line height of the move list (its text is then [`style::MIN_CELL_TEXT`]).
const MOVE_ROW_MIN: f64 = 26.0;

impl MoveList {
    /// The list of `moves` moves with `done` made, in `height`: one column while the lines are
    /// at least 34 high, else up to three; the last moves made when even three are too few.
    fn new(moves: &[(Turn, u32, u32)], done: usize, height: f64) -> MoveList {
        let total = moves.len().max(1);
        let mut cols = 1;
        while cols < 3 && height / total.div_ceil(cols) as f64 <= 34.0 {
            cols += 1;
        }
        let rows_fit = ((height / MOVE_ROW_MIN).floor() as usize).max(1);
        let per_col = total.div_ceil(cols).min(rows_fit);
        let room = per_col * cols;
        // the moves listed: all when they fit, else the last `room` of those made
        let first = if total <= room {
            1
        } else {
            done.max(room).saturating_sub(room) + 1
        };
        let row_h = (height / per_col as f64).min(40.0);
        let size = (row_h * 0.72).clamp(crate::figures::style::MIN_CELL_TEXT, 26.0);
        let longest = moves
            .iter()
            .enumerate()
            .map(|(k, &m)| super::scene::text_width(&move_entry(k + 1, m), size))
            .fold(0.0, f64::max);
        MoveList {
            first,
            per_col,
            cols,
            row_h,
            size,
            col_w: longest + 44.0,
        }
    }

    fn width(&self) -> f64 {
        self.cols as f64 * self.col_w
    }
}

/// The graph with its nodes coloured by the outcome with the mouse on the node, the cat on
/// `tokens.cat` and `tokens.turn` to move; the tokens as badges beside their nodes.
#[allow(clippy::too_many_arguments)]
pub(crate) fn graph_scene(
    setup: &Setup,
    sol: &Solution,
    ctx: &Ctx,
    title: &str,
    subtitle: &str,
    tokens: &Tokens,
    legend_title: Option<&str>,
    token_notes: [String; 2],
) -> Scene {
    let pal = &ctx.pal;
    let g = &setup.graph;
    let n = g.n();
    let mut scene = Scene::new(pal.background);
    table::header(&mut scene, pal, title, Some(subtitle));
    // the game's moves, listed left of the key (t2's problem 1: a long game could not be
    // narrated from its paths alone)
    let done = tokens
        .trails
        .as_ref()
        .map_or(0, |(m, _)| m.len().saturating_sub(1));
    let list_right = table::legend_x(scene.width) - 30.0;
    let list_top = table::CONTENT_TOP + 20.0;
    let list = (!tokens.moves.is_empty()).then(|| {
        // the title's lines at the list's width (two columns' worth at least)
        let probe = MoveList::new(&tokens.moves, done, scene.height - list_top - 30.0);
        let title_w = probe.width().max(300.0);
        let title_lines = table::wrap(ctx.t.cm_moves, style::SMALL, title_w).len();
        let title_h = title_lines as f64 * style::SMALL * 1.3 + 10.0;
        let list = MoveList::new(
            &tokens.moves,
            done,
            scene.height - list_top - title_h - 30.0,
        );
        (list, title_w.max(list.width()), title_h)
    });
    // on a narrow (4:3) canvas the list would squeeze the graph: the numbers on the paths stay
    let graph_w = |room: f64| table::legend_x(scene.width) - 120.0 - room;
    let list = list.filter(|(_, w, _)| graph_w(w + 30.0) >= 0.85 * (scene.height - 230.0));
    let list_room = list.as_ref().map_or(0.0, |(_, w, _)| w + 30.0);
    // fit the positions into the drawing box, keeping the aspect ratio
    let pos = positions(setup);
    let (bx, by, bw, bh) = (60.0, 170.0, graph_w(list_room), scene.height - 230.0);
    let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    for p in &pos {
        x0 = x0.min(p[0] as f64);
        x1 = x1.max(p[0] as f64);
        y0 = y0.min(p[1] as f64);
        y1 = y1.max(p[1] as f64);
    }
    let span = (x1 - x0).max(y1 - y0).max(1e-6);
    let k = (bw / (x1 - x0).max(span * 0.1)).min(bh / (y1 - y0).max(span * 0.1));
    let ox = bx + (bw - (x1 - x0) * k) / 2.0;
    let oy = by + (bh - (y1 - y0) * k) / 2.0;
    let at = |v: usize| {
        (
            ox + (pos[v][0] as f64 - x0) * k,
            oy + (pos[v][1] as f64 - y0) * k,
        )
    };
    let r = (300.0 / (n as f64).sqrt()).clamp(5.0, 40.0);
    let centres: Vec<(f64, f64)> = (0..n).map(at).collect();
    // an edge that would pass under a node it does not join is bent around it (a straight line
    // there reads as two edges to that node)
    let routes: std::collections::HashMap<(u32, u32), Vec<(f64, f64)>> = g
        .edges()
        .map(|(u, v)| {
            (
                (u, v),
                edge_route(u as usize, v as usize, &centres, r * 1.3),
            )
        })
        .collect();
    let route = |u: u32, v: u32| -> Vec<(f64, f64)> {
        match (routes.get(&(u, v)), routes.get(&(v, u))) {
            (Some(p), _) => p.clone(),
            (None, Some(p)) => p.iter().rev().copied().collect(),
            (None, None) => vec![centres[u as usize], centres[v as usize]],
        }
    };
    for (u, v) in g.edges() {
        scene.line(route(u, v), pal.grid, (r / 8.0).clamp(1.0, 3.0));
    }
    // the move numbers on the paths: one label a player and edge, its moves' numbers, on the
    // player's side of the edge, slid along it off the labels placed before and the nodes
    let mut labels: Vec<(f64, f64, Rgb, String)> = Vec::new();
    let label_h = 26.0;
    if let Some((mouse_trail, cat_trail)) = &tokens.trails {
        for (trail, c, off) in [
            (mouse_trail, pal.mouse_path, 0.25),
            (cat_trail, pal.cat_path, -0.25),
        ] {
            let steps = trail.len().saturating_sub(1);
            let mut on_edge: std::collections::BTreeMap<(u32, u32), Vec<usize>> =
                std::collections::BTreeMap::new();
            for (k, w) in trail.windows(2).enumerate() {
                if w[0] != w[1] {
                    on_edge
                        .entry((w[0].min(w[1]), w[0].max(w[1])))
                        .or_default()
                        .push(k + 1);
                }
            }
            for ((u, v), ks) in on_edge {
                let points = route(u, v);
                let (a, b) = (points[0], points[points.len() - 1]);
                let len = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt().max(1e-9);
                let (nx, ny) = (-(b.1 - a.1) / len, (b.0 - a.0) / len);
                let side = if off > 0.0 { 1.0 } else { -1.0 } * 20.0;
                let newest = *ks.last().unwrap_or(&1);
                let colour = c.mix(pal.background, trail_fade(newest - 1, steps) * 0.6);
                let text = ks
                    .iter()
                    .map(|k| k.to_string())
                    .collect::<Vec<_>>()
                    .join(", ");
                let w = super::scene::text_width(&text, style::MIN_CELL_TEXT) + 10.0;
                // how far a label at (x, y) overlaps the others and the nodes
                let clash = |x: f64, y: f64| -> f64 {
                    let mut worst: f64 = 0.0;
                    for (ox, oy, _, ot) in &labels {
                        let ow = super::scene::text_width(ot, style::MIN_CELL_TEXT) + 10.0;
                        let dx = (w + ow) / 2.0 + 4.0 - (x - ox).abs();
                        let dy = label_h + 4.0 - (y - oy).abs();
                        if dx > 0.0 && dy > 0.0 {
                            worst = worst.max(dx.min(dy));
                        }
                    }
                    for &(cx, cy) in &centres {
                        let qx = (cx - x).abs() - w / 2.0;
                        let qy = (cy - y).abs() - label_h / 2.0;
                        let d = (qx.max(0.0).powi(2) + qy.max(0.0).powi(2)).sqrt();
                        worst = worst.max(r + 2.0 - d);
                    }
                    worst
                };
                let mut best = (f64::MAX, 0.0, 0.0);
                for t in [0.5, 0.38, 0.62, 0.3, 0.7, 0.22, 0.78] {
                    for s in [side, -side] {
                        let (mx, my) = along(&points, t);
                        let (x, y) = (mx + nx * s, my + ny * s);
                        let c = clash(x, y);
                        if c < best.0 - 1e-9 {
                            best = (c, x, y);
                        }
                    }
                    if best.0 <= 0.0 {
                        break;
                    }
                }
                labels.push((best.1, best.2, colour, text));
            }
        }
    }
    if let Some((mouse_trail, cat_trail)) = &tokens.trails {
        for (trail, c, off) in [
            (mouse_trail, pal.mouse_path, 0.25),
            (cat_trail, pal.cat_path, -0.25),
        ] {
            // segment by segment: a thick polyline that turns back draws badly; in a long game
            // the older steps fade towards the background, the last few stay full
            let steps = trail.len().saturating_sub(1);
            for (k, w) in trail.windows(2).enumerate() {
                if w[0] == w[1] {
                    continue;
                }
                scene.line(
                    route(w[0], w[1])
                        .into_iter()
                        .map(|(x, y)| (x + r * off, y + r * off))
                        .collect(),
                    c.mix(pal.background, trail_fade(k, steps)),
                    (r / 3.0).clamp(3.0, 10.0),
                );
            }
        }
    }
    for v in 0..n {
        let (x, y) = at(v);
        let here = Position::new(v as u32, tokens.cat, tokens.turn);
        let o = if v as u32 == HOLE {
            Some(Outcome::MouseWin)
        } else if v as u32 == tokens.cat {
            Some(Outcome::CatWin)
        } else {
            sol.outcome(here)
        };
        let fill_c = o.map(|o| colour(o, ctx)).unwrap_or(pal.none);
        let stroke = if v as u32 == HOLE {
            hole_ring(pal)
        } else {
            (pal.grid, 1.5)
        };
        scene.circle(x, y, r, Some(fill_c), Some(stroke));
        if r >= 11.0 {
            let label = v.to_string();
            let size = fit_size(&label, r * 1.6, r * 0.9);
            scene.text(x, y, label, size, pal.text_on(fill_c), HAlign::Center);
        }
        if v as u32 == HOLE {
            scene.text(x, y + r + 22.0, ctx.t.hole, 22.0, pal.text, HAlign::Center);
        }
    }
    for (x, y, colour, text) in labels {
        let size = style::MIN_CELL_TEXT;
        let w = super::scene::text_width(&text, size) + 10.0;
        scene.rect(
            x - w / 2.0,
            y - label_h / 2.0,
            w,
            label_h,
            Some(pal.background),
            Some((colour, 2.5)),
        );
        scene.text(x, y, text, size, pal.text, HAlign::Center);
    }
    if let Some((list, width, title_h)) = &list {
        let x0 = list_right - width;
        table::paragraph(
            &mut scene,
            x0,
            list_top,
            ctx.t.cm_moves,
            style::SMALL,
            *width,
            pal.text,
        );
        let top = list_top + title_h;
        for (k, &m) in tokens.moves.iter().enumerate().take(done) {
            if k + 1 < list.first {
                continue;
            }
            let i = k + 1 - list.first;
            let x = x0 + (i / list.per_col) as f64 * list.col_w;
            let y = top + (i % list.per_col) as f64 * list.row_h + list.row_h / 2.0;
            // a stroke as the move's path is drawn, then the move
            let c = match m.0 {
                Turn::Mouse => pal.mouse_path,
                Turn::Cat => pal.cat_path,
            };
            let fade = trail_fade(k, done);
            if m.1 != m.2 {
                scene.line(
                    vec![(x, y), (x + 26.0, y)],
                    c.mix(pal.background, fade),
                    6.0,
                );
            }
            let entry = move_entry(k + 1, m);
            if ctx.frames && k + 1 == done {
                scene.bold_text(x + 36.0, y, entry, list.size, pal.text, HAlign::Left);
            } else {
                scene.text(x + 36.0, y, entry, list.size, pal.text, HAlign::Left);
            }
        }
    }
    // the tokens: a badge beside their nodes, outside the node's circle so that its number
    // stays readable, on the side with the most room (away from edges, other nodes and the
    // other token), tied to the node by a short stroke
    let segments: Vec<Segment> = g
        .edges()
        .flat_map(|(u, v)| {
            let points = route(u, v);
            points.windows(2).map(|w| (w[0], w[1])).collect::<Vec<_>>()
        })
        .collect();
    let br = (r * 0.7).clamp(14.0, 26.0);
    // the word "hole" under node 0 is kept clear too: a badge already placed counts like it
    let (hx, hy) = centres[HOLE as usize];
    let hole_w = super::scene::text_width(ctx.t.hole, 22.0);
    let mut placed: Vec<(f64, f64, f64)> = vec![
        (hx - hole_w / 4.0, hy + r + 22.0, hole_w / 4.0 + 6.0),
        (hx + hole_w / 4.0, hy + r + 22.0, hole_w / 4.0 + 6.0),
    ];
    for (node, letter, c, prefer) in [
        (
            tokens.mouse,
            "M",
            pal.mouse_token,
            -std::f64::consts::FRAC_PI_4,
        ),
        (
            tokens.cat,
            "C",
            pal.cat_token,
            -3.0 * std::f64::consts::FRAC_PI_4,
        ),
    ] {
        let (x, y) = centres[node as usize];
        let reach = r + br + 6.0;
        let (bx, by) = badge_spot((x, y), reach, br, prefer, &centres, r, &segments, &placed);
        placed.push((bx, by, br));
        let (ux, uy) = ((bx - x) / reach, (by - y) / reach);
        scene.line(
            vec![(x + ux * r, y + uy * r), (bx - ux * br, by - uy * br)],
            pal.text,
            2.0,
        );
        scene.circle(bx, by, br, Some(c), Some((pal.text_on(c), 2.5)));
        scene.bold_text(bx, by, letter, br * 1.2, pal.text_on(c), HAlign::Center);
    }
    let mut items = vec![
        (pal.mouse_wins, ctx.t.mouse_win.to_string()),
        (pal.cat_wins, ctx.t.cat_win.to_string()),
        (pal.draw, ctx.t.draw.to_string()),
    ];
    let [mouse_note, cat_note] = token_notes;
    items.push((pal.mouse_token, mouse_note));
    items.push((pal.cat_token, cat_note));
    if let Some((mouse_trail, cat_trail)) = &tokens.trails {
        // only a path that is drawn (a token that never moved has none)
        let moved = |t: &Vec<u32>| t.windows(2).any(|w| w[0] != w[1]);
        if moved(mouse_trail) {
            items.push((
                pal.mouse_path,
                fill(ctx.t.paren, &[("a", &ctx.t.trail), ("b", &ctx.t.mouse)]),
            ));
        }
        if moved(cat_trail) {
            items.push((
                pal.cat_path,
                fill(ctx.t.paren, &[("a", &ctx.t.trail), ("b", &ctx.t.cat)]),
            ));
        }
    }
    let legend_spec = Legend::Swatches {
        title: legend_title.map(String::from),
        items,
    };
    let y = table::side_legend(&mut scene, pal, table::CONTENT_TOP + 30.0, &legend_spec);
    // the hole's ring has its own key entry (the "mouse wins" swatch is not framed like it)
    let x = table::legend_x(scene.width);
    let width = scene.width - x - 20.0;
    table::ring_key(&mut scene, pal, x, y, width, hole_ring(pal), ctx.t.hole_key);
    scene
}

/// The point `t` (0 to 1) of the way along a polyline.
fn along(points: &[(f64, f64)], t: f64) -> (f64, f64) {
    let lengths: Vec<f64> = points
        .windows(2)
        .map(|w| ((w[1].0 - w[0].0).powi(2) + (w[1].1 - w[0].1).powi(2)).sqrt())
        .collect();
    let mut left = lengths.iter().sum::<f64>() * t;
    for (w, l) in points.windows(2).zip(&lengths) {
        if left <= *l && *l > 0.0 {
            let f = left / l;
            return (
                w[0].0 + (w[1].0 - w[0].0) * f,
                w[0].1 + (w[1].1 - w[0].1) * f,
            );
        }
        left -= l;
    }
    points.last().copied().unwrap_or((0.0, 0.0))
}

/// The ring around the hole's node: in the frame colour, as thick as the start's frame.
fn hole_ring(pal: &super::style::Palette) -> (Rgb, f64) {
    (pal.current, 4.0)
}

/// A line between two points of the picture.
type Segment = ((f64, f64), (f64, f64));

/// The distance from `p` to the segment `a`–`b`.
fn dist_to_segment(p: (f64, f64), a: (f64, f64), b: (f64, f64)) -> f64 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = dx * dx + dy * dy;
    let t = if len2 < 1e-9 {
        0.0
    } else {
        (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / len2).clamp(0.0, 1.0)
    };
    ((p.0 - a.0 - t * dx).powi(2) + (p.1 - a.1 - t * dy).powi(2)).sqrt()
}

/// How an edge from node `u` to node `v` is drawn: straight when it keeps `clearance` away from
/// every other node's centre, otherwise the least bent curve (a quadratic Bézier, as a polyline)
/// that does; if none does, the one that keeps farthest.
pub(crate) fn edge_route(
    u: usize,
    v: usize,
    centres: &[(f64, f64)],
    clearance: f64,
) -> Vec<(f64, f64)> {
    let (a, b) = (centres[u], centres[v]);
    let room = |points: &[(f64, f64)]| -> f64 {
        let mut room = f64::MAX;
        for (w, &c) in centres.iter().enumerate() {
            if w == u || w == v {
                continue;
            }
            for s in points.windows(2) {
                room = room.min(dist_to_segment(c, s[0], s[1]));
            }
        }
        room
    };
    let straight = vec![a, b];
    if room(&straight) >= clearance {
        return straight;
    }
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-9);
    let (nx, ny) = (-dy / len, dx / len);
    let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
    let curve = |h: f64| -> Vec<(f64, f64)> {
        let c = (mid.0 + nx * h, mid.1 + ny * h);
        (0..=24)
            .map(|i| {
                let t = i as f64 / 24.0;
                let (p, q, s) = ((1.0 - t) * (1.0 - t), 2.0 * t * (1.0 - t), t * t);
                (p * a.0 + q * c.0 + s * b.0, p * a.1 + q * c.1 + s * b.1)
            })
            .collect()
    };
    let mut best = (room(&straight), straight);
    for k in 1..=16 {
        for sign in [1.0, -1.0] {
            let points = curve(sign * k as f64 * 0.06 * len.max(clearance * 4.0));
            let r = room(&points);
            if r >= clearance {
                return points;
            }
            if r > best.0 {
                best = (r, points);
            }
        }
    }
    best.1
}

/// Where a token's badge of radius `br` goes around the node at `node`: at distance `reach`, in
/// the one of 16 directions whose badge keeps farthest from the other nodes' circles (radius
/// `r`), the edges and the circles already `placed` (other badges, the hole's word; the direction
/// `prefer`, an angle, wins ties), and inside the drawing (below the title, left of the legend).
#[allow(clippy::too_many_arguments)]
fn badge_spot(
    node: (f64, f64),
    reach: f64,
    br: f64,
    prefer: f64,
    centres: &[(f64, f64)],
    r: f64,
    segments: &[Segment],
    placed: &[(f64, f64, f64)],
) -> (f64, f64) {
    let mut best = (f64::MIN, node);
    for k in 0..16 {
        let angle = prefer + k as f64 * std::f64::consts::PI / 8.0;
        let p = (node.0 + reach * angle.cos(), node.1 + reach * angle.sin());
        let mut room = f64::MAX;
        for &c in centres {
            if c != node {
                let d = ((p.0 - c.0).powi(2) + (p.1 - c.1).powi(2)).sqrt();
                room = room.min(d - r - br);
            }
        }
        for &(a, b) in segments {
            room = room.min(dist_to_segment(p, a, b) - br);
        }
        for &(qx, qy, qr) in placed {
            let d = ((p.0 - qx).powi(2) + (p.1 - qy).powi(2)).sqrt();
            room = room.min(d - br - qr);
        }
        let inside = p.1 - br >= table::CONTENT_TOP
            && p.0 + br <= table::legend_x(super::scene::canvas_width()) - 20.0
            && p.0 - br >= 10.0;
        // enough room is as good as more: then the preferred side (first) wins
        let score = room.min(br) - if inside { 0.0 } else { 1000.0 };
        if score > best.0 + 1e-9 {
            best = (score, p);
        }
    }
    best.1
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A long game's paths fade: the last steps full, the oldest palest, never gone; a short
    /// game's paths do not fade.
    #[test]
    fn old_steps_of_a_long_game_fade() {
        let steps = 42;
        assert_eq!(trail_fade(steps - 1, steps), 0.0);
        assert_eq!(trail_fade(steps - TRAIL_FULL, steps), 0.0);
        assert!(trail_fade(0, steps) >= 0.75 && trail_fade(0, steps) <= 0.8);
        for k in 1..steps {
            assert!(trail_fade(k, steps) <= trail_fade(k - 1, steps));
        }
        for k in 0..TRAIL_FULL {
            assert_eq!(trail_fade(k, TRAIL_FULL), 0.0);
        }
    }
    use crate::games::cat_mouse::Graph;

    fn ctx() -> Ctx {
        Ctx::new(&crate::figures::Options::default(), false)
    }

    /// The tokens' badges (circles in the token colours) lie outside every node's circle, so
    /// that no node number is covered, and apart from each other.
    fn tokens_leave_the_nodes_readable(scene: &Scene, ctx: &Ctx) {
        use crate::figures::scene::Item;
        let circles: Vec<(f64, f64, f64, Option<Rgb>)> = scene
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Circle { x, y, r, fill, .. } => Some((*x, *y, *r, *fill)),
                _ => None,
            })
            .collect();
        let is_badge =
            |f: Option<Rgb>| f == Some(ctx.pal.mouse_token) || f == Some(ctx.pal.cat_token);
        let badges: Vec<_> = circles.iter().filter(|c| is_badge(c.3)).collect();
        assert_eq!(badges.len(), 2);
        for b in &badges {
            for c in circles.iter().filter(|c| !is_badge(c.3)) {
                let d = ((b.0 - c.0).powi(2) + (b.1 - c.1).powi(2)).sqrt();
                assert!(d >= b.2 + c.2, "a badge at {b:?} covers the node at {c:?}");
            }
        }
        let d = ((badges[0].0 - badges[1].0).powi(2) + (badges[0].1 - badges[1].1).powi(2)).sqrt();
        assert!(d >= badges[0].2 + badges[1].2, "{badges:?}");
    }

    #[test]
    fn both_tables_are_titled_and_the_graph_has_every_node() {
        let graph = Graph::new_validated(&[
            vec![2, 5],
            vec![3],
            vec![0, 4, 5],
            vec![1, 4, 5],
            vec![2, 3],
            vec![0, 2, 3],
        ])
        .unwrap();
        let setup = Setup {
            graph,
            positions: None,
        };
        let t = scenes(&setup, "table", &ctx()).unwrap();
        let texts = t[0].texts();
        assert!(
            texts.contains(&"mouse to move") && texts.contains(&"cat to move"),
            "{texts:?}"
        );
        let g = scenes(&setup, "graph", &ctx()).unwrap();
        let texts = g[0].texts();
        for v in 0..6 {
            assert!(texts.contains(&v.to_string().as_str()));
        }
        assert!(texts.contains(&"hole"));
        assert!(texts.contains(&"From the start: draw"), "{texts:?}");
        tokens_leave_the_nodes_readable(&g[0], &ctx());
        let still = scenes(&setup, "order", &ctx()).unwrap();
        assert_eq!(still.len(), 1);
        // the still's key: the step scale, never decided (a draw), no position
        let key = still[0].texts().join(" ");
        assert!(key.contains("never decided: a draw"), "{key}");
        assert!(key.contains("no position"), "{key}");
        let mut animated = ctx();
        animated.frames = true;
        let frames = scenes(&setup, "order", &animated).unwrap();
        assert!(frames.len() >= 3, "{}", frames.len());
        assert_ne!(frames[0], frames[frames.len() - 3]);
        // the frames' key names the cells not decided yet
        assert!(frames[0].texts().contains(&"not decided yet"));
        // the game's key names both tokens and both paths
        let mut game = ctx();
        game.frames = false;
        let texts = scenes(&setup, "game", &game).unwrap()[0].texts().join("|");
        tokens_leave_the_nodes_readable(&scenes(&setup, "game", &game).unwrap()[0], &game);
        for words in [
            "M = mouse",
            "C = cat",
            "path so far (mouse)",
            "path so far (cat)",
        ] {
            assert!(texts.contains(words), "{words}: {texts}");
        }
    }
}
