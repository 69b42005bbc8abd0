//! The builtin dialect: `builtin.module` and
//! `builtin.unrealized_conversion_cast`, registered through the
//! registered-operation mechanism like any other dialect's operations.

use std::sync::Arc;

use crate::asm::OpAsmParser;
use crate::attrs::{AttrData, Location, NamedAttribute};
use crate::context::Context;
use crate::ir::{Ir, IrResult, OpId, OperationState};
use crate::print::OpPrinter;
use crate::registry::{constraints, DialectDef, DialectSpec, OpDef, RegionConstraint, Trait, TypeConstraint};

/// The builtin dialect.
pub static DIALECT: DialectSpec = DialectSpec::new("builtin", build);

fn build() -> DialectDef {
    DialectDef::new("builtin")
        .op(OpDef::build("builtin.module")
            .summary("A top level container operation")
            .optional_attr("sym_name", constraints::SYMBOL_NAME_ATTR)
            .optional_attr("sym_visibility", constraints::STR_ATTR)
            .region("bodyRegion", RegionConstraint::sized(1))
            .traits([
                Trait::AffineScope,
                Trait::GraphRegions,
                Trait::IsolatedFromAbove,
                Trait::NoRegionArguments,
                Trait::SymbolTable,
                Trait::Symbol { optional: true, declaration: |_| false },
                Trait::NoTerminator,
                Trait::SingleBlock,
            ])
            .default_dialect("builtin")
            .verifier(crate::verify::builtin::verify_module)
            .custom_assembly(print_module, parse_module)
            .plain_assembly())
        .op(OpDef::build("builtin.unrealized_conversion_cast")
            .summary("An unrealized conversion from one set of types to another")
            .variadic_operand("inputs", TypeConstraint::any())
            .variadic_result("outputs", TypeConstraint::any())
            .traits([Trait::Pure])
            .interface(crate::registry::interfaces::MemoryEffectOpInterface { effects: |_| smallvec::SmallVec::new() })
            .verifier(crate::verify::builtin::verify_cast)
            .folder(fold_cast)
            .format("($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict"))
}

/// Folds `builtin.unrealized_conversion_cast` (upstream's fold): a cast to
/// its own operand types is its operands; a cast of all the results of
/// another cast back to that cast's operand types is those operands.
fn fold_cast(f: &mut crate::rewrite::Folding<'_>) -> Option<crate::rewrite::fold::FoldResults> {
    use crate::registry::OpFoldResult;
    let v = f.view()?;
    let operands = v.operands();
    let results: smallvec::SmallVec<[_; 4]> = (0..v.num_results()).filter_map(|i| v.result(i)).collect();
    if v.operand_types()[..] == v.result_types()[..] {
        return Some(operands.iter().map(|&o| OpFoldResult::Value(o)).collect());
    }
    let &first = operands.first()?;
    let Ok(crate::ir::ValueOwner::Result(input, _)) = f.ir.value_owner(first) else { return None };
    let iv = crate::view::OpView::new(f.cx, f.ir, input)?;
    if iv.name() != "builtin.unrealized_conversion_cast" {
        return None;
    }
    let input_results: smallvec::SmallVec<[_; 4]> = (0..iv.num_results()).filter_map(|i| iv.result(i)).collect();
    if input_results[..] != operands[..] || iv.operand_types()[..] != v.result_types()[..] {
        return None;
    }
    let _ = results;
    Some(iv.operands().iter().map(|&o| OpFoldResult::Value(o)).collect())
}

/// The definition of `builtin.module`.
pub fn module_def() -> Arc<OpDef> {
    DIALECT.def().ops[0].clone()
}

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
    if let Err(msg) = module_def().verify_inherent_attrs(cx, &state.attributes[first..]) {
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
        let module = module_def();
        self.op_name(op).is_ok_and(|n| cx.op_name_info(n).def().is_some_and(|d| std::ptr::eq(d, Arc::as_ptr(&module))))
    }
}
