//! Colours for tables and outcomes, shared by the heatmaps and the PNG exports.

use egui::Color32;

/// Sequential map (viridis-like) for `t` in 0..=1.
pub fn sequential(t: f32) -> Color32 {
    const STOPS: [[u8; 3]; 6] = [
        [68, 1, 84],
        [65, 68, 135],
        [42, 120, 142],
        [34, 168, 132],
        [122, 209, 81],
        [253, 231, 37],
    ];
    gradient(&STOPS, t)
}

/// Diverging map for `t` in -1..=1: blue for negative, light grey at 0, red for positive.
pub fn diverging(t: f32) -> Color32 {
    const STOPS: [[u8; 3]; 5] = [
        [33, 102, 172],
        [103, 169, 207],
        [235, 235, 235],
        [239, 138, 98],
        [178, 24, 43],
    ];
    gradient(&STOPS, (t.clamp(-1.0, 1.0) + 1.0) / 2.0)
}

fn gradient(stops: &[[u8; 3]], t: f32) -> Color32 {
    let t = if t.is_finite() {
        t.clamp(0.0, 1.0)
    } else {
        0.0
    };
    let x = t * (stops.len() - 1) as f32;
    let k = (x.floor() as usize).min(stops.len() - 2);
    let f = x - k as f32;
    let lerp = |a: u8, b: u8| (a as f32 + (b as f32 - a as f32) * f).round() as u8;
    let (a, b) = (stops[k], stops[k + 1]);
    Color32::from_rgb(lerp(a[0], b[0]), lerp(a[1], b[1]), lerp(a[2], b[2]))
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

/// Text colour readable on `bg`.
pub fn text_on(bg: Color32) -> Color32 {
    let l = 0.299 * bg.r() as f32 + 0.587 * bg.g() as f32 + 0.114 * bg.b() as f32;
    if l > 140.0 {
        Color32::BLACK
    } else {
        Color32::WHITE
    }
}

/// Taking the left end.
pub const LEFT: Color32 = Color32::from_rgb(38, 139, 210);
/// Taking the right end.
pub const RIGHT: Color32 = Color32::from_rgb(230, 140, 40);
/// Both ends equally good.
pub const TIE: Color32 = Color32::from_rgb(150, 150, 150);
/// A win for the first player / the mouse.
pub const WIN_A: Color32 = Color32::from_rgb(46, 160, 67);
/// A win for the second player / the cat.
pub const WIN_B: Color32 = Color32::from_rgb(210, 60, 60);
/// A draw.
pub const DRAW: Color32 = Color32::from_rgb(170, 170, 90);
/// A cell that is not part of the table (below the diagonal, invalid position).
pub const EMPTY: Color32 = Color32::from_rgba_premultiplied(0, 0, 0, 0);
/// Highlight of the selected cell.
pub const SELECTED: Color32 = Color32::from_rgb(255, 255, 255);
/// Highlight of the cells a cell reads.
pub const DEPENDENCY: Color32 = Color32::from_rgb(255, 215, 0);
/// The first player (or the user) in replays.
pub const PLAYER_A: Color32 = Color32::from_rgb(64, 156, 255);
/// The second player (or the computer) in replays.
pub const PLAYER_B: Color32 = Color32::from_rgb(255, 120, 90);

/// What a lesson step points at (piles, nodes): a warm yellow that reads on dark and light.
pub const LESSON: Color32 = Color32::from_rgb(255, 190, 30);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ends_and_middle() {
        assert_eq!(sequential(0.0), Color32::from_rgb(68, 1, 84));
        assert_eq!(sequential(1.0), Color32::from_rgb(253, 231, 37));
        assert_eq!(diverging(0.0), Color32::from_rgb(235, 235, 235));
        assert_eq!(sequential(f32::NAN), sequential(0.0));
        assert_eq!(normalise(5, 5, 5), 0.5);
        assert_eq!(symmetric(-4, -4, 2), -1.0);
    }
}
