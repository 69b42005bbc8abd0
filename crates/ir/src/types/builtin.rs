//! Constructors and queries of the scalar and function builtin types.

use super::{FloatKind, Signedness, Type, TypeData, TypeKey};
use crate::context::Context;

impl Context {
    /// `iN` / `siN` / `uiN`. Hits are served by the context's lock-free
    /// integer-type cache, misses by the type uniquer.
    pub fn integer_type(&self, width: u32, signedness: Signedness) -> Type {
        if let Some(idx) = self.common.integers.get(width, signedness) {
            return Type(self.uniqued_handle(crate::support::handle::UniquedKind::Type, idx));
        }
        let idx = self.intern_integer_type(width, signedness);
        self.common.integers.set(width, signedness, idx);
        Type(self.uniqued_handle(crate::support::handle::UniquedKind::Type, idx))
    }

    /// [`Context::intern_type_key`] for an integer type, comparing the two
    /// fields directly; returns the type's index.
    fn intern_integer_type(&self, width: u32, signedness: Signedness) -> u32 {
        let hash = super::type_hash(&self.types, &TypeKey::Integer { width, signedness });
        self.types.intern(
            hash,
            |d| matches!(*d, TypeData::Integer { width: w, signedness: s } if w == width && s == signedness),
            || TypeData::Integer { width, signedness },
        )
    }

    /// `index`
    pub fn index_type(&self) -> Type {
        self.common.index
    }

    /// `none`
    pub fn none_type(&self) -> Type {
        self.common.none
    }

    /// A builtin float type.
    pub fn float_type(&self, kind: FloatKind) -> Type {
        self.common.floats[kind as usize]
    }

    /// `(inputs) -> results`
    pub fn function_type(&self, inputs: &[Type], results: &[Type]) -> Type {
        self.intern_type_key(TypeKey::Function { inputs, results })
    }

    /// `tuple<...>`
    pub fn tuple_type(&self, elems: &[Type]) -> Type {
        self.intern_type_key(TypeKey::Tuple(elems))
    }

    /// `complex<elem>` (not verified: see [`Context::verify_type_key`]).
    pub fn complex_type(&self, elem: Type) -> Type {
        self.intern_type_key(TypeKey::Complex(elem))
    }

    /// `!dialect.data` / `!dialect<data>`: a type of the dialect `dialect`
    /// that the context does not know, kept as its body text. Not verified
    /// (upstream's `OpaqueType::get`).
    pub fn opaque_type(&self, dialect: &[u8], data: &[u8]) -> Type {
        let dialect = self.identifier_bytes(dialect);
        self.intern_type_key(TypeKey::Opaque { dialect, data })
    }

    /// Whether `ty` is an integer type of the given width and signedness.
    pub fn is_integer(&self, ty: Type, width: u32) -> bool {
        matches!(self.try_type_data(ty), Some(TypeData::Integer { width: w, .. }) if *w == width)
    }
}
