//! The table view: the heatmap of `dp[i][j]` (rows `i`, columns `j`, 1-based as in the seed) and
//! the inspector that prints a clicked cell's min-of-max recurrence with its real numbers.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::text::LayoutJob;
use egui::{Color32, RichText, TextFormat, Ui};

use crate::games::guess_number::{Candidate, GuessTable};
use crate::i18n::fill;
use crate::i18n::guess_number::{GuessTexts, tr as game_tr};
use crate::ui::kit::heatmap::{HeatmapSpec, HeatmapState, Mark};
use crate::ui::kit::quiz::Quiz;
use crate::ui::kit::{layout, palette, widgets};

/// Intervals with more guesses than this have the middle of their formula shortened to "…"
/// (the list below the formula always has every guess).
pub const FORMULA_MAX_TERMS: usize = 9;

/// What the heatmap colours and prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum HeatMode {
    /// `dp[i][j]`, the money that guarantees a win on `i..=j`.
    #[default]
    Cost,
    /// The best first guess of `i..=j` (coloured by where it lies in the interval).
    Guess,
}

/// State of the table view. Cells are named by their 1-based interval `(i, j)`.
#[derive(Default)]
pub struct TableView {
    /// What the heatmap shows.
    pub mode: HeatMode,
    /// The inspected cell `(i, j)`, 1-based, `i <= j`.
    pub selected: Option<(usize, usize)>,
    /// The heatmap widget (tests read cell positions from it).
    pub heatmap: HeatmapState,
    /// Quiz mode's questions (used while the tab's quiz is on).
    pub quiz: super::quiz_box::TableQuiz,
    /// Presentation mode shows one of the table and the cell inspector at a time: the
    /// inspector when this is set.
    pub show_inspector: bool,
    /// The cells Quiz mode gives, shown before (set by the tab each frame; taken when the
    /// questions are built).
    pub given: super::quiz_box::Given,
    /// The cell `(i, j)` under the pointer in the last frame (presentation mode's value line).
    pub hovered: Option<(usize, usize)>,
}

impl TableView {
    /// Forget the selection (a new `n`).
    pub fn reset(&mut self) {
        self.selected = None;
        self.quiz.reset();
        self.heatmap.invalidate();
    }

    /// A new result arrived: the texture must be rebuilt.
    pub fn on_new_result(&mut self, same_values: bool) {
        self.heatmap.invalidate();
        // the same values solved again (Value only / the fast algorithm ticked and unticked):
        // the quiz keeps its answers and tries (it started again at cell 1, and an answer
        // shown or a wrong try dropped scored again)
        if !same_values {
            self.quiz.reset();
        }
    }

    /// Screen position of the centre of cell `dp[i][j]` (1-based) as last drawn (tests).
    pub fn cell_center(&self, i: usize, j: usize) -> Option<egui::Pos2> {
        if i == 0 || j == 0 {
            return None;
        }
        self.heatmap.cell_center(i - 1, j - 1)
    }

    /// Draw the view for a solved table; `revision` identifies the result.
    pub fn ui(&mut self, ui: &mut Ui, table: &GuessTable, revision: u64, quiz: &mut Quiz) {
        let g = game_tr();
        let n = table.n();
        let present = crate::ui::kit::theme::presentation(ui.ctx());
        // presentation mode: the cells take the room's shape (larger numbers)
        self.heatmap.stretch = present;
        self.heatmap.headers_above = present;
        if quiz.on {
            let given = &self.given;
            self.quiz.ensure(n, || given.clone());
        }
        if self.selected.is_some_and(|(i, j)| i == 0 || i > j || j > n) {
            self.selected = None;
        }
        ui.horizontal_wrapped(|ui| {
            ui.label_cjk(g.show_in_cells);
            ui.selectable_value(&mut self.mode, HeatMode::Cost, g.mode_cost)
                .on_hover_text(g.mode_cost_tip);
            ui.selectable_value(&mut self.mode, HeatMode::Guess, g.mode_guess)
                .on_hover_text(g.mode_guess_tip);
            if !quiz.on {
                // the cost range would give the last answer away
                ui.separator();
                self.legend_ui(ui, table);
            }
            if present && !quiz.on {
                ui.separator();
                ui.toggle_value(&mut self.show_inspector, g.inspector);
            }
        });
        // on a projector a table too large for its numbers (n = 100) reads the cell
        // pointed at (or the one selected) in a line everyone sees, not in a tooltip (a line of
        // its own: in the row of controls its Chinese broke mid-word)
        if present && !quiz.on && !self.heatmap.numbers_shown {
            let cell = self.hovered.or(self.selected);
            let line = cell.and_then(|(i, j)| {
                let cost = table.cost(i, j).filter(|_| j >= i)?;
                let k = table.best_guess(i, j)?;
                Some(fill(
                    g.cell_value_line,
                    &[("i", &i), ("j", &j), ("cost", &cost), ("k", &k)],
                ))
            });
            match line {
                Some(line) => ui.label_cjk(egui::RichText::new(line).strong()),
                None => ui.label_cjk(g.cell_value_hint),
            };
        }
        if quiz.on && self.mode == HeatMode::Guess {
            crate::ui::kit::quiz::moves_after_play_ui(ui);
        }
        if present && !quiz.on {
            // one big view at a time on a projector: the table, or the inspector
            let show_inspector = self.show_inspector;
            let this = std::cell::RefCell::new(self);
            crate::ui::kit::layout::columns_or_one(
                ui,
                "central",
                ("guess_heatmap", "guess_inspector"),
                420.0,
                show_inspector,
                |ui| {
                    this.borrow_mut()
                        .heatmap_ui(ui, table, revision, false, &|_, _| true, 0)
                },
                |ui| {
                    egui::ScrollArea::vertical()
                        .id_salt("guess_inspector_scroll")
                        .show(ui, |ui| this.borrow_mut().inspector_ui(ui, table, false));
                },
            );
            return;
        }
        let inspector_width = 420.0_f32.min(ui.available_width() * 0.5);
        egui::Panel::right("guess_inspector")
            .resizable(true)
            .default_size(inspector_width)
            .show(ui, |ui| {
                // (ending on a whole row: "Every guess k" ended in a half row at 1024 × 768,
                // s1 stop 44b)
                let scroll = egui::ScrollArea::vertical().id_salt("guess_inspector_scroll");
                crate::ui::kit::whole_rows::show(scroll, ui, |ui| {
                    if quiz.on
                        && let Some(cell) = self.quiz.ui(ui, quiz, table)
                    {
                        self.selected = Some(cell);
                    }
                    self.inspector_ui(ui, table, quiz.on)
                });
            });
        // in Quiz mode an interval's best guess shows once Play scored the guess made on it
        let asked = |i: usize, j: usize| !quiz.on || quiz.move_scored((i, j));
        let moves = quiz.moves_scored();
        egui::CentralPanel::default().show(ui, |ui| {
            self.heatmap_ui(ui, table, revision, quiz.on, &asked, moves)
        });
    }

    fn legend_ui(&self, ui: &mut Ui, table: &GuessTable) {
        let g = game_tr();
        match self.mode {
            HeatMode::Cost => {
                let hi = table.min_cost();
                widgets::legend_item(ui, palette::sequential(0.0), "0");
                ui.label_cjk("…");
                widgets::legend_item(ui, palette::sequential(1.0), &hi.to_string());
            }
            HeatMode::Guess => {
                widgets::legend_item(ui, palette::diverging(-1.0), g.legend_low_end);
                widgets::legend_item(ui, palette::diverging(0.0), g.legend_middle);
                widgets::legend_item(ui, palette::diverging(1.0), g.legend_high_end);
            }
        }
    }

    /// The table. `asked(i, j)`: whether the best guess of `i..=j` may show (in Quiz mode, once
    /// Play scored the guess on it; `moves`, how many it scored, redraws when it changes):
    /// other cells show their cost in its place, the best guess being a question of Play.
    fn heatmap_ui(
        &mut self,
        ui: &mut Ui,
        table: &GuessTable,
        revision: u64,
        quiz_on: bool,
        asked: &dyn Fn(usize, usize) -> bool,
        moves: usize,
    ) {
        let n = table.n();
        let mode = self.mode;
        // the mode a cell is drawn in: the best guess only where it may show
        let mode_at = |i: usize, j: usize| {
            if mode == HeatMode::Guess && !asked(i, j) {
                HeatMode::Cost
            } else {
                mode
            }
        };
        let quiz = &self.quiz;
        // in Quiz mode only the cells answered (and the base cases) are shown
        let shown = |r: usize, c: usize| !quiz_on || quiz.shown(r + 1, c + 1);
        let pending = crate::ui::kit::theme::pending(ui.visuals().dark_mode);
        // in Quiz mode the colour scale ends at the largest cost shown: ending at dp[1][n], the
        // answer of the last question, a shown cell's shade told how far that is
        let max_cost = if quiz_on && n <= 400 {
            (1..=n)
                .flat_map(|i| (i..=n).map(move |j| (i, j)))
                .filter(|&(i, j)| quiz.shown(i, j))
                .filter_map(|(i, j)| table.cost(i, j))
                .max()
                .unwrap_or(0)
                // (only the free base cases shown: they take the scale's low end, as outside
                // the quiz, not its middle)
                .max(1)
        } else {
            table.min_cost()
        };
        let base_color =
            |r: usize, c: usize| cell_color(table, mode_at(r + 1, c + 1), max_cost, r + 1, c + 1);
        let color = |r: usize, c: usize| {
            if c >= r && !shown(r, c) {
                pending
            } else {
                base_color(r, c)
            }
        };
        let label = |r: usize, c: usize| {
            shown(r, c)
                .then(|| cell_label(table, mode_at(r + 1, c + 1), r + 1, c + 1))
                .flatten()
        };
        let tooltip = |r: usize, c: usize| -> Option<String> {
            if !shown(r, c) {
                return None;
            }
            let (i, j) = (r + 1, c + 1);
            let cost = table.cost(i, j).filter(|_| j >= i)?;
            if !asked(i, j) {
                return Some(format!("dp[{i}][{j}] = {cost}"));
            }
            let k = table.best_guess(i, j)?;
            Some(fill(
                game_tr().cell_tooltip,
                &[("i", &i), ("j", &j), ("cost", &cost), ("k", &k)],
            ))
        };
        let mut marks = Vec::new();
        if quiz_on && let Some((i, j)) = quiz.current() {
            marks.push(Mark {
                cell: (i - 1, j - 1),
                color: palette::current_frame(ui.visuals().dark_mode),
                width: 4.0,
                beacon: true,
            });
        }
        if let Some((i, j)) = self.selected {
            marks.push(Mark {
                cell: (i - 1, j - 1),
                color: palette::SELECTED,
                width: 3.0,
                beacon: false,
            });
            let hidden = quiz_on && !quiz.shown(i, j);
            for (a, b) in reads(table, i, j).into_iter().filter(|_| !hidden) {
                marks.push(Mark {
                    cell: (a - 1, b - 1),
                    color: palette::DEPENDENCY,
                    width: 3.0,
                    beacon: false,
                });
            }
        }
        let key = {
            use std::hash::{Hash, Hasher};
            let mut h = std::collections::hash_map::DefaultHasher::new();
            (revision, mode, moves).hash(&mut h);
            if quiz_on {
                let progress = quiz.fill.as_ref().map(|q| (q.progress(), q.is_revealed()));
                progress.hash(&mut h);
            }
            h.finish()
        };
        let name = |k: usize| (k + 1).to_string();
        let spec = HeatmapSpec {
            id: "guess_heatmap",
            rows: n,
            cols: n,
            key,
            color: &color,
            label: Some(&label),
            tooltip: Some(&tooltip),
            marks: &marks,
            row_name: Some(&name),
            col_name: Some(&name),
            height: None,
            prebuilt: None,
        };
        let response = self.heatmap.show(ui, &spec);
        self.hovered = response
            .hovered
            .filter(|&(r, c)| c >= r)
            .map(|(r, c)| (r + 1, c + 1));
        if let Some((r, c)) = response.clicked
            && c >= r
        {
            self.selected = Some((r + 1, c + 1));
        }
    }

    fn inspector_ui(&mut self, ui: &mut Ui, table: &GuessTable, quiz_on: bool) {
        let g = game_tr();
        widgets::heading(ui, g.inspector);
        let Some((i, j)) = self.selected else {
            ui.label_cjk(g.inspector_hint);
            return;
        };
        if quiz_on && !self.quiz.shown(i, j) {
            // the inspector would give the answer away
            if self.quiz.current() != Some((i, j)) {
                ui.label_cjk(crate::i18n::quiz::tr().ahead);
            }
            return;
        }
        ui.label_cjk(fill(g.inspector_cell, &[("i", &i), ("j", &j)]));
        ui.add_space(4.0);
        for line in explain_cell(g, table, i, j) {
            match line {
                Explain::Heading(h) => {
                    ui.add_space(4.0);
                    ui.label_cjk(RichText::new(h).strong());
                }
                Explain::Text(t) => {
                    ui.label_cjk(t);
                }
                Explain::Formula(segments) => formula_ui(ui, &segments),
            }
        }
        let reads = reads(table, i, j);
        if !reads.is_empty() {
            ui.add_space(6.0);
            ui.horizontal_wrapped(|ui| {
                widgets::legend_item(ui, palette::DEPENDENCY, g.reads);
                for (a, b) in reads {
                    if ui.link(format!("dp[{a}][{b}]")).clicked() {
                        self.selected = Some((a, b));
                    }
                }
            });
        }
        if let Some(list) = table.candidates(i, j)
            && !list.is_empty()
        {
            ui.add_space(8.0);
            ui.label_cjk(RichText::new(g.all_guesses).strong());
            candidates_list(ui, table, i, j, &list);
        }
    }
}

/// The cells the best guess of `(i, j)` reads: `dp[i][k-1]` and `dp[k+1][j]` when not empty.
pub fn reads(table: &GuessTable, i: usize, j: usize) -> Vec<(usize, usize)> {
    let Some(k) = table.best_guess(i, j) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if k > i {
        out.push((i, k - 1));
    }
    if k < j {
        out.push((k + 1, j));
    }
    out
}

/// A piece of a formula; `best` pieces belong to the best guess and are highlighted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Segment {
    /// The text.
    pub text: String,
    /// Part of the best guess's term.
    pub best: bool,
    /// A term of the `min`: a long line may break before it (never inside it).
    pub term: bool,
}

impl Segment {
    fn plain(text: impl Into<String>) -> Segment {
        Segment {
            text: text.into(),
            best: false,
            term: false,
        }
    }
}

/// One line of a cell's explanation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Explain {
    /// A short bold heading.
    Heading(String),
    /// A sentence.
    Text(String),
    /// A monospace formula line.
    Formula(Vec<Segment>),
}

impl Explain {
    /// The plain text of the line (tests, copy).
    pub fn text(&self) -> String {
        match self {
            Explain::Heading(t) | Explain::Text(t) => t.clone(),
            Explain::Formula(s) => s.iter().map(|s| s.text.as_str()).collect(),
        }
    }
}

/// Which terms of an `m`-term `min` are written out: all of them when few, otherwise the first
/// three, the best one and the last two (the gaps become "…").
fn shown_terms(m: usize, best: usize) -> Vec<usize> {
    if m <= FORMULA_MAX_TERMS {
        return (0..m).collect();
    }
    let mut v = vec![0, 1, 2, best, m - 2, m - 1];
    v.sort_unstable();
    v.dedup();
    v
}

/// `min(a, b, …)` from the shown terms, the best one highlighted.
fn min_line(prefix: &str, terms: &[String], shown: &[usize], best: usize, suffix: &str) -> Explain {
    let mut out = vec![Segment::plain(format!("{prefix}min("))];
    let mut last: Option<usize> = None;
    for &t in shown {
        if let Some(l) = last {
            let sep = if t == l + 1 { ", " } else { ", …, " };
            out.push(Segment::plain(sep));
        }
        out.push(Segment {
            text: terms[t].clone(),
            best: t == best,
            term: true,
        });
        last = Some(t);
    }
    out.push(Segment::plain(format!("){suffix}")));
    Explain::Formula(out)
}

/// The recurrence of cell `dp[i][j]` (1-based) with its real numbers:
///
/// ```text
/// dp[1][5] = min(1 + max(0, dp[2][5]), 2 + max(dp[1][1], dp[3][5]), …)
///          = min(1 + max(0, 6), 2 + max(0, 4), …)
///          = min(7, 6, …) = 6
/// ```
///
/// Every number comes from [`GuessTable::candidates`]; the best guess's terms are marked.
pub fn explain_cell(g: &GuessTexts, table: &GuessTable, i: usize, j: usize) -> Vec<Explain> {
    let mut out = Vec::new();
    let (Some(cost), Some(best_k)) = (table.cost(i, j), table.best_guess(i, j)) else {
        return out;
    };
    if i == j {
        out.push(Explain::Heading(g.base_case.into()));
        out.push(Explain::Formula(vec![Segment::plain(format!(
            "dp[{i}][{i}] = 0"
        ))]));
        out.push(Explain::Text(fill(g.base_case_text, &[("x", &i)])));
        return out;
    }
    let Some(list) = table.candidates(i, j) else {
        return out;
    };
    let best = list.iter().position(|c| c.guess == best_k).unwrap_or(0);
    let shown = shown_terms(list.len(), best);
    let symbolic: Vec<String> = list
        .iter()
        .map(|c| {
            let k = c.guess;
            let left = if k == i {
                "0".to_string()
            } else {
                format!("dp[{i}][{}]", k - 1)
            };
            let right = if k == j {
                "0".to_string()
            } else {
                format!("dp[{}][{j}]", k + 1)
            };
            format!("{k} + max({left}, {right})")
        })
        .collect();
    let numeric: Vec<String> = list
        .iter()
        .map(|c| format!("{} + max({}, {})", c.guess, c.left, c.right))
        .collect();
    let totals: Vec<String> = list.iter().map(|c| c.total.to_string()).collect();
    let head = format!("dp[{i}][{j}] = ");
    let pad = " ".repeat(head.chars().count() - 2);
    out.push(Explain::Heading(g.recurrence_with_numbers.into()));
    out.push(min_line(&head, &symbolic, &shown, best, ""));
    out.push(min_line(&format!("{pad}= "), &numeric, &shown, best, ""));
    out.push(min_line(
        &format!("{pad}= "),
        &totals,
        &shown,
        best,
        &format!(" = {cost}"),
    ));
    let c = list[best];
    out.push(Explain::Text(fill(
        g.best_guess_text,
        &[
            ("k", &c.guess),
            ("cost", &cost),
            ("left", &c.left),
            ("right", &c.right),
        ],
    )));
    let ties: Vec<String> = list
        .iter()
        .filter(|o| o.total == cost && o.guess != c.guess)
        .map(|o| o.guess.to_string())
        .collect();
    if !ties.is_empty() {
        out.push(Explain::Text(fill(
            g.ties_text,
            &[("ks", &ties.join(", "))],
        )));
    }
    out
}

/// Draw a formula line. Long lines break between the terms of the `min` (never inside one),
/// and the continuation lines are indented to just after `min(`.
fn formula_ui(ui: &mut Ui, segments: &[Segment]) {
    // the style's monospace size: larger in presentation mode, like the prose around it
    let font = egui::TextStyle::Monospace.resolve(ui.style());
    let normal = ui.visuals().text_color();
    let char_width = ui.fonts_mut(|f| f.glyph_width(&font, '0')).max(1.0);
    // one column of slack for glyphs from a fallback font ("…")
    let max_cols = ((ui.available_width() / char_width).floor() as usize)
        .saturating_sub(1)
        .max(24);
    let len = |s: &Segment| s.text.chars().count();
    // A term travels with the separator after it ("a + max(b, c), ").
    let unit = |k: usize| {
        len(&segments[k])
            + segments
                .get(k + 1)
                .filter(|s| !s.term)
                .map_or(0, |s| s.text.trim_end().chars().count())
    };
    let longest = (0..segments.len())
        .filter(|&k| segments[k].term)
        .map(unit)
        .max()
        .unwrap_or(0);
    // continuation lines start under the first term, or further left if a term would not fit
    let prefix = segments.first().map_or(0, len);
    let indent = prefix.min(max_cols.saturating_sub(longest)).max(2);
    let mut pieces: Vec<(String, bool)> = Vec::new();
    let mut col = 0;
    for (k, s) in segments.iter().enumerate() {
        if s.term && col > indent && col + unit(k) > max_cols {
            if let Some(last) = pieces.last_mut() {
                last.0 = last.0.trim_end().to_string();
            }
            pieces.push((format!("\n{}", " ".repeat(indent)), false));
            col = indent;
        }
        pieces.push((s.text.clone(), s.best));
        col += len(s);
    }
    let mut job = LayoutJob::default();
    for (text, best) in pieces {
        let format = if best {
            TextFormat {
                font_id: font.clone(),
                color: Color32::BLACK,
                background: palette::DEPENDENCY,
                ..Default::default()
            }
        } else {
            TextFormat {
                font_id: font.clone(),
                color: normal,
                ..Default::default()
            }
        };
        job.append(&text, 0.0, format);
    }
    job.wrap.max_width = ui.available_width();
    ui.add(egui::Label::new(job).selectable(true));
}

/// Every guess of the interval with its two sides, virtualised (thousands of rows stay cheap).
fn candidates_list(ui: &mut Ui, table: &GuessTable, i: usize, j: usize, list: &[Candidate]) {
    let best = table.best_guess(i, j);
    let cost = table.cost(i, j);
    let long = ["k", "dp[i][k-1]", "dp[k+1][j]", "k + max"];
    // where the long headers do not fit (presentation mode's large text in a narrow column)
    // the columns take short names, said above the table in a line that wraps
    let font = egui::TextStyle::Monospace.resolve(ui.style());
    let char_width = ui.fonts_mut(|f| f.glyph_width(&font, '0'));
    let long_chars: usize = long.iter().map(|h| h.len()).sum::<usize>() + 6;
    let heads = if long_chars as f32 * char_width <= ui.available_width() {
        long
    } else {
        ui.label_cjk(RichText::new("L = dp[i][k-1], R = dp[k+1][j], T = k + max(L, R)").weak());
        ["k", "L", "R", "T"]
    };
    // each column as wide as its own header or its widest number (one width for all four
    // broke the last column onto a new line in a 320-point side column)
    let widths: Vec<usize> = (0..4)
        .map(|col| {
            list.iter()
                .map(|c| {
                    let v = [c.guess as u64, c.left, c.right, c.total][col];
                    v.to_string().len()
                })
                .chain([heads[col].len()])
                .max()
                .unwrap_or(1)
        })
        .collect();
    let line = |cells: [String; 4]| -> String {
        cells
            .iter()
            .zip(&widths)
            .map(|(c, w)| format!("{c:>w$}"))
            .collect::<Vec<_>>()
            .join("  ")
    };
    let header = line(heads.map(str::to_string));
    layout::table_text(
        ui,
        "guess_candidates",
        RichText::new(header).monospace().weak(),
    );
    let row_height = ui.text_style_height(&egui::TextStyle::Monospace) + 2.0;
    egui::ScrollArea::vertical()
        .id_salt("guess_candidates")
        .max_height(260.0)
        .auto_shrink([false, true])
        .show_rows(ui, row_height, list.len(), |ui, range| {
            for c in &list[range] {
                let text = line([c.guess as u64, c.left, c.right, c.total].map(|v| v.to_string()));
                let mut rich = RichText::new(text).monospace();
                if Some(c.guess) == best {
                    rich = rich
                        .background_color(palette::DEPENDENCY)
                        .color(Color32::BLACK);
                } else if Some(c.total) == cost {
                    rich = rich.strong();
                }
                layout::table_text(ui, "guess_candidates", rich);
            }
        });
}

/// Colour of cell `(i, j)` (1-based).
fn cell_color(table: &GuessTable, mode: HeatMode, max_cost: u64, i: usize, j: usize) -> Color32 {
    if j < i {
        return palette::EMPTY;
    }
    match mode {
        HeatMode::Cost => {
            let v = table.cost(i, j).unwrap_or(0);
            palette::sequential(palette::normalise(v as i64, 0, max_cost as i64))
        }
        HeatMode::Guess => {
            if i == j {
                return palette::TIE;
            }
            let k = table.best_guess(i, j).unwrap_or(i);
            let t = (k - i) as f32 / (j - i) as f32;
            palette::diverging(2.0 * t - 1.0)
        }
    }
}

/// The colour function of the heatmap, by 0-based row and column.
fn cell_color_fn(table: &GuessTable, mode: HeatMode) -> impl Fn(usize, usize) -> Color32 + '_ {
    let max_cost = table.min_cost();
    move |r, c| cell_color(table, mode, max_cost, r + 1, c + 1)
}

/// The text printed in cell `(i, j)` (1-based).
fn cell_label(table: &GuessTable, mode: HeatMode, i: usize, j: usize) -> Option<String> {
    if j < i {
        return None;
    }
    match mode {
        HeatMode::Cost => table.cost(i, j).map(|v| v.to_string()),
        HeatMode::Guess => table.best_guess(i, j).map(|k| k.to_string()),
    }
}

/// The colour of a cell in the exported PNG (0-based row and column, same as on screen).
pub fn export_color(table: &GuessTable, mode: HeatMode) -> impl Fn(usize, usize) -> Color32 + '_ {
    cell_color_fn(table, mode)
}

/// The label of a cell in the exported PNG (0-based row and column, same as on screen).
pub fn export_label(table: &GuessTable, mode: HeatMode, r: usize, c: usize) -> Option<String> {
    cell_label(table, mode, r + 1, c + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::i18n::guess_number::EN;

    fn joined(lines: &[Explain]) -> String {
        lines
            .iter()
            .map(Explain::text)
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn explanation_has_the_real_numbers() {
        let t = GuessTable::solve(5, &NoControl).unwrap();
        let lines = explain_cell(&EN, &t, 1, 5);
        let all = joined(&lines);
        assert!(
            all.contains("dp[1][5] = min(1 + max(0, dp[2][5]), 2 + max(dp[1][1], dp[3][5]), "),
            "{all}"
        );
        assert!(all.contains("5 + max(dp[1][4], 0))"), "{all}");
        let cost = t.cost(1, 5).unwrap();
        assert!(all.contains(&format!(") = {cost}")), "{all}");
        // the numbers line has dp[2][5] and dp[3][5] filled in
        let d25 = t.cost(2, 5).unwrap();
        let d35 = t.cost(3, 5).unwrap();
        assert!(
            all.contains(&format!("= min(1 + max(0, {d25}), 2 + max(0, {d35}), ")),
            "{all}"
        );
        // in each of the three formula lines exactly the best guess's term is highlighted
        let best = t.best_guess(1, 5).unwrap();
        assert_eq!(best, 2);
        let marked: Vec<Vec<String>> = lines
            .iter()
            .filter_map(|l| match l {
                Explain::Formula(segs) => Some(
                    segs.iter()
                        .filter(|s| s.best)
                        .map(|s| s.text.clone())
                        .collect(),
                ),
                _ => None,
            })
            .collect();
        assert_eq!(
            marked,
            vec![
                vec!["2 + max(dp[1][1], dp[3][5])".to_string()],
                vec![format!("2 + max(0, {d35})")],
                vec![cost.to_string()],
            ]
        );
        let base = joined(&explain_cell(&EN, &t, 3, 3));
        assert!(base.contains("dp[3][3] = 0"), "{base}");
    }

    #[test]
    fn long_intervals_are_shortened_but_keep_the_best() {
        let t = GuessTable::solve(100, &NoControl).unwrap();
        let lines = explain_cell(&EN, &t, 1, 100);
        let all = joined(&lines);
        let best = t.best_guess(1, 100).unwrap();
        assert!(all.contains(", …, "), "{all}");
        assert!(
            all.contains(&format!("{best} + max(dp[1][{}]", best - 1)),
            "{all}"
        );
        assert!(all.contains(&format!(") = {}", t.min_cost())), "{all}");
        assert_eq!(shown_terms(5, 2), vec![0, 1, 2, 3, 4]);
        assert_eq!(shown_terms(20, 10), vec![0, 1, 2, 10, 18, 19]);
    }
}
