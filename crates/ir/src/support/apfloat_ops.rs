//! Floating-point arithmetic with LLVM `APFloat`'s exact semantics for
//! every builtin float format: addition, subtraction, multiplication,
//! division and `fmod` with a rounding mode, negation, comparison, the
//! IEEE minimum/maximum operations (`minimum`, `maximum`, `minnum`,
//! `maxnum`), conversions from and to integers of any width, and the
//! queries constant folders need (`ilogb`, denormals, largest values).
//!
//! Every operation returns LLVM's status flags ([`super::apfloat::status`])
//! beside the value, so a folder can refuse inexact or invalid results as
//! upstream does.

use std::cmp::Ordering;

use super::apfloat::{
    low_bits, lost_through_truncation, status, ApFloat, Category, Ieee, Lost, Rounding,
};
use super::apint::ApInt;
use super::bignum::BigUint;
use super::float_sem::{semantics, NanEncoding, NonFinite};
use crate::types::FloatKind;

/// `ilogb` of a zero (LLVM's `IEK_Zero`).
pub const ILOGB_ZERO: i32 = i32::MIN + 1;
/// `ilogb` of a NaN (LLVM's `IEK_NaN`).
pub const ILOGB_NAN: i32 = i32::MIN;
/// `ilogb` of an infinity (LLVM's `IEK_Inf`).
pub const ILOGB_INF: i32 = i32::MAX;

/// The pair of categories of two operands, as LLVM's `PackCategoriesIntoKey`.
type Key = (Category, Category);

/// The NaN cases every binary operation shares: a NaN operand becomes the
/// result (quieted); the status says whether either was signaling.
fn nan_operand(lhs: &mut Ieee, rhs: &Ieee) -> u8 {
    if lhs.is_signaling() {
        lhs.make_quiet();
        return status::INVALID;
    }
    if rhs.is_signaling() {
        status::INVALID
    } else {
        status::OK
    }
}

impl Ieee {
    /// Copies `rhs`'s value (LLVM's `assign`).
    fn assign(&mut self, rhs: &Ieee) {
        *self = *rhs;
    }

    fn compare_abs(&self, rhs: &Ieee) -> Ordering {
        self.exponent.cmp(&rhs.exponent).then(self.sig.cmp(&rhs.sig))
    }

    fn add_or_subtract_specials(&mut self, rhs: &Ieee, subtract: bool) -> Option<u8> {
        use Category::*;
        let key: Key = (self.category, rhs.category);
        Some(match key {
            (Zero | Normal | Infinity, NaN) => {
                self.assign(rhs);
                nan_operand(self, rhs)
            }
            (NaN, _) => nan_operand(self, rhs),
            (Normal, Zero) | (Infinity, Normal) | (Infinity, Zero) => status::OK,
            (Normal, Infinity) | (Zero, Infinity) => {
                self.category = Infinity;
                self.sign = rhs.sign ^ subtract;
                status::OK
            }
            (Zero, Normal) => {
                self.assign(rhs);
                self.sign = rhs.sign ^ subtract;
                status::OK
            }
            (Zero, Zero) => status::OK,
            (Infinity, Infinity) => {
                if (self.sign ^ rhs.sign) != subtract {
                    self.make_nan(false, false, None);
                    return Some(status::INVALID);
                }
                status::OK
            }
            (Normal, Normal) => return None,
        })
    }

    fn add_or_subtract_significand(&mut self, rhs: &Ieee, subtract: bool) -> Lost {
        let subtract = subtract ^ (self.sign ^ rhs.sign);
        let bits = self.exponent - rhs.exponent;
        if subtract {
            let mut temp = *rhs;
            let mut from_rhs = false;
            let mut lost = if bits == 0 {
                Lost::ExactlyZero
            } else if bits > 0 {
                from_rhs = true;
                let l = temp.shift_sig_right((bits - 1) as u32);
                self.shift_sig_left(1);
                l
            } else {
                let l = self.shift_sig_right((-bits - 1) as u32);
                temp.shift_sig_left(1);
                l
            };
            let invert = |l: Lost| match l {
                Lost::LessThanHalf => Lost::MoreThanHalf,
                Lost::MoreThanHalf => Lost::LessThanHalf,
                l => l,
            };
            let mask = self.sem.storage_mask();
            match self.compare_abs(&temp) {
                Ordering::Less => {
                    let borrow = lost != Lost::ExactlyZero && !from_rhs;
                    if borrow {
                        lost = invert(lost);
                    }
                    self.sig = temp.sig.wrapping_sub(self.sig).wrapping_sub(borrow as u128) & mask;
                    self.sign = !self.sign;
                }
                Ordering::Greater => {
                    let borrow = lost != Lost::ExactlyZero && from_rhs;
                    if borrow {
                        lost = invert(lost);
                    }
                    self.sig = self.sig.wrapping_sub(temp.sig).wrapping_sub(borrow as u128) & mask;
                }
                Ordering::Equal => {
                    self.sig = 0;
                    if lost != Lost::ExactlyZero && from_rhs {
                        self.sign = !self.sign;
                    }
                }
            }
            lost
        } else if bits > 0 {
            let mut temp = *rhs;
            let lost = temp.shift_sig_right(bits as u32);
            self.sig = self.sig.wrapping_add(temp.sig) & self.sem.storage_mask();
            lost
        } else {
            let lost = self.shift_sig_right((-bits) as u32);
            self.sig = self.sig.wrapping_add(rhs.sig) & self.sem.storage_mask();
            lost
        }
    }

    /// LLVM's `addOrSubtract`.
    pub(crate) fn add_or_subtract(&mut self, rhs: &Ieee, rm: Rounding, subtract: bool) -> u8 {
        let fs = match self.add_or_subtract_specials(rhs, subtract) {
            Some(fs) => fs,
            None => {
                let lost = self.add_or_subtract_significand(rhs, subtract);
                self.normalize(rm, lost)
            }
        };
        if self.category == Category::Zero {
            if rhs.category != Category::Zero || (self.sign == rhs.sign) == subtract {
                self.sign = rm == Rounding::TowardNegative;
            }
            if self.sem.nan_encoding == NanEncoding::NegativeZero {
                self.sign = false;
            }
        }
        fs
    }

    /// The NaN cases of multiplication and division, which keep the sign
    /// of the NaN operand.
    fn mul_div_nan(&mut self, rhs: &Ieee) -> u8 {
        if self.category != Category::NaN {
            self.assign(rhs);
            self.sign = false;
        }
        self.sign ^= rhs.sign;
        nan_operand(self, rhs)
    }

    fn multiply_specials(&mut self, rhs: &Ieee) -> u8 {
        use Category::*;
        match (self.category, rhs.category) {
            (NaN, _) | (_, NaN) => self.mul_div_nan(rhs),
            (Normal, Infinity) | (Infinity, Normal) | (Infinity, Infinity) => {
                self.category = Infinity;
                status::OK
            }
            (Zero, Normal) | (Normal, Zero) | (Zero, Zero) => {
                self.category = Zero;
                status::OK
            }
            (Zero, Infinity) | (Infinity, Zero) => {
                self.make_nan(false, false, None);
                status::INVALID
            }
            (Normal, Normal) => status::OK,
        }
    }

    fn multiply_significand(&mut self, rhs: &Ieee) -> Lost {
        let precision = self.sem.precision;
        let mut full = BigUint::from_u128(self.sig).mul(&BigUint::from_u128(rhs.sig));
        let omsb = full.bits();
        self.exponent += rhs.exponent + 2;
        self.exponent -= precision as i32 + 1;
        let mut lost = Lost::ExactlyZero;
        if omsb > precision {
            let bits = omsb - precision;
            lost = lost_through_truncation_big(&full, bits);
            full = full.shr(bits);
            self.exponent += bits as i32;
        }
        self.sig = full.low_u128() & self.sem.storage_mask();
        lost
    }

    /// LLVM's `multiply`.
    pub(crate) fn multiply(&mut self, rhs: &Ieee, rm: Rounding) -> u8 {
        self.sign ^= rhs.sign;
        let mut fs = self.multiply_specials(rhs);
        if self.category == Category::Zero && self.sem.nan_encoding == NanEncoding::NegativeZero {
            self.sign = false;
        }
        if self.category == Category::Normal {
            let lost = self.multiply_significand(rhs);
            fs = self.normalize(rm, lost);
            if lost != Lost::ExactlyZero {
                fs |= status::INEXACT;
            }
        }
        fs
    }

    fn divide_specials(&mut self, rhs: &Ieee) -> u8 {
        use Category::*;
        match (self.category, rhs.category) {
            (NaN, _) | (_, NaN) => self.mul_div_nan(rhs),
            (Infinity, Zero) | (Infinity, Normal) | (Zero, Infinity) | (Zero, Normal) => status::OK,
            (Normal, Infinity) => {
                self.category = Zero;
                status::OK
            }
            (Normal, Zero) => {
                if self.sem.non_finite == NonFinite::NanOnly {
                    let s = self.sign;
                    self.make_nan(false, s, None);
                } else {
                    self.category = Infinity;
                }
                status::DIV_BY_ZERO
            }
            (Infinity, Infinity) | (Zero, Zero) => {
                self.make_nan(false, false, None);
                status::INVALID
            }
            (Normal, Normal) => status::OK,
        }
    }

    fn divide_significand(&mut self, rhs: &Ieee) -> Lost {
        let mask = self.sem.storage_mask();
        let mut dividend = self.sig;
        let mut divisor = rhs.sig;
        self.sig = 0;
        self.exponent -= rhs.exponent;
        let precision = self.sem.precision as i32;
        let msb = |v: u128| 127 - v.leading_zeros() as i32;
        let bit = precision - msb(divisor) - 1;
        if bit != 0 {
            self.exponent += bit;
            divisor = (divisor << bit) & mask;
        }
        let bit = precision - msb(dividend) - 1;
        if bit != 0 {
            self.exponent -= bit;
            dividend = (dividend << bit) & mask;
        }
        if dividend < divisor {
            self.exponent -= 1;
            dividend = (dividend << 1) & mask;
        }
        for bit in (1..=precision as u32).rev() {
            if dividend >= divisor {
                dividend -= divisor;
                self.sig |= 1u128 << (bit - 1);
            }
            dividend = (dividend << 1) & mask;
        }
        match dividend.cmp(&divisor) {
            Ordering::Greater => Lost::MoreThanHalf,
            Ordering::Equal => Lost::ExactlyHalf,
            Ordering::Less if dividend == 0 => Lost::ExactlyZero,
            Ordering::Less => Lost::LessThanHalf,
        }
    }

    /// LLVM's `divide`.
    pub(crate) fn divide(&mut self, rhs: &Ieee, rm: Rounding) -> u8 {
        self.sign ^= rhs.sign;
        let mut fs = self.divide_specials(rhs);
        if self.category == Category::Zero && self.sem.nan_encoding == NanEncoding::NegativeZero {
            self.sign = false;
        }
        if self.category == Category::Normal {
            let lost = self.divide_significand(rhs);
            fs = self.normalize(rm, lost);
            if lost != Lost::ExactlyZero {
                fs |= status::INEXACT;
            }
        }
        fs
    }

    fn mod_specials(&mut self, rhs: &Ieee) -> u8 {
        use Category::*;
        match (self.category, rhs.category) {
            (Zero | Normal | Infinity, NaN) => {
                self.assign(rhs);
                nan_operand(self, rhs)
            }
            (NaN, _) => nan_operand(self, rhs),
            (Zero, Infinity) | (Zero, Normal) | (Normal, Infinity) => status::OK,
            (Normal, Zero) | (Infinity, Zero) | (Infinity, Normal) | (Infinity, Infinity) | (Zero, Zero) => {
                self.make_nan(false, false, None);
                status::INVALID
            }
            (Normal, Normal) => status::OK,
        }
    }

    fn is_denormal(&self) -> bool {
        self.category == Category::Normal
            && self.exponent == self.sem.min_exponent
            && !super::apfloat::bit(self.sig, self.sem.precision - 1)
    }

    fn is_smallest(&self) -> bool {
        self.category == Category::Normal && self.exponent == self.sem.min_exponent && self.omsb() == 1
    }

    /// LLVM's `ilogb`.
    pub(crate) fn ilogb(&self) -> i32 {
        match self.category {
            Category::NaN => return ILOGB_NAN,
            Category::Zero => return ILOGB_ZERO,
            Category::Infinity => return ILOGB_INF,
            Category::Normal => {}
        }
        if !self.is_denormal() {
            return self.exponent;
        }
        let mut n = *self;
        let bits = self.sem.precision as i32 - 1;
        n.exponent += bits;
        n.normalize(Rounding::NearestTiesToEven, Lost::ExactlyZero);
        n.exponent - bits
    }

    /// LLVM's `scalbn`.
    fn scalbn(mut self, exp: i32, rm: Rounding) -> Ieee {
        let (max, min) = (self.sem.max_exponent, self.sem.min_exponent);
        let bits = self.sem.precision as i32 - 1;
        let max_inc = max - (min - bits) + 1;
        self.exponent += exp.clamp(-max_inc - 1, max_inc);
        self.normalize(rm, Lost::ExactlyZero);
        if self.category == Category::NaN {
            self.make_quiet();
        }
        self
    }

    /// LLVM's `mod` (`fmod`: the result has the sign of `self`).
    pub(crate) fn fmod(&mut self, rhs: &Ieee) -> u8 {
        let mut fs = self.mod_specials(rhs);
        let orig_sign = self.sign;
        while self.category == Category::Normal
            && rhs.category == Category::Normal
            && self.compare_abs(rhs) != Ordering::Less
        {
            let exp = self.ilogb() - rhs.ilogb();
            let mut v = rhs.scalbn(exp, Rounding::NearestTiesToEven);
            if v.category == Category::NaN || self.compare_abs(&v) == Ordering::Less {
                v = rhs.scalbn(exp - 1, Rounding::NearestTiesToEven);
            }
            v.sign = self.sign;
            fs = self.add_or_subtract(&v, Rounding::NearestTiesToEven, true);
            if !self.sem.has_zero && self.is_smallest() {
                break;
            }
        }
        if self.category == Category::Zero {
            self.sign = orig_sign;
            if self.sem.nan_encoding == NanEncoding::NegativeZero {
                self.sign = false;
            }
        }
        fs
    }

    /// LLVM's `compare` (`None`: unordered).
    pub(crate) fn compare(&self, rhs: &Ieee) -> Option<Ordering> {
        use Category::*;
        let by_sign = |negative: bool| if negative { Ordering::Less } else { Ordering::Greater };
        Some(match (self.category, rhs.category) {
            (NaN, _) | (_, NaN) => return None,
            (Infinity, Normal) | (Infinity, Zero) | (Normal, Zero) => by_sign(self.sign),
            (Normal, Infinity) | (Zero, Infinity) | (Zero, Normal) => by_sign(!rhs.sign),
            (Infinity, Infinity) => {
                if self.sign == rhs.sign {
                    Ordering::Equal
                } else {
                    by_sign(self.sign)
                }
            }
            (Zero, Zero) => Ordering::Equal,
            (Normal, Normal) => {
                if self.sign != rhs.sign {
                    by_sign(self.sign)
                } else if self.sign {
                    self.compare_abs(rhs).reverse()
                } else {
                    self.compare_abs(rhs)
                }
            }
        })
    }

    /// LLVM's `changeSign`.
    fn change_sign(&mut self) {
        if self.sem.nan_encoding == NanEncoding::NegativeZero && matches!(self.category, Category::Zero | Category::NaN) {
            return;
        }
        self.sign = !self.sign;
    }

    /// LLVM's `convertFromUnsignedParts` of a magnitude.
    fn assign_unsigned(&mut self, value: &BigUint, rm: Rounding) -> u8 {
        self.category = Category::Normal;
        let omsb = value.bits();
        let precision = self.sem.precision;
        let lost;
        if precision <= omsb {
            self.exponent = omsb as i32 - 1;
            lost = lost_through_truncation_big(value, omsb - precision);
            self.sig = value.shr(omsb - precision).low_u128() & low_bits(precision);
        } else {
            self.exponent = precision as i32 - 1;
            lost = Lost::ExactlyZero;
            self.sig = value.low_u128();
        }
        self.normalize(rm, lost)
    }
}

/// [`lost_through_truncation`] for a value of any size.
fn lost_through_truncation_big(v: &BigUint, bits: u32) -> Lost {
    if v.is_zero() || bits <= v.trailing_zeros() {
        return Lost::ExactlyZero;
    }
    if bits == v.trailing_zeros() + 1 {
        return Lost::ExactlyHalf;
    }
    if v.bit(bits - 1) {
        return Lost::MoreThanHalf;
    }
    Lost::LessThanHalf
}

impl ApFloat {
    fn binary(&self, rhs: &ApFloat, f: impl FnOnce(&mut Ieee, &Ieee) -> u8) -> (ApFloat, u8) {
        let mut a = self.ieee();
        let b = rhs.ieee();
        let st = f(&mut a, &b);
        (a.finish(), st)
    }

    /// `self + rhs` rounded with `rm` (LLVM's `add`), and the status.
    pub fn add(&self, rhs: &ApFloat, rm: Rounding) -> (ApFloat, u8) {
        self.binary(rhs, |a, b| a.add_or_subtract(b, rm, false))
    }

    /// `self - rhs` rounded with `rm` (LLVM's `subtract`), and the status.
    pub fn sub(&self, rhs: &ApFloat, rm: Rounding) -> (ApFloat, u8) {
        self.binary(rhs, |a, b| a.add_or_subtract(b, rm, true))
    }

    /// `self * rhs` rounded with `rm` (LLVM's `multiply`), and the status.
    pub fn mul(&self, rhs: &ApFloat, rm: Rounding) -> (ApFloat, u8) {
        self.binary(rhs, |a, b| a.multiply(b, rm))
    }

    /// `self / rhs` rounded with `rm` (LLVM's `divide`), and the status.
    pub fn div(&self, rhs: &ApFloat, rm: Rounding) -> (ApFloat, u8) {
        self.binary(rhs, |a, b| a.divide(b, rm))
    }

    /// The remainder of `self / rhs` truncated toward zero, with the sign
    /// of `self` (C's `fmod`, LLVM's `mod`), and the status.
    pub fn fmod(&self, rhs: &ApFloat) -> (ApFloat, u8) {
        self.binary(rhs, |a, b| a.fmod(b))
    }

    /// `-self` (LLVM's `changeSign`: formats whose NaN is negative zero
    /// keep the sign of zeros and NaNs).
    pub fn neg(&self) -> ApFloat {
        let mut a = self.ieee();
        a.change_sign();
        a.finish()
    }

    /// The value with the sign cleared.
    pub fn abs(&self) -> ApFloat {
        if self.is_negative() {
            self.neg()
        } else {
            *self
        }
    }

    /// Compares two values of one format; `None` when unordered (a NaN).
    pub fn compare(&self, rhs: &ApFloat) -> Option<Ordering> {
        self.ieee().compare(&rhs.ieee())
    }

    /// Whether this is a signaling NaN.
    pub fn is_signaling(&self) -> bool {
        self.ieee().is_signaling()
    }

    /// The value with a signaling NaN made quiet.
    pub fn quieted(&self) -> ApFloat {
        let mut a = self.ieee();
        if a.category == Category::NaN {
            a.make_quiet();
        }
        a.finish()
    }

    /// Whether this is a denormal (subnormal) value.
    pub fn is_denormal(&self) -> bool {
        self.ieee().is_denormal()
    }

    /// Whether this is `+0`.
    pub fn is_pos_zero(&self) -> bool {
        self.is_zero() && !self.is_negative()
    }

    /// Whether this is `-0`.
    pub fn is_neg_zero(&self) -> bool {
        self.is_zero() && self.is_negative()
    }

    /// Whether the value equals `v` exactly (LLVM's `isExactlyValue`: `v`
    /// converted to this format, compared bit for bit).
    pub fn is_exactly(&self, v: f64) -> bool {
        ApFloat::from_f64_in(self.kind(), v) == *self
    }

    /// `ilogb`: the unbiased exponent of a finite non-zero value (denormals
    /// normalized), or [`ILOGB_ZERO`], [`ILOGB_NAN`], [`ILOGB_INF`].
    pub fn ilogb(&self) -> i32 {
        self.ieee().ilogb()
    }

    /// The largest finite value of a format (LLVM's `getLargest`).
    pub fn largest(kind: FloatKind, negative: bool) -> ApFloat {
        let mut f = Ieee::new(kind);
        f.category = Category::Normal;
        f.sign = negative;
        f.exponent = f.sem.max_exponent;
        f.sig = low_bits(f.sem.precision);
        if f.sem.non_finite == NonFinite::NanOnly && f.sem.nan_encoding == NanEncoding::AllOnes {
            f.sig &= !1;
        }
        f.finish()
    }

    /// An infinity (LLVM's `getInf`; a NaN for formats without infinity).
    pub fn infinity(kind: FloatKind, negative: bool) -> ApFloat {
        let mut f = Ieee::new(kind);
        f.make_inf(negative);
        f.finish()
    }

    /// A quiet NaN (LLVM's `getNaN`).
    pub fn nan(kind: FloatKind, negative: bool) -> ApFloat {
        let mut f = Ieee::new(kind);
        f.make_nan(false, negative, None);
        f.finish()
    }

    /// A zero of the given sign (LLVM's `getZero`).
    pub fn signed_zero(kind: FloatKind, negative: bool) -> ApFloat {
        let mut f = Ieee::new(kind);
        f.make_zero(negative);
        f.finish()
    }

    /// The significand precision of a format, integer bit included
    /// (LLVM's `semanticsPrecision`, a float type's `getFPMantissaWidth`).
    pub fn precision(kind: FloatKind) -> u32 {
        semantics(kind).precision
    }

    /// Whether every value of format `a` is a value of format `b` (LLVM's
    /// `isRepresentableBy`).
    pub fn is_representable_by(a: FloatKind, b: FloatKind) -> bool {
        let (a, b) = (semantics(a), semantics(b));
        a.max_exponent <= b.max_exponent && a.min_exponent >= b.min_exponent && a.precision <= b.precision
    }

    /// The `width`-bit integer `value` (read as signed if `signed`)
    /// converted to format `kind` rounding with `rm` (LLVM's
    /// `convertFromAPInt`), and the status.
    pub fn from_int(kind: FloatKind, value: &ApInt, width: u32, signed: bool, rm: Rounding) -> (ApFloat, u8) {
        let mut f = Ieee::new(kind);
        let negative = signed && value.is_negative(width);
        let magnitude = if negative { value.neg(width) } else { value.clone() };
        f.sign = negative;
        let st = f.assign_unsigned(&BigUint::from_words(magnitude.words()), rm);
        (f.finish(), st)
    }

    /// The value converted to a `width`-bit integer (signed or unsigned)
    /// rounding with `rm` (LLVM's `convertToInteger`): `None` when the
    /// conversion is invalid (NaN, infinity, out of range), otherwise the
    /// integer and whether it is exact.
    pub fn to_int(&self, width: u32, signed: bool, rm: Rounding) -> Option<(ApInt, bool)> {
        let f = self.ieee();
        match f.category {
            Category::Infinity | Category::NaN => return None,
            Category::Zero => return Some((ApInt::zero(width), !f.sign)),
            Category::Normal => {}
        }
        let precision = f.sem.precision;
        let src = BigUint::from_u128(f.sig);
        let (mut parts, truncated) = if f.exponent < 0 {
            (BigUint::zero(), (precision as i64 - 1 - f.exponent as i64) as u32)
        } else {
            let bits = f.exponent as u32 + 1;
            if bits > width {
                return None;
            }
            if bits < precision {
                (src.shr(precision - bits), precision - bits)
            } else {
                (src.shl(bits - precision), 0)
            }
        };
        let mut lost = Lost::ExactlyZero;
        if truncated > 0 {
            lost = lost_through_truncation(f.sig, f.sem.part_count(), truncated);
            if lost != Lost::ExactlyZero && f.round_away_from_zero(rm, lost, truncated) {
                parts.mul_add_small(1, 1);
                if parts.bits() > width.div_ceil(64) * 64 {
                    return None;
                }
            }
        }
        let omsb = parts.bits();
        let mut value = ApInt::from_words(parts.words(), width);
        if f.sign {
            if !signed {
                if omsb != 0 {
                    return None;
                }
            } else {
                if omsb == width && parts.trailing_zeros() + 1 != omsb {
                    return None;
                }
                if omsb > width {
                    return None;
                }
            }
            value = value.neg(width);
        } else if omsb >= width + (!signed) as u32 {
            return None;
        }
        Some((value, lost == Lost::ExactlyZero))
    }

    /// The larger (`max`) or smaller of two non-NaN values, `-0 < +0`; on
    /// a tie the first operand.
    fn pick(&self, rhs: &ApFloat, max: bool) -> ApFloat {
        if self.is_zero() && rhs.is_zero() && self.is_negative() != rhs.is_negative() {
            return if self.is_negative() == max { *rhs } else { *self };
        }
        let (lo, hi) = if max { (self, rhs) } else { (rhs, self) };
        if lo.compare(hi) == Some(Ordering::Less) {
            *rhs
        } else {
            *self
        }
    }

    /// The NaN rule of IEEE 754-2019 `minimum`/`maximum`: a NaN operand
    /// (quieted) is the result.
    fn propagate_nan(&self, rhs: &ApFloat) -> Option<ApFloat> {
        [self, rhs].into_iter().find(|v| v.is_nan()).map(|v| v.quieted())
    }

    /// The NaN rule of IEEE 754-2008 `minNum`/`maxNum`: a signaling NaN
    /// gives a quiet NaN, a quiet NaN the other operand.
    fn ignore_nan(&self, rhs: &ApFloat) -> Option<ApFloat> {
        if let Some(s) = [self, rhs].into_iter().find(|v| v.is_signaling()) {
            return Some(s.quieted());
        }
        if self.is_nan() {
            return Some(*rhs);
        }
        rhs.is_nan().then_some(*self)
    }

    /// IEEE 754-2019 `maximum` (LLVM's `maximum`): NaNs propagate (quieted),
    /// `-0 < +0`.
    pub fn maximum(&self, rhs: &ApFloat) -> ApFloat {
        self.propagate_nan(rhs).unwrap_or_else(|| self.pick(rhs, true))
    }

    /// IEEE 754-2019 `minimum` (LLVM's `minimum`): NaNs propagate (quieted),
    /// `-0 < +0`.
    pub fn minimum(&self, rhs: &ApFloat) -> ApFloat {
        self.propagate_nan(rhs).unwrap_or_else(|| self.pick(rhs, false))
    }

    /// IEEE 754-2008 `maxNum` (LLVM's `maxnum`): a quiet NaN operand gives
    /// the other operand, a signaling one a quiet NaN.
    pub fn maxnum(&self, rhs: &ApFloat) -> ApFloat {
        self.ignore_nan(rhs).unwrap_or_else(|| self.pick(rhs, true))
    }

    /// IEEE 754-2008 `minNum` (LLVM's `minnum`): a quiet NaN operand gives
    /// the other operand, a signaling one a quiet NaN.
    pub fn minnum(&self, rhs: &ApFloat) -> ApFloat {
        self.ignore_nan(rhs).unwrap_or_else(|| self.pick(rhs, false))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(v: f64) -> ApFloat {
        ApFloat::from_f64(v)
    }

    fn s(v: f32) -> ApFloat {
        ApFloat::from_f32(v)
    }

    #[test]
    fn arithmetic_matches_hardware_doubles() {
        let vals = [0.0, -0.0, 1.0, -2.5, 0.1, 3.0e300, -7.0e-310, 1.0e-320, f64::INFINITY, 123456.789];
        let rm = Rounding::NearestTiesToEven;
        for &a in &vals {
            for &b in &vals {
                let check = |got: ApFloat, want: f64, what: &str| {
                    if want.is_nan() {
                        assert!(got.is_nan(), "{a} {what} {b}");
                    } else {
                        assert_eq!(got.to_f64().to_bits(), want.to_bits(), "{a} {what} {b}");
                    }
                };
                check(f(a).add(&f(b), rm).0, a + b, "+");
                check(f(a).sub(&f(b), rm).0, a - b, "-");
                check(f(a).mul(&f(b), rm).0, a * b, "*");
                check(f(a).div(&f(b), rm).0, a / b, "/");
                check(f(a).fmod(&f(b)).0, a % b, "%");
                assert_eq!(f(a).compare(&f(b)), a.partial_cmp(&b));
            }
        }
        let x = s(16777216.0).add(&s(1.0), rm).0;
        assert_eq!(x.to_f64(), 16777216.0);
        assert_eq!(s(1.0).div(&s(3.0), rm).0.to_bits() as u32, (1.0f32 / 3.0).to_bits());
    }

    #[test]
    fn integer_conversions() {
        let rm = Rounding::NearestTiesToEven;
        let (v, _) = ApFloat::from_int(FloatKind::F32, &ApInt::from_i64(-5, 8), 8, true, rm);
        assert_eq!(v.to_f64(), -5.0);
        let (v, _) = ApFloat::from_int(FloatKind::F32, &ApInt::from_i64(-5, 8), 8, false, rm);
        assert_eq!(v.to_f64(), 251.0);
        let (v, st) = ApFloat::from_int(FloatKind::F32, &ApInt::from_u64(16777217, 32), 32, false, rm);
        assert_eq!((v.to_f64(), st), (16777216.0, status::INEXACT));
        let tz = Rounding::TowardZero;
        assert_eq!(f(-2.7).to_int(8, true, tz), Some((ApInt::from_i64(-2, 8), false)));
        assert_eq!(f(-128.0).to_int(8, true, tz), Some((ApInt::from_i64(-128, 8), true)));
        assert_eq!(f(128.0).to_int(8, true, tz), None);
        assert_eq!(f(255.9).to_int(8, false, tz), Some((ApInt::from_u64(255, 8), false)));
        assert_eq!(f(-1.0).to_int(8, false, tz), None);
        assert_eq!(f(-0.5).to_int(8, false, tz), Some((ApInt::zero(8), false)));
        assert_eq!(f(f64::NAN).to_int(8, false, tz), None);
    }

    #[test]
    fn min_max_and_queries() {
        let nan = f(f64::NAN);
        assert!(f(1.0).maximum(&nan).is_nan());
        assert_eq!(f(1.0).maxnum(&nan), f(1.0));
        assert_eq!(f(-0.0).maximum(&f(0.0)), f(0.0));
        assert_eq!(f(-0.0).minimum(&f(0.0)), f(-0.0));
        assert_eq!(f(2.0).minnum(&f(-3.0)), f(-3.0));
        assert_eq!(f(8.0).ilogb(), 3);
        assert_eq!(f(5e-324).ilogb(), -1074);
        assert_eq!(ApFloat::largest(FloatKind::F32, false).to_f64(), f32::MAX as f64);
        assert!(f(1.0).is_exactly(1.0) && !f(1.5).is_exactly(1.0));
        assert!(ApFloat::is_representable_by(FloatKind::F16, FloatKind::F32));
        assert!(!ApFloat::is_representable_by(FloatKind::BF16, FloatKind::F16));
        assert_eq!(f(2.0).neg(), f(-2.0));
    }
}
