//! Building blocks with no MLIR semantics: handles, storage, uniquing.

pub mod apfloat;
pub mod apint;
pub mod apint_ops;
pub mod apfloat_ops;
pub mod apint_fmt;
pub mod arena;
pub mod bignum;
pub mod float_fmt;
pub mod float_sem;
pub mod float_text;
pub mod handle;
pub mod segvec;
pub mod stack;
pub mod typeid;
pub mod uniquer;
