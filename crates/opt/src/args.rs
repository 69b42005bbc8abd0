//! Command-line options, parsed as LLVM's `cl` library parses
//! `mlir-opt`'s: `-flag` or `--flag`; a boolean flag takes a value only
//! after `=` (`--flag=false`, `=0`, `=true`, `=1`); an option that requires
//! a value takes it after `=` or as the next argument; `--help` and
//! `--version` take none; `--` ends the options; a single-letter option
//! glued to text (`-ofile`) "may not occur within a group"; errors are
//! collected in command-line order, and `--help` / `--version` act when
//! they are reached, as LLVM's do.
//!
//! Every option is one entry of [`OPTIONS`]: its name, help text and how
//! it takes its value (see [`Value`]). Adding an option is one line there
//! (and its field in [`Options`]).

/// The options of a run.
#[derive(Debug, Default)]
pub struct Options {
    /// `--pass-pipeline=<pipeline>` / `-p <pipeline>` (anchor-wrapped).
    pub pass_pipeline: Option<String>,
    /// The pass flags (`--<pass-argument>[=<options>]`), in command-line
    /// order: the pass's argument and its option text.
    pub pass_flags: Vec<(String, String)>,
    /// `--dump-pass-pipeline`
    pub dump_pass_pipeline: bool,
    /// `--list-passes`: list the registered passes and exit.
    pub list_passes: bool,
    /// `--mlir-disable-threading`
    pub disable_threading: bool,
    /// `--verify-each` (on unless `--verify-each=false`): verify after each
    /// pass.
    pub verify_each: bool,
    /// `--mlir-print-ir-before=<pass-args>` (comma-separated, repeatable).
    pub print_ir_before: Vec<String>,
    /// `--mlir-print-ir-after=<pass-args>`
    pub print_ir_after: Vec<String>,
    /// `--mlir-print-ir-before-all`
    pub print_ir_before_all: bool,
    /// `--mlir-print-ir-after-all`
    pub print_ir_after_all: bool,
    /// `--mlir-print-ir-after-change`
    pub print_ir_after_change: bool,
    /// `--mlir-print-ir-after-failure`
    pub print_ir_after_failure: bool,
    /// `--mlir-print-ir-module-scope`
    pub print_ir_module_scope: bool,
    /// `--mlir-print-ir-tree-dir=<dir>`: dumps go to files under `dir`.
    pub print_ir_tree_dir: Option<String>,
    /// `--mlir-timing`
    pub timing: bool,
    /// `--mlir-timing-display=list` (the default is `tree`).
    pub timing_list: bool,
    /// `--mlir-pass-statistics`
    pub pass_statistics: bool,
    /// `--mlir-pass-statistics-display=list` (the default is `pipeline`).
    pub statistics_list: bool,
    /// Input file (`-` for stdin).
    pub input: String,
    /// Output file (`-` for stdout).
    pub output: String,
    /// `--allow-unregistered-dialect`
    pub allow_unregistered: bool,
    /// `--mlir-print-op-generic`
    pub generic: bool,
    /// `--mlir-print-debuginfo`
    pub debug_info: bool,
    /// `--mlir-print-local-scope`
    pub local_scope: bool,
    /// The other printing options (`--mlir-pretty-debuginfo`,
    /// `--mlir-print-assume-verified`, `--mlir-print-skip-regions`,
    /// `--mlir-print-value-users`, `--mlir-print-unique-ssa-ids`,
    /// `--mlir-use-nameloc-as-prefix`,
    /// `--mlir-elide-elementsattrs-if-larger=N`,
    /// `--mlir-elide-resource-strings-if-larger=N`).
    pub print: oxmlir_ir::print::PrintFlags,
    /// `--split-input-file[=marker]`: the marker, if splitting.
    pub split_marker: Option<String>,
    /// `--output-split-marker=marker`
    pub output_marker: String,
    /// `--verify-diagnostics[=all|only-expected]`
    pub verify_diagnostics: bool,
    /// `--verify-diagnostics=only-expected`: diagnostics no annotation
    /// expects are not errors.
    pub verify_only_expected: bool,
    /// `--show-dialects`: list the registered dialects and exit.
    pub show_dialects: bool,
    /// `--no-implicit-module`: the input must be one operation, printed as
    /// it is (not wrapped in a module).
    pub no_implicit_module: bool,
    /// `--irdl-file=FILE`: the IRDL dialects loaded before each input chunk.
    pub irdl_file: Option<String>,
    /// `--emit-bytecode`: write bytecode instead of text.
    pub emit_bytecode: bool,
    /// `--emit-bytecode-version=N`: the bytecode version to write.
    pub emit_bytecode_version: Option<i64>,
    /// `--elide-resource-data-from-bytecode`
    pub elide_resource_data: bool,
}

/// `mlir-opt`'s default split marker.
pub const DEFAULT_MARKER: &str = "// -----";

/// What the command line asks for.
#[derive(Debug)]
pub enum Action {
    /// Process the input with these options.
    Run(Box<Options>),
    /// `--help` / `-h` was reached: print the help and exit 0.
    Help,
    /// `--version` was reached: print the version and exit 0.
    Version,
}

/// The result of parsing a command line: the errors found before the
/// parse stopped (each LLVM's message, to be printed after the program name
/// and `: `), and what to do. With errors, `Run` must not run: the tool
/// exits 1; `Help` and `Version` still act (LLVM prints the errors met
/// before them, then acts and exits 0).
#[derive(Debug)]
pub struct Parsed {
    /// The messages, in command-line order.
    pub errors: Vec<String>,
    /// What to do.
    pub action: Action,
}

/// How an option takes its value: LLVM's parser of the option's type and
/// its `cl::ValueExpected` flag.
#[derive(Clone, Copy)]
pub enum Value {
    /// `cl::opt<bool>`: `--flag` is true; a value only after `=`
    /// (`true`/`TRUE`/`True`/`1`, `false`/`FALSE`/`False`/`0`, empty is
    /// true).
    Bool(fn(&mut Options) -> &mut bool),
    /// No value allowed; the action happens when the option is reached.
    Act(fn() -> Action),
    /// A string, required (`=v` or the next argument); the value's name in
    /// help.
    Str(&'static str, fn(&mut Options, String)),
    /// A string, optional: only after `=` (the next argument is not taken).
    OptStr(&'static str, fn(&mut Options, String)),
    /// A signed 64-bit decimal integer, required (MLIR's parser of
    /// `std::optional<int64_t>` options: `getAsInteger` with radix 10).
    Int(fn(&mut Options, i64)),
    /// An unsigned 32-bit integer, required; parsed as LLVM's
    /// `getAsInteger` with radix 0 (`0x`, `0b`, `0o`, leading `0` octal).
    Uint(fn(&mut Options, u32)),
    /// One of the cases (name, help), required; the case's name is given
    /// to the setter.
    Enum(&'static [(&'static str, &'static str)], fn(&mut Options, &str)),
    /// One of the cases, optional (only after `=`; a missing or empty value
    /// is the case `""`, which must be listed).
    OptEnum(&'static [(&'static str, &'static str)], fn(&mut Options, &str)),
    /// Comma-separated registered pass names, only after `=` (MLIR's
    /// `PassNameCLParser`).
    Passes(fn(&mut Options) -> &mut Vec<String>),
}

/// One command-line option.
pub struct Opt {
    /// Its name, without dashes.
    pub name: &'static str,
    /// Its description in `--help`; an empty one hides it from `--help`
    /// (aliases).
    pub help: &'static str,
    /// How it takes its value.
    pub value: Value,
}

/// Shorthand for a table entry.
const fn opt(name: &'static str, help: &'static str, value: Value) -> Opt {
    Opt { name, help, value }
}

/// The cases of `--verify-diagnostics`.
const VERIFY_LEVELS: &[(&str, &str)] = &[
    ("all", "Check expected, unexpected and near-miss diagnostics"),
    ("", "Check expected, unexpected and near-miss diagnostics"),
    ("only-expected", "Check only the expected diagnostics"),
];

/// Every option but the pass flags (one per registered pass, looked up in
/// the pass registry). `Generic` options (`--help`, `--version`) are listed
/// apart in `--help`, as LLVM's.
#[rustfmt::skip]
pub const OPTIONS: &[Opt] = &[
    opt("allow-unregistered-dialect", "Accept operations of dialects that are not registered", Value::Bool(|o| &mut o.allow_unregistered)),
    opt("dump-pass-pipeline", "Print the pass pipeline that will run (to stderr)", Value::Bool(|o| &mut o.dump_pass_pipeline)),
    opt("elide-resource-data-from-bytecode", "Elide resources when generating bytecode", Value::Bool(|o| &mut o.elide_resource_data)),
    opt("emit-bytecode", "Emit bytecode when generating output", Value::Bool(|o| &mut o.emit_bytecode)),
    opt("emit-bytecode-version", "Use specified bytecode when generating output", Value::Int(|o, n| o.emit_bytecode_version = Some(n))),
    opt("irdl-file", "IRDL file to register before processing the input", Value::Str("filename", |o, v| o.irdl_file = Some(v).filter(|v| !v.is_empty()))),
    opt("list-passes", "Print the registered passes and exit", Value::Bool(|o| &mut o.list_passes)),
    opt("mlir-disable-threading", "Run nested pipelines on one thread", Value::Bool(|o| &mut o.disable_threading)),
    opt("mlir-elide-elementsattrs-if-larger", "Elide elements attributes with more elements than this", Value::Uint(|o, n| o.print.elide_elements_limit = Some(i64::from(n)))),
    opt("mlir-elide-resource-strings-if-larger", "Elide resource strings longer than this", Value::Uint(|o, n| o.print.elide_resource_limit = Some(i64::from(n)))),
    opt("mlir-pass-statistics", "Report the passes' statistics (to stderr)", Value::Bool(|o| &mut o.pass_statistics)),
    opt("mlir-pass-statistics-display", "Layout of the statistics report", Value::Enum(&[("list", "one list merged by pass name"), ("pipeline", "nested as the pipeline is")], |o, v| o.statistics_list = v == "list")),
    opt("mlir-pretty-debuginfo", "Print locations in a readable form", Value::Bool(|o| &mut o.print.pretty_debug_info)),
    opt("mlir-print-assume-verified", "Print without verifying first", Value::Bool(|o| &mut o.print.assume_verified)),
    opt("mlir-print-debuginfo", "Print locations", Value::Bool(|o| &mut o.debug_info)),
    opt("mlir-print-ir-after", "Print the IR after the given passes", Value::Passes(|o| &mut o.print_ir_after)),
    opt("mlir-print-ir-after-all", "Print the IR after every pass", Value::Bool(|o| &mut o.print_ir_after_all)),
    opt("mlir-print-ir-after-change", "Print the IR after a pass only if the pass changed it", Value::Bool(|o| &mut o.print_ir_after_change)),
    opt("mlir-print-ir-after-failure", "Print the IR after a pass only if the pass failed", Value::Bool(|o| &mut o.print_ir_after_failure)),
    opt("mlir-print-ir-before", "Print the IR before the given passes", Value::Passes(|o| &mut o.print_ir_before)),
    opt("mlir-print-ir-before-all", "Print the IR before every pass", Value::Bool(|o| &mut o.print_ir_before_all)),
    opt("mlir-print-ir-module-scope", "Print the top-level operation when printing IR around a pass (needs --mlir-disable-threading)", Value::Bool(|o| &mut o.print_ir_module_scope)),
    opt("mlir-print-ir-tree-dir", "Write each IR dump to its own file in a tree under this directory", Value::Str("string", |o, v| o.print_ir_tree_dir = Some(v).filter(|v| !v.is_empty()))),
    opt("mlir-print-local-scope", "Print without aliases, numbering values from the nearest isolated parent", Value::Bool(|o| &mut o.local_scope)),
    opt("mlir-print-op-generic", "Print operations in the generic form", Value::Bool(|o| &mut o.generic)),
    opt("mlir-print-skip-regions", "Print operations without their regions", Value::Bool(|o| &mut o.print.skip_regions)),
    opt("mlir-print-unique-ssa-ids", "Number values uniquely across isolated regions", Value::Bool(|o| &mut o.print.unique_ssa_ids)),
    opt("mlir-print-value-users", "Print the users of each value in a comment", Value::Bool(|o| &mut o.print.value_users)),
    opt("mlir-timing", "Report execution times (to stderr)", Value::Bool(|o| &mut o.timing)),
    opt("mlir-timing-display", "Layout of the timing report", Value::Enum(&[("list", "one list sorted by total time"), ("tree", "nested as the work is")], |o, v| o.timing_list = v == "list")),
    opt("mlir-use-nameloc-as-prefix", "Name values after their name locations", Value::Bool(|o| &mut o.print.name_loc_as_prefix)),
    opt("no-implicit-module", "The input must be one operation, printed as it is (no implicit module)", Value::Bool(|o| &mut o.no_implicit_module)),
    opt("o", "Output file name", Value::Str("filename", |o, v| o.output = v)),
    opt("output-split-marker", "Marker joining the outputs of the chunks", Value::Str("string", |o, v| o.output_marker = v)),
    opt("p", "", Value::Str("string", |o, v| o.pass_pipeline = Some(v))),
    opt("pass-pipeline", "Textual pass pipeline to run, e.g. 'builtin.module(func.func(cse))'", Value::Str("string", |o, v| o.pass_pipeline = Some(v))),
    opt("show-dialects", "Print the registered dialects and exit", Value::Bool(|o| &mut o.show_dialects)),
    opt("split-input-file", "Split the input at the marker (default '// -----') and process each chunk on its own", Value::OptStr("string", |o, v| o.split_marker = Some(if v.is_empty() { DEFAULT_MARKER.into() } else { v }))),
    opt("verify-diagnostics", "Check the diagnostics against the expected-* annotations", Value::OptEnum(VERIFY_LEVELS, |o, v| { o.verify_diagnostics = true; o.verify_only_expected = v == "only-expected"; })),
    opt("verify-each", "Verify the IR after each pass", Value::Bool(|o| &mut o.verify_each)),
    // Generic options.
    opt("h", "", Value::Act(|| Action::Help)),
    opt("help", "Display the available options", Value::Act(|| Action::Help)),
    opt("version", "Display the version of this program", Value::Act(|| Action::Version)),
];

/// Whether option `name` is printed under "Generic Options" in `--help`.
pub fn is_generic(name: &str) -> bool {
    matches!(name, "h" | "help" | "version")
}

/// `-` for a one-letter option name, `--` otherwise (LLVM's `PrintArg`,
/// which measures the whole text, `=value` included).
pub fn dashes(name: &str) -> &'static str {
    if name.len() == 1 {
        "-"
    } else {
        "--"
    }
}

/// LLVM's message for a bad value of option `name`: `for the --name
/// option: <message>` (one dash for a one-letter name).
fn cl_error(name: &str, message: &str) -> String {
    format!("for the {}{name} option: {message}", dashes(name))
}

/// What an argument names.
enum Found<'t> {
    /// An entry of [`OPTIONS`].
    Opt(&'t Opt),
    /// A registered pass's flag.
    Pass,
}

/// Looks option `name` up.
fn lookup(name: &str) -> Option<Found<'static>> {
    if let Some(o) = OPTIONS.iter().find(|o| o.name == name) {
        return Some(Found::Opt(o));
    }
    oxmlir_pass::registry::is_registered(name).then_some(Found::Pass)
}

impl Options {
    /// The options of a run given no arguments.
    fn defaults() -> Options {
        Options {
            input: "-".into(),
            output: "-".into(),
            output_marker: DEFAULT_MARKER.into(),
            verify_each: true,
            ..Default::default()
        }
    }

    /// Parses the arguments (without the program name) as LLVM's
    /// `cl::ParseCommandLineOptions` would; `argv0` is how the tool was
    /// invoked, shown in the message about an unknown argument.
    pub fn parse(argv0: &str, args: &[String]) -> Parsed {
        let mut o = Options::defaults();
        let mut errors = Vec::new();
        let mut positional = Vec::new();
        let mut dash_dash = false;
        let mut i = 0;
        while i < args.len() {
            let a = &args[i];
            i += 1;
            if dash_dash || a == "-" || !a.starts_with('-') {
                positional.push(a.clone());
                continue;
            }
            if a == "--" {
                dash_dash = true;
                continue;
            }
            // One dash, then at most one more.
            let body = &a[1..];
            let body = body.strip_prefix('-').unwrap_or(body);
            let (name, value) = match body.split_once('=') {
                Some((n, v)) => (n, Some(v)),
                None => (body, None),
            };
            let found = match lookup(name) {
                Some(found) => found,
                None => {
                    // LLVM's grouping: a one-letter option glued to more
                    // text.
                    // LLVM then looks for a suggestion for the option's
                    // name alone, which finds it.
                    let mut near = nearest(body);
                    if let Some(first) = body.get(..1).filter(|_| body.len() > 1) {
                        if let Some(Found::Opt(g)) = lookup(first) {
                            match g.value {
                                Value::Act(act) => return Parsed { errors, action: act() },
                                _ => errors.push(cl_error(first, "may not occur within a group!")),
                            }
                            near = Some(first.to_string());
                        }
                    }
                    errors.push(format!("Unknown command line argument '{a}'.  Try: '{argv0} --help'"));
                    if let Some(near) = near {
                        errors.push(format!("Did you mean '{}{near}'?", dashes(&near)));
                    }
                    continue;
                }
            };
            let opt = match found {
                Found::Opt(opt) => opt,
                Found::Pass => {
                    o.pass_flags.push((name.to_string(), value.unwrap_or_default().to_string()));
                    continue;
                }
            };
            // A required value not given after `=` is the next argument.
            let required = matches!(opt.value, Value::Str(..) | Value::Uint(_) | Value::Int(_) | Value::Enum(..));
            let value = match value {
                Some(v) => Some(v.to_string()),
                None if required => match args.get(i) {
                    Some(v) => {
                        i += 1;
                        Some(v.clone())
                    }
                    None => {
                        errors.push(cl_error(name, "requires a value!"));
                        continue;
                    }
                },
                None => None,
            };
            if let Err(e) = apply(&mut o, opt, value) {
                match e {
                    Applied::Error(m) => errors.push(cl_error(name, &m)),
                    Applied::Act(action) => return Parsed { errors, action },
                }
            }
        }
        if positional.len() > 1 {
            errors.push(format!(
                "Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: {argv0} --help"
            ));
        }
        if let Some(p) = positional.pop() {
            o.input = p;
        }
        Parsed { errors, action: Action::Run(Box::new(o)) }
    }
}

/// Why an option was not simply set.
enum Applied {
    /// Its value is bad: LLVM's message.
    Error(String),
    /// It acts at once.
    Act(Action),
}

/// Sets option `opt` from its value (`None` when none was given).
fn apply(o: &mut Options, opt: &Opt, value: Option<String>) -> Result<(), Applied> {
    let cases_error = |v: &str| Applied::Error(format!("Cannot find option named '{v}'!"));
    match opt.value {
        Value::Bool(field) => {
            *field(o) = match value.as_deref() {
                None | Some("" | "true" | "TRUE" | "True" | "1") => true,
                Some("false" | "FALSE" | "False" | "0") => false,
                Some(v) => {
                    return Err(Applied::Error(format!("'{v}' is invalid value for boolean argument! Try 0 or 1")))
                }
            }
        }
        Value::Act(act) => match value {
            Some(v) => return Err(Applied::Error(format!("does not allow a value! '{v}' specified."))),
            None => return Err(Applied::Act(act())),
        },
        Value::Str(_, set) | Value::OptStr(_, set) => set(o, value.unwrap_or_default()),
        Value::Int(set) => {
            let v = value.unwrap_or_default();
            let digits = v.strip_prefix('-').unwrap_or(&v);
            let n = if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) { v.parse::<i64>().ok() } else { None };
            match n {
                Some(n) => set(o, n),
                None => return Err(Applied::Error(format!("Invalid argument '{v}', only integer is supported."))),
            }
        }
        Value::Uint(set) => {
            let v = value.unwrap_or_default();
            match parse_uint(&v) {
                Some(n) => set(o, n),
                None => return Err(Applied::Error(format!("'{v}' value invalid for uint argument!"))),
            }
        }
        Value::Enum(cases, set) | Value::OptEnum(cases, set) => {
            let v = value.unwrap_or_default();
            if !cases.iter().any(|(c, _)| *c == v) {
                return Err(cases_error(&v));
            }
            set(o, &v)
        }
        Value::Passes(list) => {
            for arg in value.as_deref().unwrap_or("").split(',') {
                if !oxmlir_pass::registry::is_registered(arg) {
                    return Err(cases_error(arg));
                }
                list(o).push(arg.to_string());
            }
        }
    }
    Ok(())
}

/// An unsigned 32-bit value as LLVM's `StringRef::getAsInteger` reads it
/// with radix 0: `0x`/`0X` hexadecimal, `0b`/`0B` binary, `0o` octal, a
/// leading `0` octal, otherwise decimal; no sign, no empty digits.
fn parse_uint(v: &str) -> Option<u32> {
    let (digits, radix) = if let Some(d) = v.strip_prefix("0x").or_else(|| v.strip_prefix("0X")) {
        (d, 16)
    } else if let Some(d) = v.strip_prefix("0b").or_else(|| v.strip_prefix("0B")) {
        (d, 2)
    } else if let Some(d) = v.strip_prefix("0o") {
        (d, 8)
    } else if v.len() > 1 && v.starts_with('0') {
        (&v[1..], 8)
    } else {
        (v, 10)
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    u32::from_str_radix(digits, radix).ok()
}

/// The option LLVM's parser would suggest for the unknown argument `arg`
/// (without its leading dashes): the name nearest by edit distance (the
/// first found on ties), with `=value` kept for options that take a value
/// (LLVM's `LookupNearestOption`). Options are tried in table order, then
/// the passes sorted by name.
fn nearest(arg: &str) -> Option<String> {
    if arg.is_empty() {
        return None;
    }
    let (lhs, rhs) = arg.split_once('=').unwrap_or((arg, ""));
    let passes = oxmlir_pass::registry::registered_passes();
    let names = OPTIONS
        .iter()
        .map(|o| (o.name, !matches!(o.value, Value::Act(_))))
        .chain(passes.iter().map(|p| (p.argument.as_str(), true)));
    let mut best: Option<(usize, String)> = None;
    for (name, permit_value) in names {
        let distance = edit_distance(name, if permit_value { lhs } else { arg });
        if best.as_ref().is_none_or(|(d, _)| distance < *d) {
            let shown = if rhs.is_empty() || !permit_value { name.to_string() } else { format!("{name}={rhs}") };
            best = Some((distance, shown));
        }
    }
    best.map(|(_, s)| s)
}

/// Levenshtein distance over bytes (insertions, deletions and
/// replacements), as LLVM's `StringRef::edit_distance`.
fn edit_distance(a: &str, b: &str) -> usize {
    let b = b.as_bytes();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, &ca) in a.as_bytes().iter().enumerate() {
        let mut previous = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let old = row[j + 1];
            row[j + 1] = if ca == cb { previous } else { 1 + previous.min(row[j]).min(row[j + 1]) };
            previous = old;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uint_radixes() {
        assert_eq!(parse_uint("10"), Some(10));
        assert_eq!(parse_uint("0x10"), Some(16));
        assert_eq!(parse_uint("0b11"), Some(3));
        assert_eq!(parse_uint("0o11"), Some(9));
        assert_eq!(parse_uint("010"), Some(8));
        assert_eq!(parse_uint("0"), Some(0));
        for bad in ["", "08", "+5", "-1", "0x", "4294967296", "1a"] {
            assert_eq!(parse_uint(bad), None, "{bad}");
        }
    }

    #[test]
    fn edit_distances() {
        assert_eq!(edit_distance("cse", "zzz"), 3);
        assert_eq!(edit_distance("canonicalize", "canonicalise"), 1);
        assert_eq!(edit_distance("", "p"), 1);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }

    #[test]
    fn table_names_are_unique() {
        for (k, o) in OPTIONS.iter().enumerate() {
            assert!(OPTIONS[..k].iter().all(|p| p.name != o.name), "{} twice", o.name);
        }
    }
}
