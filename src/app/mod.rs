//! The application: a tab per game, a menu bar, a status bar, documents with unsaved-changes
//! tracking, file dialogs, autosave and recovery.
//!
//! Every tab is a [`GameTab`]; each holds its own document (path, title, notes, saved state), so
//! switching tabs never loses work. File work (loading, saving, exporting) runs on the
//! [`JobRunner`] like solves do; no frame waits for a file or a dialog.

mod autosave;
mod chrome;
pub mod copy_table;
mod document;
mod files;
mod instance;
mod lessons;
mod modals;
mod screenshot;

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

pub use autosave::{Clock, Disk, EntryKind, RealClock, RealDisk, Recovered};
pub use document::{Document, FileStamp};
pub use files::{FileDone, PendingAction, saves_dir};
pub use lessons::LessonRun;
pub use modals::Modal;
pub use screenshot::ScreenshotError;

use crate::games::GameKind;
use crate::i18n::{Language, set_language};
use crate::jobs::{JobRunner, Waker};
use crate::settings::Settings;
use crate::ui::framework::file_actions::{FileDialogs, RfdDialogs};
use crate::ui::framework::{CodePane, GameTab, StatusMessage, TabEnv};

/// The bundled example the app opens when started without a file.
pub const DEFAULT_EXAMPLE: &str = include_str!("../../saves/stone-seed-3-9-1-2.json");

/// Where a `--screenshot` run reports its outcome.
pub type ScreenshotResult = Arc<Mutex<Option<Result<(), ScreenshotError>>>>;

/// How the app is started (command line, tests).
#[derive(Default)]
pub struct AppOptions {
    /// A scenario file to open.
    pub file: Option<PathBuf>,
    /// Solve, save a PNG of the window here and exit.
    pub screenshot: Option<PathBuf>,
    /// Language for this run (overrides the saved setting).
    pub language: Option<Language>,
    /// File dialogs (tests pass scripted ones).
    pub dialogs: Option<Box<dyn FileDialogs>>,
    /// The data folder for settings and autosaves; `None` inside means "none at all".
    pub data_dir: Option<Option<PathBuf>>,
    /// Where the app reports the outcome of a `--screenshot` run.
    pub screenshot_result: Option<ScreenshotResult>,
    /// Start in presentation mode (`--presentation`; a change this window makes, like a
    /// language given for the run).
    pub presentation: bool,
    /// Start with Quiz mode on in the tab of the opened file (`--quiz`).
    pub quiz: bool,
    /// Open the bundled lesson with this id at this step, counted from 0 (`--lesson`).
    pub lesson: Option<(String, usize)>,
    /// Open the tab on its view of this name (`--view`: the names lessons use).
    pub view: Option<String>,
    /// The window's first inner size in points (`--size`; default 1360 × 860).
    pub size: Option<[f32; 2]>,
    /// The clock autosave goes by (tests move one by hand; default: the real one).
    pub clock: Option<Arc<dyn Clock>>,
    /// Where autosaves are written (tests pass one that fails on demand; default: the disk).
    pub disk: Option<Arc<dyn Disk>>,
}

/// The window's inner size when no `--size` is given, in points.
pub const DEFAULT_WINDOW_SIZE: [f32; 2] = [1360.0, 860.0];

/// The gamedp application.
pub struct GamedpApp {
    pub tabs: Vec<Box<dyn GameTab>>,
    pub docs: Vec<Document>,
    pub active: usize,
    pub settings: Settings,
    /// This window's settings as they were when it last read or wrote the file (what it
    /// changed since is what it writes; see [`Settings::save_merged`]).
    settings_base: Settings,
    data_dir: Option<PathBuf>,
    waker: Waker,
    dialogs: Box<dyn FileDialogs>,
    /// File jobs (open, save, export), each on its own runner.
    files: Vec<JobRunner<FileDone>>,
    /// The last status-bar message.
    pub status: Option<StatusMessage>,
    /// The status line is New exercise's note on tab `.0` (its revision `.1` and quiz progress
    /// `.2` then): it goes when an answer or a hint shows, the content changes or the quiz is
    /// turned off ("none of its answers has been shown" stayed after every answer was shown).
    exercise_status: Option<(usize, u64, (u32, u32))>,
    /// The names of the files status messages named ("Opened …/cat-guards-food.json"): hidden
    /// in the status line during the quiz, the tab's file gone or not (New exercise, Undo).
    status_files: Vec<String>,
    /// The status line as shown during the quiz (file names hidden), made again only when the
    /// message, the quiz, the tab, its file or the names change (not every frame).
    status_shown: chrome::StatusShown,
    /// What was laid out where in the last frame (the layout tests check it).
    pub layout: Vec<crate::ui::kit::layout::Region>,
    /// The open modal dialog, if any.
    pub modal: Option<Modal>,
    /// What to do once the user has answered about unsaved changes or a save finished.
    pending: Option<PendingAction>,
    /// Tab waiting for a "Save As" path, and an export waiting for its path.
    save_as_tab: Option<usize>,
    pending_export: Option<crate::ui::framework::ExportJob>,
    window_title: String,
    allow_close: bool,
    /// The app itself wants the window closed (after the unsaved-changes question).
    want_close: bool,
    autosave: autosave::Autosave,
    screenshot: Option<screenshot::ScreenshotRun>,
    /// True while `new` runs.
    starting: bool,
    /// The dialog last reported on stderr (see `log_modal_change`).
    logged_modal: Option<&'static str>,
    /// The tab last reported on stderr.
    logged_tab: Option<&'static str>,
    /// Whether the active tab showed a result when last reported on stderr.
    logged_solved: bool,
    /// The side panel changed width while the pointer was held (a drag of its edge).
    dragged_side: bool,
    /// The side panel's width in the last frame, and whose tab it was.
    side_width_seen: Option<(GameKind, f32)>,
    /// Help › Lessons: the lessons, the player, the work set aside for them.
    pub lesson: LessonRun,
    /// The active tab is closed by [`Self::exam_guard`] (a quiz elsewhere is scored): its
    /// answers stay hidden, in the menus too.
    exam_closed: bool,
    /// A copied table's text, put on the clipboard in the next frame.
    clipboard: Option<String>,
    /// The window had the keyboard focus at the last tick.
    focused: bool,
    /// How many tabs had a job running at the last frame.
    busy_tabs: usize,
}

impl GamedpApp {
    /// Build the app. `ctx` gets the fonts and the theme.
    pub fn new(ctx: &egui::Context, options: AppOptions) -> Self {
        let data_dir = match options.data_dir {
            Some(dir) => dir,
            None => crate::settings::data_dir(),
        };
        let mut settings = Settings::load(data_dir.as_deref());
        // (a language given for this run is a change this window makes)
        let loaded = settings.clone();
        if let Some(lang) = options.language {
            settings.language = lang;
        }
        if options.presentation {
            settings.presentation = true;
        }
        set_language(settings.language);
        crate::ui::kit::fonts::install_for(ctx, settings.language);
        crate::ui::kit::theme::apply(ctx, settings.dark_mode, settings.presentation);
        let waker = {
            let (ctx, ctx2) = (ctx.clone(), ctx.clone());
            let progress = std::time::Duration::from_millis(crate::jobs::PROGRESS_WAKE_MS);
            Waker::with_progress(
                move || ctx.request_repaint(),
                move || ctx2.request_repaint_after(progress),
            )
        };
        let tabs = crate::ui::registry::tabs(&waker);
        let docs = tabs.iter().map(|t| Document::new(t.as_ref())).collect();
        let active = tabs
            .iter()
            .position(|t| Some(t.kind()) == GameKind::from_name(&settings.last_tab))
            .unwrap_or(0);
        let screenshot_mode = options.screenshot.is_some();
        let autosave = autosave::Autosave::new(
            if screenshot_mode {
                None
            } else {
                data_dir.clone()
            },
            options
                .clock
                .unwrap_or_else(|| Arc::new(autosave::RealClock::default())),
            options.disk.unwrap_or_else(|| Arc::new(autosave::RealDisk)),
            waker.clone(),
        );
        let mut app = GamedpApp {
            tabs,
            docs,
            active,
            settings_base: loaded,
            settings,
            data_dir: data_dir.clone(),
            files: Vec::new(),
            waker,
            dialogs: options
                .dialogs
                .unwrap_or_else(|| Box::new(RfdDialogs::default())),
            status: None,
            exercise_status: None,
            status_files: Vec::new(),
            status_shown: Default::default(),
            layout: Vec::new(),
            modal: None,
            pending: None,
            save_as_tab: None,
            pending_export: None,
            window_title: String::new(),
            allow_close: false,
            want_close: false,
            autosave,
            screenshot: options.screenshot.map(|path| {
                screenshot::ScreenshotRun::new(path, options.screenshot_result.clone())
            }),
            starting: true,
            logged_modal: None,
            logged_tab: None,
            logged_solved: false,
            dragged_side: false,
            side_width_seen: None,
            lesson: LessonRun::new(),
            clipboard: None,
            exam_closed: false,
            focused: true,
            busy_tabs: 0,
        };
        for tab in &mut app.tabs {
            let seen = app.settings.seen.get(tab.kind().name());
            tab.set_seen_before(seen.cloned().unwrap_or_default());
        }
        match options.file {
            Some(path) => app.open_now(&path),
            None => app.open_default_example(),
        }
        if options.quiz {
            app.tabs[app.active].set_quiz(true);
        }
        if let Some(view) = &options.view {
            app.show_view(view);
        }
        if let Some((id, step)) = &options.lesson {
            // (the command line has checked the id and the step)
            match app.lesson.lessons().iter().position(|l| &l.id == id) {
                Some(k) => app.start_lesson(k, *step),
                None => log_debug(&format!("no lesson {id}")),
            }
        }
        if !screenshot_mode {
            app.offer_recovery();
        }
        app.starting = false;
        app
    }

    /// The active tab.
    pub fn active_tab(&self) -> &dyn GameTab {
        self.tabs[self.active].as_ref()
    }

    /// The active tab, mutable.
    pub fn active_tab_mut(&mut self) -> &mut Box<dyn GameTab> {
        &mut self.tabs[self.active]
    }

    /// The tab of type `T`, if the app has one (tests).
    pub fn tab<T: 'static>(&self) -> Option<&T> {
        self.tabs
            .iter()
            .find_map(|t| t.as_any().downcast_ref::<T>())
    }

    /// The tab of type `T`, mutable (tests).
    pub fn tab_mut<T: 'static>(&mut self) -> Option<&mut T> {
        self.tabs
            .iter_mut()
            .find_map(|t| t.as_any_mut().downcast_mut::<T>())
    }

    /// The tab of a game.
    pub fn tab_index(&self, game: GameKind) -> Option<usize> {
        self.tabs.iter().position(|t| t.kind() == game)
    }

    /// Show a message in the status bar.
    /// Show the active tab's view named `name` (`--view`), as a lesson step naming only a view
    /// does; an unknown name is reported (status bar and standard error) with the names there are.
    pub fn show_view(&mut self, name: &str) {
        let kind = self.tabs[self.active].kind();
        let views = crate::lessons::views(kind);
        if !views.contains(&name) {
            let msg = crate::i18n::fill(
                crate::i18n::tr().no_such_view,
                &[("name", &name), ("views", &views.join(", "))],
            );
            eprintln!("gamedp: {msg}");
            self.set_status(StatusMessage::Error(msg.into()));
            return;
        }
        let tab = &mut self.tabs[self.active];
        let step = crate::lessons::Step {
            game: kind,
            scenario: self.docs[self.active].scenario(tab.as_ref()).to_value(),
            title: None,
            view: Some(name.to_string()),
            cell: None,
            position: None,
            fill_step: None,
            fill_order: None,
            highlight: Vec::new(),
            mask: None,
            text: crate::lessons::Text::default(),
        };
        tab.show_lesson_step(&step);
    }

    /// Remember that status messages name `path`'s file (see `status_files`).
    pub(crate) fn status_names(&mut self, path: &std::path::Path) {
        if let Some(name) = path.file_name().map(|n| n.to_string_lossy().into_owned())
            && !name.is_empty()
            && !self.status_files.contains(&name)
        {
            self.status_files.push(name);
        }
    }

    pub fn set_status(&mut self, message: StatusMessage) {
        self.exercise_status = None;
        self.status = match message {
            StatusMessage::Clear => None,
            message => Some(message),
        };
    }

    /// New exercise's status line goes once it is no longer true: an answer or a hint showed,
    /// the tab's content changed, its quiz was turned off or another tab was picked.
    fn expire_exercise_status(&mut self) {
        let Some((t, revision, progress)) = self.exercise_status else {
            return;
        };
        let tab = &mut self.tabs[t];
        let same = self.status.is_some()
            && t == self.active
            && tab.quiz_on()
            && tab.status().revision == revision
            && tab.quiz_progress() == progress;
        if !same {
            self.exercise_status = None;
            self.status = None;
        }
    }

    /// A tab that can play other tabs' games (the Game Lab) while a quiz in another tab is
    /// scored: its answers would answer that quiz (s1, s2 stop 42 typed the stone exercise's
    /// piles into the Game Lab's LeetCode 877 and read every value; its own quiz shows answers
    /// after a wrong try). The tab stays closed, with a line and a button that opens it and
    /// makes those quizzes practice. `Some(the games whose quiz is scored)` while closed.
    fn exam_guard(&mut self) -> Option<Vec<GameKind>> {
        let active = self.active;
        if !self.tabs[active].solves_other_games() {
            return None;
        }
        let mut scored = Vec::new();
        for (k, tab) in self.tabs.iter_mut().enumerate() {
            if k != active && tab.quiz_scored() {
                scored.push(tab.kind());
            }
        }
        if scored.is_empty() {
            return None;
        }
        if self.lesson.player.is_active() {
            // a lesson's step shows the tab's answers: opened, as by the button
            self.open_exam_guard(scored);
            return None;
        }
        Some(scored)
    }

    /// Open the tab [`Self::exam_guard`] closed: the `scored` quizzes become practice, and the
    /// status line says so.
    fn open_exam_guard(&mut self, scored: Vec<GameKind>) {
        let lab = self.tabs[self.active].kind();
        for tab in self.tabs.iter_mut() {
            if scored.contains(&tab.kind()) {
                // the true reason (s2 stop 43: "its answers were on screen earlier", not so)
                tab.make_practice(exam_guard_text(
                    || crate::i18n::exam::tr().practice_lab,
                    &[tab.kind()],
                    lab,
                ));
            }
        }
        self.set_status(StatusMessage::Info(exam_guard_text(
            || crate::i18n::exam::tr().guard_opened,
            &scored,
            lab,
        )));
    }

    /// The active tab's answers are hidden: its Quiz mode is on, or [`Self::exam_guard`]
    /// closes it (exports, copies, file names and notes follow).
    pub fn answers_hidden(&self) -> bool {
        self.tabs[self.active].quiz_on() || self.exam_closed
    }

    /// The closed tab of [`Self::exam_guard`]: why, and the button that opens it.
    fn exam_guard_ui(&mut self, ui: &mut egui::Ui, scored: Vec<GameKind>) {
        use crate::ui::kit::cjk_wrap::CjkLabels as _;
        let lab = self.tabs[self.active].kind();
        ui.add_space(24.0);
        let closed = exam_guard_text(|| crate::i18n::exam::tr().guard_closed, &scored, lab);
        ui.label_cjk(egui::RichText::new(closed.get()).strong());
        ui.add_space(12.0);
        let open = exam_guard_text(|| crate::i18n::exam::tr().guard_open, &scored, lab);
        if ui.button(open.get()).clicked() {
            self.open_exam_guard(scored);
        }
    }

    /// The active tab saw a scenario's answers for the first time (in any run): the settings
    /// keep it, so that a later run quizzes it as practice.
    fn keep_seen(&mut self) {
        let tab = &mut self.tabs[self.active];
        if let Some(seen) = tab.take_seen_before() {
            self.settings
                .seen
                .insert(tab.kind().name().to_string(), seen);
            self.save_settings();
        }
    }

    fn save_settings(&mut self) {
        match self
            .settings
            .save_merged(&self.settings_base, self.data_dir.as_deref())
        {
            Ok(merged) => {
                // recent files of the other windows show up here too
                self.settings.recent = merged.recent;
                self.settings_base = self.settings.clone();
            }
            Err(e) => log_debug(&format!("settings not saved: {e}")),
        }
    }

    /// One frame of the whole app, given the root `ui`.
    pub fn frame(&mut self, ui: &mut egui::Ui) {
        set_language(self.settings.language);
        let ctx = ui.ctx().clone();
        crate::ui::kit::fonts::follow_language(&ctx, self.settings.language);
        let mut messages = Vec::new();
        {
            let mut code = self.code_pane();
            let mut env = TabEnv {
                waker: &self.waker,
                messages: &mut messages,
                auto_solve: self.settings.auto_solve,
                side_width: None,
                code: &mut code,
                lesson_open: false,
            };
            for tab in &mut self.tabs {
                tab.poll(&mut env);
            }
        }
        // A solve ended (its working tables, and the result it replaced, are freed): the
        // allocator gives its free pages back, so that repeated big solves do not pile up
        // memory in the worker threads' arenas. Once per job, never per frame.
        let busy = self
            .tabs
            .iter()
            .filter(|t| t.status().busy.is_some())
            .count();
        if busy < std::mem::replace(&mut self.busy_tabs, busy) {
            crate::memory::release_free_memory();
        }
        for m in messages {
            self.set_status(m);
        }
        self.poll_files();
        self.flush_clipboard(&ctx);
        self.poll_dialogs();
        self.handle_dropped_files(&ctx);
        self.handle_shortcuts(&ctx);
        self.lesson_keys(&ctx);
        // Comparing the whole scenario is skipped while a button is held (a node drag changes
        // the content every frame); it runs again on release.
        self.update_dirty_unless_dragging(&ctx);
        self.lesson_before_close(&ctx);
        self.handle_close_request(&ctx);
        self.update_title(&ctx);

        self.exam_closed = self.exam_guard().is_some();
        self.menu_bar(ui);
        self.expire_exercise_status();
        self.status_bar(ui);
        self.lesson_bar(ui, false);
        self.tab_bar(ui);
        self.lesson_bar(ui, true);
        let mut messages = Vec::new();
        let kind = self.tabs[self.active].kind();
        let side_key = crate::ui::framework::tab::side_width_key(kind, self.settings.presentation);
        let side_width = self.settings.side_widths.get(&side_key).copied();
        let mut code = self.code_pane();
        let lesson_open = self.lesson.player.is_active();
        let closed = self.exam_guard();
        self.exam_closed = closed.is_some();
        let workspace = egui::CentralPanel::default().show(ui, |ui| {
            if let Some(scored) = closed {
                self.exam_guard_ui(ui, scored);
                return;
            }
            let mut env = TabEnv {
                waker: &self.waker,
                messages: &mut messages,
                auto_solve: self.settings.auto_solve,
                side_width,
                code: &mut code,
                lesson_open,
            };
            self.tabs[self.active].ui(ui, &mut env);
        });
        self.keep_seen();
        if let Some(game) = crate::ui::kit::quiz::take_exercise(&ctx) {
            self.load_exercise(game);
        }
        crate::ui::kit::layout::record(&ctx, "", "workspace", workspace.response.rect);
        // the pane's close button or another language
        self.set_code_pane(code);
        for m in messages {
            self.set_status(m);
        }
        self.modals_ui(&ctx);
        // (also from `App::logic`; here so that an edit of this frame starts the autosave
        // clock even if no frame follows it)
        self.update_dirty_unless_dragging(&ctx);
        self.autosave_tick(&ctx);
        self.log_state_changes();
        self.screenshot_tick(&ctx);
        self.layout = crate::ui::kit::layout::take(&ctx);
        self.remember_side_width(&ctx, kind, side_key);
    }

    /// The Code pane as the settings keep it.
    pub fn code_pane(&self) -> CodePane {
        CodePane {
            open: self.settings.code_open,
            lang: crate::code::Lang::from_key(&self.settings.code_lang)
                .unwrap_or(crate::code::Lang::Python),
        }
    }

    /// Open or close the Code pane, or change its language (remembered).
    pub fn set_code_pane(&mut self, pane: CodePane) {
        if pane != self.code_pane() {
            self.settings.code_open = pane.open;
            self.settings.code_lang = pane.lang.key().to_string();
            self.save_settings();
        }
    }

    /// Recompute the unsaved-changes flags, unless a button is held (see [`Self::frame`]).
    fn update_dirty_unless_dragging(&mut self, ctx: &egui::Context) {
        if !ctx.input(|i| i.pointer.any_down()) {
            self.update_dirty();
        }
    }

    /// What runs whether or not the window is drawn (eframe calls `App::logic` also while the
    /// window is covered or minimised): autosave, and the check for files changed on disk.
    pub fn logic_tick(&mut self, ctx: &egui::Context) {
        // the window got the focus back: someone may have changed its files meanwhile
        let focused = ctx.input(|i| i.raw.focused);
        if focused && !std::mem::replace(&mut self.focused, focused) {
            self.check_files_on_disk();
        }
        self.focused = focused;
        self.update_dirty_unless_dragging(ctx);
        self.autosave_tick(ctx);
        self.update_title(ctx);
    }

    /// Keep the side panel's width once the user has dragged it to a new one (on release).
    /// Only a drag changes it: the panel's contents cannot (see [`crate::ui::framework::tab`]).
    fn remember_side_width(&mut self, ctx: &egui::Context, kind: GameKind, key: String) {
        let Some(width) = self
            .layout
            .iter()
            .find(|r| r.name == "side")
            .map(|r| r.rect.width().round())
        else {
            return;
        };
        let previous = self.side_width_seen.replace((kind, width));
        let pressed = ctx.input(|i| i.pointer.any_down());
        if pressed {
            if previous.is_some_and(|(k, w)| k == kind && w != width) {
                self.dragged_side = true;
            }
            return;
        }
        if std::mem::take(&mut self.dragged_side)
            && self.settings.side_widths.get(&key) != Some(&width)
        {
            self.settings.side_widths.insert(key, width);
            self.save_settings();
        }
    }
}

impl eframe::App for GamedpApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.logic_tick(ctx);
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let started = std::time::Instant::now();
        self.frame(ui);
        if std::env::var_os("GAMEDP_FRAMELOG").is_some() {
            // one line a frame: when it ended (Unix seconds), how long the app's part took, and
            // what asked egui for it
            let now = wall_clock();
            eprintln!(
                "gamedp: frame {now:.3} ui {:.2} ms {:?}",
                started.elapsed().as_secs_f64() * 1000.0,
                ui.ctx().repaint_causes()
            );
        }
    }

    fn raw_input_hook(&mut self, _ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        if self.screenshot.is_some() {
            // A picture for CI and the README: wherever the X pointer happens to be, nothing is
            // hovered (no tooltips or hover outlines in the picture).
            raw_input.events.retain(|e| {
                !matches!(
                    e,
                    egui::Event::PointerMoved(_)
                        | egui::Event::PointerButton { .. }
                        | egui::Event::MouseMoved(_)
                )
            });
            raw_input.events.push(egui::Event::PointerGone);
        }
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.settings.last_tab = self.active_tab().kind().name().to_string();
        self.save_settings();
        // A clean exit: the user has answered about unsaved work, nothing to recover.
        self.autosave.clear_all();
    }
}

pub use crate::debug::{log_debug, wall_clock};

/// Run the app in a window (blocks until it closes). Returns the process exit code.
pub fn run(options: AppOptions) -> i32 {
    let screenshot_result = Arc::new(Mutex::new(None));
    let screenshot_mode = options.screenshot.is_some();
    let size = options.size.unwrap_or(DEFAULT_WINDOW_SIZE);
    let options = AppOptions {
        screenshot_result: Some(screenshot_result.clone()),
        ..options
    };
    let native = eframe::NativeOptions {
        renderer: eframe::Renderer::Glow,
        viewport: egui::ViewportBuilder::default()
            .with_title("gamedp")
            .with_inner_size(size)
            .with_min_inner_size([
                crate::cli::MIN_WINDOW.width as f32,
                crate::cli::MIN_WINDOW.height as f32,
            ])
            .with_drag_and_drop(true),
        ..Default::default()
    };
    let result = eframe::run_native(
        "gamedp",
        native,
        Box::new(move |cc| Ok(Box::new(GamedpApp::new(&cc.egui_ctx, options)))),
    );
    if let Err(e) = result {
        eprintln!("gamedp: error: cannot open a window: {e}");
        return 1;
    }
    if screenshot_mode {
        let outcome = screenshot_result.lock().ok().and_then(|mut r| r.take());
        match outcome {
            Some(Ok(())) => 0,
            Some(Err(e)) => {
                eprintln!("gamedp: error: {e}");
                1
            }
            None => {
                eprintln!("gamedp: error: the window closed before the screenshot was taken");
                1
            }
        }
    } else {
        0
    }
}

/// A text of [`GamedpApp::exam_guard`] in both languages: `{tabs}` the games whose quiz is
/// scored, `{lab}` the closed tab.
fn exam_guard_text(
    text: fn() -> &'static str,
    scored: &[GameKind],
    lab: GameKind,
) -> crate::i18n::Both {
    crate::i18n::Both::new(|| {
        let names: Vec<&str> = scored.iter().map(|k| k.tab_label()).collect();
        crate::i18n::fill(
            text(),
            &[
                ("tabs", &crate::i18n::exam::all_of(&names)),
                ("lab", &lab.tab_label()),
            ],
        )
    })
}
