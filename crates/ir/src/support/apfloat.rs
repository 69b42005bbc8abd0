//! Arbitrary-format floating-point values with LLVM `APFloat`'s exact
//! semantics for every builtin float format: the value is kept as LLVM keeps
//! it (category, sign, exponent, significand), not as a bit pattern, because
//! some values have no encoding of their own in a format (an infinity
//! converted to `f4E2M1FN` stays an infinity, as upstream), and conversions,
//! rounding and encodings follow LLVM bit for bit.
//!
//! Equality ([`PartialEq`]) is LLVM's `bitwiseIsEqual`: the representation
//! is canonical (zeros and infinities carry no exponent or significand, NaNs
//! no exponent).

use super::float_sem::{part_count_for_bits, semantics, FloatSemantics, NanEncoding, NonFinite};
use crate::types::FloatKind;

/// The class of a float value.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Category {
    /// Plus or minus infinity.
    Infinity,
    /// Not a number.
    NaN,
    /// A finite non-zero value (normal or denormal).
    Normal,
    /// Plus or minus zero.
    Zero,
}

/// Rounding modes (IEEE 754).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Rounding {
    /// To nearest, ties to even (the default).
    NearestTiesToEven,
    /// To nearest, ties away from zero.
    NearestTiesToAway,
    /// Toward plus infinity.
    TowardPositive,
    /// Toward minus infinity.
    TowardNegative,
    /// Toward zero.
    TowardZero,
}

/// What part of the least significant bit was lost by truncation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Lost {
    ExactlyZero,
    LessThanHalf,
    ExactlyHalf,
    MoreThanHalf,
}

/// Operation status flags (LLVM's `opStatus`).
pub mod status {
    /// No exception.
    pub const OK: u8 = 0;
    /// Invalid operation.
    pub const INVALID: u8 = 1;
    /// Division by zero.
    pub const DIV_BY_ZERO: u8 = 2;
    /// Overflow.
    pub const OVERFLOW: u8 = 4;
    /// Underflow.
    pub const UNDERFLOW: u8 = 8;
    /// Inexact result.
    pub const INEXACT: u8 = 16;
}

/// A floating-point value of one of the builtin formats.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ApFloat {
    kind: FloatKind,
    category: Category,
    sign: bool,
    exponent: i32,
    /// The significand as two words (8-byte aligned, so attributes holding
    /// a float stay small).
    significand: [u64; 2],
}

/// The working form of a value: LLVM's `IEEEFloat` fields.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Ieee {
    pub(crate) sem: &'static FloatSemantics,
    pub(crate) category: Category,
    pub(crate) sign: bool,
    pub(crate) exponent: i32,
    pub(crate) sig: u128,
}

#[inline]
pub(crate) fn low_bits(n: u32) -> u128 {
    if n >= 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    }
}

#[inline]
pub(crate) fn bit(v: u128, i: u32) -> bool {
    i < 128 && (v >> i) & 1 == 1
}

/// The fraction lost when the low `bits` bits of `v` (held in `parts`
/// words) are truncated.
pub(crate) fn lost_through_truncation(v: u128, parts: u32, bits: u32) -> Lost {
    let lsb = if v == 0 { u32::MAX } else { v.trailing_zeros() };
    if bits <= lsb {
        return Lost::ExactlyZero;
    }
    if bits == lsb + 1 {
        return Lost::ExactlyHalf;
    }
    if bits <= parts * 64 && bit(v, bits - 1) {
        return Lost::MoreThanHalf;
    }
    Lost::LessThanHalf
}

/// Combines a more significant lost fraction with a less significant one.
pub(crate) fn combine(more: Lost, less: Lost) -> Lost {
    if less != Lost::ExactlyZero {
        if more == Lost::ExactlyZero {
            return Lost::LessThanHalf;
        }
        if more == Lost::ExactlyHalf {
            return Lost::MoreThanHalf;
        }
    }
    more
}

pub(crate) fn shift_right(v: &mut u128, parts: u32, bits: u32) -> Lost {
    let lost = lost_through_truncation(*v, parts, bits);
    *v = if bits >= 128 { 0 } else { *v >> bits };
    lost
}

impl Ieee {
    pub(crate) fn new(kind: FloatKind) -> Ieee {
        Ieee { sem: semantics(kind), category: Category::Zero, sign: false, exponent: 0, sig: 0 }
    }

    pub(crate) fn parts(&self) -> u32 {
        self.sem.part_count()
    }

    pub(crate) fn is_finite_non_zero(&self) -> bool {
        self.category == Category::Normal
    }

    /// One-based index of the most significant set bit (0 for zero).
    pub(crate) fn omsb(&self) -> u32 {
        128 - self.sig.leading_zeros()
    }

    pub(crate) fn shift_sig_right(&mut self, bits: u32) -> Lost {
        self.exponent += bits as i32;
        let parts = self.parts();
        shift_right(&mut self.sig, parts, bits)
    }

    pub(crate) fn shift_sig_left(&mut self, bits: u32) {
        if bits > 0 {
            self.sig = if bits >= 128 { 0 } else { (self.sig << bits) & self.sem.storage_mask() };
            self.exponent -= bits as i32;
        }
    }

    pub(crate) fn make_zero(&mut self, negative: bool) {
        self.category = Category::Zero;
        self.sign = negative;
        self.exponent = self.sem.exponent_zero();
        self.sig = 0;
    }

    pub(crate) fn make_inf(&mut self, negative: bool) {
        if self.sem.non_finite == NonFinite::NanOnly {
            self.make_nan(false, negative, None);
            return;
        }
        self.category = Category::Infinity;
        self.sign = negative;
        self.exponent = self.sem.exponent_inf();
        self.sig = 0;
    }

    pub(crate) fn make_smallest_normalized(&mut self, negative: bool) {
        self.category = Category::Normal;
        self.sign = negative;
        self.exponent = self.sem.min_exponent;
        self.sig = 1u128 << (self.sem.precision - 1);
    }

    /// LLVM's `makeNaN`. (Formats without NaN or without signs reach here
    /// only through paths LLVM marks unreachable; its release builds carry
    /// on as below.)
    pub(crate) fn make_nan(&mut self, snan: bool, negative: bool, fill: Option<u128>) {
        let sem = self.sem;
        self.category = Category::NaN;
        self.sign = negative;
        self.exponent = sem.exponent_nan();
        let mut snan = snan;
        let mut fill = fill;
        if sem.non_finite == NonFinite::NanOnly {
            snan = false;
            if sem.nan_encoding == NanEncoding::NegativeZero {
                self.sign = true;
                fill = Some(0);
            } else {
                fill = Some(low_bits(sem.precision - 1));
            }
        }
        self.sig = match fill {
            Some(f) => f & low_bits(sem.precision - 1),
            None => 0,
        };
        let qnan_bit = sem.precision.saturating_sub(2);
        if snan {
            self.sig &= !(1u128 << qnan_bit);
            if self.sig == 0 && qnan_bit > 0 {
                self.sig |= 1u128 << (qnan_bit - 1);
            }
        } else if sem.nan_encoding == NanEncoding::NegativeZero {
            // The only NaN has an empty significand.
        } else {
            self.sig |= 1u128 << qnan_bit;
        }
        if sem.kind == FloatKind::F80 {
            self.sig |= 1u128 << (qnan_bit + 1);
        }
    }

    pub(crate) fn is_signaling(&self) -> bool {
        self.category == Category::NaN
            && self.sem.non_finite == NonFinite::Ieee754
            && !bit(self.sig, self.sem.precision - 2)
    }

    pub(crate) fn make_quiet(&mut self) {
        if self.sem.non_finite != NonFinite::NanOnly {
            self.sig |= 1u128 << (self.sem.precision - 2);
        }
    }

    /// Whether the significand bits below the integer bit are all ones.
    fn is_significand_all_ones(&self) -> bool {
        let p = self.sem.precision;
        if p <= 1 {
            return false;
        }
        let m = low_bits(p - 1);
        self.sig & m == m
    }

    pub(crate) fn round_away_from_zero(&self, rm: Rounding, lost: Lost, bit_index: u32) -> bool {
        match rm {
            Rounding::NearestTiesToAway => lost == Lost::ExactlyHalf || lost == Lost::MoreThanHalf,
            Rounding::NearestTiesToEven => {
                if lost == Lost::MoreThanHalf {
                    return true;
                }
                if lost == Lost::ExactlyHalf && self.category != Category::Zero {
                    return bit(self.sig, bit_index);
                }
                false
            }
            Rounding::TowardZero => false,
            Rounding::TowardPositive => !self.sign,
            Rounding::TowardNegative => self.sign,
        }
    }

    pub(crate) fn handle_overflow(&mut self, rm: Rounding) -> u8 {
        let sem = self.sem;
        if sem.non_finite != NonFinite::FiniteOnly {
            let to_inf = matches!(rm, Rounding::NearestTiesToEven | Rounding::NearestTiesToAway)
                || (rm == Rounding::TowardPositive && !self.sign)
                || (rm == Rounding::TowardNegative && self.sign);
            if to_inf {
                if sem.non_finite == NonFinite::NanOnly {
                    self.make_nan(false, self.sign, None);
                } else {
                    self.category = Category::Infinity;
                }
                return status::OVERFLOW | status::INEXACT;
            }
        }
        self.category = Category::Normal;
        self.exponent = sem.max_exponent;
        self.sig = low_bits(sem.precision);
        if sem.non_finite == NonFinite::NanOnly && sem.nan_encoding == NanEncoding::AllOnes {
            self.sig &= !1;
        }
        status::INEXACT
    }

    pub(crate) fn canonical_zero(&mut self) {
        self.category = Category::Zero;
        if self.sem.nan_encoding == NanEncoding::NegativeZero {
            self.sign = false;
        }
        if !self.sem.has_zero {
            self.make_smallest_normalized(false);
        }
    }

    /// LLVM's `normalize`: rounds a finite non-zero value whose true
    /// significand is `sig` plus the `lost` fraction.
    pub(crate) fn normalize(&mut self, rm: Rounding, lost: Lost) -> u8 {
        if !self.is_finite_non_zero() {
            return status::OK;
        }
        let sem = self.sem;
        let prec = sem.precision as i32;
        let mut lost = lost;
        let mut omsb = self.omsb() as i32;
        if omsb != 0 || lost != Lost::ExactlyZero {
            let mut change = omsb - prec;
            if self.exponent + change > sem.max_exponent {
                return self.handle_overflow(rm);
            }
            if self.exponent + change < sem.min_exponent {
                change = sem.min_exponent - self.exponent;
            }
            if change < 0 {
                self.shift_sig_left((-change) as u32);
                return status::OK;
            }
            if change > 0 {
                let lf = self.shift_sig_right(change as u32);
                lost = combine(lf, lost);
                omsb = if omsb > change { omsb - change } else { 0 };
            }
        }
        if sem.non_finite == NonFinite::NanOnly
            && sem.nan_encoding == NanEncoding::AllOnes
            && self.exponent == sem.max_exponent
            && self.is_significand_all_ones()
        {
            return self.handle_overflow(rm);
        }
        if lost == Lost::ExactlyZero {
            if omsb == 0 {
                self.canonical_zero();
            }
            return status::OK;
        }
        if self.round_away_from_zero(rm, lost, 0) {
            if omsb == 0 {
                self.exponent = sem.min_exponent;
            }
            self.sig = self.sig.wrapping_add(1) & sem.storage_mask();
            omsb = self.omsb() as i32;
            if omsb == prec + 1 {
                if self.exponent == sem.max_exponent {
                    let r = if self.sign { Rounding::TowardNegative } else { Rounding::TowardPositive };
                    return self.handle_overflow(r);
                }
                self.shift_sig_right(1);
                return status::INEXACT;
            }
            if sem.non_finite == NonFinite::NanOnly
                && sem.nan_encoding == NanEncoding::AllOnes
                && self.exponent == sem.max_exponent
                && self.is_significand_all_ones()
            {
                return self.handle_overflow(rm);
            }
        }
        if omsb == prec {
            return status::INEXACT;
        }
        if omsb == 0 {
            self.canonical_zero();
        }
        status::UNDERFLOW | status::INEXACT
    }

    /// LLVM's `convert`: returns the status and whether information was lost.
    pub(crate) fn convert(&mut self, to: FloatKind, rm: Rounding) -> (u8, bool) {
        let from = self.sem;
        let to_sem = semantics(to);
        let is_signaling = self.is_signaling();
        let mut lost = Lost::ExactlyZero;
        let new_parts = to_sem.part_count();
        let old_parts = from.part_count();
        let mut shift = to_sem.precision as i32 - from.precision as i32;

        let x86_special_nan = from.kind == FloatKind::F80
            && to != FloatKind::F80
            && self.category == Category::NaN
            && (self.sig & (1u128 << 63) == 0 || self.sig & (1u128 << 62) == 0);

        if shift < 0 && self.is_finite_non_zero() {
            let omsb = self.omsb() as i32;
            let mut change = omsb - from.precision as i32;
            if self.exponent + change < to_sem.min_exponent {
                change = to_sem.min_exponent - self.exponent;
            }
            if change < shift {
                change = shift;
            }
            if change < 0 {
                shift -= change;
                self.exponent += change;
            } else if omsb <= -shift {
                change = omsb + shift - 1;
                shift -= change;
                self.exponent += change;
            }
        }

        if shift < 0
            && (self.is_finite_non_zero()
                || (self.category == Category::NaN && from.non_finite != NonFinite::NanOnly))
        {
            lost = shift_right(&mut self.sig, old_parts, (-shift) as u32);
        }

        // Resize the storage.
        if new_parts == 1 && old_parts != 1 {
            self.sig &= u64::MAX as u128;
        }
        if !(self.is_finite_non_zero() || self.category == Category::NaN) {
            self.sig = 0;
        }
        self.sem = to_sem;

        if shift > 0 && (self.is_finite_non_zero() || self.category == Category::NaN) {
            self.sig = if shift >= 128 { 0 } else { (self.sig << shift) & to_sem.storage_mask() };
        }
        let _ = new_parts;

        let (fs, loses);
        if self.is_finite_non_zero() {
            fs = self.normalize(rm, lost);
            loses = fs != status::OK;
        } else if self.category == Category::NaN {
            if to_sem.non_finite == NonFinite::NanOnly {
                let l = from.non_finite != NonFinite::NanOnly;
                let sign = self.sign;
                self.make_nan(false, sign, None);
                return (if is_signaling { status::INVALID } else { status::OK }, l);
            }
            if from.nan_encoding == NanEncoding::NegativeZero && to_sem.nan_encoding != NanEncoding::NegativeZero {
                self.make_nan(false, false, None);
            }
            loses = lost != Lost::ExactlyZero || x86_special_nan;
            if !x86_special_nan && to == FloatKind::F80 {
                self.sig |= 1u128 << (to_sem.precision - 1);
            }
            if is_signaling {
                self.make_quiet();
                fs = status::INVALID;
            } else {
                fs = status::OK;
            }
        } else if self.category == Category::Infinity && to_sem.non_finite == NonFinite::NanOnly {
            let sign = self.sign;
            self.make_nan(false, sign, None);
            loses = true;
            fs = status::INEXACT;
        } else if self.category == Category::Zero && to_sem.nan_encoding == NanEncoding::NegativeZero {
            loses = from.nan_encoding != NanEncoding::NegativeZero && self.sign;
            fs = if loses { status::INEXACT } else { status::OK };
            self.sign = false;
        } else {
            loses = false;
            fs = status::OK;
        }
        if self.category == Category::Zero && !to_sem.has_zero {
            self.make_smallest_normalized(false);
        }
        (fs, loses)
    }

    /// Decodes a bit pattern (LLVM's `initFromAPInt`).
    pub(crate) fn from_bits(kind: FloatKind, bits: u128) -> Ieee {
        let mut f = Ieee::new(kind);
        let sem = f.sem;
        let bits = bits & low_bits(sem.size_in_bits);
        match kind {
            FloatKind::F80 => {
                let sig = bits as u64;
                let hi = (bits >> 64) as u64;
                let exp = hi & 0x7fff;
                let int_bit = sig >> 63;
                f.sign = (hi >> 15) & 1 == 1;
                if exp == 0 && sig == 0 {
                    let s = f.sign;
                    f.make_zero(s);
                } else if exp == 0x7fff && sig == 1u64 << 63 {
                    let s = f.sign;
                    f.make_inf(s);
                } else if (exp == 0x7fff && sig != 1u64 << 63) || (exp != 0x7fff && exp != 0 && int_bit == 0) {
                    f.category = Category::NaN;
                    f.exponent = sem.exponent_nan();
                    f.sig = sig as u128;
                } else {
                    f.category = Category::Normal;
                    f.exponent = exp as i32 - 16383;
                    f.sig = sig as u128;
                    if exp == 0 {
                        f.exponent = -16382;
                    }
                }
            }
            FloatKind::F8E8M0FNU => {
                let val = (bits & 0xff) as i32;
                f.sign = false;
                f.sig = 1;
                if val == 0xff {
                    f.category = Category::NaN;
                    f.exponent = sem.exponent_nan();
                } else {
                    f.category = Category::Normal;
                    f.exponent = val - 127;
                }
            }
            _ => {
                let trailing = sem.precision - 1;
                let exp_bits = sem.size_in_bits - 1 - trailing;
                let bias = 1 - sem.min_exponent;
                let mysig = bits & low_bits(trailing);
                let myexp = ((bits >> trailing) & low_bits(exp_bits)) as i32;
                f.sign = bit(bits, sem.size_in_bits - 1);
                let all_zero = mysig == 0;
                let is_zero = myexp == 0 && all_zero;
                if sem.non_finite == NonFinite::Ieee754 && myexp - bias == sem.exponent_inf() && all_zero {
                    let s = f.sign;
                    f.make_inf(s);
                    return f;
                }
                let is_nan = match sem.nan_encoding {
                    NanEncoding::Ieee => myexp - bias == sem.exponent_nan() && !all_zero,
                    NanEncoding::AllOnes => myexp - bias == sem.exponent_nan() && mysig == low_bits(trailing),
                    NanEncoding::NegativeZero => is_zero && f.sign,
                };
                if is_nan {
                    f.category = Category::NaN;
                    f.exponent = sem.exponent_nan();
                    f.sig = mysig;
                    return f;
                }
                if is_zero {
                    let s = f.sign;
                    f.make_zero(s);
                    return f;
                }
                f.category = Category::Normal;
                f.exponent = myexp - bias;
                f.sig = mysig;
                if myexp == 0 {
                    f.exponent = sem.min_exponent;
                } else {
                    f.sig |= 1u128 << trailing;
                }
            }
        }
        f
    }

    /// Encodes the value (LLVM's `bitcastToAPInt`). Formats without
    /// infinity or NaN encode those as a signed zero, as upstream's release
    /// builds do.
    pub(crate) fn to_bits(self) -> u128 {
        let sem = self.sem;
        if sem.kind == FloatKind::F80 {
            let (exp, sig): (u64, u64) = match self.category {
                Category::Normal => {
                    let mut e = (self.exponent + 16383) as u64;
                    let s = self.sig as u64;
                    if e == 1 && s & (1u64 << 63) == 0 {
                        e = 0;
                    }
                    (e, s)
                }
                Category::Zero => (0, 0),
                Category::Infinity => (0x7fff, 1u64 << 63),
                Category::NaN => (0x7fff, self.sig as u64),
            };
            let hi = ((self.sign as u64) << 15) | (exp & 0x7fff);
            return sig as u128 | ((hi as u128) << 64);
        }
        let trailing = sem.precision - 1;
        let bias = if sem.kind == FloatKind::F8E8M0FNU { -sem.min_exponent } else { 1 - sem.min_exponent };
        let exp_bits = if trailing > 0 { sem.size_in_bits - 1 - trailing } else { sem.size_in_bits };
        let category = match self.category {
            Category::Infinity | Category::NaN if sem.non_finite == NonFinite::FiniteOnly => Category::Zero,
            c => c,
        };
        let (myexp, mysig): (i64, u128) = match category {
            Category::Normal => {
                let mut e = (self.exponent + bias) as i64;
                if e == 1 && !bit(self.sig, trailing) {
                    e = 0;
                }
                (e, self.sig)
            }
            Category::Zero => ((sem.exponent_zero() + bias) as i64, 0),
            Category::Infinity => ((sem.exponent_inf() + bias) as i64, 0),
            Category::NaN => ((sem.exponent_nan() + bias) as i64, self.sig),
        };
        let sig_bits = mysig & low_bits(trailing);
        let exp_field = (myexp as u128) & low_bits(exp_bits);
        sig_bits | (exp_field << trailing) | ((self.sign as u128) << (sem.size_in_bits - 1))
    }

    /// The canonical public value.
    pub(crate) fn finish(self) -> ApFloat {
        let (exponent, significand) = match self.category {
            Category::Zero | Category::Infinity => (0, 0),
            Category::NaN => (0, self.sig & self.sem.storage_mask()),
            Category::Normal => (self.exponent, self.sig & self.sem.storage_mask()),
        };
        ApFloat {
            kind: self.sem.kind,
            category: self.category,
            sign: self.sign,
            exponent,
            significand: [significand as u64, (significand >> 64) as u64],
        }
    }
}

impl ApFloat {
    /// The working form.
    pub(crate) fn ieee(&self) -> Ieee {
        let sem = semantics(self.kind);
        let exponent = match self.category {
            Category::Zero => sem.exponent_zero(),
            Category::Infinity => sem.exponent_inf(),
            Category::NaN => sem.exponent_nan(),
            Category::Normal => self.exponent,
        };
        Ieee { sem, category: self.category, sign: self.sign, exponent, sig: self.significand() }
    }

    /// Positive zero of a format (the smallest value for formats without
    /// zero, as LLVM's default constructor).
    pub fn zero(kind: FloatKind) -> ApFloat {
        let mut f = Ieee::new(kind);
        if f.sem.has_zero {
            f.make_zero(false);
        } else {
            f.make_smallest_normalized(false);
        }
        f.finish()
    }

    /// Decodes a bit pattern of the format (the low bits of `bits`).
    pub fn from_bits(kind: FloatKind, bits: u128) -> ApFloat {
        Ieee::from_bits(kind, bits).finish()
    }

    /// The bit pattern.
    pub fn to_bits(self) -> u128 {
        self.ieee().to_bits()
    }

    /// An `f64` value.
    pub fn from_f64(v: f64) -> ApFloat {
        ApFloat::from_bits(FloatKind::F64, v.to_bits() as u128)
    }

    /// An `f32` value.
    pub fn from_f32(v: f32) -> ApFloat {
        ApFloat::from_bits(FloatKind::F32, v.to_bits() as u128)
    }

    /// A `double` converted to `kind` rounding to nearest, ties to even
    /// (upstream's `FloatAttr::get(type, double)`).
    pub fn from_f64_in(kind: FloatKind, v: f64) -> ApFloat {
        let d = ApFloat::from_f64(v);
        if kind == FloatKind::F64 {
            return d;
        }
        d.convert(kind, Rounding::NearestTiesToEven).0
    }

    /// Converts to another format; returns the value, the status flags and
    /// whether information was lost.
    pub fn convert(&self, to: FloatKind, rm: Rounding) -> (ApFloat, u8, bool) {
        let mut f = self.ieee();
        let (st, loses) = f.convert(to, rm);
        (f.finish(), st, loses)
    }

    /// The value as a `double`, converting with rounding to nearest
    /// (upstream's `FloatAttr::getValueAsDouble`).
    pub fn to_f64(self) -> f64 {
        let d = if self.kind == FloatKind::F64 { self } else { self.convert(FloatKind::F64, Rounding::NearestTiesToEven).0 };
        f64::from_bits(d.to_bits() as u64)
    }

    /// The format.
    pub fn kind(&self) -> FloatKind {
        self.kind
    }

    /// The category.
    pub fn category(&self) -> Category {
        self.category
    }

    /// Whether the sign is negative.
    pub fn is_negative(&self) -> bool {
        self.sign
    }

    /// Whether the value is a NaN.
    pub fn is_nan(&self) -> bool {
        self.category == Category::NaN
    }

    /// Whether the value is an infinity.
    pub fn is_infinity(&self) -> bool {
        self.category == Category::Infinity
    }

    /// Whether the value is a zero.
    pub fn is_zero(&self) -> bool {
        self.category == Category::Zero
    }

    /// The unbiased exponent of a finite non-zero value.
    pub fn exponent(&self) -> i32 {
        self.exponent
    }

    /// The significand of a finite non-zero value or NaN, integer bit at
    /// position `precision - 1` for normal values.
    pub fn significand(&self) -> u128 {
        self.significand[0] as u128 | ((self.significand[1] as u128) << 64)
    }

    /// The significand restricted to the format's precision (as LLVM's
    /// `toString` reads it).
    pub(crate) fn significand_bits(&self) -> u128 {
        let sem = semantics(self.kind);
        self.significand() & low_bits(part_count_for_bits(sem.precision) * 64) & low_bits(sem.precision)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_f64_and_f32_bits() {
        for v in [0.0, -0.0, 1.0, -2.5, 1e300, 5e-324, f64::INFINITY, f64::NEG_INFINITY] {
            assert_eq!(ApFloat::from_f64(v).to_f64().to_bits(), v.to_bits());
        }
        for v in [0.0f32, 1.5, -3.25e-40, f32::MAX, f32::INFINITY] {
            let f = ApFloat::from_f64_in(FloatKind::F32, v as f64);
            assert_eq!(f.to_bits() as u32, v.to_bits());
        }
        assert!(ApFloat::from_f64(f64::NAN).is_nan());
    }

    #[test]
    fn conversions_match_llvm_for_small_formats() {
        // Values produced by upstream (FloatAttr::get + bitcastToAPInt).
        let cases: &[(FloatKind, f64, u128)] = &[
            (FloatKind::F8E4M3FN, 448.0, 0x7E),
            (FloatKind::F8E4M3FN, 1e10, 0x7F),
            (FloatKind::F8E5M2FNUZ, -0.0, 0x00),
            (FloatKind::F8E5M2, 1e10, 0x7C),
            (FloatKind::F4E2M1FN, 1e10, 0x7),
            (FloatKind::BF16, 0.1, 0x3DCD),
            (FloatKind::F16, 65504.0, 0x7BFF),
            (FloatKind::TF32, 1.0, 0x1FC00),
        ];
        for &(k, v, bits) in cases {
            assert_eq!(ApFloat::from_f64_in(k, v).to_bits(), bits, "{k:?} {v}");
        }
        // An infinity converted to a format without one stays an infinity
        // (and encodes as zero), as upstream.
        let inf = ApFloat::from_f64_in(FloatKind::F4E2M1FN, f64::INFINITY);
        assert!(inf.is_infinity());
        assert_eq!(inf.to_bits(), 0);
        assert_eq!(inf.to_f64(), f64::INFINITY);
        // f8E8M0FNU has no zero: zero rounds to the smallest value.
        assert_eq!(ApFloat::from_f64_in(FloatKind::F8E8M0FNU, 0.0).to_f64(), 2f64.powi(-127));
    }

    #[test]
    fn f80_and_f128_extend_exactly() {
        let f = ApFloat::from_f64_in(FloatKind::F80, 16777217.0);
        assert_eq!(f.to_bits(), 0x40178000008000000000);
        let q = ApFloat::from_f64_in(FloatKind::F128, 16777217.0);
        assert_eq!(q.to_bits(), 0x40170000010000000000000000000000);
        assert_eq!(q.to_f64(), 16777217.0);
    }
}
