//! A validated view of one operation, for dialect code, verifiers and
//! passes: plain accessors instead of `IrResult<Option<_>>` chains.
//!
//! An [`OpView`] is made only for a live operation and borrows the IR
//! immutably, so nothing can erase the operation while the view exists:
//! its accessors cannot meet a stale handle. Indices out of range give
//! `None` (or an empty list), never a panic.
#![allow(clippy::result_unit_err)] // `Err(())`: the diagnostic was reported already

use smallvec::SmallVec;

use crate::attrs::{AttrData, Attribute, Location};
use crate::context::Context;
use crate::ir::{opt, BlockId, Ir, OpData, OpId, RegionId, ValueId};
use crate::registry::{OpDef, ValueDef};
use crate::types::Type;
use crate::verify::{fail_op, VerifyResult};

/// A live operation of a context's IR.
#[derive(Copy, Clone)]
pub struct OpView<'a> {
    /// The context.
    pub cx: &'a Context,
    /// The IR store.
    pub ir: &'a Ir,
    /// The operation.
    pub id: OpId,
    /// Its data, found once: the immutable borrow of `ir` keeps it live,
    /// so the accessors read it without checking the handle again.
    d: &'a OpData,
}

impl<'a> OpView<'a> {
    /// A view of `op`, if it is a live operation of `ir`.
    pub fn new(cx: &'a Context, ir: &'a Ir, op: OpId) -> Option<Self> {
        let d = ir.op_data(op).ok()?;
        Some(OpView { cx, ir, id: op, d })
    }

    /// The full name (`dialect.op`).
    pub fn name(&self) -> &'a str {
        self.cx.op_name_str(self.d.name)
    }

    /// The registration, if the operation is registered.
    pub fn def(&self) -> Option<&'a OpDef> {
        self.cx.op_name_info(self.d.name).def()
    }

    /// The location.
    pub fn loc(&self) -> Location {
        self.ir.loc_at(self.d.loc)
    }

    /// Number of operands.
    pub fn num_operands(&self) -> usize {
        self.d.operands.len as usize
    }

    /// Operand `i` (`None` if out of range or a null operand).
    #[inline]
    pub fn operand(&self, i: usize) -> Option<ValueId> {
        let v = opt(self.ir.operands.get(self.d.operands.at(i)?).target)?;
        Some(self.ir.value_id(v))
    }

    /// The type of operand `i` (`None` if out of range or a null operand).
    #[inline]
    pub fn operand_type(&self, i: usize) -> Option<Type> {
        let v = opt(self.ir.operands.get(self.d.operands.at(i)?).target)?;
        Some(self.ir.type_at(self.ir.values.get(v).ty))
    }

    /// The operands (null operands left out).
    pub fn operands(&self) -> SmallVec<[ValueId; 4]> {
        (0..self.num_operands()).filter_map(|i| self.operand(i)).collect()
    }

    /// The types of the operands (null operands left out).
    pub fn operand_types(&self) -> SmallVec<[Type; 4]> {
        (0..self.num_operands()).filter_map(|i| self.operand_type(i)).collect()
    }

    /// Number of results.
    pub fn num_results(&self) -> usize {
        self.d.results.len as usize
    }

    /// Result `i`.
    #[inline]
    pub fn result(&self, i: usize) -> Option<ValueId> {
        Some(self.ir.value_id(self.d.results.at(i)?))
    }

    /// The type of result `i`.
    #[inline]
    pub fn result_type(&self, i: usize) -> Option<Type> {
        Some(self.ir.type_at(self.ir.values.get(self.d.results.at(i)?).ty))
    }

    /// The types of the results.
    pub fn result_types(&self) -> SmallVec<[Type; 2]> {
        (0..self.num_results()).filter_map(|i| self.result_type(i)).collect()
    }

    /// The type of a value.
    pub fn value_type(&self, v: ValueId) -> Option<Type> {
        self.ir.value_type(v).ok()
    }

    /// The attribute `name` as upstream's `getAttr`: the inherent one for a
    /// name the registration declares, otherwise the discardable one.
    pub fn attr(&self, name: &str) -> Option<Attribute> {
        self.ir.op_attr_by_name(self.cx, self.id, name.as_bytes()).ok().flatten()
    }

    /// The inherent attribute with index `k` in the registration's
    /// attribute list, if set (no name comparison: the fast way for code
    /// that knows its definition).
    #[inline]
    pub fn inherent_at(&self, k: usize) -> Option<Attribute> {
        let id = *self.cx.op_name_info(self.d.name).attr_ids().get(k)?;
        match self.cx.try_attr_data(self.ir.attr_at(self.d.props)?)? {
            AttrData::Dictionary(entries) => entries.iter().find(|na| na.name == id).map(|na| na.value),
            _ => None,
        }
    }

    /// The inherent attribute (property) `name`, if set.
    pub fn inherent(&self, name: &str) -> Option<Attribute> {
        self.ir.op_inherent_attr(self.cx, self.id, name.as_bytes()).ok().flatten().flatten()
    }

    /// The data of attribute `name`, if set.
    pub fn attr_data(&self, name: &str) -> Option<&'a AttrData> {
        self.attr(name).and_then(|a| self.cx.try_attr_data(a))
    }

    /// Attribute `name` as a string, if it is a string attribute.
    pub fn str_attr(&self, name: &str) -> Option<&'a [u8]> {
        match self.attr_data(name)? {
            AttrData::String { value, .. } => Some(value),
            _ => None,
        }
    }

    /// Attribute `name` as a type, if it is a type attribute.
    pub fn type_attr(&self, name: &str) -> Option<Type> {
        match self.attr_data(name)? {
            AttrData::Type(t) => Some(*t),
            _ => None,
        }
    }

    /// Number of regions.
    pub fn num_regions(&self) -> usize {
        self.d.regions.len as usize
    }

    /// Region `i`.
    pub fn region(&self, i: usize) -> Option<RegionId> {
        Some(self.ir.region_id(self.d.regions.at(i)?))
    }

    /// The blocks of region `i`, in order.
    pub fn region_blocks(&self, i: usize) -> SmallVec<[BlockId; 2]> {
        self.region(i).map(|r| region_blocks(self.ir, r)).unwrap_or_default()
    }

    /// Number of successors.
    pub fn num_successors(&self) -> usize {
        self.d.succs.len as usize
    }

    /// Successor `i`.
    pub fn successor(&self, i: usize) -> Option<BlockId> {
        self.ir.op_successor(self.id, i).ok().flatten()
    }

    /// The operation whose region holds this one.
    pub fn parent(&self) -> Option<OpView<'a>> {
        let p = self.ir.op_parent(self.id).ok().flatten()?;
        OpView::new(self.cx, self.ir, p)
    }

    /// The block holding this operation.
    pub fn block(&self) -> Option<BlockId> {
        self.ir.op_block(self.id).ok().flatten()
    }

    /// The operand values of group `k` of the registration's operand
    /// definitions (split by segment sizes or variadic sharing).
    pub fn operand_group(&self, k: usize) -> SmallVec<[ValueId; 4]> {
        let Some(def) = self.def() else { return SmallVec::new() };
        let (start, len) = self.groups(&def.operands, self.num_operands(), "operandSegmentSizes", k);
        (start..start + len).filter_map(|i| self.operand(i)).collect()
    }

    /// The result values of group `k` of the registration's result
    /// definitions.
    pub fn result_group(&self, k: usize) -> SmallVec<[ValueId; 4]> {
        let Some(def) = self.def() else { return SmallVec::new() };
        let (start, len) = self.groups(&def.results, self.num_results(), "resultSegmentSizes", k);
        (start..start + len).filter_map(|i| self.result(i)).collect()
    }

    fn groups(&self, defs: &[ValueDef], total: usize, seg_name: &str, k: usize) -> (usize, usize) {
        // Without segment sizes (the common case) the split needs no
        // attribute lookup.
        let has_segments = self.def().is_some_and(|d| {
            if seg_name == "operandSegmentSizes" { d.facts.operand_segments } else { d.facts.result_segments }
        });
        let seg = if has_segments { crate::registry::invariants_segments(self.cx, self.ir, self.id, seg_name) } else { None };
        crate::registry::value_groups(defs, total, seg.as_deref()).get(k).copied().unwrap_or((0, 0))
    }

    /// Reports `emitOpError(message)` on the operation and returns failure.
    pub fn emit_op_error(&self, message: impl FnOnce() -> String) -> VerifyResult {
        fail_op(self.cx, self.ir, self.id, message)
    }
}

/// Whether `a` and `b` have the same name, discardable attributes,
/// properties and numbers of regions, successors, operands and results:
/// the first step of upstream's `OperationEquivalence::isEquivalentTo`
/// (locations ignored).
pub fn same_op_signature(cx: &Context, ir: &Ir, a: OpId, b: OpId) -> bool {
    let (Some(va), Some(vb)) = (OpView::new(cx, ir, a), OpView::new(cx, ir, b)) else { return false };
    let na = ir.op_num_discardable_attrs(a).unwrap_or(0);
    ir.op_name(a).ok() == ir.op_name(b).ok()
        && na == ir.op_num_discardable_attrs(b).unwrap_or(0)
        && (0..na).all(|i| ir.op_discardable_attr(a, i).ok() == ir.op_discardable_attr(b, i).ok())
        && va.num_regions() == vb.num_regions()
        && va.num_successors() == vb.num_successors()
        && va.num_operands() == vb.num_operands()
        && va.num_results() == vb.num_results()
        && ir.op_properties(a).ok() == ir.op_properties(b).ok()
}

/// The blocks of a region, in order.
pub fn region_blocks(ir: &Ir, region: RegionId) -> SmallVec<[BlockId; 2]> {
    let mut out = SmallVec::new();
    let mut b = ir.region_first_block(region).ok().flatten();
    while let Some(x) = b {
        out.push(x);
        b = ir.block_next(x).ok().flatten();
    }
    out
}

/// The operations of a block, in order.
pub fn block_ops(ir: &Ir, block: BlockId) -> SmallVec<[OpId; 8]> {
    let mut out = SmallVec::new();
    let mut o = ir.block_first_op(block).ok().flatten();
    while let Some(op) = o {
        out.push(op);
        o = ir.op_next(op).ok().flatten();
    }
    out
}

/// The regions of an operation, in order (none for a stale handle).
pub fn op_regions(ir: &Ir, op: OpId) -> SmallVec<[RegionId; 2]> {
    (0..ir.op_num_regions(op).unwrap_or(0)).filter_map(|i| ir.op_region(op, i).ok()).collect()
}
