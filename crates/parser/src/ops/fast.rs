//! A fast path for the most common operations: the generic form of an
//! unregistered operation on one line, with plain operands, an attribute
//! dictionary of integer, string, boolean and unit values, and a signature
//! of integer, index and common float types, as the printer writes them:
//!
//! ```text
//! "foo.add"(%a, %b) {value = 4 : i32, name = "x", flag} : (i32, i32) -> i32
//! ```
//!
//! The bytes are read directly, without tokens. Anything else (comments,
//! line breaks, other attribute or type kinds, regions, successors,
//! properties, registered operations, names never resolved before in this
//! parse) makes the fast path give up before any effect on the IR, and the
//! general grammar parses the operation from its name, reporting what it
//! must. What the fast path builds is what the general path builds: the
//! same constructors, the same order of checks once the text is accepted.

use smallvec::SmallVec;

use oxmlir_ir::asm::UnresolvedOperand;
use oxmlir_ir::attrs::NamedAttribute;
use oxmlir_ir::ir::AttrList;
use oxmlir_ir::types::{FloatKind, Signedness, MAX_INTEGER_WIDTH};
use oxmlir_ir::{Attribute, OperationState, Type};

use super::{LocTarget, OpParser};
use crate::lexer::Kind;
use crate::parser::PResult;

/// A cursor over the bytes of one line.
struct Cursor<'a> {
    s: &'a [u8],
    i: usize,
}

/// Byte classes (bit flags) of the fast path's scanner.
const BARE: u8 = 1; // continues a bare identifier: [a-zA-Z0-9_$.]
const SUFFIX: u8 = 2; // continues a prefixed identifier: [a-zA-Z0-9_$.-]
const STRING_END: u8 = 4; // ends or interrupts a plain string: " \ \n \v \f

const fn classes() -> [u8; 256] {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        let mut f = 0;
        if b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b == b'.' {
            f |= BARE | SUFFIX;
        }
        if b == b'-' {
            f |= SUFFIX;
        }
        if b == b'"' || b == b'\\' || b == b'\n' || b == 0x0b || b == 0x0c {
            f |= STRING_END;
        }
        t[c] = f;
        c += 1;
    }
    t
}

static CLASS: [u8; 256] = classes();

/// Whether `c` continues a bare identifier (`[a-zA-Z0-9_$.]`).
#[inline]
fn is_bare(c: u8) -> bool {
    CLASS[c as usize] & BARE != 0
}

/// Whether `c` continues a prefixed identifier (`[a-zA-Z0-9_$.-]`).
#[inline]
fn is_suffix(c: u8) -> bool {
    CLASS[c as usize] & SUFFIX != 0
}

impl<'a> Cursor<'a> {
    #[inline]
    fn peek(&self) -> u8 {
        self.s.get(self.i).copied().unwrap_or(0)
    }

    /// Skips spaces and tabs; `None` at anything that needs the lexer
    /// (a line break, a comment, the end of the input).
    #[inline]
    fn ws(&mut self) -> Option<()> {
        loop {
            let c = self.peek();
            if c > b' ' && c != b'/' {
                return Some(());
            }
            match c {
                b' ' | b'\t' => self.i += 1,
                b'\n' | b'\r' | b'/' | 0 => return None,
                _ => return Some(()),
            }
        }
    }

    /// Consumes `c` (after spaces) if it is next.
    #[inline]
    fn eat(&mut self, c: u8) -> Option<bool> {
        self.ws()?;
        if self.peek() == c {
            self.i += 1;
            Some(true)
        } else {
            Some(false)
        }
    }

    /// Requires `c` next (after spaces).
    #[inline]
    fn expect(&mut self, c: u8) -> Option<()> {
        self.eat(c)?.then_some(())
    }

    /// A `%name` (as the lexer reads it), with its position; no `#N`.
    fn ssa_name(&mut self) -> Option<UnresolvedOperand> {
        self.ws()?;
        let start = self.i;
        if self.peek() != b'%' {
            return None;
        }
        self.i += 1;
        let c = self.peek();
        if c.is_ascii_digit() {
            while self.peek().is_ascii_digit() {
                self.i += 1;
            }
        } else if c.is_ascii_alphabetic() || matches!(c, b'$' | b'.' | b'_' | b'-') {
            self.i += 1;
            while is_suffix(self.peek()) {
                self.i += 1;
            }
        } else {
            return None;
        }
        if self.peek() == b'#' {
            return None;
        }
        Some(UnresolvedOperand { pos: start as u32, len: (self.i - start) as u32, number: 0 })
    }

    /// A bare identifier (keyword-like), starting with a letter or `_`.
    fn word(&mut self) -> Option<&'a [u8]> {
        self.ws()?;
        let start = self.i;
        let c = self.peek();
        if !(c.is_ascii_alphabetic() || c == b'_') {
            return None;
        }
        self.i += 1;
        while is_bare(self.peek()) {
            self.i += 1;
        }
        Some(&self.s[start..self.i])
    }

    /// The contents of a string literal without escapes.
    fn plain_string(&mut self) -> Option<&'a [u8]> {
        self.ws()?;
        if self.peek() != b'"' {
            return None;
        }
        let start = self.i + 1;
        let len = self.s.get(start..)?.iter().position(|&b| CLASS[b as usize] & STRING_END != 0)?;
        let j = start + len;
        if self.s[j] != b'"' {
            return None;
        }
        self.i = j + 1;
        Some(&self.s[start..j])
    }
}

impl<'a> OpParser<'a, '_> {
    /// A type of the fast path: `iN`, `siN`, `uiN`, `index`, `bf16`,
    /// `f16`, `f32`, `f64`.
    fn fast_type(&mut self, c: &mut Cursor<'a>) -> Option<Type> {
        c.ws()?;
        let cx = self.p.cx;
        // `iN` for N of one or two digits (not `i0N`), from a table.
        if c.peek() == b'i' {
            let d0 = c.s.get(c.i + 1).copied().unwrap_or(0);
            let d1 = c.s.get(c.i + 2).copied().unwrap_or(0);
            if d0.is_ascii_digit() {
                let (width, len) = if d1.is_ascii_digit() {
                    ((d0 - b'0') as usize * 10 + (d1 - b'0') as usize, 3)
                } else {
                    ((d0 - b'0') as usize, 2)
                };
                let after = c.s.get(c.i + len).copied().unwrap_or(0);
                if !is_bare(after) && (len == 2 || d0 != b'0') {
                    c.i += len;
                    let slot = &mut self.small_int_types[width];
                    return Some(*slot.get_or_insert_with(|| cx.int(width as u32)));
                }
            }
        }
        let w = c.word()?;
        let (digits, signedness) = match w {
            b"index" => return Some(cx.index_type()),
            b"f32" => return Some(cx.float_type(FloatKind::F32)),
            b"f64" => return Some(cx.float_type(FloatKind::F64)),
            b"f16" => return Some(cx.float_type(FloatKind::F16)),
            b"bf16" => return Some(cx.float_type(FloatKind::BF16)),
            [b'i', d @ ..] => (d, Signedness::Signless),
            [b's', b'i', d @ ..] => (d, Signedness::Signed),
            [b'u', b'i', d @ ..] => (d, Signedness::Unsigned),
            _ => return None,
        };
        if digits.is_empty() || digits.len() > 8 || !digits.iter().all(u8::is_ascii_digit) {
            return None;
        }
        let width = digits.iter().fold(0u32, |v, &d| v * 10 + (d - b'0') as u32);
        (width <= MAX_INTEGER_WIDTH).then(|| cx.integer_type(width, signedness))
    }

    /// `( types )` into `out`.
    fn fast_type_list(&mut self, c: &mut Cursor<'a>, out: &mut SmallVec<[Type; 4]>) -> Option<()> {
        c.expect(b'(')?;
        if c.eat(b')')? {
            return Some(());
        }
        loop {
            out.push(self.fast_type(c)?);
            if !c.eat(b',')? {
                return c.expect(b')');
            }
        }
    }

    /// An attribute value of the fast path: a decimal integer with an
    /// optional integer type (`i64` without), a plain untyped string,
    /// `true`, `false` or `unit`.
    fn fast_attr_value(&mut self, c: &mut Cursor<'a>) -> Option<Attribute> {
        let cx = self.p.cx;
        c.ws()?;
        match c.peek() {
            b'"' => {
                let s = c.plain_string()?;
                // A typed string (`"s" : i32`) is left to the general path.
                if c.eat(b':')? {
                    return None;
                }
                Some(cx.string_attr(s))
            }
            b'-' | b'0'..=b'9' => {
                let negative = c.peek() == b'-';
                c.i += negative as usize;
                let start = c.i;
                while c.peek().is_ascii_digit() {
                    c.i += 1;
                }
                let digits = &c.s[start..c.i];
                if digits.is_empty() || matches!(c.peek(), b'.' | b'x') {
                    return None;
                }
                let ty = if c.eat(b':')? { self.fast_type(c)? } else { cx.int(64) };
                let (width, signed) = cx.integer_attr_width(ty)?;
                if negative && matches!(cx.type_data(ty), oxmlir_ir::TypeData::Integer { signedness: Signedness::Unsigned, .. }) {
                    return None;
                }
                let v = crate::attrs::small_int(width, signed, negative, digits)?;
                Some(cx.integer_attr_of_width(ty, width, signed, v))
            }
            _ => match c.word()? {
                b"true" => Some(cx.bool_attr(true)),
                b"false" => Some(cx.bool_attr(false)),
                b"unit" => Some(cx.unit_attr()),
                _ => None,
            },
        }
    }

    /// `{ key = value, key, ... }` into `out`.
    fn fast_attr_dict(&mut self, c: &mut Cursor<'a>, out: &mut AttrList) -> Option<()> {
        if c.eat(b'}')? {
            return Some(());
        }
        loop {
            let key = c.word()?;
            if key.contains(&b'.') {
                return None;
            }
            let name = self.p.identifier(key);
            if out.iter().any(|na| na.name == name) {
                return None;
            }
            let value = if c.eat(b'=')? { self.fast_attr_value(c)? } else { self.p.cx.unit_attr() };
            out.push(NamedAttribute { name, value });
            if !c.eat(b',')? {
                return c.expect(b'}');
            }
        }
    }

    /// Reads the operation that starts at `start` (its first result name,
    /// or its name), interning its attributes and types but touching
    /// nothing else; `None` if it is not for the fast path.
    fn scan_fast_op(&mut self, start: usize, line: u32, line_start: usize, op: &mut FastOp<'a>) -> Option<()> {
        let mut c = Cursor { s: self.p.src, i: start };
        op.start = start;
        op.results.clear();
        op.operands.clear();
        op.inputs.clear();
        let results = &mut op.results;
        // Result names.
        if c.peek() == b'%' {
            loop {
                let u = c.ssa_name()?;
                let name = &c.s[u.pos as usize..(u.pos + u.len) as usize];
                results.push((name, 1, u.pos));
                if !c.eat(b',')? {
                    break;
                }
            }
            c.expect(b'=')?;
        }
        // The name: one already resolved in this parse, of an unregistered
        // operation.
        c.ws()?;
        let name_pos = c.i;
        let name = c.plain_string()?;
        let &(op_name, def) = self.generic_names.get(name)?;
        if def.is_some() {
            return None;
        }
        // Operands.
        let operands = &mut op.operands;
        c.expect(b'(')?;
        if !c.eat(b')')? {
            loop {
                operands.push(c.ssa_name()?);
                if !c.eat(b',')? {
                    c.expect(b')')?;
                    break;
                }
            }
        }
        // Attributes.
        let st = &mut op.st;
        st.attributes.clear();
        st.results.clear();
        if c.eat(b'{')? {
            self.fast_attr_dict(&mut c, &mut st.attributes)?;
        }
        // Signature.
        c.expect(b':')?;
        self.fast_type_list(&mut c, &mut op.inputs)?;
        c.ws()?;
        if c.peek() != b'-' || c.s.get(c.i + 1) != Some(&b'>') {
            return None;
        }
        c.i += 2;
        c.ws()?;
        if c.peek() == b'(' {
            let mut types: SmallVec<[Type; 4]> = SmallVec::new();
            self.fast_type_list(&mut c, &mut types)?;
            op.st.results.extend(types);
        } else {
            let t = self.fast_type(&mut c)?;
            op.st.results.push(t);
        }
        if op.inputs.len() != op.operands.len() {
            return None;
        }
        op.st.name = op_name;
        op.st.loc = self.p.file_loc(line, (name_pos - line_start) as u32 + 1);
        op.end = c.i;
        Some(())
    }

    /// Parses operations by the fast path, from the current token (the
    /// first result name, or the name, of an operation), for as long as
    /// they qualify, each on its own line; the tokens between them are
    /// not lexed. `None` if the first one did not qualify (nothing was done
    /// then); otherwise the current token is the one after the last
    /// operation parsed.
    pub(super) fn parse_operations_fast(&mut self) -> Option<PResult> {
        if !self.p.fast_ops || !matches!(self.p.kind(), Kind::PercentIdent | Kind::String) {
            return None;
        }
        let src = self.p.src;
        let mut start = self.p.tok.start as usize;
        // The current token is on the lexer's line.
        let (mut line, mut line_start) = self.p.lex.line_at_cursor();
        let mut first = true;
        let cx = self.p.cx;
        let mut op = FastOp {
            start,
            end: start,
            results: SmallVec::new(),
            operands: SmallVec::new(),
            inputs: SmallVec::new(),
            st: OperationState::new(self.cast_name, cx.unknown_loc()),
        };
        loop {
            if self.scan_fast_op(start, line, line_start, &mut op).is_none() {
                if first {
                    return None;
                }
                // The general grammar takes the next operation.
                self.p.resume_at(start, line, line_start);
                return Some(Ok(()));
            };
            first = false;
            #[cfg(test)]
            tests::HITS.with(|h| h.set(h.get() + 1));
            // What follows: the next line's operation, if it starts with a
            // valid token that may take the fast path; otherwise the token
            // stream resumes after the signature (the general path lexes
            // the next token before the checks below, so a lexer error
            // would come first).
            let next = next_fast_start(src, op.end);
            if next.is_none() {
                self.p.resume_at(op.end, line, line_start);
            }
            let r = self.finish_fast(&mut op, next.is_none());
            if let Err(()) = r {
                return Some(Err(()));
            }
            match next {
                Some((s, l, ls)) => {
                    start = s;
                    line += l;
                    line_start = ls;
                }
                None => return Some(Ok(())),
            }
        }
    }

    /// Resolves the operands, creates the operation, reads a trailing
    /// location when the token stream is at it, and binds the results.
    fn finish_fast(&mut self, op: &mut FastOp<'a>, trailing: bool) -> PResult {
        let mut st = OperationState::new(op.st.name, op.st.loc);
        std::mem::swap(&mut st.results, &mut op.st.results);
        std::mem::swap(&mut st.attributes, &mut op.st.attributes);
        for (u, t) in op.operands.iter().zip(&op.inputs) {
            let v = self.resolve(*u, *t)?;
            st.operands.push(v);
        }
        let defined = st.results.len();
        let id = self.create_and_insert(st)?;
        if trailing {
            self.parse_trailing_location(LocTarget::Op(id))?;
        }
        if op.results.len() == defined {
            // One name per result, as counted: bind them directly.
            for (i, &(name, _, pos)) in op.results.iter().enumerate() {
                let v = self.ir.op_result(id, i).map_err(|_| ())?;
                self.add_definition(UnresolvedOperand { pos, len: name.len() as u32, number: 0 }, v)?;
            }
            return Ok(());
        }
        let expected = op.results.len() as u64;
        self.bind_results(id, op.start, &op.results, expected)
    }
}

/// An operation read by the fast path, not yet created.
struct FastOp<'a> {
    /// Where it starts.
    start: usize,
    /// Where its signature ends.
    end: usize,
    /// Its result names.
    results: super::ResultIds<'a>,
    /// Its operands.
    operands: SmallVec<[UnresolvedOperand; 4]>,
    /// Their types.
    inputs: SmallVec<[Type; 4]>,
    /// The rest: name, location, result types, attributes.
    st: OperationState,
}

/// After an operation ending at `end`: if the rest of its line is blank
/// and the next non-blank line starts with a token that may begin a fast
/// operation (a valid `%name` or a string without escapes), where that
/// token starts, how many line breaks were passed and where its line
/// starts.
fn next_fast_start(s: &[u8], end: usize) -> Option<(usize, u32, usize)> {
    let mut i = end;
    let mut lines = 0u32;
    let mut line_start = 0;
    loop {
        match s.get(i)? {
            b' ' | b'\t' | b'\r' => i += 1,
            b'\n' => {
                i += 1;
                lines += 1;
                line_start = i;
            }
            _ => break,
        }
    }
    if lines == 0 {
        return None;
    }
    let ok = match s[i] {
        b'%' => s.get(i + 1).is_some_and(|&c| c.is_ascii_alphanumeric() || matches!(c, b'$' | b'.' | b'_' | b'-')),
        b'"' => {
            let rest = s.get(i + 1..)?;
            let n = rest.iter().position(|&b| CLASS[b as usize] & STRING_END != 0)?;
            rest[n] == b'"'
        }
        _ => false,
    };
    ok.then_some((i, lines, line_start))
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};

    use oxmlir_ir::diagnostics::Diagnostic;
    use oxmlir_ir::print::{attr_to_string, print_op, Out, PrintFlags};
    use oxmlir_ir::Context;

    use crate::ParseOptions;

    thread_local! {
        /// Operations the fast path took (on this test's thread).
        pub(super) static HITS: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
    }

    /// Parses `src` with or without the fast path; returns the module
    /// printed generically with locations, and the diagnostics.
    fn parse(src: &str, fast: bool) -> (String, Vec<String>) {
        let cx = Context::new();
        cx.set_allow_unregistered_dialects(true);
        let diags = Arc::new(Mutex::new(Vec::new()));
        let d = diags.clone();
        cx.diagnostics.attach(Arc::new(move |cx: &Context, g: &Diagnostic| {
            d.lock().unwrap().push(format!("{}: {}", attr_to_string(cx, g.loc.0), g.message));
            true
        }));
        let mut ir = cx.ir_mut();
        let top = crate::parse_into_top_with(&cx, &mut ir, src.as_bytes(), 0, b"f", ParseOptions::default(), fast);
        let mut out = Vec::new();
        if let Some(m) = top {
            let flags = PrintFlags { generic: true, debug_info: true, ..PrintFlags::default() };
            let _ = print_op(&cx, &ir, m, &flags, Out::sink(&mut |b: &[u8]| out.extend_from_slice(b)));
        }
        let diags = diags.lock().unwrap().clone();
        (String::from_utf8_lossy(&out).into_owned(), diags)
    }

    /// Every line is parsed after a first operation of the same name (the
    /// fast path only takes names already resolved), with and without the
    /// fast path: the IR and the diagnostics must be the same.
    #[test]
    fn the_fast_path_builds_what_the_general_path_builds() {
        let ops = [
            r#"%0 = "foo.op"() {value = 4 : i32} : () -> i32"#,
            r#"%0 = "foo.op"() {a = -128 : i8, b = 255 : ui8, c = 7 : index, d = 9, e = true, f = false, g = unit, h} : () -> (i1, si8)"#,
            r#"%0 = "foo.op"() {s = "text", t = "", u = 007 : i64} : () -> (f32, f64, f16, bf16, index)"#,
            r#"%0 = "foo.op"() {a = -0 : i32} : () -> i32"#,
            r#"%0 = "foo.op"() {a = 128 : si8} : () -> i32"#,
            r#"%0 = "foo.op"() {a = -1 : ui8} : () -> i32"#,
            r#"%0 = "foo.op"() {a = 1 : f32} : () -> i32"#,
            r#"%0 = "foo.op"() {a = 1, a = 2} : () -> i32"#,
            r#"%0 = "foo.op"() {a = "s" : i32, b = 0x10 : i32, c = 1.5} : () -> i32"#,
            r#"%0 = "foo.op"() {a = 99999999999999999999 : i128, foo.b = 1} : () -> i32"#,
            r#"%0 = "foo.op"() : () -> i16777216"#,
            r#"%0 = "foo.op"() : () -> index loc("x":1:2)"#,
            r#"%a, %b = "foo.op"() {x = 1 : i64} : () -> (i32, i32)"#,
            r#"%0 = "foo.op"(%0) : (i32) -> i32"#,
            r#"%1 = "foo.op"(%undef) : (i32) -> i32"#,
            r#""foo.op"(%a, %b) : (i32, i32) -> ()"#,
            r#""foo.op"(%a, %b) : (i32) -> ()"#,
            r#""foo.op"(%a, %b) : (i32, i64) -> ()"#,
            r#""foo.op"(%a#1) : (i32) -> ()"#,
            r#""foo.op"() : () -> () // comment"#,
            "\"foo.op\"(\n) : () -> ()",
            r#""foo.op"() {x = 1 : i32 : () -> ()"#,
            r#""foo.op"() : () -> i32x"#,
            r#""foo.op"() : () -> (i32"#,
            r#""foo.op"() ({}) : () -> ()"#,
            r#""foo.op"() <{p = 1}> : () -> ()"#,
            r#"%0 = "foo.op"() : () -> ()"#,
            r#"%0, %1 = "foo.op"() : () -> i32"#,
            r#"%x:2 = "foo.op"() : () -> (i32, i32)"#,
            r#"%x, %y:2 = "foo.op"() : () -> (i32, i32, i32)"#,
            r#"%x = "foo.other"() : () -> i32"#,
            r#"%x = foo.op() : () -> i32"#,
            r#"%x "foo.op"() : () -> i32"#,
            r#"%a, %b, %c, %d, %e, %f, %g = "foo.op"() {a = 0 : i0, b = 3 : i00} : () -> (i0, i00, i07, i7, i64, i128, i1x)"#,
            r#"%a, %b, %c, %d, %e, %f = "foo.op"() {a = 1 : si16, b = 2 : ui64} : () -> (si16, ui64, i999, index, f16, bf16)"#,
            r#""foo.op\n"() : () -> ()"#,
            "\"foo.op\"() {s = \"a\\\"b\"} : () -> ()",
        ];
        let mut taken = 0;
        for op in ops {
            let src = format!("%a, %b = \"foo.op\"() : () -> (i32, i32)\n  {op}\n  {op}\n");
            let slow = parse(&src, false);
            let before = HITS.with(|h| h.get());
            let fast = parse(&src, true);
            taken += (HITS.with(|h| h.get()) > before) as u32;
            assert_eq!(fast, slow, "{op}");
        }
        // The valid single-line forms above took it.
        assert!(taken >= 9, "{taken}");
        // Runs of operations: chained without tokens in between, broken by
        // other forms, comments, blank lines, locations and errors.
        let programs = [
            "%0 = \"foo.c\"() : () -> i32\n%1 = \"foo.c\"() {v = 1 : i32} : () -> i32\n\n  %2 = \"foo.c\"() {v = 2 : i32} : () -> i32\n%3 = \"foo.add\"(%1, %2) : (i32, i32) -> i32\n%4 = \"foo.add\"(%3, %2) : (i32, i32) -> i32\n",
            "%0 = \"foo.c\"() : () -> i32\n%1 = \"foo.c\"() : () -> i32 // c\n%2 = \"foo.c\"() : () -> i32\n\"foo.c\"() : () -> () loc(\"x\":3:4)\n%3 = \"foo.c\"() : () -> i32\n",
            "%0 = \"foo.c\"() : () -> i32\n%1 = \"foo.c\"(%9) : (i32) -> i32\n%2 = \"foo.c\"(%9) : (i64) -> i32\n%9 = \"foo.c\"() : () -> i32\n",
            "%0 = \"foo.c\"() : () -> i32\n%1 = \"foo.c\"(%0) : (i64) -> i32\n% = \"foo.c\"() : () -> i32\n",
            "%0 = \"foo.c\"() : () -> i32\n%1 = \"foo.c\"(%0) : (i64) -> i32\n%2 = \"foo.c\"() : () -> i32\n",
            "%0 = \"foo.c\"() : () -> i32\n%1 = \"foo.c\"() : () -> i32\n%1 = \"foo.c\"() : () -> i32\n",
            "%0 = \"foo.c\"() : () -> i32\n%1 = \"foo.c\"() : () -> i32\n\"foo.c\"(%1) ({\n  %2 = \"foo.c\"(%1) : (i32) -> i32\n  %3 = \"foo.c\"(%2) : (i32) -> i32\n}) : (i32) -> ()\n%4 = \"foo.c\"() : () -> i32\n",
            "%0 = \"foo.c\"() : () -> i32\n%1 = \"foo.c\"() : () -> i32\n\"foo.c\"() : () -> ()\n\"foo.d\"() : () -> ()\n\"foo.c\"() : () -> ()\n",
            "%0 = \"foo.c\"() : () -> i32\n%1 = \"foo.c\"() : () -> i32\n%2, %3 = \"foo.c\"() : () -> i32\n",
        ];
        for src in programs {
            let before = HITS.with(|h| h.get());
            let fast = parse(src, true);
            assert!(HITS.with(|h| h.get()) > before, "{src}");
            assert_eq!(fast, parse(src, false), "{src}");
        }
    }
}
