//! The `table` view as text for slides and notes: a LaTeX `tabular` whose cells are coloured
//! through xcolor's `\cellcolor` (for a Beamer slide: `\usepackage[table]{xcolor}`), and a
//! Markdown table. Both come from the same grids the picture draws ([`PlainTable`]).

use super::style::Rgb;
use super::table::Panel;

/// One grid as plain data: its labels and every cell's colour and text.
#[derive(Debug, Clone, PartialEq)]
pub struct PlainGrid {
    pub title: Option<String>,
    pub row_name: String,
    pub col_name: String,
    pub rows: Vec<String>,
    pub cols: Vec<String>,
    /// `cells[r][c]`: `None` where the figure draws nothing.
    pub cells: Vec<Vec<Option<(Rgb, String)>>>,
}

/// A table figure as plain data: its title and grids.
#[derive(Debug, Clone, PartialEq)]
pub struct PlainTable {
    pub title: String,
    pub subtitle: Option<String>,
    pub grids: Vec<PlainGrid>,
}

impl PlainGrid {
    /// Evaluate a panel's cells.
    pub fn of(panel: &Panel) -> PlainGrid {
        let rows = panel.rows.labels.clone();
        let cols = panel.cols.labels.clone();
        let cells = (0..rows.len())
            .map(|r| {
                (0..cols.len())
                    .map(|c| {
                        (panel.cell)(r, c).map(|cell| (cell.fill, cell.text.unwrap_or_default()))
                    })
                    .collect()
            })
            .collect();
        PlainGrid {
            title: panel.title.clone(),
            row_name: panel.rows.name.clone(),
            col_name: panel.cols.name.clone(),
            rows,
            cols,
            cells,
        }
    }
}

/// Escape LaTeX's special characters.
pub fn latex_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\textbackslash{}"),
            '&' | '%' | '$' | '#' | '_' | '{' | '}' => {
                out.push('\\');
                out.push(c);
            }
            '~' => out.push_str("\\textasciitilde{}"),
            '^' => out.push_str("\\textasciicircum{}"),
            _ => out.push(c),
        }
    }
    out
}

/// Escape a Markdown table cell (pipes and backslashes).
pub fn markdown_escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace('|', "\\|")
}

/// The table as LaTeX: a comment with what it needs, then per grid a title and a `tabular`.
pub fn to_latex(table: &PlainTable) -> String {
    let mut out = String::new();
    out.push_str(&format!("% {}\n", table.title.replace('\n', " ")));
    out.push_str("% needs \\usepackage[table]{xcolor} (and ctex or xeCJK for Chinese labels)\n");
    if let Some(s) = &table.subtitle {
        out.push_str(&format!("% {}\n", s.replace('\n', " ")));
    }
    for grid in &table.grids {
        if let Some(t) = &grid.title {
            out.push_str(&format!("\\textbf{{{}}}\\\\\n", latex_escape(t)));
        }
        out.push_str(&format!(
            "\\begin{{tabular}}{{r|{}}}\n",
            "c".repeat(grid.cols.len())
        ));
        let corner = format!(
            "{} \\textbackslash{{}} {}",
            latex_escape(&grid.row_name),
            latex_escape(&grid.col_name)
        );
        let header: Vec<String> = grid.cols.iter().map(|c| latex_escape(c)).collect();
        out.push_str(&format!("{corner} & {} \\\\ \\hline\n", header.join(" & ")));
        for (label, row) in grid.rows.iter().zip(&grid.cells) {
            let cells: Vec<String> = row
                .iter()
                .map(|cell| match cell {
                    Some((fill, text)) => format!(
                        "\\cellcolor[HTML]{{{}}}{}",
                        fill.hex().trim_start_matches('#').to_ascii_uppercase(),
                        latex_escape(text)
                    ),
                    None => String::new(),
                })
                .collect();
            out.push_str(&format!(
                "{} & {} \\\\\n",
                latex_escape(label),
                cells.join(" & ")
            ));
        }
        out.push_str("\\end{tabular}\n");
    }
    out
}

/// The table as Markdown: per grid a bold title and a pipe table (the values, no colours).
pub fn to_markdown(table: &PlainTable) -> String {
    let mut out = format!("**{}**\n\n", markdown_escape(&table.title));
    if let Some(s) = &table.subtitle {
        out.push_str(&format!("{}\n\n", markdown_escape(s)));
    }
    for grid in &table.grids {
        if let Some(t) = &grid.title {
            out.push_str(&format!("*{}*\n\n", markdown_escape(t)));
        }
        let corner = format!(
            "{} \\\\ {}",
            markdown_escape(&grid.row_name),
            markdown_escape(&grid.col_name)
        );
        let header: Vec<String> = grid.cols.iter().map(|c| markdown_escape(c)).collect();
        out.push_str(&format!("| {corner} | {} |\n", header.join(" | ")));
        out.push_str(&format!("|---:|{}\n", ":---:|".repeat(grid.cols.len())));
        for (label, row) in grid.rows.iter().zip(&grid.cells) {
            let cells: Vec<String> = row
                .iter()
                .map(|cell| {
                    cell.as_ref()
                        .map(|(_, t)| markdown_escape(t))
                        .unwrap_or_default()
                })
                .collect();
            out.push_str(&format!(
                "| {} | {} |\n",
                markdown_escape(label),
                cells.join(" | ")
            ));
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> PlainTable {
        PlainTable {
            title: "Stone game [3, 9] — net score table".into(),
            subtitle: Some("Final: first 9, second 3".into()),
            grids: vec![PlainGrid {
                title: None,
                row_name: "i".into(),
                col_name: "j".into(),
                rows: vec!["0".into(), "1".into()],
                cols: vec!["0".into(), "1".into()],
                cells: vec![
                    vec![
                        Some((Rgb(187, 214, 230), "3".into())),
                        Some((Rgb(67, 147, 195), "6".into())),
                    ],
                    vec![None, Some((Rgb(255, 0, 16), "9".into()))],
                ],
            }],
        }
    }

    #[test]
    fn latex_colours_every_cell_and_escapes() {
        let tex = to_latex(&sample());
        assert!(tex.contains("\\begin{tabular}{r|cc}"), "{tex}");
        assert!(
            tex.contains("0 & \\cellcolor[HTML]{BBD6E6}3 & \\cellcolor[HTML]{4393C3}6 \\\\"),
            "{tex}"
        );
        assert!(
            tex.contains("1 &  & \\cellcolor[HTML]{FF0010}9 \\\\"),
            "{tex}"
        );
        assert!(tex.trim_end().ends_with("\\end{tabular}"));
        assert_eq!(
            latex_escape("50% & a_b #1 {x}"),
            "50\\% \\& a\\_b \\#1 \\{x\\}"
        );
    }

    #[test]
    fn markdown_has_a_header_a_rule_and_a_row_per_row() {
        let md = to_markdown(&sample());
        let lines: Vec<&str> = md.lines().filter(|l| l.starts_with('|')).collect();
        assert_eq!(lines.len(), 4, "{md}");
        assert_eq!(lines[0], "| i \\\\ j | 0 | 1 |");
        assert_eq!(lines[1], "|---:|:---:|:---:|");
        assert_eq!(lines[3], "| 1 |  | 9 |");
        assert_eq!(markdown_escape("a|b"), "a\\|b");
    }
}
