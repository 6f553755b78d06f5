//! Sizes, fonts and the two themes of the figures. Light is for projectors: a white background,
//! dark text, light cells; dark is for dark slides.

/// Width and height of the canvas at scale 1 (a 16:9 slide; see [`Aspect`] for 4:3).
pub const WIDTH: f64 = 1600.0;
pub const HEIGHT: f64 = 900.0;

/// The shape of a figure: 16:9 (1600 × 900, the default) or 4:3 (1600 × 1200 pixels, for 4:3
/// slides). A 4:3 figure is laid out on a 1200 × 900 canvas and drawn 4/3 times bigger, so that
/// everything, text included, scales with the canvas: set at the same height as a 16:9 figure
/// its text is as big, at the same width it is 4/3 bigger (a title fitted to the width: as big).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Aspect {
    #[default]
    Wide,
    Standard,
}

impl Aspect {
    /// From the command line's `16:9` or `4:3`.
    pub fn from_code(code: &str) -> Option<Aspect> {
        match code {
            "16:9" => Some(Aspect::Wide),
            "4:3" => Some(Aspect::Standard),
            _ => None,
        }
    }

    /// The picture's height in pixels at scale 1 (its width is always [`WIDTH`]).
    pub fn height(self) -> f64 {
        match self {
            Aspect::Wide => HEIGHT,
            Aspect::Standard => WIDTH * 3.0 / 4.0,
        }
    }

    /// How many pixels of the picture (at scale 1) one logical pixel of the canvas takes.
    pub fn zoom(self) -> f64 {
        match self {
            Aspect::Wide => 1.0,
            Aspect::Standard => 4.0 / 3.0,
        }
    }

    /// The logical canvas the views lay out on: (width, height), always [`HEIGHT`] high.
    pub fn canvas(self) -> (f64, f64) {
        (WIDTH / self.zoom(), self.height() / self.zoom())
    }
}
/// Text sizes (em, logical pixels): the title, labels, small notes.
pub const TITLE: f64 = 40.0;
pub const LABEL: f64 = 26.0;
pub const SMALL: f64 = 21.0;
/// Smallest text drawn in a cell or beside it (labels, axis names, the Game Lab's rows); below
/// it cells are colour only (and the figure says so) and labels go on every few rows: 18 of the
/// 1600-pixel-wide canvas, read from the back of a room (15 and less were not, issue 24).
pub const MIN_CELL_TEXT: f64 = 18.0;

/// The font family name used in SVG files and registered with plotters: the bundled
/// WenQuanYi Micro Hei, then the common sans-serif Chinese fonts of Linux, Windows and macOS
/// (a viewer without any of them would otherwise fall back to whatever its system calls
/// sans-serif for Chinese: a calligraphic Kaiti on some Linux machines), then sans-serif.
pub const FONT_FAMILY: &str = "WenQuanYi Micro Hei, Noto Sans CJK SC, Source Han Sans SC, Microsoft YaHei, PingFang SC, Hiragino Sans GB, Droid Sans Fallback, sans-serif";

/// The font family of an SVG for English slides: the common Latin sans-serif fonts first (a
/// CJK font named first set the Latin text of English slides on Windows and macOS), then the
/// Chinese ones of [`FONT_FAMILY`] for any Chinese in it.
pub const FONT_FAMILY_LATIN: &str = "Helvetica, Arial, Liberation Sans, DejaVu Sans, WenQuanYi Micro Hei, Noto Sans CJK SC, Source Han Sans SC, Microsoft YaHei, PingFang SC, Hiragino Sans GB, Droid Sans Fallback, sans-serif";

/// The bundled font (Latin and Chinese).
pub static FONT: &[u8] = include_bytes!("../../assets/fonts/wqy-microhei.ttc");

/// The colours: one palette with the app (`crate::palette`), by meaning, light and dark.
pub use crate::palette::{Palette, Rgb, Theme};
