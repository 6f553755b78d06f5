//! gamedp: `gamedp [FILE]` opens the app; `gamedp solve FILE [--out OUT] [--table]` solves.

use gamedp::cli::{Command, parse_args, run_solve};

fn main() {
    let cli = parse_args();
    match cli.command {
        Some(Command::Solve { file, out, table }) => {
            std::process::exit(run_solve(&file, out.as_deref(), table));
        }
        None => {
            eprintln!("app not built yet");
        }
    }
}
