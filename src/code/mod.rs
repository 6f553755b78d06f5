//! The code beside the table: each game's reference solution in Python, C++ and Java, the
//! languages of interview practice, with the lines that produce what a view shows marked by
//! name. No UI here: the listings, their marks and the language choice; the tabs pick the marks
//! for what is on screen ([`Focus`]) and `crate::ui::kit::code_view` draws the listing.
//!
//! A listing is a source file in `src/code/<game>/` (`solution.py`, `solution.cpp`,
//! `Solution.java`), a LeetCode-style solution without input or output: the tests in
//! `tests/it/code_listings.rs` wrap each in a small driver (`tests/code_drivers/<game>/`), run it
//! with python3, g++ and a JDK on random inputs, and compare its answers with the solver's.
//!
//! A line is marked by a comment at its end that holds only marks: `  # @base` in Python,
//! `  // @base @answer` in C++ and Java. The comment is not shown; the marks of a game are its
//! [`GameCode::MARKS`], and every listing of the game carries every mark at least once (tested).
//!
//! The listings are written in English. In the Chinese interface their comments and docstrings
//! are shown in Chinese ([`comments`]), from the game's table in `crate::i18n::code_comments`
//! ([`Listings::zh_comments`]); the code, the lines and their marks stay as they are.

use std::borrow::Cow;

pub mod can_i_win;
pub mod cat_mouse;
pub mod cat_mouse_ii;
pub mod comments;
pub mod custom;
pub mod guess_number;
pub mod stone;

use crate::games::GameKind;
use crate::i18n::Language;

/// A language of the listings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    Python,
    Cpp,
    Java,
}

impl Lang {
    /// Every language, in the order the Code pane offers them.
    pub const ALL: [Lang; 3] = [Lang::Python, Lang::Cpp, Lang::Java];

    /// The language's name as people write it (the same in every interface language).
    pub fn label(self) -> &'static str {
        match self {
            Lang::Python => "Python",
            Lang::Cpp => "C++",
            Lang::Java => "Java",
        }
    }

    /// The name the settings file keeps.
    pub fn key(self) -> &'static str {
        match self {
            Lang::Python => "python",
            Lang::Cpp => "cpp",
            Lang::Java => "java",
        }
    }

    /// The language a settings key names.
    pub fn from_key(key: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.key() == key)
    }

    /// What starts a line comment.
    pub fn comment(self) -> &'static str {
        match self {
            Lang::Python => "#",
            Lang::Cpp | Lang::Java => "//",
        }
    }
}

/// One game's listings; a language without one is `None` (the Game Lab has Python only: its
/// rules are Starlark, a dialect of Python).
#[derive(Debug, Clone, Copy)]
pub struct Listings {
    pub python: &'static str,
    pub cpp: Option<&'static str>,
    pub java: Option<&'static str>,
    /// The Chinese of the listings' comments, keyed by their English (see
    /// `crate::i18n::code_comments`; every comment of every listing has one, tested).
    pub zh_comments: &'static [(&'static str, &'static str)],
}

impl Listings {
    /// The listing in `lang`, if the game has one.
    pub fn get(&self, lang: Lang) -> Option<&'static str> {
        match lang {
            Lang::Python => Some(self.python),
            Lang::Cpp => self.cpp,
            Lang::Java => self.java,
        }
    }

    /// The languages the game has listings in.
    pub fn langs(&self) -> Vec<Lang> {
        Lang::ALL
            .into_iter()
            .filter(|&l| self.get(l).is_some())
            .collect()
    }

    /// The lines of the listing in `lang` as the interface in `language` shows them (its
    /// comments in that language), if the game has one.
    pub fn lines(&self, lang: Lang, language: Language) -> Option<Vec<Line<'static>>> {
        let source = self.get(lang)?;
        Some(localized_lines(source, lang, language, self.zh_comments))
    }
}

/// What a game provides to the Code pane: implemented by each game's `Setup` in
/// `src/code/<game>/mod.rs`.
pub trait GameCode {
    /// The listings.
    const LISTINGS: Listings;
    /// The marks its listings use, each with what it marks (English, for the docs and tests).
    const MARKS: &'static [(&'static str, &'static str)];
}

/// One line of a listing as shown: its text without the mark comment (its comment in Chinese
/// in the Chinese interface), and its marks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line<'a> {
    pub text: Cow<'a, str>,
    pub marks: Vec<&'a str>,
}

/// The lines of `source` in `lang`, each without its mark comment.
pub fn lines(source: &str, lang: Lang) -> Vec<Line<'_>> {
    source.lines().map(|line| split_marks(line, lang)).collect()
}

/// The lines of `source` in `lang` as shown in `language`: in Chinese, each comment whose
/// English `zh_comments` has is in Chinese ([`comments::translate`]).
pub fn localized_lines<'a>(
    source: &'a str,
    lang: Lang,
    language: Language,
    zh_comments: &[(&str, &str)],
) -> Vec<Line<'a>> {
    let mut out = lines(source, lang);
    if language == Language::Chinese {
        comments::translate(&mut out, lang, zh_comments);
    }
    out
}

/// The listing as the user copies it: every line without its mark comment.
pub fn plain_text(source: &str, lang: Lang) -> String {
    joined(&lines(source, lang))
}

/// The lines' texts, each ended by a newline (what Copy puts on the clipboard).
pub fn joined(lines: &[Line]) -> String {
    let mut out = String::new();
    for line in lines {
        out.push_str(&line.text);
        out.push('\n');
    }
    out
}

/// Split a line into its text and the marks of a trailing comment made only of marks.
fn split_marks(line: &str, lang: Lang) -> Line<'_> {
    let plain = Line {
        text: Cow::Borrowed(line.trim_end()),
        marks: Vec::new(),
    };
    let Some(at) = line.rfind(lang.comment()) else {
        return plain;
    };
    let comment = &line[at + lang.comment().len()..];
    let words: Vec<&str> = comment.split_whitespace().collect();
    if words.is_empty() || !words.iter().all(|w| is_mark(w)) {
        return plain;
    }
    Line {
        text: Cow::Borrowed(line[..at].trim_end()),
        marks: words.iter().map(|w| &w[1..]).collect(),
    }
}

fn is_mark(word: &str) -> bool {
    let Some(name) = word.strip_prefix('@') else {
        return false;
    };
    !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// What the Code pane highlights: the marks of the lines that produce what a view shows, and a
/// short caption of it in the interface's language ("dp[1][3]: the right pile is better").
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Focus {
    pub marks: Vec<&'static str>,
    pub caption: String,
}

impl Focus {
    /// Highlight the lines marked with any of `marks`, with `caption`.
    pub fn new(marks: &[&'static str], caption: impl Into<String>) -> Focus {
        Focus {
            marks: marks.to_vec(),
            caption: caption.into(),
        }
    }

    /// True when nothing is highlighted.
    pub fn is_empty(&self) -> bool {
        self.marks.is_empty()
    }
}

macro_rules! code_dispatch {
    ($( $(#[$doc:meta])* $variant:ident($module:ident) = $name:literal, )+) => {
        /// A game's listings.
        pub fn listings(kind: GameKind) -> Listings {
            match kind {
                $( GameKind::$variant => {
                    <crate::games::$module::Setup as GameCode>::LISTINGS
                } )+
            }
        }

        /// A game's marks, each with what it marks.
        pub fn marks(kind: GameKind) -> &'static [(&'static str, &'static str)] {
            match kind {
                $( GameKind::$variant => <crate::games::$module::Setup as GameCode>::MARKS, )+
            }
        }
    };
}

crate::with_games!(code_dispatch);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mark_comment_is_split_off_and_other_comments_stay() {
        let l = split_marks("    dp[i][i] = piles[i]  # @base", Lang::Python);
        assert_eq!(l.text, "    dp[i][i] = piles[i]");
        assert_eq!(l.marks, vec!["base"]);
        let l = split_marks("  x = max(a, b);  // @cell @take_left", Lang::Cpp);
        assert_eq!(l.text, "  x = max(a, b);");
        assert_eq!(l.marks, vec!["cell", "take_left"]);
        let l = split_marks("  x = 1  # the first pile", Lang::Python);
        assert_eq!(l.text, "  x = 1  # the first pile");
        assert!(l.marks.is_empty());
        let l = split_marks("  // @ alone is no mark", Lang::Java);
        assert!(l.marks.is_empty());
        let l = split_marks("a = b  # note @base", Lang::Python);
        assert!(
            l.marks.is_empty(),
            "a comment with words besides marks is kept"
        );
    }

    /// Issue 23: every comment and docstring of every listing has its Chinese, with as many
    /// lines, and every Chinese entry is some listing's comment; shown in Chinese, a listing
    /// keeps its lines, their marks and its code, and no comment is left in English.
    #[test]
    fn every_comment_has_its_chinese() {
        let cjk = |s: &str| s.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
        let mut problems = Vec::new();
        for kind in GameKind::ALL {
            let listings = listings(kind);
            let table = listings.zh_comments;
            let mut used = vec![false; table.len()];
            for lang in listings.langs() {
                let source = listings.get(lang).unwrap();
                let english = lines(source, lang);
                let found = comments::comments(&english, lang);
                assert!(!found.is_empty(), "{kind:?} {lang:?}: no comment found");
                for c in &found {
                    let Some(at) = table.iter().position(|(en, _)| *en == c.text) else {
                        problems.push(format!(
                            "{kind:?} {lang:?} line {}: no Chinese for {:?}",
                            c.line, c.text
                        ));
                        continue;
                    };
                    used[at] = true;
                    let zh = table[at].1;
                    if zh.split('\n').count() != c.lines {
                        problems.push(format!(
                            "{kind:?} {lang:?} line {}: {:?} has {} lines, its Chinese {zh:?} not",
                            c.line, c.text, c.lines
                        ));
                    }
                    if !zh.split('\n').all(cjk) {
                        problems.push(format!("{kind:?}: {zh:?} is not Chinese"));
                    }
                }
                let shown = listings.lines(lang, Language::Chinese).unwrap();
                assert_eq!(shown.len(), english.len(), "{kind:?} {lang:?}");
                let commented: Vec<usize> = found
                    .iter()
                    .flat_map(|c| c.line - 1..c.line - 1 + c.lines)
                    .collect();
                for (k, (zh, en)) in shown.iter().zip(&english).enumerate() {
                    assert_eq!(zh.marks, en.marks, "{kind:?} {lang:?} line {}", k + 1);
                    if commented.contains(&k) {
                        if !cjk(&zh.text) {
                            problems.push(format!(
                                "{kind:?} {lang:?} line {} is shown in English: {:?}",
                                k + 1,
                                zh.text
                            ));
                        }
                    } else {
                        assert_eq!(zh.text, en.text, "{kind:?} {lang:?} line {}", k + 1);
                    }
                }
                let shown_en = listings.lines(lang, Language::English).unwrap();
                assert_eq!(shown_en, english, "{kind:?} {lang:?}: English as written");
            }
            for (k, (en, _)) in table.iter().enumerate() {
                if !used[k] {
                    problems.push(format!("{kind:?}: no listing has the comment {en:?}"));
                }
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn every_listing_uses_exactly_its_games_marks() {
        for kind in GameKind::ALL {
            let known: Vec<&str> = marks(kind).iter().map(|(m, _)| *m).collect();
            let listings = listings(kind);
            assert!(!listings.langs().is_empty(), "{kind:?} has no listing");
            for lang in listings.langs() {
                let source = listings.get(lang).unwrap();
                let lines = lines(source, lang);
                let used: Vec<&str> = lines.iter().flat_map(|l| l.marks.clone()).collect();
                for m in &used {
                    assert!(known.contains(m), "{kind:?} {lang:?}: unknown mark @{m}");
                }
                for m in &known {
                    assert!(
                        used.contains(m),
                        "{kind:?} {lang:?}: mark @{m} is on no line"
                    );
                }
                let text = plain_text(source, lang);
                let mark = format!("{} @", lang.comment());
                assert!(
                    !text.contains(&mark),
                    "{kind:?} {lang:?}: a mark left in the text"
                );
                assert!(
                    lines.iter().all(|l| !l.text.contains('\t')),
                    "{kind:?} {lang:?}: tabs in the listing"
                );
            }
        }
    }
}
