//! The irdl dialect's custom directives (`SingleBlockRegion`,
//! `NamedValueList`, `NamedValueListWithVariadicity`, `AttributesOp`) and
//! the body syntax of `#irdl<variadicity_array[...]>`.

use crate::asm::{AttrTypeParser, OpAsmParser};
use crate::attrs::{AttrData, Attribute};
use crate::format::{CustomArg, CustomDirective, CustomParsed};
use crate::ir::OpId;
use crate::print::{OpPrinter, Printer};

use super::{variadicity_attr, variadicity_of, variadicity_array_attr, Variadicity, VARIADICITY};

/// `custom<SingleBlockRegion>($body)`: the region, left out when its
/// single block is empty; parsing adds the empty block.
pub(super) const SINGLE_BLOCK_REGION: CustomDirective =
    CustomDirective { print: print_single_block_region, parse: parse_single_block_region };

fn print_single_block_region(p: &mut OpPrinter<'_, '_>, _op: OpId, args: &[CustomArg]) {
    let Some(CustomArg::Region(Some(r))) = args.first() else { return };
    let ir = p.irr();
    let first = ir.region_first_block(*r).ok().flatten();
    let empty = first.is_none_or(|b| ir.block_first_op(b).ok().flatten().is_none());
    if !empty {
        p.print_region(*r, true, true, false);
    }
}

fn parse_single_block_region(p: &mut dyn OpAsmParser, _args: &[CustomArg], out: &mut CustomParsed) -> Result<bool, ()> {
    let r = match p.parse_optional_region()? {
        Some(r) => r,
        None => p.new_region(),
    };
    p.ensure_entry_block(r);
    out.regions[0] = Some(r);
    Ok(true)
}

/// `custom<NamedValueList>($args, $names)`: `(name: %v, ...)`.
pub(super) const NAMED_VALUE_LIST: CustomDirective =
    CustomDirective { print: |p, _, args| print_named_values(p, args, false), parse: |p, _, out| parse_named_values(p, out, false) };

/// `custom<NamedValueListWithVariadicity>($args, $names, $variadicity)`:
/// `(name: optional %v, ...)`.
pub(super) const NAMED_VALUE_LIST_WITH_VARIADICITY: CustomDirective =
    CustomDirective { print: |p, _, args| print_named_values(p, args, true), parse: |p, _, out| parse_named_values(p, out, true) };

fn array(cx: &crate::context::Context, a: Option<Attribute>) -> &[Attribute] {
    match a.and_then(|a| cx.try_attr_data(a)) {
        Some(AttrData::Array(es)) => es,
        _ => &[],
    }
}

fn print_named_values(p: &mut OpPrinter<'_, '_>, args: &[CustomArg], with_variadicity: bool) {
    let Some(CustomArg::Operands(values)) = args.first() else { return };
    let Some(CustomArg::Attr(names)) = args.get(1) else { return };
    let cx = p.cx;
    let names = array(cx, *names);
    let variadicities = match args.get(2) {
        Some(CustomArg::Attr(Some(v))) if with_variadicity => super::variadicities_of(cx, *v).unwrap_or_default(),
        _ => Vec::new(),
    };
    p.str("(");
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            p.str(", ");
        }
        if let Some(AttrData::String { value, .. }) = names.get(i).and_then(|&n| cx.try_attr_data(n)) {
            p.str(&String::from_utf8_lossy(value));
        }
        p.str(": ");
        match variadicities.get(i) {
            Some(Variadicity::Optional) => p.str("optional "),
            Some(Variadicity::Variadic) => p.str("variadic "),
            _ => {}
        }
        p.print_operand(v);
    }
    p.str(")");
}

fn parse_named_values(p: &mut dyn OpAsmParser, out: &mut CustomParsed, with_variadicity: bool) -> Result<bool, ()> {
    let mut operands = Vec::new();
    let mut names = Vec::new();
    let mut variadicities = Vec::new();
    p.parse_punct("(")?;
    if !p.parse_optional_punct(")") {
        loop {
            let name = p.parse_any_keyword()?;
            p.parse_colon()?;
            if with_variadicity {
                let v = if p.parse_optional_keyword("single") {
                    Variadicity::Single
                } else if p.parse_optional_keyword("optional") {
                    Variadicity::Optional
                } else if p.parse_optional_keyword("variadic") {
                    Variadicity::Variadic
                } else {
                    Variadicity::Single
                };
                variadicities.push(variadicity_attr(p.context(), v));
            }
            operands.push(p.parse_operand()?);
            names.push(p.context().string_attr(name.as_bytes()));
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_punct(")")?;
    }
    out.operands[0] = Some(operands);
    out.attrs[1] = Some(p.context().array_attr(&names));
    if with_variadicity {
        out.attrs[2] = Some(variadicity_array_attr(p.context(), &variadicities));
    }
    Ok(true)
}

/// `custom<AttributesOp>($attributeValues, $attributeValueNames)`:
/// `{"name" = %v, ...}`, nothing when there are none.
pub(super) const ATTRIBUTES_OP: CustomDirective = CustomDirective { print: print_attributes, parse: parse_attributes };

fn print_attributes(p: &mut OpPrinter<'_, '_>, _op: OpId, args: &[CustomArg]) {
    let Some(CustomArg::Operands(values)) = args.first() else { return };
    let Some(CustomArg::Attr(names)) = args.get(1) else { return };
    let names = array(p.cx, *names).to_vec();
    if names.is_empty() {
        return;
    }
    p.str("{");
    for (i, &name) in names.iter().enumerate() {
        if i > 0 {
            p.str(", ");
        }
        p.print_attribute(name);
        p.str(" = ");
        if let Some(&v) = values.get(i) {
            p.print_operand(v);
        }
    }
    p.str("}");
}

fn parse_attributes(p: &mut dyn OpAsmParser, _args: &[CustomArg], out: &mut CustomParsed) -> Result<bool, ()> {
    let mut operands = Vec::new();
    let mut names = Vec::new();
    if p.parse_optional_punct("{") {
        loop {
            names.push(p.parse_attribute(None)?);
            p.parse_punct("=")?;
            operands.push(p.parse_operand()?);
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_punct("}")?;
    }
    out.operands[0] = Some(operands);
    out.attrs[1] = Some(p.context().array_attr(&names));
    Ok(true)
}

/// Prints `[ single,  optional]` (each element is a stripped
/// `VariadicityAttr`, written after a space).
pub(super) fn print_variadicity_array(p: &mut Printer<'_, '_>, params: &[Attribute]) {
    let cx = p.cx;
    let elems: Vec<Attribute> = params.first().map(|&a| array(cx, Some(a)).to_vec()).unwrap_or_default();
    p.str("[");
    for (i, &e) in elems.iter().enumerate() {
        if i > 0 {
            p.str(", ");
        }
        p.str(" ");
        let word = match variadicity_of(cx, e) {
            Some(Variadicity::Single) => "single",
            Some(Variadicity::Optional) => "optional",
            Some(Variadicity::Variadic) => "variadic",
            None => "",
        };
        p.str(word);
    }
    p.str("]");
}

/// Parses `[single, optional]` with upstream's messages.
pub(super) fn parse_variadicity_array(p: &mut dyn AttrTypeParser) -> Result<Vec<Attribute>, ()> {
    p.parse_punct("[")?;
    let mut elems = Vec::new();
    if !p.parse_optional_punct("]") {
        loop {
            let pos = p.current_pos();
            let case = match p.parse_optional_any_keyword() {
                Some(word) => match VARIADICITY.symbolize(&word) {
                    Some(v) => Some(v),
                    None => {
                        let message = format!("expected {} to be one of: {}", VARIADICITY.cpp_name, VARIADICITY.case_list());
                        p.emit_error_at(pos, &message);
                        None
                    }
                },
                None => {
                    p.emit_error_at(pos, "expected valid keyword or string");
                    None
                }
            };
            let Some(v) = case.and_then(Variadicity::from_case) else {
                let at = p.current_pos();
                let cpp = VARIADICITY.cpp_name;
                p.emit_error_at(at, &format!("failed to parse VariadicityAttr parameter 'value' which is to be a `{cpp}`"));
                p.emit_error_at(
                    at,
                    "failed to parse VariadicityArrayAttr parameter 'value' which is to be a `::llvm::ArrayRef<VariadicityAttr>`",
                );
                return Err(());
            };
            elems.push(variadicity_attr(p.context(), v));
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct("]")?;
    }
    Ok(vec![p.context().array_attr(&elems)])
}
