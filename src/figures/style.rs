//! Sizes, fonts and the two themes of the figures. Light is for projectors: a white background,
//! dark text, light cells; dark is for dark slides.

/// Width and height of the canvas at scale 1 (a 16:9 slide).
pub const WIDTH: f64 = 1600.0;
pub const HEIGHT: f64 = 900.0;
/// Text sizes (em, logical pixels): the title, labels, small notes.
pub const TITLE: f64 = 40.0;
pub const LABEL: f64 = 26.0;
pub const SMALL: f64 = 21.0;
/// Smallest text drawn in a cell; below it cells are colour only (and the figure says so): 15 of
/// the 1600-pixel-wide canvas is about 10 px on a 1024-pixel projector, 18 on a 1920 one.
pub const MIN_CELL_TEXT: f64 = 15.0;

/// The font family name used in SVG files and registered with plotters: the bundled
/// WenQuanYi Micro Hei, then the common sans-serif Chinese fonts of Linux, Windows and macOS
/// (a viewer without any of them would otherwise fall back to whatever its system calls
/// sans-serif for Chinese: a calligraphic Kaiti on some Linux machines), then sans-serif.
pub const FONT_FAMILY: &str = "WenQuanYi Micro Hei, Noto Sans CJK SC, Source Han Sans SC, Microsoft YaHei, PingFang SC, Hiragino Sans GB, Droid Sans Fallback, sans-serif";

/// The bundled font (Latin and Chinese).
pub static FONT: &[u8] = include_bytes!("../../assets/fonts/wqy-microhei.ttc");

/// The colours: one palette with the app (`crate::palette`), by meaning, light and dark.
pub use crate::palette::{Palette, Rgb, Theme};
