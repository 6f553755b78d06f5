//! The Cat and Mouse II tables as CSV (the app's export): one line per position of play.

use super::{MOVE_LIMIT, Position, Solution, Turn, Value};

/// The tables as CSV, one line per position of play (mouse cell × cat cell, both players to
/// move): the cells as row and column, the player to move, the outcome if the game could go on
/// forever (`mouse_win`, `cat_win`, `endless`), the moves to the end (empty for endless games)
/// and the winner under the 1000-move rule.
pub fn table_csv(sol: &Solution) -> Result<Vec<u8>, csv::Error> {
    let mut w = csv::Writer::from_writer(Vec::new());
    w.write_record([
        "mouse_row",
        "mouse_col",
        "cat_row",
        "cat_col",
        "turn",
        "outcome",
        "moves_to_end",
        "winner_with_move_limit",
    ])?;
    let grid = sol.grid();
    let n = grid.cells();
    for turn in [Turn::Mouse, Turn::Cat] {
        for mouse in 0..n {
            for cat in 0..n {
                let Some(v) = sol.value(Position { mouse, cat, turn }) else {
                    continue;
                };
                let (outcome, moves) = match v {
                    Value::MouseWins(k) => ("mouse_win", k.to_string()),
                    Value::CatWins(k) => ("cat_win", k.to_string()),
                    Value::Endless => ("endless", String::new()),
                };
                let winner = match v {
                    Value::MouseWins(k) if k <= MOVE_LIMIT => "mouse",
                    _ => "cat",
                };
                let turn_name = match turn {
                    Turn::Mouse => "mouse",
                    Turn::Cat => "cat",
                };
                let (mr, mc) = grid.row_col(mouse);
                let (cr, cc) = grid.row_col(cat);
                w.write_record([
                    mr.to_string(),
                    mc.to_string(),
                    cr.to_string(),
                    cc.to_string(),
                    turn_name.to_string(),
                    outcome.to_string(),
                    moves,
                    winner.to_string(),
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
    use crate::games::cat_mouse_ii::{Grid, solve};

    #[test]
    fn csv_has_every_position_of_play() {
        let g = Grid::parse(&["M.C...F"]).unwrap();
        let sol = solve(&g, 4, 1, &NoControl).unwrap();
        let text = String::from_utf8(table_csv(&sol).unwrap()).unwrap();
        // 6 cells besides the food: 6 · 5 placements, two players to move, and the header
        assert_eq!(text.lines().count(), 61);
        assert!(text.starts_with("mouse_row,mouse_col,cat_row,cat_col,turn,outcome"));
        // the start: the mouse wins in 3 (over the cat to cell 4, then onto the food)
        assert!(text.contains("\n0,0,0,2,mouse,mouse_win,3,mouse\n"));
    }
}
