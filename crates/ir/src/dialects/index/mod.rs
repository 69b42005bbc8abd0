//! The `index` dialect (integer arithmetic on `index` values), as
//! definitions: the binary operations, `index.casts` / `index.castu`,
//! `index.cmp` with its `#index<cmp_predicate ...>` attribute,
//! `index.constant`, `index.bool.constant` and `index.sizeof`, with their
//! folders and canonicalization patterns.

mod canonicalize;
mod fold;

use crate::context::Context;
use crate::registry::attr_type::AttrTypeDef;
use crate::registry::constraints::{AttrConstraint, AttrSyntax, BOOL_ATTR, I1, INDEX, INDEX_ATTR, INTEGER_OR_INDEX};
use crate::registry::enums::EnumDef;
use crate::registry::{CanonicalizeFn, DialectDef, DialectSpec, FoldFn, OpDef, Trait};
use crate::types::{Type, TypeData};
use crate::view::OpView;

/// The index dialect.
pub static DIALECT: DialectSpec = DialectSpec::new("index", build);

/// `IndexCmpPredicate`.
pub static CMP_PREDICATE: EnumDef = EnumDef {
    cpp_name: "::mlir::index::IndexCmpPredicate",
    cases: super::arith::INTEGER_PREDICATE_CASES,
    bits: None,
    width: 32,
};

/// A binary operation: name, summary, whether commutative, folder and
/// canonicalization patterns.
type Binary = (&'static str, &'static str, bool, FoldFn, Option<CanonicalizeFn>);

/// The binary operations.
const BINARY: &[Binary] = &[
    ("index.add", "index addition", true, fold::fold_add, Some(|p| canonicalize::add_associative(p, "index.add"))),
    ("index.and", "index bitwise and", true, |f| fold::unchecked(f, fold::and), Some(|p| canonicalize::add_associative(p, "index.and"))),
    ("index.ceildivs", "index signed ceil division", false, |f| fold::checked(f, fold::ceildivs), None),
    ("index.ceildivu", "index unsigned ceil division", false, |f| fold::checked(f, fold::ceildivu), None),
    ("index.divs", "index signed division", false, |f| fold::checked(f, fold::divs), None),
    ("index.divu", "index unsigned division", false, |f| fold::checked(f, fold::divu), None),
    ("index.floordivs", "index signed floor division", false, |f| fold::checked(f, fold::floordivs), None),
    ("index.maxs", "index signed maximum", true, |f| fold::checked(f, fold::maxs), Some(|p| canonicalize::add_associative(p, "index.maxs"))),
    ("index.maxu", "index unsigned maximum", true, |f| fold::checked(f, fold::maxu), Some(|p| canonicalize::add_associative(p, "index.maxu"))),
    ("index.mins", "index signed minimum", true, |f| fold::checked(f, fold::mins), Some(|p| canonicalize::add_associative(p, "index.mins"))),
    ("index.minu", "index unsigned minimum", true, |f| fold::checked(f, fold::minu), Some(|p| canonicalize::add_associative(p, "index.minu"))),
    ("index.mul", "index multiplication", true, fold::fold_mul, Some(|p| canonicalize::add_associative(p, "index.mul"))),
    ("index.or", "index bitwise or", true, |f| fold::unchecked(f, fold::or), Some(|p| canonicalize::add_associative(p, "index.or"))),
    ("index.rems", "index signed remainder", false, |f| fold::checked(f, fold::rems), None),
    ("index.remu", "index unsigned remainder", false, |f| fold::checked(f, fold::remu), None),
    ("index.shl", "index shift left", false, |f| fold::unchecked(f, fold::shl), None),
    ("index.shrs", "signed index shift right", false, |f| fold::checked(f, fold::shrs), None),
    ("index.shru", "unsigned index shift right", false, |f| fold::checked(f, fold::shru), None),
    ("index.sub", "index subtraction", false, fold::fold_sub, None),
    ("index.xor", "index bitwise xor", true, |f| fold::unchecked(f, fold::xor), Some(|p| canonicalize::add_associative(p, "index.xor"))),
];

/// The casts: name, summary and folder.
const CASTS: &[(&str, &str, FoldFn)] =
    &[("index.casts", "index signed cast", fold::fold_casts), ("index.castu", "index unsigned cast", fold::fold_castu)];

/// The casts' `areCastCompatible`: exactly one side is `index`.
fn cast_compatible(cx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    let is_index = |t: &[Type]| t.first().is_some_and(|&t| matches!(cx.try_type_data(t), Some(TypeData::Index)));
    is_index(inputs) != is_index(outputs)
}

/// `idx<N>` for `index.constant`, `true` / `false` for
/// `index.bool.constant` (`getAsmResultNames`).
fn constant_name(v: OpView<'_>, set: &mut dyn FnMut(usize, &str)) {
    let Some((value, ty)) = v.inherent("value").and_then(|a| v.cx.integer_attr_value(a)) else { return };
    match v.cx.try_type_data(ty) {
        Some(TypeData::Index) => set(0, &format!("idx{}", value.sext_i64(64))),
        _ => set(0, if value.is_zero() { "false" } else { "true" }),
    }
}

fn build() -> DialectDef {
    let mut d = DialectDef::new("index").materializer(fold::materialize);
    // ODS's `EnumAttr` with its default `$value` syntax.
    let predicate = d
        .add_attr_type(
            AttrTypeDef::enum_attr("index", "cmp_predicate", "IndexCmpPredicateAttr", &CMP_PREDICATE)
                .summary("index comparison predicate kind")
                .spaced(),
        )
        .expect("fresh dialect");
    for &(name, summary, commutative, folder, canonicalizer) in BINARY {
        let mut traits = vec![Trait::Pure];
        if commutative {
            traits.insert(0, Trait::Commutative);
        }
        let mut op = OpDef::build(name).folder(folder);
        if let Some(c) = canonicalizer {
            op = op.canonicalizer(c);
        }
        d = d.op(op
            .summary(summary)
            .operand("lhs", INDEX)
            .operand("rhs", INDEX)
            .result("result", INDEX)
            .traits(traits)
            .format("$lhs `,` $rhs attr-dict"));
    }
    for &(name, summary, folder) in CASTS {
        d = d.op(OpDef::build(name)
            .folder(folder)
            .summary(summary)
            .operand("input", INTEGER_OR_INDEX)
            .result("output", INTEGER_OR_INDEX)
            .traits([Trait::Pure, Trait::CastOpInterface(cast_compatible)])
            .format("$input attr-dict `:` type($input) `to` type($output)"));
    }
    d.op(OpDef::build("index.cmp")
        .summary("index compare")
        .attr("pred", AttrConstraint::of_dialect("index comparison predicate kind", predicate))
        .operand("lhs", INDEX)
        .operand("rhs", INDEX)
        .result("result", I1)
        .traits([Trait::Pure])
        .folder(fold::fold_cmp)
        .canonicalizer(|p| {
            p.add(canonicalize::CmpOfSubtraction);
        })
        // `` `` `` keeps no space of its own: the spaced predicate brings it.
        .format("`` $pred `(` $lhs `,` $rhs `)` attr-dict"))
        .op(OpDef::build("index.bool.constant")
            .summary("boolean constant")
            .attr("value", BOOL_ATTR)
            .result("result", I1)
            .traits([Trait::ConstantLike, Trait::Pure])
            .result_names(constant_name)
            .folder(fold::fold_constant)
            .format("attr-dict $value"))
        .op(OpDef::build("index.constant")
            .summary("index constant")
            .attr("value", AttrConstraint { syntax: AttrSyntax::Typed(|cx| cx.index_type()), ..INDEX_ATTR })
            .result("result", INDEX)
            .traits([Trait::ConstantLike, Trait::Pure])
            .result_names(constant_name)
            .folder(fold::fold_constant)
            .format("attr-dict $value"))
        .op(OpDef::build("index.sizeof")
            .summary("size in bits of the index type")
            .result("result", INDEX)
            .traits([Trait::Pure])
            .format("attr-dict"))
}
