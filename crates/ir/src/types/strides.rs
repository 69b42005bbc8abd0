//! Strides and offset of a memref (upstream's
//! `MemRefType::getStridesAndOffset`).
//!
//! * A strided layout gives them directly.
//! * The identity map gives the canonical row-major strides; a dimension of
//!   size 0 or `?` makes every stride to its left dynamic.
//! * Any other affine map must have one result, which is decomposed into
//!   `sum(d_i * stride_i) + offset`. As upstream, a pure affine result is
//!   first flattened to a linear form (divisions and modulos by constants
//!   that cancel disappear), and a semi-affine one is walked as written. A
//!   division or modulo that stays in the sum (rather than scaled by a
//!   constant or a symbol) makes the decomposition fail, as does one over
//!   dimensions. A stride or offset that is not a constant is dynamic.

use super::{Type, TypeData, DYNAMIC};
use crate::affine::{AffineBinaryOp, AffineExpr, AffineExprData, AffineMap};
use crate::attrs::AttrData;
use crate::context::Context;

impl Context {
    /// The strides (one per dimension) and offset of a ranked memref, with
    /// [`DYNAMIC`] for unknown values; `None` if the layout is not strided.
    pub fn memref_strides_and_offset(&self, ty: Type) -> Option<(Vec<i64>, i64)> {
        let TypeData::MemRef { shape, layout, .. } = self.try_type_data(ty)? else {
            return None;
        };
        match self.try_attr_data(*layout)? {
            AttrData::StridedLayout { offset, strides } => Some((strides.to_vec(), *offset)),
            AttrData::AffineMap(map) => self.affine_map_strides_and_offset(*map, shape),
            _ => None,
        }
    }

    /// Strides and offset of a memref of the given shape laid out by `map`.
    fn affine_map_strides_and_offset(&self, map: AffineMap, shape: &[i64]) -> Option<(Vec<i64>, i64)> {
        let data = self.try_affine_map_data(map)?;
        let identity = self.is_identity_map(map);
        if identity {
            return Some((canonical_strides(shape), 0));
        }
        if data.results.len() != 1 {
            return None;
        }
        let result = data.results[0];
        let rank = shape.len();
        match self.flatten(result) {
            Some((lin, locals)) => strides_from_linear(&lin, &locals, rank),
            None => self.strides_from_tree(result, rank),
        }
    }
}

/// Row-major strides of a contiguous shape (upstream's
/// `makeCanonicalStridedLayoutExpr`).
fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![0; shape.len()];
    let mut running: i64 = 1;
    let mut dynamic = false;
    for (i, &size) in shape.iter().enumerate().rev() {
        strides[i] = if dynamic { DYNAMIC } else { running };
        if size > 0 {
            running = running.wrapping_mul(size);
        } else {
            dynamic = true;
        }
    }
    strides
}

// ---------------------------------------------------------------------------
// Pure affine results: linear forms.
// ---------------------------------------------------------------------------

/// A division-like term kept as a unit of a linear form.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Local {
    op: AffineBinaryOp,
    dividend: Linear,
    divisor: i64,
}

/// `sum(dims[i] * d_i) + sum(syms[j] * s_j) + sum(locals[k].1 * local_k) +
/// cst`, with the locals numbered in a table shared by one flattening.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Linear {
    dims: Vec<(u32, i64)>,
    syms: Vec<(u32, i64)>,
    locals: Vec<(usize, i64)>,
    cst: i64,
}

fn add_term<K: PartialEq + Copy>(terms: &mut Vec<(K, i64)>, k: K, c: i64) {
    if c == 0 {
        return;
    }
    match terms.iter().position(|(x, _)| *x == k) {
        Some(i) => {
            terms[i].1 = terms[i].1.wrapping_add(c);
            if terms[i].1 == 0 {
                terms.remove(i);
            }
        }
        None => terms.push((k, c)),
    }
}

impl Linear {
    fn constant(c: i64) -> Linear {
        Linear { cst: c, ..Default::default() }
    }

    fn is_constant(&self) -> bool {
        self.dims.is_empty() && self.syms.is_empty() && self.locals.is_empty()
    }

    fn add(&mut self, o: &Linear) {
        for &(k, c) in &o.dims {
            add_term(&mut self.dims, k, c);
        }
        for &(k, c) in &o.syms {
            add_term(&mut self.syms, k, c);
        }
        for &(k, c) in &o.locals {
            add_term(&mut self.locals, k, c);
        }
        self.cst = self.cst.wrapping_add(o.cst);
    }

    fn scale(&mut self, f: i64) {
        for t in self.dims.iter_mut().chain(self.syms.iter_mut()) {
            t.1 = t.1.wrapping_mul(f);
        }
        for t in self.locals.iter_mut() {
            t.1 = t.1.wrapping_mul(f);
        }
        self.dims.retain(|t| t.1 != 0);
        self.syms.retain(|t| t.1 != 0);
        self.locals.retain(|t| t.1 != 0);
        self.cst = self.cst.wrapping_mul(f);
    }

    fn coefficients(&self) -> impl Iterator<Item = i64> + '_ {
        self.dims
            .iter()
            .map(|t| t.1)
            .chain(self.syms.iter().map(|t| t.1))
            .chain(self.locals.iter().map(|t| t.1))
            .chain(std::iter::once(self.cst))
    }

    /// Divides every coefficient exactly by `g`.
    fn divide(&mut self, g: i64) {
        for t in self.dims.iter_mut().chain(self.syms.iter_mut()) {
            t.1 /= g;
        }
        for t in self.locals.iter_mut() {
            t.1 /= g;
        }
        self.cst /= g;
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// State of one flattening: the table of locals.
struct Flattener<'c> {
    cx: &'c Context,
    locals: Vec<Local>,
}

impl Flattener<'_> {
    fn local(&mut self, l: Local) -> Linear {
        let i = match self.locals.iter().position(|x| *x == l) {
            Some(i) => i,
            None => {
                self.locals.push(l);
                self.locals.len() - 1
            }
        };
        Linear { locals: vec![(i, 1)], ..Default::default() }
    }

    /// The linear form of a pure affine expression; `None` if it is not pure
    /// affine or divides by a non-positive constant.
    fn flatten(&mut self, e: AffineExpr) -> Option<Linear> {
        match self.cx.try_affine_expr_data(e)? {
            AffineExprData::Dim(p) => Some(Linear { dims: vec![(*p, 1)], ..Default::default() }),
            AffineExprData::Symbol(p) => Some(Linear { syms: vec![(*p, 1)], ..Default::default() }),
            AffineExprData::Constant(c) => Some(Linear::constant(*c)),
            AffineExprData::Binary { op, lhs, rhs } => {
                let (op, lhs, rhs) = (*op, *lhs, *rhs);
                let rhs_const = match self.cx.try_affine_expr_data(rhs)? {
                    AffineExprData::Constant(c) => Some(*c),
                    _ => None,
                };
                match op {
                    AffineBinaryOp::Add => {
                        let mut l = self.flatten(lhs)?;
                        l.add(&self.flatten(rhs)?);
                        Some(l)
                    }
                    AffineBinaryOp::Mul => {
                        let lhs_const = match self.cx.try_affine_expr_data(lhs)? {
                            AffineExprData::Constant(c) => Some(*c),
                            _ => None,
                        };
                        match (lhs_const, rhs_const) {
                            (_, Some(c)) => {
                                let mut l = self.flatten(lhs)?;
                                l.scale(c);
                                Some(l)
                            }
                            (Some(c), None) => {
                                let mut r = self.flatten(rhs)?;
                                r.scale(c);
                                Some(r)
                            }
                            (None, None) => None,
                        }
                    }
                    AffineBinaryOp::Mod | AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv => {
                        let c = rhs_const.filter(|c| *c > 0)?;
                        let mut l = self.flatten(lhs)?;
                        if op == AffineBinaryOp::Mod && l.coefficients().all(|x| x % c == 0) {
                            return Some(Linear::default());
                        }
                        let g = l.coefficients().fold(c.unsigned_abs(), |g, x| gcd(g, x.unsigned_abs())) as i64;
                        if op != AffineBinaryOp::Mod && g > 1 {
                            l.divide(g);
                        }
                        let divisor = if op == AffineBinaryOp::Mod { c } else { c / g };
                        if divisor == 1 && op != AffineBinaryOp::Mod {
                            return Some(l);
                        }
                        if l.is_constant() {
                            let v = match op {
                                AffineBinaryOp::FloorDiv => l.cst.div_euclid(divisor),
                                AffineBinaryOp::CeilDiv => -((-l.cst).div_euclid(divisor)),
                                _ => l.cst.rem_euclid(divisor),
                            };
                            return Some(Linear::constant(v));
                        }
                        Some(self.local(Local { op, dividend: l, divisor }))
                    }
                }
            }
        }
    }
}

/// Whether a linear form involves a dimension, directly or through one of
/// its locals.
fn has_dims(l: &Linear, locals: &[Local]) -> bool {
    !l.dims.is_empty() || l.locals.iter().any(|(k, _)| has_dims(&locals[*k].dividend, locals))
}

impl Context {
    /// The linear form of `e` with its locals, if `e` is pure affine.
    fn flatten(&self, e: AffineExpr) -> Option<(Linear, Vec<Local>)> {
        let mut f = Flattener { cx: self, locals: Vec::new() };
        let l = f.flatten(e)?;
        Some((l, f.locals))
    }
}

/// Strides and offset from the linear form of a layout's result.
fn strides_from_linear(lin: &Linear, locals: &[Local], rank: usize) -> Option<(Vec<i64>, i64)> {
    let mut dynamic_offset = !lin.syms.is_empty();
    for &(k, c) in &lin.locals {
        // A local over dimensions cannot be split into strides; a local
        // standing alone in the sum is a division the decomposition
        // cannot cross. Scaled by a constant, a symbolic one is part of
        // the (dynamic) offset.
        if has_dims(&locals[k].dividend, locals) || c == 1 {
            return None;
        }
        dynamic_offset = true;
    }
    let mut strides = vec![0i64; rank];
    for &(p, c) in &lin.dims {
        *strides.get_mut(p as usize)? = c;
    }
    Some((strides, if dynamic_offset { DYNAMIC } else { lin.cst }))
}

// ---------------------------------------------------------------------------
// Semi-affine results: the expression walked as written.
// ---------------------------------------------------------------------------

/// A product of atoms: symbols and opaque subexpressions (sorted).
type Monomial = Vec<Atom>;

#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Atom {
    Symbol(u32),
    Opaque(AffineExpr),
}

/// A polynomial over atoms with integer coefficients.
#[derive(Clone, Debug, Default)]
struct Poly(Vec<(Monomial, i64)>);

impl Poly {
    fn constant(c: i64) -> Poly {
        Poly(vec![(Vec::new(), c)])
    }

    fn atom(a: Atom) -> Poly {
        Poly(vec![(vec![a], 1)])
    }

    fn add(&mut self, o: &Poly) {
        for (m, c) in &o.0 {
            match self.0.iter().position(|(x, _)| x == m) {
                Some(i) => self.0[i].1 = self.0[i].1.wrapping_add(*c),
                None => self.0.push((m.clone(), *c)),
            }
        }
        self.0.retain(|(_, c)| *c != 0);
    }

    fn mul(&self, o: &Poly) -> Poly {
        let mut r = Poly::default();
        for (m1, c1) in &self.0 {
            for (m2, c2) in &o.0 {
                let mut m: Monomial = m1.iter().chain(m2.iter()).copied().collect();
                m.sort();
                r.add(&Poly(vec![(m, c1.wrapping_mul(*c2))]));
            }
        }
        r
    }

    /// The value if the polynomial is a constant.
    fn as_constant(&self) -> Option<i64> {
        match self.0.as_slice() {
            [] => Some(0),
            [(m, c)] if m.is_empty() => Some(*c),
            _ => None,
        }
    }
}

impl Context {
    /// The polynomial value of an expression used as a coefficient.
    fn poly(&self, e: AffineExpr) -> Poly {
        match self.try_affine_expr_data(e) {
            Some(AffineExprData::Constant(c)) => Poly::constant(*c),
            Some(AffineExprData::Symbol(p)) => Poly::atom(Atom::Symbol(*p)),
            Some(AffineExprData::Binary { op: AffineBinaryOp::Add, lhs, rhs }) => {
                let mut l = self.poly(*lhs);
                l.add(&self.poly(*rhs));
                l
            }
            Some(AffineExprData::Binary { op: AffineBinaryOp::Mul, lhs, rhs }) => self.poly(*lhs).mul(&self.poly(*rhs)),
            _ => Poly::atom(Atom::Opaque(e)),
        }
    }

    /// Whether an expression involves no dimension.
    fn is_symbolic_or_constant(&self, e: AffineExpr) -> bool {
        match self.try_affine_expr_data(e) {
            Some(AffineExprData::Dim(_)) | None => false,
            Some(AffineExprData::Symbol(_) | AffineExprData::Constant(_)) => true,
            Some(AffineExprData::Binary { lhs, rhs, .. }) => {
                self.is_symbolic_or_constant(*lhs) && self.is_symbolic_or_constant(*rhs)
            }
        }
    }

    fn strides_from_tree(&self, e: AffineExpr, rank: usize) -> Option<(Vec<i64>, i64)> {
        let mut strides = vec![Poly::default(); rank];
        let mut offset = Poly::default();
        self.extract(e, &Poly::constant(1), &mut strides, &mut offset)?;
        let strides = strides.iter().map(|s| s.as_constant().unwrap_or(DYNAMIC)).collect();
        Some((strides, offset.as_constant().unwrap_or(DYNAMIC)))
    }

    /// Upstream's `extractStrides`: accumulates `e * factor` into the
    /// strides and offset.
    fn extract(&self, e: AffineExpr, factor: &Poly, strides: &mut [Poly], offset: &mut Poly) -> Option<()> {
        match self.try_affine_expr_data(e)? {
            AffineExprData::Dim(p) => strides.get_mut(*p as usize)?.add(factor),
            AffineExprData::Symbol(_) | AffineExprData::Constant(_) => offset.add(&self.poly(e).mul(factor)),
            AffineExprData::Binary { op, lhs, rhs } => match op {
                AffineBinaryOp::Add => {
                    let a = self.extract(*lhs, factor, strides, offset);
                    let b = self.extract(*rhs, factor, strides, offset);
                    a.and(b)?;
                }
                AffineBinaryOp::Mul => {
                    if let Some(AffineExprData::Dim(p)) = self.try_affine_expr_data(*lhs) {
                        let term = self.poly(*rhs).mul(factor);
                        strides.get_mut(*p as usize)?.add(&term);
                    } else if self.is_symbolic_or_constant(*lhs) {
                        self.extract(*rhs, &factor.mul(&self.poly(*lhs)), strides, offset)?;
                    } else {
                        self.extract(*lhs, &factor.mul(&self.poly(*rhs)), strides, offset)?;
                    }
                }
                AffineBinaryOp::Mod | AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv => return None,
            },
        }
        Some(())
    }
}

#[cfg(test)]
mod tests {
    use super::canonical_strides;
    use crate::types::DYNAMIC;

    #[test]
    fn canonical_strides_poison_left_of_unknown_sizes() {
        assert_eq!(canonical_strides(&[3, 4, 5]), vec![20, 5, 1]);
        assert_eq!(canonical_strides(&[3, DYNAMIC, 5]), vec![DYNAMIC, 5, 1]);
        assert_eq!(canonical_strides(&[5, 0]), vec![DYNAMIC, 1]);
        assert_eq!(canonical_strides(&[]), Vec::<i64>::new());
    }
}
