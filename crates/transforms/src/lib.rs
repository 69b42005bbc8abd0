//! oxmlir's transformation passes, as upstream's `mlir/Transforms`: each
//! pass in its own module, with its registration.
//!
//! | argument | pass | module |
//! |---|---|---|
//! | `canonicalize` | `Canonicalizer` | [`canonicalize`] |
//! | `cse` | `CSE` | [`cse`] |
//! | `print-ir` | `PrintIRPass` | [`print_ir`] |
//! | `print-op-stats` | `PrintOpStats` | [`print_op_stats`] |
//! | `strip-debuginfo` | `StripDebugInfo` | [`strip_debuginfo`] |
//! | `symbol-dce` | `SymbolDCE` | [`symbol_dce`] |
//! | `symbol-privatize` | `SymbolPrivatize` | [`symbol_privatize`] |

#![deny(missing_docs)]
#![forbid(unsafe_code)]

pub mod canonicalize;
pub mod cse;
pub mod print_ir;
pub mod print_op_stats;
pub mod strip_debuginfo;
pub mod symbol_dce;
pub mod symbol_privatize;

use std::sync::Arc;

use oxmlir_pass::registry::register_pass;

/// Where a pass that reports writes (standard error when `None`).
pub type Output = Option<oxmlir_pass::instrument::Sink>;

/// Writes `text` to `out`.
pub(crate) fn write_out(out: &Output, text: &str) {
    oxmlir_pass::instrument::write_report(out, text);
}

/// Registers the `canonicalize` pass.
pub fn register_canonicalizer() {
    let _ = register_pass(Arc::new(|| Box::new(canonicalize::Canonicalize::new())));
}

/// Registers the `cse` pass.
pub fn register_cse() {
    let _ = register_pass(Arc::new(|| Box::new(cse::Cse::default())));
}

/// Registers the `print-ir` pass.
pub fn register_print_ir() {
    let _ = register_pass(Arc::new(|| Box::new(print_ir::PrintIr::new())));
}

/// Registers the `print-op-stats` pass.
pub fn register_print_op_stats() {
    let _ = register_pass(Arc::new(|| Box::new(print_op_stats::PrintOpStats::new())));
}

/// Registers the `strip-debuginfo` pass.
pub fn register_strip_debuginfo() {
    let _ = register_pass(Arc::new(|| Box::new(strip_debuginfo::StripDebugInfo)));
}

/// Registers the `symbol-dce` pass.
pub fn register_symbol_dce() {
    let _ = register_pass(Arc::new(|| Box::new(symbol_dce::SymbolDce)));
}

/// Registers the `symbol-privatize` pass.
pub fn register_symbol_privatize() {
    let _ = register_pass(Arc::new(|| Box::new(symbol_privatize::SymbolPrivatize::new())));
}

/// Registers every pass of this crate (upstream's `registerTransformsPasses`).
pub fn register_transforms_passes() {
    register_canonicalizer();
    register_cse();
    register_print_ir();
    register_print_op_stats();
    register_strip_debuginfo();
    register_symbol_dce();
    register_symbol_privatize();
}
