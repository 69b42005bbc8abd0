//! The index, math and ub dialects' folders, canonicalization patterns
//! and constant materializers compared with `mlir-opt -canonicalize`.

mod support;

#[test]
fn index_matches_mlir_opt() {
    support::canon::check("index", &[]);
}

#[test]
fn math_matches_mlir_opt() {
    support::canon::check("math", &[]);
}

#[test]
fn ub_matches_mlir_opt() {
    support::canon::check("ub", &[]);
}
