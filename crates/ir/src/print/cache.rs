//! Per-thread caches that keep printing operation after operation linear.
//!
//! Printing an operation numbers everything under its root (the outermost
//! ancestor) and, unless told otherwise, verifies the root: both are
//! O(size of the root). Upstream redoes them for every print, so printing
//! each operation of a large block one by one is quadratic. Both results
//! only depend on the IR under the root (and, for verification, on the
//! context's registered dialects and whether it allows unregistered ones),
//! so they are kept, keyed by the root's handle and the IR's mutation
//! counter ([`Ir::epoch`]), which every mutation bumps.

use std::cell::RefCell;
use std::sync::Arc;

use super::names::NameState;
use super::PrintFlags;
use crate::context::Context;
use crate::ir::Ir;

/// Identifies one state of one root operation.
#[derive(Clone, Copy, PartialEq, Eq)]
struct RootKey {
    context_slot: u16,
    context_gen: u32,
    root: u64,
    epoch: u64,
}

impl RootKey {
    fn new(cx: &Context, ir: &Ir, root: u32) -> RootKey {
        RootKey { context_slot: cx.slot(), context_gen: cx.generation(), root: ir.op_id(root).0.bits(), epoch: ir.epoch() }
    }
}

/// The flags a [`NameState`] depends on.
#[derive(Clone, Copy, PartialEq, Eq)]
struct NamingFlags {
    unique: bool,
    /// The generic form also decides which printers the alias check
    /// considers.
    generic: bool,
    name_loc_prefix: bool,
    value_users: bool,
}

impl NamingFlags {
    fn of(flags: &PrintFlags) -> NamingFlags {
        NamingFlags {
            unique: flags.unique_ssa_ids || flags.generic,
            generic: flags.generic,
            name_loc_prefix: flags.name_loc_as_prefix,
            value_users: flags.value_users,
        }
    }
}

struct CachedNames {
    key: RootKey,
    flags: NamingFlags,
    names: Arc<NameState>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
struct VerifyKey {
    root: RootKey,
    allow_unregistered: bool,
    loaded_dialects: usize,
}

thread_local! {
    static NAMES: RefCell<Option<CachedNames>> = const { RefCell::new(None) };
    static VERIFIED: RefCell<Option<(VerifyKey, bool)>> = const { RefCell::new(None) };
}

/// The names of everything under `root` (arena index) for `flags`.
pub(crate) fn names(cx: &Context, ir: &Ir, root: u32, flags: &PrintFlags) -> Arc<NameState> {
    let key = RootKey::new(cx, ir, root);
    let nf = NamingFlags::of(flags);
    let hit = NAMES.with(|c| {
        c.borrow().as_ref().filter(|c| c.key == key && c.flags == nf).map(|c| Arc::clone(&c.names))
    });
    if let Some(n) = hit {
        return n;
    }
    let names = Arc::new(NameState::new(cx, ir, root, flags));
    NAMES.with(|c| *c.borrow_mut() = Some(CachedNames { key, flags: nf, names: Arc::clone(&names) }));
    names
}

/// Whether `root` (arena index) verifies, reporting nothing.
pub(crate) fn verifies(cx: &Context, ir: &Ir, root: u32) -> bool {
    let key = VerifyKey {
        root: RootKey::new(cx, ir, root),
        allow_unregistered: cx.allows_unregistered_dialects(),
        loaded_dialects: cx.num_loaded_dialects(),
    };
    if let Some(ok) = VERIFIED.with(|c| c.borrow().filter(|(k, _)| *k == key).map(|(_, ok)| ok)) {
        return ok;
    }
    let ok = crate::verify::verifies_quietly(cx, ir, ir.op_id(root));
    VERIFIED.with(|c| *c.borrow_mut() = Some((key, ok)));
    ok
}
