//! Small helpers for the bit-parallel solver: the 64 × 64 bit transpose and the table of
//! moves to the end (one byte per position while every distance fits, widened on demand).

/// Where word `wd` of row `row` of a blocked n × `words`-word bit matrix is stored: in 64 × 64
/// blocks of 64 consecutive words (one per row), the blocks row by row. A matrix holds
/// `64 · words²` words.
#[inline(always)]
pub fn word_index(row: usize, wd: usize, words: usize) -> usize {
    ((row / 64) * words + wd) * 64 + row % 64
}

/// Transposes a 64 × 64 bit block in place: afterwards bit `j` of `a[i]` is what bit `i` of
/// `a[j]` was (bit `j` means `1 << j`). Six rounds of block swaps, about 400 word operations.
pub fn transpose64(a: &mut [u64; 64]) {
    let mut j = 32usize;
    let mut m: u64 = 0x0000_0000_FFFF_FFFF;
    while j != 0 {
        let mut k = 0usize;
        while k < 64 {
            let t = ((a[k] >> j) ^ a[k + j]) & m;
            a[k] ^= t << j;
            a[k + j] ^= t;
            k = (k + j + 1) & !j;
        }
        j >>= 1;
        m ^= m << j;
    }
}

/// Moves to the end of every position, bit-sliced: for each player to move, plane `b` is an
/// n × ⌈n/64⌉-word matrix in cat-major form (row = cat node, bit = mouse node; blocked, see
/// [`word_index`]) holding bit `b`
/// of *distance + 1*, so an undecided position (a draw) is all zeros. A ply's new positions
/// are written with one OR per word and set bit of `ply + 1`, and the table costs
/// ⌈log₂(longest game + 2)⌉ bits a position: 5 for a graph whose games last at most 30 moves.
#[derive(Debug, Clone)]
pub struct Planes {
    n: usize,
    words: usize,
    /// `[turn][b]`: turn 0 is the mouse to move, 1 the cat.
    planes: [Vec<Vec<u64>>; 2],
}

impl Planes {
    /// An n-node table with no position decided (and no plane yet).
    pub fn new(n: usize) -> Planes {
        Planes {
            n,
            words: n.div_ceil(64),
            planes: [Vec::new(), Vec::new()],
        }
    }

    /// Makes sure distance `d` can be stored, adding zero planes as needed.
    pub fn reserve_value(&mut self, d: u32) {
        let need = (64 - (d as u64 + 1).leading_zeros()) as usize;
        let len = 64 * self.words * self.words;
        for turn in &mut self.planes {
            while turn.len() < need.max(1) {
                turn.push(vec![0u64; len]);
            }
        }
    }

    /// Records distance `d` for a whole block: the positions of `turn` whose bits are set in
    /// `bits`, the 64 words from word `at` (a multiple of 64) of the cat-major matrices.
    #[inline]
    pub fn or_block(&mut self, turn: usize, at: usize, bits: &[u64; 64], d: u32) {
        let mut v = d + 1;
        let planes = &mut self.planes[turn];
        while v != 0 {
            let plane = &mut planes[v.trailing_zeros() as usize][at..at + 64];
            for (p, b) in plane.iter_mut().zip(bits) {
                *p |= b;
            }
            v &= v - 1;
        }
    }

    /// The word index and bit of a dense index (see [`Distances`]).
    #[inline]
    fn locate(&self, index: usize) -> (usize, usize, u64) {
        let half = self.n * self.n.saturating_sub(1);
        let (turn, j) = if index < half {
            (0, index)
        } else {
            (1, index - half)
        };
        let (c, m) = (j / self.n + 1, j % self.n);
        (turn, word_index(c, m / 64, self.words), 1u64 << (m % 64))
    }

    /// The distance at a dense index, `None` for a draw.
    #[inline]
    pub fn get(&self, index: usize) -> Option<u32> {
        let (turn, t, bit) = self.locate(index);
        let mut v = 0u32;
        for (b, plane) in self.planes[turn].iter().enumerate() {
            if plane[t] & bit != 0 {
                v |= 1 << b;
            }
        }
        v.checked_sub(1)
    }

    /// The distance of the position (mouse `m`, cat `c`, `turn`: 0 mouse, 1 cat), `None` for a
    /// draw: [`Planes::get`] without the divisions that turn a dense index into a node pair.
    #[inline]
    pub fn get_at(&self, turn: usize, c: usize, m: usize) -> Option<u32> {
        let t = word_index(c, m / 64, self.words);
        let bit = 1u64 << (m % 64);
        let mut v = 0u32;
        for (b, plane) in self.planes[turn].iter().enumerate() {
            if plane[t] & bit != 0 {
                v |= 1 << b;
            }
        }
        v.checked_sub(1)
    }

    /// Stores `d` at a dense index (`d` passed to [`Planes::reserve_value`] first).
    pub fn set(&mut self, index: usize, d: u32) {
        let (turn, t, bit) = self.locate(index);
        let v = d + 1;
        for (b, plane) in self.planes[turn].iter_mut().enumerate() {
            if v >> b & 1 != 0 {
                plane[t] |= bit;
            } else {
                plane[t] &= !bit;
            }
        }
    }

    /// Bytes held.
    pub fn bytes(&self) -> usize {
        8 * self.planes.iter().flatten().map(Vec::len).sum::<usize>()
    }
}

/// Moves to the end of every position by dense index (`turn·n(n−1) + (cat−1)·n + mouse`),
/// `None` for draws: bit-sliced [`Planes`] from the bit-parallel solver, or from the queue
/// solver one byte per position (stored as the width's maximum for draws), widened to two,
/// then four, the first time a distance does not fit.
#[derive(Debug, Clone)]
pub enum Distances {
    /// Bit-sliced, cat-major (see [`Planes`]).
    Planes(Planes),
    /// Every distance so far is below 255.
    U8(Vec<u8>),
    /// Every distance so far is below 65,535.
    U16(Vec<u16>),
    /// Any distance below `u32::MAX`.
    U32(Vec<u32>),
}

impl Distances {
    /// `len` positions, all draws (undecided).
    pub fn new(len: usize) -> Distances {
        Distances::U8(vec![u8::MAX; len])
    }

    /// Makes sure `d` can be stored (widening the table if needed).
    pub fn reserve_value(&mut self, d: u32) {
        match self {
            Distances::Planes(p) => p.reserve_value(d),
            Distances::U8(v) if d >= u8::MAX as u32 => {
                let wide: Vec<u16> = v
                    .iter()
                    .map(|&x| if x == u8::MAX { u16::MAX } else { x as u16 })
                    .collect();
                *self = Distances::U16(wide);
                self.reserve_value(d);
            }
            Distances::U16(v) if d >= u16::MAX as u32 => {
                let wide: Vec<u32> = v
                    .iter()
                    .map(|&x| if x == u16::MAX { u32::MAX } else { x as u32 })
                    .collect();
                *self = Distances::U32(wide);
            }
            _ => {}
        }
    }

    /// Stores `d` at `index`. `d` must have been passed to [`Distances::reserve_value`].
    pub fn set(&mut self, index: usize, d: u32) {
        match self {
            Distances::Planes(p) => p.set(index, d),
            Distances::U8(v) => v[index] = d as u8,
            Distances::U16(v) => v[index] = d as u16,
            Distances::U32(v) => v[index] = d,
        }
    }

    /// The distance at `index` (`None` for a draw). Panics if out of range.
    #[inline]
    pub fn get(&self, index: usize) -> Option<u32> {
        match self {
            Distances::Planes(p) => p.get(index),
            Distances::U8(v) => Some(v[index]).filter(|&x| x != u8::MAX).map(u32::from),
            Distances::U16(v) => Some(v[index]).filter(|&x| x != u16::MAX).map(u32::from),
            Distances::U32(v) => Some(v[index]).filter(|&x| x != u32::MAX),
        }
    }

    /// The distance of the position (mouse `m`, cat `c` ≥ 1, `turn`: 0 mouse, 1 cat) in a
    /// game on `n` nodes, `None` for a draw. Panics if out of range.
    #[inline]
    pub fn get_pair(&self, n: usize, turn: usize, c: usize, m: usize) -> Option<u32> {
        match self {
            Distances::Planes(p) => p.get_at(turn, c, m),
            _ => self.get(turn * n * n.saturating_sub(1) + (c - 1) * n + m),
        }
    }

    /// Number of positions.
    pub fn len(&self) -> usize {
        match self {
            Distances::Planes(p) => 2 * p.n * p.n.saturating_sub(1),
            Distances::U8(v) => v.len(),
            Distances::U16(v) => v.len(),
            Distances::U32(v) => v.len(),
        }
    }

    /// True if there are no positions.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Bytes held.
    pub fn bytes(&self) -> usize {
        match self {
            Distances::Planes(p) => p.bytes(),
            Distances::U8(v) => v.len(),
            Distances::U16(v) => 2 * v.len(),
            Distances::U32(v) => 4 * v.len(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transpose_matches_bit_by_bit() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        let mut a = [0u64; 64];
        for w in a.iter_mut() {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            *w = x;
        }
        let orig = a;
        transpose64(&mut a);
        for (i, row) in a.iter().enumerate() {
            for (j, col) in orig.iter().enumerate() {
                assert_eq!((row >> j) & 1, (col >> i) & 1, "bit ({i}, {j})");
            }
        }
        transpose64(&mut a);
        assert_eq!(a, orig);
    }

    /// Stores `d` at `base + b` for the set bits `b` of `bits`, one position at a time.
    fn set_bits(d: &mut Distances, base: usize, mut bits: u64, v: u32) {
        while bits != 0 {
            d.set(base + bits.trailing_zeros() as usize, v);
            bits &= bits - 1;
        }
    }

    /// Records distance `d` for the bits of word `t` through [`Planes::or_block`].
    fn or_word(p: &mut Planes, turn: usize, t: usize, bits: u64, d: u32) {
        let mut block = [0u64; 64];
        block[t % 64] = bits;
        p.or_block(turn, t - t % 64, &block, d);
    }

    #[test]
    fn distances_widen_and_keep_values() {
        let mut d = Distances::new(300);
        d.reserve_value(3);
        set_bits(&mut d, 0, 0b1010, 3);
        set_bits(&mut d, 64, u64::MAX, 3);
        // A dense word whose last group of eight runs past the table's end (bits 240..=299 of
        // 300 are positions; the group 296..304 is cut short).
        set_bits(&mut d, 240, 0x0F00_FFFF_0F0F_FF01, 7);
        assert_eq!(
            (d.get(240), d.get(241), d.get(248), d.get(263)),
            (Some(7), None, Some(7), None)
        );
        assert_eq!(
            (d.get(264), d.get(291), d.get(296), d.get(299)),
            (Some(7), None, Some(7), Some(7))
        );
        set_bits(&mut d, 240, 1 << 59 | 1 << 58 | 0xFF, 8);
        assert_eq!(
            (d.get(299), d.get(296), d.get(240)),
            (Some(8), Some(7), Some(8))
        );
        assert_eq!(d.get(1), Some(3));
        assert_eq!(d.get(2), None);
        assert_eq!(d.get(100), Some(3));
        assert_eq!(d.bytes(), 300);
        d.reserve_value(300);
        d.set(2, 300);
        assert_eq!((d.get(1), d.get(2), d.get(0)), (Some(3), Some(300), None));
        assert_eq!(d.bytes(), 600);
        d.reserve_value(70_000);
        d.set(0, 70_000);
        assert_eq!(
            (d.get(0), d.get(1), d.get(299)),
            (Some(70_000), Some(3), Some(8))
        );
        assert_eq!(d.len(), 300);
    }

    #[test]
    fn blocked_word_index() {
        // Three words a row: block (0, 0) holds word 0 of rows 0..64, then blocks (0, 1), (0, 2),
        // then block row 1 (rows 64..128).
        assert_eq!(word_index(0, 0, 3), 0);
        assert_eq!(word_index(63, 0, 3), 63);
        assert_eq!(word_index(0, 1, 3), 64);
        assert_eq!(word_index(5, 2, 3), 133);
        assert_eq!(word_index(64, 0, 3), 192);
        assert_eq!(word_index(130, 2, 3), 3 * 3 * 64 - 64 + 2);
        let mut seen = vec![false; 3 * 3 * 64];
        for row in 0..192 {
            for wd in 0..3 {
                let i = word_index(row, wd, 3);
                assert!(!seen[i], "({row}, {wd})");
                seen[i] = true;
            }
        }
    }

    #[test]
    fn planes_store_distances_bit_sliced() {
        // 70 nodes: two words a row, the second one partly used.
        let n = 70;
        let half = n * (n - 1);
        let mut p = Planes::new(n);
        assert_eq!(p.bytes(), 0);
        p.reserve_value(0);
        let len = 64 * 2 * 2;
        assert_eq!(p.bytes(), 2 * 8 * len, "one plane per player to move");
        // Word 0 of cat row 1 (dense indices 0..64 of the mouse to move): ply 0 at bits 0, 5.
        or_word(&mut p, 0, word_index(1, 0, 2), 1 | 1 << 5, 0);
        assert_eq!((p.get(0), p.get(5), p.get(1)), (Some(0), Some(0), None));
        p.reserve_value(6);
        assert_eq!(p.bytes(), 3 * 2 * 8 * len);
        // Cat to move, cat row 3, mouse 69: word 1 of row 3, bit 5.
        or_word(&mut p, 1, word_index(3, 1, 2), 1 << 5, 6);
        let i = half + 2 * n + 69;
        assert_eq!(p.get(i), Some(6));
        assert_eq!(p.get(i - 1), None);
        p.set(i - 1, 3);
        p.set(i, 1);
        assert_eq!((p.get(i - 1), p.get(i)), (Some(3), Some(1)));
        let d = Distances::Planes(p);
        assert_eq!(d.len(), 2 * half);
        assert_eq!((d.get(0), d.get(i)), (Some(0), Some(1)));
        let mut d = d;
        d.reserve_value(300);
        set_bits(&mut d, half + 2 * n + 64, 0b11, 300);
        assert_eq!(
            (d.get(i - 5), d.get(i - 4), d.get(i - 3)),
            (Some(300), Some(300), None)
        );
        assert_eq!(d.get(i), Some(1), "a wider table keeps what was there");
    }
}
