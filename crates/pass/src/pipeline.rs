//! Textual pass pipelines: `builtin.module(func.func(cse,canonicalize{max-iterations=3}))`,
//! parsed as upstream's `parsePassPipeline`, with its error messages and
//! their rendering.
//!
//! Parsing has three steps, as upstream: the structure (names, options,
//! nesting; the first error is reported with its line and column), the
//! resolution of every leaf to a registered pass (before anything is
//! added), then adding the elements in order; an element that fails to be
//! added stops the rest and reports one line per nesting level.

use std::sync::OnceLock;

use crate::manager::{Nesting, PassManager, PmId};
use crate::options::OptionError;
use crate::registry;

/// The buffer name of pipeline text in error messages.
const BUFFER: &str = "MLIR Textual PassPipeline Parser";

/// The message for a pipeline without its anchor.
pub const MISSING_ANCHOR: &str =
    "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'";

/// The program name LLVM's option parser prefixes its messages with
/// (empty unless a tool sets it).
static PROGRAM_NAME: OnceLock<String> = OnceLock::new();

/// Sets the program name shown in option value errors (as LLVM's
/// `cl::ProgramName`); a tool calls this once at start.
pub fn set_program_name(name: &str) {
    let _ = PROGRAM_NAME.set(name.to_string());
}

/// One parsed element: a pass (no inner elements) or an anchor.
struct Element<'t> {
    name: &'t str,
    /// Byte offset of the (trimmed) name in the text.
    pos: usize,
    options: Option<&'t str>,
    inner: Vec<Element<'t>>,
}

/// Parses an anchored pipeline (`anchor(elements)`) into a new pass
/// manager (explicit nesting). The error is the text upstream reports.
pub fn parse_pipeline(text: &str) -> Result<PassManager, String> {
    let text = text.trim();
    let open = text.find('(');
    let (Some(open), Some(body)) = (open.filter(|&p| p > 0), text.strip_suffix(')')) else {
        return Err(MISSING_ANCHOR.into());
    };
    let anchor = text[..open].trim_end();
    let mut pm = PassManager::new(anchor);
    let root = pm.root();
    add_pipeline(&mut pm, root, &body[open + 1..])?;
    Ok(pm)
}

/// Parses pipeline elements (without an anchor: `cse,func.func(cse)`) and
/// adds them to `at`. Elements added before a failing one stay.
pub fn add_pipeline(pm: &mut PassManager, at: PmId, text: &str) -> Result<(), String> {
    if text.is_empty() {
        return Ok(());
    }
    let elements = parse_structure(text)?;
    resolve(&elements, text)?;
    let mut err = String::new();
    // Elements are added with nesting forced to explicit, as upstream.
    let saved = pm.set_nesting(at, Nesting::Explicit);
    let r = add_elements(pm, at, &elements, &mut err);
    pm.set_nesting(at, saved);
    r.map_err(|()| err)
}

/// The structure of `text` (upstream's `parsePipelineText`).
fn parse_structure(full: &str) -> Result<Vec<Element<'_>>, String> {
    let mut stack: Vec<Vec<Element<'_>>> = vec![Vec::new()];
    let mut at = 0usize;
    let bytes = full.as_bytes();
    loop {
        let rest = &full[at..];
        let pos = rest.find([',', '(', ')', '{']);
        let raw = &rest[..pos.unwrap_or(rest.len())];
        let lead = raw.len() - raw.trim_start().len();
        let cur = stack.last_mut().expect("the stack is never empty");
        cur.push(Element { name: raw.trim(), pos: at + lead, options: None, inner: Vec::new() });
        let Some(pos) = pos else { break };
        at += pos;
        match bytes[at] {
            b'{' => {
                let brace = at;
                let mut depth = 0usize;
                let mut close = None;
                for (i, &c) in bytes[at + 1..].iter().enumerate() {
                    match c {
                        b'{' => depth += 1,
                        b'}' if depth == 0 => {
                            close = Some(at + 1 + i);
                            break;
                        }
                        b'}' => depth -= 1,
                        _ => {}
                    }
                }
                let Some(close) = close else {
                    return Err(render(full, brace, "missing closing '}' while processing pass options"));
                };
                cur.last_mut().expect("just pushed").options = Some(&full[brace + 1..close]);
                at = skip_ws(full, close + 1);
            }
            b'(' => {
                at += 1;
                stack.push(Vec::new());
                continue;
            }
            _ => {}
        }
        while bytes.get(at) == Some(&b')') {
            if stack.len() == 1 {
                return Err(render(
                    full,
                    at,
                    "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline",
                ));
            }
            let inner = stack.pop().expect("more than one level");
            stack.last_mut().expect("outer level").last_mut().expect("the anchor").inner = inner;
            at = skip_ws(full, at + 1);
        }
        if at >= full.len() {
            break;
        }
        if bytes[at] != b',' {
            return Err(render(full, at, "expected ',' after parsing pipeline"));
        }
        at += 1;
    }
    if stack.len() > 1 {
        return Err(render(full, at, "encountered unbalanced parentheses while parsing pipeline"));
    }
    Ok(stack.pop().expect("one level"))
}

fn skip_ws(s: &str, mut at: usize) -> usize {
    let b = s.as_bytes();
    while at < b.len() && b[at].is_ascii_whitespace() {
        at += 1;
    }
    at
}

/// Checks that every leaf names a registered pass.
fn resolve(elements: &[Element<'_>], full: &str) -> Result<(), String> {
    for e in elements {
        if !e.inner.is_empty() {
            resolve(&e.inner, full)?;
        } else if !registry::is_registered(e.name) {
            let message = format!("'{}' does not refer to a registered pass or pass pipeline", e.name);
            return Err(render(full, e.pos, &message));
        }
    }
    Ok(())
}

/// Adds the elements in order (upstream's `addToPipeline`).
fn add_elements(pm: &mut PassManager, at: PmId, elements: &[Element<'_>], err: &mut String) -> Result<(), ()> {
    for e in elements {
        let options = e.options.unwrap_or("");
        if e.inner.is_empty() {
            if add_pass(pm, at, e.name, options, err).is_err() {
                err.push_str(&format!("failed to add `{}` with options `{options}`\n", e.name));
                return Err(());
            }
        } else {
            let nested = pm.nest(at, e.name);
            pm.set_nesting(nested, Nesting::Explicit);
            if add_elements(pm, nested, &e.inner, err).is_err() {
                err.push_str(&format!("failed to add `{}` with options `{options}` to inner pipeline\n", e.name));
                return Err(());
            }
        }
    }
    Ok(())
}

/// Makes the pass registered as `name`, sets its options and adds it to
/// `at`, as a registered pass's entry does (upstream's
/// `PassRegistryEntry::addToPipeline`, which `mlir-opt`'s pass flags call
/// directly). The error is the text upstream hands to the error handler:
/// the option parser's message (`<Pass-Options-Parser>: no such option x`
/// and a newline; empty for a bad value, whose message LLVM's option parser
/// prints to standard error itself), or the nesting error. As upstream, a
/// pass whose options were refused is still added.
pub fn add_registered_pass(pm: &mut PassManager, at: PmId, name: &str, options: &str) -> Result<(), String> {
    let Some(mut pass) = registry::make_pass(name) else {
        return Err(format!("'{name}' does not refer to a registered pass or pass pipeline"));
    };
    let mut result = Ok(());
    if let Some(o) = pass.options_mut() {
        if let Err(e) = o.parse(options) {
            match e {
                OptionError::NoSuchOption(_) => result = Err(format!("{e}\n")),
                OptionError::BadValue(m) => {
                    // LLVM's option parser writes to the process's standard
                    // error, not to the pipeline's error stream.
                    eprintln!("{}: {m}", PROGRAM_NAME.get().map_or("", String::as_str));
                    result = Err(String::new());
                }
            }
        }
    } else if !options.trim().is_empty() {
        let key = crate::options::split_options(options).into_iter().find(|(k, _)| !k.is_empty());
        if let Some((key, _)) = key {
            result = Err(format!("{}\n", OptionError::NoSuchOption(key.into())));
        }
    }
    if let Err(m) = pm.add_pass(at, pass) {
        // Upstream reports the option error first, then this one.
        return Err(match result {
            Err(first) => format!("{first}\n{m}"),
            Ok(()) => m,
        });
    }
    result
}

/// [`add_registered_pass`] writing its error to a pipeline's error stream
/// (upstream's error handler appends a newline).
fn add_pass(pm: &mut PassManager, at: PmId, name: &str, options: &str, err: &mut String) -> Result<(), ()> {
    add_registered_pass(pm, at, name, options).map_err(|m| {
        err.push_str(&m);
        err.push('\n');
    })
}

/// Renders an error at byte `pos` of `text` as LLVM's source manager:
/// `buffer:line:col: error: message`, the line, and a caret under the
/// column.
fn render(text: &str, pos: usize, message: &str) -> String {
    let pos = pos.min(text.len());
    let line_start = text[..pos].rfind('\n').map_or(0, |i| i + 1);
    let line_no = text[..pos].matches('\n').count() + 1;
    let col = pos - line_start;
    let line_end = text[line_start..].find('\n').map_or(text.len(), |i| line_start + i);
    // As LLVM's source manager, the line is shown with its tabs expanded
    // to 8-column stops, and the caret placed accordingly.
    let line = expand_tabs(&text[line_start..line_end]);
    let caret = expand_tabs(&text[line_start..pos]).chars().count();
    format!("{BUFFER}:{line_no}:{}: error: {message}\n{line}\n{}^\n", col + 1, " ".repeat(caret))
}

/// `s` with each tab replaced by spaces up to the next multiple of 8
/// columns.
fn expand_tabs(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if c == '\t' {
            let n = 8 - out.chars().count() % 8;
            out.extend(std::iter::repeat_n(' ', n));
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::pass::{Pass, PassState};
    use crate::PassOptions;
    use oxmlir_ir::OpId;

    #[derive(Clone)]
    struct WithFlag(PassOptions);

    impl Pass for WithFlag {
        fn name(&self) -> &str {
            "WithFlag"
        }
        fn argument(&self) -> &str {
            "pipeline-test-with-flag"
        }
        fn options(&self) -> Option<&PassOptions> {
            Some(&self.0)
        }
        fn options_mut(&mut self) -> Option<&mut PassOptions> {
            Some(&mut self.0)
        }
        fn run(&mut self, _: OpId, _: &mut PassState<'_>) {}
        fn clone_pass(&self) -> Box<dyn Pass> {
            Box::new(self.clone())
        }
    }

    /// The flag path reports the option parser's text alone; the textual
    /// path adds its `failed to add` line; both keep the pass.
    #[test]
    fn registered_pass_errors_as_the_handler_gets_them() {
        registry::register_pass(Arc::new(|| Box::new(WithFlag(PassOptions::new().bool("flag", "", false))))).unwrap();
        let mut pm = PassManager::new("builtin.module");
        let root = pm.root();
        let e = add_registered_pass(&mut pm, root, "pipeline-test-with-flag", "flag nope=1").unwrap_err();
        assert_eq!(e, "<Pass-Options-Parser>: no such option nope\n");
        assert_eq!(pm.pipeline_text(root), "builtin.module(pipeline-test-with-flag{flag=true})");
        add_registered_pass(&mut pm, root, "pipeline-test-with-flag", "flag=0").unwrap();
        let e = add_pipeline(&mut pm, root, "pipeline-test-with-flag{x}").unwrap_err();
        assert_eq!(e, "<Pass-Options-Parser>: no such option x\n\nfailed to add `pipeline-test-with-flag` with options `x`\n");
    }

    /// Tabs in the line an error shows are expanded to stops of 8 columns;
    /// the column number counts bytes.
    #[test]
    fn error_lines_expand_tabs() {
        let Err(e) = parse_pipeline("builtin.module(ab,\tc))") else { panic!("parsed") };
        assert_eq!(
            e,
            "MLIR Textual PassPipeline Parser:1:6: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline\nab,     c)\n         ^\n"
        );
    }

    #[test]
    fn errors_show_tabs_expanded_with_the_byte_column() {
        assert_eq!(
            render("cse,\tfoo", 5, "m"),
            "MLIR Textual PassPipeline Parser:1:6: error: m\ncse,    foo\n        ^\n"
        );
        assert_eq!(render("a\n\tb\tc", 5, "m"), "MLIR Textual PassPipeline Parser:2:4: error: m\n        b       c\n                ^\n");
    }
}
