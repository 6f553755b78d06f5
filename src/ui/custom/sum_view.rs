//! The Sum of games view of the Game Lab: the user puts positions of the game (and Nim heaps)
//! side by side; the XOR of their Grundy values predicts the winner of the sum, and the sum
//! solved as a game of its own (on the job runner: `games::custom::sum`) is shown beside it.

use crate::quiz::custom::Shown;
use crate::ui::kit::cjk_wrap::CjkLabels as _;
use std::sync::Arc;

use egui::{RichText, Ui};

use super::CustomSolved;
use super::positions::{Shows, TEXT_MAX};
use crate::games::SolveError;
use crate::games::custom::shape::Shape;
use crate::games::custom::sum::{self, Part, SumCheck, SumError};
use crate::games::custom::{PosId, Solved};
use crate::i18n::custom::{CustomTexts, tr as game_tr};
use crate::i18n::fill;
use crate::jobs::{JobError, JobRunner, Waker};
use crate::ui::kit::tiles::Tile;
use crate::ui::kit::{palette, widgets};

/// What a finished sum job brings: the check, or why there is none.
type SumAnswer = Result<SumCheck, SumError>;

/// The parts of the sum and its check.
pub struct SumView {
    /// The parts, in order.
    pub parts: Vec<Part>,
    /// The size of the next Nim heap to add.
    pub heap: u32,
    /// The next position to add, in a game of numbers or pairs of numbers.
    pub pick: (i64, i64),
    jobs: JobRunner<SumAnswer>,
    /// What the running job or the result was asked for: (result revision, parts).
    asked: Option<(u64, Vec<Part>)>,
    /// The last answer, for `asked`.
    pub answer: Option<SumAnswer>,
    /// A job that failed (a panic), in words.
    pub failed: Option<String>,
    /// The example sum was put in for this game (the start and a Nim heap): in presentation
    /// mode the view opens with a sum to look at, once; the user's clearing it is kept.
    pub example_given: bool,
}

impl SumView {
    pub fn new(waker: Waker) -> Self {
        SumView {
            parts: Vec::new(),
            heap: 3,
            pick: (0, 0),
            jobs: JobRunner::new(waker),
            asked: None,
            answer: None,
            failed: None,
            example_given: false,
        }
    }

    /// A new result: positions of another game mean other positions, so they leave the sum
    /// (heaps stay).
    pub fn on_new_result(&mut self, same_game: bool) {
        if !same_game {
            self.parts.retain(|p| matches!(p, Part::Heap(_)));
            self.example_given = false;
        }
        self.jobs.invalidate();
        self.asked = None;
        self.answer = None;
    }

    /// Take a finished job's answer (every frame).
    pub fn poll(&mut self) {
        match self.jobs.poll() {
            None => {}
            Some(Ok(answer)) => {
                self.answer = Some(answer);
                self.failed = None;
            }
            Some(Err(JobError::Solve(SolveError::Cancelled))) => {}
            Some(Err(e)) => {
                self.failed = Some(e.to_string());
                self.answer = None;
            }
        }
    }

    /// The running job for the status bar.
    pub fn busy(&self) -> Option<(String, Option<f32>)> {
        self.jobs
            .status()
            .map(|(_, fraction, _)| (game_tr().sum_solving.to_string(), fraction))
    }

    /// Stop the running job.
    pub fn cancel(&mut self) {
        self.jobs.cancel();
        self.asked = None;
    }

    /// Whether the answer shown belongs to the parts of the result `revision`.
    fn answered(&self, revision: u64) -> bool {
        self.asked
            .as_ref()
            .is_some_and(|(r, p)| *r == revision && *p == self.parts)
    }

    /// Start solving the sum if its parts or the game changed.
    fn request(&mut self, solved: &Arc<CustomSolved>) {
        if self.parts.is_empty() || self.answered(solved.revision) {
            return;
        }
        let parts = self.parts.clone();
        self.asked = Some((solved.revision, parts.clone()));
        self.answer = None;
        self.failed = None;
        let solved = solved.clone();
        self.jobs.start("custom-sum", move |control| {
            match sum::check(&solved.game, &parts, control) {
                Err(SumError::Cancelled) => Err(SolveError::Cancelled),
                answer => Ok(answer),
            }
        });
    }

    /// Draw the view. `selected`: the tab's selected position; `shows`: what Quiz mode lets
    /// be shown.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        solved: &Arc<CustomSolved>,
        selected: Option<PosId>,
        shows: Shows,
    ) {
        let t = game_tr();
        let game = &solved.game;
        // presentation mode: a first look shows a sum to talk about, the start beside a Nim
        // heap (the positions' Grundy values are the solver's); the user's parts are kept
        let present = crate::ui::kit::theme::presentation(ui.ctx());
        if present && !self.example_given {
            self.example_given = true;
            if self.parts.is_empty() && game.has_grundy() {
                self.parts = vec![Part::Position(game.start()), Part::Heap(self.heap)];
            }
        }
        self.request(solved);
        if present && !self.parts.is_empty() {
            self.present_ui(ui, solved, selected, shows);
            self.request(solved);
            return;
        }
        egui::ScrollArea::vertical()
            .id_salt("custom_sum")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.label_cjk(RichText::new(t.sum_intro).small());
                if game.is_scoring() {
                    ui.label_cjk(RichText::new(t.sum_no_grundy_scoring).color(palette::WIN_B));
                } else if !game.has_grundy() {
                    ui.label_cjk(RichText::new(t.sum_no_grundy).color(palette::WIN_B));
                }
                ui.add_space(4.0);
                self.parts_ui(ui, solved, selected, shows);
                ui.separator();
                if self.parts.is_empty() {
                    // positions can be parts only when they have Grundy values
                    ui.label_cjk(if game.has_grundy() {
                        t.sum_empty
                    } else {
                        t.sum_empty_heaps
                    });
                    return;
                }
                self.verdicts_ui(ui, solved, shows);
            });
        // the parts changed: ask again at once
        self.request(solved);
    }

    /// Presentation mode: the controls that add parts at the top, the parts as large tiles
    /// (each with its Grundy value; a click removes it) and a last tile with their XOR, the
    /// verdicts under them; nothing scrolls.
    fn present_ui(
        &mut self,
        ui: &mut Ui,
        solved: &Arc<CustomSolved>,
        selected: Option<PosId>,
        shows: Shows,
    ) {
        let t = game_tr();
        let game = &solved.game;
        self.add_ui(ui, solved, selected);
        let room = crate::ui::kit::tiles::room_above(ui, "custom_sum", 0, |ui| {
            self.present_verdicts(ui, solved, shows);
        });
        if room.height() < 48.0 {
            return;
        }
        let hidden = self
            .parts
            .iter()
            .any(|p| matches!(p, Part::Position(id) if !shows(*id, Shown::Grundy)));
        let mut tiles: Vec<Tile> = self
            .parts
            .iter()
            .map(|&part| Tile {
                label: match part {
                    Part::Position(id) => game.position_text(id, 12),
                    Part::Heap(k) => fill(t.sum_tile_heap, &[("k", &k)]),
                },
                fill: None,
                selected: false,
                caption: fill(
                    t.sum_tile_grundy,
                    &[("g", &grundy_text(t, game, part, shows))],
                ),
                tip: format!("{}\n{}", part_text(t, game, part), t.sum_tile_remove),
                enabled: true,
                faded: false,
            })
            .collect();
        let xor = self.parts.iter().try_fold(0u32, |x, &part| match part {
            Part::Heap(k) => Some(x ^ k),
            Part::Position(id) => game.grundy(id).map(|g| x ^ g),
        });
        if let Some(x) = xor.filter(|_| !hidden) {
            tiles.push(Tile {
                label: format!("⊕ = {x}"),
                fill: Some(if x != 0 {
                    palette::WIN_A
                } else {
                    palette::WIN_B
                }),
                selected: false,
                caption: if x != 0 {
                    t.sum_predicts_win
                } else {
                    t.sum_predicts_lose
                }
                .to_string(),
                tip: t.sum_tile_xor.to_string(),
                enabled: false,
                faded: false,
            });
        }
        if let Some(k) = crate::ui::kit::tiles::board(ui, room, "custom_sum", &tiles)
            && k < self.parts.len()
        {
            self.parts.remove(k);
        }
    }

    /// Presentation mode's lines under the tiles (the XOR rule is the last tile): the sum
    /// solved, a winning first move and whether the two agree, in one wrapping row.
    fn present_verdicts(&self, ui: &mut Ui, solved: &Arc<CustomSolved>, shows: Shows) {
        let t = game_tr();
        let game = &solved.game;
        let hidden = self
            .parts
            .iter()
            .any(|p| matches!(p, Part::Position(id) if !shows(*id, Shown::Grundy)));
        ui.horizontal_wrapped(|ui| {
            // a lead that the verdict finishes (the heading read "The sum solved [The first
            // player wins …]", a broken sentence)
            ui.label_cjk(RichText::new(t.sum_solved_lead).strong());
            if hidden {
                ui.label_cjk(RichText::new(t.hidden_quiz).italics());
                return;
            }
            if let Some(e) = &self.failed {
                ui.colored_label_cjk(ui.visuals().error_fg_color, fill(t.sum_failed, &[("e", e)]));
                return;
            }
            let answer = self
                .answer
                .as_ref()
                .filter(|_| self.answered(solved.revision));
            match answer {
                None => {
                    widgets::calm_spinner(ui);
                    ui.label_cjk(t.sum_solving);
                }
                Some(Err(e)) => {
                    ui.label_cjk(RichText::new(error_text(t, e)).color(palette::WIN_B));
                }
                Some(Ok(check)) => {
                    let (text, colour) = if check.solved.first_wins {
                        (t.sum_solved_win, palette::WIN_A)
                    } else {
                        (t.sum_solved_lose, palette::WIN_B)
                    };
                    widgets::pill(ui, &fill(text, &[("n", &check.solved.states)]), colour);
                    if let Some((k, to)) = check.winning_move {
                        // the move on a row of its own: begun beside the lead and the pill,
                        // egui broke its Chinese mid-word at the row's end ("一个获" / "胜的")
                        ui.end_row();
                        ui.label_cjk(fill(
                            t.sum_win_move,
                            &[
                                ("k", &(k + 1)),
                                ("from", &short_part(game, check.parts[k])),
                                ("to", &short_part(game, to)),
                            ],
                        ));
                    }
                    if check.agrees() {
                        ui.label_cjk(RichText::new(t.sum_agree).strong().color(palette::WIN_A));
                    } else {
                        ui.label_cjk(RichText::new(t.sum_disagree).strong().color(palette::WIN_B));
                    }
                }
            }
        });
    }

    fn parts_ui(
        &mut self,
        ui: &mut Ui,
        solved: &CustomSolved,
        selected: Option<PosId>,
        shows: Shows,
    ) {
        let t = game_tr();
        let game = &solved.game;
        widgets::heading(ui, t.sum_parts);
        let mut remove = None;
        for (k, &part) in self.parts.iter().enumerate() {
            ui.horizontal_wrapped(|ui| {
                let g = grundy_text(t, game, part, shows);
                ui.label_cjk(
                    RichText::new(fill(
                        t.sum_part_line,
                        &[
                            ("k", &(k + 1)),
                            ("what", &part_text(t, game, part)),
                            ("g", &g),
                        ],
                    ))
                    .monospace(),
                );
                if ui.small_button(t.sum_remove).clicked() {
                    remove = Some(k);
                }
            });
        }
        if let Some(k) = remove {
            self.parts.remove(k);
        }
        self.add_ui(ui, solved, selected);
    }

    /// The controls that add parts (a position, a Nim heap) and clear them.
    fn add_ui(&mut self, ui: &mut Ui, solved: &CustomSolved, selected: Option<PosId>) {
        let t = game_tr();
        let game = &solved.game;
        let full = self.parts.len() >= sum::MAX_PARTS;
        ui.horizontal_wrapped(|ui| {
            if game.has_grundy() {
                ui.label_cjk(t.sum_add_position);
                let start = game.start();
                let mut add = |ui: &mut Ui, p: PosId| {
                    let text = fill(t.sum_add_selected, &[("p", &game.position_text(p, 24))]);
                    if ui.add_enabled(!full, egui::Button::new(text)).clicked() {
                        self.parts.push(Part::Position(p));
                    }
                };
                add(ui, start);
                if let Some(s) = selected.filter(|&s| s != start) {
                    add(ui, s);
                }
                ui.separator();
                // any position of a game of numbers or pairs, by its numbers; a number is
                // taken as typed (not moved into the table's range): a position the start
                // does not reach is refused with a word, never replaced by another
                let picked = match &solved.shape {
                    // (presentation mode: a position selected in Positions or Table is added
                    // by the button above; the picker's row would take the tiles' room)
                    _ if crate::ui::kit::theme::presentation(ui.ctx()) => None,
                    Shape::Ints { .. } => {
                        ui.label_cjk("n =");
                        ui.add(egui::DragValue::new(&mut self.pick.0));
                        Some((
                            self.pick.0.to_string(),
                            pick_position(&solved.shape, self.pick),
                        ))
                    }
                    Shape::Pairs { .. } => {
                        ui.label_cjk("(");
                        ui.add(egui::DragValue::new(&mut self.pick.0));
                        ui.label_cjk(",");
                        ui.add(egui::DragValue::new(&mut self.pick.1));
                        ui.label_cjk(")");
                        let text = format!("({}, {})", self.pick.0, self.pick.1);
                        Some((text, pick_position(&solved.shape, self.pick)))
                    }
                    Shape::List => None,
                };
                if let Some((text, found)) = picked {
                    let button = egui::Button::new(t.sum_add);
                    let response = ui
                        .add_enabled(!full && found.is_some(), button)
                        .on_disabled_hover_text(t.not_reached);
                    if response.clicked()
                        && let Some(p) = found
                    {
                        self.parts.push(Part::Position(p));
                    }
                    if found.is_none() {
                        ui.label_cjk(
                            RichText::new(fill(t.sum_unreachable, &[("p", &text)]))
                                .color(palette::WIN_B),
                        );
                    } else {
                        ui.label_cjk(RichText::new(t.sum_reachable_only).small().weak());
                    }
                    ui.separator();
                }
            }
            let label = ui.label_cjk(t.sum_add_heap);
            ui.add(egui::DragValue::new(&mut self.heap).range(0..=sum::MAX_HEAP))
                .labelled_by(label.id);
            if ui
                .add_enabled(!full, egui::Button::new(t.sum_add))
                .clicked()
            {
                self.parts.push(Part::Heap(self.heap));
            }
            if !self.parts.is_empty() && ui.button(t.sum_clear).clicked() {
                self.parts.clear();
            }
        });
        if full {
            ui.label_cjk(
                RichText::new(fill(t.sum_too_many, &[("max", &sum::MAX_PARTS)]))
                    .small()
                    .weak(),
            );
        }
    }

    fn verdicts_ui(&mut self, ui: &mut Ui, solved: &Arc<CustomSolved>, shows: Shows) {
        let t = game_tr();
        let game = &solved.game;
        // in Quiz mode nothing is predicted from Grundy values not asked yet
        let hidden = self
            .parts
            .iter()
            .any(|p| matches!(p, Part::Position(id) if !shows(*id, Shown::Grundy)));
        let answer = self
            .answer
            .as_ref()
            .filter(|_| self.answered(solved.revision));
        ui.columns(2, |cols| {
            let ui = &mut cols[0];
            widgets::heading(ui, t.sum_rule_heading);
            if hidden {
                ui.label_cjk(RichText::new(t.hidden_quiz).italics());
            } else {
                let mut xor = 0u32;
                let mut terms = Vec::new();
                for &part in &self.parts {
                    let g = match part {
                        Part::Heap(k) => Some(k),
                        Part::Position(id) => game.grundy(id),
                    };
                    match g {
                        Some(g) => {
                            xor ^= g;
                            terms.push(g.to_string());
                        }
                        None => terms.push("?".into()),
                    }
                }
                if terms.iter().all(|s| s != "?") {
                    ui.label_cjk(
                        RichText::new(format!("{} = {xor}", terms.join(" ⊕ ")))
                            .monospace()
                            .strong(),
                    );
                    let (text, colour) = if xor != 0 {
                        (t.sum_predicts_win, palette::WIN_A)
                    } else {
                        (t.sum_predicts_lose, palette::WIN_B)
                    };
                    widgets::pill(ui, text, colour);
                }
            }
            let ui = &mut cols[1];
            widgets::heading(ui, t.sum_solved_heading);
            if hidden {
                ui.label_cjk(RichText::new(t.hidden_quiz).italics());
                return;
            }
            if let Some(e) = &self.failed {
                ui.colored_label_cjk(ui.visuals().error_fg_color, fill(t.sum_failed, &[("e", e)]));
                return;
            }
            match answer {
                None => {
                    ui.horizontal(|ui| {
                        widgets::calm_spinner(ui);
                        ui.label_cjk(t.sum_solving);
                    });
                }
                Some(Err(e)) => {
                    ui.label_cjk(RichText::new(error_text(t, e)).color(palette::WIN_B));
                }
                Some(Ok(check)) => {
                    let (text, colour) = if check.solved.first_wins {
                        (t.sum_solved_win, palette::WIN_A)
                    } else {
                        (t.sum_solved_lose, palette::WIN_B)
                    };
                    widgets::pill(ui, &fill(text, &[("n", &check.solved.states)]), colour);
                    if let Some((k, to)) = check.winning_move {
                        ui.label_cjk(fill(
                            t.sum_win_move,
                            &[
                                ("k", &(k + 1)),
                                ("from", &short_part(game, check.parts[k])),
                                ("to", &short_part(game, to)),
                            ],
                        ));
                    }
                }
            }
        });
        if !hidden && let Some(Ok(check)) = answer {
            ui.add_space(6.0);
            if check.agrees() {
                ui.label_cjk(RichText::new(t.sum_agree).strong().color(palette::WIN_A));
            } else {
                ui.label_cjk(RichText::new(t.sum_disagree).strong().color(palette::WIN_B));
            }
        }
    }
}

/// A part in words: "position 7", "a Nim heap of 3".
/// The position with the numbers `pick` (`n`, or the pair), if the start reaches it.
pub fn pick_position(shape: &Shape, pick: (i64, i64)) -> Option<PosId> {
    let index = |v: i64, min: i64, len: usize| {
        usize::try_from(i128::from(v) - i128::from(min))
            .ok()
            .filter(|&k| k < len)
    };
    match shape {
        Shape::Ints { min, cells, .. } => {
            let k = index(pick.0, *min, cells.len())?;
            cells[k]
        }
        Shape::Pairs {
            row_min,
            col_min,
            rows,
            cols,
            cells,
        } => {
            let r = index(pick.0, *row_min, *rows)?;
            let c = index(pick.1, *col_min, *cols)?;
            cells.get(r * cols + c).copied().flatten()
        }
        Shape::List => None,
    }
}

fn part_text(t: &CustomTexts, game: &Solved, part: Part) -> String {
    match part {
        Part::Position(id) => fill(
            t.sum_part_position,
            &[("p", &game.position_text(id, TEXT_MAX))],
        ),
        Part::Heap(k) => fill(t.sum_part_heap, &[("k", &k)]),
    }
}

/// A part as it is written in a move: the position, or the heap's size.
fn short_part(game: &Solved, part: Part) -> String {
    match part {
        Part::Position(id) => game.position_text(id, TEXT_MAX),
        Part::Heap(k) => format!("{k}"),
    }
}

fn grundy_text(t: &CustomTexts, game: &Solved, part: Part, shows: Shows) -> String {
    match part {
        Part::Heap(k) => k.to_string(),
        Part::Position(id) if !shows(id, Shown::Grundy) => {
            format!("?{}", crate::i18n::aside(t.hidden_quiz))
        }
        Part::Position(id) => game.grundy(id).map_or("—".into(), |g| g.to_string()),
    }
}

/// Why a sum has no check, in words.
fn error_text(t: &CustomTexts, e: &SumError) -> String {
    match e {
        SumError::Empty => t.sum_empty.to_string(),
        SumError::NoGrundy => t.sum_no_grundy.to_string(),
        SumError::TooManyParts => fill(t.sum_too_many, &[("max", &sum::MAX_PARTS)]),
        SumError::HeapTooLarge(_) => fill(t.sum_heap_too_large, &[("max", &sum::MAX_HEAP)]),
        SumError::TooLarge { states, .. } => fill(
            t.sum_too_large,
            &[
                ("states", &states),
                ("max", &sum::MAX_STATES),
                ("work", &sum::MAX_WORK),
            ],
        ),
        SumError::Cancelled => crate::i18n::tr().solve_cancelled.to_string(),
    }
}
