//! The verifier, as upstream's `mlir::verify(op)`: the same checks, in the
//! same order, with the same messages, locations and notes.
//!
//! How upstream proceeds, which this follows exactly:
//!
//! 1. **Structure** (`structure.rs`): a depth-first walk of the operation and
//!    everything nested in it. On entering an operation: null operands, the
//!    registered operation's invariants (its traits, ODS constraints and
//!    custom verifier: [`OpDef::verify`](crate::registry::OpDef)), graph
//!    regions with more than one block, entry blocks with predecessors. On
//!    entering a block: a missing terminator of an empty block, successors
//!    in the middle of the block. On leaving a block: branches to other
//!    regions, a missing terminator. On leaving an operation: its nested
//!    isolated-from-above operations (each verified completely, all of them
//!    even when one fails), its region invariants, and for an unregistered
//!    operation whether its dialect allows it. The first failure ends the
//!    walk, except that every isolated-from-above child is verified.
//! 2. **Dominance** (`dominance.rs`): if the structure is sound, every
//!    operand of every operation in a reachable block must dominate its use
//!    (SSA dominance in SSACFG regions, none inside graph regions; uses from
//!    nested regions are checked against their ancestor in the defining
//!    region). Dominator trees of multi-block regions are built in
//!    near-linear time (`domtree.rs`).
//!
//! Registered operations are verified by what their [`OpDef`] implies
//! (`registry/invariants.rs`): upstream's `verifyInvariants` (count
//! traits, structural traits, ODS invariants, the other traits, the op's
//! own verifier) before their regions, and `verifyRegionInvariants` (region
//! traits, the op's region verifier) after. [`traits`] and [`symbols`]
//! hold upstream's trait verifiers, [`builtin`] the builtin dialect's own
//! verifiers.
//!
//! Speed: while walking the structure the verifier notes whether every
//! operand below the walked operation is trivially fine (an argument of its
//! own block, or a result of an earlier operation of its block — any
//! operation of it in a graph region), and whether any operation directly
//! in a symbol table has a symbol name. Checks that then cannot fail (the
//! dominance check, the isolation check, the symbol-name check) are
//! skipped, which changes nothing that is reported (a unit test compares
//! both ways on random IR); everything else is one pass over the IR with
//! constant work per operation and operand.

// Verifiers return `Result<(), ()>` as the registry's hooks do: the
// failure has already been reported through the diagnostics.
#![allow(clippy::result_unit_err)]

pub mod builtin;
pub mod control_flow;
mod dominance;
mod domtree;
pub use domtree::region_dominator_tree;
mod structure;
pub mod symbols;
pub mod traits;

use crate::context::{Context, OpName};
use crate::diagnostics::{op_error, op_op_error, Diagnostic};
use crate::ir::{Ir, OpId};
use crate::registry::{OpDef, Traits};

/// What a verifier returns: `Err(())` once it has reported a failure.
pub type VerifyResult = Result<(), ()>;

/// Verifies `op` and everything nested in it, reporting problems through
/// the context's diagnostics. Returns whether it is valid. A stale handle
/// is not valid (nothing is reported).
pub fn verify(cx: &Context, ir: &Ir, op: OpId) -> bool {
    let Ok(i) = ir.op_idx(op) else { return false };
    Verifier::new(cx, ir).verify_op_and_dominance(i)
}

/// Verifies `op` as [`verify`], but without `recursive` the
/// isolated-from-above operations nested in it are not verified (upstream's
/// `verify(op, /*verifyRecursively=*/false)`, which the pass manager uses
/// after a pass whose nested operations were verified by nested pipelines).
pub fn verify_with(cx: &Context, ir: &Ir, op: OpId, recursive: bool) -> bool {
    let Ok(i) = ir.op_idx(op) else { return false };
    let mut v = Verifier::new(cx, ir);
    v.recursive = recursive;
    v.verify_op_and_dominance(i)
}

/// Verifies without reporting anything (the printer uses it to choose
/// between the custom and the generic form, as upstream's
/// `verifyOpAndAdjustFlags`).
pub fn verifies_quietly(cx: &Context, ir: &Ir, op: OpId) -> bool {
    cx.with_diagnostics_suppressed(|| verify(cx, ir, op))
}

/// Reports upstream's `op->emitOpError(message)` (`'<name>' op <message>`
/// at the operation, with the `see current operation` note) and returns
/// failure. The message is only built when diagnostics are reported.
pub fn fail_op(cx: &Context, ir: &Ir, op: OpId, message: impl FnOnce() -> String) -> VerifyResult {
    cx.emit_with(|| op_op_error(cx, ir, op, message()));
    Err(())
}

/// Reports upstream's `op->emitError(message)` (the message at the
/// operation, with the `see current operation` note) and returns failure.
pub fn fail_error(cx: &Context, ir: &Ir, op: OpId, message: impl FnOnce() -> String) -> VerifyResult {
    cx.emit_with(|| op_error(cx, ir, op, message()));
    Err(())
}

/// Reports an arbitrary diagnostic and returns failure.
pub fn fail_with(cx: &Context, make: impl FnOnce() -> Diagnostic) -> VerifyResult {
    cx.emit_with(make);
    Err(())
}

/// How an operation name stands, for the unregistered-dialect check.
#[derive(Copy, Clone, PartialEq, Eq)]
enum NameKind {
    /// Not looked at yet.
    Unknown,
    /// Registered by a loaded dialect.
    Registered,
    /// Not registered, and no loaded dialect has its prefix.
    NoDialect,
    /// Not registered, in a loaded dialect (which does not allow unknown
    /// operations).
    UnknownInDialect,
}

/// Entries of the verifier's operation-name cache.
const NAME_CACHE: usize = 32;

/// What the verifier caches about an operation name.
#[derive(Copy, Clone)]
struct NameInfo<'a> {
    def: Option<&'a OpDef>,
    traits: Traits,
    kind: NameKind,
}

/// State of one verification: the IR, caches of name lookups and of
/// dominator trees.
pub(crate) struct Verifier<'a> {
    cx: &'a Context,
    ir: &'a Ir,
    allow_unregistered: bool,
    /// A direct-mapped cache of what is known per operation name (by its
    /// index in the context modulo [`NAME_CACHE`]): inline, so that making
    /// a verifier for a small operation allocates nothing.
    names: [Option<(OpName, NameInfo<'a>)>; NAME_CACHE],
    dom: dominance::DomCache,
    /// Whether every operand met so far in the current walk is trivially
    /// fine (see [`Verifier::verify_op_and_dominance`]).
    trivial: bool,
    /// The `sym_name` identifier.
    sym_name: crate::attrs::Attribute,
    /// Whether to run every check even when the walk showed it cannot fail
    /// (for tests comparing both ways).
    exact: bool,
    /// Whether isolated-from-above operations may be verified on several
    /// threads (the context allows multithreading; not inside a worker).
    parallel: bool,
    /// Whether nested isolated-from-above operations are verified (upstream's
    /// `verifyRecursively`).
    recursive: bool,
}

impl<'a> Verifier<'a> {
    fn new(cx: &'a Context, ir: &'a Ir) -> Self {
        Verifier {
            cx,
            ir,
            allow_unregistered: cx.allows_unregistered_dialects(),
            names: [None; NAME_CACHE],
            dom: dominance::DomCache::default(),
            trivial: true,
            sym_name: cx.sym_name_identifier(),
            exact: false,
            parallel: cx.multithreading(),
            recursive: true,
        }
    }

    /// What is known about operation name `name`.
    #[inline]
    fn name_info(&mut self, name: OpName) -> NameInfo<'a> {
        let k = name.0 as usize % NAME_CACHE;
        if let Some((n, info)) = self.names[k] {
            if n == name {
                return info;
            }
        }
        let def = self.cx.op_name_info(name).def();
        let info = NameInfo {
            def,
            traits: def.map_or(Traits::NONE, |d| d.traits),
            kind: if def.is_some() { NameKind::Registered } else { NameKind::Unknown },
        };
        self.names[k] = Some((name, info));
        info
    }

    /// The registration of operation `o`, if any.
    #[inline]
    fn def(&mut self, o: u32) -> Option<&'a OpDef> {
        self.name_info(self.ir.opd(o).name).def
    }

    /// The traits of operation `o` (none when unregistered).
    #[inline]
    fn traits(&mut self, o: u32) -> Traits {
        self.name_info(self.ir.opd(o).name).traits
    }

    /// How an unregistered name stands with respect to loaded dialects.
    fn name_kind(&mut self, name: OpName) -> NameKind {
        let info = self.name_info(name);
        if info.kind != NameKind::Unknown {
            return info.kind;
        }
        // As upstream's `StringAttr::getReferencedDialect`: only a name
        // with a dot names a dialect (its prefix).
        let text = self.cx.bytes_of(self.cx.op_name_info(name).ident);
        let dot = text.iter().position(|&b| b == b'.');
        let loaded = dot
            .and_then(|d| std::str::from_utf8(&text[..d]).ok())
            .is_some_and(|ns| self.cx.loaded_dialect(ns).is_some());
        let kind = if loaded { NameKind::UnknownInDialect } else { NameKind::NoDialect };
        if let Some((n, i)) = &mut self.names[name.0 as usize % NAME_CACHE] {
            if *n == name {
                i.kind = kind;
            }
        }
        kind
    }

    /// Reports `emitOpError(message)` on arena operation `o`.
    fn op_fail(&self, o: u32, message: impl FnOnce() -> String) -> bool {
        let _ = fail_op(self.cx, self.ir, self.ir.op_id(o), message);
        false
    }

    /// Reports `emitError(message)` on arena operation `o`.
    fn error_fail(&self, o: u32, message: impl FnOnce() -> String) -> bool {
        let _ = fail_error(self.cx, self.ir, self.ir.op_id(o), message);
        false
    }

    /// Reports a diagnostic built by `make`.
    fn diag_fail(&self, make: impl FnOnce() -> Diagnostic) -> bool {
        self.cx.emit_with(make);
        false
    }
}

#[cfg(test)]
mod tests;
