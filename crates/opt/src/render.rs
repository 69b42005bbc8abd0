//! Diagnostics rendered as upstream's `SourceMgrDiagnosticHandler` does:
//! `file:line:col: error: message`, then the source line and a caret.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use oxmlir_ir::attrs::AttrData;
use oxmlir_ir::diagnostics::{Diagnostic, Severity};
use oxmlir_ir::{Attribute, Context, Location};

/// Other files' texts by name (`None`: unreadable).
pub type OtherFiles = HashMap<Vec<u8>, Option<Arc<Vec<u8>>>>;

/// A source buffer diagnostics may point into.
pub struct Source {
    /// The buffer identifier (file name, or `<stdin>`).
    pub name: Vec<u8>,
    /// The whole text.
    pub text: Vec<u8>,
    /// Other files diagnostics pointed into, read from disk on first use
    /// (`None`: unreadable), as upstream's source manager loads them.
    pub others: Mutex<OtherFiles>,
}

impl Source {
    /// A buffer with its identifier and text.
    pub fn new(name: Vec<u8>, text: Vec<u8>) -> Self {
        Source { name, text, others: Mutex::new(HashMap::new()) }
    }

    /// The text of the file `name` (read from disk, relative to the
    /// working directory, unless it names this buffer).
    fn text_of(&self, name: &[u8]) -> Option<Arc<Vec<u8>>> {
        if name == self.name.as_slice() {
            return None;
        }
        let mut others = self.others.lock().unwrap_or_else(|e| e.into_inner());
        others
            .entry(name.to_vec())
            .or_insert_with(|| {
                let path = std::path::PathBuf::from(String::from_utf8_lossy(name).into_owned());
                std::fs::read(path).ok().map(Arc::new)
            })
            .clone()
    }
}

/// The file/line/column location a diagnostic at `loc` is reported at
/// (upstream's `loc->findInstanceOf<FileLineColLoc>()`, as mlir-opt's
/// handler shows every location as it is): the first point location (a
/// range with only a start line and column) met walking `loc` in pre-order
/// (a call site's callee then its caller, a name's child, a fused
/// location's parts).
pub fn showable(cx: &Context, loc: Attribute) -> Option<Attribute> {
    match cx.try_attr_data(loc)? {
        AttrData::FileLineColRange(_) => Some(loc),
        AttrData::CallSiteLoc { callee, caller } => showable(cx, *callee).or_else(|| showable(cx, *caller)),
        AttrData::NameLoc { child, .. } => showable(cx, *child),
        AttrData::FusedLoc { locs, .. } => locs.iter().find_map(|l| showable(cx, *l)),
        _ => None,
    }
}

/// The caller of the call site `loc` is, or is made of (upstream's
/// `getCallSiteLoc`: through names and the first fused part that has one).
fn caller_of(cx: &Context, loc: Attribute) -> Option<Attribute> {
    match cx.try_attr_data(loc)? {
        AttrData::CallSiteLoc { caller, .. } => Some(*caller),
        AttrData::NameLoc { child, .. } => caller_of(cx, *child),
        AttrData::FusedLoc { locs, .. } => locs.iter().find_map(|l| caller_of(cx, *l)),
        _ => None,
    }
}

/// How many `called from` notes are shown (upstream's `callStackLimit`).
const CALL_STACK_LIMIT: usize = 10;

/// Writes one message, with its source line when `show_line`.
pub fn write_message(cx: &Context, src: &Source, out: &mut String, loc: Attribute, sev: Severity, msg: &str, show_line: bool) {
    let word = sev.word();
    let Some(AttrData::FileLineColRange(r)) = showable(cx, loc).and_then(|l| cx.try_attr_data(l)) else {
        // Upstream prints these through `SourceMgr::PrintMessage` with no
        // source position: `<unknown>:0: `.
        out.push_str(&format!("<unknown>:0: {word}: "));
        if !matches!(cx.try_attr_data(loc), Some(AttrData::UnknownLoc)) {
            out.push_str(&oxmlir_ir::print::location_to_string_with(cx, Location(loc), &cx.diagnostic_print_flags()));
            out.push_str(": ");
        }
        out.push_str(&format!("{msg}\n"));
        return;
    };
    let file = String::from_utf8_lossy(cx.bytes_of(r.file)).into_owned();
    let (line, col) = (r.start_line, r.start_col);
    let fname = cx.bytes_of(r.file);
    let other = if show_line && line != 0 && col != 0 && fname != src.name.as_slice() { src.text_of(fname) } else { None };
    let buffer: Option<&[u8]> = if fname == src.name.as_slice() { Some(&src.text) } else { other.as_deref().map(|v| v.as_slice()) };
    let line_text = buffer.filter(|_| show_line && line != 0 && col != 0).and_then(|b| b.split(|&b| b == b'\n').nth(line as usize - 1));
    match line_text {
        Some(text) if (col as usize) <= text.len() + 1 => {
            let text = text.strip_suffix(b"\r").unwrap_or(text);
            out.push_str(&format!("{file}:{line}:{col}: {word}: {msg}\n"));
            out.push_str(&source_line(text, col as usize - 1, 1));
        }
        _ => out.push_str(&format!("{file}:{line}:{col}: {word}: {msg}\n")),
    }
}

/// A source line and the caret line under it as LLVM's `SMDiagnostic`
/// prints them: tabs expanded to stops of 8 columns in both, `^` at byte
/// `col0` and `~` under the rest of the `len` bytes from there, trailing
/// blanks of the caret line dropped.
pub fn source_line(text: &[u8], col0: usize, len: usize) -> String {
    const TAB_STOP: usize = 8;
    let mut caret = vec![b' '; text.len() + 1];
    for c in caret.iter_mut().skip(col0).take(len.max(1)) {
        *c = b'~';
    }
    caret[col0.min(text.len())] = b'^';
    while caret.last() == Some(&b' ') {
        caret.pop();
    }
    let (mut line, mut marks) = (Vec::new(), Vec::new());
    let mut col = 0;
    for i in 0..text.len().max(caret.len()) {
        let tab = text.get(i) == Some(&b'\t');
        let width = if tab { TAB_STOP - col % TAB_STOP } else { 1 };
        match text.get(i) {
            Some(b'\t') => line.extend(std::iter::repeat_n(b' ', width)),
            Some(&b) => line.push(b),
            None => {}
        }
        if let Some(&c) = caret.get(i) {
            marks.extend(std::iter::repeat_n(c, width));
        }
        col += width;
    }
    line.push(b'\n');
    line.extend_from_slice(&marks);
    line.push(b'\n');
    String::from_utf8_lossy(&line).into_owned()
}

/// Renders a diagnostic and its notes: the message, one `called from`
/// note per caller when the location is a call site, then the notes (each
/// with its source line unless it is at the location shown just before).
pub fn render(cx: &Context, src: &Source, d: &Diagnostic) -> String {
    let mut out = String::new();
    let mut loc = d.loc.0;
    write_message(cx, src, &mut out, loc, d.severity, &d.message, true);
    if let Some(caller) = caller_of(cx, loc) {
        loc = caller;
        for _ in 0..CALL_STACK_LIMIT {
            write_message(cx, src, &mut out, loc, Severity::Note, "called from", true);
            match caller_of(cx, loc) {
                Some(c) => loc = c,
                None => break,
            }
        }
    }
    for n in &d.notes {
        write_message(cx, src, &mut out, n.loc.0, n.severity, &n.message, loc != n.loc.0);
        loc = n.loc.0;
    }
    out
}
