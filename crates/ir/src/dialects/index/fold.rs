//! The index dialect's folders and constant materializer (upstream's
//! `IndexOps.cpp`).
//!
//! An `index` value is 64 or 32 bits wide depending on the target, so a
//! constant fold must give the same answer at both widths: operations for
//! which `trunc32(f(a, b)) == f(trunc32(a), trunc32(b))` always holds fold
//! once at 64 bits ([`unchecked`]); the others fold only when the 64-bit
//! result truncated to 32 bits equals the 32-bit result ([`checked`]).
//! Values here are `u64` words holding the low `width` bits (64 or 32).

use smallvec::smallvec;

use crate::attrs::{Attribute, Location, NamedAttribute};
use crate::context::Context;
use crate::ir::{OperationState, ValueOwner};
use crate::registry::OpFoldResult;
use crate::rewrite::fold::FoldResults;
use crate::rewrite::Folding;
use crate::support::apint::{low_mask, ApInt};
use crate::types::{Signedness, Type, TypeData};

/// The storage width of `index` attributes.
const INDEX_WIDTH: u32 = 64;

/// The narrower target width folds must agree with.
const NARROW: u32 = 32;

/// A calculation at a width: the operands and the width, `None` when the
/// operation must not fold.
pub(super) type Calc = fn(u64, u64, u32) -> Option<u64>;

/// `v` sign-extended from `w` bits.
fn sext(v: u64, w: u32) -> i64 {
    let s = 64 - w;
    ((v << s) as i64) >> s
}

/// `v` truncated to `w` bits.
fn trunc(v: u64, w: u32) -> u64 {
    v & low_mask(w)
}

/// The value of an `index` integer attribute.
fn index_value(cx: &Context, a: Option<Attribute>) -> Option<u64> {
    let (v, ty) = cx.integer_attr_value(a?)?;
    matches!(cx.try_type_data(ty), Some(TypeData::Index)).then(|| v.low_u64())
}

/// The value of any integer attribute, truncated to its low 64 bits, with
/// its width (upstream's `dyn_cast<IntegerAttr>`).
fn integer_value(cx: &Context, a: Option<Attribute>) -> Option<(u64, u32)> {
    let (v, ty) = cx.integer_attr_value(a?)?;
    let (width, _) = cx.integer_attr_width(ty)?;
    Some((v.low_u64(), width))
}

fn index_attr(cx: &Context, v: u64) -> FoldResults {
    smallvec![OpFoldResult::Attr(cx.integer_attr(cx.index_type(), v as i64))]
}

/// The two constant `index` operands of a binary operation.
fn operands(f: &Folding<'_>) -> Option<(u64, u64)> {
    Some((index_value(f.cx, f.constant(0))?, index_value(f.cx, f.constant(1))?))
}

/// Upstream's `foldBinaryOpUnchecked`: the 64-bit result.
pub(super) fn unchecked(f: &mut Folding<'_>, calc: Calc) -> Option<FoldResults> {
    let (a, b) = operands(f)?;
    calc(a, b, INDEX_WIDTH).map(|r| index_attr(f.cx, r))
}

/// Upstream's `foldBinaryOpChecked`: the 64-bit result if the 32-bit
/// calculation agrees with it.
pub(super) fn checked(f: &mut Folding<'_>, calc: Calc) -> Option<FoldResults> {
    let (a, b) = operands(f)?;
    let wide = calc(a, b, INDEX_WIDTH)?;
    let narrow = calc(trunc(a, NARROW), trunc(b, NARROW), NARROW)?;
    (trunc(wide, NARROW) == narrow).then(|| index_attr(f.cx, wide))
}

/// The constant value of the right operand, if it is an integer.
fn rhs_value(f: &Folding<'_>) -> Option<u64> {
    integer_value(f.cx, f.constant(1)).map(|(v, _)| v)
}

/// `x` (the left operand) if the right operand is the constant `unit`.
fn identity_if(f: &Folding<'_>, unit: u64) -> Option<FoldResults> {
    (rhs_value(f)? == unit).then_some(smallvec![OpFoldResult::Value(f.operand(0)?)])
}

/// `index.add`: constants, then `add(x, 0) = x`.
pub(super) fn fold_add(f: &mut Folding<'_>) -> Option<FoldResults> {
    unchecked(f, add).or_else(|| identity_if(f, 0))
}

/// `index.sub`: constants, then `sub(x, 0) = x`.
pub(super) fn fold_sub(f: &mut Folding<'_>) -> Option<FoldResults> {
    unchecked(f, sub).or_else(|| identity_if(f, 0))
}

/// `index.mul`: constants, then `mul(x, 1) = x` and `mul(x, 0) = 0`.
pub(super) fn fold_mul(f: &mut Folding<'_>) -> Option<FoldResults> {
    if let Some(r) = unchecked(f, mul) {
        return Some(r);
    }
    identity_if(f, 1).or_else(|| (rhs_value(f)? == 0).then_some(smallvec![OpFoldResult::Attr(f.constant(1)?)]))
}

/// Wrapping addition.
pub(super) fn add(a: u64, b: u64, w: u32) -> Option<u64> {
    Some(trunc(a.wrapping_add(b), w))
}

/// Wrapping subtraction.
pub(super) fn sub(a: u64, b: u64, w: u32) -> Option<u64> {
    Some(trunc(a.wrapping_sub(b), w))
}

/// Wrapping multiplication.
pub(super) fn mul(a: u64, b: u64, w: u32) -> Option<u64> {
    Some(trunc(a.wrapping_mul(b), w))
}

/// Signed division (`APInt::sdiv`, which wraps on overflow); none by zero.
pub(super) fn divs(a: u64, b: u64, w: u32) -> Option<u64> {
    (b != 0).then(|| trunc(sext(a, w).wrapping_div(sext(b, w)) as u64, w))
}

/// Unsigned division; none by zero.
pub(super) fn divu(a: u64, b: u64, _: u32) -> Option<u64> {
    a.checked_div(b)
}

/// Signed remainder; none by zero.
pub(super) fn rems(a: u64, b: u64, w: u32) -> Option<u64> {
    (b != 0).then(|| trunc(sext(a, w).wrapping_rem(sext(b, w)) as u64, w))
}

/// Unsigned remainder; none by zero.
pub(super) fn remu(a: u64, b: u64, _: u32) -> Option<u64> {
    a.checked_rem(b)
}

/// Upstream's `calculateCeilDivS`.
pub(super) fn ceildivs(n: u64, m: u64, w: u32) -> Option<u64> {
    if m == 0 {
        return None;
    }
    if n == 0 {
        return Some(n);
    }
    let (sn, sm) = (sext(n, w), sext(m, w));
    let m_gt_zero = sm > 0;
    if (sn > 0) != m_gt_zero {
        let q = sext(trunc(n.wrapping_neg(), w), w).wrapping_div(sm);
        return Some(trunc((q as u64).wrapping_neg(), w));
    }
    let x: i64 = if m_gt_zero { -1 } else { 1 };
    let q = sext(trunc(n.wrapping_add(x as u64), w), w).wrapping_div(sm);
    Some(trunc((q as u64).wrapping_add(1), w))
}

/// `ceildivu(n, m)` as `n == 0 ? 0 : (n - 1) / m + 1`.
pub(super) fn ceildivu(n: u64, m: u64, w: u32) -> Option<u64> {
    if m == 0 {
        return None;
    }
    if n == 0 {
        return Some(n);
    }
    Some(trunc((trunc(n.wrapping_sub(1), w) / m).wrapping_add(1), w))
}

/// Upstream's `calculateFloorDivS`.
pub(super) fn floordivs(n: u64, m: u64, w: u32) -> Option<u64> {
    if m == 0 {
        return None;
    }
    if n == 0 {
        return Some(n);
    }
    let (sn, sm) = (sext(n, w), sext(m, w));
    let m_lt_zero = sm < 0;
    if (sn < 0) == m_lt_zero {
        return Some(trunc(sn.wrapping_div(sm) as u64, w));
    }
    let x: i64 = if m_lt_zero { 1 } else { -1 };
    let q = sext(trunc((x as u64).wrapping_sub(n), w), w).wrapping_div(sm);
    Some(trunc((-1i64 as u64).wrapping_sub(q as u64), w))
}

/// Signed maximum.
pub(super) fn maxs(a: u64, b: u64, w: u32) -> Option<u64> {
    Some(if sext(a, w) > sext(b, w) { a } else { b })
}

/// Unsigned maximum.
pub(super) fn maxu(a: u64, b: u64, _: u32) -> Option<u64> {
    Some(if a > b { a } else { b })
}

/// Signed minimum.
pub(super) fn mins(a: u64, b: u64, w: u32) -> Option<u64> {
    Some(if sext(a, w) < sext(b, w) { a } else { b })
}

/// Unsigned minimum.
pub(super) fn minu(a: u64, b: u64, _: u32) -> Option<u64> {
    Some(if a < b { a } else { b })
}

/// Shift left; none by 32 or more (undefined on 32-bit targets).
pub(super) fn shl(a: u64, b: u64, w: u32) -> Option<u64> {
    (b < 32).then(|| trunc(a << b, w))
}

/// Arithmetic shift right; none by 32 or more.
pub(super) fn shrs(a: u64, b: u64, w: u32) -> Option<u64> {
    (b < 32).then(|| trunc((sext(a, w) >> b) as u64, w))
}

/// Logical shift right; none by 32 or more.
pub(super) fn shru(a: u64, b: u64, _: u32) -> Option<u64> {
    (b < 32).then(|| a >> b)
}

/// Bitwise and.
pub(super) fn and(a: u64, b: u64, _: u32) -> Option<u64> {
    Some(a & b)
}

/// Bitwise or.
pub(super) fn or(a: u64, b: u64, _: u32) -> Option<u64> {
    Some(a | b)
}

/// Bitwise exclusive or.
pub(super) fn xor(a: u64, b: u64, _: u32) -> Option<u64> {
    Some(a ^ b)
}

/// `index.casts` (sign extension).
pub(super) fn fold_casts(f: &mut Folding<'_>) -> Option<FoldResults> {
    fold_cast(f, true)
}

/// `index.castu` (zero extension).
pub(super) fn fold_castu(f: &mut Folding<'_>) -> Option<FoldResults> {
    fold_cast(f, false)
}

/// `v` (of `from` bits) extended to 64 bits, by sign if `signed`.
fn extend(v: u64, from: u32, signed: bool) -> u64 {
    if signed {
        sext(v, from) as u64
    } else {
        trunc(v, from)
    }
}

/// Upstream's `foldCastOp`: to `index`, the cast at 64 bits; from
/// `index`, the result only if the 64-bit and the 32-bit source agree.
fn fold_cast(f: &mut Folding<'_>, signed: bool) -> Option<FoldResults> {
    let cx = f.cx;
    let (value, from) = integer_value(cx, f.constant(0))?;
    let ty = f.view()?.result_type(0)?;
    let attr = match cx.try_type_data(ty)? {
        TypeData::Index => cx.integer_attr(ty, extend(value, from.min(64), signed) as i64),
        TypeData::Integer { width, .. } => {
            let width = *width;
            if width <= NARROW {
                cx.integer_attr_apint(ty, &ApInt::from_u64(value, width))
            } else if width >= 64 {
                if extend(trunc(value, NARROW), NARROW, signed) != value {
                    return None;
                }
                let wide = if signed { ApInt::from_i64(value as i64, width) } else { ApInt::from_u64(value, width) };
                cx.integer_attr_apint(ty, &wide)
            } else {
                let result = trunc(value, width);
                if result != trunc(extend(trunc(value, NARROW), NARROW, signed), width) {
                    return None;
                }
                cx.integer_attr_apint(ty, &ApInt::from_u64(result, width))
            }
        }
        _ => return None,
    };
    Some(smallvec![OpFoldResult::Attr(attr)])
}

/// `IndexCmpPredicate` values (as `arith`'s integer predicates).
mod pred {
    pub const EQ: u64 = 0;
    pub const NE: u64 = 1;
    pub const SLT: u64 = 2;
    pub const SLE: u64 = 3;
    pub const SGT: u64 = 4;
    pub const SGE: u64 = 5;
    pub const ULT: u64 = 6;
    pub const ULE: u64 = 7;
    pub const UGT: u64 = 8;
    pub const UGE: u64 = 9;
}

/// The predicate of an `index.cmp` (its `pred` attribute).
pub(super) fn cmp_predicate(cx: &Context, attr: Option<Attribute>) -> Option<u64> {
    match cx.try_attr_data(attr?)? {
        crate::attrs::AttrData::Dialect { params, .. } => super::CMP_PREDICATE.value(cx, *params.first()?),
        _ => None,
    }
}

/// Upstream's `compareIndices` at width `w`.
fn compare(a: u64, b: u64, w: u32, p: u64) -> bool {
    let (sa, sb) = (sext(a, w), sext(b, w));
    match p {
        pred::EQ => a == b,
        pred::NE => a != b,
        pred::SLT => sa < sb,
        pred::SLE => sa <= sb,
        pred::SGT => sa > sb,
        pred::SGE => sa >= sb,
        pred::ULT => a < b,
        pred::ULE => a <= b,
        pred::UGT => a > b,
        _ => a >= b,
    }
}

/// A range of integers at width `w` (upstream's `ConstantIntRanges`):
/// unsigned bounds, then signed bounds (as bits).
#[derive(Copy, Clone)]
struct Range {
    umin: u64,
    umax: u64,
    smin: u64,
    smax: u64,
    w: u32,
}

impl Range {
    /// `ConstantIntRanges::fromSigned`.
    fn signed(smin: u64, smax: u64, w: u32) -> Range {
        let (umin, umax) = if (sext(smin, w) >= 0) == (sext(smax, w) >= 0) {
            (smin.min(smax), smin.max(smax))
        } else {
            (0, low_mask(w))
        };
        Range { umin, umax, smin, smax, w }
    }

    /// `ConstantIntRanges::fromUnsigned`.
    fn unsigned(umin: u64, umax: u64, w: u32) -> Range {
        let (smin, smax) = if (sext(umin, w) < 0) == (sext(umax, w) < 0) {
            if sext(umin, w) < sext(umax, w) {
                (umin, umax)
            } else {
                (umax, umin)
            }
        } else {
            (1u64 << (w - 1), low_mask(w - 1))
        };
        Range { umin, umax, smin, smax, w }
    }

    /// `ConstantIntRanges::constant`.
    fn constant(v: u64, w: u32) -> Range {
        Range { umin: v, umax: v, smin: v, smax: v, w }
    }

    /// `getConstantValue`.
    fn constant_value(&self) -> Option<u64> {
        if self.umin == self.umax {
            Some(self.umin)
        } else if self.smin == self.smax {
            Some(self.smin)
        } else {
            None
        }
    }
}

/// Upstream's `intrange::isStaticallyTrue`.
fn statically_true(p: u64, l: &Range, r: &Range) -> bool {
    let w = l.w;
    let s = |v: u64| sext(v, w);
    match p {
        pred::SLE => s(l.smax) <= s(r.smin),
        pred::SLT => s(l.smax) < s(r.smin),
        pred::ULE => l.umax <= r.umin,
        pred::ULT => l.umax < r.umin,
        pred::SGE => s(l.smin) >= s(r.smax),
        pred::SGT => s(l.smin) > s(r.smax),
        pred::UGE => l.umin >= r.umax,
        pred::UGT => l.umin > r.umax,
        pred::EQ => matches!((l.constant_value(), r.constant_value()), (Some(a), Some(b)) if a == b),
        _ => {
            let sne = statically_true(pred::SLT, l, r) || statically_true(pred::SGT, l, r);
            let une = statically_true(pred::ULT, l, r) || statically_true(pred::UGT, l, r);
            sne && une
        }
    }
}

/// Upstream's `intrange::invertPredicate`.
fn invert(p: u64) -> u64 {
    match p {
        pred::EQ => pred::NE,
        pred::NE => pred::EQ,
        pred::SLT => pred::SGE,
        pred::SGE => pred::SLT,
        pred::SLE => pred::SGT,
        pred::SGT => pred::SLE,
        pred::ULT => pred::UGE,
        pred::UGE => pred::ULT,
        pred::ULE => pred::UGT,
        _ => pred::ULE,
    }
}

/// Upstream's `foldCmpOfMaxOrMin` at width `w`: the range of `op(x, a)`
/// compared with the constant `b`.
fn cmp_of_max_or_min(op: &str, a: u64, b: u64, w: u32, p: u64) -> Option<bool> {
    let smin = 1u64 << (w - 1);
    let smax = low_mask(w - 1);
    let lhs = match op {
        "index.mins" => Range::signed(smin, a, w),
        "index.minu" => Range::unsigned(0, a, w),
        "index.maxs" => Range::signed(a, smax, w),
        _ => Range::unsigned(a, low_mask(w), w),
    };
    let rhs = Range::constant(b, w);
    if statically_true(p, &lhs, &rhs) {
        Some(true)
    } else if statically_true(invert(p), &lhs, &rhs) {
        Some(false)
    } else {
        None
    }
}

/// Upstream's `compareSameArgs`: `cmp(x, x)`.
fn compare_same(p: u64) -> bool {
    matches!(p, pred::EQ | pred::SGE | pred::SLE | pred::UGE | pred::ULE)
}

/// `index.cmp`: constants (when 64 and 32 bits agree), then
/// `cmp(max/min(x, a), b)` by ranges, then `cmp(x, x)`.
pub(super) fn fold_cmp(f: &mut Folding<'_>) -> Option<FoldResults> {
    let cx = f.cx;
    let p = cmp_predicate(cx, f.view()?.inherent("pred"))?;
    let bool_attr = |b: bool| Some(smallvec![OpFoldResult::Attr(cx.bool_attr(b))]);
    let lhs = integer_value(cx, f.constant(0)).map(|(v, _)| v);
    let rhs = integer_value(cx, f.constant(1)).map(|(v, _)| v);
    if let (Some(a), Some(b)) = (lhs, rhs) {
        let wide = compare(a, b, INDEX_WIDTH, p);
        if wide == compare(trunc(a, NARROW), trunc(b, NARROW), NARROW, p) {
            return bool_attr(wide);
        }
    }
    let (x, y) = (f.operand(0)?, f.operand(1)?);
    if let (Ok(ValueOwner::Result(def, _)), Some(b)) = (f.ir.value_owner(x), rhs) {
        let name = f.ir.op_name(def).ok().map(|n| cx.op_name_str(n));
        if let Some(name @ ("index.mins" | "index.minu" | "index.maxs" | "index.maxu")) = name {
            let a = f.ir.op_operand(def, 1).ok().flatten().and_then(|v| crate::rewrite::fold::constant_value(cx, f.ir, v));
            if let Some((a, _)) = integer_value(cx, a) {
                let wide = cmp_of_max_or_min(name, a, b, INDEX_WIDTH, p);
                let narrow = cmp_of_max_or_min(name, trunc(a, NARROW), trunc(b, NARROW), NARROW, p);
                if let (Some(wide), Some(narrow)) = (wide, narrow) {
                    if wide == narrow {
                        return bool_attr(wide);
                    }
                }
            }
        }
    }
    if x == y {
        return bool_attr(compare_same(p));
    }
    None
}

/// `index.constant` and `index.bool.constant`: their value.
pub(super) fn fold_constant(f: &mut Folding<'_>) -> Option<FoldResults> {
    Some(smallvec![OpFoldResult::Attr(f.view()?.inherent("value")?)])
}

/// Upstream's `IndexDialect::materializeConstant`: bool attributes as
/// `index.bool.constant` of `i1`, `index` integers as `index.constant`.
pub(super) fn materialize(cx: &Context, value: Attribute, ty: Type, loc: Location) -> Option<OperationState> {
    let (_, attr_ty) = cx.integer_attr_value(value)?;
    let signless_i1 = |t: Type| {
        matches!(cx.try_type_data(t), Some(TypeData::Integer { width: 1, signedness: Signedness::Signless }))
    };
    let name = if signless_i1(attr_ty) {
        if !signless_i1(ty) {
            return None;
        }
        "index.bool.constant"
    } else {
        let is_index = |t: Type| matches!(cx.try_type_data(t), Some(TypeData::Index));
        if !is_index(attr_ty) || !is_index(ty) {
            return None;
        }
        "index.constant"
    };
    let mut st = OperationState::new(cx.op_name(name.as_bytes()), loc);
    st.results.push(ty);
    st.attributes.push(NamedAttribute { name: cx.identifier("value"), value });
    Some(st)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn divisions_round_as_upstream() {
        let n = |v: i64| trunc(v as u64, 64);
        assert_eq!(ceildivs(n(7), n(2), 64), Some(4));
        assert_eq!(ceildivs(n(-7), n(2), 64), Some(n(-3)));
        assert_eq!(ceildivs(n(7), n(-2), 64), Some(n(-3)));
        assert_eq!(ceildivs(n(-7), n(-2), 64), Some(4));
        assert_eq!(floordivs(n(7), n(2), 64), Some(3));
        assert_eq!(floordivs(n(-7), n(2), 64), Some(n(-4)));
        assert_eq!(floordivs(n(7), n(-2), 64), Some(n(-4)));
        assert_eq!(ceildivu(7, 2, 64), Some(4));
        assert_eq!(divs(n(i64::MIN), n(-1), 64), Some(n(i64::MIN)));
        assert_eq!(rems(n(-7), n(2), 32), Some(trunc(-1i64 as u64, 32)));
        assert_eq!(shrs(trunc(-8i64 as u64, 32), 1, 32), Some(trunc(-4i64 as u64, 32)));
    }
}
