//! Dead code and dead block arguments (upstream's `runRegionDCE`): an
//! optimistic liveness analysis (everything dead until proved live, so
//! dead cycles go too), then the erasure of what stayed dead.

use hashbrown::HashSet;

use super::super::rewriter::{post_order, Rewriter};
use crate::ir::{BlockId, Ir, OpId, RegionId, ValueId, ValueOwner};
use crate::registry::interfaces::{would_be_trivially_dead, BranchOpInterface};
use crate::registry::Traits;
use crate::view::{block_ops, op_regions, region_blocks, OpView};
use crate::Context;

/// The operations and block arguments proved live so far (upstream's
/// `LiveMap`); an operation's results are live with it.
#[derive(Default)]
struct LiveMap {
    ops: HashSet<OpId>,
    args: HashSet<ValueId>,
    changed: bool,
}

impl LiveMap {
    fn value_live(&self, ir: &Ir, v: ValueId) -> bool {
        match ir.value_owner(v) {
            Ok(ValueOwner::Result(op, _)) => self.ops.contains(&op),
            _ => self.args.contains(&v),
        }
    }

    fn set_value_live(&mut self, ir: &Ir, v: ValueId) {
        match ir.value_owner(v) {
            Ok(ValueOwner::Result(op, _)) => self.set_op_live(op),
            _ => self.changed |= self.args.insert(v),
        }
    }

    fn set_op_live(&mut self, op: OpId) {
        self.changed |= self.ops.insert(op);
    }
}

/// Whether `op` is a registered terminator (upstream's
/// `hasTrait<IsTerminator>`).
fn is_terminator(cx: &Context, ir: &Ir, op: OpId) -> bool {
    OpView::new(cx, ir, op).and_then(|v| v.def()).is_some_and(|d| d.traits.has(Traits::TERMINATOR))
}

/// The successor block argument operand `index` of `op` is forwarded to,
/// if `op` is a branch (upstream's `getSuccessorBlockArgument`).
fn successor_argument(cx: &Context, ir: &Ir, op: OpId, index: usize) -> Option<ValueId> {
    let v = OpView::new(cx, ir, op)?;
    let branch = v.def()?.interface::<BranchOpInterface>()?;
    for s in 0..v.num_successors() {
        let (start, len) = (branch.successor_operands)(v, s);
        if (start..start + len).contains(&index) {
            return ir.block_arg(v.successor(s)?, index - start).ok();
        }
    }
    None
}

/// Whether a use of a value (operand `index` of `owner`) does not make
/// the value live: a successor operand whose block argument is not live
/// (upstream's `isUseSpeciallyKnownDead`).
fn use_known_dead(cx: &Context, ir: &Ir, live: &LiveMap, owner: OpId, index: usize) -> bool {
    if !is_terminator(cx, ir, owner) {
        return false;
    }
    successor_argument(cx, ir, owner, index).is_some_and(|arg| !live.args.contains(&arg))
}

/// Marks `value` live if a live operation uses it (upstream's
/// `processValue`).
fn process_value(cx: &Context, ir: &Ir, live: &mut LiveMap, value: ValueId) {
    let used = ir.value_uses(value).unwrap_or_default().into_iter().any(|u| {
        let (Ok(owner), Ok(index)) = (ir.operand_owner(u), ir.operand_number(u)) else { return false };
        !use_known_dead(cx, ir, live, owner, index) && live.ops.contains(&owner)
    });
    if used {
        live.set_value_live(ir, value);
    }
}

/// Terminators are live; the successor arguments of one that is not a
/// branch are too.
fn propagate_terminator(cx: &Context, ir: &Ir, live: &mut LiveMap, op: OpId) {
    live.set_op_live(op);
    let Some(v) = OpView::new(cx, ir, op) else { return };
    if v.def().and_then(|d| d.interface::<BranchOpInterface>()).is_some() {
        // Branches here produce no successor operands of their own.
        return;
    }
    for s in 0..v.num_successors() {
        let Some(block) = v.successor(s) else { continue };
        for i in 0..ir.block_num_args(block).unwrap_or(0) {
            if let Ok(arg) = ir.block_arg(block, i) {
                live.set_value_live(ir, arg);
            }
        }
    }
}

fn propagate_op(cx: &Context, ir: &Ir, live: &mut LiveMap, op: OpId) {
    for region in op_regions(ir, op) {
        propagate_region(cx, ir, live, region);
    }
    if is_terminator(cx, ir, op) {
        return propagate_terminator(cx, ir, live, op);
    }
    if live.ops.contains(&op) {
        return;
    }
    if !would_be_trivially_dead(cx, ir, op) {
        return live.set_op_live(op);
    }
    for i in 0..ir.op_num_results(op).unwrap_or(0) {
        if let Ok(r) = ir.op_result(op, i) {
            process_value(cx, ir, live, r);
        }
    }
}

/// One pass over `region`, blocks in post order, operations last to
/// first (uses before definitions), then the arguments of blocks other
/// than the entry block.
fn propagate_region(cx: &Context, ir: &Ir, live: &mut LiveMap, region: RegionId) {
    let Some(entry) = ir.region_first_block(region).ok().flatten() else { return };
    for block in post_order(ir, entry) {
        for op in block_ops(ir, block).into_iter().rev() {
            propagate_op(cx, ir, live, op);
        }
        if block == entry {
            continue;
        }
        for i in 0..ir.block_num_args(block).unwrap_or(0) {
            let Ok(arg) = ir.block_arg(block, i) else { continue };
            if !live.value_live(ir, arg) {
                process_value(cx, ir, live, arg);
            }
        }
    }
}

/// Drops the successor operands of `terminator` whose block arguments
/// are dead (upstream's `eraseTerminatorSuccessorOperands`).
fn erase_dead_successor_operands(rw: &mut Rewriter<'_>, live: &LiveMap, terminator: OpId) {
    let cx = rw.context();
    let n = cx.ir().op_num_successors(terminator).unwrap_or(0);
    for s in (0..n).rev() {
        let kept = {
            let ir = cx.ir();
            let Some(v) = OpView::new(cx, &ir, terminator) else { return };
            let Some(branch) = v.def().and_then(|d| d.interface::<BranchOpInterface>()) else { return };
            let Some(block) = v.successor(s) else { continue };
            let (start, len) = (branch.successor_operands)(v, s);
            let mut dead = false;
            let mut kept = Vec::with_capacity(len);
            for k in 0..len {
                let arg = ir.block_arg(block, k).ok();
                if arg.is_some_and(|a| live.args.contains(&a)) {
                    kept.extend(v.operand(start + k));
                } else {
                    dead = true;
                }
            }
            if !dead {
                continue;
            }
            kept
        };
        let _ = rw.set_successor_operands(terminator, s, &kept);
    }
}

/// Erases what `live` did not prove live; returns whether it erased an
/// operation (erased arguments alone do not count, as upstream).
fn delete_dead(rw: &mut Rewriter<'_>, regions: &[RegionId], live: &LiveMap) -> bool {
    let cx = rw.context();
    let mut erased = false;
    for &region in regions {
        let blocks = region_blocks(&cx.ir(), region);
        let Some(&entry) = blocks.first() else { continue };
        let single = blocks.len() == 1;
        let order = post_order(&cx.ir(), entry);
        for block in order {
            if !single {
                let last = cx.ir().block_last_op(block).ok().flatten();
                if let Some(t) = last {
                    erase_dead_successor_operands(rw, live, t);
                }
            }
            let ops = block_ops(&cx.ir(), block);
            for op in ops.into_iter().rev() {
                if !live.ops.contains(&op) {
                    erased = true;
                    let _ = rw.erase_op(op);
                } else {
                    let nested = op_regions(&cx.ir(), op);
                    erased |= delete_dead(rw, &nested, live);
                }
            }
        }
        let blocks = region_blocks(&cx.ir(), region);
        for &block in blocks.iter().skip(1) {
            erase_dead_arguments(rw, live, block);
        }
    }
    erased
}

/// Erases the arguments of `block` that are not live, last first.
fn erase_dead_arguments(rw: &mut Rewriter<'_>, live: &LiveMap, block: BlockId) {
    let dead: Vec<usize> = {
        let ir = rw.context().ir();
        (0..ir.block_num_args(block).unwrap_or(0))
            .filter(|&i| ir.block_arg(block, i).is_ok_and(|a| !live.args.contains(&a)))
            .collect()
    };
    for i in dead.into_iter().rev() {
        let _ = rw.erase_block_argument(block, i);
    }
}

/// Erases the dead operations and block arguments of `regions` (upstream's
/// `runRegionDCE`); returns whether it erased an operation.
pub fn run_region_dce(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let cx = rw.context();
    let mut live = LiveMap::default();
    loop {
        live.changed = false;
        {
            let ir = cx.ir();
            for &region in regions {
                propagate_region(cx, &ir, &mut live, region);
            }
        }
        if !live.changed {
            break;
        }
    }
    delete_dead(rw, regions, &live)
}
