//! The `cf` dialect.

use crate::registry::{DialectDef, DialectSpec};

/// The cf dialect.
pub static DIALECT: DialectSpec = DialectSpec::new("cf", build);

fn build() -> DialectDef {
    DialectDef::new("cf")
}
