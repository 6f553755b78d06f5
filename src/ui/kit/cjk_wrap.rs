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
//! - where Chinese meets Latin letters or digits that follow it, a sign staying with its number;
//!   never between a number or a name and the Chinese after it ("400 元", "n 种走法"), nor inside
//!   "dp[mouse][cat][turns]" or a Latin "（LeetCode 913）";
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

/// Characters a line may not start with (closing punctuation, Chinese and ASCII, and the
/// dash "——", which ends the words before it).
fn no_line_start(c: char) -> bool {
    "，。、；：！？）》」』】〕〉”’…·%％,.;:!?)]}—".contains(c)
}

/// Characters a line may not end with (opening brackets and quotes).
fn no_line_end(c: char) -> bool {
    "（《「『【〔〈“‘([{".contains(c)
}

/// Punctuation after which a line may end.
fn breaks_after(c: char) -> bool {
    "，。、；：！？）》」』】〕〉”…—,;:!?".contains(c)
}

/// Latin letters, digits and what is part of a number or a name (`3.5`, `dp[i]`).
fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || "_.'".contains(c)
}

/// What a number, a name or a formula ends with: a digit or letter, a superscript ("n⁵"), a
/// closing ASCII bracket ("dp[i][j]", "O(n)") or a percent sign.
fn ends_word(c: char) -> bool {
    c.is_ascii_alphanumeric() || "⁰¹²³⁴⁵⁶⁷⁸⁹%".contains(c)
}

/// Whether a row ending with `before` may not be followed by `next` on the next row: a number
/// or a name, spaces or not, and the Chinese word after it ("400 元"), or two characters of one
/// number or name ("40" and "0").
fn glued(before: &str, next: char) -> bool {
    let last = before.chars().last();
    let word = before.trim_end_matches(' ').chars().last();
    is_cjk(next) && word.is_some_and(ends_word)
        || last.is_some_and(is_word_char) && is_word_char(next)
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
        // (a non-breaking space keeps a formula's operand with its operator: "2 − (−5)")
        if no_line_start(b)
            || no_line_end(a)
            || b == '\n'
            || a == '\n'
            || a == '\u{A0}'
            || inside[w]
        {
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
        // a number or a name keeps the Chinese word after it, a space between or not: "400 元",
        // "25 个数", "n 种走法" (a projector showed "至少需要 400" / "元", issue 24)
        if is_cjk(b)
            && chars[..w]
                .iter()
                .rev()
                .find(|c| c.1 != ' ')
                .is_some_and(|c| ends_word(c.1))
        {
            continue;
        }
        let ok = a.is_whitespace() && !b.is_whitespace() && a != '\u{A0}'
            || breaks_after(a)
            || no_line_end(b)
            || is_cjk(a) && (is_word_char(b) || sign_of_number(w))
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
            '（' => '）',
            _ => continue,
        };
        let end = chars[k + 1..]
            .iter()
            .take(SHORT_BRACKETS + 1)
            .position(|&(_, d)| d == close || d == '\n' || "([（".contains(d));
        // full-width brackets are kept whole only around Latin text: "（LeetCode 913）"
        let latin =
            |len: usize| close != '）' || !chars[k + 1..k + 1 + len].iter().any(|d| is_cjk(d.1));
        if let Some(len) = end
            && chars[k + 1 + len].1 == close
            && latin(len)
        {
            // a call keeps its name: "max(3, 4)" is not "max" and "(3, 4)"; an index the
            // indices before it: "dp[mouse][cat][turns]" is not "dp[mouse]" and "[cat][turns]"
            let from = if k > 0
                && close != '）'
                && (is_word_char(chars[k - 1].1) || "])".contains(chars[k - 1].1))
            {
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
    wrap_with_indent(text, width, 0.0, measure)
}

/// [`wrap_with`] for a text whose first line starts `indent` points in (after the widgets
/// before it on a wrapping row): a first line that has no room there starts on the next row
/// (the text then begins with `\n`).
pub fn wrap_with_indent(
    text: &str,
    width: f32,
    indent: f32,
    measure: &mut dyn FnMut(&str) -> f32,
) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for (n, paragraph) in text.split('\n').enumerate() {
        if n > 0 {
            out.push('\n');
        }
        let indent = if n == 0 { indent.max(0.0) } else { 0.0 };
        wrap_paragraph(paragraph, width, indent, measure, &mut out);
    }
    out
}

fn wrap_paragraph(
    text: &str,
    width: f32,
    mut indent: f32,
    measure: &mut dyn FnMut(&str) -> f32,
    out: &mut String,
) {
    let mut cuts = break_points(text);
    cuts.push(text.len());
    let mut line_start = 0;
    let mut last_fit: Option<usize> = None;
    for &cut in &cuts {
        let candidate = text[line_start..cut].trim_end();
        let room = if line_start == 0 {
            width - indent
        } else {
            width
        };
        if measure(candidate) <= room {
            last_fit = Some(cut);
            continue;
        }
        if line_start == 0 && indent > 0.0 && last_fit.is_none() {
            // no word fits beside what stands before the text: it starts on the next row
            out.push('\n');
            indent = 0.0;
            if measure(candidate) <= width {
                last_fit = Some(cut);
                continue;
            }
        }
        // a piece wider than a whole line is cut by characters wherever it starts: from the
        // end of this line, not the next, which left most of a row empty ("一种常见的" /
        // "解法在…", issue 24)
        let piece_too_wide =
            last_fit.is_some_and(|f| f > line_start && measure(text[f..cut].trim_end()) > width);
        if let Some(fit) = last_fit.filter(|&f| f > line_start && !piece_too_wide) {
            // end the line at the last place that fitted
            out.push_str(text[line_start..fit].trim_end());
            out.push('\n');
            line_start = fit;
        }
        // the piece up to `cut` alone: cut it by characters while it is too wide
        loop {
            let rest = text[line_start..cut].trim_end();
            let width = if line_start == 0 {
                width - indent
            } else {
                width
            };
            if measure(rest) <= width {
                break;
            }
            let mut end = line_start;
            // the last end that does not cut a number or part it from its word ("40" / "0 元",
            // "400" / "元")
            let mut clean = None;
            for (i, c) in text[line_start..cut].char_indices() {
                let next = line_start + i + c.len_utf8();
                // closing punctuation hangs past the edge rather than start a line
                if end > line_start && !no_line_start(c) && measure(&text[line_start..next]) > width
                {
                    break;
                }
                if end > line_start && !glued(&text[line_start..end], c) {
                    clean = Some(end);
                }
                end = next;
            }
            if end >= cut {
                break;
            }
            if let Some(clean) = clean
                && end < cut
                && glued(
                    &text[line_start..end],
                    text[end..].chars().next().unwrap_or(' '),
                )
            {
                end = clean;
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
    wrap_for_indent(ui, text, font, width, 0.0)
}

/// [`wrap_for`] with the first line starting `indent` points in ([`wrap_with_indent`]).
pub fn wrap_for_indent(
    ui: &Ui,
    text: &str,
    font: &egui::FontId,
    width: f32,
    indent: f32,
) -> String {
    if !has_cjk(text) || !width.is_finite() || width <= 0.0 || !indent.is_finite() {
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
            indent.to_bits(),
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
        wrap_with_indent(text, width, indent, &mut |s| {
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
    let shown = wrapped(ui, &keep_formulas(text));
    let changed = shown != text;
    let response = ui.add(egui::Label::new(shown).wrap());
    if changed {
        said_as(ui, &response, text);
    }
    response
}

/// What a screen reader says of `response` (a label drawn broken into rows, its formulas'
/// spaces non-breaking) is `text` itself.
pub fn said_as(ui: &Ui, response: &Response, text: &str) {
    let enabled = ui.is_enabled();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, enabled, text));
}

/// Operators that keep both their operands on their row: "0 + 400", "n · n".
const JOINING: [&str; 5] = ["+", "-", "−", "×", "·"];

/// Relations a row may start with but not end with: "dp[1][100]" / "= 0 + 400".
const RELATIONS: [&str; 9] = ["=", "==", ">=", "<=", "≥", "≤", "≠", "<", ">"];

/// `text` with the spaces inside its formulas made non-breaking (U+00A0), so that no row ends
/// inside one: around `+ - − × ·` and after `= >= <= ≥ ≤ ≠` (the space before a relation stays
/// a place to break, the only one a long formula has: "spent + dp[1][100]" / "= 0 + 400").
/// Unchanged when it has no formula.
pub fn keep_formulas(text: &str) -> String {
    let words: Vec<&str> = text.split(' ').collect();
    if words.len() < 3 {
        return text.to_owned();
    }
    let operand = |w: &str| {
        let (Some(first), Some(last)) = (w.chars().next(), w.chars().last()) else {
            return false;
        };
        let ok = |c: char| c.is_alphanumeric() || ")]}…".contains(c);
        // a signed number: "−5"
        let signed = "−-+".contains(first) && w.chars().nth(1).is_some_and(|c| c.is_ascii_digit());
        ok(first) || ok(last) || "([".contains(first) || signed
    };
    let mut out = String::with_capacity(text.len() + 8);
    for (k, w) in words.iter().enumerate() {
        if k > 0 {
            let before = words[k - 1];
            let joined = |op: &str| {
                // the operator between two operands: "a + b"
                let ops = |set: &[&str], x: &str| set.contains(&x);
                (ops(&JOINING, op) || ops(&RELATIONS, op))
                    && k >= 2
                    && operand(words[k - 2])
                    && operand(w)
            };
            let space_before_op = JOINING.contains(w)
                && operand(before)
                && words.get(k + 1).is_some_and(|n| operand(n));
            let space_after_op =
                (JOINING.contains(&before) || RELATIONS.contains(&before)) && joined(before);
            out.push(if space_before_op || space_after_op {
                '\u{A0}'
            } else {
                ' '
            });
        }
        out.push_str(w);
    }
    out
}

/// `job` with its text replaced by `shown`, which is its text with spaces made non-breaking,
/// newlines put in and spaces before them dropped; each section's range follows. `None` if
/// `shown` is not such a text.
fn with_text(job: &egui::text::LayoutJob, shown: &str) -> Option<egui::text::LayoutJob> {
    let old = job.text.as_str();
    // map[i]: where the old text's byte i is in `shown`
    let mut map = vec![0usize; old.len() + 1];
    let mut o = old.char_indices().peekable();
    let mut n = shown.char_indices().peekable();
    loop {
        match (o.peek().copied(), n.peek().copied()) {
            (None, None) => break,
            (Some((i, c)), Some((j, d))) if c == d || c == ' ' && d == '\u{A0}' => {
                map[i..i + c.len_utf8()].fill(j);
                o.next();
                n.next();
            }
            (_, Some((_, '\n'))) => {
                n.next();
            }
            (Some((i, c)), _) if c.is_whitespace() => {
                let j = n.peek().map_or(shown.len(), |p| p.0);
                map[i..i + c.len_utf8()].fill(j);
                o.next();
            }
            _ => return None,
        }
    }
    map[old.len()] = shown.len();
    let mut out = job.clone();
    out.text = shown.to_owned();
    for s in &mut out.sections {
        let (start, end) = (
            usize::from(s.byte_range.start),
            usize::from(s.byte_range.end),
        );
        s.byte_range = map[start].into()..map[end].into();
    }
    Some(out)
}

/// `text` as a label in `ui` shows it: Chinese lines ended only at [`break_points`] for the
/// width the label wraps in (the rest of a wrapping row first), formulas kept whole
/// ([`keep_formulas`]). Text that does not wrap there, or has neither, is unchanged.
pub fn prepare(ui: &Ui, text: egui::WidgetText) -> egui::WidgetText {
    let width = ui.available_width();
    if ui.wrap_mode() != egui::TextWrapMode::Wrap || !width.is_finite() {
        return text;
    }
    let raw = text.text();
    let cjk = has_cjk(raw);
    let formula = raw.contains(' ') && keep_formulas(raw) != raw;
    if !cjk && !formula {
        return text;
    }
    let job = text.into_layout_job(ui.style(), egui::FontSelection::Default, ui.text_valign());
    let mut shown = keep_formulas(&job.text);
    if cjk {
        let font = job.sections.first().map_or_else(
            || egui::TextStyle::Body.resolve(ui.style()),
            |s| s.format.font_id.clone(),
        );
        let layout = ui.layout();
        let indent = if layout.main_dir() == egui::Direction::LeftToRight && layout.main_wrap() {
            width - ui.available_size_before_wrap().x
        } else {
            0.0
        };
        shown = wrap_for_indent(ui, &shown, &font, width, indent);
    }
    match with_text(&job, &shown) {
        Some(done) => egui::WidgetText::LayoutJob(std::sync::Arc::new(done)),
        None => egui::WidgetText::LayoutJob(job),
    }
}

/// Labels whose Chinese breaks between words and whose formulas stay whole ([`prepare`]):
/// `ui.label_cjk(text)` where `ui.label(text)` would let egui break "猜/中" or "0 +" / "400".
pub trait CjkLabels {
    /// [`Ui::label`] through [`prepare`].
    fn label_cjk(&mut self, text: impl Into<egui::WidgetText>) -> Response;
    /// [`Ui::colored_label`] through [`prepare`].
    fn colored_label_cjk(
        &mut self,
        color: impl Into<egui::Color32>,
        text: impl Into<egui::RichText>,
    ) -> Response;
}

impl CjkLabels for Ui {
    fn label_cjk(&mut self, text: impl Into<egui::WidgetText>) -> Response {
        let text = text.into();
        let plain = text.text().to_owned();
        let shown = prepare(self, text);
        let changed = shown.text() != plain;
        let response = self.add(egui::Label::new(shown));
        if changed {
            // what a screen reader says is the text itself, not its rows
            let enabled = self.is_enabled();
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, enabled, &plain));
        }
        response
    }

    fn colored_label_cjk(
        &mut self,
        color: impl Into<egui::Color32>,
        text: impl Into<egui::RichText>,
    ) -> Response {
        self.label_cjk(text.into().color(color))
    }
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
    fn a_number_stays_with_the_word_after_it() {
        // a projector showed "至少需要 400" / "元", "不超过 25" / "个数时", "50" / "个结点",
        // "最多 n" / "种走法", "（LeetCode" / "913）" and "dp[mouse]" / "[cat][turns]" (issue 24)
        let texts = [
            "n = 100：至少需要 400 元才能保证猜中",
            "由对“已用数字集合”的极小化极大计算决定：不超过 25 个数时自底向上计算全部集合",
            "每个状态要看最多 n 种走法：O(n⁵)。50 个结点时已经约有 6 亿步。",
            "返回 1：老鼠胜，2：猫胜，0：平局（LeetCode 913）。",
            "一种常见的解法在状态中加入第三个维度——已走的步数：dp[mouse][cat][turns]，当步数达到某个上界时判为平局。",
        ];
        for text in texts {
            for width in 6..=40 {
                let got = lines(text, width as f32);
                assert_eq!(got.concat().replace(' ', ""), text.replace(' ', ""));
                for pair in got.windows(2) {
                    let (a, b) = (
                        pair[0].trim_end().chars().last().unwrap(),
                        pair[1].chars().next().unwrap(),
                    );
                    assert!(
                        !(ends_word(a) && is_cjk(b)),
                        "width {width}: {:?} / {:?} in {got:?}",
                        pair[0],
                        pair[1]
                    );
                }
                for whole in ["（LeetCode 913）", "dp[mouse][cat][turns]"] {
                    // (with the "。" or "，" that may not start the next row)
                    if text.contains(whole) && width > whole.chars().count() {
                        assert!(
                            got.iter().any(|l| l.contains(whole)),
                            "width {width}: {whole} broken: {got:?}"
                        );
                    }
                }
            }
        }
        // a Chinese aside in full-width brackets still breaks inside
        assert!(!break_points("（见 这里是一段说明）").is_empty());
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
    fn a_long_piece_does_not_leave_the_row_before_it_empty() {
        // a lesson showed "一种常见的" alone on a row, then "解法在…" cut anyway (issue 24)
        let text = "一种常见的解法在状态中加入第三个维度";
        let got = lines(text, 12.0);
        assert_eq!(got.concat(), text);
        assert_eq!(by_chars(&got[0]), 12.0, "{got:?}");
        // a piece that fits on a row of its own still starts one
        assert_eq!(
            lines("数字：到结束的步数", 5.0),
            ["数字：", "到结束的", "步数"]
        );
        // a dash ends the words before it, and no row starts with it
        assert!(break_points("维度——已走的步数").contains(&"维度——".len()));
        assert!(!break_points("维度——已走").contains(&"维度".len()));
    }

    #[test]
    fn the_first_row_leaves_room_for_what_stands_before_it() {
        let got = wrap_with_indent("老鼠先走，猫后走；猫不能进洞。", 8.0, 3.0, &mut by_chars);
        let rows: Vec<&str> = got.lines().collect();
        assert!(by_chars(rows[0]) <= 5.0, "{rows:?}");
        assert!(rows.iter().all(|r| by_chars(r) <= 8.0), "{rows:?}");
        // no word fits beside it: the text starts on the next row
        let got = wrap_with_indent("老鼠先走，猫后走", 8.0, 6.0, &mut by_chars);
        assert!(got.starts_with('\n'), "{got:?}");
    }

    #[test]
    fn a_formula_keeps_its_spaces_unbreakable() {
        let nb = '\u{A0}';
        assert_eq!(
            keep_formulas("spent + dp[1][100] = 0 + 400 = 400"),
            format!("spent{nb}+{nb}dp[1][100] ={nb}0{nb}+{nb}400 ={nb}400")
        );
        assert_eq!(
            keep_formulas("已花费 + dp[1][100] = 0 + 400"),
            format!("已花费{nb}+{nb}dp[1][100] ={nb}0{nb}+{nb}400")
        );
        assert_eq!(
            keep_formulas("dp[i][i] = 0。"),
            format!("dp[i][i] ={nb}0。")
        );
        // prose is left alone
        for prose in [
            "How to edit (hover here)",
            "The first player wins by 7",
            "a - ",
        ] {
            assert_eq!(keep_formulas(prose), prose);
        }
        // the only place a formula breaks is before a relation
        let text = keep_formulas("Guaranteed: spent + dp[1][100] = 0 + 400 = 400");
        for b in break_points(&text) {
            let (row, next) = text.split_at(b);
            assert!(
                !row.trim_end().ends_with(['+', '=']) && !next.starts_with('+'),
                "{row:?} / {next:?}"
            );
        }
    }

    #[test]
    fn a_styled_text_keeps_its_styles_where_it_is_broken() {
        let mut job = egui::text::LayoutJob::default();
        let plain = egui::TextFormat::default();
        let strong = egui::TextFormat {
            color: egui::Color32::RED,
            ..Default::default()
        };
        job.append("老鼠 + 猫 ", 0.0, plain.clone());
        job.append("必胜", 0.0, strong);
        let shown = "老鼠\u{A0}+\u{A0}猫\n必胜".to_string();
        let done = with_text(&job, &shown).expect("a text of the job");
        assert_eq!(done.text, shown);
        let parts: Vec<&str> = done
            .sections
            .iter()
            .map(|s| &done.text[usize::from(s.byte_range.start)..usize::from(s.byte_range.end)])
            .collect();
        assert_eq!(parts, ["老鼠\u{A0}+\u{A0}猫\n", "必胜"]);
        assert_eq!(done.sections[1].format.color, egui::Color32::RED);
        // another text is refused
        assert!(with_text(&job, "别的").is_none());
    }

    #[test]
    fn english_and_newlines_pass_through() {
        assert!(!has_cjk("net = first - second"));
        assert_eq!(lines("数字\n步数", 10.0), ["数字", "步数"]);
    }
}
