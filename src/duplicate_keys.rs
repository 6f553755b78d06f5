//! Duplicate keys in JSON: `{"piles": [1], "piles": [2]}` is valid JSON whose meaning depends on
//! the reader (serde_json keeps the last), so scenario files with one are refused, naming the key
//! and where it is.

use std::collections::HashSet;
use std::fmt;

use serde::de::{DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};

/// The first key that appears twice in one object of `text`, and the path of that object
/// (`""` for the top level, `"a.b[2]"` inside). `None` when there is none or the text is not
/// JSON (the parser reports that).
pub fn first_duplicate(text: &str) -> Option<(String, String)> {
    let mut de = serde_json::Deserializer::from_str(text);
    let check = Check {
        path: String::new(),
    };
    check.deserialize(&mut de).unwrap_or_default()
}

/// Visits a JSON value at `path`, stopping at the first duplicate key.
struct Check {
    path: String,
}

type Found = Option<(String, String)>;

impl<'de> DeserializeSeed<'de> for Check {
    type Value = Found;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Found, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Check {
    type Value = Found;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E>(self, _: bool) -> Result<Found, E> {
        Ok(None)
    }
    fn visit_i64<E>(self, _: i64) -> Result<Found, E> {
        Ok(None)
    }
    fn visit_u64<E>(self, _: u64) -> Result<Found, E> {
        Ok(None)
    }
    fn visit_f64<E>(self, _: f64) -> Result<Found, E> {
        Ok(None)
    }
    fn visit_str<E>(self, _: &str) -> Result<Found, E> {
        Ok(None)
    }
    fn visit_unit<E>(self) -> Result<Found, E> {
        Ok(None)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Found, A::Error> {
        let mut index = 0;
        loop {
            let path = format!("{}[{index}]", self.path);
            match seq.next_element_seed(Check { path })? {
                None => return Ok(None),
                Some(Some(found)) => {
                    // the rest is not looked at
                    while seq.next_element::<IgnoredAny>()?.is_some() {}
                    return Ok(Some(found));
                }
                Some(None) => index += 1,
            }
        }
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Found, A::Error> {
        let mut keys = HashSet::new();
        let mut found = None;
        while let Some(key) = map.next_key::<String>()? {
            if found.is_some() {
                map.next_value::<IgnoredAny>()?;
                continue;
            }
            let path = if self.path.is_empty() {
                key.clone()
            } else {
                format!("{}.{key}", self.path)
            };
            if !keys.insert(key.clone()) {
                found = Some((key, self.path.clone()));
                map.next_value::<IgnoredAny>()?;
            } else {
                found = map.next_value_seed(Check { path })?;
            }
        }
        Ok(found)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_repeated_key_is_named_with_its_object() {
        assert_eq!(first_duplicate(r#"{"a": 1, "b": [1, {"c": 2}]}"#), None);
        assert_eq!(
            first_duplicate(r#"{"piles": [1], "piles": [2]}"#),
            Some(("piles".into(), String::new()))
        );
        assert_eq!(
            first_duplicate(r#"{"meta": {"list": [0, {"x": 1, "x": 2}]}}"#),
            Some(("x".into(), "meta.list[1]".into()))
        );
        // the same key in two objects is no duplicate
        assert_eq!(first_duplicate(r#"[{"a": 1}, {"a": 2}]"#), None);
        assert_eq!(first_duplicate("{"), None);
    }
}
