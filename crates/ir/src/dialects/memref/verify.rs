//! The memref ops' own verifiers (upstream's `verify` methods), cast
//! compatibility and the effects computed from the operands.

use super::{is_base_memref, is_memref, memref_rank};
use crate::attrs::{AttrData, Attribute};
use crate::context::Context;
use crate::dialects::arith::ATOMIC_RMW_KIND;
use crate::ir::{Ir, OpId};
use crate::print::{attr_to_string, type_to_string};
use crate::registry::constraints::signless_int_attr_value;
use crate::registry::interfaces::{is_memory_effect_free, Speculatability};
use crate::symbol_table::SymbolTableCollection;
use crate::types::{Type, TypeData, DYNAMIC};
use crate::verify::{fail_error, VerifyResult};
use crate::view::OpView;

/// The parts of a ranked memref type.
pub(super) struct MemRefParts<'a> {
    pub shape: &'a [i64],
    pub elem: Type,
    pub layout: Attribute,
    pub memory_space: Option<Attribute>,
}

/// The parts of `t` if it is a ranked memref.
pub(super) fn parts(cx: &Context, t: Type) -> Option<MemRefParts<'_>> {
    match cx.try_type_data(t)? {
        TypeData::MemRef { shape, elem, layout, memory_space } => {
            Some(MemRefParts { shape, elem: *elem, layout: *layout, memory_space: *memory_space })
        }
        _ => None,
    }
}

/// The element type and memory space of a ranked or unranked memref.
fn elem_and_space(cx: &Context, t: Type) -> Option<(Type, Option<Attribute>)> {
    match cx.try_type_data(t)? {
        TypeData::MemRef { elem, memory_space, .. } | TypeData::UnrankedMemRef { elem, memory_space } => {
            Some((*elem, *memory_space))
        }
        _ => None,
    }
}

/// `t` as a diagnostic shows it: `'memref<4xf32>'`.
pub(super) fn ty(cx: &Context, t: Type) -> String {
    format!("'{}'", type_to_string(cx, t))
}

/// Whether a memref's layout is the identity (upstream's
/// `getLayout().isIdentity()`): an identity affine map, or a strided layout
/// whose affine map is the identity (`strided<[1]>`).
pub(super) fn identity_layout(cx: &Context, p: &MemRefParts<'_>) -> bool {
    match cx.try_attr_data(p.layout) {
        Some(AttrData::StridedLayout { offset, strides }) => {
            cx.is_identity_map(cx.strided_layout_map(*offset, strides))
        }
        _ => cx.is_identity_layout(p.layout),
    }
}

/// The number of symbols of a memref layout's affine map.
fn layout_symbols(cx: &Context, t: Type) -> usize {
    cx.memref_affine_map(t).and_then(|m| cx.try_affine_map_data(m)).map_or(0, |d| d.num_symbols as usize)
}

/// `verifyAllocLikeOp`.
fn alloc_like(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let Some(t) = v.result_type(0) else { return Ok(()) };
    let Some(p) = parts(cx, t) else {
        return v.emit_op_error(|| "result must be a memref".into());
    };
    let dynamic = p.shape.iter().filter(|&&d| d == DYNAMIC).count();
    let sizes = v.operand_group(0).len();
    if sizes != dynamic {
        return v.emit_op_error(|| format!("incorrect number of dynamic sizes, has {sizes}, expected {dynamic}"));
    }
    let symbols = if identity_layout(cx, &p) { 0 } else { layout_symbols(cx, t) };
    let got = v.operand_group(1).len();
    if got != symbols {
        return v.emit_op_error(|| {
            format!("symbol operand count does not equal memref symbol count: expected {symbols}, got {got}")
        });
    }
    Ok(())
}

/// `AllocOp::verify`.
pub(super) fn alloc(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    alloc_like(cx, ir, op)
}

/// `AllocaOp::verify`: an ancestor with `AutomaticAllocationScope`.
pub(super) fn alloca(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let mut parent = v.parent();
    let mut scoped = false;
    while let Some(p) = parent {
        if p.def().is_some_and(|d| d.has_trait("AutomaticAllocationScope")) {
            scoped = true;
            break;
        }
        parent = p.parent();
    }
    if !scoped {
        return v.emit_op_error(|| "requires an ancestor op with AutomaticAllocationScope trait".into());
    }
    alloc_like(cx, ir, op)
}

/// `AssumeAlignmentOp::verify`.
pub(super) fn assume_alignment(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let a = v.inherent("alignment").and_then(|a| signless_int_attr_value(cx, a, 32));
    if a.is_some_and(|a| !(a as u32).is_power_of_two()) {
        return v.emit_op_error(|| "alignment must be power of 2".into());
    }
    Ok(())
}

/// `AtomicRMWOp::verify`.
pub(super) fn atomic_rmw(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    if operand_rank(&v, 1) + 2 != v.num_operands() {
        return v.emit_op_error(|| "expects the number of subscripts to be equal to memref rank".into());
    }
    let Some(kind) = v.inherent("kind").and_then(|a| ATOMIC_RMW_KIND.value(cx, a)) else { return Ok(()) };
    let name = ATOMIC_RMW_KIND.stringify(kind).unwrap_or_default();
    let value = v.operand_type(0).and_then(|t| cx.try_type_data(t));
    let (want_float, want_int) = match name.as_str() {
        "addf" | "maximumf" | "minimumf" | "mulf" => (true, false),
        "addi" | "maxs" | "maxu" | "mins" | "minu" | "muli" | "ori" | "xori" | "andi" => (false, true),
        _ => (false, false),
    };
    if want_float && !matches!(value, Some(TypeData::Float(_))) {
        return v.emit_op_error(|| format!("with kind '{name}' expects a floating-point type"));
    }
    if want_int && !matches!(value, Some(TypeData::Integer { .. })) {
        return v.emit_op_error(|| format!("with kind '{name}' expects an integer type"));
    }
    Ok(())
}

/// `AtomicYieldOp::verify`: the yielded type is the parent's result type.
pub(super) fn atomic_yield(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let (Some(parent), Some(got)) = (v.parent().and_then(|p| p.result_type(0)), v.operand_type(0)) else {
        return Ok(());
    };
    if parent != got {
        return v.emit_op_error(|| {
            format!("types mismatch between yield op: {} and its parent: {}", ty(cx, got), ty(cx, parent))
        });
    }
    Ok(())
}

/// `CastOp::areCastCompatible`.
pub(super) fn cast_compatible(cx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    let ([a], [b]) = (inputs, outputs) else { return false };
    let (a, b) = (*a, *b);
    match (parts(cx, a), parts(cx, b)) {
        (Some(x), Some(y)) => {
            if x.elem != y.elem {
                return false;
            }
            if x.layout != y.layout {
                let (Some((xs, xo)), Some((ys, yo))) = (cx.memref_strides_and_offset(a), cx.memref_strides_and_offset(b))
                else {
                    return false;
                };
                let ok = |p: i64, q: i64| p == DYNAMIC || q == DYNAMIC || p == q;
                if xs.len() != ys.len() || !ok(xo, yo) || xs.iter().zip(&ys).any(|(&p, &q)| !ok(p, q)) {
                    return false;
                }
            }
            if x.memory_space != y.memory_space || x.shape.len() != y.shape.len() {
                return false;
            }
            x.shape.iter().zip(y.shape).all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
        }
        _ => {
            if !is_base_memref(cx, a) || !is_base_memref(cx, b) {
                return false;
            }
            // Unranked to unranked is not a cast.
            if !is_memref(cx, a) && !is_memref(cx, b) {
                return false;
            }
            elem_and_space(cx, a) == elem_and_space(cx, b)
        }
    }
}

/// `MemorySpaceCastOp::areCastCompatible`.
pub(super) fn memory_space_cast_compatible(cx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    let ([a], [b]) = (inputs, outputs) else { return false };
    match (parts(cx, *a), parts(cx, *b)) {
        (Some(x), Some(y)) => x.elem == y.elem && x.layout == y.layout && x.shape == y.shape,
        (None, None) => {
            let unranked = |t| matches!(cx.try_type_data(t), Some(TypeData::UnrankedMemRef { .. }));
            unranked(*a) && unranked(*b) && elem_and_space(cx, *a).map(|e| e.0) == elem_and_space(cx, *b).map(|e| e.0)
        }
        _ => false,
    }
}

/// The value of `v` if an `arith.constant` of an integer defines it.
fn constant_int(v: &OpView<'_>, value: crate::ir::ValueId) -> Option<i64> {
    let def = match v.ir.value_owner(value).ok()? {
        crate::ir::ValueOwner::Result(op, _) => op,
        _ => return None,
    };
    let d = OpView::new(v.cx, v.ir, def)?;
    if !d.def().is_some_and(|def| def.has_trait("ConstantLike")) {
        return None;
    }
    let (n, _) = v.cx.integer_attr_value(d.inherent("value")?)?;
    Some(n.sext_i64(64))
}

/// `DimOp::getSpeculatability`: speculatable for a constant in-bounds
/// index of a ranked memref.
pub(super) fn dim_speculatability(v: OpView<'_>) -> Speculatability {
    let (Some(index), Some(rank)) = (v.operand(1).and_then(|x| constant_int(&v, x)), v.operand_type(0).and_then(|t| memref_rank(v.cx, t))) else {
        return Speculatability::NotSpeculatable;
    };
    if index < rank as i64 {
        Speculatability::Speculatable
    } else {
        Speculatability::NotSpeculatable
    }
}

/// `DistinctObjectsOp::verify`.
pub(super) fn distinct_objects(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    if v.operand_types().as_slice() != v.result_types().as_slice() {
        return v.emit_op_error(|| "operand types and result types must match".into());
    }
    if v.num_operands() == 0 {
        return v.emit_op_error(|| "expected at least one operand".into());
    }
    Ok(())
}

/// `DmaStartOp::verify`.
pub(super) fn dma_start(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let n = v.num_operands();
    if n < 4 {
        return v.emit_op_error(|| "expected at least 4 operands".into());
    }
    let types = v.operand_types();
    let all_index = |r: std::ops::Range<usize>| types[r].iter().all(|&t| matches!(cx.try_type_data(t), Some(TypeData::Index)));
    let Some(src_rank) = memref_rank(cx, types[0]) else {
        return v.emit_op_error(|| "expected source to be of memref type".into());
    };
    if n < src_rank + 4 {
        return v.emit_op_error(|| format!("expected at least {} operands", src_rank + 4));
    }
    if !all_index(1..1 + src_rank) {
        return v.emit_op_error(|| "expected source indices to be of index type".into());
    }
    let dst = 1 + src_rank;
    let Some(dst_rank) = memref_rank(cx, types[dst]) else {
        return v.emit_op_error(|| "expected destination to be of memref type".into());
    };
    let mut expected = src_rank + dst_rank + 4;
    if n < expected {
        return v.emit_op_error(|| format!("expected at least {expected} operands"));
    }
    if !all_index(dst + 1..dst + 1 + dst_rank) {
        return v.emit_op_error(|| "expected destination indices to be of index type".into());
    }
    let num = dst + 1 + dst_rank;
    if !all_index(num..num + 1) {
        return v.emit_op_error(|| "expected num elements to be of index type".into());
    }
    let tag = num + 1;
    let Some(tag_rank) = memref_rank(cx, types[tag]) else {
        return v.emit_op_error(|| "expected tag to be of memref type".into());
    };
    expected += tag_rank;
    if n < expected {
        return v.emit_op_error(|| format!("expected at least {expected} operands"));
    }
    if !all_index(tag + 1..tag + 1 + tag_rank) {
        return v.emit_op_error(|| "expected tag indices to be of index type".into());
    }
    if n != expected && n != expected + 2 {
        return v.emit_op_error(|| "incorrect number of operands".into());
    }
    if n == expected + 2 && !all_index(n - 2..n) {
        return v.emit_op_error(|| "expected stride and num elements per stride to be of type index".into());
    }
    Ok(())
}

/// `DmaWaitOp::verify`.
pub(super) fn dma_wait(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let indices = v.operand_group(1).len();
    let rank = operand_rank(&v, 0);
    if indices != rank {
        return v.emit_op_error(|| {
            format!(
                "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {indices}"
            )
        });
    }
    Ok(())
}

/// `GenericAtomicRMWOp::verify`: one block argument of the result type;
/// nothing in the body has memory effects.
pub(super) fn generic_atomic_rmw(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let entry = v.region_blocks(0).first().copied();
    let args = entry.map(|b| ir.block_num_args(b).unwrap_or(0)).unwrap_or(0);
    if args != 1 {
        return v.emit_op_error(|| "expected single number of entry block arguments".into());
    }
    let arg = entry.and_then(|b| ir.block_arg(b, 0).ok()).and_then(|a| v.value_type(a));
    if v.result_type(0) != arg {
        return v.emit_op_error(|| "expected block argument of the same type result type".into());
    }
    let mut bad = None;
    let _ = crate::ir::walk(ir, op, crate::ir::WalkOrder::PreOrder, &mut |nested| {
        if nested == op || is_memory_effect_free(cx, ir, nested) {
            return crate::ir::WalkResult::Advance;
        }
        bad = Some(nested);
        crate::ir::WalkResult::Interrupt
    });
    if let Some(nested) = bad {
        return fail_error(cx, ir, nested, || {
            "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects".into()
        });
    }
    Ok(())
}

/// `GetGlobalOp::verifySymbolUses`.
pub(super) fn get_global_symbol_uses(v: OpView<'_>, tables: &mut SymbolTableCollection) -> VerifyResult {
    let cx = v.cx;
    let Some(name) = v.inherent("name") else { return Ok(()) };
    let text = match cx.try_attr_data(name) {
        Some(AttrData::SymbolRef { root, .. }) => String::from_utf8_lossy(cx.bytes_of(*root)).into_owned(),
        _ => String::new(),
    };
    let global = tables
        .lookup_nearest_symbol_from(cx, v.ir, v.id, name)
        .and_then(|g| OpView::new(cx, v.ir, g))
        .filter(|g| g.name() == "memref.global");
    let Some(global) = global else {
        return v.emit_op_error(|| format!("'{text}' does not reference a valid global memref"));
    };
    let want = global.type_attr("type");
    let got = v.result_type(0);
    if want != got {
        return v.emit_op_error(|| {
            format!(
                "result type {} does not match type {} of the global memref @{text}",
                got.map(|t| ty(cx, t)).unwrap_or_default(),
                want.map(|t| ty(cx, t)).unwrap_or_default()
            )
        });
    }
    Ok(())
}

/// Whether `t` is a ranked memref of static shape.
pub(super) fn static_memref(cx: &Context, t: Type) -> bool {
    parts(cx, t).is_some_and(|p| p.shape.iter().all(|&d| d != DYNAMIC))
}

/// Whether `a` is an elements attribute (`ElementsAttr`).
pub(super) fn is_elements(cx: &Context, a: Attribute) -> bool {
    matches!(
        cx.try_attr_data(a),
        Some(AttrData::DenseIntOrFloat(_) | AttrData::DenseString(_) | AttrData::DenseResource { .. } | AttrData::Sparse { .. })
    )
}

/// `2, 3` (an `ArrayRef<int64_t>` streamed into a diagnostic).
fn shape_text(shape: &[i64]) -> String {
    shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")
}

/// `GlobalOp::verify`.
pub(super) fn global(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let Some(t) = v.type_attr("type") else { return Ok(()) };
    let Some(p) = parts(cx, t).filter(|_| static_memref(cx, t)) else {
        return v.emit_op_error(|| format!("type should be static shaped memref, but got {}", ty(cx, t)));
    };
    let Some(init) = v.inherent("initial_value") else { return Ok(()) };
    if matches!(cx.try_attr_data(init), Some(AttrData::Unit)) {
        return Ok(());
    }
    if !is_elements(cx, init) {
        return v.emit_op_error(|| {
            format!("initial value should be a unit or elements attribute, but got {}", attr_to_string(cx, init))
        });
    }
    let Some(init_ty) = cx.attr_type(init) else { return Ok(()) };
    let init_elem = crate::registry::constraints::element_type_or_self(cx, init_ty);
    if init_elem != p.elem {
        return v.emit_op_error(|| {
            format!("initial value element expected to be of type {}, but was of type {}", ty(cx, p.elem), ty(cx, init_elem))
        });
    }
    let init_shape = crate::registry::constraints::shape_of(cx, init_ty).flatten().unwrap_or_default();
    if init_shape != p.shape {
        return v.emit_op_error(|| {
            format!("initial value shape expected to be {} but was {}", shape_text(p.shape), shape_text(init_shape))
        });
    }
    Ok(())
}

/// The rank of operand `i` (0 unless a ranked memref).
fn operand_rank(v: &OpView<'_>, i: usize) -> usize {
    v.operand_type(i).and_then(|t| memref_rank(v.cx, t)).unwrap_or(0)
}

/// The memref access verifiers: the op has the memref's rank of indices
/// after `leading` other operands, or fails with `message`.
fn access(cx: &Context, ir: &Ir, op: OpId, memref: usize, message: impl FnOnce(usize, usize) -> String) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let rank = operand_rank(&v, memref);
    let indices = v.num_operands().saturating_sub(memref + 1);
    if indices != rank {
        return v.emit_op_error(|| message(rank, indices));
    }
    Ok(())
}

/// `LoadOp::verify`.
pub(super) fn load(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    access(cx, ir, op, 0, |rank, n| format!("incorrect number of indices for load, expected {rank} but got {n}"))
}

/// `StoreOp::verify`.
pub(super) fn store(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    access(cx, ir, op, 1, |_, _| "store index operand count not equal to memref rank".into())
}

/// `PrefetchOp::verify`.
pub(super) fn prefetch(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    access(cx, ir, op, 0, |_, _| "too few indices".into())
}

/// `ReallocOp::verify` (errors without the op prefix, as upstream's
/// `emitError`).
pub(super) fn realloc(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let (Some(s), Some(r)) = (v.operand_type(0), v.result_type(0)) else { return Ok(()) };
    let (Some(sp), Some(rp)) = (parts(cx, s), parts(cx, r)) else { return Ok(()) };
    let fail = |m: String| fail_error(cx, ir, op, || m);
    if !identity_layout(cx, &sp) {
        return fail(format!("unsupported layout for source memref type {}", ty(cx, s)));
    }
    if !identity_layout(cx, &rp) {
        return fail(format!("unsupported layout for result memref type {}", ty(cx, r)));
    }
    if sp.memory_space != rp.memory_space {
        return fail(format!(
            "different memory spaces specified for source memref type {} and result memref type {}",
            ty(cx, s),
            ty(cx, r)
        ));
    }
    if sp.elem != rp.elem {
        return fail(format!(
            "different element types specified for source memref type {} and result memref type {}",
            ty(cx, s),
            ty(cx, r)
        ));
    }
    let dynamic = rp.shape.contains(&DYNAMIC);
    let has_size = !v.operand_group(1).is_empty();
    if dynamic && !has_size {
        return fail(format!("missing dimension operand for result type {}", ty(cx, r)));
    }
    if !dynamic && has_size {
        return fail(format!("unnecessary dimension operand for result type {}", ty(cx, r)));
    }
    Ok(())
}
