//! What only appears at the top level of a source: alias definitions and
//! the `{-# ... #-}` file metadata (resources).

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
            let name = String::from_utf8_lossy(p.spelling()).into_owned();
            p.consume();
            p.expect(Kind::Colon, "expected ':'")?;
            p.expect(Kind::LBrace, "expected '{'")?;
            if dialect {
                if p.cx.get_or_load_dialect(&name).is_none() {
                    p.error_at(name_pos, format!("dialect '{name}' is unknown"));
                    return Err(());
                }
                if name != "builtin" {
                    p.error(format!("unexpected 'resource' section for dialect '{name}'"));
                    return Err(());
                }
            } else {
                let loc = p.loc_at(name_pos);
                p.cx.emit(Diagnostic::new(Severity::Warning, loc, format!("ignoring unknown external resources for '{name}'")));
            }
            p.parse_comma_list_until(Kind::RBrace, true, &mut |p| {
                let key_pos = p.tok.start as usize;
                let Some(key) = p.parse_optional_keyword_or_string() else {
                    p.error(if dialect {
                        "expected identifier key for 'resource' entry"
                    } else {
                        "expected identifier key for 'external_resources' entry"
                    });
                    return Err(());
                };
                p.expect(Kind::Colon, "expected ':'")?;
                let value = p.tok;
                p.consume();
                if dialect {
                    p.parse_builtin_resource_blob(&key, key_pos, value)?;
                }
                Ok(())
            })
        })
    }

    /// Checks a blob value of the builtin dialect's resources.
    fn parse_builtin_resource_blob(&mut self, key: &[u8], _key_pos: usize, value: crate::lexer::Token) -> PResult {
        let k = String::from_utf8_lossy(key).into_owned();
        let pos = value.start as usize;
        let blob = if value.kind == Kind::String { crate::token::hex_string_value(self.spelling_of(value)) } else { None };
        let Some(blob) = blob else {
            self.error_at(pos, format!("expected hex string blob for key '{k}'"));
            return Err(());
        };
        if blob.len() < 4 {
            self.error_at(pos, format!("expected hex string blob for key '{k}' to encode alignment in first 4 bytes"));
            return Err(());
        }
        let align = u32::from_le_bytes([blob[0], blob[1], blob[2], blob[3]]);
        if align != 0 && !align.is_power_of_two() {
            self.error_at(
                pos,
                format!("expected hex string blob for key '{k}' to encode alignment in first 4 bytes, but got non-power-of-2 value: {align}"),
            );
            return Err(());
        }
        Ok(())
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
