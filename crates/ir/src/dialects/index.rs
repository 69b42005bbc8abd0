//! The `index` dialect (integer arithmetic on `index` values), as
//! definitions: the binary operations, `index.constant`,
//! `index.bool.constant` and `index.sizeof`.
//!
//! Not yet defined: `index.cmp` (its `#index<cmp_predicate ...>` enum
//! attribute), `index.casts` and `index.castu`.

use crate::attrs::AttrData;
use crate::registry::constraints::{AttrConstraint, AttrSyntax, BOOL_ATTR, INDEX};
use crate::registry::{DialectDef, DialectSpec, OpDef, Trait};
use crate::types::{Signedness, TypeData};
use crate::view::OpView;

/// The index dialect.
pub static DIALECT: DialectSpec = DialectSpec::new("index", build);

/// `IndexAttr`.
const INDEX_ATTR: AttrConstraint = AttrConstraint::new(
    "index attribute",
    |d| matches!(d, AttrData::Integer { .. }),
    |cx, a| cx.integer_attr_value(a).is_some_and(|(_, t)| matches!(cx.try_type_data(t), Some(TypeData::Index))),
);

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
    d.op(OpDef::build("index.bool.constant")
        .summary("boolean constant")
        .attr("value", BOOL_ATTR)
        .result("result", crate::registry::TypeConstraint::buildable(
            "1-bit signless integer",
            |cx, t| matches!(cx.try_type_data(t), Some(TypeData::Integer { width: 1, signedness: Signedness::Signless })),
            |cx| cx.int(1),
        ))
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
