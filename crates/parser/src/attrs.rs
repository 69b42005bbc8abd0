//! Builtin attributes (upstream's `AttributeParser.cpp`), except dense
//! elements (see `dense.rs`).

use oxmlir_ir::attrs::{AttrData, NamedAttribute};
use oxmlir_ir::support::apfloat::ApFloat;
use oxmlir_ir::support::apint::ApInt;
use oxmlir_ir::types::{FloatKind, Signedness, TypeData, DYNAMIC};
use oxmlir_ir::{Attribute, Type};

use crate::lexer::{Kind, Kw, Token};
use crate::parser::{Delimiter, PResult, Parser};
use crate::token;

/// An integer literal as an arbitrary-width value checked against `ty`
/// (upstream's `buildAttributeAPInt`); `None` when out of range.
pub fn build_apint(cx: &oxmlir_ir::Context, ty: Type, negative: bool, spelling: &[u8]) -> Option<ApInt> {
    let (words, active) = token::integer_words(spelling)?;
    let (width, signed_or_index) = match cx.type_data(ty) {
        TypeData::Index => (64, true),
        TypeData::Integer { width, signedness } => (*width, *signedness == Signedness::Signed),
        TypeData::Float(k) => (k.width(), false),
        _ => (64, false),
    };
    if active > width {
        return None;
    }
    if width == 0 {
        return if negative { None } else { Some(ApInt::from_u64(0, 0)) };
    }
    let mut v = ApInt::from_words(&words, width);
    if negative {
        v = negate(&v, width);
        if !v.bit(width - 1) {
            return None;
        }
    } else if signed_or_index && v.bit(width - 1) {
        return None;
    }
    Some(v)
}

/// The value of a decimal literal of at most 18 digits for an integer type
/// of 1 to 64 bits (`signed`: a signed integer or `index`), as the 64-bit
/// value [`oxmlir_ir::Context::integer_attr`] takes, when [`build_apint`]
/// would accept it; `None` otherwise (the caller then takes the general
/// path, which reports what is wrong).
pub fn small_int(width: u32, signed: bool, negative: bool, spelling: &[u8]) -> Option<i64> {
    if spelling.is_empty() || spelling.len() > 18 || width == 0 || width > 64 {
        return None;
    }
    let mut v = 0u64;
    for &d in spelling {
        if !d.is_ascii_digit() {
            return None;
        }
        v = v * 10 + (d - b'0') as u64;
    }
    if 64 - v.leading_zeros() > width {
        return None;
    }
    let sign_bit = 1u64 << (width - 1);
    if negative {
        // The negated value must have its sign bit set (so `-0` is refused,
        // as upstream).
        return (v != 0 && v <= sign_bit).then(|| (v as i64).wrapping_neg());
    }
    (!signed || v & sign_bit == 0).then_some(v as i64)
}

/// Two's complement negation in `width` bits.
pub fn negate(v: &ApInt, width: u32) -> ApInt {
    let words = v.words();
    let mut out = Vec::with_capacity(words.len());
    let mut carry = 1u64;
    for &w in words {
        let (s, c) = (!w).overflowing_add(carry);
        out.push(s);
        carry = c as u64;
    }
    ApInt::from_words(&out, width)
}

impl<'a> Parser<'a> {
    /// Whether the current token can start an attribute.
    pub fn at_attribute_start(&self) -> bool {
        match self.kind() {
            Kind::AtIdent
            | Kind::Float
            | Kind::Integer
            | Kind::HashIdent
            | Kind::LBrace
            | Kind::LSquare
            | Kind::Minus
            | Kind::String => true,
            k => k.keyword().is_some_and(|k| matches!(
                k,
                Kw::AffineMap
                    | Kw::AffineSet
                    | Kw::Dense
                    | Kw::DenseResource
                    | Kw::False
                    | Kw::Loc
                    | Kw::Sparse
                    | Kw::True
                    | Kw::Unit
                    | Kw::Array
                    | Kw::Strided
                    | Kw::Distinct
            )),
        }
    }

    /// Parses an attribute if one starts here (types are attributes too).
    pub fn parse_optional_attribute(&mut self, ty: Option<Type>) -> Option<PResult<Attribute>> {
        if self.at_attribute_start() {
            return Some(self.parse_attribute(ty));
        }
        let t = self.parse_optional_type()?;
        Some(t.map(|t| self.cx.type_attr(t)))
    }

    /// Parses an attribute; `ty` is the expected type, when known.
    pub fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        oxmlir_ir::support::stack::deep(|| self.parse_attribute_step(ty))
    }

    fn parse_attribute_step(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let cx = self.cx;
        match self.kind() {
            Kind::KwAffineMap => {
                self.consume();
                self.expect(Kind::Less, "expected '<' in affine map")?;
                let map = self.parse_affine_map_reference()?;
                self.expect(Kind::Greater, "expected '>' in affine map")?;
                Ok(cx.affine_map_attr(map))
            }
            Kind::KwAffineSet => {
                self.consume();
                self.expect(Kind::Less, "expected '<' in integer set")?;
                let set = self.parse_integer_set_reference()?;
                self.expect(Kind::Greater, "expected '>' in integer set")?;
                Ok(cx.integer_set_attr(set))
            }
            Kind::LSquare => {
                self.consume();
                let mut elems = Vec::new();
                self.parse_comma_list_until(Kind::RSquare, true, &mut |p| {
                    elems.push(p.parse_attribute(None)?);
                    Ok(())
                })?;
                Ok(cx.array_attr(&elems))
            }
            Kind::KwFalse => {
                self.consume();
                Ok(cx.bool_attr(false))
            }
            Kind::KwTrue => {
                self.consume();
                Ok(cx.bool_attr(true))
            }
            Kind::KwDense => self.parse_dense_elements_attr(ty),
            Kind::KwDenseResource => self.parse_dense_resource_attr(ty),
            Kind::KwArray => self.parse_dense_array_attr(),
            Kind::LBrace => {
                let mut entries = oxmlir_ir::ir::AttrList::new();
                self.parse_attribute_dict(&mut entries)?;
                Ok(cx.dictionary_attr(&entries))
            }
            Kind::HashIdent => self.parse_extended_attr(ty),
            Kind::Float => self.parse_float_attr(ty, false),
            Kind::Integer => self.parse_dec_or_hex_attr(ty, false),
            Kind::Minus => {
                self.consume();
                if self.at(Kind::Integer) {
                    return self.parse_dec_or_hex_attr(ty, true);
                }
                if self.at(Kind::Float) {
                    return self.parse_float_attr(ty, true);
                }
                self.wrong_token_error("expected constant integer or floating point value");
                Err(())
            }
            Kind::KwLoc => {
                self.consume();
                self.expect(Kind::LParen, "expected '(' in inline location")?;
                let loc = self.parse_location_instance()?;
                self.expect(Kind::RParen, "expected ')' in inline location")?;
                Ok(loc.0)
            }
            Kind::KwSparse => self.parse_sparse_elements_attr(ty),
            Kind::KwStrided => self.parse_strided_layout_attr(),
            Kind::KwDistinct => self.parse_distinct_attr(ty),
            Kind::String => {
                let val = token::string_value(self.spelling());
                self.consume();
                let mut ty = ty;
                if ty.is_none() && self.consume_if(Kind::Colon) {
                    ty = Some(self.parse_type()?);
                }
                Ok(cx.string_attr_typed(&val, ty.unwrap_or(cx.none_type())))
            }
            Kind::AtIdent => self.parse_symbol_ref_attr(),
            Kind::KwUnit => {
                self.consume();
                Ok(cx.unit_attr())
            }
            _ => match self.parse_optional_type() {
                None => {
                    self.wrong_token_error("expected attribute value");
                    Err(())
                }
                Some(t) => Ok(cx.type_attr(t?)),
            },
        }
    }

    fn parse_symbol_ref_attr(&mut self) -> PResult<Attribute> {
        let cx = self.cx;
        let root = token::symbol_reference(self.spelling());
        self.consume();
        let mut nested = Vec::new();
        while self.at(Kind::Colon) {
            let colon_pos = self.tok.start as usize;
            self.consume();
            if !self.consume_if(Kind::Colon) {
                if !self.at(Kind::Eof) && !self.at(Kind::Error) {
                    self.reset_to(colon_pos);
                }
                break;
            }
            if !self.at(Kind::AtIdent) {
                let p = self.tok.start as usize;
                self.error_at(p, "expected nested symbol reference identifier");
                return Err(());
            }
            let name = token::symbol_reference(self.spelling());
            self.consume();
            nested.push(cx.flat_symbol_ref_attr(&name));
        }
        Ok(cx.symbol_ref_attr(&root, &nested))
    }

    /// `{ (name (= attr)?)* }` appended to `out` (upstream's
    /// `parseAttributeDict`).
    pub fn parse_attribute_dict(&mut self, out: &mut oxmlir_ir::ir::AttrList) -> PResult {
        let start = out.len();
        if !self.consume_if(Kind::LBrace) {
            self.wrong_token_error("expected '{' in attribute dictionary");
            return Err(());
        }
        if self.consume_if(Kind::RBrace) {
            return Ok(());
        }
        // Names seen so far, once the dictionary is too long to check each new
        // name against the earlier ones (upstream's `seenKeys` set).
        let mut seen: Option<hashbrown::HashSet<oxmlir_ir::attrs::Identifier>> = None;
        loop {
            self.parse_attribute_entry(out, start, &mut seen)?;
            if !self.consume_if(Kind::Comma) {
                break;
            }
        }
        if !self.consume_if(Kind::RBrace) {
            self.wrong_token_error("expected '}' in attribute dictionary");
            return Err(());
        }
        Ok(())
    }

    /// `name (= attr)?` of an attribute dictionary whose entries start at
    /// `out[start]`; `seen` holds their names once there are more than a few.
    fn parse_attribute_entry(
        &mut self,
        out: &mut oxmlir_ir::ir::AttrList,
        start: usize,
        seen: &mut Option<hashbrown::HashSet<oxmlir_ir::attrs::Identifier>>,
    ) -> PResult {
        let cx = self.cx;
        let spelling = self.spelling();
        let owned: Vec<u8>;
        // The name as source bytes when it is spelled without escapes.
        let borrowed: Option<&'a [u8]> = if self.at(Kind::String) {
            token::string_is_plain(spelling).then(|| &spelling[1..spelling.len() - 1])
        } else {
            Some(spelling)
        };
        let (name, ident) = if let (Some(name), true) = (borrowed, self.at(Kind::String) || self.at_keyword_like()) {
            (name, self.identifier(name))
        } else if self.at(Kind::String) {
            owned = token::string_value(spelling);
            (&owned[..], cx.identifier_bytes(&owned))
        } else {
            self.wrong_token_error("expected attribute name");
            return Err(());
        };
        if name.is_empty() {
            self.error("expected valid attribute name");
            return Err(());
        }
        /// Entries checked by a scan before the names go into a set.
        const SCAN: usize = 16;
        if seen.is_none() && out.len() - start > SCAN {
            *seen = Some(out[start..].iter().map(|na| na.name).collect());
        }
        let duplicate = match seen {
            Some(set) => !set.insert(ident),
            None => out[start..].iter().any(|na| na.name == ident),
        };
        if duplicate {
            self.error(format!("duplicate key '{}' in dictionary attribute", String::from_utf8_lossy(name)));
            return Err(());
        }
        if let Some(dot) = name.iter().position(|&c| c == b'.') {
            match borrowed {
                Some(b) => self.load_dialect_of(&b[..dot]),
                None => {
                    if let Ok(d) = std::str::from_utf8(&name[..dot]) {
                        cx.get_or_load_dialect(d);
                    }
                }
            }
        }
        self.consume();
        if !self.consume_if(Kind::Equal) {
            out.push(NamedAttribute { name: ident, value: cx.unit_attr() });
            return Ok(());
        }
        let value = self.parse_attribute(None)?;
        out.push(NamedAttribute { name: ident, value });
        Ok(())
    }

    /// A float literal attribute; the type defaults to `f64`.
    fn parse_float_attr(&mut self, ty: Option<Type>, negative: bool) -> PResult<Attribute> {
        let cx = self.cx;
        let lit = self.tok;
        self.consume();
        let ty = match ty {
            Some(t) => t,
            None if self.consume_if(Kind::Colon) => self.parse_type()?,
            None => cx.float_type(FloatKind::F64),
        };
        let TypeData::Float(kind) = *cx.type_data(ty) else {
            self.error("floating point value not valid for specified type");
            return Err(());
        };
        let value = self.parse_float_value(lit, negative, kind)?;
        Ok(cx.float_attr(ty, value))
    }

    /// The value of a float literal token in format `kind`: a decimal
    /// literal converted from `double` as upstream (`APFloat(double)` then
    /// `convert`, which keeps e.g. an infinity in formats without one), or
    /// the hex spelling of the bits.
    fn parse_float_value(&mut self, lit: Token, negative: bool, kind: FloatKind) -> PResult<ApFloat> {
        if lit.kind == Kind::Float {
            let s = std::str::from_utf8(self.spelling_of(lit)).unwrap_or("0");
            if let Ok(v) = s.parse::<f64>() {
                return Ok(ApFloat::from_f64_in(kind, if negative { -v } else { v }));
            }
        }
        let bits = self.parse_float_from_literal(lit, negative, kind)?;
        Ok(ApFloat::from_bits(kind, bits.low_u128()))
    }

    /// The bits of a float literal token (decimal float or hex integer) in
    /// format `kind` (upstream's `parseFloatFromLiteral`).
    pub fn parse_float_from_literal(&mut self, lit: Token, negative: bool, kind: FloatKind) -> PResult<ApInt> {
        let pos = lit.start as usize;
        match lit.kind {
            Kind::Float => {
                let s = std::str::from_utf8(self.spelling_of(lit)).unwrap_or("0");
                let v: f64 = match s.parse() {
                    Ok(v) => v,
                    Err(_) => {
                        self.error_at(pos, "floating point value too large");
                        return Err(());
                    }
                };
                let v = if negative { -v } else { v };
                Ok(ApInt::from_u128(ApFloat::from_f64_in(kind, v).to_bits(), kind.width()))
            }
            Kind::Integer => self.parse_float_from_integer_literal(lit, negative, kind),
            _ => {
                self.error_at(pos, "expected floating point literal");
                Err(())
            }
        }
    }

    /// A float given by the hex spelling of its bits.
    pub fn parse_float_from_integer_literal(&mut self, lit: Token, negative: bool, kind: FloatKind) -> PResult<ApInt> {
        let pos = lit.start as usize;
        let s = self.spelling_of(lit);
        let is_hex = s.len() > 1 && s[1] == b'x';
        if !is_hex {
            let mut d = self.diag_at(pos, "unexpected decimal integer literal for a floating point value");
            let n = self.note_at(pos, "add a trailing dot to make the literal a float");
            d.notes.push(n);
            self.emit(d);
            return Err(());
        }
        if negative {
            self.error_at(pos, "hexadecimal float literal should not have a leading minus");
            return Err(());
        }
        let (words, active) = token::integer_words(s).unwrap_or((vec![0], 0));
        let width = kind.width();
        if active > width {
            self.error_at(pos, "hexadecimal float constant out of range for type");
            return Err(());
        }
        Ok(ApInt::from_words(&words, width))
    }

    /// An integer literal attribute (or a float from its hex bits).
    fn parse_dec_or_hex_attr(&mut self, ty: Option<Type>, negative: bool) -> PResult<Attribute> {
        let cx = self.cx;
        let lit = self.tok;
        let pos = lit.start as usize;
        self.consume();
        let ty = match ty {
            Some(t) => t,
            None if self.consume_if(Kind::Colon) => self.parse_type()?,
            None => cx.int(64),
        };
        match *cx.type_data(ty) {
            TypeData::Float(kind) => {
                let bits = self.parse_float_from_integer_literal(lit, negative, kind)?;
                return Ok(cx.float_attr(ty, ApFloat::from_bits(kind, bits.low_u128())));
            }
            TypeData::Integer { .. } | TypeData::Index => {}
            _ => {
                self.error_at(pos, "integer literal not valid for specified type");
                return Err(());
            }
        }
        if negative && matches!(cx.type_data(ty), TypeData::Integer { signedness: Signedness::Unsigned, .. }) {
            self.error_at(pos, "negative integer literal not valid for unsigned integer type");
            return Err(());
        }
        let spelling = self.spelling_of(lit);
        if let Some((width, signed)) = cx.integer_attr_width(ty) {
            if let Some(v) = small_int(width, signed, negative, spelling) {
                return Ok(cx.integer_attr_of_width(ty, width, signed, v));
            }
        }
        let Some(value) = build_apint(cx, ty, negative, spelling) else {
            self.error_at(pos, "integer constant out of range for attribute");
            return Err(());
        };
        Ok(cx.integer_attr_apint(ty, &value))
    }

    /// `array<T: e, ...>`
    fn parse_dense_array_attr(&mut self) -> PResult<Attribute> {
        let cx = self.cx;
        self.consume();
        self.expect(Kind::Less, "expected '<' after 'array'")?;
        let type_pos = self.tok.start as usize;
        let elem = match self.parse_type() {
            Ok(t) => t,
            Err(()) => {
                self.error_at(type_pos, "expected an integer or floating point type");
                return Err(());
            }
        };
        let (width, is_float) = match *cx.type_data(elem) {
            TypeData::Integer { width, .. } => (width, false),
            TypeData::Float(k) => (k.width(), true),
            _ => {
                let t = oxmlir_ir::print::type_to_string(cx, elem);
                self.error_at(type_pos, format!("expected integer or float type, got: '{t}'"));
                return Err(());
            }
        };
        let int_1 = width == 1 && !is_float;
        if !int_1 && width % 8 != 0 {
            self.error_at(type_pos, "element type bitwidth must be a multiple of 8");
            return Err(());
        }
        let mut raw: Vec<u8> = Vec::new();
        let mut len = 0i64;
        if !self.consume_if(Kind::Greater) {
            self.expect(Kind::Colon, "expected ':' after dense array type")?;
            let bytes = width.div_ceil(8) as usize;
            self.parse_comma_list(Delimiter::None, "", &mut |p| {
                let negative = p.consume_if(Kind::Minus);
                let value: ApInt = if is_float {
                    let TypeData::Float(kind) = *cx.type_data(elem) else { return Err(()) };
                    let t = p.tok;
                    let v = p.parse_float_from_literal(t, negative, kind)?;
                    p.consume();
                    v
                } else if p.at_kw(Kw::True) || p.at_kw(Kw::False) {
                    if !int_1 {
                        p.error("expected i1 type for 'true' or 'false' values");
                        return Err(());
                    }
                    let v = p.at_kw(Kw::True);
                    p.consume();
                    ApInt::from_u64(v as u64, 8)
                } else if p.at(Kind::Integer) {
                    let s = p.spelling();
                    p.consume();
                    if int_1 {
                        p.error("expected 'true' or 'false' values for i1 type");
                        return Err(());
                    }
                    match build_apint(cx, elem, negative, s) {
                        Some(v) => v,
                        None => {
                            p.error("integer constant out of range");
                            return Err(());
                        }
                    }
                } else {
                    p.error("expected integer literal");
                    return Err(());
                };
                let words = value.words();
                for i in 0..bytes {
                    let w = words.get(i / 8).copied().unwrap_or(0);
                    raw.push((w >> ((i % 8) * 8)) as u8);
                }
                len += 1;
                Ok(())
            })?;
            self.expect(Kind::Greater, "expected '>' to close an array attribute")?;
        }
        let r = cx.dense_array_attr_typed(elem, len, &raw).map_err(|e| e.0);
        self.verified(type_pos, r)
    }

    /// `strided<[s, ...], offset: o>`
    fn parse_strided_layout_attr(&mut self) -> PResult<Attribute> {
        let cx = self.cx;
        self.consume();
        self.expect(Kind::Less, "expected '<' after 'strided'")?;
        self.expect(Kind::LSquare, "expected '['")?;
        let parse_value = |p: &mut Self| -> PResult<i64> {
            if p.consume_if(Kind::Question) {
                return Ok(DYNAMIC);
            }
            let pos = p.tok.start as usize;
            let negative = p.consume_if(Kind::Minus);
            if p.at(Kind::Integer) {
                if let Some(v) = token::u64_value(p.spelling()).filter(|&v| v <= i64::MAX as u64) {
                    p.consume();
                    let v = v as i64;
                    return Ok(if negative { -v } else { v });
                }
            }
            p.error_at(pos, "expected a 64-bit signed integer or '?'");
            Err(())
        };
        let mut strides = Vec::new();
        if !self.at(Kind::RSquare) {
            loop {
                strides.push(parse_value(self)?);
                if !self.consume_if(Kind::Comma) {
                    break;
                }
            }
        }
        self.expect(Kind::RSquare, "expected ']'")?;
        let mut offset = 0;
        if !self.consume_if(Kind::Greater) {
            self.expect(Kind::Comma, "expected ','")?;
            self.expect(Kind::KwOffset, "expected 'offset' after comma")?;
            self.expect(Kind::Colon, "expected ':' after 'offset'")?;
            offset = parse_value(self)?;
            self.expect(Kind::Greater, "expected '>'")?;
        }
        Ok(cx.strided_layout_attr(offset, &strides))
    }

    /// `distinct[N]<attr>`
    fn parse_distinct_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let cx = self.cx;
        let pos = self.tok.start as usize;
        self.consume();
        self.expect(Kind::LSquare, "expected '[' after 'distinct'")?;
        let t = self.tok;
        self.expect(Kind::Integer, "expected distinct ID")?;
        let Some(id) = token::u64_value(self.spelling_of(t)) else {
            self.error("expected an unsigned 64-bit integer");
            return Err(());
        };
        self.expect(Kind::RSquare, "expected ']' to close distinct ID")?;
        self.expect(Kind::Less, "expected '<' after distinct ID")?;
        let referenced = if self.at(Kind::Greater) {
            self.consume();
            cx.unit_attr()
        } else {
            let Ok(a) = self.parse_attribute(ty) else {
                self.error("expected attribute");
                return Err(());
            };
            self.expect(Kind::Greater, "expected '>' to close distinct attribute")?;
            a
        };
        if let Some(&existing) = self.sym.distinct.get(&id) {
            let prev = match cx.attr_data(existing) {
                AttrData::Distinct { referenced, .. } => *referenced,
                _ => existing,
            };
            if prev != referenced {
                let s = oxmlir_ir::print::attr_to_string(cx, prev);
                self.error_at(pos, format!("referenced attribute does not match previous definition: {s}"));
                return Err(());
            }
            return Ok(existing);
        }
        let a = cx.distinct_attr(referenced);
        self.sym.distinct.insert(id, a);
        Ok(a)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxmlir_ir::Context;

    /// The fast path gives the attribute the general path gives, whenever
    /// it answers.
    #[test]
    fn small_integers_agree_with_the_general_path() {
        let cx = Context::new();
        let types = [
            cx.int(1),
            cx.int(8),
            cx.integer_type(8, Signedness::Signed),
            cx.integer_type(8, Signedness::Unsigned),
            cx.int(32),
            cx.integer_type(64, Signedness::Signed),
            cx.integer_type(64, Signedness::Unsigned),
            cx.int(64),
            cx.index_type(),
        ];
        let spellings: &[&[u8]] =
            &[b"0", b"1", b"127", b"128", b"255", b"256", b"2147483648", b"9223372036854775807", b"9223372036854775808", b"999999999999999999"];
        for &ty in &types {
            let (width, signed) = cx.integer_attr_width(ty).unwrap();
            for &s in spellings {
                for negative in [false, true] {
                    let general = build_apint(&cx, ty, negative, s).map(|v| cx.integer_attr_apint(ty, &v));
                    if let Some(v) = small_int(width, signed, negative, s) {
                        assert_eq!(Some(cx.integer_attr(ty, v)), general, "{ty:?} {negative} {}", String::from_utf8_lossy(s));
                    } else if s.len() <= 18 {
                        assert_eq!(general, None, "{ty:?} {negative} {}", String::from_utf8_lossy(s));
                    }
                }
            }
        }
    }
}
