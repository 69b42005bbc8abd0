//! The canonicalization patterns of the reassociative reshapes
//! (`collapse_shape`, `expand_shape`): upstream's `ReshapeOpsUtils.h`
//! patterns as `MemRefOps.cpp` instantiates them, with the reassociation
//! utilities of `ReshapeOpsUtils.cpp` they use.

use super::canonicalize::{add, create_value, replace_with_cast};
use super::fold::{
    can_fold_into_consumer, constant_index_state, i64_list_attr, mixed, name_of, operand, producer, reassociation,
    shape_of, split_mixed, static_list, type_of, Mixed,
};
use super::verify::{identity_layout, parts};
use crate::attrs::{Attribute, NamedAttribute};
use crate::context::Context;
use crate::ir::{Ir, OpId, OperationState, ValueId};
use crate::rewrite::{PatternSet, Rewriter};
use crate::types::{Signedness, Type, DYNAMIC};

/// Reassociation groups: which source dimensions each collapsed
/// dimension gathers.
type Groups = Vec<Vec<i64>>;

/// `CollapseShapeOp::getCanonicalizationPatterns`.
pub(super) fn collapse_shape_patterns(set: &mut PatternSet) {
    let root = "memref.collapse_shape";
    add(
        set,
        root,
        "mlir::ComposeReassociativeReshapeOps<mlir::memref::CollapseShapeOp, mlir::ReshapeOpKind::kCollapse>",
        compose_reassociative,
    );
    add(set, root, "mlir::ComposeCollapseOfExpandOp<mlir::memref::CollapseShapeOp, mlir::memref::ExpandShapeOp, mlir::memref::CastOp, mlir::memref::DimOp, mlir::MemRefType>", collapse_of_expand);
    add(set, root, "CollapseShapeOpMemRefCastFolder", collapse_of_cast);
}

/// `ExpandShapeOp::getCanonicalizationPatterns`.
pub(super) fn expand_shape_patterns(set: &mut PatternSet) {
    let root = "memref.expand_shape";
    add(
        set,
        root,
        "mlir::ComposeReassociativeReshapeOps<mlir::memref::ExpandShapeOp, mlir::ReshapeOpKind::kExpand>",
        compose_reassociative,
    );
    add(
        set,
        root,
        "mlir::ComposeExpandOfCollapseOp<mlir::memref::ExpandShapeOp, mlir::memref::CollapseShapeOp>",
        expand_of_collapse,
    );
}

// ---------------------------------------------------------------------------
// Helpers.
// ---------------------------------------------------------------------------

/// Upstream's `hasNonIdentityLayout`: a ranked memref whose layout is not
/// the identity.
fn non_identity(cx: &Context, t: Option<Type>) -> bool {
    t.and_then(|t| parts(cx, t)).is_some_and(|p| !identity_layout(cx, &p))
}

/// The reassociation attribute of `groups` (an array of `i64` arrays).
fn reassociation_attr(cx: &Context, groups: &[Vec<i64>]) -> NamedAttribute {
    let i64_ty = cx.integer_type(64, Signedness::Signless);
    let arrays: Vec<Attribute> = groups
        .iter()
        .map(|g| cx.array_attr(&g.iter().map(|&i| cx.integer_attr(i64_ty, i)).collect::<Vec<_>>()))
        .collect();
    NamedAttribute { name: cx.identifier("reassociation"), value: cx.array_attr(&arrays) }
}

/// The state of a `collapse_shape` of `src` by `groups` to `ty`.
fn collapse_state(
    cx: &Context,
    loc: crate::attrs::Location,
    src: ValueId,
    groups: &[Vec<i64>],
    ty: Type,
) -> OperationState {
    let mut st = OperationState::new(cx.op_name(b"memref.collapse_shape"), loc);
    st.operands.push(src);
    st.attributes.push(reassociation_attr(cx, groups));
    st.results.push(ty);
    st
}

/// The state of an `expand_shape` of `src` by `groups` to `ty` with the
/// output shape `shape`.
fn expand_state(
    cx: &Context,
    loc: crate::attrs::Location,
    src: ValueId,
    groups: &[Vec<i64>],
    shape: &[Mixed],
    ty: Type,
) -> OperationState {
    let mut st = OperationState::new(cx.op_name(b"memref.expand_shape"), loc);
    let (statics, values) = split_mixed(shape);
    st.operands.push(src);
    st.operands.extend(values);
    st.attributes.push(reassociation_attr(cx, groups));
    st.attributes.push(i64_list_attr(cx, "static_output_shape", &statics));
    st.results.push(ty);
    st
}

/// The mixed output shape of an `expand_shape`.
fn mixed_output_shape(cx: &Context, ir: &Ir, op: OpId) -> Vec<Mixed> {
    let n = ir.op_num_operands(op).unwrap_or(0);
    let values: Vec<ValueId> = (1..n).filter_map(|i| operand(ir, op, i)).collect();
    mixed(&static_list(cx, ir, op, "static_output_shape"), &values)
}

/// The result type of `op`.
fn result_type(ir: &Ir, op: OpId) -> Option<Type> {
    type_of(ir, ir.op_result(op, 0).ok()?)
}

// ---------------------------------------------------------------------------
// Reassociation utilities (`ReshapeOpsUtils.cpp`).
// ---------------------------------------------------------------------------

/// Upstream's `composeReassociationIndices`: the groups of two reshapes
/// of the same kind composed (the producer's are the longer list).
fn compose_reassociation(producer: &[Vec<i64>], consumer: &[Vec<i64>]) -> Option<Groups> {
    if producer.len() == consumer.len() {
        return None;
    }
    let (producer, consumer) =
        if producer.len() < consumer.len() { (consumer, producer) } else { (producer, consumer) };
    if consumer.is_empty() {
        return Some(Vec::new());
    }
    let consumer_dims: usize = consumer.iter().map(Vec::len).sum();
    if producer.len() != consumer_dims {
        return None;
    }
    consumer
        .iter()
        .map(|group| {
            let mut out = Vec::new();
            for &i in group {
                out.extend(producer.get(usize::try_from(i).ok()?)?.iter().copied());
            }
            Some(out)
        })
        .collect()
}

/// An inclusive range of source dimensions (upstream's
/// `ReassociationIndexRange`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Range {
    left: i64,
    right: i64,
}

impl Range {
    fn valid(&self) -> bool {
        self.left >= 0 && self.left <= self.right
    }

    fn within(&self, outer: &Range) -> bool {
        self.left >= outer.left && self.right <= outer.right
    }

    fn size(&self) -> usize {
        (self.right - self.left + 1) as usize
    }

    /// The indices in exactly one of the two ranges.
    fn xor(&self, other: &Range) -> Vec<i64> {
        let mut out: Vec<i64> = (self.left..=self.right).filter(|&i| i < other.left || i > other.right).collect();
        out.extend((other.left..=other.right).filter(|&i| i < self.left || i > self.right));
        out
    }
}

/// `findReassociationRangeForDynamicDim`.
fn range_for_dynamic(shape: &[i64], start: i64, greedy: bool) -> Option<Range> {
    let whole = Range { left: 0, right: shape.len() as i64 - 1 };
    let mut it = Range { left: start, right: start };
    if !it.within(&whole) {
        return None;
    }
    let mut result = it;
    let mut found = false;
    while it.within(&whole) {
        if found && !greedy {
            break;
        }
        if shape[it.right as usize] == DYNAMIC {
            found = true;
        }
        result = it;
        it.right += 1;
    }
    found.then_some(result)
}

/// `findReassociationRangeForSize`.
fn range_for_size(shape: &[i64], start: i64, target: i64, greedy: bool) -> Option<Range> {
    let whole = Range { left: 0, right: shape.len() as i64 - 1 };
    let mut it = Range { left: start, right: start };
    if !it.within(&whole) {
        return None;
    }
    let mut result = it;
    let mut product: i64 = 1;
    let mut reached = false;
    while it.within(&whole) {
        let size = shape[it.right as usize];
        if reached && !greedy {
            break;
        }
        if size == DYNAMIC {
            if reached {
                break;
            }
            product = 1;
            result = Range { left: it.right + 1, right: it.right + 1 };
            it = result;
            continue;
        }
        product = product.wrapping_mul(size);
        if product > target && reached {
            break;
        }
        while product > target && it.size() != 1 {
            let front = shape[it.left as usize];
            product = if front == 0 { product } else { product / front };
            it.left += 1;
        }
        result = it;
        if product == target {
            reached = true;
        }
        it.right += 1;
    }
    reached.then_some(result)
}

/// `findReassociationRangesForCollapse` (left to right).
fn ranges_for_collapse(source: &[i64], target: &[i64]) -> Option<Vec<Range>> {
    let whole = Range { left: 0, right: source.len() as i64 - 1 };
    let mut ranges: Vec<Range> = Vec::with_capacity(target.len());
    let mut previous: Option<i64> = None;
    let mut source_dim = 0i64;
    for (k, &size) in target.iter().enumerate() {
        let greedy = k + 1 == target.len();
        let range = if size == DYNAMIC {
            range_for_dynamic(source, source_dim, greedy)
        } else {
            range_for_size(source, source_dim, size, greedy)
        }?;
        if !range.valid() || !range.within(&whole) {
            return None;
        }
        if range.left > source_dim {
            if previous != Some(DYNAMIC) {
                return None;
            }
            ranges.last_mut()?.right = range.left - 1;
        }
        previous = Some(size);
        source_dim = range.right + 1;
        ranges.push(range);
    }
    if ranges.last()?.right < whole.right {
        return None;
    }
    Some(ranges)
}

/// `findReassociationRangesForCollapse` scanning right to left.
fn ranges_for_collapse_reversed(source: &[i64], target: &[i64]) -> Option<Vec<Range>> {
    let s: Vec<i64> = source.iter().rev().copied().collect();
    let t: Vec<i64> = target.iter().rev().copied().collect();
    let n = source.len() as i64;
    let mut ranges = ranges_for_collapse(&s, &t)?;
    for r in ranges.iter_mut() {
        if !r.valid() {
            return None;
        }
        *r = Range { left: n - 1 - r.right, right: n - 1 - r.left };
    }
    ranges.reverse();
    Some(ranges)
}

/// Upstream's `getReassociationIndicesForCollapse`: how `source` collapses
/// into `target`, if it unambiguously does.
fn reassociation_for_collapse(source: &[i64], target: &[i64]) -> Option<Groups> {
    if source.len() <= target.len() {
        return None;
    }
    if target.is_empty() {
        if source.iter().any(|&d| d != 1 && d != DYNAMIC) {
            return None;
        }
        return Some(vec![(0..source.len() as i64).collect()]);
    }
    let forward = ranges_for_collapse(source, target)?;
    let backward = ranges_for_collapse_reversed(source, target)?;
    if forward.len() != target.len() || backward.len() != target.len() {
        return None;
    }
    let mut out = Vec::with_capacity(target.len());
    for (f, b) in forward.iter().zip(&backward) {
        let different = f.xor(b);
        if different.len() == f.size() + b.size() {
            return None;
        }
        if different.iter().any(|&i| source[i as usize] != 1) {
            return None;
        }
        out.push((f.left..=f.right).collect());
    }
    Some(out)
}

// ---------------------------------------------------------------------------
// The patterns.
// ---------------------------------------------------------------------------

/// `ComposeReassociativeReshapeOps`: a collapse of a collapse (an expand
/// of an expand) of identity-layout memrefs is one collapse (expand).
fn compose_reassociative(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let st = {
        let ir = cx.ir();
        let name = name_of(cx, &ir, op);
        let Some(src) = operand(&ir, op, 0) else { return false };
        let Some(inner) = producer(cx, &ir, src, name) else { return false };
        let Some(inner_src) = operand(&ir, inner, 0) else { return false };
        let Some(ty) = result_type(&ir, op) else { return false };
        if non_identity(cx, type_of(&ir, inner_src))
            || non_identity(cx, type_of(&ir, src))
            || non_identity(cx, Some(ty))
        {
            return false;
        }
        let Some(groups) = compose_reassociation(&reassociation(cx, &ir, inner), &reassociation(cx, &ir, op)) else {
            return false;
        };
        let Ok(loc) = ir.op_loc(op) else { return false };
        if name == "memref.expand_shape" {
            expand_state(cx, loc, inner_src, &groups, &mixed_output_shape(cx, &ir, op), ty)
        } else {
            collapse_state(cx, loc, inner_src, &groups, ty)
        }
    };
    let Some(new) = create_value(rw, st) else { return false };
    rw.replace_op(op, &[new]).is_ok()
}

/// What `collapse_of_expand` builds.
enum Composed {
    Collapse(OperationState),
    Expand { groups: Groups, sizes: Vec<(i64, Vec<ValueId>)>, src: ValueId, ty: Type, loc: crate::attrs::Location },
    Cast(ValueId, Type),
}

/// `ComposeCollapseOfExpandOp`: a collapse of an expand of
/// identity-layout memrefs is one collapse, one expand (its dynamic
/// sizes multiplied out with `arith.muli`) or a cast.
fn collapse_of_expand(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let composed = {
        let mut ir = cx.ir_mut();
        let Some(src) = operand(&ir, op, 0) else { return false };
        let Some(expand) = producer(cx, &ir, src, "memref.expand_shape") else { return false };
        let Some(expand_src) = operand(&ir, expand, 0) else { return false };
        let (Some(src_ty), Some(ty)) = (type_of(&ir, expand_src), result_type(&ir, op)) else { return false };
        if non_identity(cx, type_of(&ir, src))
            || non_identity(cx, Some(src_ty))
            || non_identity(cx, result_type(&ir, expand))
        {
            return false;
        }
        if src_ty == ty {
            return false;
        }
        let (Some(src_rank), Some(rank)) = (shape_of(cx, src_ty).map(|s| s.len()), shape_of(cx, ty).map(|s| s.len()))
        else {
            return false;
        };
        let (expand_groups, collapse_groups) = (reassociation(cx, &ir, expand), reassociation(cx, &ir, op));
        let (higher, lower) =
            if src_rank > rank { (&expand_groups, &collapse_groups) } else { (&collapse_groups, &expand_groups) };
        let mut next = 0usize;
        let mut groups: Groups = Vec::new();
        for low in lower.iter() {
            let Some(&low_back) = low.last() else { return false };
            let mut composed = Vec::new();
            while next < higher.len() {
                let Some(&rightmost) = higher[next].last() else { return false };
                if rightmost > low_back {
                    return false;
                }
                composed.push(next as i64);
                next += 1;
                if rightmost == low_back {
                    break;
                }
            }
            groups.push(composed);
        }
        let Ok(loc) = ir.op_loc(op) else { return false };
        if src_rank > rank {
            Composed::Collapse(collapse_state(cx, loc, expand_src, &groups, ty))
        } else if src_rank < rank {
            let shape = mixed_output_shape(cx, &ir, expand);
            let mut sizes = Vec::new();
            for group in &collapse_groups {
                let mut statics = 1i64;
                let mut dynamic = Vec::new();
                for &i in group {
                    let Some(&m) = shape.get(i as usize) else { return false };
                    match m.constant(cx, &mut ir) {
                        Some(c) => statics = statics.wrapping_mul(c),
                        None => {
                            if let Mixed::Value(v) = m {
                                dynamic.push(v);
                            }
                        }
                    }
                }
                sizes.push((statics, dynamic));
            }
            Composed::Expand { groups, sizes, src: expand_src, ty, loc }
        } else {
            Composed::Cast(expand_src, ty)
        }
    };
    match composed {
        Composed::Collapse(st) => {
            let Some(new) = create_value(rw, st) else { return false };
            rw.replace_op(op, &[new]).is_ok()
        }
        Composed::Cast(src, ty) => replace_with_cast(rw, op, src, ty),
        Composed::Expand { groups, sizes, src, ty, loc } => {
            let mut shape = Vec::with_capacity(sizes.len());
            for (statics, dynamic) in sizes {
                let Some((&first, rest)) = dynamic.split_first() else {
                    shape.push(Mixed::Static(statics));
                    continue;
                };
                let mut value = first;
                for &v in rest {
                    let Some(m) = create_value(rw, muli_state(cx, loc, value, v)) else { return false };
                    value = m;
                }
                if statics != 1 {
                    let Some(c) = create_value(rw, constant_index_state(cx, statics, loc)) else { return false };
                    let Some(m) = create_value(rw, muli_state(cx, loc, value, c)) else { return false };
                    value = m;
                }
                shape.push(Mixed::Value(value));
            }
            let Some(new) = create_value(rw, expand_state(cx, loc, src, &groups, &shape, ty)) else { return false };
            rw.replace_op(op, &[new]).is_ok()
        }
    }
}

/// An `arith.muli` of two `index` values.
fn muli_state(cx: &Context, loc: crate::attrs::Location, a: ValueId, b: ValueId) -> OperationState {
    let mut st = OperationState::new(cx.op_name(b"arith.muli"), loc);
    st.operands.extend([a, b]);
    st.results.push(cx.index_type());
    st
}

/// `findCollapsingReassociation` of `ComposeExpandOfCollapseOp`: how
/// `src_shape` collapses into `result_shape`, group by group.
fn collapsing_reassociation(
    src_groups: &[Vec<i64>],
    result_groups: &[Vec<i64>],
    src_shape: &[i64],
    result_shape: &[i64],
) -> Option<Groups> {
    if src_groups.is_empty() {
        return reassociation_for_collapse(src_shape, result_shape);
    }
    let dynamic = |s: &[i64]| s.iter().filter(|&&d| d == DYNAMIC).count();
    let slice = |shape: &[i64], g: &[i64]| -> Option<Vec<i64>> {
        let start = usize::try_from(*g.first()?).ok()?;
        shape.get(start..start + g.len()).map(<[i64]>::to_vec)
    };
    let mut out = Vec::new();
    for (src_group, result_group) in src_groups.iter().zip(result_groups) {
        let src_sub = slice(src_shape, src_group)?;
        let result_sub = slice(result_shape, result_group)?;
        if dynamic(&src_sub) >= 2 && dynamic(&result_sub) >= 2 {
            return None;
        }
        let front = *src_group.first()?;
        if src_sub.len() == result_sub.len() {
            if src_sub != result_sub {
                return None;
            }
            out.extend((0..src_sub.len() as i64).map(|i| vec![front + i]));
            continue;
        }
        for sub in reassociation_for_collapse(&src_sub, &result_sub)? {
            out.push(sub.iter().map(|&i| front + i).collect());
        }
    }
    Some(out)
}

/// `ComposeExpandOfCollapseOp`: an expand of a collapse of
/// identity-layout memrefs is one collapse or one expand when the shapes
/// allow it.
fn expand_of_collapse(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let st = {
        let ir = cx.ir();
        let Some(src) = operand(&ir, op, 0) else { return false };
        let Some(collapse) = producer(cx, &ir, src, "memref.collapse_shape") else { return false };
        let Some(collapse_src) = operand(&ir, collapse, 0) else { return false };
        let (Some(src_ty), Some(ty)) = (type_of(&ir, collapse_src), result_type(&ir, op)) else { return false };
        if non_identity(cx, type_of(&ir, src))
            || non_identity(cx, Some(src_ty))
            || non_identity(cx, result_type(&ir, collapse))
        {
            return false;
        }
        let (Some(src_shape), Some(shape)) = (shape_of(cx, src_ty), shape_of(cx, ty)) else { return false };
        if src_shape.len() == shape.len() {
            return false;
        }
        let (src_groups, result_groups) = (reassociation(cx, &ir, collapse), reassociation(cx, &ir, op));
        let Ok(loc) = ir.op_loc(op) else { return false };
        if src_shape.len() > shape.len() {
            let Some(groups) = collapsing_reassociation(&src_groups, &result_groups, &src_shape, &shape) else {
                return false;
            };
            collapse_state(cx, loc, collapse_src, &groups, ty)
        } else {
            let Some(groups) = collapsing_reassociation(&result_groups, &src_groups, &shape, &src_shape) else {
                return false;
            };
            expand_state(cx, loc, collapse_src, &groups, &mixed_output_shape(cx, &ir, op), ty)
        }
    };
    let Some(new) = create_value(rw, st) else { return false };
    rw.replace_op(op, &[new]).is_ok()
}

/// `CollapseShapeOpMemRefCastFolder`: a collapse of a foldable
/// `memref.cast` collapses the cast's source (cast back if the type
/// changes).
fn collapse_of_cast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let (cast_src, new_ty, ty, groups, loc) = {
        let ir = cx.ir();
        let Some(cast) = operand(&ir, op, 0).and_then(|v| producer(cx, &ir, v, "memref.cast")) else { return false };
        if !can_fold_into_consumer(cx, &ir, cast) {
            return false;
        }
        let (Some(cast_src), Some(ty), Ok(loc)) = (operand(&ir, cast, 0), result_type(&ir, op), ir.op_loc(op)) else {
            return false;
        };
        let groups = reassociation(cx, &ir, op);
        let Some(new_ty) = type_of(&ir, cast_src).and_then(|t| collapsed_type(cx, t, &groups)) else { return false };
        (cast_src, new_ty, ty, groups, loc)
    };
    if new_ty == ty {
        return rw.modify_op_in_place(op, |ir| ir.set_op_operand(op, 0, Some(cast_src))).is_ok();
    }
    let Some(new) = create_value(rw, collapse_state(cx, loc, cast_src, &groups, new_ty)) else { return false };
    replace_with_cast(rw, op, new, ty)
}

/// `CollapseShapeOp::computeCollapsedType`: the collapsed shape (a group
/// with a dynamic size is dynamic), with the identity layout for an
/// identity source and the collapsed strided layout otherwise.
fn collapsed_type(cx: &Context, src: Type, groups: &[Vec<i64>]) -> Option<Type> {
    let p = parts(cx, src)?;
    let shape: Vec<i64> = groups
        .iter()
        .map(|g| {
            g.iter().try_fold(1i64, |acc, &d| {
                let size = *p.shape.get(d as usize)?;
                Some(if acc == 0 || size == 0 {
                    0
                } else if acc == DYNAMIC || size == DYNAMIC {
                    DYNAMIC
                } else {
                    acc.wrapping_mul(size)
                })
            })
        })
        .collect::<Option<_>>()?;
    if identity_layout(cx, &p) {
        return Some(cx.memref_type(&shape, p.elem, None, p.memory_space));
    }
    let (offset, strides) = super::views::collapsed_layout(cx, src, groups)?;
    super::fold::strided_like(cx, src, &shape, offset, &strides)
}
