//! Random mazes for the editor: a maze carved by a depth-first walk with a few extra openings
//! (so that there are loops to run around), the mouse and the food far apart, the cat in between.

use std::collections::VecDeque;

use super::grid::{Cell, Grid, MAX_SIDE};
use crate::games::rng::SplitMix64;

/// Share of the walls between two corridors that are opened, in percent.
const EXTRA_OPENINGS: u64 = 15;

/// A random valid grid of `rows` × `cols` (each clamped to 1..=[`MAX_SIDE`]); `None` when the
/// grid has fewer than 3 cells (no room for the cat, the mouse and the food).
pub fn random_maze(rows: usize, cols: usize, seed: u64) -> Option<Grid> {
    let (rows, cols) = (rows.clamp(1, MAX_SIDE), cols.clamp(1, MAX_SIDE));
    if rows * cols < 3 {
        return None;
    }
    let mut rng = SplitMix64::new(seed);
    let mut floor = vec![false; rows * cols];
    let at = |r: usize, c: usize| r * cols + c;
    // the rooms are the cells with both coordinates even; a walk opens the wall between two
    let mut stack = vec![(0usize, 0usize)];
    floor[0] = true;
    while let Some(&(r, c)) = stack.last() {
        let mut next = Vec::with_capacity(4);
        if r >= 2 && !floor[at(r - 2, c)] {
            next.push((r - 2, c));
        }
        if r + 2 < rows && !floor[at(r + 2, c)] {
            next.push((r + 2, c));
        }
        if c >= 2 && !floor[at(r, c - 2)] {
            next.push((r, c - 2));
        }
        if c + 2 < cols && !floor[at(r, c + 2)] {
            next.push((r, c + 2));
        }
        if next.is_empty() {
            stack.pop();
            continue;
        }
        let (nr, nc) = next[rng.below(next.len() as u64) as usize];
        floor[at((r + nr) / 2, (c + nc) / 2)] = true;
        floor[at(nr, nc)] = true;
        stack.push((nr, nc));
    }
    // a few walls between two corridors opened
    for r in 0..rows {
        for c in 0..cols {
            let k = at(r, c);
            let across = (c >= 1 && c + 1 < cols && floor[k - 1] && floor[k + 1])
                || (r >= 1 && r + 1 < rows && floor[k - cols] && floor[k + cols]);
            if !floor[k] && across && rng.below(100) < EXTRA_OPENINGS {
                floor[k] = true;
            }
        }
    }
    if floor.iter().filter(|&&f| f).count() < 3 {
        floor.fill(true);
    }
    let open: Vec<Cell> = (0..floor.len()).filter(|&k| floor[k]).collect();
    let start = open[rng.below(open.len() as u64) as usize];
    let from_start = distances(&floor, rows, cols, start);
    let mouse = farthest(&from_start);
    let from_mouse = distances(&floor, rows, cols, mouse);
    let food = farthest(&from_mouse);
    let far = from_mouse[food];
    let middle: Vec<Cell> = open
        .iter()
        .copied()
        .filter(|&k| k != mouse && k != food)
        .filter(|&k| {
            from_mouse[k] != usize::MAX && 3 * from_mouse[k] >= far && 3 * from_mouse[k] <= 2 * far
        })
        .collect();
    let others: Vec<Cell> = open
        .iter()
        .copied()
        .filter(|&k| k != mouse && k != food)
        .collect();
    let pool = if middle.is_empty() { &others } else { &middle };
    let cat = pool[rng.below(pool.len() as u64) as usize];
    let rows_text: Vec<String> = (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| match at(r, c) {
                    k if k == cat => 'C',
                    k if k == mouse => 'M',
                    k if k == food => 'F',
                    k if floor[k] => '.',
                    _ => '#',
                })
                .collect()
        })
        .collect();
    Grid::parse(&rows_text).ok()
}

/// Steps from `from` to every cell through floor (`usize::MAX` where it cannot go).
fn distances(floor: &[bool], rows: usize, cols: usize, from: Cell) -> Vec<usize> {
    let mut dist = vec![usize::MAX; floor.len()];
    dist[from] = 0;
    let mut queue = VecDeque::from([from]);
    while let Some(k) = queue.pop_front() {
        let (r, c) = (k / cols, k % cols);
        let mut next = Vec::with_capacity(4);
        if r > 0 {
            next.push(k - cols);
        }
        if r + 1 < rows {
            next.push(k + cols);
        }
        if c > 0 {
            next.push(k - 1);
        }
        if c + 1 < cols {
            next.push(k + 1);
        }
        for n in next {
            if floor[n] && dist[n] == usize::MAX {
                dist[n] = dist[k] + 1;
                queue.push_back(n);
            }
        }
    }
    dist
}

/// The reachable cell farthest away (the first of the farthest).
fn farthest(dist: &[usize]) -> Cell {
    let mut best = 0;
    for (k, &d) in dist.iter().enumerate() {
        if d != usize::MAX && (dist[best] == usize::MAX || d > dist[best]) {
            best = k;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mazes_are_valid_grids_of_the_asked_size() {
        for (rows, cols) in [
            (1, 3),
            (2, 2),
            (1, 64),
            (3, 5),
            (8, 8),
            (9, 9),
            (64, 64),
            (2, 7),
        ] {
            for seed in 0..6 {
                let g = random_maze(rows, cols, seed).expect("room for three tokens");
                assert_eq!((g.rows(), g.cols()), (rows, cols), "seed {seed}");
            }
        }
        assert!(random_maze(1, 2, 0).is_none());
        assert_eq!(
            random_maze(8, 8, 7),
            random_maze(8, 8, 7),
            "a seed gives one maze"
        );
        assert_ne!(random_maze(8, 8, 7), random_maze(8, 8, 8));
        // the mouse can walk to the food
        let g = random_maze(9, 9, 3).unwrap();
        let floor: Vec<bool> = (0..g.cells()).map(|k| !g.is_wall(k)).collect();
        assert_ne!(distances(&floor, 9, 9, g.mouse())[g.food()], usize::MAX);
    }
}
