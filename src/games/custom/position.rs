//! Positions of a custom game, by value.
//!
//! A position is an integer of any size, a string, a bool, `None`, or a tuple or list of
//! positions; a list and a tuple with equal items are the same position and `True` is not `1`.
//! The explorer keeps each position as its **key**: a compact, prefix-free byte encoding in
//! which equal positions have equal bytes (lists are written as tuples), so that interning,
//! hashing and comparing never recurse and never look at text. [`Pos`] is the same value as a
//! Rust enum, for the views and the tests.
//!
//! The encoding, one tag byte then its payload:
//!
//! | tag | value | payload |
//! | --- | --- | --- |
//! | 0 | `None` | — |
//! | 1, 2 | `False`, `True` | — |
//! | 3 | an integer that fits in i64 | zigzag LEB128 |
//! | 4 | a larger integer | LEB128 length, then its decimal digits (with `-`) |
//! | 5 | a string | LEB128 length, then its UTF-8 bytes |
//! | 6 | a tuple (or, in keys, a list) | LEB128 item count, then the items |
//! | 7 | a list (only in the form a position was first written, see below) | as 6 |
//!
//! Besides its key, a position that was first met with a list inside is remembered in that
//! form too (tag 7 for lists), so that `moves(p)` gets `p` as the rules wrote it (a list stays a
//! list: `p + [x]` works).

use std::fmt::Write as _;

use serde_json::Value as Json;

pub(crate) const TAG_NONE: u8 = 0;
pub(crate) const TAG_FALSE: u8 = 1;
pub(crate) const TAG_TRUE: u8 = 2;
pub(crate) const TAG_INT: u8 = 3;
pub(crate) const TAG_BIG: u8 = 4;
pub(crate) const TAG_STR: u8 = 5;
pub(crate) const TAG_TUPLE: u8 = 6;
pub(crate) const TAG_LIST: u8 = 7;

/// How deeply tuples and lists may nest inside one position ([`crate::games::custom::Limits`]
/// refuses deeper ones as bad input).
pub const MAX_NESTING: usize = 1000;

/// A position of a custom game as a value. Lists are given as [`Pos::Tuple`] (a list and a
/// tuple with the same items are the same position).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Pos {
    None,
    Bool(bool),
    /// An integer within i64.
    Int(i64),
    /// An integer beyond i64, as its decimal digits (with a leading `-` when negative).
    BigInt(String),
    Str(String),
    Tuple(Vec<Pos>),
}

impl Pos {
    /// The position's key (see the module docs).
    pub fn key(&self) -> Vec<u8> {
        let mut out = Vec::new();
        self.encode(&mut out);
        out
    }

    fn encode(&self, out: &mut Vec<u8>) {
        match self {
            Pos::None => out.push(TAG_NONE),
            Pos::Bool(false) => out.push(TAG_FALSE),
            Pos::Bool(true) => out.push(TAG_TRUE),
            Pos::Int(i) => put_int(out, *i),
            Pos::BigInt(s) => match s.parse::<i64>() {
                Ok(i) => put_int(out, i),
                Err(_) => put_bytes(out, TAG_BIG, s.as_bytes()),
            },
            Pos::Str(s) => put_bytes(out, TAG_STR, s.as_bytes()),
            Pos::Tuple(items) => {
                out.push(TAG_TUPLE);
                put_len(out, items.len());
                for item in items {
                    item.encode(out);
                }
            }
        }
    }

    /// The position a key stands for; `None` if `key` is not one key.
    pub fn from_key(key: &[u8]) -> Option<Pos> {
        let mut at = 0;
        let pos = decode(key, &mut at, 0)?;
        (at == key.len()).then_some(pos)
    }

    /// The pair `(a, b)` of integers within i64, if the position is one (heatmap views).
    pub fn as_int_pair(&self) -> Option<(i64, i64)> {
        match self {
            Pos::Tuple(items) => match items.as_slice() {
                [Pos::Int(a), Pos::Int(b)] => Some((*a, *b)),
                _ => None,
            },
            _ => None,
        }
    }

    /// The integer within i64, if the position is one (strip views).
    pub fn as_int(&self) -> Option<i64> {
        match self {
            Pos::Int(i) => Some(*i),
            _ => None,
        }
    }

    /// The position as JSON: integers as numbers (exact at any size), strings, `true`/`false`,
    /// `null` for `None`, arrays for tuples and lists.
    pub fn to_json(&self) -> Json {
        match self {
            Pos::None => Json::Null,
            Pos::Bool(b) => Json::Bool(*b),
            Pos::Int(i) => Json::from(*i),
            Pos::BigInt(s) => serde_json::from_str(s).unwrap_or_else(|_| Json::String(s.clone())),
            Pos::Str(s) => Json::String(s.clone()),
            Pos::Tuple(items) => Json::Array(items.iter().map(Pos::to_json).collect()),
        }
    }
}

impl std::fmt::Display for Pos {
    /// As Starlark's `repr` writes it: `(0, 1)`, `(3,)`, `"ab"`, `None`, `True`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&repr_key(&self.key(), usize::MAX))
    }
}

fn decode(key: &[u8], at: &mut usize, depth: usize) -> Option<Pos> {
    if depth > MAX_NESTING {
        return None;
    }
    let tag = *key.get(*at)?;
    *at += 1;
    Some(match tag {
        TAG_NONE => Pos::None,
        TAG_FALSE => Pos::Bool(false),
        TAG_TRUE => Pos::Bool(true),
        TAG_INT => Pos::Int(unzigzag(get_varint(key, at)?)),
        TAG_BIG => Pos::BigInt(String::from_utf8(get_bytes(key, at)?.to_vec()).ok()?),
        TAG_STR => Pos::Str(String::from_utf8(get_bytes(key, at)?.to_vec()).ok()?),
        TAG_TUPLE | TAG_LIST => {
            let n = usize::try_from(get_varint(key, at)?).ok()?;
            // every item takes at least one byte: a bad count cannot reserve much
            let mut items = Vec::with_capacity(n.min(key.len() - *at));
            for _ in 0..n {
                items.push(decode(key, at, depth + 1)?);
            }
            Pos::Tuple(items)
        }
        _ => return None,
    })
}

// ---- writing and reading the encoding

pub(crate) fn put_len(out: &mut Vec<u8>, n: usize) {
    put_varint(out, n as u64);
}

pub(crate) fn put_varint(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

pub(crate) fn put_int(out: &mut Vec<u8>, i: i64) {
    out.push(TAG_INT);
    put_varint(out, ((i << 1) ^ (i >> 63)) as u64);
}

pub(crate) fn put_bytes(out: &mut Vec<u8>, tag: u8, bytes: &[u8]) {
    out.push(tag);
    put_len(out, bytes.len());
    out.extend_from_slice(bytes);
}

pub(crate) fn get_varint(key: &[u8], at: &mut usize) -> Option<u64> {
    let mut v = 0u64;
    let mut shift = 0;
    loop {
        let b = *key.get(*at)?;
        *at += 1;
        if shift > 63 {
            return None;
        }
        v |= u64::from(b & 0x7f) << shift;
        if b < 0x80 {
            return Some(v);
        }
        shift += 7;
    }
}

pub(crate) fn unzigzag(v: u64) -> i64 {
    ((v >> 1) as i64) ^ -((v & 1) as i64)
}

pub(crate) fn get_bytes<'a>(key: &'a [u8], at: &mut usize) -> Option<&'a [u8]> {
    let n = usize::try_from(get_varint(key, at)?).ok()?;
    let end = at.checked_add(n)?;
    let bytes = key.get(*at..end)?;
    *at = end;
    Some(bytes)
}

/// The key's value as Starlark's `repr` writes it, cut to about `max` characters with `…`.
/// Lists (tag 7) are written with brackets.
pub fn repr_key(key: &[u8], max: usize) -> String {
    let mut out = String::new();
    let mut at = 0;
    let _ = repr_into(key, &mut at, &mut out, max, 0);
    if out.len() > max {
        let mut cut = max;
        while !out.is_char_boundary(cut) {
            cut -= 1;
        }
        out.truncate(cut);
        out.push('…');
    }
    out
}

/// Writes until `out` is longer than `max`; `None` on a malformed key or once cut.
fn repr_into(key: &[u8], at: &mut usize, out: &mut String, max: usize, depth: usize) -> Option<()> {
    if out.len() > max || depth > MAX_NESTING {
        return None;
    }
    let tag = *key.get(*at)?;
    *at += 1;
    match tag {
        TAG_NONE => out.push_str("None"),
        TAG_FALSE => out.push_str("False"),
        TAG_TRUE => out.push_str("True"),
        TAG_INT => {
            let _ = write!(out, "{}", unzigzag(get_varint(key, at)?));
        }
        TAG_BIG => out.push_str(std::str::from_utf8(get_bytes(key, at)?).ok()?),
        TAG_STR => quote(std::str::from_utf8(get_bytes(key, at)?).ok()?, out),
        TAG_TUPLE | TAG_LIST => {
            let n = get_varint(key, at)?;
            let (open, close) = if tag == TAG_LIST {
                ('[', ']')
            } else {
                ('(', ')')
            };
            out.push(open);
            for k in 0..n {
                if k > 0 {
                    out.push_str(", ");
                }
                repr_into(key, at, out, max, depth + 1)?;
            }
            if n == 1 && tag == TAG_TUPLE {
                out.push(',');
            }
            out.push(close);
        }
        _ => return None,
    }
    Some(())
}

/// A string literal as Starlark's `repr` writes it (double quotes).
fn quote(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// The hash of a key (keys are compared by their bytes).
#[inline]
pub(crate) fn hash_key(key: &[u8]) -> u64 {
    const K: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut h: u64 = key.len() as u64;
    let mut chunks = key.chunks_exact(8);
    for c in &mut chunks {
        let w = u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]);
        h = (h.rotate_left(5) ^ w).wrapping_mul(K);
    }
    let rest = chunks.remainder();
    if !rest.is_empty() {
        let mut buf = [0u8; 8];
        buf[..rest.len()].copy_from_slice(rest);
        h = (h.rotate_left(5) ^ u64::from_le_bytes(buf)).wrapping_mul(K);
    }
    // finalise (murmur3's mix) so that the low bits depend on every byte
    h ^= h >> 33;
    h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^= h >> 33;
    h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    h ^ (h >> 33)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip_and_print_like_starlark() {
        let cases = [
            (Pos::None, "None"),
            (Pos::Bool(true), "True"),
            (Pos::Int(-5), "-5"),
            (Pos::Int(i64::MIN), "-9223372036854775808"),
            (
                Pos::BigInt("123456789012345678901234567890".into()),
                "123456789012345678901234567890",
            ),
            (Pos::Str("a\"b\n".into()), "\"a\\\"b\\n\""),
            (Pos::Tuple(vec![Pos::Int(3)]), "(3,)"),
            (Pos::Tuple(vec![]), "()"),
            (
                Pos::Tuple(vec![
                    Pos::Int(0),
                    Pos::Tuple(vec![Pos::Str("x".into()), Pos::None]),
                ]),
                "(0, (\"x\", None))",
            ),
        ];
        for (pos, text) in cases {
            let key = pos.key();
            assert_eq!(Pos::from_key(&key), Some(pos.clone()), "{text}");
            assert_eq!(pos.to_string(), text);
        }
        // a big integer that fits in i64 is the same position as the small one
        assert_eq!(Pos::BigInt("7".into()).key(), Pos::Int(7).key());
        assert_ne!(Pos::Bool(true).key(), Pos::Int(1).key());
        assert_eq!(Pos::from_key(&[TAG_TUPLE, 2, TAG_NONE]), None);
        assert_eq!(Pos::from_key(&[TAG_NONE, TAG_NONE]), None);
        assert_eq!(repr_key(&Pos::Str("abcdefgh".into()).key(), 4), "\"abc…");
    }

    #[test]
    fn json_is_exact() {
        let p = Pos::Tuple(vec![
            Pos::BigInt("-123456789012345678901234567890".into()),
            Pos::None,
        ]);
        assert_eq!(
            p.to_json().to_string(),
            "[-123456789012345678901234567890,null]"
        );
    }
}
