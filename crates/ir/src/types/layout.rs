//! Memref layouts and memory spaces: the identity layout, upstream's
//! memory-space canonicalization, and the layout queries of memref types.

use super::{Type, TypeData};
use crate::affine::{AffineExprData, AffineMap, AffineMapData};
use crate::attrs::{AttrData, Attribute};
use crate::context::Context;

impl Context {
    /// The identity affine map of `rank` dimensions
    /// (`(d0, ..., dn) -> (d0, ..., dn)`).
    pub fn identity_affine_map(&self, rank: usize) -> AffineMap {
        let results: Box<[_]> = (0..rank as u32).map(|i| self.intern_affine_expr(AffineExprData::Dim(i))).collect();
        self.intern_affine_map(AffineMapData { num_dims: rank as u32, num_symbols: 0, results })
    }

    /// The default memref layout of `rank` dimensions: the identity affine
    /// map as an attribute.
    pub fn identity_layout(&self, rank: usize) -> Attribute {
        let map = self.identity_affine_map(rank);
        self.intern_attr(AttrData::AffineMap(map))
    }

    /// Upstream's `skipDefaultMemorySpace`: an integer memory space of value
    /// 0 (of any integer type) is the default space, `None`.
    pub fn skip_default_memory_space(&self, memory_space: Option<Attribute>) -> Option<Attribute> {
        let ms = memory_space?;
        match self.try_attr_data(ms) {
            Some(AttrData::Integer { value, .. }) if value.is_zero() => None,
            _ => Some(ms),
        }
    }

    /// The layout attribute of a ranked memref type.
    pub fn memref_layout(&self, ty: Type) -> Option<Attribute> {
        match self.try_type_data(ty)? {
            TypeData::MemRef { layout, .. } => Some(*layout),
            _ => None,
        }
    }
}
