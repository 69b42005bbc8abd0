//! Uniqued attributes, including locations and identifiers.
//!
//! As upstream, locations are attributes (`LocationAttr`) and identifiers are
//! string attributes without a type: `mlirIdentifierGet(ctx, "x")` and
//! `mlirStringAttrGet(ctx, "x")` give the same handle.

use crate::affine::{AffineMap, IntegerSet};
use crate::context::Context;
use crate::support::apfloat::ApFloat;
use crate::support::apint::ApInt;
use crate::support::handle::handle_id;
use crate::types::Type;

mod builtin;
pub mod dense;
pub mod dense_array;
mod dense_string;
pub mod elements;
mod location;
mod numeric;
pub mod resources;
pub mod shaped;
mod string_map;
pub mod typeids;

pub use location::*;
pub use typeids::{attr_type_id, location_type_ids};

handle_id! {
    /// A uniqued attribute (`MlirAttribute`); also the representation of
    /// identifiers (`MlirIdentifier`) and locations (`MlirLocation`).
    Attribute
}

/// An identifier: a string attribute without a type.
pub type Identifier = Attribute;

/// A `(name, value)` pair, as in attribute dictionaries.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct NamedAttribute {
    /// The name (an identifier).
    pub name: Identifier,
    /// The value.
    pub value: Attribute,
}

/// The value behind an [`Attribute`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AttrData {
    /// `unit`
    Unit,
    /// `42 : i32`, `true` (an `i1` integer), `7 : index`.
    Integer {
        /// Integer or index type.
        ty: Type,
        /// The value, `width` bits (64 for `index`).
        value: ApInt,
    },
    /// `1.5 : f32`. The value has the type's format (`f64` when the type
    /// is not a float type, as upstream's `FloatAttr::get(type, double)`).
    Float {
        /// The type.
        ty: Type,
        /// The value.
        value: ApFloat,
    },
    /// `"text"` (type `none`) or `"text" : i32`.
    String {
        /// The bytes: any content, not necessarily UTF-8, as upstream.
        value: Box<[u8]>,
        /// Type; `none` for untyped strings and identifiers.
        ty: Type,
    },
    /// `[a, b]`
    Array(Box<[Attribute]>),
    /// `{a = 1, b}`: entries sorted by name, names unique.
    Dictionary(Box<[NamedAttribute]>),
    /// A type used as an attribute.
    Type(Type),
    /// `@root::@nested` (a flat reference when `nested` is empty).
    SymbolRef {
        /// Root reference (a string attribute).
        root: Attribute,
        /// Nested references (flat symbol reference attributes).
        nested: Box<[Attribute]>,
    },
    /// `#dialect<"data"> : type`: an attribute of an unknown dialect.
    Opaque {
        /// Dialect namespace (identifier).
        dialect: Attribute,
        /// Body text (any bytes).
        data: Box<[u8]>,
        /// Type (`none` if untyped).
        ty: Type,
    },
    /// `affine_map<...>`
    AffineMap(AffineMap),
    /// `affine_set<...>`
    IntegerSet(IntegerSet),
    /// `dense<...>` of integers, floats, complex or bools (raw buffer in
    /// upstream's layout: bools bit-packed).
    DenseIntOrFloat(Box<DenseData>),
    /// `dense<"a", "b">` string elements.
    DenseString(Box<DenseStringData>),
    /// `dense_resource<name> : type`
    DenseResource {
        /// Shaped type.
        ty: Type,
        /// Resource key in the context's blob manager (an identifier).
        key: Attribute,
    },
    /// `array<i32: 1, 2>`
    DenseArray(Box<DenseArrayData>),
    /// `sparse<indices, values> : type`
    Sparse {
        /// Shaped type.
        ty: Type,
        /// Indices (dense int elements).
        indices: Attribute,
        /// Values (dense elements).
        values: Attribute,
    },
    /// `strided<[s0, s1], offset: o>`
    StridedLayout {
        /// Offset ([`crate::types::DYNAMIC`] for `?`).
        offset: i64,
        /// Strides.
        strides: Box<[i64]>,
    },
    /// `distinct[N]<attr>`: never uniqued with any other.
    Distinct {
        /// The wrapped attribute.
        referenced: Attribute,
        /// A context-unique number.
        id: u64,
    },
    /// `loc(unknown)`
    UnknownLoc,
    /// `loc("file":line:col)` and ranges (stored inline: every parsed
    /// operation has one).
    FileLineColRange(FileRange),
    /// `loc("name"(child))`
    NameLoc {
        /// The name (identifier).
        name: Attribute,
        /// The child location.
        child: Attribute,
    },
    /// `loc(callsite(callee at caller))`
    CallSiteLoc {
        /// Callee location.
        callee: Attribute,
        /// Caller location.
        caller: Attribute,
    },
    /// `loc(fused<metadata>[a, b])`
    FusedLoc {
        /// The fused locations.
        locs: Box<[Attribute]>,
        /// Optional metadata.
        metadata: Option<Attribute>,
    },
    /// An attribute of a dialect's own kind (`#arith.fastmath<fast>`), see
    /// [`crate::registry::attr_type`].
    Dialect {
        /// Its kind.
        def: crate::registry::attr_type::DefRef,
        /// Its parameters.
        params: Box<[Attribute]>,
    },
}

/// Payload of a file/line/column location.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FileRange {
    /// File name (identifier).
    pub file: Attribute,
    /// Start line.
    pub start_line: u32,
    /// Start column.
    pub start_col: u32,
    /// End line.
    pub end_line: u32,
    /// End column.
    pub end_col: u32,
    /// How many of the four numbers upstream stores (2: a point made by
    /// `FileLineColLoc`; 3: start and end column on one line; 4: all). Two
    /// locations that print alike can differ here, as upstream.
    pub stored: u8,
}

/// Payload of dense int/float/complex/bool elements, in upstream's layout:
/// each element in `storage width` bits (its bit width rounded up to a
/// byte, little-endian; `i1` bit-packed, least significant bit first); a
/// splat holds one element (an `i1` splat one byte, `0x00` or `0xFF`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DenseData {
    /// The shaped type (tensor or vector).
    pub ty: Type,
    /// Raw element data.
    pub raw: Box<[u8]>,
    /// Whether `raw` holds one element standing for all.
    pub splat: bool,
}

/// Payload of dense string elements.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DenseStringData {
    /// The shaped type.
    pub ty: Type,
    /// The elements (bytes).
    pub values: Box<[Box<[u8]>]>,
    /// Whether one element stands for all.
    pub splat: bool,
}

/// Payload of a dense array attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DenseArrayData {
    /// Element type (`i1`, `i8`..`i64`, `f32`, `f64`).
    pub elem: Type,
    /// Number of elements.
    pub len: i64,
    /// Raw little-endian element data (bools one byte each).
    pub raw: Box<[u8]>,
}

/// Why an attribute could not be built (upstream asserts or crashes on
/// these inputs; we report them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttrError(pub String);

impl std::fmt::Display for AttrError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Result of the fallible attribute constructors.
pub type AttrResult<T> = Result<T, AttrError>;

/// An [`AttrError`] from a message.
pub(crate) fn attr_err<T>(msg: impl Into<String>) -> AttrResult<T> {
    Err(AttrError(msg.into()))
}

impl Context {
    /// Interns an attribute value.
    pub fn intern_attr(&self, data: AttrData) -> Attribute {
        match &data {
            AttrData::String { value, ty } => return self.string_attr_typed(value, *ty),
            AttrData::FileLineColRange(r) => return self.file_range_loc(*r).0,
            _ => {}
        }
        let data = match data {
            AttrData::Integer { ty, value } => return self.intern_integer_attr(ty, value),
            d => d,
        };
        let hash = self.attrs.hash(&data);
        let idx = self.attrs.intern_value(hash, data);
        Attribute(self.uniqued_handle(crate::support::handle::UniquedKind::Attribute, idx))
    }

    /// A string attribute with the given type (`none` for plain strings and
    /// identifiers). Looks up by `&str`, so hits do not allocate.
    pub fn string_attr_typed(&self, value: &[u8], ty: crate::types::Type) -> Attribute {
        let hash = self.attrs.hash(&(STRING_TAG, value, ty));
        let idx = self.attrs.intern(
            hash,
            |d| matches!(d, AttrData::String { value: v, ty: t } if &**v == value && *t == ty),
            || AttrData::String { value: value.into(), ty },
        );
        Attribute(self.uniqued_handle(crate::support::handle::UniquedKind::Attribute, idx))
    }

    /// An identifier (an untyped string attribute).
    #[inline]
    pub fn identifier(&self, s: &str) -> Identifier {
        self.string_attr_typed(s.as_bytes(), self.none_type())
    }

    /// An identifier from arbitrary bytes.
    #[inline]
    pub fn identifier_bytes(&self, s: &[u8]) -> Identifier {
        self.string_attr_typed(s, self.none_type())
    }

    /// The value behind `attr`, or `None` if it belongs to another context.
    #[inline]
    pub fn try_attr_data(&self, attr: Attribute) -> Option<&AttrData> {
        if !self.owns_uniqued(crate::support::handle::UniquedKind::Attribute, attr.0) {
            return None;
        }
        self.attrs.get(attr.0.index())
    }

    /// The value behind `attr`. Panics if it is not an attribute of this
    /// context.
    #[inline]
    pub fn attr_data(&self, attr: Attribute) -> &AttrData {
        match self.try_attr_data(attr) {
            Some(d) => d,
            None => panic!("{attr:?} is not an attribute of this context"),
        }
    }

    /// The bytes of a string attribute or identifier (empty for other kinds).
    #[inline]
    pub fn bytes_of(&self, attr: Attribute) -> &[u8] {
        match self.try_attr_data(attr) {
            Some(AttrData::String { value, .. }) => value,
            _ => &[],
        }
    }

    /// The text of a string attribute or identifier; `""` for other kinds
    /// and for strings that are not UTF-8 (use [`Context::bytes_of`]).
    #[inline]
    pub fn str_of(&self, attr: Attribute) -> &str {
        std::str::from_utf8(self.bytes_of(attr)).unwrap_or("")
    }
}

/// Hash tag of string attributes (see [`Context::string_attr_typed`]).
const STRING_TAG: u8 = 0x53;

#[cfg(test)]
mod tests;
