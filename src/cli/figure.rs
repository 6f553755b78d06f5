//! `gamedp figure FILE --view VIEW --out OUT [--lang en|zh] [--scale S] [--theme light|dark]
//! [--aspect 16:9|4:3]`
//! and `gamedp figure FILE --list`: draw a figure of the solved scenario without a window.

use std::path::Path;

use super::{SolveCommandError, load_scenario, one_line};
use crate::atomic::{may_not_write, write_atomic};
use crate::figures::{self, Aspect, FigureError, Format, Options, Theme};
use crate::i18n::Language;

/// What `gamedp figure` was asked.
#[derive(Debug, Clone)]
pub struct FigureRequest<'a> {
    pub file: &'a Path,
    pub view: Option<&'a str>,
    pub out: Option<&'a Path>,
    pub list: bool,
    pub lang: &'a str,
    pub scale: f64,
    pub theme: &'a str,
    /// `16:9` or `4:3`.
    pub aspect: &'a str,
}

/// Run `gamedp figure`. Returns the exit code; errors are printed as one line.
pub fn run_figure(req: &FigureRequest) -> i32 {
    match figure(req) {
        Ok(()) => 0,
        Err(msg) => {
            eprintln!("gamedp: error: {}", one_line(&msg));
            1
        }
    }
}

fn figure(req: &FigureRequest) -> Result<(), String> {
    if req.list {
        let scenario = load_scenario(req.file).map_err(|e| e.to_string())?;
        let mut text = String::new();
        for v in figures::views(scenario.game.kind()) {
            text.push_str(v.name);
            text.push('\n');
        }
        return print(&text);
    }
    let (Some(view), Some(out)) = (req.view, req.out) else {
        return Err("--view and --out are needed (or --list)".into());
    };
    // checks that need no file: the format, the scale, the output path
    let format = Format::from_path(out).map_err(|e| e.to_string())?;
    let aspect = Aspect::from_code(req.aspect).unwrap_or_default();
    figures::check_pixels(req.scale, format == Format::Gif, aspect).map_err(|e| e.to_string())?;
    check_out(out)?;
    let scenario = load_scenario(req.file).map_err(|e: SolveCommandError| e.to_string())?;
    let language = Language::from_code(req.lang).unwrap_or_default();
    let options = Options {
        language,
        theme: Theme::from_code(req.theme).unwrap_or_default(),
        scale: req.scale,
        aspect,
    };
    let name = scenario.title_in(language.code());
    let bytes = figures::render_named(&scenario.game, view, format, &options, name).map_err(
        |e| match e {
            // a solver's or a size limit's message is about the file
            FigureError::Solve(_) => format!("{}: {e}", req.file.display()),
            other => other.to_string(),
        },
    )?;
    write_atomic(out, &bytes).map_err(|e| e.to_string())
}

/// Refuse an output path that is a folder or a read-only file before any work (write_atomic
/// checks again when writing).
fn check_out(out: &Path) -> Result<(), String> {
    if std::fs::metadata(out).is_ok_and(|m| m.is_dir()) {
        return Err(format!("cannot write {}: it is a folder", out.display()));
    }
    if let Some(why) = may_not_write(out) {
        return Err(format!("cannot write {}: {why}", out.display()));
    }
    Ok(())
}

fn print(text: &str) -> Result<(), String> {
    use std::io::Write as _;
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|_| stdout.flush())
    {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        Err(e) => Err(format!("cannot write to standard output: {e}")),
    }
}
