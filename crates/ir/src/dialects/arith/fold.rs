//! The folders of the arith operations (upstream's `fold` methods in
//! `ArithOps.cpp`): constant folding with `APInt`/`APFloat` semantics on
//! scalars, splats and dense elements (poison propagating where upstream's
//! common folders propagate it), algebraic identities, and the in-place
//! folds of casts and comparisons.

use std::cmp::Ordering;

use smallvec::smallvec;

use super::{CMPF_PREDICATE, CMPI_PREDICATE, FASTMATH_FLAGS, OVERFLOW_FLAGS, ROUNDING_MODE};
use crate::attrs::{AttrData, Attribute};
use crate::context::Context;
use crate::dialects::common_folders::{
    bool_attr_of, dense_of, float_value, fold_binary, fold_cast, fold_unary, int_value, int_width, is_one_int,
    is_poison, is_zero_int, scalar_of, zero_attr, Scalar,
};
use crate::ir::{Ir, OpId, ValueId, ValueOwner};
use crate::registry::constraints::element_type_or_self;
use crate::registry::enums::EnumDef;
use crate::registry::OpFoldResult;
use crate::rewrite::fold::{constant_of_op, FoldResults};
use crate::rewrite::Folding;
use crate::support::apfloat::{status, ApFloat, Rounding};
use crate::support::apint::ApInt;
use crate::support::float_sem::{semantics, NonFinite};
use crate::types::{FloatKind, Type, TypeData};

// ---------------------------------------------------------------------------
// Reading the IR.
// ---------------------------------------------------------------------------

/// The operation defining `v`, if `v` is a result.
pub(super) fn def_op(ir: &Ir, v: ValueId) -> Option<OpId> {
    match ir.value_owner(v).ok()? {
        ValueOwner::Result(op, _) => Some(op),
        ValueOwner::Argument(..) => None,
    }
}

/// Whether `op` is called `name`.
pub(super) fn is_op(cx: &Context, ir: &Ir, op: OpId, name: &str) -> bool {
    ir.op_name(op).is_ok_and(|n| cx.op_name_str(n) == name)
}

/// The operation defining `v` if it is called `name` (upstream's
/// `getDefiningOp<Op>()`).
pub(super) fn def_named(cx: &Context, ir: &Ir, v: Option<ValueId>, name: &str) -> Option<OpId> {
    def_op(ir, v?).filter(|&d| is_op(cx, ir, d, name))
}

/// Operand `i` of `op`.
pub(super) fn operand(ir: &Ir, op: OpId, i: usize) -> Option<ValueId> {
    ir.op_operand(op, i).ok().flatten()
}

/// Result `i` of `op`.
pub(super) fn result(ir: &Ir, op: OpId, i: usize) -> Option<ValueId> {
    ir.op_result(op, i).ok()
}

/// The type of a value.
pub(super) fn ty(ir: &Ir, v: ValueId) -> Option<Type> {
    ir.value_type(v).ok()
}

/// The value of the enum parameter of a `#arith.<mnemonic><...>` flags
/// attribute, or of a plain enum attribute.
pub(super) fn enum_value(cx: &Context, e: &EnumDef, attr: Option<Attribute>) -> Option<u64> {
    let a = attr?;
    match cx.try_attr_data(a)? {
        AttrData::Dialect { params, .. } => e.value(cx, *params.first()?),
        _ => e.value(cx, a),
    }
}

/// The inherent attribute `name` of `op`.
pub(super) fn inherent(cx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<Attribute> {
    ir.op_inherent_attr(cx, op, name.as_bytes()).ok().flatten().flatten()
}

/// The overflow flags of an op (`none` when unset).
pub(super) fn overflow_flags(cx: &Context, ir: &Ir, op: OpId) -> u64 {
    enum_value(cx, &OVERFLOW_FLAGS, inherent(cx, ir, op, "overflowFlags")).unwrap_or(0)
}

/// The fast-math flags of an op (`none` when unset).
pub(super) fn fastmath_flags(cx: &Context, ir: &Ir, op: OpId) -> u64 {
    enum_value(cx, &FASTMATH_FLAGS, inherent(cx, ir, op, "fastmath")).unwrap_or(0)
}

/// A comparison's predicate.
pub(super) fn predicate(cx: &Context, ir: &Ir, op: OpId, e: &EnumDef) -> Option<u64> {
    enum_value(cx, e, inherent(cx, ir, op, "predicate"))
}

/// The constant value of `v` if a `ConstantLike` op defines it with a
/// result of an integer, index, vector or ranked tensor type, as an
/// integer or integer splat (upstream's `m_ConstantInt` on a value).
pub(super) fn const_int_of_value(cx: &Context, ir: &mut Ir, v: Option<ValueId>) -> Option<ApInt> {
    let v = v?;
    let d = def_op(ir, v)?;
    let t = ty(ir, v)?;
    let ok = matches!(
        cx.try_type_data(t),
        Some(TypeData::Integer { .. } | TypeData::Index | TypeData::Vector { .. } | TypeData::RankedTensor { .. })
    );
    if !ok {
        return None;
    }
    let a = constant_of_op(cx, ir, d)?;
    int_value(cx, Some(a))
}

// ---------------------------------------------------------------------------
// Fold results.
// ---------------------------------------------------------------------------

fn value(v: Option<ValueId>) -> Option<FoldResults> {
    Some(smallvec![OpFoldResult::Value(v?)])
}

fn attr(a: Option<Attribute>) -> Option<FoldResults> {
    Some(smallvec![OpFoldResult::Attr(a?)])
}

/// The operands, results and element width of a folding op.
struct Op {
    lhs: Option<ValueId>,
    rhs: Option<ValueId>,
    res_ty: Option<Type>,
}

fn op(f: &Folding<'_>) -> Op {
    let res = f.result(0);
    Op { lhs: f.operand(0), rhs: f.operand(1), res_ty: res.and_then(|r| ty(f.ir, r)) }
}

/// The integer width of the op's first operand's elements.
fn width(f: &Folding<'_>) -> u32 {
    f.operand(0).and_then(|v| ty(f.ir, v)).and_then(|t| int_width(f.cx, t)).unwrap_or(64)
}

/// `constFoldBinaryOp<IntegerAttr>` with poison: `g` on the two integers.
fn int_binop(f: &Folding<'_>, mut g: impl FnMut(&ApInt, &ApInt, u32) -> Option<ApInt>) -> Option<Attribute> {
    let w = width(f);
    fold_binary(f.cx, f.operands, None, true, |a, b| Some(Scalar::Int(g(a.int()?, b.int()?, w)?)))
}

/// `constFoldBinaryOp<FloatAttr>` with poison: `g` on the two floats.
fn float_binop(f: &Folding<'_>, mut g: impl FnMut(&ApFloat, &ApFloat) -> ApFloat) -> Option<Attribute> {
    fold_binary(f.cx, f.operands, None, true, |a, b| Some(Scalar::Float(g(a.float()?, b.float()?))))
}

fn rhs_int(f: &Folding<'_>) -> Option<ApInt> {
    int_value(f.cx, f.constant(1))
}

fn rhs_float(f: &Folding<'_>) -> Option<ApFloat> {
    float_value(f.cx, f.constant(1))
}

// ---------------------------------------------------------------------------
// Integer arithmetic.
// ---------------------------------------------------------------------------

/// `arith.addi`.
pub(super) fn addi(f: &mut Folding<'_>) -> Option<FoldResults> {
    let o = op(f);
    if is_zero_int(f.cx, f.constant(1)) {
        return value(o.lhs);
    }
    if let Some(sub) = def_named(f.cx, f.ir, o.lhs, "arith.subi") {
        if o.rhs.is_some() && operand(f.ir, sub, 1) == o.rhs {
            return value(operand(f.ir, sub, 0));
        }
    }
    if let Some(sub) = def_named(f.cx, f.ir, o.rhs, "arith.subi") {
        if o.lhs.is_some() && operand(f.ir, sub, 1) == o.lhs {
            return value(operand(f.ir, sub, 0));
        }
    }
    attr(int_binop(f, |a, b, w| Some(a.add(b, w))))
}

/// `arith.addui_extended`.
pub(super) fn addui_extended(f: &mut Folding<'_>) -> Option<FoldResults> {
    let o = op(f);
    let overflow_ty = f.result(1).and_then(|r| ty(f.ir, r))?;
    if is_zero_int(f.cx, f.constant(1)) {
        let zero = zero_attr(f.cx, overflow_ty)?;
        return Some(smallvec![OpFoldResult::Value(o.lhs?), OpFoldResult::Attr(zero)]);
    }
    let sum = int_binop(f, |a, b, w| Some(a.add(b, w)))?;
    if is_poison(f.cx, sum) {
        return Some(smallvec![OpFoldResult::Attr(sum), OpFoldResult::Attr(sum)]);
    }
    let sum_ty = f.cx.attr_type(sum)?;
    let i1 = super::i1_same_shape(f.cx, sum_ty);
    let carry = fold_binary(f.cx, &[Some(sum), f.constant(0)], Some(i1), false, |s, l| {
        Some(Scalar::Int(ApInt::from_u64((s.int()?.ucmp(l.int()?) == Ordering::Less) as u64, 1)))
    })?;
    Some(smallvec![OpFoldResult::Attr(sum), OpFoldResult::Attr(carry)])
}

/// `arith.subi`.
pub(super) fn subi(f: &mut Folding<'_>) -> Option<FoldResults> {
    let o = op(f);
    if o.lhs.is_some() && o.lhs == o.rhs {
        let t = o.res_ty?;
        let dynamic = f.cx.shaped_element_type(t).is_some() && f.cx.static_num_elements(t).is_none();
        if !dynamic {
            return attr(zero_attr(f.cx, t));
        }
    }
    if is_zero_int(f.cx, f.constant(1)) {
        return value(o.lhs);
    }
    if let Some(add) = def_named(f.cx, f.ir, o.lhs, "arith.addi") {
        if o.rhs == operand(f.ir, add, 1) {
            return value(operand(f.ir, add, 0));
        }
        if o.rhs == operand(f.ir, add, 0) {
            return value(operand(f.ir, add, 1));
        }
    }
    attr(int_binop(f, |a, b, w| Some(a.sub(b, w))))
}

/// `arith.muli`.
pub(super) fn muli(f: &mut Folding<'_>) -> Option<FoldResults> {
    let o = op(f);
    if is_zero_int(f.cx, f.constant(1)) {
        return value(o.rhs);
    }
    if is_one_int(f.cx, f.constant(1)) {
        return value(o.lhs);
    }
    attr(int_binop(f, |a, b, w| Some(a.mul(b, w))))
}

/// `arith.mulsi_extended`.
pub(super) fn mulsi_extended(f: &mut Folding<'_>) -> Option<FoldResults> {
    if is_zero_int(f.cx, f.constant(1)) {
        let z = f.constant(1)?;
        return Some(smallvec![OpFoldResult::Attr(z), OpFoldResult::Attr(z)]);
    }
    let low = int_binop(f, |a, b, w| Some(a.mul(b, w)))?;
    let high = int_binop(f, |a, b, w| Some(a.mulhs(b, w)))?;
    Some(smallvec![OpFoldResult::Attr(low), OpFoldResult::Attr(high)])
}

/// `arith.mului_extended`.
pub(super) fn mului_extended(f: &mut Folding<'_>) -> Option<FoldResults> {
    let o = op(f);
    if is_zero_int(f.cx, f.constant(1)) {
        let z = f.constant(1)?;
        return Some(smallvec![OpFoldResult::Attr(z), OpFoldResult::Attr(z)]);
    }
    if is_one_int(f.cx, f.constant(1)) {
        let zero = zero_attr(f.cx, ty(f.ir, o.lhs?)?)?;
        return Some(smallvec![OpFoldResult::Value(o.lhs?), OpFoldResult::Attr(zero)]);
    }
    let low = int_binop(f, |a, b, w| Some(a.mul(b, w)))?;
    let high = int_binop(f, |a, b, w| Some(a.mulhu(b, w)))?;
    Some(smallvec![OpFoldResult::Attr(low), OpFoldResult::Attr(high)])
}

/// `(a * b) / b -> a` when the multiplication has the flags `flags`
/// (upstream's `foldDivMul`).
fn fold_div_mul(f: &Folding<'_>, flags: u64) -> Option<ValueId> {
    let o = op(f);
    let mul = def_named(f.cx, f.ir, o.lhs, "arith.muli")?;
    if overflow_flags(f.cx, f.ir, mul) & flags != flags {
        return None;
    }
    let (a, b) = (operand(f.ir, mul, 0), operand(f.ir, mul, 1));
    if a == o.rhs {
        return b;
    }
    if b == o.rhs {
        return a;
    }
    None
}

/// A division-like fold that fails on any element for which `g` fails.
fn div_like(f: &mut Folding<'_>, g: impl FnMut(&ApInt, &ApInt, u32) -> Option<ApInt>) -> Option<FoldResults> {
    attr(int_binop(f, g))
}

/// `arith.divui`.
pub(super) fn divui(f: &mut Folding<'_>) -> Option<FoldResults> {
    if is_one_int(f.cx, f.constant(1)) {
        return value(f.operand(0));
    }
    if let Some(v) = fold_div_mul(f, 2) {
        return value(Some(v));
    }
    div_like(f, |a, b, w| a.udiv(b, w))
}

/// `arith.divsi`.
pub(super) fn divsi(f: &mut Folding<'_>) -> Option<FoldResults> {
    if is_one_int(f.cx, f.constant(1)) {
        return value(f.operand(0));
    }
    if let Some(v) = fold_div_mul(f, 1) {
        return value(Some(v));
    }
    div_like(f, |a, b, w| a.sdiv_ov(b, w).filter(|r| !r.1).map(|r| r.0))
}

/// `(a - 1) / b + 1` for positive `a` and `b`, with overflow.
fn signed_ceil_nonneg(a: &ApInt, b: &ApInt, w: u32) -> (ApInt, bool) {
    let one = ApInt::one(w);
    let (x, o1) = a.ssub_ov(&one, w);
    let (q, o2) = x.sdiv_ov(b, w).unwrap_or((x.clone(), true));
    let (r, o3) = q.sadd_ov(&one, w);
    (r, o1 || o2 || o3)
}

/// `arith.ceildivui`.
pub(super) fn ceildivui(f: &mut Folding<'_>) -> Option<FoldResults> {
    if is_one_int(f.cx, f.constant(1)) {
        return value(f.operand(0));
    }
    div_like(f, |a, b, w| {
        let q = a.udiv(b, w)?;
        if a.urem(b, w)?.is_zero() {
            return Some(q);
        }
        let (r, overflow) = q.uadd_ov(&ApInt::one(w), w);
        (!overflow).then_some(r)
    })
}

/// `arith.ceildivsi`.
pub(super) fn ceildivsi(f: &mut Folding<'_>) -> Option<FoldResults> {
    if is_one_int(f.cx, f.constant(1)) {
        return value(f.operand(0));
    }
    div_like(f, |a, b, w| {
        if b.is_zero() {
            return None;
        }
        if a.is_zero() {
            return Some(a.clone());
        }
        let zero = ApInt::zero(w);
        let a_pos = a.scmp(&zero, w) == Ordering::Greater;
        let b_pos = b.scmp(&zero, w) == Ordering::Greater;
        let (r, overflow) = if a_pos && b_pos {
            signed_ceil_nonneg(a, b, w)
        } else if !a_pos && !b_pos {
            let (pa, o1) = zero.ssub_ov(a, w);
            let (pb, o2) = zero.ssub_ov(b, w);
            let (r, o3) = signed_ceil_nonneg(&pa, &pb, w);
            (r, o1 || o2 || o3)
        } else if !a_pos && b_pos {
            let (pa, o1) = zero.ssub_ov(a, w);
            let (d, o2) = pa.sdiv_ov(b, w)?;
            let (r, o3) = zero.ssub_ov(&d, w);
            (r, o1 || o2 || o3)
        } else {
            let (pb, o1) = zero.ssub_ov(b, w);
            let (d, o2) = a.sdiv_ov(&pb, w)?;
            let (r, o3) = zero.ssub_ov(&d, w);
            (r, o1 || o2 || o3)
        };
        (!overflow).then_some(r)
    })
}

/// `arith.floordivsi`.
pub(super) fn floordivsi(f: &mut Folding<'_>) -> Option<FoldResults> {
    if is_one_int(f.cx, f.constant(1)) {
        return value(f.operand(0));
    }
    div_like(f, |a, b, w| a.sfloordiv_ov(b, w).filter(|r| !r.1).map(|r| r.0))
}

/// `arith.remui`.
pub(super) fn remui(f: &mut Folding<'_>) -> Option<FoldResults> {
    if is_one_int(f.cx, f.constant(1)) {
        return attr(zero_attr(f.cx, op(f).res_ty?));
    }
    div_like(f, |a, b, w| a.urem(b, w))
}

/// `arith.remsi`.
pub(super) fn remsi(f: &mut Folding<'_>) -> Option<FoldResults> {
    if is_one_int(f.cx, f.constant(1)) {
        return attr(zero_attr(f.cx, op(f).res_ty?));
    }
    div_like(f, |a, b, w| a.srem(b, w))
}

// ---------------------------------------------------------------------------
// Bitwise operations.
// ---------------------------------------------------------------------------

/// Whether `v` is `arith.xori(x, c)` with `c` all ones (upstream's
/// `m_Op<XOrIOp>(m_Val(x), m_ConstantInt(&c))` and `c.isAllOnes()`).
fn is_not_of(f: &mut Folding<'_>, v: Option<ValueId>, x: Option<ValueId>) -> bool {
    let Some(xor) = def_named(f.cx, f.ir, v, "arith.xori") else { return false };
    if x.is_none() || operand(f.ir, xor, 0) != x {
        return false;
    }
    let c = operand(f.ir, xor, 1);
    let w = c.and_then(|c| ty(f.ir, c)).and_then(|t| int_width(f.cx, t)).unwrap_or(64);
    const_int_of_value(f.cx, f.ir, c).is_some_and(|c| c.is_all_ones(w))
}

/// `arith.andi`.
pub(super) fn andi(f: &mut Folding<'_>) -> Option<FoldResults> {
    let o = op(f);
    let w = width(f);
    if is_zero_int(f.cx, f.constant(1)) {
        return value(o.rhs);
    }
    if rhs_int(f).is_some_and(|v| v.is_all_ones(w)) {
        return value(o.lhs);
    }
    if is_not_of(f, o.rhs, o.lhs) || is_not_of(f, o.lhs, o.rhs) {
        return attr(zero_attr(f.cx, o.res_ty?));
    }
    for (prev, other) in [(o.lhs, o.rhs), (o.rhs, o.lhs)] {
        if let Some(p) = def_named(f.cx, f.ir, prev, "arith.andi") {
            if other.is_some() && (other == operand(f.ir, p, 0) || other == operand(f.ir, p, 1)) {
                return value(result(f.ir, p, 0));
            }
        }
    }
    attr(int_binop(f, |a, b, w| Some(a.and(b, w))))
}

/// `arith.ori`.
pub(super) fn ori(f: &mut Folding<'_>) -> Option<FoldResults> {
    let o = op(f);
    let w = width(f);
    if let Some(c) = rhs_int(f) {
        if c.is_zero() {
            return value(o.lhs);
        }
        if c.is_all_ones(w) {
            return attr(f.constant(1));
        }
    }
    if is_not_of(f, o.rhs, o.lhs) {
        let xor = def_op(f.ir, o.rhs?)?;
        return value(operand(f.ir, xor, 1));
    }
    if is_not_of(f, o.lhs, o.rhs) {
        let xor = def_op(f.ir, o.lhs?)?;
        return value(operand(f.ir, xor, 1));
    }
    attr(int_binop(f, |a, b, w| Some(a.or(b, w))))
}

/// `arith.xori`.
pub(super) fn xori(f: &mut Folding<'_>) -> Option<FoldResults> {
    let o = op(f);
    if is_zero_int(f.cx, f.constant(1)) {
        return value(o.lhs);
    }
    if o.lhs.is_some() && o.lhs == o.rhs {
        return attr(zero_attr(f.cx, o.res_ty?));
    }
    if let Some(p) = def_named(f.cx, f.ir, o.lhs, "arith.xori") {
        if operand(f.ir, p, 1) == o.rhs {
            return value(operand(f.ir, p, 0));
        }
        if operand(f.ir, p, 0) == o.rhs {
            return value(operand(f.ir, p, 1));
        }
    }
    if let Some(p) = def_named(f.cx, f.ir, o.rhs, "arith.xori") {
        if operand(f.ir, p, 1) == o.lhs {
            return value(operand(f.ir, p, 0));
        }
        if operand(f.ir, p, 0) == o.lhs {
            return value(operand(f.ir, p, 1));
        }
    }
    attr(int_binop(f, |a, b, w| Some(a.xor(b, w))))
}

/// The shifts: `x << 0 = x`, and constant folding unless the shift amount
/// (of the last element evaluated, as upstream) is at least the width.
fn shift(f: &mut Folding<'_>, g: fn(&ApInt, &ApInt, u32) -> ApInt) -> Option<FoldResults> {
    if is_zero_int(f.cx, f.constant(1)) {
        return value(f.operand(0));
    }
    let mut bounded = false;
    let r = int_binop(f, |a, b, w| {
        bounded = b.ucmp(&ApInt::from_u64(w as u64, 64.max(w))) == Ordering::Less;
        Some(g(a, b, w))
    });
    if bounded {
        attr(r)
    } else {
        None
    }
}

/// `arith.shli`.
pub(super) fn shli(f: &mut Folding<'_>) -> Option<FoldResults> {
    shift(f, |a, b, w| a.shl(b, w))
}

/// `arith.shrui`.
pub(super) fn shrui(f: &mut Folding<'_>) -> Option<FoldResults> {
    shift(f, |a, b, w| a.lshr(b, w))
}

/// `arith.shrsi`.
pub(super) fn shrsi(f: &mut Folding<'_>) -> Option<FoldResults> {
    shift(f, |a, b, w| a.ashr(b, w))
}

// ---------------------------------------------------------------------------
// Integer min/max.
// ---------------------------------------------------------------------------

/// The integer min/max ops: `op(x, x) = x`, `op(x, absorbing) =
/// absorbing`, `op(x, identity) = x`, constant folding.
fn int_minmax(
    f: &mut Folding<'_>,
    absorbing: fn(&ApInt, u32) -> bool,
    identity: fn(&ApInt, u32) -> bool,
    g: fn(&ApInt, &ApInt, u32) -> ApInt,
) -> Option<FoldResults> {
    let o = op(f);
    if o.lhs.is_some() && o.lhs == o.rhs {
        return value(o.rhs);
    }
    let w = width(f);
    if let Some(c) = rhs_int(f) {
        if absorbing(&c, w) {
            return value(o.rhs);
        }
        if identity(&c, w) {
            return value(o.lhs);
        }
    }
    attr(int_binop(f, |a, b, w| Some(g(a, b, w))))
}

/// `arith.maxsi`.
pub(super) fn maxsi(f: &mut Folding<'_>) -> Option<FoldResults> {
    int_minmax(f, |c, w| c.is_signed_max(w), |c, w| c.is_signed_min(w), |a, b, w| a.smax(b, w))
}

/// `arith.maxui`.
pub(super) fn maxui(f: &mut Folding<'_>) -> Option<FoldResults> {
    int_minmax(f, |c, w| c.is_all_ones(w), |c, _| c.is_zero(), |a, b, _| a.umax(b))
}

/// `arith.minsi`.
pub(super) fn minsi(f: &mut Folding<'_>) -> Option<FoldResults> {
    int_minmax(f, |c, w| c.is_signed_min(w), |c, w| c.is_signed_max(w), |a, b, w| a.smin(b, w))
}

/// `arith.minui`.
pub(super) fn minui(f: &mut Folding<'_>) -> Option<FoldResults> {
    int_minmax(f, |c, _| c.is_zero(), |c, w| c.is_all_ones(w), |a, b, _| a.umin(b))
}

// ---------------------------------------------------------------------------
// Float arithmetic.
// ---------------------------------------------------------------------------

const RNE: Rounding = Rounding::NearestTiesToEven;

/// `arith.negf`.
pub(super) fn negf(f: &mut Folding<'_>) -> Option<FoldResults> {
    if let Some(inner) = def_named(f.cx, f.ir, f.operand(0), "arith.negf") {
        return value(operand(f.ir, inner, 0));
    }
    attr(fold_unary(f.cx, f.constant(0), |a| Some(Scalar::Float(a.float()?.neg()))))
}

/// `arith.addf`.
pub(super) fn addf(f: &mut Folding<'_>) -> Option<FoldResults> {
    if rhs_float(f).is_some_and(|c| c.is_neg_zero()) {
        return value(f.operand(0));
    }
    attr(float_binop(f, |a, b| a.add(b, RNE).0))
}

/// `arith.subf`.
pub(super) fn subf(f: &mut Folding<'_>) -> Option<FoldResults> {
    if rhs_float(f).is_some_and(|c| c.is_pos_zero()) {
        return value(f.operand(0));
    }
    attr(float_binop(f, |a, b| a.sub(b, RNE).0))
}

/// `arith.mulf`.
pub(super) fn mulf(f: &mut Folding<'_>) -> Option<FoldResults> {
    if rhs_float(f).is_some_and(|c| c.is_exactly(1.0)) {
        return value(f.operand(0));
    }
    let nnan_nsz = 2 | 8;
    if fastmath_flags(f.cx, f.ir, f.op) & nnan_nsz == nnan_nsz && rhs_float(f).is_some_and(|c| c.is_zero()) {
        return value(f.operand(1));
    }
    attr(float_binop(f, |a, b| a.mul(b, RNE).0))
}

/// `arith.divf`.
pub(super) fn divf(f: &mut Folding<'_>) -> Option<FoldResults> {
    if rhs_float(f).is_some_and(|c| c.is_exactly(1.0)) {
        return value(f.operand(0));
    }
    attr(float_binop(f, |a, b| a.div(b, RNE).0))
}

/// `arith.remf`.
pub(super) fn remf(f: &mut Folding<'_>) -> Option<FoldResults> {
    attr(float_binop(f, |a, b| a.fmod(b).0))
}

/// The float min/max ops: `op(x, x) = x`, `op(x, c) = x` for the
/// constant `identity` accepts, constant folding with `g`.
fn float_minmax(
    f: &mut Folding<'_>,
    identity: fn(&ApFloat) -> bool,
    g: fn(&ApFloat, &ApFloat) -> ApFloat,
) -> Option<FoldResults> {
    let o = op(f);
    if o.lhs.is_some() && o.lhs == o.rhs {
        return value(o.rhs);
    }
    if rhs_float(f).is_some_and(|c| identity(&c)) {
        return value(o.lhs);
    }
    attr(float_binop(f, g))
}

/// `arith.maximumf`.
pub(super) fn maximumf(f: &mut Folding<'_>) -> Option<FoldResults> {
    float_minmax(f, |c| c.is_infinity() && c.is_negative(), |a, b| a.maximum(b))
}

/// `arith.maxnumf`.
pub(super) fn maxnumf(f: &mut Folding<'_>) -> Option<FoldResults> {
    float_minmax(f, |c| c.is_nan(), |a, b| a.maxnum(b))
}

/// `arith.minimumf`.
pub(super) fn minimumf(f: &mut Folding<'_>) -> Option<FoldResults> {
    float_minmax(f, |c| c.is_infinity() && !c.is_negative(), |a, b| a.minimum(b))
}

/// `arith.minnumf`.
pub(super) fn minnumf(f: &mut Folding<'_>) -> Option<FoldResults> {
    float_minmax(f, |c| c.is_nan(), |a, b| a.minnum(b))
}

// ---------------------------------------------------------------------------
// Casts.
// ---------------------------------------------------------------------------

/// The element type of the op's result.
fn res_elem(f: &Folding<'_>) -> Option<Type> {
    Some(element_type_or_self(f.cx, op(f).res_ty?))
}

/// The float format of a float type.
fn float_kind(cx: &Context, t: Type) -> Option<FloatKind> {
    match cx.try_type_data(t)? {
        TypeData::Float(k) => Some(*k),
        _ => None,
    }
}

/// Replaces operand 0 of the folding op (an in-place fold).
fn set_operand(f: &mut Folding<'_>, v: Option<ValueId>) -> Option<FoldResults> {
    f.ir.set_op_operand(f.op, 0, Some(v?)).ok()?;
    Folding::in_place()
}

/// The integer casts `extui`/`extsi`: `ext(ext(x)) = ext(x)` (in place),
/// constant folding with `g`.
fn int_ext(f: &mut Folding<'_>, name: &str, signed: bool) -> Option<FoldResults> {
    if let Some(inner) = def_named(f.cx, f.ir, f.operand(0), name) {
        return set_operand(f, operand(f.ir, inner, 0));
    }
    let from = width(f);
    let to = int_width(f.cx, res_elem(f)?)?;
    let res_ty = op(f).res_ty?;
    attr(fold_cast(f.cx, f.constant(0), res_ty, |a| {
        let a = a.int()?;
        Some(Scalar::Int(if signed { a.sext(from, to) } else { a.zext(to) }))
    }))
}

/// `arith.extui`.
pub(super) fn extui(f: &mut Folding<'_>) -> Option<FoldResults> {
    int_ext(f, "arith.extui", false)
}

/// `arith.extsi`.
pub(super) fn extsi(f: &mut Folding<'_>) -> Option<FoldResults> {
    int_ext(f, "arith.extsi", true)
}

/// `arith.trunci`.
pub(super) fn trunci(f: &mut Folding<'_>) -> Option<FoldResults> {
    let input = f.operand(0);
    let dst = res_elem(f)?;
    let ext = def_named(f.cx, f.ir, input, "arith.extui").or_else(|| def_named(f.cx, f.ir, input, "arith.extsi"));
    if let Some(ext) = ext {
        let src = operand(f.ir, ext, 0);
        let src_elem = element_type_or_self(f.cx, ty(f.ir, src?)?);
        let (sw, dw) = (int_width(f.cx, src_elem)?, int_width(f.cx, dst)?);
        if sw > dw {
            return set_operand(f, src);
        }
        if src_elem == dst {
            return value(src);
        }
    }
    if let Some(inner) = def_named(f.cx, f.ir, input, "arith.trunci") {
        return set_operand(f, operand(f.ir, inner, 0));
    }
    let to = int_width(f.cx, dst)?;
    let res_ty = op(f).res_ty?;
    attr(fold_cast(f.cx, f.constant(0), res_ty, |a| Some(Scalar::Int(a.int()?.trunc(to)))))
}

/// Upstream's `convertFloatValue`: `a` in format `to` if the conversion
/// is exact.
fn convert_exact(a: &ApFloat, to: FloatKind, rm: Rounding) -> Option<ApFloat> {
    let sem = semantics(to);
    if a.is_infinity() && matches!(sem.non_finite, NonFinite::NanOnly | NonFinite::FiniteOnly) {
        return None;
    }
    if a.is_nan() && sem.non_finite == NonFinite::FiniteOnly {
        return None;
    }
    let (v, st, loses) = a.convert(to, rm);
    (!loses && st == status::OK).then_some(v)
}

/// `arith.extf`.
pub(super) fn extf(f: &mut Folding<'_>) -> Option<FoldResults> {
    let contract = 32;
    let res_ty = op(f).res_ty?;
    if let Some(trunc) = def_named(f.cx, f.ir, f.operand(0), "arith.truncf") {
        let src = operand(f.ir, trunc, 0);
        if src.and_then(|s| ty(f.ir, s)) == Some(res_ty)
            && fastmath_flags(f.cx, f.ir, trunc) & contract != 0
            && fastmath_flags(f.cx, f.ir, f.op) & contract != 0
        {
            return value(src);
        }
    }
    let to = float_kind(f.cx, res_elem(f)?)?;
    attr(fold_cast(f.cx, f.constant(0), res_ty, |a| Some(Scalar::Float(convert_exact(a.float()?, to, RNE)?))))
}

/// The rounding mode of `truncf`'s `roundingmode` attribute.
fn rounding_mode(cx: &Context, ir: &Ir, op: OpId) -> Rounding {
    match enum_value(cx, &ROUNDING_MODE, inherent(cx, ir, op, "roundingmode")) {
        Some(1) => Rounding::TowardNegative,
        Some(2) => Rounding::TowardPositive,
        Some(3) => Rounding::TowardZero,
        Some(4) => Rounding::NearestTiesToAway,
        _ => Rounding::NearestTiesToEven,
    }
}

/// `arith.truncf`.
pub(super) fn truncf(f: &mut Folding<'_>) -> Option<FoldResults> {
    let res_elem_ty = res_elem(f)?;
    let res_kind = float_kind(f.cx, res_elem_ty)?;
    if let Some(ext) = def_named(f.cx, f.ir, f.operand(0), "arith.extf") {
        let src = operand(f.ir, ext, 0);
        let src_elem = element_type_or_self(f.cx, ty(f.ir, src?)?);
        let mid = element_type_or_self(f.cx, ty(f.ir, result(f.ir, ext, 0)?)?);
        let (sk, mk) = (float_kind(f.cx, src_elem)?, float_kind(f.cx, mid)?);
        if ApFloat::is_representable_by(sk, mk) {
            if sk.width() > res_kind.width() {
                return set_operand(f, src);
            }
            if src_elem == res_elem_ty {
                return value(src);
            }
        }
    }
    let rm = rounding_mode(f.cx, f.ir, f.op);
    let res_ty = op(f).res_ty?;
    attr(fold_cast(f.cx, f.constant(0), res_ty, |a| Some(Scalar::Float(convert_exact(a.float()?, res_kind, rm)?))))
}

/// `arith.uitofp` / `arith.sitofp`.
fn int_to_fp(f: &mut Folding<'_>, signed: bool) -> Option<FoldResults> {
    let kind = float_kind(f.cx, res_elem(f)?)?;
    let w = width(f);
    let res_ty = op(f).res_ty?;
    attr(fold_cast(f.cx, f.constant(0), res_ty, |a| {
        Some(Scalar::Float(ApFloat::from_int(kind, a.int()?, w, signed, RNE).0))
    }))
}

/// `arith.uitofp`.
pub(super) fn uitofp(f: &mut Folding<'_>) -> Option<FoldResults> {
    int_to_fp(f, false)
}

/// `arith.sitofp`.
pub(super) fn sitofp(f: &mut Folding<'_>) -> Option<FoldResults> {
    int_to_fp(f, true)
}

/// `arith.fptoui` / `arith.fptosi`.
fn fp_to_int(f: &mut Folding<'_>, signed: bool) -> Option<FoldResults> {
    let w = int_width(f.cx, res_elem(f)?)?;
    let res_ty = op(f).res_ty?;
    attr(fold_cast(f.cx, f.constant(0), res_ty, |a| {
        Some(Scalar::Int(a.float()?.to_int(w, signed, Rounding::TowardZero)?.0))
    }))
}

/// `arith.fptoui`.
pub(super) fn fptoui(f: &mut Folding<'_>) -> Option<FoldResults> {
    fp_to_int(f, false)
}

/// `arith.fptosi`.
pub(super) fn fptosi(f: &mut Folding<'_>) -> Option<FoldResults> {
    fp_to_int(f, true)
}

/// `arith.index_cast` / `arith.index_castui`: constant folding only.
fn index_cast_fold(f: &mut Folding<'_>, signed: bool) -> Option<FoldResults> {
    let to = match f.cx.try_type_data(res_elem(f)?)? {
        TypeData::Integer { width, .. } => *width,
        _ => 64,
    };
    let from = f.operand(0).and_then(|v| ty(f.ir, v)).and_then(|t| int_width(f.cx, t)).unwrap_or(64);
    let res_ty = op(f).res_ty?;
    attr(fold_cast(f.cx, f.constant(0), res_ty, |a| {
        let a = a.int()?;
        Some(Scalar::Int(if signed { a.sext(from, to) } else { a.zext(to) }))
    }))
}

/// `arith.index_cast`.
pub(super) fn index_cast(f: &mut Folding<'_>) -> Option<FoldResults> {
    index_cast_fold(f, true)
}

/// `arith.index_castui`.
pub(super) fn index_castui(f: &mut Folding<'_>) -> Option<FoldResults> {
    index_cast_fold(f, false)
}

/// `arith.bitcast`.
pub(super) fn bitcast(f: &mut Folding<'_>) -> Option<FoldResults> {
    let operand = f.constant(0)?;
    let res_ty = op(f).res_ty?;
    let cx = f.cx;
    if let Some(AttrData::DenseIntOrFloat(_)) = cx.try_attr_data(operand) {
        let elem = cx.shaped_element_type(res_ty)?;
        return attr(dense_bitcast(cx, operand, elem));
    }
    if cx.shaped_element_type(res_ty).is_some() || matches!(cx.try_type_data(res_ty), Some(TypeData::UnrankedTensor(_)))
    {
        return None;
    }
    if is_poison(cx, operand) {
        return attr(Some(operand));
    }
    let bits = match scalar_of(cx, operand)? {
        Scalar::Int(v) => v,
        Scalar::Float(v) => ApInt::from_u128(v.to_bits(), v.kind().width()),
    };
    attr(Some(match float_kind(cx, res_ty) {
        Some(k) => cx.float_attr(res_ty, ApFloat::from_bits(k, bits.low_u128())),
        None => cx.integer_attr_apint(res_ty, &bits),
    }))
}

/// Upstream's `DenseElementsAttr::bitcast`: the same raw data with element
/// type `elem` (of the same width).
fn dense_bitcast(cx: &Context, attr: Attribute, elem: Type) -> Option<Attribute> {
    let d = cx.dense_data(attr)?;
    let (shape, _) = cx.ranked_shape(d.ty)?;
    let shape = shape.to_vec();
    let new_ty = match cx.try_type_data(d.ty)? {
        TypeData::Vector { scalable, .. } => cx.vector_type(&shape, &scalable.clone(), elem),
        TypeData::RankedTensor { encoding, .. } => cx.ranked_tensor_type(&shape, elem, *encoding),
        _ => return None,
    };
    let raw = d.raw.clone();
    cx.dense_elements_from_raw(new_ty, &raw).ok()
}

// ---------------------------------------------------------------------------
// Comparisons and select.
// ---------------------------------------------------------------------------

/// `applyCmpPredicate` for integers.
pub(super) fn cmpi_holds(pred: u64, a: &ApInt, b: &ApInt, w: u32) -> bool {
    let s = a.scmp(b, w);
    let u = a.ucmp(b);
    match pred {
        0 => a == b,
        1 => a != b,
        2 => s == Ordering::Less,
        3 => s != Ordering::Greater,
        4 => s == Ordering::Greater,
        5 => s != Ordering::Less,
        6 => u == Ordering::Less,
        7 => u != Ordering::Greater,
        8 => u == Ordering::Greater,
        _ => u != Ordering::Less,
    }
}

/// The integer width of `t` if it is an integer or a vector of integers
/// (upstream's `getIntegerWidth` in the cmpi folder).
fn integer_width(cx: &Context, t: Type) -> Option<u32> {
    match cx.try_type_data(t)? {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Vector { elem, .. } => match cx.try_type_data(*elem)? {
            TypeData::Integer { width, .. } => Some(*width),
            _ => None,
        },
        _ => None,
    }
}

/// `arith.cmpi`.
pub(super) fn cmpi(f: &mut Folding<'_>) -> Option<FoldResults> {
    let o = op(f);
    let pred = predicate(f.cx, f.ir, f.op, &CMPI_PREDICATE)?;
    if o.lhs.is_some() && o.lhs == o.rhs {
        let equal = matches!(pred, 0 | 3 | 5 | 7 | 9);
        return attr(bool_attr_of(f.cx, o.res_ty?, equal));
    }
    let lhs_is_i1 = o.lhs.and_then(|v| ty(f.ir, v)).is_some_and(|t| f.cx.is_integer(element_type_or_self(f.cx, t), 1));
    if is_zero_int(f.cx, f.constant(1)) {
        for name in ["arith.extsi", "arith.extui"] {
            if let Some(ext) = def_named(f.cx, f.ir, o.lhs, name) {
                let input = operand(f.ir, ext, 0);
                let w = input.and_then(|v| ty(f.ir, v)).and_then(|t| integer_width(f.cx, t));
                if w == Some(1) && pred == 1 {
                    return value(input);
                }
            }
        }
        if lhs_is_i1 && pred == 1 {
            return value(o.lhs);
        }
    }
    if is_one_int(f.cx, f.constant(1)) && lhs_is_i1 && pred == 0 {
        return value(o.lhs);
    }
    if f.constant(0).is_some() && f.constant(1).is_none() {
        let swapped = match pred {
            2 => 4,
            4 => 2,
            3 => 5,
            5 => 3,
            6 => 8,
            8 => 6,
            7 => 9,
            9 => 7,
            p => p,
        };
        let p = CMPI_PREDICATE.attr(f.cx, swapped);
        f.ir.set_op_inherent_attr(f.cx, f.op, b"predicate", Some(p)).ok()?;
        let (l, r) = (o.lhs?, o.rhs?);
        f.ir.set_op_operand(f.op, 0, Some(r)).ok()?;
        f.ir.set_op_operand(f.op, 1, Some(l)).ok()?;
        return Folding::in_place();
    }
    let lhs = f.constant(0)?;
    let lhs_ty = f.cx.attr_type(lhs)?;
    let w = width(f);
    let i1 = super::i1_same_shape(f.cx, lhs_ty);
    attr(fold_binary(f.cx, f.operands, Some(i1), false, |a, b| {
        Some(Scalar::Int(ApInt::from_u64(cmpi_holds(pred, a.int()?, b.int()?, w) as u64, 1)))
    }))
}

/// `applyCmpPredicate` for floats.
pub(super) fn cmpf_holds(pred: u64, a: &ApFloat, b: &ApFloat) -> bool {
    let c = a.compare(b);
    let (lt, eq, gt, un) =
        (c == Some(Ordering::Less), c == Some(Ordering::Equal), c == Some(Ordering::Greater), c.is_none());
    match pred {
        0 => false,
        1 => eq,
        2 => gt,
        3 => gt || eq,
        4 => lt,
        5 => lt || eq,
        6 => !un && !eq,
        7 => !un,
        8 => un || eq,
        9 => un || gt,
        10 => un || gt || eq,
        11 => un || lt,
        12 => un || lt || eq,
        13 => !eq,
        14 => un,
        _ => true,
    }
}

/// `arith.cmpf`: scalar constants only.
pub(super) fn cmpf(f: &mut Folding<'_>) -> Option<FoldResults> {
    let get = |i: usize| f.constant(i).and_then(|a| f.cx.float_attr_value(a).copied());
    let (mut lhs, mut rhs) = (get(0), get(1));
    if lhs.is_some_and(|l| l.is_nan()) {
        rhs = lhs;
    }
    if rhs.is_some_and(|r| r.is_nan()) {
        lhs = rhs;
    }
    let (l, r) = (lhs?, rhs?);
    let pred = predicate(f.cx, f.ir, f.op, &CMPF_PREDICATE)?;
    attr(Some(f.cx.bool_attr(cmpf_holds(pred, &l, &r))))
}

/// `arith.select`.
pub(super) fn select(f: &mut Folding<'_>) -> Option<FoldResults> {
    let cx = f.cx;
    let (cond, t, e) = (f.operand(0), f.operand(1), f.operand(2));
    if t.is_some() && t == e {
        return value(t);
    }
    if is_one_int(cx, f.constant(0)) {
        return value(t);
    }
    if is_zero_int(cx, f.constant(0)) {
        return value(e);
    }
    if f.constant(1).is_some_and(|a| is_poison(cx, a)) {
        return value(e);
    }
    if f.constant(2).is_some_and(|a| is_poison(cx, a)) {
        return value(t);
    }
    let res_ty = op(f).res_ty?;
    let signless_i1 = matches!(
        cx.try_type_data(res_ty),
        Some(TypeData::Integer { width: 1, signedness: crate::types::Signedness::Signless })
    );
    if signless_i1 && is_one_int(cx, f.constant(1)) && is_zero_int(cx, f.constant(2)) {
        return value(cond);
    }
    if let Some(cmp) = def_named(cx, f.ir, cond, "arith.cmpi") {
        let pred = predicate(cx, f.ir, cmp, &CMPI_PREDICATE);
        if matches!(pred, Some(0 | 1)) {
            let (l, r) = (operand(f.ir, cmp, 0), operand(f.ir, cmp, 1));
            if (l == t && r == e) || (r == t && l == e) {
                return value(if pred == Some(1) { t } else { e });
            }
        }
    }
    let dense = |a: Option<Attribute>| a.filter(|&a| matches!(cx.try_attr_data(a), Some(AttrData::DenseIntOrFloat(_))));
    let (c, x, y) = (dense(f.constant(0))?, dense(f.constant(1))?, dense(f.constant(2))?);
    let x_ty = cx.attr_type(x)?;
    let n = cx.static_num_elements(cx.attr_type(c)?)?;
    let mut out = Vec::with_capacity(n as usize);
    for i in 0..n as u64 {
        let ci = int_value(cx, cx.dense_element_attr(c, i))?;
        let pick = if ci.is_zero() { y } else { x };
        out.push(scalar_of(cx, cx.dense_element_attr(pick, i)?)?);
    }
    attr(dense_of(cx, x_ty, &out))
}
