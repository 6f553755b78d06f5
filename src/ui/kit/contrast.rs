//! The contrast check's one list: every text colour the app draws and the fill under it
//! (chips, badges, cells, tiles, captions, code), gathered from the palette, the theme and the
//! widgets that own their colours. It sits above them all (the palette itself knows no widget).

use egui::Color32;

use super::palette::{contrast, over, text_on};
use crate::palette as colors;

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
    use super::palette::*;
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
    // coloured words on the panel, through `theme::text_colour` (the Calls steps' lines, the
    // Parity sentences, the dependencies)
    for (what, colour) in [
        ("calls: a step's line (open)", super::call_tree::OPEN),
        ("calls: a step's line (hit)", super::call_tree::HIT),
        (
            "parity even words",
            super::palette::rgb(colors::PARITY_EVEN),
        ),
        ("parity odd words", super::palette::rgb(colors::PARITY_ODD)),
        ("dependency words", super::palette::DEPENDENCY),
    ] {
        out.push(pair(what, theme::text_colour(visuals, colour), panel));
    }
    out
}
