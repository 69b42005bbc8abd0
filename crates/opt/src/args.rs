//! Command-line options, spelled as `mlir-opt`'s (`-flag` or `--flag`,
//! values as `--flag=value` or `-o value`).

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
    /// `--verify-diagnostics`
    pub verify_diagnostics: bool,
    /// `--help` / `-h`: print [`USAGE`] and exit.
    pub help: bool,
    /// `--show-dialects`: list the registered dialects and exit.
    pub show_dialects: bool,
    /// `--no-implicit-module`: the input must be one operation, printed as
    /// it is (not wrapped in a module).
    pub no_implicit_module: bool,
    /// `--irdl-file=FILE`: the IRDL dialects loaded before each input chunk.
    pub irdl_file: Option<String>,
}

/// What `--help` prints before the passes.
const USAGE: &str = "OVERVIEW: oxmlir-opt: parse, verify, run passes on and print MLIR, as mlir-opt

USAGE: oxmlir-opt [options] [<input file>]

OPTIONS:
  -o <filename>                              Output filename (default: stdout)
  --allow-unregistered-dialect               Allow operations of unregistered dialects
  --no-implicit-module                       The input must be a single operation (no implicit module)
  --show-dialects                            Print the list of registered dialects and exit
  --list-passes                              Print the list of registered passes and exit
  --split-input-file[=<marker>]              Split the input at '// -----' (or <marker>) and process each chunk
  --output-split-marker=<marker>             Join the outputs of the chunks with <marker>
  --verify-diagnostics                       Check diagnostics against expected-* comments
  --irdl-file=<filename>                     IRDL file to register before processing the input
  --mlir-print-op-generic                    Print operations in the generic form
  --mlir-print-debuginfo                     Print locations
  --mlir-pretty-debuginfo                    Print locations in a readable form
  --mlir-print-local-scope                   Print without aliases, numbered from the nearest isolated parent
  --mlir-print-assume-verified               Do not verify before printing
  --mlir-print-skip-regions                  Do not print regions
  --mlir-print-value-users                   Print the users of each value in a comment
  --mlir-print-unique-ssa-ids                Number values uniquely across isolated regions
  --mlir-use-nameloc-as-prefix               Name values after their name locations
  --mlir-elide-elementsattrs-if-larger=<N>   Elide elements attributes with more than N elements
  --mlir-elide-resource-strings-if-larger=<N> Elide resource strings longer than N characters
  -h, --help                                 Display this help

PASS OPTIONS:
  --pass-pipeline=<pipeline>                 Textual pass pipeline to run, e.g. 'builtin.module(func.func(print-ir))'
  -p <pipeline>                              Alias for --pass-pipeline
  --dump-pass-pipeline                       Print the pipeline that will be run (to stderr)
  --mlir-disable-threading                   Disable multi-threading
  --verify-each[=<bool>]                     Run the verifier after each pass (default true)
  --mlir-print-ir-before=<pass-args>         Print IR before the given passes (comma-separated)
  --mlir-print-ir-after=<pass-args>          Print IR after the given passes (comma-separated)
  --mlir-print-ir-before-all                 Print IR before each pass
  --mlir-print-ir-after-all                  Print IR after each pass
  --mlir-print-ir-after-change               When printing the IR after a pass, only print if the IR changed
  --mlir-print-ir-after-failure              When printing the IR after a pass, only print if the pass failed
  --mlir-print-ir-module-scope               Print the top-level operation (needs --mlir-disable-threading)
  --mlir-print-ir-tree-dir=<dir>             Write each IR dump to its own file in a tree under <dir>
  --mlir-timing                              Report execution times (to stderr)
  --mlir-timing-display=<list|tree>          Layout of the timing report (default tree)
  --mlir-pass-statistics                     Report pass statistics (to stderr)
  --mlir-pass-statistics-display=<list|pipeline> Layout of the statistics report (default pipeline)

PASSES (each a flag, in command-line order; options as --<pass>='<opt>=<value> ...'):
";

/// What `--help` prints: the options, then each registered pass with its
/// options.
pub fn usage() -> String {
    let mut out = USAGE.to_string();
    for p in oxmlir_pass::registry::registered_passes() {
        out.push_str(&format!("  --{:<41}{}\n", p.argument, p.description));
        let sample = (p.make)();
        if let Some(options) = sample.options() {
            for o in options.iter() {
                out.push_str(&format!("      {:<39}{}\n", o.name, o.description));
            }
        }
    }
    out
}

/// `mlir-opt`'s default split marker.
pub const DEFAULT_MARKER: &str = "// -----";

impl Options {
    /// Parses the arguments (without the program name; `argv0` is how the
    /// tool was invoked, shown in the message about an unknown argument as
    /// LLVM's option parser does). The error is LLVM's message, to be
    /// printed after the program name and `: `.
    pub fn parse(argv0: &str, args: &[String]) -> Result<Options, String> {
        let mut o = Options {
            input: "-".into(),
            output: "-".into(),
            output_marker: DEFAULT_MARKER.into(),
            verify_each: true,
            ..Default::default()
        };
        let mut positional = Vec::new();
        let mut i = 0;
        while i < args.len() {
            let a = &args[i];
            i += 1;
            if a == "-" || !a.starts_with('-') {
                positional.push(a.clone());
                continue;
            }
            let body = a.trim_start_matches('-');
            let (name, value) = match body.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (body, None),
            };
            if let Some(field) = bool_flag(&mut o, name) {
                *field = bool_value(name, value.as_deref())?;
                continue;
            }
            match name {
                "h" | "help" => o.help = true,
                "mlir-timing-display" => o.timing_list = enum_value(name, value.as_deref(), &["list", "tree"])? == "list",
                "mlir-pass-statistics-display" => {
                    o.statistics_list = enum_value(name, value.as_deref(), &["list", "pipeline"])? == "list"
                }
                "mlir-print-ir-before" | "mlir-print-ir-after" => {
                    let list = if name == "mlir-print-ir-before" { &mut o.print_ir_before } else { &mut o.print_ir_after };
                    for arg in value.as_deref().unwrap_or("").split(',') {
                        if !oxmlir_pass::registry::is_registered(arg) {
                            return Err(cl_error(name, &format!("Cannot find option named '{arg}'!")));
                        }
                        list.push(arg.to_string());
                    }
                }
                "p" | "pass-pipeline" => {
                    o.pass_pipeline = Some(match value {
                        Some(v) => v,
                        None => {
                            let v = args.get(i).cloned().ok_or_else(|| cl_error(name, "requires a value!"))?;
                            i += 1;
                            v
                        }
                    })
                }
                pass if oxmlir_pass::registry::is_registered(pass) => o.pass_flags.push((pass.to_string(), value.unwrap_or_default())),
                "mlir-elide-elementsattrs-if-larger" | "mlir-elide-resource-strings-if-larger" => {
                    let n = value
                        .as_deref()
                        .and_then(|v| v.parse::<u32>().ok())
                        .ok_or_else(|| cl_error(name, &format!("'{}' value invalid for uint argument!", value.clone().unwrap_or_default())))?;
                    if name == "mlir-elide-elementsattrs-if-larger" {
                        o.print.elide_elements_limit = Some(i64::from(n));
                    } else {
                        o.print.elide_resource_limit = Some(i64::from(n));
                    }
                }
                "split-input-file" => {
                    o.split_marker = Some(value.filter(|v| !v.is_empty()).unwrap_or_else(|| DEFAULT_MARKER.into()))
                }
                "output-split-marker" => o.output_marker = value.unwrap_or_default(),
                "irdl-file" => {
                    let v = match value {
                        Some(v) => v,
                        None => {
                            let v = args.get(i).cloned().ok_or_else(|| cl_error(name, "requires a value!"))?;
                            i += 1;
                            v
                        }
                    };
                    o.irdl_file = Some(v).filter(|v| !v.is_empty());
                }
                "mlir-print-ir-tree-dir" => o.print_ir_tree_dir = value.filter(|v| !v.is_empty()),
                "o" => {
                    o.output = match value {
                        Some(v) => v,
                        None => {
                            let v = args.get(i).cloned().ok_or("Not enough positional command line arguments specified!")?;
                            i += 1;
                            v
                        }
                    }
                }
                _ => return Err(format!("Unknown command line argument '{a}'.  Try: '{argv0} --help'")),
            }
        }
        if positional.len() > 1 {
            return Err(format!("Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: {argv0} --help"));
        }
        if let Some(p) = positional.pop() {
            o.input = p;
        }
        Ok(o)
    }
}

/// The field of boolean flag `name`, if it is one.
fn bool_flag<'o>(o: &'o mut Options, name: &str) -> Option<&'o mut bool> {
    Some(match name {
        "show-dialects" => &mut o.show_dialects,
        "list-passes" => &mut o.list_passes,
        "no-implicit-module" => &mut o.no_implicit_module,
        "allow-unregistered-dialect" => &mut o.allow_unregistered,
        "mlir-print-op-generic" => &mut o.generic,
        "mlir-print-debuginfo" => &mut o.debug_info,
        "mlir-print-local-scope" => &mut o.local_scope,
        "verify-diagnostics" => &mut o.verify_diagnostics,
        "mlir-pretty-debuginfo" => &mut o.print.pretty_debug_info,
        "mlir-print-assume-verified" => &mut o.print.assume_verified,
        "mlir-print-skip-regions" => &mut o.print.skip_regions,
        "mlir-print-value-users" => &mut o.print.value_users,
        "mlir-print-unique-ssa-ids" => &mut o.print.unique_ssa_ids,
        "mlir-use-nameloc-as-prefix" => &mut o.print.name_loc_as_prefix,
        "dump-pass-pipeline" => &mut o.dump_pass_pipeline,
        "mlir-disable-threading" => &mut o.disable_threading,
        "verify-each" => &mut o.verify_each,
        "mlir-print-ir-before-all" => &mut o.print_ir_before_all,
        "mlir-print-ir-after-all" => &mut o.print_ir_after_all,
        "mlir-print-ir-after-change" => &mut o.print_ir_after_change,
        "mlir-print-ir-after-failure" => &mut o.print_ir_after_failure,
        "mlir-print-ir-module-scope" => &mut o.print_ir_module_scope,
        "mlir-timing" => &mut o.timing,
        "mlir-pass-statistics" => &mut o.pass_statistics,
        _ => return None,
    })
}

/// LLVM's message for a bad value of option `name`: `for the --name
/// option: <message>` (one dash for a one-letter name).
fn cl_error(name: &str, message: &str) -> String {
    let dashes = if name.len() == 1 { "-" } else { "--" };
    format!("for the {dashes}{name} option: {message}")
}

/// The value of a boolean flag as LLVM's option parser reads it (no value
/// or an empty one is `true`).
fn bool_value(name: &str, value: Option<&str>) -> Result<bool, String> {
    match value {
        None | Some("" | "true" | "TRUE" | "True" | "1") => Ok(true),
        Some("false" | "FALSE" | "False" | "0") => Ok(false),
        Some(v) => Err(cl_error(name, &format!("'{v}' is invalid value for boolean argument! Try 0 or 1"))),
    }
}

/// The value of an enumerated option, one of `cases`.
fn enum_value<'v>(name: &str, value: Option<&'v str>, cases: &[&str]) -> Result<&'v str, String> {
    let v = value.unwrap_or("");
    if cases.contains(&v) {
        Ok(v)
    } else {
        Err(cl_error(name, &format!("Cannot find option named '{v}'!")))
    }
}
