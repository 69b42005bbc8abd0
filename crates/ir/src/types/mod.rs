//! Uniqued types: the builtin type kinds and their constructors.
//!
//! A [`Type`] is a handle to a [`TypeData`] value uniqued in its context:
//! two types are equal exactly when their handles are. Constructors live on
//! [`Context`]; each computes the value's hash once and interns it.

use crate::attrs::Attribute;
use crate::registry::attr_type::DefRef;
use crate::context::Context;
use crate::support::handle::handle_id;
use crate::support::uniquer::{mix, Uniquer, MIX_SEEDS};

mod builtin;
mod kinds;
mod layout;
mod shaped;
mod strides;
pub mod typeids;
mod verify;

pub use kinds::ShapedView;
pub use typeids::{float_type_id, type_type_id};
pub use verify::{is_valid_dialect_namespace, MAX_INTEGER_WIDTH};

handle_id! {
    /// A uniqued type (`MlirType`).
    Type
}

/// Signedness semantics of an integer type.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    /// `iN`: no signedness semantics.
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

/// The builtin floating-point formats.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatKind {
    /// `f4E2M1FN`
    F4E2M1FN,
    /// `f6E2M3FN`
    F6E2M3FN,
    /// `f6E3M2FN`
    F6E3M2FN,
    /// `f8E5M2`
    F8E5M2,
    /// `f8E4M3`
    F8E4M3,
    /// `f8E4M3FN`
    F8E4M3FN,
    /// `f8E5M2FNUZ`
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`
    F8E4M3B11FNUZ,
    /// `f8E3M4`
    F8E3M4,
    /// `f8E8M0FNU`
    F8E8M0FNU,
    /// `bf16`
    BF16,
    /// `f16`
    F16,
    /// `tf32`
    TF32,
    /// `f32`
    F32,
    /// `f64`
    F64,
    /// `f80`
    F80,
    /// `f128`
    F128,
}

impl FloatKind {
    /// Every float kind, in declaration order.
    pub const ALL: [FloatKind; 18] = [
        FloatKind::F4E2M1FN,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
        FloatKind::F8E8M0FNU,
        FloatKind::BF16,
        FloatKind::F16,
        FloatKind::TF32,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
    ];

    /// The keyword the type prints as.
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F4E2M1FN => "f4E2M1FN",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::BF16 => "bf16",
            FloatKind::F16 => "f16",
            FloatKind::TF32 => "tf32",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
        }
    }

    /// Storage width in bits (what `mlirFloatTypeGetWidth` reports).
    pub fn width(self) -> u32 {
        match self {
            FloatKind::F4E2M1FN => 4,
            FloatKind::F6E2M3FN | FloatKind::F6E3M2FN => 6,
            FloatKind::F8E5M2
            | FloatKind::F8E4M3
            | FloatKind::F8E4M3FN
            | FloatKind::F8E5M2FNUZ
            | FloatKind::F8E4M3FNUZ
            | FloatKind::F8E4M3B11FNUZ
            | FloatKind::F8E3M4
            | FloatKind::F8E8M0FNU => 8,
            FloatKind::BF16 | FloatKind::F16 => 16,
            FloatKind::TF32 => 19,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F80 => 80,
            FloatKind::F128 => 128,
        }
    }
}

/// The value behind a [`Type`].
///
/// Equality and hashing go through [`TypeData::key`], so a value and its
/// borrowed [`TypeKey`] always hash alike (lookups by key do not allocate).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeData {
    /// `i32`, `si8`, `ui1`, ...
    Integer {
        /// Width in bits.
        width: u32,
        /// Signedness semantics.
        signedness: Signedness,
    },
    /// `index`
    Index,
    /// `f32`, `bf16`, `f8E4M3FN`, ...
    Float(FloatKind),
    /// `none`
    None,
    /// `complex<T>`
    Complex(Type),
    /// `vector<[4]x8xf32>`
    Vector {
        /// Dimension sizes (all static).
        shape: Box<[i64]>,
        /// Per-dimension scalability flags (same length as `shape` for every
        /// vector the constructors make).
        scalable: Box<[bool]>,
        /// Element type.
        elem: Type,
    },
    /// `tensor<?x4xf32, #enc>`
    RankedTensor {
        /// Dimension sizes; [`DYNAMIC`] for `?`.
        shape: Box<[i64]>,
        /// Element type.
        elem: Type,
        /// Optional encoding attribute.
        encoding: Option<Attribute>,
    },
    /// `tensor<*xf32>`
    UnrankedTensor(Type),
    /// `memref<4x?xf32, layout, space>`
    MemRef {
        /// Dimension sizes; [`DYNAMIC`] for `?`.
        shape: Box<[i64]>,
        /// Element type.
        elem: Type,
        /// Layout attribute: an affine map attribute (the identity map when
        /// none was given) or a strided layout.
        layout: Attribute,
        /// Memory space; `None` is the default space (an integer memory
        /// space of value 0 is stored as `None`, as upstream).
        memory_space: Option<Attribute>,
    },
    /// `memref<*xf32, space>`
    UnrankedMemRef {
        /// Element type.
        elem: Type,
        /// Memory space; `None` is the default space.
        memory_space: Option<Attribute>,
    },
    /// `tuple<i32, f32>`
    Tuple(Box<[Type]>),
    /// `(i32) -> f32`
    Function {
        /// Argument types.
        inputs: Box<[Type]>,
        /// Result types.
        results: Box<[Type]>,
    },
    /// `!dialect.data` / `!dialect<data>`: a type of a dialect not known to
    /// the context.
    Opaque {
        /// The dialect namespace (an identifier).
        dialect: Attribute,
        /// The type's body.
        data: OpaqueBody,
    },
    /// A type of a dialect's own kind (`!llvm.ptr`), see
    /// [`crate::registry::attr_type`].
    Dialect {
        /// Its kind.
        def: DefRef,
        /// Its parameters.
        params: Box<[Attribute]>,
    },
}

/// The body of an opaque type: any bytes, as upstream's `StringRef` (text
/// from a C caller need not be UTF-8). Converts from the usual string and
/// byte containers.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OpaqueBody(pub Box<[u8]>);

impl std::ops::Deref for OpaqueBody {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.0
    }
}

impl From<&[u8]> for OpaqueBody {
    fn from(b: &[u8]) -> Self {
        OpaqueBody(b.into())
    }
}

impl From<Vec<u8>> for OpaqueBody {
    fn from(b: Vec<u8>) -> Self {
        OpaqueBody(b.into())
    }
}

impl From<&str> for OpaqueBody {
    fn from(s: &str) -> Self {
        OpaqueBody(s.as_bytes().into())
    }
}

impl From<String> for OpaqueBody {
    fn from(s: String) -> Self {
        OpaqueBody(s.into_bytes().into())
    }
}

/// A borrowed view of a [`TypeData`]: what constructors look types up by, so
/// that finding an existing type never allocates.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeKey<'a> {
    /// See [`TypeData::Integer`].
    Integer {
        /// Width in bits.
        width: u32,
        /// Signedness semantics.
        signedness: Signedness,
    },
    /// See [`TypeData::Index`].
    Index,
    /// See [`TypeData::Float`].
    Float(FloatKind),
    /// See [`TypeData::None`].
    None,
    /// See [`TypeData::Complex`].
    Complex(Type),
    /// See [`TypeData::Vector`].
    Vector {
        /// Dimension sizes.
        shape: &'a [i64],
        /// Scalability flags.
        scalable: &'a [bool],
        /// Element type.
        elem: Type,
    },
    /// See [`TypeData::RankedTensor`].
    RankedTensor {
        /// Dimension sizes.
        shape: &'a [i64],
        /// Element type.
        elem: Type,
        /// Encoding.
        encoding: Option<Attribute>,
    },
    /// See [`TypeData::UnrankedTensor`].
    UnrankedTensor(Type),
    /// See [`TypeData::MemRef`].
    MemRef {
        /// Dimension sizes.
        shape: &'a [i64],
        /// Element type.
        elem: Type,
        /// Layout.
        layout: Attribute,
        /// Memory space.
        memory_space: Option<Attribute>,
    },
    /// See [`TypeData::UnrankedMemRef`].
    UnrankedMemRef {
        /// Element type.
        elem: Type,
        /// Memory space.
        memory_space: Option<Attribute>,
    },
    /// See [`TypeData::Tuple`].
    Tuple(&'a [Type]),
    /// See [`TypeData::Function`].
    Function {
        /// Argument types.
        inputs: &'a [Type],
        /// Result types.
        results: &'a [Type],
    },
    /// See [`TypeData::Opaque`].
    Opaque {
        /// Dialect namespace (identifier).
        dialect: Attribute,
        /// Body bytes.
        data: &'a [u8],
    },
    /// See [`TypeData::Dialect`].
    Dialect {
        /// Its kind.
        def: &'a DefRef,
        /// Its parameters.
        params: &'a [Attribute],
    },
}

impl TypeData {
    /// The borrowed view of this value.
    pub fn key(&self) -> TypeKey<'_> {
        match self {
            TypeData::Integer { width, signedness } => TypeKey::Integer { width: *width, signedness: *signedness },
            TypeData::Index => TypeKey::Index,
            TypeData::Float(k) => TypeKey::Float(*k),
            TypeData::None => TypeKey::None,
            TypeData::Complex(e) => TypeKey::Complex(*e),
            TypeData::Vector { shape, scalable, elem } => TypeKey::Vector { shape, scalable, elem: *elem },
            TypeData::RankedTensor { shape, elem, encoding } => {
                TypeKey::RankedTensor { shape, elem: *elem, encoding: *encoding }
            }
            TypeData::UnrankedTensor(e) => TypeKey::UnrankedTensor(*e),
            TypeData::MemRef { shape, elem, layout, memory_space } => {
                TypeKey::MemRef { shape, elem: *elem, layout: *layout, memory_space: *memory_space }
            }
            TypeData::UnrankedMemRef { elem, memory_space } => {
                TypeKey::UnrankedMemRef { elem: *elem, memory_space: *memory_space }
            }
            TypeData::Tuple(t) => TypeKey::Tuple(t),
            TypeData::Function { inputs, results } => TypeKey::Function { inputs, results },
            TypeData::Opaque { dialect, data } => TypeKey::Opaque { dialect: *dialect, data },
            TypeData::Dialect { def, params } => TypeKey::Dialect { def, params },
        }
    }
}

impl TypeKey<'_> {
    /// The owned value.
    pub fn to_data(&self) -> TypeData {
        match *self {
            TypeKey::Integer { width, signedness } => TypeData::Integer { width, signedness },
            TypeKey::Index => TypeData::Index,
            TypeKey::Float(k) => TypeData::Float(k),
            TypeKey::None => TypeData::None,
            TypeKey::Complex(e) => TypeData::Complex(e),
            TypeKey::Vector { shape, scalable, elem } => {
                TypeData::Vector { shape: shape.into(), scalable: scalable.into(), elem }
            }
            TypeKey::RankedTensor { shape, elem, encoding } => {
                TypeData::RankedTensor { shape: shape.into(), elem, encoding }
            }
            TypeKey::UnrankedTensor(e) => TypeData::UnrankedTensor(e),
            TypeKey::MemRef { shape, elem, layout, memory_space } => {
                TypeData::MemRef { shape: shape.into(), elem, layout, memory_space }
            }
            TypeKey::UnrankedMemRef { elem, memory_space } => TypeData::UnrankedMemRef { elem, memory_space },
            TypeKey::Tuple(t) => TypeData::Tuple(t.into()),
            TypeKey::Function { inputs, results } => {
                TypeData::Function { inputs: inputs.into(), results: results.into() }
            }
            TypeKey::Opaque { dialect, data } => TypeData::Opaque { dialect, data: data.into() },
            TypeKey::Dialect { def, params } => TypeData::Dialect { def: def.clone(), params: params.into() },
        }
    }
}

impl std::hash::Hash for TypeData {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.key().hash(state)
    }
}

/// The sentinel for a dynamic dimension size, stride or offset
/// (`ShapedType::kDynamic`).
pub const DYNAMIC: i64 = i64::MIN;

/// The hash of a type: one folded multiply of its two small fields for an
/// integer type (the type made most often, where a generic hasher fed
/// field by field costs more than the rest of a lookup), the uniquer's
/// hasher for the others. Every type's hash is computed here.
#[inline]
pub(crate) fn type_hash(types: &Uniquer<TypeData>, key: &TypeKey<'_>) -> u64 {
    match *key {
        TypeKey::Integer { width, signedness } => mix(u64::from(width) | (signedness as u64) << 32, MIX_SEEDS[1]),
        _ => types.hash(key),
    }
}

impl Context {
    /// Interns a type value.
    pub fn intern_type(&self, data: TypeData) -> Type {
        let hash = type_hash(&self.types, &data.key());
        let idx = self.types.intern_value(hash, data);
        Type(self.uniqued_handle(crate::support::handle::UniquedKind::Type, idx))
    }

    /// Interns a type given by its borrowed view; allocates only when the
    /// type is new.
    pub fn intern_type_key(&self, key: TypeKey<'_>) -> Type {
        let hash = type_hash(&self.types, &key);
        let idx = self.types.intern(hash, |d| d.key() == key, || key.to_data());
        Type(self.uniqued_handle(crate::support::handle::UniquedKind::Type, idx))
    }

    /// The value behind `ty`, or `None` if `ty` belongs to another context
    /// (or to a destroyed one).
    #[inline]
    pub fn try_type_data(&self, ty: Type) -> Option<&TypeData> {
        if !self.owns_uniqued(crate::support::handle::UniquedKind::Type, ty.0) {
            return None;
        }
        self.types.get(ty.0.index())
    }

    /// The value behind `ty`. Panics if `ty` is not a type of this context.
    #[inline]
    pub fn type_data(&self, ty: Type) -> &TypeData {
        match self.try_type_data(ty) {
            Some(d) => d,
            None => panic!("{ty:?} is not a type of this context"),
        }
    }
}

#[cfg(test)]
mod tests;
