//! Folding in the scf dialect: `scf.if`'s fold (a negated condition
//! swaps the branches) and the constant trip count of a loop (upstream's
//! `constantTripCount` with scf's `computeUbMinusLb`), which the loop
//! canonicalizations use.

use crate::context::Context;
use crate::ir::{Ir, OpId, ValueId, ValueOwner};
use crate::registry::Traits;
use crate::rewrite::fold::{FoldResults, Folding};
use crate::types::TypeData;
use crate::view::OpView;

/// The overflow flags of `arith.addi` (`#arith.overflow<nsw>` = 1,
/// `<nuw>` = 2).
const NSW: u64 = 1;
const NUW: u64 = 2;

/// An integer constant as an unsigned bit pattern of `width` bits
/// (at most 64), with whether its type is `index`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Bits {
    pub value: u64,
    pub width: u32,
    pub index: bool,
}

impl Bits {
    fn mask(width: u32) -> u64 {
        if width >= 64 {
            u64::MAX
        } else {
            (1u64 << width) - 1
        }
    }

    fn new(value: u64, width: u32, index: bool) -> Bits {
        Bits { value: value & Bits::mask(width), width, index }
    }

    /// The value read as a signed integer.
    pub fn signed(self) -> i64 {
        if self.width == 0 {
            return 0;
        }
        let shift = 64 - self.width;
        ((self.value << shift) as i64) >> shift
    }

    fn is_negative(self) -> bool {
        self.width > 0 && (self.value >> (self.width - 1)) & 1 == 1
    }
}

/// The integer constant-like operation defining `value` holds, for a type
/// of at most 64 bits (upstream's `m_ConstantInt`, as `getConstantAPIntValue`
/// uses it).
pub(super) fn constant_bits(cx: &Context, ir: &Ir, value: ValueId) -> Option<Bits> {
    let (v, ty) = constant_int_attr(cx, ir, value)?;
    let (width, index) = match cx.try_type_data(ty)? {
        TypeData::Integer { width, .. } => (*width, false),
        TypeData::Index => (64, true),
        _ => return None,
    };
    (width <= 64).then(|| Bits::new(v.low_u64(), width, index))
}

/// The integer attribute of the constant-like operation defining `value`,
/// with its type.
pub(super) fn constant_int_attr<'c>(cx: &'c Context, ir: &Ir, value: ValueId) -> Option<(&'c crate::support::apint::ApInt, crate::types::Type)> {
    let ValueOwner::Result(def, _) = ir.value_owner(value).ok()? else { return None };
    let dv = OpView::new(cx, ir, def)?;
    if !dv.def()?.traits.has(Traits::CONSTANT_LIKE) {
        return None;
    }
    cx.integer_attr_value(dv.attr("value")?)
}

/// A loop bound: an SSA value or a static `index` integer (upstream's
/// `OpFoldResult`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Bound {
    Value(ValueId),
    Static(i64),
}

impl Bound {
    /// The bound's width and whether it is an `index`.
    fn width(self, cx: &Context, ir: &Ir) -> (u32, bool) {
        match self {
            Bound::Static(_) => (64, true),
            Bound::Value(v) => match ir.value_type(v).ok().and_then(|t| cx.try_type_data(t)) {
                Some(TypeData::Integer { width, .. }) => (*width, false),
                _ => (64, true),
            },
        }
    }

    fn constant(self, cx: &Context, ir: &Ir) -> Option<Bits> {
        match self {
            Bound::Static(s) => Some(Bits::new(s as u64, 64, true)),
            Bound::Value(v) => constant_bits(cx, ir, v),
        }
    }
}

/// scf's `computeUbMinusLb`: `ub` is `arith.addi %lb, %c` with the
/// overflow flag the comparison needs (`nsw` signed, `nuw` unsigned).
fn ub_minus_lb(cx: &Context, ir: &Ir, lb: ValueId, ub: ValueId, signed: bool) -> Option<Bits> {
    let ValueOwner::Result(add, _) = ir.value_owner(ub).ok()? else { return None };
    let av = OpView::new(cx, ir, add)?;
    if av.name() != "arith.addi" || av.def().is_none() {
        return None;
    }
    let flags = av.inherent("overflowFlags");
    let has = |f: u64| {
        flags.is_some_and(|a| {
            (0..4u64).filter(|k| k & f != 0).any(|k| a == crate::dialects::arith::overflow_attr(cx, k))
        })
    };
    if !has(if signed { NSW } else { NUW }) {
        return None;
    }
    if av.operand(0) != Some(lb) {
        return None;
    }
    constant_bits(cx, ir, av.operand(1)?)
}

/// The number of iterations of a loop from `lb` to `ub` by `step`
/// (upstream's `constantTripCount` with `computeUbMinusLb`), as a bit
/// pattern of the bounds' width; `None` when it is not known (or the
/// width exceeds 64 bits).
pub(super) fn constant_trip_count(cx: &Context, ir: &Ir, lb: Bound, ub: Bound, step: Bound, signed: bool) -> Option<Bits> {
    let (width, index) = lb.width(cx, ir);
    if (width, index) != ub.width(cx, ir) || width > 64 {
        return None;
    }
    let zero = Bits::new(0, width, index);
    if lb == ub {
        return Some(zero);
    }
    let step_c = step.constant(cx, ir);
    if let Some(s) = step_c {
        if s.value == 0 {
            return Some(s);
        }
        if s.is_negative() {
            return Some(zero);
        }
    }
    let (lb_c, ub_c) = (lb.constant(cx, ir), ub.constant(cx, ir));
    // The difference, and whether it reads as signed.
    let (diff, diff_signed) = match (lb_c, ub_c) {
        (Some(l), Some(u)) => {
            let le = if signed { u.signed() <= l.signed() } else { u.value <= l.value };
            if le {
                return Some(zero);
            }
            (Bits::new(u.value.wrapping_sub(l.value), width, index), signed)
        }
        (Some(_), None) | (None, Some(_)) => return None,
        (None, None) => {
            let (Bound::Value(l), Bound::Value(u)) = (lb, ub) else { return None };
            (ub_minus_lb(cx, ir, l, u, signed)?, true)
        }
    };
    if diff_signed && diff.is_negative() {
        return Some(zero);
    }
    let s = step_c?;
    // A difference read as unsigned divides unsigned.
    let (d, st) = if diff_signed { (diff.signed() as i128, s.signed() as i128) } else { (diff.value as i128, s.value as i128) };
    let mut trip = d / st;
    if d % st != 0 {
        trip += 1;
    }
    Some(Bits::new(trip as u64, diff.width, index))
}

/// `IfOp::fold`: `scf.if (xor %c, true)` with an else branch becomes
/// `scf.if %c` with the branches swapped (in place).
pub(super) fn fold_if(f: &mut Folding<'_>) -> Option<FoldResults> {
    let cx = f.cx;
    let op = f.op;
    let (cond, then_r, else_r) = {
        let v = f.view()?;
        let else_r = v.region(1)?;
        if v.region_blocks(1).is_empty() {
            return None;
        }
        let xor = def_of(f.ir, v.operand(0)?)?;
        let xv = OpView::new(cx, f.ir, xor)?;
        if xv.name() != "arith.xori" || xv.def().is_none() {
            return None;
        }
        let one = constant_bits(cx, f.ir, xv.operand(1)?)?;
        if one.value != 1 {
            return None;
        }
        (xv.operand(0)?, v.region(0)?, else_r)
    };
    let ir = &mut *f.ir;
    ir.set_op_operand(op, 0, Some(cond)).ok()?;
    let tmp = ir.create_region();
    ir.region_take_body(tmp, then_r).ok()?;
    ir.region_take_body(then_r, else_r).ok()?;
    ir.region_take_body(else_r, tmp).ok()?;
    let _ = ir.destroy_region(tmp);
    Folding::in_place()
}

/// The operation defining `v`, if it is a result.
pub(super) fn def_of(ir: &Ir, v: ValueId) -> Option<OpId> {
    match ir.value_owner(v).ok()? {
        ValueOwner::Result(op, _) => Some(op),
        ValueOwner::Argument(..) => None,
    }
}
