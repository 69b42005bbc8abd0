//! `cargo xtask python-ops`: writes `python/mlir/dialects/_<ns>_ops_gen.py`,
//! the op classes of each dialect the library defines, from the dialects'
//! definitions ([`OpDef`]s): one `define_op(...)` call per operation (see
//! `python/mlir/dialects/_ods_common.py` for the spec syntax), following
//! upstream's `_ods_gen` conventions for class, parameter and function
//! names. `cargo xtask python-ops --check` fails if the committed files
//! differ from what it would write (the test `python_ops_are_current` runs
//! the same check).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use oxmlir_ir::registry::constraints::AttrSyntax;
use oxmlir_ir::registry::interfaces::InferTypeOpInterface;
use oxmlir_ir::registry::{Argument, Arity, AttrDef, DialectSpec, OpDef, Trait};

/// The ODS class names that are not the op's mnemonic in CamelCase with
/// `Op` appended (`func.call` -> `CallOp`): ODS names classes by hand.
const CLASS_NAMES: &[(&str, &str)] = &[
    ("arith.addf", "AddFOp"),
    ("arith.addi", "AddIOp"),
    ("arith.addui_extended", "AddUIExtendedOp"),
    ("arith.andi", "AndIOp"),
    ("arith.ceildivsi", "CeilDivSIOp"),
    ("arith.ceildivui", "CeilDivUIOp"),
    ("arith.cmpf", "CmpFOp"),
    ("arith.cmpi", "CmpIOp"),
    ("arith.divf", "DivFOp"),
    ("arith.divsi", "DivSIOp"),
    ("arith.divui", "DivUIOp"),
    ("arith.extf", "ExtFOp"),
    ("arith.extsi", "ExtSIOp"),
    ("arith.extui", "ExtUIOp"),
    ("arith.fptosi", "FPToSIOp"),
    ("arith.fptoui", "FPToUIOp"),
    ("arith.floordivsi", "FloorDivSIOp"),
    ("arith.index_castui", "IndexCastUIOp"),
    ("arith.maxnumf", "MaxNumFOp"),
    ("arith.maxsi", "MaxSIOp"),
    ("arith.maxui", "MaxUIOp"),
    ("arith.maximumf", "MaximumFOp"),
    ("arith.minnumf", "MinNumFOp"),
    ("arith.minsi", "MinSIOp"),
    ("arith.minui", "MinUIOp"),
    ("arith.minimumf", "MinimumFOp"),
    ("arith.mulf", "MulFOp"),
    ("arith.muli", "MulIOp"),
    ("arith.mulsi_extended", "MulSIExtendedOp"),
    ("arith.mului_extended", "MulUIExtendedOp"),
    ("arith.negf", "NegFOp"),
    ("arith.ori", "OrIOp"),
    ("arith.remf", "RemFOp"),
    ("arith.remsi", "RemSIOp"),
    ("arith.remui", "RemUIOp"),
    ("arith.sitofp", "SIToFPOp"),
    ("arith.scaling_extf", "ScalingExtFOp"),
    ("arith.scaling_truncf", "ScalingTruncFOp"),
    ("arith.shli", "ShLIOp"),
    ("arith.shrsi", "ShRSIOp"),
    ("arith.shrui", "ShRUIOp"),
    ("arith.subf", "SubFOp"),
    ("arith.subi", "SubIOp"),
    ("arith.truncf", "TruncFOp"),
    ("arith.trunci", "TruncIOp"),
    ("arith.uitofp", "UIToFPOp"),
    ("arith.xori", "XOrIOp"),
    ("scf.forall.in_parallel", "InParallelOp"),
    ("cf.br", "BranchOp"),
    ("cf.cond_br", "CondBranchOp"),
    ("memref.atomic_rmw", "AtomicRMWOp"),
    ("memref.generic_atomic_rmw", "GenericAtomicRMWOp"),
    ("memref.subview", "SubViewOp"),
    ("math.absf", "AbsFOp"),
    ("math.absi", "AbsIOp"),
    ("math.clampf", "ClampFOp"),
    ("math.copysign", "CopySignOp"),
    ("math.ctlz", "CountLeadingZerosOp"),
    ("math.cttz", "CountTrailingZerosOp"),
    ("math.ctpop", "CtPopOp"),
    ("math.expm1", "ExpM1Op"),
    ("math.fpowi", "FPowIOp"),
    ("math.ipowi", "IPowIOp"),
    ("math.isfinite", "IsFiniteOp"),
    ("math.isinf", "IsInfOp"),
    ("math.isnan", "IsNaNOp"),
    ("math.isnormal", "IsNormalOp"),
    ("math.powf", "PowFOp"),
    ("math.roundeven", "RoundEvenOp"),
    ("index.casts", "CastSOp"),
    ("index.castu", "CastUOp"),
    ("index.ceildivs", "CeilDivSOp"),
    ("index.ceildivu", "CeilDivUOp"),
    ("index.divs", "DivSOp"),
    ("index.divu", "DivUOp"),
    ("index.floordivs", "FloorDivSOp"),
    ("index.maxs", "MaxSOp"),
    ("index.maxu", "MaxUOp"),
    ("index.mins", "MinSOp"),
    ("index.minu", "MinUOp"),
    ("index.rems", "RemSOp"),
    ("index.remu", "RemUOp"),
    ("index.shrs", "ShrSOp"),
    ("index.shru", "ShrUOp"),
    ("index.sizeof", "SizeOfOp"),
    ("index.xor", "XOrOp"),
];

/// Names upstream's generator suffixes with `_` (Python keywords, and
/// names the generated classes and modules use themselves).
const RESERVED: &[&str] = &[
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
    "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda",
    "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield", "print", "type",
    "operands", "results", "regions", "attributes", "operation",
];

/// `name`, or `name_` if reserved.
fn sanitize(name: &str) -> String {
    if RESERVED.contains(&name) {
        format!("{name}_")
    } else {
        name.to_string()
    }
}

/// The class name of `op` (ODS's def name without the dialect prefix).
fn class_name(op: &str) -> String {
    if let Some((_, c)) = CLASS_NAMES.iter().find(|(o, _)| *o == op) {
        return c.to_string();
    }
    let mnemonic = op.split_once('.').map_or(op, |(_, m)| m);
    let mut out = String::new();
    for part in mnemonic.split(['.', '_']) {
        let mut chars = part.chars();
        if let Some(c) = chars.next() {
            out.extend(c.to_uppercase());
            out.push_str(chars.as_str());
        }
    }
    out + "Op"
}

/// The ODS name of an attribute's constraint: the key of the attribute
/// builder that turns a Python value into it (`AttrBuilder.get(...)`).
fn attr_kind(op: &OpDef, a: &AttrDef) -> Result<String, String> {
    let c = &a.constraint;
    if let AttrSyntax::Dialect(def) = &c.syntax {
        if !def.ods_name.is_empty() {
            return Ok(def.ods_name.to_string());
        }
    }
    if let AttrSyntax::Enum(e) = &c.syntax {
        return Ok(String::from(match e.cpp_name {
            "::mlir::arith::CmpIPredicate" => "Arith_CmpIPredicateAttr",
            "::mlir::arith::CmpFPredicate" => "Arith_CmpFPredicateAttr",
            "::mlir::arith::AtomicRMWKind" => "AtomicRMWKindAttr",
            "::mlir::arith::FastMathFlags" => "Arith_FastMathAttr",
            "::mlir::arith::IntegerOverflowFlags" => "Arith_IntegerOverflowAttr",
            "::mlir::arith::RoundingMode" => "Arith_RoundingModeAttr",
            "::mlir::index::IndexCmpPredicate" => "IndexCmpPredicateAttr",
            other => return Err(format!("{}: attribute '{}': no ODS name for enum {other}", op.name, a.name)),
        }));
    }
    let d: &str = &c.description;
    Ok(String::from(match d {
        "string attribute" if matches!(c.syntax, AttrSyntax::SymbolName) => "SymbolNameAttr",
        "string attribute" => "StrAttr",
        "unit attribute" => "UnitAttr",
        "bool attribute" => "BoolAttr",
        "index attribute" => "IndexAttr",
        "any attribute" => "AnyAttr",
        "any type attribute" => "TypeAttr",
        "type attribute of function type" => "TypeAttr",
        "memref type attribute" => "MemRefTypeAttr",
        "i32 dense array attribute" => "DenseI32ArrayAttr",
        "i64 dense array attribute" => "DenseI64ArrayAttr",
        "Array of dictionary attributes" => "DictArrayAttr",
        "Array of 64-bit integer array attributes" => "IndexListArrayAttr",
        "string array attribute" => "StrArrayAttr",
        "flat symbol reference attribute" => "FlatSymbolRefAttr",
        "symbol reference attribute" => "SymbolRefAttr",
        "integer elements attribute" => "AnyIntElementsAttr",
        "AffineMap attribute" => "AffineMapAttr",
        "TypedAttr instance" => "TypedAttrInterface",
        "PoisonAttrInterface instance" => "UB_PoisonAttrInterface",
        "Device Mapping array attribute" => "DeviceMappingArrayAttr",
        "Floating point fast math flags" => "Arith_FastMathAttr",
        "Integer overflow arith flags" => "Arith_IntegerOverflowAttr",
        "Floating point rounding mode" => "Arith_RoundingModeAttr",
        "index comparison predicate kind" => "IndexCmpPredicateAttr",
        // `ConfinedAttr<I32Attr, ...>` and friends: the base's name.
        _ if d.starts_with("32-bit signless integer attribute") => "I32Attr",
        _ if d.starts_with("64-bit signless integer attribute") => "I64Attr",
        _ => return Err(format!("{}: attribute '{}': no ODS name for constraint '{d}'", op.name, a.name)),
    }))
}

/// Whether upstream's generator builds `op` with inferred result types
/// (`results=None` keyword): `SameOperandsAndResultType` or
/// `FirstAttrDerivedResultType` without variable-length results, or
/// `InferTypeOpInterface` without regions.
fn infers(op: &OpDef) -> bool {
    let fixed_results = op.results.iter().all(|r| r.arity == Arity::Single);
    (op.has_trait("SameOperandsAndResultType") && fixed_results)
        || (op.interface::<InferTypeOpInterface>().is_some() && op.regions.is_empty())
}

/// The `define_op` call of `op` (one line).
fn define_op(op: &OpDef) -> Result<String, String> {
    let mut args = Vec::new();
    for a in &op.arguments {
        match *a {
            Argument::Operand(i) => {
                let v = &op.operands[i];
                let mark = match v.arity {
                    Arity::Single => "",
                    Arity::Optional => "?",
                    Arity::Variadic | Arity::VariadicOfVariadic(_) => "*",
                };
                args.push(format!("{}{mark}", sanitize(&v.name)));
            }
            Argument::Attribute(i) => {
                let a = &op.attributes[i];
                let py = sanitize(&a.name);
                let rename = if py == *a.name { String::new() } else { format!("|{py}") };
                let opt = if a.optional { "?" } else { "" };
                args.push(format!("@{}{rename}:{}{opt}", a.name, attr_kind(op, a)?));
            }
        }
    }
    for s in &op.successors {
        args.push(format!("^{}{}", sanitize(&s.name), if s.variadic { "*" } else { "" }));
    }
    // (An unnamed result is `""`.)
    let results: Vec<String> = op
        .results
        .iter()
        .map(|r| format!("{}{}", sanitize(&r.name), if r.arity == Arity::Single { "" } else { "*" }))
        .collect();
    let quote = |v: &[String]| v.iter().map(|s| format!("\"{s}\"")).collect::<Vec<_>>().join(", ");
    let mut line = format!(
        "_define_op(_Dialect, \"{}\", \"{}\", [{}], [{}]",
        class_name(&op.name),
        op.name,
        quote(&args),
        quote(&results)
    );
    let fixed_regions: Vec<String> = op.regions.iter().filter(|r| !r.variadic).map(|r| sanitize(&r.name)).collect();
    let variadic: Vec<_> = op.regions.iter().filter(|r| r.variadic).collect();
    if !fixed_regions.is_empty() {
        let _ = write!(line, ", regions=[{}]", quote(&fixed_regions));
    }
    match variadic.as_slice() {
        [] => {}
        [r] => {
            let _ = write!(line, ", variadic_region=\"{}\"", r.name);
        }
        _ => return Err(format!("{}: more than one variadic region", op.name)),
    }
    if infers(op) {
        line.push_str(", infer=True");
    }
    if op.has_trait("AttrSizedOperandSegments") {
        line.push_str(", segments=True");
    }
    if op.trait_list.iter().any(|t| matches!(t, Trait::AttrSizedResultSegments)) {
        return Err(format!("{}: result segments are not supported", op.name));
    }
    let mnemonic = op.name.split_once('.').map_or(&*op.name, |(_, m)| m).replace('.', "_");
    let snake = sanitize(&mnemonic);
    if snake != mnemonic {
        let _ = write!(line, ", snake=\"{snake}\"");
    }
    line.push_str(", module_globals=_g)");
    Ok(line)
}

/// The text of `_<ns>_ops_gen.py` for `dialect`.
pub fn module_text(dialect: &DialectSpec) -> Result<String, String> {
    let def = dialect.def();
    let ns = dialect.namespace;
    let mut out = format!(
        "\"\"\"The op classes of the {ns} dialect, generated by `cargo xtask python-ops` from\n\
         oxmlir's definitions of its operations (crates/ir/src/dialects): do not edit.\"\"\"\n\
         from ._ods_common import make_dialect as _make_dialect, define_op as _define_op\n\n\
         _Dialect = _make_dialect(\"{ns}\")\n\
         _g = globals()\n\n"
    );
    let mut ops: Vec<_> = def.ops.iter().collect();
    ops.sort_by(|a, b| a.name.cmp(&b.name));
    for op in ops {
        out.push_str(&define_op(op)?);
        out.push('\n');
    }
    Ok(out)
}

/// Where the generated module of `ns` lives under the workspace `root`.
pub fn module_path(root: &Path, ns: &str) -> PathBuf {
    root.join("python").join("mlir").join("dialects").join(format!("_{ns}_ops_gen.py"))
}

/// Writes (or, with `check`, compares) every dialect's generated module.
pub fn run(root: &Path, check: bool) -> Result<(), String> {
    let mut stale = Vec::new();
    for d in oxmlir_ir::dialects::ALL {
        let text = module_text(d)?;
        let path = module_path(root, d.namespace);
        let old = std::fs::read_to_string(&path).unwrap_or_default();
        if old == text {
            continue;
        }
        if check {
            stale.push(path.display().to_string());
        } else {
            std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
        }
    }
    if stale.is_empty() {
        Ok(())
    } else {
        Err(format!("not what `cargo xtask python-ops` writes now: {}", stale.join(", ")))
    }
}

#[cfg(test)]
mod tests {
    /// The committed modules are what the generator writes from the
    /// definitions now (run `cargo xtask python-ops` after changing them).
    #[test]
    fn python_ops_are_current() {
        super::run(&crate::workspace_root(), true).unwrap();
    }

    /// Upstream's naming: mnemonics in CamelCase, keywords suffixed.
    #[test]
    fn names() {
        assert_eq!(super::class_name("scf.execute_region"), "ExecuteRegionOp");
        assert_eq!(super::class_name("arith.addi"), "AddIOp");
        assert_eq!(super::sanitize("in"), "in_");
        assert_eq!(super::sanitize("input"), "input");
    }
}
