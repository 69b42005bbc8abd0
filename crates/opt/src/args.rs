//! Command-line options, spelled as `mlir-opt`'s (`-flag` or `--flag`,
//! values as `--flag=value` or `-o value`).

/// The options of a run.
#[derive(Debug, Default)]
pub struct Options {
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
}

/// What `--help` prints.
pub const USAGE: &str = "OVERVIEW: oxmlir-opt: parse, verify and print MLIR (mlir-opt without passes)

USAGE: oxmlir-opt [options] [<input file>]

OPTIONS:
  -o <filename>                              Output filename (default: stdout)
  --allow-unregistered-dialect               Allow operations of unregistered dialects
  --no-implicit-module                       The input must be a single operation (no implicit module)
  --show-dialects                            Print the list of registered dialects and exit
  --split-input-file[=<marker>]              Split the input at '// -----' (or <marker>) and process each chunk
  --output-split-marker=<marker>             Join the outputs of the chunks with <marker>
  --verify-diagnostics                       Check diagnostics against expected-* comments
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
";

/// `mlir-opt`'s default split marker.
pub const DEFAULT_MARKER: &str = "// -----";

impl Options {
    /// Parses the arguments (without the program name).
    pub fn parse(args: &[String]) -> Result<Options, String> {
        let mut o = Options {
            input: "-".into(),
            output: "-".into(),
            output_marker: DEFAULT_MARKER.into(),
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
            match name {
                "h" | "help" => o.help = true,
                "show-dialects" => o.show_dialects = true,
                "no-implicit-module" => o.no_implicit_module = true,
                "allow-unregistered-dialect" => o.allow_unregistered = true,
                "mlir-print-op-generic" => o.generic = true,
                "mlir-print-debuginfo" => o.debug_info = true,
                "mlir-print-local-scope" => o.local_scope = true,
                "verify-diagnostics" => o.verify_diagnostics = true,
                "mlir-pretty-debuginfo" => o.print.pretty_debug_info = true,
                "mlir-print-assume-verified" => o.print.assume_verified = true,
                "mlir-print-skip-regions" => o.print.skip_regions = true,
                "mlir-print-value-users" => o.print.value_users = true,
                "mlir-print-unique-ssa-ids" => o.print.unique_ssa_ids = true,
                "mlir-use-nameloc-as-prefix" => o.print.name_loc_as_prefix = true,
                "mlir-elide-elementsattrs-if-larger" | "mlir-elide-resource-strings-if-larger" => {
                    let n = value
                        .as_deref()
                        .and_then(|v| v.parse::<u32>().ok())
                        .ok_or_else(|| format!("oxmlir-opt: for the --{name} option: '{}' value invalid for uint argument!", value.clone().unwrap_or_default()))?;
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
                _ => return Err(format!("Unknown command line argument '{a}'.  Try: 'oxmlir-opt --help'")),
            }
        }
        if positional.len() > 1 {
            return Err("Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: oxmlir-opt --help".into());
        }
        if let Some(p) = positional.pop() {
            o.input = p;
        }
        Ok(o)
    }
}
