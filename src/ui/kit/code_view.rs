//! The Code pane's widget: a listing in monospace with line numbers, the lines whose marks meet
//! the focus highlighted (a band behind them and a marker in the gutter), the focus's caption
//! above, a choice of the game's languages and a Copy button. It knows listings and focuses
//! ([`crate::code`]) and no tab: the tab gives it what to show.
//!
//! A listing is split into lines once (when it or its language changes), not every frame, and
//! only the rows in view are painted. A long line wraps at the pane's edge with a hanging
//! indent (it is never cut off or scrolled sideways); the line numbers stay in view beside their
//! lines. When the focus changes the listing scrolls its first highlighted line into view, once:
//! the user may scroll away until the focus changes again.
//! Every line is also an accessibility node, "Line 12, highlighted: …" (screen readers, tests).
//! The comments are shown in the interface language ([`Listings::lines`]), and Copy copies
//! the listing as shown.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{Align, Layout, Rect, RichText, Sense, Shape, Stroke, Ui, pos2, vec2};

use crate::code::{self, Focus, Lang, Line, Listings};
use crate::i18n::code::tr;
use crate::i18n::{Language, fill};
use crate::ui::kit::{theme, widgets};

/// What the user did in the pane in one frame.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CodeResponse {
    /// The close button was pressed.
    pub close: bool,
    /// Another language was chosen (the caller's `lang` holds it now).
    pub lang_changed: bool,
    /// The listing was put on the clipboard: its language and how many lines it has.
    pub copied: Option<(Lang, usize)>,
}

/// A listing split into lines, its comments in an interface language.
struct Parsed {
    source: &'static str,
    lang: Lang,
    language: Language,
    lines: Vec<Line<'static>>,
}

/// The Code pane's state: the listing's lines (split once), and what was highlighted and
/// scrolled to.
#[derive(Default)]
pub struct CodeView {
    parsed: Option<Parsed>,
    /// The language and focus the listing last scrolled for.
    scrolled_for: Option<(Lang, Focus)>,
    /// The lines highlighted in the last frame, counted from 1.
    pub highlighted: Vec<usize>,
    /// The language of the listing shown in the last frame.
    pub shown: Option<Lang>,
}

impl CodeView {
    /// The language shown for the user's choice `chosen`: that one if the game has a listing in
    /// it, else the game's first language (the choice itself is kept for the other games).
    pub fn shown_lang(listings: &Listings, chosen: Lang) -> Lang {
        if listings.get(chosen).is_some() {
            chosen
        } else {
            listings.langs().first().copied().unwrap_or(Lang::Python)
        }
    }

    /// The lines (counted from 1) that `focus` highlights among `lines`: those carrying one of
    /// its marks.
    pub fn marked(lines: &[Line], focus: &Focus) -> Vec<usize> {
        lines
            .iter()
            .enumerate()
            .filter(|(_, l)| l.marks.iter().any(|m| focus.marks.contains(m)))
            .map(|(k, _)| k + 1)
            .collect()
    }

    /// Split the listing in `lang` into lines as `language` shows them, unless it is split
    /// already.
    fn parse(&mut self, listings: &Listings, lang: Lang, language: Language) {
        let Some(source) = listings.get(lang) else {
            return;
        };
        let fresh = self.parsed.as_ref().is_some_and(|p| {
            p.lang == lang && p.language == language && std::ptr::eq(p.source, source)
        });
        if !fresh {
            self.parsed = Some(Parsed {
                source,
                lang,
                language,
                lines: code::localized_lines(source, lang, language, listings.zh_comments),
            });
        }
    }

    /// Draw the pane: its header (title, Copy and the close button, `close_tip` on hover), the
    /// language choice, `note` if any, the focus's caption and the listing. `lang` is the
    /// user's choice of language; the pane changes it when another is picked.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        listings: &Listings,
        lang: &mut Lang,
        focus: &Focus,
        close_tip: &str,
        note: Option<&str>,
    ) -> CodeResponse {
        let t = tr();
        let language = crate::i18n::language();
        let mut out = CodeResponse::default();
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
        let shown = Self::shown_lang(listings, *lang);
        ui.horizontal(|ui| {
            widgets::heading(ui, t.title);
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                if ui.button("✕").on_hover_text(close_tip).clicked() {
                    out.close = true;
                }
                if ui.button(t.copy).on_hover_text(t.copy_tip).clicked()
                    && let Some(lines) = listings.lines(shown, language)
                {
                    // as shown: the comments in the interface language
                    let text = code::joined(&lines);
                    let lines = text.lines().count();
                    ui.ctx().copy_text(text);
                    out.copied = Some((shown, lines));
                }
            });
        });
        ui.horizontal_wrapped(|ui| {
            for l in listings.langs() {
                if ui.selectable_label(shown == l, l.label()).clicked() && *lang != l {
                    *lang = l;
                    out.lang_changed = true;
                }
            }
        });
        let shown = Self::shown_lang(listings, *lang);
        if shown != *lang {
            ui.label_cjk(RichText::new(fill(t.only_in, &[("lang", &shown.label())])).small());
        }
        if let Some(note) = note {
            ui.label_cjk(RichText::new(note).small());
        }
        if !focus.caption.is_empty() {
            ui.label_cjk(RichText::new(&focus.caption).strong());
        }
        ui.separator();
        if listings.get(shown).is_none() {
            return out;
        }
        self.parse(listings, shown, language);
        let key = (shown, focus.clone());
        let Some(parsed) = self.parsed.as_ref() else {
            return out;
        };
        let highlighted = Self::marked(&parsed.lines, focus);
        let scroll_to = (self.scrolled_for.as_ref() != Some(&key))
            .then(|| highlighted.first().copied())
            .flatten();
        listing_ui(ui, &parsed.lines, shown, &highlighted, scroll_to);
        self.scrolled_for = Some(key);
        self.highlighted = highlighted;
        self.shown = Some(shown);
        out
    }
}

/// The listing itself in a scroll area: rows of text, a gutter with the line numbers that stays
/// at the left edge of the view, highlighted rows with a band and a marker. `scroll_to`: bring
/// this line (counted from 1) into view.
fn listing_ui(
    ui: &mut Ui,
    lines: &[Line],
    lang: Lang,
    highlighted: &[usize],
    scroll_to: Option<usize>,
) {
    let t = tr();
    let visuals = ui.visuals().clone();
    let mut font = egui::TextStyle::Monospace.resolve(ui.style());
    let present = theme::presentation(ui.ctx());
    if present {
        // the smallest size a projector allows: as much of each line as it can show
        font.size = theme::PRESENT_MIN_TEXT;
    }
    let text_colour = theme::code_text(&visuals);
    let comment_colour = theme::code_comment(&visuals);
    let number_colour = visuals.weak_text_color();
    let band = theme::code_band(&visuals);
    let marker = theme::code_marker(&visuals);
    let digit = ui
        .painter()
        .layout_no_wrap("0".into(), font.clone(), text_colour);
    let char_w = digit.size().x.max(1.0);
    let text_h = digit.size().y.max(1.0);
    let row_h = (text_h * 1.25).round();
    let digits = lines.len().max(1).to_string().len();
    let marker_w = (row_h * 0.7).round();
    let gutter = marker_w + char_w * (digits as f32 + 1.5);
    let comment = lang.comment();
    // a long line wraps at the pane's edge with a hanging indent (a line cut off, or scrolled
    // sideways, is lost: at 1024 wide students read half lines, issue 23)
    let scroll_bar = ui.spacing().scroll.bar_width + ui.spacing().scroll.bar_outer_margin;
    let wrap = (ui.available_width() - gutter - char_w - scroll_bar).max(char_w * 12.0);
    let galleys: Vec<_> = lines
        .iter()
        .map(|l| {
            let colour = if l.text.trim_start().starts_with(comment) {
                comment_colour
            } else {
                text_colour
            };
            let lay = |text: String, w: f32| ui.painter().layout(text, font.clone(), colour, w);
            hanging(&l.text, wrap, char_w, &lay)
        })
        .collect();
    // each row's top (a wrapped line is as many rows high as it has pieces), and the end
    let mut tops = Vec::with_capacity(galleys.len() + 1);
    let mut y = 0.0;
    for pieces in &galleys {
        tops.push(y);
        let h = pieces
            .iter()
            .map(|(_, dy, g)| dy + g.size().y)
            .fold(0.0, f32::max);
        y += row_h.max(h + row_h - text_h).round();
    }
    tops.push(y);
    let lit = |k: usize| highlighted.binary_search(&(k + 1)).is_ok();
    egui::ScrollArea::vertical()
        .id_salt("code_listing")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let width = ui.available_width();
            // (half a row to spare below the last line)
            let height = tops[lines.len()] + row_h * 0.5;
            let (rect, _) = ui.allocate_exact_size(vec2(width, height), Sense::hover());
            let clip = ui.clip_rect();
            let row = |k: usize| {
                Rect::from_min_size(
                    pos2(rect.left(), rect.top() + tops[k]),
                    vec2(width, tops[k + 1] - tops[k]),
                )
            };
            // the rows that reach into the view
            let first = tops[..lines.len()]
                .partition_point(|&t| rect.top() + t <= clip.top())
                .saturating_sub(1);
            let last = tops[..lines.len()].partition_point(|&t| rect.top() + t < clip.bottom());
            let painter = ui.painter();
            let across = rect.left().min(clip.left())..=rect.right().max(clip.right());
            for (k, pieces) in galleys.iter().enumerate().take(last).skip(first) {
                let r = row(k);
                if lit(k) {
                    painter.rect_filled(
                        Rect::from_x_y_ranges(across.clone(), r.y_range()),
                        0.0,
                        band,
                    );
                }
                let y = r.top() + (row_h - text_h) / 2.0;
                for (dx, dy, galley) in pieces {
                    let at = pos2(rect.left() + gutter + dx, y + dy);
                    painter.galley(at, galley.clone(), text_colour);
                }
            }
            // the gutter stays at the view's left edge, over text scrolled under it
            let gx = clip.left().max(rect.left());
            let top = clip.top().max(rect.top());
            let bottom = clip.bottom().min(rect.bottom());
            if bottom > top {
                painter.rect_filled(
                    Rect::from_min_max(pos2(gx, top), pos2(gx + gutter - 0.5 * char_w, bottom)),
                    0.0,
                    visuals.panel_fill,
                );
            }
            for k in first..last {
                let r = row(k);
                let y = r.top() + (row_h - text_h) / 2.0;
                let colour = if lit(k) {
                    let strip = Rect::from_x_y_ranges(gx..=gx + gutter, r.y_range());
                    painter.rect_filled(strip, 0.0, band);
                    let (cy, s) = (r.top() + row_h / 2.0, marker_w * 0.3);
                    let x0 = gx + marker_w * 0.2;
                    painter.add(Shape::convex_polygon(
                        vec![pos2(x0, cy - s), pos2(x0 + 1.6 * s, cy), pos2(x0, cy + s)],
                        marker,
                        Stroke::NONE,
                    ));
                    marker
                } else {
                    number_colour
                };
                let number = painter.layout_no_wrap(
                    format!("{:>w$}", k + 1, w = digits),
                    font.clone(),
                    colour,
                );
                painter.galley(pos2(gx + marker_w, y), number, colour);
            }
            // every line is an accessibility node with its number and text
            for (k, line) in lines.iter().enumerate() {
                let id = ui.scope_id().with(("code_line", k));
                let response = ui.interact(row(k), id, Sense::hover());
                let template = if lit(k) { t.line_highlighted } else { t.line };
                response.widget_info(|| {
                    let label = fill(template, &[("n", &(k + 1)), ("text", &line.text)]);
                    egui::WidgetInfo::labeled(egui::Role::Label, true, label)
                });
            }
            // when the focus changes: the listing from its top if the highlighted lines (the
            // first to the last) show whole there; else those lines whole in the middle of
            // the view (or the first at the top when they are taller than the view). Never a
            // top cut off for a highlight that fits under it, never a highlight cut in half.
            if let Some(n) = scroll_to.filter(|&n| n >= 1 && n <= lines.len()) {
                let first = row(n - 1);
                let last = highlighted.last().map_or(first, |&m| row(m.max(n) - 1));
                let span = first.union(last);
                let (target, align) = if span.bottom() - rect.top() <= clip.height() {
                    (Rect::from_min_size(rect.min, vec2(gutter, 1.0)), Align::Min)
                } else if span.height() <= clip.height() {
                    (span, Align::Center)
                } else {
                    (first, Align::Min)
                };
                let target =
                    Rect::from_x_y_ranges(rect.left()..=rect.left() + gutter, target.y_range());
                let in_place = match align {
                    Align::Min => (clip.top() - target.top()).abs() < 0.5,
                    _ => clip.top() <= span.top() + 0.5 && span.bottom() <= clip.bottom() + 0.5,
                };
                if !in_place || clip.left() > rect.left() + 0.5 {
                    // at once: a listing still gliding would show other lines than the
                    // highlighted ones for a moment (and in a screenshot)
                    ui.scroll_to_rect_animation(
                        target,
                        Some(align),
                        egui::style::ScrollAnimation::none(),
                    );
                }
            }
        });
}

/// A line of code wrapped at `width` with a hanging indent: the first row as far as it fits,
/// the rest laid out narrower and indented past the line's own indentation (by four more
/// characters), so a wrapped Python line keeps its block's indentation. In a narrow pane the
/// hanging indent shrinks to a third of the width at most, so each row holds real text (the
/// Code pane at 1024 wide cut a long line into many short pieces); a line indented so deeply
/// that its first row would hold only spaces starts at that third instead (an empty first row
/// showed). Each piece is its x and y offset and its galley; `lay` lays text out at a width.
fn hanging(
    text: &str,
    width: f32,
    char_w: f32,
    lay: &dyn Fn(String, f32) -> std::sync::Arc<egui::Galley>,
) -> Vec<(f32, f32, std::sync::Arc<egui::Galley>)> {
    let whole = lay(text.to_string(), width);
    if whole.rows.len() <= 1 {
        return vec![(0.0, 0.0, whole)];
    }
    let indent: usize = text
        .chars()
        .take_while(|c| c.is_whitespace())
        .map(|c| if c == '\t' { 4 } else { 1 })
        .sum();
    // the most any row is indented: two thirds of the width stay for the text
    let cap = width / 3.0;
    let first_chars = whole.rows[0].glyphs.len().max(1);
    let first: String = text.chars().take(first_chars).collect();
    if first.trim().is_empty() && indent > 0 {
        // the indentation fills the first row: the line starts at most a third in
        let x0 = (indent as f32 * char_w).min(cap);
        return hanging(text.trim_start(), width - x0, char_w, lay)
            .into_iter()
            .map(|(x, y, g)| (x + x0, y, g))
            .collect();
    }
    // the indent of the rows after the first
    let hang = ((indent + 4) as f32 * char_w).min(cap);
    let rest: String = text.chars().skip(first_chars).collect();
    let head = lay(first.trim_end().to_string(), f32::INFINITY);
    let tail = lay(rest.trim_start().to_string(), width - hang);
    let dy = head.size().y;
    vec![(0.0, 0.0, head), (hang, dy, tail)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lines_with_the_focus_marks_are_highlighted() {
        let source = "a = 1  # @base\nb = 2\nc = 3  # @cell @take_left\nd = 4  # @cell\n";
        let lines = code::lines(source, Lang::Python);
        let focus = Focus::new(&["cell"], "");
        assert_eq!(CodeView::marked(&lines, &focus), vec![3, 4]);
        let focus = Focus::new(&["base", "take_left"], "");
        assert_eq!(CodeView::marked(&lines, &focus), vec![1, 3]);
        assert!(CodeView::marked(&lines, &Focus::default()).is_empty());
    }

    /// Issue 24: a wrapped line's later rows keep its indentation and hang past it.
    #[test]
    fn a_wrapped_line_keeps_its_indentation() {
        let ctx = egui::Context::default();
        let mut pieces = Vec::new();
        let _ = ctx.run_ui(egui::RawInput::default(), |ui| {
            let font = egui::FontId::monospace(14.0);
            let char_w = ui
                .painter()
                .layout_no_wrap("0".into(), font.clone(), egui::Color32::BLACK)
                .size()
                .x;
            let lay = |t: String, w: f32| {
                ui.painter()
                    .layout(t, font.clone(), egui::Color32::BLACK, w)
            };
            let line = "        return max(piles[i] - dp(i + 1, j), piles[j] - dp(i, j - 1))";
            pieces = hanging(line, char_w * 30.0, char_w, &lay)
                .into_iter()
                .map(|(dx, dy, g)| (dx / char_w, dy, g.text().to_string(), g.rows.len()))
                .collect::<Vec<_>>();
            let short = hanging("    x = 1", char_w * 30.0, char_w, &lay);
            assert_eq!(short.len(), 1);
            assert_eq!(short[0].0, 0.0);
        });
        assert_eq!(pieces.len(), 2, "{pieces:?}");
        assert!(pieces[0].2.starts_with("        return"), "{pieces:?}");
        // the rest: indented past the line's 8 spaces, below the first row; 8 + 4 would be
        // 12 of 30 characters, more than the third a narrow pane gives the indent (q22)
        assert!((pieces[1].0 - 10.0).abs() < 0.01, "{pieces:?}");
        assert!(pieces[1].1 > 0.0);
        assert!(!pieces[1].2.starts_with(' '), "{pieces:?}");
        let joined = format!("{} {}", pieces[0].2, pieces[1].2);
        assert!(joined.contains("piles[j] - dp(i, j - 1))"), "{joined}");
    }

    /// Issue 23 (q22): in a narrow pane the hanging indent is at most a third of the width, so
    /// the rows after the first hold real text; a line whose indentation fills the first row
    /// shows no empty first row.
    #[test]
    fn a_narrow_pane_shrinks_the_hanging_indent() {
        let ctx = egui::Context::default();
        let mut narrow = Vec::new();
        let mut deep = Vec::new();
        let _ = ctx.run_ui(egui::RawInput::default(), |ui| {
            let font = egui::FontId::monospace(14.0);
            let char_w = ui
                .painter()
                .layout_no_wrap("0".into(), font.clone(), egui::Color32::BLACK)
                .size()
                .x;
            let lay = |t: String, w: f32| {
                ui.painter()
                    .layout(t, font.clone(), egui::Color32::BLACK, w)
            };
            let line =
                "            best = max(best, piles[i] - dp(i + 1, j), piles[j] - dp(i, j - 1))";
            narrow = hanging(line, char_w * 36.0, char_w, &lay)
                .into_iter()
                .map(|(dx, dy, g)| (dx / char_w, dy, g.text().to_string(), g.rows.len()))
                .collect::<Vec<_>>();
            let deep_line = format!("{}x = f(a, b)", " ".repeat(40));
            deep = hanging(&deep_line, char_w * 30.0, char_w, &lay)
                .into_iter()
                .map(|(dx, dy, g)| (dx / char_w, dy, g.text().to_string(), g.rows.len()))
                .collect::<Vec<_>>();
        });
        // 12 spaces + 4 would hang at 16 of 36 characters: a third is 12
        assert!(narrow.len() == 2, "{narrow:?}");
        assert!(narrow[1].0 <= 12.0 + 0.01, "{narrow:?}");
        assert!(narrow[1].3 <= 3, "the rest in few rows: {narrow:?}");
        // the first piece has text, and starts at most a third in
        assert!(!deep[0].2.trim().is_empty(), "{deep:?}");
        assert!(deep[0].0 <= 10.0 + 0.01, "{deep:?}");
        assert!(deep.iter().any(|p| p.2.contains("x = f(a, b)")), "{deep:?}");
    }

    #[test]
    fn a_language_the_game_lacks_shows_its_first() {
        let listings = Listings {
            python: "x = 1\n",
            cpp: None,
            java: Some("int x;\n"),
            zh_comments: &[],
        };
        assert_eq!(CodeView::shown_lang(&listings, Lang::Cpp), Lang::Python);
        assert_eq!(CodeView::shown_lang(&listings, Lang::Java), Lang::Java);
    }
}
