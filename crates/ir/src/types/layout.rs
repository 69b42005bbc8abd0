//! Memref layouts and memory spaces: the identity layout, upstream's
//! memory-space canonicalization, and the layout queries of memref types.

use super::{Type, TypeData, DYNAMIC};
use crate::affine::{AffineBinaryOp, AffineExpr, AffineExprData, AffineMap, AffineMapData};
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
    /// dynamic offset (first) and each dynamic stride, built with upstream's
    /// simplifications of `+` and `*` (constants fold and move right, `* 1`
    /// and `+ 0` vanish, `* 0` is `0`).
    pub fn strided_layout_map(&self, offset: i64, strides: &[i64]) -> AffineMap {
        let b = StridedMapBuilder(self);
        let mut symbols = 0;
        let mut fresh_symbol = || {
            symbols += 1;
            b.expr(AffineExprData::Symbol(symbols - 1))
        };
        let mut expr = if offset == DYNAMIC { fresh_symbol() } else { b.expr(AffineExprData::Constant(offset)) };
        for (i, &stride) in strides.iter().enumerate() {
            let d = b.expr(AffineExprData::Dim(i as u32));
            let mult = if stride == DYNAMIC { fresh_symbol() } else { b.expr(AffineExprData::Constant(stride)) };
            let term = b.mul(d, mult);
            expr = b.add(expr, term);
        }
        self.intern_affine_map(AffineMapData {
            num_dims: strides.len() as u32,
            num_symbols: symbols,
            results: Box::new([expr]),
        })
    }
}

/// Upstream's `AffineExpr` `+` and `*` for the expressions a strided layout
/// map is made of (a sum of `dim * constant`, `dim * symbol`, symbols and
/// constants). The rules that need a division or the same term twice
/// cannot apply to such sums and are left out.
struct StridedMapBuilder<'c>(&'c Context);

impl StridedMapBuilder<'_> {
    fn expr(&self, d: AffineExprData) -> AffineExpr {
        self.0.intern_affine_expr(d)
    }

    fn data(&self, e: AffineExpr) -> Option<&AffineExprData> {
        self.0.try_affine_expr_data(e)
    }

    fn constant(&self, e: AffineExpr) -> Option<i64> {
        match self.data(e) {
            Some(AffineExprData::Constant(c)) => Some(*c),
            _ => None,
        }
    }

    fn symbolic_or_constant(&self, e: AffineExpr) -> bool {
        match self.data(e) {
            Some(AffineExprData::Symbol(_) | AffineExprData::Constant(_)) => true,
            Some(AffineExprData::Binary { lhs, rhs, .. }) => {
                self.symbolic_or_constant(*lhs) && self.symbolic_or_constant(*rhs)
            }
            _ => false,
        }
    }

    fn binary(&self, op: AffineBinaryOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.expr(AffineExprData::Binary { op, lhs, rhs })
    }

    fn add(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let (lc, rc) = (self.constant(lhs), self.constant(rhs));
        if let (Some(a), Some(b)) = (lc, rc) {
            if let Some(s) = a.checked_add(b) {
                return self.expr(AffineExprData::Constant(s));
            }
        }
        if lc.is_some() || (self.symbolic_or_constant(lhs) && !self.symbolic_or_constant(rhs)) {
            return self.add(rhs, lhs);
        }
        if rc == Some(0) {
            return lhs;
        }
        if let Some(AffineExprData::Binary { op: AffineBinaryOp::Add, lhs: ll, rhs: lr }) = self.data(lhs) {
            let (ll, lr) = (*ll, *lr);
            if let Some(lrc) = self.constant(lr) {
                if let Some(c) = rc {
                    let sum = self.expr(AffineExprData::Constant(lrc.wrapping_add(c)));
                    return self.add(ll, sum);
                }
                let inner = self.add(ll, rhs);
                return self.add(inner, lr);
            }
        }
        self.binary(AffineBinaryOp::Add, lhs, rhs)
    }

    fn mul(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let (lc, rc) = (self.constant(lhs), self.constant(rhs));
        if let (Some(a), Some(b)) = (lc, rc) {
            if let Some(p) = a.checked_mul(b) {
                return self.expr(AffineExprData::Constant(p));
            }
        }
        let (ls, rs) = (self.symbolic_or_constant(lhs), self.symbolic_or_constant(rhs));
        if ls && (!rs || lc.is_some()) {
            return self.mul(rhs, lhs);
        }
        match rc {
            Some(1) => lhs,
            Some(0) => rhs,
            _ => self.binary(AffineBinaryOp::Mul, lhs, rhs),
        }
    }
}
