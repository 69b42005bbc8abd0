//! The dialect headers (`mlir-c/Dialect/*.h`), one module each.

pub mod cf;
pub mod func;
pub mod index;
pub mod ub;
