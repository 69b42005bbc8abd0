//! Affine expressions, affine maps and integer sets, uniqued in the context.

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

/// Binary affine operators.
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

/// The value behind an [`AffineExpr`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
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

impl Context {
    /// Interns an affine expression value (no simplification).
    pub fn intern_affine_expr(&self, data: AffineExprData) -> AffineExpr {
        let hash = self.affine_exprs.hash(&data);
        let idx = self.affine_exprs.intern_value(hash, data);
        AffineExpr(self.uniqued_handle(idx))
    }

    /// Interns an affine map value.
    pub fn intern_affine_map(&self, data: AffineMapData) -> AffineMap {
        let hash = self.affine_maps.hash(&data);
        let idx = self.affine_maps.intern_value(hash, data);
        AffineMap(self.uniqued_handle(idx))
    }

    /// Interns an integer set value.
    pub fn intern_integer_set(&self, data: IntegerSetData) -> IntegerSet {
        let hash = self.integer_sets.hash(&data);
        let idx = self.integer_sets.intern_value(hash, data);
        IntegerSet(self.uniqued_handle(idx))
    }

    /// The value behind an affine expression of this context.
    pub fn try_affine_expr_data(&self, e: AffineExpr) -> Option<&AffineExprData> {
        if !self.owns_uniqued(e.0) {
            return None;
        }
        self.affine_exprs.get(e.0.index())
    }

    /// The value behind an affine map of this context.
    pub fn try_affine_map_data(&self, m: AffineMap) -> Option<&AffineMapData> {
        if !self.owns_uniqued(m.0) {
            return None;
        }
        self.affine_maps.get(m.0.index())
    }

    /// The value behind an integer set of this context.
    pub fn try_integer_set_data(&self, s: IntegerSet) -> Option<&IntegerSetData> {
        if !self.owns_uniqued(s.0) {
            return None;
        }
        self.integer_sets.get(s.0.index())
    }
}

impl Context {
    /// Whether `map` is an identity map: no symbols, results `d0, d1, ...`
    /// covering every dimension.
    pub fn is_identity_map(&self, map: AffineMap) -> bool {
        let Some(d) = self.try_affine_map_data(map) else { return false };
        d.num_symbols == 0
            && d.results.len() == d.num_dims as usize
            && d.results
                .iter()
                .enumerate()
                .all(|(i, e)| matches!(self.try_affine_expr_data(*e), Some(AffineExprData::Dim(p)) if *p as usize == i))
    }

    /// Whether a memref layout attribute is the identity layout.
    pub fn is_identity_layout(&self, layout: crate::attrs::Attribute) -> bool {
        match self.try_attr_data(layout) {
            Some(crate::attrs::AttrData::AffineMap(m)) => self.is_identity_map(*m),
            _ => false,
        }
    }
}
