//! The still picture of a large graph (every edge and every node disc), drawn once on the CPU
//! into an image that the canvas shows as one texture.
//!
//! Drawn as shapes, a 5,000-node graph is 15,000 anti-aliased lines and 5,000 discs a frame. A
//! GPU does not notice; a machine without one (a virtual machine, a remote desktop, the
//! software OpenGL of this project's CI) spends about 400 ms of CPU rasterising them in every
//! frame, so hovering a node or stepping through a game ran at two to four frames a second.
//! The canvas now draws only what changes (highlighted edges, marked nodes, tokens) as shapes
//! on top of this picture, and draws the picture again only when the geometry or a node's
//! colour changes.
//!
//! The rasteriser is written here rather than taken from a crate: tiny-skia, the obvious
//! candidate, took 160 ms for the 15,000 edges of the benchmark graph (it turns every stroke
//! into a filled outline), this one a few milliseconds. Coverage follows egui's own
//! tessellation: a line of width `w` covers a pixel by `w/2 + 1/2 − distance` (clamped to
//! 0..1), so the picture looks like the shapes it replaces. Colours are blended like egui
//! blends them (premultiplied, in gamma space).

use egui::{Color32, ColorImage};

/// A line segment in image pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Segment {
    pub a: [f32; 2],
    pub b: [f32; 2],
}

/// A node disc in image pixels: fill to radius `r`, and an outline of `stroke_width` outside
/// it (as egui draws a circle's stroke).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Disc {
    pub center: [f32; 2],
    pub r: f32,
    pub fill: Color32,
    pub stroke_width: f32,
    pub stroke: Color32,
}

/// Edge coverage of every pixel (0..1), row-major, `size[0]` pixels a row.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Coverage {
    pub size: [usize; 2],
    pub alpha: Vec<f32>,
}

impl Coverage {
    /// All segments, `width` pixels wide and of opacity `opacity` (0..1), composited over each
    /// other: where many cross, the colour builds up as it does when egui blends them one by one.
    pub fn of_segments(size: [usize; 2], segments: &[Segment], width: f32, opacity: f32) -> Self {
        let mut c = Coverage {
            size,
            alpha: vec![0.0; size[0] * size[1]],
        };
        for s in segments {
            c.add_segment(*s, width, opacity.clamp(0.0, 1.0));
        }
        c
    }

    /// Composite one segment (a capsule of half-width `width / 2`) over what is there.
    fn add_segment(&mut self, s: Segment, width: f32, opacity: f32) {
        let [w, h] = self.size;
        let finite = s.a.iter().chain(&s.b).all(|v| v.is_finite());
        if !finite || w == 0 || h == 0 || width.is_nan() || width <= 0.0 {
            return;
        }
        let reach = width / 2.0 + 0.5;
        let (ax, ay, bx, by) = (s.a[0], s.a[1], s.b[0], s.b[1]);
        // nothing of a segment far outside the image is drawn (and huge coordinates are cut
        // before they are turned into pixel indices)
        if ax.max(bx) < -reach
            || ay.max(by) < -reach
            || ax.min(bx) > w as f32 + reach
            || ay.min(by) > h as f32 + reach
        {
            return;
        }
        let (dx, dy) = (bx - ax, by - ay);
        let len = (dx * dx + dy * dy).sqrt();
        let (ux, uy) = if len > 1e-6 {
            (dx / len, dy / len)
        } else {
            (1.0, 0.0)
        };
        let coverage = |px: f32, py: f32| -> f32 {
            let (qx, qy) = (px - ax, py - ay);
            let along = qx * ux + qy * uy;
            let d = if along <= 0.0 {
                (qx * qx + qy * qy).sqrt()
            } else if along >= len {
                let (rx, ry) = (px - bx, py - by);
                (rx * rx + ry * ry).sqrt()
            } else {
                (qx * uy - qy * ux).abs()
            };
            (reach - d).clamp(0.0, width.min(1.0)) * opacity
        };
        // Walk the major axis one pixel at a time; on each step, the pixels across the line
        // within reach (1/cos of the angle wider than the line itself).
        let steep = dy.abs() > dx.abs();
        let (major_len, minor_len) = if steep { (h, w) } else { (w, h) };
        let (m0, m1, n0, slope) = if steep {
            let (y0, y1, x0) = if ay <= by { (ay, by, ax) } else { (by, ay, bx) };
            (y0, y1, x0, if dy != 0.0 { dx / dy } else { 0.0 })
        } else {
            let (x0, x1, y0) = if ax <= bx { (ax, bx, ay) } else { (bx, ax, by) };
            (x0, x1, y0, if dx != 0.0 { dy / dx } else { 0.0 })
        };
        let secant = (1.0 + slope * slope).sqrt();
        let cos = 1.0 / secant;
        // pixel centres within `across` of the line's centre on a column (or row) are in reach
        let across = reach * secant;
        let max_cov = width.min(1.0);
        // (x86-64's baseline has no rounding instruction: `f32::floor` is a call to libm)
        let floor = |x: f32| -> i64 {
            let t = x as i64;
            if (t as f32) > x { t - 1 } else { t }
        };
        let ceil = |x: f32| -> i64 {
            let t = x as i64;
            if (t as f32) < x { t + 1 } else { t }
        };
        let first = floor(m0 - reach).max(0);
        let last = ceil(m1 + reach).min(major_len as i64 - 1);
        if last < first {
            return;
        }
        let minor_last = minor_len as i64 - 1;
        // a pixel's index from its major and minor coordinates
        let (m_stride, n_stride) = if steep { (w, 1) } else { (1, w) };
        // Away from the ends, the distance to the segment is the distance to its line.
        let (inner_lo, inner_hi) = (m0 + reach * secant, m1 - reach * secant);
        let alpha = &mut self.alpha;
        for m in first as usize..=last as usize {
            let mc = m as f32 + 0.5;
            let along = (mc - m0).clamp(0.0, m1 - m0);
            let nc = n0 + along * slope;
            let lo = ceil(nc - across - 0.5).max(0);
            let hi = floor(nc + across - 0.5).min(minor_last);
            if hi < lo {
                continue;
            }
            let interior = mc >= inner_lo && mc <= inner_hi;
            let row = m * m_stride;
            if interior {
                // (no test on the coverage: adding zero costs less than a branch mispredicted)
                for n in lo as usize..=hi as usize {
                    let d = (n as f32 + 0.5 - nc).abs() * cos;
                    let c = (reach - d).clamp(0.0, max_cov) * opacity;
                    if let Some(a) = alpha.get_mut(row + n * n_stride) {
                        *a += c * (1.0 - *a);
                    }
                }
            } else {
                for n in lo as usize..=hi as usize {
                    let (x, y) = if steep { (n, m) } else { (m, n) };
                    let c = coverage(x as f32 + 0.5, y as f32 + 0.5);
                    if let Some(a) = alpha.get_mut(row + n * n_stride) {
                        *a += c * (1.0 - *a);
                    }
                }
            }
        }
    }

    /// The coverage in bytes (what a canvas keeps: a quarter of the floats' memory).
    pub fn to_bytes(&self) -> CoverageBytes {
        CoverageBytes {
            size: self.size,
            alpha: self
                .alpha
                .iter()
                .map(|&a| (a.clamp(0.0, 1.0) * 255.0 + 0.5) as u8)
                .collect(),
        }
    }

    /// The picture: the edges in `color` (its opacity was given to [`Coverage::of_segments`]),
    /// then the discs over them.
    pub fn compose(&self, color: Color32, discs: &[Disc]) -> ColorImage {
        self.to_bytes().compose(color, discs)
    }
}

/// [`Coverage`] a byte a pixel: kept between frames to draw the picture again in other colours.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct CoverageBytes {
    pub size: [usize; 2],
    pub alpha: Vec<u8>,
}

impl CoverageBytes {
    /// The picture: the edges in `color`, then the discs over them.
    pub fn compose(&self, color: Color32, discs: &[Disc]) -> ColorImage {
        let [w, h] = self.size;
        let opaque = if color.a() == 0 {
            Color32::TRANSPARENT
        } else {
            let a = color.a() as f32 / 255.0;
            let f = |v: u8| (v as f32 / a + 0.5).min(255.0) as u8;
            Color32::from_rgba_premultiplied(f(color.r()), f(color.g()), f(color.b()), 255)
        };
        let shades: Vec<Color32> = (0..=255u8)
            .map(|a| scale(opaque, a as f32 / 255.0))
            .collect();
        let pixels: Vec<Color32> = self.alpha.iter().map(|&a| shades[a as usize]).collect();
        let mut image = ColorImage::new([w, h], pixels);
        for d in discs {
            draw_disc(&mut image, d);
        }
        image
    }
}

/// A premultiplied colour times a coverage.
fn scale(c: Color32, a: f32) -> Color32 {
    let f = |v: u8| (v as f32 * a + 0.5) as u8;
    Color32::from_rgba_premultiplied(f(c.r()), f(c.g()), f(c.b()), f(c.a()))
}

/// `top` times coverage `a`, over `under` (premultiplied).
fn over(under: Color32, top: Color32, a: f32) -> Color32 {
    let keep = 1.0 - a * top.a() as f32 / 255.0;
    let f = |t: u8, u: u8| (t as f32 * a + u as f32 * keep + 0.5).min(255.0) as u8;
    Color32::from_rgba_premultiplied(
        f(top.r(), under.r()),
        f(top.g(), under.g()),
        f(top.b(), under.b()),
        f(top.a(), under.a()),
    )
}

fn draw_disc(image: &mut ColorImage, d: &Disc) {
    let [w, h] = image.size;
    let [cx, cy] = d.center;
    if !(cx.is_finite() && cy.is_finite() && d.r.is_finite()) || d.r <= 0.0 {
        return;
    }
    let outline = d.stroke_width > 0.0 && d.stroke.a() > 0;
    let extent = d.r + if outline { d.stroke_width } else { 0.0 } + 1.0;
    let ring_mid = d.r + d.stroke_width / 2.0;
    if cx + extent < 0.0 || cy + extent < 0.0 || cx - extent > w as f32 || cy - extent > h as f32 {
        return;
    }
    let x0 = (cx - extent).floor().max(0.0) as usize;
    let y0 = (cy - extent).floor().max(0.0) as usize;
    let x1 = ((cx + extent).ceil() as usize).min(w);
    let y1 = ((cy + extent).ceil() as usize).min(h);
    for y in y0..y1 {
        for x in x0..x1 {
            let (px, py) = (x as f32 + 0.5 - cx, y as f32 + 0.5 - cy);
            let dist = (px * px + py * py).sqrt();
            let fill = (d.r + 0.5 - dist).clamp(0.0, 1.0);
            let px_ref = &mut image.pixels[y * w + x];
            if fill > 0.0 {
                *px_ref = over(*px_ref, d.fill, fill);
            }
            if outline {
                let ring = (d.stroke_width / 2.0 + 0.5 - (dist - ring_mid).abs())
                    .clamp(0.0, d.stroke_width.min(1.0));
                if ring > 0.0 {
                    *px_ref = over(*px_ref, d.stroke, ring);
                }
            }
        }
    }
}

/// Pictures whose edges cover more pixels than this (the sum of lengths times widths) are drawn
/// on a worker: about 5 ms of drawing. Smaller ones are drawn in the frame that needs them.
pub const SYNC_MAX_PIXELS: f32 = 1.0e6;

/// Pictures being drawn on workers right now (a screenshot waits for them).
static PENDING: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// How many pictures are being drawn on workers.
pub fn pending() -> usize {
    PENDING.load(std::sync::atomic::Ordering::SeqCst)
}

/// Counts one picture in [`pending`] while it lives (it moves into the worker's job, which
/// drops it when it ends, panics, or never starts).
struct Pending;

impl Pending {
    fn new() -> Self {
        PENDING.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        Pending
    }
}

impl Drop for Pending {
    fn drop(&mut self) {
        PENDING.fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
    }
}

/// A picture's edges drawn on a worker (a byte a pixel: what waits in the channel of a canvas
/// no longer shown is no bigger than what the canvas keeps).
struct Drawn {
    geometry: u64,
    coverage: CoverageBytes,
}

/// What a picture is drawn from: asked for only when the picture must be drawn again.
pub struct PictureInput {
    pub segments: Vec<Segment>,
    /// Edge width in pixels.
    pub width: f32,
    /// Edge colour (premultiplied, as egui's).
    pub color: Color32,
    pub discs: Vec<Disc>,
}

/// A canvas's picture between frames: the edges' coverage (kept while only colours change),
/// the texture that shows the picture, and the worker drawing the next one.
#[derive(Default)]
pub struct RasterCache {
    /// The geometry the coverage belongs to.
    geometry: Option<u64>,
    coverage: CoverageBytes,
    /// The geometry and colours of the texture.
    shown: Option<(u64, u64)>,
    texture: Option<egui::TextureHandle>,
    jobs: Option<crate::jobs::JobRunner<Drawn>>,
    /// The geometry the worker is drawing.
    drawing_for: Option<u64>,
    /// Pictures drawn so far (tests count them).
    pub draws: u64,
}

impl Clone for RasterCache {
    /// A copy shows the same picture; a drawing in progress stays with the original.
    fn clone(&self) -> Self {
        RasterCache {
            geometry: self.geometry,
            coverage: self.coverage.clone(),
            shown: self.shown,
            texture: self.texture.clone(),
            jobs: None,
            drawing_for: None,
            draws: self.draws,
        }
    }
}

impl std::fmt::Debug for RasterCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RasterCache")
            .field("geometry", &self.geometry)
            .field("size", &self.coverage.size)
            .field("shown", &self.shown)
            .field("drawing", &self.drawing())
            .field("draws", &self.draws)
            .finish()
    }
}

impl RasterCache {
    /// The texture to show for the picture whose geometry (size included) hashes to
    /// `geometry` and whose colours hash to `colours`. A picture too big to draw within a
    /// frame is drawn on a worker: until it arrives this returns the last picture (`stale`
    /// true) or nothing. `input` is called only when something must be drawn.
    pub fn texture(
        &mut self,
        ctx: &egui::Context,
        size: [usize; 2],
        geometry: u64,
        colours: u64,
        input: impl FnOnce() -> PictureInput,
    ) -> Option<(egui::TextureId, bool)> {
        let want = (geometry, colours);
        if let Some(jobs) = &mut self.jobs
            && let Some(Ok(d)) = jobs.poll()
        {
            self.geometry = Some(d.geometry);
            self.coverage = d.coverage;
        }
        if self.shown != Some(want) {
            if self.geometry == Some(geometry) && self.coverage.size == size {
                // the edges are drawn already: the discs over them, in the current colours
                let input = input();
                let image = self.coverage.compose(input.color, &input.discs);
                self.upload(ctx, image, want);
            } else if !self.drawing()
                || (self.texture.is_none() && self.drawing_for != Some(geometry))
            {
                // (a first picture starts at once: the view waits for it with nothing to show;
                // if the layout settles to another size a frame later, that drawing is
                // cancelled for the new one. A later picture shows the previous one until the
                // drawing in progress ends.)
                let input = input();
                let pixels: f32 = input
                    .segments
                    .iter()
                    .map(|s| ((s.b[0] - s.a[0]).hypot(s.b[1] - s.a[1])).min(1e5))
                    .filter(|l| l.is_finite())
                    .sum::<f32>()
                    * (input.width + 1.0);
                if pixels <= SYNC_MAX_PIXELS {
                    let d = draw(size, geometry, &input, &crate::games::NoControl)
                        .expect("never cancelled");
                    self.geometry = Some(geometry);
                    self.coverage = d.coverage;
                    let image = self.coverage.compose(input.color, &input.discs);
                    self.upload(ctx, image, want);
                } else {
                    let ctx2 = ctx.clone();
                    let jobs = self.jobs.get_or_insert_with(|| {
                        crate::jobs::JobRunner::new(crate::jobs::Waker::new(move || {
                            ctx2.request_repaint()
                        }))
                    });
                    let pending = Pending::new();
                    // (the discs are drawn when the edges arrive, in the colours of that frame)
                    let input = PictureInput {
                        discs: Vec::new(),
                        ..input
                    };
                    self.drawing_for = Some(geometry);
                    jobs.start("graph-picture", move |control| {
                        let _pending = pending;
                        draw(size, geometry, &input, control)
                    });
                }
            }
        }
        let stale = self.shown != Some(want);
        self.texture.as_ref().map(|t| (t.id(), stale))
    }

    /// True while a worker draws the next picture.
    pub fn drawing(&self) -> bool {
        self.jobs.as_ref().is_some_and(|j| j.is_running())
    }

    fn upload(&mut self, ctx: &egui::Context, image: ColorImage, key: (u64, u64)) {
        self.draws += 1;
        crate::debug::log_debug(&format!(
            "graph picture {}×{} px shown at {:.3}",
            image.size[0],
            image.size[1],
            crate::debug::wall_clock()
        ));
        match &mut self.texture {
            Some(t) => t.set(image, egui::TextureOptions::NEAREST),
            None => {
                self.texture =
                    Some(ctx.load_texture("graph-canvas", image, egui::TextureOptions::NEAREST))
            }
        }
        self.shown = Some(key);
    }

    /// Forget the picture and free its memory (the graph is drawn as shapes again).
    pub fn clear(&mut self) {
        if self.texture.is_some() || !self.coverage.alpha.is_empty() || self.jobs.is_some() {
            *self = RasterCache {
                draws: self.draws,
                ..Default::default()
            };
        }
    }
}

/// Draw a picture's edges (on a worker or in the frame).
fn draw(
    size: [usize; 2],
    geometry: u64,
    input: &PictureInput,
    control: &dyn crate::games::Control,
) -> Result<Drawn, crate::games::SolveError> {
    let started = std::time::Instant::now();
    let opacity = (input.color.a() as f32 / 255.0).clamp(0.0, 1.0);
    // The top and the bottom half on two threads, each drawing every segment cut to its half.
    let [w, h] = size;
    let split = if input.segments.len() >= 1024 {
        h / 2
    } else {
        0
    };
    let band = |y0: usize, y1: usize| -> Result<Coverage, crate::games::SolveError> {
        let mut c = Coverage::of_segments([w, y1 - y0], &[], input.width, opacity);
        let dy = y0 as f32;
        for chunk in input.segments.chunks(1024) {
            if control.cancelled() {
                return Err(crate::games::SolveError::Cancelled);
            }
            for s in chunk {
                let moved = Segment {
                    a: [s.a[0], s.a[1] - dy],
                    b: [s.b[0], s.b[1] - dy],
                };
                c.add_segment(moved, input.width, opacity);
            }
        }
        Ok(c)
    };
    let (top, bottom) = std::thread::scope(|scope| {
        let bottom = scope.spawn(|| band(split, h));
        (band(0, split), bottom.join())
    });
    let bottom = match bottom {
        Ok(b) => b?,
        Err(payload) => std::panic::resume_unwind(payload),
    };
    let mut coverage = top?;
    coverage.size = size;
    coverage.alpha.extend_from_slice(&bottom.alpha);
    let coverage = coverage.to_bytes();
    crate::debug::log_debug(&format!(
        "graph edges {}×{} px: {:.1} ms",
        size[0],
        size[1],
        started.elapsed().as_secs_f64() * 1000.0
    ));
    Ok(Drawn { geometry, coverage })
}

/// A 64-bit hash of the words of a picture (FxHash's mixing: a few cycles a word, so that a
/// frame can tell in microseconds whether the picture changed).
#[derive(Debug, Clone, Copy)]
pub struct QuickHash(u64);

impl Default for QuickHash {
    fn default() -> Self {
        QuickHash(0x9e37_79b9_7f4a_7c15)
    }
}

impl QuickHash {
    pub fn word(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x517c_c1b7_2722_0a95);
    }

    pub fn f32(&mut self, v: f32) {
        self.word(v.to_bits() as u64);
    }

    pub fn finish(&self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn total(c: &Coverage) -> f32 {
        c.alpha.iter().sum()
    }

    #[test]
    fn a_line_through_pixel_centres_covers_one_row() {
        let c = Coverage::of_segments(
            [20, 10],
            &[Segment {
                a: [2.5, 4.5],
                b: [17.5, 4.5],
            }],
            1.0,
            1.0,
        );
        for y in 0..10 {
            for x in 3..17 {
                let want = if y == 4 { 1.0 } else { 0.0 };
                assert!((c.alpha[y * 20 + x] - want).abs() < 1e-6, "({x}, {y})");
            }
        }
    }

    #[test]
    fn coverage_adds_up_to_length_times_width_at_any_angle() {
        for (i, angle) in [
            0.0f32,
            0.3,
            std::f32::consts::FRAC_PI_4,
            1.2,
            std::f32::consts::FRAC_PI_2,
            2.5,
            4.0,
        ]
        .iter()
        .enumerate()
        {
            let (s, c) = angle.sin_cos();
            let centre = [50.3, 49.7];
            let half = 30.0;
            let seg = Segment {
                a: [centre[0] - c * half, centre[1] - s * half],
                b: [centre[0] + c * half, centre[1] + s * half],
            };
            for width in [1.0f32, 2.0, 3.6] {
                let cov = Coverage::of_segments([100, 100], &[seg], width, 1.0);
                // the length times the width, plus the round caps (a disc of the width)
                let want = 2.0 * half * width + std::f32::consts::PI * (width / 2.0).powi(2);
                let got = total(&cov);
                // (a line at 45° whose centre falls the same way on every pixel is sampled a
                // few per cent light or heavy, as egui's own feathered lines are)
                assert!(
                    (got - want).abs() / want < 0.1,
                    "angle #{i}, width {width}: {got} against {want}"
                );
                assert!(cov.alpha.iter().all(|&a| (0.0..=1.0).contains(&a)));
            }
        }
    }

    #[test]
    fn segments_off_the_image_or_not_finite_draw_nothing_and_do_not_panic() {
        let bad = [
            Segment {
                a: [-500.0, -500.0],
                b: [-400.0, -300.0],
            },
            Segment {
                a: [f32::NAN, 3.0],
                b: [4.0, 5.0],
            },
            Segment {
                a: [f32::INFINITY, 3.0],
                b: [4.0, 5.0],
            },
            Segment {
                a: [1e30, 1e30],
                b: [2e30, -1e30],
            },
            Segment {
                a: [30.0, 5.0],
                b: [90.0, 5.0],
            },
        ];
        let c = Coverage::of_segments([16, 16], &bad, 1.0, 1.0);
        assert_eq!(total(&c), 0.0);
        // a segment crossing the image from far away is cut to it
        let across = Coverage::of_segments(
            [16, 16],
            &[Segment {
                a: [-1e6, 8.5],
                b: [1e6, 8.5],
            }],
            1.0,
            1.0,
        );
        assert!((total(&across) - 16.0).abs() < 1e-3);
        // a zero-length segment is a dot
        let dot = Coverage::of_segments(
            [16, 16],
            &[Segment {
                a: [8.0, 8.0],
                b: [8.0, 8.0],
            }],
            2.0,
            1.0,
        );
        assert!(total(&dot) > 2.0 && total(&dot) < 4.5, "{}", total(&dot));
        // an empty image
        assert!(
            Coverage::of_segments([0, 5], &bad, 1.0, 1.0)
                .alpha
                .is_empty()
        );
    }

    #[test]
    fn crossing_edges_composite_rather_than_add() {
        let c = Coverage::of_segments(
            [10, 10],
            &[
                Segment {
                    a: [0.0, 5.5],
                    b: [10.0, 5.5],
                },
                Segment {
                    a: [5.5, 0.0],
                    b: [5.5, 10.0],
                },
            ],
            1.0,
            1.0,
        );
        assert!((c.alpha[5 * 10 + 5] - 1.0).abs() < 1e-6);
        assert!(c.alpha.iter().all(|&a| a <= 1.0));
    }

    #[test]
    fn discs_cover_their_area_in_their_colour_over_the_edges() {
        let cov = Coverage::of_segments([40, 40], &[], 1.0, 1.0);
        let red = Color32::from_rgb(200, 30, 30);
        let disc = Disc {
            center: [20.5, 20.5],
            r: 6.0,
            fill: red,
            stroke_width: 0.0,
            stroke: Color32::TRANSPARENT,
        };
        let image = cov.compose(Color32::GRAY, &[disc]);
        let area: f32 = image.pixels.iter().map(|p| p.a() as f32 / 255.0).sum();
        let want = std::f32::consts::PI * 36.0;
        assert!((area - want).abs() / want < 0.03, "{area} against {want}");
        assert_eq!(image.pixels[20 * 40 + 20], red);
        assert_eq!(image.pixels[0], Color32::TRANSPARENT);
        // an outline: the ring's colour at the radius, the fill inside
        let ringed = Disc {
            stroke_width: 2.0,
            stroke: Color32::WHITE,
            ..disc
        };
        let edges = Coverage::of_segments(
            [40, 40],
            &[Segment {
                a: [0.0, 20.5],
                b: [40.0, 20.5],
            }],
            1.0,
            1.0,
        );
        let image = edges.compose(Color32::GRAY, &[ringed]);
        assert_eq!(image.pixels[20 * 40 + 20], red, "the disc hides the edge");
        assert_eq!(
            image.pixels[20 * 40 + 2],
            Color32::GRAY,
            "the edge beside it"
        );
        assert_eq!(
            image.pixels[20 * 40 + 27],
            Color32::WHITE,
            "the outline, outside the disc"
        );
        assert_eq!(image.pixels[20 * 40 + 24], red, "the fill, inside it");
        // discs off the image or not finite are skipped
        let off = Disc {
            center: [f32::NAN, 1.0],
            ..disc
        };
        let far = Disc {
            center: [-100.0, 1.0],
            ..disc
        };
        let image = cov.compose(Color32::GRAY, &[off, far]);
        assert!(image.pixels.iter().all(|p| *p == Color32::TRANSPARENT));
    }

    #[test]
    fn the_hash_tells_pictures_apart() {
        let h = |v: &[f32]| {
            let mut q = QuickHash::default();
            for &x in v {
                q.f32(x);
            }
            q.finish()
        };
        assert_eq!(h(&[1.0, 2.0]), h(&[1.0, 2.0]));
        assert_ne!(h(&[1.0, 2.0]), h(&[2.0, 1.0]));
        assert_ne!(h(&[0.0]), h(&[-0.0]));
    }

    #[test]
    fn drawing_in_two_halves_gives_the_same_picture() {
        let mut seed = 7u64;
        let mut rnd = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % 10_000) as f32 / 100.0
        };
        let segments: Vec<Segment> = (0..1500)
            .map(|_| {
                let a = [rnd() - 10.0, rnd() - 10.0];
                let b = [a[0] + (rnd() - 50.0) / 5.0, a[1] + (rnd() - 50.0) / 5.0];
                Segment { a, b }
            })
            .collect();
        let color = Color32::from_rgba_premultiplied(90, 90, 90, 160);
        let whole = Coverage::of_segments([83, 77], &segments, 1.3, 160.0 / 255.0);
        let input = PictureInput {
            segments,
            width: 1.3,
            color,
            discs: Vec::new(),
        };
        let drawn = draw([83, 77], 1, &input, &crate::games::NoControl).expect("drawn");
        let whole = whole.to_bytes();
        assert_eq!(drawn.coverage.size, whole.size);
        // (the same sums, but in coordinates moved by the band's top: the last bits may differ)
        let worst = drawn
            .coverage
            .alpha
            .iter()
            .zip(&whole.alpha)
            .map(|(&a, &b)| a.abs_diff(b))
            .max();
        assert!(worst <= Some(1), "largest difference {worst:?}");
        assert!(whole.alpha.iter().any(|&a| a > 128));
        assert_eq!(
            drawn.coverage.compose(color, &[]),
            whole.compose(color, &[])
        );
    }

    /// Long chords across a `w` × `h` canvas: too many pixels to draw within a frame.
    fn big_input(w: f32, h: f32) -> PictureInput {
        let segments = (0..3_000)
            .map(|k| {
                let t = k as f32 / 3_000.0;
                Segment {
                    a: [t * w, 0.0],
                    b: [(1.0 - t) * w, h],
                }
            })
            .collect();
        PictureInput {
            segments,
            width: 1.0,
            color: Color32::from_gray(120),
            discs: Vec::new(),
        }
    }

    #[test]
    fn a_first_picture_starts_at_once_and_a_new_size_restarts_it() {
        let ctx = egui::Context::default();
        let mut cache = RasterCache::default();
        let (first, settled) = ([400, 300], [400, 308]);
        // the frame that first shows the canvas starts the drawing: no frame waits for the
        // layout to settle (the view has nothing to show until the picture arrives)
        assert!(
            cache
                .texture(&ctx, first, 1, 7, || big_input(400.0, 300.0))
                .is_none()
        );
        assert!(cache.drawing(), "the first picture is drawn at once");
        // the layout settles a few pixels smaller in the next pass: the drawing for the old
        // size is cancelled and the new size drawn
        let t0 = std::time::Instant::now();
        loop {
            match cache.texture(&ctx, settled, 2, 7, || big_input(400.0, 308.0)) {
                Some((_, stale)) => {
                    assert!(!stale, "only the picture of the settled size is shown");
                    break;
                }
                None => {
                    assert!(t0.elapsed().as_secs() < 30, "the picture never arrived");
                    std::thread::sleep(std::time::Duration::from_millis(2));
                }
            }
        }
        assert_eq!(cache.draws, 1, "one picture uploaded");
        assert_eq!(cache.coverage.size, settled);
        assert_eq!(cache.geometry, Some(2));
    }
}
