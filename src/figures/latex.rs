//! The `table` view as text for slides and notes: a LaTeX `tabular` whose cells are coloured
//! through xcolor's `\cellcolor` (for a Beamer slide: `\usepackage[table]{xcolor}`), and a
//! Markdown table. Both come from the same grids the picture draws ([`PlainTable`]), with the
//! picture's colour key: LaTeX draws the key's swatches, Markdown (which has no colours) writes
//! the outcome letters into the cells and says what each stands for.

use super::style::Rgb;
use super::table::{Legend, Panel};

/// One grid as plain data: its labels and every cell's colour and text.
#[derive(Debug, Clone, PartialEq)]
pub struct PlainGrid {
    pub title: Option<String>,
    pub row_name: String,
    pub col_name: String,
    pub rows: Vec<String>,
    pub cols: Vec<String>,
    /// A second line under the row and the column labels (the stone game's pile values).
    pub row_subs: Option<Vec<String>>,
    pub col_subs: Option<Vec<String>>,
    /// `cells[r][c]`: `None` where the figure draws nothing.
    pub cells: Vec<Vec<Option<(Rgb, String)>>>,
    /// The cells the picture frames (the answer), as `(row, column)`.
    pub framed: Vec<(usize, usize)>,
}

/// A table figure as plain data: its title and grids.
#[derive(Debug, Clone, PartialEq)]
pub struct PlainTable {
    pub title: String,
    pub subtitle: Option<String>,
    pub grids: Vec<PlainGrid>,
    /// The picture's colour key: its heading and each colour's words.
    pub key_title: Option<String>,
    pub key: Vec<(Rgb, String)>,
    /// Letters for the colours that carry an outcome (Markdown writes them into the cells).
    pub letters: Vec<(Rgb, String)>,
    /// What the framed (bold) cell is ("the answer", "the start position") when one is, and
    /// the word "bold" in the table's language (Markdown's key: "**bold** = the answer").
    pub frame: Option<(String, String)>,
}

/// The swatches of a colour scale from `lo` to `hi` (numbers): the two ends and three values
/// between them (t2: the middle colours could not be read off two end swatches), each in the
/// colour the cells of that value have. Three stops with `lo` < 0 < `hi` are a diverging
/// scale: its middle stop is 0. Ends that are not numbers: the ends alone.
pub fn scale_swatches(colors: &[Rgb], lo: &str, hi: &str) -> Vec<(Rgb, String)> {
    let (Some(&first), Some(&last)) = (colors.first(), colors.last()) else {
        return Vec::new();
    };
    let ends = vec![(first, lo.to_string()), (last, hi.to_string())];
    let (Ok(a), Ok(b)) = (lo.trim().parse::<f64>(), hi.trim().parse::<f64>()) else {
        return ends;
    };
    if b <= a {
        return ends;
    }
    let integers = lo.trim().parse::<i64>().is_ok() && hi.trim().parse::<i64>().is_ok();
    // each stop's value
    let diverging = colors.len() == 3 && a < 0.0 && b > 0.0;
    let stops: Vec<f64> = if diverging {
        vec![a, 0.0, b]
    } else {
        (0..colors.len())
            .map(|k| a + (b - a) * k as f64 / (colors.len() - 1).max(1) as f64)
            .collect()
    };
    let values: Vec<f64> = if diverging {
        vec![a, a / 2.0, 0.0, b / 2.0, b]
    } else {
        (0..5).map(|k| a + (b - a) * k as f64 / 4.0).collect()
    };
    let colour = |v: f64| -> Rgb {
        for (k, w) in stops.windows(2).enumerate() {
            if v <= w[1] || k + 2 == stops.len() {
                let t = if w[1] > w[0] {
                    (v - w[0]) / (w[1] - w[0])
                } else {
                    0.0
                };
                return colors[k].mix(colors[k + 1], t);
            }
        }
        first
    };
    let mut out: Vec<(Rgb, String)> = Vec::new();
    for v in values {
        let v = if integers { v.round() } else { v };
        let label = if integers {
            format!("{}", v as i64)
        } else {
            format!("{v:.2}")
        };
        if out.iter().all(|(_, l)| *l != label) {
            out.push((colour(v), label));
        }
    }
    out
}

impl PlainTable {
    /// The table of `panels` with the key of `legend`, and `letters` for outcome colours.
    pub fn new(
        title: &str,
        subtitle: Option<&str>,
        panels: &[Panel],
        legend: Option<&Legend>,
        letters: Vec<(Rgb, String)>,
    ) -> PlainTable {
        let grids: Vec<PlainGrid> = panels.iter().map(PlainGrid::of).collect();
        let (key_title, key) = match legend {
            None => (None, Vec::new()),
            // only the colours some cell has
            Some(Legend::Swatches { title, items }) => {
                let used = |c: &Rgb| {
                    grids
                        .iter()
                        .flat_map(|g| g.cells.iter().flatten().flatten())
                        .any(|(fill, _)| fill == c)
                };
                let items = items.iter().filter(|(c, _)| used(c)).cloned().collect();
                (title.clone(), items)
            }
            Some(Legend::Scale {
                title,
                colors,
                lo,
                hi,
                keys,
            }) => {
                let mut key = scale_swatches(colors, lo, hi);
                key.extend(keys.iter().cloned());
                (Some(title.clone()), key)
            }
        };
        PlainTable {
            title: title.to_string(),
            subtitle: subtitle.map(String::from),
            grids,
            key_title,
            key,
            letters,
            frame: None,
        }
    }

    /// The letter of a cell's colour, if it has one.
    fn letter(&self, fill: Rgb) -> Option<&str> {
        self.letters
            .iter()
            .find(|(c, _)| *c == fill)
            .map(|(_, l)| l.as_str())
    }
}

impl PlainGrid {
    /// Evaluate a panel's cells.
    pub fn of(panel: &Panel) -> PlainGrid {
        let rows = panel.rows.labels.clone();
        let cols = panel.cols.labels.clone();
        let mut framed = Vec::new();
        let cells = (0..rows.len())
            .map(|r| {
                (0..cols.len())
                    .map(|c| {
                        (panel.cell)(r, c).map(|cell| {
                            if cell.framed {
                                framed.push((r, c));
                            }
                            (cell.fill, cell.text.unwrap_or_default())
                        })
                    })
                    .collect()
            })
            .collect();
        PlainGrid {
            title: panel.title.clone(),
            row_name: panel.rows.name.clone(),
            col_name: panel.cols.name.clone(),
            rows,
            cols,
            row_subs: panel.rows.sub.clone(),
            col_subs: panel.cols.sub.clone(),
            cells,
            framed,
        }
    }
}

/// The most rows of a table set in one piece: a Beamer slide holds about this many at
/// `\scriptsize` under a frame title; a longer table is set in parts, each with its header.
pub const SLIDE_ROWS: usize = 15;

/// The width a part's columns may take, in points at `\scriptsize` with `\tabcolsep` 3 pt:
/// a 4:3 Beamer slide's text is about 307 pt wide (16:9: 398 pt), less a little to spare.
pub const SLIDE_WIDTH_PT: f64 = 290.0;

/// [`SLIDE_WIDTH_PT`] on a 16:9 slide.
pub const WIDE_SLIDE_WIDTH_PT: f64 = 378.0;

/// The width a part may take on a slide of `aspect`.
pub fn slide_width(aspect: super::style::Aspect) -> f64 {
    match aspect {
        super::style::Aspect::Wide => WIDE_SLIDE_WIDTH_PT,
        super::style::Aspect::Standard => SLIDE_WIDTH_PT,
    }
}

/// The height one slide's parts may take, in lines of `\scriptsize`: a 16:9 Beamer slide (the
/// lower one) with a frame title holds about 20 where ctex spaces lines 1.3 times for Chinese.
pub const SLIDE_LINES: f64 = 20.0;

/// A LaTeX font size command and its size in points in Beamer (11 pt text). From `\\large` up
/// the sizes are the same in `article`, whose text is wider: a table sized for a slide fits a
/// page too.
pub struct FontSize {
    pub name: &'static str,
    pub pt: f64,
    /// The baseline skip in points (Beamer's 11 pt sizes).
    pub skip: f64,
}

impl FontSize {
    /// How many times bigger than `\\scriptsize` (8 pt).
    fn scale(&self) -> f64 {
        self.pt / 8.0
    }

    /// How many times taller than a line of `\\scriptsize` (9.5 pt) a line is, at least as
    /// much as the font is bigger: the height the slide's lines are counted in.
    fn line_scale(&self) -> f64 {
        self.scale().max(self.skip / 9.5)
    }
}

/// The sizes a table may be set in, smallest first: the biggest at which each grid fits a
/// slide whole (a 3 × 3 table fills the slide rather than a corner of it).
pub const FONT_SIZES: [FontSize; 7] = [
    FontSize {
        name: "scriptsize",
        pt: 8.0,
        skip: 9.5,
    },
    FontSize {
        name: "footnotesize",
        pt: 9.0,
        skip: 11.0,
    },
    FontSize {
        name: "small",
        pt: 10.0,
        skip: 12.0,
    },
    FontSize {
        name: "normalsize",
        pt: 11.0,
        skip: 13.6,
    },
    FontSize {
        name: "large",
        pt: 12.0,
        skip: 14.0,
    },
    FontSize {
        name: "Large",
        pt: 14.4,
        skip: 18.0,
    },
    FontSize {
        name: "LARGE",
        pt: 17.28,
        skip: 22.0,
    },
];

/// The size the answer and the key under a table bigger than `\scriptsize` are set in: the
/// table is sized to the slide, the words under it keep the base size.
const FOOT_SIZE: FontSize = FontSize {
    name: "scriptsize",
    pt: 8.0,
    skip: 9.5,
};

/// How wide `text` sets at `\scriptsize`, in points (estimated on the wide side: Latin letters
/// and digits about 4.6 pt, CJK characters 8.5 pt, symbols set in math about 7 pt).
fn set_width_pt(text: &str) -> f64 {
    text.chars()
        .map(|c| {
            if is_wide(c) {
                8.5
            } else if c.is_ascii() {
                4.6
            } else {
                7.0
            }
        })
        .sum()
}

/// How wide `text` sets, in Latin letters: a CJK character takes two.
fn text_width(text: &str) -> usize {
    text.chars().map(|c| if is_wide(c) { 2 } else { 1 }).sum()
}

/// A character set about twice as wide as a Latin letter (CJK ideographs and punctuation,
/// full-width forms).
fn is_wide(c: char) -> bool {
    matches!(c, '\u{2E80}'..='\u{9FFF}' | '\u{AC00}'..='\u{D7AF}' | '\u{F900}'..='\u{FAFF}' | '\u{FF00}'..='\u{FF60}')
}

/// Escape LaTeX's special characters.
pub fn latex_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let chars: Vec<char> = text.chars().collect();
    for (k, &c) in chars.iter().enumerate() {
        let prev = k.checked_sub(1).map(|p| chars[p]);
        let next = chars.get(k + 1).copied();
        match c {
            '\\' => out.push_str("\\textbackslash{}"),
            '&' | '%' | '$' | '#' | '_' | '{' | '}' => {
                out.push('\\');
                out.push(c);
            }
            // `--` and `---` are dashes in LaTeX: a run of hyphens stays hyphens
            '-' if prev == Some('-') || next == Some('-') => out.push_str("{-}"),
            '~' => out.push_str("\\textasciitilde{}"),
            '^' => out.push_str("\\textasciicircum{}"),
            // symbols pdfLaTeX's default input encoding has no text glyph for
            _ => match math_symbol(c) {
                Some(m) => {
                    out.push_str("\\ensuremath{");
                    out.push_str(m);
                    out.push('}');
                }
                None => out.push(c),
            },
        }
    }
    out
}

/// The math-mode command of a symbol the labels use that pdfLaTeX cannot set as text.
fn math_symbol(c: char) -> Option<&'static str> {
    Some(match c {
        // amssymb's tick (Beamer loads amssymb; `\surd` printed a root sign, t2 stop 42)
        '✓' | '✔' => "\\checkmark",
        '✗' | '×' => "\\times",
        '−' => "-",
        '≥' => "\\geq",
        '≤' => "\\leq",
        '≠' => "\\neq",
        '→' => "\\rightarrow",
        '←' => "\\leftarrow",
        '↓' => "\\downarrow",
        '↑' => "\\uparrow",
        '∞' => "\\infty",
        '·' => "\\cdot",
        _ => return None,
    })
}

/// Escape a Markdown table cell (pipes and backslashes).
pub fn markdown_escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace('|', "\\|")
}

/// One cell as LaTeX: its colour and its text, in black on a light cell and white on a dark one
/// (as the picture has it; the text is coloured either way, so that a dark Beamer theme's
/// light text colour never lands on a light cell); a `framed` cell (the answer) has its text
/// bold in a frame of the text's colour, which shows on its cell on any theme; a framed cell
/// without text (a start that is a draw) gets an empty frame of a digit's size. A dash ("—")
/// is not framed: a frame around it read as a boxed minus.
fn latex_cell(cell: &Option<(Rgb, String)>, framed: bool) -> String {
    let Some((fill, text)) = cell else {
        return String::new();
    };
    let hex = fill.hex().trim_start_matches('#').to_ascii_uppercase();
    let dark = fill.luminance() <= 0.55;
    let (ink, ink_hex) = if dark {
        ("white", "FFFFFF")
    } else {
        ("black", "000000")
    };
    if framed && text.trim() != "—" {
        let shown = if text.trim().is_empty() {
            "\\phantom{0}".to_string()
        } else {
            latex_escape(text)
        };
        let body = format!("\\textbf{{\\textcolor{{{ink}}}{{{shown}}}}}");
        // the frame drawn over the text's own width (`\\makebox` of that width lets it stick
        // out on both sides) and height (`\\smash`): the column keeps its width, the headers
        // stay over their columns
        return format!(
            "\\cellcolor[HTML]{{{hex}}}{{\\setbox0\\hbox{{{body}}}\\setlength{{\\fboxsep}}{{1pt}}\\setlength{{\\fboxrule}}{{1pt}}\\smash{{\\makebox[\\wd0]{{\\fcolorbox[HTML]{{{ink_hex}}}{{{hex}}}{{\\copy0}}}}}}}}"
        );
    }
    if text.is_empty() {
        return format!("\\cellcolor[HTML]{{{hex}}}");
    }
    format!(
        "\\cellcolor[HTML]{{{hex}}}\\textcolor{{{ink}}}{{{}}}",
        latex_escape(text)
    )
}

/// Split `widths` (each column's width in points) into as few runs fitting `room` side by side
/// as [`greedy_runs`] makes, of about equal width: no run of two columns after runs of twelve
/// (a guess-number-100 deck had slides holding a 2 × 2 corner).
fn column_runs(widths: &[f64], room: f64) -> Vec<std::ops::Range<usize>> {
    let k = greedy_runs(widths, room).len();
    // the narrowest room that still needs no more runs than `room` does
    let (mut lo, mut hi) = (widths.iter().copied().fold(0.0, f64::max), room.max(0.0));
    if lo >= hi {
        return greedy_runs(widths, room);
    }
    for _ in 0..40 {
        let mid = (lo + hi) / 2.0;
        if greedy_runs(widths, mid).len() <= k {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    greedy_runs(widths, hi)
}

/// Split `rows` rows into runs of at most `most`, as few as that allows and of about equal
/// length (100 rows at 15 a slide: 14 or 15 each, not six of 15 and one of 10).
fn row_runs(rows: usize, most: usize) -> Vec<std::ops::Range<usize>> {
    let most = most.max(1);
    let parts = rows.div_ceil(most).max(1);
    (0..parts)
        .map(|k| (k * rows / parts)..((k + 1) * rows / parts))
        .collect()
}

/// Split `widths` into runs that fit `room` side by side, filling each before the next (a
/// column wider than `room` alone).
fn greedy_runs(widths: &[f64], room: f64) -> Vec<std::ops::Range<usize>> {
    let mut runs = Vec::new();
    let (mut start, mut used) = (0, 0.0);
    for (c, w) in widths.iter().enumerate() {
        if c > start && used + w > room {
            runs.push(start..c);
            start = c;
            used = 0.0;
        }
        used += w;
    }
    if start < widths.len() || widths.is_empty() {
        runs.push(start..widths.len());
    }
    runs
}

/// One part of a grid as LaTeX (its heading, header and rows), with its height in lines.
struct Part {
    text: String,
    lines: f64,
}

/// The parts of a grid: runs of at most [`SLIDE_ROWS`] rows (fewer when a slide's end matter,
/// `foot_lines` high, would not fit beside them) and of as many columns as fit
/// [`SLIDE_WIDTH_PT`], each with the grid's heading and its header; parts whose cells are all
/// empty (the triangle a table leaves blank) are left out.
fn grid_parts(grid: &PlainGrid, foot_lines: f64, size: &FontSize, width: f64) -> Vec<Part> {
    let k = size.scale();
    // a second label column only when it holds something
    let row_subs = grid
        .row_subs
        .as_ref()
        .filter(|v| v.iter().any(|s| !s.is_empty()));
    let subs = row_subs.is_some();
    // long axis names go on a line above the table, not into its corner
    let long_names = text_width(&grid.row_name) + text_width(&grid.col_name) > 12;
    let mut heading = String::from("\\par\\medskip\\noindent\n");
    let mut heading_lines = 0.6;
    if let Some(t) = &grid.title {
        heading.push_str(&format!(
            "\\textbf{{{}}}\\par\\nopagebreak\\noindent\n",
            latex_escape(t)
        ));
        heading_lines += 1.0;
    }
    if long_names {
        // (a Chinese comma between Chinese names)
        let comma = if grid.col_name.chars().any(is_wide) {
            "，"
        } else {
            ", "
        };
        heading.push_str(&format!(
            "\\ensuremath{{\\downarrow}} {}{comma}\\ensuremath{{\\rightarrow}} {}\\par\\nopagebreak\\noindent\n",
            latex_escape(&grid.row_name),
            latex_escape(&grid.col_name)
        ));
        heading_lines += 1.0;
    }
    let corner = if long_names {
        String::new()
    } else {
        format!(
            "{} \\textbackslash{{}} {}",
            latex_escape(&grid.row_name),
            latex_escape(&grid.col_name)
        )
    } + if subs { " &" } else { "" };
    // the widths the columns set in (text, padding and rule)
    const PAD: f64 = 6.4;
    let corner_w = if long_names {
        0.0
    } else {
        set_width_pt(&format!("{} \\ {}", grid.row_name, grid.col_name))
    };
    let label_w = grid
        .rows
        .iter()
        .map(|r| set_width_pt(r))
        .fold(0.0, f64::max)
        + PAD
        + row_subs.map_or(0.0, |v| {
            v.iter().map(|r| set_width_pt(r)).fold(0.0, f64::max) + PAD
        });
    let label_w = label_w.max(corner_w + PAD);
    let col_w: Vec<f64> = (0..grid.cols.len())
        .map(|c| {
            let head = set_width_pt(&grid.cols[c]);
            let sub = grid
                .col_subs
                .as_ref()
                .and_then(|v| v.get(c))
                .map_or(0.0, |v| set_width_pt(v));
            let cells = grid
                .cells
                .iter()
                .filter_map(|row| row.get(c)?.as_ref())
                .map(|(_, t)| set_width_pt(t))
                .fold(0.0, f64::max);
            head.max(sub).max(cells) + PAD
        })
        .collect();
    // at a bigger font, every width is `k` times its `\\scriptsize` width: the room shrinks
    let runs = column_runs(&col_w, width / k - label_w);
    let head_lines = if grid.col_subs.is_some() { 2.0 } else { 1.0 };
    // a part and the slide's foot (the answer and the key) fit one slide
    let room = (SLIDE_LINES / size.line_scale() - foot_lines - heading_lines - head_lines).floor();
    // in fives: the answer and the key under the table differ in length between the
    // languages, and Nim's positions came 10 a slide in English and 12 in Chinese
    // (a grid that fits one part stays one part)
    let slide_rows = (room.max(4.0) as usize).min(SLIDE_ROWS);
    // (only where that makes no more parts: guess-number-100 went from 41 slides to 52)
    let in_fives = slide_rows / 5 * 5;
    let slide_rows = if slide_rows >= 5
        && grid.rows.len() > slide_rows
        && grid.rows.len().div_ceil(in_fives) == grid.rows.len().div_ceil(slide_rows)
    {
        in_fives
    } else {
        slide_rows
    };
    // per run of columns, only the rows that hold something in them (a triangle's empty
    // corner is no part: the 24-pile stone table had a slide of twelve rows and one cell),
    // in runs of about equal length
    let mut blocks = Vec::new();
    for cols in &runs {
        let live = |r: &usize| grid.cells[*r][cols.clone()].iter().any(Option::is_some);
        let first = (0..grid.rows.len()).find(live);
        let last = (0..grid.rows.len()).rev().find(live);
        let (first, last) = match (first, last) {
            (Some(a), Some(b)) => (a, b + 1),
            _ if grid.rows.is_empty() => (0, 0),
            _ => continue,
        };
        for rows in row_runs(last - first, slide_rows) {
            blocks.push(((rows.start + first)..(rows.end + first), cols.clone()));
        }
    }
    // in reading order: by rows, then by columns
    blocks.sort_by_key(|(rows, cols)| (rows.start, cols.start));
    let mut parts = Vec::new();
    for (rows, cols) in blocks {
        let cols = &cols;
        {
            let mut text = heading.clone();
            text.push_str(&format!(
                "\\begin{{tabular}}{{r{}|{}}}\n",
                if subs { "r" } else { "" },
                "c".repeat(cols.len())
            ));
            let header: Vec<String> = grid.cols[cols.clone()]
                .iter()
                .map(|c| latex_escape(c))
                .collect();
            match &grid.col_subs {
                Some(values) => {
                    text.push_str(&format!("{corner} & {} \\\\\n", header.join(" & ")));
                    let values: Vec<String> = cols
                        .clone()
                        .map(|c| latex_escape(values.get(c).map_or("", |v| v.as_str())))
                        .collect();
                    let lead = if subs { " &" } else { "" };
                    text.push_str(&format!("{lead} & {} \\\\ \\hline\n", values.join(" & ")));
                }
                None => text.push_str(&format!("{corner} & {} \\\\ \\hline\n", header.join(" & "))),
            }
            for k in rows.clone() {
                let label = &grid.rows[k];
                let label = match row_subs {
                    Some(values) => format!(
                        "{} & {}",
                        latex_escape(label),
                        latex_escape(values.get(k).map_or("", |v| v.as_str()))
                    ),
                    None => latex_escape(label),
                };
                let cells: Vec<String> = cols
                    .clone()
                    .map(|c| latex_cell(&grid.cells[k][c], grid.framed.contains(&(k, c))))
                    .collect();
                text.push_str(&format!("{label} & {} \\\\\n", cells.join(" & ")));
            }
            text.push_str("\\end{tabular}\\par\n");
            parts.push(Part {
                text,
                lines: heading_lines + head_lines + rows.len() as f64,
            });
        }
    }
    parts
}

/// What closes every slide: the answer (the picture's subtitle) on a line of its own, then the
/// colour key (a swatch and its words each), with its height in lines; so that a slide never
/// shows a table without its key, nor the key alone.
fn foot_part(table: &PlainTable, size: &FontSize, width: f64) -> Option<Part> {
    let room = width / size.scale();
    if table.key.is_empty() && table.subtitle.is_none() {
        return None;
    }
    let mut text = String::from("\\medskip\\noindent\n");
    let mut lines = 0.6;
    if let Some(s) = &table.subtitle {
        let s = s.replace('\n', " ");
        text.push_str(&format!(
            "\\textbf{{{}}}\\par\\noindent\n",
            latex_escape(&s)
        ));
        lines += (set_width_pt(&s) * 1.1 / room).ceil().max(1.0);
    }
    if table.key.is_empty() && table.frame.is_none() {
        return Some(Part { text, lines });
    }
    // the framed bold cell's entry goes on the key's heading line when there is one (a line
    // of its own there; among the swatches it wrapped them to a second line and the table came
    // out smaller)
    let mut frame_item = table.frame.as_ref().map(|(f, _)| {
        format!(
            "\\mbox{{{{\\setlength{{\\fboxsep}}{{1pt}}\\setlength{{\\fboxrule}}{{1pt}}\\fbox{{\\textbf{{0}}}}}}~{}}}",
            latex_escape(f)
        )
    });
    if let Some(t) = &table.key_title {
        match frame_item.take() {
            Some(item) => text.push_str(&format!(
                "{}\\quad {item}\\par\\noindent\n",
                latex_escape(t)
            )),
            None => text.push_str(&format!("{}\\par\\noindent\n", latex_escape(t))),
        }
        lines += 1.0;
    }
    let mut items: Vec<String> = table
        .key
        .iter()
        .map(|(c, words)| {
            format!(
                "\\mbox{{\\fcolorbox[HTML]{{808080}}{{{}}}{{\\rule{{0pt}}{{1.6ex}}\\hspace{{1.2em}}}}~{}}}",
                c.hex().trim_start_matches('#').to_ascii_uppercase(),
                latex_escape(words)
            )
        })
        .collect();
    // the framed bold cell, keyed as the table draws it (t2: it was never explained)
    let frame_w = match (&frame_item, &table.frame) {
        (Some(_), Some((f, _))) => set_width_pt(f) + 30.0,
        _ => 0.0,
    };
    items.extend(frame_item);
    let width: f64 = table
        .key
        .iter()
        .map(|(_, w)| set_width_pt(w) + 30.0)
        .sum::<f64>()
        + frame_w;
    lines += (width / room).ceil().max(1.0) * 1.4;
    // ragged right: the items break between them rather than run past the edge (glue without
    // stretch left no line TeX would take, and it set one overfull)
    text.push_str("{\\raggedright\n");
    text.push_str(&items.join("\\quad\n"));
    text.push_str("\\par}\n");
    Some(Part { text, lines })
}

/// The table as LaTeX: a comment with what it needs, then, in `\scriptsize`, per grid its
/// heading and `tabular` in parts that each fit a Beamer slide (at most [`SLIDE_ROWS`] rows, as
/// many columns as fit [`SLIDE_WIDTH_PT`]), then the answer and the colour key (repeated on
/// every slide, see [`foot_part`]); the answer cell framed and bold. Where the whole does not fit
/// one slide, `\framebreak` separates the slides' parts: in Beamer's
/// `\begin{frame}[allowframebreaks]` each group of parts gets a slide of its own; elsewhere
/// `\framebreak` is defined to do nothing.
pub fn to_latex(table: &PlainTable) -> String {
    to_latex_for(table, super::style::Aspect::Standard)
}

/// [`to_latex`] for a slide of `aspect`: a 16:9 slide's parts take its width.
pub fn to_latex_for(table: &PlainTable, aspect: super::style::Aspect) -> String {
    let width = slide_width(aspect);
    let mut out = String::new();
    out.push_str(&format!("% {}\n", table.title.replace('\n', " ")));
    out.push_str("% needs \\usepackage[table]{xcolor}, \\usepackage{amssymb} for \\checkmark (Beamer loads it)\n% and ctex or xeCJK for Chinese labels;\n");
    out.push_str("% in Beamer: \\documentclass[xcolor=table]{beamer}, and this inside\n");
    out.push_str("% \\begin{frame}[allowframebreaks]{...} ... \\end{frame}: set in \\scriptsize, a table comes\n");
    out.push_str(&format!(
        "% in parts of at most {SLIDE_ROWS} rows (fewer, in fives, where the answer and key take room) and as\n% many columns as fit a {} slide, parts of a table about equal in size, each with its header,\n",
        match aspect {
            super::style::Aspect::Wide => "16:9",
            super::style::Aspect::Standard => "4:3",
        }
    ));
    out.push_str(
        "% and \\framebreak starts a new slide where one slide would not hold them all;\n",
    );
    out.push_str("% every slide ends with the result line and the colour key");
    match &table.frame {
        Some((f, _)) => out.push_str(&format!(
            "; the framed bold cell: {}\n",
            f.replace('\n', " ")
        )),
        None => out.push('\n'),
    }
    if let Some(s) = &table.subtitle {
        out.push_str(&format!("% {}\n", s.replace('\n', " ")));
    }
    // every slide ends with the answer and the key; the font is the biggest at which every
    // grid fits one slide whole beside them (`\\scriptsize`, in parts, when none does)
    // the answer and the key are set in their own size, `\\scriptsize`: a long answer
    // took the slide's room from the table, which came out small (Can I Win, 913) beside
    // another game's big one; the table's size is the one chosen
    let layout = |size: &FontSize| {
        let foot_size = if size.pt <= FOOT_SIZE.pt {
            size
        } else {
            &FOOT_SIZE
        };
        let foot = foot_part(table, foot_size, width).map(|mut f| {
            if foot_size.pt < size.pt {
                f.text = format!("{{\\{}\n{}}}\n", foot_size.name, f.text);
            }
            // in lines of the table's size
            f.lines *= foot_size.line_scale() / size.line_scale();
            f
        });
        let foot_lines = foot.as_ref().map_or(0.0, |f| f.lines);
        let per_grid: Vec<Vec<Part>> = table
            .grids
            .iter()
            .map(|g| grid_parts(g, foot_lines, size, width))
            .collect();
        let whole = per_grid.iter().all(|p| {
            p.len() <= 1
                && p.iter()
                    .all(|p| p.lines + foot_lines <= SLIDE_LINES / size.line_scale())
        });
        (foot, foot_lines, per_grid, whole)
    };
    let (size, (foot, foot_lines, per_grid, _)) = FONT_SIZES
        .iter()
        .rev()
        .map(|s| (s, layout(s)))
        .find(|(_, l)| l.3)
        .unwrap_or_else(|| (&FONT_SIZES[0], layout(&FONT_SIZES[0])));
    // the size chosen, said (the comment's \\scriptsize stood over a \\LARGE table, t1 stop 42)
    out.push_str(&format!("% this table: set in \\{}\n", size.name));
    let parts: Vec<Part> = per_grid.into_iter().flatten().collect();
    // parts to slides: as many as fit beside the foot, in order
    let mut slides: Vec<Vec<Part>> = Vec::new();
    let mut used = f64::MAX;
    for part in parts {
        if used + part.lines + foot_lines > SLIDE_LINES / size.line_scale() {
            slides.push(Vec::new());
            used = 0.0;
        }
        used += part.lines;
        if let Some(slide) = slides.last_mut() {
            slide.push(part);
        }
    }
    if slides.is_empty() {
        slides.push(Vec::new());
    }
    if slides.len() > 1 {
        out.push_str("\\providecommand{\\framebreak}{}\n");
    }
    out.push_str(&format!(
        "{{\\{}\\setlength{{\\tabcolsep}}{{{:.1}pt}}%\n",
        size.name,
        3.0 * size.scale()
    ));
    for (k, slide) in slides.iter().enumerate() {
        if k > 0 {
            out.push_str("\\framebreak\n");
        }
        for part in slide {
            out.push_str(&part.text);
        }
        if let Some(f) = &foot {
            out.push_str(&f.text);
        }
    }
    out.push_str("}\n");
    out
}

/// The table as Markdown: per grid a bold title and a pipe table (the values; where a colour
/// carries an outcome, its letter before the value), then what the letters stand for.
pub fn to_markdown(table: &PlainTable) -> String {
    let mut out = format!("**{}**\n\n", markdown_escape(&table.title));
    if let Some(s) = &table.subtitle {
        out.push_str(&format!("{}\n\n", markdown_escape(s)));
    }
    for grid in &table.grids {
        if let Some(t) = &grid.title {
            out.push_str(&format!("*{}*\n\n", markdown_escape(t)));
        }
        // a second label column only when it holds something
        let row_subs = grid
            .row_subs
            .as_ref()
            .filter(|v| v.iter().any(|s| !s.is_empty()));
        let subs = row_subs.is_some();
        // "i \\ j" where the columns are numbered; where they are named (a Game Lab table's
        // "outcome", "moves to end") the columns' heading is a sentence, said above the table:
        // "position \\ with best play, for the player to move" read as nonsense (t1 stop 42)
        let named = !grid.cols.is_empty() && grid.cols.iter().all(|c| c.parse::<f64>().is_err());
        if named && !grid.col_name.is_empty() {
            out.push_str(&format!("*{}*\n\n", markdown_escape(&grid.col_name)));
        }
        let corner = format!(
            "{}{}{}",
            markdown_escape(&grid.row_name),
            if named {
                String::new()
            } else {
                format!(" \\\\ {}", markdown_escape(&grid.col_name))
            },
            if subs { " |" } else { "" }
        );
        let header: Vec<String> = grid.cols.iter().map(|c| markdown_escape(c)).collect();
        out.push_str(&format!("| {corner} | {} |\n", header.join(" | ")));
        out.push_str(&format!(
            "|---:|{}{}\n",
            if subs { "---:|" } else { "" },
            ":---:|".repeat(grid.cols.len())
        ));
        if let Some(values) = &grid.col_subs {
            let values: Vec<String> = values.iter().map(|v| markdown_escape(v)).collect();
            out.push_str(&format!(
                "| {} | {} |\n",
                if subs { " |" } else { "" },
                values.join(" | ")
            ));
        }
        for (k, (label, row)) in grid.rows.iter().zip(&grid.cells).enumerate() {
            let cells: Vec<String> = row
                .iter()
                .enumerate()
                .map(|(c, cell)| match cell {
                    Some((fill, text)) => {
                        let text = markdown_escape(text);
                        let text = match table.letter(*fill) {
                            Some(l) if text.is_empty() || text == l => markdown_escape(l),
                            Some(l) => format!("{} {text}", markdown_escape(l)),
                            None => text,
                        };
                        // the answer cell (framed in the picture) in bold
                        if grid.framed.contains(&(k, c)) && !text.is_empty() {
                            format!("**{text}**")
                        } else {
                            text
                        }
                    }
                    None => String::new(),
                })
                .collect();
            let label = match row_subs {
                Some(values) => format!(
                    "{} | {}",
                    markdown_escape(label),
                    markdown_escape(values.get(k).map_or("", |v| v.as_str()))
                ),
                None => markdown_escape(label),
            };
            out.push_str(&format!("| {label} | {} |\n", cells.join(" | ")));
        }
        out.push('\n');
    }
    // what the letters stand for, in the key's words
    let said: Vec<String> = table
        .letters
        .iter()
        .filter_map(|(c, l)| {
            let words = table.key.iter().find(|(k, _)| k == c).map(|(_, w)| w)?;
            Some(format!(
                "{} = {}",
                markdown_escape(l),
                markdown_escape(words)
            ))
        })
        .chain(
            // the key's entries that name their own letter ("F = food", "C = cat"): the
            // cells' letters
            table
                .key
                .iter()
                .filter(|(c, w)| w.contains(" = ") && table.letter(*c).is_none())
                .map(|(_, w)| markdown_escape(w)),
        )
        .collect();
    // the bold cell (framed in the picture)
    let bold = table.frame.as_ref().filter(|_| {
        table.grids.iter().any(|g| {
            g.framed
                .iter()
                .any(|&(r, c)| g.cells[r][c].as_ref().is_some_and(|(_, t)| !t.is_empty()))
        })
    });
    // the key's heading only with the letters it heads: alone (a colour scale's "money that
    // guarantees a win") it captioned swatches Markdown does not have (issue 24)
    if let Some((f, word)) = bold {
        out.push_str(&format!(
            "**{}** = {}\n\n",
            markdown_escape(word),
            markdown_escape(f)
        ));
    }
    if !said.is_empty() {
        out.push_str(&said.join(", "));
        out.push_str("\n\n");
        if let Some(t) = &table.key_title {
            out.push_str(&format!("{}\n", markdown_escape(t)));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> PlainTable {
        PlainTable {
            title: "Stone game [3, 9] — net score table".into(),
            subtitle: Some("Final: first 9, second 3".into()),
            grids: vec![PlainGrid {
                title: None,
                row_name: "i".into(),
                col_name: "j".into(),
                rows: vec!["0".into(), "1".into()],
                cols: vec!["0".into(), "1".into()],
                row_subs: None,
                col_subs: None,
                framed: Vec::new(),
                cells: vec![
                    vec![
                        Some((Rgb(187, 214, 230), "3".into())),
                        Some((Rgb(67, 147, 195), "6".into())),
                    ],
                    vec![None, Some((Rgb(255, 0, 16), "9".into()))],
                ],
            }],
            key_title: None,
            key: Vec::new(),
            letters: Vec::new(),
            frame: None,
        }
    }

    /// The table's size is the table's: a long answer under it (Can I Win's, 913's) is set
    /// small itself rather than shrinking the table (those exports came out small beside the
    /// others).
    #[test]
    fn a_long_answer_does_not_shrink_the_table() {
        let size_line = |t: &PlainTable| {
            to_latex(t)
                .lines()
                .find(|l| l.contains("\\setlength{\\tabcolsep}"))
                .unwrap()
                .to_string()
        };
        let short = sample();
        let mut long = sample();
        long.subtitle = Some(
            "The second player wins. Every first move loses. Read a row: the first move x wins \
             only if every reply y in its row is a 1; one 2 is enough for the second player."
                .to_string(),
        );
        long.key = vec![
            (Rgb(0, 158, 115), "first player wins".into()),
            (Rgb(213, 94, 0), "second player wins".into()),
        ];
        assert_eq!(size_line(&short), size_line(&long));
        assert!(
            size_line(&short).starts_with("{\\LARGE"),
            "{}",
            size_line(&short)
        );
        // the answer is set in its own, smaller size
        assert!(
            to_latex(&long).contains("{\\scriptsize\n\\medskip"),
            "{}",
            to_latex(&long)
        );
    }

    #[test]
    fn latex_colours_every_cell_and_escapes() {
        let tex = to_latex(&sample());
        assert!(tex.contains("\\begin{tabular}{r|cc}"), "{tex}");
        assert!(
            tex.contains(
                "0 & \\cellcolor[HTML]{BBD6E6}\\textcolor{black}{3} & \\cellcolor[HTML]{4393C3}\\textcolor{white}{6} \\\\"
            ),
            "{tex}"
        );
        assert!(
            tex.contains("1 &  & \\cellcolor[HTML]{FF0010}\\textcolor{white}{9} \\\\"),
            "{tex}"
        );
        // the answer on a line of its own under the table
        assert!(
            tex.contains(
                "\\end{tabular}\\par\n{\\scriptsize\n\\medskip\\noindent\n\\textbf{Final: first 9, second 3}\\par"
            ),
            "{tex}"
        );
        // a 2 × 2 table fills its slide: set big
        assert!(tex.contains("{\\LARGE\\setlength"), "{tex}");
        assert_eq!(
            latex_escape("50% & a_b #1 {x}"),
            "50\\% \\& a\\_b \\#1 \\{x\\}"
        );
        // "--table" would set as an en dash
        assert_eq!(
            latex_escape("solve --table, a-b, ---"),
            "solve {-}{-}table, a-b, {-}{-}{-}"
        );
    }

    #[test]
    fn markdown_has_a_header_a_rule_and_a_row_per_row() {
        let md = to_markdown(&sample());
        let lines: Vec<&str> = md.lines().filter(|l| l.starts_with('|')).collect();
        assert_eq!(lines.len(), 4, "{md}");
        assert_eq!(lines[0], "| i \\\\ j | 0 | 1 |");
        assert_eq!(lines[1], "|---:|:---:|:---:|");
        assert_eq!(lines[3], "| 1 |  | 9 |");
        assert_eq!(markdown_escape("a|b"), "a\\|b");
    }

    /// The key of the picture goes with the table: swatches in LaTeX; in Markdown the outcome
    /// letters in the cells and what they stand for; pile values under the indices in both.
    #[test]
    fn the_key_letters_and_sub_labels_are_kept() {
        let mut t = sample();
        let (win, lose) = (Rgb(0, 158, 115), Rgb(255, 0, 16));
        t.grids[0].cells[0][0] = Some((win, "3".into()));
        t.grids[0].col_subs = Some(vec!["7".into(), "8".into()]);
        t.grids[0].row_subs = Some(vec!["7".into(), "8".into()]);
        t.key_title = Some("numbers: moves".into());
        t.key = vec![(win, "mouse wins".into()), (lose, "cat wins".into())];
        t.letters = vec![(win, "M".into()), (lose, "C".into())];
        let tex = to_latex(&t);
        assert!(tex.contains("\\begin{tabular}{rr|cc}"), "{tex}");
        assert!(tex.contains(" & & 7 & 8 \\\\ \\hline"), "{tex}");
        assert!(tex.contains("1 & 8 &  & "), "{tex}");
        assert!(
            tex.contains("{009E73}{\\rule{0pt}{1.6ex}\\hspace{1.2em}}~mouse wins}"),
            "{tex}"
        );
        // dark cells get white text
        assert!(
            tex.contains("\\cellcolor[HTML]{FF0010}\\textcolor{white}{9}"),
            "{tex}"
        );
        let md = to_markdown(&t);
        assert!(md.contains("| 0 | 7 | M 3 | 6 |"), "{md}");
        assert!(md.contains("| 1 | 8 |  | C 9 |"), "{md}");
        assert!(md.contains("|  | | 7 | 8 |"), "{md}");
        assert!(md.contains("M = mouse wins, C = cat wins"), "{md}");
        assert!(md.contains("numbers: moves"), "{md}");
        // a framed cell: the frame over the text's own width, which sets the column's
        t.grids[0].framed = vec![(0, 1)];
        let tex = to_latex(&t);
        assert!(
            tex.contains("\\smash{\\makebox[\\wd0]{\\fcolorbox[HTML]{FFFFFF}{4393C3}{\\copy0}}}"),
            "{tex}"
        );
    }
}
