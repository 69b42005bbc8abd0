//! The memref ops' folders (upstream's `fold` methods in `MemRefOps.cpp`),
//! the dialect's constant materializer, and the helpers the folders and
//! the canonicalization patterns share: producers, constant indices,
//! mixed static/dynamic offsets, sizes and strides, and the folding of a
//! `memref.cast` into its users.

use smallvec::smallvec;

use super::verify::parts;
use crate::attrs::{AttrData, Attribute, Location, NamedAttribute};
use crate::context::Context;
use crate::ir::{Ir, OpId, OperationState, ValueId, ValueOwner};
use crate::registry::constraints::i64_array;
use crate::registry::OpFoldResult;
use crate::rewrite::fold::{constant_value, FoldResults};
use crate::rewrite::Folding;
use crate::types::{Type, TypeData, DYNAMIC};

// ---------------------------------------------------------------------------
// Shared helpers.
// ---------------------------------------------------------------------------

/// The name of `op` (empty if it is gone).
pub(super) fn name_of<'c>(cx: &'c Context, ir: &Ir, op: OpId) -> &'c str {
    ir.op_name(op).map(|n| cx.op_name_str(n)).unwrap_or("")
}

/// The operation defining `v`, if `v` is an operation result.
pub(super) fn defining_op(ir: &Ir, v: ValueId) -> Option<OpId> {
    match ir.value_owner(v).ok()? {
        ValueOwner::Result(op, _) => Some(op),
        _ => None,
    }
}

/// The operation defining `v` if it is a `name` (upstream's
/// `getDefiningOp<OpTy>()`).
pub(super) fn producer(cx: &Context, ir: &Ir, v: ValueId, name: &str) -> Option<OpId> {
    defining_op(ir, v).filter(|&op| name_of(cx, ir, op) == name)
}

/// Operand `i` of `op`.
pub(super) fn operand(ir: &Ir, op: OpId, i: usize) -> Option<ValueId> {
    ir.op_operand(op, i).ok().flatten()
}

/// The type of `v`.
pub(super) fn type_of(ir: &Ir, v: ValueId) -> Option<Type> {
    ir.value_type(v).ok()
}

/// The inherent attribute `name` of `op`.
pub(super) fn inherent(cx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<Attribute> {
    ir.op_inherent_attr(cx, op, name.as_bytes()).ok().flatten().flatten()
}

/// The value of an integer attribute, sign-extended (upstream's
/// `IntegerAttr::getInt`).
pub(super) fn int_value(cx: &Context, a: Attribute) -> Option<i64> {
    let (v, t) = cx.integer_attr_value(a)?;
    let (width, _) = cx.integer_attr_width(t)?;
    Some(v.sext_i64(width))
}

/// The integer `v` is a constant of (upstream's `m_ConstantInt`, as
/// `getConstantIntValue` reads it).
pub(super) fn constant_int(cx: &Context, ir: &mut Ir, v: ValueId) -> Option<i64> {
    int_value(cx, constant_value(cx, ir, v)?)
}

/// Whether `v` is defined by an `arith.constant` of type `index`
/// (upstream's `matchConstantIndex()`, an `arith::ConstantIndexOp`), and
/// its value.
pub(super) fn constant_index_op(cx: &Context, ir: &Ir, v: ValueId) -> Option<i64> {
    let op = producer(cx, ir, v, "arith.constant")?;
    let ty = type_of(ir, ir.op_result(op, 0).ok()?)?;
    if !matches!(cx.try_type_data(ty), Some(TypeData::Index)) {
        return None;
    }
    int_value(cx, inherent(cx, ir, op, "value")?)
}

/// The `index` attribute of `value`.
pub(super) fn index_attr(cx: &Context, value: i64) -> Attribute {
    cx.integer_attr(cx.index_type(), value)
}

/// An `arith.constant` of `value` of type `index` (upstream's
/// `arith::ConstantIndexOp`).
pub(super) fn constant_index_state(cx: &Context, value: i64, loc: Location) -> OperationState {
    let mut st = OperationState::new(cx.op_name(b"arith.constant"), loc);
    st.results.push(cx.index_type());
    st.attributes.push(NamedAttribute { name: cx.identifier("value"), value: index_attr(cx, value) });
    st
}

/// Whether `t` is an unranked memref.
pub(super) fn is_unranked(cx: &Context, t: Type) -> bool {
    matches!(cx.try_type_data(t), Some(TypeData::UnrankedMemRef { .. }))
}

/// The shape of a ranked memref.
pub(super) fn shape_of(cx: &Context, t: Type) -> Option<Vec<i64>> {
    parts(cx, t).map(|p| p.shape.to_vec())
}

/// `t` with shape `shape` (upstream's `MemRefType::Builder::setShape`).
pub(super) fn with_shape(cx: &Context, t: Type, shape: &[i64]) -> Option<Type> {
    let p = parts(cx, t)?;
    Some(cx.memref_type(shape, p.elem, Some(p.layout), p.memory_space))
}

/// A memref of `shape` with the element type and memory space of `like`
/// and the strided layout `offset`, `strides`.
pub(super) fn strided_like(cx: &Context, like: Type, shape: &[i64], offset: i64, strides: &[i64]) -> Option<Type> {
    let p = parts(cx, like)?;
    let layout = cx.strided_layout_attr(offset, strides);
    Some(cx.memref_type(shape, p.elem, Some(layout), p.memory_space))
}

/// The `i64` elements of the dense array attribute `name` of `op`.
pub(super) fn static_list(cx: &Context, ir: &Ir, op: OpId, name: &str) -> Vec<i64> {
    inherent(cx, ir, op, name).and_then(|a| i64_array(cx, a)).unwrap_or_default()
}

// ---------------------------------------------------------------------------
// Mixed static and dynamic values (upstream's `OpFoldResult` lists).
// ---------------------------------------------------------------------------

/// A static integer or an SSA value (upstream's `OpFoldResult` holding an
/// integer attribute or a value). Two are equal when they hold the same
/// integer or the same value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Mixed {
    /// A static integer.
    Static(i64),
    /// A value.
    Value(ValueId),
}

impl Mixed {
    /// The integer this is or a constant value holds (upstream's
    /// `getConstantIntValue`).
    pub fn constant(self, cx: &Context, ir: &mut Ir) -> Option<i64> {
        match self {
            Mixed::Static(v) => Some(v),
            Mixed::Value(v) => constant_int(cx, ir, v),
        }
    }

    /// The static integer, or [`DYNAMIC`] for a value (upstream's
    /// `dispatchIndexOpFoldResults`).
    pub fn static_or_dynamic(self) -> i64 {
        match self {
            Mixed::Static(v) => v,
            Mixed::Value(_) => DYNAMIC,
        }
    }
}

/// The static entries of `statics` with each [`DYNAMIC`] one taken from
/// `values` in order (upstream's `getMixedValues`).
pub(super) fn mixed(statics: &[i64], values: &[ValueId]) -> Vec<Mixed> {
    let mut next = values.iter();
    statics
        .iter()
        .map(|&s| match (s == DYNAMIC).then(|| next.next()).flatten() {
            Some(&v) => Mixed::Value(v),
            None => Mixed::Static(s),
        })
        .collect()
}

/// Splits mixed values into static entries and values (upstream's
/// `decomposeMixedValues`).
pub(super) fn split_mixed(list: &[Mixed]) -> (Vec<i64>, Vec<ValueId>) {
    let mut values = Vec::new();
    let statics = list
        .iter()
        .map(|m| match *m {
            Mixed::Static(s) => s,
            Mixed::Value(v) => {
                values.push(v);
                DYNAMIC
            }
        })
        .collect();
    (statics, values)
}

/// The mixed offsets, sizes and strides of an op with
/// `OffsetSizeAndStrideOpInterface` (operand groups 1, 2 and 3).
pub(super) fn mixed_offsets_sizes_strides(cx: &Context, ir: &Ir, op: OpId) -> Option<[Vec<Mixed>; 3]> {
    let v = crate::view::OpView::new(cx, ir, op)?;
    let get = |k: usize, name: &str| mixed(&static_list(cx, ir, op, name), &v.operand_group(k));
    Some([get(1, "static_offsets"), get(2, "static_sizes"), get(3, "static_strides")])
}

/// `constifyIndexValues`: each entry whose static counterpart in `known`
/// is static becomes that integer, and each constant value its integer.
pub(super) fn constify(cx: &Context, ir: &mut Ir, values: &mut [Mixed], known: &[i64]) {
    for (v, &k) in values.iter_mut().zip(known) {
        if k != DYNAMIC {
            *v = Mixed::Static(k);
        } else if let Some(c) = v.constant(cx, ir) {
            *v = Mixed::Static(c);
        }
    }
}

/// The operand-segment sizes attribute (`operandSegmentSizes`).
pub(super) fn segment_sizes(cx: &Context, sizes: &[usize]) -> NamedAttribute {
    let raw: Vec<u8> = sizes.iter().flat_map(|&v| (v as i32).to_le_bytes()).collect();
    let value = cx.dense_array_attr(crate::attrs::dense_array::DenseArrayKind::I32, &raw);
    NamedAttribute { name: cx.identifier("operandSegmentSizes"), value }
}

/// A dense `i64` array attribute named `name`.
pub(super) fn i64_list_attr(cx: &Context, name: &str, values: &[i64]) -> NamedAttribute {
    NamedAttribute { name: cx.identifier(name), value: crate::format::dynamic_index_list::i64_array_attr(cx, values) }
}

/// The state of a `memref.cast` of `source` to `ty`.
pub(super) fn cast_state(cx: &Context, source: ValueId, ty: Type, loc: Location) -> OperationState {
    let mut st = OperationState::new(cx.op_name(b"memref.cast"), loc);
    st.operands.push(source);
    st.results.push(ty);
    st
}

// ---------------------------------------------------------------------------
// Folding memref.cast into its users.
// ---------------------------------------------------------------------------

/// `foldMemRefCast`: each operand of `op` (other than `inner`) that a
/// `memref.cast` of a ranked memref defines is replaced by the cast's
/// source; whether any was.
pub(super) fn fold_memref_cast(cx: &Context, ir: &mut Ir, op: OpId, inner: Option<ValueId>) -> bool {
    let mut folded = false;
    for i in 0..ir.op_num_operands(op).unwrap_or(0) {
        let Some(v) = operand(ir, op, i) else { continue };
        if Some(v) == inner {
            continue;
        }
        let Some(cast) = producer(cx, ir, v, "memref.cast") else { continue };
        let Some(src) = operand(ir, cast, 0) else { continue };
        if type_of(ir, src).is_some_and(|t| !is_unranked(cx, t)) && ir.set_op_operand(op, i, Some(src)).is_ok() {
            folded = true;
        }
    }
    folded
}

/// `CastOp::canFoldIntoConsumerOp`: the cast goes between ranked strided
/// memrefs of one element type and rank, only towards less static sizes,
/// offset and strides.
pub(super) fn can_fold_into_consumer(cx: &Context, ir: &Ir, cast: OpId) -> bool {
    let (Some(src), Some(dst)) = (operand(ir, cast, 0), ir.op_result(cast, 0).ok()) else { return false };
    let (Some(s), Some(d)) = (type_of(ir, src), type_of(ir, dst)) else { return false };
    let (Some(sp), Some(dp)) = (parts(cx, s), parts(cx, d)) else { return false };
    if sp.elem != dp.elem || sp.shape.len() != dp.shape.len() {
        return false;
    }
    let (Some((s_strides, s_offset)), Some((d_strides, d_offset))) =
        (cx.memref_strides_and_offset(s), cx.memref_strides_and_offset(d))
    else {
        return false;
    };
    let more_static = |a: i64, b: i64| a != b && a == DYNAMIC && b != DYNAMIC;
    !(sp.shape.iter().zip(dp.shape).any(|(&a, &b)| more_static(a, b))
        || more_static(s_offset, d_offset)
        || s_strides.iter().zip(&d_strides).any(|(&a, &b)| more_static(a, b)))
}

/// An in-place fold if `folded`.
fn in_place_if(folded: bool) -> Option<FoldResults> {
    if folded {
        Folding::in_place()
    } else {
        None
    }
}

/// The fold of the ops whose only fold is `foldMemRefCast` on all their
/// operands (`dealloc`, `dma_start`, `dma_wait`, `load`, `prefetch`).
pub(super) fn fold_cast_operands(f: &mut Folding<'_>) -> Option<FoldResults> {
    in_place_if(fold_memref_cast(f.cx, f.ir, f.op, None))
}

/// The fold of the ops that fold `memref.cast` into every operand but the
/// value in operand 0 (`store`, `atomic_rmw`).
pub(super) fn fold_cast_operands_but_value(f: &mut Folding<'_>) -> Option<FoldResults> {
    let value = f.operand(0);
    in_place_if(fold_memref_cast(f.cx, f.ir, f.op, value))
}

// ---------------------------------------------------------------------------
// The folders.
// ---------------------------------------------------------------------------

/// `AssumeAlignmentOp::fold`: an assumption of the alignment already
/// assumed by its source's is that source.
pub(super) fn assume_alignment(f: &mut Folding<'_>) -> Option<FoldResults> {
    let src = f.operand(0)?;
    let inner = producer(f.cx, f.ir, src, "memref.assume_alignment")?;
    let align = |op| inherent(f.cx, f.ir, op, "alignment");
    (align(inner) == align(f.op)).then(|| smallvec![OpFoldResult::Value(src)])
}

/// `CastOp::fold`: a cast of a cast of a ranked memref casts that memref
/// (the identity cast folds by `CastOpInterface`).
pub(super) fn cast(f: &mut Folding<'_>) -> Option<FoldResults> {
    fold_cast_operands(f)
}

/// `CopyOp::fold` (`FoldCopyOfCast`): the first operand that a foldable
/// `memref.cast` defines takes the cast's source.
pub(super) fn copy(f: &mut Folding<'_>) -> Option<FoldResults> {
    for i in 0..2 {
        let Some(v) = f.operand(i) else { continue };
        let Some(cast) = producer(f.cx, f.ir, v, "memref.cast") else { continue };
        if can_fold_into_consumer(f.cx, f.ir, cast) {
            let src = operand(f.ir, cast, 0)?;
            f.ir.set_op_operand(f.op, i, Some(src)).ok()?;
            return Folding::in_place();
        }
    }
    None
}

/// The position among the dynamic sizes of dimension `dim` of `shape`
/// (upstream's `getDynamicDimIndex`).
fn dynamic_dim_index(shape: &[i64], dim: usize) -> usize {
    shape[..dim].iter().filter(|&&d| d == DYNAMIC).count()
}

/// `DimOp::fold`: a static size is a constant; a dynamic one is the size
/// operand of the `alloc`, `alloca`, `view` or `subview` defining the
/// memref; otherwise a `memref.cast` source is folded in.
pub(super) fn dim(f: &mut Folding<'_>) -> Option<FoldResults> {
    let cx = f.cx;
    let index = int_value(cx, f.constant(1)?)?;
    let src = f.operand(0)?;
    let shape = shape_of(cx, type_of(f.ir, src)?)?;
    if index < 0 || index >= shape.len() as i64 {
        return None;
    }
    let index = index as usize;
    if shape[index] != DYNAMIC {
        return Some(smallvec![OpFoldResult::Attr(index_attr(cx, shape[index]))]);
    }
    let value = |v: Option<ValueId>| v.map(|v| smallvec![OpFoldResult::Value(v)]);
    if let Some(def) = defining_op(f.ir, src) {
        let view = crate::view::OpView::new(cx, f.ir, def)?;
        let group = match view.name() {
            "memref.alloc" | "memref.alloca" => Some(0),
            "memref.view" => Some(2),
            _ => None,
        };
        if let Some(k) = group {
            return value(view.operand_group(k).get(dynamic_dim_index(&shape, index)).copied());
        }
        if view.name() == "memref.subview" {
            let source = type_of(f.ir, view.operand(0)?)?;
            let sizes = static_list(cx, f.ir, def, "static_sizes");
            let dropped = super::views::memref_rank_reduction_mask(cx, source, type_of(f.ir, src)?, &sizes)?;
            let source_index = (0..dropped.len()).filter(|&i| !dropped[i]).nth(index).unwrap_or(0);
            if sizes.get(source_index) != Some(&DYNAMIC) {
                return None;
            }
            return value(view.operand_group(2).get(dynamic_dim_index(&sizes, source_index)).copied());
        }
    }
    fold_cast_operands(f)
}

/// `ExtractStridedMetadataOp::fold`: the results the source type knows
/// statically are replaced, where used, by new `arith.constant`s before
/// the op (made without the rewriter, as upstream's fold does), and a
/// `memref.cast` of a ranked source is folded in.
pub(super) fn extract_strided_metadata(f: &mut Folding<'_>) -> Option<FoldResults> {
    let cx = f.cx;
    let src = f.operand(0)?;
    let src_ty = type_of(f.ir, src)?;
    let shape = shape_of(cx, src_ty)?;
    let (strides, offset) = cx.memref_strides_and_offset(src_ty)?;
    let rank = shape.len();
    let known: Vec<i64> = std::iter::once(offset).chain(shape).chain(strides).collect();
    let loc = f.ir.op_loc(f.op).ok()?;
    let block = f.ir.op_block(f.op).ok()??;
    let mut replaced = false;
    for (k, &value) in known.iter().enumerate().take(1 + 2 * rank) {
        let Ok(result) = f.ir.op_result(f.op, k + 1) else { continue };
        if value == DYNAMIC || f.ir.value_use_empty(result).unwrap_or(true) {
            continue;
        }
        let Ok(c) = f.ir.create_op(cx, constant_index_state(cx, value, loc)) else { continue };
        if f.ir.insert_op_before(block, Some(f.op), c).is_err() {
            continue;
        }
        let Ok(with) = f.ir.op_result(c, 0) else { continue };
        if f.ir.replace_all_uses(result, with).is_ok() {
            replaced = true;
        }
    }
    if let Some(cast) = producer(cx, f.ir, src, "memref.cast") {
        let inner = operand(f.ir, cast, 0)?;
        if type_of(f.ir, inner).is_some_and(|t| parts(cx, t).is_some())
            && f.ir.set_op_operand(f.op, 0, Some(inner)).is_ok()
        {
            replaced = true;
        }
    }
    in_place_if(replaced)
}

/// `MemorySpaceCastOp::fold`: a cast of a memory-space cast casts the
/// latter's source.
pub(super) fn memory_space_cast(f: &mut Folding<'_>) -> Option<FoldResults> {
    let parent = producer(f.cx, f.ir, f.operand(0)?, "memref.memory_space_cast")?;
    let src = operand(f.ir, parent, 0)?;
    f.ir.set_op_operand(f.op, 0, Some(src)).ok()?;
    Folding::in_place()
}

/// `RankOp::fold`: the rank of a ranked memref.
pub(super) fn rank(f: &mut Folding<'_>) -> Option<FoldResults> {
    let shape = shape_of(f.cx, type_of(f.ir, f.operand(0)?)?)?;
    Some(smallvec![OpFoldResult::Attr(index_attr(f.cx, shape.len() as i64))])
}

/// Whether all `offsets` are (constant) zero (upstream's
/// `all_of(..., isZeroInteger)`).
fn all_zero(cx: &Context, ir: &mut Ir, offsets: &[Mixed]) -> bool {
    offsets.iter().all(|m| m.constant(cx, ir) == Some(0))
}

/// `ReinterpretCastOp::fold`: the source of a `reinterpret_cast`, `cast`
/// or zero-offset `subview` source is taken directly; a reinterpretation
/// of a static memref as its own type at offset 0 is its source.
pub(super) fn reinterpret_cast(f: &mut Folding<'_>) -> Option<FoldResults> {
    let cx = f.cx;
    let src = f.operand(0)?;
    let prev = defining_op(f.ir, src).and_then(|def| match name_of(cx, f.ir, def) {
        "memref.reinterpret_cast" | "memref.cast" => operand(f.ir, def, 0),
        "memref.subview" => {
            let [offsets, _, _] = mixed_offsets_sizes_strides(cx, f.ir, def)?;
            all_zero(cx, f.ir, &offsets).then(|| operand(f.ir, def, 0)).flatten()
        }
        _ => None,
    });
    if let Some(prev) = prev {
        f.ir.set_op_operand(f.op, 0, Some(prev)).ok()?;
        return Folding::in_place();
    }
    let result_ty = type_of(f.ir, f.result(0)?)?;
    let shape = shape_of(cx, result_ty)?;
    let offset = static_list(cx, f.ir, f.op, "static_offsets").first().copied();
    (shape.iter().all(|&d| d != DYNAMIC) && type_of(f.ir, src) == Some(result_ty) && offset == Some(0))
        .then(|| smallvec![OpFoldResult::Value(src)])
}

/// The reassociation groups of a reshape op.
pub(super) fn reassociation(cx: &Context, ir: &Ir, op: OpId) -> Vec<Vec<i64>> {
    let Some(a) = inherent(cx, ir, op, "reassociation") else { return Vec::new() };
    match cx.try_attr_data(a) {
        Some(AttrData::Array(groups)) => groups
            .iter()
            .map(|&g| match cx.try_attr_data(g) {
                Some(AttrData::Array(items)) => items.iter().filter_map(|&i| int_value(cx, i)).collect(),
                _ => Vec::new(),
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// `foldReshapeOp` for `collapse_shape` (`inverse` = `expand_shape`) and
/// `expand_shape` (`inverse` = `collapse_shape`): an identity reshape is
/// its source; a reshape undoing its `inverse` source is that source's
/// source.
fn fold_reshape(f: &mut Folding<'_>, inverse: &str) -> Option<FoldResults> {
    let cx = f.cx;
    let src = f.operand(0)?;
    let result_ty = type_of(f.ir, f.result(0)?)?;
    if type_of(f.ir, src) == Some(result_ty) {
        return Some(smallvec![OpFoldResult::Value(src)]);
    }
    let inner = producer(cx, f.ir, src, inverse)?;
    let inner_src = operand(f.ir, inner, 0)?;
    let src_ty = type_of(f.ir, inner_src)?;
    if src_ty != result_ty {
        return None;
    }
    let shape = shape_of(cx, src_ty)?;
    let dynamic = |s: &[i64]| s.iter().filter(|&&d| d == DYNAMIC).count();
    let found = smallvec![OpFoldResult::Value(inner_src)];
    if dynamic(&shape) < 2 {
        return Some(found);
    }
    let groups = reassociation(cx, f.ir, f.op);
    if groups != reassociation(cx, f.ir, inner) {
        return None;
    }
    if shape.len() < shape_of(cx, type_of(f.ir, src)?)?.len() {
        return Some(found);
    }
    let fine = groups.iter().all(|g| {
        let start = g.first().copied().unwrap_or(0).max(0) as usize;
        shape.get(start..(start + g.len()).min(shape.len())).is_some_and(|s| dynamic(s) < 2)
    });
    fine.then_some(found)
}

/// `CollapseShapeOp::fold`.
pub(super) fn collapse_shape(f: &mut Folding<'_>) -> Option<FoldResults> {
    fold_reshape(f, "memref.expand_shape")
}

/// `ExpandShapeOp::fold`.
pub(super) fn expand_shape(f: &mut Folding<'_>) -> Option<FoldResults> {
    fold_reshape(f, "memref.collapse_shape")
}

/// Whether a memref's layout is static: not a strided layout, or one with
/// a static offset and strides (upstream's `hasStaticLayout` on a
/// `StridedLayoutAttr`, which other layouts skip).
fn static_layout(cx: &Context, t: Type) -> bool {
    let Some(p) = parts(cx, t) else { return false };
    match cx.try_attr_data(p.layout) {
        Some(AttrData::StridedLayout { offset, strides }) => {
            *offset != DYNAMIC && strides.iter().all(|&s| s != DYNAMIC)
        }
        _ => true,
    }
}

/// `SubViewOp::fold`: a subview of a static memref as its own type is
/// its source, and so is a no-op subview (zero offsets, unit strides,
/// the same sizes) of a subview.
pub(super) fn subview(f: &mut Folding<'_>) -> Option<FoldResults> {
    let cx = f.cx;
    let src = f.operand(0)?;
    let (src_ty, result_ty) = (type_of(f.ir, src)?, type_of(f.ir, f.result(0)?)?);
    let found = smallvec![OpFoldResult::Value(src)];
    if result_ty == src_ty && shape_of(cx, result_ty)?.iter().all(|&d| d != DYNAMIC) && static_layout(cx, result_ty) {
        return Some(found);
    }
    let inner = producer(cx, f.ir, src, "memref.subview")?;
    let [_, inner_sizes, _] = mixed_offsets_sizes_strides(cx, f.ir, inner)?;
    let [offsets, sizes, strides] = mixed_offsets_sizes_strides(cx, f.ir, f.op)?;
    let ones = strides.iter().all(|m| m.constant(cx, f.ir) == Some(1));
    (all_zero(cx, f.ir, &offsets) && ones && sizes == inner_sizes && result_ty == src_ty).then_some(found)
}

/// `TransposeOp::fold`: an identity permutation to the same type is the
/// input; a transpose of a transpose transposes the inner input by the
/// composed permutation.
pub(super) fn transpose(f: &mut Folding<'_>) -> Option<FoldResults> {
    let cx = f.cx;
    let input = f.operand(0)?;
    let map_of = |ir: &Ir, op| match inherent(cx, ir, op, "permutation").map(|a| cx.try_attr_data(a)) {
        Some(Some(AttrData::AffineMap(m))) => Some(*m),
        _ => None,
    };
    let perm = map_of(f.ir, f.op)?;
    if cx.is_identity_map(perm) && type_of(f.ir, input) == type_of(f.ir, f.result(0)?) {
        return Some(smallvec![OpFoldResult::Value(input)]);
    }
    let other = producer(cx, f.ir, input, "memref.transpose")?;
    let other_perm = map_of(f.ir, other)?;
    let inner_input = operand(f.ir, other, 0)?;
    let composed = compose(cx, perm, other_perm);
    f.ir.set_op_operand(f.op, 0, Some(inner_input)).ok()?;
    f.ir.set_op_inherent_attr(cx, f.op, b"permutation", Some(cx.affine_map_attr(composed))).ok()?;
    Folding::in_place()
}

/// `outer.compose(inner)` (upstream's `AffineMap::compose`): `outer`'s
/// results with its dimensions replaced by `inner`'s results, over
/// `inner`'s dimensions and the symbols of both (`outer`'s first).
fn compose(cx: &Context, outer: crate::affine::AffineMap, inner: crate::affine::AffineMap) -> crate::affine::AffineMap {
    let dims = cx.affine_map_num_dims(inner);
    let (outer_symbols, inner_symbols) = (cx.affine_map_num_symbols(outer), cx.affine_map_num_symbols(inner));
    let inner_dims: Vec<_> = (0..dims).map(|d| cx.affine_dim_expr(d)).collect();
    let shifted: Vec<_> = (0..inner_symbols).map(|s| cx.affine_symbol_expr(outer_symbols + s)).collect();
    let replacements: Vec<_> = cx
        .affine_map_results(inner)
        .to_vec()
        .into_iter()
        .map(|e| cx.replace_dims_and_symbols(e, &inner_dims, &shifted))
        .collect();
    let own: Vec<_> = (0..outer_symbols).map(|s| cx.affine_symbol_expr(s)).collect();
    cx.replace_dims_and_symbols_in_map(outer, &replacements, &own, dims, outer_symbols + inner_symbols)
}

/// `ViewOp::fold`: a view at byte shift 0 of a static buffer as its own
/// type is the buffer.
pub(super) fn view(f: &mut Folding<'_>) -> Option<FoldResults> {
    let src = f.operand(0)?;
    let result_ty = type_of(f.ir, f.result(0)?)?;
    let zero_shift = f.constant(1).and_then(|a| int_value(f.cx, a)) == Some(0);
    (zero_shift && type_of(f.ir, src) == Some(result_ty) && shape_of(f.cx, result_ty)?.iter().all(|&d| d != DYNAMIC))
        .then(|| smallvec![OpFoldResult::Value(src)])
}

// ---------------------------------------------------------------------------
// Constant materialization.
// ---------------------------------------------------------------------------

