//! The [`OpAsmParser`] services custom operation parsers use (upstream's
//! `CustomOpAsmParser` and `AsmParserImpl`).

use smallvec::SmallVec;

use oxmlir_ir::asm::{Argument, Delimiter, OpAsmParser, SourcePos, UnresolvedOperand};
use oxmlir_ir::{Attribute, BlockId, Context, Ir, Location, RegionId, Type, ValueId};

use crate::lexer::Kind;
use crate::ops::OpParser;

impl OpAsmParser for OpParser<'_, '_> {
    fn context(&self) -> &Context {
        self.p.cx
    }

    fn current_pos(&self) -> SourcePos {
        self.p.tok.start
    }

    fn name_pos(&self) -> SourcePos {
        self.custom.as_ref().map_or(0, |c| c.name_pos)
    }

    fn emit_error_at(&mut self, pos: SourcePos, message: &str) {
        self.custom_error_at(pos as usize, message);
    }

    fn parse_optional_symbol_name(&mut self) -> Result<Option<Attribute>, ()> {
        if !self.p.at(Kind::AtIdent) {
            return Ok(None);
        }
        let name = crate::token::symbol_reference(self.p.spelling());
        self.p.consume();
        Ok(Some(self.p.cx.string_attr(&name)))
    }

    fn parse_optional_attr_dict_with_keyword(&mut self, attrs: &mut oxmlir_ir::ir::AttrList) -> Result<(), ()> {
        if !self.p.consume_if(Kind::KwAttributes) {
            return Ok(());
        }
        self.parse_attr_dict_into(attrs)
    }

    fn parse_optional_attr_dict(&mut self, attrs: &mut oxmlir_ir::ir::AttrList) -> Result<(), ()> {
        if !self.p.at(Kind::LBrace) {
            return Ok(());
        }
        self.parse_attr_dict_into(attrs)
    }

    fn parse_region(&mut self) -> Result<RegionId, ()> {
        self.parse_new_region()
    }

    fn ensure_entry_block(&mut self, region: RegionId) {
        self.ensure_block(region);
    }

    fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        if self.p.at_keyword_like() && self.p.spelling() == kw.as_bytes() {
            self.p.consume();
            return true;
        }
        false
    }

    fn parse_affine_map(&mut self) -> Result<oxmlir_ir::affine::AffineMap, ()> {
        self.sub(|p| p.parse_affine_map_reference())
    }

    fn parse_optional_any_keyword(&mut self) -> Option<String> {
        if !self.p.at_keyword_like() {
            return None;
        }
        let s = String::from_utf8_lossy(self.p.spelling()).into_owned();
        self.p.consume();
        Some(s)
    }

    fn parse_keyword(&mut self, kw: &str) -> Result<(), ()> {
        let pos = self.p.tok.start;
        if self.parse_optional_keyword(kw) {
            return Ok(());
        }
        self.custom_error_at(pos as usize, &format!("expected '{kw}'"));
        Err(())
    }

    fn parse_integer(&mut self) -> Result<i64, ()> {
        if let Some(v) = self.parse_optional_bool_integer() {
            return Ok(v);
        }
        let pos = self.p.tok.start as usize;
        let negative = self.p.at(Kind::Minus);
        if !negative && !self.p.at(Kind::Integer) {
            self.custom_error_at(pos, "expected integer value");
            return Err(());
        }
        if negative {
            self.p.consume();
            if !self.p.at(Kind::Integer) {
                self.p.wrong_token_error("expected integer value");
                return Err(());
            }
        }
        let magnitude = crate::token::u64_value(self.p.spelling());
        self.p.consume();
        // The value must fit an `i64` (a larger magnitude is reported at
        // the number's start, minus sign included).
        let value = match (magnitude, negative) {
            (Some(m), false) if m <= i64::MAX as u64 => Some(m as i64),
            (Some(m), true) if m <= 1 << 63 => Some((m as i64).wrapping_neg()),
            _ => None,
        };
        value.ok_or_else(|| self.custom_error_at(pos, "integer value too large"))
    }

    fn parse_optional_colon(&mut self) -> bool {
        self.p.consume_if(Kind::Colon)
    }

    fn parse_colon(&mut self) -> Result<(), ()> {
        self.sub(|p| p.expect(Kind::Colon, "expected ':'"))
    }

    fn parse_optional_comma(&mut self) -> bool {
        self.p.consume_if(Kind::Comma)
    }

    fn parse_type(&mut self) -> Result<Type, ()> {
        self.sub(|p| p.parse_type())
    }

    fn parse_type_list(&mut self, types: &mut Vec<Type>) -> Result<(), ()> {
        self.sub(|p| p.parse_type_list_no_parens(types))
    }

    fn parse_attribute(&mut self, ty: Option<Type>) -> Result<Attribute, ()> {
        self.sub(|p| p.parse_attribute(ty))
    }

    fn parse_operand_list(&mut self, delimiter: Delimiter, operands: &mut Vec<UnresolvedOperand>) -> Result<(), ()> {
        self.parse_operand_list_delim(delimiter, true, None, operands)
    }

    fn parse_operand_list_with(
        &mut self,
        delimiter: Delimiter,
        allow_result_number: bool,
        required_count: Option<usize>,
        operands: &mut Vec<UnresolvedOperand>,
    ) -> Result<(), ()> {
        self.parse_operand_list_delim(delimiter, allow_result_number, required_count, operands)
    }

    fn resolve_operands(
        &mut self,
        operands: &[UnresolvedOperand],
        types: &[Type],
        pos: SourcePos,
        out: &mut SmallVec<[ValueId; 4]>,
    ) -> Result<(), ()> {
        self.resolve_all(operands, types, pos, out)
    }

    fn ir(&self) -> &Ir {
        self.ir
    }

    fn location_at(&mut self, pos: SourcePos) -> Location {
        self.p.loc_at(pos as usize)
    }

    fn parse_optional_punct(&mut self, p: &str) -> bool {
        match punct_kind(p) {
            Some(k) => self.p.consume_if(k),
            None => false,
        }
    }

    fn parse_punct(&mut self, p: &str) -> Result<(), ()> {
        let Some(k) = punct_kind(p) else {
            self.error(format!("expected '{p}'"));
            return Err(());
        };
        if self.p.consume_if(k) {
            return Ok(());
        }
        self.sub(|q| q.expect(k, &format!("expected '{p}'")))
    }

    fn parse_optional_operand(&mut self) -> Result<Option<UnresolvedOperand>, ()> {
        if !self.p.at(Kind::PercentIdent) {
            return Ok(None);
        }
        self.parse_ssa_use(true).map(Some)
    }

    fn parse_operand(&mut self) -> Result<UnresolvedOperand, ()> {
        self.parse_ssa_use(true)
    }

    fn parse_optional_attribute(&mut self, ty: Option<Type>) -> Result<Option<Attribute>, ()> {
        if !self.p.at_attribute_start() {
            return Ok(None);
        }
        self.sub(|p| p.parse_attribute(ty)).map(Some)
    }

    fn parse_symbol_name(&mut self) -> Result<Attribute, ()> {
        let pos = self.p.tok.start;
        match self.parse_optional_symbol_name()? {
            Some(a) => Ok(a),
            None => {
                self.custom_error_at(pos as usize, "expected valid '@'-identifier for symbol name");
                Err(())
            }
        }
    }

    fn parse_optional_type(&mut self) -> Result<Option<Type>, ()> {
        if !self.p.at_type_start() {
            return Ok(None);
        }
        self.sub(|p| p.parse_type()).map(Some)
    }

    fn parse_optional_region(&mut self) -> Result<Option<RegionId>, ()> {
        if !self.p.at(Kind::LBrace) {
            return Ok(None);
        }
        self.parse_new_region().map(Some)
    }

    fn parse_successor(&mut self) -> Result<BlockId, ()> {
        OpParser::parse_successor(self)
    }

    fn parse_optional_successor(&mut self) -> Result<Option<BlockId>, ()> {
        if !self.p.at(Kind::CaretIdent) {
            return Ok(None);
        }
        OpParser::parse_successor(self).map(Some)
    }

    fn parse_optional_prop_dict(&mut self) -> Result<Option<Attribute>, ()> {
        if !self.p.at(Kind::Less) {
            return Ok(None);
        }
        self.p.consume();
        let a = self.sub(|p| p.parse_attribute(None))?;
        self.sub(|p| p.expect(Kind::Greater, "expected '>' to close properties"))?;
        Ok(Some(a))
    }

    fn parse_optional_argument(&mut self, allow_type: bool, allow_attrs: bool) -> Result<Option<Argument>, ()> {
        if !self.p.at(Kind::PercentIdent) {
            return Ok(None);
        }
        let pos = self.p.tok.start;
        let u = self.parse_ssa_use(false)?;
        let ty = if allow_type {
            self.sub(|p| p.expect(Kind::Colon, "expected ':'"))?;
            self.sub(|p| p.parse_type())?
        } else {
            self.p.cx.none_type()
        };
        let mut attrs = None;
        if allow_attrs && self.p.at(Kind::LBrace) {
            let mut list = oxmlir_ir::ir::AttrList::new();
            self.parse_attr_dict_into(&mut list)?;
            attrs = Some(self.p.cx.dictionary_attr(&list));
        }
        let loc = self.parse_arg_location()?;
        Ok(Some(Argument { name: Some(u), ty, attrs, loc, pos }))
    }

    fn parse_stripped_attr(
        &mut self,
        def: &std::sync::Arc<oxmlir_ir::registry::attr_type::AttrTypeDef>,
    ) -> Result<Attribute, ()> {
        let pos = self.p.tok.start;
        // Upstream's `parseCustomAttributeWithFallback`: at a `#` (an alias
        // or a dialect attribute written in full) the generic attribute
        // parser runs, and the result must be of the expected kind.
        if self.p.at(Kind::HashIdent) {
            let a = self.sub(|p| p.parse_attribute(None))?;
            let same_kind = match self.p.cx.try_attr_data(a) {
                Some(oxmlir_ir::attrs::AttrData::Dialect { def: d, .. }) => d.type_id() == def.type_id(),
                _ => false,
            };
            if !same_kind {
                self.custom_error_at(pos as usize, "invalid kind of attribute specified");
                return Err(());
            }
            return Ok(a);
        }
        let prefix = self.custom.as_ref().map(|c| format!("custom op '{}' ", c.name));
        let outer = std::mem::replace(&mut self.p.asm_prefix, prefix);
        let params = match def.parse {
            Some(parse) => parse(&mut *self.p),
            None => self.p.parse_default_params(def),
        };
        self.p.asm_prefix = outer;
        let params = params?;
        match self.p.cx.dialect_attr(def, &params) {
            Ok(a) => Ok(a),
            Err(m) => {
                self.custom_error_at(pos as usize, &m);
                Err(())
            }
        }
    }

    fn emit_plain_error_at(&mut self, pos: SourcePos, message: &str) {
        self.error_at(pos as usize, message);
    }

    fn ensure_terminator_with_body(&mut self, region: RegionId, op: &str) {
        add_terminator(self, region, op, true);
    }

    fn ensure_terminator(&mut self, region: RegionId, op: &str) {
        add_terminator(self, region, op, false);
    }

    fn parse_optional_string(&mut self) -> Result<Option<Vec<u8>>, ()> {
        if !self.p.at(Kind::String) {
            return Ok(None);
        }
        oxmlir_ir::asm::AttrTypeParser::parse_string(&mut *self.p).map(Some)
    }

    fn parse_optional_symbol_ref(&mut self) -> Result<Option<Attribute>, ()> {
        if !self.p.at(Kind::AtIdent) {
            return Ok(None);
        }
        self.parse_attribute(None).map(Some)
    }

    fn new_region(&mut self) -> RegionId {
        let r = self.ir.create_region();
        self.pending_regions.push(r);
        r
    }

    fn parse_optional_arg_location(&mut self) -> Result<Option<u32>, ()> {
        self.parse_arg_location()
    }

    fn parse_function_result_types(&mut self, types: &mut Vec<Type>) -> Result<(), ()> {
        self.sub(|p| p.parse_function_result_types(types))
    }

    fn parse_optional_integer(&mut self) -> Result<Option<i64>, ()> {
        if let Some(v) = self.parse_optional_bool_integer() {
            return Ok(Some(v));
        }
        if !self.p.at(Kind::Integer) && !self.p.at(Kind::Minus) {
            return Ok(None);
        }
        let pos = self.p.tok.start as usize;
        let negative = self.p.consume_if(Kind::Minus);
        if !self.p.at(Kind::Integer) {
            self.sub(|p| p.expect(Kind::Integer, "expected integer value"))?;
            return Err(());
        }
        let value = crate::token::u64_value(self.p.spelling());
        self.p.consume();
        let limit = if negative { 1u64 << 63 } else { i64::MAX as u64 };
        match value.filter(|&v| v <= limit) {
            Some(v) => Ok(Some(if negative { (v as i64).wrapping_neg() } else { v as i64 })),
            None => {
                self.custom_error_at(pos, "integer value too large");
                Err(())
            }
        }
    }

    fn parse_punct_or(&mut self, p: &str, message: &str) -> Result<(), ()> {
        match punct_kind(p) {
            Some(k) => self.sub(|q| q.expect(k, message)),
            None => {
                self.p.wrong_token_error(message);
                self.error_count += 1;
                Err(())
            }
        }
    }

    fn parse_optional_region_with_args(&mut self, args: &[Argument]) -> Result<Option<RegionId>, ()> {
        if !self.p.at(Kind::LBrace) {
            return Ok(None);
        }
        let r = self.ir.create_region();
        self.pending_regions.push(r);
        self.parse_region_with_args(r, args)?;
        Ok(Some(r))
    }
}

/// The token kind of a punctuation literal.
pub(crate) fn punct_kind(p: &str) -> Option<Kind> {
    Some(match p {
        "->" => Kind::Arrow,
        ":" => Kind::Colon,
        "," => Kind::Comma,
        "..." => Kind::Ellipsis,
        "=" => Kind::Equal,
        ">" => Kind::Greater,
        "{" => Kind::LBrace,
        "(" => Kind::LParen,
        "[" => Kind::LSquare,
        "<" => Kind::Less,
        "-" => Kind::Minus,
        "+" => Kind::Plus,
        "?" => Kind::Question,
        "}" => Kind::RBrace,
        ")" => Kind::RParen,
        "]" => Kind::RSquare,
        "*" => Kind::Star,
        "|" => Kind::VerticalBar,
        _ => return None,
    })
}

/// Appends the terminator `op` to the region's block unless it ends
/// with a terminator (a block is added to an empty region); `body`:
/// the terminator gets a region with an empty block.
fn add_terminator(this: &mut OpParser<'_, '_>, region: RegionId, op: &str, body: bool) {
    this.ensure_block(region);
    let Ok(Some(block)) = this.ir.region_first_block(region) else { return };
    let cx = this.p.cx;
    if let Ok(Some(last)) = this.ir.block_last_op(block) {
        let is_terminator = this
            .ir
            .op_name(last)
            .ok()
            .and_then(|n| cx.op_name_info(n).def())
            .is_some_and(|d| d.traits.has(oxmlir_ir::registry::Traits::TERMINATOR));
        if is_terminator {
            return;
        }
    }
    let pos = this.custom.as_ref().map_or(this.p.tok.start, |c| c.name_pos);
    let loc = this.p.loc_at(pos as usize);
    let mut st = oxmlir_ir::OperationState::new(cx.op_name(op.as_bytes()), loc);
    if body {
        let r = this.ir.create_region();
        let b = this.ir.create_empty_block();
        let _ = this.ir.region_append_block(r, b);
        st.regions.push(r);
    }
    if let Ok(t) = this.ir.create_op(cx, st) {
        let _ = this.ir.append_op(block, t);
    }
}

impl OpParser<'_, '_> {
    /// `true` or `false` where an integer is expected: upstream parses them
    /// as the 1-bit integers 1 and 0, which sign-extend to -1 and 0.
    fn parse_optional_bool_integer(&mut self) -> Option<i64> {
        if !self.p.at_keyword_like() {
            return None;
        }
        let v = match self.p.spelling() {
            b"true" => -1,
            b"false" => 0,
            _ => return None,
        };
        self.p.consume();
        Some(v)
    }
}
