//! The memref ops' canonicalization patterns (upstream's
//! `getCanonicalizationPatterns` in `MemRefOps.cpp`), each op's in
//! upstream's order and under upstream's debug name.

use smallvec::SmallVec;

use super::fold::{
    can_fold_into_consumer, cast_state, constant_index_op, constant_int, constify, defining_op, i64_list_attr,
    inherent, mixed_offsets_sizes_strides, name_of, operand, producer, segment_sizes, shape_of, split_mixed,
    static_list, strided_like, type_of, with_shape, Mixed,
};
use super::verify::parts;
use super::views::{in_bounds_slice, memref_rank_reduction_mask, subview_inferred};
use crate::attrs::NamedAttribute;
use crate::context::Context;
use crate::ir::{walk, Ir, OpId, OperationState, RegionId, ValueId, ValueOwner, WalkOrder, WalkResult};
use crate::registry::interfaces::{EffectKind, EffectResource, MemoryEffectOpInterface};
use crate::registry::Traits;
use crate::rewrite::{PatternSet, RewritePattern, Rewriter};
use crate::types::{Type, DYNAMIC};
use crate::view::OpView;

/// A pattern given by its root, its debug name and a rewrite function.
struct Pattern {
    root: &'static str,
    name: &'static str,
    rewrite: fn(OpId, &mut Rewriter<'_>) -> bool,
}

impl RewritePattern for Pattern {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut Rewriter<'_>) -> bool {
        (self.rewrite)(op, rewriter)
    }
}

/// Adds the pattern `name` rooted at `root`.
pub(super) fn add(
    set: &mut PatternSet,
    root: &'static str,
    name: &'static str,
    rewrite: fn(OpId, &mut Rewriter<'_>) -> bool,
) {
    set.add(Pattern { root, name, rewrite });
}

// ---------------------------------------------------------------------------
// Registration, per op.
// ---------------------------------------------------------------------------

/// `AllocOp::getCanonicalizationPatterns`.
pub(super) fn alloc(set: &mut PatternSet) {
    add(set, "memref.alloc", "(anonymous namespace)::SimplifyAllocConst<mlir::memref::AllocOp>", simplify_alloc_const);
    add(set, "memref.alloc", "(anonymous namespace)::SimplifyDeadAlloc<mlir::memref::AllocOp>", simplify_dead_alloc);
}

/// `AllocaOp::getCanonicalizationPatterns`.
pub(super) fn alloca(set: &mut PatternSet) {
    add(
        set,
        "memref.alloca",
        "(anonymous namespace)::SimplifyAllocConst<mlir::memref::AllocaOp>",
        simplify_alloc_const,
    );
    add(set, "memref.alloca", "(anonymous namespace)::SimplifyDeadAlloc<mlir::memref::AllocaOp>", simplify_dead_alloc);
}

/// `AllocaScopeOp::getCanonicalizationPatterns`.
pub(super) fn alloca_scope(set: &mut PatternSet) {
    add(set, "memref.alloca_scope", "AllocaScopeInliner", alloca_scope_inliner);
    add(set, "memref.alloca_scope", "AllocaScopeHoister", alloca_scope_hoister);
}

/// `CollapseShapeOp::getCanonicalizationPatterns`.
pub(super) fn collapse_shape(set: &mut PatternSet) {
    super::reshape::collapse_shape_patterns(set);
}

/// `CopyOp::getCanonicalizationPatterns`.
pub(super) fn copy(set: &mut PatternSet) {
    add(set, "memref.copy", "(anonymous namespace)::FoldEmptyCopy", fold_empty_copy);
    add(set, "memref.copy", "(anonymous namespace)::FoldSelfCopy", fold_self_copy);
}

/// `DimOp::getCanonicalizationPatterns`.
pub(super) fn dim(set: &mut PatternSet) {
    add(set, "memref.dim", "(anonymous namespace)::DimOfMemRefReshape", dim_of_reshape);
}

/// `ExpandShapeOp::getCanonicalizationPatterns`.
pub(super) fn expand_shape(set: &mut PatternSet) {
    super::reshape::expand_shape_patterns(set);
}

/// `ReallocOp::getCanonicalizationPatterns`.
pub(super) fn realloc(set: &mut PatternSet) {
    add(
        set,
        "memref.realloc",
        "(anonymous namespace)::SimplifyDeadAlloc<mlir::memref::ReallocOp>",
        simplify_dead_alloc,
    );
}

/// `ReinterpretCastOp::getCanonicalizationPatterns`.
pub(super) fn reinterpret_cast(set: &mut PatternSet) {
    add(
        set,
        "memref.reinterpret_cast",
        "(anonymous namespace)::ReinterpretCastOpExtractStridedMetadataFolder",
        reinterpret_cast_of_metadata,
    );
    add(
        set,
        "memref.reinterpret_cast",
        "(anonymous namespace)::ReinterpretCastOpConstantFolder",
        reinterpret_cast_constants,
    );
}

/// `SubViewOp::getCanonicalizationPatterns`.
pub(super) fn subview(set: &mut PatternSet) {
    add(
        set,
        "memref.subview",
        "mlir::OpWithOffsetSizesAndStridesConstantArgumentFolder<mlir::memref::SubViewOp, SubViewReturnTypeCanonicalizer, SubViewCanonicalizer>",
        subview_constant_arguments,
    );
    add(set, "memref.subview", "(anonymous namespace)::SubViewOpMemRefCastFolder", subview_of_cast);
    add(set, "memref.subview", "(anonymous namespace)::TrivialSubViewOpFolder", trivial_subview);
}

/// `ViewOp::getCanonicalizationPatterns`.
pub(super) fn view(set: &mut PatternSet) {
    add(set, "memref.view", "(anonymous namespace)::ViewOpShapeFolder", view_shape);
    add(set, "memref.view", "(anonymous namespace)::ViewOpMemrefCastFolder", view_of_cast);
}

// ---------------------------------------------------------------------------
// Helpers.
// ---------------------------------------------------------------------------

/// Result `i` of `op`.
pub(super) fn result(cx: &Context, op: OpId, i: usize) -> Option<ValueId> {
    cx.ir().op_result(op, i).ok()
}

/// Creates `st` at the insertion point; its first result.
pub(super) fn create_value(rw: &mut Rewriter<'_>, st: OperationState) -> Option<ValueId> {
    let op = rw.create(st).ok()?;
    result(rw.context(), op, 0)
}

/// Replaces `op` by a new `memref.cast` of `value` to `ty` (upstream's
/// `replaceOpWithNewOp<CastOp>`).
pub(super) fn replace_with_cast(rw: &mut Rewriter<'_>, op: OpId, value: ValueId, ty: Type) -> bool {
    let cx = rw.context();
    let Ok(loc) = cx.ir().op_loc(op) else { return false };
    let Some(cast) = create_value(rw, cast_state(cx, value, ty, loc)) else { return false };
    rw.replace_op(op, &[cast]).is_ok()
}

/// The state of a new op with `source`, the offsets, sizes and strides
/// `lists` and the result type `ty` (`subview`, `reinterpret_cast`).
fn offsets_sizes_strides_state(
    cx: &Context,
    name: &str,
    loc: crate::attrs::Location,
    source: ValueId,
    lists: [&[Mixed]; 3],
    ty: Type,
) -> OperationState {
    let mut st = OperationState::new(cx.op_name(name.as_bytes()), loc);
    st.operands.push(source);
    let mut counts = [1usize; 4];
    for (k, (list, attr)) in lists.into_iter().zip(["static_offsets", "static_sizes", "static_strides"]).enumerate() {
        let (statics, values) = split_mixed(list);
        counts[k + 1] = values.len();
        st.operands.extend(values);
        st.attributes.push(i64_list_attr(cx, attr, &statics));
    }
    st.attributes.push(segment_sizes(cx, &counts));
    st.results.push(ty);
    st
}

// ---------------------------------------------------------------------------
// alloc, alloca, realloc.
// ---------------------------------------------------------------------------

/// `SimplifyAllocConst`: the non-negative constant dynamic sizes of an
/// `alloc` or `alloca` move into its type, with a `memref.cast` back to
/// the old type.
fn simplify_alloc_const(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let (st, old_ty) = {
        let mut ir = cx.ir_mut();
        let Some(v) = OpView::new(cx, &ir, op) else { return false };
        let (sizes, symbols) = (v.operand_group(0), v.operand_group(1));
        let (Some(old_ty), loc, name, align) =
            (v.result_type(0), v.loc(), name_of(cx, &ir, op), v.inherent("alignment"))
        else {
            return false;
        };
        let consts: SmallVec<[Option<i64>; 4]> =
            sizes.iter().map(|&s| constant_int(cx, &mut ir, s).filter(|&c| c >= 0)).collect();
        if consts.iter().all(Option::is_none) {
            return false;
        }
        let Some(shape) = shape_of(cx, old_ty) else { return false };
        let mut kept = Vec::new();
        let mut next = sizes.iter().zip(&consts);
        let new_shape: Vec<i64> = shape
            .iter()
            .map(|&d| {
                if d != DYNAMIC {
                    return d;
                }
                match next.next() {
                    Some((_, Some(c))) => *c,
                    Some((&s, None)) => {
                        kept.push(s);
                        DYNAMIC
                    }
                    None => DYNAMIC,
                }
            })
            .collect();
        let Some(new_ty) = with_shape(cx, old_ty, &new_shape) else { return false };
        let mut st = OperationState::new(cx.op_name(name.as_bytes()), loc);
        st.attributes.push(segment_sizes(cx, &[kept.len(), symbols.len()]));
        st.operands.extend(kept);
        st.operands.extend(symbols);
        if let Some(a) = align {
            st.attributes.push(NamedAttribute { name: cx.identifier("alignment"), value: a });
        }
        st.results.push(new_ty);
        (st, old_ty)
    };
    let Some(new) = create_value(rw, st) else { return false };
    replace_with_cast(rw, op, new, old_ty)
}

/// `SimplifyDeadAlloc`: an allocation used only as the memref of stores
/// and by deallocations goes, with those users.
fn simplify_dead_alloc(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let users = {
        let ir = cx.ir();
        let Ok(memref) = ir.op_result(op, 0) else { return false };
        let mut users: SmallVec<[OpId; 4]> = SmallVec::new();
        for u in ir.value_uses(memref).unwrap_or_default() {
            let Ok(user) = ir.operand_owner(u) else { return false };
            let ok = match name_of(cx, &ir, user) {
                "memref.store" => operand(&ir, user, 0) != Some(memref),
                "memref.dealloc" => true,
                _ => false,
            };
            if !ok {
                return false;
            }
            if !users.contains(&user) {
                users.push(user);
            }
        }
        users
    };
    for user in users {
        if rw.erase_op(user).is_err() {
            return false;
        }
    }
    rw.erase_op(op).is_ok()
}

// ---------------------------------------------------------------------------
// alloca_scope.
// ---------------------------------------------------------------------------

/// Whether `op` has the trait `t` (registered ops only).
fn has_trait(cx: &Context, ir: &Ir, op: OpId, t: &str) -> bool {
    OpView::new(cx, ir, op).and_then(|v| v.def()).is_some_and(|d| d.has_trait(t))
}

/// Whether `op` allocates one of its results on the automatic allocation
/// scope; `None` if it has no `MemoryEffectOpInterface`.
fn allocates_on_scope(cx: &Context, ir: &Ir, op: OpId) -> Option<bool> {
    let v = OpView::new(cx, ir, op)?;
    let def = v.def()?;
    if !def.interfaces.has(crate::registry::interfaces::ids::memory_effect()) {
        return None;
    }
    let Some(i) = def.interface::<MemoryEffectOpInterface>() else { return Some(false) };
    let n = v.num_results() as u32;
    Some((i.effects)(v).iter().any(|e| {
        e.kind == EffectKind::Allocate
            && e.resource == EffectResource::AutomaticAllocationScope
            && e.result.is_some_and(|r| r < n)
    }))
}

/// Upstream's `isOpItselfPotentialAutomaticAllocation`.
fn potential_automatic_allocation(cx: &Context, ir: &Ir, op: OpId) -> bool {
    if has_trait(cx, ir, op, "RecursiveMemoryEffects") {
        return false;
    }
    allocates_on_scope(cx, ir, op).unwrap_or(true)
}

/// Upstream's `lastNonTerminatorInRegion`: `op` is followed only by its
/// block's terminator, in a single-block region.
fn last_non_terminator(cx: &Context, ir: &Ir, op: OpId) -> bool {
    let Ok(Some(block)) = ir.op_block(op) else { return false };
    let Ok(Some(last)) = ir.block_last_op(block) else { return false };
    let might_terminate = match OpView::new(cx, ir, last).and_then(|v| v.def()) {
        Some(d) => d.traits.has(Traits::TERMINATOR),
        None => true,
    };
    let Ok(Some(region)) = ir.block_parent_region(block) else { return false };
    let one_block = crate::view::region_blocks(ir, region).len() == 1;
    might_terminate && ir.op_next(op).ok().flatten() == Some(last) && one_block
}

/// The closest ancestor operation of `op` with the trait
/// `AutomaticAllocationScope`.
fn scope_ancestor(cx: &Context, ir: &Ir, op: OpId) -> Option<OpId> {
    let mut cur = ir.op_parent(op).ok()?;
    while let Some(p) = cur {
        if has_trait(cx, ir, p, "AutomaticAllocationScope") {
            return Some(p);
        }
        cur = ir.op_parent(p).ok()?;
    }
    None
}

/// `AllocaScopeInliner`: a scope holding no potential stack allocation,
/// or the last op of a block of an allocation scope, is inlined.
fn alloca_scope_inliner(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let (block, terminator, results) = {
        let ir = cx.ir();
        let mut potential = false;
        let _ = walk(&*ir, op, WalkOrder::PreOrder, &mut |nested| {
            if nested == op {
                return WalkResult::Advance;
            }
            if potential_automatic_allocation(cx, &ir, nested) {
                potential = true;
                return WalkResult::Interrupt;
            }
            if has_trait(cx, &ir, nested, "AutomaticAllocationScope") {
                return WalkResult::Skip;
            }
            WalkResult::Advance
        });
        if potential {
            let parent = ir.op_parent(op).ok().flatten();
            if !parent.is_some_and(|p| has_trait(cx, &ir, p, "AutomaticAllocationScope"))
                || !last_non_terminator(cx, &ir, op)
            {
                return false;
            }
        }
        let Ok(Some(region)) = ir.op_region(op, 0).map(Some) else { return false };
        let Ok(Some(block)) = ir.region_first_block(region) else { return false };
        let Ok(Some(terminator)) = ir.block_last_op(block) else { return false };
        let n = ir.op_num_operands(terminator).unwrap_or(0);
        let results: SmallVec<[ValueId; 2]> = (0..n).filter_map(|i| operand(&ir, terminator, i)).collect();
        (block, terminator, results)
    };
    if rw.inline_block_before(block, op, &[]).is_err() || rw.replace_op(op, &results).is_err() {
        return false;
    }
    rw.erase_op(terminator).is_ok()
}

/// Whether `region` is `inner` or contains it.
fn region_contains(ir: &Ir, region: RegionId, inner: RegionId) -> bool {
    let mut cur = Some(inner);
    while let Some(r) = cur {
        if r == region {
            return true;
        }
        cur = ir
            .region_parent(r)
            .ok()
            .flatten()
            .and_then(|p| ir.op_block(p).ok().flatten())
            .and_then(|b| ir.block_parent_region(b).ok().flatten());
    }
    false
}

/// The region holding `v` (its block's region).
fn value_region(ir: &Ir, v: ValueId) -> Option<RegionId> {
    let block = match ir.value_owner(v).ok()? {
        ValueOwner::Result(op, _) => ir.op_block(op).ok()??,
        ValueOwner::Argument(b, _) => b,
    };
    ir.block_parent_region(block).ok()?
}

/// `AllocaScopeHoister`: the stack allocations of a scope that ends a
/// chain of single-block regions up to an allocation scope move before
/// the outermost op of that chain.
fn alloca_scope_hoister(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let (last_parent, to_hoist) = {
        let ir = cx.ir();
        if scope_ancestor(cx, &ir, op).is_none() {
            return false;
        }
        let Ok(Some(mut last_parent)) = ir.op_parent(op) else { return false };
        if has_trait(cx, &ir, last_parent, "AutomaticAllocationScope") {
            return false;
        }
        if !last_non_terminator(cx, &ir, op) || !last_non_terminator(cx, &ir, last_parent) {
            return false;
        }
        loop {
            let Ok(Some(up)) = ir.op_parent(last_parent) else { return false };
            if has_trait(cx, &ir, up, "AutomaticAllocationScope") {
                break;
            }
            last_parent = up;
            if !last_non_terminator(cx, &ir, last_parent) {
                return false;
            }
        }
        let Some(op_region) = ir.op_block(op).ok().flatten().and_then(|b| ir.block_parent_region(b).ok().flatten())
        else {
            return false;
        };
        let Some(containing) =
            crate::view::op_regions(&ir, last_parent).into_iter().find(|&r| region_contains(&ir, r, op_region))
        else {
            return false;
        };
        let mut to_hoist = Vec::new();
        let _ = walk(&*ir, op, WalkOrder::PostOrder, &mut |nested| {
            if allocates_on_scope(cx, &ir, nested) != Some(true) {
                return WalkResult::Skip;
            }
            let n = ir.op_num_operands(nested).unwrap_or(0);
            let inside = (0..n)
                .filter_map(|i| operand(&ir, nested, i))
                .any(|v| value_region(&ir, v).is_some_and(|r| region_contains(&ir, containing, r)));
            if inside {
                return WalkResult::Skip;
            }
            to_hoist.push(nested);
            WalkResult::Advance
        });
        if to_hoist.is_empty() {
            return false;
        }
        (last_parent, to_hoist)
    };
    if rw.set_insertion_point_before(last_parent).is_err() {
        return false;
    }
    for alloc in to_hoist {
        let Ok(cloned) = rw.clone(alloc) else { return false };
        if rw.replace_op_with_op(alloc, cloned).is_err() {
            return false;
        }
    }
    true
}

// ---------------------------------------------------------------------------
// copy.
// ---------------------------------------------------------------------------

/// `FoldEmptyCopy`: a copy of or to a memref with a zero dimension goes.
fn fold_empty_copy(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let empty = {
        let ir = cx.ir();
        (0..2).any(|i| {
            operand(&ir, op, i)
                .and_then(|v| type_of(&ir, v))
                .and_then(|t| shape_of(cx, t))
                .is_some_and(|s| s.contains(&0))
        })
    };
    empty && rw.erase_op(op).is_ok()
}

/// `FoldSelfCopy`: a copy of a memref to itself goes.
fn fold_self_copy(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let same = {
        let ir = cx.ir();
        operand(&ir, op, 0) == operand(&ir, op, 1)
    };
    same && rw.erase_op(op).is_ok()
}

// ---------------------------------------------------------------------------
// dim.
// ---------------------------------------------------------------------------

/// Reports why a pattern did not match `op` (upstream's
/// `notifyMatchFailure`); `false`.
fn fail(rw: &mut Rewriter<'_>, op: OpId, reason: &'static str) -> bool {
    let loc = rw.context().ir().op_loc(op).unwrap_or_else(|_| rw.context().unknown_loc());
    rw.notify_match_failure(loc, || reason.into())
}

/// `DimOfMemRefReshape`: the size of a `memref.reshape` result is loaded
/// from the reshape's shape operand, right after the reshape, when the
/// index is known to be defined before it.
fn dim_of_reshape(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let (reshape, st, index_ty) = {
        let mut ir = cx.ir_mut();
        let (Some(src), Some(index)) = (operand(&ir, op, 0), operand(&ir, op, 1)) else { return false };
        let Some(reshape) = producer(cx, &ir, src, "memref.reshape") else {
            drop(ir);
            return fail(rw, op, "Dim op is not defined by a reshape op.");
        };
        let reshape_block = ir.op_block(reshape).ok().flatten();
        let index_block = match ir.value_owner(index) {
            Ok(ValueOwner::Result(d, _)) => ir.op_block(d).ok().flatten(),
            Ok(ValueOwner::Argument(b, _)) => Some(b),
            Err(_) => None,
        };
        if index_block == reshape_block {
            if let Some(d) = defining_op(&ir, index) {
                if ir.is_before_in_block(reshape, d).unwrap_or(true) {
                    drop(ir);
                    return fail(rw, op, "dim.getIndex is not defined before reshape in the same block.");
                }
            }
        } else if ir.op_block(op).ok().flatten() != reshape_block {
            let index_region = value_region(&ir, index);
            let reshape_region = reshape_block.and_then(|b| ir.block_parent_region(b).ok().flatten());
            let proper = match (index_region, reshape_region) {
                (Some(a), Some(b)) => a != b && region_contains(&ir, a, b),
                _ => false,
            };
            if !proper {
                drop(ir);
                return fail(rw, op, "dim.getIndex does not dominate reshape.");
            }
        }
        let Some(shape) = operand(&ir, reshape, 1) else { return false };
        let Some(elem) = type_of(&ir, shape).and_then(|t| parts(cx, t)).map(|p| p.elem) else { return false };
        let Ok(loc) = ir.op_loc(op) else { return false };
        let mut st = OperationState::new(cx.op_name(b"memref.load"), loc);
        st.operands.extend([shape, index]);
        st.attributes.push(NamedAttribute { name: cx.identifier("nontemporal"), value: cx.bool_attr(false) });
        st.results.push(elem);
        (reshape, st, type_of(&ir, index))
    };
    if rw.set_insertion_point_after(reshape).is_err() {
        return false;
    }
    let loc = st.loc;
    let elem = st.results[0];
    let Some(mut load) = create_value(rw, st) else { return false };
    if Some(elem) != index_ty {
        let mut cast = OperationState::new(cx.op_name(b"arith.index_cast"), loc);
        cast.operands.push(load);
        cast.results.push(cx.index_type());
        let Some(c) = create_value(rw, cast) else { return false };
        load = c;
    }
    rw.replace_op(op, &[load]).is_ok()
}

// ---------------------------------------------------------------------------
// reinterpret_cast.
// ---------------------------------------------------------------------------

/// The constified offset, sizes and strides of a `reinterpret_cast`
/// (upstream's `getConstifiedMixed*`, against the result type).
fn reinterpret_cast_constified(cx: &Context, ir: &mut Ir, op: OpId) -> Option<[Vec<Mixed>; 3]> {
    let [mut offsets, mut sizes, mut strides] = mixed_offsets_sizes_strides(cx, ir, op)?;
    let ty = type_of(ir, ir.op_result(op, 0).ok()?)?;
    let (type_strides, type_offset) = cx.memref_strides_and_offset(ty)?;
    constify(cx, ir, &mut offsets, &[type_offset]);
    constify(cx, ir, &mut sizes, &shape_of(cx, ty)?);
    constify(cx, ir, &mut strides, &type_strides);
    Some([offsets, sizes, strides])
}

/// `ReinterpretCastOpExtractStridedMetadataFolder`: a reinterpretation
/// of the base of `extract_strided_metadata(x)` with `x`'s own offset,
/// sizes and strides is `x` (cast to the result type if need be);
/// otherwise it reinterprets `x` directly.
fn reinterpret_cast_of_metadata(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let (src, noop, result_ty) = {
        let mut ir = cx.ir_mut();
        let Some(meta) = operand(&ir, op, 0).and_then(|v| producer(cx, &ir, v, "memref.extract_strided_metadata"))
        else {
            return false;
        };
        let Some(src) = operand(&ir, meta, 0) else { return false };
        let Some(src_ty) = type_of(&ir, src) else { return false };
        let Some([offsets, sizes, strides]) = reinterpret_cast_constified(cx, &mut ir, op) else { return false };
        // The metadata results, constified against the source type.
        let n = ir.op_num_results(meta).unwrap_or(0);
        let rank = n.saturating_sub(2) / 2;
        let results: Vec<ValueId> = (1..n).filter_map(|i| ir.op_result(meta, i).ok()).collect();
        let Some((src_strides, src_offset)) = cx.memref_strides_and_offset(src_ty) else { return false };
        let Some(src_shape) = shape_of(cx, src_ty) else { return false };
        let as_mixed = |vs: &[ValueId]| vs.iter().map(|&v| Mixed::Value(v)).collect::<Vec<_>>();
        let mut m_offset = as_mixed(&results[..1.min(results.len())]);
        let mut m_sizes = as_mixed(results.get(1..1 + rank).unwrap_or(&[]));
        let mut m_strides = as_mixed(results.get(1 + rank..).unwrap_or(&[]));
        constify(cx, &mut ir, &mut m_offset, &[src_offset]);
        constify(cx, &mut ir, &mut m_sizes, &src_shape);
        constify(cx, &mut ir, &mut m_strides, &src_strides);
        let noop = m_strides == strides && m_sizes == sizes && m_offset == offsets;
        (src, noop, type_of(&ir, ir.op_result(op, 0).ok().unwrap_or(src)))
    };
    if !noop {
        return rw.modify_op_in_place(op, |ir| ir.set_op_operand(op, 0, Some(src))).is_ok();
    }
    let Some(result_ty) = result_ty else { return false };
    if type_of(&cx.ir(), src) == Some(result_ty) {
        return rw.replace_op(op, &[src]).is_ok();
    }
    replace_with_cast(rw, op, src, result_ty)
}

/// The element type and memory space of a ranked or unranked memref.
fn elem_and_space(cx: &Context, t: Type) -> Option<(Type, Option<crate::attrs::Attribute>)> {
    match cx.try_type_data(t)? {
        crate::types::TypeData::MemRef { elem, memory_space, .. }
        | crate::types::TypeData::UnrankedMemRef { elem, memory_space } => Some((*elem, *memory_space)),
        _ => None,
    }
}

/// `ReinterpretCastOpConstantFolder`: the offset, sizes and strides the
/// result type or constants know statically become static, in a new
/// `reinterpret_cast` cast back to the old type.
fn reinterpret_cast_constants(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let (st, old_ty) = {
        let mut ir = cx.ir_mut();
        let Some(before) = mixed_offsets_sizes_strides(cx, &ir, op) else { return false };
        let count = |l: &[Vec<Mixed>; 3]| l.iter().flatten().filter(|m| matches!(m, Mixed::Static(_))).count();
        let Some(after) = reinterpret_cast_constified(cx, &mut ir, op) else { return false };
        if count(&before) == count(&after) {
            return false;
        }
        let (Some(src), Some(old_ty), Ok(loc)) =
            (operand(&ir, op, 0), ir.op_result(op, 0).ok().and_then(|r| type_of(&ir, r)), ir.op_loc(op))
        else {
            return false;
        };
        let Some((elem, space)) = type_of(&ir, src).and_then(|t| elem_and_space(cx, t)) else { return false };
        let [offsets, sizes, strides] = &after;
        let statics = |l: &[Mixed]| l.iter().map(|m| m.static_or_dynamic()).collect::<Vec<_>>();
        let layout = cx.strided_layout_attr(statics(offsets).first().copied().unwrap_or(0), &statics(strides));
        let ty = cx.memref_type(&statics(sizes), elem, Some(layout), space);
        (offsets_sizes_strides_state(cx, "memref.reinterpret_cast", loc, src, [offsets, sizes, strides], ty), old_ty)
    };
    let Some(new) = create_value(rw, st) else { return false };
    replace_with_cast(rw, op, new, old_ty)
}

// ---------------------------------------------------------------------------
// subview.
// ---------------------------------------------------------------------------

/// Upstream's `foldDynamicIndexList`: the constant values of `list`
/// (non-negative ones only if `non_negative`) become static; whether any
/// did.
fn fold_dynamic_index_list(cx: &Context, ir: &mut Ir, list: &mut [Mixed], non_negative: bool) -> bool {
    let mut changed = false;
    for m in list.iter_mut() {
        let Mixed::Value(v) = *m else { continue };
        let Some(c) = constant_int(cx, ir, v) else { continue };
        if non_negative && c < 0 {
            continue;
        }
        *m = Mixed::Static(c);
        changed = true;
    }
    changed
}

/// `SubViewOp::inferResultType` from mixed values: `None` for a negative
/// static offset or size or a zero static stride.
fn subview_type(cx: &Context, source: Type, offsets: &[i64], sizes: &[i64], strides: &[i64]) -> Option<Type> {
    let negative = |l: &[i64]| l.iter().any(|&v| v != DYNAMIC && v < 0);
    if negative(offsets) || negative(sizes) || strides.contains(&0) {
        return None;
    }
    subview_inferred(cx, source, offsets, sizes, strides)
}

/// `t` without the dimensions `dropped` marks (their sizes and strides).
fn drop_dims(cx: &Context, t: Type, dropped: &[bool]) -> Option<Type> {
    let shape = shape_of(cx, t)?;
    let (strides, offset) = cx.memref_strides_and_offset(t)?;
    let keep = |i: &usize| !dropped.get(*i).copied().unwrap_or(false);
    let shape: Vec<i64> = (0..shape.len()).filter(keep).map(|i| shape[i]).collect();
    let strides: Vec<i64> = (0..strides.len()).filter(keep).map(|i| strides[i]).collect();
    strided_like(cx, t, &shape, offset, &strides)
}

/// The static values of mixed lists.
fn statics3(lists: &[Vec<Mixed>; 3]) -> [Vec<i64>; 3] {
    lists.clone().map(|l| l.iter().map(|m| m.static_or_dynamic()).collect())
}

/// `OpWithOffsetSizesAndStridesConstantArgumentFolder` with
/// `SubViewReturnTypeCanonicalizer` and `SubViewCanonicalizer`: constant
/// offsets (else sizes, else strides) become static, in a new subview cast
/// back to the old type.
fn subview_constant_arguments(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let (st, old_ty) = {
        let mut ir = cx.ir_mut();
        let Some([mut offsets, mut sizes, mut strides]) = mixed_offsets_sizes_strides(cx, &ir, op) else {
            return false;
        };
        let changed = fold_dynamic_index_list(cx, &mut ir, &mut offsets, true)
            || fold_dynamic_index_list(cx, &mut ir, &mut sizes, true)
            || fold_dynamic_index_list(cx, &mut ir, &mut strides, false);
        if !changed {
            return false;
        }
        let (Some(src), Some(old_ty), Ok(loc)) =
            (operand(&ir, op, 0), ir.op_result(op, 0).ok().and_then(|r| type_of(&ir, r)), ir.op_loc(op))
        else {
            return false;
        };
        let Some(src_ty) = type_of(&ir, src) else { return false };
        let lists = [offsets, sizes, strides];
        let [o, s, st] = statics3(&lists);
        let Some(shape) = shape_of(cx, src_ty) else { return false };
        if in_bounds_slice(&shape, &o, &s, &st).is_err() {
            return false;
        }
        let Some(inferred) = subview_type(cx, src_ty, &o, &s, &st) else { return false };
        let old_sizes = static_list(cx, &ir, op, "static_sizes");
        let Some(dropped) = memref_rank_reduction_mask(cx, src_ty, old_ty, &old_sizes) else { return false };
        let ty = if dropped.iter().any(|&d| d) {
            let Some(t) = drop_dims(cx, inferred, &dropped) else { return false };
            t
        } else {
            inferred
        };
        let [a, b, c] = &lists;
        (offsets_sizes_strides_state(cx, "memref.subview", loc, src, [a, b, c], ty), old_ty)
    };
    let Some(new) = create_value(rw, st) else { return false };
    replace_with_cast(rw, op, new, old_ty)
}

/// `SubViewOpMemRefCastFolder`: a subview of a foldable `memref.cast`
/// takes the cast's source, and the cast moves after it.
fn subview_of_cast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let (st, old_ty) = {
        let ir = cx.ir();
        let n = ir.op_num_operands(op).unwrap_or(0);
        if (0..n).filter_map(|i| operand(&ir, op, i)).any(|v| constant_index_op(cx, &ir, v).is_some()) {
            return false;
        }
        let Some(src) = operand(&ir, op, 0) else { return false };
        let Some(cast) = producer(cx, &ir, src, "memref.cast") else { return false };
        if !can_fold_into_consumer(cx, &ir, cast) {
            return false;
        }
        let (Some(cast_src), Some(src_ty), Some(old_ty), Ok(loc)) = (
            operand(&ir, cast, 0),
            type_of(&ir, src),
            ir.op_result(op, 0).ok().and_then(|r| type_of(&ir, r)),
            ir.op_loc(op),
        ) else {
            return false;
        };
        let Some(cast_src_ty) = type_of(&ir, cast_src) else { return false };
        let [o, s, st] = [
            static_list(cx, &ir, op, "static_offsets"),
            static_list(cx, &ir, op, "static_sizes"),
            static_list(cx, &ir, op, "static_strides"),
        ];
        let Some(inferred) = subview_type(cx, cast_src_ty, &o, &s, &st) else { return false };
        let Some(dropped) = memref_rank_reduction_mask(cx, src_ty, old_ty, &s) else { return false };
        let Some(ty) = drop_dims(cx, inferred, &dropped) else { return false };
        let mut state = OperationState::new(cx.op_name(b"memref.subview"), loc);
        state.operands.push(cast_src);
        state.operands.extend((1..n).filter_map(|i| operand(&ir, op, i)));
        for name in ["operandSegmentSizes", "static_offsets", "static_sizes", "static_strides"] {
            if let Some(value) = inherent(cx, &ir, op, name) {
                state.attributes.push(NamedAttribute { name: cx.identifier(name), value });
            }
        }
        state.results.push(ty);
        (state, old_ty)
    };
    let Some(new) = create_value(rw, st) else { return false };
    replace_with_cast(rw, op, new, old_ty)
}

/// `TrivialSubViewOpFolder`: a subview at offset 0 with unit strides of
/// the whole (static) source is the source, cast if need be.
fn trivial_subview(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let (src, src_ty, ty) = {
        let mut ir = cx.ir_mut();
        let (Some(src), Some(ty)) = (operand(&ir, op, 0), ir.op_result(op, 0).ok().and_then(|r| type_of(&ir, r)))
        else {
            return false;
        };
        let Some(src_ty) = type_of(&ir, src) else { return false };
        let (Some(src_shape), Some(shape)) = (shape_of(cx, src_ty), shape_of(cx, ty)) else { return false };
        if src_shape.len() != shape.len() {
            return false;
        }
        let Some([offsets, sizes, strides]) = mixed_offsets_sizes_strides(cx, &ir, op) else { return false };
        let all = |ir: &mut Ir, l: &[Mixed], want: &dyn Fn(usize) -> i64| {
            l.iter().enumerate().all(|(i, m)| m.constant(cx, ir).is_some_and(|c| c == want(i)))
        };
        if !all(&mut ir, &offsets, &|_| 0)
            || !all(&mut ir, &strides, &|_| 1)
            || !all(&mut ir, &sizes, &|i| src_shape[i])
        {
            return false;
        }
        (src, src_ty, ty)
    };
    if src_ty == ty {
        return rw.replace_op(op, &[src]).is_ok();
    }
    replace_with_cast(rw, op, src, ty)
}

// ---------------------------------------------------------------------------
// view.
// ---------------------------------------------------------------------------

/// `ViewOpShapeFolder`: the sizes that `arith.constant`s give move into
/// the result type, in a new view cast back to the old type.
fn view_shape(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let (st, old_ty) = {
        let ir = cx.ir();
        let Some(v) = OpView::new(cx, &ir, op) else { return false };
        if !v.operands().iter().any(|&x| constant_index_op(cx, &ir, x).is_some()) {
            return false;
        }
        let Some(old_ty) = v.result_type(0) else { return false };
        if cx.memref_strides_and_offset(old_ty).is_none() {
            return false;
        }
        let Some(shape) = shape_of(cx, old_ty) else { return false };
        let sizes = v.operand_group(2);
        let mut next = sizes.iter();
        let mut kept = Vec::new();
        let new_shape: Vec<i64> = shape
            .iter()
            .map(|&d| {
                if d != DYNAMIC {
                    return d;
                }
                let Some(&s) = next.next() else { return d };
                match constant_index_op(cx, &ir, s) {
                    Some(c) => c,
                    None => {
                        kept.push(s);
                        d
                    }
                }
            })
            .collect();
        let Some(new_ty) = with_shape(cx, old_ty, &new_shape) else { return false };
        if new_ty == old_ty {
            return false;
        }
        let (Some(src), Some(shift)) = (v.operand(0), v.operand(1)) else { return false };
        (view_state(cx, v.loc(), src, shift, &kept, new_ty), old_ty)
    };
    let Some(new) = create_value(rw, st) else { return false };
    replace_with_cast(rw, op, new, old_ty)
}

/// The state of a `memref.view`.
fn view_state(
    cx: &Context,
    loc: crate::attrs::Location,
    src: ValueId,
    shift: ValueId,
    sizes: &[ValueId],
    ty: Type,
) -> OperationState {
    let mut st = OperationState::new(cx.op_name(b"memref.view"), loc);
    st.operands.extend([src, shift]);
    st.operands.extend(sizes.iter().copied());
    st.results.push(ty);
    st
}

/// `ViewOpMemrefCastFolder`: a view of a `memref.cast` views the cast's
/// source (in 22.1 whatever that source is: not only an `alloc`, even an
/// unranked memref, which then fails to verify, as upstream).
fn view_of_cast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let st = {
        let ir = cx.ir();
        let Some(v) = OpView::new(cx, &ir, op) else { return false };
        let Some(cast) = v.operand(0).and_then(|s| producer(cx, &ir, s, "memref.cast")) else { return false };
        let Some(alloc) = operand(&ir, cast, 0) else { return false };
        let (Some(shift), Some(ty)) = (v.operand(1), v.result_type(0)) else { return false };
        view_state(cx, v.loc(), alloc, shift, &v.operand_group(2), ty)
    };
    let Some(new) = create_value(rw, st) else { return false };
    rw.replace_op(op, &[new]).is_ok()
}
