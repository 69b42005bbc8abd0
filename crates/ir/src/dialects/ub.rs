//! The `ub` dialect (undefined behaviour): the `#ub.poison` attribute,
//! `ub.poison` and `ub.unreachable`, as definitions, with the poison
//! folder and the dialect's constant materializer.

use smallvec::smallvec;

use crate::attrs::{AttrData, Attribute, Location, NamedAttribute};
use crate::context::Context;
use crate::ir::OperationState;
use crate::registry::attr_type::{AttrTypeDef, AttrTypeKind};
use crate::registry::constraints::AttrConstraint;
use crate::registry::{DialectDef, DialectSpec, OpDef, OpFoldResult, Trait, TypeConstraint};
use crate::types::Type;

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

/// Whether `attr` is a poison attribute (implements
/// `PoisonAttrInterface`).
pub fn is_poison(cx: &Context, attr: Attribute) -> bool {
    matches!(cx.try_attr_data(attr), Some(AttrData::Dialect { def, .. }) if def.has_interface(POISON_ATTR_INTERFACE))
}

/// A `ub.poison` of type `ty` holding `value` (upstream's
/// `UBDialect::materializeConstant`, also used by other dialects); `None`
/// if `value` is not a poison attribute.
pub fn materialize_poison(cx: &Context, value: Attribute, ty: Type, loc: Location) -> Option<OperationState> {
    if !is_poison(cx, value) {
        return None;
    }
    let mut st = OperationState::new(cx.op_name(b"ub.poison"), loc);
    st.results.push(ty);
    st.attributes.push(NamedAttribute { name: cx.identifier("value"), value });
    Some(st)
}

fn build() -> DialectDef {
    let mut d = DialectDef::new("ub").materializer(materialize_poison);
    d.add_attr_type(AttrTypeDef::attr("ub", "poison").implements(POISON_ATTR_INTERFACE)).expect("one definition");
    d.op(OpDef::build("ub.poison")
        .summary("Poisoned constant operation.")
        .default_attr("value", POISON_ATTR, default_poison)
        .result("result", TypeConstraint::any())
        .traits([Trait::ConstantLike, Trait::Pure])
        .folder(|f| Some(smallvec![OpFoldResult::Attr(f.view()?.inherent("value")?)]))
        .format("attr-dict (`<` $value^ `>`)? `:` type($result)"))
        .op(OpDef::build("ub.unreachable")
            .summary("Unreachable operation.")
            .traits([Trait::Terminator])
            .format("attr-dict"))
}
