//! Integration tests (`tests/`) and benchmarks (`benches/`) of oxmlir.
//!
//! The crates themselves are `oxmlir-ir` (the IR core), `oxmlir-parser`,
//! `oxmlir-capi` (the C library `liboxmlir`) and `oxmlir-opt` (the CLI).

#![forbid(unsafe_code)]

pub use oxmlir_ir as ir;
pub use oxmlir_parser as parser;

/// `docs/DIALECTS.md`, whose worked example runs as a doc test.
#[doc = include_str!("../docs/DIALECTS.md")]
pub mod dialects_guide {}

/// `docs/PASSES.md`, whose example pass runs as a doc test.
#[doc = include_str!("../docs/PASSES.md")]
pub mod passes_guide {}
