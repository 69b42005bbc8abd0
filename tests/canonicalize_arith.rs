//! The arith dialect's folders, constant materialization and
//! canonicalization patterns compared with `mlir-opt -canonicalize`
//! (inputs `tests/mlir/canonicalize/arith_*.mlir`), also with locations
//! printed and with patterns selected by their upstream debug names.

mod support;

#[test]
fn arith_matches_mlir_opt() {
    support::canon::check(
        "arith",
        &[
            &["-canonicalize", "--mlir-print-debuginfo"],
            &["--canonicalize=disable-patterns={(anonymous namespace)::AddIAddConstant,(anonymous namespace)::SelectNotCond,SelectToExtUI}"],
            &["--canonicalize=enable-patterns={(anonymous namespace)::SubISubILHSRHSLHS,CmpFIntToFPConst}"],
        ],
    );
}
