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

/// Number of roots whose state is kept per thread (most recent first), so
/// that printing from a few roots in turn stays linear too.
const ENTRIES: usize = 4;

thread_local! {
    static NAMES: RefCell<Vec<CachedNames>> = const { RefCell::new(Vec::new()) };
    static VERIFIED: RefCell<Vec<(VerifyKey, bool)>> = const { RefCell::new(Vec::new()) };
}

/// Moves entry `i` to the front.
fn promote<T>(v: &mut [T], i: usize) {
    v[..=i].rotate_right(1);
}

/// Inserts at the front, dropping the least recently used entry.
fn insert<T>(v: &mut Vec<T>, entry: T) {
    if v.len() == ENTRIES {
        v.pop();
    }
    v.insert(0, entry);
}

/// The names of everything under `root` (arena index) for `flags`.
pub(crate) fn names(cx: &Context, ir: &Ir, root: u32, flags: &PrintFlags) -> Arc<NameState> {
    let key = RootKey::new(cx, ir, root);
    let nf = NamingFlags::of(flags);
    let hit = NAMES.with(|c| {
        let mut c = c.borrow_mut();
        let i = c.iter().position(|e| e.key == key && e.flags == nf)?;
        promote(&mut c, i);
        Some(Arc::clone(&c[0].names))
    });
    if let Some(n) = hit {
        return n;
    }
    let names = Arc::new(NameState::new(cx, ir, root, flags));
    NAMES.with(|c| insert(&mut c.borrow_mut(), CachedNames { key, flags: nf, names: Arc::clone(&names) }));
    names
}

fn verify_key(cx: &Context, ir: &Ir, root: u32) -> VerifyKey {
    VerifyKey {
        root: RootKey::new(cx, ir, root),
        allow_unregistered: cx.allows_unregistered_dialects(),
        loaded_dialects: cx.num_loaded_dialects(),
    }
}

/// Records that `root` (arena index) verified in its current state (a
/// parse that verified what it made), so that printing it next does not
/// verify it again.
pub(crate) fn note_verified(cx: &Context, ir: &Ir, root: u32) {
    let key = verify_key(cx, ir, root);
    VERIFIED.with(|c| insert(&mut c.borrow_mut(), (key, true)));
}

/// Whether `root` (arena index) verifies, reporting nothing.
pub(crate) fn verifies(cx: &Context, ir: &Ir, root: u32) -> bool {
    let key = verify_key(cx, ir, root);
    let hit = VERIFIED.with(|c| {
        let mut c = c.borrow_mut();
        let i = c.iter().position(|(k, _)| *k == key)?;
        promote(&mut c, i);
        Some(c[0].1)
    });
    if let Some(ok) = hit {
        return ok;
    }
    let ok = crate::verify::verifies_quietly(cx, ir, ir.op_id(root));
    VERIFIED.with(|c| insert(&mut c.borrow_mut(), (key, ok)));
    ok
}

#[cfg(test)]
mod tests {
    use super::{insert, promote, ENTRIES};

    #[test]
    fn most_recent_first() {
        let mut v = Vec::new();
        for i in 0..6 {
            insert(&mut v, i);
        }
        assert_eq!(v.len(), ENTRIES);
        assert_eq!(v, vec![5, 4, 3, 2]);
        promote(&mut v, 2);
        assert_eq!(v, vec![3, 5, 4, 2]);
    }
}
