//! Unsigned arbitrary-precision integers for the exact float conversions
//! (decimal text to and from binary floating point). Little-endian 64-bit
//! words, no leading zero words (zero is the empty vector).

use std::cmp::Ordering;

/// An unsigned integer of any size.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BigUint {
    words: Vec<u64>,
}

impl BigUint {
    /// Zero.
    pub fn zero() -> BigUint {
        BigUint { words: Vec::new() }
    }

    /// A value from a `u128`.
    pub fn from_u128(v: u128) -> BigUint {
        let mut b = BigUint { words: vec![v as u64, (v >> 64) as u64] };
        b.trim();
        b
    }

    /// A value from little-endian words.
    pub fn from_words(words: &[u64]) -> BigUint {
        let mut b = BigUint { words: words.to_vec() };
        b.trim();
        b
    }

    /// The little-endian words (empty for zero).
    pub fn words(&self) -> &[u64] {
        &self.words
    }

    /// The low 128 bits.
    pub fn low_u128(&self) -> u128 {
        let lo = self.words.first().copied().unwrap_or(0) as u128;
        let hi = self.words.get(1).copied().unwrap_or(0) as u128;
        lo | (hi << 64)
    }

    fn trim(&mut self) {
        while self.words.last() == Some(&0) {
            self.words.pop();
        }
    }

    /// Whether the value is zero.
    pub fn is_zero(&self) -> bool {
        self.words.is_empty()
    }

    /// Number of significant bits (0 for zero).
    pub fn bits(&self) -> u32 {
        match self.words.last() {
            None => 0,
            Some(&w) => (self.words.len() as u32 - 1) * 64 + (64 - w.leading_zeros()),
        }
    }

    /// Number of trailing zero bits (0 for zero).
    pub fn trailing_zeros(&self) -> u32 {
        for (i, &w) in self.words.iter().enumerate() {
            if w != 0 {
                return i as u32 * 64 + w.trailing_zeros();
            }
        }
        0
    }

    /// Whether bit `i` is set.
    pub fn bit(&self, i: u32) -> bool {
        self.words.get((i / 64) as usize).is_some_and(|w| (w >> (i % 64)) & 1 == 1)
    }

    /// Whether any of the low `n` bits is set.
    pub fn any_low_bits(&self, n: u32) -> bool {
        let full = (n / 64) as usize;
        if self.words.iter().take(full).any(|&w| w != 0) {
            return true;
        }
        let rem = n % 64;
        rem != 0 && self.words.get(full).is_some_and(|&w| w & ((1u64 << rem) - 1) != 0)
    }

    /// `self * m + a`.
    pub fn mul_add_small(&mut self, m: u64, a: u64) {
        let mut carry = a as u128;
        for w in self.words.iter_mut() {
            let p = *w as u128 * m as u128 + carry;
            *w = p as u64;
            carry = p >> 64;
        }
        if carry != 0 {
            self.words.push(carry as u64);
        }
        self.trim();
    }

    /// The product of two values.
    pub fn mul(&self, other: &BigUint) -> BigUint {
        if self.is_zero() || other.is_zero() {
            return BigUint::zero();
        }
        let mut out = vec![0u64; self.words.len() + other.words.len()];
        for (i, &a) in self.words.iter().enumerate() {
            let mut carry = 0u128;
            for (j, &b) in other.words.iter().enumerate() {
                let t = a as u128 * b as u128 + out[i + j] as u128 + carry;
                out[i + j] = t as u64;
                carry = t >> 64;
            }
            let mut k = i + other.words.len();
            while carry != 0 {
                let t = out[k] as u128 + carry;
                out[k] = t as u64;
                carry = t >> 64;
                k += 1;
            }
        }
        let mut b = BigUint { words: out };
        b.trim();
        b
    }

    /// `base^exp`.
    pub fn pow(base: u64, mut exp: u32) -> BigUint {
        let mut result = BigUint::from_u128(1);
        let mut p = BigUint::from_u128(base as u128);
        while exp > 0 {
            if exp & 1 == 1 {
                result = result.mul(&p);
            }
            exp >>= 1;
            if exp > 0 {
                p = p.mul(&p);
            }
        }
        result
    }

    /// `self << n`.
    pub fn shl(&self, n: u32) -> BigUint {
        if self.is_zero() {
            return BigUint::zero();
        }
        let words = (n / 64) as usize;
        let bits = n % 64;
        let mut out = vec![0u64; words];
        if bits == 0 {
            out.extend_from_slice(&self.words);
        } else {
            let mut carry = 0u64;
            for &w in &self.words {
                out.push((w << bits) | carry);
                carry = w >> (64 - bits);
            }
            if carry != 0 {
                out.push(carry);
            }
        }
        BigUint { words: out }
    }

    /// `self >> n` (truncating).
    pub fn shr(&self, n: u32) -> BigUint {
        let words = (n / 64) as usize;
        if words >= self.words.len() {
            return BigUint::zero();
        }
        let bits = n % 64;
        let src = &self.words[words..];
        let mut out = Vec::with_capacity(src.len());
        for i in 0..src.len() {
            let lo = src[i] >> bits;
            let hi = if bits == 0 { 0 } else { src.get(i + 1).map_or(0, |&h| h << (64 - bits)) };
            out.push(lo | hi);
        }
        let mut b = BigUint { words: out };
        b.trim();
        b
    }

    /// Divides in place by a small divisor; returns the remainder.
    pub fn divrem_small(&mut self, d: u64) -> u64 {
        let mut rem = 0u128;
        for w in self.words.iter_mut().rev() {
            let cur = (rem << 64) | *w as u128;
            *w = (cur / d as u128) as u64;
            rem = cur % d as u128;
        }
        self.trim();
        rem as u64
    }

    /// Truncating division by `10^n`.
    pub fn div_pow10(&mut self, mut n: u32) {
        const TEN19: u64 = 10_000_000_000_000_000_000;
        while n >= 19 && !self.is_zero() {
            self.divrem_small(TEN19);
            n -= 19;
        }
        if n > 0 && !self.is_zero() {
            self.divrem_small(10u64.pow(n));
        }
    }

    /// `self - other`; `self` must not be smaller.
    pub fn sub_assign(&mut self, other: &BigUint) {
        let mut borrow = 0u64;
        for i in 0..self.words.len() {
            let b = other.words.get(i).copied().unwrap_or(0);
            let (d1, o1) = self.words[i].overflowing_sub(b);
            let (d2, o2) = d1.overflowing_sub(borrow);
            self.words[i] = d2;
            borrow = (o1 || o2) as u64;
        }
        self.trim();
    }

    /// Quotient and remainder (`divisor` must be non-zero). Binary long
    /// division: cost proportional to the quotient's bit count, which is
    /// small where this is used.
    pub fn divrem(&self, divisor: &BigUint) -> (BigUint, BigUint) {
        if self.cmp(divisor) == Ordering::Less {
            return (BigUint::zero(), self.clone());
        }
        let shift = self.bits() - divisor.bits();
        let mut rem = self.clone();
        let mut d = divisor.shl(shift);
        let mut q = vec![0u64; (shift / 64 + 1) as usize];
        for i in (0..=shift).rev() {
            if rem.cmp(&d) != Ordering::Less {
                rem.sub_assign(&d);
                q[(i / 64) as usize] |= 1u64 << (i % 64);
            }
            d = d.shr(1);
        }
        let mut q = BigUint { words: q };
        q.trim();
        (q, rem)
    }
}

impl PartialOrd for BigUint {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for BigUint {
    fn cmp(&self, other: &Self) -> Ordering {
        self.words.len().cmp(&other.words.len()).then_with(|| {
            for (a, b) in self.words.iter().rev().zip(other.words.iter().rev()) {
                match a.cmp(b) {
                    Ordering::Equal => continue,
                    o => return o,
                }
            }
            Ordering::Equal
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_agrees_with_u128() {
        let a = BigUint::from_u128(123_456_789_012_345_678_901_234_567);
        let b = BigUint::from_u128(987_654_321);
        let p = a.mul(&b);
        let (q, r) = p.divrem(&b);
        assert_eq!(q, a);
        assert!(r.is_zero());
        let mut t = BigUint::from_u128(10u128.pow(30) + 7);
        t.div_pow10(29);
        assert_eq!(t.low_u128(), 10);
        assert_eq!(BigUint::pow(5, 3).low_u128(), 125);
        assert_eq!(BigUint::from_u128(1).shl(130).shr(129).low_u128(), 2);
        assert_eq!(BigUint::from_u128(0b1000).trailing_zeros(), 3);
        assert!(BigUint::from_u128(0b1010).any_low_bits(2) && !BigUint::from_u128(0b1000).any_low_bits(3));
    }
}
