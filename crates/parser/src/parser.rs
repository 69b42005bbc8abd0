//! The parser core: the token cursor, diagnostics at source positions, and
//! the list helpers every grammar rule uses (upstream's `Parser` base).

use hashbrown::HashMap;
use oxmlir_ir::attrs::resources::FallbackResources;
use oxmlir_ir::diagnostics::{Diagnostic, Severity};
use oxmlir_ir::{Attribute, Context, Identifier, Location, Type};

use crate::lexer::{Kind, Kw, Lexer, Token};
use crate::lines::LinePos;

/// The result of a parse step; errors have already been reported.
pub type PResult<T = ()> = Result<T, ()>;

/// Delimiters of comma-separated lists (upstream's `Delimiter`).
pub use oxmlir_ir::asm::Delimiter;

/// A list parsed items are appended to (a `Vec` or a `SmallVec`; cheaper
/// than `Extend` for one item at a time).
pub trait PushList<T> {
    /// Appends `v`.
    fn push_item(&mut self, v: T);
}

impl<T> PushList<T> for Vec<T> {
    #[inline]
    fn push_item(&mut self, v: T) {
        self.push(v)
    }
}

impl<T, const N: usize> PushList<T> for smallvec::SmallVec<[T; N]> {
    #[inline]
    fn push_item(&mut self, v: T) {
        self.push(v)
    }
}

/// Aliases and other symbols defined while parsing one source.
#[derive(Default)]
pub struct SymbolState {
    /// `#name = attr` definitions.
    pub attr_aliases: HashMap<Vec<u8>, Attribute>,
    /// `!name = type` definitions.
    pub type_aliases: HashMap<Vec<u8>, Type>,
    /// `distinct[N]<...>` attributes by their textual id.
    pub distinct: HashMap<u64, Attribute>,
    /// Builtin resources by the name this source uses, and the key each
    /// was declared under in the context (upstream's `dialectResources`).
    pub resources: HashMap<Vec<u8>, Box<[u8]>>,
}

/// The error position one byte before the start of the source: where
/// upstream reports an error at the end of an empty input (its EOF location
/// moved back one character), shown as line 1, column 0.
pub const BEFORE_START: usize = usize::MAX;

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
    /// Line numbers of positions the lexer's cursor does not know.
    lines: LinePos,
    /// Aliases and distinct attributes.
    pub sym: SymbolState,
    /// Set once any error has been emitted.
    pub had_error: bool,
    /// Default dialects for custom operation names, innermost last.
    pub default_dialects: Vec<&'static str>,
    /// Offset where this buffer starts (a chunk of a larger source).
    pub buf_start: usize,
    /// Where unclaimed external resources go (none: they are skipped with
    /// a warning).
    pub fallback_resources: Option<&'a FallbackResources>,
    /// Whether common generic operations may take the fast path.
    pub fast_ops: bool,
    /// The `custom op '<name>' ` prefix of errors a dialect syntax hook
    /// reports while a custom operation parser runs it (upstream's
    /// `CustomOpAsmParser::emitError`), if one does.
    pub asm_prefix: Option<String>,
    /// Identifiers recently made from source bytes (direct-mapped).
    idents: [Option<(&'a [u8], Identifier)>; IDENT_CACHE],
    /// Dialect prefixes of dotted names already loaded (or found
    /// unregistered) in this parse.
    dialect_prefixes: Vec<&'a [u8]>,
}

/// Entries of the parser's identifier cache (a power of two).
const IDENT_CACHE: usize = 16;

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
            // An unnamed buffer is `-` in locations, as upstream's.
            file: cx.identifier_bytes(if file.is_empty() { b"-" } else { file }),
            lines: LinePos::START,
            sym: SymbolState::default(),
            had_error: false,
            default_dialects: vec!["builtin"],
            buf_start: start,
            fallback_resources: None,
            fast_ops: true,
            asm_prefix: None,
            idents: [None; IDENT_CACHE],
            dialect_prefixes: Vec::new(),
        };
        p.lex.reset(start);
        p.tok = p.lex_next();
        p
    }

    #[inline]
    fn lex_next(&mut self) -> Token {
        let t = self.lex.next_token();
        if t.kind == Kind::Error {
            self.report_lex_error();
        }
        t
    }

    #[cold]
    fn report_lex_error(&mut self) {
        // Kept in the lexer: where the error token sits (upstream's error
        // tokens start at the reported position; see `parse_symbol`).
        if let Some(e) = self.lex.error.clone() {
            let loc = self.loc_at(e.pos as usize);
            self.had_error = true;
            self.cx.emit(Diagnostic::error(loc, e.message));
        }
    }

    /// The identifier spelled `s` (source bytes), through a small cache of
    /// the identifiers this parse made last.
    #[inline]
    pub fn identifier(&mut self, s: &'a [u8]) -> Identifier {
        let (first, last) = match (s.first(), s.last()) {
            (Some(&f), Some(&l)) => (f as usize, l as usize),
            _ => (0, 0),
        };
        let slot = (s.len().wrapping_mul(31) ^ first.wrapping_mul(7) ^ last) & (IDENT_CACHE - 1);
        if let Some((k, id)) = self.idents[slot] {
            if k == s {
                return id;
            }
        }
        let id = self.cx.identifier_bytes(s);
        self.idents[slot] = Some((s, id));
        id
    }

    /// Loads the dialect of a dotted attribute name's prefix if it is
    /// registered (upstream's `parseAttributeDict` does, so that the
    /// dialect can verify the attribute), once per prefix and parse.
    pub fn load_dialect_of(&mut self, prefix: &'a [u8]) {
        if self.dialect_prefixes.contains(&prefix) {
            return;
        }
        if let Ok(d) = std::str::from_utf8(prefix) {
            self.cx.get_or_load_dialect(d);
        }
        self.dialect_prefixes.push(prefix);
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
        self.tok.kind == Kind::kw(k)
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
    #[inline(never)]
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
    #[inline]
    pub fn expect(&mut self, k: Kind, msg: &str) -> PResult {
        if self.consume_if(k) {
            Ok(())
        } else {
            self.expected_error(msg);
            Err(())
        }
    }

    #[cold]
    #[inline(never)]
    fn expected_error(&mut self, msg: &str) {
        self.wrong_token_error(msg)
    }

    /// Continues lexing at `pos`, which is on line `line` starting at
    /// `line_start` (a fast path read the bytes up to it).
    pub fn resume_at(&mut self, pos: usize, line: u32, line_start: usize) {
        self.prev_end = pos as u32;
        self.lex.resume_at(pos, line, line_start);
        self.tok = self.lex_next();
    }

    /// Re-lexes from `pos` (upstream's `resetToken`).
    pub fn reset_to(&mut self, pos: usize) {
        self.lex.reset(pos);
        self.tok = self.lex_next();
    }

    /// Whether the current token is a keyword, a bare identifier or an
    /// integer type (upstream's `isCurrentTokenAKeyword`).
    pub fn at_keyword_like(&self) -> bool {
        matches!(self.tok.kind, Kind::BareIdent | Kind::IntType) || self.tok.kind.is_keyword()
    }

    // -- locations and diagnostics -------------------------------------------

    /// The location of byte offset `pos`.
    #[inline]
    pub fn loc_at(&mut self, pos: usize) -> Location {
        let (line, col) = self.line_col(pos);
        self.file_loc(line, col)
    }

    /// `loc("file":line:col)` for this source.
    #[inline]
    pub fn file_loc(&self, line: u32, col: u32) -> Location {
        self.cx.file_line_col_ident(self.file, line, col)
    }

    /// The line and column of byte offset `pos`: from the lexer when `pos`
    /// is on its cursor's line (the current token usually is), otherwise
    /// counted from the last position asked for.
    #[inline]
    pub fn line_col(&mut self, pos: usize) -> (u32, u32) {
        if pos == BEFORE_START {
            return (1, 0);
        }
        if let Some(lc) = self.lex.line_of(pos) {
            return lc;
        }
        self.lines.move_to(self.src, pos);
        (self.lines.line, self.lines.col(self.lines.pos))
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

    /// The value a verifying core constructor gave, or its message
    /// reported at `pos` (upstream's `getChecked` with the parser's
    /// `emitError`, which stays silent after a lexer error).
    pub fn verified<T>(&mut self, pos: usize, r: Result<T, String>) -> PResult<T> {
        r.map_err(|m| self.error_at(pos, m))
    }

    /// Reports an error at `pos`.
    pub fn error_at(&mut self, pos: usize, msg: impl Into<String>) {
        let d = self.diag_at(pos, msg);
        self.emit(d);
    }

    /// An error reported through the assembly-parser interface a dialect
    /// syntax hook sees: with [`Parser::asm_prefix`] when a custom
    /// operation parser runs the hook.
    pub fn asm_error_at(&mut self, pos: usize, msg: &str) {
        match &self.asm_prefix {
            Some(prefix) => {
                let text = format!("{prefix}{msg}");
                self.error_at(pos, text)
            }
            None => self.error_at(pos, msg),
        }
    }

    /// The position errors about the current token are reported at (one
    /// byte back at the end of the input; [`BEFORE_START`] at the end of an
    /// empty input, which upstream reports at column 0 of line 1).
    pub fn cur_error_pos(&self) -> usize {
        let p = self.tok.start as usize;
        if self.tok.kind == Kind::Eof {
            if p == 0 {
                return BEFORE_START;
            }
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
        if original == BEFORE_START {
            return original;
        }
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
            if !self.consume_if(close) {
                self.wrong_token_error(format!("expected '{}'{context}", close.spelling()));
                return Err(());
            }
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
        if !self.consume_if(right) {
            self.wrong_token_error(format!("expected ',' or '{}'", right.spelling()));
            return Err(());
        }
        Ok(())
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
