//! Text typed with a Chinese (or Japanese) input method: full-width forms read as ASCII.

use std::borrow::Cow;

/// `text` with the full-width forms of ASCII (U+FF01..=U+FF5E: `［３，－９］`, `，`) turned into
/// ASCII and the ideographic space (U+3000) into a space, so that the parsers of pasted rows,
/// graphs and numbers read what an input method typed. Borrowed when there is nothing to change.
pub fn ascii_width(text: &str) -> Cow<'_, str> {
    let wide = |c: char| matches!(c, '\u{FF01}'..='\u{FF5E}' | '\u{3000}');
    if !text.chars().any(wide) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.chars()
            .map(|c| match c {
                '\u{3000}' => ' ',
                '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
                _ => c,
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_width_forms_become_ascii() {
        assert_eq!(ascii_width("［3，9，1，2］"), "[3,9,1,2]");
        assert_eq!(ascii_width("［３，－９］\u{3000}１"), "[3,-9] 1");
        assert!(matches!(ascii_width("[1, 2]"), Cow::Borrowed(_)));
        assert_eq!(ascii_width("石子：１"), "石子:1");
    }
}
