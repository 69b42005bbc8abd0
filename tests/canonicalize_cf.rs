//! The `cf` dialect's canonicalization patterns and region simplification
//! (unreachable blocks, dead code and arguments, identical blocks,
//! redundant arguments) compared with `mlir-opt`.

mod support;

/// Region simplification turned off, on top of the shared flag sets.
const DISABLED: &[&str] = &["--canonicalize=region-simplify=disabled"];

/// One iteration that must converge: what counts as a change (a dead
/// block argument alone does not, as upstream's `runRegionDCE`).
const ONE_ITERATION: &[&str] = &["--canonicalize=max-iterations=1 test-convergence=true"];

/// The same with identical blocks merged.
const ONE_AGGRESSIVE: &[&str] = &["--canonicalize=max-iterations=1 test-convergence=true region-simplify=aggressive"];

/// One rewrite per iteration.
const ONE_REWRITE: &[&str] = &["--canonicalize=max-num-rewrites=1"];

#[test]
fn cf_matches_mlir_opt() {
    support::canon::check("cf", &[DISABLED, ONE_ITERATION, ONE_AGGRESSIVE, ONE_REWRITE]);
}

#[test]
fn regions_match_mlir_opt() {
    // `regions_nested` holds unregistered operations: the shared flag
    // sets compare the parse error, these compare the simplification.
    const UNREGISTERED: &[&[&str]] = &[
        &["-canonicalize", "--allow-unregistered-dialect"],
        &["--canonicalize=top-down=false", "--allow-unregistered-dialect"],
        &["-canonicalize", "--mlir-print-op-generic", "--allow-unregistered-dialect"],
        &["--canonicalize=region-simplify=aggressive", "--allow-unregistered-dialect"],
        &["--canonicalize=region-simplify=disabled", "--allow-unregistered-dialect"],
    ];
    let mut sets = vec![DISABLED, ONE_ITERATION, ONE_AGGRESSIVE, ONE_REWRITE];
    sets.extend_from_slice(UNREGISTERED);
    support::canon::check("regions", &sets);
}
