//! `mlir-c/RegisterEverything.h`: registering every dialect this library
//! has. (`mlirRegisterAllLLVMTranslations` and `mlirRegisterAllPasses` are
//! absent: there is no LLVM translation and there are no passes yet.)

use crate::handles::{entry, Fail};
use crate::ir::MlirDialectRegistry;
use crate::ir::context::REGISTRIES;

/// Appends all upstream dialects and extensions to the dialect registry.
#[no_mangle]
pub extern "C" fn mlirRegisterAllDialects(registry: MlirDialectRegistry) {
    entry!((), |_c| {
        let all = oxmlir_ir::dialects::all_dialects();
        REGISTRIES
            .with(registry.bits(), |r| {
                for d in all.dialects() {
                    r.insert(d.clone());
                }
            })
            .ok_or(Fail::Dangling("MlirDialectRegistry"))
    })
}
