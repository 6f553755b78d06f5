//! The anti-diagonal step shared by the value-only solver and the full table.
//!
//! Along an anti-diagonal every cell depends only on the previous diagonal:
//! `out[i] = max(left[i] - prev[i + 1], right[i] - prev[i])`, where `left[i] = p[i]` and
//! `right[i] = p[i + len - 1]`. The loop has no dependency between its iterations, so the
//! compiler vectorises it; we compile it once per instruction set and pick one at run time.
//!
//! The cells are `i64`, or `i32` when the row's sum of absolute values fits in 32 bits (every
//! cell is bounded by it): twice the lanes per instruction and half the bytes per diagonal, with
//! the same answers (see [`Cell`]).

/// A cell type of the diagonal step: `i64`, or `i32` for rows whose sum of absolute values
/// fits in an `i32` (then no cell and no difference of two cells can overflow).
pub trait Cell: Copy + Default + PartialOrd + Send + Sync + 'static {
    /// `self - other`, wrapping (never wraps within the bound above).
    fn wrapping_sub(self, other: Self) -> Self;
}

impl Cell for i64 {
    #[inline(always)]
    fn wrapping_sub(self, other: Self) -> Self {
        i64::wrapping_sub(self, other)
    }
}

impl Cell for i32 {
    #[inline(always)]
    fn wrapping_sub(self, other: Self) -> Self {
        i32::wrapping_sub(self, other)
    }
}

/// An implementation of the diagonal step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kernel {
    /// Plain code for any CPU (still auto-vectorised for the baseline instruction set).
    Portable,
    /// x86-64 AVX2 (4 lanes of i64).
    Avx2,
    /// x86-64 AVX-512 (8 lanes of i64, native 64-bit max).
    Avx512,
}

impl Kernel {
    /// Every kernel this CPU can run, the portable one first.
    pub fn available() -> Vec<Kernel> {
        let mut kernels = vec![Kernel::Portable];
        #[cfg(target_arch = "x86_64")]
        {
            if std::arch::is_x86_feature_detected!("avx2") {
                kernels.push(Kernel::Avx2);
            }
            if std::arch::is_x86_feature_detected!("avx512f")
                && std::arch::is_x86_feature_detected!("avx512vl")
            {
                kernels.push(Kernel::Avx512);
            }
        }
        kernels
    }

    /// A short name for benchmarks and the about box.
    pub fn name(self) -> &'static str {
        match self {
            Kernel::Portable => "portable",
            Kernel::Avx2 => "avx2",
            Kernel::Avx512 => "avx512",
        }
    }

    /// One anti-diagonal: `out[i] = max(left[i] - prev[i+1], right[i] - prev[i])` for
    /// `i < out.len()`. `left`, `right` and `prev` must be at least `out.len()`, `out.len()` and
    /// `out.len() + 1` long.
    #[inline]
    pub fn step<T: Cell>(self, left: &[T], right: &[T], prev: &[T], out: &mut [T]) {
        #[cfg(target_arch = "x86_64")]
        {
            // The detection macros are cached by std (one atomic load), so checking here keeps
            // this sound even for a `Kernel` built by hand on a CPU without the feature.
            use std::arch::is_x86_feature_detected as has;
            if self == Kernel::Avx512 && has!("avx512f") && has!("avx512vl") {
                // SAFETY: the CPU supports AVX-512F and AVX-512VL (checked just above).
                return unsafe { step_avx512(left, right, prev, out) };
            }
            if self == Kernel::Avx2 && has!("avx2") {
                // SAFETY: the CPU supports AVX2 (checked just above).
                return unsafe { step_avx2(left, right, prev, out) };
            }
        }
        step_portable(left, right, prev, out)
    }
}

/// The fastest kernel this CPU supports (detected once per call; cheap).
pub fn best_kernel() -> Kernel {
    *Kernel::available().last().unwrap_or(&Kernel::Portable)
}

#[inline(always)]
fn step_body<T: Cell>(left: &[T], right: &[T], prev: &[T], out: &mut [T]) {
    let m = out.len();
    let left = &left[..m];
    let right = &right[..m];
    let prev_next = &prev[1..m + 1];
    let prev_same = &prev[..m];
    for i in 0..m {
        // No overflow: every value is bounded by the row's sum of absolute values, which
        // `check_piles` has proved fits in i64 (and the caller in i32 for `T = i32`).
        let take_left = left[i].wrapping_sub(prev_next[i]);
        let take_right = right[i].wrapping_sub(prev_same[i]);
        out[i] = if take_left > take_right {
            take_left
        } else {
            take_right
        };
    }
}

fn step_portable<T: Cell>(left: &[T], right: &[T], prev: &[T], out: &mut [T]) {
    step_body(left, right, prev, out)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn step_avx2<T: Cell>(left: &[T], right: &[T], prev: &[T], out: &mut [T]) {
    step_body(left, right, prev, out)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512vl")]
unsafe fn step_avx512<T: Cell>(left: &[T], right: &[T], prev: &[T], out: &mut [T]) {
    step_body(left, right, prev, out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kernels_agree() {
        let p: Vec<i64> = (0..103).map(|i| (i * 7919 % 201) - 100).collect();
        let prev: Vec<i64> = (0..103).map(|i| (i * 104729 % 301) - 150).collect();
        let m = 100;
        let mut want = vec![0; m];
        step_portable(&p, &p[3..], &prev, &mut want);
        for k in Kernel::available() {
            let mut got = vec![0; m];
            k.step(&p, &p[3..], &prev, &mut got);
            assert_eq!(got, want, "kernel {}", k.name());
        }
        for i in 0..m {
            assert_eq!(want[i], (p[i] - prev[i + 1]).max(p[i + 3] - prev[i]));
        }
        // The same step on i32 cells.
        let p32: Vec<i32> = p.iter().map(|&x| x as i32).collect();
        let prev32: Vec<i32> = prev.iter().map(|&x| x as i32).collect();
        for k in Kernel::available() {
            let mut got = vec![0i32; m];
            k.step(&p32, &p32[3..], &prev32, &mut got);
            let got: Vec<i64> = got.into_iter().map(i64::from).collect();
            assert_eq!(got, want, "kernel {} on i32", k.name());
        }
    }
}
