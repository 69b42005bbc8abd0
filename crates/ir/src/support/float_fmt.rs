//! Float attribute values as upstream's printer writes them
//! (`printFloatValue` in `AsmPrinter.cpp`): scientific notation with six
//! digits when that reads back to the same value, else the shortest
//! round-trip form when it has a decimal point, else the bit pattern in
//! hexadecimal.

use super::apfloat::ApFloat;

/// The text of a float value and whether it is the hexadecimal bit pattern.
pub fn format_float(v: &ApFloat) -> (String, bool) {
    if !v.is_infinity() && !v.is_nan() {
        let text = v.to_string_with(6, 0, false);
        if ApFloat::from_str_in(v.kind(), &text).is_ok_and(|back| back == *v) {
            return (text, false);
        }
        let text = v.to_string_default();
        if text.contains('.') {
            return (text, false);
        }
    }
    (hex_literal(v.to_bits()), true)
}

/// `0x` followed by the upper-case hexadecimal digits of `bits` without
/// leading zeros (LLVM's `APInt::toString(16, unsigned, C literal)`).
pub fn hex_literal(bits: u128) -> String {
    format!("0x{bits:X}")
}

#[cfg(test)]
#[allow(clippy::approx_constant)] // digits of pi as printed text, not as pi
mod tests {
    use super::*;
    use crate::types::FloatKind;

    #[test]
    fn prints_as_upstream() {
        // Texts produced by upstream (mlirFloatAttrDoubleGet + print).
        let f = |k, v| format_float(&ApFloat::from_f64_in(k, v)).0;
        assert_eq!(f(FloatKind::F32, 16777217.0), "0x4B800000");
        assert_eq!(f(FloatKind::F32, 3.14159265358979), "3.14159274");
        assert_eq!(f(FloatKind::F64, 123456789.0), "0x419D6F3454000000");
        assert_eq!(f(FloatKind::F64, -f64::NAN), "0xFFF8000000000000");
        assert_eq!(f(FloatKind::F4E2M1FN, f64::INFINITY), "0x0");
        assert_eq!(f(FloatKind::F4E2M1FN, -f64::INFINITY), "0x8");
        assert_eq!(f(FloatKind::F6E2M3FN, -f64::NAN), "0x20");
        assert_eq!(f(FloatKind::F8E8M0FNU, f64::INFINITY), "0xFF");
        assert_eq!(f(FloatKind::TF32, -f64::INFINITY), "0x7FC00");
        assert_eq!(f(FloatKind::F80, 1e300), "1.0000000000000000525E+300");
        assert_eq!(f(FloatKind::F128, 0.1), "0.100000000000000005551115123125782702");
        assert_eq!(f(FloatKind::BF16, 1e10), "9.999220e+09");
        assert_eq!(f(FloatKind::F8E5M2, 1e-3), "9.765620e-04");
    }

    #[test]
    fn prints_f80_and_f128_as_upstream() {
        // The C API cannot make these types; texts produced by upstream
        // (FloatAttr::get(type, double) printed through a parsed type).
        let f = |k, v| format_float(&ApFloat::from_f64_in(k, v)).0;
        assert_eq!(f(FloatKind::F80, 1e-10), "1.00000000000000003643E-10");
        assert_eq!(f(FloatKind::F80, 16777217.0), "0x40178000008000000000");
        assert_eq!(f(FloatKind::F80, f64::INFINITY), "0x7FFF8000000000000000");
        assert_eq!(f(FloatKind::F80, -f64::NAN), "0xFFFFC000000000000000");
        assert_eq!(f(FloatKind::F80, 5e-324), "4.94065645841246544177E-324");
        assert_eq!(f(FloatKind::F128, 5e-324), "4.94065645841246544176568792868221372E-324");
        assert_eq!(f(FloatKind::F128, 1e300), "1.00000000000000005250476025520442025E+300");
        assert_eq!(f(FloatKind::F128, -f64::NAN), "0xFFFF8000000000000000000000000000");
        assert_eq!(f(FloatKind::F128, 123456789.0), "0x4019D6F3454000000000000000000000");
        assert_eq!(f(FloatKind::F128, 0.001), "0.00100000000000000002081668171172168513");
    }
}
