//! `gamedp --screenshot OUT.png`: open, solve, save a picture of the window through eframe and
//! exit. CI uses it to check that a real window can be shown; the README's pictures come from it.
//! The run fails if the file cannot be opened (the picture would show the default example), the
//! solve fails, nothing is solved within the time limit, or the picture is blank.

use crate::ui::framework::TabCommand;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use super::GamedpApp;

/// Give up after this many seconds.
const TIMEOUT_SECS: f64 = 90.0;
/// Frames to wait after the solve so that layout and textures settle.
const SETTLE_FRAMES: u32 = 6;

/// Why a screenshot run failed.
#[derive(Debug, thiserror::Error)]
pub enum ScreenshotError {
    /// The scenario file could not be opened (the message names the file).
    #[error("{0}")]
    OpenFailed(String),
    /// The solve failed (the status-bar message).
    #[error("the solve failed: {0}")]
    SolveFailed(String),
    /// Nothing was solved within the time limit.
    #[error("nothing solved after {0} s")]
    Timeout(f64),
    /// Every pixel of the picture has the same colour.
    #[error("the window picture is blank")]
    Blank,
    /// The picture could not be written.
    #[error("cannot write {}: {source}", path.display())]
    Save {
        path: PathBuf,
        source: image::ImageError,
    },
}

/// State of a screenshot run.
pub struct ScreenshotRun {
    path: PathBuf,
    result: Option<super::ScreenshotResult>,
    frames_solved: u32,
    requested: bool,
    solve_started: bool,
    /// Why the file given with the screenshot could not be opened.
    open_failed: Option<String>,
    done: Arc<Mutex<Option<Result<(), ScreenshotError>>>>,
}

impl ScreenshotRun {
    pub fn new(path: PathBuf, result: Option<super::ScreenshotResult>) -> Self {
        ScreenshotRun {
            path,
            result,
            frames_solved: 0,
            requested: false,
            solve_started: false,
            open_failed: None,
            done: Arc::new(Mutex::new(None)),
        }
    }
}

impl ScreenshotRun {
    /// The file could not be opened: the run fails at its first frame.
    pub fn open_failed(&mut self, message: String) {
        self.open_failed = Some(message);
    }
}

/// True when every pixel of the picture has the same colour.
pub fn is_blank(img: &egui::ColorImage) -> bool {
    let first = img.pixels.first().copied();
    img.pixels.iter().all(|p| Some(*p) == first)
}

impl GamedpApp {
    pub(super) fn screenshot_tick(&mut self, ctx: &egui::Context) {
        let Some(run) = &mut self.screenshot else {
            return;
        };
        let finish =
            |run: &ScreenshotRun, outcome: Result<(), ScreenshotError>, ctx: &egui::Context| {
                if let Some(r) = &run.result
                    && let Ok(mut slot) = r.lock()
                {
                    *slot = Some(outcome);
                }
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            };
        // The picture arrived (the callback stored the outcome).
        let done = run.done.lock().ok().and_then(|mut d| d.take());
        if let Some(outcome) = done {
            finish(run, outcome, ctx);
            self.allow_close = true;
            return;
        }
        ctx.request_repaint();
        if let Some(e) = run.open_failed.take() {
            run.requested = true;
            self.allow_close = true;
            finish(run, Err(ScreenshotError::OpenFailed(e)), ctx);
            return;
        }
        if run.requested {
            return;
        }
        let now = ctx.input(|i| i.time);
        let tab = &self.tabs[self.active];
        if let Some(crate::ui::framework::StatusMessage::Error(e)) = &self.status
            && !tab.status().solved
            && tab.status().busy.is_none()
        {
            let e = e.get().to_string();
            self.allow_close = true;
            finish(run, Err(ScreenshotError::SolveFailed(e)), ctx);
            return;
        }
        if now > TIMEOUT_SECS {
            self.allow_close = true;
            finish(run, Err(ScreenshotError::Timeout(TIMEOUT_SECS)), ctx);
            return;
        }
        if tab.status().solved && crate::ui::kit::graph_raster::pending() > 0 {
            // a large graph's picture is still being drawn: a few frames after it arrives
            run.frames_solved = run.frames_solved.min(SETTLE_FRAMES.saturating_sub(2));
        } else if tab.status().solved {
            run.frames_solved += 1;
        } else if !run.solve_started && tab.status().busy.is_none() && now > 0.5 {
            // inputs too big to solve by themselves wait for the Solve button: press it
            run.solve_started = true;
            self.tabs[self.active].command(TabCommand::Solve);
        }
        if run.frames_solved >= SETTLE_FRAMES {
            run.requested = true;
            let path = run.path.clone();
            let done = run.done.clone();
            let ctx2 = ctx.clone();
            ctx.request_screenshot(move |img: Arc<egui::ColorImage>| {
                let outcome = if is_blank(&img) {
                    Err(ScreenshotError::Blank)
                } else {
                    let [w, h] = img.size;
                    image::save_buffer(
                        &path,
                        img.as_raw(),
                        w as u32,
                        h as u32,
                        image::ColorType::Rgba8,
                    )
                    .map_err(|source| ScreenshotError::Save {
                        path: path.clone(),
                        source,
                    })
                };
                if let Ok(mut d) = done.lock() {
                    *d = Some(outcome);
                }
                ctx2.request_repaint();
            });
        }
    }
}
