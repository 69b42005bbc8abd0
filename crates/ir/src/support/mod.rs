//! Building blocks with no MLIR semantics: handles, storage, uniquing.

pub mod apint;
pub mod apint_fmt;
pub mod arena;
pub mod float_fmt;
pub mod handle;
pub mod segvec;
pub mod typeid;
pub mod uniquer;
