//! Affine expression construction with upstream's simplifications
//! (`AffineExpr` operators: constant folding, constants and symbols moved
//! to the right, neutral elements dropped, successive operations folded).
//! Parsed expressions are built through these so that they are uniqued in
//! the same canonical form as upstream's.

use oxmlir_ir::affine::{AffineBinaryOp, AffineExpr, AffineExprData};
use oxmlir_ir::Context;

/// Expression builder over a context.
#[derive(Copy, Clone)]
pub struct Affine<'a> {
    /// The context.
    pub cx: &'a Context,
}

impl<'a> Affine<'a> {
    fn data(&self, e: AffineExpr) -> AffineExprData {
        self.cx.try_affine_expr_data(e).cloned().unwrap_or(AffineExprData::Constant(0))
    }

    /// `dN`
    pub fn dim(&self, p: u32) -> AffineExpr {
        self.cx.intern_affine_expr(AffineExprData::Dim(p))
    }

    /// `sN`
    pub fn symbol(&self, p: u32) -> AffineExpr {
        self.cx.intern_affine_expr(AffineExprData::Symbol(p))
    }

    /// A constant.
    pub fn constant(&self, v: i64) -> AffineExpr {
        self.cx.intern_affine_expr(AffineExprData::Constant(v))
    }

    fn raw(&self, op: AffineBinaryOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.cx.intern_affine_expr(AffineExprData::Binary { op, lhs, rhs })
    }

    fn konst(&self, e: AffineExpr) -> Option<i64> {
        match self.data(e) {
            AffineExprData::Constant(v) => Some(v),
            _ => None,
        }
    }

    fn bin(&self, e: AffineExpr) -> Option<(AffineBinaryOp, AffineExpr, AffineExpr)> {
        match self.data(e) {
            AffineExprData::Binary { op, lhs, rhs } => Some((op, lhs, rhs)),
            _ => None,
        }
    }

    /// Whether the expression involves no dimensions.
    pub fn is_symbolic_or_constant(&self, e: AffineExpr) -> bool {
        match self.data(e) {
            AffineExprData::Dim(_) => false,
            AffineExprData::Symbol(_) | AffineExprData::Constant(_) => true,
            AffineExprData::Binary { lhs, rhs, .. } => self.is_symbolic_or_constant(lhs) && self.is_symbolic_or_constant(rhs),
        }
    }

    /// Upstream's `getLargestKnownDivisor`.
    pub fn largest_known_divisor(&self, e: AffineExpr) -> i64 {
        match self.data(e) {
            AffineExprData::Dim(_) | AffineExprData::Symbol(_) => 1,
            AffineExprData::Constant(v) => v.wrapping_abs(),
            AffineExprData::Binary { op, lhs, rhs } => match op {
                AffineBinaryOp::CeilDiv | AffineBinaryOp::FloorDiv => match self.konst(rhs) {
                    Some(r) if r != 0 => {
                        let l = self.largest_known_divisor(lhs);
                        if l % r == 0 {
                            (l / r).wrapping_abs()
                        } else {
                            1
                        }
                    }
                    _ => 1,
                },
                AffineBinaryOp::Mul => self.largest_known_divisor(lhs).wrapping_mul(self.largest_known_divisor(rhs)),
                AffineBinaryOp::Add | AffineBinaryOp::Mod => {
                    gcd(self.largest_known_divisor(lhs) as u64, self.largest_known_divisor(rhs) as u64) as i64
                }
            },
        }
    }

    /// `lhs + rhs`
    pub fn add(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.simplify_add(lhs, rhs).unwrap_or_else(|| self.raw(AffineBinaryOp::Add, lhs, rhs))
    }

    /// `lhs + c`
    pub fn add_const(&self, lhs: AffineExpr, c: i64) -> AffineExpr {
        self.add(lhs, self.constant(c))
    }

    /// `lhs * rhs`
    pub fn mul(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.simplify_mul(lhs, rhs).unwrap_or_else(|| self.raw(AffineBinaryOp::Mul, lhs, rhs))
    }

    /// `lhs * c`
    pub fn mul_const(&self, lhs: AffineExpr, c: i64) -> AffineExpr {
        self.mul(lhs, self.constant(c))
    }

    /// `-e`
    pub fn neg(&self, e: AffineExpr) -> AffineExpr {
        self.mul_const(e, -1)
    }

    /// `lhs - rhs`
    pub fn sub(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.add(lhs, self.neg(rhs))
    }

    /// `lhs floordiv rhs`
    pub fn floor_div(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.simplify_floor_div(lhs, rhs).unwrap_or_else(|| self.raw(AffineBinaryOp::FloorDiv, lhs, rhs))
    }

    /// `lhs ceildiv rhs`
    pub fn ceil_div(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.simplify_ceil_div(lhs, rhs).unwrap_or_else(|| self.raw(AffineBinaryOp::CeilDiv, lhs, rhs))
    }

    /// `lhs mod rhs`
    pub fn modulo(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.simplify_mod(lhs, rhs).unwrap_or_else(|| self.raw(AffineBinaryOp::Mod, lhs, rhs))
    }

    fn simplify_add(&self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let lc = self.konst(lhs);
        let rc = self.konst(rhs);
        if let (Some(a), Some(b)) = (lc, rc) {
            return a.checked_add(b).map(|s| self.constant(s));
        }
        if lc.is_some() || (self.is_symbolic_or_constant(lhs) && !self.is_symbolic_or_constant(rhs)) {
            return Some(self.add(rhs, lhs));
        }
        if rc == Some(0) {
            return Some(lhs);
        }
        let lbin = self.bin(lhs);
        if let (Some((AffineBinaryOp::Add, ll, lr)), Some(c)) = (lbin, rc) {
            if let Some(lrc) = self.konst(lr) {
                return Some(self.add_const(ll, lrc.wrapping_add(c)));
            }
        }
        // c1 * e + c2 * e -> (c1 + c2) * e
        let (c1, e1) = match lbin {
            Some((AffineBinaryOp::Mul, l, r)) if self.konst(r).is_some() => (self.konst(r).unwrap_or(1), l),
            _ => (1, lhs),
        };
        let rbin = self.bin(rhs);
        let (c2, e2) = match rbin {
            Some((AffineBinaryOp::Mul, l, r)) if self.konst(r).is_some() => (self.konst(r).unwrap_or(1), l),
            _ => (1, rhs),
        };
        if e1 == e2 {
            return Some(self.mul(e1, self.constant(c1.wrapping_add(c2))));
        }
        if let Some((AffineBinaryOp::Add, ll, lr)) = lbin {
            if let Some(lrc) = self.konst(lr) {
                let inner = self.add(ll, rhs);
                return Some(self.add_const(inner, lrc));
            }
        }
        // expr + (expr floordiv q) * -q  ->  expr mod q
        let (_, rl, rr) = rbin?;
        if let (Some(-1), Some((AffineBinaryOp::Mul, a, q))) = (self.konst(rr), self.bin(rl)) {
            if let Some((AffineBinaryOp::FloorDiv, x, q2)) = self.bin(a) {
                if q2 == q && x == lhs {
                    return Some(self.modulo(lhs, q));
                }
            }
            return None;
        }
        if let (Some(Some(mc)), Some((AffineBinaryOp::FloorDiv, x, q))) = (rbin.map(|(op, _, r)| if op == AffineBinaryOp::Mul { self.konst(r) } else { None }), self.bin(rl)) {
            if let Some(qc) = self.konst(q) {
                if qc > 0 && mc == -qc && x == lhs {
                    return Some(self.modulo(lhs, q));
                }
            }
        }
        None
    }

    fn simplify_mul(&self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let lc = self.konst(lhs);
        let rc = self.konst(rhs);
        if let (Some(a), Some(b)) = (lc, rc) {
            return a.checked_mul(b).map(|p| self.constant(p));
        }
        let ls = self.is_symbolic_or_constant(lhs);
        let rs = self.is_symbolic_or_constant(rhs);
        if !ls && !rs {
            return None;
        }
        if !rs || lc.is_some() {
            return Some(self.mul(rhs, lhs));
        }
        if let Some(c) = rc {
            if c == 1 {
                return Some(lhs);
            }
            if c == 0 {
                return Some(rhs);
            }
        }
        if let Some((AffineBinaryOp::Mul, ll, lr)) = self.bin(lhs) {
            if let Some(lrc) = self.konst(lr) {
                if let Some(c) = rc {
                    return lrc.checked_mul(c).map(|p| self.mul_const(ll, p));
                }
                let inner = self.mul(ll, rhs);
                return Some(self.mul(inner, lr));
            }
        }
        None
    }

    fn simplify_floor_div(&self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let rc = self.konst(rhs).filter(|&c| c >= 1)?;
        if let Some(l) = self.konst(lhs) {
            return Some(self.constant(floor_div(l, rc)));
        }
        if rc == 1 {
            return Some(lhs);
        }
        let lbin = self.bin(lhs);
        if let Some((AffineBinaryOp::Mul, ll, lr)) = lbin {
            if let Some(lrc) = self.konst(lr) {
                if lrc % rc == 0 {
                    return Some(self.mul_const(ll, lrc / rc));
                }
            }
        }
        if let Some((AffineBinaryOp::Add, ll, lr)) = lbin {
            let a = self.largest_known_divisor(ll);
            let b = self.largest_known_divisor(lr);
            if a % rc == 0 || b % rc == 0 {
                let c = self.constant(rc);
                return Some(self.add(self.floor_div(ll, c), self.floor_div(lr, c)));
            }
        }
        None
    }

    fn simplify_ceil_div(&self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let rc = self.konst(rhs).filter(|&c| c >= 1)?;
        if let Some(l) = self.konst(lhs) {
            return Some(self.constant(ceil_div(l, rc)));
        }
        if rc == 1 {
            return Some(lhs);
        }
        if let Some((AffineBinaryOp::Mul, ll, lr)) = self.bin(lhs) {
            if let Some(lrc) = self.konst(lr) {
                if lrc % rc == 0 {
                    return Some(self.mul_const(ll, lrc / rc));
                }
            }
        }
        None
    }

    fn simplify_mod(&self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let rc = self.konst(rhs).filter(|&c| c >= 1)?;
        if let Some(l) = self.konst(lhs) {
            return Some(self.constant(l.rem_euclid(rc)));
        }
        if self.largest_known_divisor(lhs) % rc == 0 {
            return Some(self.constant(0));
        }
        let lbin = self.bin(lhs);
        if let Some((AffineBinaryOp::Add, ll, lr)) = lbin {
            let c = self.constant(rc);
            if self.largest_known_divisor(ll) % rc == 0 {
                return Some(self.modulo(lr, c));
            }
            if self.largest_known_divisor(lr) % rc == 0 {
                return Some(self.modulo(ll, c));
            }
        }
        if let Some((AffineBinaryOp::Mod, ll, lr)) = lbin {
            if let Some(i) = self.konst(lr) {
                if i >= 1 && i.rem_euclid(rc) == 0 {
                    return Some(self.modulo(ll, self.constant(rc)));
                }
            }
        }
        None
    }
}

/// Floor division of signed integers (`r > 0`).
pub fn floor_div(l: i64, r: i64) -> i64 {
    let q = l / r;
    if (l % r != 0) && ((l < 0) != (r < 0)) {
        q - 1
    } else {
        q
    }
}

/// Ceiling division of signed integers (`r > 0`).
pub fn ceil_div(l: i64, r: i64) -> i64 {
    let q = l / r;
    if (l % r != 0) && ((l < 0) == (r < 0)) {
        q + 1
    } else {
        q
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}
