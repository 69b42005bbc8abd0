//! Queries across type kinds: a view of shaped types and upstream's
//! `isIntOrIndexOrFloat`.

use super::{Type, TypeData, DYNAMIC};
use crate::context::Context;

/// The parts every shaped type (vector, tensor, memref, ranked or not)
/// has: an element type and, when ranked, a shape.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ShapedView<'a> {
    /// The element type.
    pub elem: Type,
    /// The dimension sizes; `None` for unranked tensors and memrefs.
    pub shape: Option<&'a [i64]>,
}

impl ShapedView<'_> {
    /// Whether the type has a rank.
    pub fn has_rank(&self) -> bool {
        self.shape.is_some()
    }

    /// The rank, if ranked.
    pub fn rank(&self) -> Option<usize> {
        self.shape.map(<[i64]>::len)
    }

    /// Upstream's `hasStaticShape`: ranked with no dynamic dimension.
    pub fn has_static_shape(&self) -> bool {
        self.shape.is_some_and(|s| s.iter().all(|d| *d != DYNAMIC))
    }
}

impl Context {
    /// The shaped-type view of `ty`, or `None` if `ty` is not a vector,
    /// tensor or memref (or not a type of this context).
    pub fn shaped(&self, ty: Type) -> Option<ShapedView<'_>> {
        Some(match self.try_type_data(ty)? {
            TypeData::Vector { shape, elem, .. }
            | TypeData::RankedTensor { shape, elem, .. }
            | TypeData::MemRef { shape, elem, .. } => ShapedView { elem: *elem, shape: Some(shape) },
            TypeData::UnrankedTensor(elem) | TypeData::UnrankedMemRef { elem, .. } => {
                ShapedView { elem: *elem, shape: None }
            }
            _ => return None,
        })
    }

    /// Upstream's `isIntOrIndexOrFloat`.
    pub fn is_int_or_index_or_float(&self, ty: Type) -> bool {
        matches!(self.try_type_data(ty), Some(TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_)))
    }
}
