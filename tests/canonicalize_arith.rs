//! The arith dialect's folders, constant materialization and
//! canonicalization patterns compared with `mlir-opt -canonicalize`.

mod support;

#[test]
fn arith_matches_mlir_opt() {
    support::canon::check("arith", &[]);
}
