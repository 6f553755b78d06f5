//! Edit › Copy table as LaTeX / Markdown: the active tab's `table` view as text on the
//! clipboard, exactly what `gamedp figure FILE --view table --out x.tex` (or `x.md`) writes.
//! The text is made on a file job (a table solve can take a while); the next frame puts it on
//! the clipboard and the status bar says what was copied.

use super::GamedpApp;
use super::files::FileDone;
use crate::figures::{Format, Options, Theme};
use crate::i18n::{fill, tr};
use crate::ui::framework::StatusMessage;

/// Which text a copy makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TableText {
    Latex,
    Markdown,
}

impl TableText {
    fn format(self) -> Format {
        match self {
            TableText::Latex => Format::Tex,
            TableText::Markdown => Format::Md,
        }
    }

    /// "LaTeX" or "Markdown" (the same in both languages).
    pub fn name(self) -> &'static str {
        match self {
            TableText::Latex => "LaTeX",
            TableText::Markdown => "Markdown",
        }
    }
}

/// The text the figure module makes for `game`'s table in `language`, as `gamedp figure`
/// writes it (light theme: the cell colours of the slides) for a scenario titled `name`.
pub fn table_text(
    game: &crate::games::Game,
    kind: TableText,
    language: crate::i18n::Language,
    name: Option<&str>,
) -> Result<String, crate::figures::FigureError> {
    let options = Options {
        language,
        theme: Theme::Light,
        scale: 1.0,
        aspect: crate::figures::Aspect::Wide,
    };
    let bytes = crate::figures::render_named(game, "table", kind.format(), &options, name)?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

impl GamedpApp {
    /// Start copying the active tab's table as `kind`.
    pub fn copy_table(&mut self, kind: TableText) {
        if self.answers_hidden() {
            // the table holds the answers of the quiz
            self.set_status(StatusMessage::Error(crate::i18n::Both::new(|| {
                crate::i18n::exam::tr().no_export.to_string()
            })));
            return;
        }
        let tab = self.tabs[self.active].as_ref();
        if let Some(reason) = tab.status().save_blocker {
            self.set_status(StatusMessage::Error(reason.into()));
            return;
        }
        let game = tab.game();
        let language = self.settings.language;
        let name = self.scenario_title();
        self.start_file_job("copy", move |_c| {
            let text = table_text(&game, kind, language, name.as_deref())
                .map_err(|e| crate::games::SolveError::Invalid(e.to_string()))?;
            Ok(FileDone::Copied { text, kind })
        });
    }

    /// A copy finished: keep the text for the clipboard and say so.
    pub(super) fn copied(&mut self, text: String, kind: TableText) {
        let lines = text.lines().count();
        self.set_status(StatusMessage::Info(crate::i18n::Both::new(|| {
            fill(
                tr().copied_table,
                &[("format", &kind.name()), ("lines", &lines)],
            )
        })));
        self.clipboard = Some(text);
    }

    /// Put a finished copy on the clipboard (once a frame, with the context).
    pub(super) fn flush_clipboard(&mut self, ctx: &egui::Context) {
        if let Some(text) = self.clipboard.take() {
            ctx.copy_text(text);
        }
    }
}
