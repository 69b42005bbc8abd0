//! `--help` and `--version`, in the layout LLVM's `cl` library gives
//! `mlir-opt`'s: an overview with the registered dialects, the usage line,
//! then the options by category ("General options" — the tool's options
//! sorted by name, the passes among them — and "Generic Options"), each
//! option's description in one column whose position follows from the
//! widest option (LLVM's `getOptionWidth` rules, including MLIR's pass
//! list, which counts the widest pass option).

use oxmlir_pass::options::OptionKind;
use oxmlir_pass::registry::{self, PassRegistration};

use crate::args::{dashes, is_generic, Opt, Value, OPTIONS};
use crate::passes::{option_width, value_name};

/// The MLIR release whose C API, text format and `mlir-opt` behaviour
/// oxmlir follows.
pub const UPSTREAM_MLIR_VERSION: &str = "22.1.8";

/// What `--version` prints (the layout of LLVM's version printer).
pub fn version() -> String {
    let build = if cfg!(debug_assertions) { "Debug build" } else { "Optimized build" };
    format!(
        "oxmlir version {}\n  Follows MLIR version {UPSTREAM_MLIR_VERSION}.\n  {build}.\n",
        env!("CARGO_PKG_VERSION")
    )
}

/// LLVM's `argPlusPrefixesSize`: two spaces, the dashes, the name and
/// ` - `.
fn arg_width(name: &str) -> usize {
    2 + dashes(name).len() + name.len() + 3
}

/// `=<value>`, what an enumerated option shows.
const EQ_VALUE: &str = "=<value>";

/// The width of `"    ="` and `" - "` before an enumeration case.
const CASE_PREFIXES: usize = 8;

/// The width LLVM gives an option of the table (`getOptionWidth`).
fn width(o: &Opt, passes: &[PassRegistration], pass_width: usize) -> usize {
    match o.value {
        Value::Bool(_) | Value::Act(_) => arg_width(o.name),
        Value::Str(desc, _) | Value::OptStr(desc, _) => arg_width(o.name) + desc.len() + 3,
        Value::Uint(_) => arg_width(o.name) + "uint".len() + 3,
        Value::Int(_) => arg_width(o.name) + "value".len() + 3,
        Value::Enum(cases, _) | Value::OptEnum(cases, _) => cases
            .iter()
            .map(|(c, _)| if c.is_empty() { "<empty>".len() } else { c.len() } + CASE_PREFIXES)
            .fold(arg_width(o.name) + EQ_VALUE.len(), usize::max),
        // MLIR's `PassNameParser`: the generic parser's width with the pass
        // names as cases, plus 2, and at least the pass list's.
        Value::Passes(_) => {
            let generic = passes
                .iter()
                .map(|p| p.argument.len() + CASE_PREFIXES)
                .fold(arg_width(o.name) + EQ_VALUE.len(), usize::max);
            (generic + 2).max(pass_width)
        }
    }
}

/// The width of one pass option, as LLVM measures it.
fn pass_option_width(name: &str, kind: &OptionKind) -> usize {
    let base = option_width(name, kind);
    match kind {
        OptionKind::Enum(cases) => cases.iter().map(|(c, _)| c.len() + CASE_PREFIXES).fold(base, usize::max),
        _ => base,
    }
}

/// Pads `head` (already `used` columns wide in LLVM's count) to `global`,
/// then ` - ` and the description (LLVM's `printHelpStr`).
fn help_line(out: &mut String, head: &str, global: usize, used: usize, help: &str) {
    out.push_str(head);
    out.push_str(&" ".repeat(global.saturating_sub(used)));
    out.push_str(" - ");
    out.push_str(help);
    out.push('\n');
}

/// The enumeration cases' lines under an option.
fn case_lines(out: &mut String, cases: &[(impl AsRef<str>, impl AsRef<str>)], global: usize) {
    for (case, help) in cases {
        let (case, help) = (case.as_ref(), help.as_ref());
        let shown = if case.is_empty() { "<empty>" } else { case };
        help_line(out, &format!("    ={shown}"), global, shown.len() + CASE_PREFIXES, &format!("  {help}"));
    }
}

/// One option of the table, as LLVM's `printOptionInfo`.
fn option_lines(out: &mut String, o: &Opt, global: usize, passes: &[PassRegistration], pass_width: usize) {
    let arg = format!("  {}{}", dashes(o.name), o.name);
    match o.value {
        Value::Bool(_) | Value::Act(_) => help_line(out, &arg, global, arg_width(o.name), o.help),
        Value::Str(desc, _) => {
            let sep = if o.name.len() == 1 { " " } else { "=" };
            help_line(out, &format!("{arg}{sep}<{desc}>"), global, width(o, passes, pass_width), o.help)
        }
        Value::OptStr(desc, _) => {
            help_line(out, &format!("{arg}[=<{desc}>]"), global, width(o, passes, pass_width), o.help)
        }
        Value::Uint(_) => help_line(out, &format!("{arg}=<uint>"), global, width(o, passes, pass_width), o.help),
        Value::Int(_) => help_line(out, &format!("{arg}=<value>"), global, width(o, passes, pass_width), o.help),
        Value::Enum(cases, _) | Value::OptEnum(cases, _) => {
            if matches!(o.value, Value::OptEnum(..)) && cases.iter().any(|(c, _)| c.is_empty()) {
                help_line(out, &arg, global, arg_width(o.name), o.help);
            }
            help_line(out, &format!("{arg}{EQ_VALUE}"), global, arg_width(o.name) + EQ_VALUE.len(), o.help);
            case_lines(out, cases, global);
        }
        Value::Passes(_) => help_line(out, &format!("{arg}=<pass-arg>"), global, o.name.len() + 18, o.help),
    }
}

/// The pass list (MLIR's `PassNameParser` without an option name): each
/// registered pass sorted by argument, with its options sorted by name.
fn pass_lines(out: &mut String, passes: &[PassRegistration], global: usize) {
    out.push_str("  Compiler passes to run\n    Passes:\n");
    for p in passes {
        out.push_str(&format!("      --{:<w$}-   {}\n", p.argument, p.description, w = global.saturating_sub(10)));
        let pass = (p.make)();
        let Some(options) = pass.options() else {
            continue;
        };
        let mut sorted: Vec<_> = options.iter().collect();
        sorted.sort_by(|a, b| a.name.cmp(&b.name));
        let inner = global.saturating_sub(6);
        for o in sorted {
            let value = value_name(&o.kind);
            let head = if value.is_empty() {
                format!("        --{}", o.name)
            } else {
                format!("        --{}=<{value}>", o.name)
            };
            // The indentation of 6 is not counted: LLVM prints the option
            // with the width less 6.
            help_line(out, &head, inner + 6, option_width(&o.name, &o.kind) + 6, &o.description);
            if let OptionKind::Enum(cases) = &o.kind {
                case_lines(out, cases, inner);
            }
        }
    }
}

/// What `--help` prints; `program` is the tool's file name.
pub fn usage(program: &str) -> String {
    let mut passes = registry::registered_passes();
    passes.sort_by(|a, b| a.argument.cmp(&b.argument));
    // The pass list's width: the widest pass name plus 8, plus 2, and the
    // widest pass option plus 2 plus 4.
    let widest_option = passes
        .iter()
        .filter_map(|p| {
            (p.make)().options().map(|o| o.iter().map(|o| pass_option_width(&o.name, &o.kind)).max().unwrap_or(0))
        })
        .max();
    let pass_width = (passes.iter().map(|p| p.argument.len() + CASE_PREFIXES).max().unwrap_or(0) + 2)
        .max(widest_option.map_or(0, |w| w + 2 + 4));
    let shown: Vec<&Opt> = OPTIONS.iter().filter(|o| !o.help.is_empty()).collect();
    let global = shown.iter().map(|o| width(o, &passes, pass_width)).fold(pass_width, usize::max);

    let mut dialects: Vec<String> =
        oxmlir_ir::dialects::all_dialects().dialects().iter().map(|d| d.namespace.to_string()).collect();
    dialects.sort();
    let mut out = format!(
        "OVERVIEW: oxmlir modular optimizer driver\n\nAvailable Dialects: {}\nUSAGE: {program} [options] <input file>\n\nOPTIONS:\n",
        dialects.join(", ")
    );
    out.push_str("\nGeneral options:\n\n");
    // Sorted by name; the pass list sorts as its first pass.
    let first_pass = passes.first().map_or("", |p| p.argument.as_str());
    let mut pass_list_done = passes.is_empty();
    let mut general: Vec<&&Opt> = shown.iter().filter(|o| !is_generic(o.name)).collect();
    general.sort_by_key(|o| o.name);
    for o in general {
        if !pass_list_done && first_pass < o.name {
            pass_lines(&mut out, &passes, global);
            pass_list_done = true;
        }
        option_lines(&mut out, o, global, &passes, pass_width);
    }
    if !pass_list_done {
        pass_lines(&mut out, &passes, global);
    }
    out.push_str("\nGeneric Options:\n\n");
    let mut generic: Vec<&&Opt> = shown.iter().filter(|o| is_generic(o.name)).collect();
    generic.sort_by_key(|o| o.name);
    for o in generic {
        option_lines(&mut out, o, global, &passes, pass_width);
    }
    out
}
