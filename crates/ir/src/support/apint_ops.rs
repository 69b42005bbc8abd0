//! Integer arithmetic with LLVM `APInt`'s semantics at any bit width: the
//! operations constant folders need (wrapping add/sub/mul, signed and
//! unsigned division and remainder, shifts, comparisons, min/max,
//! extension and truncation, overflow-checked forms).
//!
//! An [`ApInt`] does not store its width, so every operation takes it:
//! operands are read as `width`-bit values (bits above the width must be
//! zero, as everywhere) and results are masked to `width` bits (or to the
//! target width of an extension or truncation). Values of up to 64 bits
//! take a one-word path.

use std::cmp::Ordering;

use super::apint::{low_mask, ApInt};
use super::bignum::BigUint;

/// The number of words of a `width`-bit value.
#[inline]
fn nwords(width: u32) -> usize {
    width.div_ceil(64).max(1) as usize
}

impl ApInt {
    /// Zero.
    pub fn zero(width: u32) -> ApInt {
        ApInt::from_u64(0, width)
    }

    /// One (zero for width 0).
    pub fn one(width: u32) -> ApInt {
        ApInt::from_u64(1, width)
    }

    /// All bits set (`-1`).
    pub fn all_ones(width: u32) -> ApInt {
        ApInt::from_i64(-1, width)
    }

    /// The largest signed value `2^(width-1) - 1`.
    pub fn signed_max(width: u32) -> ApInt {
        let mut v = ApInt::all_ones(width);
        if width > 0 {
            v = v.set_bit(width - 1, false, width);
        }
        v
    }

    /// The smallest signed value `-2^(width-1)`.
    pub fn signed_min(width: u32) -> ApInt {
        if width == 0 {
            return ApInt::zero(0);
        }
        ApInt::zero(width).set_bit(width - 1, true, width)
    }

    /// The value with bit `i` set to `on`.
    pub fn set_bit(&self, i: u32, on: bool, width: u32) -> ApInt {
        let mut w = self.words_n(width);
        let (k, b) = ((i / 64) as usize, i % 64);
        if k < w.len() {
            if on {
                w[k] |= 1 << b;
            } else {
                w[k] &= !(1 << b);
            }
        }
        ApInt::from_words(&w, width)
    }

    /// The value as exactly `ceil(width / 64)` words (at least one).
    pub fn words_n(&self, width: u32) -> Vec<u64> {
        let n = nwords(width);
        let src = self.words();
        (0..n).map(|i| src.get(i).copied().unwrap_or(0)).collect()
    }

    /// Whether the value is one.
    pub fn is_one(&self) -> bool {
        let w = self.words();
        w[0] == 1 && w[1..].iter().all(|&x| x == 0)
    }

    /// Whether all `width` bits are set.
    pub fn is_all_ones(&self, width: u32) -> bool {
        *self == ApInt::all_ones(width)
    }

    /// Whether the sign bit (bit `width - 1`) is set.
    pub fn is_negative(&self, width: u32) -> bool {
        width > 0 && self.bit(width - 1)
    }

    /// Whether this is the largest signed value.
    pub fn is_signed_max(&self, width: u32) -> bool {
        *self == ApInt::signed_max(width)
    }

    /// Whether this is the smallest signed value.
    pub fn is_signed_min(&self, width: u32) -> bool {
        *self == ApInt::signed_min(width)
    }

    /// Whether the value is positive as a signed number (upstream's
    /// `isStrictlyPositive`).
    pub fn is_strictly_positive(&self, width: u32) -> bool {
        !self.is_negative(width) && !self.is_zero()
    }

    /// The number of bits needed for the unsigned value (index of the
    /// highest set bit plus one; 0 for zero).
    pub fn active_bits(&self) -> u32 {
        let w = self.words();
        for (i, &x) in w.iter().enumerate().rev() {
            if x != 0 {
                return i as u32 * 64 + 64 - x.leading_zeros();
            }
        }
        0
    }

    /// The number of trailing zero bits (`width` for zero).
    pub fn trailing_zeros(&self, width: u32) -> u32 {
        for (i, &x) in self.words().iter().enumerate() {
            if x != 0 {
                return (i as u32 * 64 + x.trailing_zeros()).min(width);
            }
        }
        width
    }

    // -- Bitwise operations ---------------------------------------------

    fn zip_words(&self, rhs: &ApInt, width: u32, f: impl Fn(u64, u64) -> u64) -> ApInt {
        if width <= 64 {
            return ApInt::Small(f(self.low_u64(), rhs.low_u64()) & low_mask(width));
        }
        let (a, b) = (self.words_n(width), rhs.words_n(width));
        let w: Vec<u64> = a.iter().zip(&b).map(|(&x, &y)| f(x, y)).collect();
        ApInt::from_words(&w, width)
    }

    /// Bitwise and.
    pub fn and(&self, rhs: &ApInt, width: u32) -> ApInt {
        self.zip_words(rhs, width, |a, b| a & b)
    }

    /// Bitwise or.
    pub fn or(&self, rhs: &ApInt, width: u32) -> ApInt {
        self.zip_words(rhs, width, |a, b| a | b)
    }

    /// Bitwise exclusive or.
    pub fn xor(&self, rhs: &ApInt, width: u32) -> ApInt {
        self.zip_words(rhs, width, |a, b| a ^ b)
    }

    /// Bitwise complement.
    pub fn not(&self, width: u32) -> ApInt {
        self.zip_words(self, width, |a, _| !a)
    }

    // -- Wrapping arithmetic ----------------------------------------------

    /// `self + rhs` modulo `2^width`.
    pub fn add(&self, rhs: &ApInt, width: u32) -> ApInt {
        if width <= 64 {
            return ApInt::Small(self.low_u64().wrapping_add(rhs.low_u64()) & low_mask(width));
        }
        let (a, b) = (self.words_n(width), rhs.words_n(width));
        let mut carry = false;
        let w: Vec<u64> = a
            .iter()
            .zip(&b)
            .map(|(&x, &y)| {
                let (s1, o1) = x.overflowing_add(y);
                let (s2, o2) = s1.overflowing_add(carry as u64);
                carry = o1 || o2;
                s2
            })
            .collect();
        ApInt::from_words(&w, width)
    }

    /// `self - rhs` modulo `2^width`.
    pub fn sub(&self, rhs: &ApInt, width: u32) -> ApInt {
        self.add(&rhs.neg(width), width)
    }

    /// `-self` modulo `2^width`.
    pub fn neg(&self, width: u32) -> ApInt {
        self.not(width).add(&ApInt::one(width), width)
    }

    /// `self * rhs` modulo `2^width`.
    pub fn mul(&self, rhs: &ApInt, width: u32) -> ApInt {
        if width <= 64 {
            return ApInt::Small(self.low_u64().wrapping_mul(rhs.low_u64()) & low_mask(width));
        }
        let p = BigUint::from_words(self.words()).mul(&BigUint::from_words(rhs.words()));
        ApInt::from_words(p.words(), width)
    }

    /// The high `width` bits of the unsigned `2 * width`-bit product
    /// (upstream's `APIntOps::mulhu`).
    pub fn mulhu(&self, rhs: &ApInt, width: u32) -> ApInt {
        let p = BigUint::from_words(self.words()).mul(&BigUint::from_words(rhs.words()));
        ApInt::from_words(p.shr(width).words(), width)
    }

    /// The high `width` bits of the signed `2 * width`-bit product
    /// (upstream's `APIntOps::mulhs`).
    pub fn mulhs(&self, rhs: &ApInt, width: u32) -> ApInt {
        let w2 = width * 2;
        let (a, b) = (self.sext(width, w2), rhs.sext(width, w2));
        a.mul(&b, w2).lshr_bits(width, w2).trunc(width)
    }

    // -- Division -------------------------------------------------------

    /// Unsigned quotient, `None` when `rhs` is zero.
    pub fn udiv(&self, rhs: &ApInt, width: u32) -> Option<ApInt> {
        if rhs.is_zero() {
            return None;
        }
        if width <= 64 {
            return Some(ApInt::Small(self.low_u64() / rhs.low_u64()));
        }
        let (q, _) = BigUint::from_words(self.words()).divrem(&BigUint::from_words(rhs.words()));
        Some(ApInt::from_words(q.words(), width))
    }

    /// Unsigned remainder, `None` when `rhs` is zero.
    pub fn urem(&self, rhs: &ApInt, width: u32) -> Option<ApInt> {
        if rhs.is_zero() {
            return None;
        }
        if width <= 64 {
            return Some(ApInt::Small(self.low_u64() % rhs.low_u64()));
        }
        let (_, r) = BigUint::from_words(self.words()).divrem(&BigUint::from_words(rhs.words()));
        Some(ApInt::from_words(r.words(), width))
    }

    /// The magnitude of a signed value.
    fn abs(&self, width: u32) -> ApInt {
        if self.is_negative(width) {
            self.neg(width)
        } else {
            self.clone()
        }
    }

    /// Signed quotient rounded toward zero (wrapping: `MIN / -1` is `MIN`),
    /// `None` when `rhs` is zero.
    pub fn sdiv(&self, rhs: &ApInt, width: u32) -> Option<ApInt> {
        let q = self.abs(width).udiv(&rhs.abs(width), width)?;
        Some(if self.is_negative(width) != rhs.is_negative(width) { q.neg(width) } else { q })
    }

    /// Signed remainder (the sign of `self`), `None` when `rhs` is zero.
    pub fn srem(&self, rhs: &ApInt, width: u32) -> Option<ApInt> {
        let r = self.abs(width).urem(&rhs.abs(width), width)?;
        Some(if self.is_negative(width) { r.neg(width) } else { r })
    }

    /// Signed quotient and whether it overflowed (`MIN / -1`), upstream's
    /// `sdiv_ov`; `None` when `rhs` is zero.
    pub fn sdiv_ov(&self, rhs: &ApInt, width: u32) -> Option<(ApInt, bool)> {
        let overflow = self.is_signed_min(width) && rhs.is_all_ones(width);
        Some((self.sdiv(rhs, width)?, overflow))
    }

    /// Signed quotient rounded toward minus infinity and whether it
    /// overflowed (upstream's `sfloordiv_ov`); `None` when `rhs` is zero.
    pub fn sfloordiv_ov(&self, rhs: &ApInt, width: u32) -> Option<(ApInt, bool)> {
        let (q, overflow) = self.sdiv_ov(rhs, width)?;
        let r = self.srem(rhs, width)?;
        if !r.is_zero() && self.is_negative(width) != rhs.is_negative(width) {
            let (q1, o1) = q.ssub_ov(&ApInt::one(width), width);
            return Some((q1, overflow || o1));
        }
        Some((q, overflow))
    }

    // -- Overflow-checked arithmetic --------------------------------------

    /// `self + rhs` and whether the unsigned addition overflowed.
    pub fn uadd_ov(&self, rhs: &ApInt, width: u32) -> (ApInt, bool) {
        let s = self.add(rhs, width);
        let overflow = s.ucmp(rhs) == Ordering::Less;
        (s, overflow)
    }

    /// `self + rhs` and whether the signed addition overflowed.
    pub fn sadd_ov(&self, rhs: &ApInt, width: u32) -> (ApInt, bool) {
        let s = self.add(rhs, width);
        let (a, b, r) = (self.is_negative(width), rhs.is_negative(width), s.is_negative(width));
        (s, a == b && r != a)
    }

    /// `self - rhs` and whether the signed subtraction overflowed.
    pub fn ssub_ov(&self, rhs: &ApInt, width: u32) -> (ApInt, bool) {
        let s = self.sub(rhs, width);
        let (a, b, r) = (self.is_negative(width), rhs.is_negative(width), s.is_negative(width));
        (s, a != b && r != a)
    }

    // -- Shifts ---------------------------------------------------------

    /// The shift amount `amount` as a bit count if it is below `width`.
    fn shift_amount(amount: &ApInt, width: u32) -> Option<u32> {
        (amount.active_bits() <= 32 && (amount.low_u64() as u32) < width).then(|| amount.low_u64() as u32)
    }

    /// Left shift by the value `amount` (zero when `amount >= width`).
    pub fn shl(&self, amount: &ApInt, width: u32) -> ApInt {
        match ApInt::shift_amount(amount, width) {
            Some(n) => self.shl_bits(n, width),
            None => ApInt::zero(width),
        }
    }

    /// Logical right shift by the value `amount` (zero when
    /// `amount >= width`).
    pub fn lshr(&self, amount: &ApInt, width: u32) -> ApInt {
        match ApInt::shift_amount(amount, width) {
            Some(n) => self.lshr_bits(n, width),
            None => ApInt::zero(width),
        }
    }

    /// Arithmetic right shift by the value `amount` (all sign bits when
    /// `amount >= width`).
    pub fn ashr(&self, amount: &ApInt, width: u32) -> ApInt {
        let n = ApInt::shift_amount(amount, width).unwrap_or(width.saturating_sub(1));
        self.ashr_bits(n, width)
    }

    /// Left shift by `n` bits.
    pub fn shl_bits(&self, n: u32, width: u32) -> ApInt {
        if n >= width {
            return ApInt::zero(width);
        }
        if width <= 64 {
            return ApInt::Small((self.low_u64() << n) & low_mask(width));
        }
        ApInt::from_words(BigUint::from_words(self.words()).shl(n).words(), width)
    }

    /// Logical right shift by `n` bits.
    pub fn lshr_bits(&self, n: u32, width: u32) -> ApInt {
        if n >= width {
            return ApInt::zero(width);
        }
        if width <= 64 {
            return ApInt::Small(self.low_u64() >> n);
        }
        ApInt::from_words(BigUint::from_words(self.words()).shr(n).words(), width)
    }

    /// Arithmetic right shift by `n` bits.
    pub fn ashr_bits(&self, n: u32, width: u32) -> ApInt {
        let n = n.min(width);
        let shifted = self.lshr_bits(n, width);
        if !self.is_negative(width) || n == 0 {
            return shifted;
        }
        // Fill the top `n` bits with ones.
        let fill = ApInt::all_ones(width).shl_bits(width - n, width);
        shifted.or(&fill, width)
    }

    // -- Comparisons ----------------------------------------------------

    /// Unsigned comparison.
    pub fn ucmp(&self, rhs: &ApInt) -> Ordering {
        let (a, b) = (self.words(), rhs.words());
        let n = a.len().max(b.len());
        for i in (0..n).rev() {
            let (x, y) = (a.get(i).copied().unwrap_or(0), b.get(i).copied().unwrap_or(0));
            match x.cmp(&y) {
                Ordering::Equal => continue,
                o => return o,
            }
        }
        Ordering::Equal
    }

    /// Signed comparison of `width`-bit values.
    pub fn scmp(&self, rhs: &ApInt, width: u32) -> Ordering {
        match (self.is_negative(width), rhs.is_negative(width)) {
            (true, false) => Ordering::Less,
            (false, true) => Ordering::Greater,
            _ => self.ucmp(rhs),
        }
    }

    /// The unsigned maximum.
    pub fn umax(&self, rhs: &ApInt) -> ApInt {
        if self.ucmp(rhs) == Ordering::Less { rhs.clone() } else { self.clone() }
    }

    /// The unsigned minimum.
    pub fn umin(&self, rhs: &ApInt) -> ApInt {
        if rhs.ucmp(self) == Ordering::Less { rhs.clone() } else { self.clone() }
    }

    /// The signed maximum.
    pub fn smax(&self, rhs: &ApInt, width: u32) -> ApInt {
        if self.scmp(rhs, width) == Ordering::Less { rhs.clone() } else { self.clone() }
    }

    /// The signed minimum.
    pub fn smin(&self, rhs: &ApInt, width: u32) -> ApInt {
        if rhs.scmp(self, width) == Ordering::Less { rhs.clone() } else { self.clone() }
    }

    // -- Width changes --------------------------------------------------

    /// Zero extension (or the same value) to `to` bits.
    pub fn zext(&self, to: u32) -> ApInt {
        ApInt::from_words(self.words(), to)
    }

    /// Truncation to `to` bits.
    pub fn trunc(&self, to: u32) -> ApInt {
        ApInt::from_words(self.words(), to)
    }

    /// Sign extension of a `from`-bit value to `to` bits (truncation if
    /// `to < from`).
    pub fn sext(&self, from: u32, to: u32) -> ApInt {
        if to <= from || !self.is_negative(from) {
            return ApInt::from_words(self.words(), to);
        }
        let fill = ApInt::all_ones(to).shl_bits(from, to);
        ApInt::from_words(self.words(), to).or(&fill, to)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(x: i64, w: u32) -> ApInt {
        ApInt::from_i64(x, w)
    }

    #[test]
    fn wrapping_arithmetic_at_odd_widths() {
        assert_eq!(v(200, 8).add(&v(100, 8), 8), v(44, 8));
        assert_eq!(v(3, 8).sub(&v(5, 8), 8), v(-2, 8));
        assert_eq!(v(-1, 100).add(&v(1, 100), 100), ApInt::zero(100));
        assert_eq!(v(-3, 100).mul(&v(7, 100), 100), v(-21, 100));
        assert_eq!(v(-7, 100).sdiv(&v(2, 100), 100), Some(v(-3, 100)));
        assert_eq!(v(-7, 100).srem(&v(2, 100), 100), Some(v(-1, 100)));
        assert_eq!(v(-7, 8).sfloordiv_ov(&v(2, 8), 8), Some((v(-4, 8), false)));
        assert_eq!(v(-128, 8).sdiv_ov(&v(-1, 8), 8), Some((v(-128, 8), true)));
        assert_eq!(v(1, 8).udiv(&ApInt::zero(8), 8), None);
    }

    #[test]
    fn shifts_compare_and_extend() {
        assert_eq!(v(-16, 8).ashr(&v(2, 8), 8), v(-4, 8));
        assert_eq!(v(-16, 8).lshr(&v(2, 8), 8), v(60, 8));
        assert_eq!(v(1, 130).shl(&v(129, 130), 130), ApInt::signed_min(130));
        assert_eq!(ApInt::signed_min(130).ashr_bits(129, 130), ApInt::all_ones(130));
        assert_eq!(v(-1, 8).scmp(&v(1, 8), 8), Ordering::Less);
        assert_eq!(v(-1, 8).ucmp(&v(1, 8)), Ordering::Greater);
        assert_eq!(v(-2, 8).sext(8, 100), v(-2, 100));
        assert_eq!(v(-2, 8).zext(16), v(254, 16));
        assert_eq!(v(-1, 8).mulhs(&v(-1, 8), 8), ApInt::zero(8));
        assert_eq!(v(-1, 8).mulhu(&v(-1, 8), 8), v(254, 8));
        assert_eq!(v(-1, 64).mulhu(&v(-1, 64), 64), v(-2, 64));
    }
}
