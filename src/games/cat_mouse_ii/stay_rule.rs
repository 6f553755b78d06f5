//! Test-only: whether staying put (a jump of 0) changes a game, by a brute-force fixed point over
//! every position with or without the stay among the moves. Used to find and check the editor's
//! "staying put matters" preset.

use super::grid::{Grid, Jumps};

/// Whether the mouse can force reaching the food (within any number of moves; the grids checked
/// here are small, their games far shorter than the move limit). With `stay` false, a jump of 0
/// is not a move; a player left without any move loses.
pub fn mouse_wins_brute(g: &Grid, mouse_jump: u64, cat_jump: u64, stay: bool) -> bool {
    let n = g.cells();
    let mj = Jumps::new(g, mouse_jump);
    let cj = Jumps::new(g, cat_jump);
    let f = g.food();
    let moves = |j: &Jumps, from: usize| -> Vec<usize> {
        j.from(from)
            .iter()
            .map(|&t| t as usize)
            .filter(|&t| stay || t != from)
            .collect()
    };
    let idx = |m: usize, c: usize| m * n + c;
    let live = |m: usize, c: usize| !g.is_wall(m) && !g.is_wall(c) && m != c && m != f && c != f;
    // [mouse to move, cat to move]: the mouse can force a win
    let mut win = vec![[false; 2]; n * n];
    loop {
        let mut changed = false;
        for m in 0..n {
            for c in 0..n {
                if !live(m, c) {
                    continue;
                }
                let i = idx(m, c);
                if !win[i][0] {
                    let w = moves(&mj, m)
                        .iter()
                        .any(|&t| t == f || (t != c && win[idx(t, c)][1]));
                    if w {
                        win[i][0] = true;
                        changed = true;
                    }
                }
                if !win[i][1] {
                    let cm = moves(&cj, c);
                    let w = cm.iter().all(|&t| t != m && t != f && win[idx(m, t)][0]);
                    if w {
                        win[i][1] = true;
                        changed = true;
                    }
                }
            }
        }
        if !changed {
            return win[idx(g.mouse(), g.cat())][0];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::cat_mouse_ii::solve;

    /// With stays allowed the brute force agrees with the solver on LeetCode's examples.
    #[test]
    fn brute_force_with_stays_agrees_with_the_solver() {
        let cases: &[(&[&str], u64, u64)] = &[
            (&["####F", "#C...", "M...."], 1, 2),
            (&["M.C...F"], 1, 4),
            (&["M.C...F"], 1, 3),
            (&["C...#", "...#F", "....#", "M...."], 2, 5),
            (&[".M...", "..#..", "#..#.", "C#.#.", "...#F"], 3, 1),
        ];
        for &(rows, cj, mj) in cases {
            let g = Grid::parse(rows).unwrap();
            let sol = solve(&g, mj, cj, &NoControl).unwrap();
            assert_eq!(
                mouse_wins_brute(&g, mj, cj, true),
                sol.mouse_wins(),
                "{rows:?}"
            );
        }
    }

    /// Every floor cell reaches every other by steps of one (nobody is ever stuck).
    fn connected(g: &Grid) -> bool {
        let j = Jumps::new(g, 1);
        let floor: Vec<usize> = (0..g.cells()).filter(|&k| !g.is_wall(k)).collect();
        let mut seen = vec![false; g.cells()];
        let mut stack = vec![floor[0]];
        seen[floor[0]] = true;
        while let Some(k) = stack.pop() {
            for &t in j.from(k) {
                if !seen[t as usize] {
                    seen[t as usize] = true;
                    stack.push(t as usize);
                }
            }
        }
        floor.iter().all(|&k| seen[k])
    }

    /// The search that found the "staying put matters" preset: small grids where forbidding the
    /// stay changes the winner. Run with `--ignored` to list them.
    #[test]
    #[ignore]
    fn search_grids_where_staying_matters() {
        let mut seed = 12345u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut found = 0;
        let mut tried = 0;
        for _ in 0..100_000 {
            let rows = 2 + (next() % 4) as usize;
            let cols = 3 + (next() % 5) as usize;
            let cells = rows * cols;
            let mut ch: Vec<char> = (0..cells)
                .map(|_| if next() % 4 == 0 { '#' } else { '.' })
                .collect();
            let mut put = |c: char, ch: &mut Vec<char>| loop {
                let k = (next() % cells as u64) as usize;
                if ch[k] == '.' {
                    ch[k] = c;
                    break;
                }
            };
            if ch.iter().filter(|&&c| c == '.').count() < 3 {
                continue;
            }
            put('C', &mut ch);
            put('M', &mut ch);
            put('F', &mut ch);
            let text: Vec<String> = ch.chunks(cols).map(|r| r.iter().collect()).collect();
            let g = Grid::parse(&text).unwrap();
            if !connected(&g) {
                continue;
            }
            let (mj, cj) = (1 + next() % 3, 1 + next() % 3);
            tried += 1;
            let with = solve(&g, mj, cj, &NoControl).unwrap().mouse_wins();
            let without = mouse_wins_brute(&g, mj, cj, false);
            if with != without && found < 40 {
                found += 1;
                println!("{text:?} mouse {mj} cat {cj}: with stays {with}, without {without}");
            }
        }
        println!("{tried} connected grids tried");
    }
}
