//! The `index` dialect (integer arithmetic on `index` values), as
//! definitions: the binary operations, `index.casts` / `index.castu`,
//! `index.cmp` with its `#index<cmp_predicate ...>` attribute,
//! `index.constant`, `index.bool.constant` and `index.sizeof`.

use crate::context::Context;
use crate::registry::attr_type::AttrTypeDef;
use crate::registry::constraints::{AttrConstraint, AttrSyntax, BOOL_ATTR, I1, INDEX, INDEX_ATTR, INTEGER_OR_INDEX};
use crate::registry::enums::EnumDef;
use crate::registry::{DialectDef, DialectSpec, OpDef, Trait};
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

/// The binary operations: name, summary, whether commutative.
const BINARY: &[(&str, &str, bool)] = &[
    ("index.add", "index addition", true),
    ("index.and", "index bitwise and", true),
    ("index.ceildivs", "index signed ceil division", false),
    ("index.ceildivu", "index unsigned ceil division", false),
    ("index.divs", "index signed division", false),
    ("index.divu", "index unsigned division", false),
    ("index.floordivs", "index signed floor division", false),
    ("index.maxs", "index signed maximum", true),
    ("index.maxu", "index unsigned maximum", true),
    ("index.mins", "index signed minimum", true),
    ("index.minu", "index unsigned minimum", true),
    ("index.mul", "index multiplication", true),
    ("index.or", "index bitwise or", true),
    ("index.rems", "index signed remainder", false),
    ("index.remu", "index unsigned remainder", false),
    ("index.shl", "index shift left", false),
    ("index.shrs", "signed index shift right", false),
    ("index.shru", "unsigned index shift right", false),
    ("index.sub", "index subtraction", false),
    ("index.xor", "index bitwise xor", true),
];

/// The casts: name and summary.
const CASTS: &[(&str, &str)] = &[("index.casts", "index signed cast"), ("index.castu", "index unsigned cast")];

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
    let mut d = DialectDef::new("index");
    // ODS's `EnumAttr` with its default `$value` syntax.
    let predicate = d
        .add_attr_type(
            AttrTypeDef::enum_attr("index", "cmp_predicate", "IndexCmpPredicateAttr", &CMP_PREDICATE)
                .summary("index comparison predicate kind")
                .spaced(),
        )
        .expect("fresh dialect");
    for &(name, summary, commutative) in BINARY {
        let mut traits = vec![Trait::Pure];
        if commutative {
            traits.insert(0, Trait::Commutative);
        }
        d = d.op(OpDef::build(name)
            .summary(summary)
            .operand("lhs", INDEX)
            .operand("rhs", INDEX)
            .result("result", INDEX)
            .traits(traits)
            .format("$lhs `,` $rhs attr-dict"));
    }
    for &(name, summary) in CASTS {
        d = d.op(OpDef::build(name)
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
        // `` `` `` keeps no space of its own: the spaced predicate brings it.
        .format("`` $pred `(` $lhs `,` $rhs `)` attr-dict"))
        .op(OpDef::build("index.bool.constant")
            .summary("boolean constant")
            .attr("value", BOOL_ATTR)
            .result("result", I1)
            .traits([Trait::ConstantLike, Trait::Pure])
            .result_names(constant_name)
            .format("attr-dict $value"))
        .op(OpDef::build("index.constant")
            .summary("index constant")
            .attr("value", AttrConstraint { syntax: AttrSyntax::Typed(|cx| cx.index_type()), ..INDEX_ATTR })
            .result("result", INDEX)
            .traits([Trait::ConstantLike, Trait::Pure])
            .result_names(constant_name)
            .format("attr-dict $value"))
        .op(OpDef::build("index.sizeof")
            .summary("size in bits of the index type")
            .result("result", INDEX)
            .traits([Trait::Pure])
            .format("attr-dict"))
}
