//! Modal dialogs: unsaved changes, the path field when the system has no file dialog, errors,
//! recovery of autosaved work, help and about.

use crate::games::GameKind;
use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{RichText, Ui};

use super::GamedpApp;
use super::files::{DiskAnswer, UnsavedAnswer};
use crate::i18n::{fill, tr};
use crate::ui::framework::file_actions::DialogPurpose;

/// The open modal dialog.
#[derive(Debug, Clone, PartialEq)]
pub enum Modal {
    /// "Save changes?" for these tabs.
    Unsaved {
        tabs: Vec<usize>,
    },
    /// Type a path (the system has no file dialog).
    PathEntry {
        purpose: DialogPurpose,
        text: String,
    },
    /// The typed path names a file that exists: replace it?
    ConfirmReplace {
        purpose: DialogPurpose,
        path: std::path::PathBuf,
    },
    /// Something went wrong; the open scenario is unchanged.
    Error {
        title: String,
        message: String,
    },
    /// Tab `tab`'s file was changed by someone else since this window read or wrote it.
    ChangedOnDisk {
        tab: usize,
        path: std::path::PathBuf,
    },
    /// Work autosaved before a crash can be restored.
    Recover {
        entries: Vec<super::autosave::Recovered>,
    },
    Help,
    About,
    /// Help › Lessons.
    Lessons,
}

impl GamedpApp {
    pub(super) fn modals_ui(&mut self, ctx: &egui::Context) {
        let Some(modal) = self.modal.clone() else {
            return;
        };
        let tr = tr();
        let id = egui::Id::unique("gamedp_modal");
        let mut dialog = egui::Modal::new(id);
        if modal == Modal::Lessons {
            // a fixed top, not centred: its Start buttons stay where they were when it opened
            // last, whatever is offered below them (see `lessons_list_ui`)
            let top = super::lessons::lessons_top(ctx.content_rect().height());
            let area = egui::Modal::default_area(id.with("lessons"))
                .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, top));
            dialog = dialog.area(area);
        }
        // Help › Lessons as wide as the screen allows (to ~960 points) so that every title
        // stands on one row; on a projector it was 520 wide and cut lesson 6's title in half
        let width = if modal == Modal::Lessons {
            (ctx.content_rect().width() - 80.0).clamp(520.0, 960.0)
        } else {
            520.0
        };
        let response = dialog.show(ctx, |ui| {
            ui.set_max_width(width);
            match modal {
                Modal::Unsaved { tabs } => {
                    ui.heading(tr.unsaved_title);
                    ui.label_cjk(fill(
                        tr.unsaved_text,
                        &[("items", &self.unsaved_names(&tabs))],
                    ));
                    ui.add_space(8.0);
                    ui.horizontal(|ui| {
                        if ui.button(tr.save).clicked() {
                            self.answer_unsaved(UnsavedAnswer::Save);
                        }
                        if ui.button(tr.dont_save).clicked() {
                            self.answer_unsaved(UnsavedAnswer::Discard);
                        }
                        if ui.button(tr.cancel).clicked() {
                            self.answer_unsaved(UnsavedAnswer::Cancel);
                        }
                    });
                }
                Modal::PathEntry { purpose, mut text } => {
                    ui.heading(tr.path_entry_title);
                    // beside a dialog that has not answered (it may not have appeared)
                    ui.label_cjk(if self.dialogs.is_open() {
                        tr.path_entry_late
                    } else {
                        tr.path_entry_text
                    });
                    let label = ui.label_cjk(tr.path);
                    let resp = ui
                        .add(egui::TextEdit::singleline(&mut text).desired_width(480.0))
                        .labelled_by(label.id);
                    // the first frame the field is shown it takes the keyboard even when the
                    // menu item that opened it still holds the focus (an export from File ›
                    // Export… went nowhere when typed into); later, whenever nothing has it
                    let pass = ui.ctx().cumulative_pass_nr();
                    let shown_id = resp.id.with("shown_pass");
                    let last_shown = ui.data(|d| d.get_temp::<u64>(shown_id));
                    ui.data_mut(|d| d.insert_temp(shown_id, pass));
                    let fresh = last_shown.is_none_or(|p| p + 1 < pass);
                    if fresh || ui.memory(|m| m.focused().is_none()) {
                        // what the user types at once replaces the suggested path (it used to be
                        // lost)
                        resp.request_focus();
                        if let Some(mut state) = egui::TextEdit::load_state(ui.ctx(), resp.id) {
                            state.cursor.set_char_range(Some(
                                egui::text::CCursorRange::select_all_str(&text),
                            ));
                            state.store(ui.ctx(), resp.id);
                        }
                    }
                    // Enter in the field (it gives up the focus on the same frame)
                    let enter = (resp.has_focus() || resp.lost_focus())
                        && ui.input(|i| i.key_pressed(egui::Key::Enter));
                    self.modal = Some(Modal::PathEntry {
                        purpose: purpose.clone(),
                        text: text.clone(),
                    });
                    ui.horizontal(|ui| {
                        if ui.button(tr.ok).clicked() || enter {
                            self.path_entry_done(purpose.clone(), Some(text.clone()));
                        }
                        if ui.button(tr.cancel).clicked() {
                            self.path_entry_done(purpose, None);
                        }
                    });
                }
                Modal::ConfirmReplace { purpose, path } => {
                    ui.heading(tr.replace_title);
                    ui.label_cjk(fill(tr.replace_text, &[("path", &path.display())]));
                    ui.add_space(8.0);
                    ui.horizontal(|ui| {
                        if ui.button(tr.replace).clicked() {
                            self.modal = None;
                            self.path_chosen(purpose.clone(), path.clone());
                        }
                        if ui.button(tr.cancel).clicked() {
                            self.modal = None;
                            self.dialog_gave_nothing(&purpose);
                        }
                    });
                }
                Modal::ChangedOnDisk { tab, path } => {
                    ui.heading(tr.changed_on_disk_title);
                    ui.label_cjk(fill(tr.changed_on_disk_text, &[("path", &path.display())]));
                    ui.add_space(8.0);
                    ui.horizontal_wrapped(|ui| {
                        if ui.button(tr.reload).on_hover_text(tr.reload_tip).clicked() {
                            self.answer_changed_on_disk(tab, DiskAnswer::Reload);
                        }
                        if ui
                            .button(tr.overwrite)
                            .on_hover_text(tr.overwrite_tip)
                            .clicked()
                        {
                            self.answer_changed_on_disk(tab, DiskAnswer::Overwrite);
                        }
                        if ui.button(tr.menu_save_as).clicked() {
                            self.answer_changed_on_disk(tab, DiskAnswer::SaveAs);
                        }
                        if ui.button(tr.cancel).clicked() {
                            self.answer_changed_on_disk(tab, DiskAnswer::Cancel);
                        }
                    });
                }
                Modal::Error { title, message } => {
                    ui.heading(title);
                    ui.colored_label_cjk(ui.visuals().error_fg_color, message);
                    ui.label_cjk(RichText::new(tr.nothing_lost).weak());
                    if ui.button(tr.ok).clicked() {
                        self.modal = None;
                    }
                }
                Modal::Recover { entries } => {
                    ui.heading(tr.recover_title);
                    ui.label_cjk(tr.recover_text);
                    ui.label_cjk(
                        RichText::new(fill(tr.recover_count, &[("n", &entries.len())])).strong(),
                    );
                    egui::ScrollArea::vertical()
                        .max_height(260.0)
                        .show(ui, |ui| {
                            for e in &entries {
                                let game = GameKind::from_name(&e.game)
                                    .map(|kind| kind.tab_label().to_string())
                                    .unwrap_or_else(|| e.game.clone());
                                let aside = match e.kind {
                                    super::EntryKind::SetAside => tr.recover_set_aside,
                                    super::EntryKind::Tab => "",
                                };
                                ui.label_cjk(format!("• {game}: {}{aside}", e.file_name()));
                            }
                        });
                    ui.horizontal(|ui| {
                        if ui.button(tr.recover).clicked() {
                            self.modal = None;
                            self.recover(entries.clone());
                        }
                        if ui.button(tr.discard).clicked() {
                            self.modal = None;
                            self.discard_recovered(&entries);
                        }
                    });
                }
                Modal::Help => {
                    ui.heading(tr.help_title);
                    egui::ScrollArea::vertical()
                        .max_height(420.0)
                        .show(ui, |ui| {
                            ui.label_cjk(tr.help_text);
                        });
                    if ui.button(tr.ok).clicked() {
                        self.modal = None;
                    }
                }
                Modal::Lessons => self.lessons_list_ui(ui),
                Modal::About => {
                    about_ui(ui);
                    if ui.button(tr.ok).clicked() {
                        self.modal = None;
                    }
                }
            }
        });
        // Escape or a click outside closes informational dialogs. Escape (only Escape: a stray
        // click must not answer a question) is Cancel in the dialogs that ask something, and
        // "later" for recovery: the autosaved work stays on disk and is offered at the next start.
        let escape = ctx.input(|i| i.key_pressed(egui::Key::Escape));
        match self.modal.clone() {
            Some(Modal::Error { .. } | Modal::Help | Modal::About | Modal::Lessons)
                if response.should_close() =>
            {
                self.modal = None;
            }
            Some(Modal::Unsaved { .. }) if escape => self.answer_unsaved(UnsavedAnswer::Cancel),
            Some(Modal::PathEntry { purpose, .. }) if escape => {
                self.path_entry_done(purpose, None);
            }
            Some(Modal::ConfirmReplace { purpose, .. }) if escape => {
                self.modal = None;
                self.dialog_gave_nothing(&purpose);
            }
            Some(Modal::Recover { .. }) if escape => self.modal = None,
            Some(Modal::ChangedOnDisk { tab, .. }) if escape => {
                self.answer_changed_on_disk(tab, DiskAnswer::Cancel);
            }
            _ => {}
        }
    }

    /// With `GAMEDP_DEBUG` set, say on stderr which dialog is open whenever that changes (the
    /// monkey test, `.ci/monkey`, checks that every dialog can be dismissed).
    /// The active tab is reported the same way.
    pub(super) fn log_state_changes(&mut self) {
        let kind = self.modal.as_ref().map(Modal::kind_name);
        if kind != self.logged_modal {
            super::log_debug(&format!("dialog: {}", kind.unwrap_or("none")));
            self.logged_modal = kind;
        }
        let tab = self.active_tab().kind().name();
        if Some(tab) != self.logged_tab {
            super::log_debug(&format!("tab: {tab}"));
            self.logged_tab = Some(tab);
        }
        // when the active tab's result appears or goes, with the wall clock (seconds since the
        // Unix epoch), so that a script can time Solve pressed to the result shown
        if std::env::var_os("GAMEDP_DEBUG").is_some() {
            let solved = self.active_tab().status().solved;
            if solved != self.logged_solved {
                let now = super::wall_clock();
                let what = if solved { "shown" } else { "none" };
                super::log_debug(&format!("result: {what} ({tab}) at {now:.3}"));
                self.logged_solved = solved;
            }
        }
    }
}

impl Modal {
    /// A short name for logs.
    pub fn kind_name(&self) -> &'static str {
        match self {
            Modal::Unsaved { .. } => "unsaved",
            Modal::PathEntry { .. } => "path_entry",
            Modal::ConfirmReplace { .. } => "confirm_replace",
            Modal::Error { .. } => "error",
            Modal::Recover { .. } => "recover",
            Modal::ChangedOnDisk { .. } => "changed_on_disk",
            Modal::Help => "help",
            Modal::About => "about",
            Modal::Lessons => "lessons",
        }
    }
}

fn about_ui(ui: &mut Ui) {
    let tr = tr();
    ui.heading(format!("gamedp {}", env!("CARGO_PKG_VERSION")));
    ui.label_cjk(tr.about_text);
    ui.label_cjk(
        RichText::new(fill(
            tr.about_kernel,
            &[("k", &crate::games::stone::best_kernel().name())],
        ))
        .weak(),
    );
}
