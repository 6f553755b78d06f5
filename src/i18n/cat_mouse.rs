//! Texts of the Cat and Mouse tab (English, then Simplified Chinese).

crate::i18n::text_table! {
    CatMouseTexts, EN, ZH;
    tab: "Cat and Mouse", "猫和老鼠";
}

/// The table of the current language.
pub fn tr() -> &'static CatMouseTexts {
    <CatMouseTexts as crate::i18n::Localized>::current()
}
