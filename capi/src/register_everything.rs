//! `mlir-c/RegisterEverything.h`: registering every dialect and every pass
//! this library has. (`mlirRegisterAllLLVMTranslations` is absent: there
//! is no LLVM translation.)

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

/// Registers all the passes oxmlir has with the global pass registry (so
/// that textual pipelines can name them): `cse`, `print-ir`,
/// `print-op-stats`, `strip-debuginfo`, `symbol-dce` and `symbol-privatize`.
/// Upstream registers every pass and pass pipeline it has.
#[no_mangle]
pub extern "C" fn mlirRegisterAllPasses() {
    entry!((), |_c| {
        oxmlir_transforms::register_transforms_passes();
        Ok(())
    })
}
