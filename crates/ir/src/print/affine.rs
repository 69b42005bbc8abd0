//! Printing affine expressions, affine maps and integer sets.

use super::Printer;
use crate::affine::{AffineExpr, AffineMap, IntegerSet};

impl Printer<'_, '_> {
    /// Prints an affine map (`(d0)[s0] -> (d0 + s0)`).
    pub fn print_affine_map(&mut self, map: AffineMap) {
        self.str(&format!("<<affine map {map:?}>>"));
    }

    /// Prints an integer set (`(d0) : (d0 >= 0)`).
    pub fn print_integer_set(&mut self, set: IntegerSet) {
        self.str(&format!("<<integer set {set:?}>>"));
    }

    /// Prints an affine expression (`d0 + s0 * 2`).
    pub fn print_affine_expr(&mut self, expr: AffineExpr) {
        self.str(&format!("<<affine expr {expr:?}>>"));
    }
}
