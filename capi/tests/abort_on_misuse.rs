//! `OXMLIR_ABORT_ON_MISUSE`: a misuse (here a null context handle) aborts
//! the process only when the variable is `1`, `true`, `yes` or `on`; with
//! `0`, `false`, an empty value or when unset it is reported on stderr and
//! the call returns a safe value.

use std::process::Command;

use oxmlir::ir::context::mlirContextGetAllowUnregisteredDialects;
use oxmlir::ir::MlirContext;

/// Set in the child process that makes the misuse.
const CHILD: &str = "OXMLIR_TEST_MISUSE_CHILD";

/// In the child: one misuse, then a normal exit.
#[test]
fn misuse_child() {
    if std::env::var_os(CHILD).is_none() {
        return;
    }
    let answer = mlirContextGetAllowUnregisteredDialects(MlirContext { ptr: std::ptr::null_mut() });
    println!("returned {answer}");
}

/// Runs the child with `OXMLIR_ABORT_ON_MISUSE` set to `value` (unset if
/// `None`); whether it was killed by a signal and its stderr.
fn run_child(value: Option<&str>) -> (bool, String) {
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.args(["--exact", "misuse_child", "--nocapture", "--test-threads=1"]).env(CHILD, "1");
    match value {
        Some(v) => cmd.env("OXMLIR_ABORT_ON_MISUSE", v),
        None => cmd.env_remove("OXMLIR_ABORT_ON_MISUSE"),
    };
    let out = cmd.output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let aborted = !out.status.success();
    assert_eq!(aborted, !stdout.contains("returned false"), "{value:?}: {stdout}{stderr}");
    (aborted, stderr)
}

#[test]
fn off_values_report_and_continue() {
    for value in [None, Some(""), Some("0"), Some("false"), Some("no"), Some("off")] {
        let (aborted, stderr) = run_child(value);
        assert!(!aborted, "{value:?} aborted: {stderr}");
        assert!(
            stderr.contains("oxmlir: error: mlirContextGetAllowUnregisteredDialects: null MlirContext handle"),
            "{value:?}: {stderr}"
        );
    }
}

#[test]
fn on_values_abort() {
    for value in ["1", "true", "ON", "yes"] {
        let (aborted, stderr) = run_child(Some(value));
        assert!(aborted, "{value:?} did not abort");
        assert!(
            stderr.contains("oxmlir: fatal: mlirContextGetAllowUnregisteredDialects: null MlirContext handle"),
            "{value:?}: {stderr}"
        );
    }
}
