//! Operation walks (pre- and post-order, with skip and interrupt), as
//! upstream's `Operation::walk`.
//!
//! The walker never holds a borrow of the IR across a callback: it reaches
//! the IR through an [`IrAccess`] for each step, so a callback may read or
//! mutate the IR (for example erase the operation it was given in a
//! post-order walk, as upstream allows).

use super::*;

/// Order of a walk.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum WalkOrder {
    /// Visit an operation before the operations nested in it.
    PreOrder,
    /// Visit an operation after the operations nested in it.
    PostOrder,
}

/// What a walk callback asks for next.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum WalkResult {
    /// Continue.
    Advance,
    /// Stop the whole walk.
    Interrupt,
    /// (Pre-order) do not visit the operations nested in this one.
    Skip,
}

/// Short-lived access to the IR for one step of a traversal.
pub trait IrAccess {
    /// Runs `f` with the IR.
    fn with<R>(&self, f: impl FnOnce(&Ir) -> R) -> R;
}

impl IrAccess for Ir {
    fn with<R>(&self, f: impl FnOnce(&Ir) -> R) -> R {
        f(self)
    }
}

/// Walks `op` and everything nested in it. Returns [`WalkResult::Interrupt`]
/// if a callback interrupted the walk, [`WalkResult::Advance`] otherwise.
pub fn walk<A: IrAccess + ?Sized>(
    ir: &A,
    op: OpId,
    order: WalkOrder,
    callback: &mut dyn FnMut(OpId) -> WalkResult,
) -> WalkResult {
    if order == WalkOrder::PreOrder {
        match callback(op) {
            WalkResult::Skip => return WalkResult::Advance,
            WalkResult::Interrupt => return WalkResult::Interrupt,
            WalkResult::Advance => {}
        }
    }
    let num_regions = ir.with(|ir| ir.op_num_regions(op).unwrap_or(0));
    for ri in 0..num_regions {
        let Some(region) = ir.with(|ir| ir.op_region(op, ri).ok()) else { break };
        let mut block = ir.with(|ir| ir.region_first_block(region).ok().flatten());
        while let Some(b) = block {
            let mut cur = ir.with(|ir| ir.block_first_op(b).ok().flatten());
            while let Some(o) = cur {
                // Take the next operation first: the callback may erase `o`.
                cur = ir.with(|ir| ir.op_next(o).ok().flatten());
                if walk(ir, o, order, callback) == WalkResult::Interrupt {
                    return WalkResult::Interrupt;
                }
                if let Some(n) = cur {
                    if !ir.with(|ir| ir.is_live_op(n)) {
                        break;
                    }
                }
            }
            block = ir.with(|ir| ir.block_next(b).ok().flatten());
        }
    }
    if order == WalkOrder::PostOrder {
        return match callback(op) {
            WalkResult::Interrupt => WalkResult::Interrupt,
            _ => WalkResult::Advance,
        };
    }
    WalkResult::Advance
}
