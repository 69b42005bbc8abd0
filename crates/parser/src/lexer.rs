//! The lexer: turns the source bytes into tokens, as upstream's `Lexer`.
//!
//! Tokens are byte ranges of the source; nothing is copied. Errors are
//! returned as [`Kind::Error`] tokens with a message and a position, which
//! the parser reports (upstream's lexer reports them itself, at the same
//! point of the parse).

/// Keywords of the textual format (`TokenKinds.def`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Kw {
    AffineMap,
    AffineSet,
    Array,
    Attributes,
    Bf16,
    Ceildiv,
    Complex,
    Dense,
    DenseResource,
    Distinct,
    F16,
    F32,
    F64,
    F80,
    F8E5M2,
    F8E4M3,
    F8E4M3FN,
    F8E5M2FNUZ,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
    F8E3M4,
    F4E2M1FN,
    F6E2M3FN,
    F6E3M2FN,
    F8E8M0FNU,
    F128,
    False,
    Floordiv,
    For,
    Func,
    Index,
    Loc,
    Max,
    Memref,
    Min,
    Mod,
    None,
    Offset,
    Size,
    Sparse,
    Step,
    Strided,
    Symbol,
    Tensor,
    Tf32,
    To,
    Token,
    True,
    Tuple,
    Type,
    Unit,
    Vector,
}

/// Keyword spellings.
const KEYWORDS: &[(&str, Kw)] = &[
    ("affine_map", Kw::AffineMap),
    ("affine_set", Kw::AffineSet),
    ("array", Kw::Array),
    ("attributes", Kw::Attributes),
    ("bf16", Kw::Bf16),
    ("ceildiv", Kw::Ceildiv),
    ("complex", Kw::Complex),
    ("dense", Kw::Dense),
    ("dense_resource", Kw::DenseResource),
    ("distinct", Kw::Distinct),
    ("f16", Kw::F16),
    ("f32", Kw::F32),
    ("f64", Kw::F64),
    ("f80", Kw::F80),
    ("f8E5M2", Kw::F8E5M2),
    ("f8E4M3", Kw::F8E4M3),
    ("f8E4M3FN", Kw::F8E4M3FN),
    ("f8E5M2FNUZ", Kw::F8E5M2FNUZ),
    ("f8E4M3FNUZ", Kw::F8E4M3FNUZ),
    ("f8E4M3B11FNUZ", Kw::F8E4M3B11FNUZ),
    ("f8E3M4", Kw::F8E3M4),
    ("f4E2M1FN", Kw::F4E2M1FN),
    ("f6E2M3FN", Kw::F6E2M3FN),
    ("f6E3M2FN", Kw::F6E3M2FN),
    ("f8E8M0FNU", Kw::F8E8M0FNU),
    ("f128", Kw::F128),
    ("false", Kw::False),
    ("floordiv", Kw::Floordiv),
    ("for", Kw::For),
    ("func", Kw::Func),
    ("index", Kw::Index),
    ("loc", Kw::Loc),
    ("max", Kw::Max),
    ("memref", Kw::Memref),
    ("min", Kw::Min),
    ("mod", Kw::Mod),
    ("none", Kw::None),
    ("offset", Kw::Offset),
    ("size", Kw::Size),
    ("sparse", Kw::Sparse),
    ("step", Kw::Step),
    ("strided", Kw::Strided),
    ("symbol", Kw::Symbol),
    ("tensor", Kw::Tensor),
    ("tf32", Kw::Tf32),
    ("to", Kw::To),
    ("token", Kw::Token),
    ("true", Kw::True),
    ("tuple", Kw::Tuple),
    ("type", Kw::Type),
    ("unit", Kw::Unit),
    ("vector", Kw::Vector),
];

/// Token kinds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
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
    Kw(Kw),
}

impl Kind {
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

impl Token {
    /// Whether the token has kind `k`.
    #[inline]
    pub fn is(&self, k: Kind) -> bool {
        self.kind == k
    }

    /// Whether the token is a keyword.
    #[inline]
    pub fn is_keyword(&self) -> bool {
        matches!(self.kind, Kind::Kw(_))
    }
}

/// A lexer error: where and what.
#[derive(Clone, Debug)]
pub struct LexError {
    /// Offset the error is reported at.
    pub pos: u32,
    /// The message.
    pub message: &'static str,
}

/// The lexer state: the source and a cursor.
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    /// The error of the last [`Kind::Error`] token.
    pub error: Option<LexError>,
}

#[inline]
fn is_alpha(c: u8) -> bool {
    c.is_ascii_alphabetic()
}

#[inline]
fn is_punct(c: u8) -> bool {
    matches!(c, b'$' | b'.' | b'_' | b'-')
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a [u8]) -> Self {
        Lexer { src, pos: 0, error: None }
    }

    /// The byte at `i`, or 0 past the end (upstream's buffers end in NUL).
    #[inline]
    fn at(&self, i: usize) -> u8 {
        self.src.get(i).copied().unwrap_or(0)
    }

    /// Moves the cursor (upstream's `resetPointer`).
    #[inline]
    pub fn reset(&mut self, pos: usize) {
        self.pos = pos;
    }

    /// The current cursor.
    #[inline]
    pub fn pos(&self) -> usize {
        self.pos
    }

    #[inline]
    fn form(&self, kind: Kind, start: usize) -> Token {
        Token { kind, start: start as u32, end: self.pos as u32 }
    }

    fn error(&mut self, at: usize, start: usize, message: &'static str) -> Token {
        self.error = Some(LexError { pos: at as u32, message });
        Token { kind: Kind::Error, start: start as u32, end: self.pos as u32 }
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Token {
        loop {
            let start = self.pos;
            if start >= self.src.len() {
                return Token { kind: Kind::Eof, start: self.src.len() as u32, end: self.src.len() as u32 };
            }
            let c = self.src[start];
            self.pos += 1;
            return match c {
                b' ' | b'\t' | b'\n' | b'\r' | 0 => continue,
                b'_' => self.lex_bare_identifier(start),
                b':' => self.form(Kind::Colon, start),
                b',' => self.form(Kind::Comma, start),
                b'.' => self.lex_ellipsis(start),
                b'(' => self.form(Kind::LParen, start),
                b')' => self.form(Kind::RParen, start),
                b'{' => {
                    if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'#' {
                        self.pos += 2;
                        self.form(Kind::FileMetaBegin, start)
                    } else {
                        self.form(Kind::LBrace, start)
                    }
                }
                b'}' => self.form(Kind::RBrace, start),
                b'[' => self.form(Kind::LSquare, start),
                b']' => self.form(Kind::RSquare, start),
                b'<' => self.form(Kind::Less, start),
                b'>' => self.form(Kind::Greater, start),
                b'=' => self.form(Kind::Equal, start),
                b'+' => self.form(Kind::Plus, start),
                b'*' => self.form(Kind::Star, start),
                b'-' => {
                    if self.at(self.pos) == b'>' {
                        self.pos += 1;
                        self.form(Kind::Arrow, start)
                    } else {
                        self.form(Kind::Minus, start)
                    }
                }
                b'?' => self.form(Kind::Question, start),
                b'|' => self.form(Kind::VerticalBar, start),
                b'/' => {
                    if self.at(self.pos) == b'/' {
                        self.skip_comment();
                        continue;
                    }
                    self.error(start, start, "unexpected character")
                }
                b'@' => self.lex_at_identifier(start),
                b'#' if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'}' => {
                    self.pos += 2;
                    self.form(Kind::FileMetaEnd, start)
                }
                b'#' | b'!' | b'^' | b'%' => self.lex_prefixed_identifier(start),
                b'"' => self.lex_string(start),
                b'0'..=b'9' => self.lex_number(start),
                c if is_alpha(c) => self.lex_bare_identifier(start),
                _ => self.error(start, start, "unexpected character"),
            };
        }
    }

    fn skip_comment(&mut self) {
        // Past the second '/'.
        self.pos += 1;
        while self.pos < self.src.len() {
            let c = self.src[self.pos];
            self.pos += 1;
            if c == b'\n' || c == b'\r' {
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
        if !is_alpha(cur) && cur != b'_' {
            let p = self.pos - 1;
            return self.error(p, start, "@ identifier expected to start with letter or '_'");
        }
        while {
            let c = self.at(self.pos);
            c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')
        } {
            self.pos += 1;
        }
        self.form(Kind::AtIdent, start)
    }

    fn lex_bare_identifier(&mut self, start: usize) -> Token {
        while {
            let c = self.at(self.pos);
            c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')
        } {
            self.pos += 1;
        }
        let s = &self.src[start..self.pos];
        let all_digits = |t: &[u8]| t.iter().all(u8::is_ascii_digit);
        if (s.len() > 1 && s[0] == b'i' && all_digits(&s[1..]))
            || (s.len() > 2 && s[1] == b'i' && (s[0] == b's' || s[0] == b'u') && all_digits(&s[2..]))
        {
            return self.form(Kind::IntType, start);
        }
        let kind = keyword(s).map_or(Kind::BareIdent, Kind::Kw);
        self.form(kind, start)
    }

    fn lex_number(&mut self, start: usize) -> Token {
        if self.src[start] == b'0' && self.at(self.pos) == b'x' {
            if !self.at(self.pos + 1).is_ascii_hexdigit() {
                return self.form(Kind::Integer, start);
            }
            self.pos += 2;
            while self.at(self.pos).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.form(Kind::Integer, start);
        }
        while self.at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if self.at(self.pos) != b'.' {
            return self.form(Kind::Integer, start);
        }
        self.pos += 1;
        while self.at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        let c = self.at(self.pos);
        if c == b'e' || c == b'E' {
            let c1 = self.at(self.pos + 1);
            if c1.is_ascii_digit() || ((c1 == b'-' || c1 == b'+') && self.at(self.pos + 2).is_ascii_digit()) {
                self.pos += 2;
                while self.at(self.pos).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        self.form(Kind::Float, start)
    }

    fn lex_prefixed_identifier(&mut self, start: usize) -> Token {
        let (kind, what) = match self.src[start] {
            b'#' => (Kind::HashIdent, "invalid attribute name"),
            b'%' => (Kind::PercentIdent, "invalid SSA name"),
            b'^' => (Kind::CaretIdent, "invalid block name"),
            _ => (Kind::ExclIdent, "invalid type identifier"),
        };
        let c = self.at(self.pos);
        if c.is_ascii_digit() {
            while self.at(self.pos).is_ascii_digit() {
                self.pos += 1;
            }
        } else if is_alpha(c) || is_punct(c) {
            loop {
                self.pos += 1;
                let c = self.at(self.pos);
                if !(c.is_ascii_alphanumeric() || is_punct(c)) {
                    break;
                }
            }
        } else {
            let p = self.pos - 1;
            return self.error(p, start, what);
        }
        self.form(kind, start)
    }

    /// Lexes a string literal whose opening quote is at `start`.
    pub fn lex_string(&mut self, start: usize) -> Token {
        loop {
            if self.pos >= self.src.len() {
                // End of buffer: upstream reports at the terminating NUL.
                self.pos += 1;
                let p = self.src.len();
                self.pos = p;
                return self.error(p, start, "expected '\"' in string literal");
            }
            let c = self.src[self.pos];
            self.pos += 1;
            match c {
                b'"' => return self.form(Kind::String, start),
                b'\n' | 0x0b | 0x0c => {
                    let p = self.pos - 1;
                    return self.error(p, start, "expected '\"' in string literal");
                }
                b'\\' => {
                    let n = self.at(self.pos);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') && self.pos < self.src.len() {
                        self.pos += 1;
                    } else if n.is_ascii_hexdigit() && self.at(self.pos + 1).is_ascii_hexdigit() {
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

/// The keyword spelled `s`, if any.
pub fn keyword(s: &[u8]) -> Option<Kw> {
    // Keywords start with a lowercase letter and are short; a linear scan
    // over the few with the same first byte is fast enough.
    let first = *s.first()?;
    if !first.is_ascii_lowercase() || s.len() > 14 {
        return None;
    }
    KEYWORDS.iter().find(|(k, _)| k.as_bytes() == s).map(|&(_, kw)| kw)
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
                 Arrow, Kw(super::Kw::F32), FileMetaBegin, FileMetaEnd, Eof]
        );
        assert_eq!(kinds("0x1F 1.5e-3 1.e 0xi32"), vec![Integer, Float, Float, BareIdent, Integer, BareIdent, Eof]);
        assert_eq!(kinds("@\"a b\" @x.y si8 ui1 i"), vec![AtIdent, AtIdent, IntType, IntType, BareIdent, Eof]);
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
