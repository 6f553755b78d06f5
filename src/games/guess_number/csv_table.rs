//! The Guess Number DP table as CSV (the app's export).

use super::GuessTable;

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
