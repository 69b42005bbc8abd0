//! The printer on parsed IR: `oxmlir-opt` against upstream's `mlir-opt` on
//! the corpus under `tests/mlir/printer/`, with every printing flag
//! `mlir-opt` has (alone and combined): stdout, stderr and the exit code
//! must be byte-identical.
//!
//! Without `mlir-opt` the test fails, naming the package to install; set
//! `OXMLIR_ALLOW_NO_UPSTREAM=1` to skip the comparison (reported loudly).

mod support;

use std::path::Path;
use std::process::{Command, Output, Stdio};

use support::opt::{build_opt, describe, MLIR_OPT};

/// Flag sets every file is printed with (after
/// `--allow-unregistered-dialect`).
const FLAG_SETS: &[&[&str]] = &[
    &[],
    &["--mlir-print-op-generic"],
    &["--mlir-print-debuginfo"],
    &["--mlir-print-debuginfo", "--mlir-pretty-debuginfo"],
    &["--mlir-print-debuginfo", "--mlir-print-local-scope"],
    &["--mlir-print-debuginfo", "--mlir-print-op-generic", "--mlir-use-nameloc-as-prefix"],
    &["--mlir-use-nameloc-as-prefix"],
    &["--mlir-print-value-users"],
    &["--mlir-print-unique-ssa-ids"],
    &["--mlir-print-skip-regions"],
    &["--mlir-print-skip-regions", "--mlir-print-debuginfo"],
    &["--mlir-elide-elementsattrs-if-larger=2"],
    &["--mlir-print-assume-verified"],
    &["--mlir-print-value-users", "--mlir-print-op-generic", "--mlir-print-local-scope"],
];

fn run(exe: &Path, flags: &[&str], file: &str) -> Output {
    Command::new(exe)
        .current_dir(support::cprog::root())
        .arg("--allow-unregistered-dialect")
        .args(flags)
        .arg(file)
        .stdin(Stdio::null())
        .output()
        .expect("run")
}


#[test]
fn printer_corpus_matches_mlir_opt() {
    if !Path::new(MLIR_OPT).exists() {
        let msg = "mlir-opt (Debian mlir-22-tools) is not installed: the printer corpus cannot be compared";
        if std::env::var_os("OXMLIR_ALLOW_NO_UPSTREAM").is_none() {
            panic!("{msg}; set OXMLIR_ALLOW_NO_UPSTREAM=1 to skip it");
        }
        eprintln!("\n{}\nWARNING: {msg}. Skipped.\n{}\n", "!".repeat(78), "!".repeat(78));
        return;
    }
    let ours = build_opt();
    let dir = "tests/mlir/printer";
    let mut files: Vec<String> = std::fs::read_dir(support::cprog::root().join(dir))
        .expect("corpus directory")
        .filter_map(|e| e.ok())
        .map(|e| format!("{dir}/{}", e.file_name().to_string_lossy()))
        .filter(|p| p.ends_with(".mlir"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no inputs under {dir}");
    let mut failures = Vec::new();
    let mut checked = 0;
    for file in &files {
        for flags in FLAG_SETS {
            let mine = run(&ours, flags, file);
            let theirs = run(Path::new(MLIR_OPT), flags, file);
            checked += 1;
            if !theirs.status.success() {
                failures.push(format!("[{file} {}] is not valid for mlir-opt:\n{}", flags.join(" "), describe(&theirs)));
                continue;
            }
            if theirs.stdout != mine.stdout || theirs.stderr != mine.stderr || theirs.status.code() != mine.status.code() {
                failures.push(format!(
                    "[{file} {}] differs\n=== mlir-opt: {}\n=== oxmlir-opt: {}",
                    flags.join(" "),
                    describe(&theirs),
                    describe(&mine)
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{} of {checked} runs differ:\n\n{}", failures.len(), failures.join("\n\n"));
    eprintln!("print_corpus: {checked} runs match mlir-opt");
}
