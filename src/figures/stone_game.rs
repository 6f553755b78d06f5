//! The stone game's optimal game, move by move (the `game` view), and the optimal line (the
//! `line` view, which is its last picture): the row of piles, who took which pile, the running
//! scores and the moves so far. The moves are the solver's ([`optimal_line`]).

use super::scene::{HAlign, Scene, fit_size};
use super::table;
use super::{Ctx, frame_ends_in, hold_end, titled};
use crate::games::stone::{End, MoveRecord, NetTable, Player, optimal_line};
use crate::i18n::fill;

/// The `game` view: still, the finished game; frames, one move a frame (sampled beyond
/// [`super::MAX_FRAMES`]) after a picture of the row before the first move.
pub(crate) fn scenes(t: &NetTable, ctx: &Ctx) -> Vec<Scene> {
    let moves = optimal_line(t);
    let title = titled(super::stone::game_title(t.piles(), ctx), ctx.t.stone_game);
    if !ctx.frames {
        return vec![draw(t, &moves, moves.len(), &title, true, ctx)];
    }
    let mut shown = vec![0];
    shown.extend(frame_ends_in(
        moves.len(),
        super::MAX_FRAMES - super::HOLD_FRAMES - 1,
    ));
    shown.dedup();
    let mut frames: Vec<Scene> = shown
        .iter()
        .map(|&k| draw(t, &moves, k, &title, true, ctx))
        .collect();
    hold_end(&mut frames);
    frames
}

/// The `line` view: the whole optimal game in one picture.
pub(crate) fn line(t: &NetTable, ctx: &Ctx) -> Scene {
    let moves = optimal_line(t);
    let title = titled(super::stone::game_title(t.piles(), ctx), ctx.t.stone_line);
    draw(t, &moves, moves.len(), &title, false, ctx)
}

fn colour(p: Player, ctx: &Ctx) -> super::style::Rgb {
    match p {
        Player::First => ctx.pal.positive,
        Player::Second => ctx.pal.negative,
    }
}

fn player_name(p: Player, ctx: &Ctx) -> &'static str {
    match p {
        Player::First => ctx.t.first,
        Player::Second => ctx.t.second,
    }
}

fn end_name(e: End, ctx: &Ctx) -> &'static str {
    match e {
        End::Left => ctx.t.left_end,
        End::Right => ctx.t.right_end,
    }
}

/// The game after `done` moves. `stepwise`: the subtitle says the last move and the remaining
/// piles are outlined (the animation); otherwise the subtitle is the final score.
fn draw(
    t: &NetTable,
    moves: &[MoveRecord],
    done: usize,
    title: &str,
    stepwise: bool,
    ctx: &Ctx,
) -> Scene {
    let pal = &ctx.pal;
    let n = t.n();
    let mut scene = Scene::new(pal.background);
    let o = t.outcome();
    let final_line = fill(
        ctx.t.final_score,
        &[
            ("first", &o.first),
            ("second", &o.second),
            ("diff", &o.difference),
        ],
    );
    let sub = if !stepwise || (done == moves.len() && done > 0) {
        final_line
    } else if done == 0 {
        fill(ctx.t.game_start, &[("total", &n)])
    } else {
        let m = &moves[done - 1];
        fill(
            ctx.t.move_of,
            &[
                ("k", &done),
                ("total", &moves.len()),
                ("who", &player_name(m.player, ctx)),
                ("value", &m.value),
                ("end", &end_name(m.end, ctx)),
            ],
        )
    };
    table::header(&mut scene, pal, title, Some(&sub));

    // the row of piles
    let box_w = ((scene.width - 80.0) / n as f64).min(140.0);
    let box_h = box_w.min(110.0);
    let x0 = (scene.width - box_w * n as f64) / 2.0;
    let y0 = 150.0;
    let mut taken_at = vec![None; n];
    for (k, m) in moves.iter().take(done).enumerate() {
        taken_at[m.index] = Some((k + 1, m.player));
    }
    for (i, p) in t.piles().iter().enumerate() {
        let x = x0 + i as f64 * box_w;
        let (fill_c, label) = match taken_at[i] {
            // the move that took the pile (not its index: "#3" read as pile 3)
            Some((k, who)) => (
                colour(who, ctx),
                ctx.t.taken_in_move.replace("{k}", &k.to_string()),
            ),
            None => (pal.empty, String::new()),
        };
        scene.rect(
            x + 2.0,
            y0,
            box_w - 4.0,
            box_h,
            Some(fill_c),
            Some((pal.grid, 1.0)),
        );
        let v = p.to_string();
        let size = fit_size(&v, box_w - 12.0, 46.0);
        scene.bold_text(
            x + box_w / 2.0,
            y0 + box_h / 2.0,
            v,
            size,
            pal.text_on(fill_c),
            HAlign::Center,
        );
        let size = fit_size(&label, box_w - 6.0, 24.0);
        if size >= 11.0 {
            scene.text(
                x + box_w / 2.0,
                y0 + box_h + 22.0,
                label,
                size,
                pal.text,
                HAlign::Center,
            );
        }
    }
    // the newest move, and the piles still in play
    if stepwise && done > 0 {
        let i = moves[done - 1].index;
        let x = x0 + i as f64 * box_w;
        scene.rect(
            x + 2.0,
            y0,
            box_w - 4.0,
            box_h,
            None,
            Some((pal.accent, 5.0)),
        );
    }
    if stepwise && done < moves.len() {
        let (lo, hi) = moves[done].before;
        let x = x0 + lo as f64 * box_w - 4.0;
        let w = (hi - lo + 1) as f64 * box_w + 8.0;
        scene.rect(
            x,
            y0 - 8.0,
            w,
            box_h + 16.0,
            None,
            Some((pal.accent, 3.0)),
        );
    }

    // the two players' running totals; the player to move is outlined
    let totals = if done == 0 {
        (0, 0)
    } else {
        moves[done - 1].totals
    };
    let to_move = moves.get(done).map(|m| m.player);
    let sy = y0 + box_h + 56.0;
    let sw = 380.0;
    let sh = 76.0;
    for (k, (who, total)) in [(Player::First, totals.0), (Player::Second, totals.1)]
        .into_iter()
        .enumerate()
    {
        let x = scene.width / 2.0 - sw - 20.0 + k as f64 * (sw + 40.0);
        let c = colour(who, ctx);
        let outline = if stepwise && to_move == Some(who) {
            (pal.accent, 5.0)
        } else {
            (pal.grid, 1.0)
        };
        scene.rect(x, sy, sw, sh, Some(c), Some(outline));
        let text = format!("{} {}: {}", player_name(who, ctx), ctx.t.total, total);
        let size = fit_size(&text, sw - 24.0, 36.0);
        scene.bold_text(
            x + sw / 2.0,
            sy + sh / 2.0,
            text,
            size,
            pal.text_on(c),
            HAlign::Center,
        );
    }

    // the moves so far, in columns that fill the rest of the slide
    let top = sy + sh + 30.0;
    let cols = moves.len().div_ceil(12).max(1);
    let per_col = moves.len().div_ceil(cols).max(1);
    let col_w = (scene.width - 80.0) / cols as f64;
    let row_h = ((scene.height - top - 20.0) / per_col as f64).min(46.0);
    let size = (row_h * 0.64).min(27.0);
    for (k, m) in moves.iter().take(done).enumerate() {
        let x = 40.0 + (k / per_col) as f64 * col_w;
        let y = top + (k % per_col) as f64 * row_h + row_h / 2.0;
        let text = format!(
            "{} {}: {} {} {} ({})  → {} : {}",
            ctx.t.move_no,
            k + 1,
            player_name(m.player, ctx),
            ctx.t.takes,
            m.value,
            end_name(m.end, ctx),
            m.totals.0,
            m.totals.1
        );
        let size = fit_size(&text, col_w - size * 2.0 - 16.0, size);
        scene.rect(
            x,
            y - size * 0.5,
            size,
            size,
            Some(colour(m.player, ctx)),
            None,
        );
        scene.text(x + size * 1.5, y, text, size, pal.text, HAlign::Left);
    }
    scene
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;

    #[test]
    fn the_game_shows_one_move_a_frame_with_the_solver_totals() {
        let t = NetTable::solve(&[3, 9, 1, 2], &NoControl).unwrap();
        let mut ctx = Ctx::new(&crate::figures::Options::default(), true);
        let frames = scenes(&t, &ctx);
        // the start, four moves, the end held
        assert_eq!(frames.len(), 1 + 4 + super::super::HOLD_FRAMES);
        let o = t.outcome();
        let last = frames.last().unwrap().texts().join("|");
        assert!(
            last.contains(&format!("first total: {}", o.first)),
            "{last}"
        );
        assert!(
            last.contains(&format!("second total: {}", o.second)),
            "{last}"
        );
        assert!(frames[0].texts().contains(&"first total: 0"));
        ctx.frames = false;
        assert_eq!(scenes(&t, &ctx).len(), 1);
    }

    #[test]
    fn long_games_are_sampled_to_the_frame_limit() {
        let piles: Vec<i64> = (1..=60).collect();
        let t = NetTable::solve(&piles, &NoControl).unwrap();
        let ctx = Ctx::new(&crate::figures::Options::default(), true);
        assert!(scenes(&t, &ctx).len() <= super::super::MAX_FRAMES);
    }
}
