//! The grid to paint (central panel): click or drag to paint walls or floor, click with a token
//! tool to move that token, drag a token to move it. One gesture is one undo step.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{Sense, Ui};

use super::CatMouseIIView;
use super::board::{self, Board};
use crate::games::cat_mouse_ii::draft::TOKENS;
use crate::i18n::cat_mouse_ii::tr as game_tr;
use crate::ui::framework::tab::TabCore;

/// What a click or drag on the grid does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tool {
    Wall,
    Floor,
    Cat,
    Mouse,
    Food,
}

impl Tool {
    /// Every tool, in the editor's order.
    pub const ALL: [Tool; 5] = [Tool::Wall, Tool::Floor, Tool::Cat, Tool::Mouse, Tool::Food];

    /// The character the tool puts on a cell.
    pub fn char(self) -> char {
        match self {
            Tool::Wall => '#',
            Tool::Floor => '.',
            Tool::Cat => 'C',
            Tool::Mouse => 'M',
            Tool::Food => 'F',
        }
    }

    /// The tool's name in the current language.
    pub fn label(self) -> &'static str {
        let t = game_tr();
        match self {
            Tool::Wall => t.tool_wall,
            Tool::Floor => t.tool_floor,
            Tool::Cat => t.tool_cat,
            Tool::Mouse => t.tool_mouse,
            Tool::Food => t.tool_food,
        }
    }
}

/// What the gesture in progress does on each cell the pointer reaches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Gesture {
    /// Paint `#` or `.`.
    Paint(char),
    /// Move a token along.
    Move(char),
}

/// The paint tool and the gesture in progress.
#[derive(Debug, Clone, PartialEq)]
pub struct EditBoard {
    /// The tool a click uses.
    pub tool: Tool,
    gesture: Option<Gesture>,
    /// The last cell the gesture changed.
    last: Option<(usize, usize)>,
    /// Where the board was drawn last.
    board: Option<Board>,
}

impl Default for EditBoard {
    fn default() -> Self {
        EditBoard {
            tool: Tool::Wall,
            gesture: None,
            last: None,
            board: None,
        }
    }
}

impl EditBoard {
    /// The centre of a cell where the board was drawn last.
    pub fn cell_center(&self, row: usize, col: usize) -> Option<egui::Pos2> {
        self.board.map(|b| b.center(row, col))
    }

    /// Forget the gesture in progress (undo, load).
    pub fn cancel(&mut self) {
        self.gesture = None;
        self.last = None;
    }

    /// The board at the size of the central panel; clicks and drags edit the content.
    pub(super) fn ui(&mut self, core: &mut TabCore<CatMouseIIView>, ui: &mut Ui) {
        let size = core.content().size();
        let mut state = (self, core);
        board::controls_and_board(
            ui,
            size,
            &mut state,
            |(me, _), ui, beside| {
                // a column of its own beside the board (presentation mode): the tools, which
                // the folded side panel hides, as a large palette
                if beside {
                    me.palette_ui(ui);
                } else {
                    ui.label_cjk(egui::RichText::new(game_tr().tool_tip).small());
                }
            },
            |(me, core), ui| me.board_ui(core, ui),
        );
    }

    /// The paint tools as large tiles filling the rest of `ui`: each a swatch of what it puts
    /// on a cell and its name, the chosen one highlighted; a click chooses.
    fn palette_ui(&mut self, ui: &mut Ui) {
        let t = game_tr();
        ui.label_cjk(t.tool).on_hover_text(t.tool_tip);
        let body = egui::TextStyle::Body.resolve(ui.style());
        let gap = ui.spacing().item_spacing.y;
        let n = Tool::ALL.len() as f32;
        let height =
            ((ui.available_height() - gap * n) / n).clamp(body.size * 1.6, body.size * 4.0);
        let dark = ui.visuals().dark_mode;
        let mut area: Option<egui::Rect> = None;
        for tool in Tool::ALL {
            let (rect, response) =
                ui.allocate_exact_size(egui::vec2(ui.available_width(), height), Sense::click());
            let response = response.on_hover_text(t.tool_tip);
            response.widget_info(|| {
                egui::WidgetInfo::selected(
                    egui::Role::Button,
                    true,
                    self.tool == tool,
                    tool.label(),
                )
            });
            if response.clicked() {
                self.tool = tool;
            }
            area = Some(area.map_or(rect, |a| a.union(rect)));
            let visuals = ui.visuals();
            let painter = ui.painter();
            let (fill, stroke) = if self.tool == tool {
                (visuals.selection.bg_fill, visuals.selection.stroke)
            } else if response.hovered() {
                (
                    visuals.widgets.hovered.bg_fill,
                    visuals.widgets.hovered.bg_stroke,
                )
            } else {
                (
                    visuals.widgets.inactive.bg_fill,
                    visuals.widgets.inactive.bg_stroke,
                )
            };
            painter.rect(rect, 6.0, fill, stroke, egui::StrokeKind::Inside);
            let side = height - 12.0;
            let swatch = egui::Rect::from_min_size(
                rect.left_top() + egui::vec2(8.0, 6.0),
                egui::vec2(side, side),
            );
            let ground = if tool == Tool::Wall {
                board::wall_color(dark)
            } else {
                board::floor_color(dark)
            };
            painter.rect(
                swatch,
                2.0,
                ground,
                visuals.widgets.noninteractive.bg_stroke,
                egui::StrokeKind::Inside,
            );
            if TOKENS.contains(&tool.char()) {
                let color = board::token_color(tool.char(), dark);
                let text_on = crate::ui::kit::palette::text_on(color);
                painter.circle(
                    swatch.center(),
                    side * 0.38,
                    color,
                    egui::Stroke::new(1.5, text_on),
                );
                painter.text(
                    swatch.center(),
                    egui::Align2::CENTER_CENTER,
                    tool.char(),
                    egui::FontId::proportional((side * 0.42).max(body.size)),
                    text_on,
                );
            }
            painter.text(
                egui::pos2(swatch.right() + 12.0, rect.center().y),
                egui::Align2::LEFT_CENTER,
                tool.label(),
                egui::FontId::proportional((height * 0.4).clamp(body.size, body.size * 1.5)),
                visuals.text_color(),
            );
        }
        if let Some(area) = area {
            crate::ui::kit::layout::picture(ui, area);
        }
    }

    /// The grid as it is being edited; a click or drag paints or moves with the tool.
    fn board_ui(&mut self, core: &mut TabCore<CatMouseIIView>, ui: &mut Ui) {
        let cells = core.content().chars();
        let (rows, cols) = core.content().size();
        let (response, painter) = ui.allocate_painter(ui.available_size(), Sense::click_and_drag());
        let board = Board::fit_in(ui.ctx(), response.rect.shrink(4.0), rows, cols);
        self.board = Some(board);
        crate::ui::kit::layout::picture(ui, board.picture_rect(ui.ctx()));
        let dark = ui.visuals().dark_mode;
        let at = |r: usize, c: usize| cells.get(r).and_then(|row| row.get(c)).copied();
        board::draw_cells(&painter, &board, dark, |r, c| match at(r, c) {
            Some('#') => board::wall_color(dark),
            Some(_) => board::floor_color(dark),
            None => ui.visuals().extreme_bg_color,
        });
        for (r, row) in cells.iter().enumerate() {
            for (c, &ch) in row.iter().enumerate() {
                if TOKENS.contains(&ch) {
                    board::draw_token(&painter, &board, r, c, ch);
                }
            }
        }
        let hovered = response.hover_pos().and_then(|p| board.cell_at(p));
        if let Some((r, c)) = hovered {
            board::outline_cell(&painter, &board, r, c, ui.visuals().selection.stroke.color);
        }
        let primary = ui.input(|i| i.pointer.primary_down());
        if response.is_pointer_button_down_on() && primary {
            let cell = response
                .interact_pointer_pos()
                .and_then(|p| board.cell_at(p));
            if let Some((r, c)) = cell {
                self.apply(core, r, c, at(r, c));
            }
        } else {
            // a quick tap (a touchpad's) presses and releases within one frame: a click with no
            // frame of "down"
            if response.clicked() && self.gesture.is_none() {
                let cell = response
                    .interact_pointer_pos()
                    .and_then(|p| board.cell_at(p));
                if let Some((r, c)) = cell {
                    self.apply(core, r, c, at(r, c));
                }
            }
            if self.gesture.take().is_some() {
                self.last = None;
                core.end_joined();
            }
        }
    }

    /// The gesture reaches the cell at `row`, `col` holding `here`.
    fn apply(
        &mut self,
        core: &mut TabCore<CatMouseIIView>,
        row: usize,
        col: usize,
        here: Option<char>,
    ) {
        let Some(here) = here else { return };
        if self.last == Some((row, col)) {
            return;
        }
        let gesture = *self.gesture.get_or_insert(match (here, self.tool) {
            (token, Tool::Wall | Tool::Floor) if TOKENS.contains(&token) => Gesture::Move(token),
            (_, Tool::Wall | Tool::Floor) => Gesture::Paint(self.tool.char()),
            (_, tool) => Gesture::Move(tool.char()),
        });
        let draft = core.content();
        let next = match gesture {
            Gesture::Paint(ground) => draft.painted(row, col, ground),
            // a dragged token passes over walls and the other tokens without changing them
            Gesture::Move(_) if self.last.is_some() && (here == '#' || TOKENS.contains(&here)) => {
                return;
            }
            Gesture::Move(token) => draft.with_token(token, row, col),
        };
        self.last = Some((row, col));
        core.edit_joined(next, true);
    }
}
