//! Sizes, fonts and the two themes of the figures. Light is for projectors: a white background,
//! dark text, light cells; dark is for dark slides.

/// Width and height of the canvas at scale 1 (a 16:9 slide).
pub const WIDTH: f64 = 1600.0;
pub const HEIGHT: f64 = 900.0;
/// Text sizes (em, logical pixels): the title, labels, small notes.
pub const TITLE: f64 = 40.0;
pub const LABEL: f64 = 26.0;
pub const SMALL: f64 = 21.0;
/// Smallest text drawn in a cell; below it cells are colour only.
pub const MIN_CELL_TEXT: f64 = 11.0;

/// The font family name used in SVG files and registered with plotters: the bundled
/// WenQuanYi Micro Hei, then whatever sans-serif font the viewer has.
pub const FONT_FAMILY: &str = "WenQuanYi Micro Hei, Microsoft YaHei, PingFang SC, sans-serif";

/// The bundled font (Latin and Chinese).
pub static FONT: &[u8] = include_bytes!("../../assets/fonts/wqy-microhei.ttc");

/// An sRGB colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// Linear mix: `t = 0` is `self`, `t = 1` is `other`.
    pub fn mix(self, other: Rgb, t: f64) -> Rgb {
        let t = t.clamp(0.0, 1.0);
        let m = |a: u8, b: u8| (a as f64 + (b as f64 - a as f64) * t).round() as u8;
        Rgb(m(self.0, other.0), m(self.1, other.1), m(self.2, other.2))
    }

    /// Relative luminance in 0..=1 (for choosing a readable text colour).
    pub fn luminance(self) -> f64 {
        (0.2126 * self.0 as f64 + 0.7152 * self.1 as f64 + 0.0722 * self.2 as f64) / 255.0
    }

    /// `#rrggbb`.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

/// Light or dark figure.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Theme {
    #[default]
    Light,
    Dark,
}

impl Theme {
    /// `light` or `dark`.
    pub fn from_code(code: &str) -> Option<Theme> {
        match code {
            "light" => Some(Theme::Light),
            "dark" => Some(Theme::Dark),
            _ => None,
        }
    }
}

/// The colours of one theme.
#[derive(Debug, Clone, Copy)]
pub struct Palette {
    pub background: Rgb,
    pub text: Rgb,
    pub muted: Rgb,
    pub grid: Rgb,
    /// A cell not filled yet / not part of the table.
    pub empty: Rgb,
    /// The low, middle and high ends of the diverging scale (net scores).
    pub negative: Rgb,
    pub neutral: Rgb,
    pub positive: Rgb,
    /// The low and high ends of the sequential scale (costs, steps).
    pub low: Rgb,
    pub high: Rgb,
    /// Outcomes: the mouse (or the first player) wins, the cat (or the second player) wins,
    /// a draw, no position.
    pub mouse: Rgb,
    pub cat: Rgb,
    pub draw: Rgb,
    pub none: Rgb,
    /// Highlight (current step, tokens' outline, the optimal path).
    pub accent: Rgb,
    pub wall: Rgb,
    pub food: Rgb,
}

impl Palette {
    pub fn of(theme: Theme) -> Palette {
        match theme {
            Theme::Light => Palette {
                background: Rgb(255, 255, 255),
                text: Rgb(26, 26, 26),
                muted: Rgb(100, 100, 100),
                grid: Rgb(205, 205, 205),
                empty: Rgb(244, 244, 244),
                negative: Rgb(214, 96, 77),
                neutral: Rgb(247, 247, 247),
                positive: Rgb(67, 147, 195),
                low: Rgb(255, 247, 188),
                high: Rgb(217, 95, 14),
                mouse: Rgb(116, 196, 118),
                cat: Rgb(239, 101, 72),
                draw: Rgb(189, 189, 189),
                none: Rgb(236, 236, 236),
                accent: Rgb(33, 64, 154),
                wall: Rgb(70, 70, 70),
                food: Rgb(255, 193, 7),
            },
            Theme::Dark => Palette {
                background: Rgb(30, 30, 30),
                text: Rgb(238, 238, 238),
                muted: Rgb(170, 170, 170),
                grid: Rgb(80, 80, 80),
                empty: Rgb(52, 52, 52),
                negative: Rgb(202, 72, 60),
                neutral: Rgb(70, 70, 70),
                positive: Rgb(52, 130, 190),
                low: Rgb(60, 52, 40),
                high: Rgb(254, 153, 41),
                mouse: Rgb(56, 142, 60),
                cat: Rgb(198, 40, 40),
                draw: Rgb(110, 110, 110),
                none: Rgb(45, 45, 45),
                accent: Rgb(255, 214, 0),
                wall: Rgb(150, 150, 150),
                food: Rgb(255, 193, 7),
            },
        }
    }

    /// Black or white text, whichever reads better on `fill`.
    pub fn text_on(&self, fill: Rgb) -> Rgb {
        if fill.luminance() > 0.55 {
            Rgb(20, 20, 20)
        } else {
            Rgb(250, 250, 250)
        }
    }

    /// The diverging colour of `v` in `lo..=hi` (0 is the neutral colour).
    pub fn diverging(&self, v: i64, lo: i64, hi: i64) -> Rgb {
        if v >= 0 {
            let t = if hi > 0 { v as f64 / hi as f64 } else { 0.0 };
            self.neutral.mix(self.positive, t)
        } else {
            let t = if lo < 0 { v as f64 / lo as f64 } else { 0.0 };
            self.neutral.mix(self.negative, t)
        }
    }

    /// The sequential colour of `v` in `lo..=hi`.
    pub fn sequential(&self, v: f64, lo: f64, hi: f64) -> Rgb {
        let t = if hi > lo { (v - lo) / (hi - lo) } else { 0.0 };
        self.low.mix(self.high, t)
    }
}
