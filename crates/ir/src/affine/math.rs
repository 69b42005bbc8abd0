//! Integer helpers with the exact semantics upstream's affine code relies on
//! (`mlir/Support/MathExtras.h`, `std::gcd` on `uint64_t`). Overflow wraps
//! instead of being undefined; nothing here panics.

/// `lhs floordiv rhs` rounded toward negative infinity, for any non-zero
/// `rhs` (upstream's `mlir::floorDiv`). Division by zero gives 0.
pub fn floor_div(lhs: i64, rhs: i64) -> i64 {
    if rhs == 0 || lhs == 0 {
        return 0;
    }
    let same_sign = (lhs >= 0) == (rhs >= 0);
    if same_sign {
        lhs.wrapping_div(rhs)
    } else {
        // Bias toward the divisor's sign, then round down.
        let bias: i64 = if rhs >= 0 { -1 } else { 1 };
        lhs.wrapping_sub(bias).wrapping_div(rhs).wrapping_sub(1)
    }
}

/// `lhs ceildiv rhs` rounded toward positive infinity, for any non-zero
/// `rhs` (upstream's `mlir::ceilDiv`). Division by zero gives 0.
pub fn ceil_div(lhs: i64, rhs: i64) -> i64 {
    if rhs == 0 || lhs == 0 {
        return 0;
    }
    let same_sign = (lhs >= 0) == (rhs >= 0);
    if same_sign {
        let bias: i64 = if rhs >= 0 { 1 } else { -1 };
        lhs.wrapping_sub(bias).wrapping_div(rhs).wrapping_add(1)
    } else {
        lhs.wrapping_div(rhs)
    }
}

/// `lhs mod rhs`, non-negative for a positive `rhs` (upstream's
/// `mlir::mod`). A zero `rhs` gives 0.
pub fn modulo(lhs: i64, rhs: i64) -> i64 {
    let r = lhs.checked_rem(rhs).unwrap_or(0);
    if r < 0 {
        r.wrapping_add(rhs)
    } else {
        r
    }
}

/// `std::gcd` on unsigned 64-bit values (`gcd(0, x) == x`).
pub(crate) fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// `a % b` on signed values as C++ computes it (truncating), with a zero
/// divisor and the `MIN % -1` overflow giving `None`.
#[inline]
pub(crate) fn rem(a: i64, b: i64) -> Option<i64> {
    if b == 0 {
        None
    } else {
        Some(a.wrapping_rem(b))
    }
}

/// `|v|` as C++'s `std::abs` on `int64_t` behaves in practice (wrapping
/// for the minimum value).
#[inline]
pub(crate) fn abs(v: i64) -> i64 {
    v.wrapping_abs()
}
