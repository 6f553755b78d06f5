//! The lesson player in the window: Help › Lessons (the list, "continue at step k"), the lesson
//! bar (the step's text, step k of n, Back / Next / Leave, the arrow keys) and applying a step to
//! the tabs. What a step means and where the student is live in [`crate::lessons`]; this file
//! draws and carries it out.
//!
//! # The student's own work
//!
//! A step loads its scenario into its tab as an import the user can undo (Ctrl+Z brings back
//! what the tab held). Besides, the first time a lesson loads a scenario into a tab, the tab's
//! own document (its scenario, file and whether it had unsaved changes) is set aside here: the
//! lesson's example shows as an untitled scenario (so Save never writes it over the student's
//! file), and the lesson bar offers to bring the student's work back, also after Leave. Closing
//! the window brings set-aside work back first, so the unsaved-changes question covers it; the
//! autosave written before the lesson stays on disk until then.

use std::path::PathBuf;

use egui::{Key, Modifiers, RichText, Ui};

use super::{GamedpApp, Modal};
use crate::games::GameKind;
use crate::i18n::{fill, language};
use crate::lessons::{Lesson, Move, Player, Step};
use crate::scenario::Scenario;
use crate::ui::TabCommand;

/// A tab's own work, set aside while a lesson shows its examples there.
struct SetAside {
    game: GameKind,
    scenario: Scenario,
    path: Option<PathBuf>,
    /// It had unsaved changes.
    dirty: bool,
}

/// The lessons, the player and the work set aside.
pub struct LessonRun {
    lessons: Vec<Lesson>,
    /// Why the lessons could not be loaded (a broken build; the tests load them).
    error: Option<String>,
    pub player: Player,
    set_aside: Vec<SetAside>,
    /// The bar shown after Leave was closed with its ✕.
    bar_hidden: bool,
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
            set_aside: Vec::new(),
            bar_hidden: false,
        }
    }

    /// Every lesson, in menu order.
    pub fn lessons(&self) -> &[Lesson] {
        &self.lessons
    }

    /// The games whose own work is set aside now.
    pub fn set_aside_games(&self) -> Vec<GameKind> {
        self.set_aside.iter().map(|s| s.game).collect()
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
            }
            Move::Left | Move::Finished | Move::Stay => {}
        }
        let progress = self.lesson.player.progress(&self.lesson.lessons);
        if progress != self.settings.lesson {
            self.settings.lesson = progress;
            self.save_settings();
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
        if self.lesson.player.touch(step.game) {
            self.docs[t].update_dirty(self.tabs[t].as_ref());
            let doc = &self.docs[t];
            self.lesson.set_aside.push(SetAside {
                game: step.game,
                scenario: doc.scenario(self.tabs[t].as_ref()),
                path: doc.path.clone(),
                dirty: doc.is_dirty(),
            });
        }
        let before = self.tabs[t].status().revision;
        self.tabs[t].show_lesson_step(&step);
        if self.tabs[t].status().revision != before
            && let Ok(scenario) = Scenario::from_value(step.scenario.clone())
        {
            // the lesson's example, untitled: Save asks where rather than overwrite a file
            self.docs[t].load(&scenario, None);
            let value = self.docs[t].scenario(self.tabs[t].as_ref()).to_value();
            self.docs[t].mark_saved(value);
        }
        if self.active != t {
            self.active = t;
            self.status = None;
        }
    }

    /// Put the set-aside work of `game` back into its tab (or of every tab with `None`).
    pub fn bring_back_work(&mut self, game: Option<GameKind>) {
        let (back, keep): (Vec<_>, Vec<_>) = std::mem::take(&mut self.lesson.set_aside)
            .into_iter()
            .partition(|s| game.is_none_or(|g| g == s.game));
        self.lesson.set_aside = keep;
        for s in back {
            self.lesson.player.untouch(s.game);
            let Some(t) = self.tab_index(s.game) else {
                continue;
            };
            self.tabs[t].command(TabCommand::Load(s.scenario.game.clone()));
            self.docs[t].load(&s.scenario, s.path);
            if s.dirty {
                self.docs[t].mark_unsaved();
            } else {
                let value = self.docs[t].scenario(self.tabs[t].as_ref()).to_value();
                self.docs[t].mark_saved(value);
            }
        }
    }

    /// Drop the set-aside work (the student chose to).
    pub fn forget_set_aside_work(&mut self) {
        for s in std::mem::take(&mut self.lesson.set_aside) {
            self.lesson.player.untouch(s.game);
        }
    }

    /// Before the window closes: set-aside work with unsaved changes goes back into its tab,
    /// so that the unsaved-changes question asks about it.
    pub(super) fn lesson_before_close(&mut self, ctx: &egui::Context) {
        if ctx.input(|i| i.viewport().close_requested())
            && !self.allow_close
            && self.lesson.set_aside.iter().any(|s| s.dirty)
        {
            self.bring_back_work(None);
            self.update_dirty();
        }
    }

    /// The arrow keys go back and forward while a lesson is open and no text field has the
    /// keyboard.
    pub(super) fn lesson_keys(&mut self, ctx: &egui::Context) {
        if !self.lesson.player.is_active() || self.modal.is_some() || ctx.text_edit_focused() {
            return;
        }
        let (back, next) = ctx.input_mut(|i| {
            (
                i.consume_key(Modifiers::NONE, Key::ArrowLeft),
                i.consume_key(Modifiers::NONE, Key::ArrowRight),
            )
        });
        if back {
            self.lesson_back();
        } else if next {
            self.lesson_next();
        }
    }

    /// The lesson bar at the bottom of the window: the step while a lesson is open; after Leave,
    /// while unsaved work is set aside, a line offering to continue or bring the work back.
    pub(super) fn lesson_bar(&mut self, ui: &mut Ui) {
        let active = self.lesson.player.is_active();
        let offer =
            !active && self.lesson.set_aside.iter().any(|s| s.dirty) && !self.lesson.bar_hidden;
        if !active && !offer {
            return;
        }
        // the text scrolls beyond a sixth of the window (a ninth with presentation mode's large
        // text on a small screen): the workspace keeps most of it
        let height = ui.ctx().content_rect().height();
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
                if active {
                    self.lesson_step_ui(ui, max);
                } else {
                    self.lesson_left_ui(ui);
                }
            });
        crate::ui::layout::record(ui.ctx(), "", "lesson_bar", bar.response.rect);
    }

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
        let (mut back, mut next, mut leave) = (false, false, false);
        ui.add_space(2.0);
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(title).strong());
            ui.label(RichText::new(fill(t.step_of, &[("k", &(s + 1)), ("n", &n)])).weak());
            ui.separator();
            back = ui
                .add_enabled(s > 0, egui::Button::new(t.back))
                .on_hover_text(t.keys_tip)
                .clicked();
            let label = if s + 1 < n { t.next } else { t.finish };
            next = ui.button(label).on_hover_text(t.keys_tip).clicked();
            leave = ui.button(t.leave).on_hover_text(t.leave_tip).clicked();
        });
        egui::ScrollArea::vertical()
            .id_salt("lesson_text")
            .max_height(max)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                ui.label(text);
            });
        self.set_aside_ui(ui, false);
        ui.add_space(2.0);
        if back {
            self.lesson_back();
        } else if next {
            self.lesson_next();
        } else if leave {
            self.lesson_leave();
        }
    }

    fn lesson_left_ui(&mut self, ui: &mut Ui) {
        let t = crate::i18n::lessons::tr();
        let mut resume = false;
        ui.horizontal_wrapped(|ui| {
            if let Some((l, s)) = self.lesson.player.at()
                && let Some(lesson) = self.lesson.lessons.get(l)
            {
                let title = lesson.title.get(language());
                ui.label(fill(t.left, &[("title", &title), ("k", &(s + 1))]));
                resume = ui.button(t.resume).clicked();
            }
            if ui.small_button("✕").on_hover_text(t.dismiss_tip).clicked() {
                self.lesson.bar_hidden = true;
            }
        });
        self.set_aside_ui(ui, false);
        if resume {
            self.continue_lesson();
        }
    }

    /// "Your own work in … is set aside", with Bring back and Forget: in the lesson bar while
    /// unsaved work is set aside (work saved in its file or never edited is only offered in
    /// Help › Lessons), in Help › Lessons whenever work is set aside.
    fn set_aside_ui(&mut self, ui: &mut Ui, always: bool) {
        if self.lesson.set_aside.is_empty()
            || (!always && !self.lesson.set_aside.iter().any(|s| s.dirty))
        {
            return;
        }
        let t = crate::i18n::lessons::tr();
        let tabs = self
            .lesson
            .set_aside
            .iter()
            .map(|s| {
                let tab = crate::ui::tab_label(s.game);
                if s.dirty {
                    fill(t.unsaved_mark, &[("tab", &tab)])
                } else {
                    tab.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join(t.list_separator);
        let (mut back, mut forget) = (false, false);
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(fill(t.set_aside, &[("tabs", &tabs)])).small());
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
        let lang = language();
        ui.heading(t.title);
        if let Some(e) = &self.lesson.error {
            ui.colored_label(ui.visuals().error_fg_color, fill(t.none, &[("msg", e)]));
        }
        ui.label(t.intro);
        ui.add_space(6.0);
        let mut chosen = None;
        let mut resume = false;
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
            resume = ui.button(RichText::new(text).strong()).clicked();
            ui.add_space(6.0);
        }
        let max = (ui.ctx().content_rect().height() * 0.55).max(160.0);
        egui::ScrollArea::vertical()
            .id_salt("lesson_list")
            .max_height(max)
            .show(ui, |ui| {
                egui::Grid::new("lesson_list_grid")
                    .num_columns(3)
                    .striped(true)
                    .show(ui, |ui| {
                        for (k, lesson) in self.lesson.lessons.iter().enumerate() {
                            ui.label(format!("{}.", k + 1));
                            ui.label(lesson.title.get(lang));
                            ui.horizontal(|ui| {
                                ui.label(
                                    RichText::new(fill(t.steps, &[("n", &lesson.steps.len())]))
                                        .weak(),
                                );
                                if ui
                                    .add(egui::Button::new(t.start))
                                    .on_hover_text(lesson.title.get(lang))
                                    .clicked()
                                {
                                    chosen = Some(k);
                                }
                            });
                            ui.end_row();
                        }
                    });
            });
        if !self.lesson.set_aside.is_empty() {
            ui.add_space(6.0);
            self.set_aside_ui(ui, true);
        }
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

    /// Open Help › Lessons.
    pub fn open_lessons(&mut self) {
        self.modal = Some(Modal::Lessons);
    }
}
