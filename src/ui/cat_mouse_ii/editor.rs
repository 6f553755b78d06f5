//! The side panel's editor: grid status, paint tool, rows and columns, jumps, presets, and
//! paste or copy in LeetCode's form.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{RichText, Ui};

use super::edit_view::Tool;
use super::texts::{describe_grid_error, describe_paste_error};
use super::{CatMouseIIPane, CatMouseIIView};
use crate::games::cat_mouse_ii::draft::{Draft, MAX_JUMP, parse_pasted};
use crate::games::cat_mouse_ii::random_maze;
use crate::i18n::cat_mouse_ii::tr as game_tr;
use crate::i18n::fill;
use crate::ui::framework::tab::TabCore;
use crate::ui::kit::widgets;

/// A grid the editor offers as a button.
#[derive(Debug, Clone, Copy)]
pub struct Preset {
    /// A stable name (tests, files).
    pub name: &'static str,
    pub rows: &'static [&'static str],
    pub cat_jump: u64,
    pub mouse_jump: u64,
    /// LeetCode's answer.
    pub mouse_wins: bool,
}

impl Preset {
    /// The preset as the tab's content.
    pub fn draft(&self) -> Draft {
        Draft {
            rows: self.rows.iter().map(|r| r.to_string()).collect(),
            cat_jump: self.cat_jump,
            mouse_jump: self.mouse_jump,
        }
    }
}

/// LeetCode's five examples, a long game (the mouse wins in 53 moves), a grid where staying put
/// decides the game, and a cat guarding the food.
pub const PRESETS: &[Preset] = &[
    Preset {
        name: "leetcode_1",
        rows: &["####F", "#C...", "M...."],
        cat_jump: 1,
        mouse_jump: 2,
        mouse_wins: true,
    },
    Preset {
        name: "leetcode_2",
        rows: &["M.C...F"],
        cat_jump: 1,
        mouse_jump: 4,
        mouse_wins: true,
    },
    Preset {
        name: "leetcode_3",
        rows: &["M.C...F"],
        cat_jump: 1,
        mouse_jump: 3,
        mouse_wins: false,
    },
    Preset {
        name: "leetcode_4",
        rows: &["C...#", "...#F", "....#", "M...."],
        cat_jump: 2,
        mouse_jump: 5,
        mouse_wins: false,
    },
    Preset {
        name: "leetcode_5",
        rows: &[".M...", "..#..", "#..#.", "C#.#.", "...#F"],
        cat_jump: 3,
        mouse_jump: 1,
        mouse_wins: true,
    },
    Preset {
        name: "long_game",
        rows: &[
            "CM......", "#######.", "........", ".#######", "........", "#######.", "........",
            ".######F",
        ],
        cat_jump: 1,
        mouse_jump: 1,
        mouse_wins: true,
    },
    // Found by `stay_rule`'s search: with stays the cat wins; if every move had to be a jump of
    // at least 1, the mouse would win.
    Preset {
        name: "staying_put",
        rows: &["..M.#", ".C...", ".###.", "..F.."],
        cat_jump: 1,
        mouse_jump: 2,
        mouse_wins: false,
    },
    Preset {
        name: "cat_guards_food",
        rows: &["M...F", "...#C"],
        cat_jump: 1,
        mouse_jump: 3,
        mouse_wins: false,
    },
];

/// The presets' order in Quiz mode: not the normal order, and not sorted by who wins.
pub const QUIZ_ORDER: [usize; 8] = [5, 2, 7, 0, 3, 6, 1, 4];

/// The neutral name of the `k`-th preset button in Quiz mode: "Grid A", "Grid B", …
pub fn quiz_preset_name(k: usize) -> String {
    let letter = char::from(b'A' + (k % 26) as u8);
    fill(game_tr().preset_quiz, &[("k", &letter)])
}

/// The button's label and hover text of a preset (LeetCode's examples are numbered).
fn preset_label(index: usize, p: &Preset) -> (String, Option<&'static str>) {
    let t = game_tr();
    match p.name {
        "long_game" => (t.preset_long.to_string(), None),
        "staying_put" => (t.preset_staying.to_string(), Some(t.preset_staying_tip)),
        "cat_guards_food" => (t.preset_guard.to_string(), Some(t.preset_guard_tip)),
        _ => (format!("LeetCode {}", index + 1), None),
    }
}

impl CatMouseIIView {
    pub(super) fn grid_editor_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        let t = game_tr();
        widgets::heading(ui, t.grid_heading);
        widgets::problem_statement(
            ui,
            t.rules,
            if self.quiz.on {
                t.start_here_quiz
            } else {
                t.start_here
            },
        );
        let (rows, cols) = core.content().size();
        ui.horizontal(|ui| {
            ui.label_cjk(fill(t.size, &[("rows", &rows), ("cols", &cols)]));
            ui.add_space(8.0);
            core.undo_redo_buttons(ui);
        });
        match &self.invalid {
            None => ui.label_cjk(RichText::new(t.valid_grid).color(crate::ui::kit::palette::WIN_A)),
            Some(e) => {
                let why = describe_grid_error(e);
                ui.label_cjk(
                    RichText::new(fill(t.invalid_grid, &[("why", &why)]))
                        .color(ui.visuals().error_fg_color),
                );
                ui.label_cjk(RichText::new(t.invalid_kept).small())
            }
        };

        ui.add_space(4.0);
        ui.horizontal_wrapped(|ui| {
            ui.label_cjk(t.tool).on_hover_text(t.tool_tip);
            for tool in Tool::ALL {
                if ui
                    .selectable_label(self.edit.tool == tool, tool.label())
                    .on_hover_text(t.tool_tip)
                    .clicked()
                {
                    self.edit.tool = tool;
                    self.pane = CatMouseIIPane::Edit;
                }
            }
        });
        ui.horizontal(|ui| {
            ui.label_cjk(t.rows_label);
            if ui.button("−").on_hover_text(t.remove_row_tip).clicked() {
                core.edit(core.content().row_removed());
            }
            if ui.button("+").on_hover_text(t.add_row_tip).clicked() {
                core.edit(core.content().row_added());
            }
            ui.add_space(12.0);
            ui.label_cjk(t.cols_label);
            if ui.button("−").on_hover_text(t.remove_col_tip).clicked() {
                core.edit(core.content().column_removed());
            }
            if ui.button("+").on_hover_text(t.add_col_tip).clicked() {
                core.edit(core.content().column_added());
            }
        });
        jump_field(ui, core, t.mouse_jump, |d| &mut d.mouse_jump);
        jump_field(ui, core, t.cat_jump, |d| &mut d.cat_jump);

        ui.horizontal_wrapped(|ui| {
            ui.label_cjk(t.presets);
            if self.quiz.on {
                // In Quiz mode a preset's name, tip, place or highlight would tell its answer
                // (or let the normal mode's names decode it): neutral letters in an order of
                // their own, and no highlight of the grid on the board.
                for (k, &index) in QUIZ_ORDER.iter().enumerate() {
                    if ui.button(quiz_preset_name(k)).clicked() {
                        core.edit(PRESETS[index].draft());
                    }
                }
            } else {
                for (k, p) in PRESETS.iter().enumerate() {
                    let (text, tip) = preset_label(k, p);
                    let selected = *core.content() == p.draft();
                    let mut button = ui.selectable_label(selected, text);
                    if let Some(tip) = tip {
                        button = button.on_hover_text(tip);
                    }
                    if button.clicked() {
                        core.edit(p.draft());
                    }
                }
            }
            if ui
                .button(t.random_maze)
                .on_hover_text(t.random_tip)
                .clicked()
            {
                self.random_maze(core);
            }
        });

        ui.add_space(6.0);
        egui::CollapsingHeader::new(t.paste_heading)
            .default_open(false)
            .show(ui, |ui| self.paste_ui(core, ui));
    }

    fn paste_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        let t = game_tr();
        let id = ui.make_persistent_id("cm2_paste_box");
        if widgets::follow_paste_box(
            ui,
            id,
            &mut self.paste_text,
            &mut self.paste_shown,
            core.revision(),
            || core.content().leetcode_text(),
        ) && self.paste_note.as_ref().is_some_and(|(ok, _)| !ok)
        {
            // an error about a text that is no longer there
            self.paste_note = None;
        }
        if self.paste_note_rev != core.revision() {
            // a note about a grid that is no longer there ("Used the pasted grid" after a
            // random maze)
            self.paste_note = None;
        }
        ui.add(
            egui::TextEdit::multiline(&mut self.paste_text)
                .id(id)
                .hint_text(t.paste_hint)
                .desired_rows(3)
                .font(egui::TextStyle::Monospace)
                // "-7" stays whole where the box wraps
                .layouter(&mut crate::ui::kit::cjk_wrap::numbers_layouter)
                .desired_width(f32::INFINITY),
        );
        ui.horizontal_wrapped(|ui| {
            if ui.button(t.use_pasted).clicked() {
                self.use_paste(core);
            }
            if ui.button(t.copy_leetcode).clicked() {
                let text = core.content().leetcode_text();
                ui.ctx().copy_text(text.clone());
                self.paste_text = text;
                self.paste_note = Some((true, t.copied.to_string()));
                self.paste_note_rev = core.revision();
            }
        });
        if let Some((ok, note)) = &self.paste_note {
            let color = if *ok {
                ui.visuals().text_color()
            } else {
                ui.visuals().error_fg_color
            };
            ui.label_cjk(RichText::new(note).small().color(color));
        }
    }

    /// A random maze of the draft's size (the jumps kept); every click a new one.
    pub(super) fn random_maze(&mut self, core: &mut TabCore<Self>) {
        let (rows, cols) = core.content().size();
        self.maze_seed = self.maze_seed.wrapping_add(1);
        if let Some(grid) = random_maze(rows, cols, self.maze_seed) {
            let draft = Draft {
                rows: grid.to_rows(),
                ..core.content().clone()
            };
            core.edit(draft);
        }
    }

    /// Use the paste box's text as the grid (and the jumps it names), or say why not.
    pub(super) fn use_paste(&mut self, core: &mut TabCore<Self>) {
        let t = game_tr();
        match parse_pasted(&self.paste_text) {
            Ok(p) => {
                let old = core.content();
                let draft = Draft {
                    cat_jump: p.cat_jump.unwrap_or(old.cat_jump),
                    mouse_jump: p.mouse_jump.unwrap_or(old.mouse_jump),
                    rows: p.rows,
                };
                let (rows, cols) = draft.size();
                core.edit(draft);
                self.paste_note = Some((true, fill(t.pasted, &[("rows", &rows), ("cols", &cols)])));
            }
            Err(e) => self.paste_note = Some((false, describe_paste_error(&e))),
        }
        self.paste_note_rev = core.revision();
    }
}

/// A jump as a number field: one undo step per drag or typing.
fn jump_field(
    ui: &mut Ui,
    core: &mut TabCore<CatMouseIIView>,
    label: &str,
    field: impl Fn(&mut Draft) -> &mut u64,
) {
    let t = game_tr();
    ui.horizontal(|ui| {
        let mut draft = core.content().clone();
        let before = *field(&mut draft);
        let value = field(&mut draft);
        let resp = ui
            .add(
                egui::DragValue::new(value)
                    .speed(0.1)
                    .range(1..=MAX_JUMP)
                    .clamp_existing_to_range(false),
            )
            .on_hover_text(fill(t.jump_tip, &[("max", &MAX_JUMP)]));
        ui.label_cjk(label);
        let now = *field(&mut draft);
        if resp.changed() && now != before && now >= 1 {
            core.edit_joined(draft, resp.dragged() || resp.has_focus());
        }
        if resp.drag_stopped() || resp.lost_focus() {
            core.end_joined();
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::cat_mouse_ii::{Grid, Value, solve};

    fn preset(name: &str) -> &'static Preset {
        PRESETS.iter().find(|p| p.name == name).unwrap()
    }

    fn solved(p: &Preset) -> crate::games::cat_mouse_ii::Solution {
        let g = Grid::parse(p.rows).unwrap();
        solve(&g, p.mouse_jump, p.cat_jump, &NoControl).unwrap()
    }

    #[test]
    fn every_preset_has_its_stated_outcome() {
        for p in PRESETS {
            assert_eq!(solved(p).mouse_wins(), p.mouse_wins, "{}", p.name);
        }
    }

    #[test]
    fn staying_put_decides_the_staying_put_preset() {
        let p = preset("staying_put");
        assert!(!solved(p).mouse_wins(), "with stays the cat wins");
        let g = Grid::parse(p.rows).unwrap();
        let without = crate::games::cat_mouse_ii::stay_rule::mouse_wins_brute;
        assert!(!without(&g, p.mouse_jump, p.cat_jump, true));
        assert!(
            without(&g, p.mouse_jump, p.cat_jump, false),
            "without stays the mouse wins"
        );
    }

    #[test]
    fn the_cat_guarding_the_food_wins_at_once() {
        let p = preset("cat_guards_food");
        let g = Grid::parse(p.rows).unwrap();
        // the mouse is closer to the food than the cat is to the mouse, yet the cat wins
        let (mr, mc) = g.row_col(g.mouse());
        let (fr, fc) = g.row_col(g.food());
        assert_eq!(mr.abs_diff(fr) + mc.abs_diff(fc), 4);
        assert_eq!(solved(p).start_value(), Value::CatWins(2));
    }
}
