//! The hand-written syntax of the memref ops that have one (upstream's
//! `print` / `parse` methods), and the `GlobalMemrefOpTypeAndInitialValue`
//! directive of `memref.global`.
#![allow(clippy::result_unit_err)] // `Err(())`: the diagnostic was reported already

use smallvec::SmallVec;

use super::verify::{is_elements, static_memref, ty};
use crate::asm::{Delimiter, OpAsmParser, UnresolvedOperand};
use crate::attrs::{AttrData, Attribute, NamedAttribute};
use crate::format::{CustomArg, CustomDirective, CustomParsed};
use crate::ir::{OpId, OperationState, ValueId};
use crate::print::OpPrinter;
use crate::types::{Type, TypeData};
use crate::view::OpView;

/// The op's attributes as upstream's `getAttrs()`.
fn all_attrs(v: &OpView<'_>) -> Vec<NamedAttribute> {
    v.ir.op_attrs(v.cx, v.id).unwrap_or_default()
}

/// `memref.op %x` (the op name and its first operand).
fn print_name_and_operand(p: &mut OpPrinter<'_, '_>, v: &OpView<'_>, op: OpId) {
    p.print_op_name(op);
    p.str(" ");
    if let Some(x) = v.operand(0) {
        p.print_operand(x);
    }
}

/// `%a, %b`.
fn print_values(p: &mut OpPrinter<'_, '_>, values: &[ValueId]) {
    for (i, &x) in values.iter().enumerate() {
        if i > 0 {
            p.str(", ");
        }
        p.print_operand(x);
    }
}

/// Resolves `us` all to `ty`.
fn resolve_all(p: &mut dyn OpAsmParser, us: &[UnresolvedOperand], ty: Type, out: &mut SmallVec<[ValueId; 4]>) -> Result<(), ()> {
    for &u in us {
        p.resolve_operands(&[u], &[ty], u.pos, out)?;
    }
    Ok(())
}

/// Adds a named attribute to the state.
fn add_attr(p: &dyn OpAsmParser, state: &mut OperationState, name: &str, value: Attribute) {
    let name = p.context().identifier(name);
    state.attributes.push(NamedAttribute { name, value });
}

/// `: type` where the type must be a ranked memref (upstream's
/// `parseColonType(MemRefType &)`; the error is at the colon).
fn parse_colon_memref(p: &mut dyn OpAsmParser) -> Result<Type, ()> {
    let pos = p.current_pos();
    p.parse_colon()?;
    let t = p.parse_type()?;
    if !matches!(p.context().try_type_data(t), Some(TypeData::MemRef { .. })) {
        let found = crate::print::type_to_string(p.context(), t);
        p.emit_error_at(pos, &format!("invalid kind of type specified: expected builtin.memref, but found '{found}'"));
        return Err(());
    }
    Ok(t)
}

// ---------------------------------------------------------------------------
// memref.alloca_scope
// ---------------------------------------------------------------------------

/// `memref.alloca_scope  -> (types) {region} {attrs}`.
pub(super) fn print_alloca_scope(p: &mut OpPrinter<'_, '_>, op: OpId) {
    let Some(v) = OpView::new(p.cx, p.irr(), op) else { return };
    p.print_op_name(op);
    p.str(" ");
    let results = v.result_types();
    if !results.is_empty() {
        p.str(" -> (");
        for (i, &t) in results.iter().enumerate() {
            if i > 0 {
                p.str(", ");
            }
            p.print_type(t);
        }
        p.str(")");
    }
    p.str(" ");
    if let Some(r) = v.region(0) {
        p.print_region(r, false, !results.is_empty(), false);
    }
    p.print_optional_attr_dict(&all_attrs(&v), &[]);
}

pub(super) fn parse_alloca_scope(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), ()> {
    let mut types = Vec::new();
    p.parse_optional_arrow_type_list(&mut types)?;
    state.results.extend(types);
    let body = p.parse_region()?;
    state.regions.push(body);
    p.ensure_terminator(body, "memref.alloca_scope.return");
    p.parse_optional_attr_dict(&mut state.attributes)
}

// ---------------------------------------------------------------------------
// memref.dma_start
// ---------------------------------------------------------------------------

/// `%src[%i], %dst[%j], %n, %tag[%k] (, %stride, %per_stride)? {attrs} :
/// src-type, dst-type, tag-type`.
pub(super) fn print_dma_start(p: &mut OpPrinter<'_, '_>, op: OpId) {
    let Some(v) = OpView::new(p.cx, p.irr(), op) else { return };
    let cx = p.cx;
    let ops = v.operands();
    let rank = |i: usize| ops.get(i).and_then(|&x| v.value_type(x)).and_then(|t| super::memref_rank(cx, t)).unwrap_or(0);
    let src_rank = rank(0);
    let dst = 1 + src_rank;
    let dst_rank = rank(dst);
    let num = dst + 1 + dst_rank;
    let tag = num + 1;
    let tag_rank = rank(tag);
    let end = (tag + 1 + tag_rank).min(ops.len());
    let slice = |a: usize, b: usize| &ops[a.min(ops.len())..b.min(ops.len())];
    p.print_op_name(op);
    p.str(" ");
    let memref_and_indices = |p: &mut OpPrinter<'_, '_>, at: usize, n: usize| {
        if let Some(&m) = ops.get(at) {
            p.print_operand(m);
        }
        p.str("[");
        print_values(p, slice(at + 1, at + 1 + n));
        p.str("]");
    };
    memref_and_indices(p, 0, src_rank);
    p.str(", ");
    memref_and_indices(p, dst, dst_rank);
    p.str(", ");
    if let Some(&n) = ops.get(num) {
        p.print_operand(n);
    }
    p.str(", ");
    memref_and_indices(p, tag, tag_rank);
    if ops.len() > end {
        p.str(", ");
        print_values(p, &ops[ops.len() - 2..]);
    }
    p.print_optional_attr_dict(&all_attrs(&v), &[]);
    p.str(" : ");
    for (k, at) in [0, dst, tag].into_iter().enumerate() {
        if k > 0 {
            p.str(", ");
        }
        if let Some(t) = ops.get(at).and_then(|&x| v.value_type(x)) {
            p.print_type(t);
        }
    }
}

pub(super) fn parse_dma_start(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), ()> {
    let mut src_indices = Vec::new();
    let mut dst_indices = Vec::new();
    let mut tag_indices = Vec::new();
    let src = p.parse_operand()?;
    p.parse_operand_list(Delimiter::Square, &mut src_indices)?;
    p.parse_punct(",")?;
    let dst = p.parse_operand()?;
    p.parse_operand_list(Delimiter::Square, &mut dst_indices)?;
    p.parse_punct(",")?;
    let num = p.parse_operand()?;
    p.parse_punct(",")?;
    let tag = p.parse_operand()?;
    p.parse_operand_list(Delimiter::Square, &mut tag_indices)?;
    // `parseTrailingOperandList`: `, %a, %b` if a comma follows.
    let mut strides = Vec::new();
    if p.parse_optional_comma() {
        p.parse_operand_list(Delimiter::None, &mut strides)?;
    }
    if !strides.is_empty() && strides.len() != 2 {
        let pos = p.name_pos();
        p.emit_error_at(pos, "expected two stride related operands");
        return Err(());
    }
    p.parse_colon()?;
    let mut types = Vec::new();
    p.parse_type_list(&mut types)?;
    if types.len() != 3 {
        let pos = p.name_pos();
        p.emit_error_at(pos, "fewer/more types expected");
        return Err(());
    }
    let index = p.context().index_type();
    let out = &mut state.operands;
    p.resolve_operands(&[src], &[types[0]], src.pos, out)?;
    resolve_all(p, &src_indices, index, out)?;
    p.resolve_operands(&[dst], &[types[1]], dst.pos, out)?;
    resolve_all(p, &dst_indices, index, out)?;
    p.resolve_operands(&[num], &[index], num.pos, out)?;
    p.resolve_operands(&[tag], &[types[2]], tag.pos, out)?;
    resolve_all(p, &tag_indices, index, out)?;
    resolve_all(p, &strides, index, out)
}

// ---------------------------------------------------------------------------
// memref.generic_atomic_rmw
// ---------------------------------------------------------------------------

/// `%m[%i] : type {region} {attrs}`.
pub(super) fn print_generic_atomic_rmw(p: &mut OpPrinter<'_, '_>, op: OpId) {
    let Some(v) = OpView::new(p.cx, p.irr(), op) else { return };
    print_name_and_operand(p, &v, op);
    p.str("[");
    print_values(p, &v.operand_group(1));
    p.str("] : ");
    if let Some(t) = v.operand_type(0) {
        p.print_type(t);
    }
    p.str(" ");
    if let Some(r) = v.region(0) {
        p.print_region(r, true, true, false);
    }
    p.print_optional_attr_dict(&all_attrs(&v), &[]);
}

pub(super) fn parse_generic_atomic_rmw(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), ()> {
    let memref = p.parse_operand()?;
    let mut ivs = Vec::new();
    p.parse_operand_list(Delimiter::Square, &mut ivs)?;
    p.parse_colon()?;
    let t = p.parse_type()?;
    p.resolve_operands(&[memref], &[t], memref.pos, &mut state.operands)?;
    let index = p.context().index_type();
    resolve_all(p, &ivs, index, &mut state.operands)?;
    let body = p.parse_region()?;
    state.regions.push(body);
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let elem = match p.context().try_type_data(t) {
        Some(TypeData::MemRef { elem, .. }) => *elem,
        _ => t,
    };
    state.results.push(elem);
    Ok(())
}

// ---------------------------------------------------------------------------
// memref.prefetch
// ---------------------------------------------------------------------------

/// `%m[%i], read, locality<3>, data {attrs} : type`.
pub(super) fn print_prefetch(p: &mut OpPrinter<'_, '_>, op: OpId) {
    let Some(v) = OpView::new(p.cx, p.irr(), op) else { return };
    let cx = p.cx;
    let flag = |name: &str| v.inherent(name).and_then(|a| cx.integer_attr_value(a)).is_some_and(|(n, _)| !n.is_zero());
    print_name_and_operand(p, &v, op);
    p.str("[");
    print_values(p, &v.operand_group(1));
    p.str("], ");
    p.str(if flag("isWrite") { "write" } else { "read" });
    p.str(", locality<");
    let hint = v.inherent("localityHint").and_then(|a| cx.integer_attr_value(a)).map_or(0, |(n, _)| n.sext_i64(32));
    p.str(&hint.to_string());
    p.str(">, ");
    p.str(if flag("isDataCache") { "data" } else { "instr" });
    p.print_optional_attr_dict(&all_attrs(&v), &["localityHint", "isWrite", "isDataCache"]);
    p.str(" : ");
    if let Some(t) = v.operand_type(0) {
        p.print_type(t);
    }
}

pub(super) fn parse_prefetch(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), ()> {
    let memref = p.parse_operand()?;
    let mut indices = Vec::new();
    p.parse_operand_list(Delimiter::Square, &mut indices)?;
    p.parse_punct(",")?;
    let rw = p.parse_any_keyword()?;
    p.parse_punct(",")?;
    p.parse_keyword("locality")?;
    p.parse_punct("<")?;
    let i32 = p.context().int(32);
    let hint = p.parse_attribute(Some(i32))?;
    add_attr(p, state, "localityHint", hint);
    p.parse_punct(">")?;
    p.parse_punct(",")?;
    let cache = p.parse_any_keyword()?;
    let t = parse_colon_memref(p)?;
    p.resolve_operands(&[memref], &[t], memref.pos, &mut state.operands)?;
    let index = p.context().index_type();
    resolve_all(p, &indices, index, &mut state.operands)?;
    let pos = p.name_pos();
    if rw != "read" && rw != "write" {
        p.emit_error_at(pos, "rw specifier has to be 'read' or 'write'");
        return Err(());
    }
    let is_write = p.context().bool_attr(rw == "write");
    add_attr(p, state, "isWrite", is_write);
    if cache != "data" && cache != "instr" {
        p.emit_error_at(pos, "cache type has to be 'data' or 'instr'");
        return Err(());
    }
    let data = p.context().bool_attr(cache == "data");
    add_attr(p, state, "isDataCache", data);
    Ok(())
}

// ---------------------------------------------------------------------------
// memref.transpose
// ---------------------------------------------------------------------------

/// `%in (d0, d1) -> (d1, d0) {attrs} : type to type`.
pub(super) fn print_transpose(p: &mut OpPrinter<'_, '_>, op: OpId) {
    let Some(v) = OpView::new(p.cx, p.irr(), op) else { return };
    print_name_and_operand(p, &v, op);
    p.str(" ");
    if let Some(a) = v.inherent("permutation") {
        // An affine map attribute prints as its bare map here
        // (`operator<<(AffineMap)`).
        match p.cx.try_attr_data(a) {
            Some(AttrData::AffineMap(m)) => {
                let m = *m;
                p.print_affine_map(m);
            }
            _ => p.print_attribute(a),
        }
    }
    p.print_optional_attr_dict(&all_attrs(&v), &["permutation"]);
    p.str(" : ");
    if let Some(t) = v.operand_type(0) {
        p.print_type(t);
    }
    p.str(" to ");
    if let Some(t) = v.result_type(0) {
        p.print_type(t);
    }
}

pub(super) fn parse_transpose(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), ()> {
    let x = p.parse_operand()?;
    let map = p.parse_affine_map()?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let src = parse_colon_memref(p)?;
    p.resolve_operands(&[x], &[src], x.pos, &mut state.operands)?;
    // `parseKeywordType("to", MemRefType &)`: any type (the verifier
    // checks it).
    p.parse_keyword("to")?;
    let dst = p.parse_type()?;
    state.results.push(dst);
    let attr = p.context().affine_map_attr(map);
    add_attr(p, state, "permutation", attr);
    Ok(())
}

// ---------------------------------------------------------------------------
// custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value)
// ---------------------------------------------------------------------------

/// The `memref.global` type and initial value: `memref<2xf32>`,
/// `memref<2xf32> = uninitialized`, `memref<2xf32> = dense<...>`.
pub(super) const GLOBAL_TYPE_AND_INITIAL_VALUE: CustomDirective =
    CustomDirective { print: print_type_and_initial_value, parse: parse_type_and_initial_value };

fn print_type_and_initial_value(p: &mut OpPrinter<'_, '_>, _op: OpId, args: &[CustomArg]) {
    let (Some(CustomArg::Attr(t)), Some(CustomArg::Attr(init))) = (args.first(), args.get(1)) else { return };
    if let Some(t) = t {
        p.print_attribute(*t);
    }
    let Some(init) = *init else { return };
    p.str(" = ");
    if matches!(p.cx.try_attr_data(init), Some(AttrData::Unit)) {
        p.str("uninitialized");
    } else {
        p.print_attribute_without_type(init);
    }
}

fn parse_type_and_initial_value(p: &mut dyn OpAsmParser, _args: &[CustomArg], out: &mut CustomParsed) -> Result<bool, ()> {
    let t = p.parse_type()?;
    if !static_memref(p.context(), t) {
        let message = format!("type should be static shaped memref, but got {}", ty(p.context(), t));
        let pos = p.name_pos();
        p.emit_error_at(pos, &message);
        return Err(());
    }
    out.attrs[0] = Some(p.context().type_attr(t));
    if !p.parse_optional_punct("=") {
        return Ok(true);
    }
    if p.parse_optional_keyword("uninitialized") {
        out.attrs[1] = Some(p.context().unit_attr());
        return Ok(true);
    }
    let tensor = {
        let cx = p.context();
        match cx.try_type_data(t) {
            Some(TypeData::MemRef { shape, elem, .. }) => {
                let (shape, elem) = (shape.clone(), *elem);
                cx.ranked_tensor_type(&shape, elem, None)
            }
            _ => cx.none_type(),
        }
    };
    let init = p.parse_attribute(Some(tensor))?;
    if !is_elements(p.context(), init) {
        let pos = p.name_pos();
        p.emit_error_at(pos, "initial value should be a unit or elements attribute");
        return Err(());
    }
    out.attrs[1] = Some(init);
    Ok(true)
}
