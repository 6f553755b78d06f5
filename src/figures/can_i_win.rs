//! Can I Win's figures: who wins after the first two moves (a table over the first move and the
//! reply), and the start state with its bits and winning moves.

use super::scene::{HAlign, Scene, fit_size};
use super::style::Rgb;
use super::table::{self, Axis, Cell, Legend, Panel};
use super::{Ctx, FigureError, titled, too_big};
use super::{View, still};
use crate::games::can_i_win::{BITMASK_MAX_M, CanIWin, solve};
use crate::games::{NoControl, SolveError};
use crate::i18n::fill;

impl super::GameFigures for crate::games::can_i_win::Setup {
    const VIEWS: &'static [View] = &[still("table"), still("state")];
    fn scenes(&self, view: &str, ctx: &Ctx) -> Result<Vec<Scene>, FigureError> {
        scenes(self.max_choosable, self.desired_total, view, ctx)
    }
}

/// Largest `max_choosable` a figure draws (an m × m table, and the bit-mask memo of the search).
pub const FIGURE_MAX_M: u64 = BITMASK_MAX_M;

/// Who wins a cell of the table.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Who {
    First,
    Second,
    FirstAtOnce,
    Nobody,
    Same,
}

pub(crate) fn scenes(
    m: u64,
    desired: i64,
    view: &str,
    ctx: &Ctx,
) -> Result<Vec<Scene>, FigureError> {
    if m > FIGURE_MAX_M {
        return Err(too_big(
            format!("the {view} figure for max_choosable = {m}"),
            m,
            FIGURE_MAX_M,
            "numbers",
        ));
    }
    let mut game = solve(m, desired, &NoControl)?;
    match view {
        "table" => Ok(vec![two_moves(&mut game, ctx)?]),
        _ => Ok(vec![state(&mut game, ctx)?]),
    }
}

fn game_title(g: &CanIWin, ctx: &Ctx) -> String {
    fill(
        ctx.t.can_i_win,
        &[("m", &g.max_choosable()), ("total", &g.desired_total())],
    )
}

/// True when all the numbers together stay below the total: nobody wins.
fn unreachable(g: &CanIWin) -> bool {
    let total: u128 = (1..=u128::from(g.max_choosable())).sum();
    g.desired_total() > 0 && total < g.desired_total() as u128
}

fn verdict(g: &CanIWin, ctx: &Ctx) -> &'static str {
    if unreachable(g) {
        ctx.t.nobody_wins
    } else if g.first_player_wins() {
        ctx.t.first_player_wins
    } else {
        ctx.t.second_player_wins
    }
}

fn colour(w: Who, ctx: &Ctx) -> Rgb {
    match w {
        Who::First => ctx.pal.win,
        Who::Second => ctx.pal.lose,
        Who::FirstAtOnce => ctx.pal.win.mix(ctx.pal.background, 0.45),
        Who::Nobody => ctx.pal.draw,
        Who::Same => ctx.pal.none,
    }
}

/// The winner after the first player takes `x` and the second `y`.
fn after_two(g: &mut CanIWin, x: u64, y: u64) -> Result<Who, SolveError> {
    if x == y {
        return Ok(Who::Same);
    }
    if g.reaches(0, x)? {
        return Ok(Who::FirstAtOnce);
    }
    let mx = 1u64 << (x - 1);
    if g.reaches(mx, y)? {
        return Ok(Who::Second);
    }
    let mask = mx | 1u64 << (y - 1);
    if g.wins(mask)? {
        return Ok(Who::First);
    }
    // the first player (to move) does not win: the second does, unless nobody can
    if unreachable(g) {
        return Ok(Who::Nobody);
    }
    Ok(Who::Second)
}

fn winning_line(g: &mut CanIWin, ctx: &Ctx) -> Result<String, SolveError> {
    if g.desired_total() <= 0 || unreachable(g) {
        return Ok(String::new());
    }
    let moves = g.winning_first_moves()?;
    Ok(if moves.is_empty() {
        ctx.t.no_winning_move.to_string()
    } else {
        let list: Vec<String> = moves.iter().map(|x| x.to_string()).collect();
        fill(ctx.t.winning_moves, &[("moves", &list.join(", "))])
    })
}

fn two_moves(g: &mut CanIWin, ctx: &Ctx) -> Result<Scene, FigureError> {
    let m = g.max_choosable() as usize;
    let mut cells = vec![Who::Same; m * m];
    for x in 1..=m {
        for y in 1..=m {
            cells[(x - 1) * m + y - 1] = after_two(g, x as u64, y as u64)?;
        }
    }
    let winners = if g.desired_total() > 0 {
        g.winning_first_moves()?
    } else {
        Vec::new()
    };
    let mut rows = Axis::numbered(ctx.t.first_move, m, 1);
    // the ✓ column only when some first move wins
    rows.sub = (!winners.is_empty()).then(|| {
        (1..=m as u64)
            .map(|x| {
                if winners.contains(&x) {
                    "✓".into()
                } else {
                    String::new()
                }
            })
            .collect()
    });
    let panel = Panel {
        title: None,
        rows,
        cols: Axis::numbered(ctx.t.reply, m, 1),
        cell: Box::new(|r, c| {
            let w = cells[r * m + c];
            let text = match w {
                Who::First => Some("1"),
                Who::Second => Some("2"),
                _ => None,
            };
            Some(Cell {
                fill: colour(w, ctx),
                text: text.map(String::from),
                framed: false,
            })
        }),
    };
    let mut key_title = fill(
        ctx.t.can_i_win_key,
        &[("first", &ctx.t.first), ("second", &ctx.t.second)],
    );
    // the key without the numbers, for a table that shows none (only ✓, if any)
    let tick_title = (!winners.is_empty()).then(|| ctx.t.can_i_win_tick.to_string());
    if !winners.is_empty() {
        key_title = fill(ctx.t.can_i_win_key_tick, &[("key", &key_title)]);
    }
    // the key names only the colours the table has
    let items = [
        (Who::First, ctx.t.first_wins),
        (Who::Second, ctx.t.second_wins),
        (Who::FirstAtOnce, ctx.t.over_at_once),
        (Who::Nobody, ctx.t.nobody_wins),
        (Who::Same, ctx.t.same_number),
    ]
    .into_iter()
    .filter(|(w, _)| cells.contains(w))
    .map(|(w, words)| (colour(w, ctx), words.to_string()))
    .collect::<Vec<_>>();
    let legend = Legend::Swatches {
        title: Some(key_title),
        items: items.clone(),
    };
    let title = titled(game_title(g, ctx), ctx.t.can_i_win_table);
    // (a table mostly of 1s when every first move loses reads as a contradiction without it)
    // a total of 0 is reached before any move: no row is a game that is played
    let how = if g.desired_total() <= 0 {
        ctx.t.can_i_win_zero
    } else {
        ctx.t.can_i_win_how
    };
    let sub = super::sentences(&[verdict(g, ctx), &winning_line(g, ctx)?, how]);
    let panels = [panel];
    let scene = ctx.table_figure(&title, Some(&sub), &panels, &legend);
    // "1 = first, 2 = second" only over numbers that are drawn: a table of no 1 or 2 (every
    // game over at the first move), or of cells too small for them (all of a size: all left
    // out), has a key that says only what it shows (the plain table keeps every number)
    let numbered = cells.iter().any(|w| matches!(w, Who::First | Who::Second));
    if numbered && !scene.texts().contains(&ctx.t.numbers_left_out) {
        return Ok(scene);
    }
    let bare = Legend::Swatches {
        title: tick_title,
        items,
    };
    Ok(ctx.table_scene(&title, Some(&sub), &panels, &bare))
}

fn state(g: &mut CanIWin, ctx: &Ctx) -> Result<Scene, FigureError> {
    let pal = &ctx.pal;
    let m = g.max_choosable() as usize;
    let mut scene = Scene::new(pal.background);
    let title = titled(game_title(g, ctx), ctx.t.can_i_win_state);
    table::header(&mut scene, pal, &title, Some(verdict(g, ctx)));
    let winners = if g.desired_total() > 0 {
        g.winning_first_moves()?
    } else {
        Vec::new()
    };
    // the bits, highest number on the left as in a binary number, as large as the slide allows:
    // up to 10 numbers in one row, more in two (or more) even rows of big boxes, not one thin strip, the
    // rows sharing the height the lines below leave, in 16:9 and 4:3 alike
    scene.text(40.0, 175.0, ctx.t.used_bits, 32.0, pal.text, HAlign::Left);
    let rows = m.div_ceil(13).max(if m > 10 { 2 } else { 1 });
    let per_row = m.div_ceil(rows).max(1);
    let w = ((scene.width - 80.0) / per_row as f64).min(200.0);
    // the mask line, the winning line and the key under the boxes
    let foot = 260.0;
    let pitch = (scene.height - 215.0 - foot) / rows as f64;
    let h = (pitch - 95.0).min(w * 3.2).max(30.0);
    let x0 = (scene.width - w * per_row as f64) / 2.0;
    let mut used = Vec::new();
    let mut bottom = 0.0_f64;
    for k in 0..m {
        let x_num = (m - k) as u64; // the number this box stands for
        let x = x0 + (k % per_row) as f64 * w;
        let y = 250.0 + (k / per_row) as f64 * pitch;
        bottom = bottom.max(y + h);
        let who = if winners.contains(&x_num) {
            if g.reaches(0, x_num)? {
                Some(Who::FirstAtOnce)
            } else {
                Some(Who::First)
            }
        } else if unreachable(g) {
            Some(Who::Nobody)
        } else if g.desired_total() > 0 {
            Some(Who::Second)
        } else {
            None
        };
        used.extend(who);
        // every box of the start is free: it keeps the free colour (a box filled orange read
        // as "taken"), and what taking its number first leads to is a band along its foot
        let fill_c = pal.empty;
        scene.rect(x + 2.0, y, w - 4.0, h, Some(fill_c), Some((pal.grid, 1.5)));
        if let Some(who) = who {
            let band = (h * 0.2).clamp(8.0, 40.0);
            scene.rect(
                x + 2.0,
                y + h - band,
                w - 4.0,
                band,
                Some(colour(who, ctx)),
                Some((pal.grid, 1.5)),
            );
        }
        // the bit, 0, with what it means under it: "not taken" (a big lone 0 read as the
        // number zero)
        let ink = pal.text_on(fill_c);
        let size = fit_size("0", w * 0.8, (h * 0.3).min(64.0));
        scene.bold_text(x + w / 2.0, y + h * 0.38, "0", size, ink, HAlign::Center);
        let free_size = fit_size(ctx.t.bit_free, w - 12.0, 19.0);
        if free_size >= 12.0 {
            scene.text(
                x + w / 2.0,
                y + h * 0.38 + size * 0.5 + free_size * 1.2,
                ctx.t.bit_free,
                free_size,
                ink,
                HAlign::Center,
            );
        }
        let num = x_num.to_string();
        let size = fit_size(&num, w - 6.0, 40.0);
        scene.text(
            x + w / 2.0,
            y + h + 30.0,
            num,
            size,
            pal.text,
            HAlign::Center,
        );
        let bit = format!("b{}", x_num - 1);
        let size = fit_size(&bit, w - 6.0, 22.0);
        if size >= 9.0 {
            scene.text(x + w / 2.0, y - 22.0, bit, size, pal.muted, HAlign::Center);
        }
    }
    let line_y = bottom + 100.0;
    let mask = fill(ctx.t.mask_value, &[("mask", &"0"), ("total", &0)]);
    scene.text(40.0, line_y, mask, 36.0, pal.text, HAlign::Left);
    let line = winning_line(g, ctx)?;
    // the key beside the two lines, in the right part of the canvas (16:9 and 4:3 alike)
    let key_x = scene.width * 0.6;
    let size = fit_size(&line, key_x - 80.0, 46.0);
    scene.bold_text(40.0, line_y + 70.0, line, size, pal.text, HAlign::Left);
    // what a box's colour says, for the colours the boxes have
    let items = [
        (Who::First, ctx.t.first_wins),
        (Who::FirstAtOnce, ctx.t.over_at_once),
        (Who::Second, ctx.t.second_wins),
        (Who::Nobody, ctx.t.nobody_wins),
    ]
    .into_iter()
    .filter(|(w, _)| used.contains(w))
    .map(|(w, words)| (colour(w, ctx), words.to_string()))
    .collect();
    // nothing to choose when the total is reached already: the key says what the boxes mean
    let legend_spec = if used.is_empty() {
        Legend::Swatches {
            title: None,
            items: vec![(pal.empty, ctx.t.state_key_free.to_string())],
        }
    } else {
        Legend::Swatches {
            title: Some(ctx.t.state_key.to_string()),
            items,
        }
    };
    // the key beside the two lines (not under them: the boxes keep the height)
    let key_w = scene.width - key_x - 40.0;
    table::legend(&mut scene, pal, key_x, line_y - 10.0, key_w, &legend_spec);
    Ok(scene)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The start state fills its slide: the bit boxes span most of the width and are large,
    /// and the picture reaches into the lower half.
    #[test]
    fn the_state_view_fills_the_slide() {
        use crate::figures::scene::Item;
        let mut g = solve(10, 11, &NoControl).unwrap();
        let scene = state(&mut g, &ctx()).unwrap();
        let (mut left, mut right, mut bottom, mut tallest) = (f64::MAX, 0.0f64, 0.0f64, 0.0f64);
        for item in &scene.items {
            match item {
                Item::Rect { x, y, w, h, .. } if *y > 150.0 && *h > 40.0 => {
                    left = left.min(*x);
                    right = right.max(x + w);
                    tallest = tallest.max(*h);
                    bottom = bottom.max(y + h);
                }
                Item::Text { y, .. } => bottom = bottom.max(*y),
                _ => {}
            }
        }
        assert!(right - left >= 0.85 * scene.width, "{left}..{right}");
        assert!(tallest >= 120.0, "{tallest}");
        assert!(bottom >= 0.6 * scene.height, "{bottom}");
    }

    /// "Reach 0": the boxes say their 0 means "not taken", and the key is not empty.
    #[test]
    fn the_reach_zero_state_has_a_key_and_says_not_taken() {
        for lang in [
            crate::i18n::Language::English,
            crate::i18n::Language::Chinese,
        ] {
            let options = crate::figures::Options {
                language: lang,
                ..Default::default()
            };
            let ctx = Ctx::new(&options, false);
            let mut g = solve(10, 0, &NoControl).unwrap();
            let scene = state(&mut g, &ctx).unwrap();
            let texts = scene.texts();
            assert_eq!(
                texts.iter().filter(|t| **t == ctx.t.bit_free).count(),
                10,
                "{texts:?}"
            );
            // the key (wrapped into lines)
            let joined: String = texts.concat().split_whitespace().collect();
            let key: String = ctx.t.state_key_free.split_whitespace().collect();
            assert!(joined.contains(&key), "{texts:?}");
        }
    }

    fn ctx() -> Ctx {
        Ctx::new(&crate::figures::Options::default(), false)
    }

    /// The start state's boxes are all free and drawn in the free colour, not in the second
    /// player's orange (a teacher read a row of orange boxes as "taken"); the outcome of each
    /// first move is a band of its own at the box's foot, under a key that says so.
    #[test]
    fn the_start_state_boxes_keep_the_free_colour() {
        use crate::figures::scene::Item;
        let ctx = ctx();
        let mut g = solve(10, 11, &NoControl).unwrap();
        let scene = state(&mut g, &ctx).unwrap();
        let (mut boxes, mut bands) = (0, 0);
        for item in &scene.items {
            if let Item::Rect { y, w, h, fill, .. } = item
                && *y > 150.0
                && *w > 60.0
            {
                if *h >= 100.0 {
                    boxes += 1;
                    assert_eq!(*fill, Some(ctx.pal.empty), "a free box");
                } else if *fill == Some(ctx.pal.lose) {
                    bands += 1;
                }
            }
        }
        assert_eq!(
            (boxes, bands),
            (10, 10),
            "ten free boxes, each with its band"
        );
        let texts = scene.texts().concat();
        assert!(texts.contains("band"), "{texts}");
    }

    #[test]
    fn the_table_agrees_with_the_solver() {
        // 10, 11: the first player loses (LeetCode's example)
        let mut g = solve(10, 11, &NoControl).unwrap();
        for x in 1..=10u64 {
            // the first move x wins iff some cell in its row is not a second-player win… for
            // every reply the first player must still win: x wins iff all replies give First
            let all_first = (1..=10u64)
                .filter(|&y| y != x)
                .all(|y| after_two(&mut g, x, y).unwrap() == Who::First);
            let wins = g.winning_first_moves().unwrap().contains(&x);
            assert_eq!(all_first, wins, "x = {x}");
        }
        let s = scenes(10, 11, "table", &ctx()).unwrap();
        assert!(
            s[0].texts()
                .iter()
                .any(|t| t.contains("Every first move loses"))
        );
        let s = scenes(10, 0, "state", &ctx()).unwrap();
        assert!(s[0].texts().contains(&"The first player wins."));
        assert!(scenes(26, 300, "table", &ctx()).is_err());
    }

    #[test]
    fn the_table_subtitle_is_whole_sentences_in_both_languages() {
        // 18, 79: the first player wins by taking 15
        for (language, want) in [
            (
                crate::i18n::Language::English,
                "Winning first moves: 15. Read a row:",
            ),
            (
                crate::i18n::Language::Chinese,
                "先手的必胜第一步：15。按行读：",
            ),
        ] {
            let ctx = Ctx::new(
                &crate::figures::Options {
                    language,
                    ..Default::default()
                },
                false,
            );
            scenes(18, 79, "table", &ctx).unwrap();
            let sub = ctx.captured.into_inner().unwrap().subtitle.unwrap();
            assert!(sub.contains(want), "{sub}");
            assert!(!sub.contains("。 "), "{sub}");
        }
    }
}
