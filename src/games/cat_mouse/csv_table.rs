//! The Cat and Mouse outcome tables as CSV (the app's export).

use super::{Position, Solution, Turn};

/// The outcome tables as CSV, one line per position: mouse, cat, turn, outcome, moves_to_end
/// (empty for draws).
pub fn table_csv(sol: &Solution) -> Result<Vec<u8>, csv::Error> {
    let mut w = csv::Writer::from_writer(Vec::new());
    w.write_record(["mouse", "cat", "turn", "outcome", "moves_to_end"])?;
    let n = sol.graph().n() as u32;
    for turn in [Turn::Mouse, Turn::Cat] {
        for m in 0..n {
            for c in 1..n {
                let p = Position::new(m, c, turn);
                let (Some(o), d) = (sol.outcome(p), sol.moves_to_end(p)) else {
                    continue;
                };
                let turn_name = match turn {
                    Turn::Mouse => "mouse",
                    Turn::Cat => "cat",
                };
                w.write_record([
                    m.to_string(),
                    c.to_string(),
                    turn_name.to_string(),
                    o.as_str().to_string(),
                    d.map(|d| d.to_string()).unwrap_or_default(),
                ])?;
            }
        }
    }
    w.into_inner().map_err(|e| e.into_error().into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::cat_mouse;

    #[test]
    fn csv_has_every_position() {
        let g = cat_mouse::preset("leetcode_example_2").unwrap().graph();
        let sol = cat_mouse::solve(&g, &NoControl).unwrap();
        let text = String::from_utf8(table_csv(&sol).unwrap()).unwrap();
        // 2 · 4 · 3 positions plus the header
        assert_eq!(text.lines().count(), 25);
        assert!(text.starts_with("mouse,cat,turn,outcome,moves_to_end"));
        assert!(text.contains("\n1,2,mouse,mouse_win,"));
        assert!(text.contains("\n0,1,mouse,mouse_win,0"));
    }
}
