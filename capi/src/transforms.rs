//! `mlir-c/Transforms.h`: creating and registering the transformation
//! passes oxmlir has (`cse`, `print-ir`, `print-op-stats`, `strip-debuginfo`). Upstream's header
//! declares a function pair for each of its general transformation passes;
//! only those of the passes that exist here are defined.

use crate::handles::entry;
use crate::pass::{give_pass, MlirPass};

/// Registers the general transformation passes that exist in oxmlir:
/// `cse`, `print-ir`, `print-op-stats` and `strip-debuginfo` (upstream
/// registers all of its Transforms passes, such as `canonicalize`).
#[no_mangle]
pub extern "C" fn mlirRegisterTransformsPasses() {
    entry!((), |_c| {
        oxmlir_transforms::register_transforms_passes();
        Ok(())
    })
}

/// Creates the `cse` pass (`CSE`): it eliminates common subexpressions
/// and trivially dead operations in what it runs on.
#[no_mangle]
pub extern "C" fn mlirCreateTransformsCSE() -> MlirPass {
    entry!(MlirPass::NULL, |_c| { Ok(give_pass(Box::new(oxmlir_transforms::cse::Cse::default()))) })
}

/// Registers the `cse` pass.
#[no_mangle]
pub extern "C" fn mlirRegisterTransformsCSE() {
    entry!((), |_c| {
        oxmlir_transforms::register_cse();
        Ok(())
    })
}

/// Creates the `print-ir` pass (`PrintIRPass`), with its default options:
/// it prints the IR it runs on to stderr.
#[no_mangle]
pub extern "C" fn mlirCreateTransformsPrintIRPass() -> MlirPass {
    entry!(MlirPass::NULL, |_c| { Ok(give_pass(Box::new(oxmlir_transforms::print_ir::PrintIr::new()))) })
}

/// Registers the `print-ir` pass.
#[no_mangle]
pub extern "C" fn mlirRegisterTransformsPrintIRPass() {
    entry!((), |_c| {
        oxmlir_transforms::register_print_ir();
        Ok(())
    })
}

/// Creates the `print-op-stats` pass (`PrintOpStats`), with its default
/// options: it prints the counts of the operations it runs on to stderr.
#[no_mangle]
pub extern "C" fn mlirCreateTransformsPrintOpStats() -> MlirPass {
    entry!(MlirPass::NULL, |_c| { Ok(give_pass(Box::new(oxmlir_transforms::print_op_stats::PrintOpStats::new()))) })
}

/// Registers the `print-op-stats` pass.
#[no_mangle]
pub extern "C" fn mlirRegisterTransformsPrintOpStats() {
    entry!((), |_c| {
        oxmlir_transforms::register_print_op_stats();
        Ok(())
    })
}

/// Creates the `strip-debuginfo` pass (`StripDebugInfo`): it replaces every
/// location in what it runs on with `loc(unknown)`.
#[no_mangle]
pub extern "C" fn mlirCreateTransformsStripDebugInfo() -> MlirPass {
    entry!(MlirPass::NULL, |_c| { Ok(give_pass(Box::new(oxmlir_transforms::strip_debuginfo::StripDebugInfo))) })
}

/// Registers the `strip-debuginfo` pass.
#[no_mangle]
pub extern "C" fn mlirRegisterTransformsStripDebugInfo() {
    entry!((), |_c| {
        oxmlir_transforms::register_strip_debuginfo();
        Ok(())
    })
}
