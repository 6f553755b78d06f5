//! The stone game's figures: the net-score table, its fill order by diagonals, the optimal line.

use super::scene::{HAlign, Scene, fit_size};
use super::table::{self, Axis, Cell, Legend, Panel};
use super::{Ctx, FigureError, frame_ends, titled, too_big};
use crate::games::NoControl;
use crate::games::stone::{FillOrder, NetTable, Player, fill_order, optimal_line};
use crate::i18n::fill;

/// Most piles a table or fill figure draws (n(n+1)/2 cells).
pub const FIGURE_MAX_PILES: usize = 400;
/// Most piles the optimal-line figure draws (one box per pile).
pub const LINE_MAX_PILES: usize = 60;

pub(crate) fn scenes(piles: &[i64], view: &str, ctx: &Ctx) -> Result<Vec<Scene>, FigureError> {
    let n = piles.len();
    let limit = if view == "line" {
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
        "fill" => Ok(fill_figure(&t, ctx)),
        _ => Ok(vec![line(&t, ctx)]),
    }
}

/// "Stone game [3, 9, 1, 2]", long rows shortened.
pub(crate) fn game_title(piles: &[i64], ctx: &Ctx) -> String {
    let shown: Vec<String> = piles.iter().take(10).map(|p| p.to_string()).collect();
    let row = if piles.len() > 10 {
        format!("[{}, … ({} piles)]", shown.join(", "), piles.len())
    } else {
        format!("[{}]", shown.join(", "))
    };
    fill(ctx.t.stone, &[("piles", &row)])
}

fn final_score(t: &NetTable, ctx: &Ctx) -> String {
    let o = t.outcome();
    fill(
        ctx.t.final_score,
        &[
            ("first", &o.first),
            ("second", &o.second),
            ("diff", &o.difference),
        ],
    )
}

fn axes(t: &NetTable) -> (Axis, Axis) {
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

fn net_table(t: &NetTable, ctx: &Ctx) -> Scene {
    let n = t.n();
    let (rows, cols) = axes(t);
    let scale = NetScale::of(t);
    let panel = Panel {
        title: None,
        rows,
        cols,
        cell: Box::new(move |i, j| {
            (i <= j).then(|| Cell {
                fill: scale.colour(t, ctx, i, j),
                text: Some(t.net(i, j).to_string()),
                framed: i == 0 && j == n - 1,
            })
        }),
    };
    let title = titled(game_title(t.piles(), ctx), ctx.t.stone_table);
    ctx.table_figure(
        &title,
        Some(&final_score(t, ctx)),
        &[panel],
        &net_legend(t, ctx),
    )
}

/// Still: every cell numbered with its step. Frames: the cells fill diagonal by diagonal with
/// their values, the newest diagonal framed.
fn fill_figure(t: &NetTable, ctx: &Ctx) -> Vec<Scene> {
    let n = t.n();
    let order = fill_order(n, FillOrder::Diagonal);
    let mut step = vec![0usize; n * n];
    for (k, &(i, j)) in order.iter().enumerate() {
        step[i * n + j] = k + 1;
    }
    let title = titled(game_title(t.piles(), ctx), ctx.t.stone_fill);
    if !ctx.frames {
        let total = order.len();
        let (rows, cols) = axes(t);
        let panel = Panel {
            title: None,
            rows,
            cols,
            cell: Box::new(|i, j| {
                (i <= j).then(|| Cell {
                    fill: ctx
                        .pal
                        .sequential(step[i * n + j] as f64, 1.0, total as f64),
                    text: Some(step[i * n + j].to_string()),
                    framed: false,
                })
            }),
        };
        let legend = Legend::Scale {
            title: format!("{} ({})", ctx.t.step, ctx.t.stone_fill),
            colors: vec![ctx.pal.low, ctx.pal.high],
            lo: "1".into(),
            hi: total.to_string(),
        };
        return vec![table::table_figure(
            &ctx.pal,
            &title,
            Some(&final_score(t, ctx)),
            &[panel],
            &legend,
        )];
    }
    // one frame per group of diagonals
    let ends = frame_ends(n);
    let scale = NetScale::of(t);
    let mut frames: Vec<Scene> = ends
        .iter()
        .map(|&last_diag| {
            let (rows, cols) = axes(t);
            let done = last_diag; // diagonals 0..done are filled
            let prev = ends
                .iter()
                .rev()
                .find(|&&e| e < last_diag)
                .copied()
                .unwrap_or(0);
            let panel = Panel {
                title: None,
                rows,
                cols,
                cell: Box::new(move |i, j| {
                    if i > j {
                        return None;
                    }
                    let d = j - i;
                    Some(if d < done {
                        Cell {
                            fill: scale.colour(t, ctx, i, j),
                            text: Some(t.net(i, j).to_string()),
                            framed: d >= prev,
                        }
                    } else {
                        Cell {
                            fill: ctx.pal.empty,
                            text: None,
                            framed: false,
                        }
                    })
                }),
            };
            let sub = format!("{}: {} / {}", ctx.t.step, done, n);
            table::table_figure(&ctx.pal, &title, Some(&sub), &[panel], &net_legend(t, ctx))
        })
        .collect();
    // hold the finished table a little longer
    if let Some(last) = frames.last().cloned() {
        frames.extend([last.clone(), last]);
    }
    frames
}

/// The optimal line: the row with who takes each pile and when, then the moves with totals.
fn line(t: &NetTable, ctx: &Ctx) -> Scene {
    let pal = &ctx.pal;
    let mut scene = Scene::new(pal.background);
    let title = titled(game_title(t.piles(), ctx), ctx.t.stone_line);
    table::header(&mut scene, pal, &title, Some(&final_score(t, ctx)));
    let moves = optimal_line(t);
    let n = t.n();
    let colour = |p: Player| match p {
        Player::First => pal.positive,
        Player::Second => pal.negative,
    };
    // the row of piles
    let box_w = ((scene.width - 80.0) / n as f64).min(110.0);
    let x0 = (scene.width - box_w * n as f64) / 2.0;
    let y0 = 160.0;
    let mut taken_at = vec![None; n];
    for (k, m) in moves.iter().enumerate() {
        taken_at[m.index] = Some((k + 1, m.player));
    }
    for (i, p) in t.piles().iter().enumerate() {
        let x = x0 + i as f64 * box_w;
        let (fill_c, label) = match taken_at[i] {
            // the move that took the pile (not its index: "#3" read as pile 3)
            Some((k, who)) => (
                colour(who),
                ctx.t.taken_in_move.replace("{k}", &k.to_string()),
            ),
            None => (pal.empty, String::new()),
        };
        scene.rect(
            x + 2.0,
            y0,
            box_w - 4.0,
            box_w.min(80.0),
            Some(fill_c),
            Some((pal.grid, 1.0)),
        );
        let v = p.to_string();
        let size = fit_size(&v, box_w - 10.0, 30.0);
        scene.text(
            x + box_w / 2.0,
            y0 + box_w.min(80.0) / 2.0,
            v,
            size,
            pal.text_on(fill_c),
            HAlign::Center,
        );
        let size = fit_size(&label, box_w - 6.0, 20.0);
        if size >= 9.0 {
            scene.text(
                x + box_w / 2.0,
                y0 + box_w.min(80.0) + 20.0,
                label,
                size,
                pal.text,
                HAlign::Center,
            );
        }
    }
    // legend of the two players
    let ly = y0 + box_w.min(80.0) + 60.0;
    scene.rect(
        40.0,
        ly - 14.0,
        28.0,
        28.0,
        Some(colour(Player::First)),
        None,
    );
    scene.text(80.0, ly, ctx.t.first, 22.0, pal.text, HAlign::Left);
    scene.rect(
        260.0,
        ly - 14.0,
        28.0,
        28.0,
        Some(colour(Player::Second)),
        None,
    );
    scene.text(300.0, ly, ctx.t.second, 22.0, pal.text, HAlign::Left);
    // the moves, in columns
    let top = ly + 50.0;
    let per_col = 15usize;
    let cols = n.div_ceil(per_col).max(1);
    let col_w = (scene.width - 80.0) / cols as f64;
    let row_h = ((scene.height - top - 20.0) / per_col.min(n).max(1) as f64).min(36.0);
    let size = (row_h * 0.62).min(22.0).min(col_w / 18.0);
    for (k, m) in moves.iter().enumerate() {
        let x = 40.0 + (k / per_col) as f64 * col_w;
        let y = top + (k % per_col) as f64 * row_h + row_h / 2.0;
        let who = match m.player {
            Player::First => ctx.t.first,
            Player::Second => ctx.t.second,
        };
        let end = match m.end {
            crate::games::stone::End::Left => ctx.t.left_end,
            crate::games::stone::End::Right => ctx.t.right_end,
        };
        scene.rect(x, y - size * 0.5, size, size, Some(colour(m.player)), None);
        let text = format!(
            "{} {}: {} {} {} ({})  → {} : {}",
            ctx.t.move_no,
            k + 1,
            who,
            ctx.t.takes,
            m.value,
            end,
            m.totals.0,
            m.totals.1
        );
        scene.text(x + size * 1.5, y, text, size, pal.text, HAlign::Left);
    }
    scene
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
        assert!(texts.contains(&"i") && texts.contains(&"j"));
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
    fn too_many_piles_are_refused_naming_the_limit() {
        let e = scenes(&vec![1; 401], "table", &ctx(false)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the table figure for 401 piles: needs 401 piles, the limit is 400 piles"
        );
        assert!(scenes(&vec![1; 61], "line", &ctx(false)).is_err());
    }
}
