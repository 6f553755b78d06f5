//! Game Lab's figures (`custom`): the positions table and the game graph by depth.
//!
//! - `table`: one row per position, start first and then by id (the order of a breadth-first
//!   exploration from the start): the outcome, moves to the end and Grundy value of a win/lose
//!   game (Grundy only where defined), or the value of a scoring game. Cells are coloured by
//!   outcome or by the value's sign. Beyond [`TABLE_MAX_ROWS`] positions the figure shows the
//!   first [`TABLE_MAX_ROWS`] rows with a note (the start and the positions nearest it are the
//!   ones a slide talks about; `gamedp solve --table` lists them all).
//! - `graph`: the positions as boxes in layers by their distance from the start (left to right,
//!   or top to bottom when that gives the labels more room), the moves as arrows (best moves
//!   darker), the boxes coloured like the table's cells, the start framed. Beyond
//!   [`GRAPH_MAX_POSITIONS`] positions or [`GRAPH_MAX_MOVES`] moves a simplified graph of dots
//!   in columns by moves to the end, which says so ([`big_graph`]); refused beyond
//!   [`BIG_GRAPH_MAX_POSITIONS`] or [`BIG_GRAPH_MAX_MOVES`].

use super::scene::{self, HAlign, Scene, fit_bold_size, fit_size, text_width};
use super::style::{self, Rgb};
use super::table::{self, Axis, Cell, Legend, Panel};
use super::{Ctx, FigureError, View, still, titled};
use crate::games::NoControl;
use crate::games::custom::{Outcome, PosId, Setup, Solved, solve};
use crate::i18n::fill;

impl super::GameFigures for Setup {
    const VIEWS: &'static [View] = &[still("table"), still("graph")];
    fn scenes(&self, view: &str, ctx: &Ctx) -> Result<Vec<Scene>, FigureError> {
        let solved = solve(&self.rules, self.misere, &NoControl)?;
        match view {
            "graph" => Ok(vec![graph(&solved, ctx)?]),
            _ => Ok(vec![positions_table(&solved, ctx)]),
        }
    }
}

/// Most rows the table figure shows; a larger game shows its first rows with a note.
pub const TABLE_MAX_ROWS: usize = 60;
/// Most positions the graph figure draws as labelled boxes with arrows.
pub const GRAPH_MAX_POSITIONS: usize = 60;
/// Most moves the graph figure draws as arrows between boxes.
pub const GRAPH_MAX_MOVES: usize = 240;
/// Most positions the graph figure draws at all: beyond [`GRAPH_MAX_POSITIONS`] or
/// [`GRAPH_MAX_MOVES`] it draws the simplified graph ([`big_graph`]).
pub const BIG_GRAPH_MAX_POSITIONS: usize = 400;
/// Most moves the simplified graph draws.
pub const BIG_GRAPH_MAX_MOVES: usize = 4_000;
/// Most moves a position has on average in a simplified graph: a denser one is a hairball of
/// dots, and the graph view draws the start and its moves instead.
pub const BIG_GRAPH_MOVES_PER_POSITION: usize = 2;

/// Longest position text in a box of the graph.
const LABEL_MAX_CHARS: usize = 24;
/// Longest position text in the table's LaTeX and Markdown form (the picture cuts to fit).
const TEXT_MAX_CHARS: usize = 60;

/// The scenario's title when the figure has one, with one colon at most on the slide:
/// "Game Lab: LeetCode 1025: Divisor Game" is "LeetCode 1025 · Divisor Game";
/// otherwise "Game Lab: 8 positions" (misère named).
fn game_title(s: &Solved, ctx: &Ctx) -> String {
    if let Some(name) = ctx.name.as_deref().map(str::trim).filter(|n| !n.is_empty()) {
        return lab_named(name);
    }
    let template = if s.misere() {
        ctx.t.lab_misere
    } else {
        ctx.t.lab
    };
    fill(template, &[("n", &s.positions())])
}

/// A Game Lab scenario's title on a slide: its "Game Lab:" / "自定义博弈：" prefix is dropped
/// (a slide needs no app's tab name; in brackets after the title it doubled the title's own,
/// "(strings) (Game Lab)", "（平局）（自定义博弈）", t2 stop 42), and the colons left become
/// " · " ("LeetCode 1025: Divisor Game" is "LeetCode 1025 · Divisor Game"): a title with two
/// colons read badly. A title without the prefix is kept as it is.
pub(crate) fn lab_named(name: &str) -> String {
    let rest = ["Game Lab:", "自定义博弈："]
        .iter()
        .find_map(|p| name.strip_prefix(p))
        .map(str::trim);
    let Some(rest) = rest.filter(|r| !r.is_empty()) else {
        return name.to_string();
    };
    rest.replace("：", " · ").replace(": ", " · ")
}

/// Two sentences, a space between them unless the first ends in a Chinese full stop.
fn sentences(a: &str, b: &str) -> String {
    if a.ends_with('。') {
        format!("{a}{b}")
    } else {
        format!("{a} {b}")
    }
}

/// The first player's result, one sentence or two.
fn result_line(s: &Solved, ctx: &Ctx) -> String {
    let start = s.start();
    if let Some(v) = s.value(start) {
        let verdict = match v.signum() {
            1 => ctx.t.first_player_wins,
            -1 => ctx.t.second_player_wins,
            _ => ctx.t.lab_tie,
        };
        return sentences(&fill(ctx.t.lab_scores, &[("v", &v)]), verdict);
    }
    let d = s.moves_to_end(start).unwrap_or(0);
    let mut line = match s.outcome(start) {
        Some(Outcome::Win) => fill(ctx.t.lab_wins, &[("d", &d)]),
        Some(Outcome::Lose) => fill(ctx.t.lab_loses, &[("d", &d)]),
        _ => ctx.t.lab_draws.to_string(),
    };
    if let Some(g) = s.grundy(start) {
        line = sentences(&line, &fill(ctx.t.lab_grundy_start, &[("g", &g)]));
    }
    line
}

fn outcome_colour(o: Outcome, ctx: &Ctx) -> Rgb {
    match o {
        Outcome::Win => ctx.pal.win,
        Outcome::Lose => ctx.pal.lose,
        Outcome::Draw => ctx.pal.draw,
    }
}

fn outcome_word(o: Outcome, ctx: &Ctx) -> &'static str {
    match o {
        Outcome::Win => ctx.t.lab_win,
        Outcome::Lose => ctx.t.lab_lose,
        Outcome::Draw => ctx.t.lab_draw,
    }
}

/// The colour scale of a scoring game's values: the smallest and largest value, 0 included.
#[derive(Clone, Copy)]
struct ValueScale(i64, i64);

impl ValueScale {
    fn of(s: &Solved) -> ValueScale {
        let values = (0..s.positions() as PosId).filter_map(|p| s.value(p));
        let (lo, hi) = values.fold((0, 0), |(lo, hi), v| (v.min(lo), v.max(hi)));
        ValueScale(lo, hi)
    }

    fn colour(self, v: i64, ctx: &Ctx) -> Rgb {
        ctx.pal.diverging(v, self.0, self.1)
    }

    fn legend(self, ctx: &Ctx) -> Legend {
        let p = &ctx.pal;
        // the neutral colour sits at 0: a side without values is left out
        let colors = if self.0 == 0 {
            vec![p.neutral, p.positive]
        } else if self.1 == 0 {
            vec![p.negative, p.neutral]
        } else {
            vec![p.negative, p.neutral, p.positive]
        };
        Legend::Scale {
            title: ctx.t.lab_value_key.into(),
            colors,
            lo: self.0.to_string(),
            hi: self.1.to_string(),
            keys: vec![],
        }
    }
}

/// A position's colour: its outcome's, or its value's on the scale.
fn node_colour(s: &Solved, id: PosId, scale: ValueScale, ctx: &Ctx) -> Rgb {
    match s.value(id) {
        Some(v) => scale.colour(v, ctx),
        None => outcome_colour(s.outcome(id).unwrap_or(Outcome::Draw), ctx),
    }
}

/// The outcome colours of the positions `ids`, with their keys, in the order win, lose, draw.
fn outcome_keys(s: &Solved, ids: &[PosId], ctx: &Ctx) -> Vec<(Rgb, String)> {
    let mut seen = [false; 3];
    for &p in ids {
        match s.outcome(p) {
            Some(Outcome::Win) => seen[0] = true,
            Some(Outcome::Lose) => seen[1] = true,
            Some(Outcome::Draw) => seen[2] = true,
            None => {}
        }
    }
    [
        (Outcome::Win, ctx.t.lab_win_key),
        (Outcome::Lose, ctx.t.lab_lose_key),
        (Outcome::Draw, ctx.t.lab_draw_key),
    ]
    .into_iter()
    .zip(seen)
    .filter(|&(_, seen)| seen)
    .map(|((o, key), _)| (outcome_colour(o, ctx), key.to_string()))
    .collect()
}

// ------------------------------------------------------------------------------------------
// The table

/// A column of the table (besides the position).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Column {
    Outcome,
    MovesToEnd,
    Grundy,
    Value,
}

impl Column {
    /// The columns that apply to the game.
    fn of(s: &Solved) -> Vec<Column> {
        if s.is_scoring() {
            vec![Column::Value]
        } else if s.has_grundy() {
            vec![Column::Outcome, Column::MovesToEnd, Column::Grundy]
        } else {
            vec![Column::Outcome, Column::MovesToEnd]
        }
    }

    fn name(self, ctx: &Ctx) -> &'static str {
        match self {
            Column::Outcome => ctx.t.lab_outcome,
            Column::MovesToEnd => ctx.t.lab_moves_to_end,
            Column::Grundy => ctx.t.lab_grundy,
            Column::Value => ctx.t.lab_value,
        }
    }

    /// The cell of position `id`: the outcome in its full colour, the numbers of a win/lose
    /// game on a light tint of it, a value in its colour on the scale.
    fn cell(self, s: &Solved, id: PosId, scale: ValueScale, ctx: &Ctx) -> Cell {
        let full = node_colour(s, id, scale, ctx);
        let tint = full.mix(ctx.pal.background, 0.55);
        let (fill, text) = match self {
            Column::Outcome => (
                full,
                s.outcome(id).map(|o| outcome_word(o, ctx).to_string()),
            ),
            Column::MovesToEnd => (
                tint,
                Some(
                    s.moves_to_end(id)
                        .map_or_else(|| "—".to_string(), |d| d.to_string()),
                ),
            ),
            Column::Grundy => (tint, s.grundy(id).map(|g| g.to_string())),
            Column::Value => (full, s.value(id).map(|v| v.to_string())),
        };
        Cell {
            fill,
            text,
            framed: id == s.start(),
        }
    }
}

/// A position as a student reads it on a slide, cut to `max` characters with "…": strings
/// without their quotes (Flip Game's `+++++++++`), a one-item tuple without Python's comma
/// (Kayles' `(9)`, not `(9,)`), the empty tuple as `∅`, and the players' names of the bundled
/// examples (Alice, Bob, mouse, cat) in the figure's language (t2 stop 44: `(9,)`, `()` and
/// `("Alice", 0, 6)` were Python's reprs, and English in Chinese figures). Lists are written
/// as tuples (a slide needs no difference).
fn shown(s: &Solved, id: PosId, max: usize, ctx: &Ctx) -> String {
    use crate::games::custom::Pos;
    fn write(p: &Pos, out: &mut String, ctx: &Ctx, top: bool, max: usize) {
        match p {
            Pos::None => out.push_str("None"),
            Pos::Bool(b) => out.push_str(if *b { "True" } else { "False" }),
            Pos::Int(v) => out.push_str(&v.to_string()),
            Pos::BigInt(v) => out.push_str(v),
            Pos::Str(t) if t.is_empty() => out.push_str("\"\""),
            Pos::Str(t) => out.push_str(match t.as_str() {
                "Alice" => ctx.t.lab_name_alice,
                "Bob" => ctx.t.lab_name_bob,
                "mouse" => ctx.t.lab_name_mouse,
                "cat" => ctx.t.lab_name_cat,
                other => other,
            }),
            Pos::Tuple(items) if items.is_empty() && top => out.push_str(ctx.t.lab_empty),
            Pos::Tuple(items) => {
                out.push('(');
                for (k, item) in items.iter().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    write(item, out, ctx, false, max);
                    // (a position's text is short; a huge one is cut below)
                    if out.chars().count() > max {
                        return;
                    }
                }
                out.push(')');
            }
        }
    }
    let mut out = String::new();
    write(&s.position(id), &mut out, ctx, true, max);
    // a tuple with Chinese names in it takes Chinese punctuation: （爱丽丝，0，6）
    if out.chars().any(|c| ('\u{2E80}'..='\u{9FFF}').contains(&c)) {
        out = out
            .replace(", ", "，")
            .replace('(', "（")
            .replace(')', "）");
    }
    if out.chars().count() > max {
        out = out.chars().take(max).collect();
        out.push('…');
    }
    out
}

/// The rows shown: the start first, then the others by id, at most [`TABLE_MAX_ROWS`].
fn shown_rows(s: &Solved) -> Vec<PosId> {
    let start = s.start();
    std::iter::once(start)
        .chain((0..s.positions() as PosId).filter(|&p| p != start))
        .take(TABLE_MAX_ROWS)
        .collect()
}

/// The position texts in a column `width` wide at em size `size`: as long as they fit (at
/// most `max` characters), cut with "…" otherwise.
/// The width of a position's name at em size `size`, on the safe side: [`text_width`] with
/// room for the ASCII signs and letters that are much wider than 0.56 em in a fallback font
/// (a `+` is 0.84 em in DejaVu Sans: Flip Game's "++-+++++" ran out of its box), and for bold.
fn name_width(text: &str, size: f64) -> f64 {
    let em: f64 = text
        .chars()
        .map(|c| match c {
            c if !c.is_ascii() => 1.0,
            '@' | 'W' | 'm' | '%' | 'M' => 1.0,
            '+' | '=' | '#' | '~' | '<' | '>' | 'w' => 0.84,
            'A'..='Z' | '&' => 0.76,
            _ => 0.62,
        })
        .sum();
    em * size * scene::BOLD_WIDTH
}

/// `text` on two lines, broken after the ", " that makes the wider line narrowest (a tuple's
/// name: `("Alice",` and `0, 6)`), or `None` without one.
fn two_lines(text: &str) -> Option<(String, String)> {
    let wider = |l: &(String, String)| name_width(&l.0, 1.0).max(name_width(&l.1, 1.0));
    text.match_indices(", ")
        .map(|(k, _)| (text[..=k].to_string(), text[k + 2..].to_string()))
        .min_by(|a, b| wider(a).total_cmp(&wider(b)))
}

fn labels_fitting(
    s: &Solved,
    ids: &[PosId],
    size: f64,
    width: f64,
    max: usize,
    ctx: &Ctx,
) -> Vec<String> {
    let chars = ((width / (0.56 * size)).floor() as usize).clamp(2, max);
    ids.iter()
        .map(|&p| {
            let full = shown(s, p, max, ctx);
            if name_width(&full, size) <= width {
                return full;
            }
            // cut shorter until it fits (non-ASCII text is wider than its byte count says)
            let mut cut = chars.saturating_sub(1).max(1);
            loop {
                let t = shown(s, p, cut, ctx);
                if name_width(&t, size) <= width || cut <= 1 {
                    return t;
                }
                cut -= 1;
            }
        })
        .collect()
}

fn positions_table(s: &Solved, ctx: &Ctx) -> Scene {
    let pal = &ctx.pal;
    let n = s.positions();
    let rows = shown_rows(s);
    let cols = Column::of(s);
    let scale = ValueScale::of(s);
    let title = titled(game_title(s, ctx), ctx.t.lab_table);
    let result = result_line(s, ctx);
    let cut_note =
        (rows.len() < n).then(|| fill(ctx.t.lab_first_rows, &[("shown", &rows.len()), ("n", &n)]));
    // the plain table (LaTeX, Markdown): one grid, the positions' texts as the row labels
    let panel = Panel {
        title: None,
        rows: Axis {
            name: ctx.t.lab_position.into(),
            labels: rows
                .iter()
                .map(|&p| shown(s, p, TEXT_MAX_CHARS, ctx))
                .collect(),
            sub: None,
        },
        cols: Axis {
            name: ctx.t.lab_results.into(),
            labels: cols.iter().map(|c| table::unmarked(c.name(ctx))).collect(),
            sub: None,
        },
        cell: Box::new(|r, c| Some(cols[c].cell(s, rows[r], scale, ctx))),
    };
    let plain_sub = match &cut_note {
        Some(note) => sentences(&result, note),
        None => result.clone(),
    };
    // the legend column: the colours, then the notes; the plain table keeps the colours' key
    let legend = if s.is_scoring() {
        scale.legend(ctx)
    } else {
        Legend::Swatches {
            title: None,
            items: outcome_keys(s, &rows, ctx),
        }
    };
    ctx.capture_keyed(
        &title,
        Some(&plain_sub),
        std::slice::from_ref(&panel),
        &legend,
    );

    let mut scene = Scene::new(pal.background);
    table::header(&mut scene, pal, &title, Some(&result));
    let drawn = draw_list(&mut scene, s, &rows, &cols, scale, ctx);
    // the picture's note counts the rows it drew (the plain table keeps all of `rows`)
    let drawn_note =
        (drawn < rows.len()).then(|| fill(ctx.t.lab_first_rows, &[("shown", &drawn), ("n", &n)]));

    let start = Key::Frame(pal.current, ctx.t.lab_start_key);
    let note = drawn_note.or(cut_note);
    let notes: Vec<&str> = note.as_deref().into_iter().collect();
    legend_column(&mut scene, ctx, &[legend], &[start], &notes);
    scene
}

/// The height [`table::legend`] takes for `legend` in a column `width` wide.
fn legend_height(legend: &Legend, width: f64) -> f64 {
    let size = style::SMALL;
    let lines = |t: &str, w: f64| table::wrap(t, size, w).len() as f64 * size * 1.3;
    match legend {
        Legend::Scale { title, .. } => lines(title, width) + 10.0 + 320.0,
        Legend::Swatches { title, items } => {
            title.as_ref().map_or(0.0, |t| lines(t, width) + 8.0)
                + items
                    .iter()
                    .map(|(_, l)| lines(l, width - 40.0).max(28.0) + 14.0)
                    .sum::<f64>()
        }
    }
}

/// A key that is not a colour swatch: a thick frame (the start) or a move's arrow.
enum Key {
    Frame(Rgb, &'static str),
    Arrow(Rgb, f64, &'static str),
}

/// Draw the legends one under the other in the legend column, then the keys, then the
/// notes.
fn legend_column(scene: &mut Scene, ctx: &Ctx, legends: &[Legend], keys: &[Key], notes: &[&str]) {
    let pal = &ctx.pal;
    let x = table::legend_x(scene.width);
    let width = scene.width - x - 20.0;
    let size = style::SMALL;
    let mut y = table::CONTENT_TOP + 20.0;
    for legend in legends {
        table::legend(scene, pal, x, y, width, legend);
        let gap = if matches!(legend, Legend::Scale { .. }) {
            44.0
        } else {
            0.0
        };
        y += legend_height(legend, width) + gap;
    }
    // drawn like the swatches: a 28-pixel sample centred on the first line of its text
    for key in keys {
        let label = match key {
            Key::Frame(c, label) => {
                scene.rect(x + 2.0, y - 12.0, 24.0, 24.0, None, Some((*c, 4.0)));
                label
            }
            Key::Arrow(c, w, label) => {
                let path = vec![(x - 4.0, y), (x + 30.0, y)];
                if let Some(head) = arrow_head(&path, 10.0) {
                    scene.line(head, *c, *w);
                }
                scene.line(path, *c, *w);
                label
            }
        };
        let h = table::paragraph(scene, x + 40.0, y, label, size, width - 40.0, pal.text);
        y += h.max(28.0) + 14.0;
    }
    y += 12.0;
    for note in notes {
        y += table::paragraph(scene, x, y, note, size, width, pal.muted) + 14.0;
    }
}

/// The widths of the result columns of [`draw_list`] at text size `size`, and whether the
/// positions' longest name fits beside them in `block_room`: every column as wide as its
/// widest cell and its header on one line; when that leaves the positions too little room,
/// the headers take two lines.
#[allow(clippy::too_many_arguments)]
fn column_widths(
    s: &Solved,
    rows: &[PosId],
    cols: &[Column],
    scale: ValueScale,
    ctx: &Ctx,
    size: f64,
    head_size: f64,
    block_room: f64,
) -> (Vec<f64>, bool) {
    let content_w: Vec<f64> = cols
        .iter()
        .map(|&c| {
            rows.iter()
                .filter_map(|&p| c.cell(s, p, scale, ctx).text)
                .map(|t| text_width(&t, size))
                .fold(48.0, f64::max)
        })
        .collect();
    let wide: Vec<f64> = cols
        .iter()
        .zip(&content_w)
        .map(|(&c, &w)| w.max(text_width(&table::unmarked(c.name(ctx)), head_size)) + 32.0)
        .collect();
    let wanted_label = rows
        .iter()
        .map(|&p| name_width(&shown(s, p, LIST_MAX_CHARS, ctx), size))
        .fold(0.0, f64::max);
    if block_room - wide.iter().sum::<f64>() - 24.0 >= wanted_label {
        return (wide, true);
    }
    let narrow: Vec<f64> = cols
        .iter()
        .zip(&content_w)
        .map(|(&c, &w)| {
            // at least its longest word, and two lines at most
            let words = table::wrap(c.name(ctx), head_size, 1.0);
            let word = words
                .iter()
                .map(|l| text_width(l, head_size))
                .fold(0.0, f64::max);
            let mut w = w.max(word) + 28.0;
            while table::wrap(c.name(ctx), head_size, w - 10.0).len() > 2 {
                w += 8.0;
            }
            w
        })
        .collect();
    let fits = block_room - narrow.iter().sum::<f64>() - 24.0 >= wanted_label;
    (narrow, fits)
}

/// Longest position text in the table picture (longer ones are cut with "…").
const LIST_MAX_CHARS: usize = 40;

/// Smallest text of the table picture's rows (logical pixels: 24 px on a 4:3 picture): 12 was
/// not read from the back of a room (issue 24).
const MIN_LIST_TEXT: f64 = style::MIN_CELL_TEXT;
/// Lowest row of the table picture before it draws fewer rows (the note says how many).
const MIN_ROW_H: f64 = 34.0;

/// The rows as a list in up to three blocks side by side, left of the legend column: the
/// position's text, then a coloured cell per column; a header row above each block; the
/// start's row framed. Returns how many of `rows` (the first ones) it drew: fewer when their
/// names would not fit whole otherwise.
fn draw_list(
    scene: &mut Scene,
    s: &Solved,
    rows: &[PosId],
    cols: &[Column],
    scale: ValueScale,
    ctx: &Ctx,
) -> usize {
    let pal = &ctx.pal;
    let (left, right) = (40.0, table::legend_x(scene.width) - 40.0);
    let top = table::CONTENT_TOP + 6.0;
    let bottom = scene.height - 30.0;
    let head_h = 58.0;
    let gap = 36.0;
    let max_blocks = 3;
    let room_h = bottom - top - head_h;
    let block_room = |blocks: usize| (right - left - gap * (blocks - 1) as f64) / blocks as f64;
    // the largest text size at most `start` at which every position's name fits whole beside
    // the other columns in a block of `room` (None: not even at the smallest)
    let sizes = |start: f64, room: f64| {
        let mut size = start.clamp(MIN_LIST_TEXT, 26.0);
        loop {
            let head_size = size.min(style::SMALL + 1.0);
            let (col_w, fits) = column_widths(s, rows, cols, scale, ctx, size, head_size, room);
            if fits {
                return Some((size, head_size, col_w));
            }
            if size <= MIN_LIST_TEXT {
                return None;
            }
            size = (size - 1.0).max(MIN_LIST_TEXT);
        }
    };
    // the fewest blocks whose rows are tall enough to read and whose names fit whole; else
    // the most blocks in which the names fit (rows down to MIN_ROW_H, fewer rows drawn if even
    // those do not hold them all: the note says how many); else one block, names cut with "…"
    let comfortable = (1..=max_blocks).find_map(|blocks| {
        let per_block = rows.len().div_ceil(blocks).max(1);
        let h = (room_h / per_block as f64).min(54.0);
        if h < 32.0 {
            return None;
        }
        sizes(h * 0.54, block_room(blocks)).map(|f| (blocks, per_block, h, f))
    });
    let (blocks, per_block, h, (size, head_size, col_w)) = comfortable.unwrap_or_else(|| {
        let fitting = (1..=max_blocks)
            .rev()
            .find(|&b| sizes(MIN_LIST_TEXT, block_room(b)).is_some());
        let blocks = fitting.unwrap_or(1);
        let per_block = rows
            .len()
            .div_ceil(blocks)
            .clamp(1, ((room_h / MIN_ROW_H).floor() as usize).max(1));
        let h = (room_h / per_block as f64).min(54.0);
        let room = block_room(blocks);
        let f = sizes(h * 0.54, room).unwrap_or_else(|| {
            let head_size = MIN_LIST_TEXT;
            let (col_w, _) =
                column_widths(s, rows, cols, scale, ctx, MIN_LIST_TEXT, head_size, room);
            (MIN_LIST_TEXT, head_size, col_w)
        });
        (blocks, per_block, h, f)
    });
    let rows = &rows[..rows.len().min(blocks * per_block)];
    let block_room = block_room(blocks);
    let cells_w: f64 = col_w.iter().sum();
    let label_room = (block_room - cells_w - 24.0).max(40.0);
    let labels = labels_fitting(s, rows, size, label_room, LIST_MAX_CHARS, ctx);
    let label_w = labels
        .iter()
        .map(|l| name_width(l, size))
        .fold(text_width(ctx.t.lab_position, head_size), f64::max)
        .min(label_room)
        + 24.0;
    let block_w = label_w + cells_w;
    let total_w = block_w * blocks as f64 + gap * (blocks - 1) as f64;
    let x0 = left + ((right - left - total_w) / 2.0).max(0.0);
    for b in 0..blocks {
        let bx = x0 + b as f64 * (block_w + gap);
        let chunk: Vec<usize> = (b * per_block..((b + 1) * per_block).min(rows.len())).collect();
        if chunk.is_empty() {
            continue;
        }
        // the header, its last line just above the rows
        let line_h = head_size * 1.2;
        let last_y = top + head_h - 4.0 - line_h * 0.65;
        scene.bold_text(
            bx + 10.0,
            last_y,
            ctx.t.lab_position,
            head_size,
            pal.muted,
            HAlign::Left,
        );
        let mut cx = bx + label_w;
        for (&c, &w) in cols.iter().zip(&col_w) {
            let lines = table::wrap(c.name(ctx), head_size, w - 10.0);
            for (k, line) in lines.iter().enumerate() {
                let y = last_y - (lines.len() - 1 - k) as f64 * line_h;
                let hs = fit_size(line, w - 8.0, head_size);
                scene.bold_text(cx + w / 2.0, y, line.clone(), hs, pal.muted, HAlign::Center);
            }
            cx += w;
        }
        scene.line(
            vec![(bx, top + head_h - 4.0), (bx + block_w, top + head_h - 4.0)],
            pal.grid,
            1.5,
        );
        // the rows
        for (i, &k) in chunk.iter().enumerate() {
            let id = rows[k];
            let y = top + head_h + i as f64 * h;
            if i % 2 == 1 {
                scene.rect(bx, y, label_w, h, Some(pal.empty), None);
            }
            let is_start = id == s.start();
            let label = labels[k].clone();
            if is_start {
                scene.bold_text(bx + 10.0, y + h / 2.0, label, size, pal.text, HAlign::Left);
            } else {
                scene.text(bx + 10.0, y + h / 2.0, label, size, pal.text, HAlign::Left);
            }
            let mut cx = bx + label_w;
            for (&c, &w) in cols.iter().zip(&col_w) {
                let cell = c.cell(s, id, scale, ctx);
                scene.rect(cx + 1.0, y + 1.0, w - 2.0, h - 2.0, Some(cell.fill), None);
                if let Some(t) = cell.text {
                    let ts = fit_size(&t, w - 10.0, size);
                    scene.text(
                        cx + w / 2.0,
                        y + h / 2.0,
                        t,
                        ts,
                        pal.text_on(cell.fill),
                        HAlign::Center,
                    );
                }
                cx += w;
            }
            if is_start {
                let fw = 4.0;
                scene.rect(
                    bx + fw / 2.0,
                    y + fw / 2.0,
                    block_w - fw,
                    h - fw,
                    None,
                    Some((pal.current, fw)),
                );
            }
        }
    }
    rows.len()
}

// ------------------------------------------------------------------------------------------
// The graph

/// The positions in layers by their distance (fewest moves) from the start, each layer
/// ordered to keep moves between neighbouring layers short: the app's graph layout (the
/// figure's own limits are checked before).
fn layers(s: &Solved) -> Vec<Vec<PosId>> {
    crate::games::custom::layout::Layers::of(s, usize::MAX, usize::MAX)
        .layers
        .unwrap_or_default()
}

/// The positions in layers by rank when the game has no cycle: a position's layer is the
/// most moves by which the start can reach it, so every move goes to a later layer (a
/// subtraction game lies out by its n: Stone Game IV's moves ran backwards by depth, 2 → 1,
/// 5 → 1, t2 stop 44). `None` when a position can repeat (a move to itself aside): such a game
/// keeps the layers by depth.
fn ranked_layers(s: &Solved) -> Option<Vec<Vec<PosId>>> {
    let n = s.positions();
    if n == 0 {
        return None;
    }
    // an iterative depth-first search from the start: the finishing order, and whether a move
    // goes back to a position still open (a cycle)
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        New,
        Open,
        Done,
    }
    let mut mark = vec![Mark::New; n];
    let mut finished: Vec<PosId> = Vec::with_capacity(n);
    let mut stack: Vec<(PosId, usize)> = vec![(s.start(), 0)];
    mark[s.start() as usize] = Mark::Open;
    while let Some(top) = stack.last_mut() {
        let (p, k) = *top;
        top.1 += 1;
        match s.moves(p).get(k) {
            Some(&q) if q == p => {}
            Some(&q) => match mark[q as usize] {
                Mark::Open => return None,
                Mark::Done => {}
                Mark::New => {
                    mark[q as usize] = Mark::Open;
                    stack.push((q, 0));
                }
            },
            None => {
                mark[p as usize] = Mark::Done;
                finished.push(p);
                stack.pop();
            }
        }
    }
    // the longest way from the start, in topological order (the reverse finishing order)
    let mut rank = vec![u32::MAX; n];
    rank[s.start() as usize] = 0;
    for &p in finished.iter().rev() {
        let r = rank[p as usize];
        if r == u32::MAX {
            continue;
        }
        for &q in s.moves(p) {
            if q != p && (rank[q as usize] == u32::MAX || rank[q as usize] < r + 1) {
                rank[q as usize] = r + 1;
            }
        }
    }
    let count = rank
        .iter()
        .filter(|&&r| r != u32::MAX)
        .max()
        .map_or(0, |&r| r as usize + 1);
    Some(crate::games::custom::layout::ordered(s, &rank, count))
}

/// A box on the picture: its centre and half sizes.
#[derive(Clone, Copy)]
struct NodeBox {
    x: f64,
    y: f64,
    hw: f64,
    hh: f64,
}

impl NodeBox {
    fn contains(&self, (x, y): (f64, f64), margin: f64) -> bool {
        (x - self.x).abs() <= self.hw + margin && (y - self.y).abs() <= self.hh + margin
    }
}

/// Where the segment from `inside` to `outside` leaves the box (bisection).
fn leave_point(b: &NodeBox, inside: (f64, f64), outside: (f64, f64), margin: f64) -> (f64, f64) {
    let (mut a, mut z) = (inside, outside);
    for _ in 0..24 {
        let m = ((a.0 + z.0) / 2.0, (a.1 + z.1) / 2.0);
        if b.contains(m, margin) {
            a = m;
        } else {
            z = m;
        }
    }
    z
}

/// The path of a move from box `a` to box `b`: straight, or bent to its right (moves within a
/// layer, back towards the start, or over several layers), cut at both boxes' edges.
fn move_path(a: &NodeBox, b: &NodeBox, bend: f64) -> Vec<(f64, f64)> {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let len = (dx * dx + dy * dy).sqrt().max(1e-9);
    let (nx, ny) = (-dy / len, dx / len);
    let c = (
        (a.x + b.x) / 2.0 + nx * bend * len,
        (a.y + b.y) / 2.0 + ny * bend * len,
    );
    let steps = 24;
    let curve: Vec<(f64, f64)> = (0..=steps)
        .map(|k| {
            let t = k as f64 / steps as f64;
            let u = 1.0 - t;
            (
                u * u * a.x + 2.0 * u * t * c.0 + t * t * b.x,
                u * u * a.y + 2.0 * u * t * c.1 + t * t * b.y,
            )
        })
        .collect();
    // cut off the parts inside the boxes (the end a little outside, for the arrow's tip)
    let first_out = curve.iter().position(|&p| !a.contains(p, 0.0));
    let last_out = curve.iter().rposition(|&p| !b.contains(p, 3.0));
    let (Some(i), Some(j)) = (first_out, last_out) else {
        return Vec::new();
    };
    if i > j {
        return Vec::new();
    }
    let mut path = Vec::with_capacity(j - i + 3);
    path.push(leave_point(a, curve[i - 1], curve[i], 0.0));
    path.extend_from_slice(&curve[i..=j]);
    if let Some(&after) = curve.get(j + 1) {
        path.push(leave_point(b, after, curve[j], 3.0));
    }
    path
}

/// The path of the move from box `p` to box `q` that passes through the fewest other boxes
/// (and stays in `area`): straight when `straight` allows it, otherwise bent a little, then
/// more, to either side (only to its right when the move back exists too, so that the two
/// keep apart).
fn route(
    boxes: &[NodeBox],
    p: usize,
    q: usize,
    straight: bool,
    paired: bool,
    area: (f64, f64, f64, f64),
) -> Vec<(f64, f64)> {
    let mut bends: Vec<f64> = Vec::new();
    if straight {
        bends.push(0.0);
    }
    for b in [0.14, 0.28, 0.45, 0.65] {
        bends.push(b);
        if !paired {
            bends.push(-b);
        }
    }
    let cost = |path: &[(f64, f64)]| {
        path.iter()
            .map(|&(x, y)| {
                let outside = x < area.0 || y < area.1 || x > area.2 || y > area.3;
                let crossed = boxes
                    .iter()
                    .enumerate()
                    .filter(|&(k, b)| k != p && k != q && b.contains((x, y), 6.0))
                    .count();
                crossed + usize::from(outside)
            })
            .sum::<usize>()
    };
    let mut best: Option<(usize, Vec<(f64, f64)>)> = None;
    for bend in bends {
        let path = move_path(&boxes[p], &boxes[q], bend);
        if path.len() < 2 {
            continue;
        }
        let c = cost(&path);
        if best.as_ref().is_none_or(|(b, _)| c < *b) {
            best = Some((c, path));
        }
        if c == 0 {
            break;
        }
    }
    best.map(|(_, path)| path).unwrap_or_default()
}

/// A loop from a box back to itself, above its top right corner.
fn self_loop(b: &NodeBox) -> Vec<(f64, f64)> {
    let r = (b.hh * 0.6).max(8.0);
    let (cx, cy) = (b.x + b.hw * 0.55, b.y - b.hh - r * 0.55);
    (0..=24)
        .map(|k| {
            let t = std::f64::consts::PI * (0.8 + 1.4 * k as f64 / 24.0);
            (cx + r * t.cos(), cy + r * t.sin())
        })
        .collect()
}

/// The two strokes of an arrowhead at the end of `path`.
fn arrow_head(path: &[(f64, f64)], size: f64) -> Option<Vec<(f64, f64)>> {
    let &tip = path.last()?;
    // the direction over the last few pixels
    let back = path
        .iter()
        .rev()
        .find(|p| ((p.0 - tip.0).powi(2) + (p.1 - tip.1).powi(2)).sqrt() >= size * 0.8)
        .or_else(|| path.first())?;
    let (dx, dy) = (tip.0 - back.0, tip.1 - back.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1e-9 {
        return None;
    }
    let (ux, uy) = (dx / len, dy / len);
    let wing = |side: f64| {
        (
            tip.0 - ux * size + side * -uy * size * 0.55,
            tip.1 - uy * size + side * ux * size * 0.55,
        )
    };
    Some(vec![wing(1.0), tip, wing(-1.0)])
}

fn graph(s: &Solved, ctx: &Ctx) -> Result<Scene, FigureError> {
    let n = s.positions();
    let m = s.move_count();
    if n > GRAPH_MAX_POSITIONS || m > GRAPH_MAX_MOVES {
        // too big for boxes: dots when the moves are few (a chain reads as dots), otherwise the
        // start and its moves (tic-tac-toe's 5,478 positions; Nim 3, 4, 5's 720 moves and
        // Kayles' 284 were a hairball of dots, t2 stop 44)
        let sparse = m <= BIG_GRAPH_MOVES_PER_POSITION * n;
        if n > BIG_GRAPH_MAX_POSITIONS || m > BIG_GRAPH_MAX_MOVES || !sparse {
            return start_moves(s, ctx);
        }
        return Ok(big_graph(s, ctx));
    }
    let pal = &ctx.pal;
    let scale = ValueScale::of(s);
    let mut scene = Scene::new(pal.background);
    // by rank when no position can repeat: every move goes one way
    let ranked = ranked_layers(s);
    let by_rank = ranked.is_some();
    let layers = ranked.unwrap_or_else(|| layers(s));
    let view = if by_rank {
        ctx.t.lab_graph_ranked
    } else {
        ctx.t.lab_graph
    };
    let title = titled(game_title(s, ctx), view);
    table::header(&mut scene, pal, &title, Some(&result_line(s, ctx)));
    let widest = layers.iter().map(Vec::len).max().unwrap_or(1).max(1) as f64;
    let depth = layers.len().max(1) as f64;
    // the drawing box, below the layer numbers
    let (x0, y0, x1, y1) = (
        50.0,
        190.0,
        table::legend_x(scene.width) - 40.0,
        scene.height - 40.0,
    );
    let (w, h) = (x1 - x0, y1 - y0);
    // a label's em width, as long as the texts a box shows at most
    let label_em = (0..n as PosId)
        .map(|p| name_width(&shown(s, p, LABEL_MAX_CHARS, ctx), 1.0))
        .fold(1.0, f64::max);
    // boxes and the text size they allow, in either direction; the larger text wins
    // (the box as wide as the longest label needs, at least a little wider than high)
    let fit = |slot_w: f64, slot_h: f64| {
        let room = (slot_w * 0.7).min(280.0);
        let bh = (slot_h * 0.62).min(76.0);
        let text = (bh * 0.5).min(30.0).min((room - 16.0) / label_em);
        // long labels are cut rather than drawn smaller than this
        // (the box as wide as the text drawn needs: it is never below 12, and a box sized for
        // smaller text cut Flip Game's names, t2 stop 44)
        let drawn = text.max((bh * 0.5).min(16.0)).max(12.0);
        let bw = (label_em * drawn + 20.0).max(bh * 1.5).min(room);
        (bw, bh, text, drawn)
    };
    let across = fit(w / depth, h / widest);
    let down = fit(w / widest, h / depth);
    let left_to_right = across.2 >= down.2;
    let (bw, bh, _, size) = if left_to_right { across } else { down };
    let size = size.max(12.0);
    let mut boxes = vec![
        NodeBox {
            x: 0.0,
            y: 0.0,
            hw: bw / 2.0,
            hh: bh / 2.0,
        };
        n
    ];
    for (l, layer) in layers.iter().enumerate() {
        let count = layer.len() as f64;
        for (k, &p) in layer.iter().enumerate() {
            // a layer's boxes centred on the picture's middle line, spread like the widest
            let along = |span: f64| span / 2.0 + (k as f64 - (count - 1.0) / 2.0) * span / widest;
            let (x, y) = if left_to_right {
                (x0 + (l as f64 + 0.5) * w / depth, y0 + along(h))
            } else {
                (x0 + along(w), y0 + (l as f64 + 0.5) * h / depth)
            };
            boxes[p as usize].x = x;
            boxes[p as usize].y = y;
        }
        // the layer's number (moves from the start): above its column, or left of its row
        let label = l.to_string();
        if by_rank {
            // (a rank is no number a student needs)
        } else if left_to_right {
            let x = x0 + (l as f64 + 0.5) * w / depth;
            let ls = fit_size(&label, w / depth - 4.0, 22.0);
            scene.text(x, y0 - 30.0, label, ls, pal.muted, HAlign::Center);
        } else {
            let y = y0 + (l as f64 + 0.5) * h / depth;
            let ls = fit_size(&label, 30.0, (h / depth * 0.6).min(22.0));
            scene.text(x0 - 14.0, y, label, ls, pal.muted, HAlign::Right);
        }
    }
    let layer_of = {
        let mut v = vec![0usize; n];
        for (l, layer) in layers.iter().enumerate() {
            for &p in layer {
                v[p as usize] = l;
            }
        }
        v
    };

    // the moves: the others first, light; the best moves over them, dark
    let area = (x0, y0 - 24.0, x1, y1 + 24.0);
    let line_w = (bh / 20.0).clamp(1.2, 2.5);
    let head = (bh * 0.28).clamp(7.0, 13.0);
    let best_c = pal.muted.mix(pal.text, 0.35);
    // (the grid's grey: a darker one was close to the draws' grey)
    let other_c = pal.grid;
    let one_line = widest <= 1.0;
    let (mut has_best, mut has_other) = (false, false);
    for best in [false, true] {
        for p in 0..n as PosId {
            let best_moves = s.best_moves(p);
            for &q in s.moves(p) {
                if best_moves.contains(&q) != best {
                    continue;
                }
                has_other |= !best;
                has_best |= best;
                let (lp, lq) = (layer_of[p as usize], layer_of[q as usize]);
                let path = if p == q {
                    self_loop(&boxes[p as usize])
                } else if one_line && lq > lp + 1 {
                    // one box a layer (a subtraction game by its n): the moves over boxes as
                    // arcs, the best moves on one side and the others on the other
                    // (an arc's top clears the boxes it passes, higher the longer it is)
                    let (a, b) = (&boxes[p as usize], &boxes[q as usize]);
                    let len = (b.x - a.x).hypot(b.y - a.y).max(1.0);
                    let clear = if left_to_right { a.hh } else { a.hw };
                    let apex = clear + 14.0 + 0.12 * len;
                    let side = if best { 1.0 } else { -1.0 };
                    move_path(a, b, side * 2.0 * apex / len)
                } else {
                    // (straight when it crosses no box: `route` tries it first)
                    let forward = layer_of[q as usize] > layer_of[p as usize];
                    let paired = s.moves(q).contains(&p);
                    route(
                        &boxes,
                        p as usize,
                        q as usize,
                        forward && !paired,
                        paired,
                        area,
                    )
                };
                if path.len() < 2 {
                    continue;
                }
                let (c, width) = if best {
                    (best_c, line_w * 1.6)
                } else {
                    (other_c, line_w)
                };
                if let Some(tip) = arrow_head(&path, head) {
                    scene.line(tip, c, width);
                }
                scene.line(path, c, width);
            }
        }
    }

    // the boxes
    // a scoring game's box: the name in its upper half, the value in its lower half, as big
    // as the name or bigger (the values are the point of the figure; at 0.8 of the names they
    // were its smallest text, t2 stop 44)
    let second_line = s.is_scoring() && bh >= 40.0;
    // (0.55 of the box for the name: at 0.5 the 4:3 names of 1563 no longer went on two lines
    // and were cut)
    let text_h = if second_line { bh * 0.55 } else { bh };
    for p in 0..n as PosId {
        let b = boxes[p as usize];
        let fill_c = node_colour(s, p, scale, ctx);
        let is_start = p == s.start();
        let stroke = if is_start {
            (pal.current, 4.0)
        } else {
            (pal.grid.mix(pal.text, 0.2), 1.2)
        };
        scene.rect(
            b.x - b.hw,
            b.y - b.hh,
            2.0 * b.hw,
            2.0 * b.hh,
            Some(fill_c),
            Some(stroke),
        );
        let room = 2.0 * b.hw - 8.0;
        let ts = size.min(text_h * 0.62);
        let ty = if second_line { b.y - b.hh * 0.5 } else { b.y };
        // a name too long for one line goes whole on two when they fit at a readable size
        // (Stone Game V's `("Alice", 0, 6)` was cut to `("Alice…` at 4:3)
        let full = shown(s, p, LABEL_MAX_CHARS, ctx);
        let two = (name_width(&full, ts) > room)
            .then(|| two_lines(&full))
            .flatten()
            .and_then(|(a, z)| {
                let em = name_width(&a, 1.0).max(name_width(&z, 1.0));
                let size = ts.min(room / em).min(text_h / 2.5);
                (size >= 12.0).then_some((a, z, size))
            });
        let cut = match two {
            Some((a, z, size)) => {
                let colour = pal.text_on(fill_c);
                scene.bold_text(b.x, ty - 0.6 * size, a, size, colour, HAlign::Center);
                scene.bold_text(b.x, ty + 0.6 * size, z, size, colour, HAlign::Center);
                false
            }
            None => {
                let label = labels_fitting(s, &[p], ts, room, LABEL_MAX_CHARS, ctx).remove(0);
                let cut = label.ends_with('…');
                let ts = fit_size(&label, room, ts);
                scene.bold_text(b.x, ty, label, ts, pal.text_on(fill_c), HAlign::Center);
                cut
            }
        };
        if second_line && let Some(v) = s.value(p) {
            let v = v.to_string();
            let vs = fit_bold_size(&v, room, (text_h * 0.75).min(30.0).max(ts));
            scene.bold_text(
                b.x,
                b.y + b.hh * 0.5,
                v,
                vs,
                pal.text_on(fill_c),
                HAlign::Center,
            );
        }
        if is_start {
            let ss = 18.0f64.min(bh * 0.45).max(12.0);
            // the start is named whole: above its box when the box cut its name
            let start_label = if cut {
                fill(
                    ctx.t.labelled,
                    &[
                        ("label", &ctx.t.lab_start),
                        ("value", &shown(s, p, LABEL_MAX_CHARS, ctx)),
                    ],
                )
            } else {
                ctx.t.lab_start.to_string()
            };
            let ss = fit_bold_size(&start_label, scene.width - 20.0 - (b.x - b.hw), ss);
            scene.bold_text(
                b.x - b.hw,
                b.y - b.hh - ss * 0.75,
                start_label,
                ss,
                pal.current,
                HAlign::Left,
            );
        }
    }

    // the legend: the node colours, then the moves and the start
    let legend = if s.is_scoring() {
        scale.legend(ctx)
    } else {
        let all: Vec<PosId> = (0..n as PosId).collect();
        Legend::Swatches {
            title: Some(ctx.t.lab_node_colour.to_string()),
            items: outcome_keys(s, &all, ctx),
        }
    };
    let mut keys = vec![Key::Frame(pal.current, ctx.t.lab_start_key)];
    if has_best {
        keys.push(Key::Arrow(best_c, line_w * 1.6, ctx.t.lab_best_move));
    }
    if has_other {
        keys.push(Key::Arrow(other_c, line_w, ctx.t.lab_other_move));
    }
    let depth_note = match (by_rank, left_to_right) {
        (true, true) => ctx.t.lab_ranked,
        (true, false) => ctx.t.lab_ranked_rows,
        (false, true) => ctx.t.lab_depth,
        (false, false) => ctx.t.lab_depth_rows,
    };
    legend_column(&mut scene, ctx, &[legend], &keys, &[depth_note]);
    Ok(scene)
}

/// The columns of the simplified graph, left to right, and the label above each: a win/lose
/// game's positions by their moves to the end with best play (most on the left, the ended
/// positions on the right, draws leftmost under ∞); a scoring game's by their distance from
/// the start.
fn big_columns(s: &Solved) -> (Vec<Vec<PosId>>, Vec<String>, bool) {
    let n = s.positions();
    if s.is_scoring() {
        let depth = crate::games::custom::layout::depths(s);
        let count = depth
            .iter()
            .filter(|&&d| d != u32::MAX)
            .max()
            .map_or(1, |&d| d as usize + 1);
        let mut cols = vec![Vec::new(); count];
        for p in 0..n as PosId {
            if let Some(c) = cols.get_mut(depth[p as usize] as usize) {
                c.push(p);
            }
        }
        let labels = (0..count).map(|d| d.to_string()).collect();
        return (cols, labels, false);
    }
    let most = (0..n as PosId)
        .filter_map(|p| s.moves_to_end(p))
        .max()
        .unwrap_or(0) as usize;
    let draws: Vec<PosId> = (0..n as PosId)
        .filter(|&p| s.moves_to_end(p).is_none())
        .collect();
    let mut cols = Vec::new();
    let mut labels = Vec::new();
    if !draws.is_empty() {
        cols.push(draws);
        labels.push("∞".to_string());
    }
    for d in (0..=most).rev() {
        let col: Vec<PosId> = (0..n as PosId)
            .filter(|&p| s.moves_to_end(p) == Some(d as u32))
            .collect();
        if !col.is_empty() {
            cols.push(col);
            labels.push(d.to_string());
        }
    }
    (cols, labels, true)
}

/// Order each column so that moves stay short: a few sweeps placing each position at the mean
/// height of its neighbours (moves either way), then spreading each column evenly again.
fn order_columns(s: &Solved, cols: &mut [Vec<PosId>]) {
    let n = s.positions();
    let mut neighbours: Vec<Vec<PosId>> = vec![Vec::new(); n];
    for p in 0..n as PosId {
        for &q in s.moves(p) {
            if p != q {
                neighbours[p as usize].push(q);
                neighbours[q as usize].push(p);
            }
        }
    }
    let mut y = vec![0.5; n];
    let spread = |cols: &[Vec<PosId>], y: &mut Vec<f64>| {
        for col in cols {
            for (k, &p) in col.iter().enumerate() {
                y[p as usize] = (k as f64 + 0.5) / col.len() as f64;
            }
        }
    };
    spread(cols, &mut y);
    for _ in 0..12 {
        let next: Vec<f64> = (0..n)
            .map(|p| {
                let nb = &neighbours[p];
                if nb.is_empty() {
                    y[p]
                } else {
                    // a little of its own place keeps the order steady
                    (nb.iter().map(|&q| y[q as usize]).sum::<f64>() + y[p]) / (nb.len() + 1) as f64
                }
            })
            .collect();
        for col in cols.iter_mut() {
            col.sort_by(|a, b| {
                next[*a as usize]
                    .total_cmp(&next[*b as usize])
                    .then(a.cmp(b))
            });
        }
        spread(cols, &mut y);
    }
}

/// The graph of a game too big for boxes and arrows: each position a dot coloured like its
/// box would be, in columns (see [`big_columns`]), the moves thin light lines (best moves a
/// little darker), a position's text only where it is legible (the start always), and a note
/// saying what was simplified.
fn big_graph(s: &Solved, ctx: &Ctx) -> Scene {
    let pal = &ctx.pal;
    let n = s.positions();
    let scale = ValueScale::of(s);
    let mut scene = Scene::new(pal.background);
    let (mut cols, labels, by_end) = big_columns(s);
    let view = if by_end {
        ctx.t.lab_graph_end
    } else {
        ctx.t.lab_graph
    };
    let title = titled(game_title(s, ctx), view);
    table::header(&mut scene, pal, &title, Some(&result_line(s, ctx)));
    order_columns(s, &mut cols);

    let (x0, y0, x1, y1) = (
        50.0,
        200.0,
        table::legend_x(scene.width) - 40.0,
        scene.height - 30.0,
    );
    let col_w = (x1 - x0) / cols.len().max(1) as f64;
    let tallest = cols.iter().map(Vec::len).max().unwrap_or(1).max(1) as f64;
    let pitch = (y1 - y0) / tallest;
    let r = (pitch * 0.36).min(col_w * 0.12).clamp(3.0, 14.0);
    // the dots sit at the left of their column, a name to their right where it is legible
    let room = col_w - 2.0 * r - 14.0;
    let label_size = (pitch * 0.8).min(20.0);
    let mut at = vec![(0.0, 0.0); n];
    for (c, col) in cols.iter().enumerate() {
        let x = x0 + c as f64 * col_w + r + 4.0;
        // a column's dots spread over the height, centred when it has fewer
        let span = col.len() as f64 * pitch;
        let top = y0 + ((y1 - y0) - span) / 2.0;
        for (k, &p) in col.iter().enumerate() {
            at[p as usize] = (x, top + (k as f64 + 0.5) * pitch);
        }
        let ls = fit_size(&labels[c], col_w - 6.0, 22.0);
        scene.text(
            x,
            y0 - 34.0,
            labels[c].clone(),
            ls,
            pal.muted,
            HAlign::Center,
        );
    }
    // the moves: the others faint, the best moves over them
    let head = (r * 1.8).clamp(6.0, 14.0);
    // the best moves dark, the others light: a mid grey for the best moves was the draws' grey
    let other_c = pal.grid.mix(pal.background, 0.3);
    let best_c = pal.muted.mix(pal.text, 0.35);
    for best in [false, true] {
        for p in 0..n as PosId {
            let best_moves = s.best_moves(p);
            for &q in s.moves(p) {
                if p == q || best_moves.contains(&q) != best {
                    continue;
                }
                let (c, w) = if best { (best_c, 1.4) } else { (other_c, 0.8) };
                // from border to border (the start's ring is wider), an arrowhead at the end:
                // the moves are directed
                let (a, b) = (at[p as usize], at[q as usize]);
                let (dx, dy) = (b.0 - a.0, b.1 - a.1);
                let len = (dx * dx + dy * dy).sqrt();
                let ring = |v: PosId| if v == s.start() { r + 4.0 } else { r + 1.0 };
                if len <= ring(p) + ring(q) + 2.0 {
                    continue;
                }
                let (ux, uy) = (dx / len, dy / len);
                let path = vec![
                    (a.0 + ux * ring(p), a.1 + uy * ring(p)),
                    (b.0 - ux * ring(q), b.1 - uy * ring(q)),
                ];
                if let Some(tip) = arrow_head(&path, head) {
                    scene.line(tip, c, w);
                }
                scene.line(path, c, w);
            }
        }
    }
    // the dots, then the names that can be read
    let legible = label_size >= style::MIN_CELL_TEXT;
    let mut named = 0usize;
    let mut name_boxes: Vec<(f64, f64, f64, f64)> = Vec::new();
    let mut start_named = false;
    for p in 0..n as PosId {
        let (x, y) = at[p as usize];
        let fill_c = node_colour(s, p, scale, ctx);
        let is_start = p == s.start();
        let stroke = if is_start {
            (pal.current, 4.0)
        } else {
            (pal.text.mix(fill_c, 0.5), 1.0)
        };
        let rr = if is_start { r + 3.0 } else { r };
        scene.circle(x, y, rr, Some(fill_c), Some(stroke));
        let text = shown(s, p, LABEL_MAX_CHARS, ctx);
        let size = fit_size(&text, room, label_size);
        if legible && size >= style::MIN_CELL_TEXT {
            named += 1;
            start_named |= is_start;
            let w = text_width(&text, size);
            name_boxes.push((x + r + 4.0, y - size * 0.6, x + r + 8.0 + w, y + size * 0.6));
            // a background patch under the name keeps the lines from crossing it
            scene.rect(
                x + r + 4.0,
                y - size * 0.6,
                w + 4.0,
                size * 1.2,
                Some(pal.background),
                None,
            );
            scene.text(x + r + 6.0, y, text, size, pal.text, HAlign::Left);
        }
    }
    // the start is always named: beside, above or below its dot
    let (sx, sy) = at[s.start() as usize];
    let start_text = if start_named {
        ctx.t.lab_start.to_string()
    } else {
        fill(
            ctx.t.labelled,
            &[
                ("label", &ctx.t.lab_start),
                ("value", &shown(s, s.start(), LABEL_MAX_CHARS, ctx)),
            ],
        )
    };
    let ss = 20.0;
    let sw = text_width(&start_text, ss) * scene::BOLD_WIDTH;
    // left of the dot, above or below it: where it covers the fewest dots and names
    let covered = |tx: f64, ty: f64| {
        let (a0, b0, a1, b1) = (tx - 3.0, ty - ss * 0.65, tx + sw + 3.0, ty + ss * 0.65);
        at.iter()
            .filter(|&&(x, y)| x + r >= a0 && x - r <= a1 && y + r >= b0 && y - r <= b1)
            .count()
            + name_boxes
                .iter()
                .filter(|&&(x0, y0, x1, y1)| x1 >= a0 && x0 <= a1 && y1 >= b0 && y0 <= b1)
                .count()
    };
    let dy = r + 3.0 + ss * 0.75;
    let candidates = [
        (sx - r - 8.0 - sw, sy),
        (sx - r, sy - dy),
        (sx - r, sy + dy),
        (sx + r - sw, sy - dy),
        (sx + r - sw, sy + dy),
    ]
    .map(|(tx, ty)| (tx.min(x1 - sw).max(10.0), ty.clamp(y0 - 8.0, y1)));
    let (tx, ty) = candidates
        .iter()
        .copied()
        .min_by_key(|&(tx, ty)| covered(tx, ty))
        .unwrap_or(candidates[0]);
    scene.rect(
        tx - 3.0,
        ty - ss * 0.65,
        sw + 6.0,
        ss * 1.3,
        Some(pal.background),
        None,
    );
    scene.bold_text(tx, ty, start_text, ss, pal.current, HAlign::Left);

    let legend = if s.is_scoring() {
        scale.legend(ctx)
    } else {
        let all: Vec<PosId> = (0..n as PosId).collect();
        Legend::Swatches {
            title: Some(ctx.t.lab_node_colour.to_string()),
            items: outcome_keys(s, &all, ctx),
        }
    };
    let keys = vec![
        Key::Frame(pal.current, ctx.t.lab_start_key),
        Key::Arrow(best_c, 1.4, ctx.t.lab_best_move),
        Key::Arrow(other_c, 0.8, ctx.t.lab_other_move),
    ];
    let simplified = fill(ctx.t.lab_big_graph, &[("n", &n), ("m", &s.move_count())]);
    let columns = if by_end {
        ctx.t.lab_end_columns
    } else {
        ctx.t.lab_depth
    };
    let mut notes = vec![simplified.as_str(), columns];
    if named < n {
        notes.push(ctx.t.lab_big_labels);
    }
    legend_column(&mut scene, ctx, &[legend], &keys, &notes);
    scene
}

/// Most moves of the start [`start_moves`] draws.
const START_MAX_MOVES: usize = 12;

/// A game too big for the graph: the start and the positions its moves lead to, each with its
/// result for the player to move there and its moves to the end, the best moves framed; a
/// string position of a square length (tic-tac-toe's `"X........"`) drawn as a board.
fn start_moves(s: &Solved, ctx: &Ctx) -> Result<Scene, FigureError> {
    let pal = &ctx.pal;
    let scale = ValueScale::of(s);
    let n = s.positions();
    let mut scene = Scene::new(pal.background);
    let title = titled(game_title(s, ctx), ctx.t.lab_start_moves);
    table::header(&mut scene, pal, &title, Some(&result_line(s, ctx)));
    let start = s.start();
    let all = s.moves(start);
    let best = s.best_moves(start);
    // the best moves first: they are the point of the picture (95's one best move, to 0, was
    // its last and left out)
    let drawn: Vec<PosId> = best
        .iter()
        .copied()
        .filter(|p| all.contains(p))
        .chain(all.iter().copied().filter(|p| !best.contains(p)))
        .take(START_MAX_MOVES)
        .collect();
    let shown = &drawn[..];
    let boards = std::iter::once(start)
        .chain(shown.iter().copied())
        .all(|p| s.board_text(p).is_some());
    // one row of up to 8 moves, else two rows (ten in a row left 10 px for their results)
    let per_row = if shown.len() <= 8 {
        shown.len().max(1)
    } else {
        shown.len().div_ceil(2)
    };
    let rows = shown.len().div_ceil(per_row).max(1);
    let (x0, x1) = (50.0, table::legend_x(scene.width) - 40.0);
    let slot = (x1 - x0) / per_row as f64;
    let top = table::CONTENT_TOP + 20.0;
    // the start's box, then the rows of moves, each box with two lines under it
    let avail = scene.height - top - 40.0;
    let item_h = (avail / (rows as f64 + 1.0) - 70.0).clamp(40.0, 220.0);
    let box_w = if boards {
        item_h.min(slot * 0.8)
    } else {
        (slot * 0.9).min(260.0)
    };
    let box_h = if boards { box_w } else { item_h.min(70.0) };
    let draw_position =
        |scene: &mut Scene, p: PosId, cx: f64, y: f64, frame: Option<(Rgb, f64)>| {
            let fill_c = node_colour(s, p, scale, ctx);
            let ink = pal.text_on(fill_c);
            match s.board_text(p).filter(|_| boards) {
                Some(board) => {
                    let cells: Vec<Vec<&str>> =
                        board.lines().map(|l| l.split(' ').collect()).collect();
                    let side = cells.len().max(1) as f64;
                    let c = box_w / side;
                    let x = cx - box_w / 2.0;
                    scene.rect(x, y, box_w, box_w, Some(fill_c), None);
                    for (r, row) in cells.iter().enumerate() {
                        for (k, ch) in row.iter().enumerate() {
                            let (px, py) = (x + k as f64 * c, y + r as f64 * c);
                            scene.rect(px, py, c, c, None, Some((ink, 1.5)));
                            if *ch != "." && *ch != "_" && *ch != "-" {
                                scene.bold_text(
                                    px + c / 2.0,
                                    py + c / 2.0,
                                    ch.to_string(),
                                    c * 0.6,
                                    ink,
                                    HAlign::Center,
                                );
                            }
                        }
                    }
                }
                None => {
                    let x = cx - box_w / 2.0;
                    scene.rect(x, y, box_w, box_h, Some(fill_c), None);
                    let text = self::shown(s, p, LABEL_MAX_CHARS, ctx);
                    let size = fit_size(&text, box_w * 0.9, (box_h * 0.45).min(30.0));
                    scene.text(cx, y + box_h / 2.0, text, size, ink, HAlign::Center);
                }
            }
            if let Some((c, w)) = frame {
                scene.rect(
                    cx - box_w / 2.0 - w,
                    y - w,
                    box_w + 2.0 * w,
                    box_h + 2.0 * w,
                    None,
                    Some((c, w)),
                );
            }
        };
    // what a position's result is, under its box
    // what a position's result is, under its box: the outcome (or value), then its moves to
    // the end on a line of their own (on one line, fitted to a slot of ten, they were 10 px)
    let result = |p: PosId| -> (String, Option<String>) {
        if let Some(v) = s.value(p) {
            return (
                fill(
                    ctx.t.labelled,
                    &[("label", &ctx.t.lab_value), ("value", &v)],
                ),
                None,
            );
        }
        let o = s.outcome(p).unwrap_or(Outcome::Draw);
        let word = outcome_word(o, ctx).to_string();
        match s.moves_to_end(p) {
            Some(d) if o != Outcome::Draw => (word, Some(fill(ctx.t.lab_moves_left, &[("d", &d)]))),
            _ => (word, None),
        }
    };
    let scx = (x0 + x1) / 2.0;
    draw_position(&mut scene, start, scx, top, Some((pal.current, 5.0)));
    let label_size = 20.0;
    let (word, left) = result(start);
    let start_result = match left {
        Some(left) => fill(ctx.t.lab_result_left, &[("word", &word), ("left", &left)]),
        None => word,
    };
    scene.text(
        scx + box_w / 2.0 + 16.0,
        top + box_h / 2.0,
        start_result,
        label_size,
        pal.text,
        HAlign::Left,
    );
    let row_h = (scene.height - top - box_h - 40.0) / rows as f64;
    let at = |k: usize| {
        let (r, c) = (k / per_row, k % per_row);
        let in_row = (shown.len() - r * per_row).min(per_row);
        let left = x0 + (x1 - x0 - in_row as f64 * slot) / 2.0;
        let cx = left + (c as f64 + 0.5) * slot;
        let y = top + box_h + 30.0 + r as f64 * row_h + (row_h - box_h - 60.0) / 2.0;
        (cx, y)
    };
    // the moves first (best moves thick), the boxes over them
    let (best_c, other_c) = (pal.text, pal.grid);
    for (k, p) in shown.iter().enumerate() {
        let (cx, y) = at(k);
        let (lc, lw) = if best.contains(p) {
            (best_c, 4.0)
        } else {
            (other_c, 1.5)
        };
        let path = vec![(scx, top + box_h + 6.0), (cx, y - 8.0)];
        if let Some(head) = arrow_head(&path, 14.0) {
            scene.line(head, lc, lw);
        }
        scene.line(path, lc, lw);
    }
    for (k, &p) in shown.iter().enumerate() {
        let (cx, y) = at(k);
        draw_position(&mut scene, p, cx, y, None);
        let (word, left) = result(p);
        let size = fit_size(&word, slot * 0.95, label_size);
        scene.text(cx, y + box_h + 24.0, word, size, pal.text, HAlign::Center);
        if let Some(left) = left {
            let size = fit_size(&left, slot * 0.95, label_size * 0.9);
            scene.text(cx, y + box_h + 48.0, left, size, pal.muted, HAlign::Center);
        }
    }
    let legend = if s.is_scoring() {
        scale.legend(ctx)
    } else {
        let ids: Vec<PosId> = std::iter::once(start)
            .chain(shown.iter().copied())
            .collect();
        Legend::Swatches {
            title: Some(ctx.t.lab_node_colour.to_string()),
            items: outcome_keys(s, &ids, ctx),
        }
    };
    let mut keys = vec![
        Key::Frame(pal.current, ctx.t.lab_start_key),
        Key::Arrow(best_c, 4.0, ctx.t.lab_best_move),
    ];
    if shown.iter().any(|p| !best.contains(p)) {
        keys.push(Key::Arrow(other_c, 1.5, ctx.t.lab_other_move));
    }
    let too_big = fill(
        ctx.t.lab_start_moves_note,
        &[("n", &n), ("m", &s.move_count())],
    );
    let more = fill(
        ctx.t.lab_start_moves_more,
        &[("shown", &shown.len()), ("all", &all.len())],
    );
    let mut notes = vec![too_big.as_str()];
    if shown.len() < all.len() {
        notes.push(more.as_str());
    }
    legend_column(&mut scene, ctx, &[legend], &keys, &notes);
    Ok(scene)
}

#[cfg(test)]
mod tests {
    /// The Game Lab's Nim 3, 4, 5 (120 positions, 720 moves: too dense for a whole graph).
    const NIM_3_4_5: &str = "start = (3, 4, 5)\ndef moves(p):\n    out = []\n    for i in range(len(p)):\n        for k in range(1, p[i] + 1):\n            q = list(p)\n            q[i] = q[i] - k\n            out.append(tuple(q))\n    return out\n";

    /// The Game Lab's Kayles on a row of 10 (positions up to "(5, 2, 1)").
    const KAYLES_10: &str = "start = (10,)\ndef moves(rows):\n    out = []\n    for r in range(len(rows)):\n        n = rows[r]\n        others = rows[:r] + rows[r + 1:]\n        for k in (1, 2):\n            for a in range(n - k + 1):\n                left = [x for x in others + (a, n - a - k) if x > 0]\n                out.append(tuple(sorted(left, reverse = True)))\n    return out\n";

    /// The figure context of the default options in `language`.
    fn in_language(language: crate::i18n::Language) -> Ctx {
        Ctx::new(
            &Options {
                language,
                ..Options::default()
            },
            false,
        )
    }

    use super::super::{GameFigures, Options, latex, paint};
    use super::*;

    const SUBTRACTION: &str =
        "start = 7\ndef moves(p):\n    return [p - k for k in (1, 3, 4) if p - k >= 0]\n";
    const STONE_II: &str = "piles = [2, 7, 9, 4, 4]\nstart = (0, 1)\ndef moves(p):\n    i, m = p\n    return [(i + x, max(m, x)) for x in range(1, 2 * m + 1) if i + x <= len(piles)]\ndef points(p, q):\n    return sum(piles[p[0]:q[0]])\n";
    /// 3 has no moves (lose), 2 wins by moving there; 0 and 1 go round: draws.
    const CYCLE: &str =
        "start = 0\ndef moves(p):\n    return {0: [1], 1: [0, 2], 2: [3], 3: []}[p]\n";

    fn setup(rules: &str) -> Setup {
        Setup {
            rules: rules.into(),
            misere: false,
        }
    }

    fn ctx() -> Ctx {
        Ctx::new(&Options::default(), false)
    }

    /// The view's one scene, checked to paint as SVG (every label a `<text>`) and PNG.
    fn painted(rules: &str, view: &str, ctx: &Ctx) -> Scene {
        let scenes = GameFigures::scenes(&setup(rules), view, ctx).unwrap();
        assert_eq!(scenes.len(), 1);
        let svg = String::from_utf8(paint::svg(&scenes[0]).unwrap()).unwrap();
        assert!(svg.starts_with("<svg"), "{}", &svg[..80.min(svg.len())]);
        assert!(svg.contains("<text"));
        let png = paint::png(&scenes[0], 1.0).unwrap();
        assert_eq!(&png[1..4], b"PNG");
        scenes.into_iter().next().unwrap()
    }

    fn plain(rules: &str) -> latex::PlainTable {
        let ctx = ctx();
        GameFigures::scenes(&setup(rules), "table", &ctx).unwrap();
        ctx.captured.into_inner().unwrap()
    }

    #[test]
    fn views_are_table_and_graph() {
        let names: Vec<&str> = <Setup as GameFigures>::VIEWS
            .iter()
            .map(|v| v.name)
            .collect();
        assert_eq!(names, ["table", "graph"]);
        assert!(<Setup as GameFigures>::VIEWS.iter().all(|v| !v.animated));
    }

    #[test]
    fn a_subtraction_game_in_both_views() {
        let t = painted(SUBTRACTION, "table", &ctx());
        let texts = t.texts();
        assert!(
            texts.contains(&"Game Lab: 8 positions — positions table"),
            "{texts:?}"
        );
        // 7 ≡ 0 (mod 7): the first player loses; Grundy values of {1, 3, 4} repeat 0 1 0 1 2 3 2
        assert!(
            texts
                .iter()
                .any(|t| t.starts_with("The first player loses")),
            "{texts:?}"
        );
        assert!(
            texts.contains(&"Grundy value of the start: 0.")
                || texts
                    .iter()
                    .any(|t| t.contains("Grundy value of the start: 0."))
        );
        for head in ["position", "outcome", "moves to end", "Grundy"] {
            assert!(texts.contains(&head), "{head}: {texts:?}");
        }
        for p in 0..=7 {
            assert!(texts.contains(&p.to_string().as_str()), "{p}: {texts:?}");
        }
        let g = painted(SUBTRACTION, "graph", &ctx());
        let texts = g.texts();
        assert!(texts.contains(&"start"), "{texts:?}");
        assert!(texts.contains(&"best move"), "{texts:?}");
        let joined = texts.join(" ");
        assert!(joined.contains("win for the player to move"), "{joined}");
        assert!(joined.contains("lose for the player to move"), "{joined}");
        assert!(!texts.iter().any(|t| t.starts_with("draw")), "{texts:?}");
    }

    #[test]
    fn the_table_agrees_with_the_solver() {
        let s = solve(SUBTRACTION, false, &NoControl).unwrap();
        let t = plain(SUBTRACTION);
        assert_eq!(t.grids.len(), 1);
        let grid = &t.grids[0];
        assert_eq!(grid.cols, ["outcome", "moves to end", "Grundy"]);
        assert_eq!(grid.rows.len(), 8);
        assert_eq!(grid.rows[0], "7");
        for (r, label) in grid.rows.iter().enumerate() {
            let id = s.find(&crate::games::custom::Pos::Int(label.parse().unwrap()));
            let id = id.unwrap();
            assert_eq!(id, r as PosId, "start first, then by id");
            let cells: Vec<&str> = grid.cells[r]
                .iter()
                .map(|c| c.as_ref().unwrap().1.as_str())
                .collect();
            let o = s.outcome(id).unwrap();
            assert_eq!(cells[0], o.as_str());
            assert_eq!(cells[1], s.moves_to_end(id).unwrap().to_string());
            assert_eq!(cells[2], s.grundy(id).unwrap().to_string());
            // coloured by outcome
            assert_eq!(
                grid.cells[r][0].as_ref().unwrap().0,
                outcome_colour(o, &ctx())
            );
        }
    }

    #[test]
    fn a_scoring_game_shows_values() {
        let t = painted(STONE_II, "table", &ctx());
        let texts = t.texts().join("|");
        // (the subtitle says what the value is, then who wins)
        assert!(texts.contains("value is -6: the points"), "{texts}");
        assert!(texts.contains("The second player wins."), "{texts}");
        assert!(texts.contains("(0, 1)"), "{texts}");
        let p = plain(STONE_II);
        assert_eq!(p.grids[0].cols, ["value"]);
        assert_eq!(p.grids[0].rows[0], "(0, 1)");
        assert_eq!(p.grids[0].cells[0][0].as_ref().unwrap().1, "-6");
        let g = painted(STONE_II, "graph", &ctx());
        let texts = g.texts();
        assert!(texts.contains(&"(0, 1)"), "{texts:?}");
        assert!(texts.contains(&"-6"), "{texts:?}");
        assert!(texts.iter().any(|t| t.starts_with("value: the net score")));
        // Chinese
        let zh = Ctx::new(
            &Options {
                language: crate::i18n::Language::Chinese,
                ..Options::default()
            },
            false,
        );
        let t = painted(STONE_II, "table", &zh);
        assert!(
            t.texts().iter().any(|t| t.contains("后手赢")),
            "{:?}",
            t.texts()
        );
    }

    #[test]
    fn draws_are_coloured_and_have_no_moves_to_end() {
        let t = painted(CYCLE, "table", &ctx());
        let texts = t.texts();
        assert!(
            texts.contains(&"A draw: neither player can force a win."),
            "{texts:?}"
        );
        assert!(!texts.contains(&"Grundy"), "no Grundy column: {texts:?}");
        let p = plain(CYCLE);
        assert_eq!(p.grids[0].cols, ["outcome", "moves to end"]);
        let row0: Vec<_> = p.grids[0].cells[0]
            .iter()
            .map(|c| c.clone().unwrap())
            .collect();
        assert_eq!(row0[0], (ctx().pal.draw, "draw".to_string()));
        assert_eq!(row0[1].1, "—");
        let g = painted(CYCLE, "graph", &ctx());
        let texts = g.texts();
        let joined = texts.join(" ");
        assert!(
            joined.contains("draw: neither player can force a win"),
            "{joined}"
        );
        assert!(texts.contains(&"other move"), "{texts:?}");
        // dark theme and Chinese draw too
        let dark = Ctx::new(
            &Options {
                theme: style::Theme::Dark,
                language: crate::i18n::Language::Chinese,
                ..Options::default()
            },
            false,
        );
        let g = painted(CYCLE, "graph", &dark);
        assert!(g.texts().contains(&"开局"));
        // a move back to the same position: a loop
        let own = "start = 0\ndef moves(p):\n    return [0, 1] if p == 0 else []\n";
        painted(own, "graph", &ctx());
    }

    #[test]
    fn latex_and_markdown_of_the_table() {
        let t = plain(SUBTRACTION);
        let tex = latex::to_latex(&t);
        assert!(tex.contains("\\begin{tabular}{r|ccc}"), "{tex}");
        assert!(tex.contains("7 & \\cellcolor[HTML]{"), "{tex}");
        assert!(tex.contains("{white}{lose}"), "{tex}");
        // the key the picture has: a swatch per outcome
        assert!(tex.contains("\\fcolorbox[HTML]{808080}"), "{tex}");
        let md = latex::to_markdown(&t);
        let lines: Vec<&str> = md.lines().filter(|l| l.starts_with('|')).collect();
        assert_eq!(lines.len(), 2 + 8, "{md}");
        assert!(
            lines[0].contains("| outcome | moves to end | Grundy |"),
            "{md}"
        );
        // the start's row, framed in the picture, in bold
        assert_eq!(lines[2], "| 7 | **lose** | **4** | **0** |", "{md}");
        let md = latex::to_markdown(&plain(STONE_II));
        assert!(md.contains("| (0, 1) | **-6** |"), "{md}");
    }

    #[test]
    fn limits_refuse_the_graph_and_cut_the_table() {
        // beyond the graph's limits: the start and its moves, saying why
        let huge = "start = 400\ndef moves(p):\n    return [p - 1] if p > 0 else []\n";
        let g = painted(huge, "graph", &ctx());
        let texts = g.texts().join(" ");
        assert!(texts.contains("the start and its moves"), "{texts}");
        assert!(texts.contains("401 positions"), "{texts}");
        assert!(texts.contains("399"), "the one move's position: {texts}");
        // few positions, too many moves: every position moves to every smaller one
        let dense = "start = 95\ndef moves(p):\n    return list(range(p))\n";
        let g = painted(dense, "graph", &ctx());
        let texts = g.texts().join(" ");
        assert!(
            texts.contains("12 of the start's 95 moves (the best ones first)"),
            "{texts}"
        );
        // beyond the boxes' limits: the simplified graph, which says so
        let big = "start = 100\ndef moves(p):\n    return [p - 1] if p > 0 else []\n";
        let g = painted(big, "graph", &ctx());
        let texts = g.texts().join(" ");
        assert!(
            texts.contains("Simplified: 101 positions, 100 moves"),
            "{texts}"
        );
        assert!(texts.contains("game graph by moves to the end"), "{texts}");
        assert!(texts.contains("start: 100"), "{texts}");
        // the table: the first rows, and a note saying so
        let t = painted(big, "table", &ctx());
        let texts = t.texts().join(" ");
        assert!(
            texts.contains("Only the first 60 of 101 positions"),
            "{texts}"
        );
        let p = plain(big);
        assert_eq!(p.grids[0].rows.len(), TABLE_MAX_ROWS);
        assert!(p.subtitle.unwrap().contains("Only the first 60 of 101"));
        // a game just at the limits draws
        let edge = "start = 59\ndef moves(p):\n    return [p - 1] if p > 0 else []\n";
        painted(edge, "graph", &ctx());
    }

    /// Tic-tac-toe (5,478 positions) has a graph figure: the empty board and its nine moves,
    /// drawn as boards (3 × 3 cells with their X), each a draw, in both languages.
    #[test]
    fn tic_tac_toe_draws_the_start_and_its_moves_as_boards() {
        let file = concat!(env!("CARGO_MANIFEST_DIR"), "/saves/custom-tic-tac-toe.json");
        let json: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
        let rules = json["rules"].as_str().unwrap();
        for lang in [
            crate::i18n::Language::English,
            crate::i18n::Language::Chinese,
        ] {
            let ctx = Ctx::new(
                &Options {
                    language: lang,
                    ..Default::default()
                },
                false,
            );
            let g = painted(rules, "graph", &ctx);
            let texts = g.texts();
            // one X on each of the nine boards, no position written as a string
            assert_eq!(texts.iter().filter(|t| **t == "X").count(), 9, "{texts:?}");
            assert!(!texts.iter().any(|t| t.contains("X........")), "{texts:?}");
            assert!(
                texts
                    .iter()
                    .filter(|t| t.starts_with(ctx.t.lab_draw))
                    .count()
                    >= 10,
                "the start and its nine moves are draws: {texts:?}"
            );
            let cells = g
                .items
                .iter()
                .filter(|i| matches!(i, crate::figures::scene::Item::Rect { fill: None, w, .. } if *w < 60.0))
                .count();
            assert!(cells >= 90, "ten boards of nine cells: {cells}");
        }
    }

    #[test]
    fn errors_of_the_rules_are_the_solve_errors() {
        let bad = "start = 0\ndef moves(p):\n    return [p +]\n";
        let e = GameFigures::scenes(&setup(bad), "table", &ctx()).unwrap_err();
        let solve_e = solve(bad, false, &NoControl).unwrap_err();
        assert_eq!(e, FigureError::Solve(solve_e));
        assert!(e.to_string().starts_with("rules line 3"), "{e}");
        let e = GameFigures::scenes(&setup("start = 0\n"), "graph", &ctx()).unwrap_err();
        assert!(e.to_string().contains("moves"), "{e}");
    }

    #[test]
    fn misere_is_named_and_long_positions_are_cut() {
        let s = Setup {
            rules: SUBTRACTION.into(),
            misere: true,
        };
        let t = GameFigures::scenes(&s, "table", &ctx()).unwrap();
        let texts = t[0].texts();
        assert!(
            texts
                .iter()
                .any(|t| t.starts_with("Game Lab, misère play: 8")),
            "{texts:?}"
        );
        assert!(!texts.contains(&"Grundy"));
        let long = "start = 'x' * 200\ndef moves(p):\n    return [p[1:]] if p else []\n";
        let g = painted(long, "table", &ctx());
        assert!(
            g.texts().iter().any(|t| t.ends_with('…')),
            "{:?}",
            g.texts()
        );
    }

    #[test]
    fn the_table_gives_every_position_name_its_room() {
        // the Game Lab's Nim 3, 4, 5 (rows of "(3, 4, 5)") and Kayles (up to "(5, 2, 1)"):
        // 60 rows in three blocks, in both languages
        let nim = NIM_3_4_5;
        let kayles = KAYLES_10;
        for rules in [nim, kayles] {
            for language in [
                crate::i18n::Language::English,
                crate::i18n::Language::Chinese,
            ] {
                let ctx = in_language(language);
                let g = painted(rules, "table", &ctx);
                let cut: Vec<&str> = g.texts().into_iter().filter(|t| t.ends_with('…')).collect();
                assert!(cut.is_empty(), "{language:?}: {cut:?}");
                assert!(g.texts().iter().any(|t| t.starts_with("(")));
            }
        }
    }

    #[test]
    fn at_4_3_the_table_keeps_clear_of_the_key_and_names_whole() {
        // the teacher's 4:3 tables: three blocks ran under the key and the note, every name
        // cut to "(3, …"; Flip Game's "+" signs ran into the outcome cells
        let nim = NIM_3_4_5;
        let flip = "start = '+++++++++'\ndef moves(s):\n    return [s[:i] + '--' + s[i + 2:] for i in range(len(s) - 1) if s[i:i + 2] == '++']\n";
        for rules in [nim, flip] {
            for language in [
                crate::i18n::Language::English,
                crate::i18n::Language::Chinese,
            ] {
                let ctx = Ctx::new(
                    &Options {
                        language,
                        aspect: super::style::Aspect::Standard,
                        ..Options::default()
                    },
                    false,
                );
                let g = painted(rules, "table", &ctx);
                let key_x = table::legend_x(g.width);
                let cut: Vec<&str> = g.texts().into_iter().filter(|t| t.ends_with('…')).collect();
                assert!(cut.is_empty(), "{language:?}: {cut:?}");
                // every cell and text of the table ends left of the key's column
                let mut cells = Vec::new();
                for item in &g.items {
                    match item {
                        scene::Item::Rect { x, y, w, h, .. } if *x < key_x => {
                            assert!(x + w <= key_x - 20.0, "{language:?}: a cell at {x} + {w}");
                            cells.push((*x, *y, *w, *h));
                        }
                        _ => {}
                    }
                }
                // a name ends before the row's first coloured cell
                for item in &g.items {
                    if let scene::Item::Text {
                        x,
                        y,
                        text,
                        size,
                        align: HAlign::Left,
                        ..
                    } = item
                        && text.starts_with(['(', '+'])
                    {
                        let end = x + name_width(text, *size);
                        assert!(end <= key_x - 20.0, "{language:?}: {text} ends at {end}");
                        let next = cells
                            .iter()
                            .filter(|c| c.0 > *x && *y > c.1 && *y < c.1 + c.3 && c.2 < 400.0)
                            .map(|c| c.0)
                            .fold(f64::INFINITY, f64::min);
                        assert!(
                            end <= next,
                            "{language:?}: {text} ends at {end}, a cell at {next}"
                        );
                    }
                }
                assert!(
                    g.texts()
                        .iter()
                        .any(|t| t.starts_with("(") || t.starts_with('+'))
                );
            }
        }
    }

    #[test]
    fn graph_names_stay_in_their_boxes_and_the_start_is_named_whole() {
        // Flip Game II at 4:3: the "+" signs ran past the boxes and the start was "+++++++…"
        let flip = "start = '+++++++++'\ndef moves(s):\n    return [s[:i] + '--' + s[i + 2:] for i in range(len(s) - 1) if s[i:i + 2] == '++']\n";
        let ctx = Ctx::new(
            &Options {
                aspect: super::style::Aspect::Standard,
                ..Options::default()
            },
            false,
        );
        let g = painted(flip, "graph", &ctx);
        let boxes: Vec<(f64, f64, f64, f64)> = g
            .items
            .iter()
            .filter_map(|i| match i {
                scene::Item::Rect { x, y, w, h, .. } => Some((*x, *y, *w, *h)),
                _ => None,
            })
            .collect();
        let mut checked = 0;
        for item in &g.items {
            if let scene::Item::Text {
                x,
                y,
                text,
                size,
                align: HAlign::Center,
                ..
            } = item
                && text.starts_with(['+', '-'])
            {
                let b = boxes
                    .iter()
                    .find(|b| *x > b.0 && *x < b.0 + b.2 && *y > b.1 && *y < b.1 + b.3)
                    .expect("a name in a box");
                assert!(
                    name_width(text, *size) <= b.2,
                    "{text} at {size} in {}",
                    b.2
                );
                checked += 1;
            }
        }
        assert!(checked > 10, "{checked}");
        // (the start's name is whole in its box now: its label says only "start")
        assert!(g.texts().contains(&"+++++++++"), "{:?}", g.texts());
        assert!(g.texts().contains(&"start"), "{:?}", g.texts());
    }

    /// The bold texts of a scene that are whole numbers, by number: their x and y.
    fn numbered_boxes(g: &Scene) -> std::collections::HashMap<i64, (f64, f64)> {
        g.items
            .iter()
            .filter_map(|i| match i {
                scene::Item::Text {
                    x,
                    y,
                    text,
                    bold: true,
                    ..
                } => text.parse::<i64>().ok().map(|n| (n, (*x, *y))),
                _ => None,
            })
            .collect()
    }

    /// Issue 24 (t2 stop 44, item 1): by depth from the start, Stone Game IV's moves ran
    /// backwards (2 → 1, 5 → 1, 12 → 8) and looped round. A game without cycles is laid out
    /// so that every move goes one way: to a column further right, or a row further down.
    #[test]
    fn every_move_of_an_acyclic_graph_goes_one_way() {
        let squares = "start = 17\ndef moves(n):\n    return [n - k * k for k in range(1, n + 1) if k * k <= n]\n";
        for aspect in [super::style::Aspect::Wide, super::style::Aspect::Standard] {
            let ctx = Ctx::new(
                &Options {
                    aspect,
                    ..Options::default()
                },
                false,
            );
            let g = painted(squares, "graph", &ctx);
            let at = numbered_boxes(&g);
            assert_eq!(at.len(), 18, "{:?}", g.texts());
            let texts = g.texts().join(" ");
            assert!(texts.contains("Every move goes to a"), "{texts}");
            assert!(!texts.contains("by depth"), "{texts}");
            for n in 1..=17i64 {
                for k in (1..).take_while(|k| k * k <= n) {
                    let (a, b) = (at[&n], at[&(n - k * k)]);
                    assert!(
                        b.0 > a.0 + 1.0 || b.1 > a.1 + 1.0,
                        "{aspect:?}: the move {n} → {} goes back: {a:?} → {b:?}",
                        n - k * k
                    );
                }
            }
        }
    }

    /// Issue 24 (t2 stop 44, item 1): Nim 3, 4, 5 (120 positions, 720 moves) and Kayles (56
    /// positions, 284 moves) were hairballs of dots. A graph too dense to read says so and draws
    /// the start and the positions its moves lead to, labelled.
    #[test]
    fn a_dense_graph_too_big_to_read_draws_the_start_and_its_moves() {
        let nim = NIM_3_4_5;
        let g = painted(nim, "graph", &ctx());
        let texts = g.texts().join(" ");
        assert!(texts.contains("the start and its moves"), "{texts}");
        assert!(texts.contains("120 positions, 720 moves"), "{texts}");
        assert!(texts.contains("too big to read"), "{texts}");
        assert!(texts.contains("(2, 4, 5)"), "a move's position: {texts}");
        let dots = g
            .items
            .iter()
            .filter(|i| matches!(i, scene::Item::Circle { .. }))
            .count();
        assert_eq!(dots, 0, "no dots");
        // a sparse big graph (a chain) keeps its simplified drawing
        let chain = "start = 100\ndef moves(p):\n    return [p - 1] if p > 0 else []\n";
        let texts = painted(chain, "graph", &ctx()).texts().join(" ");
        assert!(texts.contains("Simplified: 101 positions"), "{texts}");
    }

    /// Issue 24 (t2 stop 44, items 1 and 2): positions were Python's reprs: Kayles' `(9,)` and
    /// `()`, Flip Game's `"+++++++++"` in quotes (cut to `"+++++++…"` in its graph), and
    /// `("Alice", 0, 6)` with Alice in English in a Chinese figure. A slide shows `(9)`, `∅`,
    /// `+++++++++` whole, and 爱丽丝.
    #[test]
    fn positions_are_written_as_a_student_reads_them() {
        let kayles = "start = (4,)\ndef moves(rows):\n    out = []\n    for r in range(len(rows)):\n        n = rows[r]\n        others = rows[:r] + rows[r + 1:]\n        for k in (1, 2):\n            for a in range(n - k + 1):\n                left = [x for x in others + (a, n - a - k) if x > 0]\n                out.append(tuple(sorted(left, reverse = True)))\n    return out\n";
        for view in ["table", "graph"] {
            let g = painted(kayles, view, &ctx());
            let texts = g.texts();
            assert!(texts.contains(&"(3)"), "{view}: {texts:?}");
            assert!(texts.contains(&"∅"), "{view}: {texts:?}");
            assert!(
                !texts.iter().any(|t| t.contains(",)") || t.contains("()")),
                "{view}: {texts:?}"
            );
        }
        let flip = "start = '+++++++++'\ndef moves(s):\n    return [s[:i] + '--' + s[i + 2:] for i in range(len(s) - 1) if s[i:i + 2] == '++']\n";
        let g = painted(flip, "graph", &ctx());
        let texts = g.texts();
        assert!(texts.contains(&"+++++++++"), "{texts:?}");
        assert!(texts.contains(&"+--++++--"), "{texts:?}");
        assert!(
            !texts.iter().any(|t| t.contains('…') || t.contains('"')),
            "{texts:?}"
        );
        let alice = "values = [6, 2, 3]\nstart = (\"Alice\", 0, 3)\ndef moves(p):\n    who, i, j = p\n    if who == \"Bob\":\n        return [(\"Alice\", i, j)]\n    return [(\"Bob\", i, k) for k in range(i + 1, j)]\ndef points(p, q):\n    return -sum(values[q[1]:q[2]]) if p[0] == \"Bob\" else 0\n";
        let zh = Ctx::new(
            &Options {
                language: crate::i18n::Language::Chinese,
                ..Options::default()
            },
            false,
        );
        for view in ["table", "graph"] {
            let g = painted(alice, view, &zh);
            let texts = g.texts().join(" ");
            assert!(texts.contains("爱丽丝"), "{view}: {texts}");
            assert!(texts.contains("鲍勃"), "{view}: {texts}");
            assert!(
                !texts.contains("Alice") && !texts.contains("Bob"),
                "{texts}"
            );
        }
    }

    /// Issue 24 (t2 stop 44, item 2): a scoring game's values were the smallest text of its
    /// graph (0.8 of the names); the values are the point of the figure: as big as the names.
    #[test]
    fn a_scoring_graph_writes_its_values_as_big_as_its_names() {
        let g = painted(STONE_II, "graph", &ctx());
        let legend = table::legend_x(g.width) - 20.0;
        let (mut names, mut values) = (Vec::new(), Vec::new());
        for i in &g.items {
            if let scene::Item::Text {
                x,
                text,
                size,
                bold,
                ..
            } = i
                && *x < legend
            {
                if *bold && text.starts_with('(') {
                    names.push(*size);
                } else if text.parse::<i64>().is_ok() && g.items.iter().any(|r| matches!(r, scene::Item::Rect { x: rx, w, .. } if *x > *rx && *x < rx + w)) {
                    values.push(*size);
                }
            }
        }
        assert!(
            names.len() >= 8 && values.len() >= 8,
            "{names:?} {values:?}"
        );
        let smallest_value = values.iter().copied().fold(f64::MAX, f64::min);
        let largest_name = names.iter().copied().fold(0.0, f64::max);
        assert!(
            smallest_value >= largest_name - 0.01 && smallest_value >= 16.0,
            "values {values:?}, names {names:?}"
        );
    }

    /// Issue 24 (t2 stop 44): under the start's ten moves (Kayles) each result was one line,
    /// "必败 (6 距结束步数)", fitted to its slot at about 11 px and in a Chinese word order no
    /// one writes. The result and the moves to the end are two lines, each at least 16 px.
    #[test]
    fn the_start_and_its_moves_write_each_result_readably() {
        let kayles = KAYLES_10;
        for language in [
            crate::i18n::Language::English,
            crate::i18n::Language::Chinese,
        ] {
            let ctx = in_language(language);
            let g = painted(kayles, "graph", &ctx);
            let legend = table::legend_x(g.width) - 20.0;
            let mut results = 0;
            for i in &g.items {
                if let scene::Item::Text { x, text, size, .. } = i
                    && *x < legend
                    && (text.contains(ctx.t.lab_win)
                        || text.contains(ctx.t.lab_lose)
                        || text.contains('6'))
                    && !text.starts_with('(')
                    && !text.contains(" — ")
                    && !text.contains("Grundy")
                {
                    results += 1;
                    assert!(*size >= 16.0, "{language:?}: {text} at {size:.1}");
                }
            }
            assert!(results >= 10, "{language:?}: {results}");
            let texts = g.texts().join(" ");
            assert!(!texts.contains("6 距结束"), "{texts}");
        }
    }
}
