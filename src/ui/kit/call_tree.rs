//! The call-tree view of a memoised recursion: the tree grows call by call (a Stepper drives
//! it), cache hits are marked, and beside it the table (the memo) lights up as entries are
//! written; above, the counts of calls with and without the memo. It draws a
//! [`CallTrace`] a game computed; it knows no game.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use std::collections::HashMap;

use egui::{Color32, FontId, RichText, Sense, Stroke, Ui};

use crate::games::calls::{CallCount, CallEvent, CallTrace};
use crate::i18n::calls::tr as calls_tr;
use crate::i18n::fill;
use crate::ui::kit::interval_grid::{GridCell, interval_grid};
use crate::ui::kit::stepper::Stepper;
use crate::ui::kit::{palette, theme, widgets};

/// A call that has started and not returned.
pub const OPEN: Color32 = Color32::from_rgb(225, 150, 40);
/// A call that returned (and wrote its memo entry).
pub const RETURNED: Color32 = palette::WIN_A;
/// A cache hit.
pub const HIT: Color32 = Color32::from_rgb(170, 110, 230);

/// The counts shown above the tree.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Counts {
    pub memo_calls: u128,
    pub memo_entries: u128,
    pub plain_calls: CallCount,
}

/// What the view shows besides the trace: texts of the game and the table's indices.
pub struct Frame<'a> {
    pub intro: &'a str,
    pub growth: &'a str,
    /// A note under the table (or `None`).
    pub note: Option<&'a str>,
    /// Why there is no tree (too large), when there is none.
    pub too_big: Option<String>,
    pub counts: Counts,
    /// The table's first index and number of rows.
    pub first: usize,
    pub n: usize,
}

/// A count with thousands separators, or "about m × 10ᵉ" (superscript digits, as on a slide).
pub fn format_count(c: CallCount) -> String {
    match c {
        CallCount::Exact(v) if v < 10u128.pow(18) => group(v),
        CallCount::Exact(v) => about((v as f64).log10()),
        CallCount::About { log10 } => about(log10),
    }
}

/// "about m × 10ᵉ" for `10^log10`, with `m` to one decimal (1.0 ≤ m < 10).
fn about(log10: f64) -> String {
    let mut e = log10.floor();
    let mut m = (10f64.powf(log10 - e) * 10.0).round() / 10.0;
    if m >= 10.0 {
        m /= 10.0;
        e += 1.0;
    }
    const SUP: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    let sup: String = format!("{e:.0}")
        .chars()
        .map(|c| c.to_digit(10).map_or(c, |d| SUP[d as usize]))
        .collect();
    fill(calls_tr().about, &[("m", &format!("{m:.1}")), ("e", &sup)])
}

/// `v` with a comma every three digits.
pub fn group(v: u128) -> String {
    let s = v.to_string();
    let mut out = String::with_capacity(s.len() + s.len() / 3);
    for (k, ch) in s.chars().enumerate() {
        if k > 0 && (s.len() - k).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// `(i, j)`.
fn interval(iv: (usize, usize)) -> String {
    format!("({}, {})", iv.0, iv.1)
}

/// State of a call-tree view.
#[derive(Debug, Clone)]
pub struct CallTreeView {
    /// Events done, and playback.
    pub stepper: Stepper,
    /// The interval whose calls are marked (a lesson or a click on the table selects it).
    pub selected: Option<(usize, usize)>,
    trace: Option<CallTrace>,
    built_for: Option<u64>,
    /// The step the tree was last scrolled to.
    scrolled_to: Option<usize>,
}

impl Default for CallTreeView {
    fn default() -> Self {
        CallTreeView {
            stepper: Stepper::new(3.0),
            selected: None,
            trace: None,
            built_for: None,
            scrolled_to: None,
        }
    }
}

impl CallTreeView {
    /// The trace shown (after the view has been drawn once for a result).
    pub fn trace(&self) -> Option<&CallTrace> {
        self.trace.as_ref()
    }

    /// Record the trace for result `key` with `make` unless it is the one already kept. The
    /// traces are capped in size (a few hundred calls), so this costs microseconds, once a result.
    pub fn ensure(&mut self, key: u64, make: impl FnOnce() -> Option<CallTrace>) {
        if self.built_for != Some(key) {
            self.trace = make();
            self.built_for = Some(key);
            let total = self.trace.as_ref().map_or(0, |t| t.events.len());
            self.stepper.step = self.stepper.step.min(total);
            self.scrolled_to = None;
        }
    }

    /// Draw the view. In presentation mode the explanations are told on hover of the counts
    /// (and of the memo), so that the tree and the memo take the room.
    pub fn ui(&mut self, ui: &mut Ui, frame: &Frame) {
        let t = calls_tr();
        let present = theme::presentation(ui.ctx());
        if !present {
            ui.label_cjk(RichText::new(frame.intro).small());
        }
        // on a projector the step buttons come first, in a row of their own: nothing above
        // them changes height (the counts wrap at 1024 points in one language, not the other)
        let c = frame.counts;
        let counts = RichText::new(fill(
            t.counts,
            &[
                ("memo", &group(c.memo_calls)),
                ("entries", &group(c.memo_entries)),
                ("hits", &group(c.memo_calls - c.memo_entries)),
                ("plain", &format_count(c.plain_calls)),
            ],
        ))
        .strong();
        // on a projector the step buttons come first, at the start of the counts' row: what
        // wraps after them (the counts at 1024 points in one language, not the other) never
        // moves them
        let counts = match &self.trace {
            Some(trace) if present => {
                let total = trace.events.len();
                ui.horizontal_wrapped(|ui| {
                    self.stepper.controls(ui, total, None);
                    ui.label_cjk(counts)
                })
                .inner
            }
            _ => ui.label_cjk(counts),
        };
        if present {
            counts.on_hover_ui(|ui| {
                ui.label_cjk(frame.intro);
                ui.label_cjk(frame.growth);
                if let Some(why) = &frame.too_big {
                    ui.label_cjk(why);
                }
            });
        } else {
            ui.label_cjk(RichText::new(frame.growth).small());
        }
        let Some(trace) = self.trace.take() else {
            if let Some(why) = &frame.too_big {
                ui.add_space(8.0);
                ui.label_cjk(RichText::new(why).italics());
            }
            return;
        };
        // a tree of part of the game (its first piles): said above it (on a projector on
        // hover of the counts, and the tree's heading names its root)
        if let Some(why) = frame.too_big.as_ref().filter(|_| !present) {
            ui.label_cjk(RichText::new(why).small());
        }
        let total = trace.events.len();
        let step = if present {
            // on a projector the buttons (no sliders: the room goes to the tree) are above,
            // the step's line under them
            self.stepper.tick(ui, total);
            let step = self.stepper.step.min(total);
            ui.horizontal_wrapped(|ui| self.event_line(ui, &trace, step));
            step
        } else {
            ui.horizontal_wrapped(|ui| {
                self.stepper
                    .controls(ui, total, Some((0.5..=30.0, calls_tr().speed)));
            });
            self.stepper.tick(ui, total);
            let step = self.stepper.step.min(total);
            self.event_line(ui, &trace, step);
            step
        };
        if !present {
            ui.separator();
        }
        let scale = theme::scale(ui.ctx());
        let grid_w = if present {
            // the memo as tall as the room below its heading (the key is above both)
            ui.available_width() * 0.45
        } else {
            (ui.available_width() * 0.42).min(40.0 * scale * (frame.n as f32 + 1.0))
        };
        if present {
            // the tree's heading and the key of both (the tree's rows take the memo's
            // colours) in one row above them
            ui.horizontal_wrapped(|ui| {
                let heading = match (&frame.too_big, trace.nodes.first()) {
                    (Some(_), Some(root)) => fill(t.tree_of, &[("iv", &interval(root.interval))]),
                    _ => t.tree.to_string(),
                };
                ui.label_cjk(RichText::new(heading).strong());
                ui.add_space(12.0);
                for (color, text) in [
                    (OPEN, t.legend_open),
                    (RETURNED, t.legend_written),
                    (HIT, t.legend_hit),
                ] {
                    widgets::legend_item(ui, color, text);
                }
            });
        }
        let grid_w = if present {
            grid_w.min(ui.available_height() - 24.0 * scale).max(120.0)
        } else {
            grid_w
        };
        ui.horizontal_top(|ui| {
            let tree_w = (ui.available_width() - grid_w - 12.0).max(120.0);
            ui.vertical(|ui| {
                ui.set_width(tree_w);
                if !present {
                    ui.label_cjk(RichText::new(t.tree).strong());
                }
                self.tree(ui, &trace, step);
            });
            let column_h = ui.available_height();
            let column_w = ui.available_width();
            ui.vertical(|ui| {
                ui.set_max_width(column_w);
                if present {
                    ui.label_cjk(RichText::new(t.memo_short).strong())
                        .on_hover_text(t.memo_table);
                    let grid_w = grid_w.min(column_w);
                    self.table(ui, &trace, step, frame, grid_w, true);
                    return;
                }
                // (ending on a whole row: lesson 4 at 1024 × 768 cut "Click a cell…" in half)
                let scroll = egui::ScrollArea::vertical()
                    .id_salt("memo_column")
                    .max_height(column_h)
                    .max_width(column_w);
                crate::ui::kit::whole_rows::show(scroll, ui, |ui| {
                    ui.label_cjk(RichText::new(t.memo_table).strong());
                    // the table and its legend fit the height left, not only the width
                    let grid_w = grid_w.min((column_h - 110.0 * theme::scale(ui.ctx())).max(120.0));
                    self.table(ui, &trace, step, frame, grid_w, false);
                    for (color, text) in [
                        (OPEN, t.legend_open),
                        (RETURNED, t.legend_written),
                        (HIT, t.legend_hit),
                    ] {
                        ui.horizontal_wrapped(|ui| widgets::legend_item(ui, color, text));
                    }
                    if let Some(note) = frame.note {
                        ui.label_cjk(RichText::new(note).small().weak());
                    }
                    ui.label_cjk(self.selected_text(&trace));
                });
            });
        });
        self.trace = Some(trace);
    }

    /// What a click on the memo did: the calls of the interval selected, or how to select one.
    fn selected_text(&self, trace: &CallTrace) -> RichText {
        let t = calls_tr();
        match self.selected {
            Some(iv) => {
                let of: Vec<_> = trace.nodes.iter().filter(|n| n.interval == iv).collect();
                let hits = of.iter().filter(|n| n.hit).count();
                RichText::new(fill(
                    t.selected,
                    &[("iv", &interval(iv)), ("count", &of.len()), ("hits", &hits)],
                ))
                .small()
            }
            None => RichText::new(t.click_cell).small().weak(),
        }
    }

    fn event_line(&self, ui: &mut Ui, trace: &CallTrace, step: usize) {
        let t = calls_tr();
        let Some(event) = step.checked_sub(1).map(|k| trace.events[k]) else {
            ui.label_cjk(t.start);
            return;
        };
        let node = &trace.nodes[event.node()];
        let iv = interval(node.interval);
        let (template, color) = match event {
            CallEvent::Call(_) if node.exit == node.enter + 1 => (t.event_base, OPEN),
            CallEvent::Call(_) => (t.event_call, OPEN),
            CallEvent::Return(_) => (t.event_return, RETURNED),
            CallEvent::Hit(_) => (t.event_hit, HIT),
        };
        ui.label_cjk(
            RichText::new(fill(
                template,
                &[("k", &step), ("iv", &iv), ("v", &node.value)],
            ))
            // (darkened on a light panel: the orange is pale on the projector's white)
            .color(theme::text_colour(ui.visuals(), color))
            .strong(),
        );
        let visible = trace.visible(step);
        let hits = trace.nodes[..visible].iter().filter(|n| n.hit).count();
        let written = trace.nodes[..visible]
            .iter()
            .filter(|n| !n.hit && n.exit < step)
            .count();
        // (as large as the step's line on a projector)
        let so_far = RichText::new(fill(
            t.so_far,
            &[("calls", &visible), ("hits", &hits), ("written", &written)],
        ));
        ui.label_cjk(if theme::presentation(ui.ctx()) {
            so_far
        } else {
            so_far.small()
        });
    }

    /// The calls made so far, one line each, indented by depth; the current one highlighted.
    fn tree(&mut self, ui: &mut Ui, trace: &CallTrace, step: usize) {
        let t = calls_tr();
        let scale = theme::scale(ui.ctx());
        let font = FontId::monospace(theme::text_size(ui.ctx(), 13.0));
        let visible = trace.visible(step);
        let present = theme::presentation(ui.ctx());
        // on a projector the rows narrow (down to the text's height) so that the whole tree
        // stands in the room (13 calls ran past the bottom of a 1024 × 768 screen)
        let row_h = if present {
            // (the rows touch: each band has its own margin)
            ui.spacing_mut().item_spacing.y = 0.0;
            let fit = ui.available_height() / trace.nodes.len().max(1) as f32;
            // (no lower than a line of the text: shorter rows cut its top and bottom)
            let line = ui.fonts_mut(|f| f.row_height(&font)).ceil() + 1.0;
            fit.clamp(line, (18.0 * scale).max(line))
        } else {
            18.0 * scale
        };
        let indent = 14.0 * scale;
        // on a projector every call has its row from the start: the calls to come as bands
        // of the "not filled yet" grey (as the memo's cells), so that the room shows how large
        // the recursion is and the rows fill in as the calls are made
        let rows = if present { trace.nodes.len() } else { visible };
        let current = step.checked_sub(1).map(|k| trace.events[k].node());
        // on a projector the tree shows whole rows only: its height a whole number of rows,
        // scrolled by whole rows (a row cut by the top or bottom edge is unreadable)
        let whole = (ui.available_height() / row_h).floor().max(1.0);
        // (the rows then grow a little so that the whole rows fill the room: no blank strip
        // under them, and the tree keeps its share of the screen)
        let row_h = if present && (whole as usize) < rows {
            (ui.available_height() / whole).max(row_h)
        } else {
            row_h
        };
        let mut area = egui::ScrollArea::vertical()
            .id_salt("call_tree")
            .auto_shrink([false, false]);
        if present {
            area = area.max_height(whole * row_h);
        }
        if self.scrolled_to != Some(step) {
            self.scrolled_to = Some(step);
            if let Some(k) = current {
                let offset = if present {
                    (k as f32 - (whole / 2.0).floor()).max(0.0) * row_h
                } else {
                    (k as f32 * row_h - ui.available_height() * 0.5).max(0.0)
                };
                area = area.vertical_scroll_offset(offset);
            }
        }
        let visuals = ui.visuals().clone();
        let caption = theme::caption(&visuals);
        let shown = area.show_rows(ui, row_h, rows, |ui, rows| {
            for k in rows {
                let node = &trace.nodes[k];
                let (rect, _) =
                    ui.allocate_exact_size(egui::vec2(ui.available_width(), row_h), Sense::hover());
                let painter = ui.painter_at(rect);
                let x = rect.min.x + node.depth as f32 * indent;
                let band = egui::Rect::from_min_max(egui::pos2(x, rect.min.y), rect.max)
                    .shrink2(egui::vec2(0.0, 2.0));
                if k >= visible {
                    painter.rect_filled(band, 3.0, theme::pending(visuals.dark_mode));
                    continue;
                }
                if present {
                    let tint = if node.hit {
                        HIT
                    } else if trace.returned(k, step) {
                        RETURNED
                    } else {
                        OPEN
                    };
                    painter.rect_filled(band, 3.0, tint.gamma_multiply(0.18));
                }
                if current == Some(k) {
                    painter.rect_filled(rect, 2.0, visuals.selection.bg_fill.gamma_multiply(0.6));
                }
                for d in 0..node.depth {
                    let x = rect.min.x + d as f32 * indent + indent * 0.4;
                    painter.line_segment(
                        [egui::pos2(x, rect.min.y), egui::pos2(x, rect.max.y)],
                        Stroke::new(1.0, caption.gamma_multiply(0.5)),
                    );
                }
                let returned = trace.returned(k, step);
                let (status, color) = if node.hit {
                    (format!("→ {}  [{}]", node.value, t.hit_tag), HIT)
                } else if returned {
                    (format!("→ {}", node.value), RETURNED)
                } else {
                    ("…".to_string(), OPEN)
                };
                let marked = self.selected == Some(node.interval);
                let name_color = if marked {
                    theme::text_colour(&visuals, palette::DEPENDENCY)
                } else {
                    visuals.text_color()
                };
                // (the status colours darkened on a light panel, where orange is pale)
                let color = theme::text_colour(&visuals, color);
                let name = format!("solve{}", interval(node.interval));
                let galley = painter.layout_no_wrap(name, font.clone(), name_color);
                let name_w = galley.size().x;
                painter.galley(
                    egui::pos2(x, rect.center().y - galley.size().y / 2.0),
                    galley,
                    name_color,
                );
                painter.text(
                    egui::pos2(x + name_w + 8.0, rect.center().y),
                    egui::Align2::LEFT_CENTER,
                    status,
                    font.clone(),
                    color,
                );
            }
        });
        super::layout::picture(ui, shown.inner_rect);
    }

    fn table(
        &mut self,
        ui: &mut Ui,
        trace: &CallTrace,
        step: usize,
        frame: &Frame,
        width: f32,
        present: bool,
    ) {
        // per interval: the memo entry (value, event that wrote it)
        let mut written: HashMap<(usize, usize), (i64, usize)> = HashMap::new();
        for n in trace.nodes.iter().filter(|n| !n.hit) {
            written.insert(n.interval, (n.value, n.exit));
        }
        let visible = trace.visible(step);
        let current = step.checked_sub(1).map(|k| trace.events[k]);
        let open: Vec<(usize, usize)> = trace.nodes[..visible]
            .iter()
            .filter(|n| !n.hit && n.exit >= step)
            .map(|n| n.interval)
            .collect();
        let selected = self.selected;
        // on a projector the cells as large as the room allows
        let max_cell = if present { f32::INFINITY } else { 40.0 };
        let memo = palette::memo_fill(ui.visuals().panel_fill);
        let before = ui.cursor().min;
        let clicked = interval_grid(ui, frame.first, frame.n, width, max_cell, &|i, j| {
            let mut look = GridCell::default();
            if let Some(&(v, at)) = written.get(&(i, j))
                && at < step
            {
                look.text = Some(v.to_string());
                look.fill = Some(memo);
            }
            if open.contains(&(i, j)) {
                look.fill = Some(OPEN);
            }
            if let Some(e) = current {
                let node = &trace.nodes[e.node()];
                if node.interval == (i, j) {
                    look.stroke = Some(ui_strong(e));
                    if let CallEvent::Hit(_) = e {
                        look.fill = Some(HIT);
                    }
                }
            }
            if selected == Some((i, j)) && look.stroke.is_none() {
                look.stroke = Some(palette::DEPENDENCY);
            }
            look
        });
        if let Some(iv) = clicked {
            self.selected = if self.selected == Some(iv) {
                None
            } else {
                Some(iv)
            };
        }
        if present {
            // the note and the selection told on hover of the table
            let rect = egui::Rect::from_min_max(before, ui.min_rect().max);
            let note = frame.note;
            let text = self.selected_text(trace);
            ui.interact(rect, ui.make_persistent_id("memo_hover"), Sense::hover())
                .on_hover_ui(|ui| {
                    if let Some(note) = note {
                        ui.label_cjk(note);
                    }
                    ui.label_cjk(text);
                });
        }
    }
}

/// The frame colour of the cell the current event is about.
fn ui_strong(e: CallEvent) -> Color32 {
    match e {
        CallEvent::Call(_) => OPEN,
        CallEvent::Return(_) => RETURNED,
        CallEvent::Hit(_) => HIT,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_grouped() {
        assert_eq!(group(0), "0");
        assert_eq!(group(999), "999");
        assert_eq!(group(32_805), "32,805");
        assert_eq!(group(1_048_575), "1,048,575");
    }

    #[test]
    fn huge_counts_read_as_on_a_slide() {
        crate::i18n::set_language(crate::i18n::Language::English);
        assert_eq!(
            format_count(CallCount::About { log10: 95.2 }),
            "about 1.6 × 10⁹⁵"
        );
        // 10^47.999 rounds to 10.0 × 10⁴⁷: it is written 1.0 × 10⁴⁸
        assert_eq!(
            format_count(CallCount::About { log10: 47.999 }),
            "about 1.0 × 10⁴⁸"
        );
        assert_eq!(
            format_count(CallCount::Exact(3 * 10u128.pow(20))),
            "about 3.0 × 10²⁰"
        );
    }
}
