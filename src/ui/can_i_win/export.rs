//! Exports of the Can I Win tab: solved scenario JSON and the states as CSV.

use super::CanIWinTab;
use crate::games::can_i_win::{self, CanIWin};
use crate::games::{NoControl, SolveError};
use crate::i18n::can_i_win::tr as ctr;
use crate::i18n::{fill, tr};

use crate::solve::CAN_I_WIN_TABLE_EXPORT_MAX;
use crate::ui::{ExportJob, ExportKind};

/// Whether the CSV of states can be written for this input (`Err` says why not).
pub fn csv_allowed(m: u64) -> Result<(), String> {
    if m > CAN_I_WIN_TABLE_EXPORT_MAX {
        return Err(fill(
            ctr().csv_too_big,
            &[("max", &CAN_I_WIN_TABLE_EXPORT_MAX)],
        ));
    }
    Ok(())
}

pub(super) fn export_job(tab: &CanIWinTab, kind: ExportKind) -> Result<ExportJob, String> {
    let (m, d) = (tab.max_choosable, tab.desired_total);
    match kind {
        ExportKind::TableCsv => {
            csv_allowed(m)?;
            Ok(Box::new(move |path| {
                let mut game = can_i_win::solve(m, d, &NoControl).map_err(|e| e.to_string())?;
                let bytes = states_csv(&mut game).map_err(|e| e.to_string())?;
                crate::scenario::write_atomic(path, &bytes).map_err(|e| e.to_string())
            }))
        }
        ExportKind::HeatmapPng
        | ExportKind::PicturePng
        | ExportKind::SolvedJson
        | ExportKind::SolvedJsonWithTable => Err(tr().export_not_available.to_string()),
    }
}

/// Every position that is not over (`m <= 16`), one line each:
/// `used_mask,used,total,to_move,wins` — the mask, the used numbers separated by spaces, the
/// running total, `first` or `second`, and whether the player to move wins (the solver's answer).
pub fn states_csv(game: &mut CanIWin) -> Result<Vec<u8>, SolveError> {
    let m = game.max_choosable();
    if m > CAN_I_WIN_TABLE_EXPORT_MAX {
        return Err(SolveError::TooBig {
            what: "can_i_win CSV of states".into(),
            need: m,
            limit: CAN_I_WIN_TABLE_EXPORT_MAX,
            unit: "numbers",
        });
    }
    let mut w = csv::Writer::from_writer(Vec::new());
    let io = |e: csv::Error| SolveError::Invalid(e.to_string());
    w.write_record(["used_mask", "used", "total", "to_move", "wins"])
        .map_err(io)?;
    for mask in 0u64..(1u64 << m) {
        if game.is_over(mask)? {
            continue;
        }
        let used: Vec<String> = (1..=m)
            .filter(|x| mask & (1u64 << (x - 1)) != 0)
            .map(|x| x.to_string())
            .collect();
        let to_move = if game.first_to_move(mask)? {
            "first"
        } else {
            "second"
        };
        let wins = game.wins(mask)?;
        w.write_record([
            mask.to_string(),
            used.join(" "),
            game.total(mask)?.to_string(),
            to_move.to_string(),
            wins.to_string(),
        ])
        .map_err(io)?;
    }
    w.into_inner()
        .map_err(|e| SolveError::Invalid(e.into_error().to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_lists_the_live_states() {
        let mut game = can_i_win::solve(4, 6, &NoControl).unwrap();
        let text = String::from_utf8(states_csv(&mut game).unwrap()).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "used_mask,used,total,to_move,wins");
        // sets of 1..4 with sum below 6: {}, 1, 2, 3, 4, 12, 13, 14, 23 -> 9
        assert_eq!(lines.len(), 1 + 9, "{text}");
        let first = if game.first_player_wins() {
            "true"
        } else {
            "false"
        };
        assert_eq!(lines[1], format!("0,,0,first,{first}"));
        assert!(lines.contains(&"3,1 2,3,first,true"), "{text}");
        assert!(csv_allowed(17).is_err());
    }
}
