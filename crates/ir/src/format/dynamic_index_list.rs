//! `custom<DynamicIndexList>`: a list of indices mixing integers and SSA
//! values, `[0, %a, 4]` (upstream's `printDynamicIndexList` /
//! `parseDynamicIndexList` in `ViewLikeInterface.cpp`).
//!
//! The list is kept in two parts: the SSA values (an operand group) and a
//! dense `i64` array with one entry per index, holding [`DYNAMIC`] (the
//! `ShapedType::kDynamic` sentinel) where a value stands. Optional parts:
//! scalable flags (a dense `i1` array: the index is written `[4]`) and the
//! values' types (`%a : i32`).
//!
//! As a format directive ([`DYNAMIC_INDEX_LIST`]) its arguments are, in
//! order: the operand group, the `i64` array attribute, and optionally the
//! `i1` array attribute of scalable flags; [`DYNAMIC_INDEX_LIST_TYPED`]
//! takes a `type(...)` of the operands instead.
#![allow(clippy::result_unit_err)] // `Err(())`: the diagnostic was reported already

use super::{CustomArg, CustomDirective, CustomParsed};
use crate::asm::{OpAsmParser, UnresolvedOperand};
use crate::attrs::dense_array::DenseArrayKind;
use crate::attrs::{AttrData, Attribute};
use crate::context::Context;
use crate::ir::{OpId, ValueId};
use crate::print::OpPrinter;
use crate::types::{Type, DYNAMIC};

/// The brackets around a list (upstream's `AsmParser::Delimiter`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IndexListDelimiter {
    /// `[...]` (the default).
    Square,
    /// `(...)`.
    Paren,
}

impl IndexListDelimiter {
    fn open(self) -> &'static str {
        match self {
            IndexListDelimiter::Square => "[",
            IndexListDelimiter::Paren => "(",
        }
    }

    fn close(self) -> &'static str {
        match self {
            IndexListDelimiter::Square => "]",
            IndexListDelimiter::Paren => ")",
        }
    }
}

/// A parsed list: the SSA values, the integers (with [`DYNAMIC`] where a
/// value stands), the scalable flags and the values' types (when asked
/// for).
#[derive(Clone, Debug, Default)]
pub struct DynamicIndexList {
    /// The SSA values, in order.
    pub values: Vec<UnresolvedOperand>,
    /// One entry per index.
    pub integers: Vec<i64>,
    /// One flag per index: written in square brackets.
    pub scalable: Vec<bool>,
    /// The values' types (only when parsed with types).
    pub types: Vec<Type>,
}

/// Prints `[4, %a, [8]]`: each index as its integer, or the next value
/// (with ` : type` when `types` is given) where the integer is
/// [`DYNAMIC`]; an index whose scalable flag is set in square brackets.
pub fn print_dynamic_index_list(
    p: &mut OpPrinter<'_, '_>,
    values: &[ValueId],
    integers: &[i64],
    scalable: &[bool],
    types: &[Type],
    delimiter: IndexListDelimiter,
) {
    p.str(delimiter.open());
    let mut next = 0;
    for (k, &i) in integers.iter().enumerate() {
        if k > 0 {
            p.str(", ");
        }
        let brackets = scalable.get(k).copied().unwrap_or(false);
        if brackets {
            p.str("[");
        }
        if i == DYNAMIC {
            if let Some(&v) = values.get(next) {
                p.print_operand(v);
            }
            if let Some(&t) = types.get(next) {
                p.str(" : ");
                p.print_type(t);
            }
            next += 1;
        } else {
            p.str(&i.to_string());
        }
        if brackets {
            p.str("]");
        }
    }
    p.str(delimiter.close());
}

/// Parses a list printed by [`print_dynamic_index_list`]; `with_types`:
/// each value is followed by `: type`. On an error, `expected SSA value
/// or integer` follows at the op name, as upstream.
pub fn parse_dynamic_index_list(
    p: &mut dyn OpAsmParser,
    delimiter: IndexListDelimiter,
    with_types: bool,
) -> Result<DynamicIndexList, ()> {
    let mut out = DynamicIndexList::default();
    if parse_list(p, delimiter, with_types, &mut out).is_err() {
        let pos = p.name_pos();
        p.emit_error_at(pos, "expected SSA value or integer");
        return Err(());
    }
    Ok(out)
}

/// `parseCommaSeparatedList(delimiter, element, " in dynamic index list")`.
fn parse_list(
    p: &mut dyn OpAsmParser,
    delimiter: IndexListDelimiter,
    with_types: bool,
    out: &mut DynamicIndexList,
) -> Result<(), ()> {
    let (open, close) = (delimiter.open(), delimiter.close());
    p.parse_punct_or(open, &format!("expected '{open}' in dynamic index list"))?;
    if p.parse_optional_punct(close) {
        return Ok(());
    }
    loop {
        parse_element(p, with_types, out)?;
        if !p.parse_optional_comma() {
            break;
        }
    }
    p.parse_punct_or(close, &format!("expected '{close}' in dynamic index list"))
}

/// One index: `%a` (`%a : type`), an integer, either in `[...]` when
/// scalable.
fn parse_element(p: &mut dyn OpAsmParser, with_types: bool, out: &mut DynamicIndexList) -> Result<(), ()> {
    let operand = p.parse_optional_operand()?;
    // As upstream: a `[` after the operand position marks a scalable index.
    let scalable = p.parse_optional_punct("[");
    out.scalable.push(scalable);
    match operand {
        Some(u) => {
            out.values.push(u);
            out.integers.push(DYNAMIC);
            if with_types {
                p.parse_colon()?;
                out.types.push(p.parse_type()?);
            }
        }
        None => out.integers.push(p.parse_integer()?),
    }
    if scalable && !p.parse_optional_punct("]") {
        return Err(());
    }
    Ok(())
}

/// A dense `i64` array attribute of `values`.
pub fn i64_array_attr(cx: &Context, values: &[i64]) -> Attribute {
    let raw: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    cx.dense_array_attr(DenseArrayKind::I64, &raw)
}

/// A dense `i1` array attribute of `values`.
pub fn bool_array_attr(cx: &Context, values: &[bool]) -> Attribute {
    let raw: Vec<u8> = values.iter().map(|&b| b as u8).collect();
    cx.dense_array_attr(DenseArrayKind::Bool, &raw)
}

/// The elements of a dense `i1` array attribute.
pub fn bool_array(cx: &Context, a: Attribute) -> Option<Vec<bool>> {
    match cx.try_attr_data(a)? {
        AttrData::DenseArray(d) if d.raw.len() == d.len as usize => Some(d.raw.iter().map(|&b| b != 0).collect()),
        _ => None,
    }
}

/// `custom<DynamicIndexList>($values, $integers [, $scalable])` with square
/// brackets.
pub const DYNAMIC_INDEX_LIST: CustomDirective = CustomDirective { print: print_directive, parse: parse_untyped };

/// `custom<DynamicIndexList>($values, $integers, type($values))`: each
/// value written with its type.
pub const DYNAMIC_INDEX_LIST_TYPED: CustomDirective = CustomDirective { print: print_directive, parse: parse_typed };

fn print_directive(p: &mut OpPrinter<'_, '_>, _op: OpId, args: &[CustomArg]) {
    let cx = p.cx;
    let mut values: &[ValueId] = &[];
    let mut types: &[Type] = &[];
    let mut arrays = Vec::new();
    for a in args {
        match a {
            CustomArg::Operands(v) => values = v,
            CustomArg::Types(t) => types = t,
            CustomArg::Attr(a) => arrays.push(*a),
            _ => {}
        }
    }
    let integers = arrays.first().copied().flatten().and_then(|a| crate::registry::constraints::i64_array(cx, a));
    let scalable = arrays.get(1).copied().flatten().and_then(|a| bool_array(cx, a)).unwrap_or_default();
    print_dynamic_index_list(p, values, &integers.unwrap_or_default(), &scalable, types, IndexListDelimiter::Square);
}

fn parse_untyped(p: &mut dyn OpAsmParser, args: &[CustomArg], out: &mut CustomParsed) -> Result<bool, ()> {
    parse_directive(p, args, out, false)
}

fn parse_typed(p: &mut dyn OpAsmParser, args: &[CustomArg], out: &mut CustomParsed) -> Result<bool, ()> {
    parse_directive(p, args, out, true)
}

/// Fills the arguments by position: the values (0), the integers (1), then
/// the types or the scalable flags (2).
fn parse_directive(p: &mut dyn OpAsmParser, args: &[CustomArg], out: &mut CustomParsed, typed: bool) -> Result<bool, ()> {
    let list = parse_dynamic_index_list(p, IndexListDelimiter::Square, typed)?;
    let cx = p.context();
    for k in 0..args.len() {
        match k {
            0 => out.operands[k] = Some(list.values.clone()),
            1 => out.attrs[k] = Some(i64_array_attr(cx, &list.integers)),
            _ if typed => out.types[k] = Some(list.types.clone()),
            _ => out.attrs[k] = Some(bool_array_attr(cx, &list.scalable)),
        }
    }
    Ok(true)
}
