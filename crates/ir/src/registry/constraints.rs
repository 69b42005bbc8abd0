//! Constraints on the parts of an operation: what type an operand or
//! result may have, what attribute an attribute slot may hold, what shape a
//! region must have. Each carries upstream's description, which is what
//! the verifier quotes (`operand #0 must be <description>, but got 'i32'`).
//!
//! A constraint is a predicate plus its description; predicates are plain
//! functions for the definitions written in Rust and closures for the ones
//! made at run time (IRDL), so both are [`Pred`]s.

use std::borrow::Cow;
use std::sync::Arc;

use crate::attrs::{AttrData, Attribute};
use crate::context::Context;
use crate::types::{Type, TypeData};

/// A predicate closure (definitions made at run time).
pub type DynPred<T> = Arc<dyn Fn(&Context, T) -> bool + Send + Sync>;

/// A predicate over `T` in a context: a function or a closure.
pub enum Pred<T> {
    /// Always true.
    Any,
    /// A plain function.
    Fn(fn(&Context, T) -> bool),
    /// A closure (definitions made at run time).
    Dyn(DynPred<T>),
}

impl<T> Clone for Pred<T> {
    fn clone(&self) -> Self {
        match self {
            Pred::Any => Pred::Any,
            Pred::Fn(f) => Pred::Fn(*f),
            Pred::Dyn(f) => Pred::Dyn(f.clone()),
        }
    }
}

impl<T> Pred<T> {
    /// Evaluates the predicate.
    #[inline]
    pub fn test(&self, cx: &Context, x: T) -> bool {
        match self {
            Pred::Any => true,
            Pred::Fn(f) => f(cx, x),
            Pred::Dyn(f) => f(cx, x),
        }
    }
}

/// A constraint on a type (ODS `TypeConstraint`).
#[derive(Clone)]
pub struct TypeConstraint {
    /// Upstream's description (`any type`, `function type`, ...).
    pub description: Cow<'static, str>,
    /// The predicate.
    pub pred: Pred<Type>,
    /// The one type the constraint allows, when it is buildable (ODS
    /// `BuildableType`: the format need not write it).
    pub builder: Option<fn(&Context) -> Type>,
    /// The type class the constraint stands for, when it is one
    /// (`builtin.function`): the declarative format checks a parsed type
    /// against it (`invalid kind of type specified`).
    pub class: Option<&'static str>,
}

impl TypeConstraint {
    /// A constraint from a description and a function.
    pub const fn new(description: &'static str, pred: fn(&Context, Type) -> bool) -> Self {
        TypeConstraint { description: Cow::Borrowed(description), pred: Pred::Fn(pred), builder: None, class: None }
    }

    /// A constraint that is a type class (`builtin.function`).
    pub const fn class(description: &'static str, class: &'static str, pred: fn(&Context, Type) -> bool) -> Self {
        TypeConstraint { description: Cow::Borrowed(description), pred: Pred::Fn(pred), builder: None, class: Some(class) }
    }

    /// A constraint satisfied by exactly one buildable type.
    pub const fn buildable(description: &'static str, pred: fn(&Context, Type) -> bool, builder: fn(&Context) -> Type) -> Self {
        TypeConstraint { description: Cow::Borrowed(description), pred: Pred::Fn(pred), builder: Some(builder), class: None }
    }

    /// Any type (`AnyType`).
    pub const fn any() -> Self {
        TypeConstraint { description: Cow::Borrowed("any type"), pred: Pred::Any, builder: None, class: None }
    }

    /// Whether the constraint accepts every type.
    pub fn is_any(&self) -> bool {
        matches!(self.pred, Pred::Any)
    }

    /// Whether `ty` satisfies the constraint.
    #[inline]
    pub fn accepts(&self, cx: &Context, ty: Type) -> bool {
        self.pred.test(cx, ty)
    }
}

/// How the declarative format writes an attribute bound to `$name`.
#[derive(Clone)]
pub enum AttrSyntax {
    /// As any attribute (`printAttribute` / `parseAttribute`).
    Plain,
    /// A unit attribute: present or absent, written by the optional group
    /// it anchors.
    Unit,
    /// A symbol name, `@name` (`SymbolNameAttr`).
    SymbolName,
    /// Written without its type, which is known (`printAttributeWithoutType`
    /// / `parseAttribute(type)`): typed integer attributes and the like.
    Typed(fn(&Context) -> Type),
    /// An attribute of a dialect's own kind, written stripped: its body
    /// without `#dialect.mnemonic` (`printStrippedAttrOrType`).
    Dialect(std::sync::Arc<crate::registry::attr_type::AttrTypeDef>),
    /// An enum attribute, written as its case's keyword (or string).
    Enum(&'static crate::registry::enums::EnumDef),
}

/// A constraint on an attribute (ODS `Attr`): its storage class (what a
/// property of this kind can hold at all) and its full predicate.
#[derive(Clone)]
pub struct AttrConstraint {
    /// Upstream's description (`string attribute`, ...).
    pub description: Cow<'static, str>,
    /// Whether the property's storage can hold the attribute (upstream's
    /// `dyn_cast` to the storage class when an inherent attribute is set).
    pub storage: fn(&AttrData) -> bool,
    /// The full predicate (checked by the verifier).
    pub pred: Pred<Attribute>,
    /// How the declarative format writes it.
    pub syntax: AttrSyntax,
}

impl AttrConstraint {
    /// A constraint whose predicate is its storage check.
    pub const fn of_storage(description: &'static str, storage: fn(&AttrData) -> bool) -> Self {
        AttrConstraint { description: Cow::Borrowed(description), storage, pred: Pred::Any, syntax: AttrSyntax::Plain }
    }

    /// A constraint whose predicate is its storage check, written with
    /// `syntax` by the declarative format.
    pub const fn of_storage_with(description: &'static str, storage: fn(&AttrData) -> bool, syntax: AttrSyntax) -> Self {
        AttrConstraint { description: Cow::Borrowed(description), storage, pred: Pred::Any, syntax }
    }

    /// A constraint with a storage check and a further predicate.
    pub const fn new(
        description: &'static str,
        storage: fn(&AttrData) -> bool,
        pred: fn(&Context, Attribute) -> bool,
    ) -> Self {
        AttrConstraint { description: Cow::Borrowed(description), storage, pred: Pred::Fn(pred), syntax: AttrSyntax::Plain }
    }

    /// An attribute of the dialect kind `def` (`description` as ODS's
    /// summary), written stripped by the declarative format.
    pub fn of_dialect(description: &'static str, def: std::sync::Arc<crate::registry::attr_type::AttrTypeDef>) -> Self {
        let want = def.clone();
        AttrConstraint {
            description: Cow::Borrowed(description),
            storage: |d| matches!(d, AttrData::Dialect { .. }),
            pred: Pred::Dyn(std::sync::Arc::new(move |cx, a| {
                matches!(cx.try_attr_data(a), Some(AttrData::Dialect { def, .. }) if std::sync::Arc::ptr_eq(&def.0, &want))
            })),
            syntax: AttrSyntax::Dialect(def),
        }
    }

    /// Whether the property's storage can hold `attr` (an enum's storage
    /// holds its cases only, as upstream's enum properties).
    pub fn storage_accepts(&self, cx: &Context, attr: Attribute) -> bool {
        let Some(d) = cx.try_attr_data(attr) else { return false };
        if !(self.storage)(d) {
            return false;
        }
        match &self.syntax {
            AttrSyntax::Enum(e) => e.value(cx, attr).is_some_and(|v| e.stringify(v).is_some()),
            _ => true,
        }
    }

    /// Whether `attr` satisfies the constraint.
    pub fn accepts(&self, cx: &Context, attr: Attribute) -> bool {
        self.storage_accepts(cx, attr) && self.pred.test(cx, attr)
    }
}

/// A constraint on a region (ODS `Region`).
#[derive(Clone)]
pub struct RegionConstraint {
    /// Upstream's description (`any region`, `region with 1 blocks`).
    pub description: Cow<'static, str>,
    /// Exactly this many blocks, if constrained (`SizedRegion<n>`).
    pub blocks: Option<u32>,
    /// At most this many blocks (`MaxSizedRegion<n>`).
    pub max_blocks: Option<u32>,
}

impl RegionConstraint {
    /// Any region (`AnyRegion`).
    pub const fn any() -> Self {
        RegionConstraint { description: Cow::Borrowed("any region"), blocks: None, max_blocks: None }
    }

    /// A region with exactly `n` blocks (`SizedRegion<n>`).
    pub fn sized(n: u32) -> Self {
        RegionConstraint { description: format!("region with {n} blocks").into(), blocks: Some(n), max_blocks: None }
    }

    /// A region with at most `n` blocks (`MaxSizedRegion<n>`).
    pub fn max_sized(n: u32) -> Self {
        RegionConstraint { description: format!("region with at most {n} blocks").into(), blocks: None, max_blocks: Some(n) }
    }

    /// Whether a region with `blocks` blocks satisfies the constraint.
    pub fn accepts(&self, blocks: usize) -> bool {
        self.blocks.is_none_or(|n| blocks == n as usize) && self.max_blocks.is_none_or(|n| blocks <= n as usize)
    }
}

// ---------------------------------------------------------------------------
// Common constraints.
// ---------------------------------------------------------------------------

/// `FunctionType`.
pub const FUNCTION_TYPE: TypeConstraint = TypeConstraint::class("function type", "builtin.function", |cx, t| {
    matches!(cx.try_type_data(t), Some(TypeData::Function { .. }))
});

/// `Index`.
pub const INDEX: TypeConstraint =
    TypeConstraint::buildable("index", |cx, t| matches!(cx.try_type_data(t), Some(TypeData::Index)), |cx| cx.index_type());

fn is_string(d: &AttrData) -> bool {
    matches!(d, AttrData::String { .. })
}

fn is_unit(d: &AttrData) -> bool {
    matches!(d, AttrData::Unit)
}

fn is_type(d: &AttrData) -> bool {
    matches!(d, AttrData::Type(_))
}

fn is_array(d: &AttrData) -> bool {
    matches!(d, AttrData::Array(_))
}

fn is_symbol_ref(d: &AttrData) -> bool {
    matches!(d, AttrData::SymbolRef { .. })
}

/// `StrAttr`.
pub const STR_ATTR: AttrConstraint = AttrConstraint::of_storage("string attribute", is_string);

/// `SymbolNameAttr`.
pub const SYMBOL_NAME_ATTR: AttrConstraint =
    AttrConstraint::of_storage_with("string attribute", is_string, AttrSyntax::SymbolName);

/// `UnitAttr`.
pub const UNIT_ATTR: AttrConstraint = AttrConstraint::of_storage_with("unit attribute", is_unit, AttrSyntax::Unit);

fn is_flat_symbol_ref(d: &AttrData) -> bool {
    matches!(d, AttrData::SymbolRef { nested, .. } if nested.is_empty())
}

/// `FlatSymbolRefAttr` (its storage class is the flat reference itself).
pub const FLAT_SYMBOL_REF_ATTR: AttrConstraint =
    AttrConstraint::of_storage("flat symbol reference attribute", is_flat_symbol_ref);

/// `SymbolRefAttr`.
pub const SYMBOL_REF_ATTR: AttrConstraint = AttrConstraint::of_storage("symbol reference attribute", is_symbol_ref);

/// `TypeAttrOf<FunctionType>`.
pub const FUNCTION_TYPE_ATTR: AttrConstraint =
    AttrConstraint::new("type attribute of function type", is_type, |cx, a| match cx.try_attr_data(a) {
        Some(AttrData::Type(t)) => FUNCTION_TYPE.accepts(cx, *t),
        _ => false,
    });

/// `TypeAttr`.
pub const TYPE_ATTR: AttrConstraint = AttrConstraint::of_storage("any type attribute", is_type);

/// `DictArrayAttr`: an array of dictionaries.
pub const DICT_ARRAY_ATTR: AttrConstraint =
    AttrConstraint::new("Array of dictionary attributes", is_array, |cx, a| match cx.try_attr_data(a) {
        Some(AttrData::Array(items)) => {
            items.iter().all(|&i| matches!(cx.try_attr_data(i), Some(AttrData::Dictionary(_))))
        }
        _ => false,
    });

/// Any attribute (`AnyAttr`).
pub const ANY_ATTR: AttrConstraint = AttrConstraint::of_storage("any attribute", |_| true);

/// `DenseI32ArrayAttr` (segment sizes).
pub const DENSE_I32_ARRAY_ATTR: AttrConstraint = AttrConstraint::new(
    "i32 dense array attribute",
    |d| matches!(d, AttrData::DenseArray(_)),
    |cx, a| match cx.try_attr_data(a) {
        Some(AttrData::DenseArray(d)) => {
            matches!(cx.try_type_data(d.elem), Some(TypeData::Integer { width: 32, signedness: crate::types::Signedness::Signless }))
        }
        _ => false,
    },
);

/// `DenseI64ArrayAttr`.
pub const DENSE_I64_ARRAY_ATTR: AttrConstraint = AttrConstraint::new(
    "i64 dense array attribute",
    |d| matches!(d, AttrData::DenseArray(_)),
    |cx, a| match cx.try_attr_data(a) {
        Some(AttrData::DenseArray(d)) => {
            matches!(cx.try_type_data(d.elem), Some(TypeData::Integer { width: 64, signedness: crate::types::Signedness::Signless }))
        }
        _ => false,
    },
);

/// The elements of an `i64` dense array attribute.
pub fn i64_array(cx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match cx.try_attr_data(a)? {
        AttrData::DenseArray(d) if d.raw.len() == d.len as usize * 8 => {
            Some(d.raw.chunks_exact(8).map(|c| i64::from_le_bytes(c.try_into().unwrap_or([0; 8]))).collect())
        }
        _ => None,
    }
}

/// The elements of an `i32` dense array attribute.
pub fn i32_array(cx: &Context, a: Attribute) -> Option<Vec<i32>> {
    match cx.try_attr_data(a)? {
        AttrData::DenseArray(d) if d.raw.len() == d.len as usize * 4 => {
            Some(d.raw.chunks_exact(4).map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect())
        }
        _ => None,
    }
}
