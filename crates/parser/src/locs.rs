//! Location instances inside `loc(...)` (upstream's `LocationParser.cpp`).

use oxmlir_ir::{Location, Type};

use crate::lexer::Kind;
use crate::parser::{Delimiter, PResult, Parser};
use crate::token;

impl<'a> Parser<'a> {
    /// `"file":line:col`, `"name"(child)`, `callsite(a at b)`,
    /// `fused<meta>[...]` or `unknown`.
    pub fn parse_location_instance(&mut self) -> PResult<Location> {
        oxmlir_ir::support::stack::deep(|| self.parse_location_step())
    }

    fn parse_location_step(&mut self) -> PResult<Location> {
        if self.at(Kind::HashIdent) {
            let a = self.parse_extended_attr(None)?;
            if let Some(l) = self.cx.location_from_attr(a) {
                return Ok(l);
            }
            let s = oxmlir_ir::print::attr_to_string(self.cx, a);
            self.error(format!("expected location attribute, but got{s}"));
            return Err(());
        }
        if self.at(Kind::String) {
            return self.parse_name_or_file_line_col();
        }
        if !self.at(Kind::BareIdent) {
            self.wrong_token_error("expected location instance");
            return Err(());
        }
        match self.spelling() {
            b"callsite" => self.parse_callsite_location(),
            b"fused" => self.parse_fused_location(),
            b"unknown" => {
                self.consume();
                Ok(self.cx.unknown_loc())
            }
            _ => {
                self.wrong_token_error("expected location instance");
                Err(())
            }
        }
    }

    fn parse_callsite_location(&mut self) -> PResult<Location> {
        self.consume();
        self.expect(Kind::LParen, "expected '(' in callsite location")?;
        let callee = self.parse_location_instance()?;
        if !self.at(Kind::BareIdent) || self.spelling() != b"at" {
            self.wrong_token_error("expected 'at' in callsite location");
            return Err(());
        }
        self.consume();
        let caller = self.parse_location_instance()?;
        self.expect(Kind::RParen, "expected ')' in callsite location")?;
        Ok(self.cx.callsite_loc(callee, caller))
    }

    fn parse_fused_location(&mut self) -> PResult<Location> {
        self.consume();
        let mut metadata = None;
        if self.consume_if(Kind::Less) {
            metadata = Some(self.parse_attribute(None::<Type>)?);
            self.expect(Kind::Greater, "expected '>' after fused location metadata")?;
        }
        let mut locs = Vec::new();
        self.parse_comma_list(Delimiter::Square, " in fused location", &mut |p| {
            locs.push(p.parse_location_instance()?);
            Ok(())
        })?;
        Ok(self.cx.fused_loc(&locs, metadata))
    }

    fn parse_name_or_file_line_col(&mut self) -> PResult<Location> {
        let cx = self.cx;
        let s = token::string_value(self.spelling());
        self.consume();
        if self.consume_if(Kind::Colon) {
            return self.parse_file_line_col_range(&s);
        }
        if self.consume_if(Kind::LParen) {
            let child = self.parse_location_instance()?;
            self.expect(Kind::RParen, "expected ')' after child location of NameLoc")?;
            return Ok(cx.name_loc(&s, Some(child)));
        }
        Ok(cx.name_loc(&s, None))
    }

    /// `line[:col [to [line]:col]]` after `"file":`.
    fn parse_file_line_col_range(&mut self, file: &[u8]) -> PResult<Location> {
        let cx = self.cx;
        if !self.at(Kind::Integer) {
            self.wrong_token_error("expected integer line number in FileLineColRange");
            return Err(());
        }
        let Some(line) = token::u32_value(self.spelling()) else {
            self.wrong_token_error("expected integer line number in FileLineColRange");
            return Err(());
        };
        self.consume();
        if !self.at(Kind::Colon) {
            return Ok(cx.file_line_col(file, line, 0));
        }
        self.consume();
        let col = self.parse_range_column()?;
        if !(self.at_keyword_like() && self.spelling() == b"to") {
            return Ok(cx.file_line_col(file, line, col));
        }
        self.consume();
        let mut end_line = None;
        if self.at(Kind::Integer) {
            let Some(l) = token::u32_value(self.spelling()) else {
                self.wrong_token_error("expected integer line number in FileLineColRange");
                return Err(());
            };
            end_line = Some(l);
            self.consume();
        }
        if !self.at(Kind::Colon) {
            self.wrong_token_error("expected either integer or `:` post `to` in FileLineColRange");
            return Err(());
        }
        self.consume();
        let end_col = self.parse_range_column()?;
        Ok(match end_line {
            Some(el) => cx.file_line_col_range(file, line, col, el, end_col),
            None => cx.file_line_col_range_in_line(file, line, col, end_col),
        })
    }

    fn parse_range_column(&mut self) -> PResult<u32> {
        if !self.at(Kind::Integer) {
            self.wrong_token_error("expected integer column number in FileLineColRange");
            return Err(());
        }
        let Some(col) = token::u32_value(self.spelling()) else {
            self.error("expected integer column number in FileLineColRange");
            return Err(());
        };
        self.consume();
        Ok(col)
    }
}
