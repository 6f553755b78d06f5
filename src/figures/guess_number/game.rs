//! Guess Number II's optimal game (the `game` view): the solver's best guesses against the
//! adversary's worst-case answers ([`Adversary`]), the numbers still possible narrowing guess by
//! guess, the money spent growing to `dp[1][n]`.

use crate::figures::scene::{HAlign, Scene, fit_size};
use crate::figures::table::{self, Legend};
use crate::figures::{Ctx, FigureError, hold_end, titled};
use crate::games::guess_number::{Adversary, Answer, FastTable};
use crate::i18n::fill;

/// One guess of the game: the guess, the answer, the interval after it, the money spent.
struct Guess {
    x: usize,
    answer: Answer,
    after: (usize, usize),
    spent: u64,
}

/// The optimal guesses, each answered by the adversary, until the number is found.
fn play(t: &FastTable) -> Result<Vec<Guess>, FigureError> {
    let mut adv = Adversary::new(t);
    let mut guesses = Vec::new();
    while !adv.is_over() {
        let (lo, hi) = adv.interval();
        let x = if lo == hi {
            lo
        } else {
            t.best_guess(lo, hi).unwrap_or(lo)
        };
        let answer = adv.guess(t, x)?;
        guesses.push(Guess {
            x,
            answer,
            after: adv.interval(),
            spent: adv.spent(),
        });
    }
    Ok(guesses)
}

/// Still: the whole game; frames: the start, then one guess a frame (a game has at most a few
/// dozen guesses, fewer than [`crate::figures::MAX_FRAMES`]; longer ones are sampled).
pub(crate) fn scenes(t: &FastTable, ctx: &Ctx) -> Result<Vec<Scene>, FigureError> {
    let guesses = play(t)?;
    if !ctx.frames {
        return Ok(vec![draw(t, &guesses, guesses.len(), ctx)]);
    }
    let mut shown = vec![0];
    shown.extend(crate::figures::frame_ends_in(
        guesses.len(),
        crate::figures::MAX_FRAMES - crate::figures::HOLD_FRAMES - 1,
    ));
    shown.dedup();
    let mut frames: Vec<Scene> = shown.iter().map(|&k| draw(t, &guesses, k, ctx)).collect();
    hold_end(&mut frames);
    Ok(frames)
}

fn answer_name(a: Answer, ctx: &Ctx) -> &'static str {
    match a {
        Answer::Lower => ctx.t.lower,
        Answer::Higher => ctx.t.higher,
        Answer::Correct => ctx.t.correct,
    }
}

/// The cells of `n` numbers in rows: the count per row that makes the cells largest in a
/// `w` × `h` box, and the cell size.
fn number_grid(n: usize, w: f64, h: f64) -> (usize, f64) {
    (1..=n)
        .map(|per_row| {
            let rows = n.div_ceil(per_row);
            let c = (w / per_row as f64).min(h / rows as f64).min(170.0);
            (per_row, c)
        })
        .fold(
            (n, 0.0),
            |best, cand| if cand.1 > best.1 { cand } else { best },
        )
}

/// The game after `done` guesses.
fn draw(t: &FastTable, guesses: &[Guess], done: usize, ctx: &Ctx) -> Scene {
    let pal = &ctx.pal;
    let n = t.n();
    let cost = t.min_cost();
    let mut scene = Scene::new(pal.background);
    let title = titled(fill(ctx.t.guess, &[("n", &n)]), ctx.t.guess_game);
    let step_line = |k: usize| {
        let g = &guesses[k - 1];
        fill(
            ctx.t.guess_step,
            &[
                ("k", &k),
                ("x", &g.x),
                ("answer", &answer_name(g.answer, ctx)),
                ("spent", &g.spent),
                ("cost", &cost),
            ],
        )
    };
    let sub = if done == 0 {
        fill(ctx.t.guess_start, &[("n", &n), ("cost", &cost)])
    } else {
        step_line(done)
    };
    table::header(&mut scene, pal, &title, Some(&sub));

    // the numbers 1..=n: still possible, ruled out, guessed; the newest guess framed
    let (lo, hi) = if done == 0 {
        (1, n)
    } else {
        guesses[done - 1].after
    };
    let found = done > 0 && guesses[done - 1].answer == Answer::Correct;
    let left = 40.0;
    let width = table::legend_x(scene.width) - 40.0 - left;
    let top = table::CONTENT_TOP + 20.0;
    // the numbers take the height the list of guesses leaves
    let list_rows = guesses
        .len()
        .max(1)
        .div_ceil(if guesses.len() > 8 { 2 } else { 1 });
    let list_h = list_rows as f64 * 44.0 + 40.0;
    let grid_h = (scene.height - top - 20.0 - list_h).clamp(150.0, 560.0);
    let (per_row, c) = number_grid(n, width, grid_h);
    let x0 = left + (width - per_row as f64 * c) / 2.0;
    let guessed: Vec<usize> = guesses[..done].iter().map(|g| g.x).collect();
    let mut newest = None;
    // which of the key's colours the numbers use: the key lists only those
    let mut drawn = [false; 4];
    for v in 1..=n {
        let (r, col) = ((v - 1) / per_row, (v - 1) % per_row);
        let (x, y) = (x0 + col as f64 * c, top + r as f64 * c);
        let possible = v >= lo && v <= hi;
        let kind = if found && guessed.last() == Some(&v) {
            3
        } else if guessed.contains(&v) {
            2
        } else if possible {
            0
        } else {
            1
        };
        drawn[kind] = true;
        let fill_c = [pal.win, pal.empty, pal.lose, pal.food][kind];
        let inset = if c >= 8.0 { 1.5 } else { 0.0 };
        scene.rect(
            x + inset,
            y + inset,
            c - 2.0 * inset,
            c - 2.0 * inset,
            Some(fill_c),
            None,
        );
        let label = v.to_string();
        let size = fit_size(&label, c * 0.84, (c * 0.42).min(44.0));
        if size >= crate::figures::style::MIN_CELL_TEXT {
            let colour = if possible || guessed.contains(&v) {
                pal.text_on(fill_c)
            } else {
                pal.muted
            };
            scene.text(
                x + c / 2.0,
                y + c / 2.0,
                label,
                size,
                colour,
                HAlign::Center,
            );
        }
        if done > 0 && guessed.last() == Some(&v) {
            newest = Some((x, y));
        }
    }
    if let Some((x, y)) = newest {
        scene.rect(
            x,
            y,
            c,
            c,
            None,
            Some((pal.current, (c * 0.08).clamp(3.0, 6.0))),
        );
    }

    // the guesses so far, one a line, below the numbers
    let rows = n.div_ceil(per_row);
    let list_top = top + rows as f64 * c + 40.0;
    let avail = scene.height - list_top - 20.0;
    let per_col = guesses
        .len()
        .max(1)
        .div_ceil(if guesses.len() > 8 { 2 } else { 1 });
    let cols = guesses.len().max(1).div_ceil(per_col);
    let row_h = (avail / per_col as f64).min(44.0);
    let col_w = width / cols as f64;
    for k in 1..=done {
        let text = step_line(k);
        let size = fit_size(&text, col_w - 20.0, (row_h * 0.66).min(26.0));
        let x = left + ((k - 1) / per_col) as f64 * col_w;
        let y = list_top + ((k - 1) % per_col) as f64 * row_h + row_h / 2.0;
        let colour = if k == done { pal.text } else { pal.muted };
        scene.text(x, y, text, size, colour, HAlign::Left);
    }

    let legend = Legend::Swatches {
        title: None,
        items: [
            (pal.win, ctx.t.still_possible),
            (pal.empty, ctx.t.ruled_out),
            (pal.lose, ctx.t.guessed),
            (pal.food, ctx.t.correct),
        ]
        .into_iter()
        .zip(drawn)
        .filter(|&(_, d)| d)
        .map(|((c, t), _)| (c, t.to_string()))
        .collect(),
    };
    let next = table::side_legend(&mut scene, pal, top + 10.0, &legend);
    if newest.is_some() {
        let x = table::legend_x(scene.width);
        let width = scene.width - x - 20.0;
        table::frame_key(&mut scene, pal, x, next, width, ctx.t.frame_last_guess);
    }
    scene
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;

    #[test]
    fn the_optimal_guesses_spend_exactly_the_answer() {
        for n in [1, 2, 10, 37] {
            let t = FastTable::solve(n, true, &NoControl).unwrap();
            let g = play(&t).unwrap();
            assert_eq!(g.last().unwrap().answer, Answer::Correct);
            assert_eq!(g.last().unwrap().spent, t.min_cost(), "n = {n}");
            assert_eq!(g[0].x, t.best_guess(1, n as usize).unwrap_or(1));
        }
    }

    #[test]
    fn frames_start_with_every_number_possible_and_end_found() {
        let t = FastTable::solve(10, true, &NoControl).unwrap();
        let ctx = Ctx::new(&crate::figures::Options::default(), true);
        let frames = scenes(&t, &ctx).unwrap();
        let guesses = play(&t).unwrap().len();
        assert_eq!(frames.len(), 1 + guesses + crate::figures::HOLD_FRAMES);
        assert!(
            frames[0]
                .texts()
                .iter()
                .any(|s| s.contains("Worst case: 16")),
            "{:?}",
            frames[0].texts()
        );
        let last = frames.last().unwrap().texts().join("|");
        assert!(
            last.contains("Guess 3: 10 — correct. Spent 16 of 16."),
            "{last}"
        );
        // the key lists only the colours drawn: no green cell is left at the end, nothing is
        // guessed or ruled out at the start
        assert!(!last.contains("still possible"), "{last}");
        assert!(
            last.contains("correct") && last.contains("guessed"),
            "{last}"
        );
        let first = frames[0].texts().join("|");
        assert!(first.contains("still possible"), "{first}");
        assert!(
            !first.contains("ruled out") && !first.contains("guessed"),
            "{first}"
        );
    }
}
