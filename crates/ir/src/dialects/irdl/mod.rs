//! The `irdl` dialect (IR Definition Language): operations that define
//! dialects (`irdl.dialect`, `irdl.operation`, `irdl.type`,
//! `irdl.attribute` and what they hold) and constraints on types and
//! attributes (`irdl.is`, `irdl.base`, `irdl.parametric`, `irdl.any`,
//! `irdl.any_of`, `irdl.all_of`, `irdl.c_pred`), the `!irdl.attribute` /
//! `!irdl.region` handle types and the variadicity attributes, as
//! definitions with upstream 22.1's syntax and verifiers.
//!
//! [`load`] turns the `irdl.dialect` operations of a module into dialect
//! definitions loaded in the context.

pub mod load;
mod syntax;
mod verify;

use std::sync::Arc;

use crate::attrs::Attribute;
use crate::context::Context;
use crate::registry::attr_type::{AttrTypeDef, AttrTypeKind};
use crate::registry::constraints::{AttrConstraint, ANY_ATTR, I32_ATTR, STR_ATTR, SYMBOL_NAME_ATTR, SYMBOL_REF_ATTR, UNIT_ATTR};
use crate::registry::enums::EnumDef;
use crate::registry::interfaces::SymbolUserOpInterface;
use crate::registry::{DialectDef, DialectSpec, OpDef, RegionConstraint, Trait, TypeConstraint};
use crate::types::{Type, TypeData};

pub use load::{build_irdl_dialects, load_irdl_dialects};

/// The irdl dialect.
pub static DIALECT: DialectSpec = DialectSpec::new("irdl", build);

/// ODS's `Variadicity` enum (`single`, `optional`, `variadic`).
pub static VARIADICITY: EnumDef = EnumDef {
    cpp_name: "::mlir::irdl::Variadicity",
    cases: &[("single", 0), ("optional", 1), ("variadic", 2)],
    bits: None,
    width: 32,
};

/// A variadicity, as `VARIADICITY`'s case values.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Variadicity {
    /// Exactly one value.
    Single,
    /// Zero or one value.
    Optional,
    /// Any number of values.
    Variadic,
}

impl Variadicity {
    /// The variadicity of a case value.
    pub fn from_case(v: u64) -> Option<Self> {
        match v {
            0 => Some(Variadicity::Single),
            1 => Some(Variadicity::Optional),
            2 => Some(Variadicity::Variadic),
            _ => None,
        }
    }
}

/// `!irdl.attribute` or `!irdl.region` (`mnemonic`).
fn handle_type(cx: &Context, mnemonic: &str) -> Type {
    let def = DIALECT.def_ref().attr_type(AttrTypeKind::Type, mnemonic).expect("defined below");
    cx.dialect_type(def, &[]).expect("no parameters")
}

/// Whether `t` is the irdl handle type `mnemonic`.
fn is_handle_type(cx: &Context, t: Type, mnemonic: &str) -> bool {
    matches!(cx.try_type_data(t), Some(TypeData::Dialect { def, .. }) if &*def.0.dialect == "irdl" && &*def.0.mnemonic == mnemonic)
}

/// `!irdl.attribute`.
pub fn attribute_type(cx: &Context) -> Type {
    handle_type(cx, "attribute")
}

/// `!irdl.region`.
pub fn region_type(cx: &Context) -> Type {
    handle_type(cx, "region")
}

const ATTRIBUTE_TYPE: TypeConstraint = TypeConstraint::buildable(
    "IRDL handle to an `mlir::Attribute`",
    |cx, t| is_handle_type(cx, t, "attribute"),
    attribute_type,
);

const REGION_TYPE: TypeConstraint =
    TypeConstraint::buildable("IRDL handle to a region definition", |cx, t| is_handle_type(cx, t, "region"), region_type);

/// `StrArrayAttr`.
const STR_ARRAY_ATTR: AttrConstraint = AttrConstraint::new(
    "string array attribute",
    |d| matches!(d, crate::attrs::AttrData::Array(_)),
    |cx, a| {
        matches!(cx.try_attr_data(a), Some(crate::attrs::AttrData::Array(es))
            if es.iter().all(|&e| matches!(cx.try_attr_data(e), Some(crate::attrs::AttrData::String { .. }))))
    },
);

/// `#irdl<variadicity v>`.
pub fn variadicity_attr(cx: &Context, v: Variadicity) -> Attribute {
    let def = DIALECT.def_ref().attr_type(AttrTypeKind::Attr, "variadicity").expect("defined below");
    cx.dialect_attr(def, &[VARIADICITY.attr(cx, v as u64)]).expect("a case")
}

/// `#irdl<variadicity_array[...]>` of `values` (variadicity attributes).
pub fn variadicity_array_attr(cx: &Context, values: &[Attribute]) -> Attribute {
    let def = DIALECT.def_ref().attr_type(AttrTypeKind::Attr, "variadicity_array").expect("defined below");
    cx.dialect_attr(def, &[cx.array_attr(values)]).expect("an array")
}

/// The variadicity a `#irdl<variadicity ...>` holds.
pub fn variadicity_of(cx: &Context, a: Attribute) -> Option<Variadicity> {
    match cx.try_attr_data(a) {
        Some(crate::attrs::AttrData::Dialect { def, params }) if &*def.0.mnemonic == "variadicity" && &*def.0.dialect == "irdl" => {
            Variadicity::from_case(VARIADICITY.value(cx, *params.first()?)?)
        }
        _ => None,
    }
}

/// The variadicities a `#irdl<variadicity_array[...]>` holds.
pub fn variadicities_of(cx: &Context, a: Attribute) -> Option<Vec<Variadicity>> {
    match cx.try_attr_data(a) {
        Some(crate::attrs::AttrData::Dialect { def, params }) if &*def.0.mnemonic == "variadicity_array" && &*def.0.dialect == "irdl" => {
            match cx.try_attr_data(*params.first()?) {
                Some(crate::attrs::AttrData::Array(es)) => es.iter().map(|&e| variadicity_of(cx, e)).collect(),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The parents a constraint operation may have.
const CONSTRAINT_PARENTS: &[&str] = &["irdl.type", "irdl.attribute", "irdl.operation"];

/// A verifier over an [`OpView`](crate::view::OpView) as a `VerifyFn`.
macro_rules! view {
    ($f:path) => {
        |cx, ir, op| crate::view::OpView::new(cx, ir, op).map_or(Err(()), $f)
    };
}

fn symbol() -> Trait {
    Trait::Symbol { optional: false, declaration: |_| false }
}

fn build() -> DialectDef {
    let mut d = DialectDef::new("irdl");
    d.add_attr_type(AttrTypeDef::ty("irdl", "attribute").summary("IRDL handle to an `mlir::Attribute`")).expect("fresh");
    d.add_attr_type(AttrTypeDef::ty("irdl", "region").summary("IRDL handle to a region definition")).expect("fresh");
    let variadicity = d
        .add_attr_type(
            AttrTypeDef::enum_attr("irdl", "variadicity", "VariadicityAttr", &VARIADICITY)
                .summary("A variadicity kind. Can be either 'single', 'optional', or 'variadic'")
                .spaced(),
        )
        .expect("fresh");
    let array = d
        .add_attr_type(
            AttrTypeDef::attr("irdl", "variadicity_array")
                .ods_name("VariadicityArrayAttr")
                .attr_param("value")
                .syntax(syntax::print_variadicity_array, syntax::parse_variadicity_array),
        )
        .expect("fresh");
    let _ = variadicity;
    let variadicity_array = AttrConstraint::of_dialect("", array);
    let body = || RegionConstraint::sized(1);
    let definition = |name: &'static str, summary: &str, children: &'static [&'static str]| {
        OpDef::build(name)
            .summary(summary)
            .attr("sym_name", SYMBOL_NAME_ATTR)
            .region("body", body())
            .traits([
                Trait::HasParent(&["irdl.dialect"]),
                Trait::NoTerminator,
                Trait::NoRegionArguments,
                Trait::Custom(Arc::new(verify::AtMostOneChildOf(children))),
                symbol(),
            ])
            .directive("SingleBlockRegion", syntax::SINGLE_BLOCK_REGION)
            .format("$sym_name attr-dict-with-keyword custom<SingleBlockRegion>($body)")
    };
    let constraint = |name: &'static str, summary: &str| {
        OpDef::build(name).summary(summary).result("output", ATTRIBUTE_TYPE)
    };
    // `irdl.operands` and `irdl.results`.
    let value_list = |name: &'static str, summary: &str| {
        OpDef::build(name)
            .summary(summary)
            .variadic_operand("args", ATTRIBUTE_TYPE)
            .attr("names", STR_ARRAY_ATTR)
            .attr("variadicity", variadicity_array.clone())
            .traits([Trait::HasParent(&["irdl.operation"])])
            .directive("NamedValueListWithVariadicity", syntax::NAMED_VALUE_LIST_WITH_VARIADICITY)
            .format(" `` custom<NamedValueListWithVariadicity>($args, $names, $variadicity) attr-dict")
    };
    // `irdl.any_of` and `irdl.all_of`.
    let combinator = |name: &'static str, summary: &str| {
        constraint(name, summary)
            .variadic_operand("args", ATTRIBUTE_TYPE)
            .traits([
                Trait::Marker("VerifyConstraintInterface"),
                Trait::HasParent(CONSTRAINT_PARENTS),
                Trait::SameOperandsAndResultType,
            ])
            .format(" `(` $args `)` ` ` attr-dict ")
    };
    d.op(OpDef::build("irdl.dialect")
        .summary("Define a new dialect")
        .attr("sym_name", SYMBOL_NAME_ATTR)
        .region("body", body())
        .traits([Trait::IsolatedFromAbove, Trait::NoTerminator, symbol(), Trait::SymbolTable])
        .verifier(view!(verify::dialect))
        .directive("SingleBlockRegion", syntax::SINGLE_BLOCK_REGION)
        .format("$sym_name attr-dict-with-keyword custom<SingleBlockRegion>($body)"))
    .op(definition("irdl.type", "Define a new type", &["irdl.parameters"]).verifier(view!(verify::type_op)))
    .op(definition("irdl.attribute", "Define a new attribute", &["irdl.parameters"]).verifier(view!(verify::attribute_op)))
    .op(OpDef::build("irdl.parameters")
        .summary("Define the constraints on parameters of a type/attribute definition")
        .variadic_operand("args", ATTRIBUTE_TYPE)
        .attr("names", STR_ARRAY_ATTR)
        .traits([Trait::HasParent(&["irdl.attribute", "irdl.type"])])
        .verifier(view!(verify::parameters))
        .directive("NamedValueList", syntax::NAMED_VALUE_LIST)
        .format(" `` custom<NamedValueList>($args, $names) attr-dict "))
    .op(definition(
        "irdl.operation",
        "Define a new operation",
        &["irdl.operands", "irdl.results", "irdl.attributes", "irdl.regions"],
    )
    .verifier(view!(verify::operation))
    .region_verifier(view!(verify::operation_regions)))
    .op(value_list("irdl.operands", "Define the operands of an operation").verifier(view!(verify::operands)))
    .op(value_list("irdl.results", "Define the results of an operation").verifier(view!(verify::results)))
    .op(OpDef::build("irdl.attributes")
        .summary("Define the attributes of an operation")
        .variadic_operand("attributeValues", ATTRIBUTE_TYPE)
        .attr("attributeValueNames", STR_ARRAY_ATTR)
        .traits([Trait::HasParent(&["irdl.operation"])])
        .verifier(view!(verify::attributes))
        .directive("AttributesOp", syntax::ATTRIBUTES_OP)
        .format("custom<AttributesOp>($attributeValues, $attributeValueNames) attr-dict"))
    .op(OpDef::build("irdl.region")
        .summary("Define a region of an operation")
        .variadic_operand("entryBlockArgs", ATTRIBUTE_TYPE)
        .optional_attr("numberOfBlocks", I32_ATTR)
        .optional_attr("constrainedArguments", UNIT_ATTR)
        .result("output", REGION_TYPE)
        .traits([Trait::HasParent(&["irdl.operation"]), Trait::Marker("VerifyRegionInterface")])
        .verifier(view!(verify::region))
        .format(
            "``(`(` $entryBlockArgs $constrainedArguments^ `)`)? \
             ``(` ` `with` `size` $numberOfBlocks^)? attr-dict",
        ))
    .op(OpDef::build("irdl.regions")
        .summary("Define the regions of an operation")
        .variadic_operand("args", REGION_TYPE)
        .attr("names", STR_ARRAY_ATTR)
        .traits([Trait::HasParent(&["irdl.operation"])])
        .verifier(view!(verify::regions))
        .directive("NamedValueList", syntax::NAMED_VALUE_LIST)
        .format(" `` custom<NamedValueList>($args, $names) attr-dict "))
    .op(constraint("irdl.is", "Constraints an attribute/type to be a specific attribute instance")
        .attr("expected", ANY_ATTR)
        .traits([Trait::Marker("VerifyConstraintInterface"), Trait::HasParent(CONSTRAINT_PARENTS), Trait::Pure])
        .format(" $expected ` ` attr-dict "))
    .op(constraint("irdl.base", "Constraints an attribute/type base")
        .optional_attr("base_ref", SYMBOL_REF_ATTR)
        .optional_attr("base_name", STR_ATTR)
        .traits([Trait::Marker("VerifyConstraintInterface"), Trait::HasParent(CONSTRAINT_PARENTS)])
        .interface(SymbolUserOpInterface { verify_symbol_uses: verify::base_symbol_uses })
        .verifier(view!(verify::base))
        .format(" ($base_ref^)? ($base_name^)? ` ` attr-dict"))
    .op(constraint("irdl.parametric", "Constraints an attribute/type base and its parameters")
        .attr("base_type", SYMBOL_REF_ATTR)
        .variadic_operand("args", ATTRIBUTE_TYPE)
        .traits([Trait::Marker("VerifyConstraintInterface"), Trait::HasParent(CONSTRAINT_PARENTS), Trait::Pure])
        .interface(SymbolUserOpInterface { verify_symbol_uses: verify::parametric_symbol_uses })
        .format(" $base_type `<` $args `>` ` ` attr-dict "))
    .op(constraint("irdl.any", "Accept any type or attribute")
        .traits([Trait::Marker("VerifyConstraintInterface"), Trait::HasParent(CONSTRAINT_PARENTS)])
        .format(" attr-dict "))
    .op(combinator("irdl.any_of", "Constraints to the union of the provided constraints"))
    .op(combinator("irdl.all_of", "Constraints to the intersection of the provided constraints"))
    .op(constraint("irdl.c_pred", "Constraints an attribute using a C++ predicate")
        .attr("pred", STR_ATTR)
        .format("$pred ` ` attr-dict"))
}
