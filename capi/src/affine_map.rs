//! `mlir-c/AffineMap.h`.

use std::ffi::c_void;

/// Opaque handle to a uniqued affine map.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirAffineMap {
    pub ptr: *const c_void,
}
