//! Reading a row of piles from pasted text, and writing it back as a LeetCode array.

/// Why pasted text is not a row of piles.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RowParseError {
    #[error("the text holds no numbers")]
    Empty,
    #[error("item {index}: \"{text}\" is not an integer")]
    NotInteger { index: usize, text: String },
    #[error("item {index}: {text} does not fit in a 64-bit integer")]
    TooLarge { index: usize, text: String },
    #[error("more than {limit} piles")]
    TooMany { limit: usize },
    #[error("unbalanced brackets")]
    Brackets,
}

/// Parse a row such as `[3,9,1,2]`, `3 9 1 2`, `piles = [3, 9, 1, 2]` or one number per line.
/// At most `limit` piles; numbers must fit in i64 (the sum is checked by the solver). Full-width
/// input (`［３，９］`) reads as ASCII.
pub fn parse_row(text: &str, limit: usize) -> Result<Vec<i64>, RowParseError> {
    let text = crate::games::text::ascii_width(text);
    let text = text.as_ref();
    // Allow a leading "name =" as copied from a LeetCode example.
    let body = match text.split_once('=') {
        Some((name, rest)) if name.trim().chars().all(|c| c.is_alphanumeric() || c == '_') => rest,
        _ => text,
    };
    let opens = body.matches('[').count();
    let closes = body.matches(']').count();
    if opens != closes || opens > 1 {
        return Err(RowParseError::Brackets);
    }
    let body = body.trim().trim_start_matches('[').trim_end_matches(']');
    let mut piles = Vec::new();
    for (index, item) in body
        .split(|c: char| c == ',' || c == ';' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .enumerate()
    {
        if piles.len() >= limit {
            return Err(RowParseError::TooMany { limit });
        }
        let shown: String = item.chars().take(24).collect();
        let digits = item.strip_prefix('+').unwrap_or(item);
        let is_int = {
            let d = digits.strip_prefix('-').unwrap_or(digits);
            !d.is_empty() && d.chars().all(|c| c.is_ascii_digit())
        };
        if !is_int {
            return Err(RowParseError::NotInteger { index, text: shown });
        }
        let value = digits
            .parse::<i64>()
            .map_err(|_| RowParseError::TooLarge { index, text: shown })?;
        piles.push(value);
    }
    if piles.is_empty() {
        return Err(RowParseError::Empty);
    }
    Ok(piles)
}

/// The row as a LeetCode array: `[3,9,1,2]`.
pub fn format_row(piles: &[i64]) -> String {
    let items: Vec<String> = piles.iter().map(|p| p.to_string()).collect();
    format!("[{}]", items.join(","))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms_people_paste() {
        assert_eq!(parse_row("[3,9,1,2]", 10).unwrap(), vec![3, 9, 1, 2]);
        assert_eq!(
            parse_row(" piles = [5, 3, 4, 5] ", 10).unwrap(),
            vec![5, 3, 4, 5]
        );
        assert_eq!(parse_row("1\n-100\n+3", 10).unwrap(), vec![1, -100, 3]);
        assert_eq!(format_row(&[3, -9, 0]), "[3,-9,0]");
        // from a Chinese input method
        assert_eq!(parse_row("［3，9，1，2］", 10).unwrap(), vec![3, 9, 1, 2]);
        assert_eq!(parse_row("［３，－９］", 10).unwrap(), vec![3, -9]);
    }

    #[test]
    fn bad_text_says_where() {
        assert_eq!(
            parse_row("[1,x,3]", 10),
            Err(RowParseError::NotInteger {
                index: 1,
                text: "x".into()
            })
        );
        assert!(matches!(
            parse_row("[1,99999999999999999999]", 10),
            Err(RowParseError::TooLarge { index: 1, .. })
        ));
        assert_eq!(parse_row("[]", 10), Err(RowParseError::Empty));
        assert_eq!(parse_row("[[1]", 10), Err(RowParseError::Brackets));
        assert_eq!(
            parse_row("1 2 3", 2),
            Err(RowParseError::TooMany { limit: 2 })
        );
        assert!(parse_row("1.5", 10).is_err());
        assert!(parse_row("--1", 10).is_err());
    }
}
