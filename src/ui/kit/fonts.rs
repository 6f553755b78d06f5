//! Fonts: egui's defaults plus a bundled CJK font, so Chinese renders on machines that have no
//! CJK font installed (interface text and whatever a user types into titles and notes).

use std::sync::Arc;

/// WenQuanYi Micro Hei (Apache-2.0; see `assets/fonts/LICENSE-wqy-microhei.txt`).
static CJK_FONT: &[u8] = include_bytes!("../../../assets/fonts/wqy-microhei.ttc");

/// Add the CJK font as a fallback after egui's own fonts, for both families.
pub fn install(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "wqy-microhei".to_owned(),
        Arc::new(egui::FontData::from_static(CJK_FONT)),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts
            .families
            .entry(family)
            .or_default()
            .push("wqy-microhei".to_owned());
    }
    ctx.set_fonts(fonts);
}
