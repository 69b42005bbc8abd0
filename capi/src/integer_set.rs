//! `mlir-c/IntegerSet.h`.

use std::ffi::c_void;

/// Opaque handle to a uniqued integer set.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirIntegerSet {
    pub ptr: *const c_void,
}
