//! The simplifications upstream applies whenever a binary affine expression
//! is built (`simplifyAdd`, `simplifyMul`, `simplifyFloorDiv`,
//! `simplifyCeilDiv`, `simplifyMod` in `mlir/lib/IR/AffineExpr.cpp`). Each
//! returns the simplified expression, or `None` when the plain binary
//! expression is to be built. The rules and their order are upstream's,
//! including its quirks, so that equal call sequences give equal trees.

use super::math::{floor_div, ceil_div, modulo, rem};
use super::{AffineBinaryOp, AffineExpr, AffineExprData};
use crate::context::Context;

use AffineBinaryOp::{Add, FloorDiv, Mod, Mul};

impl Context {
    /// The value of a constant expression.
    #[inline]
    pub(super) fn const_value(&self, e: AffineExpr) -> Option<i64> {
        match self.affine_expr_data(e) {
            AffineExprData::Constant(v) => Some(v),
            _ => None,
        }
    }

    /// The operator and operands of a binary expression.
    #[inline]
    pub(super) fn binary_parts(&self, e: AffineExpr) -> Option<(AffineBinaryOp, AffineExpr, AffineExpr)> {
        match self.affine_expr_data(e) {
            AffineExprData::Binary { op, lhs, rhs } => Some((op, lhs, rhs)),
            _ => None,
        }
    }

    /// The operands of a binary expression with operator `op`.
    #[inline]
    fn binary_of(&self, e: AffineExpr, op: AffineBinaryOp) -> Option<(AffineExpr, AffineExpr)> {
        match self.binary_parts(e) {
            Some((o, l, r)) if o == op => Some((l, r)),
            _ => None,
        }
    }

    pub(super) fn simplify_add(&self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let lhs_const = self.const_value(lhs);
        let rhs_const = self.const_value(rhs);
        if let (Some(l), Some(r)) = (lhs_const, rhs_const) {
            // A sum that overflows is left unfolded, as given.
            return l.checked_add(r).map(|v| self.affine_constant_expr(v));
        }
        // Constants go right; a symbolic operand goes right of a
        // dimensional one.
        if lhs_const.is_some() || (self.is_symbolic_or_constant(lhs) && !self.is_symbolic_or_constant(rhs)) {
            return Some(self.affine_add(rhs, lhs));
        }
        if rhs_const == Some(0) {
            return Some(lhs);
        }
        // (e + c1) + c2 -> e + (c1 + c2).
        let lhs_add = self.binary_of(lhs, Add);
        if let (Some((ll, lr)), Some(r)) = (lhs_add, rhs_const) {
            if let Some(lrc) = self.const_value(lr) {
                return Some(self.affine_add_const(ll, lrc.wrapping_add(r)));
            }
        }
        // c1 * e + c2 * e -> (c1 + c2) * e, a bare `e` counting as `1 * e`.
        let scaled = |e: AffineExpr| match self.binary_of(e, Mul) {
            Some((a, b)) => match self.const_value(b) {
                Some(c) => (c, a),
                None => (1, e),
            },
            None => (1, e),
        };
        let (c1, first) = scaled(lhs);
        let (c2, second) = scaled(rhs);
        if first == second {
            let c = self.affine_constant_expr(c1.wrapping_add(c2));
            return Some(self.affine_mul(first, c));
        }
        // (e1 + c) + e2 -> (e1 + e2) + c.
        if let Some((ll, lr)) = lhs_add {
            if self.const_value(lr).is_some() {
                let sum = self.affine_add(ll, rhs);
                return Some(self.affine_add(sum, lr));
            }
        }
        // e + ((e floordiv q) * q) * -1 -> e mod q (upstream does not check
        // the operator of the right operand here).
        let (rop, rl, rr) = self.binary_parts(rhs)?;
        if self.const_value(rr) == Some(-1) {
            if let Some((fl, q)) = self.binary_of(rl, Mul) {
                let (dividend, divisor) = self.binary_of(fl, FloorDiv)?;
                if divisor == q && lhs == dividend {
                    return Some(self.affine_mod(lhs, q));
                }
            }
        }
        // The right operand is now `(x floordiv c) * k`.
        if rop != Mul {
            return None;
        }
        let (dividend, divisor) = self.binary_of(rl, FloorDiv)?;
        // e + (e floordiv c) * -c -> e mod c for a positive constant c.
        let positive = self.const_value(divisor).is_some_and(|c| c > 0);
        if positive && lhs == dividend && divisor == self.affine_neg(rr) {
            return Some(self.affine_mod(lhs, divisor));
        }
        // (e1 + e2) + (x floordiv c) * k -> e1 + (e2 + (x floordiv c) * k)
        // when the inner sum simplifies (e.g. e2 + (e2 floordiv c) * -c).
        if let Some((ll, lr)) = lhs_add {
            if let Some(inner) = self.simplify_add(lr, rhs) {
                return Some(self.affine_add(ll, inner));
            }
        }
        None
    }

    pub(super) fn simplify_mul(&self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let lhs_const = self.const_value(lhs);
        let rhs_const = self.const_value(rhs);
        if let (Some(l), Some(r)) = (lhs_const, rhs_const) {
            // A product that overflows is left unfolded, as given.
            return l.checked_mul(r).map(|v| self.affine_constant_expr(v));
        }
        let rhs_symbolic = self.is_symbolic_or_constant(rhs);
        // The constant or symbolic operand goes right.
        if !rhs_symbolic || lhs_const.is_some() {
            if !rhs_symbolic && !self.is_symbolic_or_constant(lhs) {
                // Not affine: upstream would swap forever. Build as given.
                return None;
            }
            return Some(self.affine_mul(rhs, lhs));
        }
        match rhs_const {
            Some(1) => return Some(lhs),
            Some(0) => return Some(rhs),
            _ => {}
        }
        let lhs_mul = self.binary_of(lhs, Mul);
        // (e * c1) * c2 -> e * (c1 * c2).
        if let (Some((ll, lr)), Some(r)) = (lhs_mul, rhs_const) {
            if let Some(lrc) = self.const_value(lr) {
                return Some(self.affine_mul_const(ll, lrc.wrapping_mul(r)));
            }
        }
        // (e1 * c) * e2 -> (e1 * e2) * c.
        if let Some((ll, lr)) = lhs_mul {
            if self.const_value(lr).is_some() {
                let product = self.affine_mul(ll, rhs);
                return Some(self.affine_mul(product, lr));
            }
        }
        None
    }

    pub(super) fn simplify_floor_div(&self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        // Division by zero is left as is (upstream folds negative divisors
        // since LLVM 19, but not remainders by them).
        let r = self.const_value(rhs).filter(|&r| r != 0)?;
        if let Some(l) = self.const_value(lhs) {
            // `MIN floordiv -1` overflows and is left unfolded.
            l.checked_div(r)?;
            return Some(self.affine_constant_expr(floor_div(l, r)));
        }
        if r == 1 {
            return Some(lhs);
        }
        match self.binary_parts(lhs) {
            // (e * c) floordiv r -> e * (c / r) when r divides c.
            Some((Mul, ll, lr)) => {
                let c = self.const_value(lr)?;
                if rem(c, r) == Some(0) {
                    return Some(self.affine_mul_const(ll, c.wrapping_div(r)));
                }
                None
            }
            // (e1 + e2) floordiv r -> e1 floordiv r + e2 floordiv r when r
            // divides one of them.
            Some((Add, ll, lr)) => {
                let ll_div = self.largest_known_divisor(ll);
                let lr_div = self.largest_known_divisor(lr);
                if rem(ll_div, r) == Some(0) || rem(lr_div, r) == Some(0) {
                    let a = self.affine_floor_div(ll, rhs);
                    let b = self.affine_floor_div(lr, rhs);
                    return Some(self.affine_add(a, b));
                }
                None
            }
            _ => None,
        }
    }

    pub(super) fn simplify_ceil_div(&self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let r = self.const_value(rhs).filter(|&r| r != 0)?;
        if let Some(l) = self.const_value(lhs) {
            l.checked_div(r)?;
            return Some(self.affine_constant_expr(ceil_div(l, r)));
        }
        if r == 1 {
            return Some(lhs);
        }
        // (e * c) ceildiv r -> e * (c / r) when r divides c.
        let (ll, lr) = self.binary_of(lhs, Mul)?;
        let c = self.const_value(lr)?;
        if rem(c, r) == Some(0) {
            return Some(self.affine_mul_const(ll, c.wrapping_div(r)));
        }
        None
    }

    pub(super) fn simplify_mod(&self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        // A remainder by zero or a negative number is left as is.
        let r = self.const_value(rhs).filter(|&r| r >= 1)?;
        if let Some(l) = self.const_value(lhs) {
            return Some(self.affine_constant_expr(modulo(l, r)));
        }
        // A known multiple of r is 0 mod r.
        if rem(self.largest_known_divisor(lhs), r) == Some(0) {
            return Some(self.affine_constant_expr(0));
        }
        match self.binary_parts(lhs) {
            // (e1 + e2) mod r -> e2 mod r when r divides e1 (and the other
            // way round).
            Some((Add, ll, lr)) => {
                if rem(self.largest_known_divisor(ll), r) == Some(0) {
                    return Some(self.affine_mod(lr, rhs));
                }
                if rem(self.largest_known_divisor(lr), r) == Some(0) {
                    return Some(self.affine_mod(ll, rhs));
                }
                None
            }
            // (e mod a) mod r -> e mod r when r divides a.
            Some((Mod, ll, lr)) => {
                let a = self.const_value(lr)?;
                if a >= 1 && modulo(a, r) == 0 {
                    return Some(self.affine_mod(ll, rhs));
                }
                None
            }
            _ => None,
        }
    }
}
