//! The arithmetic semantics of each builtin float format, as LLVM's
//! `fltSemantics`: exponent range, precision, storage size and how (or
//! whether) infinities, NaNs, zero and negative values are represented.

use crate::types::FloatKind;

/// How infinities and NaNs are represented.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NonFinite {
    /// IEEE 754: an all-ones exponent is infinity (zero significand) or NaN.
    Ieee754,
    /// No infinity; what would overflow to infinity becomes NaN.
    NanOnly,
    /// Neither infinity nor NaN.
    FiniteOnly,
}

/// How NaN is encoded.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NanEncoding {
    /// All-ones exponent and a non-zero significand.
    Ieee,
    /// All-ones exponent and significand.
    AllOnes,
    /// The negative-zero bit pattern.
    NegativeZero,
}

/// The semantics of one float format.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct FloatSemantics {
    /// The format.
    pub kind: FloatKind,
    /// Largest `e` such that `2^e` is representable.
    pub max_exponent: i32,
    /// Smallest `e` such that `2^e` is a normal number.
    pub min_exponent: i32,
    /// Significand bits, including the integer bit.
    pub precision: u32,
    /// Storage size in bits.
    pub size_in_bits: u32,
    /// Infinity and NaN behaviour.
    pub non_finite: NonFinite,
    /// NaN encoding.
    pub nan_encoding: NanEncoding,
    /// Whether zero is representable.
    pub has_zero: bool,
    /// Whether negative values are representable.
    pub has_signed_repr: bool,
}

const fn ieee(kind: FloatKind, max: i32, min: i32, precision: u32, size: u32) -> FloatSemantics {
    FloatSemantics {
        kind,
        max_exponent: max,
        min_exponent: min,
        precision,
        size_in_bits: size,
        non_finite: NonFinite::Ieee754,
        nan_encoding: NanEncoding::Ieee,
        has_zero: true,
        has_signed_repr: true,
    }
}

const fn special(
    kind: FloatKind,
    max: i32,
    min: i32,
    precision: u32,
    size: u32,
    non_finite: NonFinite,
    nan_encoding: NanEncoding,
) -> FloatSemantics {
    FloatSemantics { non_finite, nan_encoding, ..ieee(kind, max, min, precision, size) }
}

static F4E2M1FN: FloatSemantics = special(FloatKind::F4E2M1FN, 2, 0, 2, 4, NonFinite::FiniteOnly, NanEncoding::Ieee);
static F6E2M3FN: FloatSemantics = special(FloatKind::F6E2M3FN, 2, 0, 4, 6, NonFinite::FiniteOnly, NanEncoding::Ieee);
static F6E3M2FN: FloatSemantics = special(FloatKind::F6E3M2FN, 4, -2, 3, 6, NonFinite::FiniteOnly, NanEncoding::Ieee);
static F8E5M2: FloatSemantics = ieee(FloatKind::F8E5M2, 15, -14, 3, 8);
static F8E4M3: FloatSemantics = ieee(FloatKind::F8E4M3, 7, -6, 4, 8);
static F8E4M3FN: FloatSemantics = special(FloatKind::F8E4M3FN, 8, -6, 4, 8, NonFinite::NanOnly, NanEncoding::AllOnes);
static F8E5M2FNUZ: FloatSemantics =
    special(FloatKind::F8E5M2FNUZ, 15, -15, 3, 8, NonFinite::NanOnly, NanEncoding::NegativeZero);
static F8E4M3FNUZ: FloatSemantics =
    special(FloatKind::F8E4M3FNUZ, 7, -7, 4, 8, NonFinite::NanOnly, NanEncoding::NegativeZero);
static F8E4M3B11FNUZ: FloatSemantics =
    special(FloatKind::F8E4M3B11FNUZ, 4, -10, 4, 8, NonFinite::NanOnly, NanEncoding::NegativeZero);
static F8E3M4: FloatSemantics = ieee(FloatKind::F8E3M4, 3, -2, 5, 8);
static F8E8M0FNU: FloatSemantics = FloatSemantics {
    has_zero: false,
    has_signed_repr: false,
    ..special(FloatKind::F8E8M0FNU, 127, -127, 1, 8, NonFinite::NanOnly, NanEncoding::AllOnes)
};
static BF16: FloatSemantics = ieee(FloatKind::BF16, 127, -126, 8, 16);
static F16: FloatSemantics = ieee(FloatKind::F16, 15, -14, 11, 16);
static TF32: FloatSemantics = ieee(FloatKind::TF32, 127, -126, 11, 19);
static F32: FloatSemantics = ieee(FloatKind::F32, 127, -126, 24, 32);
static F64: FloatSemantics = ieee(FloatKind::F64, 1023, -1022, 53, 64);
static F80: FloatSemantics = ieee(FloatKind::F80, 16383, -16382, 64, 80);
static F128: FloatSemantics = ieee(FloatKind::F128, 16383, -16382, 113, 128);

/// The semantics of a float format.
pub fn semantics(kind: FloatKind) -> &'static FloatSemantics {
    match kind {
        FloatKind::F4E2M1FN => &F4E2M1FN,
        FloatKind::F6E2M3FN => &F6E2M3FN,
        FloatKind::F6E3M2FN => &F6E3M2FN,
        FloatKind::F8E5M2 => &F8E5M2,
        FloatKind::F8E4M3 => &F8E4M3,
        FloatKind::F8E4M3FN => &F8E4M3FN,
        FloatKind::F8E5M2FNUZ => &F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ => &F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ => &F8E4M3B11FNUZ,
        FloatKind::F8E3M4 => &F8E3M4,
        FloatKind::F8E8M0FNU => &F8E8M0FNU,
        FloatKind::BF16 => &BF16,
        FloatKind::F16 => &F16,
        FloatKind::TF32 => &TF32,
        FloatKind::F32 => &F32,
        FloatKind::F64 => &F64,
        FloatKind::F80 => &F80,
        FloatKind::F128 => &F128,
    }
}

impl FloatSemantics {
    /// The exponent stored for zero.
    pub fn exponent_zero(&self) -> i32 {
        self.min_exponent - 1
    }

    /// The exponent stored for infinity.
    pub fn exponent_inf(&self) -> i32 {
        self.max_exponent + 1
    }

    /// The exponent stored for NaN.
    pub fn exponent_nan(&self) -> i32 {
        if self.non_finite == NonFinite::NanOnly {
            if self.nan_encoding == NanEncoding::NegativeZero {
                return self.exponent_zero();
            }
            if self.has_signed_repr {
                return self.max_exponent;
            }
        }
        self.max_exponent + 1
    }

    /// Number of 64-bit words of the in-memory significand (one bit more
    /// than the precision, as LLVM).
    pub fn part_count(&self) -> u32 {
        part_count_for_bits(self.precision + 1)
    }

    /// Mask of the significand storage.
    pub fn storage_mask(&self) -> u128 {
        if self.part_count() >= 2 {
            u128::MAX
        } else {
            u64::MAX as u128
        }
    }
}

/// Number of 64-bit words needed for `bits` bits (at least one).
pub fn part_count_for_bits(bits: u32) -> u32 {
    bits.div_ceil(64).max(1)
}
