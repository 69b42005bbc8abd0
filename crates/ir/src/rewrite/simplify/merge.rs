//! Identical blocks merged into one (upstream's `mergeIdenticalBlocks`):
//! blocks with the same successors and the same operations, which may
//! differ only in values defined outside them; those become new
//! arguments of the block kept.

use std::collections::BTreeSet;

use hashbrown::{HashMap, HashSet};
use smallvec::SmallVec;

use super::super::rewriter::Rewriter;
use crate::ir::{BlockId, Ir, OpId, RegionId, ValueId, ValueOwner};
use crate::registry::interfaces::{successor_operand_range, BranchOpInterface};
use crate::view::{block_ops, op_regions, region_blocks, same_op_signature, OpView};
use crate::Context;

/// A block with its operations and the position of the values it defines
/// (upstream's `BlockEquivalenceData`: arguments by number, then results
/// in order).
struct BlockData {
    block: BlockId,
    ops: SmallVec<[OpId; 8]>,
    order: HashMap<OpId, usize>,
}

impl BlockData {
    fn new(ir: &Ir, block: BlockId) -> Self {
        let ops = block_ops(ir, block);
        let mut order = HashMap::new();
        let mut next = ir.block_num_args(block).unwrap_or(0);
        for &op in &ops {
            let n = ir.op_num_results(op).unwrap_or(0);
            if n > 0 {
                order.insert(op, next);
                next += n;
            }
        }
        BlockData { block, ops, order }
    }

    /// The position of `value`, defined in this block.
    fn order_of(&self, ir: &Ir, value: ValueId) -> Option<usize> {
        match ir.value_owner(value).ok()? {
            ValueOwner::Argument(_, i) => Some(i),
            ValueOwner::Result(op, i) => self.order.get(&op).map(|o| o + i),
        }
    }
}

/// The block defining `value`.
fn value_block(ir: &Ir, value: ValueId) -> Option<BlockId> {
    match ir.value_owner(value).ok()? {
        ValueOwner::Argument(b, _) => Some(b),
        ValueOwner::Result(op, _) => ir.op_block(op).ok().flatten(),
    }
}

/// Whether a use of `value` is outside `block` (upstream's
/// `isUsedOutsideOfBlock`).
fn used_outside(ir: &Ir, value: ValueId, block: BlockId) -> bool {
    ir.value_uses(value).unwrap_or_default().into_iter().any(|u| {
        ir.operand_owner(u).ok().and_then(|o| ir.op_block(o).ok().flatten()) != Some(block)
    })
}

/// Upstream's `OperationEquivalence::isEquivalentTo` with
/// `ignoreValueEquivalence` and `IgnoreLocations`, for operations without
/// regions' contents: the same signature and result types, and operand
/// types where the operands differ.
fn same_shape(cx: &Context, ir: &Ir, a: OpId, b: OpId) -> bool {
    let (Some(va), Some(vb)) = (OpView::new(cx, ir, a), OpView::new(cx, ir, b)) else { return false };
    if !same_op_signature(cx, ir, a, b) {
        return false;
    }
    for i in 0..va.num_operands() {
        if va.operand(i) != vb.operand(i) && va.operand_type(i) != vb.operand_type(i) {
            return false;
        }
    }
    va.result_types() == vb.result_types()
}

/// Whether `operand` may be passed to `block` as a successor operand: it
/// is not the result of a terminator of one of the block's predecessors.
fn valid_successor_arg(ir: &Ir, block: BlockId, operand: ValueId) -> bool {
    let Ok(ValueOwner::Result(def, _)) = ir.value_owner(operand) else { return true };
    let Some(parent) = ir.op_block(def).ok().flatten() else { return true };
    if ir.block_last_op(parent).ok().flatten() != Some(def) {
        return true;
    }
    !ir.block_predecessors(block).unwrap_or_default().contains(&Some(parent))
}

/// Blocks to merge into a leader (upstream's `BlockMergeCluster`).
struct Cluster {
    leader: BlockData,
    blocks: Vec<BlockId>,
    /// (operation index, operand index) pairs that become arguments.
    operands: BTreeSet<(usize, usize)>,
}

impl Cluster {
    /// Adds `data`'s block if it is equivalent to the leader.
    fn try_add(&mut self, cx: &Context, ir: &Ir, data: &BlockData) -> bool {
        let (lb, mb) = (self.leader.block, data.block);
        let types = |b: BlockId| -> Vec<_> {
            (0..ir.block_num_args(b).unwrap_or(0)).filter_map(|i| ir.block_arg(b, i).ok().and_then(|a| ir.value_type(a).ok())).collect()
        };
        if types(lb) != types(mb) {
            return false;
        }
        let mut mismatched = Vec::new();
        for (i, (&l, &r)) in self.leader.ops.iter().zip(data.ops.iter()).enumerate() {
            if !same_shape(cx, ir, l, r) {
                return false;
            }
            let n = ir.op_num_operands(l).unwrap_or(0);
            for k in 0..n {
                let (Ok(Some(lv)), Ok(Some(rv))) = (ir.op_operand(l, k), ir.op_operand(r, k)) else { return false };
                if lv == rv {
                    continue;
                }
                if ir.value_type(lv).ok() != ir.value_type(rv).ok() {
                    return false;
                }
                let l_in = value_block(ir, lv) == Some(lb);
                let r_in = value_block(ir, rv) == Some(mb);
                if l_in != r_in {
                    return false;
                }
                if !l_in {
                    if !valid_successor_arg(ir, lb, lv) || !valid_successor_arg(ir, mb, rv) {
                        return false;
                    }
                    mismatched.push((i, k));
                    continue;
                }
                if self.leader.order_of(ir, lv) != data.order_of(ir, rv) {
                    return false;
                }
            }
            let results_outside = |op: OpId, b: BlockId| {
                (0..ir.op_num_results(op).unwrap_or(0)).any(|j| ir.op_result(op, j).is_ok_and(|v| used_outside(ir, v, b)))
            };
            if results_outside(r, mb) || results_outside(l, lb) {
                return false;
            }
        }
        if self.leader.ops.len() != data.ops.len() {
            return false;
        }
        self.operands.extend(mismatched);
        if !self.blocks.contains(&mb) {
            self.blocks.push(mb);
        }
        true
    }

    /// Merges the cluster's blocks into the leader; returns whether it
    /// did.
    fn merge(self, rw: &mut Rewriter<'_>) -> bool {
        if self.blocks.is_empty() {
            return false;
        }
        let cx = rw.context();
        let leader = self.leader.block;
        if !self.operands.is_empty() {
            {
                let ir = cx.ir();
                let branches_only = |b: BlockId| {
                    ir.block_pred_edges(b).unwrap_or_default().into_iter().all(|(op, _)| {
                        OpView::new(cx, &ir, op).and_then(|v| v.def()).is_some_and(|d| d.interface::<BranchOpInterface>().is_some())
                    })
                };
                if !branches_only(leader) || !self.blocks.iter().all(|&b| branches_only(b)) {
                    return false;
                }
            }
            let lists: Vec<SmallVec<[OpId; 8]>> = {
                let ir = cx.ir();
                std::iter::once(self.leader.ops.clone()).chain(self.blocks.iter().map(|&b| block_ops(&ir, b))).collect()
            };
            let old_args = cx.ir().block_num_args(leader).unwrap_or(0);
            let mut new_args: Vec<Vec<ValueId>> = vec![Vec::with_capacity(self.operands.len()); lists.len()];
            for &(i, k) in &self.operands {
                for (c, ops) in lists.iter().enumerate() {
                    let op = ops[i];
                    let Ok(Some(value)) = cx.ir().op_operand(op, k) else { return false };
                    new_args[c].push(value);
                    if c == 0 {
                        let (ty, loc) = {
                            let ir = cx.ir();
                            let (Ok(ty), Ok(loc)) = (ir.value_type(value), ir.value_loc(value)) else { return false };
                            (ty, loc)
                        };
                        let Ok(arg) = rw.add_block_argument(leader, ty, loc) else { return false };
                        let _ = rw.modify_op_in_place(op, |ir| ir.set_op_operand(op, k, Some(arg)));
                    }
                }
            }
            let new_args = prune_redundant_arguments(rw, new_args, old_args, leader);
            for (c, block) in std::iter::once(leader).chain(self.blocks.iter().copied()).enumerate() {
                let edges = cx.ir().block_pred_edges(block).unwrap_or_default();
                for (op, s) in edges {
                    let current: Vec<ValueId> = {
                        let ir = cx.ir();
                        let Some((start, len)) = successor_operand_range(cx, &ir, op, s) else { continue };
                        (start..start + len).filter_map(|i| ir.op_operand(op, i).ok().flatten()).collect()
                    };
                    let mut all = current;
                    all.extend_from_slice(&new_args[c]);
                    let _ = rw.set_successor_operands(op, s, &all);
                }
            }
        }
        for &block in &self.blocks {
            let _ = rw.replace_all_block_uses_with(block, leader);
            let _ = rw.erase_block(block);
        }
        true
    }
}

/// Drops the new arguments that receive the same value as an earlier one
/// from every list (judged by the first list, as upstream's
/// `pruneRedundantArguments`), replacing their uses in `block`; returns
/// the lists without them.
fn prune_redundant_arguments(rw: &mut Rewriter<'_>, lists: Vec<Vec<ValueId>>, old_args: usize, block: BlockId) -> Vec<Vec<ValueId>> {
    let Some(first) = lists.first() else { return lists };
    let n = first.len();
    let mut first_index: HashMap<ValueId, usize> = HashMap::new();
    for (j, &v) in first.iter().enumerate() {
        first_index.entry(v).or_insert(j);
    }
    let mut replacement: Vec<Option<usize>> = vec![None; n];
    for j in 0..n {
        let k = first_index[&first[j]];
        if k == j {
            continue;
        }
        if lists.iter().skip(1).all(|l| l[k] == l[j]) {
            replacement[j] = Some(k);
        }
    }
    let pruned: Vec<Vec<ValueId>> = lists
        .iter()
        .map(|l| l.iter().enumerate().filter(|(j, _)| replacement[*j].is_none()).map(|(_, &v)| v).collect())
        .collect();
    let cx = rw.context();
    let mut erase = Vec::new();
    for (j, r) in replacement.iter().enumerate() {
        let Some(k) = *r else { continue };
        let (old, new) = {
            let ir = cx.ir();
            let (Ok(old), Ok(new)) = (ir.block_arg(block, old_args + j), ir.block_arg(block, old_args + k)) else { continue };
            (old, new)
        };
        let _ = rw.replace_all_uses_with(old, new);
        erase.push(old_args + j);
    }
    for i in erase.into_iter().rev() {
        let _ = rw.erase_block_argument(block, i);
    }
    pruned
}

/// Merges the identical blocks of `region` (not its entry block) that
/// branch to the same successors; returns whether it merged any.
fn merge_in_region(rw: &mut Rewriter<'_>, region: RegionId) -> bool {
    let cx = rw.context();
    let groups: Vec<Vec<BlockId>> = {
        let ir = cx.ir();
        let blocks = region_blocks(&ir, region);
        if blocks.len() < 2 {
            return false;
        }
        let mut groups: Vec<(Vec<Option<BlockId>>, Vec<BlockId>)> = Vec::new();
        for &block in &blocks[1..] {
            let n = ir.block_num_successors(block).unwrap_or(0);
            let succs: Vec<Option<BlockId>> = (0..n).map(|i| ir.block_successor(block, i).ok().flatten()).collect();
            match groups.iter_mut().find(|(s, _)| *s == succs) {
                Some((_, g)) => g.push(block),
                None => groups.push((succs, vec![block])),
            }
        }
        groups.into_iter().map(|(_, g)| g).collect()
    };
    let mut merged = false;
    for group in groups {
        if group.len() == 1 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        {
            let ir = cx.ir();
            for &block in &group {
                let data = BlockData::new(&ir, block);
                let has_region = data.ops.iter().any(|&op| {
                    op_regions(&ir, op).into_iter().any(|r| ir.region_first_block(r).ok().flatten().is_some())
                });
                if has_region {
                    continue;
                }
                let args_outside = (0..ir.block_num_args(block).unwrap_or(0))
                    .any(|i| ir.block_arg(block, i).is_ok_and(|a| used_outside(&ir, a, block)));
                if args_outside {
                    continue;
                }
                if !clusters.iter_mut().any(|c| c.try_add(cx, &ir, &data)) {
                    clusters.push(Cluster { leader: data, blocks: Vec::new(), operands: BTreeSet::new() });
                }
            }
        }
        for cluster in clusters {
            merged |= cluster.merge(rw);
        }
    }
    merged
}

/// Merges identical blocks in `regions` and the regions nested in them
/// (upstream's `mergeIdenticalBlocks`); returns whether it merged any.
pub fn merge_identical_blocks(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let cx = rw.context();
    let mut stack: Vec<RegionId> = Vec::new();
    let mut queued: HashSet<RegionId> = HashSet::new();
    let push = |stack: &mut Vec<RegionId>, queued: &mut HashSet<RegionId>, r: RegionId| {
        if queued.insert(r) {
            stack.push(r);
        }
    };
    for &r in regions {
        push(&mut stack, &mut queued, r);
    }
    let mut changed = false;
    while let Some(region) = stack.pop() {
        queued.remove(&region);
        if merge_in_region(rw, region) {
            push(&mut stack, &mut queued, region);
            changed = true;
        }
        let ir = cx.ir();
        for block in region_blocks(&ir, region) {
            for op in block_ops(&ir, block) {
                for nested in op_regions(&ir, op) {
                    push(&mut stack, &mut queued, nested);
                }
            }
        }
    }
    changed
}
