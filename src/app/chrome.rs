//! The window's chrome: menu bar, tab bar with the scenario's title and notes, status bar,
//! keyboard shortcuts and the window title.

use crate::ui::framework::TabCommand;
use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{Key, KeyboardShortcut, Modifiers, RichText, Ui};

use super::files::PendingAction;

/// What the status line showed, for [`StatusShown`]: made again when any of it changes.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(super) struct StatusKey {
    message: String,
    quiz_on: bool,
    active: usize,
    files: usize,
    path: Option<std::path::PathBuf>,
}

/// The status message as shown (during the quiz, its file names hidden), with what it was
/// made from.
#[derive(Debug, Clone, Default)]
pub(super) struct StatusShown {
    key: Option<StatusKey>,
    text: String,
}
use super::{GamedpApp, Modal};
use crate::i18n::{Language, fill, tr};
use crate::ui::framework::{CODE_SHORTCUT, ExportKind, StatusMessage};

const OPEN: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::O);
const SAVE: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::S);
const SAVE_AS: KeyboardShortcut =
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::S);
const NEW: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::N);
const SOLVE: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::F5);
const PRESENTATION: KeyboardShortcut =
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::P);

impl GamedpApp {
    pub(super) fn handle_shortcuts(&mut self, ctx: &egui::Context) {
        if self.modal.is_some() {
            return;
        }
        // Shift+S first: the plain shortcut would also match it.
        let (code, present, save_as, save, open, new, solve) = ctx.input_mut(|i| {
            (
                i.consume_shortcut(&CODE_SHORTCUT),
                i.consume_shortcut(&PRESENTATION),
                i.consume_shortcut(&SAVE_AS),
                i.consume_shortcut(&SAVE),
                i.consume_shortcut(&OPEN),
                i.consume_shortcut(&NEW),
                i.consume_shortcut(&SOLVE),
            )
        });
        if solve {
            self.tabs[self.active].command(TabCommand::Solve);
        }
        if code {
            self.toggle_code_pane();
        }
        if present {
            self.set_presentation(ctx, !self.settings.presentation);
        }
        if save_as {
            self.save(self.active, true);
        } else if save {
            self.save(self.active, false);
        }
        if open {
            self.open_dialog();
        }
        if new {
            self.request(PendingAction::New(self.active));
        }
    }

    pub(super) fn menu_bar(&mut self, ui: &mut Ui) {
        let tr = tr();
        let bar = egui::Panel::top("menu_bar").show(ui, |ui| {
            egui::MenuBar::new().ui(ui, |ui| {
                ui.menu_button(tr.menu_file, |ui| {
                    if ui
                        .add(
                            egui::Button::new(tr.menu_new)
                                .shortcut_text(ui.ctx().format_shortcut(&NEW)),
                        )
                        .clicked()
                    {
                        self.request(PendingAction::New(self.active));
                    }
                    if ui
                        .add(
                            egui::Button::new(tr.menu_open)
                                .shortcut_text(ui.ctx().format_shortcut(&OPEN)),
                        )
                        .clicked()
                    {
                        self.open_dialog();
                    }
                    ui.menu_button(tr.menu_recent, |ui| {
                        if self.settings.recent.is_empty() {
                            ui.label_cjk(RichText::new(tr.menu_recent_none).weak());
                        }
                        let mut chosen = None;
                        // during the quiz the files' names (often their answer) give way to
                        // neutral ones, the path in the tooltip too
                        let quiz = self.answers_hidden();
                        for (k, path) in self.settings.recent.iter().enumerate() {
                            let (name, tip) = if quiz {
                                let name = fill(tr.menu_recent_hidden, &[("k", &(k + 1))]);
                                (name, tr.menu_recent_hidden_tip.to_string())
                            } else {
                                let name = path
                                    .file_name()
                                    .map(|n| n.to_string_lossy().into_owned())
                                    .unwrap_or_default();
                                (name, path.display().to_string())
                            };
                            if ui.button(name).on_hover_text(tip).clicked() {
                                chosen = Some(path.clone());
                            }
                        }
                        if !self.settings.recent.is_empty() {
                            ui.separator();
                            if ui.button(tr.menu_recent_clear).clicked() {
                                self.settings.recent.clear();
                                self.save_settings();
                            }
                        }
                        if let Some(path) = chosen {
                            self.open_path(path);
                        }
                    });
                    ui.separator();
                    if ui
                        .add(
                            egui::Button::new(tr.menu_save)
                                .shortcut_text(ui.ctx().format_shortcut(&SAVE)),
                        )
                        .clicked()
                    {
                        self.save(self.active, false);
                    }
                    if ui
                        .add(
                            egui::Button::new(tr.menu_save_as)
                                .shortcut_text(ui.ctx().format_shortcut(&SAVE_AS)),
                        )
                        .clicked()
                    {
                        self.save(self.active, true);
                    }
                    // exports and copies hold the answers: not during the quiz
                    let quiz = self.answers_hidden();
                    let exam = crate::i18n::exam::tr();
                    if quiz {
                        ui.add_enabled(false, egui::Button::new(tr.menu_export))
                            .on_disabled_hover_text(exam.no_export);
                    } else {
                        ui.menu_button(tr.menu_export, |ui| {
                            let kinds = [ExportKind::SolvedJson, ExportKind::SolvedJsonWithTable]
                                .into_iter()
                                .chain(self.tabs[self.active].status().exports);
                            for kind in kinds {
                                if ui.button(kind.label(tr)).clicked() {
                                    self.export(kind);
                                }
                            }
                            ui.separator();
                            let game = self.tabs[self.active].kind();
                            // the figure's colours and shape first, as `gamedp figure
                            // --theme --aspect` (t2 stop 42: always light 16:9, in a dark app
                            // too); choosing them keeps the menu open, a figure closes it
                            let keep_open = egui::containers::menu::MenuConfig::new()
                                .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside);
                            egui::containers::menu::SubMenuButton::new(tr.menu_export_figure)
                                .config(keep_open)
                                .ui(ui, |ui| {
                                    let mut dark = self.figure_dark();
                                    let mut wide = !self.settings.figure_4_3;
                                    let mut changed = false;
                                    ui.horizontal(|ui| {
                                        ui.label(tr.export_figure_colours);
                                        changed |= ui
                                            .radio_value(&mut dark, false, tr.export_figure_light)
                                            .changed();
                                        changed |= ui
                                            .radio_value(&mut dark, true, tr.export_figure_dark)
                                            .changed();
                                    });
                                    ui.horizontal(|ui| {
                                        ui.label(tr.export_figure_shape);
                                        changed |=
                                            ui.radio_value(&mut wide, true, "16:9").changed();
                                        changed |=
                                            ui.radio_value(&mut wide, false, "4:3").changed();
                                    });
                                    if changed {
                                        self.settings.figure_dark = Some(dark);
                                        self.settings.figure_4_3 = !wide;
                                        self.save_settings();
                                    }
                                    ui.separator();
                                    for &view in crate::figures::views(game) {
                                        for format in crate::figures::Format::for_view(view) {
                                            let kind = ExportKind::Figure {
                                                view: view.name,
                                                format,
                                            };
                                            if ui.button(kind.label(tr)).clicked() {
                                                ui.close();
                                                self.export(kind);
                                            }
                                        }
                                        ui.separator();
                                    }
                                });
                        });
                    }
                    ui.separator();
                    if ui.button(tr.menu_quit).clicked() {
                        ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
                    }
                });
                ui.menu_button(tr.menu_edit, |ui| {
                    use super::copy_table::TableText;
                    for (label, kind) in [
                        (tr.menu_copy_latex, TableText::Latex),
                        (tr.menu_copy_markdown, TableText::Markdown),
                    ] {
                        let quiz = self.answers_hidden();
                        let hover = if quiz {
                            crate::i18n::exam::tr().no_export
                        } else {
                            tr.menu_copy_tip
                        };
                        if ui
                            .add_enabled(!quiz, egui::Button::new(label))
                            .on_hover_text(hover)
                            .on_disabled_hover_text(hover)
                            .clicked()
                        {
                            self.copy_table(kind);
                        }
                    }
                });
                ui.menu_button(tr.menu_solve, |ui| {
                    if ui
                        .add(
                            egui::Button::new(tr.menu_solve_now)
                                .shortcut_text(ui.ctx().format_shortcut(&SOLVE)),
                        )
                        .clicked()
                    {
                        self.tabs[self.active].command(TabCommand::Solve);
                    }
                    let busy = self.tabs[self.active].status().busy.is_some();
                    if ui
                        .add_enabled(busy, egui::Button::new(tr.menu_cancel_solve))
                        .clicked()
                    {
                        self.tabs[self.active].command(TabCommand::Cancel);
                    }
                });
                ui.menu_button(tr.menu_view, |ui| {
                    // on/off items are check boxes so their state shows (the shortcut beside)
                    let mut present = self.settings.presentation;
                    if check_item(ui, &mut present, tr.menu_presentation, &PRESENTATION)
                        .on_hover_text(tr.menu_presentation_tip)
                        .changed()
                    {
                        self.set_presentation(ui.ctx(), present);
                    }
                    let code = crate::i18n::code::tr();
                    let mut code_open = self.settings.code_open;
                    // in presentation mode the code takes the views' place, not their side
                    let words = if present {
                        code.menu_toggle_present
                    } else {
                        code.menu_toggle
                    };
                    if check_item(ui, &mut code_open, words, &CODE_SHORTCUT)
                        .on_hover_text(code.menu_toggle_tip)
                        .changed()
                    {
                        self.toggle_code_pane();
                    }
                    // presentation mode is light whatever the setting: the box shows the theme
                    // in use (unticked), and the setting comes back with the normal look
                    let mut dark = self.settings.dark_mode && !present;
                    if ui
                        .add_enabled(!present, egui::Checkbox::new(&mut dark, tr.menu_dark))
                        .changed()
                    {
                        self.settings.dark_mode = dark;
                        crate::ui::kit::theme::apply(ui.ctx(), self.settings.dark_mode, false);
                        self.save_settings();
                    }
                    if ui
                        .checkbox(&mut self.settings.auto_solve, tr.menu_auto_solve)
                        .on_hover_text(tr.menu_auto_solve_tip)
                        .changed()
                    {
                        self.save_settings();
                    }
                    ui.menu_button(tr.menu_language, |ui| {
                        for lang in Language::ALL {
                            if ui
                                .radio(self.settings.language == lang, lang.native_name())
                                .clicked()
                            {
                                self.set_language(lang);
                            }
                        }
                    });
                });
                ui.menu_button(tr.menu_help, |ui| {
                    if ui.button(crate::i18n::lessons::tr().menu_lessons).clicked() {
                        self.open_lessons();
                    }
                    if ui.button(tr.menu_how_to).clicked() {
                        self.modal = Some(Modal::Help);
                    }
                    if ui.button(tr.menu_about).clicked() {
                        self.modal = Some(Modal::About);
                    }
                });
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    for lang in Language::ALL.iter().rev() {
                        if ui
                            .selectable_label(self.settings.language == *lang, lang.native_name())
                            .clicked()
                        {
                            self.set_language(*lang);
                        }
                    }
                });
            });
        });
        crate::ui::kit::layout::record(ui.ctx(), "", "menu_bar", bar.response.rect);
    }

    /// Open the Code pane, or close it (remembered).
    pub fn toggle_code_pane(&mut self) {
        let mut pane = self.code_pane();
        pane.open = !pane.open;
        self.set_code_pane(pane);
    }

    /// Turn presentation mode on or off (remembered).
    pub fn set_presentation(&mut self, ctx: &egui::Context, on: bool) {
        self.settings.presentation = on;
        crate::ui::kit::theme::apply(ctx, self.settings.dark_mode, on);
        self.save_settings();
    }

    /// Switch the interface language (takes effect at once).
    pub fn set_language(&mut self, lang: Language) {
        self.settings.language = lang;
        crate::i18n::set_language(lang);
        self.save_settings();
    }

    pub(super) fn tab_bar(&mut self, ui: &mut Ui) {
        let tr = tr();
        let bar = egui::Panel::top("tab_bar").show(ui, |ui| {
            let labels: Vec<String> = self
                .tabs
                .iter()
                .enumerate()
                .map(|(k, tab)| {
                    let mut label = tab.kind().tab_label().to_string();
                    // (unsaved work set aside for a lesson is unsaved work of the tab)
                    if self.docs[k].is_dirty() || self.lesson.unsaved_aside(tab.kind()) {
                        label.push_str(" ●");
                    }
                    label
                })
                .collect();
            // every tab on one line: in presentation mode's large text at 1024 px the labels
            // shrink to fit rather than wrap (a second line would take the views' height)
            let mut size = 15.0 * crate::ui::kit::theme::scale(ui.ctx());
            let pad = 2.0 * ui.spacing().button_padding.x + ui.spacing().item_spacing.x;
            let wanted: f32 = labels
                .iter()
                .map(|l| {
                    let font = egui::FontId::proportional(size);
                    let galley = ui
                        .painter()
                        .layout_no_wrap(l.clone(), font, egui::Color32::WHITE);
                    galley.size().x + pad
                })
                .sum();
            // (a little to spare: a selected tab's frame and rounding)
            let room = ui.available_width() * 0.96 - 8.0;
            if wanted > room {
                size = (size * room / wanted).max(11.0);
            }
            ui.horizontal(|ui| {
                for (k, label) in labels.into_iter().enumerate() {
                    if ui
                        .selectable_label(self.active == k, RichText::new(label).size(size))
                        .clicked()
                        && self.active != k
                    {
                        self.active = k;
                        // a message about the other tab does not follow the user here
                        self.status = None;
                    }
                }
            });
            let quiz = self.answers_hidden();
            let game = self.tabs[self.active].kind();
            let doc = &mut self.docs[self.active];
            // (one row, not wrapped: a wrapped row stood 4 points taller and cut the last line
            // of Compare solvers' chart at 1024; the title box gives the name its room)
            ui.horizontal(|ui| {
                // on a projector the file's name reads as the title beside it
                crate::ui::kit::theme::plain_secondary(ui);
                let label = ui.label_cjk(tr.scenario_title);
                if quiz {
                    // titles often state the answer ("n = 10 costs 16")
                    ui.label_cjk(RichText::new(tr.title_hidden_quiz).italics().weak());
                    ui.label_cjk(RichText::new(neutral_name(doc, game)).weak().small());
                    return;
                }
                // wide enough for a generated title such as "Guess Number II: n = 10", also
                // in presentation mode's larger font, and for the whole title where the row
                // has room beside the file's name (a long title is not cut at 1024 × 768)
                let name = doc.display_name(tr.untitled);
                // what is on screen is no longer the file once changed (an example picked in
                // the editor replaces the data; the file stays where Save writes)
                let name = if doc.is_dirty() && doc.path.is_some() {
                    crate::i18n::fill(tr.file_edited, &[("file", &name)])
                } else {
                    name
                };
                let measure = |ui: &egui::Ui, text: &str, style: egui::TextStyle| {
                    let font = style.resolve(ui.style());
                    ui.fonts_mut(|f| {
                        f.layout_no_wrap(text.to_string(), font, egui::Color32::WHITE)
                            .size()
                            .x
                    })
                };
                let text_w = measure(ui, &doc.title, egui::TextStyle::Body)
                    + 2.0 * ui.spacing().button_padding.x
                    + 12.0;
                let name_w =
                    measure(ui, &name, egui::TextStyle::Small) + 4.0 * ui.spacing().item_spacing.x;
                let room = (ui.available_width() - name_w).max(260.0);
                // (never wider than leaves the file's name its room: at presentation size
                // "changed from custom-leetcode-1140.json, not saved" pushed the row past the
                // window's edge at 1024 px)
                let width = (ui.available_width() * 0.45)
                    .clamp(260.0, 900.0)
                    .max(text_w.min(room))
                    .min(room);
                let resp = ui.add(
                    egui::TextEdit::singleline(&mut doc.title)
                        .hint_text(tr.scenario_title_hint)
                        .desired_width(width),
                );
                let resp = resp.labelled_by(label.id);
                if resp.changed() {
                    doc.title_typed();
                }
                if !doc.title_own {
                    resp.on_hover_text(tr.title_auto_tip);
                }
                ui.label_cjk(RichText::new(name).weak().small());
            });
            egui::CollapsingHeader::new(tr.scenario_notes)
                .id_salt(("notes", self.active))
                .default_open(false)
                .show(ui, |ui| {
                    if quiz {
                        // notes often state the answers ("n = 10 costs 16")
                        ui.label_cjk(RichText::new(tr.notes_hidden_quiz).italics().weak());
                        return;
                    }
                    // Long notes scroll inside their own box: at most a fifth of the window,
                    // so the workspace keeps its place whatever their length.
                    let max = (ui.ctx().content_rect().height() * 0.2).max(60.0);
                    egui::ScrollArea::vertical()
                        .id_salt(("notes_scroll", self.active))
                        .max_height(max)
                        .auto_shrink([false, true])
                        .show(ui, |ui| {
                            let resp = ui.add(
                                egui::TextEdit::multiline(&mut doc.notes)
                                    .desired_rows(3)
                                    .desired_width(f32::INFINITY)
                                    .hint_text(tr.scenario_notes_hint),
                            );
                            if resp.changed() {
                                doc.notes_typed();
                            }
                        });
                });
            if doc.notes_set_aside() {
                ui.horizontal_wrapped(|ui| {
                    ui.label_cjk(RichText::new(tr.notes_set_aside).small().weak());
                    if ui.small_button(tr.notes_restore).clicked() {
                        doc.keep_loaded_notes();
                    }
                });
            }
        });
        crate::ui::kit::layout::record(ui.ctx(), "", "tab_bar", bar.response.rect);
    }

    pub(super) fn status_bar(&mut self, ui: &mut Ui) {
        let tr = tr();
        let failing = self.autosave_failing();
        let bar = egui::Panel::bottom("status_bar").show(ui, |ui| {
            if let Some(why) = &failing {
                // until a write succeeds: crash protection is off, and the user is told
                ui.label_cjk(
                    RichText::new(fill(tr.not_autosaved, &[("why", why)]))
                        .color(ui.visuals().warn_fg_color)
                        .strong(),
                );
            }
            // a running solve's label, progress and Cancel keep their place on the right: a long
            // message is cut (in full on hover) rather than pushed out of a narrow window
            let busy = self.tabs.iter().any(|t| t.status().busy.is_some());
            // during the quiz a file's name ("Opened …/cat-guards-food.json") gives way to the
            // neutral name, as in the title row: the tab's file and every file a status
            // message named (the tab may hold a New exercise or an Undo by now)
            let quiz_on = self.answers_hidden();
            let message = match &self.status {
                Some(StatusMessage::Info(m) | StatusMessage::Error(m)) => Some(m.get()),
                _ => None,
            };
            let message = message.unwrap_or_default();
            let path = &self.docs[self.active].path;
            // compared in place: nothing is copied in a frame where nothing changed
            let same = self.status_shown.key.as_ref().is_some_and(|k| {
                k.message == message
                    && k.quiz_on == quiz_on
                    && k.active == self.active
                    && k.files == self.status_files.len()
                    && &k.path == path
            });
            if !same {
                let key = StatusKey {
                    message: message.to_string(),
                    quiz_on,
                    active: self.active,
                    files: self.status_files.len(),
                    path: path.clone(),
                };
                let text = if quiz_on {
                    let mut names = self.status_files.clone();
                    names.extend(
                        key.path
                            .as_ref()
                            .and_then(|p| p.file_name()?.to_str())
                            .map(String::from),
                    );
                    // a longer name first: one name inside another is not cut in two
                    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
                    let kind = self.tabs[self.active].kind();
                    let neutral = fill(tr.file_hidden_quiz, &[("game", &kind.tab_label())]);
                    let text = names
                        .iter()
                        .filter(|n| !n.is_empty())
                        .fold(key.message.clone(), |text, n| text.replace(n, &neutral));
                    // its folder goes with it: "Saved to /tmp/Stone game file (…)" read as a
                    // broken path to a student
                    drop_folders_before(&text, &neutral)
                } else {
                    key.message.clone()
                };
                self.status_shown = StatusShown {
                    key: Some(key),
                    text,
                };
            }
            let shown_text = self.status_shown.text.clone();
            let shown = |_: &crate::i18n::Both| shown_text.clone();
            // on a projector the line wraps (its large text cut a sentence in half at 1024 ×
            // 768); otherwise it stays one row, elided, with the full text on hover
            let present = crate::ui::kit::theme::presentation(ui.ctx());
            let fit = |label: egui::Label| {
                if present {
                    label.wrap()
                } else {
                    label.truncate()
                }
            };
            // a wrapped Chinese line ends between words (issue 24)
            let wrap_words = |ui: &Ui, text: String| {
                if present {
                    crate::ui::kit::cjk_wrap::wrapped(ui, &text)
                } else {
                    text
                }
            };
            ui.horizontal(|ui| {
                let room = (ui.available_width() - if busy { 360.0 } else { 40.0 }).max(80.0);
                match &self.status {
                    Some(StatusMessage::Info(m)) => {
                        ui.scope(|ui| {
                            ui.set_max_width(room);
                            ui.add(fit(egui::Label::new(wrap_words(ui, shown(m)))));
                        });
                    }
                    Some(StatusMessage::Error(m)) => {
                        ui.scope(|ui| {
                            ui.set_max_width(room);
                            ui.add(fit(egui::Label::new(
                                RichText::new(wrap_words(ui, format!("✕ {}", shown(m))))
                                    .color(ui.visuals().error_fg_color),
                            )));
                        });
                        if ui.small_button("✕").on_hover_text(tr.dismiss).clicked() {
                            self.status = None;
                        }
                    }
                    Some(StatusMessage::Clear) | None => {
                        ui.label_cjk(RichText::new(tr.ready).weak());
                    }
                }
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    let mut cancel = None;
                    for (k, tab) in self.tabs.iter().enumerate() {
                        if let Some((label, fraction)) = tab.status().busy {
                            if ui.small_button(tr.cancel).clicked() {
                                cancel = Some(k);
                            }
                            match fraction {
                                Some(f) => {
                                    ui.add(
                                        egui::ProgressBar::new(f)
                                            .desired_width(120.0)
                                            .show_percentage(),
                                    );
                                }
                                None => {
                                    crate::ui::kit::widgets::calm_spinner(ui);
                                }
                            }
                            ui.label_cjk(label);
                        }
                    }
                    if let Some(k) = cancel {
                        self.tabs[k].command(TabCommand::Cancel);
                    }
                    if self.file_busy() {
                        crate::ui::kit::widgets::calm_spinner(ui);
                        ui.label_cjk(tr.file_working);
                    }
                });
            });
        });
        crate::ui::kit::layout::record(ui.ctx(), "", "status_bar", bar.response.rect);
    }

    pub(super) fn update_title(&mut self, ctx: &egui::Context) {
        let tr = tr();
        let doc = &self.docs[self.active];
        let aside = self.lesson.unsaved_aside(self.tabs[self.active].kind());
        let mark = if doc.is_dirty() || aside { "● " } else { "" };
        let kind = self.tabs[self.active].kind();
        let name = if self.answers_hidden() {
            neutral_name(doc, kind)
        } else {
            doc.display_name(tr.untitled)
        };
        let mut title = format!("{mark}{name} — {} — gamedp", kind.tab_label());
        if let Some(why) = self.autosave_failing() {
            title = format!(
                "{title} — {}",
                fill(tr.not_autosaved_title, &[("why", &why)])
            );
        }
        if title != self.window_title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.window_title = title;
        }
    }

    /// The window title as last set (tests read it).
    pub fn window_title(&self) -> &str {
        &self.window_title
    }

    pub(super) fn handle_close_request(&mut self, ctx: &egui::Context) {
        if self.want_close {
            self.want_close = false;
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            return;
        }
        if ctx.input(|i| i.viewport().close_requested()) && !self.allow_close {
            let dirty: Vec<usize> = (0..self.tabs.len())
                .filter(|&t| self.docs[t].is_dirty())
                .collect();
            if !dirty.is_empty() {
                ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
                self.request(PendingAction::Close);
            }
        }
    }

    /// Describe the tabs with unsaved changes, for the question.
    pub fn unsaved_names(&self, tabs: &[usize]) -> String {
        let tr = tr();
        tabs.iter()
            .map(|&t| {
                fill(
                    tr.unsaved_item,
                    &[
                        ("tab", &self.tabs[t].kind().tab_label()),
                        ("file", &self.docs[t].display_name(tr.untitled)),
                    ],
                )
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// `text` with the folder in front of each `name` left out ("Opened saves/X" → "Opened X"):
/// the folder of a hidden file's name is taken to the next space before it.
fn drop_folders_before(text: &str, name: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(name) {
        let before = &rest[..at];
        let kept = if before.ends_with(['/', '\\']) {
            let cut = before.rfind(char::is_whitespace).map_or(0, |i| i + 1);
            &before[..cut]
        } else {
            before
        };
        out.push_str(kept);
        out.push_str(name);
        rest = &rest[at + name.len()..];
    }
    out.push_str(rest);
    out
}

/// A document's name during the quiz: its file's name gives way to a neutral one (bundled and
/// saved files are often named after their answer: "cat-guards-food", "cycle-draws").
fn neutral_name(doc: &super::document::Document, game: crate::games::GameKind) -> String {
    let tr = tr();
    doc.shown_name(true, tr.untitled, || {
        fill(tr.file_hidden_quiz, &[("game", &game.tab_label())])
    })
}

/// A menu item that is on or off: a check box, with its keyboard shortcut after it.
fn check_item(
    ui: &mut egui::Ui,
    on: &mut bool,
    label: &str,
    shortcut: &egui::KeyboardShortcut,
) -> egui::Response {
    ui.horizontal(|ui| {
        let response = ui.checkbox(on, label);
        ui.weak(ui.ctx().format_shortcut(shortcut));
        response
    })
    .inner
}

#[cfg(test)]
mod tests {
    use super::drop_folders_before;

    #[test]
    fn a_hidden_file_name_loses_its_folder() {
        let n = "Stone game file (its name is hidden during the quiz)";
        assert_eq!(
            drop_folders_before(&format!("Saved to /tmp/{n}."), n),
            format!("Saved to {n}.")
        );
        assert_eq!(
            drop_folders_before(&format!("Opened saves/{n}; and {n}"), n),
            format!("Opened {n}; and {n}")
        );
        assert_eq!(drop_folders_before(&format!("{n} x"), n), format!("{n} x"));
    }
}
