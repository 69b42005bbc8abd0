//! Verifiers of the builtin dialect's operations.

use crate::context::Context;
use crate::ir::{Ir, OpId};

/// `builtin.module`'s verifier.
pub fn verify_module(_cx: &Context, _ir: &Ir, _op: OpId) -> Result<(), ()> {
    Ok(())
}

/// `builtin.unrealized_conversion_cast`'s verifier.
pub fn verify_cast(_cx: &Context, _ir: &Ir, _op: OpId) -> Result<(), ()> {
    Ok(())
}
