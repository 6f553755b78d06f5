//! The Can I Win states as CSV (the app's export).

use super::CanIWin;
use crate::games::SolveError;

/// Most numbers the CSV of states is written for (one line per position).
pub const STATES_CSV_MAX_M: u64 = super::TABLE_EXPORT_MAX;

/// Why the CSV of states could not be written.
#[derive(Debug, thiserror::Error)]
pub enum StatesCsvError {
    /// The game is too big, or a question about a position failed.
    #[error(transparent)]
    Solve(#[from] SolveError),
    /// Writing the CSV failed.
    #[error("CSV: {0}")]
    Csv(#[from] csv::Error),
}

/// Every position that is not over (`m <= 16`), one line each:
/// `used_mask,used_bits,used,total,to_move,wins` — the mask as an integer and as `m` binary digits
/// (number `m` first, number 1 last), the used numbers separated by spaces, the running total,
/// `first` or `second`, and whether the player to move wins (the solver's answer).
pub fn states_csv(game: &mut CanIWin) -> Result<Vec<u8>, StatesCsvError> {
    let m = game.max_choosable();
    if m > STATES_CSV_MAX_M {
        return Err(StatesCsvError::Solve(SolveError::TooBig {
            what: "can_i_win CSV of states".into(),
            need: m,
            limit: STATES_CSV_MAX_M,
            unit: "numbers",
        }));
    }
    let mut w = csv::Writer::from_writer(Vec::new());
    w.write_record(["used_mask", "used_bits", "used", "total", "to_move", "wins"])?;
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
            format!("{mask:0width$b}", width = m as usize),
            used.join(" "),
            game.total(mask)?.to_string(),
            to_move.to_string(),
            wins.to_string(),
        ])?;
    }
    w.into_inner()
        .map_err(|e| StatesCsvError::Csv(e.into_error().into()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::can_i_win;

    #[test]
    fn csv_lists_the_live_states() {
        let mut game = can_i_win::solve(4, 6, &NoControl).unwrap();
        let text = String::from_utf8(states_csv(&mut game).unwrap()).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "used_mask,used_bits,used,total,to_move,wins");
        // sets of 1..4 with sum below 6: {}, 1, 2, 3, 4, 12, 13, 14, 23 -> 9
        assert_eq!(lines.len(), 1 + 9, "{text}");
        let first = if game.first_player_wins() {
            "true"
        } else {
            "false"
        };
        assert_eq!(lines[1], format!("0,0000,,0,first,{first}"));
        assert!(lines.contains(&"3,0011,1 2,3,first,true"), "{text}");
    }
}
