//! Play / pause / step / scrub controls shared by every animation and replay.

use egui::Ui;

use crate::i18n::tr;

/// Button texts (glyphs every bundled font has).
pub const TO_START: &str = "|←";
pub const BACK: &str = "←";
pub const PLAY: &str = "▶";
pub const PAUSE: &str = "||";
pub const FORWARD: &str = "→";
pub const TO_END: &str = "→|";

/// A position in a sequence of `total` steps that can play by itself.
#[derive(Debug, Clone, PartialEq)]
pub struct Stepper {
    /// Steps done (0 = nothing shown yet).
    pub step: usize,
    pub playing: bool,
    /// Steps per second while playing.
    pub speed: f32,
    progress: f32,
}

impl Stepper {
    /// A stepper at the start, playing `speed` steps a second when asked.
    pub fn new(speed: f32) -> Self {
        Stepper {
            step: 0,
            playing: false,
            speed,
            progress: 0.0,
        }
    }

    /// A new run of `total` steps: back to the start, and a speed at which the whole run takes
    /// about `secs` seconds, never slower than `min` nor faster than `max` steps a second (a
    /// solving order of 2,520 steps at a fixed 10 a second took four minutes).
    pub fn start_run(&mut self, total: usize, secs: f32, min: f32, max: f32) {
        self.step = 0;
        self.playing = false;
        self.progress = 0.0;
        self.speed = (total as f32 / secs).clamp(min, max).round();
    }

    /// Draw the controls for `total` steps; `speed_range` adds a speed slider with `unit`.
    /// Returns true if the user changed the step.
    pub fn controls(
        &mut self,
        ui: &mut Ui,
        total: usize,
        speed_range: Option<(std::ops::RangeInclusive<f32>, &str)>,
    ) -> bool {
        let before = self.step;
        self.buttons(ui, total);
        let tr = tr();
        // presentation mode: no step slider (the buttons step; the row would wrap and take
        // the height the picture below needs)
        if !super::theme::presentation(ui.ctx()) {
            let slider = ui.add(
                egui::Slider::new(&mut self.step, 0..=total)
                    .text(tr.step)
                    .clamping(egui::SliderClamping::Always),
            );
            if slider.dragged() {
                self.playing = false;
            }
        }
        if let Some((range, unit)) = speed_range {
            self.speed_slider(ui, range, unit);
        }
        self.step != before
    }

    /// The speed slider of [`Stepper::controls`] alone (steps a second, in `unit`).
    pub fn speed_slider(&mut self, ui: &mut Ui, range: std::ops::RangeInclusive<f32>, unit: &str) {
        ui.add(
            egui::Slider::new(&mut self.speed, range)
                .logarithmic(true)
                .text(unit),
        );
    }

    /// The five buttons of [`Stepper::controls`] (to the start, back, play or pause, forward,
    /// to the end) without the sliders: the compact row of
    /// presentation mode, where the picture needs the height. Returns true if the step changed.
    pub fn buttons(&mut self, ui: &mut Ui, total: usize) -> bool {
        let tr = tr();
        let before = self.step;
        self.step = self.step.min(total);
        if ui.button(TO_START).on_hover_text(tr.to_start).clicked() {
            self.step = 0;
            self.playing = false;
        }
        if ui.button(BACK).on_hover_text(tr.step_back).clicked() {
            self.step = self.step.saturating_sub(1);
            self.playing = false;
        }
        let (label, tip) = if self.playing {
            (PAUSE, tr.pause)
        } else {
            (PLAY, tr.play)
        };
        if ui.button(label).on_hover_text(tip).clicked() {
            if !self.playing && self.step >= total {
                self.step = 0;
            }
            self.playing = !self.playing;
        }
        if ui.button(FORWARD).on_hover_text(tr.step_forward).clicked() {
            self.step = (self.step + 1).min(total);
            self.playing = false;
        }
        if ui.button(TO_END).on_hover_text(tr.to_end).clicked() {
            self.step = total;
            self.playing = false;
        }
        self.step != before
    }

    /// Advance while playing (call once per frame). Returns true if the step changed.
    pub fn tick(&mut self, ui: &Ui, total: usize) -> bool {
        if !self.playing {
            return false;
        }
        let before = self.step;
        self.progress += ui.input(|i| i.stable_dt).min(0.1) * self.speed;
        let whole = self.progress.floor();
        if whole >= 1.0 {
            self.step = (self.step + whole as usize).min(total);
            self.progress -= whole;
        }
        if self.step >= total {
            self.playing = false;
        }
        ui.ctx().request_repaint();
        self.step != before
    }
}

#[cfg(test)]
mod tests {
    use super::Stepper;

    #[test]
    fn a_long_run_plays_faster_and_a_short_one_at_the_least_speed() {
        let mut s = Stepper::new(10.0);
        s.step = 7;
        s.start_run(2520, 40.0, 10.0, 2000.0);
        assert_eq!((s.step, s.playing, s.speed), (0, false, 63.0));
        s.start_run(60, 40.0, 10.0, 2000.0);
        assert_eq!(s.speed, 10.0);
        s.start_run(10_000_000, 40.0, 10.0, 2000.0);
        assert_eq!(s.speed, 2000.0);
    }
}
