//! Exports of the stone tab: table CSV, heatmap PNG (the app handles the solved scenario).

use std::sync::Arc;

use super::{HeatMode, StoneSolved};
use crate::games::stone::table_csv;
use crate::i18n::stone::tr as game_tr;
use crate::i18n::{fill, tr};
use crate::ui::framework::{ExportError, ExportJob, ExportKind};

/// Most piles the CSV export writes (one line per cell).
pub const CSV_MAX_PILES: usize = crate::games::stone::TABLE_EXPORT_MAX;

/// The export `kind` of `solved` (the current result), the heatmap in `mode`.
pub(super) fn export_job(
    solved: Option<Arc<StoneSolved>>,
    mode: Option<HeatMode>,
    kind: ExportKind,
) -> Result<ExportJob, ExportError> {
    let tr = tr();
    let solved = match kind {
        ExportKind::TableCsv | ExportKind::HeatmapPng => solved.ok_or(tr.not_solved_yet)?,
        _ => return Err(tr.export_not_available.into()),
    };
    if solved.table.is_none() {
        return Err(game_tr().no_table_export.into());
    }
    if kind == ExportKind::TableCsv {
        if solved.piles.len() > CSV_MAX_PILES {
            return Err(ExportError::NotNow(fill(
                game_tr().csv_too_big,
                &[("max", &CSV_MAX_PILES)],
            )));
        }
        return Ok(Box::new(move |path| {
            let table = solved.table.as_ref().ok_or(game_tr().no_table_export)?;
            crate::atomic::write_atomic(path, &table_csv(table)?)?;
            Ok(())
        }));
    }
    let mode = mode.unwrap_or(HeatMode::Net);
    Ok(Box::new(move |path| {
        let (Some(table), Some(ranges)) = (solved.table.as_ref(), solved.ranges) else {
            return Err(game_tr().no_table_export.into());
        };
        let color = super::table_view::export_color(table, &ranges, mode);
        let label = |i, j| super::table_view::export_label(table, mode, i, j);
        let img =
            crate::ui::kit::heatmap::render_png(table.n(), table.n(), &color, Some(&label), 2048);
        crate::ui::framework::save_png(path, &img)
    }))
}
