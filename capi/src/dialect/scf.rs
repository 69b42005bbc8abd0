//! `mlir-c/Dialect/SCF.h`: the scf dialect's handle. (Upstream's header
//! also declares the scf passes; there are no passes yet, so they are
//! absent.)

use std::ffi::c_void;

use oxmlir_ir::dialects::scf;

use crate::ir::MlirDialectHandle;

/// Returns the dialect handle of the scf dialect.
#[no_mangle]
pub extern "C" fn mlirGetDialectHandle__scf__() -> MlirDialectHandle {
    MlirDialectHandle { ptr: &scf::DIALECT as *const _ as *const c_void }
}
