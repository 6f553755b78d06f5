//! Texts of the Can I Win tab (English, then Simplified Chinese).

crate::i18n::text_table! {
    CanIWinTexts, EN, ZH;
    tab: "Can I Win", "我能赢吗";
}

/// The table of the current language.
pub fn tr() -> &'static CanIWinTexts {
    <CanIWinTexts as crate::i18n::Localized>::current()
}
