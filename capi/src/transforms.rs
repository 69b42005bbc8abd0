//! `mlir-c/Transforms.h`: creating and registering the transformation
//! passes oxmlir has (`canonicalize`, `cse`, `print-ir`, `print-op-stats`,
//! `strip-debuginfo`, `symbol-dce`, `symbol-privatize`). Upstream's header
//! declares a function pair for each of its general transformation passes;
//! only those of the passes that exist here are defined.

use crate::handles::entry;
use crate::pass::{give_pass, MlirPass};

/// Registers the general transformation passes that exist in oxmlir:
/// `canonicalize`, `cse`, `print-ir`, `print-op-stats`, `strip-debuginfo`,
/// `symbol-dce` and `symbol-privatize` (upstream registers all of its
/// Transforms passes, such as `inline`).
#[no_mangle]
pub extern "C" fn mlirRegisterTransformsPasses() {
    entry!((), |_c| {
        oxmlir_transforms::register_transforms_passes();
        Ok(())
    })
}

/// Creates the `canonicalize` pass (`Canonicalizer`), with its default
/// options: it folds operations and applies the canonicalization patterns
/// of the loaded dialects greedily.
#[no_mangle]
pub extern "C" fn mlirCreateTransformsCanonicalizer() -> MlirPass {
    entry!(MlirPass::NULL, |_c| { Ok(give_pass(Box::new(oxmlir_transforms::canonicalize::Canonicalize::new()))) })
}

/// Registers the `canonicalize` pass.
#[no_mangle]
pub extern "C" fn mlirRegisterTransformsCanonicalizer() {
    entry!((), |_c| {
        oxmlir_transforms::register_canonicalizer();
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

/// Creates the `symbol-privatize` pass (`SymbolPrivatize`), with no
/// exclusions: it makes every symbol defined directly in what it runs on
/// private.
#[no_mangle]
pub extern "C" fn mlirCreateTransformsSymbolPrivatize() -> MlirPass {
    entry!(MlirPass::NULL, |_c| {
        Ok(give_pass(Box::new(oxmlir_transforms::symbol_privatize::SymbolPrivatize::new())))
    })
}

/// Registers the `symbol-privatize` pass.
#[no_mangle]
pub extern "C" fn mlirRegisterTransformsSymbolPrivatize() {
    entry!((), |_c| {
        oxmlir_transforms::register_symbol_privatize();
        Ok(())
    })
}

/// Creates the `symbol-dce` pass (`SymbolDCE`): it erases the symbols of
/// the symbol table it runs on (and of the tables nested in it) that
/// nothing can reach.
#[no_mangle]
pub extern "C" fn mlirCreateTransformsSymbolDCE() -> MlirPass {
    entry!(MlirPass::NULL, |_c| { Ok(give_pass(Box::new(oxmlir_transforms::symbol_dce::SymbolDce))) })
}

/// Registers the `symbol-dce` pass.
#[no_mangle]
pub extern "C" fn mlirRegisterTransformsSymbolDCE() {
    entry!((), |_c| {
        oxmlir_transforms::register_symbol_dce();
        Ok(())
    })
}
