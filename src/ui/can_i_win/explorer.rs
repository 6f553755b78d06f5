//! The state explorer: toggle which numbers are used and see the running total, who is to move,
//! whether that player wins (必胜 / 必败), which moves win, and the recurrence at that position
//! with the answer for every unused number. Every answer comes from the solver via the
//! [`Engine`].

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{Color32, RichText, Ui};

use super::engine::{Engine, Position};
use super::{CanIWinSummary, join};
use crate::games::can_i_win::DecidedBy;
use crate::i18n::can_i_win::{CanIWinTexts, tr as game_tr};
use crate::i18n::fill;
use crate::ui::framework::describe_solve_error;
use crate::ui::kit::tiles::{Tile, board};
use crate::ui::kit::{palette, widgets};

/// State of the explorer: the position shown.
#[derive(Debug, Clone, Default)]
pub struct ExplorerView {
    /// The used numbers (bit `x - 1` for number `x`).
    pub mask: u64,
}

impl ExplorerView {
    /// The input changed: start from the empty position.
    pub fn on_new_input(&mut self, _m: u64) {
        self.mask = 0;
    }

    /// Mark `x` used, or unused again.
    pub fn toggle(&mut self, x: u64) {
        if (1..=64).contains(&x) {
            self.mask ^= 1u64 << (x - 1);
        }
    }

    /// The used numbers, increasing.
    pub fn used(&self) -> Vec<u64> {
        numbers(self.mask)
    }

    /// Draw the explorer.
    pub fn ui(&mut self, ui: &mut Ui, engine: &mut Engine, summary: &CanIWinSummary) {
        let c = game_tr();
        let m = summary.m.min(64);
        if m < 64 && self.mask >> m != 0 {
            self.mask &= (1u64 << m) - 1;
        }
        engine.request(self.mask);
        if crate::ui::kit::theme::presentation(ui.ctx()) {
            self.present_ui(ui, engine, summary);
            return;
        }
        ui.label_cjk(c.explorer_intro);
        ui.add_space(4.0);
        let position = match engine.position(self.mask) {
            Some(Ok(p)) => Some(p.clone()),
            _ => None,
        };
        ui.label_cjk(c.used_numbers);
        let mut toggled = None;
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing = egui::vec2(4.0, 4.0);
            for x in 1..=m {
                let used = self.mask & (1u64 << (x - 1)) != 0;
                let winning = position
                    .as_ref()
                    .is_some_and(|p| !p.over && p.winning_moves.contains(&x));
                let text = RichText::new(x.to_string()).monospace();
                let button = if winning {
                    egui::Button::new(text.color(Color32::BLACK)).fill(palette::WIN_A)
                } else {
                    egui::Button::new(text).selected(used)
                };
                let tip = if used { c.tip_unuse } else { c.tip_use };
                if ui
                    .add(button.min_size(egui::vec2(36.0, 28.0)))
                    .on_hover_text(tip)
                    .clicked()
                {
                    toggled = Some(x);
                }
            }
        });
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(self.mask != 0, egui::Button::new(c.clear_used))
                .clicked()
            {
                self.mask = 0;
            }
            let best = position
                .as_ref()
                .and_then(|p| p.winning_moves.first().copied())
                .filter(|_| position.as_ref().is_some_and(|p| !p.over));
            if ui
                .add_enabled(best.is_some(), egui::Button::new(c.take_winning_move))
                .on_hover_text(c.take_winning_move_tip)
                .clicked()
                && let Some(x) = best
            {
                toggled = Some(x);
            }
            widgets::legend_item(ui, palette::WIN_A, c.legend_winning_move);
        });
        if let Some(x) = toggled {
            self.toggle(x);
            engine.request(self.mask);
        }
        ui.separator();
        match engine.position(self.mask) {
            None => {
                ui.horizontal(|ui| {
                    crate::ui::kit::widgets::calm_spinner(ui);
                    ui.label_cjk(c.searching_position);
                });
            }
            Some(Err(e)) => {
                ui.colored_label_cjk(ui.visuals().error_fg_color, describe_solve_error(e));
            }
            Some(Ok(p)) => {
                let p = p.clone();
                egui::ScrollArea::vertical()
                    .id_salt("ciw_explorer_scroll")
                    .show(ui, |ui| {
                        if let Some(x) = position_ui(ui, c, &p, summary) {
                            self.toggle(x);
                        }
                    });
            }
        }
    }
}

impl ExplorerView {
    /// Presentation mode: the buttons, the position's facts, its verdict and recurrence in a few
    /// lines at the bottom, and the numbers as a board of large tiles over the rest of the room
    /// (each tile saying what taking it does, the recurrence line on hover); nothing scrolls.
    fn present_ui(&mut self, ui: &mut Ui, engine: &mut Engine, summary: &CanIWinSummary) {
        let c = game_tr();
        let m = summary.m.min(64);
        let position = match engine.position(self.mask) {
            Some(Ok(p)) => Some(p.clone()),
            _ => None,
        };
        let playing = position
            .as_ref()
            .is_some_and(|p| !p.over && summary.decided_by != DecidedBy::SumTooSmall);
        let mut toggled = None;
        let mut clear = false;
        // the text at the bottom (its buttons among it, for a board the taller); the board
        // over the room above it
        let mask = self.mask;
        let room =
            crate::ui::kit::tiles::room_above(ui, ("ciw_explorer", m, summary.desired), 0, |ui| {
                match engine.position(mask) {
                    None => {
                        ui.horizontal(|ui| {
                            widgets::calm_spinner(ui);
                            ui.label_cjk(c.searching_position);
                        });
                    }
                    Some(Err(e)) => {
                        ui.colored_label_cjk(ui.visuals().error_fg_color, describe_solve_error(e));
                    }
                    Some(Ok(p)) => match present_facts(ui, c, &p.clone(), summary) {
                        Some(Action::Clear) => clear = true,
                        Some(Action::Take(x)) => toggled = Some(x),
                        None => {}
                    },
                }
            });
        if clear {
            self.mask = 0;
        }
        if room.height() > 40.0 {
            let tiles: Vec<Tile> = (1..=m)
                .map(|x| {
                    let used = self.mask & (1u64 << (x - 1)) != 0;
                    let mv = position
                        .as_ref()
                        .filter(|_| playing && !used)
                        .and_then(|p| p.moves.iter().find(|mv| mv.number == x));
                    let winning = mv.is_some_and(|mv| {
                        position
                            .as_ref()
                            .is_some_and(|p| p.winning_moves.contains(&mv.number))
                    });
                    let (caption, line) = match (used, mv, position.as_ref()) {
                        (true, _, _) => (c.tile_used.to_string(), c.tip_unuse.to_string()),
                        (false, Some(mv), Some(p)) => {
                            let next = set_text(p.mask | bit(x));
                            let words = [
                                ("x", &x as &dyn std::fmt::Display),
                                ("rest", &p.remaining),
                                ("next", &next),
                            ];
                            if mv.reaches {
                                (c.tile_reaches.to_string(), fill(c.move_reaches, &words))
                            } else if mv.opponent_wins == Some(true) {
                                (
                                    c.tile_leaves_win.to_string(),
                                    fill(c.move_opponent_wins, &words),
                                )
                            } else {
                                (
                                    c.tile_leaves_loss.to_string(),
                                    fill(c.move_opponent_loses, &words),
                                )
                            }
                        }
                        _ => (String::new(), c.tip_use.to_string()),
                    };
                    Tile {
                        label: x.to_string(),
                        fill: winning.then_some(palette::WIN_A),
                        selected: used,
                        caption,
                        tip: format!("{line}\n\n{}", c.explorer_intro),
                        enabled: true,
                        faded: false,
                    }
                })
                .collect();
            if let Some(k) = board(ui, room, "ciw_explorer", &tiles) {
                toggled = Some(k as u64 + 1);
            }
        }
        if let Some(x) = toggled {
            self.toggle(x);
            engine.request(self.mask);
        }
    }
}

/// What a button under the presentation board asks.
enum Action {
    /// No numbers used.
    Clear,
    /// Take this winning move.
    Take(u64),
}

/// Presentation mode's lines under the board: the running total (and the button that clears
/// the board), the verdict with the winning moves (and the button that takes one), the
/// recurrence. Who is to move is said by the verdict, except when nobody can win.
fn present_facts(
    ui: &mut Ui,
    c: &CanIWinTexts,
    p: &Position,
    summary: &CanIWinSummary,
) -> Option<Action> {
    let playing = !p.over && summary.decided_by != DecidedBy::SumTooSmall;
    let mut action = None;
    // (lines a little closer than elsewhere: the board keeps the room)
    ui.spacing_mut().item_spacing.y = 3.0;
    // (the used numbers are the board's marked tiles: the set and its bits on hover)
    ui.horizontal_wrapped(|ui| {
        let bits = fill(
            c.bits_value,
            &[("bits", &bits_text(p.mask, summary.m)), ("int", &p.mask)],
        );
        let tip = format!(
            "{} {}\n{} {bits}\n{}",
            c.used_label,
            set_text(p.mask),
            c.bits_label,
            c.bits_tip
        );
        let rest = p.remaining.max(0);
        ui.label_cjk(
            RichText::new(fill(
                c.total_short,
                &[
                    ("total", &p.total),
                    ("d", &summary.desired),
                    ("rest", &rest),
                ],
            ))
            .strong(),
        )
        .on_hover_text(&tip);
        if !playing && !p.over {
            ui.add_space(12.0);
            ui.label_cjk(c.to_move);
            ui.label_cjk(RichText::new(mover_name(c, p.first_to_move)).strong());
        }
        if ui
            .add_enabled(p.mask != 0, egui::Button::new(c.clear_used))
            .clicked()
        {
            action = Some(Action::Clear);
        }
    });
    ui.horizontal_wrapped(|ui| {
        let (text, color) = verdict(c, p, summary);
        widgets::pill(ui, &text, color);
        // (a lost position has no winning move: the verdict says so, and neither the empty
        // list nor a button that cannot be used takes a line of the board's room)
        if playing && !p.winning_moves.is_empty() {
            let moves = join(&p.winning_moves);
            // (the swatch is the board's key: winning moves are green)
            widgets::legend_item(
                ui,
                palette::WIN_A,
                &fill(c.winning_moves, &[("moves", &moves)]),
            );
            let best = p.winning_moves.first().copied();
            if ui
                .add_enabled(best.is_some(), egui::Button::new(c.take_winning_move))
                .on_hover_text(c.take_winning_move_tip)
                .clicked()
                && let Some(x) = best
            {
                action = Some(Action::Take(x));
            }
        }
    });
    if playing {
        let s = set_text(p.mask);
        widgets::formula(
            ui,
            &fill(c.recurrence_at, &[("s", &s), ("rest", &p.remaining)]),
        );
    }
    action
}

/// The used set as the solver stores it: `m` binary digits, number `m` on the left and number 1
/// on the right (`0b` prefix).
pub fn bits_text(mask: u64, m: u64) -> String {
    let width = m.clamp(1, 64) as usize;
    format!("0b{mask:0width$b}")
}

/// The numbers of a mask, increasing.
pub fn numbers(mask: u64) -> Vec<u64> {
    (1..=64).filter(|x| mask & (1u64 << (x - 1)) != 0).collect()
}

/// "{1, 3, 7}", or "{}" for none.
pub fn set_text(mask: u64) -> String {
    format!("{{{}}}", join(&numbers(mask)))
}

/// Who is to move, in the seeds' words.
pub fn mover_name(c: &CanIWinTexts, first: bool) -> &'static str {
    if first {
        c.first_player
    } else {
        c.second_player
    }
}

/// The verdict of a position: text and colour.
pub fn verdict(c: &CanIWinTexts, p: &Position, summary: &CanIWinSummary) -> (String, Color32) {
    let mover = mover_name(c, p.first_to_move);
    let other = mover_name(c, !p.first_to_move);
    if p.over {
        if p.mask == 0 {
            (
                fill(c.verdict_over_at_start, &[("d", &summary.desired)]),
                palette::WIN_A,
            )
        } else {
            (
                fill(
                    c.verdict_over,
                    &[
                        ("who", &other),
                        ("total", &p.total),
                        ("d", &summary.desired),
                    ],
                ),
                palette::DRAW,
            )
        }
    } else if summary.decided_by == DecidedBy::SumTooSmall {
        (
            fill(c.verdict_unreachable, &[("d", &summary.desired)]),
            palette::DRAW,
        )
    } else if p.wins {
        (fill(c.verdict_wins, &[("who", &mover)]), palette::WIN_A)
    } else {
        (fill(c.verdict_loses, &[("who", &mover)]), palette::WIN_B)
    }
}

/// The facts and the recurrence of one position; returns a number the user clicked to take.
fn position_ui(
    ui: &mut Ui,
    c: &CanIWinTexts,
    p: &Position,
    summary: &CanIWinSummary,
) -> Option<u64> {
    let mut take = None;
    let facts = |ui: &mut Ui| {
        ui.label_cjk(c.used_label);
        ui.label_cjk(RichText::new(set_text(p.mask)).monospace().strong());
        ui.end_row();
        ui.label_cjk(c.bits_label).on_hover_text(c.bits_tip);
        ui.label_cjk(
            RichText::new(fill(
                c.bits_value,
                &[("bits", &bits_text(p.mask, summary.m)), ("int", &p.mask)],
            ))
            .monospace(),
        )
        .on_hover_text(c.bits_tip);
        ui.end_row();
        ui.label_cjk(c.running_total);
        let rest = p.remaining.max(0);
        ui.label_cjk(
            RichText::new(fill(
                c.total_of,
                &[
                    ("total", &p.total),
                    ("d", &summary.desired),
                    ("rest", &rest),
                ],
            ))
            .monospace()
            .strong(),
        );
        ui.end_row();
        ui.label_cjk(c.to_move);
        ui.label_cjk(RichText::new(mover_name(c, p.first_to_move)).strong());
        ui.end_row();
    };
    if crate::ui::kit::theme::presentation(ui.ctx()) {
        // a grid's columns do not wrap: in presentation mode's large text each fact is a row
        // that wraps (a 1024 × 768 projector)
        ui.horizontal_wrapped(facts);
    } else {
        egui::Grid::new("ciw_position")
            .num_columns(2)
            .spacing([16.0, 4.0])
            .show(ui, facts);
    }
    ui.add_space(4.0);
    let (text, color) = verdict(c, p, summary);
    widgets::pill(ui, &text, color);
    if p.over || summary.decided_by == DecidedBy::SumTooSmall {
        return None;
    }
    let moves = if p.winning_moves.is_empty() {
        c.none.to_string()
    } else {
        join(&p.winning_moves)
    };
    ui.label_cjk(RichText::new(fill(c.winning_moves, &[("moves", &moves)])).strong());
    ui.add_space(6.0);
    ui.label_cjk(RichText::new(c.recurrence_here).strong());
    let s = set_text(p.mask);
    widgets::formula(
        ui,
        &fill(c.recurrence_at, &[("s", &s), ("rest", &p.remaining)]),
    );
    for mv in &p.moves {
        let x = mv.number;
        let (line, wins) = if mv.reaches {
            (
                fill(c.move_reaches, &[("x", &x), ("rest", &p.remaining)]),
                true,
            )
        } else if mv.opponent_wins == Some(true) {
            (
                fill(
                    c.move_opponent_wins,
                    &[
                        ("x", &x),
                        ("rest", &p.remaining),
                        ("next", &set_text(p.mask | bit(x))),
                    ],
                ),
                false,
            )
        } else {
            (
                fill(
                    c.move_opponent_loses,
                    &[
                        ("x", &x),
                        ("rest", &p.remaining),
                        ("next", &set_text(p.mask | bit(x))),
                    ],
                ),
                true,
            )
        };
        let color = if wins {
            palette::WIN_A
        } else {
            ui.visuals().weak_text_color()
        };
        if ui
            .add(
                egui::Label::new(RichText::new(line).monospace().color(color))
                    .sense(egui::Sense::click()),
            )
            .on_hover_text(c.click_to_take)
            .clicked()
        {
            take = Some(x);
        }
    }
    take
}

fn bit(x: u64) -> u64 {
    1u64 << (x - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_as_sets() {
        assert_eq!(set_text(0), "{}");
        assert_eq!(set_text(0b101), "{1, 3}");
        assert_eq!(numbers(1 << 63), vec![64]);
        let mut v = ExplorerView::default();
        v.toggle(3);
        v.toggle(10);
        assert_eq!(v.used(), vec![3, 10]);
        v.toggle(3);
        assert_eq!(v.used(), vec![10]);
        v.toggle(0);
        v.toggle(65);
        assert_eq!(v.used(), vec![10]);
    }
}
