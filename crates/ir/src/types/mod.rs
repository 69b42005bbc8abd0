//! Uniqued types: the builtin type kinds and their constructors.
//!
//! A [`Type`] is a handle to a [`TypeData`] value uniqued in its context:
//! two types are equal exactly when their handles are. Constructors live on
//! [`Context`]; each computes the value's hash once and interns it.

use crate::attrs::Attribute;
use crate::context::Context;
use crate::support::handle::handle_id;

mod builtin;
pub mod typeids;
pub use typeids::{float_type_id, type_type_id};


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
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
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
        /// Per-dimension scalability flags (same length as `shape`).
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
        /// Layout attribute (an affine map attribute, identity by default, or
        /// a strided layout).
        layout: Attribute,
        /// Memory space; `None` is the default space.
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
    /// `!dialect<"data">`: a type of a dialect not known to the context.
    Opaque {
        /// The dialect namespace (an identifier).
        dialect: Attribute,
        /// The type's body text.
        data: Box<str>,
    },
}

/// The sentinel for a dynamic dimension size, stride or offset
/// (`ShapedType::kDynamic`).
pub const DYNAMIC: i64 = i64::MIN;

impl Context {
    /// Interns a type value.
    pub fn intern_type(&self, data: TypeData) -> Type {
        let hash = self.types.hash(&data);
        let idx = self.types.intern_value(hash, data);
        Type(self.uniqued_handle(idx))
    }

    /// The value behind `ty`, or `None` if `ty` belongs to another context
    /// (or to a destroyed one).
    #[inline]
    pub fn try_type_data(&self, ty: Type) -> Option<&TypeData> {
        if !self.owns_uniqued(ty.0) {
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
