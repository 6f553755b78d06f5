//! The shared drawing of labelled tables: a title, one or more grids of coloured cells with
//! their axis labels, and a colour legend. Every game's `table` view goes through here.

use super::scene::{BOLD_WIDTH, HAlign, Scene, fit_size, text_width};
use super::style::{self, Palette, Rgb};

/// One axis of a grid: its name and a label per row or column, with an optional second line
/// (the pile values under the indices, for instance).
pub struct Axis {
    pub name: String,
    pub labels: Vec<String>,
    pub sub: Option<Vec<String>>,
}

impl Axis {
    /// An axis labelled `0, 1, …` (or from `first`).
    pub fn numbered(name: impl Into<String>, count: usize, first: usize) -> Axis {
        Axis {
            name: name.into(),
            labels: (first..first + count).map(|k| k.to_string()).collect(),
            sub: None,
        }
    }
}

/// What one cell shows: its colour and, when it fits, a text.
pub struct Cell {
    pub fill: Rgb,
    pub text: Option<String>,
    /// Framed (the answer cell, the current step).
    pub framed: bool,
}

/// One grid: rows × columns, `cell(r, c)` is `None` where nothing is drawn.
pub struct Panel<'a> {
    pub title: Option<String>,
    pub rows: Axis,
    pub cols: Axis,
    pub cell: Box<dyn Fn(usize, usize) -> Option<Cell> + 'a>,
}

/// A colour legend.
pub enum Legend {
    /// A continuous scale from `lo` to `hi` through the given colours (bottom to top), and
    /// below it the named colours the figure has besides the scale (walls, "never decided").
    Scale {
        title: String,
        colors: Vec<Rgb>,
        lo: String,
        hi: String,
        keys: Vec<(Rgb, String)>,
    },
    /// Named colours.
    Swatches {
        title: Option<String>,
        items: Vec<(Rgb, String)>,
    },
}

/// Top of the content below the title and the subtitle.
pub const CONTENT_TOP: f64 = 130.0;
/// Left edge of the legend column on a canvas `width` wide (1300 on the 16:9 canvas): the
/// column keeps its width on the narrower 4:3 canvas.
pub fn legend_x(width: f64) -> f64 {
    width - 300.0
}

/// The header's lines: the title's (bold) and the subtitle's, with their sizes.
pub struct HeaderLines {
    pub title: Vec<String>,
    pub title_size: f64,
    pub subtitle: Vec<String>,
    pub subtitle_size: f64,
}

/// The gap between the title and the subtitle when either takes two lines, in the subtitle's
/// em.
const TITLE_GAP: f64 = 0.4;

/// Room for the header above [`CONTENT_TOP`]: its lines (at 1.2 em each) fit in this height.
const HEADER_ROOM: f64 = 112.0;

/// How the title and the subtitle are set in `width`: the title on one line at up to
/// [`style::TITLE`], or wrapped to two lines rather than shrunk much; the subtitle at
/// [`style::LABEL`], wrapped rather than shrunk. The title is never smaller than the subtitle;
/// both shrink together only when their lines would not fit above the content.
pub fn header_lines(title: &str, subtitle: Option<&str>, width: f64) -> HeaderLines {
    use super::scene::BOLD_WIDTH;
    // the room for a wider fallback font: the title never runs off the slide
    let bold_width = width / BOLD_WIDTH;
    let mut sub_size = style::LABEL;
    let mut cap = style::TITLE;
    loop {
        let sub: Vec<String> = subtitle.map_or_else(Vec::new, |s| wrap(s, sub_size, width));
        // the title: one line when that keeps it clearly bigger than the subtitle
        let one = super::scene::fit_bold_size(title, width, cap);
        let (lines, size) = if one >= (sub_size + 6.0).min(cap) {
            (vec![title.to_string()], one)
        } else {
            // two lines at the largest size that fits
            let mut size = cap;
            // (with a margin: a wrapped title's lines stop short of the edge)
            let mut lines = wrap(title, size, bold_width * 0.95);
            while lines.len() > 2 && size > sub_size {
                size -= 1.0;
                lines = wrap(title, size, bold_width * 0.95);
            }
            (lines, size.max(sub_size))
        };
        let height = 1.2 * (size * lines.len() as f64 + sub_size * sub.len() as f64);
        if height <= HEADER_ROOM || sub_size <= style::MIN_CELL_TEXT {
            return HeaderLines {
                title: lines,
                title_size: size,
                subtitle: sub,
                subtitle_size: sub_size,
            };
        }
        // too tall: the title shrinks first, down to a little above the subtitle
        if cap > sub_size + 4.0 {
            cap -= 1.0;
        } else {
            sub_size -= 1.0;
            cap = sub_size + 4.0;
        }
    }
}

/// Draw the title (and a smaller subtitle) at the top of the scene: see [`header_lines`].
pub fn header(scene: &mut Scene, pal: &Palette, title: &str, subtitle: Option<&str>) {
    let h = header_lines(title, subtitle, scene.width - 80.0);
    if h.title.len() == 1 && h.subtitle.len() <= 1 {
        // the usual header: one line each, where every view expects it
        scene.bold_text(
            40.0,
            48.0,
            &h.title[0],
            h.title_size,
            pal.text,
            HAlign::Left,
        );
        if let Some(sub) = h.subtitle.first() {
            scene.text(40.0, 96.0, sub, h.subtitle_size, pal.muted, HAlign::Left);
        }
        return;
    }
    // the title's lines (bold), then the subtitle's, each 1.2 em below the last
    let title = h.title.iter().map(|l| (l, h.title_size, true, pal.text));
    let subtitle = h
        .subtitle
        .iter()
        .map(|l| (l, h.subtitle_size, false, pal.muted));
    let mut y = 12.0;
    let mut first_sub = true;
    // a gap between the title and the subtitle (a wrapped title crowded it), in the room the
    // header leaves above the content
    let total =
        1.2 * (h.title_size * h.title.len() as f64 + h.subtitle_size * h.subtitle.len() as f64);
    let gap = (TITLE_GAP * h.subtitle_size).min((HEADER_ROOM + 14.0 - total).max(0.0));
    for (line, size, bold, colour) in title.chain(subtitle) {
        if !bold && first_sub {
            y += gap;
            first_sub = false;
        }
        if bold {
            scene.bold_text(40.0, y + 0.6 * size, line, size, colour, HAlign::Left);
        } else {
            scene.text(40.0, y + 0.6 * size, line, size, colour, HAlign::Left);
        }
        y += 1.2 * size;
    }
}

/// Punctuation that may not start a line (closing brackets and quotes, commas, full stops…):
/// the usual CJK line-breaking rule (kinsoku) keeps it with the character before it.
pub const NO_LINE_START: &[char] = &[
    '）', '，', '。', '、', '；', '：', '！', '？', '」', '』', '】', '》', '〉', '〕', '］', '｝',
    '’', '”', '…', '～', '·', ')', ',', '.', ';', ':', '!', '?', ']', '}', '%',
];

/// Punctuation that may not end a line (opening brackets and quotes): kept with the character
/// after it.
pub const NO_LINE_END: &[char] = &[
    '（', '「', '『', '【', '《', '〈', '〔', '［', '｛', '‘', '“', '(', '[',
];

/// Break `text` into lines no wider than `width` at em size `size` (at spaces, or between any
/// two Chinese characters), never starting a line with closing punctuation ([`NO_LINE_START`])
/// nor ending one with opening punctuation ([`NO_LINE_END`]). A text with a [`WORD_BREAK`]
/// breaks between Chinese characters only there (a short Chinese heading split mid-word read
/// "到结束的步 / 数"); the mark itself is never drawn.
pub fn wrap(text: &str, size: f64, width: f64) -> Vec<String> {
    let marked = text.contains(WORD_BREAK);
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut word = String::new();
    let flush_word = |line: &mut String, word: &mut String, lines: &mut Vec<String>| {
        if word.is_empty() {
            return;
        }
        let candidate = format!("{line}{word}");
        if !line.is_empty() && text_width(&unmarked(candidate.trim_end()), size) > width {
            lines.push(line.trim_end().to_string());
            *line = word.trim_start().to_string();
        } else {
            *line = candidate;
        }
        word.clear();
    };
    let all: Vec<char> = text.chars().collect();
    // a short group in brackets stays whole ("（按到终局的步数分列）" left "列）" alone on a
    // line): no break inside it up to this index
    let mut hold_until = 0;
    for (k, &c) in all.iter().enumerate() {
        if NO_LINE_END.contains(&c) && k >= hold_until {
            let close = all[k + 1..].iter().take(24).position(|n| {
                matches!(
                    n,
                    '）' | ')' | '」' | '』' | '】' | '》' | '〉' | '〕' | '］' | ']'
                )
            });
            if let Some(close) = close {
                let group: String = all[k..=k + 1 + close].iter().collect();
                if text_width(&group, size) <= width * 0.6 {
                    hold_until = k + 1 + close;
                }
            }
        }
        word.push(c);
        // a break may follow a space or a Chinese character, unless what follows may not start
        // a line or this may not end one
        let next = all.get(k + 1);
        let may_break = (c == ' ' || c == WORD_BREAK || (!c.is_ascii() && !marked))
            && k >= hold_until
            && !NO_LINE_END.contains(&c)
            && !next.is_some_and(|n| NO_LINE_START.contains(n));
        if may_break {
            flush_word(&mut line, &mut word, &mut lines);
        }
    }
    flush_word(&mut line, &mut word, &mut lines);
    if !line.trim().is_empty() {
        lines.push(line.trim_end().to_string());
    }
    lines.iter().map(|l| unmarked(l)).collect()
}

/// Where a short Chinese heading may break (a zero-width space): [`wrap`] breaks its text only
/// there and at spaces, and drops the mark.
pub const WORD_BREAK: char = '\u{200B}';

/// `text` without its [`WORD_BREAK`] marks.
pub fn unmarked(text: &str) -> String {
    text.replace(WORD_BREAK, "")
}

/// Draw wrapped text from `(x, y)` (the first line's centre), returns the height used.
pub fn paragraph(
    scene: &mut Scene,
    x: f64,
    y: f64,
    text: &str,
    size: f64,
    width: f64,
    color: Rgb,
) -> f64 {
    let lines = wrap(text, size, width);
    for (k, l) in lines.iter().enumerate() {
        scene.text(
            x,
            y + k as f64 * size * 1.3,
            l.clone(),
            size,
            color,
            HAlign::Left,
        );
    }
    lines.len() as f64 * size * 1.3
}

/// Draw a legend in the figures' right-hand column (from [`legend_x`] to 20 px before the
/// scene's edge), from `y`; returns where the next entry would go.
pub fn side_legend(scene: &mut Scene, pal: &Palette, y: f64, spec: &Legend) -> f64 {
    let x = legend_x(scene.width);
    let width = scene.width - x - 20.0;
    legend(scene, pal, x, y, width, spec)
}

/// Draw a legend in the column at `x`, `width` wide, from `y`; returns where the next entry
/// would go. Draw it after the picture: a swatch is outlined as the picture's shapes of its
/// colour are (a thin grid line when none is), so that the key shows each mark as drawn.
pub fn legend(
    scene: &mut Scene,
    pal: &Palette,
    x: f64,
    y: f64,
    width: f64,
    legend: &Legend,
) -> f64 {
    let size = style::SMALL;
    match legend {
        Legend::Scale {
            title,
            colors,
            lo,
            hi,
            keys,
        } => {
            let mut y = y + paragraph(scene, x, y, title, size, width, pal.text) + 10.0;
            // a shorter bar leaves room for the keys below it
            let bar_h = (320.0 - 45.0 * keys.len() as f64).max(160.0);
            let steps = 48;
            let bar_w = 40.0;
            scene.text(
                x + bar_w + 12.0,
                y + 10.0,
                hi.clone(),
                size,
                pal.text,
                HAlign::Left,
            );
            for k in 0..steps {
                // from the top (hi) down
                let t = 1.0 - (k as f64 + 0.5) / steps as f64;
                let c = gradient(colors, t);
                let h = bar_h / steps as f64;
                scene.rect(x, y + k as f64 * h, bar_w, h + 0.6, Some(c), None);
            }
            scene.rect(x, y, bar_w, bar_h, None, Some((pal.grid, 1.0)));
            y += bar_h;
            scene.text(
                x + bar_w + 12.0,
                y - 10.0,
                lo.clone(),
                size,
                pal.text,
                HAlign::Left,
            );
            y += 40.0;
            swatches(scene, pal, x, y, width, keys)
        }
        Legend::Swatches { title, items } => {
            let mut y = y;
            if let Some(t) = title {
                y += paragraph(scene, x, y, t, size, width, pal.text) + 8.0;
            }
            swatches(scene, pal, x, y, width, items)
        }
    }
}

/// The width of the frames the picture draws around cells (an unfilled rectangle in the
/// current-step colour), if it draws any.
pub fn drawn_frame(scene: &Scene, pal: &Palette) -> Option<f64> {
    use super::scene::Item;
    scene.items.iter().find_map(|i| match i {
        Item::Rect {
            fill: None,
            stroke: Some((c, w)),
            ..
        } if *c == pal.current => Some(*w),
        _ => None,
    })
}

/// The key entry of the picture's cell frame: a frame as the cells have it, and what it marks;
/// from `y` (the line's centre, as a swatch's), returns where the next entry would go.
pub fn frame_key(scene: &mut Scene, pal: &Palette, x: f64, y: f64, width: f64, label: &str) -> f64 {
    let fw = drawn_frame(scene, pal).unwrap_or(4.0);
    scene.rect(
        x + fw / 2.0,
        y - 14.0 + fw / 2.0,
        28.0 - fw,
        28.0 - fw,
        None,
        Some((pal.current, fw)),
    );
    let h = paragraph(
        scene,
        x + 40.0,
        y,
        label,
        style::SMALL,
        width - 40.0,
        pal.text,
    );
    y + h.max(28.0) + 14.0
}

/// The key entry of a ring the picture draws around one node (the hole of Cat and Mouse): a
/// circle framed as that node is, and what it marks; from `y` (the line's centre, as a
/// swatch's), returns where the next entry would go.
#[allow(clippy::too_many_arguments)]
pub fn ring_key(
    scene: &mut Scene,
    pal: &Palette,
    x: f64,
    y: f64,
    width: f64,
    ring: (Rgb, f64),
    label: &str,
) -> f64 {
    scene.circle(x + 14.0, y, 14.0 - ring.1 / 2.0, None, Some(ring));
    let h = paragraph(
        scene,
        x + 40.0,
        y,
        label,
        style::SMALL,
        width - 40.0,
        pal.text,
    );
    y + h.max(28.0) + 14.0
}

/// Named colours from `y` down, a square and its words each.
fn swatches(
    scene: &mut Scene,
    pal: &Palette,
    x: f64,
    mut y: f64,
    width: f64,
    items: &[(Rgb, String)],
) -> f64 {
    use super::scene::Item;
    let size = style::SMALL;
    // the picture's shapes, drawn before the key
    let drawn = scene.items.len();
    for (c, label) in items {
        // a swatch is outlined as the picture's shapes of its colour all are (the tokens' rim
        // in the text's colour), otherwise by a thin grid line that only shows its edge. A
        // frame only some of them have (the start, the hole) marks those, not the colour: it
        // has its own key entry, and a swatch framed like it read as "the start"; nor is a
        // swatch ever framed in the frame's colour
        let strokes: Vec<Option<(Rgb, f64)>> = scene.items[..drawn]
            .iter()
            .filter_map(|i| match i {
                Item::Rect {
                    fill: Some(f),
                    stroke,
                    ..
                }
                | Item::Circle {
                    fill: Some(f),
                    stroke,
                    ..
                } if f == c => Some(*stroke),
                _ => None,
            })
            .collect();
        let rim = strokes
            .first()
            .copied()
            .flatten()
            .filter(|&(s, w)| {
                w >= 2.0
                    && s != pal.current
                    && strokes
                        .iter()
                        .all(|t| t.is_some_and(|(s2, w2)| s2 == s && w2 >= 2.0))
            })
            .map(|(s, w)| (s, w.min(3.0)))
            .unwrap_or((pal.grid, 1.0));
        scene.rect(x, y - 14.0, 28.0, 28.0, Some(*c), Some(rim));
        let h = paragraph(scene, x + 40.0, y, label, size, width - 40.0, pal.text);
        y += h.max(28.0) + 14.0;
    }
    y
}

/// The colour at `t` in 0..=1 along evenly spaced stops.
pub fn gradient(colors: &[Rgb], t: f64) -> Rgb {
    crate::palette::gradient(colors, t)
}

/// Whether the canvas is taller than 16:9 (a 4:3 figure).
pub fn tall(scene: &Scene) -> bool {
    scene.height > scene.width * 0.6
}

/// The largest cell of a table (its height), on either canvas: a small table grows to fill the
/// slide (cells of at most 150 on the 16:9 canvas left half of it blank).
const MAX_CELL: f64 = 240.0;

/// How much wider than high a cell may be: a table held by the slide's height widens its
/// cells into the free width (a 4 × 4 stone table was 600 pixels wide of 1240).
const MAX_CELL_ASPECT: f64 = 1.6;

/// The largest text of the row and column labels and of the axis names (i, j, row, column).
const LABEL_MAX: f64 = 36.0;

/// The largest number in a cell.
const CELL_TEXT_MAX: f64 = 48.0;

/// The size of the row and column labels (and the axis names) beside cells `ch` high: they
/// grow with the cells; below 20, a fixed readable size on every few rows.
fn label_size_for(ch: f64) -> f64 {
    if ch >= 20.0 {
        (ch * 0.62)
            .clamp(style::MIN_CELL_TEXT, 24.0)
            .max((ch * 0.45).min(LABEL_MAX))
    } else {
        style::MIN_CELL_TEXT
    }
}

/// The size of a label's second line (the pile values): a little smaller than the label, never
/// below [`style::MIN_CELL_TEXT`].
fn sub_size_for(label_size: f64) -> f64 {
    (label_size * 0.8).max(style::MIN_CELL_TEXT)
}

/// Where a grid goes in its box: the heights of the axis names' line and of the column labels,
/// the width of the row labels, the cells' width and height.
struct GridGeometry {
    name_h: f64,
    col_label_h: f64,
    row_label_w: f64,
    cw: f64,
    ch: f64,
}

/// The grid's geometry in the box `w` wide from `top` down to `bottom`, with labels at
/// `label_size`: cells as high as fits, at most [`MAX_CELL`], and as wide as fits, at most
/// [`MAX_CELL_ASPECT`] times their height.
fn grid_geometry(panel: &Panel, w: f64, top: f64, bottom: f64, label_size: f64) -> GridGeometry {
    let rows = panel.rows.labels.len().max(1) as f64;
    let cols = panel.cols.labels.len().max(1) as f64;
    let sub_size = sub_size_for(label_size);
    let name_h = (label_size * 1.4).max(34.0);
    let col_label_h = if panel.cols.sub.is_some() {
        label_size * 1.3 + sub_size * 1.35
    } else {
        (label_size * 1.35).max(32.0)
    };
    let row_label_w = {
        let widest = panel
            .rows
            .labels
            .iter()
            .enumerate()
            .map(|(k, l)| {
                let sub = panel
                    .rows
                    .sub
                    .as_ref()
                    .and_then(|s| s.get(k))
                    .map(|s| text_width(s, sub_size) + 10.0)
                    .unwrap_or(0.0);
                text_width(l, label_size) + sub
            })
            .fold(0.0, f64::max);
        // (the row axis's name in the corner above the labels takes this room at the least
        // size; it grows into whatever more the labels leave)
        let name = text_width(&panel.rows.name, style::SMALL).min(w * 0.25);
        (widest.max(name) + 16.0).min(w * 0.3)
    };
    let grid_top = top + name_h + col_label_h;
    let avail_w = w - row_label_w;
    let avail_h = bottom - grid_top;
    let ch = (avail_w / cols).min(avail_h / rows).min(MAX_CELL);
    let cw = (avail_w / cols).min(ch * MAX_CELL_ASPECT);
    GridGeometry {
        name_h,
        col_label_h,
        row_label_w,
        cw,
        ch,
    }
}

/// The lowest point any shape of `scene` reaches (texts counted by half their size below their
/// centre line), 0 for an empty scene.
pub fn content_bottom(scene: &Scene) -> f64 {
    use super::scene::Item;
    scene
        .items
        .iter()
        .map(|i| match i {
            Item::Rect { y, h, .. } => y + h,
            Item::Text { y, size, .. } => y + size / 2.0,
            Item::Line { points, .. } => points.iter().map(|p| p.1).fold(0.0, f64::max),
            Item::Circle { y, r, .. } => y + r,
        })
        .fold(0.0, f64::max)
}

/// Height kept at the bottom of a table figure for its note.
pub const NOTE_H: f64 = 34.0;

/// A whole table figure: title, the panels side by side, the legend on the right, and
/// `numbers_note` at the bottom when some cell's number was left out (too small to read).
/// `frame` says what a framed cell is: the key shows the frame with it when a cell is framed.
pub fn table_figure(
    pal: &Palette,
    title: &str,
    subtitle: Option<&str>,
    panels: &[Panel],
    legend_spec: &Legend,
    numbers_note: &str,
    frame: Option<&str>,
) -> Scene {
    let layout = |under: Option<f64>| {
        table_layout(
            pal,
            &TableParts {
                title,
                subtitle,
                panels,
                legend_spec,
                numbers_note,
                frame,
            },
            under,
        )
    };
    let beside = layout(None);
    // a tall (4:3) canvas: the grids take the whole width and the legend goes under them, when
    // that makes them bigger (the grids are centred in their room, so the room they leave
    // blank is no measure)
    let height = beside.height;
    if tall(&beside) {
        // the legend's height under the grids counted in entries, not measured on its words: the
        // choice is the same in every language (a Chinese key wrapped otherwise and put the
        // legend beside the grids where the English one went under them)
        let entries = |title: bool, items: usize| {
            f64::from(u8::from(title)) * 2.0 * 1.3 * style::SMALL + 8.0 + items as f64 * 42.0
        };
        let frame_entries = usize::from(frame.is_some() && drawn_frame(&beside, pal).is_some());
        let legend_h = 20.0
            + match legend_spec {
                Legend::Swatches { title, items } => {
                    entries(title.is_some(), items.len() + frame_entries)
                }
                Legend::Scale { keys, .. } => {
                    let bar_h = (320.0 - 45.0 * keys.len() as f64).max(160.0);
                    entries(true, keys.len() + frame_entries) + 10.0 + bar_h + 40.0
                }
            };
        let under = layout(Some(legend_h));
        if content_bottom(&under) <= height - 4.0 && grid_area(&under) > grid_area(&beside) {
            return under;
        }
    }
    beside
}

/// The area of a figure's cells (the filled rectangles of its grids, not its legend's swatches).
fn grid_area(scene: &Scene) -> f64 {
    use super::scene::Item;
    scene
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Rect {
                x,
                w,
                h,
                fill: Some(_),
                ..
            } if *x < legend_x(scene.width) - 20.0 || *w > 40.0 => Some(w * h),
            _ => None,
        })
        .sum()
}

/// What [`table_figure`] draws, as it was given.
#[derive(Clone, Copy)]
struct TableParts<'a, 'p> {
    title: &'a str,
    subtitle: Option<&'a str>,
    panels: &'a [Panel<'p>],
    legend_spec: &'a Legend,
    numbers_note: &'a str,
    frame: Option<&'a str>,
}

/// [`table_figure`]'s drawing: the legend in the right-hand column, or, with `legend_under`
/// (its height), under the grids, which then take the whole width.
fn table_layout(pal: &Palette, parts: &TableParts, legend_under: Option<f64>) -> Scene {
    let TableParts {
        title,
        subtitle,
        panels,
        legend_spec,
        numbers_note,
        frame,
    } = *parts;
    let mut scene = Scene::new(pal.background);
    header(&mut scene, pal, title, subtitle);
    // a header of two or three lines keeps its distance from the grids
    let top = CONTENT_TOP.max(content_bottom(&scene) + 24.0);
    let header_end = scene.items.len();
    let left = 30.0;
    let right = match legend_under {
        Some(_) => scene.width - 30.0,
        None => legend_x(scene.width) - 30.0,
    };
    let gap = 40.0;
    let count = panels.len().max(1) as f64;
    let w = (right - left - gap * (count - 1.0)) / count;
    let mut left_out = false;
    for (k, panel) in panels.iter().enumerate() {
        let x = left + k as f64 * (w + gap);
        let h = scene.height - top - 20.0 - NOTE_H - legend_under.unwrap_or(0.0);
        left_out |= draw_panel(&mut scene, pal, x, top, w, h, panel);
    }
    let grids_bottom = content_bottom(&scene);
    let (x, y, width) = match legend_under {
        Some(_) => (40.0, grids_bottom + 30.0, scene.width - 80.0),
        None => {
            let x = legend_x(scene.width);
            (x, top + 10.0, scene.width - x - 20.0)
        }
    };
    let next = legend(&mut scene, pal, x, y, width, legend_spec);
    if let Some(label) = frame.filter(|_| drawn_frame(&scene, pal).is_some()) {
        frame_key(&mut scene, pal, x, next, width, label);
    }
    // grids held by the width leave the canvas's lower part blank: the grids and their key
    // go to the middle of the room under the header
    let room_bottom = scene.height - 20.0 - NOTE_H;
    let slack = room_bottom - content_bottom(&scene);
    if slack > 8.0 {
        shift_down(&mut scene.items[header_end..], slack / 2.0);
    }
    if left_out {
        let size = fit_size(numbers_note, scene.width - 80.0, style::SMALL);
        let y = scene.height - NOTE_H / 2.0 - 6.0;
        scene.text(40.0, y, numbers_note, size, pal.muted, HAlign::Left);
    }
    scene
}

/// Move shapes `dy` down.
fn shift_down(items: &mut [super::scene::Item], dy: f64) {
    use super::scene::Item;
    for item in items {
        match item {
            Item::Rect { y, .. } | Item::Text { y, .. } | Item::Circle { y, .. } => *y += dy,
            Item::Line { points, .. } => points.iter_mut().for_each(|p| p.1 += dy),
        }
    }
}

/// Draw one grid with its labels in the box `(x, y, w, h)`. Returns whether some cell's text
/// was left out (its cell too small for [`style::MIN_CELL_TEXT`]).
pub fn draw_panel(
    scene: &mut Scene,
    pal: &Palette,
    x: f64,
    y: f64,
    w: f64,
    h: f64,
    panel: &Panel,
) -> bool {
    let rows = panel.rows.labels.len();
    let cols = panel.cols.labels.len();
    if rows == 0 || cols == 0 {
        return false;
    }
    let mut top = y;
    if let Some(t) = &panel.title {
        let size = fit_size(t, w, style::LABEL);
        scene.bold_text(
            x + w / 2.0,
            top + 16.0,
            t.clone(),
            size,
            pal.text,
            HAlign::Center,
        );
        top += 44.0;
    }
    // the column axis name, then the column labels (and their second line): laid out for the
    // largest labels, then again for the labels the cells allow
    let mut label_size = LABEL_MAX;
    let mut geo = grid_geometry(panel, w, top, y + h, label_size);
    if label_size_for(geo.ch) < label_size {
        label_size = label_size_for(geo.ch);
        geo = grid_geometry(panel, w, top, y + h, label_size);
    }
    let GridGeometry {
        name_h,
        col_label_h,
        row_label_w,
        cw,
        ch,
    } = geo;
    if cw <= 0.0 || ch <= 0.0 {
        return false;
    }
    let grid_top = top + name_h + col_label_h;
    let avail_w = w - row_label_w;
    let gx = x + row_label_w + (avail_w - cw * cols as f64) / 2.0;
    let gy = grid_top;
    // axis names, as big as the labels: the column axis centred above, the row axis in the
    // corner
    // (an axis name too long to read at the smallest size is left out)
    let cname = fit_size(&panel.cols.name, (cw * cols as f64).max(200.0), label_size);
    if cname >= style::MIN_CELL_TEXT {
        scene.text(
            gx + cw * cols as f64 / 2.0,
            top + name_h / 2.0,
            panel.cols.name.clone(),
            cname,
            pal.muted,
            HAlign::Center,
        );
    }
    // the row axis's name sits in the corner on the line of the column axis's name, above the
    // row labels, clear of the first column's label
    let rname = fit_size(&panel.rows.name, gx - x - 6.0, label_size);
    if rname >= style::MIN_CELL_TEXT {
        scene.text(
            gx - 8.0,
            top + name_h / 2.0,
            panel.rows.name.clone(),
            rname,
            pal.muted,
            HAlign::Right,
        );
    }
    // labels, every `step`-th when they would overlap
    let sub_size = sub_size_for(label_size);
    let widest_sub = panel
        .cols
        .sub
        .iter()
        .flatten()
        .map(|l| text_width(l, 1.0))
        .fold(0.0, f64::max);
    let widest_col = panel
        .cols
        .labels
        .iter()
        .map(|l| text_width(l, label_size))
        .fold(0.0, f64::max);
    let mut col_step = (((widest_col + 8.0) / cw).ceil() as usize).max(1);
    // the second line (pile values) in one size that fits its columns, at least the smallest
    let sub_fit = |step: usize| (sub_size).min((cw * step as f64 - 3.0) / widest_sub.max(1e-9));
    while sub_fit(col_step) < style::MIN_CELL_TEXT {
        col_step += 1;
    }
    let col_sub_size = sub_fit(col_step);
    let row_step = (((label_size * 1.4) / ch).ceil() as usize).max(1);
    for (j, l) in panel.cols.labels.iter().enumerate() {
        if j % col_step != 0 {
            continue;
        }
        let cx = gx + (j as f64 + 0.5) * cw;
        scene.text(
            cx,
            gy - col_label_h + label_size * 0.65,
            l.clone(),
            label_size,
            pal.text,
            HAlign::Center,
        );
        if let Some(s) = panel.cols.sub.as_ref().and_then(|s| s.get(j)) {
            scene.text(
                cx,
                gy - col_label_h + label_size * 1.3 + sub_size * 0.65,
                s.clone(),
                col_sub_size,
                pal.muted,
                HAlign::Center,
            );
        }
    }
    // a row with a mark beside its label (Can I Win's ✓ of a winning first move) keeps its
    // label and mark where the others are thinned, at most a row high (t2 stop 42: the ✓ of 2,
    // 4, 20, 22, 24 went with their labels); a thinned label next to one gives way to it
    let marked = |i: usize| {
        panel
            .rows
            .sub
            .as_ref()
            .and_then(|s| s.get(i))
            .is_some_and(|s| !s.is_empty())
    };
    let near_marked = |i: usize| (1..row_step).any(|d| (i >= d && marked(i - d)) || marked(i + d));
    for (i, l) in panel.rows.labels.iter().enumerate() {
        let forced = row_step > 1 && marked(i);
        if !forced && (i % row_step != 0 || (row_step > 1 && near_marked(i))) {
            continue;
        }
        let (size, mark_size) = if forced {
            let fit = (ch / 1.15).max(style::MIN_CELL_TEXT);
            (label_size.min(fit), sub_size.min(fit))
        } else {
            (label_size, sub_size)
        };
        let cy = gy + (i as f64 + 0.5) * ch;
        let sub = panel.rows.sub.as_ref().and_then(|s| s.get(i));
        let sub_w = sub.map(|s| text_width(s, mark_size) + 10.0).unwrap_or(0.0);
        scene.text(
            gx - 8.0 - sub_w,
            cy,
            l.clone(),
            size,
            pal.text,
            HAlign::Right,
        );
        if let Some(s) = sub {
            scene.text(gx - 8.0, cy, s.clone(), mark_size, pal.muted, HAlign::Right);
        }
    }
    // cells
    let inset = if cw.min(ch) >= 8.0 { 1.0 } else { 0.0 };
    // tiny cells overlap a little, so that rounding leaves no hairline gaps
    let pad = if inset == 0.0 { 0.6 } else { 0.0 };
    let mut frames = Vec::new();
    let mut left_out = false;
    // the numbers grow with the cells, all in one size, which fits the longest with room for
    // a viewer's wider digits (DejaVu's are 0.64 em, not 0.56): 3-digit steps filled their
    // cells and ran together, "135143154170" (t2 stop 42); where that size is too small to
    // read, each number is fitted alone
    let fit_cell = |t: &str| fit_size(t, cw * 0.86 / BOLD_WIDTH, (ch * 0.56).min(CELL_TEXT_MAX));
    let one_size = (0..rows)
        .flat_map(|i| (0..cols).map(move |j| (i, j)))
        .filter_map(|(i, j)| (panel.cell)(i, j)?.text)
        .filter(|t| !t.is_empty())
        .map(|t| fit_cell(&t))
        .fold(f64::INFINITY, f64::min);
    for i in 0..rows {
        for j in 0..cols {
            let Some(cell) = (panel.cell)(i, j) else {
                continue;
            };
            let (cx, cy) = (gx + j as f64 * cw, gy + i as f64 * ch);
            scene.rect(
                cx + inset / 2.0,
                cy + inset / 2.0,
                cw - inset + pad,
                ch - inset + pad,
                Some(cell.fill),
                None,
            );
            if let Some(t) = &cell.text {
                let size = if one_size >= style::MIN_CELL_TEXT {
                    one_size
                } else {
                    fit_cell(t)
                };
                left_out |= !t.is_empty() && size < style::MIN_CELL_TEXT;
                if size >= style::MIN_CELL_TEXT {
                    scene.text(
                        cx + cw / 2.0,
                        cy + ch / 2.0,
                        t.clone(),
                        size,
                        pal.text_on(cell.fill),
                        HAlign::Center,
                    );
                }
            }
            if cell.framed {
                frames.push((cx, cy));
            }
        }
    }
    // the frame lies inside its cell (half a stroke in), never over the next column or the edge
    let fw = (cw.min(ch) * 0.08).clamp(2.0, 5.0);
    for (cx, cy) in frames {
        scene.rect(
            cx + fw / 2.0,
            cy + fw / 2.0,
            cw - fw,
            ch - fw,
            None,
            Some((pal.current, fw)),
        );
    }
    left_out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapping_keeps_every_word_and_respects_the_width() {
        let text = "net score of the player to move";
        let lines = wrap(text, 20.0, 120.0);
        assert!(lines.len() > 1, "{lines:?}");
        assert_eq!(lines.join(" "), text);
        for l in &lines {
            assert!(text_width(l, 20.0) <= 120.0 || !l.contains(' '), "{l}");
        }
        let zh = wrap("先手方的净得分先手方的净得分", 20.0, 100.0);
        assert!(zh.len() >= 3, "{zh:?}");
        assert_eq!(zh.concat(), "先手方的净得分先手方的净得分");
    }

    /// A short group in brackets stays on one line with its brackets: a Chinese 4:3 title
    /// left "列）" alone on its second line.
    #[test]
    fn wrapping_keeps_a_short_bracketed_group_whole() {
        let text = "井字棋（先手先下）— 博弈图（按到终局的步数分列）";
        for w in (800..1300).step_by(10) {
            let lines = wrap(text, 40.0, w as f64);
            assert_eq!(lines.concat().replace(' ', ""), text.replace(' ', ""));
            for l in &lines {
                let (open, close) = (l.matches('（').count(), l.matches('）').count());
                assert_eq!(open, close, "width {w}: {lines:?}");
            }
        }
        let en = wrap("a long title (with a group) that wraps", 20.0, 200.0);
        assert!(
            en.iter().all(|l| l.contains('(') == l.contains(')')),
            "{en:?}"
        );
    }

    /// A title of two lines and its subtitle have a gap between them.
    #[test]
    fn a_wrapped_title_keeps_its_distance_from_the_subtitle() {
        let pal = Palette::of(style::Theme::Light);
        let mut scene = Scene::new(pal.background);
        let title = "猜数字大小 II，n = 100 — 最优策略树（只画到第 4 层，更深的猜测未画出），双方都走最优时每一步的猜测与区间";
        header(
            &mut scene,
            &pal,
            title,
            Some("结点中的数字是本次猜测；答案更小走左边，更大走右边。"),
        );
        let texts: Vec<(f64, f64, bool)> = scene
            .items
            .iter()
            .filter_map(|i| match i {
                super::super::scene::Item::Text { y, size, bold, .. } => Some((*y, *size, *bold)),
                _ => None,
            })
            .collect();
        let last_title = texts.iter().rfind(|t| t.2).copied();
        let first_sub = texts.iter().find(|t| !t.2).copied();
        assert!(texts.iter().filter(|t| t.2).count() >= 2, "{texts:?}");
        let (t, s) = (last_title.unwrap(), first_sub.unwrap());
        // the title line's bottom and the subtitle's top, half an em from their centres
        let space = (s.0 - s.1 / 2.0) - (t.0 + t.1 / 2.0);
        assert!(space >= 0.3 * s.1, "{space} between {t:?} and {s:?}");
    }

    #[test]
    fn gradient_ends_are_the_stops() {
        let c = [Rgb(0, 0, 0), Rgb(100, 100, 100), Rgb(200, 0, 0)];
        assert_eq!(gradient(&c, 0.0), Rgb(0, 0, 0));
        assert_eq!(gradient(&c, 1.0), Rgb(200, 0, 0));
        assert_eq!(gradient(&c, 0.5), Rgb(100, 100, 100));
    }

    /// Numbers too small to read on a slide are left out, and the figure then says so; a table
    /// whose numbers all fit has every number and no note.
    #[test]
    fn small_cells_leave_their_numbers_out_with_a_note() {
        let pal = Palette::of(style::Theme::Light);
        let legend = Legend::Swatches {
            title: None,
            items: vec![],
        };
        let figure = |n: usize| {
            let panel = Panel {
                title: None,
                rows: Axis::numbered("i", n, 0),
                cols: Axis::numbered("j", n, 0),
                cell: Box::new(|r, c| {
                    Some(Cell {
                        fill: pal.neutral,
                        text: Some(format!("{}", 100 + r + c)),
                        framed: false,
                    })
                }),
            };
            table_figure(&pal, "t", None, &[panel], &legend, "NOTE", None)
        };
        let small = figure(4);
        assert!(small.texts().contains(&"106"));
        assert!(!small.texts().contains(&"NOTE"));
        let big = figure(30);
        assert!(!big.texts().contains(&"106"), "{:?}", big.texts());
        assert!(big.texts().contains(&"NOTE"));
    }

    /// A long bold title is sized with room for a wider fallback font (the SVG names fonts the
    /// viewer may not have): at its size it takes at most 1 / BOLD_WIDTH of the line.
    #[test]
    fn a_long_title_leaves_room_for_a_wider_font() {
        use super::super::scene::BOLD_WIDTH;
        let pal = Palette::of(style::Theme::Light);
        let mut scene = Scene::new(pal.background);
        let title = "Cat and Mouse II, 2 × 5, cat jump 1, mouse jump 3 — the optimal game";
        header(&mut scene, &pal, title, None);
        let size = scene
            .items
            .iter()
            .find_map(|i| match i {
                super::super::scene::Item::Text { size, .. } => Some(*size),
                _ => None,
            })
            .unwrap();
        assert!(size < style::TITLE, "{size}");
        assert!(text_width(title, size) * BOLD_WIDTH <= scene.width - 80.0 + 1e-9);
    }
}
