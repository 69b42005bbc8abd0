//! `mlir-c/Dialect/ControlFlow.h`: the cf (control flow) dialect's handle.

use std::ffi::c_void;

use oxmlir_ir::dialects::cf;

use crate::ir::MlirDialectHandle;

/// Returns the dialect handle of the cf (control flow) dialect.
#[no_mangle]
pub extern "C" fn mlirGetDialectHandle__cf__() -> MlirDialectHandle {
    MlirDialectHandle { ptr: &cf::DIALECT as *const _ as *const c_void }
}
