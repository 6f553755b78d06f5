//! The stone game's optimal game, move by move (the `game` view), and the optimal line (the
//! `line` view, which is its last picture): the row of piles, who took which pile, the running
//! scores and the moves so far. The moves are the solver's ([`optimal_line`]).

use crate::figures::scene::{HAlign, Scene, fit_size, text_width};
use crate::figures::{Ctx, frame_ends_in, hold_end, titled};
use crate::figures::{style, table};
use crate::games::stone::{End, MoveRecord, NetTable, Player, optimal_line};
use crate::i18n::fill;

/// The `game` view: still, the finished game; frames, one move a frame (sampled beyond
/// [`crate::figures::MAX_FRAMES`]) after a picture of the row before the first move.
pub(crate) fn scenes(t: &NetTable, ctx: &Ctx) -> Vec<Scene> {
    let moves = optimal_line(t);
    let title = titled(super::game_title(t.piles(), ctx), ctx.t.stone_game);
    if !ctx.frames {
        return vec![draw(t, &moves, moves.len(), &title, true, ctx)];
    }
    let mut shown = vec![0];
    shown.extend(frame_ends_in(
        moves.len(),
        crate::figures::MAX_FRAMES - crate::figures::HOLD_FRAMES - 1,
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
    let title = titled(super::game_title(t.piles(), ctx), ctx.t.stone_line);
    draw(t, &moves, moves.len(), &title, false, ctx)
}

fn colour(p: Player, ctx: &Ctx) -> crate::figures::style::Rgb {
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
    let final_line = super::final_score(t, ctx);
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

    // the layout: the piles, the scores and the list of moves, centred in the slide's height
    let box_w = ((scene.width - 80.0) / n as f64).min(220.0);
    let box_h = box_w.min(150.0);
    let cols = moves.len().div_ceil(12).max(1);
    let per_col = moves.len().div_ceil(cols).max(1);
    // the frames drawn, each with its key entry on the bottom line (the outlined pile read as
    // nothing in particular, issue 24)
    let mut keys: Vec<(f64, &str)> = Vec::new();
    if stepwise && done > 0 && done <= moves.len() {
        keys.push((5.0, ctx.t.stone_just_taken));
    }
    if stepwise && done < moves.len() {
        keys.push((3.0, ctx.t.stone_in_play));
    }
    const KEY_LINE: f64 = 50.0;
    let key_room = if keys.is_empty() { 0.0 } else { KEY_LINE };
    let (top0, bottom) = (140.0, scene.height - 20.0 - key_room);
    let (gap, sh) = (40.0, 90.0);
    let pile_block = 12.0 + box_h + 40.0;
    let row_h = ((bottom - top0 - pile_block - sh - 2.0 * gap) / per_col as f64).min(64.0);
    let used = pile_block + gap + sh + gap + per_col as f64 * row_h;
    let y0 = top0 + 12.0 + ((bottom - top0 - used) / 2.0).max(0.0);

    // the row of piles, each labelled with the move that took it (not its index: "#3" read as
    // pile 3); "move k" when it fits, else just k, in one size for the whole row
    let x0 = (scene.width - box_w * n as f64) / 2.0;
    let mut taken_at = vec![None; n];
    for (k, m) in moves.iter().take(done).enumerate() {
        taken_at[m.index] = Some((k + 1, m.player));
    }
    let long = |k: usize| ctx.t.taken_in_move.replace("{k}", &k.to_string());
    let fits = |label: &dyn Fn(usize) -> String| {
        (1..=n)
            .map(|k| fit_size(&label(k), box_w - 8.0, 28.0))
            .fold(28.0, f64::min)
    };
    let long_size = fits(&long);
    let (label_of, label_size): (Box<dyn Fn(usize) -> String>, f64) = if long_size >= 15.0 {
        (Box::new(long), long_size)
    } else {
        (Box::new(|k: usize| k.to_string()), fits(&|k| k.to_string()))
    };
    let value_size = t
        .piles()
        .iter()
        .map(|p| fit_size(&p.to_string(), box_w - 18.0, box_h * 0.45))
        .fold(box_h * 0.45, f64::min);
    for (i, p) in t.piles().iter().enumerate() {
        let x = x0 + i as f64 * box_w;
        let (fill_c, label) = match taken_at[i] {
            Some((k, who)) => (colour(who, ctx), label_of(k)),
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
        scene.bold_text(
            x + box_w / 2.0,
            y0 + box_h / 2.0,
            p.to_string(),
            value_size,
            pal.text_on(fill_c),
            HAlign::Center,
        );
        if label_size >= 11.0 && !label.is_empty() {
            scene.text(
                x + box_w / 2.0,
                y0 + box_h + 24.0,
                label,
                label_size,
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
            Some((pal.current, 5.0)),
        );
    }
    if stepwise && done < moves.len() {
        let (lo, hi) = moves[done].before;
        let x = x0 + lo as f64 * box_w - 4.0;
        let w = (hi - lo + 1) as f64 * box_w + 8.0;
        scene.rect(x, y0 - 8.0, w, box_h + 16.0, None, Some((pal.current, 3.0)));
    }

    // the two players' running totals; the player to move is outlined
    let totals = if done == 0 {
        (0, 0)
    } else {
        moves[done - 1].totals
    };
    let to_move = moves.get(done).map(|m| m.player);
    let sy = y0 + box_h + 40.0 + gap;
    let sw = 420.0;
    for (k, (who, total)) in [(Player::First, totals.0), (Player::Second, totals.1)]
        .into_iter()
        .enumerate()
    {
        let x = scene.width / 2.0 - sw - 20.0 + k as f64 * (sw + 40.0);
        let c = colour(who, ctx);
        let outline = if stepwise && to_move == Some(who) {
            (pal.current, 5.0)
        } else {
            (pal.grid, 1.0)
        };
        scene.rect(x, sy, sw, sh, Some(c), Some(outline));
        let text = fill(
            ctx.t.stone_total,
            &[("who", &player_name(who, ctx)), ("total", &total)],
        );
        let size = fit_size(&text, sw - 24.0, 40.0);
        scene.bold_text(
            x + sw / 2.0,
            sy + sh / 2.0,
            text,
            size,
            pal.text_on(c),
            HAlign::Center,
        );
    }

    // the moves so far, in columns
    let top = sy + sh + gap;
    let size = (row_h * 0.6).min(34.0);
    let line_text = |k: usize, m: &MoveRecord| {
        fill(
            ctx.t.stone_move_line,
            &[
                ("k", &(k + 1)),
                ("who", &player_name(m.player, ctx)),
                ("value", &m.value),
                ("end", &end_name(m.end, ctx)),
                ("a", &m.totals.0),
                ("b", &m.totals.1),
            ],
        )
    };
    // columns as wide as their longest line (of the whole game, so frames do not jump), centred
    let widest = moves
        .iter()
        .enumerate()
        .map(|(k, m)| text_width(&line_text(k, m), size))
        .fold(0.0, f64::max);
    let col_w = ((scene.width - 80.0) / cols as f64).min(widest + size * 1.5 + 60.0);
    let left = (scene.width - col_w * cols as f64) / 2.0;
    for (k, m) in moves.iter().take(done).enumerate() {
        let x = left + (k / per_col) as f64 * col_w;
        let y = top + (k % per_col) as f64 * row_h + row_h / 2.0;
        let text = line_text(k, m);
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
    // the key of the frames, in a row under the moves, where the players' colours are keyed
    // (alone in the bottom-left corner it read as nothing to do with the piles, t2 stop 42)
    let mut kx = left;
    let ky = top + per_col as f64 * row_h + KEY_LINE / 2.0;
    for (w, label) in keys {
        scene.rect(
            kx + w / 2.0,
            ky - 14.0 + w / 2.0,
            28.0 - w,
            28.0 - w,
            None,
            Some((pal.current, w)),
        );
        scene.text(kx + 40.0, ky, label, style::SMALL, pal.text, HAlign::Left);
        kx += 40.0 + text_width(label, style::SMALL) + 48.0;
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
        assert_eq!(frames.len(), 1 + 4 + crate::figures::HOLD_FRAMES);
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
        assert!(scenes(&t, &ctx).len() <= crate::figures::MAX_FRAMES);
    }
}
