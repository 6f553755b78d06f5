//! Fonts: egui's defaults plus a bundled CJK font, so Chinese renders on machines that have no
//! CJK font installed (interface text and whatever a user types into titles and notes).
//!
//! In Chinese the CJK font comes first for proportional text: its Latin letters and digits
//! match the weight of the Hanzi beside them ("先手 9 · 后手 8", "16 元"), where egui's own
//! Ubuntu Light digits looked thin and pale next to them. Code (monospace) keeps Hack first in
//! both languages, so columns stay aligned.

use std::sync::Arc;

use crate::i18n::Language;

/// WenQuanYi Micro Hei (Apache-2.0; see `assets/fonts/LICENSE-wqy-microhei.txt`).
static CJK_FONT: &[u8] = include_bytes!("../../../assets/fonts/wqy-microhei.ttc");

/// The name of the bundled CJK font in egui's font definitions.
pub const CJK_NAME: &str = "wqy-microhei";

/// The font definitions for `language`: egui's defaults plus the CJK font, a fallback after
/// egui's own fonts in English, the first proportional font in Chinese.
pub fn definitions(language: Language) -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        CJK_NAME.to_owned(),
        Arc::new(egui::FontData::from_static(CJK_FONT)),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        let list = fonts.families.entry(family.clone()).or_default();
        if language == Language::Chinese && family == egui::FontFamily::Proportional {
            list.insert(0, CJK_NAME.to_owned());
        } else {
            list.push(CJK_NAME.to_owned());
        }
    }
    fonts
}

/// Add the CJK font as a fallback after egui's own fonts, for both families (English order).
pub fn install(ctx: &egui::Context) {
    install_for(ctx, Language::English);
}

/// Install the fonts of `language` (see [`definitions`]).
pub fn install_for(ctx: &egui::Context, language: Language) {
    ctx.set_fonts(definitions(language));
    ctx.data_mut(|d| d.insert_temp(egui::Id::unique(CJK_NAME), language));
}

/// Install the fonts of `language` if the context has another language's (called every
/// frame; a switch of language takes effect at the next frame).
pub fn follow_language(ctx: &egui::Context, language: Language) {
    let installed: Option<Language> = ctx.data(|d| d.get_temp(egui::Id::unique(CJK_NAME)));
    if installed != Some(language) {
        install_for(ctx, language);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chinese_digits_come_from_the_cjk_font() {
        let zh = definitions(Language::Chinese);
        let en = definitions(Language::English);
        let first = |f: &egui::FontDefinitions, fam| f.families[&fam][0].clone();
        assert_eq!(first(&zh, egui::FontFamily::Proportional), CJK_NAME);
        assert_ne!(first(&en, egui::FontFamily::Proportional), CJK_NAME);
        // code keeps its monospace font in Chinese too
        assert_ne!(first(&zh, egui::FontFamily::Monospace), CJK_NAME);
        assert!(zh.families[&egui::FontFamily::Monospace].contains(&CJK_NAME.to_owned()));
    }
}
