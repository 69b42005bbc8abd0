//! Diagnostics rendered as upstream's `SourceMgrDiagnosticHandler` does:
//! `file:line:col: error: message`, then the source line and a caret.

use oxmlir_ir::attrs::AttrData;
use oxmlir_ir::diagnostics::{Diagnostic, Severity};
use oxmlir_ir::{Attribute, Context, Location};

/// A source buffer diagnostics may point into.
pub struct Source {
    /// The buffer identifier (file name, or `<stdin>`).
    pub name: Vec<u8>,
    /// The whole text.
    pub text: Vec<u8>,
}

/// The file/line/column location to show for `loc` (upstream's
/// `findLocToShow`): the location itself, a call site's callee, a name's
/// child, a fused location's first showable part.
pub fn showable(cx: &Context, loc: Attribute) -> Option<Attribute> {
    match cx.try_attr_data(loc)? {
        AttrData::FileLineColRange(_) => Some(loc),
        AttrData::CallSiteLoc { callee, .. } => showable(cx, *callee),
        AttrData::NameLoc { child, .. } => showable(cx, *child),
        AttrData::FusedLoc { locs, .. } => locs.iter().find_map(|l| showable(cx, *l)),
        _ => None,
    }
}

fn caller_of(cx: &Context, loc: Attribute) -> Option<Attribute> {
    match cx.try_attr_data(loc)? {
        AttrData::CallSiteLoc { caller, .. } => Some(*caller),
        AttrData::NameLoc { child, .. } => caller_of(cx, *child),
        _ => None,
    }
}

/// Writes one message, with its source line when `show_line`.
pub fn write_message(cx: &Context, src: &Source, out: &mut String, loc: Attribute, sev: Severity, msg: &str, show_line: bool) {
    let word = sev.word();
    let Some(AttrData::FileLineColRange(r)) = showable(cx, loc).and_then(|l| cx.try_attr_data(l)) else {
        if !matches!(cx.try_attr_data(loc), Some(AttrData::UnknownLoc)) {
            out.push_str(&oxmlir_ir::print::location_to_string(cx, Location(loc)));
            out.push_str(": ");
        }
        out.push_str(&format!("{word}: {msg}\n"));
        return;
    };
    let file = String::from_utf8_lossy(cx.bytes_of(r.file)).into_owned();
    let (line, col) = (r.start_line, r.start_col);
    let line_text = (show_line && line != 0 && col != 0 && cx.bytes_of(r.file) == src.name.as_slice())
        .then(|| src.text.split(|&b| b == b'\n').nth(line as usize - 1))
        .flatten();
    match line_text {
        Some(text) if (col as usize) <= text.len() + 1 => {
            let text = text.strip_suffix(b"\r").unwrap_or(text);
            out.push_str(&format!("{file}:{line}:{col}: {word}: {msg}\n"));
            out.push_str(&String::from_utf8_lossy(text));
            out.push('\n');
            let mut caret = String::new();
            for &b in &text[..(col as usize - 1).min(text.len())] {
                caret.push(if b == b'\t' { '\t' } else { ' ' });
            }
            caret.push('^');
            out.push_str(&caret);
            out.push('\n');
        }
        _ => out.push_str(&format!("{file}:{line}:{col}: {word}: {msg}\n")),
    }
}

/// Renders a diagnostic and its notes.
pub fn render(cx: &Context, src: &Source, d: &Diagnostic) -> String {
    let mut out = String::new();
    let mut loc = d.loc.0;
    write_message(cx, src, &mut out, loc, d.severity, &d.message, true);
    let mut caller = caller_of(cx, loc);
    let mut depth = 0;
    while let Some(c) = caller {
        if depth >= 5 {
            break;
        }
        if showable(cx, c).is_some() {
            write_message(cx, src, &mut out, c, Severity::Note, "called from", true);
        }
        caller = caller_of(cx, c);
        depth += 1;
    }
    for n in &d.notes {
        write_message(cx, src, &mut out, n.loc.0, n.severity, &n.message, loc != n.loc.0);
        loc = n.loc.0;
    }
    out
}
