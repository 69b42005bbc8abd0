//! `mlir-c/Dialect/UB.h`: the ub (undefined behaviour) dialect's handle.

use std::ffi::c_void;

use oxmlir_ir::dialects::ub;

use crate::ir::MlirDialectHandle;

/// Returns the dialect handle of the ub (undefined behaviour) dialect.
#[no_mangle]
pub extern "C" fn mlirGetDialectHandle__ub__() -> MlirDialectHandle {
    MlirDialectHandle { ptr: &ub::DIALECT as *const _ as *const c_void }
}
