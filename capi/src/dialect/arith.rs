//! `mlir-c/Dialect/Arith.h`: the arith dialect's handle. (Upstream's
//! header also declares the arith passes; there are no passes yet, so they
//! are absent.)

use std::ffi::c_void;

use oxmlir_ir::dialects::arith;

use crate::ir::MlirDialectHandle;

/// Returns the dialect handle of the arith dialect.
#[no_mangle]
pub extern "C" fn mlirGetDialectHandle__arith__() -> MlirDialectHandle {
    MlirDialectHandle { ptr: &arith::DIALECT as *const _ as *const c_void }
}
