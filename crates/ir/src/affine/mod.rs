//! Affine expressions, affine maps and integer sets, uniqued in the context,
//! with upstream MLIR 22's simplifications and queries.
//!
//! * [`AffineExpr`]: `d<i>`, `s<i>`, constants and the binary operators
//!   `+ * mod floordiv ceildiv`. Expressions are simplified as they are built
//!   ([`Context::affine_add`], [`Context::affine_mul`], ... in `expr.rs`,
//!   with the rules in `simplify.rs`) exactly as upstream's
//!   `AffineExpr::operator+` and friends, so that the same calls produce the
//!   same trees and the same text. Queries and rewrites (`replace`, `shift`,
//!   `compose`, ...) are in `query.rs`; flattening-based simplification
//!   (`simplifyAffineExpr`) is in `flatten.rs`.
//! * [`AffineMap`]: `(d0, d1)[s0] -> (d0 + s0, d1)` (`map.rs`).
//! * [`IntegerSet`]: `(d0)[s0] : (d0 - s0 >= 0)` (`set.rs`).
//!
//! All three are uniqued per context: equal values have equal handles, so
//! equality is an integer compare, as upstream's pointer compare.
//!
//! Every method here expects objects of the context it is called on; an
//! object of another context (or a forged handle) reads as the constant
//! expression `0`, the empty map or an empty set instead of panicking. The C
//! API checks handles before calling in, so it never relies on this.

mod expr;
mod flatten;
mod map;
mod math;
mod query;
mod set;
mod simplify;
#[cfg(test)]
mod tests;

pub use flatten::SimplifyError;
pub use math::{ceil_div, floor_div, modulo};

use crate::context::Context;
use crate::support::handle::handle_id;

handle_id! {
    /// A uniqued affine expression (`MlirAffineExpr`).
    AffineExpr
}
handle_id! {
    /// A uniqued affine map (`MlirAffineMap`).
    AffineMap
}
handle_id! {
    /// A uniqued integer set (`MlirIntegerSet`).
    IntegerSet
}

/// Binary affine operators (upstream's `AffineExprKind` without the leaves).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AffineBinaryOp {
    /// `a + b`
    Add,
    /// `a * b`
    Mul,
    /// `a mod b`
    Mod,
    /// `a floordiv b`
    FloorDiv,
    /// `a ceildiv b`
    CeilDiv,
}

impl AffineBinaryOp {
    /// The operator as upstream prints it between its operands, with the
    /// surrounding spaces (`" + "`, `" floordiv "`, ...).
    pub fn spelling(self) -> &'static str {
        match self {
            AffineBinaryOp::Add => " + ",
            AffineBinaryOp::Mul => " * ",
            AffineBinaryOp::Mod => " mod ",
            AffineBinaryOp::FloorDiv => " floordiv ",
            AffineBinaryOp::CeilDiv => " ceildiv ",
        }
    }
}

/// The value behind an [`AffineExpr`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AffineExprData {
    /// `d<position>`
    Dim(u32),
    /// `s<position>`
    Symbol(u32),
    /// A constant.
    Constant(i64),
    /// A binary expression.
    Binary {
        /// Operator.
        op: AffineBinaryOp,
        /// Left operand.
        lhs: AffineExpr,
        /// Right operand.
        rhs: AffineExpr,
    },
}

/// The value behind an [`AffineMap`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineMapData {
    /// Number of dimensions.
    pub num_dims: u32,
    /// Number of symbols.
    pub num_symbols: u32,
    /// Result expressions.
    pub results: Box<[AffineExpr]>,
}

/// The value behind an [`IntegerSet`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IntegerSetData {
    /// Number of dimensions.
    pub num_dims: u32,
    /// Number of symbols.
    pub num_symbols: u32,
    /// Constraint expressions (`expr == 0` or `expr >= 0`).
    pub constraints: Box<[AffineExpr]>,
    /// Per-constraint: true for an equality.
    pub eq_flags: Box<[bool]>,
}

/// The hash of an affine map's value, computed the same way for a borrowed
/// key and for the stored [`AffineMapData`].
fn map_hash(cx: &Context, num_dims: u32, num_symbols: u32, results: &[AffineExpr]) -> u64 {
    cx.affine_maps.hash(&(num_dims, num_symbols, results))
}

/// The hash of an integer set's value (see [`map_hash`]).
fn set_hash(cx: &Context, num_dims: u32, num_symbols: u32, constraints: &[AffineExpr], eq_flags: &[bool]) -> u64 {
    cx.integer_sets.hash(&(num_dims, num_symbols, constraints, eq_flags))
}

impl Context {
    /// Interns an affine expression value as it is, without upstream's
    /// simplifications. Most callers want the simplifying constructors
    /// ([`Context::affine_add`], [`Context::affine_binary_expr`], ...): only
    /// they give the trees upstream gives.
    pub fn intern_affine_expr(&self, data: AffineExprData) -> AffineExpr {
        let hash = self.affine_exprs.hash(&data);
        let idx = self.affine_exprs.intern_value(hash, data);
        AffineExpr(self.uniqued_handle(crate::support::handle::UniquedKind::AffineExpr, idx))
    }

    /// Interns an affine map value (see [`Context::affine_map`]).
    pub fn intern_affine_map(&self, data: AffineMapData) -> AffineMap {
        let hash = map_hash(self, data.num_dims, data.num_symbols, &data.results);
        let idx = self.affine_maps.intern(
            hash,
            |m| m.num_dims == data.num_dims && m.num_symbols == data.num_symbols && m.results == data.results,
            || data.clone(),
        );
        AffineMap(self.uniqued_handle(crate::support::handle::UniquedKind::AffineMap, idx))
    }

    /// Interns an integer set value (see [`Context::integer_set`], which
    /// checks the constraints).
    pub fn intern_integer_set(&self, data: IntegerSetData) -> IntegerSet {
        let hash = set_hash(self, data.num_dims, data.num_symbols, &data.constraints, &data.eq_flags);
        let idx = self.integer_sets.intern(hash, |s| *s == data, || data.clone());
        IntegerSet(self.uniqued_handle(crate::support::handle::UniquedKind::IntegerSet, idx))
    }

    /// The value behind an affine expression of this context (`None` for a
    /// handle this context did not make).
    pub fn try_affine_expr_data(&self, e: AffineExpr) -> Option<&AffineExprData> {
        if !self.owns_uniqued(crate::support::handle::UniquedKind::AffineExpr, e.0) {
            return None;
        }
        self.affine_exprs.get(e.0.index())
    }

    /// The value behind an affine map of this context (`None` for a handle
    /// this context did not make).
    pub fn try_affine_map_data(&self, m: AffineMap) -> Option<&AffineMapData> {
        if !self.owns_uniqued(crate::support::handle::UniquedKind::AffineMap, m.0) {
            return None;
        }
        self.affine_maps.get(m.0.index())
    }

    /// The value behind an integer set of this context (`None` for a handle
    /// this context did not make).
    pub fn try_integer_set_data(&self, s: IntegerSet) -> Option<&IntegerSetData> {
        if !self.owns_uniqued(crate::support::handle::UniquedKind::IntegerSet, s.0) {
            return None;
        }
        self.integer_sets.get(s.0.index())
    }

    /// The value behind an affine expression (a copy). A handle this context
    /// did not make reads as the constant `0`.
    #[inline]
    pub fn affine_expr_data(&self, e: AffineExpr) -> AffineExprData {
        self.try_affine_expr_data(e).copied().unwrap_or(AffineExprData::Constant(0))
    }

    /// Whether a memref layout attribute is the identity layout (an affine
    /// map attribute whose map [`is an identity`](Context::is_identity_map),
    /// as upstream's `MemRefLayoutAttrInterface::isIdentity`).
    pub fn is_identity_layout(&self, layout: crate::attrs::Attribute) -> bool {
        match self.try_attr_data(layout) {
            Some(crate::attrs::AttrData::AffineMap(m)) => self.is_identity_map(*m),
            _ => false,
        }
    }
}
