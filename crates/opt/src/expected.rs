//! `--verify-diagnostics`: the `// expected-error@+1 {{...}}` annotations
//! of a source, matched against the diagnostics the run emits (upstream's
//! `SourceMgrDiagnosticVerifierHandler`).

use oxmlir_ir::attrs::AttrData;
use oxmlir_ir::diagnostics::Severity;
use oxmlir_ir::{Attribute, Context};

use crate::render::{showable, write_message, Source};

/// One `expected-*` annotation.
#[derive(Debug)]
pub struct Expected {
    /// The severity expected.
    pub severity: Severity,
    /// Line the diagnostic is expected on (0 for `@unknown`).
    pub line: u32,
    /// Line and column of the annotation itself.
    pub at: (u32, u32),
    /// The text the message must contain.
    pub text: String,
    /// Whether `text` is a regex (`expected-error-re`).
    pub regex: bool,
    /// Whether a diagnostic matched it.
    pub matched: bool,
}

/// Scans the annotations of `text` (lines counted from 1 in the whole
/// text), keeping those on lines `first..=last`.
pub fn scan(text: &[u8], first: u32, last: u32) -> Vec<Expected> {
    let mut out = Vec::new();
    let lines: Vec<&[u8]> = text.split(|&b| b == b'\n').collect();
    let mut pending_below: Vec<usize> = Vec::new();
    for (i, raw) in lines.iter().enumerate() {
        let line_no = i as u32 + 1;
        let s = String::from_utf8_lossy(raw);
        let mut search = 0;
        let mut found_here = false;
        while let Some(off) = s[search..].find("expected-") {
            let start = search + off;
            search = start + 9;
            let rest = &s[start + 9..];
            let (severity, kind_len) = if rest.starts_with("error") {
                (Severity::Error, 5)
            } else if rest.starts_with("warning") {
                (Severity::Warning, 7)
            } else if rest.starts_with("note") {
                (Severity::Note, 4)
            } else if rest.starts_with("remark") {
                (Severity::Remark, 6)
            } else {
                continue;
            };
            let mut r = &rest[kind_len..];
            let regex = r.starts_with("-re");
            if regex {
                r = &r[3..];
            }
            let r_trim = r.trim_start_matches(' ');
            let mut target = Some(line_no);
            let mut below = false;
            let mut r2 = r_trim;
            if let Some(a) = r_trim.strip_prefix('@') {
                let end = a.find([' ', '{']).unwrap_or(a.len());
                let spec = &a[..end];
                r2 = a[end..].trim_start_matches(' ');
                match spec {
                    "above" => target = line_no.checked_sub(1),
                    "below" => below = true,
                    "unknown" => target = Some(0),
                    _ => {
                        let n: i64 = spec.trim_start_matches('+').parse().unwrap_or(0);
                        target = u32::try_from(line_no as i64 + n).ok();
                    }
                }
            }
            let Some(body) = r2.strip_prefix("{{") else { continue };
            let Some(close) = body.rfind("}}") else { continue };
            let text = body[..close].to_string();
            if !(first..=last).contains(&line_no) {
                continue;
            }
            found_here = true;
            out.push(Expected {
                severity,
                line: target.unwrap_or(0),
                at: (line_no, start as u32 + 1),
                text,
                regex,
                matched: false,
            });
            if below {
                pending_below.push(out.len() - 1);
            }
        }
        // `@below` points at the next line without an annotation.
        if !found_here && !pending_below.is_empty() {
            for k in pending_below.drain(..) {
                out[k].line = line_no;
            }
        }
    }
    out
}

/// Whether `msg` matches an annotation's text.
fn matches(e: &Expected, msg: &str) -> bool {
    if !e.regex {
        return msg.contains(&e.text);
    }
    // `{{...}}` parts of an `-re` annotation are regexes; other text is
    // literal. Supported: `.*` and literal text.
    let pattern = e.text.replace("{{.*}}", "\u{0}").replace("{{", "").replace("}}", "");
    let parts: Vec<&str> = pattern.split('\u{0}').collect();
    let mut pos = 0;
    for p in parts {
        match msg[pos..].find(p) {
            Some(f) => pos += f + p.len(),
            None => return false,
        }
    }
    true
}

/// The verifier state.
pub struct Verifier {
    /// The annotations.
    pub expected: Vec<Expected>,
    /// Whether a mismatch was found.
    pub failed: bool,
}

impl Verifier {
    /// Processes one diagnostic message; returns the text to print for an
    /// unexpected one.
    pub fn process(&mut self, cx: &Context, src: &Source, loc: Attribute, sev: Severity, msg: &str) -> Option<String> {
        let line = match showable(cx, loc).and_then(|l| cx.try_attr_data(l)) {
            Some(AttrData::FileLineColRange(r)) if cx.bytes_of(r.file) == src.name.as_slice() => r.start_line,
            Some(AttrData::FileLineColRange(_)) => u32::MAX,
            _ => 0,
        };
        if let Some(e) = self.expected.iter_mut().find(|e| !e.matched && e.severity == sev && e.line == line && matches(e, msg)) {
            e.matched = true;
            return None;
        }
        if let Some(e) = self.expected.iter_mut().find(|e| e.severity == sev && e.line == line && matches(e, msg)) {
            e.matched = true;
            return None;
        }
        self.failed = true;
        let mut out = String::new();
        write_message(cx, src, &mut out, loc, Severity::Error, &format!("unexpected {}: {msg}", sev.word()), true);
        Some(out)
    }

    /// Reports the annotations no diagnostic matched.
    pub fn finish(&mut self, src: &Source) -> String {
        let mut out = String::new();
        let name = String::from_utf8_lossy(&src.name).into_owned();
        let lines: Vec<&[u8]> = src.text.split(|&b| b == b'\n').collect();
        for e in &self.expected {
            if e.matched {
                continue;
            }
            self.failed = true;
            let (l, c) = e.at;
            out.push_str(&format!("{name}:{l}:{c}: error: expected {} \"{}\" was not produced\n", e.severity.word(), e.text));
            if let Some(text) = lines.get(l as usize - 1) {
                out.push_str(&String::from_utf8_lossy(text));
                out.push('\n');
                out.push_str(&" ".repeat(c as usize - 1));
                out.push('^');
                out.push_str(&"~".repeat(e.text.chars().count().saturating_sub(1)));
                out.push('\n');
            }
        }
        out
    }
}
