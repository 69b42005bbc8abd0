//! The canonicalization patterns of the arith operations: upstream's
//! declarative patterns (`ArithCanonicalization.td`), each with the
//! benefit DRR gives it (the number of operations it matches) and its
//! debug name (`(anonymous namespace)::<def name>`), and the C++ patterns
//! of `ArithOps.cpp` (`SelectToExtUI`, `CmpFIntToFPConst`). Each op's list
//! is in upstream's `getCanonicalizationPatterns` order.

use std::cmp::Ordering;

use super::fold::{enum_value, fastmath_flags, is_op, overflow_flags};
use super::{fastmath_attr, overflow_attr, CMPF_PREDICATE, CMPI_PREDICATE};
use crate::attrs::{Attribute, Location, NamedAttribute};
use crate::context::{Context, IrMut};
use crate::dialects::common_folders::{int_value, int_width, zero_attr};
use crate::ir::{OpId, OperationState, ValueId, ValueOwner};
use crate::registry::constraints::element_type_or_self;
use crate::rewrite::fold::constant_of_op;
use crate::rewrite::{PatternSet, RewritePattern, Rewriter};
use crate::support::apfloat::{ApFloat, Rounding};
use crate::support::apfloat_ops::ILOGB_INF;
use crate::support::apint::ApInt;
use crate::types::{Type, TypeData};

/// A pattern: its root, debug name, benefit and rewrite (which returns
/// whether it matched; it must not change the IR when it does not).
struct Pat {
    root: &'static str,
    name: &'static str,
    benefit: u16,
    apply: Apply,
}

impl RewritePattern for Pat {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn benefit(&self) -> u16 {
        self.benefit
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        (self.apply)(rw.context(), op, rw)
    }
}


// ---------------------------------------------------------------------------
// Matching (reads the IR through an exclusive guard, dropped before any
// rewrite).
// ---------------------------------------------------------------------------

/// The IR being matched.
struct View<'c> {
    cx: &'c Context,
    ir: IrMut<'c>,
}

impl<'c> View<'c> {
    fn new(cx: &'c Context) -> Self {
        View { cx, ir: cx.ir_mut() }
    }

    fn operand(&self, op: OpId, i: usize) -> Option<ValueId> {
        self.ir.op_operand(op, i).ok().flatten()
    }

    fn result(&self, op: OpId, i: usize) -> Option<ValueId> {
        self.ir.op_result(op, i).ok()
    }

    fn ty(&self, v: ValueId) -> Option<Type> {
        self.ir.value_type(v).ok()
    }

    fn loc(&self, op: OpId) -> Location {
        self.ir.op_loc(op).unwrap_or_else(|_| self.cx.unknown_loc())
    }

    /// The fused location of matched operations (DRR's `getFusedLoc` of
    /// the first operations it recorded while matching: the root, then
    /// each matched operand's own operands before the operand's op, as
    /// many as the pattern has operations).
    fn fused(&self, ops: &[OpId]) -> Location {
        let locs: Vec<Location> = ops.iter().map(|&o| self.loc(o)).collect();
        self.cx.fused_loc(&locs, None)
    }

    /// The defining operation of `v`, if any.
    fn def(&self, v: ValueId) -> Option<OpId> {
        match self.ir.value_owner(v).ok()? {
            ValueOwner::Result(op, _) => Some(op),
            ValueOwner::Argument(..) => None,
        }
    }

    /// The operation defining operand `i` of `op` if it is called `name`.
    fn operand_def(&self, op: OpId, i: usize, name: &str) -> Option<OpId> {
        self.def(self.operand(op, i)?).filter(|&d| is_op(self.cx, &self.ir, d, name))
    }

    /// `m_Constant`: the value of a `ConstantLike` defining op.
    fn constant(&mut self, v: Option<ValueId>) -> Option<Attribute> {
        let d = self.def(v?)?;
        constant_of_op(self.cx, &mut self.ir, d)
    }

    /// `ConstantLikeMatcher APIntAttr`: a scalar integer constant.
    fn apint(&mut self, v: Option<ValueId>) -> Option<(ApInt, Type)> {
        let a = self.constant(v)?;
        self.cx.integer_attr_value(a).map(|(v, t)| (v.clone(), t))
    }

    /// `ConstantLikeMatcher AnyAttr` then `getIntOrSplatIntValue`.
    fn int_or_splat(&mut self, v: Option<ValueId>) -> Option<ApInt> {
        let a = self.constant(v)?;
        int_value(self.cx, Some(a))
    }

    /// `m_ConstantInt` on a value: an integer constant (or splat) of an
    /// integer, index, vector or ranked tensor type.
    fn const_int(&mut self, v: Option<ValueId>) -> Option<ApInt> {
        let t = self.ty(v?)?;
        let ok = matches!(
            self.cx.try_type_data(t),
            Some(TypeData::Integer { .. } | TypeData::Index | TypeData::Vector { .. } | TypeData::RankedTensor { .. })
        );
        if !ok {
            return None;
        }
        self.int_or_splat(v)
    }

    /// The integer element width of the type of `v`.
    fn width(&self, v: ValueId) -> Option<u32> {
        int_width(self.cx, self.ty(v)?)
    }

    fn flags(&self, op: OpId) -> u64 {
        overflow_flags(self.cx, &self.ir, op)
    }
}

// ---------------------------------------------------------------------------
// Rewriting.
// ---------------------------------------------------------------------------

/// What a rewrite creates: an operation's name, operands, result types
/// and attributes.
struct New<'a> {
    name: &'a str,
    operands: &'a [ValueId],
    results: &'a [Type],
    attrs: &'a [(&'a str, Attribute)],
}

/// Creates an operation at the insertion point; its first result.
fn create(rw: &mut Rewriter<'_>, loc: Location, n: New<'_>) -> Option<ValueId> {
    let cx = rw.context();
    let mut st = OperationState::new(cx.op_name(n.name.as_bytes()), loc);
    st.operands.extend(n.operands.iter().copied());
    st.results.extend(n.results.iter().copied());
    for &(name, value) in n.attrs {
        st.attributes.push(NamedAttribute { name: cx.identifier(name), value });
    }
    let op = rw.create(st).ok()?;
    cx.ir().op_result(op, 0).ok()
}

/// An `arith.constant` of `value` (its type is the attribute's).
fn constant(rw: &mut Rewriter<'_>, loc: Location, value: Attribute) -> Option<ValueId> {
    let ty = rw.context().attr_type(value)?;
    create(rw, loc, New { name: "arith.constant", operands: &[], results: &[ty], attrs: &[("value", value)] })
}

/// A binary operation with overflow flags.
fn int_op(rw: &mut Rewriter<'_>, loc: Location, name: &str, lhs: ValueId, rhs: ValueId, ty: Type, flags: u64) -> Option<ValueId> {
    let f = overflow_attr(rw.context(), flags);
    create(rw, loc, New { name, operands: &[lhs, rhs], results: &[ty], attrs: &[("overflowFlags", f)] })
}

/// A one-operand operation without attributes (casts).
fn unary(rw: &mut Rewriter<'_>, loc: Location, name: &str, input: ValueId, ty: Type) -> Option<ValueId> {
    create(rw, loc, New { name, operands: &[input], results: &[ty], attrs: &[] })
}

/// Replaces `op`'s results; whether that worked.
fn replace(rw: &mut Rewriter<'_>, op: OpId, values: &[Option<ValueId>]) -> bool {
    let vs: Option<Vec<ValueId>> = values.iter().copied().collect();
    match vs {
        Some(vs) => rw.replace_op(op, &vs).is_ok(),
        None => false,
    }
}

// ---------------------------------------------------------------------------
// addi / subi / muli with constants.
// ---------------------------------------------------------------------------

/// Where `x` and the constant sit in a matched or created binary op.
#[derive(Copy, Clone)]
enum Side {
    /// `op(x, c)`.
    ConstRhs,
    /// `op(c, x)`.
    ConstLhs,
}

/// `root(inner(..), c1)` or `root(c1, inner(..))` with `inner(x, c0)` or
/// `inner(c0, x)`, rewritten to `result(x, k)` or `result(k, x)` with
/// `k = value(c0, c1)` and the overflow flags of both ops merged (or
/// none).
struct ConstFold {
    outer: Side,
    inner: &'static str,
    inner_side: Side,
    result: &'static str,
    result_side: Side,
    value: fn(&ApInt, &ApInt, u32) -> ApInt,
    merge: bool,
    same_types: bool,
}

fn const_fold(cx: &Context, op: OpId, rw: &mut Rewriter<'_>, p: &ConstFold) -> bool {
    let (x, k, flags, ty, loc) = {
        let mut v = View::new(cx);
        let (inner_pos, c1_pos) = match p.outer {
            Side::ConstRhs => (0, 1),
            Side::ConstLhs => (1, 0),
        };
        let Some(inner) = v.operand_def(op, inner_pos, p.inner) else { return false };
        let (x_pos, c0_pos) = match p.inner_side {
            Side::ConstRhs => (0, 1),
            Side::ConstLhs => (1, 0),
        };
        let Some((c0, c0_ty)) = v.apint(v.operand(inner, c0_pos)) else { return false };
        let Some((c1, c1_ty)) = v.apint(v.operand(op, c1_pos)) else { return false };
        let (Some(x), Some(res)) = (v.operand(inner, x_pos), v.result(op, 0)) else { return false };
        let Some(ty) = v.ty(res) else { return false };
        if p.same_types && (c0_ty != ty || c1_ty != ty) {
            return false;
        }
        let Some(w) = int_width(cx, ty) else { return false };
        let k = cx.integer_attr_apint(ty, &(p.value)(&c0, &c1, w));
        let flags = if p.merge { v.flags(inner) & v.flags(op) } else { 0 };
        // DRR fuses the locations of the first two operations it recorded:
        // the root, then the first constant it met.
        let first_const = match p.outer {
            Side::ConstRhs => v.operand(inner, c0_pos),
            Side::ConstLhs => v.operand(op, c1_pos),
        };
        let Some(first_const) = first_const.and_then(|c| v.def(c)) else { return false };
        (x, k, flags, ty, v.fused(&[op, first_const]))
    };
    let Some(c) = constant(rw, loc, k) else { return false };
    let (l, r) = match p.result_side {
        Side::ConstRhs => (x, c),
        Side::ConstLhs => (c, x),
    };
    let new = int_op(rw, loc, p.result, l, r, ty, flags);
    replace(rw, op, &[new])
}

macro_rules! const_pattern {
    ($fn:ident, $outer:ident, $inner:literal, $inner_side:ident, $result:literal, $result_side:ident, $merge:expr, $same:expr, |$c0:ident, $c1:ident, $w:ident| $value:expr) => {
        fn $fn(cx: &Context, op: OpId, rw: &mut Rewriter<'_>) -> bool {
            const_fold(
                cx,
                op,
                rw,
                &ConstFold {
                    outer: Side::$outer,
                    inner: $inner,
                    inner_side: Side::$inner_side,
                    result: $result,
                    result_side: Side::$result_side,
                    value: |$c0, $c1, $w| $value,
                    merge: $merge,
                    same_types: $same,
                },
            )
        }
    };
}

const_pattern!(addi_add_constant, ConstRhs, "arith.addi", ConstRhs, "arith.addi", ConstRhs, true, false, |c0, c1, w| c0.add(c1, w));
const_pattern!(addi_sub_constant_rhs, ConstRhs, "arith.subi", ConstRhs, "arith.addi", ConstRhs, true, false, |c0, c1, w| c1.sub(c0, w));
const_pattern!(addi_sub_constant_lhs, ConstRhs, "arith.subi", ConstLhs, "arith.subi", ConstLhs, true, false, |c0, c1, w| c0.add(c1, w));
const_pattern!(muli_muli_constant, ConstRhs, "arith.muli", ConstRhs, "arith.muli", ConstRhs, true, true, |c0, c1, w| c0.mul(c1, w));
const_pattern!(subi_rhs_add_constant, ConstRhs, "arith.addi", ConstRhs, "arith.addi", ConstRhs, false, false, |c0, c1, w| c0.sub(c1, w));
const_pattern!(subi_lhs_add_constant, ConstLhs, "arith.addi", ConstRhs, "arith.subi", ConstLhs, true, false, |c0, c1, w| c1.sub(c0, w));
const_pattern!(subi_rhs_sub_constant_rhs, ConstRhs, "arith.subi", ConstRhs, "arith.subi", ConstRhs, true, false, |c0, c1, w| c0.add(c1, w));
const_pattern!(subi_rhs_sub_constant_lhs, ConstRhs, "arith.subi", ConstLhs, "arith.subi", ConstLhs, true, false, |c0, c1, w| c0.sub(c1, w));
const_pattern!(subi_lhs_sub_constant_rhs, ConstLhs, "arith.subi", ConstRhs, "arith.subi", ConstLhs, true, false, |c0, c1, w| c0.add(c1, w));
const_pattern!(subi_lhs_sub_constant_lhs, ConstLhs, "arith.subi", ConstLhs, "arith.addi", ConstRhs, true, false, |c0, c1, w| c1.sub(c0, w));

/// `addi(x, muli(y, -1)) -> subi(x, y)` (`rhs`) and
/// `addi(muli(x, -1), y) -> subi(y, x)`.
fn addi_mul_negative_one(cx: &Context, op: OpId, rw: &mut Rewriter<'_>, rhs: bool) -> bool {
    let (a, b, ty, loc) = {
        let mut v = View::new(cx);
        let (mul_pos, other_pos) = if rhs { (1, 0) } else { (0, 1) };
        let Some(mul) = v.operand_def(op, mul_pos, "arith.muli") else { return false };
        let Some(c) = v.int_or_splat(v.operand(mul, 1)) else { return false };
        let Some(c_op) = v.operand(mul, 1).and_then(|c| v.def(c)) else { return false };
        let Some(w) = v.operand(mul, 1).and_then(|c| v.width(c)) else { return false };
        if !c.is_all_ones(w) {
            return false;
        }
        let (Some(other), Some(y), Some(res)) = (v.operand(op, other_pos), v.operand(mul, 0), v.result(op, 0)) else {
            return false;
        };
        let Some(ty) = v.ty(res) else { return false };
        (other, y, ty, v.fused(&[op, c_op]))
    };
    let new = int_op(rw, loc, "arith.subi", a, b, ty, 0);
    replace(rw, op, &[new])
}

/// `subi(subi(a, b), a) -> subi(0, b)`.
fn subi_subi_lhs_rhs_lhs(cx: &Context, op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (zero, y, flags, ty, loc) = {
        let v = View::new(cx);
        let Some(inner) = v.operand_def(op, 0, "arith.subi") else { return false };
        let (Some(x), Some(y), Some(x2)) = (v.operand(inner, 0), v.operand(inner, 1), v.operand(op, 1)) else {
            return false;
        };
        if x != x2 {
            return false;
        }
        let (Some(yt), Some(ty)) = (v.ty(y), v.result(op, 0).and_then(|r| v.ty(r))) else { return false };
        let Some(zero) = zero_attr(cx, yt) else { return false };
        (zero, y, v.flags(inner) & v.flags(op), ty, v.fused(&[op, inner]))
    };
    let Some(c) = constant(rw, loc, zero) else { return false };
    let new = int_op(rw, loc, "arith.subi", c, y, ty, flags);
    replace(rw, op, &[new])
}

/// The extended ops whose second result is unused: `[op(x, y), x]` with
/// `op` (`arith.addi` or `arith.muli`) without overflow flags.
fn extended_to(cx: &Context, op: OpId, rw: &mut Rewriter<'_>, name: &str) -> bool {
    let (x, y, ty, loc) = {
        let v = View::new(cx);
        let Some(second) = v.result(op, 1) else { return false };
        if !v.ir.value_use_empty(second).unwrap_or(false) {
            return false;
        }
        let (Some(x), Some(y)) = (v.operand(op, 0), v.operand(op, 1)) else { return false };
        let Some(ty) = v.result(op, 0).and_then(|r| v.ty(r)) else { return false };
        (x, y, ty, v.fused(&[op]))
    };
    let new = int_op(rw, loc, name, x, y, ty, 0);
    replace(rw, op, &[new, Some(x)])
}

/// `mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]`.
fn mulsi_extended_rhs_one(cx: &Context, op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (x, zero, high_ty, loc) = {
        let mut v = View::new(cx);
        let Some(c) = v.int_or_splat(v.operand(op, 1)) else { return false };
        let Some(w) = v.operand(op, 1).and_then(|c| v.width(c)) else { return false };
        if !c.is_strictly_positive(w) || !c.is_one() {
            return false;
        }
        let Some(x) = v.operand(op, 0) else { return false };
        let (Some(xt), Some(high_ty)) = (v.ty(x), v.result(op, 1).and_then(|r| v.ty(r))) else { return false };
        let Some(zero) = zero_attr(cx, xt) else { return false };
        (x, zero, high_ty, v.fused(&[op]))
    };
    let Some(c) = constant(rw, loc, zero) else { return false };
    let Some(xt) = rw.context().ir().value_type(x).ok() else { return false };
    let i1 = super::i1_same_shape(cx, xt);
    let slt = CMPI_PREDICATE.attr(cx, 2);
    let Some(cmp) = create(rw, loc, New { name: "arith.cmpi", operands: &[x, c], results: &[i1], attrs: &[("predicate", slt)] })
    else {
        return false;
    };
    let ext = unary(rw, loc, "arith.extsi", cmp, high_ty);
    replace(rw, op, &[Some(x), ext])
}

// ---------------------------------------------------------------------------
// Bitwise ops of extensions, xori of cmpi.
// ---------------------------------------------------------------------------

/// `op(ext(x), ext(y)) -> ext(op(x, y))` when `x` and `y` have one type.
fn op_of_ext(cx: &Context, op: OpId, rw: &mut Rewriter<'_>, bin: &str, ext: &str) -> bool {
    let (x, y, xt, ty, loc) = {
        let v = View::new(cx);
        let (Some(e0), Some(e1)) = (v.operand_def(op, 0, ext), v.operand_def(op, 1, ext)) else { return false };
        let (Some(x), Some(y)) = (v.operand(e0, 0), v.operand(e1, 0)) else { return false };
        let (Some(xt), Some(yt)) = (v.ty(x), v.ty(y)) else { return false };
        if xt != yt {
            return false;
        }
        let Some(ty) = v.result(op, 0).and_then(|r| v.ty(r)) else { return false };
        (x, y, xt, ty, v.fused(&[op, e0, e1]))
    };
    let Some(inner) = create(rw, loc, New { name: bin, operands: &[x, y], results: &[xt], attrs: &[] }) else {
        return false;
    };
    let new = unary(rw, loc, ext, inner, ty);
    replace(rw, op, &[new])
}

/// `xori(cmpi(pred, a, b), true) -> cmpi(!pred, a, b)`.
fn xori_not_cmpi(cx: &Context, op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (a, b, pred, ty, loc) = {
        let mut v = View::new(cx);
        let Some(cmp) = v.operand_def(op, 0, "arith.cmpi") else { return false };
        let Some(c) = v.constant(v.operand(op, 1)) else { return false };
        if c != cx.integer_attr(cx.int(1), 1) {
            return false;
        }
        let Some(pred) = enum_value(cx, &CMPI_PREDICATE, super::fold::inherent(cx, &v.ir, cmp, "predicate")) else {
            return false;
        };
        let (Some(a), Some(b)) = (v.operand(cmp, 0), v.operand(cmp, 1)) else { return false };
        let Some(ty) = v.result(cmp, 0).and_then(|r| v.ty(r)) else { return false };
        (a, b, pred, ty, v.fused(&[op, cmp]))
    };
    let inverted = match pred {
        0 => 1,
        1 => 0,
        2 => 5,
        3 => 4,
        4 => 3,
        5 => 2,
        6 => 9,
        7 => 8,
        8 => 7,
        _ => 6,
    };
    let p = CMPI_PREDICATE.attr(cx, inverted);
    let new = create(rw, loc, New { name: "arith.cmpi", operands: &[a, b], results: &[ty], attrs: &[("predicate", p)] });
    replace(rw, op, &[new])
}

/// `cmpi(eq|ne, ext(a), ext(b)) -> cmpi(eq|ne, a, b)` when `a` and `b`
/// have one type.
fn cmpi_of_ext(cx: &Context, op: OpId, rw: &mut Rewriter<'_>, ext: &str) -> bool {
    let (a, b, pred, ty, loc) = {
        let v = View::new(cx);
        let (Some(e0), Some(e1)) = (v.operand_def(op, 0, ext), v.operand_def(op, 1, ext)) else { return false };
        let (Some(a), Some(b)) = (v.operand(e0, 0), v.operand(e1, 0)) else { return false };
        if v.ty(a) != v.ty(b) {
            return false;
        }
        let Some(pred) = super::fold::inherent(cx, &v.ir, op, "predicate") else { return false };
        if !matches!(CMPI_PREDICATE.value(cx, pred), Some(0 | 1)) {
            return false;
        }
        let Some(ty) = v.result(op, 0).and_then(|r| v.ty(r)) else { return false };
        (a, b, pred, ty, v.fused(&[op, e0, e1]))
    };
    let new = create(rw, loc, New { name: "arith.cmpi", operands: &[a, b], results: &[ty], attrs: &[("predicate", pred)] });
    replace(rw, op, &[new])
}

// ---------------------------------------------------------------------------
// select.
// ---------------------------------------------------------------------------

/// A new `arith.select`.
fn select_op(rw: &mut Rewriter<'_>, loc: Location, c: ValueId, a: ValueId, b: ValueId, ty: Type) -> Option<ValueId> {
    create(rw, loc, New { name: "arith.select", operands: &[c, a, b], results: &[ty], attrs: &[] })
}

/// `select(not(pred), a, b) -> select(pred, b, a)`.
fn select_not_cond(cx: &Context, op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (p, a, b, ty, loc) = {
        let mut v = View::new(cx);
        let Some(xor) = v.operand_def(op, 0, "arith.xori") else { return false };
        let ones = v.operand(xor, 1);
        let Some((c, cty)) = v.apint(ones) else { return false };
        let Some(w) = int_width(cx, cty) else { return false };
        if !c.is_all_ones(w) {
            return false;
        }
        let (Some(p), Some(a), Some(b)) = (v.operand(xor, 0), v.operand(op, 1), v.operand(op, 2)) else { return false };
        let Some(ty) = v.result(op, 0).and_then(|r| v.ty(r)) else { return false };
        let Some(ones_op) = ones.and_then(|c| v.def(c)) else { return false };
        (p, a, b, ty, v.fused(&[op, ones_op]))
    };
    let new = select_op(rw, loc, p, b, a, ty);
    replace(rw, op, &[new])
}

/// `select(p, select(p, a, b), c) -> select(p, a, c)` (`in_true`) and
/// `select(p, a, select(p, b, c)) -> select(p, a, c)`.
fn redundant_select(cx: &Context, op: OpId, rw: &mut Rewriter<'_>, in_true: bool) -> bool {
    let (p, a, c, ty, loc) = {
        let v = View::new(cx);
        let pos = if in_true { 1 } else { 2 };
        let Some(inner) = v.operand_def(op, pos, "arith.select") else { return false };
        let (Some(p), Some(p2)) = (v.operand(op, 0), v.operand(inner, 0)) else { return false };
        if p != p2 {
            return false;
        }
        let (a, c) = if in_true { (v.operand(inner, 1), v.operand(op, 2)) } else { (v.operand(op, 1), v.operand(inner, 2)) };
        let (Some(a), Some(c)) = (a, c) else { return false };
        let Some(ty) = v.result(op, 0).and_then(|r| v.ty(r)) else { return false };
        (p, a, c, ty, v.fused(&[op, inner]))
    };
    let new = select_op(rw, loc, p, a, c, ty);
    replace(rw, op, &[new])
}

/// `select(p, false, true) -> xori(p, true)`.
fn select_i1_to_not(cx: &Context, op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (p, ty, loc) = {
        let mut v = View::new(cx);
        let i1 = cx.int(1);
        if v.constant(v.operand(op, 1)) != Some(cx.integer_attr(i1, 0))
            || v.constant(v.operand(op, 2)) != Some(cx.integer_attr(i1, 1))
        {
            return false;
        }
        let Some(p) = v.operand(op, 0) else { return false };
        let Some(ty) = v.ty(p) else { return false };
        (p, ty, v.fused(&[op]))
    };
    let Some(t) = constant(rw, loc, cx.integer_attr(cx.int(1), 1)) else { return false };
    let new = create(rw, loc, New { name: "arith.xori", operands: &[p, t], results: &[ty], attrs: &[] });
    replace(rw, op, &[new])
}

/// `SelectToExtUI`: `select(c, 1, 0) -> extui(c)` and
/// `select(c, 0, 1) -> extui(xori(c, 1))` for integer results wider than
/// `i1`.
fn select_to_extui(cx: &Context, op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (c, ty, negate, loc) = {
        let mut v = View::new(cx);
        let Some(ty) = v.result(op, 0).and_then(|r| v.ty(r)) else { return false };
        if !matches!(cx.try_type_data(ty), Some(TypeData::Integer { .. })) || cx.is_integer(ty, 1) {
            return false;
        }
        let (t, f) = (v.const_int(v.operand(op, 1)), v.const_int(v.operand(op, 2)));
        let (Some(t), Some(f)) = (t, f) else { return false };
        let negate = if t.is_one() && f.is_zero() {
            false
        } else if t.is_zero() && f.is_one() {
            true
        } else {
            return false;
        };
        let Some(c) = v.operand(op, 0) else { return false };
        (c, ty, negate, v.loc(op))
    };
    let input = if negate {
        let Some(ct) = cx.ir().value_type(c).ok() else { return false };
        let Some(one) = constant(rw, loc, cx.integer_attr(ct, 1)) else { return false };
        match create(rw, loc, New { name: "arith.xori", operands: &[c, one], results: &[ct], attrs: &[] }) {
            Some(x) => x,
            None => return false,
        }
    } else {
        c
    };
    let new = unary(rw, loc, "arith.extui", input, ty);
    replace(rw, op, &[new])
}

// ---------------------------------------------------------------------------
// Casts.
// ---------------------------------------------------------------------------

/// `cast(cast(x)) -> x` when the outer cast's type is `x`'s.
fn cast_of_cast(cx: &Context, op: OpId, rw: &mut Rewriter<'_>, name: &str) -> bool {
    let x = {
        let v = View::new(cx);
        let Some(inner) = v.operand_def(op, 0, name) else { return false };
        let Some(x) = v.operand(inner, 0) else { return false };
        if v.result(op, 0).and_then(|r| v.ty(r)) != v.ty(x) {
            return false;
        }
        x
    };
    replace(rw, op, &[Some(x)])
}

/// `outer(inner(x)) -> new(x)` with the root's result type.
fn recast(cx: &Context, op: OpId, rw: &mut Rewriter<'_>, inner: &str, new: &str) -> bool {
    let (x, ty, loc) = {
        let v = View::new(cx);
        let Some(i) = v.operand_def(op, 0, inner) else { return false };
        let Some(x) = v.operand(i, 0) else { return false };
        let Some(ty) = v.result(op, 0).and_then(|r| v.ty(r)) else { return false };
        (x, ty, v.fused(&[op, i]))
    };
    let n = unary(rw, loc, new, x, ty);
    replace(rw, op, &[n])
}

/// The element width of a type (-1 if not an integer or float).
fn scalar_width(cx: &Context, t: Type) -> i64 {
    match cx.try_type_data(element_type_or_self(cx, t)) {
        Some(TypeData::Integer { width, .. }) => *width as i64,
        Some(TypeData::Float(k)) => k.width() as i64,
        _ => -1,
    }
}

/// `trunci(ext(x)) -> ext(x)` when only extension bits are truncated.
fn trunci_of_ext(cx: &Context, op: OpId, rw: &mut Rewriter<'_>, ext: &str) -> bool {
    let (x, ty, loc) = {
        let v = View::new(cx);
        let Some(e) = v.operand_def(op, 0, ext) else { return false };
        let Some(x) = v.operand(e, 0) else { return false };
        let (Some(et), Some(tt), Some(xt)) = (v.result(e, 0).and_then(|r| v.ty(r)), v.result(op, 0).and_then(|r| v.ty(r)), v.ty(x))
        else {
            return false;
        };
        let (we, wt, wx) = (scalar_width(cx, et), scalar_width(cx, tt), scalar_width(cx, xt));
        if !(we > wt && wt > 0 && wt > wx && wx > 0) {
            return false;
        }
        (x, tt, v.fused(&[op, e]))
    };
    let n = unary(rw, loc, ext, x, ty);
    replace(rw, op, &[n])
}

/// `trunci(shrsi(x, c)) -> trunci(shrui(x, c))` when `c` is the number
/// of truncated bits.
fn trunci_shrsi(cx: &Context, op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (x, c0, xt, ty, flags, loc) = {
        let mut v = View::new(cx);
        let Some(shr) = v.operand_def(op, 0, "arith.shrsi") else { return false };
        let Some(c0) = v.constant(v.operand(shr, 1)) else { return false };
        if cx.attr_type(c0).is_none() {
            return false;
        }
        let Some(x) = v.operand(shr, 0) else { return false };
        let (Some(xt), Some(ty)) = (v.ty(x), v.result(op, 0).and_then(|r| v.ty(r))) else { return false };
        let Some(amount) = int_value(cx, Some(c0)) else { return false };
        let diff = scalar_width(cx, xt) - scalar_width(cx, ty);
        if diff < 0 || amount.active_bits() > 64 || amount.low_u64() != diff as u64 {
            return false;
        }
        let flags = super::fold::inherent(cx, &v.ir, op, "overflowFlags");
        let Some(c_op) = v.operand(shr, 1).and_then(|c| v.def(c)) else { return false };
        (x, c0, xt, ty, flags, v.fused(&[op, c_op]))
    };
    let Some(c) = constant(rw, loc, c0) else { return false };
    let Some(shr) = create(rw, loc, New { name: "arith.shrui", operands: &[x, c], results: &[xt], attrs: &[] }) else {
        return false;
    };
    let flags = flags.unwrap_or_else(|| overflow_attr(cx, 0));
    let n = create(rw, loc, New { name: "arith.trunci", operands: &[shr], results: &[ty], attrs: &[("overflowFlags", flags)] });
    replace(rw, op, &[n])
}

/// `truncf(itofp(x)) -> itofp(x)` without a rounding mode.
fn truncf_of_itofp(cx: &Context, op: OpId, rw: &mut Rewriter<'_>, itofp: &str) -> bool {
    {
        let v = View::new(cx);
        if super::fold::inherent(cx, &v.ir, op, "roundingmode").is_some() {
            return false;
        }
    }
    recast(cx, op, rw, itofp, itofp)
}

// ---------------------------------------------------------------------------
// mulf / divf of negations.
// ---------------------------------------------------------------------------

/// `op(negf(x), negf(y)) -> op(x, y)` keeping `op`'s fast-math flags.
fn of_negf(cx: &Context, op: OpId, rw: &mut Rewriter<'_>, name: &str) -> bool {
    let (x, y, ty, fmf, loc) = {
        let v = View::new(cx);
        let (Some(n0), Some(n1)) = (v.operand_def(op, 0, "arith.negf"), v.operand_def(op, 1, "arith.negf")) else {
            return false;
        };
        let (Some(x), Some(y)) = (v.operand(n0, 0), v.operand(n1, 0)) else { return false };
        if v.ty(x) != v.ty(y) {
            return false;
        }
        let Some(ty) = v.result(op, 0).and_then(|r| v.ty(r)) else { return false };
        (x, y, ty, fastmath_flags(cx, &v.ir, op), v.fused(&[op, n0, n1]))
    };
    let f = fastmath_attr(cx, fmf);
    let n = create(rw, loc, New { name, operands: &[x, y], results: &[ty], attrs: &[("fastmath", f)] });
    replace(rw, op, &[n])
}

// ---------------------------------------------------------------------------
// CmpFIntToFPConst.
// ---------------------------------------------------------------------------

/// What `CmpFIntToFPConst` rewrites a comparison to.
enum CmpFRewrite {
    Bool(bool),
    CmpI(u64, Attribute),
}

/// `CmpFIntToFPConst`: `cmpf(itofp(x), c)` as an integer comparison (or a
/// constant) when the conversion cannot change the result.
fn cmpf_int_to_fp_const(cx: &Context, op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (what, int_val, loc) = {
        let mut v = View::new(cx);
        let Some(flt) = v.constant(v.operand(op, 1)) else { return false };
        let Some(&rhs) = cx.float_attr_value(flt) else { return false };
        let Some(pred) = enum_value(cx, &CMPF_PREDICATE, super::fold::inherent(cx, &v.ir, op, "predicate")) else {
            return false;
        };
        let (unsigned, int_val) = if let Some(si) = v.operand_def(op, 0, "arith.sitofp") {
            (false, v.operand(si, 0))
        } else if let Some(ui) = v.operand_def(op, 0, "arith.uitofp") {
            (true, v.operand(ui, 0))
        } else {
            return false;
        };
        let Some(int_val) = int_val else { return false };
        let Some(int_ty) = v.ty(int_val) else { return false };
        let Some(what) = cmpf_int_to_fp(cx, pred, &rhs, unsigned, int_ty) else { return false };
        (what, int_val, v.loc(op))
    };
    match what {
        CmpFRewrite::Bool(b) => {
            let n = constant(rw, loc, cx.integer_attr(cx.int(1), b as i64));
            replace(rw, op, &[n])
        }
        CmpFRewrite::CmpI(pred, k) => {
            let Some(c) = constant(rw, loc, k) else { return false };
            let i1 = cx.int(1);
            let p = CMPI_PREDICATE.attr(cx, pred);
            let n = create(rw, loc, New { name: "arith.cmpi", operands: &[int_val, c], results: &[i1], attrs: &[("predicate", p)] });
            replace(rw, op, &[n])
        }
    }
}

/// The decision of `CmpFIntToFPConst` for predicate `pred`, constant
/// `rhs` and an integer of type `int_ty` converted (unsigned or not).
fn cmpf_int_to_fp(cx: &Context, pred: u64, rhs: &ApFloat, unsigned: bool, int_ty: Type) -> Option<CmpFRewrite> {
    use CmpFRewrite::Bool;
    if rhs.is_nan() {
        return None;
    }
    let kind = rhs.kind();
    let mantissa = ApFloat::precision(kind) as i64;
    if mantissa <= 0 {
        return None;
    }
    let TypeData::Integer { width, .. } = cx.try_type_data(int_ty)? else { return None };
    let w = *width;
    let value_bits = if unsigned { w as i64 } else { w as i64 - 1 };
    if w as i64 > mantissa {
        let exp = rhs.ilogb();
        if exp == ILOGB_INF {
            let max_exp = ApFloat::largest(kind, false).ilogb() as i64;
            if max_exp < value_bits {
                return None;
            }
        } else if mantissa <= exp as i64 && exp as i64 <= value_bits {
            return None;
        }
    }
    // ord / uno: int-to-fp conversions make no NaN.
    let mut ipred = match pred {
        7 => return Some(Bool(true)),
        14 => return Some(Bool(false)),
        1 | 8 => 0,
        2 | 9 => if unsigned { 8 } else { 4 },
        3 | 10 => if unsigned { 9 } else { 5 },
        4 | 11 => if unsigned { 6 } else { 2 },
        5 | 12 => if unsigned { 7 } else { 3 },
        6 | 13 => 1,
        _ => return None,
    };
    let rne = Rounding::NearestTiesToEven;
    let (max, min) = if unsigned {
        (ApInt::all_ones(w), ApInt::zero(w))
    } else {
        (ApInt::signed_max(w), ApInt::signed_min(w))
    };
    let max_f = ApFloat::from_int(kind, &max, w, !unsigned, rne).0;
    if max_f.compare(rhs) == Some(Ordering::Less) {
        let lt = if unsigned { [1, 6, 7] } else { [1, 2, 3] };
        return Some(Bool(lt.contains(&ipred)));
    }
    let min_f = ApFloat::from_int(kind, &min, w, !unsigned, rne).0;
    if min_f.compare(rhs) == Some(Ordering::Greater) {
        let gt = if unsigned { [1, 8, 9] } else { [1, 4, 5] };
        return Some(Bool(gt.contains(&ipred)));
    }
    let (rhs_int, _) = rhs.to_int(w, !unsigned, Rounding::TowardZero)?;
    if !rhs.is_zero() {
        let back = ApFloat::from_int(kind, &rhs_int, w, !unsigned, rne).0;
        if back.compare(rhs) != Some(Ordering::Equal) {
            let neg = rhs.is_negative();
            match ipred {
                1 => return Some(Bool(true)),
                0 => return Some(Bool(false)),
                7 if neg => return Some(Bool(false)),
                3 if neg => ipred = 2,
                6 if neg => return Some(Bool(false)),
                6 => ipred = 7,
                2 if !neg => ipred = 3,
                8 if neg => return Some(Bool(true)),
                4 if neg => ipred = 5,
                9 if neg => return Some(Bool(true)),
                9 => ipred = 8,
                5 if !neg => ipred = 4,
                _ => {}
            }
        }
    }
    Some(CmpFRewrite::CmpI(ipred, cx.integer_attr_apint(int_ty, &rhs_int)))
}

// ---------------------------------------------------------------------------
// Registration, op by op in upstream's order.
// ---------------------------------------------------------------------------

type Apply = fn(&Context, OpId, &mut Rewriter<'_>) -> bool;

/// Every pattern: root, debug name, benefit, rewrite; each root's patterns
/// in its `getCanonicalizationPatterns` order.
static PATTERNS: &[(&str, &str, u16, Apply)] = &[
    ("arith.addi", "(anonymous namespace)::AddIAddConstant", 2, addi_add_constant),
    ("arith.addi", "(anonymous namespace)::AddISubConstantRHS", 2, addi_sub_constant_rhs),
    ("arith.addi", "(anonymous namespace)::AddISubConstantLHS", 2, addi_sub_constant_lhs),
    ("arith.addi", "(anonymous namespace)::AddIMulNegativeOneRhs", 2, |cx, op, rw| addi_mul_negative_one(cx, op, rw, true)),
    ("arith.addi", "(anonymous namespace)::AddIMulNegativeOneLhs", 2, |cx, op, rw| addi_mul_negative_one(cx, op, rw, false)),
    ("arith.addui_extended", "(anonymous namespace)::AddUIExtendedToAddI", 1, |cx, op, rw| extended_to(cx, op, rw, "arith.addi")),
    ("arith.subi", "(anonymous namespace)::SubIRHSAddConstant", 2, subi_rhs_add_constant),
    ("arith.subi", "(anonymous namespace)::SubILHSAddConstant", 2, subi_lhs_add_constant),
    ("arith.subi", "(anonymous namespace)::SubIRHSSubConstantRHS", 2, subi_rhs_sub_constant_rhs),
    ("arith.subi", "(anonymous namespace)::SubIRHSSubConstantLHS", 2, subi_rhs_sub_constant_lhs),
    ("arith.subi", "(anonymous namespace)::SubILHSSubConstantRHS", 2, subi_lhs_sub_constant_rhs),
    ("arith.subi", "(anonymous namespace)::SubILHSSubConstantLHS", 2, subi_lhs_sub_constant_lhs),
    ("arith.subi", "(anonymous namespace)::SubISubILHSRHSLHS", 2, subi_subi_lhs_rhs_lhs),
    ("arith.muli", "(anonymous namespace)::MulIMulIConstant", 2, muli_muli_constant),
    ("arith.mulsi_extended", "(anonymous namespace)::MulSIExtendedToMulI", 1, |cx, op, rw| extended_to(cx, op, rw, "arith.muli")),
    ("arith.mulsi_extended", "(anonymous namespace)::MulSIExtendedRHSOne", 1, mulsi_extended_rhs_one),
    ("arith.mului_extended", "(anonymous namespace)::MulUIExtendedToMulI", 1, |cx, op, rw| extended_to(cx, op, rw, "arith.muli")),
    ("arith.xori", "(anonymous namespace)::XOrINotCmpI", 2, xori_not_cmpi),
    ("arith.xori", "(anonymous namespace)::XOrIOfExtUI", 3, |cx, op, rw| op_of_ext(cx, op, rw, "arith.xori", "arith.extui")),
    ("arith.xori", "(anonymous namespace)::XOrIOfExtSI", 3, |cx, op, rw| op_of_ext(cx, op, rw, "arith.xori", "arith.extsi")),
    ("arith.andi", "(anonymous namespace)::AndOfExtUI", 3, |cx, op, rw| op_of_ext(cx, op, rw, "arith.andi", "arith.extui")),
    ("arith.andi", "(anonymous namespace)::AndOfExtSI", 3, |cx, op, rw| op_of_ext(cx, op, rw, "arith.andi", "arith.extsi")),
    ("arith.ori", "(anonymous namespace)::OrOfExtUI", 3, |cx, op, rw| op_of_ext(cx, op, rw, "arith.ori", "arith.extui")),
    ("arith.ori", "(anonymous namespace)::OrOfExtSI", 3, |cx, op, rw| op_of_ext(cx, op, rw, "arith.ori", "arith.extsi")),
    ("arith.mulf", "(anonymous namespace)::MulFOfNegF", 3, |cx, op, rw| of_negf(cx, op, rw, "arith.mulf")),
    ("arith.divf", "(anonymous namespace)::DivFOfNegF", 3, |cx, op, rw| of_negf(cx, op, rw, "arith.divf")),
    ("arith.extsi", "(anonymous namespace)::ExtSIOfExtUI", 2, |cx, op, rw| recast(cx, op, rw, "arith.extui", "arith.extui")),
    ("arith.trunci", "(anonymous namespace)::TruncIExtSIToExtSI", 2, |cx, op, rw| trunci_of_ext(cx, op, rw, "arith.extsi")),
    ("arith.trunci", "(anonymous namespace)::TruncIExtUIToExtUI", 2, |cx, op, rw| trunci_of_ext(cx, op, rw, "arith.extui")),
    ("arith.trunci", "(anonymous namespace)::TruncIShrSIToTrunciShrUI", 2, trunci_shrsi),
    ("arith.truncf", "(anonymous namespace)::TruncFSIToFPToSIToFP", 2, |cx, op, rw| truncf_of_itofp(cx, op, rw, "arith.sitofp")),
    ("arith.truncf", "(anonymous namespace)::TruncFUIToFPToUIToFP", 2, |cx, op, rw| truncf_of_itofp(cx, op, rw, "arith.uitofp")),
    ("arith.index_cast", "(anonymous namespace)::IndexCastOfIndexCast", 2, |cx, op, rw| cast_of_cast(cx, op, rw, "arith.index_cast")),
    ("arith.index_cast", "(anonymous namespace)::IndexCastOfExtSI", 2, |cx, op, rw| recast(cx, op, rw, "arith.extsi", "arith.index_cast")),
    ("arith.index_castui", "(anonymous namespace)::IndexCastUIOfIndexCastUI", 2, |cx, op, rw| cast_of_cast(cx, op, rw, "arith.index_castui")),
    ("arith.index_castui", "(anonymous namespace)::IndexCastUIOfExtUI", 2, |cx, op, rw| recast(cx, op, rw, "arith.extui", "arith.index_castui")),
    ("arith.bitcast", "(anonymous namespace)::BitcastOfBitcast", 2, |cx, op, rw| recast(cx, op, rw, "arith.bitcast", "arith.bitcast")),
    ("arith.cmpi", "(anonymous namespace)::CmpIExtSI", 3, |cx, op, rw| cmpi_of_ext(cx, op, rw, "arith.extsi")),
    ("arith.cmpi", "(anonymous namespace)::CmpIExtUI", 3, |cx, op, rw| cmpi_of_ext(cx, op, rw, "arith.extui")),
    ("arith.cmpf", "CmpFIntToFPConst", 1, cmpf_int_to_fp_const),
    ("arith.select", "(anonymous namespace)::RedundantSelectFalse", 2, |cx, op, rw| redundant_select(cx, op, rw, false)),
    ("arith.select", "(anonymous namespace)::RedundantSelectTrue", 2, |cx, op, rw| redundant_select(cx, op, rw, true)),
    ("arith.select", "(anonymous namespace)::SelectNotCond", 2, select_not_cond),
    ("arith.select", "(anonymous namespace)::SelectI1ToNot", 1, select_i1_to_not),
    ("arith.select", "SelectToExtUI", 1, select_to_extui),
];

/// Adds the patterns rooted at `root`.
fn register(set: &mut PatternSet, root: &str) {
    for &(r, name, benefit, apply) in PATTERNS.iter().filter(|p| p.0 == root) {
        set.add(Pat { root: r, name, benefit, apply });
    }
}

/// Defines each op's `getCanonicalizationPatterns`.
macro_rules! canonicalizers {
    ($($f:ident => $root:literal),* $(,)?) => {
        $(
            #[doc = concat!("`", $root, "`'s canonicalization patterns.")]
            pub(super) fn $f(set: &mut PatternSet) {
                register(set, $root);
            }
        )*
    };
}

canonicalizers! {
    addi => "arith.addi",
    addui_extended => "arith.addui_extended",
    subi => "arith.subi",
    muli => "arith.muli",
    mulsi_extended => "arith.mulsi_extended",
    mului_extended => "arith.mului_extended",
    xori => "arith.xori",
    andi => "arith.andi",
    ori => "arith.ori",
    mulf => "arith.mulf",
    divf => "arith.divf",
    extsi => "arith.extsi",
    trunci => "arith.trunci",
    truncf => "arith.truncf",
    index_cast => "arith.index_cast",
    index_castui => "arith.index_castui",
    bitcast => "arith.bitcast",
    cmpi => "arith.cmpi",
    cmpf => "arith.cmpf",
    select => "arith.select",
}
