//! Cat and Mouse (913)'s optimal game (the `game` view): the tokens move along the solver's
//! optimal line ([`Solution::optimal_line`]) on the graph coloured by outcome, with the paths
//! they took.

use super::{Tokens, game_title, graph_scene, outcome_name, start_line};
use crate::figures::scene::Scene;
use crate::figures::{Ctx, frame_ends_in, hold_end, titled};
use crate::games::cat_mouse::{Position, Setup, Solution, Turn};
use crate::i18n::fill;

/// Still: the game's last position with the whole paths; frames: the start, then one move a
/// frame (sampled beyond [`crate::figures::MAX_FRAMES`]).
pub(crate) fn scenes(setup: &Setup, sol: &Solution, ctx: &Ctx) -> Vec<Scene> {
    let line = sol.optimal_line(Position::START);
    let moves = line.len().saturating_sub(1);
    if !ctx.frames {
        return vec![draw(setup, sol, &line, moves, ctx)];
    }
    let mut shown = vec![0];
    shown.extend(frame_ends_in(
        moves,
        crate::figures::MAX_FRAMES - crate::figures::HOLD_FRAMES - 1,
    ));
    shown.dedup();
    let mut frames: Vec<Scene> = shown
        .iter()
        .map(|&k| draw(setup, sol, &line, k, ctx))
        .collect();
    hold_end(&mut frames);
    frames
}

/// The game after `done` moves of `line`.
fn draw(setup: &Setup, sol: &Solution, line: &[Position], done: usize, ctx: &Ctx) -> Scene {
    let now = line.get(done).copied().unwrap_or(Position::START);
    let moves = line.len().saturating_sub(1);
    let title = titled(game_title(setup.graph.n(), ctx), ctx.t.cat_mouse_game);
    let sub = if done == 0 {
        fill(ctx.t.cm_begin, &[("outcome", &start_line(sol, ctx))])
    } else {
        let before = line[done - 1];
        let (who, from, to) = match before.turn {
            Turn::Mouse => (ctx.t.mouse, before.mouse, now.mouse),
            Turn::Cat => (ctx.t.cat, before.cat, now.cat),
        };
        let mut s = fill(
            ctx.t.cm_step,
            &[
                ("k", &done),
                ("total", &moves),
                ("who", &who),
                ("from", &from),
                ("to", &to),
            ],
        );
        if done == moves {
            // a sentence, as Cat and Mouse II's: "… 5 → 7. The cat wins."
            s = match now.terminal_outcome() {
                Some(o) => fill(
                    ctx.t.step_then_end,
                    &[("step", &s), ("winner", &outcome_name(o, ctx))],
                ),
                None => fill(
                    ctx.t.cm_step_end,
                    &[("step", &s), ("end", &ctx.t.cm_repeat)],
                ),
            };
        }
        s
    };
    let tokens = Tokens {
        mouse: now.mouse,
        cat: now.cat,
        turn: now.turn,
        trails: Some((
            line[..=done.min(moves)].iter().map(|p| p.mouse).collect(),
            line[..=done.min(moves)].iter().map(|p| p.cat).collect(),
        )),
        moves: line
            .windows(2)
            .map(|w| match w[0].turn {
                Turn::Mouse => (Turn::Mouse, w[0].mouse, w[1].mouse),
                Turn::Cat => (Turn::Cat, w[0].cat, w[1].cat),
            })
            .collect(),
    };
    let notes = [format!("M = {}", ctx.t.mouse), format!("C = {}", ctx.t.cat)];
    graph_scene(
        setup,
        sol,
        ctx,
        &title,
        &sub,
        &tokens,
        // the colours say what happens from here: with the player whose move it is
        Some(match now.turn {
            Turn::Mouse => ctx.t.cm_colours,
            Turn::Cat => ctx.t.cm_colours_cat,
        }),
        notes,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::cat_mouse::{Graph, solve};

    #[test]
    fn the_tokens_follow_the_solver_line_one_move_a_frame() {
        // LeetCode 913 example 2: the mouse wins
        let graph = Graph::new_validated(&[vec![1, 3], vec![0], vec![3], vec![0, 2]]).unwrap();
        let setup = Setup {
            graph,
            positions: None,
        };
        let sol = solve(&setup.graph, &NoControl).unwrap();
        let line = sol.optimal_line(Position::START);
        let ctx = Ctx::new(&crate::figures::Options::default(), true);
        let frames = scenes(&setup, &sol, &ctx);
        assert_eq!(frames.len(), line.len() + crate::figures::HOLD_FRAMES);
        let last = frames.last().unwrap().texts().join("|");
        assert!(last.contains("mouse 1 → 0. The mouse wins."), "{last}");
        assert_ne!(frames[0], frames[1]);
        // in Chinese the end follows a Chinese full stop, not ". "
        let options = crate::figures::Options {
            language: crate::i18n::Language::Chinese,
            ..Default::default()
        };
        let zh = Ctx::new(&options, true);
        let frames = scenes(&setup, &sol, &zh);
        let last = frames.last().unwrap().texts().join("|");
        assert!(last.contains("1 → 0。"), "{last}");
        assert!(!last.contains(". "), "{last}");
    }
}
