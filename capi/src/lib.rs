//! oxmlir's C ABI: upstream MLIR 22's `mlir-c` API over the pure-Rust IR.
//!
//! One module per upstream header (`support` for `Support.h`, `ir` for
//! `IR.h`, ...), with the C names exactly as upstream. Handles are checked
//! on every call; see `handles` for the conversions and the only `unsafe`
//! code of this crate, and `docs/ARCHITECTURE.md` for the design.

#![allow(non_snake_case, non_camel_case_types, clippy::missing_safety_doc)]

mod handles;
#[doc(hidden)]
pub mod call_sequences;
mod output;
mod owned;

pub mod affine_expr;
pub mod affine_map;
pub mod builtin_attributes;
pub mod builtin_types;
pub mod diagnostics;
pub mod dialect;
pub mod integer_set;
pub mod interfaces;
pub mod ir;
pub mod pass;
pub mod register_everything;
pub mod rewrite;
pub mod support;
pub mod transforms;

/// The C layouts the headers promise, pinned on the Rust side (the C side
/// is `tests/c/abi_layout.c`, compared with upstream's).
mod layout {
    use std::mem::{align_of, offset_of, size_of};

    use crate::ir::*;
    use crate::support::*;

    macro_rules! one_pointer {
        ($($t:ty),*) => {$(
            const _: () = assert!(size_of::<$t>() == size_of::<*const ()>() && align_of::<$t>() == align_of::<*const ()>());
        )*};
    }
    one_pointer!(
        MlirLlvmThreadPool, MlirTypeID, MlirTypeIDAllocator, MlirAsmState, MlirBytecodeWriterConfig, MlirContext,
        MlirDialect, MlirDialectRegistry, MlirOperation, MlirOpOperand, MlirOpPrintingFlags, MlirBlock, MlirRegion,
        MlirSymbolTable, MlirAttribute, MlirIdentifier, MlirLocation, MlirModule, MlirType, MlirValue,
        MlirDialectHandle, crate::diagnostics::MlirDiagnostic, crate::pass::MlirPass, crate::pass::MlirExternalPass,
        crate::pass::MlirPassManager, crate::pass::MlirOpPassManager
    );
    const _: () = assert!(
        size_of::<crate::pass::MlirExternalPassCallbacks>() == 5 * size_of::<*const ()>()
            && offset_of!(crate::pass::MlirExternalPassCallbacks, destruct) == 8
            && offset_of!(crate::pass::MlirExternalPassCallbacks, initialize) == 16
            && offset_of!(crate::pass::MlirExternalPassCallbacks, clone) == 24
            && offset_of!(crate::pass::MlirExternalPassCallbacks, run) == 32
    );
    const _: () = assert!(size_of::<crate::pass::MlirPassDisplayMode>() == 4);
    one_pointer!(
        crate::rewrite::MlirRewriterBase, crate::rewrite::MlirFrozenRewritePatternSet,
        crate::rewrite::MlirGreedyRewriteDriverConfig, crate::rewrite::MlirRewritePatternSet,
        crate::rewrite::MlirPatternRewriter, crate::rewrite::MlirRewritePattern
    );
    const _: () = assert!(
        size_of::<crate::rewrite::MlirRewritePatternCallbacks>() == 3 * size_of::<*const ()>()
            && offset_of!(crate::rewrite::MlirRewritePatternCallbacks, destruct) == 8
            && offset_of!(crate::rewrite::MlirRewritePatternCallbacks, matchAndRewrite) == 16
    );
    const _: () = assert!(
        size_of::<crate::rewrite::MlirGreedyRewriteStrictness>() == 4
            && size_of::<crate::rewrite::MlirGreedySimplifyRegionLevel>() == 4
    );
    const _: () = assert!(size_of::<MlirStringRef>() == 16 && offset_of!(MlirStringRef, length) == 8);
    const _: () = assert!(size_of::<MlirLogicalResult>() == 1);
    const _: () = assert!(size_of::<MlirNamedAttribute>() == 16 && offset_of!(MlirNamedAttribute, attribute) == 8);
    const _: () = assert!(
        size_of::<MlirOperationState>() == 112
            && offset_of!(MlirOperationState, location) == 16
            && offset_of!(MlirOperationState, nResults) == 24
            && offset_of!(MlirOperationState, results) == 32
            && offset_of!(MlirOperationState, nOperands) == 40
            && offset_of!(MlirOperationState, operands) == 48
            && offset_of!(MlirOperationState, nRegions) == 56
            && offset_of!(MlirOperationState, regions) == 64
            && offset_of!(MlirOperationState, nSuccessors) == 72
            && offset_of!(MlirOperationState, successors) == 80
            && offset_of!(MlirOperationState, nAttributes) == 88
            && offset_of!(MlirOperationState, attributes) == 96
            && offset_of!(MlirOperationState, enableResultTypeInference) == 104
    );
    const _: () = assert!(size_of::<MlirWalkResult>() == 4 && size_of::<MlirWalkOrder>() == 4);
    const _: () = assert!(size_of::<crate::diagnostics::MlirDiagnosticSeverity>() == 4);
}
