//! Region simplification (upstream's `RegionUtils`): unreachable blocks,
//! dead code and dead block arguments, identical blocks.

mod dce;
mod merge;

use hashbrown::HashSet;

pub use dce::run_region_dce;
pub use merge::merge_identical_blocks;

use super::rewriter::{post_order, Rewriter};
use crate::ir::{BlockId, RegionId, ValueId};
use crate::registry::interfaces::successor_operand_range;
use crate::view::{block_ops, op_regions, region_blocks};

/// Erases the blocks of `regions` (and of the regions nested in them)
/// that their region's entry block does not reach; returns whether it
/// erased any.
pub fn erase_unreachable_blocks(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let cx = rw.context();
    let mut erased = false;
    let mut work: Vec<RegionId> = regions.to_vec();
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

/// Drops the arguments of `block` that every predecessor passes the same
/// value (upstream's `dropRedundantArguments` for one block), using the
/// value instead; returns whether it dropped any.
fn drop_block_redundant_arguments(rw: &mut Rewriter<'_>, block: BlockId) -> bool {
    let cx = rw.context();
    let (edges, args) = {
        let ir = cx.ir();
        let edges = ir.block_pred_edges(block).unwrap_or_default();
        let args: Vec<ValueId> = (0..ir.block_num_args(block).unwrap_or(0)).filter_map(|i| ir.block_arg(block, i).ok()).collect();
        (edges, args)
    };
    let mut erase = Vec::new();
    for (i, &arg) in args.iter().enumerate() {
        let common = {
            let ir = cx.ir();
            let mut common: Option<ValueId> = None;
            let mut same = true;
            for &(op, s) in &edges {
                let Some((start, len)) = successor_operand_range(cx, &ir, op, s) else {
                    same = false;
                    break;
                };
                let passed = if i < len { ir.op_operand(op, start + i).ok().flatten() } else { None };
                match common {
                    None => common = passed,
                    Some(c) if passed != Some(c) => {
                        same = false;
                        break;
                    }
                    Some(_) => {}
                }
            }
            common.filter(|_| same)
        };
        if let Some(value) = common {
            erase.push(i);
            let _ = rw.replace_all_uses_with(arg, value);
        }
    }
    for &i in erase.iter().rev() {
        let _ = rw.erase_block_argument(block, i);
        for &(op, s) in &edges {
            let kept: Vec<ValueId> = {
                let ir = cx.ir();
                let Some((start, len)) = successor_operand_range(cx, &ir, op, s) else { continue };
                (0..len).filter(|&k| k != i).filter_map(|k| ir.op_operand(op, start + k).ok().flatten()).collect()
            };
            let _ = rw.set_successor_operands(op, s, &kept);
        }
    }
    !erase.is_empty()
}

/// Drops the block arguments of `regions` (and the regions nested in
/// them) that receive the same value from every predecessor (upstream's
/// `dropRedundantArguments`); returns whether it dropped any.
pub fn drop_redundant_arguments(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let cx = rw.context();
    let mut stack: Vec<RegionId> = Vec::new();
    let mut queued: HashSet<RegionId> = HashSet::new();
    for &r in regions {
        if queued.insert(r) {
            stack.push(r);
        }
    }
    let mut changed = false;
    while let Some(region) = stack.pop() {
        queued.remove(&region);
        let blocks = region_blocks(&cx.ir(), region);
        for block in blocks {
            changed |= drop_block_redundant_arguments(rw, block);
            let ir = cx.ir();
            for op in block_ops(&ir, block) {
                for nested in op_regions(&ir, op) {
                    if queued.insert(nested) {
                        stack.push(nested);
                    }
                }
            }
        }
    }
    changed
}

/// Simplifies `regions` (upstream's `simplifyRegions`): erases unreachable
/// blocks, dead operations and dead block arguments, and with
/// `merge_blocks` merges identical blocks and drops redundant block
/// arguments; returns whether anything changed.
pub fn simplify_regions(rw: &mut Rewriter<'_>, regions: &[RegionId], merge_blocks: bool) -> bool {
    let erased_blocks = erase_unreachable_blocks(rw, regions);
    let erased_ops = run_region_dce(rw, regions);
    let mut merged = false;
    let mut dropped = false;
    if merge_blocks {
        merged = merge_identical_blocks(rw, regions);
        dropped = drop_redundant_arguments(rw, regions);
    }
    erased_blocks || erased_ops || merged || dropped
}
