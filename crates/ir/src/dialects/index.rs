//! The `index` dialect.

use crate::registry::{DialectDef, DialectSpec};

/// The index dialect.
pub static DIALECT: DialectSpec = DialectSpec::new("index", build);

fn build() -> DialectDef {
    DialectDef::new("index")
}
