//! Values carried by tokens: string contents with escapes resolved, integer
//! values, integer type widths (upstream's `Token` accessors).

/// The contents of a string literal token (quotes included in `spelling`),
/// escapes resolved: `\\`, `\"`, `\n`, `\t` and `\XX` hex pairs.
pub fn string_value(spelling: &[u8]) -> Vec<u8> {
    let body = if spelling.len() >= 2 { &spelling[1..spelling.len() - 1] } else { &[][..] };
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let c = body[i];
        i += 1;
        if c != b'\\' {
            out.push(c);
            continue;
        }
        let Some(&n) = body.get(i) else { break };
        i += 1;
        match n {
            b'"' | b'\\' => out.push(n),
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            _ => {
                let hi = hex_digit(n).unwrap_or(0);
                let lo = body.get(i).and_then(|&d| hex_digit(d)).unwrap_or(0);
                i += 1;
                out.push(hi << 4 | lo);
            }
        }
    }
    out
}

/// Whether a string literal has no escapes (its contents are the spelling
/// without quotes).
#[inline]
pub fn string_is_plain(spelling: &[u8]) -> bool {
    !spelling.contains(&b'\\')
}

/// The value of a hex digit.
#[inline]
pub fn hex_digit(c: u8) -> Option<u8> {
    match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        b'A'..=b'F' => Some(c - b'A' + 10),
        _ => None,
    }
}

/// The bytes of a `"0x..."` string token (upstream's `getHexStringValue`):
/// `None` unless the contents are `0x` followed by an even number of hex
/// digits.
pub fn hex_string_value(spelling: &[u8]) -> Option<Vec<u8>> {
    let body = spelling.get(1..spelling.len().checked_sub(1)?)?;
    let digits = body.strip_prefix(b"0x")?;
    if digits.len() % 2 == 1 {
        return None;
    }
    digits.chunks(2).map(|p| Some(hex_digit(p[0])? << 4 | hex_digit(p[1])?)).collect()
}

/// The name of an `@name` / `@"name"` token.
pub fn symbol_reference(spelling: &[u8]) -> Vec<u8> {
    let rest = &spelling[1..];
    if rest.first() == Some(&b'"') {
        string_value(rest)
    } else {
        rest.to_vec()
    }
}

/// An integer literal's value as `u64` (decimal or `0x` hex); `None` on
/// overflow.
pub fn u64_value(spelling: &[u8]) -> Option<u64> {
    if spelling.len() > 1 && spelling[1] == b'x' {
        let digits = &spelling[2..];
        if digits.is_empty() {
            return None;
        }
        let mut v: u64 = 0;
        for &d in digits {
            v = v.checked_mul(16)?.checked_add(hex_digit(d)? as u64)?;
        }
        return Some(v);
    }
    let mut v: u64 = 0;
    if spelling.is_empty() {
        return None;
    }
    for &d in spelling {
        if !d.is_ascii_digit() {
            return None;
        }
        v = v.checked_mul(10)?.checked_add((d - b'0') as u64)?;
    }
    Some(v)
}

/// An integer literal's value as unsigned 32-bit (upstream's
/// `getUnsignedIntegerValue`).
pub fn u32_value(spelling: &[u8]) -> Option<u32> {
    u64_value(spelling).and_then(|v| u32::try_from(v).ok())
}

/// The width of an integer type token (`i32` -> 32); `None` if it does not
/// fit in 32 bits.
pub fn int_type_width(spelling: &[u8]) -> Option<u32> {
    let digits = if spelling[0] == b'i' { &spelling[1..] } else { &spelling[2..] };
    let mut v: u32 = 0;
    for &d in digits {
        v = v.checked_mul(10)?.checked_add((d - b'0') as u32)?;
    }
    Some(v)
}

/// Digits of a decimal or hex integer literal as little-endian 64-bit
/// words, with enough room for the value plus a zero sign bit (upstream's
/// `StringRef::getAsInteger` into an `APInt`). Returns the words and the
/// number of significant bits.
pub fn integer_words(spelling: &[u8]) -> Option<(Vec<u64>, u32)> {
    let (digits, radix) = if spelling.len() > 1 && spelling[1] == b'x' { (&spelling[2..], 16u64) } else { (spelling, 10) };
    if digits.is_empty() {
        return None;
    }
    let mut words: Vec<u64> = vec![0];
    for &d in digits {
        let dv = if radix == 16 { hex_digit(d)? as u64 } else if d.is_ascii_digit() { (d - b'0') as u64 } else { return None };
        // words = words * radix + dv
        let mut carry = dv as u128;
        for w in words.iter_mut() {
            let v = (*w as u128) * radix as u128 + carry;
            *w = v as u64;
            carry = v >> 64;
        }
        if carry != 0 {
            words.push(carry as u64);
        }
    }
    let bits = active_bits(&words);
    Some((words, bits))
}

/// Number of bits up to the highest set bit.
pub fn active_bits(words: &[u64]) -> u32 {
    for (i, &w) in words.iter().enumerate().rev() {
        if w != 0 {
            return i as u32 * 64 + (64 - w.leading_zeros());
        }
    }
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn string_escapes() {
        assert_eq!(string_value(br#""a\"b\\c\n\t\41""#), b"a\"b\\c\n\tA");
        assert_eq!(hex_string_value(b"\"0x0102\""), Some(vec![1, 2]));
        assert_eq!(hex_string_value(b"\"0x102\""), None);
        assert_eq!(hex_string_value(b"\"0x\""), Some(vec![]));
        assert_eq!(hex_string_value(b"\"12\""), None);
        assert_eq!(symbol_reference(b"@\"a b\""), b"a b");
    }

    #[test]
    fn integers() {
        assert_eq!(u64_value(b"0x10"), Some(16));
        assert_eq!(u64_value(b"18446744073709551616"), None);
        assert_eq!(int_type_width(b"si16"), Some(16));
        let (w, b) = integer_words(b"18446744073709551616").unwrap();
        assert_eq!((w, b), (vec![0, 1], 65));
    }
}
