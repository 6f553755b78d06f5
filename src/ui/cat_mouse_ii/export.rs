//! Exports of the Cat and Mouse II tab: the tables as CSV (the app handles the solved scenario).
//! The CSV is written in the export job on a worker thread.

use std::sync::Arc;

use super::CatMouseIISolved;
use crate::games::cat_mouse_ii::table_csv;
use crate::i18n::tr;
use crate::ui::framework::{ExportError, ExportJob, ExportKind};

/// Most grid cells whose tables the CSV export writes (2 · cells² lines at most: a 32×32 grid
/// gives about two million).
pub const CSV_MAX_CELLS: usize = 1024;

/// The export `kind` of `solved` (the current result).
pub(super) fn export_job(
    solved: Option<Arc<CatMouseIISolved>>,
    kind: ExportKind,
) -> Result<ExportJob, ExportError> {
    if kind != ExportKind::TableCsv {
        return Err(tr().export_not_available.into());
    }
    let solved = solved.ok_or(tr().not_solved_yet)?;
    if solved.solution.grid().cells() > CSV_MAX_CELLS {
        return Err(tr().export_not_available.into());
    }
    Ok(Box::new(move |path| {
        crate::atomic::write_atomic(path, &table_csv(&solved.solution)?)?;
        Ok(())
    }))
}
