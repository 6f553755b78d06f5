//! Figures for slides: the pictures `gamedp figure` writes and the app's Export menu makes.
//!
//! Each view builds [`scene::Scene`]s (shapes in logical pixels on a 1600 × 900 canvas) from the
//! games' own solvers and solution objects, never re-deriving a result; [`paint`] draws them with
//! plotters to SVG (every label a `<text>`), PNG (`scale` times the size) or an animated GIF.
//! No egui here: the figures work in the build without the window.
//!
//! - [`style`]: themes, fonts, sizes; [`table`]: the shared labelled DP-table drawing;
//! - one module per game: its views and their size limits;
//! - [`latex`]: the same tables as a LaTeX `tabular` (xcolor cell colours) and Markdown.

mod can_i_win;
mod cat_mouse;
mod cat_mouse_ii;
mod custom;
mod fill;
mod guess_number;
pub mod latex;
mod outline;
pub mod paint;
pub mod scene;
mod stone;
pub mod style;
pub mod table;

use crate::games::{Game, GameKind, SolveError};
use crate::i18n::Language;
use crate::i18n::figures::{EN, FigureTexts, ZH};
pub use scene::Scene;
use style::Palette;

pub use style::{Aspect, Theme};

/// Longest side of a raster figure, in pixels, after `--scale`.
pub const MAX_SIDE_PX: u32 = 16_384;
/// Most pixels of a PNG (an RGB buffer of 3 bytes a pixel is allocated).
pub const MAX_PIXELS: u64 = 40_000_000;
/// Most pixels of one GIF frame (every frame is quantised to 256 colours).
pub const MAX_GIF_PIXELS: u64 = 6_000_000;
/// Most frames of an animation: longer fills advance several steps a frame.
pub const MAX_FRAMES: usize = 48;
/// Time each GIF frame is shown, in milliseconds.
pub const FRAME_DELAY_MS: u32 = 600;

/// How a figure is drawn.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Options {
    pub language: Language,
    pub theme: Theme,
    /// Raster size factor (PNG and GIF); SVG is a vector picture of the base size.
    pub scale: f64,
    /// 16:9 (1600 × 900, the default) or 4:3 (1600 × 1200).
    pub aspect: Aspect,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            language: Language::English,
            theme: Theme::Light,
            scale: 1.0,
            aspect: Aspect::Wide,
        }
    }
}

/// One view of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct View {
    /// Its name on the command line.
    pub name: &'static str,
    /// Animated views can be written as GIF (and as a still summary in SVG or PNG).
    pub animated: bool,
}

pub(crate) const fn still(name: &'static str) -> View {
    View {
        name,
        animated: false,
    }
}

pub(crate) const fn animated(name: &'static str) -> View {
    View {
        name,
        animated: true,
    }
}

/// What a game gives the figures: implemented for each game's `Setup` in its figure module
/// (`src/figures/<game>.rs`).
pub(crate) trait GameFigures {
    /// The game's views, `table` first.
    const VIEWS: &'static [View];
    /// The scenes of one of its views (see [`scenes`]).
    fn scenes(&self, view: &str, ctx: &Ctx) -> Result<Vec<Scene>, FigureError>;
}

macro_rules! figure_games {
    ($( $(#[$doc:meta])* $variant:ident($module:ident) = $name:literal, )+) => {
        /// The views of a game, `table` first.
        pub fn views(kind: GameKind) -> &'static [View] {
            match kind {
                $( GameKind::$variant => <crate::games::$module::Setup as GameFigures>::VIEWS, )+
            }
        }

        fn scenes_in(game: &Game, view: &str, ctx: &Ctx) -> Result<Vec<Scene>, FigureError> {
            match game {
                $( Game::$variant(setup) => setup.scenes(view, ctx), )+
            }
        }
    };
}

crate::with_games!(figure_games);

/// Every game's views, one line a game (`stone: table, fill, …`), for `gamedp figure --help`.
pub fn views_help() -> String {
    GameKind::ALL
        .iter()
        .map(|&kind| {
            let names: Vec<&str> = views(kind).iter().map(|v| v.name).collect();
            format!("  {}: {}", kind.name(), names.join(", "))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A figure file format, from the output file's extension.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    Svg,
    Png,
    Gif,
    /// LaTeX `tabular` with coloured cells (the `table` view only).
    Tex,
    /// Markdown table (the `table` view only).
    Md,
}

impl Format {
    /// The file extension (without the dot).
    pub fn extension(self) -> &'static str {
        match self {
            Format::Svg => "svg",
            Format::Png => "png",
            Format::Gif => "gif",
            Format::Tex => "tex",
            Format::Md => "md",
        }
    }

    /// The formats a view can be written in: SVG and PNG always, GIF for animated views, LaTeX
    /// and Markdown for the table.
    pub fn for_view(view: View) -> Vec<Format> {
        let mut formats = vec![Format::Svg, Format::Png];
        if view.animated {
            formats.push(Format::Gif);
        }
        if view.name == "table" {
            formats.extend([Format::Tex, Format::Md]);
        }
        formats
    }

    /// The format named by `path`'s extension (`.svg`, `.png`, `.gif`, any case).
    pub fn from_path(path: &std::path::Path) -> Result<Format, FigureError> {
        let ext = path
            .extension()
            .map(|e| e.to_string_lossy().to_ascii_lowercase())
            .unwrap_or_default();
        match ext.as_str() {
            "svg" => Ok(Format::Svg),
            "png" => Ok(Format::Png),
            "gif" => Ok(Format::Gif),
            "tex" => Ok(Format::Tex),
            "md" => Ok(Format::Md),
            _ => Err(FigureError::UnknownFormat(path.display().to_string())),
        }
    }
}

/// Why a figure could not be made. The text is one line naming the problem.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum FigureError {
    #[error(
        "{0}: unknown figure format; the output file must end in .svg, .png or .gif (or .tex or .md for the table view)"
    )]
    UnknownFormat(String),
    #[error("unknown view \"{view}\" for {game}: the views are {list}")]
    UnknownView {
        view: String,
        game: &'static str,
        list: String,
    },
    #[error(
        "the view \"{view}\" of {game} is a still picture: write it as .svg or .png (.gif is for animated views{list})"
    )]
    StillAsGif {
        view: String,
        game: &'static str,
        list: String,
    },
    #[error("the view \"{0}\" has no text form: .tex and .md are for the table view")]
    NotATable(String),
    #[error(
        "--scale {scale}: the picture would be {width} × {height} px; the limit is {side} px a side and {pixels} pixels{gif}"
    )]
    TooManyPixels {
        scale: f64,
        width: u64,
        height: u64,
        side: u32,
        pixels: u64,
        gif: &'static str,
    },
    #[error("{0}")]
    Solve(SolveError),
    #[error("cannot draw the figure: {0}")]
    Draw(String),
}

impl From<SolveError> for FigureError {
    fn from(e: SolveError) -> Self {
        FigureError::Solve(e)
    }
}

/// A figure's size limit: `what` ("the table figure for 500 piles") needs `need`, at most `limit`.
pub(crate) fn too_big(what: String, need: u64, limit: u64, unit: &'static str) -> FigureError {
    FigureError::Solve(SolveError::TooBig {
        what,
        need,
        limit,
        unit,
    })
}

/// What every view builder gets: the colours, the texts, and whether GIF frames are wanted.
pub(crate) struct Ctx {
    pub pal: Palette,
    pub t: &'static FigureTexts,
    pub frames: bool,
    /// The `table` view's grids as plain data, kept when asked for (LaTeX and Markdown).
    pub captured: std::cell::RefCell<Option<latex::PlainTable>>,
    /// Letters for the outcome colours of the table view (Markdown writes them into cells).
    pub letters: std::cell::RefCell<Vec<(style::Rgb, String)>>,
    /// The scenario's title in the figure's language, when the figure is drawn from a file
    /// that has one (Game Lab figures name the game by it).
    pub name: Option<String>,
    /// What a framed cell of the next table figure is (its key entry), see [`Ctx::frame_means`].
    pub frame: std::cell::Cell<Option<&'static str>>,
    /// The canvas height of this figure's scenes, set while the context lives.
    _canvas: scene::CanvasGuard,
}

impl Ctx {
    pub(crate) fn new(options: &Options, frames: bool) -> Ctx {
        Ctx {
            pal: Palette::of(options.theme),
            t: texts(options.language),
            frames,
            captured: std::cell::RefCell::new(None),
            letters: std::cell::RefCell::new(Vec::new()),
            name: None,
            frame: std::cell::Cell::new(None),
            _canvas: scene::CanvasGuard::set(options.aspect),
        }
    }

    /// A `table` view's figure ([`table::table_figure`]), its grids kept as plain data too.
    pub(crate) fn table_figure(
        &self,
        title: &str,
        subtitle: Option<&str>,
        panels: &[table::Panel],
        legend: &table::Legend,
    ) -> Scene {
        self.capture_keyed(title, subtitle, panels, legend);
        self.table_scene(title, subtitle, panels, legend)
    }

    /// Keep a table view's grids and their colour key as plain data (LaTeX and Markdown), for
    /// a view whose picture draws them otherwise.
    pub(crate) fn capture_keyed(
        &self,
        title: &str,
        subtitle: Option<&str>,
        panels: &[table::Panel],
        legend: &table::Legend,
    ) {
        let mut plain = latex::PlainTable::new(
            title,
            subtitle,
            panels,
            Some(legend),
            self.letters.borrow().clone(),
        );
        // what the framed cell is, when a cell is framed
        if plain.grids.iter().any(|g| !g.framed.is_empty()) {
            plain.frame = self
                .frame
                .get()
                .map(|f| (f.to_string(), self.t.bold.to_string()));
        }
        *self.captured.borrow_mut() = Some(plain);
    }

    /// A table figure ([`table::table_figure`]) in this context's colours, with its note when
    /// cells too small to read leave their numbers out.
    pub(crate) fn table_scene(
        &self,
        title: &str,
        subtitle: Option<&str>,
        panels: &[table::Panel],
        legend: &table::Legend,
    ) -> Scene {
        // the key names only the colours some cell has (t2 stop 43: "draw" beside a table
        // without draws, "never decided" beside an order without grey cells)
        let used: Vec<style::Rgb> = panels
            .iter()
            .flat_map(|p| {
                (0..p.rows.labels.len()).flat_map(move |r| {
                    (0..p.cols.labels.len()).filter_map(move |c| (p.cell)(r, c).map(|x| x.fill))
                })
            })
            .collect();
        let legend = match legend {
            table::Legend::Swatches { title, items } => table::Legend::Swatches {
                title: title.clone(),
                items: items
                    .iter()
                    .filter(|(c, _)| used.contains(c))
                    .cloned()
                    .collect(),
            },
            table::Legend::Scale {
                title,
                colors,
                lo,
                hi,
                keys,
            } => table::Legend::Scale {
                title: title.clone(),
                colors: colors.clone(),
                lo: lo.clone(),
                hi: hi.clone(),
                keys: keys
                    .iter()
                    .filter(|(c, _)| used.contains(c))
                    .cloned()
                    .collect(),
            },
        };
        table::table_figure(
            &self.pal,
            title,
            subtitle,
            panels,
            &legend,
            self.t.numbers_left_out,
            self.frame.get(),
        )
    }

    /// What the framed cells of the table figures drawn next are: the key shows a frame with
    /// these words (every mark on a figure has its key entry).
    pub(crate) fn frame_means(&self, label: &'static str) {
        self.frame.set(Some(label));
    }

    /// The letters of the outcome colours for the next table figure's plain text.
    pub(crate) fn outcome_letters(&self, letters: &[(style::Rgb, &str)]) {
        *self.letters.borrow_mut() = letters.iter().map(|(c, l)| (*c, l.to_string())).collect();
    }
}

/// The texts of the figures in `language`.
pub fn texts(language: Language) -> &'static FigureTexts {
    match language {
        Language::English => &EN,
        Language::Chinese => &ZH,
    }
}

/// Check a request before anything is read or solved: the view exists for the game, a GIF is
/// asked only of an animated view, and the picture's pixels stay within the limits.
pub fn check_request(
    kind: GameKind,
    view: &str,
    format: Format,
    scale: f64,
    aspect: Aspect,
) -> Result<View, FigureError> {
    let list = |animated_only: bool| {
        views(kind)
            .iter()
            .filter(|v| !animated_only || v.animated)
            .map(|v| v.name)
            .collect::<Vec<_>>()
            .join(", ")
    };
    let Some(&v) = views(kind).iter().find(|v| v.name == view) else {
        return Err(FigureError::UnknownView {
            view: view.to_string(),
            game: kind.name(),
            list: list(false),
        });
    };
    if format == Format::Gif && !v.animated {
        let animated = list(true);
        return Err(FigureError::StillAsGif {
            view: view.to_string(),
            game: kind.name(),
            list: if animated.is_empty() {
                String::from(", and this game has none")
            } else {
                format!(": {animated}")
            },
        });
    }
    if matches!(format, Format::Tex | Format::Md) && view != "table" {
        return Err(FigureError::NotATable(view.to_string()));
    }
    check_pixels(scale, format == Format::Gif, aspect)?;
    Ok(v)
}

/// Refuse a raster size beyond [`MAX_SIDE_PX`], [`MAX_PIXELS`] (or [`MAX_GIF_PIXELS`]), or a
/// scale that is not a positive finite number.
pub fn check_pixels(scale: f64, gif: bool, aspect: Aspect) -> Result<(), FigureError> {
    let width = (style::WIDTH * scale).round();
    let height = (aspect.height() * scale).round();
    let pixels = if gif { MAX_GIF_PIXELS } else { MAX_PIXELS };
    let ok = scale.is_finite()
        && scale > 0.0
        && width >= 1.0
        && height >= 1.0
        && width <= MAX_SIDE_PX as f64
        && height <= MAX_SIDE_PX as f64
        && width * height <= pixels as f64;
    if ok {
        return Ok(());
    }
    let clamp = |v: f64| {
        if v.is_finite() {
            v.max(0.0).min(u64::MAX as f64) as u64
        } else {
            u64::MAX
        }
    };
    Err(FigureError::TooManyPixels {
        scale,
        width: clamp(width),
        height: clamp(height),
        side: MAX_SIDE_PX,
        pixels,
        gif: if gif { " for a GIF frame" } else { "" },
    })
}

/// The scenes of a view: the frames of the animation when `frames` (GIF), otherwise one still
/// picture. Size limits are checked before anything large is allocated.
pub fn scenes(
    game: &Game,
    view: &str,
    frames: bool,
    options: &Options,
) -> Result<Vec<Scene>, FigureError> {
    let ctx = Ctx::new(options, frames);
    scenes_in(game, view, &ctx)
}

/// The `table` view as plain data (for LaTeX and Markdown), with the same limits as the picture.
pub fn plain_table(game: &Game, options: &Options) -> Result<latex::PlainTable, FigureError> {
    plain_table_named(game, options, None)
}

fn plain_table_named(
    game: &Game,
    options: &Options,
    name: Option<&str>,
) -> Result<latex::PlainTable, FigureError> {
    let mut ctx = Ctx::new(options, false);
    ctx.name = name.map(str::to_string);
    scenes_in(game, "table", &ctx)?;
    ctx.captured
        .into_inner()
        .ok_or_else(|| FigureError::Draw("the table view kept no grid".into()))
}

/// The figure file's bytes for a view of a game.
pub fn render(
    game: &Game,
    view: &str,
    format: Format,
    options: &Options,
) -> Result<Vec<u8>, FigureError> {
    render_named(game, view, format, options, None)
}

/// [`render`] of a scenario titled `name` (in the figure's language): a Game Lab figure is
/// titled by it ("Game Lab: Nim with heaps 3, 4, 5") instead of its number of positions.
pub fn render_named(
    game: &Game,
    view: &str,
    format: Format,
    options: &Options,
    name: Option<&str>,
) -> Result<Vec<u8>, FigureError> {
    check_request(game.kind(), view, format, options.scale, options.aspect)?;
    let table = || plain_table_named(game, options, name);
    match format {
        Format::Tex => return Ok(latex::to_latex_for(&table()?, options.aspect).into_bytes()),
        Format::Md => return Ok(latex::to_markdown(&table()?).into_bytes()),
        _ => {}
    }
    let mut ctx = Ctx::new(options, format == Format::Gif);
    ctx.name = name.map(str::to_string);
    let scenes = scenes_in(game, view, &ctx)?;
    match format {
        Format::Svg => paint::svg_in(first(&scenes)?, options.language),
        Format::Png => paint::png(first(&scenes)?, options.scale),
        Format::Gif => paint::gif(&scenes, options.scale, FRAME_DELAY_MS),
        Format::Tex | Format::Md => Err(FigureError::Draw("not a picture format".into())),
    }
}

fn first(scenes: &[Scene]) -> Result<&Scene, FigureError> {
    scenes
        .first()
        .ok_or_else(|| FigureError::Draw("the view drew nothing".into()))
}

/// Frames an animation repeats at its end, to hold the finished picture a little longer.
pub(crate) const HOLD_FRAMES: usize = 2;

/// Spread `count` steps over the frames an animation has before its held end (at most
/// [`MAX_FRAMES`] in all): the last step of each frame.
pub(crate) fn frame_ends(count: usize) -> Vec<usize> {
    frame_ends_in(count, MAX_FRAMES - HOLD_FRAMES)
}

/// Spread `count` steps over at most `budget` frames: the last step of each frame.
pub(crate) fn frame_ends_in(count: usize, budget: usize) -> Vec<usize> {
    if count == 0 {
        return vec![0];
    }
    let per = count.div_ceil(budget.max(1));
    let mut ends: Vec<usize> = (1..=count.div_ceil(per))
        .map(|k| (k * per).min(count))
        .collect();
    ends.dedup();
    ends
}

/// Repeat the last frame [`HOLD_FRAMES`] times.
pub(crate) fn hold_end(frames: &mut Vec<Scene>) {
    if let Some(last) = frames.last().cloned() {
        frames.extend(std::iter::repeat_n(last, HOLD_FRAMES));
    }
}

/// Sentences joined into one paragraph, the empty ones left out: a space between two unless
/// the first ends in a Chinese (full-width) mark, which has its own room.
pub(crate) fn sentences(parts: &[&str]) -> String {
    let mut out = String::new();
    for part in parts.iter().map(|p| p.trim()).filter(|p| !p.is_empty()) {
        let wide_end = out
            .chars()
            .last()
            .is_some_and(|c| matches!(c, '。' | '！' | '？' | '；' | '：' | '）' | '」' | '，'));
        if !out.is_empty() && !wide_end {
            out.push(' ');
        }
        out.push_str(part);
    }
    out
}

/// A view's name in the Export menu: its command-line name in English; in Chinese the view's
/// Chinese name with the command-line name in brackets ("表格（table）").
pub fn view_label(view: &str, language: Language) -> String {
    let t = texts(language);
    let name = match view {
        "table" => t.view_table,
        "fill" => t.view_fill,
        "fill-rows" => t.view_fill_rows,
        "line" => t.view_line,
        "game" => t.view_game,
        "graph" => t.view_graph,
        "order" => t.view_order,
        "tree" => t.view_tree,
        "state" => t.view_state,
        "board" => t.view_board,
        _ => view,
    };
    if name == view {
        view.to_string()
    } else {
        format!("{name}（{view}）")
    }
}

/// An Export menu item: the view's name ([`view_label`]) and what the format gives.
pub fn view_item(view: &str, what: &str, language: Language) -> String {
    crate::i18n::fill(
        texts(language).view_item,
        &[("view", &view_label(view, language)), ("what", &what)],
    )
}

/// A title and its view name joined: "Stone game [3, 9, 1, 2] — net score table".
pub(crate) fn titled(game: String, view: &str) -> String {
    // a full-width closing bracket carries its own space ("（自定义博弈）— 博弈图")
    if game.ends_with(['）', '」', '》', '】']) {
        format!("{game}— {view}")
    } else {
        format!("{game} — {view}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Export menu names the views in the menu's language: in Chinese every view of every
    /// game has a Chinese name (the English "table:" stood in the Chinese menu).
    #[test]
    fn export_items_are_in_the_menus_language() {
        for game in crate::games::GameKind::ALL.iter() {
            for view in views(*game) {
                let zh = view_item(view.name, "SVG", Language::Chinese);
                assert!(
                    zh.starts_with(|c: char| !c.is_ascii()) && zh.contains('：'),
                    "{zh}"
                );
                assert!(zh.contains(&format!("（{}）", view.name)), "{zh}");
                let en = view_item(view.name, "SVG", Language::English);
                assert_eq!(en, format!("{}: SVG", view.name));
            }
        }
    }

    #[test]
    fn every_game_has_a_table_view_first_and_unique_names() {
        for kind in GameKind::ALL {
            let v = views(kind);
            assert_eq!(v[0].name, "table");
            for (k, a) in v.iter().enumerate() {
                assert!(v[k + 1..].iter().all(|b| b.name != a.name));
            }
        }
        assert!(
            views(GameKind::Stone)
                .iter()
                .any(|v| v.name == "fill" && v.animated)
        );
        assert!(views(GameKind::CatMouse).iter().any(|v| v.name == "graph"));
        assert!(
            views(GameKind::GuessNumber)
                .iter()
                .any(|v| v.name == "tree")
        );
    }

    #[test]
    fn requests_are_checked_before_any_work() {
        let k = GameKind::Stone;
        assert!(check_request(k, "table", Format::Png, 1.0, Aspect::Wide).is_ok());
        let e = check_request(k, "tree", Format::Svg, 1.0, Aspect::Wide).unwrap_err();
        assert_eq!(
            e.to_string(),
            "unknown view \"tree\" for stone: the views are table, fill, fill-rows, line, game"
        );
        let e = check_request(k, "table", Format::Gif, 1.0, Aspect::Wide).unwrap_err();
        assert!(e.to_string().contains("still picture"), "{e}");
        assert!(check_request(k, "fill", Format::Gif, 1.0, Aspect::Wide).is_ok());
        for bad in [0.0, -1.0, f64::NAN, f64::INFINITY, 11.0, 1e300] {
            let e = check_request(k, "table", Format::Png, bad, Aspect::Wide).unwrap_err();
            assert!(e.to_string().starts_with("--scale"), "{e}");
        }
        assert!(check_request(k, "fill", Format::Gif, 3.0, Aspect::Wide).is_err());
        assert!(Format::from_path(std::path::Path::new("a.SVG")).is_ok());
        assert!(Format::from_path(std::path::Path::new("a.jpg")).is_err());
        assert!(check_request(k, "table", Format::Tex, 1.0, Aspect::Wide).is_ok());
        assert!(check_request(k, "line", Format::Md, 1.0, Aspect::Wide).is_err());
        assert!(Format::from_path(std::path::Path::new("a")).is_err());
    }

    #[test]
    fn sentences_are_joined_with_one_space_or_none_after_a_chinese_mark() {
        assert_eq!(sentences(&["A wins.", "", "Read it."]), "A wins. Read it.");
        assert_eq!(sentences(&["先手必胜。", "按行读。"]), "先手必胜。按行读。");
        assert_eq!(sentences(&["", "x"]), "x");
    }

    #[test]
    fn frames_cover_every_step_once() {
        for count in [0, 1, 5, 48, 49, 100, 401] {
            let ends = frame_ends(count);
            assert!(ends.len() + HOLD_FRAMES <= MAX_FRAMES);
            assert_eq!(*ends.last().unwrap(), count);
            assert!(ends.windows(2).all(|w| w[0] < w[1]));
        }
    }
}
