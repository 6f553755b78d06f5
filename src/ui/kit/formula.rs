//! Formulas that break only where a reader expects a break.
//!
//! egui wraps a label at any space (and, as a last resort, anywhere), so a recurrence with its
//! real numbers in a narrow inspector broke inside `max(…)` between a term and its operator, or
//! put `- (-31)` at the start of a line where it read as a negative number. Here a formula is
//! cut into pieces at good places only, and the pieces are packed into lines that fit the width;
//! each line is one row of the label (the copied text is the formula with those line breaks).
//!
//! Good places, in a line of the formula (a `\n` in the formula always breaks):
//! - at the top level (outside brackets): before ` = `, and at a space between words that is
//!   not next to an operator (`+ - − × * / < > <= >= = ≠` stay with both their operands);
//!   after the CJK comma `，`;
//! - inside the first level of brackets (the arguments of `max(…)`, `min(…)`, `win(…)`): after
//!   `, `;
//! - never deeper, and never inside `[…]`.
//!
//! A continuation line is indented: under the first ` = ` of the line when it breaks at the top
//! level, after the opening bracket when it breaks between arguments (as long as half of the
//! width is left for the text).

use egui::{RichText, Ui};

/// One piece of a formula line: text that is never broken, and how a line that starts with it
/// is indented when it is a continuation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Piece {
    pub text: String,
    /// Indentation (in characters of the line) of a continuation line starting here.
    pub indent: usize,
}

/// Operators that stay with both their operands (no break on either side).
const OPERATORS: &[&str] = &[
    "+", "-", "−", "×", "*", "/", "<", ">", "<=", ">=", "≤", "≥", "=", "≠", "==", "!=",
];

fn is_open(c: char) -> bool {
    matches!(c, '(' | '[' | '{')
}

fn is_close(c: char) -> bool {
    matches!(c, ')' | ']' | '}')
}

/// The pieces of one line of a formula (no `\n` in it).
pub fn pieces(line: &str) -> Vec<Piece> {
    let chars: Vec<char> = line.chars().collect();
    // the column of the first top-level " = ", where continuation lines of the top level align
    let mut first_eq = None;
    {
        let mut depth = 0usize;
        for k in 0..chars.len() {
            let c = chars[k];
            if is_open(c) {
                depth += 1;
            } else if is_close(c) {
                depth = depth.saturating_sub(1);
            } else if depth == 0
                && c == '='
                && k > 0
                && chars[k - 1] == ' '
                && chars.get(k + 1) == Some(&' ')
            {
                first_eq = Some(k);
                break;
            }
        }
    }
    // the words around each space: the token before it and the token after it
    let token_before = |k: usize| -> String {
        let mut a = k;
        while a > 0 && chars[a - 1] != ' ' {
            a -= 1;
        }
        chars[a..k].iter().collect()
    };
    let token_after = |k: usize| -> String {
        let mut b = k + 1;
        while b < chars.len() && chars[b] != ' ' {
            b += 1;
        }
        chars[k + 1..b].iter().collect()
    };
    let mut out = Vec::new();
    let mut start = 0;
    let mut indent = 0;
    let mut depth = 0usize;
    // the column just after the innermost open bracket of the first level
    let mut arg_column = 0;
    for k in 0..chars.len() {
        let c = chars[k];
        let mut cut = None;
        if is_open(c) {
            depth += 1;
            if depth == 1 {
                arg_column = k + 1;
            }
        } else if is_close(c) {
            depth = depth.saturating_sub(1);
        } else if c == ' ' && k + 1 < chars.len() && chars[k + 1] != ' ' && k > 0 {
            let before = token_before(k);
            let after = token_after(k);
            if depth == 0 {
                let op_after = OPERATORS.contains(&after.as_str());
                let op_before = OPERATORS.contains(&before.as_str());
                if before.is_empty() {
                    // the indentation a line starts with
                } else if after == "=" || after == "≠" {
                    // before an equals sign: the next line starts with "= …"
                    cut = Some((k + 1, first_eq.unwrap_or(0)));
                } else if !op_after && !op_before {
                    cut = Some((k + 1, first_eq.map_or(0, |e| e + 2)));
                }
            } else if depth == 1 && before.ends_with(',') {
                cut = Some((k + 1, arg_column));
            }
        } else if c == '，' && depth == 0 && k + 1 < chars.len() {
            cut = Some((k + 1, first_eq.map_or(0, |e| e + 2)));
        }
        if let Some((at, next_indent)) = cut {
            out.push(Piece {
                text: chars[start..at].iter().collect(),
                indent,
            });
            start = at;
            indent = next_indent;
        }
    }
    if start < chars.len() || out.is_empty() {
        out.push(Piece {
            text: chars[start..].iter().collect(),
            indent,
        });
    }
    out
}

/// `piece` cut after each operator that stands between spaces (`a + b` into `a + ` and `b`),
/// never inside `[…]`: the places to break a piece that is wider than a whole line.
pub fn after_operators(piece: &str) -> Vec<String> {
    let chars: Vec<char> = piece.chars().collect();
    let mut out = Vec::new();
    let (mut start, mut square) = (0, 0usize);
    for k in 0..chars.len() {
        match chars[k] {
            '[' => square += 1,
            ']' => square = square.saturating_sub(1),
            ' ' if square == 0 && k > 0 && k + 1 < chars.len() && chars[k + 1] != ' ' => {
                let mut a = k;
                while a > 0 && chars[a - 1] != ' ' {
                    a -= 1;
                }
                let token: String = chars[a..k].iter().collect();
                if a > 0 && OPERATORS.contains(&token.as_str()) {
                    out.push(chars[start..=k].iter().collect());
                    start = k + 1;
                }
            }
            _ => {}
        }
    }
    out.push(chars[start..].iter().collect());
    out
}

/// The formula as the lines to show in `max_width`, where `width` measures a text. Each line of
/// the formula is packed greedily: a piece goes on the current line if it fits, else it starts
/// a continuation line, indented as its piece says as far as the piece still fits and the
/// indentation takes at most half of `max_width`. A piece wider than a whole line stays whole
/// on a line of its own (egui then wraps it as it would any text).
pub fn lay_out(text: &str, max_width: f32, width: &mut dyn FnMut(&str) -> f32) -> Vec<String> {
    let mut lines = Vec::new();
    for source in text.split('\n') {
        let mut line: Option<String> = None;
        // a piece wider than the whole width (the large text of presentation mode) is cut
        // further, after its operators
        let mut all = Vec::new();
        for piece in pieces(source) {
            if width(piece.text.trim()) <= max_width {
                all.push(piece);
                continue;
            }
            for (k, text) in after_operators(&piece.text).into_iter().enumerate() {
                let indent = if k == 0 {
                    piece.indent
                } else {
                    piece.indent + 2
                };
                all.push(Piece { text, indent });
            }
        }
        for (k, piece) in all.into_iter().enumerate() {
            if let Some(current) = &line {
                let candidate = format!("{current}{}", piece.text);
                if width(candidate.trim_end()) <= max_width {
                    line = Some(candidate);
                    continue;
                }
                lines.push(current.trim_end().to_string());
            }
            // a new line: the piece's indentation (for the first piece, the line's own), less
            // where it would push the piece past the width, and never more than half of it
            let text = piece.text.trim_start();
            let mut indent = if k == 0 {
                piece.text.len() - text.len()
            } else {
                piece.indent
            };
            while indent > 0
                && (width(&" ".repeat(indent)) > max_width / 2.0
                    || width(&format!("{}{}", " ".repeat(indent), text.trim_end())) > max_width)
            {
                indent -= 1;
            }
            line = Some(format!("{}{text}", " ".repeat(indent)));
        }
        lines.push(line.unwrap_or_default().trim_end().to_string());
    }
    lines
}

/// A monospace, selectable formula that breaks only at good places (see the module's notes).
pub fn formula(ui: &mut Ui, text: &str) {
    let font = egui::TextStyle::Monospace.resolve(ui.style());
    let max_width = ui.available_width().max(1.0);
    let lines = ui.ctx().fonts_mut(|f| {
        let mut measure = |s: &str| {
            f.layout_no_wrap(s.to_string(), font.clone(), egui::Color32::WHITE)
                .size()
                .x
        };
        lay_out(text, max_width, &mut measure)
    });
    let response =
        ui.add(egui::Label::new(RichText::new(lines.join("\n")).monospace()).selectable(true));
    // a screen reader (and a test) reads the formula as written, not as it was cut to fit
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, text));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Width in characters (what a monospace font measures, CJK counted twice).
    fn chars(s: &str) -> f32 {
        s.chars()
            .map(|c| if (c as u32) >= 0x2E80 { 2.0 } else { 1.0 })
            .sum()
    }

    fn texts(p: &[Piece]) -> Vec<&str> {
        p.iter().map(|p| p.text.as_str()).collect()
    }

    #[test]
    fn a_recurrence_with_numbers_breaks_between_arguments_and_before_equals() {
        let f = "dp[0][23] = max((-5) - dp[1][23], (-19) - dp[0][22])";
        assert_eq!(
            texts(&pieces(f)),
            [
                "dp[0][23] ",
                "= max((-5) - dp[1][23], ",
                "(-19) - dp[0][22])"
            ]
        );
        let p = pieces(f);
        assert_eq!(p[1].indent, 10, "continuations align under the first =");
        assert_eq!(p[2].indent, 16, "arguments align after max(");
    }

    #[test]
    fn nothing_breaks_inside_brackets_or_next_to_an_operator() {
        for f in [
            "dp[0][23].fir = max((-5) + dp[1][23].sec, (-19) + dp[0][22].sec)",
            "fir - sec = 305 - 293 = 12",
            "x >= 7",
            "dp[i][j] = k + max(dp[i][k-1], dp[k+1][j])",
        ] {
            for p in pieces(f) {
                let t = p.text.trim();
                assert!(
                    !t.starts_with(['-', '+', '−', '>', '<', ')', ']', ',']),
                    "{f:?}: a piece starts with an operator or a closer: {t:?}"
                );
                assert!(
                    !t.ends_with(['-', '+', '−', '>', '<', '(', '[']) || t.ends_with("max("),
                    "{f:?}: a piece ends with an operator: {t:?}"
                );
                // brackets never open in one piece and close in a later one at depth > 1
                let depth = t.chars().fold(0i32, |d, c| match c {
                    '(' | '[' => d + 1,
                    ')' | ']' => d - 1,
                    _ => d,
                });
                assert!(depth <= 1, "{f:?}: {t:?} leaves {depth} brackets open");
            }
            // the pieces are the formula
            assert_eq!(texts(&pieces(f)).concat(), f);
        }
    }

    #[test]
    fn lines_fit_and_are_the_formula_again() {
        let f = "dp[0][23].fir = max((-5) + dp[1][23].sec, (-19) + dp[0][22].sec)\n              = max((-5) + 300, (-19) + 324) = 305";
        for width in [24.0, 30.0, 40.0, 60.0, 200.0] {
            let lines = lay_out(f, width, &mut chars);
            for l in &lines {
                // a piece wider than the line is the only excuse
                let longest_piece = pieces(l.trim())
                    .iter()
                    .map(|p| chars(p.text.trim()))
                    .fold(0.0, f32::max);
                assert!(
                    chars(l) <= width || chars(l.trim()) <= longest_piece + 16.0,
                    "width {width}: {l:?}"
                );
                assert!(!l.trim_start().starts_with(['-', '+', ')', ',']), "{l:?}");
            }
            let words = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
            assert_eq!(words(&lines.join(" ")), words(f), "width {width}");
        }
        // wide enough: the formula as written
        assert_eq!(lay_out(f, 200.0, &mut chars).join("\n"), f);
    }

    #[test]
    fn a_piece_wider_than_the_line_breaks_after_its_operators() {
        assert_eq!(
            after_operators("= max((-5) + dp[1][23].sec, "),
            // (an operator the piece starts with stays with what follows it)
            ["= max((-5) + ", "dp[1][23].sec, "]
        );
        assert_eq!(after_operators("dp[i + 1][j]"), ["dp[i + 1][j]"]);
        let f = "dp[0][23].fir = max((-5) + dp[1][23].sec, (-19) + dp[0][22].sec)";
        let lines = lay_out(f, 16.0, &mut chars);
        for l in &lines {
            assert!(chars(l) <= 16.0, "{l:?} in {lines:?}");
            assert!(!l.trim_start().starts_with(['+', '-', ')']), "{l:?}");
        }
        assert!(
            lines.iter().any(|l| l.trim() == "dp[1][23].sec,"),
            "{lines:?}"
        );
    }

    #[test]
    fn chinese_prose_in_a_formula_breaks_at_its_comma_and_spaces() {
        let f = "win({1, 3}) = 存在未用的 x，使 x >= 7 或 not win({1, 3} + x)";
        let lines = lay_out(f, 26.0, &mut chars);
        assert!(lines.len() > 1, "{lines:?}");
        for l in &lines {
            assert!(chars(l) <= 26.0, "{l:?} in {lines:?}");
            assert!(
                !l.contains("x >=\n") && !l.trim_start().starts_with(">="),
                "{l:?}"
            );
        }
        assert!(lines.iter().any(|l| l.contains("x >= 7")), "{lines:?}");
    }

    #[test]
    fn in_a_narrow_panel_every_line_is_one_row_of_the_label() {
        let f = "dp[0][23].fir = max((-5) + dp[1][23].sec, (-19) + dp[0][22].sec)\n              = max((-5) + 300, (-19) + 324) = 305";
        let ctx = egui::Context::default();
        let mut rows = Vec::new();
        // (at 180 px a piece such as "= max((-5) + dp[1][23].sec," is wider than the panel:
        // egui wraps that one line as it would any text)
        for width in [260.0, 330.0, 480.0] {
            let input = egui::RawInput {
                screen_rect: Some(egui::Rect::from_min_size(
                    egui::Pos2::ZERO,
                    egui::vec2(width, 600.0),
                )),
                ..Default::default()
            };
            let mut out = ctx.run_ui(input, |ui| formula(ui, f));
            out.textures_delta.clear();
            let galleys: Vec<_> = out
                .shapes
                .iter()
                .filter_map(|c| match &c.shape {
                    egui::Shape::Text(t) => Some(t.galley.clone()),
                    _ => None,
                })
                .collect();
            assert_eq!(galleys.len(), 1, "one label");
            let g = &galleys[0];
            let lines = g.text().split('\n').count();
            // egui wrapped nothing of its own: each line of the text is one row
            assert_eq!(g.rows.len(), lines, "width {width}: {:?}", g.text());
            assert!(g.size().x <= width, "width {width}: {}", g.size().x);
            rows.push(lines);
        }
        assert!(rows[0] > rows[2], "narrower takes more lines: {rows:?}");
    }

    proptest::proptest! {
        /// Any text: no panic, nothing lost or added but white space, no fewer lines than the
        /// text has.
        #[test]
        fn any_text_is_laid_out_without_loss(
            text in "[a-z0-9 ()\\[\\],=+\\-<>，存在\n\u{3000}]{0,80}",
            width in 1.0f32..60.0,
        ) {
            let lines = lay_out(&text, width, &mut chars);
            // (a break after "，" adds a line break where the text has no space)
            let ink = |s: &str| s.chars().filter(|c| !c.is_whitespace()).collect::<String>();
            proptest::prop_assert_eq!(ink(&lines.join("\n")), ink(&text));
            proptest::prop_assert_eq!(lines.len() >= text.split('\n').count(), true);
        }
    }
}
