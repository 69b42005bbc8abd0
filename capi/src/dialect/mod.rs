//! The dialect headers (`mlir-c/Dialect/*.h`), one module each.

pub mod arith;
pub mod cf;
pub mod func;
pub mod index;
pub mod irdl;
pub mod math;
pub mod memref;
pub mod scf;
pub mod ub;
