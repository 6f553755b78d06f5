//! Texts of the Cat and Mouse II tab (English, then Simplified Chinese).
//!
//! Terms follow seed 001: 猫和老鼠 II, 必胜 / 必败 (a forced win / loss).

crate::i18n::text_table! {
    CatMouseIITexts, EN, ZH;
    tab: "Cat and Mouse II", "猫和老鼠 II";
    solving: "Solving Cat and Mouse II", "正在求解猫和老鼠 II";
}

/// The table of the current language.
pub fn tr() -> &'static CatMouseIITexts {
    <CatMouseIITexts as crate::i18n::Localized>::current()
}
