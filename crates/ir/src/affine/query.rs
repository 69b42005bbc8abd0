//! Queries on affine expressions and the rewrites built on replacement:
//! replacing dimensions and symbols, shifting them, sparse replacement and
//! composition with a map (upstream's `AffineExpr` methods).

use std::ops::ControlFlow;

use super::math::{abs, gcd_u64, rem};
use super::{AffineBinaryOp, AffineExpr, AffineExprData, AffineMap};
use crate::context::Context;

impl Context {
    /// Whether `e` is made of symbols and constants only (no dimension).
    pub fn is_symbolic_or_constant(&self, e: AffineExpr) -> bool {
        match self.affine_expr_data(e) {
            AffineExprData::Constant(_) | AffineExprData::Symbol(_) => true,
            AffineExprData::Dim(_) => false,
            // The right operand first: sums and products are built left-deep,
            // so a dimension is usually found there at once.
            AffineExprData::Binary { lhs, rhs, .. } => {
                self.is_symbolic_or_constant(rhs) && self.is_symbolic_or_constant(lhs)
            }
        }
    }

    /// Whether `e` is pure affine: multiplication only by a constant, and
    /// `floordiv`, `ceildiv` and `mod` only by a constant.
    pub fn is_pure_affine(&self, e: AffineExpr) -> bool {
        match self.affine_expr_data(e) {
            AffineExprData::Binary { op, lhs, rhs } => match op {
                AffineBinaryOp::Add => self.is_pure_affine(lhs) && self.is_pure_affine(rhs),
                AffineBinaryOp::Mul => {
                    self.is_pure_affine(lhs)
                        && self.is_pure_affine(rhs)
                        && (self.const_value(lhs).is_some() || self.const_value(rhs).is_some())
                }
                AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv | AffineBinaryOp::Mod => {
                    self.is_pure_affine(lhs) && self.const_value(rhs).is_some()
                }
            },
            _ => true,
        }
    }

    /// The greatest known integral divisor of `e` (upstream's
    /// `getLargestKnownDivisor`; its arithmetic wraps where upstream's
    /// would overflow).
    pub fn largest_known_divisor(&self, e: AffineExpr) -> i64 {
        match self.affine_expr_data(e) {
            AffineExprData::Dim(_) | AffineExprData::Symbol(_) => 1,
            AffineExprData::Constant(v) => abs(v),
            AffineExprData::Binary { op, lhs, rhs } => match op {
                AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv => {
                    // A constant divisor dividing the dividend's known
                    // divisor leaves the quotient as a known divisor.
                    match self.const_value(rhs) {
                        Some(c) if c != 0 => {
                            let lhs_div = self.largest_known_divisor(lhs);
                            if rem(lhs_div, c) == Some(0) {
                                abs(lhs_div.wrapping_div(c))
                            } else {
                                1
                            }
                        }
                        _ => 1,
                    }
                }
                AffineBinaryOp::Mul => self.largest_known_divisor(lhs).wrapping_mul(self.largest_known_divisor(rhs)),
                AffineBinaryOp::Add | AffineBinaryOp::Mod => {
                    gcd_u64(self.largest_known_divisor(lhs) as u64, self.largest_known_divisor(rhs) as u64) as i64
                }
            },
        }
    }

    /// Whether `e` is known to be a multiple of `factor` (upstream's
    /// `isMultipleOf`, including its unsigned arithmetic for products and
    /// sums). A zero factor is never divided by: the answer is `false`.
    pub fn is_multiple_of(&self, e: AffineExpr, factor: i64) -> bool {
        let divides = |v: u64| v.checked_rem(factor as u64) == Some(0);
        match self.affine_expr_data(e) {
            AffineExprData::Dim(_) | AffineExprData::Symbol(_) => factor.wrapping_mul(factor) == 1,
            AffineExprData::Constant(v) => rem(v, factor) == Some(0),
            AffineExprData::Binary { op: AffineBinaryOp::Mul, lhs, rhs } => {
                let l = self.largest_known_divisor(lhs) as u64;
                if divides(l) {
                    return true;
                }
                let u = self.largest_known_divisor(rhs) as u64;
                divides(u) || divides(l.wrapping_mul(u))
            }
            AffineExprData::Binary { lhs, rhs, .. } => {
                divides(gcd_u64(self.largest_known_divisor(lhs) as u64, self.largest_known_divisor(rhs) as u64))
            }
        }
    }

    /// Whether `e` involves `d<position>`.
    pub fn is_function_of_dim(&self, e: AffineExpr, position: u32) -> bool {
        match self.affine_expr_data(e) {
            AffineExprData::Dim(p) => p == position,
            AffineExprData::Binary { lhs, rhs, .. } => {
                self.is_function_of_dim(lhs, position) || self.is_function_of_dim(rhs, position)
            }
            _ => false,
        }
    }

    /// Whether `e` involves `s<position>`.
    pub fn is_function_of_symbol(&self, e: AffineExpr, position: u32) -> bool {
        match self.affine_expr_data(e) {
            AffineExprData::Symbol(p) => p == position,
            AffineExprData::Binary { lhs, rhs, .. } => {
                self.is_function_of_symbol(lhs, position) || self.is_function_of_symbol(rhs, position)
            }
            _ => false,
        }
    }

    /// Visits every node of `e` in post-order (operands before the
    /// expression), stopping when `f` breaks.
    pub fn walk_affine_expr<B>(
        &self,
        e: AffineExpr,
        f: &mut impl FnMut(AffineExpr) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        if let AffineExprData::Binary { lhs, rhs, .. } = self.affine_expr_data(e) {
            self.walk_affine_expr(lhs, f)?;
            self.walk_affine_expr(rhs, f)?;
        }
        f(e)
    }

    /// Rebuilds `e` with its dimensions and symbols replaced by `leaf`
    /// (`None` keeps the leaf). Unchanged subtrees are kept as they are;
    /// changed binary nodes are rebuilt with simplification.
    fn rewrite_leaves(&self, e: AffineExpr, leaf: &dyn Fn(AffineExprData) -> Option<AffineExpr>) -> AffineExpr {
        match self.affine_expr_data(e) {
            AffineExprData::Constant(_) => e,
            d @ (AffineExprData::Dim(_) | AffineExprData::Symbol(_)) => leaf(d).unwrap_or(e),
            AffineExprData::Binary { op, lhs, rhs } => {
                let new_lhs = self.rewrite_leaves(lhs, leaf);
                let new_rhs = self.rewrite_leaves(rhs, leaf);
                if new_lhs == lhs && new_rhs == rhs {
                    e
                } else {
                    self.affine_binary_expr(op, new_lhs, new_rhs)
                }
            }
        }
    }

    /// Replaces `d<i>` by `dims[i]` and `s<i>` by `symbols[i]`; positions
    /// beyond the slices are kept (upstream's `replaceDimsAndSymbols`).
    pub fn replace_dims_and_symbols(&self, e: AffineExpr, dims: &[AffineExpr], symbols: &[AffineExpr]) -> AffineExpr {
        self.rewrite_leaves(e, &|d| match d {
            AffineExprData::Dim(p) => dims.get(p as usize).copied(),
            AffineExprData::Symbol(p) => symbols.get(p as usize).copied(),
            _ => None,
        })
    }

    /// Replaces `d<i>` by `d<i + shift>` for `offset <= i < num_dims`
    /// (upstream's `shiftDims`; positions wrap as `unsigned` does).
    pub fn shift_dims(&self, e: AffineExpr, num_dims: u32, shift: u32, offset: u32) -> AffineExpr {
        self.rewrite_leaves(e, &|d| match d {
            AffineExprData::Dim(p) if p >= offset && p < num_dims => Some(self.affine_dim_expr(p.wrapping_add(shift))),
            _ => None,
        })
    }

    /// Replaces `s<i>` by `s<i + shift>` for `offset <= i < num_symbols`
    /// (upstream's `shiftSymbols`).
    pub fn shift_symbols(&self, e: AffineExpr, num_symbols: u32, shift: u32, offset: u32) -> AffineExpr {
        self.rewrite_leaves(e, &|d| match d {
            AffineExprData::Symbol(p) if p >= offset && p < num_symbols => {
                Some(self.affine_symbol_expr(p.wrapping_add(shift)))
            }
            _ => None,
        })
    }

    /// Replaces every occurrence of the subexpression `from` in `e` by `to`
    /// (upstream's sparse `AffineExpr::replace`); other changed nodes are
    /// rebuilt with simplification.
    pub fn replace_affine_expr(&self, e: AffineExpr, from: AffineExpr, to: AffineExpr) -> AffineExpr {
        if e == from {
            return to;
        }
        match self.affine_expr_data(e) {
            AffineExprData::Binary { op, lhs, rhs } => {
                let new_lhs = self.replace_affine_expr(lhs, from, to);
                let new_rhs = self.replace_affine_expr(rhs, from, to);
                if new_lhs == lhs && new_rhs == rhs {
                    e
                } else {
                    self.affine_binary_expr(op, new_lhs, new_rhs)
                }
            }
            _ => e,
        }
    }

    /// `e` with `d<i>` replaced by the map's `i`-th result (upstream's
    /// `AffineExpr::compose`; the map's symbols are not renamed).
    pub fn compose_affine_expr(&self, e: AffineExpr, map: AffineMap) -> AffineExpr {
        let results = self.affine_map_results(map);
        self.replace_dims_and_symbols(e, results, &[])
    }
}
