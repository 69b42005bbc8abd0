//! Diagnostics rendered as upstream's `SourceMgrDiagnosticHandler` does:
//! `file:line:col: error: message`, then the source line and a caret.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use oxmlir_ir::attrs::AttrData;
use oxmlir_ir::diagnostics::{Diagnostic, Severity};
use oxmlir_ir::{Attribute, Context, Location};

/// Other files' texts by name (`None`: unreadable).
pub type OtherFiles = HashMap<Vec<u8>, Option<Arc<Text>>>;

/// A text with the index of its line starts, built on first use, so that
/// finding a line costs a binary search instead of a scan of the text (as
/// upstream's `SourceMgr` caches the offsets of its buffers' newlines).
pub struct Text {
    /// The bytes.
    pub bytes: Vec<u8>,
    /// The offset of each line's first byte (lines end at `\n`).
    starts: OnceLock<Vec<usize>>,
}

impl Text {
    /// A text; its index is built when first needed.
    pub fn new(bytes: Vec<u8>) -> Self {
        Text { bytes, starts: OnceLock::new() }
    }

    /// The offsets lines start at.
    fn starts(&self) -> &[usize] {
        self.starts.get_or_init(|| {
            let mut v = vec![0];
            v.extend(self.bytes.iter().enumerate().filter(|&(_, &b)| b == b'\n').map(|(i, _)| i + 1));
            v
        })
    }

    /// The offset 1-based `line` starts at (`None` past the last line).
    pub fn line_start(&self, line: u32) -> Option<usize> {
        self.starts().get((line as usize).checked_sub(1)?).copied()
    }

    /// The 1-based line and column of byte `pos` as LLVM's `SourceMgr`
    /// reports a pointer: lines end at `\n`; the column counts from the
    /// last `\n` or `\r` before `pos`.
    pub fn line_col(&self, pos: usize) -> (u32, u32) {
        let starts = self.starts();
        let k = starts.partition_point(|&s| s <= pos) - 1;
        (k as u32 + 1, (pos - line_start_at(&self.bytes, starts[k], pos)) as u32 + 1)
    }

    /// The offset of 1-based `line` and `col`, or `None` when they name no
    /// byte of that line (upstream's `SourceMgr::FindLocForLineAndColumn`:
    /// past the end of the text, or with a `\n` or `\r` before the
    /// column).
    pub fn offset_of(&self, line: u32, col: u32) -> Option<usize> {
        let start = self.line_start(line.max(1))?;
        let c = col.saturating_sub(1) as usize;
        if c == 0 {
            return Some(start);
        }
        let end = start.checked_add(c).filter(|&e| e <= self.bytes.len())?;
        (!self.bytes[start..end].iter().any(|&b| b == b'\n' || b == b'\r')).then_some(end)
    }

    /// The source line and caret line LLVM's `SMDiagnostic` prints for a
    /// message at byte `pos`, with `~` under the `len` bytes from there (a
    /// range; 0 for none), see [`echo_line`].
    pub fn echo(&self, pos: usize, len: usize) -> Vec<u8> {
        let starts = self.starts();
        let k = starts.partition_point(|&s| s <= pos).max(1) - 1;
        echo_line(&self.bytes, starts[k], pos, len)
    }
}

/// Where the line holding byte `pos` starts for LLVM's `SMDiagnostic`:
/// after the last `\n` or `\r` before `pos`, searched back to `nl_start`
/// (the start of `pos`'s `\n`-ended line).
fn line_start_at(text: &[u8], nl_start: usize, pos: usize) -> usize {
    let pos = pos.min(text.len());
    let from = nl_start.min(pos);
    text[from..pos].iter().rposition(|&b| b == b'\r').map_or(from, |i| from + i + 1)
}

/// A source buffer diagnostics may point into.
pub struct Source {
    /// The buffer identifier (file name, or `<stdin>`).
    pub name: Vec<u8>,
    /// The whole text.
    pub text: Text,
    /// Other files diagnostics pointed into, read from disk on first use
    /// (`None`: unreadable), as upstream's source manager loads them.
    pub others: Mutex<OtherFiles>,
}

impl Source {
    /// A buffer with its identifier and text.
    pub fn new(name: Vec<u8>, text: Vec<u8>) -> Self {
        Source { name, text: Text::new(text), others: Mutex::new(HashMap::new()) }
    }

    /// The text of the file `name` (read from disk, relative to the
    /// working directory, unless it names this buffer).
    fn text_of(&self, name: &[u8]) -> Option<Arc<Text>> {
        if name == self.name.as_slice() {
            return None;
        }
        let mut others = self.others.lock().unwrap_or_else(|e| e.into_inner());
        others
            .entry(name.to_vec())
            .or_insert_with(|| {
                let path = std::path::PathBuf::from(String::from_utf8_lossy(name).into_owned());
                std::fs::read(path).ok().map(|b| Arc::new(Text::new(b)))
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
pub fn write_message(cx: &Context, src: &Source, out: &mut Vec<u8>, loc: Attribute, sev: Severity, msg: &str, show_line: bool) {
    let word = sev.word();
    let Some(AttrData::FileLineColRange(r)) = showable(cx, loc).and_then(|l| cx.try_attr_data(l)) else {
        // Upstream prints these through `SourceMgr::PrintMessage` with no
        // source position: `<unknown>:0: `.
        out.extend_from_slice(format!("<unknown>:0: {word}: ").as_bytes());
        if !matches!(cx.try_attr_data(loc), Some(AttrData::UnknownLoc)) {
            out.extend_from_slice(oxmlir_ir::print::location_to_string_with(cx, Location(loc), &cx.diagnostic_print_flags()).as_bytes());
            out.extend_from_slice(b": ");
        }
        out.extend_from_slice(format!("{msg}\n").as_bytes());
        return;
    };
    let (line, col) = (r.start_line, r.start_col);
    let fname = cx.bytes_of(r.file);
    out.extend_from_slice(fname);
    out.extend_from_slice(format!(":{line}:{col}: {word}: {msg}\n").as_bytes());
    // Upstream's `convertLocToSMLoc`: no source line for a zero line or
    // column, or a position its buffer does not have.
    if !show_line || line == 0 || col == 0 {
        return;
    }
    let other = if fname != src.name.as_slice() { src.text_of(fname) } else { None };
    let buffer: Option<&Text> = if fname == src.name.as_slice() { Some(&src.text) } else { other.as_deref() };
    if let Some(text) = buffer {
        if let Some(pos) = text.offset_of(line, col) {
            out.extend_from_slice(&text.echo(pos, 0));
        }
    }
}

/// A source line and the caret line under it as LLVM's `SMDiagnostic`
/// prints them for a message at byte `pos` of `text`, whose line (ended by
/// `\n`) starts at `nl_start`: the echoed line runs from the last `\n` or
/// `\r` before `pos` to the next one, with the caret under `pos` and `~`
/// under the `len` bytes from `pos` (clipped to the line; none for 0);
/// tabs are expanded to stops of 8 columns in both lines and trailing
/// blanks of the caret line dropped. A line with a non-ASCII byte is
/// echoed as it is, with no caret line (LLVM does not know its columns).
pub fn echo_line(text: &[u8], nl_start: usize, pos: usize, len: usize) -> Vec<u8> {
    const TAB_STOP: usize = 8;
    let pos = pos.min(text.len());
    let start = line_start_at(text, nl_start, pos);
    let end = text[pos..].iter().position(|&b| b == b'\n' || b == b'\r').map_or(text.len(), |i| pos + i);
    let contents = &text[start..end];
    let mut line = Vec::with_capacity(contents.len() + 1);
    let mut col = 0;
    for &b in contents {
        if b == b'\t' {
            loop {
                line.push(b' ');
                col += 1;
                if col % TAB_STOP == 0 {
                    break;
                }
            }
        } else {
            line.push(b);
            col += 1;
        }
    }
    line.push(b'\n');
    if contents.iter().any(|&b| b & 0x80 != 0) {
        return line;
    }
    let n = contents.len();
    let mut caret = vec![b' '; n + 1];
    // The range, clipped to the line (LLVM's `SMRange` of the message).
    let (r0, r1) = (pos - start, (pos - start).saturating_add(len).min(n));
    for c in caret.iter_mut().take(r1).skip(r0) {
        *c = b'~';
    }
    caret[(pos - start).min(n)] = b'^';
    while caret.last() == Some(&b' ') {
        caret.pop();
    }
    let mut col = 0;
    for (i, &c) in caret.iter().enumerate() {
        if contents.get(i) == Some(&b'\t') {
            loop {
                line.push(c);
                col += 1;
                if col % TAB_STOP == 0 {
                    break;
                }
            }
        } else {
            line.push(c);
            col += 1;
        }
    }
    line.push(b'\n');
    line
}

/// Renders a diagnostic and its notes: the message, one `called from`
/// note per caller when the location is a call site, then the notes (each
/// with its source line unless it is at the location shown just before).
pub fn render(cx: &Context, src: &Source, d: &Diagnostic) -> Vec<u8> {
    let mut out = Vec::new();
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
