//! `oxmlir-opt`: reads MLIR (a file or stdin), parses and verifies it, and
//! prints it back, like upstream's `mlir-opt` without passes.
//!
//! Options (as `mlir-opt`'s): `--allow-unregistered-dialect`,
//! `--mlir-print-op-generic`, `--mlir-print-debuginfo`,
//! `--mlir-print-local-scope`, `--mlir-pretty-debuginfo`,
//! `--mlir-print-assume-verified`, `--mlir-print-skip-regions`,
//! `--mlir-print-value-users`, `--mlir-print-unique-ssa-ids`,
//! `--mlir-use-nameloc-as-prefix`, `--mlir-elide-elementsattrs-if-larger=N`,
//! `--mlir-elide-resource-strings-if-larger=N`, `--split-input-file[=marker]`,
//! `--output-split-marker=marker`, `--verify-diagnostics`, `-o file`,
//! `--help`.
//! Diagnostics go to stderr as `file:line:col: error: ...` with the source
//! line and a caret; the exit code is 1 on failure.

#![forbid(unsafe_code)]

mod args;
mod expected;
mod render;
mod run;

fn main() {
    let argv: Vec<String> = std::env::args().collect();
    let code = match args::Options::parse(&argv[1..]) {
        Ok(opts) if opts.help => {
            print!("{}", args::USAGE);
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
        Ok(opts) => run::run(&opts),
        Err(msg) => {
            eprintln!("{}: {msg}", argv.first().map_or("oxmlir-opt", |s| s.as_str()));
            1
        }
    };
    std::process::exit(code);
}
