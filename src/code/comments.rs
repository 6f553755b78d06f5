//! The comments of a listing, and the listing with them in the interface language.
//!
//! A comment is the text after `#` (Python) or `//` (C++, Java) outside a string or character
//! literal, or a Python docstring (`"""…"""`, on one line or several). Whole-line comments on
//! consecutive lines at one indentation are one comment (a sentence often runs on), its lines'
//! texts joined by `\n`; so is a docstring of several lines. The mark comments (`# @base`) are
//! split off before ([`super::lines`]) and never count.
//!
//! Shown in Chinese, each line of a comment keeps what comes before its text (the code, the
//! indentation, `#` or `"""` and the spaces after it) and what follows it (a closing `"""`),
//! and its text becomes the matching line of the comment's Chinese: the listing keeps its lines,
//! their numbers and their marks, and its code is untouched.

use std::borrow::Cow;

use super::{Lang, Line};

/// One line of a comment: the line (from 0), what comes before the text, the text, what follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Part<'a> {
    line: usize,
    head: &'a str,
    text: &'a str,
    tail: &'a str,
}

/// A comment: its lines in order.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Block<'a> {
    parts: Vec<Part<'a>>,
}

impl Block<'_> {
    /// Its text, the lines' texts joined by `\n` (the key of the translation tables).
    fn text(&self) -> String {
        let texts: Vec<&str> = self.parts.iter().map(|p| p.text).collect();
        texts.join("\n")
    }
}

/// A comment of a listing: its first line (counted from 1) and its text (see the module doc).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comment {
    pub line: usize,
    pub lines: usize,
    pub text: String,
}

/// The comments of `lines` (a listing in `lang` split by [`super::lines`]), in order; comments
/// without text (a lone `#`) are left out.
pub fn comments(lines: &[Line], lang: Lang) -> Vec<Comment> {
    let texts: Vec<&str> = lines.iter().map(|l| l.text.as_ref()).collect();
    blocks(&texts, lang)
        .into_iter()
        .map(|b| Comment {
            line: b.parts[0].line + 1,
            lines: b.parts.len(),
            text: b.text(),
        })
        .collect()
}

/// `lines` with every comment that `table` has in Chinese shown in Chinese (see the module doc).
/// A comment missing from the table, or whose Chinese has another number of lines, stays as it
/// is (a test keeps the tables complete).
pub fn translate(lines: &mut [Line], lang: Lang, table: &[(&str, &str)]) {
    let mut new: Vec<(usize, String)> = Vec::new();
    {
        let texts: Vec<&str> = lines.iter().map(|l| l.text.as_ref()).collect();
        for block in blocks(&texts, lang) {
            let key = block.text();
            let Some((_, zh)) = table.iter().find(|(en, _)| *en == key) else {
                continue;
            };
            let zh: Vec<&str> = zh.split('\n').collect();
            if zh.len() != block.parts.len() {
                continue;
            }
            for (part, zh) in block.parts.iter().zip(zh) {
                new.push((part.line, format!("{}{}{}", part.head, zh, part.tail)));
            }
        }
    }
    for (k, text) in new {
        lines[k].text = Cow::Owned(text);
    }
}

/// The comments of the lines `texts` (their mark comments already split off).
fn blocks<'a>(texts: &[&'a str], lang: Lang) -> Vec<Block<'a>> {
    let mut out = Vec::new();
    let mut k = 0;
    while k < texts.len() {
        let t = texts[k];
        if lang == Lang::Python && t.trim_start().starts_with(DOC) {
            let (block, next) = docstring(texts, k);
            out.push(block);
            k = next;
            continue;
        }
        let Some(at) = comment_start(t, lang) else {
            k += 1;
            continue;
        };
        let indent = &t[..at];
        let mut block = Block {
            parts: vec![part(k, t, at, lang)],
        };
        k += 1;
        if indent.trim().is_empty() {
            // a whole-line comment runs on over the next whole-line comments at its indentation
            while k < texts.len()
                && comment_start(texts[k], lang).is_some_and(|a| &texts[k][..a] == indent)
            {
                block.parts.push(part(k, texts[k], at, lang));
                k += 1;
            }
        }
        out.push(block);
    }
    out.retain(|b| b.parts.iter().any(|p| !p.text.is_empty()));
    out
}

const DOC: &str = "\"\"\"";

/// The line `k` of text `t` whose comment starts at byte `at`.
fn part(k: usize, t: &str, at: usize, lang: Lang) -> Part<'_> {
    let after = at + lang.comment().len();
    let text_at = after + (t[after..].len() - t[after..].trim_start().len());
    Part {
        line: k,
        head: &t[..text_at],
        text: t[text_at..].trim_end(),
        tail: "",
    }
}

/// The docstring that opens on line `k`, and the line after it.
fn docstring<'a>(texts: &[&'a str], k: usize) -> (Block<'a>, usize) {
    let t = texts[k];
    let open = t.find(DOC).unwrap_or(0) + DOC.len();
    let mut parts = Vec::new();
    let mut line = k;
    let mut from = open;
    loop {
        let t = texts[line];
        let body_at = from + (t[from..].len() - t[from..].trim_start().len());
        let close = t[body_at..].find(DOC).map(|c| body_at + c);
        let end = close.unwrap_or(t.len());
        parts.push(Part {
            line,
            head: &t[..body_at],
            text: t[body_at..end].trim_end(),
            tail: &t[end..],
        });
        line += 1;
        // an unclosed docstring ends with the listing
        if close.is_some() || line == texts.len() {
            break;
        }
        from = 0;
    }
    (Block { parts }, line)
}

/// Where the comment of line `t` starts (its `#` or `//`), outside string and character literals.
fn comment_start(t: &str, lang: Lang) -> Option<usize> {
    let mark = lang.comment();
    let mut quote: Option<char> = None;
    let mut escaped = false;
    for (at, c) in t.char_indices() {
        if let Some(q) = quote {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == q {
                quote = None;
            }
        } else if c == '"' || c == '\'' {
            quote = Some(c);
        } else if t[at..].starts_with(mark) {
            return Some(at);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::code::lines;

    fn texts(source: &str, lang: Lang) -> Vec<(usize, usize, String)> {
        comments(&lines(source, lang), lang)
            .into_iter()
            .map(|c| (c.line, c.lines, c.text))
            .collect()
    }

    #[test]
    fn comments_are_found_outside_strings_and_marks() {
        let py = "def f(g):\n    \"\"\"One line.\"\"\"\n    # a sentence that\n    # runs on\n    x = g == \"#\"  # not the string's\n    y = 7 // 2  # @base\n    #\n    # after a lone mark\n    return x  # @answer\n";
        assert_eq!(
            texts(py, Lang::Python),
            vec![
                (2, 1, "One line.".to_string()),
                (3, 2, "a sentence that\nruns on".to_string()),
                (5, 1, "not the string's".to_string()),
                (7, 2, "\nafter a lone mark".to_string()),
            ]
        );
        let doc = "def f():\n    \"\"\"Two\n    lines.\"\"\"\n    return 1\n";
        assert_eq!(
            texts(doc, Lang::Python),
            vec![(2, 2, "Two\nlines.".to_string())]
        );
        let cpp = "    // one\n        // deeper: another\n    if (c == '/' || s == \"//\") {  // the end\n    int x = 1;  // @cell\n";
        assert_eq!(
            texts(cpp, Lang::Cpp),
            vec![
                (1, 1, "one".to_string()),
                (2, 1, "deeper: another".to_string()),
                (3, 1, "the end".to_string()),
            ]
        );
    }

    #[test]
    fn a_translated_comment_keeps_its_code_marks_and_lines() {
        let py = "def f():\n    \"\"\"Two\n    lines.\"\"\"\n    # a sentence that\n    # runs on\n    x = 1  # one  # @base\n    y = 2  # no Chinese\n";
        let table = [
            ("Two\nlines.", "两\n行。"),
            ("a sentence that\nruns on", "一句话\n接着写"),
            ("one  # @base", "不用"),
            ("one", "一"),
            ("no Chinese", "一\n二"),
        ];
        let mut shown = lines(py, Lang::Python);
        translate(&mut shown, Lang::Python, &table);
        let text: Vec<&str> = shown.iter().map(|l| l.text.as_ref()).collect();
        assert_eq!(
            text,
            vec![
                "def f():",
                "    \"\"\"两",
                "    行。\"\"\"",
                "    # 一句话",
                "    # 接着写",
                "    x = 1  # 一",
                "    y = 2  # no Chinese",
            ]
        );
        assert_eq!(shown[5].marks, vec!["base"]);
    }
}
