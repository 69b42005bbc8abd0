//! Regions and blocks: creation, destruction, linking and arguments.

use smallvec::SmallVec;

use super::*;
use crate::support::handle::UniquedKind;
use crate::context::Context;
use crate::registry::Traits;

impl Ir {
    // -- regions ---------------------------------------------------------------

    /// Creates a detached, empty region owned by the caller.
    pub fn create_region(&mut self) -> RegionId {
        self.epoch = self.epoch.wrapping_add(1);
        let r = self.regions.alloc(RegionData::default());
        self.region_id(r)
    }

    /// Destroys a detached region and everything in it.
    pub fn destroy_region(&mut self, region: RegionId) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let r = self.region_idx(region)?;
        if self.regions.get(r).parent != NONE {
            return misuse("the region belongs to an operation; only detached regions can be destroyed");
        }
        self.clear_region(r);
        self.regions.free(r);
        Ok(())
    }

    /// Destroys all blocks of a region (the region itself stays), first to
    /// last like the operations of a block (see [`Ir::destroy_op`]).
    pub(crate) fn clear_region(&mut self, r: u32) {
        let mut b = self.regions.get(r).first_block;
        while b != NONE {
            let next = self.blocks.get(b).next;
            self.destroy_block_idx(b);
            b = next;
        }
        let d = self.regions.get_mut(r);
        d.first_block = NONE;
        d.last_block = NONE;
    }

    /// Whether region `inner` is nested (at any depth) in region `outer`
    /// (a region does not enclose itself; [`NONE`] encloses nothing).
    pub(crate) fn region_properly_encloses(&self, outer: u32, inner: u32) -> bool {
        if outer == NONE || inner == NONE {
            return false;
        }
        let mut r = inner;
        loop {
            let op = self.regions.get(r).parent;
            if op == NONE {
                return false;
            }
            let b = self.opd(op).parent;
            if b == NONE {
                return false;
            }
            r = self.blocks.get(b).parent;
            if r == NONE {
                return false;
            }
            if r == outer {
                return true;
            }
        }
    }

    /// Moves all blocks of region `from` to the end of region `to`.
    pub(crate) fn move_region_body(&mut self, from: u32, to: u32) {
        let (first, last) = {
            let d = self.regions.get(from);
            (d.first_block, d.last_block)
        };
        if first == NONE {
            return;
        }
        let mut b = first;
        while b != NONE {
            let d = self.blocks.get_mut(b);
            d.parent = to;
            b = d.next;
        }
        let to_last = self.regions.get(to).last_block;
        if to_last != NONE {
            self.blocks.get_mut(to_last).next = first;
            self.blocks.get_mut(first).prev = to_last;
        } else {
            self.regions.get_mut(to).first_block = first;
        }
        self.regions.get_mut(to).last_block = last;
        let d = self.regions.get_mut(from);
        d.first_block = NONE;
        d.last_block = NONE;
    }

    /// Replaces the body of `target` with the body of `source` (which ends up
    /// empty); `target`'s previous blocks are destroyed.
    ///
    /// Refused when one region is nested in the other: with `target` inside
    /// `source`, the operation owning `target` would end up inside its own
    /// region; with `source` inside `target`, clearing `target` would
    /// destroy `source`.
    pub fn region_take_body(&mut self, target: RegionId, source: RegionId) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let t = self.region_idx(target)?;
        let s = self.region_idx(source)?;
        if t == s {
            return Ok(());
        }
        if self.region_properly_encloses(s, t) {
            return misuse("cannot take the body of a region that encloses the target region: an operation would be inside its own region");
        }
        if self.region_properly_encloses(t, s) {
            return misuse("cannot take the body of a region nested in the target region: clearing the target would destroy it");
        }
        self.clear_region(t);
        self.move_region_body(s, t);
        Ok(())
    }

    /// The first block of a region.
    #[inline]
    pub fn region_first_block(&self, region: RegionId) -> IrResult<Option<BlockId>> {
        let r = self.region_idx(region)?;
        Ok(opt(self.regions.get(r).first_block).map(|b| self.block_id(b)))
    }

    /// The operation owning a region.
    pub fn region_parent(&self, region: RegionId) -> IrResult<Option<OpId>> {
        let r = self.region_idx(region)?;
        Ok(opt(self.regions.get(r).parent).map(|o| self.op_id(o)))
    }

    /// The region's position among its operation's regions.
    pub fn region_number(&self, region: RegionId) -> IrResult<Option<usize>> {
        let r = self.region_idx(region)?;
        let p = self.regions.get(r).parent;
        Ok(opt(p).map(|p| (r - self.opd(p).regions.start) as usize))
    }

    /// The next region of the owning operation.
    #[inline]
    pub fn region_next(&self, region: RegionId) -> IrResult<Option<RegionId>> {
        let r = self.region_idx(region)?;
        let p = self.regions.get(r).parent;
        if p == NONE {
            return Ok(None);
        }
        let run = self.opd(p).regions;
        Ok((r + 1 < run.start + run.len).then(|| self.region_id(r + 1)))
    }

    fn detached_block(&self, block: BlockId) -> IrResult<u32> {
        let b = self.block_idx(block)?;
        if self.blocks.get(b).parent != NONE {
            return misuse("the block already belongs to a region; detach it first");
        }
        Ok(b)
    }

    /// Checks that putting block `b` into region `r` would not nest an
    /// operation inside itself.
    fn check_block_placement(&self, b: u32, r: u32) -> IrResult<()> {
        let mut op = self.regions.get(r).parent;
        while op != NONE {
            let pb = self.opd(op).parent;
            if pb == b {
                return misuse("cannot insert a block into a region nested in that block");
            }
            if pb == NONE {
                break;
            }
            op = self.parent_op_of_block(pb).unwrap_or(NONE);
        }
        Ok(())
    }

    /// Links detached block `b` into region `r` before `before` (or at end).
    pub(crate) fn link_block(&mut self, r: u32, b: u32, before: u32) {
        let prev = if before == NONE { self.regions.get(r).last_block } else { self.blocks.get(before).prev };
        {
            let d = self.blocks.get_mut(b);
            d.parent = r;
            d.prev = prev;
            d.next = before;
        }
        if prev != NONE {
            self.blocks.get_mut(prev).next = b;
        } else {
            self.regions.get_mut(r).first_block = b;
        }
        if before != NONE {
            self.blocks.get_mut(before).prev = b;
        } else {
            self.regions.get_mut(r).last_block = b;
        }
    }

    /// Unlinks a block from its region, if it is in one.
    pub(crate) fn unlink_block(&mut self, b: u32) {
        let (r, prev, next) = {
            let d = self.blocks.get(b);
            (d.parent, d.prev, d.next)
        };
        if r == NONE {
            return;
        }
        if prev != NONE {
            self.blocks.get_mut(prev).next = next;
        } else {
            self.regions.get_mut(r).first_block = next;
        }
        if next != NONE {
            self.blocks.get_mut(next).prev = prev;
        } else {
            self.regions.get_mut(r).last_block = prev;
        }
        let d = self.blocks.get_mut(b);
        d.parent = NONE;
        d.prev = NONE;
        d.next = NONE;
    }

    /// Appends a detached block to a region.
    pub fn region_append_block(&mut self, region: RegionId, block: BlockId) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let r = self.region_idx(region)?;
        let b = self.detached_block(block)?;
        self.check_block_placement(b, r)?;
        self.link_block(r, b, NONE);
        Ok(())
    }

    /// Inserts a detached block at position `pos` of a region (linear).
    pub fn region_insert_block(&mut self, region: RegionId, pos: usize, block: BlockId) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let r = self.region_idx(region)?;
        let b = self.detached_block(block)?;
        self.check_block_placement(b, r)?;
        let mut before = self.regions.get(r).first_block;
        for _ in 0..pos {
            if before == NONE {
                return misuse(format!("position {pos} is past the end of the region"));
            }
            before = self.blocks.get(before).next;
        }
        self.link_block(r, b, before);
        Ok(())
    }

    /// Inserts a detached block after `reference` (at the front if `None`).
    pub fn region_insert_block_after(
        &mut self,
        region: RegionId,
        reference: Option<BlockId>,
        block: BlockId,
    ) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let r = self.region_idx(region)?;
        let rf = reference.map(|x| self.block_idx(x)).transpose()?;
        let b = self.detached_block(block)?;
        self.check_block_placement(b, r)?;
        let before = match rf {
            None => self.regions.get(r).first_block,
            Some(x) if self.blocks.get(x).parent == r => self.blocks.get(x).next,
            Some(_) => return misuse("the reference block does not belong to the region"),
        };
        self.link_block(r, b, before);
        Ok(())
    }

    /// Inserts a detached block before `reference` (at the end if `None`).
    pub fn region_insert_block_before(
        &mut self,
        region: RegionId,
        reference: Option<BlockId>,
        block: BlockId,
    ) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let r = self.region_idx(region)?;
        let rf = reference.map(|x| self.block_idx(x)).transpose()?;
        let b = self.detached_block(block)?;
        self.check_block_placement(b, r)?;
        let before = match rf {
            None => NONE,
            Some(x) if self.blocks.get(x).parent == r => x,
            Some(_) => return misuse("the reference block does not belong to the region"),
        };
        self.link_block(r, b, before);
        Ok(())
    }

    // -- blocks ----------------------------------------------------------------

    /// Creates a detached block without arguments.
    pub fn create_empty_block(&mut self) -> BlockId {
        self.epoch = self.epoch.wrapping_add(1);
        let b = self.blocks.alloc(BlockData::default());
        self.block_id(b)
    }

    /// Creates a detached block with the given arguments (types and
    /// locations of this context).
    pub fn create_block(&mut self, args: &[(Type, Location)]) -> IrResult<BlockId> {
        self.epoch = self.epoch.wrapping_add(1);
        let mut packed: SmallVec<[(u32, u32); 4]> = SmallVec::new();
        for &(ty, loc) in args {
            packed.push((self.pack(UniquedKind::Type, ty.0)?, self.pack(UniquedKind::Attribute, loc.0 .0)?));
        }
        let b = self.blocks.alloc(BlockData::default());
        for (i, &(ty, loc)) in packed.iter().enumerate() {
            let v = self.values.alloc(ValueData { ty, owner: b, number: i as u32 | BLOCK_ARG, first_use: NONE });
            let d = self.blocks.get_mut(b);
            d.args.push(v);
            d.arg_locs.push(loc);
        }
        Ok(self.block_id(b))
    }

    /// Destroys a detached block and everything in it.
    pub fn destroy_block(&mut self, block: BlockId) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let b = self.block_idx(block)?;
        if self.blocks.get(b).parent != NONE {
            return misuse("the block belongs to a region; detach it before destroying it");
        }
        self.destroy_block_idx(b);
        Ok(())
    }

    /// Destroys block `b` with its operations (first to last, see
    /// [`Ir::destroy_op`]) and arguments, and unlinks it from its region.
    pub(crate) fn destroy_block_idx(&mut self, b: u32) {
        let args = std::mem::take(&mut self.blocks.get_mut(b).args);
        for &v in &args {
            self.null_out_uses(v);
        }
        let mut o = self.blocks.get(b).first_op;
        while o != NONE {
            o = self.destroy_op(o);
        }
        for v in args {
            self.values.free(v);
        }
        // Successor uses that still name this block become null.
        let mut u = std::mem::replace(&mut self.blocks.get_mut(b).first_pred, NONE);
        while u != NONE {
            let d = self.succs.get_mut(u);
            let next = d.next;
            d.target = NONE;
            d.prev = NONE;
            d.next = NONE;
            u = next;
        }
        self.unlink_block(b);
        self.blocks.free(b);
    }

    /// Detaches a block from its region; the caller owns it afterwards.
    pub fn detach_block(&mut self, block: BlockId) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let b = self.block_idx(block)?;
        self.unlink_block(b);
        Ok(())
    }

    /// The region containing the block.
    #[inline]
    pub fn block_parent_region(&self, block: BlockId) -> IrResult<Option<RegionId>> {
        let b = self.block_idx(block)?;
        Ok(opt(self.blocks.get(b).parent).map(|r| self.region_id(r)))
    }

    /// The operation whose region contains the block.
    #[inline]
    pub fn block_parent_op(&self, block: BlockId) -> IrResult<Option<OpId>> {
        let b = self.block_idx(block)?;
        Ok(self.parent_op_of_block(b).map(|o| self.op_id(o)))
    }

    /// The next block in the region.
    #[inline]
    pub fn block_next(&self, block: BlockId) -> IrResult<Option<BlockId>> {
        let b = self.block_idx(block)?;
        Ok(opt(self.blocks.get(b).next).map(|n| self.block_id(n)))
    }

    /// The first operation of the block.
    #[inline]
    pub fn block_first_op(&self, block: BlockId) -> IrResult<Option<OpId>> {
        let b = self.block_idx(block)?;
        Ok(opt(self.blocks.get(b).first_op).map(|o| self.op_id(o)))
    }

    /// The last operation of the block.
    #[inline]
    pub fn block_last_op(&self, block: BlockId) -> IrResult<Option<OpId>> {
        let b = self.block_idx(block)?;
        Ok(opt(self.blocks.get(b).last_op).map(|o| self.op_id(o)))
    }

    /// The block's last operation if it is a registered terminator.
    pub fn block_terminator(&self, cx: &Context, block: BlockId) -> IrResult<Option<OpId>> {
        let b = self.block_idx(block)?;
        let last = self.blocks.get(b).last_op;
        if last == NONE {
            return Ok(None);
        }
        let is_term =
            cx.op_name_info(self.opd(last).name).def().is_some_and(|d| d.traits.has(Traits::TERMINATOR));
        Ok(is_term.then(|| self.op_id(last)))
    }

    /// Number of arguments.
    #[inline]
    pub fn block_num_args(&self, block: BlockId) -> IrResult<usize> {
        Ok(self.blocks.get(self.block_idx(block)?).args.len())
    }

    /// The `i`-th argument.
    #[inline]
    pub fn block_arg(&self, block: BlockId, i: usize) -> IrResult<ValueId> {
        let d = self.blocks.get(self.block_idx(block)?);
        match d.args.get(i) {
            Some(&v) => Ok(self.value_id(v)),
            None => misuse(format!("argument index {i} out of range (the block has {})", d.args.len())),
        }
    }

    /// Appends an argument.
    pub fn block_add_arg(&mut self, block: BlockId, ty: Type, loc: Location) -> IrResult<ValueId> {
        self.epoch = self.epoch.wrapping_add(1);
        let n = self.block_num_args(block)?;
        self.block_insert_arg(block, n, ty, loc)
    }

    /// Inserts an argument at `pos` (later arguments are renumbered).
    pub fn block_insert_arg(&mut self, block: BlockId, pos: usize, ty: Type, loc: Location) -> IrResult<ValueId> {
        self.epoch = self.epoch.wrapping_add(1);
        let b = self.block_idx(block)?;
        let n = self.blocks.get(b).args.len();
        if pos > n {
            return misuse(format!("argument position {pos} out of range (the block has {n})"));
        }
        let (ty, loc) = (self.pack(UniquedKind::Type, ty.0)?, self.pack(UniquedKind::Attribute, loc.0 .0)?);
        let v = self.values.alloc(ValueData { ty, owner: b, number: pos as u32 | BLOCK_ARG, first_use: NONE });
        let d = self.blocks.get_mut(b);
        d.args.insert(pos, v);
        d.arg_locs.insert(pos, loc);
        self.renumber_args(b, pos + 1);
        Ok(self.value_id(v))
    }

    /// Erases the `i`-th argument; its remaining uses become null operands.
    pub fn block_erase_arg(&mut self, block: BlockId, i: usize) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let b = self.block_idx(block)?;
        let n = self.blocks.get(b).args.len();
        if i >= n {
            return misuse(format!("argument index {i} out of range (the block has {n})"));
        }
        let v = self.blocks.get_mut(b).args.remove(i);
        self.blocks.get_mut(b).arg_locs.remove(i);
        self.null_out_uses(v);
        self.values.free(v);
        self.renumber_args(b, i);
        Ok(())
    }

    fn renumber_args(&mut self, b: u32, from: usize) {
        let args = std::mem::take(&mut self.blocks.get_mut(b).args);
        for (k, &v) in args.iter().enumerate().skip(from) {
            self.values.get_mut(v).number = k as u32 | BLOCK_ARG;
        }
        self.blocks.get_mut(b).args = args;
    }

    /// Number of successors of the block's last operation.
    pub fn block_num_successors(&self, block: BlockId) -> IrResult<usize> {
        let b = self.block_idx(block)?;
        let last = self.blocks.get(b).last_op;
        Ok(if last == NONE { 0 } else { self.opd(last).succs.len as usize })
    }

    /// The `i`-th successor of the block's last operation.
    pub fn block_successor(&self, block: BlockId, i: usize) -> IrResult<Option<BlockId>> {
        let b = self.block_idx(block)?;
        let last = self.blocks.get(b).last_op;
        if last == NONE {
            return misuse("the block has no operations, hence no successors");
        }
        self.op_successor(self.op_id(last), i)
    }

    /// The blocks whose operations branch to this block, one entry per
    /// branch, most recent first (upstream's use-list order). An entry is
    /// `None` when the branching operation is not in a block.
    pub fn block_predecessors(&self, block: BlockId) -> IrResult<Vec<Option<BlockId>>> {
        let b = self.block_idx(block)?;
        let mut out = Vec::new();
        let mut u = self.blocks.get(b).first_pred;
        while u != NONE {
            let d = self.succs.get(u);
            out.push(opt(self.opd(d.owner).parent).map(|pb| self.block_id(pb)));
            u = d.next;
        }
        Ok(out)
    }

    /// The branches to this block: each operation with this block as a
    /// successor and the successor's index, one entry per branch, most
    /// recent first (upstream's `pred_iterator` with `getSuccessorIndex`).
    pub fn block_pred_edges(&self, block: BlockId) -> IrResult<Vec<(OpId, usize)>> {
        let b = self.block_idx(block)?;
        let mut out = Vec::new();
        let mut u = self.blocks.get(b).first_pred;
        while u != NONE {
            let d = self.succs.get(u);
            let index = (u - self.opd(d.owner).succs.start) as usize;
            out.push((self.op_id(d.owner), index));
            u = d.next;
        }
        Ok(out)
    }

    /// Number of predecessor entries (see [`Ir::block_predecessors`]).
    pub fn block_num_predecessors(&self, block: BlockId) -> IrResult<usize> {
        let b = self.block_idx(block)?;
        let mut n = 0;
        let mut u = self.blocks.get(b).first_pred;
        while u != NONE {
            n += 1;
            u = self.succs.get(u).next;
        }
        Ok(n)
    }
}
