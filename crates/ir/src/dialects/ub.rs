//! The `ub` dialect (undefined behaviour): the `#ub.poison` attribute,
//! `ub.poison` and `ub.unreachable`, as definitions.

use crate::attrs::AttrData;
use crate::context::Context;
use crate::registry::attr_type::{AttrTypeDef, AttrTypeKind};
use crate::registry::constraints::AttrConstraint;
use crate::registry::{DialectDef, DialectSpec, OpDef, Trait, TypeConstraint};

/// The ub dialect.
pub static DIALECT: DialectSpec = DialectSpec::new("ub", build);

/// The attribute interface `#ub.poison` implements.
pub const POISON_ATTR_INTERFACE: &str = "PoisonAttrInterface";

/// `PoisonAttrInterface` as an attribute constraint: any attribute whose
/// kind implements the interface.
const POISON_ATTR: AttrConstraint = AttrConstraint::of_storage(
    "PoisonAttrInterface instance",
    |d| matches!(d, AttrData::Dialect { def, .. } if def.has_interface(POISON_ATTR_INTERFACE)),
);

/// `#ub.poison`, the value `ub.poison` holds by default.
fn default_poison(cx: &Context) -> crate::attrs::Attribute {
    let def = DIALECT.def_ref().attr_type(AttrTypeKind::Attr, "poison").expect("defined below");
    cx.dialect_attr(def, &[]).expect("#ub.poison has no parameters")
}

fn build() -> DialectDef {
    let mut d = DialectDef::new("ub");
    d.add_attr_type(AttrTypeDef::attr("ub", "poison").implements(POISON_ATTR_INTERFACE)).expect("one definition");
    d.op(OpDef::build("ub.poison")
        .summary("Poisoned constant operation.")
        .default_attr("value", POISON_ATTR, default_poison)
        .result("result", TypeConstraint::any())
        .traits([Trait::ConstantLike, Trait::Pure])
        .folder(|f| f.view()?.inherent("value").map(|a| smallvec::smallvec![crate::registry::OpFoldResult::Attr(a)]))
        .format("attr-dict (`<` $value^ `>`)? `:` type($result)"))
        .op(OpDef::build("ub.unreachable")
            .summary("Unreachable operation.")
            .traits([Trait::Terminator])
            .format("attr-dict"))
}
