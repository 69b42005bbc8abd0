//! Constructors of the shaped builtin types: vectors, ranked and unranked
//! tensors, ranked and unranked memrefs. Each has a plain form, which does
//! not verify its parameters (upstream's `get` in a release build), and a
//! `_checked` form, which reports upstream's diagnostic at a location and
//! returns `None` (upstream's `getChecked`).

use smallvec::SmallVec;

use super::{Type, TypeKey};
use crate::attrs::{Attribute, Location};
use crate::context::Context;

/// Scalability flags of a vector: `scalable` itself, or all `false` when it
/// is empty (upstream's default for a vector without scalable dims).
fn scalable_flags(shape: &[i64], scalable: &[bool]) -> SmallVec<[bool; 8]> {
    if scalable.is_empty() {
        SmallVec::from_elem(false, shape.len())
    } else {
        SmallVec::from_slice(scalable)
    }
}

impl Context {
    /// `vector<...xelem>`; `scalable` gives a flag per dimension (empty: no
    /// scalable dimension).
    pub fn vector_type(&self, shape: &[i64], scalable: &[bool], elem: Type) -> Type {
        let flags = scalable_flags(shape, scalable);
        self.intern_type_key(TypeKey::Vector { shape, scalable: &flags, elem })
    }

    /// [`Context::vector_type`], verified.
    pub fn vector_type_checked(&self, loc: Location, shape: &[i64], scalable: &[bool], elem: Type) -> Option<Type> {
        self.emit_on_error(loc, self.try_vector_type(shape, scalable, elem))
    }

    /// [`Context::vector_type`], verified; upstream's message on failure.
    pub fn try_vector_type(&self, shape: &[i64], scalable: &[bool], elem: Type) -> Result<Type, String> {
        let flags = scalable_flags(shape, scalable);
        self.verified_type(TypeKey::Vector { shape, scalable: &flags, elem })
    }

    /// `tensor<...xelem, encoding>`
    pub fn ranked_tensor_type(&self, shape: &[i64], elem: Type, encoding: Option<Attribute>) -> Type {
        self.intern_type_key(TypeKey::RankedTensor { shape, elem, encoding })
    }

    /// [`Context::ranked_tensor_type`], verified.
    pub fn ranked_tensor_type_checked(
        &self,
        loc: Location,
        shape: &[i64],
        elem: Type,
        encoding: Option<Attribute>,
    ) -> Option<Type> {
        self.type_checked(loc, TypeKey::RankedTensor { shape, elem, encoding })
    }

    /// `tensor<*xelem>`
    pub fn unranked_tensor_type(&self, elem: Type) -> Type {
        self.intern_type_key(TypeKey::UnrankedTensor(elem))
    }

    /// [`Context::unranked_tensor_type`], verified.
    pub fn unranked_tensor_type_checked(&self, loc: Location, elem: Type) -> Option<Type> {
        self.type_checked(loc, TypeKey::UnrankedTensor(elem))
    }

    /// `memref<...xelem, layout, memory_space>`, canonicalized as upstream's
    /// `MemRefType::get`: no layout means the identity affine map of the
    /// rank, and an integer memory space of value 0 is the default space.
    pub fn memref_type(
        &self,
        shape: &[i64],
        elem: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    ) -> Type {
        let layout = layout.unwrap_or_else(|| self.identity_layout(shape.len()));
        let memory_space = self.skip_default_memory_space(memory_space);
        self.intern_type_key(TypeKey::MemRef { shape, elem, layout, memory_space })
    }

    /// [`Context::memref_type`], verified.
    pub fn memref_type_checked(
        &self,
        loc: Location,
        shape: &[i64],
        elem: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    ) -> Option<Type> {
        self.emit_on_error(loc, self.try_memref_type(shape, elem, layout, memory_space))
    }

    /// [`Context::memref_type`], verified; upstream's message on failure.
    pub fn try_memref_type(
        &self,
        shape: &[i64],
        elem: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    ) -> Result<Type, String> {
        let layout = layout.unwrap_or_else(|| self.identity_layout(shape.len()));
        let memory_space = self.skip_default_memory_space(memory_space);
        self.verified_type(TypeKey::MemRef { shape, elem, layout, memory_space })
    }

    /// `memref<*xelem, memory_space>` (an integer memory space of value 0 is
    /// the default space).
    pub fn unranked_memref_type(&self, elem: Type, memory_space: Option<Attribute>) -> Type {
        let memory_space = self.skip_default_memory_space(memory_space);
        self.intern_type_key(TypeKey::UnrankedMemRef { elem, memory_space })
    }

    /// [`Context::unranked_memref_type`], verified.
    pub fn unranked_memref_type_checked(
        &self,
        loc: Location,
        elem: Type,
        memory_space: Option<Attribute>,
    ) -> Option<Type> {
        self.emit_on_error(loc, self.try_unranked_memref_type(elem, memory_space))
    }

    /// [`Context::unranked_memref_type`], verified; upstream's message on
    /// failure.
    pub fn try_unranked_memref_type(&self, elem: Type, memory_space: Option<Attribute>) -> Result<Type, String> {
        let memory_space = self.skip_default_memory_space(memory_space);
        self.verified_type(TypeKey::UnrankedMemRef { elem, memory_space })
    }
}
