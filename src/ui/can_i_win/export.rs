//! Exports of the Can I Win tab: the states as CSV (the app handles the solved scenario).

use crate::games::NoControl;
use crate::games::can_i_win::{self, STATES_CSV_MAX_M, StatesCsvError, states_csv};
use crate::i18n::can_i_win::tr as game_tr;
use crate::i18n::{fill, tr};
use crate::ui::framework::{ExportError, ExportJob, ExportKind};

impl From<StatesCsvError> for ExportError {
    fn from(e: StatesCsvError) -> Self {
        match e {
            StatesCsvError::Solve(e) => ExportError::Solve(e),
            StatesCsvError::Csv(e) => ExportError::Csv(e),
        }
    }
}

/// Whether the CSV of states can be written for this input (`Err` says why not).
pub fn csv_allowed(m: u64) -> Result<(), ExportError> {
    if m > STATES_CSV_MAX_M {
        return Err(ExportError::NotNow(fill(
            game_tr().csv_too_big,
            &[("max", &STATES_CSV_MAX_M)],
        )));
    }
    Ok(())
}

/// The export `kind` of the game `(m, d)`.
pub(super) fn export_job((m, d): (u64, i64), kind: ExportKind) -> Result<ExportJob, ExportError> {
    match kind {
        ExportKind::TableCsv => {
            csv_allowed(m)?;
            Ok(Box::new(move |path| {
                let mut game = can_i_win::solve(m, d, &NoControl)?;
                crate::atomic::write_atomic(path, &states_csv(&mut game)?)?;
                Ok(())
            }))
        }
        ExportKind::HeatmapPng
        | ExportKind::PicturePng
        | ExportKind::SolvedJson
        | ExportKind::SolvedJsonWithTable
        | ExportKind::Figure { .. } => Err(tr().export_not_available.into()),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn csv_is_refused_for_big_games() {
        assert!(super::csv_allowed(17).is_err());
        assert!(super::csv_allowed(4).is_ok());
    }
}
