//! oxmlir's IR core: MLIR's context, uniqued types and attributes,
//! locations, operations, blocks, regions, values and use lists, the
//! registered-operation mechanism, symbol tables, walks, diagnostics, the
//! printer and the verifier.
//!
//! The public API is safe. Objects are named by handles ([`OpId`],
//! [`Type`], ...) that are checked on every use; see `docs/ARCHITECTURE.md`.

#![deny(missing_docs)]
#![warn(unsafe_op_in_unsafe_fn)]

pub mod affine;
pub mod asm;
pub mod attrs;
pub mod context;
pub mod diagnostics;
pub mod dialects;
pub mod format;
pub mod ir;
pub mod print;
pub mod registry;
pub mod rewrite;
pub mod support;
pub mod symbol_table;
pub mod types;
pub mod verify;
pub mod view;

pub use attrs::{AttrData, Attribute, Identifier, Location, NamedAttribute};
pub use context::{calls_in_progress, Context, OpName, OwnedContext, SlotUse};
pub use ir::{BlockId, Ir, IrError, IrResult, OpId, OperandId, OperationState, RegionId, ValueId};
pub use types::{Type, TypeData};
