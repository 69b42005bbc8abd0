//! The element calculations of the math folders (upstream's lambdas in
//! `MathOps.cpp`): elementary functions on `f64` and `f32` through the C
//! library (other formats do not fold), the operations LLVM's `APFloat`
//! does in any format (absolute value, sign copy, rounding to an
//! integral value), and integer bit counts and powers at any width.

use super::libm;
use crate::support::apfloat::{ApFloat, Category, Ieee, Lost, Rounding};
use crate::support::apint::{low_mask, ApInt};
use crate::support::float_sem::{NanEncoding, NonFinite};
use crate::types::FloatKind;

/// A float calculation of one operand; `None`: no fold.
pub(super) type Float1 = fn(&ApFloat) -> Option<ApFloat>;

/// A float calculation of two operands of one format.
pub(super) type Float2 = fn(&ApFloat, &ApFloat) -> Option<ApFloat>;

/// The value of an `f64` or `f32` through the host functions for the
/// format (upstream's switch on `IEEEdouble` / `IEEEsingle`).
fn host1(a: &ApFloat, d: fn(f64) -> f64, s: fn(f32) -> f32) -> Option<ApFloat> {
    match a.kind() {
        FloatKind::F64 => Some(ApFloat::from_f64(d(f64::from_bits(a.to_bits() as u64)))),
        FloatKind::F32 => Some(ApFloat::from_f32(s(f32::from_bits(a.to_bits() as u32)))),
        _ => None,
    }
}

/// [`host1`] for functions of two values.
fn host2(a: &ApFloat, b: &ApFloat, d: fn(f64, f64) -> f64, s: fn(f32, f32) -> f32) -> Option<ApFloat> {
    match a.kind() {
        FloatKind::F64 => {
            Some(ApFloat::from_f64(d(f64::from_bits(a.to_bits() as u64), f64::from_bits(b.to_bits() as u64))))
        }
        FloatKind::F32 => {
            Some(ApFloat::from_f32(s(f32::from_bits(a.to_bits() as u32), f32::from_bits(b.to_bits() as u32))))
        }
        _ => None,
    }
}

/// Defines `f64`/`f32` calculations of one operand by C functions.
macro_rules! host_fns {
    ($($name:ident => $d:ident, $s:ident;)*) => {
        $(
            /// The C library's function on `f64` and `f32` values.
            pub(super) fn $name(a: &ApFloat) -> Option<ApFloat> {
                host1(a, libm::$d, libm::$s)
            }
        )*
    };
}

host_fns! {
    acos => acos, acosf;
    acosh => acosh, acoshf;
    asin => asin, asinf;
    asinh => asinh, asinhf;
    atan => atan, atanf;
    atanh => atanh, atanhf;
    cos => cos, cosf;
    cosh => cosh, coshf;
    erf => erf, erff;
    erfc => erfc, erfcf;
    exp => exp, expf;
    exp2 => exp2, exp2f;
    expm1 => expm1, expm1f;
    sin => sin, sinf;
    sinh => sinh, sinhf;
    tan => tan, tanf;
    tanh => tanh, tanhf;
}

/// Defines calculations that do not fold negative operands (zeros and
/// NaNs of either sign included).
macro_rules! host_fns_nonnegative {
    ($($name:ident => $d:ident, $s:ident;)*) => {
        $(
            /// The C library's function on `f64` and `f32` values that
            /// are not negative.
            pub(super) fn $name(a: &ApFloat) -> Option<ApFloat> {
                if a.is_negative() {
                    return None;
                }
                host1(a, libm::$d, libm::$s)
            }
        )*
    };
}

host_fns_nonnegative! {
    log => log, logf;
    log2 => log2, log2f;
    log10 => log10, log10f;
}

/// `sqrt` of a non-negative `f64` or `f32` (the hardware's correctly
/// rounded square root, as the C function).
pub(super) fn sqrt(a: &ApFloat) -> Option<ApFloat> {
    if a.is_negative() {
        return None;
    }
    host1(a, f64::sqrt, f32::sqrt)
}

/// `round` (half away from zero) of an `f64` or `f32`, exactly as the C
/// function: NaNs become quiet.
pub(super) fn round(a: &ApFloat) -> Option<ApFloat> {
    host_exact(a, Rounding::NearestTiesToAway)
}

/// `trunc` of an `f64` or `f32`, exactly as the C function.
pub(super) fn trunc(a: &ApFloat) -> Option<ApFloat> {
    host_exact(a, Rounding::TowardZero)
}

/// Rounding to an integral value of the formats the C library folds.
fn host_exact(a: &ApFloat, rm: Rounding) -> Option<ApFloat> {
    matches!(a.kind(), FloatKind::F64 | FloatKind::F32).then(|| round_to_integral(a, rm))
}

/// `log1p`: no fold where `a + 1` is negative.
pub(super) fn log1p(a: &ApFloat) -> Option<ApFloat> {
    match a.kind() {
        FloatKind::F64 if (f64::from_bits(a.to_bits() as u64) + 1.0).is_sign_negative() => None,
        FloatKind::F32 if (f32::from_bits(a.to_bits() as u32) + 1.0).is_sign_negative() => None,
        _ => host1(a, libm::log1p, libm::log1pf),
    }
}

/// `atan2`: NaN for two zeros (in any format), else the C function.
pub(super) fn atan2(a: &ApFloat, b: &ApFloat) -> Option<ApFloat> {
    if a.is_zero() && b.is_zero() {
        return Some(quiet_nan(a.kind()));
    }
    host2(a, b, libm::atan2, libm::atan2f)
}

/// `powf` through the C function.
pub(super) fn powf(a: &ApFloat, b: &ApFloat) -> Option<ApFloat> {
    host2(a, b, libm::pow, libm::powf)
}

/// LLVM's `APFloat::getNaN`: the positive quiet NaN of a format.
fn quiet_nan(kind: FloatKind) -> ApFloat {
    let mut f = ApFloat::zero(kind).ieee();
    f.make_nan(false, false, None);
    f.finish()
}

/// LLVM's `changeSign`: zeros and NaNs keep their sign in formats whose
/// NaN is the negative zero encoding.
fn change_sign(a: &ApFloat) -> ApFloat {
    let mut f = a.ieee();
    if f.sem.nan_encoding == NanEncoding::NegativeZero && matches!(f.category, Category::Zero | Category::NaN) {
        return *a;
    }
    f.sign = !f.sign;
    f.finish()
}

/// `abs` (LLVM's `clearSign`).
pub(super) fn absf(a: &ApFloat) -> Option<ApFloat> {
    Some(if a.is_negative() { change_sign(a) } else { *a })
}

/// `copySign`: the magnitude of `a` with the sign of `b`.
pub(super) fn copysign(a: &ApFloat, b: &ApFloat) -> Option<ApFloat> {
    Some(if a.is_negative() != b.is_negative() { change_sign(a) } else { *a })
}

/// `ceil`: rounding toward plus infinity.
pub(super) fn ceil(a: &ApFloat) -> Option<ApFloat> {
    Some(round_to_integral(a, Rounding::TowardPositive))
}

/// `floor`: rounding toward minus infinity.
pub(super) fn floor(a: &ApFloat) -> Option<ApFloat> {
    Some(round_to_integral(a, Rounding::TowardNegative))
}

/// `roundeven`: rounding to nearest, ties to even.
pub(super) fn roundeven(a: &ApFloat) -> Option<ApFloat> {
    Some(round_to_integral(a, Rounding::NearestTiesToEven))
}

/// LLVM's `roundToIntegral` in any format: infinities, zeros and values
/// of magnitude at least `2^(precision-1)` are integral already, NaNs
/// stay (a signaling one becomes quiet), and other values round to an
/// integer keeping their sign (a zero result has the operand's sign).
///
/// LLVM adds and subtracts the "magic" constant `2^(precision-1)`, which
/// gives the exact rounding in the usual formats. Where a format cannot
/// hold that constant (`f8E3M4`, `f6E2M3FN`) or has one bit of precision
/// (`f8E8M0FNU`), the two roundings happen as LLVM does them.
pub(super) fn round_to_integral(a: &ApFloat, rm: Rounding) -> ApFloat {
    let mut f = a.ieee();
    match f.category {
        Category::Infinity | Category::Zero => return *a,
        Category::NaN => {
            let p = f.sem.precision;
            if f.sem.non_finite == NonFinite::Ieee754 && p >= 2 && (f.sig >> (p - 2)) & 1 == 0 {
                f.sig |= 1u128 << (p - 2);
            }
            return f.finish();
        }
        Category::Normal => {}
    }
    let p = f.sem.precision as i32;
    if f.exponent + 1 >= p {
        return *a;
    }
    let mut magic = ApFloat::from_f64_in(a.kind(), (2.0f64).powi(p - 1)).ieee();
    if magic.category != Category::Normal {
        // x + inf = inf, inf - inf = NaN, with the operand's sign.
        f.make_nan(false, f.sign, None);
        return f.finish();
    }
    if magic.exponent != p - 1 || p == 1 {
        magic.sign = f.sign;
        let sum = add_rounded(&f, &magic, rm);
        magic.sign = !magic.sign;
        let mut r = add_rounded(&sum, &magic, rm);
        if r.sign != f.sign {
            r = change_sign(&r.finish()).ieee();
        }
        return r.finish();
    }
    round_exactly(f, rm)
}

/// The integer nearest to a finite non-zero value below `2^(precision-1)`
/// in magnitude in the direction `rm`, with the value's sign.
fn round_exactly(mut f: Ieee, rm: Rounding) -> ApFloat {
    let p = f.sem.precision as i32;
    // The value is sig * 2^(exponent - (p - 1)).
    let shift = ((p - 1) - f.exponent) as u32;
    let (int, rest, half) = if shift >= 128 {
        (0, 1, u128::MAX)
    } else {
        let mask = (1u128 << shift) - 1;
        (f.sig >> shift, f.sig & mask, 1u128 << (shift - 1))
    };
    let inexact = rest != 0;
    let up = match rm {
        Rounding::NearestTiesToEven => rest > half || (rest == half && int & 1 == 1),
        Rounding::NearestTiesToAway => rest >= half,
        Rounding::TowardPositive => inexact && !f.sign,
        Rounding::TowardNegative => inexact && f.sign,
        Rounding::TowardZero => false,
    };
    let int = int + up as u128;
    if int == 0 {
        f.make_zero(f.sign);
        if f.sem.nan_encoding == NanEncoding::NegativeZero {
            f.sign = false;
        }
        return f.finish();
    }
    f.sig = int;
    f.exponent = p - 1;
    f.normalize(Rounding::NearestTiesToEven, Lost::ExactlyZero);
    f.finish()
}

/// The correctly rounded sum of two finite values (normal or zero) of a
/// small format, as LLVM's `add`.
fn add_rounded(x: &Ieee, y: &Ieee, rm: Rounding) -> Ieee {
    let p = x.sem.precision as i32;
    let base = |v: &Ieee| v.exponent - (p - 1);
    let mut terms = [x, y].map(|v| (v.category == Category::Normal).then(|| (v.sign, v.sig, base(v))));
    // A term far below the other only decides the rounding: it becomes a
    // single bit well below the result's last place.
    if let [Some(a), Some(b)] = &mut terms {
        let (small, large) = if a.2 < b.2 { (a, b) } else { (b, a) };
        if large.2 - small.2 > p + 4 {
            *small = (small.0, 1, large.2 - (p + 4));
        }
    }
    let low = terms.iter().flatten().map(|t| t.2).min().unwrap_or(0);
    let value = |t: Option<(bool, u128, i32)>| {
        t.map_or(0i128, |(sign, sig, e)| {
            let m = (sig << (e - low)) as i128;
            if sign {
                -m
            } else {
                m
            }
        })
    };
    let sum = value(terms[0]) + value(terms[1]);
    let mut r = *x;
    if sum == 0 {
        let sign = if x.category == Category::Zero && y.category == Category::Zero && x.sign == y.sign {
            x.sign
        } else {
            rm == Rounding::TowardNegative
        };
        r.make_zero(sign);
        if !r.sem.has_zero {
            r.make_smallest_normalized(false);
        }
        return r;
    }
    r.category = Category::Normal;
    r.sign = sum < 0;
    r.sig = sum.unsigned_abs();
    r.exponent = low + (p - 1);
    r.normalize(rm, Lost::ExactlyZero);
    r
}

/// `isFinite`.
pub(super) fn is_finite(a: &ApFloat) -> bool {
    !a.is_nan() && !a.is_infinity()
}

/// `isInfinity`.
pub(super) fn is_infinity(a: &ApFloat) -> bool {
    a.is_infinity()
}

/// `isNaN`.
pub(super) fn is_nan(a: &ApFloat) -> bool {
    a.is_nan()
}

/// `isNormal`: finite, non-zero and not denormal.
pub(super) fn is_normal(a: &ApFloat) -> bool {
    let f = a.ieee();
    if f.category != Category::Normal {
        return false;
    }
    let p = f.sem.precision;
    !(f.exponent == f.sem.min_exponent && (f.sig >> (p - 1)) & 1 == 0)
}

/// An integer value of some width: little-endian words, bits above the
/// width zero.
#[derive(Clone, PartialEq, Eq)]
pub(super) struct Int {
    words: Vec<u64>,
    width: u32,
}

/// An integer calculation of one operand.
pub(super) type Int1 = fn(&Int) -> Option<Int>;

/// An integer calculation of two operands of one width.
pub(super) type Int2 = fn(&Int, &Int) -> Option<Int>;

impl Int {
    /// The value of an attribute's `ApInt` at `width` bits.
    pub(super) fn new(v: &ApInt, width: u32) -> Int {
        let n = width.div_ceil(64).max(1) as usize;
        let mut words: Vec<u64> = (0..n).map(|i| v.words().get(i).copied().unwrap_or(0)).collect();
        mask_top(&mut words, width);
        Int { words, width }
    }

    /// The value as an `ApInt`, with its width.
    pub(super) fn to_apint(&self) -> (ApInt, u32) {
        (ApInt::from_words(&self.words, self.width), self.width)
    }

    /// `v` (a count) at `width` bits.
    fn from_u64(v: u64, width: u32) -> Int {
        let mut words = vec![0; width.div_ceil(64).max(1) as usize];
        words[0] = v;
        mask_top(&mut words, width);
        Int { words, width }
    }

    fn bit(&self, i: u32) -> bool {
        self.words.get((i / 64) as usize).is_some_and(|w| (w >> (i % 64)) & 1 == 1)
    }

    fn is_negative(&self) -> bool {
        self.width > 0 && self.bit(self.width - 1)
    }

    fn is_zero(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    fn is_one(&self) -> bool {
        self.words[0] == 1 && self.words[1..].iter().all(|&w| w == 0)
    }

    fn is_all_ones(&self) -> bool {
        let mut ones = vec![u64::MAX; self.words.len()];
        mask_top(&mut ones, self.width);
        self.words == ones
    }

    fn neg(&self) -> Int {
        let mut words: Vec<u64> = self.words.iter().map(|w| !w).collect();
        for w in words.iter_mut() {
            let (v, carry) = w.overflowing_add(1);
            *w = v;
            if !carry {
                break;
            }
        }
        mask_top(&mut words, self.width);
        Int { words, width: self.width }
    }

    fn mul(&self, other: &Int) -> Int {
        let n = self.words.len();
        let mut out = vec![0u64; n];
        for i in 0..n {
            let mut carry = 0u128;
            for j in 0..n - i {
                let t = out[i + j] as u128 + self.words[i] as u128 * other.words[j] as u128 + carry;
                out[i + j] = t as u64;
                carry = t >> 64;
            }
        }
        mask_top(&mut out, self.width);
        Int { words: out, width: self.width }
    }

    fn lshr1(&mut self) {
        let n = self.words.len();
        for i in 0..n {
            let next = if i + 1 < n { self.words[i + 1] & 1 } else { 0 };
            self.words[i] = (self.words[i] >> 1) | (next << 63);
        }
    }

    fn leading_zeros(&self) -> u32 {
        (0..self.width).rev().take_while(|&i| !self.bit(i)).count() as u32
    }

    fn trailing_zeros(&self) -> u32 {
        (0..self.width).take_while(|&i| !self.bit(i)).count() as u32
    }

    fn count_ones(&self) -> u32 {
        self.words.iter().map(|w| w.count_ones()).sum()
    }
}

/// Clears the bits of `words` at and above `width`.
fn mask_top(words: &mut [u64], width: u32) {
    let full = (width / 64) as usize;
    if full < words.len() {
        words[full] &= if width.is_multiple_of(64) { 0 } else { low_mask(width % 64) };
        for w in &mut words[full + 1..] {
            *w = 0;
        }
    }
}

/// `abs` (wrapping: the minimum value stays).
pub(super) fn absi(a: &Int) -> Option<Int> {
    Some(if a.is_negative() { a.neg() } else { a.clone() })
}

/// The number of leading zeros.
pub(super) fn ctlz(a: &Int) -> Option<Int> {
    Some(Int::from_u64(a.leading_zeros() as u64, a.width))
}

/// The number of trailing zeros.
pub(super) fn cttz(a: &Int) -> Option<Int> {
    Some(Int::from_u64(a.trailing_zeros() as u64, a.width))
}

/// The number of set bits.
pub(super) fn ctpop(a: &Int) -> Option<Int> {
    Some(Int::from_u64(a.count_ones() as u64, a.width))
}

/// Upstream's `IPowIOp` fold: no fold for zero to a negative power; a
/// negative power gives 1, 0 or -1; otherwise square and multiply,
/// wrapping.
pub(super) fn ipowi(base: &Int, power: &Int) -> Option<Int> {
    let width = base.width;
    let one = Int::from_u64(1, width);
    if power.is_zero() {
        return Some(one);
    }
    if power.is_negative() {
        if base.is_zero() {
            return None;
        }
        if base.is_one() {
            return Some(one);
        }
        if !base.is_all_ones() {
            return Some(Int::from_u64(0, width));
        }
        return Some(if power.bit(0) { one.neg() } else { one });
    }
    let mut result = one;
    let mut b = base.clone();
    let mut p = power.clone();
    loop {
        if p.bit(0) {
            result = result.mul(&b);
        }
        p.lshr1();
        if p.is_zero() {
            return Some(result);
        }
        b = b.mul(&b);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32v(v: f32) -> ApFloat {
        ApFloat::from_f32(v)
    }

    #[test]
    fn rounds_to_integral_as_llvm() {
        let r = |v: f32, rm| f32::from_bits(round_to_integral(&f32v(v), rm).to_bits() as u32);
        assert_eq!(r(2.5, Rounding::NearestTiesToEven), 2.0);
        assert_eq!(r(3.5, Rounding::NearestTiesToEven), 4.0);
        assert_eq!(r(-0.5, Rounding::TowardPositive).to_bits(), (-0.0f32).to_bits());
        assert_eq!(r(-0.5, Rounding::TowardNegative), -1.0);
        assert_eq!(r(1e-40, Rounding::TowardPositive), 1.0);
        assert_eq!(r(8388607.5, Rounding::TowardPositive), 8388608.0);
        let snan = ApFloat::from_bits(FloatKind::F32, 0x7FA0_0000);
        assert_eq!(round_to_integral(&snan, Rounding::TowardZero).to_bits(), 0x7FE0_0000);
    }

    #[test]
    fn integer_powers_wrap() {
        let i = |v: i64, w| Int::new(&ApInt::from_i64(v, w), w);
        assert!(ipowi(&i(3, 8), &i(5, 8)) == Some(i(243, 8)));
        assert!(ipowi(&i(-1, 8), &i(-3, 8)) == Some(i(-1, 8)));
        assert!(ipowi(&i(2, 128), &i(100, 128)) == Some(Int { words: vec![0, 1 << 36], width: 128 }));
        assert!(ctlz(&i(1, 70)) == Some(i(69, 70)));
        assert!(absi(&i(-128, 8)) == Some(i(-128, 8)));
    }
}
