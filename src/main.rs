//! gamedp: `gamedp [FILE]` opens the app; `gamedp solve FILE [--out OUT] [--table]` solves.

use gamedp::app::{AppOptions, run};
use gamedp::cli::{Command, parse_args, run_solve};
use gamedp::i18n::Language;

fn main() {
    let cli = parse_args();
    let code = match cli.command {
        Some(Command::Solve { file, out, table }) => run_solve(&file, out.as_deref(), table),
        None => {
            let language = match cli.lang.as_deref().map(|l| (l, Language::from_code(l))) {
                Some((_, Some(lang))) => Some(lang),
                Some((code, None)) => {
                    eprintln!("gamedp: error: unknown language \"{code}\" (use en or zh)");
                    std::process::exit(2);
                }
                None => None,
            };
            run(AppOptions {
                file: cli.file,
                screenshot: cli.screenshot,
                language,
                ..Default::default()
            })
        }
    };
    std::process::exit(code);
}
