//! What a rewriter tells its listener (upstream's
//! `OpBuilder::Listener` and `RewriterBase::Listener`).

use crate::ir::{BlockId, Ir, OpId, RegionId, ValueId};
use crate::Location;

/// Where a rewriter inserts: before an operation of a block, or at the
/// end of the block (`before == None`); nowhere if `block` is `None`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct InsertPoint {
    /// The block, if the point is set.
    pub block: Option<BlockId>,
    /// The operation to insert before (`None`: the end of the block).
    pub before: Option<OpId>,
}

impl InsertPoint {
    /// Before `op` in `block`.
    pub fn before(block: BlockId, op: OpId) -> Self {
        InsertPoint { block: Some(block), before: Some(op) }
    }

    /// At the end of `block`.
    pub fn end(block: BlockId) -> Self {
        InsertPoint { block: Some(block), before: None }
    }

    /// Whether the point is set.
    pub fn is_set(&self) -> bool {
        self.block.is_some()
    }
}

/// Receives the changes a [`Rewriter`](super::Rewriter) makes. Each method
/// sees the IR as it is at that moment: an erased operation or block is
/// reported before it goes, everything else after it happened.
#[allow(unused_variables)]
pub trait Listener {
    /// `op` was inserted; `previous` is where it was before if it moved
    /// (upstream's `notifyOperationInserted`).
    fn op_inserted(&mut self, ir: &Ir, op: OpId, previous: Option<InsertPoint>) {}

    /// `block` was inserted into a region; `previous` is the region and the
    /// block it stood before if it moved from another place
    /// (`notifyBlockInserted`).
    fn block_inserted(&mut self, ir: &Ir, block: BlockId, previous: Option<(RegionId, Option<BlockId>)>) {}

    /// `op` was changed in place (`notifyOperationModified`).
    fn op_modified(&mut self, ir: &Ir, op: OpId) {}

    /// The results of `op` are about to be replaced by `with`
    /// (`notifyOperationReplaced`).
    fn op_replaced(&mut self, ir: &Ir, op: OpId, with: &[ValueId]) {}

    /// `op` is about to be erased; the operations nested in it were
    /// reported first (`notifyOperationErased`).
    fn op_erased(&mut self, ir: &Ir, op: OpId) {}

    /// `block` is about to be erased; its operations were reported first
    /// (`notifyBlockErased`).
    fn block_erased(&mut self, ir: &Ir, block: BlockId) {}

    /// A pattern reported why it did not match (`notifyMatchFailure`).
    fn match_failure(&mut self, loc: Location, reason: &str) {}
}
