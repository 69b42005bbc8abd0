//! Integer sets: conjunctions of affine equalities (`e == 0`) and
//! inequalities (`e >= 0`) over dimensions and symbols.

use super::{AffineExpr, IntegerSet, IntegerSetData};
use crate::context::Context;

impl Context {
    /// The set `(d0, ...)[s0, ...] : (constraints...)`, where constraint `i`
    /// is `constraints[i] == 0` if `eq_flags[i]` and `constraints[i] >= 0`
    /// otherwise (upstream's `IntegerSet::get`). `None` if there is no
    /// constraint or the two slices differ in length (upstream asserts).
    pub fn integer_set(
        &self,
        num_dims: u32,
        num_symbols: u32,
        constraints: &[AffineExpr],
        eq_flags: &[bool],
    ) -> Option<IntegerSet> {
        if constraints.is_empty() || constraints.len() != eq_flags.len() {
            return None;
        }
        let hash = super::set_hash(self, num_dims, num_symbols, constraints, eq_flags);
        let idx = self.integer_sets.intern(
            hash,
            |s| {
                s.num_dims == num_dims
                    && s.num_symbols == num_symbols
                    && *s.constraints == *constraints
                    && *s.eq_flags == *eq_flags
            },
            || IntegerSetData { num_dims, num_symbols, constraints: constraints.into(), eq_flags: eq_flags.into() },
        );
        Some(IntegerSet(self.uniqued_handle(crate::support::handle::UniquedKind::IntegerSet, idx)))
    }

    /// The canonical empty set `(...)[...] : (1 == 0)` (upstream's
    /// `IntegerSet::getEmptySet`).
    pub fn empty_integer_set(&self, num_dims: u32, num_symbols: u32) -> IntegerSet {
        let one = self.affine_constant_expr(1);
        let hash = super::set_hash(self, num_dims, num_symbols, &[one], &[true]);
        let idx = self.integer_sets.intern(
            hash,
            |s| s.num_dims == num_dims && s.num_symbols == num_symbols && *s.constraints == [one] && *s.eq_flags == [true],
            || IntegerSetData { num_dims, num_symbols, constraints: Box::new([one]), eq_flags: Box::new([true]) },
        );
        IntegerSet(self.uniqued_handle(crate::support::handle::UniquedKind::IntegerSet, idx))
    }

    /// Whether `set` is the canonical empty set of its dimensions and
    /// symbols (upstream's `isEmptyIntegerSet`).
    pub fn is_empty_integer_set(&self, set: IntegerSet) -> bool {
        set == self.empty_integer_set(self.integer_set_num_dims(set), self.integer_set_num_symbols(set))
    }

    /// Number of dimensions of a set.
    pub fn integer_set_num_dims(&self, set: IntegerSet) -> u32 {
        self.try_integer_set_data(set).map_or(0, |d| d.num_dims)
    }

    /// Number of symbols of a set.
    pub fn integer_set_num_symbols(&self, set: IntegerSet) -> u32 {
        self.try_integer_set_data(set).map_or(0, |d| d.num_symbols)
    }

    /// Number of inputs (dimensions and symbols) of a set, wrapping as
    /// upstream's `unsigned`.
    pub fn integer_set_num_inputs(&self, set: IntegerSet) -> u32 {
        self.integer_set_num_dims(set).wrapping_add(self.integer_set_num_symbols(set))
    }

    /// The constraint expressions of a set.
    pub fn integer_set_constraints(&self, set: IntegerSet) -> &[AffineExpr] {
        self.try_integer_set_data(set).map_or(&[], |d| &d.constraints)
    }

    /// Per constraint, whether it is an equality.
    pub fn integer_set_eq_flags(&self, set: IntegerSet) -> &[bool] {
        self.try_integer_set_data(set).map_or(&[], |d| &d.eq_flags)
    }

    /// Number of equalities of a set.
    pub fn integer_set_num_equalities(&self, set: IntegerSet) -> u32 {
        self.integer_set_eq_flags(set).iter().filter(|&&e| e).count() as u32
    }

    /// Number of inequalities of a set.
    pub fn integer_set_num_inequalities(&self, set: IntegerSet) -> u32 {
        self.integer_set_eq_flags(set).iter().filter(|&&e| !e).count() as u32
    }

    /// The set with `d<i>` replaced by `dims[i]` and `s<i>` by `symbols[i]`
    /// in every constraint, with the given numbers of dimensions and
    /// symbols (upstream's `IntegerSet::replaceDimsAndSymbols`).
    pub fn replace_dims_and_symbols_in_set(
        &self,
        set: IntegerSet,
        dims: &[AffineExpr],
        symbols: &[AffineExpr],
        num_result_dims: u32,
        num_result_symbols: u32,
    ) -> Option<IntegerSet> {
        let constraints: Vec<AffineExpr> = self
            .integer_set_constraints(set)
            .iter()
            .map(|&e| self.replace_dims_and_symbols(e, dims, symbols))
            .collect();
        self.integer_set(num_result_dims, num_result_symbols, &constraints, self.integer_set_eq_flags(set))
    }
}
