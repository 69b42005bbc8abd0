//! The index dialect's canonicalization patterns (upstream's
//! `canonicalize` methods in `IndexOps.cpp`; they carry no debug name).

use crate::attrs::Location;
use crate::ir::{OpId, OperationState, ValueId, ValueOwner};
use crate::rewrite::fold::constant_value;
use crate::rewrite::{PatternSet, RewritePattern, Rewriter};
use crate::Context;

/// `op(op(v, c1), c2)` becomes `op(v, op(c2, c1))` when the inner
/// `op(c2, c1)` folds (upstream's
/// `canonicalizeAssociativeCommutativeBinaryOp`).
pub(super) struct AssociativeConstants(pub(super) &'static str);

/// Adds the reassociation pattern of `name` (a canonicalizer hook).
pub(super) fn add_associative(patterns: &mut PatternSet, name: &'static str) {
    patterns.add(AssociativeConstants(name));
}

/// The operation defining `v`, if any.
fn defining_op(cx: &Context, v: ValueId) -> Option<OpId> {
    match cx.ir().value_owner(v) {
        Ok(ValueOwner::Result(def, _)) => Some(def),
        _ => None,
    }
}

/// Whether `v` is a constant (`m_Constant`).
fn is_constant(cx: &Context, v: ValueId) -> bool {
    constant_value(cx, &mut cx.ir_mut(), v).is_some()
}

/// The state of a new binary index operation.
fn binary_state(cx: &Context, name: &str, loc: Location, lhs: ValueId, rhs: ValueId) -> OperationState {
    let mut st = OperationState::new(cx.op_name(name.as_bytes()), loc);
    st.operands.extend([lhs, rhs]);
    st.results.push(cx.index_type());
    st
}

/// The operands and location of `op`.
fn operands_and_loc(cx: &Context, op: OpId) -> Option<(ValueId, ValueId, Location)> {
    let ir = cx.ir();
    Some((ir.op_operand(op, 0).ok()??, ir.op_operand(op, 1).ok()??, ir.op_loc(op).ok()?))
}

impl RewritePattern for AssociativeConstants {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let cx = rw.context();
        let Some((lhs, rhs, loc)) = operands_and_loc(cx, op) else { return false };
        if !is_constant(cx, rhs) {
            return rw.notify_match_failure(loc, || "RHS is not a constant".into());
        }
        let inner = defining_op(cx, lhs).filter(|&d| cx.ir().op_name(d).is_ok_and(|n| cx.op_name_str(n) == self.0));
        let Some(inner) = inner else {
            return rw.notify_match_failure(loc, || "LHS is not the same BinaryOp".into());
        };
        let Some((v, inner_rhs, _)) = operands_and_loc(cx, inner) else { return false };
        if !is_constant(cx, inner_rhs) {
            return rw.notify_match_failure(loc, || "RHS of LHS op is not a constant".into());
        }
        let Ok(folded) = rw.create_or_fold(binary_state(cx, self.0, loc, rhs, inner_rhs)) else { return false };
        let Some(&c) = folded.first() else { return false };
        if defining_op(cx, c).is_some_and(|d| cx.ir().op_name(d).is_ok_and(|n| cx.op_name_str(n) == self.0)) {
            return rw.notify_match_failure(loc, || "new BinaryOp was not folded".into());
        }
        replace_with_new(rw, op, binary_state(cx, self.0, loc, v, c))
    }
}

/// Upstream's `replaceOpWithNewOp`.
fn replace_with_new(rw: &mut Rewriter<'_>, op: OpId, st: OperationState) -> bool {
    let Ok(new) = rw.create(st) else { return false };
    rw.replace_op_with_op(op, new).is_ok()
}

/// `cmp(x - y, 0)` becomes `cmp(x, y)` and `cmp(0, x - y)` becomes
/// `cmp(y, x)` (upstream's `CmpOp::canonicalize`).
pub(super) struct CmpOfSubtraction;

/// Whether `v` is an integer constant zero.
fn is_zero(cx: &Context, v: ValueId) -> bool {
    let c = constant_value(cx, &mut cx.ir_mut(), v);
    c.and_then(|a| cx.integer_attr_value(a)).is_some_and(|(v, _)| v.is_zero())
}

impl RewritePattern for CmpOfSubtraction {
    fn root(&self) -> Option<&str> {
        Some("index.cmp")
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let cx = rw.context();
        let Some((lhs, rhs, loc)) = operands_and_loc(cx, op) else { return false };
        let rhs_zero = is_zero(cx, rhs);
        if !rhs_zero && !is_zero(cx, lhs) {
            return rw.notify_match_failure(loc, || "cmp is not comparing something with 0".into());
        }
        let other = if rhs_zero { lhs } else { rhs };
        let sub = defining_op(cx, other).filter(|&d| cx.ir().op_name(d).is_ok_and(|n| cx.op_name_str(n) == "index.sub"));
        let Some((x, y, _)) = sub.and_then(|s| operands_and_loc(cx, s)) else {
            return rw.notify_match_failure(loc, || "non-zero operand is not a result of subtraction".into());
        };
        let Some(pred) = crate::view::OpView::new(cx, &cx.ir(), op).and_then(|v| v.inherent("pred")) else { return false };
        let mut st = OperationState::new(cx.op_name(b"index.cmp"), loc);
        let (a, b) = if rhs_zero { (x, y) } else { (y, x) };
        st.operands.extend([a, b]);
        st.results.push(cx.int(1));
        st.attributes.push(crate::attrs::NamedAttribute { name: cx.identifier("pred"), value: pred });
        replace_with_new(rw, op, st)
    }
}
