//! The `oxmlir-opt` binary, for the tests that run it against upstream's
//! `mlir-opt`.

use std::path::PathBuf;
use std::process::{Command, Output};

/// Upstream's tool, the oracle.
pub const MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

/// Builds `oxmlir-opt` (in the profile the tests run in) once per test
/// process and returns its path. (Tests run in parallel: a second build
/// while another test runs the binary could replace it under that test.)
pub fn build_opt() -> PathBuf {
    static BUILT: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    BUILT.get_or_init(build).clone()
}

fn build() -> PathBuf {
    let release = !cfg!(debug_assertions);
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.current_dir(super::cprog::root()).args(["build", "-q", "-p", "oxmlir-opt"]);
    if release {
        cmd.arg("--release");
    }
    assert!(cmd.status().expect("run cargo build").success(), "building oxmlir-opt failed");
    super::cprog::target_dir().join(if release { "release" } else { "debug" }).join("oxmlir-opt")
}

/// A run's exit code, stdout and stderr, for failure messages.
pub fn describe(o: &Output) -> String {
    format!(
        "exit {:?}\n--- stdout ---\n{}\n--- stderr ---\n{}",
        o.status.code(),
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}
