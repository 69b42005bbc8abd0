//! The builtin dialect: `builtin.module` and
//! `builtin.unrealized_conversion_cast`, registered through the
//! registered-operation mechanism like any other dialect's operations.

use crate::asm::OpAsmParser;
use crate::attrs::{AttrData, Location, NamedAttribute};
use crate::context::Context;
use crate::ir::{Ir, IrResult, OpId, OperationState};
use crate::print::OpPrinter;
use crate::registry::{DialectDef, InherentConstraint, OpDef, Traits};
use crate::support::typeid::type_id_markers;

type_id_markers! {
    /// Type id of the builtin dialect.
    BUILTIN_DIALECT_ID = 0x4249_0001;
    /// Type id of `builtin.module`.
    MODULE_OP_ID = 0x4249_0002;
    /// Type id of `builtin.unrealized_conversion_cast`.
    CAST_OP_ID = 0x4249_0003;
}

/// The builtin dialect's operations: `builtin.module`, then
/// `builtin.unrealized_conversion_cast`.
pub static OPS: [OpDef; 2] = [MODULE_OP, CAST_OP];

/// `builtin.module`
const MODULE_OP: OpDef = OpDef {
    name: "builtin.module",
    traits: Traits(
        Traits::ISOLATED_FROM_ABOVE.0
            | Traits::NO_TERMINATOR.0
            | Traits::SYMBOL_TABLE.0
            | Traits::SYMBOL.0
            | Traits::SINGLE_BLOCK.0
            | Traits::NO_REGION_ARGUMENTS.0
            | Traits::GRAPH_REGIONS.0
            | Traits::AFFINE_SCOPE.0,
    ),
    inherent_attrs: &["sym_name", "sym_visibility"],
    // Both are `StringAttr` properties (ODS `StrAttr`).
    inherent_constraint: Some(|_| {
        Some(InherentConstraint {
            accepts: |value| matches!(value, AttrData::String { .. }),
            description: "string attribute",
        })
    }),
    verify: Some(crate::verify::builtin::verify_module),
    verify_regions: None,
    print: Some(print_module),
    parse: Some(parse_module),
    infer: None,
    default_dialect: Some("builtin"),
    type_id: &MODULE_OP_ID,
};

/// `builtin.unrealized_conversion_cast`
const CAST_OP: OpDef = OpDef {
    name: "builtin.unrealized_conversion_cast",
    traits: Traits::NONE,
    inherent_attrs: &[],
    inherent_constraint: None,
    verify: Some(crate::verify::builtin::verify_cast),
    verify_regions: None,
    print: Some(print_cast),
    parse: Some(parse_cast),
    infer: None,
    default_dialect: None,
    type_id: &CAST_OP_ID,
};

/// The builtin dialect.
pub static DIALECT: DialectDef =
    DialectDef { namespace: "builtin", ops: &OPS, dependencies: &[], type_id: &BUILTIN_DIALECT_ID };

/// `module @name attributes {...} { body }`
fn print_module(p: &mut OpPrinter<'_, '_>, op: OpId) {
    let (cx, ir) = (p.cx, p.irr());
    p.print_op_name(op);
    let attrs = ir.op_attrs(cx, op).unwrap_or_default();
    // The name comes from the property only (ODS's `getSymNameAttr()`): a
    // discardable attribute also called `sym_name` is neither the name nor
    // printed in the dictionary (the name is elided from it).
    let name = ir.op_inherent_attr(cx, op, b"sym_name").ok().flatten().flatten();
    if let Some(AttrData::String { value, .. }) = name.map(|n| cx.attr_data(n)) {
        p.str(" ");
        crate::print::write_symbol(&mut p.out, value);
    }
    p.print_optional_attr_dict_with_keyword(&attrs, &["sym_name"]);
    p.str(" ");
    if let Ok(region) = ir.op_region(op, 0) {
        // ODS prints `$bodyRegion` with the defaults: entry block arguments
        // (if the body has any) and terminators shown, empty blocks elided.
        p.print_region(region, true, true, false);
    }
}

/// `($sym_name^)? attr-dict-with-keyword $bodyRegion`, as ODS generates
/// it: the inherent attributes of the dictionary are checked against their
/// constraints (reported where the dictionary starts), and a `sym_name` in
/// the dictionary replaces the name given before it (both land in the
/// same property, the dictionary's last).
fn parse_module(parser: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), ()> {
    let name = parser.parse_optional_symbol_name()?;
    let dict_pos = parser.current_pos();
    let first = state.attributes.len();
    parser.parse_optional_attr_dict_with_keyword(&mut state.attributes)?;
    let cx = parser.context();
    if let Err(msg) = MODULE_OP.verify_inherent_attrs(cx, &state.attributes[first..]) {
        parser.emit_error_at(dict_pos, &msg);
        return Err(());
    }
    if let Some(name) = name {
        let ident = cx.identifier("sym_name");
        if !state.attributes[first..].iter().any(|a| a.name == ident) {
            state.attributes.push(NamedAttribute { name: ident, value: name });
        }
    }
    let region = parser.parse_region()?;
    parser.ensure_entry_block(region);
    state.regions.push(region);
    Ok(())
}

/// `($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict`
fn parse_cast(parser: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), ()> {
    let operands_pos = parser.current_pos();
    let mut operands = Vec::new();
    parser.parse_operand_list(crate::asm::Delimiter::None, &mut operands)?;
    let mut input_types = Vec::new();
    if !operands.is_empty() {
        parser.parse_colon()?;
        parser.parse_type_list(&mut input_types)?;
    }
    parser.parse_keyword("to")?;
    let mut output_types = Vec::new();
    parser.parse_type_list(&mut output_types)?;
    parser.parse_optional_attr_dict(&mut state.attributes)?;
    state.results.extend(output_types);
    parser.resolve_operands(&operands, &input_types, operands_pos, &mut state.operands)
}

/// `%r = unrealized_conversion_cast %a : T to U {attrs}`
fn print_cast(p: &mut OpPrinter<'_, '_>, op: OpId) {
    let (cx, ir) = (p.cx, p.irr());
    p.print_op_name(op);
    let n = ir.op_num_operands(op).unwrap_or(0);
    if n > 0 {
        p.str(" ");
        for i in 0..n {
            if i > 0 {
                p.str(", ");
            }
            if let Ok(Some(v)) = ir.op_operand(op, i) {
                p.print_operand(v);
            }
        }
        p.str(" : ");
        for i in 0..n {
            if i > 0 {
                p.str(", ");
            }
            match ir.op_operand(op, i) {
                Ok(Some(v)) => p.print_type(ir.value_type(v).expect("live value")),
                _ => p.str("<<NULL TYPE>>"),
            }
        }
    }
    p.str(" to ");
    for i in 0..ir.op_num_results(op).unwrap_or(0) {
        if i > 0 {
            p.str(", ");
        }
        if let Ok(v) = ir.op_result(op, i) {
            p.print_type(ir.value_type(v).expect("live value"));
        }
    }
    let attrs = ir.op_attrs(cx, op).unwrap_or_default();
    p.print_optional_attr_dict(&attrs, &[]);
}

impl Ir {
    /// Creates a detached `builtin.module` with an empty body block, as
    /// upstream's `ModuleOp::create`.
    pub fn create_module(&mut self, cx: &Context, loc: Location, name: Option<&str>) -> IrResult<OpId> {
        self.epoch = self.epoch.wrapping_add(1);
        let mut st = OperationState::new(cx.op_name(b"builtin.module"), loc);
        let region = self.create_region();
        let body = self.create_empty_block();
        self.region_append_block(region, body)?;
        st.regions.push(region);
        if let Some(n) = name {
            st.attributes.push(NamedAttribute { name: cx.identifier("sym_name"), value: cx.string_attr(n.as_bytes()) });
        }
        self.create_op(cx, st)
    }

    /// Whether `op` is a `builtin.module`.
    pub fn is_module(&self, cx: &Context, op: OpId) -> bool {
        self.op_name(op).is_ok_and(|n| cx.op_name_info(n).def().is_some_and(|d| std::ptr::eq(d.type_id, &MODULE_OP_ID)))
    }
}
