//! Affine maps and integer sets (upstream's `AffineParser.cpp`).

use oxmlir_ir::affine::{AffineExpr, AffineMap, IntegerSet};

use crate::affine_expr::Affine;
use crate::lexer::Kind;
use crate::parser::{Delimiter, PResult, Parser};
use crate::token;

#[derive(Copy, Clone, PartialEq, Eq)]
enum Low {
    Add,
    Sub,
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum High {
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

/// Either result of parsing `(dims)[syms] -> ...` or `(dims)[syms] : ...`.
pub enum MapOrSet {
    /// An affine map.
    Map(AffineMap),
    /// An integer set.
    Set(IntegerSet),
}

/// Names of the dimensions and symbols in scope.
struct Ids<'a> {
    ids: Vec<(&'a [u8], AffineExpr)>,
}

impl<'a> Parser<'a> {
    fn affine(&self) -> Affine<'a> {
        Affine { cx: self.cx }
    }

    /// An affine map (inside `affine_map<...>`).
    pub fn parse_affine_map_reference(&mut self) -> PResult<AffineMap> {
        let pos = self.tok.start as usize;
        match self.parse_affine_map_or_integer_set()? {
            MapOrSet::Map(m) => Ok(m),
            MapOrSet::Set(_) => {
                self.error_at(pos, "expected AffineMap, but got IntegerSet");
                Err(())
            }
        }
    }

    /// An integer set (inside `affine_set<...>`).
    pub fn parse_integer_set_reference(&mut self) -> PResult<IntegerSet> {
        let pos = self.tok.start as usize;
        match self.parse_affine_map_or_integer_set()? {
            MapOrSet::Set(s) => Ok(s),
            MapOrSet::Map(_) => {
                self.error_at(pos, "expected IntegerSet, but got AffineMap");
                Err(())
            }
        }
    }

    /// `(d0, ...)[s0, ...] -> (exprs)` or `(d0, ...)[s0, ...] : (constraints)`.
    pub fn parse_affine_map_or_integer_set(&mut self) -> PResult<MapOrSet> {
        let a = self.affine();
        let mut ids = Ids { ids: Vec::new() };
        let mut num_dims = 0u32;
        self.parse_comma_list(Delimiter::Paren, " in dimensional identifier list", &mut |p| {
            let e = a.dim(num_dims);
            num_dims += 1;
            p.parse_identifier_definition(&mut ids, e)
        })?;
        let mut num_symbols = 0u32;
        if self.at(Kind::LSquare) {
            self.parse_comma_list(Delimiter::Square, " in symbol list", &mut |p| {
                let e = a.symbol(num_symbols);
                num_symbols += 1;
                p.parse_identifier_definition(&mut ids, e)
            })?;
        }
        if self.consume_if(Kind::Arrow) {
            let mut exprs = Vec::new();
            self.parse_comma_list(Delimiter::Paren, " in affine map range", &mut |p| {
                let e = p.parse_affine_expr(&ids)?;
                exprs.push(e);
                Ok(())
            })?;
            return Ok(MapOrSet::Map(self.cx.affine_map(num_dims, num_symbols, &exprs)));
        }
        self.expect(Kind::Colon, "expected '->' or ':'")?;
        let mut constraints = Vec::new();
        let mut eqs = Vec::new();
        self.parse_comma_list(Delimiter::Paren, " in integer set constraint list", &mut |p| {
            let (e, eq) = p.parse_affine_constraint(&ids)?;
            constraints.push(e);
            eqs.push(eq);
            Ok(())
        })?;
        // No constraint: the always-true `0 == 0`, as upstream.
        if constraints.is_empty() {
            constraints.push(a.constant(0));
            eqs.push(true);
        }
        match self.cx.integer_set(num_dims, num_symbols, &constraints, &eqs) {
            Some(set) => Ok(MapOrSet::Set(set)),
            None => {
                self.error("invalid integer set");
                Err(())
            }
        }
    }

    fn parse_identifier_definition(&mut self, ids: &mut Ids<'a>, e: AffineExpr) -> PResult {
        if !self.at_keyword_like() {
            self.wrong_token_error("expected bare identifier");
            return Err(());
        }
        let name = self.spelling();
        if ids.ids.iter().any(|(n, _)| *n == name) {
            self.error(format!("redefinition of identifier '{}'", String::from_utf8_lossy(name)));
            return Err(());
        }
        self.consume();
        ids.ids.push((name, e));
        Ok(())
    }

    fn parse_affine_constraint(&mut self, ids: &Ids<'a>) -> PResult<(AffineExpr, bool)> {
        let a = self.affine();
        let lhs = self.parse_affine_expr(ids)?;
        if self.consume_if(Kind::Greater) && self.consume_if(Kind::Equal) {
            let rhs = self.parse_affine_expr(ids)?;
            return Ok((a.sub(lhs, rhs), false));
        }
        if self.consume_if(Kind::Less) && self.consume_if(Kind::Equal) {
            let rhs = self.parse_affine_expr(ids)?;
            return Ok((a.sub(rhs, lhs), false));
        }
        if self.consume_if(Kind::Equal) && self.consume_if(Kind::Equal) {
            let rhs = self.parse_affine_expr(ids)?;
            return Ok((a.sub(lhs, rhs), true));
        }
        self.error("expected '== affine-expr' or '>= affine-expr' at end of affine constraint");
        Err(())
    }

    fn parse_affine_expr(&mut self, ids: &Ids<'a>) -> PResult<AffineExpr> {
        self.parse_affine_low(ids, None)
    }

    fn consume_low(&mut self) -> Option<Low> {
        match self.kind() {
            Kind::Plus => {
                self.consume();
                Some(Low::Add)
            }
            Kind::Minus => {
                self.consume();
                Some(Low::Sub)
            }
            _ => None,
        }
    }

    fn consume_high(&mut self) -> Option<High> {
        let op = match self.kind() {
            Kind::Star => High::Mul,
            Kind::KwFloordiv => High::FloorDiv,
            Kind::KwCeildiv => High::CeilDiv,
            Kind::KwMod => High::Mod,
            _ => return None,
        };
        self.consume();
        Some(op)
    }

    fn low_op(&self, op: Low, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let a = self.affine();
        match op {
            Low::Add => a.add(lhs, rhs),
            Low::Sub => a.sub(lhs, rhs),
        }
    }

    fn high_op(&mut self, op: High, lhs: AffineExpr, rhs: AffineExpr, pos: usize) -> PResult<AffineExpr> {
        let a = self.affine();
        let msg = match op {
            High::Mul => {
                if !a.is_symbolic_or_constant(lhs) && !a.is_symbolic_or_constant(rhs) {
                    "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"
                } else {
                    return Ok(a.mul(lhs, rhs));
                }
            }
            High::FloorDiv if !a.is_symbolic_or_constant(rhs) => {
                "non-affine expression: right operand of floordiv has to be either a constant or symbolic"
            }
            High::CeilDiv if !a.is_symbolic_or_constant(rhs) => {
                "non-affine expression: right operand of ceildiv has to be either a constant or symbolic"
            }
            High::Mod if !a.is_symbolic_or_constant(rhs) => {
                "non-affine expression: right operand of mod has to be either a constant or symbolic"
            }
            High::FloorDiv => return Ok(a.floor_div(lhs, rhs)),
            High::CeilDiv => return Ok(a.ceil_div(lhs, rhs)),
            High::Mod => return Ok(a.modulo(lhs, rhs)),
        };
        self.error_at(pos, msg);
        Err(())
    }

    fn parse_affine_high(&mut self, ids: &Ids<'a>, llhs: Option<(AffineExpr, High, usize)>) -> PResult<AffineExpr> {
        let lhs = self.parse_affine_operand(ids, llhs.map(|x| x.0))?;
        let op_pos = self.tok.start as usize;
        if let Some(op) = self.consume_high() {
            if let Some((ll, lop, lpos)) = llhs {
                let _ = lpos;
                let e = self.high_op(lop, ll, lhs, op_pos)?;
                return self.parse_affine_high(ids, Some((e, op, op_pos)));
            }
            return self.parse_affine_high(ids, Some((lhs, op, op_pos)));
        }
        if let Some((ll, lop, lpos)) = llhs {
            return self.high_op(lop, ll, lhs, lpos);
        }
        Ok(lhs)
    }

    fn parse_affine_low(&mut self, ids: &Ids<'a>, llhs: Option<(AffineExpr, Low)>) -> PResult<AffineExpr> {
        oxmlir_ir::support::stack::deep(|| self.parse_affine_low_step(ids, llhs))
    }

    /// One step of `parse_affine_low`'s recursion, on a stack with room for it.
    fn parse_affine_low_step(&mut self, ids: &Ids<'a>, llhs: Option<(AffineExpr, Low)>) -> PResult<AffineExpr> {
        let lhs = self.parse_affine_operand(ids, llhs.map(|x| x.0))?;
        if let Some(op) = self.consume_low() {
            if let Some((ll, lop)) = llhs {
                let sum = self.low_op(lop, ll, lhs);
                return self.parse_affine_low(ids, Some((sum, op)));
            }
            return self.parse_affine_low(ids, Some((lhs, op)));
        }
        let op_pos = self.tok.start as usize;
        if let Some(hop) = self.consume_high() {
            let high = self.parse_affine_high(ids, Some((lhs, hop, op_pos)))?;
            let expr = match llhs {
                Some((ll, lop)) => self.low_op(lop, ll, high),
                None => high,
            };
            if let Some(next) = self.consume_low() {
                return self.parse_affine_low(ids, Some((expr, next)));
            }
            return Ok(expr);
        }
        if let Some((ll, lop)) = llhs {
            return Ok(self.low_op(lop, ll, lhs));
        }
        Ok(lhs)
    }

    fn parse_affine_operand(&mut self, ids: &Ids<'a>, lhs: Option<AffineExpr>) -> PResult<AffineExpr> {
        oxmlir_ir::support::stack::deep(|| self.parse_affine_operand_step(ids, lhs))
    }

    fn parse_affine_operand_step(&mut self, ids: &Ids<'a>, lhs: Option<AffineExpr>) -> PResult<AffineExpr> {
        let a = self.affine();
        match self.kind() {
            Kind::KwSymbol => {
                self.consume();
                self.expect(Kind::LParen, "expected '(' at start of SSA symbol")?;
                self.wrong_token_error("unexpected ssa identifier");
                Err(())
            }
            Kind::PercentIdent => {
                self.wrong_token_error("unexpected ssa identifier");
                Err(())
            }
            Kind::Integer => {
                let v = token::u64_value(self.spelling());
                match v {
                    Some(v) if (v as i64) >= 0 => {
                        self.consume();
                        Ok(a.constant(v as i64))
                    }
                    _ => {
                        self.error("constant too large for index");
                        Err(())
                    }
                }
            }
            Kind::LParen => {
                self.consume();
                if self.at(Kind::RParen) {
                    self.error("no expression inside parentheses");
                    return Err(());
                }
                let e = self.parse_affine_expr(ids)?;
                self.expect(Kind::RParen, "expected ')'")?;
                Ok(e)
            }
            Kind::Minus => {
                self.consume();
                match self.parse_affine_operand(ids, lhs) {
                    Ok(e) => Ok(a.mul_const(e, -1)),
                    Err(()) => {
                        self.error("missing operand of negation");
                        Err(())
                    }
                }
            }
            Kind::Plus | Kind::Star => {
                self.error(if lhs.is_some() {
                    "missing right operand of binary operator"
                } else {
                    "missing left operand of binary operator"
                });
                Err(())
            }
            _ => {
                if self.at_keyword_like() {
                    return self.parse_bare_id_expr(ids);
                }
                self.error(if lhs.is_some() { "missing right operand of binary operator" } else { "expected affine expression" });
                Err(())
            }
        }
    }

    fn parse_bare_id_expr(&mut self, ids: &Ids<'a>) -> PResult<AffineExpr> {
        let name = self.spelling();
        if let Some((_, e)) = ids.ids.iter().find(|(n, _)| *n == name) {
            let e = *e;
            self.consume();
            return Ok(e);
        }
        self.wrong_token_error("use of undeclared identifier");
        Err(())
    }
}
