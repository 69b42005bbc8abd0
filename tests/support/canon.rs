//! Runs the inputs of `tests/mlir/canonicalize/` through `oxmlir-opt` and
//! upstream's `mlir-opt` with the canonicalizer and compares everything
//! they print.

use std::process::{Command, Output};

use super::cprog::root;
use super::opt::{build_opt, MLIR_OPT};

/// The command lines each input runs with.
pub const FLAG_SETS: &[&[&str]] = &[
    &["-canonicalize"],
    &["--canonicalize=top-down=false"],
    &["-canonicalize", "--mlir-print-op-generic"],
    &["--canonicalize=region-simplify=aggressive"],
];

fn run(exe: &str, file: &str, flags: &[&str]) -> Output {
    Command::new(exe)
        .current_dir(root())
        .args(flags)
        .arg("--split-input-file")
        .arg(file)
        .output()
        .unwrap_or_else(|e| panic!("running {exe}: {e}"))
}

/// The inputs `tests/mlir/canonicalize/<prefix>*.mlir`, sorted.
pub fn inputs(prefix: &str) -> Vec<String> {
    let dir = root().join("tests/mlir/canonicalize");
    let mut v: Vec<String> = std::fs::read_dir(&dir)
        .map(|d| {
            d.filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.starts_with(prefix) && n.ends_with(".mlir"))
                .map(|n| format!("tests/mlir/canonicalize/{n}"))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// Requires that every input named by `prefix` prints the same under both
/// tools with each of [`FLAG_SETS`] (and `extra`); panics listing the
/// differences.
pub fn check(prefix: &str, extra: &[&[&str]]) {
    let opt = build_opt();
    let files = inputs(prefix);
    assert!(!files.is_empty(), "no inputs tests/mlir/canonicalize/{prefix}*.mlir");
    let mut failures = Vec::new();
    for file in &files {
        for flags in FLAG_SETS.iter().chain(extra) {
            let want = run(MLIR_OPT, file, flags);
            let got = run(opt.to_str().expect("utf-8 path"), file, flags);
            let same = want.stdout == got.stdout && want.stderr == got.stderr && want.status.code() == got.status.code();
            if !same {
                failures.push(format!(
                    "{file} {flags:?}\n--- mlir-opt (status {:?})\n{}{}\n--- oxmlir-opt (status {:?})\n{}{}",
                    want.status.code(),
                    String::from_utf8_lossy(&want.stdout),
                    String::from_utf8_lossy(&want.stderr),
                    got.status.code(),
                    String::from_utf8_lossy(&got.stdout),
                    String::from_utf8_lossy(&got.stderr),
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{} differences:\n{}", failures.len(), failures.join("\n"));
}
