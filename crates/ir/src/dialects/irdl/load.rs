//! Loading: the `irdl.dialect` operations of a module become dialect
//! definitions loaded in the context (upstream's `irdl::loadDialects`).
//!
//! Each definition (`irdl.type`, `irdl.attribute`, `irdl.operation`)
//! numbers its constraint operations in order; the constraints refer to
//! each other by number, and a verification assigns each number the first
//! attribute it matched (`ConstraintVerifier`), so a constraint used twice
//! asks for the same attribute twice. A loaded dialect is extensible: its
//! types and attributes take any number of parameters (written `<p, ...>`,
//! checked by the definition's verifier), its operations are written in
//! the generic form only and verified by an [`OpTrait`] holding the
//! definition's constraints.
#![allow(clippy::result_unit_err)] // `Err(())`: the diagnostic was reported already

use std::sync::Arc;

use crate::attrs::{AttrData, Attribute};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::ir::{walk, Ir, OpId, ValueId, ValueOwner, WalkOrder, WalkResult};
use crate::print::attr_to_string;
use crate::registry::attr_type::{AttrTypeDef, AttrTypeKind};
use crate::registry::{DialectDef, OpDef, OpTrait, RegionConstraint as CoreRegionConstraint, Trait, TypeConstraint};
use crate::symbol_table::SymbolTableCollection;
use crate::types::{Type, TypeData};
use crate::verify::{fail_error, VerifyResult};
use crate::view::OpView;

use super::verify::{body_ops, lookup_near_dialect};
use super::{variadicities_of, Variadicity};

/// One constraint of a definition (upstream's `irdl::Constraint`s).
#[derive(Clone, Debug)]
enum Constraint {
    /// `irdl.is`: exactly this attribute.
    Is(Attribute),
    /// `irdl.base` on a type kind, by name (`builtin.integer`, `ns.t`).
    BaseType(String),
    /// `irdl.base` on an attribute kind, by name.
    BaseAttr(String),
    /// `irdl.parametric` on an IRDL type: its kind's name and the
    /// constraints of its parameters.
    ParametricType(String, Vec<usize>),
    /// `irdl.parametric` on an IRDL attribute: its dialect, its name and
    /// the constraints of its parameters.
    ParametricAttr(String, String, Vec<usize>),
    /// `irdl.any_of`.
    AnyOf(Vec<usize>),
    /// `irdl.all_of`.
    AllOf(Vec<usize>),
    /// `irdl.any`.
    Any,
}

/// `irdl.region`: the entry block's argument constraints (when
/// constrained) and the number of blocks.
#[derive(Clone, Debug)]
struct RegionConstraint {
    args: Option<Vec<usize>>,
    blocks: Option<i64>,
}

/// The kind name of a type, as upstream's `AbstractType::getName`
/// (`builtin.integer`, `ns.mnemonic`).
pub fn type_kind_name(cx: &Context, t: Type) -> String {
    let builtin = match cx.try_type_data(t) {
        Some(TypeData::Integer { .. }) => "integer",
        Some(TypeData::Index) => "index",
        Some(TypeData::Float(k)) => return format!("builtin.{}", k.keyword()),
        Some(TypeData::None) => "none",
        Some(TypeData::Complex(_)) => "complex",
        Some(TypeData::Vector { .. }) => "vector",
        Some(TypeData::RankedTensor { .. }) => "tensor",
        Some(TypeData::UnrankedTensor(_)) => "unranked_tensor",
        Some(TypeData::MemRef { .. }) => "memref",
        Some(TypeData::UnrankedMemRef { .. }) => "unranked_memref",
        Some(TypeData::Tuple(_)) => "tuple",
        Some(TypeData::Function { .. }) => "function",
        Some(TypeData::Opaque { .. }) | None => "opaque",
        Some(TypeData::Dialect { def, .. }) => return def.full_name(),
    };
    format!("builtin.{builtin}")
}

/// The kind name of an attribute, as upstream's
/// `AbstractAttribute::getName` (`builtin.integer`, `ns.mnemonic`).
pub fn attr_kind_name(cx: &Context, a: Attribute) -> String {
    let builtin = match cx.try_attr_data(a) {
        Some(AttrData::Unit) => "unit",
        Some(AttrData::Integer { .. }) => "integer",
        Some(AttrData::Float { .. }) => "float",
        Some(AttrData::String { .. }) => "string",
        Some(AttrData::Array(_)) => "array",
        Some(AttrData::Dictionary(_)) => "dictionary",
        Some(AttrData::Type(_)) => "type",
        Some(AttrData::SymbolRef { .. }) => "symbol_ref",
        Some(AttrData::Opaque { .. }) | None => "opaque",
        Some(AttrData::AffineMap(_)) => "affine_map",
        Some(AttrData::IntegerSet(_)) => "integer_set",
        Some(AttrData::DenseIntOrFloat(_)) => "dense_int_or_fp_elements",
        Some(AttrData::DenseString(_)) => "dense_string_elements",
        Some(AttrData::DenseResource { .. }) => "dense_resource_elements",
        Some(AttrData::DenseArray(_)) => "dense_array",
        Some(AttrData::Sparse { .. }) => "sparse_elements",
        Some(AttrData::StridedLayout { .. }) => "strided_layout",
        Some(AttrData::Distinct { .. }) => "distinct",
        Some(AttrData::UnknownLoc) => "unknown_loc",
        Some(AttrData::FileLineColRange(_)) => "file_line_range",
        Some(AttrData::NameLoc { .. }) => "name_loc",
        Some(AttrData::CallSiteLoc { .. }) => "call_site_loc",
        Some(AttrData::FusedLoc { .. }) => "fused_loc",
        Some(AttrData::Dialect { def, .. }) => return def.full_name(),
    };
    format!("builtin.{builtin}")
}

/// The builtin type kinds upstream registers by name.
const BUILTIN_TYPES: &[&str] = &[
    "integer", "index", "none", "complex", "vector", "tensor", "unranked_tensor", "memref", "unranked_memref", "tuple",
    "function", "opaque",
];

/// The builtin attribute kinds upstream registers by name.
const BUILTIN_ATTRS: &[&str] = &[
    "unit", "integer", "float", "string", "array", "dictionary", "type", "symbol_ref", "opaque", "affine_map",
    "integer_set", "dense_int_or_fp_elements", "dense_string_elements", "dense_resource_elements", "dense_array",
    "sparse_elements", "strided_layout", "distinct", "unknown_loc", "file_line_range", "name_loc", "call_site_loc",
    "fused_loc", "opaque_loc",
];

/// Whether `name` (`builtin.integer`, `ns.t`) is a registered kind of a
/// loaded dialect (upstream's `AbstractType::lookup` /
/// `AbstractAttribute::lookup`).
fn is_registered_kind(cx: &Context, kind: AttrTypeKind, name: &str) -> bool {
    if let Some(b) = name.strip_prefix("builtin.") {
        return match kind {
            AttrTypeKind::Type => {
                BUILTIN_TYPES.contains(&b) || crate::types::FloatKind::ALL.iter().any(|k| k.keyword() == b)
            }
            AttrTypeKind::Attr => BUILTIN_ATTRS.contains(&b),
        };
    }
    cx.loaded_dialects().iter().any(|d| d.attr_types.iter().any(|k| k.kind == kind && k.full_name() == name))
}

/// Checks attributes against constraints, assigning each constraint the
/// first attribute it accepts (upstream's `ConstraintVerifier`).
struct Verifier<'c> {
    constraints: &'c [Constraint],
    assigned: Vec<Option<Attribute>>,
    /// The constraints being checked (a cycle, possible in definitions
    /// that were not verified, fails instead of recursing forever).
    active: Vec<bool>,
}

/// A failed check: the message when one was asked for.
type Check = Result<(), Option<String>>;

fn fail(report: bool, message: impl FnOnce() -> String) -> Check {
    Err(report.then(message))
}

impl<'c> Verifier<'c> {
    fn new(constraints: &'c [Constraint]) -> Self {
        Verifier { constraints, assigned: vec![None; constraints.len()], active: vec![false; constraints.len()] }
    }

    /// Checks `attr` against constraint `var`; `report` asks for the
    /// message on failure.
    fn verify(&mut self, cx: &Context, attr: Attribute, var: usize, report: bool) -> Check {
        if let Some(Some(seen)) = self.assigned.get(var) {
            let seen = *seen;
            if seen == attr {
                return Ok(());
            }
            return fail(report, || format!("expected '{}' but got '{}'", attr_to_string(cx, seen), attr_to_string(cx, attr)));
        }
        let Some(c) = self.constraints.get(var) else { return Ok(()) };
        if std::mem::replace(&mut self.active[var], true) {
            return fail(report, || format!("'{}' does not satisfy the constraint", attr_to_string(cx, attr)));
        }
        let r = self.check(cx, c, attr, report);
        self.active[var] = false;
        if r.is_ok() {
            self.assigned[var] = Some(attr);
        }
        r
    }

    fn check(&mut self, cx: &Context, c: &Constraint, attr: Attribute, report: bool) -> Check {
        let text = |a: Attribute| attr_to_string(cx, a);
        match c {
            Constraint::Is(want) => {
                if *want == attr {
                    return Ok(());
                }
                fail(report, || format!("expected '{}' but got '{}'", text(*want), text(attr)))
            }
            Constraint::BaseAttr(name) => {
                let got = attr_kind_name(cx, attr);
                if got == *name {
                    return Ok(());
                }
                fail(report, || format!("expected base attribute '{name}' but got '{got}'"))
            }
            Constraint::BaseType(name) => {
                let Some(t) = type_of(cx, attr) else {
                    return fail(report, || format!("expected type, got attribute '{}", text(attr)));
                };
                let got = type_kind_name(cx, t);
                if got == *name {
                    return Ok(());
                }
                fail(report, || format!("expected base type '{name}' but got '{got}'"))
            }
            Constraint::ParametricType(name, args) => {
                let Some(t) = type_of(cx, attr) else {
                    return fail(report, || format!("expected type, got attribute '{}", text(attr)));
                };
                let params = match cx.try_type_data(t) {
                    Some(TypeData::Dialect { def, params }) if def.full_name() == *name => params.to_vec(),
                    _ => return fail(report, || format!("expected base type '{name}' but got '{}'", text(attr))),
                };
                self.check_params(cx, name, &params, args, report)
            }
            Constraint::ParametricAttr(dialect, mnemonic, args) => {
                let params = match cx.try_attr_data(attr) {
                    Some(AttrData::Dialect { def, params }) if *def.dialect == **dialect && *def.mnemonic == **mnemonic => {
                        params.to_vec()
                    }
                    // Upstream writes the two parts of the name the other
                    // way round here.
                    _ => return fail(report, || format!("expected base attribute '{mnemonic}.{dialect}' but got '{}'", text(attr))),
                };
                self.check_params(cx, &format!("{dialect}.{mnemonic}"), &params, args, report)
            }
            Constraint::AnyOf(args) => {
                for &a in args {
                    if self.verify(cx, attr, a, false).is_ok() {
                        return Ok(());
                    }
                }
                fail(report, || format!("'{}' does not satisfy the constraint", text(attr)))
            }
            Constraint::AllOf(args) => {
                for &a in args {
                    self.verify(cx, attr, a, report)?;
                }
                Ok(())
            }
            Constraint::Any => Ok(()),
        }
    }

    fn check_params(&mut self, cx: &Context, name: &str, params: &[Attribute], args: &[usize], report: bool) -> Check {
        if params.len() != args.len() {
            return fail(report, || format!("attribute '{name}' expects {} parameters but got {}", params.len(), args.len()));
        }
        for (&p, &a) in params.iter().zip(args) {
            self.verify(cx, p, a, report)?;
        }
        Ok(())
    }
}

/// The type a type attribute holds.
fn type_of(cx: &Context, a: Attribute) -> Option<Type> {
    match cx.try_attr_data(a) {
        Some(AttrData::Type(t)) => Some(*t),
        _ => None,
    }
}

/// The constraint number of a value that is not checked at run time (an
/// `irdl.c_pred`'s): no constraint has it, so anything passes.
const UNCHECKED: usize = usize::MAX;

/// The constraints of one definition: the constraint operations of its
/// body, numbered in order, and its `irdl.region`s.
struct Slots {
    values: Vec<ValueId>,
    constraints: Vec<Constraint>,
    region_values: Vec<ValueId>,
    regions: Vec<RegionConstraint>,
}

/// What the loader knows while it builds definitions.
struct Loader<'a> {
    cx: &'a Context,
    ir: &'a Ir,
    tables: SymbolTableCollection,
}

impl<'a> Loader<'a> {
    fn view(&self, op: OpId) -> Option<OpView<'a>> {
        OpView::new(self.cx, self.ir, op)
    }

    /// Reports `op->emitError(message)` and fails.
    fn error<T>(&self, op: OpId, message: String) -> Result<T, ()> {
        let _ = fail_error(self.cx, self.ir, op, || message);
        Err(())
    }

    /// The constraint numbers of `values` (an operand list of `user`).
    fn slots_of(&self, slots: &Slots, values: &[ValueId]) -> Vec<usize> {
        values
            .iter()
            .map(|v| match slots.values.iter().position(|x| x == v) {
                Some(i) => i,
                // An `irdl.c_pred` (C++ code) cannot be checked at run
                // time: it accepts anything (upstream crashes when it
                // verifies such a value).
                None => UNCHECKED,
            })
            .collect()
    }

    /// The `irdl.type` / `irdl.attribute` a symbol refers to: its kind, its
    /// dialect and its name.
    fn definition_of(&mut self, user: &OpView<'_>, symbol: Attribute) -> Option<(AttrTypeKind, String, String)> {
        let target = lookup_near_dialect(user, &mut self.tables, symbol)?;
        let t = self.view(target)?;
        let kind = match t.name() {
            "irdl.type" => AttrTypeKind::Type,
            "irdl.attribute" => AttrTypeKind::Attr,
            _ => return None,
        };
        let dialect = t.parent()?;
        let name = |v: &OpView<'_>| String::from_utf8_lossy(v.str_attr("sym_name").unwrap_or(b"")).into_owned();
        Some((kind, name(&dialect), name(&t)))
    }

    /// Numbers the constraint and region operations of a definition body
    /// and builds their constraints (upstream's `getVerifier`s).
    fn slots(&mut self, def: &OpView<'_>) -> Result<Slots, ()> {
        let ops = body_ops(def);
        let mut slots = Slots { values: Vec::new(), constraints: Vec::new(), region_values: Vec::new(), regions: Vec::new() };
        for &op in &ops {
            let Some(v) = self.view(op) else { continue };
            let is_constraint = matches!(
                v.name(),
                "irdl.is" | "irdl.base" | "irdl.parametric" | "irdl.any" | "irdl.any_of" | "irdl.all_of"
            );
            if is_constraint || v.name() == "irdl.region" {
                let Some(r) = v.result(0) else {
                    return self.error(op, "IRDL constraint operations must have exactly one result".into());
                };
                if is_constraint {
                    slots.values.push(r);
                } else {
                    slots.region_values.push(r);
                }
            }
        }
        for &op in &ops {
            let Some(v) = self.view(op) else { continue };
            let args = v.operands();
            let c = match v.name() {
                "irdl.is" => Constraint::Is(v.attr("expected").unwrap_or_else(|| self.cx.unit_attr())),
                "irdl.any" => Constraint::Any,
                "irdl.any_of" => Constraint::AnyOf(self.slots_of(&slots, &args)),
                "irdl.all_of" => Constraint::AllOf(self.slots_of(&slots, &args)),
                "irdl.base" => self.base(&v)?,
                "irdl.parametric" => {
                    let args = self.slots_of(&slots, &args);
                    let symbol = v.attr("base_type");
                    match symbol.and_then(|s| self.definition_of(&v, s)) {
                        Some((AttrTypeKind::Type, d, n)) => Constraint::ParametricType(format!("{d}.{n}"), args),
                        Some((AttrTypeKind::Attr, d, n)) => Constraint::ParametricAttr(d, n, args),
                        None => {
                            let s = symbol.map(|s| attr_to_string(self.cx, s)).unwrap_or_default();
                            return self.error(op, format!("{s} does not refer to any existing symbol"));
                        }
                    }
                }
                "irdl.region" => {
                    let constrained = v.attr("constrainedArguments").is_some();
                    let blocks = match v.attr_data("numberOfBlocks") {
                        Some(AttrData::Integer { value, .. }) => Some(value.sext_i64(32)),
                        _ => None,
                    };
                    let args = if constrained { Some(self.slots_of(&slots, &args)) } else { None };
                    slots.regions.push(RegionConstraint { args, blocks });
                    continue;
                }
                _ => continue,
            };
            slots.constraints.push(c);
        }
        Ok(slots)
    }

    /// `BaseOp::getVerifier`.
    fn base(&mut self, v: &OpView<'_>) -> Result<Constraint, ()> {
        if let Some(symbol) = v.attr("base_ref") {
            return match self.definition_of(v, symbol) {
                Some((AttrTypeKind::Type, d, n)) => Ok(Constraint::BaseType(format!("{d}.{n}"))),
                Some((AttrTypeKind::Attr, d, n)) => Ok(Constraint::BaseAttr(format!("{d}.{n}"))),
                None => {
                    let s = attr_to_string(self.cx, symbol);
                    self.error(v.id, format!("{s} does not refer to any existing symbol"))
                }
            };
        }
        let name = String::from_utf8_lossy(v.str_attr("base_name").unwrap_or(b"")).into_owned();
        let (kind, what) = match name.as_bytes().first() {
            Some(b'!') => (AttrTypeKind::Type, "type"),
            _ => (AttrTypeKind::Attr, "attribute"),
        };
        let bare = name.get(1..).unwrap_or("");
        if !is_registered_kind(self.cx, kind, bare) {
            return self.error(v.id, format!("no registered {what} with name {name}"));
        }
        Ok(match kind {
            AttrTypeKind::Type => Constraint::BaseType(bare.into()),
            AttrTypeKind::Attr => Constraint::BaseAttr(bare.into()),
        })
    }

    /// The first child of `def` called `name` (`AtMostOneChildOf::getOp`).
    fn child(&self, def: &OpView<'_>, name: &str) -> Option<OpView<'a>> {
        body_ops(def).into_iter().filter_map(|o| self.view(o)).find(|c| c.name() == name)
    }

    /// A type or attribute definition.
    fn attr_type(&mut self, dialect: &str, def: &OpView<'_>, kind: AttrTypeKind) -> Result<AttrTypeDef, ()> {
        let slots = self.slots(def)?;
        let params = match self.child(def, "irdl.parameters") {
            Some(p) => self.slots_of(&slots, &p.operands()),
            None => Vec::new(),
        };
        let name = String::from_utf8_lossy(def.str_attr("sym_name").unwrap_or(b"")).into_owned();
        let constraints = slots.constraints;
        let check = Arc::new(move |cx: &Context, values: &[Attribute]| {
            if values.len() != params.len() {
                return Err(format!("expected {} type arguments, but had {}", params.len(), values.len()));
            }
            let mut v = Verifier::new(&constraints);
            for (&a, &c) in values.iter().zip(&params) {
                v.verify(cx, a, c, true).map_err(Option::unwrap_or_default)?;
            }
            Ok(())
        });
        let k = match kind {
            AttrTypeKind::Type => AttrTypeDef::ty(dialect, &name),
            AttrTypeKind::Attr => AttrTypeDef::attr(dialect, &name),
        };
        Ok(k.any_params().dyn_verifier(check).syntax(print_params, parse_params))
    }

    /// An operation definition.
    fn operation(&mut self, dialect: &str, def: &OpView<'_>) -> Result<crate::registry::OpBuilder, ()> {
        let slots = self.slots(def)?;
        let values = |name: &str| -> (Vec<usize>, Vec<Variadicity>) {
            let Some(c) = self.child(def, name) else { return (Vec::new(), Vec::new()) };
            let variadicity = c.attr("variadicity").and_then(|a| variadicities_of(self.cx, a)).unwrap_or_default();
            (self.slots_of(&slots, &c.operands()), variadicity)
        };
        let (operands, operand_variadicity) = values("irdl.operands");
        let (results, result_variadicity) = values("irdl.results");
        let mut attributes = Vec::new();
        if let Some(c) = self.child(def, "irdl.attributes") {
            let args = c.operands();
            let names: Vec<Attribute> = match c.attr_data("attributeValueNames") {
                Some(AttrData::Array(es)) => es.to_vec(),
                _ => Vec::new(),
            };
            let args = self.slots_of(&slots, &args);
            attributes = names.into_iter().zip(args).collect();
        }
        let mut regions = Vec::new();
        if let Some(c) = self.child(def, "irdl.regions") {
            for r in c.operands() {
                if let Some(i) = slots.region_values.iter().position(|x| *x == r) {
                    regions.push(slots.regions[i].clone());
                }
            }
        }
        let name = String::from_utf8_lossy(def.str_attr("sym_name").unwrap_or(b"")).into_owned();
        let verifier = OperationVerifier {
            constraints: slots.constraints,
            operands,
            operand_variadicity,
            results,
            result_variadicity,
            attributes,
            regions,
        };
        Ok(OpDef::build(format!("{dialect}.{name}"))
            .variadic_operand("operands", TypeConstraint::any())
            .variadic_result("results", TypeConstraint::any())
            .variadic_region("regions", CoreRegionConstraint::any())
            .variadic_successor("successors")
            .traits([Trait::Custom(Arc::new(verifier))])
            .custom_assembly(|p, op| p.print_generic_op_of(op), |_, _| Err(()))
            .plain_assembly())
    }

    /// The definition of the dialect an `irdl.dialect` defines.
    fn dialect(&mut self, d: &OpView<'_>) -> Result<DialectDef, ()> {
        let name = String::from_utf8_lossy(d.str_attr("sym_name").unwrap_or(b"")).into_owned();
        let cx = self.cx;
        if cx.loaded_dialect(&name).is_some() || cx.available_dialects().contains(&name) {
            return self.error(d.id, format!("a dialect with namespace '{name}' has already been registered"));
        }
        let mut def = DialectDef::new(&name).extensible();
        for op in body_ops(d) {
            let Some(v) = self.view(op) else { continue };
            let kind = match v.name() {
                "irdl.type" => AttrTypeKind::Type,
                "irdl.attribute" => AttrTypeKind::Attr,
                "irdl.operation" => {
                    let b = self.operation(&name, &v)?;
                    if let Err(m) = def.add_op(b) {
                        return self.error(op, m);
                    }
                    continue;
                }
                _ => continue,
            };
            let k = self.attr_type(&name, &v, kind)?;
            if let Err(m) = def.add_attr_type(k) {
                return self.error(op, m);
            }
        }
        Ok(def)
    }
}

/// `<p, ...>` (nothing without parameters), as upstream's `DynamicType`
/// and `DynamicAttr` print.
fn print_params(p: &mut crate::print::Printer<'_, '_>, params: &[Attribute]) {
    if params.is_empty() {
        return;
    }
    p.str("<");
    for (i, &a) in params.iter().enumerate() {
        if i > 0 {
            p.str(", ");
        }
        p.print_attribute(a);
    }
    p.str(">");
}

/// Parses [`print_params`]'s form: any number of attributes (`<>` is
/// none).
fn parse_params(p: &mut dyn crate::asm::AttrTypeParser) -> Result<Vec<Attribute>, ()> {
    let mut out = Vec::new();
    if !p.parse_optional_punct("<") || p.parse_optional_punct(">") {
        return Ok(out);
    }
    loop {
        out.push(p.parse_attribute(None)?);
        if !p.parse_optional_punct(",") {
            break;
        }
    }
    p.parse_punct(">")?;
    Ok(out)
}

/// The verifier of an operation defined in IRDL (upstream's
/// `irdlOpVerifier` and `irdlRegionVerifier`).
struct OperationVerifier {
    constraints: Vec<Constraint>,
    operands: Vec<usize>,
    operand_variadicity: Vec<Variadicity>,
    results: Vec<usize>,
    result_variadicity: Vec<Variadicity>,
    attributes: Vec<(Attribute, usize)>,
    regions: Vec<RegionConstraint>,
}

impl OpTrait for OperationVerifier {
    fn name(&self) -> &str {
        "IRDLOperation"
    }

    fn verify(&self, op: OpView<'_>) -> VerifyResult {
        let mut v = Verifier::new(&self.constraints);
        let ops = self.verify_op(&op, &mut v);
        let regions = self.verify_regions(&op, &mut v);
        ops.and(regions)
    }
}

impl OperationVerifier {
    fn verify_op(&self, op: &OpView<'_>, v: &mut Verifier<'_>) -> VerifyResult {
        let (cx, ir) = (op.cx, op.ir);
        let error = |m: String| fail_error(cx, ir, op.id, || m);
        let operand_sizes = segment_sizes(op, "operand", "operandSegmentSizes", op.num_operands(), &self.operand_variadicity)?;
        let result_sizes = segment_sizes(op, "result", "resultSegmentSizes", op.num_results(), &self.result_variadicity)?;
        for &(name, c) in &self.attributes {
            let key = match cx.try_attr_data(name) {
                Some(AttrData::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
                _ => String::new(),
            };
            let Some(actual) = op.attr(&key) else {
                return op.emit_op_error(|| format!("attribute {} is expected but not provided", attr_to_string(cx, name)));
            };
            if let Err(m) = v.verify(cx, actual, c, true) {
                return error(m.unwrap_or_default());
            }
        }
        let mut check_group = |sizes: &[usize], slots: &[usize], types: &[Type]| -> VerifyResult {
            let mut k = 0;
            for (&size, &c) in sizes.iter().zip(slots) {
                for _ in 0..size {
                    let Some(&t) = types.get(k) else { return Ok(()) };
                    if let Err(m) = v.verify(cx, cx.type_attr(t), c, true) {
                        return error(m.unwrap_or_default());
                    }
                    k += 1;
                }
            }
            Ok(())
        };
        check_group(&operand_sizes, &self.operands, &op.operand_types())?;
        check_group(&result_sizes, &self.results, &op.result_types())
    }

    fn verify_regions(&self, op: &OpView<'_>, v: &mut Verifier<'_>) -> VerifyResult {
        let (cx, ir) = (op.cx, op.ir);
        if op.num_regions() != self.regions.len() {
            let (want, got) = (self.regions.len(), op.num_regions());
            return op.emit_op_error(|| format!("unexpected number of regions: expected {want} but got {got}"));
        }
        let op_loc = op.loc();
        // `mlir::emitError(loc)` with a note at the operation when `loc` is
        // elsewhere (a block argument's).
        let emit = |loc, message: String| {
            cx.emit_with(|| {
                let d = Diagnostic::error(loc, message);
                if loc != op_loc {
                    d.note(op_loc, "see the operation")
                } else {
                    d
                }
            });
            Err(())
        };
        for (i, c) in self.regions.iter().enumerate() {
            let Some(r) = op.region(i) else { continue };
            let blocks = op.region_blocks(i);
            if let Some(n) = c.blocks {
                if n != blocks.len() as i64 {
                    return emit(op_loc, format!("expected region {i} to have {n} block(s) but got {}", blocks.len()));
                }
            }
            let Some(args) = &c.args else { continue };
            let _ = r;
            let entry_args: Vec<ValueId> = match blocks.first() {
                Some(&b) => (0..ir.block_num_args(b).unwrap_or(0)).filter_map(|k| ir.block_arg(b, k).ok()).collect(),
                None => Vec::new(),
            };
            if entry_args.len() != args.len() {
                let loc = entry_args.first().and_then(|&a| ir.value_loc(a).ok()).unwrap_or(op_loc);
                return emit(loc, format!("expected region {i} to have {} arguments but got {}", args.len(), entry_args.len()));
            }
            for (&a, &c) in entry_args.iter().zip(args) {
                let t = ir.value_type(a).ok().map(|t| cx.type_attr(t));
                let Some(t) = t else { continue };
                if let Err(m) = v.verify(cx, t, c, true) {
                    let loc = ir.value_loc(a).unwrap_or(op_loc);
                    return emit(loc, m.unwrap_or_default());
                }
            }
        }
        Ok(())
    }
}

/// The size of each operand (or result) group (upstream's
/// `getSegmentSizes`), checking the count against the variadicities.
fn segment_sizes(op: &OpView<'_>, elem: &str, attr: &str, n: usize, variadicity: &[Variadicity]) -> Result<Vec<usize>, ()> {
    let (cx, ir) = (op.cx, op.ir);
    let error = |m: String| -> Result<Vec<usize>, ()> {
        let _ = fail_error(cx, ir, op.id, || m);
        Err(())
    };
    let non_single = variadicity.iter().filter(|v| **v != Variadicity::Single).count();
    if non_single > 1 {
        let Some(a) = op.attr(attr) else {
            return error(format!("'{attr}' attribute is expected but not provided"));
        };
        let Some(sizes) = crate::registry::constraints::i32_array(cx, a) else {
            return error(format!("'{attr}' attribute is expected to be a dense i32 array"));
        };
        if sizes.len() != variadicity.len() {
            let (want, got) = (variadicity.len(), sizes.len());
            return error(format!("'{attr}' attribute for specifying {elem} segments must have {want} elements, but got {got}"))
                ;
        }
        let mut out = Vec::new();
        for (i, (&s, &v)) in sizes.iter().zip(variadicity).enumerate() {
            if s < 0 {
                return error(format!("'{attr}' attribute for specifying {elem} segments must have non-negative values"))
                    ;
            }
            if v == Variadicity::Single && s != 1 {
                return error(format!("element {i} in '{attr}' attribute must be equal to 1"));
            }
            if v == Variadicity::Optional && s > 1 {
                return error(format!("element {i} in '{attr}' attribute must be equal to 0 or 1"));
            }
            out.push(s as usize);
        }
        if sizes.iter().map(|&s| s as i64).sum::<i64>() != n as i64 {
            return error(format!("sum of elements in '{attr}' attribute must be equal to the number of {elem}s"));
        }
        return Ok(out);
    }
    let k = variadicity.len();
    if non_single == 0 {
        if n != k {
            return error(format!("op expects exactly {k} {elem}s, but got {n}"));
        }
        return Ok(vec![1; k]);
    }
    let Some(rest) = (n + 1).checked_sub(k) else {
        return error(format!("op expects at least {} {elem}s, but got {n}", k - 1));
    };
    let mut out = Vec::with_capacity(k);
    for &v in variadicity {
        if v == Variadicity::Single {
            out.push(1);
            continue;
        }
        if rest > 1 && v == Variadicity::Optional {
            return error(format!("op expects at most {k} {elem}s, but got {n}"));
        }
        out.push(rest);
    }
    Ok(out)
}

/// The definitions (`irdl.type` / `irdl.attribute` operations) an
/// `irdl.parametric` inside a constraint refers to, for
/// `checkCorrectAnyOf`. Returns whether the constraint may match anything
/// (upstream's `getBases`, which in 22.1 records nothing for `irdl.base`
/// and only kinds nothing compares for `irdl.is`).
fn get_bases(l: &mut Loader<'_>, op: OpId, out: &mut Vec<OpId>, seen: &mut Vec<OpId>) -> bool {
    // Each operation once: definitions that were not verified may have
    // cycles.
    if seen.contains(&op) {
        return false;
    }
    seen.push(op);
    let Some(v) = l.view(op) else { return false };
    let defining = |val: ValueId| defining_op(l.ir, val);
    match v.name() {
        "irdl.any_of" => {
            // Upstream starts from `false` and `&=`s: always false.
            for a in v.operands() {
                if let Some(d) = defining(a) {
                    get_bases(l, d, out, seen);
                }
            }
            false
        }
        "irdl.all_of" => match v.operands().first().and_then(|&a| defining(a)) {
            Some(d) => get_bases(l, d, out, seen),
            None => false,
        },
        "irdl.parametric" => {
            if let Some(t) = v.attr("base_type").and_then(|s| lookup_near_dialect(&v, &mut l.tables, s)) {
                out.push(t);
            }
            false
        }
        // Upstream 22.1 records no base for `irdl.base`.
        "irdl.base" => false,
        "irdl.any" => true,
        _ => false,
    }
}

/// The operation defining `v`, if it is a result.
fn defining_op(ir: &Ir, v: ValueId) -> Option<OpId> {
    match ir.value_owner(v).ok()? {
        ValueOwner::Result(op, _) => Some(op),
        ValueOwner::Argument(..) => None,
    }
}

/// `checkCorrectAnyOf`: the alternatives of an `irdl.any_of` match
/// disjoint bases.
fn any_of_is_correct(l: &mut Loader<'_>, any_of: &OpView<'_>) -> bool {
    let mut all = Vec::new();
    for a in any_of.operands() {
        let Some(d) = defining_op(l.ir, a) else { continue };
        let mut mine = Vec::new();
        if get_bases(l, d, &mut mine, &mut Vec::new()) {
            return false;
        }
        for d in mine {
            if all.contains(&d) {
                return false;
            }
            all.push(d);
        }
    }
    true
}

/// The definitions of the dialects the `irdl.dialect` operations in
/// `module` define, not loaded yet: a program can extend them (a verifier
/// or custom syntax on an operation, syntax on a type) before
/// [`Context::load_dialect`]. The checks of upstream's `loadDialects` run
/// here; on failure the error is reported.
pub fn build_irdl_dialects(cx: &Context, ir: &Ir, module: OpId) -> Result<Vec<DialectDef>, ()> {
    let mut l = Loader { cx, ir, tables: SymbolTableCollection::new() };
    let mut any_ofs = Vec::new();
    let mut dialects = Vec::new();
    walk(ir, module, WalkOrder::PostOrder, &mut |op| {
        match ir.op_name(op).map(|n| cx.op_name_str(n)) {
            Ok("irdl.any_of") => any_ofs.push(op),
            Ok("irdl.dialect") => dialects.push(op),
            _ => {}
        }
        WalkResult::Advance
    });
    for op in any_ofs {
        let Some(v) = OpView::new(cx, ir, op) else { continue };
        if !any_of_is_correct(&mut l, &v) {
            l.error::<()>(module, "any_of constraints are not in the correct form".into())?;
        }
    }
    let mut defs: Vec<DialectDef> = Vec::new();
    for op in dialects {
        let Some(v) = OpView::new(cx, ir, op) else { continue };
        let def = l.dialect(&v)?;
        if defs.iter().any(|d| d.namespace == def.namespace) {
            let m = format!("a dialect with namespace '{}' has already been registered", def.namespace);
            return l.error(op, m);
        }
        defs.push(def);
    }
    Ok(defs)
}

/// Loads every dialect the `irdl.dialect` operations in `module` define
/// (upstream's `irdl::loadDialects`). On failure the error is reported and
/// no dialect is loaded.
pub fn load_irdl_dialects(cx: &Context, ir: &Ir, module: OpId) -> Result<(), ()> {
    for d in build_irdl_dialects(cx, ir, module)? {
        cx.load_dialect(Arc::new(d));
    }
    Ok(())
}
