//! Duplicate keys in JSON: `{"piles": [1], "piles": [2]}` is valid JSON whose meaning depends on
//! the reader (serde_json keeps the last), so scenario files with one are refused, naming the key
//! and where it is.

use std::borrow::Cow;
use std::collections::HashSet;

/// The first key that appears twice in one object of `text`, and the path of that object
/// (`""` for the top level, `"a.b[2]"` inside). `None` when there is none or the text is not
/// JSON (the parser reports that).
///
/// One pass over the bytes, keeping only the open objects' keys: a row of 20,000 numbers costs
/// no allocation per number (a serde visitor of `deserialize_any` built a path string and, with
/// `arbitrary_precision`, a map for every number: a millisecond of `gamedp solve`). The text is
/// JSON that `serde_json` has already accepted; on anything else the answer is `None`.
pub fn first_duplicate(text: &str) -> Option<(String, String)> {
    let bytes = text.as_bytes();
    let mut stack: Vec<Frame> = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                let end = string_end(bytes, i)?;
                if let Some(Frame::Object {
                    keys,
                    path,
                    expect_key,
                    last_key,
                }) = stack.last_mut()
                    && *expect_key
                {
                    let key = key_text(&text[i..=end])?;
                    if keys.contains(key.as_ref()) {
                        return Some((key.into_owned(), path.clone()));
                    }
                    keys.insert(key.clone().into_owned());
                    *last_key = key.into_owned();
                    *expect_key = false;
                }
                i = end + 1;
                continue;
            }
            b'{' | b'[' => {
                let path = match stack.last() {
                    None => String::new(),
                    Some(Frame::Object { path, last_key, .. }) if path.is_empty() => {
                        last_key.clone()
                    }
                    Some(Frame::Object { path, last_key, .. }) => format!("{path}.{last_key}"),
                    Some(Frame::Array { path, index }) => format!("{path}[{index}]"),
                };
                stack.push(if bytes[i] == b'{' {
                    Frame::Object {
                        keys: HashSet::new(),
                        path,
                        expect_key: true,
                        last_key: String::new(),
                    }
                } else {
                    Frame::Array { path, index: 0 }
                });
            }
            b'}' | b']' => {
                stack.pop();
            }
            b',' => match stack.last_mut() {
                Some(Frame::Object { expect_key, .. }) => *expect_key = true,
                Some(Frame::Array { index, .. }) => *index += 1,
                None => {}
            },
            _ => {}
        }
        i += 1;
    }
    None
}

/// An open object (its keys so far, where it is, whether a key comes next) or array.
enum Frame {
    Object {
        keys: HashSet<String>,
        path: String,
        expect_key: bool,
        last_key: String,
    },
    Array {
        path: String,
        index: usize,
    },
}

/// The index of the quote that closes the string opening at `start`.
fn string_end(bytes: &[u8], start: usize) -> Option<usize> {
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'"' => return Some(i),
            _ => i += 1,
        }
    }
    None
}

/// The text of a key given with its quotes, escapes decoded (`"\u0061"` is the key `a`).
fn key_text(quoted: &str) -> Option<Cow<'_, str>> {
    let inner = &quoted[1..quoted.len() - 1];
    if inner.contains('\\') {
        serde_json::from_str::<String>(quoted).ok().map(Cow::Owned)
    } else {
        Some(Cow::Borrowed(inner))
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
        // escapes are decoded: the same key written two ways
        assert_eq!(
            first_duplicate(r#"{"a": 1, "\u0061": 2}"#),
            Some(("a".into(), String::new()))
        );
        // quotes, commas and brackets inside strings are text
        assert_eq!(
            first_duplicate(
                r#"{"k": "a\",{[", "l": ["x,", {"m": 1}], "n": {"o": [1, 2, {"p": 0, "p": 1}]}}"#
            ),
            Some(("p".into(), "n.o[2]".into()))
        );
        assert_eq!(
            first_duplicate(r#"[[1, 2], [3, {"q": [], "r": {}, "q": 0}]]"#),
            Some(("q".into(), "[1][1]".into()))
        );
        assert_eq!(first_duplicate(r#"{"a": {"b": 1}, "c": {"b": 2}}"#), None);
    }

    /// The visitor this scanner replaced, kept as the reference the property test compares with.
    mod reference {
        use serde::de::{DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
        use std::collections::HashSet;
        use std::fmt;

        /// The first key that appears twice in one object of `text`, and the path of that object
        /// (`""` for the top level, `"a.b[2]"` inside). `None` when there is none or the text is not
        /// JSON (the parser reports that).
        pub fn first_duplicate_serde(text: &str) -> Option<(String, String)> {
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
    }

    /// JSON text whose objects often repeat a key (also written with an escape), with strings
    /// holding quotes, commas and brackets.
    fn json_text() -> impl proptest::strategy::Strategy<Value = String> {
        use proptest::prelude::*;
        let leaf = prop_oneof![
            Just("1".to_string()),
            Just("-2.5e3".to_string()),
            Just("true".to_string()),
            Just("null".to_string()),
            Just(r#""x,\"]}{""#.to_string()),
        ];
        leaf.prop_recursive(4, 40, 5, |inner| {
            let key = prop_oneof![
                Just(r#""a""#),
                Just(r#""b""#),
                Just(r#""\u0061""#),
                Just(r#""c\"""#),
                Just(r#""""#),
            ];
            prop_oneof![
                proptest::collection::vec(inner.clone(), 0..5)
                    .prop_map(|items| format!("[{}]", items.join(", "))),
                proptest::collection::vec((key, inner), 0..4).prop_map(|pairs| {
                    let fields: Vec<String> = pairs
                        .into_iter()
                        .map(|(k, v)| format!("{k}: {v}"))
                        .collect();
                    format!("{{{}}}", fields.join(","))
                }),
            ]
        })
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]
        #[test]
        fn the_scanner_agrees_with_the_serde_visitor(text in json_text()) {
            proptest::prop_assert!(serde_json::from_str::<serde_json::Value>(&text).is_ok(), "{}", text);
            proptest::prop_assert_eq!(first_duplicate(&text), reference::first_duplicate_serde(&text), "{}", text);
        }
    }
}
