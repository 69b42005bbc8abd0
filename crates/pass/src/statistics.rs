//! The pass statistics report (`--mlir-pass-statistics`,
//! `mlirPassManagerEnableStatistics`).
//!
//! Upstream's reference build (Debian's LLVM 22.1, built without
//! `LLVM_ENABLE_STATS`) prints the report's header only, whatever the
//! passes counted and in both display modes; this prints the same, so
//! outputs agree. The values stay available through [`Pass::statistics`](crate::Pass::statistics).

use crate::manager::{PassManager, StatisticsDisplay};

/// The report's title line.
const TITLE: &str = "... Pass statistics report ...";

/// The report's header: a rule, the centred title, a rule.
pub(crate) fn header(title: &str) -> String {
    let rule = format!("==={}===\n", "-".repeat(73));
    let pad = (80 - title.len()) / 2;
    format!("{rule}{}{title}\n{rule}", " ".repeat(pad))
}

/// Prints the report of `pm`'s last run to standard error.
pub(crate) fn print(pm: &PassManager, display: StatisticsDisplay) {
    let _ = (pm, display);
    eprintln!("{}", header(TITLE));
}
