//! Shared helpers of the integration tests.

#![allow(dead_code)]

pub mod canon;
pub mod cprog;
pub mod fuzz;
pub mod headers;
pub mod opt;
