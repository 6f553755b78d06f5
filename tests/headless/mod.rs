//! The whole app without a window, driven one frame at a time at 1280 × 720: egui's frame and
//! the tessellation of what it drew, as a window runs them, without a GPU. Shared by
//! `tests/ui_memory.rs` and `benches/frames.rs` (included with `#[path]`).

use std::path::Path;

use egui::{Event, Pos2, RawInput, Rect, vec2};
use gamedp::app::{AppOptions, GamedpApp};
use gamedp::i18n::Language;

/// The app, its egui context and its clock.
pub struct Headless {
    pub ctx: egui::Context,
    pub app: GamedpApp,
    pub time: f64,
}

impl Headless {
    /// The app on `file`, in English, with no data folder; no frame drawn yet.
    pub fn open(file: &Path) -> Self {
        let ctx = egui::Context::default();
        let app = GamedpApp::new(
            &ctx,
            AppOptions {
                file: Some(file.to_path_buf()),
                language: Some(Language::English),
                data_dir: Some(None),
                ..Default::default()
            },
        );
        Headless {
            ctx,
            app,
            time: 0.0,
        }
    }

    /// One frame with these input events; returns the number of triangles' vertices drawn.
    pub fn frame(&mut self, events: Vec<Event>) -> usize {
        self.time += 1.0 / 60.0;
        let input = RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(1280.0, 720.0))),
            time: Some(self.time),
            predicted_dt: 1.0 / 60.0,
            events,
            ..Default::default()
        };
        let app = &mut self.app;
        let mut output = self.ctx.run_ui(input, |ui| app.frame(ui));
        // No renderer applies the texture changes; epaint asserts (debug builds) that they are
        // handled before they are dropped.
        output.textures_delta.clear();
        let primitives = self.ctx.tessellate(output.shapes, output.pixels_per_point);
        primitives
            .iter()
            .map(|p| match &p.primitive {
                egui::epaint::Primitive::Mesh(m) => m.vertices.len(),
                egui::epaint::Primitive::Callback(_) => 0,
            })
            .sum()
    }

    /// `count` frames without input.
    pub fn frames(&mut self, count: usize) {
        for _ in 0..count {
            self.frame(Vec::new());
        }
    }
}
