//! `mlir-c/IR.h`: contexts, dialects, locations, modules, operations,
//! regions, blocks, values, types, attributes, identifiers and symbol
//! tables.
//!
//! Handles are one-pointer structs as upstream; their `ptr` holds a checked
//! handle word (see `handles.rs`), so null is `ptr == NULL` and a stale
//! handle is reported instead of followed.

use crate::support::{c_int_types::*};
use std::ffi::c_void;

pub mod block;
pub mod context;
pub(crate) mod floating;
pub mod location;
pub mod module;
pub mod operation;
pub mod parse;
pub mod printing;
pub mod region;
pub mod symbol_table;
pub mod type_attr;
pub mod value;

/// Opaque handle to a printing state for values and operations.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirAsmState {
    pub ptr: *mut c_void,
}

/// Opaque handle to bytecode writer settings.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirBytecodeWriterConfig {
    pub ptr: *mut c_void,
}

/// Opaque handle to an MLIR context.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirContext {
    pub ptr: *mut c_void,
}

/// Opaque handle to a dialect loaded in a context.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirDialect {
    pub ptr: *mut c_void,
}

/// Opaque handle to a set of dialects that can be loaded into contexts.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirDialectRegistry {
    pub ptr: *mut c_void,
}

/// Opaque handle to an operation.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirOperation {
    pub ptr: *mut c_void,
}

/// Opaque handle to one operand of an operation (a use of a value).
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirOpOperand {
    pub ptr: *mut c_void,
}

/// Opaque handle to operation printing flags.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirOpPrintingFlags {
    pub ptr: *mut c_void,
}

/// Opaque handle to a block.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirBlock {
    pub ptr: *mut c_void,
}

/// Opaque handle to a region.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirRegion {
    pub ptr: *mut c_void,
}

/// Opaque handle to a symbol table.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirSymbolTable {
    pub ptr: *mut c_void,
}

/// Opaque handle to a uniqued attribute.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirAttribute {
    pub ptr: *const c_void,
}

/// Opaque handle to a uniqued identifier (a string attribute).
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirIdentifier {
    pub ptr: *const c_void,
}

/// Opaque handle to a uniqued location.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirLocation {
    pub ptr: *const c_void,
}

/// Opaque handle to a `builtin.module` operation.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirModule {
    pub ptr: *const c_void,
}

/// Opaque handle to a uniqued type.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirType {
    pub ptr: *const c_void,
}

/// Opaque handle to a value (an operation result or a block argument).
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirValue {
    pub ptr: *const c_void,
}

/// A (name, attribute) pair.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirNamedAttribute {
    pub name: MlirIdentifier,
    pub attribute: MlirAttribute,
}

/// Static registration hooks of a dialect, as returned by the
/// `mlirGetDialectHandle__<namespace>__` functions.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirDialectHandle {
    pub ptr: *const c_void,
}

/// Everything needed to create an operation. Fill it with
/// `mlirOperationStateGet` and the `mlirOperationStateAdd*` functions;
/// `mlirOperationCreate` consumes the arrays.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirOperationState {
    pub name: crate::support::MlirStringRef,
    pub location: MlirLocation,
    pub nResults: intptr_t,
    pub results: *mut MlirType,
    pub nOperands: intptr_t,
    pub operands: *mut MlirValue,
    pub nRegions: intptr_t,
    pub regions: *mut MlirRegion,
    pub nSuccessors: intptr_t,
    pub successors: *mut MlirBlock,
    pub nAttributes: intptr_t,
    pub attributes: *mut MlirNamedAttribute,
    pub enableResultTypeInference: bool,
}

/// What a walk callback returns (`MlirWalkResultAdvance`,
/// `MlirWalkResultInterrupt`, `MlirWalkResultSkip`); the C enum is declared
/// in the header, Rust reads it as a plain integer so that any value is
/// safe.
#[repr(transparent)]
#[derive(Copy, Clone, PartialEq, Eq)]
pub struct MlirWalkResult(pub u32);

/// Order of a walk (`MlirWalkPreOrder`, `MlirWalkPostOrder`); see
/// [`MlirWalkResult`] for the representation.
#[repr(transparent)]
#[derive(Copy, Clone, PartialEq, Eq)]
pub struct MlirWalkOrder(pub u32);

/// Callback of `mlirOperationWalk`.
pub type MlirOperationWalkCallback = Option<unsafe extern "C" fn(MlirOperation, *mut c_void) -> MlirWalkResult>;

macro_rules! null_handles {
    ($($t:ident: $p:ident;)*) => {$(
        #[allow(dead_code)]
        impl $t {
            /// The null handle.
            pub(crate) const NULL: $t = $t { ptr: std::ptr::$p() };
            /// The handle word.
            #[inline]
            pub(crate) fn bits(self) -> u64 {
                self.ptr as usize as u64
            }
            /// A handle from a word.
            #[inline]
            pub(crate) fn from_bits(b: u64) -> $t {
                $t { ptr: b as usize as _ }
            }
        }
    )*};
}

pub(crate) use null_handles;

null_handles! {
    MlirAsmState: null_mut;
    MlirBytecodeWriterConfig: null_mut;
    MlirContext: null_mut;
    MlirDialect: null_mut;
    MlirDialectRegistry: null_mut;
    MlirOperation: null_mut;
    MlirOpOperand: null_mut;
    MlirOpPrintingFlags: null_mut;
    MlirBlock: null_mut;
    MlirRegion: null_mut;
    MlirSymbolTable: null_mut;
    MlirAttribute: null;
    MlirIdentifier: null;
    MlirLocation: null;
    MlirModule: null;
    MlirType: null;
    MlirValue: null;
}

/// Conversions from core ids to C handles.
pub(crate) mod wrap {
    use super::*;
    use oxmlir_ir::context::Dialect;
    use oxmlir_ir::{Attribute, BlockId, Context, Location, OpId, OperandId, RegionId, Type, ValueId};

    pub(crate) fn op(o: OpId) -> MlirOperation {
        MlirOperation::from_bits(o.bits())
    }
    pub(crate) fn op_opt(o: Option<OpId>) -> MlirOperation {
        o.map_or(MlirOperation::NULL, op)
    }
    pub(crate) fn block(b: BlockId) -> MlirBlock {
        MlirBlock::from_bits(b.bits())
    }
    pub(crate) fn block_opt(b: Option<BlockId>) -> MlirBlock {
        b.map_or(MlirBlock::NULL, block)
    }
    pub(crate) fn region(r: RegionId) -> MlirRegion {
        MlirRegion::from_bits(r.bits())
    }
    pub(crate) fn region_opt(r: Option<RegionId>) -> MlirRegion {
        r.map_or(MlirRegion::NULL, region)
    }
    pub(crate) fn value(v: ValueId) -> MlirValue {
        MlirValue::from_bits(v.bits())
    }
    pub(crate) fn value_opt(v: Option<ValueId>) -> MlirValue {
        v.map_or(MlirValue::NULL, value)
    }
    pub(crate) fn operand_opt(o: Option<OperandId>) -> MlirOpOperand {
        o.map_or(MlirOpOperand::NULL, |o| MlirOpOperand::from_bits(o.bits()))
    }
    pub(crate) fn ty(t: Type) -> MlirType {
        MlirType::from_bits(t.bits())
    }
    pub(crate) fn attr(a: Attribute) -> MlirAttribute {
        MlirAttribute::from_bits(a.bits())
    }
    pub(crate) fn attr_opt(a: Option<Attribute>) -> MlirAttribute {
        a.map_or(MlirAttribute::NULL, attr)
    }
    pub(crate) fn ident(a: Attribute) -> MlirIdentifier {
        MlirIdentifier::from_bits(a.bits())
    }
    pub(crate) fn loc(l: Location) -> MlirLocation {
        MlirLocation::from_bits(l.0.bits())
    }
    pub(crate) fn dialect(d: Dialect) -> MlirDialect {
        MlirDialect::from_bits(d.bits())
    }
    pub(crate) fn context(cx: &Context) -> MlirContext {
        MlirContext::from_bits(oxmlir_ir::support::handle::Handle::new(0, cx.slot(), cx.generation()).bits())
    }
}
