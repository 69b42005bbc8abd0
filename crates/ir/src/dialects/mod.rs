//! Dialects defined in the core: for now the builtin dialect.

pub mod builtin;

use crate::registry::DialectDef;

/// Every dialect this library defines (dialect handles name one of these).
pub static ALL: &[&DialectDef] = &[&builtin::DIALECT];

/// The dialect a static description pointer names, if it is one of ours.
pub fn by_address(p: usize) -> Option<&'static DialectDef> {
    ALL.iter().copied().find(|d| *d as *const DialectDef as usize == p)
}
