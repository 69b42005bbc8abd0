//! Arbitrary-width integers (the value of integer attributes and the bit
//! pattern of float attributes). The width is not stored: it comes from the
//! attribute's type. Values of up to 64 bits are one word; wider values are
//! little-endian words. Bits above the width are always zero.

/// An arbitrary-width integer value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ApInt {
    /// A value of width at most 64, zero-extended.
    Small(u64),
    /// A value wider than 64 bits, little-endian words, top word masked.
    Big(Box<[u64]>),
}

/// Mask of the low `width` bits of a word (`width` in 0..=64).
#[inline]
pub fn low_mask(width: u32) -> u64 {
    if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

impl ApInt {
    /// `value` truncated (or sign-extended) to `width` bits.
    pub fn from_i64(value: i64, width: u32) -> ApInt {
        if width <= 64 {
            return ApInt::Small(value as u64 & low_mask(width));
        }
        let words = width.div_ceil(64) as usize;
        let fill = if value < 0 { u64::MAX } else { 0 };
        let mut w = vec![fill; words];
        w[0] = value as u64;
        let top = width - 64 * (words as u32 - 1);
        w[words - 1] &= low_mask(top);
        ApInt::Big(w.into())
    }

    /// `value` zero-extended or truncated to `width` bits.
    pub fn from_u64(value: u64, width: u32) -> ApInt {
        if width <= 64 {
            return ApInt::Small(value & low_mask(width));
        }
        let words = width.div_ceil(64) as usize;
        let mut w = vec![0; words];
        w[0] = value;
        ApInt::Big(w.into())
    }

    /// Builds a value from little-endian words, masked to `width` bits.
    pub fn from_words(words: &[u64], width: u32) -> ApInt {
        if width <= 64 {
            return ApInt::Small(words.first().copied().unwrap_or(0) & low_mask(width));
        }
        let n = width.div_ceil(64) as usize;
        let mut w: Vec<u64> = (0..n).map(|i| words.get(i).copied().unwrap_or(0)).collect();
        let top = width - 64 * (n as u32 - 1);
        w[n - 1] &= low_mask(top);
        ApInt::Big(w.into())
    }

    /// A value from little-endian bytes, masked to `width` bits (missing
    /// bytes read as zero).
    pub fn from_le_bytes(bytes: &[u8], width: u32) -> ApInt {
        let nwords = width.div_ceil(64).max(1) as usize;
        let mut words = vec![0u64; nwords];
        for (i, &b) in bytes.iter().enumerate().take(nwords * 8) {
            words[i / 8] |= (b as u64) << ((i % 8) * 8);
        }
        ApInt::from_words(&words, width)
    }

    /// The low `ceil(width / 8)` bytes, little-endian.
    pub fn to_le_bytes(&self, width: u32) -> Vec<u8> {
        let n = width.div_ceil(8) as usize;
        let words = self.words();
        (0..n).map(|i| words.get(i / 8).map_or(0, |w| (w >> ((i % 8) * 8)) as u8)).collect()
    }

    /// The value as a `u128` (low 128 bits).
    pub fn low_u128(&self) -> u128 {
        let w = self.words();
        w[0] as u128 | (w.get(1).copied().unwrap_or(0) as u128) << 64
    }

    /// A value from a `u128`, masked to `width` bits.
    pub fn from_u128(v: u128, width: u32) -> ApInt {
        ApInt::from_words(&[v as u64, (v >> 64) as u64], width)
    }

    /// The little-endian words.
    pub fn words(&self) -> &[u64] {
        match self {
            ApInt::Small(v) => std::slice::from_ref(v),
            ApInt::Big(w) => w,
        }
    }

    /// The low 64 bits, zero-extended (upstream's `getZExtValue` truncated).
    pub fn low_u64(&self) -> u64 {
        self.words()[0]
    }

    /// The value sign-extended from `width` bits, truncated to 64 bits
    /// (upstream's `getSExtValue` for widths up to 64).
    pub fn sext_i64(&self, width: u32) -> i64 {
        let v = self.low_u64();
        if width == 0 || width >= 64 {
            return v as i64;
        }
        let shift = 64 - width;
        ((v << shift) as i64) >> shift
    }

    /// Whether bit `i` is set.
    pub fn bit(&self, i: u32) -> bool {
        self.words().get((i / 64) as usize).is_some_and(|w| (w >> (i % 64)) & 1 == 1)
    }

    /// Whether the value is zero.
    pub fn is_zero(&self) -> bool {
        self.words().iter().all(|&w| w == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn truncates_and_sign_extends() {
        assert_eq!(ApInt::from_i64(-1, 8), ApInt::Small(0xff));
        assert_eq!(ApInt::from_i64(-1, 8).sext_i64(8), -1);
        assert_eq!(ApInt::from_i64(300, 8).low_u64(), 44);
        let big = ApInt::from_i64(-2, 100);
        assert_eq!(big.words(), &[u64::MAX - 1, (1 << 36) - 1]);
        assert!(big.bit(99) && !ApInt::from_i64(5, 100).bit(99));
        assert_eq!(ApInt::from_le_bytes(&[0x34, 0x12, 0xff], 17).low_u64(), 0x11234);
        assert_eq!(ApInt::from_i64(-2, 100).to_le_bytes(17), vec![0xfe, 0xff, 0xff]);
    }
}
