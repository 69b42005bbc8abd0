//! The dialect headers (`mlir-c/Dialect/*.h`), one module each.

pub mod arith;
pub mod func;
pub mod math;
