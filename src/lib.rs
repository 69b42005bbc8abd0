//! oxmlir: MLIR's core IR in pure Rust, exposing upstream MLIR's C API.
//!
//! This facade re-exports the IR core and the parser; the C ABI lives in the
//! `oxmlir-capi` crate and its headers in `include/mlir-c/`.

pub use oxmlir_ir as ir;
pub use oxmlir_parser as parser;
