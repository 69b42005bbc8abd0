//! Decimal text of float values, exactly as LLVM's `APFloat::toString` and
//! `APFloat(semantics, string)`: the digits, rounding and layout of the
//! former, and correctly rounded parsing for the latter.

use super::apfloat::{combine, lost_through_truncation, ApFloat, Category, Ieee, Lost, Rounding};
use super::bignum::BigUint;
use super::float_sem::semantics;
use crate::types::FloatKind;

/// Why a string is not a float literal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FloatParseError(pub &'static str);

impl ApFloat {
    /// LLVM's `toString(precision, maxPadding, truncateZero)`.
    ///
    /// `precision` 0 uses enough digits to round-trip; `max_padding` 0
    /// always uses scientific notation.
    pub fn to_string_with(&self, precision: u32, max_padding: u32, truncate_zero: bool) -> String {
        let mut out = String::new();
        match self.category() {
            Category::Infinity => return if self.is_negative() { "-Inf".into() } else { "+Inf".into() },
            Category::NaN => return "NaN".into(),
            Category::Zero => {
                if self.is_negative() {
                    out.push('-');
                }
                if max_padding == 0 {
                    if truncate_zero {
                        out.push_str("0.0E+0");
                    } else {
                        out.push_str("0.0");
                        for _ in 1..precision.max(1) {
                            out.push('0');
                        }
                        out.push_str("e+00");
                    }
                } else {
                    out.push('0');
                }
                return out;
            }
            Category::Normal => {}
        }
        let sem = semantics(self.kind());
        let exp = self.exponent() - (sem.precision as i32 - 1);
        let sig = BigUint::from_u128(self.significand_bits());
        to_string_impl(&mut out, self.is_negative(), exp, sig, sem.precision, precision, max_padding, truncate_zero);
        out
    }

    /// LLVM's default `toString()` (shortest round-trip digits, padding 3,
    /// trailing zeros truncated).
    pub fn to_string_default(&self) -> String {
        self.to_string_with(0, 3, true)
    }

    /// Parses a decimal literal (`[+-]digits[.digits][(e|E)[+-]digits]`) or
    /// `inf`/`nan` spellings into `kind`, rounding to nearest, ties to even,
    /// as LLVM's `APFloat(semantics, string)`.
    pub fn from_str_in(kind: FloatKind, s: &str) -> Result<ApFloat, FloatParseError> {
        let mut f = Ieee::new(kind);
        if parse_special(&mut f, s) {
            return Ok(f.finish());
        }
        let b = s.as_bytes();
        if b.is_empty() {
            return Err(FloatParseError("Invalid string length"));
        }
        let mut i = 0;
        let negative = b[0] == b'-';
        if b[0] == b'-' || b[0] == b'+' {
            i = 1;
            if b.len() == 1 {
                return Err(FloatParseError("String has no digits"));
            }
        }
        if b.len() - i >= 2 && b[i] == b'0' && (b[i + 1] == b'x' || b[i + 1] == b'X') {
            return Err(FloatParseError("hexadecimal float literals are not supported here"));
        }
        f.sign = negative;
        parse_decimal(&mut f, &b[i..])?;
        Ok(f.finish())
    }
}

fn parse_special(f: &mut Ieee, s: &str) -> bool {
    if s.len() < 3 {
        return false;
    }
    if s == "inf" || s == "INFINITY" || s == "+Inf" {
        f.make_inf(false);
        return true;
    }
    let mut rest = s;
    let negative = rest.starts_with('-');
    if negative {
        rest = &rest[1..];
        if rest.len() < 3 {
            return false;
        }
        if rest == "inf" || rest == "INFINITY" || rest == "Inf" {
            f.make_inf(true);
            return true;
        }
    }
    let signaling = rest.starts_with('s') || rest.starts_with('S');
    if signaling {
        rest = &rest[1..];
        if rest.len() < 3 {
            return false;
        }
    }
    if rest == "nan" || rest == "NaN" {
        f.make_nan(signaling, negative, None);
        return true;
    }
    false
}

/// Scans `digits[.digits][e[+-]digits]`: the significant digits (leading
/// and trailing zeros dropped) and the decimal exponent of their last digit.
fn scan_decimal(b: &[u8]) -> Result<(Vec<u8>, i64), FloatParseError> {
    let mut digits = Vec::new();
    let mut seen_dot = false;
    let mut frac_digits: i64 = 0;
    let mut any_digit = false;
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'.' {
            if seen_dot {
                return Err(FloatParseError("String contains multiple dots"));
            }
            seen_dot = true;
        } else if c.is_ascii_digit() {
            any_digit = true;
            if !(digits.is_empty() && c == b'0') {
                digits.push(c - b'0');
            }
            if seen_dot {
                frac_digits += 1;
            }
        } else {
            break;
        }
        i += 1;
    }
    let mut exp: i64 = 0;
    if i < b.len() {
        if b[i] != b'e' && b[i] != b'E' {
            return Err(FloatParseError("Invalid character in significand"));
        }
        if !any_digit {
            return Err(FloatParseError("Significand has no digits"));
        }
        let e = &b[i + 1..];
        let mut j = 0;
        let neg = e.first() == Some(&b'-');
        if matches!(e.first(), Some(b'-') | Some(b'+')) {
            j = 1;
        }
        if j < e.len() {
            let mut abs: i64 = 0;
            for &c in &e[j..] {
                if !c.is_ascii_digit() {
                    return Err(FloatParseError("Invalid character in exponent"));
                }
                abs = (abs * 10 + (c - b'0') as i64).min(24000);
            }
            exp = if neg { -abs } else { abs };
        }
    } else if !any_digit {
        return Err(FloatParseError("Significand has no digits"));
    }
    // Drop trailing zeros of the significand into the exponent.
    let mut exp = exp - frac_digits;
    while digits.last() == Some(&0) {
        digits.pop();
        exp += 1;
    }
    Ok((digits, exp))
}

fn parse_decimal(f: &mut Ieee, b: &[u8]) -> Result<(), FloatParseError> {
    let (digits, exp) = scan_decimal(b)?;
    let sem = f.sem;
    let rm = Rounding::NearestTiesToEven;
    if digits.is_empty() {
        f.category = Category::Zero;
        f.sig = 0;
        if sem.nan_encoding == super::float_sem::NanEncoding::NegativeZero {
            f.sign = false;
        }
        if !sem.has_zero {
            f.make_smallest_normalized(false);
        }
        return Ok(());
    }
    // The exponent of the leading digit, for the quick range checks LLVM
    // makes before converting (same bounds, so extreme inputs agree).
    let normalized = exp + digits.len() as i64 - 1;
    if normalized - 1 > (i32::MAX / 42039) as i64 {
        f.category = Category::Normal;
        overflow(f, rm);
        return Ok(());
    }
    if normalized - 1 < (i32::MIN / 42039) as i64
        || (normalized + 1) * 28738 <= 8651 * (sem.min_exponent as i64 - sem.precision as i64)
    {
        f.category = Category::Normal;
        f.sig = 0;
        f.exponent = sem.exponent_zero();
        f.normalize(rm, Lost::LessThanHalf);
        return Ok(());
    }
    if (normalized - 1) * 42039 >= 12655 * sem.max_exponent as i64 {
        f.category = Category::Normal;
        overflow(f, rm);
        return Ok(());
    }
    let mut m = BigUint::zero();
    for &d in &digits {
        m.mul_add_small(10, d as u64);
    }
    // value = q * 2^e2 with `rest` the lost fraction below q's last bit.
    let prec = sem.precision;
    let (q, e2, rest) = if exp >= 0 {
        (m.mul(&BigUint::pow(10, exp as u32)), 0i64, Lost::ExactlyZero)
    } else {
        let d = BigUint::pow(10, (-exp) as u32);
        let want = prec as i64 + 3;
        let s = (want + d.bits() as i64 - m.bits() as i64).max(0) as u32;
        let (q, r) = m.shl(s).divrem(&d);
        let rest = if r.is_zero() {
            Lost::ExactlyZero
        } else {
            match r.shl(1).cmp(&d) {
                std::cmp::Ordering::Less => Lost::LessThanHalf,
                std::cmp::Ordering::Equal => Lost::ExactlyHalf,
                std::cmp::Ordering::Greater => Lost::MoreThanHalf,
            }
        };
        (q, -(s as i64), rest)
    };
    // Keep the top `prec` bits of q.
    let qbits = q.bits();
    let (sig, lost, e2) = if qbits > prec {
        let drop = qbits - prec;
        let top = q.shr(drop);
        let low_lost = lost_of_big(&q, drop);
        (top.low_u128(), combine(low_lost, rest), e2 + drop as i64)
    } else {
        (q.low_u128(), rest, e2)
    };
    let msb_exp = e2 + (128 - sig.leading_zeros()) as i64 - 1;
    if msb_exp > sem.max_exponent as i64 + 1 {
        f.category = Category::Normal;
        overflow(f, rm);
        return Ok(());
    }
    f.category = Category::Normal;
    // Place the significand with its MSB at `prec - 1`.
    let omsb = 128 - sig.leading_zeros();
    let sig = sig << (prec - omsb);
    f.sig = sig;
    f.exponent = msb_exp.max(i32::MIN as i64 / 2) as i32;
    f.normalize(rm, lost);
    Ok(())
}

fn overflow(f: &mut Ieee, rm: Rounding) {
    // Route through `normalize` with an exponent beyond the maximum.
    f.sig = 1u128 << (f.sem.precision - 1);
    f.exponent = f.sem.max_exponent + 1;
    f.normalize(rm, Lost::ExactlyZero);
}

/// The fraction lost when the low `bits` bits of a big value are dropped.
fn lost_of_big(v: &BigUint, bits: u32) -> Lost {
    if bits == 0 {
        return Lost::ExactlyZero;
    }
    if bits <= 128 {
        let words = v.words();
        let low = words.first().copied().unwrap_or(0) as u128 | ((words.get(1).copied().unwrap_or(0) as u128) << 64);
        return lost_through_truncation(low, 2, bits);
    }
    let half = v.bit(bits - 1);
    let below = v.any_low_bits(bits - 1);
    match (half, below) {
        (false, false) => Lost::ExactlyZero,
        (false, true) => Lost::LessThanHalf,
        (true, false) => Lost::ExactlyHalf,
        (true, true) => Lost::MoreThanHalf,
    }
}

/// Drops decimal digits from `sig` (multiplying by a power of ten into
/// `exp`) so it is no more precise than `precision` digits need (LLVM's
/// `AdjustToPrecision` on the integer).
fn adjust_int(sig: &mut BigUint, exp: &mut i64, precision: u32) {
    let bits = sig.bits();
    let required = (precision * 196).div_ceil(59);
    if bits <= required {
        return;
    }
    let tens = (bits - required) * 59 / 196;
    if tens == 0 {
        return;
    }
    *exp += tens as i64;
    sig.div_pow10(tens);
}

/// LLVM's `AdjustToPrecision` on the digit buffer (least significant digit
/// first): rounds half up to `precision` digits.
fn adjust_digits(buf: &mut Vec<u8>, exp: &mut i64, precision: u32) {
    let n = buf.len();
    let precision = precision as usize;
    if n <= precision {
        return;
    }
    let mut first = n - precision;
    if buf[first - 1] < 5 {
        while first < n && buf[first] == 0 {
            first += 1;
        }
        *exp += first as i64;
        buf.drain(..first);
        return;
    }
    let mut i = first;
    while i != n {
        if buf[i] == 9 {
            first += 1;
        } else {
            buf[i] += 1;
            break;
        }
        i += 1;
    }
    if first == n {
        *exp += first as i64;
        buf.clear();
        buf.push(1);
        return;
    }
    *exp += first as i64;
    buf.drain(..first);
}

#[allow(clippy::too_many_arguments)]
fn to_string_impl(
    out: &mut String,
    negative: bool,
    exp: i32,
    mut sig: BigUint,
    sem_precision: u32,
    precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) {
    if negative {
        out.push('-');
    }
    let precision = if precision == 0 { 2 + sem_precision * 59 / 196 } else { precision };
    let tz = sig.trailing_zeros();
    let mut exp = exp as i64 + tz as i64;
    sig = sig.shr(tz);
    if exp > 0 {
        sig = sig.shl(exp as u32);
        exp = 0;
    } else if exp < 0 {
        sig = sig.mul(&BigUint::pow(5, (-exp) as u32));
    }
    adjust_int(&mut sig, &mut exp, precision);
    let mut buf: Vec<u8> = Vec::new();
    let mut in_trail = true;
    while !sig.is_zero() {
        let d = sig.divrem_small(10) as u8;
        if in_trail && d == 0 {
            exp += 1;
        } else {
            buf.push(d);
            in_trail = false;
        }
    }
    adjust_digits(&mut buf, &mut exp, precision);
    let nd = buf.len();
    let digit = |d: u8| (b'0' + d) as char;
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp as u64 > max_padding as u64 || nd as u64 + exp as u64 > precision as u64
    } else {
        let msd = exp + nd as i64 - 1;
        if msd >= 0 {
            false
        } else {
            (-msd) as u64 > max_padding as u64
        }
    };
    if scientific {
        exp += nd as i64 - 1;
        out.push(digit(buf[nd - 1]));
        out.push('.');
        if nd == 1 && truncate_zero {
            out.push('0');
        } else {
            for i in 1..nd {
                out.push(digit(buf[nd - 1 - i]));
            }
        }
        if !truncate_zero && precision as usize > nd - 1 {
            for _ in 0..(precision as usize - nd + 1) {
                out.push('0');
            }
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if exp >= 0 { '+' } else { '-' });
        let e = exp.unsigned_abs().to_string();
        if !truncate_zero && e.len() < 2 {
            out.push('0');
        }
        out.push_str(&e);
        return;
    }
    if exp >= 0 {
        for i in 0..nd {
            out.push(digit(buf[nd - 1 - i]));
        }
        for _ in 0..exp {
            out.push('0');
        }
        return;
    }
    let whole = exp + nd as i64;
    let mut i = 0usize;
    if whole > 0 {
        while (i as i64) < whole {
            out.push(digit(buf[nd - i - 1]));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        for _ in 0..(-whole) {
            out.push('0');
        }
    }
    while i < nd {
        out.push(digit(buf[nd - i - 1]));
        i += 1;
    }
}

#[cfg(test)]
#[allow(clippy::approx_constant)] // digits of pi as printed text, not as pi
mod tests {
    use super::*;

    fn s(kind: FloatKind, v: f64, p: u32, pad: u32, tz: bool) -> String {
        ApFloat::from_f64_in(kind, v).to_string_with(p, pad, tz)
    }

    #[test]
    fn formats_as_llvm() {
        // Texts produced by upstream's printFloatValue.
        assert_eq!(s(FloatKind::F64, 1.0, 6, 0, false), "1.000000e+00");
        assert_eq!(s(FloatKind::F64, 0.1, 6, 0, false), "1.000000e-01");
        assert_eq!(s(FloatKind::F32, 3.14159265358979, 0, 3, true), "3.14159274");
        assert_eq!(s(FloatKind::F64, 3.14159265358979, 0, 3, true), "3.14159265358979");
        assert_eq!(s(FloatKind::F64, 16777217.0, 0, 3, true), "16777217");
        assert_eq!(s(FloatKind::F80, 0.1, 0, 3, true), "0.100000000000000005551");
        assert_eq!(s(FloatKind::F80, 1e-10, 0, 3, true), "1.00000000000000003643E-10");
        assert_eq!(s(FloatKind::F64, 5e-324, 6, 0, false), "4.940660e-324");
        assert_eq!(s(FloatKind::F64, -0.0, 6, 0, false), "-0.000000e+00");
        assert_eq!(s(FloatKind::F8E8M0FNU, 0.0, 6, 0, false), "5.877470e-39");
    }

    #[test]
    fn parses_correctly_rounded() {
        let p = |k: FloatKind, t: &str| ApFloat::from_str_in(k, t).unwrap();
        assert_eq!(p(FloatKind::F64, "0.1").to_f64(), 0.1);
        assert_eq!(p(FloatKind::F64, "4.940660e-324").to_f64(), 5e-324);
        assert_eq!(p(FloatKind::F64, "1e400").to_f64(), f64::INFINITY);
        assert_eq!(p(FloatKind::F32, "3.4028235e38").to_bits(), f32::MAX.to_bits() as u128);
        assert_eq!(p(FloatKind::F32, "1.000000e-01"), ApFloat::from_f64_in(FloatKind::F32, 0.1));
        assert_eq!(p(FloatKind::F8E4M3FN, "4.480000e+02").to_f64(), 448.0);
        assert!(p(FloatKind::F64, "-0.0").is_negative());
        assert!(ApFloat::from_str_in(FloatKind::F64, "1.2.3").is_err());
        for v in [1.0, 0.1, 123.456, 1e-310, 2.5e300] {
            let t = format!("{v:e}");
            assert_eq!(p(FloatKind::F64, &t).to_f64(), v, "{t}");
        }
    }
}
