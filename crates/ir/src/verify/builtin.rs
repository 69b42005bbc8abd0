//! The builtin dialect's operations' own verifiers (`verify()`); their
//! traits and ODS constraints come from their definitions
//! (`dialects/builtin.rs`).

use super::{fail_op, VerifyResult};
use crate::context::Context;
use crate::ir::{Ir, OpId};
use crate::symbol_table::{SYMBOL_ATTR_NAME, VISIBILITY_ATTR_NAME};

/// `ModuleOp::verify` (its traits and ODS invariants come from its
/// definition): attributes must be dialect-prefixed apart from the symbol
/// ones.
pub fn verify_module(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
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

/// `UnrealizedConversionCastOp::verify`: at least one result (`expected
/// at least one result for cast operation`).
pub fn verify_cast(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    if ir.op_num_results(op).map_err(|_| ())? == 0 {
        return fail_op(cx, ir, op, || "expected at least one result for cast operation".into());
    }
    Ok(())
}
