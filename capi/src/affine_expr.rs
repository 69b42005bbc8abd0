//! `mlir-c/AffineExpr.h`: affine expressions.
//!
//! `MlirAffineExpr`, `MlirAffineMap` and `MlirIntegerSet` carry a checked
//! handle word like the IR.h handles (see `handles.rs`); the helpers here
//! and in the sibling modules resolve them (`Call::affine_expr`,
//! `Call::affine_map`, `Call::integer_set`) for every C module that takes
//! them.
//!
//! `mlirAffineExprCompose` takes `struct MlirAffineMap` before AffineMap.h
//! defines it, so its prototype is written by hand in
//! `capi/cbindgen/AffineExpr.post.h`.

use std::ffi::c_void;

use oxmlir_ir::affine::{AffineBinaryOp, AffineExpr, AffineExprData};
use oxmlir_ir::print::{Out, Printer};
use oxmlir_ir::support::handle::UniquedKind;
use oxmlir_ir::Context;

use crate::affine_map::MlirAffineMap;
use crate::handles::{entry, string_sink, CResult, Call, Fail};
use crate::ir::{wrap, MlirContext};
use crate::output::{stderr_sink, write_text, Target, NULL_AFFINE_EXPR};
use crate::support::c_int_types::*;
use crate::support::MlirStringCallback;

/// Opaque handle to a uniqued affine expression.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirAffineExpr {
    pub ptr: *const c_void,
}

const _: () = assert!(std::mem::size_of::<MlirAffineExpr>() == std::mem::size_of::<*const c_void>());

impl MlirAffineExpr {
    /// The null handle.
    pub(crate) const NULL: MlirAffineExpr = MlirAffineExpr { ptr: std::ptr::null() };
}

impl From<AffineExpr> for MlirAffineExpr {
    fn from(e: AffineExpr) -> Self {
        MlirAffineExpr { ptr: e.bits() as usize as *const c_void }
    }
}

/// Resolves the handle word of a uniqued affine object to its live context.
pub(crate) fn uniqued_context<'a>(c: &mut Call, bits: u64, ukind: UniquedKind, kind: &'static str) -> CResult<&'a Context> {
    c.uniqued(bits, ukind, kind)?.ok_or(Fail::Null(kind))
}

impl Call {
    /// Resolves a non-null `MlirAffineExpr`.
    pub(crate) fn affine_expr<'a>(&mut self, h: MlirAffineExpr) -> CResult<(&'a Context, AffineExpr)> {
        let bits = h.ptr as usize as u64;
        let cx = uniqued_context(self, bits, UniquedKind::AffineExpr, "MlirAffineExpr")?;
        let e = AffineExpr::from_bits(bits).ok_or(Fail::Null("MlirAffineExpr"))?;
        cx.try_affine_expr_data(e).ok_or(Fail::Dangling("MlirAffineExpr"))?;
        Ok((cx, e))
    }

    /// Resolves a list of expressions that must belong to `cx`.
    pub(crate) fn affine_exprs_in(&mut self, cx: &Context, hs: &[MlirAffineExpr]) -> CResult<Vec<AffineExpr>> {
        hs.iter()
            .map(|&h| {
                let (ecx, e) = self.affine_expr(h)?;
                self.same_context(cx, ecx)?;
                Ok(e)
            })
            .collect()
    }
}

/// Prints with a standalone printer to a C callback, or to stderr followed
/// by a newline.
pub(crate) fn print_to(cx: &Context, to: Target, body: impl FnOnce(&mut Printer<'_, '_>)) {
    match to {
        Target::Callback(cb, user_data) => {
            let mut sink = string_sink(cb, user_data);
            body(&mut Printer::standalone(cx, Out::sink(&mut sink)));
        }
        Target::Dump => {
            let mut sink = stderr_sink();
            let mut p = Printer::standalone(cx, Out::sink(&mut sink));
            body(&mut p);
            p.out.byte(b'\n');
        }
    }
}

/// Gets the context that owns the affine expression.
#[no_mangle]
pub extern "C" fn mlirAffineExprGetContext(affineExpr: MlirAffineExpr) -> MlirContext {
    entry!(MlirContext::NULL, |c| { Ok(wrap::context(c.affine_expr(affineExpr)?.0)) })
}

/// Returns `true` if the two affine expressions are equal.
#[no_mangle]
pub extern "C" fn mlirAffineExprEqual(lhs: MlirAffineExpr, rhs: MlirAffineExpr) -> bool {
    lhs.ptr == rhs.ptr
}

/// Prints an affine expression by sending chunks of the string representation
/// and forwarding `userData to `callback`. Note that the callback may be called
/// several times with consecutive chunks of the string.
#[no_mangle]
pub extern "C" fn mlirAffineExprPrint(affineExpr: MlirAffineExpr, callback: MlirStringCallback, userData: *mut c_void) {
    print_expr(affineExpr, Target::Callback(callback, userData))
}

/// Prints the affine expression to the standard error stream.
#[no_mangle]
pub extern "C" fn mlirAffineExprDump(affineExpr: MlirAffineExpr) {
    print_expr(affineExpr, Target::Dump)
}

fn print_expr(expr: MlirAffineExpr, to: Target) {
    entry!((), |c| {
        if expr.ptr.is_null() {
            write_text(NULL_AFFINE_EXPR, to);
            return Ok(());
        }
        let (cx, e) = c.affine_expr(expr)?;
        print_to(cx, to, |p| p.print_affine_expr(e));
        Ok(())
    })
}

/// Checks whether the given affine expression is made out of only symbols and
/// constants.
#[no_mangle]
pub extern "C" fn mlirAffineExprIsSymbolicOrConstant(affineExpr: MlirAffineExpr) -> bool {
    entry!(false, |c| {
        let (cx, e) = c.affine_expr(affineExpr)?;
        Ok(cx.is_symbolic_or_constant(e))
    })
}

/// Checks whether the given affine expression is a pure affine expression, i.e.
/// mul, floordiv, ceildic, and mod is only allowed w.r.t constants.
#[no_mangle]
pub extern "C" fn mlirAffineExprIsPureAffine(affineExpr: MlirAffineExpr) -> bool {
    entry!(false, |c| {
        let (cx, e) = c.affine_expr(affineExpr)?;
        Ok(cx.is_pure_affine(e))
    })
}

/// Returns the greatest known integral divisor of this affine expression. The
/// result is always positive.
#[no_mangle]
pub extern "C" fn mlirAffineExprGetLargestKnownDivisor(affineExpr: MlirAffineExpr) -> i64 {
    entry!(0, |c| {
        let (cx, e) = c.affine_expr(affineExpr)?;
        Ok(cx.largest_known_divisor(e))
    })
}

/// Checks whether the given affine expression is a multiple of 'factor'.
#[no_mangle]
pub extern "C" fn mlirAffineExprIsMultipleOf(affineExpr: MlirAffineExpr, factor: i64) -> bool {
    entry!(false, |c| {
        let (cx, e) = c.affine_expr(affineExpr)?;
        if factor == 0 && !matches!(cx.affine_expr_data(e), AffineExprData::Dim(_) | AffineExprData::Symbol(_)) {
            return Err(Fail::Misuse("division by zero: the factor must not be 0".into()));
        }
        Ok(cx.is_multiple_of(e, factor))
    })
}

/// Checks whether the given affine expression involves AffineDimExpr
/// 'position'.
#[no_mangle]
pub extern "C" fn mlirAffineExprIsFunctionOfDim(affineExpr: MlirAffineExpr, position: intptr_t) -> bool {
    entry!(false, |c| {
        let (cx, e) = c.affine_expr(affineExpr)?;
        Ok(cx.is_function_of_dim(e, position as u32))
    })
}

/// Composes the given map with the given expression.
///
/// cbindgen:ignore
#[no_mangle]
pub extern "C" fn mlirAffineExprCompose(affineExpr: MlirAffineExpr, affineMap: MlirAffineMap) -> MlirAffineExpr {
    entry!(MlirAffineExpr::NULL, |c| {
        let (cx, e) = c.affine_expr(affineExpr)?;
        let (mcx, m) = c.affine_map(affineMap)?;
        c.same_context(cx, mcx)?;
        Ok(cx.compose_affine_expr(e, m).into())
    })
}

/// Replace dims[offset ... numDims)
/// by dims[offset + shift ... shift + numDims).
#[no_mangle]
pub extern "C" fn mlirAffineExprShiftDims(
    affineExpr: MlirAffineExpr,
    numDims: u32,
    shift: u32,
    offset: u32,
) -> MlirAffineExpr {
    entry!(MlirAffineExpr::NULL, |c| {
        let (cx, e) = c.affine_expr(affineExpr)?;
        Ok(cx.shift_dims(e, numDims, shift, offset).into())
    })
}

/// Replace symbols[offset ... numSymbols)
/// by symbols[offset + shift ... shift + numSymbols).
#[no_mangle]
pub extern "C" fn mlirAffineExprShiftSymbols(
    affineExpr: MlirAffineExpr,
    numSymbols: u32,
    shift: u32,
    offset: u32,
) -> MlirAffineExpr {
    entry!(MlirAffineExpr::NULL, |c| {
        let (cx, e) = c.affine_expr(affineExpr)?;
        Ok(cx.shift_symbols(e, numSymbols, shift, offset).into())
    })
}

/// Simplify an affine expression by flattening and some amount of simple
/// analysis. This has complexity linear in the number of nodes in 'expr'.
/// Returns the simplified expression, which is the same as the input expression
/// if it can't be simplified. When `expr` is semi-affine, a simplified
/// semi-affine expression is constructed in the sorted order of dimension and
/// symbol positions.
#[no_mangle]
pub extern "C" fn mlirSimplifyAffineExpr(expr: MlirAffineExpr, numDims: u32, numSymbols: u32) -> MlirAffineExpr {
    entry!(MlirAffineExpr::NULL, |c| {
        let (cx, e) = c.affine_expr(expr)?;
        match cx.simplify_affine_expr(e, numDims, numSymbols) {
            Ok(s) => Ok(s.into()),
            Err(err) => Err(Fail::Misuse(err.to_string())),
        }
    })
}

//===----------------------------------------------------------------------===//
// Affine Dimension Expression.
//===----------------------------------------------------------------------===//

/// Checks whether the given affine expression is a dimension expression.
#[no_mangle]
pub extern "C" fn mlirAffineExprIsADim(affineExpr: MlirAffineExpr) -> bool {
    entry!(false, |c| {
        let (cx, e) = c.affine_expr(affineExpr)?;
        Ok(matches!(cx.affine_expr_data(e), AffineExprData::Dim(_)))
    })
}

/// Creates an affine dimension expression with 'position' in the context.
#[no_mangle]
pub extern "C" fn mlirAffineDimExprGet(ctx: MlirContext, position: intptr_t) -> MlirAffineExpr {
    entry!(MlirAffineExpr::NULL, |c| { Ok(c.context(ctx)?.affine_dim_expr(position as u32).into()) })
}

/// Returns the position of the given affine dimension expression.
#[no_mangle]
pub extern "C" fn mlirAffineDimExprGetPosition(affineExpr: MlirAffineExpr) -> intptr_t {
    entry!(0, |c| {
        let (cx, e) = c.affine_expr(affineExpr)?;
        match cx.affine_expr_data(e) {
            AffineExprData::Dim(p) => Ok(p as intptr_t),
            _ => Err(Fail::Misuse("the expression is not a dimension expression".into())),
        }
    })
}

//===----------------------------------------------------------------------===//
// Affine Symbol Expression.
//===----------------------------------------------------------------------===//

/// Checks whether the given affine expression is a symbol expression.
#[no_mangle]
pub extern "C" fn mlirAffineExprIsASymbol(affineExpr: MlirAffineExpr) -> bool {
    entry!(false, |c| {
        let (cx, e) = c.affine_expr(affineExpr)?;
        Ok(matches!(cx.affine_expr_data(e), AffineExprData::Symbol(_)))
    })
}

/// Creates an affine symbol expression with 'position' in the context.
#[no_mangle]
pub extern "C" fn mlirAffineSymbolExprGet(ctx: MlirContext, position: intptr_t) -> MlirAffineExpr {
    entry!(MlirAffineExpr::NULL, |c| { Ok(c.context(ctx)?.affine_symbol_expr(position as u32).into()) })
}

/// Returns the position of the given affine symbol expression.
#[no_mangle]
pub extern "C" fn mlirAffineSymbolExprGetPosition(affineExpr: MlirAffineExpr) -> intptr_t {
    entry!(0, |c| {
        let (cx, e) = c.affine_expr(affineExpr)?;
        match cx.affine_expr_data(e) {
            AffineExprData::Symbol(p) => Ok(p as intptr_t),
            _ => Err(Fail::Misuse("the expression is not a symbol expression".into())),
        }
    })
}

//===----------------------------------------------------------------------===//
// Affine Constant Expression.
//===----------------------------------------------------------------------===//

/// Checks whether the given affine expression is a constant expression.
#[no_mangle]
pub extern "C" fn mlirAffineExprIsAConstant(affineExpr: MlirAffineExpr) -> bool {
    entry!(false, |c| {
        let (cx, e) = c.affine_expr(affineExpr)?;
        Ok(matches!(cx.affine_expr_data(e), AffineExprData::Constant(_)))
    })
}

/// Creates an affine constant expression with 'constant' in the context.
#[no_mangle]
pub extern "C" fn mlirAffineConstantExprGet(ctx: MlirContext, constant: i64) -> MlirAffineExpr {
    entry!(MlirAffineExpr::NULL, |c| { Ok(c.context(ctx)?.affine_constant_expr(constant).into()) })
}

/// Returns the value of the given affine constant expression.
#[no_mangle]
pub extern "C" fn mlirAffineConstantExprGetValue(affineExpr: MlirAffineExpr) -> i64 {
    entry!(0, |c| {
        let (cx, e) = c.affine_expr(affineExpr)?;
        match cx.affine_expr_data(e) {
            AffineExprData::Constant(v) => Ok(v),
            _ => Err(Fail::Misuse("the expression is not a constant expression".into())),
        }
    })
}

/// Whether the expression is a binary expression with operator `op`.
fn is_binary(c: &mut Call, h: MlirAffineExpr, op: AffineBinaryOp) -> CResult<bool> {
    let (cx, e) = c.affine_expr(h)?;
    Ok(matches!(cx.affine_expr_data(e), AffineExprData::Binary { op: o, .. } if o == op))
}

/// Builds `lhs <op> rhs` (both of one context) with simplification.
fn binary(c: &mut Call, lhs: MlirAffineExpr, rhs: MlirAffineExpr, op: AffineBinaryOp) -> CResult<MlirAffineExpr> {
    let (cx, l) = c.affine_expr(lhs)?;
    let (rcx, r) = c.affine_expr(rhs)?;
    c.same_context(cx, rcx)?;
    Ok(cx.affine_binary_expr(op, l, r).into())
}

//===----------------------------------------------------------------------===//
// Affine Add Expression.
//===----------------------------------------------------------------------===//

/// Checks whether the given affine expression is an add expression.
#[no_mangle]
pub extern "C" fn mlirAffineExprIsAAdd(affineExpr: MlirAffineExpr) -> bool {
    entry!(false, |c| { is_binary(c, affineExpr, AffineBinaryOp::Add) })
}

/// Creates an affine add expression with 'lhs' and 'rhs'.
#[no_mangle]
pub extern "C" fn mlirAffineAddExprGet(lhs: MlirAffineExpr, rhs: MlirAffineExpr) -> MlirAffineExpr {
    entry!(MlirAffineExpr::NULL, |c| { binary(c, lhs, rhs, AffineBinaryOp::Add) })
}

//===----------------------------------------------------------------------===//
// Affine Mul Expression.
//===----------------------------------------------------------------------===//

/// Checks whether the given affine expression is an mul expression.
#[no_mangle]
pub extern "C" fn mlirAffineExprIsAMul(affineExpr: MlirAffineExpr) -> bool {
    entry!(false, |c| { is_binary(c, affineExpr, AffineBinaryOp::Mul) })
}

/// Creates an affine mul expression with 'lhs' and 'rhs'.
#[no_mangle]
pub extern "C" fn mlirAffineMulExprGet(lhs: MlirAffineExpr, rhs: MlirAffineExpr) -> MlirAffineExpr {
    entry!(MlirAffineExpr::NULL, |c| { binary(c, lhs, rhs, AffineBinaryOp::Mul) })
}

//===----------------------------------------------------------------------===//
// Affine Mod Expression.
//===----------------------------------------------------------------------===//

/// Checks whether the given affine expression is an mod expression.
#[no_mangle]
pub extern "C" fn mlirAffineExprIsAMod(affineExpr: MlirAffineExpr) -> bool {
    entry!(false, |c| { is_binary(c, affineExpr, AffineBinaryOp::Mod) })
}

/// Creates an affine mod expression with 'lhs' and 'rhs'.
#[no_mangle]
pub extern "C" fn mlirAffineModExprGet(lhs: MlirAffineExpr, rhs: MlirAffineExpr) -> MlirAffineExpr {
    entry!(MlirAffineExpr::NULL, |c| { binary(c, lhs, rhs, AffineBinaryOp::Mod) })
}

//===----------------------------------------------------------------------===//
// Affine FloorDiv Expression.
//===----------------------------------------------------------------------===//

/// Checks whether the given affine expression is an floordiv expression.
#[no_mangle]
pub extern "C" fn mlirAffineExprIsAFloorDiv(affineExpr: MlirAffineExpr) -> bool {
    entry!(false, |c| { is_binary(c, affineExpr, AffineBinaryOp::FloorDiv) })
}

/// Creates an affine floordiv expression with 'lhs' and 'rhs'.
#[no_mangle]
pub extern "C" fn mlirAffineFloorDivExprGet(lhs: MlirAffineExpr, rhs: MlirAffineExpr) -> MlirAffineExpr {
    entry!(MlirAffineExpr::NULL, |c| { binary(c, lhs, rhs, AffineBinaryOp::FloorDiv) })
}

//===----------------------------------------------------------------------===//
// Affine CeilDiv Expression.
//===----------------------------------------------------------------------===//

/// Checks whether the given affine expression is an ceildiv expression.
#[no_mangle]
pub extern "C" fn mlirAffineExprIsACeilDiv(affineExpr: MlirAffineExpr) -> bool {
    entry!(false, |c| { is_binary(c, affineExpr, AffineBinaryOp::CeilDiv) })
}

/// Creates an affine ceildiv expression with 'lhs' and 'rhs'.
#[no_mangle]
pub extern "C" fn mlirAffineCeilDivExprGet(lhs: MlirAffineExpr, rhs: MlirAffineExpr) -> MlirAffineExpr {
    entry!(MlirAffineExpr::NULL, |c| { binary(c, lhs, rhs, AffineBinaryOp::CeilDiv) })
}

//===----------------------------------------------------------------------===//
// Affine Binary Operation Expression.
//===----------------------------------------------------------------------===//

/// Checks whether the given affine expression is binary.
#[no_mangle]
pub extern "C" fn mlirAffineExprIsABinary(affineExpr: MlirAffineExpr) -> bool {
    entry!(false, |c| {
        let (cx, e) = c.affine_expr(affineExpr)?;
        Ok(matches!(cx.affine_expr_data(e), AffineExprData::Binary { .. }))
    })
}

/// Returns the left hand side affine expression of the given affine binary
/// operation expression.
#[no_mangle]
pub extern "C" fn mlirAffineBinaryOpExprGetLHS(affineExpr: MlirAffineExpr) -> MlirAffineExpr {
    entry!(MlirAffineExpr::NULL, |c| {
        let (cx, e) = c.affine_expr(affineExpr)?;
        match cx.affine_expr_data(e) {
            AffineExprData::Binary { lhs, .. } => Ok(lhs.into()),
            _ => Err(Fail::Misuse("the expression is not a binary expression".into())),
        }
    })
}

/// Returns the right hand side affine expression of the given affine binary
/// operation expression.
#[no_mangle]
pub extern "C" fn mlirAffineBinaryOpExprGetRHS(affineExpr: MlirAffineExpr) -> MlirAffineExpr {
    entry!(MlirAffineExpr::NULL, |c| {
        let (cx, e) = c.affine_expr(affineExpr)?;
        match cx.affine_expr_data(e) {
            AffineExprData::Binary { rhs, .. } => Ok(rhs.into()),
            _ => Err(Fail::Misuse("the expression is not a binary expression".into())),
        }
    })
}
