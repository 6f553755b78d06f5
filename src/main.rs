//! gamedp: `gamedp [FILE]` opens the app (with `--screenshot PNG`, `--lang L`, `--presentation`,
//! `--quiz`, `--lesson ID[:STEP]`, `--size WxH`); `gamedp solve FILE [--out OUT] [--table]`
//! solves; `gamedp figure FILE --view VIEW --out OUT` draws a figure.
//!
//! Without the `gui` feature the binary has no window: `gamedp solve` works as always and
//! opening the app is refused with a one-line message.

use gamedp::cli::{Cli, Command, FigureRequest, parse_args, run_figure, run_solve};

fn main() {
    let cli = parse_args();
    let code = match cli.command {
        Some(Command::Solve {
            ref file,
            ref out,
            table,
        }) => run_solve(file, out.as_deref(), table),
        Some(Command::Figure {
            ref file,
            ref view,
            ref out,
            list,
            ref lang,
            scale,
            ref theme,
            ref aspect,
        }) => run_figure(&FigureRequest {
            file,
            view: view.as_deref(),
            out: out.as_deref(),
            list,
            lang,
            scale,
            theme,
            aspect,
        }),
        None => open_app(cli),
    };
    std::process::exit(code);
}

/// Open the app (with `FILE`, `--lang`, `--screenshot`, `--presentation`, `--quiz`, `--lesson`,
/// `--view` and `--size` as given); returns the exit code.
#[cfg(feature = "gui")]
fn open_app(cli: Cli) -> i32 {
    use gamedp::app::{AppOptions, run};
    use gamedp::i18n::Language;

    let language = match cli.lang.as_deref().map(|l| (l, Language::from_code(l))) {
        Some((_, Some(lang))) => Some(lang),
        Some((code, None)) => {
            eprintln!("gamedp: error: unknown language \"{code}\" (use en or zh)");
            return 2;
        }
        None => None,
    };
    run(AppOptions {
        file: cli.file,
        screenshot: cli.screenshot,
        language,
        presentation: cli.presentation,
        quiz: cli.quiz,
        lesson: cli.lesson.map(|l| (l.id, l.step - 1)),
        view: cli.view,
        size: cli.size.map(|s| [s.width as f32, s.height as f32]),
        ..Default::default()
    })
}

/// This build has no window: say so in one line (usage error, exit code 2).
#[cfg(not(feature = "gui"))]
fn open_app(_cli: Cli) -> i32 {
    eprintln!(
        "gamedp: error: this build of gamedp has no window (built without the gui feature); use gamedp solve FILE"
    );
    2
}
