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
//! `--help`; passes: `--pass-pipeline=` / `-p`, one flag per registered pass,
//! `--dump-pass-pipeline`, `--list-passes`, `--mlir-disable-threading`,
//! `--verify-each`, `--mlir-print-ir-*`, `--mlir-timing[-display]`,
//! `--mlir-pass-statistics[-display]` (see [`passes`]).
//! Diagnostics go to stderr as `file:line:col: error: ...` with the source
//! line and a caret; the exit code is 1 on failure.

#![forbid(unsafe_code)]

mod args;
mod ere;
mod expected;
mod passes;
mod render;
mod run;

fn main() {
    let argv: Vec<String> = std::env::args().collect();
    let argv0 = argv.first().map_or("oxmlir-opt", |s| s.as_str());
    // As LLVM's option parser, messages are prefixed with the file name the
    // tool was invoked as.
    let program = std::path::Path::new(argv0).file_name().map_or(argv0.into(), |n| n.to_string_lossy());
    oxmlir_pass::pipeline::set_program_name(&program);
    // Passes are registered first: each is a command-line flag.
    oxmlir_transforms::register_transforms_passes();
    let code = match args::Options::parse(argv0, argv.get(1..).unwrap_or_default()) {
        Ok(opts) if opts.help => {
            print!("{}", args::usage());
            0
        }
        Ok(opts) if opts.show_dialects => {
            let names: Vec<String> =
                oxmlir_ir::dialects::all_dialects().dialects().iter().map(|d| d.namespace.to_string()).collect();
            let mut names = names;
            names.sort();
            println!("Available Dialects: {}", names.join(","));
            0
        }
        Ok(opts) if opts.list_passes => {
            print!("{}", passes::list_passes());
            0
        }
        Ok(opts) => {
            oxmlir_ir::print::PrintFlags::set_tool_defaults(run::print_flags(&opts));
            run::run(&opts)
        }
        Err(msg) => {
            eprintln!("{program}: {msg}");
            1
        }
    };
    std::process::exit(code);
}
