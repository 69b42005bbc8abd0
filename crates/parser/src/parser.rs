//! The parser core: the token cursor, diagnostics at source positions, and
//! the list helpers every grammar rule uses (upstream's `Parser` base).

use hashbrown::HashMap;
use oxmlir_ir::attrs::{AttrData, FileRange};
use oxmlir_ir::diagnostics::{Diagnostic, Severity};
use oxmlir_ir::{Attribute, Context, Identifier, Location, Type};

use crate::lexer::{Kind, Kw, Lexer, Token};

/// The result of a parse step; errors have already been reported.
pub type PResult<T = ()> = Result<T, ()>;

/// Delimiters of comma-separated lists (upstream's `Delimiter`).
pub use oxmlir_ir::asm::Delimiter;

/// Aliases and other symbols defined while parsing one source.
#[derive(Default)]
pub struct SymbolState {
    /// `#name = attr` definitions.
    pub attr_aliases: HashMap<Vec<u8>, Attribute>,
    /// `!name = type` definitions.
    pub type_aliases: HashMap<Vec<u8>, Type>,
    /// `distinct[N]<...>` attributes by their textual id.
    pub distinct: HashMap<u64, Attribute>,
}

/// Maps byte offsets to line and column numbers, moving forward cheaply.
pub struct LineCursor {
    pos: usize,
    line: u32,
    line_start: usize,
}

impl LineCursor {
    fn new() -> Self {
        LineCursor { pos: 0, line: 1, line_start: 0 }
    }

    /// The 1-based line and column of `pos` in `src`.
    pub fn line_col(&mut self, src: &[u8], pos: usize) -> (u32, u32) {
        let pos = pos.min(src.len());
        if pos < self.pos {
            *self = LineCursor::new();
        }
        let chunk = &src[self.pos..pos];
        let mut n = 0u32;
        let mut last = None;
        for (i, &b) in chunk.iter().enumerate() {
            if b == b'\n' {
                n += 1;
                last = Some(i);
            }
        }
        if let Some(l) = last {
            self.line_start = self.pos + l + 1;
        }
        self.line += n;
        self.pos = pos;
        (self.line, (pos - self.line_start) as u32 + 1)
    }
}

/// The parser state shared by every grammar rule.
pub struct Parser<'a> {
    /// The context.
    pub cx: &'a Context,
    /// The source.
    pub src: &'a [u8],
    /// The lexer.
    pub lex: Lexer<'a>,
    /// The current token.
    pub tok: Token,
    /// End of the previously consumed token.
    pub prev_end: u32,
    /// The buffer name, as an identifier (locations name it).
    pub file: Identifier,
    lines: LineCursor,
    /// Aliases and distinct attributes.
    pub sym: SymbolState,
    /// Set once any error has been emitted.
    pub had_error: bool,
    /// Default dialects for custom operation names, innermost last.
    pub default_dialects: Vec<&'static str>,
    /// Offset where this buffer starts (a chunk of a larger source).
    pub buf_start: usize,
}

impl<'a> Parser<'a> {
    /// A parser at the start of `src`, whose locations name `file`.
    pub fn new(cx: &'a Context, src: &'a [u8], file: &[u8]) -> Self {
        Self::new_at(cx, src, 0, file)
    }

    /// A parser over `src[start..]`; positions (and so line numbers) are
    /// those of the whole of `src`.
    pub fn new_at(cx: &'a Context, src: &'a [u8], start: usize, file: &[u8]) -> Self {
        let mut p = Parser {
            cx,
            src,
            lex: Lexer::new(src),
            tok: Token { kind: Kind::Eof, start: 0, end: 0 },
            prev_end: 0,
            file: cx.identifier_bytes(file),
            lines: LineCursor::new(),
            sym: SymbolState::default(),
            had_error: false,
            default_dialects: vec!["builtin"],
            buf_start: start,
        };
        p.lex.reset(start);
        p.tok = p.lex_next();
        p
    }

    fn lex_next(&mut self) -> Token {
        let t = self.lex.next_token();
        if t.kind == Kind::Error {
            if let Some(e) = self.lex.error.take() {
                let loc = self.loc_at(e.pos as usize);
                self.had_error = true;
                self.cx.emit(Diagnostic::error(loc, e.message));
            }
        }
        t
    }

    // -- tokens ------------------------------------------------------------

    /// The current token's kind.
    #[inline]
    pub fn kind(&self) -> Kind {
        self.tok.kind
    }

    /// Whether the current token is `k`.
    #[inline]
    pub fn at(&self, k: Kind) -> bool {
        self.tok.kind == k
    }

    /// Whether the current token is keyword `k`.
    #[inline]
    pub fn at_kw(&self, k: Kw) -> bool {
        self.tok.kind == Kind::Kw(k)
    }

    /// The current token's spelling.
    #[inline]
    pub fn spelling(&self) -> &'a [u8] {
        &self.src[self.tok.start as usize..self.tok.end as usize]
    }

    /// The spelling of any token.
    #[inline]
    pub fn spelling_of(&self, t: Token) -> &'a [u8] {
        &self.src[t.start as usize..t.end as usize]
    }

    /// Advances to the next token.
    #[inline]
    pub fn consume(&mut self) {
        self.prev_end = self.tok.end;
        self.tok = self.lex_next();
    }

    /// Consumes the current token if it is `k`.
    #[inline]
    pub fn consume_if(&mut self, k: Kind) -> bool {
        if self.tok.kind == k {
            self.consume();
            true
        } else {
            false
        }
    }

    /// Consumes `k` or reports `msg` (as a wrong-token error).
    pub fn expect(&mut self, k: Kind, msg: &str) -> PResult {
        if self.consume_if(k) {
            Ok(())
        } else {
            Err(self.wrong_token_error(msg))
        }
    }

    /// Re-lexes from `pos` (upstream's `resetToken`).
    pub fn reset_to(&mut self, pos: usize) {
        self.lex.reset(pos);
        self.tok = self.lex_next();
    }

    /// Whether the current token is a keyword, a bare identifier or an
    /// integer type (upstream's `isCurrentTokenAKeyword`).
    pub fn at_keyword_like(&self) -> bool {
        matches!(self.tok.kind, Kind::BareIdent | Kind::IntType | Kind::Kw(_))
    }

    // -- locations and diagnostics -------------------------------------------

    /// The location of byte offset `pos`.
    pub fn loc_at(&mut self, pos: usize) -> Location {
        let (line, col) = self.lines.line_col(self.src, pos);
        self.file_loc(line, col)
    }

    /// `loc("file":line:col)` for this source.
    pub fn file_loc(&self, line: u32, col: u32) -> Location {
        let cx = self.cx;
        Location(cx.intern_attr(AttrData::FileLineColRange(Box::new(FileRange {
            file: self.file,
            start_line: line,
            start_col: col,
            end_line: line,
            end_col: col,
            stored: 2,
        }))))
    }

    /// The line and column of byte offset `pos`.
    pub fn line_col(&mut self, pos: usize) -> (u32, u32) {
        self.lines.line_col(self.src, pos)
    }

    /// An error diagnostic at `pos` (not yet emitted).
    pub fn diag_at(&mut self, pos: usize, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(self.loc_at(pos), msg)
    }

    /// A note at `pos`, to attach to a diagnostic.
    pub fn note_at(&mut self, pos: usize, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Note, self.loc_at(pos), msg)
    }

    /// Emits a diagnostic unless the current token is a lexer error (which
    /// was reported already).
    pub fn emit(&mut self, d: Diagnostic) {
        self.had_error = true;
        if self.tok.kind == Kind::Error && d.severity == Severity::Error {
            return;
        }
        self.cx.emit(d);
    }

    /// Reports an error at `pos`.
    pub fn error_at(&mut self, pos: usize, msg: impl Into<String>) {
        let d = self.diag_at(pos, msg);
        self.emit(d);
    }

    /// The position errors about the current token are reported at (one
    /// byte back at the end of the input).
    pub fn cur_error_pos(&self) -> usize {
        let p = self.tok.start as usize;
        if self.tok.kind == Kind::Eof {
            p.saturating_sub(1).max(self.buf_start.min(p))
        } else {
            p
        }
    }

    /// Reports an error at the current token.
    pub fn error(&mut self, msg: impl Into<String>) {
        let p = self.cur_error_pos();
        self.error_at(p, msg);
    }

    /// Where a wrong-token error is reported: the current token, or, if it
    /// starts a line, the end of the previous non-blank line (before a
    /// `//` comment), as upstream's `emitWrongTokenError`.
    pub fn wrong_token_pos(&self) -> usize {
        let original = self.cur_error_pos();
        let src = self.src;
        let mut end = original;
        let begin = self.buf_start;
        loop {
            while end > begin && matches!(src[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == begin {
                return original;
            }
            if src[end - 1] != b'\n' && src[end - 1] != b'\r' {
                return end;
            }
            end -= 1;
            let line_start = src[begin..end].iter().rposition(|&b| b == b'\n' || b == b'\r').map_or(begin, |i| begin + i);
            let prev = &src[line_start..end];
            if let Some(c) = find(prev, b"//") {
                end = line_start + c;
            }
        }
    }

    /// Reports an error about an unexpected token (see
    /// [`Parser::wrong_token_pos`]).
    pub fn wrong_token_error(&mut self, msg: impl Into<String>) {
        let p = self.wrong_token_pos();
        self.error_at(p, msg);
    }

    // -- lists -----------------------------------------------------------------

    /// Parses a comma-separated list, with an optional delimiter; an empty
    /// list is accepted only between delimiters (upstream's
    /// `parseCommaSeparatedList`).
    pub fn parse_comma_list(
        &mut self,
        delim: Delimiter,
        context: &str,
        f: &mut dyn FnMut(&mut Self) -> PResult,
    ) -> PResult {
        let (open, close) = match delim {
            Delimiter::None => (None, None),
            Delimiter::Paren | Delimiter::OptionalParen => (Some(Kind::LParen), Some(Kind::RParen)),
            Delimiter::Square | Delimiter::OptionalSquare => (Some(Kind::LSquare), Some(Kind::RSquare)),
            Delimiter::LessGreater | Delimiter::OptionalLessGreater => (Some(Kind::Less), Some(Kind::Greater)),
            Delimiter::Braces | Delimiter::OptionalBraces => (Some(Kind::LBrace), Some(Kind::RBrace)),
        };
        let optional = matches!(
            delim,
            Delimiter::OptionalParen | Delimiter::OptionalSquare | Delimiter::OptionalLessGreater | Delimiter::OptionalBraces
        );
        if let (Some(open), Some(close)) = (open, close) {
            if optional && !self.at(open) {
                return Ok(());
            }
            if !self.consume_if(open) {
                self.wrong_token_error(format!("expected '{}'{context}", open.spelling()));
                // Upstream returns success here for `<` lists (a quirk kept
                // for compatibility).
                return if open == Kind::Less { Ok(()) } else { Err(()) };
            }
            if self.consume_if(close) {
                return Ok(());
            }
        }
        f(self)?;
        while self.consume_if(Kind::Comma) {
            f(self)?;
        }
        if let Some(close) = close {
            self.expect(close, &format!("expected '{}'{context}", close.spelling()))?;
        }
        Ok(())
    }

    /// Parses `element (, element)* right`, or just `right` when empty lists
    /// are allowed (upstream's `parseCommaSeparatedListUntil`).
    pub fn parse_comma_list_until(
        &mut self,
        right: Kind,
        allow_empty: bool,
        f: &mut dyn FnMut(&mut Self) -> PResult,
    ) -> PResult {
        if self.at(right) {
            if !allow_empty {
                self.wrong_token_error("expected list element");
                return Err(());
            }
            self.consume();
            return Ok(());
        }
        self.parse_comma_list(Delimiter::None, "", f)?;
        self.expect(right, &format!("expected ',' or '{}'", right.spelling()))
    }

    /// Parses a keyword or a string (an identifier key).
    pub fn parse_optional_keyword_or_string(&mut self) -> Option<Vec<u8>> {
        if self.at_keyword_like() {
            let s = self.spelling().to_vec();
            self.consume();
            return Some(s);
        }
        if self.at(Kind::String) {
            let s = crate::token::string_value(self.spelling());
            self.consume();
            return Some(s);
        }
        None
    }
}

/// Position of `needle` in `hay`.
pub fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_cursor_moves_both_ways() {
        let src = b"ab\ncd\n\nef";
        let mut c = LineCursor::new();
        assert_eq!(c.line_col(src, 4), (2, 2));
        assert_eq!(c.line_col(src, 7), (4, 1));
        assert_eq!(c.line_col(src, 1), (1, 2));
    }
}
