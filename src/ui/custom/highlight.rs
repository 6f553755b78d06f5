//! Syntax colouring of the rules editor (Starlark is Python-like): keywords, built-in
//! functions, the name a `def` defines, strings (with escapes and triple quotes), numbers and
//! comments, and the line of an error tinted. One pass over the text; the laid-out job is kept
//! until the text, the error line or the theme change, so a 300-line program costs nothing
//! while it is not edited.

use std::ops::Range;

use egui::text::{LayoutJob, TextFormat};
use egui::{Color32, FontId};

/// What a piece of the program is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    Plain,
    Keyword,
    Builtin,
    /// The name after `def`.
    Defined,
    Str,
    Number,
    Comment,
}

const KEYWORDS: &[&str] = &[
    "and", "break", "continue", "def", "elif", "else", "for", "if", "in", "lambda", "load", "not",
    "or", "pass", "return", "True", "False", "None", "while", "class", "import", "from", "as",
    "is", "with", "yield", "try", "except", "finally", "raise", "global", "nonlocal",
];

const BUILTINS: &[&str] = &[
    "abs",
    "all",
    "any",
    "bool",
    "dict",
    "dir",
    "enumerate",
    "fail",
    "getattr",
    "hasattr",
    "hash",
    "int",
    "len",
    "list",
    "max",
    "min",
    "print",
    "range",
    "repr",
    "reversed",
    "sorted",
    "str",
    "sum",
    "tuple",
    "type",
    "zip",
    "start",
    "moves",
    "points",
    "end",
];

/// The pieces of `text` and their kinds, in order, covering all of it.
pub fn tokens(text: &str) -> Vec<(Range<usize>, Kind)> {
    let bytes = text.as_bytes();
    let mut out: Vec<(Range<usize>, Kind)> = Vec::new();
    let mut push = |range: Range<usize>, kind: Kind| {
        if range.is_empty() {
            return;
        }
        match out.last_mut() {
            Some((last, k)) if *k == kind && last.end == range.start => last.end = range.end,
            _ => out.push((range, kind)),
        }
    };
    let mut i = 0;
    let mut after_def = false;
    while i < bytes.len() {
        let b = bytes[i];
        let start = i;
        if b == b'#' {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
            push(start..i, Kind::Comment);
        } else if b == b'"' || b == b'\'' {
            let triple = bytes.get(i..i + 3) == Some(&[b, b, b][..]);
            i += if triple { 3 } else { 1 };
            while i < bytes.len() {
                if bytes[i] == b'\\' {
                    i += 2;
                    continue;
                }
                if triple {
                    if bytes.get(i..i + 3) == Some(&[b, b, b][..]) {
                        i += 3;
                        break;
                    }
                } else if bytes[i] == b || bytes[i] == b'\n' {
                    i += usize::from(bytes[i] == b);
                    break;
                }
                i += 1;
            }
            i = i.min(bytes.len());
            push(start..i, Kind::Str);
        } else if b.is_ascii_digit() {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            push(start..i, Kind::Number);
        } else if b.is_ascii_alphabetic() || b == b'_' {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            let word = &text[start..i];
            // an attribute (`x.append`) is not a built-in
            let attribute = start > 0 && bytes[start - 1] == b'.';
            let kind = if after_def {
                Kind::Defined
            } else if KEYWORDS.contains(&word) {
                Kind::Keyword
            } else if !attribute && BUILTINS.contains(&word) {
                Kind::Builtin
            } else {
                Kind::Plain
            };
            after_def = word == "def";
            push(start..i, kind);
            continue;
        } else {
            // anything else up to the next interesting character (whole UTF-8 characters)
            i += 1;
            while i < bytes.len() && !text.is_char_boundary(i) {
                i += 1;
            }
            push(start..i, Kind::Plain);
            if !b.is_ascii_whitespace() {
                after_def = false;
            }
        }
    }
    out
}

/// The colour of a kind in the dark or light theme (`plain`: the theme's text colour).
pub fn colour(kind: Kind, dark: bool, plain: Color32) -> Color32 {
    let (d, l) = match kind {
        Kind::Plain => return plain,
        Kind::Keyword => ((198, 120, 221), (152, 40, 170)),
        Kind::Builtin => ((86, 182, 194), (0, 118, 140)),
        Kind::Defined => ((97, 175, 239), (30, 90, 200)),
        Kind::Str => ((152, 195, 121), (60, 125, 35)),
        Kind::Number => ((209, 154, 102), (170, 85, 10)),
        Kind::Comment => ((128, 133, 140), (96, 100, 106)),
    };
    let (r, g, b) = if dark { d } else { l };
    Color32::from_rgb(r, g, b)
}

/// What a layout depends on.
#[derive(Clone, PartialEq)]
struct Key {
    text: String,
    error_line: Option<usize>,
    dark: bool,
    plain: Color32,
    error_bg: Color32,
    font: FontId,
}

/// The coloured layout job of `text` (no wrapping), the line `error_line` (from 1) tinted
/// with `error_bg`; the last job is kept in `ctx` and reused while nothing changed.
pub fn layout_job(
    ctx: &egui::Context,
    text: &str,
    font: FontId,
    dark: bool,
    plain: Color32,
    error_line: Option<usize>,
    error_bg: Color32,
) -> LayoutJob {
    let id = egui::Id::unique("custom_rules_highlight");
    if let Some((key, job)) = ctx.data(|d| d.get_temp::<(Key, LayoutJob)>(id))
        && key.text == text
        && key.error_line == error_line
        && key.dark == dark
        && key.plain == plain
        && key.error_bg == error_bg
        && key.font == font
    {
        return job;
    }
    let job = build(text, &font, dark, plain, error_line, error_bg);
    let key = Key {
        text: text.to_string(),
        error_line,
        dark,
        plain,
        error_bg,
        font,
    };
    ctx.data_mut(|d| d.insert_temp(id, (key, job.clone())));
    job
}

/// Build the job (see [`layout_job`]).
pub fn build(
    text: &str,
    font: &FontId,
    dark: bool,
    plain: Color32,
    error_line: Option<usize>,
    error_bg: Color32,
) -> LayoutJob {
    let mut job = LayoutJob {
        text: text.to_string(),
        ..Default::default()
    };
    job.wrap.max_width = f32::INFINITY;
    // the byte range of the error line
    let error = error_line.and_then(|k| {
        let mut at = 0;
        for (n, line) in text.split_inclusive('\n').enumerate() {
            if n + 1 == k {
                return Some(at..at + line.len());
            }
            at += line.len();
        }
        None
    });
    for (range, kind) in tokens(text) {
        // split a token where the error line begins or ends
        let mut cuts = vec![range.start, range.end];
        if let Some(e) = &error {
            for c in [e.start, e.end] {
                if range.start < c && c < range.end {
                    cuts.push(c);
                }
            }
        }
        cuts.sort_unstable();
        for w in cuts.windows(2) {
            let mut format = TextFormat::simple(font.clone(), colour(kind, dark, plain));
            if kind == Kind::Comment {
                format.italics = true;
            }
            if error
                .as_ref()
                .is_some_and(|e| e.start <= w[0] && w[1] <= e.end)
            {
                format.background = error_bg;
            }
            job.sections.push(egui::text::LayoutSection {
                leading_space: 0.0,
                byte_range: egui::text::ByteIndex(w[0])..egui::text::ByteIndex(w[1]),
                format,
            });
        }
    }
    job
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<(&str, Kind)> {
        tokens(text)
            .into_iter()
            .filter(|(_, k)| *k != Kind::Plain)
            .map(|(r, k)| (&text[r], k))
            .collect()
    }

    #[test]
    fn python_pieces_get_their_kinds() {
        let text = "# take 1, 3 or 4\nstart = 10\ndef moves(p):\n    return [p - k for k in (1, 3, 4) if p >= k and 'a' != \"b\\\"c\"]\n";
        let k = kinds(text);
        assert_eq!(k[0], ("# take 1, 3 or 4", Kind::Comment));
        assert!(k.contains(&("start", Kind::Builtin)));
        assert!(k.contains(&("10", Kind::Number)));
        assert!(k.contains(&("def", Kind::Keyword)));
        assert!(k.contains(&("moves", Kind::Defined)));
        assert!(k.contains(&("return", Kind::Keyword)));
        assert!(k.contains(&("'a'", Kind::Str)));
        assert!(k.contains(&("\"b\\\"c\"", Kind::Str)), "{k:?}");
        // every byte is in exactly one piece, in order
        let t = tokens(text);
        assert_eq!(t.first().unwrap().0.start, 0);
        assert_eq!(t.last().unwrap().0.end, text.len());
        assert!(t.windows(2).all(|w| w[0].0.end == w[1].0.start));
    }

    #[test]
    fn triple_quotes_attributes_and_unfinished_strings() {
        let k = kinds("x = \"\"\"a\n'b'\"\"\" + s.max\ny = 'open\nz = len(x)");
        assert_eq!(k[0], ("\"\"\"a\n'b'\"\"\"", Kind::Str));
        assert!(!k.iter().any(|(w, _)| *w == "max"), "an attribute: {k:?}");
        assert!(k.contains(&("'open", Kind::Str)));
        assert!(k.contains(&("len", Kind::Builtin)));
        // Chinese in a comment or a string is cut at character boundaries
        let t = tokens("# 中文\nx = '棋' + y中");
        assert_eq!(t.last().unwrap().0.end, "# 中文\nx = '棋' + y中".len());
    }

    #[test]
    fn the_error_line_is_tinted_and_300_lines_are_fast() {
        let font = FontId::monospace(14.0);
        let text = "start = 1\ndef moves(p):\n    return nothing\n";
        let job = build(text, &font, true, Color32::WHITE, Some(3), Color32::RED);
        let tinted: String = job
            .sections
            .iter()
            .filter(|s| s.format.background == Color32::RED)
            .map(|s| &text[s.byte_range.start.0..s.byte_range.end.0])
            .collect();
        assert_eq!(tinted, "    return nothing\n");
        // a 300-line program: one pass, well under a frame even in a debug build
        let line = "    return [(i + x, max(m, x)) for x in range(1, 2 * m + 1) if i + x <= len(piles)]  # 1140\n";
        let big = line.repeat(300);
        let t0 = std::time::Instant::now();
        let job = build(&big, &font, false, Color32::BLACK, Some(150), Color32::RED);
        assert!(job.sections.len() > 300 * 10);
        assert!(
            t0.elapsed() < std::time::Duration::from_millis(200),
            "{:?}",
            t0.elapsed()
        );
    }
}
