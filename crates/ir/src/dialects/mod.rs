//! Dialects defined in the core, each as a definition
//! ([`DialectSpec`](crate::registry::DialectSpec)) in its own module.

pub mod builtin;
pub mod func;

use crate::registry::DialectSpec;

/// Every dialect this library defines (C dialect handles name one of
/// these by address).
pub static ALL: &[&DialectSpec] = &[&builtin::DIALECT, &func::DIALECT];

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
