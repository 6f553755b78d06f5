//! The grid being edited: rows of characters and the two jumps, which may be invalid for a while
//! (a row removed with the cat on it); its edits, and LeetCode's text form in and out.

use super::{Grid, GridError, MAX_SIDE, Setup};

/// The content of the tab (what undo keeps): the rows over `# . C M F` and the jumps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draft {
    pub rows: Vec<String>,
    pub cat_jump: u64,
    pub mouse_jump: u64,
}

/// Largest jump the editor offers (a longer jump reaches no farther on a 64-cell side).
pub const MAX_JUMP: u64 = MAX_SIDE as u64;

/// The three tokens, in the order the editor lists them.
pub const TOKENS: [char; 3] = ['C', 'M', 'F'];

impl Draft {
    /// The draft of a valid setup.
    pub fn from_setup(setup: &Setup) -> Draft {
        Draft {
            rows: setup.grid.to_rows(),
            cat_jump: setup.cat_jump,
            mouse_jump: setup.mouse_jump,
        }
    }

    /// The setup, when the grid is valid.
    pub fn to_setup(&self) -> Result<Setup, GridError> {
        Ok(Setup {
            grid: Grid::parse(&self.rows)?,
            cat_jump: self.cat_jump,
            mouse_jump: self.mouse_jump,
        })
    }

    /// Rows and columns (the longest row).
    pub fn size(&self) -> (usize, usize) {
        let cols = self.rows.iter().map(|r| r.chars().count()).max();
        (self.rows.len(), cols.unwrap_or(0))
    }

    /// The character at `row`, `col` (`None` outside the rows).
    pub fn at(&self, row: usize, col: usize) -> Option<char> {
        self.rows.get(row)?.chars().nth(col)
    }

    /// The cells as characters, row by row (for drawing).
    pub fn chars(&self) -> Vec<Vec<char>> {
        self.rows.iter().map(|r| r.chars().collect()).collect()
    }

    fn set(&mut self, row: usize, col: usize, ch: char) {
        if let Some(r) = self.rows.get_mut(row) {
            let mut cells: Vec<char> = r.chars().collect();
            if let Some(c) = cells.get_mut(col) {
                *c = ch;
                *r = cells.into_iter().collect();
            }
        }
    }

    fn find(&self, token: char) -> Vec<(usize, usize)> {
        let mut found = Vec::new();
        for (r, row) in self.rows.iter().enumerate() {
            for (c, ch) in row.chars().enumerate() {
                if ch == token {
                    found.push((r, c));
                }
            }
        }
        found
    }

    /// Paint a wall (`#`) or floor (`.`) on a cell; a cell holding a token keeps it.
    pub fn painted(&self, row: usize, col: usize, ground: char) -> Draft {
        let mut d = self.clone();
        if matches!(d.at(row, col), Some('#' | '.')) {
            d.set(row, col, ground);
        }
        d
    }

    /// Move `token` (C, M or F) to a cell (a wall there becomes floor). A token already on that
    /// cell takes the moved token's old cell, so no token is lost.
    pub fn with_token(&self, token: char, row: usize, col: usize) -> Draft {
        let mut d = self.clone();
        let Some(there) = d.at(row, col) else {
            return d;
        };
        if there == token {
            return d;
        }
        let old = d.find(token);
        for &(r, c) in &old {
            d.set(r, c, '.');
        }
        if TOKENS.contains(&there)
            && let Some(&(r, c)) = old.first()
        {
            d.set(r, c, there);
        }
        d.set(row, col, token);
        d
    }

    /// A row of floor added at the bottom (up to [`MAX_SIDE`] rows).
    pub fn row_added(&self) -> Draft {
        let mut d = self.clone();
        let (rows, cols) = d.size();
        if rows < MAX_SIDE {
            d.rows.push(".".repeat(cols.max(1)));
        }
        d
    }

    /// The bottom row removed (one row always stays; its tokens go with it).
    pub fn row_removed(&self) -> Draft {
        let mut d = self.clone();
        if d.rows.len() > 1 {
            d.rows.pop();
        }
        d
    }

    /// A column of floor added on the right (up to [`MAX_SIDE`] columns).
    pub fn column_added(&self) -> Draft {
        let mut d = self.clone();
        if d.size().1 < MAX_SIDE {
            for r in &mut d.rows {
                r.push('.');
            }
        }
        d
    }

    /// The right column removed (one column always stays; its tokens go with it).
    pub fn column_removed(&self) -> Draft {
        let mut d = self.clone();
        if d.size().1 > 1 {
            for r in &mut d.rows {
                r.pop();
            }
        }
        d
    }

    /// LeetCode's form: `["####F","#C...","M...."]`.
    pub fn leetcode_text(&self) -> String {
        let rows: Vec<String> = self.rows.iter().map(|r| format!("\"{r}\"")).collect();
        format!("[{}]", rows.join(","))
    }
}

/// Why a pasted text was not used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PasteError {
    /// Nothing but brackets, quotes and separators.
    Empty,
    /// The rows do not make a valid grid.
    Grid(GridError),
    /// `catJump` or `mouseJump` is there but not a whole number from 1.
    Jump(&'static str),
}

/// What a paste gives: the rows, and the jumps if the text names them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pasted {
    pub rows: Vec<String>,
    pub cat_jump: Option<u64>,
    pub mouse_jump: Option<u64>,
}

/// Read a grid in LeetCode's form, with or without quotes, brackets and commas: one row per line
/// or rows separated by commas. LeetCode's whole input (`grid = [...], catJump = 1,
/// mouseJump = 2`) gives the jumps too.
pub fn parse_pasted(text: &str) -> Result<Pasted, PasteError> {
    let text = crate::games::text::ascii_width(text);
    let text = text.as_ref();
    let (grid_part, rest) = match (text.find('['), text.rfind(']')) {
        (Some(a), Some(b)) if a < b => (&text[a + 1..b], &text[b + 1..]),
        _ => (text, ""),
    };
    let rows: Vec<String> = grid_part
        .split([',', '\n', '\r', ';'])
        .map(|piece| {
            piece
                .chars()
                .filter(|c| !matches!(c, '"' | '\'' | '[' | ']') && !c.is_whitespace())
                .collect::<String>()
        })
        .filter(|row| !row.is_empty())
        .collect();
    if rows.is_empty() {
        return Err(PasteError::Empty);
    }
    Grid::parse(&rows).map_err(PasteError::Grid)?;
    Ok(Pasted {
        rows,
        cat_jump: jump_after(rest, "catJump")?,
        mouse_jump: jump_after(rest, "mouseJump")?,
    })
}

/// The number after `key` (and `=` or `:`), if the key is there.
fn jump_after(text: &str, key: &'static str) -> Result<Option<u64>, PasteError> {
    let Some(at) = text.find(key) else {
        return Ok(None);
    };
    let after = text[at + key.len()..]
        .trim_start_matches(|c: char| c.is_whitespace() || c == '=' || c == ':');
    let digits: String = after.chars().take_while(|c| c.is_ascii_digit()).collect();
    match digits.parse::<u64>() {
        Ok(n) if n >= 1 => Ok(Some(n)),
        _ => Err(PasteError::Jump(key)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft(rows: &[&str]) -> Draft {
        Draft {
            rows: rows.iter().map(|r| r.to_string()).collect(),
            cat_jump: 1,
            mouse_jump: 2,
        }
    }

    #[test]
    fn paste_accepts_leetcode_lines_and_commas() {
        let want = vec!["####F", "#C...", "M...."];
        for text in [
            "[\"####F\",\"#C...\",\"M....\"]",
            "####F\n#C...\nM....\n",
            "####F, #C..., M....",
            "  '####F',\n '#C...',\n 'M....' ",
        ] {
            assert_eq!(parse_pasted(text).unwrap().rows, want, "{text:?}");
        }
        let full = parse_pasted(r#"grid = ["M.C...F"], catJump = 1, mouseJump = 4"#).unwrap();
        assert_eq!(full.rows, vec!["M.C...F"]);
        assert_eq!((full.cat_jump, full.mouse_jump), (Some(1), Some(4)));
        assert_eq!(parse_pasted(" [ ] "), Err(PasteError::Empty));
        assert!(matches!(
            parse_pasted("CMF\nC.."),
            Err(PasteError::Grid(GridError::Second { .. }))
        ));
        assert_eq!(
            parse_pasted(r#"["CMF"], catJump = 0"#),
            Err(PasteError::Jump("catJump"))
        );
    }

    #[test]
    fn edits_keep_every_token() {
        let d = draft(&["####F", "#C...", "M...."]);
        assert_eq!(d.painted(1, 2, '#').rows[1], "#C#..");
        assert_eq!(d.painted(1, 1, '#'), d, "a token keeps its cell");
        assert_eq!(d.painted(0, 0, '.').rows[0], ".###F");
        let moved = d.with_token('C', 0, 0);
        assert_eq!(moved.rows, vec!["C###F", "#....", "M...."]);
        let swapped = d.with_token('C', 2, 0);
        assert_eq!(swapped.rows, vec!["####F", "#M...", "C...."]);
        assert!(swapped.to_setup().is_ok());
        assert_eq!(d.leetcode_text(), "[\"####F\",\"#C...\",\"M....\"]");
        let smaller = d.row_removed();
        assert!(matches!(
            smaller.to_setup(),
            Err(GridError::Missing { token: 'M', .. })
        ));
        assert_eq!(smaller.row_added().rows[2], ".....");
        assert_eq!(d.column_added().column_removed(), d);
        let one = draft(&["C"]);
        assert_eq!(one.row_removed(), one);
        assert_eq!(one.column_removed(), one);
        assert_eq!(
            one.with_token('M', 0, 0).rows,
            vec!["M"],
            "no cell for the cat: invalid"
        );
    }

    #[test]
    fn full_width_paste_reads_as_ascii() {
        let pasted = parse_pasted("［\"Ｍ．Ｃ．．．Ｆ\"］").unwrap();
        assert_eq!(pasted.rows, vec!["M.C...F".to_string()]);
    }
}
