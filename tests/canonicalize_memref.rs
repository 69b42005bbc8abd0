//! The memref dialect's folders and canonicalization patterns compared
//! with `mlir-opt` (inputs `tests/mlir/canonicalize/memref_*.mlir`; the
//! inputs whose expected output needs the arith folders are kept as
//! `needs_arith_memref_*.mlir` and not run yet).

mod support;

#[test]
fn memref_canonicalization_matches_mlir_opt() {
    support::canon::check("memref_", &[]);
}
