//! The rewriter (upstream's `RewriterBase` with `OpBuilder`'s insertion
//! point): every change it makes is reported to its listener.

use smallvec::SmallVec;

use super::listener::{InsertPoint, Listener};
use crate::ir::{misuse_error, BlockId, CloneMap, Ir, IrResult, OpId, OperationState, RegionId, ValueId, ValueOwner};
use crate::view::{block_ops, op_regions, region_blocks};
use crate::{Context, Location, Type};

/// Makes IR changes at an insertion point and reports them to a listener.
///
/// Each call takes the context's IR for its duration only, so the code
/// between calls (a pattern) may read the IR through `Context::ir` or the
/// C API.
pub struct Rewriter<'a> {
    cx: &'a Context,
    ip: InsertPoint,
    listener: Option<&'a mut (dyn Listener + 'a)>,
}

impl<'a> Rewriter<'a> {
    /// A rewriter without a listener (upstream's `IRRewriter`) and without
    /// an insertion point.
    pub fn new(cx: &'a Context) -> Self {
        Rewriter { cx, ip: InsertPoint::default(), listener: None }
    }

    /// A rewriter reporting to `listener`.
    pub fn with_listener(cx: &'a Context, listener: &'a mut (dyn Listener + 'a)) -> Self {
        Rewriter { cx, ip: InsertPoint::default(), listener: Some(listener) }
    }

    /// The context.
    pub fn context(&self) -> &'a Context {
        self.cx
    }

    /// Runs `f` with the IR and the listener.
    fn edit<R>(&mut self, f: impl FnOnce(&mut Ir, Option<&mut (dyn Listener + 'a)>) -> R) -> R {
        let mut ir = self.cx.ir_mut();
        f(&mut ir, self.listener.as_deref_mut())
    }

    // -- insertion point -------------------------------------------------------

    /// The insertion point.
    pub fn insertion_point(&self) -> InsertPoint {
        self.ip
    }

    /// Sets the insertion point.
    pub fn set_insertion_point(&mut self, ip: InsertPoint) {
        self.ip = ip;
    }

    /// Unsets the insertion point.
    pub fn clear_insertion_point(&mut self) {
        self.ip = InsertPoint::default();
    }

    /// Inserts before `op` from now on.
    pub fn set_insertion_point_before(&mut self, op: OpId) -> IrResult<()> {
        let block = self.cx.ir().op_block(op)?.ok_or_else(|| misuse_error("the operation is not in a block"))?;
        self.ip = InsertPoint::before(block, op);
        Ok(())
    }

    /// Inserts after `op` from now on.
    pub fn set_insertion_point_after(&mut self, op: OpId) -> IrResult<()> {
        let ir = self.cx.ir();
        let block = ir.op_block(op)?.ok_or_else(|| misuse_error("the operation is not in a block"))?;
        self.ip = InsertPoint { block: Some(block), before: ir.op_next(op)? };
        Ok(())
    }

    /// Inserts right after the definition of `value` from now on (at the
    /// start of its block for a block argument).
    pub fn set_insertion_point_after_value(&mut self, value: ValueId) -> IrResult<()> {
        let owner = self.cx.ir().value_owner(value)?;
        match owner {
            ValueOwner::Result(op, _) => self.set_insertion_point_after(op),
            ValueOwner::Argument(block, _) => self.set_insertion_point_to_start(block),
        }
    }

    /// Inserts at the start of `block` from now on.
    pub fn set_insertion_point_to_start(&mut self, block: BlockId) -> IrResult<()> {
        let first = self.cx.ir().block_first_op(block)?;
        self.ip = InsertPoint { block: Some(block), before: first };
        Ok(())
    }

    /// Inserts at the end of `block` from now on.
    pub fn set_insertion_point_to_end(&mut self, block: BlockId) -> IrResult<()> {
        self.cx.ir().block_num_args(block)?;
        self.ip = InsertPoint::end(block);
        Ok(())
    }

    /// The block of the insertion point.
    pub fn insertion_block(&self) -> Option<BlockId> {
        self.ip.block
    }

    // -- creation --------------------------------------------------------------

    /// Inserts the detached operation `op` at the insertion point.
    pub fn insert(&mut self, op: OpId) -> IrResult<OpId> {
        let ip = self.ip;
        let Some(block) = ip.block else { return Err(misuse_error("the rewriter has no insertion point")) };
        self.edit(|ir, l| {
            ir.insert_op_before(block, ip.before, op)?;
            if let Some(l) = l {
                l.op_inserted(ir, op, None);
            }
            Ok(op)
        })
    }

    /// Creates an operation and inserts it at the insertion point.
    pub fn create(&mut self, state: OperationState) -> IrResult<OpId> {
        if self.ip.block.is_none() {
            return Err(misuse_error("the rewriter has no insertion point"));
        }
        let op = self.cx.ir_mut().create_op(self.cx, state)?;
        match self.insert(op) {
            Ok(op) => Ok(op),
            Err(e) => {
                let _ = self.cx.ir_mut().erase_op(op);
                Err(e)
            }
        }
    }

    /// Creates an operation at the insertion point and folds it (upstream's
    /// `OpBuilder::createOrFold`): if it folds to values, those are
    /// returned and the operation is erased without being reported, the
    /// constants its dialect materializes for attribute results being
    /// inserted (and reported) instead; otherwise the operation stays, is
    /// reported as inserted, and its results are returned.
    pub fn create_or_fold(&mut self, state: OperationState) -> IrResult<SmallVec<[ValueId; 2]>> {
        let ip = self.ip;
        let Some(block) = ip.block else { return Err(misuse_error("the rewriter has no insertion point")) };
        let cx = self.cx;
        let op = {
            let mut ir = cx.ir_mut();
            let op = ir.create_op(cx, state)?;
            if let Err(e) = ir.insert_op_before(block, ip.before, op) {
                let _ = ir.erase_op(op);
                return Err(e);
            }
            op
        };
        if let Some((values, constants)) = self.try_fold_new(op) {
            cx.ir_mut().erase_op(op)?;
            for c in constants {
                self.insert(c)?;
            }
            return Ok(values);
        }
        self.edit(|ir, l| {
            if let Some(l) = l {
                l.op_inserted(ir, op, None);
            }
        });
        op_results(&cx.ir(), op)
    }

    /// Upstream's `OpBuilder::tryFold` for [`Rewriter::create_or_fold`]:
    /// the values `op` folds to and the (detached) constants made for them,
    /// or `None` (nothing made is left behind).
    fn try_fold_new(&mut self, op: OpId) -> Option<NewFold> {
        let cx = self.cx;
        let mut ir = cx.ir_mut();
        if super::fold::constant_of_op(cx, &mut ir, op).is_some() {
            return None;
        }
        let n = ir.op_num_operands(op).ok()?;
        let operands: SmallVec<[_; 4]> = (0..n)
            .map(|i| ir.op_operand(op, i).ok().flatten().and_then(|v| super::fold::constant_value(cx, &mut ir, v)))
            .collect();
        let results = super::fold::fold_op(cx, &mut ir, op, &operands)?;
        if results.is_empty() {
            return None;
        }
        let types: SmallVec<[Type; 2]> = op_results(&ir, op).ok()?.iter().filter_map(|&r| ir.value_type(r).ok()).collect();
        let materialize = super::fold::materializer_of(cx, &ir, op);
        let loc = ir.op_loc(op).ok()?;
        let mut values = SmallVec::new();
        let mut constants: SmallVec<[OpId; 2]> = SmallVec::new();
        for (r, &t) in results.iter().zip(&types) {
            let made = match *r {
                crate::registry::OpFoldResult::Value(v) => Some(v),
                crate::registry::OpFoldResult::Attr(a) => materialize
                    .and_then(|m| m(cx, a, t, loc))
                    .and_then(|st| ir.create_op(cx, st).ok())
                    .and_then(|c| {
                        constants.push(c);
                        ir.op_result(c, 0).ok()
                    }),
            };
            match made {
                Some(v) => values.push(v),
                None => {
                    for c in constants {
                        let _ = ir.erase_op(c);
                    }
                    return None;
                }
            }
        }
        Some((values, constants))
    }

    /// Creates a block with these arguments in `region` before `before`
    /// (at the end if `None`) and moves the insertion point to its end.
    pub fn create_block(&mut self, region: RegionId, before: Option<BlockId>, args: &[(Type, Location)]) -> IrResult<BlockId> {
        let block = self.edit(|ir, l| {
            let block = ir.create_block(args)?;
            if let Err(e) = ir.region_insert_block_before(region, before, block) {
                let _ = ir.destroy_block(block);
                return Err(e);
            }
            if let Some(l) = l {
                l.block_inserted(ir, block, None);
            }
            Ok(block)
        })?;
        self.ip = InsertPoint::end(block);
        Ok(block)
    }

    /// Creates a block before `before` in its region (upstream's
    /// `createBlock(Block *insertBefore, ...)`).
    pub fn create_block_before(&mut self, before: BlockId, args: &[(Type, Location)]) -> IrResult<BlockId> {
        let region = self.cx.ir().block_parent_region(before)?.ok_or_else(|| misuse_error("the block is not in a region"))?;
        self.create_block(region, Some(before), args)
    }

    /// Reports `op` and everything nested in it as inserted.
    fn notify_tree_inserted(ir: &Ir, l: &mut dyn Listener, op: OpId) {
        l.op_inserted(ir, op, None);
        for region in op_regions(ir, op) {
            for block in region_blocks(ir, region) {
                Self::notify_block_tree_inserted(ir, l, block);
            }
        }
    }

    fn notify_block_tree_inserted(ir: &Ir, l: &mut dyn Listener, block: BlockId) {
        l.block_inserted(ir, block, None);
        for op in block_ops(ir, block) {
            Self::notify_nested_ops(ir, l, op);
        }
    }

    fn notify_nested_ops(ir: &Ir, l: &mut dyn Listener, op: OpId) {
        l.op_inserted(ir, op, None);
        for region in op_regions(ir, op) {
            for block in region_blocks(ir, region) {
                for nested in block_ops(ir, block) {
                    Self::notify_nested_ops(ir, l, nested);
                }
            }
        }
    }

    /// Inserts a deep copy of `op` at the insertion point.
    pub fn clone(&mut self, op: OpId) -> IrResult<OpId> {
        self.insert_copy(|ir| ir.clone_op(op), true)
    }

    /// Inserts a deep copy of `op` at the insertion point, its operands
    /// going through `map`, which receives its results.
    pub fn clone_mapped(&mut self, op: OpId, map: &mut CloneMap) -> IrResult<OpId> {
        self.insert_copy(|ir| ir.clone_op_mapped(op, map), true)
    }

    /// Inserts a copy of `op` with empty regions at the insertion point.
    pub fn clone_without_regions(&mut self, op: OpId) -> IrResult<OpId> {
        self.insert_copy(|ir| ir.clone_op_without_regions(op), false)
    }

    /// Inserts the copy `copy` makes at the insertion point, reporting it
    /// (and, if `nested`, what its regions hold) as inserted.
    fn insert_copy(&mut self, copy: impl FnOnce(&mut Ir) -> IrResult<OpId>, nested: bool) -> IrResult<OpId> {
        let Some(block) = self.ip.block else { return Err(misuse_error("the rewriter has no insertion point")) };
        let before = self.ip.before;
        self.edit(|ir, l| {
            let new = copy(ir)?;
            if let Err(e) = ir.insert_op_before(block, before, new) {
                let _ = ir.erase_op(new);
                return Err(e);
            }
            match l {
                Some(l) if nested => Self::notify_tree_inserted(ir, l, new),
                Some(l) => l.op_inserted(ir, new, None),
                None => {}
            }
            Ok(new)
        })
    }

    /// Copies the blocks of `region` before `before` (into its region).
    pub fn clone_region_before(&mut self, region: RegionId, before: BlockId) -> IrResult<()> {
        self.edit(|ir, l| {
            let dst = ir.block_parent_region(before)?.ok_or_else(|| misuse_error("the block is not in a region"))?;
            let blocks = ir.clone_region_before(region, dst, Some(before))?;
            if let Some(l) = l {
                for b in blocks {
                    Self::notify_block_tree_inserted(ir, l, b);
                }
            }
            Ok(())
        })
    }

    /// Copies the blocks of `region` into `dst` before `before` (at the end
    /// if `None`) through `map` (arguments it maps are not copied).
    pub fn clone_region_into_mapped(
        &mut self,
        region: RegionId,
        dst: RegionId,
        before: Option<BlockId>,
        map: &mut CloneMap,
    ) -> IrResult<()> {
        self.edit(|ir, l| {
            let blocks = ir.clone_region_before_mapped(region, dst, before, map)?;
            if let Some(l) = l {
                for b in blocks {
                    Self::notify_block_tree_inserted(ir, l, b);
                }
            }
            Ok(())
        })
    }

    /// Moves the blocks of `region` before `before` (into its region).
    pub fn inline_region_before(&mut self, region: RegionId, before: BlockId) -> IrResult<()> {
        let dst = self.cx.ir().block_parent_region(before)?.ok_or_else(|| misuse_error("the block is not in a region"))?;
        self.inline_region_into(region, dst, Some(before))
    }

    /// Moves the blocks of `region` into `dst` before `before` (at the end
    /// if `None`).
    pub fn inline_region_into(&mut self, region: RegionId, dst: RegionId, before: Option<BlockId>) -> IrResult<()> {
        if region == dst {
            return Err(misuse_error("cannot inline a region into itself"));
        }
        let blocks = region_blocks(&self.cx.ir(), region);
        for b in blocks {
            self.move_block_into(b, dst, before)?;
        }
        Ok(())
    }

    // -- replacement and erasure -----------------------------------------------

    /// Replaces the results of `op` with `values` and erases it.
    pub fn replace_op(&mut self, op: OpId, values: &[ValueId]) -> IrResult<()> {
        let n = self.cx.ir().op_num_results(op)?;
        if n != values.len() {
            return Err(misuse_error(format!("incorrect number of values to replace an operation with {n} results: {}", values.len())));
        }
        self.replace_all_op_uses_with(op, values)?;
        self.erase_op(op)
    }

    /// Replaces the results of `op` with those of `new` and erases it.
    pub fn replace_op_with_op(&mut self, op: OpId, new: OpId) -> IrResult<()> {
        let values = op_results(&self.cx.ir(), new)?;
        self.replace_op(op, &values)
    }

    /// Replaces all uses of the results of `op` with `values`, reporting
    /// the replacement and every user as modified.
    pub fn replace_all_op_uses_with(&mut self, op: OpId, values: &[ValueId]) -> IrResult<()> {
        let results = {
            let ir = self.cx.ir();
            let results = op_results(&ir, op)?;
            if results.len() != values.len() {
                return Err(misuse_error("the number of replacement values does not match the number of results"));
            }
            for &v in values {
                ir.value_type(v)?;
            }
            results
        };
        self.edit(|ir, l| {
            if let Some(l) = l {
                l.op_replaced(ir, op, values);
            }
        });
        for (&r, &v) in results.iter().zip(values) {
            self.replace_all_uses_with(r, v)?;
        }
        Ok(())
    }

    /// Replaces the uses of `from` for which `keep` says yes (given the
    /// user) with `to`, each user reported as modified.
    pub fn replace_uses_with_if(&mut self, from: ValueId, to: ValueId, mut filter: impl FnMut(&Ir, OpId) -> bool) -> IrResult<()> {
        self.edit(|ir, mut l| {
            ir.value_type(to)?;
            for u in ir.value_uses(from)? {
                let owner = ir.operand_owner(u)?;
                if !filter(ir, owner) {
                    continue;
                }
                let n = ir.operand_number(u)?;
                ir.set_op_operand(owner, n, Some(to))?;
                if let Some(l) = l.as_deref_mut() {
                    l.op_modified(ir, owner);
                }
            }
            Ok(())
        })
    }

    /// Replaces every use of `from` with `to`.
    pub fn replace_all_uses_with(&mut self, from: ValueId, to: ValueId) -> IrResult<()> {
        self.replace_uses_with_if(from, to, |_, _| true)
    }

    /// Replaces every use of each `from` value with the matching `to`.
    pub fn replace_all_value_range_uses_with(&mut self, from: &[ValueId], to: &[ValueId]) -> IrResult<()> {
        if from.len() != to.len() {
            return Err(misuse_error("the value ranges have different lengths"));
        }
        for (&f, &t) in from.iter().zip(to) {
            self.replace_all_uses_with(f, t)?;
        }
        Ok(())
    }

    /// Replaces every use of `from` with `to` except those by `except`.
    pub fn replace_all_uses_except(&mut self, from: ValueId, to: ValueId, except: OpId) -> IrResult<()> {
        self.replace_uses_with_if(from, to, |_, user| user != except)
    }

    /// Replaces the uses of the results of `op` by operations nested in
    /// the operation holding `block` (anywhere in its regions, as
    /// upstream's `replaceOpUsesWithinBlock`, which tests
    /// `block->getParentOp()->isProperAncestor(user)`) with `values`.
    pub fn replace_op_uses_within_block(&mut self, op: OpId, values: &[ValueId], block: BlockId) -> IrResult<()> {
        let (results, parent) = {
            let ir = self.cx.ir();
            let results = op_results(&ir, op)?;
            if results.len() != values.len() {
                return Err(misuse_error("the number of replacement values does not match the number of results"));
            }
            let parent = ir.block_parent_op(block)?.ok_or_else(|| misuse_error("the block is not in an operation"))?;
            (results, parent)
        };
        for (&r, &v) in results.iter().zip(values) {
            self.replace_uses_with_if(r, v, |ir, user| is_proper_ancestor(ir, parent, user))?;
        }
        Ok(())
    }

    /// Erases `op` and everything nested in it, reporting nested
    /// operations and blocks first (successor blocks before their
    /// predecessors, operations last to first), as upstream's `eraseOp`.
    pub fn erase_op(&mut self, op: OpId) -> IrResult<()> {
        self.edit(|ir, l| {
            ir.op_name(op)?;
            match l {
                None => ir.erase_op(op),
                Some(l) => {
                    erase_tree(ir, l, op);
                    Ok(())
                }
            }
        })
    }

    /// Erases `block`, its operations first (last to first).
    pub fn erase_block(&mut self, block: BlockId) -> IrResult<()> {
        self.edit(|ir, l| {
            ir.block_num_args(block)?;
            match l {
                None => {
                    ir.detach_block(block)?;
                    ir.destroy_block(block)
                }
                Some(l) => {
                    erase_block_tree(ir, l, block);
                    Ok(())
                }
            }
        })
    }

    // -- moving ----------------------------------------------------------------

    /// Moves the operations of `source` before `before` (in its block),
    /// replacing the arguments of `source` with `args`, and erases
    /// `source` if it is in a region.
    pub fn inline_block_before(&mut self, source: BlockId, before: OpId, args: &[ValueId]) -> IrResult<()> {
        let block = self.cx.ir().op_block(before)?.ok_or_else(|| misuse_error("the operation is not in a block"))?;
        self.inline_block_at(source, block, Some(before), args)
    }

    /// Moves the operations of `source` to the end of `dest` (upstream's
    /// `mergeBlocks`).
    pub fn merge_blocks(&mut self, source: BlockId, dest: BlockId, args: &[ValueId]) -> IrResult<()> {
        self.inline_block_at(source, dest, None, args)
    }

    fn inline_block_at(&mut self, source: BlockId, dest: BlockId, before: Option<OpId>, args: &[ValueId]) -> IrResult<()> {
        let params = {
            let ir = self.cx.ir();
            if source == dest {
                return Err(misuse_error("cannot inline a block into itself"));
            }
            let n = ir.block_num_args(source)?;
            if n != args.len() {
                return Err(misuse_error(format!("incorrect number of argument values: the block has {n} arguments, {} given", args.len())));
            }
            ir.block_num_args(dest)?;
            if let Some(b) = before {
                if ir.op_block(b)? != Some(dest) {
                    return Err(misuse_error("the operation to insert before is not in the destination block"));
                }
            }
            let mut parent = ir.block_parent_op(dest)?;
            while let Some(p) = parent {
                if ir.op_block(p)? == Some(source) {
                    return Err(misuse_error("cannot inline a block into an operation nested in it"));
                }
                parent = ir.op_block(p)?.map(|b| ir.block_parent_op(b)).transpose()?.flatten();
            }
            (0..n).map(|i| ir.block_arg(source, i)).collect::<IrResult<SmallVec<[ValueId; 4]>>>()?
        };
        for (&p, &a) in params.iter().zip(args) {
            self.replace_all_uses_with(p, a)?;
        }
        let ops = block_ops(&self.cx.ir(), source);
        for op in ops {
            self.move_op_to(op, dest, before)?;
        }
        if self.cx.ir().block_parent_region(source)?.is_some() {
            self.erase_block(source)?;
        }
        Ok(())
    }

    fn move_op_to(&mut self, op: OpId, block: BlockId, before: Option<OpId>) -> IrResult<()> {
        self.edit(|ir, l| {
            let previous = ir.op_block(op)?.map(|b| ir.op_next(op).map(|n| InsertPoint { block: Some(b), before: n })).transpose()?;
            ir.remove_op_from_parent(op)?;
            if let Err(e) = ir.insert_op_before(block, before, op) {
                if let Some(p) = previous {
                    let _ = ir.insert_op_before(p.block.unwrap_or(block), p.before, op);
                }
                return Err(e);
            }
            if let Some(l) = l {
                l.op_inserted(ir, op, previous);
            }
            Ok(())
        })
    }

    /// Moves `op` into `block` before `before` (at the end if `None`).
    pub fn move_op_into(&mut self, op: OpId, block: BlockId, before: Option<OpId>) -> IrResult<()> {
        if before == Some(op) {
            return Ok(());
        }
        self.move_op_to(op, block, before)
    }

    /// Splits `block` before `before`: the operations from `before` on
    /// move (last first) into a new block right after `block`, which is
    /// returned (upstream's `splitBlock` with a listener). The insertion
    /// point is left unchanged.
    pub fn split_block(&mut self, block: BlockId, before: Option<OpId>) -> IrResult<BlockId> {
        let (region, next) = {
            let ir = self.cx.ir();
            let region = ir.block_parent_region(block)?.ok_or_else(|| misuse_error("the block is not in a region"))?;
            (region, ir.block_next(block)?)
        };
        let ip = self.ip;
        let new = self.create_block(region, next, &[]);
        self.ip = ip;
        let new = new?;
        let Some(before) = before else { return Ok(new) };
        loop {
            let last = self.cx.ir().block_last_op(block)?;
            let Some(last) = last else { break };
            let front = self.cx.ir().block_first_op(new)?;
            self.move_op_to(last, new, front)?;
            if last == before {
                break;
            }
        }
        Ok(new)
    }

    /// Moves `op` right before `existing`.
    pub fn move_op_before(&mut self, op: OpId, existing: OpId) -> IrResult<()> {
        if op == existing {
            return Ok(());
        }
        let block = self.cx.ir().op_block(existing)?.ok_or_else(|| misuse_error("the operation is not in a block"))?;
        self.move_op_to(op, block, Some(existing))
    }

    /// Moves `op` right after `existing`.
    pub fn move_op_after(&mut self, op: OpId, existing: OpId) -> IrResult<()> {
        if op == existing {
            return Ok(());
        }
        let (block, next) = {
            let ir = self.cx.ir();
            let block = ir.op_block(existing)?.ok_or_else(|| misuse_error("the operation is not in a block"))?;
            (block, ir.op_next(existing)?)
        };
        if next == Some(op) {
            let after = self.cx.ir().op_next(op)?;
            return self.move_op_to(op, block, after);
        }
        self.move_op_to(op, block, next)
    }

    /// Moves `block` right before `existing` (into its region).
    pub fn move_block_before(&mut self, block: BlockId, existing: BlockId) -> IrResult<()> {
        if block == existing {
            return Ok(());
        }
        let region = self.cx.ir().block_parent_region(existing)?.ok_or_else(|| misuse_error("the block is not in a region"))?;
        self.move_block_into(block, region, Some(existing))
    }

    fn move_block_into(&mut self, block: BlockId, region: RegionId, before: Option<BlockId>) -> IrResult<()> {
        self.edit(|ir, l| {
            let previous = ir.block_parent_region(block)?.map(|r| ir.block_next(block).map(|n| (r, n))).transpose()?;
            ir.detach_block(block)?;
            if let Err(e) = ir.region_insert_block_before(region, before, block) {
                if let Some((r, n)) = previous {
                    let _ = ir.region_insert_block_before(r, n, block);
                }
                return Err(e);
            }
            if let Some(l) = l {
                l.block_inserted(ir, block, previous);
            }
            Ok(())
        })
    }

    // -- in-place modification -------------------------------------------------

    /// Starts an in-place modification of `op` (nothing to do until it is
    /// finalized).
    pub fn start_op_modification(&mut self, op: OpId) -> IrResult<()> {
        self.cx.ir().op_name(op).map(|_| ())
    }

    /// Ends an in-place modification of `op`: reports it as modified.
    pub fn finalize_op_modification(&mut self, op: OpId) -> IrResult<()> {
        self.edit(|ir, l| {
            ir.op_name(op)?;
            if let Some(l) = l {
                l.op_modified(ir, op);
            }
            Ok(())
        })
    }

    /// Cancels an in-place modification of `op` (nothing is reported).
    pub fn cancel_op_modification(&mut self, op: OpId) -> IrResult<()> {
        self.cx.ir().op_name(op).map(|_| ())
    }

    /// Changes `op` in place with `f` and reports it as modified.
    pub fn modify_op_in_place<R>(&mut self, op: OpId, f: impl FnOnce(&mut Ir) -> R) -> IrResult<R> {
        self.edit(|ir, l| {
            ir.op_name(op)?;
            let r = f(ir);
            if let Some(l) = l {
                l.op_modified(ir, op);
            }
            Ok(r)
        })
    }

    /// Replaces the operands `op` forwards to successor `succ` with
    /// `values` (upstream's `SuccessorOperands` changes inside
    /// `modifyOpInPlace`), reporting `op` as modified.
    pub fn set_successor_operands(&mut self, op: OpId, succ: usize, values: &[ValueId]) -> IrResult<()> {
        let cx = self.cx;
        self.modify_op_in_place(op, |ir| crate::registry::interfaces::set_successor_operands(cx, ir, op, succ, values))?
    }

    /// Makes every branch to `from` branch to `to`, each branching
    /// operation reported as modified (upstream's
    /// `replaceAllUsesWith(Block *, Block *)`).
    pub fn replace_all_block_uses_with(&mut self, from: BlockId, to: BlockId) -> IrResult<()> {
        let edges = self.cx.ir().block_pred_edges(from)?;
        for (op, i) in edges {
            self.modify_op_in_place(op, |ir| ir.set_op_successor(op, i, to))??;
        }
        Ok(())
    }

    /// Appends an argument to `block` (no listener event, as upstream's
    /// `Block::addArgument`).
    pub fn add_block_argument(&mut self, block: BlockId, ty: Type, loc: Location) -> IrResult<ValueId> {
        self.cx.ir_mut().block_add_arg(block, ty, loc)
    }

    /// Erases argument `i` of `block`; its remaining uses become null (no
    /// listener event, as upstream's `Block::eraseArgument`).
    pub fn erase_block_argument(&mut self, block: BlockId, i: usize) -> IrResult<()> {
        self.cx.ir_mut().block_erase_arg(block, i)
    }

    /// Reports why a pattern did not match; returns `false` (a failed
    /// match) so a pattern can `return rw.notify_match_failure(...)`.
    pub fn notify_match_failure(&mut self, loc: Location, reason: impl FnOnce() -> String) -> bool {
        if let Some(l) = self.listener.as_deref_mut() {
            l.match_failure(loc, &reason());
        }
        false
    }
}

/// What [`Rewriter::create_or_fold`] folded a new operation to: the
/// replacement values and the detached constants made for them.
type NewFold = (SmallVec<[ValueId; 2]>, SmallVec<[OpId; 2]>);

/// The results of `op`.
pub(crate) fn op_results(ir: &Ir, op: OpId) -> IrResult<SmallVec<[ValueId; 2]>> {
    let n = ir.op_num_results(op)?;
    (0..n).map(|i| ir.op_result(op, i)).collect()
}

/// Whether `op` is nested (at any depth) in `ancestor`.
fn is_proper_ancestor(ir: &Ir, ancestor: OpId, op: OpId) -> bool {
    let mut cur = op;
    while let Ok(Some(p)) = ir.op_parent(cur) {
        if p == ancestor {
            return true;
        }
        cur = p;
    }
    false
}

/// Erases `op` with everything nested in it, reporting each operation and
/// block before it goes (upstream's `RewriterBase::eraseOp` with a
/// listener).
fn erase_tree(ir: &mut Ir, l: &mut dyn Listener, op: OpId) {
    let regions = op_regions(ir, op);
    for &region in regions.iter().rev() {
        loop {
            let blocks = region_blocks(ir, region);
            let Some(&entry) = blocks.first() else { break };
            for b in post_order(ir, entry) {
                for nested in block_ops(ir, b).into_iter().rev() {
                    erase_tree(ir, l, nested);
                }
                erase_block_tree(ir, l, b);
            }
        }
    }
    l.op_erased(ir, op);
    // Remaining uses of its results become null operands.
    let _ = ir.erase_op(op);
}

/// Erases `block` (its operations last to first, then the block).
fn erase_block_tree(ir: &mut Ir, l: &mut dyn Listener, block: BlockId) {
    for op in block_ops(ir, block).into_iter().rev() {
        erase_tree(ir, l, op);
    }
    l.block_erased(ir, block);
    // Remaining uses of its arguments and branches to it become null.
    let _ = ir.detach_block(block);
    let _ = ir.destroy_block(block);
}

/// The blocks reachable from `entry` in post order (successors before
/// predecessors), following successors in the same region.
pub(crate) fn post_order(ir: &Ir, entry: BlockId) -> Vec<BlockId> {
    let region = ir.block_parent_region(entry).ok().flatten();
    let mut out = Vec::new();
    let mut seen = hashbrown::HashSet::new();
    seen.insert(entry);
    // (block, next successor index)
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    while let Some(&mut (b, ref mut next)) = stack.last_mut() {
        let n = ir.block_num_successors(b).unwrap_or(0);
        if *next < n {
            let i = *next;
            *next += 1;
            if let Ok(Some(s)) = ir.block_successor(b, i) {
                if ir.block_parent_region(s).ok().flatten() == region && seen.insert(s) {
                    stack.push((s, 0));
                }
            }
            continue;
        }
        out.push(b);
        stack.pop();
    }
    out
}
