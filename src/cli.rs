//! The command line: `gamedp [FILE]` opens the app, `gamedp solve FILE [--out OUT] [--table]`
//! solves without a window, `gamedp figure FILE --view VIEW --out OUT` draws a figure (see
//! `docs/FORMAT.md`).

use std::io::Write as _;
use std::path::PathBuf;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

mod figure;

pub use figure::{FigureRequest, run_figure};

use crate::atomic::write_atomic;
use crate::games::SolveError;
use crate::scenario::{Scenario, ScenarioError, to_pretty};

/// gamedp: see game-theory dynamic programming.
#[derive(Debug, Parser)]
#[command(
    name = "gamedp",
    version,
    about,
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// A scenario file to open in the app (default: a bundled example).
    pub file: Option<PathBuf>,
    /// Open the app, solve, save a PNG picture of the window to this path and exit
    /// (used by CI and for the README's screenshots).
    #[arg(long, value_name = "PNG")]
    pub screenshot: Option<PathBuf>,
    /// Interface language: en or zh (default: the saved setting).
    #[arg(long, value_name = "LANG")]
    pub lang: Option<String>,
    /// Start in presentation mode (large text, for projectors; remembered like the menu's
    /// switch).
    #[arg(long)]
    pub presentation: bool,
    /// Start with Quiz mode on in the tab of the opened file (or of the default example).
    #[arg(long)]
    pub quiz: bool,
    /// Open a bundled lesson (Help › Lessons) at a step, such as stone-basics or
    /// stone-basics:4 (steps count from 1; default 1).
    #[arg(long, value_name = "ID[:STEP]", value_parser = parse_lesson)]
    pub lesson: Option<LessonArg>,
    /// Open the tab on its view of this name, such as table, play or order (the names lessons
    /// use; a name the tab does not have is reported and the tab opens as usual).
    #[arg(long, value_name = "NAME")]
    pub view: Option<String>,
    /// The window's first inner size in points, such as 1280x800 (at least 800x520).
    #[arg(long, value_name = "WxH", value_parser = parse_size)]
    pub size: Option<WindowSize>,
}

/// `--lesson ID[:STEP]`: a bundled lesson and one of its steps (checked when parsed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LessonArg {
    /// The lesson's id (`stone-basics`).
    pub id: String,
    /// The step, counted from 1.
    pub step: usize,
}

/// `--size WxH`: the window's inner size in logical points.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WindowSize {
    pub width: u32,
    pub height: u32,
}

/// The smallest window the app opens (its minimum inner size), in points.
pub const MIN_WINDOW: WindowSize = WindowSize {
    width: 800,
    height: 520,
};

/// The largest `--size` accepted, per side, in points.
const MAX_WINDOW_SIDE: u32 = 16384;

/// `--lesson`: `ID` or `ID:STEP`, the id one of the bundled lessons', the step within it.
fn parse_lesson(text: &str) -> Result<LessonArg, String> {
    let (id, step) = match text.split_once(':') {
        Some((id, step)) => (id.trim(), Some(step.trim())),
        None => (text.trim(), None),
    };
    let lessons = crate::lessons::all().map_err(|e| one_line(&e.to_string()))?;
    let Some(lesson) = lessons.iter().find(|l| l.id == id) else {
        let ids: Vec<&str> = lessons.iter().map(|l| l.id.as_str()).collect();
        return Err(format!(
            "no lesson \"{id}\" (the lessons: {})",
            ids.join(", ")
        ));
    };
    let n = lesson.steps.len();
    let step = match step {
        None => 1,
        Some(s) => match s.parse::<usize>() {
            Ok(k) if (1..=n).contains(&k) => k,
            _ => {
                return Err(format!(
                    "lesson {id} has steps 1 to {n}; \"{s}\" is not one of them"
                ));
            }
        },
    };
    Ok(LessonArg {
        id: id.to_string(),
        step,
    })
}

/// `--size`: `WxH` in whole points (an `X` or `×` does too), at least [`MIN_WINDOW`].
fn parse_size(text: &str) -> Result<WindowSize, String> {
    let bad = || {
        format!(
            "the size must be WIDTHxHEIGHT in points, such as 1280x800, at least {}x{} and at most {MAX_WINDOW_SIDE}x{MAX_WINDOW_SIDE}",
            MIN_WINDOW.width, MIN_WINDOW.height
        )
    };
    let (w, h) = text.trim().split_once(['x', 'X', '×']).ok_or_else(bad)?;
    let side = |s: &str| s.trim().parse::<u32>().ok();
    match (side(w), side(h)) {
        (Some(width), Some(height))
            if (MIN_WINDOW.width..=MAX_WINDOW_SIDE).contains(&width)
                && (MIN_WINDOW.height..=MAX_WINDOW_SIDE).contains(&height) =>
        {
            Ok(WindowSize { width, height })
        }
        _ => Err(bad()),
    }
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve a scenario without a window and print it back with a "solution" object.
    Solve {
        /// The scenario file (JSON).
        file: PathBuf,
        /// Write the solved scenario to this file instead of standard output.
        #[arg(long, short, value_name = "OUT")]
        out: Option<PathBuf>,
        /// Add the DP table(s) to the solution, for export.
        #[arg(long)]
        table: bool,
    },
    /// Draw a figure of the solved scenario (SVG, PNG or GIF, from OUT's extension; the table view
    /// also as LaTeX .tex or Markdown .md) without a window.
    Figure {
        /// The scenario file (JSON).
        file: PathBuf,
        /// The view to draw (its help, with every game's views, is made in `command()`).
        #[arg(long, value_name = "VIEW", required_unless_present = "list")]
        view: Option<String>,
        /// The figure file: .svg, .png, .gif (animated views only), .tex or .md (the table view).
        #[arg(long, short, value_name = "OUT", required_unless_present = "list")]
        out: Option<PathBuf>,
        /// Print the views of the scenario's game, one a line, and exit.
        #[arg(long)]
        list: bool,
        /// Language of the figure's texts.
        #[arg(long, value_name = "LANG", default_value = "en", value_parser = ["en", "zh"])]
        lang: String,
        /// Size factor of a PNG or GIF (1 = 1600 × 900 pixels, 1600 × 1200 at 4:3).
        #[arg(long, value_name = "S", default_value = "1", value_parser = parse_scale)]
        scale: f64,
        /// Colours: light (white background, for projectors) or dark.
        #[arg(long, value_name = "THEME", default_value = "light", value_parser = ["light", "dark"])]
        theme: String,
        /// Shape: 16:9 (1600 × 900) or 4:3 (1600 × 1200 for a 4:3 slide: tables, graphs and the Can I Win state grow into the taller canvas).
        #[arg(long, value_name = "RATIO", default_value = "16:9", value_parser = ["16:9", "4:3"])]
        aspect: String,
    },
}

/// The command line as clap sees it, with the help of `figure --view` made from the figures'
/// own list of views (the list `--list` prints), one line per game.
pub fn command() -> clap::Command {
    let views = crate::figures::views_help();
    Cli::command().mut_subcommand("figure", |figure| {
        figure
            .override_usage(
                "gamedp figure <FILE> --view <VIEW> --out <OUT> [OPTIONS]\n       gamedp figure <FILE> --list",
            )
            .mut_arg("view", |view| {
            view.help(format!(
                "The view to draw (--list names the views of the file's game):\n{views}\nAn animated view (fill, fill-rows, order, game) written as .svg or .png is one still picture: fill and order number every cell with its step; game shows the finished game (the last position, with the paths taken and the moves listed or tinted), not each move: write .gif for the moves one by one."
            ))
        })
    })
}

/// `--scale`: a positive finite number (the pixel limits are checked with the figure).
fn parse_scale(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(s) if s.is_finite() && s > 0.0 => Ok(s),
        _ => Err("the scale must be a positive number such as 1 or 2".into()),
    }
}

/// Parse the command line. Usage errors print one line (`gamedp: error: …`) and exit with 2;
/// `--help` and `--version` print and exit with 0.
pub fn parse_args() -> Cli {
    let parsed = command()
        .try_get_matches()
        .and_then(|m| Cli::from_arg_matches(&m));
    match parsed {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            match e.kind() {
                ErrorKind::DisplayHelp
                | ErrorKind::DisplayVersion
                | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => e.exit(),
                _ => {
                    let text = e.to_string();
                    let message: Vec<&str> = text
                        .lines()
                        .take_while(|l| !l.starts_with("Usage:") && !l.starts_with("For more"))
                        .map(|l| l.trim())
                        .filter(|l| !l.is_empty() && !l.starts_with("tip:"))
                        .collect();
                    let message = message.join(" ");
                    let message = message.trim_start_matches("error: ");
                    // the help of the subcommand the usage line names (`gamedp figure`)
                    let command: Vec<&str> = text
                        .lines()
                        .find_map(|l| l.trim().strip_prefix("Usage:"))
                        .unwrap_or("")
                        .split_whitespace()
                        .take_while(|w| !w.starts_with(['<', '[', '-']))
                        .collect();
                    let command = if command.len() > 1 {
                        command.join(" ")
                    } else {
                        "gamedp".to_string()
                    };
                    eprintln!("gamedp: error: {message} (see {command} --help)");
                    std::process::exit(2);
                }
            }
        }
    }
}

/// Run `gamedp solve`. Returns the process exit code; errors are printed as one line. Meant for
/// the process's command: the scenario's trees are not freed (the process exits next).
pub fn run_solve(file: &std::path::Path, out: Option<&std::path::Path>, table: bool) -> i32 {
    match solve_to_text(file, table) {
        Ok(text) => {
            if let Some(out) = out {
                if let Err(e) = write_atomic(out, text.as_bytes()) {
                    eprintln!("gamedp: error: {}", one_line(&e.to_string()));
                    return 1;
                }
            } else {
                let mut stdout = std::io::stdout().lock();
                if let Err(e) = stdout
                    .write_all(text.as_bytes())
                    .and_then(|_| stdout.flush())
                {
                    // a closed pipe (`| head`) is the reader's choice: no message for that
                    if e.kind() != std::io::ErrorKind::BrokenPipe {
                        eprintln!("gamedp: error: cannot write to standard output: {e}");
                    }
                    return 1;
                }
            }
            0
        }
        Err(msg) => {
            eprintln!("gamedp: error: {msg}");
            1
        }
    }
}

/// Why `gamedp solve` failed; the text is the one line printed after `gamedp: error: `.
#[derive(Debug, thiserror::Error)]
pub enum SolveCommandError {
    /// The file could not be read (the message already names the file).
    #[error("{}", one_line(&.0.to_string()))]
    Open(ScenarioError),
    /// The file is not a valid scenario.
    #[error("{}", one_line(&format!("{}: {}", .file.display(), .error)))]
    Scenario { file: PathBuf, error: ScenarioError },
    /// The solver refused or failed.
    #[error("{}", one_line(&format!("{}: {}", .file.display(), .error)))]
    Solve { file: PathBuf, error: SolveError },
}

fn solve_to_text(file: &std::path::Path, table: bool) -> Result<String, SolveCommandError> {
    let t0 = std::time::Instant::now();
    let scenario = load_scenario(file)?;
    let t1 = std::time::Instant::now();
    let solved = crate::solve::solved_scenario(&scenario, table, &crate::games::NoControl)
        .map_err(|error| SolveCommandError::Solve {
            file: file.to_path_buf(),
            error,
        })?;
    let t2 = std::time::Instant::now();
    let text = to_pretty(&solved);
    // The process ends right after: leave the trees to the system instead of freeing their
    // strings one by one (a string per number; about a millisecond for 10⁵ numbers).
    std::mem::forget(solved);
    std::mem::forget(scenario);
    let ms = |a: std::time::Instant, b: std::time::Instant| (b - a).as_secs_f64() * 1e3;
    crate::debug::log_debug(&format!(
        "solve: read {:.2} ms, solve and solution {:.2} ms, text {:.2} ms",
        ms(t0, t1),
        ms(t1, t2),
        ms(t2, std::time::Instant::now())
    ));
    Ok(text)
}

/// Load a scenario for a command, with the messages of `gamedp solve`; warnings are printed.
fn load_scenario(file: &std::path::Path) -> Result<Scenario, SolveCommandError> {
    let scenario = Scenario::load(file).map_err(|e| match e {
        // these already name the file
        ScenarioError::Read { .. }
        | ScenarioError::FileTooBig { .. }
        | ScenarioError::NotText { .. } => SolveCommandError::Open(e),
        _ => SolveCommandError::Scenario {
            file: file.to_path_buf(),
            error: e,
        },
    })?;
    for w in &scenario.warnings {
        eprintln!("gamedp: warning: {w}");
    }
    Ok(scenario)
}

/// Fold a message onto one line.
fn one_line(msg: &str) -> String {
    msg.split_whitespace().collect::<Vec<_>>().join(" ")
}
