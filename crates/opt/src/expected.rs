//! `--verify-diagnostics`: the `// expected-error@+1 {{...}}` annotations
//! of a source, matched against the diagnostics the run emits (upstream's
//! `SourceMgrDiagnosticVerifierHandler`).

use oxmlir_ir::attrs::AttrData;
use oxmlir_ir::diagnostics::Severity;
use oxmlir_ir::{Attribute, Context};

use std::collections::HashMap;

use crate::ere::{self, Regex};
use crate::render::{showable, write_message, Source};

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
    /// Line and column of the annotation itself (as LLVM reports its
    /// position: the column counts from the last `\n` or `\r`).
    pub at: (u32, u32),
    /// The byte offset of the annotation.
    pub pos: usize,
    /// The text the message must contain.
    pub text: String,
    /// Whether it is an `expected-*-re` annotation.
    pub is_regex: bool,
    /// The compiled pattern of an `expected-*-re` annotation (`None` for
    /// one that does not compile as a whole: it matches nothing).
    pub regex: Option<Regex>,
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

/// Builds the pattern of an `-re` annotation: `{{...}}` parts are regexes,
/// the rest literal text (upstream's `ExpectedDiag::computeRegex`: each
/// part is checked alone, then the whole is compiled; a whole that does
/// not compile matches nothing, as upstream's invalid `llvm::Regex`).
fn compute_regex(text: &str) -> Result<Option<Regex>, String> {
    let mut pattern = String::new();
    let mut rest = text;
    loop {
        let Some(open) = rest.find("{{") else {
            pattern.push_str(&ere::escape(rest));
            break;
        };
        pattern.push_str(&ere::escape(&rest[..open]));
        rest = &rest[open + 2..];
        let Some(close) = rest.find("}}") else {
            return Err("found start of regex with no end '}}'".into());
        };
        let part = &rest[..close];
        if let Err(e) = Regex::new(part.as_bytes()) {
            return Err(format!("invalid regex: {e}"));
        }
        pattern.push('(');
        pattern.push_str(part);
        pattern.push(')');
        rest = &rest[close + 2..];
    }
    Ok(Regex::new(pattern.as_bytes()).ok())
}

/// Scans the annotations of `src` as upstream's
/// `computeExpectedDiags`: returns them and the errors about malformed
/// `-re` patterns (those annotations are dropped).
pub fn scan(src: &Source) -> (Vec<Expected>, Vec<u8>) {
    let mut out: Vec<Expected> = Vec::new();
    let mut errors = Vec::new();
    let lines: Vec<&[u8]> = src.text.bytes.split(|&b| b == b'\n').collect();
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
        let pos = src.text.line_start(line_no).unwrap_or(0) + start;
        let at = src.text.line_col(pos);
        let regex = if is_re {
            match compute_regex(text) {
                Ok(r) => r,
                Err(msg) => {
                    errors.extend_from_slice(&src.name);
                    errors.extend_from_slice(format!(":{}:{}: error: {msg}\n", at.0, at.1).as_bytes());
                    errors.extend_from_slice(&src.text.echo(pos, text.len()));
                    continue;
                }
            }
        } else {
            None
        };
        let mut e = Expected { severity, line: line_no, unknown: false, at, pos, text: text.to_string(), is_regex: is_re, regex, matched: false };
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
        Some(r) => r.is_match(msg.as_bytes()),
        None => !e.is_regex && msg.contains(&e.text),
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
    /// The annotations by the line they expect a diagnostic on (`None`:
    /// the `@unknown` ones), in order, built on first use.
    by_line: Option<HashMap<Option<u32>, Vec<usize>>>,
}

impl Verifier {
    /// A verifier of the annotations `expected`.
    pub fn new(expected: Vec<Expected>, failed: bool, only_expected: bool) -> Self {
        Verifier { expected, failed, only_expected, by_line: None }
    }

    /// Processes one diagnostic message as upstream's verifier handler:
    /// the first annotation on its line (or, at a location with no file
    /// position, the first `@unknown` one) whose text matches and whose
    /// severity is the diagnostic's is marked matched; otherwise returns
    /// the text to print (an error at the last annotation that differs only
    /// in severity, or `unexpected <severity>: <message>`), unless only
    /// the expected diagnostics are checked.
    pub fn process(&mut self, cx: &Context, src: &Source, loc: Attribute, sev: Severity, msg: &str) -> Option<Vec<u8>> {
        let line = match showable(cx, loc).and_then(|l| cx.try_attr_data(l)) {
            Some(AttrData::FileLineColRange(r)) if cx.bytes_of(r.file) == src.name.as_slice() => Some(r.start_line),
            Some(AttrData::FileLineColRange(_)) => Some(u32::MAX),
            _ => None,
        };
        let expected = &self.expected;
        let by_line = self.by_line.get_or_insert_with(|| {
            let mut m: HashMap<Option<u32>, Vec<usize>> = HashMap::new();
            for (k, e) in expected.iter().enumerate() {
                m.entry((!e.unknown).then_some(e.line)).or_default().push(k);
            }
            m
        });
        let mut near_miss = None;
        for &k in by_line.get(&line).map_or(&[][..], |v| &v[..]) {
            let e = &mut self.expected[k];
            if !matches(e, msg) {
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
        let mut out = Vec::new();
        match near_miss {
            Some(k) => {
                let (l, c) = self.expected[k].at;
                out.extend_from_slice(&src.name);
                out.extend_from_slice(
                    format!(
                        ":{l}:{c}: error: '{}' diagnostic emitted when expecting a '{}'\n",
                        sev.word(),
                        self.expected[k].severity.word(),
                    )
                    .as_bytes(),
                );
                out.extend_from_slice(&src.text.echo(self.expected[k].pos, 0));
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
    pub fn finish(&mut self, src: &Source, unknown_twice: bool) -> Vec<u8> {
        let mut out = Vec::new();
        // Annotations with a file position first, then the `@unknown` ones
        // (reported with no position).
        for e in self.expected.iter().filter(|e| !e.unknown).chain(self.expected.iter().filter(|e| e.unknown)) {
            if e.matched {
                continue;
            }
            if e.unknown {
                self.failed = true;
                out.extend_from_slice(format!("<unknown>:0: error: expected {} \"{}\" was not produced\n", e.severity.word(), e.text).as_bytes());
                continue;
            }
            self.failed = true;
            let (l, c) = e.at;
            out.extend_from_slice(&src.name);
            out.extend_from_slice(format!(":{l}:{c}: error: expected {} \"{}\" was not produced\n", e.severity.word(), e.text).as_bytes());
            out.extend_from_slice(&src.text.echo(e.pos, e.text.len()));
        }
        if unknown_twice {
            for e in self.expected.iter().filter(|e| e.unknown && !e.matched) {
                out.extend_from_slice(format!("<unknown>:0: error: expected {} \"{}\" was not produced\n", e.severity.word(), e.text).as_bytes());
            }
        }
        out
    }
}
