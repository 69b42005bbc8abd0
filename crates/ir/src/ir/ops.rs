//! Operations: creation, destruction, placement in blocks, operands,
//! results and successors.

use smallvec::SmallVec;

use super::*;
use crate::support::handle::UniquedKind;
use crate::attrs::AttrData;
use crate::context::Context;

/// Prepends use `u` (whose `target` is set) to the list starting at `head`.
pub(crate) fn link_use(uses: &mut Arena<UseData>, head: &mut u32, u: u32) {
    let old = *head;
    {
        let d = uses.get_mut(u);
        d.prev = NONE;
        d.next = old;
    }
    if old != NONE {
        uses.get_mut(old).prev = u;
    }
    *head = u;
}

/// Removes use `u` from the list starting at `head`.
pub(crate) fn unlink_use(uses: &mut Arena<UseData>, head: &mut u32, u: u32) {
    let (prev, next) = {
        let d = uses.get(u);
        (d.prev, d.next)
    };
    if prev != NONE {
        uses.get_mut(prev).next = next;
    } else {
        *head = next;
    }
    if next != NONE {
        uses.get_mut(next).prev = prev;
    }
    let d = uses.get_mut(u);
    d.prev = NONE;
    d.next = NONE;
}

/// Turns the uses of the list starting at `first` into null operands.
#[inline]
fn null_uses(uses: &mut Arena<UseData>, first: u32) {
    let mut u = first;
    while u != NONE {
        let d = uses.get_mut(u);
        let next = d.next;
        d.target = NONE;
        d.prev = NONE;
        d.next = NONE;
        u = next;
    }
}

/// The misuse reported when an operation to insert is already in a block.
const DETACHED_OP_REQUIRED: &str = "the operation already belongs to a block; remove it from its parent first";

impl Ir {
    // -- creation --------------------------------------------------------------

    /// Creates a detached operation from `st`. Fails (changing nothing) if a
    /// handle in `st` is stale or a region is not detached.
    pub fn create_op(&mut self, cx: &Context, st: OperationState) -> IrResult<OpId> {
        self.create_op_from(cx, &st)
    }

    /// [`Ir::create_op`] from a borrowed state (left as it is).
    pub fn create_op_from(&mut self, cx: &Context, st: &OperationState) -> IrResult<OpId> {
        self.epoch = self.epoch.wrapping_add(1);
        // Check everything first so that failure has no effect.
        // `value_idx` checks a value and gives its handle's index, which
        // the operands' initializer below takes directly.
        for &v in &st.operands {
            self.value_idx(v)?;
        }
        let mut succs: SmallVec<[u32; 2]> = SmallVec::new();
        for &b in &st.successors {
            succs.push(self.block_idx(b)?);
        }
        let mut regions: SmallVec<[u32; 1]> = SmallVec::new();
        for &r in &st.regions {
            regions.push(self.region_idx(r)?);
        }
        for &r in &regions {
            if self.regions.get(r).parent != NONE {
                return misuse("a region passed to the new operation already belongs to an operation");
            }
        }
        if has_duplicate(&regions) {
            return misuse("the same region was passed twice to the new operation");
        }

        let info = cx.op_name_info(st.name);
        let def = info.def();
        let mut props = st.properties;
        let mut sorted: SmallVec<[NamedAttribute; 4]> = SmallVec::new();
        let mut unset: SmallVec<[crate::attrs::Identifier; 1]> = SmallVec::new();
        // Without a registration every attribute is discardable; one needs
        // no sorting, so the state's list serves as it is.
        let discardable: &[NamedAttribute] = if def.is_none() && st.attributes.len() <= 1 {
            &st.attributes
        } else {
            let mut inherent: SmallVec<[NamedAttribute; 2]> = SmallVec::new();
            // Inherent names are found by identifier (the registration's
            // names are interned when its dialect is loaded).
            let ids = info.attr_ids();
            for na in &st.attributes {
                match (def, ids.iter().position(|&i| i == na.name)) {
                    (Some(d), Some(k)) => {
                        // A value the storage cannot hold leaves the
                        // attribute unset.
                        if d.attributes[k].constraint.storage_accepts(cx, na.value) {
                            inherent.push(*na);
                        } else {
                            unset.push(na.name);
                        }
                    }
                    _ => sorted.push(*na),
                }
            }
            if !inherent.is_empty() {
                if let Some(AttrData::Dictionary(existing)) = props.map(|p| cx.attr_data(p)) {
                    for na in existing.iter() {
                        if !inherent.iter().any(|x| x.name == na.name) {
                            inherent.push(*na);
                        }
                    }
                }
                props = Some(cx.dictionary_attr(&inherent));
            }
            if sorted.len() > 1 {
                cx.sort_named_attrs(&mut sorted);
            }
            &sorted
        };
        // Default-valued attributes not given take their defaults, as
        // upstream's properties are initialized.
        if let Some(d) = def.filter(|d| d.has_defaults) {
            props = if props.is_none() && unset.is_empty() {
                // The common case: the same defaults for every op of the name.
                info.default_props(|| d.with_defaults(cx, None, &[]))
            } else {
                d.with_defaults(cx, props, &unset)
            };
        }
        // Uniqued objects are stored as indices: they must be this context's.
        // (`pack` checks and gives the handle's index, which the arenas'
        // initializers below take directly.)
        let loc = self.pack(UniquedKind::Attribute, st.loc.0 .0)?;
        let props = match props {
            Some(p) => self.pack(UniquedKind::Attribute, p.0)?,
            None => UNONE,
        };
        for t in &st.results {
            self.pack(UniquedKind::Type, t.0)?;
        }
        for na in discardable {
            self.pack(UniquedKind::Attribute, na.name.0)?;
            self.pack(UniquedKind::Attribute, na.value.0)?;
        }

        let op = self.ops.alloc(OpData { name: st.name, loc, props, ..OpData::default() });
        // Empty runs (most operations have no successors or regions) are
        // not worth a call into the arenas.
        let results = if st.results.is_empty() {
            Run::EMPTY
        } else {
            self.values.alloc_run(st.results.len() as u32, |i| ValueData {
                ty: st.results[i as usize].0.index(),
                owner: op,
                number: i,
                ..ValueData::default()
            })
        };
        let mut operand_run = Run::EMPTY;
        if !st.operands.is_empty() {
            operand_run = self.operands.alloc_run(st.operands.len() as u32, |i| UseData {
                target: st.operands[i as usize].0.index(),
                owner: op,
                ..UseData::default()
            });
            for u in operand_run.indices() {
                let v = self.operands.get(u).target;
                let head = &mut self.values.get_mut(v).first_use;
                link_use(&mut self.operands, head, u);
            }
        }
        let mut succ_run = Run::EMPTY;
        if !succs.is_empty() {
            succ_run = self.succs.alloc_run(succs.len() as u32, |i| UseData {
                target: succs[i as usize],
                owner: op,
                ..UseData::default()
            });
            for u in succ_run.indices() {
                let b = self.succs.get(u).target;
                let head = &mut self.blocks.get_mut(b).first_pred;
                link_use(&mut self.succs, head, u);
            }
        }
        let mut region_run = Run::EMPTY;
        if !regions.is_empty() {
            region_run =
                self.regions.alloc_run(regions.len() as u32, |_| RegionData { parent: op, ..RegionData::default() });
            for (k, &old) in regions.iter().enumerate() {
                let new = region_run.start + k as u32;
                self.move_region_body(old, new);
                self.regions.free(old);
            }
        }
        let attr_run = if discardable.is_empty() {
            Run::EMPTY
        } else {
            self.attrs.alloc_run(discardable.len() as u32, |i| {
                let na = discardable[i as usize];
                AttrEntry { name: na.name.0.index(), value: na.value.0.index() }
            })
        };
        let d = self.opd_mut(op);
        d.results = results;
        d.operands = operand_run;
        d.succs = succ_run;
        d.regions = region_run;
        d.attrs = attr_run;
        Ok(self.op_id(op))
    }

    // -- destruction ------------------------------------------------------------

    /// Erases an operation: removes it from its block (if any) and destroys
    /// it with everything nested in it. Remaining uses of its results become
    /// null operands.
    pub fn erase_op(&mut self, op: OpId) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let i = self.op_idx(op)?;
        self.unlink_op(i);
        self.destroy_op(i);
        Ok(())
    }

    /// Destroys operation `i` (already unlinked from its block, or in a
    /// block being destroyed) and everything nested in it; returns the
    /// operation that followed it in its block.
    ///
    /// The results' remaining uses become null operands first, then the
    /// regions are destroyed, then the operands leave their values' use
    /// lists. Blocks destroy their operations first to last, so within a
    /// destroyed tree a use of a value defined earlier in it was already
    /// nulled when its producer went and costs one check here instead of an
    /// unlink from a live list. The order is not observable: what remains
    /// afterwards (use lists of values outside the tree, null operands
    /// outside it) is the same in any order. Each slot is freed in the
    /// lookup that reads it.
    pub(crate) fn destroy_op(&mut self, i: u32) -> u32 {
        let (next, regions, operands, succs, results, attrs) =
            self.ops.free_with(i, |d| (d.next, d.regions, d.operands, d.succs, d.results, d.attrs));
        let uses = &mut self.operands;
        self.values.free_run_with(results, |v| null_uses(uses, std::mem::replace(&mut v.first_use, NONE)));
        if regions.len != 0 || succs.len != 0 {
            self.destroy_regions_and_successors(regions, succs);
        }
        self.drop_operand_run(operands);
        self.attrs.free_run(attrs);
        next
    }

    /// The part of [`Ir::destroy_op`] that most operations do not need.
    #[inline(never)]
    fn destroy_regions_and_successors(&mut self, regions: Run, succs: Run) {
        crate::support::stack::deep(|| {
            for r in regions.indices() {
                self.clear_region(r);
            }
        });
        self.regions.free_run(regions);
        for u in succs.indices() {
            let b = self.succs.get(u).target;
            if b != NONE {
                let head = &mut self.blocks.get_mut(b).first_pred;
                unlink_use(&mut self.succs, head, u);
            }
        }
        self.succs.free_run(succs);
    }

    /// Unlinks every operand of a run from its value's use list and frees it.
    #[inline]
    pub(crate) fn drop_operand_run(&mut self, run: Run) {
        // Inside a destroyed tree the operands are usually null already.
        if !self.operands.free_run_if(run, |d| d.target == NONE) {
            self.unlink_and_free_operands(run);
        }
    }

    #[inline(never)]
    fn unlink_and_free_operands(&mut self, run: Run) {
        for u in run.indices() {
            let v = self.operands.get(u).target;
            if v != NONE {
                let head = &mut self.values.get_mut(v).first_use;
                unlink_use(&mut self.operands, head, u);
            }
        }
        self.operands.free_run(run);
    }

    /// Turns every remaining use of value `v` into a null operand.
    pub(crate) fn null_out_uses(&mut self, v: u32) {
        let first = std::mem::replace(&mut self.values.get_mut(v).first_use, NONE);
        null_uses(&mut self.operands, first);
    }

    // -- placement in blocks ------------------------------------------------------

    /// Links detached op `op` into `block` before `before` (or at the end).
    pub(crate) fn link_op(&mut self, block: u32, op: u32, before: u32) {
        let prev = if before == NONE { self.blocks.get(block).last_op } else { self.opd(before).prev };
        {
            let d = self.opd_mut(op);
            d.parent = block;
            d.prev = prev;
            d.next = before;
        }
        if prev != NONE {
            self.opd_mut(prev).next = op;
        } else {
            self.blocks.get_mut(block).first_op = op;
        }
        if before != NONE {
            self.opd_mut(before).prev = op;
        } else {
            self.blocks.get_mut(block).last_op = op;
        }
        // Keep order indices valid when there is room; otherwise mark the
        // block for renumbering on the next query.
        if self.blocks.get(block).order_valid {
            let lo = if prev == NONE { 0 } else { self.opd(prev).order };
            let order = if before == NONE {
                lo.checked_add(ORDER_STRIDE)
            } else {
                let hi = self.opd(before).order;
                (hi > lo + 1).then(|| lo + (hi - lo) / 2)
            };
            match order {
                Some(o) if prev != NONE || o > 0 => self.opd_mut(op).order = o,
                _ => self.blocks.get_mut(block).order_valid = false,
            }
        }
    }

    /// [`Ir::link_op`] with `before == NONE` (appending, the common case),
    /// reading and writing the block once.
    fn link_op_at_end(&mut self, block: u32, op: u32) {
        let b = self.blocks.get_mut(block);
        let prev = b.last_op;
        b.last_op = op;
        if prev == NONE {
            b.first_op = op;
        }
        let order_valid = b.order_valid;
        let lo = if prev == NONE {
            0
        } else {
            let p = self.ops.get_mut(prev);
            p.next = op;
            p.order
        };
        let d = self.ops.get_mut(op);
        d.parent = block;
        d.prev = prev;
        d.next = NONE;
        // As in `link_op`: the order index follows the previous one, and
        // the block is marked for renumbering when there is no room.
        if order_valid {
            match lo.checked_add(ORDER_STRIDE) {
                Some(o) => d.order = o,
                None => self.blocks.get_mut(block).order_valid = false,
            }
        }
    }

    /// Unlinks `op` from its block, if it is in one.
    pub(crate) fn unlink_op(&mut self, op: u32) {
        let (block, prev, next) = {
            let d = self.opd(op);
            (d.parent, d.prev, d.next)
        };
        if block == NONE {
            return;
        }
        if prev != NONE {
            self.opd_mut(prev).next = next;
        } else {
            self.blocks.get_mut(block).first_op = next;
        }
        if next != NONE {
            self.opd_mut(next).prev = prev;
        } else {
            self.blocks.get_mut(block).last_op = prev;
        }
        let d = self.opd_mut(op);
        d.parent = NONE;
        d.prev = NONE;
        d.next = NONE;
    }

    #[inline]
    fn detached_op(&self, op: OpId) -> IrResult<u32> {
        let i = self.op_idx(op)?;
        if self.opd(i).parent != NONE {
            return misuse(DETACHED_OP_REQUIRED);
        }
        Ok(i)
    }

    /// Checks that inserting op `op` into `block` would not put an operation
    /// inside itself (only an op with regions can contain a block).
    #[inline]
    fn check_not_ancestor(&self, op: u32, block: u32) -> IrResult<()> {
        if self.opd(op).regions.len == 0 {
            return Ok(());
        }
        let mut b = block;
        while b != NONE {
            let r = self.blocks.get(b).parent;
            if r == NONE {
                break;
            }
            let p = self.regions.get(r).parent;
            if p == NONE {
                break;
            }
            if p == op {
                return misuse("cannot insert an operation into one of its own regions");
            }
            b = self.opd(p).parent;
        }
        Ok(())
    }

    /// Appends a detached operation to a block.
    pub fn append_op(&mut self, block: BlockId, op: OpId) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let b = self.block_idx(block)?;
        // `detached_op` and `check_not_ancestor`, reading the operation
        // once (the same checks, in the same order).
        let d = self.op_data(op)?;
        let (parent, has_regions) = (d.parent, d.regions.len != 0);
        let o = op.0.index();
        if parent != NONE {
            return misuse(DETACHED_OP_REQUIRED);
        }
        if has_regions {
            self.check_not_ancestor(o, b)?;
        }
        self.link_op_at_end(b, o);
        Ok(())
    }

    /// Inserts a detached operation at position `pos` of a block (linear).
    pub fn insert_op(&mut self, block: BlockId, pos: usize, op: OpId) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let b = self.block_idx(block)?;
        let o = self.detached_op(op)?;
        self.check_not_ancestor(o, b)?;
        let mut before = self.blocks.get(b).first_op;
        for _ in 0..pos {
            if before == NONE {
                return misuse(format!("position {pos} is past the end of the block"));
            }
            before = self.opd(before).next;
        }
        self.link_op(b, o, before);
        Ok(())
    }

    /// Inserts a detached operation after `reference` (at the front if
    /// `reference` is `None`). The reference must be in the block.
    pub fn insert_op_after(&mut self, block: BlockId, reference: Option<OpId>, op: OpId) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let b = self.block_idx(block)?;
        let r = reference.map(|r| self.op_idx(r)).transpose()?;
        let o = self.detached_op(op)?;
        self.check_not_ancestor(o, b)?;
        let before = match r {
            None => self.blocks.get(b).first_op,
            Some(r) if self.opd(r).parent == b => self.opd(r).next,
            Some(_) => return misuse("the reference operation does not belong to the block"),
        };
        self.link_op(b, o, before);
        Ok(())
    }

    /// Inserts a detached operation before `reference` (at the end if
    /// `reference` is `None`). The reference must be in the block.
    pub fn insert_op_before(&mut self, block: BlockId, reference: Option<OpId>, op: OpId) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let b = self.block_idx(block)?;
        let r = reference.map(|r| self.op_idx(r)).transpose()?;
        let o = self.detached_op(op)?;
        self.check_not_ancestor(o, b)?;
        let before = match r {
            None => NONE,
            Some(r) if self.opd(r).parent == b => r,
            Some(_) => return misuse("the reference operation does not belong to the block"),
        };
        self.link_op(b, o, before);
        Ok(())
    }

    /// Removes an operation from its block without destroying it; the
    /// caller owns it afterwards. No effect on a detached operation.
    pub fn remove_op_from_parent(&mut self, op: OpId) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let i = self.op_idx(op)?;
        self.unlink_op(i);
        Ok(())
    }

    /// Moves `op` (detached or in a block) right after `other`, which must
    /// be in a block.
    pub fn move_op_after(&mut self, op: OpId, other: OpId) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        self.move_op(op, other, true)
    }

    /// Moves `op` (detached or in a block) right before `other`, which must
    /// be in a block.
    pub fn move_op_before(&mut self, op: OpId, other: OpId) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        self.move_op(op, other, false)
    }

    fn move_op(&mut self, op: OpId, other: OpId, after: bool) -> IrResult<()> {
        let o = self.op_idx(op)?;
        let t = self.op_idx(other)?;
        let b = self.opd(t).parent;
        if b == NONE {
            return misuse("the other operation does not belong to a block");
        }
        if o == t {
            return Ok(());
        }
        self.check_not_ancestor(o, b)?;
        self.unlink_op(o);
        let before = if after { self.opd(t).next } else { t };
        self.link_op(b, o, before);
        Ok(())
    }

    /// Whether `a` comes before `b` in their common block.
    pub fn is_before_in_block(&mut self, a: OpId, b: OpId) -> IrResult<bool> {
        self.epoch = self.epoch.wrapping_add(1);
        let (ia, ib) = (self.op_idx(a)?, self.op_idx(b)?);
        let block = self.opd(ia).parent;
        if block == NONE || block != self.opd(ib).parent {
            return misuse("the two operations are not in the same block");
        }
        self.ensure_order(block);
        Ok(self.opd(ia).order < self.opd(ib).order)
    }

    /// Renumbers the order indices of a block's operations if needed.
    pub(crate) fn ensure_order(&mut self, block: u32) {
        if self.blocks.get(block).order_valid {
            return;
        }
        let mut o = self.blocks.get(block).first_op;
        let mut n = ORDER_STRIDE;
        while o != NONE {
            let d = self.opd_mut(o);
            d.order = n;
            n = n.saturating_add(ORDER_STRIDE);
            o = d.next;
        }
        self.blocks.get_mut(block).order_valid = true;
    }

    /// Whether two ops of one block are in order, without mutating (for the
    /// verifier and printer, which hold `&Ir`): uses order indices when
    /// valid, otherwise walks forward from `a`.
    #[allow(dead_code)]
    pub(crate) fn op_precedes(&self, a: u32, b: u32) -> bool {
        let block = self.opd(a).parent;
        if self.blocks.get(block).order_valid {
            return self.opd(a).order < self.opd(b).order;
        }
        let mut o = self.opd(a).next;
        while o != NONE {
            if o == b {
                return true;
            }
            o = self.opd(o).next;
        }
        false
    }

    // -- navigation ------------------------------------------------------------

    /// The operation's name.
    pub fn op_name(&self, op: OpId) -> IrResult<OpName> {
        Ok(self.op_data(op)?.name)
    }

    /// The operation's location.
    pub fn op_loc(&self, op: OpId) -> IrResult<Location> {
        let d = self.op_data(op)?;
        Ok(self.loc_at(d.loc))
    }

    /// Sets the operation's location.
    pub fn set_op_loc(&mut self, op: OpId, loc: Location) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let i = self.op_idx(op)?;
        let l = self.pack(UniquedKind::Attribute, loc.0 .0)?;
        self.opd_mut(i).loc = l;
        Ok(())
    }

    /// The block containing the operation.
    #[inline]
    pub fn op_block(&self, op: OpId) -> IrResult<Option<BlockId>> {
        let i = self.op_idx(op)?;
        Ok(opt(self.opd(i).parent).map(|b| self.block_id(b)))
    }

    /// The region whose block holds this operation.
    pub fn op_parent_region(&self, op: OpId) -> IrResult<Option<RegionId>> {
        let i = self.op_idx(op)?;
        let Some(b) = opt(self.opd(i).parent) else { return Ok(None) };
        Ok(opt(self.blocks.get(b).parent).map(|r| self.region_id(r)))
    }

    /// The operation whose region contains this operation.
    #[inline]
    pub fn op_parent(&self, op: OpId) -> IrResult<Option<OpId>> {
        let i = self.op_idx(op)?;
        Ok(self.parent_op_of_op(i).map(|p| self.op_id(p)))
    }

    #[inline]
    pub(crate) fn parent_op_of_op(&self, i: u32) -> Option<u32> {
        let b = opt(self.opd(i).parent)?;
        self.parent_op_of_block(b)
    }

    pub(crate) fn parent_op_of_block(&self, b: u32) -> Option<u32> {
        let r = opt(self.blocks.get(b).parent)?;
        opt(self.regions.get(r).parent)
    }

    /// The next operation in the block.
    #[inline]
    pub fn op_next(&self, op: OpId) -> IrResult<Option<OpId>> {
        Ok(opt(self.op_data(op)?.next).map(|n| self.op_id(n)))
    }

    /// The previous operation in the block.
    #[inline]
    pub fn op_prev(&self, op: OpId) -> IrResult<Option<OpId>> {
        Ok(opt(self.op_data(op)?.prev).map(|n| self.op_id(n)))
    }

    /// Number of regions.
    #[inline]
    pub fn op_num_regions(&self, op: OpId) -> IrResult<usize> {
        Ok(self.op_data(op)?.regions.len as usize)
    }

    /// The `i`-th region.
    #[inline]
    pub fn op_region(&self, op: OpId, i: usize) -> IrResult<RegionId> {
        let run = self.op_data(op)?.regions;
        match run.at(i) {
            Some(r) => Ok(self.region_id(r)),
            None => misuse(format!("region index {i} out of range (the operation has {})", run.len)),
        }
    }

    /// Number of operands.
    #[inline]
    pub fn op_num_operands(&self, op: OpId) -> IrResult<usize> {
        Ok(self.op_data(op)?.operands.len as usize)
    }

    /// The `i`-th operand's value (`None` for a null operand).
    #[inline]
    pub fn op_operand(&self, op: OpId, i: usize) -> IrResult<Option<ValueId>> {
        let run = self.op_data(op)?.operands;
        match run.at(i) {
            Some(u) => Ok(opt(self.operands.get(u).target).map(|v| self.value_id(v))),
            None => misuse(format!("operand index {i} out of range (the operation has {})", run.len)),
        }
    }

    /// The `i`-th operand as a use-list node.
    pub fn op_operand_use(&self, op: OpId, i: usize) -> IrResult<OperandId> {
        let run = self.op_data(op)?.operands;
        match run.at(i) {
            Some(u) => Ok(self.operand_id(u)),
            None => misuse(format!("operand index {i} out of range (the operation has {})", run.len)),
        }
    }

    /// Sets the `i`-th operand (`None` makes it a null operand).
    pub fn set_op_operand(&mut self, op: OpId, i: usize, value: Option<ValueId>) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let o = self.op_idx(op)?;
        let v = value.map(|v| self.value_idx(v)).transpose()?.unwrap_or(NONE);
        let run = self.opd(o).operands;
        let Some(u) = run.at(i) else {
            return misuse(format!("operand index {i} out of range (the operation has {})", run.len));
        };
        self.retarget_operand(u, v);
        Ok(())
    }

    pub(crate) fn retarget_operand(&mut self, u: u32, v: u32) {
        let old = self.operands.get(u).target;
        if old == v {
            return;
        }
        if old != NONE {
            let head = &mut self.values.get_mut(old).first_use;
            unlink_use(&mut self.operands, head, u);
        }
        self.operands.get_mut(u).target = v;
        if v != NONE {
            let head = &mut self.values.get_mut(v).first_use;
            link_use(&mut self.operands, head, u);
        }
    }

    /// Replaces all operands. With a different count the operand nodes are
    /// reallocated (old [`OperandId`]s of this op become stale).
    pub fn set_op_operands(&mut self, op: OpId, values: &[ValueId]) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let o = self.op_idx(op)?;
        let vs: SmallVec<[u32; 4]> = values.iter().map(|&v| self.value_idx(v)).collect::<IrResult<_>>()?;
        let run = self.opd(o).operands;
        if run.len as usize == vs.len() {
            for (u, &v) in run.indices().zip(vs.iter()) {
                self.retarget_operand(u, v);
            }
            return Ok(());
        }
        self.drop_operand_run(run);
        let new = self.operands.alloc_run(vs.len() as u32, |i| UseData {
            target: vs[i as usize],
            owner: o,
            ..UseData::default()
        });
        for u in new.indices() {
            let v = self.operands.get(u).target;
            let head = &mut self.values.get_mut(v).first_use;
            link_use(&mut self.operands, head, u);
        }
        self.opd_mut(o).operands = new;
        Ok(())
    }

    /// Replaces the `len` operands from `start` with `values` (upstream's
    /// `Operation::setOperands(start, length, operands)`): later operands
    /// shift. With a different count the operand nodes are reallocated (as
    /// [`Ir::set_op_operands`]).
    pub fn splice_op_operands(&mut self, op: OpId, start: usize, len: usize, values: &[ValueId]) -> IrResult<()> {
        let n = self.op_num_operands(op)?;
        if start + len > n {
            return misuse(format!("operand range {start}..{} out of range (the operation has {n})", start + len));
        }
        if len == values.len() {
            for (k, &v) in values.iter().enumerate() {
                self.set_op_operand(op, start + k, Some(v))?;
            }
            return Ok(());
        }
        let mut all: SmallVec<[ValueId; 8]> = SmallVec::with_capacity(n - len + values.len());
        for i in (0..start).chain(start + len..n) {
            if i == start + len {
                all.extend_from_slice(values);
            }
            match self.op_operand(op, i)? {
                Some(v) => all.push(v),
                None => return misuse("cannot splice the operands of an operation with a null operand"),
            }
        }
        if start + len == n {
            all.extend_from_slice(values);
        }
        self.set_op_operands(op, &all)
    }

    /// Number of results.
    #[inline]
    pub fn op_num_results(&self, op: OpId) -> IrResult<usize> {
        Ok(self.op_data(op)?.results.len as usize)
    }

    /// The `i`-th result.
    #[inline]
    pub fn op_result(&self, op: OpId, i: usize) -> IrResult<ValueId> {
        let run = self.op_data(op)?.results;
        match run.at(i) {
            Some(v) => Ok(self.value_id(v)),
            None => misuse(format!("result index {i} out of range (the operation has {})", run.len)),
        }
    }

    /// The operations directly in `op`'s regions, in order (region by
    /// region, block by block); empty for a stale handle.
    pub fn child_ops(&self, op: OpId) -> Vec<OpId> {
        use crate::view::{block_ops, op_regions, region_blocks};
        let mut out = Vec::new();
        for r in op_regions(self, op) {
            for b in region_blocks(self, r) {
                out.extend(block_ops(self, b));
            }
        }
        out
    }

    /// Number of successors.
    pub fn op_num_successors(&self, op: OpId) -> IrResult<usize> {
        Ok(self.op_data(op)?.succs.len as usize)
    }

    /// The `i`-th successor (`None` if its block was erased).
    pub fn op_successor(&self, op: OpId, i: usize) -> IrResult<Option<BlockId>> {
        let run = self.op_data(op)?.succs;
        match run.at(i) {
            Some(u) => Ok(opt(self.succs.get(u).target).map(|b| self.block_id(b))),
            None => misuse(format!("successor index {i} out of range (the operation has {})", run.len)),
        }
    }

    /// Sets the `i`-th successor.
    pub fn set_op_successor(&mut self, op: OpId, i: usize, block: BlockId) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let o = self.op_idx(op)?;
        let b = self.block_idx(block)?;
        let run = self.opd(o).succs;
        let Some(u) = run.at(i) else {
            return misuse(format!("successor index {i} out of range (the operation has {})", run.len));
        };
        let old = self.succs.get(u).target;
        if old != NONE {
            let head = &mut self.blocks.get_mut(old).first_pred;
            unlink_use(&mut self.succs, head, u);
        }
        self.succs.get_mut(u).target = b;
        let head = &mut self.blocks.get_mut(b).first_pred;
        link_use(&mut self.succs, head, u);
        Ok(())
    }

    /// Replaces uses of `of` by `with` in the operands of `op` only.
    pub fn replace_uses_in_op(&mut self, op: OpId, of: ValueId, with: ValueId) -> IrResult<()> {
        self.epoch = self.epoch.wrapping_add(1);
        let o = self.op_idx(op)?;
        let (f, w) = (self.value_idx(of)?, self.value_idx(with)?);
        for u in self.opd(o).operands.indices() {
            if self.operands.get(u).target == f {
                self.retarget_operand(u, w);
            }
        }
        Ok(())
    }
}

/// Whether `items` holds a value twice: a scan for a short list, a set for a
/// long one (so that an operation with many regions is checked in linear
/// time).
fn has_duplicate(items: &[u32]) -> bool {
    /// The longest list checked by a scan.
    const SCAN: usize = 16;
    if items.len() <= SCAN {
        return items.iter().enumerate().any(|(k, x)| items[..k].contains(x));
    }
    let mut seen = hashbrown::HashSet::with_capacity(items.len());
    !items.iter().all(|x| seen.insert(*x))
}
