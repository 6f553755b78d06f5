//! The lesson player in the window: Help › Lessons (the list, "continue at step k"), the lesson
//! bar (the step's text, step k of n, Back / Next / Leave, the arrow keys) and applying a step to
//! the tabs. What a step means and where the student is live in [`crate::lessons`]; this file
//! draws and carries it out.
//!
//! # The student's own work
//!
//! A step loads its scenario into its tab as an import the user can undo (Ctrl+Z brings back
//! what the tab held). Besides, whenever a step is about to replace what a tab holds and that is
//! not what a lesson put there (the student's own work, or the lesson's example edited or
//! replaced by a file since), the tab's document (its scenario, file and whether it had unsaved
//! changes) is set aside first, by the rules of [`crate::lessons::Shelf`]: unsaved work is never
//! replaced, so a tab may have several copies. The lesson's example shows as an untitled
//! scenario (so Save never writes it over the student's file); the tab and the window title keep
//! their "●" while unsaved work of the tab is set aside; the lesson bar says what is set aside
//! and offers it back (also after Leave, while it is unsaved). Bringing work back leaves the
//! lesson (the place to continue is kept), is itself undoable, and sets aside what the tab held
//! if that was the student's. Closing the window brings set-aside work back first, so the
//! unsaved-changes question covers it; with several unsaved copies of one tab the window stays
//! open and Help › Lessons shows them. Each unsaved copy set aside is an autosave entry of its
//! own (see [`super::autosave`]), so a crash loses none of them.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use std::path::PathBuf;

use egui::{Key, Modifiers, RichText, Ui};

use super::{GamedpApp, Modal};
use crate::games::GameKind;
use crate::i18n::{fill, language};
use crate::lessons::{Lesson, Move, Player, Shelf, Step};
use crate::scenario::Scenario;
use crate::ui::framework::TabCommand;

/// A tab's own work, set aside while a lesson shows its examples there (its game and whether
/// it is unsaved are kept by the shelf).
#[derive(Debug, Clone)]
struct SetAside {
    scenario: Scenario,
    path: Option<PathBuf>,
    /// Names the copy's autosave entry.
    id: u64,
}

/// A new id for a set-aside copy (unique in this process).
fn next_id() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

/// The lessons, the player and the work set aside.
pub struct LessonRun {
    lessons: Vec<Lesson>,
    /// Why the lessons could not be loaded (a broken build; the tests load them).
    error: Option<String>,
    pub player: Player,
    /// The student's work set aside, and what the lessons put into each tab (the scenario as
    /// JSON).
    shelf: Shelf<SetAside, serde_json::Value>,
    /// The bar shown after Leave was closed with its ✕.
    bar_hidden: bool,
    /// The tabs whose Quiz mode a lesson step turned off (a step shows the answers it
    /// explains); Quiz mode comes back on in them when the lesson is left or finished.
    quiz_off: Vec<GameKind>,
    /// A lesson was finished (Finish, or Try an exercise): the bar offers the work still set
    /// aside (saved or not) until it is brought back, forgotten or the bar is closed.
    after_finish: bool,
    /// The exercise last loaded by New exercise / Try an exercise, in its tab: the student's
    /// work (a lesson sets it aside like any edit), though it is untitled and counts as saved.
    exercise: Option<(GameKind, serde_json::Value)>,
    /// While the active tab's Quiz mode is on after a lesson: that tab, and whether the bar
    /// after the lesson was shown when the quiz began there. The bar keeps that state until the
    /// quiz ends or another tab is shown: a bar appearing mid-quiz (New exercise set the
    /// student's row aside) moved the answer box under the pointer (s1 stop 44b).
    quiz_bar: Option<(usize, bool)>,
}

impl LessonRun {
    /// The bundled lessons, no lesson open.
    pub fn new() -> Self {
        let (lessons, error) = match crate::lessons::all() {
            Ok(l) => (l, None),
            Err(e) => (Vec::new(), Some(e.to_string())),
        };
        LessonRun {
            lessons,
            error,
            player: Player::new(),
            shelf: Shelf::new(),
            bar_hidden: false,
            quiz_off: Vec::new(),
            after_finish: false,
            exercise: None,
            quiz_bar: None,
        }
    }

    /// Every lesson, in menu order.
    pub fn lessons(&self) -> &[Lesson] {
        &self.lessons
    }

    /// The games whose own work is set aside now (each once).
    pub fn set_aside_games(&self) -> Vec<GameKind> {
        self.shelf.games()
    }

    /// The set-aside copies of `game`'s work, oldest first: (scenario as JSON, unsaved).
    pub fn set_aside_copies(&self, game: GameKind) -> Vec<(serde_json::Value, bool)> {
        self.shelf
            .kept()
            .iter()
            .filter(|k| k.game == game)
            .map(|k| (k.work.scenario.to_value(), k.unsaved))
            .collect()
    }

    /// The ids of the unsaved set-aside copies (each is its own autosave entry).
    pub fn unsaved_copies(&self) -> Vec<u64> {
        self.shelf
            .kept()
            .iter()
            .filter(|k| k.unsaved)
            .map(|k| k.work.id)
            .collect()
    }

    /// One set-aside copy: its scenario and file.
    pub fn copy(&self, id: u64) -> Option<(Scenario, Option<PathBuf>)> {
        self.shelf
            .kept()
            .iter()
            .find(|k| k.work.id == id)
            .map(|k| (k.work.scenario.clone(), k.work.path.clone()))
    }

    /// Set recovered unsaved work aside beside what its tab holds (after a crash, several
    /// copies of one tab's work came back); the bar offers it back.
    pub fn set_aside_recovered(
        &mut self,
        game: GameKind,
        scenario: Scenario,
        path: Option<PathBuf>,
    ) {
        let work = SetAside {
            scenario,
            path,
            id: next_id(),
        };
        self.shelf.put(game, work, true);
    }

    /// True while unsaved work of `game`'s tab is set aside (the tab keeps its "●").
    pub fn unsaved_aside(&self, game: GameKind) -> bool {
        self.shelf.has_unsaved(game)
    }
}

impl Default for LessonRun {
    fn default() -> Self {
        Self::new()
    }
}

/// The step `step` of `lesson` as the tab gets it: the view is the last one the lesson named at
/// or before this step on the same tab (so Back shows the view the step was written for).
fn effective_step(lesson: &Lesson, step: usize) -> Step {
    let mut s = lesson.steps[step].clone();
    if s.view.is_none() {
        s.view = lesson.steps[..step]
            .iter()
            .rev()
            .take_while(|p| p.game == s.game)
            .find_map(|p| p.view.clone());
    }
    s
}

impl GamedpApp {
    /// Open lesson `lesson` (an index into Help › Lessons) at step `step` (from 0).
    pub fn start_lesson(&mut self, lesson: usize, step: usize) {
        let mv = self.lesson.player.start(&self.lesson.lessons, lesson, step);
        self.lesson_move(mv);
    }

    /// Continue the lesson where the student left it (kept in the settings).
    pub fn continue_lesson(&mut self) {
        let Some(progress) = self.settings.lesson.clone() else {
            return;
        };
        let mv = self.lesson.player.resume(&self.lesson.lessons, &progress);
        self.lesson_move(mv);
    }

    /// Next step (Next on the last step finishes the lesson).
    pub fn lesson_next(&mut self) {
        let mv = self.lesson.player.next(&self.lesson.lessons);
        self.lesson_move(mv);
    }

    /// Previous step.
    pub fn lesson_back(&mut self) {
        let mv = self.lesson.player.back();
        self.lesson_move(mv);
    }

    /// Close the lesson bar; the tabs keep what the step shows.
    pub fn lesson_leave(&mut self) {
        let mv = self.lesson.player.leave();
        self.lesson_move(mv);
    }

    /// The step shown now, while a lesson is open.
    pub fn lesson_step(&self) -> Option<&Step> {
        self.lesson.player.step(&self.lesson.lessons)
    }

    fn lesson_move(&mut self, mv: Move) {
        match mv {
            Move::Show { lesson, step } => {
                self.show_lesson_step(lesson, step);
                self.lesson.bar_hidden = false;
                self.lesson.after_finish = false;
            }
            // (the student's work comes back: after Leave the tab showed the lesson's example,
            // and only "Bring my work back", pressed before leaving, restored it)
            Move::Left => {
                self.give_quiz_back();
                self.give_work_back(false);
            }
            Move::Finished => {
                self.give_quiz_back();
                self.give_work_back(true);
                self.lesson.after_finish = true;
                self.lesson.bar_hidden = false;
            }
            Move::Stay => {}
        }
        let progress = self.lesson.player.progress(&self.lesson.lessons);
        if progress != self.settings.lesson {
            self.settings.lesson = progress;
            self.save_settings();
        }
    }

    /// Load a quiz's new exercise into its tab as a lesson's example is loaded: an import
    /// Ctrl+Z undoes, the student's own work set aside first (offered back by the lesson bar
    /// while it is unsaved), the exercise untitled so Save never writes it over a file.
    pub fn load_exercise(&mut self, game: crate::scenario::Game) {
        let kind = game.kind();
        let Some(t) = self.tab_index(kind) else {
            return;
        };
        self.docs[t].update_dirty(self.tabs[t].as_ref());
        let doc = &self.docs[t];
        let scenario = doc.scenario(self.tabs[t].as_ref());
        let own = !self.lesson.shelf.is_lessons(kind, &scenario.to_value());
        let work = own.then(|| {
            let work = SetAside {
                scenario,
                path: doc.path.clone(),
                id: next_id(),
            };
            (work, doc.is_dirty())
        });
        let before = self.tabs[t].status().revision;
        self.tabs[t].command(TabCommand::Import(game.clone()));
        if self.tabs[t].status().revision == before {
            return;
        }
        self.tabs[t].exercise_loaded();
        if let Some((work, unsaved)) = work {
            self.lesson.shelf.put(kind, work, unsaved);
        }
        let note = self.tabs[t].exercise_note(&game).unwrap_or_else(|| {
            crate::i18n::Both::new(|| crate::i18n::quiz::tr().exercise_loaded.to_string())
        });
        let mut scenario = Scenario::new(game);
        // titled in both languages, shown in the interface's (s1 stop 43: "练习" stayed after
        // a switch to English)
        let now = crate::i18n::language();
        let title_in = |lang: crate::i18n::Language| {
            crate::i18n::set_language(lang);
            crate::i18n::quiz::tr().exercise_title.to_string()
        };
        let (en, zh) = (
            title_in(crate::i18n::Language::English),
            title_in(crate::i18n::Language::Chinese),
        );
        crate::i18n::set_language(now);
        scenario.title = Some(en);
        scenario.extra.insert(
            "translations".to_string(),
            serde_json::json!({ "zh": { "title": zh } }),
        );
        self.docs[t].load(&scenario, None);
        let value = self.docs[t].scenario(self.tabs[t].as_ref()).to_value();
        self.docs[t].mark_saved(value.clone());
        self.lesson.shelf.placed(kind, value.clone());
        self.lesson.exercise = Some((kind, value));
        self.update_dirty();
        // a line of its own: the one before may have said the last scenario's answers were seen
        self.set_status(crate::ui::framework::StatusMessage::Info(note));
        let revision = self.tabs[t].status().revision;
        self.exercise_status = Some((t, revision, self.tabs[t].quiz_progress()));
    }

    /// "Try an exercise" on a lesson's last step: the lesson finishes (Quiz mode given back
    /// where it turned it off), then `game`'s tab turns Quiz mode on and loads a New exercise,
    /// as the quiz's button does.
    pub fn lesson_exercise(&mut self, game: GameKind) {
        self.lesson_next();
        let Some(t) = self.tab_index(game) else {
            return;
        };
        self.active = t;
        self.tabs[t].set_quiz(true);
        if let Some(exercise) = self.tabs[t].new_exercise() {
            self.load_exercise(exercise);
        }
    }

    /// A lesson finished (`finished`) or was left: every tab that still shows a lesson's
    /// example gets back the newest copy of the student's work set aside for it (an import Undo
    /// takes back, as Bring my work back is). A tab edited since keeps what it holds; its
    /// copies stay offered by the bar.
    fn give_work_back(&mut self, finished: bool) {
        let mut back = Vec::new();
        for game in self.lesson.shelf.games() {
            let Some(t) = self.tab_index(game) else {
                continue;
            };
            self.docs[t].update_dirty(self.tabs[t].as_ref());
            let now = self.docs[t].scenario(self.tabs[t].as_ref()).to_value();
            if self.lesson.shelf.is_lessons(game, &now) {
                self.bring_back_one(game);
                back.push(game);
            }
        }
        self.update_dirty();
        if !back.is_empty() {
            self.set_status(crate::ui::framework::StatusMessage::Info(
                crate::i18n::Both::new(|| {
                    let t = crate::i18n::lessons::tr();
                    let tabs = back
                        .iter()
                        .map(|g| g.tab_label())
                        .collect::<Vec<_>>()
                        .join(t.list_separator);
                    let text = if finished {
                        t.restored
                    } else {
                        t.restored_left
                    };
                    fill(text, &[("tabs", &tabs)])
                }),
            ));
        }
    }

    /// Turn Quiz mode back on in the tabs a lesson turned it off in.
    fn give_quiz_back(&mut self) {
        for game in std::mem::take(&mut self.lesson.quiz_off) {
            if let Some(t) = self.tab_index(game) {
                self.tabs[t].set_quiz(true);
            }
        }
    }

    fn show_lesson_step(&mut self, lesson: usize, step: usize) {
        let Some(l) = self.lesson.lessons.get(lesson) else {
            return;
        };
        let step = effective_step(l, step);
        let Some(t) = self.tab_index(step.game) else {
            return;
        };
        // what the tab holds now: the lesson's own example, or the student's (kept if replaced)
        self.docs[t].update_dirty(self.tabs[t].as_ref());
        let doc = &self.docs[t];
        let scenario = doc.scenario(self.tabs[t].as_ref());
        // nothing to keep: the lesson's own example, or a tab never edited and never saved
        // (the example it opened with; "your work is set aside" said so when there was none)
        let untouched = doc.path.is_none() && !doc.is_dirty();
        let now = scenario.to_value();
        // an exercise is the student's, though untitled and saved ("Try an exercise", then the
        // next lesson: Finish left the lesson's example where the exercise had been)
        let exercise = self
            .lesson
            .exercise
            .as_ref()
            .is_some_and(|(g, v)| *g == step.game && *v == now);
        let own = exercise || (!untouched && !self.lesson.shelf.is_lessons(step.game, &now));
        let work = own.then(|| {
            let work = SetAside {
                scenario,
                path: doc.path.clone(),
                id: next_id(),
            };
            (work, doc.is_dirty())
        });
        // a step shows the answers it explains: Quiz mode is off for it, and given back later
        if self.tabs[t].quiz_on() {
            self.tabs[t].set_quiz(false);
            if !self.lesson.quiz_off.contains(&step.game) {
                self.lesson.quiz_off.push(step.game);
            }
        }
        let before = self.tabs[t].status().revision;
        self.tabs[t].show_lesson_step(&step);
        // the tab held the step's example already (the tab's own, untitled): the example did
        // not change, but its title is the lesson's (lessons 5 and 6 showed the title field's
        // placeholder)
        let untitled = !own && self.docs[t].title.is_empty();
        if self.tabs[t].status().revision != before || untitled {
            if let Some((work, unsaved)) = work {
                self.lesson.shelf.put(step.game, work, unsaved);
            }
            // the status line spoke of what the tab held before ("Opened …")
            self.status = None;
            if let Ok(scenario) = Scenario::from_value(step.scenario_in(crate::i18n::language())) {
                // the lesson's example, untitled: Save asks where rather than overwrite a file
                self.docs[t].load(&scenario, None);
                let value = self.docs[t].scenario(self.tabs[t].as_ref()).to_value();
                self.docs[t].mark_saved(value.clone());
                self.lesson.shelf.placed(step.game, value);
            }
        }
        if self.active != t {
            self.active = t;
            self.status = None;
        }
    }

    /// Put the newest set-aside work of `game` back into its tab (of every tab with `None`).
    /// A running lesson is left (the place to continue is kept): the screen no longer shows
    /// its step.
    pub fn bring_back_work(&mut self, game: Option<GameKind>) {
        let games = match game {
            Some(g) => vec![g],
            None => self.lesson.shelf.games(),
        };
        for g in games {
            self.bring_back_one(g);
        }
        if self.lesson.player.is_active() {
            self.lesson_leave();
        }
        self.update_dirty();
    }

    fn bring_back_one(&mut self, game: GameKind) {
        let Some(t) = self.tab_index(game) else {
            return;
        };
        let Some(kept) = self.lesson.shelf.take_newest(game) else {
            return;
        };
        // what the tab holds now goes aside too unless the lesson put it there (or it is the
        // same work): bringing work back replaces nothing of the student's either
        self.docs[t].update_dirty(self.tabs[t].as_ref());
        let doc = &self.docs[t];
        let now = doc.scenario(self.tabs[t].as_ref());
        let value = now.to_value();
        let swap = !self.lesson.shelf.is_lessons(game, &value)
            && value != kept.work.scenario.to_value()
            && doc.is_dirty();
        let current = swap.then(|| {
            let work = SetAside {
                scenario: now,
                path: doc.path.clone(),
                id: next_id(),
            };
            (work, doc.is_dirty())
        });
        // an edit the user can undo (Undo shows what the tab held)
        self.tabs[t].command(TabCommand::Import(kept.work.scenario.game.clone()));
        self.docs[t].load(&kept.work.scenario, kept.work.path);
        if kept.unsaved {
            self.docs[t].mark_unsaved();
        } else {
            let value = self.docs[t].scenario(self.tabs[t].as_ref()).to_value();
            self.docs[t].mark_saved(value);
        }
        self.lesson.shelf.unplace(game);
        if let Some((work, unsaved)) = current {
            self.lesson.shelf.put(game, work, unsaved);
        }
    }

    /// Drop the set-aside work (the student chose to).
    pub fn forget_set_aside_work(&mut self) {
        self.lesson.shelf.clear();
    }

    /// Before the window closes: set-aside work with unsaved changes goes back into its tab,
    /// so that the unsaved-changes question asks about it. With several unsaved copies of one
    /// tab (only one fits in the tab) the window stays open and Help › Lessons shows the work.
    pub(super) fn lesson_before_close(&mut self, ctx: &egui::Context) {
        if !ctx.input(|i| i.viewport().close_requested())
            || self.allow_close
            || !self.lesson.shelf.any_unsaved()
        {
            return;
        }
        if self.lesson.shelf.unsaved_beyond_newest() > 0 {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            self.set_status(crate::ui::framework::StatusMessage::Error(
                crate::i18n::Both::new(|| crate::i18n::lessons::tr().close_several.to_string()),
            ));
            self.modal = Some(Modal::Lessons);
            return;
        }
        self.bring_back_work(None);
    }

    /// Page Up and Page Down go back and forward while a lesson is open and no text field has
    /// the keyboard. (Not the arrow keys: the views' texts say "press ▶ or →" for their own
    /// steppers, and arrows move a text cursor.)
    pub(super) fn lesson_keys(&mut self, ctx: &egui::Context) {
        if !self.lesson.player.is_active() || self.modal.is_some() || ctx.text_edit_focused() {
            return;
        }
        let (back, next) = ctx.input_mut(|i| {
            (
                i.consume_key(Modifiers::NONE, Key::PageUp),
                i.consume_key(Modifiers::NONE, Key::PageDown),
            )
        });
        if back {
            self.lesson_back();
        } else if next {
            self.lesson_next();
        }
    }

    /// The lesson bar: the step while a lesson is open; after Leave, while unsaved work is set
    /// aside, a line at the bottom offering to continue or bring the work back. A running
    /// lesson stands in a column on the right of a window wide enough for it
    /// ([`lesson_beside`]), drawn after the tab bar (`after_tabs`), so the view keeps the
    /// window's height (issue 24: at a projector a band at the bottom squeezed the DP table to
    /// a strip with no numbers); in a narrower window it is a band at the bottom, drawn before.
    pub(super) fn lesson_bar(&mut self, ui: &mut Ui, after_tabs: bool) {
        let active = self.lesson.player.is_active();
        // after Leave, the lesson to continue; the work set aside only on its own tab (on
        // every tab for the whole session it was noise, a student's trial at stop 40)
        let offer = !active
            && !self.lesson.bar_hidden
            && (self.left_line_offered() || self.aside_here().is_some());
        // mid-quiz the bar does not appear: it would take its height from the quiz under the
        // pointer (it may still go, by its own buttons)
        let quiz_here = self.tabs.get(self.active).is_some_and(|t| t.quiz_on());
        let offer = match self.lesson.quiz_bar {
            _ if active || !quiz_here => {
                self.lesson.quiz_bar = None;
                offer
            }
            Some((tab, shown)) if tab == self.active => offer && shown,
            _ => {
                self.lesson.quiz_bar = Some((self.active, offer));
                offer
            }
        };
        if !active && !offer {
            return;
        }
        let screen = ui.ctx().content_rect();
        let beside = active && lesson_beside(screen.width(), self.settings.presentation);
        if beside != after_tabs {
            return;
        }
        if beside {
            let width = lesson_column_width(screen.width(), self.settings.presentation);
            let bar = egui::Panel::right("lesson_column")
                .resizable(false)
                .exact_size(width)
                .show(ui, |ui| {
                    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                    // "Step 3 of 6" and "↓ more below" read from the back row too
                    crate::ui::kit::theme::plain_secondary(ui);
                    self.lesson_column_ui(ui);
                });
            crate::ui::kit::layout::record(ui.ctx(), "", "lesson_bar", bar.response.rect);
            return;
        }
        // the text scrolls beyond a sixth of the window (a ninth with presentation mode's large
        // text on a small screen): the workspace keeps most of it
        let height = screen.height();
        let share = if self.settings.presentation && height < 900.0 {
            0.11
        } else {
            0.17
        };
        let max = (height * share).max(60.0);
        let bar = egui::Panel::bottom("lesson_bar")
            .resizable(false)
            .show(ui, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                crate::ui::kit::theme::plain_secondary(ui);
                if active {
                    self.lesson_step_ui(ui, max);
                } else {
                    self.lesson_left_ui(ui);
                }
            });
        crate::ui::kit::layout::record(ui.ctx(), "", "lesson_bar", bar.response.rect);
    }

    /// What the buttons of the running lesson's step were pressed.
    fn lesson_buttons(&mut self, ui: &mut Ui, pressed: &mut StepButtons, offers_exercise: bool) {
        let t = crate::i18n::lessons::tr();
        let Some((l, s)) = self.lesson.player.at() else {
            return;
        };
        let n = self.lesson.lessons.get(l).map_or(1, |l| l.steps.len());
        pressed.back = ui
            .add_enabled(s > 0, egui::Button::new(t.back))
            .on_hover_text(t.keys_tip)
            .clicked();
        let label = if s + 1 < n { t.next } else { t.finish };
        // Next and Finish one width, and Try an exercise after Leave: Leave stays where it was
        // on the last step (the exercise button took its place; a teacher clicking the usual
        // spot started a quiz)
        let font = egui::TextStyle::Button.resolve(ui.style());
        let text_width = |s: &str| {
            ui.fonts_mut(|f| {
                f.layout_no_wrap(s.to_owned(), font.clone(), egui::Color32::PLACEHOLDER)
                    .size()
                    .x
            })
        };
        let width =
            text_width(t.next).max(text_width(t.finish)) + 2.0 * ui.spacing().button_padding.x;
        pressed.next = ui
            .add(egui::Button::new(label).min_size(egui::vec2(width, 0.0)))
            .on_hover_text(t.keys_tip)
            .clicked();
        pressed.leave = ui.button(t.leave).on_hover_text(t.leave_tip).clicked();
        if offers_exercise {
            pressed.exercise = ui
                .button(RichText::new(t.try_exercise).strong())
                .on_hover_text(t.try_exercise_tip)
                .clicked();
        }
    }

    /// Carry out what the step's buttons asked for.
    fn lesson_pressed(&mut self, pressed: StepButtons, last_game: GameKind) {
        if pressed.back {
            self.lesson_back();
        } else if pressed.exercise {
            self.lesson_exercise(last_game);
        } else if pressed.next {
            self.lesson_next();
        } else if pressed.leave {
            self.lesson_leave();
        }
    }

    /// The running lesson in the column on the right: its title and step, the buttons, what is
    /// set aside, then the text in the rest of the column's height (scrolling beyond, "↓ more
    /// below" saying so).
    fn lesson_column_ui(&mut self, ui: &mut Ui) {
        let t = crate::i18n::lessons::tr();
        let lang = language();
        let Some((l, s)) = self.lesson.player.at() else {
            return;
        };
        let Some(lesson) = self.lesson.lessons.get(l) else {
            return;
        };
        let n = lesson.steps.len();
        let title = lesson.title.get(lang).to_string();
        let text = lesson.steps[s].text.get(lang).trim().to_string();
        let last_game = lesson.steps[n - 1].game;
        let offers_exercise = s + 1 == n
            && self
                .tab_index(last_game)
                .is_some_and(|t| self.tabs[t].has_exercises());
        let mut pressed = StepButtons::default();
        ui.add_space(4.0);
        ui.scope(|ui| {
            ui.style_mut().override_text_style = None;
            let shown = crate::ui::kit::cjk_wrap::wrapped(ui, &title);
            ui.add(egui::Label::new(RichText::new(shown).strong()).wrap());
        });
        ui.label_cjk(RichText::new(fill(t.step_of, &[("k", &(s + 1)), ("n", &n)])).weak());
        ui.horizontal_wrapped(|ui| self.lesson_buttons(ui, &mut pressed, offers_exercise));
        self.set_aside_ui(ui, true);
        ui.separator();
        let cue_height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
        let room = (ui.available_height() - cue_height).max(60.0);
        // (ending on a whole line above "↓ more below": issue 24)
        let scroll = egui::ScrollArea::vertical()
            .id_salt(("lesson_text", l, s))
            .max_height(room)
            .auto_shrink([false, true]);
        let out = crate::ui::kit::whole_rows::show(scroll, ui, |ui| {
            // broken for the width left beside a scroll bar, which appears once the text
            // is taller than the column (else egui broke a row between two Hanzi)
            // (less a character's width: egui's own wrap in the column is a little
            // narrower than the width the label is given)
            let font = egui::TextStyle::Body.resolve(ui.style());
            let width = (ui.available_width() - ui.spacing().scroll.allocated_width() - font.size)
                .max(100.0);
            let kept = crate::ui::kit::cjk_wrap::keep_formulas(&text);
            let shown = crate::ui::kit::cjk_wrap::wrap_for(ui, &kept, &font, width);
            let response = ui.add(egui::Label::new(shown).wrap());
            crate::ui::kit::cjk_wrap::said_as(ui, &response, &text);
        });
        more_below_cue(ui, &out);
        self.lesson_pressed(pressed, last_game);
    }

    /// The running lesson in the band at the bottom: its text in a box as tall as the lesson's
    /// longest step (up to `max`, scrolling beyond, "↓ more below" saying so), what is set
    /// aside, and the buttons in one row after the step's number (the lesson's title on hover:
    /// beside them it wrapped the row at 1024 wide), so that neither the bar's height nor Next
    /// moves from step to step.
    fn lesson_step_ui(&mut self, ui: &mut Ui, max: f32) {
        let t = crate::i18n::lessons::tr();
        let lang = language();
        let Some((l, s)) = self.lesson.player.at() else {
            return;
        };
        let Some(lesson) = self.lesson.lessons.get(l) else {
            return;
        };
        let n = lesson.steps.len();
        let title = lesson.title.get(lang).to_string();
        let text = lesson.steps[s].text.get(lang).trim().to_string();
        let box_height = text_box_height(ui, lesson, max);
        let mut pressed = StepButtons::default();
        // the last step offers an exercise on its game (Quiz mode on, a New exercise loaded)
        let last_game = lesson.steps[n - 1].game;
        let offers_exercise = s + 1 == n
            && self
                .tab_index(last_game)
                .is_some_and(|t| self.tabs[t].has_exercises());
        ui.add_space(2.0);
        let scroll = egui::ScrollArea::vertical()
            .id_salt(("lesson_text", l, s))
            .min_scrolled_height(box_height)
            .max_height(box_height)
            .auto_shrink([false, false]);
        let out = crate::ui::kit::whole_rows::show(scroll, ui, |ui| {
            // Chinese lines end where a word does ("原⏎地不动", "(0,⏎4)" at a projector)
            crate::ui::kit::cjk_wrap::label(ui, &text);
        });
        self.set_aside_ui(ui, true);
        ui.horizontal_wrapped(|ui| {
            ui.label_cjk(RichText::new(fill(t.step_of, &[("k", &(s + 1)), ("n", &n)])).weak())
                .on_hover_text(&title);
            ui.separator();
            self.lesson_buttons(ui, &mut pressed, offers_exercise);
            more_below_cue(ui, &out);
        });
        ui.add_space(2.0);
        self.lesson_pressed(pressed, last_game);
    }

    /// After Leave (or Finish) the bar's line "You left … at step k": while work is set aside
    /// that is unsaved, or any after Finish.
    fn left_line_offered(&self) -> bool {
        self.lesson.player.at().is_some()
            && (self.lesson.shelf.any_unsaved()
                || (self.lesson.after_finish && !self.lesson.shelf.is_empty()))
    }

    /// The active tab's game when its own work is set aside and offered back by the bar
    /// (unsaved, or any after Finish).
    fn aside_here(&self) -> Option<GameKind> {
        let game = self.tabs.get(self.active)?.kind();
        let shelf = &self.lesson.shelf;
        (shelf.count(game) > 0 && (shelf.has_unsaved(game) || self.lesson.after_finish))
            .then_some(game)
    }

    /// The bar after a lesson, one row: "You left … at step k" with Continue, the active tab's
    /// work set aside with Bring back and Forget, and ✕ (hides the bar).
    fn lesson_left_ui(&mut self, ui: &mut Ui) {
        let t = crate::i18n::lessons::tr();
        let mut resume = false;
        let (mut back, mut forget) = (false, false);
        let here = self.aside_here();
        ui.horizontal_wrapped(|ui| {
            if self.left_line_offered()
                && let Some((l, s)) = self.lesson.player.at()
                && let Some(lesson) = self.lesson.lessons.get(l)
            {
                let title = lesson.title.get(language());
                ui.label_cjk(fill(t.left, &[("title", &title), ("k", &(s + 1))]));
                resume = ui.button(t.resume).clicked();
            }
            if let Some(game) = here {
                let tab = self.aside_name(game);
                ui.label_cjk(RichText::new(fill(t.set_aside_after, &[("tabs", &tab)])).small());
                back = ui
                    .small_button(t.bring_back)
                    .on_hover_text(t.bring_back_tip)
                    .clicked();
                forget = ui
                    .small_button(t.forget)
                    .on_hover_text(t.forget_tip)
                    .clicked();
            }
            if ui.small_button("✕").on_hover_text(t.dismiss_tip).clicked() {
                self.lesson.bar_hidden = true;
            }
        });
        if let Some(game) = here {
            if back {
                self.bring_back_work(Some(game));
            } else if forget {
                self.lesson.shelf.forget(game);
            }
        }
        if resume {
            self.continue_lesson();
        }
    }

    /// The tab of `game` as the set-aside line names it ("Stone game (unsaved)").
    fn aside_name(&self, game: GameKind) -> String {
        let t = crate::i18n::lessons::tr();
        let tab = game.tab_label();
        match (
            self.lesson.shelf.has_unsaved(game),
            self.lesson.shelf.count(game),
        ) {
            (true, 1) => fill(t.unsaved_mark, &[("tab", &tab)]),
            (true, n) => fill(t.unsaved_copies, &[("tab", &tab), ("n", &n)]),
            (false, _) => tab.to_string(),
        }
    }

    /// "Your own work in … is set aside", with Bring back and Forget: whenever work is set
    /// aside during a lesson and in Help › Lessons (`always`), after Leave while unsaved work
    /// is set aside (work saved in its file or never edited is then only offered in Help ›
    /// Lessons).
    fn set_aside_ui(&mut self, ui: &mut Ui, always: bool) {
        if self.lesson.shelf.is_empty() || (!always && !self.lesson.shelf.any_unsaved()) {
            return;
        }
        let t = crate::i18n::lessons::tr();
        let tabs = self
            .lesson
            .shelf
            .games()
            .into_iter()
            .map(|g| self.aside_name(g))
            .collect::<Vec<_>>()
            .join(t.list_separator);
        let (mut back, mut forget) = (false, false);
        ui.horizontal_wrapped(|ui| {
            // while a lesson runs its examples replace the work; otherwise it is simply still
            // aside (Help › Lessons, after Leave or Finish)
            let text = if self.lesson.player.is_active() {
                t.set_aside
            } else {
                t.set_aside_after
            };
            ui.label_cjk(RichText::new(fill(text, &[("tabs", &tabs)])).small());
            back = ui
                .small_button(t.bring_back)
                .on_hover_text(t.bring_back_tip)
                .clicked();
            forget = ui
                .small_button(t.forget)
                .on_hover_text(t.forget_tip)
                .clicked();
        });
        if back {
            self.bring_back_work(None);
        } else if forget {
            self.forget_set_aside_work();
        }
    }

    /// Help › Lessons: every lesson with its step count, and "continue at step k".
    pub(super) fn lessons_list_ui(&mut self, ui: &mut Ui) {
        let t = crate::i18n::lessons::tr();
        // on a projector the step counts ("9 steps") read as the titles
        crate::ui::kit::theme::plain_secondary(ui);
        // the dialog as tall as what it holds, and never past the window's foot (at 1024 × 768
        // it filled the screen, Close below the edge): beyond, all but Close scrolls
        let screen = ui.ctx().content_rect().height();
        let top = lessons_top(screen);
        let close_h = ui.spacing().interact_size.y.max(
            egui::TextStyle::Button.resolve(ui.style()).size + 2.0 * ui.spacing().button_padding.y,
        );
        let room = (screen - top - close_h - 64.0).max(120.0);
        let mut chosen = None;
        let mut resume = false;
        egui::ScrollArea::vertical()
            .id_salt("lessons_dialog")
            .max_height(room)
            .show(ui, |ui| {
                self.lessons_list_body(ui, &mut chosen, &mut resume)
            });
        ui.add_space(6.0);
        if ui.button(t.close).clicked() {
            self.modal = None;
        }
        if let Some(k) = chosen {
            self.modal = None;
            self.start_lesson(k, 0);
        } else if resume {
            self.modal = None;
            self.continue_lesson();
        }
    }

    /// Help › Lessons but its Close button: the title, the intro, the list, Continue and the
    /// work set aside.
    fn lessons_list_body(&mut self, ui: &mut Ui, chosen: &mut Option<usize>, resume: &mut bool) {
        let t = crate::i18n::lessons::tr();
        let lang = language();
        ui.heading(t.title);
        if let Some(e) = &self.lesson.error {
            ui.colored_label_cjk(ui.visuals().error_fg_color, fill(t.none, &[("msg", e)]));
        }
        // (Chinese lines end where a word does: "离开课|程", "不会被|覆盖" at 1024 wide)
        crate::ui::kit::cjk_wrap::label(ui, t.intro);
        ui.add_space(6.0);
        // the list first: what comes and goes (continue, set-aside work) is below it, so the
        // Start buttons are where they were the last time (the dialog's top is fixed too)
        // a long title wraps in its column (Lesson 9's ran past the dialog's edge, cut, its
        // Start button with it): the number, the step count and Start keep their room
        let title_width = (ui.available_width() - 190.0).max(160.0);
        egui::Grid::new("lesson_list_grid")
            .num_columns(3)
            .striped(true)
            .show(ui, |ui| {
                for (k, lesson) in self.lesson.lessons.iter().enumerate() {
                    ui.label_cjk(format!("{}.", k + 1));
                    ui.scope(|ui| {
                        ui.set_max_width(title_width);
                        // ("先手必|胜" was broken mid-word)
                        crate::ui::kit::cjk_wrap::label(ui, lesson.title.get(lang));
                    });
                    ui.horizontal(|ui| {
                        ui.label_cjk(
                            RichText::new(fill(t.steps, &[("n", &lesson.steps.len())])).weak(),
                        );
                        if ui
                            .add(egui::Button::new(t.start))
                            .on_hover_text(lesson.title.get(lang))
                            .clicked()
                        {
                            *chosen = Some(k);
                        }
                    });
                    ui.end_row();
                }
            });
        if let Some(p) = &self.settings.lesson
            && let Some(lesson) = self.lesson.lessons.iter().find(|l| l.id == p.lesson)
        {
            let n = lesson.steps.len();
            let text = fill(
                t.continue_at,
                &[
                    ("title", &lesson.title.get(lang)),
                    ("k", &(p.step.min(n - 1) + 1)),
                    ("n", &n),
                ],
            );
            ui.add_space(6.0);
            *resume = ui.button(RichText::new(text).strong()).clicked();
        }
        if !self.lesson.shelf.is_empty() {
            ui.add_space(6.0);
            self.set_aside_ui(ui, true);
        }
    }

    /// Open Help › Lessons.
    pub fn open_lessons(&mut self) {
        self.modal = Some(Modal::Lessons);
    }
}

/// Where Help › Lessons has its top in a window `height` points high: fixed, not centred, so
/// that its Start buttons stay where they were when it opened last.
pub(super) fn lessons_top(height: f32) -> f32 {
    (height * 0.08).clamp(24.0, 80.0)
}

/// The height of the lesson text's box: the lesson's longest step laid out at the bar's width
/// (both languages' texts are measured in the current one's font), at most `max`.
fn text_box_height(ui: &Ui, lesson: &Lesson, max: f32) -> f32 {
    let width = (ui.available_width() - ui.spacing().scroll.allocated_width()).max(100.0);
    let font = egui::TextStyle::Body.resolve(ui.style());
    let color = ui.visuals().text_color();
    let lang = language();
    let tallest = lesson
        .steps
        .iter()
        .map(|step| {
            // (broken as the box breaks it: Chinese only where a word ends)
            let text = crate::ui::kit::cjk_wrap::keep_formulas(step.text.get(lang).trim());
            let text = crate::ui::kit::cjk_wrap::wrap_for(ui, &text, &font, width);
            ui.ctx()
                .fonts_mut(|f| f.layout(text, font.clone(), color, width))
                .size()
                .y
        })
        .fold(0.0, f32::max);
    tallest.min(max)
}

/// The buttons of a running lesson's step, as pressed this frame.
#[derive(Default)]
struct StepButtons {
    back: bool,
    next: bool,
    exercise: bool,
    leave: bool,
}

/// Whether a running lesson stands in a column on the right of a window `width` points wide
/// (else in a band at the bottom): where the view keeps room for itself beside it.
/// In presentation mode from 1000 points (1024 × 768 projectors): there the band took a third
/// of the height from views drawn in large text. With the ordinary text size the band is low
/// and the views need their width (some are over 950 points wide), so only from 1600 points.
pub fn lesson_beside(width: f32, presentation: bool) -> bool {
    width >= if presentation { 1000.0 } else { 1600.0 }
}

/// The lesson column's width in a window `width` points wide.
fn lesson_column_width(width: f32, presentation: bool) -> f32 {
    if presentation {
        (width * 0.3).clamp(300.0, 520.0)
    } else {
        (width * 0.26).clamp(260.0, 440.0)
    }
}

/// "↓ more below" (its tip says to scroll) when the lesson text's box has more below what it
/// shows.
fn more_below_cue(ui: &mut Ui, out: &egui::scroll_area::ScrollAreaOutput<()>) {
    let hidden = out.content_size.y - out.state.clamped_offset().y - out.inner_rect.height();
    if hidden > 1.0 {
        let t = crate::i18n::lessons::tr();
        ui.label_cjk(RichText::new(t.more_below).weak())
            .on_hover_text(t.more_below_tip);
    }
}
