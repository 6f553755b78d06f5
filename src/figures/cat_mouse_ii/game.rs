//! Cat and Mouse II's animations: the retrograde solving order on the board (the `order` view,
//! from [`Solution::decision_order`]) and the optimal game with the mouse and the cat moving
//! (the `game` view, from the solver's [`Solution::optimal_line`]).

use super::{axes, game_title, token, value_look};
use crate::figures::scene::Scene;
use crate::figures::style::Rgb;
use crate::figures::table::{Cell, Legend, Panel};
use crate::figures::{Ctx, frame_ends, frame_ends_in, hold_end, titled};
use crate::games::cat_mouse_ii::{Move, Position, Setup, Solution, Turn};
use crate::i18n::fill;

/// Most moves of an endless game the `game` view plays.
pub const GAME_MAX_MOVES: usize = 100;

/// The solving order for the cat on its start cell: the two boards (mouse to move, cat to move)
/// fill with the positions' values in the order the analysis decided them. Still: every
/// decided cell numbered with its step.
pub(crate) fn order(setup: &Setup, sol: &Solution, ctx: &Ctx) -> Vec<Scene> {
    let g = &setup.grid;
    let n = g.cells();
    let cat = g.cat();
    // rank[turn][mouse cell]: when the position with the cat at its start was decided (1-based)
    let mut rank = [vec![0usize; n], vec![0usize; n]];
    let mut count = 0;
    for &entry in sol.decision_order().unwrap_or(&[]) {
        let p = sol.position_at(entry);
        if p.cat == cat && p.mouse < n {
            count += 1;
            rank[turn_index(p.turn)][p.mouse] = count;
        }
    }
    let title = titled(game_title(setup, ctx), ctx.t.cm2_order);
    let verdict = if sol.mouse_wins() {
        ctx.t.mouse_win
    } else {
        ctx.t.cat_win
    };
    let start = fill(ctx.t.start_outcome, &[("outcome", &verdict)]);
    let rank = &rank;
    let panels = |upto: Option<(usize, usize)>| -> Vec<Panel> {
        [
            (Turn::Mouse, ctx.t.mouse_to_move),
            (Turn::Cat, ctx.t.cat_to_move),
        ]
        .into_iter()
        .map(|(turn, name)| {
            let (rows, cols) = axes(setup, ctx);
            Panel {
                title: Some(name.to_string()),
                rows,
                cols,
                cell: Box::new(move |r, c| {
                    let cell = g.cell(r, c);
                    if let Some((fill_c, letter)) = token(setup, ctx, cell) {
                        return Some(Cell {
                            fill: fill_c,
                            text: (!letter.is_empty()).then(|| letter.to_string()),
                            framed: false,
                        });
                    }
                    let k = rank[turn_index(turn)][cell];
                    let pos = Position {
                        mouse: cell,
                        cat,
                        turn,
                    };
                    Some(match upto {
                        None if k > 0 => Cell {
                            fill: ctx.pal.order(k as f64, 1.0, count.max(1) as f64),
                            text: Some(k.to_string()),
                            framed: false,
                        },
                        // never decided: an endless game
                        None => Cell {
                            fill: ctx.pal.draw,
                            text: None,
                            framed: false,
                        },
                        Some((prev, done)) if k > 0 && k <= done => {
                            let (fill_c, text) = value_look(sol.value(pos), ctx);
                            Cell {
                                fill: fill_c,
                                text,
                                framed: k > prev,
                            }
                        }
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
            hi: count.to_string(),
            // the colours besides the scale: never decided, and the board's fixed cells
            keys: vec![
                (ctx.pal.draw, ctx.t.never_decided_endless.into()),
                (ctx.pal.wall, ctx.t.wall.into()),
                (ctx.pal.food, format!("F = {}", ctx.t.food)),
                (ctx.pal.cat_token, format!("C = {}", ctx.t.cat)),
            ],
        };
        return vec![ctx.table_scene(&title, Some(&start), &panels(None), &legend)];
    }
    let legend = Legend::Swatches {
        title: Some(ctx.t.moves_note.into()),
        items: vec![
            (ctx.pal.mouse_wins, ctx.t.mouse_win.into()),
            (ctx.pal.cat_wins, ctx.t.cat_win.into()),
            (ctx.pal.empty, ctx.t.undecided.into()),
            (ctx.pal.wall, ctx.t.wall.into()),
            (ctx.pal.food, format!("F = {}", ctx.t.food)),
            (ctx.pal.cat_token, format!("C = {}", ctx.t.cat)),
        ],
    };
    ctx.frame_means(ctx.t.frame_new);
    let ends = frame_ends(count);
    let mut frames: Vec<Scene> = ends
        .iter()
        .map(|&done| {
            let prev = ends.iter().rev().find(|&&e| e < done).copied().unwrap_or(0);
            let sub = fill(
                ctx.t.labelled,
                &[
                    ("label", &ctx.t.step),
                    ("value", &format!("{done} / {count}")),
                ],
            );
            ctx.table_scene(&title, Some(&sub), &panels(Some((prev, done))), &legend)
        })
        .collect();
    hold_end(&mut frames);
    frames
}

fn turn_index(turn: Turn) -> usize {
    match turn {
        Turn::Mouse => 0,
        Turn::Cat => 1,
    }
}

/// The optimal game from the start: still, the last position with both paths; frames, the
/// start and then one move a frame (sampled beyond [`crate::figures::MAX_FRAMES`]).
pub(crate) fn game(setup: &Setup, sol: &Solution, ctx: &Ctx) -> Vec<Scene> {
    let mut line = sol.optimal_line(sol.start(), GAME_MAX_MOVES);
    // an endless game is shown up to where it starts repeating, and says which moves repeat
    let repeat = repeating(sol, &line);
    if let Some((_, to)) = repeat {
        line.truncate(to);
    }
    if !ctx.frames {
        return vec![game_frame(setup, sol, &line, line.len(), repeat, ctx)];
    }
    // a frame for each move that moves something (staying put changes nothing on the board),
    // and the last move, whose frame says how the game ends
    let moving: Vec<usize> = (1..=line.len())
        .filter(|&k| line[k - 1].from != line[k - 1].to)
        .collect();
    let mut shown = vec![0];
    shown.extend(
        frame_ends_in(
            moving.len(),
            crate::figures::MAX_FRAMES - crate::figures::HOLD_FRAMES - 2,
        )
        .into_iter()
        .filter(|&p| p > 0)
        .map(|p| moving[p - 1]),
    );
    shown.push(line.len());
    shown.dedup();
    let mut frames: Vec<Scene> = shown
        .iter()
        .map(|&k| game_frame(setup, sol, &line, k, repeat, ctx))
        .collect();
    hold_end(&mut frames);
    frames
}

/// Where a game nobody ends starts repeating: the first and the last move (counted from 1) of
/// the moves that come back to a position seen before; `None` for a game that ends (or does not
/// repeat within `line`).
fn repeating(sol: &Solution, line: &[Move]) -> Option<(usize, usize)> {
    if line.last().is_none_or(|m| m.ending.is_some()) {
        return None;
    }
    let mut seen = std::collections::HashMap::from([(sol.start(), 0usize)]);
    for (k, m) in line.iter().enumerate() {
        if let Some(&i) = seen.get(&m.after) {
            return Some((i + 1, k + 1));
        }
        seen.insert(m.after, k + 1);
    }
    None
}

/// "(row, column)" of a cell.
fn cell_name(setup: &Setup, cell: usize) -> String {
    let (r, c) = setup.grid.row_col(cell);
    format!("({r}, {c})")
}

/// The board after `done` moves of `line`: the tokens where they are, the cells each visited
/// tinted, the last move's cell framed.
fn game_frame(
    setup: &Setup,
    sol: &Solution,
    line: &[Move],
    done: usize,
    repeat: Option<(usize, usize)>,
    ctx: &Ctx,
) -> Scene {
    let g = &setup.grid;
    let pal = &ctx.pal;
    let now = if done == 0 {
        sol.start()
    } else {
        line[done - 1].after
    };
    let n = g.cells();
    let mut visited = [vec![false; n], vec![false; n]];
    visited[0][g.mouse()] = true;
    visited[1][g.cat()] = true;
    for m in &line[..done] {
        let who = if m.after.turn == Turn::Cat { 0 } else { 1 };
        visited[who][m.to] = true;
    }
    let mouse_path = pal.mouse_path.mix(pal.empty, 0.35);
    let cat_path = pal.cat_path.mix(pal.empty, 0.35);
    // (a move that stays put leaves no cell just moved to)
    let last = done
        .checked_sub(1)
        .filter(|&k| line[k].from != line[k].to)
        .map(|k| line[k].to);
    // the still (no frames): the whole game on one board, each path cell numbered with the move
    // that last reached it
    let mut arrival = [vec![0usize; n], vec![0usize; n]];
    if !ctx.frames {
        for (k, m) in line[..done].iter().enumerate() {
            let who = if m.after.turn == Turn::Cat { 0 } else { 1 };
            if m.from != m.to {
                arrival[who][m.to] = k + 1;
            }
        }
    }
    // the still marks where a token started and that it left with a 0 (unmarked, the mouse's
    // start read as any other cell of its path, issue 24)
    let left_start = [
        (!ctx.frames && now.mouse != g.mouse()).then_some(g.mouse()),
        (!ctx.frames && now.cat != g.cat()).then_some(g.cat()),
    ];
    let arrival = &arrival;
    let start_zero =
        move |w: usize, cell: usize| left_start[w] == Some(cell) && arrival[w][cell] == 0;
    let starts_marked = (0..2).any(|w| {
        left_start[w]
            .is_some_and(|c| start_zero(w, c) && ![g.food(), now.cat, now.mouse].contains(&c))
    });
    let steps = move |cell: usize| {
        let ks: Vec<String> = (0..2)
            .filter(|&w| arrival[w][cell] > 0 || start_zero(w, cell))
            .map(|w| arrival[w][cell].to_string())
            .collect();
        (!ks.is_empty()).then(|| ks.join("/"))
    };
    let (rows, cols) = axes(setup, ctx);
    // what the board shows besides the tokens and the food: the key lists only that (a cat that
    // never moves leaves no path)
    let shown = |who: usize| {
        (0..n).any(|cell| {
            visited[who][cell]
                && !g.is_wall(cell)
                && cell != now.cat
                && cell != now.mouse
                && cell != g.food()
        })
    };
    let (mouse_path_shown, cat_path_shown) = (shown(0), shown(1));
    let walls_shown = (0..n).any(|cell| g.is_wall(cell));
    // floor nobody has stood on
    let floor_shown = (0..n).any(|cell| {
        !g.is_wall(cell)
            && !visited[0][cell]
            && !visited[1][cell]
            && cell != now.cat
            && cell != now.mouse
            && cell != g.food()
    });
    let visited = &visited;
    let panel = Panel {
        title: None,
        rows,
        cols,
        cell: Box::new(move |r, c| {
            let cell = g.cell(r, c);
            let (fill_c, text): (Rgb, Option<&str>) = if g.is_wall(cell) {
                (pal.wall, None)
            } else if cell == now.cat && cell == g.food() {
                // the token on the food: the food's colour stays, both letters
                (pal.food, Some("C F"))
            } else if cell == now.mouse && cell == g.food() {
                (pal.food, Some("M F"))
            } else if cell == now.cat {
                (pal.cat_token, Some("C"))
            } else if cell == now.mouse {
                (pal.mouse_token, Some("M"))
            } else if cell == g.food() {
                (pal.food, Some("F"))
            } else if visited[0][cell] && visited[1][cell] {
                (mouse_path.mix(cat_path, 0.5), None)
            } else if visited[0][cell] {
                (mouse_path, None)
            } else if visited[1][cell] {
                (cat_path, None)
            } else {
                (pal.empty, None)
            };
            let is_path = text.is_none() && (visited[0][cell] || visited[1][cell]);
            Some(Cell {
                fill: fill_c,
                text: text
                    .map(String::from)
                    .or_else(|| is_path.then(|| steps(cell)).flatten()),
                framed: last == Some(cell),
            })
        }),
    };
    let title = titled(game_title(setup, ctx), ctx.t.cm2_game);
    let verdict = if sol.mouse_wins() {
        ctx.t.mouse_win
    } else {
        ctx.t.cat_win
    };
    let sub = if done == 0 {
        fill(
            ctx.t.cm2_begin,
            &[(
                "outcome",
                &fill(ctx.t.start_outcome, &[("outcome", &verdict)]),
            )],
        )
    } else {
        let m = &line[done - 1];
        let who = if m.after.turn == Turn::Cat {
            ctx.t.mouse
        } else {
            ctx.t.cat
        };
        // a jump of 0: the animal stays where it is ("cat (0, 0) → (0, 0)" read as a move)
        let step = if m.from == m.to {
            ctx.t.cm2_stay
        } else {
            ctx.t.cm2_step
        };
        let mut s = fill(
            step,
            &[
                ("k", &done),
                ("total", &line.len()),
                ("who", &who),
                ("from", &cell_name(setup, m.from)),
                ("to", &cell_name(setup, m.to)),
            ],
        );
        if done == line.len() {
            match line.last().and_then(|m| m.ending) {
                Some(e) => {
                    let winner = if e.mouse_wins() {
                        ctx.t.mouse_win
                    } else {
                        ctx.t.cat_win
                    };
                    s = fill(ctx.t.step_then_end, &[("step", &s), ("winner", &winner)]);
                }
                None => match repeat {
                    Some((from, to)) => {
                        let still = line[from - 1..to].iter().all(|m| m.from == m.to);
                        s = if still {
                            fill(ctx.t.cm2_stays, &[("step", &s)])
                        } else {
                            fill(
                                ctx.t.cm2_repeats,
                                &[("step", &s), ("from", &from), ("to", &to)],
                            )
                        };
                    }
                    None => s = format!("{s} {}", fill(ctx.t.cm2_cut, &[("k", &line.len())])),
                },
            }
        }
        s
    };
    // a game nobody can end: say on every frame why the cat wins
    let endless = line.last().is_some_and(|m| m.ending.is_none());
    let numbered = !ctx.frames && arrival.iter().flatten().any(|&k| k > 0);
    let key_title: Vec<&str> = [
        endless.then_some(ctx.t.cm2_endless_note),
        (numbered && !starts_marked).then_some(ctx.t.cm2_path_steps),
        (!ctx.frames && starts_marked).then_some(ctx.t.cm2_path_steps_start),
    ]
    .into_iter()
    .flatten()
    .collect();
    let legend = Legend::Swatches {
        title: (!key_title.is_empty()).then(|| crate::figures::sentences(&key_title)),
        items: [
            (true, pal.mouse_token, format!("M {}", ctx.t.mouse)),
            (true, pal.cat_token, format!("C {}", ctx.t.cat)),
            (true, pal.food, format!("F {}", ctx.t.food)),
            (walls_shown, pal.wall, ctx.t.wall.into()),
            (floor_shown, pal.empty, ctx.t.floor.into()),
            (
                mouse_path_shown,
                mouse_path,
                fill(ctx.t.paren, &[("a", &ctx.t.trail), ("b", &ctx.t.mouse)]),
            ),
            (
                cat_path_shown,
                cat_path,
                fill(ctx.t.paren, &[("a", &ctx.t.trail), ("b", &ctx.t.cat)]),
            ),
        ]
        .into_iter()
        .filter(|(shown, ..)| *shown)
        .map(|(_, c, t)| (c, t))
        .collect(),
    };
    if last.is_some() {
        ctx.frame_means(ctx.t.frame_last_move);
    }
    ctx.table_scene(&title, Some(&sub), &[panel], &legend)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::cat_mouse_ii::{Grid, solve};

    fn example() -> (Setup, Solution) {
        let setup = Setup {
            grid: Grid::parse(&["####F", "#C...", "M...."]).unwrap(),
            cat_jump: 1,
            mouse_jump: 2,
        };
        let sol = solve(&setup.grid, setup.mouse_jump, setup.cat_jump, &NoControl).unwrap();
        (setup, sol)
    }

    #[test]
    fn the_game_follows_the_solver_line_to_the_food() {
        let (setup, sol) = example();
        let line = sol.optimal_line(sol.start(), GAME_MAX_MOVES);
        let mut ctx = Ctx::new(&crate::figures::Options::default(), true);
        let frames = game(&setup, &sol, &ctx);
        // the start, every move that moves a token, and the last move (the cat stays put twice)
        let mut shown: Vec<usize> = (1..=line.len())
            .filter(|&k| line[k - 1].from != line[k - 1].to)
            .collect();
        shown.push(line.len());
        shown.dedup();
        assert!(
            shown.len() < line.len(),
            "the example has moves that stay put"
        );
        assert_eq!(frames.len(), 1 + shown.len() + crate::figures::HOLD_FRAMES);
        let last = frames.last().unwrap().texts().join("|");
        assert!(last.contains(". The mouse wins."), "{last}");
        // the mouse on the food: the food's colour and both letters
        assert!(last.contains("M F"), "{last}");
        // the key lists what the board shows: the mouse's path, not the cat's (it never moves
        // here), and no path at the start
        assert!(last.contains("path so far (mouse)"), "{last}");
        assert!(!last.contains("path so far (cat)"), "{last}");
        let first = frames[0].texts().join("|");
        assert!(!first.contains("path so far"), "{first}");
        ctx.frames = false;
        assert_eq!(game(&setup, &sol, &ctx).len(), 1);
    }

    /// A game nobody can end (both stay put): no frame for a move that moves nothing, and every
    /// frame says why the cat wins.
    #[test]
    fn an_endless_game_says_so_and_skips_the_frames_where_nothing_moves() {
        let setup = Setup {
            grid: Grid::parse(&["..M.#", ".C...", ".###.", "..F.."]).unwrap(),
            cat_jump: 1,
            mouse_jump: 2,
        };
        let sol = solve(&setup.grid, setup.mouse_jump, setup.cat_jump, &NoControl).unwrap();
        let line = sol.optimal_line(sol.start(), GAME_MAX_MOVES);
        assert!(line.last().unwrap().ending.is_none(), "an endless game");
        let moving = line.iter().filter(|m| m.from != m.to).count();
        let ctx = Ctx::new(&crate::figures::Options::default(), true);
        let frames = game(&setup, &sol, &ctx);
        // the start, the moves that move, the last move (how it ends), then the held end
        assert!(
            frames.len() <= 2 + moving + crate::figures::HOLD_FRAMES,
            "{} frames for {moving} moving moves of {}",
            frames.len(),
            line.len()
        );
        for f in &frames {
            let texts = f.texts().join(" ");
            assert!(
                texts.contains("1000-move rule gives it to the cat"),
                "{texts}"
            );
        }
        // a game that ends has no such note
        let (setup, sol) = example();
        let frames = game(&setup, &sol, &ctx);
        assert!(!frames[0].texts().join(" ").contains("1000-move rule gives"));
    }

    #[test]
    fn the_order_numbers_every_decided_mouse_cell_and_animates() {
        let (setup, sol) = example();
        let ctx = Ctx::new(&crate::figures::Options::default(), false);
        let still = order(&setup, &sol, &ctx);
        assert_eq!(still.len(), 1);
        // every open cell of both boards (8 each: 15 cells less 5 walls, the food and the
        // cat) is decided here, numbered 1 to 16
        let texts = still[0].texts();
        for k in 1..=16 {
            assert!(texts.contains(&k.to_string().as_str()), "{k}: {texts:?}");
        }
        // the still's key: walls, the food and the cat besides the step scale; no grey cell,
        // so no "never decided" (the key names only colours some cell has, t2 stop 43)
        let key = texts.join(" ");
        for words in ["wall", "F = food", "C = cat"] {
            assert!(key.contains(words), "{words}: {key}");
        }
        assert!(!key.contains("never decided"), "{key}");
        // an endless game leaves its start undecided: grey, and the key says what grey is
        let endless = Setup {
            grid: Grid::parse(&["..M.#", ".C...", ".###.", "..F.."]).unwrap(),
            cat_jump: 1,
            mouse_jump: 2,
        };
        let sol2 = solve(&endless.grid, 2, 1, &NoControl).unwrap();
        let key = order(&endless, &sol2, &ctx)[0].texts().join(" ");
        assert!(key.contains("never decided: endless"), "{key}");
        let mut ctx = ctx;
        ctx.frames = true;
        let frames = order(&setup, &sol, &ctx);
        assert!(frames.len() >= 4, "{}", frames.len());
        assert!(frames.len() <= crate::figures::MAX_FRAMES);
        assert_ne!(frames[0], frames[1]);
    }
}
