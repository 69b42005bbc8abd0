//! The scf dialect's folders and canonicalization patterns compared with
//! `mlir-opt`, on the inputs `tests/mlir/canonicalize/scf_<op>*.mlir`.
//! The `scf_needs_arith_*` inputs expect arith's folders, which another
//! branch brings; they are left out until then.

mod support;

/// The input prefixes run, one test run each.
const PREFIXES: &[&str] = &["scf_if", "scf_for", "scf_while", "scf_execute", "scf_switch", "scf_parallel", "scf_forall"];

#[test]
fn scf_canonicalize_matches_mlir_opt() {
    let mut failures = Vec::new();
    for prefix in PREFIXES {
        if support::canon::inputs(prefix).is_empty() {
            continue;
        }
        if let Err(e) = std::panic::catch_unwind(|| support::canon::check(prefix, &[])) {
            failures.push(e.downcast_ref::<String>().cloned().unwrap_or_else(|| format!("{prefix}: failed")));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
