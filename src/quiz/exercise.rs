//! "New exercise": a fresh random scenario of a size a student can work by hand, per game,
//! from a seed (the same seed gives the same scenario). Quiz mode then asks about it.

use crate::games::rng::SplitMix64;

/// A number in `lo..=hi`.
fn between(rng: &mut SplitMix64, lo: i64, hi: i64) -> i64 {
    lo + rng.below((hi - lo + 1) as u64) as i64
}

/// The most piles of a stone exercise.
pub const STONE_MAX_PILES: usize = 6;

/// The longest stretch of piles whose cell a stone row shown keeps as seen ([`stone_given`]):
/// longer than an exercise, for rows typed in (their cells past it are too many to quiz by hand).
pub const STONE_STRETCH_MAX: usize = 12;

/// Stone game: 4 to 6 piles of -3 to 9 stones.
pub fn stone(seed: u64) -> Vec<i64> {
    stone_after(seed, &|_| false)
}

/// One stone row of [`stone`], drawn from `rng`.
fn draw_stone(rng: &mut SplitMix64) -> Vec<i64> {
    let n = between(rng, 4, STONE_MAX_PILES as i64);
    (0..n).map(|_| between(rng, -3, 9)).collect()
}

/// A stone exercise after some rows were on screen: `seen` tells whether a stretch of piles
/// (two or more) had its cell shown before (`dp[i][j]` depends only on the piles `i..=j`, so
/// that cell's value is the same in any row holding them). Rows are drawn from the seed until
/// one has no stretch seen; after 60 draws, the one with the fewest (its seen cells are given
/// in the quiz: [`stone_given`]). Nothing seen: the first draw, [`stone`]'s.
pub fn stone_after(seed: u64, seen: &dyn Fn(&[i64]) -> bool) -> Vec<i64> {
    let mut rng = SplitMix64::new(seed);
    let mut best: Option<(usize, Vec<i64>)> = None;
    for _ in 0..60 {
        let row = draw_stone(&mut rng);
        let count = stone_given(&row, seen).len();
        if count == 0 {
            return row;
        }
        if best.as_ref().is_none_or(|(c, _)| count < *c) {
            best = Some((count, row));
        }
    }
    best.map(|(_, row)| row).unwrap_or_default()
}

/// The cells `(i, j)`, `i < j`, of a row whose piles `i..=j` were seen before (`seen`): their
/// values were on screen, so the quiz gives them instead of asking them again.
pub fn stone_given(row: &[i64], seen: &dyn Fn(&[i64]) -> bool) -> Vec<(usize, usize)> {
    let n = row.len();
    let mut out = Vec::new();
    for i in 0..n {
        for j in i + 1..n.min(i + STONE_STRETCH_MAX) {
            if seen(&row[i..=j]) {
                out.push((i, j));
            }
        }
    }
    out
}

/// Guess Number II: `n` from 5 to 9.
pub fn guess_number(seed: u64) -> u64 {
    guess_number_after(seed, 0)
}

/// The largest `n` of a Guess Number II exercise (a table worked by hand).
pub const GUESS_NUMBER_MAX: u64 = 9;

/// The largest `n` a Guess Number II exercise goes to past a table shown before (the tab's
/// auto-solve limit: larger ones wait for Solve, and a column of 500 cells is work enough).
pub const GUESS_NUMBER_PAST_MAX: u64 = 500;

/// Guess Number II after a table of `shown` numbers was on screen: `dp[i][j]` depends only on
/// `i` and `j`, so that table held every cell of a smaller exercise, and the cells with
/// `j <= shown` of a larger one ([`guess_number_given`]). Nothing shown: `n` from 5 to 9 as
/// [`guess_number`]; a table of fewer than 5 numbers: `n` from 5 to 9 as well (all past it);
/// 5 to 12 numbers: `shown + 1` or `shown + 2`; more: `shown + 1` (a set stays a column of
/// work). Past [`GUESS_NUMBER_PAST_MAX`] there is no exercise larger than the table: `n` from
/// 5 to 9, every cell of it seen (the tab says so).
pub fn guess_number_after(seed: u64, shown: u64) -> u64 {
    let mut rng = SplitMix64::new(seed);
    if !(5..GUESS_NUMBER_PAST_MAX).contains(&shown) {
        between(&mut rng, 5, GUESS_NUMBER_MAX as i64) as u64
    } else if shown <= 12 {
        shown + 1 + rng.below(2)
    } else {
        shown + 1
    }
}

/// The columns given in a Guess Number II exercise of `n` numbers after a table of `shown`
/// numbers was on screen: its cells with `j <= ` this were seen in that table (0: none given,
/// as when nothing was shown, or when every cell was seen and the quiz asks them all again).
pub fn guess_number_given(n: u64, shown: u64) -> u64 {
    if shown < n { shown } else { 0 }
}

/// The cells a Guess Number II exercise of `n` numbers asks when its columns `j <= given` are
/// given: every interval `i < j` with `j > given` (one number, `dp[j][j] = 0`, is given).
pub fn guess_number_asked(n: u64, given: u64) -> u64 {
    let col = |j: u64| j * j.saturating_sub(1) / 2;
    col(n) - col(given.min(n))
}

/// Can I Win: `maxChoosableInteger` from 4 to 6 and a total that two moves cannot always reach
/// and all the numbers together can (`max + 2 ..= max (max + 1) / 2`; at `max + 1` the second
/// player reaches it at once, whatever the first takes: a game decided in two moves), where
/// Play has a choice that matters in the first moves ([`can_i_win_has_choice`]: at
/// `1 + 2 + 3 + 4 = 10` every number was as good as another and nothing of Play was scored).
/// Drawn from the seed until one fits.
pub fn can_i_win(seed: u64) -> (u64, i64) {
    let mut rng = SplitMix64::new(seed);
    let mut last = (4, 6);
    for _ in 0..100 {
        let m = between(&mut rng, 4, 6);
        let total = between(&mut rng, m + 2, m * (m + 1) / 2);
        last = (m as u64, total);
        if can_i_win_has_choice(m as u64, total) {
            break;
        }
    }
    last
}

/// Whether a game of Can I Win with numbers `1..=m` (at most 16) and target `total` has, at
/// the start or after the first number, a state whose player wins with one number and loses
/// with another: a move Play scores.
pub fn can_i_win_has_choice(m: u64, total: i64) -> bool {
    if m == 0 || m > 16 {
        return false;
    }
    let full = 1usize << m;
    // the player to move at `mask` wins; `None` while not worked out (masks decide the total)
    let mut wins: Vec<Option<bool>> = vec![None; full];
    fn win(mask: usize, m: u64, total: i64, memo: &mut Vec<Option<bool>>) -> bool {
        if let Some(w) = memo[mask] {
            return w;
        }
        let used: i64 = (1..=m as i64).filter(|x| mask & (1 << (x - 1)) != 0).sum();
        let left = total - used;
        let w = (1..=m as i64)
            .filter(|x| mask & (1 << (x - 1)) == 0)
            .any(|x| x >= left || !win(mask | 1 << (x - 1), m, total, memo));
        memo[mask] = Some(w);
        w
    }
    let choice = |mask: usize, memo: &mut Vec<Option<bool>>| {
        let used: i64 = (1..=m as i64).filter(|x| mask & (1 << (x - 1)) != 0).sum();
        let left = total - used;
        if left <= 0 {
            return false;
        }
        let free: Vec<i64> = (1..=m as i64)
            .filter(|x| mask & (1 << (x - 1)) == 0)
            .collect();
        let good: Vec<bool> = free
            .iter()
            .map(|&x| x >= left || !win(mask | 1 << (x - 1), m, total, memo))
            .collect();
        good.iter().any(|&g| g) && good.iter().any(|&g| !g)
    };
    choice(0, &mut wins) || (1..=m).any(|x| choice(1 << (x - 1), &mut wins))
}

/// Cat and Mouse (913): a connected random graph of 5 to 7 nodes, a little more than a tree
/// (about 2.4 moves a node), valid for the game, whose game is not decided within two moves of
/// the start (a draw, or a win that takes at least 3 moves) and where some position needs more
/// than two moves to its end (not a table of base cases). Graphs are drawn from the seed until
/// one fits (a graph of 7 nodes solves in microseconds); the last one drawn otherwise.
pub fn cat_mouse(seed: u64) -> Option<crate::games::cat_mouse::Graph> {
    use crate::games::NoControl;
    use crate::games::cat_mouse::{RandomGraphSpec, random_graph, solve};
    let mut rng = SplitMix64::new(seed);
    let mut last = None;
    for _ in 0..200 {
        let nodes = between(&mut rng, 5, 7) as usize;
        let Ok(graph) = random_graph(&RandomGraphSpec {
            nodes,
            average_degree: 2.4,
            seed: rng.next_u64(),
        }) else {
            continue;
        };
        let Ok(sol) = solve(&graph, &NoControl) else {
            continue;
        };
        if sol.start_moves_to_end().is_none_or(|k| k > 2) && sol.max_moves_to_end() > 2 {
            return Some(graph);
        }
        last = Some(graph);
    }
    last
}

/// Cat and Mouse II (1728): a grid of 3 to 5 rows by 3 to 5 columns with a few walls, the cat,
/// the mouse and the food on floor cells, jumps of 1 or 2, where the mouse can walk to the food
/// and the game is not decided within two moves of the start (the winner needs at least 3
/// moves). Grids are drawn from the seed until one fits (the
/// solver decides: a grid of 25 cells solves in microseconds); the last one drawn otherwise.
pub fn cat_mouse_ii(seed: u64) -> crate::games::cat_mouse_ii::Setup {
    use crate::games::NoControl;
    use crate::games::cat_mouse_ii::{Setup, Value, solve};
    let mut rng = SplitMix64::new(seed);
    let mut last = None;
    for _ in 0..200 {
        let Some(setup) = draw_cat_mouse_ii(&mut rng) else {
            continue;
        };
        let Ok(sol) = solve(&setup.grid, setup.mouse_jump, setup.cat_jump, &NoControl) else {
            continue;
        };
        let fits = match sol.start_value() {
            Value::MouseWins(k) => k >= 3,
            Value::CatWins(k) => k >= 3,
            Value::Endless => false,
        };
        if fits {
            return setup;
        }
        last = Some(setup);
    }
    last.unwrap_or_else(|| {
        let grid = crate::games::cat_mouse_ii::Grid::parse(&["M..", ".#.", "..F", "C.."])
            .expect("a valid grid");
        Setup {
            grid,
            cat_jump: 1,
            mouse_jump: 1,
        }
    })
}

/// One random 1728 grid whose mouse can walk to the food (`None`: drawn again).
fn draw_cat_mouse_ii(rng: &mut SplitMix64) -> Option<crate::games::cat_mouse_ii::Setup> {
    let rows = between(rng, 3, 5) as usize;
    let cols = between(rng, 3, 5) as usize;
    let cells = rows * cols;
    let walls = between(rng, 1, (cells / 5) as i64) as usize;
    // the first cells of a shuffle: the cat, the mouse, the food, then the walls
    let mut order: Vec<usize> = (0..cells).collect();
    for k in 0..(3 + walls).min(cells) {
        let j = k + rng.below((cells - k) as u64) as usize;
        order.swap(k, j);
    }
    let mut text = vec!['.'; cells];
    text[order[0]] = 'C';
    text[order[1]] = 'M';
    text[order[2]] = 'F';
    for &k in &order[3..3 + walls] {
        text[k] = '#';
    }
    let lines: Vec<String> = text.chunks(cols).map(|r| r.iter().collect()).collect();
    let grid = crate::games::cat_mouse_ii::Grid::parse(&lines).ok()?;
    // the mouse walks to the food, one step at a time, around the walls
    let mut seen = vec![false; cells];
    let mut stack = vec![grid.mouse()];
    seen[grid.mouse()] = true;
    while let Some(k) = stack.pop() {
        let (r, c) = (k / cols, k % cols);
        let near = [
            (r > 0).then(|| k - cols),
            (r + 1 < rows).then(|| k + cols),
            (c > 0).then(|| k - 1),
            (c + 1 < cols).then(|| k + 1),
        ];
        for n in near.into_iter().flatten() {
            if !grid.is_wall(n) && !seen[n] {
                seen[n] = true;
                stack.push(n);
            }
        }
    }
    if !seen[grid.food()] {
        return None;
    }
    Some(crate::games::cat_mouse_ii::Setup {
        grid,
        cat_jump: between(rng, 1, 2) as u64,
        mouse_jump: between(rng, 1, 2) as u64,
    })
}

/// Game Lab: a small game of a template, its rules written as the bundled examples' are: a
/// subtraction game (a heap of 6 to 12 stones, two or three move sizes from 1 to 5, 1 always
/// among them) or Nim with two heaps of 1 to 4 (at most 25 positions), whose game is not
/// decided within two moves of the start (Nim (1, 1) is drawn again). The last one drawn if
/// none fits.
pub fn custom(seed: u64) -> crate::games::custom::Setup {
    use crate::games::NoControl;
    let mut rng = SplitMix64::new(seed);
    let mut setup = draw_custom(&mut rng);
    for _ in 0..50 {
        let fits = crate::games::custom::solve(&setup.rules, setup.misere, &NoControl)
            .is_ok_and(|s| s.moves_to_end(s.start()).is_none_or(|k| k > 2));
        if fits {
            break;
        }
        setup = draw_custom(&mut rng);
    }
    setup
}

/// One Game Lab exercise of [`custom`], drawn from `rng`.
fn draw_custom(rng: &mut SplitMix64) -> crate::games::custom::Setup {
    let rules = if rng.below(2) == 0 {
        let mut sizes = vec![1i64];
        let count = between(rng, 2, 3) as usize;
        while sizes.len() < count {
            let k = between(rng, 2, 5);
            if !sizes.contains(&k) {
                sizes.push(k);
            }
        }
        sizes.sort_unstable();
        let start = between(rng, 6, 12);
        let words: Vec<String> = sizes.iter().map(i64::to_string).collect();
        // no comment: it named the game ("Nim" is XOR, the answer to every question) and was
        // English in the Chinese interface; the code says the rules
        format!(
            "start = {start}\n\
             def moves(p):\n    return [p - k for k in ({list}) if p >= k]\n",
            list = words.join(", "),
        )
    } else {
        let a = between(rng, 1, 4);
        let b = between(rng, 1, 4);
        format!(
            "start = ({a}, {b})\n\
             def moves(p):\n    out = []\n    for i in range(len(p)):\n        \
             for k in range(1, p[i] + 1):\n            q = list(p)\n            \
             q[i] = q[i] - k\n            out.append(tuple(q))\n    return out\n"
        )
    };
    crate::games::custom::Setup {
        rules,
        misere: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exercises_are_of_a_teachable_size_and_repeat_for_a_seed() {
        let mut sizes = std::collections::BTreeSet::new();
        for seed in 0..200 {
            let row = stone(seed);
            assert!((4..=6).contains(&row.len()), "{row:?}");
            assert!(row.iter().all(|v| (-3..=9).contains(v)), "{row:?}");
            sizes.insert(row.len());
            assert_eq!(stone(seed), row);
            assert!((5..=9).contains(&guess_number(seed)));
            let (m, t) = can_i_win(seed);
            assert!((4..=6).contains(&m));
            let m = m as i64;
            assert!(t > m + 1 && t <= m * (m + 1) / 2, "({m}, {t})");
            let g = cat_mouse(seed).expect("a valid graph");
            assert!((5..=7).contains(&g.n()), "{}", g.n());
            assert_eq!(Some(&g), cat_mouse(seed).as_ref());
        }
        assert_eq!(sizes.len(), 3, "every size comes up");
        assert_ne!(stone(1), stone(2));
    }

    #[test]
    fn guess_number_exercises_go_past_the_table_shown() {
        for seed in 0..100 {
            // nothing shown, or a table of fewer than 5: 5 to 9, past it
            assert!((5..=9).contains(&guess_number_after(seed, 0)));
            assert!((5..=9).contains(&guess_number_after(seed, 4)));
            assert_eq!(guess_number_given(guess_number_after(seed, 4), 4), 4);
            // 5 to 12 shown: one or two more
            for shown in 5..=12 {
                let n = guess_number_after(seed, shown);
                assert!((shown + 1..=shown + 2).contains(&n), "{shown}: {n}");
                assert_eq!(guess_number_given(n, shown), shown);
            }
            // more: one more, up to the auto-solve limit
            assert_eq!(guess_number_after(seed, 13), 14);
            assert_eq!(guess_number_after(seed, 499), 500);
            // past it: nothing larger, every cell seen, none given
            let n = guess_number_after(seed, 500);
            assert!((5..=9).contains(&n));
            assert_eq!(guess_number_given(n, 500), 0);
            assert_eq!(guess_number_after(seed, 10), guess_number_after(seed, 10));
        }
        let tens: std::collections::BTreeSet<u64> =
            (0..50).map(|s| guess_number_after(s, 10)).collect();
        assert_eq!(tens, [11, 12].into(), "both sizes come up");
        // n = 12 after 10: the cells (i, 11) for i < 11 and (i, 12) for i < 12
        assert_eq!(guess_number_asked(12, 10), 21);
        assert_eq!(guess_number_asked(9, 0), 36);
        assert_eq!(guess_number_asked(2001, 2000), 2000);
    }

    #[test]
    fn cat_and_mouse_ii_exercises_are_small_valid_and_not_decided_at_once() {
        use crate::games::NoControl;
        use crate::games::cat_mouse_ii::{Value, solve};
        let (mut mouse, mut cat, mut sizes) = (0, 0, std::collections::BTreeSet::new());
        for seed in 0..60 {
            let s = cat_mouse_ii(seed);
            let g = &s.grid;
            assert!((3..=5).contains(&g.rows()) && (3..=5).contains(&g.cols()));
            let walls = (0..g.cells()).filter(|&k| g.is_wall(k)).count();
            assert!(walls >= 1 && walls <= g.cells() / 5, "{:?}", g.to_rows());
            assert!((1..=2).contains(&s.cat_jump) && (1..=2).contains(&s.mouse_jump));
            // valid per the contract: the grid reads back the same
            assert_eq!(
                crate::games::cat_mouse_ii::Grid::parse(&g.to_rows()).as_ref(),
                Ok(g)
            );
            let sol = solve(g, s.mouse_jump, s.cat_jump, &NoControl).unwrap();
            match sol.start_value() {
                Value::MouseWins(k) => {
                    assert!(k >= 3, "{:?}", g.to_rows());
                    mouse += 1;
                }
                Value::CatWins(k) => {
                    assert!(k >= 3, "{:?}", g.to_rows());
                    cat += 1;
                }
                Value::Endless => panic!("an endless game: {:?}", g.to_rows()),
            }
            sizes.insert((g.rows(), g.cols()));
            assert_eq!(cat_mouse_ii(seed), s, "a seed gives one exercise");
        }
        assert!(mouse >= 5 && cat >= 5, "both win: mouse {mouse}, cat {cat}");
        assert!(sizes.len() >= 5, "{sizes:?}");
    }

    #[test]
    fn game_lab_exercises_solve_with_a_teachable_number_of_positions() {
        use crate::games::NoControl;
        let (mut nim, mut subtraction, mut wins, mut losses) = (0, 0, 0, 0);
        let mut rules = std::collections::BTreeSet::new();
        for seed in 0..40 {
            let s = custom(seed);
            assert!(!s.misere);
            let solved = crate::games::custom::solve(&s.rules, s.misere, &NoControl)
                .unwrap_or_else(|e| panic!("{e}\n{}", s.rules));
            let n = solved.positions();
            assert!((4..=25).contains(&n), "{n} positions\n{}", s.rules);
            // (the rules carry no comment naming the game: Nim starts at a tuple of heaps)
            if s.rules.starts_with("start = (") {
                nim += 1;
            } else {
                assert!(s.rules.contains("for k in (1,"), "{}", s.rules);
                subtraction += 1;
            }
            if solved.first_player_wins() {
                wins += 1;
            } else {
                losses += 1;
            }
            rules.insert(s.rules.clone());
            assert_eq!(custom(seed), s);
        }
        assert!(
            nim >= 5 && subtraction >= 5,
            "nim {nim}, subtraction {subtraction}"
        );
        assert!(wins >= 3 && losses >= 3, "wins {wins}, losses {losses}");
        assert!(rules.len() >= 20, "{} different games", rules.len());
    }
}

#[cfg(test)]
mod triviality {
    //! Issue 23: a generated exercise whose game is decided within two moves of the start
    //! teaches nothing (a 913 graph where the mouse walks into the hole, a Can I Win total the
    //! second player always reaches at once): no generator gives one.
    use super::*;
    use crate::games::NoControl;

    const SEEDS: u64 = 300;

    #[test]
    fn cat_and_mouse_exercises_are_not_decided_within_two_moves() {
        use crate::games::cat_mouse::solve;
        for seed in 0..SEEDS {
            let g = cat_mouse(seed).expect("a valid graph");
            let sol = solve(&g, &NoControl).unwrap();
            if let Some(k) = sol.start_moves_to_end() {
                assert!(k > 2, "seed {seed}: decided in {k} moves: {g:?}");
            }
            assert!(sol.max_moves_to_end() > 2, "seed {seed}: {g:?}");
        }
    }

    #[test]
    fn can_i_win_exercises_are_not_decided_within_two_moves() {
        for seed in 0..SEEDS {
            let (m, total) = can_i_win(seed);
            let m = m as i64;
            // from 1, the second player can reach any total up to m + 1 at once
            assert!(total > m + 1, "seed {seed}: ({m}, {total})");
        }
    }

    #[test]
    fn cat_and_mouse_ii_exercises_are_not_decided_within_two_moves() {
        use crate::games::cat_mouse_ii::{Value, solve};
        for seed in 0..60 {
            let s = cat_mouse_ii(seed);
            let sol = solve(&s.grid, s.mouse_jump, s.cat_jump, &NoControl).unwrap();
            match sol.start_value() {
                Value::MouseWins(k) | Value::CatWins(k) => {
                    assert!(k > 2, "seed {seed}: {k} moves: {:?}", s.grid.to_rows())
                }
                Value::Endless => {}
            }
        }
    }

    #[test]
    fn game_lab_exercises_are_not_decided_within_two_moves() {
        for seed in 0..SEEDS {
            let s = custom(seed);
            let solved = crate::games::custom::solve(&s.rules, s.misere, &NoControl).unwrap();
            if let Some(k) = solved.moves_to_end(solved.start()) {
                assert!(k > 2, "seed {seed}: decided in {k} moves\n{}", s.rules);
            }
        }
    }
}
