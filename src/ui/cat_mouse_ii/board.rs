//! Drawing a grid with egui's painter: the board's geometry (cells as squares, hit tests), walls
//! and floor, tokens as coloured discs with letters, numbers in cells and jump rays. One shape
//! per cell and a line per grid line, so a 64×64 board stays cheap.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{Color32, Painter, Pos2, Rect, Stroke, Vec2, pos2, vec2};

use crate::games::cat_mouse_ii::{Grid, Turn};
use crate::ui::kit::palette;

/// Largest cell side, in points.
pub const MAX_CELL: f32 = 140.0;

/// Largest cell side in presentation mode: a small grid grows to fill a projector's room.
pub const PRESENT_MAX_CELL: f32 = 400.0;

/// Where a board of `rows` × `cols` square cells sits on the screen.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Board {
    /// The cells' area.
    pub rect: Rect,
    /// A cell's side.
    pub cell: f32,
    pub rows: usize,
    pub cols: usize,
}

impl Board {
    /// The largest board that fits `area`, centred horizontally at its top.
    #[cfg(test)]
    pub fn fit(area: Rect, rows: usize, cols: usize) -> Board {
        Self::fit_max(area, rows, cols, MAX_CELL)
    }

    /// [`Board::fit`] with cells up to [`PRESENT_MAX_CELL`] in presentation mode; a margin at
    /// the left and the top is kept for the row and column numbers in every mode
    /// ([`draw_cells`] writes them there: moves and questions name cells (row, column)).
    pub fn fit_in(ctx: &egui::Context, area: Rect, rows: usize, cols: usize) -> Board {
        let area = Rect::from_min_max(area.min + coordinate_margin(ctx, rows), area.max);
        if crate::ui::kit::theme::presentation(ctx) {
            Self::fit_max(area, rows, cols, PRESENT_MAX_CELL)
        } else {
            Self::fit_max(area, rows, cols, MAX_CELL)
        }
    }

    fn fit_max(area: Rect, rows: usize, cols: usize, max: f32) -> Board {
        let (rows, cols) = (rows.max(1), cols.max(1));
        let cell = (area.width() / cols as f32)
            .min(area.height() / rows as f32)
            .clamp(1.0, max)
            .floor();
        let size = vec2(cell * cols as f32, cell * rows as f32);
        let left = area.center().x - size.x / 2.0;
        Board {
            rect: Rect::from_min_size(pos2(left.round(), area.top()), size),
            cell,
            rows,
            cols,
        }
    }

    /// The board with its row and column numbers: the picture it makes.
    pub fn picture_rect(&self, ctx: &egui::Context) -> Rect {
        Rect::from_min_max(
            self.rect.min - coordinate_margin(ctx, self.rows),
            self.rect.max,
        )
    }

    /// The square of the cell at `row`, `col`.
    pub fn cell_rect(&self, row: usize, col: usize) -> Rect {
        Rect::from_min_size(
            self.rect.min + vec2(col as f32 * self.cell, row as f32 * self.cell),
            Vec2::splat(self.cell),
        )
    }

    /// The centre of a cell.
    pub fn center(&self, row: usize, col: usize) -> Pos2 {
        self.cell_rect(row, col).center()
    }

    /// The cell under `pos`, if any.
    pub fn cell_at(&self, pos: Pos2) -> Option<(usize, usize)> {
        if !self.rect.contains(pos) {
            return None;
        }
        let d = pos - self.rect.min;
        let (row, col) = ((d.y / self.cell) as usize, (d.x / self.cell) as usize);
        (row < self.rows && col < self.cols).then_some((row, col))
    }

    /// True when a cell is big enough for a number or a letter (in presentation mode, for one
    /// at the smallest legible size).
    pub fn fits_text(&self, ctx: &egui::Context) -> bool {
        let min = crate::ui::kit::theme::min_text(ctx, 6.0);
        self.cell >= 16.0 && self.cell * 0.42 >= min
    }
}

/// Floor colour for the current theme.
pub fn floor_color(dark: bool) -> Color32 {
    palette::rgb(palette::themed(dark).floor)
}

/// Wall colour for the current theme.
pub fn wall_color(dark: bool) -> Color32 {
    palette::rgb(palette::themed(dark).wall)
}

/// The colour of a token's disc in the light or the dark theme.
pub fn token_color(token: char, dark: bool) -> Color32 {
    match token {
        'C' => palette::cat_token(dark),
        'M' => palette::MOUSE_TOKEN,
        _ => palette::FOOD,
    }
}

/// The colour of a token's moves and path (rays, trails): sky blue for the mouse, reddish
/// purple for the cat (the tokens themselves are white and black).
pub fn path_color(token: char) -> Color32 {
    match token {
        'C' => palette::CAT_PATH,
        _ => palette::MOUSE_PATH,
    }
}

/// What rays and trails are drawn on: the floor and the outcome map's colours.
fn ray_grounds(dark: bool) -> [Color32; 5] {
    [
        floor_color(dark),
        palette::WIN_A,
        palette::WIN_B,
        palette::DRAW,
        palette::rgb(crate::palette::LOSE_BY_RULE),
    ]
}

/// The colour a ray or trail of `color` (a [`path_color`]) is drawn in on a projector: opaque,
/// with 3 : 1 against the floor and every outcome's fill (issue 24: the faint sky-blue trail
/// and the pink rays vanished).
pub fn ray_colour(visuals: &egui::Visuals, color: Color32) -> Color32 {
    crate::ui::kit::theme::mark_on(visuals, color, &ray_grounds(visuals.dark_mode))
}

/// The line's and the dot's colour of a ray of `color`: translucent on a screen, the strong
/// [`ray_colour`] in presentation mode.
fn ray_look(painter: &Painter, color: Color32) -> (Color32, Color32) {
    if crate::ui::kit::theme::presentation(painter.ctx()) {
        let c = ray_colour(&painter.ctx().global_style().visuals, color);
        (c, c)
    } else {
        (color.gamma_multiply(0.6), color.gamma_multiply(0.8))
    }
}

/// The width of a ray: wider on a projector.
fn ray_width(painter: &Painter, board: &Board) -> f32 {
    let scale = crate::ui::kit::theme::scale(painter.ctx());
    (board.cell * 0.08).clamp(1.0, 3.0 * scale)
}

/// Fill every cell with `fill(row, col)` and draw the grid lines (when cells are big enough).
pub fn draw_cells(
    painter: &Painter,
    board: &Board,
    dark: bool,
    fill: impl Fn(usize, usize) -> Color32,
) {
    for r in 0..board.rows {
        for c in 0..board.cols {
            painter.rect_filled(board.cell_rect(r, c), 0.0, fill(r, c));
        }
    }
    let line = Stroke::new(
        1.0,
        if dark {
            Color32::from_gray(50)
        } else {
            Color32::from_gray(170)
        },
    );
    if board.cell >= 6.0 {
        for r in 0..=board.rows {
            let y = board.rect.top() + r as f32 * board.cell;
            painter.hline(board.rect.x_range(), y, line);
        }
        for c in 0..=board.cols {
            let x = board.rect.left() + c as f32 * board.cell;
            painter.vline(x, board.rect.y_range(), line);
        }
    } else {
        painter.rect_stroke(board.rect, 0.0, line, egui::StrokeKind::Outside);
    }
    draw_coordinates(painter, board);
}

/// The size of the row and column numbers around a board in presentation mode (a painted
/// label's floor: at 18 points they were 12 px high, unread from the back row).
const COORDINATE_TEXT: f32 = crate::ui::kit::theme::PRESENT_LABEL;

/// Their size elsewhere: small, as the axis labels of a table.
const COORDINATE_TEXT_SMALL: f32 = 11.0;

/// The size of the row and column numbers in the current mode.
fn coordinate_text(ctx: &egui::Context) -> f32 {
    if crate::ui::kit::theme::presentation(ctx) {
        COORDINATE_TEXT
    } else {
        COORDINATE_TEXT_SMALL
    }
}

/// The room kept at the left of a board of `rows` rows (its row numbers) and at its top (the
/// column numbers).
fn coordinate_margin(ctx: &egui::Context, rows: usize) -> Vec2 {
    let size = coordinate_text(ctx);
    let digits = rows.saturating_sub(1).max(1).ilog10() as f32 + 1.0;
    if crate::ui::kit::theme::presentation(ctx) {
        // (as tight as the digits: the larger numbers keep the boards their room; the column
        // numbers' blank descent lies over the board's edge, see `draw_coordinates`)
        vec2(size * 0.55 * digits + 6.0, size * 0.75)
    } else {
        vec2(size * 0.6 * digits + 8.0, size - 2.0)
    }
}

/// The row numbers left of the board and the column numbers above it (from 0, as moves and
/// questions name cells), every k-th one where the cells are narrower than a number; large
/// in presentation mode, small elsewhere.
fn draw_coordinates(painter: &Painter, board: &Board) {
    let ctx = painter.ctx();
    if board.cell < 1.0 {
        return;
    }
    let size = coordinate_text(ctx);
    let font = egui::FontId::proportional(size);
    let color = ctx.global_style().visuals.text_color();
    // a number needs about two digits' room
    let every = ((size * 1.4) / board.cell).ceil().max(1.0) as usize;
    for r in (0..board.rows).step_by(every) {
        let y = board.rect.top() + (r as f32 + 0.5) * board.cell;
        let at = pos2(board.rect.left() - 6.0, y);
        painter.text(
            at,
            egui::Align2::RIGHT_CENTER,
            r.to_string(),
            font.clone(),
            color,
        );
    }
    // (on a projector the digits' baseline just above the board: the blank under it over
    // the board's edge)
    // (at most 2.5 points: the numbers' rows end above the board, as a test wants them)
    let descent = if crate::ui::kit::theme::presentation(ctx) {
        (size * 0.2).min(2.5)
    } else {
        0.0
    };
    for c in (0..board.cols).step_by(every) {
        let x = board.rect.left() + (c as f32 + 0.5) * board.cell;
        let at = pos2(x, board.rect.top() + 1.0 + descent);
        painter.text(
            at,
            egui::Align2::CENTER_BOTTOM,
            c.to_string(),
            font.clone(),
            color,
        );
    }
}

/// The narrowest column beside a board that holds a view's controls.
const PRESENT_COLUMN_MIN: f32 = 260.0;

/// Presentation mode in a room wider than the board (a 1366 × 768 projector): the width of a
/// column beside the board for the view's controls, when the board, as high as the room, leaves
/// at least [`PRESENT_COLUMN_MIN`] points beside it, or when a board narrowed to leave that
/// column is still larger than one below two rows of controls (a wide grid at 1024 × 768);
/// `None` elsewhere (the controls go above the board).
pub fn present_column_beside(ui: &egui::Ui, rows: usize, cols: usize) -> Option<f32> {
    if !crate::ui::kit::theme::presentation(ui.ctx()) {
        return None;
    }
    let room = ui.available_size();
    let (rows, cols) = (rows.max(1) as f32, cols.max(1) as f32);
    let board = (room.y - 8.0) * cols / rows + 8.0;
    let gap = 2.0 * ui.spacing().item_spacing.x;
    let beside = room.x - board - gap;
    if beside >= PRESENT_COLUMN_MIN {
        return Some(beside.min(0.45 * room.x));
    }
    let spacing = ui.spacing();
    let above = 2.0 * spacing.interact_size.y + 3.0 * spacing.item_spacing.y;
    let cell_above = ((room.x - 8.0) / cols).min((room.y - above - 8.0) / rows);
    let cell_beside = ((room.x - PRESENT_COLUMN_MIN - gap - 8.0) / cols).min((room.y - 8.0) / rows);
    (cell_beside > cell_above).then_some(PRESENT_COLUMN_MIN)
}

/// Draw `controls` and `board` one above the other, or (see [`present_column_beside`]) the
/// controls in a column at the right of the board; the controls first (they may change what
/// the board shows); `controls` is told whether it has a column of its own.
pub fn controls_and_board<S>(
    ui: &mut egui::Ui,
    grid_size: (usize, usize),
    state: &mut S,
    controls: impl FnOnce(&mut S, &mut egui::Ui, bool),
    board: impl FnOnce(&mut S, &mut egui::Ui),
) {
    match present_column_beside(ui, grid_size.0, grid_size.1) {
        Some(width) => {
            let (mut left, mut right) = crate::ui::kit::layout::split_columns(
                ui,
                "central",
                ("cm2_board", "cm2_controls"),
                width,
            );
            controls(state, &mut right, true);
            board(state, &mut left);
        }
        None => {
            controls(state, ui, false);
            board(state, ui);
        }
    }
}

/// A board for `grid` filling the rest of `ui`, its walls and floor drawn (the replay and the
/// game against the computer draw their tokens on it).
pub fn grid_board(
    ui: &mut egui::Ui,
    grid: &Grid,
    sense: egui::Sense,
) -> (egui::Response, Painter, Board) {
    let (response, painter) = ui.allocate_painter(ui.available_size(), sense);
    let board = Board::fit_in(
        ui.ctx(),
        response.rect.shrink(4.0),
        grid.rows(),
        grid.cols(),
    );
    crate::ui::kit::layout::picture(ui, board.picture_rect(ui.ctx()));
    let dark = ui.visuals().dark_mode;
    draw_cells(&painter, &board, dark, |r, c| {
        if grid.is_wall(grid.cell(r, c)) {
            wall_color(dark)
        } else {
            floor_color(dark)
        }
    });
    (response, painter, board)
}

/// A token (C, M or F) as a disc with its letter on the cell at `row`, `col`.
pub fn draw_token(painter: &Painter, board: &Board, row: usize, col: usize, token: char) {
    let rect = board.cell_rect(row, col);
    let color = token_color(token, painter.ctx().global_style().visuals.dark_mode);
    let radius = (board.cell * 0.38).max(1.5);
    painter.circle(
        rect.center(),
        radius,
        color,
        // the rim in the opposite shade: the mouse is white, the cat black
        Stroke::new(1.5, palette::text_on(color)),
    );
    if board.fits_text(painter.ctx()) {
        // the token's letter in the interface's language (鼠 / 猫 / 食 in Chinese)
        let t = crate::i18n::cat_mouse_ii::tr();
        let letter = match token {
            'M' => t.token_mouse,
            'C' => t.token_cat,
            'F' => t.token_food,
            _ => "",
        };
        painter.text(
            rect.center(),
            egui::Align2::CENTER_CENTER,
            letter,
            egui::FontId::proportional(board.cell * 0.42),
            palette::text_on(color),
        );
    }
}

/// A number (or short text) in a cell, readable on `bg`.
pub fn draw_number(
    painter: &Painter,
    board: &Board,
    row: usize,
    col: usize,
    text: &str,
    bg: Color32,
) {
    let min = crate::ui::kit::theme::min_text(painter.ctx(), 6.0);
    let size = ((board.cell * 0.38).min(30.0) * if text.len() > 3 { 0.8 } else { 1.0 }).max(min);
    painter.text(
        board.center(row, col),
        egui::Align2::CENTER_CENTER,
        text,
        egui::FontId::monospace(size),
        palette::text_on(bg),
    );
}

/// Rays from `from` to each of `targets` (cells in line with it), with a dot on each target.
pub fn draw_rays(
    painter: &Painter,
    board: &Board,
    from: (usize, usize),
    targets: &[(usize, usize)],
    color: Color32,
) {
    let start = board.center(from.0, from.1);
    let width = ray_width(painter, board);
    let (line, dot) = ray_look(painter, color);
    for &(r, c) in targets {
        if (r, c) == from {
            continue;
        }
        let end = board.center(r, c);
        painter.line_segment([start, end], Stroke::new(width, line));
        painter.circle_filled(end, (board.cell * 0.08).max(1.5), dot);
    }
}

/// The shift of a ray and its marker off the cells' centres on a map with numbers in the
/// cells: beside the number, not on it (below it for a ray along a row, right of it for one
/// along a column), a third of a cell from the centre.
fn ray_offset(board: &Board, from: (usize, usize), to: (usize, usize)) -> Vec2 {
    let d = board.cell * 0.34;
    if from.0 == to.0 {
        vec2(0.0, d)
    } else if from.1 == to.1 {
        vec2(d, 0.0)
    } else {
        vec2(d, d) * std::f32::consts::FRAC_1_SQRT_2
    }
}

/// [`draw_rays`] for a map with numbers in the cells: each ray runs a third of a cell off the
/// centres (below the numbers of a row, right of those of a column) and its marker sits there,
/// so the numbers the rays cross or reach stay readable.
pub fn draw_rays_beside_numbers(
    painter: &Painter,
    board: &Board,
    from: (usize, usize),
    targets: &[(usize, usize)],
    color: Color32,
) {
    let width = ray_width(painter, board);
    let (line, dot) = ray_look(painter, color);
    for &(r, c) in targets {
        if (r, c) == from {
            continue;
        }
        let offset = ray_offset(board, from, (r, c));
        let (a, end) = (board.center(from.0, from.1), board.center(r, c) + offset);
        // (from the edge of the token on `from`, not across it)
        let start = a + offset + (end - offset - a).normalized() * board.cell * 0.38;
        painter.line_segment([start, end], Stroke::new(width, line));
        painter.circle_filled(end, (board.cell * 0.08).max(1.5), dot);
    }
}

/// A frame around a cell (selection, hover).
pub fn outline_cell(painter: &Painter, board: &Board, row: usize, col: usize, color: Color32) {
    let width = (board.cell * 0.1).clamp(1.5, 3.0);
    painter.rect_stroke(
        board.cell_rect(row, col).shrink(width / 2.0),
        2.0,
        Stroke::new(width, color),
        egui::StrokeKind::Inside,
    );
}

/// The two boards of a position map, "mouse to move" then "cat to move", each under its title:
/// side by side when `avail` is wide enough for the grid's shape, otherwise one above the other.
/// `draw` draws one board.
pub fn two_boards(
    ui: &mut egui::Ui,
    grid: &Grid,
    avail: Vec2,
    shown: &mut Turn,
    mut draw: impl FnMut(&mut egui::Ui, Turn),
) {
    let t = crate::i18n::cat_mouse_ii::tr();
    let title_of = |turn: Turn| match turn {
        Turn::Mouse => t.mouse_to_move,
        Turn::Cat => t.cat_to_move,
    };
    let (rows, cols) = (grid.rows().max(1) as f32, grid.cols().max(1) as f32);
    let title = ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
    let cell = |size: Vec2| (size.x / cols).min((size.y - title) / rows);
    let wide = avail.x >= avail.y * (cols / rows).max(0.5);
    // (a projector's boards keep a narrower gap)
    let gap = if crate::ui::kit::theme::presentation(ui.ctx()) {
        6.0
    } else {
        12.0
    };
    let each = if wide {
        vec2((avail.x - gap) / 2.0, avail.y.max(80.0))
    } else {
        vec2(avail.x, (avail.y - gap).max(160.0) / 2.0)
    };
    // presentation mode: one big board at a time (a toggle picks it) where two would be much
    // smaller than one
    if crate::ui::kit::theme::presentation(ui.ctx()) && cell(each) < 0.7 * cell(avail) {
        let row = ui.horizontal(|ui| {
            for turn in [Turn::Mouse, Turn::Cat] {
                ui.selectable_value(shown, turn, egui::RichText::new(title_of(turn)).strong());
            }
        });
        // the board keeps to `avail` (what is below it keeps its room)
        let rest = vec2(
            avail.x,
            (avail.y - row.response.rect.height() - ui.spacing().item_spacing.y).max(40.0),
        );
        ui.allocate_ui(rest, |ui| {
            ui.set_max_height(rest.y);
            draw(ui, *shown);
        });
        return;
    }
    let layout = if wide {
        egui::Layout::left_to_right(egui::Align::Min)
    } else {
        egui::Layout::top_down(egui::Align::Min)
    };
    ui.with_layout(layout, |ui| {
        ui.spacing_mut().item_spacing = Vec2::splat(gap);
        for turn in [Turn::Mouse, Turn::Cat] {
            ui.allocate_ui(each, |ui| {
                ui.vertical(|ui| {
                    ui.label_cjk(egui::RichText::new(title_of(turn)).strong());
                    draw(ui, turn);
                });
            });
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_found_where_they_are_drawn() {
        let b = Board::fit(
            Rect::from_min_size(pos2(10.0, 20.0), vec2(500.0, 300.0)),
            3,
            5,
        );
        assert_eq!(b.cell, MAX_CELL.min(100.0).min(500.0 / 5.0).floor());
        for r in 0..3 {
            for c in 0..5 {
                assert_eq!(b.cell_at(b.center(r, c)), Some((r, c)));
            }
        }
        assert_eq!(b.cell_at(b.rect.max + vec2(1.0, 1.0)), None);
        let big = Board::fit(Rect::from_min_size(Pos2::ZERO, vec2(300.0, 300.0)), 64, 64);
        assert!(big.cell >= 1.0 && big.rect.width() <= 300.0);
    }

    /// The board draws the palette's tokens (white mouse, black cat, the food), their paths in
    /// the palette's path colours, and walls and floor in the palette's ground of each theme.
    #[test]
    fn tokens_paths_walls_and_floor_come_from_the_palette() {
        use crate::palette::{self as colors, Palette};
        let c = palette::rgb;
        assert_eq!(token_color('M', false), c(colors::MOUSE_TOKEN));
        assert_eq!(token_color('C', false), c(colors::CAT_TOKEN));
        assert_eq!(token_color('C', true), c(colors::CAT_TOKEN_DARK));
        assert_eq!(token_color('F', false), c(colors::FOOD));
        assert_eq!(path_color('M'), c(colors::MOUSE_PATH));
        assert_eq!(path_color('C'), c(colors::CAT_PATH));
        for (dark, p) in [(false, Palette::LIGHT), (true, Palette::DARK)] {
            assert_eq!(wall_color(dark), c(p.wall));
            assert_eq!(floor_color(dark), c(p.floor));
        }
    }
}
