//! Memref layouts and memory spaces: the identity layout, upstream's
//! memory-space canonicalization, and the layout queries of memref types.

use super::{Type, TypeData, DYNAMIC};
use crate::affine::AffineMap;
use crate::attrs::{AttrData, Attribute};
use crate::context::Context;

impl Context {
    /// The default memref layout of `rank` dimensions: the identity affine
    /// map as an attribute.
    pub fn identity_layout(&self, rank: usize) -> Attribute {
        self.affine_map_attr(self.multi_dim_identity_map(rank as u32))
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

impl Context {
    /// The affine map of a ranked memref's layout (upstream's
    /// `getLayout().getAffineMap()`): an affine map layout's own map, or the
    /// map of a strided layout (see [`Context::strided_layout_map`]).
    pub fn memref_affine_map(&self, ty: Type) -> Option<AffineMap> {
        match self.try_attr_data(self.memref_layout(ty)?)? {
            AttrData::AffineMap(m) => Some(*m),
            AttrData::StridedLayout { offset, strides } => Some(self.strided_layout_map(*offset, strides)),
            _ => None,
        }
    }

    /// Upstream's `makeStridedLinearLayoutMap`: `offset + sum(d_i *
    /// stride_i)` over one dimension per stride, with a fresh symbol for the
    /// dynamic offset (first) and for each dynamic stride, built with
    /// upstream's simplifying `+` and `*`.
    pub fn strided_layout_map(&self, offset: i64, strides: &[i64]) -> AffineMap {
        let mut symbols = 0;
        let mut value = |v: i64| {
            if v == DYNAMIC {
                symbols += 1;
                self.affine_symbol_expr(symbols - 1)
            } else {
                self.affine_constant_expr(v)
            }
        };
        let mut expr = value(offset);
        for (i, &stride) in strides.iter().enumerate() {
            let term = self.affine_mul(self.affine_dim_expr(i as u32), value(stride));
            expr = self.affine_add(expr, term);
        }
        self.affine_map(strides.len() as u32, symbols, &[expr])
    }
}
