//! Builtin types (upstream's `TypeParser.cpp`).

use oxmlir_ir::types::{FloatKind, Signedness, TypeKey, DYNAMIC, MAX_INTEGER_WIDTH};
use oxmlir_ir::Type;
use smallvec::SmallVec;

use crate::lexer::{Kind, Kw};
use crate::parser::{PResult, Parser, PushList};
use crate::token;

/// The float kind a keyword names.
pub fn float_kind(kw: Kw) -> Option<FloatKind> {
    Some(match kw {
        Kw::F4E2M1FN => FloatKind::F4E2M1FN,
        Kw::F6E2M3FN => FloatKind::F6E2M3FN,
        Kw::F6E3M2FN => FloatKind::F6E3M2FN,
        Kw::F8E5M2 => FloatKind::F8E5M2,
        Kw::F8E4M3 => FloatKind::F8E4M3,
        Kw::F8E4M3FN => FloatKind::F8E4M3FN,
        Kw::F8E5M2FNUZ => FloatKind::F8E5M2FNUZ,
        Kw::F8E4M3FNUZ => FloatKind::F8E4M3FNUZ,
        Kw::F8E4M3B11FNUZ => FloatKind::F8E4M3B11FNUZ,
        Kw::F8E3M4 => FloatKind::F8E3M4,
        Kw::F8E8M0FNU => FloatKind::F8E8M0FNU,
        Kw::Bf16 => FloatKind::BF16,
        Kw::F16 => FloatKind::F16,
        Kw::Tf32 => FloatKind::TF32,
        Kw::F32 => FloatKind::F32,
        Kw::F64 => FloatKind::F64,
        Kw::F80 => FloatKind::F80,
        Kw::F128 => FloatKind::F128,
        _ => return None,
    })
}

impl<'a> Parser<'a> {
    /// Whether the current token can start a type.
    pub fn at_type_start(&self) -> bool {
        match self.kind() {
            Kind::LParen | Kind::IntType | Kind::ExclIdent => true,
            k => k.keyword().is_some_and(|k| {
                matches!(k, Kw::Memref | Kw::Tensor | Kw::Complex | Kw::Tuple | Kw::Vector | Kw::Index | Kw::None)
                    || float_kind(k).is_some()
            }),
        }
    }

    /// Parses a type if one starts here.
    pub fn parse_optional_type(&mut self) -> Option<PResult<Type>> {
        if self.at_type_start() {
            Some(self.parse_type())
        } else {
            None
        }
    }

    /// `type ::= function-type | non-function-type`
    pub fn parse_type(&mut self) -> PResult<Type> {
        oxmlir_ir::support::stack::deep(|| self.parse_type_step())
    }

    fn parse_type_step(&mut self) -> PResult<Type> {
        if self.at(Kind::LParen) {
            return self.parse_function_type();
        }
        self.parse_non_function_type()
    }

    /// `type-list-parens -> function-result-type`
    pub fn parse_function_type(&mut self) -> PResult<Type> {
        let mut inputs: SmallVec<[Type; 4]> = SmallVec::new();
        let mut results: SmallVec<[Type; 4]> = SmallVec::new();
        self.parse_function_type_parts(&mut inputs, &mut results)?;
        Ok(self.cx.function_type(&inputs, &results))
    }

    /// The inputs and results of a function type, without making the type
    /// (for operation signatures, which only need the types).
    pub fn parse_function_type_parts(&mut self, inputs: &mut impl PushList<Type>, results: &mut impl PushList<Type>) -> PResult {
        self.parse_type_list_parens(inputs)?;
        self.expect(Kind::Arrow, "expected '->' in function type")?;
        self.parse_function_result_types(results)
    }

    /// `type-list-parens | non-function-type`
    pub fn parse_function_result_types(&mut self, out: &mut impl PushList<Type>) -> PResult {
        if self.at(Kind::LParen) {
            return self.parse_type_list_parens(out);
        }
        let t = self.parse_non_function_type()?;
        out.push_item(t);
        Ok(())
    }

    /// `type (, type)*`
    pub fn parse_type_list_no_parens(&mut self, out: &mut impl PushList<Type>) -> PResult {
        loop {
            let t = self.parse_type()?;
            out.push_item(t);
            if !self.consume_if(Kind::Comma) {
                return Ok(());
            }
        }
    }

    /// `( )` or `( type-list-no-parens )`
    pub fn parse_type_list_parens(&mut self, out: &mut impl PushList<Type>) -> PResult {
        self.expect(Kind::LParen, "expected '('")?;
        if self.consume_if(Kind::RParen) {
            return Ok(());
        }
        self.parse_type_list_no_parens(out)?;
        self.expect(Kind::RParen, "expected ')'")
    }

    /// Any type but a function type.
    pub fn parse_non_function_type(&mut self) -> PResult<Type> {
        let cx = self.cx;
        match self.kind() {
            Kind::KwMemref => self.parse_memref_type(),
            Kind::KwTensor => self.parse_tensor_type(),
            Kind::KwComplex => self.parse_complex_type(),
            Kind::KwTuple => self.parse_tuple_type(),
            Kind::KwVector => self.parse_vector_type(),
            Kind::IntType => {
                let s = self.spelling();
                let Some(width) = token::int_type_width(s) else {
                    self.error("invalid integer width");
                    return Err(());
                };
                let signedness = match s[0] {
                    b's' => Signedness::Signed,
                    b'u' => Signedness::Unsigned,
                    _ => Signedness::Signless,
                };
                // The core's check, without its lookup for the common widths.
                if width > MAX_INTEGER_WIDTH {
                    let pos = self.tok.start as usize;
                    self.verified(pos, cx.verified_type(TypeKey::Integer { width, signedness }))?;
                }
                self.consume();
                Ok(cx.integer_type(width, signedness))
            }
            Kind::KwIndex => {
                self.consume();
                Ok(cx.index_type())
            }
            Kind::KwNone => {
                self.consume();
                Ok(cx.none_type())
            }
            Kind::ExclIdent => self.parse_extended_type(),
            k => match k.keyword().and_then(float_kind) {
                Some(kind) => {
                    self.consume();
                    Ok(cx.float_type(kind))
                }
                None => {
                    self.wrong_token_error("expected non-function type");
                    Err(())
                }
            },
        }
    }

    fn parse_complex_type(&mut self) -> PResult<Type> {
        self.consume();
        self.expect(Kind::Less, "expected '<' in complex type")?;
        let pos = self.tok.start as usize;
        let elem = self.parse_type()?;
        self.expect(Kind::Greater, "expected '>' in complex type")?;
        self.verified(pos, self.cx.verified_type(TypeKey::Complex(elem)))
    }

    fn parse_tuple_type(&mut self) -> PResult<Type> {
        self.consume();
        self.expect(Kind::Less, "expected '<' in tuple type")?;
        if self.consume_if(Kind::Greater) {
            return Ok(self.cx.tuple_type(&[]));
        }
        let mut types = Vec::new();
        self.parse_type_list_no_parens(&mut types)?;
        self.expect(Kind::Greater, "expected '>' in tuple type")?;
        Ok(self.cx.tuple_type(&types))
    }

    fn parse_vector_type(&mut self) -> PResult<Type> {
        let loc_pos = self.tok.start as usize;
        self.consume();
        self.expect(Kind::Less, "expected '<' in vector type")?;
        let mut dims = Vec::new();
        let mut scalable = Vec::new();
        while self.at(Kind::Integer) || self.at(Kind::LSquare) {
            let s = self.consume_if(Kind::LSquare);
            let v = self.parse_integer_in_dimension_list()?;
            dims.push(v);
            if s && !self.consume_if(Kind::RSquare) {
                self.wrong_token_error("missing ']' closing scalable dimension");
                return Err(());
            }
            scalable.push(s);
            self.parse_x_in_dimension_list()?;
        }
        let elem = self.parse_type()?;
        self.expect(Kind::Greater, "expected '>' in vector type")?;
        // Upstream's `VectorType::getChecked`, reported at the keyword.
        self.verified(loc_pos, self.cx.try_vector_type(&dims, &scalable, elem))
    }

    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.consume();
        self.expect(Kind::Less, "expected '<' in tensor type")?;
        let mut dims = Vec::new();
        let unranked = if self.consume_if(Kind::Star) {
            self.parse_x_in_dimension_list()?;
            true
        } else {
            self.parse_dimension_list_ranked(&mut dims, true, true)?;
            false
        };
        let pos = self.tok.start as usize;
        let elem = self.parse_type();
        let mut encoding = None;
        if self.consume_if(Kind::Comma) {
            if let Some(r) = self.parse_optional_attribute(None) {
                encoding = Some(r?);
            }
        }
        let elem = elem?;
        self.expect(Kind::Greater, "expected '>' in tensor type")?;
        if !self.cx.is_valid_tensor_element(elem) {
            self.error_at(pos, "invalid tensor element type");
            return Err(());
        }
        if unranked {
            if encoding.is_some() {
                self.error("cannot apply encoding to unranked tensor");
                return Err(());
            }
            return Ok(self.cx.unranked_tensor_type(elem));
        }
        Ok(self.cx.ranked_tensor_type(&dims, elem, encoding))
    }

    fn parse_memref_type(&mut self) -> PResult<Type> {
        let loc_pos = self.tok.start as usize;
        self.consume();
        self.expect(Kind::Less, "expected '<' in memref type")?;
        let mut dims = Vec::new();
        let unranked = if self.consume_if(Kind::Star) {
            self.parse_x_in_dimension_list()?;
            true
        } else {
            self.parse_dimension_list_ranked(&mut dims, true, true)?;
            false
        };
        let pos = self.tok.start as usize;
        let elem = self.parse_type()?;
        if !self.cx.is_valid_memref_element(elem) {
            self.error_at(pos, "invalid memref element type");
            return Err(());
        }
        let mut layout = None;
        let mut memory_space = None;
        if !self.consume_if(Kind::Greater) {
            self.expect(Kind::Comma, "expected ',' or '>' in memref type")?;
            self.parse_comma_list_until(Kind::Greater, false, &mut |p| {
                let attr = p.parse_attribute(None)?;
                if p.cx.is_memref_layout(attr) {
                    layout = Some(attr);
                } else if memory_space.is_some() {
                    p.error("multiple memory spaces specified in memref type");
                    return Err(());
                } else {
                    memory_space = Some(attr);
                    return Ok(());
                }
                if unranked {
                    p.error("cannot have affine map for unranked memref type");
                    return Err(());
                }
                if memory_space.is_some() {
                    p.error("expected memory space to be last in memref type");
                    return Err(());
                }
                Ok(())
            })?;
        }
        // Upstream's `MemRefType::getChecked` / `UnrankedMemRefType::getChecked`
        // (the default layout and memory space are the core's), reported at
        // the keyword.
        let cx = self.cx;
        if unranked {
            return self.verified(loc_pos, cx.try_unranked_memref_type(elem, memory_space));
        }
        self.verified(loc_pos, cx.try_memref_type(&dims, elem, layout, memory_space))
    }

    /// A dimension list of a tensor or memref type (`?x4x`), with a trailing
    /// `x` when `trailing_x` (upstream's `parseDimensionListRanked`).
    pub fn parse_dimension_list_ranked(&mut self, dims: &mut Vec<i64>, allow_dynamic: bool, trailing_x: bool) -> PResult {
        let mut parse_dim = |p: &mut Self| -> PResult {
            let pos = p.tok.start as usize;
            if p.consume_if(Kind::Question) {
                if !allow_dynamic {
                    p.error_at(pos, "expected static shape");
                    return Err(());
                }
                dims.push(DYNAMIC);
            } else {
                let v = p.parse_integer_in_dimension_list()?;
                dims.push(v);
            }
            Ok(())
        };
        if trailing_x {
            while self.at(Kind::Integer) || self.at(Kind::Question) {
                parse_dim(self)?;
                self.parse_x_in_dimension_list()?;
            }
            return Ok(());
        }
        if self.at(Kind::Integer) || self.at(Kind::Question) {
            parse_dim(self)?;
            while self.at(Kind::BareIdent) && self.spelling()[0] == b'x' {
                self.parse_x_in_dimension_list()?;
                parse_dim(self)?;
            }
        }
        Ok(())
    }

    /// One integer of a dimension list (`0x...` splits into `0` `x...`).
    pub fn parse_integer_in_dimension_list(&mut self) -> PResult<i64> {
        let s = self.spelling();
        if s.len() > 1 && s[1] == b'x' {
            let p = self.tok.start as usize + 1;
            self.reset_to(p);
            return Ok(0);
        }
        match token::u64_value(s) {
            Some(v) if v <= i64::MAX as u64 => {
                self.consume();
                Ok(v as i64)
            }
            _ => {
                self.error("invalid dimension");
                Err(())
            }
        }
    }

    /// The `x` of a dimension list, splitting `xf32` into `x` and `f32`.
    pub fn parse_x_in_dimension_list(&mut self) -> PResult {
        if !self.at(Kind::BareIdent) || self.spelling()[0] != b'x' {
            self.wrong_token_error("expected 'x' in dimension list");
            return Err(());
        }
        if self.spelling().len() != 1 {
            let p = self.tok.start as usize + 1;
            self.prev_end = p as u32;
            self.reset_to(p);
            return Ok(());
        }
        self.consume();
        Ok(())
    }
}
