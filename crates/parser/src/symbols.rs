//! Dialect types and attributes and aliases: `!foo.bar<...>`, `!foo<...>`,
//! `#foo.bar<...>`, `!alias`, `#alias` (upstream's
//! `DialectSymbolParser.cpp`). Types and attributes of dialects this
//! library does not know are kept as opaque types and attributes, whose
//! data is the source text of the body.

use oxmlir_ir::attrs::AttrData;
use oxmlir_ir::registry::attr_type::AttrTypeKind;
use oxmlir_ir::types::TypeKey;
use oxmlir_ir::{Attribute, Type};

use crate::lexer::Kind;
use crate::parser::{PResult, Parser};

/// What an extended symbol turned out to be.
enum Extended<'a> {
    /// An alias name (the spelling without the prefix).
    Alias(&'a [u8]),
    /// A dialect symbol: namespace, data, position for diagnostics,
    /// position of the data.
    Symbol(&'a [u8], &'a [u8], usize, usize),
}

impl<'a> Parser<'a> {
    /// Parses the body of a symbol of a loaded dialect (at `pos`, the
    /// mnemonic) with the dialect's kinds, then goes on after the body
    /// (upstream resets the lexer to the symbol data and back). A type is
    /// returned as a type attribute.
    fn parse_dialect_symbol(
        &mut self,
        d: oxmlir_ir::context::Dialect,
        kind: AttrTypeKind,
        pos: usize,
        data_pos: usize,
    ) -> PResult<Attribute> {
        let cx = self.cx;
        let Some(def) = cx.dialect_def(d) else { return Err(()) };
        let what = if kind == AttrTypeKind::Type { "type" } else { "attribute" };
        if !def.extensible && !def.attr_types.iter().any(|k| k.kind == kind) {
            self.error_at(pos, format!("dialect '{}' provides no {what} parsing hook", def.namespace));
            return Err(());
        }
        let resume = self.tok.start as usize;
        let resume_prev = self.prev_end;
        self.reset_to(data_pos);
        let r = self.parse_dialect_symbol_data(&def, kind, data_pos);
        self.reset_to(resume);
        self.prev_end = resume_prev;
        r
    }

    fn parse_dialect_symbol_data(
        &mut self,
        def: &oxmlir_ir::registry::DialectDef,
        kind: AttrTypeKind,
        pos: usize,
    ) -> PResult<Attribute> {
        use oxmlir_ir::asm::AttrTypeParser;
        let cx = self.cx;
        // The generated parsers read the mnemonic with `KeywordSwitch`.
        let Some(mnemonic) = self.parse_optional_any_keyword() else {
            let at = self.tok.start as usize;
            self.error_at(at, "expected valid keyword");
            return Err(());
        };
        // Upstream's generated type parser writes two spaces, its
        // attribute parser one.
        let what = if kind == AttrTypeKind::Type { " type" } else { "attribute" };
        let Some(k) = def.attr_type(kind, &mnemonic).cloned() else {
            if def.extensible {
                let kind = if kind == AttrTypeKind::Type { "type" } else { "attribute" };
                self.error_at(pos, format!("expected dynamic {kind}"));
            } else {
                self.error_at(pos, format!("unknown {what} `{mnemonic}` in dialect `{}`", def.namespace));
            }
            return Err(());
        };
        let params = match k.parse {
            Some(parse) => parse(self)?,
            None => self.parse_default_params(&k)?,
        };
        let made = match kind {
            AttrTypeKind::Type => cx.dialect_type(&k, &params).map(|t| cx.type_attr(t)),
            AttrTypeKind::Attr => cx.dialect_attr(&k, &params),
        };
        match made {
            Ok(a) => Ok(a),
            Err(m) => {
                self.error_at(pos, m);
                Err(())
            }
        }
    }

    /// The default body syntax: nothing without parameters, else
    /// `<p0, p1, ...>`.
    pub(crate) fn parse_default_params(&mut self, k: &oxmlir_ir::registry::attr_type::AttrTypeDef) -> PResult<Vec<Attribute>> {
        use oxmlir_ir::registry::attr_type::{ParamKind, ParamsSyntax};
        let cx = self.cx;
        let mut out = Vec::new();
        if k.params.is_empty() {
            return Ok(out);
        }
        let angled = k.params_syntax == ParamsSyntax::Angled;
        if angled {
            self.expect(Kind::Less, "expected '<'")?;
        }
        for (i, p) in k.params.iter().enumerate() {
            if angled && i > 0 {
                self.expect(Kind::Comma, "expected ','")?;
            }
            out.push(match p.kind {
                ParamKind::Type => cx.type_attr(self.parse_type()?),
                ParamKind::Attr => self.parse_attribute(None)?,
                ParamKind::Enum(e) => self.parse_enum_param(k, &p.name, e)?,
            });
        }
        if angled {
            self.expect(Kind::Greater, "expected '>'")?;
        }
        Ok(out)
    }

    /// An enumeration parameter: a case keyword (or string), or for a bit
    /// enum several joined by its separator (as ODS's generated
    /// `FieldParser`), with upstream's messages.
    fn parse_enum_param(
        &mut self,
        k: &oxmlir_ir::registry::attr_type::AttrTypeDef,
        name: &str,
        e: &'static oxmlir_ir::registry::enums::EnumDef,
    ) -> PResult<Attribute> {
        let mut value = 0;
        // A bit enum's keywords are read as one list and looked up
        // together, so a bad case is reported where the list starts.
        let start = self.tok.start as usize;
        let ok = loop {
            let pos = if e.bits.is_some() { start } else { self.tok.start as usize };
            let Some(word) = self.parse_optional_keyword_or_string() else {
                let pos = self.tok.start as usize;
                self.asm_error_at(pos, "expected valid keyword or string");
                break false;
            };
            let Some(v) = e.symbolize(&String::from_utf8_lossy(&word)) else {
                self.asm_error_at(pos, &format!("expected {} to be one of: {}", e.cpp_name, e.case_list()));
                break false;
            };
            value |= v;
            let more = match e.bits.map(str::trim) {
                Some("|") => self.consume_if(Kind::VerticalBar),
                Some(_) => self.consume_if(Kind::Comma),
                None => false,
            };
            if !more {
                break true;
            }
        };
        if !ok {
            let pos = self.tok.start as usize;
            self.asm_error_at(pos, &format!("failed to parse {} parameter '{name}' which is to be a `{}`", k.ods_name, e.cpp_name));
            return Err(());
        }
        Ok(e.attr(self.cx, value))
    }

    /// Scans a `<...>` body starting at the current token (a `<`), with
    /// balanced punctuation; returns the end offset and re-lexes from
    /// there (upstream's `parseDialectSymbolBody`).
    fn parse_dialect_symbol_body(&mut self) -> PResult<usize> {
        let src = self.src;
        let mut cur = self.tok.start as usize;
        let mut err_pos = self.cur_error_pos();
        let mut nested: Vec<u8> = Vec::new();
        loop {
            let c = src.get(cur).copied().unwrap_or(0);
            cur += 1;
            match c {
                0 => {
                    if let Some(&open) = nested.last() {
                        self.error_at(err_pos, format!("unbalanced '{}' character in pretty dialect name", open as char));
                    } else {
                        self.error_at(err_pos, "unexpected nul or EOF in pretty dialect name");
                    }
                    return Err(());
                }
                b'<' | b'[' | b'(' | b'{' => {
                    nested.push(c);
                    continue;
                }
                b'-' => {
                    if src.get(cur) == Some(&b'>') {
                        cur += 1;
                    }
                    continue;
                }
                b'>' | b']' | b')' | b'}' => {
                    let want = match c {
                        b'>' => b'<',
                        b']' => b'[',
                        b')' => b'(',
                        _ => b'{',
                    };
                    match nested.last() {
                        Some(&o) if o == want => {
                            nested.pop();
                        }
                        Some(&o) => {
                            self.error_at(err_pos, format!("unbalanced '{}' character in pretty dialect name", o as char));
                            return Err(());
                        }
                        None => {
                            self.error_at(err_pos, "unbalanced character in pretty dialect name");
                            return Err(());
                        }
                    }
                }
                b'"' => {
                    self.reset_to(cur - 1);
                    if !self.at(Kind::String) {
                        return Err(());
                    }
                    err_pos = self.tok.start as usize;
                    cur = self.tok.end as usize;
                }
                _ => continue,
            }
            if nested.is_empty() {
                break;
            }
        }
        self.reset_to(cur);
        self.prev_end = cur as u32;
        Ok(cur)
    }

    fn parse_extended_symbol(&mut self) -> PResult<Extended<'a>> {
        let tok = self.tok;
        let ident = &self.spelling()[1..];
        let mut pos = tok.start as usize;
        self.consume();
        let (dialect, data) = match ident.iter().position(|&c| c == b'.') {
            Some(i) => (&ident[..i], &ident[i + 1..]),
            None => (ident, &ident[ident.len()..]),
        };
        let pretty = !data.is_empty() || ident.last() == Some(&b'.');
        let trailing = self.at(Kind::Less) && self.tok.start == tok.end;
        if !trailing && !pretty {
            return Ok(Extended::Alias(ident));
        }
        let src = self.src;
        if !pretty {
            let start = tok.end as usize;
            let end = self.parse_dialect_symbol_body()?;
            let body = &src[start + 1..end - 1];
            return Ok(Extended::Symbol(dialect, body, pos, start + 1));
        }
        let data_start = tok.start as usize + 1 + dialect.len() + 1;
        pos = data_start;
        if trailing {
            let end = self.parse_dialect_symbol_body()?;
            return Ok(Extended::Symbol(dialect, &src[data_start..end], pos, data_start));
        }
        Ok(Extended::Symbol(dialect, data, pos, data_start))
    }

    /// `!alias`, `!dialect.name<...>` or `!dialect<...>`.
    pub fn parse_extended_type(&mut self) -> PResult<Type> {
        let cx = self.cx;
        match self.parse_extended_symbol()? {
            Extended::Alias(name) => match self.sym.type_aliases.get(name) {
                Some(&t) => Ok(t),
                None => {
                    self.wrong_token_error(format!("undefined symbol alias id '{}'", String::from_utf8_lossy(name)));
                    Err(())
                }
            },
            Extended::Symbol(dialect, data, pos, data_pos) => {
                let dname = String::from_utf8_lossy(dialect).into_owned();
                if let Some(d) = cx.get_or_load_dialect(&dname) {
                    return self.parse_dialect_symbol(d, AttrTypeKind::Type, pos, data_pos).map(|a| match cx.attr_data(a) {
                        AttrData::Type(t) => *t,
                        _ => cx.none_type(),
                    });
                }
                // Upstream's `OpaqueType::getChecked`.
                let dialect = cx.identifier_bytes(dialect);
                self.verified(pos, cx.verified_type(TypeKey::Opaque { dialect, data }))
            }
        }
    }

    /// `#alias`, `#dialect.name<...>` or `#dialect<...>`, with an optional
    /// `: type`.
    pub fn parse_extended_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let cx = self.cx;
        let attr = match self.parse_extended_symbol()? {
            Extended::Alias(name) => match self.sym.attr_aliases.get(name) {
                Some(&a) => a,
                None => {
                    self.wrong_token_error(format!("undefined symbol alias id '{}'", String::from_utf8_lossy(name)));
                    return Err(());
                }
            },
            Extended::Symbol(dialect, data, pos, data_pos) => {
                let mut attr_ty = ty;
                if self.consume_if(Kind::Colon) {
                    attr_ty = Some(self.parse_type()?);
                }
                let dname = String::from_utf8_lossy(dialect).into_owned();
                if let Some(d) = cx.get_or_load_dialect(&dname) {
                    let _ = attr_ty;
                    return self.parse_dialect_symbol(d, AttrTypeKind::Attr, pos, data_pos);
                }
                // Upstream's `OpaqueAttr::getChecked`.
                let t = attr_ty.unwrap_or(cx.none_type());
                self.verified(pos, cx.try_opaque_attr(dialect, data, t))?
            }
        };
        if let Some(expected) = ty {
            if let Some(actual) = cx.attr_type(attr) {
                if actual != expected && !matches!(cx.attr_data(attr), AttrData::DenseArray(_)) {
                    let e = oxmlir_ir::print::type_to_string(cx, expected);
                    let a = oxmlir_ir::print::type_to_string(cx, actual);
                    self.error(format!("attribute type different than expected: expected '{e}', but got '{a}'"));
                    return Err(());
                }
            }
        }
        Ok(attr)
    }
}
