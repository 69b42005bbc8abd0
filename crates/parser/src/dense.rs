//! Elements attributes: `dense<...>`, `sparse<...>`, `dense_resource<...>`
//! (upstream's `TensorLiteralParser` and friends).

use oxmlir_ir::support::apint::ApInt;
use oxmlir_ir::types::{Signedness, TypeData, DYNAMIC};
use oxmlir_ir::{Attribute, Context, Type};

use crate::lexer::{Kind, Token};
use crate::parser::{Delimiter, PResult, Parser};
use crate::token;

/// Shape and element type of a shaped type, and whether it is ranked.
pub fn shaped(cx: &Context, ty: Type) -> Option<(&[i64], Type, bool)> {
    if let Some((shape, elem)) = cx.ranked_shape(ty) {
        return Some((shape, elem, true));
    }
    cx.shaped_element_type(ty).map(|elem| (&[][..], elem, false))
}

/// Number of elements of a static shape, wrapping around on overflow as
/// upstream's `ShapedType::getNumElements` does in a release build.
pub fn num_elements(shape: &[i64]) -> i64 {
    shape.iter().fold(1i64, |acc, &d| acc.wrapping_mul(d))
}

/// A dense int/float/complex attribute from element values (each `ApInt`
/// holds one scalar; complex elements are consecutive pairs), laid out in
/// the core's raw buffer format (bools bit-packed).
fn dense_from_values(cx: &Context, ty: Type, elem: Type, values: &[ApInt]) -> Result<Attribute, String> {
    let kind = cx.elem_kind(elem);
    let raw: Vec<u8> = if kind.is_bool() {
        let mut buf = vec![0u8; values.len().div_ceil(8)];
        for (i, v) in values.iter().enumerate() {
            if !v.is_zero() {
                buf[i / 8] |= 1 << (i % 8);
            }
        }
        // One value is a splat, whose byte is all ones or all zeros.
        if values.len() == 1 {
            buf[0] = if buf[0] != 0 { 0xFF } else { 0 };
        }
        buf
    } else {
        let scalar_bytes = (kind.part_width().unwrap_or(8) as usize).div_ceil(8);
        let mut buf = Vec::with_capacity(values.len() * scalar_bytes);
        for v in values {
            let words = v.words();
            for i in 0..scalar_bytes {
                let w = words.get(i / 8).copied().unwrap_or(0);
                buf.push((w >> ((i % 8) * 8)) as u8);
            }
        }
        buf
    };
    cx.dense_elements_from_raw(ty, &raw).map_err(|e| e.0)
}

/// The elements of a tensor literal, before the type is known.
#[derive(Default)]
pub struct TensorLiteral {
    /// The shape inferred from nesting.
    pub shape: Vec<i64>,
    /// The element tokens and whether each was negated.
    pub storage: Vec<(bool, Token)>,
    /// A hex string literal (`"0x..."`), when given instead of elements.
    pub hex: Option<Token>,
}

impl<'a> Parser<'a> {
    /// Parses a tensor literal: a hex string (when `allow_hex`), a nested
    /// list, or one element.
    pub fn parse_tensor_literal(&mut self, allow_hex: bool) -> PResult<TensorLiteral> {
        let mut lit = TensorLiteral::default();
        if allow_hex && self.at(Kind::String) {
            lit.hex = Some(self.tok);
            self.consume();
            return Ok(lit);
        }
        if self.at(Kind::LSquare) {
            let mut shape = Vec::new();
            self.parse_literal_list(&mut lit, &mut shape)?;
            lit.shape = shape;
            return Ok(lit);
        }
        self.parse_literal_element(&mut lit)?;
        Ok(lit)
    }

    fn parse_literal_element(&mut self, lit: &mut TensorLiteral) -> PResult {
        match self.kind() {
            Kind::KwTrue | Kind::KwFalse | Kind::Float | Kind::Integer | Kind::String => {
                lit.storage.push((false, self.tok));
                self.consume();
            }
            Kind::Minus => {
                self.consume();
                if !matches!(self.kind(), Kind::Float | Kind::Integer) {
                    self.error("expected integer or floating point literal");
                    return Err(());
                }
                lit.storage.push((true, self.tok));
                self.consume();
            }
            Kind::LParen => {
                self.consume();
                self.parse_literal_element(lit)?;
                self.expect(Kind::Comma, "expected ',' between complex elements")?;
                self.parse_literal_element(lit)?;
                self.expect(Kind::RParen, "expected ')' after complex elements")?;
            }
            _ => {
                self.error("expected element literal of primitive type");
                return Err(());
            }
        }
        Ok(())
    }

    fn parse_literal_list(&mut self, lit: &mut TensorLiteral, dims: &mut Vec<i64>) -> PResult {
        let mut first = true;
        let mut new_dims: Vec<i64> = Vec::new();
        let mut size = 0i64;
        self.parse_comma_list(Delimiter::Square, "", &mut |p| {
            let mut this_dims = Vec::new();
            if p.at(Kind::LSquare) {
                p.parse_literal_list(lit, &mut this_dims)?;
            } else {
                p.parse_literal_element(lit)?;
            }
            size += 1;
            if !first {
                if new_dims != this_dims {
                    p.error("tensor literal is invalid; ranks are not consistent between elements");
                    return Err(());
                }
                return Ok(());
            }
            new_dims = this_dims;
            first = false;
            Ok(())
        })?;
        dims.clear();
        dims.push(size);
        dims.extend(new_dims);
        Ok(())
    }

    /// Builds the attribute for a parsed literal and its shaped type
    /// (upstream's `TensorLiteralParser::getAttr`); errors are reported at
    /// `pos`.
    pub fn tensor_literal_attr(&mut self, lit: &TensorLiteral, pos: usize, ty: Type) -> PResult<Attribute> {
        let cx = self.cx;
        let Some((shape, elem, _)) = shaped(cx, ty) else {
            self.error_at(pos, "elements literal must be a shaped type");
            return Err(());
        };
        let shape = shape.to_vec();
        let elem_data = cx.type_data(elem).clone();
        let is_num = matches!(elem_data, TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_) | TypeData::Complex(_));
        if let (Some(hex), true) = (lit.hex, is_num) {
            return self.hex_literal_attr(hex, pos, ty);
        }
        if !lit.shape.is_empty() && lit.shape != shape {
            self.error_at(
                pos,
                format!("inferred shape of elements literal ([{}]) does not match type ([{}])", join(&lit.shape), join(&shape)),
            );
            return Err(());
        }
        let n = num_elements(&shape);
        if lit.hex.is_none() && lit.storage.is_empty() && n != 0 {
            let t = oxmlir_ir::print::type_to_string(cx, ty);
            self.error_at(pos, format!("parsed zero elements, but type ('{t}') expected at least 1"));
            return Err(());
        }
        let mut scalar = elem;
        let mut complex = false;
        if let TypeData::Complex(e) = elem_data {
            scalar = e;
            complex = true;
            let splat = lit.shape.is_empty() && n != 0;
            if splat && lit.storage.len() != 2 {
                let t = oxmlir_ir::print::type_to_string(cx, elem);
                self.error_at(pos, format!("parsed {} elements, but type ('{t}') expected 2 elements", lit.storage.len()));
                return Err(());
            }
            if !lit.shape.is_empty() && lit.storage.len() != n as usize * 2 {
                let t = oxmlir_ir::print::type_to_string(cx, ty);
                self.error_at(pos, format!("parsed {} elements, but type ('{t}') expected {} elements", lit.storage.len(), n * 2));
                return Err(());
            }
        }
        let _ = complex;
        match *cx.type_data(scalar) {
            TypeData::Integer { .. } | TypeData::Index => {
                let unsigned = matches!(cx.type_data(scalar), TypeData::Integer { signedness: Signedness::Unsigned, .. });
                let is_i1 = matches!(cx.type_data(scalar), TypeData::Integer { width: 1, .. });
                let mut values = Vec::with_capacity(lit.storage.len());
                for &(neg, t) in &lit.storage {
                    let tp = t.start as usize;
                    if neg && unsigned {
                        self.error_at(tp, "expected unsigned integer elements, but parsed negative value");
                        return Err(());
                    }
                    if t.kind == Kind::Float {
                        self.error_at(tp, "expected integer elements, but parsed floating-point");
                        return Err(());
                    }
                    if matches!(t.kind, Kind::KwTrue | Kind::KwFalse) {
                        if !is_i1 {
                            self.error_at(tp, "expected i1 type for 'true' or 'false' values");
                            return Err(());
                        }
                        values.push(ApInt::from_u64((t.kind == Kind::KwTrue) as u64, 1));
                        continue;
                    }
                    match crate::attrs::build_apint(cx, scalar, neg, self.spelling_of(t)) {
                        Some(v) => values.push(v),
                        None => {
                            self.error_at(tp, "integer constant out of range for type");
                            return Err(());
                        }
                    }
                }
                let r = dense_from_values(cx, ty, elem, &values);
                self.verified(pos, r)
            }
            TypeData::Float(kind) => {
                let mut values = Vec::with_capacity(lit.storage.len());
                for &(neg, t) in &lit.storage {
                    values.push(self.parse_float_from_literal(t, neg, kind)?);
                }
                let r = dense_from_values(cx, ty, elem, &values);
                self.verified(pos, r)
            }
            _ => {
                let mut values: Vec<Vec<u8>> = Vec::with_capacity(lit.storage.len());
                if let Some(hex) = lit.hex {
                    values.push(token::string_value(self.spelling_of(hex)));
                }
                for &(_, t) in &lit.storage {
                    if t.kind != Kind::String {
                        let s = String::from_utf8_lossy(self.spelling_of(t)).into_owned();
                        self.error_at(pos, format!("expected string token, got {s}"));
                        return Err(());
                    }
                    values.push(token::string_value(self.spelling_of(t)));
                }
                let refs: Vec<&[u8]> = values.iter().map(|v| &v[..]).collect();
                let r = cx.dense_string_elements(ty, &refs).map_err(|e| e.0);
                self.verified(pos, r)
            }
        }
    }

    fn hex_literal_attr(&mut self, hex: Token, pos: usize, ty: Type) -> PResult<Attribute> {
        let cx = self.cx;
        let Some(data) = token::hex_string_value(self.spelling_of(hex)) else {
            self.error_at(hex.start as usize, "expected string containing hex digits starting with `0x`");
            return Err(());
        };
        if cx.check_dense_raw_buffer(ty, &data).is_none() {
            let t = oxmlir_ir::print::type_to_string(cx, ty);
            self.error_at(pos, format!("elements hex data size is invalid for provided type: '{t}'"));
            return Err(());
        }
        let r = cx.dense_elements_from_raw(ty, &data).map_err(|e| e.0);
        self.verified(pos, r)
    }

    /// The `: type` of an elements literal, checked to be a statically
    /// shaped type (upstream's `parseElementsLiteralType`).
    pub fn parse_elements_literal_type(&mut self, pos: usize, ty: Option<Type>) -> PResult<Type> {
        let ty = match ty {
            Some(t) => t,
            None => {
                self.expect(Kind::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        let Some((shape, _, ranked)) = shaped(self.cx, ty) else {
            self.error_at(pos, "elements literal must be a shaped type");
            return Err(());
        };
        if !ranked || shape.contains(&DYNAMIC) {
            self.error_at(pos, "elements literal type must have static shape");
            return Err(());
        }
        Ok(ty)
    }

    /// `dense<literal> : type`
    pub fn parse_dense_elements_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let pos = self.tok.start as usize;
        self.consume();
        self.expect(Kind::Less, "expected '<' after 'dense'")?;
        let mut lit = TensorLiteral::default();
        if !self.consume_if(Kind::Greater) {
            lit = self.parse_tensor_literal(true)?;
            self.expect(Kind::Greater, "expected '>'")?;
        }
        let ty = self.parse_elements_literal_type(pos, ty)?;
        self.tensor_literal_attr(&lit, pos, ty)
    }

    /// `sparse<indices, values> : type`
    pub fn parse_sparse_elements_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let cx = self.cx;
        let pos = self.tok.start as usize;
        self.consume();
        self.expect(Kind::Less, "Expected '<' after 'sparse'")?;
        let i64t = cx.int(64);
        if self.consume_if(Kind::Greater) {
            let ty = self.parse_elements_literal_type(pos, ty)?;
            let (shape, elem, _) = shaped(cx, ty).ok_or(())?;
            let rank = shape.len() as i64;
            let indices = cx.dense_elements_from_attrs(cx.ranked_tensor_type(&[0, rank], i64t, None), &[]);
            let values = cx.dense_elements_from_attrs(cx.ranked_tensor_type(&[0], elem, None), &[]);
            let r = match (indices, values) {
                (Ok(i), Ok(v)) => cx.try_sparse_elements_attr(ty, i, v),
                (Err(e), _) | (_, Err(e)) => Err(e.0),
            };
            return self.verified(pos, r);
        }
        let indices_pos = self.tok.start as usize;
        let ilit = self.parse_tensor_literal(false)?;
        self.expect(Kind::Comma, "expected ','")?;
        let values_pos = self.tok.start as usize;
        let vlit = self.parse_tensor_literal(true)?;
        self.expect(Kind::Greater, "expected '>'")?;
        let ty = self.parse_elements_literal_type(pos, ty)?;
        let (shape, elem, _) = shaped(cx, ty).ok_or(())?;
        let rank = shape.len() as i64;
        // Splat indices are one index; splat values one value per index.
        let ishape = if ilit.shape.is_empty() { vec![1, rank] } else { ilit.shape.clone() };
        let indices = self.tensor_literal_attr(&ilit, indices_pos, cx.ranked_tensor_type(&ishape, i64t, None))?;
        let vshape = if vlit.shape.is_empty() { vec![ishape[0]] } else { vlit.shape.clone() };
        let values = self.tensor_literal_attr(&vlit, values_pos, cx.ranked_tensor_type(&vshape, elem, None))?;
        let r = cx.try_sparse_elements_attr(ty, indices, values);
        self.verified(pos, r)
    }

    /// `dense_resource<name> : type`: the name is declared as a builtin
    /// resource on its first mention (its blob may come later in the
    /// file's metadata, or never).
    pub fn parse_dense_resource_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let cx = self.cx;
        let pos = self.tok.start as usize;
        self.consume();
        self.expect(Kind::Less, "expected '<' after 'dense_resource'")?;
        let key = self.parse_resource_handle()?;
        self.expect(Kind::Greater, "expected '>'")?;
        let (ty, type_pos) = match ty {
            Some(t) => (t, pos),
            None => {
                let tp = self.tok.start as usize;
                self.expect(Kind::Colon, "expected ':'")?;
                (self.parse_type()?, tp)
            }
        };
        if shaped(cx, ty).is_none() {
            self.error_at(type_pos, "`dense_resource` expected a shaped type");
            return Err(());
        }
        let r = cx.dense_resource_attr_of(ty, &key).map_err(|e| e.0);
        self.verified(pos, r)
    }
}

fn join(v: &[i64]) -> String {
    v.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use oxmlir_ir::Context;

    /// A single element stands for all of them, as upstream's literal
    /// parser builds it (`DenseElementsAttr::get(type, {value})`).
    #[test]
    fn one_literal_element_is_a_splat() {
        let cx = Context::new();
        let i1 = cx.int(1);
        let v8 = cx.vector_type(&[8], &[], i1);
        let parsed = crate::parse_attribute(&cx, b"dense<true> : vector<8xi1>").unwrap();
        assert_eq!(parsed, cx.dense_elements_from_bools(v8, &[true]).unwrap());
        let parsed = crate::parse_attribute(&cx, b"dense<[true, false]> : tensor<2xi1>").unwrap();
        let t2 = cx.ranked_tensor_type(&[2], i1, None);
        assert_eq!(parsed, cx.dense_elements_from_bools(t2, &[true, false]).unwrap());
        let i32t = cx.int(32);
        let t4 = cx.ranked_tensor_type(&[4], i32t, None);
        let parsed = crate::parse_attribute(&cx, b"dense<7> : tensor<4xi32>").unwrap();
        assert_eq!(parsed, cx.dense_elements_from_attrs(t4, &[cx.integer_attr(i32t, 7)]).unwrap());
    }
}
