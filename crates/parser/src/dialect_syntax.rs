//! The parser services for the bodies of dialect types and attributes
//! ([`AttrTypeParser`], upstream's `DialectAsmParser`), over the same
//! token stream as the rest of the source.

use oxmlir_ir::asm::{AttrTypeParser, SourcePos};
use oxmlir_ir::{Attribute, Context, Type};

use crate::custom::punct_kind;
use crate::lexer::Kind;
use crate::parser::Parser;

impl AttrTypeParser for Parser<'_> {
    fn context(&self) -> &Context {
        self.cx
    }

    fn current_pos(&self) -> SourcePos {
        self.tok.start
    }

    fn emit_error_at(&mut self, pos: SourcePos, message: &str) {
        self.asm_error_at(pos as usize, message);
    }

    fn parse_optional_punct(&mut self, p: &str) -> bool {
        punct_kind(p).is_some_and(|k| self.consume_if(k))
    }

    fn parse_punct(&mut self, p: &str) -> Result<(), ()> {
        match punct_kind(p) {
            Some(k) if self.consume_if(k) => Ok(()),
            Some(k) => self.expect(k, &format!("expected '{p}'")),
            None => {
                self.wrong_token_error(format!("expected '{p}'"));
                Err(())
            }
        }
    }

    fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        if self.at_keyword_like() && self.spelling() == kw.as_bytes() {
            self.consume();
            return true;
        }
        false
    }

    fn parse_optional_any_keyword(&mut self) -> Option<String> {
        if !self.at_keyword_like() {
            return None;
        }
        let s = String::from_utf8_lossy(self.spelling()).into_owned();
        self.consume();
        Some(s)
    }

    fn parse_type(&mut self) -> Result<Type, ()> {
        Parser::parse_type(self)
    }

    fn parse_attribute(&mut self, ty: Option<Type>) -> Result<Attribute, ()> {
        Parser::parse_attribute(self, ty)
    }

    fn parse_integer(&mut self) -> Result<i64, ()> {
        let negative = self.consume_if(Kind::Minus);
        if !self.at(Kind::Integer) {
            self.wrong_token_error("expected integer value");
            return Err(());
        }
        let pos = self.tok.start as usize;
        let Some(v) = crate::token::u64_value(self.spelling()) else {
            self.error_at(pos, "integer value too large");
            return Err(());
        };
        self.consume();
        let v = if negative { (v as i64).wrapping_neg() } else { v as i64 };
        Ok(v)
    }

    fn parse_string(&mut self) -> Result<Vec<u8>, ()> {
        if !self.at(Kind::String) {
            self.wrong_token_error("expected string");
            return Err(());
        }
        let v = crate::token::string_value(self.spelling());
        self.consume();
        Ok(v)
    }
}
