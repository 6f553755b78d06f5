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

/// One text colour and the fill it is drawn on, for the contrast check ([`text_pairs`]).
#[derive(Debug, Clone, Copy)]
pub struct TextPair {
    /// What is drawn (for a failing test's message).
    pub what: &'static str,
    pub text: Color32,
    pub fill: Color32,
    /// Bold text of 18 px or more: 3 : 1 is enough (WCAG's large text).
    pub large: bool,
}

impl TextPair {
    /// The pair's WCAG contrast ratio.
    pub fn ratio(&self) -> f64 {
        contrast(self.text, self.fill)
    }

    /// Whether the pair reaches the contrast WCAG asks of its size.
    pub fn reads(&self) -> bool {
        self.ratio() >= colors::contrast_needed(self.large)
    }
}

/// The fills the app draws text on (chips, badges, table cells, tiles): each gets
/// [`text_on`] for its text.
pub fn text_fills(visuals: &egui::Visuals) -> Vec<(&'static str, Color32)> {
    use super::call_tree::{HIT, OPEN, RETURNED};
    let ground = visuals.panel_fill;
    let dark = visuals.dark_mode;
    let mut out = vec![
        ("win / mouse wins", WIN_A),
        ("lose / cat wins", WIN_B),
        ("draw", DRAW),
        ("tie", TIE),
        ("left", LEFT),
        ("right", RIGHT),
        ("first player", PLAYER_A),
        ("second player", PLAYER_B),
        ("cat wins by the move rule", rgb(colors::LOSE_BY_RULE)),
        ("food", FOOD),
        ("dependency", DEPENDENCY),
        ("lesson", LESSON),
        ("mouse token", MOUSE_TOKEN),
        ("cat token", cat_token(dark)),
        ("mouse path", MOUSE_PATH),
        ("cat path", CAT_PATH),
        ("parity even", rgb(colors::PARITY_EVEN)),
        ("parity odd", rgb(colors::PARITY_ODD)),
        ("calls: open", OPEN),
        ("calls: hit", HIT),
        ("calls: returned", RETURNED),
        ("calls: memo", memo_fill(ground)),
        ("pending cell", super::theme::pending(dark)),
        ("wall", rgb(themed(dark).wall)),
        ("floor", rgb(themed(dark).floor)),
    ];
    for k in 0..=16 {
        let t = k as f32 / 16.0;
        out.push(("sequential scale", sequential(t)));
        out.push(("diverging scale", diverging(2.0 * t - 1.0)));
    }
    out
}

/// The fill of a memo cell the Calls pane has written: the returned colour as a pale opaque
/// tint of `ground`.
pub fn memo_fill(ground: Color32) -> Color32 {
    tint(super::call_tree::RETURNED, ground, 0.45)
}

/// Every text colour the app draws and the fill under it, in the look `visuals` (the dark, the
/// light and the projector theme): the one list the contrast test checks (WCAG 4.5 : 1, 3 : 1
/// for large bold text).
pub fn text_pairs(visuals: &egui::Visuals) -> Vec<TextPair> {
    use super::theme;
    let panel = visuals.panel_fill;
    // as they show: a translucent fill over the panel, a translucent text over its fill
    let pair = |what, text, fill| {
        let fill = over(fill, panel);
        TextPair {
            what,
            text: over(text, fill),
            fill,
            large: false,
        }
    };
    let mut out: Vec<TextPair> = text_fills(visuals)
        .into_iter()
        .map(|(what, fill)| pair(what, text_on(fill), fill))
        .collect();
    out.extend([
        pair("text", visuals.text_color(), panel),
        pair("strong text", visuals.strong_text_color(), panel),
        pair("weak text", visuals.weak_text_color(), panel),
        pair("caption (headers, axes)", theme::caption(visuals), panel),
        pair("warning", visuals.warn_fg_color, panel),
        pair("error", visuals.error_fg_color, panel),
        pair("code comment", theme::code_comment(visuals), panel),
        pair("code marker", theme::code_marker(visuals), panel),
        pair(
            "code on its band",
            theme::code_text(visuals),
            over(theme::code_band(visuals), panel),
        ),
        pair(
            "text on a text field",
            visuals.text_color(),
            visuals.extreme_bg_color,
        ),
        pair(
            "caption on a faint band",
            theme::caption(visuals),
            visuals.faint_bg_color,
        ),
    ]);
    out.push(pair("link", visuals.hyperlink_color, panel));
    out
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
