//! The interface custom operation parsers program against.
//!
//! Upstream's `OpAsmParser`: the parser crate implements it, and registered
//! operations' `parse` hooks (see [`crate::registry::OpDef`]) call it to read
//! their custom assembly form. Every method that fails has already reported
//! a diagnostic; errors reported through [`OpAsmParser::emit_error_at`] are
//! prefixed with `custom op '<name>' ` as upstream's.
//!
//! `Err(())` is upstream's `ParseResult` failure: the diagnostic has been
//! emitted already, so the error carries nothing.
#![allow(clippy::result_unit_err)]

use smallvec::SmallVec;

use crate::attrs::Attribute;
use crate::context::Context;
use crate::attrs::Location;
use crate::ir::{AttrList, BlockId, Ir, RegionId, ValueId};
use crate::types::Type;

/// Delimiters around a list (upstream's `AsmParser::Delimiter`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Delimiter {
    /// No delimiter: at least one element.
    None,
    /// `(...)`
    Paren,
    /// `[...]`
    Square,
    /// `<...>`
    LessGreater,
    /// `{...}`
    Braces,
    /// `(...)` if present.
    OptionalParen,
    /// `[...]` if present.
    OptionalSquare,
    /// `<...>` if present.
    OptionalLessGreater,
    /// `{...}` if present.
    OptionalBraces,
}

/// A position in the source being parsed (a byte offset).
pub type SourcePos = u32;

/// A reference to an SSA value not yet resolved to a value (upstream's
/// `UnresolvedOperand`): `%name#number` at a source position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct UnresolvedOperand {
    /// Offset of the `%name` token.
    pub pos: SourcePos,
    /// Length of the `%name` token.
    pub len: u32,
    /// The result number (`#N`), 0 if absent.
    pub number: u32,
}

/// Parsing services for the body of a dialect type or attribute (after
/// its mnemonic): upstream's `DialectAsmParser`. Errors are reported at
/// source positions, without a prefix.
pub trait AttrTypeParser {
    /// The context.
    fn context(&self) -> &Context;

    /// The position of the current token.
    fn current_pos(&self) -> SourcePos;

    /// Reports an error at a position.
    fn emit_error_at(&mut self, pos: SourcePos, message: &str);

    /// Parses the punctuation `p` if it is next.
    fn parse_optional_punct(&mut self, p: &str) -> bool;

    /// Parses the punctuation `p` or reports `expected '<p>'`.
    fn parse_punct(&mut self, p: &str) -> Result<(), ()>;

    /// Parses the keyword `kw` if it is next.
    fn parse_optional_keyword(&mut self, kw: &str) -> bool;

    /// Parses any keyword (a bare identifier) if one is next.
    fn parse_optional_any_keyword(&mut self) -> Option<String>;

    /// Parses a type.
    fn parse_type(&mut self) -> Result<Type, ()>;

    /// Parses an attribute (of type `ty` if given).
    fn parse_attribute(&mut self, ty: Option<Type>) -> Result<Attribute, ()>;

    /// Parses an integer (`expected integer value`).
    fn parse_integer(&mut self) -> Result<i64, ()>;

    /// Parses a string literal (`expected string`).
    fn parse_string(&mut self) -> Result<Vec<u8>, ()>;
}

/// An entry-block argument read by a custom parser (upstream's
/// `OpAsmParser::Argument`): `%name: type {attrs} loc(...)`, or just a type
/// (with optional attributes and location) in an unnamed list.
#[derive(Clone, Debug)]
pub struct Argument {
    /// The SSA name, if the argument has one.
    pub name: Option<UnresolvedOperand>,
    /// The type.
    pub ty: Type,
    /// Its attribute dictionary, if one was written.
    pub attrs: Option<Attribute>,
    /// The parser's record of the argument's `loc(...)`, if written
    /// (applied when the argument is defined; a location alias may be
    /// defined later in the file).
    pub loc: Option<u32>,
    /// Where the argument starts.
    pub pos: SourcePos,
}

/// Parsing services offered to custom operation parsers.
pub trait OpAsmParser {
    /// The context.
    fn context(&self) -> &Context;

    /// The position of the current token.
    fn current_pos(&self) -> SourcePos;

    /// The position of the operation name.
    fn name_pos(&self) -> SourcePos;

    /// Reports an error at a position, prefixed with `custom op '<name>' `.
    fn emit_error_at(&mut self, pos: SourcePos, message: &str);

    /// Reports an error at the current position (prefixed like
    /// [`OpAsmParser::emit_error_at`]).
    fn emit_error(&mut self, message: &str) {
        let p = self.current_pos();
        self.emit_error_at(p, message);
    }

    /// Parses `@name` if present.
    fn parse_optional_symbol_name(&mut self) -> Result<Option<Attribute>, ()>;

    /// Parses `attributes {...}` if present, appending to `attrs`.
    fn parse_optional_attr_dict_with_keyword(&mut self, attrs: &mut AttrList) -> Result<(), ()>;

    /// Parses `{...}` if present, appending to `attrs`.
    fn parse_optional_attr_dict(&mut self, attrs: &mut AttrList) -> Result<(), ()>;

    /// Parses a region (without entry block arguments) into a new detached
    /// region. `{}` gives a region without blocks.
    fn parse_region(&mut self) -> Result<RegionId, ()>;

    /// Adds an empty block to a region that has none (what single-block
    /// operations without terminators do after parsing their region).
    fn ensure_entry_block(&mut self, region: RegionId);

    /// Parses the keyword `kw` if it is next.
    fn parse_optional_keyword(&mut self, kw: &str) -> bool;

    /// Parses the keyword `kw` or reports `expected '<kw>'`.
    fn parse_keyword(&mut self, kw: &str) -> Result<(), ()>;

    /// Parses a bare affine map, `(d0)[s0] -> (d0 + s0)` (upstream's
    /// `parseAffineMap`).
    fn parse_affine_map(&mut self) -> Result<crate::affine::AffineMap, ()>;

    /// Parses any keyword if one is next (upstream's
    /// `parseOptionalKeyword(StringRef *)`).
    fn parse_optional_any_keyword(&mut self) -> Option<String>;

    /// Parses any keyword, or reports `expected valid keyword` (upstream's
    /// `parseKeyword(StringRef *)`).
    fn parse_any_keyword(&mut self) -> Result<String, ()> {
        let pos = self.current_pos();
        match self.parse_optional_any_keyword() {
            Some(k) => Ok(k),
            None => {
                self.emit_error_at(pos, "expected valid keyword");
                Err(())
            }
        }
    }

    /// Parses `:` if present.
    fn parse_optional_colon(&mut self) -> bool;

    /// Parses `:` or reports `expected ':'`.
    fn parse_colon(&mut self) -> Result<(), ()>;

    /// Parses `,` if present.
    fn parse_optional_comma(&mut self) -> bool;

    /// Parses a type.
    fn parse_type(&mut self) -> Result<Type, ()>;

    /// Parses a comma-separated list of at least one type.
    fn parse_type_list(&mut self, types: &mut Vec<Type>) -> Result<(), ()>;

    /// Parses an attribute (of type `ty` if given).
    fn parse_attribute(&mut self, ty: Option<Type>) -> Result<Attribute, ()>;

    /// Parses a list of SSA operand references with the given delimiter.
    fn parse_operand_list(&mut self, delimiter: Delimiter, operands: &mut Vec<UnresolvedOperand>) -> Result<(), ()>;

    /// Upstream's `parseOperandList` with all its options: `%name#N`
    /// refused unless `allow_result_number` (`result number not allowed in
    /// argument list`), and with `required_count`, exactly that many
    /// operands (`expected operand` where an undelimited list is missing,
    /// `expected N operands` at the list's start otherwise).
    fn parse_operand_list_with(
        &mut self,
        delimiter: Delimiter,
        allow_result_number: bool,
        required_count: Option<usize>,
        operands: &mut Vec<UnresolvedOperand>,
    ) -> Result<(), ()>;

    /// Resolves operands against types, appending the values to `out`;
    /// reports a count mismatch at `pos`.
    fn resolve_operands(
        &mut self,
        operands: &[UnresolvedOperand],
        types: &[Type],
        pos: SourcePos,
        out: &mut SmallVec<[ValueId; 4]>,
    ) -> Result<(), ()>;

    /// The IR being built (to read parsed regions).
    fn ir(&self) -> &Ir;

    /// The location of a source position (a file location, or the
    /// location the parser was told to use).
    fn location_at(&mut self, pos: SourcePos) -> Location;

    /// Parses the punctuation `p` (`(`, `->`, `...`) if it is next.
    fn parse_optional_punct(&mut self, p: &str) -> bool;

    /// Parses the punctuation `p` or reports `expected '<p>'`.
    fn parse_punct(&mut self, p: &str) -> Result<(), ()>;

    /// Parses an SSA operand reference if one is next.
    fn parse_optional_operand(&mut self) -> Result<Option<UnresolvedOperand>, ()>;

    /// Parses an SSA operand reference (`expected SSA operand`).
    fn parse_operand(&mut self) -> Result<UnresolvedOperand, ()>;

    /// Parses an attribute if one is next.
    fn parse_optional_attribute(&mut self, ty: Option<Type>) -> Result<Option<Attribute>, ()>;

    /// Parses `@name` (`expected valid '@'-identifier for symbol name`).
    fn parse_symbol_name(&mut self) -> Result<Attribute, ()>;

    /// Parses a type if one is next.
    fn parse_optional_type(&mut self) -> Result<Option<Type>, ()>;

    /// Parses a region if one is next (`{`).
    fn parse_optional_region(&mut self) -> Result<Option<RegionId>, ()>;

    /// Parses a signed 64-bit integer (upstream's `parseInteger(int64_t&)`:
    /// `expected integer value`, `integer value too large`).
    fn parse_integer(&mut self) -> Result<i64, ()>;

    /// Parses a successor block reference (`^bb`).
    fn parse_successor(&mut self) -> Result<BlockId, ()>;

    /// Parses a successor block reference if one is next.
    fn parse_optional_successor(&mut self) -> Result<Option<BlockId>, ()>;

    /// Parses `<{...}>` properties if present.
    fn parse_optional_prop_dict(&mut self) -> Result<Option<Attribute>, ()>;

    /// Parses `%name: type {attrs}? loc(...)?` if an SSA name is next
    /// (`allow_type` / `allow_attrs` say which parts are expected).
    fn parse_optional_argument(&mut self, allow_type: bool, allow_attrs: bool) -> Result<Option<Argument>, ()>;

    /// Parses `loc(...)` if present, for an argument.
    fn parse_optional_arg_location(&mut self) -> Result<Option<u32>, ()>;

    /// Parses a region whose entry block takes `args` (named arguments
    /// are defined in it; unnamed ones leave the entry block to its own
    /// header), if one is next (`{`).
    fn parse_optional_region_with_args(&mut self, args: &[Argument]) -> Result<Option<RegionId>, ()>;

    /// A new detached region without blocks (for an optional region that
    /// was not written).
    fn new_region(&mut self) -> RegionId;

    /// Parses an attribute of kind `def` written stripped (its parameters'
    /// syntax, without `#dialect.mnemonic`), as the declarative format
    /// writes dialect attributes.
    fn parse_stripped_attr(&mut self, def: &std::sync::Arc<crate::registry::attr_type::AttrTypeDef>) -> Result<Attribute, ()>;

    /// Reports an error at a position without the `custom op` prefix.
    fn emit_plain_error_at(&mut self, pos: SourcePos, message: &str);

    /// Makes sure a region ends with the terminator `op` (a block is added
    /// to an empty region; the op, without operands, is appended when the
    /// last operation is not a terminator), as upstream's
    /// `ensureTerminator`.
    fn ensure_terminator(&mut self, region: RegionId, op: &str);

    /// As [`OpAsmParser::ensure_terminator`], for a terminator that owns a
    /// body: an added terminator gets one region holding an empty block
    /// (what the builders of such terminators make, e.g.
    /// `scf.forall.in_parallel`).
    fn ensure_terminator_with_body(&mut self, region: RegionId, op: &str);

    /// Parses a string literal if one is next.
    fn parse_optional_string(&mut self) -> Result<Option<Vec<u8>>, ()>;

    /// Parses a symbol reference attribute (`@a`, `@a::@b`) if one is next
    /// (upstream's `parseOptionalAttribute(SymbolRefAttr &)`).
    fn parse_optional_symbol_ref(&mut self) -> Result<Option<Attribute>, ()>;

    /// Parses the result types of a function type (upstream's
    /// `parseFunctionResultTypes`): `(type, ...)` or a single type that is
    /// not a function type (`expected non-function type`).
    fn parse_function_result_types(&mut self, types: &mut Vec<Type>) -> Result<(), ()>;

    /// Parses an integer (`-` allowed) if one is next; reports a value out
    /// of range.
    fn parse_optional_integer(&mut self) -> Result<Option<i64>, ()>;

    /// Parses `-> types` if present (upstream's
    /// `parseOptionalArrowTypeList`).
    fn parse_optional_arrow_type_list(&mut self, types: &mut Vec<Type>) -> Result<(), ()> {
        if self.parse_optional_punct("->") {
            self.parse_function_result_types(types)?;
        }
        Ok(())
    }

    /// Parses `-> types` (upstream's `parseArrowTypeList`).
    fn parse_arrow_type_list(&mut self, types: &mut Vec<Type>) -> Result<(), ()> {
        self.parse_punct("->")?;
        self.parse_function_result_types(types)
    }

    /// Parses `(%arg = %value, ...)` if a `(` is next (upstream's
    /// `parseOptionalAssignmentList`): the arguments (without types) and
    /// the operands assigned to them. `Ok(false)`: no list.
    fn parse_optional_assignment_list(
        &mut self,
        args: &mut Vec<Argument>,
        operands: &mut Vec<UnresolvedOperand>,
    ) -> Result<bool, ()> {
        if !self.parse_optional_punct("(") {
            return Ok(false);
        }
        if self.parse_optional_punct(")") {
            return Ok(true);
        }
        loop {
            args.push(self.parse_argument(false, false)?);
            self.parse_punct("=")?;
            operands.push(self.parse_operand()?);
            if !self.parse_optional_comma() {
                break;
            }
        }
        self.parse_punct_or(")", "expected ',' or ')'")?;
        Ok(true)
    }

    /// Parses `(%arg = %value, ...)` (upstream's `parseAssignmentList`).
    fn parse_assignment_list(&mut self, args: &mut Vec<Argument>, operands: &mut Vec<UnresolvedOperand>) -> Result<(), ()> {
        if self.parse_optional_assignment_list(args, operands)? {
            return Ok(());
        }
        let pos = self.current_pos();
        self.emit_error_at(pos, "expected '('");
        Err(())
    }

    /// Parses an argument (`%name`, with `: type`, attributes and location
    /// as allowed): `expected SSA operand` if none is next.
    fn parse_argument(&mut self, allow_type: bool, allow_attrs: bool) -> Result<Argument, ()> {
        match self.parse_optional_argument(allow_type, allow_attrs)? {
            Some(a) => Ok(a),
            None => {
                // Reports `expected SSA operand` where the argument should be.
                self.parse_operand()?;
                Err(())
            }
        }
    }

    /// Parses a list of arguments in `delimiter` (upstream's
    /// `parseArgumentList`): `(%a, %b)`, with types if `allow_type`.
    fn parse_argument_list(&mut self, delimiter: Delimiter, allow_type: bool, args: &mut Vec<Argument>) -> Result<(), ()> {
        let (open, close) = match delimiter {
            Delimiter::Paren | Delimiter::OptionalParen => ("(", ")"),
            Delimiter::Square | Delimiter::OptionalSquare => ("[", "]"),
            Delimiter::LessGreater | Delimiter::OptionalLessGreater => ("<", ">"),
            Delimiter::Braces | Delimiter::OptionalBraces => ("{", "}"),
            Delimiter::None => {
                while let Some(a) = self.parse_optional_argument(allow_type, false)? {
                    args.push(a);
                    if !self.parse_optional_comma() {
                        break;
                    }
                }
                return Ok(());
            }
        };
        let optional = matches!(
            delimiter,
            Delimiter::OptionalParen | Delimiter::OptionalSquare | Delimiter::OptionalLessGreater | Delimiter::OptionalBraces
        );
        if !self.parse_optional_punct(open) {
            if optional {
                return Ok(());
            }
            return self.parse_punct_or(open, &format!("expected '{open}' in argument list"));
        }
        if self.parse_optional_punct(close) {
            return Ok(());
        }
        loop {
            args.push(self.parse_argument(allow_type, false)?);
            if !self.parse_optional_comma() {
                break;
            }
        }
        self.parse_punct_or(close, &format!("expected '{close}' in argument list"))
    }

    /// Parses the punctuation `p`, or reports `message` at the current
    /// token (as upstream's `parseToken`: list delimiters with their
    /// context, `expected '{' to begin a region`, ...).
    fn parse_punct_or(&mut self, p: &str, message: &str) -> Result<(), ()>;
}
