//! The stone game's figures: the net-score table and its fill order in both orders; the optimal
//! line and the animated game are in [`game`].

mod game;

use super::fill::{FillSpec, fill_scenes};
use super::scene::Scene;
use super::table::{Axis, Cell, Legend, Panel};
use super::{Ctx, FigureError, titled, too_big};
use super::{View, animated, still};
use crate::games::NoControl;
use crate::games::stone::{FillOrder, NetTable};
use crate::i18n::fill;

impl super::GameFigures for crate::games::stone::Setup {
    const VIEWS: &'static [View] = &[
        still("table"),
        animated("fill"),
        animated("fill-rows"),
        still("line"),
        animated("game"),
    ];
    fn scenes(&self, view: &str, ctx: &Ctx) -> Result<Vec<Scene>, FigureError> {
        scenes(&self.piles, view, ctx)
    }
}

/// Most piles a table or fill figure draws (n(n+1)/2 cells).
pub const FIGURE_MAX_PILES: usize = 400;
/// Most piles the optimal-line and game figures draw (one box per pile).
pub const LINE_MAX_PILES: usize = 60;

pub(crate) fn scenes(piles: &[i64], view: &str, ctx: &Ctx) -> Result<Vec<Scene>, FigureError> {
    let n = piles.len();
    let limit = if view == "line" || view == "game" {
        LINE_MAX_PILES
    } else {
        FIGURE_MAX_PILES
    };
    if n > limit {
        return Err(too_big(
            format!("the {view} figure for {n} piles"),
            n as u64,
            limit as u64,
            "piles",
        ));
    }
    let t = NetTable::solve(piles, &NoControl)?;
    match view {
        "table" => Ok(vec![net_table(&t, ctx)]),
        "fill" => Ok(fill_figure(&t, ctx, FillOrder::Diagonal)),
        "fill-rows" => Ok(fill_figure(&t, ctx, FillOrder::RowsBottomUp)),
        "game" => Ok(game::scenes(&t, ctx)),
        _ => Ok(vec![game::line(&t, ctx)]),
    }
}

/// "Stone game [3, 9, 1, 2]", long rows shortened.
pub(crate) fn game_title(piles: &[i64], ctx: &Ctx) -> String {
    let shown: Vec<String> = piles.iter().take(10).map(|p| p.to_string()).collect();
    let row = if piles.len() > 10 {
        let more = fill(ctx.t.more_piles, &[("n", &piles.len())]);
        format!("[{}, {more}]", shown.join(", "))
    } else {
        format!("[{}]", shown.join(", "))
    };
    fill(ctx.t.stone, &[("piles", &row)])
}

/// The final score and who wins by how much, in words (not only "difference 1").
pub(super) fn final_score(t: &NetTable, ctx: &Ctx) -> String {
    let o = t.outcome();
    let d = o.difference;
    let verdict = if d > 0 {
        fill(ctx.t.first_wins_by, &[("d", &d)])
    } else if d < 0 {
        fill(ctx.t.second_wins_by, &[("d", &d.unsigned_abs())])
    } else {
        ctx.t.stone_tie.to_string()
    };
    fill(
        ctx.t.final_score,
        &[
            ("first", &o.first),
            ("second", &o.second),
            ("diff", &o.difference),
            ("verdict", &verdict),
        ],
    )
}

/// The axes i and j, the piles' values in grey beside their indices: the column axis's name
/// says what the grey numbers are (nothing did, issue 24).
fn axes(t: &NetTable, ctx: &Ctx) -> (Axis, Axis) {
    let n = t.n();
    let values: Vec<String> = t.piles().iter().map(|p| p.to_string()).collect();
    let mut rows = Axis::numbered("i", n, 0);
    rows.sub = Some(values.clone());
    let mut cols = Axis::numbered(fill(ctx.t.pile_axis, &[("axis", &"j")]), n, 0);
    cols.sub = Some(values);
    (rows, cols)
}

/// [`axes`] for the .tex and .md table: the piles are a second header line in the text's own
/// colour, so the column axis is plain "j" (its "(grey numbers: the piles)" belongs to the
/// picture, and its length pushed the axis names onto a line of their own on every slide).
fn plain_axes(t: &NetTable) -> (Axis, Axis) {
    let n = t.n();
    let values: Vec<String> = t.piles().iter().map(|p| p.to_string()).collect();
    let mut rows = Axis::numbered("i", n, 0);
    rows.sub = Some(values.clone());
    let mut cols = Axis::numbered("j", n, 0);
    cols.sub = Some(values);
    (rows, cols)
}

fn net_legend(t: &NetTable, ctx: &Ctx) -> Legend {
    let r = t.ranges().net;
    let (lo, hi) = (r.0.min(0), r.1.max(0));
    let p = &ctx.pal;
    // the neutral colour sits at 0: a side without values is left out
    let colors = if lo == 0 {
        vec![p.neutral, p.positive]
    } else if hi == 0 {
        vec![p.negative, p.neutral]
    } else {
        vec![p.negative, p.neutral, p.positive]
    };
    Legend::Scale {
        title: ctx.t.net_legend.into(),
        colors,
        lo: lo.to_string(),
        hi: hi.to_string(),
        keys: vec![],
    }
}

/// The net score's colour scale: the table's smallest and largest net values (one pass over the
/// table, done once per figure), 0 always included.
#[derive(Clone, Copy)]
struct NetScale(i64, i64);

impl NetScale {
    fn of(t: &NetTable) -> NetScale {
        let r = t.ranges().net;
        NetScale(r.0.min(0), r.1.max(0))
    }

    fn colour(self, t: &NetTable, ctx: &Ctx, i: usize, j: usize) -> super::style::Rgb {
        ctx.pal.diverging(t.net(i, j), self.0, self.1)
    }
}

/// From this many piles the table figure draws its cells in two panels, by the parity of the
/// number of piles left: drawn together, big tables become a checkerboard (a row alternates
/// between an even count, never below 0, and an odd count, mostly below), and the eye mixes
/// the two into grey. Apart, each panel shows its pattern.
pub const SPLIT_BY_PARITY_FROM: usize = 48;

/// A panel of the net table with its axes.
fn panel<'a>(t: &NetTable, ctx: &Ctx, cell: CellFn<'a>, title: Option<String>) -> Panel<'a> {
    let (rows, cols) = axes(t, ctx);
    Panel {
        title,
        rows,
        cols,
        cell,
    }
}

type CellFn<'a> = Box<dyn Fn(usize, usize) -> Option<Cell> + 'a>;

fn net_table(t: &NetTable, ctx: &Ctx) -> Scene {
    let n = t.n();
    let scale = NetScale::of(t);
    let cell = move |i: usize, j: usize| {
        (i <= j).then(|| Cell {
            fill: scale.colour(t, ctx, i, j),
            text: Some(t.net(i, j).to_string()),
            framed: i == 0 && j == n - 1,
        })
    };
    let title = titled(game_title(t.piles(), ctx), ctx.t.stone_table);
    let subtitle = final_score(t, ctx);
    let legend = net_legend(t, ctx);
    ctx.frame_means(ctx.t.frame_answer);
    // the .tex and .md exports keep the whole table (plain axes); the picture is split by
    // parity from SPLIT_BY_PARITY_FROM piles
    let (rows, cols) = plain_axes(t);
    let plain = Panel {
        title: None,
        rows,
        cols,
        cell: Box::new(cell),
    };
    ctx.capture_keyed(&title, Some(&subtitle), &[plain], &legend);
    if n < SPLIT_BY_PARITY_FROM {
        let full = panel(t, ctx, Box::new(cell), None);
        return ctx.table_scene(&title, Some(&subtitle), &[full], &legend);
    }
    let split = |odd_gap: usize| {
        // the cells whose j − i has this parity, each drawn over its right-hand neighbour too
        Box::new(move |i: usize, j: usize| {
            let own = j >= i && (j - i) % 2 == odd_gap;
            let from = if own { j } else { j.checked_sub(1)? };
            if from < i || (from - i) % 2 != odd_gap {
                return None;
            }
            let mut c = cell(i, from)?;
            if !own {
                c.text = None;
                c.framed = false;
            }
            Some(c)
        }) as CellFn
    };
    let panels = [
        panel(t, ctx, split(1), Some(ctx.t.stone_even_panel.to_string())),
        panel(t, ctx, split(0), Some(ctx.t.stone_odd_panel.to_string())),
    ];
    ctx.table_scene(&title, Some(&subtitle), &panels, &legend)
}

/// The fill order ([`super::fill`]): still, every cell numbered with its step; frames, the
/// net scores appear in the order, by diagonals or row by row from the bottom.
fn fill_figure(t: &NetTable, ctx: &Ctx, order: FillOrder) -> Vec<Scene> {
    let scale = NetScale::of(t);
    let name = match order {
        FillOrder::Diagonal => ctx.t.stone_fill,
        FillOrder::RowsBottomUp => ctx.t.stone_fill_rows,
    };
    let spec = FillSpec {
        n: t.n(),
        order,
        title: titled(game_title(t.piles(), ctx), name),
        subtitle: final_score(t, ctx),
        axes: &|| axes(t, ctx),
        filled: &|i, j| Cell {
            fill: scale.colour(t, ctx, i, j),
            text: Some(t.net(i, j).to_string()),
            framed: false,
        },
        legend: &|| net_legend(t, ctx),
    };
    fill_scenes(&spec, ctx)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ctx(frames: bool) -> Ctx {
        Ctx::new(&crate::figures::Options::default(), frames)
    }

    #[test]
    fn the_table_shows_the_solver_values_and_the_title() {
        let s = scenes(&[3, 9, 1, 2], "table", &ctx(false)).unwrap();
        let texts = s[0].texts();
        assert!(
            texts.contains(&"Stone game [3, 9, 1, 2] — net score table"),
            "{texts:?}"
        );
        let t = NetTable::solve(&[3, 9, 1, 2], &NoControl).unwrap();
        assert!(texts.contains(&t.net(0, 3).to_string().as_str()));
        assert!(texts.contains(&"i") && texts.contains(&"j (grey numbers: the piles)"));
    }

    #[test]
    fn the_fill_is_numbered_when_still_and_animated_by_diagonals() {
        let still = scenes(&[3, 9, 1, 2], "fill", &ctx(false)).unwrap();
        assert_eq!(still.len(), 1);
        assert!(still[0].texts().contains(&"10"));
        let frames = scenes(&[3, 9, 1, 2], "fill", &ctx(true)).unwrap();
        assert_eq!(frames.len(), 4 + 2);
        assert_ne!(frames[0], frames[1]);
    }

    #[test]
    fn a_big_table_is_drawn_split_by_parity_and_exported_whole() {
        let piles: Vec<i64> = (0..SPLIT_BY_PARITY_FROM as i64)
            .map(|k| (k * 37 % 23) - 5)
            .collect();
        let c = ctx(false);
        let s = scenes(&piles, "table", &c).unwrap();
        let texts = s[0].texts();
        for title in [c.t.stone_even_panel, c.t.stone_odd_panel] {
            assert!(texts.contains(&title), "{title}: {texts:?}");
        }
        let n = piles.len();
        let plain = c
            .captured
            .borrow()
            .clone()
            .expect("the table is kept for .tex and .md");
        assert_eq!(plain.grids.len(), 1, "the export keeps one whole table");
        // one size less: one panel, no parity titles
        let c = ctx(false);
        let s = scenes(&piles[..n - 1], "table", &c).unwrap();
        assert!(!s[0].texts().contains(&c.t.stone_odd_panel));
        assert!(
            s[0].texts()
                .iter()
                .any(|t| t.contains(&format!("({} piles)", n - 1)))
        );
    }

    #[test]
    fn too_many_piles_are_refused_naming_the_limit() {
        let e = scenes(&vec![1; 401], "table", &ctx(false)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the table figure for 401 piles: needs 401 piles, the limit is 400 piles"
        );
        assert!(scenes(&vec![1; 61], "line", &ctx(false)).is_err());
    }
}
