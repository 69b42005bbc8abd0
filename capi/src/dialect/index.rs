//! `mlir-c/Dialect/Index.h`: the index dialect's handle.

use std::ffi::c_void;

use oxmlir_ir::dialects::index;

use crate::ir::MlirDialectHandle;

/// Returns the dialect handle of the index dialect.
#[no_mangle]
pub extern "C" fn mlirGetDialectHandle__index__() -> MlirDialectHandle {
    MlirDialectHandle { ptr: &index::DIALECT as *const _ as *const c_void }
}
