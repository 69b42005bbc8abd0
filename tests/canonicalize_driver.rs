//! The greedy driver and the canonicalizer compared with `mlir-opt`:
//! constant uniquing and hoisting, commutative operand order, dead code,
//! unreachable blocks, patterns.

mod support;

#[test]
fn driver_matches_mlir_opt() {
    support::canon::check("driver", &[]);
}
