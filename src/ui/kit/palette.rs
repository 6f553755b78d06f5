//! Colours for tables and outcomes, shared by the heatmaps and the PNG exports: the one palette
//! (`crate::palette`, the figures' colours too) as egui colours, and the app's own highlights.

use egui::Color32;

use crate::palette::{self as colors, Palette, Rgb, Theme};

/// An sRGB triple of the one palette as an egui colour.
pub const fn rgb(c: Rgb) -> Color32 {
    Color32::from_rgb(c.0, c.1, c.2)
}

/// The ground colours of the app's theme (walls, floor, the current cell): the figures' palette
/// of the same theme.
pub fn themed(dark: bool) -> Palette {
    Palette::of(Theme::of_dark(dark))
}

/// The cat's token in the app's theme (black on light, light violet on dark): the figures'.
pub fn cat_token(dark: bool) -> Color32 {
    rgb(themed(dark).cat_token)
}

/// The frame of the current cell (the quiz's cell to answer) in the app's theme: the figures'
/// frame of the answer cell and the current step.
pub fn current_frame(dark: bool) -> Color32 {
    rgb(themed(dark).current)
}

/// Sequential map (viridis, `crate::palette::SEQUENTIAL`) for `t` in 0..=1.
pub fn sequential(t: f32) -> Color32 {
    rgb(colors::sequential(t as f64))
}

/// Diverging map for `t` in -1..=1: vermillion for negative, light grey at 0, blue for positive.
pub fn diverging(t: f32) -> Color32 {
    rgb(colors::diverging(t as f64))
}

/// Map a value to 0..=1 within `lo..=hi`.
pub fn normalise(v: i64, lo: i64, hi: i64) -> f32 {
    if hi <= lo {
        0.5
    } else {
        ((v as f64 - lo as f64) / (hi as f64 - lo as f64)) as f32
    }
}

/// Map a value to -1..=1, symmetric around 0, by the largest magnitude.
pub fn symmetric(v: i64, lo: i64, hi: i64) -> f32 {
    let m = (lo as f64).abs().max((hi as f64).abs());
    if m == 0.0 { 0.0 } else { (v as f64 / m) as f32 }
}

/// An egui colour as an sRGB triple (its alpha ignored: see [`over`] for a translucent one).
pub fn to_rgb(c: Color32) -> Rgb {
    Rgb(c.r(), c.g(), c.b())
}

/// The opaque colour `fill` shows as when painted over `ground` (egui colours are
/// premultiplied, so a translucent fill's channels are already scaled by its alpha).
pub fn over(fill: Color32, ground: Color32) -> Color32 {
    let a = fill.a() as f32 / 255.0;
    let m = |f: u8, g: u8| (f as f32 + g as f32 * (1.0 - a)).round().min(255.0) as u8;
    Color32::from_rgb(
        m(fill.r(), ground.r()),
        m(fill.g(), ground.g()),
        m(fill.b(), ground.b()),
    )
}

/// `c` mixed toward `ground` (`t = 0` is `c`, `t = 1` is `ground`): an opaque pale tint whose
/// text colour [`text_on`] can be chosen (a translucent fill's cannot: it shows lighter than
/// its premultiplied channels say).
pub fn tint(c: Color32, ground: Color32, t: f64) -> Color32 {
    rgb(to_rgb(c).mix(to_rgb(ground), t))
}

/// The WCAG contrast ratio of two opaque egui colours.
pub fn contrast(a: Color32, b: Color32) -> f64 {
    colors::contrast_ratio(to_rgb(a), to_rgb(b))
}

/// Text colour readable on the opaque `bg`: dark or light ink, whichever has the higher WCAG
/// contrast (`crate::palette::ink_on`).
pub fn text_on(bg: Color32) -> Color32 {
    rgb(colors::ink_on(to_rgb(bg)))
}

/// The fill of a memo cell the Calls pane has written: the returned colour as a pale opaque
/// tint of `ground`.
pub fn memo_fill(ground: Color32) -> Color32 {
    tint(WIN_A, ground, 0.45)
}

/// Taking the left end.
pub const LEFT: Color32 = rgb(colors::LEFT);
/// Taking the right end.
pub const RIGHT: Color32 = rgb(colors::RIGHT);
/// Both ends equally good.
pub const TIE: Color32 = rgb(colors::TIE);
/// A win for the first player / the mouse.
pub const WIN_A: Color32 = rgb(colors::WIN);
/// A win for the second player / the cat.
pub const WIN_B: Color32 = rgb(colors::LOSE);
/// A draw (a position never decided).
pub const DRAW: Color32 = rgb(colors::DRAW);
/// The mouse's token (a white disc with "M"): no outcome's hue.
pub const MOUSE_TOKEN: Color32 = rgb(colors::MOUSE_TOKEN);
/// The cat's token (a black disc with "C") in the light theme; [`cat_token`] in either.
pub const CAT_TOKEN: Color32 = rgb(colors::CAT_TOKEN);
/// Where the mouse has been.
pub const MOUSE_PATH: Color32 = rgb(colors::MOUSE_PATH);
/// Where the cat has been.
pub const CAT_PATH: Color32 = rgb(colors::CAT_PATH);
/// The food of Cat and Mouse II.
pub const FOOD: Color32 = rgb(colors::FOOD);
/// A cell that is not part of the table (below the diagonal, invalid position).
pub const EMPTY: Color32 = Color32::from_rgba_premultiplied(0, 0, 0, 0);
/// Highlight of the selected cell.
pub const SELECTED: Color32 = Color32::from_rgb(255, 255, 255);
/// Highlight of the cells a cell reads.
pub const DEPENDENCY: Color32 = rgb(colors::DEPENDENCY);
/// The first player (or the user) in replays.
pub const PLAYER_A: Color32 = rgb(colors::POSITIVE);
/// The second player (or the computer) in replays.
pub const PLAYER_B: Color32 = rgb(colors::NEGATIVE);

/// What a lesson step points at (piles, nodes): a warm yellow that reads on dark and light.
pub const LESSON: Color32 = Color32::from_rgb(255, 190, 30);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ends_and_middle() {
        assert_eq!(sequential(0.0), Color32::from_rgb(68, 1, 84));
        assert_eq!(sequential(1.0), Color32::from_rgb(253, 231, 37));
        assert_eq!(diverging(0.0), rgb(colors::NEUTRAL));
        assert_eq!(sequential(f32::NAN), sequential(0.0));
        assert_eq!(normalise(5, 5, 5), 0.5);
        assert_eq!(symmetric(-4, -4, 2), -1.0);
    }
}
