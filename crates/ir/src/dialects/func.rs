//! The `func` dialect: `func.func`, `func.call`, `func.call_indirect`,
//! `func.constant`, `func.return`, as definitions.

use std::sync::Arc;

use smallvec::{smallvec, SmallVec};

use crate::attrs::{AttrData, Attribute, Location, NamedAttribute};
use crate::rewrite::{RewritePattern, Rewriter};
use crate::context::Context;
use crate::format::function::{parse_function_op, print_function_op, FUNC_ATTR_NAMES};
use crate::ir::{Ir, OpId, OperationState, ValueOwner};
use crate::registry::constraints::{
    DICT_ARRAY_ATTR, FLAT_SYMBOL_REF_ATTR, FUNCTION_TYPE, FUNCTION_TYPE_ATTR, STR_ATTR, SYMBOL_NAME_ATTR, UNIT_ATTR,
};
use crate::registry::interfaces::{
    Callee, CallOpInterface, CallableOpInterface, FunctionOpInterface, MemoryEffectOpInterface, SymbolUserOpInterface,
};
use crate::registry::{
    DialectDef, DialectSpec, OpDef, OpFoldResult, OpTrait, RegionConstraint, Trait, TypeConstraint,
};
use crate::symbol_table::SymbolTableCollection;
use crate::types::{Type, TypeData};
use crate::verify::VerifyResult;
use crate::view::OpView;

/// The func dialect.
pub static DIALECT: DialectSpec = DialectSpec::new("func", build);

/// Attribute indices in the definitions below (hot paths read attributes
/// by index).
const CALL_CALLEE: usize = 0;
const CONSTANT_VALUE: usize = 0;
const FUNC_SYM_NAME: usize = 0;
const FUNC_TYPE: usize = 1;

fn build() -> DialectDef {
    DialectDef::new("func")
        .materializer(materialize)
        .op(OpDef::build("func.call_indirect")
            .summary("indirect call operation")
            .operand("callee", FUNCTION_TYPE)
            .variadic_operand("callee_operands", TypeConstraint::any())
            .optional_attr("arg_attrs", DICT_ARRAY_ATTR)
            .optional_attr("res_attrs", DICT_ARRAY_ATTR)
            .variadic_result("results", TypeConstraint::any())
            .traits([
                Trait::TypesMatchWith {
                    description: "callee input types match argument types",
                    from: "callee",
                    to: "callee_operands",
                    transform: |cx, t| fn_parts(cx, t).0.to_vec(),
                },
                Trait::TypesMatchWith {
                    description: "callee result types match result types",
                    from: "callee",
                    to: "results",
                    transform: |cx, t| fn_parts(cx, t).1.to_vec(),
                },
            ])
            .interface(CallOpInterface {
                callee: |v| v.operand(0).map(Callee::Value),
                arg_operands: |v| (1, v.num_operands().saturating_sub(1)),
            })
            .canonicalizer(|patterns| {
                patterns.add(IndirectCallOfConstant);
            })
            .format("$callee `(` $callee_operands `)` attr-dict `:` type($callee)"))
        .op(OpDef::build("func.call")
            .summary("call operation")
            .attr("callee", FLAT_SYMBOL_REF_ATTR)
            .variadic_operand("operands", TypeConstraint::any())
            .optional_attr("arg_attrs", DICT_ARRAY_ATTR)
            .optional_attr("res_attrs", DICT_ARRAY_ATTR)
            .optional_attr("no_inline", UNIT_ATTR)
            // (Unnamed in ODS: `outs Variadic<AnyType>`.)
            .variadic_result("", TypeConstraint::any())
            .traits([Trait::Marker("MemRefsNormalizable")])
            .interface(CallOpInterface {
                callee: |v| v.inherent("callee").map(Callee::Symbol),
                arg_operands: |v| (0, v.num_operands()),
            })
            .interface(SymbolUserOpInterface { verify_symbol_uses: verify_call_symbol_uses })
            .format("$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)"))
        .op(OpDef::build("func.constant")
            .summary("constant")
            .attr("value", FLAT_SYMBOL_REF_ATTR)
            .result("", TypeConstraint::any())
            .traits([Trait::ConstantLike, Trait::Pure])
            .interface(SymbolUserOpInterface { verify_symbol_uses: verify_constant_symbol_uses })
            .interface(MemoryEffectOpInterface { effects: |_| SmallVec::new() })
            .result_names(|_, set| set(0, "f"))
            .folder(|f| f.view()?.inherent("value").map(|a| smallvec![OpFoldResult::Attr(a)]))
            .format("attr-dict $value `:` type(results)"))
        .op(OpDef::build("func.func")
            .summary("An operation with a name containing a single `SSACFG` region")
            .attr("sym_name", SYMBOL_NAME_ATTR)
            .attr("function_type", FUNCTION_TYPE_ATTR)
            .optional_attr("sym_visibility", STR_ATTR)
            .optional_attr("arg_attrs", DICT_ARRAY_ATTR)
            .optional_attr("res_attrs", DICT_ARRAY_ATTR)
            .optional_attr("no_inline", UNIT_ATTR)
            .region("body", RegionConstraint::any())
            .traits([
                Trait::AffineScope,
                Trait::AutomaticAllocationScope,
                Trait::Symbol { optional: false, declaration: |v| v.region_blocks(0).is_empty() },
                Trait::Custom(Arc::new(FunctionOpTrait)),
                Trait::IsolatedFromAbove,
            ])
            .interface(CallableOpInterface {
                region: |v| v.region(0).filter(|_| !v.region_blocks(0).is_empty()),
                argument_types: |v| function_type(&v).map(|t| fn_parts(v.cx, t).0.to_vec()).unwrap_or_default(),
                result_types: |v| function_type(&v).map(|t| fn_parts(v.cx, t).1.to_vec()).unwrap_or_default(),
            })
            .interface(FunctionOpInterface { function_type: |v| function_type(&v) })
            .default_dialect("func")
            .custom_assembly(
                |p, op| print_function_op(p, op, FUNC_ATTR_NAMES),
                |parser, state| parse_function_op(parser, state, FUNC_ATTR_NAMES),
            )
            .plain_assembly())
        .op(OpDef::build("func.return")
            .summary("Function return operation")
            .variadic_operand("operands", TypeConstraint::any())
            .traits([
                Trait::Pure,
                Trait::HasParent(&["func.func"]),
                Trait::Marker("MemRefsNormalizable"),
                Trait::ReturnLike,
                Trait::Terminator,
            ])
            .interface(MemoryEffectOpInterface { effects: |_| SmallVec::new() })
            .verifier(verify_return)
            .format("attr-dict ($operands^ `:` type($operands))?"))
}

/// The inputs and results of a function type (empty for another type).
fn fn_parts(cx: &Context, t: Type) -> (&[Type], &[Type]) {
    match cx.try_type_data(t) {
        Some(TypeData::Function { inputs, results }) => (inputs, results),
        _ => (&[], &[]),
    }
}

/// The `function_type` of a `func.func`.
fn function_type(v: &OpView<'_>) -> Option<Type> {
    match v.cx.try_attr_data(v.inherent_at(FUNC_TYPE)?)? {
        AttrData::Type(t) => Some(*t),
        _ => None,
    }
}

/// Types as upstream prints a `TypeRange` in a diagnostic: `'i32', 'f32'`.
fn quoted_types(cx: &Context, types: &[Type]) -> String {
    types.iter().map(|&t| format!("'{}'", crate::print::type_to_string(cx, t))).collect::<Vec<_>>().join(", ")
}

fn ty(cx: &Context, t: Type) -> String {
    crate::print::type_to_string(cx, t)
}

/// The name of a symbol reference's root, as text.
fn symbol_text(v: &OpView<'_>, k: usize) -> String {
    match v.inherent_at(k).and_then(|a| v.cx.try_attr_data(a)) {
        Some(AttrData::SymbolRef { root, .. }) => String::from_utf8_lossy(v.cx.bytes_of(*root)).into_owned(),
        _ => String::new(),
    }
}

/// The `func.func` the symbol reference attribute `k` of `v` names, with
/// its type.
fn lookup_func(v: &OpView<'_>, sym: Option<crate::attrs::Attribute>, tables: &mut SymbolTableCollection) -> Option<(OpId, Type)> {
    let sym = sym?;
    let f = tables.lookup_nearest_symbol_from(v.cx, v.ir, v.id, sym)?;
    let fv = OpView::new(v.cx, v.ir, f)?;
    if fv.def().is_none_or(|d| &*d.name != "func.func") {
        return None;
    }
    Some((f, function_type(&fv)?))
}

/// `CallOp::verifySymbolUses`.
fn verify_call_symbol_uses(v: OpView<'_>, tables: &mut SymbolTableCollection) -> VerifyResult {
    let cx = v.cx;
    let callee = v.inherent_at(CALL_CALLEE);
    if !matches!(callee.and_then(|a| cx.try_attr_data(a)), Some(AttrData::SymbolRef { nested, .. }) if nested.is_empty()) {
        return v.emit_op_error(|| "requires a 'callee' symbol reference attribute".into());
    }
    let Some((_, fn_ty)) = lookup_func(&v, callee, tables) else {
        return v.emit_op_error(|| format!("'{}' does not reference a valid function", symbol_text(&v, CALL_CALLEE)));
    };
    let (inputs, results) = fn_parts(cx, fn_ty);
    if inputs.len() != v.num_operands() {
        return v.emit_op_error(|| "incorrect number of operands for callee".into());
    }
    for (i, &want) in inputs.iter().enumerate() {
        let got = v.operand_type(i);
        if got != Some(want) {
            return v.emit_op_error(|| {
                format!(
                    "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                    ty(cx, want),
                    got.map(|t| ty(cx, t)).unwrap_or_default()
                )
            });
        }
    }
    if results.len() != v.num_results() {
        return v.emit_op_error(|| "incorrect number of results for callee".into());
    }
    for (i, &want) in results.iter().enumerate() {
        if v.result_type(i) != Some(want) {
            let mine = v.result_types();
            return crate::verify::fail_with(cx, || {
                let d = crate::diagnostics::op_op_error(cx, v.ir, v.id, format!("result type mismatch at index {i}"));
                let loc = d.loc;
                d.note(loc, format!("      op result types: {}", quoted_types(cx, &mine)))
                    .note(loc, format!("function result types: {}", quoted_types(cx, results)))
            });
        }
    }
    Ok(())
}

/// `ConstantOp::verifySymbolUses`.
fn verify_constant_symbol_uses(v: OpView<'_>, tables: &mut SymbolTableCollection) -> VerifyResult {
    let Some((_, fn_ty)) = lookup_func(&v, v.inherent_at(CONSTANT_VALUE), tables) else {
        return v.emit_op_error(|| format!("reference to undefined function '{}'", symbol_text(&v, CONSTANT_VALUE)));
    };
    if v.result_types().first() != Some(&fn_ty) {
        return v.emit_op_error(|| "reference to function with mismatched type".into());
    }
    Ok(())
}

/// `ReturnOp::verify`: the operands match the enclosing function's results.
fn verify_return(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let Some(f) = v.parent() else { return Ok(()) };
    let results = function_type(&f).map_or(&[][..], |t| fn_parts(cx, t).1);
    let name = || match f.inherent_at(FUNC_SYM_NAME).and_then(|a| cx.try_attr_data(a)) {
        Some(AttrData::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
        _ => String::new(),
    };
    if v.num_operands() != results.len() {
        return v.emit_op_error(|| {
            format!("has {} operands, but enclosing function (@{}) returns {}", v.num_operands(), name(), results.len())
        });
    }
    for (i, &want) in results.iter().enumerate() {
        let got = v.operand_type(i);
        if got != Some(want) {
            return crate::verify::fail_error(cx, ir, op, || {
                format!(
                    "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{}",
                    got.map(|t| ty(cx, t)).unwrap_or_default(),
                    ty(cx, want),
                    name()
                )
            });
        }
    }
    Ok(())
}

/// `FunctionOpInterface`'s trait verifier (upstream's
/// `function_interface_impl::verifyTrait` and `verifyBody`).
struct FunctionOpTrait;

impl OpTrait for FunctionOpTrait {
    fn name(&self) -> &str {
        "FunctionOpInterface"
    }

    fn verify(&self, v: OpView<'_>) -> VerifyResult {
        let cx = v.cx;
        let Some(fty) = function_type(&v) else { return Ok(()) };
        let (inputs, results) = fn_parts(cx, fty);
        for (attr, what, count) in [("arg_attrs", "argument", inputs.len()), ("res_attrs", "result", results.len())] {
            let Some(AttrData::Array(items)) = v.attr_data(attr) else { continue };
            let plural = if what == "argument" { "arguments" } else { "results" };
            if items.len() != count {
                return v.emit_op_error(|| {
                    format!(
                        "expects {what} attribute array to have the same number of elements as the number of function {plural}, got {}, but expected {count}",
                        items.len()
                    )
                });
            }
            for &d in items.iter() {
                let Some(AttrData::Dictionary(entries)) = cx.try_attr_data(d) else {
                    return v.emit_op_error(|| {
                        format!(
                            "expects {what} attribute dictionary to be a DictionaryAttr, but got `{}`",
                            crate::print::attr_to_string(cx, d)
                        )
                    });
                };
                if entries.iter().any(|na| !cx.bytes_of(na.name).contains(&b'.')) {
                    return v.emit_op_error(|| format!("{plural} may only have dialect attributes"));
                }
            }
        }
        if v.num_regions() != 1 {
            return v.emit_op_error(|| "expects one region".into());
        }
        let Some(&entry) = v.region_blocks(0).first() else { return Ok(()) };
        let n = v.ir.block_num_args(entry).unwrap_or(0);
        if n != inputs.len() {
            return v.emit_op_error(|| format!("entry block must have {} arguments to match function signature", inputs.len()));
        }
        for (i, &want) in inputs.iter().enumerate() {
            let got = v.ir.block_arg(entry, i).ok().and_then(|a| v.value_type(a));
            if got != Some(want) {
                return v.emit_op_error(|| {
                    format!(
                        "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                        got.map(|t| ty(cx, t)).unwrap_or_default(),
                        ty(cx, want)
                    )
                });
            }
        }
        Ok(())
    }
}

/// `call_indirect(constant @f)` is `call @f` (upstream's
/// `CallIndirectOp::canonicalize`).
struct IndirectCallOfConstant;

impl RewritePattern for IndirectCallOfConstant {
    fn root(&self) -> Option<&str> {
        Some("func.call_indirect")
    }

    fn debug_name(&self) -> &str {
        "SimplifyIndirectCallWithKnownCallee"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let cx = rw.context();
        let (st, results) = {
            let ir = cx.ir();
            let Some(v) = OpView::new(cx, &ir, op) else { return false };
            let Some(callee) = v.operand(0) else { return false };
            let Ok(ValueOwner::Result(def, _)) = ir.value_owner(callee) else { return false };
            let Some(cv) = OpView::new(cx, &ir, def) else { return false };
            if cv.name() != "func.constant" || cv.def().is_none() {
                return false;
            }
            let Some(symbol) = cv.inherent("value") else { return false };
            let mut st = OperationState::new(cx.op_name(b"func.call"), v.loc());
            st.operands.extend((1..v.num_operands()).filter_map(|i| v.operand(i)));
            st.results.extend(v.result_types());
            st.attributes.push(NamedAttribute { name: cx.identifier("callee"), value: symbol });
            for n in ["arg_attrs", "res_attrs"] {
                if let Some(a) = v.inherent(n) {
                    st.attributes.push(NamedAttribute { name: cx.identifier(n), value: a });
                }
            }
            (st, v.num_results())
        };
        let Ok(call) = rw.create(st) else { return false };
        let values: SmallVec<[_; 2]> = {
            let ir = cx.ir();
            (0..results).filter_map(|i| ir.op_result(call, i).ok()).collect()
        };
        rw.replace_op(op, &values).is_ok()
    }
}

/// Makes a `func.constant` for a symbol reference of a function type.
fn materialize(cx: &Context, value: Attribute, ty: Type, loc: Location) -> Option<OperationState> {
    if !matches!(cx.attr_data(value), AttrData::SymbolRef { .. }) || !matches!(cx.type_data(ty), TypeData::Function { .. }) {
        return None;
    }
    let mut st = OperationState::new(cx.op_name(b"func.constant"), loc);
    st.results.push(ty);
    st.attributes.push(NamedAttribute { name: cx.identifier("value"), value });
    Some(st)
}

/// Sets (or, with `None`, removes) the attribute `name` of argument
/// (`result == false`) or result `index` of a function-like operation
/// keeping them in `arg_attrs` / `res_attrs` (upstream's `setArgAttr` /
/// `setResultAttr`): the array is made on first use and dropped when
/// every dictionary is empty.
pub fn set_arg_or_result_attr(
    cx: &Context,
    ir: &mut Ir,
    op: OpId,
    result: bool,
    index: usize,
    name: &[u8],
    value: Option<crate::attrs::Attribute>,
) -> crate::ir::IrResult<()> {
    let (count, current) = {
        let v = OpView::new(cx, ir, op).ok_or(crate::ir::IrError::Stale(crate::ir::HandleKind::Operation))?;
        let (inputs, results) = function_type(&v).map(|t| fn_parts(cx, t)).unwrap_or_default();
        let count = if result { results.len() } else { inputs.len() };
        let current = v.inherent(if result { "res_attrs" } else { "arg_attrs" });
        (count, current)
    };
    if index >= count {
        return crate::ir::misuse(format!(
            "{} index {index} out of range (the function has {count})",
            if result { "result" } else { "argument" }
        ));
    }
    let empty = cx.dictionary_attr(&[]);
    let mut dicts: Vec<crate::attrs::Attribute> = match current.map(|c| cx.attr_data(c)) {
        Some(AttrData::Array(items)) if items.len() == count => items.to_vec(),
        _ => vec![empty; count],
    };
    let mut entries: Vec<NamedAttribute> = match cx.try_attr_data(dicts[index]) {
        Some(AttrData::Dictionary(e)) => e.to_vec(),
        _ => Vec::new(),
    };
    let id = cx.identifier_bytes(name);
    entries.retain(|na| na.name != id);
    if let Some(value) = value {
        entries.push(NamedAttribute { name: id, value });
    }
    dicts[index] = cx.dictionary_attr(&entries);
    let all_empty = dicts.iter().all(|&d| matches!(cx.try_attr_data(d), Some(AttrData::Dictionary(e)) if e.is_empty()));
    let attr = if result { b"res_attrs".as_slice() } else { b"arg_attrs".as_slice() };
    let new = (!all_empty).then(|| cx.array_attr(&dicts));
    ir.set_op_inherent_attr(cx, op, attr, new)
}
