//! The walk pattern driver (upstream's `walkAndApplyPatterns`): one
//! post-order walk over the operations nested in an operation, offering
//! each to the patterns once. No folding, no dead-code erasure, no
//! fixpoint: operations created or changed by a rewrite are not visited
//! again (unless the walk reaches them later).
//!
//! The walk follows upstream's iteration exactly: in each region, the
//! entry block and then the blocks its terminators reach (the reachable
//! set is computed when the walk enters the region, and only for regions
//! of more than one block); in each block, the operations in order, each
//! after the regions nested in it; the next operation is taken just
//! before an operation is offered to the patterns, so a pattern may erase
//! (or replace) the operation it matched, and whatever is nested in it.

use hashbrown::HashSet;

use super::listener::Listener;
use super::pattern::FrozenPatternSet;
use super::rewriter::Rewriter;
use crate::ir::{BlockId, Ir, OpId, RegionId};
use crate::view::op_regions;
use crate::Context;

/// Where the walk is in one region (upstream's
/// `RegionReachableOpIterator`).
struct Cursor {
    /// The block being walked (`None`: the region is done).
    block: Option<BlockId>,
    /// The next operation of the block (`None`: the end of the block).
    op: Option<OpId>,
    /// The blocks reachable from the entry block, when the region had more
    /// than one block on entry; blocks after the first are walked only if
    /// they are in it.
    reachable: HashSet<BlockId>,
    /// Whether the regions nested in `op` were walked already.
    visited_regions: bool,
}

impl Cursor {
    fn new(ir: &Ir, region: RegionId) -> Self {
        let block = ir.region_first_block(region).ok().flatten();
        let op = block.and_then(|b| ir.block_first_op(b).ok().flatten());
        let mut reachable = HashSet::new();
        if let Some(entry) = block {
            if ir.block_next(entry).ok().flatten().is_some() {
                reachable_blocks(ir, entry, &mut reachable);
            }
        }
        Cursor { block, op, reachable, visited_regions: false }
    }

    /// Steps to the next operation, or to the next reachable block when
    /// the current one is done.
    fn advance(&mut self, ir: &Ir) {
        self.visited_regions = false;
        let Some(block) = self.block else { return };
        match self.op {
            Some(op) => self.op = ir.op_next(op).ok().flatten(),
            None => {
                let mut next = ir.block_next(block).ok().flatten();
                while let Some(b) = next {
                    if self.reachable.contains(&b) {
                        break;
                    }
                    next = ir.block_next(b).ok().flatten();
                }
                self.block = next;
                self.op = next.and_then(|b| ir.block_first_op(b).ok().flatten());
            }
        }
    }
}

/// Adds `entry` and the blocks its terminators reach (transitively) to
/// `out`.
fn reachable_blocks(ir: &Ir, entry: BlockId, out: &mut HashSet<BlockId>) {
    out.insert(entry);
    let mut work = vec![entry];
    while let Some(b) = work.pop() {
        let n = ir.block_num_successors(b).unwrap_or(0);
        for i in 0..n {
            if let Ok(Some(s)) = ir.block_successor(b, i) {
                if out.insert(s) {
                    work.push(s);
                }
            }
        }
    }
}

/// Applies `patterns` to the operations nested in `op` (not to `op`
/// itself) in one post-order walk, the highest-benefit matching pattern
/// once per operation, reporting changes to `listener` if given.
pub fn walk_and_apply_patterns(cx: &Context, op: OpId, patterns: &FrozenPatternSet, mut listener: Option<&mut dyn Listener>) {
    let regions = op_regions(&cx.ir(), op);
    let mut work: Vec<Cursor> = Vec::new();
    for region in regions {
        work.push(Cursor::new(&cx.ir(), region));
        while let Some(top) = work.len().checked_sub(1) {
            let visit = {
                let ir = cx.ir();
                let it = &mut work[top];
                if it.block.is_none() {
                    work.pop();
                    continue;
                }
                let Some(current) = it.op else {
                    it.advance(&ir);
                    continue;
                };
                // A stale cursor (its next operation erased by a pattern,
                // which upstream does not allow) ends the block.
                if ir.op_name(current).is_err() {
                    it.op = None;
                    continue;
                }
                if !it.visited_regions {
                    it.visited_regions = true;
                    let nested: Vec<Cursor> = op_regions(&ir, current)
                        .into_iter()
                        .rev()
                        .filter(|&r| ir.region_first_block(r).ok().flatten().is_some())
                        .map(|r| Cursor::new(&ir, r))
                        .collect();
                    if !nested.is_empty() {
                        work.extend(nested);
                        continue;
                    }
                }
                it.advance(&ir);
                current
            };
            let l: Option<&mut dyn Listener> = match listener {
                Some(ref mut l) => Some(&mut **l),
                None => None,
            };
            apply_once(cx, visit, patterns, l);
        }
    }
}

/// Offers `op` to the patterns that may match it, highest benefit first,
/// until one succeeds (upstream's `PatternApplicator::matchAndRewrite`);
/// returns whether one did.
pub(crate) fn apply_once(cx: &Context, op: OpId, patterns: &FrozenPatternSet, listener: Option<&mut dyn Listener>) -> bool {
    let Ok(name) = cx.ir().op_name(op) else { return false };
    if !patterns.has_patterns_for(name) {
        return false;
    }
    let mut rw = match listener {
        Some(l) => Rewriter::with_listener(cx, l),
        None => Rewriter::new(cx),
    };
    for pattern in patterns.for_op(name) {
        if rw.set_insertion_point_before(op).is_err() {
            rw.clear_insertion_point();
        }
        if pattern.match_and_rewrite(op, &mut rw) {
            return true;
        }
    }
    false
}
