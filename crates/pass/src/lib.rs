//! oxmlir's pass manager, as upstream MLIR's `mlir/Pass`: the [`Pass`]
//! trait, pass managers nested by operation name ([`PassManager`]), pass
//! options, the process-wide pass registry, textual pipelines
//! (`builtin.module(func.func(cse))`), analyses, and instrumentation (IR
//! printing, timing, statistics).
//!
//! ```
//! use oxmlir_pass::{PassManager, pipeline};
//!
//! let cx = oxmlir_ir::Context::new();
//! let pm = pipeline::parse_pipeline("builtin.module()").unwrap();
//! assert_eq!(pm.pipeline_text(pm.root()), "builtin.module()");
//! let _ = cx;
//! ```

#![deny(missing_docs)]
// Failures are reported through the context's diagnostics, as the
// verifier's: `Err(())` says one was reported.
#![allow(clippy::result_unit_err)]
#![forbid(unsafe_code)]

pub mod analysis;
pub mod instrument;
pub mod manager;
pub mod options;
pub mod pass;
pub mod pipeline;
pub mod registry;
mod run;
mod statistics;

pub use analysis::{Analysis, PreservedAnalyses};
pub use manager::{Nesting, PassManager, PmId, StatisticsDisplay};
pub use options::{OptionKind, OptionValue, PassOptions};
pub use pass::{Pass, PassState, Statistic};
