//! Scenes to files through plotters: SVG into a string, PNG through an RGB buffer, GIF through
//! plotters' GIF backend (a temporary file, read back). Nothing is written to the output path
//! here; the caller writes the bytes atomically.

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use plotters::style::{FontDesc, FontFamily, FontStyle, RGBColor, ShapeStyle};

use super::FigureError;
use super::scene::{HAlign, Item, Scene};
use super::style::{FONT, FONT_FAMILY, Rgb};

/// plotters draws a font of "size" s with an em of about s / 1.24 (SVG and raster alike); the
/// scenes give em sizes, so they are enlarged by this before drawing.
const FONT_SCALE: f64 = 1.24;

/// Register the bundled font once, before any text is drawn.
fn register_fonts() -> Result<(), FigureError> {
    static OK: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    let ok = *OK.get_or_init(|| {
        let normal = plotters::style::register_font(FONT_FAMILY, FontStyle::Normal, FONT).is_ok();
        let bold = plotters::style::register_font(FONT_FAMILY, FontStyle::Bold, FONT).is_ok();
        normal && bold
    });
    if ok {
        Ok(())
    } else {
        Err(FigureError::Draw(
            "the bundled font could not be read".into(),
        ))
    }
}

fn color(c: Rgb) -> RGBColor {
    RGBColor(c.0, c.1, c.2)
}

fn draw_err(e: impl std::fmt::Display) -> FigureError {
    FigureError::Draw(e.to_string())
}

/// Draw one scene on an area, every coordinate multiplied by `k`. plotters' raster text sits
/// about a tenth of an em above the centre it is given (SVG viewers centre it), so raster text is
/// moved down by that much.
fn paint<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    scene: &Scene,
    k: f64,
    raster: bool,
) -> Result<(), FigureError> {
    root.fill(&color(scene.background)).map_err(draw_err)?;
    let p = |x: f64, y: f64| ((x * k).round() as i32, (y * k).round() as i32);
    for item in &scene.items {
        match item {
            Item::Rect {
                x,
                y,
                w,
                h,
                fill,
                stroke,
            } => {
                if let Some(f) = fill {
                    let style = ShapeStyle::from(&color(*f)).filled();
                    root.draw(&Rectangle::new([p(*x, *y), p(x + w, y + h)], style))
                        .map_err(draw_err)?;
                }
                if let Some((c, width)) = stroke {
                    let style = ShapeStyle::from(&color(*c))
                        .stroke_width(((width * k).round() as u32).max(1));
                    if raster {
                        root.draw(&Rectangle::new([p(*x, *y), p(x + w, y + h)], style))
                            .map_err(draw_err)?;
                    } else {
                        // plotters' SVG rectangles have no stroke-width: an outline thicker
                        // than a hairline is drawn as a closed path (the first side twice, so
                        // that the corner where it closes is joined too)
                        let (x0, y0, x1, y1) = (*x, *y, x + w, y + h);
                        let pts = [(x0, y0), (x1, y0), (x1, y1), (x0, y1), (x0, y0), (x1, y0)];
                        let pts: Vec<(i32, i32)> = pts.iter().map(|&(a, b)| p(a, b)).collect();
                        root.draw(&PathElement::new(pts, style)).map_err(draw_err)?;
                    }
                }
            }
            Item::Text {
                x,
                y,
                text,
                size,
                color: c,
                align,
                bold,
            } => {
                let h = match align {
                    HAlign::Left => HPos::Left,
                    HAlign::Center => HPos::Center,
                    HAlign::Right => HPos::Right,
                };
                let style = if *bold {
                    FontStyle::Bold
                } else {
                    FontStyle::Normal
                };
                let px = size * FONT_SCALE * k;
                let dy = if raster { size * 0.12 } else { 0.0 };
                if raster {
                    // glyph by glyph, each where a typesetter puts it (see `glyph_places`)
                    let (glyphs, width) = glyph_places(text, px);
                    let start = match align {
                        HAlign::Left => x * k,
                        HAlign::Center => x * k - width / 2.0,
                        HAlign::Right => x * k - width,
                    };
                    let yy = ((y + dy) * k).round() as i32;
                    for (ch, left) in glyphs {
                        let font = FontDesc::new(FontFamily::Name(FONT_FAMILY), px, style)
                            .color(&color(*c))
                            .pos(Pos::new(HPos::Left, VPos::Center));
                        let at = ((start + left).round() as i32, yy);
                        root.draw(&Text::new(ch.to_string(), at, font))
                            .map_err(draw_err)?;
                    }
                    continue;
                }
                let font = FontDesc::new(FontFamily::Name(FONT_FAMILY), px, style)
                    .color(&color(*c))
                    .pos(Pos::new(h, VPos::Center));
                root.draw(&Text::new(text.clone(), p(*x, y + dy), font))
                    .map_err(draw_err)?;
            }
            Item::Line {
                points,
                color: c,
                width,
            } => {
                let pts: Vec<(i32, i32)> = points.iter().map(|&(a, b)| p(a, b)).collect();
                let style =
                    ShapeStyle::from(&color(*c)).stroke_width(((width * k).round() as u32).max(1));
                root.draw(&PathElement::new(pts, style)).map_err(draw_err)?;
            }
            Item::Circle {
                x,
                y,
                r,
                fill,
                stroke,
            } => {
                let radius = ((r * k).round() as i32).max(1);
                if let Some(f) = fill {
                    let style = ShapeStyle::from(&color(*f)).filled();
                    root.draw(&Circle::new(p(*x, *y), radius, style))
                        .map_err(draw_err)?;
                }
                if let Some((c, width)) = stroke {
                    let style = ShapeStyle::from(&color(*c))
                        .stroke_width(((width * k).round() as u32).max(1));
                    root.draw(&Circle::new(p(*x, *y), radius, style))
                        .map_err(draw_err)?;
                }
            }
        }
    }
    Ok(())
}

/// The bundled font's first face, as plotters reads it.
pub(super) fn glyph_font() -> Option<&'static ab_glyph::FontRef<'static>> {
    static FONT_REF: std::sync::OnceLock<Option<ab_glyph::FontRef<'static>>> =
        std::sync::OnceLock::new();
    FONT_REF
        .get_or_init(|| ab_glyph::FontRef::try_from_slice(FONT).ok())
        .as_ref()
}

/// Where the ink of each character of `text` set at `px` (plotters' font size) starts, from the
/// text's left end, and the text's width (its advances, as plotters measures it). plotters
/// 0.3.7 draws a raster text's glyphs from their pen positions without their left side
/// bearings: a full-width "（" (its ink in the right half of its em) stood apart from the word
/// it opens, "有环的博弈（ 平局）", and "：" and "。" left gaps after them (issue 24). Each
/// glyph drawn alone at its ink's place is where a typesetter puts it. Characters without ink
/// (spaces) have no place; without the font, nothing is drawn.
pub fn glyph_places(text: &str, px: f64) -> (Vec<(char, f64)>, f64) {
    use ab_glyph::{Font as _, ScaleFont as _};
    let Some(font) = glyph_font() else {
        return (Vec::new(), 0.0);
    };
    let scale = ab_glyph::PxScale::from(px as f32);
    let scaled = font.as_scaled(scale);
    let mut pen = 0f32;
    let mut prev = None;
    let mut places = Vec::new();
    for c in text.chars() {
        let id = scaled.glyph_id(c);
        if let Some(p) = prev {
            pen += scaled.kern(p, id);
        }
        let glyph = id.with_scale_and_position(scale, ab_glyph::point(pen, 0.0));
        if let Some(outline) = font.outline_glyph(glyph) {
            places.push((c, f64::from(outline.px_bounds().min.x)));
        }
        pen += scaled.h_advance(id);
        prev = Some(id);
    }
    (places, f64::from(pen))
}

/// The pixel size of a scene at `scale`.
pub fn pixel_size(scene: &Scene, scale: f64) -> (u32, u32) {
    (
        (scene.width * scene.zoom * scale).round().max(1.0) as u32,
        (scene.height * scene.zoom * scale).round().max(1.0) as u32,
    )
}

/// The scene as an SVG document (at scale 1: a vector picture), its texts in the fonts of
/// `language`'s slides: a Latin family first for English; for Chinese the bundled font's glyph
/// outlines over transparent `<text>` (which names a Chinese family first).
pub fn svg_in(scene: &Scene, language: crate::i18n::Language) -> Result<Vec<u8>, FigureError> {
    let out = svg(scene)?;
    if language == crate::i18n::Language::Chinese {
        // Chinese text as the bundled font's outlines (see `outline`): a viewer without a
        // Chinese sans-serif font set it in whatever it found
        let text = String::from_utf8(out).map_err(draw_err)?;
        return Ok(super::outline::outline_texts(&text, scene)
            .unwrap_or(text)
            .into_bytes());
    }
    let text = String::from_utf8(out).map_err(draw_err)?;
    Ok(text
        .replace(FONT_FAMILY, super::style::FONT_FAMILY_LATIN)
        .into_bytes())
}

/// The scene as an SVG document (at scale 1: a vector picture), in [`FONT_FAMILY`].
pub fn svg(scene: &Scene) -> Result<Vec<u8>, FigureError> {
    register_fonts()?;
    let (w, h) = pixel_size(scene, 1.0);
    let mut out = String::new();
    {
        let root = SVGBackend::with_string(&mut out, (w, h)).into_drawing_area();
        paint(&root, scene, scene.zoom, false)?;
        root.present().map_err(draw_err)?;
    }
    Ok(out.into_bytes())
}

/// The scene as a PNG picture, `scale` times the scene's size.
pub fn png(scene: &Scene, scale: f64) -> Result<Vec<u8>, FigureError> {
    use image::ImageEncoder as _;
    register_fonts()?;
    let (w, h) = pixel_size(scene, scale);
    let mut buf = vec![0u8; w as usize * h as usize * 3];
    {
        let root = BitMapBackend::with_buffer(&mut buf, (w, h)).into_drawing_area();
        paint(&root, scene, scale * scene.zoom, true)?;
        root.present().map_err(draw_err)?;
    }
    let mut out = Vec::new();
    image::codecs::png::PngEncoder::new(&mut out)
        .write_image(&buf, w, h, image::ExtendedColorType::Rgb8)
        .map_err(draw_err)?;
    Ok(out)
}

/// The frames as an animated GIF, `delay_ms` each, `scale` times the first frame's size.
pub fn gif(frames: &[Scene], scale: f64, delay_ms: u32) -> Result<Vec<u8>, FigureError> {
    register_fonts()?;
    let Some(first) = frames.first() else {
        return Err(FigureError::Draw("an animation without frames".into()));
    };
    let (w, h) = pixel_size(first, scale);
    static SERIAL: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let serial = SERIAL.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let tmp =
        std::env::temp_dir().join(format!("gamedp-figure-{}-{serial}.gif", std::process::id()));
    let result = (|| {
        {
            let root = BitMapBackend::gif(&tmp, (w, h), delay_ms)
                .map_err(draw_err)?
                .into_drawing_area();
            for frame in frames {
                paint(&root, frame, scale * frame.zoom, true)?;
                root.present().map_err(draw_err)?;
            }
        }
        std::fs::read(&tmp).map_err(draw_err)
    })();
    let _ = std::fs::remove_file(&tmp);
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::figures::scene::Scene;
    use crate::figures::style::Rgb;

    /// The leftmost column of dark ink of a PNG, from `from` on.
    fn first_ink(png: &[u8], from: u32) -> Option<u32> {
        let img = image::load_from_memory_with_format(png, image::ImageFormat::Png)
            .unwrap()
            .to_rgb8();
        (from..img.width()).find(|&x| (0..img.height()).any(|y| img.get_pixel(x, y).0[0] < 128))
    }

    /// A raster figure sets a full-width opening bracket against the word it opens (issue 24,
    /// t2 stop 41: the app's PNG export read "有环的博弈（ 平局）", "自定义博弈： Kayles"): its
    /// ink starts past the middle of its em, where the font puts it, not at the pen's place.
    #[test]
    fn raster_text_keeps_each_glyphs_side_bearing() {
        let em = 60.0;
        let px = em * FONT_SCALE;
        let (places, width) = glyph_places("（平）", px);
        assert_eq!(places.len(), 3);
        assert!(places[0].1 > 0.3 * em, "{places:?}");
        assert!(places.windows(2).all(|w| w[0].1 < w[1].1), "{places:?}");
        assert!(width > 2.5 * em, "{width}");
        let mut scene = Scene::new(Rgb(255, 255, 255));
        scene.text(100.0, 100.0, "（", em, Rgb(0, 0, 0), HAlign::Left);
        let png = png(&scene, 1.0).unwrap();
        let ink = first_ink(&png, 0).unwrap();
        assert!(
            f64::from(ink) > 100.0 + 0.3 * em,
            "the bracket's ink starts at {ink}, its pen at 100"
        );
        // a Latin text starts about where it is put
        let mut scene = Scene::new(Rgb(255, 255, 255));
        scene.text(100.0, 100.0, "H", em, Rgb(0, 0, 0), HAlign::Left);
        let ink = first_ink(&png_of(&scene), 0).unwrap();
        assert!((100..=112).contains(&ink), "{ink}");
    }

    fn png_of(scene: &Scene) -> Vec<u8> {
        png(scene, 1.0).unwrap()
    }
}
