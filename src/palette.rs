//! The one colour language of gamedp: every colour that carries a meaning, as an sRGB triple,
//! for the light and the dark theme. The app (`ui::kit::palette` turns these into egui colours)
//! and the figures (`figures::style`) both take their colours from here, so a slide and the live
//! app say the same thing with the same colour.
//!
//! Chosen for projectors and colour-blind viewers, after Okabe and Ito's palette:
//!
//! - **signs**: positive blue, negative vermillion (a diverging scale through a light grey);
//! - **outcomes**: a win for the mouse or the first player bluish green, for the cat or the
//!   second player vermillion, a draw (never decided) grey; Okabe and Ito chose the pair to
//!   stay apart for red–green colour blindness (they differ in blue, not only red vs green);
//! - **the sequential scale** (costs, steps, solving order): viridis, dark purple to yellow;
//! - **tokens** are discs with a letter (never a hue an outcome has): the mouse white, the cat
//!   black (light violet in the dark theme, where black vanishes); their **paths** sky blue (mouse) and reddish purple (cat);
//! - **food** yellow, **walls** slate (a blue-grey apart from the black cat and the grey of a
//!   draw), **left/right** choices sky blue and orange, the stone parity view sky blue and
//!   reddish purple.
//!
//! No egui here: this module is in the bottom layer, below the games, the figures and the app.

/// An sRGB colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// Linear mix: `t = 0` is `self`, `t = 1` is `other`.
    pub fn mix(self, other: Rgb, t: f64) -> Rgb {
        let t = if t.is_finite() {
            t.clamp(0.0, 1.0)
        } else {
            0.0
        };
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

    /// The hue in degrees (0..360, HSV), or `None` for a grey (chroma below 10 % of full): a
    /// grey has no hue to share with another colour.
    pub fn hue(self) -> Option<f64> {
        let (r, g, b) = (self.0 as f64, self.1 as f64, self.2 as f64);
        let max = r.max(g).max(b);
        let min = r.min(g).min(b);
        let chroma = max - min;
        if chroma < 25.5 {
            return None;
        }
        let h = if max == r {
            ((g - b) / chroma).rem_euclid(6.0)
        } else if max == g {
            (b - r) / chroma + 2.0
        } else {
            (r - g) / chroma + 4.0
        };
        Some(h * 60.0)
    }
}

/// WCAG 2 relative luminance of an sRGB colour (0 black ..= 1 white), linearised.
pub fn relative_luminance(c: Rgb) -> f64 {
    let lin = |v: u8| {
        let v = v as f64 / 255.0;
        if v <= 0.039_28 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(c.0) + 0.7152 * lin(c.1) + 0.0722 * lin(c.2)
}

/// The WCAG 2 contrast ratio of two colours (1 ..= 21, the same either way round).
pub fn contrast_ratio(a: Rgb, b: Rgb) -> f64 {
    let (la, lb) = (relative_luminance(a), relative_luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// The contrast WCAG asks of text: 4.5 : 1, or 3 : 1 for large text (bold at 18 px or more).
pub fn contrast_needed(large: bool) -> f64 {
    if large { 3.0 } else { 4.5 }
}

/// The dark ink of text on a coloured fill: black, so that one of the two inks reaches
/// 4.5 : 1 on every fill (a mid teal or blue has 4.3 : 1 with a near-black and a near-white).
pub const INK_DARK: Rgb = Rgb(0, 0, 0);
/// The light ink of text on a coloured fill.
pub const INK_LIGHT: Rgb = Rgb(255, 255, 255);

/// The ink (dark or light) with the higher contrast on `fill`: the text of every chip, badge
/// and table cell drawn on a colour.
pub fn ink_on(fill: Rgb) -> Rgb {
    if contrast_ratio(INK_DARK, fill) >= contrast_ratio(INK_LIGHT, fill) {
        INK_DARK
    } else {
        INK_LIGHT
    }
}

/// The distance between two hues in degrees (0..=180), or `None` when either is a grey.
pub fn hue_distance(a: Rgb, b: Rgb) -> Option<f64> {
    let (a, b) = (a.hue()?, b.hue()?);
    let d = (a - b).abs() % 360.0;
    Some(d.min(360.0 - d))
}

/// Light or dark (the app's look and a figure's theme).
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

    /// The dark theme when `dark`.
    pub fn of_dark(dark: bool) -> Theme {
        if dark { Theme::Dark } else { Theme::Light }
    }
}

// ---- Colours that are the same in both themes (they read on white and on near-black). ----

/// Okabe–Ito blue: a positive net score (good for the first player).
pub const POSITIVE: Rgb = Rgb(0, 114, 178);
/// Okabe–Ito vermillion: a negative net score.
pub const NEGATIVE: Rgb = Rgb(213, 94, 0);
/// The middle (zero) of the diverging scale.
pub const NEUTRAL: Rgb = Rgb(236, 236, 236);
/// Okabe–Ito bluish green: a win for the mouse, or for the player to move / the first player.
pub const WIN: Rgb = Rgb(0, 158, 115);
/// Vermillion: a win for the cat, or a loss for the player to move / the first player.
pub const LOSE: Rgb = Rgb(213, 94, 0);
/// A win for the cat by the 1000-move rule (a mouse win that takes too long): vermillion, lighter.
pub const LOSE_BY_RULE: Rgb = Rgb(238, 170, 120);
/// A draw; in a solving order, a position never decided.
pub const DRAW: Rgb = Rgb(150, 150, 150);
/// The mouse's token: a white disc with a black rim and "M".
pub const MOUSE_TOKEN: Rgb = Rgb(250, 250, 250);
/// The cat's token: a black disc with a white rim and "C".
pub const CAT_TOKEN: Rgb = Rgb(34, 34, 34);
/// The cat's token on a dark ground: black vanishes there, so a light violet disc (with a white
/// rim and a black "C"), a hue no outcome and no path has (the mouse stays white).
pub const CAT_TOKEN_DARK: Rgb = Rgb(160, 130, 255);
/// Where the mouse has been (Okabe–Ito sky blue).
pub const MOUSE_PATH: Rgb = Rgb(86, 180, 233);
/// Where the cat has been (Okabe–Ito reddish purple).
pub const CAT_PATH: Rgb = Rgb(204, 121, 167);
/// The food (Okabe–Ito yellow).
pub const FOOD: Rgb = Rgb(240, 228, 66);
/// Taking the left end (Okabe–Ito sky blue).
pub const LEFT: Rgb = Rgb(86, 180, 233);
/// Taking the right end (Okabe–Ito orange).
pub const RIGHT: Rgb = Rgb(230, 159, 0);
/// Both ends equally good.
pub const TIE: Rgb = Rgb(150, 150, 150);
/// The stone game's parity argument (LeetCode 877): piles at even and at odd positions, two
/// colours that are no sign and no outcome (Okabe–Ito sky blue and reddish purple).
pub const PARITY_EVEN: Rgb = Rgb(86, 180, 233);
pub const PARITY_ODD: Rgb = Rgb(204, 121, 167);
/// The cells a cell reads (outlined), and what a lesson points at.
pub const DEPENDENCY: Rgb = Rgb(255, 215, 0);

/// The sequential scale (viridis): costs, steps, the order of solving.
pub const SEQUENTIAL: [Rgb; 6] = [
    Rgb(68, 1, 84),
    Rgb(65, 68, 135),
    Rgb(42, 120, 142),
    Rgb(34, 168, 132),
    Rgb(122, 209, 81),
    Rgb(253, 231, 37),
];

/// The scale of the order of solving (the step a position is decided at): the sequential scale
/// without its yellow end, which is the food's colour on the same boards.
pub const ORDER: [Rgb; 5] = [
    SEQUENTIAL[0],
    SEQUENTIAL[1],
    SEQUENTIAL[2],
    SEQUENTIAL[3],
    SEQUENTIAL[4],
];

/// The diverging scale, negative to positive.
pub const DIVERGING: [Rgb; 3] = [NEGATIVE, NEUTRAL, POSITIVE];

/// The colour at `t` (0..=1) along `stops`, mixed linearly between neighbours.
pub fn gradient(stops: &[Rgb], t: f64) -> Rgb {
    match stops.len() {
        0 => Rgb(128, 128, 128),
        1 => stops[0],
        n => {
            let t = if t.is_finite() {
                t.clamp(0.0, 1.0)
            } else {
                0.0
            };
            let x = t * (n - 1) as f64;
            let k = (x.floor() as usize).min(n - 2);
            stops[k].mix(stops[k + 1], x - k as f64)
        }
    }
}

/// The sequential colour at `t` in 0..=1.
pub fn sequential(t: f64) -> Rgb {
    gradient(&SEQUENTIAL, t)
}

/// The diverging colour at `t` in -1..=1 (0 the neutral grey, 1 positive).
pub fn diverging(t: f64) -> Rgb {
    let t = if t.is_finite() {
        t.clamp(-1.0, 1.0)
    } else {
        0.0
    };
    gradient(&DIVERGING, (t + 1.0) / 2.0)
}

/// Every colour of one theme by its meaning. The figures use it as it is; the app reads the
/// theme-independent constants above and, for the ground colours, [`Palette::of`] its look.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Palette {
    // the ground: background, text, lines (not meanings; the app's are egui's visuals)
    pub background: Rgb,
    pub text: Rgb,
    pub muted: Rgb,
    pub grid: Rgb,
    /// A cell not filled yet.
    pub empty: Rgb,
    /// No position (an impossible pair of nodes, a cell outside the table).
    pub none: Rgb,
    /// The current step's cell, the optimal path, the start (an outline).
    pub current: Rgb,
    /// Signs: the ends and middle of the diverging scale (net scores).
    pub negative: Rgb,
    pub neutral: Rgb,
    pub positive: Rgb,
    /// Outcomes for the player to move / the first player.
    pub win: Rgb,
    pub lose: Rgb,
    pub draw: Rgb,
    /// Outcomes of Cat and Mouse (the same colours as win and lose).
    pub mouse_wins: Rgb,
    pub cat_wins: Rgb,
    /// Tokens (neutral discs with a letter) and the paths they leave.
    pub mouse_token: Rgb,
    pub cat_token: Rgb,
    pub mouse_path: Rgb,
    pub cat_path: Rgb,
    /// The grid of Cat and Mouse II.
    pub floor: Rgb,
    pub wall: Rgb,
    pub food: Rgb,
    /// The stone game's choices.
    pub left: Rgb,
    pub right: Rgb,
    pub tie: Rgb,
}

impl Palette {
    pub const LIGHT: Palette = Palette {
        background: Rgb(255, 255, 255),
        text: Rgb(26, 26, 26),
        muted: Rgb(100, 100, 100),
        grid: Rgb(205, 205, 205),
        empty: Rgb(244, 244, 244),
        none: Rgb(226, 226, 226),
        current: Rgb(26, 26, 26),
        negative: NEGATIVE,
        neutral: NEUTRAL,
        positive: POSITIVE,
        win: WIN,
        lose: LOSE,
        draw: DRAW,
        mouse_wins: WIN,
        cat_wins: LOSE,
        mouse_token: MOUSE_TOKEN,
        cat_token: CAT_TOKEN,
        mouse_path: MOUSE_PATH,
        cat_path: CAT_PATH,
        floor: Rgb(238, 238, 238),
        // slate: apart from the black cat, the white mouse and the grey of "never decided"
        wall: Rgb(72, 82, 104),
        food: FOOD,
        left: LEFT,
        right: RIGHT,
        tie: TIE,
    };

    pub const DARK: Palette = Palette {
        background: Rgb(30, 30, 30),
        text: Rgb(238, 238, 238),
        muted: Rgb(170, 170, 170),
        grid: Rgb(80, 80, 80),
        empty: Rgb(52, 52, 52),
        none: Rgb(45, 45, 45),
        // magenta: a gold frame vanished on the yellow cells (food, the scale's end); the app's
        // current cell (the quiz's) is framed in it too
        current: Rgb(255, 90, 255),
        cat_token: CAT_TOKEN_DARK,
        floor: Rgb(70, 70, 70),
        wall: Rgb(96, 110, 140),
        ..Palette::LIGHT
    };

    /// The palette of `theme`.
    pub const fn of(theme: Theme) -> Palette {
        match theme {
            Theme::Light => Palette::LIGHT,
            Theme::Dark => Palette::DARK,
        }
    }

    /// The tokens of the game: the mouse's and the cat's.
    pub fn tokens(&self) -> [Rgb; 2] {
        [self.mouse_token, self.cat_token]
    }

    /// The outcome colours.
    pub fn outcomes(&self) -> [Rgb; 5] {
        [
            self.win,
            self.lose,
            self.draw,
            self.mouse_wins,
            self.cat_wins,
        ]
    }

    /// Black or white text, whichever has the higher WCAG contrast on `fill`: the same rule
    /// as the app's chips and cells ([`ink_on`]; white on the win green read 3.4 : 1 under
    /// the old brightness threshold).
    pub fn text_on(&self, fill: Rgb) -> Rgb {
        ink_on(fill)
    }

    /// The diverging colour of `v` in `lo..=hi` (0 is the neutral colour, `hi` positive, `lo`
    /// negative).
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
        sequential(t)
    }

    /// The stops of the sequential scale (for a legend's colour bar).
    pub fn sequential_stops(&self) -> Vec<Rgb> {
        SEQUENTIAL.to_vec()
    }

    /// The order-of-solving colour of step `v` in `lo..=hi` ([`ORDER`]).
    pub fn order(&self, v: f64, lo: f64, hi: f64) -> Rgb {
        let t = if hi > lo { (v - lo) / (hi - lo) } else { 0.0 };
        gradient(&ORDER, t)
    }

    /// The stops of the order-of-solving scale (for a legend's colour bar).
    pub fn order_stops(&self) -> Vec<Rgb> {
        ORDER.to_vec()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The order of solving never takes the food's yellow (a teacher read steps 15–16 of a
    /// 1728 solving-order slide as food).
    #[test]
    fn the_order_scale_stays_clear_of_the_food() {
        let pal = Palette::of(Theme::Light);
        for k in 0..=100 {
            let c = pal.order(k as f64, 0.0, 100.0);
            let d = hue_distance(c, FOOD).unwrap_or(180.0);
            assert!(
                d > 40.0 || c.luminance() < FOOD.luminance() * 0.6,
                "step {k}: {c:?}"
            );
        }
    }

    #[test]
    fn dark_and_light_frames_and_tokens_stand_out() {
        for theme in [Theme::Light, Theme::Dark] {
            let p = Palette::of(theme);
            let apart = |a: Rgb, b: Rgb| (a.luminance() - b.luminance()).abs();
            // the answer's / current cell's frame on the background and on the yellow cells
            for under in [p.background, p.food, SEQUENTIAL[5], p.empty] {
                assert!(
                    apart(p.current, under) >= 0.3,
                    "{theme:?}: frame {:?} on {under:?}",
                    p.current
                );
            }
            // the cat's token (a cell, a key swatch) on the background, in both themes (the app
            // draws the same colour: tests/it/palette.rs)
            assert!(
                apart(p.cat_token, p.background) >= 0.15,
                "{theme:?}: cat {:?} on the background",
                p.cat_token
            );
        }
    }

    #[test]
    fn hues() {
        assert_eq!(Rgb(255, 0, 0).hue(), Some(0.0));
        assert_eq!(Rgb(0, 255, 0).hue(), Some(120.0));
        assert_eq!(Rgb(0, 0, 255).hue(), Some(240.0));
        assert_eq!(Rgb(250, 250, 250).hue(), None);
        assert_eq!(
            hue_distance(Rgb(255, 0, 10), Rgb(255, 10, 0)).map(|d| d < 5.0),
            Some(true)
        );
        assert_eq!(hue_distance(Rgb(255, 0, 0), Rgb(0, 255, 255)), Some(180.0));
    }

    /// The tokens and the paths they leave never share a hue with an outcome (within 30°), in
    /// either theme: "the cat is here" must not read as "the cat wins".
    #[test]
    fn tokens_never_share_a_hue_with_an_outcome() {
        for theme in [Theme::Light, Theme::Dark] {
            let p = Palette::of(theme);
            for token in [p.mouse_token, p.cat_token, p.mouse_path, p.cat_path] {
                for outcome in p.outcomes().into_iter().chain([LOSE_BY_RULE]) {
                    if let Some(d) = hue_distance(token, outcome) {
                        assert!(
                            d >= 30.0,
                            "{token:?} is {d:.0}° from the outcome {outcome:?}"
                        );
                    }
                }
                assert_ne!(token, p.draw);
            }
            // the two tokens and the two paths tell each other apart by lightness or hue (the
            // white mouse has none; the dark theme's violet cat has one)
            assert!(
                (p.mouse_token.luminance() - p.cat_token.luminance()).abs() > 0.6
                    || (p.mouse_token.hue().is_none() && p.cat_token.hue().is_some()),
                "{theme:?}"
            );
            assert!(hue_distance(p.mouse_path, p.cat_path).unwrap() >= 60.0);
        }
    }

    /// Win and lose, positive and negative, left and right part for red–green colour-blind
    /// viewers too: they differ in lightness or in the blue channel, not only in red vs green.
    #[test]
    fn opposites_part_without_red_and_green() {
        for (a, b) in [(WIN, LOSE), (POSITIVE, NEGATIVE), (LEFT, RIGHT)] {
            let blue = (a.2 as i32 - b.2 as i32).abs();
            let light = (a.luminance() - b.luminance()).abs();
            assert!(blue >= 100 || light >= 0.25, "{a:?} vs {b:?}");
        }
    }

    /// On the board of Cat and Mouse II walls, floor, the tokens, the food and "never decided"
    /// (a draw's grey) are told apart in both themes.
    #[test]
    fn the_board_colours_are_apart() {
        let dist = |a: Rgb, b: Rgb| {
            let d = |x: u8, y: u8| (x as f64 - y as f64).powi(2);
            (d(a.0, b.0) + d(a.1, b.1) + d(a.2, b.2)).sqrt()
        };
        for p in [Palette::LIGHT, Palette::DARK] {
            let all = [p.wall, p.floor, p.mouse_token, p.cat_token, p.food, p.draw];
            for (i, a) in all.iter().enumerate() {
                for b in &all[i + 1..] {
                    // the white mouse on a light floor: its rim (the app) or frame (the
                    // figures) tells it apart, and its letter
                    if [*a, *b] == [p.floor, p.mouse_token] {
                        assert!(dist(*a, *b) >= 20.0);
                        continue;
                    }
                    assert!(dist(*a, *b) >= 60.0, "{a:?} and {b:?} are too close");
                }
            }
        }
    }

    #[test]
    fn scales() {
        assert_eq!(sequential(0.0), SEQUENTIAL[0]);
        assert_eq!(sequential(1.0), SEQUENTIAL[5]);
        assert_eq!(sequential(f64::NAN), SEQUENTIAL[0]);
        assert_eq!(diverging(0.0), NEUTRAL);
        assert_eq!(diverging(1.0), POSITIVE);
        assert_eq!(diverging(-7.0), NEGATIVE);
    }
}
