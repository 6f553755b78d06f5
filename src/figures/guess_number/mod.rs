//! Guess Number II's figures: the interval min-cost table, its fill order, the decision tree.

mod game;

use super::fill::{FillSpec, fill_scenes};
use super::scene::{BOLD_WIDTH, HAlign, Scene, fit_size, text_width};
use super::table::{self, Axis, Cell, Legend, Panel};
use super::{Ctx, FigureError, titled, too_big};
use crate::games::stone::FillOrder;

use super::{View, animated, still};
use crate::games::NoControl;
use crate::games::guess_number::FastTable;
use crate::i18n::fill;

impl super::GameFigures for crate::games::guess_number::Setup {
    const VIEWS: &'static [View] = &[
        still("table"),
        animated("fill"),
        animated("fill-rows"),
        still("tree"),
        animated("game"),
    ];
    fn scenes(&self, view: &str, ctx: &Ctx) -> Result<Vec<Scene>, FigureError> {
        scenes(self.n, view, ctx)
    }
}

/// Largest `n` a table or fill figure draws (n(n+1)/2 cells).
pub const FIGURE_MAX_N: u64 = 400;
/// Most nodes the decision tree draws before it is cut at a depth.
const TREE_MAX_NODES: usize = 40;
/// The smallest number in a tree's node: the figure's body text (the subtitle's size); a tree
/// whose numbers would be smaller is cut to the levels that fit (and says so).
const TREE_TEXT: f64 = crate::figures::style::LABEL;

pub(crate) fn scenes(n: u64, view: &str, ctx: &Ctx) -> Result<Vec<Scene>, FigureError> {
    if view != "tree" && n > FIGURE_MAX_N {
        return Err(too_big(
            format!("the {view} figure for n = {n}"),
            n,
            FIGURE_MAX_N,
            "numbers",
        ));
    }
    if view == "tree" && n > crate::games::guess_number::TABLE_EXPORT_MAX {
        let limit = crate::games::guess_number::TABLE_EXPORT_MAX;
        return Err(too_big(
            format!("the tree figure for n = {n}"),
            n,
            limit,
            "numbers",
        ));
    }
    let t = FastTable::solve(n, true, &NoControl)?;
    match view {
        "table" => Ok(vec![cost_table(&t, ctx)]),
        "fill" => Ok(fill_figure(&t, ctx, FillOrder::Diagonal)),
        "fill-rows" => Ok(fill_figure(&t, ctx, FillOrder::RowsBottomUp)),
        "game" => game::scenes(&t, ctx),
        _ => Ok(vec![tree(&t, ctx)]),
    }
}

fn game_title(n: usize, ctx: &Ctx) -> String {
    fill(ctx.t.guess, &[("n", &n)])
}

fn cost(t: &FastTable, i: usize, j: usize) -> u64 {
    t.cost(i, j).unwrap_or(0)
}

fn axes(n: usize) -> (Axis, Axis) {
    (Axis::numbered("i", n, 1), Axis::numbered("j", n, 1))
}

fn cost_legend(t: &FastTable, ctx: &Ctx) -> Legend {
    Legend::Scale {
        title: ctx.t.cost_legend.into(),
        colors: ctx.pal.sequential_stops(),
        lo: "0".into(),
        hi: t.min_cost().to_string(),
        keys: vec![],
    }
}

fn cost_colour(t: &FastTable, ctx: &Ctx, i: usize, j: usize) -> super::style::Rgb {
    ctx.pal
        .sequential(cost(t, i, j) as f64, 0.0, t.min_cost().max(1) as f64)
}

/// The answer: the notation and what it means (a teacher's class read "dp[1][10] = 16" alone).
fn subtitle(t: &FastTable, ctx: &Ctx) -> String {
    fill(
        ctx.t.guess_answer,
        &[("n", &t.n()), ("cost", &t.min_cost())],
    )
}

fn cost_table(t: &FastTable, ctx: &Ctx) -> Scene {
    let n = t.n();
    let (rows, cols) = axes(n);
    let panel = Panel {
        title: None,
        rows,
        cols,
        cell: Box::new(|r, c| {
            let (i, j) = (r + 1, c + 1);
            (i <= j).then(|| Cell {
                fill: cost_colour(t, ctx, i, j),
                text: Some(cost(t, i, j).to_string()),
                framed: i == 1 && j == n,
            })
        }),
    };
    let title = titled(game_title(n, ctx), ctx.t.guess_table);
    ctx.frame_means(ctx.t.frame_answer);
    ctx.table_figure(
        &title,
        Some(&subtitle(t, ctx)),
        &[panel],
        &cost_legend(t, ctx),
    )
}

/// The fill order ([`super::fill`]): still, each cell numbered with its step; frames, the
/// costs appear by interval length or row by row from the bottom.
fn fill_figure(t: &FastTable, ctx: &Ctx, order: FillOrder) -> Vec<Scene> {
    let n = t.n();
    let name = match order {
        FillOrder::Diagonal => ctx.t.guess_fill,
        FillOrder::RowsBottomUp => ctx.t.guess_fill_rows,
    };
    let spec = FillSpec {
        n,
        order,
        title: titled(game_title(n, ctx), name),
        subtitle: subtitle(t, ctx),
        axes: &|| axes(n),
        filled: &|r, c| Cell {
            fill: cost_colour(t, ctx, r + 1, c + 1),
            text: Some(cost(t, r + 1, c + 1).to_string()),
            framed: false,
        },
        legend: &|| cost_legend(t, ctx),
    };
    fill_scenes(&spec, ctx)
}

/// A node of the drawn tree: the interval, its guess, its depth.
struct Node {
    lo: usize,
    hi: usize,
    guess: usize,
    depth: usize,
    parent: Option<usize>,
}

/// The tree to `depth` levels, breadth first.
fn nodes_to(t: &FastTable, depth: usize) -> Vec<Node> {
    let mut nodes = Vec::new();
    let mut queue = std::collections::VecDeque::from([(1usize, t.n(), 0usize, None)]);
    while let Some((lo, hi, d, parent)) = queue.pop_front() {
        if lo > hi || d > depth {
            continue;
        }
        let guess = if lo == hi {
            lo
        } else {
            t.best_guess(lo, hi).unwrap_or(lo)
        };
        nodes.push(Node {
            lo,
            hi,
            guess,
            depth: d,
            parent,
        });
        let me = nodes.len() - 1;
        if lo < hi {
            if guess > lo {
                queue.push_back((lo, guess - 1, d + 1, Some(me)));
            }
            if guess < hi {
                queue.push_back((guess + 1, hi, d + 1, Some(me)));
            }
        }
    }
    nodes
}

fn tree(t: &FastTable, ctx: &Ctx) -> Scene {
    let pal = &ctx.pal;
    let n = t.n();
    let mut scene = Scene::new(pal.background);
    let title = titled(game_title(n, ctx), ctx.t.guess_tree);
    let note = fill(ctx.t.tree_note, &[("cost", &t.min_cost())]);
    // the deepest cut whose nodes fit
    let full_depth = {
        let all = nodes_to(t, usize::MAX);
        all.iter().map(|n| n.depth).max().unwrap_or(0)
    };
    // the tree left of the legend column, from `top` down to a foot that leaves room for a cut
    // tree's stubs and a margin above the edge
    let top = 170.0;
    let room_w = table::legend_x(scene.width) - 60.0;
    let height = scene.height;
    let room_h = |cut: bool| height - top - if cut { 120.0 } else { 70.0 };
    // the circles and their numbers at a depth: the numbers as big as the circles allow, the
    // circles as big as their slots and levels allow
    let sizes = |nodes: &[Node], depth: usize, cut: bool| {
        let slot = room_w / nodes.len().max(1) as f64;
        let level_h = (room_h(cut) / depth.max(1) as f64).min(190.0);
        let r = (slot * 0.42).min(46.0).min(level_h * 0.3);
        // the widest number, with room for a wider fallback font, inside 85 % of the diameter
        let widest = nodes
            .iter()
            .map(|n| text_width(&n.guess.to_string(), 1.0))
            .fold(0.0, f64::max)
            * BOLD_WIDTH;
        let size = (1.7 * r / widest.max(1e-9)).min(0.9 * r);
        (slot, level_h, r, size)
    };
    // the deepest cut whose numbers are at least the figure's body size (and whose nodes are
    // few enough to draw)
    let mut depth = full_depth;
    while depth > 0 {
        let nodes = nodes_to(t, depth);
        let (.., size) = sizes(&nodes, depth, depth < full_depth);
        if nodes.len() <= TREE_MAX_NODES && size >= TREE_TEXT {
            break;
        }
        depth -= 1;
    }
    let nodes = nodes_to(t, depth);
    let cut = depth < full_depth;
    let sub = if cut {
        super::sentences(&[&note, &fill(ctx.t.tree_cut, &[("d", &depth)])])
    } else {
        note
    };
    table::header(&mut scene, pal, &title, Some(&sub));
    // x by in-order rank (the guesses are a search tree), y by depth
    let mut order: Vec<usize> = (0..nodes.len()).collect();
    order.sort_by_key(|&k| nodes[k].guess);
    let mut rank = vec![0usize; nodes.len()];
    for (r, &k) in order.iter().enumerate() {
        rank[k] = r;
    }
    let (slot, level_h, r, number_size) = sizes(&nodes, depth, cut);
    let pos = |k: usize| {
        (
            40.0 + (rank[k] as f64 + 0.5) * slot,
            top + nodes[k].depth as f64 * level_h,
        )
    };
    for (k, node) in nodes.iter().enumerate() {
        if let Some(p) = node.parent {
            let (a, b) = (pos(p), pos(k));
            scene.line(vec![a, b], pal.grid, 2.0);
        }
    }
    let max_cost = t.min_cost().max(1) as f64;
    for (k, node) in nodes.iter().enumerate() {
        let (x, y) = pos(k);
        let c = cost(t, node.lo, node.hi) as f64;
        let fill_c = pal.sequential(c, 0.0, max_cost);
        let leaf = node.lo == node.hi;
        // a node close to the ground in brightness (the scale's dark end on a dark slide) has
        // a rim in the text's colour; guesses and leaves alike (the guesses' own ring, magenta
        // on a dark slide, had no key: t2 stop 42 Problem 6; a leaf is told by having no
        // interval under it and no branches)
        let faint = (fill_c.luminance() - pal.background.luminance()).abs() < 0.2;
        let rim = if faint {
            (pal.text, 2.5)
        } else {
            (pal.grid, 2.0)
        };
        scene.circle(x, y, r, Some(fill_c), Some(rim));
        let label = node.guess.to_string();
        scene.bold_text(
            x,
            y,
            label,
            number_size,
            pal.text_on(fill_c),
            HAlign::Center,
        );
        // the interval, inclusive: "1–10"
        // the room under the node: up to its nearest neighbour on the same level (a node high
        // in the tree has several slots)
        let range = format!("{}–{}", node.lo, node.hi);
        let room = nodes
            .iter()
            .enumerate()
            .filter(|(j, n)| *j != k && n.depth == node.depth)
            .map(|(j, _)| rank[j].abs_diff(rank[k]))
            .min()
            .unwrap_or(4)
            .clamp(1, 4) as f64
            * slot;
        let size = fit_size(&range, room * 0.95, 22.0);
        if size >= crate::figures::style::MIN_CELL_TEXT && !leaf {
            scene.text(
                x,
                y + r + size * 0.9,
                range,
                size,
                pal.muted,
                HAlign::Center,
            );
        }
        // an interval below the cut: a dotted hint
        if cut && node.depth == depth && !leaf {
            // (under the interval)
            let below = y + r + 1.4 * size.max(crate::figures::style::MIN_CELL_TEXT);
            scene.line(vec![(x, below), (x, below + 14.0)], pal.muted, 2.0);
        }
    }
    // the key of the node shades: the worst-case cost still to pay in the node's interval
    let legend = Legend::Scale {
        title: ctx.t.tree_shade_key.into(),
        colors: pal.sequential_stops(),
        lo: "0".into(),
        hi: t.min_cost().to_string(),
        keys: vec![],
    };
    table::side_legend(&mut scene, pal, table::CONTENT_TOP + 30.0, &legend);
    scene
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ctx(frames: bool) -> Ctx {
        Ctx::new(&crate::figures::Options::default(), frames)
    }

    /// The n = 100 tree is cut: its stubs and labels keep a margin above the slide's bottom
    /// edge (they touched it), 16:9 and 4:3.
    #[test]
    fn a_cut_tree_keeps_a_margin_at_the_bottom() {
        use crate::figures::scene::Item;
        for aspect in [
            crate::figures::Aspect::Wide,
            crate::figures::Aspect::Standard,
        ] {
            let ctx = Ctx::new(
                &crate::figures::Options {
                    aspect,
                    ..Default::default()
                },
                false,
            );
            let s = scenes(100, "tree", &ctx).unwrap();
            let scene = &s[0];
            let lowest = scene
                .items
                .iter()
                .map(|i| match i {
                    Item::Line { points, .. } => points.iter().map(|p| p.1).fold(0.0_f64, f64::max),
                    Item::Text { y, size, .. } => y + size / 2.0,
                    Item::Circle { y, r, .. } => y + r,
                    Item::Rect { y, h, .. } => y + h,
                })
                .fold(0.0_f64, f64::max);
            assert!(
                lowest <= scene.height - 30.0,
                "{lowest} of {} ({aspect:?})",
                scene.height
            );
        }
    }

    #[test]
    fn the_table_and_tree_show_the_solver_answer() {
        let s = scenes(10, "table", &ctx(false)).unwrap();
        assert!(s[0].texts().contains(&"16"), "{:?}", s[0].texts());
        let tree = scenes(10, "tree", &ctx(false)).unwrap();
        let texts = tree[0].texts();
        // the root is the first guess the solver gives for 1..=10
        let t = FastTable::solve(10, true, &NoControl).unwrap();
        assert!(texts.contains(&t.best_guess(1, 10).unwrap().to_string().as_str()));
        // the node shades have their key: the cost scale from 0 to the answer
        assert!(
            texts
                .join(" ")
                .contains("the worst-case cost still to pay in the node's interval")
        );
        assert!(texts.contains(&"0") && texts.contains(&"16"), "{texts:?}");
        let big = scenes(100, "tree", &ctx(false)).unwrap();
        assert!(big[0].texts().iter().any(|s| s.contains("Cut at depth")));
    }

    /// On a dark slide every node stands out from the ground: a fill as dark as the ground
    /// (the cost scale's dark end at the leaves) has a rim in the text's colour. Every node
    /// above the leaves has its interval under it (93's "86–100" was left out, one slot wide).
    #[test]
    fn tree_nodes_stand_out_and_have_their_intervals() {
        use crate::figures::scene::Item;
        let options = crate::figures::Options {
            theme: crate::palette::Theme::Dark,
            ..Default::default()
        };
        let dark = Ctx::new(&options, false);
        let tree = scenes(10, "tree", &dark).unwrap();
        let bg = dark.pal.background.luminance();
        let mut circles = 0;
        for item in &tree[0].items {
            if let Item::Circle { fill, stroke, .. } = item {
                circles += 1;
                let (fill, (rim, _)) = (fill.unwrap(), stroke.unwrap());
                let contrast = (fill.luminance() - bg)
                    .abs()
                    .max((rim.luminance() - bg).abs());
                assert!(contrast >= 0.2, "{fill:?} rim {rim:?}");
            }
        }
        assert_eq!(circles, 10);
        let big = scenes(100, "tree", &ctx(false)).unwrap();
        let texts = big[0].texts();
        for range in ["1–100", "86–100", "1–84", "86–92"] {
            assert!(texts.contains(&range), "{range}: {texts:?}");
        }
    }

    #[test]
    fn limits_are_named() {
        let e = scenes(401, "table", &ctx(false)).unwrap_err();
        assert!(e.to_string().contains("the limit is 400 numbers"), "{e}");
    }
}
