//! Line breaking that keeps Chinese words and signed numbers whole.
//!
//! egui 0.37 may break a row between any two Hanzi (`RowBreakCandidates` in epaint's
//! `text_layout.rs`), so a projector showed "数/字" and "到结/束的步数"; and it prefers a break
//! after `-`, so "[…,45,-7]" ended a row with "-" and put "7" on the next. A WORD JOINER
//! (U+2060) does not help: epaint treats the character before it as breakable and the joiner
//! itself as a break point before the next Hanzi.
//!
//! So Chinese text that wraps is broken here, before egui sees it: [`break_points`] names the
//! places where a line may end, [`wrap_with`] fills lines greedily between them and joins them
//! with `\n`, and [`label`] / [`wrapped`] do it for the `Ui`'s width and font. A line may end
//! - after a space, after Chinese punctuation (`，。；：、！？）` …) or an ASCII `,;:!?`;
//! - before an opening bracket or quote (`（“《`);
//! - where Chinese meets Latin letters or digits (either side), a sign staying with its number;
//! - after the particle 的 (not in 的确 / 的话), the end of a word almost everywhere.
//!
//! Nowhere else: two Hanzi in a row stay together, and so do `-7` and `3.5`. Only a run longer
//! than a whole line is cut between Hanzi (then anywhere a character ends). English text goes
//! to egui unchanged.

use egui::{Response, Ui};

/// Hanzi (CJK unified ideographs and extension A) and kana.
pub fn is_cjk(c: char) -> bool {
    ('\u{4E00}'..='\u{9FFF}').contains(&c)
        || ('\u{3400}'..='\u{4DBF}').contains(&c)
        || ('\u{3040}'..='\u{30FF}').contains(&c)
}

/// Characters a line may not start with (closing punctuation, Chinese and ASCII).
fn no_line_start(c: char) -> bool {
    "，。、；：！？）》」』】〕〉”’…·%％,.;:!?)]}".contains(c)
}

/// Characters a line may not end with (opening brackets and quotes).
fn no_line_end(c: char) -> bool {
    "（《「『【〔〈“‘([{".contains(c)
}

/// Punctuation after which a line may end.
fn breaks_after(c: char) -> bool {
    "，。、；：！？）》」』】〕〉”…,;:!?".contains(c)
}

/// Latin letters, digits and what is part of a number or a name (`3.5`, `dp[i]`).
fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || "_.'".contains(c)
}

/// Whether `text` has a Hanzi in it (only such text is broken here).
pub fn has_cjk(text: &str) -> bool {
    text.chars().any(is_cjk)
}

/// The byte offsets in `text` where a new line may start (each > 0 and < `text.len()`).
pub fn break_points(text: &str) -> Vec<usize> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let inside = short_brackets(&chars);
    let mut out = Vec::new();
    for w in 1..chars.len() {
        let (_, a) = chars[w - 1];
        let (at, b) = chars[w];
        if no_line_start(b) || no_line_end(a) || b == '\n' || a == '\n' || inside[w] {
            continue;
        }
        // a sign is part of the number after it: "-7", "+3", "−2"
        let sign_of_number = |i: usize| {
            matches!(chars[i].1, '-' | '+' | '−')
                && chars.get(i + 1).is_some_and(|c| c.1.is_ascii_digit())
        };
        if sign_of_number(w - 1) {
            continue;
        }
        let ok = a.is_whitespace() && !b.is_whitespace() && a != '\u{A0}'
            || breaks_after(a)
            || no_line_end(b)
            || is_cjk(a) && (is_word_char(b) || sign_of_number(w))
            || is_word_char(a) && is_cjk(b)
            || a == '的' && is_cjk(b) && !"确话".contains(b);
        if ok {
            out.push(at);
        }
    }
    out
}

/// Longest text between ASCII brackets kept on one line: a cell "(0, 4)", a call "max(3, 4)",
/// a short array "[1, 2, 3]".
const SHORT_BRACKETS: usize = 16;

/// For each character of `chars`, whether it lies inside a short pair of ASCII brackets `( )` or
/// `[ ]` (after the opening one, up to and with the closing one; with the opening one after a
/// name, as in a call): no line starts there, so a
/// lesson's "(0, 4)" is never "(0," and "4)" (issue 24).
fn short_brackets(chars: &[(usize, char)]) -> Vec<bool> {
    let mut inside = vec![false; chars.len() + 1];
    for (k, &(_, c)) in chars.iter().enumerate() {
        let close = match c {
            '(' => ')',
            '[' => ']',
            _ => continue,
        };
        let end = chars[k + 1..]
            .iter()
            .take(SHORT_BRACKETS + 1)
            .position(|&(_, d)| d == close || d == '\n' || "([".contains(d));
        if let Some(len) = end
            && chars[k + 1 + len].1 == close
        {
            // a call keeps its name: "max(3, 4)" is not "max" and "(3, 4)"
            let from = if k > 0 && is_word_char(chars[k - 1].1) {
                k
            } else {
                k + 1
            };
            for flag in &mut inside[from..=k + 1 + len] {
                *flag = true;
            }
        }
    }
    inside
}

/// Break `text` into lines no wider than `width` (as `measure` says) at [`break_points`], joined
/// with `\n`. A piece wider than a whole line is cut between characters. Existing newlines are
/// kept.
pub fn wrap_with(text: &str, width: f32, measure: &mut dyn FnMut(&str) -> f32) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for (n, paragraph) in text.split('\n').enumerate() {
        if n > 0 {
            out.push('\n');
        }
        wrap_paragraph(paragraph, width, measure, &mut out);
    }
    out
}

fn wrap_paragraph(text: &str, width: f32, measure: &mut dyn FnMut(&str) -> f32, out: &mut String) {
    let mut cuts = break_points(text);
    cuts.push(text.len());
    let mut line_start = 0;
    let mut last_fit: Option<usize> = None;
    for &cut in &cuts {
        let candidate = text[line_start..cut].trim_end();
        if measure(candidate) <= width {
            last_fit = Some(cut);
            continue;
        }
        if let Some(fit) = last_fit.filter(|&f| f > line_start) {
            // end the line at the last place that fitted
            out.push_str(text[line_start..fit].trim_end());
            out.push('\n');
            line_start = fit;
        }
        // the piece up to `cut` alone: cut it by characters while it is too wide
        loop {
            let rest = text[line_start..cut].trim_end();
            if measure(rest) <= width {
                break;
            }
            let mut end = line_start;
            for (i, c) in text[line_start..cut].char_indices() {
                let next = line_start + i + c.len_utf8();
                // closing punctuation hangs past the edge rather than start a line
                if end > line_start && !no_line_start(c) && measure(&text[line_start..next]) > width
                {
                    break;
                }
                end = next;
            }
            if end >= cut {
                break;
            }
            out.push_str(&text[line_start..end]);
            out.push('\n');
            line_start = end;
        }
        last_fit = Some(cut);
    }
    out.push_str(&text[line_start..]);
}

/// `text` broken for `width` points in `font` (unchanged if it has no Hanzi).
pub fn wrap_for(ui: &Ui, text: &str, font: &egui::FontId, width: f32) -> String {
    if !has_cjk(text) || !width.is_finite() || width <= 0.0 {
        return text.to_owned();
    }
    // a hair of room: egui measures the joined line itself and must not wrap it again
    let width = width - 1.0;
    let ctx = ui.ctx();
    let key = {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        (
            text,
            width.to_bits(),
            font,
            ctx.pixels_per_point().to_bits(),
        )
            .hash(&mut h);
        // (the fonts follow the language: a Hanzi's width changes with it)
        crate::i18n::language().hash(&mut h);
        h.finish()
    };
    if let Some(done) = ctx.memory_mut(|m| m.caches.cache::<WrapCache>().get(key)) {
        return done;
    }
    let done = ctx.fonts_mut(|f| {
        wrap_with(text, width, &mut |s| {
            f.layout_no_wrap(s.to_owned(), font.clone(), egui::Color32::WHITE)
                .size()
                .x
        })
    });
    ctx.memory_mut(|m| m.caches.cache::<WrapCache>().put(key, done.clone()));
    done
}

/// The broken texts of this frame and the last, by (text, width, font, scale, language): a
/// long Chinese paragraph is measured at every break point, each frame otherwise. Texts not
/// asked for during a whole frame are dropped (egui calls [`egui::cache::CacheTrait::update`]
/// once a frame), so a resized window does not pile up entries.
#[derive(Default)]
struct WrapCache {
    this_frame: std::collections::HashMap<u64, String>,
    last_frame: std::collections::HashMap<u64, String>,
}

impl WrapCache {
    fn get(&mut self, key: u64) -> Option<String> {
        if let Some(s) = self.this_frame.get(&key) {
            return Some(s.clone());
        }
        let s = self.last_frame.remove(&key)?;
        self.this_frame.insert(key, s.clone());
        Some(s)
    }

    fn put(&mut self, key: u64, text: String) {
        self.this_frame.insert(key, text);
    }
}

impl egui::cache::CacheTrait for WrapCache {
    fn update(&mut self) {
        self.last_frame = std::mem::take(&mut self.this_frame);
    }

    fn len(&self) -> usize {
        self.this_frame.len() + self.last_frame.len()
    }
}

/// `text` broken for the `Ui`'s available width in its body font.
pub fn wrapped(ui: &Ui, text: &str) -> String {
    let font = egui::TextStyle::Body.resolve(ui.style());
    wrap_for(ui, text, &font, ui.available_width())
}

/// A wrapping label whose Chinese lines end only at [`break_points`].
pub fn label(ui: &mut Ui, text: &str) -> Response {
    let shown = wrapped(ui, text);
    ui.add(egui::Label::new(shown).wrap())
}

/// `text` with each minus sign before a digit turned into a non-breaking hyphen (U+2011, which
/// egui's monospace font Hack draws like `-`), one character for one: egui never ends a row after
/// it, so a wrapped array keeps "-7" whole. For drawing only; the text itself is not changed.
pub fn keep_signs(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '-' && chars.peek().is_some_and(|n| n.is_ascii_digit()) {
            out.push('\u{2011}');
        } else {
            out.push(c);
        }
    }
    out
}

/// A layouter for a box of pasted numbers (`TextEdit::layouter`): monospace, wrapped at the
/// box's width, signs kept with their numbers ([`keep_signs`]).
pub fn numbers_layouter(
    ui: &Ui,
    text: &dyn egui::TextBuffer,
    wrap_width: f32,
) -> std::sync::Arc<egui::Galley> {
    let font = egui::TextStyle::Monospace.resolve(ui.style());
    let color = ui.visuals().widgets.inactive.text_color();
    let mut job = egui::text::LayoutJob::simple(keep_signs(text.as_str()), font, color, wrap_width);
    job.halign = egui::Align::LEFT;
    ui.ctx().fonts_mut(|f| f.layout_job(job))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pasted_array_keeps_its_signs_with_the_numbers() {
        let array = "[-5,20,44,45,-7,8,56,59,51,33,53,50,42,55,36,10,-20,58,-10,-6,16,-8,37,-19]";
        let ctx = egui::Context::default();
        let _ = ctx.run_ui(egui::RawInput::default(), |ui| {
            let font = egui::FontId::monospace(20.0);
            let rows_of = |text: String, width: f32| -> Vec<String> {
                let g = ui
                    .painter()
                    .layout(text, font.clone(), egui::Color32::BLACK, width);
                g.rows.iter().map(|r| r.text()).collect()
            };
            let mut plain_splits = 0;
            for width in (120..=600).step_by(7) {
                let width = width as f32;
                let plain = rows_of(array.to_owned(), width);
                plain_splits += plain.iter().filter(|r| r.ends_with('-')).count();
                let kept = rows_of(keep_signs(array), width);
                assert_eq!(kept.concat().chars().count(), array.chars().count());
                for row in &kept {
                    assert!(
                        !row.ends_with(['-', '\u{2011}']),
                        "width {width}: a row ends with a sign: {kept:?}"
                    );
                }
            }
            // egui alone does split them (the projector's "45,-" / "7")
            assert!(plain_splits > 0);
        });
        assert_eq!(keep_signs("a-b -3, x - 2"), "a-b \u{2011}3, x - 2");
    }

    #[test]
    fn a_broken_text_is_kept_while_it_is_drawn_and_dropped_after() {
        use egui::cache::CacheTrait as _;
        let ctx = egui::Context::default();
        let text = "老鼠先走，猫后走；猫不能进洞。每个局面的结果取决于它能走到的局面。".repeat(3);
        let font = egui::FontId::proportional(20.0);
        let cached = |ctx: &egui::Context| ctx.memory_mut(|m| m.caches.cache::<WrapCache>().len());
        let mut broken = Vec::new();
        for _ in 0..3 {
            let _ = ctx.run_ui(egui::RawInput::default(), |ui| {
                broken.push(wrap_for(ui, &text, &font, 300.0));
                // asked twice in a frame: the same text, one entry
                assert_eq!(wrap_for(ui, &text, &font, 300.0), broken[broken.len() - 1]);
            });
            assert_eq!(cached(&ctx), 1);
        }
        assert!(broken.windows(2).all(|w| w[0] == w[1]));
        assert!(broken[0].lines().count() > 1, "{:?}", broken[0]);
        // the kept text is the one measured afresh (with wrap_for's hair of room)
        let _ = ctx.run_ui(egui::RawInput::default(), |ui| {
            let fresh = ui.ctx().fonts_mut(|f| {
                wrap_with(&text, 299.0, &mut |s| {
                    f.layout_no_wrap(s.to_owned(), font.clone(), egui::Color32::WHITE)
                        .size()
                        .x
                })
            });
            assert_eq!(wrap_for(ui, &text, &font, 300.0), fresh);
        });
        // two frames without it: gone
        for _ in 0..2 {
            let _ = ctx.run_ui(egui::RawInput::default(), |_| {});
        }
        assert_eq!(cached(&ctx), 0);
    }

    /// Every character 1 wide (Hanzi and Latin alike), so widths are character counts.
    fn by_chars(s: &str) -> f32 {
        s.chars().count() as f32
    }

    fn lines(text: &str, width: f32) -> Vec<String> {
        wrap_with(text, width, &mut by_chars)
            .lines()
            .map(String::from)
            .collect()
    }

    #[test]
    fn a_legend_keeps_its_words_whole() {
        // the projector showed "到结/束的步数" and "数/字"
        let text = "老鼠必胜 猫必胜 必和（平局） 数字：到结束的步数";
        for width in 4..=24 {
            let got = lines(text, width as f32);
            assert_eq!(
                got.concat().replace(' ', ""),
                text.replace(' ', ""),
                "{got:?}"
            );
            for pair in got.windows(2) {
                let (a, b) = (
                    pair[0].chars().last().unwrap(),
                    pair[1].chars().next().unwrap(),
                );
                for word in ["数字", "结束", "步数", "平局", "必胜"] {
                    let w: Vec<char> = word.chars().collect();
                    assert!(
                        !(a == w[0] && b == w[1]),
                        "width {width}: {word} split across lines: {got:?}"
                    );
                }
            }
        }
        assert_eq!(
            lines("数字：到结束的步数", 5.0),
            ["数字：", "到结束的", "步数"]
        );
    }

    #[test]
    fn a_signed_number_stays_whole() {
        let text = "数组：[-5,20,44,45,-7,8,56,−3]";
        for width in 3..=20 {
            for line in lines(text, width as f32) {
                assert!(
                    !line.ends_with(['-', '−', '+']),
                    "width {width}: a sign left at the line's end: {line:?}"
                );
            }
        }
        assert!(break_points("45,-7").iter().all(|&b| b != 4));
    }

    #[test]
    fn a_cell_in_brackets_stays_whole() {
        // a lesson at a projector showed "(0," at a line's end and "4)" on the next
        let text = "老鼠在 (0, 4)，猫在 (2, 1)；max(3, 4) 与 [1, 2, 3] 也一样。";
        for width in 10..=30 {
            let got = lines(text, width as f32);
            for part in ["(0, 4)", "(2, 1)", "max(3, 4)", "[1, 2, 3]"] {
                assert!(
                    got.iter().any(|l| l.contains(part)),
                    "width {width}: {part} broken: {got:?}"
                );
            }
        }
        // a long bracket is no longer one piece
        assert!(!break_points("（见 (这里是一段很长很长的说明文字，超过十六个字)）").is_empty());
    }

    #[test]
    fn no_line_starts_with_closing_punctuation() {
        let text = "必和：双方最优时为平局。先手必胜，领先 12 分。";
        for width in 2..=14 {
            for line in lines(text, width as f32) {
                assert!(!line.starts_with(no_line_start), "width {width}: {line:?}");
                assert!(
                    by_chars(&line) <= width as f32 + 1.0,
                    "width {width}: {line:?}"
                );
            }
        }
    }

    #[test]
    fn a_run_longer_than_a_line_is_cut_by_characters() {
        let got = lines("轮流从一到十中选一个没用过的整数", 6.0);
        assert!(got.iter().all(|l| by_chars(l) <= 6.0), "{got:?}");
        assert_eq!(got.concat(), "轮流从一到十中选一个没用过的整数");
    }

    #[test]
    fn english_and_newlines_pass_through() {
        assert!(!has_cjk("net = first - second"));
        assert_eq!(lines("数字\n步数", 10.0), ["数字", "步数"]);
    }
}
