//! Affine expression construction for the parser: a thin adapter over the
//! core's simplifying constructors (`Context::affine_add` and friends, which
//! apply upstream's `AffineExpr` operator simplifications and canonical
//! operand order), so that parsed expressions are uniqued in the same
//! canonical form as upstream's and as those built through the C API.

use oxmlir_ir::affine::AffineExpr;
use oxmlir_ir::Context;

/// Expression builder over a context.
#[derive(Copy, Clone)]
pub struct Affine<'a> {
    /// The context.
    pub cx: &'a Context,
}

impl<'a> Affine<'a> {
    /// `dN`
    pub fn dim(&self, p: u32) -> AffineExpr {
        self.cx.affine_dim_expr(p)
    }

    /// `sN`
    pub fn symbol(&self, p: u32) -> AffineExpr {
        self.cx.affine_symbol_expr(p)
    }

    /// A constant.
    pub fn constant(&self, v: i64) -> AffineExpr {
        self.cx.affine_constant_expr(v)
    }

    /// Whether the expression involves no dimensions.
    pub fn is_symbolic_or_constant(&self, e: AffineExpr) -> bool {
        self.cx.is_symbolic_or_constant(e)
    }

    /// `lhs + rhs`
    pub fn add(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.cx.affine_add(lhs, rhs)
    }

    /// `lhs * rhs`
    pub fn mul(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.cx.affine_mul(lhs, rhs)
    }

    /// `lhs * c`
    pub fn mul_const(&self, lhs: AffineExpr, c: i64) -> AffineExpr {
        self.cx.affine_mul_const(lhs, c)
    }

    /// `lhs - rhs`
    pub fn sub(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.cx.affine_sub(lhs, rhs)
    }

    /// `lhs floordiv rhs`
    pub fn floor_div(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.cx.affine_floor_div(lhs, rhs)
    }

    /// `lhs ceildiv rhs`
    pub fn ceil_div(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.cx.affine_ceil_div(lhs, rhs)
    }

    /// `lhs mod rhs`
    pub fn modulo(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.cx.affine_mod(lhs, rhs)
    }
}
