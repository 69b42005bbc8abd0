//! oxmlir's C ABI: upstream MLIR 22's `mlir-c` API over the pure-Rust IR.
//!
//! One module per upstream header (`support` for `Support.h`, `ir` for
//! `IR.h`, ...), with the C names exactly as upstream. Handles are checked
//! on every call; see `handles` for the conversions and the only `unsafe`
//! code of this crate, and `docs/ARCHITECTURE.md` for the design.

#![allow(non_snake_case, non_camel_case_types, clippy::missing_safety_doc)]

mod handles;
mod owned;

pub mod affine_expr;
pub mod affine_map;
pub mod builtin_attributes;
pub mod builtin_types;
pub mod diagnostics;
pub mod integer_set;
pub mod ir;
pub mod support;
