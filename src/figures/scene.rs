//! A figure as a list of shapes in logical pixels (a 1600 × 900 canvas at scale 1), drawn by
//! [`super::paint`] to SVG, PNG or GIF. The views build scenes; they know nothing of plotters.

use super::style::Rgb;

/// Horizontal anchor of a text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HAlign {
    Left,
    Center,
    Right,
}

/// One shape.
#[derive(Debug, Clone, PartialEq)]
pub enum Item {
    /// A rectangle, filled and/or outlined.
    Rect {
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        fill: Option<Rgb>,
        stroke: Option<(Rgb, f64)>,
    },
    /// A text, vertically centred on `y`; `size` is the em size in logical pixels.
    Text {
        x: f64,
        y: f64,
        text: String,
        size: f64,
        color: Rgb,
        align: HAlign,
        bold: bool,
    },
    /// A polyline.
    Line {
        points: Vec<(f64, f64)>,
        color: Rgb,
        width: f64,
    },
    /// A circle, filled and/or outlined.
    Circle {
        x: f64,
        y: f64,
        r: f64,
        fill: Option<Rgb>,
        stroke: Option<(Rgb, f64)>,
    },
}

/// One picture (a still figure, or one frame of an animation).
#[derive(Debug, Clone, PartialEq)]
pub struct Scene {
    /// The logical canvas (1600 × 900 for 16:9, 1200 × 900 for 4:3).
    pub width: f64,
    pub height: f64,
    /// Picture pixels per logical pixel at scale 1 (4/3 for a 4:3 figure: its text and
    /// everything else come out bigger, see [`super::style::Aspect`]).
    pub zoom: f64,
    pub background: Rgb,
    pub items: Vec<Item>,
}

thread_local! {
    /// The aspect of the figure being built on this thread (see [`CanvasGuard`]).
    static CANVAS: std::cell::Cell<super::style::Aspect> = const { std::cell::Cell::new(super::style::Aspect::Wide) };
}

/// Sets the aspect of the scenes made on this thread while it lives (a figure's
/// [`super::Ctx`] holds one, so that every view's `Scene::new` gets the asked aspect without
/// passing it through each builder); the aspect before is restored when it is dropped.
pub(crate) struct CanvasGuard {
    before: super::style::Aspect,
}

impl CanvasGuard {
    pub(crate) fn set(aspect: super::style::Aspect) -> CanvasGuard {
        CanvasGuard {
            before: CANVAS.with(|h| h.replace(aspect)),
        }
    }
}

impl Drop for CanvasGuard {
    fn drop(&mut self) {
        CANVAS.with(|h| h.set(self.before));
    }
}

/// The width of the canvas the scenes made on this thread now get (see [`Scene::new`]).
pub fn canvas_width() -> f64 {
    CANVAS.with(|h| h.get()).canvas().0
}

impl Scene {
    /// An empty scene of the canvas size: 1600 wide, 900 high (1200 × 900 drawn 4/3 times
    /// bigger for a 4:3 figure).
    pub fn new(background: Rgb) -> Scene {
        let aspect = CANVAS.with(|h| h.get());
        let (width, height) = aspect.canvas();
        Scene {
            width,
            height,
            zoom: aspect.zoom(),
            background,
            items: Vec::new(),
        }
    }

    pub fn rect(
        &mut self,
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        fill: Option<Rgb>,
        stroke: Option<(Rgb, f64)>,
    ) {
        self.items.push(Item::Rect {
            x,
            y,
            w,
            h,
            fill,
            stroke,
        });
    }

    pub fn text(
        &mut self,
        x: f64,
        y: f64,
        text: impl Into<String>,
        size: f64,
        color: Rgb,
        align: HAlign,
    ) {
        self.push_text(x, y, text.into(), size, color, align, false);
    }

    pub fn bold_text(
        &mut self,
        x: f64,
        y: f64,
        text: impl Into<String>,
        size: f64,
        color: Rgb,
        align: HAlign,
    ) {
        self.push_text(x, y, text.into(), size, color, align, true);
    }

    #[allow(clippy::too_many_arguments)]
    fn push_text(
        &mut self,
        x: f64,
        y: f64,
        text: String,
        size: f64,
        color: Rgb,
        align: HAlign,
        bold: bool,
    ) {
        self.items.push(Item::Text {
            x,
            y,
            text,
            size,
            color,
            align,
            bold,
        });
    }

    pub fn line(&mut self, points: Vec<(f64, f64)>, color: Rgb, width: f64) {
        self.items.push(Item::Line {
            points,
            color,
            width,
        });
    }

    pub fn circle(
        &mut self,
        x: f64,
        y: f64,
        r: f64,
        fill: Option<Rgb>,
        stroke: Option<(Rgb, f64)>,
    ) {
        self.items.push(Item::Circle {
            x,
            y,
            r,
            fill,
            stroke,
        });
    }

    /// Every text of the scene, in drawing order (tests).
    pub fn texts(&self) -> Vec<&str> {
        self.items
            .iter()
            .filter_map(|i| match i {
                Item::Text { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect()
    }
}

/// Estimated width of `text` at em size `size`: ASCII about 0.56 em, wide (CJK) characters 1 em.
pub fn text_width(text: &str, size: f64) -> f64 {
    text.chars()
        .map(|c| if c.is_ascii() { 0.56 } else { 1.0 })
        .sum::<f64>()
        * size
}

/// The largest size at most `max` at which `text` fits in `width`.
pub fn fit_size(text: &str, width: f64, max: f64) -> f64 {
    let w = text_width(text, 1.0);
    if w <= 0.0 { max } else { (width / w).min(max) }
}

/// How much wider bold text may come out than [`text_width`] says: an SVG viewer without the
/// named font draws a fallback (DejaVu Sans Bold's Latin letters are about 0.63 em).
pub const BOLD_WIDTH: f64 = 1.15;

/// [`fit_size`] for bold text, with room for a wider fallback font.
pub fn fit_bold_size(text: &str, width: f64, max: f64) -> f64 {
    fit_size(text, width / BOLD_WIDTH, max)
}
