//! What only appears at the top level of a source: alias definitions and
//! the `{-# ... #-}` file metadata (resources).

use oxmlir_ir::attrs::resources::{Blob, ResourceValue};
use oxmlir_ir::diagnostics::{Diagnostic, Severity};

use crate::lexer::Kind;
use crate::ops::OpParser;
use crate::parser::{PResult, Parser};

impl<'a> Parser<'a> {
    /// `#name = attr`
    pub fn parse_attribute_alias_def(&mut self) -> PResult {
        let name = &self.spelling()[1..];
        if self.sym.attr_aliases.contains_key(name) {
            self.error(format!("redefinition of attribute alias id '{}'", String::from_utf8_lossy(name)));
            return Err(());
        }
        if name.contains(&b'.') {
            self.error("attribute names with a '.' are reserved for dialect-defined names");
            return Err(());
        }
        self.consume();
        self.expect(Kind::Equal, "expected '=' in attribute alias definition")?;
        let a = self.parse_attribute(None)?;
        self.sym.attr_aliases.insert(name.to_vec(), a);
        Ok(())
    }

    /// `!name = type`
    pub fn parse_type_alias_def(&mut self) -> PResult {
        let name = &self.spelling()[1..];
        if self.sym.type_aliases.contains_key(name) {
            self.error(format!("redefinition of type alias id '{}'", String::from_utf8_lossy(name)));
            return Err(());
        }
        if name.contains(&b'.') {
            self.error("type names with a '.' are reserved for dialect-defined names");
            return Err(());
        }
        self.consume();
        self.expect(Kind::Equal, "expected '=' in type alias definition")?;
        let t = self.parse_type()?;
        self.sym.type_aliases.entry(name.to_vec()).or_insert(t);
        Ok(())
    }

    /// `{-# key: {...}, ... #-}`
    pub fn parse_file_metadata(&mut self) -> PResult {
        self.consume();
        self.parse_comma_list_until(Kind::FileMetaEnd, true, &mut |p| {
            let key_pos = p.tok.start as usize;
            if !p.at_keyword_like() {
                p.error("expected identifier key in file metadata dictionary");
                return Err(());
            }
            let key = p.spelling();
            p.consume();
            p.expect(Kind::Colon, "expected ':'")?;
            match key {
                b"dialect_resources" => p.parse_resource_section(true),
                b"external_resources" => p.parse_resource_section(false),
                _ => {
                    p.error_at(key_pos, format!("unknown key '{}' in file metadata dictionary", String::from_utf8_lossy(key)));
                    Err(())
                }
            }
        })
    }

    fn parse_resource_section(&mut self, dialect: bool) -> PResult {
        self.expect(Kind::LBrace, "expected '{'")?;
        self.parse_comma_list_until(Kind::RBrace, true, &mut |p| {
            let name_pos = p.tok.start as usize;
            if !p.at_keyword_like() {
                p.error("expected identifier key for 'resource' entry");
                return Err(());
            }
            let name = p.spelling();
            p.consume();
            p.expect(Kind::Colon, "expected ':'")?;
            p.expect(Kind::LBrace, "expected '{'")?;
            if dialect {
                p.parse_dialect_resources(name, name_pos)
            } else {
                p.parse_external_resources(name, name_pos)
            }
        })
    }

    /// The entries of `dialect_resources: { name: { ... } }` (upstream's
    /// `parseDialectResourceFileMetadata`): only the builtin dialect has
    /// resources, blobs of `dense_resource` attributes.
    fn parse_dialect_resources(&mut self, name: &[u8], name_pos: usize) -> PResult {
        let dname = String::from_utf8_lossy(name).into_owned();
        if self.cx.get_or_load_dialect(&dname).is_none() {
            self.error_at(name_pos, format!("dialect '{dname}' is unknown"));
            return Err(());
        }
        if dname != "builtin" {
            self.error(format!("unexpected 'resource' section for dialect '{dname}'"));
            return Err(());
        }
        self.parse_comma_list_until(Kind::RBrace, true, &mut |p| {
            let key = p.parse_resource_handle()?;
            p.expect(Kind::Colon, "expected ':'")?;
            let value = p.tok;
            p.consume();
            let blob = p.parse_resource_blob(&key, value)?;
            p.cx.resources.set_blob(&key, blob);
            Ok(())
        })
    }

    /// The entries of `external_resources: { name: { ... } }` (upstream's
    /// `parseExternalResourceFileMetadata`): kept in the fallback map when
    /// the parse has one, otherwise skipped with a warning.
    fn parse_external_resources(&mut self, name: &[u8], name_pos: usize) -> PResult {
        let fallback = self.fallback_resources;
        match fallback {
            Some(f) => f.declare_collection(name),
            None => {
                let loc = self.loc_at(name_pos);
                let msg = format!("ignoring unknown external resources for '{}'", String::from_utf8_lossy(name));
                self.cx.emit(Diagnostic::new(Severity::Warning, loc, msg));
            }
        }
        self.parse_comma_list_until(Kind::RBrace, true, &mut |p| {
            let Some(key) = p.parse_optional_keyword_or_string() else {
                p.error("expected identifier key for 'external_resources' entry");
                return Err(());
            };
            p.expect(Kind::Colon, "expected ':'")?;
            let value = p.tok;
            p.consume();
            if let Some(f) = fallback {
                let v = p.parse_resource_value(&key, value)?;
                f.push(name, &key, v);
            }
            Ok(())
        })
    }

    /// The key of a builtin resource named by the current token (a keyword
    /// or a string), declared in the context on its first mention in this
    /// source (upstream's `parseResourceHandle`): the name itself, or
    /// `name_N` if another resource of the context already has it.
    pub fn parse_resource_handle(&mut self) -> PResult<Box<[u8]>> {
        let Some(name) = self.parse_optional_keyword_or_string() else {
            self.error("expected identifier key for 'resource' entry");
            return Err(());
        };
        if let Some(key) = self.sym.resources.get(&name) {
            return Ok(key.clone());
        }
        let key = self.cx.resources.declare(&name);
        self.sym.resources.insert(name, key.clone());
        Ok(key)
    }

    /// A resource entry's value by its kind (upstream's
    /// `ParsedResourceEntry`): `true`/`false`, a `"0x..."` blob, or any
    /// other string.
    fn parse_resource_value(&mut self, key: &[u8], value: crate::lexer::Token) -> PResult<ResourceValue> {
        if matches!(value.kind, Kind::KwTrue | Kind::KwFalse) {
            return Ok(ResourceValue::Bool(value.kind == Kind::KwTrue));
        }
        if self.spelling_of(value).starts_with(b"\"0x") {
            return Ok(ResourceValue::Blob(self.parse_resource_blob(key, value)?));
        }
        if value.kind != Kind::String {
            let k = String::from_utf8_lossy(key).into_owned();
            self.error_at(value.start as usize, format!("expected string value for key '{k}'"));
            return Err(());
        }
        Ok(ResourceValue::String(crate::token::string_value(self.spelling_of(value)).into()))
    }

    /// A blob value (upstream's `parseAsBlob`): a hex string whose first 4
    /// bytes are the alignment (little-endian, 0 or a power of two), then
    /// the data. No data gives an empty blob of alignment 0, as upstream.
    fn parse_resource_blob(&mut self, key: &[u8], value: crate::lexer::Token) -> PResult<Blob> {
        let k = String::from_utf8_lossy(key).into_owned();
        let pos = value.start as usize;
        let bytes = if value.kind == Kind::String { crate::token::hex_string_value(self.spelling_of(value)) } else { None };
        let Some(bytes) = bytes else {
            self.error_at(pos, format!("expected hex string blob for key '{k}'"));
            return Err(());
        };
        if bytes.len() < 4 {
            self.error_at(pos, format!("expected hex string blob for key '{k}' to encode alignment in first 4 bytes"));
            return Err(());
        }
        let align = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
        if align != 0 && !align.is_power_of_two() {
            self.error_at(
                pos,
                format!("expected hex string blob for key '{k}' to encode alignment in first 4 bytes, but got non-power-of-2 value: {align}"),
            );
            return Err(());
        }
        let data = &bytes[4..];
        if data.is_empty() {
            return Ok(Blob::new(&[], 0, false, None));
        }
        Ok(Blob::new(data, align as usize, true, None))
    }
}

impl OpParser<'_, '_> {
    /// Parses a whole source: operations, aliases and metadata until the
    /// end, then finalizes (upstream's `TopLevelOperationParser::parse`).
    pub fn parse_top_level(&mut self) -> PResult {
        loop {
            match self.p.kind() {
                Kind::Eof => return self.finalize(),
                Kind::Error => return Err(()),
                Kind::HashIdent => self.sub(|p| p.parse_attribute_alias_def())?,
                Kind::ExclIdent => self.sub(|p| p.parse_type_alias_def())?,
                Kind::FileMetaBegin => self.sub(|p| p.parse_file_metadata())?,
                _ => self.parse_operation()?,
            }
        }
    }
}
