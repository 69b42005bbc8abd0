//! `mlir-c/Dialect/Math.h`: the math dialect's handle. (Upstream's
//! header also declares the math passes; there are no passes yet, so they
//! are absent.)

use std::ffi::c_void;

use oxmlir_ir::dialects::math;

use crate::ir::MlirDialectHandle;

/// Returns the dialect handle of the math dialect.
#[no_mangle]
pub extern "C" fn mlirGetDialectHandle__math__() -> MlirDialectHandle {
    MlirDialectHandle { ptr: &math::DIALECT as *const _ as *const c_void }
}
