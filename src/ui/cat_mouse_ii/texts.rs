//! Cat and Mouse II words in the current language: cells, values, their colours, grid and paste
//! errors.

use egui::Color32;

use crate::games::cat_mouse_ii::draft::PasteError;
use crate::games::cat_mouse_ii::moves::mouse_wins_within_limit;
use crate::games::cat_mouse_ii::{Cell, Ending, Grid, GridError, Position, Turn, Value};
use crate::i18n::cat_mouse_ii::tr as game_tr;
use crate::i18n::fill;
use crate::ui::kit::palette;

/// "(row, column)" of a cell.
pub fn cell_name(grid: &Grid, cell: Cell) -> String {
    let (row, col) = grid.row_col(cell);
    fill(game_tr().cell, &[("row", &row), ("col", &col)])
}

/// A move's destination: "(row, column)", or "(row, column), staying put" when the mover stays.
pub fn dest_name(grid: &Grid, from: Cell, to: Cell) -> String {
    if from != to {
        return cell_name(grid, to);
    }
    let (row, col) = grid.row_col(to);
    fill(game_tr().cell_stay, &[("row", &row), ("col", &col)])
}

/// The cell of the player to move in `pos`.
pub fn mover_cell(pos: Position) -> Cell {
    match pos.turn {
        Turn::Mouse => pos.mouse,
        Turn::Cat => pos.cat,
    }
}

/// "mouse" / "cat".
pub fn turn_name(turn: Turn) -> &'static str {
    match turn {
        Turn::Mouse => game_tr().mouse,
        Turn::Cat => game_tr().cat,
    }
}

/// How a move ended the game: "the cat catches the mouse", ….
pub fn ending_text(e: Ending) -> &'static str {
    let t = game_tr();
    match e {
        Ending::MouseOnFood => t.ends_mouse_food,
        Ending::CatOnFood => t.ends_cat_food,
        Ending::Caught => t.ends_caught,
    }
}

/// "the mouse wins in 5" / "the cat wins in 2" / "endless …".
pub fn value_text(v: Value) -> String {
    let t = game_tr();
    match v {
        Value::MouseWins(n) => fill(t.value_mouse, &[("n", &n)]),
        Value::CatWins(n) => fill(t.value_cat, &[("n", &n)]),
        Value::Endless => t.value_endless.to_string(),
    }
}

/// A move's value counted from the position it is made in (the move itself is one of the
/// moves): "the cat wins in 6 moves from here". Beside the position the move reaches, "the cat
/// wins in 6" read as that position's own count, which is 5 (s2 stop 42b, Other 4).
pub fn value_text_from_here(v: Value) -> String {
    let t = game_tr();
    match v {
        Value::MouseWins(n) => fill(t.value_mouse_here, &[("n", &n)]),
        Value::CatWins(n) => fill(t.value_cat_here, &[("n", &n)]),
        Value::Endless => t.value_endless.to_string(),
    }
}

/// Colour of a value: the mouse's win within the move limit, the cat's win, an endless game,
/// a mouse win too long for the limit.
pub fn value_color(v: Value) -> Color32 {
    match v {
        Value::MouseWins(_) if mouse_wins_within_limit(v) => palette::WIN_A,
        Value::MouseWins(_) => TOO_LONG,
        Value::CatWins(_) => palette::WIN_B,
        Value::Endless => palette::DRAW,
    }
}

/// A mouse win that takes more than the move limit (a cat win by the rule): a light vermillion,
/// the cat's win in a lighter shade (not the purple of the cat's path).
pub const TOO_LONG: Color32 = palette::rgb(crate::palette::LOSE_BY_RULE);

/// A grid error in the current language, naming the row, cell or limit at fault.
pub fn describe_grid_error(e: &GridError) -> String {
    let t = game_tr();
    let name = |token: char| match token {
        'C' => t.cat,
        'M' => t.mouse,
        _ => t.food,
    };
    match e {
        GridError::NoRows => t.gerr_no_rows.to_string(),
        GridError::TooManyRows { rows, limit } => {
            fill(t.gerr_too_many_rows, &[("rows", rows), ("limit", limit)])
        }
        GridError::EmptyRow { row } => fill(t.gerr_empty_row, &[("row", row)]),
        GridError::TooManyColumns { row, cols, limit } => fill(
            t.gerr_too_many_cols,
            &[("row", row), ("cols", cols), ("limit", limit)],
        ),
        GridError::Ragged {
            row,
            found,
            expected,
        } => fill(
            t.gerr_ragged,
            &[("row", row), ("found", found), ("expected", expected)],
        ),
        GridError::UnknownChar { row, col, ch } => fill(
            t.gerr_unknown,
            &[("row", row), ("col", col), ("ch", &format!("{ch:?}"))],
        ),
        GridError::Missing { token, .. } => {
            fill(t.gerr_missing, &[("name", &name(*token)), ("token", token)])
        }
        GridError::Second {
            token, row, col, ..
        } => fill(
            t.gerr_second,
            &[
                ("name", &name(*token)),
                ("token", token),
                ("row", row),
                ("col", col),
            ],
        ),
    }
}

/// A refused paste in the current language.
pub fn describe_paste_error(e: &PasteError) -> String {
    let t = game_tr();
    let why = match e {
        PasteError::Empty => t.paste_empty.to_string(),
        PasteError::Grid(g) => describe_grid_error(g),
        PasteError::Jump(key) => fill(t.paste_jump, &[("key", key)]),
    };
    fill(t.paste_refused, &[("why", &why)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    #[test]
    fn a_move_that_stays_says_so() {
        crate::i18n::set_language(Language::English);
        let grid = Grid::parse(&["M.#..", "C...F"]).unwrap();
        let (a, b) = (grid.cell(0, 0), grid.cell(0, 1));
        assert_eq!(dest_name(&grid, a, b), "(0, 1)");
        assert_eq!(dest_name(&grid, a, a), "(0, 0), staying put");
    }
}
