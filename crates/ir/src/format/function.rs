//! The custom syntax of function-like operations (upstream's
//! `function_interface_impl::printFunctionOp` / `parseFunctionOp`),
//! written against the same printer and parser API as the declarative
//! format:
//!
//! ```text
//! func.func private @name(%arg0: i32 {attrs}, ...) -> (i32 {attrs}, ...) attributes {...} { body }
//! ```
#![allow(clippy::result_unit_err)] // `Err(())`: the diagnostic was reported already

use crate::asm::{Argument, OpAsmParser};
use crate::attrs::{AttrData, Attribute, NamedAttribute};
use crate::ir::{OpId, OperationState};
use crate::print::OpPrinter;
use crate::types::{Type, TypeData};
use crate::view::OpView;

/// The attribute names a function-like operation keeps its parts in.
#[derive(Copy, Clone)]
pub struct FunctionAttrNames {
    /// The function type (`function_type`).
    pub function_type: &'static str,
    /// Argument attributes (`arg_attrs`).
    pub arg_attrs: &'static str,
    /// Result attributes (`res_attrs`).
    pub res_attrs: &'static str,
}

/// The names `func.func` uses.
pub const FUNC_ATTR_NAMES: FunctionAttrNames =
    FunctionAttrNames { function_type: "function_type", arg_attrs: "arg_attrs", res_attrs: "res_attrs" };

const SYM_NAME: &str = "sym_name";
const SYM_VISIBILITY: &str = "sym_visibility";

/// The entries of dictionary `i` of an array of dictionaries.
fn dict_entries<'a>(v: &OpView<'a>, array: Option<&'a AttrData>, i: usize) -> &'a [NamedAttribute] {
    match array {
        Some(AttrData::Array(items)) => match items.get(i).and_then(|&d| v.cx.try_attr_data(d)) {
            Some(AttrData::Dictionary(e)) => e,
            _ => &[],
        },
        _ => &[],
    }
}

/// Prints a function-like operation.
pub fn print_function_op(p: &mut OpPrinter<'_, '_>, op: OpId, names: FunctionAttrNames) {
    let cx = p.cx;
    let Some(v) = OpView::new(cx, p.irr(), op) else { return };
    p.print_op_name(op);
    p.str(" ");
    if let Some(vis) = v.str_attr(SYM_VISIBILITY) {
        p.out.bytes(vis);
        p.str(" ");
    }
    p.print_symbol_name(v.str_attr(SYM_NAME).unwrap_or_default());
    let (inputs, results): (Vec<Type>, Vec<Type>) = match v.type_attr(names.function_type).and_then(|t| cx.try_type_data(t)) {
        Some(TypeData::Function { inputs, results }) => (inputs.to_vec(), results.to_vec()),
        _ => (Vec::new(), Vec::new()),
    };
    let arg_attrs = v.attr_data(names.arg_attrs);
    let res_attrs = v.attr_data(names.res_attrs);
    let entry = v.region_blocks(0).first().copied();
    p.str("(");
    for (i, ty) in inputs.iter().enumerate() {
        if i > 0 {
            p.str(", ");
        }
        let attrs = dict_entries(&v, arg_attrs, i);
        match entry.and_then(|b| v.ir.block_arg(b, i).ok()) {
            Some(arg) => p.print_region_argument(arg, attrs, false),
            None => {
                p.print_type(*ty);
                p.print_optional_attr_dict(attrs, &[]);
            }
        }
    }
    p.str(")");
    if !results.is_empty() {
        p.str(" -> ");
        let first_has_attrs = !dict_entries(&v, res_attrs, 0).is_empty();
        let parens = results.len() > 1
            || matches!(cx.try_type_data(results[0]), Some(TypeData::Function { .. }))
            || first_has_attrs;
        if parens {
            p.str("(");
        }
        for (i, ty) in results.iter().enumerate() {
            if i > 0 {
                p.str(", ");
            }
            p.print_type(*ty);
            p.print_optional_attr_dict(dict_entries(&v, res_attrs, i), &[]);
        }
        if parens {
            p.str(")");
        }
    }
    let attrs = v.ir.op_attrs(cx, op).unwrap_or_default();
    p.print_optional_attr_dict_with_keyword(
        &attrs,
        &[SYM_NAME, SYM_VISIBILITY, names.function_type, names.arg_attrs, names.res_attrs],
    );
    if entry.is_some() {
        if let Some(r) = v.region(0) {
            p.str(" ");
            p.print_region(r, false, true, false);
        }
    }
}

/// `(args)`: named arguments (`%a: i32 {attrs} loc(...)`) or a type list;
/// the two cannot be mixed.
fn parse_argument_list(p: &mut dyn OpAsmParser, args: &mut Vec<Argument>) -> Result<(), ()> {
    p.parse_punct("(")?;
    if p.parse_optional_punct(")") {
        return Ok(());
    }
    loop {
        let pos = p.current_pos();
        match p.parse_optional_argument(true, true)? {
            Some(a) => {
                if args.last().is_some_and(|l| l.name.is_none()) {
                    p.emit_error_at(a.pos, "expected type instead of SSA identifier");
                    return Err(());
                }
                args.push(a);
            }
            None => {
                if args.last().is_some_and(|l| l.name.is_some()) {
                    p.emit_error_at(pos, "expected SSA identifier");
                    return Err(());
                }
                let ty = p.parse_type()?;
                let mut list = crate::ir::AttrList::new();
                p.parse_optional_attr_dict(&mut list)?;
                let attrs = Some(p.context().dictionary_attr(&list));
                let loc = p.parse_optional_arg_location()?;
                args.push(Argument { name: None, ty, attrs, loc, pos });
            }
        }
        if !p.parse_optional_comma() {
            break;
        }
    }
    p.parse_punct(")")
}

/// `-> type` or `-> (type {attrs}, ...)`.
fn parse_result_list(p: &mut dyn OpAsmParser, types: &mut Vec<Type>, attrs: &mut Vec<Option<Attribute>>) -> Result<(), ()> {
    if !p.parse_optional_punct("(") {
        types.push(p.parse_type()?);
        attrs.push(None);
        return Ok(());
    }
    if p.parse_optional_punct(")") {
        return Ok(());
    }
    loop {
        types.push(p.parse_type()?);
        let mut list = crate::ir::AttrList::new();
        p.parse_optional_attr_dict(&mut list)?;
        attrs.push(Some(p.context().dictionary_attr(&list)));
        if !p.parse_optional_comma() {
            break;
        }
    }
    p.parse_punct(")")
}

/// An array of the dictionaries, if any is non-empty (empty ones become
/// `{}`), as upstream's `addArgAndResultAttrs`.
fn dict_array(p: &dyn OpAsmParser, dicts: &[Option<Attribute>]) -> Option<Attribute> {
    let cx = p.context();
    let non_empty = |d: &Option<Attribute>| {
        d.is_some_and(|d| matches!(cx.try_attr_data(d), Some(AttrData::Dictionary(e)) if !e.is_empty()))
    };
    if !dicts.iter().any(non_empty) {
        return None;
    }
    let empty = cx.dictionary_attr(&[]);
    let items: Vec<Attribute> = dicts.iter().map(|d| d.unwrap_or(empty)).collect();
    Some(cx.array_attr(&items))
}

/// Parses a function-like operation.
pub fn parse_function_op(p: &mut dyn OpAsmParser, state: &mut OperationState, names: FunctionAttrNames) -> Result<(), ()> {
    let mut vis = None;
    for kw in ["public", "private", "nested"] {
        if p.parse_optional_keyword(kw) {
            vis = Some(kw);
            break;
        }
    }
    let cx = p.context();
    let (sym_vis, sym_name) = (cx.identifier(SYM_VISIBILITY), cx.identifier(SYM_NAME));
    if let Some(kw) = vis {
        let value = cx.string_attr(kw.as_bytes());
        state.attributes.push(NamedAttribute { name: sym_vis, value });
    }
    let name = p.parse_symbol_name()?;
    state.attributes.push(NamedAttribute { name: sym_name, value: name });
    let mut args = Vec::new();
    parse_argument_list(p, &mut args)?;
    let mut results = Vec::new();
    let mut res_attrs = Vec::new();
    if p.parse_optional_punct("->") {
        parse_result_list(p, &mut results, &mut res_attrs)?;
    }
    let cx = p.context();
    let inputs: Vec<Type> = args.iter().map(|a| a.ty).collect();
    let fn_type = cx.function_type(&inputs, &results);
    let type_name = cx.identifier(names.function_type);
    state.attributes.push(NamedAttribute { name: type_name, value: cx.type_attr(fn_type) });
    let dict_pos = p.current_pos();
    let mut parsed = crate::ir::AttrList::new();
    p.parse_optional_attr_dict_with_keyword(&mut parsed)?;
    for disallowed in [SYM_VISIBILITY, SYM_NAME, names.function_type] {
        let id = p.context().identifier(disallowed);
        if parsed.iter().any(|na| na.name == id) {
            p.emit_error_at(
                dict_pos,
                &format!("'{disallowed}' is an inferred attribute and should not be specified in the explicit attribute dictionary"),
            );
            return Err(());
        }
    }
    state.attributes.extend(parsed);
    let arg_dicts: Vec<Option<Attribute>> = args.iter().map(|a| a.attrs).collect();
    for (n, dicts) in [(names.arg_attrs, &arg_dicts), (names.res_attrs, &res_attrs)] {
        if let Some(a) = dict_array(p, dicts) {
            let name = p.context().identifier(n);
            state.attributes.push(NamedAttribute { name, value: a });
        }
    }
    let body_pos = p.current_pos();
    match p.parse_optional_region_with_args(&args)? {
        Some(r) => {
            if p.ir().region_first_block(r).ok().flatten().is_none() {
                p.emit_error_at(body_pos, "expected non-empty function body");
                return Err(());
            }
            state.regions.push(r);
        }
        None => {
            let r = p.new_region();
            state.regions.push(r);
        }
    }
    Ok(())
}
