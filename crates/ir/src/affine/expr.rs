//! Building affine expressions: leaves, and binary expressions simplified on
//! construction as upstream's `AffineExpr` operators do.

use super::{AffineBinaryOp, AffineExpr, AffineExprData};
use crate::context::Context;

impl Context {
    /// `d<position>` (upstream's `getAffineDimExpr`).
    pub fn affine_dim_expr(&self, position: u32) -> AffineExpr {
        self.intern_affine_expr(AffineExprData::Dim(position))
    }

    /// `s<position>` (upstream's `getAffineSymbolExpr`).
    pub fn affine_symbol_expr(&self, position: u32) -> AffineExpr {
        self.intern_affine_expr(AffineExprData::Symbol(position))
    }

    /// The constant expression `value` (upstream's `getAffineConstantExpr`).
    pub fn affine_constant_expr(&self, value: i64) -> AffineExpr {
        self.intern_affine_expr(AffineExprData::Constant(value))
    }

    /// `lhs <op> rhs`, simplified as upstream's `getAffineBinaryOpExpr`.
    pub fn affine_binary_expr(&self, op: AffineBinaryOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match op {
            AffineBinaryOp::Add => self.affine_add(lhs, rhs),
            AffineBinaryOp::Mul => self.affine_mul(lhs, rhs),
            AffineBinaryOp::Mod => self.affine_mod(lhs, rhs),
            AffineBinaryOp::FloorDiv => self.affine_floor_div(lhs, rhs),
            AffineBinaryOp::CeilDiv => self.affine_ceil_div(lhs, rhs),
        }
    }

    /// `lhs + rhs` (upstream's `AffineExpr::operator+`): constants are
    /// folded and moved right, successive constants combined, `c1 * e + c2 *
    /// e` merged, `e - (e floordiv q) * q` turned into `e mod q`, and the
    /// operands of a sum of two dimensions/symbols ordered (dimensions first,
    /// then by position).
    pub fn affine_add(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        if let Some(e) = self.simplify_add(lhs, rhs) {
            return e;
        }
        let (lhs, rhs) = self.order_commutative(lhs, rhs);
        self.intern_affine_expr(AffineExprData::Binary { op: AffineBinaryOp::Add, lhs, rhs })
    }

    /// `lhs * rhs` (upstream's `AffineExpr::operator*`): constants are folded
    /// and the constant or symbolic operand moved right, `e * 1` is `e`, `e *
    /// 0` is `0`, successive constant factors are combined, and the operands
    /// of a product of two dimensions/symbols are ordered.
    ///
    /// Upstream requires one operand to be symbolic or constant (a product
    /// of two dimension-dependent expressions recurses forever there); such
    /// a product is built as given.
    pub fn affine_mul(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        if let Some(e) = self.simplify_mul(lhs, rhs) {
            return e;
        }
        let (lhs, rhs) = self.order_commutative(lhs, rhs);
        self.intern_affine_expr(AffineExprData::Binary { op: AffineBinaryOp::Mul, lhs, rhs })
    }

    /// `lhs floordiv rhs` (upstream's `AffineExpr::floorDiv`).
    pub fn affine_floor_div(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        if let Some(e) = self.simplify_floor_div(lhs, rhs) {
            return e;
        }
        self.intern_affine_expr(AffineExprData::Binary { op: AffineBinaryOp::FloorDiv, lhs, rhs })
    }

    /// `lhs ceildiv rhs` (upstream's `AffineExpr::ceilDiv`).
    pub fn affine_ceil_div(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        if let Some(e) = self.simplify_ceil_div(lhs, rhs) {
            return e;
        }
        self.intern_affine_expr(AffineExprData::Binary { op: AffineBinaryOp::CeilDiv, lhs, rhs })
    }

    /// `lhs mod rhs` (upstream's `AffineExpr::operator%`).
    pub fn affine_mod(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        if let Some(e) = self.simplify_mod(lhs, rhs) {
            return e;
        }
        self.intern_affine_expr(AffineExprData::Binary { op: AffineBinaryOp::Mod, lhs, rhs })
    }

    /// `-e`, i.e. `e * -1` (upstream's unary `operator-`).
    pub fn affine_neg(&self, e: AffineExpr) -> AffineExpr {
        let minus_one = self.affine_constant_expr(-1);
        self.affine_mul(e, minus_one)
    }

    /// `lhs - rhs`, i.e. `lhs + rhs * -1` (upstream's binary `operator-`).
    pub fn affine_sub(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let neg = self.affine_neg(rhs);
        self.affine_add(lhs, neg)
    }

    /// `e + c`.
    pub fn affine_add_const(&self, e: AffineExpr, c: i64) -> AffineExpr {
        let c = self.affine_constant_expr(c);
        self.affine_add(e, c)
    }

    /// `e * c`.
    pub fn affine_mul_const(&self, e: AffineExpr, c: i64) -> AffineExpr {
        let c = self.affine_constant_expr(c);
        self.affine_mul(e, c)
    }

    /// The operands of a commutative operator in upstream's canonical order:
    /// two dimensions or two symbols by position, a dimension before a
    /// symbol; anything else keeps its order.
    fn order_commutative(&self, lhs: AffineExpr, rhs: AffineExpr) -> (AffineExpr, AffineExpr) {
        use AffineExprData::{Dim, Symbol};
        match (self.affine_expr_data(lhs), self.affine_expr_data(rhs)) {
            (Dim(a), Dim(b)) | (Symbol(a), Symbol(b)) if b < a => (rhs, lhs),
            (Symbol(_), Dim(_)) => (rhs, lhs),
            _ => (lhs, rhs),
        }
    }
}
