//! The lexer: turns the source bytes into tokens, as upstream's `Lexer`.
//!
//! Tokens are byte ranges of the source; nothing is copied. Errors are
//! returned as [`Kind::Error`] tokens with a message and a position, which
//! the parser reports (upstream's lexer reports them itself, at the same
//! point of the parse). The lexer also knows the line of its cursor, which
//! it keeps while skipping whitespace and comments, so that the location of
//! the token just lexed costs nothing (see [`Lexer::line_of`]).

pub use crate::keywords::{keyword, Kw};
use crate::lines::LinePos;

/// Token kinds. Keywords are kinds of their own (`Kind::KwTensor`), so
/// that a kind is one byte and comparing kinds is comparing bytes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Kind {
    Eof,
    Error,
    BareIdent,
    AtIdent,
    HashIdent,
    PercentIdent,
    CaretIdent,
    ExclIdent,
    Float,
    Integer,
    String,
    IntType,
    Arrow,
    Colon,
    Comma,
    Ellipsis,
    Equal,
    Greater,
    LBrace,
    LParen,
    LSquare,
    Less,
    Minus,
    Plus,
    Question,
    RBrace,
    RParen,
    RSquare,
    Star,
    VerticalBar,
    FileMetaBegin,
    FileMetaEnd,
    // Keywords, in the order of `Kw`.
    KwAffineMap,
    KwAffineSet,
    KwArray,
    KwAttributes,
    KwBf16,
    KwCeildiv,
    KwComplex,
    KwDense,
    KwDenseResource,
    KwDistinct,
    KwF16,
    KwF32,
    KwF64,
    KwF80,
    KwF8E5M2,
    KwF8E4M3,
    KwF8E4M3FN,
    KwF8E5M2FNUZ,
    KwF8E4M3FNUZ,
    KwF8E4M3B11FNUZ,
    KwF8E3M4,
    KwF4E2M1FN,
    KwF6E2M3FN,
    KwF6E3M2FN,
    KwF8E8M0FNU,
    KwF128,
    KwFalse,
    KwFloordiv,
    KwFor,
    KwFunc,
    KwIndex,
    KwLoc,
    KwMax,
    KwMemref,
    KwMin,
    KwMod,
    KwNone,
    KwOffset,
    KwSize,
    KwSparse,
    KwStep,
    KwStrided,
    KwSymbol,
    KwTensor,
    KwTf32,
    KwTo,
    KwToken,
    KwTrue,
    KwTuple,
    KwType,
    KwUnit,
    KwVector,
}

/// The kind of each keyword, indexed by `Kw`.
const KW_KINDS: [Kind; 52] = [Kind::KwAffineMap, Kind::KwAffineSet, Kind::KwArray, Kind::KwAttributes, Kind::KwBf16, Kind::KwCeildiv, Kind::KwComplex, Kind::KwDense, Kind::KwDenseResource, Kind::KwDistinct, Kind::KwF16, Kind::KwF32, Kind::KwF64, Kind::KwF80, Kind::KwF8E5M2, Kind::KwF8E4M3, Kind::KwF8E4M3FN, Kind::KwF8E5M2FNUZ, Kind::KwF8E4M3FNUZ, Kind::KwF8E4M3B11FNUZ, Kind::KwF8E3M4, Kind::KwF4E2M1FN, Kind::KwF6E2M3FN, Kind::KwF6E3M2FN, Kind::KwF8E8M0FNU, Kind::KwF128, Kind::KwFalse, Kind::KwFloordiv, Kind::KwFor, Kind::KwFunc, Kind::KwIndex, Kind::KwLoc, Kind::KwMax, Kind::KwMemref, Kind::KwMin, Kind::KwMod, Kind::KwNone, Kind::KwOffset, Kind::KwSize, Kind::KwSparse, Kind::KwStep, Kind::KwStrided, Kind::KwSymbol, Kind::KwTensor, Kind::KwTf32, Kind::KwTo, Kind::KwToken, Kind::KwTrue, Kind::KwTuple, Kind::KwType, Kind::KwUnit, Kind::KwVector];

/// The keyword of each keyword kind, from `Kind::KwAffineMap` on.
const KINDS_KW: [Kw; 52] = [Kw::AffineMap, Kw::AffineSet, Kw::Array, Kw::Attributes, Kw::Bf16, Kw::Ceildiv, Kw::Complex, Kw::Dense, Kw::DenseResource, Kw::Distinct, Kw::F16, Kw::F32, Kw::F64, Kw::F80, Kw::F8E5M2, Kw::F8E4M3, Kw::F8E4M3FN, Kw::F8E5M2FNUZ, Kw::F8E4M3FNUZ, Kw::F8E4M3B11FNUZ, Kw::F8E3M4, Kw::F4E2M1FN, Kw::F6E2M3FN, Kw::F6E3M2FN, Kw::F8E8M0FNU, Kw::F128, Kw::False, Kw::Floordiv, Kw::For, Kw::Func, Kw::Index, Kw::Loc, Kw::Max, Kw::Memref, Kw::Min, Kw::Mod, Kw::None, Kw::Offset, Kw::Size, Kw::Sparse, Kw::Step, Kw::Strided, Kw::Symbol, Kw::Tensor, Kw::Tf32, Kw::To, Kw::Token, Kw::True, Kw::Tuple, Kw::Type, Kw::Unit, Kw::Vector];

impl Kind {
    /// The kind of keyword `k`.
    #[inline]
    pub fn kw(k: Kw) -> Kind {
        KW_KINDS[k as usize]
    }

    /// The keyword this kind is, if it is one.
    #[inline]
    pub fn keyword(self) -> Option<Kw> {
        let first = Kind::KwAffineMap as u8;
        (self as u8 >= first).then(|| KINDS_KW[(self as u8 - first) as usize])
    }

    /// Whether this kind is a keyword.
    #[inline]
    pub fn is_keyword(self) -> bool {
        self as u8 >= Kind::KwAffineMap as u8
    }

    /// The spelling of a punctuation token (for "expected ',' or ']'").
    pub fn spelling(self) -> &'static str {
        match self {
            Kind::Arrow => "->",
            Kind::Colon => ":",
            Kind::Comma => ",",
            Kind::Ellipsis => "...",
            Kind::Equal => "=",
            Kind::Greater => ">",
            Kind::LBrace => "{",
            Kind::LParen => "(",
            Kind::LSquare => "[",
            Kind::Less => "<",
            Kind::Minus => "-",
            Kind::Plus => "+",
            Kind::Question => "?",
            Kind::RBrace => "}",
            Kind::RParen => ")",
            Kind::RSquare => "]",
            Kind::Star => "*",
            Kind::VerticalBar => "|",
            Kind::FileMetaBegin => "{-#",
            Kind::FileMetaEnd => "#-}",
            _ => "",
        }
    }
}

/// A token: its kind and its byte range in the source.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// The kind.
    pub kind: Kind,
    /// Start offset.
    pub start: u32,
    /// End offset (exclusive).
    pub end: u32,
}

/// A lexer error: where and what.
#[derive(Clone, Debug)]
pub struct LexError {
    /// Offset the error is reported at.
    pub pos: u32,
    /// The message.
    pub message: &'static str,
}

/// Character classes (bit flags) of the bytes that identifiers are made of.
const BARE: u8 = 1; // continues a bare identifier: [a-zA-Z0-9_$.]
const SUFFIX: u8 = 2; // continues a prefixed identifier: [a-zA-Z0-9_$.-]
const DIGIT: u8 = 4; // [0-9]
const HEX: u8 = 8; // [0-9a-fA-F]
const ALPHA: u8 = 16; // [a-zA-Z]

const fn classes() -> [u8; 256] {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        let mut f = 0;
        if b.is_ascii_alphabetic() {
            f |= BARE | SUFFIX | ALPHA;
        }
        if b.is_ascii_digit() {
            f |= BARE | SUFFIX | DIGIT;
        }
        if b.is_ascii_hexdigit() {
            f |= HEX;
        }
        if b == b'_' || b == b'$' || b == b'.' {
            f |= BARE | SUFFIX;
        }
        if b == b'-' {
            f |= SUFFIX;
        }
        t[c] = f;
        c += 1;
    }
    t
}

static CLASS: [u8; 256] = classes();

#[inline]
fn is(c: u8, class: u8) -> bool {
    CLASS[c as usize] & class != 0
}

/// What a byte starts.
#[derive(Copy, Clone)]
enum Start {
    /// Whitespace (and NUL, as upstream).
    Space,
    /// `\n`.
    Newline,
    /// A token of this one byte.
    Single(Kind),
    /// `%`: an SSA name.
    Percent,
    /// `"`: a string.
    Quote,
    /// A letter: a bare identifier or keyword.
    Alpha,
    /// A digit: a number.
    Digit,
    /// Anything else.
    Other,
}

const fn starts() -> [Start; 256] {
    let mut t = [Start::Other; 256];
    t[b' ' as usize] = Start::Space;
    t[b'\t' as usize] = Start::Space;
    t[b'\r' as usize] = Start::Space;
    t[0] = Start::Space;
    t[b'\n' as usize] = Start::Newline;
    t[b'(' as usize] = Start::Single(Kind::LParen);
    t[b')' as usize] = Start::Single(Kind::RParen);
    t[b',' as usize] = Start::Single(Kind::Comma);
    t[b':' as usize] = Start::Single(Kind::Colon);
    t[b'=' as usize] = Start::Single(Kind::Equal);
    t[b'}' as usize] = Start::Single(Kind::RBrace);
    t[b'[' as usize] = Start::Single(Kind::LSquare);
    t[b']' as usize] = Start::Single(Kind::RSquare);
    t[b'<' as usize] = Start::Single(Kind::Less);
    t[b'>' as usize] = Start::Single(Kind::Greater);
    t[b'+' as usize] = Start::Single(Kind::Plus);
    t[b'*' as usize] = Start::Single(Kind::Star);
    t[b'?' as usize] = Start::Single(Kind::Question);
    t[b'|' as usize] = Start::Single(Kind::VerticalBar);
    t[b'%' as usize] = Start::Percent;
    t[b'"' as usize] = Start::Quote;
    let mut c = 0;
    while c < 256 {
        if (c as u8).is_ascii_alphabetic() {
            t[c] = Start::Alpha;
        } else if (c as u8).is_ascii_digit() {
            t[c] = Start::Digit;
        }
        c += 1;
    }
    t
}

static STARTS: [Start; 256] = starts();

/// The lexer state: the source, a cursor and the cursor's line.
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    /// Line of `pos` (1-based).
    line: u32,
    /// Where the line of `pos` starts.
    line_start: usize,
    /// The error of the last [`Kind::Error`] token.
    pub error: Option<LexError>,
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a [u8]) -> Self {
        Lexer { src, pos: 0, line: 1, line_start: 0, error: None }
    }

    /// The byte at `i`, or 0 past the end (upstream's buffers end in NUL).
    #[inline]
    fn at(&self, i: usize) -> u8 {
        self.src.get(i).copied().unwrap_or(0)
    }

    /// Moves the cursor (upstream's `resetPointer`), keeping its line.
    pub fn reset(&mut self, pos: usize) {
        let mut lp = LinePos { pos: self.pos, line: self.line, line_start: self.line_start };
        lp.move_to(self.src, pos);
        self.pos = lp.pos;
        self.line = lp.line;
        self.line_start = lp.line_start;
    }

    /// The cursor's line and where that line starts.
    #[inline]
    pub fn line_at_cursor(&self) -> (u32, usize) {
        (self.line, self.line_start)
    }

    /// Moves the cursor to `pos`, on line `line` starting at `line_start`
    /// (the caller read the bytes in between).
    #[inline]
    pub fn resume_at(&mut self, pos: usize, line: u32, line_start: usize) {
        self.pos = pos;
        self.line = line;
        self.line_start = line_start;
    }

    /// The line and column of `pos` if it is on the cursor's line, at or
    /// before the cursor (as the start of the token just lexed is, unless
    /// the token spans lines).
    #[inline]
    pub fn line_of(&self, pos: usize) -> Option<(u32, u32)> {
        (pos >= self.line_start && pos <= self.pos).then(|| (self.line, (pos - self.line_start) as u32 + 1))
    }

    /// Notes that the byte just consumed (at `pos - 1`) was a newline.
    #[inline]
    fn newline(&mut self) {
        self.line += 1;
        self.line_start = self.pos;
    }

    #[inline]
    fn form(&self, kind: Kind, start: usize) -> Token {
        Token { kind, start: start as u32, end: self.pos as u32 }
    }

    fn error(&mut self, at: usize, start: usize, message: &'static str) -> Token {
        self.error = Some(LexError { pos: at as u32, message });
        // A prefix read at the end of the input (`@` as the last byte) has
        // stepped past it, as upstream steps onto its terminating NUL: the
        // token still ends inside the input.
        self.pos = self.pos.min(self.src.len());
        Token { kind: Kind::Error, start: start as u32, end: self.pos as u32 }
    }

    /// Lexes the next token: whitespace and one-byte punctuation inline,
    /// everything else out of line.
    #[inline]
    pub fn next_token(&mut self) -> Token {
        let src = self.src;
        let mut pos = self.pos;
        loop {
            let Some(&c) = src.get(pos) else {
                self.pos = pos;
                return Token { kind: Kind::Eof, start: src.len() as u32, end: src.len() as u32 };
            };
            match STARTS[c as usize] {
                Start::Space => pos += 1,
                Start::Newline => {
                    pos += 1;
                    self.line += 1;
                    self.line_start = pos;
                }
                Start::Single(kind) => {
                    self.pos = pos + 1;
                    return Token { kind, start: pos as u32, end: pos as u32 + 1 };
                }
                Start::Percent => {
                    self.pos = pos + 1;
                    return self.lex_prefixed_identifier(pos, Kind::PercentIdent, "invalid SSA name");
                }
                Start::Quote => {
                    self.pos = pos + 1;
                    return self.lex_string(pos);
                }
                Start::Alpha => {
                    self.pos = pos + 1;
                    return self.lex_bare_identifier(pos);
                }
                Start::Digit => {
                    self.pos = pos + 1;
                    return self.lex_number(pos);
                }
                Start::Other => {
                    self.pos = pos + 1;
                    if let Some(t) = self.lex_other(c, pos) {
                        return t;
                    }
                    pos = self.pos;
                }
            }
        }
    }

    /// A token that is not one byte of punctuation, or `None` after a
    /// comment.
    #[inline(never)]
    fn lex_other(&mut self, c: u8, start: usize) -> Option<Token> {
        Some(match c {
            b'_' => self.lex_bare_identifier(start),
            b'.' => self.lex_ellipsis(start),
            b'{' => {
                if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'#' {
                    self.pos += 2;
                    self.form(Kind::FileMetaBegin, start)
                } else {
                    self.form(Kind::LBrace, start)
                }
            }
            b'-' => {
                if self.at(self.pos) == b'>' {
                    self.pos += 1;
                    self.form(Kind::Arrow, start)
                } else {
                    self.form(Kind::Minus, start)
                }
            }
            b'/' => {
                if self.at(self.pos) == b'/' {
                    self.skip_comment();
                    return None;
                }
                self.error(start, start, "unexpected character")
            }
            b'@' => self.lex_at_identifier(start),
            b'#' if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'}' => {
                self.pos += 2;
                self.form(Kind::FileMetaEnd, start)
            }
            b'#' => self.lex_prefixed_identifier(start, Kind::HashIdent, "invalid attribute name"),
            b'!' => self.lex_prefixed_identifier(start, Kind::ExclIdent, "invalid type identifier"),
            b'^' => self.lex_prefixed_identifier(start, Kind::CaretIdent, "invalid block name"),
            _ => self.error(start, start, "unexpected character"),
        })
    }

    fn skip_comment(&mut self) {
        // Past the second '/'.
        self.pos += 1;
        while let Some(&c) = self.src.get(self.pos) {
            self.pos += 1;
            if c == b'\n' {
                self.newline();
                return;
            }
            if c == b'\r' {
                return;
            }
        }
    }

    fn lex_ellipsis(&mut self, start: usize) -> Token {
        if self.pos >= self.src.len() || self.at(self.pos) != b'.' || self.at(self.pos + 1) != b'.' {
            let p = self.pos;
            return self.error(p, start, "expected three consecutive dots for an ellipsis");
        }
        self.pos += 2;
        self.form(Kind::Ellipsis, start)
    }

    /// Advances over bytes of `class`.
    #[inline]
    fn skip_class(&mut self, class: u8) {
        while let Some(&c) = self.src.get(self.pos) {
            if !is(c, class) {
                break;
            }
            self.pos += 1;
        }
    }

    fn lex_at_identifier(&mut self, start: usize) -> Token {
        let cur = self.at(self.pos);
        self.pos += 1;
        if cur == b'"' {
            let t = self.lex_string(self.pos - 1);
            if t.kind == Kind::Error {
                return Token { kind: Kind::Error, start: start as u32, end: t.end };
            }
            return self.form(Kind::AtIdent, start);
        }
        if !is(cur, ALPHA) && cur != b'_' {
            let p = self.pos - 1;
            return self.error(p, start, "@ identifier expected to start with letter or '_'");
        }
        self.skip_class(BARE);
        self.form(Kind::AtIdent, start)
    }

    #[inline(never)]
    fn lex_bare_identifier(&mut self, start: usize) -> Token {
        self.skip_class(BARE);
        let s = &self.src[start..self.pos];
        let kind = match s[0] {
            // `iN`, `siN`, `uiN`.
            b'i' if s.len() > 1 && s[1..].iter().all(u8::is_ascii_digit) => Kind::IntType,
            b's' | b'u' if s.len() > 2 && s[1] == b'i' && s[2..].iter().all(u8::is_ascii_digit) => Kind::IntType,
            b'a'..=b'z' => keyword(s).map_or(Kind::BareIdent, Kind::kw),
            _ => Kind::BareIdent,
        };
        self.form(kind, start)
    }

    #[inline(never)]
    fn lex_number(&mut self, start: usize) -> Token {
        if self.src[start] == b'0' && self.at(self.pos) == b'x' {
            if !is(self.at(self.pos + 1), HEX) {
                return self.form(Kind::Integer, start);
            }
            self.pos += 2;
            self.skip_class(HEX);
            return self.form(Kind::Integer, start);
        }
        self.skip_class(DIGIT);
        if self.at(self.pos) != b'.' {
            return self.form(Kind::Integer, start);
        }
        self.pos += 1;
        self.skip_class(DIGIT);
        let c = self.at(self.pos);
        if c == b'e' || c == b'E' {
            let c1 = self.at(self.pos + 1);
            if c1.is_ascii_digit() || ((c1 == b'-' || c1 == b'+') && self.at(self.pos + 2).is_ascii_digit()) {
                self.pos += 2;
                self.skip_class(DIGIT);
            }
        }
        self.form(Kind::Float, start)
    }

    #[inline(never)]
    fn lex_prefixed_identifier(&mut self, start: usize, kind: Kind, what: &'static str) -> Token {
        let c = self.at(self.pos);
        if is(c, DIGIT) {
            self.skip_class(DIGIT);
        } else if is(c, ALPHA) || matches!(c, b'$' | b'.' | b'_' | b'-') {
            self.pos += 1;
            self.skip_class(SUFFIX);
        } else {
            let p = self.pos - 1;
            return self.error(p, start, what);
        }
        self.form(kind, start)
    }

    /// Lexes a string literal whose opening quote is at `start`.
    #[inline(never)]
    pub fn lex_string(&mut self, start: usize) -> Token {
        loop {
            let Some(&c) = self.src.get(self.pos) else {
                // End of buffer: upstream reports at the terminating NUL.
                let p = self.src.len();
                self.pos = p;
                return self.error(p, start, "expected '\"' in string literal");
            };
            self.pos += 1;
            match c {
                b'"' => return self.form(Kind::String, start),
                b'\n' | 0x0b | 0x0c => {
                    if c == b'\n' {
                        self.newline();
                    }
                    let p = self.pos - 1;
                    return self.error(p, start, "expected '\"' in string literal");
                }
                b'\\' => {
                    let n = self.at(self.pos);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') && self.pos < self.src.len() {
                        self.pos += 1;
                    } else if is(n, HEX) && is(self.at(self.pos + 1), HEX) {
                        self.pos += 2;
                    } else {
                        let p = self.pos - 1;
                        return self.error(p, start, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<Kind> {
        let mut l = Lexer::new(s.as_bytes());
        let mut v = Vec::new();
        loop {
            let t = l.next_token();
            v.push(t.kind);
            if matches!(t.kind, Kind::Eof | Kind::Error) {
                return v;
            }
        }
    }

    #[test]
    fn lexes_the_basic_tokens() {
        use Kind::*;
        assert_eq!(
            kinds("%0 = \"foo.bar\"(%a#1) : (i32) -> f32 // c\n{-# #-}"),
            vec![PercentIdent, Equal, String, LParen, PercentIdent, HashIdent, RParen, Colon, LParen, IntType, RParen,
                 Arrow, KwF32, FileMetaBegin, FileMetaEnd, Eof]
        );
        assert_eq!(kinds("0x1F 1.5e-3 1.e 0xi32"), vec![Integer, Float, Float, BareIdent, Integer, BareIdent, Eof]);
        assert_eq!(kinds("@\"a b\" @x.y si8 ui1 i"), vec![AtIdent, AtIdent, IntType, IntType, BareIdent, Eof]);
    }

    #[test]
    fn keeps_the_line_of_its_cursor() {
        let src = b"a // c\n\n  b \"x\" \n c";
        let mut l = Lexer::new(src);
        l.next_token();
        assert_eq!(l.line_of(0), Some((1, 1)));
        let b = l.next_token();
        assert_eq!(l.line_of(b.start as usize), Some((3, 3)));
        l.next_token();
        let c = l.next_token();
        assert_eq!(l.line_of(c.start as usize), Some((4, 2)));
        assert_eq!(l.line_of(0), None);
        l.reset(1);
        assert_eq!(l.line_of(1), Some((1, 2)));
        l.reset(src.len());
        assert_eq!(l.line_of(src.len()), Some((4, 3)));
    }

    #[test]
    fn reports_errors() {
        let mut l = Lexer::new(b"\"abc");
        assert_eq!(l.next_token().kind, Kind::Error);
        assert_eq!(l.error.as_ref().unwrap().message, "expected '\"' in string literal");
        let mut l = Lexer::new(b"%");
        assert_eq!(l.next_token().kind, Kind::Error);
        assert_eq!(l.error.as_ref().unwrap().message, "invalid SSA name");
    }
}
