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
    match ir.with(|ir| ir.op_idx(op).ok()) {
        Some(i) => walk_idx(ir, i, op, order, callback),
        None => WalkResult::Advance,
    }
}

/// The walk over arena indices. Every index kept across a callback is
/// re-checked against its generation afterwards, so a callback that erases
/// operations (or blocks) ends the traversal of what it erased instead of
/// following a reused slot; the re-check is skipped when the callback
/// freed no operation ([`crate::support::arena::Arena::frees`] unchanged). Operations without
/// regions are visited inline.
fn walk_idx<A: IrAccess + ?Sized>(
    ir: &A,
    i: u32,
    id: OpId,
    order: WalkOrder,
    callback: &mut dyn FnMut(OpId) -> WalkResult,
) -> WalkResult {
    use crate::support::arena::NONE;
    if order == WalkOrder::PreOrder {
        match callback(id) {
            WalkResult::Skip => return WalkResult::Advance,
            WalkResult::Interrupt => return WalkResult::Interrupt,
            WalkResult::Advance => {}
        }
    }
    let gen = id.0.generation();
    let regions = ir.with(|ir| ir.ops.get_checked(i, gen).map_or(Run::EMPTY, |d| d.regions));
    for r in regions.indices() {
        let mut block =
            ir.with(|ir| if ir.regions.is_live(r) { ir.regions.get(r).first_block } else { NONE });
        while block != NONE {
            let (bgen, mut cur) = ir.with(|ir| (ir.blocks.gen(block), ir.blocks.get(block).first_op));
            while cur != NONE {
                // Read the next operation (and its generation) first: the
                // callback may erase `cur`.
                let (cur_id, leaf, next, next_gen, frees) = ir.with(|ir| {
                    let (g, d) = ir.ops.gen_and_get(cur).expect("linked operation");
                    let next = d.next;
                    let ng = if next == NONE { 0 } else { ir.ops.gen(next) };
                    (ir.op_id_with_gen(cur, g), d.regions.len == 0, next, ng, ir.ops.frees())
                });
                let r = if leaf {
                    match callback(cur_id) {
                        WalkResult::Interrupt => WalkResult::Interrupt,
                        _ => WalkResult::Advance,
                    }
                } else {
                    crate::support::stack::deep(|| walk_idx(ir, cur, cur_id, order, callback))
                };
                if r == WalkResult::Interrupt {
                    return WalkResult::Interrupt;
                }
                cur = if next != NONE && ir.with(|ir| ir.ops.frees() == frees || ir.ops.check(next, next_gen)) {
                    next
                } else {
                    NONE
                };
            }
            block = ir.with(|ir| {
                if ir.blocks.check(block, bgen) {
                    ir.blocks.get(block).next
                } else {
                    NONE
                }
            });
        }
    }
    if order == WalkOrder::PostOrder {
        return match callback(id) {
            WalkResult::Interrupt => WalkResult::Interrupt,
            _ => WalkResult::Advance,
        };
    }
    WalkResult::Advance
}
