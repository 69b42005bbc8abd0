//! The dialect headers (`mlir-c/Dialect/*.h`), one module each.

pub mod func;
pub mod scf;
