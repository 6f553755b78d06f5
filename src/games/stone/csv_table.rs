//! The stone game's DP table as CSV (the app's export).

/// The table as CSV, one line per cell: i, j, fir, sec, net, choice.
pub fn table_csv(table: &super::NetTable) -> Result<Vec<u8>, csv::Error> {
    let mut w = csv::Writer::from_writer(Vec::new());
    w.write_record(["i", "j", "first", "second", "net", "choice"])?;
    let n = table.n();
    for i in 0..n {
        for j in i..n {
            let choice = match table.choice(i, j) {
                super::End::Left => "left",
                super::End::Right => "right",
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
