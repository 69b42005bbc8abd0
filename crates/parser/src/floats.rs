//! Conversion of parsed float literals to the bit patterns of every builtin
//! float format, as upstream: the literal is read as an IEEE double, then
//! converted to the target format rounding to nearest, ties to even
//! (`APFloat::convert`).

use oxmlir_ir::types::FloatKind;

/// How a format treats values it cannot represent.
#[derive(Copy, Clone, PartialEq, Eq)]
enum NonFinite {
    /// Infinities and NaNs as IEEE 754.
    Ieee,
    /// No infinities; NaN is the all-ones pattern (`...FN`).
    NanAllOnes,
    /// No infinities, no negative zero; NaN is the negative-zero pattern
    /// (`...FNUZ`).
    NanNegZero,
    /// Neither infinities nor NaNs: overflow saturates.
    FiniteOnly,
}

/// The layout of a float format.
#[derive(Copy, Clone)]
struct Format {
    exp_bits: u32,
    /// Stored mantissa bits (for `f80`, the fraction without the explicit
    /// integer bit).
    man_bits: u32,
    bias: i32,
    non_finite: NonFinite,
    signed: bool,
    explicit_int_bit: bool,
}

fn format(kind: FloatKind) -> Format {
    let f = |exp_bits, man_bits, bias, non_finite| Format {
        exp_bits,
        man_bits,
        bias,
        non_finite,
        signed: true,
        explicit_int_bit: false,
    };
    use NonFinite::*;
    match kind {
        FloatKind::F4E2M1FN => f(2, 1, 1, FiniteOnly),
        FloatKind::F6E2M3FN => f(2, 3, 1, FiniteOnly),
        FloatKind::F6E3M2FN => f(3, 2, 3, FiniteOnly),
        FloatKind::F8E5M2 => f(5, 2, 15, Ieee),
        FloatKind::F8E4M3 => f(4, 3, 7, Ieee),
        FloatKind::F8E4M3FN => f(4, 3, 7, NanAllOnes),
        FloatKind::F8E5M2FNUZ => f(5, 2, 16, NanNegZero),
        FloatKind::F8E4M3FNUZ => f(4, 3, 8, NanNegZero),
        FloatKind::F8E4M3B11FNUZ => f(4, 3, 11, NanNegZero),
        FloatKind::F8E3M4 => f(3, 4, 3, Ieee),
        FloatKind::F8E8M0FNU => Format { signed: false, ..f(8, 0, 127, NanAllOnes) },
        FloatKind::BF16 => f(8, 7, 127, Ieee),
        FloatKind::F16 => f(5, 10, 15, Ieee),
        FloatKind::TF32 => f(8, 10, 127, Ieee),
        FloatKind::F32 => f(8, 23, 127, Ieee),
        FloatKind::F64 => f(11, 52, 1023, Ieee),
        FloatKind::F80 => Format { explicit_int_bit: true, ..f(15, 63, 16383, Ieee) },
        FloatKind::F128 => f(15, 112, 16383, Ieee),
    }
}

/// The bit pattern of `v` converted to `kind`, as little-endian 64-bit
/// words (one word for formats up to 64 bits).
pub fn f64_to_bits(v: f64, kind: FloatKind) -> Vec<u64> {
    let b = convert(v, format(kind));
    vec![b as u64, (b >> 64) as u64]
}

/// Storage width in bits of `kind` (what `APFloat::semanticsSizeInBits`
/// returns).
pub fn size_in_bits(kind: FloatKind) -> u32 {
    kind.width()
}

fn convert(v: f64, f: Format) -> u128 {
    let sign_bit_pos = if f.signed { f.exp_bits + f.man_bits + f.explicit_int_bit as u32 } else { 0 };
    let neg = v.is_sign_negative() && f.signed;
    let sign = if neg { 1u128 << sign_bit_pos } else { 0 };
    let exp_all_ones = (1u128 << f.exp_bits) - 1;
    let man_all_ones = (1u128 << f.man_bits) - 1;
    let int_bit = if f.explicit_int_bit { 1u128 << f.man_bits } else { 0 };
    let pack = |e: u128, m: u128| -> u128 { (e << (f.man_bits + f.explicit_int_bit as u32)) | m };
    let nan = || -> u128 {
        match f.non_finite {
            NonFinite::Ieee => sign | pack(exp_all_ones, int_bit | (1u128 << (f.man_bits - 1))),
            NonFinite::NanAllOnes => sign | pack(exp_all_ones, man_all_ones),
            NonFinite::NanNegZero => 1u128 << (f.exp_bits + f.man_bits),
            NonFinite::FiniteOnly => 0,
        }
    };
    let max_finite = match f.non_finite {
        NonFinite::Ieee => pack(exp_all_ones - 1, int_bit | man_all_ones),
        NonFinite::NanAllOnes if f.man_bits == 0 => pack(exp_all_ones - 1, 0),
        NonFinite::NanAllOnes => pack(exp_all_ones, man_all_ones - 1),
        NonFinite::NanNegZero | NonFinite::FiniteOnly => pack(exp_all_ones, man_all_ones),
    };
    let overflow = || -> u128 {
        match f.non_finite {
            NonFinite::Ieee => sign | pack(exp_all_ones, int_bit),
            NonFinite::NanAllOnes | NonFinite::NanNegZero => nan(),
            NonFinite::FiniteOnly => sign | max_finite,
        }
    };
    if v.is_nan() {
        return nan();
    }
    if v.is_infinite() {
        return overflow();
    }
    if v == 0.0 {
        return if f.non_finite == NonFinite::NanNegZero { 0 } else { sign };
    }
    // v = m * 2^e with m a 53-bit integer.
    let bits = v.abs().to_bits();
    let raw_exp = (bits >> 52) as i32;
    let frac = bits & ((1u64 << 52) - 1);
    let (m, e) = if raw_exp == 0 { (frac as u128, -1074) } else { ((frac | 1 << 52) as u128, raw_exp - 1075) };
    let msb = 127 - m.leading_zeros() as i32; // position of the top bit of m
    let emin = 1 - f.bias;
    // The exponent of the result's leading bit, denormals clamped to emin.
    let te = (msb + e).max(emin);
    // Quantum of the result: 2^(te - man_bits).
    let q = te - f.man_bits as i32;
    let shift = q - e;
    let mut mant: u128 = if shift <= 0 {
        m << (-shift) as u32
    } else if shift >= 128 {
        0
    } else {
        let s = shift as u32;
        let kept = m >> s;
        let rem = m & ((1u128 << s) - 1);
        let half = 1u128 << (s - 1);
        if rem > half || (rem == half && kept & 1 == 1) {
            kept + 1
        } else {
            kept
        }
    };
    let mut te = te;
    if mant >> (f.man_bits + 1) != 0 {
        mant >>= 1;
        te += 1;
    }
    let normal = mant >> f.man_bits != 0;
    let exp_field = if normal { (te + f.bias) as i64 } else { 0 };
    if exp_field > exp_all_ones as i64 {
        return overflow();
    }
    let stored_mant = if f.explicit_int_bit { mant } else { mant & man_all_ones };
    let magnitude = pack(exp_field as u128, stored_mant);
    if magnitude > max_finite {
        return overflow();
    }
    if magnitude == 0 && f.non_finite == NonFinite::NanNegZero {
        return 0;
    }
    sign | magnitude
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bits(v: f64, k: FloatKind) -> u128 {
        convert(v, format(k))
    }

    #[test]
    fn matches_native_formats() {
        for v in [1.5, -3.25, 1e-40, 3.3, 65504.0, 1e300, 1e-320, 0.1] {
            assert_eq!(bits(v, FloatKind::F32), (v as f32).to_bits() as u128, "{v}");
            assert_eq!(bits(v, FloatKind::F64), v.to_bits() as u128, "{v}");
        }
    }

    #[test]
    fn small_formats() {
        assert_eq!(bits(1.0, FloatKind::F16), 0x3C00);
        assert_eq!(bits(3.3, FloatKind::F16), 0x429A);
        assert_eq!(bits(1.0, FloatKind::BF16), 0x3F80);
        assert_eq!(bits(1.5, FloatKind::F8E4M3FN), 0x3C);
        assert_eq!(bits(1000.0, FloatKind::F8E4M3FN), 0x7F);
        assert_eq!(bits(448.0, FloatKind::F8E4M3FN), 0x7E);
        assert_eq!(bits(1.0e10, FloatKind::F4E2M1FN), 0x7);
        assert_eq!(bits(-0.0, FloatKind::F8E5M2FNUZ), 0);
        assert_eq!(bits(1e10, FloatKind::F8E5M2FNUZ), 0x80);
        assert_eq!(bits(1e10, FloatKind::F16), 0x7C00);
        assert_eq!(bits(1.0, FloatKind::TF32), 0x1FC00);
        assert_eq!(bits(2.5, FloatKind::F80), 0x4000_A000_0000_0000_0000);
        assert_eq!(bits(1.0, FloatKind::F128), 0x3FFF_u128 << 112);
    }
}
