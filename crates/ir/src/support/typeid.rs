//! Type identifiers: a unique, stable, non-null, 8-byte aligned address per
//! class of object (a type kind, an attribute kind, a dialect, an operation),
//! like upstream's `TypeID`. C sees them as `MlirTypeID`.

use std::num::NonZeroUsize;

/// The static a [`TypeId`] points to. Each one holds a distinct number so no
/// two markers can ever be merged into one address.
#[repr(C, align(8))]
pub struct TypeIdMarker(pub u64);

/// A type identifier: the address of a [`TypeIdMarker`] (or, for ids made by
/// C callers, any 8-byte aligned address they own).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct TypeId(NonZeroUsize);

impl TypeId {
    /// The id of a marker.
    pub fn of(marker: &'static TypeIdMarker) -> TypeId {
        TypeId(NonZeroUsize::new(marker as *const TypeIdMarker as usize).unwrap_or(NonZeroUsize::MIN))
    }

    /// The id of a marker owned by a definition made at run time (its
    /// address, stable while the box lives).
    pub fn of_boxed(marker: &TypeIdMarker) -> TypeId {
        TypeId(NonZeroUsize::new(marker as *const TypeIdMarker as usize).unwrap_or(NonZeroUsize::MIN))
    }

    /// An id from a raw address; `None` for zero.
    pub fn from_addr(addr: usize) -> Option<TypeId> {
        NonZeroUsize::new(addr).map(TypeId)
    }

    /// The address.
    pub fn addr(self) -> usize {
        self.0.get()
    }

    /// Upstream's hash of a TypeID (`DenseMapInfo<void*>`): `(p >> 4) ^ (p >> 9)`.
    pub fn hash_value(self) -> usize {
        let p = self.0.get();
        (p >> 4) ^ (p >> 9)
    }
}

/// Defines `pub static NAME: TypeIdMarker` items with distinct contents.
macro_rules! type_id_markers {
    ($($(#[$m:meta])* $name:ident = $n:literal;)*) => {
        $( $(#[$m])* pub static $name: $crate::support::typeid::TypeIdMarker =
            $crate::support::typeid::TypeIdMarker($n); )*
    };
}
pub(crate) use type_id_markers;

/// A source of fresh type ids for classes defined at run time
/// (`mlirTypeIDAllocator*`). Ids stay valid until the allocator is dropped.
#[derive(Default)]
pub struct TypeIdAllocator {
    // Boxed: a marker's address is its id and must not move when the
    // vector grows.
    #[allow(clippy::vec_box)]
    blocks: Vec<Box<TypeIdMarker>>,
}

impl TypeIdAllocator {
    /// A new, empty allocator.
    pub fn new() -> Self {
        Self::default()
    }

    /// Allocates a fresh id.
    pub fn allocate(&mut self) -> TypeId {
        let b = Box::new(TypeIdMarker(self.blocks.len() as u64));
        let id = TypeId::from_addr(&*b as *const TypeIdMarker as usize).unwrap_or(TypeId(NonZeroUsize::MIN));
        self.blocks.push(b);
        id
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    type_id_markers! { A = 1; B = 2; }

    #[test]
    fn markers_are_distinct_and_aligned() {
        assert_ne!(TypeId::of(&A), TypeId::of(&B));
        assert_eq!(TypeId::of(&A).addr() % 8, 0);
        let mut al = TypeIdAllocator::new();
        let (x, y) = (al.allocate(), al.allocate());
        assert_ne!(x, y);
        assert_eq!(x.addr() % 8, 0);
    }
}
