//! Exports of the Guess Number tab: table CSV, heatmap PNG (the app handles the solved
//! scenario).

use std::sync::Arc;

use super::GuessNumberSolved;
use super::table_view::HeatMode;
use crate::games::guess_number::table_csv;
use crate::i18n::guess_number::tr as game_tr;
use crate::i18n::tr;
use crate::ui::framework::{ExportError, ExportJob, ExportKind};

/// The export `kind` of `solved` (the current result), the heatmap in `mode`.
pub(super) fn export_job(
    solved: Option<Arc<GuessNumberSolved>>,
    mode: HeatMode,
    kind: ExportKind,
) -> Result<ExportJob, ExportError> {
    let solved = match kind {
        ExportKind::TableCsv | ExportKind::HeatmapPng => solved.ok_or(tr().not_solved_yet)?,
        _ => return Err(tr().export_not_available.into()),
    };
    let no_table = game_tr().no_table_export;
    if solved.table.is_none() {
        return Err(no_table.into());
    }
    if kind == ExportKind::TableCsv {
        return Ok(Box::new(move |path| {
            let table = solved.table.as_ref().ok_or(no_table)?;
            crate::atomic::write_atomic(path, &table_csv(table)?)?;
            Ok(())
        }));
    }
    Ok(Box::new(move |path| {
        let table = solved.table.as_ref().ok_or(no_table)?;
        let color = super::table_view::export_color(table, mode);
        let label = |r, c| super::table_view::export_label(table, mode, r, c);
        let img =
            crate::ui::kit::heatmap::render_png(table.n(), table.n(), &color, Some(&label), 2048);
        crate::ui::framework::save_png(path, &img)
    }))
}
