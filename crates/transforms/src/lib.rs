//! oxmlir's transformation passes, as upstream's `mlir/Transforms`: each
//! pass in its own module, with its registration.
//!
//! | argument | pass | module |
//! |---|---|---|
//! | `cse` | `CSE` | [`cse`] |
//! | `print-ir` | `PrintIRPass` | [`print_ir`] |
//! | `print-op-stats` | `PrintOpStats` | [`print_op_stats`] |
//! | `strip-debuginfo` | `StripDebugInfo` | [`strip_debuginfo`] |

#![deny(missing_docs)]
#![forbid(unsafe_code)]

pub mod cse;
pub mod print_ir;
pub mod print_op_stats;
pub mod strip_debuginfo;

use std::io::Write;
use std::sync::{Arc, Mutex};

use oxmlir_pass::registry::register_pass;

/// Where a pass that reports writes (standard error when `None`).
pub type Output = Option<Arc<Mutex<dyn Write + Send>>>;

/// Writes `text` to `out`.
pub(crate) fn write_out(out: &Output, text: &str) {
    match out {
        Some(w) => {
            let mut w = w.lock().unwrap_or_else(|e| e.into_inner());
            let _ = w.write_all(text.as_bytes());
            let _ = w.flush();
        }
        None => {
            let _ = std::io::stderr().lock().write_all(text.as_bytes());
        }
    }
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

/// Registers every pass of this crate (upstream's `registerTransformsPasses`).
pub fn register_transforms_passes() {
    register_cse();
    register_print_ir();
    register_print_op_stats();
    register_strip_debuginfo();
}
