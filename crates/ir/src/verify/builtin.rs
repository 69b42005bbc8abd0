//! Verifiers of the builtin dialect's operations: each runs upstream's
//! `verifyInvariants` for the operation, i.e. its traits' verifiers in the
//! order ODS lists them, its ODS constraints, then its custom `verify()`.
//! Their region invariants (`IsIsolatedFromAbove`, `SymbolTable` for the
//! module) come from the traits they declare (see
//! [`traits::verify_region_traits`]).

use super::{fail_op, symbols, traits, VerifyResult};
use crate::attrs::AttrData;
use crate::context::Context;
use crate::ir::{Ir, OpId};
use crate::symbol_table::{SYMBOL_ATTR_NAME, VISIBILITY_ATTR_NAME};

/// `builtin.module`'s verifier. Traits in ODS order: `OneRegion`,
/// `ZeroResults`, `ZeroSuccessors`, `ZeroOperands`, `NoRegionArguments`,
/// `NoTerminator`, `SingleBlock`, then the ODS invariants (string
/// `sym_name` / `sym_visibility`, a body region with one block), then the
/// optional `Symbol` interface, then `ModuleOp::verify` (attributes must be
/// dialect-prefixed apart from the symbol ones).
pub fn verify_module(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    traits::one_region(cx, ir, op)?;
    traits::zero_results(cx, ir, op)?;
    traits::zero_successors(cx, ir, op)?;
    traits::zero_operands(cx, ir, op)?;
    traits::no_region_arguments(cx, ir, op)?;
    traits::single_block(cx, ir, op, true)?;
    // ODS invariants.
    for name in [SYMBOL_ATTR_NAME, VISIBILITY_ATTR_NAME] {
        let attr = ir.op_inherent_attr(cx, op, name.as_bytes()).map_err(|_| ())?.flatten();
        if attr.is_some_and(|a| !matches!(cx.try_attr_data(a), Some(AttrData::String { .. }))) {
            return fail_op(cx, ir, op, || format!("attribute '{name}' failed to satisfy constraint: string attribute"));
        }
    }
    let body = ir.op_region(op, 0).map_err(|_| ())?;
    let first = ir.region_first_block(body).map_err(|_| ())?;
    let one_block = match first {
        Some(b) => ir.block_next(b).map_err(|_| ())?.is_none(),
        None => false,
    };
    if !one_block {
        return fail_op(cx, ir, op, || "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks".into());
    }
    // The `Symbol` interface: the module's symbol is optional.
    symbols::verify_symbol_interface(cx, ir, op, true, false)?;
    // `ModuleOp::verify`.
    for na in ir.op_attrs(cx, op).map_err(|_| ())? {
        let name = cx.bytes_of(na.name);
        if !name.contains(&b'.') && name != SYMBOL_ATTR_NAME.as_bytes() && name != VISIBILITY_ATTR_NAME.as_bytes() {
            return fail_op(cx, ir, op, || {
                format!(
                    "can only contain attributes with dialect-prefixed names, found: '{}'",
                    String::from_utf8_lossy(name)
                )
            });
        }
    }
    // Upstream also reports a second data layout specification attribute;
    // no attribute defined here is a data layout specification.
    Ok(())
}

/// `builtin.unrealized_conversion_cast`'s verifier: `ZeroRegions`,
/// `ZeroSuccessors`, (operands and results of any type), then at least one
/// result (`expected at least one result for cast operation`).
pub fn verify_cast(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    traits::zero_regions(cx, ir, op)?;
    traits::zero_successors(cx, ir, op)?;
    if ir.op_num_results(op).map_err(|_| ())? == 0 {
        return fail_op(cx, ir, op, || "expected at least one result for cast operation".into());
    }
    Ok(())
}
