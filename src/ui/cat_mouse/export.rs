//! Exports of the Cat and Mouse tab: the solved scenario (JSON), the outcome tables (CSV), the two
//! heatmaps (PNG) and a picture of the graph (PNG, rendered here into an image, not a screen
//! capture). Everything heavy runs in the export job on a worker thread.

use egui::Color32;

use std::sync::Arc;

use super::CatMouseSolved;
use super::board::{CAT_START_RING, HOLE_FILL, MOUSE_START_RING};
use super::texts::outcome_color;
use crate::games::cat_mouse::{Draft, Position, Solution, Turn, table_csv};
use crate::i18n::cat_mouse::tr as game_tr;
use crate::i18n::{fill, tr};
use crate::ui::framework::{ExportError, ExportJob, ExportKind};
use crate::ui::kit::palette;

/// Most nodes whose tables the CSV export writes (2·n·(n−1) lines).
pub const CSV_MAX_NODES: usize = 1_000;

/// Side of the exported graph picture, in pixels.
pub const PICTURE_SIDE: u32 = 1024;

/// The export `kind`: the tables and heatmaps of `solved` (the current result), the picture of
/// `draft`.
pub(super) fn export_job(
    solved: Option<Arc<CatMouseSolved>>,
    draft: &Draft,
    kind: ExportKind,
) -> Result<ExportJob, ExportError> {
    match kind {
        ExportKind::TableCsv => {
            let solved = solved.ok_or(tr().not_solved_yet)?;
            let n = solved.solution.graph().n();
            if n > CSV_MAX_NODES {
                return Err(ExportError::NotNow(fill(
                    game_tr().csv_too_big,
                    &[("max", &CSV_MAX_NODES)],
                )));
            }
            Ok(Box::new(move |path| {
                crate::atomic::write_atomic(path, &table_csv(&solved.solution)?)?;
                Ok(())
            }))
        }
        ExportKind::HeatmapPng => {
            let solved = solved.ok_or(tr().not_solved_yet)?;
            Ok(Box::new(move |path| {
                let img = heatmaps_png(&solved.solution);
                crate::ui::framework::save_png(path, &img)
            }))
        }
        ExportKind::SolvedJson | ExportKind::SolvedJsonWithTable | ExportKind::Figure { .. } => {
            Err(tr().export_not_available.into())
        }
        ExportKind::PicturePng => {
            let draft = draft.clone();
            Ok(Box::new(move |path| {
                let img = graph_png(&draft, PICTURE_SIDE);
                crate::ui::framework::save_png(path, &img)
            }))
        }
    }
}

/// The two outcome heatmaps side by side (mouse to move on the left, cat to move on the right),
/// rows = mouse node, columns = cat node, moves to the end printed in the cells when they fit.
pub fn heatmaps_png(sol: &Solution) -> image::RgbaImage {
    let n = sol.graph().n();
    let one = |turn: Turn| {
        let color = |r: usize, c: usize| {
            if c == 0 {
                palette::EMPTY
            } else {
                sol.outcome(Position::new(r as u32, c as u32, turn))
                    .map_or(palette::EMPTY, outcome_color)
            }
        };
        let label = |r: usize, c: usize| {
            (c != 0)
                .then(|| sol.moves_to_end(Position::new(r as u32, c as u32, turn)))
                .flatten()
                .map(|d| d.to_string())
        };
        crate::ui::kit::heatmap::render_png(n, n, &color, Some(&label), 1024)
    };
    let (a, b) = (one(Turn::Mouse), one(Turn::Cat));
    let gap = 24;
    let (w, h) = (a.width() + gap + b.width(), a.height().max(b.height()));
    let mut img = image::RgbaImage::from_pixel(w, h, image::Rgba([255, 255, 255, 255]));
    image::imageops::overlay(&mut img, &a, 0, 0);
    image::imageops::overlay(&mut img, &b, i64::from(a.width() + gap), 0);
    img
}

// ---- graph picture ------------------------------------------------------------------------

fn blend(img: &mut image::RgbaImage, x: i64, y: i64, color: Color32, coverage: f32) {
    if x < 0 || y < 0 || x >= i64::from(img.width()) || y >= i64::from(img.height()) {
        return;
    }
    let a = coverage.clamp(0.0, 1.0);
    if a <= 0.0 {
        return;
    }
    let px = img.get_pixel_mut(x as u32, y as u32);
    let mix = |bg: u8, fg: u8| (bg as f32 + (fg as f32 - bg as f32) * a).round() as u8;
    px.0 = [
        mix(px.0[0], color.r()),
        mix(px.0[1], color.g()),
        mix(px.0[2], color.b()),
        255,
    ];
}

/// A filled disc with a soft edge.
fn disc(img: &mut image::RgbaImage, cx: f32, cy: f32, r: f32, color: Color32) {
    let (x0, x1) = ((cx - r - 1.0).floor() as i64, (cx + r + 1.0).ceil() as i64);
    let (y0, y1) = ((cy - r - 1.0).floor() as i64, (cy + r + 1.0).ceil() as i64);
    for y in y0..=y1 {
        for x in x0..=x1 {
            let d = ((x as f32 + 0.5 - cx).powi(2) + (y as f32 + 0.5 - cy).powi(2)).sqrt();
            blend(img, x, y, color, r + 0.5 - d);
        }
    }
}

/// A ring (circle outline) of the given width.
fn ring(img: &mut image::RgbaImage, cx: f32, cy: f32, r: f32, width: f32, color: Color32) {
    let outer = r + width / 2.0;
    let (x0, x1) = (
        (cx - outer - 1.0).floor() as i64,
        (cx + outer + 1.0).ceil() as i64,
    );
    let (y0, y1) = (
        (cy - outer - 1.0).floor() as i64,
        (cy + outer + 1.0).ceil() as i64,
    );
    for y in y0..=y1 {
        for x in x0..=x1 {
            let d = ((x as f32 + 0.5 - cx).powi(2) + (y as f32 + 0.5 - cy).powi(2)).sqrt();
            let cover = width / 2.0 + 0.5 - (d - r).abs();
            blend(img, x, y, color, cover);
        }
    }
}

/// A straight line of the given width with soft edges.
fn line(img: &mut image::RgbaImage, a: [f32; 2], b: [f32; 2], width: f32, color: Color32) {
    let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1e-3 {
        return;
    }
    let half = width / 2.0;
    // Walk along the longer axis; cover the perpendicular span at each step.
    if dx.abs() >= dy.abs() {
        let (a, b) = if a[0] <= b[0] { (a, b) } else { (b, a) };
        let slope = (b[1] - a[1]) / (b[0] - a[0]).max(1e-6);
        let span = half * len / dx.abs() + 1.0;
        for x in a[0].floor() as i64..=b[0].ceil() as i64 {
            let xc = (x as f32 + 0.5).clamp(a[0], b[0]);
            let yc = a[1] + slope * (xc - a[0]);
            for y in (yc - span).floor() as i64..=(yc + span).ceil() as i64 {
                let d = (y as f32 + 0.5 - yc).abs() * dx.abs() / len;
                blend(img, x, y, color, half + 0.5 - d);
            }
        }
    } else {
        let (a, b) = if a[1] <= b[1] { (a, b) } else { (b, a) };
        let slope = (b[0] - a[0]) / (b[1] - a[1]).max(1e-6);
        let span = half * len / dy.abs() + 1.0;
        for y in a[1].floor() as i64..=b[1].ceil() as i64 {
            let yc = (y as f32 + 0.5).clamp(a[1], b[1]);
            let xc = a[0] + slope * (yc - a[1]);
            for x in (xc - span).floor() as i64..=(xc + span).ceil() as i64 {
                let d = (x as f32 + 0.5 - xc).abs() * dy.abs() / len;
                blend(img, x, y, color, half + 0.5 - d);
            }
        }
    }
}

/// A picture of the graph: white background, edges as grey lines, nodes as discs, the hole 0
/// dark with a grey ring, the mouse's start 1 with a blue ring and "M", the cat's start 2 with
/// an orange ring and "C", node numbers inside the discs when they fit.
pub fn graph_png(draft: &Draft, side: u32) -> image::RgbaImage {
    let side = side.max(64);
    let mut img = image::RgbaImage::from_pixel(side, side, image::Rgba([255, 255, 255, 255]));
    let n = draft.n();
    let r = (side as f32 / ((n.max(1) as f32).sqrt() * 5.0)).clamp(2.0, 22.0);
    let margin = r * 2.0 + 16.0;
    let inner = side as f32 - 2.0 * margin;
    // nodes put beside the editor's central square lie outside the unit box: fit them in
    let pos = crate::games::cat_mouse::fit_positions(&draft.pos, n).unwrap_or_default();
    let at = |k: usize| -> [f32; 2] {
        let p = pos.get(k).copied().unwrap_or([0.5, 0.5]);
        [margin + p[0] * inner, margin + p[1] * inner]
    };
    let edge_width = if n > 2_000 { 1.0 } else { 2.5 };
    for (u, v) in draft.edges() {
        if (v as usize) < n {
            line(
                &mut img,
                at(u as usize),
                at(v as usize),
                edge_width,
                Color32::from_gray(150),
            );
        }
    }
    let node = Color32::from_rgb(205, 214, 228);
    for k in 0..n {
        let [x, y] = at(k);
        let fill = if k == 0 { HOLE_FILL } else { node };
        disc(&mut img, x, y, r + 1.0, Color32::from_gray(90));
        disc(&mut img, x, y, r, fill);
        match k {
            0 => ring(&mut img, x, y, r + 4.0, 3.0, Color32::from_gray(140)),
            1 => ring(&mut img, x, y, r + 4.0, 3.5, MOUSE_START_RING),
            2 => ring(&mut img, x, y, r + 4.0, 3.5, CAT_START_RING),
            _ => {}
        }
        let cell = (2.0 * r) as u32;
        if n <= 150 && cell >= 12 {
            let fg = palette::text_on(fill);
            crate::ui::kit::widgets::draw_digits(
                &mut img,
                &k.to_string(),
                (x - r).max(0.0) as u32,
                (y - r).max(0.0) as u32,
                cell,
                fg,
            );
        }
        if (k == 1 || k == 2) && cell >= 8 {
            let letter = if k == 1 { "M" } else { "C" };
            let color = if k == 1 {
                MOUSE_START_RING
            } else {
                CAT_START_RING
            };
            // A letter to the right of the ring, as tall as the node.
            let size = ((cell as f32 * 1.2) as u32).max(10);
            crate::ui::kit::widgets::draw_digits(
                &mut img,
                letter,
                (x + r + 6.0) as u32,
                (y - size as f32 / 2.0).max(0.0) as u32,
                size,
                color,
            );
        }
    }
    img
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::cat_mouse;

    fn example() -> (Draft, Solution) {
        let g = cat_mouse::preset("leetcode_example_2").unwrap().graph();
        let pos = cat_mouse::circle_layout(g.n());
        let sol = cat_mouse::solve(&g, &NoControl).unwrap();
        (Draft::from_graph(&g, pos), sol)
    }

    #[test]
    fn graph_picture_has_nodes_edges_and_marks() {
        let (draft, _) = example();
        let img = graph_png(&draft, 400);
        assert_eq!(img.dimensions(), (400, 400));
        let side = 400.0f32;
        let r = (side / (2.0 * 5.0)).clamp(2.0, 22.0);
        let margin = r * 2.0 + 16.0;
        let inner = side - 2.0 * margin;
        let c = |k: usize| {
            let p = draft.pos[k];
            (
                (margin + p[0] * inner) as u32,
                (margin + p[1] * inner) as u32,
            )
        };
        // the hole is dark at its centre
        let (x, y) = c(0);
        let px = img.get_pixel(x, y).0;
        assert!(px[0] < 100 && px[1] < 100, "{px:?}");
        // the mouse's start has a blue ring
        let (x, y) = c(1);
        let ring_px = img.get_pixel(x + r as u32 + 4, y).0;
        assert!(ring_px[2] > 200 && ring_px[0] < 140, "{ring_px:?}");
        // the middle of edge 0-1 is grey, not white
        let (a, b) = (c(0), c(1));
        let mid = img.get_pixel((a.0 + b.0) / 2, (a.1 + b.1) / 2).0;
        assert!(mid[0] < 240, "{mid:?}");
        // a corner stays white
        assert_eq!(img.get_pixel(1, 1).0, [255, 255, 255, 255]);
    }

    #[test]
    fn heatmap_picture_holds_both_tables() {
        let (_, sol) = example();
        let img = heatmaps_png(&sol);
        assert!(img.width() > 2 * img.height() - 100);
    }
}
