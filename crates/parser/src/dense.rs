//! Elements attributes: `dense<...>`, `sparse<...>`, `dense_resource<...>`
//! (upstream's `TensorLiteralParser` and friends).

use oxmlir_ir::attrs::{AttrData, DenseData, DenseStringData};
use oxmlir_ir::support::apint::ApInt;
use oxmlir_ir::types::{Signedness, TypeData, DYNAMIC};
use oxmlir_ir::{Attribute, Context, Type};

use crate::lexer::{Kind, Kw, Token};
use crate::parser::{Delimiter, PResult, Parser};
use crate::token;

/// Storage width in bits of one element of type `elem` in a dense buffer
/// (1 for `i1`, otherwise the bit width rounded up to bytes; complex
/// elements take two).
pub fn storage_bits(cx: &Context, elem: Type) -> Option<usize> {
    Some(match cx.type_data(elem) {
        TypeData::Integer { width: 1, .. } => 1,
        TypeData::Integer { width, .. } => (*width as usize).div_ceil(8) * 8,
        TypeData::Index => 64,
        TypeData::Float(k) => (k.width() as usize).div_ceil(8) * 8,
        TypeData::Complex(e) => 2 * storage_bits(cx, *e)?,
        _ => return None,
    })
}

/// Shape and element type of a shaped type.
pub fn shaped(cx: &Context, ty: Type) -> Option<(&[i64], Type, bool)> {
    match cx.type_data(ty) {
        TypeData::RankedTensor { shape, elem, .. } => Some((shape, *elem, true)),
        TypeData::Vector { shape, elem, .. } => Some((shape, *elem, true)),
        TypeData::MemRef { shape, elem, .. } => Some((shape, *elem, true)),
        TypeData::UnrankedTensor(elem) => Some((&[], *elem, false)),
        TypeData::UnrankedMemRef { elem, .. } => Some((&[], *elem, false)),
        _ => None,
    }
}

/// Number of elements of a static shape.
pub fn num_elements(shape: &[i64]) -> i64 {
    shape.iter().product()
}

/// A dense int/float/complex attribute from element values (each `ApInt`
/// holds one scalar; complex elements are consecutive pairs), with
/// upstream's canonical layout (bools bit-packed, splats collapsed).
pub fn dense_from_values(cx: &Context, ty: Type, elem: Type, values: &[ApInt]) -> Attribute {
    let bits = storage_bits(cx, elem).unwrap_or(8);
    let raw: Vec<u8> = if bits == 1 {
        let mut buf = vec![0u8; values.len().div_ceil(8)];
        for (i, v) in values.iter().enumerate() {
            if !v.is_zero() {
                buf[i / 8] |= 1 << (i % 8);
            }
        }
        // One value is a splat, encoded as a whole byte (as upstream).
        if values.len() == 1 {
            buf[0] = if buf[0] != 0 { 0xFF } else { 0 };
        }
        buf
    } else {
        let scalar_bytes = if matches!(cx.type_data(elem), TypeData::Complex(_)) { bits / 16 } else { bits / 8 };
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
    dense_from_raw(cx, ty, elem, raw, false)
}

/// A dense attribute from a raw buffer in upstream's layout (one element
/// for a splat, or all of them), splats detected as upstream does.
pub fn dense_from_raw(cx: &Context, ty: Type, elem: Type, mut raw: Vec<u8>, known_splat: bool) -> Attribute {
    let bits = storage_bits(cx, elem).unwrap_or(8);
    if bits == 1 && known_splat {
        let on = raw.first().is_some_and(|&b| b != 0);
        raw = vec![if on { 0xFF } else { 0 }];
    }
    match cx.dense_elements_from_raw(ty, &raw) {
        Ok(a) => a,
        // Buffers the parser builds always fit their type; keep the data
        // as it is otherwise.
        Err(_) => cx.intern_attr(AttrData::DenseIntOrFloat(Box::new(DenseData { ty, raw: raw.into(), splat: known_splat }))),
    }
}

/// A dense string attribute, splats collapsed.
pub fn dense_strings(cx: &Context, ty: Type, mut values: Vec<Box<[u8]>>) -> Attribute {
    let splat = !values.is_empty() && values.iter().all(|v| *v == values[0]);
    if splat {
        values.truncate(1);
    }
    cx.intern_attr(AttrData::DenseString(Box::new(DenseStringData { ty, values: values.into(), splat })))
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
            Kind::Kw(Kw::True) | Kind::Kw(Kw::False) | Kind::Float | Kind::Integer | Kind::String => {
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
            return self.hex_literal_attr(hex, pos, ty, elem, &shape);
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
                    if matches!(t.kind, Kind::Kw(Kw::True) | Kind::Kw(Kw::False)) {
                        if !is_i1 {
                            self.error_at(tp, "expected i1 type for 'true' or 'false' values");
                            return Err(());
                        }
                        values.push(ApInt::from_u64((t.kind == Kind::Kw(Kw::True)) as u64, 1));
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
                Ok(dense_from_values(cx, ty, elem, &values))
            }
            TypeData::Float(kind) => {
                let mut values = Vec::with_capacity(lit.storage.len());
                for &(neg, t) in &lit.storage {
                    values.push(self.parse_float_from_literal(t, neg, kind)?);
                }
                Ok(dense_from_values(cx, ty, elem, &values))
            }
            _ => {
                if let Some(hex) = lit.hex {
                    let v = token::string_value(self.spelling_of(hex));
                    return Ok(dense_strings(cx, ty, vec![v.into()]));
                }
                let mut values = Vec::with_capacity(lit.storage.len());
                for &(_, t) in &lit.storage {
                    if t.kind != Kind::String {
                        let s = String::from_utf8_lossy(self.spelling_of(t)).into_owned();
                        self.error_at(pos, format!("expected string token, got {s}"));
                        return Err(());
                    }
                    values.push(token::string_value(self.spelling_of(t)).into_boxed_slice());
                }
                Ok(dense_strings(cx, ty, values))
            }
        }
    }

    fn hex_literal_attr(&mut self, hex: Token, pos: usize, ty: Type, elem: Type, shape: &[i64]) -> PResult<Attribute> {
        let cx = self.cx;
        let Some(data) = token::hex_string_value(self.spelling_of(hex)) else {
            self.error_at(hex.start as usize, "expected string containing hex digits starting with `0x`");
            return Err(());
        };
        let bits = storage_bits(cx, elem).unwrap_or(8);
        let n = num_elements(shape) as usize;
        let raw_bits = data.len() * 8;
        let mut splat = n == 1;
        let valid = if bits == 1 {
            if data.len() == 1 && (data[0] == 0 || data[0] == 0xFF) {
                splat = true;
                true
            } else {
                raw_bits == n.div_ceil(8) * 8
            }
        } else if raw_bits == bits {
            splat = true;
            true
        } else {
            raw_bits == bits * n
        };
        if !valid {
            let t = oxmlir_ir::print::type_to_string(cx, ty);
            self.error_at(pos, format!("elements hex data size is invalid for provided type: '{t}'"));
            return Err(());
        }
        Ok(dense_from_raw(cx, ty, elem, data, splat))
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
        let tensor = |shape: Vec<i64>, elem: Type| cx.intern_type(TypeData::RankedTensor { shape: shape.into(), elem, encoding: None });
        if self.consume_if(Kind::Greater) {
            let ty = self.parse_elements_literal_type(pos, ty)?;
            let (shape, elem, _) = shaped(cx, ty).expect("shaped");
            let rank = shape.len() as i64;
            let it = tensor(vec![0, rank], i64t);
            let vt = tensor(vec![0], elem);
            let indices = empty_dense(cx, it, i64t);
            let values = empty_dense(cx, vt, elem);
            return Ok(cx.intern_attr(AttrData::Sparse { ty, indices, values }));
        }
        let indices_pos = self.tok.start as usize;
        let ilit = self.parse_tensor_literal(false)?;
        self.expect(Kind::Comma, "expected ','")?;
        let values_pos = self.tok.start as usize;
        let vlit = self.parse_tensor_literal(true)?;
        self.expect(Kind::Greater, "expected '>'")?;
        let ty = self.parse_elements_literal_type(pos, ty)?;
        let (shape, elem, _) = shaped(cx, ty).expect("shaped");
        let rank = shape.len() as i64;
        let ishape = if ilit.shape.is_empty() { vec![1, rank] } else { ilit.shape.clone() };
        let it = tensor(ishape.clone(), i64t);
        let indices = self.tensor_literal_attr(&ilit, indices_pos, it)?;
        let vshape = if vlit.shape.is_empty() { vec![ishape[0]] } else { vlit.shape.clone() };
        let vt = tensor(vshape, elem);
        let values = self.tensor_literal_attr(&vlit, values_pos, vt)?;
        Ok(cx.intern_attr(AttrData::Sparse { ty, indices, values }))
    }

    /// `dense_resource<name> : type`
    pub fn parse_dense_resource_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let cx = self.cx;
        let pos = self.tok.start as usize;
        self.consume();
        self.expect(Kind::Less, "expected '<' after 'dense_resource'")?;
        let Some(name) = self.parse_optional_keyword_or_string() else {
            self.error("expected identifier key for 'resource' entry");
            return Err(());
        };
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
        let key = cx.identifier_bytes(&name);
        Ok(cx.intern_attr(AttrData::DenseResource { ty, key }))
    }
}

fn empty_dense(cx: &Context, ty: Type, elem: Type) -> Attribute {
    dense_from_raw(cx, ty, elem, Vec::new(), false)
}

fn join(v: &[i64]) -> String {
    v.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")
}
