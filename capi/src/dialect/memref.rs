//! `mlir-c/Dialect/MemRef.h`: the memref dialect's handle. (Upstream's
//! header also declares the memref passes; there are no passes yet, so
//! they are absent.)

use std::ffi::c_void;

use oxmlir_ir::dialects::memref;

use crate::ir::MlirDialectHandle;

/// Returns the dialect handle of the memref dialect.
#[no_mangle]
pub extern "C" fn mlirGetDialectHandle__memref__() -> MlirDialectHandle {
    MlirDialectHandle { ptr: &memref::DIALECT as *const _ as *const c_void }
}
