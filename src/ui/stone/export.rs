//! Exports of the stone tab: solved scenario, table CSV, heatmap PNG.

use super::StoneTab;
use crate::i18n::tr;

use crate::ui::{ExportJob, ExportKind};

/// Most piles the CSV export writes (one line per cell).
pub const CSV_MAX_PILES: usize = crate::solve::STONE_TABLE_EXPORT_MAX;

pub(super) fn export_job(tab: &StoneTab, kind: ExportKind) -> Result<ExportJob, String> {
    let tr = tr();
    match kind {
        ExportKind::TableCsv => {
            let solved = tab.current().cloned().ok_or(tr.not_solved_yet)?;
            if solved.table.is_none() {
                return Err(tr.st_no_table_export.to_string());
            }
            if solved.piles.len() > CSV_MAX_PILES {
                return Err(crate::i18n::fill(
                    tr.st_csv_too_big,
                    &[("max", &CSV_MAX_PILES)],
                ));
            }
            Ok(Box::new(move |path| {
                let table = solved.table.as_ref().ok_or("no table")?;
                let bytes = table_csv(table).map_err(|e| e.to_string())?;
                crate::scenario::write_atomic(path, &bytes).map_err(|e| e.to_string())
            }))
        }
        ExportKind::HeatmapPng => {
            let solved = tab.current().cloned().ok_or(tr.not_solved_yet)?;
            let mode = tab.table_view.mode.unwrap_or(super::HeatMode::Net);
            if solved.table.is_none() {
                return Err(tr.st_no_table_export.to_string());
            }
            Ok(Box::new(move |path| {
                let (Some(table), Some(ranges)) = (solved.table.as_ref(), solved.ranges) else {
                    return Err("no table".into());
                };
                let color = super::table_view::export_color(table, &ranges, mode);
                let label = |i, j| super::table_view::export_label(table, mode, i, j);
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

/// The table as CSV, one line per cell: i, j, fir, sec, net, choice.
pub fn table_csv(table: &crate::games::stone::NetTable) -> Result<Vec<u8>, csv::Error> {
    let mut w = csv::Writer::from_writer(Vec::new());
    w.write_record(["i", "j", "first", "second", "net", "choice"])?;
    let n = table.n();
    for i in 0..n {
        for j in i..n {
            let choice = match table.choice(i, j) {
                crate::games::stone::End::Left => "left",
                crate::games::stone::End::Right => "right",
            };
            w.write_record([
                i.to_string(),
                j.to_string(),
                table.first(i, j).to_string(),
                table.second(i, j).to_string(),
                table.net(i, j).to_string(),
                choice.to_string(),
            ])?;
        }
    }
    w.into_inner().map_err(|e| e.into_error().into())
}
