//! Chinese SVG figures draw their text as the bundled font's glyph outlines (issue 24, t2 stop
//! 42 Problem 2): an SVG that only names fonts was set, on a machine without any of the named
//! Chinese fonts, in whatever the viewer found (rsvg: a calligraphic AR PL Kaiti mixed with
//! DejaVu), and `@font-face` with an embedded font is ignored by rsvg, Inkscape and the slide
//! programs' SVG import. Each glyph used is defined once (`<path id="gN">` in `<defs>`, in font
//! units) and placed with `<use>`; the `<text>` elements stay, transparent, so the words can
//! still be searched, selected and read by a screen reader. The glyphs are placed exactly as the
//! PNG places them (the same font, its advances and kerning), so an SVG and a PNG of a figure
//! look alike and the text is as wide as the font measures it.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use ab_glyph::{Font as _, GlyphId, OutlineCurve};

use super::scene::{HAlign, Item, Scene};

/// Bold text is the regular glyphs with an outline of this fraction of the em in the same
/// colour (the bundled font has no bold face; viewers embolden the named font much the same).
const BOLD_STROKE: f64 = 0.035;

/// The font and the numbers the placement needs.
struct Face {
    font: &'static ab_glyph::FontRef<'static>,
    units_per_em: f64,
    /// From the line the scene gives a text to its baseline, in font units: half the font's
    /// x-height, where the plain SVG put it (`dy="0.5ex"`) and about where the PNG does.
    centre_to_baseline: f64,
}

fn face() -> Option<Face> {
    let font = super::paint::glyph_font()?;
    let units_per_em = f64::from(font.units_per_em()?);
    let x_height = font
        .outline(font.glyph_id('x'))
        .map(|o| f64::from(o.bounds.height()).abs())
        .unwrap_or(0.5 * units_per_em);
    Some(Face {
        font,
        units_per_em,
        centre_to_baseline: x_height / 2.0,
    })
}

/// A number of an SVG path or attribute: at most two decimals, no trailing zeros.
fn num(v: f64) -> String {
    let s = format!("{:.2}", v);
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" { "0".into() } else { s.into() }
}

/// A tick in font units (2048 to the em): the bundled font's "✓" is drawn like a root sign
/// "√", which the Can I Win key had to tell apart from nothing (t2 stop 42 read the .tex's
/// `\surd` as wrong for that reason).
const TICK: &str = "M180 760L420 960L800 520L1620 1500L1860 1300L820 80Z";

/// The glyph's outline as an SVG path in font units (y up), or `None` without ink.
fn glyph_path(font: &ab_glyph::FontRef<'static>, id: GlyphId) -> Option<String> {
    if id.0 != 0 && ['✓', '✔'].iter().any(|&c| font.glyph_id(c) == id) {
        return Some(TICK.to_string());
    }
    let outline = font.outline(id)?;
    let mut d = String::new();
    let mut last: Option<ab_glyph::Point> = None;
    let pt = |p: ab_glyph::Point| format!("{} {}", num(f64::from(p.x)), num(f64::from(p.y)));
    for curve in &outline.curves {
        let (start, end) = match curve {
            OutlineCurve::Line(a, b)
            | OutlineCurve::Quad(a, _, b)
            | OutlineCurve::Cubic(a, _, _, b) => (*a, *b),
        };
        if last != Some(start) {
            if last.is_some() {
                d.push('Z');
            }
            let _ = write!(d, "M{}", pt(start));
        }
        match curve {
            OutlineCurve::Line(_, b) => {
                let _ = write!(d, "L{}", pt(*b));
            }
            OutlineCurve::Quad(_, c, b) => {
                let _ = write!(d, "Q{} {}", pt(*c), pt(*b));
            }
            OutlineCurve::Cubic(_, c1, c2, b) => {
                let _ = write!(d, "C{} {} {}", pt(*c1), pt(*c2), pt(*b));
            }
        }
        last = Some(end);
    }
    if d.is_empty() {
        return None;
    }
    d.push('Z');
    Some(d)
}

/// Each glyph of `text` with ink and its pen position in font units from the text's left end,
/// and the text's advance width in font units (the same advances and kerning as the PNG).
fn layout(face: &Face, text: &str) -> (Vec<(GlyphId, f64)>, f64) {
    let font = face.font;
    let mut pen = 0f64;
    let mut prev = None;
    let mut out = Vec::new();
    // (a zero-width break mark, should one be left, has no glyph: not the font's empty box)
    for c in text.chars().filter(|&c| c != '\u{200B}') {
        let id = font.glyph_id(c);
        if let Some(p) = prev {
            pen += f64::from(font.kern_unscaled(p, id));
        }
        out.push((id, pen));
        pen += f64::from(font.h_advance_unscaled(id));
        prev = Some(id);
    }
    (out, pen)
}

/// The SVG `svg` (as [`super::paint::svg`] wrote `scene`) with every text drawn as glyph
/// outlines. `None` when the font cannot be read or the SVG's texts do not match the scene's
/// (the caller then keeps the SVG as it was).
pub fn outline_texts(svg: &str, scene: &Scene) -> Option<String> {
    let face = face()?;
    let k = scene.zoom;
    let texts: Vec<&Item> = scene
        .items
        .iter()
        .filter(|i| matches!(i, Item::Text { .. }))
        .collect();
    let pieces: Vec<&str> = svg.split("<text ").collect();
    if pieces.len() != texts.len() + 1 {
        return None;
    }
    let mut glyphs: BTreeMap<u16, Option<String>> = BTreeMap::new();
    let mut out = String::with_capacity(svg.len() * 2);
    out.push_str(pieces[0]);
    for (piece, item) in pieces[1..].iter().zip(&texts) {
        let Item::Text {
            x,
            y,
            text,
            size,
            color,
            align,
            bold,
        } = item
        else {
            return None;
        };
        let (placed, width) = layout(&face, text);
        let s = size * k / face.units_per_em;
        let start = match align {
            HAlign::Left => x * k,
            HAlign::Center => x * k - width * s / 2.0,
            HAlign::Right => x * k - width * s,
        };
        let baseline = y * k + face.centre_to_baseline * s;
        let fill = format!("#{:02X}{:02X}{:02X}", color.0, color.1, color.2);
        let _ = write!(out, "<g fill=\"{fill}\"");
        if *bold {
            let _ = write!(
                out,
                " stroke=\"{fill}\" stroke-width=\"{}\" stroke-linejoin=\"round\"",
                num(BOLD_STROKE * face.units_per_em)
            );
        }
        let _ = write!(
            out,
            " transform=\"translate({} {}) scale({} {})\">",
            num(start),
            num(baseline),
            // six decimals: the scale multiplies font units (2048 to the em)
            format_args!("{:.6}", s),
            format_args!("{:.6}", -s)
        );
        for (id, pen) in placed {
            let path = glyphs
                .entry(id.0)
                .or_insert_with(|| glyph_path(face.font, id));
            if path.is_some() {
                let _ = write!(
                    out,
                    "<use href=\"#g{0}\" xlink:href=\"#g{0}\" x=\"{1}\"/>",
                    id.0,
                    num(pen)
                );
            }
        }
        out.push_str("</g>\n");
        // the words themselves, transparent: searchable, selectable, read aloud
        out.push_str("<text ");
        out.push_str(&piece.replacen("opacity=\"1\"", "opacity=\"0\"", 1));
    }
    // the glyphs, once each, before anything is drawn
    let mut defs = String::from("<defs>\n");
    for (id, path) in &glyphs {
        if let Some(d) = path {
            let _ = writeln!(defs, "<path id=\"g{id}\" d=\"{d}\"/>");
        }
    }
    defs.push_str("</defs>\n");
    let open_end = out.find('>')? + 1;
    let head = out[..open_end].replacen(
        "xmlns=\"http://www.w3.org/2000/svg\"",
        "xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"",
        1,
    );
    Some(format!("{head}\n{defs}{}", &out[open_end..]))
}
