//! Decimal formatting of arbitrary-width integers.

use super::apint::ApInt;

/// The decimal text of `v` (of `width` bits), signed or unsigned.
pub fn to_decimal(v: &ApInt, width: u32, signed: bool) -> String {
    let words = v.words();
    let negative = signed && width > 0 && v.bit(width - 1);
    if width <= 64 {
        let x = words[0];
        if negative {
            return v.sext_i64(width).to_string();
        }
        return x.to_string();
    }
    // Magnitude as little-endian words.
    let mut mag: Vec<u64> = words.to_vec();
    if negative {
        // Two's complement negate within `width` bits.
        let mut carry = 1u128;
        for w in mag.iter_mut() {
            let s = (!*w) as u128 + carry;
            *w = s as u64;
            carry = s >> 64;
        }
        let top = width - 64 * (mag.len() as u32 - 1);
        if let Some(last) = mag.last_mut() {
            *last &= super::apint::low_mask(top);
        }
    }
    let mut digits = Vec::new();
    while mag.iter().any(|&w| w != 0) {
        let mut rem = 0u128;
        for w in mag.iter_mut().rev() {
            let cur = (rem << 64) | *w as u128;
            *w = (cur / 10_000_000_000_000_000_000) as u64;
            rem = cur % 10_000_000_000_000_000_000;
        }
        let chunk = rem as u64;
        let more = mag.iter().any(|&w| w != 0);
        let s = if more { format!("{chunk:019}") } else { chunk.to_string() };
        digits.push(s);
    }
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    if digits.is_empty() {
        out.push('0');
    }
    for d in digits.iter().rev() {
        out.push_str(d);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_wide_values() {
        assert_eq!(to_decimal(&ApInt::from_i64(-5, 8), 8, true), "-5");
        assert_eq!(to_decimal(&ApInt::from_i64(-5, 8), 8, false), "251");
        let big = ApInt::from_words(&[0, 1], 128);
        assert_eq!(to_decimal(&big, 128, true), "18446744073709551616");
        assert_eq!(to_decimal(&ApInt::from_i64(-1, 128), 128, true), "-1");
        assert_eq!(to_decimal(&ApInt::from_i64(-1, 128), 128, false), "340282366920938463463374607431768211455");
    }
}
