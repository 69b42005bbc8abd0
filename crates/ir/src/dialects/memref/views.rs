//! The view-like memref ops: definitions of the reassociative reshapes and
//! `extract_strided_metadata`, the `OffsetSizeAndStrideOpInterface`
//! verifier, and the result-type verifiers (upstream's strided layout
//! inference).

use smallvec::SmallVec;

use super::verify::{identity_layout, parts, ty, MemRefParts};
use super::{
    index_list_array_attr, pure, ANY_STRIDED_MEMREF, DIL, INDEX, DENSE_I64_ARRAY_ATTR, STRIDED_MEMREF_RANK_0,
};
use crate::attrs::AttrData;
use crate::context::Context;
use crate::ir::{Ir, OpId};
use crate::registry::constraints::{i64_array, signless_int_attr_value};
use crate::registry::interfaces::InferTypeOpInterface;
use crate::registry::{OpBuilder, OpDef, OpTrait, Trait};
use crate::types::{Type, DYNAMIC};
use crate::verify::{fail_error, VerifyResult};
use crate::view::OpView;

// ---------------------------------------------------------------------------
// Saturated arithmetic on sizes, strides and offsets (upstream's
// `SaturatedInteger`: `?` absorbs everything but a multiplication by 0).
// ---------------------------------------------------------------------------

fn sat_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_mul(b)
    }
}

fn sat_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_add(b)
    }
}

/// `i64` text, or `dynamic`.
fn or_dynamic(v: i64) -> String {
    if v == DYNAMIC {
        "dynamic".into()
    } else {
        v.to_string()
    }
}

/// A memref of `shape` with the element type and memory space of `p` and
/// a strided layout.
fn strided_type(cx: &Context, p: &MemRefParts<'_>, shape: &[i64], offset: i64, strides: &[i64]) -> Type {
    let layout = cx.strided_layout_attr(offset, strides);
    cx.memref_type(shape, p.elem, Some(layout), p.memory_space)
}

/// A memref of `shape` with the element type and memory space of `p` and
/// the identity layout.
fn plain_type(cx: &Context, p: &MemRefParts<'_>, shape: &[i64]) -> Type {
    cx.memref_type(shape, p.elem, None, p.memory_space)
}

// ---------------------------------------------------------------------------
// OffsetSizeAndStrideOpInterface.
// ---------------------------------------------------------------------------

/// `OffsetSizeAndStrideOpInterface`'s verifier (upstream's
/// `verifyOffsetSizeAndStrideOp`); `max_ranks` gives the expected lengths
/// of the offsets, sizes and strides.
pub(super) struct OffsetSizeAndStride {
    /// `getArrayAttrMaxRanks`.
    pub max_ranks: fn(&OpView<'_>) -> [usize; 3],
}

/// `ReinterpretCastOp::getArrayAttrMaxRanks`: one offset, result-rank
/// sizes and strides.
pub(super) fn reinterpret_cast_ranks(v: &OpView<'_>) -> [usize; 3] {
    let r = v.result_type(0).and_then(|t| super::memref_rank(v.cx, t)).unwrap_or(0);
    [1, r, r]
}

/// `SubViewOp::getArrayAttrMaxRanks`: source-rank everything.
pub(super) fn subview_ranks(v: &OpView<'_>) -> [usize; 3] {
    let r = v.operand_type(0).and_then(|t| super::memref_rank(v.cx, t)).unwrap_or(0);
    [r, r, r]
}

/// The static offsets, sizes and strides (attributes `static_offsets`,
/// `static_sizes`, `static_strides`).
fn statics(v: &OpView<'_>) -> [Vec<i64>; 3] {
    let get = |n: &str| v.inherent(n).and_then(|a| i64_array(v.cx, a)).unwrap_or_default();
    [get("static_offsets"), get("static_sizes"), get("static_strides")]
}

impl OpTrait for OffsetSizeAndStride {
    fn name(&self) -> &str {
        "OffsetSizeAndStrideOpInterface"
    }

    fn verify(&self, v: OpView<'_>) -> VerifyResult {
        let [offsets, sizes, strides] = statics(&v);
        let max = (self.max_ranks)(&v);
        let err = |m: String| fail_error(v.cx, v.ir, v.id, || m);
        if !(offsets.len() == 1 && max[0] == 1) && offsets.len() != sizes.len() {
            return err(format!(
                "expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is well-formed.",
                offsets.len(),
                sizes.len()
            ));
        }
        if sizes.len() != strides.len() {
            return err(format!(
                "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.",
                sizes.len(),
                strides.len()
            ));
        }
        for (k, (name, list)) in [("offset", &offsets), ("size", &sizes), ("stride", &strides)].into_iter().enumerate() {
            if list.len() != max[k] {
                return err(format!("expected {} {name} values, got {}", max[k], list.len()));
            }
            let dynamic = list.iter().filter(|&&x| x == DYNAMIC).count();
            let values = v.operand_group(k + 1).len();
            if values != dynamic {
                return err(format!(
                    "expected the number of '{name}s' to match the number of dynamic entries in 'static_{name}s' ({values} vs {dynamic})"
                ));
            }
        }
        if let Some(o) = offsets.iter().find(|&&o| o < 0 && o != DYNAMIC) {
            return err(format!("expected offsets to be non-negative, but got {o}"));
        }
        if let Some(s) = sizes.iter().find(|&&s| s < 0 && s != DYNAMIC) {
            return err(format!("expected sizes to be non-negative, but got {s}"));
        }
        Ok(())
    }
}

// ---------------------------------------------------------------------------
// memref.reinterpret_cast
// ---------------------------------------------------------------------------

/// `ReinterpretCastOp::verify`.
pub(super) fn reinterpret_cast(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let (Some(s), Some(r)) = (v.operand_type(0), v.result_type(0)) else { return Ok(()) };
    let Some(rp) = parts(cx, r) else { return Ok(()) };
    let err = |m: String| fail_error(cx, ir, op, || m);
    let (s_elem, s_space) = match cx.try_type_data(s) {
        Some(
            crate::types::TypeData::MemRef { elem, memory_space, .. }
            | crate::types::TypeData::UnrankedMemRef { elem, memory_space },
        ) => (*elem, *memory_space),
        _ => return Ok(()),
    };
    if s_space != rp.memory_space {
        return err(format!(
            "different memory spaces specified for source type {} and result memref type {}",
            ty(cx, s),
            ty(cx, r)
        ));
    }
    if s_elem != rp.elem {
        return err(format!(
            "different element types specified for source type {} and result memref type {}",
            ty(cx, s),
            ty(cx, r)
        ));
    }
    let [offsets, sizes, strides] = statics(&v);
    for (idx, (&got, &want)) in rp.shape.iter().zip(&sizes).enumerate() {
        if got != DYNAMIC && got != want {
            return err(format!("expected result type with size = {} instead of {got} in dim = {idx}", or_dynamic(want)));
        }
    }
    let Some((r_strides, r_offset)) = cx.memref_strides_and_offset(r) else {
        return err(format!("expected result type to have strided layout but found {}", ty(cx, r)));
    };
    let want = offsets.first().copied().unwrap_or(0);
    if r_offset != DYNAMIC && r_offset != want {
        return err(format!("expected result type with offset = {} instead of {r_offset}", or_dynamic(want)));
    }
    for (idx, (&got, &want)) in r_strides.iter().zip(&strides).enumerate() {
        if got != DYNAMIC && got != want {
            return err(format!("expected result type with stride = {} instead of {got} in dim = {idx}", or_dynamic(want)));
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// memref.subview
// ---------------------------------------------------------------------------

/// `SubViewOp::inferResultType`.
pub(super) fn subview_inferred(cx: &Context, source: Type, offsets: &[i64], sizes: &[i64], strides: &[i64]) -> Option<Type> {
    let p = parts(cx, source)?;
    let (src_strides, src_offset) = cx.memref_strides_and_offset(source)?;
    let mut offset = src_offset;
    for (&o, &s) in offsets.iter().zip(&src_strides) {
        offset = sat_add(offset, sat_mul(o, s));
    }
    let target: Vec<i64> = src_strides.iter().zip(strides).map(|(&a, &b)| sat_mul(a, b)).collect();
    Some(strided_type(cx, &p, sizes, offset, &target))
}

/// Upstream's `computeRankReductionMask` (without dynamic matching): the
/// dimensions of `original` dropped to get `reduced`, all of size 1.
fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<usize>> {
    let mut unused = Vec::new();
    let mut r = 0;
    for (i, &size) in original.iter().enumerate() {
        if r < reduced.len() && size == reduced[r] {
            r += 1;
            continue;
        }
        unused.push(i);
        if size != 1 {
            return None;
        }
    }
    (r == reduced.len()).then_some(unused)
}

/// Upstream's `computeMemRefRankReductionMask`: which dimensions a
/// rank-reducing subview drops, told apart by their strides.
pub(super) fn memref_rank_reduction_mask(cx: &Context, original: Type, reduced: Type, sizes: &[i64]) -> Option<Vec<bool>> {
    let (op, rp) = (parts(cx, original)?, parts(cx, reduced)?);
    let mut unused = vec![false; op.shape.len()];
    if op.shape.len() == rp.shape.len() {
        return Some(unused);
    }
    for (i, &s) in sizes.iter().enumerate() {
        if s == 1 {
            unused[i] = true;
        }
    }
    let count = |u: &[bool]| u.iter().filter(|&&b| b).count();
    if count(&unused) + rp.shape.len() == op.shape.len() {
        return Some(unused);
    }
    let (o_strides, _) = cx.memref_strides_and_offset(original)?;
    let (c_strides, _) = cx.memref_strides_and_offset(reduced)?;
    let occurrences = |v: &[i64]| {
        let mut m = std::collections::BTreeMap::new();
        for &x in v {
            *m.entry(x).or_insert(0usize) += 1;
        }
        m
    };
    let mut unaccounted = occurrences(&o_strides);
    let candidate = occurrences(&c_strides);
    for dim in 0..unused.len() {
        if !unused[dim] {
            continue;
        }
        let stride = o_strides[dim];
        let have = unaccounted.get(&stride).copied().unwrap_or(0);
        let want = candidate.get(&stride).copied().unwrap_or(0);
        match have.cmp(&want) {
            std::cmp::Ordering::Greater => {
                if let Some(n) = unaccounted.get_mut(&stride) {
                    *n -= 1;
                }
            }
            std::cmp::Ordering::Equal => unused[dim] = false,
            std::cmp::Ordering::Less => return None,
        }
    }
    (count(&unused) + rp.shape.len() == op.shape.len()).then_some(unused)
}

/// `SubViewOp::verify`.
pub(super) fn subview(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let (Some(base), Some(result)) = (v.operand_type(0), v.result_type(0)) else { return Ok(()) };
    let (Some(bp), Some(rp)) = (parts(cx, base), parts(cx, result)) else { return Ok(()) };
    let err = |m: String| fail_error(cx, ir, op, || m);
    if bp.memory_space != rp.memory_space {
        return err(format!(
            "different memory spaces specified for base memref type {} and subview memref type {}",
            ty(cx, base),
            ty(cx, result)
        ));
    }
    if cx.memref_strides_and_offset(base).is_none() {
        return err(format!("base type {} is not strided", ty(cx, base)));
    }
    let [offsets, sizes, strides] = statics(&v);
    let Some(expected) = subview_inferred(cx, base, &offsets, &sizes, &strides) else { return Ok(()) };
    let Some(ep) = parts(cx, expected) else { return Ok(()) };
    let layout_mismatch = || {
        err(format!(
            "expected result type to be {} or a rank-reduced version. (mismatch of result layout), but got {}",
            ty(cx, expected),
            ty(cx, result)
        ))
    };
    if expected != result {
        if rp.shape.len() > ep.shape.len() {
            return err(format!(
                "expected result rank to be smaller or equal to the source rank, but got {}",
                ty(cx, result)
            ));
        }
        if rank_reduction_mask(ep.shape, rp.shape).is_none() {
            return err(format!(
                "expected result type to be {} or a rank-reduced version. (mismatch of result sizes), but got {}",
                ty(cx, expected),
                ty(cx, result)
            ));
        }
        if ep.elem != rp.elem {
            return err(format!("expected result element type to be {}, but got {}", ty(cx, ep.elem), ty(cx, result)));
        }
    }
    if ep.memory_space != rp.memory_space {
        return err(format!("expected result and source memory spaces to match, but got {}", ty(cx, result)));
    }
    let (Some((e_strides, e_offset)), Some((r_strides, r_offset))) =
        (cx.memref_strides_and_offset(expected), cx.memref_strides_and_offset(result))
    else {
        return layout_mismatch();
    };
    if e_offset != r_offset {
        return layout_mismatch();
    }
    let Some(unused) = memref_rank_reduction_mask(cx, expected, result, &sizes) else { return layout_mismatch() };
    let kept: Vec<i64> = e_strides.iter().zip(&unused).filter(|(_, &u)| !u).map(|(&s, _)| s).collect();
    if kept != r_strides {
        return layout_mismatch();
    }
    in_bounds_slice(bp.shape, &offsets, &sizes, &strides).or_else(err)
}

/// Upstream's `verifyInBoundsSlice`: whether the static offsets, sizes
/// and strides stay within the static dimensions of `shape`; the error
/// message if not.
pub(super) fn in_bounds_slice(shape: &[i64], offsets: &[i64], sizes: &[i64], strides: &[i64]) -> Result<(), String> {
    for (i, &dim) in shape.iter().enumerate() {
        let (Some(&o), Some(&s), Some(&st)) = (offsets.get(i), sizes.get(i), strides.get(i)) else { break };
        if dim == DYNAMIC || o == DYNAMIC {
            continue;
        }
        if o >= dim {
            return Err(format!("offset {i} is out-of-bounds: {o} >= {dim}"));
        }
        if s == DYNAMIC || st == DYNAMIC {
            continue;
        }
        let last = o.wrapping_add((s - 1).wrapping_mul(st));
        if last >= dim {
            return Err(format!("slice along dimension {i} runs out-of-bounds: {last} >= {dim}"));
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// memref.view
// ---------------------------------------------------------------------------

/// `ViewOp::verify`.
pub(super) fn view(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let (Some(base), Some(result)) = (v.operand_type(0), v.result_type(0)) else { return Ok(()) };
    let (Some(bp), Some(rp)) = (parts(cx, base), parts(cx, result)) else { return Ok(()) };
    let err = |m: String| fail_error(cx, ir, op, || m);
    if !identity_layout(cx, &bp) {
        return err(format!("unsupported map for base memref type {}", ty(cx, base)));
    }
    if !identity_layout(cx, &rp) {
        return err(format!("unsupported map for result memref type {}", ty(cx, result)));
    }
    if bp.memory_space != rp.memory_space {
        return err(format!(
            "different memory spaces specified for base memref type {} and view memref type {}",
            ty(cx, base),
            ty(cx, result)
        ));
    }
    let dynamic = rp.shape.iter().filter(|&&d| d == DYNAMIC).count();
    let sizes = v.operand_group(2).len();
    if sizes != dynamic {
        return v.emit_op_error(|| format!("incorrect number of dynamic sizes, has {sizes}, expected {dynamic}"));
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// memref.reshape
// ---------------------------------------------------------------------------

/// `ReshapeOp::verify`.
pub(super) fn reshape(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let (Some(s), Some(shape), Some(r)) = (v.operand_type(0), v.operand_type(1), v.result_type(0)) else {
        return Ok(());
    };
    let elem = crate::registry::constraints::element_type_or_self;
    if elem(cx, s) != elem(cx, r) {
        return v.emit_op_error(|| "element types of source and destination memref types should be the same".into());
    }
    if parts(cx, s).is_some_and(|p| !identity_layout(cx, &p)) {
        return v.emit_op_error(|| "source memref type should have identity affine map".into());
    }
    let shape_size = parts(cx, shape).and_then(|p| p.shape.first().copied()).unwrap_or(DYNAMIC);
    if let Some(rp) = parts(cx, r) {
        if !identity_layout(cx, &rp) {
            return v.emit_op_error(|| "result memref type should have identity affine map".into());
        }
        if shape_size == DYNAMIC {
            return v.emit_op_error(|| {
                "cannot use shape operand with dynamic length to reshape to statically-ranked memref type".into()
            });
        }
        if shape_size != rp.shape.len() as i64 {
            return v.emit_op_error(|| "length of shape operand differs from the result's memref rank".into());
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// memref.expand_shape / memref.collapse_shape
// ---------------------------------------------------------------------------

/// The reassociation groups (`getReassociationIndices`).
fn reassociation(v: &OpView<'_>) -> Vec<Vec<i64>> {
    let cx = v.cx;
    match v.inherent("reassociation").and_then(|a| cx.try_attr_data(a)) {
        Some(AttrData::Array(groups)) => groups
            .iter()
            .map(|&g| match cx.try_attr_data(g) {
                Some(AttrData::Array(items)) => {
                    items.iter().filter_map(|&i| signless_int_attr_value(cx, i, 64)).collect()
                }
                _ => Vec::new(),
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// Upstream's `verifyCollapsedShape` (multiple dynamic dimensions per
/// group allowed, as both memref reshapes ask).
fn verify_collapsed_shape(v: &OpView<'_>, collapsed: &[i64], expanded: &[i64], groups: &[Vec<i64>]) -> VerifyResult {
    if collapsed.len() != groups.len() {
        return v.emit_op_error(|| {
            format!("invalid number of reassociation groups: found {}, expected {}", groups.len(), collapsed.len())
        });
    }
    let mut next = 0i64;
    for (c, group) in groups.iter().enumerate() {
        let mut dynamic = false;
        for &e in group {
            if e != next {
                return v.emit_op_error(|| "reassociation indices must be contiguous".into());
            }
            next += 1;
            if e >= expanded.len() as i64 {
                return v.emit_op_error(|| format!("reassociation index {e} is out of bounds"));
            }
            if expanded[e as usize] == DYNAMIC {
                dynamic = true;
            }
        }
        if (collapsed[c] == DYNAMIC) != dynamic {
            return v.emit_op_error(|| {
                format!("collapsed dim ({c}) must be dynamic if and only if reassociation group is dynamic")
            });
        }
        if !dynamic {
            let size: i64 = group.iter().map(|&e| expanded[e as usize]).product();
            if size != collapsed[c] {
                return v.emit_op_error(|| {
                    format!("collapsed dim size ({}) must equal reassociation group size ({size})", collapsed[c])
                });
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|&d| d != 1) {
            return v.emit_op_error(|| "rank 0 memrefs can only be extended/collapsed with/from ones".into());
        }
    } else if next != expanded.len() as i64 {
        return v.emit_op_error(|| {
            format!(
                "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
                expanded.len()
            )
        });
    }
    Ok(())
}

/// `ExpandShapeOp::computeExpandedType`.
fn expanded_type(cx: &Context, src: Type, shape: &[i64], groups: &[Vec<i64>]) -> Option<Type> {
    let p = parts(cx, src)?;
    if identity_layout(cx, &p) {
        return Some(plain_type(cx, &p, shape));
    }
    let (src_strides, offset) = cx.memref_strides_and_offset(src)?;
    if src_strides.len() != groups.len() {
        return None;
    }
    let mut reversed = Vec::with_capacity(shape.len());
    let mut index = shape.len();
    for (group, &stride) in groups.iter().zip(&src_strides).rev() {
        let mut current = stride;
        for _ in group {
            reversed.push(current);
            index = index.checked_sub(1)?;
            current = sat_mul(current, shape[index]);
        }
    }
    let mut strides: Vec<i64> = reversed.into_iter().rev().collect();
    strides.resize(shape.len(), 1);
    Some(strided_type(cx, &p, shape, offset, &strides))
}

/// `ExpandShapeOp::verify`.
fn verify_expand_shape(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let (Some(s), Some(r)) = (v.operand_type(0), v.result_type(0)) else { return Ok(()) };
    let (Some(sp), Some(rp)) = (parts(cx, s), parts(cx, r)) else { return Ok(()) };
    let (r0, r1) = (sp.shape.len(), rp.shape.len());
    if r0 > r1 {
        return v.emit_op_error(|| {
            format!("has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1}).")
        });
    }
    let groups = reassociation(&v);
    verify_collapsed_shape(&v, sp.shape, rp.shape, &groups)?;
    let Some(expected) = expanded_type(cx, s, rp.shape, &groups) else {
        return v.emit_op_error(|| "invalid source layout map".into());
    };
    if expected != r {
        return v.emit_op_error(|| format!("expected expanded type to be {} but found {}", ty(cx, expected), ty(cx, r)));
    }
    let statics = v.inherent("static_output_shape").and_then(|a| i64_array(cx, a)).unwrap_or_default();
    if statics.len() != r1 {
        return v.emit_op_error(|| {
            format!(
                "expected number of static shape bounds to be equal to the output rank ({r1}) but found {} inputs instead",
                statics.len()
            )
        });
    }
    let dynamic = statics.iter().filter(|&&d| d == DYNAMIC).count();
    let given = v.operand_group(1).len();
    if given != dynamic {
        return v.emit_op_error(|| {
            format!(
                "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {given} values"
            )
        });
    }
    for (pos, (&d, &st)) in rp.shape.iter().zip(&statics).enumerate() {
        if d != DYNAMIC && d != st {
            return v.emit_op_error(|| format!("invalid output shape provided at pos {pos}"));
        }
    }
    Ok(())
}

/// Upstream's `computeCollapsedLayoutMap` (not strict): the collapsed
/// strides, or `None` when a group is provably not contiguous.
pub(super) fn collapsed_layout(cx: &Context, src: Type, groups: &[Vec<i64>]) -> Option<(i64, Vec<i64>)> {
    let p = parts(cx, src)?;
    let shape = p.shape;
    let (src_strides, offset) = cx.memref_strides_and_offset(src)?;
    let mut result = Vec::with_capacity(groups.len());
    for group in groups {
        let mut r: &[i64] = group;
        while r.len() > 1 && shape[*r.last()? as usize] == 1 {
            r = &r[..r.len() - 1];
        }
        let last = *r.last()? as usize;
        if shape[last] != DYNAMIC || r.len() == 1 {
            result.push(src_strides[last]);
        } else {
            result.push(DYNAMIC);
        }
    }
    for (group, &stride) in groups.iter().zip(&result).rev() {
        let mut acc = stride;
        for &idx in group.iter().skip(1).rev() {
            let idx = idx as usize;
            acc = sat_mul(acc, shape[idx]);
            if shape[idx - 1] == 1 {
                continue;
            }
            let src_stride = src_strides[idx - 1];
            if acc != DYNAMIC && src_stride != DYNAMIC && acc != src_stride {
                return None;
            }
        }
    }
    Some((offset, result))
}

/// `CollapseShapeOp::verify`.
fn verify_collapse_shape(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let (Some(s), Some(r)) = (v.operand_type(0), v.result_type(0)) else { return Ok(()) };
    let (Some(sp), Some(rp)) = (parts(cx, s), parts(cx, r)) else { return Ok(()) };
    let (r0, r1) = (sp.shape.len(), rp.shape.len());
    if r0 < r1 {
        return v.emit_op_error(|| {
            format!("has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1}).")
        });
    }
    let groups = reassociation(&v);
    verify_collapsed_shape(&v, rp.shape, sp.shape, &groups)?;
    let expected = if identity_layout(cx, &sp) {
        plain_type(cx, &sp, rp.shape)
    } else {
        match collapsed_layout(cx, s, &groups) {
            Some((offset, strides)) => strided_type(cx, &sp, rp.shape, offset, &strides),
            None => return v.emit_op_error(|| "invalid source layout map or collapsing non-contiguous dims".into()),
        }
    };
    if expected != r {
        return v.emit_op_error(|| format!("expected collapsed type to be {} but found {}", ty(cx, expected), ty(cx, r)));
    }
    Ok(())
}

/// `MemRef_ReassociativeReshapeOp`: the source and reassociation, traits
/// and result.
fn reassociative(name: &'static str, summary: &str) -> OpBuilder {
    pure(OpDef::build(name).summary(summary).operand("src", ANY_STRIDED_MEMREF).attr("reassociation", index_list_array_attr()))
}

/// `memref.collapse_shape`.
pub(super) fn collapse_shape() -> OpBuilder {
    reassociative("memref.collapse_shape", "operation to produce a memref with a smaller rank.")
        .result("result", ANY_STRIDED_MEMREF)
        .traits([Trait::Marker("OpAsmOpInterface"), Trait::Pure, Trait::Marker("ViewLikeOpInterface")])
        .result_names(|_, set| set(0, "collapse_shape"))
        .verifier(verify_collapse_shape)
        .folder(super::fold::collapse_shape)
        .canonicalizer(super::canonicalize::collapse_shape)
        .format("$src $reassociation attr-dict `:` type($src) `into` type($result)")
}

/// `memref.expand_shape`.
pub(super) fn expand_shape() -> OpBuilder {
    reassociative("memref.expand_shape", "operation to produce a memref with a higher rank.")
        .variadic_operand("output_shape", INDEX)
        .attr("static_output_shape", DENSE_I64_ARRAY_ATTR)
        .result("result", ANY_STRIDED_MEMREF)
        .traits([
            Trait::Marker("OpAsmOpInterface"),
            Trait::Marker("ReifyRankedShapedTypeOpInterface"),
            Trait::Pure,
            Trait::Marker("ViewLikeOpInterface"),
        ])
        .result_names(|_, set| set(0, "expand_shape"))
        .verifier(verify_expand_shape)
        .folder(super::fold::expand_shape)
        .canonicalizer(super::canonicalize::expand_shape)
        .directive(DIL.0, DIL.1)
        .format(
            "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) \
             attr-dict `:` type($src) `into` type($result)",
        )
}

// ---------------------------------------------------------------------------
// memref.extract_strided_metadata
// ---------------------------------------------------------------------------

/// `ExtractStridedMetadataOp::inferReturnTypes`: a 0-d memref of the
/// source's element type and memory space, then `index` for the offset,
/// each size and each stride.
fn infer_metadata(input: &crate::registry::interfaces::InferInput<'_>) -> Result<SmallVec<[Type; 2]>, ()> {
    let cx = input.cx;
    let src = *input.operand_types.first().ok_or(())?;
    let p = parts(cx, src).ok_or(())?;
    let index = cx.index_type();
    let mut out: SmallVec<[Type; 2]> = SmallVec::new();
    out.push(plain_type(cx, &p, &[]));
    out.push(index);
    out.extend(std::iter::repeat_n(index, 2 * p.shape.len()));
    Ok(out)
}

/// `memref.extract_strided_metadata`.
pub(super) fn extract_strided_metadata() -> OpBuilder {
    pure(
        OpDef::build("memref.extract_strided_metadata")
            .summary("Extracts a buffer base with offset and strides")
            .operand("source", ANY_STRIDED_MEMREF)
            .result("base_buffer", STRIDED_MEMREF_RANK_0)
            .result("offset", INDEX)
            .variadic_result("sizes", INDEX)
            .variadic_result("strides", INDEX)
            .traits([
                Trait::Marker("OpAsmOpInterface"),
                Trait::Pure,
                Trait::Marker("SameVariadicResultSize"),
                Trait::Marker("ViewLikeOpInterface"),
            ]),
    )
    .interface(InferTypeOpInterface { infer: infer_metadata })
    .folder(super::fold::extract_strided_metadata)
    .result_names(|v, set| {
        set(0, "base_buffer");
        set(1, "offset");
        if v.num_results() > 2 {
            set(2, "sizes");
            set(2 + (v.num_results() - 2) / 2, "strides");
        }
    })
    .format("$source `:` type($source) `->` type(results) attr-dict")
}

// ---------------------------------------------------------------------------
// memref.transpose
// ---------------------------------------------------------------------------

/// `TransposeOp::verify` (the result checked against the permuted sizes
/// and strides of the input).
pub(super) fn transpose(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let Some(map) = v.inherent("permutation").and_then(|a| match cx.try_attr_data(a) {
        Some(AttrData::AffineMap(m)) => Some(*m),
        _ => None,
    }) else {
        return Ok(());
    };
    let Some(perm) = permutation(cx, map) else {
        return v.emit_op_error(|| "expected a permutation map".into());
    };
    let (Some(s), Some(r)) = (v.operand_type(0), v.result_type(0)) else { return Ok(()) };
    let Some(sp) = parts(cx, s) else { return Ok(()) };
    if perm.len() != sp.shape.len() {
        return v.emit_op_error(|| "expected a permutation map of same rank as the input".into());
    }
    let Some((strides, offset)) = cx.memref_strides_and_offset(s) else { return Ok(()) };
    let sizes: Vec<i64> = perm.iter().map(|&p| sp.shape[p]).collect();
    let pstrides: Vec<i64> = perm.iter().map(|&p| strides[p]).collect();
    let expected = canonical_strided(cx, strided_type(cx, &sp, &sizes, offset, &pstrides));
    if canonical_strided(cx, r) != expected {
        return v.emit_op_error(|| {
            format!(
                "result type {} is not equivalent to the canonical transposed input type {}",
                ty(cx, r),
                ty(cx, expected)
            )
        });
    }
    Ok(())
}

/// The permutation an affine map is (`isPermutation`: as many results as
/// dimensions, no symbols, each result a distinct dimension).
fn permutation(cx: &Context, map: crate::affine::AffineMap) -> Option<Vec<usize>> {
    let d = cx.try_affine_map_data(map)?;
    if d.num_symbols != 0 || d.results.len() != d.num_dims as usize {
        return None;
    }
    let mut seen = vec![false; d.results.len()];
    let mut out = Vec::new();
    for &e in d.results.iter() {
        match cx.affine_expr_data(e) {
            crate::affine::AffineExprData::Dim(p) if !seen[p as usize] => {
                seen[p as usize] = true;
                out.push(p as usize);
            }
            _ => return None,
        }
    }
    Some(out)
}

/// Upstream's `MemRefType::canonicalizeStridedLayout`: the identity
/// layout when the layout is the canonical row-major one, else the layout
/// as a simplified affine map.
fn canonical_strided(cx: &Context, t: Type) -> Type {
    let Some(p) = parts(cx, t) else { return t };
    let Some(map) = cx.memref_affine_map(t) else { return t };
    let Some(d) = cx.try_affine_map_data(map) else { return t };
    if cx.is_identity_map(map) || d.results.len() > 1 {
        return t;
    }
    let (dims, syms) = (d.num_dims, d.num_symbols);
    let result = d.results[0];
    if dims == 0 && syms == 0 {
        return match cx.affine_expr_data(result) {
            crate::affine::AffineExprData::Constant(0) => plain_type(cx, &p, p.shape),
            _ => t,
        };
    }
    if p.shape.is_empty() {
        return t;
    }
    let simplified = cx.simplify_affine_expr(result, dims, syms).unwrap_or(result);
    if Some(simplified) == canonical_layout_expr(cx, p.shape) {
        return plain_type(cx, &p, p.shape);
    }
    let layout = cx.affine_map_attr(cx.affine_map(dims, syms, &[simplified]));
    cx.memref_type(p.shape, p.elem, Some(layout), p.memory_space)
}

/// Upstream's `makeCanonicalStridedLayoutExpr`: `sum(d_i * stride_i)`
/// built from the innermost dimension out, with the row-major strides of
/// `shape` and a fresh symbol for each stride left of a dynamic (or zero)
/// size, simplified.
fn canonical_layout_expr(cx: &Context, shape: &[i64]) -> Option<crate::affine::AffineExpr> {
    let rank = shape.len() as u32;
    let mut expr: Option<crate::affine::AffineExpr> = None;
    let mut running = 1i64;
    let mut symbols = 0u32;
    let mut poisoned = false;
    for (i, &size) in shape.iter().enumerate().rev() {
        let stride = if poisoned {
            symbols += 1;
            cx.affine_symbol_expr(symbols - 1)
        } else {
            cx.affine_constant_expr(running)
        };
        let term = cx.affine_mul(cx.affine_dim_expr(i as u32), stride);
        expr = Some(match expr {
            Some(e) => cx.affine_add(e, term),
            None => term,
        });
        if size > 0 {
            running = running.wrapping_mul(size);
        } else {
            poisoned = true;
        }
    }
    let expr = expr.unwrap_or_else(|| cx.affine_constant_expr(0));
    cx.simplify_affine_expr(expr, rank, symbols).ok()
}
