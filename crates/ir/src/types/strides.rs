//! Strides and offset of a memref (upstream's
//! `MemRefType::getStridesAndOffset`).
//!
//! * A strided layout gives them directly.
//! * The identity map gives the canonical row-major strides; a dimension of
//!   size 0 or `?` makes every stride to its left dynamic.
//! * Any other affine map must have one result. As upstream, the result is
//!   simplified, then decomposed into `sum(d_i * stride_i) + offset` by
//!   walking its sums and products (a division or remainder met on the way
//!   makes the decomposition fail), and each stride and the offset are
//!   simplified again: those that are not constants are dynamic.

use super::{Type, TypeData, DYNAMIC};
use crate::affine::{AffineBinaryOp, AffineExpr, AffineExprData, AffineMap};
use crate::attrs::AttrData;
use crate::context::Context;

impl Context {
    /// The strides (one per dimension) and offset of a ranked memref, with
    /// [`DYNAMIC`] for unknown values; `None` if the layout is not strided.
    pub fn memref_strides_and_offset(&self, ty: Type) -> Option<(Vec<i64>, i64)> {
        let TypeData::MemRef { shape, layout, .. } = self.try_type_data(ty)? else { return None };
        match self.try_attr_data(*layout)? {
            AttrData::StridedLayout { offset, strides } => Some((strides.to_vec(), *offset)),
            AttrData::AffineMap(map) => self.affine_map_strides_and_offset(*map, shape),
            _ => None,
        }
    }

    /// Strides and offset of a memref of the given shape laid out by `map`
    /// (upstream's `getAffineMapStridesAndOffset`).
    fn affine_map_strides_and_offset(&self, map: AffineMap, shape: &[i64]) -> Option<(Vec<i64>, i64)> {
        if self.is_identity_map(map) {
            return Some((canonical_strides(shape), 0));
        }
        let data = self.try_affine_map_data(map)?;
        let [result] = *data.results else { return None };
        let (dims, syms) = (data.num_dims, data.num_symbols);
        let zero = self.affine_constant_expr(0);
        let mut strides = vec![zero; shape.len()];
        let mut offset = zero;
        let e = self.simplify_affine_expr(result, dims, syms).ok()?;
        self.extract_strides(e, self.affine_constant_expr(1), &mut strides, &mut offset)?;
        let value = |e: AffineExpr| {
            let e = self.simplify_affine_expr(e, dims, syms).unwrap_or(e);
            match self.affine_expr_data(e) {
                AffineExprData::Constant(c) => c,
                _ => DYNAMIC,
            }
        };
        Some((strides.into_iter().map(value).collect(), value(offset)))
    }

    /// Upstream's `extractStrides`: adds `e * factor` to the strides (terms
    /// `d_i * x`) and the offset (terms without a dimension).
    fn extract_strides(
        &self,
        e: AffineExpr,
        factor: AffineExpr,
        strides: &mut [AffineExpr],
        offset: &mut AffineExpr,
    ) -> Option<()> {
        match self.affine_expr_data(e) {
            AffineExprData::Dim(p) => {
                let s = strides.get_mut(p as usize)?;
                *s = self.affine_add(*s, factor);
            }
            AffineExprData::Symbol(_) | AffineExprData::Constant(_) => {
                *offset = self.affine_add(*offset, self.affine_mul(e, factor));
            }
            AffineExprData::Binary { op, lhs, rhs } => match op {
                AffineBinaryOp::Add => {
                    let a = self.extract_strides(lhs, factor, strides, offset);
                    let b = self.extract_strides(rhs, factor, strides, offset);
                    a.and(b)?;
                }
                AffineBinaryOp::Mul => {
                    if let AffineExprData::Dim(p) = self.affine_expr_data(lhs) {
                        let s = strides.get_mut(p as usize)?;
                        *s = self.affine_add(*s, self.affine_mul(rhs, factor));
                    } else if self.is_symbolic_or_constant(lhs) {
                        self.extract_strides(rhs, self.affine_mul(factor, lhs), strides, offset)?;
                    } else {
                        self.extract_strides(lhs, self.affine_mul(factor, rhs), strides, offset)?;
                    }
                }
                AffineBinaryOp::Mod | AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv => return None,
            },
        }
        Some(())
    }
}

/// Row-major strides of a contiguous shape (upstream's
/// `makeCanonicalStridedLayoutExpr`).
fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![0; shape.len()];
    let mut running: i64 = 1;
    let mut dynamic = false;
    for (i, &size) in shape.iter().enumerate().rev() {
        strides[i] = if dynamic { DYNAMIC } else { running };
        if size > 0 {
            running = running.wrapping_mul(size);
        } else {
            dynamic = true;
        }
    }
    strides
}

#[cfg(test)]
mod tests {
    use super::canonical_strides;
    use crate::types::DYNAMIC;

    #[test]
    fn canonical_strides_poison_left_of_unknown_sizes() {
        assert_eq!(canonical_strides(&[3, 4, 5]), vec![20, 5, 1]);
        assert_eq!(canonical_strides(&[3, DYNAMIC, 5]), vec![DYNAMIC, 5, 1]);
        assert_eq!(canonical_strides(&[5, 0]), vec![DYNAMIC, 1]);
        assert_eq!(canonical_strides(&[]), Vec::<i64>::new());
    }
}
