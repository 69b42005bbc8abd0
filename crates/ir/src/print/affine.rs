//! Printing affine expressions, affine maps and integer sets as upstream's
//! `AsmPrinter` does. These print the bodies only: the `affine_map<...>` /
//! `affine_set<...>` wrappers belong to the attribute printer, which calls
//! [`Printer::print_affine_map`] and [`Printer::print_integer_set`] between
//! them (as upstream's `printAttributeImpl` calls `AffineMap::print`).

use super::Printer;
use crate::affine::{AffineBinaryOp, AffineExpr, AffineExprData, AffineMap, IntegerSet};

/// How tightly the enclosing expression binds (upstream's
/// `BindingStrength`): an operand of `*`, `floordiv`, `ceildiv` or `mod` is
/// parenthesized when it is itself a binary expression.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Binding {
    Weak,
    Strong,
}

/// Prints the name of a dimension (`is_symbol == false`) or symbol at a
/// position in place of `d<i>` / `s<i>` (upstream's `printValueName`
/// callback, used to print affine expressions of SSA values).
pub type AffineNamePrinter<'f, 'a, 'o> = &'f mut dyn FnMut(&mut Printer<'a, 'o>, u32, bool);

impl<'a, 'o> Printer<'a, 'o> {
    /// Prints an affine map (`(d0, d1)[s0] -> (d0 + s0, d1)`).
    pub fn print_affine_map(&mut self, map: AffineMap) {
        let cx = self.cx;
        let num_dims = cx.affine_map_num_dims(map);
        let num_symbols = cx.affine_map_num_symbols(map);
        self.print_dims_and_symbols(num_dims, num_symbols);
        self.str(" -> (");
        for (i, &e) in cx.affine_map_results(map).iter().enumerate() {
            if i > 0 {
                self.str(", ");
            }
            self.print_affine_expr(e);
        }
        self.out.byte(b')');
    }

    /// Prints an integer set (`(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`).
    pub fn print_integer_set(&mut self, set: IntegerSet) {
        let cx = self.cx;
        let num_dims = cx.integer_set_num_dims(set);
        let num_symbols = cx.integer_set_num_symbols(set);
        self.print_dims_and_symbols(num_dims, num_symbols);
        self.str(" : (");
        let flags = cx.integer_set_eq_flags(set);
        for (i, &e) in cx.integer_set_constraints(set).iter().enumerate() {
            if i > 0 {
                self.str(", ");
            }
            self.print_affine_expr(e);
            self.str(if flags.get(i).copied().unwrap_or(false) { " == 0" } else { " >= 0" });
        }
        self.out.byte(b')');
    }

    /// Prints an affine expression (`d0 + s0 * 2`).
    pub fn print_affine_expr(&mut self, expr: AffineExpr) {
        self.print_affine_expr_in(expr, Binding::Weak, &mut None);
    }

    /// Prints an affine expression with dimensions and symbols named by
    /// `names` (upstream's `printAffineExpr` with a `printValueName`
    /// callback, as `printAffineExprOfSSAIds` uses it).
    pub fn print_affine_expr_with_names(&mut self, expr: AffineExpr, names: AffineNamePrinter<'_, 'a, 'o>) {
        self.print_affine_expr_in(expr, Binding::Weak, &mut Some(names));
    }

    /// `(d0, d1)` and, if there are symbols, `[s0, s1]`.
    fn print_dims_and_symbols(&mut self, num_dims: u32, num_symbols: u32) {
        self.out.byte(b'(');
        for i in 0..num_dims {
            if i > 0 {
                self.str(", ");
            }
            self.out.byte(b'd');
            self.out.int(i);
        }
        self.out.byte(b')');
        if num_symbols != 0 {
            self.out.byte(b'[');
            for i in 0..num_symbols {
                if i > 0 {
                    self.str(", ");
                }
                self.out.byte(b's');
                self.out.int(i);
            }
            self.out.byte(b']');
        }
    }

    fn print_affine_expr_in(
        &mut self,
        expr: AffineExpr,
        enclosing: Binding,
        names: &mut Option<AffineNamePrinter<'_, 'a, 'o>>,
    ) {
        let cx = self.cx;
        let (op, lhs, rhs) = match cx.affine_expr_data(expr) {
            AffineExprData::Dim(p) => {
                match names {
                    Some(f) => f(self, p, false),
                    None => {
                        self.out.byte(b'd');
                        self.out.int(p);
                    }
                }
                return;
            }
            AffineExprData::Symbol(p) => {
                match names {
                    Some(f) => f(self, p, true),
                    None => {
                        self.out.byte(b's');
                        self.out.int(p);
                    }
                }
                return;
            }
            AffineExprData::Constant(v) => {
                self.out.int(v);
                return;
            }
            AffineExprData::Binary { op, lhs, rhs } => (op, lhs, rhs),
        };
        let strong = enclosing == Binding::Strong;
        if strong {
            self.out.byte(b'(');
        }
        if op != AffineBinaryOp::Add {
            // `e * -1` prints as `-e`.
            if op == AffineBinaryOp::Mul && cx.affine_expr_data(rhs) == AffineExprData::Constant(-1) {
                self.out.byte(b'-');
                self.print_affine_expr_in(lhs, Binding::Strong, names);
            } else {
                self.print_affine_expr_in(lhs, Binding::Strong, names);
                self.str(op.spelling());
                self.print_affine_expr_in(rhs, Binding::Strong, names);
            }
        } else {
            self.print_sum(lhs, rhs, names);
        }
        if strong {
            self.out.byte(b')');
        }
    }

    /// The body of `lhs + rhs`, printing additions of negated products and
    /// of negative constants as subtractions.
    fn print_sum(&mut self, lhs: AffineExpr, rhs: AffineExpr, names: &mut Option<AffineNamePrinter<'_, 'a, 'o>>) {
        let cx = self.cx;
        match cx.affine_expr_data(rhs) {
            AffineExprData::Binary { op: AffineBinaryOp::Mul, lhs: factor, rhs: scale } => {
                if let AffineExprData::Constant(c) = cx.affine_expr_data(scale) {
                    if c == -1 {
                        // `a + b * -1` prints as `a - b`, parenthesizing a
                        // sum `b`.
                        self.print_affine_expr_in(lhs, Binding::Weak, names);
                        self.str(" - ");
                        let is_sum = matches!(
                            cx.affine_expr_data(factor),
                            AffineExprData::Binary { op: AffineBinaryOp::Add, .. }
                        );
                        let binding = if is_sum { Binding::Strong } else { Binding::Weak };
                        self.print_affine_expr_in(factor, binding, names);
                        return;
                    }
                    if c < -1 {
                        // `a + b * -c` prints as `a - b * c`.
                        self.print_affine_expr_in(lhs, Binding::Weak, names);
                        self.str(" - ");
                        self.print_affine_expr_in(factor, Binding::Strong, names);
                        self.str(" * ");
                        self.out.int(c.wrapping_neg());
                        return;
                    }
                }
            }
            AffineExprData::Constant(c) if c < 0 => {
                // `a + -c` prints as `a - c`.
                self.print_affine_expr_in(lhs, Binding::Weak, names);
                self.str(" - ");
                self.out.int(c.wrapping_neg());
                return;
            }
            _ => {}
        }
        self.print_affine_expr_in(lhs, Binding::Weak, names);
        self.str(" + ");
        self.print_affine_expr_in(rhs, Binding::Weak, names);
    }
}
