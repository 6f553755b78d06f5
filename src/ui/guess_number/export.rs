//! Exports of the Guess Number tab: solved scenario, table CSV, heatmap PNG.

use super::GuessTab;
use crate::games::guess_number::GuessTable;
use crate::i18n::guess_number::tr as gtr;
use crate::i18n::tr;

use crate::ui::{ExportJob, ExportKind};

pub(super) fn export_job(tab: &GuessTab, kind: ExportKind) -> Result<ExportJob, String> {
    let tr = tr();
    match kind {
        ExportKind::TableCsv => {
            let solved = tab.current().cloned().ok_or(tr.not_solved_yet)?;
            if solved.table.is_none() {
                return Err(gtr().no_table_export.to_string());
            }
            Ok(Box::new(move |path| {
                let table = solved.table.as_ref().ok_or("no table")?;
                let bytes = table_csv(table).map_err(|e| e.to_string())?;
                crate::scenario::write_atomic(path, &bytes).map_err(|e| e.to_string())
            }))
        }
        ExportKind::HeatmapPng => {
            let solved = tab.current().cloned().ok_or(tr.not_solved_yet)?;
            if solved.table.is_none() {
                return Err(gtr().no_table_export.to_string());
            }
            let mode = tab.table_view.mode;
            Ok(Box::new(move |path| {
                let table = solved.table.as_ref().ok_or("no table")?;
                let color = super::table_view::export_color(table, mode);
                let label = |r, c| super::table_view::export_label(table, mode, r, c);
                let img = crate::ui::heatmap::render_png(
                    table.n(),
                    table.n(),
                    &color,
                    Some(&label),
                    2048,
                );
                crate::ui::save_png(path, &img)
            }))
        }
        ExportKind::SolvedJson | ExportKind::SolvedJsonWithTable => {
            Err(crate::i18n::tr().export_not_available.to_string())
        }
        ExportKind::PicturePng => Err(tr.export_not_available.to_string()),
    }
}

/// The table as CSV, one line per cell `1 <= i <= j <= n`: `i,j,cost,best_guess`.
pub fn table_csv(table: &GuessTable) -> Result<Vec<u8>, csv::Error> {
    let mut w = csv::Writer::from_writer(Vec::new());
    w.write_record(["i", "j", "cost", "best_guess"])?;
    let n = table.n();
    for i in 1..=n {
        for j in i..=n {
            let cost = table.cost(i, j).unwrap_or(0);
            let best = table.best_guess(i, j).unwrap_or(i);
            w.write_record([
                i.to_string(),
                j.to_string(),
                cost.to_string(),
                best.to_string(),
            ])?;
        }
    }
    w.into_inner().map_err(|e| e.into_error().into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;

    #[test]
    fn csv_has_every_cell() {
        let t = GuessTable::solve(10, &NoControl).unwrap();
        let text = String::from_utf8(table_csv(&t).unwrap()).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "i,j,cost,best_guess");
        assert_eq!(lines.len(), 1 + 55);
        assert!(lines.contains(&"1,10,16,7"), "{text}");
        assert!(lines.contains(&"4,4,0,4"));
    }
}
