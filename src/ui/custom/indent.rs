//! Typing code in the rules editor as a Python editor does: the Tab key indents with four
//! spaces (Starlark refuses tabs), and a new line after a line that ends in `:` starts one
//! level deeper than that line (after any other line, at its depth).

/// The indentation step.
const STEP: &str = "    ";

/// Tidy `text` after an edit that left the cursor at char index `cursor` (`before` is the text
/// before the edit): every tab becomes four spaces, and a new line just typed is indented.
/// Returns the cursor's new char index if the text changed.
pub fn tidy(before: &str, text: &mut String, cursor: usize) -> Option<usize> {
    let mut cursor = cursor;
    let mut changed = false;
    if text.contains('\t') {
        let tabs_before = text.chars().take(cursor).filter(|&c| c == '\t').count();
        *text = text.replace('\t', STEP);
        cursor += tabs_before * (STEP.len() - 1);
        changed = true;
    }
    // one new line typed: indent it as the line above asks
    let typed_newline = text.chars().count() == before.chars().count() + 1
        && cursor > 0
        && text.chars().nth(cursor - 1) == Some('\n');
    if typed_newline {
        let head: String = text.chars().take(cursor - 1).collect();
        let above = head.rsplit('\n').next().unwrap_or("");
        let depth = above.len() - above.trim_start_matches(' ').len();
        let deeper = above.trim_end().ends_with(':');
        let indent = " ".repeat(depth) + if deeper { STEP } else { "" };
        if !indent.is_empty() {
            let at = text
                .char_indices()
                .nth(cursor)
                .map_or(text.len(), |(b, _)| b);
            text.insert_str(at, &indent);
            cursor += indent.len();
            changed = true;
        }
    }
    changed.then_some(cursor)
}

#[cfg(test)]
mod tests {
    use super::tidy;

    #[test]
    fn a_tab_is_four_spaces() {
        let before = "def moves(p):\n";
        let mut text = "def moves(p):\n\t".to_string();
        assert_eq!(tidy(before, &mut text, 15), Some(18));
        assert_eq!(text, "def moves(p):\n    ");
    }

    #[test]
    fn a_new_line_after_a_colon_goes_one_level_deeper() {
        let before = "def moves(p):";
        let mut text = "def moves(p):\n".to_string();
        assert_eq!(tidy(before, &mut text, 14), Some(18));
        assert_eq!(text, "def moves(p):\n    ");
        // and keeps the depth of an indented line
        let before = "def moves(p):\n    a = 1";
        let mut text = "def moves(p):\n    a = 1\n".to_string();
        assert_eq!(tidy(before, &mut text, 24), Some(28));
        assert_eq!(text, "def moves(p):\n    a = 1\n    ");
        // in the middle of the text, before what follows
        let before = "if x:\nreturn 1";
        let mut text = "if x:\n\nreturn 1".to_string();
        assert_eq!(tidy(before, &mut text, 6), Some(10));
        assert_eq!(text, "if x:\n    \nreturn 1");
    }

    #[test]
    fn other_edits_are_left_alone() {
        let mut text = "start = 10".to_string();
        assert_eq!(tidy("start = 1", &mut text, 10), None);
        // a pasted block keeps its own indentation
        let mut text = "def f(p):\n  return []\n".to_string();
        assert_eq!(tidy("", &mut text, 23), None);
        // a new line after an unindented line that does not end in ':'
        let mut text = "start = 1\n".to_string();
        assert_eq!(tidy("start = 1", &mut text, 10), None);
    }
}
