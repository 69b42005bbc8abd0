//! Simplification by flattening (upstream's `simplifyAffineExpr`): an
//! expression is flattened into coefficients of its dimensions, symbols,
//! local variables (one per distinct `floordiv`, `ceildiv` or `mod` by a
//! constant, and one per semi-affine product, division or remainder) and a
//! constant, then rebuilt from that form. Semi-affine expressions are first
//! simplified symbolically (division of a multiple of a symbol by that
//! symbol) and rebuilt with their terms sorted by position.

use std::collections::HashMap;

use super::math::{abs, gcd_u64};
use super::{AffineBinaryOp, AffineExpr, AffineExprData};
use crate::context::Context;

/// Why an expression could not be simplified for the given numbers of
/// dimensions and symbols.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SimplifyError {
    /// The expression uses `d<position>` but only `num_dims` dimensions were
    /// given.
    DimOutOfRange {
        /// The position used.
        position: u32,
        /// The number of dimensions given.
        num_dims: u32,
    },
    /// The expression uses `s<position>` but only `num_symbols` symbols
    /// were given.
    SymbolOutOfRange {
        /// The position used.
        position: u32,
        /// The number of symbols given.
        num_symbols: u32,
    },
}

impl std::fmt::Display for SimplifyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SimplifyError::DimOutOfRange { position, num_dims } => {
                write!(f, "the expression uses d{position} but the number of dimensions is {num_dims}")
            }
            SimplifyError::SymbolOutOfRange { position, num_symbols } => {
                write!(f, "the expression uses s{position} but the number of symbols is {num_symbols}")
            }
        }
    }
}

impl std::error::Error for SimplifyError {}

/// Why flattening stopped.
enum Stop {
    /// A division or remainder by a non-positive constant (upstream's
    /// "poison"): the expression is left as it is.
    Poison,
    /// A dimension or symbol beyond the given counts.
    Range(SimplifyError),
}

/// Upstream's `SimpleAffineExprFlattener`: a post-order walk keeping one
/// row of coefficients per operand on a stack. A row holds, in order, the
/// coefficients of the dimensions, the symbols, the local variables and the
/// constant term.
struct Flattener<'a> {
    cx: &'a Context,
    num_dims: u32,
    num_symbols: u32,
    stack: Vec<Vec<i64>>,
    /// The expression each local variable stands for.
    locals: Vec<AffineExpr>,
}

impl<'a> Flattener<'a> {
    fn new(cx: &'a Context, num_dims: u32, num_symbols: u32) -> Self {
        Flattener { cx, num_dims, num_symbols, stack: Vec::with_capacity(8), locals: Vec::new() }
    }

    fn num_cols(&self) -> usize {
        self.local_start() + self.locals.len() + 1
    }

    fn local_start(&self) -> usize {
        self.num_dims as usize + self.num_symbols as usize
    }

    /// A row with one coefficient set.
    fn unit_row(&self, col: usize, value: i64) -> Vec<i64> {
        let mut row = vec![0; self.num_cols()];
        row[col] = value;
        row
    }

    /// Rebuilds the expression of a row.
    fn expr_of(&self, row: &[i64]) -> AffineExpr {
        self.cx.affine_expr_from_flat_form(row, self.num_dims, self.num_symbols, &self.locals)
    }

    fn walk(&mut self, e: AffineExpr) -> Result<(), Stop> {
        match self.cx.affine_expr_data(e) {
            AffineExprData::Dim(p) => {
                if p >= self.num_dims {
                    return Err(Stop::Range(SimplifyError::DimOutOfRange { position: p, num_dims: self.num_dims }));
                }
                self.stack.push(self.unit_row(p as usize, 1));
            }
            AffineExprData::Symbol(p) => {
                if p >= self.num_symbols {
                    return Err(Stop::Range(SimplifyError::SymbolOutOfRange {
                        position: p,
                        num_symbols: self.num_symbols,
                    }));
                }
                self.stack.push(self.unit_row(self.num_dims as usize + p as usize, 1));
            }
            AffineExprData::Constant(v) => {
                let last = self.num_cols() - 1;
                self.stack.push(self.unit_row(last, v));
            }
            AffineExprData::Binary { op, lhs, rhs } => {
                self.walk(lhs)?;
                self.walk(rhs)?;
                let rhs_is_const = self.cx.const_value(rhs).is_some();
                match op {
                    AffineBinaryOp::Add => self.visit_add(),
                    AffineBinaryOp::Mul => self.visit_mul(rhs_is_const),
                    AffineBinaryOp::Mod => self.visit_mod(rhs_is_const)?,
                    AffineBinaryOp::FloorDiv => self.visit_div(rhs_is_const, false)?,
                    AffineBinaryOp::CeilDiv => self.visit_div(rhs_is_const, true)?,
                }
            }
        }
        Ok(())
    }

    /// Pops the right operand's row; the left operand's row stays on top.
    fn pop_rhs(&mut self) -> Vec<i64> {
        self.stack.pop().unwrap_or_default()
    }

    fn top(&mut self) -> &mut Vec<i64> {
        if self.stack.is_empty() {
            let cols = self.num_cols();
            self.stack.push(vec![0; cols]);
        }
        let last = self.stack.len() - 1;
        &mut self.stack[last]
    }

    fn visit_add(&mut self) {
        let rhs = self.pop_rhs();
        for (l, r) in self.top().iter_mut().zip(rhs) {
            *l = l.wrapping_add(r);
        }
    }

    fn visit_mul(&mut self, rhs_is_const: bool) {
        let rhs = self.pop_rhs();
        if !rhs_is_const {
            // Semi-affine: the product becomes a local variable.
            let a = self.expr_of(self.stack.last().map_or(&[][..], |v| v));
            let b = self.expr_of(&rhs);
            let product = self.cx.affine_mul(a, b);
            self.set_top_to_local(product);
            return;
        }
        let c = rhs.last().copied().unwrap_or(0);
        for l in self.top().iter_mut() {
            *l = l.wrapping_mul(c);
        }
    }

    fn visit_mod(&mut self, rhs_is_const: bool) -> Result<(), Stop> {
        let rhs = self.pop_rhs();
        if !rhs_is_const {
            let a = self.expr_of(self.stack.last().map_or(&[][..], |v| v));
            let b = self.expr_of(&rhs);
            let remainder = self.cx.affine_mod(a, b);
            self.set_top_to_local(remainder);
            return Ok(());
        }
        let c = rhs.last().copied().unwrap_or(0);
        if c <= 0 {
            return Err(Stop::Poison);
        }
        let lhs = self.top().clone();
        if lhs.iter().all(|&v| v.wrapping_rem(c) == 0) {
            self.top().fill(0);
            return Ok(());
        }
        // e mod c = e - c * q with the local q = e floordiv c, the dividend
        // and divisor reduced by their common divisor.
        let g = lhs.iter().fold(c as u64, |g, &v| gcd_u64(g, abs(v) as u64));
        let mut dividend = lhs;
        if g != 1 {
            for v in dividend.iter_mut() {
                *v = v.wrapping_div(g as i64);
            }
        }
        let divisor = c.wrapping_div(g as i64);
        let dividend_expr = self.expr_of(&dividend);
        let divisor_expr = self.cx.affine_constant_expr(divisor);
        let quotient = self.cx.affine_floor_div(dividend_expr, divisor_expr);
        // A new local's column is zero; a reused one keeps its coefficient
        // (upstream fixed overwriting it in LLVM 20).
        let col = self.local_column(quotient);
        let top = self.top();
        top[col] = top[col].wrapping_sub(c);
        Ok(())
    }

    fn visit_div(&mut self, rhs_is_const: bool, ceil: bool) -> Result<(), Stop> {
        let rhs = self.pop_rhs();
        let div = |cx: &Context, a, b| if ceil { cx.affine_ceil_div(a, b) } else { cx.affine_floor_div(a, b) };
        if !rhs_is_const {
            let a = self.expr_of(self.stack.last().map_or(&[][..], |v| v));
            let b = self.expr_of(&rhs);
            let quotient = div(self.cx, a, b);
            self.set_top_to_local(quotient);
            return Ok(());
        }
        let c = rhs.last().copied().unwrap_or(0);
        if c <= 0 {
            return Err(Stop::Poison);
        }
        // Cancel the common divisor of the dividend and the divisor.
        let g = self.top().iter().fold(abs(c) as u64, |g, &v| gcd_u64(g, abs(v) as u64));
        if g != 1 {
            for v in self.top().iter_mut() {
                *v = v.wrapping_div(g as i64);
            }
        }
        let divisor = c.wrapping_div(g as i64);
        if divisor == 1 {
            return Ok(());
        }
        let a = self.expr_of(self.stack.last().map_or(&[][..], |v| v));
        let b = self.cx.affine_constant_expr(divisor);
        let quotient = div(self.cx, a, b);
        let col = self.local_column(quotient);
        let top = self.top();
        top.fill(0);
        top[col] = 1;
        Ok(())
    }

    /// The column of the local variable for `e`, adding one (a new zero
    /// column in every row on the stack) if there is none yet.
    fn local_column(&mut self, e: AffineExpr) -> usize {
        if let Some(i) = self.locals.iter().position(|&l| l == e) {
            return self.local_start() + i;
        }
        let col = self.local_start() + self.locals.len();
        for row in self.stack.iter_mut() {
            row.insert(col.min(row.len()), 0);
        }
        self.locals.push(e);
        col
    }

    /// Replaces the top row by the local variable standing for `e`.
    fn set_top_to_local(&mut self, e: AffineExpr) {
        let col = self.local_column(e);
        let top = self.top();
        top.fill(0);
        top[col] = 1;
    }
}

/// The operands of `e` if it is a binary expression.
fn operands(cx: &Context, e: AffineExpr) -> Option<(AffineBinaryOp, AffineExpr, AffineExpr)> {
    cx.binary_parts(e)
}

impl Context {
    /// Builds the expression of a flattened form `[dims, symbols, locals,
    /// constant]`, where `locals[i]` is the expression of the `i`-th local
    /// variable (upstream's `getAffineExprFromFlatForm`): the sum, in column
    /// order, of each non-zero coefficient times its column, then the
    /// constant. Coefficients missing from a short `flat` count as zero.
    pub fn affine_expr_from_flat_form(
        &self,
        flat: &[i64],
        num_dims: u32,
        num_symbols: u32,
        locals: &[AffineExpr],
    ) -> AffineExpr {
        let inputs = num_dims as usize + num_symbols as usize;
        let mut expr = self.affine_constant_expr(0);
        let Some((&constant, coefficients)) = flat.split_last() else { return expr };
        for (j, &c) in coefficients.iter().enumerate() {
            if c == 0 {
                continue;
            }
            let term = if j < inputs {
                let id = if j < num_dims as usize {
                    self.affine_dim_expr(j as u32)
                } else {
                    self.affine_symbol_expr((j - num_dims as usize) as u32)
                };
                self.affine_mul_const(id, c)
            } else {
                match locals.get(j - inputs) {
                    Some(&local) => self.affine_mul_const(local, c),
                    None => continue,
                }
            };
            expr = self.affine_add(expr, term);
        }
        if constant != 0 {
            expr = self.affine_add_const(expr, constant);
        }
        expr
    }

    /// Builds a semi-affine expression from its flattened form (upstream's
    /// `getSemiAffineExprFromFlatForm`): the symbols, the local products,
    /// divisions and remainders of a single dimension or symbol, and the
    /// dimensions are sorted by position (dimensions first within one
    /// position), followed by the other locals and the constant.
    fn semi_affine_expr_from_flat_form(
        &self,
        flat: &[i64],
        num_dims: u32,
        num_symbols: u32,
        locals: &[AffineExpr],
    ) -> AffineExpr {
        let nd = num_dims as usize;
        let inputs = nd + num_symbols as usize;
        let coefficient = |j: usize| flat.get(j).copied().unwrap_or(0);
        // Terms keyed by (position, rank); for a repeated key upstream keeps
        // the first term and coefficient but visits the key once per entry.
        let mut keys: Vec<(u32, i32)> = Vec::new();
        let mut terms: HashMap<(u32, i32), (AffineExpr, i64)> = HashMap::new();
        let mut add = |key: (u32, i32), coeff: i64, e: AffineExpr| {
            keys.push(key);
            terms.entry(key).or_insert((e, coeff));
        };
        let symbol_rank = num_dims.max(num_symbols);
        let mut symbol_offset: u32 = 0;
        let mut dim_offset: i32 = -1;
        let mut next_symbol_rank = || {
            let r = symbol_rank.wrapping_add(symbol_offset) as i32;
            symbol_offset = symbol_offset.wrapping_add(1);
            r
        };
        for j in nd..inputs {
            let c = coefficient(j);
            if c != 0 {
                let s = (j - nd) as u32;
                add((s, next_symbol_rank()), c, self.affine_symbol_expr(s));
            }
        }
        let mut added = vec![false; locals.len()];
        for (i, &local) in locals.iter().enumerate() {
            let c = coefficient(inputs + i);
            if c == 0 {
                continue;
            }
            let Some((_, lhs, rhs)) = operands(self, local) else { continue };
            let position = |e| match self.affine_expr_data(e) {
                AffineExprData::Dim(p) | AffineExprData::Symbol(p) => Some(p),
                _ => None,
            };
            let Some(lhs_pos) = position(lhs) else { continue };
            let lhs_is_dim = matches!(self.affine_expr_data(lhs), AffineExprData::Dim(_));
            let key = match (self.affine_expr_data(rhs), lhs_is_dim) {
                (AffineExprData::Constant(_), true) => {
                    let k = (lhs_pos, dim_offset);
                    dim_offset = dim_offset.wrapping_sub(1);
                    k
                }
                (AffineExprData::Constant(_), false) => (lhs_pos, next_symbol_rank()),
                (AffineExprData::Dim(p) | AffineExprData::Symbol(p), true) => (lhs_pos, p as i32),
                (AffineExprData::Dim(_) | AffineExprData::Symbol(_), false) => (lhs_pos, next_symbol_rank()),
                _ => continue,
            };
            add(key, c, local);
            added[i] = true;
        }
        for j in 0..nd {
            let c = coefficient(j);
            if c != 0 {
                let k = (j as u32, dim_offset);
                dim_offset = dim_offset.wrapping_sub(1);
                add(k, c, self.affine_dim_expr(j as u32));
            }
        }
        keys.sort_unstable();
        let mut expr = self.affine_constant_expr(0);
        for key in keys {
            if let Some(&(e, c)) = terms.get(&key) {
                let term = self.affine_mul_const(e, c);
                expr = self.affine_add(expr, term);
            }
        }
        for (i, &local) in locals.iter().enumerate() {
            let c = coefficient(inputs + i);
            if c == 0 || added[i] {
                continue;
            }
            let term = self.affine_mul_const(local, c);
            expr = self.affine_add(expr, term);
        }
        let constant = flat.last().copied().unwrap_or(0);
        if constant != 0 {
            expr = self.affine_add_const(expr, constant);
        }
        expr
    }

    /// Simplifies `e` by flattening it and rebuilding it (upstream's
    /// `simplifyAffineExpr`, behind `mlirSimplifyAffineExpr`). An
    /// expression with a division or remainder by a non-positive constant
    /// is returned as it is (after the semi-affine simplifications); one
    /// using dimensions or symbols beyond the given counts is an error.
    pub fn simplify_affine_expr(&self, e: AffineExpr, num_dims: u32, num_symbols: u32) -> Result<AffineExpr, SimplifyError> {
        let e = if self.is_pure_affine(e) { e } else { self.simplify_semi_affine(e, num_dims, num_symbols)? };
        let mut f = Flattener::new(self, num_dims, num_symbols);
        match f.walk(e) {
            Ok(()) => {}
            Err(Stop::Poison) => return Ok(e),
            Err(Stop::Range(err)) => return Err(err),
        }
        let flat = f.stack.pop().unwrap_or_default();
        let pure = self.is_pure_affine(e);
        if pure {
            return Ok(self.affine_expr_from_flat_form(&flat, num_dims, num_symbols, &f.locals));
        }
        if e == self.affine_expr_from_flat_form(&flat, num_dims, num_symbols, &f.locals) {
            return Ok(e);
        }
        Ok(self.semi_affine_expr_from_flat_form(&flat, num_dims, num_symbols, &f.locals))
    }

    /// Upstream's `simplifySemiAffine`: divisions and remainders whose
    /// divisor simplifies to a symbol that divides the dividend are
    /// resolved, and `(x - x mod q) mod q`-like remainders folded to 0.
    fn simplify_semi_affine(&self, e: AffineExpr, nd: u32, ns: u32) -> Result<AffineExpr, SimplifyError> {
        let AffineExprData::Binary { op, lhs, rhs } = self.affine_expr_data(e) else { return Ok(e) };
        let s_lhs = self.simplify_semi_affine(lhs, nd, ns)?;
        let s_rhs = self.simplify_semi_affine(rhs, nd, ns)?;
        if matches!(op, AffineBinaryOp::Add | AffineBinaryOp::Mul) {
            return Ok(self.affine_binary_expr(op, s_lhs, s_rhs));
        }
        if self.is_mod_of_mod_subtraction(s_lhs, s_rhs, nd, ns)? {
            return Ok(self.affine_constant_expr(0));
        }
        let plain = || self.affine_binary_expr(op, s_lhs, s_rhs);
        let AffineExprData::Symbol(symbol) = self.affine_expr_data(s_rhs) else { return Ok(plain()) };
        if !self.can_divide_by_symbol(lhs, symbol, op, false) {
            return Ok(plain());
        }
        if op == AffineBinaryOp::Mod {
            return Ok(self.affine_constant_expr(0));
        }
        // Where the division does not go through, the operands are kept
        // (upstream returned a null expression before LLVM 21).
        Ok(self.symbolic_divide(s_lhs, symbol, op).unwrap_or_else(plain))
    }

    /// Whether `lhs mod rhs` is 0 because `lhs` is `x - x mod rhs` plus
    /// terms summing to `x` (upstream's `isModOfModSubtraction`).
    fn is_mod_of_mod_subtraction(&self, lhs: AffineExpr, rhs: AffineExpr, nd: u32, ns: u32) -> Result<bool, SimplifyError> {
        let mut summands = Vec::new();
        self.collect_summands(lhs, &mut summands);
        for (i, &current) in summands.iter().enumerate() {
            let Some(negated) = self.negated_operand(current) else { continue };
            let Some((AffineBinaryOp::Mod, x, q)) = self.binary_parts(negated) else { continue };
            if q != rhs {
                continue;
            }
            let mut diff = self.affine_constant_expr(0);
            for (j, &s) in summands.iter().enumerate() {
                if j != i {
                    diff = self.affine_add(diff, s);
                }
            }
            diff = self.affine_sub(diff, x);
            let diff = self.simplify_affine_expr(diff, nd, ns)?;
            if self.const_value(diff) == Some(0) {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// The operands of a (nested) sum, left to right.
    fn collect_summands(&self, e: AffineExpr, out: &mut Vec<AffineExpr>) {
        match self.binary_parts(e) {
            Some((AffineBinaryOp::Add, l, r)) => {
                self.collect_summands(l, out);
                self.collect_summands(r, out);
            }
            _ => out.push(e),
        }
    }

    /// `x` if `e` is `x * -1` or `-1 * x`.
    fn negated_operand(&self, e: AffineExpr) -> Option<AffineExpr> {
        let (op, l, r) = self.binary_parts(e)?;
        if op != AffineBinaryOp::Mul {
            return None;
        }
        if self.const_value(l) == Some(-1) {
            return Some(r);
        }
        if self.const_value(r) == Some(-1) {
            return Some(l);
        }
        None
    }

    /// Whether a division or remainder `op` of `e` by `s<symbol>` can be
    /// simplified by dividing `e` symbolically (upstream's
    /// `canSimplifyDivisionBySymbol`). `from_mul` is set for the operands of
    /// a product: a division nested directly in a product does not commute
    /// with the outer division.
    fn can_divide_by_symbol(&self, e: AffineExpr, symbol: u32, op: AffineBinaryOp, from_mul: bool) -> bool {
        match self.affine_expr_data(e) {
            AffineExprData::Constant(v) => v == 0,
            AffineExprData::Dim(_) => false,
            AffineExprData::Symbol(p) => p == symbol,
            AffineExprData::Binary { op: kind, lhs, rhs } => match kind {
                AffineBinaryOp::Add => {
                    self.can_divide_by_symbol(lhs, symbol, op, false) && self.can_divide_by_symbol(rhs, symbol, op, false)
                }
                AffineBinaryOp::Mod => {
                    self.can_divide_by_symbol(lhs, symbol, AffineBinaryOp::Mod, false)
                        && self.can_divide_by_symbol(rhs, symbol, AffineBinaryOp::Mod, false)
                }
                AffineBinaryOp::Mul => {
                    self.can_divide_by_symbol(lhs, symbol, op, true) || self.can_divide_by_symbol(rhs, symbol, op, true)
                }
                AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv => {
                    op == kind && !from_mul && self.can_divide_by_symbol(lhs, symbol, kind, false)
                }
            },
        }
    }

    /// `e` divided by `s<symbol>` (upstream's `symbolicDivide`); `None`
    /// where upstream would produce a null expression.
    fn symbolic_divide(&self, e: AffineExpr, symbol: u32, op: AffineBinaryOp) -> Option<AffineExpr> {
        match self.affine_expr_data(e) {
            AffineExprData::Constant(v) => (v == 0).then(|| self.affine_constant_expr(0)),
            AffineExprData::Dim(_) => None,
            AffineExprData::Symbol(_) => Some(self.affine_constant_expr(1)),
            AffineExprData::Binary { op: kind, lhs, rhs } => match kind {
                AffineBinaryOp::Add => {
                    let l = self.symbolic_divide(lhs, symbol, op)?;
                    let r = self.symbolic_divide(rhs, symbol, op)?;
                    Some(self.affine_add(l, r))
                }
                AffineBinaryOp::Mod => {
                    let l = self.symbolic_divide(lhs, symbol, kind)?;
                    let r = self.symbolic_divide(rhs, symbol, kind)?;
                    Some(self.affine_mod(l, r))
                }
                AffineBinaryOp::Mul => {
                    if !self.can_divide_by_symbol(lhs, symbol, op, false) {
                        let r = self.symbolic_divide(rhs, symbol, op)?;
                        Some(self.affine_mul(lhs, r))
                    } else {
                        let l = self.symbolic_divide(lhs, symbol, op)?;
                        Some(self.affine_mul(l, rhs))
                    }
                }
                AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv => {
                    let l = self.symbolic_divide(lhs, symbol, kind)?;
                    Some(self.affine_binary_expr(kind, l, rhs))
                }
            },
        }
    }
}
