//! `oxmlir-opt`: reads MLIR (a file or stdin), parses and verifies it, runs
//! passes on it and prints it back, like upstream's `mlir-opt`.
//!
//! Options (as `mlir-opt`'s): `--allow-unregistered-dialect`,
//! `--mlir-print-op-generic`, `--mlir-print-debuginfo`,
//! `--mlir-print-local-scope`, `--mlir-pretty-debuginfo`,
//! `--mlir-print-assume-verified`, `--mlir-print-skip-regions`,
//! `--mlir-print-value-users`, `--mlir-print-unique-ssa-ids`,
//! `--mlir-use-nameloc-as-prefix`, `--mlir-elide-elementsattrs-if-larger=N`,
//! `--mlir-elide-resource-strings-if-larger=N`, `--split-input-file[=marker]`,
//! `--output-split-marker=marker`, `--verify-diagnostics`, `-o file`,
//! `--help`, `--version`; passes: `--pass-pipeline=` / `-p`, one flag per registered pass,
//! `--dump-pass-pipeline`, `--list-passes`, `--mlir-disable-threading`,
//! `--verify-each`, `--mlir-print-ir-*`, `--mlir-timing[-display]`,
//! `--mlir-pass-statistics[-display]` (see [`passes`]).
//! Diagnostics go to stderr as `file:line:col: error: ...` with the source
//! line and a caret; the exit code is 1 on failure.

#![forbid(unsafe_code)]

mod args;
mod ere;
mod expected;
mod help;
mod passes;
mod render;
mod run;

fn main() {
    let argv: Vec<String> = std::env::args().collect();
    let argv0 = argv.first().map_or("oxmlir-opt", |s| s.as_str());
    let program = std::path::Path::new(argv0).file_name().map_or(argv0.into(), |n| n.to_string_lossy());
    oxmlir_pass::pipeline::set_program_name(&program);
    // Passes are registered first: each is a command-line flag.
    oxmlir_transforms::register_transforms_passes();
    let parsed = args::Options::parse(argv0, argv.get(1..).unwrap_or_default());
    // As LLVM's option parser, each message is prefixed with the file name
    // the tool was invoked as.
    for e in &parsed.errors {
        eprintln!("{program}: {e}");
    }
    let code = match parsed.action {
        args::Action::Help => {
            print!("{}", help::usage(&program));
            0
        }
        args::Action::Version => {
            print!("{}", help::version());
            0
        }
        args::Action::Run(_) if !parsed.errors.is_empty() => 1,
        args::Action::Run(opts) if opts.show_dialects => {
            let mut names: Vec<String> =
                oxmlir_ir::dialects::all_dialects().dialects().iter().map(|d| d.namespace.to_string()).collect();
            names.sort();
            println!("Available Dialects: {}", names.join(","));
            0
        }
        args::Action::Run(opts) if opts.list_passes => {
            print!("{}", passes::list_passes());
            0
        }
        args::Action::Run(opts) => {
            oxmlir_ir::print::PrintFlags::set_tool_defaults(run::print_flags(&opts));
            run::run(&opts)
        }
    };
    std::process::exit(code);
}
