//! `--verify-diagnostics`: the `// expected-error@+1 {{...}}` annotations
//! of a source, matched against the diagnostics the run emits (upstream's
//! `SourceMgrDiagnosticVerifierHandler`).

use oxmlir_ir::attrs::AttrData;
use oxmlir_ir::diagnostics::Severity;
use oxmlir_ir::{Attribute, Context};

use crate::render::{showable, source_line, write_message, Source};

/// One `expected-*` annotation.
#[derive(Debug)]
pub struct Expected {
    /// The severity expected.
    pub severity: Severity,
    /// Line the diagnostic is expected on.
    pub line: u32,
    /// Whether it expects a diagnostic with no file position
    /// (`@unknown`).
    pub unknown: bool,
    /// Line and column of the annotation itself.
    pub at: (u32, u32),
    /// The text the message must contain.
    pub text: String,
    /// The compiled pattern of an `expected-*-re` annotation.
    pub regex: Option<regex::Regex>,
    /// Whether a diagnostic matched it.
    pub matched: bool,
}

/// Parses the annotation of one line as upstream's pattern
/// `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *{{(.*)}}$`
/// (on the line without trailing white space; the leftmost match wins):
/// (byte offset, severity, regex, designator, text).
fn parse_line(line: &str) -> Option<(usize, Severity, bool, Option<&str>, &str)> {
    let mut search = 0;
    while let Some(off) = line[search..].find("expected-") {
        let start = search + off;
        search = start + 1;
        let rest = &line[start + 9..];
        let Some((severity, kind)) = [
            (Severity::Error, "error"),
            (Severity::Note, "note"),
            (Severity::Remark, "remark"),
            (Severity::Warning, "warning"),
        ]
        .into_iter()
        .find(|(_, k)| rest.starts_with(k)) else {
            continue;
        };
        let mut r = &rest[kind.len()..];
        let regex = r.starts_with("-re");
        if regex {
            r = &r[3..];
        }
        r = r.trim_start_matches(' ');
        let mut designator = None;
        if let Some(a) = r.strip_prefix('@') {
            let len = if a.starts_with(['+', '-']) {
                let digits = a[1..].bytes().take_while(u8::is_ascii_digit).count();
                if digits == 0 {
                    continue;
                }
                1 + digits
            } else if let Some(w) = ["above", "below", "unknown"].into_iter().find(|w| a.starts_with(w)) {
                w.len()
            } else {
                continue;
            };
            designator = Some(&a[..len]);
            r = a[len..].trim_start_matches(' ');
        }
        let Some(body) = r.strip_prefix("{{") else { continue };
        let Some(text) = body.strip_suffix("}}") else { continue };
        return Some((start, severity, regex, designator, text));
    }
    None
}

/// The message LLVM's regex library gives for a pattern it refuses (as
/// near as the `regex` crate's errors tell).
fn regex_error_message(e: &regex::Error, pattern: &str) -> String {
    let text = e.to_string();
    let msg = if text.contains("unclosed character class") {
        "brackets ([ ]) not balanced"
    } else if text.contains("unclosed group") || text.contains("unopened group") {
        "parentheses not balanced"
    } else if text.contains("repetition operator missing expression") {
        "repetition-operator operand invalid"
    } else if text.contains("repetition quantifier") || text.contains("counted repetition") || text.contains("decimal") {
        if pattern.contains('{') && !pattern.contains('}') {
            "braces not balanced"
        } else {
            "invalid repetition count(s)"
        }
    } else if text.contains("incomplete escape") {
        "trailing backslash (\\)"
    } else if text.contains("invalid character class range") {
        "invalid character range"
    } else if text.contains("character class") {
        "invalid character class"
    } else {
        "invalid argument to regex routine"
    };
    msg.to_string()
}

/// Whether a POSIX extended regex has a repetition operator with nothing
/// to repeat (at the start, after `(` or `|`, or right after another
/// repetition), which LLVM's regex library refuses and the `regex` crate
/// accepts (as a lazy or possessive form, or an empty repetition).
fn bad_repetition(pattern: &str) -> bool {
    #[derive(PartialEq)]
    enum Prev {
        Start,
        Atom,
        Rep,
    }
    let b = pattern.as_bytes();
    let mut prev = Prev::Start;
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let rep = matches!(c, b'*' | b'+' | b'?') || (c == b'{' && b.get(i + 1).is_some_and(u8::is_ascii_digit));
        if rep {
            if prev != Prev::Atom {
                return true;
            }
            prev = Prev::Rep;
            if c == b'{' {
                while i < b.len() && b[i] != b'}' {
                    i += 1;
                }
            }
            i += 1;
            continue;
        }
        match c {
            b'\\' => i += 1,
            b'[' => {
                i += 1;
                if b.get(i) == Some(&b'^') {
                    i += 1;
                }
                if b.get(i) == Some(&b']') {
                    i += 1;
                }
                while i < b.len() && b[i] != b']' {
                    if b[i] == b'[' && matches!(b.get(i + 1), Some(b':' | b'.' | b'=')) {
                        let close = b[i + 1];
                        i += 2;
                        while i + 1 < b.len() && !(b[i] == close && b[i + 1] == b']') {
                            i += 1;
                        }
                        i += 1;
                    }
                    i += 1;
                }
            }
            _ => {}
        }
        prev = if matches!(c, b'(' | b'|') { Prev::Start } else { Prev::Atom };
        i += 1;
    }
    false
}

/// Builds the pattern of an `-re` annotation: `{{...}}` parts are regexes,
/// the rest literal text (upstream's `ExpectedDiag::computeRegex`).
fn compute_regex(text: &str) -> Result<regex::Regex, String> {
    let mut pattern = String::new();
    let mut rest = text;
    loop {
        let Some(open) = rest.find("{{") else {
            pattern.push_str(&regex::escape(rest));
            break;
        };
        pattern.push_str(&regex::escape(&rest[..open]));
        rest = &rest[open + 2..];
        let Some(close) = rest.find("}}") else {
            return Err("found start of regex with no end '}}'".into());
        };
        let part = &rest[..close];
        if bad_repetition(part) {
            return Err("invalid regex: repetition-operator operand invalid".into());
        }
        if let Err(e) = regex::Regex::new(part) {
            return Err(format!("invalid regex: {}", regex_error_message(&e, part)));
        }
        pattern.push('(');
        pattern.push_str(part);
        pattern.push(')');
        rest = &rest[close + 2..];
    }
    regex::Regex::new(&pattern).map_err(|e| format!("invalid regex: {}", regex_error_message(&e, &pattern)))
}

/// Scans the annotations of `src` as upstream's
/// `computeExpectedDiags`: returns them and the errors about malformed
/// `-re` patterns (those annotations are dropped).
pub fn scan(src: &Source) -> (Vec<Expected>, String) {
    let mut out: Vec<Expected> = Vec::new();
    let mut errors = String::new();
    let name = String::from_utf8_lossy(&src.name).into_owned();
    let lines: Vec<&[u8]> = src.text.split(|&b| b == b'\n').collect();
    let total = lines.len() as u32;
    let mut pending_below: Vec<usize> = Vec::new();
    let mut last_plain = 0u32;
    for (i, raw) in lines.iter().enumerate() {
        let line_no = i as u32 + 1;
        // Most lines hold no annotation: skip them without decoding.
        let annotated = raw.windows(9).any(|w| w == b"expected-");
        let full = if annotated { String::from_utf8_lossy(raw) } else { std::borrow::Cow::Borrowed("") };
        let s = full.trim_end();
        let parsed = if annotated { parse_line(s) } else { None };
        let Some((start, severity, is_re, designator, text)) = parsed else {
            for k in pending_below.drain(..) {
                out[k].line = line_no;
            }
            last_plain = line_no - 1;
            continue;
        };
        let at = (line_no, start as u32 + 1);
        let regex = if is_re {
            match compute_regex(text) {
                Ok(r) => Some(r),
                Err(msg) => {
                    errors.push_str(&format!("{name}:{}:{}: error: {msg}\n", at.0, at.1));
                    errors.push_str(&source_line(raw.strip_suffix(b"\r").unwrap_or(raw), start, text.len()));
                    continue;
                }
            }
        } else {
            None
        };
        let mut e = Expected { severity, line: line_no, unknown: false, at, text: text.to_string(), regex, matched: false };
        match designator {
            None => {}
            Some("unknown") => e.unknown = true,
            Some("above") => e.line = last_plain + 1,
            Some("below") => {
                pending_below.push(out.len());
                e.line = total;
            }
            Some(d) => {
                let n: u32 = d[1..].parse().unwrap_or(u32::MAX);
                e.line = if d.starts_with('+') { line_no.wrapping_add(n) } else { line_no.wrapping_sub(n) };
            }
        }
        out.push(e);
    }
    (out, errors)
}

/// Whether `msg` matches an annotation's text.
fn matches(e: &Expected, msg: &str) -> bool {
    match &e.regex {
        Some(r) => r.is_match(msg),
        None => msg.contains(&e.text),
    }
}

/// The verifier state.
pub struct Verifier {
    /// The annotations.
    pub expected: Vec<Expected>,
    /// Whether a mismatch was found.
    pub failed: bool,
    /// `--verify-diagnostics=only-expected`: a diagnostic no annotation
    /// expects (or whose severity differs) is ignored.
    pub only_expected: bool,
}

impl Verifier {
    /// Processes one diagnostic message as upstream's verifier handler:
    /// the first annotation on its line (or, at a location with no file
    /// position, the first `@unknown` one) whose text matches and whose
    /// severity is the diagnostic's is marked matched; otherwise returns
    /// the text to print (an error at the last annotation that differs only
    /// in severity, or `unexpected <severity>: <message>`), unless only
    /// the expected diagnostics are checked.
    pub fn process(&mut self, cx: &Context, src: &Source, loc: Attribute, sev: Severity, msg: &str) -> Option<String> {
        let line = match showable(cx, loc).and_then(|l| cx.try_attr_data(l)) {
            Some(AttrData::FileLineColRange(r)) if cx.bytes_of(r.file) == src.name.as_slice() => Some(r.start_line),
            Some(AttrData::FileLineColRange(_)) => Some(u32::MAX),
            _ => None,
        };
        let mut near_miss = None;
        for (k, e) in self.expected.iter_mut().enumerate() {
            let here = match line {
                Some(l) => !e.unknown && e.line == l,
                None => e.unknown,
            };
            if !here || !matches(e, msg) {
                continue;
            }
            if e.severity == sev {
                e.matched = true;
                return None;
            }
            near_miss = Some(k);
        }
        if self.only_expected {
            return None;
        }
        self.failed = true;
        let mut out = String::new();
        match near_miss {
            Some(k) => {
                let (l, c) = self.expected[k].at;
                let name = String::from_utf8_lossy(&src.name);
                let text = src.text.split(|&b| b == b'\n').nth(l as usize - 1).unwrap_or_default();
                out.push_str(&format!(
                    "{name}:{l}:{c}: error: '{}' diagnostic emitted when expecting a '{}'\n",
                    sev.word(),
                    self.expected[k].severity.word(),
                ));
                out.push_str(&source_line(text.strip_suffix(b"\r").unwrap_or(text), c as usize - 1, 1));
            }
            None => write_message(cx, src, &mut out, loc, Severity::Error, &format!("unexpected {}: {msg}", sev.word()), true),
        }
        Some(out)
    }

    /// Reports the annotations no diagnostic matched. With
    /// `unknown_twice` the unmatched `@unknown` ones are reported a second
    /// time at the end, as mlir-opt's `--verify-diagnostics` does (its
    /// handler checks once explicitly and once when destroyed, and only
    /// the per-file annotations are cleared in between).
    pub fn finish(&mut self, src: &Source, unknown_twice: bool) -> String {
        let mut out = String::new();
        let name = String::from_utf8_lossy(&src.name).into_owned();
        let lines: Vec<&[u8]> = src.text.split(|&b| b == b'\n').collect();
        // Annotations with a file position first, then the `@unknown` ones
        // (reported with no position).
        for e in self.expected.iter().filter(|e| !e.unknown).chain(self.expected.iter().filter(|e| e.unknown)) {
            if e.matched {
                continue;
            }
            if e.unknown {
                self.failed = true;
                out.push_str(&format!("<unknown>:0: error: expected {} \"{}\" was not produced\n", e.severity.word(), e.text));
                continue;
            }
            self.failed = true;
            let (l, c) = e.at;
            out.push_str(&format!("{name}:{l}:{c}: error: expected {} \"{}\" was not produced\n", e.severity.word(), e.text));
            if let Some(text) = lines.get(l as usize - 1) {
                out.push_str(&source_line(text.strip_suffix(b"\r").unwrap_or(text), c as usize - 1, e.text.len()));
            }
        }
        if unknown_twice {
            for e in self.expected.iter().filter(|e| e.unknown && !e.matched) {
                out.push_str(&format!("<unknown>:0: error: expected {} \"{}\" was not produced\n", e.severity.word(), e.text));
            }
        }
        out
    }
}
