//! Node layouts for drawing a graph: pure `f32` math, deterministic, no UI.
//!
//! Coordinates are in the unit box `[0, 1] × [0, 1]` with y growing downwards (screen style).

use super::Graph;

/// Margin kept free around the layout inside the unit box.
const MARGIN: f32 = 0.05;

/// `n` points evenly spaced on a circle centred in the unit box, node 0 at the top, then
/// clockwise.
pub fn circle_layout(n: usize) -> Vec<[f32; 2]> {
    let r = 0.5 - MARGIN;
    (0..n)
        .map(|i| {
            let a = -std::f32::consts::FRAC_PI_2 + std::f32::consts::TAU * i as f32 / n as f32;
            [0.5 + r * a.cos(), 0.5 + r * a.sin()]
        })
        .collect()
}

/// Fruchterman–Reingold force-directed layout.
///
/// Starts from `initial` when it has one finite point per node, otherwise from
/// [`circle_layout`]; runs `iterations` rounds (capped at 10,000) with linear cooling, using the
/// grid variant (repulsion only between nodes closer than `2k`, found through a uniform grid) so
/// a round costs about `O(n + edges)`. Deterministic: the same input gives the same output.
/// The result is scaled uniformly to fit the unit box with a small margin.
pub fn force_layout(graph: &Graph, initial: Option<&[[f32; 2]]>, iterations: u32) -> Vec<[f32; 2]> {
    let n = graph.n();
    let mut pos: Vec<[f32; 2]> = match initial {
        Some(p) if p.len() == n && p.iter().all(|q| q[0].is_finite() && q[1].is_finite()) => {
            p.to_vec()
        }
        _ => circle_layout(n),
    };
    if n == 0 {
        return pos;
    }
    fit_unit_box(&mut pos);
    let iterations = iterations.min(10_000);
    let k = (1.0 / n as f32).sqrt();
    let k2 = k * k;
    let cell = 2.0 * k;
    let cells = ((1.0 / cell).ceil() as usize).clamp(1, 1024);
    let mut disp = vec![[0.0f32; 2]; n];
    let mut cell_start = vec![0u32; cells * cells + 1];
    let mut cell_items = vec![0u32; n];
    let mut node_cell = vec![0usize; n];
    let t0 = 0.1f32;
    for it in 0..iterations {
        let temp = t0 * (1.0 - it as f32 / iterations as f32);
        // Bucket nodes into the grid (counting sort).
        cell_start.iter_mut().for_each(|c| *c = 0);
        for (i, p) in pos.iter().enumerate() {
            let cx = ((p[0] / cell) as usize).min(cells - 1);
            let cy = ((p[1] / cell) as usize).min(cells - 1);
            node_cell[i] = cy * cells + cx;
            cell_start[node_cell[i] + 1] += 1;
        }
        for c in 0..cells * cells {
            cell_start[c + 1] += cell_start[c];
        }
        let mut fill = cell_start.clone();
        for (i, &c) in node_cell.iter().enumerate() {
            cell_items[fill[c] as usize] = i as u32;
            fill[c] += 1;
        }
        disp.iter_mut().for_each(|d| *d = [0.0, 0.0]);
        // Repulsion k²/d between nodes in neighbouring cells, within 2k.
        for i in 0..n {
            let c = node_cell[i];
            let (cx, cy) = ((c % cells) as isize, (c / cells) as isize);
            for dy in -1..=1isize {
                for dx in -1..=1isize {
                    let (x, y) = (cx + dx, cy + dy);
                    if x < 0 || y < 0 || x >= cells as isize || y >= cells as isize {
                        continue;
                    }
                    let cc = y as usize * cells + x as usize;
                    for &j in &cell_items[cell_start[cc] as usize..cell_start[cc + 1] as usize] {
                        let j = j as usize;
                        if j == i {
                            continue;
                        }
                        let (mut ddx, mut ddy) = (pos[i][0] - pos[j][0], pos[i][1] - pos[j][1]);
                        let mut d2 = ddx * ddx + ddy * ddy;
                        if d2 < 1e-12 {
                            // Coincident nodes: push apart in a direction fixed by the pair.
                            let a = ((i * 7919 + j * 104_729) % 360) as f32
                                * (std::f32::consts::PI / 180.0);
                            let s = if i < j { 1.0 } else { -1.0 };
                            ddx = s * a.cos() * 1e-3;
                            ddy = s * a.sin() * 1e-3;
                            d2 = 1e-6;
                        }
                        if d2 > cell * cell {
                            continue;
                        }
                        let f = k2 / d2; // (k²/d) · (1/d) for the unit vector
                        disp[i][0] += ddx * f;
                        disp[i][1] += ddy * f;
                    }
                }
            }
        }
        // Attraction d²/k along edges.
        for (u, v) in graph.edges() {
            let (u, v) = (u as usize, v as usize);
            let (dx, dy) = (pos[u][0] - pos[v][0], pos[u][1] - pos[v][1]);
            let d = (dx * dx + dy * dy).sqrt();
            let f = d / k; // (d²/k) · (1/d)
            disp[u][0] -= dx * f;
            disp[u][1] -= dy * f;
            disp[v][0] += dx * f;
            disp[v][1] += dy * f;
        }
        // Move, limited by the temperature, and keep inside the box.
        for (p, d) in pos.iter_mut().zip(&disp) {
            let len = (d[0] * d[0] + d[1] * d[1]).sqrt();
            if len > 0.0 && len.is_finite() {
                let step = len.min(temp) / len;
                p[0] = (p[0] + d[0] * step).clamp(0.0, 1.0);
                p[1] = (p[1] + d[1] * step).clamp(0.0, 1.0);
            }
        }
    }
    fit_unit_box(&mut pos);
    pos
}

/// Scales and shifts `pos` uniformly so it fits `[MARGIN, 1 − MARGIN]²`, centred.
fn fit_unit_box(pos: &mut [[f32; 2]]) {
    let (mut lo, mut hi) = ([f32::MAX; 2], [f32::MIN; 2]);
    for p in pos.iter() {
        for a in 0..2 {
            lo[a] = lo[a].min(p[a]);
            hi[a] = hi[a].max(p[a]);
        }
    }
    let span = (hi[0] - lo[0]).max(hi[1] - lo[1]);
    let inner = 1.0 - 2.0 * MARGIN;
    let scale = if span > 1e-9 { inner / span } else { 0.0 };
    for p in pos.iter_mut() {
        for a in 0..2 {
            let centre_offset = (inner - (hi[a] - lo[a]) * scale) / 2.0;
            p[a] = if scale > 0.0 {
                MARGIN + centre_offset + (p[a] - lo[a]) * scale
            } else {
                0.5
            };
        }
    }
}
