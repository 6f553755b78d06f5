//! Texts of the Guess Number II tab (English, then Simplified Chinese).

crate::i18n::text_table! {
    GuessTexts, EN, ZH;
    tab: "Guess Number II", "猜数字大小 II";
}

/// The table of the current language.
pub fn tr() -> &'static GuessTexts {
    <GuessTexts as crate::i18n::Localized>::current()
}
