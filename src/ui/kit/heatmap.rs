//! The shared heatmap widget: a DP table drawn as one texture in an egui_plot.
//!
//! The table is uploaded as a single texture (one pixel per cell, downsampled for very large
//! tables) and only rebuilt when the caller's `key` changes, so drawing costs the same for 4 × 4
//! and 5,000 × 5,000 tables. Small tables get their values printed in the cells and row and
//! column numbers along the edges; outlines mark the selected cell and the cells it reads.
//! Row 0 is at the top, as in the seeds' figures. Drag or scroll to pan, Ctrl + scroll to zoom,
//! double-click to reset the view; the row and column numbers stay in view when zoomed in.

use egui::{Color32, ColorImage, Pos2, Rect, Stroke, StrokeKind, TextureHandle, TextureOptions};
use egui_plot::{Plot, PlotImage, PlotPoint, PlotTransform};

/// Largest texture side; bigger tables are downsampled for display.
pub const MAX_TEXTURE_SIDE: usize = 1024;

/// Smallest cell size on screen (points) at which values are printed in the cells.
const LABEL_MIN_CELL: f32 = 20.0;

/// The dark ring around an outline in presentation mode.
const MARK_RING: Color32 = Color32::from_rgb(20, 20, 20);
/// The width of [`MARK_RING`] (outside the cell: the headers keep clear of it).
const MARK_RING_WIDTH: f32 = 2.5;

/// Cells narrower than this (points) get a beacon when their mark asks for one.
const BEACON_BELOW: f32 = 14.0;

/// A ring of at least 12 points around the small `cell` (dark outside, `color` inside) and
/// thin guides from it to the table's top and left edges (`frame`'s).
fn beacon(painter: &egui::Painter, cell: Rect, frame: Rect, color: Color32) {
    let c = cell.center();
    let r = (cell.width() * 1.5).max(12.0);
    let guide = Stroke::new(1.5, color);
    let ring = Stroke::new(1.5, MARK_RING);
    for (a, b) in [
        (egui::pos2(c.x, frame.top()), egui::pos2(c.x, c.y - r)),
        (egui::pos2(frame.left(), c.y), egui::pos2(c.x - r, c.y)),
    ] {
        painter.line_segment([a, b], Stroke::new(3.5, MARK_RING));
        painter.line_segment([a, b], guide);
    }
    painter.circle_stroke(c, r + 2.0, ring);
    painter.circle_stroke(c, r, Stroke::new(3.0, color));
    painter.circle_stroke(c, r - 2.0, ring);
}

/// An outline drawn around one cell.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Mark {
    pub cell: (usize, usize),
    pub color: Color32,
    pub width: f32,
    /// The cell asked now (a quiz's): on cells too small to frame (a table of n = 100), a
    /// ring around it and guides to its row and column headers keep it visible at any size.
    pub beacon: bool,
}

/// Cell colours, labels and tooltips of a table; closures are called only when needed.
pub struct HeatmapSpec<'a> {
    /// Id of the plot (must be unique in the window).
    pub id: &'a str,
    pub rows: usize,
    pub cols: usize,
    /// Change this when the colours change: the texture is rebuilt only then.
    pub key: u64,
    /// Colour of a cell (transparent for cells outside the table).
    pub color: &'a dyn Fn(usize, usize) -> Color32,
    /// Text printed in a cell when the cells are big enough.
    pub label: Option<&'a dyn Fn(usize, usize) -> Option<String>>,
    /// Text shown when the pointer rests on a cell.
    pub tooltip: Option<&'a dyn Fn(usize, usize) -> Option<String>>,
    /// Outlines (selected cell, dependencies, …).
    pub marks: &'a [Mark],
    /// Row and column header texts (default: the index).
    pub row_name: Option<&'a dyn Fn(usize) -> String>,
    pub col_name: Option<&'a dyn Fn(usize) -> String>,
    /// Height of the plot (default: the available height).
    pub height: Option<f32>,
    /// The table's picture drawn beforehand (on a worker: a large table takes longer than a
    /// frame), used when the texture must be built and it has the texture's size.
    pub prebuilt: Option<&'a dyn Fn() -> Option<ColorImage>>,
}

/// What happened to the heatmap this frame.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct HeatmapResponse {
    pub hovered: Option<(usize, usize)>,
    pub clicked: Option<(usize, usize)>,
}

/// Per-heatmap state kept by the owner between frames.
#[derive(Default)]
pub struct HeatmapState {
    texture: Option<TextureHandle>,
    key: Option<(u64, usize, usize, bool)>,
    transform: Option<PlotTransform>,
    shape: (usize, usize),
    /// The cells take the plot's shape (wider than tall in a wide view) instead of squares: a
    /// view sets it in presentation mode so that its table fills the room.
    pub stretch: bool,
    /// Presentation mode: room is kept above row 0 for the column numbers of stretched cells
    /// (else they stand on a band over the top row). A view sets it where its table can spare
    /// the height (the Game Lab's would fall under half the central area at 1024 × 768).
    pub headers_above: bool,
    /// Whether the last frame wrote the values in the cells (large enough cells): a view
    /// without them says on screen how to read a value (a tooltip is not seen on a projector).
    pub numbers_shown: bool,
}

/// The parent of the regions a heatmap records when its column numbers stand on a band over
/// its top row (checked for overlaps by the layout test).
const HEADER: &str = "heatmap_headers";

/// The font of a heatmap's row and column numbers on cells `cell_size` points wide.
fn header_font(ctx: &egui::Context, cell_size: f32) -> egui::FontId {
    let scale = crate::ui::kit::theme::scale(ctx);
    let header_min = crate::ui::kit::theme::min_label(ctx, 10.0);
    // (on a projector a larger share: 18-point headers on 36-point rows were 12 px high)
    let share = if scale > 1.0 { 0.45 } else { 0.3 };
    egui::FontId::proportional(
        (cell_size * share * scale.sqrt()).clamp(header_min, (13.0 * scale).max(header_min)),
    )
}

/// The smallest round step (1, 2, 5, 10, 20, 50, 100 …) of at least `at_least`.
fn round_step(at_least: f32) -> usize {
    let mut base = 1usize;
    loop {
        for k in [1, 2, 5] {
            if (base * k) as f32 >= at_least {
                return base * k;
            }
        }
        if base > 1_000_000 {
            return base;
        }
        base *= 10;
    }
}

/// The gap between the numbers and the table: clear of a marked cell's frame (presentation
/// mode's dark ring lies outside the cell: a frame on the top row covered its column's number).
fn header_clear(present: bool) -> f32 {
    if present {
        2.0 + MARK_RING_WIDTH + 2.0
    } else {
        2.0
    }
}

impl HeatmapState {
    /// Forget the texture (the next frame rebuilds it).
    pub fn invalidate(&mut self) {
        self.key = None;
    }

    /// Screen position of the centre of a cell, as drawn in the last frame (tests click here).
    pub fn cell_center(&self, row: usize, col: usize) -> Option<Pos2> {
        let t = self.transform?;
        let (rows, _) = self.shape;
        Some(t.position_from_point(&PlotPoint::new(
            col as f64 + 0.5,
            (rows - 1 - row) as f64 + 0.5,
        )))
    }

    /// Draw the heatmap.
    pub fn show(&mut self, ui: &mut egui::Ui, spec: &HeatmapSpec) -> HeatmapResponse {
        let (rows, cols) = (spec.rows, spec.cols);
        if rows == 0 || cols == 0 {
            return HeatmapResponse::default();
        }
        // (the colours of some cells follow the theme)
        let key = (spec.key, rows, cols, ui.visuals().dark_mode);
        if self.key != Some(key) || self.texture.is_none() {
            let texels = [
                cols.clamp(1, MAX_TEXTURE_SIDE),
                rows.clamp(1, MAX_TEXTURE_SIDE),
            ];
            let image = spec
                .prebuilt
                .and_then(|f| f())
                .filter(|image| image.size == texels)
                .unwrap_or_else(|| table_image(rows, cols, spec.color));
            match &mut self.texture {
                Some(t) => t.set(image, TextureOptions::NEAREST),
                None => {
                    self.texture = Some(ui.ctx().load_texture(
                        spec.id,
                        image,
                        TextureOptions::NEAREST,
                    ))
                }
            }
            self.key = Some(key);
        }
        let Some(texture) = &self.texture else {
            return HeatmapResponse::default();
        };
        let texture_id = texture.id();
        // room above the table for the column numbers, in rows: the margin alone is thinner
        // than a number on a small table, and the numbers then stood on a band over the top
        // row (913's Outcome tables at 1024 × 740 showed half of row 0)
        let top_room = {
            let height = spec.height.unwrap_or_else(|| ui.available_height());
            let cell = (ui.available_width() / cols as f32).min(height / rows as f32) / 1.15;
            // (on a projector only for stretched cells whose view asks for it: for square
            // cells it shrank 913's and the Game Lab's tables below half the central area; the
            // band over their top row is still to be solved there)
            let present = crate::ui::kit::theme::presentation(ui.ctx());
            if cell >= LABEL_MIN_CELL && (!present || (self.stretch && self.headers_above)) {
                let font = header_font(ui.ctx(), cell);
                let header_h = ui.fonts_mut(|f| f.row_height(&font));
                let need = f64::from((header_h + header_clear(present) + 2.0) / cell);
                if present {
                    // the plot's margin (a share of the rows and this room) holds part of it:
                    // only the rest is added, the table keeps the most of the height
                    let margin = 0.06;
                    ((need - margin * rows as f64) / (1.0 + margin)).max(0.0)
                } else {
                    need
                }
            } else {
                0.0
            }
        };
        let mut plot = Plot::new((spec.id, rows, cols, self.stretch))
            .show_axes(false)
            .show_grid(false)
            .allow_boxed_zoom(false)
            .show_x(false)
            .show_y(false)
            .set_margin_fraction(egui::vec2(0.06, 0.06))
            .include_x(0.0)
            .include_x(cols as f64)
            .include_y(0.0)
            .include_y(rows as f64 + top_room);
        if !self.stretch {
            plot = plot.data_aspect(1.0);
        }
        if let Some(h) = spec.height {
            plot = plot.height(h);
        }
        let response = plot.show(ui, |plot_ui| {
            plot_ui.image(
                PlotImage::new(
                    spec.id,
                    texture_id,
                    PlotPoint::new(cols as f64 / 2.0, rows as f64 / 2.0),
                    [cols as f32, rows as f32],
                )
                .allow_hover(false),
            );
            plot_ui.pointer_coordinate()
        });
        let transform = response.transform;
        self.transform = Some(transform);
        self.shape = (rows, cols);
        let cell_of = |p: PlotPoint| -> Option<(usize, usize)> {
            if p.x < 0.0 || p.y < 0.0 || p.x >= cols as f64 || p.y >= rows as f64 {
                return None;
            }
            Some((rows - 1 - p.y.floor() as usize, p.x.floor() as usize))
        };
        let hovered = if response.response.hovered() {
            response.inner.and_then(cell_of)
        } else {
            None
        };
        let clicked = if response.response.clicked() {
            response
                .response
                .interact_pointer_pos()
                .and_then(|pos| cell_of(transform.value_from_position(pos)))
        } else {
            None
        };

        let frame = *transform.frame();
        let painter = ui.painter_at(frame);
        let cell_rect = |r: usize, c: usize| -> Rect {
            let a = transform.position_from_point(&PlotPoint::new(c as f64, (rows - r) as f64));
            let b = transform
                .position_from_point(&PlotPoint::new(c as f64 + 1.0, (rows - r - 1) as f64));
            Rect::from_two_pos(a, b)
        };
        // (stretched cells are wider than tall: the numbers follow the smaller side and must
        // fit the width)
        let cell_width = cell_rect(0, 0).width();
        let cell_size = cell_width.min(cell_rect(0, 0).height());

        crate::ui::kit::layout::picture(ui, frame);
        // Outlines: at least 2 points wide so they show on tiny cells too. Drawn before the
        // numbers and headers: a header pinned over the table's top edge stays readable.
        let present = crate::ui::kit::theme::presentation(ui.ctx());
        for mark in spec.marks {
            let (r, c) = mark.cell;
            if r < rows && c < cols {
                let rect = cell_rect(r, c);
                let rect = if rect.width() < 6.0 {
                    rect.expand(3.0 - rect.width() / 2.0)
                } else {
                    rect
                };
                if mark.beacon && cell_rect(r, c).width() < BEACON_BELOW {
                    beacon(&painter, cell_rect(r, c), frame, mark.color);
                }
                if present {
                    // on a projector: at least 4 points, inside a dark ring, so that a yellow
                    // or white outline shows on every cell colour (a yellow cell too)
                    // (the ring outside the cell, so that the number inside stays clear)
                    painter.rect_stroke(
                        rect,
                        0.0,
                        Stroke::new(MARK_RING_WIDTH, MARK_RING),
                        StrokeKind::Outside,
                    );
                    painter.rect_stroke(
                        rect,
                        0.0,
                        Stroke::new(mark.width.max(4.0), mark.color),
                        StrokeKind::Inside,
                    );
                } else {
                    painter.rect_stroke(
                        rect,
                        0.0,
                        Stroke::new(mark.width, mark.color),
                        StrokeKind::Inside,
                    );
                }
            }
        }
        let min_text = crate::ui::kit::theme::min_text(ui.ctx(), 11.0);
        // Values in the cells and headers, when the cells are big enough to read; on a
        // projector the headers on small cells too, every few rows and columns (issue 24:
        // Guess Number's table of n = 100 showed no number and no axis at all)
        self.numbers_shown = false;
        if cell_size >= LABEL_MIN_CELL || (present && cell_size > 0.5) {
            let bounds = transform.bounds();
            let c0 = bounds.min()[0].floor().max(0.0) as usize;
            let c1 = (bounds.max()[0].ceil().max(0.0) as usize).min(cols);
            let y0 = bounds.min()[1].floor().max(0.0) as usize;
            let y1 = (bounds.max()[1].ceil().max(0.0) as usize).min(rows);
            let (r0, r1) = (rows.saturating_sub(y1), rows.saturating_sub(y0));
            let visible = (c1.saturating_sub(c0)) * (r1.saturating_sub(r0));
            let scale = crate::ui::kit::theme::scale(ui.ctx());
            // presentation mode: cell numbers take most of the cell's height (read from the
            // back of a room: at 0.45 a 36-point row drew 18-point digits, 12 px high, issue
            // 24); a number wider than its cell is set smaller, down to the floor, to fit
            let share = if scale > 1.0 { 0.66 } else { 0.34 };
            let font_size = (cell_size * share).clamp(min_text, (16.0 * scale).max(min_text));
            let font = egui::FontId::proportional(font_size);
            // numbers only where they are legible: a cell holds its number at the size asked
            // (in presentation mode each number is measured: "16" fits a 35-point cell)
            if let Some(label) = spec.label
                && cell_size >= LABEL_MIN_CELL
                && visible <= 4_000
                && (scale == 1.0 || font_size <= cell_size * 0.75)
            {
                self.numbers_shown = true;
                for r in r0..r1 {
                    for c in c0..c1 {
                        if let Some(text) = label(r, c) {
                            let bg = (spec.color)(r, c);
                            let mut galley = painter.layout_no_wrap(
                                text.clone(),
                                font.clone(),
                                super::palette::text_on(bg),
                            );
                            let room = cell_width * 0.92;
                            if scale > 1.0 && galley.size().x > room {
                                let size = (font_size * room / galley.size().x).max(min_text);
                                galley = painter.layout_no_wrap(
                                    text,
                                    egui::FontId::proportional(size),
                                    super::palette::text_on(bg),
                                );
                            }
                            if scale > 1.0 && galley.size().x > room {
                                continue;
                            }
                            let at = egui::Align2::CENTER_CENTER
                                .anchor_size(cell_rect(r, c).center(), galley.size());
                            painter.galley(at.min, galley, super::palette::text_on(bg));
                        }
                    }
                }
            }
            // Headers stay in view: when the table is panned or zoomed so that its top (left)
            // edge leaves the plot, the column (row) numbers stick to the plot's top (left)
            // edge on a band of the background colour.
            let header_color = crate::ui::kit::theme::caption(ui.visuals());
            let header_min = crate::ui::kit::theme::min_label(ui.ctx(), 10.0);
            let header_font = header_font(ui.ctx(), cell_size);
            // a header every `every` columns (rows) when the cells are narrower than it: on a
            // projector a round step (1, 2, 5, 10, 20, 50 …) as wide as the widest name
            let every = ((header_min * 1.3) / cell_size).ceil().max(1.0) as usize;
            let header_h = ui.fonts_mut(|f| f.row_height(&header_font));
            // on a projector the columns' step as wide as their widest name, the rows' as
            // tall as a line (stretched cells are wider than tall)
            let (every_col, every_row) = if present && every > 1 {
                let widest = [0, cols - 1]
                    .map(|k| spec.col_name.map_or_else(|| k.to_string(), |f| f(k)))
                    .into_iter()
                    .map(|t| {
                        painter
                            .layout_no_wrap(t, header_font.clone(), header_color)
                            .size()
                            .x
                    })
                    .fold(0.0_f32, f32::max);
                let cell_height = cell_rect(0, 0).height().max(0.1);
                (
                    round_step(((widest + header_min * 0.5) / cell_width.max(0.1)).ceil()),
                    round_step((header_h * 1.1 / cell_height).ceil()),
                )
            } else {
                (every, every)
            };
            // a column (row) gets its header when its name is a multiple of the step ("10",
            // "20"), or, for names that are not numbers, its index
            let ticked = |k: usize, every: usize, name: Option<&dyn Fn(usize) -> String>| {
                every == 1
                    || name
                        .and_then(|f| f(k).parse::<i64>().ok())
                        .map_or(k.is_multiple_of(every), |v| v % every as i64 == 0)
            };
            // (opaque: a see-through band let the top row's colours run through the numbers
            // on it as a pale strip, issue 24)
            let band = ui.visuals().extreme_bg_color;
            // the headers keep clear of a marked cell's frame (presentation mode's dark ring
            // lies outside the cell): a frame on the top row covered its column's header
            let clear = header_clear(present);
            let table_top = cell_rect(0, 0).top();
            let table_left = cell_rect(0, 0).left();
            if c1.saturating_sub(c0) <= 200 {
                let pinned = table_top - clear - header_h < frame.top();
                if pinned {
                    let band_rect =
                        Rect::from_min_size(frame.min, egui::vec2(frame.width(), header_h + 2.0));
                    painter.rect_filled(band_rect, 0.0, band);
                    // the band over a top row in view (not panned away) hides part of it: the
                    // layout test finds the two overlapping
                    let top_row = cell_rect(0, c0)
                        .union(cell_rect(0, c1.saturating_sub(1).max(c0)))
                        .intersect(frame);
                    // (checked outside presentation mode only, for now: see `top_room`)
                    if top_row.is_positive() && table_top >= frame.top() - 1.0 && !present {
                        let ctx = ui.ctx();
                        crate::ui::kit::layout::record(ctx, HEADER, "heatmap_header", band_rect);
                        crate::ui::kit::layout::record(ctx, HEADER, "heatmap_top_row", top_row);
                    }
                }
                for c in (c0..c1).filter(|&c| ticked(c, every_col, spec.col_name)) {
                    let rect = cell_rect(0, c);
                    // the caller's name when it fits the column (the `every` columns it heads),
                    // else the index
                    let mut galley = spec
                        .col_name
                        .map(|f| painter.layout_no_wrap(f(c), header_font.clone(), header_color));
                    if galley
                        .as_ref()
                        .is_none_or(|g| g.size().x > cell_width * every_col as f32 * 0.95)
                    {
                        galley = Some(painter.layout_no_wrap(
                            c.to_string(),
                            header_font.clone(),
                            header_color,
                        ));
                    }
                    if let Some(g) = galley {
                        let y = if pinned {
                            frame.top() + 1.0
                        } else {
                            rect.top() - clear - g.size().y
                        };
                        let pos = egui::pos2(rect.center().x - g.size().x / 2.0, y);
                        painter.galley(pos, g, header_color);
                    }
                }
            }
            if r1.saturating_sub(r0) <= 200 {
                let names: Vec<String> = (r0..r1)
                    .map(|r| spec.row_name.map(|f| f(r)).unwrap_or_else(|| r.to_string()))
                    .collect();
                let widest = names
                    .iter()
                    .map(|t| {
                        painter
                            .layout_no_wrap(t.clone(), header_font.clone(), header_color)
                            .size()
                            .x
                    })
                    .fold(0.0_f32, f32::max);
                let pinned = table_left - clear - 1.0 - widest < frame.left();
                if pinned {
                    painter.rect_filled(
                        Rect::from_min_size(frame.min, egui::vec2(widest + 5.0, frame.height())),
                        0.0,
                        band,
                    );
                }
                let x = if pinned {
                    frame.left() + widest + 3.0
                } else {
                    table_left - clear - 1.0
                };
                for (r, text) in (r0..r1)
                    .zip(names)
                    .filter(|&(r, _)| ticked(r, every_row, spec.row_name))
                {
                    let rect = cell_rect(r, 0);
                    painter.text(
                        egui::pos2(x, rect.center().y),
                        egui::Align2::RIGHT_CENTER,
                        text,
                        header_font.clone(),
                        header_color,
                    );
                }
            }
        }

        // Cells outside the table (transparent) are not cells: no hover, no click.
        let hovered = hovered.filter(|&(r, c)| (spec.color)(r, c).a() > 0);
        let clicked = clicked.filter(|&(r, c)| (spec.color)(r, c).a() > 0);
        if let Some((r, c)) = hovered {
            painter.rect_stroke(
                cell_rect(r, c),
                0.0,
                Stroke::new(1.0, ui.visuals().strong_text_color()),
                StrokeKind::Inside,
            );
            if let Some(tooltip) = spec.tooltip
                && let Some(text) = tooltip(r, c)
            {
                response.response.clone().on_hover_text_at_pointer(text);
            }
        }
        HeatmapResponse { hovered, clicked }
    }
}

/// Build the texture of a table: one pixel per cell, or a sample of cells when a side is
/// longer than [`MAX_TEXTURE_SIDE`].
pub fn table_image(
    rows: usize,
    cols: usize,
    color: &dyn Fn(usize, usize) -> Color32,
) -> ColorImage {
    let (size, pixels) = table_texels(rows, cols, Color32::TRANSPARENT, color);
    ColorImage::new(size, pixels)
}

/// The texels of [`table_image`] (width, height and values row by row) with any value per
/// texel: `value(row, col)` for the cell each texel samples.
pub fn table_texels<T: Copy>(
    rows: usize,
    cols: usize,
    empty: T,
    value: &dyn Fn(usize, usize) -> T,
) -> ([usize; 2], Vec<T>) {
    let h = rows.clamp(1, MAX_TEXTURE_SIDE);
    let w = cols.clamp(1, MAX_TEXTURE_SIDE);
    // In tiles of 32 × 32 texels: a table stored by rows and one stored by columns (or in
    // blocks, as Cat and Mouse's bit matrices are) find their cells in cache. Row by row, a
    // 5,000-node Cat and Mouse heatmap took 25 ms, tile by tile 15 to 18 ms.
    const TILE: usize = 32;
    let mut pixels = vec![empty; w * h];
    let row_of: Vec<usize> = (0..h).map(|y| y * rows / h).collect();
    let col_of: Vec<usize> = (0..w).map(|x| x * cols / w).collect();
    for ty in (0..h).step_by(TILE) {
        for tx in (0..w).step_by(TILE) {
            for y in ty..(ty + TILE).min(h) {
                let r = row_of[y];
                let line = &mut pixels[y * w..(y + 1) * w];
                for x in tx..(tx + TILE).min(w) {
                    line[x] = value(r, col_of[x]);
                }
            }
        }
    }
    ([w, h], pixels)
}

/// Render a table to an RGBA picture for export: `scale` pixels per cell (at least 1), thin grid
/// lines when cells are at least 8 pixels, and the cell labels drawn with a small built-in digit
/// font when they fit.
pub fn render_png(
    rows: usize,
    cols: usize,
    color: &dyn Fn(usize, usize) -> Color32,
    label: Option<&dyn Fn(usize, usize) -> Option<String>>,
    max_side: u32,
) -> image::RgbaImage {
    let longest = rows.max(cols).max(1) as u32;
    let scale = (max_side / longest).clamp(1, 64);
    let (img_w, img_h) = if longest > max_side {
        // downsample: one pixel per sampled cell
        (
            (cols as u32).min(max_side).max(1),
            (rows as u32).min(max_side).max(1),
        )
    } else {
        (cols as u32 * scale, rows as u32 * scale)
    };
    let mut img = image::RgbaImage::new(img_w, img_h);
    let bg = Color32::WHITE;
    for (x, y, px) in img.enumerate_pixels_mut() {
        let (r, c) = if longest > max_side {
            (
                (y as usize) * rows / img_h as usize,
                (x as usize) * cols / img_w as usize,
            )
        } else {
            ((y / scale) as usize, (x / scale) as usize)
        };
        let mut col = color(r, c);
        if col.a() == 0 {
            col = bg;
        }
        let grid = longest <= max_side && scale >= 8 && (x % scale == 0 || y % scale == 0);
        if grid {
            col = Color32::from_gray(200);
        }
        *px = image::Rgba([col.r(), col.g(), col.b(), 255]);
    }
    if let Some(label) = label
        && longest <= max_side
        && scale >= 16
    {
        for r in 0..rows {
            for c in 0..cols {
                if let Some(text) = label(r, c) {
                    let fg = super::palette::text_on(color(r, c));
                    let x0 = c as u32 * scale;
                    let y0 = r as u32 * scale;
                    crate::ui::kit::widgets::draw_digits(&mut img, &text, x0, y0, scale, fg);
                }
            }
        }
    }
    img
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn image_is_one_pixel_per_cell_or_downsampled() {
        let img = table_image(3, 4, &|r, c| Color32::from_gray((r * 4 + c) as u8));
        assert_eq!(img.size, [4, 3]);
        assert_eq!(img.pixels[5], Color32::from_gray(5));
        let big = table_image(5000, 5000, &|r, _| Color32::from_gray((r % 256) as u8));
        assert_eq!(big.size, [MAX_TEXTURE_SIDE, MAX_TEXTURE_SIDE]);
    }

    #[test]
    fn png_has_cells_and_labels() {
        let img = render_png(
            2,
            2,
            &|r, c| {
                if c >= r {
                    Color32::BLACK
                } else {
                    Color32::TRANSPARENT
                }
            },
            Some(&|r, c| (c >= r).then(|| "7".to_string())),
            256,
        );
        // at most 64 pixels a cell
        assert_eq!(img.dimensions(), (128, 128));
        // below the diagonal is the white background
        assert_eq!(img.get_pixel(10, 100).0, [255, 255, 255, 255]);
        // some white digit pixels inside the black cell (0, 0)
        let white = (1..64)
            .flat_map(|x| (1..64).map(move |y| (x, y)))
            .filter(|&(x, y)| img.get_pixel(x, y).0 == [255, 255, 255, 255])
            .count();
        assert!(white > 10);
    }
}
