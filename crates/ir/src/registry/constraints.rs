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
    /// The C++ class of the constraint's types (ODS `cppType`), as a
    /// check: a type the declarative format parses for it that is not of
    /// the class is `invalid kind of type specified` (upstream's
    /// `parseType(TypeT &)`, naming [`TypeConstraint::class`] if set); the
    /// rest of the constraint is the verifier's. Without it, a `class` is
    /// checked with the whole constraint.
    pub kind: Option<fn(&Context, Type) -> bool>,
}

impl TypeConstraint {
    /// A constraint from a description and a function.
    pub const fn new(description: &'static str, pred: fn(&Context, Type) -> bool) -> Self {
        TypeConstraint { description: Cow::Borrowed(description), pred: Pred::Fn(pred), builder: None, class: None, kind: None }
    }

    /// A constraint that is a type class (`builtin.function`).
    pub const fn class(description: &'static str, class: &'static str, pred: fn(&Context, Type) -> bool) -> Self {
        TypeConstraint { description: Cow::Borrowed(description), pred: Pred::Fn(pred), builder: None, class: Some(class), kind: None }
    }

    /// A constraint on types of a C++ class: `kind` tells the class, which
    /// the declarative format checks when it parses a type (see
    /// [`TypeConstraint::kind`]); `class` names it when the class has its
    /// own parser (`expected builtin.memref, but found ...`).
    pub const fn of_kind(
        description: &'static str,
        class: Option<&'static str>,
        kind: fn(&Context, Type) -> bool,
        pred: fn(&Context, Type) -> bool,
    ) -> Self {
        TypeConstraint { description: Cow::Borrowed(description), pred: Pred::Fn(pred), builder: None, class, kind: Some(kind) }
    }

    /// A constraint satisfied by exactly one buildable type.
    pub const fn buildable(description: &'static str, pred: fn(&Context, Type) -> bool, builder: fn(&Context) -> Type) -> Self {
        TypeConstraint { description: Cow::Borrowed(description), pred: Pred::Fn(pred), builder: Some(builder), class: None, kind: None }
    }

    /// Any type (`AnyType`).
    pub const fn any() -> Self {
        TypeConstraint { description: Cow::Borrowed("any type"), pred: Pred::Any, builder: None, class: None, kind: None }
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
    /// An `i32` dense array written without its `array<i32: ...>`
    /// wrapper, as `[1, 2]` (`DenseI32ArrayAttr`'s own syntax).
    DenseI32Array,
    /// An `i64` dense array, `[1, 2]` (`DenseI64ArrayAttr`'s own syntax).
    DenseI64Array,
    /// A `BoolAttr`, written as any attribute (`true`, `false`); its
    /// storage class holds only `i1` integers.
    Bool,
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
            // A dialect attribute's storage is its own kind.
            AttrSyntax::Dialect(want) => {
                matches!(d, AttrData::Dialect { def, .. } if std::sync::Arc::ptr_eq(&def.0, want))
            }
            // `DenseI32ArrayAttr` / `DenseI64ArrayAttr` are their own
            // storage classes.
            AttrSyntax::DenseI32Array | AttrSyntax::DenseI64Array | AttrSyntax::Bool => self.pred.test(cx, attr),
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

/// `I1`.
pub const I1: TypeConstraint =
    TypeConstraint::buildable("1-bit signless integer", |cx, t| cx.try_type_data(t).is_some_and(is_i1), |cx| cx.int(1));

/// `AnyInteger`.
pub const ANY_INTEGER: TypeConstraint =
    TypeConstraint::class("integer", "builtin.integer", |cx, t| matches!(cx.try_type_data(t), Some(TypeData::Integer { .. })));

/// `AnySignlessIntegerOrIndex`.
pub const SIGNLESS_INTEGER_OR_INDEX: TypeConstraint =
    TypeConstraint::new("signless integer or index", |cx, t| cx.try_type_data(t).is_some_and(is_signless_int_or_index));

/// `AnyTypeOf<[AnyInteger, Index]>`.
pub const INTEGER_OR_INDEX: TypeConstraint = TypeConstraint::new("integer or index", is_int_or_index);

/// `AnyRankedTensor`.
pub const RANKED_TENSOR: TypeConstraint = TypeConstraint::new("ranked tensor of any type values", |cx, t| {
    matches!(cx.try_type_data(t), Some(TypeData::RankedTensor { .. }))
});

/// Whether `t` is an integer (of any signedness) or `index`.
fn is_int_or_index(cx: &Context, t: Type) -> bool {
    matches!(cx.try_type_data(t), Some(TypeData::Integer { .. } | TypeData::Index))
}

/// Whether `a` is an integer attribute whose type satisfies `ty`.
fn is_integer_attr_of(cx: &Context, a: Attribute, ty: fn(&TypeData) -> bool) -> bool {
    cx.integer_attr_value(a).is_some_and(|(_, t)| cx.try_type_data(t).is_some_and(ty))
}

fn is_integer(d: &AttrData) -> bool {
    matches!(d, AttrData::Integer { .. })
}

/// `IndexAttr`.
pub const INDEX_ATTR: AttrConstraint =
    AttrConstraint::new("index attribute", is_integer, |cx, a| is_integer_attr_of(cx, a, |d| matches!(d, TypeData::Index)));

/// `AnyIntElementsAttr`: dense elements of integers or `index`.
pub const ANY_INT_ELEMENTS_ATTR: AttrConstraint = AttrConstraint::new(
    "integer elements attribute",
    |d| matches!(d, AttrData::DenseIntOrFloat(_)),
    |cx, a| match cx.try_attr_data(a) {
        Some(AttrData::DenseIntOrFloat(d)) => cx.ranked_shape(d.ty).is_some_and(|(_, e)| is_int_or_index(cx, e)),
        _ => false,
    },
);

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

/// `StrAttr` (its value type is `none`: a format parses it with that
/// type, so a number is `integer literal not valid for specified type`).
pub const STR_ATTR: AttrConstraint =
    AttrConstraint::of_storage_with("string attribute", is_string, AttrSyntax::Typed(|cx| cx.none_type()));

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

/// `DenseI32ArrayAttr` (segment sizes; `[1, 2]` in a format).
pub const DENSE_I32_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    description: Cow::Borrowed("i32 dense array attribute"),
    storage: |d| matches!(d, AttrData::DenseArray(_)),
    pred: Pred::Fn(|cx, a| match cx.try_attr_data(a) {
        Some(AttrData::DenseArray(d)) => {
            matches!(cx.try_type_data(d.elem), Some(TypeData::Integer { width: 32, signedness: crate::types::Signedness::Signless }))
        }
        _ => false,
    }),
    syntax: AttrSyntax::DenseI32Array,
};

/// `DenseI64ArrayAttr`.
pub const DENSE_I64_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    description: Cow::Borrowed("i64 dense array attribute"),
    storage: |d| matches!(d, AttrData::DenseArray(_)),
    pred: Pred::Fn(|cx, a| match cx.try_attr_data(a) {
        Some(AttrData::DenseArray(d)) => {
            matches!(cx.try_type_data(d.elem), Some(TypeData::Integer { width: 64, signedness: crate::types::Signedness::Signless }))
        }
        _ => false,
    }),
    syntax: AttrSyntax::DenseI64Array,
};

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

// ---------------------------------------------------------------------------
// Shaped-type helpers and ODS's common type constraints
// (`CommonTypeConstraints.td`), shared by the dialects.
// ---------------------------------------------------------------------------

/// The element type of a vector, tensor or memref; the type itself
/// otherwise (upstream's `getElementTypeOrSelf`).
pub fn element_type_or_self(cx: &Context, t: Type) -> Type {
    match cx.try_type_data(t) {
        Some(
            TypeData::Vector { elem, .. }
            | TypeData::RankedTensor { elem, .. }
            | TypeData::UnrankedTensor(elem)
            | TypeData::MemRef { elem, .. }
            | TypeData::UnrankedMemRef { elem, .. },
        ) => *elem,
        _ => t,
    }
}

/// The shape of a shaped type: `Some(None)` for an unranked one, `None`
/// for a type that is not shaped.
pub fn shape_of(cx: &Context, t: Type) -> Option<Option<&[i64]>> {
    match cx.try_type_data(t)? {
        TypeData::Vector { shape, .. } | TypeData::RankedTensor { shape, .. } | TypeData::MemRef { shape, .. } => {
            Some(Some(&shape[..]))
        }
        TypeData::UnrankedTensor(_) | TypeData::UnrankedMemRef { .. } => Some(None),
        _ => None,
    }
}

/// Upstream's `verifyCompatibleShape(a, b)`: both shaped or both not; an
/// unranked one is compatible with any; otherwise equal ranks and each
/// pair of sizes equal or one of them dynamic.
pub fn compatible_shape(cx: &Context, a: Type, b: Type) -> bool {
    match (shape_of(cx, a), shape_of(cx, b)) {
        (None, None) => true,
        (Some(None), Some(_)) | (Some(_), Some(None)) => true,
        (Some(Some(x)), Some(Some(y))) => {
            x.len() == y.len() && x.iter().zip(y).all(|(&p, &q)| p == q || p == crate::types::DYNAMIC || q == crate::types::DYNAMIC)
        }
        _ => false,
    }
}

/// Upstream's `verifyCompatibleShapes(types)`: no type shaped, or every
/// type shaped with the ranked ones of one rank and per dimension at most
/// one static size; scalable vectors only with scalable vectors.
pub fn compatible_shapes(cx: &Context, types: &[Type]) -> bool {
    let shaped = types.iter().filter(|&&t| shape_of(cx, t).is_some()).count();
    if shaped == 0 {
        return true;
    }
    let scalable = |t: Type| matches!(cx.try_type_data(t), Some(TypeData::Vector { scalable, .. }) if scalable.iter().any(|&s| s));
    if types.iter().any(|&t| scalable(t)) && !types.iter().all(|&t| scalable(t)) {
        return false;
    }
    let mut ranked: Vec<&[i64]> = Vec::new();
    for &t in types {
        match shape_of(cx, t) {
            None => return false,
            Some(Some(s)) => ranked.push(s),
            Some(None) => {}
        }
    }
    let Some(first) = ranked.first() else { return true };
    if ranked.iter().any(|s| s.len() != first.len()) {
        return false;
    }
    (0..first.len()).all(|d| {
        let mut fixed = ranked.iter().map(|s| s[d]).filter(|&x| x != crate::types::DYNAMIC);
        match fixed.next() {
            Some(v) => fixed.all(|x| x == v),
            None => true,
        }
    })
}

/// Whether `t` is a vector or a tensor (ranked or not).
pub fn is_vector_or_tensor(cx: &Context, t: Type) -> bool {
    matches!(
        cx.try_type_data(t),
        Some(TypeData::Vector { .. } | TypeData::RankedTensor { .. } | TypeData::UnrankedTensor(_))
    )
}

/// `t` if it satisfies `scalar`, or the element type of a vector or tensor
/// whose element satisfies it (upstream's `getTypeIfLike`); with `memref`,
/// memrefs too (`getTypeIfLikeOrMemRef`).
pub fn scalar_if_like(cx: &Context, t: Type, memref: bool, scalar: impl Fn(&TypeData) -> bool) -> Option<Type> {
    let e = match cx.try_type_data(t)? {
        TypeData::Vector { elem, .. } | TypeData::RankedTensor { elem, .. } | TypeData::UnrankedTensor(elem) => *elem,
        TypeData::MemRef { elem, .. } | TypeData::UnrankedMemRef { elem, .. } if memref => *elem,
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. } => return None,
        _ => t,
    };
    cx.try_type_data(e).filter(|d| scalar(d)).map(|_| e)
}

/// A signless integer (`AnySignlessInteger`'s predicate).
pub fn is_signless_int(d: &TypeData) -> bool {
    matches!(d, TypeData::Integer { signedness: crate::types::Signedness::Signless, .. })
}

/// A signless integer or `index`.
pub fn is_signless_int_or_index(d: &TypeData) -> bool {
    is_signless_int(d) || matches!(d, TypeData::Index)
}

/// A float type (`AnyFloat`).
pub fn is_float(d: &TypeData) -> bool {
    matches!(d, TypeData::Float(_))
}

/// `i1`.
pub fn is_i1(d: &TypeData) -> bool {
    matches!(d, TypeData::Integer { width: 1, signedness: crate::types::Signedness::Signless })
}

/// Whether `t` is a scalar satisfying `scalar`, or a vector (of any rank)
/// or tensor of such (ODS's `X`, `VectorOfAnyRankOf<[X]>`, `TensorOf<[X]>`).
fn like(cx: &Context, t: Type, scalar: fn(&TypeData) -> bool) -> bool {
    scalar_if_like(cx, t, false, scalar).is_some()
}

/// `SignlessIntegerLike` (and `SignlessIntegerLikeOfAnyRank`).
pub const SIGNLESS_INTEGER_LIKE: TypeConstraint =
    TypeConstraint::new("signless-integer-like", |cx, t| like(cx, t, is_signless_int_or_index));

/// `SignlessFixedWidthIntegerLike`: no `index`.
pub const SIGNLESS_FIXED_WIDTH_INTEGER_LIKE: TypeConstraint =
    TypeConstraint::new("signless-fixed-width-integer-like", |cx, t| like(cx, t, is_signless_int));

/// `FloatLike`.
pub const FLOAT_LIKE: TypeConstraint = TypeConstraint::new("floating-point-like", |cx, t| like(cx, t, is_float));

/// `BoolLike` (and `BoolLikeOfAnyRank`).
pub const BOOL_LIKE: TypeConstraint = TypeConstraint::new("bool-like", |cx, t| like(cx, t, is_i1));

/// `SignlessIntegerOrFloatLike`.
pub const SIGNLESS_INTEGER_OR_FLOAT_LIKE: TypeConstraint = TypeConstraint::new("signless-integer-or-float-like", |cx, t| {
    like(cx, t, |d| is_signless_int(d) || is_float(d))
});

/// `TypedAttrInterface`: an attribute with a type.
pub const TYPED_ATTR: AttrConstraint = AttrConstraint::of_storage("TypedAttr instance", |d| {
    matches!(
        d,
        AttrData::Integer { .. }
            | AttrData::Float { .. }
            | AttrData::String { .. }
            | AttrData::Opaque { .. }
            | AttrData::DenseIntOrFloat(_)
            | AttrData::DenseString(_)
            | AttrData::DenseResource { .. }
            | AttrData::Sparse { .. }
    )
});

// ---------------------------------------------------------------------------
// Integer attributes (`I32Attr`, `I64Attr`, `BoolAttr` and their confined
// forms).
// ---------------------------------------------------------------------------

/// The value of `a` if it is an integer attribute of the signless integer
/// type of `width` bits (sign-extended).
pub fn signless_int_attr_value(cx: &Context, a: Attribute, width: u32) -> Option<i64> {
    let (v, t) = cx.integer_attr_value(a)?;
    matches!(cx.try_type_data(t), Some(TypeData::Integer { width: w, signedness: crate::types::Signedness::Signless }) if *w == width)
        .then(|| v.sext_i64(width))
}

/// A signless integer attribute of `width` bits whose value satisfies
/// `pred` (ODS `ConfinedAttr<I<width>Attr, [...]>`), written without its
/// type by the declarative format.
pub const fn confined_int_attr(description: &'static str, width: u32, pred: fn(&Context, Attribute) -> bool) -> AttrConstraint {
    let syntax = match width {
        32 => AttrSyntax::Typed(|cx| cx.int(32)),
        1 => AttrSyntax::Typed(|cx| cx.int(1)),
        _ => AttrSyntax::Typed(|cx| cx.int(64)),
    };
    AttrConstraint { description: Cow::Borrowed(description), storage: is_integer, pred: Pred::Fn(pred), syntax }
}

/// `I32Attr`.
pub const I32_ATTR: AttrConstraint = confined_int_attr("32-bit signless integer attribute", 32, |cx, a| {
    signless_int_attr_value(cx, a, 32).is_some()
});

/// `I64Attr`.
pub const I64_ATTR: AttrConstraint = confined_int_attr("64-bit signless integer attribute", 64, |cx, a| {
    signless_int_attr_value(cx, a, 64).is_some()
});

/// `BoolAttr`.
pub const BOOL_ATTR: AttrConstraint = AttrConstraint {
    description: Cow::Borrowed("bool attribute"),
    storage: is_integer,
    pred: Pred::Fn(|cx, a| signless_int_attr_value(cx, a, 1).is_some()),
    syntax: AttrSyntax::Bool,
};
