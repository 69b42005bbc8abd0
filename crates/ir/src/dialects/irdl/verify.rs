//! The irdl dialect's verifiers (upstream's `IRDL.cpp`) and its
//! `AtMostOneChildOf` trait.

use crate::attrs::{AttrData, Attribute};
use crate::registry::OpTrait;
use crate::symbol_table::SymbolTableCollection;
use crate::verify::{fail_error, VerifyResult};
use crate::view::{block_ops, OpView};

/// `AtMostOneChildOf<ops>`: the op's single block holds at most one of
/// each of `ops`.
pub(super) struct AtMostOneChildOf(pub &'static [&'static str]);

impl OpTrait for AtMostOneChildOf {
    fn name(&self) -> &str {
        "AtMostOneChildOf"
    }

    fn verify(&self, op: OpView<'_>) -> VerifyResult {
        let mut seen = vec![false; self.0.len()];
        for child in body_ops(&op) {
            let Ok(name) = op.ir.op_name(child) else { continue };
            let name = op.cx.op_name_str(name);
            let Some(k) = self.0.iter().position(|n| *n == name) else { continue };
            if seen[k] {
                return fail_error(op.cx, op.ir, op.id, || {
                    format!("failed to verify AtMostOneChildOf trait: the operation contains at least two operations of type {name}")
                });
            }
            seen[k] = true;
        }
        Ok(())
    }
}

/// The operations of the op's first region's entry block.
pub(super) fn body_ops(op: &OpView<'_>) -> Vec<crate::ir::OpId> {
    op.region_blocks(0).first().map(|&b| block_ops(op.ir, b).to_vec()).unwrap_or_default()
}

fn str_of<'a>(v: &OpView<'a>, a: Option<Attribute>) -> &'a [u8] {
    match a.and_then(|a| v.cx.try_attr_data(a)) {
        Some(AttrData::String { value, .. }) => value,
        _ => b"",
    }
}

fn array_of<'a>(v: &OpView<'a>, name: &str) -> &'a [Attribute] {
    match v.attr_data(name) {
        Some(AttrData::Array(es)) => es,
        _ => &[],
    }
}

/// `Dialect::isValidNamespace`.
fn is_valid_namespace(s: &[u8]) -> bool {
    match s.split_first() {
        None => false,
        Some((&c, rest)) => {
            (c.is_ascii_alphabetic() || c == b'_') && rest.iter().all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$')
        }
    }
}

/// Upstream's `isValidName`: lowercase letters, digits and single
/// inner underscores.
fn check_name(v: &OpView<'_>, name: &[u8], label: &str) -> VerifyResult {
    let fail = |m: String| fail_error(v.cx, v.ir, v.id, || m);
    if name.is_empty() {
        return fail(format!("name of {label} is empty"));
    }
    let mut allow_underscore = false;
    for &c in name {
        if c == b'_' {
            if !allow_underscore {
                return fail(format!("name of {label} should not contain leading or double underscores"));
            }
        } else {
            if !c.is_ascii_alphanumeric() {
                return fail(format!("name of {label} must contain only lowercase letters, digits and underscores"));
            }
            if c.is_ascii_uppercase() {
                return fail(format!("name of {label} should not contain uppercase letters"));
            }
        }
        allow_underscore = c != b'_';
    }
    Ok(())
}

fn sym_name<'a>(v: &OpView<'a>) -> &'a [u8] {
    v.str_attr("sym_name").unwrap_or(b"")
}

/// `DialectOp::verify`.
pub(super) fn dialect(v: OpView<'_>) -> VerifyResult {
    let name = sym_name(&v);
    if !is_valid_namespace(name) {
        return v.emit_op_error(|| "invalid dialect name".into());
    }
    check_name(&v, name, "dialect")
}

/// `TypeOp::verify` (a leading `!` is allowed).
pub(super) fn type_op(v: OpView<'_>) -> VerifyResult {
    let name = sym_name(&v);
    check_name(&v, name.strip_prefix(b"!").unwrap_or(name), "type")
}

/// `AttributeOp::verify` (a leading `#` is allowed).
pub(super) fn attribute_op(v: OpView<'_>) -> VerifyResult {
    let name = sym_name(&v);
    check_name(&v, name.strip_prefix(b"#").unwrap_or(name), "attribute")
}

/// `OperationOp::verify`.
pub(super) fn operation(v: OpView<'_>) -> VerifyResult {
    check_name(&v, sym_name(&v), "operation")
}

/// `OperationOp::verifyRegions`: no name is shared by two kinds of value.
pub(super) fn operation_regions(v: OpView<'_>) -> VerifyResult {
    let mut kinds: Vec<(&str, Vec<&[u8]>)> = Vec::new();
    for child in body_ops(&v) {
        let Some(c) = OpView::new(v.cx, v.ir, child) else { continue };
        let kind = match c.name() {
            "irdl.operands" => "operands",
            "irdl.results" => "results",
            "irdl.regions" => "regions",
            _ => continue,
        };
        let names = array_of(&c, "names").iter().map(|&n| str_of(&c, Some(n))).collect();
        kinds.push((kind, names));
    }
    for i in 0..kinds.len() {
        for j in i + 1..kinds.len() {
            // Upstream intersects hash sets and reports any element of
            // the intersection; the first of the left-hand list here.
            if let Some(shared) = kinds[i].1.iter().find(|n| kinds[j].1.contains(n)) {
                let (lhs, rhs) = (kinds[i].0, kinds[j].0);
                let shared = String::from_utf8_lossy(shared).into_owned();
                return v.emit_op_error(|| format!("contains a value named '{shared}' for both its {lhs} and {rhs}"));
            }
        }
    }
    Ok(())
}

/// Upstream's `verifyNames`.
fn verify_names(v: &OpView<'_>, kind: &str, names_attr: &str, count: usize) -> VerifyResult {
    let names = array_of(v, names_attr);
    if count != names.len() {
        let n = names.len();
        return v.emit_op_error(|| {
            format!("the number of {kind}s and their names must be the same, but got {count} and {n} respectively")
        });
    }
    let mut seen: Vec<&[u8]> = Vec::new();
    for (i, &name) in names.iter().enumerate() {
        let name = str_of(v, Some(name));
        check_name(v, name, &format!("{kind} #{i}"))?;
        if let Some(j) = seen.iter().position(|s| *s == name) {
            return v.emit_op_error(|| format!("name of {kind} #{i} is a duplicate of the name of {kind} #{j}"));
        }
        seen.push(name);
    }
    Ok(())
}

/// `ParametersOp::verify`.
pub(super) fn parameters(v: OpView<'_>) -> VerifyResult {
    verify_names(&v, "parameter", "names", v.num_operands())
}

fn operands_results(v: &OpView<'_>, kind: &str) -> VerifyResult {
    let n = v.num_operands();
    let variadicities = v.attr("variadicity").and_then(|a| super::variadicities_of(v.cx, a)).map_or(0, |x| x.len());
    if n != variadicities {
        return v.emit_op_error(|| {
            format!("the number of {kind}s and their variadicities must be the same, but got {n} and {variadicities} respectively")
        });
    }
    verify_names(v, kind, "names", n)
}

/// `OperandsOp::verify`.
pub(super) fn operands(v: OpView<'_>) -> VerifyResult {
    operands_results(&v, "operand")
}

/// `ResultsOp::verify`.
pub(super) fn results(v: OpView<'_>) -> VerifyResult {
    operands_results(&v, "result")
}

/// `AttributesOp::verify`.
pub(super) fn attributes(v: OpView<'_>) -> VerifyResult {
    let names = array_of(&v, "attributeValueNames").len();
    let values = v.num_operands();
    if names != values {
        return v.emit_op_error(|| {
            format!(
                "the number of attribute names and their constraints must be the same but got {names} and {values} respectively"
            )
        });
    }
    Ok(())
}

/// `RegionOp::verify`.
pub(super) fn region(v: OpView<'_>) -> VerifyResult {
    if let Some(AttrData::Integer { value, .. }) = v.attr_data("numberOfBlocks") {
        let n = value.sext_i64(32);
        if n <= 0 {
            return v.emit_op_error(|| format!("the number of blocks is expected to be >= 1 but got {n}"));
        }
    }
    Ok(())
}

/// `RegionsOp::verify`.
pub(super) fn regions(v: OpView<'_>) -> VerifyResult {
    verify_names(&v, "region", "names", v.num_operands())
}

/// `BaseOp::verify`.
pub(super) fn base(v: OpView<'_>) -> VerifyResult {
    let name = v.str_attr("base_name");
    let has_ref = v.attr("base_ref").is_some();
    if name.is_some() == has_ref {
        return v.emit_op_error(|| "the base type or attribute should be specified by either a name or a reference".into());
    }
    if let Some(name) = name {
        if !matches!(name.first(), Some(b'!' | b'#')) {
            return v.emit_op_error(|| "the base type or attribute name should start with '!' or '#'".into());
        }
    }
    Ok(())
}

/// The `irdl.dialect` enclosing `op`, if any.
pub(crate) fn enclosing_dialect<'a>(op: &OpView<'a>) -> Option<OpView<'a>> {
    let mut cur = Some(*op);
    while let Some(c) = cur {
        if c.name() == "irdl.dialect" {
            return Some(c);
        }
        cur = c.parent();
    }
    None
}

/// `lookupSymbolNearDialect`: `symbol` resolved from the symbol table
/// around the enclosing `irdl.dialect`.
pub(crate) fn lookup_near_dialect(
    v: &OpView<'_>,
    tables: &mut SymbolTableCollection,
    symbol: Attribute,
) -> Option<crate::ir::OpId> {
    let dialect = enclosing_dialect(v)?;
    tables.lookup_nearest_symbol_from(v.cx, v.ir, dialect.id, symbol)
}

/// `checkSymbolIsTypeOrAttribute`.
fn check_type_or_attribute(v: &OpView<'_>, tables: &mut SymbolTableCollection, symbol: Attribute) -> VerifyResult {
    let text = || crate::print::attr_to_string(v.cx, symbol);
    let Some(target) = lookup_near_dialect(v, tables, symbol) else {
        return v.emit_op_error(|| format!("symbol '{}' not found", text()));
    };
    let target_name = v.ir.op_name(target).map(|n| v.cx.op_name_str(n).to_string()).unwrap_or_default();
    if target_name != "irdl.type" && target_name != "irdl.attribute" {
        return v.emit_op_error(|| {
            format!("symbol '{}' does not refer to a type or attribute definition (refers to '{target_name}')", text())
        });
    }
    Ok(())
}

/// `BaseOp::verifySymbolUses`.
pub(super) fn base_symbol_uses(v: OpView<'_>, tables: &mut SymbolTableCollection) -> VerifyResult {
    match v.attr("base_ref") {
        Some(r) => check_type_or_attribute(&v, tables, r),
        None => Ok(()),
    }
}

/// `ParametricOp::verifySymbolUses`.
pub(super) fn parametric_symbol_uses(v: OpView<'_>, tables: &mut SymbolTableCollection) -> VerifyResult {
    match v.attr("base_type") {
        Some(r) => check_type_or_attribute(&v, tables, r),
        None => Ok(()),
    }
}
