//! Dialects defined in the core, each as a definition
//! ([`DialectSpec`]) in its own module.

pub mod arith;
pub mod builtin;
pub mod common_folders;
pub mod cf;
pub mod irdl;
pub mod func;
pub mod index;
pub mod math;
pub mod memref;
pub mod scf;
pub mod ub;

use crate::context::{Context, OwnedContext, TooManyContexts};
use crate::registry::{DialectRegistry, DialectSpec};

/// The constructors that give a context its builtin dialect (the core
/// itself knows no dialect).
impl Context {
    /// Creates a context with the builtin dialect loaded, multithreading
    /// enabled, and unregistered dialects not allowed (upstream defaults).
    /// Panics if [`crate::support::handle::MAX_CONTEXTS`]` - 1` contexts
    /// are already alive; see [`Context::try_new`].
    #[allow(clippy::new_ret_no_self)] // the owner, as `mlirContextCreate`'s
    pub fn new() -> OwnedContext {
        Self::try_new(&DialectRegistry::new(), true).expect("context table full")
    }

    /// Creates a context that can load the registry's dialects (the
    /// builtin dialect is always loaded).
    pub fn try_new(registry: &DialectRegistry, threading: bool) -> Result<OwnedContext, TooManyContexts> {
        Self::try_new_with_builtin(registry, threading, builtin::DIALECT.def())
    }
}

/// Every dialect this library defines (C dialect handles name one of
/// these by address).
pub static ALL: &[&DialectSpec] = &[
    &arith::DIALECT,
    &builtin::DIALECT,
    &cf::DIALECT,
    &func::DIALECT,
    &index::DIALECT,
    &irdl::DIALECT,
    &math::DIALECT,
    &memref::DIALECT,
    &scf::DIALECT,
    &ub::DIALECT,
];

/// The dialect a C dialect handle (a spec's address) names, if it is one
/// of ours.
pub fn by_address(p: usize) -> Option<&'static DialectSpec> {
    ALL.iter().copied().find(|d| *d as *const DialectSpec as usize == p)
}

/// A registry with every dialect this library defines (upstream's
/// `registerAllDialects`).
pub fn all_dialects() -> crate::registry::DialectRegistry {
    let mut r = crate::registry::DialectRegistry::new();
    for d in ALL {
        r.insert(d.def());
    }
    r
}
