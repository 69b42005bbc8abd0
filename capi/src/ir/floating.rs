//! C-side handling of regions and blocks created without a context (see
//! `oxmlir_ir::ir::floating`): queries answered from the pending state, and
//! binding to a context when a pending object meets one.

use oxmlir_ir::ir::floating::{self, FloatKind, Floating};
use oxmlir_ir::support::handle::Handle;
use oxmlir_ir::{BlockId, Context, RegionId};

use super::{MlirBlock, MlirRegion};
use crate::handles::{ir_mut, CResult};

/// The pending floating region a handle names, if it is one.
pub(crate) fn pending_region(r: MlirRegion) -> Option<Handle> {
    let h = Handle::from_bits(r.bits())?;
    (floating::is_floating(h) && floating::resolve(h) == Floating::Pending(FloatKind::Region)).then_some(h)
}

/// The pending floating block a handle names, if it is one.
pub(crate) fn pending_block(b: MlirBlock) -> Option<Handle> {
    let h = Handle::from_bits(b.bits())?;
    (floating::is_floating(h) && floating::resolve(h) == Floating::Pending(FloatKind::Block)).then_some(h)
}

/// Binds a pending region to `cx` (no effect on other regions).
pub(crate) fn bind_region(cx: &Context, r: MlirRegion) -> CResult<()> {
    if let Some(h) = pending_region(r) {
        ir_mut(cx).bind_floating_region(RegionId::from_bits(h.bits()).expect("non-null"))?;
    }
    Ok(())
}

/// Binds a pending block to `cx` (no effect on other blocks).
pub(crate) fn bind_block(cx: &Context, b: MlirBlock) -> CResult<()> {
    if let Some(h) = pending_block(b) {
        ir_mut(cx).bind_floating_block(BlockId::from_bits(h.bits()).expect("non-null"))?;
    }
    Ok(())
}
